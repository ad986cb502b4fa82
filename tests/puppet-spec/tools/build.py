#!/usr/bin/env python3
"""Build tests/puppet-spec/cases/ from puppetlabs/puppet's spec files and capture the expectations
with Puppet 7.23, exactly as the shared vectors' spec_* cases were made.

usage: build.py --git-dir PUPPET_GIT [--shared SHARED_PUPPET_VECTORS] [--tag 7.23.0] [--calibrate-only]

1. extract.py --mode shared over the shared set's spec files: numbered 0..534 in extraction order,
   compared with the shared spec_* cases (their site.pp texts must match; the report says how
   many do). Numbers missing from the shared set are the held-back ones.
2. extract.py --mode all over those files and the further spec files below. A manifest that is one
   of the shared cases (same spec file and text, in order) is left out (already tested); one of the
   held-back numbers is named spec_NNN_<file> and built as the shared extraction built it (its
   node); every other new manifest is more_<file>_<index>. Manifests that depend on Ruby spec fixtures go to skipped.tsv with the reason.
3. Expectations: the shared tools/batch-compile.rb (used by path, not copied) compiles every case
   in-process with Puppet 7.23 (`Puppet::Parser::Compiler.compile`, virtual resources filtered),
   default settings and `--strict error --strict_variables`; output normalized through the shared
   run.py/normalize.py. The default run is made twice; a case whose two runs differ (time, random)
   is skipped.
"""
import argparse
import collections
import json
import os
import shutil
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
REPO = os.path.dirname(os.path.dirname(ROOT))
sys.path.insert(0, HERE)
import extract as X  # noqa: E402
from shared_files import SHARED_ORDER  # noqa: E402

sys.path.insert(0, os.path.join(REPO, "tests", "puppet-tools"))
import capture_lib as L  # noqa: E402  (the compile-and-normalize step the corpora share)

# Further spec files of the same kinds (manifests compiled to a catalog or run for notices).
EXTRA = (
    ["spec/integration/parser/%s_spec.rb" % n for n in ("parameter_defaults", "catalog", "environment")]
    + ["spec/unit/functions/%s_spec.rb" % n for n in (
        "abs", "annotate", "assert_type", "camelcase", "capitalize", "ceiling", "chomp", "chop",
        "compare", "convert_to", "dig", "downcase", "empty", "flatten", "floor", "group_by",
        "inline_epp", "join", "keys", "length", "lstrip", "match", "max", "min", "new", "partition",
        "regsubst", "round", "rstrip", "scanf", "size", "sort", "split", "strftime", "strip", "type",
        "unique", "unwrap", "upcase", "values", "versioncmp", "get", "getvar", "defined", "logging")]
)
# Whole spec files whose manifests need Ruby fixtures.
SKIP_FILES = {
    "spec/integration/parser/pcore_resource_spec.rb":
        "needs the resource types `puppet generate types` makes from the spec's Ruby fixture modules (test1, test2, ...)",
    "spec/unit/functions/call_spec.rb": "needs the spec's Ruby test functions and loaders",
    "spec/unit/functions/lookup_spec.rb": "needs the spec's Hiera data and environments on disk",
    "spec/unit/functions/lookup_fixture_spec.rb": "needs the spec's fixture environments and Hiera data",
    "spec/unit/functions/hiera_spec.rb": "needs the spec's Hiera fixture data",
}
FIXTURE_REASON = {
    "ENC node": "compiled for a node carrying ENC classes/parameters or facts built in Ruby",
    "newfunction": "the example defines a Ruby function",
    "create_function": "the example defines a Ruby function",
    "modulepath": "the example needs modules on disk",
}
HELD_BACK = [5, 17, 32, 38, 39, 45, 57, 60, 62, 69, 74, 91, 98, 108, 117, 122, 134, 141, 142, 144, 154,
             156, 160, 170, 171, 187, 192, 196, 202, 204, 205, 208, 209, 231, 233, 235, 238, 244, 249,
             264, 278, 281, 284, 286, 289, 307, 311, 313, 314, 316, 318, 321, 325, 326, 338, 343, 357,
             363, 372, 393, 397, 405, 407, 414, 418, 432, 448, 451, 456, 457, 458, 463, 469, 475, 485,
             491, 497, 509, 515, 524]


def stem(spec_file):
    return os.path.basename(spec_file)[:-len("_spec.rb")]


def site_text(manifest):
    # the shared extraction wrote a manifest that does not end with a newline with one added
    return manifest if manifest.endswith("\n") else manifest + "\n"


def write(path, text):
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "w") as f:
        f.write(text)


def extract_all(git_dir, tag, files, mode):
    out = []
    for f in files:
        o, _ = X.extract(git_dir, tag, f, mode)
        out += o
    return out


def calibrate(git_dir, tag, shared_dir):
    """Number the shared-mode extraction, compare with the shared cases; returns
    ({(file, text, node): number}, matched, total_shared)."""
    cases = extract_all(git_dir, tag, SHARED_ORDER, "shared")
    numbered = {}
    matched = total = 0
    shared_dir_cases = os.path.join(shared_dir, "cases")
    have = {}
    for d in os.listdir(shared_dir_cases):
        if d.startswith("spec_"):
            have[int(d.split("_")[1])] = d
    for n, c in enumerate(cases):
        key = (c["spec_file"], site_text(c["manifest"]), c["node"])
        numbered.setdefault(key[:2], []).append((n, c["node"]))
        if n in have:
            total += 1
            d = os.path.join(shared_dir_cases, have[n])
            node = open(os.path.join(d, "node")).read().strip() if os.path.exists(os.path.join(d, "node")) else "testnode"
            meta = json.load(open(os.path.join(d, "meta.json")))
            if open(os.path.join(d, "site.pp")).read() == key[1] and node == c["node"] \
                    and meta["spec_file"] == c["spec_file"]:
                matched += 1
            else:
                print("calibration: spec_%03d differs" % n, file=sys.stderr)
    return cases, numbered, matched, total, len(have)


