#!/usr/bin/env python3
"""Build tests/puppet-docs/cases/ from the Puppet-language examples in the documentation of the
installed Puppet 7.23 (Debian's puppet-agent package) and capture the expectations with that
Puppet exactly as tests/puppet-spec/tools/build.py captures them.

usage: build.py [--lib PUPPET_LIB] [--shared SHARED_PUPPET_VECTORS] [--list]

1. tools/docs.rb dumps the documentation text Puppet holds: the comment blocks of the 4.x
   functions (puppet/functions/*.rb, the YARD text), the :doc strings of the 3.x functions
   (puppet/parser/functions/*.rb), the docs of the resource types and of each of their
   parameters and properties (puppet/type/*.rb) and of the metaparameters (puppet/type.rb).
2. Code blocks are taken from that text as a reader of the rendered docs sees them: fenced
   blocks (```puppet or a bare ```; other languages are not Puppet), markdown indented blocks
   (four spaces, after the doc's own indentation is removed), and the indented body of a YARD
   `@example` tag. Each block is one example, numbered per source file in order.
3. Each example becomes a case as written (nothing wrapped, nothing added, undefined variables
   left undefined), unless it cannot be a manifest: a block in another language, or text that
   Puppet's own parser rejects (prose, signatures, shell, Ruby, templates), listed in skipped.tsv
   with the parser's message. An example whose text is already a case is listed as a duplicate.
   The manifests that the package installs (its doc/puppet-agent/examples) are cases too where they
   need nothing beyond the shared layout (modules/).
4. Expectations: tests/puppet-spec/tools/build.py's capture() (the shared tools/batch-compile.rb,
   in-process Puppet 7.23, default and `--strict error --strict_variables`, normalized by the
   shared run.py/normalize.py); the default run twice, a case whose runs differ is skipped.
"""
import argparse
import collections
import json
import os
import re
import shutil
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
REPO = os.path.dirname(os.path.dirname(ROOT))
sys.path.insert(0, os.path.join(REPO, "tests", "puppet-spec", "tools"))
import build as SPEC  # noqa: E402  (capture, dump, write)

PUPPET_LANGS = {"", "puppet"}
PREFIX = {"function4": "f4", "function3": "f3", "type": "type", "provider": "prov", "reference": "ref",
          "setting": "setting"}
# A placeholder a reader fills in (`<PUPPET CODE BLOCK>`, `<n>`, `{ ... }`) or a signature
# (`function Integer.new(...)`, `%[Flags][Width]Conversion`): a template, not a manifest.
PLACEHOLDER = re.compile(r"<[A-Za-z][A-Za-z ]*>|^\s*\.\.\.\s*$|\{ \.\.\. \}|^function \w+\.new\(|^%\[", re.M)
# Shell or Ruby in an unfenced block
SHELL = re.compile(r"^\s*(\$ |sudo |puppet |find |gem |ruby |cd |ls |echo |rm |mkdir |cat |curl |"
                   r"def |require ['\"]|class \w+ <|Puppet::)", re.M)
# What an unfenced block must hold to be read as Puppet code rather than prose or a command
PUPPETISH = re.compile(r"\$[a-z_:{]|=>|\]\.[a-z_]|\{|\w\(|^\s*(include|contain|require|notice) ", re.M)


def installed_lib():
    """The directory holding the installed puppet.rb (Ruby's own answer)."""
    return subprocess.run(["ruby", "-e", "puts File.dirname($LOAD_PATH.map { |d| File.join(d, 'puppet.rb') }"
                           ".find { |f| File.exist?(f) })"], check=True, capture_output=True, text=True).stdout.strip()


def installed_examples():
    """The examples directory the puppet-agent package installs (dpkg's file list), or None."""
    r = subprocess.run(["dpkg", "-L", "puppet-agent"], capture_output=True, text=True)
    dirs = [l for l in r.stdout.splitlines() if l.endswith("/doc/puppet-agent/examples")]
    return dirs[0] if dirs else None


def dedent_doc(text):
    """The doc's own indentation removed (as Puppet::Util::Docs.scrub does for heredoc docs)."""
    lines = text.expandtabs(8).split("\n")
    rest = [l for l in lines[1:] if l.strip()]
    ind = min((len(l) - len(l.lstrip()) for l in rest), default=0)
    first = lines[0]
    first = first[min(ind, len(first) - len(first.lstrip())):]
    return [first] + [l[ind:] for l in lines[1:]]


def indent(l):
    return len(l) - len(l.lstrip())


def dedent(block):
    ind = min((indent(l) for l in block if l.strip()), default=0)
    return "\n".join(l[ind:] for l in block).strip("\n") + "\n"


