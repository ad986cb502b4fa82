"""`strata fn-hcl serve` against a real client: the stubs of crossplane-function-sdk-python.

Installs nothing: needs the packages of requirements.txt. The server binary is $STRATA_BIN, else
target/debug/strata or target/release/strata of this repository (built with
`cargo build -p strata-cli` when neither exists).

Requests must succeed, or fail with the FATAL results function-hcl uses, and the transport
(v1, v1beta1, mutual TLS, limits, shutdown) must behave as Crossplane's function runtime expects.
"""

import datetime
import glob
import os
import shutil
import signal
import socket
import subprocess
import threading
import time
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import grpc
import pytest
import yaml
from crossplane.function import resource
from crossplane.function.proto.v1 import run_function_pb2 as fnv1
from crossplane.function.proto.v1 import run_function_pb2_grpc as fnv1_grpc
from crossplane.function.proto.v1beta1 import run_function_pb2 as fnv1beta1
from crossplane.function.proto.v1beta1 import run_function_pb2_grpc as fnv1beta1_grpc
from google.protobuf import descriptor_pb2

REPO = Path(__file__).resolve().parents[2]
# $FNHCL_VECTORS, else $STRATA_VECTORS/fn-hcl, else ../shared/vectors/fn-hcl from the repository root
# (the rule of crates/strata-test-support). With CI set, a missing folder fails instead of skipping.
VECTORS = (Path(os.environ["FNHCL_VECTORS"]) if os.environ.get("FNHCL_VECTORS")
           else Path(os.environ.get("STRATA_VECTORS") or REPO.parent / "shared" / "vectors") / "fn-hcl")
if os.environ.get("CI", "").strip().lower() not in ("", "0", "false") and not VECTORS.is_dir():
    raise RuntimeError(f"conformance vectors folder {VECTORS} not found (set STRATA_VECTORS); "
                       "CI is set, so a missing folder fails the run instead of skipping")
MIB = 1024 * 1024


# --------------------------------------------------------------------------------------------
# Server process management
# --------------------------------------------------------------------------------------------


def strata_bin():
    env = os.environ.get("STRATA_BIN")
    if env:
        return env
    for profile in ("debug", "release"):
        p = REPO / "target" / profile / "strata"
        if p.is_file():
            return str(p)
    subprocess.run(["cargo", "build", "-p", "strata-cli"], cwd=REPO, check=True)
    return str(REPO / "target" / "debug" / "strata")


def free_port():
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


class Server:
    """A running `strata fn-hcl serve`; stderr is collected for assertions."""

    def __init__(self, *args, env=None):
        self.port = free_port()
        self.address = f"127.0.0.1:{self.port}"
        cmd = [strata_bin(), "fn-hcl", "serve", "--address", self.address, *args]
        self.proc = subprocess.Popen(cmd, stderr=subprocess.PIPE, text=True, env=env)
        self.lines = []
        self.ready = threading.Event()
        self.reader = threading.Thread(target=self._read, daemon=True)
        self.reader.start()
        if not self.ready.wait(20):
            self.stop()
            raise RuntimeError(f"server did not start: {self.lines}")

    def _read(self):
        for line in self.proc.stderr:
            self.lines.append(line.rstrip("\n"))
            if "serving on" in line:
                self.ready.set()
        self.ready.set()

    def alive(self):
        return self.proc.poll() is None

    def stop(self, sig=signal.SIGTERM, timeout=15):
        if self.proc.poll() is None:
            self.proc.send_signal(sig)
        try:
            return self.proc.wait(timeout)
        finally:
            if self.proc.poll() is None:
                self.proc.kill()
                self.proc.wait()
            # the last lines (such as "stopped") are read by the reader thread: wait for it
            # to reach the end of stderr before anyone looks at them
            self.reader.join(5)


@pytest.fixture(scope="module")
def server():
    s = Server("--insecure", "--debug")
    yield s
    assert s.stop() == 0


def channel_for(s):
    ch = grpc.insecure_channel(
        s.address,
        options=[("grpc.max_send_message_length", 64 * MIB), ("grpc.max_receive_message_length", 64 * MIB)],
    )
    grpc.channel_ready_future(ch).result(timeout=10)
    return ch


