//! HCL values and JSON.
//!
//! * [`to_json`]: a wholly known value as an interchange [`strata_core::Value`]: lists, sets
//!   and tuples become arrays, maps and objects become objects with keys sorted, numbers keep
//!   their exact shortest decimal text. Unknown values and infinities cannot be written
//!   (`cannot serialize infinity as JSON`).
//! * [`to_yaml_value`]: the same, but infinities become float infinities (for
//!   `yamlencode`, whose YAML can write them).
//! * [`from_json`]: an interchange value as an HCL value with its *implied type*: objects
//!   become object types, arrays tuple types, `null` the null of the dynamic pseudo-type.
//! * [`to_typed_json`]: the `--with-type` pair of value and typed-JSON type.
//! * [`encode`] / [`decode`]: the `jsonencode` / `jsondecode` functions: compact JSON with
//!   sorted keys and `<`, `>`, `&`, U+2028, U+2029 escaped; decoding gives implied types.

use std::collections::BTreeMap;

use strata_core::json::WriteOptions;
use strata_core::{Map as JsonMap, Number as JsonNumber, Value as JsonValue};

use crate::number::Number;
use crate::types::Type;
use crate::value::Value;

pub use crate::json_error::JsonError;

fn err(message: &str) -> JsonError {
    JsonError {
        message: message.into(),
    }
}

/// The JSON number for an HCL number (finite only).
pub fn number_to_json(n: &Number) -> Result<JsonNumber, JsonError> {
    if n.is_infinite() {
        return Err(err("cannot serialize infinity as JSON"));
    }
    // The text is kept exactly as HCL prints it (`0.0000001`, never `1e-7`; `-0` stays).
    let text = n.to_text();
    match text.parse::<i64>() {
        Ok(i) if text != "-0" => Ok(JsonNumber::Int(i)),
        _ => Ok(JsonNumber::Decimal(text.into())),
    }
}

/// Writes a wholly known value as an interchange value.
pub fn to_json(v: &Value) -> Result<JsonValue, JsonError> {
    to_json_depth(v, 0, false)
}

/// Like [`to_json`], but infinities become the float infinities of the interchange value
/// (YAML can write them: `+.Inf`, `-.Inf`).
pub fn to_yaml_value(v: &Value) -> Result<JsonValue, JsonError> {
    to_json_depth(v, 0, true)
}

fn to_json_depth(v: &Value, depth: usize, infinities: bool) -> Result<JsonValue, JsonError> {
    if depth > crate::MAX_DEPTH {
        return Err(err("value is nested too deeply"));
    }
    if !v.is_known() {
        return Err(err("value is not known"));
    }
    if v.is_null() {
        return Ok(JsonValue::Null);
    }
    if let Some(b) = v.as_bool() {
        return Ok(JsonValue::Bool(b));
    }
    if let Some(n) = v.as_number() {
        if infinities && n.is_infinite() {
            let inf = if n.is_sign_negative() {
                f64::NEG_INFINITY
            } else {
                f64::INFINITY
            };
            return Ok(JsonValue::Number(JsonNumber::Float(inf)));
        }
        return Ok(JsonValue::Number(number_to_json(n)?));
    }
    if let Some(s) = v.as_str() {
        return Ok(JsonValue::string(s));
    }
    if let Some(items) = v.as_elements() {
        let out = items
            .iter()
            .map(|e| to_json_depth(e, depth + 1, infinities))
            .collect::<Result<Vec<_>, _>>()?;
        return Ok(JsonValue::list(out));
    }
    if let Some(attrs) = v.as_attributes() {
        let mut m = JsonMap::new();
        for (k, e) in attrs {
            m.insert(k.as_str().into(), to_json_depth(e, depth + 1, infinities)?);
        }
        return Ok(JsonValue::map(m));
    }
    Err(err("value has no JSON form"))
}

