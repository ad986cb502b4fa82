//! Conversions between the protobuf messages (`pb::v1`) and the protobuf-free model
//! (`strata_fnhcl::model`).
//!
//! `google.protobuf.Value` <-> [`Value`]:
//!
//! * `number_value` is an `f64`. An integral value with magnitude at most 2^53 becomes
//!   [`Number::Int`] (so `3` stays `3`, not `3.0`), any other finite value [`Number::Float`].
//!   A non-finite number becomes the string `"NaN"`, `"Infinity"` or `"-Infinity"`, as the
//!   protobuf JSON mapping writes it. In the other direction an `Int` beyond 2^53 or a
//!   `Decimal` is rounded to the nearest `f64` (the wire cannot carry more).
//! * A `Value` with no kind set is read as null.
//! * `Struct` fields arrive in a `BTreeMap`, so map keys come out sorted.
//!
//! Nesting is limited to [`MAX_DEPTH`] levels in both directions (the decoder already refuses
//! deeper messages; the limit here protects the converters' own recursion). A value that does
//! not fit its protobuf slot (a list where a `Struct` is required, too deep a value) is a
//! [`ConvertError`] naming the field path.

use crate::pb::v1 as pb;
use indexmap::IndexMap;
use prost_types::value::Kind;
use std::collections::BTreeMap;
use std::time::Duration;
use strata_core::{Map, Number, Value};
use strata_fnhcl::model;

/// Maximum nesting depth of a value (lists and maps) accepted by the converters.
pub const MAX_DEPTH: usize = 100;

/// The largest integer magnitude an `f64` holds exactly (2^53).
const MAX_EXACT_INT: f64 = 9_007_199_254_740_992.0;

/// A value that cannot be converted, with the path of the field that holds it.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("{path}: {message}")]
pub struct ConvertError {
    /// Field path, e.g. `desired.resources["bucket"].resource`.
    pub path: String,
    pub message: String,
}

fn err(path: &str, message: impl Into<String>) -> ConvertError {
    ConvertError {
        path: path.to_string(),
        message: message.into(),
    }
}

// ---------------------------------------------------------------------------------------------
// google.protobuf.Value / Struct
// ---------------------------------------------------------------------------------------------

/// Converts an `f64` from the wire to an exact [`Value`] number (see the module doc).
pub fn number_from_f64(f: f64) -> Value {
    if f.is_nan() {
        return Value::string("NaN");
    }
    if f.is_infinite() {
        return Value::string(if f > 0.0 { "Infinity" } else { "-Infinity" });
    }
    if f.fract() == 0.0 && f.abs() <= MAX_EXACT_INT {
        // In range and integral, so the cast is exact.
        return Value::int(f as i64);
    }
    Value::Number(Number::Float(f))
}

/// Converts a protobuf `Value` to a [`Value`].
pub fn value_from_pb(v: &prost_types::Value, path: &str) -> Result<Value, ConvertError> {
    value_from_pb_at(v, path, 0)
}

fn value_from_pb_at(
    v: &prost_types::Value,
    path: &str,
    depth: usize,
) -> Result<Value, ConvertError> {
    Ok(match &v.kind {
        None | Some(Kind::NullValue(_)) => Value::Null,
        Some(Kind::NumberValue(f)) => number_from_f64(*f),
        Some(Kind::StringValue(s)) => Value::string(s.as_str()),
        Some(Kind::BoolValue(b)) => Value::Bool(*b),
        Some(Kind::StructValue(s)) => struct_from_pb_at(s, path, depth + 1)?,
        Some(Kind::ListValue(l)) => {
            if depth + 1 > MAX_DEPTH {
                return Err(err(
                    path,
                    format!("value nested deeper than {MAX_DEPTH} levels"),
                ));
            }
            let mut items = Vec::with_capacity(l.values.len());
            for item in &l.values {
                items.push(value_from_pb_at(item, path, depth + 1)?);
            }
            Value::list(items)
        }
    })
}

/// Converts a protobuf `Struct` to a [`Value::Map`].
pub fn struct_from_pb(s: &prost_types::Struct, path: &str) -> Result<Value, ConvertError> {
    struct_from_pb_at(s, path, 1)
}