# --------------------------------------------------------------------------------------------
# Requests
# --------------------------------------------------------------------------------------------

HCL = '-- main.hcl --\nresource bucket {\n  body = {\n    apiVersion = "v1"\n    kind = "ConfigMap"\n  }\n}\n'


def make_request(pb, tag="tag-1", hcl=HCL, input_override=None):
    req = pb.RunFunctionRequest()
    req.meta.tag = tag
    req.observed.composite.resource.CopyFrom(
        resource.dict_to_struct({"apiVersion": "example.com/v1", "kind": "XThing", "metadata": {"name": "x"}, "spec": {"n": 3}})
    )
    req.desired.resources["kept"].resource.CopyFrom(resource.dict_to_struct({"apiVersion": "v1", "kind": "Kept", "n": 5}))
    req.desired.resources["kept"].ready = pb.READY_TRUE
    inp = {"apiVersion": "function-hcl/v1", "kind": "HclInput", "source": "Inline", "hcl": hcl}
    if input_override is not None:
        inp = input_override
    if inp is not False:
        req.input.CopyFrom(resource.dict_to_struct(inp))
    req.context.CopyFrom(resource.dict_to_struct({"example.com/k": {"v": 1}}))
    return req


def assert_answer(pb, req, rsp):
    """The answer to make_request(): the program adds ConfigMap `bucket` to the desired state."""
    assert rsp.meta.tag == req.meta.tag
    assert rsp.meta.ttl.seconds == 60
    assert all(r.severity != pb.SEVERITY_FATAL for r in rsp.results), rsp.results
    assert rsp.results[-1].message == "hcl module executed successfully"
    assert [c.type for c in rsp.conditions] == ["FullyResolved", "HclDiagnostics"]
    assert rsp.desired.resources["kept"] == req.desired.resources["kept"]
    assert resource.struct_to_dict(rsp.desired.resources["bucket"].resource) == {"apiVersion": "v1", "kind": "ConfigMap"}
    assert resource.struct_to_dict(rsp.context) == resource.struct_to_dict(req.context)


def assert_failure_shape(pb, req, rsp):
    """What function-hcl answers on any failure: tag echoed, ttl 60s, desired state and context
    passed through, exactly one FATAL result and no conditions."""
    assert rsp.meta.tag == req.meta.tag
    assert rsp.meta.ttl.seconds == 60
    assert rsp.desired == req.desired
    assert rsp.context == req.context
    assert len(rsp.results) == 1
    assert rsp.results[0].severity == pb.SEVERITY_FATAL
    assert rsp.results[0].target == pb.TARGET_COMPOSITE
    assert len(rsp.conditions) == 0


# --------------------------------------------------------------------------------------------
# Tests
# --------------------------------------------------------------------------------------------


def test_v1_run_function(server):
    stub = fnv1_grpc.FunctionRunnerServiceStub(channel_for(server))
    req = make_request(fnv1)
    assert_answer(fnv1, req, stub.RunFunction(req, timeout=10))


def test_v1beta1_run_function(server):
    stub = fnv1beta1_grpc.FunctionRunnerServiceStub(channel_for(server))
    req = make_request(fnv1beta1, tag="beta")
    rsp = stub.RunFunction(req, timeout=10)
    assert isinstance(rsp, fnv1beta1.RunFunctionResponse)
    assert_answer(fnv1beta1, req, rsp)


def test_numbers_and_bytes_survive(server):
    stub = fnv1_grpc.FunctionRunnerServiceStub(channel_for(server))
    req = make_request(fnv1)
    req.desired.resources["kept"].resource.CopyFrom(
        resource.dict_to_struct({"int": 3, "float": 1.5, "big": 2.0**60, "neg": -7, "s": "ü", "l": [True, None, {"x": []}]})
    )
    req.desired.resources["kept"].connection_details["pw"] = b"\x00\xffsecret"
    rsp = stub.RunFunction(req, timeout=10)
    # Passed through on failure; kept beside the program's resources on success.
    assert rsp.desired.resources["kept"] == req.desired.resources["kept"]


