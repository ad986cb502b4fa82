//! Conversions between the protobuf messages (`pb::v1`) and the protobuf-free model
//! (`strata_fnhcl::model`).
//!
//! `google.protobuf.Struct` fields arrive as their encoded bytes and are decoded straight into
//! [`Value`] by [`crate::structpb`] (exact integers, sorted keys, nesting bounded by
//! [`MAX_DEPTH`]); see that module for the number rules. A value that does not fit its protobuf
//! slot (a list where a `Struct` is required, too deep a value, malformed bytes) is a
//! [`ConvertError`] naming the field path.

use crate::pb::v1 as pb;
use crate::structpb;
use indexmap::IndexMap;
use std::collections::BTreeMap;
use std::time::Duration;
use strata_core::Value;
use strata_fnhcl::model;

pub use crate::structpb::{number_from_f64, MAX_DEPTH};

/// A value that cannot be converted, with the path of the field that holds it.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("{path}: {message}")]
pub struct ConvertError {
    /// Field path, e.g. `desired.resources["bucket"].resource`.
    pub path: String,
    /// What is wrong.
    pub message: String,
}

fn err(path: &str, message: impl Into<String>) -> ConvertError {
    ConvertError {
        path: path.to_string(),
        message: message.into(),
    }
}

// ---------------------------------------------------------------------------------------------
// google.protobuf.Struct fields (carried as bytes, see build.rs)
// ---------------------------------------------------------------------------------------------

/// Decodes the bytes of a `Struct` field into a [`Value::Map`].
pub fn struct_from_bytes(bytes: &[u8], path: &str) -> Result<Value, ConvertError> {
    structpb::decode_struct(bytes).map_err(|m| err(path, m))
}

/// Encodes a [`Value::Map`] as the bytes of a `Struct` field; any other value is an error.
pub fn struct_to_bytes(v: &Value, path: &str) -> Result<Vec<u8>, ConvertError> {
    structpb::encode_struct(v).map_err(|m| err(path, m))
}

fn opt_struct_from_pb(s: &Option<Vec<u8>>, path: &str) -> Result<Option<Value>, ConvertError> {
    s.as_deref().map(|b| struct_from_bytes(b, path)).transpose()
}

