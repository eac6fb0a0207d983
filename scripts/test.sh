#!/usr/bin/env bash
# The whole test suite, on a fresh machine of this kind: installs what the tests need from Debian when it is
# missing (Chromium and its driver for the browser tests, PostgreSQL for the second run of the integration
# tests, the OCR-B font the document-reading tests render MRZs in), starts a throwaway PostgreSQL, and runs the unit tests and the integration tests on H2 and on PostgreSQL.
# Extra arguments go to Maven (e.g. -Dit.test=FormIT). Needs root or sudo only when something must be installed.
set -euo pipefail
cd "$(dirname "$0")/.."

. scripts/debian.sh
avs_install_missing /usr/bin/chromium:chromium /usr/bin/chromedriver:chromium-driver "$AVS_POSTGRESQL" "$AVS_OCR_B_FONT"

# A JDK 21 or newer: JAVA_HOME, else the java on the PATH, else the newest in Debian's JVM directory.
. scripts/jdk.sh
echo "JAVA_HOME=$JAVA_HOME" >&2

PG_DIR=$(mktemp -d /tmp/avs-test-postgres.XXXXXX)
PG_PORT=${AVS_TEST_PG_PORT:-25432}
AVS_TEST_DB_URL=$(scripts/start-postgres.sh "$PG_DIR" "$PG_PORT")
trap 'scripts/stop-postgres.sh "$PG_DIR"; rm -rf "$PG_DIR"' EXIT
export AVS_TEST_DB_URL AVS_TEST_DB_USER=avs AVS_TEST_DB_PASSWORD=avs

./mvnw -B verify "$@"
