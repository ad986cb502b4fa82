//! `google.protobuf.Struct` / `Value` / `ListValue` wire format <-> [`Value`], directly.
//!
//! The generated messages carry every `Struct` field as its encoded bytes (see `build.rs`);
//! this module decodes and encodes those bytes without an intermediate protobuf tree, with a
//! depth limit of its own ([`MAX_DEPTH`] nested objects and lists) instead of prost's limit of
//! 100 nested messages (about 30 JSON levels).
//!
//! Decoding follows protobuf semantics: unknown fields are skipped (groups included, without
//! recursion); within `Value` the last member of the `kind` oneof wins and a `Value` with no
//! kind is null; a map entry without a value is null; a repeated key keeps its last value. Keys
//! come out sorted, as from any protobuf map. Numbers follow [`number_from_f64`]. Strings must be
//! UTF-8. A wrong wire type for a known field, a truncated field or a malformed varint is an
//! error.
//!
//! Encoding writes map entries in the value's key order, `null` as `null_value: NULL_VALUE`
//! (oneof members are always written) and numbers as the nearest `f64`. Lengths are computed in
//! one pass and cached, so encoding is linear in the output size.

use indexmap::IndexMap;
use smol_str::SmolStr;
use strata_core::{Map, Number, Value};

/// Deepest nesting of objects and lists accepted in either direction. Decoding recurses once per
/// level; 256 levels stay well inside a 2 MiB thread stack even in unoptimised builds.
pub const MAX_DEPTH: usize = 256;

/// The largest integer magnitude an `f64` holds exactly (2^53).
const MAX_EXACT_INT: f64 = 9_007_199_254_740_992.0;

pub(crate) const VARINT: u8 = 0;
pub(crate) const FIXED64: u8 = 1;
pub(crate) const LEN: u8 = 2;
const START_GROUP: u8 = 3;
const END_GROUP: u8 = 4;
pub(crate) const FIXED32: u8 = 5;

/// Converts an `f64` from the wire to an exact [`Value`] number: an integral value with
/// magnitude at most 2^53 is an integer (`3` stays `3`, not `3.0`), any other finite value a
/// float, and a non-finite one the string `"NaN"`, `"Infinity"` or `"-Infinity"` (as the
/// protobuf JSON mapping writes it).
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

// ---------------------------------------------------------------------------------------------
// Decoding
// ---------------------------------------------------------------------------------------------

/// A cursor over protobuf wire bytes.
pub(crate) struct Reader<'a> {
    buf: &'a [u8],
    pos: usize,
}

impl<'a> Reader<'a> {
    pub(crate) fn new(buf: &'a [u8]) -> Reader<'a> {
        Reader { buf, pos: 0 }
    }

    pub(crate) fn done(&self) -> bool {
        self.pos >= self.buf.len()
    }

    fn byte(&mut self) -> Result<u8, String> {
        let b = self.buf.get(self.pos).copied().ok_or("truncated message")?;
        self.pos += 1;
        Ok(b)
    }

    #[inline]
    pub(crate) fn varint(&mut self) -> Result<u64, String> {
        // One byte: every key here and most lengths.
        if let Some(&b) = self.buf.get(self.pos) {
            if b < 0x80 {
                self.pos += 1;
                return Ok(u64::from(b));
            }
        }
        let mut value = 0u64;
        for shift in (0..70).step_by(7) {
            let b = self.byte()?;
            if shift == 63 && b > 1 {
                return Err("malformed varint".into());
            }
            value |= u64::from(b & 0x7f) << shift;
            if b & 0x80 == 0 {
                return Ok(value);
            }
        }
        Err("malformed varint".into())
    }

    fn take(&mut self, n: usize) -> Result<&'a [u8], String> {
        let end = self
            .pos
            .checked_add(n)
            .filter(|&e| e <= self.buf.len())
            .ok_or("truncated message")?;
        let out = self.buf.get(self.pos..end).ok_or("truncated message")?;
        self.pos = end;
        Ok(out)
    }

