#!/usr/bin/env python3
"""Run every conformance vector suite against strata's binaries and report `passed/total` per suite.

usage: python3 scripts/conformance.py [--bin-dir target/release] [--vectors DIR] [--harness HCLSPECSUITE]
                                      [--write] [--check]

  --vectors   the shared vectors folder (default: $STRATA_VECTORS, else ../shared/vectors beside the repo)
  --harness   HashiCorp's hclspecsuite harness (default: $STRATA_HCLSPECSUITE, else .tools/hclspecsuite);
              the specsuite line is reported as "not run" when it is missing
  --write     regenerate CONFORMANCE.md from the results and conformance/known-failures.tsv
  --check     exit 1 if any suite did not run (missing vectors, harness, reference nickel or
              packages: each named), if a suite passes fewer cases than CONFORMANCE.md records (a
              regression), or if its failing cases differ from conformance/known-failures.tsv (a
              failure without a recorded reason, or a listed case that now passes)
  --allow-missing  with --check: report the suites that did not run (and a missing vectors
              folder) but do not fail on them; the test suite passes it only when CI is not set

Each suite is run by its own upstream-captured run.py; the last line `N passed, M failed` is parsed.
Failing case names are collected from the runner's FAIL lines and listed with the reason recorded in
conformance/known-failures.tsv (`suite<TAB>case<TAB>reason`); a failure without a recorded reason is
listed as "unexplained", never hidden.
"""
import argparse
import os
import re
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SUMMARY = re.compile(r"^(\d+) passed, (\d+) failed", re.M)


def vectors_dir(arg):
    if arg:
        return arg
    if os.environ.get("STRATA_VECTORS"):
        return os.environ["STRATA_VECTORS"]
    return os.path.normpath(os.path.join(ROOT, "..", "shared", "vectors"))


def link_tools(bin_dir, tmp):
    """Names under which strata behaves as each tool: the drop-in binaries, or links to `strata`."""
    strata = os.path.join(bin_dir, "strata")
    tools = {}
    for name in ("hcldec", "spiff", "fn-hcl", "nickel", "puppet"):
        own = os.path.join(bin_dir, name)
        if os.path.exists(own):
            tools[name] = own
        else:
            link = os.path.join(tmp, name)
            os.symlink(strata, link)
            tools[name] = link
    return tools


def run(cmd, cwd=None, timeout=3600):
    p = subprocess.run(cmd, cwd=cwd, capture_output=True, text=True, timeout=timeout)
    return p.returncode, p.stdout + p.stderr


def summary(out):
    found = SUMMARY.findall(out)
    if not found:
        return None
    p, f = found[-1]
    return int(p), int(p) + int(f)


def errors_summary(out):
    """compare_cli.py errors -v: `--error-format F: N identical of T` per layout and a `DIFF F
    case` line per difference; a case counts once, failing when any layout differs."""
    totals = re.findall(r"identical of (\d+)", out)
    fails = sorted(set(re.findall(r"^DIFF \S+ (\S+)", out, re.M)))
    if not totals:
        return None, fails
    return (int(totals[0]) - len(fails), int(totals[0])), fails


def pprint_summary(out):
    """compare_cli.py pprint -v: `... N identical of T` for the files nickel parses and for those
    it rejects, and a `DIFF kind file` line per difference."""
    pairs = re.findall(r"(\d+) identical of (\d+)", out)
    fails = re.findall(r"^DIFF \S+ (\S+)", out, re.M)
    if not pairs:
        return None, fails
    return (sum(int(p) for p, _ in pairs), sum(int(t) for _, t in pairs)), fails


def fail_names(out):
    names = []
    for line in out.splitlines():
        m = re.match(r"^\s*FAIL:?\s+(\S+)", line)
        if m:
            names.append(m.group(1).rstrip(":"))
    return names


