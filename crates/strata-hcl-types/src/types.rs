//! HCL types.
//!
//! A [`Type`] is one of the primitive types (`string`, `number`, `bool`), a collection type
//! (`list`, `set` or `map` of one element type), a structural type (`object` with named
//! attribute types, `tuple` with positional element types) or the dynamic pseudo-type, the
//! placeholder for a type not yet known.
//!
//! Types are compared structurally ([`Type::equals`], also `==`). A type used as a *type
//! specification* matches another by [`Type::test_conformance`]: the dynamic pseudo-type
//! matches anything, anywhere it appears. Object types in type constraints may mark
//! attributes as optional (`optional(T)`); such an attribute may be absent from a value being
//! converted, and is then filled with null.

use std::collections::{BTreeMap, BTreeSet};
use std::fmt;
use std::ops::Deref;
use std::sync::Arc;

use strata_core::Value as JsonValue;

/// An HCL type.
#[allow(
    clippy::derived_hash_with_manual_eq,
    reason = "the manual PartialEq is the structural equality, only stack-safe on deep types"
)]
#[derive(Clone, Eq, Hash, PartialOrd, Ord)]
pub enum Type {
    /// The dynamic pseudo-type: a placeholder for a type not yet known.
    Dynamic,
    /// A Unicode string.
    String,
    /// An arbitrary-precision number ([`Number`](crate::Number)).
    Number,
    /// `true` or `false`.
    Bool,
    /// An ordered sequence of elements that all have the element type.
    List(Arc<Type>),
    /// An unordered collection of distinct elements that all have the element type.
    Set(Arc<Type>),
    /// A string-keyed collection whose elements all have the element type.
    Map(Arc<Type>),
    /// A fixed set of named attributes, each with its own type.
    Object(Arc<ObjectType>),
    /// A fixed-length sequence whose elements each have their own type.
    Tuple(Arc<Vec<Type>>),
}

/// Structural equality; comparing deeply nested types recurses once per level on a stack
/// that grows as needed.
impl PartialEq for Type {
    #[inline]
    fn eq(&self, other: &Type) -> bool {
        // Primitive types (most compared) without a call.
        if self.is_primitive_or_dynamic() || other.is_primitive_or_dynamic() {
            return std::mem::discriminant(self) == std::mem::discriminant(other);
        }
        self.eq_nested(other)
    }
}

impl Type {
    #[inline(never)]
    fn eq_nested(&self, other: &Type) -> bool {
        match (self, other) {
            (Type::Dynamic, Type::Dynamic)
            | (Type::String, Type::String)
            | (Type::Number, Type::Number)
            | (Type::Bool, Type::Bool) => true,
            (Type::List(a), Type::List(b))
            | (Type::Set(a), Type::Set(b))
            | (Type::Map(a), Type::Map(b)) => {
                Arc::ptr_eq(a, b) || strata_core::budget::grow(|| **a == **b)
            }
            (Type::Object(a), Type::Object(b)) => {
                Arc::ptr_eq(a, b) || strata_core::budget::grow(|| **a == **b)
            }
            (Type::Tuple(a), Type::Tuple(b)) => {
                Arc::ptr_eq(a, b) || strata_core::budget::grow(|| **a == **b)
            }
            _ => false,
        }
    }
}

