//! `max()` and `min()` as Puppet 7's `functions/max.rb` and `functions/min.rb` define them: the
//! dispatch (all Numeric, all String, one Array, any with a block, any), Ruby's
//! `Array#max`/`#min` (the first extreme wins a tie; the block is called with the candidate and
//! the current extreme), the deprecated String-to-Numeric and Any-to-String conversions and
//! their warnings.

use std::cmp::Ordering;

use crate::ast::Lambda;
use crate::eval::{rt_err, Compiler, ScopeId, R};
pub(crate) use crate::ruby_inspect::ruby_to_s;
use crate::types::numeric;
pub(crate) use crate::types::ruby_eq;
use crate::value::Val;
use strata_core::Span;

/// `max(...)` / `min(...)`.
pub(crate) fn call(
    c: &mut Compiler<'_>,
    name: &str,
    args: Vec<Val>,
    lambda: Option<&Lambda>,
    sc: ScopeId,
    span: Span,
) -> R<Val> {
    // on_single_*_array: one Array argument stands for its elements
    let items: Vec<Val> = match args.as_slice() {
        [Val::Array(a)] => (**a).clone(),
        _ => args,
    };
    if let Some(l) = lambda {
        // on_any_with_block: no count check; an empty list gives nil
        return extreme(c, name, items, span, &mut |c, a, b| {
            let r = c.call_lambda(l, vec![a.clone(), b.clone()], sc, span)?;
            block_order(&r, a, b, span)
        });
    }
    if items.is_empty() {
        return rt_err(
            format!("{name}(): Wrong number of arguments need at least one"),
            span,
        );
    }
    if items
        .iter()
        .all(|v| matches!(v, Val::Int(_) | Val::Float(_)))
    {
        return extreme(c, name, items, span, &mut |_, a, b| Ok(numeric(a, b)));
    }
    let strings = items.iter().all(|v| matches!(v, Val::Str(_)));
    extreme(c, name, items, span, &mut |c, a, b| {
        let (x, y) = (ruby_to_s(a), ruby_to_s(b));
        if numeric_text(&x) && numeric_text(&y) {
            warn_once(c, name, "String to Numeric");
            let (p, q) = (to_f(&x), to_f(&y));
            return Ok(p.partial_cmp(&q).unwrap_or(Ordering::Equal));
        }
        if !strings {
            warn_once(c, name, "Any to String");
        }
        Ok(x.as_bytes().cmp(y.as_bytes()))
    })
}

type Cmp<'a> = dyn FnMut(&mut Compiler<'_>, &Val, &Val) -> R<Ordering> + 'a;

/// Ruby's `Array#max`/`#min` with a comparison: each element against the current extreme.
fn extreme(
    c: &mut Compiler<'_>,
    name: &str,
    items: Vec<Val>,
    _span: Span,
    cmp: &mut Cmp<'_>,
) -> R<Val> {
    let want = if name == "max" {
        Ordering::Greater
    } else {
        Ordering::Less
    };
    let mut best: Option<Val> = None;
    for v in items {
        best = Some(match best {
            None => v,
            Some(b) => {
                if cmp(c, &v, &b)? == want {
                    v
                } else {
                    b
                }
            }
        });
    }
    Ok(best.unwrap_or(Val::Undef))
}

/// The block's answer read as Ruby's `rb_cmpint` reads it.
fn block_order(r: &Val, a: &Val, b: &Val, span: Span) -> R<Ordering> {
    match r {
        Val::Int(i) => Ok(i.cmp(&0)),
        Val::Float(f) => Ok(f.partial_cmp(&0.0).unwrap_or(Ordering::Equal)),
        _ => rt_err(
            format!(
                "comparison of {} with {} failed",
                ruby_class(a),
                ruby_class(b)
            ),
            span,
        ),
    }
}

fn ruby_class(v: &Val) -> &'static str {
    match v {
        Val::Undef => "NilClass",
        Val::Int(_) => "Integer",
        Val::Float(_) => "Float",
        Val::Str(_) => "String",
        Val::Bool(true) => "TrueClass",
        Val::Bool(false) => "FalseClass",
        Val::Array(_) | Val::Iter(..) => "Array",
        Val::Hash(_) => "Hash",
        _ => "Object",
    }
}

/// `%r{\A-?\d+([._eE]\d+)?\z}`: the texts max.rb/min.rb compare as numbers.
fn numeric_text(s: &str) -> bool {
    let t = s.strip_prefix('-').unwrap_or(s);
    let digits = |x: &str| !x.is_empty() && x.bytes().all(|b| b.is_ascii_digit());
    match t.find(['.', '_', 'e', 'E']) {
        None => digits(t),
        Some(i) => digits(&t[..i]) && digits(&t[i + 1..]),
    }
}

/// Ruby's `String#to_f` of a text `numeric_text` accepted.
fn to_f(s: &str) -> f64 {
    s.replace('_', "").parse::<f64>().unwrap_or(0.0)
}

/// `Puppet.warn_once('deprecations', ...)`: the deprecation once per compile.
fn warn_once(c: &mut Compiler<'_>, name: &str, what: &str) {
    let msg = format!("The {name}() function's auto conversion of {what} is deprecated - change to convert input before calling, or use lambda");
    if !c.warnings.contains(&msg) {
        c.warnings.push(msg);
    }
}

#[cfg(test)]
mod tests {
    use super::{numeric_text, ruby_eq};
    use crate::value::Val;

    #[test]
    fn numeric_texts_as_max_rb() {
        for t in ["1", "-12", "0777", "1.5", "1e5", "1_000", "-3E2"] {
            assert!(numeric_text(t), "{t}");
        }
        for t in ["", "-", "1.", ".5", "1.5.2", "0x10", "a1", "1e", " 1"] {
            assert!(!numeric_text(t), "{t}");
        }
    }

    #[test]
    fn ruby_equality() {
        assert!(!ruby_eq(&Val::str("a"), &Val::str("A")));
        assert!(ruby_eq(&Val::Int(1), &Val::Float(1.0)));
        assert!(!ruby_eq(&Val::str("1"), &Val::Int(1)));
        assert!(ruby_eq(
            &Val::array(vec![Val::str("x"), Val::Int(2)]),
            &Val::array(vec![Val::str("x"), Val::Float(2.0)])
        ));
    }
}
