//! The gRPC server: `FunctionRunnerService` for `apiextensions.fn.proto.v1` and
//! `apiextensions.fn.proto.v1beta1` on one port, plus gRPC server reflection.
//!
//! Behaviour, following the conventions of Crossplane's function SDK:
//!
//! * Transport security is mandatory: plaintext only with `insecure`, otherwise mutual TLS from a
//!   directory holding `tls.crt` + `tls.key` (the server key pair) and `ca.crt` (the CA that
//!   client certificates must chain to; a client without a valid certificate is refused during
//!   the handshake). TLS 1.2 and 1.3 only. When both are given, `insecure` wins.
//! * A connection has [`HANDSHAKE_TIMEOUT`] (120 s, grpc-go's default) from its acceptance to
//!   the end of its TLS and HTTP/2 handshakes; one that has not finished them by then (a client
//!   that connects and sends nothing) is closed.
//! * Messages are limited to [`MAX_MESSAGE_BYTES`] (4 MiB) in both directions; a larger request
//!   is answered with `OUT_OF_RANGE` ("decoded message length too large") and the server keeps
//!   serving.
//! * v1beta1 requests are re-encoded as v1 (the messages are wire-identical) and answered by the
//!   v1 handler; the answer is re-encoded as v1beta1.
//! * Each request is converted to the model, evaluated with [`strata_fnhcl::run`] and converted
//!   back on tokio's blocking thread pool, so neither a slow evaluation nor a large conversion
//!   stalls the network thread (there is one, see [`serve_until_signal`]), except that a small
//!   request ([`INLINE_REQUEST_BYTES`]) whose program last evaluated in under
//!   [`INLINE_EVALUATION_MICROS`] is answered on the network thread itself: the hand-off to
//!   another thread and back would cost more CPU than the evaluation (Crossplane sends the same
//!   program on every reconcile). A request the converter rejects gets `INVALID_ARGUMENT`. A
//!   panic inside the evaluator is caught and answered with a FATAL result; the server keeps
//!   serving.
//! * Nesting: objects inside a request (`Struct` fields, decoded by [`crate::structpb`]) may
//!   nest up to [`crate::convert::MAX_DEPTH`] levels; deeper ones get `INVALID_ARGUMENT`. The
//!   fixed message structure around them is decoded by prost (limit 100 nested messages, never
//!   reached by valid requests; unknown nested groups beyond it get `INTERNAL`).
//! * Under load, while requests keep arriving together, the network thread naps for
//!   [`ServeOptions::gather_window`] after a round and answers what arrived meanwhile in the
//!   next one (fewer wake-ups a request; [`crate::pace`]).
//! * Shutdown is graceful: when the shutdown future completes (SIGTERM or SIGINT in
//!   [`serve_until_signal`]) the listener closes, in-flight requests finish, and after
//!   [`SHUTDOWN_GRACE`] any connection still open is dropped.

use crate::convert;
use crate::job::Job;
pub use crate::limits::{
    BLOCKING_THREADS_PER_CORE, HANDSHAKE_TIMEOUT, INLINE_EVALUATION_MICROS, INLINE_REQUEST_BYTES,
    MAX_MESSAGE_BYTES, SHUTDOWN_GRACE, THREAD_STACK_BYTES,
};
use crate::pb::{v1, v1beta1};
use prost::Message;
use std::future::Future;
use std::net::SocketAddr;
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::Arc;
use std::time::Instant;
use strata_fnhcl::model;
use tonic::{Request, Response, Status};

/// The encoded descriptor set of both protocol versions (for server reflection).
pub const FILE_DESCRIPTOR_SET: &[u8] =
    include_bytes!(concat!(env!("OUT_DIR"), "/fn_descriptor.bin"));

/// Transport security of the server.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Transport {
    /// Plaintext HTTP/2 (`--insecure`).
    Insecure,
    /// Mutual TLS with `tls.crt`, `tls.key` and `ca.crt` from this directory.
    MutualTls(PathBuf),
}

