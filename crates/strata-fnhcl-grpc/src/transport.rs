//! The server's HTTP/2 transport: connections accepted on the listener (plaintext or mutual
//! TLS) and served by the server's own HTTP/2 connection ([`crate::http2`]), with `RunFunction`
//! answered by the server's own unary path and every other stream handed to tonic's routes.
//!
//! * The own path takes a `RunFunction` call (v1 or v1beta1) that is one uncompressed gRPC
//!   message of at most [`MAX_MESSAGE_BYTES`]: the connection gathers its body, and, when its
//!   program is known to be quick ([`crate::job`]), it is decoded, converted, evaluated and
//!   answered (headers, message and `grpc-status: 0` trailers) within the poll of the
//!   connection's task that read it: no task, timer, channel or thread hand-off per request.
//!   A request larger than [`INLINE_REQUEST_BYTES`] or whose program is slow or new is
//!   evaluated on the blocking pool and its answer sent back to the connection.
//! * Anything else goes to tonic's routes unchanged (the request's bytes already read are
//!   given back first): server reflection, `--debug` (which logs every request), compressed
//!   or malformed messages, requests the converter rejects (`INVALID_ARGUMENT`), oversize
//!   ones (`OUT_OF_RANGE`) and unknown methods (`UNIMPLEMENTED`). Their answers are tonic's,
//!   except that the server does not enforce `grpc-timeout` itself (a client's deadline still
//!   ends its call).
//! * Before, tonic's server ran every call through hyper, tower layers and axum's router
//!   (about 40% of the server's instructions per request), and then the `h2` crate's
//!   connection (about 38,000 instructions per request, half of the server's):
//!   `benches/fnhcl/RESULTS.md`.

use crate::http2::conn::{self, Body, Outcome, Reply, RequestHead, Sink};
use crate::job::Job;
use crate::limits::{INLINE_REQUEST_BYTES, MAX_MESSAGE_BYTES, SHUTDOWN_GRACE};
use crate::pb::v1;
use bytes::Bytes;
use prost::Message;
use std::convert::Infallible;
use std::future::Future;
use std::pin::Pin;
use std::sync::Arc;
use tokio::sync::{mpsc, watch};
use tonic::codegen::Service;
use tonic::service::Routes;

/// The v1 method's path.
const V1_PATH: &[u8] = b"/apiextensions.fn.proto.v1.FunctionRunnerService/RunFunction";
/// The v1beta1 method's path (its messages are wire-identical to v1's).
const V1BETA1_PATH: &[u8] = b"/apiextensions.fn.proto.v1beta1.FunctionRunnerService/RunFunction";

/// What every connection announces and keeps: a stream window of 1 MiB (hyper's default,
/// which tonic used); a connection window of 8 MiB, so that a client sending small requests
/// gets a connection `WINDOW_UPDATE` every few thousand requests, not every few hundred;
/// hyper's 200 concurrent streams and 16 KiB header lists; whole messages gathered up to the
/// largest message and its prefix.
fn config() -> conn::Config {
    conn::Config {
        stream_window: 1024 * 1024,
        connection_window: 8 * 1024 * 1024,
        max_concurrent_streams: 200,
        max_header_list: 16 * 1024,
        gather_limit: MAX_MESSAGE_BYTES + 5,
    }
}

/// What every connection shares.
struct Shared {
    routes: Routes,
    debug: bool,
}

/// The TLS side of the listener, when there is one.
pub(crate) type Tls = Option<tokio_rustls::TlsAcceptor>;

