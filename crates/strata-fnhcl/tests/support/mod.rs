//! What the tests of this crate's cache and reuse share.

use strata_core::{Map, Value};
use strata_fnhcl::model::{FunctionRequest, Resource};

/// A request whose input is the function-hcl program `hcl`, observing one composite resource
/// (`spec.n` = 2).
pub fn request(hcl: &str) -> FunctionRequest {
    let mut input = Map::new();
    input.insert("apiVersion".into(), Value::string("function-hcl/v1"));
    input.insert("kind".into(), Value::string("HclInput"));
    input.insert("hcl".into(), Value::string(hcl));
    let mut req = FunctionRequest {
        input: Some(Value::map(input)),
        ..FunctionRequest::default()
    };
    req.observed.composite = Some(Resource {
        resource: strata_core::json::parse(
            r#"{"apiVersion":"example.com/v1","kind":"X","metadata":{"name":"x"},"spec":{"n":2}}"#,
        )
        .unwrap_or_default(),
        ..Resource::default()
    });
    req
}
