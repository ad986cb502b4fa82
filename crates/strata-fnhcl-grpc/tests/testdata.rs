//! The evaluator testdata requests of the conformance vectors (`cases/testdata/*.json`, Go
//! `encoding/json` form) load into the model and survive the protobuf round trip. Skipped, with
//! a message, when the vectors are not beside the repository.

use std::path::PathBuf;
use strata_core::json;
use strata_fnhcl::model::FunctionRequest;
use strata_fnhcl_grpc::convert;

fn testdata_dir() -> Option<PathBuf> {
    let root = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../..");
    [root.join("../shared"), root.join("../../shared")]
        .into_iter()
        .map(|s| s.join("vectors/fn-hcl/cases/testdata"))
        .find(|p| p.is_dir())
}

#[test]
fn testdata_requests_load_and_round_trip() {
    let Some(dir) = testdata_dir() else {
        eprintln!("skipped: vectors/fn-hcl not found beside the repository");
        return;
    };
    let mut seen = 0;
    for name in ["simple.json", "multi.json"] {
        let text = std::fs::read_to_string(dir.join(name)).expect("testdata file is readable");
        let value = json::parse(&text).expect("testdata is JSON");
        let req = FunctionRequest::from_json(&value).expect("testdata is a request");
        let composite = req
            .observed
            .composite
            .as_ref()
            .expect("testdata has an observed XR");
        assert!(composite
            .resource
            .as_map()
            .is_some_and(|m| m.contains_key("metadata")));
        assert!(req.context.is_some());
        let wire = convert::request_to_pb(&req).expect("converts to protobuf");
        assert_eq!(convert::request_from_pb(&wire).expect("converts back"), req);
        seen += 1;
    }
    assert_eq!(seen, 2);
}
