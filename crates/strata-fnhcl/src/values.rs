//! Conversion between the interchange values of the protocol ([`strata_core::Value`]) and HCL
//! values ([`strata_hcl_types::Value`]).
//!
//! Into HCL, JSON-like data takes the types HCL infers for JSON: maps become objects, lists
//! become tuples, `null` is a null of the dynamic pseudo-type. Out of HCL, objects and maps
//! become maps (keys sorted, as HCL keeps them), lists, sets and tuples become lists, and
//! whole numbers that fit an `i64` become integers. Both directions are bounded by
//! [`MAX_VALUE_DEPTH`] levels of nesting.

use std::collections::BTreeMap;
use strata_core::{Map, Number as CoreNumber, Value as CoreValue};
use strata_hcl_types::{Number, Type, Value};

/// The deepest nesting of values converted in either direction.
pub const MAX_VALUE_DEPTH: usize = 200;

/// Why a value could not be converted.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ConvertError {
    TooDeep,
    Unknown,
    BadNumber(String),
}

impl std::fmt::Display for ConvertError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            ConvertError::TooDeep => {
                write!(f, "value nested more than {MAX_VALUE_DEPTH} levels deep")
            }
            ConvertError::Unknown => f.write_str("value is not wholly known"),
            ConvertError::BadNumber(t) => write!(f, "number {t} cannot be represented"),
        }
    }
}

/// Converts an interchange value to an HCL value.
pub fn to_hcl(v: &CoreValue) -> Result<Value, ConvertError> {
    to_hcl_at(v, 0)
}

fn to_hcl_at(v: &CoreValue, depth: usize) -> Result<Value, ConvertError> {
    if depth > MAX_VALUE_DEPTH {
        return Err(ConvertError::TooDeep);
    }
    Ok(match v {
        CoreValue::Null => Value::dynamic_null(),
        CoreValue::Bool(b) => Value::bool(*b),
        CoreValue::Number(n) => Value::number(core_number_to_hcl(n)?),
        CoreValue::String(s) => Value::string(s.as_str()),
        CoreValue::List(items) => Value::tuple(
            items
                .iter()
                .map(|i| to_hcl_at(i, depth + 1))
                .collect::<Result<Vec<_>, _>>()?,
        ),
        CoreValue::Map(m) => {
            let mut attrs = BTreeMap::new();
            for (k, v) in m.iter() {
                attrs.insert(k.to_string(), to_hcl_at(v, depth + 1)?);
            }
            Value::object(attrs)
        }
    })
}

fn core_number_to_hcl(n: &CoreNumber) -> Result<Number, ConvertError> {
    match n {
        CoreNumber::Int(i) => Ok(Number::from_i64(*i)),
        CoreNumber::Float(f) => {
            Number::from_f64(*f).ok_or_else(|| ConvertError::BadNumber(f.to_string()))
        }
        CoreNumber::Decimal(t) => {
            Number::parse(t).ok_or_else(|| ConvertError::BadNumber(t.to_string()))
        }
    }
}

/// Converts a wholly known HCL value to an interchange value.
pub fn from_hcl(v: &Value) -> Result<CoreValue, ConvertError> {
    from_hcl_at(v, 0)
}

fn from_hcl_at(v: &Value, depth: usize) -> Result<CoreValue, ConvertError> {
    if depth > MAX_VALUE_DEPTH {
        return Err(ConvertError::TooDeep);
    }
    if !v.is_known() {
        return Err(ConvertError::Unknown);
    }
    if v.is_null() {
        return Ok(CoreValue::Null);
    }
    match v.ty() {
        Type::Bool => Ok(CoreValue::Bool(v.as_bool().unwrap_or(false))),
        Type::Number => {
            let n = v.as_number().ok_or(ConvertError::Unknown)?;
            Ok(CoreValue::Number(hcl_number_to_core(n)))
        }
        Type::String => Ok(CoreValue::string(v.as_str().unwrap_or_default())),
        Type::List(_) | Type::Set(_) | Type::Tuple(_) => {
            let items = v.as_elements().unwrap_or_default();
            Ok(CoreValue::list(
                items
                    .iter()
                    .map(|i| from_hcl_at(i, depth + 1))
                    .collect::<Result<Vec<_>, _>>()?,
            ))
        }
        Type::Map(_) | Type::Object(_) => {
            let mut m = Map::new();
            if let Some(attrs) = v.as_attributes() {
                for (k, v) in attrs {
                    m.insert(k.as_str().into(), from_hcl_at(v, depth + 1)?);
                }
            }
            Ok(CoreValue::map(m))
        }
        Type::Dynamic => Err(ConvertError::Unknown),
    }
}

/// An HCL number as an interchange number: an integer when whole and in `i64` range, else
/// its shortest decimal text.
pub fn hcl_number_to_core(n: &Number) -> CoreNumber {
    if n.is_integer() {
        if let Some(i) = n.to_i64() {
            return CoreNumber::Int(i);
        }
    }
    let text = n.to_text();
    CoreNumber::parse(&text).unwrap_or(CoreNumber::Float(n.to_f64()))
}

/// A short name of an HCL value's type for messages (`string`, `number`, `object`, ...).
pub fn type_name(v: &Value) -> String {
    v.ty().friendly_name()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn round_trip() {
        let mut m = Map::new();
        m.insert(
            "b".into(),
            CoreValue::list(vec![CoreValue::int(1), CoreValue::Null]),
        );
        m.insert("a".into(), CoreValue::string("x"));
        m.insert("f".into(), CoreValue::Number(CoreNumber::Float(1.5)));
        let v = CoreValue::map(m);
        let h = to_hcl(&v).unwrap();
        assert!(h.ty().is_object());
        let back = from_hcl(&h).unwrap();
        let bm = back.as_map().unwrap();
        let keys: Vec<_> = bm.keys().map(|k| k.as_str()).collect();
        assert_eq!(keys, ["a", "b", "f"]);
        assert_eq!(
            bm["b"],
            CoreValue::list(vec![CoreValue::int(1), CoreValue::Null])
        );
        assert_eq!(bm["f"].as_map(), None);
        assert_eq!(
            format!("{:?}", bm["f"]),
            format!("{:?}", CoreValue::Number(CoreNumber::Float(1.5)))
        );
    }

    #[test]
    fn depth_is_bounded() {
        let mut v = CoreValue::Null;
        for _ in 0..(MAX_VALUE_DEPTH + 5) {
            v = CoreValue::list(vec![v]);
        }
        assert_eq!(to_hcl(&v).unwrap_err(), ConvertError::TooDeep);
    }

    #[test]
    fn unknown_is_refused() {
        assert_eq!(
            from_hcl(&Value::dynamic()).unwrap_err(),
            ConvertError::Unknown
        );
    }
}