/// Accepts connections until `shutdown` completes, then stops accepting, asks every
/// connection to finish its streams (HTTP/2 `GOAWAY`) and returns when all have closed or
/// after [`SHUTDOWN_GRACE`].
pub(crate) async fn serve(
    listener: tokio::net::TcpListener,
    tls: Tls,
    handshake: std::time::Duration,
    debug: bool,
    routes: Routes,
    shutdown: impl Future<Output = ()>,
) {
    let shared = Arc::new(Shared { routes, debug });
    let (stop_tx, stop_rx) = watch::channel(false);
    // Every connection holds a sender; `recv` answers `None` once all of them are gone.
    let (open_tx, mut open_rx) = mpsc::channel::<Infallible>(1);
    let mut shutdown = std::pin::pin!(shutdown);
    loop {
        tokio::select! {
            biased;
            () = &mut shutdown => break,
            accepted = listener.accept() => {
                let tcp = match accepted {
                    Ok((tcp, _)) => tcp,
                    // A connection that failed before it was accepted, or no file descriptor
                    // left: wait a little rather than spin, then accept again.
                    Err(_) => {
                        tokio::time::sleep(std::time::Duration::from_millis(20)).await;
                        continue;
                    }
                };
                // Answers leave at once (one write each), not after Nagle's delay.
                let _ = tcp.set_nodelay(true);
                let shared = shared.clone();
                let stop = stop_rx.clone();
                let open = open_tx.clone();
                // The TLS and HTTP/2 handshakes end by this instant, or the connection is
                // closed (`ServeOptions::handshake_timeout`).
                let deadline = tokio::time::Instant::now() + handshake;
                match &tls {
                    None => {
                        tokio::spawn(async move {
                            conn::serve(tcp, shared, config(), deadline, stop).await;
                            drop(open);
                        });
                    }
                    Some(acceptor) => {
                        let acceptor = acceptor.clone();
                        tokio::spawn(async move {
                            // A client without a certificate from the CA fails here.
                            let accepted =
                                tokio::time::timeout_at(deadline, acceptor.accept(tcp)).await;
                            if let Ok(Ok(stream)) = accepted {
                                conn::serve(stream, shared, config(), deadline, stop).await;
                            }
                            drop(open);
                        });
                    }
                }
            }
        }
    }
    drop(listener);
    let _ = stop_tx.send(true);
    drop(open_tx);
    tokio::select! {
        _ = open_rx.recv() => {}
        () = tokio::time::sleep(SHUTDOWN_GRACE) => {
            eprintln!(
                "strata fn-hcl: shutdown grace period of {}s elapsed; closing remaining connections",
                SHUTDOWN_GRACE.as_secs()
            );
        }
    }
}

/// Serves one connection on `io` (plaintext, no shutdown signal, the usual handshake
/// timeout): the fuzz target's way in.
pub(crate) async fn serve_one<IO>(io: IO, routes: Routes, debug: bool)
where
    IO: tokio::io::AsyncRead + tokio::io::AsyncWrite + Unpin,
{
    let (_stop, stop) = watch::channel(false);
    let deadline = tokio::time::Instant::now() + crate::limits::HANDSHAKE_TIMEOUT;
    conn::serve(
        io,
        Arc::new(Shared { routes, debug }),
        config(),
        deadline,
        stop,
    )
    .await;
}

impl conn::Service for Shared {
    /// A plain `RunFunction` call is gathered for the own path.
    fn gather(&self, head: &RequestHead) -> bool {
        !self.debug
            && head.method() == b"POST"
            && matches!(head.path(), V1_PATH | V1BETA1_PATH)
            && head
                .content_type()
                .is_some_and(|v| v.starts_with(b"application/grpc"))
            && head.grpc_encoding().is_none_or(|v| v == b"identity")
    }

