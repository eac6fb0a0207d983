# Sourced by the test and benchmark scripts: installs from Debian the packages whose marker file is missing.
# Usage: avs_install_missing <file>:<package> ...   (a file the package installs, then the package's name)
# Needs root or sudo only when something is missing.
avs_install_missing() {
  local missing=() pair
  for pair in "$@"; do
    # a glob marker (PostgreSQL's binaries sit under their version) counts as present when anything matches it
    compgen -G "${pair%%:*}" >/dev/null || missing+=("${pair#*:}")
  done
  [ ${#missing[@]} -gt 0 ] || return 0
  local sudo=""
  [ "$(id -u)" = 0 ] || sudo="sudo"
  echo "Installing ${missing[*]} from Debian" >&2
  $sudo apt-get update -qq
  $sudo env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >/dev/null
}
# The server's binaries: postgresql-client alone also makes /usr/lib/postgresql/<version>/bin.
AVS_POSTGRESQL='/usr/lib/postgresql/*/bin/initdb:postgresql'
# The font the document-reading tests and the end-to-end benchmark render MRZs in.
AVS_OCR_B_FONT='/usr/share/fonts/opentype/ocr-b/OCRB.otf:fonts-ocr-b'
