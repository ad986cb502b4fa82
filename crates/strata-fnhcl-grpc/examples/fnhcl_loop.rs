//! Answers one encoded `RunFunctionRequest` N times through the server's per-request path
//! (protobuf decode, conversion, evaluation, conversion back, protobuf encode), without the
//! network: for profiling the server's own work with callgrind or perf.
//!
//! usage: fnhcl_loop REQUEST.bin [N]
//! (REQUEST.bin: an encoded v1 `RunFunctionRequest`, e.g. `benches/fnhcl/load.py`'s request.)

use prost::Message;
use strata_fnhcl_grpc::pb::v1;
use strata_fnhcl_grpc::server::answer;

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let Some(path) = args.get(1) else {
        eprintln!("usage: fnhcl_loop REQUEST.bin [N]");
        std::process::exit(2);
    };
    let n: usize = args.get(2).and_then(|s| s.parse().ok()).unwrap_or(1000);
    let bytes = match std::fs::read(path) {
        Ok(b) => b,
        Err(e) => {
            eprintln!("cannot read {path}: {e}");
            std::process::exit(2);
        }
    };
    let mut total = 0usize;
    let started = std::time::Instant::now();
    for _ in 0..n {
        let req = match v1::RunFunctionRequest::decode(bytes.as_slice()) {
            Ok(r) => r,
            Err(e) => {
                eprintln!("cannot decode {path}: {e}");
                std::process::exit(1);
            }
        };
        match answer(req) {
            Ok(rsp) => total += rsp.encode_to_vec().len(),
            Err(e) => {
                eprintln!("rejected: {e}");
                std::process::exit(1);
            }
        }
    }
    let took = started.elapsed();
    eprintln!(
        "{n} requests, {total} response bytes, {:.2} µs each",
        took.as_secs_f64() * 1e6 / n as f64
    );
}
