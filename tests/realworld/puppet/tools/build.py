#!/usr/bin/env python3
"""Build the real-world Puppet corpus: write case manifests, capture Puppet 7.23's catalogs with
tools/capture.rb (one Ruby process, the installed Puppet library), keep or skip each case, and
write cases/<name>/{site.pp,node,meta.json,expected.json|expected.err+expected.exit}.

usage: python3 tools/build.py [--corpus DIR] [--kinds example,include,user] [--filter SUBSTR] [--limit N]
                             [--modules a,b] [--fact-sets debian12,ubuntu2204,rhel9,...]

Kinds of cases (meta.json "kind"):
  example  a module's own examples/*.pp or tests/*.pp (in the module, or where Debian puts them:
           /usr/share/doc/<package>/examples), on each fact set
  include  `include <class>` for each module's main class (every fact set) and for its public
           classes without required parameters (a rotating fact set, at most PER_MODULE a module)
  user     manifests a user would write (tools/user/<module>--<slug>.pp), on each fact set
Only the kinds given are rebuilt (their old cases and skip records are replaced).
The modulepath is corpus.modulepath() ($STRATA_PUPPET_MODULEPATH or Debian's). --corpus DIR
builds another corpus laid out like this one (tests/realworld/puppet-forge): its cases/,
skipped.tsv and tools/user/, its vendored modules/ as the modulepath (their provenance from its
modules.lock), only the modules' own examples. --modules limits the example and include cases
to those modules (the others stay on the modulepath as dependencies); --fact-sets names the fact
sets (facts/<set>.yaml) the cases run on (default: the first three).
"""
import argparse
import glob
import gzip
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile

TOOLS = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.dirname(TOOLS))
import corpus as C  # noqa: E402

FACT_SETS = ["debian12", "ubuntu2204", "rhel9"]
PER_MODULE = 10
SKIPPED = os.path.join(C.HERE, "skipped.tsv")
CORE_TYPE_MODULES = {"augeas_core", "cron_core", "host_core", "mailalias", "mount_core",
                     "selinux_core", "sshkeys_core"}


def node_of(fact_set):
    import yaml
    with open(os.path.join(C.FACTS, fact_set + ".yaml")) as f:
        return yaml.safe_load(f)["networking"]["fqdn"]


def slug(s):
    return re.sub(r"[^A-Za-z0-9_]+", "_", s).strip("_").lower()


def lock_sources():
    """module -> "owner/repository@tag" from the corpus's modules.lock (vendored modules)."""
    path = os.path.join(C.ROOT, "modules.lock")
    out = {}
    if os.path.exists(path):
        for line in open(path):
            if line.strip() and not line.startswith("#"):
                f = line.rstrip("\n").split("\t")
                out[f[0]] = "%s@%s" % (f[1], f[2])
    return out


def modules(mpath):
    """name -> (real directory, Debian package (or the vendored module's repository@tag) or None)."""
    out = {}
    if C.VENDORED:
        lock = lock_sources()
        for name in sorted(os.listdir(mpath)):
            d = os.path.join(mpath, name)
            if os.path.isdir(d):
                out[name] = (os.path.realpath(d), lock.get(name))
        return out
    for name in sorted(os.listdir(mpath)):
        d = os.path.join(mpath, name)
        if not os.path.isdir(d):
            continue
        real = os.path.realpath(d)
        pkg = None
        p = subprocess.run(["dpkg", "-S", real], capture_output=True, text=True)
        if p.returncode == 0:
            pkg = p.stdout.split(":")[0].strip()
        out[name] = (real, pkg)
    return out


def read_pp(path):
    if path.endswith(".gz"):
        with gzip.open(path, "rt") as f:
            return f.read()
    with open(path) as f:
        return f.read()


def example_sources(mpath, mods):
    """(module, label, text) for every example/test manifest of every module."""
    found = []
    for name, (real, pkg) in mods.items():
        roots = [(os.path.join(mpath, name), "%s/" % name)]
        if pkg and not C.VENDORED:
            roots.append(("/usr/share/doc/%s" % pkg, "/usr/share/doc/%s/" % pkg))
        seen = set()
        for root, label in roots:
            for sub in ("examples", "tests"):
                for p in sorted(glob.glob(os.path.join(root, sub, "**", "*.pp*"), recursive=True)):
                    if not (p.endswith(".pp") or p.endswith(".pp.gz")):
                        continue
                    rel = os.path.relpath(p, root)
                    key = rel[:-3] if rel.endswith(".gz") else rel
                    if key in seen:
                        continue
                    seen.add(key)
                    found.append((name, label + rel, read_pp(p)))
    return found


