#!/usr/bin/env bash
# Re-encodes every clip of a footage manifest as clients' uploads may arrive, for ClipCalibration (docs/face.md,
# "Re-encoded"): the same clips, other bytes. Run after fetch.sh:
#   bench/footage/reencode.sh ~/.cache/avs/footage/all.csv     (all.csv: manifest.csv and the held-out sets' rows)
#   then ClipCalibration ~/.cache/avs/footage/re/<variant>.csv for each variant
# Variants: crf35 (H.264 at CRF 35: a low-bitrate upload), vp8 (VP8 at 600 kbit/s in WebM, as a browser's
# MediaRecorder makes), h480 (scaled to at most 480 lines, H.264 CRF 28), fps15 (15 frames a second, H.264 CRF 23).
# ffmpeg turns each clip upright as its display matrix says, so the copies carry no rotation.
set -euo pipefail
MANIFEST=$1
BASE=$(cd "$(dirname "$MANIFEST")" && pwd)
OUT=$BASE/re   # the variants' manifests name their clips relative to themselves
command -v ffmpeg >/dev/null || { echo "ffmpeg missing: apt-get install -y ffmpeg" >&2; exit 2; }
for variant in crf35 vp8 h480 fps15; do
  mkdir -p "$OUT/$variant"
  tail -n +2 "$MANIFEST" | python3 -c '
import csv, sys
for row in csv.reader(sys.stdin):
    if row[0].endswith((".mp4", ".webm", ".mov", ".avi")) and row[4] != "other_person":
        print(row[0])' | while read -r file; do
    stem="${file%.*}"; ext=mp4
    case $variant in
      crf35) args=(-c:v libx264 -crf 35 -preset veryfast -pix_fmt yuv420p);;
      vp8) args=(-c:v libvpx -b:v 600k -deadline realtime -cpu-used 8); ext=webm;;
      h480) args=(-vf "scale=-2:'min(480,ih)'" -c:v libx264 -crf 28 -preset veryfast -pix_fmt yuv420p);;
      fps15) args=(-r 15 -c:v libx264 -crf 23 -preset veryfast -pix_fmt yuv420p);;
    esac
    target="$OUT/$variant/$stem.$ext"
    mkdir -p "$(dirname "$target")"
    # the first picture stream: a motion photo's second one is its still
    ffmpeg -nostdin -loglevel error -y -i "$BASE/$file" -map 0:v:0 -an "${args[@]}" "$target"
  done
  # the manifest's rows, each naming its copy
  python3 - "$MANIFEST" "$variant" > "$OUT/$variant.csv" <<'PY'
import csv, os, sys
manifest, variant = sys.argv[1], sys.argv[2]
ext = ".webm" if variant == "vp8" else ".mp4"
out = csv.writer(sys.stdout, lineterminator="\n")
with open(manifest, newline="") as f:
    rows = csv.reader(f)
    out.writerow(next(rows))
    for row in rows:
        copy = variant + "/" + os.path.splitext(row[0])[0] + ext
        if os.path.exists(os.path.join(os.path.dirname(manifest), "re", copy)):
            row[0] = copy
            out.writerow(row)
PY
  echo "$variant: $(($(wc -l < "$OUT/$variant.csv") - 1)) clips"
done
