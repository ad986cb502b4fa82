#!/usr/bin/env python3
"""Rewrite the `puppet docs` and `puppet docs --strict` lines of conformance/known-failures.tsv
from two outputs of the shared runner over tests/puppet-docs/cases (default and --strict):

    python3 ../shared/vectors/puppet/run.py --bin LINK/puppet --cases tests/puppet-docs/cases -j 2 > /tmp/d.txt
    python3 ../shared/vectors/puppet/run.py --bin LINK/puppet --cases tests/puppet-docs/cases -j 2 --strict > /tmp/s.txt
    python3 tests/puppet-docs/tools/known_failures.py /tmp/d.txt /tmp/s.txt

Each failing case gets the reason of the first rule below that matches its name or the runner's
message; a failure no rule explains keeps the runner's message as its reason (to be looked at).
"""
import os
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
SUITE = "puppet docs"

RULES = [
    (r"_scanf_",
     "the reference Puppet's Ruby lacks the scanf library (Puppet fails with `cannot load such file -- scanf`); strata implements scanf()"),
    (r"Timespan|Timestamp|SemVerRange|Semver",
     "needs Timespan, Timestamp or SemVerRange values (ptypes' scope); not implemented"),
    (r"type 'Binary'", "needs Binary values (Binary.new; ptypes' scope); not implemented"),
    (r"Init\[\] is not supported", "needs the Init type (Init[T] and calling it; ptypes' scope, new()); not implemented"),
    (r"Pcore Error object",
     "get()'s block receives a Pcore Error object (`$error.details`): Pcore objects are ptypes' scope; not implemented"),
    (r"'new_numeric'",
     "new(): the conversion error names the dispatcher (`'new_numeric' Value of type Undef cannot be converted to Numeric`); new() is ptypes' scope"),
    (r"f4_new_25|f4_new_33",
     "new(): Type.new from a string and Hash.new from a tree_each iterator (`Hash.new($data.tree_each)`) not as Puppet's new_function; new() is ptypes' scope"),
]


def main():
    sys.path.insert(0, os.path.join(ROOT, "tests", "puppet-spec", "tools"))
    import known_failures as spec  # the same rewriting, with this suite's rules

    spec.write(SUITE, RULES, sys.argv[1], sys.argv[2])


if __name__ == "__main__":
    main()
