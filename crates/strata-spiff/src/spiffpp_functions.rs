//! Builtin functions added by spiff++ v1.7 that need no evaluator: string, list, conversion
//! and float-math functions.
//!
//! # Semantics
//!
//! Each function takes evaluated arguments and follows spiff++'s Go implementation, with its
//! messages: `lower`/`upper`; `substr(s, start[, end])` (negative indices count from the
//! end); `basename`/`dirname` (of a URL's path when the text parses as one, `/`-separated);
//! `keys` (sorted); `reverse`; `compact` (drops `nil`, empty strings, lists and maps);
//! `intersect`; `element`; `type`; `string`/`integer`/`float`/`bool` conversions; and
//! `sqrt`, `floor`, `ceil`, `round`, `abs` on numbers.

use crate::fail::{local, R};
use crate::value::{float_text, Val};
use smol_str::SmolStr;
use std::sync::Arc;

/// The names this module implements.
pub(crate) const NAMES: &[&str] = &[
    "lower",
    "upper",
    "substr",
    "basename",
    "dirname",
    "keys",
    "reverse",
    "compact",
    "intersect",
    "element",
    "type",
    "string",
    "integer",
    "float",
    "bool",
    "sqrt",
    "floor",
    "ceil",
    "round",
    "abs",
];

fn list(v: &Val) -> Option<&Arc<Vec<Val>>> {
    match v {
        Val::List(l) => Some(l),
        _ => None,
    }
}

fn num(v: &Val) -> Option<f64> {
    match v {
        Val::Int(i) => Some(*i as f64),
        Val::Float(f) => Some(*f),
        _ => None,
    }
}

/// Go's `path.Base`.
fn go_base(p: &str) -> String {
    if p.is_empty() {
        return ".".into();
    }
    let t = p.trim_end_matches('/');
    if t.is_empty() {
        return "/".into();
    }
    t.rsplit('/').next().unwrap_or(t).to_string()
}

/// Go's `path.Dir` (without `Clean` of inner `..` segments).
fn go_dir(p: &str) -> String {
    match p.rfind('/') {
        None => ".".into(),
        Some(0) => "/".into(),
        Some(i) => {
            let d = p[..i].trim_end_matches('/');
            if d.is_empty() {
                "/".into()
            } else {
                d.to_string()
            }
        }
    }
}

/// The path part of a URL-like text (`scheme://host/path?query`), else the text.
fn url_path(s: &str) -> &str {
    let rest = match s.find("://") {
        Some(i) => {
            let r = &s[i + 3..];
            match r.find('/') {
                Some(j) => &r[j..],
                None => "",
            }
        }
        None => s,
    };
    rest.split(['?', '#']).next().unwrap_or(rest)
}

