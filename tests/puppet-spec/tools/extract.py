#!/usr/bin/env python3
"""Extract the Puppet-language manifests from puppetlabs/puppet's spec files.

usage: extract.py --git-dir PUPPET_GIT [--tag 7.23.0] [--mode shared|all] [--out FILE.json] [SPEC_FILE...]

Reads each spec file at the tag (`git show TAG:PATH`), parses it with Ruby's own parser (Ripper,
part of Ruby's standard library; run through `ruby`, which Puppet's package installs) into an
S-expression, and walks that tree in Python.  The walk keeps the `describe`/`context`/`it` labels,
expands `[...].each do |x|` loops over literal arrays and hashes (binding the block parameters, so
interpolated example tables produce one manifest per row) and collects the manifest argument of the
calls that compile Puppet code:

  compile_to_catalog, compile_to_catalog_unfiltered, compile_to_relationship_graph,
  eval_and_collect_notices, collect_notices           first argument
  produces(manifest => expectation, ...), fails(...)  every key of the hash argument
  expect_the_message_to_be(msgs, code)                second argument (collection_spec)
  expect_the_message_to_be(msg) do <<-M ... M end     the block's string (scope_spec); the call is
                                                      recorded as expect_the_message_to_be_block

A manifest is a Ruby string expression: a literal ('', "", %q{}, %Q{}, heredocs with Ruby's escape
rules), adjacent literals, `+` of strings, interpolation of loop variables (`--mode all`).  `--mode shared` takes
only literals and walks a loop's body once without binding its variables (that reproduces the
shared vectors' extraction and numbering exactly).  `--mode all` also resolves local
variables assigned a string earlier in the same block (`manifest = <<-MANIFEST ... compile_to_
catalog(manifest)`) and `let(:name) { "..." }` values.  A manifest that needs anything else (an
interpolated value computed by Ruby) is reported as unresolved and not emitted.

The node is the literal of `Puppet::Node.new("name")` when the call gives one, else `testnode`.
Output: a JSON list of {spec_file, it, call, node, manifest, spec_expect, line, fixtures}, in
source order; `fixtures` names Ruby fixture set-up found in the enclosing `it` block (functions or
types defined in Ruby, environments on disk), which makes the manifest depend on more than itself.
"""
import argparse
import json
import subprocess
import sys

# Ruby: Ripper's S-expression builder, with each string piece tagged by the opener of the string
# it belongs to (quote, %q, heredoc), so that Python can apply the right escape rules.
RIPPER = r"""
require 'ripper'
require 'json'
class Tagged < Ripper::SexpBuilderPP
  def initialize(*a); super; @open = []; end
  %w[tstring_beg heredoc_beg qwords_beg words_beg qsymbols_beg symbols_beg regexp_beg backtick].each do |ev|
    define_method("on_#{ev}") { |tok| @open.push(tok); super(tok) }
  end
  def on_symbeg(tok); @open.push(tok) if tok.size > 1; super; end
  %w[tstring_end heredoc_end regexp_end label_end].each do |ev|
    define_method("on_#{ev}") { |tok| @open.pop; super(tok) }
  end
  def on_tstring_content(tok); [:@tstring_content, tok, [lineno, column], @open.last.to_s]; end
end
src = STDIN.read
tree = Tagged.new(src).parse
abort 'parse error' if tree.nil?
puts JSON.generate(tree)
"""

MANIFEST_CALLS = {
    "compile_to_catalog", "compile_to_catalog_unfiltered", "compile_to_relationship_graph",
    "eval_and_collect_notices", "collect_notices",
}
TABLE_CALLS = {"produces", "fails"}
MESSAGE_CALLS = {"expect_the_message_to_be", "expect_the_message_not_to_be"}
LABEL_CALLS = {"describe", "context", "it", "specify", "shared_examples", "shared_examples_for"}
# Ruby fixture set-up that makes a manifest depend on more than its own text
FIXTURE_WORDS = ("create_function", "newfunction", "Puppet::Type.newtype", "dir_containing",
                 "tmpdir", "Puppet[:code]", "modulepath", "environmentpath", "create_loaders",
                 "with_environment", "Puppet::Pops::Loaders", "loaders", "PuppetSpec::Files",
                 "file_containing", "Puppet::DataBinding", "hiera")


class Unresolved(Exception):
    pass


