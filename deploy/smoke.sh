#!/usr/bin/env bash
# The deployment's end-to-end test, on this machine: builds the images (deploy/build-image.sh), starts the compose
# stack (deploy/compose: two AVS nodes behind HAProxy, PostgreSQL, S3Proxy) with a callback receiver beside it
# (deploy/smoke/compose.yaml), creates an account with the operator command inside a node's container, runs one
# verification of real material through the proxy (OCR, face and video engines; its callback received), then a
# burst of verifications during which one node is killed (SIGKILL): every acknowledged verification must be
# there once, decided once, with its callbacks received. Then it restarts the killed node and measures its start
# to ready, and stops and removes everything it started (containers, volumes, network, secrets).
# Installs what it needs from Debian when missing (Podman, runc, podman-compose, mmdebstrap, curl), as the test
# command does. Podman runs with deploy/containers.conf: runc, and no default ulimits (the file says why).
# Only 127.0.0.1 is published (AVS_SMOKE_PORT, default 18080); the containers talk on the stack's own network.
# AVS_SMOKE_SKIP_BUILD=1 uses the images already built; AVS_SMOKE_BURST sets the burst's size (default 60).
set -euo pipefail
cd "$(dirname "$0")/.."
. deploy/lib.sh
avs_deploy_tools /usr/bin/podman-compose:podman-compose /usr/bin/curl:curl /usr/bin/python3:python3

started=$(date +%s)
PORT=${AVS_SMOKE_PORT:-18080}
BURST=${AVS_SMOKE_BURST:-60}
PROJECT=avs-smoke
BASE="http://127.0.0.1:$PORT"
WORK=$(mktemp -d /tmp/avs-smoke.XXXXXX)
NODE1=${PROJECT}_avs1_1
NODE2=${PROJECT}_avs2_1
say() { echo "smoke: $*" >&2; }

compose() {
  AVS_SECRETS="$WORK/secrets" AVS_HTTP_PORT=$PORT podman-compose -p "$PROJECT" -f deploy/compose/compose.yaml \
    -f deploy/smoke/compose.yaml "$@"
}
finish() {
  status=$?
  if [ $status -ne 0 ]; then
    say "FAILED; the containers' last lines:"
    for c in $(podman ps -a --filter "label=io.podman.compose.project=$PROJECT" --format '{{.Names}}'); do
      echo "--- $c" >&2
      podman logs --tail 15 "$c" 2>&1 | cut -c1-300 >&2 || true
    done
  fi
  say "stopping and removing the stack"
  compose down -v -t 10 >"$WORK/down.log" 2>&1 || cat "$WORK/down.log" >&2
  podman network rm -f "${PROJECT}_default" >/dev/null 2>&1 || true
  rm -rf "$WORK"
  exit $status
}
trap finish EXIT

if [ -z "${AVS_SMOKE_SKIP_BUILD:-}" ]; then
  deploy/build-image.sh avs postgres haproxy s3proxy
fi
deploy/compose/secrets.sh "$WORK/secrets" >/dev/null

say "starting the stack"
compose up -d >"$WORK/up.log" 2>&1 || { cat "$WORK/up.log" >&2; exit 1; }

# ready: a node's own health check (readiness: database, bucket, lists) passes
node_ready() { podman exec "$1" /opt/avs/bin/healthcheck 2>/dev/null; }
wait_ready() {  # container seconds
  local deadline=$(($(date +%s) + $2))
  until node_ready "$1"; do
    [ "$(date +%s)" -lt $deadline ] || { say "$1 not ready within $2 s"; return 1; }
    sleep 0.5
  done
}
wait_ready "$NODE1" 300
wait_ready "$NODE2" 300
until [ "$(curl -s -o /dev/null -w '%{http_code}' "$BASE/actuator/health/readiness")" = 200 ]; do sleep 0.5; done
say "both nodes ready behind the proxy, $(($(date +%s) - started)) s after the start"

say "creating an account with the operator command inside $NODE1"
created=$(podman exec "$NODE1" /opt/avs/bin/avs accounts create --name "Smoke test")
KEY=$(sed -n 's/^api_key: *\([0-9a-f]*\).*/\1/p' <<<"$created")
[ -n "$KEY" ] || { say "no API key in: $created"; exit 1; }

