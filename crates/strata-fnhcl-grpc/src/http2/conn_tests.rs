//! The connection at the frame level: a client written here speaks raw HTTP/2 to
//! [`conn::serve`] over an in-memory pipe, with a service that answers gathered requests
//! with their body (or later, or by forwarding them) and forwarded ones with what their body
//! yielded.

use super::conn::{self, Body, Outcome, Reply, RequestHead, Sink};
use super::frame::{self, code, flag, kind, setting, Head};
use super::hpack;
use bytes::Bytes;
use http::{HeaderMap, HeaderValue, StatusCode};
use std::sync::Arc;
use std::time::Duration;
use tokio::io::{AsyncReadExt, AsyncWriteExt, DuplexStream};
use tokio::sync::watch;

/// Answers `/g` requests by gathering (`later` answers from another thread, `forward`
/// forwards, anything else is echoed as a gRPC message); forwards everything else and answers
/// it with the concatenated body and the number of trailers seen.
struct Echo;

/// How long the service's slow work takes (`/park`, `later-slow`): long enough that a test's
/// next frames arrive while it runs, even on a loaded machine.
const WORK_MS: u64 = 1000;

fn grpc(body: &[u8]) -> Vec<u8> {
    let mut m = vec![0];
    m.extend_from_slice(&(body.len() as u32).to_be_bytes());
    m.extend_from_slice(body);
    m
}

impl conn::Service for Echo {
    fn gather(&self, head: &RequestHead) -> bool {
        head.path() == b"/g"
    }

    fn answer(&self, _head: &RequestHead, body: &[u8], sink: &mut Sink<'_>) -> Outcome {
        match body {
            b"sink" | b"sink-short" => {
                // `sink-short` says one byte more than it writes.
                let said = if body == b"sink" { 4 } else { 5 };
                sink.message(said, |out| out.extend_from_slice(b"sunk"));
                Outcome::Sunk
            }
            b"sink-long" => {
                sink.message(20, |out| out.extend_from_slice(b"0123456789abcdefghij"));
                Outcome::Sunk
            }
            b"later" | b"later-slow" => {
                let reply = sink.later();
                let wait = if body == b"later" { 20 } else { WORK_MS };
                std::thread::spawn(move || {
                    std::thread::sleep(Duration::from_millis(wait));
                    reply.answer(Outcome::Message(grpc(b"late")));
                });
                Outcome::Later
            }
            // Says it answers later, but keeps no reply to answer with.
            b"later-lost" => Outcome::Later,
            b"forward" => Outcome::Forward(None),
            b"status" => Outcome::Status(5, "not here: é".into()),
            body => Outcome::Message(grpc(body)),
        }
    }

    fn forward(&self, head: RequestHead, mut body: Body, reply: Reply) {
        if head.path() == b"/park" {
            // Reads the body to its end (or the stream's reset), then works on a while.
            tokio::spawn(async move {
                while let Some(Ok(_)) = std::future::poll_fn(|cx| {
                    http_body::Body::poll_frame(std::pin::Pin::new(&mut body), cx)
                })
                .await
                {}
                tokio::time::sleep(Duration::from_millis(WORK_MS)).await;
                reply.head(StatusCode::OK, &HeaderMap::new(), true);
            });
            return;
        }
        if head.path() == b"/hold" {
            // Answers without reading the body, after the client has sent some.
            tokio::spawn(async move {
                tokio::time::sleep(Duration::from_millis(50)).await;
                drop(body);
                reply.head(StatusCode::OK, &HeaderMap::new(), true);
            });
            return;
        }
        tokio::spawn(async move {
            let mut all = Vec::new();
            let mut trailers = 0;
            let mut broken = false;
            while let Some(f) = std::future::poll_fn(|cx| {
                http_body::Body::poll_frame(std::pin::Pin::new(&mut body), cx)
            })
            .await
            {
                match f {
                    Ok(f) => match f.into_data() {
                        Ok(d) => all.extend_from_slice(&d),
                        Err(f) => trailers += f.into_trailers().map_or(0, |t| t.len()),
                    },
                    Err(_) => {
                        broken = true;
                        break;
                    }
                }
            }
            if broken {
                return;
            }
            let request = head.into_request(()).expect("a valid request");
            let mut headers = HeaderMap::new();
            headers.insert(
                "x-path",
                HeaderValue::from_str(request.uri().path()).unwrap(),
            );
            headers.insert("x-trailers", HeaderValue::from(trailers));
            reply.head(StatusCode::OK, &headers, false);
            reply.data(Bytes::from(all), false);
            let mut t = HeaderMap::new();
            t.insert("grpc-status", HeaderValue::from_static("0"));
            reply.trailers(&t);
        });
    }
}

