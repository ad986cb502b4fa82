#!/usr/bin/env python3
"""Rewrite the `puppet funcs` and `puppet funcs --strict` lines of conformance/known-failures.tsv
from two outputs of the shared runner over tests/puppet-funcs/cases (default and --strict):

    python3 ../shared/vectors/puppet/run.py --bin LINK/puppet --cases tests/puppet-funcs/cases -j 2 > /tmp/f.txt
    python3 ../shared/vectors/puppet/run.py --bin LINK/puppet --cases tests/puppet-funcs/cases -j 2 --strict > /tmp/fs.txt
    python3 tests/puppet-funcs/tools/known_failures.py /tmp/f.txt /tmp/fs.txt

Each failing case gets the reason of the first rule below that matches its name or the runner's
message; a failure no rule explains keeps the runner's message as its reason (to be looked at).
"""
import os
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
SUITE = "puppet funcs"

# (regex over "case message", reason); filled in from the failures' causes
RULES = []


def main():
    sys.path.insert(0, os.path.join(ROOT, "tests", "puppet-spec", "tools"))
    import known_failures as spec  # the same rewriting, with this suite's rules

    spec.write(SUITE, RULES, sys.argv[1], sys.argv[2])


if __name__ == "__main__":
    main()
