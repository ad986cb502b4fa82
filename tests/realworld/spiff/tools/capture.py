#!/usr/bin/env python3
"""Capture the expectations of case directories (shared spiff layout) from a real spiff++ binary.

usage: python3 capture.py --bin SPIFFPP DIR [DIR...]

For each case directory below the DIRs (one holding meta.json), the files listed in meta.json
"files" are copied into a scratch dir under their "run_as" names and `SPIFFPP merge ARGS... FILES...`
runs there, exactly as the shared runner (vectors/spiff/run.py) runs the binary under test. Written:
expected.yml (stdout), expected.exit, and expected.stderr (only when the exit code is not 0, with the
Go log timestamp removed). A case whose run exceeds 60 s is reported and left without expectations.
"""
import argparse, json, os, re, shutil, subprocess, sys, tempfile
from concurrent.futures import ThreadPoolExecutor

TS = re.compile(r"^\d{4}/\d\d/\d\d \d\d:\d\d:\d\d ", re.M)


def capture(binary, cdir):
    meta = json.load(open(os.path.join(cdir, "meta.json")))
    work = tempfile.mkdtemp(prefix="spiffcap-")
    try:
        names = []
        for f in meta["files"]:
            shutil.copy(os.path.join(cdir, f["file"]), os.path.join(work, f["run_as"]))
            names.append(f["run_as"])
        args = []
        if os.path.exists(os.path.join(cdir, "args")):
            args = [a.strip() for a in open(os.path.join(cdir, "args")).read().splitlines() if a.strip()]
        try:
            p = subprocess.run([binary, "merge"] + args + names, cwd=work, capture_output=True, text=True,
                               timeout=60)
        except subprocess.TimeoutExpired:
            return cdir, "timeout"
        open(os.path.join(cdir, "expected.yml"), "w").write(p.stdout)
        open(os.path.join(cdir, "expected.exit"), "w").write("%d\n" % p.returncode)
        err = os.path.join(cdir, "expected.stderr")
        if p.returncode != 0:
            open(err, "w").write(TS.sub("", p.stderr))
        elif os.path.exists(err):
            os.remove(err)
        return cdir, None
    finally:
        shutil.rmtree(work, ignore_errors=True)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--bin", required=True)
    ap.add_argument("-j", "--jobs", type=int, default=2)
    ap.add_argument("dirs", nargs="+")
    o = ap.parse_args()
    binary = os.path.abspath(o.bin)
    cases = []
    for top in o.dirs:
        for root, dirs, files in os.walk(top):
            dirs.sort()
            if "meta.json" in files:
                cases.append(root)
    with ThreadPoolExecutor(o.jobs) as ex:
        bad = [(c, e) for c, e in ex.map(lambda c: capture(binary, c), cases) if e]
    for c, e in bad:
        print("NOT CAPTURED", c, e)
    print("%d captured, %d not" % (len(cases) - len(bad), len(bad)))
    sys.exit(1 if bad else 0)


if __name__ == "__main__":
    main()