def capture(shared_dir, cases_dir, names, nodes, strict):
    return L.compile_cases(shared_dir, cases_dir, {n: {"node": nodes[n]} for n in names}, strict)


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--git-dir", required=True, help="a git dir of puppetlabs/puppet holding the tag")
    ap.add_argument("--tag", default="7.23.0")
    ap.add_argument("--shared", default=os.path.join(REPO, "..", "shared", "vectors", "puppet"))
    ap.add_argument("--calibrate-only", action="store_true")
    a = ap.parse_args()
    shared_dir = os.path.abspath(a.shared)

    sh_cases, numbered, matched, total, have = calibrate(a.git_dir, a.tag, shared_dir)
    print("calibration: %d manifests numbered 0..%d; %d of the %d shared spec_* site.pp texts reproduced exactly"
          % (len(sh_cases), len(sh_cases) - 1, matched, have))
    if a.calibrate_only:
        return
    shared_nums = {n for n in range(len(sh_cases)) if n not in HELD_BACK}

    files = list(SHARED_ORDER) + [f for f in EXTRA if f not in SHARED_ORDER]
    cases_dir = os.path.join(ROOT, "cases")
    if os.path.isdir(cases_dir):
        shutil.rmtree(cases_dir)
    os.makedirs(cases_dir)
    kept, skipped, seen = {}, [], set()
    per_file = collections.Counter()
    for f in files:
        try:
            cs = extract_all(a.git_dir, a.tag, [f], "all")
        except subprocess.CalledProcessError:
            continue  # not in this tag
        for c in cs:
            per_file[f] += 1
            text = site_text(c["manifest"])
            queue = numbered.get((f, text))
            n = None
            if queue:
                # the same example in the shared numbering (its node as the shared extraction had it:
                # the held-back cases are built as that extraction built them)
                n, node = queue.pop(0)
                c = dict(c, node=node, fixtures=[x for x in c["fixtures"] if x != "ENC node"])
            key = (f, text, c["node"])
            if n in shared_nums or key in seen:
                continue  # tested by the shared set, or the same manifest again
            seen.add(key)
            name = "spec_%03d_%s" % (n, stem(f)) if n is not None else "more_%s_%03d" % (stem(f), per_file[f])
            reason = SKIP_FILES.get(f) or "; ".join(FIXTURE_REASON.get(x, x) for x in c["fixtures"])
            if reason:
                skipped.append((name, f, c["line"], c["it"], reason))
                continue
            meta = dict(call=c["call"], it=c["it"], node=c["node"], puppet_tag=a.tag, spec_line=c["line"],
                        source="puppet %s spec (mechanically extracted, tests/puppet-spec/tools/extract.py)" % a.tag,
                        spec_expect=c["spec_expect"], spec_file=f)
            if n is not None:
                meta["held_back_number"] = n
            d = os.path.join(cases_dir, name)
            write(os.path.join(d, "site.pp"), text)
            if c["node"] != "testnode":
                write(os.path.join(d, "node"), c["node"] + "\n")
            kept[name] = meta

    nodes = {n: m["node"] for n, m in kept.items()}
    default = capture(shared_dir, cases_dir, list(kept), nodes, False)
    again = capture(shared_dir, cases_dir, list(kept), nodes, False)
    strict = capture(shared_dir, cases_dir, list(kept), nodes, True)
    stats = collections.Counter()
    for name in sorted(kept):
        d = os.path.join(cases_dir, name)
        meta = kept[name]
        if default[name][:2] != again[name][:2]:
            shutil.rmtree(d)
            skipped.append((name, meta["spec_file"], meta["spec_line"], meta["it"],
                            "Puppet's result differs between two runs (time or randomness)"))
            continue
        L.dump(d, "expected", default[name])
        if default[name][2]:
            meta["warnings"] = default[name][2]
        if strict[name][:2] != default[name][:2]:
            L.dump(d, "expected.strict", strict[name])
            stats["strict differs"] += 1
        write(os.path.join(d, "meta.json"), json.dumps(meta, indent=1, sort_keys=True) + "\n")
        stats["held-back" if "held_back_number" in meta else "more"] += 1
        stats[default[name][0]] += 1
    with open(os.path.join(ROOT, "skipped.tsv"), "w") as f:
        f.write("# case\tspec_file\tline\tit\treason\n")
        for row in sorted(skipped):
            f.write("\t".join(str(x).replace("\t", " ") for x in row) + "\n")
    held = sorted(m["held_back_number"] for m in kept.values() if "held_back_number" in m and
                  os.path.isdir(os.path.join(cases_dir, "spec_%03d_%s" % (m["held_back_number"], stem(m["spec_file"])))))
    print("cases: %d (%s); skipped %d" % (sum(stats[k] for k in ("held-back", "more")),
                                            ", ".join("%s %d" % kv for kv in sorted(stats.items())), len(skipped)))
    print("held-back numbers recovered as cases: %d of %d: %s" % (len(held), len(HELD_BACK), held))
    print("held-back numbers skipped: %s" % sorted(set(HELD_BACK) - set(held)))


if __name__ == "__main__":
    main()
