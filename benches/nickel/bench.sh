#!/bin/sh
# Times `nickel export --format json` on the workloads of the shared vectors' perf/gen.py (plus a
# 10,000-record left fold for the linearity check) for strata's `nickel` and, when given, the
# reference nickel-lang-cli on the same machine in the same run.
#
# usage: benches/nickel/bench.sh [STRATA_NICKEL] [REFERENCE_NICKEL]
#   STRATA_NICKEL     default target/release/nickel (build: cargo build --release -p strata-cli --bin nickel)
#   REFERENCE_NICKEL  optional, e.g. ~/.cargo/bin/nickel (cargo install nickel-lang-cli --version 1.18.0)
# Vectors: $STRATA_VECTORS (default ../shared/vectors). Prints one TSV line per run:
# tool, workload, exit status, wall seconds, user CPU seconds, system CPU seconds, peak RSS KB.
# WORKLOADS="a b" runs only those workloads (the reference needs minutes and up to 17 GB on some);
# RUNS=N repeats each measurement N times (default 1).
set -eu
root=$(cd "$(dirname "$0")/../.." && pwd)
strata=${1:-$root/target/release/nickel}
reference=${2:-}
# the runs happen in a scratch directory: make relative paths absolute
case $strata in /*) ;; *) strata=$(pwd)/$strata ;; esac
case $reference in /* | "") ;; *) reference=$(pwd)/$reference ;; esac
vectors=${STRATA_VECTORS:-$root/../shared/vectors}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
python3 "$vectors/nickel/perf/gen.py" "$work" > /dev/null
for n in 1000 10000; do
  cat > "$work/fold_merge_flat_literal_${n}x100.ncl" <<NCL
let mk = fun k => std.array.generate (fun i => { field = "f%{std.string.from_number k}_%{std.string.from_number i}", value = i }) 100 |> std.record.from_array in
std.array.generate mk $n |> std.array.fold_left (&) {}
NCL
done
default_workloads="merge_disjoint_100k merge_override_100k merge_equal_100k contract_schema_merge_100k contract_dict_100k
fold_merge_1000x100 fold_merge_flat_1000x100 fold_merge_flat_literal_1000x100 fold_merge_flat_literal_10000x100
tree_merge_1000x100 from_array_20k rec_override_fanout_20k rec_override_chain_10k imports_1000 array_map_1000k
deep_merge_tree_10x4 deep_merge_chain_10k merge_generated_100k"
workloads=${WORKLOADS:-$default_workloads}
runs=${RUNS:-1}
printf 'tool\tworkload\texit\twall_s\tuser_s\tsys_s\tmax_rss_kb\n'
for w in $workloads; do
  for run in $(seq "$runs"); do
  for tool in strata reference; do
    bin=$strata
    [ "$tool" = reference ] && bin=$reference
    [ -n "$bin" ] || continue
    out=$( { cd "$work" && /usr/bin/time -f '%x\t%e\t%U\t%S\t%M' "$bin" export --format json "$w.ncl" > /dev/null 2> "$work/err"; } 2>&1 || true)
    printf '%s\t%s\t%s\n' "$tool" "$w" "$(tail -1 "$work/err" 2>/dev/null || echo "$out")"
  done
  done
done
