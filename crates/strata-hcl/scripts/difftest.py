#!/usr/bin/env python3
"""Differential test of the HCL engine against the reference hcldec (2.14.1).

Each case is one attribute `r = <expression>` (or a whole file) decoded with the spec
`attr { name = "r" type = any }` and fixed variables (-V). Both binaries run on the same input;
the exit status, the stdout JSON (numbers as exact decimals) and the multiset of diagnostics
(severity, start byte, end byte, summary) must agree.

    python3 difftest.py --ref ../tools/hcldec --bin target/debug/hcldec [--mutants N] [--seed S]

Forms come from FORMS below; --mutants adds that many random byte-level mutations of them.
Prints each disagreement and a final line "N agree, M differ".
"""
import argparse, json, os, random, subprocess, sys, tempfile
from decimal import Decimal
from collections import Counter

VARS = {
    "n": 3, "s": "str", "f": 1.5, "b": True, "z": None,
    "l": [{"v": 1, "w": [10, 20]}, {"v": 2, "w": [30]}],
    "m": {"a": 1, "b": 2}, "words": ["Foo", "Bar"], "e": [], "o": {},
    "nested": {"x": {"y": [1, {"z": "deep"}]}},
}

FORMS = r'''
1
-1
1.5e3
0.1 + 0.2
1 / 3
2 * (3 + 4) - 5 % 3
10 - 4 - 3
-n + 1
!b
!!b
"a" == "a"
1 == "1"
null == null
z == null
[1] == [1]
{a = 1} == {a = 1}
1 < 2 && 2 <= 2 || false
"1" + 1
"x" + 1
true + 1
null + 1
1 && true
b ? "y" : "n"
z ? 1 : 2
"maybe" ? 1 : 2
true ? 1 : "a"
false ? 1 : "a"
true ? [1] : [2, 3]
true ? null : 1
false ? {a = 1} : {b = 2}
true ? {a = 1} : {a = "x"}
n > 1 ? l : m
"${n}"
"a${n}b"
"${l}"
"x${l}"
"${z}"
"x${z}"
"${m.a}-${m["b"]}"
"\u00e9\t\"\\"
"\q"
"\u12"
"$${x} %%{y}"
"e\u0301"
"%{ for w in words }<${w}>%{ endfor }"
"%{ for i, w in words }${i}=${w},%{ endfor }"
"%{ if b }yes%{ else }no%{ endif }"
"%{ if n }yes%{ endif }"
"%{ if z }yes%{ endif }"
"%{ for x in z }${x}%{ endfor }"
"%{ for x in n }${x}%{ endfor }"
"a ${~ "b" ~} c"
"a %{~ if true ~} b %{~ endif ~} c"
"%{ if true }x"
"x%{ endfor }"
"%{ while true }x%{ endwhile }"
"%{ else }"
"${ 1 2 }"
"${"
"unterminated
[]
[1, 2,]
[1 2]
[
{}
{a = 1, b = 2}
{a = 1
b = 2}
{a = 1, a = 2}
{"a b" = 1, "c.d" = 2}
{(s) = 1}
{(z) = 1}
{([1]) = 1}
{null = 1, true = 2, false = 3}
{for = 1}
{"for" = 1}
{a: 1}
{a = }
{a = 1,, b = 2}
[for x in [1, 2, 3] : x * 2]
[for x in [1, 2, 3] : x if x > 1]
[for i, x in words : "${i}:${x}"]
{for k, v in m : v => k}
{for k, v in m : k => v if v > 1}
{for x in [1, 2, 1] : x => x...}
{for x in [1, 1] : x => x}
{for x in [1] : null => x}
{for x in [1] : [x] => x}
[for x in z : x]
[for x in n : x]
[for x in [1] : x if z]
[for x in [1] : x if "s"]
[for x in [1] x]
[for in [1] : x]
[for x, in [1] : x]
[for x in [1] : x, y]
[for x in [1] : k => x]
[for x in [1] : x...]
{for x in [1] : x}
{for x in m : x => x}
l[*].v
l.*.v
l[*].w[0]
l[*].w.0
l.0.w.1
l[0].w[1]
l[5]
l[-1]
l[0.5]
l["0"]
l[true]
l[z]
m["a"]
m.a
m.c
m["c"]
s[0]
z[0]
z.a
l.name
n.foo
z[*]
n[*]
z.*.a
l[*][*]
nested.x.y[1].z
nested.x["y"][1]["z"]
words[*]
e[*].x
o.*
m[*]
(1 + 2) * 3
(
(1
((((1))))
upper(s)
upper("a", "b")
upper()
upper([1])
upper(z)
nope(1)
uppr(s)
max(1, 5, 3)
max([1, 5, 3]...)
max(l...)
max(z...)
max(n...)
max()
min(e...)
concat([1], [2])
coalesce(z, "c")
coalesce(z, z)
length(l)
length(s)
length(n)
jsonencode(m)
jsondecode("{\"a\": 1}")
jsondecode("{bad")
abs(-3)
int(2.7)
reverse(s)
hasindex(l, 1)
hasindex(m, "a")
lower("ÀB")
upper("ß")
1 2
1 @ 2
`x`
1;
a b
&&
1 &
1 | 2
~1
1 ** 2
"a" < "b"
true < false
[1] + 1
-"a"
-z
!z
!1
nosuch
nosuch.attr
s.a.b
1.e5
2.E7
1..5
1e5e5
1.5e
1e-5
l.1e0
l.0.w.0
0.000000000000000000000000000000000000001
123456789012345678901234567890
1e400
-0
0.1 * 3
1 / 0
-1 / 0
10 % 3
-10 % 3
5.5 % 2
2 - 3 * 4 / 5
"10" < "9"
true ? "1" : 1
false ? [] : [1]
true ? {} : {a = 1}
true ? l : []
z == 1
z != z
[for x in m : x]
{for k, v in l : k => v}
[for x in toset([3, 1, 2]) : x]
{for x in ["a", "b"] : x => upper(x)}
[for x in l : x.v if x.v > 1]
[for x in l : x.nope]
{for x in l : x.v => x}
toset([1, 2])[*]
toset(words)
tolist(toset(words))[0]
m[*].a
nested[*].x
length(toset([1, 1, 2]))
"${1 + 1}${"x"}"
"${true}"
"${1.50}"
"${[1]}"
"${{}}"
"${unknownfn()}"
"%{ for k, v in m }${k}=${v};%{ endfor }"
"%{ for x in toset(words) }${x}%{ endfor }"
"%{ if "true" }t%{ endif }"
"%{ if "x" }t%{ endif }"
[l...]
upper(words...)
concat(l, [1])
coalesce("", "b")
coalesce(1, "b")
jsonencode(1.5)
jsonencode("\u00e9<>&")
jsondecode("[1, 2.5, \"x\"]")
max()
min(1, "2")
int("3.7")
abs("x")
hasindex(words, 5)
reverse("abc")
reverse(["a"])
length(z)
length({a = 1})
l[0]["w"]
l["x"]
words[1.0]
words["1"]
m[0]
{a = 1}.b
{a = 1}["a"]
[1, 2][*]
[[1], [2]][*][0]
[{a = 1}][*].a
nested.x.y[*].z
'''.strip().split("\n")