def test_reflection_lists_both_services_with_the_sdk_schema(server):
    from grpc_reflection.v1alpha import reflection_pb2, reflection_pb2_grpc

    stub = reflection_pb2_grpc.ServerReflectionStub(channel_for(server))
    rsp = next(stub.ServerReflectionInfo(iter([reflection_pb2.ServerReflectionRequest(list_services="")])))
    names = {s.name for s in rsp.list_services_response.service}
    assert "apiextensions.fn.proto.v1.FunctionRunnerService" in names
    assert "apiextensions.fn.proto.v1beta1.FunctionRunnerService" in names

    # The served schema has the same messages, field numbers, types and enums as the SDK's.
    for pb, symbol in ((fnv1, "apiextensions.fn.proto.v1.FunctionRunnerService"),
                       (fnv1beta1, "apiextensions.fn.proto.v1beta1.FunctionRunnerService")):
        req = reflection_pb2.ServerReflectionRequest(file_containing_symbol=symbol)
        out = next(stub.ServerReflectionInfo(iter([req])))
        files = [descriptor_pb2.FileDescriptorProto.FromString(b) for b in out.file_descriptor_response.file_descriptor_proto]
        served = next(f for f in files if f.service)
        sdk = descriptor_pb2.FileDescriptorProto()
        pb.DESCRIPTOR.CopyToProto(sdk)
        assert served.package == sdk.package
        assert schema_of(served) == schema_of(sdk)


def schema_of(f):
    msgs = {}

    def walk(prefix, ms):
        for m in ms:
            msgs[prefix + m.name] = sorted(
                (x.name, x.number, x.type, x.label, x.type_name.split(".")[-1], x.proto3_optional) for x in m.field
            )
            walk(prefix + m.name + ".", m.nested_type)

    walk("", f.message_type)
    enums = {e.name: [(v.name, v.number) for v in e.value] for e in f.enum_type}
    services = {s.name: [(m.name, m.input_type.split(".")[-1], m.output_type.split(".")[-1]) for m in s.method] for s in f.service}
    return msgs, enums, services


INPUT_ERRORS = ("input HCL was not specified", "unable to get input",
                "no HCL input files found, are you using the txtar format?")


def test_malformed_requests_keep_the_server_serving(server):
    ch = channel_for(server)
    stub = fnv1_grpc.FunctionRunnerServiceStub(ch)

    # No input, wrong input kinds, and non-txtar HCL: a FATAL result, never a crash.
    for override in (False, {"hcl": 42}, {"hcl": ["a"]}, {"hcl": ""}, {"hcl": "resource x {}"}):
        req = make_request(fnv1, tag="bad", input_override=override)
        rsp = stub.RunFunction(req, timeout=10)
        assert_failure_shape(fnv1, req, rsp)
        assert rsp.results[0].message.startswith(INPUT_ERRORS), rsp.results[0].message

    # Over 4 MiB: refused with a clear status.
    big = make_request(fnv1, tag="big")
    big.context.CopyFrom(resource.dict_to_struct({"blob": "x" * (4 * MIB)}))
    with pytest.raises(grpc.RpcError) as e:
        stub.RunFunction(big, timeout=10)
    assert e.value.code() in (grpc.StatusCode.RESOURCE_EXHAUSTED, grpc.StatusCode.OUT_OF_RANGE)
    assert "too large" in e.value.details()

    # Bytes that are not a RunFunctionRequest.
    raw = ch.unary_unary(
        "/apiextensions.fn.proto.v1.FunctionRunnerService/RunFunction",
        request_serializer=lambda b: b,
        response_deserializer=lambda b: b,
    )
    with pytest.raises(grpc.RpcError) as e:
        raw(b"\xff\xff\xff\xff\x0f", timeout=10)
    assert e.value.code() in (grpc.StatusCode.INTERNAL, grpc.StatusCode.INVALID_ARGUMENT)

    # Nesting far deeper than the decoder accepts (built as raw bytes: the Python protobuf
    # library itself refuses to build it).
    with pytest.raises(grpc.RpcError) as e:
        raw(deep_request_bytes(5000), timeout=10)
    assert e.value.code() in (grpc.StatusCode.INTERNAL, grpc.StatusCode.INVALID_ARGUMENT)

    # An unknown method.
    unknown = ch.unary_unary("/apiextensions.fn.proto.v1.FunctionRunnerService/Nope",
                             request_serializer=lambda b: b, response_deserializer=lambda b: b)
    with pytest.raises(grpc.RpcError) as e:
        unknown(b"", timeout=10)
    assert e.value.code() == grpc.StatusCode.UNIMPLEMENTED

    assert server.alive()
    ok = stub.RunFunction(make_request(fnv1, tag="after"), timeout=10)
    assert ok.meta.tag == "after"