impl Type {
    /// Structural equality that looks at most `levels` levels down; deeper, only the same
    /// shared type (one `Arc`) counts as equal. A `true` is always right; a `false` may be a
    /// miss for types equal below that depth. The cost is bounded by the types' first `levels`
    /// levels, whatever their depth (a cache of recent types compares with it).
    pub fn equal_within(&self, other: &Type, levels: usize) -> bool {
        match (self, other) {
            (Type::Dynamic, Type::Dynamic)
            | (Type::String, Type::String)
            | (Type::Number, Type::Number)
            | (Type::Bool, Type::Bool) => true,
            (Type::List(a), Type::List(b))
            | (Type::Set(a), Type::Set(b))
            | (Type::Map(a), Type::Map(b)) => {
                Arc::ptr_eq(a, b) || (levels > 0 && a.equal_within(b, levels - 1))
            }
            (Type::Object(a), Type::Object(b)) => {
                Arc::ptr_eq(a, b)
                    || (levels > 0
                        && a.attrs.len() == b.attrs.len()
                        && a.optional == b.optional
                        && a.attrs
                            .iter()
                            .zip(b.attrs.iter())
                            .all(|((ka, ta), (kb, tb))| {
                                ka == kb && ta.equal_within(tb, levels - 1)
                            }))
            }
            (Type::Tuple(a), Type::Tuple(b)) => {
                Arc::ptr_eq(a, b)
                    || (levels > 0
                        && a.len() == b.len()
                        && a.iter()
                            .zip(b.iter())
                            .all(|(x, y)| x.equal_within(y, levels - 1)))
            }
            _ => false,
        }
    }
}

/// Dropping a deeply nested type recurses once per level: the element types of a type this
/// is the last owner of are dropped on a stack that grows as needed.
impl Drop for Type {
    #[inline]
    fn drop(&mut self) {
        // Most types dropped are primitive: nothing to do, without a call.
        if !matches!(
            self,
            Type::Dynamic | Type::String | Type::Number | Type::Bool
        ) {
            self.drop_nested();
        }
    }
}

impl Type {
    #[inline(never)]
    fn drop_nested(&mut self) {
        match self {
            Type::Tuple(elems) => {
                if let Some(elems) = Arc::get_mut(elems).filter(|v| !v.is_empty()) {
                    crate::deep_drop(std::mem::take(elems));
                }
            }
            Type::Object(obj) => {
                if let Some(obj) = Arc::get_mut(obj).filter(|o| !o.attrs.is_empty()) {
                    crate::deep_drop(std::mem::take(&mut obj.attrs));
                }
            }
            Type::List(e) | Type::Set(e) | Type::Map(e) => {
                if let Some(e) = Arc::get_mut(e).filter(|e| !e.is_primitive_or_dynamic()) {
                    crate::deep_drop(std::mem::replace(e, Type::Dynamic));
                }
            }
            _ => {}
        }
    }
}

/// The attributes of an object type. Dereferences to the attribute map, so
/// `object.get("name")` and iteration work directly.
#[derive(Clone, Default, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct ObjectType {
    /// Attribute names and their types, sorted by name.
    pub attrs: BTreeMap<String, Type>,
    /// Names of attributes that are optional (only meaningful in type constraints).
    pub optional: BTreeSet<String>,
}

impl Deref for ObjectType {
    type Target = BTreeMap<String, Type>;
    fn deref(&self) -> &BTreeMap<String, Type> {
        &self.attrs
    }
}

impl ObjectType {
    /// Is attribute `name` optional?
    pub fn is_optional(&self, name: &str) -> bool {
        self.optional.contains(name)
    }
}

/// A type-conformance failure: where (a path like `.a[0]`) and what.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ConformanceError {
    /// Where the value did not conform, as a path like `.a[0]` (empty for the whole value).
    pub path: String,
    /// Why it did not conform, as HCL words it.
    pub message: String,
}

impl fmt::Display for ConformanceError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.path.is_empty() {
            f.write_str(&self.message)
        } else {
            write!(f, "{}: {}", self.path, self.message)
        }
    }
}

impl Type {
    /// The list type of elements of type `elem`.
    pub fn list(elem: Type) -> Type {
        Type::List(Arc::new(elem))
    }

    /// The set type of elements of type `elem`.
    pub fn set(elem: Type) -> Type {
        Type::Set(Arc::new(elem))
    }

    /// The map type of elements of type `elem`.
    pub fn map(elem: Type) -> Type {
        Type::Map(Arc::new(elem))
    }

    /// An object type with no optional attributes. Attribute names are NFC-normalised.
    pub fn object(attrs: BTreeMap<String, Type>) -> Type {
        Type::Object(Arc::new(ObjectType {
            attrs: normalize_names(attrs),
            optional: BTreeSet::new(),
        }))
    }

