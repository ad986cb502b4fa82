#!/usr/bin/env python3
"""Differential test of strata's spiff against a real spiff++ binary.

usage: python3 difftest.py --ref SPIFFPP --bin STRATA_SPIFF [--src SPIFF_SOURCE] [--readme MD ...]
                           [--work DIR] [-j N] [-v]

Builds case directories in the shared layout (vectors/spiff/run.py) from
  * gen.py's rule cases (templates + 1-3 stubs, one rule each),
  * every YAML example with a dynaml expression of the given Markdown documents (readme.py),
  * with --src, the inputs of the Go tests' assertions of a spiff++ source tree (gotests.py),
captures each case's expectation from --ref (capture.py), then replays them against --bin with the
shared runner, so strata is compared exactly as the shared suites compare it (structural YAML
equality on success; the (expr, file, path, tag) set of the unresolved-node lines on error).
--bin is a path whose basename is `spiff` (a link to target/debug/strata) or a spiff wrapper.
Prints the runner's FAIL lines and the `N passed, M failed` summary per source.
"""
import argparse, os, subprocess, sys, tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
RUNPY = os.path.join(HERE, "..", "..", "..", "..", "..", "shared", "vectors", "spiff", "run.py")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--ref", required=True)
    ap.add_argument("--bin", required=True)
    ap.add_argument("--src")
    ap.add_argument("--readme", nargs="*", default=[])
    ap.add_argument("--work")
    ap.add_argument("--runner", default=os.environ.get("STRATA_VECTORS") and
                    os.path.join(os.environ["STRATA_VECTORS"], "spiff", "run.py") or RUNPY)
    ap.add_argument("-j", "--jobs", type=int, default=2)
    ap.add_argument("-v", "--verbose", action="store_true")
    o = ap.parse_args()
    work = o.work or tempfile.mkdtemp(prefix="spiffdiff-")
    py = sys.executable
    sources = [("rules", [py, os.path.join(HERE, "gen.py"), os.path.join(work, "rules")])]
    for k, md in enumerate(o.readme):
        sources.append(("readme%d" % k, [py, os.path.join(HERE, "readme.py"), md, os.path.join(work, "readme%d" % k)]))
    if o.src:
        sources.append(("gotests", [py, os.path.join(HERE, "gotests.py"), o.src, os.path.join(work, "gotests")]))
    bad = 0
    for name, cmd in sources:
        subprocess.run(cmd, check=True, stdout=subprocess.DEVNULL)
        d = os.path.join(work, name)
        subprocess.run([py, os.path.join(HERE, "capture.py"), "--bin", o.ref, "-j", str(o.jobs), d],
                       stdout=subprocess.DEVNULL)
        p = subprocess.run([py, o.runner, "--bin", o.bin, "--dir", d, "-j", str(o.jobs)] +
                           (["-v"] if o.verbose else []), capture_output=True, text=True)
        print("== %s (%s)" % (name, d))
        print(p.stdout.rstrip())
        bad += p.returncode != 0
    sys.exit(1 if bad else 0)


if __name__ == "__main__":
    main()
