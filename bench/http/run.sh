#!/usr/bin/env bash
# HTTP load test of the resource API on PostgreSQL, next to a trivial endpoint of the same server in the same run.
# Usage: bench/http/run.sh [seconds-per-measurement] [connections] [rounds]     (installs postgresql and wrk from Debian when missing; a JDK 21+ as scripts/jdk.sh finds it)
set -euo pipefail
cd "$(dirname "$0")/../.."
DURATION=${1:-15}
CONNECTIONS=${2:-32}
ROUNDS=${3:-3}
PORT=18080
WORK=/tmp/avs-bench-http
PG_PORT=25433
. scripts/jdk.sh
. scripts/debian.sh
avs_install_missing /usr/bin/wrk:wrk "$AVS_POSTGRESQL"

if curl -s -o /dev/null "localhost:$PORT"; then
  echo "port $PORT is in use: stop what runs there first" >&2
  exit 1
fi
./mvnw -B -q -DskipTests package
rm -rf "$WORK" && mkdir -p "$WORK"
# AVS_BENCH_PG_DIR=/dev/shm/avs-pg puts PostgreSQL's data on tmpfs: a diagnostic that removes the disk's fsync
# latency from the measurement (not a durable setup).
PG_DIR=${AVS_BENCH_PG_DIR:-$WORK/pg}
DB_URL=$(scripts/start-postgres.sh "$PG_DIR" $PG_PORT)
stop() {
  [ -n "${APP_PID:-}" ] && kill "$APP_PID" 2>/dev/null && wait "$APP_PID" 2>/dev/null || true
  scripts/stop-postgres.sh "$PG_DIR"
}
trap stop EXIT

# Rate limiting is off: the benchmark measures the service, and one key would otherwise meet its 1,000/s bucket.
# AVS_BENCH_RATE_LIMIT=database (or local) turns it on with limits no run reaches, to measure what the buckets
# cost per request: shared in PostgreSQL (what a fleet on PostgreSQL uses) or in the node's memory.
RATE_LIMIT=(--avs.web.rate-limit.enabled=false)
if [ -n "${AVS_BENCH_RATE_LIMIT:-}" ]; then
  RATE_LIMIT=(--avs.web.rate-limit.store="$AVS_BENCH_RATE_LIMIT" --avs.web.rate-limit.requests-per-second=10000000
              --avs.web.rate-limit.burst=10000000)
fi
AVS_DB_URL=$DB_URL AVS_DB_USER=avs AVS_DB_PASSWORD=avs \
  "$JAVA_HOME/bin/java" -Xms1g -Xmx1g ${AVS_BENCH_JVM_OPTS:-} -jar target/avs-exec.jar --server.port=$PORT \
  "${RATE_LIMIT[@]}" --avs.vault.encryption-key-file=$WORK/encryption.key --avs.account.first-start-file=$WORK/first-start.txt \
  --logging.level.root=WARN > "$WORK/service.log" 2>&1 &
APP_PID=$!
for _ in $(seq 1 120); do
  curl -sf "localhost:$PORT/actuator/health/liveness" >/dev/null && break
  sleep 0.5
done
KEY=$(sed -n 's/^api_key: //p' "$WORK/first-start.txt")
AUTH="Authorization: Token $KEY"
APPLICANT=$(curl -sf -H "$AUTH" -H 'Content-Type: application/json' \
  -d '{"type":"PERSON","first_name":"Anna","last_name":"Lee","dob":"1990-01-01","residence_country":"GB"}' \
  "localhost:$PORT/applicants" | grep -oE '[0-9a-f]{36}')

measure() { # wrk arguments... -> "requests/s p99"
  local out
  out=$(wrk -t2 -c"$CONNECTIONS" -d"${DURATION}s" --latency "$@")
  echo "$(echo "$out" | awk '/Requests\/sec/ {print $2}') $(echo "$out" | awk '$1 == "99%" {print $2}')"
}
TRIVIAL=("http://localhost:$PORT/actuator/health/liveness")
GET=(-H "$AUTH" "http://localhost:$PORT/applicants/$APPLICANT")
POST=(-H "$AUTH" -s bench/http/post-applicant.lua "http://localhost:$PORT/applicants")

