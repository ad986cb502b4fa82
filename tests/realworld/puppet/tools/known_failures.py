#!/usr/bin/env python3
"""Rewrite the `puppet realworld` lines of conformance/known-failures.tsv from a corpus run.

usage: python3 run.py --bin target/debug/strata --json results.json; python3 tools/known_failures.py results.json

Every failing case gets one line `puppet realworld<TAB>case<TAB>reason`, the reason being the
failure's diagnosis from ../causes.tsv (a shell pattern of case names, a tab, the cause) followed
by what tools/report.py observes (strata's error with the case-specific parts masked, or the first
catalog difference). Lines of other suites are kept as they are.
"""
import fnmatch
import json
import os
import sys

TOOLS = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, TOOLS)
import report  # noqa: E402

SUITE = "puppet realworld"
TSV = os.path.join(TOOLS, "..", "..", "..", "..", "conformance", "known-failures.tsv")


CAUSES = os.path.join(TOOLS, "..", "causes.tsv")


def causes():
    """(pattern, cause) pairs of the diagnosed known failures."""
    out = []
    for line in open(CAUSES):
        if line.strip() and not line.startswith("#"):
            pattern, text = line.rstrip("\n").split("\t", 1)
            out.append((pattern, text))
    return out


def reason(r, known):
    observed = report.cause(r["reason"]).replace("\t", " ").replace("\n", " ")
    for pattern, text in known:
        if fnmatch.fnmatchcase(r["case"], pattern):
            return "%s; observed: %s (%s)" % (text, observed, r["category"])
    return "%s (%s)" % (observed, r["category"])


def main():
    res = json.load(open(sys.argv[1]))
    known = causes()
    lines = [l.rstrip("\n") for l in open(TSV)]
    kept = [l for l in lines if not l.startswith(SUITE + "\t")]
    new = ["%s\t%s\t%s" % (SUITE, r["case"], reason(r, known))
           for r in sorted(res, key=lambda r: r["case"]) if not r["ok"]]
    with open(TSV, "w") as f:
        f.write("\n".join(kept + new) + "\n")
    print("%d %s failures listed" % (len(new), SUITE))


if __name__ == "__main__":
    main()
