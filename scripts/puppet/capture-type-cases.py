#!/usr/bin/env python3
"""Captures the expectations of tests/puppet-types/cases/* from the real Puppet 7.23.

Each case directory holds site.pp and optionally modules/ (its module path), node and facts.yaml,
exactly as the shared Puppet vectors; this writes expected.json (normalized catalog) or
expected.err + expected.exit, the way the shared vectors' tools/build.py does, by running the
shared vectors' batch compiler (tools/batch-compile.rb, the installed puppet library) one case at
a time. usage: capture-type-cases.py [--vectors DIR] [--dir CASES] [CASE...]   (DIR: the shared vectors' puppet
directory, by default ../shared/vectors/puppet from the repository root)."""
import argparse, json, os, shutil, subprocess, sys, tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
CASES = os.path.join(ROOT, "tests", "puppet-types", "cases")

ap = argparse.ArgumentParser()
ap.add_argument("--vectors", default=os.path.join(ROOT, "..", "shared", "vectors", "puppet"))
ap.add_argument("--dir", default=CASES, help="the cases directory (default tests/puppet-types/cases)")
ap.add_argument("cases", nargs="*")
a = ap.parse_args()
CASES = os.path.abspath(a.dir)
sys.path.insert(0, a.vectors)
import run as R  # noqa: E402  (error_core, normalize_text)

names = a.cases or sorted(d for d in os.listdir(CASES) if os.path.exists(os.path.join(CASES, d, "site.pp")))
for name in names:
    d = os.path.join(CASES, name)
    out = tempfile.mkdtemp(prefix="capture-")
    node = open(os.path.join(d, "node")).read().strip() if os.path.exists(os.path.join(d, "node")) else "testnode"
    argv = ["ruby", os.path.join(a.vectors, "tools", "batch-compile.rb"), out, "--node", node]
    if os.path.isdir(os.path.join(d, "modules")):
        argv += ["--modulepath", os.path.join(d, "modules")]
    if os.path.exists(os.path.join(d, "facts.yaml")):
        argv += ["--facts", os.path.join(d, "facts.yaml")]
    argv.append(os.path.join(d, "site.pp"))
    subprocess.run(argv, check=True, capture_output=True)
    base = os.path.join(out, name)
    rc = int(open(base + ".rc").read())
    log = open(base + ".log").read().splitlines()
    for stale in ("expected.json", "expected.err", "expected.exit"):
        if os.path.exists(os.path.join(d, stale)):
            os.remove(os.path.join(d, stale))
    if rc == 0:
        notices = ["Notice: " + l[len("notice: "):] for l in log if l.startswith("notice: ")]
        text = "\n".join(notices + [open(base + ".raw.json").read().strip()])
        with open(os.path.join(d, "expected.json"), "w") as f:
            f.write(json.dumps(R.normalize_text(text, d), indent=2, sort_keys=True) + "\n")
        print(name, "catalog")
    else:
        errl = [l.split(": ", 2)[2] for l in log if l.startswith("err: ")]
        err = errl[0] if errl else [l[len("error: "):] for l in log if l.startswith("error: ")][-1]
        with open(os.path.join(d, "expected.err"), "w") as f:
            f.write(R.error_core(err) + "\n" + err.replace(d + "/", "") + "\n")
        with open(os.path.join(d, "expected.exit"), "w") as f:
            f.write("1\n")
        print(name, "error:", err.replace(d + "/", ""))
    shutil.rmtree(out)