/// What `strata fn-hcl serve` was asked to do.
#[derive(Clone, Debug)]
pub struct ServeOptions {
    /// `host:port`, `:port` (all interfaces) or `[v6]:port`.
    pub address: String,
    /// Plaintext or mutual TLS.
    pub transport: Transport,
    /// Log every request to stderr.
    pub debug: bool,
    /// How long a connection may take from its acceptance to the end of its TLS and HTTP/2
    /// handshakes before it is closed ([`HANDSHAKE_TIMEOUT`] on the command line).
    pub handshake_timeout: std::time::Duration,
    /// How long the network thread naps after a round while requests keep arriving together
    /// ([`crate::pace`]; [`crate::pace::DEFAULT_WINDOW`] on the command line, zero for
    /// never). Only [`serve_until_signal`] naps.
    pub gather_window: std::time::Duration,
}

/// Why the server could not start or stopped with an error.
#[derive(Debug, thiserror::Error)]
pub enum ServeError {
    /// The address cannot be parsed.
    #[error("invalid address {address:?}: {reason}")]
    Address {
        /// The address as given.
        address: String,
        /// What is wrong with it.
        reason: String,
    },
    /// The address cannot be listened on.
    #[error("cannot listen on {address}: {source}")]
    Bind {
        /// The address.
        address: String,
        /// The system's error.
        source: std::io::Error,
    },
    /// A TLS file cannot be read.
    #[error("cannot read {path}: {source}")]
    ReadFile {
        /// The file.
        path: String,
        /// The system's error.
        source: std::io::Error,
    },
    /// The TLS files do not form a valid configuration.
    #[error("invalid TLS configuration: {0}")]
    Tls(String),
    /// The gRPC server failed while serving.
    #[error("gRPC server failed: {0}")]
    Transport(String),
    /// The async runtime could not start.
    #[error("cannot start the async runtime: {0}")]
    Runtime(std::io::Error),
}

/// The handler shared by both protocol versions.
#[derive(Clone)]
pub struct FunctionHandler {
    debug: bool,
    counter: Arc<AtomicU64>,
}

impl FunctionHandler {
    /// A handler; `debug` logs every request to stderr.
    pub fn new(debug: bool) -> FunctionHandler {
        FunctionHandler {
            debug,
            counter: Arc::new(AtomicU64::new(0)),
        }
    }

    /// Whether every request is logged to stderr.
    pub fn debug(&self) -> bool {
        self.debug
    }

    /// Runs one v1 request: convert, evaluate on the blocking pool, convert back.
    pub async fn run_v1(
        &self,
        req: v1::RunFunctionRequest,
        api: &str,
    ) -> Result<v1::RunFunctionResponse, Status> {
        let started = Instant::now();
        let n = self.counter.fetch_add(1, Ordering::Relaxed);
        let tag = req.meta.as_ref().map(|m| m.tag.clone()).unwrap_or_default();
        // Conversion, evaluation and conversion back run on the blocking pool (a 4 MiB
        // request takes milliseconds to convert, which must not stall the network thread),
        // unless the request is small and its program is known to evaluate quickly.
        let converted =
            (req.encoded_len() <= INLINE_REQUEST_BYTES).then(|| convert::request_from_pb(&req));
        let joined = match converted {
            Some(Err(e)) => Ok(Err(e)),
            Some(Ok(request)) => {
                drop(req);
                // The input is decoded and the program looked up once, here, and handed on.
                let job = Job::new(request);
                if job.quick() {
                    Ok(Ok(job.evaluate()))
                } else {
                    tokio::task::spawn_blocking(move || {
                        Ok::<_, convert::ConvertError>(job.evaluate())
                    })
                    .await
                }
            }
            None => {
                tokio::task::spawn_blocking(move || {
                    let request = convert::request_from_pb(&req)?;
                    drop(req);
                    Ok::<_, convert::ConvertError>(Job::new(request).evaluate())
                })
                .await
            }
        };
        let response = match joined {
            Ok(Ok(r)) => r,
            Ok(Err(e)) => {
                if self.debug {
                    eprintln!("fn-hcl: request #{n} ({api}) rejected: {e}");
                }
                return Err(Status::invalid_argument(format!(
                    "invalid RunFunctionRequest: {e}"
                )));
            }
            Err(e) => {
                return Err(Status::internal(format!(
                    "function evaluation did not complete: {e}"
                )))
            }
        };
        if self.debug {
            let summary: Vec<String> = response
                .results
                .iter()
                .map(|r| {
                    format!(
                        "{}: {}",
                        model::Severity::from_number(r.severity).name(),
                        r.message
                    )
                })
                .collect();
            let desired = response.desired.as_ref().map_or(0, |d| d.resources.len());
            eprintln!(
                "fn-hcl: request #{n} ({api}) tag={tag:?} desired_resources={desired} results={summary:?} in {:.3} ms",
                started.elapsed().as_secs_f64() * 1000.0
            );
        }
        Ok(response)
    }
}