def varint(n):
    out = bytearray()
    while True:
        b = n & 0x7F
        n >>= 7
        if n:
            out.append(b | 0x80)
        else:
            out.append(b)
            return bytes(out)


def field(number, payload):
    """A length-delimited protobuf field."""
    return varint((number << 3) | 2) + varint(len(payload)) + payload


def deep_struct_bytes(depth):
    """A Struct {"d": {"d": ... "x"}} with `depth` objects, as protobuf bytes."""
    value = field(3, b"x")  # Value.string_value
    for _ in range(depth):
        entry = field(1, b"d") + field(2, value)  # Struct.fields map entry
        struct = field(1, entry)
        value = field(5, struct)  # Value.struct_value
    return struct


def deep_request_bytes(depth):
    """A RunFunctionRequest whose context is a Struct nested `depth` levels deep."""
    return field(5, deep_struct_bytes(depth))  # RunFunctionRequest.context


def test_deeply_nested_objects_pass_through(server):
    """200 nested objects: beyond the 100-message limit of common protobuf decoders (the
    Python library refuses to even build this), within strata's 256."""
    raw = channel_for(server).unary_unary(
        "/apiextensions.fn.proto.v1.FunctionRunnerService/RunFunction",
        request_serializer=lambda b: b,
        response_deserializer=lambda b: b,
    )
    rsp = raw(deep_request_bytes(200), timeout=10)
    assert deep_struct_bytes(200) in rsp  # context passed through unchanged


def test_concurrent_clients(server):
    ch = channel_for(server)
    stub = fnv1_grpc.FunctionRunnerServiceStub(ch)

    def call(i):
        return stub.RunFunction(make_request(fnv1, tag=f"c{i}"), timeout=30).meta.tag

    with ThreadPoolExecutor(max_workers=32) as pool:
        tags = list(pool.map(call, range(300)))
    assert tags == [f"c{i}" for i in range(300)]


@pytest.mark.parametrize("window", ["0", "1ms", "10ms"])
def test_concurrent_and_sequential_calls_with_any_gather_window(window):
    # The own path (no --debug), whose network thread naps between rounds under load
    # (`--gather-window`): every call of many clients is answered, each with its own tag, and
    # a client calling one request after another is not held back by the window. (The time
    # bound below can only catch such naps at the 10 ms window, where napping before every
    # call would take 2 s; at 0 and 1 ms it bounds the calls' own time.)
    s = Server("--insecure", "--gather-window", window)
    try:
        stub = fnv1_grpc.FunctionRunnerServiceStub(channel_for(s))

        def call(i):
            return stub.RunFunction(make_request(fnv1, tag=f"g{i}"), timeout=30).meta.tag

        with ThreadPoolExecutor(max_workers=48) as pool:
            tags = list(pool.map(call, range(2000)))
        assert tags == [f"g{i}" for i in range(2000)]
        t0 = time.monotonic()
        for i in range(200):
            assert call(i) == f"g{i}"
        # 200 calls in a row: far below 200 windows of the longest (10 ms each: 2 s).
        assert time.monotonic() - t0 < 1.5
    finally:
        assert s.stop() == 0


def test_gather_window_out_of_range_is_refused():
    r = subprocess.run([strata_bin(), "fn-hcl", "serve", "--insecure", "--address", f"127.0.0.1:{free_port()}",
                        "--gather-window", "50ms"], capture_output=True, text=True, timeout=30)
    assert r.returncode == 2
    assert "longer than the longest gather window (10ms)" in r.stderr


def test_debug_logs_requests_to_stderr(server):
    stub = fnv1_grpc.FunctionRunnerServiceStub(channel_for(server))
    stub.RunFunction(make_request(fnv1, tag="logged-tag"), timeout=10)
    deadline = time.time() + 5
    while time.time() < deadline and not any("logged-tag" in line for line in server.lines):
        time.sleep(0.05)
    assert any("logged-tag" in line and "(v1)" in line for line in server.lines)


