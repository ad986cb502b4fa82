//! Type conversion and unification.
//!
//! [`convert`] converts a value to a wanted type with HCL's *unsafe* conversions allowed (the
//! ones that may fail for some values); [`convert_safe`] allows only safe ones. The rules:
//!
//! * Any type converts to itself, and any value converts to the dynamic pseudo-type unchanged.
//! * Null converts to null of the wanted type, unknown to unknown of the wanted type (where
//!   the wanted type has dynamic parts, those take the input's corresponding types).
//! * Primitives: number and bool to string (safe); string to number (`a number is required`
//!   unless it is decimal number text) and string to bool (`true`/`1`, `false`/`0`; else
//!   `a bool is required`) are unsafe. No conversion between number and bool.
//! * list/set to list, set to set (safe), list to set (unsafe: duplicates merge), map to map:
//!   elementwise. A set holding unknowns next to other elements converts to an unknown list
//!   (its length is not known). Tuple to list/set and object to map: each element converted to
//!   the element type; with a dynamic element type (`list(any)`), the element types are first
//!   unified. A converted collection whose elements still differ in type (possible when the
//!   element type has dynamic parts) is unified again, or is an error (`element types must all
//!   match for conversion to list`). An empty result takes the wanted element type, or the
//!   input's when the wanted one is exactly dynamic.
//! * Object to object: every non-optional wanted attribute must exist in the input; extra
//!   input attributes are dropped; a missing optional attribute becomes null. Map to object
//!   (unsafe): map keys that are not attributes are dropped, a missing required attribute is
//!   an error. Tuple to tuple: same length, elementwise. There is no conversion from a list
//!   or set to a tuple.
//!
//! When no conversion exists between the types, the error message describes the mismatch the
//! way HCL does (`string required`, `list of number required`, `attribute "x" is required`,
//! `element 0: a number is required`). Errors carry the path inside the value where the
//! failure happened; the message itself does not include it.
//!
//! [`unify`] finds a single type that a list of types can all be converted to: string wins
//! over number and bool; collections of one kind unify by element type; objects with the same
//! attribute names unify attributewise (otherwise as maps); tuples of the same length unify
//! elementwise (otherwise as lists); the dynamic pseudo-type gives way to any other type.

use std::collections::BTreeMap;
use std::fmt;

use crate::number::Number;
use crate::types::Type;
use crate::value::Value;

/// A step of a path inside a value.
#[derive(Clone, Debug, PartialEq)]
pub enum PathStep {
    /// `.name`
    Attr(String),
    /// `[index]`
    Index(Value),
}

/// A failed conversion: the message as HCL prints it, and where in the value it happened.
#[derive(Clone, Debug, PartialEq)]
pub struct ConversionError {
    /// Where in the value the conversion failed (empty for the value as a whole).
    pub path: Vec<PathStep>,
    /// What failed, worded as HCL's conversion errors ("a number is required").
    pub message: String,
}

impl ConversionError {
    fn new(path: &[PathStep], message: impl Into<String>) -> ConversionError {
        ConversionError {
            path: path.to_vec(),
            message: message.into(),
        }
    }
}

impl fmt::Display for ConversionError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.message)
    }
}

impl std::error::Error for ConversionError {}

/// Converts `v` to type `want`, allowing unsafe conversions.
pub fn convert(v: &Value, want: &Type) -> Result<Value, ConversionError> {
    convert_mode(v, want, true)
}

/// [`convert`] taking the value: a value of the wanted type, a known value for the dynamic
/// pseudo-type (which it passes through unchanged), or a tuple or object whose elements all
/// have the wanted collection's element type, is moved into the result instead of shared
/// with it.
#[inline]
pub fn convert_owned(v: Value, want: &Type) -> Result<Value, ConversionError> {
    if v.ty() == want || (want.is_dynamic() && v.is_known() && !v.is_null()) {
        return Ok(v);
    }
    match v.into_uniform_collection(want) {
        Ok(c) => Ok(c),
        Err(v) => convert(&v, want),
    }
}

/// Converts `v` to type `want`, allowing only safe conversions.
pub fn convert_safe(v: &Value, want: &Type) -> Result<Value, ConversionError> {
    convert_mode(v, want, false)
}

fn convert_mode(v: &Value, want: &Type, unsafe_ok: bool) -> Result<Value, ConversionError> {
    if v.ty() == want || (want.has_optional() && v.ty() == &without_optional_attributes(want)) {
        return Ok(v.clone());
    }
    if let Some(fast) = v.uniform_as_collection(want) {
        return Ok(fast);
    }
    match plan(v.ty(), want, unsafe_ok, 0) {
        Some(p) => apply(&p, v, want, unsafe_ok, &mut Vec::new()),
        None => Err(ConversionError::new(&[], mismatch_message(v.ty(), want))),
    }
}

/// Can a value of type `from` be converted to `to` (possibly failing for some values when
/// `unsafe_ok`)?
pub fn can_convert(from: &Type, to: &Type, unsafe_ok: bool) -> bool {
    from == to || plan(from, to, unsafe_ok, 0).is_some()
}

/// How to convert one type to another; built from the types alone, then applied to values.
/// `None` in an element position means "already of the wanted type".
#[derive(Debug)]
enum Plan {
    /// The wanted type is the dynamic pseudo-type: values pass unchanged.
    Passthrough,
    /// From the dynamic pseudo-type: only null and unknown exist, handled by `apply` (other
    /// values convert as themselves).
    FromDynamic,
    Primitive,
    ObjectToObject(BTreeMap<String, Option<Plan>>),
    TupleToTuple(Vec<Option<Plan>>),
    CollectionToList(Option<Box<Plan>>),
    CollectionToSet(Option<Box<Plan>>),
    MapToMap(Box<Plan>),
    /// Element type (resolved when the wanted one is dynamic) and per-element plans.
    TupleToList(Type, Vec<Option<Plan>>),
    TupleToSet(Type, Vec<Option<Plan>>),
    ObjectToMap(Type, BTreeMap<String, Option<Plan>>),
    MapToObject(BTreeMap<String, MapAttr>),
}

#[derive(Debug)]
enum MapAttr {
    /// Map element type equals the attribute type.
    Same,
    Convert(Plan),
    /// An optional attribute the map elements cannot convert to: an error if present.
    Incompatible,
}

fn sub_plan(from: &Type, to: &Type, unsafe_ok: bool, d: usize) -> Option<Option<Plan>> {
    if from == to {
        Some(None)
    } else {
        plan(from, to, unsafe_ok, d).map(Some)
    }
}

