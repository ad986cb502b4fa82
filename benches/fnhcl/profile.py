#!/usr/bin/env python3
"""Instructions a `fn-hcl serve` request costs, function by function, in a release build.

usage: profile.py BIN MAP [--top N]

BIN is `strata` from `STRATA_LINK_MAP=MAP cargo build --release -p strata-cli --bin strata`
(stripped: the link map names the function at every address, `benches/orderfile.py`'s
`sections`). The server runs under callgrind twice, answering 1,000 and then 3,000 requests of
`load.py --clients 8`; a function's cost a request is the difference over 2,000, which leaves out
start-up and the program's first evaluation. Prints the total and the N costliest functions
(exclusive counts, names demangled by c++filt). Needs valgrind and tests/python/requirements.txt.
"""
import argparse
import functools
import subprocess
import sys
import tempfile
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))  # benches/, for orderfile and its perf_inputs
import orderfile  # noqa: E402  (benches/orderfile.py)


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("bin")
    parser.add_argument("map")
    parser.add_argument("--top", type=int, default=40)
    opts = parser.parse_args()
    code = orderfile.sections(opts.map)
    costs = {}
    for n in (1000, 3000):
        with tempfile.NamedTemporaryFile(suffix=".callgrind") as out:
            costs[n] = orderfile.profile(Path(opts.bin).resolve(), functools.partial(orderfile.serve, requests=n),
                                          out.name, code)
    each = {s: (costs[3000].get(s, 0) - costs[1000].get(s, 0)) / 2000 for s in costs[1000].keys() | costs[3000].keys()}
    print(f"instructions a request: {sum(each.values()):.0f}")
    top = sorted(each, key=lambda s: -each[s])[:opts.top]
    names = subprocess.run(["c++filt"], input="\n".join(top), capture_output=True, text=True).stdout.splitlines()
    for symbol, name in zip(top, names or top):
        print(f"{each[symbol]:8.1f}  {name}")


if __name__ == "__main__":
    main()
