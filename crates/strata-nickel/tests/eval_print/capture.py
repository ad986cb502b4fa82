#!/usr/bin/env python3
"""Captures the expected output of each case in this directory from a real nickel 1.18.

For `name.ncl` it writes `name.out`: what `nickel eval name.ncl` prints (the value in Nickel
syntax), or, when nickel fails, the first line of its error. Usage:
capture.py [path/to/nickel] [case names...]
"""
import os, re, subprocess, sys

here = os.path.dirname(os.path.abspath(__file__))
nickel = sys.argv[1] if len(sys.argv) > 1 else "nickel"
names = sys.argv[2:] or sorted(f[:-4] for f in os.listdir(here) if f.endswith(".ncl"))
for name in names:
    r = subprocess.run([nickel, "eval", name + ".ncl"], cwd=here, capture_output=True,
                       text=True, timeout=60, env=dict(os.environ, NO_COLOR="1"))
    if r.returncode == 0:
        out = r.stdout
    else:
        err = re.sub(r"\x1b\[[0-9;]*m", "", r.stderr)
        out = next(l for l in err.splitlines() if l.startswith("error")) + "\n"
    with open(os.path.join(here, name + ".out"), "w") as f:
        f.write(out)
    print(name, out.splitlines()[0][:100] if out else "")
