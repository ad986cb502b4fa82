#!/usr/bin/env python3
"""Rewrite the `puppet spec` and `puppet spec --strict` lines of conformance/known-failures.tsv
from two outputs of the shared runner over tests/puppet-spec/cases (default and --strict):

    python3 ../shared/vectors/puppet/run.py --bin LINK/puppet --cases tests/puppet-spec/cases -j 2 > /tmp/d.txt
    python3 ../shared/vectors/puppet/run.py --bin LINK/puppet --cases tests/puppet-spec/cases -j 2 --strict > /tmp/s.txt
    python3 tests/puppet-spec/tools/known_failures.py /tmp/d.txt /tmp/s.txt

Each failing case gets the reason of the first rule below that matches its name or the runner's
message; a failure no rule explains keeps the runner's message as its reason (to be looked at).
"""
import os
import re
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
TSV = os.path.join(ROOT, "conformance", "known-failures.tsv")

RULES = [
    (r"more_scanf_",
     "the reference Puppet's Ruby lacks the scanf library (Puppet fails with `cannot load such file -- scanf`); strata implements scanf()"),
    (r"more_new_|Timespan|Timestamp|Semver|Binary|Sensitive",
     "new(), the rich value types (Timespan, Timestamp, SemVer, Binary) or Sensitive not as Puppet"),
    (r"more_assert_type_",
     "assert_type(): the mismatch text (an alias's exact actual type, a Struct's entry details) differs"),
]


def failures(path):
    out = {}
    for line in open(path):
        m = re.match(r"FAIL (\S+) - (.*)", line)
        if m:
            out[m.group(1)] = m.group(2)
    return out


def reason(name, msg, rules=RULES):
    for pat, why in rules:
        if re.search(pat, name) or re.search(pat, msg):
            return why
    return "unexplained: " + re.sub(r"\s+", " ", msg)[:300]


def write(suite, rules, default_out, strict_out):
    """Rewrites the lines of `suite` and `suite --strict` from the runner's two outputs (also
    used by tests/puppet-docs/tools/known_failures.py)."""
    default, strict = failures(default_out), failures(strict_out)
    keep = [l for l in open(TSV) if not re.match(re.escape(suite) + r"(\t| --strict\t)", l)]
    rows = []
    for name_, fails in ((suite, default), (suite + " --strict", strict)):
        for name in sorted(fails):
            rows.append("%s\t%s\t%s\n" % (name_, name, reason(name, fails[name], rules)))
    with open(TSV, "w") as f:
        f.writelines(keep + rows)
    unexplained = [r for r in rows if "\tunexplained: " in r]
    print("%d default, %d strict failures written; %d unexplained" % (len(default), len(strict), len(unexplained)))
    for r in unexplained:
        print(r.rstrip())


def main():
    write("puppet spec", RULES, sys.argv[1], sys.argv[2])


if __name__ == "__main__":
    main()
