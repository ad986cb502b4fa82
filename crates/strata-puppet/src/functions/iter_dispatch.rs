//! The dispatch failure of the iteration functions (and `index`, `sort`, `reduce`) whose signatures take a Hash or an
//! Iterable (`each`, `map`, `filter`, `any`, `all`: a 2- and a 1-parameter block for each;
//! `slice`: a slice size and an optional block), when the first argument is neither: Puppet's
//! dispatcher lists every signature with its rejection (`describe_signatures`).

use crate::ast::Lambda;
use crate::value::{Ty, Val};

/// The message when `v` (the first argument) is not Iterable and the call otherwise fits the
/// signatures; `None` when another rule decides.
pub(crate) fn not_iterable(name: &str, args: &[Val], lambda: Option<&Lambda>) -> Option<String> {
    let v = args.first()?;
    // index with a value and a block: no signature takes both
    if name == "index" && args.len() == 2 && lambda.is_some() {
        return Some(
            "The function 'index' was called with arguments it does not accept. It expects one of:"
                .into(),
        );
    }
    if name != "sort" && iterable(v) {
        return None;
    }
    let got = super::arg_types::got(v);
    let hash = format!("rejected: parameter 'hash' expects a Hash value, got {got}");
    let iter = format!("rejected: parameter 'enumerable' expects an Iterable value, got {got}");
    let sigs: Vec<(String, &String)> = match name {
        "each" | "map" | "filter" | "any" | "all" => {
            let l = lambda?;
            if args.len() != 1 || !(1..=2).contains(&l.params.len()) {
                return None;
            }
            vec![
                ("Hash hash, Callable[2, 2] block".into(), &hash),
                ("Hash hash, Callable[1, 1] block".into(), &hash),
                ("Iterable enumerable, Callable[2, 2] block".into(), &iter),
                ("Iterable enumerable, Callable[1, 1] block".into(), &iter),
            ]
        }
        "slice" => {
            if args.len() != 2 || !matches!(args[1], Val::Int(n) if n >= 1) {
                return None;
            }
            vec![
                (
                    "Hash hash, Integer[1] slice_size, Callable block?".into(),
                    &hash,
                ),
                (
                    "Iterable enumerable, Integer[1] slice_size, Callable block?".into(),
                    &iter,
                ),
            ]
        }
        // sort.rb: (String string_value, Callable[2, 2] block?), (Array array_value, ...)
        "sort" => {
            if args.len() != 1 || matches!(v, Val::Str(_) | Val::Array(_) | Val::Iter(..)) {
                return None;
            }
            let s = format!("rejected: parameter 'string_value' expects a String value, got {got}");
            let a = format!("rejected: parameter 'array_value' expects an Array value, got {got}");
            return Some(listing(
                name,
                &[
                    ("String string_value, Callable[2, 2] block?", &s),
                    ("Array array_value, Callable[2, 2] block?", &a),
                ],
            ));
        }
        // index.rb: four block dispatches, then (String str, Variant[String, Regexp] match)
        // and (Iterable enumerable, Any match)
        // index(x, match) with x neither a String nor Iterable
        "index" if lambda.is_none() && args.len() == 2 => {
            let count = "rejected: expects 1 argument, got 2".to_string();
            let s = format!("rejected: parameter 'str' expects a String value, got {got}");
            return Some(listing(
                name,
                &[
                    ("Hash hash, Callable[2, 2] block", &count),
                    ("Hash hash, Callable[1, 1] block", &count),
                    ("Iterable enumerable, Callable[2, 2] block", &count),
                    ("Iterable enumerable, Callable[1, 1] block", &count),
                    ("String str, Variant[String, Regexp] match", &s),
                    ("Iterable enumerable, Any match", &iter),
                ],
            ));
        }
        "index" => {
            let l = lambda?;
            if args.len() != 1 || !(1..=2).contains(&l.params.len()) {
                return None;
            }
            let count = "rejected: expects 2 arguments, got 1".to_string();
            return Some(listing(
                name,
                &[
                    ("Hash hash, Callable[2, 2] block", &hash),
                    ("Hash hash, Callable[1, 1] block", &hash),
                    ("Iterable enumerable, Callable[2, 2] block", &iter),
                    ("Iterable enumerable, Callable[1, 1] block", &iter),
                    ("String str, Variant[String, Regexp] match", &count),
                    ("Iterable enumerable, Any match", &count),
                ],
            ));
        }
        // reduce.rb: (Iterable enumerable, Callable[2, 2] block), (..., Any memo, ...)
        "reduce" => {
            let l = lambda?;
            if args.len() != 1 || l.params.len() != 2 {
                return None;
            }
            let count = "rejected: expects 2 arguments, got 1".to_string();
            return Some(listing(
                name,
                &[
                    ("Iterable enumerable, Callable[2, 2] block", &iter),
                    (
                        "Iterable enumerable, Any memo, Callable[2, 2] block",
                        &count,
                    ),
                ],
            ));
        }
        _ => return None,
    };
    let mut msg = format!(
        "The function '{name}' was called with arguments it does not accept. It expects one of:"
    );
    for (sig, why) in sigs {
        msg.push_str(&format!("\n  ({sig})\n    {why}"));
    }
    Some(msg)
}

/// What Puppet's `Iterable` type accepts among the values strata holds.
fn iterable(v: &Val) -> bool {
    match v {
        Val::Array(_) | Val::Iter(..) | Val::Hash(_) | Val::Str(_) => true,
        // a negative Integer iterates nothing: every dispatch rejects it
        Val::Int(i) => *i >= 0,
        Val::Type(t) => match crate::types::unalias(t) {
            Ty::Integer(lo, hi) => *lo != crate::value::IMIN && *hi != crate::value::IMAX,
            Ty::Enum(values, _) => !values.is_empty(),
            _ => false,
        },
        _ => false,
    }
}

/// "The function 'f' was called with arguments it does not accept. It expects one of:" and
/// each signature with its rejection.
fn listing(name: &str, sigs: &[(&str, &String)]) -> String {
    let mut msg = format!(
        "The function '{name}' was called with arguments it does not accept. It expects one of:"
    );
    for (sig, why) in sigs {
        msg.push_str(&format!("\n  ({sig})\n    {why}"));
    }
    msg
}