fn plan(from: &Type, to: &Type, unsafe_ok: bool, depth: usize) -> Option<Plan> {
    if to.is_dynamic() {
        return Some(Plan::Passthrough);
    }
    if depth > crate::MAX_DEPTH {
        return None;
    }
    let d = depth + 1;
    match (from, to) {
        (Type::Dynamic, _) => unsafe_ok.then_some(Plan::FromDynamic),
        (Type::Number | Type::Bool, Type::String) => Some(Plan::Primitive),
        (Type::String, Type::Number | Type::Bool) => unsafe_ok.then_some(Plan::Primitive),
        (Type::Object(fa), Type::Object(ta)) => {
            let mut attrs = BTreeMap::new();
            for (name, tt) in ta.iter() {
                match fa.get(name) {
                    None if ta.is_optional(name) => {}
                    None => return None,
                    Some(ft) => {
                        attrs.insert(name.clone(), sub_plan(ft, tt, unsafe_ok, d)?);
                    }
                }
            }
            Some(Plan::ObjectToObject(attrs))
        }
        (Type::Tuple(fe), Type::Tuple(te)) => {
            if fe.len() != te.len() {
                return None;
            }
            let plans = fe
                .iter()
                .zip(te.iter())
                .map(|(f, t)| sub_plan(f, t, unsafe_ok, d))
                .collect::<Option<Vec<_>>>()?;
            Some(Plan::TupleToTuple(plans))
        }
        (Type::List(fe) | Type::Set(fe), Type::List(te)) => Some(Plan::CollectionToList(
            sub_plan(fe, te, unsafe_ok, d)?.map(Box::new),
        )),
        (Type::List(fe) | Type::Set(fe), Type::Set(te)) => {
            if from.is_list() && !unsafe_ok {
                return None;
            }
            Some(Plan::CollectionToSet(
                sub_plan(fe, te, unsafe_ok, d)?.map(Box::new),
            ))
        }
        (Type::Map(fe), Type::Map(te)) => {
            // Even equal element types go through the element conversion here.
            let p = plan(fe, te, unsafe_ok, d)?;
            Some(Plan::MapToMap(Box::new(p)))
        }
        (Type::Tuple(fe), Type::List(te) | Type::Set(te)) => {
            let ety = if fe.is_empty() {
                without_optional_attributes(te)
            } else if te.is_dynamic() {
                let u = unify_mode(fe, unsafe_ok, d)?;
                if u.is_dynamic() && fe.iter().any(|t| !t.is_dynamic()) {
                    return None;
                }
                u
            } else {
                (**te).clone()
            };
            let plans = fe
                .iter()
                .map(|f| sub_plan(f, &ety, unsafe_ok, d))
                .collect::<Option<Vec<_>>>()?;
            if to.is_list() {
                Some(Plan::TupleToList(ety, plans))
            } else {
                Some(Plan::TupleToSet(ety, plans))
            }
        }
        (Type::Object(fa), Type::Map(te)) => {
            let ety = if fa.is_empty() {
                without_optional_attributes(te)
            } else if te.is_dynamic() {
                let tys: Vec<Type> = fa.values().cloned().collect();
                unify_mode(&tys, unsafe_ok, d)?
            } else {
                (**te).clone()
            };
            let mut plans = BTreeMap::new();
            for (name, ft) in fa.iter() {
                plans.insert(name.clone(), sub_plan(ft, &ety, unsafe_ok, d)?);
            }
            Some(Plan::ObjectToMap(ety, plans))
        }
        (Type::Map(fe), Type::Object(ta)) => {
            if !unsafe_ok {
                return None;
            }
            let mut attrs = BTreeMap::new();
            for (name, tt) in ta.iter() {
                let a = if tt == &**fe {
                    MapAttr::Same
                } else {
                    match plan(fe, tt, unsafe_ok, d) {
                        Some(p) => MapAttr::Convert(p),
                        None if ta.is_optional(name) => MapAttr::Incompatible,
                        None => return None,
                    }
                };
                attrs.insert(name.clone(), a);
            }
            Some(Plan::MapToObject(attrs))
        }
        _ => None,
    }
}

/// Removes optional-attribute markers everywhere in a type.
pub fn without_optional_attributes(ty: &Type) -> Type {
    if !ty.has_optional() {
        return ty.clone();
    }
    match ty {
        Type::List(e) => Type::list(without_optional_attributes(e)),
        Type::Set(e) => Type::set(without_optional_attributes(e)),
        Type::Map(e) => Type::map(without_optional_attributes(e)),
        Type::Object(o) => Type::object(
            o.iter()
                .map(|(k, t)| (k.clone(), without_optional_attributes(t)))
                .collect(),
        ),
        Type::Tuple(t) => Type::tuple(t.iter().map(without_optional_attributes).collect()),
        _ => ty.clone(),
    }
}

/// The type a null or unknown input of type `from` takes when converted to `to`: the dynamic
/// parts of `to` are filled from `from`.
fn dynamic_replace(from: &Type, to: &Type, depth: usize) -> Type {
    if from.is_dynamic() || depth > crate::MAX_DEPTH {
        return to.clone();
    }
    let d = depth + 1;
    let unified = |tys: Vec<Type>| unify_mode(&tys, true, d).unwrap_or(Type::Dynamic);
    match to {
        Type::Dynamic => from.clone(),
        Type::Map(te) => match from {
            Type::Map(fe) => Type::map(dynamic_replace(fe, te, d)),
            Type::Object(fa) => Type::map(dynamic_replace(
                &unified(fa.values().cloned().collect()),
                te,
                d,
            )),
            _ => Type::map(Type::Dynamic),
        },
        Type::Object(ta) => {
            let mut out = BTreeMap::new();
            for (name, tt) in ta.iter() {
                let t = match from {
                    Type::Map(fe) => dynamic_replace(fe, tt, d),
                    Type::Object(fa) => match fa.get(name) {
                        Some(ft) => dynamic_replace(ft, tt, d),
                        None => tt.clone(),
                    },
                    _ => continue,
                };
                out.insert(name.clone(), t);
            }
            Type::object(out)
        }
        Type::List(te) | Type::Set(te) => {
            let e = match from {
                Type::List(fe) | Type::Set(fe) => dynamic_replace(fe, te, d),
                Type::Tuple(fe) => dynamic_replace(&unified(fe.to_vec()), te, d),
                _ => Type::Dynamic,
            };
            if to.is_list() {
                Type::list(e)
            } else {
                Type::set(e)
            }
        }
        Type::Tuple(te) => match from {
            Type::Tuple(fe) if fe.len() == te.len() => Type::tuple(
                fe.iter()
                    .zip(te.iter())
                    .map(|(f, t)| dynamic_replace(f, t, d))
                    .collect(),
            ),
            _ => to.clone(),
        },
        _ => to.clone(),
    }
}

