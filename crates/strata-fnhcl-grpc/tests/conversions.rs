//! protobuf <-> model conversions: values keep exact integers, requests and responses survive
//! round trips, v1 and v1beta1 are wire-identical, and bad values are errors naming the field.

use indexmap::IndexMap;
use prost::Message;
use prost_types::value::Kind;
use std::time::Duration;
use strata_core::{json, Map, Number, Value};
use strata_fnhcl::model::*;
use strata_fnhcl_grpc::convert::{self, MAX_DEPTH};
use strata_fnhcl_grpc::pb::{v1, v1beta1};
use strata_fnhcl_grpc::server::reencode;

fn obj(text: &str) -> Value {
    json::parse(text).expect("test JSON is valid")
}

fn pb_number(f: f64) -> prost_types::Value {
    prost_types::Value {
        kind: Some(Kind::NumberValue(f)),
    }
}

#[test]
fn numbers_from_the_wire_are_exact() {
    let int = convert::value_from_pb(&pb_number(3.0), "x").unwrap();
    assert!(matches!(int, Value::Number(Number::Int(3))), "{int:?}");
    let neg = convert::value_from_pb(&pb_number(-42.0), "x").unwrap();
    assert_eq!(neg, Value::int(-42));
    let frac = convert::value_from_pb(&pb_number(1.5), "x").unwrap();
    assert!(matches!(frac, Value::Number(Number::Float(f)) if f == 1.5));
    // 2^53 is still exact; 2^60 is integral but beyond exact range, so it stays a float.
    let edge = convert::value_from_pb(&pb_number(9_007_199_254_740_992.0), "x").unwrap();
    assert_eq!(edge, Value::int(9_007_199_254_740_992));
    let big = convert::value_from_pb(&pb_number(2f64.powi(60)), "x").unwrap();
    assert!(matches!(big, Value::Number(Number::Float(_))), "{big:?}");
    // Non-finite numbers follow the protobuf JSON mapping.
    assert_eq!(
        convert::value_from_pb(&pb_number(f64::NAN), "x").unwrap(),
        Value::string("NaN")
    );
    assert_eq!(
        convert::value_from_pb(&pb_number(f64::INFINITY), "x").unwrap(),
        Value::string("Infinity")
    );
    assert_eq!(
        convert::value_from_pb(&pb_number(f64::NEG_INFINITY), "x").unwrap(),
        Value::string("-Infinity")
    );
    // No kind at all reads as null.
    assert_eq!(
        convert::value_from_pb(&prost_types::Value { kind: None }, "x").unwrap(),
        Value::Null
    );
}

