#!/bin/bash
# The linearity figure of issue 10: interleaves two 10,000-job runs and one 100,000-job run of
# `spiff merge` on the rich workload, ROUNDS times, and prints the minimum and median CPU
# (user + sys of /usr/bin/time) of each size and their ratios.
#
# usage: benches/spiff/ratio.sh [ROUNDS]        (default 8)
# env:   STRATA_SPIFF  strata's spiff binary (default: target/release/spiff, built if missing)
#        VECTORS       the vectors folder (default: $STRATA_VECTORS, else ../shared/vectors
#                      relative to the repo root)
set -eu
ROOT=$(cd "$(dirname "$0")/../.." && pwd)
VECTORS=${VECTORS:-${STRATA_VECTORS:-$ROOT/../shared/vectors}}
GEN=$VECTORS/spiff/perf/gen.py
[ -f "$GEN" ] || { echo "$GEN not found (set STRATA_VECTORS)" >&2; exit 1; }
BIN=${STRATA_SPIFF:-$ROOT/target/release/spiff}
if [ ! -x "$BIN" ]; then
  (cd "$ROOT" && cargo build --release -p strata-cli --no-default-features --features spiff --bin spiff)
fi
WORK=${TMPDIR:-/tmp}/strata-spiff-bench
for N in 10000 100000; do
  D=$WORK/rich-$N
  [ -f "$D/template.yml" ] || python3 "$GEN" "$N" "$D" --profile rich > /dev/null
done
for _ in $(seq "${1:-8}"); do
  for N in 10000 10000 100000; do
    D=$WORK/rich-$N
    { /usr/bin/time -f "$N %U %S" "$BIN" merge "$D/template.yml" "$D/stub.yml" > /dev/null; } 2>&1 | tail -1
  done
done | python3 -c '
import statistics, sys
runs = {}
for line in sys.stdin:
    n, user, sys_ = line.split()
    runs.setdefault(n, []).append(float(user) + float(sys_))
small, large = runs["10000"], runs["100000"]
for n, v in (("10000", small), ("100000", large)):
    print("%6s jobs: min %.2f s, median %.2f s (%d runs)" % (n, min(v), statistics.median(v), len(v)))
print("ratio of medians %.1fx, ratio of minimums %.1fx" % (
    statistics.median(large) / statistics.median(small), min(large) / min(small)))
'
