#!/usr/bin/env python3
"""Group the failures of a corpus run by cause, as Markdown.

usage: python3 run.py --bin STRATA --json results.json ...; python3 tools/report.py results.json
           [--title TEXT] [--command TEXT]

A cause is the failure with the case-specific parts masked (quoted text, numbers, resource
titles; the names of unknown types and functions and unsupported ERB code are kept): strata's
error message where strata fails (whether Puppet compiled the case or failed otherwise), the first
differing resource type and parameter for catalogs that differ, Puppet's error where strata
compiles what Puppet rejects. Most frequent
first, each with up to two example cases and strata's exact message.
"""
import argparse
import collections
import json
import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
import corpus as C  # noqa: E402


KEEP = re.compile(r"(Unknown resource type: |Unknown function: |Unsupported Ruby in ERB: |Resource type not found: )('[^']*'|\S+)")


def mask(m):
    m = C.error_core(m)
    kept = []

    def keep(mt):
        kept.append(mt.group(0))
        return "\x01%s\x01" % "".join(chr(97 + int(d)) for d in str(len(kept) - 1))
    m = KEEP.sub(keep, m)
    m = re.sub(r"'[^']*'|\"[^\"]*\"|`[^`]*`", "'_'", m)
    m = re.sub(r"\[[^\]]*\]", "[_]", m)
    m = re.sub(r"(/[\w.\-]+)+", "/PATH", m)
    m = re.sub(r"\b0x[0-9a-f]+\b", "0x_", m)  # Ruby object addresses differ run to run
    m = re.sub(r"\b\d+\b", "N", m)
    m = re.sub("\x01([a-j]+)\x01", lambda mt: kept[int("".join(str(ord(c) - 97) for c in mt.group(1)))], m)
    return m[:220]


def cause(reason):
    r = reason
    m = re.match(r"(?:crash \(exit -?\d+\)|exit \d+, expected 0): (.*)", r, re.S)
    if m:
        kind = "crash" if r.startswith("crash") else "strata error"
        return "%s: %s" % (kind, mask(m.group(1)))
    if r.startswith("timeout"):
        return "timeout"
    m = re.match(r"exit (\d+), expected (\d+) with error '(.*)'$", r, re.S)
    if m:
        return "strata compiles where Puppet fails with: %s" % mask(m.group(3))
    m = re.match(r"error (['\"])(.*)\1, expected (['\"])(.*)\3$", r, re.S)
    if m:
        return "strata error: %s" % mask(m.group(2))
    m = re.match(r"catalog differs: (\d+) resources missing \((.*?)\), (\d+) extra \((.*)\)$", r, re.S)
    if m:
        mt = sorted(set(re.findall(r"([A-Z][\w:]*)\[", m.group(2))))
        et = sorted(set(re.findall(r"([A-Z][\w:]*)\[", m.group(4))))
        return "catalog differs: resources missing %s, extra %s" % (mt or "-", et or "-")
    m = re.match(r"catalog differs: ([A-Z][\w:]*)\[.*?\] (parameter \w+|\w+):", r, re.S)
    if m:
        return "catalog differs: %s %s" % (m.group(1), m.group(2))
    if r.startswith("catalog differs: only resource file paths differ"):
        return "catalog differs: only resource file paths differ"
    m = re.match(r"catalog differs: (\w+):", r)
    if m:
        return "catalog differs: %s" % m.group(1)
    return mask(r)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("results")
    ap.add_argument("--title", default="Puppet real-world corpus: failures by cause")
    ap.add_argument("--command", default="")
    a = ap.parse_args()
    res = json.load(open(a.results))
    per = collections.OrderedDict()
    groups = collections.OrderedDict()
    for r in res:
        p = per.setdefault(r["category"], [0, 0])
        p[1] += 1
        if r["ok"]:
            p[0] += 1
            continue
        groups.setdefault(cause(r["reason"]), []).append(r)
    out = ["# " + a.title, ""]
    if a.command:
        out += ["Command: `%s`" % a.command, ""]
    total_ok = sum(p[0] for p in per.values())
    out += ["| category | passed | total | % |", "|---|---|---|---|"]
    for cat in ("no-ruby", "stdlib-ruby", "other-ruby"):
        if cat in per:
            p, t = per[cat]
            out.append("| %s | %d | %d | %.1f |" % (cat, p, t, 100.0 * p / t if t else 0))
    out.append("| all | %d | %d | %.1f |" % (total_ok, len(res), 100.0 * total_ok / len(res) if res else 0))
    out += ["", "## Failures by cause (most frequent first)", ""]
    for n, (c, rs) in enumerate(sorted(groups.items(), key=lambda kv: -len(kv[1])), 1):
        cats = collections.Counter(r["category"] for r in rs)
        out.append("%d. **%d** (%s): %s" % (n, len(rs), ", ".join("%s %d" % kv for kv in sorted(cats.items())), c))
        for r in rs[:2]:
            out.append("   - `%s`: %s" % (r["case"], r["reason"][:400].replace("\n", " ")))
    print("\n".join(out))


if __name__ == "__main__":
    main()
