//! protobuf <-> model conversions: values keep exact integers, requests and responses survive
//! round trips, v1 and v1beta1 are wire-identical, and bad values are errors naming the field.

use indexmap::IndexMap;
use prost::Message;
use prost_types::value::Kind;
use std::time::Duration;
use strata_core::{json, Map, Number, Value};
use strata_fnhcl::model::*;
use strata_fnhcl_grpc::convert::{self, MAX_DEPTH};
use strata_fnhcl_grpc::wire;

use strata_fnhcl_grpc::pb::{v1, v1beta1};
use strata_fnhcl_grpc::server::reencode;

fn obj(text: &str) -> Value {
    json::parse(text).expect("test JSON is valid")
}

fn pb_struct(fields: Vec<(&str, prost_types::Value)>) -> prost_types::Struct {
    prost_types::Struct {
        fields: fields
            .into_iter()
            .map(|(k, v)| (k.to_string(), v))
            .collect(),
    }
}

fn pb(kind: Kind) -> prost_types::Value {
    prost_types::Value { kind: Some(kind) }
}

/// Decodes one value by wrapping it in a Struct encoded by prost.
fn decode_one(v: prost_types::Value) -> Value {
    let bytes = pb_struct(vec![("x", v)]).encode_to_vec();
    let map = convert::struct_from_bytes(&bytes, "x").unwrap();
    map.as_map().and_then(|m| m.get("x")).cloned().unwrap()
}

#[test]
fn numbers_from_the_wire_are_exact() {
    let int = decode_one(pb(Kind::NumberValue(3.0)));
    assert!(matches!(int, Value::Number(Number::Int(3))), "{int:?}");
    assert_eq!(decode_one(pb(Kind::NumberValue(-42.0))), Value::int(-42));
    let frac = decode_one(pb(Kind::NumberValue(1.5)));
    assert!(matches!(frac, Value::Number(Number::Float(f)) if f == 1.5));
    // 2^53 is still exact; 2^60 is integral but beyond exact range, so it stays a float.
    assert_eq!(
        decode_one(pb(Kind::NumberValue(9_007_199_254_740_992.0))),
        Value::int(9_007_199_254_740_992)
    );
    assert!(matches!(
        decode_one(pb(Kind::NumberValue(2f64.powi(60)))),
        Value::Number(Number::Float(_))
    ));
    // Non-finite numbers follow the protobuf JSON mapping.
    assert_eq!(
        decode_one(pb(Kind::NumberValue(f64::NAN))),
        Value::string("NaN")
    );
    assert_eq!(
        decode_one(pb(Kind::NumberValue(f64::INFINITY))),
        Value::string("Infinity")
    );
    assert_eq!(
        decode_one(pb(Kind::NumberValue(f64::NEG_INFINITY))),
        Value::string("-Infinity")
    );
    // No kind at all reads as null, as does an explicit null.
    assert_eq!(decode_one(prost_types::Value { kind: None }), Value::Null);
    assert_eq!(decode_one(pb(Kind::NullValue(0))), Value::Null);
}

#[test]
fn decoding_agrees_with_prost() {
    let nested = pb(Kind::StructValue(pb_struct(vec![
        (
            "z",
            pb(Kind::ListValue(prost_types::ListValue {
                values: vec![
                    pb(Kind::BoolValue(true)),
                    pb(Kind::StringValue("ü".into())),
                    pb(Kind::ListValue(Default::default())),
                ],
            })),
        ),
        ("a", pb(Kind::StructValue(Default::default()))),
    ])));
    let bytes = pb_struct(vec![("k", nested), ("b", pb(Kind::NumberValue(2.5)))]).encode_to_vec();
    let v = convert::struct_from_bytes(&bytes, "s").unwrap();
    assert_eq!(
        json::write(&v, &json::WriteOptions::compact()),
        r#"{"b":2.5,"k":{"a":{},"z":[true,"ü",[]]}}"#
    );
}

