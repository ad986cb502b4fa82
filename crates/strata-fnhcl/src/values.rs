//! Values between the protocol and HCL.
//!
//! The conversion itself is `strata_hcl_types::json` (one conversion for every front-end):
//! into HCL, JSON-like data takes the types HCL infers for JSON (maps become objects, lists
//! become tuples, `null` is a null of the dynamic pseudo-type); out of HCL, objects and maps
//! become maps with sorted keys, lists, sets and tuples become lists, and numbers keep the
//! exact text HCL prints (`-0` included, as go-cty's JSON encoding keeps it). Both directions
//! are bounded by [`MAX_VALUE_DEPTH`] levels of nesting.

pub use strata_hcl_types::json::{from_json as to_hcl, to_json as from_hcl, JsonError};
use strata_hcl_types::Value;

/// The deepest nesting of values converted in either direction.
pub const MAX_VALUE_DEPTH: usize = strata_hcl_types::MAX_DEPTH;

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
