//! Collection functions.
//!
//! | function | semantics |
//! |---|---|
//! | `alltrue(l)` / `anytrue(l)` | all / any element of a list of bools is true (`true` / `false` when empty) |
//! | `chunklist(l, n)` | consecutive chunks of `n` elements (`0`: one chunk with everything) |
//! | `coalesce(v...)` | the first argument that is neither null nor `""`, all converted to their unified type |
//! | `coalescelist(l...)` | the first non-empty list or tuple |
//! | `compact(l)` | the list of strings without nulls and empty strings |
//! | `concat(l...)` | as in hcldec |
//! | `contains(l, v)` | whether a list, tuple or set has an element equal to `v` |
//! | `distinct(l)` | the list without repeated elements (first occurrences kept) |
//! | `element(l, i)` | element `i` modulo the length; negative indices are errors |
//! | `flatten(l)` | nested lists, sets and tuples spliced into one tuple |
//! | `index(l, v)` | the index of the first element equal to `v` |
//! | `keys(m)` / `values(m)` | keys / values of a map or object in key order |
//! | `length(v)` | elements of a collection or structural value, grapheme clusters of a string |
//! | `lookup(m, k, default?)` | `m[k]`, else `default` converted to the element type |
//! | `matchkeys(vals, keys, search)` | the `vals` whose `keys` entry is in `search` |
//! | `merge(m...)` | maps and objects merged left to right; a map when all are maps of one type |
//! | `one(l)` | the element of a zero- or one-element collection (null for none) |
//! | `range(...)` | `range(end)`, `range(start, end)`, `range(start, end, step)`; at most 1024 values |
//! | `reverse(l)` | the list or tuple reversed (a set gives a list) |
//! | `slice(l, start, end)` | elements `start` (inclusive) to `end` (exclusive) |
//! | `sort(l)` | a list of strings sorted bytewise |
//! | `sum(l)` | the sum of a list, set or tuple of numbers |
//! | `transpose(m)` | a map of lists of strings with keys and values swapped, sorted |
//! | `zipmap(keys, values)` | a map (from a list) or object (from a tuple) |
//! | `list(...)` / `map(...)` | always the deprecation error |

use std::collections::BTreeMap;

use strata_hcl_types::convert::{convert, unify};
use strata_hcl_types::function::{Function, FunctionError, Parameter};
use strata_hcl_types::{collection, stdlib, Number, Type, Value};
use unicode_segmentation::UnicodeSegmentation;

use crate::util::{arg, elems, num_arg, param, str_arg, whole, Add};

pub(crate) fn register(add: &mut Add<'_>) {
    add("concat", stdlib::concat());
    add("alltrue", all_any(true));
    add("anytrue", all_any(false));
    add("chunklist", chunklist());
    add("coalesce", coalesce());
    add("coalescelist", coalescelist());
    add("compact", compact());
    add("contains", contains());
    add("distinct", distinct());
    add("element", element());
    add("flatten", flatten());
    add("index", index());
    add("keys", keys());
    add("values", values());
    add("length", length());
    add("lookup", lookup());
    add("matchkeys", matchkeys());
    add("merge", merge());
    add("one", one());
    add("range", range());
    add("reverse", reverse());
    add("slice", slice());
    add("sort", sort());
    add("sum", sum());
    add("transpose", transpose());
    add("zipmap", zipmap());
    add("list", deprecated("list", "tolist([ ... ])", "list"));
    add("map", deprecated("map", "tomap({ ... })", "map"));
}

fn any_param(name: &str) -> Parameter {
    param(name, Type::Dynamic)
}

fn lenient(name: &str) -> Parameter {
    Parameter::new(name, Type::Dynamic)
        .allow_unknown()
        .allow_dynamic_type()
        .allow_null()
}

fn all_any(all: bool) -> Function {
    Function::with_static_type(
        vec![param("list", Type::list(Type::Bool))],
        None,
        Type::Bool,
        move |args, _| {
            let mut unknown = false;
            for v in elems(args, 0)? {
                if !v.is_known() {
                    if all {
                        return Ok(Value::unknown(Type::Bool));
                    }
                    unknown = true;
                    continue;
                }
                match v.as_bool() {
                    Some(b) if b != all => return Ok(Value::bool(!all)),
                    None if all => return Ok(Value::bool(false)),
                    _ => {}
                }
            }
            if unknown {
                return Ok(Value::unknown(Type::Bool));
            }
            Ok(Value::bool(all))
        },
    )
}