    /// An object type whose attributes named in `optional` are optional (type constraints only).
    /// Names in `optional` that are not attributes are ignored.
    pub fn object_with_optional(attrs: BTreeMap<String, Type>, optional: BTreeSet<String>) -> Type {
        let attrs = normalize_names(attrs);
        let optional = optional
            .into_iter()
            .map(crate::normalize::normalize_owned)
            .filter(|n| attrs.contains_key(n))
            .collect();
        Type::Object(Arc::new(ObjectType { attrs, optional }))
    }

    /// The empty object type.
    pub fn empty_object() -> Type {
        Type::object(BTreeMap::new())
    }

    /// The tuple type with the element types `elems`, in order.
    pub fn tuple(elems: Vec<Type>) -> Type {
        Type::Tuple(Arc::new(elems))
    }

    /// The empty tuple type.
    pub fn empty_tuple() -> Type {
        Type::tuple(Vec::new())
    }

    /// Structural identity (the same as `==`).
    pub fn equals(&self, other: &Type) -> bool {
        self == other
    }

    /// Whether this is the dynamic pseudo-type.
    pub fn is_dynamic(&self) -> bool {
        matches!(self, Type::Dynamic)
    }

    fn is_primitive_or_dynamic(&self) -> bool {
        matches!(
            self,
            Type::Dynamic | Type::String | Type::Number | Type::Bool
        )
    }

    /// Whether this is `string`, `number` or `bool`.
    pub fn is_primitive(&self) -> bool {
        matches!(self, Type::String | Type::Number | Type::Bool)
    }

    /// Whether this is a list type.
    pub fn is_list(&self) -> bool {
        matches!(self, Type::List(_))
    }

    /// Whether this is a set type.
    pub fn is_set(&self) -> bool {
        matches!(self, Type::Set(_))
    }

    /// Whether this is a map type.
    pub fn is_map(&self) -> bool {
        matches!(self, Type::Map(_))
    }

    /// Whether this is an object type.
    pub fn is_object(&self) -> bool {
        matches!(self, Type::Object(_))
    }

    /// Whether this is a tuple type.
    pub fn is_tuple(&self) -> bool {
        matches!(self, Type::Tuple(_))
    }

    /// List, set or map.
    pub fn is_collection(&self) -> bool {
        matches!(self, Type::List(_) | Type::Set(_) | Type::Map(_))
    }

    /// Object or tuple.
    pub fn is_structural(&self) -> bool {
        matches!(self, Type::Object(_) | Type::Tuple(_))
    }

    /// The element type of a list, set or map.
    pub fn element_type(&self) -> Option<&Type> {
        match self {
            Type::List(e) | Type::Set(e) | Type::Map(e) => Some(e),
            _ => None,
        }
    }

    /// The attributes of an object type.
    pub fn object_type(&self) -> Option<&ObjectType> {
        match self {
            Type::Object(o) => Some(o),
            _ => None,
        }
    }

    /// The element types of a tuple type.
    pub fn tuple_elements(&self) -> Option<&[Type]> {
        match self {
            Type::Tuple(t) => Some(t),
            _ => None,
        }
    }

    /// Does the dynamic pseudo-type appear anywhere in this type?
    pub fn has_dynamic(&self) -> bool {
        match self {
            Type::Dynamic => true,
            Type::String | Type::Number | Type::Bool => false,
            Type::List(e) | Type::Set(e) | Type::Map(e) => e.has_dynamic(),
            Type::Object(o) => o.values().any(Type::has_dynamic),
            Type::Tuple(t) => t.iter().any(Type::has_dynamic),
        }
    }

    /// Does an object type anywhere in this type mark attributes optional?
    pub fn has_optional(&self) -> bool {
        match self {
            Type::Dynamic | Type::String | Type::Number | Type::Bool => false,
            Type::List(e) | Type::Set(e) | Type::Map(e) => e.has_optional(),
            Type::Object(o) => !o.optional.is_empty() || o.values().any(Type::has_optional),
            Type::Tuple(t) => t.iter().any(Type::has_optional),
        }
    }

