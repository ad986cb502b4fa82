//! `get()` as Puppet 7's `functions/get.rb`: the dotted navigation split as
//! `Lookup::SubLookup#split_key` splits it, then `dig()` over the segments.

use crate::ast::Lambda;
use crate::eval::{rt_err, Compiler, ScopeId, R};
use crate::value::Val;
use strata_core::Span;

/// `get(value, dotted_string, default?) |$error| { ... }`.
pub(crate) fn get(
    c: &mut Compiler<'_>,
    args: Vec<Val>,
    lambda: Option<&Lambda>,
    sc: ScopeId,
    span: Span,
) -> R<Val> {
    super::arity("get", &args, 2, 3, span)?;
    let Val::Str(nav) = &args[1] else {
        return rt_err(
            format!(
                "'get' parameter 'dotted_string' expects a String value, got {}",
                crate::infer_set::short_name(&args[1])
            ),
            span,
        );
    };
    if let Some(l) = lambda {
        if l.params.len() != 1 {
            let n = l.params.len();
            let got = if n == 0 {
                "none".to_string()
            } else {
                n.to_string()
            };
            return rt_err(format!("'get' block expects 1 argument, got {got}"), span);
        }
    }
    let default = args.get(2).cloned().unwrap_or(Val::Undef);
    if args[0].is_undef() {
        return Ok(default);
    }
    if nav.is_empty() {
        return Ok(args[0].clone());
    }
    let Some(mut segments) = split_key(&format!("x.{nav}")) else {
        return rt_err("Syntax error in dotted-navigation string", span);
    };
    segments.remove(0);
    // get.rb calls the `dig` function: its signature's check first
    if !matches!(args[0], Val::Array(_) | Val::Hash(_)) {
        return rt_err(
            format!(
                "'dig' parameter 'data' expects a value of type Undef or Collection, got {}",
                super::arg_types::got(&args[0])
            ),
            span,
        );
    }
    match dig(&args[0], &segments) {
        Ok(Val::Undef) => Ok(default),
        Ok(v) => Ok(v),
        // dig's walked-path errors are Puppet::ErrorWithData: a block gets their Error value
        Err(e) => match lambda {
            Some(l) => {
                let err = e.error_value();
                c.call_lambda(l, vec![err], sc, span)
            }
            None => rt_err(e.msg, span),
        },
    }
}

/// A failed walk of `dig()` (Puppet::ErrorWithData): its message and the Error value's parts.
pub(crate) struct DigError {
    /// The message.
    pub msg: String,
    /// `EXPECTED_COLLECTION` or `EXPECTED_INTEGER_INDEX`.
    issue_code: &'static str,
    /// `value_type` or `index_type`.
    type_key: &'static str,
    /// The inferred type of the value or key that stopped the walk.
    ty: Val,
    /// The keys walked.
    walked: Vec<Val>,
}

impl DigError {
    /// The `Error` object dig.rb makes (`Puppet::DataTypes::Error.new(msg, 'SLICE_ERROR',
    /// {walked_path, value_type|index_type}, issue_code)`).
    fn error_value(self) -> Val {
        use crate::ptypes::object::{Attr, ObjTy, ObjVal};
        use crate::value::Ty;
        let opt = |t: Ty| Ty::Optional(Box::new(t));
        let attr = |name: &str, ty: Ty, value: Option<Val>| Attr {
            name: name.into(),
            ty,
            kind: None,
            value,
            fin: false,
            over: false,
        };
        let str1 = Ty::String(1, i64::MAX, None);
        let ty = ObjTy {
            name: Some("Error".into()),
            parent: None,
            annotation: false,
            attrs: vec![
                attr("msg", str1.clone(), None),
                attr("kind", opt(str1.clone()), Some(Val::Undef)),
                attr("details", opt(Ty::Data), Some(Val::Undef)),
                attr("issue_code", opt(str1), Some(Val::Undef)),
            ],
            annotations: vec![],
            equality: None,
        };
        let mut details = indexmap::IndexMap::new();
        details.insert(Val::str("walked_path"), Val::Array(self.walked.into()));
        details.insert(Val::str(self.type_key), self.ty);
        let vals = vec![
            ("msg".into(), Val::str(&self.msg)),
            ("kind".into(), Val::str("SLICE_ERROR")),
            ("details".into(), Val::Hash(details.into())),
            ("issue_code".into(), Val::str(self.issue_code)),
        ];
        Val::Rich(std::sync::Arc::new(crate::ptypes::Rich::Object(ObjVal {
            ty: std::sync::Arc::new(ty),
            vals,
        })))
    }
}