fn chunklist() -> Function {
    Function::new(
        vec![
            param("list", Type::list(Type::Dynamic)),
            param("size", Type::Number),
        ],
        None,
        |args| Ok(Type::list(arg(args, 0)?.ty().clone())),
        |args, _| {
            let list = arg(args, 0)?;
            let ety = list.ty().element_type().cloned().unwrap_or(Type::Dynamic);
            let size = whole(&num_arg(args, 1)?)
                .map_err(|e| FunctionError::new(format!("invalid size: {e}")))?;
            if size < 0 {
                return Err(FunctionError::new("the size argument must be positive"));
            }
            let items = elems(args, 0)?;
            let lty = list.ty().clone();
            if items.is_empty() {
                return Ok(Value::list(lty, vec![]));
            }
            if size == 0 {
                return Ok(Value::list(lty, vec![list.clone()]));
            }
            let size = usize::try_from(size).unwrap_or(usize::MAX);
            let chunks = items
                .chunks(size)
                .map(|c| Value::list(ety.clone(), c.to_vec()))
                .collect();
            Ok(Value::list(lty, chunks))
        },
    )
}

/// Terraform's `coalesce`: HCL's, also skipping empty strings (one implementation, in
/// `strata-hcl-types`).
fn coalesce() -> Function {
    stdlib::coalesce_skipping(true)
}

fn coalescelist() -> Function {
    Function::new(
        vec![],
        Some(lenient("vals")),
        |args| {
            let Some(first) = args.first() else {
                return Err(FunctionError::new("at least one argument is required"));
            };
            for a in args {
                if !a.is_known() {
                    return Ok(Type::Dynamic);
                }
                if !a.ty().is_list() && !a.ty().is_tuple() {
                    return Err(FunctionError::new(
                        "coalescelist arguments must be lists or tuples",
                    ));
                }
            }
            if args.iter().all(|a| a.ty() == first.ty()) {
                Ok(first.ty().clone())
            } else {
                Ok(Type::Dynamic)
            }
        },
        |args, ret| {
            for a in args {
                if !a.is_known() {
                    return Ok(Value::unknown(ret.clone()));
                }
                if a.is_null() {
                    continue;
                }
                if a.element_count().unwrap_or(0) > 0 {
                    return Ok(a.clone());
                }
            }
            Err(FunctionError::new("no non-null arguments"))
        },
    )
}

fn compact() -> Function {
    Function::with_static_type(
        vec![param("list", Type::list(Type::String))],
        None,
        Type::list(Type::String),
        |args, ret| {
            if !arg(args, 0)?.is_wholly_known() {
                return Ok(Value::unknown(ret.clone()));
            }
            let kept = elems(args, 0)?
                .iter()
                .filter(|v| !v.is_null() && v.as_str() != Some(""))
                .cloned()
                .collect();
            Ok(Value::list(Type::String, kept))
        },
    )
}

fn contains() -> Function {
    Function::with_static_type(
        vec![any_param("list"), any_param("value")],
        None,
        Type::Bool,
        |args, _| {
            let list = arg(args, 0)?;
            let value = arg(args, 1)?;
            let ty = list.ty();
            if !ty.is_list() && !ty.is_tuple() && !ty.is_set() {
                return Err(FunctionError::new("argument must be list, tuple, or set"));
            }
            let items = elems(args, 0)?;
            let mut unknown = false;
            for v in items {
                let eq = value.equals(v);
                match eq.as_bool() {
                    Some(true) => return Ok(Value::bool(true)),
                    Some(false) => {}
                    None => unknown = true,
                }
            }
            if unknown {
                return Ok(Value::unknown(Type::Bool));
            }
            Ok(Value::bool(false))
        },
    )
}

