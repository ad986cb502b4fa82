#!/usr/bin/env python3
"""Load test of `strata fn-hcl serve` over loopback.

usage: load.py [--bin PATH] [--address HOST:PORT] [--requests N] [--clients C] [--case DIR]
               [--distinct] [--gather-window DURATION]

Starts `strata fn-hcl serve --insecure` on a free 127.0.0.1 port (or uses --address, which
must be a loopback address), then sends N RunFunction requests (v1) from C concurrent clients,
each client with its own gRPC channel. The request is the first request `crossplane render`
sends for a conformance case (default: spec-example; an inline one when the vectors are absent).

Counts: `lost` = calls that got no answer (transport errors, deadline exceeded), `failed` =
answers that are wrong (tag not echoed, no result, or a FATAL result: the program must evaluate). Prints throughput and p50/p90/p99/max
latency. When it started the server itself it also prints the server's CPU time (user + system,
from /proc) spent during the timed run, per request (and its split into user and system time),
and the server's resident memory after it.
With --distinct every request carries a different program (the case's program with a distinct
comment appended), to show that the server's program cache stays bounded. Stops by itself:
every call has a 30 s deadline and the run a 600 s budget.

Needs the packages of tests/python/requirements.txt.
"""
import argparse
import ipaddress
import os
import socket
import statistics
import subprocess
import sys
import threading
import time
from pathlib import Path

import grpc
import yaml
from crossplane.function import resource
from crossplane.function.proto.v1 import run_function_pb2 as fnv1
from crossplane.function.proto.v1 import run_function_pb2_grpc as fnv1_grpc

fatal_severity = fnv1.SEVERITY_FATAL

REPO = Path(__file__).resolve().parents[2]
DEFAULT_CASE = (Path(os.environ.get("STRATA_VECTORS") or REPO.parent / "shared" / "vectors")
                / "fn-hcl" / "cases" / "spec-example")
BUDGET_S = 600


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def request_for(case):
    req = fnv1.RunFunctionRequest()
    if case and (case / "composition.yaml").is_file():
        xr = yaml.safe_load((case / "xr.yaml").read_text())
        comp = yaml.safe_load((case / "composition.yaml").read_text())
        step_input = comp["spec"]["pipeline"][0]["input"]
    else:
        xr = {"apiVersion": "example.com/v1", "kind": "XThing", "metadata": {"name": "x"}, "spec": {"region": "eu"}}
        step_input = {"apiVersion": "function-hcl/v1", "kind": "HclInput", "source": "Inline",
                      "hcl": '-- main.hcl --\nresource b {\n  body = { apiVersion = "v1", kind = "ConfigMap" }\n}\n'}
    req.observed.composite.resource.CopyFrom(resource.dict_to_struct(xr))
    req.input.CopyFrom(resource.dict_to_struct(step_input))
    req.context.CopyFrom(resource.dict_to_struct({}))
    return req


def main():
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--bin", default=os.environ.get("STRATA_BIN", str(REPO / "target" / "release" / "strata")))
    p.add_argument("--address", help="use a running server (loopback only) instead of starting one")
    p.add_argument("--requests", type=int, default=10_000)
    p.add_argument("--clients", type=int, default=64)
    p.add_argument("--case", type=Path, default=DEFAULT_CASE)
    p.add_argument("--distinct", action="store_true", help="a different program in every request")
    p.add_argument("--gather-window", help="the server's --gather-window (default: the server's own)")
    a = p.parse_args()

    proc = None
    if a.address:
        host = a.address.rsplit(":", 1)[0].strip("[]")
        if host != "localhost" and not ipaddress.ip_address(host).is_loopback:
            sys.exit("load.py only targets loopback addresses")
        address = a.address
    else:
        address = f"127.0.0.1:{free_port()}"
        extra = ["--gather-window", a.gather_window] if a.gather_window is not None else []
        proc = subprocess.Popen([a.bin, "fn-hcl", "serve", "--insecure", "--address", address, *extra],
                                stderr=subprocess.DEVNULL)
    try:
        grpc.channel_ready_future(grpc.insecure_channel(address)).result(timeout=20)
        run(a, address, proc.pid if proc else None)
    finally:
        if proc:
            proc.terminate()
            proc.wait(30)