fn struct_from_pb_at(
    s: &prost_types::Struct,
    path: &str,
    depth: usize,
) -> Result<Value, ConvertError> {
    if depth > MAX_DEPTH {
        return Err(err(
            path,
            format!("value nested deeper than {MAX_DEPTH} levels"),
        ));
    }
    let mut map = Map::with_capacity(s.fields.len());
    for (k, v) in &s.fields {
        map.insert(k.as_str().into(), value_from_pb_at(v, path, depth)?);
    }
    Ok(Value::map(map))
}

/// Converts a [`Value`] to a protobuf `Value`.
pub fn value_to_pb(v: &Value, path: &str) -> Result<prost_types::Value, ConvertError> {
    value_to_pb_at(v, path, 0)
}

fn value_to_pb_at(v: &Value, path: &str, depth: usize) -> Result<prost_types::Value, ConvertError> {
    let kind = match v {
        Value::Null => Kind::NullValue(0),
        Value::Bool(b) => Kind::BoolValue(*b),
        Value::Number(n) => Kind::NumberValue(n.as_f64()),
        Value::String(s) => Kind::StringValue(s.to_string()),
        Value::List(items) => {
            if depth + 1 > MAX_DEPTH {
                return Err(err(
                    path,
                    format!("value nested deeper than {MAX_DEPTH} levels"),
                ));
            }
            let mut values = Vec::with_capacity(items.len());
            for item in items.iter() {
                values.push(value_to_pb_at(item, path, depth + 1)?);
            }
            Kind::ListValue(prost_types::ListValue { values })
        }
        Value::Map(m) => Kind::StructValue(map_to_pb_at(m, path, depth + 1)?),
    };
    Ok(prost_types::Value { kind: Some(kind) })
}

fn map_to_pb_at(m: &Map, path: &str, depth: usize) -> Result<prost_types::Struct, ConvertError> {
    if depth > MAX_DEPTH {
        return Err(err(
            path,
            format!("value nested deeper than {MAX_DEPTH} levels"),
        ));
    }
    let mut fields = BTreeMap::new();
    for (k, v) in m.iter() {
        fields.insert(k.to_string(), value_to_pb_at(v, path, depth)?);
    }
    Ok(prost_types::Struct { fields })
}

/// Converts a [`Value::Map`] to a protobuf `Struct`; any other value is an error.
pub fn struct_to_pb(v: &Value, path: &str) -> Result<prost_types::Struct, ConvertError> {
    match v {
        Value::Map(m) => map_to_pb_at(m, path, 1),
        other => Err(err(
            path,
            format!("expected an object, got {}", other.kind()),
        )),
    }
}

fn opt_struct_from_pb(
    s: &Option<prost_types::Struct>,
    path: &str,
) -> Result<Option<Value>, ConvertError> {
    s.as_ref().map(|s| struct_from_pb(s, path)).transpose()
}

fn opt_struct_to_pb(
    v: &Option<Value>,
    path: &str,
) -> Result<Option<prost_types::Struct>, ConvertError> {
    v.as_ref().map(|v| struct_to_pb(v, path)).transpose()
}

// ---------------------------------------------------------------------------------------------
// Shared messages
// ---------------------------------------------------------------------------------------------

fn bytes_map_from_pb(m: &BTreeMap<String, Vec<u8>>) -> IndexMap<String, Vec<u8>> {
    m.iter().map(|(k, v)| (k.clone(), v.clone())).collect()
}

fn bytes_map_to_pb(m: &IndexMap<String, Vec<u8>>) -> BTreeMap<String, Vec<u8>> {
    m.iter().map(|(k, v)| (k.clone(), v.clone())).collect()
}

fn resource_from_pb(r: &pb::Resource, path: &str) -> Result<model::Resource, ConvertError> {
    Ok(model::Resource {
        resource: match &r.resource {
            Some(s) => struct_from_pb(s, &format!("{path}.resource"))?,
            None => Value::Null,
        },
        connection_details: bytes_map_from_pb(&r.connection_details),
        ready: model::Ready::from_number(r.ready),
    })
}