say "one verification end to end through the proxy"
verification=$(python3 deploy/smoke/client.py verify "$BASE" "$KEY" http://receiver:8080/one "$PWD")
received() { podman logs "${PROJECT}_receiver_1" 2>/dev/null | grep '^callback ' || true; }
deadline=$(($(date +%s) + 60))
until received | grep -q "\"verification_id\":\"$verification\".*VERIFICATION_COMPLETED\|VERIFICATION_COMPLETED.*\"verification_id\":\"$verification\""; do
  [ "$(date +%s)" -lt $deadline ] || { say "no VERIFICATION_COMPLETED callback for $verification"; exit 1; }
  sleep 0.5
done
say "its VERIFICATION_COMPLETED callback reached the receiver"

say "a burst of $BURST verifications; $NODE2 is killed halfway"
python3 deploy/smoke/client.py burst "$BASE" "$KEY" http://receiver:8080/burst "$BURST" \
  podman kill --signal KILL "$NODE2" > "$WORK/acknowledged"
acknowledged=$(wc -l < "$WORK/acknowledged")
[ "$acknowledged" -eq "$BURST" ] || { say "$acknowledged of $BURST acknowledged"; exit 1; }

sql() { podman exec "${PROJECT}_postgres_1" psql -h /tmp -U postgres -d avs -tA -c "$1"; }
ids=$(sed "s/.*/'&'/" "$WORK/acknowledged" | paste -sd,)
deadline=$(($(date +%s) + 240))
until [ "$(sql "SELECT count(*) FROM verification WHERE id IN ($ids) AND status NOT IN ('COMPLETED', 'REVIEW')")" = 0 ]; do
  [ "$(date +%s)" -lt $deadline ] || { say "verifications still undecided after 240 s"; exit 1; }
  sleep 1
done
# the burst's own: its callback URL; each acknowledged id once, no other (a retry created nothing twice)
made=$(sql "SELECT count(*) FROM verification WHERE callback_url = 'http://receiver:8080/burst'")
[ "$made" -eq "$BURST" ] || { say "$made verifications made for $BURST acknowledged"; exit 1; }
# decided once: two status changes each (created, then decided), one completion for each completed one
twice=$(sql "SELECT count(*) FROM (SELECT verification_id FROM webhook_event WHERE type = 'VERIFICATION_STATUS_CHANGED'
  AND verification_id IN ($ids) GROUP BY verification_id HAVING count(*) = 2) d")
[ "$twice" -eq "$BURST" ] || { say "$twice of $BURST verifications with exactly two status changes"; exit 1; }
completions=$(sql "SELECT count(*) FROM webhook_event WHERE type = 'VERIFICATION_COMPLETED' AND verification_id IN ($ids)")
completed=$(sql "SELECT count(*) FROM verification WHERE status = 'COMPLETED' AND id IN ($ids)")
[ "$completions" -eq "$completed" ] || { say "$completions completions for $completed completed"; exit 1; }
# every decision's callback reached the receiver (delivery may repeat one the killed node had in flight)
deadline=$(($(date +%s) + 120))
while :; do
  received > "$WORK/received"
  missing=0
  while read -r id; do
    grep -q "\"verification_id\":\"$id\".*\"verification_status\":\"\(completed\|review\)\"" "$WORK/received" \
      || missing=$((missing + 1))
  done < "$WORK/acknowledged"
  [ $missing -eq 0 ] && break
  [ "$(date +%s)" -lt $deadline ] || { say "$missing decisions' callbacks not received"; exit 1; }
  sleep 1
done
say "all $BURST acknowledged verifications decided exactly once ($completed completed, $((BURST - completed)) in review), every decision's callback received"

# start to ready: the killed node started again (its database already migrated, as a replaced node finds it)
podman stop -t 5 "$NODE2" >/dev/null 2>&1 || true
t0=$(date +%s.%N)
podman start "$NODE2" >/dev/null 2>&1
wait_ready "$NODE2" 300
ready=$(python3 -c "print(f'{$(date +%s.%N) - $t0:.1f}')")
# the CPU the start took (the JVM is the container's process 1), which the machine's other load does not change
cpu=$(podman exec "$NODE2" cat /proc/1/stat | awk '{printf "%.1f", ($14 + $15) / 100}')
say "$NODE2: from container start to ready in $ready s, $cpu CPU-seconds; load average $(cut -d' ' -f1 /proc/loadavg)"

say "image localhost/avs:latest: $(podman image inspect --format '{{.Size}}' localhost/avs:latest | awk '{printf "%.0f MB", $1 / 1e6}')"
say "passed in $(($(date +%s) - started)) s"