    pub(crate) fn len_delimited(&mut self) -> Result<&'a [u8], String> {
        let n = usize::try_from(self.varint()?).map_err(|_| "length too large")?;
        self.take(n)
    }

    /// Reads a field key: (field number, wire type).
    pub(crate) fn key(&mut self) -> Result<(u64, u8), String> {
        let k = self.varint()?;
        if k > u64::from(u32::MAX) {
            // Field numbers end at 2^29 - 1: a longer key is malformed, as prost has it.
            return Err("invalid field key".into());
        }
        let wire = u8::try_from(k & 7).unwrap_or(7);
        let field = k >> 3;
        if field == 0 {
            return Err("field number 0".into());
        }
        Ok((field, wire))
    }

    /// Skips the value of a field with this wire type. Groups are skipped with a counter, not
    /// recursion.
    pub(crate) fn skip(&mut self, wire: u8) -> Result<(), String> {
        match wire {
            VARINT => self.varint().map(drop),
            FIXED64 => self.take(8).map(drop),
            LEN => self.len_delimited().map(drop),
            FIXED32 => self.take(4).map(drop),
            START_GROUP => {
                let mut open = 1usize;
                while open > 0 {
                    let (_, w) = self.key()?;
                    match w {
                        START_GROUP => open += 1,
                        END_GROUP => open -= 1,
                        other => self.skip(other)?,
                    }
                }
                Ok(())
            }
            END_GROUP => Err("unexpected end of group".into()),
            _ => Err(format!("invalid wire type {wire}")),
        }
    }
}

fn expect_wire(field: u64, wire: u8, want: u8) -> Result<(), String> {
    if wire == want {
        Ok(())
    } else {
        Err(format!(
            "field {field} has wire type {wire}, expected {want}"
        ))
    }
}

/// Decodes the bytes of a `google.protobuf.Struct` into a [`Value::Map`].
pub fn decode_struct(bytes: &[u8]) -> Result<Value, String> {
    if bytes.is_empty() {
        // The empty object (the usual `context`), shared instead of made per request.
        static EMPTY: std::sync::LazyLock<Value> =
            std::sync::LazyLock::new(|| Value::map(Map::new()));
        return Ok(EMPTY.clone());
    }
    decode_struct_at(bytes, 1).map(Value::map)
}

fn too_deep() -> String {
    format!("value nested deeper than {MAX_DEPTH} levels")
}

fn decode_struct_at(bytes: &[u8], depth: usize) -> Result<Map, String> {
    if depth > MAX_DEPTH {
        return Err(too_deep());
    }
    let mut r = Reader::new(bytes);
    let mut map: IndexMap<SmolStr, Value> = IndexMap::new();
    while !r.done() {
        let (field, wire) = r.key()?;
        if field != 1 {
            r.skip(wire)?;
            continue;
        }
        expect_wire(field, wire, LEN)?;
        let entry = r.len_delimited()?;
        let mut e = Reader::new(entry);
        let mut key = SmolStr::default();
        let mut value = Value::Null;
        while !e.done() {
            let (f, w) = e.key()?;
            match f {
                1 => {
                    expect_wire(f, w, LEN)?;
                    let k = std::str::from_utf8(e.len_delimited()?)
                        .map_err(|_| "map key is not UTF-8")?;
                    key = SmolStr::from(k);
                }
                2 => {
                    expect_wire(f, w, LEN)?;
                    value = decode_value_at(e.len_delimited()?, depth)?;
                }
                _ => e.skip(w)?,
            }
        }
        map.insert(key, value);
    }
    map.sort_keys();
    Ok(map)
}

fn decode_list_at(bytes: &[u8], depth: usize) -> Result<Value, String> {
    if depth > MAX_DEPTH {
        return Err(too_deep());
    }
    let mut r = Reader::new(bytes);
    let mut items = Vec::new();
    while !r.done() {
        let (field, wire) = r.key()?;
        if field != 1 {
            r.skip(wire)?;
            continue;
        }
        expect_wire(field, wire, LEN)?;
        items.push(decode_value_at(r.len_delimited()?, depth)?);
    }
    Ok(Value::list(items))
}

