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

# Puppet reads a node's facts from its yaml fact cache when it compiles as a server.
R=$WORK/puppet
rm -rf "$R"; mkdir -p "$R/v/yaml/facts" "$R/code/environments/production"
python3 - "$FACTS" "$NODE" > "$R/v/yaml/facts/$NODE.yaml" <<'PY'
import sys, yaml
facts = yaml.safe_load(open(sys.argv[1]))
print("--- !ruby/object:Puppet::Node::Facts")
print(yaml.safe_dump({"name": sys.argv[2], "values": facts}, default_flow_style=False))
PY
STRATA_CMD=("$BIN" puppet compile --manifest "$SITE" --node "$NODE" --modulepath "$MP" --facts "$FACTS")
PUPPET_CMD=(puppet catalog compile "$NODE" --render-as json --manifest "$SITE" --basemodulepath "$MP" --facts_terminus yaml
  --confdir "$R/c" --vardir "$R/v" --codedir "$R/code" --logdir "$R/l" --rundir "$R/r")
timed() { # label out command
  local label=$1 out=$2; shift 2
  /usr/bin/time -o "$out.time" -f "%U %S %e %M" "$@" > "$out" 2> "$out.err" || echo "$label failed: $(grep -m1 Error "$out.err")"
  read -r U S E M < <(tail -1 "$out.time")
  printf '%-10s user=%ss sys=%ss wall=%ss maxrss=%sMB\n' "$label" "$U" "$S" "$E" "$((M / 1024))"
}
for k in $(seq "$RUNS"); do
  timed puppet "$WORK/puppet.json" "${PUPPET_CMD[@]}"
  timed strata "$WORK/strata.json" "${STRATA_CMD[@]}"
done
python3 - "$WORK/puppet.json" "$WORK/strata.json" "$WORK" "$MP" "$ROOT/tests/realworld/puppet" <<'PY'
import json, sys
sys.path.insert(0, sys.argv[5])
import corpus
ref_text, got_text = open(sys.argv[1]).read(), open(sys.argv[2]).read()
ref = json.loads(ref_text[ref_text.index("{"):])
try:
    notices, got = corpus.split_stdout(got_text)
except ValueError:
    sys.exit("strata wrote no catalog (its error is in %s.err)" % sys.argv[2])
a = corpus.normalize(ref, [], sys.argv[3], sys.argv[4])
b = corpus.normalize(got, notices, sys.argv[3], sys.argv[4])
print("resources: puppet %d, strata %d; catalogs %s" % (len(a["resources"]), len(b["resources"]),
      "EQUAL" if a == b else "DIFFERENT"))
PY