/// Applies an element plan (`None`: unchanged).
fn apply_opt(
    p: &Option<Plan>,
    v: &Value,
    want: &Type,
    unsafe_ok: bool,
    path: &mut Vec<PathStep>,
) -> Result<Value, ConversionError> {
    match p {
        None => Ok(v.clone()),
        Some(p) => apply(p, v, want, unsafe_ok, path),
    }
}

fn with_step<T>(
    path: &mut Vec<PathStep>,
    step: PathStep,
    f: impl FnOnce(&mut Vec<PathStep>) -> T,
) -> T {
    path.push(step);
    let r = f(path);
    path.pop();
    r
}

fn apply(
    p: &Plan,
    v: &Value,
    want: &Type,
    unsafe_ok: bool,
    path: &mut Vec<PathStep>,
) -> Result<Value, ConversionError> {
    if want.is_dynamic() {
        return Ok(v.clone());
    }
    if !v.is_known() || v.is_null() {
        let plain;
        let want = if want.has_optional() {
            plain = without_optional_attributes(want);
            &plain
        } else {
            want
        };
        let ty = dynamic_replace(v.ty(), want, 0);
        return Ok(if v.is_null() {
            Value::null(ty)
        } else {
            Value::unknown(ty)
        });
    }
    let index_step = |i: usize| PathStep::Index(Value::int(i as i64));
    match p {
        Plan::Passthrough => Ok(v.clone()),
        // Reached with a known value only when a conversion planned for the dynamic
        // pseudo-type is applied to a value of another type (see `Mode::Composed`): the
        // value converts as itself.
        Plan::FromDynamic => convert(v, want).map_err(|e| {
            let mut full = path.clone();
            full.extend(e.path);
            ConversionError {
                path: full,
                message: e.message,
            }
        }),
        Plan::Primitive => convert_primitive(v, want, path),
        Plan::ObjectToObject(attrs) => {
            let Type::Object(ta) = want else {
                return Err(ConversionError::new(path, "object required"));
            };
            let mut out = BTreeMap::new();
            for (name, av) in v.as_attributes().into_iter().flatten() {
                let (Some(ap), Some(at)) = (attrs.get(name), ta.get(name)) else {
                    continue;
                };
                let cv = with_step(path, PathStep::Attr(name.clone()), |path| {
                    apply_opt(ap, av, at, unsafe_ok, path)
                })?;
                out.insert(name.clone(), strip_null(cv));
            }
            for name in &ta.optional {
                if !out.contains_key(name) {
                    if let Some(t) = ta.get(name) {
                        out.insert(name.clone(), Value::null(without_optional_attributes(t)));
                    }
                }
            }
            Ok(Value::object(out))
        }
        Plan::TupleToTuple(plans) => {
            let Type::Tuple(te) = want else {
                return Err(ConversionError::new(path, "tuple required"));
            };
            let src = v.as_elements().unwrap_or(&[]);
            let mut out = Vec::with_capacity(src.len());
            for (i, ((ev, ep), et)) in src.iter().zip(plans).zip(te.iter()).enumerate() {
                out.push(with_step(path, index_step(i), |path| {
                    apply_opt(ep, ev, et, unsafe_ok, path)
                })?);
            }
            Ok(Value::tuple(out))
        }
        Plan::CollectionToList(ep) | Plan::CollectionToSet(ep) => {
            let to_list = matches!(p, Plan::CollectionToList(_));
            let te = want.element_type().cloned().unwrap_or(Type::Dynamic);
            let src_ety = v.ty().element_type().cloned().unwrap_or(Type::Dynamic);
            if to_list && v.ty().is_set() && !crate::value::set_length_known(v) {
                return Ok(Value::unknown(Type::list(src_ety)));
            }
            let src = v.as_elements().unwrap_or(&[]);
            let mut out = Vec::with_capacity(src.len());
            for (i, ev) in src.iter().enumerate() {
                let cv = with_step(path, index_step(i), |path| match ep {
                    None => Ok(ev.clone()),
                    Some(ep) => apply(ep, ev, &te, unsafe_ok, path),
                })?;
                out.push(strip_null(cv));
            }
            if out.is_empty() {
                let ety = if te.is_dynamic() {
                    src_ety
                } else {
                    without_optional_attributes(&te)
                };
                return Ok(if to_list {
                    Value::list_of_conforming(ety, out)
                } else {
                    Value::set_of_conforming(ety, out)
                });
            }
            build_seq(to_list, out, path)
        }
        Plan::MapToMap(ep) => {
            let te = want.element_type().cloned().unwrap_or(Type::Dynamic);
            let mut out = BTreeMap::new();
            for (k, ev) in v.as_attributes().into_iter().flatten() {
                let cv = with_step(path, PathStep::Index(Value::string(k)), |path| {
                    apply(ep, ev, &te, unsafe_ok, path)
                })?;
                out.insert(k.clone(), cv);
            }
            if out.is_empty() {
                let ety = if te.is_dynamic() {
                    v.ty().element_type().cloned().unwrap_or(Type::Dynamic)
                } else {
                    te
                };
                return Ok(Value::map_of_conforming(ety, out));
            }
            if te.is_collection() || te.is_object() {
                out = unify_elements_map(out, path, false)?;
            }
            build_map(
                out,
                path,
                "element types must all match for conversion to map",
            )
        }
        Plan::TupleToList(ety, plans) | Plan::TupleToSet(ety, plans) => {
            let to_list = matches!(p, Plan::TupleToList(..));
            let src = v.as_elements().unwrap_or(&[]);
            if src.is_empty() {
                return Ok(if to_list {
                    Value::list_of_conforming(ety.clone(), Vec::new())
                } else {
                    Value::set_of_conforming(ety.clone(), Vec::new())
                });
            }
            let mut out = Vec::with_capacity(src.len());
            for (i, (ev, ep)) in src.iter().zip(plans).enumerate() {
                let cv = with_step(path, index_step(i), |path| {
                    apply_opt(ep, ev, ety, unsafe_ok, path)
                })?;
                out.push(if to_list { cv } else { strip_null(cv) });
            }
            if to_list {
                let last = src.len().saturating_sub(1);
                let mut elem_path = path.clone();
                elem_path.push(index_step(last));
                out = unify_elements_list(out, &elem_path, unsafe_ok)?;
            }
            build_seq(to_list, out, path)
        }
        Plan::ObjectToMap(ety, plans) => {
            let mut out = BTreeMap::new();
            for (k, ev) in v.as_attributes().into_iter().flatten() {
                let Some(ep) = plans.get(k) else { continue };
                let cv = with_step(path, PathStep::Index(Value::string(k)), |path| {
                    apply_opt(ep, ev, ety, unsafe_ok, path)
                })?;
                out.insert(k.clone(), cv);
            }
            if out.is_empty() {
                return Ok(Value::map_of_conforming(ety.clone(), out));
            }
            if ety.is_collection() || ety.is_object() {
                out = unify_elements_map(out, path, unsafe_ok)?;
            }
            build_map(
                out,
                path,
                "attribute types must all match for conversion to map",
            )
        }
        Plan::MapToObject(attrs) => {
            let Type::Object(ta) = want else {
                return Err(ConversionError::new(path, "object required"));
            };
            let mut out = BTreeMap::new();
            for (k, ev) in v.as_attributes().into_iter().flatten() {
                let (Some(a), Some(at)) = (attrs.get(k), ta.get(k)) else {
                    continue;
                };
                let cv = match a {
                    MapAttr::Same => ev.clone(),
                    MapAttr::Convert(ap) => {
                        with_step(path, PathStep::Index(Value::string(k)), |path| {
                            apply(ap, ev, at, unsafe_ok, path)
                        })?
                    }
                    MapAttr::Incompatible => {
                        return Err(ConversionError::new(
                            path,
                            format!(
                                "map element type is incompatible with attribute {k:?}: {}",
                                mismatch_message(ev.ty(), at)
                            ),
                        ))
                    }
                };
                out.insert(k.clone(), strip_null(cv));
            }
            for (name, at) in ta.iter() {
                if !out.contains_key(name) {
                    if ta.is_optional(name) {
                        out.insert(name.clone(), Value::null(at.clone()));
                    } else {
                        return Err(ConversionError::new(
                            path,
                            format!("map has no element for required attribute {name:?}"),
                        ));
                    }
                }
            }
            Ok(Value::object(out))
        }
    }
}

