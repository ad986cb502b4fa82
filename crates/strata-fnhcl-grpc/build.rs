//! Compiles `proto/v1` (and v1beta1, derived from it) with protox (pure Rust, no `protoc`) and generates
//! the prost messages and tonic service code for both packages.
//!
//! * v1beta1 is wire-identical to v1: its `.proto` is derived here from `proto/v1` by changing
//!   the package, so the two cannot drift apart.
//! * Protobuf maps become `BTreeMap`s, so iteration order (and every output) is deterministic.
//! * The encoded descriptor set (with imports) is written unchanged for gRPC server reflection.
//! * For code generation only, every `google.protobuf.Struct` field of the protocol messages is
//!   retyped as `optional bytes`. The wire format is the same (a length-delimited field), so
//!   the generated types carry the Struct's encoded bytes and `convert` decodes them straight
//!   into `strata_core::Value` with its own depth limit, instead of prost's fixed limit of 100
//!   nested messages (about 30 JSON levels). Presence is kept: an absent field is `None`.

use prost::Message;
use prost_types::field_descriptor_proto::Type;
use std::path::PathBuf;

fn main() -> Result<(), Box<dyn std::error::Error>> {
    println!("cargo:rerun-if-changed=proto/v1/run_function.proto");
    let out = PathBuf::from(std::env::var("OUT_DIR")?);
    let v1 = std::fs::read_to_string("proto/v1/run_function.proto")?;
    let package = "package apiextensions.fn.proto.v1;";
    if !v1.contains(package) {
        return Err(format!("proto/v1/run_function.proto must declare `{package}`").into());
    }
    let beta_dir = out.join("proto").join("v1beta1");
    std::fs::create_dir_all(&beta_dir)?;
    std::fs::write(
        beta_dir.join("run_function.proto"),
        v1.replace(package, "package apiextensions.fn.proto.v1beta1;"),
    )?;
    let files = ["v1/run_function.proto", "v1beta1/run_function.proto"];
    let fds = protox::Compiler::new([PathBuf::from("proto"), out.join("proto")])?
        .include_imports(true)
        .include_source_info(false)
        .open_files(files)?
        .file_descriptor_set();
    std::fs::write(out.join("fn_descriptor.bin"), fds.encode_to_vec())?;

    let mut codegen = fds.clone();
    for file in &mut codegen.file {
        if !file.package().starts_with("apiextensions.fn.proto.") {
            continue;
        }
        for message in &mut file.message_type {
            for field in &mut message.field {
                if field.type_name() == ".google.protobuf.Struct" {
                    field.set_type(Type::Bytes);
                    field.type_name = None;
                    field.proto3_optional = Some(true);
                }
            }
        }
    }
    tonic_prost_build::configure()
        .build_client(true)
        .build_server(true)
        .btree_map(".")
        .compile_fds(codegen)?;
    Ok(())
}