# The JIT keeps improving the trivial path for a while: warm every endpoint up well before measuring.
for endpoint in TRIVIAL GET POST; do
  declare -n args=$endpoint
  wrk -t2 -c"$CONNECTIONS" -d20s "${args[@]}" >/dev/null
done
# Planner statistics as autovacuum would have gathered them on a running system (a never-analysed table can make
# PostgreSQL prefer an account index over the primary key).
psql -q -h localhost -p $PG_PORT -U postgres -d avs -c ANALYZE

echo "# $(date -u +%Y-%m-%dT%H:%M:%SZ), commit $(git rev-parse --short HEAD), rate limit ${AVS_BENCH_RATE_LIMIT:-off}, $(nproc) cores, $ROUNDS rounds of ${DURATION}s per endpoint, $CONNECTIONS connections, wrk -t2"
for round in $(seq 1 "$ROUNDS"); do
  read -r t tp < <(measure "${TRIVIAL[@]}")
  read -r g gp < <(measure "${GET[@]}")
  read -r p pp < <(measure "${POST[@]}")
  echo "round $round | trivial $t req/s (p99 $tp) | get $g req/s (p99 $gp) | post $p req/s (p99 $pp)"
  echo "$t $g $p" >> "$WORK/rounds.txt"
done
# medians of the per-round ratios, and of the throughputs
awk '{t[NR]=$1; g[NR]=$2; p[NR]=$3; rg[NR]=$2/$1; rp[NR]=$3/$1}
     function median(a, n,   i, j, s, tmp) { for (i = 1; i <= n; i++) s[i] = a[i]
       for (i = 1; i <= n; i++) for (j = i + 1; j <= n; j++) if (s[j] < s[i]) { tmp = s[i]; s[i] = s[j]; s[j] = tmp }
       return n % 2 ? s[(n + 1) / 2] : (s[n / 2] + s[n / 2 + 1]) / 2 }
     END { printf "| endpoint | median req/s | median share of trivial (per round) |\n|---|---|---|\n"
           printf "| GET /actuator/health/liveness (trivial) | %.0f | 100%% |\n", median(t, NR)
           printf "| GET /applicants/{id} | %.0f | %.1f%% |\n", median(g, NR), 100 * median(rg, NR)
           printf "| POST /applicants | %.0f | %.1f%% |\n", median(p, NR), 100 * median(rp, NR) }' "$WORK/rounds.txt"
# With AVS_PG_OPTS="-c shared_preload_libraries=pg_stat_statements -c pg_stat_statements.track_planning=on": where
# PostgreSQL's time went, per kind of statement (texts that differ only in their number of rows taken together;
# execution per call, planning per plan).
if [[ "${AVS_PG_OPTS:-}" == *pg_stat_statements* ]]; then
  psql -q -h localhost -p $PG_PORT -U postgres -d avs -c "CREATE EXTENSION IF NOT EXISTS pg_stat_statements"
  psql -h localhost -p $PG_PORT -U postgres -d avs -c "SELECT left(regexp_replace(query, '\s+', ' ', 'g'), 70) AS statement,
    sum(calls) AS calls, sum(plans) AS plans, round((sum(total_exec_time) / nullif(sum(calls), 0))::numeric * 1000, 1) AS exec_us,
    round((sum(total_plan_time) / nullif(sum(plans), 0))::numeric * 1000, 1) AS plan_us,
    round(sum(rows)::numeric / nullif(sum(calls), 0), 1) AS rows_per_call
    FROM pg_stat_statements GROUP BY 1 ORDER BY sum(total_exec_time) DESC LIMIT 8"
fi
