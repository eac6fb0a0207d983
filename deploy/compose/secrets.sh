#!/usr/bin/env bash
# Writes the compose stack's secrets, each in a file of its own, into the folder given (default
# deploy/compose/secrets), keeping any that exist: the installation's key (Base64 of 32 random bytes), the
# database password and the S3 store's access key and secret. The folder is the caller's only (700); the files are
# readable inside the containers, whose users differ from the caller (444).
set -euo pipefail
dir=${1:-"$(dirname "$0")/secrets"}
mkdir -p "$dir"
chmod 700 "$dir"
random() { head -c "$1" /dev/urandom | base64 | tr -d '\n/+=' ; }
write() {  # name content
  [ -s "$dir/$1" ] && return
  (umask 077 && printf '%s' "$2" > "$dir/$1")
  chmod 444 "$dir/$1"
}
write encryption_key "$(head -c 32 /dev/urandom | base64)"
write db_password "$(random 24)"
write s3_access_key "avs-$(random 9)"
write s3_secret_key "$(random 30)"
echo "$dir"
