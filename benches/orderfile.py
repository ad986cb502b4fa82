#!/usr/bin/env python3
"""Writes the link order of the functions `strata` runs (crates/strata-cli/symbol-order.txt).

usage: orderfile.py BIN MAP [BIN MAP ...] [--out FILE] [--work DIR] [--vectors DIR]

Each BIN is `strata` as a release build makes it and MAP the linker's map of that build (symbol
names carry a hash of the profile's settings and of each crate's features, so they must come
from the release build itself, which is stripped: the map names the function at every
address). Two builds name their dependencies' functions differently: `-p strata-cli` (the
benchmarks' and `cargo run`'s) and the whole workspace's (`cargo build --release`, features
unified across every package); the file lists both, each build finding its own names:

    STRATA_LINK_MAP=$PWD/target/a.map cargo build --release -p strata-cli --bin strata
    cp target/release/strata target/strata-a
    STRATA_LINK_MAP=$PWD/target/b.map cargo build --release --bin strata
    python3 benches/orderfile.py target/strata-a target/a.map target/release/strata target/b.map

Every function of the executable that a set of typical runs executes (callgrind, one run per
command: `strata demo` on the bundled examples, each system's main job on inputs generated from
the shared vectors' `perf/gen.py`, smaller than the benchmarks' own, and `fn-hcl serve`
answering 500 requests of `benches/fnhcl/load.py`) is written, one symbol
a line, grouped by the set of runs that execute it (the functions every run executes first, then
those of one system), hottest first within a group. strata-cli's build script gives the file to
the linker (`--symbol-ordering-file`), which places those functions first and together in the
executable's code: a run then touches a few dense pages of code instead of a part of every one
(the kernel maps a binary's code 64 KiB around each page fault, all of which counts in the peak
resident set). Symbols the file names that a build does not have are ignored, so a stale file
costs only the clustering of what changed; regenerate it after a dependency or toolchain update.
"""
import argparse
import bisect
import importlib.util
import os
import socket
import subprocess
import sys
import tempfile
import time
from collections import defaultdict
from pathlib import Path

import perf_inputs  # beside this script

REPO = Path(__file__).resolve().parents[1]


def runs(work, vectors):
    """Run name -> (a function that writes its inputs, the run's arguments to `strata`, or
    `serve` for the gRPC server answering requests)."""
    def gen_puppet():
        perf_inputs.puppet(vectors, work / "full1000.pp", 1000)

    def gen_spiff():
        perf_inputs.spiff(vectors, work / "rich500", 500)

    def gen_nickel():
        perf_inputs.nickel(vectors, work / "nk")

    def gen_hcl():
        perf_inputs.hcl(vectors, work / "in200.hcl", 200)

    def nothing():
        pass

    def nickel(case):
        return ["nickel", "export", "--format", "json", str(work / "nk" / f"{case}.ncl")]

    table = {}
    if importlib.util.find_spec("grpc") and importlib.util.find_spec("crossplane"):
        table["fn-hcl-serve"] = (nothing, serve)
    else:
        print("fn-hcl-serve: skipped, load.py needs the packages of tests/python/requirements.txt",
              file=sys.stderr)
    table.update({
        "demo": (nothing, ["demo"]),
        "puppet": (gen_puppet, ["puppet", "compile", "--manifest", str(work / "full1000.pp"), "--node",
                                "testnode"]),
        "spiff": (gen_spiff, ["spiff", "merge", str(work / "rich500/template.yml"),
                              str(work / "rich500/stub.yml")]),
        "nickel-override": (gen_nickel, nickel("merge_override_10k")),
        "nickel-disjoint": (nothing, nickel("merge_disjoint_10k")),
        "nickel-contract": (nothing, nickel("contract_schema_merge_10k")),
        "nickel-std": (nothing, nickel("array_map_10k")),
        "hcldec": (gen_hcl, ["hcldec", "-s", str(vectors / "hcldec/perf/spec.hcldec"), "-V",
                             '{"env":"prod"}', str(work / "in200.hcl")]),
    })
    return table