def blocks(doc):
    """[(kind, lang, text, line_in_doc, label)] for the code blocks of a doc text."""
    lines = dedent_doc(doc)
    out = []
    i, n = 0, len(lines)
    label = ""
    while i < n:
        l = lines[i]
        m = re.match(r"^(\s*)```\s*([\w+-]*)\s*$", l)
        if m:
            j = i + 1
            while j < n and not re.match(r"^\s*```\s*$", lines[j]):
                j += 1
            out.append(("fenced", m.group(2).lower(), dedent(lines[i + 1:j]), i + 1, label))
            i = j + 1
            continue
        ex = re.match(r"^\s*@example\b\s*(.*)$", l)
        if ex:
            label = ex.group(1).strip()
            base = indent(l)
            j = i + 1
            while j < n and not lines[j].strip():
                j += 1
            if j < n and indent(lines[j]) > base and not lines[j].lstrip().startswith("```"):
                k = j
                body = []
                while k < n and (not lines[k].strip() or indent(lines[k]) > base):
                    if lines[k].lstrip().startswith("```"):
                        break
                    body.append(lines[k])
                    k += 1
                while body and not body[-1].strip():
                    body.pop()
                if body:
                    out.append(("example", "", dedent(body), j + 1, label))
                    i = k
                    continue
            i += 1
            continue
        prev_blank = i == 0 or not lines[i - 1].strip()
        if l.strip() and indent(l) >= 4 and prev_blank:
            j = i
            body = []
            while j < n and (not lines[j].strip() or indent(lines[j]) >= 4):
                if lines[j].lstrip().startswith("```"):
                    break
                body.append(lines[j])
                j += 1
            while body and not body[-1].strip():
                body.pop()
            out.append(("indented", "", dedent(body), i + 1, label))
            i = j
            continue
        if l.strip() and not l.startswith(" "):
            label = label if l.lstrip().startswith("@") is False and False else label
        i += 1
    return out


def candidates(lib):
    docs = json.loads(subprocess.run(["ruby", os.path.join(HERE, "docs.rb"), lib], check=True,
                                     capture_output=True, text=True).stdout)
    per_file = collections.Counter()
    out = []
    for d in docs:
        for kind, lang, text, line, label in blocks(d["doc"]):
            per_file[d["file"]] += 1
            stem = os.path.basename(d["file"])[:-3] if d["file"] != "puppet/type.rb" else "metaparam"
            if d["kind"] in ("provider", "setting", "reference"):
                stem = d["name"].replace(".", "_")
            name = "%s_%s_%02d" % (PREFIX[d["kind"]], stem, per_file[d["file"]])
            meta = {"source_file": d["file"], "doc_of": d["name"], "doc_kind": d["kind"],
                    "example_index": per_file[d["file"]], "block": kind, "doc_line": line}
            if d.get("line"):
                meta["source_line"] = d["line"] + line - 1
            if label:
                meta["example_title"] = label
            if lang:
                meta["fence_language"] = lang
            out.append((name, text, meta))
    return out


