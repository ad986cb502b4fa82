#!/usr/bin/env python3
"""Run the Nickel real-world corpus against a nickel-compatible binary and compare with nickel 1.18.

usage: run.py --bin PATH [--suite integration|realworld|all] [-j N] [--filter SUBSTR]
              [--timeout S] [--mem-limit MB] [--exit-only] [--report FILE] [-v]

Suites (folders beside this script), each described by its `cases.tsv`
(`name<TAB>file<TAB>args<TAB>note`, `#` lines are comments):
  integration  integration/inputs/**: the integration suite of the nickel-lang-core 0.19.0
               crate (the one nickel-lang-cli 1.18.0 is built from); every .ncl file is a case,
               run with `nickel eval FILE`.
  realworld    programs/**: public Nickel programs, run with `nickel export --format json FILE`
               (or the case's own arguments).

A case runs `BIN <args> <basename of file>` (the file in place of `{}` if the arguments have
one) with the file's directory as working directory, and is
compared with what nickel 1.18 did (captured by capture.py into `<suite>/expected/<name>.*`):
  * exit status: must be equal (`.exit`);
  * exit 0: stdout must be equal, as JSON values when the command is `export` in JSON (numbers
    compared as exact decimals: 1 == 1.0), else as text after stripping ANSI escapes and trailing
    whitespace (`.stdout`);
  * exit != 0: the first stderr line starting with `error` (ANSI stripped) must be equal to the
    reference's (`.stderr` holds the reference's whole stderr; the rest of it is informational,
    since labels and notes legitimately differ in layout). With --exit-only, only the exit status
    of a failing run is compared.
Prints `FAIL <name> - <reason>` per failure, `[<suite>] N passed, M failed` per suite, and
`N passed, M failed` last. Exit status 0 iff nothing failed. A program case whose reference has
not been captured (see README: the `typecheck` and `eval` cases need the nickel 1.18 binary) is
counted as pending, not run.

Every run is limited to --timeout seconds (default 60) and --mem-limit MB of address space
(default 8192), so an implementation that loops or grows without bound fails the case
instead of taking the machine down.
"""
import argparse
import json
import os
import re
import resource
import shlex
import subprocess
import sys
from concurrent.futures import ThreadPoolExecutor
from decimal import Decimal

HERE = os.path.dirname(os.path.abspath(__file__))
SUITES = {"integration": "integration", "realworld": "programs"}
ANSI = re.compile(r"\x1b\[[0-9;?]*[A-Za-z]")


def suite_dir(suite):
    return os.path.join(HERE, SUITES[suite])


def load_cases(suite):
    """[(name, file relative to the suite folder, args list, note)] from cases.tsv."""
    path = os.path.join(suite_dir(suite), "cases.tsv")
    cases = []
    for line in open(path, encoding="utf-8"):
        line = line.rstrip("\n")
        if not line.strip() or line.startswith("#"):
            continue
        parts = line.split("\t")
        while len(parts) < 4:
            parts.append("")
        name, file, args, note = parts[:4]
        cases.append((name, file, shlex.split(args), note))
    return cases


def expected_base(suite, name):
    return os.path.join(suite_dir(suite), "expected", name)


def strip(text):
    return ANSI.sub("", text)


def norm_text(text):
    return "\n".join(l.rstrip() for l in strip(text).strip("\n").splitlines())


def first_error_line(stderr):
    lines = [l.rstrip() for l in strip(stderr).splitlines()]
    for l in lines:
        if l.startswith("error"):
            return l
    return next((l for l in lines if l.strip()), "")


def load_json(text):
    return json.loads(text, parse_float=Decimal, parse_int=Decimal)


def same_json(a, b):
    if isinstance(a, dict) and isinstance(b, dict):
        return a.keys() == b.keys() and all(same_json(a[k], b[k]) for k in a)
    if isinstance(a, list) and isinstance(b, list):
        return len(a) == len(b) and all(same_json(x, y) for x, y in zip(a, b))
    return type(a) is type(b) and a == b


