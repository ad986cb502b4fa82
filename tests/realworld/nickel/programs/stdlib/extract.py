#!/usr/bin/env python3
"""Extract the documentation examples of Nickel's standard library into programs.

usage: extract.py NICKEL STD_NCL
  NICKEL   the reference binary (nickel 1.18), used only for `nickel doc --format json`, which
           gives every field of the file with its documentation
  STD_NCL  stdlib/std.ncl of nickel-lang-core 0.19.0 (in the cargo registry after
           `cargo install nickel-lang-cli --version 1.18.0`)

Follows `nickel test` of nickel-lang-cli 1.18.0 (src/doctest.rs): every code block of a field's
documentation whose info string starts with `nickel` is a test, except `nickel ignore`; a
`nickel multiline` block holds one test per chunk between blank lines. A test's expectation is
read from its last comment block: `# => VALUE` (the value may go on over the following comment
lines), `# => error` or `# => error: TEXT`, or nothing.

Each test becomes `<field path>-<index>.ncl` here (the index as `nickel test` numbers the tests
of one field, from 0), written as `nickel test` evaluates it:
  * `# => VALUE`: `(TEST) | std.contract.Equal (VALUE)`, so the case fails when the result
    differs from the documented one, and prints the value otherwise;
  * `# => error...` and no expectation: the test as it is.
The cases run with `nickel eval` (deep evaluation, as `nickel test` does); the reference result
is whatever nickel 1.18 gives for the file (captured like every other case).
`nickel test` evaluates a test inside the record that holds its field, where the fields of that
record and of the records around it are in scope (`chunk` in an example of `std.array.chunk`):
a name of such a field that the test uses as a variable is bound first, with the field's type
when it has one, `let chunk : forall a. Number -> Array a -> Array (Array a) = std.array.chunk in`
(so that typed code in the test sees the type it sees in `nickel test`). Type annotations in a test are checked statically here
(`nickel test` inserts the tests after typechecking, so it only checks them as contracts).
"""
import json
import os
import re
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
FENCE = re.compile(r"^(\s*)(`{3,}|~{3,})(.*)$")
BLANK_SPLIT = re.compile(r"\n\s*\n")


def code_blocks(doc):
    """(info, literal) of every fenced code block of a CommonMark text."""
    lines = doc.split("\n")
    i = 0
    while i < len(lines):
        m = FENCE.match(lines[i])
        if m and len(m.group(1)) < 4:
            indent, fence, info = len(m.group(1)), m.group(2), m.group(3).strip()
            body = []
            i += 1
            while i < len(lines):
                c = FENCE.match(lines[i])
                if (c and c.group(2)[0] == fence[0] and len(c.group(2)) >= len(fence)
                        and not c.group(3).strip()):
                    break
                line = lines[i]
                strip = len(line) - len(line.lstrip(" "))
                body.append(line[min(strip, indent):])
                i += 1
            yield info, "".join(l + "\n" for l in body)
        i += 1


def tests_of(doc):
    out = []
    for info, literal in code_blocks(doc):
        if not info.startswith("nickel"):
            continue
        tag = info[len("nickel"):].strip()
        if tag == "ignore":
            continue
        if tag == "multiline":
            out += [c for c in BLANK_SPLIT.split(literal) if c.strip()]
        else:
            out.append(literal)
    return out


def expectation(test):
    lines = test.split("\n")
    while lines and not lines[-1].strip():
        lines.pop()
    acc = []
    for line in reversed(lines):
        s = line.lstrip()
        if not s.startswith("#"):
            break
        c = s[1:]
        if c.lstrip().startswith("=>"):
            arrowed = c.lstrip()[2:]
            if arrowed.lstrip().startswith("error:") or arrowed.strip() == "error":
                return ("error", None)
            acc.append(arrowed)
            return ("value", "\n".join(reversed(acc)))
        acc.append(c)
    return ("none", None)


def main(nickel, std_ncl):
    doc = json.loads(subprocess.run([nickel, "doc", "--format", "json", "--stdout", std_ncl],
                                    check=True, capture_output=True).stdout)
    for f in os.listdir(HERE):
        if f.endswith(".ncl"):
            os.remove(os.path.join(HERE, f))
    count = {"value": 0, "error": 0, "none": 0}

    def scope_bindings(test, scopes):
        """`let NAME = std.PATH in` for each variable of the test that names a field in scope."""
        bound = {}
        # the code without comments and string literals
        code = re.sub(r'#[^\n]*|m?(%*)"(?:[^"\\]|\\.)*"\1', "", test)
        for path, names in scopes:  # outermost first, so inner fields shadow outer ones
            for n in names:
                # a use as a variable: not after `.` (a field access), not a field definition
                if re.search(r"(?<![.\w'-])%s(?![\w'-])(?!\s*=[^=>])" % re.escape(n), code):
                    bound[n] = (names[n], "std." + ".".join(path + [n]))
        return "".join("let %s%s = %s in\n" % (n, " : " + t if t else "", v)
                       for n, (t, v) in sorted(bound.items()))

    def walk(fields, path, scopes):
        scopes = scopes + [(path, {n: fields[n].get("type") for n in fields})]
        for name in sorted(fields):
            entry = fields[name]
            for k, test in enumerate(tests_of(entry.get("documentation") or "")):
                kind, value = expectation(test)
                count[kind] += 1
                label = ".".join(path + [name])
                head = "# std.%s, doctest %d of nickel-lang-core 0.19.0's stdlib/std.ncl (%s)\n" % (
                    label, k, {"value": "checked against its `# =>` value",
                               "error": "expected to fail", "none": "no expected value"}[kind])
                body = scope_bindings(test, scopes) + test.rstrip("\n")
                if kind == "value":
                    prog = "(\n%s\n)\n| std.contract.Equal (\n%s\n)\n" % (body, value.strip("\n"))
                else:
                    prog = body + "\n"
                with open(os.path.join(HERE, "%s-%d.ncl" % (label, k)), "w") as out:
                    out.write(head + prog)
            if entry.get("fields"):
                walk(entry["fields"], path + [name], scopes)

    walk(doc, [], [])
    print("%d tests extracted (%d with a value, %d expected to fail, %d without expectation)" % (
        sum(count.values()), count["value"], count["error"], count["none"]))


if __name__ == "__main__":
    main(sys.argv[1], sys.argv[2])
