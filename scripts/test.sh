#!/usr/bin/env bash
# The whole test suite, on a fresh machine of this kind: installs what the tests need from Debian when it is
# missing (Chromium and its driver for the browser tests, PostgreSQL for the second run of the integration
# tests, the OCR-B font the document-reading tests render MRZs in), starts a throwaway PostgreSQL, and runs the unit tests and the integration tests on H2 and on PostgreSQL.
# Extra arguments go to Maven (e.g. -Dit.test=FormIT). Needs root or sudo only when something must be installed.
set -euo pipefail
cd "$(dirname "$0")/.."

missing=()
[ -x /usr/bin/chromium ] || missing+=(chromium)
[ -x /usr/bin/chromedriver ] || missing+=(chromium-driver)
# the server's binaries: postgresql-client alone also makes /usr/lib/postgresql/<version>/bin
ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1 || missing+=(postgresql)
[ -f /usr/share/fonts/opentype/ocr-b/OCRB.otf ] || missing+=(fonts-ocr-b)
if [ ${#missing[@]} -gt 0 ]; then
  SUDO=""
  [ "$(id -u)" = 0 ] || SUDO="sudo"
  echo "Installing ${missing[*]} from Debian" >&2
  $SUDO apt-get update -qq
  $SUDO env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >/dev/null
fi

# A JDK 21 or newer: JAVA_HOME if it is one, else the newest in Debian's JVM directory (the default java is 17).
java_major() { "$1/bin/java" -version 2>&1 | sed -n 's/.*version "\([0-9]*\).*/\1/p' | head -n 1; }
if [ -z "${JAVA_HOME:-}" ] || [ "$(java_major "$JAVA_HOME")" -lt 21 ] 2>/dev/null; then
  JAVA_HOME=$(ls -d /usr/lib/jvm/temurin-2[1-9]* /usr/lib/jvm/java-2[1-9]-* 2>/dev/null | sort -V | tail -n 1 || true)
fi
if [ -z "$JAVA_HOME" ]; then
  echo "A JDK 21 or newer is needed: set JAVA_HOME" >&2
  exit 1
fi
export JAVA_HOME
echo "JAVA_HOME=$JAVA_HOME" >&2

PG_DIR=$(mktemp -d /tmp/avs-test-postgres.XXXXXX)
PG_PORT=${AVS_TEST_PG_PORT:-25432}
AVS_TEST_DB_URL=$(scripts/start-postgres.sh "$PG_DIR" "$PG_PORT")
trap 'scripts/stop-postgres.sh "$PG_DIR"; rm -rf "$PG_DIR"' EXIT
export AVS_TEST_DB_URL AVS_TEST_DB_USER=avs AVS_TEST_DB_PASSWORD=avs

./mvnw -B verify "$@"
