#!/usr/bin/env python3
"""Run the spiff real-world corpus (cases/, captured from a real spiff++ binary) against a
spiff-compatible binary, with the shared spiff runner's comparison (vectors/spiff/run.py):
structural YAML equality on success, the (expr, file, path, tag) set of the unresolved-node
lines on error, the exit status always.

usage: run.py --bin PATH [--vectors DIR] [-j N] [-v] [--only SUBSTR]

The shared runner is found in DIR/spiff/run.py (--vectors, else $STRATA_VECTORS, else
../shared/vectors beside the repository). When it is missing this prints why and exits with status 2 (the test
that runs the corpus then fails under CI and says so elsewhere). Output: the shared runner's
`FAIL <case> -- <reason>` lines and its last line `N passed, M failed`.
"""
import os
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.normpath(os.path.join(HERE, "..", "..", ".."))


def shared_runner(vec):
    vec = vec or os.environ.get("STRATA_VECTORS") or os.path.join(ROOT, "..", "shared", "vectors")
    return os.path.normpath(os.path.join(vec, "spiff", "run.py"))


def main():
    args = sys.argv[1:]
    vec = None
    if "--vectors" in args:
        i = args.index("--vectors")
        vec = args[i + 1] if i + 1 < len(args) else None
        del args[i:i + 2]
    runner = shared_runner(vec)
    if not os.path.exists(runner):
        print("the shared spiff runner %s is missing (set STRATA_VECTORS)" % runner)
        sys.exit(2)
    p = subprocess.run([sys.executable, runner, "--dir", os.path.join(HERE, "cases")] + args)
    sys.exit(p.returncode)


if __name__ == "__main__":
    main()