/// Answers one request on the calling thread: convert, evaluate, convert back (the server's
/// per-request work without the transport; for profiling and tests).
pub fn answer(
    req: v1::RunFunctionRequest,
) -> Result<v1::RunFunctionResponse, convert::ConvertError> {
    let request = convert::request_from_pb(&req)?;
    drop(req);
    Ok(Job::new(request).evaluate())
}

#[tonic::async_trait]
impl v1::function_runner_service_server::FunctionRunnerService for FunctionHandler {
    async fn run_function(
        &self,
        request: Request<v1::RunFunctionRequest>,
    ) -> Result<Response<v1::RunFunctionResponse>, Status> {
        self.run_v1(request.into_inner(), "v1")
            .await
            .map(Response::new)
    }
}

#[tonic::async_trait]
impl v1beta1::function_runner_service_server::FunctionRunnerService for FunctionHandler {
    async fn run_function(
        &self,
        request: Request<v1beta1::RunFunctionRequest>,
    ) -> Result<Response<v1beta1::RunFunctionResponse>, Status> {
        let req: v1::RunFunctionRequest = reencode(&request.into_inner()).map_err(|e| {
            Status::invalid_argument(format!("cannot read v1beta1 request as v1: {e}"))
        })?;
        let rsp = self.run_v1(req, "v1beta1").await?;
        let rsp: v1beta1::RunFunctionResponse = reencode(&rsp)
            .map_err(|e| Status::internal(format!("cannot write v1 response as v1beta1: {e}")))?;
        Ok(Response::new(rsp))
    }
}

/// Re-encodes a message as another, wire-compatible message type.
pub fn reencode<A: Message, B: Message + Default>(a: &A) -> Result<B, prost::DecodeError> {
    B::decode(a.encode_to_vec().as_slice())
}

/// Parses a listen address: `:9443` means every interface, otherwise `host:port`.
/// Returns the candidate socket addresses to try in order.
pub fn parse_address(address: &str) -> Result<Vec<SocketAddr>, ServeError> {
    let bad = |reason: &str| ServeError::Address {
        address: address.to_string(),
        reason: reason.to_string(),
    };
    if let Some(port) = address.strip_prefix(':') {
        let port: u16 = port
            .parse()
            .map_err(|_| bad("the port must be a number from 0 to 65535"))?;
        // Dual-stack first (IPv4 too on Linux), IPv4 only where IPv6 is unavailable.
        return Ok(vec![
            SocketAddr::from(([0u16; 8], port)),
            SocketAddr::from(([0u8; 4], port)),
        ]);
    }
    if let Ok(addr) = address.parse::<SocketAddr>() {
        return Ok(vec![addr]);
    }
    let Some((host, port)) = address.rsplit_once(':') else {
        return Err(bad("expected HOST:PORT or :PORT"));
    };
    let port: u16 = port
        .parse()
        .map_err(|_| bad("the port must be a number from 0 to 65535"))?;
    let addrs: Vec<SocketAddr> = std::net::ToSocketAddrs::to_socket_addrs(&(host, port))
        .map_err(|e| bad(&format!("cannot resolve host: {e}")))?
        .collect();
    if addrs.is_empty() {
        return Err(bad("the host resolves to no address"));
    }
    Ok(addrs)
}

/// Binds the first address that works.
pub async fn bind(address: &str) -> Result<tokio::net::TcpListener, ServeError> {
    let mut last = None;
    for addr in parse_address(address)? {
        match tokio::net::TcpListener::bind(addr).await {
            Ok(l) => return Ok(l),
            Err(e) => last = Some(e),
        }
    }
    Err(ServeError::Bind {
        address: address.to_string(),
        source: last.unwrap_or_else(|| std::io::Error::other("no address to bind")),
    })
}