fn strip_null(v: Value) -> Value {
    if v.is_null() {
        let ty = without_optional_attributes(v.ty());
        Value::null(ty)
    } else {
        v
    }
}

/// `v` converted to `elem` where it is not of that type already (unchanged when the
/// conversion fails: a caller normally passes conforming elements). The collection
/// constructors ([`Value::list`] and the others, in `construct.rs`) apply it to every element.
pub(crate) fn conform(elem: &Type, v: Value) -> Value {
    if v.ty() == elem || elem.is_dynamic() {
        v
    } else {
        convert(&v, elem).unwrap_or(v)
    }
}

/// [`conform`] applied to every element.
pub(crate) fn conform_all(elem: &Type, items: Vec<Value>) -> Vec<Value> {
    items.into_iter().map(|v| conform(elem, v)).collect()
}

/// The element type a list, set or map built from these values takes: the first type that
/// is not dynamic (elements of the dynamic pseudo-type take it too). `None` if two
/// non-dynamic types differ.
fn common_element_type<'a>(types: impl Iterator<Item = &'a Type>) -> Option<Type> {
    let mut ety = Type::Dynamic;
    for t in types {
        if ety.is_dynamic() {
            ety = t.clone();
        } else if !t.is_dynamic() && t != &ety {
            return None;
        }
    }
    Some(ety)
}

/// Builds a non-empty list or set from converted elements, which must share one type.
fn build_seq(
    to_list: bool,
    items: Vec<Value>,
    path: &[PathStep],
) -> Result<Value, ConversionError> {
    let Some(ety) = common_element_type(items.iter().map(Value::ty)) else {
        let kind = if to_list { "list" } else { "set" };
        return Err(ConversionError::new(
            path,
            format!("element types must all match for conversion to {kind}"),
        ));
    };
    let items = conform_all(&ety, items);
    Ok(if to_list {
        Value::list_of_conforming(ety, items)
    } else {
        Value::set_of_conforming(ety, items)
    })
}

fn build_map(
    items: BTreeMap<String, Value>,
    path: &[PathStep],
    message: &str,
) -> Result<Value, ConversionError> {
    let Some(ety) = common_element_type(items.values().map(Value::ty)) else {
        return Err(ConversionError::new(path, message));
    };
    let items = items
        .into_iter()
        .map(|(k, v)| (k, conform(&ety, v)))
        .collect();
    Ok(Value::map_of_conforming(ety, items))
}

const NO_COMMON_TYPE: &str = "cannot find a common base type for all elements";

/// Converts every element to the unification of the elements' types.
fn unify_elements_list(
    items: Vec<Value>,
    path: &[PathStep],
    unsafe_ok: bool,
) -> Result<Vec<Value>, ConversionError> {
    let tys: Vec<Type> = items.iter().map(|v| v.ty().clone()).collect();
    let Some(u) = unify_mode(&tys, unsafe_ok, 0) else {
        return Err(ConversionError::new(path, NO_COMMON_TYPE));
    };
    let mut out = Vec::with_capacity(items.len());
    for v in items {
        if v.ty() == &u {
            out.push(v);
            continue;
        }
        let Some(p) = plan(v.ty(), &u, unsafe_ok, 0) else {
            return Err(ConversionError::new(path, NO_COMMON_TYPE));
        };
        out.push(apply(&p, &v, &u, unsafe_ok, &mut path.to_vec())?);
    }
    Ok(out)
}

fn unify_elements_map(
    items: BTreeMap<String, Value>,
    path: &[PathStep],
    unsafe_ok: bool,
) -> Result<BTreeMap<String, Value>, ConversionError> {
    let tys: Vec<Type> = items.values().map(|v| v.ty().clone()).collect();
    let Some(u) = unify_mode(&tys, unsafe_ok, 0) else {
        return Err(ConversionError::new(path, NO_COMMON_TYPE));
    };
    let mut out = BTreeMap::new();
    for (k, v) in items {
        if v.ty() == &u {
            out.insert(k, v);
            continue;
        }
        let Some(p) = plan(v.ty(), &u, unsafe_ok, 0) else {
            return Err(ConversionError::new(path, NO_COMMON_TYPE));
        };
        let mut elem_path = path.to_vec();
        elem_path.push(PathStep::Index(Value::string(&k)));
        let cv = apply(&p, &v, &u, unsafe_ok, &mut elem_path)?;
        out.insert(k, cv);
    }
    Ok(out)
}

fn convert_primitive(v: &Value, want: &Type, path: &[PathStep]) -> Result<Value, ConversionError> {
    match (want, v.as_bool(), v.as_number(), v.as_str()) {
        (Type::String, Some(b), _, _) => Ok(Value::string(if b { "true" } else { "false" })),
        (Type::String, _, Some(n), _) => Ok(Value::string(n.to_text())),
        (Type::Number, _, _, Some(s)) => match Number::parse(s) {
            Some(n) => Ok(Value::number(n)),
            None => Err(ConversionError::new(path, "a number is required")),
        },
        (Type::Bool, _, _, Some(s)) => match s {
            "true" | "1" => Ok(Value::bool(true)),
            "false" | "0" => Ok(Value::bool(false)),
            other => {
                let lower = other.to_lowercase();
                let msg = match lower.as_str() {
                    "true" => "a bool is required; to convert from string, use lowercase \"true\"",
                    "false" => {
                        "a bool is required; to convert from string, use lowercase \"false\""
                    }
                    _ => "a bool is required",
                };
                Err(ConversionError::new(path, msg))
            }
        },
        _ => Err(ConversionError::new(
            path,
            format!("{} required", want.friendly_name_for_constraint()),
        )),
    }
}

