# Sourced by the scripts: exports JAVA_HOME as a JDK 21 or newer: JAVA_HOME if it is one, else the java on the
# PATH if it is one, else the newest under /usr/lib/jvm (Debian's JVM directory, where a default java 17 may sit
# beside a newer one). Fails with a message when there is none.
java_major() { "$1" -version 2>&1 | sed -n 's/.*version "\([0-9]*\).*/\1/p' | head -n 1; }
avs_jdk() {
  if [ -n "${JAVA_HOME:-}" ] && [ -x "$JAVA_HOME/bin/java" ] && [ "$(java_major "$JAVA_HOME/bin/java")" -ge 21 ] 2>/dev/null; then
    return
  fi
  local on_path
  on_path=$(command -v java || true)
  if [ -n "$on_path" ] && [ "$(java_major "$on_path")" -ge 21 ] 2>/dev/null; then
    JAVA_HOME=$(dirname "$(dirname "$(readlink -f "$on_path")")")
    return
  fi
  JAVA_HOME=$(ls -d /usr/lib/jvm/temurin-2[1-9]* /usr/lib/jvm/temurin-[3-9][0-9]* /usr/lib/jvm/java-2[1-9]-* \
    /usr/lib/jvm/java-[3-9][0-9]-* 2>/dev/null | sort -V | tail -n 1 || true)
  if [ -z "$JAVA_HOME" ]; then
    echo "A JDK 21 or newer is needed: install one, or set JAVA_HOME to it" >&2
    exit 1
  fi
}
avs_jdk
export JAVA_HOME