fn distinct() -> Function {
    Function::new(
        vec![param("list", Type::list(Type::Dynamic))],
        None,
        |args| Ok(arg(args, 0)?.ty().clone()),
        |args, ret| {
            if !arg(args, 0)?.is_wholly_known() {
                return Ok(Value::unknown(ret.clone()));
            }
            let mut out: Vec<Value> = Vec::new();
            for v in elems(args, 0)? {
                if !out.iter().any(|o| o.equals(v).as_bool() == Some(true)) {
                    out.push(v.clone());
                }
            }
            let ety = ret.element_type().cloned().unwrap_or(Type::Dynamic);
            Ok(Value::list(ety, out))
        },
    )
}

fn element() -> Function {
    Function::new(
        vec![any_param("list"), param("index", Type::Number)],
        None,
        |args| {
            let list = arg(args, 0)?;
            let index = arg(args, 1)?;
            if let Some(n) = index.as_number() {
                if n.is_negative() {
                    return Err(FunctionError::new(
                        "cannot use element function with a negative index",
                    ));
                }
            }
            match list.ty() {
                Type::List(e) => Ok((**e).clone()),
                Type::Tuple(etys) => {
                    let Some(n) = index.as_number() else {
                        return Ok(Type::Dynamic);
                    };
                    let i =
                        whole(n).map_err(|e| FunctionError::new(format!("invalid index: {e}")))?;
                    if etys.is_empty() {
                        return Err(FunctionError::new(
                            "cannot use element function with an empty list",
                        ));
                    }
                    let i = usize::try_from(i).unwrap_or(0) % etys.len();
                    Ok(etys.get(i).cloned().unwrap_or(Type::Dynamic))
                }
                other => Err(FunctionError::new(format!(
                    "cannot read elements from {}",
                    other.friendly_name()
                ))),
            }
        },
        |args, _| {
            let i = whole(&num_arg(args, 1)?)
                .map_err(|e| FunctionError::new(format!("invalid index: {e}")))?;
            if i < 0 {
                return Err(FunctionError::new(
                    "cannot use element function with a negative index",
                ));
            }
            let items = elems(args, 0)?;
            if items.is_empty() {
                return Err(FunctionError::new(
                    "cannot use element function with an empty list",
                ));
            }
            let i = usize::try_from(i).unwrap_or(0) % items.len();
            Ok(items.get(i).cloned().unwrap_or_else(Value::dynamic))
        },
    )
}

/// Flattens nested sequences; `None` when an unknown or dynamic part makes the result unknowable.
fn flatten_into(v: &Value, out: &mut Vec<Value>, depth: usize) -> Result<bool, FunctionError> {
    if depth > strata_hcl_types::MAX_DEPTH {
        return Err(FunctionError::new("value is nested too deeply to flatten"));
    }
    let mut known = true;
    for e in v.as_elements().unwrap_or(&[]) {
        if e.ty().is_dynamic() && !e.is_null() {
            known = false;
        }
        let ty = e.ty();
        if ty.is_list() || ty.is_set() || ty.is_tuple() {
            if !e.is_known() || (ty.is_set() && !e.is_wholly_known()) {
                known = false;
                continue;
            }
            if !flatten_into(e, out, depth + 1)? {
                known = false;
            }
        } else {
            out.push(e.clone());
        }
    }
    Ok(known)
}

fn flatten() -> Function {
    Function::new(
        vec![any_param("list")],
        None,
        |args| {
            let v = arg(args, 0)?;
            if !v.is_wholly_known() {
                return Ok(Type::Dynamic);
            }
            let ty = v.ty();
            if !ty.is_list() && !ty.is_set() && !ty.is_tuple() {
                return Err(FunctionError::new(
                    "can only flatten lists, sets and tuples",
                ));
            }
            let mut out = Vec::new();
            if !flatten_into(v, &mut out, 0)? {
                return Ok(Type::Dynamic);
            }
            Ok(Type::tuple(out.iter().map(|v| v.ty().clone()).collect()))
        },
        |args, ret| {
            let mut out = Vec::new();
            if !flatten_into(arg(args, 0)?, &mut out, 0)? {
                return Ok(Value::unknown(ret.clone()));
            }
            Ok(Value::tuple(out))
        },
    )
}