/// The `--with-type` form: `(value, type)` as interchange values.
pub fn to_typed_json(v: &Value) -> Result<(JsonValue, JsonValue), JsonError> {
    Ok((to_json(v)?, v.ty().to_json()))
}

/// Reads an interchange value with implied types. Fails only for nesting deeper than
/// [`MAX_DEPTH`](crate::MAX_DEPTH).
pub fn from_json(j: &JsonValue) -> Result<Value, JsonError> {
    from_json_depth(j, 0)
}

fn from_json_depth(j: &JsonValue, depth: usize) -> Result<Value, JsonError> {
    if depth > crate::MAX_DEPTH {
        return Err(err("value is nested too deeply"));
    }
    Ok(match j {
        JsonValue::Null => Value::dynamic_null(),
        JsonValue::Bool(b) => Value::bool(*b),
        JsonValue::Number(n) => match Number::parse(&n.to_string()) {
            Some(n) => Value::number(n),
            None => return Err(err("invalid number")),
        },
        JsonValue::String(s) => Value::string(s.as_str()),
        JsonValue::List(items) => Value::tuple(
            items
                .iter()
                .map(|e| from_json_depth(e, depth + 1))
                .collect::<Result<_, _>>()?,
        ),
        JsonValue::Map(m) => {
            let mut attrs = BTreeMap::new();
            for (k, e) in m.iter() {
                attrs.insert(k.to_string(), from_json_depth(e, depth + 1)?);
            }
            Value::object(attrs)
        }
    })
}

/// Reads JSON as a value of a given type (the inverse of [`to_json`] for that type): arrays
/// for lists, sets and tuples, objects for maps and objects (a missing object attribute is
/// null), `null` for the null of the type; where the type is the dynamic pseudo-type the JSON
/// must be a `{"value": ..., "type": ...}` pair.
pub fn from_json_with_type(j: &JsonValue, ty: &Type) -> Result<Value, JsonError> {
    typed_depth(j, ty, 0)
}

fn typed_depth(j: &JsonValue, ty: &Type, depth: usize) -> Result<Value, JsonError> {
    if depth > crate::MAX_DEPTH {
        return Err(err("value is nested too deeply"));
    }
    if matches!(j, JsonValue::Null) {
        return Ok(Value::null(ty.clone()));
    }
    let d = depth + 1;
    let mismatch = || JsonError {
        message: format!("{} required", ty.friendly_name()),
    };
    Ok(match ty {
        Type::Dynamic => {
            let m = j
                .as_map()
                .ok_or_else(|| err("dynamic value must be an object with value and type"))?;
            let t = Type::from_json(m.get("type").ok_or_else(|| err("missing type"))?)
                .map_err(|e| JsonError { message: e })?;
            typed_depth(m.get("value").unwrap_or(&JsonValue::Null), &t, d)?
        }
        Type::String => match j {
            JsonValue::String(s) => Value::string(s.as_str()),
            JsonValue::Number(n) => Value::string(n.to_string()),
            JsonValue::Bool(b) => Value::string(if *b { "true" } else { "false" }),
            _ => return Err(mismatch()),
        },
        Type::Number => match j {
            JsonValue::Number(n) => {
                Value::number(Number::parse(&n.to_string()).ok_or_else(mismatch)?)
            }
            JsonValue::String(s) => Value::number(Number::parse(s).ok_or_else(mismatch)?),
            _ => return Err(mismatch()),
        },
        Type::Bool => match j {
            JsonValue::Bool(b) => Value::bool(*b),
            JsonValue::String(s) if s == "true" || s == "false" => Value::bool(s == "true"),
            _ => return Err(mismatch()),
        },
        Type::List(e) | Type::Set(e) => {
            let items = j.as_list().ok_or_else(mismatch)?;
            let vals = items
                .iter()
                .map(|x| typed_depth(x, e, d))
                .collect::<Result<Vec<_>, _>>()?;
            if ty.is_list() {
                Value::list((**e).clone(), vals)
            } else {
                Value::set((**e).clone(), vals)
            }
        }
        Type::Map(e) => {
            let m = j.as_map().ok_or_else(mismatch)?;
            let mut vals = BTreeMap::new();
            for (k, x) in m.iter() {
                vals.insert(k.to_string(), typed_depth(x, e, d)?);
            }
            Value::map((**e).clone(), vals)
        }
        Type::Tuple(ts) => {
            let items = j.as_list().ok_or_else(mismatch)?;
            if items.len() != ts.len() {
                return Err(mismatch());
            }
            Value::tuple(
                items
                    .iter()
                    .zip(ts.iter())
                    .map(|(x, t)| typed_depth(x, t, d))
                    .collect::<Result<Vec<_>, _>>()?,
            )
        }
        Type::Object(o) => {
            let m = j.as_map().ok_or_else(mismatch)?;
            if let Some(k) = m.keys().find(|k| !o.contains_key(k.as_str())) {
                return Err(JsonError {
                    message: format!("unsupported attribute {k:?}"),
                });
            }
            let mut vals = BTreeMap::new();
            for (k, t) in o.iter() {
                let v = match m.get(k.as_str()) {
                    Some(x) => typed_depth(x, t, d)?,
                    None => Value::null(t.clone()),
                };
                vals.insert(k.clone(), v);
            }
            Value::object_of_type(ty.clone(), vals)
        }
    })
}