#[test]
fn values_round_trip() {
    let v = obj(r#"{"b": [1, 2.5, "s", true, null, {"deep": {"er": [[]]}}], "a": {}, "n": -7}"#);
    let pb = convert::value_to_pb(&v, "v").unwrap();
    let back = convert::value_from_pb(&pb, "v").unwrap();
    // Keys come back sorted (protobuf maps are unordered; the server sorts).
    assert_eq!(
        json::write(&back, &json::WriteOptions::compact()),
        r#"{"a":{},"b":[1,2.5,"s",true,null,{"deep":{"er":[[]]}}],"n":-7}"#
    );
}

#[test]
fn decimals_are_rounded_to_f64_on_the_wire() {
    let v = obj(r#"{"x": 0.1000000000000000000000001}"#);
    let pb = convert::struct_to_pb(&v, "v").unwrap();
    match pb.fields.get("x").and_then(|x| x.kind.as_ref()) {
        Some(Kind::NumberValue(f)) => assert_eq!(*f, 0.1),
        other => panic!("unexpected {other:?}"),
    }
}

fn nested_list(depth: usize) -> Value {
    let mut v = Value::Null;
    for _ in 0..depth {
        v = Value::list(vec![v]);
    }
    v
}

#[test]
fn depth_is_bounded_both_ways() {
    assert!(convert::value_to_pb(&nested_list(MAX_DEPTH), "ok").is_ok());
    let e = convert::value_to_pb(&nested_list(MAX_DEPTH + 1), "input").unwrap_err();
    assert_eq!(e.path, "input");
    assert!(e.message.contains("deeper than 100"), "{e}");

    let mut pb = prost_types::Value {
        kind: Some(Kind::NullValue(0)),
    };
    for _ in 0..=MAX_DEPTH {
        pb = prost_types::Value {
            kind: Some(Kind::ListValue(prost_types::ListValue { values: vec![pb] })),
        };
    }
    assert!(convert::value_from_pb(&pb, "x").is_err());
}

#[test]
fn a_non_object_where_a_struct_is_required_is_an_error() {
    let mut rsp = FunctionResponse::default();
    rsp.desired.resources.insert(
        "bucket".into(),
        Resource {
            resource: Value::string("nope"),
            ..Resource::default()
        },
    );
    let e = convert::response_to_pb(&rsp).unwrap_err();
    assert_eq!(
        e.to_string(),
        r#"desired.resources["bucket"].resource: expected an object, got string"#
    );
    let rsp = FunctionResponse {
        context: Some(Value::list(vec![])),
        ..FunctionResponse::default()
    };
    assert_eq!(convert::response_to_pb(&rsp).unwrap_err().path, "context");
}

fn full_request() -> FunctionRequest {
    let mut req = FunctionRequest {
        meta: RequestMeta {
            tag: "tag-1".into(),
            capabilities: vec![Capability::Conditions, Capability::RequiredResources],
        },
        ..FunctionRequest::default()
    };
    req.observed.composite = Some(Resource {
        resource: obj(
            r#"{"apiVersion": "example.com/v1", "kind": "XS3Bucket", "metadata": {"name": "x"}, "spec": {"n": 3}}"#,
        ),
        connection_details: IndexMap::from([("password".to_string(), b"s3cr3t".to_vec())]),
        ready: Ready::True,
    });
    req.observed.resources.insert(
        "a".into(),
        Resource {
            resource: obj(r#"{"kind": "A"}"#),
            ..Resource::default()
        },
    );
    req.desired.resources.insert(
        "b".into(),
        Resource {
            resource: obj(r#"{"kind": "B"}"#),
            ready: Ready::False,
            ..Resource::default()
        },
    );
    req.input = Some(obj(
        r#"{"apiVersion": "function-hcl/v1", "kind": "HclInput", "hcl": "-- main.hcl --\n"}"#,
    ));
    req.context = Some(obj(r#"{"example.com/k": {"v": [1, 2]}}"#));
    req.extra_resources.insert(
        "cfg".into(),
        vec![Resource {
            resource: obj(r#"{"kind": "EnvironmentConfig"}"#),
            ..Resource::default()
        }],
    );
    req.extra_resources.insert("none".into(), vec![]);
    req.credentials.insert(
        "creds".into(),
        Credentials::Data(IndexMap::from([("k".to_string(), vec![0, 1, 2])])),
    );
    req.credentials.insert("unset".into(), Credentials::Unset);
    req.required_resources.insert("r".into(), vec![]);
    req.required_schemas.insert(
        "s".into(),
        Schema {
            openapi_v3: Some(obj(r#"{"type": "object"}"#)),
        },
    );
    req
}

#[test]
fn requests_round_trip_through_v1_and_v1beta1() {
    let req = full_request();
    let pb = convert::request_to_pb(&req).unwrap();
    assert_eq!(convert::request_from_pb(&pb).unwrap(), req);

    // Wire bytes are identical between the two packages.
    let beta: v1beta1::RunFunctionRequest = reencode(&pb).unwrap();
    assert_eq!(beta.encode_to_vec(), pb.encode_to_vec());
    let back: v1::RunFunctionRequest = reencode(&beta).unwrap();
    assert_eq!(convert::request_from_pb(&back).unwrap(), req);

    // Field numbers as the protocol defines them: input is field 4, context field 5.
    let only_input = v1::RunFunctionRequest {
        input: pb.input.clone(),
        ..Default::default()
    };
    assert_eq!(only_input.encode_to_vec()[0], (4 << 3) | 2);
    let only_context = v1::RunFunctionRequest {
        context: pb.context.clone(),
        ..Default::default()
    };
    assert_eq!(only_context.encode_to_vec()[0], (5 << 3) | 2);
}

#[test]
fn responses_round_trip() {
    let mut rsp = FunctionResponse::passthrough(&full_request());
    rsp.results.push(FnResult {
        severity: Severity::Warning,
        message: "careful".into(),
        reason: Some("Incomplete".into()),
        target: Some(Target::Composite),
    });
    rsp.results.push(FnResult {
        severity: Severity::Normal,
        message: "ok".into(),
        reason: None,
        target: None,
    });
    rsp.conditions.push(Condition {
        kind: "FullyResolved".into(),
        status: ConditionStatus::True,
        reason: "AllItemsProcessed".into(),
        message: Some("all items complete".into()),
        target: Some(Target::CompositeAndClaim),
    });
    rsp.requirements.extra_resources.insert(
        "by-labels".into(),
        ResourceSelector {
            api_version: "v1".into(),
            kind: "ConfigMap".into(),
            matching: Match::Labels(IndexMap::from([("a".to_string(), "b".to_string())])),
            namespace: None,
        },
    );
    rsp.requirements.resources.insert(
        "by-name".into(),
        ResourceSelector {
            api_version: "v1".into(),
            kind: "Secret".into(),
            matching: Match::Name("s".into()),
            namespace: Some("ns".into()),
        },
    );
    rsp.requirements.schemas.insert(
        "schema".into(),
        SchemaSelector {
            api_version: "example.com/v1".into(),
            kind: "X".into(),
        },
    );
    rsp.output = Some(obj(r#"{"done": true}"#));
    let pb = convert::response_to_pb(&rsp).unwrap();
    assert_eq!(
        pb.meta.as_ref().and_then(|m| m.ttl),
        Some(prost_types::Duration {
            seconds: 60,
            nanos: 0
        })
    );
    assert_eq!(pb.results[0].severity, v1::Severity::Warning as i32);
    assert_eq!(pb.conditions[0].status, v1::Status::ConditionTrue as i32);
    assert_eq!(convert::response_from_pb(&pb).unwrap(), rsp);
}

#[test]
fn empty_requirements_are_not_sent_and_negative_ttl_reads_as_zero() {
    let pb = convert::response_to_pb(&FunctionResponse::default()).unwrap();
    assert!(pb.requirements.is_none());
    let wire = v1::RunFunctionResponse {
        meta: Some(v1::ResponseMeta {
            tag: String::new(),
            ttl: Some(prost_types::Duration {
                seconds: -5,
                nanos: 0,
            }),
        }),
        ..Default::default()
    };
    assert_eq!(
        convert::response_from_pb(&wire).unwrap().meta.ttl,
        Some(Duration::ZERO)
    );
}

#[test]
fn unknown_enum_numbers_read_as_unspecified() {
    let wire = v1::RunFunctionResponse {
        results: vec![v1::Result {
            severity: 42,
            message: "m".into(),
            reason: None,
            target: Some(9),
        }],
        ..Default::default()
    };
    let rsp = convert::response_from_pb(&wire).unwrap();
    assert_eq!(rsp.results[0].severity, Severity::Unspecified);
    assert_eq!(rsp.results[0].target, Some(Target::Unspecified));
}

#[test]
fn struct_keys_come_out_sorted() {
    let mut m = Map::new();
    m.insert("z".into(), Value::int(1));
    m.insert("a".into(), Value::int(2));
    let pb = convert::struct_to_pb(&Value::map(m), "v").unwrap();
    let keys: Vec<&String> = pb.fields.keys().collect();
    assert_eq!(keys, ["a", "z"]);
}
