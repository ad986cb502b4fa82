#!/usr/bin/env python3
"""Capture the reference behaviour of nickel 1.18 for the corpus (writes `<suite>/expected/`).

usage: capture.py --nickel 'PATH [ARGS]'  [--suite integration|realworld|all] [--list-integration]
                  [--list-programs] [-j N] [--filter SUBSTR]

  --list-integration  (re)write integration/cases.tsv: one case per .ncl file under
                      integration/inputs, run with `eval` (plus `-I` for the file whose front
                      matter sets `nickel_path`); the note column summarises the front matter
                      (expected kind, error class, evaluation strategy) for reference.
  --list-programs     (re)write programs/cases.tsv: every .ncl file under programs/ twice, as
                      `export --format json` and as `typecheck` (`<name>@typecheck`), and as
                      `test` (`<name>@test`) when it documents Nickel examples, and with the
                      arguments of each `# case: ARGS` line at its top (`<name>@caseN`), except the
                      names listed in programs/excluded.tsv with the reason; the manual's
                      examples (programs/manual/) and the standard library's documentation
                      examples (programs/stdlib/) are run once, with `eval`.

Each case is run twice with the reference binary (same way run.py runs it: cwd = the file's
folder, the file by its base name, NICKEL_IMPORT_PATH unset). A case whose two runs disagree
(exit status, stdout, or first error line) or that times out is reported as NONDETERMINISTIC /
TIMEOUT and gets no expectation: remove it from cases.tsv and record why in the suite README.
Writes `expected/<name>.exit`, `.stdout` (exit 0) and `.stderr` (exit != 0; absolute paths made
relative). --nickel may be a command with arguments, e.g. the py-nickel stand-in
`'PYTHON tools/py_nickel_cli.py'`; a run exiting 99 means the stand-in cannot reproduce that case.
"""
import argparse
import os
import re
import shlex
import sys
from concurrent.futures import ThreadPoolExecutor

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import run  # noqa: E402


def front_matter(path):
    """The leading `# ...` TOML annotation of an integration input, as a short note."""
    lines = []
    for line in open(path, encoding="utf-8", errors="replace"):
        if not line.startswith("#"):
            break
        lines.append(line[1:].strip())
    text = "\n".join(lines)
    kind = re.search(r"test\.type\s*=\s*'([^']*)'", text)
    err = re.search(r"error\s*=\s*'([^']*)'", text)
    ev = re.search(r"^eval\s*=\s*'([^']*)'", text, re.M)
    npath = re.search(r"nickel_path\s*=\s*\[([^\]]*)\]", text)
    note = kind.group(1) if kind else "unannotated"
    if err:
        note += " " + err.group(1)
    if ev:
        note += " (eval=%s)" % ev.group(1)
    return note, npath


def list_integration():
    root = os.path.join(run.suite_dir("integration"), "inputs")
    rows = []
    for d, _, files in os.walk(root):
        for f in files:
            if f.endswith(".ncl"):
                full = os.path.join(d, f)
                rel = os.path.relpath(full, run.suite_dir("integration"))
                name = os.path.relpath(full, root)[:-4]
                note, npath = front_matter(full)
                args = "eval"
                if npath:
                    # the upstream test adds this folder (given from the crate root) to the import path
                    folder = npath.group(1).strip().strip("'\"").split("/inputs/", 1)[1]
                    args += " -I " + os.path.relpath(os.path.join(root, folder), d)
                rows.append((name, rel, args, note))
    rows.sort()
    with open(os.path.join(run.suite_dir("integration"), "cases.tsv"), "w", encoding="utf-8") as out:
        out.write("# name\tfile\targs\tfront matter (upstream expectation, informational)\n")
        for r in rows:
            out.write("\t".join(r) + "\n")
    print("integration/cases.tsv: %d cases" % len(rows))