fn config() -> conn::Config {
    conn::Config {
        stream_window: 1 << 20,
        connection_window: 8 << 20,
        max_concurrent_streams: 4,
        max_header_list: 1024,
        gather_limit: 64,
    }
}

/// A raw HTTP/2 client.
struct Client {
    io: DuplexStream,
    buf: Vec<u8>,
    decoder: hpack::Decoder,
    stop: watch::Sender<bool>,
    server: tokio::task::JoinHandle<()>,
}

fn request_block(path: &str, extra: &[(&str, &str)]) -> Vec<u8> {
    let mut b = Vec::new();
    for (n, v) in [(":method", "POST"), (":scheme", "http"), (":path", path)]
        .into_iter()
        .chain([(":authority", "localhost")])
        .chain(extra.iter().copied())
    {
        hpack::encode_field(n.as_bytes(), v.as_bytes(), &mut b);
    }
    b
}

fn frame_bytes(kind: u8, flags: u8, stream: u32, payload: &[u8]) -> Vec<u8> {
    let mut out = Vec::new();
    frame::put_head(&mut out, payload.len(), kind, flags, stream);
    out.extend_from_slice(payload);
    out
}

impl Client {
    /// Connects with the preface and these settings, and checks the server's preface.
    async fn connect(settings: &[(u16, u32)]) -> Client {
        Client::connect_with(config(), settings, false).await
    }

    async fn connect_with(config: conn::Config, settings: &[(u16, u32)], stopped: bool) -> Client {
        let (client, server) = tokio::io::duplex(1 << 20);
        let (stop, stop_rx) = watch::channel(stopped);
        let deadline = tokio::time::Instant::now() + Duration::from_secs(5);
        let server = tokio::spawn(conn::serve(
            server,
            Arc::new(Echo),
            config.clone(),
            deadline,
            stop_rx,
        ));
        let mut c = Client {
            io: client,
            buf: Vec::new(),
            decoder: hpack::Decoder::new(4096),
            stop,
            server,
        };
        let mut hello = frame::PREFACE.to_vec();
        frame::put_settings(&mut hello, settings);
        c.send(&hello).await;
        let (head, payload) = c.frame().await;
        assert_eq!((head.kind, head.flags, head.stream), (kind::SETTINGS, 0, 0));
        let mut expected = Vec::new();
        for (id, value) in [
            (
                setting::MAX_CONCURRENT_STREAMS,
                config.max_concurrent_streams,
            ),
            (setting::INITIAL_WINDOW_SIZE, config.stream_window),
            (setting::MAX_HEADER_LIST_SIZE, config.max_header_list),
        ] {
            expected.extend_from_slice(&id.to_be_bytes());
            expected.extend_from_slice(&value.to_be_bytes());
        }
        assert_eq!(payload, expected);
        if config.connection_window > 65_535 {
            let (head, payload) = c.frame().await;
            assert_eq!((head.kind, head.stream), (kind::WINDOW_UPDATE, 0));
            assert_eq!(
                u32::from_be_bytes(payload[..4].try_into().unwrap()),
                config.connection_window - 65_535
            );
        }
        let (head, _) = c.frame().await;
        assert_eq!(
            (head.kind, head.flags),
            (kind::SETTINGS, flag::ACK),
            "settings acknowledged"
        );
        c
    }

    async fn send(&mut self, bytes: &[u8]) {
        self.io.write_all(bytes).await.unwrap();
    }

    async fn send_frame(&mut self, kind: u8, flags: u8, stream: u32, payload: &[u8]) {
        self.send(&frame_bytes(kind, flags, stream, payload)).await;
    }

    /// Sends a request: its headers and, unless `body` is `None`, one DATA frame ending it.
    async fn request(&mut self, stream: u32, path: &str, body: Option<&[u8]>) {
        let block = request_block(path, &[("content-type", "application/grpc")]);
        let end = if body.is_none() { flag::END_STREAM } else { 0 };
        self.send_frame(kind::HEADERS, flag::END_HEADERS | end, stream, &block)
            .await;
        if let Some(body) = body {
            self.send_frame(kind::DATA, flag::END_STREAM, stream, body)
                .await;
        }
    }