fn index() -> Function {
    Function::with_static_type(
        vec![any_param("list"), any_param("value")],
        None,
        Type::Number,
        |args, _| {
            let list = arg(args, 0)?;
            if !list.ty().is_list() && !list.ty().is_tuple() {
                return Err(FunctionError::new("argument must be a list or tuple"));
            }
            let items = elems(args, 0)?;
            if items.is_empty() {
                return Err(FunctionError::new("cannot search an empty list"));
            }
            let value = arg(args, 1)?;
            for (i, v) in items.iter().enumerate() {
                match v.equals(value).as_bool() {
                    None => return Ok(Value::unknown(Type::Number)),
                    Some(true) => return Ok(Value::int(i as i64)),
                    Some(false) => {}
                }
            }
            Err(FunctionError::new("item not found"))
        },
    )
}

fn keys() -> Function {
    Function::new(
        vec![Parameter::new("inputMap", Type::Dynamic).allow_unknown()],
        None,
        |args| match arg(args, 0)?.ty() {
            Type::Map(_) => Ok(Type::list(Type::String)),
            Type::Object(o) => Ok(Type::tuple(vec![Type::String; o.len()])),
            _ => Err(FunctionError::arg(0, "must have map or object type")),
        },
        |args, ret| {
            let m = arg(args, 0)?;
            match m.ty() {
                Type::Object(o) => Ok(Value::tuple(o.keys().map(Value::string).collect())),
                _ => {
                    let Some(attrs) = m.as_attributes() else {
                        return Ok(Value::unknown(ret.clone()));
                    };
                    Ok(Value::list(
                        Type::String,
                        attrs.keys().map(Value::string).collect(),
                    ))
                }
            }
        },
    )
}

fn values() -> Function {
    Function::new(
        vec![any_param("values")],
        None,
        |args| match arg(args, 0)?.ty() {
            Type::Map(e) => Ok(Type::list((**e).clone())),
            Type::Object(o) => Ok(Type::tuple(o.values().cloned().collect())),
            _ => Err(FunctionError::new(
                "values() requires a map as the first argument",
            )),
        },
        |args, ret| {
            let vals: Vec<Value> = arg(args, 0)?
                .as_attributes()
                .map(|m| m.values().cloned().collect())
                .unwrap_or_default();
            match ret {
                Type::List(e) => Ok(Value::list((**e).clone(), vals)),
                _ => Ok(Value::tuple(vals)),
            }
        },
    )
}

fn length() -> Function {
    Function::new(
        vec![Parameter::new("value", Type::Dynamic)
            .allow_dynamic_type()
            .allow_unknown()],
        None,
        |args| match arg(args, 0)?.ty() {
            Type::String
            | Type::Tuple(_)
            | Type::Object(_)
            | Type::List(_)
            | Type::Map(_)
            | Type::Set(_)
            | Type::Dynamic => Ok(Type::Number),
            _ => Err(FunctionError::new(
                "argument must be a string, a collection type, or a structural type",
            )),
        },
        |args, _| {
            let v = arg(args, 0)?;
            if v.ty() == &Type::String {
                return Ok(match v.as_str() {
                    Some(s) => Value::int(s.graphemes(true).count() as i64),
                    None => Value::unknown(Type::Number),
                });
            }
            Ok(collection::length(v).unwrap_or_else(|| Value::unknown(Type::Number)))
        },
    )
}

fn lookup() -> Function {
    Function::new(
        vec![any_param("inputMap"), param("key", Type::String)],
        Some(lenient("default")),
        |args| {
            if args.len() > 3 {
                return Err(FunctionError::new(format!(
                    "lookup() takes two or three arguments, got {}",
                    args.len()
                )));
            }
            let m = arg(args, 0)?;
            let key = arg(args, 1)?;
            match m.ty() {
                Type::Object(o) => {
                    let Some(k) = key.as_str() else {
                        return Ok(Type::Dynamic);
                    };
                    if let Some(t) = o.get(k) {
                        Ok(t.clone())
                    } else if let Some(d) = args.get(2) {
                        Ok(d.ty().clone())
                    } else {
                        Err(FunctionError::arg(
                            0,
                            format!("the given object has no attribute {k:?}"),
                        ))
                    }
                }
                Type::Map(e) => {
                    if let Some(d) = args.get(2) {
                        if convert(d, e).is_err() {
                            return Err(FunctionError::arg(
                                2,
                                "the default value must have the same type as the map elements",
                            ));
                        }
                    }
                    Ok((**e).clone())
                }
                _ => Err(FunctionError::arg(
                    0,
                    "lookup() requires a map as the first argument",
                )),
            }
        },
        |args, ret| {
            let m = arg(args, 0)?;
            let k = str_arg(args, 1)?;
            if let Some(v) = m.as_attributes().and_then(|a| a.get(k)) {
                return Ok(v.clone());
            }
            match args.get(2) {
                Some(d) => convert(d, ret).map_err(|e| FunctionError::new(e.message)),
                None => Err(FunctionError::new(format!("lookup failed to find key {k}"))),
            }
        },
    )
}

