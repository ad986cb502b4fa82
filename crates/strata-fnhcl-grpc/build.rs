//! Compiles `proto/v1` and `proto/v1beta1` with protox (pure Rust, no `protoc`) and generates
//! the prost messages and tonic service code for both packages. Protobuf maps become
//! `BTreeMap`s so that iteration order (and so every output) is deterministic. The encoded
//! descriptor set (with imports) is written for gRPC server reflection.

use prost::Message;
use std::path::PathBuf;

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let files = ["v1/run_function.proto", "v1beta1/run_function.proto"];
    for f in &files {
        println!("cargo:rerun-if-changed=proto/{f}");
    }
    let fds = protox::Compiler::new(["proto"])?
        .include_imports(true)
        .include_source_info(false)
        .open_files(files)?
        .file_descriptor_set();
    let out = PathBuf::from(std::env::var("OUT_DIR")?);
    std::fs::write(out.join("fn_descriptor.bin"), fds.encode_to_vec())?;
    tonic_prost_build::configure()
        .build_client(true)
        .build_server(true)
        .btree_map(".")
        .compile_fds(fds)?;
    Ok(())
}