#[test]
fn encoding_agrees_with_prost() {
    let v = obj(
        r#"{"b": [1, 2.5, "s", true, null, {"deep": {"er": [[]]}}], "a": {}, "n": -7, "u": "ü"}"#,
    );
    let bytes = convert::struct_to_bytes(&v, "v").unwrap();
    let decoded =
        prost_types::Struct::decode(bytes.as_slice()).expect("prost reads what strata writes");
    assert_eq!(decoded.encode_to_vec().len(), bytes.len());
    let back = convert::struct_from_bytes(&decoded.encode_to_vec(), "v").unwrap();
    // Keys come back sorted (protobuf maps are unordered; the decoder sorts).
    assert_eq!(
        json::write(&back, &json::WriteOptions::compact()),
        r#"{"a":{},"b":[1,2.5,"s",true,null,{"deep":{"er":[[]]}}],"n":-7,"u":"ü"}"#
    );
    match decoded.fields.get("n").and_then(|x| x.kind.as_ref()) {
        Some(Kind::NumberValue(f)) => assert_eq!(*f, -7.0),
        other => panic!("unexpected {other:?}"),
    }
    assert!(
        matches!(decoded.fields.get("b").and_then(|x| x.kind.as_ref()), Some(Kind::ListValue(l)) if l.values.len() == 6)
    );
}

#[test]
fn protobuf_map_and_oneof_rules() {
    // Two entries with the same key: the last wins. An entry without a value is null.
    // A Value with two kinds set: the last wins.
    let entry = |k: &str, v: Option<prost_types::Value>| {
        let mut e = Vec::new();
        prost::encoding::string::encode(1, &k.to_string(), &mut e);
        if let Some(v) = v {
            prost::encoding::message::encode(2, &v, &mut e);
        }
        e
    };
    let mut bytes = Vec::new();
    for e in [
        entry("k", Some(pb(Kind::NumberValue(1.0)))),
        entry("k", Some(pb(Kind::NumberValue(2.0)))),
        entry("n", None),
    ] {
        prost::encoding::bytes::encode(1, &e, &mut bytes);
    }
    let mut two_kinds = pb(Kind::StringValue("first".into())).encode_to_vec();
    two_kinds.extend(pb(Kind::BoolValue(false)).encode_to_vec());
    let mut e = Vec::new();
    prost::encoding::string::encode(1, &"o".to_string(), &mut e);
    prost::encoding::bytes::encode(2, &two_kinds, &mut e);
    prost::encoding::bytes::encode(1, &e, &mut bytes);
    let v = convert::struct_from_bytes(&bytes, "s").unwrap();
    assert_eq!(
        json::write(&v, &json::WriteOptions::compact()),
        r#"{"k":2,"n":null,"o":false}"#
    );
}

#[test]
fn malformed_bytes_are_errors() {
    for bad in [
        &[0x0a, 0x05, 0x0a][..],
        &[0x0a][..],
        &[0x08, 0x01][..],
        &[0xff; 12][..],
        &[0x0a, 0x03, 0x0a, 0x01, 0xff][..],
    ] {
        let e = convert::struct_from_bytes(bad, "context").unwrap_err();
        assert_eq!(e.path, "context", "{bad:?}");
    }
}

fn nested_list(depth: usize) -> Value {
    let mut v = Value::Null;
    for _ in 0..depth {
        v = Value::list(vec![v]);
    }
    v
}

fn nested_object(depth: usize) -> Value {
    let mut v = Value::string("leaf");
    for _ in 0..depth {
        let mut m = Map::new();
        m.insert("d".into(), v);
        v = Value::map(m);
    }
    v
}