/// HCL's description of why type `got` cannot be converted to `want`. Where the reference
/// picks "the first" of several mismatching attributes in an unspecified order, this picks
/// the first by name.
pub fn mismatch_message(got: &Type, want: &Type) -> String {
    mismatch(got, want, 0)
}

fn required(want: &Type) -> String {
    format!("{} required", want.friendly_name_for_constraint())
}

fn mismatch(got: &Type, want: &Type, depth: usize) -> String {
    if depth > crate::MAX_DEPTH {
        return required(want);
    }
    let d = depth + 1;
    let want_ety_dynamic = want.element_type().is_some_and(Type::is_dynamic);
    match (got, want) {
        (Type::Object(g), Type::Object(w)) => {
            let mut missing = Vec::new();
            let mut unsafe_mismatch = None;
            let mut safe_mismatch = None;
            for (name, wt) in w.iter() {
                let Some(gt) = g.get(name) else {
                    if !w.is_optional(name) {
                        missing.push(name.clone());
                    }
                    continue;
                };
                if gt == wt || unsafe_mismatch.is_some() {
                    continue;
                }
                if plan(gt, wt, true, d).is_none() {
                    unsafe_mismatch =
                        Some(format!("attribute {:?}: {}", name, mismatch(gt, wt, d)));
                }
                if safe_mismatch.is_none() && plan(gt, wt, false, d).is_none() {
                    safe_mismatch = Some(format!("attribute {:?}: {}", name, mismatch(gt, wt, d)));
                }
            }
            match missing.as_slice() {
                [] => unsafe_mismatch
                    .or(safe_mismatch)
                    .unwrap_or_else(|| "incorrect object attributes".into()),
                [one] => format!("attribute {one:?} is required"),
                [a, b] => format!("attributes {a:?} and {b:?} are required"),
                [rest @ .., last] => {
                    let mut buf = String::new();
                    for n in rest {
                        buf.push_str(&format!("{n:?}, "));
                    }
                    buf.push_str(&format!("and {last:?}"));
                    format!("attributes {buf} are required")
                }
            }
        }
        (Type::Tuple(_), Type::List(_)) if want_ety_dynamic => {
            "all list elements must have the same type".into()
        }
        (Type::Tuple(_), Type::Set(_)) if want_ety_dynamic => {
            "all set elements must have the same type".into()
        }
        (Type::Object(_), Type::Map(_)) if want_ety_dynamic => {
            "all map elements must have the same type".into()
        }
        (Type::Tuple(_) | Type::Object(_), _) if want.is_collection() => {
            let wety = want.element_type().cloned().unwrap_or(Type::Dynamic);
            let all = || {
                format!(
                    "all elements must be {}",
                    wety.friendly_name_for_constraint()
                )
            };
            match (got, want) {
                (Type::Tuple(ge), Type::List(_) | Type::Set(_)) => {
                    for (i, gt) in ge.iter().enumerate() {
                        if gt == &wety || plan(gt, &wety, true, d).is_some() {
                            continue;
                        }
                        return format!("element {i}: {}", mismatch(gt, &wety, d));
                    }
                    all()
                }
                (Type::Object(ga), Type::Map(_)) => {
                    for (name, gt) in ga.iter() {
                        if gt == &wety || plan(gt, &wety, true, d).is_some() {
                            continue;
                        }
                        return format!("element {name:?}: {}", mismatch(gt, &wety, d));
                    }
                    all()
                }
                _ => required(want),
            }
        }
        (
            Type::List(ge) | Type::Set(ge) | Type::Map(ge),
            Type::List(we) | Type::Set(we) | Type::Map(we),
        ) => {
            let kinds_ok = match want {
                Type::List(_) | Type::Set(_) => got.is_list() || got.is_set(),
                _ => got.is_map(),
            };
            if !kinds_ok {
                return required(want);
            }
            let noun = match want {
                Type::List(_) => "list element type",
                Type::Set(_) => "set element type",
                _ => "map element type",
            };
            format!("incorrect {noun}: {}", mismatch(ge, we, d))
        }
        _ => required(want),
    }
}

/// Finds the most general type that all `types` can be converted to (unsafe conversions
/// allowed), or `None`. The result is the dynamic pseudo-type when all inputs are, when the
/// dynamic pseudo-type is the only type all inputs convert to, and when collections or
/// structural types of one kind are mixed with the dynamic pseudo-type (see
/// [`unify_conversions`] for what then happens to the values).
pub fn unify(types: &[Type]) -> Option<Type> {
    unify_mode(types, true, 0)
}

/// Like [`unify`] but considering only safe conversions.
pub fn unify_safe(types: &[Type]) -> Option<Type> {
    unify_mode(types, false, 0)
}

/// A unified type together with the way values of the unified types convert to it.
#[derive(Clone, Debug, PartialEq)]
pub struct Unified {
    /// The type every input type converts to (the dynamic pseudo-type when the types have nothing
    /// in common).
    pub ty: Type,
    mode: Mode,
}

impl Unified {
    /// Converts one of the values whose types were unified.
    pub fn convert(&self, v: &Value) -> Result<Value, ConversionError> {
        match &self.mode {
            Mode::Plain => convert(v, &self.ty),
            Mode::ToUnknown => Ok(Value::dynamic()),
            Mode::Composed { mid, objects } => {
                let structural = if *objects {
                    v.ty().is_object()
                } else {
                    v.ty().is_tuple()
                };
                if !structural {
                    return convert(v, &self.ty);
                }
                let first = convert(v, mid)?;
                if mid == &self.ty {
                    return Ok(first);
                }
                match plan(mid, &self.ty, true, 0) {
                    Some(p) => apply(&p, v, &self.ty, true, &mut Vec::new()),
                    None => convert(v, &self.ty),
                }
            }
        }
    }
}

/// [`unify`] with the conversions of the values: the form conditional expressions use.
pub fn unify_conversions(types: &[Type]) -> Option<Unified> {
    unify_detail(types, true, 0).map(|(ty, mode)| Unified { ty, mode })
}