    /// The next frame (within 5 seconds).
    async fn frame(&mut self) -> (Head, Vec<u8>) {
        tokio::time::timeout(Duration::from_secs(5), self.frame_inner())
            .await
            .expect("a frame within 5 s")
            .expect("the connection is open")
    }

    async fn frame_inner(&mut self) -> Option<(Head, Vec<u8>)> {
        loop {
            if self.buf.len() >= frame::HEAD_LEN {
                let head = Head::parse(&self.buf);
                if self.buf.len() >= frame::HEAD_LEN + head.len {
                    let payload = self.buf[frame::HEAD_LEN..frame::HEAD_LEN + head.len].to_vec();
                    self.buf.drain(..frame::HEAD_LEN + head.len);
                    return Some((head, payload));
                }
            }
            let mut chunk = [0u8; 4096];
            let n = self.io.read(&mut chunk).await.ok()?;
            if n == 0 {
                return None;
            }
            self.buf.extend_from_slice(&chunk[..n]);
        }
    }

    /// Decodes a header block.
    fn fields(&mut self, block: &[u8]) -> Vec<(String, String)> {
        let mut out = Vec::new();
        self.decoder
            .decode(block, &mut |n, v| {
                out.push((
                    String::from_utf8_lossy(n).into_owned(),
                    String::from_utf8_lossy(v).into_owned(),
                ))
            })
            .expect("a valid header block");
        out
    }

    /// Reads a whole response of a stream: head fields, body, trailer fields.
    async fn response(&mut self, stream: u32) -> Response {
        let mut r = Response::default();
        loop {
            let (head, payload) = self.frame().await;
            if (head.kind, head.stream) == (kind::WINDOW_UPDATE, 0) {
                // The connection's window given back meanwhile.
                continue;
            }
            assert_eq!(head.stream, stream, "{head:?}");
            match head.kind {
                kind::HEADERS => {
                    assert!(head.has(flag::END_HEADERS));
                    let fields = self.fields(&payload);
                    if r.head.is_empty() {
                        r.head = fields;
                    } else {
                        r.trailers = fields;
                    }
                }
                kind::DATA => {
                    r.frames += 1;
                    r.body.extend_from_slice(&payload);
                }
                other => panic!("unexpected frame {other} in a response"),
            }
            if head.has(flag::END_STREAM) {
                return r;
            }
        }
    }

    /// Expects the connection to close with this GOAWAY error code.
    async fn goaway(&mut self, error: u32) {
        loop {
            let (head, payload) = self.frame().await;
            if head.kind == kind::GOAWAY {
                assert_eq!(u32::from_be_bytes(payload[4..8].try_into().unwrap()), error);
                break;
            }
        }
        assert!(self.frame_inner().await.is_none(), "closed after GOAWAY");
    }
}

#[derive(Default, Debug)]
struct Response {
    head: Vec<(String, String)>,
    body: Vec<u8>,
    trailers: Vec<(String, String)>,
    frames: usize,
}

fn pairs(list: &[(&str, &str)]) -> Vec<(String, String)> {
    list.iter()
        .map(|(n, v)| (n.to_string(), v.to_string()))
        .collect()
}

#[tokio::test]
async fn a_gathered_request_is_answered_with_head_message_and_trailers() {
    let mut c = Client::connect(&[]).await;
    c.request(1, "/g", Some(b"hello")).await;
    let r = c.response(1).await;
    assert_eq!(
        r.head,
        pairs(&[(":status", "200"), ("content-type", "application/grpc")])
    );
    assert_eq!(r.body, grpc(b"hello"));
    assert_eq!(r.trailers, pairs(&[("grpc-status", "0")]));
    // The next stream on the same connection, its body in two frames and a padded one.
    let block = request_block("/g", &[]);
    c.send_frame(kind::HEADERS, flag::END_HEADERS, 3, &block)
        .await;
    c.send_frame(kind::DATA, 0, 3, b"ab").await;
    c.send_frame(
        kind::DATA,
        flag::END_STREAM | flag::PADDED,
        3,
        b"\x03cd\0\0\0",
    )
    .await;
    assert_eq!(c.response(3).await.body, grpc(b"abcd"));
    // Written straight into the output, its length as written.
    for (id, body) in [(11, &b"sink"[..]), (13, b"sink-short")] {
        c.request(id, "/g", Some(body)).await;
        let r = c.response(id).await;
        assert_eq!(r.body, grpc(b"sunk"));
        assert_eq!(r.trailers, pairs(&[("grpc-status", "0")]));
    }
}