/// Calls `name` (one of [`NAMES`]) with `a`.
pub(crate) fn call(name: &str, a: &[Val]) -> R<Val> {
    match name {
        "lower" | "upper" => match a {
            [Val::Str(s)] => Ok(Val::str(if name == "lower" {
                s.to_lowercase()
            } else {
                s.to_uppercase()
            })),
            [_] => local(format!("string argument required for {name}")),
            _ => local(format!("{name} takes exactly one argument")),
        },
        "substr" => {
            if !(2..=3).contains(&a.len()) {
                return local("substr takes two to three arguments");
            }
            let Val::Str(s) = &a[0] else {
                return local("first argument for substr must be a string");
            };
            let n = s.len() as i64;
            let Val::Int(mut start) = a[1] else {
                return local("second argument for substr must be an integer");
            };
            if start < 0 {
                start += n;
            }
            let mut end = n;
            if let Some(e) = a.get(2) {
                let Val::Int(e) = e else {
                    return local("third argument for substr must be an integer");
                };
                end = if *e < 0 { n + e } else { *e };
            }
            if n < end {
                return local(format!(
                    "substr effective end index ({end}) exceeds string length ({n})"
                ));
            }
            if start < 0 {
                return local(format!("negative substr effective start index ({start})"));
            }
            if start > end {
                return local(format!(
                    "substr start index ({start}) aftsre end index ({end}) "
                ));
            }
            match s.get(start as usize..end as usize) {
                Some(t) => Ok(Val::str(t)),
                None => local("substr indices split a character"),
            }
        }
        "basename" | "dirname" => match a {
            [Val::Str(s)] => {
                let p = url_path(s);
                // spiff++: a URL (or path) with an empty path part has "/" for both
                Ok(Val::str(if p.is_empty() {
                    "/".to_string()
                } else if name == "basename" {
                    go_base(p)
                } else {
                    go_dir(p)
                }))
            }
            [_] => local(format!("string argument expected for function {name}")),
            _ => local(format!("function {name} takes exactly one argument")),
        },
        "keys" => match a {
            [Val::Map(m)] => {
                let mut k: Vec<&SmolStr> = m.keys().collect();
                strata_core::sort::sort(&mut k);
                Ok(Val::List(Arc::new(
                    k.into_iter().map(|k| Val::Str(k.clone())).collect(),
                )))
            }
            [_] => local("map argument required for keys"),
            _ => local("one argument required for keys"),
        },
        "reverse" => match a {
            [Val::List(l)] => Ok(Val::List(Arc::new(l.iter().rev().cloned().collect()))),
            [_] => local("list argument required for reverse"),
            _ => local("reverse takes exactly one argument"),
        },
        "compact" => match a {
            [Val::List(l)] => Ok(Val::List(Arc::new(
                l.iter()
                    .filter(|v| match v {
                        Val::Null | Val::Undefined => false,
                        Val::Str(s) => !s.is_empty(),
                        Val::List(l) => !l.is_empty(),
                        Val::Map(m) => !m.is_empty(),
                        _ => true,
                    })
                    .cloned()
                    .collect(),
            ))),
            [_] => local("invalid type for function compact"),
            _ => local("compact takes exactly 1 argument"),
        },
        "intersect" => {
            // no arguments: the empty intersection
            if a.is_empty() {
                return Ok(Val::List(Arc::new(Vec::new())));
            }
            let Some(first) = a.first().and_then(list) else {
                return local("intersect requires list arguments");
            };
            let mut out: Vec<Val> = Vec::new();
            for v in first.iter() {
                if out.iter().any(|o| o.equals(v)) {
                    continue;
                }
                let mut all = true;
                for other in &a[1..] {
                    match list(other) {
                        Some(l) => all &= l.iter().any(|o| o.equals(v)),
                        None => return local("intersect requires list arguments"),
                    }
                }
                if all {
                    out.push(v.clone());
                }
            }
            Ok(Val::List(Arc::new(out)))
        }
        "element" => match a {
            [Val::List(l), Val::Int(i)] => match usize::try_from(*i).ok().and_then(|i| l.get(i)) {
                Some(v) => Ok(v.clone()),
                None => local(format!("index {i} out of range")),
            },
            [Val::Map(m), Val::Str(k)] => match m.get(k) {
                Some(v) => Ok(v.clone()),
                None => local(format!("map key '{k}' not found")),
            },
            [_, _] => local("invalid arguments for element"),
            _ => local("element takes exactly two arguments"),
        },
        "type" => match a {
            [v] => Ok(Val::str(crate::builtin_api::expression_type(v))),
            _ => local("exactly one argument required for function 'type'"),
        },
        "string" => match a {
            [v] => match v {
                Val::Str(s) => Ok(Val::Str(s.clone())),
                Val::Int(i) => Ok(Val::str(i.to_string())),
                Val::Float(f) => Ok(Val::str(float_text(*f))),
                Val::Bool(b) => Ok(Val::str(b.to_string())),
                other => local(format!("invalid type {} for string()", other.kind())),
            },
            _ => local("string takes exactly one argument"),
        },
        "integer" => match a {
            [Val::Int(i)] => Ok(Val::Int(*i)),
            [Val::Float(f)] => Ok(Val::Int(*f as i64)),
            [Val::Bool(b)] => Ok(Val::Int(i64::from(*b))),
            [Val::Str(s)] => match s.trim().parse::<i64>() {
                Ok(i) => Ok(Val::Int(i)),
                Err(_) => local(format!("cannot convert '{s}' to integer")),
            },
            [_] => local("invalid argument for integer()"),
            _ => local("integer takes exactly one argument"),
        },
        "float" => match a {
            [v @ (Val::Int(_) | Val::Float(_))] => Ok(Val::Float(num(v).unwrap_or(0.0))),
            [Val::Str(s)] => match s.trim().parse::<f64>() {
                Ok(f) => Ok(Val::Float(f)),
                Err(_) => local(format!("cannot convert '{s}' to float")),
            },
            [_] => local("invalid argument for float()"),
            _ => local("float takes exactly one argument"),
        },
        "bool" => match a {
            [Val::Bool(b)] => Ok(Val::Bool(*b)),
            [Val::Int(i)] => Ok(Val::Bool(*i != 0)),
            [Val::Str(s)] => match s.as_str() {
                "true" => Ok(Val::Bool(true)),
                "false" => Ok(Val::Bool(false)),
                _ => local(format!("cannot convert '{s}' to bool")),
            },
            [_] => local("invalid argument for bool()"),
            _ => local("bool takes exactly one argument"),
        },
        _ => {
            // float math
            let [v] = a else {
                return local(format!("function {name} takes exactly one argument"));
            };
            if name == "abs" {
                if let Val::Int(i) = v {
                    return Ok(Val::Int(i.wrapping_abs()));
                }
            }
            if matches!(name, "floor" | "ceil" | "round") {
                // integers as they are, floats rounded to integers, as in spiff++
                match v {
                    Val::Int(i) => return Ok(Val::Int(*i)),
                    Val::Bool(b) => return Ok(Val::Int(i64::from(*b))),
                    _ => {}
                }
            }
            let Some(x) = num(v) else {
                return local(format!("number argument required for {name}"));
            };
            let r = match name {
                "sqrt" => x.sqrt(),
                "floor" => return Ok(Val::Int(x.floor() as i64)),
                "ceil" => return Ok(Val::Int(x.ceil() as i64)),
                "round" => return Ok(Val::Int(x.round() as i64)),
                _ => x.abs(),
            };
            if r.is_nan() {
                return local(format!("{name}: NaN"));
            }
            Ok(Val::Float(r))
        }
    }
}