    fn answer(&self, _head: &RequestHead, body: &[u8], sink: &mut Sink<'_>) -> Outcome {
        let Some(message) = unary_message(body) else {
            return Outcome::Forward(None);
        };
        if message.len() > INLINE_REQUEST_BYTES {
            // A large request takes milliseconds to decode and convert: all on the pool.
            let bytes = Bytes::copy_from_slice(body);
            later(sink.later(), move || match request_of(&bytes[5..]) {
                Some(request) => encode_answer(Job::new(request)),
                None => Outcome::Forward(Some(bytes)),
            });
            return Outcome::Later;
        }
        let Some(request) = request_of(message) else {
            // tonic answers what is wrong with it (the codec's or the converter's error).
            return Outcome::Forward(None);
        };
        let job = Job::new(request);
        if job.quick() {
            return ANSWER.with_borrow_mut(|answer| {
                answer.clear();
                job.encode(answer);
                let outcome = match oversize(answer.len()) {
                    Some(status) => status,
                    None => {
                        sink.message(answer.len(), |out| out.extend_from_slice(answer));
                        Outcome::Sunk
                    }
                };
                if answer.capacity() > KEPT_ANSWER_BYTES {
                    *answer = Vec::new();
                }
                outcome
            });
        }
        later(sink.later(), move || encode_answer(job));
        Outcome::Later
    }

    fn forward(&self, head: RequestHead, body: Body, reply: Reply) {
        tokio::spawn(via_tonic(self.routes.clone(), head, body, reply));
    }
}

/// A request message's model: read straight from the bytes, or through prost's message where
/// that reading leaves them to it; `None` for bytes that do not decode or convert.
fn request_of(message: &[u8]) -> Option<strata_fnhcl::model::FunctionRequest> {
    crate::wire::decode_request(message).or_else(|| {
        v1::RunFunctionRequest::decode(message)
            .ok()
            .and_then(|req| crate::convert::request_from_pb(&req).ok())
    })
}

/// Works out an answer on the blocking pool and sends it to the stream's connection.
fn later(reply: Reply, work: impl FnOnce() -> Outcome + Send + 'static) {
    tokio::spawn(async move {
        let outcome = match tokio::task::spawn_blocking(work).await {
            Ok(outcome) => outcome,
            Err(_) => Outcome::Status(13, "function evaluation did not complete".into()),
        };
        reply.answer(outcome);
    });
}

/// Serves a stream through tonic's routes.
async fn via_tonic(mut routes: Routes, head: RequestHead, body: Body, reply: Reply) {
    let Some(req) = head.into_request(body) else {
        reply.reset(crate::http2::frame::code::PROTOCOL_ERROR);
        return;
    };
    let rsp = match routes.call(req).await {
        Ok(rsp) => rsp,
        Err(never) => match never {},
    };
    let (parts, mut body) = rsp.into_parts();
    let end = http_body::Body::is_end_stream(&body);
    if !reply.head(parts.status, &parts.headers, end) || end {
        return;
    }
    loop {
        let frame =
            std::future::poll_fn(|cx| http_body::Body::poll_frame(Pin::new(&mut body), cx)).await;
        match frame {
            None => {
                reply.data(Bytes::new(), true);
                return;
            }
            Some(Ok(frame)) => match frame.into_data() {
                Ok(data) => {
                    if !reply.data(data, false) {
                        return;
                    }
                }
                Err(frame) => {
                    if let Ok(trailers) = frame.into_trailers() {
                        reply.trailers(&trailers);
                        return;
                    }
                }
            },
            Some(Err(_)) => {
                reply.reset(crate::http2::frame::code::INTERNAL_ERROR);
                return;
            }
        }
    }
}

/// The message of a unary gRPC request body: one uncompressed length-prefixed message of at
/// most [`MAX_MESSAGE_BYTES`] and nothing after it; `None` for anything else.
fn unary_message(bytes: &[u8]) -> Option<&[u8]> {
    let (&flag, rest) = bytes.split_first()?;
    let len = u32::from_be_bytes(rest.get(..4)?.try_into().ok()?) as usize;
    (flag == 0 && len <= MAX_MESSAGE_BYTES && rest.len() == 4 + len).then(|| &bytes[5..])
}