def is_json_export(args):
    if not args or args[0] != "export":
        return False
    fmt = "json"
    for i, a in enumerate(args):
        if a in ("--format", "-f") and i + 1 < len(args):
            fmt = args[i + 1]
        elif a.startswith("--format="):
            fmt = a.split("=", 1)[1]
    return fmt == "json"


def limiter(mem_mb):
    def apply():
        if mem_mb:
            lim = mem_mb * 1024 * 1024
            resource.setrlimit(resource.RLIMIT_AS, (lim, lim))
    return apply


def execute(binary, suite, file, args, timeout, mem_mb):
    """Run one case: (exit status or None, stdout, stderr, problem)."""
    path = os.path.join(suite_dir(suite), file)
    cwd, base = os.path.split(path)
    # the file goes last, or where the arguments have `{}` (customize mode: `export {} -- ...`)
    args = [base if a == "{}" else a for a in args] if "{}" in args else args + [base]
    argv = (list(binary) if isinstance(binary, (list, tuple)) else [binary]) + args
    env = dict(os.environ)
    env.pop("NICKEL_IMPORT_PATH", None)
    env["NO_COLOR"] = "1"
    try:
        p = subprocess.run(argv, cwd=cwd, capture_output=True, timeout=timeout, env=env,
                           preexec_fn=limiter(mem_mb))
    except subprocess.TimeoutExpired:
        return None, "", "", "timeout after %ss" % timeout
    except OSError as e:
        return None, "", "", "cannot run: %s" % e
    out = p.stdout.decode("utf-8", "replace")
    err = p.stderr.decode("utf-8", "replace")
    if p.returncode < 0:
        return p.returncode, out, err, "killed by signal %d" % -p.returncode
    return p.returncode, out, err, ""


def read(path):
    with open(path, encoding="utf-8") as f:
        return f.read()


def relative_paths(text, suite, file):
    """Absolute paths of this machine in a message: under the case's folder they become relative
    to it, elsewhere in the corpus relative to `<corpus>/` (the captures are stored this way)."""
    cwd = os.path.dirname(os.path.join(suite_dir(suite), file))
    return text.replace(cwd + os.sep, "").replace(HERE + os.sep, "<corpus>/")


def compare_front_matter(name, note, got):
    """Provisional oracle while no capture exists: the upstream front matter (cases.tsv note)."""
    rc, out, err, problem = got
    details = {"want_exit": None, "want_error": note, "got_exit": rc,
               "got_error": first_error_line(err) if rc else "", "got_stdout": out[:400]}
    if problem:
        return False, problem, details
    if note.startswith("skip") or note.startswith("unannotated") or not note:
        return True, "", details
    if note.startswith("pass"):
        if rc != 0:
            return False, "exit %d, front matter expects success (%s)" % (rc, first_error_line(err)[:160]), details
        if "eval=typecheck" not in note and norm_text(out) != "true":
            return False, "output %r, front matter expects true" % norm_text(out)[:160], details
        return True, "", details
    if rc == 0:
        return False, "exit 0, front matter expects %s" % note, details
    return True, "", details


