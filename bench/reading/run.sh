#!/usr/bin/env bash
# From upload to result on the real specimen documents (bench/reading/UploadToResult.java), against the packaged
# service on its embedded H2 database with reading on, nothing else running. Fetch the photos first:
# bench/specimens/fetch.sh. Usage: bench/reading/run.sh (EXTRA_ARGS="--avs.face.enabled=false" passes options to the
# service, to see what another setting costs)
set -euo pipefail
cd "$(dirname "$0")/../.."
PORT=18082
WORK=/tmp/avs-bench-reading
. scripts/jdk.sh
if curl -s -o /dev/null "localhost:$PORT"; then
  echo "port $PORT is in use: stop what runs there first" >&2
  exit 1
fi
[ -f target/avs-exec.jar ] || ./mvnw -B -q -DskipTests package
rm -rf "$WORK" && mkdir -p "$WORK"
"$JAVA_HOME/bin/java" -Xms1g -Xmx1g --enable-native-access=ALL-UNNAMED -jar target/avs-exec.jar --server.port=$PORT \
  --spring.datasource.url="jdbc:h2:file:$WORK/avs;MODE=PostgreSQL;DATABASE_TO_LOWER=TRUE;DEFAULT_NULL_ORDERING=HIGH;AUTO_SERVER=TRUE" \
  --avs.web.rate-limit.enabled=false --avs.vault.encryption-key-file=$WORK/encryption.key \
  --avs.account.first-start-file=$WORK/first-start.txt --avs.screening.sources= \
  --avs.file.storage-dir=$WORK/files ${EXTRA_ARGS:-} --logging.level.root=WARN > "$WORK/service.log" 2>&1 &
APP_PID=$!
trap 'kill $APP_PID 2>/dev/null; wait $APP_PID 2>/dev/null || true' EXIT
for _ in $(seq 1 120); do
  curl -sf "localhost:$PORT/actuator/health/readiness" >/dev/null && break
  sleep 0.5
done
KEY=$(sed -n 's/^api_key: //p' "$WORK/first-start.txt")
echo "# $(date -u +%Y-%m-%dT%H:%M:%SZ), commit $(git rev-parse --short HEAD), $(nproc) cores"
"$JAVA_HOME/bin/java" bench/reading/UploadToResult.java "http://localhost:$PORT" "$KEY" bench/specimens