fn kind_counts(types: &[Type]) -> [usize; 6] {
    let mut c = [0usize; 6];
    for t in types {
        let i = match t {
            Type::Map(_) => 0,
            Type::List(_) => 1,
            Type::Set(_) => 2,
            Type::Object(_) => 3,
            Type::Tuple(_) => 4,
            Type::Dynamic => 5,
            _ => continue,
        };
        c[i] += 1;
    }
    c
}

fn unify_mode(types: &[Type], unsafe_ok: bool, depth: usize) -> Option<Type> {
    unify_detail(types, unsafe_ok, depth).map(|(t, _)| t)
}

/// How the values of unified types become values of the unified type.
#[derive(Clone, Debug, PartialEq)]
enum Mode {
    /// Each value converts to the unified type.
    Plain,
    /// No conversion can be chosen yet: every value becomes the dynamic value.
    ToUnknown,
    /// Objects mixed with maps (tuples mixed with lists): those values first convert to
    /// `mid`, the map (list) type the objects (tuples) unify to; as in the reference, the
    /// conversion from `mid` to the result is then applied to the original value.
    Composed { mid: Type, objects: bool },
}

fn unify_detail(types: &[Type], unsafe_ok: bool, depth: usize) -> Option<(Type, Mode)> {
    if types.is_empty() || depth > crate::MAX_DEPTH {
        return None;
    }
    // One type repeated (the usual case: a list literal of numbers) unifies to itself.
    if let Some((first, rest)) = types.split_first() {
        if rest.iter().all(|t| t == first) {
            return Some((first.clone(), Mode::Plain));
        }
    }
    // Repeated types change nothing but cost (the preference sort is quadratic): keep the
    // first of each, in order.
    let mut seen = std::collections::HashSet::new();
    let distinct: Vec<Type> = types.iter().filter(|t| seen.insert(*t)).cloned().collect();
    let types = distinct.as_slice();
    if let [only] = types {
        return Some((only.clone(), Mode::Plain));
    }
    let d = depth + 1;
    let n = types.len();
    let [maps, lists, sets, objects, tuples, dynamics] = kind_counts(types);
    let plain = |t: Option<Type>| t.map(|t| (t, Mode::Plain));
    let collections = |make: fn(Type) -> Type| {
        if dynamics > 0 {
            Some((Type::Dynamic, Mode::ToUnknown))
        } else {
            plain(unify_collections(types, unsafe_ok, make, d))
        }
    };
    if maps > 0 && maps + dynamics == n {
        return collections(Type::map);
    } else if maps > 0 && maps + objects + dynamics == n {
        if let Some((t, mid)) = unify_structural_as_collection(types, unsafe_ok, d, true) {
            return Some((t, Mode::Composed { mid, objects: true }));
        }
    } else if lists > 0 && lists + dynamics == n {
        return collections(Type::list);
    } else if lists > 0 && lists + tuples + dynamics == n {
        if let Some((t, mid)) = unify_structural_as_collection(types, unsafe_ok, d, false) {
            return Some((
                t,
                Mode::Composed {
                    mid,
                    objects: false,
                },
            ));
        }
    } else if sets > 0 && sets + dynamics == n {
        return collections(Type::set);
    } else if objects > 0 && objects + dynamics == n {
        if dynamics > 0 {
            return Some((Type::Dynamic, Mode::ToUnknown));
        }
        return plain(unify_objects(types, unsafe_ok, d));
    } else if tuples > 0 && tuples + dynamics == n {
        if dynamics > 0 {
            return Some((Type::Dynamic, Mode::ToUnknown));
        }
        return plain(unify_tuples(types, unsafe_ok, d));
    } else if objects > 0 && tuples > 0 {
        return None;
    }

    'preference: for want_idx in sort_types(types, d) {
        let want = &types[want_idx];
        for (i, t) in types.iter().enumerate() {
            if i == want_idx || t == want {
                continue;
            }
            if plan(t, want, unsafe_ok, d).is_none() {
                continue 'preference;
            }
        }
        return Some((want.clone(), Mode::Plain));
    }
    None
}

/// All of `types` convert to `ret`?
fn all_convert(types: &[Type], ret: &Type, unsafe_ok: bool, d: usize) -> bool {
    types
        .iter()
        .all(|t| t == ret || plan(t, ret, unsafe_ok, d).is_some())
}

fn unify_collections(
    types: &[Type],
    unsafe_ok: bool,
    make: fn(Type) -> Type,
    d: usize,
) -> Option<Type> {
    let etys: Vec<Type> = types
        .iter()
        .filter_map(|t| t.element_type().cloned())
        .collect();
    let ret = make(unify_mode(&etys, unsafe_ok, d)?);
    all_convert(types, &ret, unsafe_ok, d).then_some(ret)
}

/// Objects mixed with maps (`as_map`), or tuples mixed with lists: the structural types are
/// first unified to a map (list) type, then everything is unified again.
fn unify_structural_as_collection(
    types: &[Type],
    unsafe_ok: bool,
    d: usize,
    as_map: bool,
) -> Option<(Type, Type)> {
    let is_structural = |t: &Type| if as_map { t.is_object() } else { t.is_tuple() };
    let structural: Vec<Type> = types.iter().filter(|t| is_structural(t)).cloned().collect();
    let collected = if as_map {
        unify_objects_to_map(&structural, unsafe_ok, d)?
    } else {
        unify_tuples_to_list(&structural, unsafe_ok, d)?
    };
    let replaced: Vec<Type> = types
        .iter()
        .map(|t| {
            if is_structural(t) {
                collected.clone()
            } else {
                t.clone()
            }
        })
        .collect();
    let ret = unify_mode(&replaced, unsafe_ok, d)?;
    let ok = if as_map { ret.is_map() } else { ret.is_list() };
    ok.then_some((ret, collected))
}

fn unify_objects(types: &[Type], unsafe_ok: bool, d: usize) -> Option<Type> {
    let first = types.first()?.object_type()?;
    let same_names = types.iter().all(|t| {
        t.object_type()
            .is_some_and(|o| o.len() == first.len() && o.keys().all(|k| first.contains_key(k)))
    });
    if !same_names {
        return unify_objects_to_map(types, unsafe_ok, d);
    }
    let mut attrs = BTreeMap::new();
    for name in first.keys() {
        let across: Vec<Type> = types
            .iter()
            .filter_map(|t| t.object_type().and_then(|o| o.get(name)).cloned())
            .collect();
        attrs.insert(name.clone(), unify_mode(&across, unsafe_ok, d)?);
    }
    let ret = Type::object(attrs);
    if all_convert(types, &ret, unsafe_ok, d) {
        Some(ret)
    } else {
        unify_objects_to_map(types, unsafe_ok, d)
    }
}

