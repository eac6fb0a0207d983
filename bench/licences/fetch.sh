#!/usr/bin/env bash
# Fetches the licence backs a list names (default licences.tsv, the jurisdictions' specimen cards; real-backs.tsv holds
# the held-out real photos and scans) into bench/licences/images/<owner>+<name>/<path>, each from its repository at the
# pinned commit, with every sha256 checked (bench/fetch-pinned.sh). The images stay out of the repository (their
# licences are the repositories' own, or unstated). Without internet, point AVS_SPECIMEN_MIRRORS at a folder holding
# the repositories as git directories named <owner>+<name>/repo (as `git clone --mirror` makes).
# Usage: bench/licences/fetch.sh [list.tsv] (a path, or a list's name in bench/licences)
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
list="${1:-licences.tsv}"
[[ -f "$list" ]] || list="$here/$list"
exec "$here/../fetch-pinned.sh" "$list" "$here/images"
