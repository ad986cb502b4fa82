//! The JSON that hcldec prints for a decoded value.
//!
//! * A value is written with its own type: lists, sets and tuples as arrays (sets in their
//!   canonical order), maps and objects as objects with keys sorted, numbers as exact
//!   decimals without exponent (`-0` stays `-0`), strings with `<`, `>`, `&`, U+2028 and
//!   U+2029 escaped. A null is `null`; an unknown value or an infinity cannot be written.
//! * `--with-type` wraps a value whose type is known as `{"value":…,"type":…}` with the
//!   type in HCL's typed-JSON form (`"string"`, `["list","number"]`, `["object",{…}]`, …).
//!   A null of unknown type is plain `null`.
//! * Unless nulls are kept, every object property whose value is `null` is removed (at any
//!   depth), and all keys come out sorted, so the wrapper reads `{"type":…,"value":…}`;
//!   with `--keep-nulls` the wrapper keeps the order `value`, `type`.

use strata_core::json::{write, WriteOptions};
use strata_core::{Map as JsonMap, Number as JsonNumber, Value as JsonValue};
use strata_hcl_types::Value;

/// Why a value cannot be written (printed as `Error: MESSAGE`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct OutputError(pub String);

impl std::fmt::Display for OutputError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for OutputError {}

/// Deepest value nesting written; deeper values are an error. Above the syntaxes' own
/// nesting limits (`strata_hcl::parser::MAX_NESTING`, `strata_hcl::json::MAX_JSON_NESTING`),
/// so every value a file can spell is written; the recursion grows the stack as it goes.
pub const MAX_DEPTH: usize = strata_hcl::json::MAX_JSON_NESTING + 1;

/// The value as an interchange JSON value.
pub fn to_json(v: &Value) -> Result<JsonValue, OutputError> {
    to_json_depth(v, 0)
}

fn to_json_depth(v: &Value, depth: usize) -> Result<JsonValue, OutputError> {
    if depth > MAX_DEPTH {
        return Err(OutputError("value is nested too deeply".into()));
    }
    if v.is_null() {
        return Ok(JsonValue::Null);
    }
    if !v.is_known() {
        return Err(OutputError("value is not known".into()));
    }
    if let Some(b) = v.as_bool() {
        return Ok(JsonValue::Bool(b));
    }
    if let Some(n) = v.as_number() {
        if n.is_infinite() {
            return Err(OutputError("cannot serialize infinity as JSON".into()));
        }
        // Whole numbers in the i64 range print as themselves: a cheap path for the common
        // case (general decimal formatting of a 512-bit number is costly). `-0` keeps its sign.
        let num = match n.to_i64() {
            Some(i) if n.is_integer() && !(i == 0 && n.is_sign_negative()) => JsonNumber::Int(i),
            _ => JsonNumber::Decimal(n.to_text().into()),
        };
        return Ok(JsonValue::Number(num));
    }
    if let Some(s) = v.as_str() {
        return Ok(JsonValue::string(s));
    }
    if let Some(items) = v.as_elements() {
        let out = items
            .iter()
            .map(|e| strata_core::budget::grow(|| to_json_depth(e, depth + 1)))
            .collect::<Result<Vec<_>, _>>()?;
        return Ok(JsonValue::list(out));
    }
    if let Some(attrs) = v.as_attributes() {
        let mut m = JsonMap::with_capacity(attrs.len());
        for (k, e) in attrs {
            m.insert(
                k.as_str().into(),
                strata_core::budget::grow(|| to_json_depth(e, depth + 1))?,
            );
        }
        return Ok(JsonValue::map(m));
    }
    Err(OutputError("value has no JSON form".into()))
}

/// The text hcldec prints for `v` (without the final newline).
pub fn render(v: &Value, with_type: bool, keep_nulls: bool) -> Result<String, OutputError> {
    let mut out = String::new();
    if !with_type || v.ty().is_dynamic() {
        write_value(&mut out, v, keep_nulls, 0)?;
        return Ok(out);
    }
    let opts = WriteOptions {
        indent: None,
        sort_keys: true,
        escape_html: true,
    };
    let ty = write(&v.ty().to_json(), &opts);
    if keep_nulls {
        out.push_str("{\"value\":");
        write_value(&mut out, v, keep_nulls, 0)?;
        out.push_str(",\"type\":");
        out.push_str(&ty);
        out.push('}');
    } else {
        out.push_str("{\"type\":");
        out.push_str(&ty);
        if !v.is_null() {
            out.push_str(",\"value\":");
            write_value(&mut out, v, keep_nulls, 0)?;
        }
        out.push('}');
    }
    Ok(out)
}

/// Appends the text hcldec prints for `v` without its type to `out` (what [`render`] returns
/// without `with_type`); on an error, `out` may hold part of it.
pub fn render_into(out: &mut String, v: &Value, keep_nulls: bool) -> Result<(), OutputError> {
    write_value(out, v, keep_nulls, 0)
}

