#!/bin/sh
# Times strata's hcldec against the reference hcldec on the perf workload of the conformance
# vectors (vectors/hcldec/perf): CPU time (user+sys) and peak RSS from `/usr/bin/time -v`.
#
#   benches/hcldec/bench.sh [STRATA_HCLDEC [REFERENCE_HCLDEC]]
#
# Defaults: target/release/hcldec and ../tools/hcldec beside the repository (build the latter
# with scripts/build-hclspecsuite.sh ../tools). Environment:
#   STRATA_VECTORS  vectors root (default ../shared/vectors from the repository root)
#   SIZES           block counts to decode (default "12000 120000": the 6 MB and 60 MB inputs)
#   SKIP_REF_ERRORS set to 1 to skip the reference on the 1,000-error case (it takes ~2 minutes)
#   SKIP_REF        set to 1 to time strata only
#   WORK            scratch directory (default: a fresh mktemp directory, removed afterwards)
#
# Prints one line per run:  tool case cpu_s=… wall_s=… maxrss_mb=… exit=…
set -eu

strata=${1:-target/release/hcldec}
root=$(cd "$(dirname "$0")/../.." && pwd)
ref=${2:-$root/../tools/hcldec}
vectors=${STRATA_VECTORS:-$root/../shared/vectors}
perf="$vectors/hcldec/perf"
sizes=${SIZES:-"12000 120000"}

if [ -z "${WORK:-}" ]; then
    WORK=$(mktemp -d)
    trap 'rm -rf "$WORK"' EXIT
fi
mkdir -p "$WORK"

measure() { # tool label cmd...
    tool=$1; label=$2; shift 2
    set +e
    /usr/bin/time -v -o "$WORK/time.txt" "$@" >"$WORK/stdout" 2>"$WORK/stderr"
    rc=$?
    set -e
    awk -v tool="$tool" -v label="$label" -v rc="$rc" '
        /User time/ {u=$NF} /System time/ {s=$NF} /Maximum resident/ {r=$NF}
        /Elapsed \(wall clock\)/ {n=split($NF, p, ":"); w=0; for (i=1;i<=n;i++) w=w*60+p[i]}
        END {printf "%-7s %-22s cpu_s=%.2f wall_s=%.2f maxrss_mb=%.1f exit=%s\n", tool, label, u+s, w, r/1024, rc}
    ' "$WORK/time.txt"
}

for n in $sizes; do
    python3 "$perf/gen.py" "$n" "$WORK/in_$n.hcl"
    bytes=$(wc -c <"$WORK/in_$n.hcl")
    label="decode-$n($((bytes / 1000000))MB)"
    tools="strata ref"
    if [ "${SKIP_REF:-0}" = 1 ]; then tools=strata; fi
    for tool in $tools; do
        if [ "$tool" = strata ]; then bin=$strata; else bin=$ref; fi
        measure "$tool" "$label" "$bin" -s "$perf/spec.hcldec" -V '{"env":"prod"}' -o "$WORK/out_$tool.json" "$WORK/in_$n.hcl"
    done
    if [ "${SKIP_REF:-0}" = 1 ]; then
        :
    elif cmp -s "$WORK/out_strata.json" "$WORK/out_ref.json"; then
        echo "        decode-$n: outputs byte-identical"
    else
        echo "        decode-$n: OUTPUTS DIFFER"
    fi
done

# 1,000 "Unsupported block type" errors rendered as text diagnostics.
python3 "$perf/gen.py" 1000 "$WORK/in_1000.hcl"
measure strata "text-diags-1000-errors" "$strata" -s "$perf/parseonly.hcldec" "$WORK/in_1000.hcl"
echo "        strata text diagnostics: $(grep -c '^Error: ' "$WORK/stderr") errors"
if [ "${SKIP_REF_ERRORS:-0}" != 1 ] && [ "${SKIP_REF:-0}" != 1 ]; then
    measure ref "text-diags-1000-errors" "$ref" -s "$perf/parseonly.hcldec" "$WORK/in_1000.hcl"
    echo "        reference text diagnostics: $(grep -c '^Error: ' "$WORK/stderr") errors"
fi
