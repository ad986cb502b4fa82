//! A response's `RunFunctionResponse` bytes written straight from the model.
//!
//! [`encode_response`] appends exactly the bytes prost writes for
//! [`convert::response_to_pb`]'s message (checked against it by the tests of
//! `tests/conversions.rs`), without building that message: no map or string of the response
//! is copied into protobuf types, resource bodies come from the thread's encodings of the
//! bodies it answered with before (see [`convert`]'s reuse), and nothing is left to drop.
//! This is the server's own path (`transport`); tonic's path and the clients keep the
//! generated messages.
//!
//! prost's rules, which the bytes follow: fields in number order; a proto3 scalar (string,
//! enum, integer) is left out when it holds its default, an `optional` one and a message field
//! are written when present, even empty; a map is written in key order (`BTreeMap`), one entry
//! message per pair, leaving out a key or a value that holds its type's default (a resource
//! entry whose resource is entirely default is just its key).

use crate::convert::{self, ConvertError};
use crate::structpb::{put_varint, put_varint64, varint_len};
use indexmap::IndexMap;
use prost::Message;
use strata_core::Value;
use strata_fnhcl::model;

/// Wire type of a varint field.
const VARINT: u8 = 0;
/// Wire type of a length-delimited field.
const LEN: u8 = 2;

fn key(out: &mut Vec<u8>, field: u8, wire: u8) {
    // Every field number here is below 16: the key is one byte.
    out.push((field << 3) | wire);
}

/// An enum or `int32`: negative numbers take ten bytes, as in every protobuf encoder.
fn int32(out: &mut Vec<u8>, field: u8, n: i32) {
    key(out, field, VARINT);
    put_varint64(out, i64::from(n) as u64);
}

fn bytes(out: &mut Vec<u8>, field: u8, b: &[u8]) {
    key(out, field, LEN);
    put_varint(out, b.len());
    out.extend_from_slice(b);
}

/// A proto3 string or enum field: left out when it holds the default.
fn plain_str(out: &mut Vec<u8>, field: u8, s: &str) {
    if !s.is_empty() {
        bytes(out, field, s.as_bytes());
    }
}

fn plain_int32(out: &mut Vec<u8>, field: u8, n: i32) {
    if n != 0 {
        int32(out, field, n);
    }
}

/// A length-delimited field whose content `body` appends: one byte is kept for the length,
/// which moves the content when it needs more (a content of 128 bytes or more).
fn nested(
    out: &mut Vec<u8>,
    field: u8,
    body: impl FnOnce(&mut Vec<u8>) -> Result<(), ConvertError>,
) -> Result<(), ConvertError> {
    key(out, field, LEN);
    let at = out.len();
    out.push(0);
    body(out)?;
    let end = out.len();
    let mut len = end - at - 1;
    let extra = varint_len(len) - 1;
    if extra > 0 {
        out.resize(end + extra, 0);
        out.copy_within(at + 1..end, at + 1 + extra);
    }
    let mut i = at;
    while len >= 0x80 {
        out[i] = (len as u8 & 0x7f) | 0x80;
        len >>= 7;
        i += 1;
    }
    out[i] = len as u8;
    Ok(())
}

/// Calls `f` on a map's pairs in key order, as prost writes a `BTreeMap` (model keys are
/// unique); a map already in that order (the usual one of one or a few) is not copied.
fn in_key_order<V>(
    m: &IndexMap<String, V>,
    mut f: impl FnMut(&String, &V) -> Result<(), ConvertError>,
) -> Result<(), ConvertError> {
    if m.keys().is_sorted() {
        return m.iter().try_for_each(|(k, v)| f(k, v));
    }
    let mut pairs: Vec<(&String, &V)> = m.iter().collect();
    pairs.sort_unstable_by(|a, b| a.0.cmp(b.0));
    pairs.into_iter().try_for_each(|(k, v)| f(k, v))
}