UNRESOLVED = object()  # a loop variable bound to a value the walk cannot compute


class NodeRef:
    """A local variable or `let` holding `Puppet::Node.new("name")`."""

    def __init__(self, name, plain):
        self.name, self.plain = name, plain


def ruby_unescape(raw, opener):
    """The value of a piece of Ruby string source, by the rules of its opener."""
    single = opener.startswith("'") or opener.startswith("%q") or opener.startswith("%w") \
        or opener.startswith("%i") or (opener.startswith("<<") and "'" in opener)
    if single:
        if opener.startswith("<<"):
            return raw  # <<-'X': no escapes at all
        close = {"(": ")", "[": "]", "{": "}", "<": ">"}
        delims = {"\\", "'"} if opener.startswith("'") else {"\\", opener[-1], close.get(opener[-1], opener[-1])}
        out, i = [], 0
        while i < len(raw):
            if raw[i] == "\\" and i + 1 < len(raw) and raw[i + 1] in delims:
                out.append(raw[i + 1])
                i += 2
            else:
                out.append(raw[i])
                i += 1
        return "".join(out)
    simple = {"n": "\n", "t": "\t", "s": " ", "r": "\r", "0": "\0", "e": "\x1b", "a": "\a",
              "b": "\b", "f": "\f", "v": "\v"}
    out, i = [], 0
    while i < len(raw):
        c = raw[i]
        if c != "\\" or i + 1 >= len(raw):
            out.append(c)
            i += 1
            continue
        n = raw[i + 1]
        if n == "\n":
            i += 2
        elif n == "u":
            if raw[i + 2:i + 3] == "{":
                end = raw.index("}", i)
                out.extend(chr(int(h, 16)) for h in raw[i + 3:end].split())
                i = end + 1
            else:
                out.append(chr(int(raw[i + 2:i + 6], 16)))
                i += 6
        elif n == "x":
            j = i + 2
            while j < len(raw) and j < i + 4 and raw[j] in "0123456789abcdefABCDEF":
                j += 1
            out.append(chr(int(raw[i + 2:j], 16)))
            i = j
        elif n in "01234567" and raw[i + 2:i + 3] in tuple("01234567"):
            j = i + 1
            while j < len(raw) and j < i + 4 and raw[j] in "01234567":
                j += 1
            out.append(chr(int(raw[i + 1:j], 8)))
            i = j
        else:
            out.append(simple.get(n, n))
            i += 2
    return "".join(out)


def is_node(x):
    return isinstance(x, list) and x and isinstance(x[0], str)


def ident_name(x):
    if is_node(x) and x[0] in ("@ident", "@const", "@kw"):
        return x[1]
    return None


def call_parts(x):
    """(receiver, name, args) of a call expression, or None."""
    if not is_node(x):
        return None
    k = x[0]
    if k == "command":
        return None, ident_name(x[1]), args_of(x[2])
    if k == "fcall":
        return None, ident_name(x[1]), []
    if k == "vcall":
        return None, ident_name(x[1]), []
    if k == "call":
        return x[1], ident_name(x[3]) if len(x) > 3 else None, []
    if k == "command_call":
        return x[1], ident_name(x[3]), args_of(x[4]) if len(x) > 4 else []
    if k == "method_add_arg":
        inner = call_parts(x[1])
        if inner is None:
            return None
        return inner[0], inner[1], args_of(x[2])
    return None


def args_of(a):
    if not is_node(a):
        return a if isinstance(a, list) else []
    if a[0] == "arg_paren":
        return args_of(a[1]) if a[1] is not None else []
    if a[0] == "args_add_block":
        return list(a[1]) if isinstance(a[1], list) else []
    if a[0] == "args_add_star":
        return []
    return []


