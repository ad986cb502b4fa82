//! The collection constructors [`Value::list`], [`Value::set`] and [`Value::map`]: each
//! converts the elements whose type is not the element type ([`crate::convert`]'s `conform`)
//! and then builds the value with `value.rs`'s constructors for conforming elements.
//!
//! They live here, above both `value.rs` and `convert.rs`, because they need both: a value's
//! representation knows nothing of conversion, and conversion builds its results with the
//! constructors for conforming elements after conforming them itself.

use std::collections::BTreeMap;

use crate::convert::{conform, conform_all};
use crate::types::Type;
use crate::value::Value;

impl Value {
    /// A list of `elem` elements. Elements whose type is not `elem` are converted to it where
    /// possible (a caller normally passes conforming elements).
    pub fn list(elem: Type, items: Vec<Value>) -> Value {
        let items = conform_all(&elem, items);
        Value::list_of_conforming(elem, items)
    }

    /// A set of `elem` elements in canonical order. Elements that are equal (`==` is known
    /// true) are merged; elements that are or contain unknowns are never merged, since they
    /// may stand for different values.
    pub fn set(elem: Type, items: Vec<Value>) -> Value {
        let items = conform_all(&elem, items);
        Value::set_of_conforming(elem, items)
    }

    /// A map of `elem` elements.
    pub fn map(elem: Type, items: BTreeMap<String, Value>) -> Value {
        let items = items
            .into_iter()
            .map(|(k, v)| (k, conform(&elem, v)))
            .collect();
        Value::map_of_conforming(elem, items)
    }
}
