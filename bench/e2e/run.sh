#!/usr/bin/env bash
# End-to-end verifications per second (create to completed) against the service on H2 or PostgreSQL.
# Usage: bench/e2e/run.sh [h2|postgresql] [verifications] [concurrency] [types]
# AVS_BENCH_JVM_OPTS adds options to the service's JVM (after -Xms1g -Xmx2g, so -Xmx1g wins); with
# -XX:NativeMemoryTracking=summary the JVM's own memory by kind is printed after the run.
# A warm-up pass of the same mix (half as many) runs first, so that the measured pass sees compiled code; on
# PostgreSQL the tables are then analysed, as autovacuum would within a minute of a real start, because a
# never-analysed table can make the planner prefer an account index over the primary key.
set -euo pipefail
cd "$(dirname "$0")/../.."
DB=${1:-h2}
N=${2:-2000}
CONCURRENCY=${3:-32}
TYPES=${4:-PROFILE,DOCUMENT}
PORT=18081
WORK=/tmp/avs-bench-e2e-$DB
. scripts/jdk.sh
# the passport photos' MRZ is set in OCR-B; PostgreSQL only for that database
. scripts/debian.sh
if [ "$DB" = postgresql ]; then
  avs_install_missing "$AVS_OCR_B_FONT" "$AVS_POSTGRESQL"
else
  avs_install_missing "$AVS_OCR_B_FONT"
fi

if curl -s -o /dev/null "localhost:$PORT"; then
  echo "port $PORT is in use: stop what runs there first" >&2
  exit 1
fi
./mvnw -B -q -DskipTests package
rm -rf "$WORK" && mkdir -p "$WORK"
stop() {
  [ -n "${APP_PID:-}" ] && kill "$APP_PID" 2>/dev/null && wait "$APP_PID" 2>/dev/null || true
  if [ "$DB" = postgresql ]; then
    scripts/stop-postgres.sh "$WORK/pg"
  fi
}
trap stop EXIT
H2_URL="jdbc:h2:file:$WORK/avs;MODE=PostgreSQL;DATABASE_TO_LOWER=TRUE;DEFAULT_NULL_ORDERING=HIGH;AUTO_SERVER=TRUE"
DB_ARGS=(--spring.datasource.url="$H2_URL")
# The measured phase starts once the uploads' face analyses and MRZ readings (background jobs) are done.
QUEUED_ANALYSES="SELECT COUNT(*) FROM scheduled_tasks WHERE task_name = 'upload-analysis'"
H2_JAR=$(ls ~/.m2/repository/com/h2database/h2/*/h2-*.jar 2>/dev/null | sort -V | tail -n 1)
# the service gives its embedded database a generated password on first start (beside it, read at each poll)
WAIT="$JAVA_HOME/bin/java -cp $H2_JAR org.h2.tools.Shell -url '$H2_URL' -user sa -password \"\$(cat $WORK/avs.password)\" -sql \"$QUEUED_ANALYSES\" | sed -n 2p | tr -d ' '"
if [ "$DB" = postgresql ]; then
  DB_ARGS=(--spring.datasource.url="$(scripts/start-postgres.sh "$WORK/pg" 25434)" --spring.datasource.username=avs --spring.datasource.password=avs)
  # PostgreSQL's own psql, not Debian's Perl wrapper around it: the poll runs twice a second beside the service
  PSQL=$(ls /usr/lib/postgresql/*/bin/psql 2>/dev/null | sort -V | tail -n 1)
  WAIT="${PSQL:-psql} -tA -h localhost -p 25434 -U postgres -d avs -c \"$QUEUED_ANALYSES\""
fi
# The AML check screens against the full official lists in the folder AVS_BENCH_LISTS names (types ...,AML);
# without it no list loads.
LISTS=${AVS_BENCH_LISTS:-}
LIST_ARGS=()
if [ -n "$LISTS" ] && [ -d "$LISTS" ]; then
  i=0
  for source in ofac-sdn:ofac-sdn-csv:ofac-sdn ofac-cons:ofac-cons-csv:ofac-cons un:un-xml:un/consolidated.xml \
                us-csl:us-csl-csv:us-csl/consolidated.csv.gz; do
    IFS=: read -r name format path <<< "$source"
    LIST_ARGS+=(--avs.screening.sources[$i].name=$name --avs.screening.sources[$i].format=$format
                --avs.screening.sources[$i].location=$LISTS/$path)
    i=$((i + 1))
  done
else
  LIST_ARGS=(--avs.screening.sources=)
fi
"$JAVA_HOME/bin/java" -Xms1g -Xmx2g ${AVS_BENCH_JVM_OPTS:-} -jar target/avs-exec.jar --server.port=$PORT "${DB_ARGS[@]}" "${LIST_ARGS[@]}" \
  --avs.web.rate-limit.enabled=false --avs.vault.encryption-key-file=$WORK/encryption.key \
  --avs.account.first-start-file=$WORK/first-start.txt \
  --avs.file.storage-dir=$WORK/files --logging.level.root=WARN > "$WORK/service.log" 2>&1 &
APP_PID=$!
for _ in $(seq 1 120); do
  curl -sf "localhost:$PORT/actuator/health/liveness" >/dev/null && break
  sleep 0.5
done
KEY=$(sed -n 's/^api_key: //p' "$WORK/first-start.txt")
if [ -n "$LISTS" ] && [ -d "$LISTS" ]; then
  for _ in $(seq 1 120); do
    [ "$(curl -s -H "Authorization: Token $KEY" "localhost:$PORT/screening/lists" | grep -o '"status":"loaded"' | wc -l)" -ge 4 ] && break
    sleep 0.5
  done
  echo "# screening lists loaded: $(curl -s -H "Authorization: Token $KEY" "localhost:$PORT/screening/lists" \
    | grep -o '"status":"loaded"' | wc -l) of 4 ($LISTS)"
fi
echo "# $(date -u +%Y-%m-%dT%H:%M:%SZ), $DB, $(nproc) cores, $N verifications, concurrency $CONCURRENCY"
"$JAVA_HOME/bin/java" bench/e2e/VerificationThroughput.java "http://localhost:$PORT" "$KEY" $((N / 2)) "$CONCURRENCY" "$TYPES" \
  src/test/resources/faces "$WAIT" | sed 's/^/warm-up: /'
if [ "$DB" = postgresql ]; then
  psql -q -h localhost -p 25434 -U postgres -d avs -c ANALYZE
fi
"$JAVA_HOME/bin/java" bench/e2e/VerificationThroughput.java "http://localhost:$PORT" "$KEY" "$N" "$CONCURRENCY" "$TYPES" \
  src/test/resources/faces "$WAIT"
echo "# service resident memory after the run: $(ps -o rss= -p "$APP_PID" | awk '{printf "%.0f MiB", $1 / 1024}')"
if [[ "${AVS_BENCH_JVM_OPTS:-}" == *NativeMemoryTracking* ]]; then
  # what the JVM itself holds, by kind; the rest of the resident memory is the native engines' (Tesseract,
  # ONNX Runtime, Leptonica), which allocate outside the JVM's tracking
  "$JAVA_HOME/bin/jcmd" "$APP_PID" VM.native_memory summary scale=MB | grep -E '^(Total|-)' | sed 's/^/# nmt: /'
fi
