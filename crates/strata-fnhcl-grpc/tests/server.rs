//! A tonic client against the real server on a loopback port: v1 and v1beta1, the transport's
//! answer equals the in-process evaluation, oversize and malformed requests, concurrency and
//! graceful shutdown.

use std::time::Duration;
use strata_core::json;
use strata_fnhcl::model::{FunctionRequest, Resource};
use strata_fnhcl_grpc::convert;
use strata_fnhcl_grpc::pb::{v1, v1beta1};
use strata_fnhcl_grpc::server::{
    bind, serve_on, ServeOptions, Transport, HANDSHAKE_TIMEOUT, MAX_MESSAGE_BYTES,
};
use tokio::sync::oneshot;
use tonic::Code;

struct Running {
    addr: String,
    stop: Option<oneshot::Sender<()>>,
    done: tokio::task::JoinHandle<Result<(), strata_fnhcl_grpc::server::ServeError>>,
}

async fn start() -> Running {
    start_with(Transport::Insecure, HANDSHAKE_TIMEOUT).await
}

async fn start_with(transport: Transport, handshake_timeout: Duration) -> Running {
    let listener = bind("127.0.0.1:0").await.expect("bind loopback");
    let addr = listener.local_addr().expect("local addr").to_string();
    let (tx, rx) = oneshot::channel::<()>();
    let opts = ServeOptions {
        address: addr.clone(),
        transport,
        debug: false,
        handshake_timeout,
        // `serve_on` never naps (only `serve_until_signal`'s own thread does).
        gather_window: Duration::ZERO,
    };
    let done = tokio::spawn(async move {
        serve_on(listener, &opts, async {
            let _ = rx.await;
        })
        .await
    });
    Running {
        addr,
        stop: Some(tx),
        done,
    }
}

impl Running {
    async fn stop(mut self) {
        if let Some(tx) = self.stop.take() {
            let _ = tx.send(());
        }
        let r = tokio::time::timeout(Duration::from_secs(10), self.done).await;
        assert!(
            matches!(r, Ok(Ok(Ok(())))),
            "server did not stop cleanly: {r:?}"
        );
    }
}

async fn v1_client(
    addr: &str,
) -> v1::function_runner_service_client::FunctionRunnerServiceClient<tonic::transport::Channel> {
    v1::function_runner_service_client::FunctionRunnerServiceClient::connect(format!(
        "http://{addr}"
    ))
    .await
    .expect("connect")
    .max_encoding_message_size(64 * 1024 * 1024)
}

/// The answer over gRPC equals the evaluator's answer in this process (tag aside).
fn assert_same_as_in_process(
    model: &strata_fnhcl::model::FunctionResponse,
    wire: &v1::RunFunctionResponse,
) {
    let req = convert::request_from_pb(&request(&model.meta.tag)).unwrap();
    let local = strata_fnhcl::run(&req);
    assert_eq!(&local, model);
    assert_eq!(convert::response_to_pb(&local).unwrap(), *wire);
}

