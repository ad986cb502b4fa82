//! The gRPC server's HTTP/2 connection: any frames from a client (header blocks, gRPC
//! messages and their programs included) must end in answers or a closed connection, never a
//! panic or a hang. The client's preface and an empty SETTINGS frame come first, so that the
//! input is spent on frames.
#![no_main]
use libfuzzer_sys::fuzz_target;

const HELLO: &[u8] = b"PRI * HTTP/2.0\r\n\r\nSM\r\n\r\n\0\0\0\x04\0\0\0\0\0";

fuzz_target!(|data: &[u8]| {
    let _ = strata_fnhcl_grpc::server::serve_bytes(&[HELLO, data].concat());
});
