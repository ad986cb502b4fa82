#!/usr/bin/env python3
"""A command's resident memory over time: /proc/PID/status read every half millisecond.

usage: rss_timeline.py [VAR=VALUE ...] COMMAND [ARG ...]

Prints about 40 evenly spaced samples (milliseconds since start, VmRSS KB, RssAnon KB) and the
largest VmRSS seen, which is where in a run its peak memory is reached (BENCHMARKS.md, session
43). The command's output goes to /dev/null. A sample can miss a peak shorter than the interval.
"""
import os
import subprocess
import sys
import time


def main():
    args = sys.argv[1:]
    env = dict(os.environ)
    while args and "=" in args[0] and not args[0].startswith(("/", ".")):
        var, value = args.pop(0).split("=", 1)
        env[var] = value
    if not args:
        sys.exit(__doc__.strip().splitlines()[2])
    child = subprocess.Popen(args, stdout=subprocess.DEVNULL, env=env)
    start = time.perf_counter()
    samples = []
    while child.poll() is None:
        try:
            with open(f"/proc/{child.pid}/status") as status:
                fields = dict(line.split(":", 1) for line in status if ":" in line)
            samples.append((time.perf_counter() - start, int(fields["VmRSS"].split()[0]),
                            int(fields["RssAnon"].split()[0])))
        except (OSError, KeyError, ValueError):
            pass  # the process ended between the poll and the read
        time.sleep(0.0005)
    for at, rss, anon in samples[::max(1, len(samples) // 40)]:
        print(f"{at * 1000:7.1f} ms {rss:7d} {anon:7d}")
    if samples:
        print("max", max(rss for _, rss, _ in samples))
    sys.exit(child.returncode)


if __name__ == "__main__":
    main()