def split_params(text):
    """Top-level comma-separated items of a parameter list."""
    items, depth, cur, quote = [], 0, "", None
    i = 0
    while i < len(text):
        ch = text[i]
        if quote:
            cur += ch
            if ch == "\\" and i + 1 < len(text):
                cur += text[i + 1]
                i += 1
            elif ch == quote:
                quote = None
        elif ch in "'\"":
            quote = ch
            cur += ch
        elif ch == "#":
            j = text.find("\n", i)
            i = len(text) if j < 0 else j
            continue
        elif ch in "([{":
            depth += 1
            cur += ch
        elif ch in ")]}":
            depth -= 1
            cur += ch
        elif ch == "," and depth == 0:
            items.append(cur)
            cur = ""
        else:
            cur += ch
        i += 1
    if cur.strip():
        items.append(cur)
    return [x.strip() for x in items if x.strip()]


CLASS_RE = re.compile(r"^\s*class\s+([a-z][a-z0-9_:]*)\s*([({]|inherits\b)", re.M)


def classes_of(mpath, name):
    """(class, has_required_params, private) for every class in the module's manifests."""
    out = []
    for p in sorted(glob.glob(os.path.join(mpath, name, "manifests", "**", "*.pp"), recursive=True)):
        text = open(p, errors="replace").read()
        for m in CLASS_RE.finditer(text):
            cls = m.group(1)
            required = False
            if m.group(2) == "(":
                depth, j = 1, m.end()
                while j < len(text) and depth:
                    depth += {"(": 1, ")": -1}.get(text[j], 0)
                    j += 1
                for item in split_params(text[m.end():j - 1]):
                    if "=" not in item.replace("=>", ""):
                        required = True
            private = "assert_private" in text or "@api private" in text or \
                re.search(r"::(params|install|config|service)$", cls) is not None
            out.append((cls, required, private))
    return out


VALID_NAME = re.compile(r"^[a-z][a-z0-9_]*$")


def plan(kinds, mpath, mods, flt, only=None):
    """Candidate cases: dicts with name, text, fact set, meta. `only`: the modules whose
    examples and includes are wanted (None: all)."""
    cases = []

    def add(name, text, fact_set, meta):
        name = "%s-%s" % (name, fact_set)
        if flt and flt not in name:
            return
        meta = dict(meta, facts=fact_set)
        cases.append(dict(name=name, text=text, facts=fact_set, meta=meta))

    if "example" in kinds:
        for mod, label, text in example_sources(mpath, mods):
            if only and mod not in only:
                continue
            base = "ex-%s-%s" % (mod, slug(re.sub(r"\.pp(\.gz)?$", "", label.split("/", 1)[1] if not label.startswith("/") else label.rsplit("/doc/", 1)[1].split("/", 1)[1])))
            for fs in FACT_SETS:
                add(base, text, fs, {"kind": "example", "module": mod, "source": label,
                                     "package": mods[mod][1]})
    if "include" in kinds:
        for mod in mods:
            if not VALID_NAME.match(mod) or (only and mod not in only):
                continue
            # (the vendored corpus also takes the public classes of a module without a main
            # class: mysql::server, postgresql::server)
            if not os.path.exists(os.path.join(mpath, mod, "manifests", "init.pp")) and not C.VENDORED:
                continue
            # only classes Puppet can autoload from this module (named after it)
            classes = [c for c in classes_of(mpath, mod) if c[0].split("::")[0] == mod]
            if any(c[0] == mod for c in classes):
                for fs in FACT_SETS:
                    add("inc-%s" % slug(mod), "include %s\n" % mod, fs,
                        {"kind": "include", "module": mod, "source": "include %s" % mod, "package": mods[mod][1]})
            others = [c for c in classes if c[0] != mod and not c[1] and not c[2]]
            if len(others) > PER_MODULE:
                step = len(others) / PER_MODULE
                others = [others[int(i * step)] for i in range(PER_MODULE)]
            for i, (cls, _, _) in enumerate(others):
                fs = FACT_SETS[(i + len(mod)) % len(FACT_SETS)]
                add("inc-%s" % slug(cls.replace("::", "-")), "include %s\n" % cls, fs,
                    {"kind": "include", "module": mod, "source": "include %s" % cls, "package": mods[mod][1]})
    if "user" in kinds:
        for p in sorted(glob.glob(os.path.join(C.ROOT, "tools", "user", "*.pp"))):
            stem = os.path.basename(p)[:-3]
            mod = stem.split("--")[0]
            for fs in FACT_SETS:
                add("user-%s" % slug(stem.replace("--", "-")), open(p).read(), fs,
                    {"kind": "user", "module": mod, "source": "tools/user/%s.pp" % stem,
                     "package": mods.get(mod, (None, None))[1]})
    return cases


