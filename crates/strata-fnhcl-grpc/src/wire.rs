//! The server's own path between the wire and the model: a `RunFunctionResponse`'s bytes
//! written straight from the model, and a `RunFunctionRequest` read straight into it.
//!
//! [`decode_request`] gives the model that prost's decoding and
//! [`convert::request_from_pb`] give, without the generated message: no copy of the step input
//! or of a resource body (the bytes are read where they are, and compared with the thread's last
//! ones in place), nothing to drop. It takes the messages senders write; anything else (bytes
//! prost would reject, a value that does not convert, a message field given twice, which
//! protobuf merges, a group) it leaves to that general path, which decides.
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
use crate::structpb::{self, put_varint, put_varint64, varint_len, Reader};
use indexmap::IndexMap;
use prost::Message;
use strata_core::Value;
use strata_fnhcl::model;

use structpb::{FIXED32, FIXED64, LEN, VARINT};

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

/// An `optional` string: written when present, even empty.
fn optional_str(out: &mut Vec<u8>, field: u8, s: Option<&str>) {
    if let Some(s) = s {
        bytes(out, field, s.as_bytes());
    }
}

/// An `optional` enum: written when present, even zero.
fn optional_int32(out: &mut Vec<u8>, field: u8, n: Option<i32>) {
    if let Some(n) = n {
        int32(out, field, n);
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
    strata_core::sort::sort_by(&mut pairs, |a, b| a.0.cmp(b.0));
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
    nested(out, 2, |out| write_state(out, &r.desired))?;
    for x in &r.results {
        nested(out, 3, |out| {
            plain_int32(out, 1, x.severity.number());
            plain_str(out, 2, &x.message);
            optional_str(out, 3, x.reason.as_deref());
            optional_int32(out, 4, x.target.map(model::Target::number));
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
            optional_str(out, 4, c.message.as_deref());
            optional_int32(out, 5, c.target.map(model::Target::number));
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

fn write_state(out: &mut Vec<u8>, s: &model::State) -> Result<(), ConvertError> {
    if let Some(c) = &s.composite {
        nested(out, 1, |out| {
            write_resource(out, c, &|| "desired.composite".to_string())
        })?;
    }
    in_key_order(&s.resources, |name, r| {
        nested(out, 2, |out| {
            plain_str(out, 1, name);
            if !is_default(r) {
                nested(out, 2, |out| {
                    write_resource(out, r, &|| format!("desired.resources[{name:?}]"))
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

fn write_resource(
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

// ---------------------------------------------------------------------------------------------
// Requests
// ---------------------------------------------------------------------------------------------

/// The bytes hold something [`decode_request`] leaves to the general path.
struct Other;

impl From<String> for Other {
    fn from(_: String) -> Other {
        Other
    }
}

impl From<ConvertError> for Other {
    fn from(_: ConvertError) -> Other {
        Other
    }
}

impl From<std::str::Utf8Error> for Other {
    fn from(_: std::str::Utf8Error) -> Other {
        Other
    }
}

type Read<T> = Result<T, Other>;

/// The model of a `RunFunctionRequest`'s bytes, as prost's decoding and
/// [`convert::request_from_pb`] give it, or `None`: these bytes are for that path to decide.
/// The observed composite's body and the step input go through the thread's last ones, as
/// there.
pub fn decode_request(bytes: &[u8]) -> Option<model::FunctionRequest> {
    request(bytes).ok()
}

fn request(bytes: &[u8]) -> Read<model::FunctionRequest> {
    let mut req = model::FunctionRequest::default();
    let mut seen = Seen::default();
    let (mut input, mut context) = (None, None);
    let mut r = Reader::new(bytes);
    while !r.done() {
        match r.key()? {
            (1, LEN) => {
                seen.once(1)?;
                req.meta = meta(r.len_delimited()?)?;
            }
            (2, LEN) => {
                seen.once(2)?;
                req.observed = state(r.len_delimited()?, true)?;
            }
            (3, LEN) => {
                seen.once(3)?;
                req.desired = state(r.len_delimited()?, false)?;
            }
            // An `optional bytes` field (see build.rs): the last one counts.
            (4, LEN) => input = Some(r.len_delimited()?),
            (5, LEN) => context = Some(r.len_delimited()?),
            (6, LEN) => entry(r.len_delimited()?, &mut req.extra_resources, resources)?,
            (7, LEN) => entry(r.len_delimited()?, &mut req.credentials, credentials)?,
            (8, LEN) => entry(r.len_delimited()?, &mut req.required_resources, resources)?,
            (9, LEN) => entry(r.len_delimited()?, &mut req.required_schemas, schema)?,
            (1..=9, _) => return Err(Other),
            (_, wire) => unknown(&mut r, wire)?,
        }
    }
    in_map_order(&mut req.extra_resources);
    in_map_order(&mut req.credentials);
    in_map_order(&mut req.required_resources);
    in_map_order(&mut req.required_schemas);
    req.input = input.map(convert::reused_input).transpose()?;
    req.context = context.map(structpb::decode_struct).transpose()?;
    Ok(req)
}

/// The message fields of one message read so far: one given twice would be merged.
#[derive(Default)]
struct Seen(u32);

impl Seen {
    fn once(&mut self, field: u32) -> Read<()> {
        let bit = 1 << field;
        if self.0 & bit != 0 {
            return Err(Other);
        }
        self.0 |= bit;
        Ok(())
    }
}

/// Skips a field this reading does not know (as prost does), a group excepted.
fn unknown(r: &mut Reader<'_>, wire: u8) -> Read<()> {
    match wire {
        VARINT | FIXED64 | LEN | FIXED32 => Ok(r.skip(wire)?),
        _ => Err(Other),
    }
}

/// A map entry into `map`: a key string (field 1) and a value (field 2) that `value` reads,
/// either absent for its default; a later entry of the same key replaces an earlier one.
fn entry<V: Default>(
    bytes: &[u8],
    map: &mut IndexMap<String, V>,
    value: impl FnOnce(&[u8]) -> Read<V>,
) -> Read<()> {
    let (mut k, mut v) = (None, None);
    let mut r = Reader::new(bytes);
    while !r.done() {
        match r.key()? {
            (1, LEN) if k.is_none() => k = Some(std::str::from_utf8(r.len_delimited()?)?),
            (2, LEN) if v.is_none() => v = Some(r.len_delimited()?),
            (1 | 2, _) => return Err(Other),
            (_, wire) => unknown(&mut r, wire)?,
        }
    }
    let v = match v {
        Some(b) => value(b)?,
        None => V::default(),
    };
    map.insert(k.unwrap_or_default().to_string(), v);
    Ok(())
}

/// A protobuf map comes out in key order (prost's `BTreeMap`).
fn in_map_order<V>(map: &mut IndexMap<String, V>) {
    if !map.keys().is_sorted() {
        map.sort_unstable_keys();
    }
}

/// An enum: prost keeps a varint's low 32 bits.
fn enum_number(n: u64) -> i32 {
    n as i32
}

fn meta(bytes: &[u8]) -> Read<model::RequestMeta> {
    let mut meta = model::RequestMeta::default();
    let mut r = Reader::new(bytes);
    while !r.done() {
        match r.key()? {
            (1, LEN) => meta.tag = std::str::from_utf8(r.len_delimited()?)?.to_string(),
            (2, VARINT) => meta
                .capabilities
                .push(model::Capability::from_number(enum_number(r.varint()?))),
            (2, LEN) => {
                // Packed.
                let mut packed = Reader::new(r.len_delimited()?);
                while !packed.done() {
                    let n = enum_number(packed.varint()?);
                    meta.capabilities.push(model::Capability::from_number(n));
                }
            }
            (1 | 2, _) => return Err(Other),
            (_, wire) => unknown(&mut r, wire)?,
        }
    }
    Ok(meta)
}

/// A state; the observed one's composite goes through the thread's last one.
fn state(bytes: &[u8], observed: bool) -> Read<model::State> {
    let mut state = model::State::default();
    let mut seen = Seen::default();
    let mut r = Reader::new(bytes);
    while !r.done() {
        match r.key()? {
            (1, LEN) => {
                seen.once(1)?;
                state.composite = Some(resource(r.len_delimited()?, observed)?);
            }
            (2, LEN) => entry(r.len_delimited()?, &mut state.resources, |b| {
                resource(b, false)
            })?,
            (1 | 2, _) => return Err(Other),
            (_, wire) => unknown(&mut r, wire)?,
        }
    }
    in_map_order(&mut state.resources);
    Ok(state)
}

fn resource(bytes: &[u8], reused: bool) -> Read<model::Resource> {
    let mut out = model::Resource::default();
    let mut body = None;
    let mut r = Reader::new(bytes);
    while !r.done() {
        match r.key()? {
            (1, LEN) => body = Some(r.len_delimited()?),
            (2, LEN) => entry(r.len_delimited()?, &mut out.connection_details, |b| {
                Ok(b.to_vec())
            })?,
            (3, VARINT) => out.ready = model::Ready::from_number(enum_number(r.varint()?)),
            (1..=3, _) => return Err(Other),
            (_, wire) => unknown(&mut r, wire)?,
        }
    }
    in_map_order(&mut out.connection_details);
    out.resource = match body {
        Some(b) if reused => convert::reused_composite(b)?,
        Some(b) => structpb::decode_struct(b)?,
        None => Value::Null,
    };
    Ok(out)
}

/// `Resources`: its repeated items.
fn resources(bytes: &[u8]) -> Read<Vec<model::Resource>> {
    let mut items = Vec::new();
    let mut r = Reader::new(bytes);
    while !r.done() {
        match r.key()? {
            (1, LEN) => items.push(resource(r.len_delimited()?, false)?),
            (1, _) => return Err(Other),
            (_, wire) => unknown(&mut r, wire)?,
        }
    }
    Ok(items)
}

/// `Credentials`: a oneof of one member, `CredentialData` (a map of bytes).
fn credentials(bytes: &[u8]) -> Read<model::Credentials> {
    let mut out = model::Credentials::Unset;
    let mut seen = Seen::default();
    let mut r = Reader::new(bytes);
    while !r.done() {
        match r.key()? {
            (1, LEN) => {
                seen.once(1)?;
                let mut data = IndexMap::new();
                let mut d = Reader::new(r.len_delimited()?);
                while !d.done() {
                    match d.key()? {
                        (1, LEN) => entry(d.len_delimited()?, &mut data, |b| Ok(b.to_vec()))?,
                        (1, _) => return Err(Other),
                        (_, wire) => unknown(&mut d, wire)?,
                    }
                }
                in_map_order(&mut data);
                out = model::Credentials::Data(data);
            }
            (1, _) => return Err(Other),
            (_, wire) => unknown(&mut r, wire)?,
        }
    }
    Ok(out)
}

/// `Schema`: its optional OpenAPI v3 object.
fn schema(bytes: &[u8]) -> Read<model::Schema> {
    let mut openapi = None;
    let mut r = Reader::new(bytes);
    while !r.done() {
        match r.key()? {
            (1, LEN) => openapi = Some(r.len_delimited()?),
            (1, _) => return Err(Other),
            (_, wire) => unknown(&mut r, wire)?,
        }
    }
    Ok(model::Schema {
        openapi_v3: openapi.map(structpb::decode_struct).transpose()?,
    })
}
