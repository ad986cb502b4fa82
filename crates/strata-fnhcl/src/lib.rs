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
//! # The language
//!
//! * Source: the input's `hcl` is a txtar archive; each file is HCL native syntax and all
//!   files form one program (diagnostics name the file: `main.hcl:20,32-39`).
//! * `req.*` is built from the request ([`request`]). `locals` may appear at the top level and
//!   in `resource`, `resources`, `template`, `group`, `requirement`, `composite`, `context`
//!   and `function` blocks; locals are referred to by bare name, order-independent, may not
//!   shadow an outer name, and may not form cycles ([`scope`]). A local whose evaluation
//!   fails holds an unknown value and its errors become warnings.
//! * `resource NAME { body = ... }` emits a desired resource. `self.name`, `self.resource`
//!   and `self.connection` (null when not observed) are available inside.
//! * `resources BASE { for_each, name, template { ... } }` emits one resource per element
//!   (lists and tuples by index, maps and objects in sorted key order, sets in HCL's set
//!   order); `each.key`/`each.value`, `self.basename`, `self.resources`,
//!   `self.connections` are available; the default name is `BASE-KEY`. Members get the
//!   annotations `hcl.fn.crossplane.io/collection-base-name` and
//!   `hcl.fn.crossplane.io/collection-index` (`s%06d`).
//! * `group { ... }` scopes locals and a condition over nested blocks.
//! * `condition` (resources, collections, groups, requirements): false discards the block
//!   silently (reason `user-condition`); a condition that fails to evaluate or is not wholly
//!   known is false too but discards the block as `incomplete` (a warning result, its errors
//!   kept as warnings); a value that is not a bool (null included) is an error.
//! * `composite status|connection { body = ... }`, `context { key, value }`: objects are
//!   merged across blocks, conflicting leaves are errors; connection values must be base64
//!   strings (a key whose value is not valid base64 is discarded with reason `bad-secret`).
//!   `body` is an argument (a `body { ... }` block is a schema error, as upstream).
//! * `ready { value = "READY_TRUE" }`, `requirement NAME { select { ... } }` with exactly one
//!   of `matchName` / `matchLabels`.
//! * `function NAME { arg A { default = ... } locals {} body = ... }` called with
//!   `invoke("NAME", { A = ... })`, at most 100 calls deep; functions see only their
//!   arguments and locals.
//! * Incomplete values (errors or unknowns) drop the enclosing block with a WARNING result
//!   (`<range>:discarded <type> <name>` and explanation lines, for resources the unknown
//!   leaves: `unknown values: manifest.name.foo[0].bar`), except that a resource which exists
//!   in the observed state may not become incomplete (a FATAL error).
//! * The order of checks, the error texts and their ranges are function-hcl's ([`program`]);
//!   a FATAL message is HCL's `Diagnostics.Error()`: `<range>: <summary>; <detail>, and N
//!   other diagnostic(s)`.
//! * Results and conditions: discards, then `HclDiagnostics` (NORMAL `no warnings` or
//!   WARNING `warnings: [...]`), then NORMAL `hcl module executed successfully`; conditions
//!   `FullyResolved` and `HclDiagnostics`. Any error gives one FATAL result
//!   (`evaluate hcl: <diagnostics>`) and passes the request's desired state and context
//!   through.
//!
//! Differences from the original function-hcl (its defects, fixed here): map `for_each`
//! assigns collection indexes in sorted key order; an incomplete requirement selector is
//! dropped (and reported) instead of being emitted empty; an unknown collection name is a
//! discard instead of a crash; composite status and connection details are merged into the
//! desired XR received from earlier steps instead of replacing it (values written by HCL win
//! on conflicting leaves).
//!
//! Parsed and checked programs are kept in a bounded cache keyed by their text
//! ([`prepared`]), since Crossplane sends the same program on every reconcile.
//!
//! Expressions are evaluated by `strata-hcl`'s evaluator; [`calls`] plugs `try`, `can` and
//! `invoke` into it through its call hook (they need unevaluated arguments or the user
//! function table) and gives each request a step budget. The function library comes from
//! `strata-hcl-funcs` ([`functions`]).
//!
//! Limits: user function calls nest at most [`calls::MAX_CALL_DEPTH`] deep, one expression
//! at most [`strata_hcl::parser::MAX_NESTING`] levels, values at most
//! [`values::MAX_VALUE_DEPTH`], and one request evaluates at most [`calls::MAX_EVAL_STEPS`]
//! expression nodes; evaluation runs on its own large stack.
#![forbid(unsafe_code)]
#![warn(missing_docs)]

pub mod calls;
pub mod direct;
pub mod explain;
pub mod functions;
pub mod locals;
pub mod model;
pub mod prepared;
pub mod program;
pub mod request;
pub mod response;
pub mod scope;
pub mod txtar;
pub mod values;

/// Stack size of the evaluation when the caller's stack is short.
pub const STACK_SIZE: usize = 256 << 20;
/// Stack an evaluation may use before it needs [`STACK_SIZE`]: the deepest program the
/// parser accepts evaluates in far less, and user function calls grow their own segments.
pub const STACK_NEEDED: usize = 4 << 20;

/// Evaluates the HCL program of one pipeline step.
///
/// Never panics on any request; every failure is a FATAL result in the response. The
/// evaluation runs on the caller's stack when at least [`STACK_NEEDED`] bytes of it are left
/// (the gRPC server's threads have 8 MiB), else on a stack of its own ([`STACK_SIZE`],
/// reserved, not committed), so a deeply nested program cannot overflow the caller's stack.
pub fn run(req: &model::FunctionRequest) -> model::FunctionResponse {
    run_with(req, &model::HclInput::from_request(req), None)
}

/// [`run`] with the request's input already decoded (`HclInput::from_request(req)`) and, when
/// the caller looked it up already, its prepared program ([`prepared::lookup`]); a transport
/// that decodes the input and looks the program up to decide where to evaluate passes them
/// on instead of having them decoded and looked up again.
pub fn run_with(
    req: &model::FunctionRequest,
    input: &Result<model::HclInput, String>,
    program: Option<std::sync::Arc<Result<prepared::Program, String>>>,
) -> model::FunctionResponse {
    let outcome = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
        strata_core::budget::maybe_grow_large(STACK_NEEDED, STACK_SIZE, || {
            response::respond_to(req, input, program)
        })
    }));
    outcome.unwrap_or_else(|_| {
        model::FunctionResponse::fatal(req, "internal error: evaluation of the HCL program failed")
    })
}
