//! One `RunFunction` request's work once it is converted: its input decoded, its program
//! looked up in the cache, evaluated without panicking and converted back (shared by tonic's
//! handler in [`crate::server`] and the own unary path in the `transport` module).

use crate::convert;
use crate::limits::INLINE_EVALUATION_MICROS;
use crate::pb::v1;
use prost::Message;
use std::sync::Arc;
use strata_fnhcl::model;

/// One converted request with its input decoded and its program looked up in the cache.
pub(crate) struct Job {
    request: model::FunctionRequest,
    input: Result<model::HclInput, String>,
    program: Option<Arc<Result<strata_fnhcl::prepared::Program, String>>>,
}

impl Job {
    pub(crate) fn new(request: model::FunctionRequest) -> Job {
        let input = model::HclInput::from_request(&request);
        let program = input
            .as_ref()
            .ok()
            .and_then(|i| strata_fnhcl::prepared::lookup(&i.hcl));
        Job {
            request,
            input,
            program,
        }
    }

    /// Whether the answer is known to be quick (see [`INLINE_EVALUATION_MICROS`]): the input
    /// is invalid, or its program is cached and last evaluated quickly (or failed to prepare).
    pub(crate) fn quick(&self) -> bool {
        if self.input.is_err() {
            return true;
        }
        match self.program.as_deref() {
            Some(Ok(p)) => p
                .last_evaluation_micros()
                .is_some_and(|m| m < INLINE_EVALUATION_MICROS),
            Some(Err(_)) => true,
            None => false,
        }
    }

    /// Evaluates the request, never panicking: a panic in the evaluator becomes a FATAL
    /// result, a response that does not fit the protocol becomes a FATAL result naming the
    /// field.
    pub(crate) fn evaluate(self) -> v1::RunFunctionResponse {
        let (request, response) = self.respond();
        message(&request, response)
    }

    /// [`Job::evaluate`]'s message, its bytes appended to `out` straight from the model
    /// ([`crate::wire`]); a response that does not fit the protocol takes
    /// [`Job::evaluate`]'s way, which names the field.
    pub(crate) fn encode(self, out: &mut Vec<u8>) {
        let (request, response) = self.respond();
        let start = out.len();
        if crate::wire::encode_response(&response, out).is_err() {
            out.truncate(start);
            // prost cannot fail to encode into a growing Vec.
            let _ = message(&request, response).encode(out);
        }
    }

    /// The evaluator's response, a panic in it becoming a FATAL result, and the request it
    /// answers (the debug report written when asked for).
    fn respond(self) -> (model::FunctionRequest, model::FunctionResponse) {
        let Job {
            request,
            input,
            program,
        } = self;
        let outcome = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
            strata_fnhcl::run_with(&request, &input, program)
        }));
        let response = match outcome {
            Ok(r) => r,
            Err(_) => model::FunctionResponse::fatal(
                &request,
                "internal error: the function-hcl evaluator panicked",
            ),
        };
        if let Ok(input) = &input {
            if let Some(report) =
                strata_fnhcl::response::debug_report_for(&request, input, &response)
            {
                eprint!("{report}");
            }
        }
        (request, response)
    }
}

/// The message of a response, or of a FATAL result naming what in it does not convert.
fn message(
    request: &model::FunctionRequest,
    response: model::FunctionResponse,
) -> v1::RunFunctionResponse {
    match convert::response_into_pb(response) {
        Ok(pb) => pb,
        Err(e) => {
            let fatal = model::FunctionResponse::fatal(
                request,
                format!("internal error: invalid response: {e}"),
            );
            // The pass-through response holds only what the request carried, which converted.
            convert::response_to_pb(&fatal).unwrap_or_default()
        }
    }
}