# --------------------------------------------------------------------------------------------
# Mutual TLS
# --------------------------------------------------------------------------------------------


def make_pki(directory):
    """A CA, a server certificate for localhost/127.0.0.1 and a client certificate, plus a
    client certificate from an unrelated CA. Returns PEM bytes."""
    import ipaddress

    from cryptography import x509
    from cryptography.hazmat.primitives import hashes, serialization
    from cryptography.hazmat.primitives.asymmetric import ec
    from cryptography.x509.oid import ExtendedKeyUsageOID, NameOID

    now = datetime.datetime.now(datetime.timezone.utc)

    def key():
        return ec.generate_private_key(ec.SECP256R1())

    def pem_key(k):
        return k.private_bytes(serialization.Encoding.PEM, serialization.PrivateFormat.PKCS8, serialization.NoEncryption())

    def name(cn):
        return x509.Name([x509.NameAttribute(NameOID.COMMON_NAME, cn)])

    def ca(cn):
        k = key()
        cert = (
            x509.CertificateBuilder().subject_name(name(cn)).issuer_name(name(cn)).public_key(k.public_key())
            .serial_number(x509.random_serial_number()).not_valid_before(now - datetime.timedelta(minutes=5))
            .not_valid_after(now + datetime.timedelta(days=1))
            .add_extension(x509.BasicConstraints(ca=True, path_length=None), critical=True)
            .add_extension(x509.KeyUsage(digital_signature=True, key_cert_sign=True, crl_sign=True, content_commitment=False,
                                         key_encipherment=False, data_encipherment=False, key_agreement=False,
                                         encipher_only=False, decipher_only=False), critical=True)
            .sign(k, hashes.SHA256())
        )
        return k, cert

    def leaf(ca_key, ca_cert, cn, server):
        k = key()
        b = (
            x509.CertificateBuilder().subject_name(name(cn)).issuer_name(ca_cert.subject).public_key(k.public_key())
            .serial_number(x509.random_serial_number()).not_valid_before(now - datetime.timedelta(minutes=5))
            .not_valid_after(now + datetime.timedelta(days=1))
            .add_extension(x509.BasicConstraints(ca=False, path_length=None), critical=True)
            .add_extension(x509.ExtendedKeyUsage([ExtendedKeyUsageOID.SERVER_AUTH if server else ExtendedKeyUsageOID.CLIENT_AUTH]), critical=False)
        )
        if server:
            b = b.add_extension(x509.SubjectAlternativeName([x509.DNSName("localhost"), x509.IPAddress(ipaddress.ip_address("127.0.0.1"))]), critical=False)
        return k, b.sign(ca_key, hashes.SHA256())

    ca_key, ca_cert = ca("strata test CA")
    srv_key, srv_cert = leaf(ca_key, ca_cert, "localhost", True)
    cli_key, cli_cert = leaf(ca_key, ca_cert, "crossplane", False)
    other_ca_key, other_ca_cert = ca("unrelated CA")
    bad_key, bad_cert = leaf(other_ca_key, other_ca_cert, "intruder", False)
    pem = lambda c: c.public_bytes(serialization.Encoding.PEM)  # noqa: E731
    directory.mkdir(parents=True, exist_ok=True)
    (directory / "tls.crt").write_bytes(pem(srv_cert))
    (directory / "tls.key").write_bytes(pem_key(srv_key))
    (directory / "ca.crt").write_bytes(pem(ca_cert))
    return {
        "ca": pem(ca_cert),
        "client_cert": pem(cli_cert), "client_key": pem_key(cli_key),
        "bad_cert": pem(bad_cert), "bad_key": pem_key(bad_key),
    }


@pytest.fixture(scope="module")
def tls_server(tmp_path_factory):
    certs = tmp_path_factory.mktemp("tls") / "server"
    pki = make_pki(certs)
    env = dict(os.environ, TLS_SERVER_CERTS_DIR=str(certs))  # the way Crossplane's runtime passes it
    s = Server(env=env)
    yield s, pki
    assert s.stop() == 0


