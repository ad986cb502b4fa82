#!/usr/bin/env python3
"""Builds the template corpus: a case (variables + expected rendering) for every ERB template of
the modules that the real-world corpus does not reach (reach.tsv, written by tools/reach.py).

usage: build.py [--record] [--capture] [--filter SUBSTR]

--record  writes cases/<id>/vars.json. The variables are *recorded*: tools/record.rb compiles
          every class and define whose manifest names the template (`include C`, `D { 'tmpl': }`)
          with Puppet 7.23 on the debian12 facts (then rhel9, then ubuntu2204 for the templates no
          compile rendered yet) and writes the variables the template sees when it renders (up to
          two recordings, from different declarers). Last, for the templates still without one, a
          declarer that compiles but renders the template only under `if` conditions on its
          parameters is compiled again with those parameters set (hints_for()). A template no compile
          renders gets one case from the module's defaults instead (source "defaults"): every name
          the template reads, with the literal default its module's manifests give that name, else
          a value guessed from the name (see guess()).
          Each template also gets a variant case (make_variant): the first case's variables with
          `false` made `true` and `undef`/`[]`/`{}` given guessed values, for the other branches.
--capture runs tools/capture.rb: Puppet 7.23 compiles each case's manifest (tmplcorpus.manifest)
          and writes cases/<id>/expected.out (the rendering) or expected.err (Puppet's error,
          paths relative to the modulepath or to Puppet's Ruby library directory, the case manifest
          named site.pp).
"""
import argparse
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.dirname(HERE))
import tmplcorpus as T  # noqa: E402

C = T.C
RESERVED = {"title", "name", "module_name", "caller_module_name", "facts", "trusted", "server_facts"}


def reach_targets(path):
    out = []
    for line in open(path):
        if line.startswith("#") or not line.strip():
            continue
        tmpl, status = line.rstrip("\n").split("\t")[:2]
        if status != "reached":
            out.append((tmpl, status))
    return out


def case_id(rel, n):
    mod, _, rest = rel.split("/", 2)
    return "%s--%s--%d" % (mod, re.sub(r"[^A-Za-z0-9_.-]", "_", rest[:-4]), n)


def split_default(text, start):
    """The default expression text from `start` up to the `,` or `)` closing it (brackets and
    quotes balanced), or None."""
    depth, i, q = 0, start, None
    while i < len(text):
        ch = text[i]
        if q:
            if ch == "\\":
                i += 1
            elif ch == q:
                q = None
        elif ch in "'\"":
            q = ch
        elif ch in "[{(":
            depth += 1
        elif ch in "]})":
            if depth == 0:
                return text[start:i].strip()
            depth -= 1
        elif ch in ",\n" and depth == 0:
            return text[start:i].strip()
        i += 1
    return None


LITERAL_OK = re.compile(r"^(undef|true|false|-?\d+(\.\d+)?|'[^']*'|\"[^\"$]*\"|[\[{].*[\]}])$", re.S)


def module_defaults(mpath, mod):
    """{name: literal text} from `$name = <literal>` in the module's manifests (parameter defaults
    and assignments), when the text is a literal (no variables, no calls)."""
    out = {}
    for root, _, files in os.walk(os.path.join(mpath, mod, "manifests"), followlinks=True):
        for f in sorted(files):
            if not f.endswith(".pp"):
                continue
            text = open(os.path.join(root, f), encoding="utf-8", errors="replace").read()
            for m in re.finditer(r"\$([a-z_][a-z0-9_]*)\s*=(?!=|>)\s*", text):
                d = split_default(text, m.end())
                if d and LITERAL_OK.match(d) and "$" not in d and "(" not in d and "#" not in d:
                    out.setdefault(m.group(1), d)
    return out


def guess(name):
    if re.search(r"(^|_)(enable|enabled|manage|use|is)(_|$)", name):
        return "true"
    if name.endswith("port"):
        return "8080"
    if re.search(r"(s|_list|_array)$", name):
        return "['%s-one', '%s-two']" % (name, name)
    return "'%s-value'" % name


def make_variant(case):
    """A second variable set from a case: every `false` made `true`, every `undef`, `[]` and `{}`
    given a value guessed from the variable's name (guess()), so the template's other branches
    render too. None when nothing changes."""
    vars_ = {}
    for k, v in case["vars"].items():
        if v == "false":
            v = "true"
        elif v == "undef":
            v = guess(k)
        elif v == "[]":
            v = "['%s-one', '%s-two']" % (k, k)
        elif v == "{}":
            v = "{'%s-key' => '%s-value'}" % (k, k)
        vars_[k] = v
    if vars_ == case["vars"]:
        return None
    out = dict(case, vars=vars_)
    out["source"] = "variant of case 0 (%s): false made true, undef/[]/{} given guessed values" % case["source"]
    return out