/// Appends the bytes of `RunFunctionResponse` for `r`; on an error (the first that
/// [`convert::response_to_pb`] reports: a body, the context or the output that is not an
/// object or nests too deep) `out` holds part of a message and the caller drops it.
pub fn encode_response(r: &model::FunctionResponse, out: &mut Vec<u8>) -> Result<(), ConvertError> {
    nested(out, 1, |out| {
        plain_str(out, 1, &r.meta.tag);
        if let Some(ttl) = &r.meta.ttl {
            let d = convert::duration_to_pb(ttl);
            nested(out, 2, |out| {
                if d.seconds != 0 {
                    key(out, 1, VARINT);
                    put_varint64(out, d.seconds as u64);
                }
                plain_int32(out, 2, d.nanos);
                Ok(())
            })?;
        }
        Ok(())
    })?;
    nested(out, 2, |out| state(out, &r.desired))?;
    for x in &r.results {
        nested(out, 3, |out| {
            plain_int32(out, 1, x.severity.number());
            plain_str(out, 2, &x.message);
            if let Some(reason) = &x.reason {
                bytes(out, 3, reason.as_bytes());
            }
            if let Some(target) = x.target {
                int32(out, 4, target.number());
            }
            Ok(())
        })?;
    }
    if let Some(context) = &r.context {
        nested(out, 4, |out| struct_value(out, context, "context"))?;
    }
    if let Some(requirements) = convert::requirements_to_pb(&r.requirements) {
        // Rare (a function asking for resources): through the generated message.
        nested(out, 5, |out| {
            requirements.encode_raw(out);
            Ok(())
        })?;
    }
    for c in &r.conditions {
        nested(out, 6, |out| {
            plain_str(out, 1, &c.kind);
            plain_int32(out, 2, c.status.number());
            plain_str(out, 3, &c.reason);
            if let Some(message) = &c.message {
                bytes(out, 4, message.as_bytes());
            }
            if let Some(target) = c.target {
                int32(out, 5, target.number());
            }
            Ok(())
        })?;
    }
    if let Some(output) = &r.output {
        nested(out, 7, |out| struct_value(out, output, "output"))?;
    }
    Ok(())
}

/// The bytes of a `Struct` field's content, or the error naming `path`.
fn struct_value(out: &mut Vec<u8>, v: &Value, path: &str) -> Result<(), ConvertError> {
    crate::structpb::encode_struct_into(v, out).map_err(|message| ConvertError {
        path: path.to_string(),
        message,
    })
}

fn state(out: &mut Vec<u8>, s: &model::State) -> Result<(), ConvertError> {
    if let Some(c) = &s.composite {
        nested(out, 1, |out| {
            resource(out, c, &|| "desired.composite".to_string())
        })?;
    }
    in_key_order(&s.resources, |name, r| {
        nested(out, 2, |out| {
            plain_str(out, 1, name);
            if !is_default(r) {
                nested(out, 2, |out| {
                    resource(out, r, &|| format!("desired.resources[{name:?}]"))
                })?;
            }
            Ok(())
        })
    })
}

/// A resource equal to `Resource::default()` once converted: its entry in a map leaves it out.
fn is_default(r: &model::Resource) -> bool {
    matches!(r.resource, Value::Null) && r.connection_details.is_empty() && r.ready.number() == 0
}

fn resource(
    out: &mut Vec<u8>,
    r: &model::Resource,
    path: &dyn Fn() -> String,
) -> Result<(), ConvertError> {
    if !matches!(r.resource, Value::Null) {
        nested(out, 1, |out| {
            convert::encode_struct_reused_into(&r.resource, out).map_err(|message| ConvertError {
                path: format!("{}.resource", path()),
                message,
            })
        })?;
    }
    in_key_order(&r.connection_details, |k, v| {
        nested(out, 2, |out| {
            plain_str(out, 1, k);
            if !v.is_empty() {
                bytes(out, 2, v);
            }
            Ok(())
        })
    })?;
    plain_int32(out, 3, r.ready.number());
    Ok(())
}
