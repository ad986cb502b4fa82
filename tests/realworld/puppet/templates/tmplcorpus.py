"""Shared code of the template corpus (tests/realworld/puppet/templates): the templates of the
modules, the variables a template reads, the classes and defines that render it, and the manifest
generated for a batch of cases. Used by tools/build.py (recording and capture) and run.py (replay),
so Puppet and strata compile the same manifests."""
import json
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
PUPPET = os.path.dirname(HERE)
sys.path.insert(0, PUPPET)
import corpus as C  # noqa: E402

CASES = os.path.join(HERE, "cases")
FACTS = "debian12"  # the corpus's fact set every case compiles with
NODE = "deb12.example.com"

IVAR = re.compile(r"@([a-z_][A-Za-z0-9_]*)")
SCOPED = re.compile(r"""(?:scope\[|scope\.lookupvar\(|has_variable\?\(|scope\.to_hash\[)\s*['"]([A-Za-z0-9_:]+)['"]""")
SUBTMPL = re.compile(r"""(?:function_template\(\s*\[|call_function\(\s*['"]template['"]\s*,\s*\[)\s*['"]([^'"$#{}]+)['"]""")


def all_templates(mpath):
    """Every `templates/**/*.erb` of every module, as paths relative to the modulepath."""
    out = []
    for mod in sorted(os.listdir(mpath)):
        for root, _, files in os.walk(os.path.join(mpath, mod, "templates"), followlinks=True):
            for f in files:
                if f.endswith(".erb"):
                    out.append(os.path.relpath(os.path.join(root, f), mpath))
    return sorted(out)


def spec_of(rel):
    """'apache/templates/mod/x.erb' -> 'apache/mod/x.erb' (the name template() takes)."""
    mod, _, rest = rel.split("/", 2)
    return mod + "/" + rest


def rel_of(spec):
    mod, _, rest = spec.partition("/")
    return mod + "/templates/" + rest


def names(mpath, rel, seen=None):
    """The variables template `rel` (and the templates it renders) reads: instance variables
    (`@x`) and names given to `scope[...]`, `lookupvar`, `has_variable?`, `to_hash[...]`."""
    seen = seen if seen is not None else set()
    if rel in seen:
        return set()
    seen.add(rel)
    try:
        text = open(os.path.join(mpath, rel), encoding="utf-8", errors="replace").read()
    except OSError:
        return set()
    found = set(IVAR.findall(text)) | set(SCOPED.findall(text))
    for sub in SUBTMPL.findall(text):
        found |= names(mpath, rel_of(sub), seen)
    return found


DECL = re.compile(r"^\s*(class|define)\s+([a-z][a-z0-9_:]*)", re.M)


def declarers(mpath, rel):
    """The classes and defines whose manifests name template `rel`: [(kind, name)]."""
    mod, _, sub = rel.split("/", 2)
    spec = mod + "/" + sub
    pats = [spec, "${module_name}/" + sub, "$module_name/" + sub]
    out = []
    mdir = os.path.join(mpath, mod, "manifests")
    for root, _, files in os.walk(mdir, followlinks=True):
        for f in sorted(files):
            if not f.endswith(".pp"):
                continue
            text = open(os.path.join(root, f), encoding="utf-8", errors="replace").read()
            if any(("'%s'" % p) in text or ('"%s"' % p) in text for p in pats):
                m = DECL.search(text)
                if m:
                    out.append((m.group(1), m.group(2)))
    # templates rendered by other templates
    return sorted(set(out))


def case_dirs(cases=CASES):
    if not os.path.isdir(cases):
        return []
    return [os.path.join(cases, d) for d in sorted(os.listdir(cases))
            if os.path.exists(os.path.join(cases, d, "vars.json"))]


def load_case(d):
    with open(os.path.join(d, "vars.json")) as f:
        return json.load(f)


def resource_title(name):
    return "/tmpl/" + name


def case_manifest(name, case, index):
    """The Puppet code of one case: a define `tmpl_case_<index>` setting the recorded variables
    and rendering the template into `file { '/tmpl/<name>': }`, declared with the recorded title.
    Qualified variables come from stub classes (see stub_classes), included first."""
    body = []
    for cls in sorted(case.get("stubs", {})):
        body.append("  include %s" % cls)
    for var, lit in case["vars"].items():
        body.append("  $%s = %s" % (var, lit))
    call = "inline_template" if case.get("inline") else "template"
    body.append("  file { '%s': content => %s('%s') }" % (resource_title(name), call, case["template"]))
    title = case.get("title", name)
    return ("define tmpl_case_%d {\n%s\n}\ntmpl_case_%d { '%s': }\n"
            % (index, "\n".join(body), index, title.replace("\\", "\\\\").replace("'", "\\'")))


def stub_classes(cases):
    """The stub classes a list of cases needs ({class: {var: literal}}), or None when two cases
    need different values for one class (they go to different batches)."""
    stubs = {}
    for case in cases:
        for cls, vars_ in case.get("stubs", {}).items():
            have = stubs.setdefault(cls, {})
            for k, v in vars_.items():
                if k in have and have[k] != v:
                    return None
                have[k] = v
    return stubs


def batches(named):
    """Splits [(name, case)] into batches whose stub classes agree (first fit)."""
    out = []
    for name, case in named:
        for b in out:
            if stub_classes([c for _, c in b] + [case]) is not None:
                b.append((name, case))
                break
        else:
            out.append([(name, case)])
    return out


def manifest(named):
    """The site.pp of a batch [(name, case)]: the stub classes, then every case."""
    parts = []
    for cls, vars_ in sorted(stub_classes([c for _, c in named]).items()):
        lines = ["  $%s = %s" % (k, v) for k, v in sorted(vars_.items())]
        parts.append("class %s {\n%s\n}\n" % (cls, "\n".join(lines)))
    for i, (name, case) in enumerate(named):
        parts.append(case_manifest(name, case, i))
    return "\n".join(parts)


def facts_file():
    return os.path.join(C.FACTS, FACTS + ".yaml")