class Walker:
    def __init__(self, spec_file, src, mode):
        self.spec_file, self.mode = spec_file, mode
        self.lines = src.splitlines()
        self.out, self.unresolved = [], []

    # ---- values -------------------------------------------------------------------------------
    def value(self, x, env):
        if not is_node(x):
            raise Unresolved("expression")
        k = x[0]
        if k == "string_literal":
            return self.string_content(x[1], env)
        if k == "@tstring_content":
            return ruby_unescape(x[1], x[3] if len(x) > 3 else '"')
        if k == "string_concat":
            return self.value(x[1], env) + self.value(x[2], env)
        if k == "xstring_literal":
            raise Unresolved("backtick")
        if k in ("symbol_literal", "dyna_symbol"):
            s = x[1]
            if is_node(s) and s[0] == "symbol":
                return ident_name(s[1]) or ""
            if is_node(s) and s[0] in ("@ident", "@const", "@kw"):
                return s[1]
            return self.string_content(s, env) if is_node(s) else "".join(self.piece(p, env) for p in s)
        if k == "@int":
            return int(x[1].replace("_", ""), 0)
        if k == "@float":
            return float(x[1])
        if k == "@label":
            return x[1][:-1]
        if k == "var_ref":
            name = ident_name(x[1])
            if x[1][0] == "@kw":
                return {"nil": None, "true": True, "false": False}.get(name, Unresolved)
            if name in env:
                return env[name]
            raise Unresolved("variable %s" % name)
        if k == "vcall":
            name = ident_name(x[1])
            if name in env:
                return env[name]
            raise Unresolved("method %s" % name)
        if k == "array":
            items = x[1] or []
            if is_node(items) and items[0] in ("words_add", "qwords_add"):
                raise Unresolved("array")
            return [self.value(i, env) for i in items]
        if k in ("qwords_new", "words_new"):
            return []
        if k == "word":
            return "".join(self.piece(p, env) for p in x[1])
        if k in ("hash", "bare_assoc_hash"):
            assocs = x[1] if k == "bare_assoc_hash" else (x[1][1] if x[1] else [])
            return [(self.value(a[1], env), a[2]) for a in assocs]
        if k == "paren":
            stmts = x[1]
            return self.value(stmts[-1], env)
        if k == "unary" and x[1] in ("-@", "+@"):
            v = self.value(x[2], env)
            if isinstance(v, (int, float)) and not isinstance(v, bool):
                return -v if x[1] == "-@" else v
            raise Unresolved("unary")
        if k == "binary" and x[2] == "+":
            a, b = self.value(x[1], env), self.value(x[3], env)
            if isinstance(a, str) and isinstance(b, str):
                return a + b
        if k == "regexp_literal":
            return ("regexp", "".join(p[1] if is_node(p) and p[0] == "@tstring_content" else "?" for p in x[1]))
        raise Unresolved(k)

    def piece(self, p, env):
        if p[0] == "@tstring_content":
            return ruby_unescape(p[1], p[3] if len(p) > 3 else '"')
        if p[0] == "string_embexpr":
            stmts = p[1]
            if len(stmts) != 1:
                raise Unresolved("interpolation")
            v = self.value(stmts[0], env)
            if v is UNRESOLVED:
                raise Unresolved("interpolation of a value Ruby computes")
            if isinstance(v, bool):
                return "true" if v else "false"
            if v is None:
                return ""
            if isinstance(v, (str, int, float)):
                return str(v)
            raise Unresolved("interpolation of a collection")
        if p[0] == "string_dvar":
            raise Unresolved("#@var interpolation")
        raise Unresolved(p[0])

    def string_content(self, c, env):
        if is_node(c) and c[0] == "string_content":
            return "".join(self.piece(p, env) for p in c[1:])
        if isinstance(c, list):
            return "".join(self.piece(p, env) for p in c)
        raise Unresolved("string")

    def manifest(self, x, env):
        v = self.value(x, env)
        if not isinstance(v, str):
            raise Unresolved("not a string")
        return v

    def node_name(self, x, env):
        """Puppet::Node.new("literal") -> (name, True); anything else -> ("testnode", False): a node
        built elsewhere may carry ENC classes or parameters, which a manifest alone cannot give."""
        if is_node(x) and x[0] in ("var_ref", "vcall") and isinstance(env.get(ident_name(x[1])), NodeRef):
            ref = env[ident_name(x[1])]
            return ref.name, ref.plain
        p = call_parts(x)
        if p and p[1] == "new" and p[0] is not None and is_node(p[0]) and p[0][0] == "const_path_ref" \
                and ident_name(p[0][2]) == "Node" and len(p[2]) == 1:
            try:
                n = self.value(p[2][0], env)
                if isinstance(n, str):
                    return n, True
            except Unresolved:
                pass
        return "testnode", False

    # ---- walk ---------------------------------------------------------------------------------
    def emit(self, labels, call, manifest, node, expect, line, fixtures):
        self.out.append(dict(spec_file=self.spec_file, it=" / ".join(labels), call=call, node=node,
                             manifest=manifest, spec_expect=expect, line=line, fixtures=fixtures))

    def line_of(self, x):
        """First source line found under x."""
        if is_node(x):
            if x[0].startswith("@") and len(x) > 2 and isinstance(x[2], list) and len(x[2]) == 2:
                return x[2][0]
            for c in x[1:]:
                n = self.line_of(c)
                if n:
                    return n
        elif isinstance(x, list):
            for c in x:
                n = self.line_of(c)
                if n:
                    return n
        return None

    def expect_text(self, v, env):
        try:
            r = self.value(v, env)
            if isinstance(r, tuple) and r and r[0] == "regexp":
                return "/%s/" % r[1]
            return r
        except Unresolved:
            return None

    def target(self, name, args, block, labels, env, ctx):
        line = self.line_of(args) or ctx["line"]
        fixtures = ctx["fixtures"]
        try:
            if name in MANIFEST_CALLS:
                if not args:
                    return
                node, plain = self.node_name(args[1], env) if len(args) > 1 else ("testnode", True)
                if not plain:
                    fixtures = fixtures + ["ENC node"]
                self.emit(labels, name, self.manifest(args[0], env), node, None, line, fixtures)
            elif name in TABLE_CALLS:
                for a in args:
                    if is_node(a) and a[0] in ("bare_assoc_hash", "hash"):
                        for key, val in self.value(a, env):
                            if not isinstance(key, str):
                                raise Unresolved("table key")
                            self.emit(labels, name, key, "testnode", self.expect_text(val, env),
                                      self.line_of(val) or line, fixtures)
            elif name in MESSAGE_CALLS:
                expect = self.expect_text(args[0], env) if args else None
                if block is not None:
                    body = block_body(block)
                    if not body:
                        return
                    node, plain = self.node_name(args[1], env) if len(args) > 1 else ("testnode", True)
                    if not plain:
                        if self.mode == "shared":
                            return  # the shared extraction left these out
                        fixtures = fixtures + ["ENC node"]
                    self.emit(labels, name + "_block", self.manifest(body[-1], env), node, expect,
                              self.line_of(body[-1]) or line, fixtures)
                elif len(args) > 1:
                    node, plain = self.node_name(args[2], env) if len(args) > 2 else ("testnode", True)
                    if not plain:
                        fixtures = fixtures + ["ENC node"]
                    self.emit(labels, name, self.manifest(args[1], env), node, expect, line, fixtures)
        except Unresolved as e:
            self.unresolved.append(dict(spec_file=self.spec_file, it=" / ".join(labels), call=name,
                                        line=line, reason=str(e)))

    def walk(self, x, labels, env, ctx):
        if isinstance(x, list) and x and not isinstance(x[0], str):
            for c in x:
                self.walk(c, labels, env, ctx)
            return
        if not is_node(x):
            return
        k = x[0]
        if k == "method_add_block":
            self.block_call(x[1], x[2], labels, env, ctx)
            return
        if k in ("def", "defs"):
            return  # helper definitions are not examples
        if k == "assign" and self.mode == "all":
            var = x[1]
            if is_node(var) and var[0] == "var_field" and is_node(var[1]) and var[1][0] == "@ident":
                node = self.node_name(x[2], env)
                try:
                    env[var[1][1]] = NodeRef(*node) if node[1] else self.manifest(x[2], env)
                except Unresolved:
                    env.pop(var[1][1], None)
        p = call_parts(x)
        if p and p[1] in MANIFEST_CALLS | TABLE_CALLS | MESSAGE_CALLS and p[0] is None:
            self.target(p[1], p[2], None, labels, env, ctx)
        for c in x[1:]:
            self.walk(c, labels, env, ctx)

    def block_call(self, call, block, labels, env, ctx):
        p = call_parts(call)
        name = p[1] if p else None
        args = p[2] if p else []
        body = block_body(block)
        if name in LABEL_CALLS:
            if args:
                try:
                    label = self.value(args[0], env)
                    label = label if isinstance(label, str) else "<dyn>"
                except Unresolved:
                    label = "<dyn>"
            else:
                label = "<dyn>"
            sub = dict(ctx)
            if name in ("it", "specify"):
                first, last = block_lines(block)
                sub["fixtures"] = self.fixtures(first, last)
                sub["line"] = first
            self.walk(body, labels + [label], dict(env), sub)
            return
        if name == "let" and self.mode == "all" and args:
            try:
                key = self.value(args[0], env)
                node = self.node_name(body[-1], env) if body else ("", False)
                env[key] = NodeRef(*node) if node[1] else self.manifest(body[-1], env) if body else None
            except (Unresolved, IndexError):
                pass
            return
        if name in ("each", "each_pair") and p[0] is not None and self.mode == "all":
            try:
                coll = self.value(p[0], env)
            except Unresolved:
                coll = None
            params = block_params(block)
            if isinstance(coll, list) and params is not None:
                for item in coll:
                    sub = dict(env)
                    if isinstance(item, tuple):  # hash entry
                        try:
                            val = self.value(item[1], env)
                        except Unresolved:
                            val = UNRESOLVED
                        vals = [item[0], val]
                    elif isinstance(item, list) and len(params) > 1:
                        vals = item
                    else:
                        vals = [item]
                    if len(params) == 1:
                        sub[params[0]] = vals[0] if not isinstance(item, tuple) else list(vals)
                    else:
                        for i, n in enumerate(params):
                            sub[n] = vals[i] if i < len(vals) else None
                    self.walk(body, labels, sub, ctx)
                return
        if name in MANIFEST_CALLS | TABLE_CALLS | MESSAGE_CALLS and (p[0] is None):
            self.target(name, args, block, labels, env, ctx)
            if name in MESSAGE_CALLS:
                return
        else:
            self.walk(call, labels, env, ctx)
        self.walk(body, labels, dict(env), ctx)

    def fixtures(self, first, last):
        if not first:
            return []
        text = "\n".join(self.lines[first - 1:last])
        return sorted({w for w in FIXTURE_WORDS if w in text})