#[tokio::test]
async fn trailers_only_answers_and_later_answers() {
    let mut c = Client::connect(&[]).await;
    c.request(1, "/g", Some(b"later")).await;
    c.request(3, "/g", Some(b"status")).await;
    // The status answer comes first; the later one after it.
    let r = c.response(3).await;
    assert_eq!(
        r.head,
        pairs(&[
            (":status", "200"),
            ("content-type", "application/grpc"),
            ("grpc-status", "5"),
            ("grpc-message", "not here: %C3%A9"),
        ])
    );
    assert!(r.body.is_empty() && r.trailers.is_empty());
    assert_eq!(c.response(1).await.body, grpc(b"late"));
}

#[tokio::test]
async fn forwarded_streams_get_their_body_trailers_and_answer() {
    let mut c = Client::connect(&[]).await;
    // Forwarded at once: body in two frames, then trailers.
    let block = request_block("/other", &[("te", "trailers")]);
    c.send_frame(kind::HEADERS, flag::END_HEADERS, 1, &block)
        .await;
    c.send_frame(kind::DATA, 0, 1, b"one,").await;
    c.send_frame(kind::DATA, 0, 1, b"two").await;
    let mut trailers = Vec::new();
    hpack::encode_field(b"x-t", b"1", &mut trailers);
    c.send_frame(
        kind::HEADERS,
        flag::END_HEADERS | flag::END_STREAM,
        1,
        &trailers,
    )
    .await;
    let r = c.response(1).await;
    assert_eq!(
        r.head,
        pairs(&[
            (":status", "200"),
            ("x-path", "/other"),
            ("x-trailers", "1")
        ])
    );
    assert_eq!(r.body, b"one,two");
    assert_eq!(r.trailers, pairs(&[("grpc-status", "0")]));
    // Forwarded after gathering: the gathered bytes come first.
    c.request(3, "/g", Some(b"forward")).await;
    assert_eq!(c.response(3).await.body, b"forward");
    // Over the gathering limit (64 bytes): forwarded with everything.
    let big = vec![b'x'; 100];
    c.request(5, "/g", Some(&big)).await;
    assert_eq!(c.response(5).await.body, big);
}

#[tokio::test]
async fn header_blocks_continue_and_pings_are_answered() {
    let mut c = Client::connect(&[]).await;
    c.send_frame(kind::PING, 0, 0, b"12345678").await;
    let (head, payload) = c.frame().await;
    assert_eq!(
        (head.kind, head.flags, payload.as_slice()),
        (kind::PING, flag::ACK, &b"12345678"[..])
    );
    // HEADERS with padding and priority, then two CONTINUATION frames.
    let block = request_block("/g", &[]);
    let (a, rest) = block.split_at(5);
    let (b, d) = rest.split_at(7);
    let mut first = vec![2, 0, 0, 0, 0, 16];
    first.extend_from_slice(a);
    first.extend_from_slice(&[0, 0]);
    c.send_frame(kind::HEADERS, flag::PADDED | flag::PRIORITY, 1, &first)
        .await;
    c.send_frame(kind::CONTINUATION, 0, 1, b).await;
    c.send_frame(kind::CONTINUATION, flag::END_HEADERS, 1, d)
        .await;
    c.send_frame(kind::DATA, flag::END_STREAM, 1, b"x").await;
    assert_eq!(c.response(1).await.body, grpc(b"x"));
}

