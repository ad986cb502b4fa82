//! The server's HTTP/2 transport: connections accepted on the listener (plaintext or mutual
//! TLS), served by `h2` on the network thread, with `RunFunction` answered by the server's
//! own unary path and every other stream handed to tonic's routes.
//!
//! * The own path takes a `RunFunction` call (v1 or v1beta1) whose whole request has arrived
//!   as one uncompressed gRPC message of at most [`MAX_MESSAGE_BYTES`], decodes and converts
//!   it, and, when its program is known to be quick ([`crate::job`]), evaluates it and
//!   writes the answer (headers, message and `grpc-status: 0` trailers) within the
//!   connection's task: no task, timer or thread hand-off per request. A request that has not
//!   wholly arrived, is larger than [`INLINE_REQUEST_BYTES`] or whose program is slow or new is
//!   finished by a task of its own (the evaluation on the blocking pool, as before).
//! * Anything else goes to tonic's routes unchanged (the request's bytes already read are
//!   given back first): server reflection, `--debug` (which logs every request), compressed
//!   or malformed messages, requests the converter rejects (`INVALID_ARGUMENT`), oversize
//!   ones (`OUT_OF_RANGE`) and unknown methods (`UNIMPLEMENTED`). Their answers are tonic's,
//!   as before, except that the server no longer enforces `grpc-timeout` itself (a client's
//!   deadline still ends its call).
//! * Before, tonic's server ran every call through hyper (a task per stream, the body pipe),
//!   tower layers (the `grpc-timeout` timer, connection info, error recovery) and axum's
//!   router: about 40% of the server's instructions per request (`benches/fnhcl/RESULTS.md`).

use crate::job::Job;
use crate::limits::{INLINE_REQUEST_BYTES, MAX_MESSAGE_BYTES, SHUTDOWN_GRACE};
use crate::pb::v1;
use bytes::{BufMut, Bytes, BytesMut};
use h2::server::SendResponse;
use h2::RecvStream;
use http::{HeaderMap, HeaderValue, Method, Request, Response};
use prost::Message;
use std::convert::Infallible;
use std::future::Future;
use std::pin::Pin;
use std::sync::{Arc, LazyLock};
use std::task::{Context, Poll, Wake, Waker};
use tokio::io::{AsyncRead, AsyncWrite};
use tokio::sync::{mpsc, watch};
use tonic::codegen::Service;
use tonic::service::Routes;

/// The v1 method's path.
const V1_PATH: &str = "/apiextensions.fn.proto.v1.FunctionRunnerService/RunFunction";
/// The v1beta1 method's path (its messages are wire-identical to v1's).
const V1BETA1_PATH: &str = "/apiextensions.fn.proto.v1beta1.FunctionRunnerService/RunFunction";

