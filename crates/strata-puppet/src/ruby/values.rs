//! Puppet values across the boundary to the Ruby companion, as JSON.
//!
//! JSON `null`, booleans, integers, floats (always written with a fraction or an exponent, so
//! `1.0` stays a Float), strings and arrays are the values they look like; a hash whose keys
//! are all strings is a JSON object. Everything else is an object tagged with the key
//! `__ptype`: `Default`, `Hash` (entries `e`: key/value pairs, for hashes with other keys),
//! `Regexp` (source `s`), `Sensitive` (value `v`), `Type` (its Puppet string form `s`, parsed
//! back by strata's own type parser: resource references are types too), `Deferred` (function
//! name `n`, arguments `a` when given), `Symbol` (a Ruby Symbol other than `:undef` and
//! `:default`, its name `s`: Puppet holds it as a `Runtime[ruby, 'Symbol']` value).

use crate::value::{Ty, Val};
use indexmap::IndexMap;
use std::sync::Arc;
use strata_core::value::{Number, Value};

/// The tag key of special values.
pub(crate) const TAG: &str = "__ptype";

/// Writes `v` as JSON to `out`.
pub(crate) fn encode(v: &Val, out: &mut String) -> Result<(), String> {
    match v {
        Val::Undef => out.push_str("null"),
        Val::Default => out.push_str("{\"__ptype\":\"Default\"}"),
        Val::Bool(b) => out.push_str(if *b { "true" } else { "false" }),
        Val::Int(i) => out.push_str(&i.to_string()),
        Val::Float(f) => {
            if !f.is_finite() {
                return Err(format!("the Float {f} cannot be given to Ruby"));
            }
            let s = format!("{f:?}");
            out.push_str(&s);
            if !s.contains(['.', 'e', 'E']) {
                out.push_str(".0");
            }
        }
        Val::Str(s) => strata_core::json::write_string(out, s, false),
        Val::Regex(r) => {
            out.push_str("{\"__ptype\":\"Regexp\",\"s\":");
            strata_core::json::write_string(out, &r.src, false);
            out.push('}');
        }
        Val::Array(a) | Val::Iter(a, _) => {
            out.push('[');
            for (i, x) in a.iter().enumerate() {
                if i > 0 {
                    out.push(',');
                }
                encode(x, out)?;
            }
            out.push(']');
        }
        Val::Hash(h) => {
            let plain = h.keys().all(|k| matches!(k, Val::Str(s) if &**s != TAG));
            if plain {
                out.push('{');
                for (i, (k, x)) in h.iter().enumerate() {
                    if i > 0 {
                        out.push(',');
                    }
                    encode(k, out)?;
                    out.push(':');
                    encode(x, out)?;
                }
                out.push('}');
            } else {
                out.push_str("{\"__ptype\":\"Hash\",\"e\":[");
                for (i, (k, x)) in h.iter().enumerate() {
                    if i > 0 {
                        out.push(',');
                    }
                    out.push('[');
                    encode(k, out)?;
                    out.push(',');
                    encode(x, out)?;
                    out.push(']');
                }
                out.push_str("]}");
            }
        }
        Val::Type(t) => {
            out.push_str("{\"__ptype\":\"Type\",\"s\":");
            strata_core::json::write_string(out, &type_text(t), false);
            out.push('}');
        }
        Val::Sensitive(x) => {
            out.push_str("{\"__ptype\":\"Sensitive\",\"v\":");
            encode(x, out)?;
            out.push('}');
        }
        Val::Rich(r) => match &**r {
            crate::ptypes::Rich::Symbol(s) => {
                out.push_str("{\"__ptype\":\"Symbol\",\"s\":");
                strata_core::json::write_string(out, s, false);
                out.push('}');
            }
            // a 3.x reference a parameter holds goes to Ruby as the reference it was made of
            crate::ptypes::Rich::Res3(..) => {
                if let Some(plain) = v.plain_refs() {
                    encode(&plain, out)?;
                }
            }
            _ => return Err(format!("the {} {v} cannot be given to Ruby", r.type_name())),
        },
        // a Deferred passes through Ruby as an object holding its name and arguments
        // (stdlib's `nested_values` returns the ones `deferrable_epp` looks for)
        Val::Deferred(d) => {
            out.push_str("{\"__ptype\":\"Deferred\",\"n\":");
            strata_core::json::write_string(out, &d.0, false);
            if let Some(a) = &d.1 {
                out.push_str(",\"a\":");
                encode(a, out)?;
            }
            out.push('}');
        }
    }
    Ok(())
}

/// A type's Puppet string form that strata's parser reads back (a resource reference's
/// title quoted).
fn type_text(t: &Ty) -> String {
    match t {
        Ty::Resource(Some(ty), Some(title)) => {
            format!(
                "{ty}['{}']",
                title.replace('\\', "\\\\").replace('\'', "\\'")
            )
        }
        other => other.to_string(),
    }
}