#[tokio::test]
async fn answers_keep_the_peers_windows_and_frame_size() {
    // The client allows 10 bytes per stream at first.
    let mut c = Client::connect(&[(setting::INITIAL_WINDOW_SIZE, 10)]).await;
    c.request(1, "/g", Some(b"0123456789abcdef")).await;
    let (head, _) = c.frame().await;
    assert_eq!(head.kind, kind::HEADERS);
    let (head, payload) = c.frame().await;
    assert_eq!((head.kind, payload.len()), (kind::DATA, 10));
    // Nothing more until the window opens.
    c.send_frame(kind::WINDOW_UPDATE, 0, 1, &100u32.to_be_bytes())
        .await;
    let (head, payload) = c.frame().await;
    assert_eq!(
        (head.kind, payload.len(), head.flags),
        (kind::DATA, 21 - 10, 0)
    );
    let (head, payload) = c.frame().await;
    assert_eq!(head.kind, kind::HEADERS);
    assert!(head.has(flag::END_STREAM));
    assert_eq!(c.fields(&payload), pairs(&[("grpc-status", "0")]));
    // Through the sink: a message within the window (4 + 5 bytes) leaves at once, one that
    // is not (20 + 5) waits for the window like any other.
    c.request(3, "/g", Some(b"sink")).await;
    let r = c.response(3).await;
    assert_eq!((r.body, r.frames), (grpc(b"sunk"), 1));
    c.request(5, "/g", Some(b"sink-long")).await;
    let (head, _) = c.frame().await;
    assert_eq!((head.kind, head.stream), (kind::HEADERS, 5));
    let (head, payload) = c.frame().await;
    assert_eq!((head.kind, head.stream, payload.len()), (kind::DATA, 5, 10));
    c.send_frame(kind::WINDOW_UPDATE, 0, 5, &100u32.to_be_bytes())
        .await;
    let (head, rest) = c.frame().await;
    assert_eq!((head.kind, head.stream), (kind::DATA, 5));
    assert_eq!([payload, rest].concat(), grpc(b"0123456789abcdefghij"));
    let (head, _) = c.frame().await;
    assert_eq!((head.kind, head.stream), (kind::HEADERS, 5));
    assert!(head.has(flag::END_STREAM));
    // A forwarded answer larger than a frame leaves in frames of at most 16,384 bytes,
    // once the windows allow (the client raises both).
    c.send_frame(kind::SETTINGS, 0, 0, &[0, 4, 0, 1, 0, 0])
        .await;
    let (head, _) = c.frame().await;
    assert_eq!((head.kind, head.flags), (kind::SETTINGS, flag::ACK));
    c.send_frame(kind::WINDOW_UPDATE, 0, 0, &100_000u32.to_be_bytes())
        .await;
    let block = request_block("/big", &[]);
    c.send_frame(kind::HEADERS, flag::END_HEADERS, 7, &block)
        .await;
    let body = vec![b'y'; 40_000];
    for chunk in body.chunks(16_384) {
        c.send_frame(kind::DATA, 0, 7, chunk).await;
    }
    c.send_frame(kind::DATA, flag::END_STREAM, 7, b"").await;
    let r = c.response(7).await;
    assert_eq!(r.body, body);
    assert!(r.frames >= 3, "{} frames", r.frames);
}

#[tokio::test]
async fn malformed_requests_are_reset_and_the_connection_goes_on() {
    let mut c = Client::connect(&[]).await;
    let mut cases: Vec<Vec<u8>> = Vec::new();
    // Upper-case name, missing :path, pseudo field after a regular one, connection-specific
    // field, `te` other than trailers, unknown pseudo field.
    cases.push(request_block("/g", &[("Bad", "x")]));
    let mut no_path = Vec::new();
    hpack::encode_field(b":method", b"POST", &mut no_path);
    hpack::encode_field(b":scheme", b"http", &mut no_path);
    cases.push(no_path);
    let mut late = request_block("/g", &[("a", "b")]);
    hpack::encode_field(b":authority", b"x", &mut late);
    cases.push(late);
    cases.push(request_block("/g", &[("connection", "close")]));
    cases.push(request_block("/g", &[("te", "gzip")]));
    let mut unknown = request_block("/g", &[]);
    hpack::encode_field(b":status", b"200", &mut unknown);
    cases.push(unknown);
    let mut id = 1;
    for block in cases {
        c.send_frame(
            kind::HEADERS,
            flag::END_HEADERS | flag::END_STREAM,
            id,
            &block,
        )
        .await;
        let (head, payload) = c.frame().await;
        assert_eq!((head.kind, head.stream), (kind::RST_STREAM, id));
        assert_eq!(
            u32::from_be_bytes(payload[..4].try_into().unwrap()),
            code::PROTOCOL_ERROR
        );
        id += 2;
    }
    // Too large a header list: 431.
    let long = "v".repeat(2000);
    let block = request_block("/g", &[("x-long", &long)]);
    c.send_frame(
        kind::HEADERS,
        flag::END_HEADERS | flag::END_STREAM,
        id,
        &block,
    )
    .await;
    let r = c.response(id).await;
    assert_eq!(r.head, pairs(&[(":status", "431")]));
    id += 2;
    // Still serving.
    c.request(id, "/g", Some(b"ok")).await;
    assert_eq!(c.response(id).await.body, grpc(b"ok"));
}

