#!/usr/bin/env python3
"""A differential probe of the core functions' dispatch and of arithmetic: each function the
documentation examples use, called on one value of each kind (undef, integers, a float,
strings, arrays, hashes, a boolean, a type, a regexp, default), compiled by Puppet 7.23 (the
shared tools/batch-compile.rb, in-process) and by strata, notices or the error's first line
compared. It finds where strata's functions take or refuse other arguments than Puppet's
dispatches do; it is a report, not a suite (no expectations are stored).

usage: probe.py --bin LINK/puppet [--shared SHARED_PUPPET_VECTORS] [--keep DIR]
"""
import argparse
import concurrent.futures
import os
import shutil
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
REPO = os.path.dirname(os.path.dirname(os.path.dirname(HERE)))

VALUES = {"undef": "undef", "int": "3", "neg": "-2", "float": "1.5", "str": '"aBc"', "empty": "''",
          "numstr": "'0777'", "arr": "[1,'a',[2]]", "earr": "[]", "hash": "{a=>1,'B'=>[2]}", "ehash": "{}",
          "bool": "true", "type": "Integer[1,3]", "re": "/a.c/", "def": "default"}
ONE = ["abs", "ceiling", "floor", "round", "capitalize", "camelcase", "upcase", "downcase", "chomp", "chop",
       "strip", "lstrip", "rstrip", "flatten", "keys", "values", "length", "size", "empty", "unique", "sort",
       "type", "reverse_each", "max", "min", "join", "unwrap"]
LAMBDA = {"each": "|$x| { notice($x) }", "map": "|$x| { $x }", "filter": "|$x| { $x }",
          "any": "|$x| { $x == 1 }", "all": "|$x| { $x }", "reduce": '|$m,$x| { "$m$x" }',
          "index": "|$x| { $x == 1 }"}
MORE = {"slice2": "String(slice(%s, 2))", "step2": "String(step(%s, 2))", "dig": "String(dig(%s, 0))",
        "get": 'String(get(%s, "0"))', "index2": "String(index(%s, 'a'))",
        "then": "String(then(%s) |$x| { [$x] })", "lest": "String(lest(%s) || { 'L' })",
        "max2": "String(max(%s, 2))", "min2": "String(min('b', %s))", "compare": "String(compare(%s, 2))",
        "split": "String(split(%s, 'B'))", "join2": "String(join(%s, '-'))", "mod": "String(%s %% 2)",
        "in": "String('a' in %s)", "plus": "String(%s + [1])", "minus": "String(%s - 1)",
        "access": "String(%s[0])", "access2": "String(%s[0,2])"}


def manifests():
    out = {}
    for k, v in VALUES.items():
        for f in ONE:
            out["%s__%s" % (f, k)] = "notice(%s(%s))" % (f, v) if f == "type" else "notice(String(%s(%s)))" % (f, v)
        for f, l in LAMBDA.items():
            out["%s__%s" % (f, k)] = "notice(String(%s(%s) %s))" % (f, v, l)
        for name, form in MORE.items():
            out["%s__%s" % (name, k)] = "notice(%s)" % (form % v)
    return out


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--bin", required=True)
    ap.add_argument("--shared", default=os.path.join(REPO, "..", "shared", "vectors", "puppet"))
    ap.add_argument("--keep", help="write the manifests and Puppet's outputs here")
    a = ap.parse_args()
    shared = os.path.abspath(a.shared)
    sys.path.insert(0, shared)
    import run as R  # the shared error_core
    root = a.keep or tempfile.mkdtemp(prefix="pdocs-probe")
    cases, out = os.path.join(root, "cases"), os.path.join(root, "out")
    for name, text in manifests().items():
        os.makedirs(os.path.join(cases, name), exist_ok=True)
        with open(os.path.join(cases, name, "site.pp"), "w") as f:
            f.write(text + "\n")
    names = sorted(os.listdir(cases))
    subprocess.run(["ruby", os.path.join(shared, "tools", "batch-compile.rb"), out, "--node", "testnode"]
                   + [os.path.join(cases, n, "site.pp") for n in names], check=True, capture_output=True)
    facts = os.path.join(root, "facts.yaml")
    with open(facts, "w") as f:
        f.write("kernel: Linux\nnetworking: {hostname: testnode, fqdn: testnode.example.com}\n"
                "os: {family: Debian, name: Debian}\n")

    def one(n):
        log = open(os.path.join(out, n + ".log")).read().splitlines()
        if int(open(os.path.join(out, n + ".rc")).read()) == 0:
            want = [l[len("notice: "):] for l in log if l.startswith("notice: ")]
        else:
            errl = [l.split(": ", 2)[2] for l in log if l.startswith("err: ")]
            err = errl[0] if errl else [l[len("error: "):] for l in log if l.startswith("error: ")][-1]
            want = "ERR " + R.error_core(err).split("\n")[0]
        r = subprocess.run([a.bin, "compile", "--manifest", "site.pp", "--node", "testnode", "--facts", facts],
                           cwd=os.path.join(cases, n), capture_output=True, text=True)
        if r.returncode == 0:
            got = [l[len("Notice: "):] for l in r.stdout.splitlines() if l.startswith("Notice: ")]
        else:
            e = [l for l in r.stderr.splitlines() if l.startswith("Error: ")]
            got = "ERR " + (R.error_core(e[0][len("Error: "):]).split("\n")[0] if e else r.stderr[:200])
        return n, want, got

    with concurrent.futures.ThreadPoolExecutor(2) as ex:
        res = list(ex.map(one, names))
    bad = [x for x in res if x[1] != x[2]]
    for n, want, got in bad:
        print("%s\n   puppet: %s\n   strata: %s" % (n, str(want)[:240], str(got)[:240]))
    print("%d probes, %d agree, %d differ" % (len(res), len(res) - len(bad), len(bad)))
    if not a.keep:
        shutil.rmtree(root)


if __name__ == "__main__":
    main()
