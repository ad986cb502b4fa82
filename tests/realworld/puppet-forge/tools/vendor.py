#!/usr/bin/env python3
"""Vendor the modules of ../modules.lock into ../modules/: for each module, the files of its
pinned commit that a catalog compile reads, and its license.

usage: python3 tools/vendor.py --mirrors DIR [--only a,b] [--corpus DIR]

--corpus DIR vendors the modules of DIR/modules.lock into DIR/modules/ instead (a local corpus
laid out like this one, e.g. modules measured but not committed).

DIR holds one bare git directory a repository, DIR/<owner>+<name>/repo (the layout the project's
GitHub snapshot tool writes); a repository missing there is cloned from GitHub into a temporary
directory. Kept from each module (everything else, specs, tasks, providers, facts, docs, is left
out): manifests/ templates/ types/ functions/ data/ files/ hiera.yaml metadata.json LICENSE*
NOTICE* and, under lib/, puppet/functions, puppet/parser/functions, puppet/type, puppet/datatypes,
puppet_x, puppetx (SIMP's simplib requires lib/puppetx/ through File.expand_path, which the
require scan below does not read), plus any lib/ file that a kept Ruby file requires
(transitively). examples/ is kept too: the cases are built from it.
"""
import argparse
import os
import re
import shutil
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
LOCK = os.path.join(HERE, "modules.lock")
OUT = os.path.join(HERE, "modules")

TOP = ("manifests/", "templates/", "types/", "functions/", "data/", "files/", "examples/")
TOP_FILES = ("hiera.yaml", "metadata.json")
LIB = ("lib/puppet/functions/", "lib/puppet/parser/functions/", "lib/puppet/type/", "lib/puppet/provider/",
       "lib/puppet/util/",
       "lib/puppet/datatypes/", "lib/puppet_x/", "lib/puppetx/")
REQUIRE = re.compile(r"""^\s*require(_relative)?\s*\(?\s*['"]([^'"]+)['"]""", re.M)


def read_lock():
    """(module, repository, tag, commit) per line of LOCK (further columns ignored)."""
    rows = []
    for line in open(LOCK):
        if line.startswith("#") or not line.strip():
            continue
        rows.append(line.rstrip("\n").split("\t")[:4])
    return rows


def git_dir(mirrors, repo, tmp):
    d = os.path.join(mirrors, repo.replace("/", "+"), "repo")
    if os.path.isdir(d):
        return d
    d = os.path.join(tmp, repo.replace("/", "+"))
    subprocess.run(["git", "clone", "--bare", "-q", "https://github.com/%s" % repo, d], check=True)
    return d


def keep(path):
    base = os.path.basename(path)
    if "/" not in path:
        return path in TOP_FILES or base.upper().startswith(("LICENSE", "NOTICE"))
    return path.startswith(TOP) or path.startswith(LIB)


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--mirrors", required=True)
    ap.add_argument("--only", default="")
    ap.add_argument("--corpus", help="a corpus directory laid out like this one (its modules.lock, modules/)")
    a = ap.parse_args()
    global LOCK, OUT
    if a.corpus:
        LOCK = os.path.join(os.path.abspath(a.corpus), "modules.lock")
        OUT = os.path.join(os.path.abspath(a.corpus), "modules")
    only = set(filter(None, a.only.split(",")))
    tmp = tempfile.mkdtemp(prefix="forge-vendor-")
    for name, repo, tag, commit in read_lock():
        if only and name not in only:
            continue
        gd = git_dir(a.mirrors, repo, tmp)
        listing = subprocess.run(["git", "--git-dir", gd, "ls-tree", "-r", commit],
                                 capture_output=True, text=True, check=True).stdout
        # path -> blob (only the blobs read are needed: the snapshot may lack large spec files)
        members = {}
        for line in listing.splitlines():
            info, path = line.split("\t", 1)
            mode, kind, obj = info.split()
            if kind == "blob" and mode != "120000":
                members[path] = obj

        def blob(path):
            return subprocess.run(["git", "--git-dir", gd, "cat-file", "blob", members[path]],
                                  capture_output=True, check=True).stdout
        wanted = {p for p in members if keep(p)}
        # lib/ files that kept Ruby files require, transitively
        todo = [p for p in wanted if p.endswith(".rb")]
        while todo:
            p = todo.pop()
            text = blob(p).decode("utf-8", "replace")
            for rel, req in REQUIRE.findall(text):
                if rel:
                    cand = os.path.normpath(os.path.join(os.path.dirname(p), req))
                else:
                    cand = "lib/" + req
                cand = cand if cand.endswith(".rb") else cand + ".rb"
                if cand in members and cand not in wanted:
                    wanted.add(cand)
                    todo.append(cand)
        dst = os.path.join(OUT, name)
        if os.path.isdir(dst):
            shutil.rmtree(dst)
        for p in sorted(wanted):
            target = os.path.join(dst, p)
            os.makedirs(os.path.dirname(target), exist_ok=True)
            with open(target, "wb") as f:
                f.write(blob(p))
        print("%s %s %s: %d files" % (name, repo, tag, len(wanted)), file=sys.stderr)
    shutil.rmtree(tmp)


if __name__ == "__main__":
    main()