    /// The type's name as HCL prints it in messages: `string`, `list of number`, `object`,
    /// `tuple`, `dynamic`.
    pub fn friendly_name(&self) -> String {
        match self {
            Type::Dynamic => "dynamic".into(),
            Type::String => "string".into(),
            Type::Number => "number".into(),
            Type::Bool => "bool".into(),
            Type::List(e) => format!("list of {}", e.friendly_name()),
            Type::Set(e) => format!("set of {}", e.friendly_name()),
            Type::Map(e) => format!("map of {}", e.friendly_name()),
            Type::Object(_) => "object".into(),
            Type::Tuple(_) => "tuple".into(),
        }
    }

    /// The name used when this type is a constraint: the dynamic pseudo-type reads
    /// `any type`, and as a collection's element type `any single type`
    /// (`list of any single type`).
    pub fn friendly_name_for_constraint(&self) -> String {
        let elem = |e: &Type| {
            if e.is_dynamic() {
                "any single type".to_string()
            } else {
                e.friendly_name_for_constraint()
            }
        };
        match self {
            Type::Dynamic => "any type".into(),
            Type::List(e) => format!("list of {}", elem(e)),
            Type::Set(e) => format!("set of {}", elem(e)),
            Type::Map(e) => format!("map of {}", elem(e)),
            _ => self.friendly_name(),
        }
    }

    /// Checks that `self` matches the type specification `want` (where the dynamic
    /// pseudo-type matches any type). Returns every mismatch found, sorted by path.
    pub fn test_conformance(&self, want: &Type) -> Result<(), Vec<ConformanceError>> {
        let mut errs = Vec::new();
        conformance(self, want, &mut String::new(), &mut errs, 0);
        if errs.is_empty() {
            Ok(())
        } else {
            strata_core::sort::sort_by(&mut errs, |a, b| {
                a.path.cmp(&b.path).then(a.message.cmp(&b.message))
            });
            Err(errs)
        }
    }

    /// The typed-JSON form of this type, as `hcldec --with-type` prints it: `"string"`,
    /// `["list","string"]`, `["object",{"a":"number"}]`, `["tuple",["bool"]]`, `"dynamic"`.
    /// An object type with optional attributes gets a third element listing them.
    pub fn to_json(&self) -> JsonValue {
        match self {
            Type::Dynamic => JsonValue::string("dynamic"),
            Type::String => JsonValue::string("string"),
            Type::Number => JsonValue::string("number"),
            Type::Bool => JsonValue::string("bool"),
            Type::List(e) => JsonValue::list(vec![JsonValue::string("list"), e.to_json()]),
            Type::Set(e) => JsonValue::list(vec![JsonValue::string("set"), e.to_json()]),
            Type::Map(e) => JsonValue::list(vec![JsonValue::string("map"), e.to_json()]),
            Type::Object(o) => {
                let mut m = strata_core::Map::new();
                for (k, t) in o.iter() {
                    m.insert(k.as_str().into(), t.to_json());
                }
                let mut parts = vec![JsonValue::string("object"), JsonValue::map(m)];
                if !o.optional.is_empty() {
                    parts.push(JsonValue::list(
                        o.optional
                            .iter()
                            .map(|n| JsonValue::string(n.as_str()))
                            .collect(),
                    ));
                }
                JsonValue::list(parts)
            }
            Type::Tuple(t) => JsonValue::list(vec![
                JsonValue::string("tuple"),
                JsonValue::list(t.iter().map(Type::to_json).collect()),
            ]),
        }
    }

    /// Reads the typed-JSON form written by [`Type::to_json`].
    pub fn from_json(v: &JsonValue) -> Result<Type, String> {
        type_from_json(v, 0)
    }
}

/// NFC-normalises attribute names (names already in NFC, the common case, are kept as is).
fn normalize_names(attrs: BTreeMap<String, Type>) -> BTreeMap<String, Type> {
    if attrs.keys().all(|k| k.is_ascii()) {
        return attrs;
    }
    attrs
        .into_iter()
        .map(|(k, t)| (crate::normalize::normalize_owned(k), t))
        .collect()
}