fn read(dir: &Path, name: &str) -> Result<Vec<u8>, ServeError> {
    let path = dir.join(name);
    std::fs::read(&path).map_err(|source| ServeError::ReadFile {
        path: path.display().to_string(),
        source,
    })
}

/// Builds the mutual-TLS acceptor from a certificates directory (`tls.crt`, `tls.key` and
/// `ca.crt`; client certificates are required and must chain to `ca.crt`).
pub fn tls_acceptor(dir: &Path) -> Result<tokio_rustls::TlsAcceptor, ServeError> {
    let cert = read(dir, "tls.crt")?;
    let key = read(dir, "tls.key")?;
    let ca = read(dir, "ca.crt")?;
    crate::transport::tls_acceptor(&cert, &key, &ca).map_err(ServeError::Tls)
}

/// Serves on an already bound listener until `shutdown` completes (the crate's `transport` module:
/// `RunFunction` on the server's own unary path, everything else through tonic's routes).
pub async fn serve_on(
    listener: tokio::net::TcpListener,
    opts: &ServeOptions,
    shutdown: impl Future<Output = ()> + Send + 'static,
) -> Result<(), ServeError> {
    let tls = match &opts.transport {
        Transport::Insecure => None,
        Transport::MutualTls(dir) => Some(tls_acceptor(dir)?),
    };
    let (routes, debug) = routes(opts.debug)?;
    crate::transport::serve(
        listener,
        tls,
        opts.handshake_timeout,
        debug,
        routes,
        shutdown,
    )
    .await;
    Ok(())
}

/// Every service of the server (`RunFunction` v1 and v1beta1, reflection v1 and v1alpha) as
/// tonic's routes, and whether requests are logged.
fn routes(debug: bool) -> Result<(tonic::service::Routes, bool), ServeError> {
    let handler = FunctionHandler::new(debug);
    let svc_v1 =
        v1::function_runner_service_server::FunctionRunnerServiceServer::new(handler.clone())
            .max_decoding_message_size(MAX_MESSAGE_BYTES)
            .max_encoding_message_size(MAX_MESSAGE_BYTES);
    let svc_v1beta1 =
        v1beta1::function_runner_service_server::FunctionRunnerServiceServer::new(handler.clone())
            .max_decoding_message_size(MAX_MESSAGE_BYTES)
            .max_encoding_message_size(MAX_MESSAGE_BYTES);
    let reflection = tonic_reflection::server::Builder::configure()
        .register_encoded_file_descriptor_set(FILE_DESCRIPTOR_SET)
        .build_v1()
        .map_err(|e| ServeError::Transport(format!("reflection: {e}")))?;
    let reflection_alpha = tonic_reflection::server::Builder::configure()
        .register_encoded_file_descriptor_set(FILE_DESCRIPTOR_SET)
        .build_v1alpha()
        .map_err(|e| ServeError::Transport(format!("reflection: {e}")))?;
    let routes = tonic::service::Routes::new(svc_v1)
        .add_service(svc_v1beta1)
        .add_service(reflection)
        .add_service(reflection_alpha);
    Ok((routes, handler.debug()))
}

/// For the fuzz target `fnhcl_http2` (not an API): serves one connection, in memory, whose
/// client sends `input` and closes; returns what the server sent. Every input must end
/// without a panic or a hang.
#[doc(hidden)]
pub fn serve_bytes(input: &[u8]) -> Vec<u8> {
    use tokio::io::{AsyncReadExt, AsyncWriteExt};
    let Ok(runtime) = tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
    else {
        return Vec::new();
    };
    runtime.block_on(async {
        let Ok((routes, debug)) = routes(false) else {
            return Vec::new();
        };
        let (mut client, server) = tokio::io::duplex(64 * 1024);
        let served = tokio::spawn(crate::transport::serve_one(server, routes, debug));
        let (mut read, mut write) = tokio::io::split(&mut client);
        let send = async {
            let _ = write.write_all(input).await;
            let _ = write.shutdown().await;
        };
        let mut out = Vec::new();
        let _ = tokio::join!(send, read.read_to_end(&mut out));
        let _ = served.await;
        out
    })
}