RUBY_TYPES = {}  # resource type name -> the module whose lib/puppet/type defines it


def scan_types(mpath, mods):
    for name in sorted(mods):
        for p in sorted(glob.glob(os.path.join(mpath, name, "lib", "puppet", "type", "*.rb"))):
            RUBY_TYPES.setdefault(os.path.basename(p)[:-3], name)


def classify(used, mpath, mods):
    """Category from what the compile loaded (see README): returns (category, ruby functions
    [module::name], module Ruby types, core types)."""
    real_to_mod = {}
    for name, (real, _) in mods.items():
        real_to_mod[real + os.sep] = name
        real_to_mod[os.path.join(mpath, name) + os.sep] = name
    funcs, types, core = set(), set(), set()
    for kind, name, _ in used:
        if kind == "restype" and name in RUBY_TYPES:
            mod = RUBY_TYPES[name]
            (core if mod in CORE_TYPE_MODULES else types).add("%s:%s" % (mod, name))
    for kind, name, origin in used:
        mod = next((m for prefix, m in real_to_mod.items() if origin.startswith(prefix)), None)
        if mod is None or not origin.endswith(".rb"):
            continue
        if kind.startswith("function"):
            funcs.add("%s:%s" % (mod, name))
        elif kind == "type":
            (core if mod in CORE_TYPE_MODULES else types).add("%s:%s" % (mod, name))
    if any(not f.startswith("stdlib:") for f in funcs):
        cat = "other-ruby"
    elif funcs or types:
        cat = "stdlib-ruby"
    else:
        cat = "no-ruby"
    return cat, sorted(funcs), sorted(types), sorted(core)


# Types Puppet's own (AIO) packages ship in *_core modules that Debian does not package.
AIO_ONLY_TYPES = re.compile(r"^(yumrepo|zfs|zpool|zone|k5login|scheduled_task|nagios_\w+|macauthorization|mcx|maillist|router|vlan|interface|computer)$")
MISSING_CLASS = re.compile(r"Could not find (?:declared )?class:? '?:{0,2}([a-z][a-z0-9_]*(?:::[a-z][a-z0-9_]*)*)'?")
MISSING_TYPE = re.compile(r"(?:Unknown resource type:? '|Resource type not found: )([A-Za-z][A-Za-z0-9_:]*)")
MISSING_FUNC = re.compile(r"Unknown function:? '([a-z][a-z0-9_:]*)'")