def suites(vec, tools, harness):
    """(name, command, cwd) for every suite."""
    py = sys.executable
    s = []
    s.append(("hcldec cases", [py, os.path.join(vec, "hcldec", "run.py"), "--bin", tools["hcldec"]], None))
    if harness and os.path.exists(harness):
        s.append(("hcldec specsuite (hclspecsuite harness)",
                  [harness, os.path.join(vec, "hcldec", "specsuite"), tools["hcldec"]], None))
    else:
        s.append(("hcldec specsuite (hclspecsuite harness)", None, None))
    for sub in ("seed", "spiff-1.0.8-master", "spiff-develop", "spiffpp-HEAD", "spiffpp-full"):
        s.append(("spiff " + sub, [py, os.path.join(vec, "spiff", "run.py"), "--bin", tools["spiff"],
                                   "--only", sub + os.sep], None))
    s.append(("spiff diff", [py, os.path.join(vec, "spiff", "run.py"), "--bin", tools["spiff"], "--diff",
                             "--only", "diff"], None))
    # the project's own spiff corpus (tests/realworld/spiff), captured from a real spiff++ binary
    s.append(("spiff realworld", [py, os.path.join(ROOT, "tests", "realworld", "spiff", "run.py"),
                                  "--bin", tools["spiff"], "--vectors", vec, "-j", "2"], None))
    s.append(("fn-hcl render cases", [py, os.path.join(vec, "fn-hcl", "run.py"), "--bin", tools["fn-hcl"]], None))
    s.append(("nickel", [py, os.path.join(vec, "nickel", "run.py"), "--bin", tools["nickel"], "-j", "2"], None))
    corpus = os.path.join(ROOT, "tests", "realworld", "nickel", "run.py")
    for suite in ("integration", "realworld"):
        s.append(("nickel " + suite, [py, corpus, "--bin", tools["nickel"], "--suite", suite, "-j", "2"], None))
    s.append(("nickel format", [py, os.path.join(ROOT, "tests", "realworld", "nickel", "format.py"), "run",
                                "--bin", tools["nickel"], "-j", "2"], None))
    # nickel's diagnostics, compared with the live nickel 1.18 (no captured copy): a case passes
    # when strata's standard error is identical in all four --error-format layouts
    ref = os.environ.get("NICKEL_REF", os.path.expanduser("~/.cargo/bin/nickel"))
    s.append(("nickel --error-format", [py, os.path.join(ROOT, "tests", "realworld", "nickel", "tools", "compare_cli.py"),
                                        "errors", "--bin", tools["nickel"], "--ref", ref, "--cases",
                                        os.path.join(vec, "nickel"), "-v"] if os.path.exists(ref) else None, None))
    # `nickel pprint-ast` on the integration suite's inputs (the files nickel parses and those
    # it rejects), against the live nickel 1.18 likewise
    s.append(("nickel pprint-ast", [py, os.path.join(ROOT, "tests", "realworld", "nickel", "tools", "compare_cli.py"),
                                    "pprint", "--bin", tools["nickel"], "--ref", ref, "--cases",
                                    os.path.join(ROOT, "tests", "realworld", "nickel", "integration"), "-v"]
              if os.path.exists(ref) else None, None))
    for strict in (False, True):
        cmd = [py, os.path.join(vec, "puppet", "run.py"), "--bin", tools["puppet"], "-j", str(os.cpu_count() or 2)]
        s.append(("puppet cases" + (" --strict" if strict else ""), cmd + (["--strict"] if strict else []), None))
    # the project's own cases per section of the catalog expressions spec (tests/puppet-new),
    # captured from Puppet 7.23 as the shared vectors were, replayed by the vectors' runner
    for strict in (False, True):
        cmd = [py, os.path.join(vec, "puppet", "run.py"), "--bin", tools["puppet"], "-j", str(os.cpu_count() or 2),
               "--cases", os.path.join(ROOT, "tests", "puppet-new", "cases")]
        s.append(("puppet new" + (" --strict" if strict else ""), cmd + (["--strict"] if strict else []), None))
    # puppetlabs/puppet 7.23.0's spec manifests the shared cases do not hold (tests/puppet-spec)
    for strict in (False, True):
        cmd = [py, os.path.join(vec, "puppet", "run.py"), "--bin", tools["puppet"], "--cases",
               os.path.join(ROOT, "tests", "puppet-spec", "cases"), "-j", str(os.cpu_count() or 2)]
        s.append(("puppet spec" + (" --strict" if strict else ""), cmd + (["--strict"] if strict else []), None))
    # the examples of Puppet 7.23's own documentation (tests/puppet-docs)
    for strict in (False, True):
        cmd = [py, os.path.join(vec, "puppet", "run.py"), "--bin", tools["puppet"], "--cases",
               os.path.join(ROOT, "tests", "puppet-docs", "cases"), "-j", str(os.cpu_count() or 2)]
        s.append(("puppet docs" + (" --strict" if strict else ""), cmd + (["--strict"] if strict else []), None))
    # cases written from the Ruby source of Puppet 7.23's functions and type system (tests/puppet-funcs)
    for strict in (False, True):
        cmd = [py, os.path.join(vec, "puppet", "run.py"), "--bin", tools["puppet"], "--cases",
               os.path.join(ROOT, "tests", "puppet-funcs", "cases"), "-j", str(os.cpu_count() or 2)]
        s.append(("puppet funcs" + (" --strict" if strict else ""), cmd + (["--strict"] if strict else []), None))
    # cases written from puppetlabs-stdlib 9.7.0's Ruby functions and types (tests/puppet-stdlib)
    for strict in (False, True):
        cmd = [py, os.path.join(vec, "puppet", "run.py"), "--bin", tools["puppet"], "--cases",
               os.path.join(ROOT, "tests", "puppet-stdlib", "cases"), "-j", str(os.cpu_count() or 2)]
        s.append(("puppet stdlib" + (" --strict" if strict else ""), cmd + (["--strict"] if strict else []), None))
    # the project's own corpus (tests/realworld/puppet), against the modules Debian packages
    s.append(("puppet realworld", [py, os.path.join(ROOT, "tests", "realworld", "puppet", "run.py"),
                                   "--bin", tools["puppet"], "-j", str(os.cpu_count() or 2)], None))
    # the current Forge/GitHub modules corpus (tests/realworld/puppet-forge), modules vendored
    s.append(("puppet forge", [py, os.path.join(ROOT, "tests", "realworld", "puppet", "run.py"),
                               "--corpus", os.path.join(ROOT, "tests", "realworld", "puppet-forge"),
                               "--bin", tools["puppet"], "-j", str(os.cpu_count() or 2)], None))
    # the ERB templates of those modules that the corpus does not reach, rendered on their own
    s.append(("puppet templates", [py, os.path.join(ROOT, "tests", "realworld", "puppet", "templates", "run.py"),
                                   "--bin", tools["puppet"], "-j", str(os.cpu_count() or 2)], None))
    return s