fn opt_struct_to_pb(v: &Option<Value>, path: &str) -> Result<Option<Vec<u8>>, ConvertError> {
    v.as_ref().map(|v| struct_to_bytes(v, path)).transpose()
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

/// A resource; its path is computed only for an error, its body decoded through `last` when
/// given (see [`struct_from_bytes_reused`]).
fn resource_from_pb_with(
    r: &pb::Resource,
    path: &dyn Fn() -> String,
    last: Option<&'static std::thread::LocalKey<LastDecoded>>,
) -> Result<model::Resource, ConvertError> {
    let body_path = || format!("{}.resource", path());
    Ok(model::Resource {
        resource: match (&r.resource, last) {
            (Some(b), Some(last)) => struct_from_bytes_reused(last, b, &body_path)?,
            (Some(b), None) => structpb::decode_struct(b).map_err(|m| err(&body_path(), m))?,
            (None, _) => Value::Null,
        },
        connection_details: bytes_map_from_pb(&r.connection_details),
        ready: model::Ready::from_number(r.ready),
    })
}

/// A resource; its path is computed only for an error.
fn resource_to_pb(
    r: &model::Resource,
    path: &dyn Fn() -> String,
) -> Result<pb::Resource, ConvertError> {
    Ok(pb::Resource {
        resource: match &r.resource {
            Value::Null => None,
            v => {
                Some(encode_struct_reused(v).map_err(|m| err(&format!("{}.resource", path()), m))?)
            }
        },
        connection_details: bytes_map_to_pb(&r.connection_details),
        ready: r.ready.number(),
    })
}

/// The most resource bodies a thread keeps the encoding of.
pub const REUSED_BODIES: usize = 16;

thread_local! {
    /// The bodies a thread encoded last (each with its encoding), most recent last.
    static LAST_ENCODED: std::cell::RefCell<Vec<(Value, Vec<u8>)>> =
        const { std::cell::RefCell::new(Vec::new()) };
}

/// [`structpb::encode_struct`] of a resource body, reused when the thread encoded the very
/// same shared map before (a body the evaluator gave again for the same observed state: see
/// `strata_fnhcl::direct`). The thread keeps its last [`REUSED_BODIES`] bodies of up to
/// [`REUSED_INPUT_BYTES`] encoded bytes; a kept map cannot change (it is shared), and its
/// address cannot be reused by another map while it is kept.
fn encode_struct_reused(v: &Value) -> Result<Vec<u8>, String> {
    let mut out = Vec::new();
    encode_struct_reused_into(v, &mut out)?;
    Ok(out)
}

/// [`encode_struct_reused`], appending to `out` (left as it was on an error).
pub(crate) fn encode_struct_reused_into(v: &Value, out: &mut Vec<u8>) -> Result<(), String> {
    let Value::Map(map) = v else {
        return structpb::encode_struct_into(v, out);
    };
    let hit = LAST_ENCODED.with(|last| {
        last.borrow()
            .iter()
            .rev()
            .find(|(k, _)| matches!(k, Value::Map(k) if std::sync::Arc::ptr_eq(k, map)))
            .map(|(_, bytes)| out.extend_from_slice(bytes))
            .is_some()
    });
    if hit {
        return Ok(());
    }
    let bytes = structpb::encode_struct(v)?;
    out.extend_from_slice(&bytes);
    if bytes.len() <= REUSED_INPUT_BYTES {
        LAST_ENCODED.with(|last| {
            let mut last = last.borrow_mut();
            if last.len() >= REUSED_BODIES {
                last.remove(0);
            }
            last.push((v.clone(), bytes));
        });
    }
    Ok(())
}

/// A state; the composite resource's body is decoded through `last` when given (the observed
/// composite: Crossplane resends the same observed XR until it changes).
fn state_from_pb(
    s: &Option<pb::State>,
    path: &str,
    last: Option<&'static std::thread::LocalKey<LastDecoded>>,
) -> Result<model::State, ConvertError> {
    let Some(s) = s else {
        return Ok(model::State::default());
    };
    let composite = s
        .composite
        .as_ref()
        .map(|c| resource_from_pb_with(c, &|| format!("{path}.composite"), last))
        .transpose()?;
    let mut resources = IndexMap::with_capacity(s.resources.len());
    for (name, r) in &s.resources {
        resources.insert(
            name.clone(),
            resource_from_pb_with(r, &|| format!("{path}.resources[{name:?}]"), None)?,
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
        .map(|c| resource_to_pb(c, &|| format!("{path}.composite")))
        .transpose()?;
    let mut resources = BTreeMap::new();
    for (name, r) in &s.resources {
        resources.insert(
            name.clone(),
            resource_to_pb(r, &|| format!("{path}.resources[{name:?}]"))?,
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
            items.push(resource_from_pb_with(
                r,
                &|| format!("{path}[{name:?}].items[{i}]"),
                None,
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
            items.push(resource_to_pb(r, &|| {
                format!("{path}[{name:?}].items[{i}]")
            })?);
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

pub(crate) fn duration_to_pb(d: &Duration) -> prost_types::Duration {
    prost_types::Duration {
        seconds: i64::try_from(d.as_secs()).unwrap_or(i64::MAX),
        // Always below 10^9, so it fits an i32.
        nanos: i32::try_from(d.subsec_nanos()).unwrap_or(0),
    }
}

// ---------------------------------------------------------------------------------------------
// Requests
// ---------------------------------------------------------------------------------------------

/// The largest step input (or observed composite resource) kept for reuse by the next request
/// of the same thread.
pub const REUSED_INPUT_BYTES: usize = 64 * 1024;

/// The last `Struct` bytes a thread decoded in one field of a request, and their value.
type LastDecoded = std::cell::RefCell<Option<(Vec<u8>, Value)>>;

thread_local! {
    static LAST_INPUT: LastDecoded = const { std::cell::RefCell::new(None) };
    static LAST_COMPOSITE: LastDecoded = const { std::cell::RefCell::new(None) };
}

/// Decodes a `Struct` field, reusing the value of the thread's previous request when its bytes
/// in this field were the same (a cheap copy: maps are shared). Bytes up to
/// [`REUSED_INPUT_BYTES`] are kept; errors are not.
fn struct_from_bytes_reused(
    last: &'static std::thread::LocalKey<LastDecoded>,
    b: &[u8],
    path: &dyn Fn() -> String,
) -> Result<Value, ConvertError> {
    let hit = last.with(|last| match &*last.borrow() {
        Some((k, v)) if k.as_slice() == b => Some(v.clone()),
        _ => None,
    });
    if let Some(v) = hit {
        return Ok(v);
    }
    let v = structpb::decode_struct(b).map_err(|m| err(&path(), m))?;
    if b.len() <= REUSED_INPUT_BYTES {
        last.with(|last| *last.borrow_mut() = Some((b.to_vec(), v.clone())));
    }
    Ok(v)
}

/// The observed composite resource's body, through the thread's last one (see
/// [`struct_from_bytes_reused`]).
pub(crate) fn reused_composite(b: &[u8]) -> Result<Value, ConvertError> {
    struct_from_bytes_reused(&LAST_COMPOSITE, b, &|| {
        "observed.composite.resource".to_string()
    })
}

/// The step input's value, through the thread's last one (see [`input_from_pb`]).
pub(crate) fn reused_input(b: &[u8]) -> Result<Value, ConvertError> {
    struct_from_bytes_reused(&LAST_INPUT, b, &|| "input".to_string())
}

/// The step input of a request, reused from the thread's previous request when the bytes are
/// the same: Crossplane sends the same input, program text included, on every call of a
/// pipeline step.
fn input_from_pb(bytes: &Option<Vec<u8>>) -> Result<Option<Value>, ConvertError> {
    bytes.as_deref().map(reused_input).transpose()
}

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
        observed: state_from_pb(&r.observed, "observed", Some(&LAST_COMPOSITE))?,
        desired: state_from_pb(&r.desired, "desired", None)?,
        input: input_from_pb(&r.input)?,
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
    // The fallible conversions first, in the message's order (the first error is reported).
    let desired = state_to_pb(&r.desired, "desired")?;
    let context = opt_struct_to_pb(&r.context, "context")?;
    let output = opt_struct_to_pb(&r.output, "output")?;
    Ok(response_message(
        desired,
        context,
        output,
        r.meta.clone(),
        r.results.clone(),
        r.requirements.clone(),
        r.conditions.clone(),
    ))
}

/// [`response_to_pb`] of a response no longer needed: the texts of its results and
/// conditions, its tag and its requirements move into the message instead of being copied
/// (the server's path: each answer is converted once, then dropped). The same message, or
/// the same error.
pub fn response_into_pb(
    r: model::FunctionResponse,
) -> Result<pb::RunFunctionResponse, ConvertError> {
    let desired = state_to_pb(&r.desired, "desired")?;
    let context = opt_struct_to_pb(&r.context, "context")?;
    let output = opt_struct_to_pb(&r.output, "output")?;
    let model::FunctionResponse {
        meta,
        results,
        requirements,
        conditions,
        ..
    } = r;
    Ok(response_message(
        desired,
        context,
        output,
        meta,
        results,
        requirements,
        conditions,
    ))
}

/// The message of [`response_to_pb`] and [`response_into_pb`], from the converted structs
/// and the parts that move into it.
fn response_message(
    desired: pb::State,
    context: Option<Vec<u8>>,
    output: Option<Vec<u8>>,
    meta: model::ResponseMeta,
    results: Vec<model::FnResult>,
    requirements: model::Requirements,
    conditions: Vec<model::Condition>,
) -> pb::RunFunctionResponse {
    let requirements = requirements_to_pb(&requirements);
    pb::RunFunctionResponse {
        meta: Some(pb::ResponseMeta {
            tag: meta.tag,
            ttl: meta.ttl.as_ref().map(duration_to_pb),
        }),
        desired: Some(desired),
        results: results
            .into_iter()
            .map(|x| pb::Result {
                severity: x.severity.number(),
                message: x.message,
                reason: x.reason,
                target: x.target.map(|t| t.number()),
            })
            .collect(),
        context,
        requirements,
        conditions: conditions
            .into_iter()
            .map(|c| pb::Condition {
                r#type: c.kind,
                status: c.status.number(),
                reason: c.reason,
                message: c.message,
                target: c.target.map(|t| t.number()),
            })
            .collect(),
        output,
    }
}

/// A response's requirements as the message's field: `None` when there are none.
pub(crate) fn requirements_to_pb(requirements: &model::Requirements) -> Option<pb::Requirements> {
    if requirements.is_empty() {
        return None;
    }
    Some(pb::Requirements {
        extra_resources: requirements
            .extra_resources
            .iter()
            .map(|(k, s)| (k.clone(), selector_to_pb(s)))
            .collect(),
        resources: requirements
            .resources
            .iter()
            .map(|(k, s)| (k.clone(), selector_to_pb(s)))
            .collect(),
        schemas: requirements
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
        desired: state_from_pb(&r.desired, "desired", None)?,
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

#[cfg(test)]
mod tests {
    use super::*;

    /// A body encoded again (the same shared map) gives the same bytes as encoding it, and so
    /// does an equal map that is not shared.
    #[test]
    fn reused_encodings_are_the_encodings() {
        let mut m = strata_core::Map::new();
        m.insert("b".into(), Value::int(1));
        m.insert("a".into(), Value::string("x"));
        let body = Value::map(m.clone());
        let want = structpb::encode_struct(&body).unwrap();
        for v in [&body, &body, &Value::map(m)] {
            assert_eq!(encode_struct_reused(v).unwrap(), want);
        }
        // More bodies than are kept: each still encodes as it must.
        for i in 0..(2 * REUSED_BODIES as i64) {
            let mut m = strata_core::Map::new();
            m.insert("i".into(), Value::int(i));
            let v = Value::map(m);
            assert_eq!(
                encode_struct_reused(&v).unwrap(),
                structpb::encode_struct(&v).unwrap()
            );
        }
        assert_eq!(encode_struct_reused(&body).unwrap(), want);
        assert!(encode_struct_reused(&Value::int(1)).is_err());
    }
}
