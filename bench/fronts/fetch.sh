#!/usr/bin/env bash
# Fetches the real specimen licence fronts listed in fronts.tsv into bench/fronts/images/<owner>+<name>/<path>,
# each from its repository at the pinned commit, and checks every sha256. The images stay out of the repository
# (their licences are the repositories' own, or unstated). Without internet, point AVS_SPECIMEN_MIRRORS at a folder
# holding the repositories as git directories named <owner>+<name>/repo (as `git clone --mirror` makes them).
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
out="$here/images"
failed=0
while IFS=$'\t' read -r repo commit path sha256 _licence _country _expected; do
    [[ -z "$repo" || "$repo" == \#* ]] && continue
    target="$out/${repo/\//+}/$path"
    mkdir -p "$(dirname "$target")"
    if [[ ! -f "$target" ]]; then
        mirror="${AVS_SPECIMEN_MIRRORS:-}/${repo/\//+}/repo"
        if [[ -n "${AVS_SPECIMEN_MIRRORS:-}" && -d "$mirror" ]]; then
            git --git-dir="$mirror" show "$commit:$path" > "$target"
        else
            curl -fsSL "https://raw.githubusercontent.com/$repo/$commit/$path" -o "$target"
        fi
    fi
    if [[ "$(sha256sum "$target" | cut -d' ' -f1)" != "$sha256" ]]; then
        echo "hash mismatch: $repo $path" >&2
        rm -f "$target"
        failed=1
    fi
done < "$here/fronts.tsv"
[[ $failed == 0 ]] && echo "licence fronts in $out"
exit $failed