fn matchkeys() -> Function {
    let list_any = || Type::list(Type::Dynamic);
    Function::new(
        vec![
            param("values", list_any()),
            param("keys", list_any()),
            param("searchset", list_any()),
        ],
        None,
        |args| {
            let kt = arg(args, 1)?.ty().clone();
            let st = arg(args, 2)?.ty().clone();
            if unify(&[kt, st]).is_none() {
                return Err(FunctionError::new(
                    "keys and searchset must be of the same type",
                ));
            }
            Ok(arg(args, 0)?.ty().clone())
        },
        |args, ret| {
            let ety = ret.element_type().cloned().unwrap_or(Type::Dynamic);
            let vals = elems(args, 0)?;
            let keys = elems(args, 1)?;
            if vals.len() != keys.len() {
                return Err(FunctionError::new(
                    "length of keys and values should be equal",
                ));
            }
            let ut = unify(&[arg(args, 1)?.ty().clone(), arg(args, 2)?.ty().clone()])
                .unwrap_or(Type::Dynamic);
            let keys = convert(arg(args, 1)?, &ut).map_err(|e| FunctionError::new(e.message))?;
            let search = convert(arg(args, 2)?, &ut).map_err(|e| FunctionError::new(e.message))?;
            let search = search.as_elements().unwrap_or(&[]);
            if search.is_empty() {
                return Ok(Value::list(ety, vec![]));
            }
            if !arg(args, 0)?.is_wholly_known() || !keys.is_wholly_known() {
                return Ok(Value::unknown(ret.clone()));
            }
            let keys = keys.as_elements().unwrap_or(&[]);
            let mut out = Vec::new();
            for (i, k) in keys.iter().enumerate() {
                for s in search {
                    match k.equals(s).as_bool() {
                        None => return Ok(Value::list(ety, vec![])),
                        Some(true) => {
                            if let Some(v) = vals.get(i) {
                                out.push(v.clone());
                            }
                            break;
                        }
                        Some(false) => {}
                    }
                }
            }
            Ok(Value::list(ety, out))
        },
    )
}

fn merge() -> Function {
    Function::new(
        vec![],
        Some(
            Parameter::new("maps", Type::Dynamic)
                .allow_dynamic_type()
                .allow_null(),
        ),
        |args| {
            let Some(first) = args.first() else {
                return Ok(Type::empty_object());
            };
            let mut attrs: BTreeMap<String, Type> = BTreeMap::new();
            let mut matching = true;
            let mut attrs_known = true;
            for a in args {
                let ty = a.ty();
                if ty.is_dynamic() {
                    return Ok(Type::Dynamic);
                }
                match ty {
                    Type::Object(o) => {
                        if !a.is_null() {
                            for (k, t) in o.iter() {
                                attrs.insert(k.clone(), t.clone());
                            }
                        }
                    }
                    Type::Map(e) => {
                        if a.is_null() {
                        } else if let Some(m) = a.as_attributes() {
                            for k in m.keys() {
                                attrs.insert(k.clone(), (**e).clone());
                            }
                        } else {
                            attrs_known = false;
                        }
                    }
                    other => {
                        return Err(FunctionError::new(format!(
                            "arguments must be maps or objects, got {:?}",
                            other.friendly_name()
                        )))
                    }
                }
                if ty != first.ty() {
                    matching = false;
                }
            }
            if matching {
                return Ok(first.ty().clone());
            }
            if !attrs_known {
                return Ok(Type::Dynamic);
            }
            Ok(Type::object(attrs))
        },
        |args, ret| {
            let mut out: BTreeMap<String, Value> = BTreeMap::new();
            for a in args {
                if a.is_null() {
                    continue;
                }
                if let Some(m) = a.as_attributes() {
                    for (k, v) in m {
                        out.insert(k.clone(), v.clone());
                    }
                }
            }
            match ret {
                Type::Map(e) => Ok(Value::map((**e).clone(), out)),
                _ => Ok(Value::object(out)),
            }
        },
    )
}

