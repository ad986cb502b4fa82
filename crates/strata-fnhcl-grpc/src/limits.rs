//! The limits the server keeps: message sizes, what is answered on the network thread, the
//! handshake timeout, the shutdown grace period and its threads (re-exported by [`crate::server`]).

use std::time::Duration;

/// Maximum size of a request or response message: 4 MiB.
pub const MAX_MESSAGE_BYTES: usize = 4 * 1024 * 1024;

/// How long in-flight requests may run after a shutdown signal before the server exits anyway.
pub const SHUTDOWN_GRACE: Duration = Duration::from_secs(30);

/// The time a connection gets from its acceptance to the end of its TLS and HTTP/2 handshakes:
/// grpc-go's default (`ConnectionTimeout`, 120 s), which function-hcl's server has. A client that
/// connects and then sends nothing, or stalls in a handshake, is closed after it instead of
/// holding its socket (and a file descriptor) for good.
pub const HANDSHAKE_TIMEOUT: Duration = Duration::from_secs(120);

/// Largest request answered without the blocking pool (see [`INLINE_EVALUATION_MICROS`]).
pub const INLINE_REQUEST_BYTES: usize = 64 * 1024;

/// A request whose program last evaluated in less time than this (and that is at most
/// [`INLINE_REQUEST_BYTES`]) is evaluated on the network thread.
pub const INLINE_EVALUATION_MICROS: u64 = 500;

/// Stack size of the server's threads (network and evaluation).
pub const THREAD_STACK_BYTES: usize = 8 * 1024 * 1024;

/// Evaluation threads per CPU core in [`crate::server::serve_until_signal`].
pub const BLOCKING_THREADS_PER_CORE: usize = 4;