#[tokio::test]
async fn streams_beyond_the_limit_are_refused() {
    let mut c = Client::connect(&[]).await;
    // Four streams open (bodies not ended), the fifth refused.
    for id in [1, 3, 5, 7] {
        let block = request_block("/g", &[]);
        c.send_frame(kind::HEADERS, flag::END_HEADERS, id, &block)
            .await;
    }
    let block = request_block("/g", &[]);
    c.send_frame(kind::HEADERS, flag::END_HEADERS, 9, &block)
        .await;
    let (head, payload) = c.frame().await;
    assert_eq!((head.kind, head.stream), (kind::RST_STREAM, 9));
    assert_eq!(
        u32::from_be_bytes(payload[..4].try_into().unwrap()),
        code::REFUSED_STREAM
    );
    // A client reset frees a place.
    c.send_frame(kind::RST_STREAM, 0, 1, &8u32.to_be_bytes())
        .await;
    c.request(11, "/g", Some(b"in")).await;
    assert_eq!(c.response(11).await.body, grpc(b"in"));
}

/// The error code of the `RST_STREAM` that must come next, for this stream.
async fn expect_reset(c: &mut Client, id: u32) -> u32 {
    let (head, payload) = c.frame().await;
    assert_eq!((head.kind, head.stream), (kind::RST_STREAM, id), "{head:?}");
    u32::from_be_bytes(payload[..4].try_into().unwrap())
}

#[tokio::test]
async fn resetting_streams_does_not_start_more_work_than_the_limit() {
    // The "rapid reset" attack: streams opened and reset at once, each starting work.
    let mut c = Client::connect(&[]).await;
    let cancel = 8u32.to_be_bytes();
    // Four forwarded streams, each reset by the client: their work goes on.
    for id in [1, 3, 5, 7] {
        c.request(id, "/park", None).await;
        c.send_frame(kind::RST_STREAM, 0, id, &cancel).await;
    }
    // No stream is open, yet a fifth finds the limit taken by the work still running.
    c.request(9, "/g", Some(b"ok")).await;
    assert_eq!(expect_reset(&mut c, 9).await, code::REFUSED_STREAM);
    // Once the work has ended, streams are served again.
    tokio::time::sleep(Duration::from_millis(WORK_MS + 500)).await;
    c.request(11, "/g", Some(b"ok")).await;
    assert_eq!(c.response(11).await.body, grpc(b"ok"));

    // The same with answers given later: four reset while their answers are worked out.
    for id in [13, 15, 17, 19] {
        c.request(id, "/g", Some(b"later-slow")).await;
        c.send_frame(kind::RST_STREAM, 0, id, &cancel).await;
    }
    c.request(21, "/g", Some(b"ok")).await;
    assert_eq!(expect_reset(&mut c, 21).await, code::REFUSED_STREAM);
    tokio::time::sleep(Duration::from_millis(WORK_MS + 500)).await;
    c.request(23, "/g", Some(b"ok")).await;
    assert_eq!(c.response(23).await.body, grpc(b"ok"));
}

#[tokio::test]
async fn a_later_answer_without_a_reply_resets_its_stream() {
    let mut c = Client::connect(&[]).await;
    c.request(1, "/g", Some(b"later-lost")).await;
    assert_eq!(expect_reset(&mut c, 1).await, code::INTERNAL_ERROR);
    // Nothing counts as running: all four places are there.
    for id in [3, 5, 7, 9] {
        c.request(id, "/g", Some(b"later")).await;
    }
    let mut ended = 0;
    while ended < 4 {
        let (head, _) = c.frame().await;
        assert_ne!(head.kind, kind::RST_STREAM, "{head:?}");
        ended += usize::from(head.has(flag::END_STREAM));
    }
}

