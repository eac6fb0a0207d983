#!/usr/bin/env bash
# Plays deploy/kube/avs.yaml on this machine with "podman kube play", sends one verification through the Service
# and removes everything it started. Usage: deploy/kube/play.sh   (AVS_KUBE_PORT: the Service's port on 127.0.0.1,
# default 18081; AVS_KUBE_KEEP=1 leaves it running). The images come from deploy/build-image.sh (built when
# missing). Podman 4.3 (Debian 12) plays Kubernetes YAML with differences that this script works around on a copy
# of the manifest, never the manifest itself:
# - it publishes every declared containerPort on all of the host's interfaces: the copy declares none;
# - it has no Services: a stand-in, HAProxy in a pod named like the Service ("avs"), balances the Deployment's pods
#   by their readiness (deploy/kube/podman/service.cfg) and is the only thing published, on 127.0.0.1;
# - it restarts an init container under a Deployment's restart policy (it would migrate again and again): the copy
#   has none, and "database migrate" runs once in a container of its own first;
# - it ignores PodDisruptionBudgets, probes other than liveness, and resource requests;
# - it reads a secretKeyRef from a Podman secret holding JSON of Base64 values: made here from random values;
# - PostgreSQL and the bucket, which a cluster has already, are pods of the compose stack's images
#   (deploy/kube/podman/dependencies.yaml);
# - and, this machine reaching no list publisher, the copy screens against a local list (as deploy/smoke.sh does).
# Podman runs with deploy/containers.conf (runc, no default ulimits: the file says why).
set -euo pipefail
cd "$(dirname "$0")/../.."
. deploy/lib.sh
avs_deploy_tools /usr/bin/curl:curl /usr/bin/python3:python3 /usr/lib/python3/dist-packages/yaml/__init__.py:python3-yaml

PORT=${AVS_KUBE_PORT:-18081}
NETWORK=avs-kube
WORK=$(mktemp -d /tmp/avs-kube.XXXXXX)
say() { echo "kube: $*" >&2; }

for image in avs postgres s3proxy haproxy; do
  name=localhost/avs-$image:latest
  [ $image = avs ] && name=localhost/avs:latest
  podman image exists "$name" || deploy/build-image.sh "$image"
done

# the copy Podman plays: no containerPorts, no init containers (see above), a local screening list
python3 - deploy/kube/avs.yaml "$WORK/avs.yaml" "$PWD/src/test/resources/screening/us-csl" <<'PY'
import sys, yaml
docs = [d for d in yaml.safe_load_all(open(sys.argv[1])) if d]
for d in docs:
    if d["kind"] == "Deployment":
        spec = d["spec"]["template"]["spec"]
        spec.pop("initContainers", None)
        # the machine reaches no list publisher: one local list, the tests' slice of the US CSL
        spec["volumes"].append({"name": "lists", "hostPath": {"path": sys.argv[3], "type": "Directory"}})
        for c in spec["containers"]:
            c.pop("ports", None)
            c["env"] = c["env"] + [{"name": "AVS_SCREENING_SOURCES_0_" + k, "value": v} for k, v in
                                   (("NAME", "us-csl"), ("FORMAT", "us-csl-csv"),
                                    ("LOCATION", "/etc/avs/lists/consolidated.csv"))]
            c["volumeMounts"] = c["volumeMounts"] + [{"name": "lists", "mountPath": "/etc/avs/lists", "readOnly": True}]
            for probe in ("startupProbe", "livenessProbe", "readinessProbe"):
                if probe in c and "httpGet" in c[probe]:
                    c[probe]["httpGet"]["port"] = 8080
yaml.safe_dump_all(docs, open(sys.argv[2], "w"), sort_keys=False)
PY
cat > "$WORK/service.yaml" <<EOF
apiVersion: v1
kind: Pod
metadata:
  name: avs
spec:
  containers:
    - name: haproxy
      image: localhost/avs-haproxy:latest
      ports:
        - containerPort: 8080
          hostPort: $PORT
          hostIP: 127.0.0.1
      volumeMounts:
        - name: config
          mountPath: /etc/haproxy/haproxy.cfg
          readOnly: true
  volumes:
    - name: config
      hostPath:
        path: $PWD/deploy/kube/podman/service.cfg
        type: File
EOF

