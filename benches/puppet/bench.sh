#!/bin/bash
# Times `strata puppet compile` on the generated perf workloads (vectors/puppet/perf/gen.py),
# optionally against the reference `puppet catalog compile` (Debian puppet 7.23).
#
# usage: benches/puppet/bench.sh [N...]        (default N: 1000 10000 50000)
# env:   STRATA      strata binary (default: target/release/strata, built if missing)
#        VECTORS     the vectors folder (default: $STRATA_VECTORS, else ../shared/vectors beside the repo)
#        VARIANTS    gen.py variants (default: "full --no-collectors --plain"; "full" = no flag)
#        REFERENCE=1 also time `puppet catalog compile` (throwaway confdir/vardir/codedir)
#        NODES=K     also compile K nodes of the 1000-resource workload with --nodes (default 1000)
# Inputs go to $TMPDIR/strata-puppet-bench/; each run is timed with /usr/bin/time. user+sys CPU
# seconds are the figures to compare (the machine is shared, so wall time is noisy).
set -eu
ROOT=$(cd "$(dirname "$0")/../.." && pwd)
VECTORS=${VECTORS:-${STRATA_VECTORS:-$ROOT/../shared/vectors}}
GEN=$VECTORS/puppet/perf/gen.py
BIN=${STRATA:-$ROOT/target/release/strata}
[ -x "$BIN" ] || (cd "$ROOT" && cargo build --release -p strata-cli)
WORK=${TMPDIR:-/tmp}/strata-puppet-bench
mkdir -p "$WORK"
count() { python3 "$VECTORS/puppet/normalize.py" "$1" 2>/dev/null | python3 -c 'import json,sys; print(len(json.load(sys.stdin)["resources"]))' 2>/dev/null || echo "?"; }
run() { # label file command...
  local label=$1 out=$2; shift 2
  /usr/bin/time -o "$out.time" -f "%U %S %e %M" "$@" > "$out" 2> "$out.err" || true
  read -r U S E M < "$out.time"
  printf '%-34s resources=%-6s user=%ss sys=%ss wall=%ss maxrss=%sMB\n' "$label" "$(count "$out")" "$U" "$S" "$E" "$((M / 1024))"
}
for V in ${VARIANTS:-full --no-collectors --plain}; do
  FLAG=$V; [ "$V" = full ] && FLAG=
  for N in ${*:-1000 10000 50000}; do
    F=$WORK/s$N$V.pp
    [ -f "$F" ] || python3 "$GEN" "$N" $FLAG > "$F"
    run "strata $V N=$N" "$F.strata.json" "$BIN" puppet compile --manifest "$F" --node testnode
    if [ "${REFERENCE:-0}" = 1 ]; then
      R=$(mktemp -d)
      run "puppet 7.23 $V N=$N" "$F.puppet.json" puppet catalog compile testnode --render-as json \
        --manifest "$F" --confdir "$R/c" --vardir "$R/v" --codedir "$R/code" --logdir "$R/l" --rundir "$R/r"
      rm -rf "$R"
    fi
  done
done
K=${NODES:-1000}
if [ "$K" -gt 0 ]; then
  F=$WORK/s1000full.pp
  [ -f "$F" ] || python3 "$GEN" 1000 > "$F"
  seq -f 'node%04g' 1 "$K" > "$WORK/nodes.txt"
  rm -rf "$WORK/catalogs"
  T=$( { /usr/bin/time -f "%U %S %e %M" "$BIN" puppet compile --manifest "$F" --nodes "$WORK/nodes.txt" --out-dir "$WORK/catalogs" > "$WORK/nodes.out"; } 2>&1 | tail -1)
  read -r U S E M <<< "$T"
  printf '%-34s catalogs=%-6s user=%ss sys=%ss wall=%ss maxrss=%sMB\n' "strata --nodes ($K x 1000)" "$(ls "$WORK/catalogs" | wc -l)" "$U" "$S" "$E" "$((M / 1024))"
fi
