#!/usr/bin/env bash
# Compares the duplicate-image candidate queries of V12 (8-bit bands) and V20 (16-bit segments) on 200,000 images.
set -euo pipefail
cd "$(dirname "$0")/../.."
WORK=/tmp/avs-bench-candidates
scripts/start-postgres.sh "$WORK" 25441 >/dev/null
trap 'scripts/stop-postgres.sh "$WORK"' EXIT
psql -q -h localhost -p 25441 -U avs -d avs <<'SQL'
CREATE TABLE vi (account_id varchar(36), applicant_id varchar(36), document_id varchar(36), file_id varchar(36),
  sha256 varchar(64), phash bigint,
  b0 smallint, b1 smallint, b2 smallint, b3 smallint, b4 smallint, b5 smallint, b6 smallint, b7 smallint,
  s0 int, s1 int, s2 int, s3 int);
INSERT INTO vi SELECT 'acct', md5(i::text), md5(i::text), md5(i::text), md5(i::text) || md5(i::text), h,
  (h >> 0) & 255, (h >> 8) & 255, (h >> 16) & 255, (h >> 24) & 255, (h >> 32) & 255, (h >> 40) & 255,
  (h >> 48) & 255, (h >> 56) & 255, (h >> 0) & 65535, (h >> 16) & 65535, (h >> 32) & 65535, (h >> 48) & 65535
FROM (SELECT i, (random() * 9.2e18)::bigint * (CASE WHEN random() < 0.5 THEN 1 ELSE -1 END) AS h
      FROM generate_series(1, 200000) i) x;
CREATE INDEX ON vi (account_id, sha256);
CREATE INDEX ON vi (account_id, b0); CREATE INDEX ON vi (account_id, b1); CREATE INDEX ON vi (account_id, b2);
CREATE INDEX ON vi (account_id, b3); CREATE INDEX ON vi (account_id, b4); CREATE INDEX ON vi (account_id, b5);
CREATE INDEX ON vi (account_id, b6); CREATE INDEX ON vi (account_id, b7);
CREATE INDEX ON vi (account_id, s0); CREATE INDEX ON vi (account_id, s1); CREATE INDEX ON vi (account_id, s2);
CREATE INDEX ON vi (account_id, s3);
ANALYZE vi;
SQL
python3 bench/sql/duplicate_image_candidates.py
