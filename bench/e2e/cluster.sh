#!/usr/bin/env bash
# End-to-end verifications per second of one node and of two nodes, in one run, on one throwaway PostgreSQL and
# one S3-compatible bucket (S3Proxy, copied to target/s3proxy by the build), the shared-state deployment of
# docs/operations.md. Usage: bench/e2e/cluster.sh [verifications] [concurrency] [types]
# Node A starts and is measured alone (a warm-up pass, ANALYZE, the measured pass); node B then starts beside it
# and both are measured behind the load generator's round-robin (a warm-up pass for B's JIT, the measured pass).
# Both nodes, PostgreSQL, S3Proxy and the load generator share this machine's cores.
set -euo pipefail
cd "$(dirname "$0")/../.."
N=${1:-1000}
CONCURRENCY=${2:-32}
TYPES=${3:-PROFILE,DOCUMENT}
WORK=/tmp/avs-bench-cluster
PG_PORT=25436
S3_PORT=18090
. scripts/jdk.sh
. scripts/debian.sh
avs_install_missing "$AVS_OCR_B_FONT" "$AVS_POSTGRESQL"
JAVA="$JAVA_HOME/bin/java"

./mvnw -B -q -DskipTests package
rm -rf "$WORK" && mkdir -p "$WORK/s3/data"
PIDS=()
stop() {
  for pid in "${PIDS[@]}"; do kill "$pid" 2>/dev/null || true; done
  wait 2>/dev/null || true
  scripts/stop-postgres.sh "$WORK/pg"
}
trap stop EXIT

DB_URL=$(scripts/start-postgres.sh "$WORK/pg" $PG_PORT)
cat > "$WORK/s3/s3proxy.conf" <<EOF
s3proxy.endpoint=http://127.0.0.1:$S3_PORT
s3proxy.authorization=none
jclouds.provider=filesystem
jclouds.filesystem.basedir=$WORK/s3/data
jclouds.identity=unused
jclouds.credential=unused
EOF
"$JAVA" -Xmx512m -jar target/s3proxy/s3proxy.jar --properties "$WORK/s3/s3proxy.conf" > "$WORK/s3/s3proxy.log" 2>&1 &
PIDS+=($!)
for _ in $(seq 1 120); do curl -s -o /dev/null "127.0.0.1:$S3_PORT" && break; sleep 0.5; done
curl -sf -X PUT "http://127.0.0.1:$S3_PORT/avs-bench" >/dev/null

LISTS=${AVS_BENCH_LISTS:-}
LIST_ARGS=(--avs.screening.sources=)
if [ -n "$LISTS" ] && [ -d "$LISTS" ]; then
  LIST_ARGS=()
  i=0
  for source in ofac-sdn:ofac-sdn-csv:ofac-sdn ofac-cons:ofac-cons-csv:ofac-cons un:un-xml:un/consolidated.xml \
                us-csl:us-csl-csv:us-csl/consolidated.csv.gz; do
    IFS=: read -r name format path <<< "$source"
    LIST_ARGS+=(--avs.screening.sources[$i].name=$name --avs.screening.sources[$i].format=$format
                --avs.screening.sources[$i].location=$(realpath "$LISTS/$path"))
    i=$((i + 1))
  done
fi
export AVS_ENCRYPTION_KEY=$(openssl rand -base64 32) AVS_S3_ACCESS_KEY=unused AVS_S3_SECRET_KEY=unused
node() {  # name port
  mkdir -p "$WORK/$1"
  (cd "$WORK/$1" && AVS_NODE_NAME=$1 exec "$JAVA" -Xms1g -Xmx2g --enable-native-access=ALL-UNNAMED \
    -jar "$OLDPWD/target/avs-exec.jar" --server.port=$2 --spring.datasource.url="$DB_URL" \
    --spring.datasource.username=avs --spring.datasource.password=avs "${LIST_ARGS[@]}" \
    --avs.file.storage=s3 --avs.file.s3.bucket=avs-bench --avs.file.s3.endpoint=http://127.0.0.1:$S3_PORT \
    --avs.file.s3.path-style=true --avs.web.rate-limit.enabled=false --logging.level.root=WARN \
    > "$WORK/$1/service.log" 2>&1) &
  PIDS+=($!)
  for _ in $(seq 1 240); do
    [ "$(curl -s -o /dev/null -w '%{http_code}' "localhost:$2/actuator/health/readiness")" = 200 ] && return
    sleep 0.5
  done
  echo "$1 did not become ready" >&2
  exit 1
}
QUEUED="SELECT COUNT(*) FROM scheduled_tasks WHERE task_name = 'upload-analysis'"
WAIT="psql -tA -h localhost -p $PG_PORT -U postgres -d avs -c \"$QUEUED\""
load() {  # label nodes count
  "$JAVA" bench/e2e/VerificationThroughput.java "$2" "$KEY" "$3" "$CONCURRENCY" "$TYPES" src/test/resources/faces "$WAIT" \
    | sed "s/^/$1: /"
}

node node-a 18082
KEY=$(sed -n 's/^api_key: //p' "$WORK/node-a/data/first-start.txt")
echo "# $(date -u +%Y-%m-%dT%H:%M:%SZ), commit $(git rev-parse --short HEAD), $(nproc) cores, $N verifications, concurrency $CONCURRENCY, $TYPES"
load "one node, warm-up" http://localhost:18082 $((N / 2))
psql -q -h localhost -p $PG_PORT -U postgres -d avs -c ANALYZE
load "one node" http://localhost:18082 "$N"
node node-b 18083
load "two nodes, warm-up" http://localhost:18082,http://localhost:18083 $((N / 2))
load "two nodes" http://localhost:18082,http://localhost:18083 "$N"