/// Decodes the bytes of a `google.protobuf.Value`; `depth` is that of the enclosing container.
fn decode_value_at(bytes: &[u8], depth: usize) -> Result<Value, String> {
    let mut r = Reader::new(bytes);
    let mut value = Value::Null;
    while !r.done() {
        let (field, wire) = r.key()?;
        value = match field {
            1 => {
                expect_wire(field, wire, VARINT)?;
                r.varint()?;
                Value::Null
            }
            2 => {
                expect_wire(field, wire, FIXED64)?;
                let raw = r.take(8)?;
                let mut b = [0u8; 8];
                b.copy_from_slice(raw);
                number_from_f64(f64::from_le_bytes(b))
            }
            3 => {
                expect_wire(field, wire, LEN)?;
                let s =
                    std::str::from_utf8(r.len_delimited()?).map_err(|_| "string is not UTF-8")?;
                Value::string(s)
            }
            4 => {
                expect_wire(field, wire, VARINT)?;
                Value::Bool(r.varint()? != 0)
            }
            5 => {
                expect_wire(field, wire, LEN)?;
                Value::map(decode_struct_at(r.len_delimited()?, depth + 1)?)
            }
            6 => {
                expect_wire(field, wire, LEN)?;
                decode_list_at(r.len_delimited()?, depth + 1)?
            }
            _ => {
                r.skip(wire)?;
                continue;
            }
        };
    }
    Ok(value)
}

// ---------------------------------------------------------------------------------------------
// Encoding
// ---------------------------------------------------------------------------------------------

pub(crate) fn varint_len(mut n: usize) -> usize {
    let mut len = 1;
    while n >= 0x80 {
        n >>= 7;
        len += 1;
    }
    len
}

pub(crate) fn put_varint(out: &mut Vec<u8>, n: usize) {
    put_varint64(out, n as u64);
}

pub(crate) fn put_varint64(out: &mut Vec<u8>, mut n: u64) {
    while n >= 0x80 {
        out.push((n as u8 & 0x7f) | 0x80);
        n >>= 7;
    }
    out.push(n as u8);
}

/// Encodes a [`Value::Map`] as the bytes of a `google.protobuf.Struct`; any other value is an
/// error, as is nesting deeper than [`MAX_DEPTH`].
pub fn encode_struct(value: &Value) -> Result<Vec<u8>, String> {
    let mut out = Vec::new();
    encode_struct_into(value, &mut out)?;
    Ok(out)
}

/// [`encode_struct`], appending to `out` (which is left as it was on an error).
pub fn encode_struct_into(value: &Value, out: &mut Vec<u8>) -> Result<(), String> {
    let Value::Map(map) = value else {
        return Err(format!("expected an object, got {}", value.kind()));
    };
    if map.is_empty() {
        return Ok(());
    }
    // Pass 1: content lengths of every Struct and ListValue, in pre-order.
    let mut sizes = Vec::new();
    let total = struct_len(map, 1, &mut sizes)?;
    // Pass 2: write.
    out.reserve(total);
    let mut cursor = 0usize;
    write_struct(map, &sizes, &mut cursor, out);
    Ok(())
}

/// Content length of a `Value` message holding `v`.
fn value_len(v: &Value, depth: usize, sizes: &mut Vec<usize>) -> Result<usize, String> {
    Ok(match v {
        Value::Null | Value::Bool(_) => 2,
        Value::Number(_) => 9,
        Value::String(s) => 1 + varint_len(s.len()) + s.len(),
        Value::Map(m) => {
            let c = struct_len(m, depth + 1, sizes)?;
            1 + varint_len(c) + c
        }
        Value::List(items) => {
            let c = list_len(items, depth + 1, sizes)?;
            1 + varint_len(c) + c
        }
    })
}

fn struct_len(map: &Map, depth: usize, sizes: &mut Vec<usize>) -> Result<usize, String> {
    if depth > MAX_DEPTH {
        return Err(too_deep());
    }
    let slot = sizes.len();
    sizes.push(0);
    let mut total = 0;
    for (k, v) in map.iter() {
        let vl = value_len(v, depth, sizes)?;
        let entry = 1 + varint_len(k.len()) + k.len() + 1 + varint_len(vl) + vl;
        total += 1 + varint_len(entry) + entry;
    }
    if let Some(s) = sizes.get_mut(slot) {
        *s = total;
    }
    Ok(total)
}

