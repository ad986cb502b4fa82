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
    let mut dig_args = vec![args[0].clone()];
    dig_args.extend(segments);
    match c.call_function("dig", dig_args, None, sc, span) {
        Ok(Val::Undef) => Ok(default),
        Ok(v) => Ok(v),
        // dig's walked-path errors are Puppet::ErrorWithData: a block gets their Error value
        Err(e) if lambda.is_some() && is_walk_error(&e) => rt_err(
            "get(): the block's Error value (a Pcore Error object) is not supported",
            span,
        ),
        Err(e) => Err(e),
    }
}

fn is_walk_error(e: &crate::eval::Flow) -> bool {
    let crate::eval::Flow::Err(p) = e else {
        return false;
    };
    let text = &p.msg;
    text.contains("The given data does not contain a Collection")
        || text.contains("The given data requires an Integer index")
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
