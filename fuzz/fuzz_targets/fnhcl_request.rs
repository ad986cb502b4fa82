//! The gRPC request path: any bytes as a protobuf `RunFunctionRequest` (v1; v1beta1 is
//! wire-identical), converted to the model and evaluated, must never panic or hang.
#![no_main]
use libfuzzer_sys::fuzz_target;
use prost::Message;
use strata_fnhcl_grpc::pb::v1::RunFunctionRequest;

fuzz_target!(|data: &[u8]| {
    let Ok(pb) = RunFunctionRequest::decode(data) else { return };
    let Ok(req) = strata_fnhcl_grpc::convert::request_from_pb(&pb) else { return };
    let rsp = strata_fnhcl::response::respond(&req);
    let _ = strata_fnhcl_grpc::convert::response_to_pb(&rsp);
});
