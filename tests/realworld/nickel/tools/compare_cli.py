#!/usr/bin/env python3
"""Compare strata's `nickel` with nickel 1.18 (both run live) on the commands beside evaluation.

usage: compare_cli.py errors  --bin STRATA [--ref NICKEL] --cases DIR [-v]
       compare_cli.py convert --bin STRATA [--ref NICKEL] --cases DIR [-v]
       compare_cli.py doc     --bin STRATA [--ref NICKEL] --cases DIR [-v]
       compare_cli.py pprint  --bin STRATA [--ref NICKEL] --cases DIR [-v] [--transform]
       compare_cli.py repl-query --bin STRATA [--ref NICKEL] --cases DIR [-v]
       compare_cli.py query   --bin STRATA [--ref NICKEL] --cases DIR [-v]
       compare_cli.py test    --bin STRATA [--ref NICKEL] --cases DIR [-v]

errors:  every case of DIR with a `.expected.exit` (a failing program, conformance-vector layout:
         `<name>.ncl` run with `<name>.args` or `export --format json`) run with
         `--error-format text|json|yaml|toml`: the whole standard error must be identical (nickel's
         absolute folder prefix is removed from its text layout, and the address in a printed
         unevaluated value, `%<closure@0x7ffc40d49a18>`, which differs from run to run, is
         masked on both sides; the layouts without text keep its length in their ranges).
convert: every .json/.yaml/.yml/.toml file under DIR: `nickel convert FILE`, exit status and
         standard output identical (on failure, the first stderr line).
doc:     every .ncl file under DIR that nickel documents (`doc --stdout`, exit 0): markdown
         identical, JSON equal as values (nickel writes its fields in hash-map order).
pprint:  every .ncl file under DIR that nickel parses (`pprint-ast FILE`, exit 0): standard output
         identical (with --transform, `pprint-ast --transform`); files nickel rejects must be
         rejected too (same exit status), and are counted apart.
repl-query: every .ncl file under DIR with a `| doc` whose top-level fields strata's `query`
         lists (its `Available fields`): a `nickel repl` session (piped, HOME unset) that imports the file and runs
         `:query` on each of its first 15 fields; standard output and error identical.
query:   the same files and fields: `nickel query FILE --field F` for each of its first 15
         fields, then `nickel query FILE` (no field); exit status, standard output and standard
         error identical.
test:    every .ncl file under DIR (`.expected.ncl` files aside): `nickel test FILE` (the
         documentation examples, after the record spine is evaluated); exit status, standard
         output and the first `error` line of standard error identical.
--ref defaults to ~/.cargo/bin/nickel. Prints the counts last.
"""
import argparse, glob, json, os, re, subprocess, sys
from concurrent.futures import ThreadPoolExecutor


def run(binary, args, cwd, timeout=60):
    try:
        p = subprocess.run([binary] + args, cwd=cwd, capture_output=True, timeout=timeout,
                           env=dict(os.environ, NO_COLOR="1"))
        return p.returncode, p.stdout, p.stderr
    except subprocess.TimeoutExpired:
        return "timeout", b"", b""


# the address nickel prints for a value it has not evaluated (a thunk): it changes from run to
# run, so both tools' reports are compared with it masked (its length stays, as the JSON, YAML
# and TOML layouts give the printed value's length in a label's range)
CLOSURE_ADDRESS = re.compile(r"%<closure@0x[0-9a-f]+>")


def mask_addresses(text):
    return CLOSURE_ADDRESS.sub(lambda m: "%<closure@0x" + "x" * (len(m.group(0)) - 13) + ">", text)


def errors(a):
    cases = sorted(glob.glob(os.path.join(a.cases, "**/*.expected.exit"), recursive=True))
    counts = {}
    for fmt in ("text", "json", "yaml", "toml"):
        same = 0
        for exitf in cases:
            base = exitf[: -len(".expected.exit")]
            d, name = os.path.split(base)
            args = open(base + ".args").read().split() if os.path.exists(base + ".args") else ["export", "--format", "json"]
            args = args + ["--error-format", fmt, name + ".ncl"]
            r = run(a.ref, args, d)
            s = run(a.bin, args, d)
            ref = (r[0], mask_addresses(r[2].decode("utf-8", "replace").replace(os.path.abspath(d) + "/", "")))
            got = (s[0], mask_addresses(s[2].decode("utf-8", "replace")))
            if ref == got:
                same += 1
            elif a.v:
                print(f"DIFF {fmt} {os.path.relpath(base, a.cases)}")
        counts[fmt] = same
    for fmt, same in counts.items():
        print(f"--error-format {fmt}: {same} identical of {len(cases)}")


def files_under(root, exts):
    out = []
    for d, _, fs in os.walk(root):
        out += [os.path.join(d, f) for f in fs if f.endswith(exts) and ".expected" not in f]
    return sorted(out)


def convert(a):
    files = files_under(a.cases, (".json", ".yaml", ".yml", ".toml"))

    def one(f):
        d, n = os.path.split(f)
        r, s = run(a.ref, ["convert", n], d), run(a.bin, ["convert", n], d)
        first = lambda e: e.decode("utf-8", "replace").split("\n")[0]
        ok = r[0] == s[0] and (r[1] == s[1] if r[0] == 0 else first(r[2]) == first(s[2]))
        return f, ok
    with ThreadPoolExecutor(a.j) as ex:
        results = list(ex.map(one, files))
    for f, ok in results:
        if not ok and a.v:
            print("DIFF", os.path.relpath(f, a.cases))
    print(f"convert: {sum(ok for _, ok in results)} identical of {len(files)}")