def specsuite_summary(code, out):
    """hclspecsuite prints one diagnostic block per failing test and exits non-zero on any failure."""
    total = 15
    failed = len(set(re.findall(r"^(\S+\.t)", out, re.M))) if code else 0
    if code and failed == 0:
        failed = total
    return total - failed, total


def load_known():
    known = {}
    path = os.path.join(ROOT, "conformance", "known-failures.tsv")
    if os.path.exists(path):
        for line in open(path):
            if line.strip() and not line.startswith("#"):
                parts = line.rstrip("\n").split("\t")
                if len(parts) >= 3:
                    known[(parts[0], parts[1])] = parts[2]
    return known


def recorded():
    path = os.path.join(ROOT, "CONFORMANCE.md")
    rec = {}
    if os.path.exists(path):
        for m in re.finditer(r"^\| (.+?) \| (\d+)/(\d+) \|", open(path).read(), re.M):
            rec[m.group(1)] = (int(m.group(2)), int(m.group(3)))
    return rec


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--bin-dir", default=os.path.join(ROOT, "target", "release"))
    ap.add_argument("--vectors")
    ap.add_argument("--harness", default=os.environ.get("STRATA_HCLSPECSUITE",
                                                        os.path.join(ROOT, ".tools", "hclspecsuite")))
    ap.add_argument("--write", action="store_true")
    ap.add_argument("--check", action="store_true")
    ap.add_argument("--allow-missing", action="store_true")
    o = ap.parse_args()
    vec = vectors_dir(o.vectors)
    if not os.path.isdir(vec):
        print("conformance: vectors folder %s not found (set STRATA_VECTORS); nothing to run" % vec)
        # a check that ran nothing is a failed check
        return 1 if o.check and not o.allow_missing else 0
    known = load_known()
    results = []
    with tempfile.TemporaryDirectory() as tmp:
        tools = link_tools(os.path.abspath(o.bin_dir), tmp)
        for name, cmd, cwd in suites(vec, tools, o.harness):
            if cmd is None:
                why = ("nickel 1.18 not found (~/.cargo/bin/nickel or $NICKEL_REF; `cargo install nickel-lang-cli --version 1.18.0`)"
                       if name.startswith("nickel ") else "hclspecsuite harness not built (scripts/build-hclspecsuite.sh)")
                results.append((name, None, [], why))
                print("%-45s not run" % name)
                continue
            code, out = run(cmd, cwd)
            if "specsuite" in name:
                counts = specsuite_summary(code, out)
                fails = sorted(set(re.findall(r"^(\S+\.t)", out, re.M)))
            elif name == "nickel --error-format":
                counts, fails = errors_summary(out)
            elif name == "nickel pprint-ast":
                counts, fails = pprint_summary(out)
            else:
                counts = summary(out)
                fails = fail_names(out)
            if counts is None and name in ("puppet realworld", "puppet templates") and code == 2:
                results.append((name, None, [], "the Debian puppet-module-* packages are not installed"))
                print("%-45s not run" % name)
                continue
            if counts is None:
                print(out[-2000:])
                results.append((name, None, [], "its runner printed no summary (exit status %s)" % code))
                print("%-45s not run" % name)
                continue
            results.append((name, counts, fails, ""))
            print("%-45s %d/%d" % (name, counts[0], counts[1]))
    if o.write:
        write_md(results, known)
    if o.check:
        return 1 if check(results, known, recorded(), o.allow_missing) else 0
    return 0


