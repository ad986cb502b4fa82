//! Access into collection and structural values: indexing, attributes, length, iteration.
//!
//! * [`index`] (`c[k]`): lists and tuples take a whole non-negative number below the length,
//!   maps and objects a string (keys are converted: `list["1"]` works); sets have no index.
//!   An unknown collection or key gives an unknown result (of the element type for lists and
//!   maps, of the dynamic pseudo-type otherwise). Indexing null is an error.
//! * [`get_attr`] (`c.name`): objects by attribute, maps by key.
//! * [`length`]: the element count of a list, set, map, tuple or object (unknown if the value
//!   is unknown).
//! * [`Value::elements`] iterates in HCL's order: sequence order for lists and tuples, key order
//!   for maps and objects, canonical order for sets.
//!
//! Errors carry HCL's summary and detail texts.

use crate::convert::convert;
use crate::types::Type;
use crate::value::Value;

/// A failed index or attribute access, with HCL's diagnostic texts.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct IndexError {
    /// The diagnostic's summary, as HCL words it ("Invalid index", "Unsupported attribute", ...).
    pub summary: String,
    /// The diagnostic's detail: what was indexed and why the key does not fit.
    pub detail: String,
}

impl IndexError {
    fn new(summary: &str, detail: impl Into<String>) -> IndexError {
        IndexError {
            summary: summary.into(),
            detail: detail.into(),
        }
    }

    fn invalid(detail: impl Into<String>) -> IndexError {
        IndexError::new("Invalid index", detail)
    }
}

impl std::fmt::Display for IndexError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}: {}", self.summary, self.detail)
    }
}

impl std::error::Error for IndexError {}

const NO_ELEMENT: &str = "The given key does not identify an element in this collection value";

/// `collection[key]`.
pub fn index(collection: &Value, key: &Value) -> Result<Value, IndexError> {
    if collection.is_null() {
        return Err(IndexError::new(
            "Attempt to index null value",
            "This value is null, so it does not have any indices.",
        ));
    }
    if key.is_null() {
        return Err(IndexError::invalid(
            "Can't use a null value as an indexing key.",
        ));
    }
    let ty = collection.ty();
    if key.ty().is_dynamic() || ty.is_dynamic() {
        return Ok(Value::dynamic());
    }
    match ty {
        Type::List(_) | Type::Tuple(_) | Type::Map(_) => {
            let want = if ty.is_map() { Type::String } else { Type::Number };
            let key = convert(key, &want).map_err(|e| IndexError::invalid(format!("{NO_ELEMENT}: {}.", e.message)))?;
            let has = has_index(collection, &key);
            let Some(has) = has.as_bool() else {
                return Ok(match ty {
                    Type::List(e) | Type::Map(e) => Value::unknown((**e).clone()),
                    _ => Value::dynamic(),
                });
            };
            if has {
                return Ok(element(collection, &key));
            }
            if let (false, Some(n)) = (ty.is_map(), key.as_number()) {
                if !n.is_integer() {
                    return Err(IndexError::invalid(format!(
                        "{NO_ELEMENT}: indexing a sequence requires a whole number, but the given index has a fractional part."
                    )));
                }
                if n.is_negative() {
                    return Err(IndexError::invalid(format!(
                        "{NO_ELEMENT}: a negative number is not a valid index for a sequence."
                    )));
                }
                // As in the reference, the specific message appears only when the index is
                // exactly the length; larger indices get the generic one.
                if let Some(len) = length(collection).and_then(|l| l.as_number().cloned()) {
                    if n == &len {
                        return Err(IndexError::invalid(if len.is_zero() {
                            format!("{NO_ELEMENT}: the collection has no elements.")
                        } else {
                            format!("{NO_ELEMENT}: the given index is greater than or equal to the length of the collection.")
                        }));
                    }
                }
            }
            Err(IndexError::invalid(format!("{NO_ELEMENT}.")))
        }
        Type::Object(o) => {
            let was_number = key.ty() == &Type::Number;
            let key = convert(key, &Type::String).map_err(|e| IndexError::invalid(format!("{NO_ELEMENT}: {}.", e.message)))?;
            if !collection.is_known() || !key.is_known() {
                return Ok(Value::dynamic());
            }
            let name = key.as_str().unwrap_or_default();
            if !o.contains_key(name) {
                let suggestion = if was_number {
                    " An object only supports looking up attributes by name, not by numeric index."
                } else {
                    ""
                };
                return Err(IndexError::invalid(format!("{NO_ELEMENT}.{suggestion}")));
            }
            Ok(attribute(collection, name))
        }
        Type::Set(_) => Err(IndexError::invalid(
            "Elements of a set are identified only by their value and don't have any separate index or key to select with, so it's only possible to perform operations across all elements of the set.",
        )),
        _ => Err(IndexError::invalid("This value does not have any indices.")),
    }
}

