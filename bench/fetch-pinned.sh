#!/usr/bin/env bash
# Fetches the files a list names (tab-separated: repository, commit, path, sha256, ...) into <out>/<owner>+<name>/<path>,
# each from its repository at the pinned commit, and checks every sha256. The images stay out of the repository
# (their licences are the repositories' own, or unstated). Without internet, point AVS_SPECIMEN_MIRRORS at a folder
# holding the repositories as git directories named <owner>+<name>/repo (as `git clone --mirror` makes them).
# Usage: bench/fetch-pinned.sh <list.tsv> <out-dir> (bench/specimens/fetch.sh and bench/licences/fetch.sh call it).
set -euo pipefail
list="$1"
out="$2"
failed=0
while IFS=$'\t' read -r repo commit path sha256 _licence _expected; do
    [[ -z "$repo" || "$repo" == \#* ]] && continue
    target="$out/${repo/\//+}/$path"
    mkdir -p "$(dirname "$target")"
    if [[ ! -f "$target" ]]; then
        mirror="${AVS_SPECIMEN_MIRRORS:-}/${repo/\//+}/repo"
        # a mirror may be a clone with a work tree
        [[ -d "$mirror/.git" ]] && mirror="$mirror/.git"
        if [[ -n "${AVS_SPECIMEN_MIRRORS:-}" && -d "$mirror" ]]; then
            git --git-dir="$mirror" show "$commit:$path" > "$target"
        else
            # spaces in a path (third.tsv has some) must be escaped in the URL
            curl -fsSL "https://raw.githubusercontent.com/$repo/$commit/${path// /%20}" -o "$target"
        fi
    fi
    if [[ "$(sha256sum "$target" | cut -d' ' -f1)" != "$sha256" ]]; then
        echo "hash mismatch: $repo $path" >&2
        rm -f "$target"
        failed=1
    fi
done < "$list"
[[ $failed == 0 ]] && echo "fetched into $out"
exit $failed
