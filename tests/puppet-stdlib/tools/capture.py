#!/usr/bin/env python3
"""Capture the expectations of tests/puppet-stdlib/cases/* from the reference Puppet (7.23), by the
method of the shared vectors (`vectors/puppet/tools/build.py`): the shared in-process batch
compiler `vectors/puppet/tools/batch-compile.rb` (used where it is, not copied), twice with default
settings and once with `--strict error --strict_variables`; catalogs normalized and errors reduced
to their core by the shared `run.py`/`normalize.py` (the step `tests/puppet-tools/capture_lib.py`
holds for the corpora's capture scripts).

usage: python3 tests/puppet-stdlib/tools/capture.py [--vectors DIR] [--filter SUBSTR] [--drop-unstable]

  --vectors        the shared vectors folder (default: $STRATA_VECTORS, else ../shared/vectors
                   beside the repository)
  --filter         capture only the cases whose name holds one of these comma-separated substrings
  --drop-unstable  delete a case whose two default runs differ (time, randomness, Ruby object
                   addresses); without it such a case is only reported

A case directory holds `site.pp`, `modules` (a link to the vendored modules of
tests/realworld/puppet-forge, stdlib 9.7.0 among them), `meta.json` (`source_file`: the stdlib file
whose behaviour the case exercises, `exercises`: what it exercises; both kept).
Writes `expected.{json,err,exit}`, `expected.strict.*` where the strict result differs, and adds
to `meta.json` the `warnings` Puppet printed.
"""
import argparse, os, sys

HERE = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
ROOT = os.path.dirname(os.path.dirname(HERE))
CASES = os.path.join(HERE, "cases")
KEEP = ("source_file", "exercises")
sys.path.insert(0, os.path.join(ROOT, "tests", "puppet-tools"))
import capture_lib as L  # noqa: E402


def relativize(d):
    """Puppet names the manifest by the absolute path the batch compiler was given (stdlib's
    deprecation messages quote it): the case's own folder is left out, as the runner runs each
    case from its folder (`site.pp`), so no machine path is committed."""
    for f in os.listdir(d):
        if f.startswith("expected") or f == "meta.json":
            p = os.path.join(d, f)
            text = open(p).read()
            fixed = text.replace(d + "/", "").replace(os.path.realpath(d) + "/", "")
            if fixed != text:
                L.write(p, fixed)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--vectors", default=os.environ.get("STRATA_VECTORS",
                                                        os.path.join(ROOT, "..", "shared", "vectors")))
    ap.add_argument("--filter", default="")
    ap.add_argument("--drop-unstable", action="store_true")
    a = ap.parse_args()
    puppet = os.path.join(os.path.abspath(a.vectors), "puppet")

    cases = {n: {"modules": os.path.isdir(os.path.join(CASES, n, "modules")),
                 "facts": os.path.exists(os.path.join(CASES, n, "facts.yaml"))}
             for n in sorted(os.listdir(CASES))
             if any(f in n for f in a.filter.split(",")) and os.path.exists(os.path.join(CASES, n, "site.pp"))}

    L.capture_into(puppet, CASES, cases,
                   "new (tests/puppet-stdlib: puppetlabs-stdlib 9.7.0's functions and types, from their Ruby source)",
                   KEEP, a.drop_unstable, relativize)


if __name__ == "__main__":
    main()