def skip_reason(case, msg, mods):
    """Why Puppet's failure is unrelated to the manifest (then the case is skipped), else None:
    a module the manifest names that Debian does not package, a type only Puppet's AIO
    packages ship, PuppetDB, a compile over 120 s, and for auto-generated includes, classes that
    need parameters or are private."""
    for rx in (MISSING_CLASS, MISSING_TYPE, MISSING_FUNC):
        m = rx.search(msg)
        if not m:
            continue
        name = m.group(1).lower()
        if rx is MISSING_TYPE and AIO_ONLY_TYPES.match(name) and not C.VENDORED:
            return "type '%s' ships with Puppet's own packages (a *_core module), not with Debian's" % name
        top = name.split("::")[0]
        if (rx is MISSING_CLASS or "::" in name) and top not in mods:
            return "needs module '%s', which %s" % (
                top, "the corpus does not vendor" if C.VENDORED else "Debian does not package")
    if "cannot load such file -- puppet/resource_api" in msg:
        return "the type is written with the puppet-resource_api gem, which Debian's Puppet 7.23 lacks"
    if re.search(r"storeconfigs|puppetdb", msg, re.I):
        return "needs PuppetDB (storeconfigs)"
    if "execution expired" in msg:
        return "Puppet took over 120 s"
    if case["meta"]["kind"] == "include":
        if "expects a value for parameter" in msg or "expects a value for" in msg:
            return "class has required parameters (auto-generated include)"
        if re.search(r"is private|private class", msg, re.I):
            return "private class (auto-generated include)"
    return None