def tls_stub(s, pki, cert=None, key=None):
    creds = grpc.ssl_channel_credentials(root_certificates=pki["ca"], private_key=key, certificate_chain=cert)
    ch = grpc.secure_channel(f"localhost:{s.port}", creds)
    return fnv1_grpc.FunctionRunnerServiceStub(ch), fnv1beta1_grpc.FunctionRunnerServiceStub(ch)


def test_mtls_accepts_a_client_certificate_from_the_ca(tls_server):
    s, pki = tls_server
    assert any("mutual TLS" in line for line in s.lines)
    v1, v1beta1 = tls_stub(s, pki, pki["client_cert"], pki["client_key"])
    req = make_request(fnv1, tag="tls")
    assert_answer(fnv1, req, v1.RunFunction(req, timeout=10))
    req = make_request(fnv1beta1, tag="tls-beta")
    assert v1beta1.RunFunction(req, timeout=10).meta.tag == "tls-beta"


def test_mtls_refuses_clients_without_a_valid_certificate(tls_server):
    s, pki = tls_server
    for cert, key in ((None, None), (pki["bad_cert"], pki["bad_key"])):
        v1, _ = tls_stub(s, pki, cert, key)
        with pytest.raises(grpc.RpcError) as e:
            v1.RunFunction(make_request(fnv1), timeout=10)
        assert e.value.code() == grpc.StatusCode.UNAVAILABLE
    # A plaintext client is refused too.
    plain = fnv1_grpc.FunctionRunnerServiceStub(grpc.insecure_channel(s.address))
    with pytest.raises(grpc.RpcError):
        plain.RunFunction(make_request(fnv1), timeout=5)
    assert s.alive()


def test_mtls_flag_and_missing_files(tmp_path):
    pki_dir = tmp_path / "certs"
    pki = make_pki(pki_dir)
    s = Server("--tls-server-certs-dir", str(pki_dir))
    try:
        v1, _ = tls_stub(s, pki, pki["client_cert"], pki["client_key"])
        assert v1.RunFunction(make_request(fnv1, tag="flag"), timeout=10).meta.tag == "flag"
    finally:
        assert s.stop() == 0
    os.remove(pki_dir / "ca.crt")
    r = subprocess.run([strata_bin(), "fn-hcl", "serve", "--address", f"127.0.0.1:{free_port()}",
                        "--tls-server-certs-dir", str(pki_dir)], capture_output=True, text=True, timeout=30)
    assert r.returncode == 1
    assert "ca.crt" in r.stderr


def test_credentials_are_mandatory():
    r = subprocess.run([strata_bin(), "fn-hcl", "serve", "--address", f"127.0.0.1:{free_port()}"],
                       capture_output=True, text=True, timeout=30, env={k: v for k, v in os.environ.items() if k != "TLS_SERVER_CERTS_DIR"})
    assert r.returncode == 2
    assert "--insecure" in r.stderr


# --------------------------------------------------------------------------------------------
# Shutdown
# --------------------------------------------------------------------------------------------


@pytest.mark.parametrize("sig", [signal.SIGTERM, signal.SIGINT])
def test_graceful_shutdown(sig):
    s = Server("--insecure")
    stub = fnv1_grpc.FunctionRunnerServiceStub(channel_for(s))
    assert stub.RunFunction(make_request(fnv1), timeout=10).meta.tag == "tag-1"
    start = time.time()
    assert s.stop(sig) == 0
    assert time.time() - start < 10
    assert any("stopped" in line for line in s.lines)


# --------------------------------------------------------------------------------------------
# The example cases of the conformance vectors
# --------------------------------------------------------------------------------------------

CASES = sorted(glob.glob(str(VECTORS / "cases" / "*" / "composition.yaml")))


def load_docs(path):
    with open(path, encoding="utf-8") as f:
        return [d for d in yaml.safe_load_all(f) if d is not None]