/// The element at a key that [`has_index`] confirmed (unknown if the collection is).
fn element(collection: &Value, key: &Value) -> Value {
    match collection.ty() {
        Type::Map(e) => match (collection.as_attributes(), key.as_str()) {
            (Some(m), Some(k)) => m
                .get(k)
                .cloned()
                .unwrap_or_else(|| Value::unknown((**e).clone())),
            _ => Value::unknown((**e).clone()),
        },
        ty => {
            let i = key
                .as_number()
                .and_then(|n| n.to_i64())
                .and_then(|i| usize::try_from(i).ok())
                .unwrap_or(0);
            if let Some(v) = collection.as_elements().and_then(|items| items.get(i)) {
                return v.clone();
            }
            match ty {
                Type::List(e) => Value::unknown((**e).clone()),
                Type::Tuple(t) => Value::unknown(t.get(i).cloned().unwrap_or(Type::Dynamic)),
                _ => Value::dynamic(),
            }
        }
    }
}

fn attribute(obj: &Value, name: &str) -> Value {
    match (obj.as_attributes().and_then(|m| m.get(name)), obj.ty()) {
        (Some(v), _) => v.clone(),
        (None, Type::Object(o)) => Value::unknown(o.get(name).cloned().unwrap_or(Type::Dynamic)),
        _ => Value::dynamic(),
    }
}

/// `obj.name`.
pub fn get_attr(obj: &Value, name: &str) -> Result<Value, IndexError> {
    if obj.is_null() {
        return Err(IndexError::new(
            "Attempt to get attribute from null value",
            "This value is null, so it does not have any attributes.",
        ));
    }
    match obj.ty() {
        Type::Object(o) => {
            let Some(aty) = o.get(name) else {
                return Err(IndexError::new(
                    "Unsupported attribute",
                    format!("This object does not have an attribute named {name:?}."),
                ));
            };
            if !obj.is_known() {
                return Ok(Value::unknown(aty.clone()));
            }
            Ok(attribute(obj, name))
        }
        Type::Map(e) => {
            if !obj.is_known() {
                return Ok(Value::unknown((**e).clone()));
            }
            match obj.as_attributes().and_then(|m| m.get(name)) {
                Some(v) => Ok(v.clone()),
                None => Err(IndexError::new(
                    "Missing map element",
                    format!("This map does not have an element with the key {name:?}."),
                )),
            }
        }
        Type::Dynamic => Ok(Value::dynamic()),
        Type::List(e) if e.is_object() => Err(IndexError::new(
            "Unsupported attribute",
            if e.object_type().is_some_and(|o| o.contains_key(name)) {
                format!("Can't access attributes on a list of objects. Did you mean to access attribute {name:?} for a specific element of the list, or across all elements of the list?")
            } else {
                "Can't access attributes on a list of objects. Did you mean to access an attribute for a specific element of the list, or across all elements of the list?".to_string()
            },
        )),
        Type::Set(e) if e.is_object() => Err(IndexError::new(
            "Unsupported attribute",
            "Can't access attributes on a set of objects. Did you mean to access an attribute across all elements of the set?",
        )),
        t if t.is_primitive() => Err(IndexError::new(
            "Unsupported attribute",
            format!("Can't access attributes on a primitive-typed value ({}).", t.friendly_name()),
        )),
        _ => Err(IndexError::new(
            "Unsupported attribute",
            "This value does not have any attributes.",
        )),
    }
}

pub use crate::value::set_length_known;

