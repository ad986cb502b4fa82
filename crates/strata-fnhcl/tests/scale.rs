//! Scale: a composition of 500 resources (250 single `resource` blocks with locals, nested
//! status and ready blocks, and a 250-member `resources` collection) evaluates quickly.
//!
//! The time limit asserted here is generous because tests run unoptimised; the figure to
//! look at is printed (`cargo test -p strata-fnhcl --release --test scale -- --nocapture`).

use std::time::{Duration, Instant};
use strata_core::{Map, Value};
use strata_fnhcl::model::{FunctionRequest, Resource, Severity, State};

fn program(n: usize) -> String {
    let mut s = String::from(
        "-- main.hcl --\nlocals {\n  comp = req.composite\n  region = comp.spec.parameters.region\n}\n",
    );
    for i in 0..n {
        s.push_str(&format!(
            "resource bucket-{i} {{\n  locals {{\n    name = \"${{comp.metadata.name}}-{i}\"\n  }}\n  body = {{\n    apiVersion = \"s3.aws.upbound.io/v1beta1\"\n    kind = \"Bucket\"\n    metadata = {{ name = name, labels = {{ index = \"{i}\" }} }}\n    spec = {{ forProvider = {{ region = region, tags = {{ for k in [\"a\", \"b\", \"c\"] : k => upper(k) }} }} }}\n  }}\n  composite status {{\n    body = {{ buckets = {{ (self.name) = try(self.resource.status.atProvider.arn, \"pending\") }} }}\n  }}\n  ready {{\n    value = \"READY_TRUE\"\n  }}\n}}\n"
        ));
    }
    s.push_str(&format!(
        "resources many {{\n  for_each = range({n})\n  template {{\n    body = {{\n      kind = \"ConfigMap\"\n      metadata = {{ name = \"${{comp.metadata.name}}-${{each.value}}\" }}\n      data = {{ index = tostring(each.key), region = region }}\n    }}\n  }}\n}}\n"
    ));
    s
}

fn request(n: usize) -> FunctionRequest {
    let xr = strata_core::json::parse(
        r#"{"apiVersion":"example.com/v1","kind":"XBuckets","metadata":{"name":"xr"},"spec":{"parameters":{"region":"eu-west-1"}}}"#,
    )
    .unwrap_or_default();
    let mut input = Map::new();
    input.insert("hcl".into(), Value::string(program(n)));
    FunctionRequest {
        observed: State {
            composite: Some(Resource {
                resource: xr,
                ..Resource::default()
            }),
            ..State::default()
        },
        input: Some(Value::map(input)),
        ..FunctionRequest::default()
    }
}

#[test]
fn five_hundred_resources() {
    let req = request(250);
    let start = Instant::now();
    let rsp = strata_fnhcl::run(&req);
    let took = start.elapsed();
    println!("500 resources: {took:?}");
    assert!(rsp.fatal_result().is_none(), "{:?}", rsp.results);
    assert_eq!(rsp.desired.resources.len(), 500);
    assert!(rsp.results.iter().all(|r| r.severity == Severity::Normal));
    assert!(
        took < Duration::from_secs(if cfg!(debug_assertions) { 5 } else { 1 }),
        "took {took:?}"
    );
}
