//! The gRPC request path: any bytes as a protobuf `RunFunctionRequest` (v1; v1beta1 is
//! wire-identical), converted to the model and evaluated, must never panic or hang; and where
//! the server's direct reading (`wire::decode_request`) takes the bytes, it must give the model
//! that prost's decoding and the conversion give.
#![no_main]
use libfuzzer_sys::fuzz_target;
use prost::Message;
use strata_fnhcl_grpc::pb::v1::RunFunctionRequest;

fuzz_target!(|data: &[u8]| {
    let general = RunFunctionRequest::decode(data)
        .ok()
        .and_then(|pb| strata_fnhcl_grpc::convert::request_from_pb(&pb).ok());
    if let Some(direct) = strata_fnhcl_grpc::wire::decode_request(data) {
        assert_eq!(Some(&direct), general.as_ref(), "direct and general readings differ");
    }
    let Some(req) = general else { return };
    let rsp = strata_fnhcl::response::respond(&req);
    let _ = strata_fnhcl_grpc::convert::response_to_pb(&rsp);
    let mut bytes = Vec::new();
    let _ = strata_fnhcl_grpc::wire::encode_response(&rsp, &mut bytes);
});