# what it starts, by name (Podman 4.3 names a Deployment's pods <name>-pod-<n> and makes emptyDirs named volumes)
down() {
  podman pod rm -f -t 10 avs avs-pod-0 avs-pod-1 postgres s3 >/dev/null 2>&1 || true
  podman rm -f avs-kube-migrate >/dev/null 2>&1 || true
  podman volume rm -f avs-kube-postgres avs-kube-s3 avs-kube-migrate-tmp tmp work >/dev/null 2>&1 || true
  podman secret rm avs-secrets >/dev/null 2>&1 || true
  podman network rm -f "$NETWORK" >/dev/null 2>&1 || true
}
finish() {
  status=$?
  if [ $status -ne 0 ]; then
    say "FAILED; the pods' last lines:"
    for c in $(podman ps -a --format '{{.Names}}' | grep -E '^(avs-pod-[0-9]-avs|avs-haproxy|postgres-postgres|s3-s3proxy)$'); do
      echo "--- $c" >&2
      podman logs --tail 15 "$c" 2>&1 | cut -c1-300 >&2 || true
    done
  fi
  if [ -z "${AVS_KUBE_KEEP:-}" ] || [ $status -ne 0 ]; then
    say "removing the pods, volumes, secret and network"
    down
  fi
  rm -rf "$WORK"
  exit $status
}
trap finish EXIT
down

# the Secret avs-secrets, as a Podman secret: JSON of Base64 values, random each run
python3 - > "$WORK/secret.json" <<'PY'
import base64, json, os
def b64(raw): return base64.b64encode(raw).decode()
values = {"encryption-key": base64.b64encode(os.urandom(32)), "db-password": os.urandom(18).hex().encode(),
          "s3-access-key": b"avs-" + os.urandom(6).hex().encode(), "s3-secret-key": os.urandom(20).hex().encode()}
print(json.dumps({key: b64(value) for key, value in values.items()}))
PY
podman secret create avs-secrets "$WORK/secret.json" >/dev/null
podman network create "$NETWORK" >/dev/null

started=$(date +%s)
say "PostgreSQL and the bucket"
podman kube play --network "$NETWORK" deploy/kube/podman/dependencies.yaml >/dev/null 2>"$WORK/play.log" \
  || { cat "$WORK/play.log" >&2; exit 1; }
until podman exec postgres-postgres /usr/lib/postgresql/15/bin/pg_isready -h /tmp -q 2>/dev/null; do sleep 1; done

say "the migrations, once (the init container's command), with the ConfigMap's settings and the Secret's values"
env_args=()
while IFS= read -r line; do env_args+=(-e "$line"); done < <(python3 - deploy/kube/avs.yaml "$WORK/secret.json" <<'PY'
import base64, json, sys, yaml
docs = [d for d in yaml.safe_load_all(open(sys.argv[1])) if d]
config = next(d for d in docs if d["kind"] == "ConfigMap")["data"]
secret = json.load(open(sys.argv[2]))
deployment = next(d for d in docs if d["kind"] == "Deployment")
for name, value in config.items():
    print(f"{name}={value}")
for variable in deployment["spec"]["template"]["spec"]["initContainers"][0]["env"]:
    ref = variable["valueFrom"]["secretKeyRef"]
    print(f"{variable['name']}={base64.b64decode(secret[ref['key']]).decode()}")
PY
)
podman run --name avs-kube-migrate --rm --network "$NETWORK" --read-only -v avs-kube-migrate-tmp:/tmp \
  "${env_args[@]}" localhost/avs:latest database migrate >&2
podman volume rm -f avs-kube-migrate-tmp >/dev/null

say "the Deployment (two pods) and the Service's stand-in"
podman kube play --network "$NETWORK" "$WORK/avs.yaml" >/dev/null 2>"$WORK/play.log" \
  || { cat "$WORK/play.log" >&2; exit 1; }
podman kube play --network "$NETWORK" "$WORK/service.yaml" >/dev/null 2>"$WORK/play.log" \
  || { cat "$WORK/play.log" >&2; exit 1; }
for pod in avs-pod-0 avs-pod-1; do
  deadline=$(($(date +%s) + 300))
  until podman exec "$pod-avs" /opt/avs/bin/healthcheck 2>/dev/null; do
    [ "$(date +%s)" -lt $deadline ] || { say "$pod not ready within 300 s"; exit 1; }
    sleep 1
  done
done
until [ "$(curl -s -o /dev/null -w '%{http_code}' "127.0.0.1:$PORT/actuator/health/readiness")" = 200 ]; do sleep 1; done
say "both pods ready behind the Service, $(($(date +%s) - started)) s after the start"
sql() { podman exec postgres-postgres psql -h /tmp -U postgres -d avs -tA -c "$1"; }
say "migrations recorded: $(sql "SELECT count(*) FROM flyway_schema_history WHERE success") (each once:" \
  "$(sql "SELECT count(*) FROM (SELECT version FROM flyway_schema_history WHERE version IS NOT NULL GROUP BY version HAVING count(*) > 1) d") versions twice)"

say "an account with the operator command in a pod, and a verification through the Service"
KEY=$(podman exec avs-pod-0-avs /opt/avs/bin/avs accounts create --name "Kube play" | sed -n 's/^api_key: *\([0-9a-f]*\).*/\1/p')
[ -n "$KEY" ] || { say "no API key"; exit 1; }
python3 deploy/smoke/client.py verify "http://127.0.0.1:$PORT" "$KEY" "" "$PWD" >/dev/null
say "passed in $(($(date +%s) - started)) s"