fn resource_to_pb(r: &model::Resource, path: &str) -> Result<pb::Resource, ConvertError> {
    Ok(pb::Resource {
        resource: match &r.resource {
            Value::Null => None,
            v => Some(struct_to_pb(v, &format!("{path}.resource"))?),
        },
        connection_details: bytes_map_to_pb(&r.connection_details),
        ready: r.ready.number(),
    })
}

fn state_from_pb(s: &Option<pb::State>, path: &str) -> Result<model::State, ConvertError> {
    let Some(s) = s else {
        return Ok(model::State::default());
    };
    let composite = s
        .composite
        .as_ref()
        .map(|c| resource_from_pb(c, &format!("{path}.composite")))
        .transpose()?;
    let mut resources = IndexMap::with_capacity(s.resources.len());
    for (name, r) in &s.resources {
        resources.insert(
            name.clone(),
            resource_from_pb(r, &format!("{path}.resources[{name:?}]"))?,
        );
    }
    Ok(model::State {
        composite,
        resources,
    })
}

fn state_to_pb(s: &model::State, path: &str) -> Result<pb::State, ConvertError> {
    let composite = s
        .composite
        .as_ref()
        .map(|c| resource_to_pb(c, &format!("{path}.composite")))
        .transpose()?;
    let mut resources = BTreeMap::new();
    for (name, r) in &s.resources {
        resources.insert(
            name.clone(),
            resource_to_pb(r, &format!("{path}.resources[{name:?}]"))?,
        );
    }
    Ok(pb::State {
        composite,
        resources,
    })
}

fn resources_map_from_pb(
    m: &BTreeMap<String, pb::Resources>,
    path: &str,
) -> Result<IndexMap<String, Vec<model::Resource>>, ConvertError> {
    let mut out = IndexMap::with_capacity(m.len());
    for (name, rs) in m {
        let mut items = Vec::with_capacity(rs.items.len());
        for (i, r) in rs.items.iter().enumerate() {
            items.push(resource_from_pb(
                r,
                &format!("{path}[{name:?}].items[{i}]"),
            )?);
        }
        out.insert(name.clone(), items);
    }
    Ok(out)
}

fn resources_map_to_pb(
    m: &IndexMap<String, Vec<model::Resource>>,
    path: &str,
) -> Result<BTreeMap<String, pb::Resources>, ConvertError> {
    let mut out = BTreeMap::new();
    for (name, rs) in m {
        let mut items = Vec::with_capacity(rs.len());
        for (i, r) in rs.iter().enumerate() {
            items.push(resource_to_pb(r, &format!("{path}[{name:?}].items[{i}]"))?);
        }
        out.insert(name.clone(), pb::Resources { items });
    }
    Ok(out)
}

fn selector_from_pb(s: &pb::ResourceSelector) -> model::ResourceSelector {
    use pb::resource_selector::Match as PbMatch;
    model::ResourceSelector {
        api_version: s.api_version.clone(),
        kind: s.kind.clone(),
        matching: match &s.r#match {
            None => model::Match::Unset,
            Some(PbMatch::MatchName(n)) => model::Match::Name(n.clone()),
            Some(PbMatch::MatchLabels(l)) => model::Match::Labels(
                l.labels
                    .iter()
                    .map(|(k, v)| (k.clone(), v.clone()))
                    .collect(),
            ),
        },
        namespace: s.namespace.clone(),
    }
}

fn selector_to_pb(s: &model::ResourceSelector) -> pb::ResourceSelector {
    use pb::resource_selector::Match as PbMatch;
    pb::ResourceSelector {
        api_version: s.api_version.clone(),
        kind: s.kind.clone(),
        r#match: match &s.matching {
            model::Match::Unset => None,
            model::Match::Name(n) => Some(PbMatch::MatchName(n.clone())),
            model::Match::Labels(l) => Some(PbMatch::MatchLabels(pb::MatchLabels {
                labels: l.iter().map(|(k, v)| (k.clone(), v.clone())).collect(),
            })),
        },
        namespace: s.namespace.clone(),
    }
}