FILES = [
    "r = 1\nr = 2\n",
    "r = 1,\n",
    "r 1\n",
    "b {\n  a = 1\n",
    "r = <<EOT\nhello\nEOT\n",
    "r = <<-EOT\n    a\n      b\n    EOT\n",
    "r = <<EOT\n  ${n}\n  EOT\n",
    "r = <<-EOT\n\tx\n\t  y\n\tEOT\n",
    "r = <<EOT\nnever ends\n",
    "r = <<EOT\nEOT\n",
    "r = <<-EOT\n  %{ for w in words ~}\n  ${w}\n  %{ endfor ~}\n  EOT\n",
    "r = <<EOT\nx EOT\nEOT\n",
    "r = [\n  1,\n  2,\n]\n",
    "r = {\n  a = 1\n\n  b = 2\n}\n",
    "# c\nr = 1 # t\n// d\n/* e */\n",
    "r = /* x */ 1\n",
    "r = 1 /* unterminated\n",
    "\"r\" = 1\n",
    "r = 1\n}\n",
    "b { c { a = 1 } }\n",
    "r = \"\xff\"\n",
    "r = 1\r\nx = 2\r\n",
    "r = {\n  a = 1, b = 2\n  c = 3\n}\n",
    "r = [for x in [1]: x\n]\n",
    "r = (\n  1 +\n  2\n)\n",
    "r = 1 +\n2\n",
    "r = true ?\n1 : 2\n",
    "r = [\nfor x in [1] : x]\n",
    "r = {\nfor x in [1] : x => x}\n",
    "r = {\n  for = 1\n}\n",
]


