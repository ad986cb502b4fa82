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
import socket
import subprocess
import sys
import tempfile
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))
import orderfile  # noqa: E402  (benches/orderfile.py)


def serving(requests):
    """A run for orderfile.profile: the server under callgrind answering `requests`."""
    def run(binary, out):
        with socket.socket() as probe:
            probe.bind(("127.0.0.1", 0))
            port = probe.getsockname()[1]
        address = f"127.0.0.1:{port}"
        server = subprocess.Popen(orderfile.CALLGRIND + [f"--callgrind-out-file={out}", str(binary), "fn-hcl",
                                                         "serve", "--insecure", "--address", address],
                                  stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        try:
            for _ in range(600):
                with socket.socket() as conn:
                    if conn.connect_ex(("127.0.0.1", port)) == 0:
                        break
                time.sleep(0.1)
            subprocess.run([sys.executable, str(HERE / "load.py"), "--address", address, "--requests",
                            str(requests), "--clients", "8"], check=True, stdout=subprocess.DEVNULL)
        finally:
            server.terminate()
            server.wait(timeout=120)
    return run


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
            costs[n] = orderfile.profile(Path(opts.bin).resolve(), serving(n), out.name, code)
    each = {s: (costs[3000].get(s, 0) - costs[1000].get(s, 0)) / 2000 for s in costs[1000].keys() | costs[3000].keys()}
    print(f"instructions a request: {sum(each.values()):.0f}")
    top = sorted(each, key=lambda s: -each[s])[:opts.top]
    names = subprocess.run(["c++filt"], input="\n".join(top), capture_output=True, text=True).stdout.splitlines()
    for symbol, name in zip(top, names or top):
        print(f"{each[symbol]:8.1f}  {name}")


if __name__ == "__main__":
    main()