/// Writes `v` as JSON straight into `out` (object keys come sorted from the value).
fn write_value(
    out: &mut String,
    v: &Value,
    keep_nulls: bool,
    depth: usize,
) -> Result<(), OutputError> {
    if depth > MAX_DEPTH {
        return Err(OutputError("value is nested too deeply".into()));
    }
    if v.is_null() {
        out.push_str("null");
        return Ok(());
    }
    if let Some(items) = v.as_elements() {
        out.push('[');
        for (i, e) in items.iter().enumerate() {
            if i > 0 {
                out.push(',');
            }
            strata_core::budget::grow(|| write_value(out, e, keep_nulls, depth + 1))?;
        }
        out.push(']');
        return Ok(());
    }
    if let Some(attrs) = v.as_attributes() {
        out.push('{');
        let mut first = true;
        for (k, e) in attrs {
            if !keep_nulls && e.is_null() {
                continue;
            }
            if !first {
                out.push(',');
            }
            first = false;
            strata_core::json::write_string(out, k, true);
            out.push(':');
            strata_core::budget::grow(|| write_value(out, e, keep_nulls, depth + 1))?;
        }
        out.push('}');
        return Ok(());
    }
    if let Some(s) = v.as_str() {
        strata_core::json::write_string(out, s, true);
        return Ok(());
    }
    if let Some(b) = v.as_bool() {
        out.push_str(if b { "true" } else { "false" });
        return Ok(());
    }
    if let Some(n) = v.as_number() {
        if !n.is_infinite() {
            write_number(out, n);
            return Ok(());
        }
    }
    let j = to_json_depth(v, depth)?;
    out.push_str(&write(&j, &WriteOptions::compact()));
    Ok(())
}

/// Appends the text of a finite number `n`, as `to_json_depth` writes it without the
/// interchange value: whole numbers in the i64 range as themselves (`-0` keeps its sign),
/// others as exact decimals.
pub(crate) fn write_number(out: &mut String, n: &strata_hcl_types::Number) {
    match n.to_i64() {
        Some(i) if n.is_integer() && !(i == 0 && n.is_sign_negative()) => push_int(out, i),
        _ => out.push_str(&n.to_text()),
    }
}

/// Appends the decimal digits of `i` (what `{i}` formats, without the formatting machinery).
pub(crate) fn push_int(out: &mut String, i: i64) {
    let mut buf = [0u8; 20];
    let mut pos = buf.len();
    let mut u = i.unsigned_abs();
    loop {
        pos -= 1;
        buf[pos] = b'0' + (u % 10) as u8;
        u /= 10;
        if u == 0 {
            break;
        }
    }
    if i < 0 {
        out.push('-');
    }
    // ASCII digits, pushed as characters (no UTF-8 check of the buffer).
    out.extend(buf.iter().skip(pos).map(|&b| char::from(b)));
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::BTreeMap;
    use strata_hcl_types::{Number, Type};

    fn obj(pairs: &[(&str, Value)]) -> Value {
        Value::object(
            pairs
                .iter()
                .map(|(k, v)| (k.to_string(), v.clone()))
                .collect::<BTreeMap<_, _>>(),
        )
    }

    #[test]
    fn nulls_are_stripped_unless_kept() {
        let v = obj(&[
            ("b", Value::null(Type::Number)),
            ("a", Value::string("x<y")),
        ]);
        assert_eq!(render(&v, false, false).unwrap(), r#"{"a":"x\u003cy"}"#);
        assert_eq!(
            render(&v, false, true).unwrap(),
            r#"{"a":"x\u003cy","b":null}"#
        );
        assert_eq!(
            render(&v, true, true).unwrap(),
            r#"{"value":{"a":"x\u003cy","b":null},"type":["object",{"a":"string","b":"number"}]}"#
        );
        assert_eq!(
            render(&v, true, false).unwrap(),
            r#"{"type":["object",{"a":"string","b":"number"}],"value":{"a":"x\u003cy"}}"#
        );
        assert_eq!(
            render(&Value::null(Type::String), true, false).unwrap(),
            r#"{"type":"string"}"#
        );
        assert_eq!(render(&Value::dynamic_null(), true, false).unwrap(), "null");
    }

    #[test]
    fn integers_are_written_as_formatted() {
        for i in [0, 7, -7, 10, 99, -100, 1_234_567, i64::MAX, i64::MIN] {
            let mut out = String::new();
            push_int(&mut out, i);
            assert_eq!(out, i.to_string());
            assert_eq!(render(&Value::int(i), false, false).unwrap(), i.to_string());
        }
        assert_eq!(
            render(&Value::bool(true), false, false).unwrap(),
            "true".to_string()
        );
    }

    #[test]
    fn numbers_are_exact_decimals() {
        let n = |t: &str| Value::number(Number::parse(t).unwrap());
        assert_eq!(
            render(&n("1e21"), false, false).unwrap(),
            "1000000000000000000000"
        );
        assert_eq!(render(&n("0.1"), false, false).unwrap(), "0.1");
        assert_eq!(render(&n("-0"), false, false).unwrap(), "-0");
        let inf = Value::number(Number::infinity(false));
        assert_eq!(
            render(&inf, false, false).unwrap_err().0,
            "cannot serialize infinity as JSON"
        );
        assert_eq!(
            render(&Value::unknown(Type::String), false, false)
                .unwrap_err()
                .0,
            "value is not known"
        );
    }
}
