#!/usr/bin/env python3
"""Extract the code examples of the Nickel manual into programs (one `.ncl` per example).

usage: extract.py MANUAL_DIR   (doc/manual of the nickel repository)

Follows the rules of the nickel repository's own manual test (core/tests/manual): fences
```` ```nickel ```` are whole programs, ```` ```nickel #lines ```` hold one program per line,
```` ```nickel #repl ```` blocks are REPL sessions: pieces separated by blank lines, each `> input`
(continuation lines start with a space) followed by the printed result, or nothing when the
input is a top-level `let` binding. Bindings are kept for the rest of the block: a later input
becomes `let ... in <input>`. `#parse`, `#no-check` and `ignore` fences are skipped (not meant to
evaluate). `merging.md` is skipped (the shared conformance vectors already cover it).
Writes `<chapter>-<block>[-<piece>].ncl` here; the reference result is whatever nickel 1.18 gives
for `nickel eval` on the file (captured like every other case).
"""
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
FENCE = re.compile(r"^(\s*)```(.*)$")


def blocks(text):
    lines = text.split("\n")
    i = 0
    while i < len(lines):
        m = FENCE.match(lines[i])
        if m and m.group(2).strip().startswith("nickel"):
            indent, info = m.group(1), m.group(2).strip()
            body = []
            i += 1
            while i < len(lines) and not FENCE.match(lines[i]):
                l = lines[i]
                body.append(l[len(indent):] if l.startswith(indent) else l.lstrip())
                i += 1
            yield info, "\n".join(body)
        i += 1


def main(manual):
    for f in os.listdir(HERE):
        if f.endswith(".ncl"):
            os.remove(os.path.join(HERE, f))
    count = 0
    for md in sorted(os.listdir(manual)):
        if not md.endswith(".md") or md == "merging.md":
            continue
        chapter = md[:-3]
        for n, (info, body) in enumerate(blocks(open(os.path.join(manual, md)).read()), 1):
            progs = []
            if info == "nickel":
                progs.append(("%s-%02d" % (chapter, n), body))
            elif info == "nickel #lines":
                progs += [("%s-%02d-%02d" % (chapter, n, k), l)
                          for k, l in enumerate([l for l in body.split("\n") if l.strip()], 1)]
            elif info == "nickel #repl":
                bound = ""
                for k, piece in enumerate(body.replace("\r\n", "\n").split("\n\n"), 1):
                    if not piece.startswith(">"):
                        continue
                    plines = piece[1:].split("\n")
                    cut = next((j for j, l in enumerate(plines) if j > 0 and not l.startswith(" ")), len(plines))
                    inp = "\n".join(plines[:cut]).strip()
                    result = "\n".join(plines[cut:]).strip()
                    if not result and re.match(r"let\b", inp):
                        bound += inp + " in\n"
                        continue
                    progs.append(("%s-%02d-repl-%02d" % (chapter, n, k), bound + inp))
            for name, prog in progs:
                with open(os.path.join(HERE, name + ".ncl"), "w") as out:
                    out.write(prog.rstrip("\n") + "\n")
                count += 1
    print("%d programs extracted" % count)


if __name__ == "__main__":
    main(sys.argv[1])
