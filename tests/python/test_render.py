"""`strata fn-hcl render` against the outputs of the real `crossplane render`.

The function behind the render is a stand-in written with crossplane-function-sdk-python: for
each vector case it answers with exactly the content function-hcl produced in the case's
expected.yaml (composed bodies, XR status, function conditions, results, context), taken with
compare.py's own `strip_render_fields`. Everything *render* adds (the XR's Ready condition and
document shape, composed-resource generateName/labels/annotations/owner references, sorting,
Result and Context documents) must then come out of strata's render exactly as the real
`crossplane render` printed it: compared with compare.py in strict mode.

This checks the render half independently of the HCL evaluator. Skipped without the vectors.
"""

import copy
import sys
from concurrent import futures
from pathlib import Path

import grpc
import pytest
import yaml
from crossplane.function import resource
from crossplane.function.proto.v1 import run_function_pb2 as fnv1
from crossplane.function.proto.v1 import run_function_pb2_grpc as fnv1_grpc

from test_grpc import VECTORS, strata_bin

CASES = sorted(p.parent for p in (VECTORS / "cases").glob("*/expected.yaml")) if VECTORS.is_dir() else []
if CASES:
    sys.path.insert(0, str(VECTORS))
    import compare  # noqa: E402


def load_docs(path):
    return [d for d in yaml.safe_load_all(Path(path).read_text()) if d is not None]


def step_input(case):
    comp = load_docs(case / "composition.yaml")[0]
    return comp["spec"]["pipeline"][0]["input"]["hcl"]


def observed_names(case):
    path = case / "observed.yaml"
    if not path.is_file():
        return frozenset()
    return frozenset(d["metadata"]["annotations"]["crossplane.io/composition-resource-name"] for d in load_docs(path))


def function_content(case):
    """What the function produced in the case's expected.yaml, as a RunFunctionResponse."""
    docs = load_docs(case / "expected.yaml")
    xr_key, keyed, results, context, problems = compare.classify(docs)
    assert not problems, problems
    rsp = fnv1.RunFunctionResponse()
    rsp.meta.ttl.seconds = 60
    xr = compare.strip_render_fields(keyed[xr_key], True)
    status = copy.deepcopy(xr.get("status") or {})
    for c in status.pop("conditions", []):
        cond = rsp.conditions.add()
        cond.type = c["type"]
        cond.status = {"True": fnv1.STATUS_CONDITION_TRUE, "False": fnv1.STATUS_CONDITION_FALSE}.get(
            c["status"], fnv1.STATUS_CONDITION_UNKNOWN)
        cond.reason = c["reason"]
        if c.get("message"):
            cond.message = c["message"]
        cond.target = fnv1.TARGET_COMPOSITE
    if status:
        rsp.desired.composite.resource.CopyFrom(resource.dict_to_struct({"status": status}))
    for key, doc in keyed.items():
        if key[0] != "composed":
            continue
        rsp.desired.resources[key[1]].resource.CopyFrom(resource.dict_to_struct(compare.strip_render_fields(doc, False)))
    for r in results:
        res = rsp.results.add()
        res.severity = fnv1.Severity.Value(r["severity"])
        res.message = r["message"]
        res.target = fnv1.TARGET_COMPOSITE
    if context is not None:
        rsp.context.CopyFrom(resource.dict_to_struct(context.get("fields") or {}))
    return rsp


class StandIn(fnv1_grpc.FunctionRunnerServiceServicer):
    def __init__(self):
        # Two cases may share a program and differ by observed resources.
        self.by_key = {(step_input(c), observed_names(c)): function_content(c) for c in CASES}
        self.requests = []

    def RunFunction(self, request, context):  # noqa: N802 (gRPC method name)
        self.requests.append(request)
        hcl = resource.struct_to_dict(request.input).get("hcl", "")
        rsp = fnv1.RunFunctionResponse()
        rsp.CopyFrom(self.by_key[(hcl, frozenset(request.observed.resources.keys()))])
        rsp.meta.tag = request.meta.tag
        return rsp


@pytest.fixture(scope="module")
def stand_in():
    server = grpc.server(futures.ThreadPoolExecutor(max_workers=4))
    servicer = StandIn()
    fnv1_grpc.add_FunctionRunnerServiceServicer_to_server(servicer, server)
    port = server.add_insecure_port("127.0.0.1:0")
    server.start()
    yield f"127.0.0.1:{port}", servicer
    server.stop(grace=None)


@pytest.mark.skipif(not CASES, reason=f"fn-hcl vectors not found under {VECTORS}")
@pytest.mark.parametrize("case", CASES, ids=[c.name for c in CASES])
def test_render_documents_match_crossplane_render(stand_in, case):
    address, servicer = stand_in
    args = ["xr.yaml", "composition.yaml"]
    if (case / "observed.yaml").is_file():
        args += ["-o", "observed.yaml"]
    if (case / "extra-resources.yaml").is_file():
        args += ["-e", "extra-resources.yaml"]
    import subprocess

    r = subprocess.run([strata_bin(), "fn-hcl", "render", *args, "-r", "-c", "--function-address", address],
                       cwd=case, capture_output=True, text=True, timeout=60)
    assert r.returncode == 0, r.stderr
    assert r.stdout.startswith("---\n")
    actual = [d for d in yaml.safe_load_all(r.stdout) if d is not None]
    problems = compare.compare_docs(load_docs(case / "expected.yaml"), actual, ignore_render_fields=False)
    assert problems == []

    # The request render sent: observed XR from xr.yaml, empty context, the step input.
    req = servicer.requests[-1]
    xr = load_docs(case / "xr.yaml")[0]
    assert resource.struct_to_dict(req.observed.composite.resource)["metadata"]["name"] == xr["metadata"]["name"]
    assert resource.struct_to_dict(req.context) == {}
    if (case / "observed.yaml").is_file():
        names = {d["metadata"]["annotations"]["crossplane.io/composition-resource-name"] for d in load_docs(case / "observed.yaml")}
        assert set(req.observed.resources.keys()) == names


@pytest.mark.skipif(not CASES, reason=f"fn-hcl vectors not found under {VECTORS}")
def test_render_through_a_functions_file(stand_in, tmp_path):
    """A `crossplane render` functions file with the Development runtime annotation routes the
    step to the annotated target."""
    address, _ = stand_in
    case = VECTORS / "cases" / "set-context"
    functions = tmp_path / "functions.yaml"
    functions.write_text(
        "apiVersion: pkg.crossplane.io/v1\nkind: Function\nmetadata:\n  name: fn-hcl\n  annotations:\n"
        f"    render.crossplane.io/runtime: Development\n    render.crossplane.io/runtime-development-target: {address}\n"
    )
    import subprocess

    r = subprocess.run([strata_bin(), "fn-hcl", "render", "xr.yaml", "composition.yaml", str(functions), "-c"],
                       cwd=case, capture_output=True, text=True, timeout=60)
    assert r.returncode == 0, r.stderr
    docs = [d for d in yaml.safe_load_all(r.stdout) if d is not None]
    assert docs[-1]["kind"] == "Context"
    assert docs[-1]["fields"] == {"processed": "bucket-36f7e"}
