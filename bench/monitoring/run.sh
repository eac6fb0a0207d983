#!/usr/bin/env bash
# One monitoring run end to end, as the service does it, on a throwaway PostgreSQL: N monitored subjects (default
# 1,000,000; the shape of bench's MonitoredPopulation: 32 first names, one surname in ten from 18 common ones, the
# rest from ~48,000 rare ones, one in twenty a company, most with a birth date), each with an applicant and a
# completed verification row, are written by SQL; the service loads list version 1 (the full US CSL list, the gzipped
# CSV whose path AVS_BENCH_CSL gives: https://data.trade.gov/downloadable_consolidated_screening_list/v1/consolidated.csv),
# then version 2 with 100 new
# entries (a third real listed names under new ids, a third named as a subject, a third common names). The service
# logs the run: reading the subjects, indexing them, screening the entries, raising the alerts (each with its
# DATABASE_SCREENING event in the outbox). Usage: bench/monitoring/run.sh [subjects] [common-name entries, of 100]
# A common name with no birth date ("Maria Garcia") matches every namesake: 33 such entries raise thousands of
# alerts; with 0 the delta is 67 real listed names and 33 named as a subject, as a real list update looks.
set -euo pipefail
cd "$(dirname "$0")/../.."
N=${1:-1000000}
COMMON=${2:-33}
CSL=${AVS_BENCH_CSL:?set AVS_BENCH_CSL to the full US CSL list, gzipped (consolidated.csv.gz)}
WORK=/tmp/avs-bench-monitoring
PG_PORT=25437
PORT=18084
. scripts/jdk.sh
. scripts/debian.sh
avs_install_missing "$AVS_POSTGRESQL"
PSQL="psql -q -tA -h localhost -p $PG_PORT -U postgres -d avs"

./mvnw -B -q -DskipTests package
rm -rf "$WORK" && mkdir -p "$WORK"
PID=
stop() {
  [ -n "$PID" ] && kill "$PID" 2>/dev/null || true
  wait 2>/dev/null || true
  scripts/stop-postgres.sh "$WORK/pg"
}
trap stop EXIT
DB_URL=$(scripts/start-postgres.sh "$WORK/pg" $PG_PORT)

LIST="$WORK/list.csv"
gunzip -c "$CSL" > "$LIST"
export AVS_ENCRYPTION_KEY=$(openssl rand -base64 32)
(cd "$WORK" && exec "$JAVA_HOME/bin/java" -Xms4g -Xmx4g --enable-native-access=ALL-UNNAMED ${AVS_BENCH_JVM_OPTS:-} \
  -jar "$OLDPWD/target/avs-exec.jar" --server.port=$PORT --spring.datasource.url="$DB_URL" \
  --spring.datasource.username=avs --spring.datasource.password=avs \
  --avs.screening.sources[0].name=us-csl --avs.screening.sources[0].format=us-csl-csv \
  --avs.screening.sources[0].location="$LIST" --avs.screening.refresh-interval=30s \
  --avs.face.enabled=false --avs.reading.enabled=false \
  --logging.level.root=WARN --logging.level.dev.avs.monitoring=INFO > "$WORK/service.log" 2>&1) &
PID=$!
for _ in $(seq 1 240); do
  [ "$(curl -s -o /dev/null -w '%{http_code}' "localhost:$PORT/actuator/health/readiness")" = 200 ] && break
  sleep 0.5
done
# the first version is the baseline: wait until the cluster has recorded it, before anyone is monitored
for _ in $(seq 1 240); do
  [ "$($PSQL -c "SELECT COUNT(*) FROM monitoring_list_state")" = 1 ] && break
  sleep 0.5
done
ACCOUNT=$($PSQL -c "SELECT id FROM account LIMIT 1")

echo "writing $N monitored subjects and their verifications"
start=$(date +%s)
$PSQL -v ON_ERROR_STOP=1 <<SQL
CREATE TEMP TABLE names AS
SELECT i, lpad(to_hex(i), 36, '0') AS id,
  CASE WHEN i % 20 = 0 THEN initcap(s1 || s2) || ' ' || initcap(s3 || s4) || ' Trading LLC'
       ELSE f || ' ' || CASE WHEN i % 5 = 1 THEN m || ' ' ELSE '' END
            || CASE WHEN i % 10 = 3 THEN c ELSE initcap(s1 || s2 || CASE WHEN i % 2 = 0 THEN s3 ELSE '' END) END
  END AS name