def parse_errors(lib, texts):
    r = subprocess.run(["ruby", os.path.join(HERE, "parse.rb"), lib], input=json.dumps(texts),
                       check=True, capture_output=True, text=True)
    return json.loads(r.stdout)


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--lib", help="the directory holding puppet.rb (default: the installed one)")
    ap.add_argument("--shared", default=os.path.join(REPO, "..", "shared", "vectors", "puppet"))
    ap.add_argument("--list", action="store_true", help="print the examples and what becomes of them; build nothing")
    a = ap.parse_args()
    shared_dir = os.path.abspath(a.shared)
    a.lib = a.lib or installed_lib()

    cands = candidates(a.lib)
    errs = parse_errors(a.lib, [t for _, t, _ in cands])
    kept, skipped, seen = {}, [], {}
    for (name, text, meta), err in zip(cands, errs):
        # a ```puppet block Puppet's parser rejects stays a case (a reader running it gets that error)
        where = "%s:%s" % (meta["source_file"], meta.get("source_line", meta["doc_of"]))
        if meta.get("fence_language", "") not in PUPPET_LANGS:
            skipped.append((name, where, "a ```%s block, not Puppet code" % meta["fence_language"]))
        elif PLACEHOLDER.search(text):
            skipped.append((name, where, "a template with placeholders or a signature, not a manifest"))
        elif meta["block"] != "fenced" or meta.get("fence_language") != "puppet" and (
                SHELL.search(text) or not PUPPETISH.search(text)):
            if SHELL.search(text) or not PUPPETISH.search(text):
                skipped.append((name, where, "an unmarked block that is a shell command, Ruby or prose, not Puppet code"))
            elif err:
                skipped.append((name, where, "an unmarked block that Puppet's parser rejects (%s): not Puppet code"
                                % re.sub(r"\s+", " ", err)))
            elif text in seen:
                skipped.append((name, where, "the same text as case %s" % seen[text]))
            else:
                seen[text] = name
                kept[name] = (text, meta)
        elif err and meta.get("fence_language") != "puppet":
            skipped.append((name, where, "not a manifest: Puppet's parser rejects it (%s)"
                            % re.sub(r"\s+", " ", err)))
        elif text in seen:
            skipped.append((name, where, "the same text as case %s" % seen[text]))
        else:
            seen[text] = name
            kept[name] = (text, meta)
    if a.list:
        for name, (text, meta) in kept.items():
            print("=== %s %s\n%s" % (name, json.dumps(meta), text))
        for row in skipped:
            print("SKIP %s\t%s\t%s" % row)
        print("%d cases, %d skipped" % (len(kept), len(skipped)))
        return

    cases_dir = os.path.join(ROOT, "cases")
    if os.path.isdir(cases_dir):
        shutil.rmtree(cases_dir)
    os.makedirs(cases_dir)
    for name, (text, meta) in kept.items():
        SPEC.write(os.path.join(cases_dir, name, "site.pp"), text)
    # the installed example environment (a site manifest with its modules)
    examples = installed_examples()
    env = os.path.join(examples or "", "environments", "production")
    if examples and os.path.isdir(env):
        name = "pkg_environments_production"
        d = os.path.join(cases_dir, name)
        SPEC.write(os.path.join(d, "site.pp"), open(os.path.join(env, "manifests", "nodes.pp")).read())
        shutil.copytree(os.path.join(env, "modules"), os.path.join(d, "modules"))
        kept[name] = ("", {"source_file": "doc/puppet-agent/examples/environments/production/manifests/nodes.pp",
                           "doc_kind": "example", "example_index": 1, "block": "file"})
    skipped.append(("pkg_hiera", "doc/puppet-agent/examples/hiera/site.pp",
                    "needs the example's global Hiera 3 configuration (etc/hiera.yaml, hieradb/) and puppet.conf; not a case of the shared layout"))

    names = sorted(kept)
    nodes = {n: "testnode" for n in names}
    default = capture_all(shared_dir, cases_dir, names, nodes, False)
    again = capture_all(shared_dir, cases_dir, names, nodes, False)
    strict = capture_all(shared_dir, cases_dir, names, nodes, True)
    stats = collections.Counter()
    for name in names:
        d = os.path.join(cases_dir, name)
        meta = dict(kept[name][1], node="testnode", puppet_version="7.23.0",
                    source="Puppet 7.23.0's documentation as Debian's puppet-agent package installs it (tests/puppet-docs/tools/build.py)")
        if default[name][:2] != again[name][:2]:
            shutil.rmtree(d)
            skipped.append((name, meta["source_file"], "Puppet's result differs between two runs (time or randomness)"))
            continue
        SPEC.dump(d, "expected", default[name])
        if default[name][2]:
            meta["warnings"] = default[name][2]
        if strict[name][:2] != default[name][:2]:
            SPEC.dump(d, "expected.strict", strict[name])
            stats["strict differs"] += 1
        SPEC.write(os.path.join(d, "meta.json"), json.dumps(meta, indent=1, sort_keys=True) + "\n")
        stats[default[name][0]] += 1
    with open(os.path.join(ROOT, "skipped.tsv"), "w") as f:
        f.write("# example\twhere\treason\n")
        for row in sorted(skipped):
            f.write("\t".join(str(x).replace("\t", " ").replace("\n", " ") for x in row) + "\n")
    print("cases: %d (%s); skipped %d" % (stats["json"] + stats["err"],
                                          ", ".join("%s %d" % kv for kv in sorted(stats.items())), len(skipped)))


def capture_all(shared_dir, cases_dir, names, nodes, strict):
    """SPEC.capture over the cases; a case with modules/ is compiled with its own modulepath."""
    plain = [n for n in names if not os.path.isdir(os.path.join(cases_dir, n, "modules"))]
    res = SPEC.capture(shared_dir, cases_dir, plain, nodes, strict)
    for n in names:
        if n not in res:
            res.update(capture_with_modules(shared_dir, cases_dir, n, strict))
    return res


def capture_with_modules(shared_dir, cases_dir, name, strict):
    import tempfile
    sys.path.insert(0, shared_dir)
    import run as R
    out = tempfile.mkdtemp(prefix="pdocs-cap")
    d = os.path.join(cases_dir, name)
    argv = ["ruby", os.path.join(shared_dir, "tools", "batch-compile.rb"), out, "--node", "testnode",
            "--modulepath", os.path.join(d, "modules")]
    if strict:
        argv += ["--strict", "error", "--strict_variables"]
    subprocess.run(argv + [os.path.join(d, "site.pp")], check=True, capture_output=True)
    base = os.path.join(out, name)
    rc = int(open(base + ".rc").read())
    log = open(base + ".log").read().splitlines()
    warnings = [R.LOC.sub("", l[len("warning: "):]) for l in log if l.startswith("warning: ")]
    if rc == 0:
        notices = ["Notice: " + l[len("notice: "):] for l in log if l.startswith("notice: ")]
        text = "\n".join(notices + [open(base + ".raw.json").read().strip()])
        r = ("json", R.normalize_text(text, d), warnings)
    else:
        errl = [l.split(": ", 2)[2] for l in log if l.startswith("err: ")]
        err = errl[0] if errl else [l[len("error: "):] for l in log if l.startswith("error: ")][-1]
        r = ("err", (R.error_core(err), err.replace(d + "/", "")), warnings)
    shutil.rmtree(out)
    return {name: r}


if __name__ == "__main__":
    main()
