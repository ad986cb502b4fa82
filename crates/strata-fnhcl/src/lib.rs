//! function-hcl: a Crossplane composition function whose programs are HCL.
//!
//! A pipeline step hands the function a [`model::FunctionRequest`] (observed and desired state,
//! the step input carrying the HCL program in txtar format, the pipeline context and any extra
//! resources); [`run`] evaluates the program and answers with a [`model::FunctionResponse`]
//! (desired state, results, conditions, context and requirements).
//!
//! This crate knows nothing about protobuf, sockets or files: `strata-fnhcl-grpc` converts the
//! gRPC messages to the [`model`] and back, and implements `crossplane render`'s pipeline on top.
//!
//! Status: the evaluator is not wired yet. [`run`] answers every request with the pass-through
//! response plus one FATAL result, which is exactly the shape function-hcl uses for any failure.
#![forbid(unsafe_code)]

pub mod model;

/// Evaluates the HCL program of one pipeline step.
///
/// Never panics on any request; every failure is a FATAL result in the response.
pub fn run(req: &model::FunctionRequest) -> model::FunctionResponse {
    model::FunctionResponse::fatal(req, "function-hcl evaluator not yet wired")
}
