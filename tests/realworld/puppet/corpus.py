"""Shared helpers of the real-world Puppet corpus: where the modules are, how catalogs and errors
are normalized for comparison. Used by run.py (replay) and tools/build.py (capture)."""
import fnmatch
import json
import os
import re
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
# The corpus the tools work on: this one (modules from Debian's packages), or another laid out
# the same way and chosen with use_corpus() (tests/realworld/puppet-forge: modules vendored in
# its modules/). The fact sets are this corpus's for both.
ROOT = HERE
CASES = os.path.join(HERE, "cases")
FACTS = os.path.join(HERE, "facts")
VENDORED = None
ENV_MODULEPATH = "STRATA_PUPPET_MODULEPATH"
STDLIB_PACKAGE = "puppet-module-puppetlabs-stdlib"


def use_corpus(root):
    """Makes the tools work on the corpus in directory `root` (its cases/, skipped.tsv, causes.tsv,
    tools/user/), with its modules/ as the modulepath when it has one. None: this corpus."""
    global ROOT, CASES, VENDORED
    if not root:
        return
    ROOT = os.path.abspath(root)
    CASES = os.path.join(ROOT, "cases")
    vendored = os.path.join(ROOT, "modules")
    VENDORED = vendored if os.path.isdir(vendored) else None


def modulepath():
    """The modulepath the corpus runs against: the corpus's vendored modules/ (use_corpus), else
    $STRATA_PUPPET_MODULEPATH, else the directory where
    Debian's puppet-module-* packages link their modules (`modules` beside the
    `modules.available/puppetlabs-stdlib` that `dpkg -L puppet-module-puppetlabs-stdlib` lists).
    None when neither exists."""
    if VENDORED:
        return VENDORED
    env = os.environ.get(ENV_MODULEPATH)
    if env:
        return env if os.path.isdir(env) else None
    try:
        out = subprocess.run(["dpkg", "-L", STDLIB_PACKAGE], capture_output=True, text=True).stdout
    except OSError:
        return None
    for line in out.splitlines():
        if line.rstrip("/").endswith("/modules.available/puppetlabs-stdlib"):
            cand = os.path.join(os.path.dirname(os.path.dirname(line.rstrip("/"))), "modules")
            if os.path.isdir(os.path.join(cand, "stdlib")):
                return cand
    return None


def modulepath_or_exit(given=None):
    """`given`, else modulepath(); when that is no directory, says so and exits with status 2 (the
    runners' "inputs absent", which the cargo tests report as a skip, or a failure under CI)."""
    mpath = given or modulepath()
    if not mpath or not os.path.isdir(mpath):
        print("no Puppet modules: install Debian's puppet-module-* packages or set %s" % ENV_MODULEPATH)
        sys.exit(2)
    return mpath


KNOWN_FAILURES = os.path.join(HERE, "..", "..", "..", "conformance", "known-failures.tsv")


def read_causes(path):
    """The diagnosed causes of a suite's known failures: (shell pattern of case names, cause) per
    line of `path` (`pattern<TAB>cause`; `#` comments)."""
    return [tuple(l.rstrip("\n").split("\t", 1)) for l in open(path) if l.strip() and not l.startswith("#")]


def diagnosed(case, observed, causes):
    """A known failure's reason: the cause of the first pattern that matches `case`, then what was
    observed; what was observed alone when no pattern matches."""
    for pattern, text in causes:
        if fnmatch.fnmatchcase(case, pattern):
            return "%s; observed: %s" % (text, observed)
    return observed


def rewrite_known_failures(suite, reasons):
    """Replaces the lines of `suite` in conformance/known-failures.tsv by one per (case, reason),
    in the order given; the other suites' lines are kept as they are."""
    lines = [l.rstrip("\n") for l in open(KNOWN_FAILURES)]
    kept = [l for l in lines if not l.startswith(suite + "\t")]
    new = ["%s\t%s\t%s" % (suite, case, reason) for case, reason in reasons]
    with open(KNOWN_FAILURES, "w") as f:
        f.write("\n".join(kept + new) + "\n")


LOC = re.compile(r"\s*\((?:file|line): [^()]*\)")


def error_core(line):
    """The core of an error message (as the shared Puppet vectors compare it): no 'Error: ' prefix,
    no trailing ' on node X', no '(file: ..., line: ...)' parentheticals, no leading
    'Could not parse for environment production: ' or 'Evaluation Error: '."""
    m = line.strip()
    if m.startswith("Error: "):
        m = m[len("Error: "):]
    m = re.sub(r" on node \S+$", "", m)
    m = LOC.sub("", m)
    for prefix in ("Could not parse for environment production: ", "Evaluation Error: "):
        if m.startswith(prefix):
            m = m[len(prefix):]
    return m.strip()


def norm_file(path, case_dir, mpath):
    """A resource's `file`: relative to the case directory (site.pp) or to the modulepath root
    (`stdlib/manifests/init.pp`), as given (not resolved through symlinks), else kept whole."""
    if path is None:
        return None
    for root in (case_dir, mpath):
        if root:
            rel = os.path.relpath(path, root)
            if not rel.startswith(".."):
                return rel
    return path


def normalize(cat, notices, case_dir, mpath):
    """Comparable form of a catalog_format 2 catalog: drops version, catalog_uuid and code_id; sorts
    tags, resources (type, title), edges and classes; `file` per norm_file; adds `notices`."""
    cat = dict(cat)
    for k in ("version", "catalog_uuid", "code_id"):
        cat.pop(k, None)
    cat["tags"] = sorted(cat.get("tags", []))
    res = []
    for r in cat.get("resources", []):
        r = dict(r)
        r["tags"] = sorted(r.get("tags", []))
        if "file" in r:
            r["file"] = norm_file(r["file"], case_dir, mpath)
        res.append(r)
    res.sort(key=lambda r: (r["type"], str(r["title"])))
    cat["resources"] = res
    cat["edges"] = sorted(cat.get("edges", []), key=lambda e: (e["source"], e["target"]))
    cat["classes"] = sorted(cat.get("classes", []))
    cat["notices"] = [n for n in notices if not n.startswith("Compiled catalog for ")]
    return cat


def split_stdout(text):
    """strata's stdout: `Notice: <source>: <message>` lines, then one line of JSON."""
    text = text.strip("\n")
    idx = text.rfind("\n{")
    if idx < 0:
        if not text.startswith("{"):
            raise ValueError("no JSON catalog on stdout")
        head, body = "", text
    else:
        head, body = text[:idx], text[idx + 1:]
    # A message spanning lines continues until the next log line; tools/capture.rb wrote each
    # message on one line with its newlines as the two characters `\n`, and so does this.
    notices = []
    current = None
    for l in head.splitlines():
        if l.startswith("Notice: "):
            current = len(notices)
            notices.append(l[len("Notice: "):])
        elif l.startswith(("Error: ", "Warning: ", "Info: ", "Debug: ")):
            current = None
        elif current is not None:
            notices[current] += "\\n" + l
    return notices, json.loads(body)


def load_meta(case_dir):
    with open(os.path.join(case_dir, "meta.json")) as f:
        return json.load(f)
