#!/bin/bash
# Times `spiff merge` on the generated perf workload (vectors/spiff/perf/gen.py).
#
# usage: benches/spiff/bench.sh [N...]          (default N: 1000 10000 100000)
# env:   STRATA_SPIFF  strata's spiff binary (default: target/release/spiff, built if missing)
#        SPIFFPP       the original spiff++ binary, if one was built (optional)
#        VECTORS       the vectors folder (default: ../shared/vectors relative to the repo root)
#        PROFILES      workload profiles (default: "basic rich")
# Inputs are generated into $TMPDIR/strata-spiff-bench/ and each run is timed with
# /usr/bin/time; user CPU seconds are the figure to compare.
set -eu
ROOT=$(cd "$(dirname "$0")/../.." && pwd)
VECTORS=${VECTORS:-$ROOT/../shared/vectors}
GEN=$VECTORS/spiff/perf/gen.py
BIN=${STRATA_SPIFF:-$ROOT/target/release/spiff}
if [ ! -x "$BIN" ]; then
  (cd "$ROOT" && cargo build --release -p strata-cli --no-default-features --features spiff)
fi
WORK=${TMPDIR:-/tmp}/strata-spiff-bench
mkdir -p "$WORK"
SIZES=${*:-1000 10000 100000}
for P in ${PROFILES:-basic rich}; do
  for N in $SIZES; do
    D=$WORK/$P-$N
    [ -f "$D/template.yml" ] || python3 "$GEN" "$N" "$D" --profile "$P" >/dev/null
    for B in "$BIN" ${SPIFFPP:-}; do
      T=$( { /usr/bin/time -f "%U %S %e %M" "$B" merge "$D/template.yml" "$D/stub.yml" > "$D/out-$(basename "$B").yml"; } 2>&1 | tail -1)
      read -r U S E M <<< "$T"
      printf '%-8s %-6s N=%-7s user=%ss sys=%ss wall=%ss maxrss=%sMB\n' "$(basename "$B")" "$P" "$N" "$U" "$S" "$E" "$((M / 1024))"
    done
  done
done
