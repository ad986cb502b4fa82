#!/usr/bin/env python3
"""Capture the expectations of tests/puppet-new/cases/* from the reference Puppet (7.23), by the
method of the shared vectors (`vectors/puppet/tools/build.py`): the shared in-process batch
compiler `vectors/puppet/tools/batch-compile.rb` (used where it is, not copied), once with default
settings and once with `--strict error --strict_variables`; catalogs normalized and errors reduced
to their core by the shared `run.py`/`normalize.py` (the step `tests/puppet-tools/capture_lib.py`
holds for the corpora's capture scripts).

usage: python3 tests/puppet-new/tools/capture.py [--vectors DIR] [--filter SUBSTR]

  --vectors  the shared vectors folder (default: $STRATA_VECTORS, else ../shared/vectors beside
             the repository)

Writes into each case directory `expected.{json,err,exit}`, `expected.strict.*` where the strict
result differs, and `meta.json` (source, warnings Puppet printed). A case directory holds
`site.pp`, optionally `node` (certname, default testnode), `facts.yaml` and `modules/`.
"""
import argparse, collections, json, os, sys

HERE = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
ROOT = os.path.dirname(os.path.dirname(HERE))
CASES = os.path.join(HERE, "cases")
sys.path.insert(0, os.path.join(ROOT, "tests", "puppet-tools"))
import capture_lib as L  # noqa: E402


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--vectors", default=os.environ.get("STRATA_VECTORS",
                                                        os.path.join(ROOT, "..", "shared", "vectors")))
    ap.add_argument("--filter", default="")
    a = ap.parse_args()
    puppet = os.path.join(os.path.abspath(a.vectors), "puppet")

    cases = {}
    for name in sorted(os.listdir(CASES)):
        d = os.path.join(CASES, name)
        if a.filter not in name or not os.path.exists(os.path.join(d, "site.pp")):
            continue
        node = open(os.path.join(d, "node")).read().strip() if os.path.exists(os.path.join(d, "node")) else "testnode"
        cases[name] = dict(node=node, facts=os.path.exists(os.path.join(d, "facts.yaml")),
                           modules=os.path.isdir(os.path.join(d, "modules")))

    default = L.compile_cases(puppet, CASES, cases, False)
    strict = L.compile_cases(puppet, CASES, cases, True)
    stats = collections.Counter()
    for name in cases:
        d = os.path.join(CASES, name)
        for f in os.listdir(d):
            if f.startswith("expected") or f == "meta.json":
                os.remove(os.path.join(d, f))
        L.dump(d, "expected", default[name])
        meta = {"source": "new (tests/puppet-new: catalog_expressions.md section variations)"}
        if default[name][2]:
            meta["warnings"] = default[name][2]
        if strict[name][:2] != default[name][:2]:
            L.dump(d, "expected.strict", strict[name])
            stats["strict differs"] += 1
        L.write(os.path.join(d, "meta.json"), json.dumps(meta, indent=1, sort_keys=True) + "\n")
        stats[default[name][0]] += 1
    for k in sorted(stats):
        print(k, stats[k])
    print("total", len(cases))


if __name__ == "__main__":
    main()
