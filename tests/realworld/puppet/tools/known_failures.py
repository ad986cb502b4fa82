#!/usr/bin/env python3
"""Rewrite the `puppet realworld` lines (or another suite's) of conformance/known-failures.tsv from a corpus run.

usage: python3 run.py --bin target/debug/strata --json results.json; python3 tools/known_failures.py results.json
           [--suite NAME --causes FILE]   (another corpus: `--suite "puppet forge" --causes
           ../puppet-forge/causes.tsv`)

Every failing case gets one line `puppet realworld<TAB>case<TAB>reason`, the reason being the
failure's diagnosis from ../causes.tsv (a shell pattern of case names, a tab, the cause) followed
by what tools/report.py observes (strata's error with the case-specific parts masked, or the first
catalog difference). Lines of other suites are kept as they are.
"""
import argparse
import json
import os
import sys

TOOLS = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, TOOLS)
sys.path.insert(0, os.path.dirname(TOOLS))
import corpus as C  # noqa: E402
import report  # noqa: E402

SUITE = "puppet realworld"
CAUSES = os.path.join(TOOLS, "..", "causes.tsv")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("results")
    ap.add_argument("--suite", default=SUITE)
    ap.add_argument("--causes", default=CAUSES)
    a = ap.parse_args()
    res = json.load(open(a.results))
    causes = C.read_causes(a.causes)

    def reason(r):
        observed = report.cause(r["reason"]).replace("\t", " ").replace("\n", " ")
        return C.diagnosed(r["case"], "%s (%s)" % (observed, r["category"]), causes)
    failed = [(r["case"], reason(r)) for r in sorted(res, key=lambda r: r["case"]) if not r["ok"]]
    C.rewrite_known_failures(a.suite, failed)
    print("%d %s failures listed" % (len(failed), a.suite))


if __name__ == "__main__":
    main()