# The fact sets recordings are made with, in order: a template no compile renders with the first
# (an OS-specific template, `redis.RedHat.erb`) is recorded with the next.
RECORD_FACTS = [("debian12", "deb12.example.com"), ("rhel9", "rhel9.example.com"),
                ("ubuntu2204", "jammy01.example.com")]


COND = re.compile(r"\b(if|elsif)\s+(.*?)\s*$", re.S)
COND_VAR = re.compile(r"\$([a-z_][a-z0-9_]*)\b(?:\s*==\s*('[^']*'|\"[^\"$]*\"|true|false|\d+))?")


def hints_for(mpath, rel):
    """For template `rel`: [(kind, declarer, {param: literal or None})], the parameters the
    `if` conditions enclosing a `template('<rel>')` of the declarer's manifest test (the literal
    a condition compares a parameter with, else None: a value of its type)."""
    mod, _, sub = rel.split("/", 2)
    pats = [mod + "/" + sub, "${module_name}/" + sub, "$module_name/" + sub]
    out = []
    for root, _, files in os.walk(os.path.join(mpath, mod, "manifests"), followlinks=True):
        for f in sorted(files):
            if not f.endswith(".pp"):
                continue
            text = open(os.path.join(root, f), encoding="utf-8", errors="replace").read()
            m = T.DECL.search(text)
            if not m:
                continue
            for p in pats:
                for q in ("'%s'" % p, '"%s"' % p):
                    pos = text.find(q)
                    while pos >= 0:
                        hint = {}
                        depth, i = 0, pos
                        while i > 0 and len(hint) < 6:
                            i -= 1
                            ch = text[i]
                            if ch == "}":
                                depth += 1
                            elif ch == "{":
                                if depth:
                                    depth -= 1
                                    continue
                                head = text[max(0, i - 300):i]
                                head = head[head.rfind("\n", 0, len(head) - 1) + 1:] if "\n" in head else head
                                c = COND.search(head)
                                if c:
                                    for var, lit in COND_VAR.findall(c.group(2)):
                                        hint.setdefault(var, lit or None)
                        if hint:
                            out.append((m.group(1), m.group(2), hint))
                        pos = text.find(q, pos + 1)
    return out


def record_pass(mpath, targets, facts, node, keep, hints_only=False):
    real = {}
    for rel, _ in targets:
        real[os.path.realpath(os.path.join(mpath, rel))] = rel
    names = {p: sorted(T.names(mpath, rel)) for p, rel in real.items()}
    decls = {d for rel, _ in targets for d in T.declarers(mpath, rel)}
    # a class of a module often needs the module's main class declared first: compile that too
    decls |= {("class", rel.split("/")[0]) for rel, _ in targets if "-" not in rel.split("/")[0]}
    hints = [list(h) for rel, _ in targets for h in hints_for(mpath, rel)] if hints_only else []
    if hints_only:
        decls = {(k, n) for k, n, _ in hints}
    decls = sorted(decls)
    with tempfile.TemporaryDirectory() as tmp:
        jobs = os.path.join(tmp, "jobs.json")
        out = os.path.join(tmp, "out.json")
        json.dump({"declarers": decls, "names": names, "hints": hints}, open(jobs, "w"))
        if keep and os.path.exists(keep):
            out = keep
        else:
            subprocess.run(["ruby", os.path.join(HERE, "record.rb"), mpath,
                            os.path.join(C.FACTS, facts + ".yaml"), node, jobs, out], check=True)
            if keep:
                shutil.copy(out, keep)
        recorded = json.load(open(out))
    out = {}
    for p, recs in recorded.items():
        if p in real and recs:
            for r in recs:
                if facts != RECORD_FACTS[0][0]:
                    r["declarer"] += " (%s facts)" % facts
            out[real[p]] = recs
    return out


