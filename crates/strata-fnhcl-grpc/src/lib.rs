//! function-hcl over gRPC: the Crossplane composition-function server and a local
//! `crossplane render`.
//!
//! * [`pb`]: protobuf messages and tonic services generated at build time from `proto/`
//!   (packages `apiextensions.fn.proto.v1` and `apiextensions.fn.proto.v1beta1`, service
//!   `FunctionRunnerService`, method `RunFunction`).
//! * [`convert`]: protobuf <-> [`strata_fnhcl::model`]; [`structpb`]: the
//!   `google.protobuf.Struct` wire format <-> [`strata_core::Value`] with exact integers.
//! * [`server`]: both services on one port, insecure or mutual TLS, 4 MiB messages, evaluation
//!   on the blocking pool (or the network thread for programs known to be quick), graceful
//!   shutdown; `transport`: its connections, `RunFunction`'s own unary path and tonic's
//!   routes for everything else; `http2`: the server's own HTTP/2 (frames, HPACK, connections); `job`: one converted request's evaluation, shared by
//!   both paths; `limits`: the sizes, budgets and grace period both keep.
//! * [`wire`]: a response's protobuf bytes written straight from the model (the server's own
//!   path).
//! * [`client`]: calling the function in process or over gRPC (plaintext, as render does).
//! * [`render`]: the `crossplane render` pipeline for compositions whose steps run function-hcl:
//!   requirements loop with extra resources, composed-resource metadata, XR readiness, and the
//!   output documents.
//!
//! This is the only crate of strata that knows protobuf and sockets; the evaluator behind it
//! ([`strata_fnhcl::run`]) sees only the model.
#![forbid(unsafe_code)]
#![warn(missing_docs)]

pub mod client;
pub mod convert;
mod error_chain;
mod http2;
mod job;
mod limits;
pub mod pace;
pub mod render;
pub mod server;
pub mod structpb;
mod transport;
pub mod wire;

/// Generated protobuf messages and gRPC services.
pub mod pb {
    /// `apiextensions.fn.proto.v1`.
    pub mod v1 {
        #![allow(missing_docs, clippy::all)]
        include!(concat!(env!("OUT_DIR"), "/apiextensions.r#fn.proto.v1.rs"));
    }
    /// `apiextensions.fn.proto.v1beta1` (wire-identical to v1).
    pub mod v1beta1 {
        #![allow(missing_docs, clippy::all)]
        include!(concat!(
            env!("OUT_DIR"),
            "/apiextensions.r#fn.proto.v1beta1.rs"
        ));
    }
}