fn unify_objects_to_map(types: &[Type], unsafe_ok: bool, d: usize) -> Option<Type> {
    let atys: Vec<Type> = types
        .iter()
        .filter_map(Type::object_type)
        .flat_map(|o| o.values().cloned())
        .collect();
    let ret = Type::map(unify_mode(&atys, unsafe_ok, d)?);
    all_convert(types, &ret, unsafe_ok, d).then_some(ret)
}

fn unify_tuples(types: &[Type], unsafe_ok: bool, d: usize) -> Option<Type> {
    let first = types.first()?.tuple_elements()?;
    let same_len = types
        .iter()
        .all(|t| t.tuple_elements().is_some_and(|e| e.len() == first.len()));
    if !same_len {
        return unify_tuples_to_list(types, unsafe_ok, d);
    }
    let mut elems = Vec::with_capacity(first.len());
    for i in 0..first.len() {
        let across: Vec<Type> = types
            .iter()
            .filter_map(|t| t.tuple_elements().and_then(|e| e.get(i)).cloned())
            .collect();
        elems.push(unify_mode(&across, unsafe_ok, d)?);
    }
    let ret = Type::tuple(elems);
    if all_convert(types, &ret, unsafe_ok, d) {
        Some(ret)
    } else {
        unify_tuples_to_list(types, unsafe_ok, d)
    }
}

fn unify_tuples_to_list(types: &[Type], unsafe_ok: bool, d: usize) -> Option<Type> {
    let etys: Vec<Type> = types
        .iter()
        .filter_map(Type::tuple_elements)
        .flat_map(|e| e.iter().cloned())
        .collect();
    let ret = Type::list(unify_mode(&etys, unsafe_ok, d)?);
    all_convert(types, &ret, unsafe_ok, d).then_some(ret)
}

/// Orders type indices by preference (most general first) by a topological sort of the
/// "more general than" relation, keeping input order among incomparable types. As in the
/// reference, positions a cycle leaves unfilled name the first type.
fn sort_types(types: &[Type], d: usize) -> Vec<usize> {
    let n = types.len();
    let mut edges: Vec<Vec<usize>> = vec![Vec::new(); n];
    for i in 0..n {
        for j in i + 1..n {
            match compare_types(&types[i], &types[j], d) {
                c if c < 0 => edges[i].push(j),
                c if c > 0 => edges[j].push(i),
                _ => {}
            }
        }
    }
    let mut in_degree = vec![0usize; n];
    for outs in &edges {
        for &j in outs {
            in_degree[j] += 1;
        }
    }
    let mut order: Vec<usize> = (0..n).filter(|&i| in_degree[i] == 0).collect();
    let mut head = 0;
    while head < order.len() {
        let i = order[head];
        head += 1;
        for &j in &edges[i] {
            in_degree[j] -= 1;
            if in_degree[j] == 0 {
                order.push(j);
            }
        }
    }
    order.resize(n, 0);
    order
}

