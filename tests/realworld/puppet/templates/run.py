#!/usr/bin/env python3
"""Replays the template corpus (cases/*: recorded variables and Puppet 7.23's rendering of every
ERB template the real-world corpus does not reach) against strata.

usage: run.py --bin target/debug/strata [-j 2] [--filter SUBSTR] [--json OUT] [--known-failures]
              [--no-ruby] [-v]

Cases expecting a rendering are compiled in batches (tmplcorpus.batches: one site.pp holding many
cases, each a define rendering its template into File['/tmpl/<case>']), as

    BIN puppet compile --manifest site.pp --node NODE --modulepath M --facts debian12.yaml

and each case's `content` must equal expected.out byte for byte. When a batch does not compile,
its cases are compiled one by one. Cases expecting an error (expected.err) are compiled alone;
strata's first `Error: ` message (with its continuation lines, joined by a literal \\n; paths
relative to the modulepath) must equal Puppet's, both reduced by corpus.error_core.
Prints `FAIL <case> - <reason>` per failure, then `N passed, M failed` last; exit status 1 if
anything failed, 2 if the modules are missing. --no-ruby passes strata `--no-ruby` (templates
beyond the native ERB interpreter then fail): a measure of the native interpreter alone.
--known-failures rewrites the `puppet templates` lines of conformance/known-failures.tsv (each
reason the diagnosis from causes.tsv, a shell pattern of case names and a cause, then the observed
difference).
"""
import argparse
import json
import os
import re
import subprocess
import sys
import tempfile
from concurrent.futures import ThreadPoolExecutor

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import tmplcorpus as T  # noqa: E402

C = T.C
sys.path.insert(0, T.PUPPET)
from run import first_error  # noqa: E402  (the realworld runner's reading of stderr)

SUITE = "puppet templates"
BATCH = 40


def compile_(binary, named, mpath, extra, timeout):
    """Compiles the manifest of cases [(name, case)]: (returncode, stdout, stderr)."""
    with tempfile.TemporaryDirectory(prefix="tmpl-run") as tmp:
        with open(os.path.join(tmp, "site.pp"), "w") as f:
            f.write(T.manifest(named))
        argv = [binary]
        if os.path.basename(binary) != "puppet":
            argv.append("puppet")
        argv += ["compile", "--manifest", "site.pp", "--node", T.NODE, "--modulepath", mpath,
                 "--facts", T.facts_file()] + extra
        try:
            p = subprocess.run(argv, cwd=tmp, capture_output=True, timeout=timeout)
        except subprocess.TimeoutExpired:
            return None, "", "Error: timeout after %g s" % timeout
        err = p.stderr.decode("utf-8", "replace")
        for root in (tmp, os.path.realpath(tmp), mpath, os.path.realpath(mpath)):
            err = err.replace(root.rstrip(os.sep) + os.sep, "")
        return p.returncode, p.stdout.decode("utf-8", "replace"), err


def contents(stdout):
    """{title: content} of the File resources of strata's catalog."""
    _, cat = C.split_stdout(stdout)
    return {r["title"]: r.get("parameters", {}).get("content")
            for r in cat.get("resources", []) if r["type"] == "File"}


def expected(d):
    out = os.path.join(d, "expected.out")
    if os.path.exists(out):
        with open(out, "rb") as f:
            return "out", f.read().decode("utf-8", "replace")
    with open(os.path.join(d, "expected.err")) as f:
        return "err", f.read().splitlines()[0]


def first_diff(want, got):
    wl, gl = want.splitlines(True), got.splitlines(True)
    for i, (w, g) in enumerate(zip(wl, gl)):
        if w != g:
            return "line %d: expected %r got %r" % (i + 1, w[:120], g[:120])
    if len(wl) != len(gl):
        return "expected %d lines, got %d" % (len(wl), len(gl))
    return "differs"


