#!/usr/bin/env python3
"""Copy public Nickel programs from git snapshots into this folder and record their provenance.

usage: vendor.py OWNER/NAME=GIT_DIR [...]

Reads `selection.tsv` (`owner/name<TAB>glob`; `#` lines are comments; `!glob` excludes), copies
every matching file of the repository's HEAD to `<owner>/<name>/<path>` (the repository's own
layout, so relative imports keep working), and rewrites `sources.tsv` with one line per copied
file: repository, commit, path, blob id. GIT_DIR is any local clone or bare snapshot of the
repository; only the repositories given on the command line are (re)copied.
"""
import fnmatch
import os
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))


def git(gd, *args):
    return subprocess.run(["git", "--git-dir", gd] + list(args), check=True, capture_output=True).stdout


def main(argv):
    dirs = dict(a.split("=", 1) for a in argv)
    sel = {}
    for line in open(os.path.join(HERE, "selection.tsv")):
        if line.strip() and not line.startswith("#"):
            repo, glob = line.rstrip("\n").split("\t")[:2]
            sel.setdefault(repo, []).append(glob)
    rows = []
    src = os.path.join(HERE, "sources.tsv")
    if os.path.exists(src):
        rows = [l.rstrip("\n").split("\t") for l in open(src) if l.strip() and not l.startswith("#")]
        rows = [r for r in rows if r[0] not in dirs]
    for repo, gd in sorted(dirs.items()):
        commit = git(gd, "rev-parse", "HEAD").decode().strip()
        tree = git(gd, "ls-tree", "-r", "HEAD").decode().splitlines()
        for entry in tree:
            meta, path = entry.split("\t", 1)
            mode, kind, blob = meta.split()
            if kind != "blob" or mode == "120000":
                continue
            globs = sel.get(repo, [])
            if not any(fnmatch.fnmatch(path, g) for g in globs if not g.startswith("!")):
                continue
            if any(fnmatch.fnmatch(path, g[1:]) for g in globs if g.startswith("!")):
                continue
            dest = os.path.join(HERE, repo, path)
            os.makedirs(os.path.dirname(dest), exist_ok=True)
            with open(dest, "wb") as f:
                f.write(git(gd, "cat-file", "blob", blob))
            rows.append([repo, commit, path, blob])
    rows.sort()
    with open(src, "w") as f:
        f.write("# repository\tcommit\tpath\tblob\n")
        for r in rows:
            f.write("\t".join(r) + "\n")
    print("%d files recorded in sources.tsv" % len(rows))


if __name__ == "__main__":
    main(sys.argv[1:])
