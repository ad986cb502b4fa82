#!/usr/bin/env python3
"""Group the failures of a corpus run by cause (Markdown on stdout).

usage: run.py --bin BIN --report results.json ...; report.py results.json [--examples N]

A failure's cause is a signature built from what differs: which side fails, and the first
`error` line of each side with names, numbers and quoted text blanked (so "unbound identifier
`foo`" and "unbound identifier `bar`" count together). Causes are listed most frequent first,
per suite, with example cases and both outputs; it is a first sort, to be read, not a diagnosis.
"""
import argparse
import os
import json
import re
from collections import defaultdict

QUOTED = re.compile(r"`[^`]*`|\"[^\"]*\"|'[A-Za-z_][A-Za-z0-9_-]*")
NUM = re.compile(r"\b\d+(\.\d+)?\b")


def blank(line):
    line = QUOTED.sub("…", line or "")
    return NUM.sub("N", line).strip()


def cause(r):
    reason = r["reason"]
    if reason.startswith("timeout") or reason.startswith("killed") or reason.startswith("cannot run"):
        return "strata: " + NUM.sub("N", reason)
    we, ge = r["want_exit"], r["got_exit"]
    if we is None:  # provisional oracle: the upstream front matter
        if ge == 0:
            return "strata succeeds, front matter expects " + blank(r["want_error"])
        return "front matter expects %s | strata: %s" % (blank(r["want_error"]), blank(r["got_error"]))
    if we == 0 and ge != 0:
        return "strata fails, nickel succeeds | strata: " + blank(r["got_error"])
    if we != 0 and ge == 0:
        return "strata succeeds, nickel fails | nickel: " + blank(r["want_error"])
    if we != 0:
        return "both fail, different error | nickel: %s | strata: %s" % (blank(r["want_error"]),
                                                                          blank(r["got_error"]))
    if reason.startswith("JSON differs") or reason.startswith("output differs"):
        return "both succeed, different output"
    return reason


def describe(r):
    """One line saying how strata differs from nickel 1.18 on a case."""
    we, ge = r["want_exit"], r["got_exit"]
    reason = r["reason"]
    if we is None or reason.startswith(("timeout", "killed", "cannot run")):
        text = reason
    elif we == 0 and ge != 0:
        text = "strata fails (%s) where nickel 1.18 succeeds" % r["got_error"]
    elif we != 0 and ge == 0:
        text = "strata succeeds where nickel 1.18 fails (%s)" % r["want_error"]
    elif we != 0:
        text = "different error: strata `%s`, nickel 1.18 `%s`" % (r["got_error"], r["want_error"])
    else:
        text = "different output: " + reason
    return " ".join(text.replace("\t", " ").split())[:300]


def causes():
    """The diagnosed causes of known failures (causes.tsv beside this script): name -> cause."""
    path = os.path.join(os.path.dirname(os.path.abspath(__file__)), "causes.tsv")
    out = {}
    for line in open(path):
        if line.strip() and not line.startswith("#"):
            name, cause_text = line.rstrip("\n").split("\t", 1)
            out[name] = cause_text
    return out


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("report")
    ap.add_argument("--examples", type=int, default=3)
    ap.add_argument("--tsv", action="store_true",
                    help="print known-failures.tsv lines instead (suite `nickel <suite>`; reason: the diagnosed cause from causes.tsv, then the observed difference)")
    o = ap.parse_args()
    results = json.load(open(o.report))
    if o.tsv:
        known = causes()
        for r in results:
            if not r["ok"]:
                text = describe(r)
                if r["name"] in known:
                    text = "%s; observed: %s" % (known[r["name"]], text[:160])
                print("nickel %s\t%s\t%s" % (r["suite"], r["name"], text))
        return
    suites = defaultdict(list)
    for r in results:
        suites[r["suite"]].append(r)
    for suite, rs in suites.items():
        fails = [r for r in rs if not r["ok"]]
        print("## %s: %d/%d pass (%d fail)\n" % (suite, len(rs) - len(fails), len(rs), len(fails)))
        groups = defaultdict(list)
        for r in fails:
            groups[cause(r)].append(r)
        for c, members in sorted(groups.items(), key=lambda kv: (-len(kv[1]), kv[0])):
            print("### %d × %s\n" % (len(members), c))
            for r in members[:o.examples]:
                print("- `%s` (%s)" % (r["name"], r.get("note") or "no note"))
                print("  - nickel: exit %s %s" % (r["want_exit"], r["want_error"] or ""))
                got = r["got_error"] if r["got_exit"] else " ".join(r["got_stdout"].split())[:200]
                print("  - strata: exit %s %s" % (r["got_exit"], got))
                if r["reason"].startswith(("JSON", "output")):
                    print("  - %s" % r["reason"][:300])
            if len(members) > o.examples:
                print("- also: %s" % ", ".join("`%s`" % r["name"] for r in members[o.examples:]))
            print()


if __name__ == "__main__":
    main()