/// Initial HTTP/2 flow-control window of a stream (hyper's default, which tonic used).
const STREAM_WINDOW: u32 = 1024 * 1024;
/// Initial HTTP/2 flow-control window of a connection: 8 MiB, so a client sending small
/// requests gets a connection `WINDOW_UPDATE` every few thousand requests, not every few
/// hundred.
const CONNECTION_WINDOW: u32 = 8 * 1024 * 1024;
/// Concurrent streams per connection (hyper's default).
const MAX_CONCURRENT_STREAMS: u32 = 200;
/// Largest header list accepted (hyper's default).
const MAX_HEADER_LIST_BYTES: u32 = 16 * 1024;

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
                let conn = Conn {
                    shared: shared.clone(),
                    stop: stop_rx.clone(),
                    _open: open_tx.clone(),
                };
                // The TLS and HTTP/2 handshakes end by this instant, or the connection is
                // closed (`ServeOptions::handshake_timeout`).
                let deadline = tokio::time::Instant::now() + handshake;
                match &tls {
                    None => {
                        tokio::spawn(conn.run(tcp, deadline));
                    }
                    Some(acceptor) => {
                        let acceptor = acceptor.clone();
                        tokio::spawn(async move {
                            // A client without a certificate from the CA fails here.
                            let accepted =
                                tokio::time::timeout_at(deadline, acceptor.accept(tcp)).await;
                            if let Ok(Ok(stream)) = accepted {
                                conn.run(stream, deadline).await;
                            }
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

/// One accepted connection.
struct Conn {
    shared: Arc<Shared>,
    stop: watch::Receiver<bool>,
    _open: mpsc::Sender<Infallible>,
}

impl Conn {
    /// Serves the connection's streams, once its HTTP/2 handshake (the client's preface) is
    /// done by `deadline`; a connection that has not done it by then is closed.
    async fn run<IO: AsyncRead + AsyncWrite + Unpin>(
        mut self,
        io: IO,
        deadline: tokio::time::Instant,
    ) {
        let mut builder = h2::server::Builder::new();
        builder
            .initial_window_size(STREAM_WINDOW)
            .initial_connection_window_size(CONNECTION_WINDOW)
            .max_concurrent_streams(MAX_CONCURRENT_STREAMS)
            .max_header_list_size(MAX_HEADER_LIST_BYTES);
        let handshake = builder.handshake::<_, Bytes>(Unvectored(io));
        let Ok(Ok(mut conn)) = tokio::time::timeout_at(deadline, handshake).await else {
            return;
        };
        let mut stopping = *self.stop.borrow();
        if stopping {
            conn.graceful_shutdown();
        }
        loop {
            tokio::select! {
                biased;
                next = conn.accept() => match next {
                    Some(Ok((req, respond))) => self.shared.stream(req, respond),
                    // The connection is closed (or broke): its streams are done.
                    Some(Err(_)) | None => break,
                },
                changed = self.stop.changed(), if !stopping => {
                    let _ = changed;
                    stopping = true;
                    conn.graceful_shutdown();
                }
            }
        }
    }
}

impl Shared {
    /// Starts answering one stream: on the own path when it is a plain `RunFunction` call.
    fn stream(self: &Arc<Self>, req: Request<RecvStream>, respond: SendResponse<Bytes>) {
        let (parts, mut body) = req.into_parts();
        let own = !self.debug
            && parts.method == Method::POST
            && matches!(parts.uri.path(), V1_PATH | V1BETA1_PATH)
            && parts
                .headers
                .get(http::header::CONTENT_TYPE)
                .is_some_and(|v| v.as_bytes().starts_with(b"application/grpc"))
            && parts
                .headers
                .get("grpc-encoding")
                .is_none_or(|v| v.as_bytes() == b"identity");
        if !own {
            tokio::spawn(self.clone().via_tonic(parts, body, Bytes::new(), respond));
            return;
        }
        let mut got = Gathered::default();
        match got.poll(&mut body, &mut Context::from_waker(&NOOP)) {
            Poll::Ready(Ok(())) => self.clone().answer(parts, body, got.bytes, respond),
            Poll::Ready(Err(_)) => {}
            Poll::Pending => {
                let this = self.clone();
                tokio::spawn(async move {
                    if std::future::poll_fn(|cx| got.poll(&mut body, cx))
                        .await
                        .is_ok()
                    {
                        this.answer(parts, body, got.bytes, respond);
                    }
                });
            }
        }
    }

    /// Answers a `RunFunction` call whose request bytes are all here.
    fn answer(
        self: Arc<Self>,
        parts: http::request::Parts,
        body: RecvStream,
        bytes: Bytes,
        respond: SendResponse<Bytes>,
    ) {
        let Some(message) = unary_message(&bytes) else {
            tokio::spawn(self.via_tonic(parts, body, bytes, respond));
            return;
        };
        if message.len() > INLINE_REQUEST_BYTES {
            // A large request takes milliseconds to decode and convert: all on the pool.
            tokio::spawn(async move {
                let msg = bytes.slice(5..);
                let joined = tokio::task::spawn_blocking(move || {
                    let req = v1::RunFunctionRequest::decode(msg).ok()?;
                    let request = crate::convert::request_from_pb(&req).ok()?;
                    drop(req);
                    Some(Job::new(request).evaluate())
                })
                .await;
                match joined {
                    Ok(Some(rsp)) => send_answer(respond, &rsp),
                    Ok(None) => self.via_tonic(parts, body, bytes, respond).await,
                    Err(_) => send_status(respond, 13, "function evaluation did not complete"),
                }
            });
            return;
        }
        let converted = v1::RunFunctionRequest::decode(message)
            .ok()
            .and_then(|req| crate::convert::request_from_pb(&req).ok());
        let Some(request) = converted else {
            // tonic answers what is wrong with it (the codec's or the converter's error).
            tokio::spawn(self.via_tonic(parts, body, bytes, respond));
            return;
        };
        let job = Job::new(request);
        if job.quick() {
            send_answer(respond, &job.evaluate());
            return;
        }
        tokio::spawn(async move {
            match tokio::task::spawn_blocking(move || job.evaluate()).await {
                Ok(rsp) => send_answer(respond, &rsp),
                Err(_) => send_status(respond, 13, "function evaluation did not complete"),
            }
        });
    }

    /// Serves a stream through tonic's routes, `prefix` being the request bytes already read.
    async fn via_tonic(
        self: Arc<Self>,
        parts: http::request::Parts,
        body: RecvStream,
        prefix: Bytes,
        mut respond: SendResponse<Bytes>,
    ) {
        let req = Request::from_parts(
            parts,
            H2Body {
                prefix,
                recv: body,
                data_done: false,
            },
        );
        let mut routes = self.routes.clone();
        let rsp = match routes.call(req).await {
            Ok(rsp) => rsp,
            Err(never) => match never {},
        };
        let (head, mut body) = rsp.into_parts();
        let end = http_body::Body::is_end_stream(&body);
        let Ok(mut send) = respond.send_response(Response::from_parts(head, ()), end) else {
            return;
        };
        if end {
            return;
        }
        loop {
            let frame =
                std::future::poll_fn(|cx| http_body::Body::poll_frame(Pin::new(&mut body), cx))
                    .await;
            match frame {
                None => {
                    let _ = send.send_data(Bytes::new(), true);
                    return;
                }
                Some(Ok(frame)) => match frame.into_data() {
                    Ok(data) => {
                        if send.send_data(data, false).is_err() {
                            return;
                        }
                    }
                    Err(frame) => {
                        if let Ok(trailers) = frame.into_trailers() {
                            let _ = send.send_trailers(trailers);
                            return;
                        }
                    }
                },
                Some(Err(_)) => {
                    send.send_reset(h2::Reason::INTERNAL_ERROR);
                    return;
                }
            }
        }
    }
}

/// The request bytes of a stream, gathered as they arrive.
#[derive(Default)]
struct Gathered {
    bytes: Bytes,
    more: Option<BytesMut>,
}

impl Gathered {
    /// Reads what has arrived; ready once the request has ended (or broke). Stops reading
    /// beyond one maximal message and its prefix (tonic then answers `OUT_OF_RANGE`).
    fn poll(&mut self, body: &mut RecvStream, cx: &mut Context<'_>) -> Poll<Result<(), h2::Error>> {
        loop {
            let total = self.bytes.len() + self.more.as_ref().map_or(0, BytesMut::len);
            if total > MAX_MESSAGE_BYTES + 5 {
                self.finish();
                return Poll::Ready(Ok(()));
            }
            match body.poll_data(cx) {
                Poll::Pending => return Poll::Pending,
                Poll::Ready(None) => {
                    self.finish();
                    return Poll::Ready(Ok(()));
                }
                Poll::Ready(Some(Err(e))) => return Poll::Ready(Err(e)),
                Poll::Ready(Some(Ok(chunk))) => {
                    let _ = body.flow_control().release_capacity(chunk.len());
                    if self.bytes.is_empty() && self.more.is_none() {
                        // The usual case: the whole request in one DATA frame, not copied.
                        self.bytes = chunk;
                    } else {
                        let more = self.more.get_or_insert_with(|| {
                            let mut m = BytesMut::new();
                            m.extend_from_slice(&self.bytes);
                            m
                        });
                        more.extend_from_slice(&chunk);
                    }
                }
            }
        }
    }

    fn finish(&mut self) {
        if let Some(more) = self.more.take() {
            self.bytes = more.freeze();
        }
    }
}

/// The message of a unary gRPC request body: one uncompressed length-prefixed message of at
/// most [`MAX_MESSAGE_BYTES`] and nothing after it; `None` for anything else.
fn unary_message(bytes: &Bytes) -> Option<Bytes> {
    let (&flag, rest) = bytes.split_first()?;
    let len = u32::from_be_bytes(rest.get(..4)?.try_into().ok()?) as usize;
    (flag == 0 && len <= MAX_MESSAGE_BYTES && rest.len() == 4 + len).then(|| bytes.slice(5..))
}

/// Writes a successful answer: headers, the message and `grpc-status: 0`, which h2 sends
/// together in one write.
fn send_answer(mut respond: SendResponse<Bytes>, rsp: &v1::RunFunctionResponse) {
    let len = rsp.encoded_len();
    if len > MAX_MESSAGE_BYTES {
        let message = format!(
            "Error, encoded message length too large: found {len} bytes, the limit is: {MAX_MESSAGE_BYTES} bytes"
        );
        send_status(respond, 11, &message);
        return;
    }
    let mut out = BytesMut::with_capacity(5 + len);
    out.put_u8(0);
    out.put_u32(len as u32);
    if rsp.encode(&mut out).is_err() {
        send_status(respond, 13, "cannot encode the response");
        return;
    }
    let Ok(mut send) = respond.send_response(grpc_head(), false) else {
        return;
    };
    if send.send_data(out.freeze(), false).is_ok() {
        let mut trailers = HeaderMap::with_capacity(1);
        trailers.insert("grpc-status", HeaderValue::from_static("0"));
        let _ = send.send_trailers(trailers);
    }
}

/// Ends a call with a gRPC status other than OK (a "trailers-only" answer).
fn send_status(mut respond: SendResponse<Bytes>, code: u8, message: &str) {
    let mut head = grpc_head();
    head.headers_mut()
        .insert("grpc-status", HeaderValue::from(u16::from(code)));
    if let Ok(v) = HeaderValue::from_str(&percent_encode(message)) {
        head.headers_mut().insert("grpc-message", v);
    }
    let _ = respond.send_response(head, true);
}

fn grpc_head() -> Response<()> {
    let mut head = Response::new(());
    head.headers_mut().insert(
        http::header::CONTENT_TYPE,
        HeaderValue::from_static("application/grpc"),
    );
    head
}

/// `grpc-message`'s encoding: bytes outside printable ASCII, and `%`, as `%XX`.
fn percent_encode(s: &str) -> String {
    let mut out = String::with_capacity(s.len());
    for b in s.bytes() {
        if (0x20..0x7f).contains(&b) && b != b'%' {
            out.push(char::from(b));
        } else {
            out.push_str(&format!("%{b:02X}"));
        }
    }
    out
}

/// A request body for tonic: the bytes already read, then the rest of the stream and its
/// trailers.
struct H2Body {
    prefix: Bytes,
    recv: RecvStream,
    data_done: bool,
}

impl http_body::Body for H2Body {
    type Data = Bytes;
    type Error = h2::Error;

    fn poll_frame(
        mut self: Pin<&mut Self>,
        cx: &mut Context<'_>,
    ) -> Poll<Option<Result<http_body::Frame<Bytes>, h2::Error>>> {
        let this = &mut *self;
        if !this.prefix.is_empty() {
            let prefix = std::mem::take(&mut this.prefix);
            return Poll::Ready(Some(Ok(http_body::Frame::data(prefix))));
        }
        if !this.data_done {
            match this.recv.poll_data(cx) {
                Poll::Pending => return Poll::Pending,
                Poll::Ready(Some(Ok(data))) => {
                    let _ = this.recv.flow_control().release_capacity(data.len());
                    return Poll::Ready(Some(Ok(http_body::Frame::data(data))));
                }
                Poll::Ready(Some(Err(e))) => return Poll::Ready(Some(Err(e))),
                Poll::Ready(None) => this.data_done = true,
            }
        }
        match this.recv.poll_trailers(cx) {
            Poll::Pending => Poll::Pending,
            Poll::Ready(Ok(Some(t))) => Poll::Ready(Some(Ok(http_body::Frame::trailers(t)))),
            Poll::Ready(Ok(None)) => Poll::Ready(None),
            Poll::Ready(Err(e)) => Poll::Ready(Some(Err(e))),
        }
    }
}

/// The connection's I/O as h2 sees it: without vectored writes, so that h2 copies a DATA
/// frame of up to 1 KiB into its write buffer instead of chaining it, and an answer's
/// headers, message and trailers leave in one write. (With vectored writes h2 chains every
/// DATA frame over 256 bytes and must flush it before it buffers the trailers: two writes per
/// answer, 19,981 `writev` for 10,000 `load.py` requests against 10,908 through hyper,
/// whose I/O adapter does not offer vectored writes either.)
struct Unvectored<IO>(IO);

impl<IO: AsyncRead + Unpin> AsyncRead for Unvectored<IO> {
    fn poll_read(
        mut self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        buf: &mut tokio::io::ReadBuf<'_>,
    ) -> Poll<std::io::Result<()>> {
        Pin::new(&mut self.0).poll_read(cx, buf)
    }
}

impl<IO: AsyncWrite + Unpin> AsyncWrite for Unvectored<IO> {
    fn poll_write(
        mut self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        buf: &[u8],
    ) -> Poll<std::io::Result<usize>> {
        Pin::new(&mut self.0).poll_write(cx, buf)
    }

    fn poll_flush(mut self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<std::io::Result<()>> {
        Pin::new(&mut self.0).poll_flush(cx)
    }

    fn poll_shutdown(mut self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<std::io::Result<()>> {
        Pin::new(&mut self.0).poll_shutdown(cx)
    }
}

/// A waker that does nothing: the first look at a new stream's body happens inside the
/// connection's task, which h2 wakes anyway when more frames arrive.
struct Noop;

impl Wake for Noop {
    fn wake(self: Arc<Self>) {}
}

static NOOP: LazyLock<Waker> = LazyLock::new(|| Waker::from(Arc::new(Noop)));

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
        let framed = Bytes::from_static(&[0, 0, 0, 0, 2, 7, 8]);
        assert_eq!(unary_message(&framed).as_deref(), Some(&[7u8, 8][..]));
        // Compressed, short, trailing bytes, empty.
        assert!(unary_message(&Bytes::from_static(&[1, 0, 0, 0, 2, 7, 8])).is_none());
        assert!(unary_message(&Bytes::from_static(&[0, 0, 0, 0, 3, 7, 8])).is_none());
        assert!(unary_message(&Bytes::from_static(&[0, 0, 0, 0, 1, 7, 8])).is_none());
        assert!(unary_message(&Bytes::new()).is_none());
        assert_eq!(
            unary_message(&Bytes::from_static(&[0, 0, 0, 0, 0])).as_deref(),
            Some(&[][..])
        );
    }

    #[test]
    fn grpc_messages_are_percent_encoded() {
        assert_eq!(percent_encode("a b%c\né"), "a b%25c%0A%C3%A9");
    }
}