def cpu_seconds(pid):
    """User and system CPU time of a process in seconds, from /proc (None where there is no
    /proc). The kernel scales the two so that their sum is the process's exact run time; the
    split between them is sampled at the clock tick."""
    try:
        fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
        tick = os.sysconf("SC_CLK_TCK")
        return int(fields[11]) / tick, int(fields[12]) / tick
    except (OSError, ValueError, IndexError):
        return None


def rss_mib(pid):
    try:
        for line in Path(f"/proc/{pid}/status").read_text().splitlines():
            if line.startswith("VmRSS:"):
                return int(line.split()[1]) / 1024
    except (OSError, ValueError):
        pass
    return None


def run(a, address, pid):
    base = request_for(a.case)
    hcl = base.input.fields["hcl"].string_value
    payload = len(base.SerializeToString())
    per_client = [a.requests // a.clients + (1 if i < a.requests % a.clients else 0) for i in range(a.clients)]
    latencies, lost, failed = [], [0], [0]
    lock = threading.Lock()
    deadline = time.monotonic() + BUDGET_S

    def client(idx, count):
        ch = grpc.insecure_channel(address)
        stub = fnv1_grpc.FunctionRunnerServiceStub(ch)
        local, local_lost, local_failed = [], 0, 0
        req = fnv1.RunFunctionRequest()
        req.CopyFrom(base)
        for i in range(count):
            if time.monotonic() > deadline:
                local_lost += count - i
                break
            req.meta.tag = f"{idx}-{i}"
            if a.distinct:
                req.input.fields["hcl"].string_value = f"{hcl}\n# program {idx}-{i}\n"
            t0 = time.perf_counter()
            try:
                rsp = stub.RunFunction(req, timeout=30)
            except grpc.RpcError:
                local_lost += 1
                continue
            local.append(time.perf_counter() - t0)
            fatal = any(r.severity == fatal_severity for r in rsp.results)
            if rsp.meta.tag != req.meta.tag or not rsp.results or fatal:
                local_failed += 1
        ch.close()
        with lock:
            latencies.extend(local)
            lost[0] += local_lost
            failed[0] += local_failed

    # Warm up connections and the server's thread pools.
    warm = fnv1_grpc.FunctionRunnerServiceStub(grpc.insecure_channel(address))
    for _ in range(100):
        warm.RunFunction(base, timeout=30)

    threads = [threading.Thread(target=client, args=(i, n)) for i, n in enumerate(per_client)]
    cpu0 = cpu_seconds(pid) if pid else None
    t0 = time.perf_counter()
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    wall = time.perf_counter() - t0
    cpu1 = cpu_seconds(pid) if pid else None

    lat = sorted(latencies)

    def pct(q):
        return lat[min(len(lat) - 1, int(q * len(lat)))] * 1000 if lat else float("nan")

    print(f"requests: {a.requests}  clients: {a.clients}  request bytes: {payload}")
    print(f"answered: {len(lat)}  lost: {lost[0]}  failed: {failed[0]}")
    print(f"wall: {wall:.2f} s  throughput: {len(lat) / wall:.0f} req/s")
    print(f"latency ms: p50 {pct(0.50):.2f}  p90 {pct(0.90):.2f}  p99 {pct(0.99):.2f}  max {lat[-1] * 1000 if lat else float('nan'):.2f}"
          f"  mean {statistics.fmean(lat) * 1000 if lat else float('nan'):.2f}")
    if cpu0 is not None and cpu1 is not None and lat:
        user, system = cpu1[0] - cpu0[0], cpu1[1] - cpu0[1]
        used = user + system
        per = 1e6 / len(lat)
        print(f"server cpu: {used:.2f} s  per request: {used * per:.0f} us"
              f"  (user {user * per:.0f} us, system {system * per:.0f} us)")
    if pid and rss_mib(pid) is not None:
        print(f"server rss: {rss_mib(pid):.1f} MiB")
    if lost[0] or failed[0]:
        sys.exit(1)


if __name__ == "__main__":
    main()