def list_programs():
    """(Re)write programs/cases.tsv: every .ncl file exported as JSON, and typechecked, except
    the cases listed in programs/excluded.tsv (`name<TAB>reason`)."""
    root = run.suite_dir("realworld")
    excluded = {}
    path = os.path.join(root, "excluded.tsv")
    if os.path.exists(path):
        for line in open(path, encoding="utf-8"):
            if line.strip() and not line.startswith("#"):
                name, reason = (line.rstrip("\n").split("\t") + [""])[:2]
                excluded[name] = reason
    rows = []
    for d, _, files in os.walk(root):
        if os.sep + "expected" in d[len(root):] or d[len(root):].startswith(os.sep + "expected"):
            continue
        for f in files:
            if f.endswith(".ncl"):
                rel = os.path.relpath(os.path.join(d, f), root)
                name = rel[:-4]
                if rel.startswith("manual" + os.sep):
                    # the manual shows what `nickel eval` / the REPL prints
                    rows.append((name, rel, "eval", "manual example"))
                    continue
                if rel.startswith("stdlib" + os.sep):
                    # `nickel test` evaluates a documentation example deeply, as `nickel eval`
                    rows.append((name, rel, "eval", "std documentation example"))
                    continue
                rows.append((name, rel, "export --format json", ""))
                rows.append((name + "@typecheck", rel, "typecheck", ""))
                with open(os.path.join(d, f), encoding="utf-8", errors="replace") as src:
                    text = src.read()
                if "```nickel" in text:
                    # the file documents examples: `nickel test` runs them
                    rows.append((name + "@test", rel, "test", "documentation examples"))
                # `# case: ARGS` lines at the top of a file: more cases with those arguments
                # (`{}` is where the file goes, for customize mode's `-- ...`)
                for k, m in enumerate(re.findall(r"^# case: (.*)$", text.split("\n\n")[0], re.M), 1):
                    rows.append(("%s@case%d" % (name, k), rel, m.strip(), "case line"))
    rows = sorted(r for r in rows if r[0] not in excluded)
    with open(os.path.join(root, "cases.tsv"), "w", encoding="utf-8") as out:
        out.write("# name\tfile\targs\tnote (generated by capture.py --list-programs; exclusions: excluded.tsv)\n")
        for r in rows:
            out.write("\t".join(r) + "\n")
    print("programs/cases.tsv: %d cases (%d excluded)" % (len(rows), len(excluded)))


def capture(nickel, suite, jobs, timeout, only=None):
    cases = [c for c in run.load_cases(suite) if not only or only in c[0]]

    def one(case):
        name, file, args, _ = case
        a = run.execute(nickel, suite, file, args, timeout, 0)
        b = run.execute(nickel, suite, file, args, timeout, 0)
        return case, a, b

    bad = unknown = 0
    with ThreadPoolExecutor(max_workers=jobs) as ex:
        for (name, file, args, _), a, b in ex.map(one, cases):
            if a[0] == 99 and b[0] == 99:
                print("UNKNOWN %s - the reference stand-in cannot reproduce this command" % name)
                unknown += 1
                continue
            if a[3] or b[3]:
                print("TIMEOUT %s - %s" % (name, a[3] or b[3]))
                bad += 1
                continue
            same = a[0] == b[0] and (a[1] == b[1] if a[0] == 0 else
                                      run.first_error_line(a[2]) == run.first_error_line(b[2]))
            if not same:
                print("NONDETERMINISTIC %s" % name)
                bad += 1
                continue
            base = run.expected_base(suite, name)
            os.makedirs(os.path.dirname(base), exist_ok=True)
            for ext in (".exit", ".stdout", ".stderr"):
                if os.path.exists(base + ext):
                    os.remove(base + ext)
            with open(base + ".exit", "w") as f:
                f.write("%d\n" % a[0])
            if a[0] == 0:
                with open(base + ".stdout", "w", encoding="utf-8") as f:
                    f.write(a[1])
            else:
                with open(base + ".stderr", "w", encoding="utf-8") as f:
                    f.write(run.relative_paths(run.strip(a[2]), suite, file))
    print("%s: %d cases captured, %d without expectation, %d unknown to the reference used" % (
        suite, len(cases) - bad - unknown, bad, unknown))


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=__import__("argparse").RawDescriptionHelpFormatter)
    ap.add_argument("--nickel", required=True)
    ap.add_argument("--suite", default="all", choices=["all"] + sorted(run.SUITES))
    ap.add_argument("--list-integration", action="store_true")
    ap.add_argument("--list-programs", action="store_true")
    ap.add_argument("-j", type=int, default=2)
    ap.add_argument("--timeout", type=float, default=120)
    ap.add_argument("--filter", help="capture only the cases whose name contains this")
    o = ap.parse_args()
    if o.list_integration:
        list_integration()
    if o.list_programs:
        list_programs()
    nickel = shlex.split(o.nickel)
    if os.sep in nickel[-1]:
        nickel[-1] = os.path.abspath(nickel[-1])
    if os.sep in nickel[0]:
        nickel[0] = os.path.abspath(nickel[0])
    for suite in (sorted(run.SUITES) if o.suite == "all" else [o.suite]):
        capture(nickel, suite, o.j, o.timeout, o.filter)


if __name__ == "__main__":
    sys.exit(main())