/// `OUT_OF_RANGE` (tonic's words) for an answer of `len` bytes, larger than a message may be.
fn oversize(len: usize) -> Option<Outcome> {
    (len > MAX_MESSAGE_BYTES).then(|| {
        Outcome::Status(
            11,
            format!(
                "Error, encoded message length too large: found {len} bytes, the limit is: {MAX_MESSAGE_BYTES} bytes"
            ),
        )
    })
}

/// The most bytes the network thread's answer buffer keeps between answers.
const KEPT_ANSWER_BYTES: usize = 64 * 1024;

thread_local! {
    /// Where the network thread encodes an answer given at once, before the connection's
    /// output takes it (its size is checked first).
    static ANSWER: std::cell::RefCell<Vec<u8>> = const { std::cell::RefCell::new(Vec::new()) };
}

/// A job's answer: its message with the gRPC prefix, or [`oversize`]'s status.
fn encode_answer(job: Job) -> Outcome {
    let mut out = vec![0; 5];
    job.encode(&mut out);
    let len = out.len() - 5;
    if let Some(status) = oversize(len) {
        return status;
    }
    out[1..5].copy_from_slice(&(len as u32).to_be_bytes());
    Outcome::Message(out)
}

/// The TLS acceptor for mutual TLS from a certificates directory: the server key pair from
/// `tls.crt` and `tls.key`, client certificates required and checked against `ca.crt`, TLS
/// 1.2 and 1.3, HTTP/2 by ALPN.
pub(crate) fn tls_acceptor(
    cert: &[u8],
    key: &[u8],
    ca: &[u8],
) -> Result<tokio_rustls::TlsAcceptor, String> {
    use tokio_rustls::rustls;
    use tokio_rustls::rustls::pki_types::pem::PemObject;
    use tokio_rustls::rustls::pki_types::{CertificateDer, PrivateKeyDer};
    let bad = |what: &str, e: &dyn std::fmt::Display| format!("{what}: {e}");
    let certs = CertificateDer::pem_slice_iter(cert)
        .collect::<Result<Vec<_>, _>>()
        .map_err(|e| bad("tls.crt", &e))?;
    let key = PrivateKeyDer::from_pem_slice(key).map_err(|e| bad("tls.key", &e))?;
    let mut roots = rustls::RootCertStore::empty();
    for ca in CertificateDer::pem_slice_iter(ca) {
        let ca = ca.map_err(|e| bad("ca.crt", &e))?;
        roots.add(ca).map_err(|e| bad("ca.crt", &e))?;
    }
    let provider = Arc::new(rustls::crypto::ring::default_provider());
    let verifier = rustls::server::WebPkiClientVerifier::builder_with_provider(
        Arc::new(roots),
        provider.clone(),
    )
    .build()
    .map_err(|e| bad("ca.crt", &e))?;
    let mut config = rustls::ServerConfig::builder_with_provider(provider)
        .with_protocol_versions(&[&rustls::version::TLS12, &rustls::version::TLS13])
        .map_err(|e| bad("protocol versions", &e))?
        .with_client_cert_verifier(verifier)
        .with_single_cert(certs, key)
        .map_err(|e| bad("tls.crt and tls.key", &e))?;
    config.alpn_protocols = vec![b"h2".to_vec()];
    Ok(tokio_rustls::TlsAcceptor::from(Arc::new(config)))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn unary_message_takes_one_plain_message_only() {
        let framed = [0, 0, 0, 0, 2, 7, 8];
        assert_eq!(unary_message(&framed), Some(&[7u8, 8][..]));
        // Compressed, short, trailing bytes, empty.
        assert!(unary_message(&[1, 0, 0, 0, 2, 7, 8]).is_none());
        assert!(unary_message(&[0, 0, 0, 0, 3, 7, 8]).is_none());
        assert!(unary_message(&[0, 0, 0, 0, 1, 7, 8]).is_none());
        assert!(unary_message(&[]).is_none());
        assert_eq!(unary_message(&[0, 0, 0, 0, 0]), Some(&[][..]));
    }
}
