//! The server of `strata fn-hcl serve --insecure --address ADDR` alone (the same
//! [`serve_until_signal`]), built without the rest of the `strata` binary: for profiling and
//! quick load runs (`benches/fnhcl/load.py --bin target/release/examples/fnhcl_serve`).
//!
//! usage: fnhcl_serve fn-hcl serve --insecure --address ADDR

use strata_fnhcl_grpc::server::{serve_until_signal, ServeOptions, Transport};

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let address = args
        .iter()
        .position(|a| a == "--address")
        .and_then(|i| args.get(i + 1))
        .cloned()
        .unwrap_or_else(|| ":9443".to_string());
    let opts = ServeOptions {
        address,
        transport: Transport::Insecure,
        debug: args.iter().any(|a| a == "--debug"),
        handshake_timeout: strata_fnhcl_grpc::server::HANDSHAKE_TIMEOUT,
        gather_window: strata_fnhcl_grpc::pace::DEFAULT_WINDOW,
    };
    if let Err(e) = serve_until_signal(&opts) {
        eprintln!("fnhcl_serve: {e}");
        std::process::exit(1);
    }
}
