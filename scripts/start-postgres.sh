#!/usr/bin/env bash
# Ports stay below 32768, outside Linux's ephemeral range, so that no outgoing connection can hold them.
# Starts a throwaway PostgreSQL (from Debian's postgresql package) for tests and benchmarks, with a database
# and user "avs" (password "avs"). Usage: scripts/start-postgres.sh [data-dir] [port]
# AVS_PG_OPTS adds server options (e.g. "-c shared_preload_libraries=pg_stat_statements" to profile).
# Prints nothing on success but the JDBC URL; stop it with: scripts/stop-postgres.sh <data-dir>
set -euo pipefail
DATA_DIR=${1:-/tmp/avs-postgres}
PORT=${2:-25432}
BIN=$(ls /usr/lib/postgresql/*/bin/initdb 2>/dev/null | sort -V | tail -n 1 | xargs -r dirname || true)
if [ -z "$BIN" ]; then
  echo "PostgreSQL is not installed: apt-get install -y postgresql" >&2
  exit 1
fi
as_postgres() {
  if [ "$(id -u)" = 0 ]; then su postgres -s /bin/sh -c "$*"; else sh -c "$*"; fi
}
"$(dirname "$0")/stop-postgres.sh" "$DATA_DIR"
rm -rf "$DATA_DIR"
mkdir -p "$DATA_DIR"
[ "$(id -u)" = 0 ] && chown postgres:postgres "$DATA_DIR"
as_postgres "$BIN/initdb -D $DATA_DIR -A trust -U postgres --no-sync" >/dev/null
# Durability stays at PostgreSQL's defaults (fsync, synchronous_commit on). commit_delay is group commit: a
# committing backend waits up to 200 µs for others to share its WAL flush when at least 5 transactions are open.
# On this VM's disk it took POST /applicants from 24% to 32% of the trivial endpoint and its p99 from several
# hundred to about 30 ms (docs/performance.md); the README recommends it for production servers.
as_postgres "$BIN/pg_ctl -D $DATA_DIR -l $DATA_DIR/server.log -w -o '-p $PORT -k /tmp -c max_connections=600 -c shared_buffers=256MB -c commit_delay=200 -c commit_siblings=5 ${AVS_PG_OPTS:-}' start" >/dev/null
psql -q -h localhost -p "$PORT" -U postgres -c "CREATE USER avs PASSWORD 'avs'" -c "CREATE DATABASE avs OWNER avs" >/dev/null
echo "jdbc:postgresql://localhost:$PORT/avs"