/// The JSON text of a list of values.
pub(crate) fn encode_list(vs: &[Val]) -> Result<String, String> {
    let mut out = String::from("[");
    for (i, v) in vs.iter().enumerate() {
        if i > 0 {
            out.push(',');
        }
        encode(v, &mut out)?;
    }
    out.push(']');
    Ok(out)
}

/// Reads a value the companion sent; `ty` parses a type's string form.
pub(crate) fn decode(
    v: &Value,
    ty: &mut dyn FnMut(&str) -> Result<Ty, String>,
) -> Result<Val, String> {
    Ok(match v {
        Value::Null => Val::Undef,
        Value::Bool(b) => Val::Bool(*b),
        Value::Number(Number::Int(i)) => Val::Int(*i),
        Value::Number(Number::Float(f)) => Val::Float(*f),
        Value::Number(n @ Number::Decimal(text)) => {
            if text.contains(['.', 'e', 'E']) {
                Val::Float(n.as_f64())
            } else {
                return Err(format!(
                    "the Integer {text} is outside Puppet's 64-bit range"
                ));
            }
        }
        Value::String(s) => Val::Str(Arc::from(s.as_str())),
        Value::List(l) => Val::Array(Arc::new(
            l.iter().map(|x| decode(x, ty)).collect::<Result<_, _>>()?,
        )),
        Value::Map(m) => {
            let tag = m.get(TAG).and_then(|t| match t {
                Value::String(s) => Some(s.as_str().to_string()),
                _ => None,
            });
            let field = |k: &str| m.get(k).cloned().unwrap_or(Value::Null);
            let text = |k: &str| match m.get(k) {
                Some(Value::String(s)) => s.as_str().to_string(),
                _ => String::new(),
            };
            match tag.as_deref() {
                None => {
                    let mut h = IndexMap::with_capacity(m.len());
                    for (k, x) in m.iter() {
                        h.insert(Val::Str(Arc::from(k.as_str())), decode(x, ty)?);
                    }
                    Val::Hash(Arc::new(h))
                }
                Some("Default") => Val::Default,
                Some("Hash") => {
                    let mut h = IndexMap::new();
                    if let Value::List(es) = field("e") {
                        for e in es.iter() {
                            if let Value::List(kv) = e {
                                if let [k, x] = &kv[..] {
                                    h.insert(decode(k, ty)?, decode(x, ty)?);
                                }
                            }
                        }
                    }
                    Val::Hash(Arc::new(h))
                }
                Some("Regexp") => Val::Regex(crate::types::regex_val(&text("s"))),
                Some("Sensitive") => Val::Sensitive(Arc::new(decode(&field("v"), ty)?)),
                Some("Symbol") => {
                    crate::ptypes::val(crate::ptypes::Rich::Symbol(Arc::from(text("s").as_str())))
                }
                Some("Type") => Val::Type(Arc::new(ty(&text("s"))?)),
                Some("Deferred") => {
                    let args = match m.get("a") {
                        Some(a) => Some(decode(a, ty)?),
                        None => None,
                    };
                    Val::Deferred(Arc::new((Arc::from(text("n").as_str()), args)))
                }
                Some(other) => return Err(format!("an unknown value kind {other}")),
            }
        }
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn round(v: &Val) -> Val {
        let mut s = String::new();
        encode(v, &mut s).unwrap();
        let j = strata_core::json::parse(&s).unwrap();
        decode(&j, &mut |t| Ok(Ty::Other(t.into()))).unwrap()
    }

    #[test]
    fn scalars_and_collections_come_back_identical() {
        let mut h = IndexMap::new();
        h.insert(Val::Int(1), Val::Str("one".into()));
        h.insert(Val::Str(TAG.into()), Val::Undef);
        let h = Val::Hash(Arc::new(h));
        for v in [
            Val::Undef,
            Val::Default,
            Val::Bool(true),
            Val::Int(-7),
            Val::Int(i64::MAX),
            Val::Float(1.0),
            Val::Float(1e20),
            Val::Float(0.1),
            Val::Str("é\"\n".into()),
            Val::Array(Arc::new(vec![Val::Int(1), Val::Float(2.0), Val::Undef])),
            h,
            Val::Sensitive(Arc::new(Val::Str("s".into()))),
        ] {
            let back = round(&v);
            assert_eq!(format!("{back:?}"), format!("{v:?}"));
        }
        // 1.0 stays a Float, 1 an Integer
        assert!(matches!(round(&Val::Float(1.0)), Val::Float(_)));
        assert!(matches!(round(&Val::Int(1)), Val::Int(1)));
    }

    #[test]
    fn numbers_puppet_cannot_hold_are_errors() {
        let j = strata_core::json::parse("123456789012345678901234567890").unwrap();
        let e = decode(&j, &mut |t| Ok(Ty::Other(t.into()))).unwrap_err();
        assert!(e.contains("outside Puppet's 64-bit range"), "{e}");
        let mut s = String::new();
        assert!(encode(&Val::Float(f64::NAN), &mut s).is_err());
    }
}