JSON_FORMS = r"""
{"r": 1}
{"r": "x"}
{"r": "${n + 1}"}
{"r": "a ${s} b"}
{"r": "%{ for w in words }${w}%{ endfor }"}
{"r": "${nosuch}"}
{"r": "${"}
{"r": [1, 2.5, "x", true, null, {"a": [1]}]}
{"r": {"a": 1, "${s}": 2}}
{"r": {"a": 1, "a": 2}}
{"r": 1, "r": 2}
{"r": 1e400}
{"r": -0.0}
{"r": 12345678901234567890123456789}
{"r": "\u00e9\n\t\"\\"}
{"r": "\q"}
{"r": }
{"r": 1,}
{"r": [1,]}
{"r" 1}
{r: 1}
{"r": tru}
{"r": 01}
{"r": 1.}
{"r": .5}
{"r": -}
{"r": "x"
[1, 2]
[{"r": 1}]
[{"r": 1}, {"r": 2}]
"x"
1
null

{}
{"//": "comment", "r": 3}
{"other": 1}
{"r": {"//": "not a comment here"}}
{"r": "${upper(s)}"}
{"r": "${m.a}"}
{"r": "${l[5]}"}
{"r": "%{ if b }y%{ else }n%{ endif }"}
{"r": "${1 +}"}
{"r": "$${x}"}
""".strip().split("\n")


BLOCK_SPEC = """
object {
  attr "r" { type = any }
  block_list "b" {
    block_type = "b"
    object {
      attr "a" { type = any }
      block "c" { object { attr "x" { type = number } } }
    }
  }
  block_map "res" {
    labels = ["kind", "name"]
    attr "v" { type = string }
  }
}
"""

BLOCK_FILES = [
    "r = 1\nb {\n  a = 1\n}\nb {\n  a = 2\n  c {\n    x = 3\n  }\n}\n",
    "b { a = 1 }\nb {\n}\n",
    "res \"k\" \"n\" {\n  v = \"x\"\n}\nres k2 n2 { v = 1 }\n",
    "res \"k\" {\n  v = \"x\"\n}\n",
    "res \"k\" \"n\" \"extra\" {\n}\n",
    "b {\n  a = 1\n  a = 2\n}\n",
    "b {\n  c {}\n  c {}\n}\n",
    "b {\n  c { x = \"no\" }\n}\n",
    "b = 1\n",
    "r {\n}\n",
    "other {\n}\nunknown = 1\n",
    "b \"label\" {\n}\n",
    "b {\n  nested {\n  }\n}\n",
    "b {\n  a = 1\n",
    "b { a = 1, c = 2 }\n",
    "b {\n  a = [for x in [1, 2] : x]\n}\n# done\n",
    "res \"k\" \"n\" {\n  v = \"x\"\n}\nres \"k\" \"n\" {\n  v = \"y\"\n}\n",
]


