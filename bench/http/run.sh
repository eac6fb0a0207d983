#!/usr/bin/env bash
# HTTP load test of the resource API on PostgreSQL, next to a trivial endpoint of the same server in the same run.
# Usage: bench/http/run.sh [duration-seconds] [connections]     (needs: postgresql, wrk; JDK 21+ in JAVA_HOME)
set -euo pipefail
cd "$(dirname "$0")/../.."
DURATION=${1:-20}
CONNECTIONS=${2:-32}
PORT=18080
WORK=/tmp/avs-bench-http
export JAVA_HOME=${JAVA_HOME:-$(ls -d /usr/lib/jvm/temurin-2[1-9]* 2>/dev/null | sort -V | tail -n 1)}
command -v wrk >/dev/null || { echo "wrk is not installed: apt-get install -y wrk" >&2; exit 1; }

if curl -s -o /dev/null "localhost:$PORT"; then
  echo "port $PORT is in use: stop what runs there first" >&2
  exit 1
fi
./mvnw -B -q -DskipTests package
rm -rf "$WORK" && mkdir -p "$WORK"
DB_URL=$(scripts/start-postgres.sh "$WORK/pg" 25433)
stop() {
  [ -n "${APP_PID:-}" ] && kill "$APP_PID" 2>/dev/null && wait "$APP_PID" 2>/dev/null || true
  su postgres -s /bin/sh -c "$(ls -d /usr/lib/postgresql/*/bin | sort -V | tail -n 1)/pg_ctl -D $WORK/pg stop -m fast" >/dev/null 2>&1 || true
}
trap stop EXIT

# Rate limiting is off: the benchmark measures the service, and one key would otherwise meet its 1,000/s bucket.
AVS_DB_URL=$DB_URL AVS_DB_USER=avs AVS_DB_PASSWORD=avs \
  "$JAVA_HOME/bin/java" -Xms1g -Xmx1g ${AVS_BENCH_JVM_OPTS:-} -jar target/avs-exec.jar --server.port=$PORT \
  --avs.web.rate-limit.enabled=false --avs.account.encryption-key-file=$WORK/encryption.key \
  --logging.level.root=WARN > "$WORK/service.log" 2>&1 &
APP_PID=$!
for _ in $(seq 1 120); do
  curl -sf "localhost:$PORT/actuator/health/liveness" >/dev/null && break
  sleep 0.5
done
KEY=$(grep -oE 'Authorization: Token [0-9a-f]{36}' "$WORK/service.log" | head -n 1 | awk '{print $3}')
AUTH="Authorization: Token $KEY"
APPLICANT=$(curl -sf -H "$AUTH" -H 'Content-Type: application/json' \
  -d '{"type":"PERSON","first_name":"Anna","last_name":"Lee","dob":"1990-01-01","residence_country":"GB"}' \
  "localhost:$PORT/applicants" | grep -oE '[0-9a-f]{36}')

run() { # name, wrk arguments...
  local name=$1; shift
  wrk -t2 -c"$CONNECTIONS" -d10s "$@" >/dev/null             # warm-up (JIT)
  wrk -t2 -c"$CONNECTIONS" -d"${DURATION}s" --latency "$@" > "$WORK/$name.txt"
  local rps p99
  rps=$(awk '/Requests\/sec/ {print $2}' "$WORK/$name.txt")
  p99=$(awk '$1 == "99%" {print $2}' "$WORK/$name.txt")
  echo "$name $rps $p99"
}

echo "# $(date -u +%Y-%m-%dT%H:%M:%SZ), $(nproc) cores, ${DURATION}s per endpoint, $CONNECTIONS connections, wrk -t2"
{
  run trivial "http://localhost:$PORT/actuator/health/liveness"
  run get-applicant -H "$AUTH" "http://localhost:$PORT/applicants/$APPLICANT"
  run post-applicant -H "$AUTH" -s bench/http/post-applicant.lua "http://localhost:$PORT/applicants"
} | awk 'NR == 1 {base = $2}
         {printf "| %-15s | %10.0f req/s | %5.1f%% of trivial | p99 %s |\n", $1, $2, 100 * $2 / base, $3}'
grep -h "Non-2xx" "$WORK"/*.txt || true