#[tokio::test]
async fn connection_errors_end_in_goaway() {
    type Case = (Vec<u8>, u32);
    let frames = |list: &[(u8, u8, u32, &[u8])]| -> Vec<u8> {
        list.iter()
            .flat_map(|(k, f, s, p)| frame_bytes(*k, *f, *s, p))
            .collect()
    };
    let garbage_headers: &[u8] = &[0xff, 0xff, 0xff, 0xff, 0xff, 0xff];
    let cases: Vec<Case> = vec![
        // A frame larger than 16,384 bytes.
        (
            frame_bytes(kind::DATA, 0, 1, &vec![0; 16_385]),
            code::FRAME_SIZE_ERROR,
        ),
        // CONTINUATION without HEADERS; HEADERS on stream 0; an even stream.
        (
            frames(&[(kind::CONTINUATION, flag::END_HEADERS, 1, b"")]),
            code::PROTOCOL_ERROR,
        ),
        (
            frames(&[(kind::HEADERS, flag::END_HEADERS, 0, b"")]),
            code::PROTOCOL_ERROR,
        ),
        (
            frames(&[(
                kind::HEADERS,
                flag::END_HEADERS,
                2,
                &request_block("/g", &[]),
            )]),
            code::PROTOCOL_ERROR,
        ),
        // A header block HPACK cannot decode.
        (
            frames(&[(kind::HEADERS, flag::END_HEADERS, 1, garbage_headers)]),
            code::COMPRESSION_ERROR,
        ),
        // Another frame inside a header block.
        (
            frames(&[(kind::HEADERS, 0, 1, b""), (kind::PING, 0, 0, b"12345678")]),
            code::PROTOCOL_ERROR,
        ),
        // DATA on an idle stream; PUSH_PROMISE from a client; a short PING; a bad SETTINGS.
        (frames(&[(kind::DATA, 0, 7, b"x")]), code::PROTOCOL_ERROR),
        (
            frames(&[(kind::PUSH_PROMISE, 0, 1, b"\0\0\0\x02")]),
            code::PROTOCOL_ERROR,
        ),
        (
            frames(&[(kind::PING, 0, 0, b"1234")]),
            code::FRAME_SIZE_ERROR,
        ),
        (
            frames(&[(kind::SETTINGS, 0, 0, b"\0\x05\0\0\0\x01")]),
            code::PROTOCOL_ERROR,
        ),
        (
            frames(&[(kind::SETTINGS, 0, 0, b"\0\x04\xff\xff\xff\xff")]),
            code::FLOW_CONTROL_ERROR,
        ),
        (
            frames(&[(kind::SETTINGS, 0, 0, b"\0\x04\0")]),
            code::FRAME_SIZE_ERROR,
        ),
        // A zero connection window increment, and one beyond 2^31 - 1.
        (
            frames(&[(kind::WINDOW_UPDATE, 0, 0, b"\0\0\0\0")]),
            code::PROTOCOL_ERROR,
        ),
        (
            frames(&[(kind::WINDOW_UPDATE, 0, 0, b"\x7f\xff\xff\xff")]),
            code::FLOW_CONTROL_ERROR,
        ),
    ];
    for (bytes, error) in cases {
        let mut c = Client::connect(&[]).await;
        c.send(&bytes).await;
        c.goaway(error).await;
        tokio::time::timeout(Duration::from_secs(5), &mut c.server)
            .await
            .expect("the connection's task ends")
            .unwrap();
    }
}

#[tokio::test]
async fn data_beyond_a_stream_window_resets_the_stream() {
    let mut cfg = config();
    cfg.stream_window = 100;
    let mut c = Client::connect_with(cfg, &[], false).await;
    let block = request_block("/g", &[]);
    c.send_frame(kind::HEADERS, flag::END_HEADERS, 1, &block)
        .await;
    c.send_frame(kind::DATA, 0, 1, &[0; 150]).await;
    let (head, payload) = c.frame().await;
    assert_eq!((head.kind, head.stream), (kind::RST_STREAM, 1));
    assert_eq!(
        u32::from_be_bytes(payload[..4].try_into().unwrap()),
        code::FLOW_CONTROL_ERROR
    );
    // More data on the reset stream is dropped; the connection goes on.
    c.send_frame(kind::DATA, flag::END_STREAM, 1, b"late").await;
    c.request(3, "/g", Some(b"next")).await;
    assert_eq!(c.response(3).await.body, grpc(b"next"));
}

#[tokio::test]
async fn not_http2_is_refused() {
    let (mut client, server) = tokio::io::duplex(4096);
    let (_stop, stop_rx) = watch::channel(false);
    let deadline = tokio::time::Instant::now() + Duration::from_secs(5);
    let task = tokio::spawn(conn::serve(
        server,
        Arc::new(Echo),
        config(),
        deadline,
        stop_rx,
    ));
    client
        .write_all(b"GET / HTTP/1.1\r\nHost: x\r\n\r\n0123456789")
        .await
        .unwrap();
    tokio::time::timeout(Duration::from_secs(5), task)
        .await
        .unwrap()
        .unwrap();
    let mut got = Vec::new();
    client.read_to_end(&mut got).await.unwrap();
    // The server's preface, then GOAWAY(PROTOCOL_ERROR).
    let goaway = Head::parse(&got[got.len() - 17..]);
    assert_eq!((goaway.kind, goaway.len), (kind::GOAWAY, 8));
    assert_eq!(&got[got.len() - 4..], &code::PROTOCOL_ERROR.to_be_bytes());
}

