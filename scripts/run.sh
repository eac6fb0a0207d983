#!/usr/bin/env bash
# Runs the service on its embedded defaults (H2 in ./data, port 8080), built from the sources: the README's first
# command. Any JDK 21 or newer (JAVA_HOME, the java on the PATH, or the newest under /usr/lib/jvm). Extra arguments
# go to the service (scripts/run.sh --server.port=9090).
set -euo pipefail
cd "$(dirname "$0")/.."
. scripts/jdk.sh
if [ $# -gt 0 ]; then
  exec ./mvnw -B -q spring-boot:run -Dspring-boot.run.arguments="$*"
fi
exec ./mvnw -B -q spring-boot:run
