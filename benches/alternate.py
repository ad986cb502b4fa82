#!/usr/bin/env python3
"""Peak memory and CPU of several `strata` builds on issue 22's workloads, run by run alternated.

usage: alternate.py [--runs N] [--work DIR] [--vectors DIR] [--loads a,b,...] NAME=BIN[:VAR=VALUE,...] ...

Each NAME=BIN is a build to compare (`strata-pre=PATH/strata`, `tree=target/release/strata`);
`:VAR=VALUE,...` runs it with those environment variables (`tree-nothp=target/release/strata:
MIMALLOC_ALLOW_THP=0`). For every workload the builds take turns, run after run, so that a
machine's drift (another process, the page cache, frequency) falls on all of them alike. Prints,
per workload and build, the fastest run's user + system CPU and the median peak resident set (the
child's own resource usage: what `/usr/bin/time -f "%U %S %M"` reports, to the microsecond),
each with its change against the first build.

The workloads are the generated inputs of `../shared/vectors/*/perf/gen.py`, written into --work
(default `target/alternate`) the first time they are needed:
  p5k    `puppet compile` of the full 5,000-resource manifest
  p50kp  `puppet compile` of the plain 50,000-resource manifest
  p50kf  `puppet compile` of the full 50,000-resource manifest
  spiff  `spiff merge` of the rich 10,000-entry template and its stub
  nov, ndis, ncon  `nickel export --format json` of merge_override_100k, merge_disjoint_100k
         and contract_schema_merge_100k
Outputs go to /dev/null; a build that exits non-zero stops the script.
"""
import argparse
import os
import statistics
import subprocess
import sys
from pathlib import Path

import perf_inputs  # beside this script

REPO = Path(__file__).resolve().parents[1]


def workloads(work, vectors):
    """Workload name -> (strata arguments, a function that generates its inputs, a file that
    exists once they are generated)."""
    def puppet(count, plain, name):
        return (["puppet", "compile", "--manifest", str(work / name), "--node", "testnode"],
                lambda: perf_inputs.puppet(vectors, work / name, count, plain), work / name)

    def spiff_gen():
        perf_inputs.spiff(vectors, work / "rich10000", 10000)

    def nickel_gen():
        perf_inputs.nickel(vectors, work / "nk")

    def nickel(case):
        path = work / "nk" / f"{case}.ncl"
        return (["nickel", "export", "--format", "json", str(path)], nickel_gen, path)

    rich = work / "rich10000"
    return {
        "p5k": puppet(5000, False, "full5000.pp"),
        "p50kp": puppet(50000, True, "plain50000.pp"),
        "p50kf": puppet(50000, False, "full50000.pp"),
        "spiff": (["spiff", "merge", str(rich / "template.yml"), str(rich / "stub.yml")], spiff_gen,
                  rich / "template.yml"),
        "nov": nickel("merge_override_100k"),
        "ndis": nickel("merge_disjoint_100k"),
        "ncon": nickel("contract_schema_merge_100k"),
    }


def parse_build(spec):
    name, _, rest = spec.partition("=")
    if not name or not rest:
        sys.exit(f"alternate.py: a build is NAME=BIN[:VAR=VALUE,...], not {spec!r}")
    binary, _, env_text = rest.partition(":")
    env = {}
    for pair in filter(None, env_text.split(",")):
        var, sep, value = pair.partition("=")
        if not sep:
            sys.exit(f"alternate.py: {pair!r} in {spec!r} is not VAR=VALUE")
        env[var] = value
    return name, binary, env


def run_once(binary, args, env):
    """One run: (user + system seconds, peak resident set KB), from the child's own resource usage
    (microseconds, where `time`'s output has hundredths)."""
    proc = subprocess.Popen([binary] + args, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE,
                            env={**os.environ, **env})
    err = proc.stderr.read()
    proc.stderr.close()
    _, status, usage = os.wait4(proc.pid, 0)
    proc.returncode = os.waitstatus_to_exitcode(status)
    if proc.returncode != 0:
        sys.exit(f"alternate.py: {binary} {' '.join(args)} failed:\n{err.decode(errors='replace')}")
    return usage.ru_utime + usage.ru_stime, usage.ru_maxrss


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--runs", type=int, default=7)
    ap.add_argument("--work", type=Path, default=REPO / "target" / "alternate")
    ap.add_argument("--vectors", type=Path,
                    default=Path(os.environ.get("STRATA_VECTORS") or REPO.parent / "shared" / "vectors"))
    ap.add_argument("--loads", default="p5k,p50kp,p50kf,spiff,nov,ndis,ncon")
    ap.add_argument("builds", nargs="+", metavar="NAME=BIN[:VAR=VALUE,...]")
    a = ap.parse_args()
    builds = [parse_build(b) for b in a.builds]
    a.work.mkdir(parents=True, exist_ok=True)
    table = workloads(a.work, a.vectors)
    unknown = [w for w in a.loads.split(",") if w not in table]
    if unknown:
        sys.exit(f"alternate.py: unknown workloads {unknown}; known: {', '.join(table)}")
    print("workload  " + "  ".join(f"{name:>30}" for name, _, _ in builds)
          + "  (fastest user+system s and its change, median peak KB and its change, against the first)")
    for w in a.loads.split(","):
        args, gen, marker = table[w]
        if not marker.exists():
            gen()
        results = {name: [] for name, _, _ in builds}
        for _ in range(a.runs):
            for name, binary, env in builds:
                results[name].append(run_once(binary, args, env))
        base_cpu = min(c for c, _ in results[builds[0][0]])
        base = statistics.median(m for _, m in results[builds[0][0]])
        cells = []
        for name, _, _ in builds:
            cpu = min(c for c, _ in results[name])
            peak = statistics.median(m for _, m in results[name])
            cells.append(f"{cpu:6.3f} {100 * (cpu - base_cpu) / base_cpu:+5.1f}% {peak:7.0f} "
                         f"{100 * (peak - base) / base:+5.1f}%")
        print(f"{w:8}  " + "  ".join(f"{c:>30}" for c in cells), flush=True)


if __name__ == "__main__":
    main()