def sections(link_map):
    """The executable's code sections from lld's link map: sorted [(start, end, symbol)].

    With function sections every function is its own input section, `.text.SYMBOL` (the C
    compiler's cold and start-up functions `.text.unlikely.SYMBOL`, `.text.startup.SYMBOL`)."""
    found = []
    with open(link_map) as text:
        for line in text:
            at = line.find(":(.text.")
            if at < 0:
                continue
            fields = line.split()
            name = line[at + 2:line.rindex(")")]
            symbol = name[len(".text."):]
            for prefix in ("unlikely.", "startup.", "hot.", "exit."):
                if symbol.startswith(prefix):
                    symbol = symbol[len(prefix):]
            start, size = int(fields[0], 16), int(fields[2], 16)
            if size:
                found.append((start, start + size, symbol))
    found.sort()
    return found


CALLGRIND = ["valgrind", "--tool=callgrind", "--dump-instr=yes", "--dump-line=no", "--compress-strings=no",
             "--compress-pos=no"]


def serve(binary, out, requests=500):
    """`strata fn-hcl serve` under callgrind, answering `requests` of `benches/fnhcl/load.py`'s
    requests (8 clients)."""
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
    address = f"127.0.0.1:{port}"
    server = subprocess.Popen(CALLGRIND + [f"--callgrind-out-file={out}", str(binary), "fn-hcl", "serve",
                                           "--insecure", "--address", address],
                              stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        for _ in range(600):
            with socket.socket() as conn:
                if conn.connect_ex(("127.0.0.1", port)) == 0:
                    break
            time.sleep(0.1)
        subprocess.run([sys.executable, str(REPO / "benches/fnhcl/load.py"), "--address", address,
                        "--requests", str(requests), "--clients", "8"], check=True, stdout=subprocess.DEVNULL)
    finally:
        server.terminate()
        server.wait(timeout=120)


def profile(binary, run, out, code):
    """Instructions the run executes in each of the executable's functions: {symbol: count}.
    `run` is the arguments to `strata`, run from the repository, or a function that runs the
    binary under callgrind itself."""
    if callable(run):
        run(binary, out)
    else:
        subprocess.run(CALLGRIND + [f"--callgrind-out-file={out}", str(binary)] + run, cwd=REPO,
                       stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, check=True)
    starts = [start for start, _, _ in code]
    costs = defaultdict(int)
    after_calls = False
    with open(out) as text:
        for line in text:
            if line.startswith("calls="):
                after_calls = True
                continue
            if not line.startswith("0x"):
                continue
            fields = line.split()
            address = int(fields[0], 16)
            at = bisect.bisect_right(starts, address) - 1
            if at >= 0 and address < code[at][1]:
                symbol = code[at][2]
                costs[symbol] += 0 if after_calls or len(fields) < 2 else int(fields[1])
            after_calls = False
    return costs


def order_of(binary, link_map, work, vectors):
    """The build's executed functions in their layout order."""
    code = sections(link_map)
    seen = {}  # symbol -> set of run names
    heat = defaultdict(int)
    for name, (gen, run) in runs(work, vectors).items():
        gen()
        with tempfile.NamedTemporaryFile(dir=work, suffix=".callgrind") as out:
            costs = profile(binary, run, out.name, code)
        print(f"{binary.name}, {name}: {len(costs)} functions", file=sys.stderr)
        for symbol, cost in costs.items():
            seen.setdefault(symbol, set()).add(name)
            heat[symbol] += cost
    return sorted(seen, key=lambda s: (-len(seen[s]), sorted(seen[s]), -heat[s], s))


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("builds", nargs="+", metavar="BIN MAP")
    parser.add_argument("--out", default=str(REPO / "crates/strata-cli/symbol-order.txt"))
    parser.add_argument("--work", default=str(REPO / "target/orderfile"))
    parser.add_argument("--vectors", default=os.environ.get("STRATA_VECTORS", str(REPO.parent / "shared/vectors")))
    opts = parser.parse_args()
    if len(opts.builds) % 2:
        parser.error("the builds are pairs: BIN MAP [BIN MAP ...]")
    work = Path(opts.work)
    work.mkdir(parents=True, exist_ok=True)
    order = []
    known = set()
    for binary, link_map in zip(opts.builds[::2], opts.builds[1::2]):
        for symbol in order_of(Path(binary).resolve(), link_map, work, Path(opts.vectors)):
            if symbol not in known:
                known.add(symbol)
                order.append(symbol)
    with open(opts.out, "w") as out:
        for symbol in order:
            out.write(symbol + "\n")
    print(f"{len(order)} symbols -> {opts.out}", file=sys.stderr)


if __name__ == "__main__":
    main()