def case_request(case_dir):
    """The first request `crossplane render` sends for the case's single pipeline step."""
    xr = load_docs(case_dir / "xr.yaml")[0]
    comp = load_docs(case_dir / "composition.yaml")[0]
    step = comp["spec"]["pipeline"][0]
    req = fnv1.RunFunctionRequest()
    req.observed.composite.resource.CopyFrom(resource.dict_to_struct(xr))
    observed = case_dir / "observed.yaml"
    if observed.is_file():
        for doc in load_docs(observed):
            name = doc["metadata"]["annotations"]["crossplane.io/composition-resource-name"]
            req.observed.resources[name].resource.CopyFrom(resource.dict_to_struct(doc))
    req.input.CopyFrom(resource.dict_to_struct(step["input"]))
    req.context.CopyFrom(resource.dict_to_struct({}))
    return req, step


@pytest.mark.skipif(not CASES, reason=f"fn-hcl vectors not found under {VECTORS}")
@pytest.mark.parametrize("composition", CASES, ids=[Path(c).parent.name for c in CASES])
def test_vector_case_over_grpc(server, composition):
    case_dir = Path(composition).parent
    req, step = case_request(case_dir)
    stub = fnv1_grpc.FunctionRunnerServiceStub(channel_for(server))
    rsp = stub.RunFunction(req, timeout=30)
    assert rsp.meta.ttl.seconds == 60

    # `render` over gRPC (as crossplane render's Development runtime) and in process agree.
    args = ["xr.yaml", "composition.yaml"]
    if (case_dir / "observed.yaml").is_file():
        args += ["-o", "observed.yaml"]
    if (case_dir / "extra-resources.yaml").is_file():
        args += ["-e", "extra-resources.yaml"]
    args += ["-r", "-c"]
    local = subprocess.run([strata_bin(), "fn-hcl", "render", *args], cwd=case_dir, capture_output=True, text=True, timeout=60)
    remote = subprocess.run([strata_bin(), "fn-hcl", "render", *args, "--function-address", server.address],
                            cwd=case_dir, capture_output=True, text=True, timeout=60)
    # What render prints is compared; stderr differs by design: in process, function-hcl's debug
    # dump (requested by the case's input) goes to render's stderr, over gRPC to the server's.
    assert (local.returncode, local.stdout) == (remote.returncode, remote.stdout)
    # A FATAL answer and a failed render go together; conformance of the output itself
    # is vectors/fn-hcl/run.py's job.
    fatal = [r.message for r in rsp.results if r.severity == fnv1.SEVERITY_FATAL]
    assert (local.returncode != 0) == bool(fatal)
    if fatal:
        assert f'pipeline step "{step["step"]}" returned a fatal result: {fatal[0]}' in local.stderr
    else:
        docs = [d for d in yaml.safe_load_all(local.stdout) if d is not None]
        assert docs[0]["kind"] == load_docs(case_dir / "xr.yaml")[0]["kind"]


def test_requirements_file_lists_what_this_test_imports():
    reqs = (Path(__file__).parent / "requirements.txt").read_text()
    for pkg in ("crossplane-function-sdk-python", "grpcio", "pytest", "PyYAML", "cryptography"):
        assert pkg in reqs
    assert shutil.which("python3") or shutil.which("python")


TESTDATA = sorted(glob.glob(str(VECTORS / "cases" / "testdata" / "*.json")))


@pytest.mark.skipif(not TESTDATA, reason=f"fn-hcl vectors not found under {VECTORS}")
@pytest.mark.parametrize("request_file", TESTDATA, ids=[Path(t).name for t in TESTDATA])
def test_run_command_in_process_and_over_grpc(server, request_file):
    import json

    local = subprocess.run([strata_bin(), "fn-hcl", "run", request_file], capture_output=True, text=True, timeout=60)
    remote = subprocess.run([strata_bin(), "fn-hcl", "run", request_file, "--function-address", server.address],
                            capture_output=True, text=True, timeout=60)
    assert (local.returncode, local.stdout) == (remote.returncode, remote.stdout)
    rsp = json.loads(local.stdout)
    assert rsp["meta"]["ttl"] == "60s"
    request = json.load(open(request_file, encoding="utf-8"))
    assert rsp.get("context") == request.get("context")  # a failure passes the context through
    # The testdata requests carry no input (upstream feeds their HCL to the evaluator directly).
    assert local.returncode == 1
    [fatal] = rsp["results"]
    assert fatal["severity"] == "SEVERITY_FATAL"
    assert fatal["message"].startswith(INPUT_ERRORS), fatal
