#!/bin/bash
# The apache workload: Debian's puppetlabs-apache module, `class { 'apache': }` and N vhosts
# (gen.py), compiled by strata and by Puppet 7.23 on the same facts; checks that the two
# catalogs are equal (normalized as the real-world corpus compares them), then times both.
#
# usage: benches/puppet/apache/bench.sh [N] [RUNS]      (default 50 vhosts, 3 runs each)
# env:   STRATA      strata binary (default target/release/strata)
#        MODULEPATH  default: $STRATA_PUPPET_MODULEPATH, else /usr/share/puppet/modules
#        FACTS       default: tests/realworld/puppet/facts/debian12.yaml (node deb12.example.com)
# Prints one line per run: tool, user s, sys s, wall s, max RSS MB. Inputs and outputs go to
# $TMPDIR/strata-puppet-apache/.
set -eu
ROOT=$(cd "$(dirname "$0")/../../.." && pwd)
N=${1:-50}
RUNS=${2:-3}
BIN=${STRATA:-$ROOT/target/release/strata}
MP=${MODULEPATH:-${STRATA_PUPPET_MODULEPATH:-/usr/share/puppet/modules}}
FACTS=${FACTS:-$ROOT/tests/realworld/puppet/facts/debian12.yaml}
NODE=$(python3 -c 'import sys, yaml; print(yaml.safe_load(open(sys.argv[1]))["clientcert"])' "$FACTS")
WORK=${TMPDIR:-/tmp}/strata-puppet-apache
mkdir -p "$WORK"
SITE=$WORK/site$N.pp
python3 "$ROOT/benches/puppet/apache/gen.py" "$N" > "$SITE"

. "$ROOT/benches/puppet/reference.sh"
puppet_reference "$WORK" "$FACTS" "$NODE" "$SITE" "$MP"
STRATA_CMD=("$BIN" puppet compile --manifest "$SITE" --node "$NODE" --modulepath "$MP" --facts "$FACTS")
for k in $(seq "$RUNS"); do
  timed puppet "$WORK/puppet.json" "${PUPPET_CMD[@]}"
  timed strata "$WORK/strata.json" "${STRATA_CMD[@]}"
done
compare_catalogs "$WORK/puppet.json" "$WORK/strata.json" "$WORK" "$MP"