const ONE_ERROR: &str = "must be a list, set, or tuple value with either zero or one elements";

fn one() -> Function {
    Function::new(
        vec![any_param("list")],
        None,
        |args| match arg(args, 0)?.ty() {
            Type::List(e) | Type::Set(e) => Ok((**e).clone()),
            Type::Tuple(t) if t.is_empty() => Ok(Type::Dynamic),
            Type::Tuple(t) if t.len() == 1 => Ok(t.first().cloned().unwrap_or(Type::Dynamic)),
            _ => Err(FunctionError::arg(0, ONE_ERROR)),
        },
        |args, ret| {
            let items = elems(args, 0)?;
            match items {
                [] => Ok(Value::null(ret.clone())),
                [v] => Ok(v.clone()),
                _ => Err(FunctionError::arg(0, ONE_ERROR)),
            }
        },
    )
}

fn range() -> Function {
    Function::with_static_type(
        vec![],
        Some(param("params", Type::Number)),
        Type::list(Type::Number),
        |args, _| {
            let n = |i: usize| num_arg(args, i);
            let zero = Number::zero();
            let (start, end, step) = match args.len() {
                1 => {
                    let end = n(0)?;
                    let step = if end < zero { -1 } else { 1 };
                    (zero.clone(), end, Number::from_i64(step))
                }
                2 => {
                    let (s, e) = (n(0)?, n(1)?);
                    let step = if e < s { -1 } else { 1 };
                    (s, e, Number::from_i64(step))
                }
                3 => (n(0)?, n(1)?, n(2)?),
                _ => return Err(FunctionError::new("must have one, two, or three arguments")),
            };
            // Terraform's zero-step check compares value identity and never fires: a zero
            // step runs into the 1024-value limit (or gives an empty list when start = end).
            let down = step < zero;
            if down && end > start {
                return Err(FunctionError::arg(
                    1,
                    "end must be less than start when step is negative",
                ));
            }
            if !down && end < start {
                return Err(FunctionError::arg(
                    1,
                    "end must be greater than start when step is positive",
                ));
            }
            let mut vals = Vec::new();
            let mut num = start;
            loop {
                if (down && num <= end) || (!down && num >= end) {
                    break;
                }
                if vals.len() >= 1024 {
                    return Err(FunctionError::new("more than 1024 values were generated; either decrease the difference between start and end or use a smaller step"));
                }
                vals.push(Value::number(num.clone()));
                num = num
                    .add(&step)
                    .map_err(|e| FunctionError::new(e.to_string()))?;
            }
            Ok(Value::list(Type::Number, vals))
        },
    )
}

fn reverse() -> Function {
    Function::new(
        vec![any_param("list")],
        None,
        |args| match arg(args, 0)?.ty() {
            Type::Tuple(t) => Ok(Type::tuple(t.iter().rev().cloned().collect())),
            Type::List(e) | Type::Set(e) => Ok(Type::list((**e).clone())),
            other => Err(FunctionError::arg(
                0,
                format!(
                    "can only reverse list or tuple values, not {}",
                    other.friendly_name()
                ),
            )),
        },
        |args, ret| {
            let items: Vec<Value> = elems(args, 0)?.iter().rev().cloned().collect();
            match ret {
                Type::List(e) => Ok(Value::list((**e).clone(), items)),
                _ => Ok(Value::tuple(items)),
            }
        },
    )
}

