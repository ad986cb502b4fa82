//! Ways to call the function for one request: in process, or over gRPC.
//!
//! Both go through the protobuf conversion, so a render in process sees exactly what the
//! function would see over the wire (numbers as `f64`, maps in sorted key order).

use crate::convert;
use crate::error_chain::error_chain;
use crate::pb::v1;
use crate::server::MAX_MESSAGE_BYTES;
use std::time::Duration;
use strata_fnhcl::model::{FunctionRequest, FunctionResponse};
use tonic::transport::{Channel, Endpoint};

/// Runs the evaluator in this process, through a protobuf round trip.
pub fn run_in_process(request: &FunctionRequest) -> Result<FunctionResponse, String> {
    let wire = convert::request_to_pb(request).map_err(|e| format!("invalid request: {e}"))?;
    let request = convert::request_from_pb(&wire).map_err(|e| format!("invalid request: {e}"))?;
    let response =
        std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| strata_fnhcl::run(&request)))
            .map_err(|_| "internal error: the function-hcl evaluator panicked".to_string())?;
    if let Some(report) = strata_fnhcl::response::debug_report(&request, &response) {
        eprint!("{report}");
    }
    let wire = convert::response_to_pb(&response).map_err(|e| format!("invalid response: {e}"))?;
    convert::response_from_pb(&wire).map_err(|e| format!("invalid response: {e}"))
}

/// A plaintext gRPC client of a running function server (what `crossplane render` uses for
/// the `Development` runtime), with its own single-threaded runtime.
pub struct RemoteRunner {
    runtime: tokio::runtime::Runtime,
    client: v1::function_runner_service_client::FunctionRunnerServiceClient<Channel>,
    timeout: Duration,
}

impl RemoteRunner {
    /// Connects to `address` (`host:port`), waiting at most `timeout`.
    pub fn connect(address: &str, timeout: Duration) -> Result<RemoteRunner, String> {
        let runtime = tokio::runtime::Builder::new_current_thread()
            .enable_all()
            .build()
            .map_err(|e| format!("cannot start the async runtime: {e}"))?;
        let uri = format!("http://{address}");
        let endpoint =
            Endpoint::from_shared(uri).map_err(|e| format!("invalid address {address:?}: {e}"))?;
        let endpoint = endpoint.connect_timeout(timeout).timeout(timeout);
        let channel = runtime.block_on(endpoint.connect()).map_err(|e| {
            format!(
                "cannot connect to the function at {address}: {}",
                error_chain(&e)
            )
        })?;
        let client = v1::function_runner_service_client::FunctionRunnerServiceClient::new(channel)
            .max_decoding_message_size(MAX_MESSAGE_BYTES)
            .max_encoding_message_size(MAX_MESSAGE_BYTES);
        Ok(RemoteRunner {
            runtime,
            client,
            timeout,
        })
    }

    /// Calls `RunFunction` (v1) once.
    pub fn run(&mut self, request: &FunctionRequest) -> Result<FunctionResponse, String> {
        let wire = convert::request_to_pb(request).map_err(|e| format!("invalid request: {e}"))?;
        let mut req = tonic::Request::new(wire);
        req.set_timeout(self.timeout);
        let client = &mut self.client;
        let response = self
            .runtime
            .block_on(client.run_function(req))
            .map_err(|s| format!("RunFunction failed: {:?}: {}", s.code(), s.message()))?;
        convert::response_from_pb(response.get_ref()).map_err(|e| format!("invalid response: {e}"))
    }
}
