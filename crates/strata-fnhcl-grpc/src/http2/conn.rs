//! One server-side HTTP/2 connection (RFC 9113), driven by one task: frames read and
//! checked, header blocks decoded (HPACK, [`super::hpack`]), flow control kept in both
//! directions, and each stream either gathered and answered in the task itself or handed to
//! a [`Service`] that answers it from elsewhere through a [`Reply`].
//!
//! The connection is written for a gRPC server whose usual call is one small unary request:
//! such a stream's body is gathered into one buffer and answered within the same poll of the
//! task that read it (one read and one write per request, no task, channel or lock on the
//! way); every other stream gets a [`Body`] fed by the task and a [`Reply`] whose frames the
//! task writes in order, under flow control.
//!
//! What it does not do: server push (never sent), priorities (read and ignored, as RFC 9113
//! deprecates them), the dynamic table of its own HPACK encoder (responses are encoded as
//! literals; the peer's `SETTINGS_HEADER_TABLE_SIZE` therefore never matters), and `CONNECT`
//! (a request without `:scheme` and `:path` is malformed here).

use super::frame::{self, code, flag, kind, setting, Head};
use super::hpack;
use bytes::{Buf, Bytes};
use http::HeaderMap;
use std::collections::VecDeque;
use std::future::Future;
use std::pin::Pin;
use std::sync::{Arc, LazyLock};
use std::task::{Context, Poll};
use tokio::io::{AsyncRead, AsyncWrite, AsyncWriteExt, ReadBuf};
use tokio::sync::{mpsc, watch};

/// What a connection announces and keeps.
#[derive(Debug, Clone)]
pub(crate) struct Config {
    /// Initial flow-control window of every stream (what a client may send before it hears
    /// from the server).
    pub(crate) stream_window: u32,
    /// Flow-control window of the connection, announced by a `WINDOW_UPDATE` after the
    /// settings.
    pub(crate) connection_window: u32,
    /// Concurrent streams per connection.
    pub(crate) max_concurrent_streams: u32,
    /// Largest header list (RFC 9113 6.5.2: names, values and 32 bytes per field).
    pub(crate) max_header_list: u32,
    /// Largest body gathered for [`Service::answer`]; a longer one is handed to
    /// [`Service::forward`] with what was gathered.
    pub(crate) gather_limit: usize,
}

/// The size of the HPACK dynamic table the peer may use (the protocol's default).
const HEADER_TABLE_SIZE: usize = 4096;
/// Largest header block (HEADERS and CONTINUATION payloads together) accepted before it is
/// decoded: a block cannot need more than this for a header list of at most 16 KiB plus
/// representation overhead, and a peer that sends endless CONTINUATION frames is cut off.
const MAX_HEADER_BLOCK: usize = 256 * 1024;
/// Size of the read buffer: always room for a whole frame of the largest size accepted.
const READ_BUFFER: usize = 64 * 1024;
/// The largest request head whose buffers a connection keeps for the next request (a usual
/// gRPC call's fields take a few hundred bytes).
const SPARE_HEAD_BYTES: usize = 16 * 1024;
/// Output buffered beyond this stops the reading of frames until the peer takes some.
const WRITE_HIGH: usize = 1024 * 1024;

/// The head of a request: its fields as decoded, pseudo-header fields first.
#[derive(Debug, Clone, Default)]
pub(crate) struct RequestHead {
    data: Vec<u8>,
    /// Per field: where its name starts, where its value starts (the name's end) and ends.
    spans: Vec<(u32, u32, u32)>,
    method: Option<usize>,
    scheme: Option<usize>,
    authority: Option<usize>,
    path: Option<usize>,
    /// The first `content-type` and `grpc-encoding` fields: what tells a gRPC call, found
    /// while the block is decoded instead of by a search of every field for each.
    content_type: Option<usize>,
    grpc_encoding: Option<usize>,
}

impl RequestHead {
    fn push(&mut self, name: &[u8], value: &[u8]) -> usize {
        let start = self.data.len() as u32;
        self.data.extend_from_slice(name);
        let mid = self.data.len() as u32;
        self.data.extend_from_slice(value);
        self.spans.push((start, mid, self.data.len() as u32));
        self.spans.len() - 1
    }

    /// Empties the head, keeping its buffers.
    fn clear(&mut self) {
        let RequestHead {
            data,
            spans,
            method,
            scheme,
            authority,
            path,
            content_type,
            grpc_encoding,
        } = self;
        data.clear();
        spans.clear();
        for slot in [method, scheme, authority, path, content_type, grpc_encoding] {
            *slot = None;
        }
    }

    fn field(&self, i: usize) -> (&[u8], &[u8]) {
        let (a, b, c) = self.spans[i];
        (
            &self.data[a as usize..b as usize],
            &self.data[b as usize..c as usize],
        )
    }

    fn pseudo(&self, i: Option<usize>) -> &[u8] {
        i.map_or(&[][..], |i| self.field(i).1)
    }

    /// `:method`.
    pub(crate) fn method(&self) -> &[u8] {
        self.pseudo(self.method)
    }

    /// `:path`.
    pub(crate) fn path(&self) -> &[u8] {
        self.pseudo(self.path)
    }

    /// The value of the first `content-type` field.
    pub(crate) fn content_type(&self) -> Option<&[u8]> {
        self.content_type.map(|i| self.field(i).1)
    }

    /// The value of the first `grpc-encoding` field.
    pub(crate) fn grpc_encoding(&self) -> Option<&[u8]> {
        self.grpc_encoding.map(|i| self.field(i).1)
    }

    /// The request as the `http` crate has it, with this body; `None` when a field is not
    /// valid there.
    pub(crate) fn into_request<B>(self, body: B) -> Option<http::Request<B>> {
        let mut uri = http::Uri::builder()
            .scheme(self.pseudo(self.scheme))
            .path_and_query(self.pseudo(self.path));
        if self.authority.is_some() {
            uri = uri.authority(self.pseudo(self.authority));
        }
        let uri = uri.build().ok()?;
        let method = http::Method::from_bytes(self.method()).ok()?;
        let mut req = http::Request::new(body);
        *req.method_mut() = method;
        *req.uri_mut() = uri;
        *req.version_mut() = http::Version::HTTP_2;
        let headers = req.headers_mut();
        for i in 0..self.spans.len() {
            let (name, value) = self.field(i);
            if name.first() == Some(&b':') {
                continue;
            }
            headers.append(
                http::HeaderName::from_bytes(name).ok()?,
                http::HeaderValue::from_bytes(value).ok()?,
            );
        }
        Some(req)
    }
}