/// Start and end of `slice`, checked against the length when it is known.
fn slice_indexes(args: &[Value]) -> Result<Option<(usize, usize)>, FunctionError> {
    let list = arg(args, 0)?;
    let length = match list.ty() {
        Type::Tuple(t) => Some(t.len()),
        _ => list.element_count(),
    };
    let index = |i: usize, what: &str| -> Result<Option<usize>, FunctionError> {
        let v = arg(args, i)?;
        let Some(n) = v.as_number() else {
            return Ok(None);
        };
        let x =
            whole(n).map_err(|e| FunctionError::arg(i, format!("invalid {what} index: {e}")))?;
        if x < 0 {
            return Err(FunctionError::arg(
                i,
                format!("{what} index must not be less than zero"),
            ));
        }
        let x = usize::try_from(x).unwrap_or(usize::MAX);
        if length.is_some_and(|l| x > l) {
            return Err(FunctionError::arg(
                i,
                format!("{what} index must not be greater than the length of the list"),
            ));
        }
        Ok(Some(x))
    };
    let start = index(1, "start")?;
    let end = index(2, "end")?;
    match (start, end) {
        (Some(s), Some(e)) if s > e => Err(FunctionError::arg(
            1,
            "start index must not be greater than end index",
        )),
        (Some(s), Some(e)) => Ok(Some((s, e))),
        _ => Ok(None),
    }
}

fn slice() -> Function {
    Function::new(
        vec![
            any_param("list"),
            param("start_index", Type::Number),
            param("end_index", Type::Number),
        ],
        None,
        |args| {
            let ty = arg(args, 0)?.ty().clone();
            if ty.is_set() {
                return Err(FunctionError::arg(0, "cannot slice a set, because its elements do not have indices; explicitly convert to a list if the ordering of the result is not important"));
            }
            if !ty.is_list() && !ty.is_tuple() {
                return Err(FunctionError::arg(0, "must be a list or tuple value"));
            }
            let idx = slice_indexes(args)?;
            match (&ty, idx) {
                (Type::List(_), _) => Ok(ty.clone()),
                (Type::Tuple(t), Some((s, e))) => {
                    Ok(Type::tuple(t.get(s..e).unwrap_or(&[]).to_vec()))
                }
                _ => Ok(Type::Dynamic),
            }
        },
        |args, ret| {
            let Some((s, e)) = slice_indexes(args)? else {
                return Ok(Value::unknown(ret.clone()));
            };
            let items = elems(args, 0)?.get(s..e).unwrap_or(&[]).to_vec();
            match ret {
                Type::List(et) => Ok(Value::list((**et).clone(), items)),
                _ => Ok(Value::tuple(items)),
            }
        },
    )
}

fn sort() -> Function {
    Function::with_static_type(
        vec![param("list", Type::list(Type::String))],
        None,
        Type::list(Type::String),
        |args, ret| {
            if !arg(args, 0)?.is_wholly_known() {
                return Ok(Value::unknown(ret.clone()));
            }
            let mut strs = Vec::new();
            for (i, v) in elems(args, 0)?.iter().enumerate() {
                match v.as_str() {
                    Some(s) => strs.push(s.to_string()),
                    None => {
                        return Err(FunctionError::new(format!(
                            "given list element {i} is null; a null string cannot be sorted"
                        )))
                    }
                }
            }
            strata_core::sort::sort(&mut strs);
            Ok(Value::list(
                Type::String,
                strs.into_iter().map(Value::string).collect(),
            ))
        },
    )
}

fn sum() -> Function {
    Function::with_static_type(vec![any_param("list")], None, Type::Number, |args, _| {
        let list = arg(args, 0)?;
        let ty = list.ty();
        if !(ty.is_collection() || ty.is_structural()) {
            return Err(FunctionError::arg(0, "cannot sum noniterable"));
        }
        if list.element_count() == Some(0) {
            return Err(FunctionError::arg(0, "cannot sum an empty list"));
        }
        if !ty.is_list() && !ty.is_set() && !ty.is_tuple() {
            return Err(FunctionError::arg(
                0,
                format!(
                    "argument must be list, set, or tuple. Received {}",
                    ty.friendly_name()
                ),
            ));
        }
        if !list.is_wholly_known() {
            return Ok(Value::unknown(Type::Number));
        }
        let bad = || FunctionError::arg(0, "argument must be list, set, or tuple of number values");
        let mut total: Option<Number> = None;
        for v in list.as_elements().unwrap_or(&[]) {
            if v.is_null() {
                return Err(bad());
            }
            let n = convert(v, &Type::Number).map_err(|_| bad())?;
            let n = n.as_number().cloned().ok_or_else(bad)?;
            total = Some(match total {
                None => n,
                Some(t) => t
                    .add(&n)
                    .map_err(|_| FunctionError::new("can't compute sum of opposing infinities"))?,
            });
        }
        Ok(Value::number(total.unwrap_or_else(Number::zero)))
    })
}