def compare(suite, name, file, args, note, got, exit_only):
    """(ok, reason, details) comparing a run with the captured reference."""
    rc, out, err, problem = got
    err = relative_paths(err, suite, file)
    base = expected_base(suite, name)
    if not os.path.exists(base + ".exit"):
        if suite == "integration":
            return compare_front_matter(name, note, got)
        return None, "pending: no reference captured yet (capture.py)", {
            "want_exit": None, "want_error": "", "got_exit": rc, "got_error": "", "got_stdout": ""}
    want_rc = int(read(base + ".exit").strip())
    want_out = read(base + ".stdout") if os.path.exists(base + ".stdout") else ""
    want_err = read(base + ".stderr") if os.path.exists(base + ".stderr") else ""
    details = {"want_exit": want_rc, "got_exit": rc, "want_error": first_error_line(want_err) if want_rc else "",
               "got_error": first_error_line(err) if rc else "", "got_stdout": out[:400]}
    if problem:
        return False, problem, details
    if rc != want_rc:
        if want_rc == 0:
            return False, "exit %d, expected 0 (%s)" % (rc, first_error_line(err)[:160]), details
        if rc == 0:
            return False, "exit 0, expected %d (%s)" % (want_rc, first_error_line(want_err)[:160]), details
        return False, "exit %d, expected %d (%s; expected %s)" % (
            rc, want_rc, first_error_line(err)[:120], first_error_line(want_err)[:120]), details
    if rc != 0:
        if exit_only:
            return True, "", details
        g, w = first_error_line(err), first_error_line(want_err)
        if g != w:
            return False, "error line %r, expected %r" % (g[:160], w[:160]), details
        return True, "", details
    json_want = None
    if is_json_export(args):
        try:
            json_want = load_json(want_out)
        except ValueError:
            pass  # not JSON (customize mode's `-- list`): compared as text
    if json_want is not None:
        try:
            got_v = load_json(out)
        except ValueError as e:
            return False, "stdout is not JSON: %s" % e, details
        if same_json(json_want, got_v):
            return True, "", details
        return False, "JSON differs: got %s" % " ".join(out.split())[:200], details
    if norm_text(out) == norm_text(want_out):
        return True, "", details
    return False, "output differs: got %r, expected %r" % (norm_text(out)[:160], norm_text(want_out)[:160]), details


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--bin", required=True, help="the nickel-compatible binary to test")
    ap.add_argument("--suite", default="all", choices=["all"] + sorted(SUITES))
    ap.add_argument("-j", type=int, default=2)
    ap.add_argument("--filter", default="", help="only cases whose name contains this")
    ap.add_argument("--timeout", type=float, default=60)
    ap.add_argument("--mem-limit", type=int, default=8192, help="MB of address space per run (0: none)")
    ap.add_argument("--exit-only", action="store_true", help="compare only the exit status of failing runs")
    ap.add_argument("--report", help="write every result as JSON to this file")
    ap.add_argument("-v", action="store_true", help="also print passing cases")
    ap.add_argument("--pending", action="store_true",
                    help="also run the cases that have no captured reference yet (reported as pending)")
    o = ap.parse_args()
    binary = os.path.abspath(o.bin) if os.sep in o.bin else o.bin
    suites = sorted(SUITES) if o.suite == "all" else [o.suite]
    total_p = total_f = 0
    report = []
    for suite in suites:
        cases = [c for c in load_cases(suite) if o.filter in c[0]]
        if not o.pending:
            # a case without a captured reference is pending: reported, never run or judged
            cases_run = [c for c in cases if os.path.exists(expected_base(suite, c[0]) + ".exit")
                         or suite == "integration"]
            pending = len(cases) - len(cases_run)
            cases = cases_run
        else:
            pending = 0

        def one(case):
            name, file, args, note = case
            got = execute(binary, suite, file, args, o.timeout, o.mem_limit)
            ok, why, details = compare(suite, name, file, args, note, got, o.exit_only)
            return name, file, args, note, ok, why, details

        with ThreadPoolExecutor(max_workers=max(1, o.j)) as ex:
            results = list(ex.map(one, cases))
        passed = failed = 0
        for name, file, args, note, ok, why, details in results:
            if ok is None:
                pending += 1
                continue
            report.append(dict(suite=suite, name=name, file=file, args=args, note=note, ok=ok,
                               reason=why, **details))
            if ok:
                passed += 1
                if o.v:
                    print("ok   %s" % name)
            else:
                failed += 1
                print("FAIL %s - %s" % (name, why))
        print("[%s] %d passed, %d failed%s" % (suite, passed, failed,
                                              ", %d pending (no reference captured)" % pending if pending else ""))
        total_p += passed
        total_f += failed
    if o.report:
        with open(o.report, "w", encoding="utf-8") as f:
            json.dump(report, f, indent=1)
    print("%d passed, %d failed" % (total_p, total_f))
    return 1 if total_f else 0


if __name__ == "__main__":
    sys.exit(main())