def record(mpath, targets, keep=None):
    recorded = {}
    for i, (facts, node) in enumerate(RECORD_FACTS):
        todo = [t for t in targets if t[0] not in recorded]
        if not todo:
            break
        k = keep and (keep if i == 0 else "%s.%s" % (keep, facts))
        recorded.update(record_pass(mpath, todo, facts, node, k))
    # last, the templates a declarer renders only under a condition on its parameters
    todo = [t for t in targets if t[0] not in recorded]
    if todo:
        facts, node = RECORD_FACTS[0]
        recorded.update(record_pass(mpath, todo, facts, node, keep and keep + ".hints", hints_only=True))
    return recorded


def write_cases(mpath, targets, recorded):
    defaults = {}
    for rel, status in targets:
        recs = recorded.get(rel, [])
        cases = []
        seen = set()
        for r in recs:
            key = json.dumps([r["title"], r["vars"], r["qualified"]], sort_keys=True)
            if key in seen:
                continue
            seen.add(key)
            stubs = {}
            for q, lit in r["qualified"].items():
                cls, _, var = q.rpartition("::")
                stubs.setdefault(cls, {})[var] = lit
            cases.append({"source": "recorded: " + r["declarer"], "title": r["title"] or "tmpl",
                          "vars": r["vars"], "stubs": stubs, "unserializable": r["unserializable"]})
        if not cases:
            mod = rel.split("/")[0]
            if mod not in defaults:
                defaults[mod] = module_defaults(mpath, mod)
            vars_, stubs = {}, {}
            for n in sorted(T.names(mpath, rel)):
                if n.startswith("::") or n in RESERVED:
                    continue
                cls, _, var = n.rpartition("::")
                lit = defaults[mod].get(var) or guess(var)
                if cls:
                    stubs.setdefault(cls, {})[var] = lit
                else:
                    vars_[n] = lit
            cases.append({"source": "defaults", "title": "tmpl", "vars": vars_, "stubs": stubs})
        variant = make_variant(cases[0])
        if variant:
            cases.append(variant)
        for n, case in enumerate(cases):
            case = dict({"template": T.spec_of(rel), "reach": status}, **case)
            d = os.path.join(T.CASES, case_id(rel, n))
            os.makedirs(d, exist_ok=True)
            with open(os.path.join(d, "vars.json"), "w") as f:
                json.dump(case, f, indent=1, sort_keys=True)
                f.write("\n")


def capture(mpath, dirs):
    with tempfile.TemporaryDirectory() as tmp:
        jobs = []
        for d in dirs:
            name = os.path.basename(d)
            cdir = os.path.join(tmp, name)
            os.makedirs(cdir)
            with open(os.path.join(cdir, "site.pp"), "w") as f:
                f.write(T.manifest([(name, T.load_case(d))]))
            jobs.append({"name": name, "manifest": os.path.join(cdir, "site.pp"), "out": d})
        jf = os.path.join(tmp, "jobs.json")
        json.dump(jobs, open(jf, "w"))
        subprocess.run(["ruby", os.path.join(HERE, "capture.rb"), mpath, T.facts_file(), T.NODE, jf], check=True)
        # Puppet's own library, named when an error's first frame is in it: relative too
        lib = subprocess.run(["ruby", "-rpuppet", "-e",
                              "print File.dirname(File.dirname(Puppet.method(:version).source_location[0]))"],
                             capture_output=True, text=True).stdout.strip()
        for d in dirs:
            err = os.path.join(d, "expected.err")
            if os.path.exists(err):
                text = open(err).read()
                cdir = os.path.join(tmp, os.path.basename(d))
                text = text.replace(cdir + os.sep, "").replace(os.path.realpath(cdir) + os.sep, "")
                for root in (mpath, os.path.realpath(mpath)) + ((lib,) if lib else ()):
                    text = text.replace(root.rstrip(os.sep) + os.sep, "")
                open(err, "w").write(text)


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--record", action="store_true")
    ap.add_argument("--capture", action="store_true")
    ap.add_argument("--filter", default="")
    ap.add_argument("--keep", help="with --record: keep record.rb's output in this file, or reuse it when it exists")
    a = ap.parse_args()
    mpath = C.modulepath_or_exit()
    targets = [t for t in reach_targets(os.path.join(T.HERE, "reach.tsv")) if a.filter in t[0]]
    if a.record:
        recorded = record(mpath, targets, a.keep)
        for d in T.case_dirs():
            if a.filter in os.path.basename(d):
                shutil.rmtree(d)
        write_cases(mpath, targets, recorded)
    if a.capture:
        capture(mpath, [d for d in T.case_dirs() if a.filter in os.path.basename(d)])


if __name__ == "__main__":
    main()