#[test]
fn depth_is_bounded_both_ways() {
    // MAX_DEPTH objects and lists in total, counting the outer Struct.
    let mut outer = Map::new();
    outer.insert("l".into(), nested_list(MAX_DEPTH - 1));
    let ok = convert::struct_to_bytes(&Value::map(outer.clone()), "ok").unwrap();
    assert_eq!(
        convert::struct_from_bytes(&ok, "ok").unwrap(),
        Value::map(outer)
    );

    let deep = nested_object(MAX_DEPTH + 1);
    let e = convert::struct_to_bytes(&deep, "input").unwrap_err();
    assert_eq!(e.path, "input");
    assert!(e.message.contains("deeper than 256"), "{e}");

    // Far deeper than prost's own limit of 100 nested messages: fine up to MAX_DEPTH.
    let two_hundred = nested_object(200);
    let bytes = convert::struct_to_bytes(&two_hundred, "c").unwrap();
    assert_eq!(
        convert::struct_from_bytes(&bytes, "c").unwrap(),
        two_hundred
    );
    // Hand-built bytes nested 5,000 levels deep are refused, not a stack overflow.
    let mut b: Vec<u8> = Vec::new();
    for _ in 0..5_000 {
        let mut entry = Vec::new();
        prost::encoding::string::encode(1, &"d".to_string(), &mut entry);
        let mut value = Vec::new();
        prost::encoding::bytes::encode(5, &b, &mut value);
        prost::encoding::bytes::encode(2, &value, &mut entry);
        b.clear();
        prost::encoding::bytes::encode(1, &entry, &mut b);
        if b.len() > 4 * 1024 * 1024 {
            break;
        }
    }
    assert!(convert::struct_from_bytes(&b, "c")
        .unwrap_err()
        .message
        .contains("deeper than"));
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
    assert_eq!(convert::response_into_pb(rsp).unwrap_err().path, "context");
    let mut rsp = FunctionResponse {
        output: Some(Value::list(vec![])),
        ..FunctionResponse::default()
    };
    rsp.desired.resources.insert(
        "bucket".into(),
        Resource {
            resource: Value::string("nope"),
            ..Resource::default()
        },
    );
    // The first field in message order is the one named, as by reference.
    assert_eq!(
        convert::response_into_pb(rsp.clone()).unwrap_err(),
        convert::response_to_pb(&rsp).unwrap_err()
    );
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
    // Moving the response into the message gives the same message.
    assert_eq!(convert::response_into_pb(rsp).unwrap(), pb);
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
fn struct_keys_keep_the_value_order_on_the_wire() {
    let mut m = Map::new();
    m.insert("z".into(), Value::int(1));
    m.insert("a".into(), Value::int(2));
    let bytes = convert::struct_to_bytes(&Value::map(m), "v").unwrap();
    let z = bytes.iter().position(|&b| b == b'z').unwrap();
    let a = bytes.iter().position(|&b| b == b'a').unwrap();
    assert!(z < a);
}

/// The step input is reused from the previous request only for the same bytes: a request with
/// another input, then the first input again, then a malformed one, each convert as alone.
#[test]
fn step_input_reuse_follows_the_bytes() {
    let input = |hcl: &str| {
        pb_struct(vec![
            ("kind", pb(Kind::StringValue("HclInput".into()))),
            ("hcl", pb(Kind::StringValue(hcl.into()))),
        ])
        .encode_to_vec()
    };
    let request = |bytes: Vec<u8>| v1::RunFunctionRequest {
        input: Some(bytes),
        ..Default::default()
    };
    let hcl = |r: &FunctionRequest| {
        r.input
            .as_ref()
            .and_then(|i| i.as_map())
            .and_then(|m| m.get("hcl"))
            .and_then(|v| v.as_str())
            .map(str::to_string)
    };
    for text in ["a", "a", "b", "a", "b", "b"] {
        let r = convert::request_from_pb(&request(input(text))).unwrap();
        assert_eq!(hcl(&r).as_deref(), Some(text));
        assert_eq!(
            r.input,
            Some(convert::struct_from_bytes(&input(text), "input").unwrap())
        );
    }
    let mut bad = input("a");
    bad.truncate(bad.len() - 1);
    let e = convert::request_from_pb(&request(bad)).unwrap_err();
    assert_eq!(e.path, "input");
    let r = convert::request_from_pb(&request(input("a"))).unwrap();
    assert_eq!(hcl(&r).as_deref(), Some("a"));
}

/// The observed composite's bytes are decoded once per distinct bytes per thread, and `req`'s
/// `composite` built once per decoded map: a changed XR must show in the next answer, and a
/// return to an earlier XR too.
#[test]
fn observed_composite_reuse_follows_the_bytes() {
    let xr = |name: &str| {
        pb_struct(vec![
            ("apiVersion", pb(Kind::StringValue("example.com/v1".into()))),
            ("kind", pb(Kind::StringValue("XThing".into()))),
            (
                "metadata",
                pb(Kind::StructValue(pb_struct(vec![(
                    "name",
                    pb(Kind::StringValue(name.into())),
                )]))),
            ),
        ])
        .encode_to_vec()
    };
    let input = pb_struct(vec![
        ("apiVersion", pb(Kind::StringValue("function-hcl/v1".into()))),
        ("kind", pb(Kind::StringValue("HclInput".into()))),
        ("source", pb(Kind::StringValue("Inline".into()))),
        (
            "hcl",
            pb(Kind::StringValue(
                "-- main.hcl --\nresource cm {\n  body = {\n    apiVersion = \"v1\"\n    kind = \"ConfigMap\"\n    metadata = { name = \"${req.composite.metadata.name}-cm\" }\n  }\n}\n".into(),
            )),
        ),
    ])
    .encode_to_vec();
    let request = |body: Vec<u8>| v1::RunFunctionRequest {
        observed: Some(v1::State {
            composite: Some(v1::Resource {
                resource: Some(body),
                ..Default::default()
            }),
            ..Default::default()
        }),
        input: Some(input.clone()),
        ..Default::default()
    };
    let desired_name = |rsp: &v1::RunFunctionResponse| {
        let body = rsp.desired.as_ref().unwrap().resources["cm"]
            .resource
            .as_ref()
            .unwrap();
        let v = convert::struct_from_bytes(body, "body").unwrap();
        v.as_map().unwrap()["metadata"].as_map().unwrap()["name"]
            .as_str()
            .unwrap()
            .to_string()
    };
    for name in ["a", "a", "b", "a", "b", "b"] {
        let model = convert::request_from_pb(&request(xr(name))).unwrap();
        assert_eq!(
            model.observed.composite.as_ref().unwrap().resource,
            convert::struct_from_bytes(&xr(name), "xr").unwrap()
        );
        let rsp = strata_fnhcl_grpc::server::answer(request(xr(name))).unwrap();
        assert_eq!(desired_name(&rsp), format!("{name}-cm"));
    }
    // Bad bytes are an error naming the field, and are not kept.
    let mut bad = xr("a");
    bad.truncate(bad.len() - 1);
    let e = convert::request_from_pb(&request(bad)).unwrap_err();
    assert_eq!(e.path, "observed.composite.resource");
    let rsp = strata_fnhcl_grpc::server::answer(request(xr("c"))).unwrap();
    assert_eq!(desired_name(&rsp), "c-cm");
}

/// The server's own encoding ([`wire::encode_response`]) of `rsp`, checked against prost's
/// encoding of the converted message; both error alike.
fn assert_wire_is_prost(rsp: &FunctionResponse) {
    let mut direct = vec![7u8];
    let wrote = wire::encode_response(rsp, &mut direct);
    match convert::response_to_pb(rsp) {
        Ok(pb) => {
            wrote.expect("the direct encoding fails only where the conversion does");
            assert_eq!(direct[0], 7, "appends after what the buffer held");
            assert_eq!(direct[1..], pb.encode_to_vec()[..], "{rsp:#?}");
        }
        Err(e) => assert!(wrote.is_err(), "{e} converts but is encoded directly"),
    }
}

#[test]
fn responses_written_straight_from_the_model_are_prost_bytes() {
    assert_wire_is_prost(&FunctionResponse::default());
    let mut rsp = FunctionResponse::passthrough(&full_request());
    assert_wire_is_prost(&rsp);
    // Every optional and default form: an optional string or enum present but empty or zero, a
    // default enum left out, requirements, an output.
    rsp.results.push(FnResult {
        severity: Severity::Unspecified,
        message: String::new(),
        reason: Some(String::new()),
        target: Some(Target::Unspecified),
    });
    rsp.results.push(FnResult {
        severity: Severity::Fatal,
        message: "boom".into(),
        reason: None,
        target: None,
    });
    rsp.conditions.push(Condition {
        kind: String::new(),
        status: ConditionStatus::Unspecified,
        reason: String::new(),
        message: Some(String::new()),
        target: Some(Target::Composite),
    });
    rsp.conditions.push(Condition {
        kind: "Ready".into(),
        status: ConditionStatus::False,
        reason: "Waiting".into(),
        message: None,
        target: None,
    });
    rsp.requirements.schemas.insert(
        "s".into(),
        SchemaSelector {
            api_version: "v1".into(),
            kind: "X".into(),
        },
    );
    rsp.output = Some(obj("{}"));
    rsp.meta.ttl = Some(Duration::new(0, 5));
    assert_wire_is_prost(&rsp);
    rsp.meta.ttl = Some(Duration::ZERO);
    rsp.meta.tag.clear();
    assert_wire_is_prost(&rsp);
    // Maps out of key order, an empty key, a resource that is all default (its entry is the
    // key alone), an empty body and empty connection details.
    rsp.desired
        .resources
        .insert("zz".into(), Resource::default());
    rsp.desired
        .resources
        .insert(String::new(), Resource::default());
    rsp.desired.resources.insert(
        "m".into(),
        Resource {
            resource: obj("{}"),
            connection_details: IndexMap::from([
                ("z".to_string(), vec![]),
                (String::new(), b"v".to_vec()),
                ("a".to_string(), b"w".to_vec()),
            ]),
            ready: Ready::Unspecified,
        },
    );
    rsp.desired.composite = Some(Resource::default());
    assert_wire_is_prost(&rsp);
    // Lengths of one, two and three bytes at every level.
    for n in [10usize, 120, 130, 300, 20_000] {
        let mut big = FunctionResponse::default();
        let body = Value::map(Map::from_iter([(
            "data".into(),
            Value::string("x".repeat(n)),
        )]));
        big.desired.resources.insert(
            "a".into(),
            Resource {
                resource: body.clone(),
                ..Resource::default()
            },
        );
        big.desired.composite = Some(Resource {
            resource: body.clone(),
            connection_details: IndexMap::from([("k".to_string(), vec![1; n])]),
            ready: Ready::True,
        });
        big.context = Some(body.clone());
        big.results.push(FnResult {
            message: "y".repeat(n),
            ..FnResult::default()
        });
        assert_wire_is_prost(&big);
        // The same shared body again: its encoding is reused.
        assert_wire_is_prost(&big);
    }
    // Values that do not convert are errors both ways.
    let mut bad = FunctionResponse::default();
    bad.desired.resources.insert(
        "b".into(),
        Resource {
            resource: Value::string("nope"),
            ..Resource::default()
        },
    );
    assert_wire_is_prost(&bad);
    assert_wire_is_prost(&FunctionResponse {
        output: Some(Value::list(vec![])),
        ..FunctionResponse::default()
    });
}

/// The evaluator's answers to the vectors' testdata requests, written both ways.
#[test]
fn evaluated_responses_are_written_as_prost_writes_them() {
    let Some(dir) = strata_test_support::vectors("fn-hcl/cases/testdata") else {
        return;
    };
    let mut seen = 0;
    for name in ["simple.json", "multi.json"] {
        let text = std::fs::read_to_string(dir.join(name)).expect("testdata file is readable");
        let req = FunctionRequest::from_json(&json::parse(&text).expect("testdata is JSON"))
            .expect("testdata is a request");
        let rsp = strata_fnhcl_grpc::client::run_in_process(&req).expect("runs");
        assert!(!rsp.desired.resources.is_empty() || !rsp.results.is_empty());
        assert_wire_is_prost(&rsp);
        seen += 1;
    }
    assert_eq!(seen, 2);
}

/// The general path's model of request bytes: prost's message, then the conversion.
fn through_prost(bytes: &[u8]) -> Option<FunctionRequest> {
    v1::RunFunctionRequest::decode(bytes)
        .ok()
        .and_then(|r| convert::request_from_pb(&r).ok())
}

/// A length-delimited field.
fn field(n: u8, content: &[u8]) -> Vec<u8> {
    let mut out = vec![(n << 3) | 2];
    prost::encoding::encode_varint(content.len() as u64, &mut out);
    out.extend_from_slice(content);
    out
}

/// Bytes the direct reading takes give the general path's model; bytes it leaves to that
/// path (`None`) are checked by the caller.
fn assert_read_as_prost(bytes: &[u8]) -> bool {
    match wire::decode_request(bytes) {
        Some(direct) => {
            assert_eq!(Some(direct), through_prost(bytes), "{bytes:?}");
            true
        }
        None => false,
    }
}

#[test]
fn requests_read_straight_from_the_wire_are_prost_models() {
    let mut requests = vec![FunctionRequest::default(), full_request()];
    if let Some(dir) = strata_test_support::vectors("fn-hcl/cases/testdata") {
        for name in ["simple.json", "multi.json"] {
            let text = std::fs::read_to_string(dir.join(name)).expect("testdata is readable");
            requests.push(
                FunctionRequest::from_json(&json::parse(&text).expect("JSON")).expect("request"),
            );
        }
    }
    for req in &requests {
        let bytes = convert::request_to_pb(req).unwrap().encode_to_vec();
        // Twice: the second reading finds the thread's last input and composite.
        for _ in 0..2 {
            assert_eq!(wire::decode_request(&bytes).as_ref(), Some(req));
            assert!(assert_read_as_prost(&bytes));
        }
    }

    // Forms senders may write: capabilities packed and not, unknown fields of every wire
    // type but groups, an optional bytes field twice (the last counts), map entries out of key
    // order, a key given twice (the last counts), an entry without its key or value, the value
    // before the key.
    let xr = convert::struct_to_bytes(&obj(r#"{"kind": "X"}"#), "x").unwrap();
    let mut meta = field(1, b"t1");
    meta.extend([0x10, 0x01, 0x10, 0x04]);
    meta.extend(field(2, &[0x02, 0x03, 0x80, 0x01]));
    meta.extend([0x18, 0x05, 0x21, 1, 2, 3, 4, 5, 6, 7, 8, 0x2d, 1, 2, 3, 4]);
    let mut resource = field(1, &[]);
    resource.extend(field(1, &xr));
    resource.extend([0x18, 0x01]);
    resource.extend(field(2, &[field(1, b"pw"), field(2, b"x")].concat()));
    let mut bytes = field(1, &meta);
    bytes.extend(field(2, &field(1, &resource)));
    bytes.extend(field(4, &xr));
    bytes.extend(field(4, &[]));
    bytes.extend(field(5, &xr));
    for (k, v) in [("b", &xr), ("a", &xr), ("b", &Vec::new())] {
        let item = field(1, &field(1, v));
        bytes.extend(field(
            6,
            &[field(1, k.as_bytes()), field(2, &item)].concat(),
        ));
    }
    bytes.extend(field(6, &field(2, &field(1, &[]))));
    bytes.extend(field(8, &field(1, b"only-key")));
    bytes.extend(field(
        8,
        &[field(2, &[]), field(1, b"value-first")].concat(),
    ));
    let creds = field(1, &field(1, &[field(1, b"k"), field(2, &[1, 2])].concat()));
    bytes.extend(field(7, &[field(1, b"c"), field(2, &creds)].concat()));
    bytes.extend(field(7, &field(1, b"unset")));
    bytes.extend(field(
        9,
        &[field(1, b"s"), field(2, &field(1, &xr))].concat(),
    ));
    bytes.extend([0x50, 0x07, 0x5a, 0x01, 0x00]);
    assert!(
        assert_read_as_prost(&bytes),
        "the direct reading takes these forms"
    );
    let req = wire::decode_request(&bytes).unwrap();
    assert_eq!(req.meta.capabilities.len(), 5);
    assert_eq!(
        req.extra_resources.keys().collect::<Vec<_>>(),
        ["", "a", "b"]
    );
    assert!(req.extra_resources["b"][0]
        .resource
        .as_map()
        .unwrap()
        .is_empty());
    let composite = req.observed.composite.as_ref().unwrap();
    assert_eq!(composite.resource, obj(r#"{"kind": "X"}"#));

    // What it leaves to the general path: a message field twice (protobuf merges them), a
    // group, a known field of the wrong wire type, a key that is not UTF-8, a body that is not
    // a Struct, truncated bytes.
    let twice = [field(1, &field(1, b"a")), field(1, &field(1, b"b"))].concat();
    let group = [field(1, b""), vec![0x53, 0x54]].concat();
    let wrong_wire = vec![0x20, 0x01];
    let not_utf8 = field(1, &field(1, &[0xff]));
    let not_struct = field(4, &[0x0a, 0x01, 0xff]);
    let truncated = bytes[..bytes.len() - 1].to_vec();
    // A key beyond 32 bits (a field number past 2^29 - 1; found by the fuzz target).
    let long_key = [
        0x75, 0xff, 0xff, 0xff, 0xff, 0xa9, 0xa9, 0xa9, 0xa9, 0xff, 0x0c, 0, 0, 0, 0xff, 0xff,
        0xff, 0xff, 0x02,
    ]
    .to_vec();
    assert!(through_prost(&long_key).is_none());
    for b in [
        &long_key,
        &twice,
        &group,
        &wrong_wire,
        &not_utf8,
        &not_struct,
        &truncated,
    ] {
        assert!(wire::decode_request(b).is_none(), "{b:?}");
    }
    assert!(through_prost(&twice).is_some() && through_prost(&group).is_some());

    // Mutated requests: whatever the direct reading takes, the general path reads alike.
    let bases: Vec<Vec<u8>> = requests
        .iter()
        .map(|r| convert::request_to_pb(r).unwrap().encode_to_vec())
        .chain([bytes])
        .filter(|b| !b.is_empty())
        .collect();
    let mut seed = 0x2545_f491_4f6c_dd1du64;
    let mut next = |n: usize| {
        seed ^= seed << 13;
        seed ^= seed >> 7;
        seed ^= seed << 17;
        (seed % n as u64) as usize
    };
    let mut taken = 0;
    for round in 0..4000 {
        let mut b = bases[round % bases.len()].clone();
        for _ in 0..1 + next(3) {
            let at = next(b.len());
            match next(4) {
                0 => b[at] ^= 1 << next(8),
                1 => b[at] = next(256) as u8,
                2 => b.truncate(at),
                _ => {
                    let end = (at + next(16)).min(b.len());
                    let piece = b[at..end].to_vec();
                    b.splice(at..at, piece);
                }
            }
            if b.is_empty() {
                break;
            }
        }
        taken += usize::from(assert_read_as_prost(&b));
    }
    assert!(
        taken > 100,
        "the direct reading took {taken} mutated requests"
    );
}