def doc(a):
    files = files_under(a.cases, (".ncl",))
    for fmt in ("markdown", "json"):
        def one(f):
            d, n = os.path.split(f)
            args = ["doc", "--stdout", "--format", fmt, n]
            r = run(a.ref, args, d, 30)
            if r[0] != 0:
                return f, None
            s = run(a.bin, args, d, 30)
            if fmt == "markdown":
                return f, r[:2] == s[:2]
            try:
                return f, s[0] == 0 and json.loads(r[1]) == json.loads(s[1])
            except ValueError:
                return f, False
        with ThreadPoolExecutor(a.j) as ex:
            results = [x for x in ex.map(one, files) if x[1] is not None]
        for f, ok in results:
            if not ok and a.v:
                print(f"DIFF {fmt}", os.path.relpath(f, a.cases))
        print(f"doc --format {fmt}: {sum(ok for _, ok in results)} identical of {len(results)} "
              f"(files nickel documents, of {len(files)})")


def pprint(a):
    files = [f for f in files_under(a.cases, (".ncl",)) if not f.endswith(".expected.ncl")]
    flags = ["--transform"] if a.transform else []

    def one(f):
        d, n = os.path.split(f)
        r = run(a.ref, ["pprint-ast"] + flags + [n], d, 30)
        s = run(a.bin, ["pprint-ast"] + flags + [n], d, 30)
        if r[0] != 0:
            return f, "rejected", r[0] == s[0]
        return f, "parsed", r[:2] == s[:2]
    with ThreadPoolExecutor(a.j) as ex:
        results = list(ex.map(one, files))
    for f, kind, ok in results:
        if not ok and a.v:
            print(f"DIFF {kind}", os.path.relpath(f, a.cases))
    for kind in ("parsed", "rejected"):
        rs = [ok for _, k, ok in results if k == kind]
        print(f"pprint-ast{' --transform' if a.transform else ''} ({kind} by nickel): "
              f"{sum(rs)} identical of {len(rs)}")


def doctests(a):
    files = [f for f in files_under(a.cases, (".ncl",)) if not f.endswith(".expected.ncl")]

    def first_error(err):
        return next((l for l in err.decode(errors="replace").splitlines() if l.startswith("error")), "")

    def one(f):
        d, n = os.path.split(f)
        r = run(a.ref, ["test", n], d, 60)
        s = run(a.bin, ["test", n], d, 60)
        return f, (r[0], r[1], first_error(r[2])) == (s[0], s[1], first_error(s[2]))
    with ThreadPoolExecutor(a.j) as ex:
        results = list(ex.map(one, files))
    for f, ok in results:
        if not ok and a.v:
            print("DIFF", os.path.relpath(f, a.cases))
    print(f"test: {sum(ok for _, ok in results)} identical of {len(results)}")


ANSI = re.compile(r"\x1b\[[0-9;]*m")


def documented_files(a):
    """The .ncl files under --cases with a `| doc`."""
    return [f for f in files_under(a.cases, (".ncl",)) if "| doc" in open(f, errors="replace").read()]


def top_fields(binary, d, n):
    """The top-level fields `nickel query FILE` lists (its `Available fields`)."""
    q = run(binary, ["query", n], d)
    lines = ANSI.sub("", q[1].decode("utf-8", "replace")).splitlines()
    return [l[2:] for l in lines[lines.index("Available fields") + 1:] if l.startswith("\u2022 ")] \
        if "Available fields" in lines else []


def tally_documented(a, label, one, files):
    """Runs `one` (file -> (file, identical or None when it has no field to query)) on every
    documented file and prints the count."""
    with ThreadPoolExecutor(a.j) as ex:
        results = [x for x in ex.map(one, files) if x[1] is not None]
    for f, ok in results:
        if not ok and a.v:
            print("DIFF", os.path.relpath(f, a.cases))
    print(f"{label}: {sum(ok for _, ok in results)} identical of {len(results)} "
          f"(files with documented fields, of {len(files)})")


def query(a):
    files = documented_files(a)

    def one(f):
        d, n = os.path.split(f)
        fields = top_fields(a.bin, d, n)
        if not fields:
            return f, None
        for args in [["query", n, "--field", f'"{x}"'] for x in fields[:15]] + [["query", n]]:
            if run(a.ref, args, d) != run(a.bin, args, d):
                return f, False
        return f, True
    tally_documented(a, "query", one, files)


def repl_query(a):
    files = documented_files(a)

    def one(f):
        d, n = os.path.split(f)
        fields = top_fields(a.bin, d, n)
        if not fields:
            return f, None
        session = f'let r = import "{n}"\n' + "".join(f':q r."{x}"\n' for x in fields[:15])
        outs = []
        for b in (a.ref, a.bin):
            try:
                p = subprocess.run([b, "repl"], cwd=d, input=session.encode(), capture_output=True,
                                   timeout=60, env=dict(os.environ, HOME="/nonexistent"))
                outs.append((p.returncode, p.stdout, p.stderr))
            except subprocess.TimeoutExpired:
                outs.append(("timeout",))
        return f, outs[0] == outs[1]
    tally_documented(a, "repl :query", one, files)


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("what", choices=["errors", "convert", "doc", "pprint", "repl-query", "query", "test"])
    ap.add_argument("--bin", required=True)
    ap.add_argument("--ref", default=os.path.expanduser("~/.cargo/bin/nickel"))
    ap.add_argument("--cases", required=True)
    ap.add_argument("-j", type=int, default=2)
    ap.add_argument("-v", action="store_true")
    ap.add_argument("--transform", action="store_true")
    a = ap.parse_args()
    a.bin = os.path.abspath(a.bin)
    {"errors": errors, "convert": convert, "doc": doc, "pprint": pprint,
     "repl-query": repl_query, "query": query, "test": doctests}[a.what](a)


if __name__ == "__main__":
    main()