/// Completes on SIGTERM or SIGINT (Ctrl-C).
pub async fn shutdown_signal() {
    #[cfg(unix)]
    {
        use tokio::signal::unix::{signal, SignalKind};
        let term = signal(SignalKind::terminate());
        let int = signal(SignalKind::interrupt());
        match (term, int) {
            (Ok(mut term), Ok(mut int)) => {
                tokio::select! {
                    _ = term.recv() => {}
                    _ = int.recv() => {}
                }
            }
            _ => {
                let _ = tokio::signal::ctrl_c().await;
            }
        }
    }
    #[cfg(not(unix))]
    {
        let _ = tokio::signal::ctrl_c().await;
    }
}

/// Runs the server until SIGTERM or SIGINT, on one network thread of its own (a tokio
/// current-thread runtime on a thread with [`THREAD_STACK_BYTES`] of stack) plus the runtime's
/// blocking pool for evaluations that are not known to be quick.
///
/// One network thread, not one per core: the requests Crossplane sends are small and their
/// programs mostly quick, so the network thread spends its time in system calls and HTTP/2
/// framing; a multi-threaded runtime adds wake-ups of idle workers and work stealing to every
/// request (on 2 cores, 54 µs of server CPU per request in two runs against 37-53 µs in four
/// runs with one thread, in the same window: `benches/fnhcl/RESULTS.md`), while slow
/// evaluations still use every core through the blocking pool ([`BLOCKING_THREADS_PER_CORE`]
/// threads per core).
///
/// Prints `strata fn-hcl: serving on ADDR (insecure|mutual TLS)` to stderr once listening.
pub fn serve_until_signal(opts: &ServeOptions) -> Result<(), ServeError> {
    let cores = std::thread::available_parallelism().map_or(2, usize::from);
    let runtime = tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .thread_name("fn-hcl")
        // Headroom for recursion over deeply nested objects (converter and evaluator).
        .thread_stack_size(THREAD_STACK_BYTES)
        // Slow evaluations run on the blocking pool: a few per core keep the CPU busy
        // without hundreds of threads competing; further requests queue.
        .max_blocking_threads(BLOCKING_THREADS_PER_CORE * cores)
        // Under load, gather requests between rounds (`pace`): fewer wake-ups a request.
        .on_thread_park({
            let window = opts.gather_window;
            move || crate::pace::before_park(window)
        })
        .build()
        .map_err(ServeError::Runtime)?;
    let opts = opts.clone();
    let network = std::thread::Builder::new()
        .name("fn-hcl".to_string())
        .stack_size(THREAD_STACK_BYTES)
        .spawn(move || runtime.block_on(serve_announced(&opts)))
        .map_err(ServeError::Runtime)?;
    network.join().unwrap_or_else(|_| {
        Err(ServeError::Transport(
            "the network thread panicked".to_string(),
        ))
    })
}

/// Binds, announces and serves until SIGTERM or SIGINT (the body of [`serve_until_signal`]).
async fn serve_announced(opts: &ServeOptions) -> Result<(), ServeError> {
    let listener = bind(&opts.address).await?;
    // Fail on bad certificates before announcing readiness.
    if let Transport::MutualTls(dir) = &opts.transport {
        tls_acceptor(dir)?;
    }
    let local = listener.local_addr().map_err(|source| ServeError::Bind {
        address: opts.address.clone(),
        source,
    })?;
    let mode = match &opts.transport {
        Transport::Insecure => "insecure".to_string(),
        Transport::MutualTls(dir) => format!("mutual TLS from {}", dir.display()),
    };
    eprintln!("strata fn-hcl: serving on {local} ({mode})");
    let result = serve_on(listener, opts, shutdown_signal()).await;
    eprintln!("strata fn-hcl: stopped");
    result
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn addresses() {
        let all = parse_address(":9443").unwrap();
        assert_eq!(all[0].to_string(), "[::]:9443");
        assert_eq!(all[1].to_string(), "0.0.0.0:9443");
        assert_eq!(
            parse_address("127.0.0.1:80").unwrap()[0].to_string(),
            "127.0.0.1:80"
        );
        assert_eq!(parse_address("[::1]:1").unwrap()[0].to_string(), "[::1]:1");
        assert!(parse_address(":99999").is_err());
        assert!(parse_address("nonsense").is_err());
        assert!(parse_address("localhost:x").is_err());
    }
}