/// How a gathered request is answered.
pub(crate) enum Outcome {
    /// A gRPC answer: `200`, this message (its 5-byte prefix included) and `grpc-status: 0`.
    Message(Vec<u8>),
    /// A gRPC answer without a message ("trailers-only"): this status code and message.
    Status(u8, String),
    /// The answer comes later, through the [`Reply`] (an [`Event`] of kind `Answer`).
    Later,
    /// The answer was given to the [`Sink`] (an answer given at once only).
    Sunk,
    /// The stream goes to [`Service::forward`], these bytes first (`None`: the bytes the
    /// connection gathered, which only an answer given at once has).
    Forward(Option<Bytes>),
}

/// What answers the streams of a connection.
pub(crate) trait Service: Send + Sync + 'static {
    /// Whether the connection gathers this request's body and calls [`Service::answer`]
    /// (true), or calls [`Service::forward`] at once.
    fn gather(&self, head: &RequestHead) -> bool;
    /// Answers a gathered request whose body has wholly arrived (at most the configured
    /// limit): now (a gRPC message through `sink`, then [`Outcome::Sunk`], or another
    /// outcome), later through the reply [`Sink::later`] gives (then [`Outcome::Later`]), or
    /// by forwarding it.
    fn answer(&self, head: &RequestHead, body: &[u8], sink: &mut Sink<'_>) -> Outcome;
    /// Serves a stream elsewhere: its request, whose body yields the bytes already gathered
    /// first, and the reply that writes its response.
    fn forward(&self, head: RequestHead, body: Body, reply: Reply);
}

/// What a stream's answer sends to its connection.
pub(crate) enum Event {
    /// A response head (an encoded header block), ending the stream or not.
    Head(u32, Vec<u8>, bool),
    /// Response data, ending the stream or not.
    Data(u32, Bytes, bool),
    /// Response trailers (an encoded header block), which end the stream.
    Trailers(u32, Vec<u8>),
    /// Work started for a stream (a forwarded stream's service, a later answer) has ended:
    /// its body and every copy of its reply are gone.
    Idle,
    /// The stream is reset with this error code.
    Reset(u32, u32),
    /// The answer of a gathered request ([`Outcome::Later`]).
    Answer(u32, Outcome),
    /// The forwarded body's reader took this many bytes (their window may be given back).
    Consumed(u32, usize),
}

/// Where the answer of one stream goes: into its connection's task, which writes it.
#[derive(Clone)]
pub(crate) struct Reply {
    id: u32,
    events: mpsc::UnboundedSender<Event>,
    /// Held while the work answering the stream runs (with the body's).
    _work: Arc<Work>,
}

/// Work the connection started for a stream, counted until every holder is gone (then
/// [`Event::Idle`]): a stream the peer resets frees its slot among the concurrent streams,
/// but its work keeps counting against the same limit, so that opening and resetting streams
/// at once cannot start more work than the limit (the HTTP/2 "rapid reset" attack).
struct Work {
    events: mpsc::UnboundedSender<Event>,
}

impl Drop for Work {
    fn drop(&mut self) {
        let _ = self.events.send(Event::Idle);
    }
}

impl Reply {
    /// Sends a response head, `end` when nothing follows; false when the connection is gone.
    pub(crate) fn head(&self, status: http::StatusCode, headers: &HeaderMap, end: bool) -> bool {
        let mut block = Vec::with_capacity(64);
        encode_status(status.as_str().as_bytes(), &mut block);
        encode_map(headers, &mut block);
        self.events.send(Event::Head(self.id, block, end)).is_ok()
    }

    /// Sends response data.
    pub(crate) fn data(&self, data: Bytes, end: bool) -> bool {
        self.events.send(Event::Data(self.id, data, end)).is_ok()
    }

    /// Sends trailers, which end the response.
    pub(crate) fn trailers(&self, trailers: &HeaderMap) -> bool {
        let mut block = Vec::with_capacity(32);
        encode_map(trailers, &mut block);
        self.events.send(Event::Trailers(self.id, block)).is_ok()
    }

    /// Resets the stream.
    pub(crate) fn reset(&self, error: u32) {
        let _ = self.events.send(Event::Reset(self.id, error));
    }

    /// Answers a gathered request later ([`Outcome::Later`]).
    pub(crate) fn answer(&self, outcome: Outcome) {
        let _ = self.events.send(Event::Answer(self.id, outcome));
    }
}

/// Where an answer given at once writes its gRPC message: straight into the connection's
/// output when one frame within the flow-control windows holds it, queued behind the windows
/// otherwise.
pub(crate) struct Sink<'a> {
    id: u32,
    wbuf: &'a mut Vec<u8>,
    out: &'a mut VecDeque<Out>,
    events: &'a mpsc::UnboundedSender<Event>,
    /// The connection's count of running work, and whether this answer started some.
    working: &'a mut usize,
    later: bool,
    /// The largest DATA frame that may be written now.
    room: usize,
    max_frame: usize,
    /// The DATA bytes written straight into the output (the stream then ended).
    sent: Option<usize>,
}

impl Sink<'_> {
    /// The reply of an answer given later ([`Outcome::Later`]): the work that holds it
    /// counts against the connection's concurrent streams until it is dropped.
    pub(crate) fn later(&mut self) -> Reply {
        *self.working += 1;
        self.later = true;
        Reply {
            id: self.id,
            events: self.events.clone(),
            _work: Arc::new(Work {
                events: self.events.clone(),
            }),
        }
    }

    /// Answers with the gRPC head, one message of `len` bytes that `encode` appends, and
    /// `grpc-status: 0`. Should `encode` append another length, the frame and the message
    /// prefix say what it did append.
    pub(crate) fn message(&mut self, len: usize, encode: impl FnOnce(&mut Vec<u8>)) {
        frame::put_headers(self.wbuf, self.id, &GRPC_HEAD, false, self.max_frame);
        let start = self.wbuf.len();
        frame::put_head(self.wbuf, 0, kind::DATA, 0, self.id);
        self.wbuf.push(0);
        self.wbuf.extend_from_slice(&(len as u32).to_be_bytes());
        encode(self.wbuf);
        let message = self.wbuf.len() - start - frame::HEAD_LEN;
        // The prefix says what `encode` appended.
        let prefix = start + frame::HEAD_LEN + 1;
        self.wbuf[prefix..prefix + 4].copy_from_slice(&((message - 5) as u32).to_be_bytes());
        if message <= self.room {
            // The frame's 24-bit length (a frame within the room is at most the peer's
            // maximum frame size, below 2^24).
            self.wbuf[start..start + 3].copy_from_slice(&(message as u32).to_be_bytes()[1..]);
            frame::put_headers(self.wbuf, self.id, &GRPC_OK, true, self.max_frame);
            self.sent = Some(message);
        } else {
            // Beyond the windows or a frame: the message waits for flow control.
            let queued = self.wbuf.split_off(start + frame::HEAD_LEN);
            self.wbuf.truncate(start);
            self.out.push_back(Out::Data(Bytes::from(queued), false));
            self.out.push_back(Out::Trailers(GRPC_OK.clone()));
        }
    }
}

