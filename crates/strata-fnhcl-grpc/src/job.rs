//! One `RunFunction` request's work once it is converted: its input decoded, its program
//! looked up in the cache, evaluated without panicking and converted back (shared by tonic's
//! handler in [`crate::server`] and the own unary path in the `transport` module).

use crate::convert;
use crate::limits::INLINE_EVALUATION_MICROS;
use crate::pb::v1;
use prost::Message;
use std::cell::RefCell;
use std::sync::Arc;
use strata_core::Value;
use strata_fnhcl::model;

/// A prepared program of the cache, shared.
type Prepared = Arc<Result<strata_fnhcl::prepared::Program, String>>;

thread_local! {
    /// The step input of this thread's last request whose program was in the cache, with its
    /// decoded input and the program. Crossplane sends the same input on every call of a
    /// pipeline step, and a thread reads the same bytes into the very same value (`convert`'s
    /// reuse of the last input): an input that is that value (the same shared map) needs no
    /// decoding and no lookup in the program cache, which hashes and compares the whole
    /// program text. A thread so keeps one program alive beyond the cache's own bound.
    static LAST_PROGRAM: RefCell<Option<(Value, model::HclInput, Prepared)>> =
        const { RefCell::new(None) };
}

/// One converted request with its input decoded and its program looked up in the cache.
pub(crate) struct Job {
    request: model::FunctionRequest,
    input: Result<model::HclInput, String>,
    program: Option<Prepared>,
}

impl Job {
    pub(crate) fn new(request: model::FunctionRequest) -> Job {
        if let Some(Value::Map(map)) = &request.input {
            let last = LAST_PROGRAM.with_borrow(|last| match last {
                Some((Value::Map(m), input, program)) if Arc::ptr_eq(m, map) => {
                    Some((input.clone(), program.clone()))
                }
                _ => None,
            });
            if let Some((input, program)) = last {
                return Job {
                    request,
                    input: Ok(input),
                    program: Some(program),
                };
            }
        }
        let input = model::HclInput::from_request(&request);
        let program = input
            .as_ref()
            .ok()
            .and_then(|i| strata_fnhcl::prepared::lookup(&i.hcl));
        if let (Some(value), Ok(input), Some(program)) = (&request.input, &input, &program) {
            let kept = (value.clone(), input.clone(), program.clone());
            LAST_PROGRAM.with_borrow_mut(|last| *last = Some(kept));
        }
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

#[cfg(test)]
mod tests {
    use super::*;

    /// A request of this program, its input read once (and kept shared, as the transport's
    /// reuse of the last input keeps it).
    fn request(input: &Value) -> model::FunctionRequest {
        model::FunctionRequest {
            input: Some(input.clone()),
            ..model::FunctionRequest::default()
        }
    }

    fn program(kind: &str) -> Value {
        let text = format!(
            "{{\"hcl\": \"-- main.hcl --\\nresource r {{\\n  body = {{ apiVersion = \\\"v1\\\", kind = \\\"{kind}\\\" }}\\n}}\\n\"}}"
        );
        strata_core::json::parse(&text).expect("test input is JSON")
    }

    fn kind_of(job: Job) -> String {
        let rsp = job.evaluate();
        let body = rsp.desired.unwrap().resources["r"]
            .resource
            .clone()
            .unwrap();
        let value = crate::structpb::decode_struct(&body).unwrap();
        value.as_map().unwrap()["kind"]
            .as_str()
            .unwrap()
            .to_string()
    }

    /// The thread's last program is reused for the very same input value only: an equal input
    /// read again, or another program, takes the cache's lookup.
    #[test]
    fn the_last_program_serves_the_same_input_only() {
        let (a, b) = (program("A"), program("B"));
        for _ in 0..3 {
            for (input, kind) in [(&a, "A"), (&b, "B"), (&a, "A"), (&program("A"), "A")] {
                assert_eq!(kind_of(Job::new(request(input))), kind);
            }
        }
        let job = Job::new(request(&a));
        let again = Job::new(request(&a));
        assert!(Arc::ptr_eq(
            job.program.as_ref().unwrap(),
            again.program.as_ref().unwrap()
        ));
    }
}