fn type_from_json(v: &JsonValue, depth: usize) -> Result<Type, String> {
    if depth > crate::MAX_DEPTH {
        return Err("type is nested too deeply".into());
    }
    match v {
        JsonValue::String(s) => match s.as_str() {
            "string" => Ok(Type::String),
            "number" => Ok(Type::Number),
            "bool" => Ok(Type::Bool),
            "dynamic" => Ok(Type::Dynamic),
            other => Err(format!("invalid primitive type name {other:?}")),
        },
        JsonValue::List(parts) => {
            let kind = parts.first().and_then(JsonValue::as_str).unwrap_or("");
            match (kind, parts.get(1)) {
                ("list", Some(e)) if parts.len() == 2 => {
                    Ok(Type::list(type_from_json(e, depth + 1)?))
                }
                ("set", Some(e)) if parts.len() == 2 => {
                    Ok(Type::set(type_from_json(e, depth + 1)?))
                }
                ("map", Some(e)) if parts.len() == 2 => {
                    Ok(Type::map(type_from_json(e, depth + 1)?))
                }
                ("object", Some(JsonValue::Map(m))) if parts.len() <= 3 => {
                    let mut attrs = BTreeMap::new();
                    for (k, t) in m.iter() {
                        attrs.insert(k.to_string(), type_from_json(t, depth + 1)?);
                    }
                    let mut optional = BTreeSet::new();
                    if let Some(JsonValue::List(names)) = parts.get(2) {
                        for n in names.iter() {
                            match n.as_str() {
                                Some(n) => {
                                    optional.insert(n.to_string());
                                }
                                None => {
                                    return Err("optional attribute names must be strings".into())
                                }
                            }
                        }
                    }
                    Ok(Type::object_with_optional(attrs, optional))
                }
                ("tuple", Some(JsonValue::List(elems))) if parts.len() == 2 => Ok(Type::tuple(
                    elems
                        .iter()
                        .map(|e| type_from_json(e, depth + 1))
                        .collect::<Result<_, _>>()?,
                )),
                _ => Err("invalid complex type description".into()),
            }
        }
        _ => Err("invalid type description".into()),
    }
}

fn conformance(
    given: &Type,
    want: &Type,
    path: &mut String,
    errs: &mut Vec<ConformanceError>,
    depth: usize,
) {
    if want.is_dynamic() || given == want {
        return;
    }
    if depth > crate::MAX_DEPTH {
        errs.push(ConformanceError {
            path: path.clone(),
            message: "type is nested too deeply".into(),
        });
        return;
    }
    let err = |path: &str, message: String| ConformanceError {
        path: path.to_string(),
        message,
    };
    match (given, want) {
        (Type::Object(g), Type::Object(w)) => {
            for k in g.keys() {
                if !w.contains_key(k) {
                    errs.push(err(path, format!("unsupported attribute {k:?}")));
                }
            }
            for k in w.keys() {
                if !g.contains_key(k) {
                    errs.push(err(path, format!("missing required attribute {k:?}")));
                }
            }
            for (k, wt) in w.iter() {
                if let Some(gt) = g.get(k) {
                    let len = path.len();
                    path.push('.');
                    path.push_str(k);
                    conformance(gt, wt, path, errs, depth + 1);
                    path.truncate(len);
                }
            }
        }
        (Type::Tuple(g), Type::Tuple(w)) => {
            if g.len() != w.len() {
                errs.push(err(
                    path,
                    format!("{} elements are required, but got {}", w.len(), g.len()),
                ));
                return;
            }
            for (i, (gt, wt)) in g.iter().zip(w.iter()).enumerate() {
                let len = path.len();
                path.push_str(&format!("[{i}]"));
                conformance(gt, wt, path, errs, depth + 1);
                path.truncate(len);
            }
        }
        (Type::List(g), Type::List(w))
        | (Type::Set(g), Type::Set(w))
        | (Type::Map(g), Type::Map(w)) => {
            let len = path.len();
            path.push_str("[...]");
            conformance(g, w, path, errs, depth + 1);
            path.truncate(len);
        }
        _ => errs.push(err(
            path,
            format!(
                "{} required, but received {}",
                want.friendly_name(),
                given.friendly_name()
            ),
        )),
    }
}

