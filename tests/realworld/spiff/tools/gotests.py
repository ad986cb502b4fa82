#!/usr/bin/env python3
"""Extract the inputs of spiff++'s Ginkgo assertions (flow/*_test.go) into case directories in the
shared layout, for differential testing only: the expectation of every case is captured from a real
spiff++ binary by capture.py, never taken from the Go test.

usage: python3 gotests.py SPIFF_SOURCE_DIR OUT_DIR

An assertion `Expect(X).To(FlowAs|CascadeAs|FlowToErr(..., STUBS...)[.WithFeatures(F)])` becomes a case
whose template is the last `X := parseYAML(`...`[, "NAME"])` before it and whose stubs are the STUBS,
each run under its parseYAML name (default "test"; a name already taken runs as stubN.yml).
Pre-flowed documents (`x, _ := Flow(parseYAML(...))`) and inputs that are not raw strings are skipped.
"""
import json, os, re, sys

ASSIGN = re.compile(r"(\w+)(\s*,\s*_)?\s*:?=\s*(Flow\(\s*)?parseYAML\(")
EXPECT = re.compile(r"Expect\((\w+)\)\.To\((FlowAs|CascadeAs|FlowToErr)\(")


def go_string_end(text, i):
    """index after the Go string literal starting at text[i]"""
    q = text[i]
    if q == "`":
        return text.index("`", i + 1) + 1
    j = i + 1
    while text[j] != q:
        j += 2 if text[j] == "\\" else 1
    return j + 1


def call_args(text, i):
    """split the argument list starting after '(' at i into top-level argument texts; return (args, end)"""
    depth, args, cur, j = 0, [], "", i
    while True:
        c = text[j]
        if c in "`\"'":
            e = go_string_end(text, j)
            cur += text[j:e]
            j = e
            continue
        if c in "([{":
            depth += 1
        elif c in ")]}":
            if depth == 0:
                args.append(cur.strip())
                return args, j + 1
            depth -= 1
        elif c == "," and depth == 0:
            args.append(cur.strip())
            cur = ""
            j += 1
            continue
        cur += c
        j += 1


def main():
    src, out = sys.argv[1], sys.argv[2]
    flow = os.path.join(src, "flow")
    n = 0
    for fn in sorted(os.listdir(flow)):
        if not fn.endswith("_test.go"):
            continue
        text = open(os.path.join(flow, fn)).read()
        assigns = []  # (pos, var, preflowed, yaml, name)
        for m in ASSIGN.finditer(text):
            args, _ = call_args(text, m.end())
            lit = args[0] if args else ""
            if not lit.startswith("`"):
                continue
            name = json.loads(args[1]) if len(args) > 1 and args[1].startswith('"') else None
            assigns.append((m.start(), m.group(1), bool(m.group(2) or m.group(3)), lit[1:-1], name))
        stem = fn[:-len("_test.go")]
        for m in EXPECT.finditer(text):
            margs, end = call_args(text, m.end())
            feats = re.findall(r"features\.(\w+)", text[end:end + 120].split("\n")[0])
            line = text.count("\n", 0, m.start()) + 1

            def lookup(var):
                found = [a for a in assigns if a[1] == var and a[0] < m.start()]
                return found[-1] if found else None
            stubs = margs[1:]
            docs = [lookup(m.group(1))] + [lookup(s) for s in stubs]
            if any(d is None or d[2] for d in docs):
                continue
            cid = "%s_L%d" % (stem, line)
            d = os.path.join(out, cid)
            os.makedirs(d, exist_ok=True)
            files, used = [], set()
            for k, (_, _, _, body, name) in enumerate(docs):
                fname = "template.yml" if k == 0 else "stub%d.yml" % k
                run_as = name or "test"
                if run_as in used:
                    run_as = fname
                used.add(run_as)
                open(os.path.join(d, fname), "w").write(body)
                files.append({"file": fname, "run_as": run_as})
            args = ["--features=%s" % f.lower() for f in feats]
            open(os.path.join(d, "args"), "w").write("".join(a + "\n" for a in args))
            json.dump({"id": cid, "source": "go-test inputs", "provenance": "flow/%s:%d" % (fn, line),
                       "matcher": m.group(2), "files": files}, open(os.path.join(d, "meta.json"), "w"), indent=1)
            n += 1
    print(n, "cases")


if __name__ == "__main__":
    main()