JSON_BLOCK_FILES = [
    '{"r": 1, "b": [{"a": 1}, {"a": 2, "c": {"x": 3}}]}',
    '{"b": {"a": 1}}',
    '{"b": null}',
    '{"b": [{"a": 1}, null]}',
    '{"b": 1}',
    '{"b": [1]}',
    '{"res": {"k": {"n": {"v": "x"}}, "k2": [{"n2": {"v": 1}}]}}',
    '{"res": {"k": {"v": "x"}}}',
    '{"res": {"k": {}}}',
    '{"res": {}}',
    '{"res": []}',
    '{"res": {"k": {"n": {"v": "x"}, "n": {"v": "y"}}}}',
    '{"b": {"c": [{"x": 1}, {"x": 2}]}}',
    '{"b": {"c": {"x": "no"}}}',
    '{"other": 1, "//": "c"}',
    '[{"r": 1}, {"b": {"a": 1}}]',
    '[{"r": 1}, {"r": 2}]',
    '{"b": {"a": "${r}"}}',
]


def run(binpath, d, name="input.hcl"):
    p = subprocess.run([binpath, "--spec=spec.hcldec", "--diags=json", "-V", json.dumps(VARS), name],
                       cwd=d, stdout=subprocess.PIPE, stderr=subprocess.PIPE, timeout=60)
    out = None
    if p.stdout.strip():
        try:
            out = json.loads(p.stdout, parse_float=Decimal, parse_int=Decimal)
        except Exception:
            out = ("raw", p.stdout)
    diags = Counter()
    try:
        doc = json.loads(p.stderr)
        for dg in doc.get("diagnostics") or []:
            s = dg.get("subject") or {}
            diags[(dg.get("severity"), (s.get("start") or {}).get("byte"), (s.get("end") or {}).get("byte"),
                   dg.get("summary"))] += 1
    except Exception:
        if p.stderr.strip():
            diags[("stderr", p.stderr.decode("utf-8", "replace").strip()[:80])] += 1
    return p.returncode, out, diags


def mutate(rng, text):
    alphabet = list('{}[]()"$%~<>-=!&|*.,:?#/\\\n abc01eEOTnlmsz') + ["${", "%{", "}", "...", "=>"]
    b = list(text)
    for _ in range(rng.randint(1, 3)):
        op = rng.randint(0, 2)
        pos = rng.randint(0, max(0, len(b) - 1)) if b else 0
        if op == 0 and b:
            del b[pos]
        elif op == 1:
            b.insert(pos, rng.choice(alphabet))
        elif b:
            b[pos] = rng.choice(alphabet)
    return "".join(b)


def main():
    ap = argparse.ArgumentParser()
    root = os.path.normpath(os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", ".."))
    ap.add_argument("--ref", default=os.path.join(root, "..", "tools", "hcldec"))
    ap.add_argument("--bin", required=True)
    ap.add_argument("--mutants", type=int, default=0)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--json", action="store_true", help="test the JSON syntax instead")
    ap.add_argument("--blocks", action="store_true",
                    help="decode block-structured files (BLOCK_FILES) with BLOCK_SPEC instead")
    a = ap.parse_args()
    cases = ["r = %s\n" % f for f in FORMS] + FILES
    name = "input.hcl"
    spec = 'attr {\n  name = "r"\n  type = any\n}\n'
    if a.json:
        cases = list(JSON_FORMS)
        name = "input.hcl.json"
    if a.blocks:
        cases = list(JSON_BLOCK_FILES if a.json else BLOCK_FILES)
        spec = BLOCK_SPEC
    rng = random.Random(a.seed)
    base = list(cases)
    for _ in range(a.mutants):
        cases.append(mutate(rng, rng.choice(base)))
    agree = differ = 0
    with tempfile.TemporaryDirectory() as d:
        with open(os.path.join(d, "spec.hcldec"), "w") as f:
            f.write(spec)
        for c in cases:
            with open(os.path.join(d, name), "wb") as f:
                f.write(c.encode("utf-8", "surrogateescape") if isinstance(c, str) else c)
            ref = run(os.path.abspath(a.ref), d, name)
            got = run(os.path.abspath(a.bin), d, name)
            if ref == got:
                agree += 1
            else:
                differ += 1
                print("DIFF %r\n  ref: %s\n  got: %s" % (c, ref, got))
    print("%d agree, %d differ" % (agree, differ))


if __name__ == "__main__":
    main()