#[tokio::test]
async fn a_stop_finishes_open_streams_then_closes() {
    let mut c = Client::connect(&[]).await;
    c.request(1, "/g", Some(b"later")).await;
    // Let the request arrive before the stop.
    tokio::time::sleep(Duration::from_millis(5)).await;
    c.stop.send(true).unwrap();
    let (head, payload) = c.frame().await;
    assert_eq!(head.kind, kind::GOAWAY);
    assert_eq!(
        u32::from_be_bytes(payload[..4].try_into().unwrap()),
        1,
        "last stream"
    );
    assert_eq!(
        u32::from_be_bytes(payload[4..8].try_into().unwrap()),
        code::NO_ERROR
    );
    // A stream opened after the GOAWAY is ignored; the open one is answered.
    c.request(3, "/g", Some(b"ignored")).await;
    assert_eq!(c.response(1).await.body, grpc(b"late"));
    assert!(
        c.frame_inner().await.is_none(),
        "closed once no stream is open"
    );
}

#[tokio::test]
async fn a_connection_made_while_the_server_stops_is_told_at_once() {
    let (mut client, server) = tokio::io::duplex(4096);
    let (_stop, stop_rx) = watch::channel(true);
    let deadline = tokio::time::Instant::now() + Duration::from_secs(5);
    let task = tokio::spawn(conn::serve(
        server,
        Arc::new(Echo),
        config(),
        deadline,
        stop_rx,
    ));
    let mut hello = frame::PREFACE.to_vec();
    frame::put_settings(&mut hello, &[]);
    client.write_all(&hello).await.unwrap();
    tokio::time::timeout(Duration::from_secs(5), task)
        .await
        .unwrap()
        .unwrap();
    let mut got = Vec::new();
    client.read_to_end(&mut got).await.unwrap();
    let mut kinds = Vec::new();
    let mut at = 0;
    while at + frame::HEAD_LEN <= got.len() {
        let head = Head::parse(&got[at..]);
        kinds.push(head.kind);
        at += frame::HEAD_LEN + head.len;
    }
    assert_eq!(
        kinds,
        [
            kind::SETTINGS,
            kind::WINDOW_UPDATE,
            kind::GOAWAY,
            kind::SETTINGS
        ]
    );
}

#[tokio::test]
async fn a_body_nobody_read_gives_its_window_back() {
    let mut cfg = config();
    cfg.connection_window = 65_535;
    cfg.gather_limit = 1 << 20;
    let mut c = Client::connect_with(cfg, &[], false).await;
    // 60,000 bytes to a forwarded stream whose answer never reads them.
    let block = request_block("/hold", &[]);
    c.send_frame(kind::HEADERS, flag::END_HEADERS, 1, &block)
        .await;
    for chunk in [0u8; 60_000].chunks(15_000) {
        c.send_frame(kind::DATA, 0, 1, chunk).await;
    }
    let (head, _) = c.frame().await;
    assert_eq!((head.kind, head.stream), (kind::HEADERS, 1));
    assert!(head.has(flag::END_STREAM));
    // The stream is reset (the client was still sending) and the connection's window comes
    // back: without it, the next 60,000 bytes would be a flow-control error.
    let mut saw = Vec::new();
    for _ in 0..2 {
        let (head, payload) = c.frame().await;
        saw.push((
            head.kind,
            head.stream,
            u32::from_be_bytes(payload[..4].try_into().unwrap()),
        ));
    }
    saw.sort();
    assert_eq!(
        saw,
        [
            (kind::RST_STREAM, 1, code::NO_ERROR),
            (kind::WINDOW_UPDATE, 0, 60_000)
        ]
    );
    let body = vec![7u8; 60_000];
    let block = request_block("/g", &[]);
    c.send_frame(kind::HEADERS, flag::END_HEADERS, 3, &block)
        .await;
    for chunk in body.chunks(15_000) {
        c.send_frame(kind::DATA, 0, 3, chunk).await;
    }
    c.send_frame(kind::DATA, flag::END_STREAM, 3, b"").await;
    assert_eq!(c.response(3).await.body, grpc(&body));
}