/// What the task passes to a forwarded stream's body.
enum Part {
    Data(Bytes),
    Trailers(HeaderMap),
    Reset(u32),
}

/// A forwarded stream's request body: the bytes gathered before, then what arrives.
pub(crate) struct Body {
    prefix: Bytes,
    parts: mpsc::UnboundedReceiver<Part>,
    id: u32,
    events: mpsc::UnboundedSender<Event>,
    _work: Arc<Work>,
}

/// A forwarded request body broke: the client reset its stream or the connection ended
/// before the body did.
#[derive(Debug)]
pub(crate) struct BodyError(u32);

impl std::fmt::Display for BodyError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "the request stream was reset (HTTP/2 error code {})",
            self.0
        )
    }
}

impl std::error::Error for BodyError {}

impl http_body::Body for Body {
    type Data = Bytes;
    type Error = BodyError;

    fn poll_frame(
        mut self: Pin<&mut Self>,
        cx: &mut Context<'_>,
    ) -> Poll<Option<Result<http_body::Frame<Bytes>, BodyError>>> {
        let this = &mut *self;
        if !this.prefix.is_empty() {
            let prefix = std::mem::take(&mut this.prefix);
            return Poll::Ready(Some(Ok(http_body::Frame::data(prefix))));
        }
        match this.parts.poll_recv(cx) {
            Poll::Pending => Poll::Pending,
            Poll::Ready(None) => Poll::Ready(None),
            Poll::Ready(Some(Part::Data(data))) => {
                let _ = this.events.send(Event::Consumed(this.id, data.len()));
                Poll::Ready(Some(Ok(http_body::Frame::data(data))))
            }
            Poll::Ready(Some(Part::Trailers(t))) => {
                Poll::Ready(Some(Ok(http_body::Frame::trailers(t))))
            }
            Poll::Ready(Some(Part::Reset(code))) => Poll::Ready(Some(Err(BodyError(code)))),
        }
    }
}

/// The header block of a gRPC answer's head: `:status: 200`, `content-type:
/// application/grpc`.
static GRPC_HEAD: LazyLock<Vec<u8>> = LazyLock::new(|| {
    let mut b = Vec::new();
    encode_status(b"200", &mut b);
    hpack::encode_field(b"content-type", b"application/grpc", &mut b);
    b
});

/// The trailers of a successful gRPC answer: `grpc-status: 0`.
static GRPC_OK: LazyLock<Bytes> = LazyLock::new(|| {
    let mut b = Vec::new();
    hpack::encode_field(b"grpc-status", b"0", &mut b);
    Bytes::from(b)
});

fn encode_status(status: &[u8], out: &mut Vec<u8>) {
    if !hpack::encode_indexed_static(b":status", status, out) {
        hpack::encode_field(b":status", status, out);
    }
}

/// Encodes a header map, without the fields HTTP/2 forbids (RFC 9113 8.2.2).
fn encode_map(headers: &HeaderMap, out: &mut Vec<u8>) {
    for (name, value) in headers {
        if matches!(
            name.as_str(),
            "connection" | "keep-alive" | "proxy-connection" | "transfer-encoding" | "upgrade"
        ) {
            continue;
        }
        hpack::encode_field(name.as_str().as_bytes(), value.as_bytes(), out);
    }
}

/// A gRPC answer without a message: `200`, `content-type`, `grpc-status` and, when there is
/// one, `grpc-message` (percent-encoded as gRPC requires).
fn trailers_only(code: u8, message: &str) -> Vec<u8> {
    let mut b = GRPC_HEAD.clone();
    hpack::encode_field(b"grpc-status", code.to_string().as_bytes(), &mut b);
    if !message.is_empty() {
        hpack::encode_field(b"grpc-message", percent_encode(message).as_bytes(), &mut b);
    }
    b
}