fn list_len(items: &[Value], depth: usize, sizes: &mut Vec<usize>) -> Result<usize, String> {
    if depth > MAX_DEPTH {
        return Err(too_deep());
    }
    let slot = sizes.len();
    sizes.push(0);
    let mut total = 0;
    for v in items {
        let vl = value_len(v, depth, sizes)?;
        total += 1 + varint_len(vl) + vl;
    }
    if let Some(s) = sizes.get_mut(slot) {
        *s = total;
    }
    Ok(total)
}

/// Length of a `Value` message from the cache (containers) or directly (scalars); does not
/// advance the cursor.
fn cached_value_len(v: &Value, sizes: &[usize], cursor: usize) -> usize {
    match v {
        Value::Map(_) | Value::List(_) => {
            let c = sizes.get(cursor).copied().unwrap_or(0);
            1 + varint_len(c) + c
        }
        Value::Null | Value::Bool(_) => 2,
        Value::Number(_) => 9,
        Value::String(s) => 1 + varint_len(s.len()) + s.len(),
    }
}

fn write_value(v: &Value, sizes: &[usize], cursor: &mut usize, out: &mut Vec<u8>) {
    match v {
        Value::Null => out.extend_from_slice(&[0x08, 0x00]),
        Value::Bool(b) => out.extend_from_slice(&[0x20, u8::from(*b)]),
        Value::Number(n) => {
            out.push(0x11);
            out.extend_from_slice(&n.as_f64().to_le_bytes());
        }
        Value::String(s) => {
            out.push(0x1a);
            put_varint(out, s.len());
            out.extend_from_slice(s.as_bytes());
        }
        Value::Map(m) => {
            out.push(0x2a);
            put_varint(out, sizes.get(*cursor).copied().unwrap_or(0));
            write_struct(m, sizes, cursor, out);
        }
        Value::List(items) => {
            out.push(0x32);
            put_varint(out, sizes.get(*cursor).copied().unwrap_or(0));
            *cursor += 1;
            for item in items.iter() {
                out.push(0x0a);
                put_varint(out, cached_value_len(item, sizes, *cursor));
                write_value(item, sizes, cursor, out);
            }
        }
    }
}

/// Writes the content of a Struct whose size is at `sizes[*cursor]`.
fn write_struct(map: &Map, sizes: &[usize], cursor: &mut usize, out: &mut Vec<u8>) {
    *cursor += 1;
    for (k, v) in map.iter() {
        let vl = cached_value_len(v, sizes, *cursor);
        let entry = 1 + varint_len(k.len()) + k.len() + 1 + varint_len(vl) + vl;
        out.push(0x0a);
        put_varint(out, entry);
        out.push(0x0a);
        put_varint(out, k.len());
        out.extend_from_slice(k.as_bytes());
        out.push(0x12);
        put_varint(out, vl);
        write_value(v, sizes, cursor, out);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn varints() {
        for n in [0usize, 1, 127, 128, 300, 16_383, 16_384, usize::MAX >> 1] {
            let mut out = Vec::new();
            put_varint(&mut out, n);
            assert_eq!(out.len(), varint_len(n));
            let mut r = Reader::new(&out);
            assert_eq!(r.varint().unwrap(), n as u64);
        }
        assert!(Reader::new(&[0xff; 11]).varint().is_err());
        assert!(Reader::new(&[0x80]).varint().is_err());
    }

    #[test]
    fn groups_are_skipped_without_recursion() {
        // An unknown field 7 holding 100,000 nested groups, then nothing else.
        let mut bytes = Vec::new();
        bytes.extend(std::iter::repeat_n(0x3b, 100_000)); // field 7, start group
        bytes.extend(std::iter::repeat_n(0x3c, 100_000)); // field 7, end group
        assert_eq!(decode_struct(&bytes).unwrap(), Value::map(Map::new()));
        assert!(decode_struct(&[0x3b]).is_err());
        assert!(decode_struct(&[0x3c]).is_err());
    }
}