fn transpose() -> Function {
    let ty = Type::map(Type::list(Type::String));
    Function::with_static_type(vec![param("values", ty.clone())], None, ty, |args, ret| {
        if !arg(args, 0)?.is_wholly_known() {
            return Ok(Value::unknown(ret.clone()));
        }
        let mut out: BTreeMap<String, Vec<String>> = BTreeMap::new();
        for (k, list) in arg(args, 0)?.as_attributes().into_iter().flatten() {
            for v in list.as_elements().unwrap_or(&[]) {
                let s = v
                    .as_str()
                    .ok_or_else(|| FunctionError::new("input must be a map of lists of strings"))?;
                out.entry(s.to_string()).or_default().push(k.clone());
            }
        }
        let m = out
            .into_iter()
            .map(|(k, mut vs)| {
                strata_core::sort::sort(&mut vs);
                let l = Value::list(Type::String, vs.into_iter().map(Value::string).collect());
                (k, l)
            })
            .collect();
        Ok(Value::map(Type::list(Type::String), m))
    })
}

fn zipmap() -> Function {
    Function::new(
        vec![param("keys", Type::list(Type::String)), any_param("values")],
        None,
        |args| {
            let keys = arg(args, 0)?;
            let values = arg(args, 1)?;
            match values.ty() {
                Type::List(e) => Ok(Type::map((**e).clone())),
                Type::Tuple(etys) => {
                    if !keys.is_wholly_known() {
                        return Ok(Type::Dynamic);
                    }
                    let ks = keys.as_elements().unwrap_or(&[]);
                    if ks.len() != etys.len() {
                        return Err(FunctionError::new(format!(
                            "number of keys ({}) does not match number of values ({})",
                            ks.len(),
                            etys.len()
                        )));
                    }
                    let mut attrs = BTreeMap::new();
                    for (i, (k, t)) in ks.iter().zip(etys.iter()).enumerate() {
                        let Some(k) = k.as_str() else {
                            return Err(FunctionError::new(format!(
                                "keys list has null value at index {i}"
                            )));
                        };
                        attrs.insert(k.to_string(), t.clone());
                    }
                    Ok(Type::object(attrs))
                }
                _ => Err(FunctionError::new(
                    "values argument must be a list or tuple value",
                )),
            }
        },
        |args, ret| {
            if !arg(args, 0)?.is_wholly_known() {
                return Ok(Value::unknown(ret.clone()));
            }
            let ks = elems(args, 0)?;
            let vs = elems(args, 1)?;
            if ks.len() != vs.len() {
                return Err(FunctionError::new(format!(
                    "number of keys ({}) does not match number of values ({})",
                    ks.len(),
                    vs.len()
                )));
            }
            let mut out = BTreeMap::new();
            for (i, (k, v)) in ks.iter().zip(vs.iter()).enumerate() {
                let Some(k) = k.as_str() else {
                    return Err(FunctionError::new(format!(
                        "keys list has null value at index {i}"
                    )));
                };
                out.insert(k.to_string(), v.clone());
            }
            match ret {
                Type::Map(e) => Ok(Value::map((**e).clone(), out)),
                _ => Ok(Value::object(out)),
            }
        },
    )
}

fn deprecated(name: &'static str, syntax: &'static str, _kind: &'static str) -> Function {
    let msg = move || {
        FunctionError::new(format!(
            "the \"{name}\" function was deprecated in Terraform v0.12 and is no longer available; use {syntax} syntax to write a literal {name}"
        ))
    };
    Function::new(
        vec![],
        Some(lenient("vals")),
        move |_| Err(msg()),
        move |_, _| Err(msg()),
    )
}