def check_one(binary, d, mpath, extra, timeout):
    name = os.path.basename(d)
    kind, want = expected(d)
    rc, out, err = compile_(binary, [(name, T.load_case(d))], mpath, extra, timeout)
    if kind == "err":
        if rc is None:
            return False, "timeout"
        if rc == 0:
            return False, "compiled, expected error %r" % want[:200]
        got = C.error_core(first_error(err))
        if "--no-ruby" in extra:
            # the native evaluator's own error, without the note that Ruby is off
            got = re.sub(r" \(strata's own ERB evaluator stops here; [^()]*(\([^()]*\)[^()]*)*\)", "", got)
        if "panicked" in err:
            return False, "crash: " + got[:300]
        if got != C.error_core(want):
            return False, "error %r, expected %r" % (got[:300], C.error_core(want)[:300])
        return True, ""
    if rc != 0:
        return False, "error, expected a rendering: %s" % C.error_core(first_error(err))[:300]
    return compare(want, contents(out).get(T.resource_title(name)))


def compare(want, got):
    if got is None:
        return False, "no File[%s] content" % "?"
    if got == want:
        return True, ""
    return False, "rendering differs: " + first_diff(want, got)


def check_batch(binary, dirs, mpath, extra, timeout):
    named = [(os.path.basename(d), T.load_case(d)) for d in dirs]
    rc, out, _ = compile_(binary, named, mpath, extra, timeout)
    if rc != 0:
        return [(d,) + check_one(binary, d, mpath, extra, timeout) for d in dirs]
    got = contents(out)
    return [(d,) + compare(expected(d)[1], got.get(T.resource_title(os.path.basename(d)))) for d in dirs]


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--bin", required=True)
    ap.add_argument("--modulepath")
    ap.add_argument("--filter", default="")
    ap.add_argument("-j", type=int, default=2)
    ap.add_argument("--timeout", type=float, default=120)
    ap.add_argument("--no-ruby", action="store_true")
    ap.add_argument("--json")
    ap.add_argument("--known-failures", action="store_true")
    ap.add_argument("-v", action="store_true")
    a = ap.parse_args()
    mpath = C.modulepath_or_exit(a.modulepath)
    binary = os.path.abspath(a.bin) if os.path.exists(a.bin) else a.bin
    extra = ["--no-ruby"] if a.no_ruby else []
    dirs = [d for d in T.case_dirs() if a.filter in os.path.basename(d)]
    renders = [d for d in dirs if expected(d)[0] == "out"]
    errors = [d for d in dirs if expected(d)[0] == "err"]
    jobs = []
    for b in T.batches([(d, T.load_case(d)) for d in renders]):
        for i in range(0, len(b), BATCH):
            jobs.append(("batch", [d for d, _ in b[i:i + BATCH]]))
    jobs += [("one", d) for d in errors]

    def work(job):
        if job[0] == "batch":
            return check_batch(binary, job[1], mpath, extra, a.timeout)
        return [(job[1],) + check_one(binary, job[1], mpath, extra, a.timeout)]

    with ThreadPoolExecutor(max(1, a.j)) as ex:
        results = sorted((r for rs in ex.map(work, jobs) for r in rs), key=lambda r: r[0])
    passed = failed = 0
    for d, ok, msg in results:
        if ok:
            passed += 1
            if a.v:
                print("PASS", os.path.basename(d))
        else:
            failed += 1
            print("FAIL %s - %s" % (os.path.basename(d), msg))
    rows = [{"case": os.path.basename(d), "ok": ok, "reason": msg} for d, ok, msg in results]
    if a.json:
        with open(a.json, "w") as f:
            json.dump(rows, f, indent=1)
    if a.known_failures:
        causes = C.read_causes(os.path.join(HERE, "causes.tsv"))
        C.rewrite_known_failures(SUITE, [(r["case"], C.diagnosed(r["case"], r["reason"].replace("\t", " ")[:300], causes))
                                         for r in rows if not r["ok"]])
    templates = len({T.load_case(d)["template"] for d in dirs})
    print("%d templates, %d cases (%d renderings, %d errors)" % (templates, len(dirs), len(renders), len(errors)))
    print("%d passed, %d failed" % (passed, failed))
    sys.exit(0 if failed == 0 else 1)


if __name__ == "__main__":
    main()
