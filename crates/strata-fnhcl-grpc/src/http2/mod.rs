//! The server's HTTP/2 (RFC 9113), written for its job: one connection per task, the usual
//! unary `RunFunction` call gathered and answered without a hand-off.
//!
//! * `frame`: frame headers, types, flags, error codes and settings, and the writers of the
//!   frames the server sends.
//! * `hpack`: header compression (RFC 7541): the decoder with its dynamic table, and the
//!   literal encoder the server's responses need.
//! * `conn`: one connection: its frames, streams, flow control and shutdown, and the
//!   [`conn::Service`] that answers its streams.

pub(crate) mod conn;
pub(crate) mod frame;
pub(crate) mod hpack;

#[cfg(test)]
mod conn_tests;
