#!/usr/bin/env python3
"""Replay the real-world Puppet corpus (cases/*) against a catalog compiler (strata).

usage: run.py --bin PATH [--corpus DIR] [--modulepath DIR] [--filter SUBSTR] [--category C] [-j N]
              [--timeout S] [--causes] [-v]

For each case directory (cwd = the case):
    BIN puppet compile --manifest site.pp --node NODE --modulepath M --facts FACTS
NODE is the case's `node` file, FACTS is facts/<meta.json "facts">.yaml, M the modulepath
($STRATA_PUPPET_MODULEPATH, else where Debian's puppet-module-* packages put the modules).
--corpus DIR runs another corpus laid out like this one (tests/realworld/puppet-forge): its cases,
and its vendored modules/ as M.
If BIN's file name is `puppet`, the `puppet` word is left out (a strata link answering as puppet).
Comparison as the shared Puppet vectors compare: stdout (`Notice: ` lines then one JSON catalog)
normalized (corpus.normalize: no version/catalog_uuid/code_id, sorted tags, resources, edges,
classes; `file` relative to the case dir or the modulepath root) must equal expected.json; for
expected.err, the exit code must equal expected.exit and the first `Error: ` line of stderr,
reduced by corpus.error_core, line 1 of expected.err.
Prints `FAIL <case> - <reason>` for each failure, then one summary line per category
(`no-ruby: P/T passed`), then `N passed, M failed` last. Exit status 1 if anything failed, 2 if the
modules are missing. --causes adds a count of failures by cause (tools/report.py's: messages with
names, numbers and quoted text masked).
"""
import argparse
import collections
import json
import os
import subprocess
import sys
from concurrent.futures import ThreadPoolExecutor

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
sys.path.insert(0, os.path.join(HERE, "tools"))
import corpus as C  # noqa: E402
from report import cause  # noqa: E402  (the failure causes tools/report.py groups by)

CATEGORIES = ("no-ruby", "stdlib-ruby", "other-ruby")


def command(binary, case, meta, mpath):
    argv = [binary]
    if os.path.basename(binary) != "puppet":
        argv.append("puppet")
    node = open(os.path.join(case, "node")).read().strip()
    argv += ["compile", "--manifest", "site.pp", "--node", node, "--modulepath", mpath,
             "--facts", os.path.join(C.FACTS, meta["facts"] + ".yaml")]
    return argv


LOG_PREFIXES = ("Error: ", "Warning: ", "Notice: ", "Info: ", "Debug: ")


def first_error(stderr):
    """The first `Error: ` message of stderr with its continuation lines (a message over several
    lines, as Puppet prints a resource's several parameter errors), joined by a literal `\\n` as
    expected.err holds them. Blank lines inside the message count (Ruby's error_highlight
    excerpt follows the message after one); blank lines at its end do not. strata's
    `  raised in Ruby at FILE:LINE` line (the module frame of a Ruby exception) ends it."""
    lines = stderr.splitlines()
    for i, l in enumerate(lines):
        if l.startswith("Error: "):
            out, blank = [l], []
            for more in lines[i + 1:]:
                # strata's line naming the Ruby frame that raised (Puppet shows its backtrace
                # only with --trace) is no part of the message
                if more.startswith(LOG_PREFIXES) or more.startswith("  raised in Ruby at "):
                    break
                if not more.strip():
                    blank.append(more)
                    continue
                out += blank + [more]
                blank = []
            return "\\n".join(out)
    return ""


def run_case(binary, case, mpath, timeout):
    meta = C.load_meta(case)
    argv = command(binary, case, meta, mpath)
    try:
        p = subprocess.run(argv, cwd=case, capture_output=True, text=True, timeout=timeout)
    except subprocess.TimeoutExpired:
        return False, "timeout after %g s" % timeout
    except OSError as e:
        return False, "cannot run: %s" % e
    # paths in messages relative to the case directory and the modulepath, as in expected.err
    stderr = p.stderr.replace(case + os.sep, "").replace(mpath.rstrip(os.sep) + os.sep, "")
    errs = [l for l in stderr.splitlines() if l.startswith("Error: ")]
    got_err = C.error_core(first_error(stderr))
    err_path = os.path.join(case, "expected.err")
    if os.path.exists(err_path):
        want = open(err_path).read().splitlines()[0]
        want_rc = int(open(os.path.join(case, "expected.exit")).read().strip())
        if p.returncode != want_rc:
            return False, "exit %d, expected %d with error %r" % (p.returncode, want_rc, want[:200])
        if got_err != want:
            return False, "error %r, expected %r" % (got_err[:300], want[:300])
        return True, ""
    if p.returncode != 0:
        line = errs[0] if errs else (stderr.strip().splitlines() or [""])[-1]
        if p.returncode < 0 or "panicked" in stderr:
            return False, "crash (exit %d): %s" % (p.returncode, line[:300])
        return False, "exit %d, expected 0: %s" % (p.returncode, line[:300])
    try:
        notices, cat = C.split_stdout(p.stdout)
    except ValueError as e:
        return False, "no JSON catalog on stdout (%s)" % e
    got = C.normalize(cat, notices, case, mpath)
    want = json.load(open(os.path.join(case, "expected.json")))
    if got == want:
        return True, ""
    return False, "catalog differs: " + diff_hint(want, got)


