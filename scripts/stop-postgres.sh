#!/usr/bin/env bash
# Stops a PostgreSQL started by scripts/start-postgres.sh; quiet, and harmless when it is not running.
# Usage: scripts/stop-postgres.sh [data-dir]
DATA_DIR=${1:-/tmp/avs-postgres}
BIN=$(ls /usr/lib/postgresql/*/bin/pg_ctl 2>/dev/null | sort -V | tail -n 1 | xargs -r dirname)
[ -n "$BIN" ] && [ -f "$DATA_DIR/postmaster.pid" ] || exit 0
if [ "$(id -u)" = 0 ]; then
  su postgres -s /bin/sh -c "$BIN/pg_ctl -D $DATA_DIR stop -m fast" >/dev/null 2>&1
else
  "$BIN/pg_ctl" -D "$DATA_DIR" stop -m fast >/dev/null 2>&1
fi
exit 0