/// Negative if `a` is preferred (more general) over `b`, positive if `b` is, else zero.
fn compare_types(a: &Type, b: &Type, depth: usize) -> i32 {
    if depth > crate::MAX_DEPTH {
        return 0;
    }
    let d = depth + 1;
    if a.is_dynamic() || b.is_dynamic() {
        return match (a.is_dynamic(), b.is_dynamic()) {
            (false, true) => -1,
            (true, false) => 1,
            _ => 0,
        };
    }
    if a.is_primitive() && b.is_primitive() && (a == &Type::String || b == &Type::String) {
        return match (a == &Type::String, b == &Type::String) {
            (false, true) => 1,
            (true, false) => -1,
            _ => 0,
        };
    }
    match (a, b) {
        (Type::List(x), Type::List(y))
        | (Type::Set(x), Type::Set(y))
        | (Type::Map(x), Type::Map(y)) => return compare_types(x, y, d),
        _ => {}
    }
    let swapped = matches!(
        (a, b),
        (Type::Tuple(_), Type::List(_))
            | (Type::Object(_), Type::Map(_))
            | (Type::Set(_), Type::Tuple(_))
            | (Type::Set(_), Type::List(_))
    );
    let (a, b, swap) = if swapped { (b, a, -1) } else { (a, b, 1) };
    if b.is_set() && (a.is_tuple() || a.is_list()) {
        return -swap;
    }
    if a.is_list() && b.is_tuple() {
        return -swap;
    }
    if a.is_map() && b.is_object() {
        return -swap;
    }
    let tally = |pairs: Vec<(&Type, &Type)>| -> i32 {
        let (mut a_super, mut b_super) = (false, false);
        for (x, y) in pairs {
            let c = compare_types(x, y, d);
            if c < 0 {
                a_super = true;
            } else if c > 0 {
                b_super = true;
            }
        }
        match (a_super, b_super) {
            (true, false) => -swap,
            (false, true) => swap,
            _ => 0,
        }
    };
    match (a, b) {
        (Type::Object(x), Type::Object(y)) => {
            if x.len() != y.len() || x.keys().any(|k| !y.contains_key(k)) {
                return 0;
            }
            tally(
                x.iter()
                    .filter_map(|(k, t)| y.get(k).map(|u| (t, u)))
                    .collect(),
            )
        }
        (Type::Tuple(x), Type::Tuple(y)) => {
            if x.len() != y.len() {
                return 0;
            }
            tally(x.iter().zip(y.iter()).collect())
        }
        _ => 0,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The object value of `pairs`.
    fn object_of(pairs: &[(&str, Value)]) -> Value {
        Value::object(
            pairs
                .iter()
                .map(|(k, v)| (k.to_string(), v.clone()))
                .collect(),
        )
    }

    #[test]
    fn converting_a_value_taken_gives_what_converting_a_shared_one_gives() {
        let obj = object_of;
        let cases = [
            (Value::int(1), Type::Number),
            (Value::int(1), Type::String),
            (
                Value::tuple(vec![Value::int(1), Value::int(2)]),
                Type::list(Type::Number),
            ),
            (
                Value::tuple(vec![Value::int(1), Value::string("a")]),
                Type::list(Type::String),
            ),
            (obj(&[("a", Value::string("x"))]), Type::map(Type::String)),
            (obj(&[("a", Value::int(1))]), Type::map(Type::String)),
            (Value::string("x"), Type::Dynamic),
            (Value::null(Type::String), Type::Dynamic),
            (Value::unknown(Type::String), Type::Dynamic),
            (Value::unknown(Type::String), Type::String),
            (Value::null(Type::String), Type::Number),
            (Value::string("x"), Type::Bool),
        ];
        for (v, t) in cases {
            let shared = convert(&v, &t);
            let taken = convert_owned(v.clone(), &t);
            match (shared, taken) {
                (Ok(a), Ok(b)) => {
                    assert!(a.raw_equals(&b), "{v:?} to {t:?}");
                    assert_eq!(a.ty(), b.ty());
                }
                (Err(a), Err(b)) => assert_eq!(a.message, b.message),
                (a, b) => panic!("{v:?} to {t:?}: {a:?} against {b:?}"),
            }
        }
    }

    fn obj(pairs: &[(&str, Type)]) -> Type {
        Type::object(
            pairs
                .iter()
                .map(|(k, t)| (k.to_string(), t.clone()))
                .collect(),
        )
    }

    /// The shortcut for tuples and objects whose elements all have the wanted primitive
    /// element type gives what the planned elementwise conversion gives.
    #[test]
    fn uniform_collections_convert_as_planned() {
        let planned = |v: &Value, want: &Type| {
            let p = plan(v.ty(), want, true, 0).unwrap();
            apply(&p, v, want, true, &mut Vec::new()).unwrap()
        };
        let attrs = object_of;
        let cases = [
            (
                Value::tuple(vec![Value::int(80), Value::int(443), Value::int(8000)]),
                Type::list(Type::Number),
            ),
            (
                Value::tuple(vec![
                    Value::null(Type::Number),
                    Value::unknown(Type::Number),
                ]),
                Type::list(Type::Number),
            ),
            (
                attrs(&[
                    ("Name", Value::string("web")),
                    ("Env", Value::string("prod")),
                ]),
                Type::map(Type::String),
            ),
            (
                attrs(&[("a", Value::null(Type::Bool)), ("b", Value::bool(true))]),
                Type::map(Type::Bool),
            ),
        ];
        for (v, want) in &cases {
            let fast = v.uniform_as_collection(want).expect("shortcut applies");
            let slow = planned(v, want);
            assert_eq!(fast.ty(), slow.ty());
            assert_eq!(fast, slow);
            assert_eq!(convert(v, want).unwrap(), slow);
        }
        // Not for mixed element types, other element types or non-ASCII names.
        let mixed = Value::tuple(vec![Value::int(1), Value::string("2")]);
        assert!(mixed
            .uniform_as_collection(&Type::list(Type::String))
            .is_none());
        let nested = Value::tuple(vec![Value::tuple(vec![Value::int(1)])]);
        let want = Type::list(Type::list(Type::Number));
        assert!(nested.uniform_as_collection(&want).is_none());
        let accented = attrs(&[("cafe\u{301}", Value::string("x"))]);
        assert!(accented
            .uniform_as_collection(&Type::map(Type::String))
            .is_none());
        assert!(Value::empty_tuple()
            .uniform_as_collection(&Type::list(Type::String))
            .is_none());
    }

    #[test]
    fn primitive_conversions() {
        assert_eq!(
            convert(&Value::int(12), &Type::String).unwrap(),
            Value::string("12")
        );
        assert_eq!(
            convert(&Value::string("1.5"), &Type::Number).unwrap(),
            Value::number(Number::parse("1.5").unwrap())
        );
        assert_eq!(
            convert(&Value::string("x"), &Type::Number)
                .unwrap_err()
                .message,
            "a number is required"
        );
        assert_eq!(
            convert(&Value::string("1"), &Type::Bool).unwrap(),
            Value::bool(true)
        );
        assert_eq!(
            convert(&Value::string("yes"), &Type::Bool)
                .unwrap_err()
                .message,
            "a bool is required"
        );
        assert_eq!(
            convert(&Value::bool(true), &Type::Number)
                .unwrap_err()
                .message,
            "number required"
        );
        assert!(convert_safe(&Value::string("1"), &Type::Number).is_err());
    }

    #[test]
    fn structural_conversions() {
        let t = Value::tuple(vec![Value::int(1), Value::string("a")]);
        let l = convert(&t, &Type::list(Type::Dynamic)).unwrap();
        assert_eq!(l.ty(), &Type::list(Type::String));
        assert_eq!(
            convert(&t, &Type::list(Type::Number)).unwrap_err().message,
            "a number is required"
        );
        assert_eq!(
            convert(&t, &Type::String).unwrap_err().message,
            "string required"
        );
        let list = Value::list(Type::String, vec!["a".into()]);
        assert_eq!(
            convert(&list, &Type::tuple(vec![Type::String]))
                .unwrap_err()
                .message,
            "tuple required"
        );
        let m = Value::map(
            Type::String,
            BTreeMap::from([("a".to_string(), Value::string("x"))]),
        );
        assert_eq!(
            convert(&m, &Type::list(Type::String)).unwrap_err().message,
            "list of string required"
        );
        let o = Value::object(BTreeMap::from([("a".to_string(), Value::int(1))]));
        assert_eq!(
            convert(&o, &obj(&[("a", Type::Number), ("x", Type::String)]))
                .unwrap_err()
                .message,
            "attribute \"x\" is required"
        );
        let mut want = BTreeMap::new();
        want.insert("a".to_string(), Type::String);
        want.insert("b".to_string(), Type::Number);
        let want = Type::object_with_optional(want, ["b".to_string()].into());
        let got = convert(&o, &want).unwrap();
        assert_eq!(got.as_attributes().unwrap()["a"], Value::string("1"));
        assert!(got.as_attributes().unwrap()["b"].is_null());
    }

    #[test]
    fn nulls_and_unknowns_convert() {
        assert_eq!(
            convert(&Value::dynamic_null(), &Type::String).unwrap(),
            Value::null(Type::String)
        );
        assert_eq!(
            convert(&Value::dynamic(), &Type::list(Type::Number)).unwrap(),
            Value::unknown(Type::list(Type::Number))
        );
        assert_eq!(
            convert(&Value::null(Type::String), &Type::Number).unwrap(),
            Value::null(Type::Number)
        );
        assert!(convert(&Value::null(Type::String), &Type::list(Type::Dynamic)).is_err());
    }

    #[test]
    fn unification() {
        assert_eq!(unify(&[Type::Number, Type::String]), Some(Type::String));
        assert_eq!(unify(&[Type::Number, Type::Dynamic]), Some(Type::Number));
        assert_eq!(unify(&[Type::Dynamic, Type::Dynamic]), Some(Type::Dynamic));
        assert_eq!(unify(&[Type::Number, Type::Bool]), None);
        assert_eq!(
            unify(&[Type::list(Type::Number), Type::list(Type::String)]),
            Some(Type::list(Type::String))
        );
        assert_eq!(
            unify(&[obj(&[("a", Type::Number)]), obj(&[("a", Type::String)])]),
            Some(obj(&[("a", Type::String)]))
        );
        assert_eq!(
            unify(&[obj(&[("a", Type::Number)]), obj(&[("b", Type::String)])]),
            Some(Type::map(Type::String))
        );
    }
}