def resource_diffs(a, b):
    """The differing fields of two resources: ["parameter p: expected .. got ..", "file: ..."]."""
    diffs = []
    for key in sorted(set(a) | set(b)):
        if a.get(key) == b.get(key):
            continue
        if key == "parameters":
            pa, pb = a.get(key) or {}, b.get(key) or {}
            for pk in sorted(set(pa) | set(pb)):
                if pa.get(pk) != pb.get(pk):
                    diffs.append("parameter %s: expected %s got %s" % (
                        pk, json.dumps(pa.get(pk))[:150], json.dumps(pb.get(pk))[:150]))
        else:
            diffs.append("%s: expected %s got %s" % (key, json.dumps(a.get(key))[:150], json.dumps(b.get(key))[:150]))
    return diffs


def diff_hint(want, got):
    """The first difference, most telling first: missing/extra resources, then a resource's
    differing fields (resources whose only difference is `file` come last, as one cause), then
    other keys."""
    w = {(r["type"], str(r["title"])): r for r in want.get("resources", [])}
    g = {(r["type"], str(r["title"])): r for r in got.get("resources", [])}
    miss, extra = sorted(set(w) - set(g)), sorted(set(g) - set(w))
    if miss or extra:
        fmt = lambda ks: ", ".join("%s[%s]" % k for k in ks[:4]) + (" ..." if len(ks) > 4 else "")
        return "%d resources missing (%s), %d extra (%s)" % (len(miss), fmt(miss), len(extra), fmt(extra))
    file_only = []
    for k in sorted(w):
        if w[k] != g[k]:
            diffs = resource_diffs(w[k], g[k])
            if all(d.startswith("file:") for d in diffs):
                file_only.append((k, diffs))
                continue
            return "%s[%s] %s" % (k[0], k[1], "; ".join(diffs[:3]))
    for k in sorted(set(want) | set(got)):
        if k != "resources" and want.get(k) != got.get(k):
            return "%s: expected %s got %s" % (k, json.dumps(want.get(k))[:200], json.dumps(got.get(k))[:200])
    if file_only:
        k, diffs = file_only[0]
        return "only resource file paths differ (%d resources), e.g. %s[%s] %s" % (len(file_only), k[0], k[1], diffs[0])
    return "?"


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--bin", required=True, help="strata (or a link to it named puppet)")
    ap.add_argument("--corpus", help="another corpus directory laid out like this one (its cases/ "
                    "and modules/), e.g. tests/realworld/puppet-forge")
    ap.add_argument("--modulepath", help="default: the corpus's modules/, else $%s, else Debian's"
                    % C.ENV_MODULEPATH)
    ap.add_argument("--cases", help="default: the corpus's cases/")
    ap.add_argument("--filter", default="")
    ap.add_argument("--category", choices=CATEGORIES)
    ap.add_argument("-j", type=int, default=os.cpu_count() or 2)
    ap.add_argument("--timeout", type=float, default=120)
    ap.add_argument("--causes", action="store_true", help="count failures by masked reason")
    ap.add_argument("--json", help="also write every result (case, category, ok, reason, strata's "
                    "first error line) to this file as JSON, for tools/report.py")
    ap.add_argument("-v", action="store_true", help="print PASS lines too")
    a = ap.parse_args()
    C.use_corpus(a.corpus)
    a.cases = a.cases or C.CASES
    mpath = C.modulepath_or_exit(a.modulepath)
    binary = os.path.abspath(a.bin) if os.path.exists(a.bin) else a.bin
    cases = []
    for d in sorted(os.listdir(a.cases)):
        case = os.path.join(a.cases, d)
        if a.filter not in d or not os.path.exists(os.path.join(case, "site.pp")):
            continue
        if a.category and C.load_meta(case)["category"] != a.category:
            continue
        cases.append(case)
    with ThreadPoolExecutor(max(1, a.j)) as ex:
        results = list(ex.map(lambda c: (c,) + run_case(binary, c, mpath, a.timeout), cases))
    if a.json:
        with open(a.json, "w") as f:
            json.dump([{"case": os.path.basename(c), "category": C.load_meta(c)["category"], "ok": ok,
                        "reason": msg} for c, ok, msg in results], f, indent=1)
    per = collections.OrderedDict((c, [0, 0]) for c in CATEGORIES)
    causes = collections.Counter()
    passed = failed = 0
    for case, ok, msg in results:
        name = os.path.basename(case)
        cat = C.load_meta(case)["category"]
        per.setdefault(cat, [0, 0])[1] += 1
        if ok:
            passed += 1
            per[cat][0] += 1
            if a.v:
                print("PASS", name)
        else:
            failed += 1
            causes[cause(msg)] += 1
            print("FAIL %s - %s" % (name, msg))
    if a.causes:
        print("failures by cause:")
        for c, n in causes.most_common():
            print("%5d  %s" % (n, c))
    for cat, (p, t) in per.items():
        print("%s: %d/%d passed%s" % (cat, p, t, " (%.1f%%)" % (100.0 * p / t) if t else ""))
    print("%d passed, %d failed" % (passed, failed))
    sys.exit(0 if failed == 0 else 1)


if __name__ == "__main__":
    main()
