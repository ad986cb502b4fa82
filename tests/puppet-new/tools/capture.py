#!/usr/bin/env python3
"""Capture the expectations of tests/puppet-new/cases/* from the reference Puppet (7.23), by the
method of the shared vectors (`vectors/puppet/tools/build.py`): the shared in-process batch
compiler `vectors/puppet/tools/batch-compile.rb` (used where it is, not copied), once with default
settings and once with `--strict error --strict_variables`; catalogs normalized and errors reduced
to their core by the shared `run.py`/`normalize.py`.

usage: python3 tests/puppet-new/tools/capture.py [--vectors DIR] [--filter SUBSTR]

  --vectors  the shared vectors folder (default: $STRATA_VECTORS, else ../shared/vectors beside
             the repository)

Writes into each case directory `expected.{json,err,exit}`, `expected.strict.*` where the strict
result differs, and `meta.json` (source, warnings Puppet printed). A case directory holds
`site.pp`, optionally `node` (certname, default testnode), `facts.yaml` and `modules/`.
"""
import argparse, collections, json, os, shutil, subprocess, sys, tempfile

HERE = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
ROOT = os.path.dirname(os.path.dirname(HERE))
CASES = os.path.join(HERE, "cases")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--vectors", default=os.environ.get("STRATA_VECTORS",
                                                        os.path.join(ROOT, "..", "shared", "vectors")))
    ap.add_argument("--filter", default="")
    a = ap.parse_args()
    puppet = os.path.join(os.path.abspath(a.vectors), "puppet")
    sys.path.insert(0, puppet)
    import run as R  # error_core, normalize_text, LOC
    batch = os.path.join(puppet, "tools", "batch-compile.rb")

    cases = {}
    for name in sorted(os.listdir(CASES)):
        d = os.path.join(CASES, name)
        if a.filter not in name or not os.path.exists(os.path.join(d, "site.pp")):
            continue
        node = open(os.path.join(d, "node")).read().strip() if os.path.exists(os.path.join(d, "node")) else "testnode"
        cases[name] = dict(node=node, facts=os.path.exists(os.path.join(d, "facts.yaml")),
                           modules=os.path.isdir(os.path.join(d, "modules")))

    def compile_all(strict):
        out = tempfile.mkdtemp(prefix="pnew-capture")
        groups = collections.defaultdict(list)
        for name, c in cases.items():
            groups[(c["node"], name if (c["facts"] or c["modules"]) else None)].append(name)
        for (node, special), names in groups.items():
            argv = ["ruby", batch, out, "--node", node]
            if special:
                d = os.path.join(CASES, special)
                if cases[special]["modules"]:
                    argv += ["--modulepath", os.path.join(d, "modules")]
                if cases[special]["facts"]:
                    argv += ["--facts", os.path.join(d, "facts.yaml")]
            if strict:
                argv += ["--strict", "error", "--strict_variables"]
            argv += [os.path.join(CASES, n, "site.pp") for n in names]
            subprocess.run(argv, check=True, capture_output=True)
        res = {}
        for name in cases:
            base = os.path.join(out, name)
            rc = int(open(base + ".rc").read())
            log = open(base + ".log").read().splitlines()
            d = os.path.join(CASES, name)
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
        kind, val, _ = r
        if kind == "json":
            write(os.path.join(d, stem + ".json"), json.dumps(val, indent=2, sort_keys=True) + "\n")
        else:
            write(os.path.join(d, stem + ".err"), val[0] + "\n" + val[1] + "\n")
            write(os.path.join(d, stem + ".exit"), "1\n")

    default = compile_all(False)
    strict = compile_all(True)
    stats = collections.Counter()
    for name in cases:
        d = os.path.join(CASES, name)
        for f in os.listdir(d):
            if f.startswith("expected") or f == "meta.json":
                os.remove(os.path.join(d, f))
        dump(d, "expected", default[name])
        meta = {"source": "new (tests/puppet-new: catalog_expressions.md section variations)"}
        if default[name][2]:
            meta["warnings"] = default[name][2]
        if strict[name][:2] != default[name][:2]:
            dump(d, "expected.strict", strict[name])
            stats["strict differs"] += 1
        write(os.path.join(d, "meta.json"), json.dumps(meta, indent=1, sort_keys=True) + "\n")
        stats[default[name][0]] += 1
    for k in sorted(stats):
        print(k, stats[k])
    print("total", len(cases))


if __name__ == "__main__":
    main()