impl fmt::Debug for Type {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(self, f)
    }
}

/// Prints the type in HCL type-constraint syntax: `list(string)`, `object({a=number})`.
impl fmt::Display for Type {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Type::Dynamic => f.write_str("any"),
            Type::String => f.write_str("string"),
            Type::Number => f.write_str("number"),
            Type::Bool => f.write_str("bool"),
            Type::List(e) => write!(f, "list({e})"),
            Type::Set(e) => write!(f, "set({e})"),
            Type::Map(e) => write!(f, "map({e})"),
            Type::Object(o) => {
                f.write_str("object({")?;
                for (i, (k, t)) in o.iter().enumerate() {
                    if i > 0 {
                        f.write_str(",")?;
                    }
                    if o.is_optional(k) {
                        write!(f, "{k}=optional({t})")?;
                    } else {
                        write!(f, "{k}={t}")?;
                    }
                }
                f.write_str("})")
            }
            Type::Tuple(t) => {
                f.write_str("tuple([")?;
                for (i, e) in t.iter().enumerate() {
                    if i > 0 {
                        f.write_str(",")?;
                    }
                    write!(f, "{e}")?;
                }
                f.write_str("])")
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn friendly_names() {
        assert_eq!(Type::list(Type::String).friendly_name(), "list of string");
        assert_eq!(
            Type::map(Type::set(Type::Number)).friendly_name(),
            "map of set of number"
        );
        assert_eq!(Type::empty_object().friendly_name(), "object");
        assert_eq!(
            Type::list(Type::Dynamic).friendly_name_for_constraint(),
            "list of any single type"
        );
    }

    #[test]
    fn typed_json_round_trips() {
        let mut attrs = BTreeMap::new();
        attrs.insert("a".to_string(), Type::Number);
        attrs.insert(
            "b".to_string(),
            Type::tuple(vec![Type::Bool, Type::Dynamic]),
        );
        let t = Type::list(Type::object(attrs));
        let j = t.to_json();
        let text = strata_core::json::write(&j, &strata_core::json::WriteOptions::compact());
        assert_eq!(
            text,
            r#"["list",["object",{"a":"number","b":["tuple",["bool","dynamic"]]}]]"#
        );
        assert_eq!(Type::from_json(&j), Ok(t));
    }

    #[test]
    fn conformance_with_dynamic() {
        let want = Type::list(Type::Dynamic);
        assert!(Type::list(Type::String).test_conformance(&want).is_ok());
        let errs = Type::set(Type::String).test_conformance(&want).unwrap_err();
        assert_eq!(
            errs[0].message,
            "list of dynamic required, but received set of string"
        );
    }

    #[test]
    fn equal_within_looks_only_so_deep() {
        // list of list of ... of string, `n` lists deep, built anew each time (no shared Arc)
        let nested = |n: usize| (0..n).fold(Type::String, |t, _| Type::list(t));
        assert!(nested(3).equal_within(&nested(3), 4));
        assert!(!nested(3).equal_within(&nested(2), 4));
        // equal, but deeper than the levels looked at: a miss, never a wrong `true`
        assert_eq!(nested(10), nested(10));
        assert!(!nested(10).equal_within(&nested(10), 4));
        // the same shared type is equal at any depth
        let deep = nested(10);
        assert!(deep.equal_within(&deep.clone(), 0));
        // one level looked at, below it the same shared type
        assert!(Type::map(deep.clone()).equal_within(&Type::map(deep), 1));
        let obj = |t: Type| Type::object([("a".to_string(), t)].into_iter().collect());
        assert!(obj(Type::Number).equal_within(&obj(Type::Number), 1));
        assert!(!obj(Type::Number).equal_within(&obj(Type::Bool), 1));
    }
}
