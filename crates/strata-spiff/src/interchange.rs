//! spiff values as interchange data ([`strata_core::Value`]): how a result is written out.
//! Functions print as `(( lambda|x|->... ))`, templates as their source, and escaped
//! expressions and keys are unescaped unless `--preserve-escapes` is given. The session
//! (`session.rs`, `write`'s YAML) and the crate root's output use it.

use std::sync::Arc;

use crate::value::Val;
use strata_core::{Number, Value};

/// A dynaml value as interchange data: functions print as `(( lambda|x|->... ))`, templates
/// as their source, and escaped expressions and keys unescaped (`((! x ))` is `(( x ))`,
/// `<<!: x` is `<<: x`).
pub fn to_value(v: &Val) -> Value {
    to_value_with(v, true)
}

/// [`to_value`], unescaping escaped expressions and keys only when `unescape` is set
/// (`--preserve-escapes` keeps them: spiff++ unescapes only when it writes its output, so the
/// escaped form is what expressions see during the merge).
pub fn to_value_with(v: &Val, unescape: bool) -> Value {
    to_value_esc(
        v,
        Unescape {
            whole: unescape,
            embedded: false,
        },
    )
}

/// Which escaped expressions the output unescapes.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Unescape {
    /// `((! x ))` as a whole string, and escaped keys (`<<!`): unless `--preserve-escapes`.
    pub(crate) whole: bool,
    /// `((!x))` embedded in a longer string: with the `interpolation` feature too, where such
    /// text is an escaped embedded expression.
    pub(crate) embedded: bool,
}

/// `text ((!x))` as `text ((x))`: every `((!` that a later `))` closes loses its `!`.
fn unescape_embedded(s: &str) -> Option<String> {
    if !s.contains("((!") {
        return None;
    }
    let mut out = String::with_capacity(s.len());
    let mut rest = s;
    while let Some(i) = rest.find("((!") {
        let closed = rest[i + 3..].contains("))");
        out.push_str(&rest[..i + 2]);
        if !closed {
            out.push('!');
        }
        rest = &rest[i + 3..];
    }
    out.push_str(rest);
    Some(out)
}

pub(crate) fn to_value_esc(v: &Val, unescape: Unescape) -> Value {
    match v {
        Val::Null | Val::Undefined => Value::Null,
        Val::Bool(b) => Value::Bool(*b),
        Val::Int(i) => Value::Number(Number::Int(*i)),
        Val::Float(f) => Value::Number(Number::Float(*f)),
        Val::Str(s) if unescape.whole && s.starts_with("((!") && s.ends_with("))") => {
            Value::String(format!("(({}", &s[3..]).into())
        }
        Val::Str(s) if unescape.embedded => match unescape_embedded(s) {
            Some(u) => Value::String(u.into()),
            None => Value::String(s.clone()),
        },
        Val::Str(s) => Value::String(s.clone()),
        Val::List(l) => Value::List(Arc::new(
            l.iter()
                .filter(|e| !matches!(e, Val::Undefined))
                .map(|e| to_value_esc(e, unescape))
                .collect(),
        )),
        Val::Map(m) => Value::Map(Arc::new(
            m.iter()
                .filter(|(_, e)| !matches!(e, Val::Undefined))
                .map(|(k, e)| {
                    let k = if unescape.whole {
                        unescape_key(k)
                    } else {
                        k.clone()
                    };
                    (k, to_value_esc(e, unescape))
                })
                .collect(),
        )),
        Val::Lambda(l) => Value::String(format!("(( {} ))", l.text()).into()),
        Val::Template(t) => {
            let v = to_value_esc(&crate::source::src_to_val(&t.src), unescape);
            if t.marker_added {
                added_marker_key(v)
            } else {
                v
            }
        }
    }
}

/// A template read from data as output: the marker strata keeps under `<<` shown under
/// spiff++'s `<<<`, where it was added (the map's own merge key, or a list's first entry).
fn added_marker_key(v: Value) -> Value {
    fn rename(m: &strata_core::value::Map) -> Value {
        Value::Map(Arc::new(
            m.iter()
                .map(|(k, e)| {
                    let k = if k == "<<" {
                        smol_str::SmolStr::new_static("<<<")
                    } else {
                        k.clone()
                    };
                    (k, e.clone())
                })
                .collect(),
        ))
    }
    match &v {
        Value::Map(m) => rename(m),
        Value::List(items) => match items.first() {
            Some(Value::Map(first)) => {
                let mut items = items.as_ref().clone();
                items[0] = rename(first);
                Value::List(Arc::new(items))
            }
            _ => v,
        },
        _ => v,
    }
}

/// An escaped merge or control key as output: `<<!x` is `<<x`, `<<<!x` is `<<<x`.
pub(crate) fn unescape_key(k: &smol_str::SmolStr) -> smol_str::SmolStr {
    if !k.starts_with("<<") {
        return k.clone();
    }
    if let Some(rest) = k.strip_prefix("<<<!") {
        return format!("<<<{rest}").into();
    }
    match k.strip_prefix("<<!") {
        Some(rest) => format!("<<{rest}").into(),
        None => k.clone(),
    }
}
