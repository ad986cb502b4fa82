"""The compile-and-normalize step the capture scripts of the committed Puppet corpora share
(tests/puppet-funcs/tools/capture.py, tests/puppet-stdlib/tools/capture.py,
tests/puppet-spec/tools/build.py, tests/puppet-new/tools/capture.py).

The reference Puppet (7.23) compiles the cases with the shared vectors' in-process batch
compiler `vectors/puppet/tools/batch-compile.rb` (used where it is, not copied), grouped by node
(and one call per case that has its own facts or modules); the results are normalized by the
shared `run.py` (`normalize_text` for catalogs, `error_core` for errors) as the runner reads
strata's output.
"""
import collections
import json
import os
import shutil
import subprocess
import sys
import tempfile


def compile_cases(puppet_vectors, cases_dir, cases, strict, chunk=200):
    """Compiles `cases` (name -> dict with optional `node` (default testnode), `facts` and
    `modules` (whether the case directory has facts.yaml / modules/)) under `cases_dir`.

    Returns name -> ("json", normalized catalog, warnings) or ("err", (error core, message),
    warnings), the warnings as Puppet printed them without their location."""
    sys.path.insert(0, puppet_vectors)
    import run as R  # the shared error_core, normalize_text and LOC

    batch = os.path.join(puppet_vectors, "tools", "batch-compile.rb")
    out = tempfile.mkdtemp(prefix="puppet-capture")
    groups = collections.defaultdict(list)
    for name, c in cases.items():
        special = name if (c.get("facts") or c.get("modules")) else None
        if special and not c.get("facts"):
            # cases whose modules/ is the same folder (a link to shared modules) share a batch
            special = "modules:" + os.path.realpath(os.path.join(cases_dir, name, "modules"))
        groups[(c.get("node", "testnode"), special)].append(name)
    for (node, special), names in sorted(groups.items(), key=lambda g: (g[0][0], g[0][1] or "")):
        for i in range(0, len(names), chunk):
            argv = ["ruby", batch, out, "--node", node]
            if special and special.startswith("modules:"):
                argv += ["--modulepath", special[len("modules:"):]]
            elif special:
                d = os.path.join(cases_dir, special)
                if cases[special].get("modules"):
                    argv += ["--modulepath", os.path.join(d, "modules")]
                if cases[special].get("facts"):
                    argv += ["--facts", os.path.join(d, "facts.yaml")]
            if strict:
                argv += ["--strict", "error", "--strict_variables"]
            argv += [os.path.join(cases_dir, n, "site.pp") for n in names[i:i + chunk]]
            subprocess.run(argv, check=True, capture_output=True)
    res = {}
    for name in cases:
        base = os.path.join(out, name)
        d = os.path.join(cases_dir, name)
        rc = int(open(base + ".rc").read())
        log = open(base + ".log").read().splitlines()
        warnings = [R.LOC.sub("", l[len("warning: "):]).replace("Puppet: ", "", 1)
                    for l in log if l.startswith("warning: ")]
        if rc == 0:
            notices = ["Notice: " + l[len("notice: "):] for l in log if l.startswith("notice: ")]
            text = "\n".join(notices + [open(base + ".raw.json").read().strip()])
            res[name] = ("json", R.normalize_text(text, d), warnings)
        else:
            # as the CLI: logged errors first (validation), then the exception's message
            errl = [l.split(": ", 2)[2] for l in log if l.startswith("err: ")]
            err = errl[0] if errl else [l[len("error: "):] for l in log if l.startswith("error: ")][-1]
            res[name] = ("err", (R.error_core(err), err.replace(d + "/", "")), warnings)
    shutil.rmtree(out)
    return res


def write(path, text):
    with open(path, "w") as f:
        f.write(text)


def dump(d, stem, r):
    """Writes a result of `compile_cases` as `<stem>.json`, or `<stem>.err` and `<stem>.exit`."""
    kind, val, _ = r
    if kind == "json":
        write(os.path.join(d, stem + ".json"), json.dumps(val, indent=2, sort_keys=True) + "\n")
    else:
        write(os.path.join(d, stem + ".err"), val[0] + "\n" + val[1] + "\n")
        write(os.path.join(d, stem + ".exit"), "1\n")


def capture_into(puppet_vectors, cases_dir, cases, source, keep, drop_unstable, post=None):
    """Compiles `cases` twice with default settings and once under strict (`compile_cases`) and
    writes each case's `expected.*` (`expected.strict.*` where the strict result differs) and
    `meta.json` (the `keep` keys of the old one, `source`, the node, Puppet's version and the
    warnings). A case whose two default runs differ is reported (deleted with `drop_unstable`)
    and keeps its old files. `post(case_dir)` runs after a case is written. Prints the counts."""
    default = compile_cases(puppet_vectors, cases_dir, cases, False)
    again = compile_cases(puppet_vectors, cases_dir, cases, False)
    strict = compile_cases(puppet_vectors, cases_dir, cases, True)
    stats = collections.Counter()
    for name in cases:
        d = os.path.join(cases_dir, name)
        if default[name][:2] != again[name][:2]:
            print("unstable:", name)
            stats["unstable"] += 1
            if drop_unstable:
                shutil.rmtree(d)
            continue
        meta_path = os.path.join(d, "meta.json")
        old = json.load(open(meta_path)) if os.path.exists(meta_path) else {}
        for f in os.listdir(d):
            if f.startswith("expected") or f == "meta.json":
                os.remove(os.path.join(d, f))
        dump(d, "expected", default[name])
        meta = {k: old[k] for k in keep if k in old}
        meta.update(source=source, node="testnode", puppet_version="7.23.0")
        if default[name][2]:
            meta["warnings"] = default[name][2]
        if strict[name][:2] != default[name][:2]:
            dump(d, "expected.strict", strict[name])
            stats["strict differs"] += 1
        write(meta_path, json.dumps(meta, indent=1, sort_keys=True) + "\n")
        if post:
            post(d)
        stats[default[name][0]] += 1
    for k in sorted(stats):
        print(k, stats[k])
    print("total", len(cases))