fn duration_from_pb(d: &prost_types::Duration) -> Duration {
    if d.seconds < 0 || d.nanos < 0 {
        return Duration::ZERO;
    }
    Duration::new(
        d.seconds.unsigned_abs(),
        d.nanos.unsigned_abs().min(999_999_999),
    )
}

fn duration_to_pb(d: &Duration) -> prost_types::Duration {
    prost_types::Duration {
        seconds: i64::try_from(d.as_secs()).unwrap_or(i64::MAX),
        // Always below 10^9, so it fits an i32.
        nanos: i32::try_from(d.subsec_nanos()).unwrap_or(0),
    }
}

// ---------------------------------------------------------------------------------------------
// Requests
// ---------------------------------------------------------------------------------------------

/// Converts a v1 `RunFunctionRequest` to the model.
pub fn request_from_pb(r: &pb::RunFunctionRequest) -> Result<model::FunctionRequest, ConvertError> {
    let meta = r
        .meta
        .as_ref()
        .map_or_else(model::RequestMeta::default, |m| model::RequestMeta {
            tag: m.tag.clone(),
            capabilities: m
                .capabilities
                .iter()
                .map(|c| model::Capability::from_number(*c))
                .collect(),
        });
    let credentials = r
        .credentials
        .iter()
        .map(|(name, c)| {
            let model = match &c.source {
                Some(pb::credentials::Source::CredentialData(d)) => {
                    model::Credentials::Data(bytes_map_from_pb(&d.data))
                }
                None => model::Credentials::Unset,
            };
            (name.clone(), model)
        })
        .collect();
    let mut required_schemas = IndexMap::with_capacity(r.required_schemas.len());
    for (name, s) in &r.required_schemas {
        let openapi_v3 = opt_struct_from_pb(
            &s.openapi_v3,
            &format!("required_schemas[{name:?}].openapi_v3"),
        )?;
        required_schemas.insert(name.clone(), model::Schema { openapi_v3 });
    }
    Ok(model::FunctionRequest {
        meta,
        observed: state_from_pb(&r.observed, "observed")?,
        desired: state_from_pb(&r.desired, "desired")?,
        input: opt_struct_from_pb(&r.input, "input")?,
        context: opt_struct_from_pb(&r.context, "context")?,
        extra_resources: resources_map_from_pb(&r.extra_resources, "extra_resources")?,
        credentials,
        required_resources: resources_map_from_pb(&r.required_resources, "required_resources")?,
        required_schemas,
    })
}

/// Converts a model request to a v1 `RunFunctionRequest`.
pub fn request_to_pb(r: &model::FunctionRequest) -> Result<pb::RunFunctionRequest, ConvertError> {
    let credentials = r
        .credentials
        .iter()
        .map(|(name, c)| {
            let source = match c {
                model::Credentials::Unset => None,
                model::Credentials::Data(d) => Some(pb::credentials::Source::CredentialData(
                    pb::CredentialData {
                        data: bytes_map_to_pb(d),
                    },
                )),
            };
            (name.clone(), pb::Credentials { source })
        })
        .collect();
    let mut required_schemas = BTreeMap::new();
    for (name, s) in &r.required_schemas {
        let openapi_v3 = opt_struct_to_pb(
            &s.openapi_v3,
            &format!("required_schemas[{name:?}].openapi_v3"),
        )?;
        required_schemas.insert(name.clone(), pb::Schema { openapi_v3 });
    }
    Ok(pb::RunFunctionRequest {
        meta: Some(pb::RequestMeta {
            tag: r.meta.tag.clone(),
            capabilities: r.meta.capabilities.iter().map(|c| c.number()).collect(),
        }),
        observed: Some(state_to_pb(&r.observed, "observed")?),
        desired: Some(state_to_pb(&r.desired, "desired")?),
        input: opt_struct_to_pb(&r.input, "input")?,
        context: opt_struct_to_pb(&r.context, "context")?,
        extra_resources: resources_map_to_pb(&r.extra_resources, "extra_resources")?,
        credentials,
        required_resources: resources_map_to_pb(&r.required_resources, "required_resources")?,
        required_schemas,
    })
}