/// `grpc-message`'s encoding: bytes outside printable ASCII, and `%`, as `%XX`.
pub(crate) fn percent_encode(s: &str) -> String {
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

/// The request side of a stream.
enum Recv {
    /// The body is being gathered for [`Service::answer`].
    Gather(Vec<u8>),
    /// The body goes to a forwarded stream's [`Body`].
    Forward(mpsc::UnboundedSender<Part>),
    /// Nothing more is read (the request ended, or the answer no longer needs it).
    Done,
}

/// Response output waiting for flow control.
pub(crate) enum Out {
    Data(Bytes, bool),
    Trailers(Bytes),
}

struct Stream {
    id: u32,
    head: Option<RequestHead>,
    recv: Recv,
    /// What the peer may still send on the stream.
    recv_window: i64,
    /// Bytes taken from the stream whose window has not been given back yet.
    recv_unacked: u32,
    /// Bytes passed to a forwarded body that its reader has not taken yet: given back to the
    /// connection when the stream goes, whether or not they were read.
    unconsumed: usize,
    /// What the server may still send on the stream.
    send_window: i64,
    out: VecDeque<Out>,
    /// The peer ended its side.
    remote_done: bool,
    /// The server ended its side (its `END_STREAM` is written).
    local_done: bool,
}

/// A connection error: `GOAWAY` with this code, then the connection closes.
struct ConnError(u32);

/// Everything of the connection but its I/O and read buffer.
struct State<S: Service> {
    service: Arc<S>,
    config: Config,
    hpack: hpack::Decoder,
    wbuf: Vec<u8>,
    streams: Vec<Stream>,
    /// The head of the last request answered at once, kept for the next one's fields (its
    /// buffers, not its content).
    spare_head: Option<RequestHead>,
    /// The highest stream the peer opened.
    last_stream: u32,
    /// A header block in progress: its stream, whether it ends the stream, its bytes.
    continuation: Option<(u32, bool, Vec<u8>)>,
    /// The peer's `SETTINGS_MAX_FRAME_SIZE`.
    peer_max_frame: usize,
    /// The peer's `SETTINGS_INITIAL_WINDOW_SIZE`.
    peer_initial_window: i64,
    /// What the peer may still send on the connection.
    conn_recv_window: i64,
    /// Bytes taken from the connection whose window has not been given back yet.
    conn_recv_unacked: u32,
    /// What the server may still send on the connection.
    conn_send_window: i64,
    events: mpsc::UnboundedSender<Event>,
    /// Work started for streams and still running ([`Work`]), whether or not their streams
    /// are still open.
    working: usize,
    /// `GOAWAY` sent (the server stops): no new streams.
    going_away: bool,
    /// The peer sent `GOAWAY`.
    peer_going_away: bool,
    /// A connection error: close once the output is written.
    closing: bool,
}

/// Serves one connection until it closes: the client's preface and settings must arrive by
/// `deadline`; `stop` turning true makes the connection finish its streams (`GOAWAY`).
pub(crate) async fn serve<IO, S>(
    mut io: IO,
    service: Arc<S>,
    config: Config,
    deadline: tokio::time::Instant,
    mut stop: watch::Receiver<bool>,
) where
    IO: AsyncRead + AsyncWrite + Unpin,
    S: Service,
{
    let (events, mut events_rx) = mpsc::unbounded_channel();
    let mut st = State {
        service,
        hpack: hpack::Decoder::new(HEADER_TABLE_SIZE),
        wbuf: Vec::with_capacity(16 * 1024),
        streams: Vec::new(),
        last_stream: 0,
        continuation: None,
        peer_max_frame: frame::DEFAULT_MAX_FRAME,
        peer_initial_window: frame::DEFAULT_WINDOW,
        conn_recv_window: i64::from(config.connection_window),
        conn_recv_unacked: 0,
        conn_send_window: frame::DEFAULT_WINDOW,
        events,
        working: 0,
        spare_head: None,
        going_away: false,
        peer_going_away: false,
        closing: false,
        config,
    };
    // The server's preface: its settings, and the connection's window beyond the default.
    frame::put_settings(
        &mut st.wbuf,
        &[
            (
                setting::MAX_CONCURRENT_STREAMS,
                st.config.max_concurrent_streams,
            ),
            (setting::INITIAL_WINDOW_SIZE, st.config.stream_window),
            (setting::MAX_HEADER_LIST_SIZE, st.config.max_header_list),
        ],
    );
    let extra = i64::from(st.config.connection_window) - frame::DEFAULT_WINDOW;
    if extra > 0 {
        frame::put_window_update(&mut st.wbuf, 0, extra as u32);
    }
    let mut rbuf = vec![0u8; READ_BUFFER];
    let handshake = async {
        io.write_all(&st.wbuf).await?;
        io.flush().await?;
        st.wbuf.clear();
        // The client's preface and the header of its first frame, which must be SETTINGS.
        let mut got = 0;
        while got < frame::PREFACE.len() + frame::HEAD_LEN {
            let n = tokio::io::AsyncReadExt::read(&mut io, &mut rbuf[got..]).await?;
            if n == 0 {
                return Err(std::io::ErrorKind::UnexpectedEof.into());
            }
            let seen = got.min(frame::PREFACE.len());
            got += n;
            let check = got.min(frame::PREFACE.len());
            if rbuf[seen..check] != frame::PREFACE[seen..check] {
                return Err(std::io::ErrorKind::InvalidData.into());
            }
        }
        let first = Head::parse(&rbuf[frame::PREFACE.len()..]);
        if first.kind != kind::SETTINGS || first.has(flag::ACK) {
            return Err(std::io::ErrorKind::InvalidData.into());
        }
        Ok::<usize, std::io::Error>(got)
    };
    let got = match tokio::time::timeout_at(deadline, handshake).await {
        Ok(Ok(got)) => got,
        Ok(Err(e)) => {
            if e.kind() == std::io::ErrorKind::InvalidData {
                // Not an HTTP/2 client: say so the HTTP/2 way (and it is closed anyway).
                frame::put_goaway(&mut st.wbuf, 0, code::PROTOCOL_ERROR);
                let _ = io.write_all(&st.wbuf).await;
            }
            return;
        }
        Err(_) => return,
    };
    if *stop.borrow() {
        st.go_away();
    }
    let mut stopped: Pin<Box<dyn Future<Output = ()> + Send>> = Box::pin(async move {
        if stop.changed().await.is_err() {
            // The server is gone without a signal: nothing will ask this connection to stop.
            std::future::pending::<()>().await;
        }
    });
    let mut conn = Io {
        io,
        rbuf,
        rstart: frame::PREFACE.len(),
        rend: got,
        wpos: 0,
        read_closed: false,
        unread: true,
        unflushed: false,
    };
    std::future::poll_fn(|cx| conn.poll(&mut st, &mut events_rx, &mut stopped, cx)).await;
}

/// The connection's I/O and its read buffer.
struct Io<IO> {
    io: IO,
    rbuf: Vec<u8>,
    rstart: usize,
    rend: usize,
    /// How much of the state's output buffer is written.
    wpos: usize,
    read_closed: bool,
    /// Frames read with the preface are still to be handled.
    unread: bool,
    /// Written output may wait in the I/O's buffer (TLS) for a flush.
    unflushed: bool,
}

impl<IO: AsyncRead + AsyncWrite + Unpin> Io<IO> {
    /// Runs the connection until it closes (`Ready`) or waits for I/O or events.
    fn poll<S: Service>(
        &mut self,
        st: &mut State<S>,
        events: &mut mpsc::UnboundedReceiver<Event>,
        stopped: &mut Pin<Box<dyn Future<Output = ()> + Send>>,
        cx: &mut Context<'_>,
    ) -> Poll<()> {
        if self.unread {
            // Frames that arrived with the preface.
            self.unread = false;
            if let Err(ConnError(error)) = self.frames(st) {
                frame::put_goaway(&mut st.wbuf, st.last_stream, error);
                st.closing = true;
            }
        }
        loop {
            let mut progress = false;
            while let Poll::Ready(Some(event)) = events.poll_recv(cx) {
                st.event(event);
                progress = true;
            }
            if !st.going_away && stopped.as_mut().poll(cx).is_ready() {
                st.go_away();
                progress = true;
            }
            if !self.read_closed && !st.closing && st.wbuf.len() - self.wpos < WRITE_HIGH {
                if self.rbuf.len() - self.rend < frame::HEAD_LEN + frame::DEFAULT_MAX_FRAME {
                    self.rbuf.copy_within(self.rstart..self.rend, 0);
                    self.rend -= self.rstart;
                    self.rstart = 0;
                }
                let mut buf = ReadBuf::new(&mut self.rbuf[self.rend..]);
                match Pin::new(&mut self.io).poll_read(cx, &mut buf) {
                    Poll::Ready(Ok(())) => {
                        let n = buf.filled().len();
                        progress = true;
                        if n == 0 {
                            self.read_closed = true;
                        } else {
                            self.rend += n;
                            if let Err(ConnError(error)) = self.frames(st) {
                                frame::put_goaway(&mut st.wbuf, st.last_stream, error);
                                st.closing = true;
                            }
                        }
                    }
                    Poll::Ready(Err(_)) => return Poll::Ready(()),
                    Poll::Pending => {}
                }
            }
            let mut wrote = false;
            while self.wpos < st.wbuf.len() {
                match Pin::new(&mut self.io).poll_write(cx, &st.wbuf[self.wpos..]) {
                    Poll::Ready(Ok(0)) | Poll::Ready(Err(_)) => return Poll::Ready(()),
                    Poll::Ready(Ok(n)) => {
                        self.wpos += n;
                        wrote = true;
                    }
                    Poll::Pending => break,
                }
            }
            if self.wpos == st.wbuf.len() {
                st.wbuf.clear();
                self.wpos = 0;
            }
            if wrote {
                self.unflushed = true;
                progress = true;
            }
            if self.unflushed {
                // TLS keeps what it encrypted until flushed.
                match Pin::new(&mut self.io).poll_flush(cx) {
                    Poll::Ready(Ok(())) => self.unflushed = false,
                    Poll::Ready(Err(_)) => return Poll::Ready(()),
                    Poll::Pending => {}
                }
            }
            let finished = st.closing
                || self.read_closed
                || ((st.going_away || st.peer_going_away) && st.streams.is_empty());
            if finished && st.wbuf.is_empty() && !self.unflushed {
                let _ = Pin::new(&mut self.io).poll_shutdown(cx);
                return Poll::Ready(());
            }
            if !progress {
                return Poll::Pending;
            }
        }
    }

    /// Handles every whole frame in the read buffer.
    fn frames<S: Service>(&mut self, st: &mut State<S>) -> Result<(), ConnError> {
        while self.rend - self.rstart >= frame::HEAD_LEN {
            let head = Head::parse(&self.rbuf[self.rstart..]);
            if head.len > frame::DEFAULT_MAX_FRAME {
                return Err(ConnError(code::FRAME_SIZE_ERROR));
            }
            let end = self.rstart + frame::HEAD_LEN + head.len;
            if end > self.rend {
                break;
            }
            let payload = &self.rbuf[self.rstart + frame::HEAD_LEN..end];
            self.rstart = end;
            st.frame(head, payload)?;
            if st.closing {
                break;
            }
        }
        if self.rstart == self.rend {
            self.rstart = 0;
            self.rend = 0;
        }
        Ok(())
    }
}

impl<S: Service> State<S> {
    fn find(&self, id: u32) -> Option<usize> {
        self.streams.iter().position(|s| s.id == id)
    }

    /// Stops taking streams: `GOAWAY` naming the last stream that will be served.
    fn go_away(&mut self) {
        if !self.going_away {
            self.going_away = true;
            frame::put_goaway(&mut self.wbuf, self.last_stream, code::NO_ERROR);
        }
    }

    fn frame(&mut self, head: Head, payload: &[u8]) -> Result<(), ConnError> {
        if let Some((id, _, _)) = &self.continuation {
            if head.kind != kind::CONTINUATION || head.stream != *id {
                return Err(ConnError(code::PROTOCOL_ERROR));
            }
        }
        match head.kind {
            kind::DATA => self.data(head, payload),
            kind::HEADERS => self.headers(head, payload),
            kind::CONTINUATION => {
                let Some((id, end_stream, mut block)) = self.continuation.take() else {
                    return Err(ConnError(code::PROTOCOL_ERROR));
                };
                if block.len() + payload.len() > MAX_HEADER_BLOCK {
                    return Err(ConnError(code::ENHANCE_YOUR_CALM));
                }
                block.extend_from_slice(payload);
                if head.has(flag::END_HEADERS) {
                    self.header_block(id, end_stream, &block)
                } else {
                    self.continuation = Some((id, end_stream, block));
                    Ok(())
                }
            }
            kind::PRIORITY => {
                if head.stream == 0 {
                    return Err(ConnError(code::PROTOCOL_ERROR));
                }
                if head.len != 5 {
                    self.reset(head.stream, code::FRAME_SIZE_ERROR);
                }
                Ok(())
            }
            kind::RST_STREAM => {
                if head.stream == 0 || self.idle(head.stream) {
                    return Err(ConnError(code::PROTOCOL_ERROR));
                }
                if head.len != 4 {
                    return Err(ConnError(code::FRAME_SIZE_ERROR));
                }
                if let Some(i) = self.find(head.stream) {
                    let error =
                        u32::from_be_bytes([payload[0], payload[1], payload[2], payload[3]]);
                    let s = self.remove(i);
                    if let Recv::Forward(tx) = &s.recv {
                        let _ = tx.send(Part::Reset(error));
                    }
                }
                Ok(())
            }
            kind::SETTINGS => self.settings(head, payload),
            kind::PUSH_PROMISE => Err(ConnError(code::PROTOCOL_ERROR)),
            kind::PING => {
                if head.stream != 0 {
                    return Err(ConnError(code::PROTOCOL_ERROR));
                }
                if head.len != 8 {
                    return Err(ConnError(code::FRAME_SIZE_ERROR));
                }
                if !head.has(flag::ACK) {
                    frame::put_head(&mut self.wbuf, 8, kind::PING, flag::ACK, 0);
                    self.wbuf.extend_from_slice(payload);
                }
                Ok(())
            }
            kind::GOAWAY => {
                if head.stream != 0 {
                    return Err(ConnError(code::PROTOCOL_ERROR));
                }
                if head.len < 8 {
                    return Err(ConnError(code::FRAME_SIZE_ERROR));
                }
                self.peer_going_away = true;
                Ok(())
            }
            kind::WINDOW_UPDATE => self.window_update(head, payload),
            // Unknown frame types are ignored (RFC 9113 4.1).
            _ => Ok(()),
        }
    }

    /// Whether a stream is idle: never opened by the peer.
    fn idle(&self, id: u32) -> bool {
        id > self.last_stream
    }

    fn settings(&mut self, head: Head, payload: &[u8]) -> Result<(), ConnError> {
        if head.stream != 0 {
            return Err(ConnError(code::PROTOCOL_ERROR));
        }
        if head.has(flag::ACK) {
            return if head.len == 0 {
                Ok(())
            } else {
                Err(ConnError(code::FRAME_SIZE_ERROR))
            };
        }
        if !head.len.is_multiple_of(6) {
            return Err(ConnError(code::FRAME_SIZE_ERROR));
        }
        for s in payload.chunks_exact(6) {
            let id = u16::from_be_bytes([s[0], s[1]]);
            let value = u32::from_be_bytes([s[2], s[3], s[4], s[5]]);
            match id {
                setting::ENABLE_PUSH if value > 1 => {
                    return Err(ConnError(code::PROTOCOL_ERROR));
                }
                setting::INITIAL_WINDOW_SIZE => {
                    let value = i64::from(value);
                    if value > frame::MAX_WINDOW {
                        return Err(ConnError(code::FLOW_CONTROL_ERROR));
                    }
                    let delta = value - self.peer_initial_window;
                    self.peer_initial_window = value;
                    for s in &mut self.streams {
                        s.send_window += delta;
                        if s.send_window > frame::MAX_WINDOW {
                            return Err(ConnError(code::FLOW_CONTROL_ERROR));
                        }
                    }
                }
                setting::MAX_FRAME_SIZE => {
                    if !(frame::DEFAULT_MAX_FRAME as u32..=frame::LARGEST_MAX_FRAME)
                        .contains(&value)
                    {
                        return Err(ConnError(code::PROTOCOL_ERROR));
                    }
                    self.peer_max_frame = value as usize;
                }
                // The encoder never uses the dynamic table; the rest only limit the peer's
                // own sending or this server's pushes.
                setting::HEADER_TABLE_SIZE
                | setting::ENABLE_PUSH
                | setting::MAX_CONCURRENT_STREAMS
                | setting::MAX_HEADER_LIST_SIZE => {}
                _ => {}
            }
        }
        frame::put_head(&mut self.wbuf, 0, kind::SETTINGS, flag::ACK, 0);
        self.flush_all();
        Ok(())
    }

    fn window_update(&mut self, head: Head, payload: &[u8]) -> Result<(), ConnError> {
        if head.len != 4 {
            return Err(ConnError(code::FRAME_SIZE_ERROR));
        }
        let increment = i64::from(
            u32::from_be_bytes([payload[0], payload[1], payload[2], payload[3]]) & 0x7fff_ffff,
        );
        if head.stream == 0 {
            if increment == 0 {
                return Err(ConnError(code::PROTOCOL_ERROR));
            }
            self.conn_send_window += increment;
            if self.conn_send_window > frame::MAX_WINDOW {
                return Err(ConnError(code::FLOW_CONTROL_ERROR));
            }
            self.flush_all();
            return Ok(());
        }
        if self.idle(head.stream) {
            return Err(ConnError(code::PROTOCOL_ERROR));
        }
        let Some(i) = self.find(head.stream) else {
            return Ok(());
        };
        if increment == 0 {
            self.reset(head.stream, code::PROTOCOL_ERROR);
            return Ok(());
        }
        self.streams[i].send_window += increment;
        if self.streams[i].send_window > frame::MAX_WINDOW {
            self.reset(head.stream, code::FLOW_CONTROL_ERROR);
            return Ok(());
        }
        self.flush(i);
        Ok(())
    }

    fn headers(&mut self, head: Head, payload: &[u8]) -> Result<(), ConnError> {
        if head.stream == 0 {
            return Err(ConnError(code::PROTOCOL_ERROR));
        }
        let Some(mut block) = frame::unpadded(&head, payload) else {
            return Err(ConnError(code::PROTOCOL_ERROR));
        };
        if head.has(flag::PRIORITY) {
            if block.len() < 5 {
                return Err(ConnError(code::FRAME_SIZE_ERROR));
            }
            block = &block[5..];
        }
        let end_stream = head.has(flag::END_STREAM);
        if head.has(flag::END_HEADERS) {
            self.header_block(head.stream, end_stream, block)
        } else {
            self.continuation = Some((head.stream, end_stream, block.to_vec()));
            Ok(())
        }
    }

    /// A whole header block: a new request, or the trailers of one.
    fn header_block(&mut self, id: u32, end_stream: bool, block: &[u8]) -> Result<(), ConnError> {
        // Sized for the usual request at once (indexed fields decode to more bytes than
        // they take in the block).
        let mut req = self.spare_head.take().unwrap_or_default();
        req.clear();
        req.data.reserve(256 + 2 * block.len());
        req.spans.reserve(12);
        let mut malformed = false;
        let mut regular = false;
        let mut size = 0usize;
        let decoded = self.hpack.decode(block, &mut |name, value| {
            size += name.len() + value.len() + 32;
            if size > MAX_HEADER_BLOCK {
                malformed = true;
                return;
            }
            if let Some(pseudo) = name.strip_prefix(b":") {
                let slot = match pseudo {
                    b"method" => &mut req.method,
                    b"scheme" => &mut req.scheme,
                    b"authority" => &mut req.authority,
                    b"path" => &mut req.path,
                    _ => {
                        malformed = true;
                        return;
                    }
                };
                if regular || slot.is_some() {
                    malformed = true;
                    return;
                }
                *slot = Some(req.spans.len());
            } else {
                regular = true;
                // (a fold without early exit: 1,317 -> 1,187 instructions a request for the
                // header block, BENCHMARKS.md's function-hcl rows, session 43)
                if name.is_empty()
                    || name
                        .iter()
                        .fold(false, |bad, b| bad | b.is_ascii_uppercase() | (*b == b':'))
                {
                    malformed = true;
                    return;
                }
                let slot = match name {
                    b"connection" | b"keep-alive" | b"proxy-connection" | b"transfer-encoding"
                    | b"upgrade" => {
                        malformed = true;
                        return;
                    }
                    b"te" if value != b"trailers" => {
                        malformed = true;
                        return;
                    }
                    b"content-type" => &mut req.content_type,
                    b"grpc-encoding" => &mut req.grpc_encoding,
                    _ => &mut None,
                };
                if slot.is_none() {
                    *slot = Some(req.spans.len());
                }
            }
            req.push(name, value);
        });
        if decoded.is_err() {
            return Err(ConnError(code::COMPRESSION_ERROR));
        }
        if let Some(i) = self.find(id) {
            // Trailers: they must end the stream and carry no pseudo-header fields.
            if self.streams[i].remote_done {
                self.reset(id, code::STREAM_CLOSED);
                return Ok(());
            }
            let pseudo = req.method.is_some()
                || req.scheme.is_some()
                || req.authority.is_some()
                || req.path.is_some();
            if !end_stream || pseudo || malformed {
                self.reset(id, code::PROTOCOL_ERROR);
                return Ok(());
            }
            let s = &mut self.streams[i];
            s.remote_done = true;
            match std::mem::replace(&mut s.recv, Recv::Done) {
                Recv::Gather(body) => {
                    s.recv = Recv::Gather(body);
                    self.gathered(i, None);
                }
                Recv::Forward(tx) => {
                    let mut map = HeaderMap::new();
                    for j in 0..req.spans.len() {
                        let (n, v) = req.field(j);
                        if let (Ok(n), Ok(v)) = (
                            http::HeaderName::from_bytes(n),
                            http::HeaderValue::from_bytes(v),
                        ) {
                            map.append(n, v);
                        }
                    }
                    let _ = tx.send(Part::Trailers(map));
                }
                Recv::Done => {}
            }
            return Ok(());
        }
        if id.is_multiple_of(2) {
            return Err(ConnError(code::PROTOCOL_ERROR));
        }
        if !self.idle(id) {
            // A closed stream (one this server reset or answered): its frames are ignored.
            return Ok(());
        }
        self.last_stream = id;
        if self.going_away {
            return Ok(());
        }
        let limit = self.config.max_concurrent_streams as usize;
        if self.streams.len() >= limit || self.working >= limit {
            // Streams the peer reset while their work runs still count ([`Work`]).
            frame::put_reset(&mut self.wbuf, id, code::REFUSED_STREAM);
            return Ok(());
        }
        if size > self.config.max_header_list as usize {
            // RFC 9113 8.2.2 (and RFC 6585): a 431 answer, and none of the request's data.
            let mut b = Vec::new();
            encode_status(b"431", &mut b);
            frame::put_headers(&mut self.wbuf, id, &b, true, self.peer_max_frame);
            if !end_stream {
                frame::put_reset(&mut self.wbuf, id, code::REFUSED_STREAM);
            }
            return Ok(());
        }
        if malformed
            || req.method.is_none()
            || req.scheme.is_none()
            || req.path.is_none()
            || req.path().is_empty()
        {
            frame::put_reset(&mut self.wbuf, id, code::PROTOCOL_ERROR);
            return Ok(());
        }
        crate::pace::arrived();
        let gather = self.service.gather(&req);
        self.streams.push(Stream {
            id,
            head: Some(req),
            recv: Recv::Gather(Vec::new()),
            recv_window: i64::from(self.config.stream_window),
            recv_unacked: 0,
            unconsumed: 0,
            send_window: self.peer_initial_window,
            out: VecDeque::new(),
            remote_done: end_stream,
            local_done: false,
        });
        let i = self.streams.len() - 1;
        if !gather {
            self.forward(i, Bytes::new());
        } else if end_stream {
            self.gathered(i, None);
        }
        Ok(())
    }

    /// Hands a stream to [`Service::forward`], `prefix` being the body bytes read before.
    fn forward(&mut self, i: usize, prefix: Bytes) {
        let s = &mut self.streams[i];
        let Some(head) = s.head.take() else {
            return;
        };
        let (tx, rx) = mpsc::unbounded_channel();
        s.recv = if s.remote_done {
            Recv::Done
        } else {
            Recv::Forward(tx)
        };
        let work = Arc::new(Work {
            events: self.events.clone(),
        });
        self.working += 1;
        let body = Body {
            prefix,
            parts: rx,
            id: s.id,
            events: self.events.clone(),
            _work: work.clone(),
        };
        let reply = Reply {
            id: s.id,
            events: self.events.clone(),
            _work: work,
        };
        self.service.forward(head, body, reply);
    }

    /// A gathered request has wholly arrived: answer it. `whole` is its body when that came
    /// in one frame, answered from where it was read instead of a copy.
    fn gathered(&mut self, i: usize, whole: Option<&[u8]>) {
        let s = &mut self.streams[i];
        let Recv::Gather(gathered) = std::mem::replace(&mut s.recv, Recv::Done) else {
            return;
        };
        let body = whole.unwrap_or(&gathered);
        // What the answer may write straight into the output: one DATA frame within both
        // windows, when nothing of the stream waits before it.
        let room = if s.out.is_empty() {
            (s.send_window.min(self.conn_send_window).max(0) as usize).min(self.peer_max_frame)
        } else {
            0
        };
        let mut sink = Sink {
            id: s.id,
            wbuf: &mut self.wbuf,
            out: &mut s.out,
            events: &self.events,
            working: &mut self.working,
            later: false,
            room,
            max_frame: self.peer_max_frame,
            sent: None,
        };
        let outcome = match &s.head {
            Some(head) => self.service.answer(head, body, &mut sink),
            None => return,
        };
        let later = sink.later;
        if let Some(sent) = sink.sent {
            s.send_window -= sent as i64;
            self.conn_send_window -= sent as i64;
            s.local_done = true;
        }
        match outcome {
            Outcome::Forward(None) => {
                let body = match whole {
                    Some(body) => Bytes::copy_from_slice(body),
                    None => Bytes::from(gathered),
                };
                self.forward(i, body)
            }
            // The head stays for an answer that may still forward the stream.
            Outcome::Later if later => {}
            // Nobody holds a reply to answer with.
            Outcome::Later => self.reset(self.streams[i].id, code::INTERNAL_ERROR),
            outcome => {
                let head = self.streams[i].head.take();
                if head
                    .as_ref()
                    .is_some_and(|h| h.data.capacity() <= SPARE_HEAD_BYTES)
                {
                    self.spare_head = head;
                }
                self.outcome(i, outcome);
            }
        }
    }

    /// Writes the answer of a gathered request.
    fn outcome(&mut self, i: usize, outcome: Outcome) {
        let id = self.streams[i].id;
        match outcome {
            Outcome::Message(message) => {
                frame::put_headers(&mut self.wbuf, id, &GRPC_HEAD, false, self.peer_max_frame);
                let s = &mut self.streams[i];
                s.out.push_back(Out::Data(Bytes::from(message), false));
                s.out.push_back(Out::Trailers(GRPC_OK.clone()));
                self.flush(i);
            }
            Outcome::Status(code, message) => {
                let block = trailers_only(code, &message);
                frame::put_headers(&mut self.wbuf, id, &block, true, self.peer_max_frame);
                self.streams[i].local_done = true;
                self.finish(i);
            }
            Outcome::Forward(Some(prefix)) => self.forward(i, prefix),
            Outcome::Forward(None) => self.reset(id, code::INTERNAL_ERROR),
            Outcome::Sunk => self.flush(i),
            Outcome::Later => {}
        }
    }

    fn event(&mut self, event: Event) {
        let id = match &event {
            Event::Idle => {
                self.working = self.working.saturating_sub(1);
                return;
            }
            Event::Head(id, ..)
            | Event::Data(id, ..)
            | Event::Trailers(id, _)
            | Event::Reset(id, _)
            | Event::Answer(id, _)
            | Event::Consumed(id, _) => *id,
        };
        let Some(i) = self.find(id) else {
            return;
        };
        match event {
            Event::Head(_, block, end) => {
                frame::put_headers(&mut self.wbuf, id, &block, end, self.peer_max_frame);
                if end {
                    self.streams[i].local_done = true;
                    self.finish(i);
                }
            }
            Event::Data(_, data, end) => {
                self.streams[i].out.push_back(Out::Data(data, end));
                self.flush(i);
            }
            Event::Trailers(_, block) => {
                self.streams[i]
                    .out
                    .push_back(Out::Trailers(Bytes::from(block)));
                self.flush(i);
            }
            Event::Reset(_, error) => self.reset(id, error),
            Event::Answer(_, outcome) => self.outcome(i, outcome),
            // Counted above.
            Event::Idle => {}
            Event::Consumed(_, n) => {
                // Taken by the reader: the windows get it back (of a stream already gone,
                // the connection got it back when the stream went).
                let n = n.min(self.streams[i].unconsumed);
                self.streams[i].unconsumed -= n;
                self.release_connection(n);
                self.release_stream(i, n);
            }
        }
    }

    /// Resets a stream: `RST_STREAM`, and the stream forgotten.
    fn reset(&mut self, id: u32, error: u32) {
        frame::put_reset(&mut self.wbuf, id, error);
        if let Some(i) = self.find(id) {
            let s = self.remove(i);
            if let Recv::Forward(tx) = &s.recv {
                let _ = tx.send(Part::Reset(error));
            }
        }
    }

    /// Writes what flow control allows of every stream's waiting output.
    fn flush_all(&mut self) {
        let mut i = 0;
        while i < self.streams.len() {
            let before = self.streams.len();
            if !self.streams[i].out.is_empty() {
                self.flush(i);
            }
            // A finished stream was swapped out: look at the same index again.
            if self.streams.len() == before {
                i += 1;
            }
        }
    }

    /// Writes what flow control allows of a stream's waiting output.
    fn flush(&mut self, i: usize) {
        let s = &mut self.streams[i];
        while let Some(out) = s.out.front_mut() {
            match out {
                Out::Data(data, end) => {
                    let n = data
                        .len()
                        .min(self.peer_max_frame)
                        .min(s.send_window.max(0) as usize)
                        .min(self.conn_send_window.max(0) as usize);
                    if n == 0 && !data.is_empty() {
                        break;
                    }
                    let last = n == data.len();
                    let end_flag = if last && *end { flag::END_STREAM } else { 0 };
                    frame::put_head(&mut self.wbuf, n, kind::DATA, end_flag, s.id);
                    self.wbuf.extend_from_slice(&data[..n]);
                    s.send_window -= n as i64;
                    self.conn_send_window -= n as i64;
                    if last {
                        s.local_done |= *end;
                        s.out.pop_front();
                    } else {
                        data.advance(n);
                    }
                }
                Out::Trailers(block) => {
                    frame::put_headers(&mut self.wbuf, s.id, block, true, self.peer_max_frame);
                    s.local_done = true;
                    s.out.pop_front();
                }
            }
        }
        self.finish(i);
    }

    /// Forgets a stream whose response is wholly written: reset (`NO_ERROR`) when the peer
    /// is still sending, so that it stops.
    fn finish(&mut self, i: usize) {
        let s = &self.streams[i];
        if !s.local_done || !s.out.is_empty() {
            return;
        }
        if !s.remote_done {
            frame::put_reset(&mut self.wbuf, s.id, code::NO_ERROR);
        }
        self.remove(i);
    }

    /// Forgets a stream, giving back the connection window of what its forwarded body's
    /// reader never took.
    fn remove(&mut self, i: usize) -> Stream {
        let s = self.streams.swap_remove(i);
        self.release_connection(s.unconsumed);
        s
    }

    fn data(&mut self, head: Head, payload: &[u8]) -> Result<(), ConnError> {
        if head.stream == 0 {
            return Err(ConnError(code::PROTOCOL_ERROR));
        }
        // The whole frame counts against the windows, padding included.
        let len = head.len as i64;
        if len > self.conn_recv_window {
            return Err(ConnError(code::FLOW_CONTROL_ERROR));
        }
        self.conn_recv_window -= len;
        let Some(data) = frame::unpadded(&head, payload) else {
            return Err(ConnError(code::PROTOCOL_ERROR));
        };
        let Some(i) = self.find(head.stream) else {
            if self.idle(head.stream) {
                return Err(ConnError(code::PROTOCOL_ERROR));
            }
            // A stream this server closed: the data is dropped, its window given back.
            self.release_connection(head.len);
            return Ok(());
        };
        let refused = if self.streams[i].remote_done {
            Some(code::STREAM_CLOSED)
        } else if len > self.streams[i].recv_window {
            Some(code::FLOW_CONTROL_ERROR)
        } else {
            None
        };
        if let Some(error) = refused {
            self.release_connection(head.len);
            self.reset(head.stream, error);
            return Ok(());
        }
        let s = &mut self.streams[i];
        s.recv_window -= len;
        let end_stream = head.has(flag::END_STREAM);
        s.remote_done = end_stream;
        // Padding is taken at once; the data when its reader takes it.
        let mut taken = head.len - data.len();
        let mut gathered_over = false;
        let mut whole = None;
        match &mut s.recv {
            Recv::Gather(body) => {
                if body.is_empty() && end_stream && data.len() <= self.config.gather_limit {
                    // The whole body in one frame (a unary call's usual form): no copy.
                    whole = Some(data);
                } else {
                    body.extend_from_slice(data);
                    gathered_over = body.len() > self.config.gather_limit;
                }
                taken += data.len();
            }
            Recv::Forward(tx) => {
                if tx.send(Part::Data(Bytes::copy_from_slice(data))).is_ok() {
                    s.unconsumed += data.len();
                } else {
                    taken += data.len();
                }
                if end_stream {
                    s.recv = Recv::Done;
                }
            }
            Recv::Done => taken += data.len(),
        }
        self.release_connection(taken);
        self.release_stream(i, taken);
        if gathered_over {
            let Recv::Gather(body) = std::mem::replace(&mut self.streams[i].recv, Recv::Done)
            else {
                return Ok(());
            };
            self.forward(i, Bytes::from(body));
        } else if end_stream && matches!(self.streams[i].recv, Recv::Gather(_)) {
            self.gathered(i, whole);
        }
        Ok(())
    }

    /// Gives back connection window for bytes taken, in `WINDOW_UPDATE`s of at least half
    /// the window.
    fn release_connection(&mut self, n: usize) {
        self.conn_recv_unacked = self.conn_recv_unacked.saturating_add(n as u32);
        if self.conn_recv_unacked >= self.config.connection_window / 2 {
            frame::put_window_update(&mut self.wbuf, 0, self.conn_recv_unacked);
            self.conn_recv_window += i64::from(self.conn_recv_unacked);
            self.conn_recv_unacked = 0;
        }
    }

    /// Gives back a stream's window for bytes taken, while the peer may still send.
    fn release_stream(&mut self, i: usize, n: usize) {
        let s = &mut self.streams[i];
        if s.remote_done {
            return;
        }
        s.recv_unacked = s.recv_unacked.saturating_add(n as u32);
        if s.recv_unacked >= self.config.stream_window / 2 {
            frame::put_window_update(&mut self.wbuf, s.id, s.recv_unacked);
            s.recv_window += i64::from(s.recv_unacked);
            s.recv_unacked = 0;
        }
    }
}

#[cfg(test)]
mod head_tests {
    use super::RequestHead;

    /// A head kept for the next request keeps its buffers and nothing of its fields.
    #[test]
    fn a_cleared_head_keeps_its_buffers_only() {
        let mut h = RequestHead::default();
        let path = h.push(b":path", b"/x");
        let kind = h.push(b"content-type", b"application/grpc");
        (h.method, h.scheme, h.authority, h.path) =
            (Some(path), Some(path), Some(path), Some(path));
        (h.content_type, h.grpc_encoding) = (Some(kind), Some(kind));
        assert_eq!(h.content_type(), Some(&b"application/grpc"[..]));
        let room = h.data.capacity();
        h.clear();
        assert!(h.method().is_empty() && h.path().is_empty());
        assert!(h.scheme.is_none() && h.authority.is_none());
        assert!(h.content_type().is_none() && h.grpc_encoding().is_none());
        assert!(h.data.is_empty() && h.spans.is_empty());
        assert_eq!(h.data.capacity(), room);
    }
}
