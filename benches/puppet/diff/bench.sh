#!/bin/sh
# Fleet diff benchmark: every node of DIR (made by gen.py) compiled at v1 and v2 and diffed.
#   sh bench.sh STRATA_BINARY [NODES] [RESOURCES]
# Prints wall time and peak memory (GNU time) and the summary's first lines.
set -eu
bin=$1
nodes=${2:-1000}
resources=${3:-1000}
here=$(cd "$(dirname "$0")" && pwd)
dir=${TMPDIR:-/tmp}/strata-pdiff-bench-$nodes-$resources
[ -d "$dir/repo" ] || python3 "$here/gen.py" "$dir" --nodes "$nodes" --resources "$resources"
/usr/bin/time -f "%e s wall, %U s user, %M KB peak" "$bin" puppet diff --basedir "$dir/repo" \
  -f v1 -t v2 --nodes "$dir/nodes" --facts-dir "$dir/facts" --no-color -o "$dir/out.txt" \
  || [ $? -eq 2 ]
grep -A12 '^=== Summary' "$dir/out.txt"
