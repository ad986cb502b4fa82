//! Values between the protocol and HCL.
//!
//! The conversion itself is `strata_hcl_types::json` (one conversion for every front-end):
//! into HCL, JSON-like data takes the types HCL infers for JSON (maps become objects, lists
//! become tuples, `null` is a null of the dynamic pseudo-type); out of HCL, objects and maps
//! become maps with sorted keys, lists, sets and tuples become lists, and numbers keep the
//! exact text HCL prints (`-0` included, as go-cty's JSON encoding keeps it). Both directions
//! are bounded by [`MAX_VALUE_DEPTH`] levels of nesting.

use strata_core::{Map as CoreMap, Value as CoreValue};
pub use strata_hcl_types::json::{from_json as to_hcl, to_json as from_hcl, JsonError};
use strata_hcl_types::Value;

/// The deepest nesting of values converted in either direction.
pub const MAX_VALUE_DEPTH: usize = strata_hcl_types::MAX_DEPTH;

/// [`from_hcl`], building each map and list at its final size: what a resource body takes
/// on every request. Leaves are converted by [`from_hcl`] itself, so the value is the same;
/// `None` where [`from_hcl`] fails (the caller of this one does not need its error).
pub fn from_hcl_sized(v: &Value) -> Option<CoreValue> {
    sized_at(v, 0)
}

/// [`from_hcl_sized`] of a value found at nesting `depth` of a larger value (the depth limit
/// counts from the outermost value); `None` where [`from_hcl`] fails (its checks in its
/// order: depth, then known, then null, before the collections).
pub fn sized_at(v: &Value, depth: usize) -> Option<CoreValue> {
    if depth > MAX_VALUE_DEPTH || !v.is_known() {
        return None;
    }
    if v.is_null() {
        return Some(CoreValue::Null);
    }
    // Strings and bools as `from_hcl` converts them, without a call per leaf.
    if let Some(t) = v.as_str() {
        return Some(CoreValue::string(t));
    }
    if let Some(b) = v.as_bool() {
        return Some(CoreValue::Bool(b));
    }
    if let Some(items) = v.as_elements() {
        let mut out = Vec::with_capacity(items.len());
        for e in items {
            out.push(sized_at(e, depth + 1)?);
        }
        return Some(CoreValue::list(out));
    }
    if let Some(attrs) = v.as_attributes() {
        let mut m = CoreMap::with_capacity(attrs.len());
        for (k, e) in attrs {
            m.insert(k.as_str().into(), sized_at(e, depth + 1)?);
        }
        return Some(CoreValue::map(m));
    }
    from_hcl(v).ok()
}

/// A short name of an HCL value's type for messages (`string`, `number`, `object`, ...).
pub fn type_name(v: &Value) -> String {
    v.ty().friendly_name()
}

#[cfg(test)]
mod tests {
    use super::*;
    use strata_core::{Map, Number as CoreNumber, Value as CoreValue};

    #[test]
    fn round_trip_keeps_numbers_and_negative_zero() {
        let mut m = Map::new();
        m.insert(
            "b".into(),
            CoreValue::list(vec![CoreValue::int(1), CoreValue::Null]),
        );
        m.insert("a".into(), CoreValue::string("x"));
        m.insert(
            "z".into(),
            CoreValue::Number(CoreNumber::Decimal("-0".into())),
        );
        let h = to_hcl(&CoreValue::map(m)).unwrap();
        assert!(h.ty().is_object());
        let back = strata_core::json::write(&from_hcl(&h).unwrap(), &Default::default());
        assert_eq!(back, r#"{"a":"x","b":[1,null],"z":-0}"#);
    }

    #[test]
    fn sized_conversion_equals_the_plain_one() {
        let core = r#"{"a":{"b":[1,"x",null,true,{"c":-0}],"e":{}},"d":[],"f":1.5e300}"#;
        let v = to_hcl(&strata_core::json::parse(core).unwrap()).unwrap();
        let write = |v: &CoreValue| strata_core::json::write(v, &Default::default());
        assert_eq!(
            write(&from_hcl_sized(&v).unwrap()),
            write(&from_hcl(&v).unwrap())
        );
        assert!(from_hcl_sized(&Value::dynamic_null()).is_some());
        let mut deep = Value::dynamic_null();
        for _ in 0..(MAX_VALUE_DEPTH + 5) {
            deep = Value::tuple(vec![deep]);
        }
        assert!(from_hcl(&deep).is_err() && from_hcl_sized(&deep).is_none());
        let unknown = Value::tuple(vec![Value::dynamic()]);
        assert!(from_hcl(&unknown).is_err() && from_hcl_sized(&unknown).is_none());
    }

    #[test]
    fn depth_is_bounded() {
        let mut v = CoreValue::Null;
        for _ in 0..(MAX_VALUE_DEPTH + 5) {
            v = CoreValue::list(vec![v]);
        }
        assert!(to_hcl(&v).unwrap_err().message.contains("nested"));
    }

    #[test]
    fn unknown_is_refused() {
        assert!(from_hcl(&Value::dynamic()).is_err());
    }
}