/// The number of elements of a list, set, map, tuple or object; unknown if the collection
/// is unknown (or is a set whose length is not determined, see [`set_length_known`]).
/// `None` for other types and for null.
pub fn length(collection: &Value) -> Option<Value> {
    if collection.is_null() {
        return None;
    }
    match collection.ty() {
        Type::Tuple(t) => Some(Value::int(t.len() as i64)),
        Type::Object(o) => Some(Value::int(o.len() as i64)),
        Type::List(_) | Type::Set(_) | Type::Map(_) => {
            if !collection.is_known() || (collection.ty().is_set() && !set_length_known(collection))
            {
                return Some(Value::unknown(Type::Number));
            }
            Some(Value::int(collection.element_count().unwrap_or(0) as i64))
        }
        Type::Dynamic => Some(Value::unknown(Type::Number)),
        _ => None,
    }
}

/// Does `collection[key]` exist? Lists and tuples take numbers, maps strings; a key of any
/// other type gives false (no conversion). Unknown when it cannot be told yet.
pub fn has_index(collection: &Value, key: &Value) -> Value {
    let ty = collection.ty();
    if ty.is_dynamic() || key.ty().is_dynamic() {
        return Value::unknown(Type::Bool);
    }
    match ty {
        Type::List(_) | Type::Tuple(_) => {
            if key.ty() != &Type::Number {
                return Value::bool(false);
            }
            if !key.is_known() || (!collection.is_known() && ty.is_list()) {
                return Value::unknown(Type::Bool);
            }
            let len = match ty {
                Type::Tuple(t) => t.len(),
                _ => collection.element_count().unwrap_or(0),
            };
            let ok = key
                .as_number()
                .and_then(|n| n.to_i64())
                .is_some_and(|i| i >= 0 && (i as u64) < len as u64);
            Value::bool(ok)
        }
        Type::Map(_) => {
            if key.ty() != &Type::String {
                return Value::bool(false);
            }
            if !key.is_known() || !collection.is_known() {
                return Value::unknown(Type::Bool);
            }
            let k = key.as_str().unwrap_or_default();
            Value::bool(
                collection
                    .as_attributes()
                    .is_some_and(|m| m.contains_key(k)),
            )
        }
        _ => Value::bool(false),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::BTreeMap;

    fn list() -> Value {
        Value::list(Type::String, vec!["a".into(), "b".into()])
    }

    #[test]
    fn indexing_sequences() {
        assert_eq!(index(&list(), &Value::int(1)).unwrap(), Value::string("b"));
        assert_eq!(
            index(&list(), &Value::string("0")).unwrap(),
            Value::string("a")
        );
        let e = index(&list(), &Value::int(3)).unwrap_err();
        assert_eq!(
            e.detail,
            "The given key does not identify an element in this collection value."
        );
        // The reference's specific message appears only for an index equal to the length.
        let e = index(&list(), &Value::int(2)).unwrap_err();
        assert!(e.detail.ends_with(
            "the given index is greater than or equal to the length of the collection."
        ));
        let e = index(&list(), &Value::int(-1)).unwrap_err();
        assert!(e
            .detail
            .ends_with("a negative number is not a valid index for a sequence."));
        let half = Value::number(crate::Number::parse("0.5").unwrap());
        assert!(index(&list(), &half)
            .unwrap_err()
            .detail
            .contains("fractional part"));
        let e = index(&list(), &Value::bool(true)).unwrap_err();
        assert!(e.detail.ends_with(": number required."));
        assert_eq!(
            index(&Value::string("x"), &Value::int(0))
                .unwrap_err()
                .detail,
            "This value does not have any indices."
        );
        assert_eq!(
            index(&Value::null(Type::list(Type::String)), &Value::int(0))
                .unwrap_err()
                .summary,
            "Attempt to index null value"
        );
        assert_eq!(
            index(&Value::unknown(Type::list(Type::Number)), &Value::int(0)).unwrap(),
            Value::unknown(Type::Number)
        );
    }

    #[test]
    fn attributes_and_length() {
        let o = Value::object(BTreeMap::from([("a".to_string(), Value::int(1))]));
        assert_eq!(get_attr(&o, "a").unwrap(), Value::int(1));
        assert_eq!(
            get_attr(&o, "b").unwrap_err().summary,
            "Unsupported attribute"
        );
        assert_eq!(
            get_attr(&list(), "a").unwrap_err().detail,
            "This value does not have any attributes."
        );
        assert_eq!(length(&list()), Some(Value::int(2)));
        assert_eq!(length(&Value::string("abc")), None);
        assert_eq!(has_index(&list(), &Value::int(1)), Value::bool(true));
        assert_eq!(has_index(&list(), &Value::string("1")), Value::bool(false));
    }
}