/// dig.rb's walk over `keys` (undef data or an undef key ends it with undef).
pub(crate) fn dig(data: &Val, keys: &[Val]) -> Result<Val, DigError> {
    let mut v = data.clone();
    let mut walked: Vec<Val> = Vec::new();
    let path = |w: &[Val]| {
        let items: Vec<String> = w.iter().map(crate::functions::stdlib::inspect).collect();
        format!("[{}]", items.join(", "))
    };
    let type_text = |x: &Val| match x {
        Val::Str(_) => "String".to_string(),
        other => crate::types::infer(other).to_string(),
    };
    let type_val = |x: &Val| match x {
        Val::Str(_) => Val::Type(std::sync::Arc::new(crate::value::Ty::String(
            0,
            i64::MAX,
            None,
        ))),
        other => Val::Type(std::sync::Arc::new(crate::types::infer(other))),
    };
    for k in keys {
        if matches!(v, Val::Undef) || matches!(k, Val::Undef) {
            return Ok(Val::Undef);
        }
        if !matches!(v, Val::Array(_) | Val::Hash(_)) {
            return Err(DigError {
                msg: format!(
                    "The given data does not contain a Collection at {}, got '{}'",
                    path(&walked),
                    type_text(&v)
                ),
                issue_code: "EXPECTED_COLLECTION",
                type_key: "value_type",
                ty: type_val(&v),
                walked,
            });
        }
        walked.push(k.clone());
        v = match (&v, k) {
            (Val::Array(a), Val::Int(i)) => {
                let n = a.len() as i64;
                let at = if *i < 0 { n + i } else { *i };
                if at < 0 {
                    Val::Undef
                } else {
                    a.get(at as usize).cloned().unwrap_or(Val::Undef)
                }
            }
            (Val::Array(_), k) => {
                return Err(DigError {
                    msg: format!(
                        "The given data requires an Integer index at {}, got '{}'",
                        path(&walked),
                        type_text(k)
                    ),
                    issue_code: "EXPECTED_INTEGER_INDEX",
                    type_key: "index_type",
                    ty: type_val(k),
                    walked,
                });
            }
            (Val::Hash(h), k) => h.get(k).cloned().unwrap_or(Val::Undef),
            _ => Val::Undef,
        };
    }
    Ok(v)
}

/// `SubLookup#split_key`: segments separated by `.`, each a quoted string (quotes removed), an
/// integer (`[+-]?[0-9]+`, as an Integer) or a bare word (trimmed); `None` is its syntax error.
pub(crate) fn split_key(key: &str) -> Option<Vec<Val>> {
    if !key.contains(['\'', '"', '.']) {
        return Some(vec![Val::str(key)]);
    }
    // Ruby's key.split(/(\s*"[^"]+"\s*|\s*'[^']+'\s*|[^'".]+)/): the captured tokens and the
    // text between them
    let b = key.as_bytes();
    let mut parts: Vec<String> = Vec::new();
    let mut gap = String::new();
    let mut i = 0;
    while i < b.len() {
        if let Some(end) = token_at(key, i) {
            parts.push(std::mem::take(&mut gap));
            parts.push(key[i..end].to_string());
            i = end;
        } else {
            let ch = key[i..].chars().next()?;
            gap.push(ch);
            i += ch.len_utf8();
        }
    }
    if !gap.is_empty() {
        parts.push(gap);
    }
    // Ruby's split drops trailing empty strings
    while parts.last().is_some_and(|p| p.is_empty()) {
        parts.pop();
    }
    if parts.is_empty() || !parts.remove(0).is_empty() {
        return None;
    }
    let count = parts.len();
    if count == 0 {
        return None;
    }
    parts.retain(|p| p != ".");
    if parts.len() * 2 != count + 1 {
        return None;
    }
    Some(
        parts
            .into_iter()
            .map(|p| {
                let t = p.trim();
                if t.starts_with(['"', '\'']) {
                    Val::str(&t[1..t.len() - 1])
                } else if is_int(t) {
                    Val::Int(t.trim_start_matches('+').parse().unwrap_or(0))
                } else {
                    Val::str(t)
                }
            })
            .collect(),
    )
}

fn is_int(t: &str) -> bool {
    let d = t.strip_prefix(['+', '-']).unwrap_or(t);
    !d.is_empty() && d.bytes().all(|b| b.is_ascii_digit()) && d.len() < 19
}

/// The end of the split pattern's match at `i`, if it matches there.
fn token_at(key: &str, i: usize) -> Option<usize> {
    let b = key.as_bytes();
    let ws = |mut j: usize| {
        while j < b.len() && b[j].is_ascii_whitespace() {
            j += 1;
        }
        j
    };
    // \s*"[^"]+"\s*  and  \s*'[^']+'\s*
    let j = ws(i);
    if j < b.len() && (b[j] == b'"' || b[j] == b'\'') {
        let q = b[j];
        let mut k = j + 1;
        while k < b.len() && b[k] != q {
            k += 1;
        }
        if k < b.len() && k > j + 1 {
            return Some(ws(k + 1));
        }
    }
    // [^'".]+
    let mut k = i;
    while k < b.len() && !matches!(b[k], b'\'' | b'"' | b'.') {
        k += 1;
    }
    (k > i).then_some(k)
}

#[cfg(test)]
mod tests {
    use super::split_key;
    use crate::value::Val;

    fn texts(v: Option<Vec<Val>>) -> Option<Vec<String>> {
        v.map(|v| {
            v.iter()
                .map(|x| match x {
                    Val::Int(i) => format!("#{i}"),
                    other => other.to_display(),
                })
                .collect()
        })
    }

    #[test]
    fn split_key_as_sub_lookup() {
        assert_eq!(
            texts(split_key("x.a.b")),
            Some(vec!["x".into(), "a".into(), "b".into()])
        );
        assert_eq!(
            texts(split_key("x.0.color")),
            Some(vec!["x".into(), "#0".into(), "color".into()])
        );
        assert_eq!(
            texts(split_key("x.'a.b'. c ")),
            Some(vec!["x".into(), "a.b".into(), "c".into()])
        );
        assert_eq!(
            texts(split_key("x.\"q\".-1")),
            Some(vec!["x".into(), "q".into(), "#-1".into()])
        );
        assert_eq!(texts(split_key("plain")), Some(vec!["plain".into()]));
        // empty segments and a dangling dot are syntax errors
        assert_eq!(texts(split_key("x..a")), None);
        assert_eq!(texts(split_key("x.a.")), None);
        assert_eq!(texts(split_key("x.'a")), None);
    }
}