def block_body(block):
    if not is_node(block):
        return []
    if block[0] == "do_block":
        b = block[2]
        if is_node(b) and b[0] == "bodystmt":
            return b[1]
        return b or []
    if block[0] == "brace_block":
        return block[2] or []
    return []


def block_params(block):
    bv = block[1] if is_node(block) else None
    if bv is None:
        return []
    if is_node(bv) and bv[0] == "block_var":
        ps = bv[1]
        if is_node(ps) and ps[0] == "params":
            names = []
            for req in ps[1] or []:
                if is_node(req) and req[0] == "@ident":
                    names.append(req[1])
                elif is_node(req) and req[0] == "mlhs":
                    return None
            return names
    return None


def block_lines(block):
    lines = []

    def visit(x):
        if is_node(x):
            if x[0].startswith("@") and len(x) > 2 and isinstance(x[2], list) and len(x[2]) == 2 \
                    and isinstance(x[2][0], int):
                lines.append(x[2][0])
            for c in x[1:]:
                visit(c)
        elif isinstance(x, list):
            for c in x:
                visit(c)
    visit(block)
    return (min(lines), max(lines) + 1) if lines else (None, None)


def extract(git_dir, tag, path, mode):
    src = subprocess.run(["git", "--git-dir", git_dir, "show", "%s:%s" % (tag, path)],
                         check=True, capture_output=True, text=True).stdout
    tree = json.loads(subprocess.run(["ruby", "-e", RIPPER], input=src, check=True,
                                     capture_output=True, text=True).stdout)
    w = Walker(path, src, mode)
    w.walk(tree[1], [], {}, dict(fixtures=[], line=None))
    return w.out, w.unresolved


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--git-dir", required=True)
    ap.add_argument("--tag", default="7.23.0")
    ap.add_argument("--mode", choices=("shared", "all"), default="all")
    ap.add_argument("--out")
    ap.add_argument("files", nargs="+")
    a = ap.parse_args()
    res, unres = [], []
    for f in a.files:
        o, u = extract(a.git_dir, a.tag, f, a.mode)
        res += o
        unres += u
    text = json.dumps(dict(cases=res, unresolved=unres), indent=1)
    if a.out:
        open(a.out, "w").write(text + "\n")
    else:
        print(text)
    print("%d manifests, %d unresolved" % (len(res), len(unres)), file=sys.stderr)


if __name__ == "__main__":
    main()
