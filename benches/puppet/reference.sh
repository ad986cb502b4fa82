# Shared by the benches that compare strata with Puppet 7.23 on one node (benches/puppet/apache,
# benches/puppet/ruby): source it, then
#   puppet_reference WORK FACTS NODE MANIFEST MODULEPATH   sets PUPPET_CMD, a `puppet catalog compile`
#       of NODE that reads NODE's facts from a yaml fact cache made from FACTS (Puppet reads a node's
#       facts from there when it compiles as a server), with throwaway directories under WORK/puppet;
#   timed LABEL OUT COMMAND...   runs COMMAND (stdout to OUT, stderr to OUT.err) under /usr/bin/time and
#       prints one line: label, user s, sys s, wall s, max RSS MB, and strata's `Profile` line if any;
#   compare_catalogs PUPPET_JSON STRATA_JSON WORK MODULEPATH   prints both catalogs' resource counts and
#       whether they are EQUAL, normalized as the real-world corpus compares them.
# Needs ROOT (the repository).

puppet_reference() {
  local work=$1 facts=$2 node=$3 manifest=$4 mp=$5
  local r=$work/puppet
  rm -rf "$r"; mkdir -p "$r/v/yaml/facts" "$r/code/environments/production"
  python3 - "$facts" "$node" > "$r/v/yaml/facts/$node.yaml" <<'PY'
import sys, yaml
facts = yaml.safe_load(open(sys.argv[1]))
print("--- !ruby/object:Puppet::Node::Facts")
print(yaml.safe_dump({"name": sys.argv[2], "values": facts}, default_flow_style=False))
PY
  PUPPET_CMD=(puppet catalog compile "$node" --render-as json --manifest "$manifest" --basemodulepath "$mp"
    --facts_terminus yaml --confdir "$r/c" --vardir "$r/v" --codedir "$r/code" --logdir "$r/l" --rundir "$r/r")
}

timed() { # label out command
  local label=$1 out=$2; shift 2
  /usr/bin/time -o "$out.time" -f "%U %S %e %M" "$@" > "$out" 2> "$out.err" || echo "$label failed: $(grep -m1 Error "$out.err")"
  read -r U S E M < <(tail -1 "$out.time")
  local profile
  profile=$(grep -m1 '^Profile' "$out.err" || true)
  printf '%-10s user=%ss sys=%ss wall=%ss maxrss=%sMB%s\n' "$label" "$U" "$S" "$E" "$((M / 1024))" "${profile:+ $profile}"
}

compare_catalogs() { # puppet.json strata.json work modulepath
  python3 - "$1" "$2" "$3" "$4" "$ROOT/tests/realworld/puppet" <<'PY'
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
}
