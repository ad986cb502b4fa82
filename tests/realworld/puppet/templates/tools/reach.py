#!/usr/bin/env python3
"""Which ERB templates of the modules the real-world corpus reaches.

usage: reach.py --bin target/debug/strata [-j 2] [--out reach.tsv]

Method: every case of tests/realworld/puppet/cases is compiled with strata (the same command as
run.py) under `strace -f -e trace=openat`, and every `.erb` file under the modulepath that the
compile opened successfully is recorded. A template counts as *reached* when it is opened by a
case whose outcome strata reproduces (run.py's comparison passes) and whose expectation is a
catalog (expected.json): its output is then compared with Puppet's through that catalog. Templates
opened only by cases expecting an error (or by failing cases) are *touched*; they are tested on
their own like the unreached ones.

Writes a TSV: template path (relative to the modulepath), status (reached / touched / unreached),
and up to three case names that opened it. Needs `strace`.
"""
import argparse
import os
import re
import subprocess
import sys
from concurrent.futures import ThreadPoolExecutor

HERE = os.path.dirname(os.path.abspath(__file__))
PUPPET = os.path.dirname(os.path.dirname(HERE))
sys.path.insert(0, PUPPET)
import corpus as C  # noqa: E402
import run as R  # noqa: E402

OPEN = re.compile(r'openat\([^"]*"([^"]+\.erb)"[^)]*\)\s*=\s*(\d+)')


def all_templates(mpath):
    out = []
    for mod in sorted(os.listdir(mpath)):
        tdir = os.path.join(mpath, mod, "templates")
        for root, _, files in os.walk(tdir, followlinks=True):
            for f in files:
                if f.endswith(".erb"):
                    out.append(os.path.relpath(os.path.join(root, f), mpath))
    return sorted(out)


def opened(binary, case, mpath, timeout):
    meta = C.load_meta(case)
    trace = os.path.join("/tmp", "reach-%d-%s.strace" % (os.getpid(), os.path.basename(case)))
    argv = ["strace", "-f", "-qq", "-e", "trace=openat", "-o", trace] + R.command(binary, case, meta, mpath)
    try:
        subprocess.run(argv, cwd=case, capture_output=True, timeout=timeout)
    except subprocess.TimeoutExpired:
        pass
    found = set()
    try:
        with open(trace) as f:
            for line in f:
                m = OPEN.search(line)
                if m:
                    found.add(os.path.relpath(os.path.realpath(m.group(1)), os.path.realpath(mpath)))
        os.unlink(trace)
    except OSError:
        pass
    ok, _ = R.run_case(binary, case, mpath, timeout) if found else (True, "")
    return found, ok, os.path.exists(os.path.join(case, "expected.json"))


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--bin", required=True)
    ap.add_argument("-j", type=int, default=2)
    ap.add_argument("--out", default=os.path.join(os.path.dirname(HERE), "reach.tsv"))
    ap.add_argument("--timeout", type=float, default=300)
    a = ap.parse_args()
    mpath = C.modulepath_or_exit()
    binary = os.path.abspath(a.bin)
    cases = [os.path.join(C.CASES, d) for d in sorted(os.listdir(C.CASES))]
    with ThreadPoolExecutor(a.j) as ex:
        results = list(ex.map(lambda c: (c,) + opened(binary, c, mpath, a.timeout), cases))
    real = {os.path.realpath(os.path.join(mpath, t)): t for t in all_templates(mpath)}
    by = {t: ([], []) for t in real.values()}
    for case, found, ok, catalog in results:
        for f in found:
            t = real.get(os.path.realpath(os.path.join(mpath, f)))
            if t:
                by[t][0 if ok and catalog else 1].append(os.path.basename(case))
    with open(a.out, "w") as out:
        out.write("# template\tstatus\tcases (written by tools/reach.py)\n")
        counts = {"reached": 0, "touched": 0, "unreached": 0}
        for t in sorted(by):
            good, other = by[t]
            status = "reached" if good else ("touched" if other else "unreached")
            counts[status] += 1
            out.write("%s\t%s\t%s\n" % (t, status, ",".join((good or other)[:3])))
    print("%d templates: %s" % (len(by), ", ".join("%s %d" % kv for kv in counts.items())))


if __name__ == "__main__":
    main()