FROM generate_series(1, $N) i,
LATERAL (SELECT
  (ARRAY['Maria','John','Anna','Mohammed','Wei','Olga','Juan','Fatima','Peter','Li','Ahmed','Elena','David','Sofia',
         'Ivan','Yuki','Carlos','Aisha','James','Emma','Omar','Hana','Pavel','Lucia','Daniel','Sara','Ali','Nina',
         'Marco','Laura','Andrei','Mei'])[1 + abs(hashint4(i)) % 32] AS f,
  (ARRAY['Maria','John','Anna','Peter','Olga','Li','Eva','David'])[1 + abs(hashint4(i + 7)) % 8] AS m,
  (ARRAY['Garcia','Smith','Wang','Ivanova','Khan','Muller','Rossi','Kim','Nguyen','Silva','Hassan','Petrov',
         'Lopez','Chen','Kowalski','Novak','Brown','Ali'])[1 + abs(hashint4(i + 1)) % 18] AS c,
  s[1 + abs(hashint4(i + 2)) % 36] AS s1, s[1 + abs(hashint4(i + 3)) % 36] AS s2,
  s[1 + abs(hashint4(i + 4)) % 36] AS s3, s[1 + abs(hashint4(i + 5)) % 36] AS s4
  FROM (SELECT ARRAY['ka','lo','ven','dra','mi','to','sel','gor','an','ri','bu','zen','ta','mor','lis','ne','vo',
        'rak','shi','el','dan','pe','qu','os','tin','ha','ber','ul','fi','jo','nak','re','sto','wi','yam','cho'] AS s) syllables
) parts;
INSERT INTO applicant (id, account_id, type, first_name, created_at, updated_at)
SELECT id, '$ACCOUNT', CASE WHEN i % 20 = 0 THEN 'COMPANY' ELSE 'PERSON' END, split_part(name, ' ', 1), now(), now()
FROM names;
INSERT INTO verification (id, account_id, applicant_id, status, verified, types, decline_reasons, created_at,
    updated_at, completed_at)
SELECT id, '$ACCOUNT', id, 'COMPLETED', true, 'AML', '', now(), now(), now() FROM names;
INSERT INTO monitored_subject (applicant_id, subject_id, account_id, verification_id, form_id, role, subject_type,
    name, birth_date, nationality, known_hits, since)
SELECT id, id, '$ACCOUNT', id, NULL, 'applicant', CASE WHEN i % 20 = 0 THEN 'COMPANY' ELSE 'PERSON' END, name,
  CASE WHEN i % 20 <> 0 AND i % 10 < 8 THEN date '1940-01-01' + abs(hashint4(i + 6)) % 23000 END,
  CASE WHEN i % 10 < 7 THEN 'GB' END, '', now() FROM names;
ANALYZE;
SQL
echo "written in $(( $(date +%s) - start )) s"

# version 2: 100 new entries
{
  gunzip -c "$CSL" | tail -n +2 | shuf -n $((67 - COMMON)) --random-source=<(yes) \
    | awk -F, 'BEGIN { OFS = "," } { $1 = "bench-real-" NR; print }'
  $PSQL -c "SELECT name FROM monitored_subject WHERE subject_type = 'PERSON' ORDER BY hashint4(length(name) + ascii(name)), subject_id LIMIT 33" \
    | awk '{ printf "bench-subject-%d,Bench,,Individual,BENCH,\"%s\",,,,,,,,,,,,,,,,,,,,,,,\n", NR, $0 }'
  for i in $(seq 1 "$COMMON"); do
    first=$(echo Maria John Anna Mohammed Wei Olga Juan Fatima Peter Li Ahmed | cut -d' ' -f$(( i % 11 + 1 )))
    last=$(echo Garcia Smith Wang Ivanova Khan Muller Rossi Kim Nguyen Silva Hassan Petrov | cut -d' ' -f$(( i % 12 + 1 )))
    echo "bench-common-$i,Bench,,Individual,BENCH,\"$first $last\",,,,,,,,,,,,,,,,,,,,,,,"
  done
} > "$WORK/new.csv"
echo "# $(date -u +%Y-%m-%dT%H:%M:%SZ), commit $(git rev-parse --short HEAD), $(nproc) cores, $N subjects, $(wc -l < "$WORK/new.csv") new entries"
cat "$WORK/new.csv" >> "$LIST"
for _ in $(seq 1 900); do
  grep -q "Monitoring run of list" "$WORK/service.log" && break
  sleep 1
done
grep -E "List us-csl changed|Monitoring run of list" "$WORK/service.log" | sed 's/^.*\] [^ ]* *: //'
$PSQL -c "SELECT 'alerts: ' || COUNT(*) || ', events: ' || (SELECT COUNT(*) FROM webhook_event WHERE type = 'DATABASE_SCREENING') FROM monitoring_alert"
