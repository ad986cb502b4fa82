#!/usr/bin/env python3
"""`nickel format` over every .ncl file of the integration suite, compared with nickel 1.18.

usage: format.py capture --nickel PATH     write format/expected/ from the reference binary
       format.py run --bin PATH [-j N] [--filter SUBSTR] [--tsv]

Each case is one file of integration/inputs/ (its path there is the case name), run as
`BIN format` with the file on standard input (`NO_COLOR=1`, 60 s limit). The reference's result is
kept in format/expected/<name>: on success `<name>.out` (the formatted text, compared byte for
byte), on failure `<name>.exit` and `<name>.stderr` (the exit status must be equal and the first
stderr line starting with `error` too; the rest is informational). `run` prints
`FAIL <name> - <reason>` per failure and `N passed, M failed` last (exit status 0 iff none failed);
`--tsv` prints instead the `nickel format` lines of conformance/known-failures.tsv.
"""
import argparse
import os
import re
import subprocess
import sys
from concurrent.futures import ThreadPoolExecutor

HERE = os.path.dirname(os.path.abspath(__file__))
INPUTS = os.path.join(HERE, "integration", "inputs")
EXPECTED = os.path.join(HERE, "format", "expected")
ANSI = re.compile(r"\x1b\[[0-9;?]*[A-Za-z]")


def cases(filt=None):
    out = []
    for d, _, files in os.walk(INPUTS):
        for f in files:
            if f.endswith(".ncl"):
                rel = os.path.relpath(os.path.join(d, f), INPUTS)
                if not filt or filt in rel:
                    out.append(rel)
    return sorted(out)


def run_format(binary, rel, timeout=60):
    env = dict(os.environ, NO_COLOR="1")
    env.pop("NICKEL_IMPORT_PATH", None)
    with open(os.path.join(INPUTS, rel), "rb") as f:
        data = f.read()
    try:
        p = subprocess.run(binary + ["format"], input=data, capture_output=True,
                           timeout=timeout, env=env)
    except subprocess.TimeoutExpired:
        return None, b"", b"timeout"
    return p.returncode, p.stdout, p.stderr


def first_error(stderr):
    for line in ANSI.sub("", stderr.decode("utf-8", "replace")).splitlines():
        if line.startswith("error"):
            return line.rstrip()
    return ""


def capture(args):
    binary = args.nickel.split()
    for rel in cases():
        base = os.path.join(EXPECTED, rel)
        os.makedirs(os.path.dirname(base), exist_ok=True)
        for ext in (".out", ".exit", ".stderr"):
            if os.path.exists(base + ext):
                os.remove(base + ext)
        code, out, err = run_format(binary, rel)
        if code == 0:
            with open(base + ".out", "wb") as f:
                f.write(out)
        else:
            with open(base + ".exit", "w") as f:
                f.write(f"{code}\n")
            with open(base + ".stderr", "wb") as f:
                f.write(err)
    print(f"captured {len(cases())} cases into {os.path.relpath(EXPECTED, os.getcwd())}")


def judge(binary, rel):
    base = os.path.join(EXPECTED, rel)
    code, out, err = run_format(binary, rel)
    if code is None:
        return "timeout"
    if os.path.exists(base + ".out"):
        want = open(base + ".out", "rb").read()
        if code != 0:
            return f"exit {code}, expected 0: {first_error(err)}"
        if out != want:
            a, b = out.decode("utf-8", "replace").splitlines(), want.decode("utf-8", "replace").splitlines()
            for i, (x, y) in enumerate(zip(a, b)):
                if x != y:
                    return f"line {i + 1} differs: {x.strip()[:60]!r} (expected {y.strip()[:60]!r})"
            return f"{len(a)} lines, expected {len(b)}" if len(a) != len(b) else "trailing bytes differ"
        return None
    if not os.path.exists(base + ".exit"):
        return "no expectation captured"
    want_code = int(open(base + ".exit").read().strip())
    if code != want_code:
        return f"exit {code}, expected {want_code}"
    want_err = first_error(open(base + ".stderr", "rb").read())
    if first_error(err) != want_err:
        return f"stderr {first_error(err)!r}, expected {want_err!r}"
    return None


def run(args):
    binary = [os.path.abspath(args.bin)] if os.path.exists(args.bin) else args.bin.split()
    names = cases(args.filter)
    with ThreadPoolExecutor(max_workers=args.j) as pool:
        results = list(pool.map(lambda r: (r, judge(binary, r)), names))
    failed = [(r, why) for r, why in results if why]
    if args.tsv:
        for r, why in failed:
            print(f"nickel format\t{r}\t{why}")
        return 0
    for r, why in failed:
        print(f"FAIL {r} - {why}")
    print(f"{len(names) - len(failed)} passed, {len(failed)} failed")
    return 1 if failed else 0


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    sub = ap.add_subparsers(dest="cmd", required=True)
    c = sub.add_parser("capture")
    c.add_argument("--nickel", required=True)
    r = sub.add_parser("run")
    r.add_argument("--bin", required=True)
    r.add_argument("-j", type=int, default=2)
    r.add_argument("--filter")
    r.add_argument("--tsv", action="store_true")
    args = ap.parse_args()
    sys.exit(capture(args) if args.cmd == "capture" else run(args))


if __name__ == "__main__":
    main()
