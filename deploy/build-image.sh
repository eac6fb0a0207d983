#!/usr/bin/env bash
# Builds AVS's container image on this machine without any image registry, and its CycloneDX SBOM beside it:
#   deploy/build-image.sh                  the service's image, localhost/avs:<version> (and :latest)
#   deploy/build-image.sh avs postgres haproxy s3proxy   also the compose stack's other images (deploy/compose)
# The root filesystems are Debian's packages put together by mmdebstrap and imported; the Java runtime is the
# build's JDK (21 or newer, scripts/jdk.sh; 25 or newer gives the start an AOT cache) trimmed by jlink. Installs
# from Debian what it needs when it is missing (Podman, runc, mmdebstrap, Python), as the test command does.
# Podman runs with deploy/containers.conf (runc, no default ulimits: the file says why).
# AVS_SKIP_PACKAGE=1 uses target/avs-exec.jar as it is instead of building it.
set -euo pipefail
cd "$(dirname "$0")/.."
. deploy/lib.sh
avs_deploy_tools /usr/bin/python3:python3
. scripts/jdk.sh

IMAGES=("$@")
[ ${#IMAGES[@]} -gt 0 ] || IMAGES=(avs)
WORK="$AVS_DEPLOY_WORK"
mkdir -p "$WORK"
java_feature=$("$JAVA_HOME/bin/java" -XshowSettings:properties -version 2>&1 \
  | sed -n 's/^ *java.specification.version = \([0-9]*\).*/\1/p')

# The service's jar, unpacked as Spring Boot lays it out for a class path of plain jars (what an AOT cache
# needs), the runtime trimmed to the modules it uses.
prepare_service() {
  if [ -z "${AVS_SKIP_PACKAGE:-}" ] || [ ! -f target/avs-exec.jar ]; then
    echo "Building the service's jar" >&2
    ./mvnw -B -q package -DskipTests
  fi
  VERSION=$(python3 -c 'import sys, zipfile; print(zipfile.ZipFile(sys.argv[1]).read("META-INF/MANIFEST.MF").decode())' \
    target/avs-exec.jar | sed -n 's/^Implementation-Version: *\([^[:space:]]*\).*/\1/p')
  local ctx="$WORK/avs-context"
  rm -rf "$ctx" && mkdir -p "$ctx/natives/onnxruntime"
  "$JAVA_HOME/bin/java" -Djarmode=tools -jar target/avs-exec.jar extract --destination "$ctx/app" >/dev/null
  # ONNX Runtime's jar carries its natives for five platforms (54 MB): the image keeps Linux x86-64's, unpacked
  # (the face engine loads them from there: onnxruntime.native.path), and the jar keeps only its classes
  python3 - "$ctx" <<'PY'
import glob, os, sys, zipfile
ctx = sys.argv[1]
for jar in glob.glob(os.path.join(ctx, "app/lib/onnxruntime-*.jar")):
    stripped = jar + ".tmp"
    with zipfile.ZipFile(jar) as src, zipfile.ZipFile(stripped, "w", zipfile.ZIP_DEFLATED) as dst:
        for item in src.infolist():
            if not item.filename.startswith("ai/onnxruntime/native/"):
                dst.writestr(item, src.read(item.filename))
            elif item.filename.startswith("ai/onnxruntime/native/linux-x64/") and not item.is_dir():
                with open(os.path.join(ctx, "natives/onnxruntime", os.path.basename(item.filename)), "wb") as f:
                    f.write(src.read(item.filename))
    os.replace(stripped, jar)
PY
  # the modules the classes refer to (jdeps), and those reached only by name: charsets of documents and forms,
  # zip file systems, XML signatures
  local modules
  modules=$("$JAVA_HOME/bin/jdeps" --ignore-missing-deps --multi-release "$java_feature" --print-module-deps \
    --class-path "$ctx/app/lib/*" "$ctx/app/avs-exec.jar")
  modules="$modules,jdk.charsets,jdk.zipfs,java.xml.crypto"
  echo "Java runtime: jlink of $JAVA_HOME with $modules" >&2
  "$JAVA_HOME/bin/jlink" --add-modules "$modules" --strip-debug --no-man-pages --no-header-files \
    --compress zip-6 --generate-cds-archive --output "$ctx/jre"
  # the runtime's class data for heaps of 32 GB and more, which a node does not use (docs/operations.md, Sizing)
  rm -f "$ctx/jre/lib/server/classes_nocoops.jsa"
  cp deploy/image/avs deploy/image/healthcheck "$ctx/"
}

# The SBOM: the Java dependencies by the CycloneDX Maven plugin, the root filesystem's Debian packages, the runtime.
write_sbom() {
  local base=$1 out=$2
  ./mvnw -B -q org.cyclonedx:cyclonedx-maven-plugin:2.9.3:makeBom -DoutputFormat=json -DoutputName=avs-java.cdx \
    -DincludeTestScope=false -DincludeProvidedScope=false -DincludeSystemScope=false
  podman run --rm --network=none "$base" dpkg-query -W \
    -f='${Package}\t${Version}\t${Architecture}\t${Source}\n' > "$WORK/avs-debian-packages.tsv"
  python3 deploy/sbom.py target/avs-java.cdx.json "$WORK/avs-debian-packages.tsv" "$JAVA_HOME/release" \
    "$WORK/avs-context/jre/release" localhost/avs "$VERSION" "$out"
}

# The service's Debian packages beyond the essential ones: libstdc++ and libudev for the natives (ONNX Runtime,
# Tesseract, FFmpeg), fontconfig and DejaVu for the console's charts and the clip review's captions (the JDK
# brings no fonts)
AVS_PACKAGES="libstdc++6,libudev1,libfontconfig1,fonts-dejavu-core"

build_avs() {
  prepare_service
  avs_rootfs avs "$AVS_PACKAGES"
  write_sbom "$AVS_ROOTFS_IMAGE" "$WORK/avs-context/sbom.cdx.json"
  local training=aot
  [ "$java_feature" -ge 25 ] || training=cds
  local revision source
  revision=$(git rev-parse --short=12 HEAD 2>/dev/null || echo unknown)
  git diff --quiet HEAD 2>/dev/null || revision="$revision-modified"
  source=${AVS_IMAGE_SOURCE:-$(git remote get-url origin 2>/dev/null || echo NOASSERTION)}
  echo "Building localhost/avs:$VERSION" >&2
  # labels that change with every build are given here, after the layers, so that an unchanged layer is reused;
  # the docker format keeps the HEALTHCHECK, which OCI's image configuration has no field for
  podman build --quiet --pull=never --format docker -f deploy/image/Containerfile \
    --build-arg BASE="$AVS_ROOTFS_IMAGE" --build-arg TRAINING="$training" \
    --label org.opencontainers.image.version="$VERSION" --label org.opencontainers.image.revision="$revision" \
    --label org.opencontainers.image.created="$(date -u +%Y-%m-%dT%H:%M:%SZ)" \
    --label org.opencontainers.image.source="$source" \
    --label org.opencontainers.image.licenses="${AVS_IMAGE_LICENSES:-NOASSERTION}" \
    -t "localhost/avs:$VERSION" -t localhost/avs:latest "$WORK/avs-context" > "$WORK/avs-build.log" 2>&1 \
    || { cat "$WORK/avs-build.log" >&2; exit 1; }
  cp "$WORK/avs-context/sbom.cdx.json" "$WORK/avs-$VERSION.cdx.json"
  echo "localhost/avs:$VERSION: $(podman image inspect --format '{{.Size}}' "localhost/avs:$VERSION" \
    | awk '{printf "%.0f MB", $1 / 1e6}'), SBOM $WORK/avs-$VERSION.cdx.json" >&2
}

# The compose stack's other images (deploy/compose), tagged localhost/avs-<name>:latest.
build_stack_image() {
  local name=$1 context=$2
  podman build --quiet --pull=never --format docker -f "deploy/$name/Containerfile" \
    --build-arg BASE="$AVS_ROOTFS_IMAGE" -t "localhost/avs-$name:latest" "$context" > "$WORK/$name-build.log" 2>&1 \
    || { cat "$WORK/$name-build.log" >&2; exit 1; }
  echo "localhost/avs-$name:latest: $(podman image inspect --format '{{.Size}}' "localhost/avs-$name:latest" \
    | awk '{printf "%.0f MB", $1 / 1e6}')" >&2
}

build_postgres() {
  avs_rootfs postgres "postgresql-15"
  build_stack_image postgres deploy/postgres
}

build_haproxy() {
  avs_rootfs haproxy "haproxy"
  build_stack_image haproxy deploy/haproxy
}

# S3Proxy runs on the service's Java runtime; its jar is the one the build copies for the tests (pom.xml)
build_s3proxy() {
  [ -d "$WORK/avs-context/jre" ] && [ -f target/s3proxy/s3proxy.jar ] || prepare_service
  avs_rootfs avs "$AVS_PACKAGES"
  local ctx="$WORK/s3proxy-context"
  rm -rf "$ctx" && mkdir -p "$ctx"
  cp -a "$WORK/avs-context/jre" target/s3proxy/s3proxy.jar deploy/s3proxy/entrypoint "$ctx/"
  build_stack_image s3proxy "$ctx"
}

for image in "${IMAGES[@]}"; do
  case $image in
    avs) build_avs ;;
    postgres | haproxy | s3proxy) "build_$image" ;;
    *) echo "Unknown image: $image (avs, postgres, haproxy, s3proxy)" >&2; exit 2 ;;
  esac
done