def check(results, known, rec, allow_missing=False):
    """The problems --check reports, each printed: suites that did not run (printed but not
    counted with allow_missing), regressions against CONFORMANCE.md and failures that differ
    from conformance/known-failures.tsv."""
    problems = []
    for name, counts, fails, why in results:
        if counts is None:
            if allow_missing:
                print("NOT RUN (allowed outside CI): %s: %s" % (name, why))
            else:
                problems.append("NOT RUN: %s: %s" % (name, why))
            continue
        if name in rec and counts[0] < rec[name][0]:
            problems.append("REGRESSION: %s passes %d, CONFORMANCE.md records %d" % (name, counts[0], rec[name][0]))
        listed = {case for (suite, case) in known if suite == name and case != "*"}
        if (name, "*") in known:
            continue
        for case in sorted(set(fails) - listed):
            problems.append("UNEXPLAINED: %s / %s fails and is not in conformance/known-failures.tsv" % (name, case))
        for case in sorted(listed - set(fails)):
            problems.append("FIXED: %s / %s is listed in conformance/known-failures.tsv but passes" % (name, case))
    for p in problems:
        print(p)
    return problems


def write_md(results, known):
    lines = ["# Conformance", "",
             "Vector suites from `../shared/vectors/`, run against strata's binaries. Regenerate with",
             "`cargo build --release && python3 scripts/conformance.py --write` (the test suite fails",
             "if a suite drops below the figure recorded here).", "",
             "| suite | passed/total |", "|---|---|"]
    for name, counts, _, why in results:
        if counts is None:
            lines.append("| %s | not run: %s |" % (name, why))
        else:
            lines.append("| %s | %d/%d |" % (name, counts[0], counts[1]))
    lines += ["", "## Failing and skipped vectors, with reasons", ""]
    any_fail = False
    for name, counts, fails, _ in results:
        for case in fails:
            any_fail = True
            reason = known.get((name, case)) or known.get((name, "*")) or "unexplained: not yet investigated"
            lines.append("- %s / `%s`: %s" % (name, case, reason))
    if not any_fail:
        lines.append("None.")
    # the hand-written notes: checks beyond the vectors and deliberate differences, per system
    notes = os.path.join(ROOT, "conformance", "notes.md")
    if os.path.exists(notes):
        lines += ["", open(notes).read().rstrip("\n")]
    open(os.path.join(ROOT, "CONFORMANCE.md"), "w").write("\n".join(lines) + "\n")


if __name__ == "__main__":
    sys.exit(main())