fn request(tag: &str) -> v1::RunFunctionRequest {
    let mut req = FunctionRequest::default();
    req.meta.tag = tag.to_string();
    req.input = Some(json::parse(r#"{"apiVersion": "function-hcl/v1", "kind": "HclInput", "source": "Inline", "hcl": "-- main.hcl --\n"}"#).unwrap());
    req.context = Some(json::parse(r#"{"k": 1}"#).unwrap());
    req.desired.resources.insert(
        "kept".into(),
        Resource {
            resource: json::parse(r#"{"kind": "Kept", "n": 5}"#).unwrap(),
            ..Resource::default()
        },
    );
    convert::request_to_pb(&req).unwrap()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn v1_and_v1beta1_answer_with_the_transport_response() {
    let server = start().await;
    let mut client = v1_client(&server.addr).await;
    let rsp = client
        .run_function(request("t-v1"))
        .await
        .expect("v1 call")
        .into_inner();
    let model = convert::response_from_pb(&rsp).unwrap();
    assert_eq!(model.meta.tag, "t-v1");
    assert_eq!(model.meta.ttl, Some(Duration::from_secs(60)));
    // Desired state and context pass through (on success the program adds to them).
    assert_eq!(
        model.desired.resources["kept"].resource,
        json::parse(r#"{"kind": "Kept", "n": 5}"#).unwrap()
    );
    assert_eq!(model.context, Some(json::parse(r#"{"k": 1}"#).unwrap()));
    assert_same_as_in_process(&model, &rsp);
    // The empty program succeeds: no FATAL result, the final NORMAL result, both conditions.
    assert!(model.fatal_result().is_none(), "{:?}", model.results);
    assert_eq!(
        model.results.last().map(|r| r.message.as_str()),
        Some("hcl module executed successfully")
    );
    let kinds: Vec<&str> = model.conditions.iter().map(|c| c.kind.as_str()).collect();
    assert_eq!(kinds, ["FullyResolved", "HclDiagnostics"]);

    let channel = tonic::transport::Endpoint::from_shared(format!("http://{}", server.addr))
        .unwrap()
        .connect()
        .await
        .unwrap();
    let mut beta =
        v1beta1::function_runner_service_client::FunctionRunnerServiceClient::new(channel);
    let beta_req: v1beta1::RunFunctionRequest =
        strata_fnhcl_grpc::server::reencode(&request("t-beta")).unwrap();
    let rsp = beta
        .run_function(beta_req)
        .await
        .expect("v1beta1 call")
        .into_inner();
    assert_eq!(rsp.meta.as_ref().map(|m| m.tag.as_str()), Some("t-beta"));
    // The v1beta1 answer is the v1 answer, re-encoded.
    let as_v1: v1::RunFunctionResponse = strata_fnhcl_grpc::server::reencode(&rsp).unwrap();
    let model = convert::response_from_pb(&as_v1).unwrap();
    assert_same_as_in_process(&model, &as_v1);
    server.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn oversize_and_malformed_requests_do_not_stop_the_server() {
    let server = start().await;
    let mut client = v1_client(&server.addr).await;

    // A request just over 4 MiB.
    let mut big = request("big");
    let blob = "x".repeat(MAX_MESSAGE_BYTES);
    big.context = Some(
        convert::struct_to_bytes(
            &json::parse(&format!(r#"{{"blob": "{blob}"}}"#)).unwrap(),
            "c",
        )
        .unwrap(),
    );
    let status = client
        .run_function(big)
        .await
        .expect_err("oversize must fail");
    assert!(
        matches!(status.code(), Code::OutOfRange | Code::ResourceExhausted),
        "{status:?}"
    );
    assert!(status.message().contains("too large"), "{status:?}");

    // A request without input and one whose input has the wrong kind still get an answer.
    let mut no_input = request("no-input");
    no_input.input = None;
    let rsp = client
        .run_function(no_input)
        .await
        .expect("no input")
        .into_inner();
    assert_eq!(
        rsp.results.first().map(|r| r.severity),
        Some(v1::Severity::Fatal as i32)
    );
    let mut wrong = request("wrong");
    wrong.input =
        Some(convert::struct_to_bytes(&json::parse(r#"{"hcl": 42}"#).unwrap(), "i").unwrap());
    let rsp = client
        .run_function(wrong)
        .await
        .expect("wrong input kind")
        .into_inner();
    assert_eq!(
        rsp.results.first().map(|r| r.severity),
        Some(v1::Severity::Fatal as i32)
    );

    // 200 nested objects (beyond prost's own limit) pass through; 600 are refused.
    let mut deep_req = request("deep-ok");
    deep_req.context = Some(nested_struct_bytes(200));
    let rsp = client
        .run_function(deep_req.clone())
        .await
        .expect("300 levels")
        .into_inner();
    assert_eq!(rsp.context, deep_req.context);
    let mut too_deep = request("too-deep");
    too_deep.context = Some(nested_struct_bytes(600));
    let status = client.run_function(too_deep).await.expect_err("too deep");
    assert_eq!(status.code(), Code::InvalidArgument, "{status:?}");
    assert!(
        status
            .message()
            .contains("context: value nested deeper than 256 levels"),
        "{status:?}"
    );

    // Garbage bytes on the wire: the codec rejects them and the server keeps serving.
    let channel = tonic::transport::Endpoint::from_shared(format!("http://{}", server.addr))
        .unwrap()
        .connect()
        .await
        .unwrap();
    let mut raw = tonic::client::Grpc::new(channel);
    raw.ready().await.unwrap();
    let path = tonic::codegen::http::uri::PathAndQuery::from_static(
        "/apiextensions.fn.proto.v1.FunctionRunnerService/RunFunction",
    );
    let garbage = RawBytes(vec![0xff, 0xff, 0xff, 0xff, 0x0f]);
    let status = raw
        .unary::<RawBytes, v1::RunFunctionResponse, _>(
            tonic::Request::new(garbage),
            path,
            GarbageCodec,
        )
        .await
        .expect_err("garbage must fail");
    assert!(
        matches!(status.code(), Code::Internal | Code::InvalidArgument),
        "{status:?}"
    );

    let rsp = client
        .run_function(request("after"))
        .await
        .expect("still serving")
        .into_inner();
    assert_eq!(rsp.meta.map(|m| m.tag), Some("after".to_string()));
    server.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn concurrent_requests_all_succeed() {
    let server = start().await;
    let client = v1_client(&server.addr).await;
    let mut tasks = Vec::new();
    for i in 0..200 {
        let mut c = client.clone();
        tasks.push(tokio::spawn(async move {
            let rsp = c
                .run_function(request(&format!("c{i}")))
                .await?
                .into_inner();
            Ok::<_, tonic::Status>(rsp.meta.map(|m| m.tag).unwrap_or_default())
        }));
    }
    for (i, t) in tasks.into_iter().enumerate() {
        assert_eq!(t.await.unwrap().unwrap(), format!("c{i}"));
    }
    server.stop().await;
}

/// Requests the server's own path finishes in a task of its own: one that arrives in several
/// HTTP/2 DATA frames and is larger than `INLINE_REQUEST_BYTES` (decoded and evaluated on the
/// blocking pool), and a program not evaluated before (also on the pool): both answers equal
/// the in-process evaluation, and a small request on the same connection still gets its own.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn large_and_new_program_requests_answer_like_in_process() {
    let server = start().await;
    let mut client = v1_client(&server.addr).await;
    let mut big = request("big-ok");
    let blob = "y".repeat(300 * 1024);
    big.context = Some(
        convert::struct_to_bytes(
            &json::parse(&format!(r#"{{"blob": "{blob}", "n": 1}}"#)).unwrap(),
            "c",
        )
        .unwrap(),
    );
    let rsp = client
        .run_function(big.clone())
        .await
        .expect("a 300 KiB request")
        .into_inner();
    let local = strata_fnhcl::run(&convert::request_from_pb(&big).unwrap());
    assert_eq!(convert::response_to_pb(&local).unwrap(), rsp);
    assert_eq!(rsp.context, big.context);

    let mut fresh = request("fresh");
    fresh.input = Some(
        convert::struct_to_bytes(
            &json::parse(r#"{"apiVersion": "function-hcl/v1", "kind": "HclInput", "source": "Inline", "hcl": "-- main.hcl --\nresource only-here {\n  body = { kind = \"K\", n = 41 + 1 }\n}\n"}"#).unwrap(),
            "i",
        )
        .unwrap(),
    );
    let rsp = client
        .run_function(fresh.clone())
        .await
        .expect("a new program")
        .into_inner();
    let local = strata_fnhcl::run(&convert::request_from_pb(&fresh).unwrap());
    assert_eq!(convert::response_to_pb(&local).unwrap(), rsp);
    let model = convert::response_from_pb(&rsp).unwrap();
    assert_eq!(
        model.desired.resources["only-here"].resource,
        json::parse(r#"{"kind": "K", "n": 42}"#).unwrap()
    );
    let rsp = client
        .run_function(request("small"))
        .await
        .expect("small")
        .into_inner();
    assert_eq!(rsp.meta.map(|m| m.tag), Some("small".to_string()));
    server.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn remote_runner_matches_in_process() {
    let server = start().await;
    let addr = server.addr.clone();
    let req = convert::request_from_pb(&request("same")).unwrap();
    let (remote, local) = tokio::task::spawn_blocking(move || {
        let mut runner =
            strata_fnhcl_grpc::client::RemoteRunner::connect(&addr, Duration::from_secs(10))
                .expect("connect");
        (
            runner.run(&req),
            strata_fnhcl_grpc::client::run_in_process(&req),
        )
    })
    .await
    .unwrap();
    assert_eq!(remote.unwrap(), local.unwrap());
    server.stop().await;
}

/// The bytes of a Struct `{"d": {"d": ... "leaf"}}` with `depth` objects, built with prost's
/// field encoders (so no Rust recursion is involved in building it).
fn nested_struct_bytes(depth: usize) -> Vec<u8> {
    let mut value = Vec::new();
    prost::encoding::string::encode(3, &"leaf".to_string(), &mut value);
    let mut structure = Vec::new();
    for _ in 0..depth {
        let mut entry = Vec::new();
        prost::encoding::string::encode(1, &"d".to_string(), &mut entry);
        prost::encoding::bytes::encode(2, &value, &mut entry);
        structure.clear();
        prost::encoding::bytes::encode(1, &entry, &mut structure);
        value.clear();
        prost::encoding::bytes::encode(5, &structure, &mut value);
    }
    structure
}

/// Raw bytes sent as a request body.
#[derive(Clone)]
struct RawBytes(Vec<u8>);

/// Encodes raw bytes as they are; decodes responses as v1 messages.
struct GarbageCodec;

impl tonic::codec::Codec for GarbageCodec {
    type Encode = RawBytes;
    type Decode = v1::RunFunctionResponse;
    type Encoder = RawEncoder;
    type Decoder = tonic_prost::ProstDecoder<v1::RunFunctionResponse>;
    fn encoder(&mut self) -> RawEncoder {
        RawEncoder
    }
    fn decoder(&mut self) -> Self::Decoder {
        tonic_prost::ProstDecoder::default()
    }
}

struct RawEncoder;

impl tonic::codec::Encoder for RawEncoder {
    type Item = RawBytes;
    type Error = tonic::Status;
    fn encode(
        &mut self,
        item: RawBytes,
        dst: &mut tonic::codec::EncodeBuf<'_>,
    ) -> Result<(), tonic::Status> {
        use bytes::BufMut;
        dst.put_slice(&item.0);
        Ok(())
    }
}

/// Reads `stream` until the server closes it; false when it is still open after 20 s.
async fn closed_by_server(stream: &mut tokio::net::TcpStream) -> bool {
    use tokio::io::AsyncReadExt;
    // The server may write first (HTTP/2 SETTINGS); the stream ends when it closes.
    let mut buf = [0u8; 256];
    let read_all = async {
        while let Ok(n) = stream.read(&mut buf).await {
            if n == 0 {
                break;
            }
        }
    };
    tokio::time::timeout(Duration::from_secs(20), read_all)
        .await
        .is_ok()
}

/// Connects to `server` and sends nothing: the server must close the connection once
/// `timeout` has passed, not before.
async fn silent_connection_closed_after(server: &Running, timeout: Duration) {
    let started = std::time::Instant::now();
    let mut silent = tokio::net::TcpStream::connect(&server.addr)
        .await
        .expect("connect");
    assert!(
        closed_by_server(&mut silent).await,
        "the silent connection was still open after 20 s"
    );
    assert!(
        started.elapsed() >= timeout,
        "closed after {:?}, before the {timeout:?} timeout",
        started.elapsed()
    );
}

/// A client that connects and never sends the HTTP/2 preface is closed once the handshake
/// timeout has passed (not before), and the server goes on answering the others.
#[tokio::test]
async fn a_connection_that_never_handshakes_is_closed_after_the_timeout() {
    let timeout = Duration::from_millis(400);
    let server = start_with(Transport::Insecure, timeout).await;
    silent_connection_closed_after(&server, timeout).await;
    let mut client = v1_client(&server.addr).await;
    let answer = client
        .run_function(request("after-silent"))
        .await
        .expect("the server still answers");
    assert_eq!(answer.into_inner().meta.unwrap().tag, "after-silent");
    server.stop().await;
}

/// A certificates directory as Crossplane mounts it: a CA, and a server key pair it signed.
fn certificates_dir(name: &str) -> std::path::PathBuf {
    let dir = std::path::Path::new(env!("CARGO_TARGET_TMPDIR")).join(name);
    std::fs::create_dir_all(&dir).expect("create the certificates directory");
    let ca_key = rcgen::KeyPair::generate().expect("CA key");
    let mut ca_params = rcgen::CertificateParams::new(Vec::<String>::new()).expect("CA params");
    ca_params.is_ca = rcgen::IsCa::Ca(rcgen::BasicConstraints::Unconstrained);
    let ca = ca_params.self_signed(&ca_key).expect("CA certificate");
    let key = rcgen::KeyPair::generate().expect("server key");
    let params = rcgen::CertificateParams::new(vec!["localhost".to_string()]).expect("params");
    let cert = params
        .signed_by(&key, &ca, &ca_key)
        .expect("server certificate");
    for (file, text) in [
        ("ca.crt", ca.pem()),
        ("tls.crt", cert.pem()),
        ("tls.key", key.serialize_pem()),
    ] {
        std::fs::write(dir.join(file), text).expect("write a certificate file");
    }
    dir
}

/// With mutual TLS, a client that connects and never starts the TLS handshake is closed once
/// the handshake timeout has passed.
#[tokio::test]
async fn a_tls_connection_that_never_handshakes_is_closed_after_the_timeout() {
    let dir = certificates_dir("handshake-timeout-tls");
    let timeout = Duration::from_millis(400);
    let server = start_with(Transport::MutualTls(dir), timeout).await;
    silent_connection_closed_after(&server, timeout).await;
    server.stop().await;
}

/// HPACK's "literal header field without indexing, new name" with short strings (RFC 7541
/// 6.2.2), written here independently of the server's encoder.
fn literal_field(name: &str, value: &str) -> Vec<u8> {
    let mut out = vec![0, name.len() as u8];
    out.extend_from_slice(name.as_bytes());
    out.push(value.len() as u8);
    out.extend_from_slice(value.as_bytes());
    out
}

fn raw_frame(kind: u8, flags: u8, stream: u32, payload: &[u8]) -> Vec<u8> {
    let len = payload.len();
    let mut out = vec![(len >> 16) as u8, (len >> 8) as u8, len as u8, kind, flags];
    out.extend_from_slice(&stream.to_be_bytes());
    out.extend_from_slice(payload);
    out
}

/// The fuzz target's way in (`serve_bytes`) serves raw HTTP/2 as a client writes it: the
/// preface, SETTINGS, a request's HEADERS and DATA, then the client's end. The answer carries
/// the request's tag, the gRPC content type and `grpc-status: 0` (the server writes header
/// fields as literals, so they show in the bytes as written).
#[test]
fn raw_http2_bytes_get_a_grpc_answer() {
    use prost::Message;
    let mut input = b"PRI * HTTP/2.0\r\n\r\nSM\r\n\r\n".to_vec();
    input.extend(raw_frame(4, 0, 0, &[]));
    let mut block = Vec::new();
    for (n, v) in [
        (":method", "POST"),
        (":scheme", "http"),
        (
            ":path",
            "/apiextensions.fn.proto.v1.FunctionRunnerService/RunFunction",
        ),
        ("content-type", "application/grpc"),
        ("te", "trailers"),
    ] {
        block.extend(literal_field(n, v));
    }
    input.extend(raw_frame(1, 4, 1, &block));
    let message = request("t-raw-http2").encode_to_vec();
    let mut body = vec![0];
    body.extend_from_slice(&(message.len() as u32).to_be_bytes());
    body.extend_from_slice(&message);
    input.extend(raw_frame(0, 1, 1, &body));
    let out = strata_fnhcl_grpc::server::serve_bytes(&input);
    let has = |needle: &[u8]| out.windows(needle.len()).any(|w| w == needle);
    assert!(has(b"t-raw-http2"), "the answer carries the tag");
    assert!(has(b"\x10application/grpc"));
    assert!(has(b"\x0bgrpc-status\x010"));
    // A client that sends something else than HTTP/2 gets the server's settings and a GOAWAY.
    let out = strata_fnhcl_grpc::server::serve_bytes(b"GET / HTTP/1.1\r\nHost: x\r\n\r\n1234567");
    assert_eq!(out.get(out.len().saturating_sub(14)), Some(&7), "{out:?}");
}