def recategorize():
    """Categories of captured catalogs without compiling again: the module Ruby types of the
    resources in expected.json join the recorded ones (error cases keep what was recorded)."""
    changed = 0
    for d in sorted(glob.glob(os.path.join(C.CASES, "*"))):
        meta = C.load_meta(d)
        types, core = set(meta["module_ruby_types"]), set(meta["core_types"])
        exp = os.path.join(d, "expected.json")
        if os.path.exists(exp):
            for r in json.load(open(exp))["resources"]:
                name = r["type"].lower()
                if name in RUBY_TYPES:
                    mod = RUBY_TYPES[name]
                    (core if mod in CORE_TYPE_MODULES else types).add("%s:%s" % (mod, name))
        funcs = meta["ruby_functions"]
        if any(not f.startswith("stdlib:") for f in funcs):
            cat = "other-ruby"
        elif funcs or types:
            cat = "stdlib-ruby"
        else:
            cat = "no-ruby"
        new = dict(meta, category=cat, module_ruby_types=sorted(types), core_types=sorted(core))
        if new != meta:
            changed += 1
            with open(os.path.join(d, "meta.json"), "w") as f:
                json.dump(new, f, indent=1, sort_keys=True)
                f.write("\n")
    print("%d cases recategorized" % changed, file=sys.stderr)


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--corpus", help="another corpus directory laid out like this one")
    ap.add_argument("--kinds", default="example,include,user")
    ap.add_argument("--filter", default="")
    ap.add_argument("--limit", type=int, default=0)
    ap.add_argument("--names", default="", help="only these cases (comma-separated names)")
    ap.add_argument("--keep-work", action="store_true")
    ap.add_argument("--modules", default="", help="only these modules' example and include cases")
    ap.add_argument("--fact-sets", default="", help="the fact sets the cases run on (comma-separated)")
    ap.add_argument("--procs", type=int, default=1, help="capture with this many Ruby processes")
    ap.add_argument("--recategorize", action="store_true",
                    help="no capture: add the resource types of each expected.json catalog to the "
                         "case's recorded module types and recompute its category")
    a = ap.parse_args()
    global SKIPPED
    C.use_corpus(a.corpus)
    SKIPPED = os.path.join(C.ROOT, "skipped.tsv")
    kinds = set(a.kinds.split(","))
    mpath = C.modulepath()
    if not mpath:
        sys.exit("no modulepath: install Debian's puppet-module-* packages or set %s" % C.ENV_MODULEPATH)
    mods = modules(mpath)
    scan_types(mpath, mods)
    if a.recategorize:
        return recategorize()
    if a.fact_sets:
        FACT_SETS[:] = a.fact_sets.split(",")
    cases = plan(kinds, mpath, mods, a.filter, set(filter(None, a.modules.split(","))) or None)
    if a.names:
        wanted = set(a.names.split(","))
        cases = [c for c in cases if c["name"] in wanted]
    if a.limit:
        cases = cases[:a.limit]
    print("%d candidate cases from %d modules" % (len(cases), len(mods)), file=sys.stderr)
    work = tempfile.mkdtemp(prefix="realworld-build-")
    jobs = []
    for c in cases:
        d = os.path.join(work, "cases", c["name"])
        os.makedirs(d)
        with open(os.path.join(d, "site.pp"), "w") as f:
            f.write(c["text"])
        jobs.append({"name": c["name"], "manifest": os.path.join(d, "site.pp"), "node": node_of(c["facts"]),
                     "facts": os.path.join(C.FACTS, c["facts"] + ".yaml")})
    out = os.path.join(work, "out")
    os.makedirs(out)
    # --procs Ruby processes, each compiling every Nth case (the outputs are per case)
    procs = []
    for i in range(max(1, a.procs)):
        part = os.path.join(work, "jobs%d.json" % i)
        with open(part, "w") as f:
            json.dump(jobs[i::max(1, a.procs)], f)
        procs.append(subprocess.Popen(["ruby", os.path.join(TOOLS, "capture.rb"), out, mpath, part]))
    if any(p.wait() != 0 for p in procs):
        sys.exit("capture.rb failed")

    # replace the old cases and skip records of the kinds rebuilt (all of them unless filtered)
    prefixes = {"example": "ex-", "include": "inc-", "user": "user-"}
    rebuilt = tuple(prefixes[k] for k in kinds)
    partial = bool(a.filter or a.limit or a.names or a.modules)
    if not partial:
        for d in glob.glob(os.path.join(C.CASES, "*")):
            if os.path.basename(d).startswith(rebuilt):
                shutil.rmtree(d)
    names = {c["name"] for c in cases}
    skipped = []
    if os.path.exists(SKIPPED):
        for line in open(SKIPPED):
            if line.startswith("#") or not line.strip():
                continue
            n = line.split("\t")[0]
            if not (n.startswith(rebuilt) and (not partial or n in names)):
                skipped.append(line.rstrip("\n"))
    kept = 0
    for c, job in zip(cases, jobs):
        base = os.path.join(out, c["name"])
        rc = int(open(base + ".rc").read().strip())
        log = open(base + ".log").read().splitlines()
        used = json.load(open(base + ".used.json"))
        cat, funcs, types, core = classify(used, mpath, mods)
        dst = os.path.join(C.CASES, c["name"])
        if os.path.isdir(dst):
            shutil.rmtree(dst)
        msg = ""
        if rc != 0:
            msg = next((l[len("error: "):] for l in reversed(log) if l.startswith("error: ")), "")
            why = skip_reason(c, msg, mods)
            if why:
                skipped.append("%s\t%s\t%s" % (c["name"], why, C.error_core(msg)[:300]))
                continue
        os.makedirs(dst)
        shutil.copy(job["manifest"], os.path.join(dst, "site.pp"))
        with open(os.path.join(dst, "node"), "w") as f:
            f.write(job["node"] + "\n")
        meta = dict(c["meta"], category=cat, ruby_functions=funcs, module_ruby_types=types, core_types=core)
        if rc == 0:
            notices = []
            for l in log:
                if l.startswith("notice: "):
                    notices.append(l[len("notice: "):])
            cat_json = json.load(open(base + ".raw.json"))
            norm = C.normalize(cat_json, notices, os.path.join(work, "cases", c["name"]), mpath)
            with open(os.path.join(dst, "expected.json"), "w") as f:
                json.dump(norm, f, indent=1, sort_keys=True, ensure_ascii=False)
                f.write("\n")
        else:
            with open(os.path.join(dst, "expected.err"), "w") as f:
                # paths inside the message are made relative as the runner does with strata's
                rel = msg.replace(work + "/cases/" + c["name"] + "/", "").replace(mpath + "/", "")
                f.write(C.error_core(rel) + "\n" + rel + "\n")
            with open(os.path.join(dst, "expected.exit"), "w") as f:
                f.write("1\n")
        with open(os.path.join(dst, "meta.json"), "w") as f:
            json.dump(meta, f, indent=1, sort_keys=True)
            f.write("\n")
        kept += 1
    with open(SKIPPED, "w") as f:
        f.write("# case\treason\tPuppet's error (cases Puppet itself cannot compile for reasons unrelated to the manifest)\n")
        for line in sorted(skipped):
            f.write(line + "\n")
    print("kept %d, skipped %d of %d" % (kept, len(cases) - kept, len(cases)), file=sys.stderr)
    if not a.keep_work:
        shutil.rmtree(work)
    else:
        print("work dir:", work, file=sys.stderr)


if __name__ == "__main__":
    main()
