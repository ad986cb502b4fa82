#!/usr/bin/env python3
"""Differential check of strata's hcldec against the reference binary, beyond the captured
vectors: every case of vectors/hcldec/cases (except the block_attrs ones) is run by both
binaries with each of --with-type, --keep-nulls, both, and --var-refs added, and the exit
status, stdout (--var-refs arrays as multisets) and diagnostics (severity, summary, subject
bytes) are compared.

Usage: replay_flags.py STRATA_HCLDEC REFERENCE_HCLDEC [VECTORS_DIR]
Prints one DIFF line per disagreement and ends with `N runs M differ`.
"""
import json
import os
import subprocess
import sys

strata, ref = sys.argv[1], sys.argv[2]
ROOT = os.path.normpath(os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", ".."))
vectors = (sys.argv[3] if len(sys.argv) > 3
           else os.environ.get("STRATA_VECTORS") or os.path.join(ROOT, "..", "shared", "vectors"))
sys.path.insert(0, os.path.join(vectors, "hcldec"))
from casefmt import command_for, list_cases, read_args  # noqa: E402

EXTRA = [["--with-type"], ["--keep-nulls"], ["--with-type", "--keep-nulls"], ["--var-refs"]]


def run(binp, d, extra):
    cmd, stdin = command_for(os.path.abspath(binp), d)
    cmd = cmd[:1] + extra + cmd[1:]
    p = subprocess.run(cmd, cwd=d, input=stdin or b"", stdout=subprocess.PIPE,
                       stderr=subprocess.PIPE, timeout=120)
    return p.returncode, p.stdout, p.stderr


def diags(err):
    try:
        doc = json.loads(err)
    except ValueError:
        return ("text", err[:200])
    return sorted((x["severity"], x["summary"],
                   (x.get("subject") or {}).get("start", {}).get("byte"),
                   (x.get("subject") or {}).get("end", {}).get("byte"))
                  for x in doc.get("diagnostics") or [])


def stdout(out, varrefs):
    if varrefs:
        try:
            return sorted(json.dumps(x, sort_keys=True) for x in json.loads(out))
        except ValueError:
            pass
    return out


runs = differ = 0
for d in list_cases(os.path.join(vectors, "hcldec", "cases")):
    if "block-attrs" in d:
        continue
    for extra in EXTRA:
        runs += 1
        varrefs = "--var-refs" in extra or "--var-refs" in read_args(d)
        r, s = run(ref, d, extra), run(strata, d, extra)
        if r[0] != s[0] or stdout(r[1], varrefs) != stdout(s[1], varrefs) or diags(r[2]) != diags(s[2]):
            differ += 1
            print("DIFF %s %s exit ref=%s strata=%s" % (os.path.basename(d), " ".join(extra), r[0], s[0]))
print("%d runs %d differ" % (runs, differ))