// ---------------------------------------------------------------------------------------------
// Responses
// ---------------------------------------------------------------------------------------------

/// Converts a model response to a v1 `RunFunctionResponse`.
pub fn response_to_pb(
    r: &model::FunctionResponse,
) -> Result<pb::RunFunctionResponse, ConvertError> {
    let req = &r.requirements;
    let requirements = pb::Requirements {
        extra_resources: req
            .extra_resources
            .iter()
            .map(|(k, s)| (k.clone(), selector_to_pb(s)))
            .collect(),
        resources: req
            .resources
            .iter()
            .map(|(k, s)| (k.clone(), selector_to_pb(s)))
            .collect(),
        schemas: req
            .schemas
            .iter()
            .map(|(k, s)| {
                (
                    k.clone(),
                    pb::SchemaSelector {
                        api_version: s.api_version.clone(),
                        kind: s.kind.clone(),
                    },
                )
            })
            .collect(),
    };
    Ok(pb::RunFunctionResponse {
        meta: Some(pb::ResponseMeta {
            tag: r.meta.tag.clone(),
            ttl: r.meta.ttl.as_ref().map(duration_to_pb),
        }),
        desired: Some(state_to_pb(&r.desired, "desired")?),
        results: r
            .results
            .iter()
            .map(|x| pb::Result {
                severity: x.severity.number(),
                message: x.message.clone(),
                reason: x.reason.clone(),
                target: x.target.map(|t| t.number()),
            })
            .collect(),
        context: opt_struct_to_pb(&r.context, "context")?,
        requirements: if r.requirements.is_empty() {
            None
        } else {
            Some(requirements)
        },
        conditions: r
            .conditions
            .iter()
            .map(|c| pb::Condition {
                r#type: c.kind.clone(),
                status: c.status.number(),
                reason: c.reason.clone(),
                message: c.message.clone(),
                target: c.target.map(|t| t.number()),
            })
            .collect(),
        output: opt_struct_to_pb(&r.output, "output")?,
    })
}

/// Converts a v1 `RunFunctionResponse` to the model.
pub fn response_from_pb(
    r: &pb::RunFunctionResponse,
) -> Result<model::FunctionResponse, ConvertError> {
    let requirements = r
        .requirements
        .as_ref()
        .map_or_else(model::Requirements::default, |q| model::Requirements {
            extra_resources: q
                .extra_resources
                .iter()
                .map(|(k, s)| (k.clone(), selector_from_pb(s)))
                .collect(),
            resources: q
                .resources
                .iter()
                .map(|(k, s)| (k.clone(), selector_from_pb(s)))
                .collect(),
            schemas: q
                .schemas
                .iter()
                .map(|(k, s)| {
                    (
                        k.clone(),
                        model::SchemaSelector {
                            api_version: s.api_version.clone(),
                            kind: s.kind.clone(),
                        },
                    )
                })
                .collect(),
        });
    Ok(model::FunctionResponse {
        meta: r
            .meta
            .as_ref()
            .map_or_else(model::ResponseMeta::default, |m| model::ResponseMeta {
                tag: m.tag.clone(),
                ttl: m.ttl.as_ref().map(duration_from_pb),
            }),
        desired: state_from_pb(&r.desired, "desired")?,
        results: r
            .results
            .iter()
            .map(|x| model::FnResult {
                severity: model::Severity::from_number(x.severity),
                message: x.message.clone(),
                reason: x.reason.clone(),
                target: x.target.map(model::Target::from_number),
            })
            .collect(),
        context: opt_struct_from_pb(&r.context, "context")?,
        requirements,
        conditions: r
            .conditions
            .iter()
            .map(|c| model::Condition {
                kind: c.r#type.clone(),
                status: model::ConditionStatus::from_number(c.status),
                reason: c.reason.clone(),
                message: c.message.clone(),
                target: c.target.map(model::Target::from_number),
            })
            .collect(),
        output: opt_struct_from_pb(&r.output, "output")?,
    })
}