/// `jsonencode`: compact JSON, sorted keys, HTML-sensitive characters escaped.
pub fn encode(v: &Value) -> Result<String, JsonError> {
    if v.is_null() {
        return Ok("null".into());
    }
    let j = to_json(v)?;
    Ok(strata_core::json::write(
        &j,
        &WriteOptions {
            indent: None,
            sort_keys: true,
            escape_html: true,
        },
    ))
}

/// `jsondecode`: parses JSON text into a value of its implied type (see
/// [`json_decode`](crate::json_decode) for the accepted text and error wording).
pub fn decode(text: &str) -> Result<Value, JsonError> {
    crate::json_decode::decode(text)
}

/// The implied type of JSON text (what [`decode`] would produce).
pub fn implied_type(text: &str) -> Result<Type, JsonError> {
    decode(text).map(|v| v.ty().clone())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn round_trip_with_implied_types() {
        let v = decode(r#"{"b":[1,"x",null],"a":1.5}"#).unwrap();
        assert_eq!(
            strata_core::json::write(&v.ty().to_json(), &WriteOptions::compact()),
            r#"["object",{"a":"number","b":["tuple",["number","string","dynamic"]]}]"#
        );
        assert_eq!(encode(&v).unwrap(), r#"{"a":1.5,"b":[1,"x",null]}"#);
        assert_eq!(
            encode(&Value::string("<&>")).unwrap(),
            r#""\u003c\u0026\u003e""#
        );
    }

    #[test]
    fn infinity_and_unknown_fail() {
        let inf = Value::number(Number::infinity(false));
        assert_eq!(
            to_json(&inf).unwrap_err().message,
            "cannot serialize infinity as JSON"
        );
        assert!(to_json(&Value::unknown(Type::String)).is_err());
        assert!(decode("{bad").is_err());
        let deep = format!("{}{}", "[".repeat(300), "]".repeat(300));
        assert_eq!(
            decode(&deep).unwrap_err().message,
            "value is nested too deeply"
        );
    }

    #[test]
    fn exact_numbers() {
        let third = Number::parse("1")
            .unwrap()
            .div(&Number::parse("3").unwrap())
            .unwrap();
        let j = to_json(&Value::number(third)).unwrap();
        let text = strata_core::json::write(&j, &WriteOptions::compact());
        assert!(text.starts_with("0.3333333333"));
        assert_eq!(text.len(), 157);
    }
}
