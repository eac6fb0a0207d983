#!/usr/bin/env bash
# Single-row inserts into an applicant-shaped table from 20 connections, with and without a foreign key to one
# account row (what V22 removed), alternating, 3 rounds of 10 s each. Needs: postgresql (pgbench comes with it).
set -euo pipefail
cd "$(dirname "$0")/../.."
WORK=/tmp/avs-bench-account-fk
PORT=25442
scripts/start-postgres.sh "$WORK" $PORT >/dev/null
trap 'scripts/stop-postgres.sh "$WORK"' EXIT
SQL="psql -q -h localhost -p $PORT -U avs -d avs"
$SQL <<'SQL'
CREATE TABLE account (id varchar(36) PRIMARY KEY, name varchar(255));
INSERT INTO account VALUES ('acct', 'Acme');
CREATE TABLE applicant (id varchar(36) PRIMARY KEY, account_id varchar(36) NOT NULL, type varchar(16),
  first_name varchar(64), last_name varchar(64), dob date, residence_country varchar(2), email varchar(254),
  external_applicant_id varchar(50), duplicate_key varchar(300), created_at timestamptz, updated_at timestamptz,
  CONSTRAINT applicant_external_id UNIQUE (account_id, external_applicant_id));
CREATE INDEX applicant_duplicate ON applicant (account_id, duplicate_key);
SQL
cat > "$WORK/insert.sql" <<'SQL'
INSERT INTO applicant (first_name, last_name, dob, residence_country, email, id, account_id, type, duplicate_key,
  created_at, updated_at) VALUES ('Anna', 'Lee', '1990-01-01', 'GB', 'anna@example.com',
  md5(random()::text) || '0000', 'acct', 'PERSON', 'anna|lee|1990-01-01', now(), now());
SQL
chmod a+r "$WORK/insert.sql"
for round in 1 2 3; do
  for variant in with without; do
    if [ $variant = with ]; then
      $SQL -c "ALTER TABLE applicant ADD CONSTRAINT applicant_account FOREIGN KEY (account_id) REFERENCES account (id)"
    else
      $SQL -c "ALTER TABLE applicant DROP CONSTRAINT applicant_account"
    fi
    tps=$(pgbench -n -M prepared -c 20 -j 2 -T 10 -h localhost -p $PORT -U avs -f "$WORK/insert.sql" avs 2>&1 \
      | awk '/^tps/ {printf "%.0f", $3}')
    echo "round $round, $variant foreign key: $tps inserts/s"
  done
done
