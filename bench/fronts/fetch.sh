#!/usr/bin/env bash
# Fetches the real specimen licence fronts listed in fronts.tsv (or in the list named: bench/fronts/fetch.sh
# heldout.tsv) into bench/fronts/images/<owner>+<name>/<path>, each from its repository at the pinned commit, with
# every sha256 checked (bench/fetch-pinned.sh). The images stay out of the repository (their licences are the
# repositories' own, or unstated). Without internet, point AVS_SPECIMEN_MIRRORS at a folder holding the repositories
# as git directories named <owner>+<name>/repo (as `git clone --mirror` makes them).
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
exec "$here/../fetch-pinned.sh" "$here/${1:-fronts.tsv}" "$here/images"
