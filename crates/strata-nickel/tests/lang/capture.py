#!/usr/bin/env python3
"""Captures the expected result of each case in this directory from a real nickel 1.18.

For `name.ncl` it writes `name.out`: the compact JSON that `nickel export` prints, or, when
nickel fails, the first line of its error (`error: ...`) and the `line:column` of the first
location the error shows (`at 3:7`). Usage: capture.py [path/to/nickel] [case names...]
"""
import json, os, re, subprocess, sys

here = os.path.dirname(os.path.abspath(__file__))
nickel = sys.argv[1] if len(sys.argv) > 1 else "nickel"
names = sys.argv[2:] or sorted(f[:-4] for f in os.listdir(here) if f.endswith(".ncl"))
for name in names:
    r = subprocess.run([nickel, "export", "--format", "json", name + ".ncl"],
                       cwd=here, capture_output=True, text=True, timeout=60)
    if r.returncode == 0:
        out = json.dumps(json.loads(r.stdout), separators=(",", ":"), ensure_ascii=False) + "\n"
    else:
        err = re.sub(r"\x1b\[[0-9;]*m", "", r.stderr)
        first = next(l for l in err.splitlines() if l.startswith("error"))
        loc = re.search(re.escape(name) + r"\.ncl:(\d+):(\d+)", err)
        out = first + "\n" + (f"at {loc.group(1)}:{loc.group(2)}\n" if loc else "")
    with open(os.path.join(here, name + ".out"), "w") as f:
        f.write(out)
    print(name, out.splitlines()[0][:100])
