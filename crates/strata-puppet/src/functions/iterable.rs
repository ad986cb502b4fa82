//! The items of an Iterable argument, as the iteration functions of every family take them.

use crate::eval::{rt_err, Compiler, R};
use crate::types::type_name_of;
use crate::value::{Ty, Val, IMAX, IMIN};
use strata_core::Span;

/// [`iterable`] for the other function families.
pub(crate) fn iterable_items(
    c: &mut Compiler<'_>,
    name: &str,
    v: &Val,
    span: Span,
) -> R<(Vec<Val>, bool)> {
    let count = match v {
        Val::Array(a) | Val::Iter(a, _) => a.len() as u64,
        Val::Hash(h) => h.len() as u64,
        Val::Int(n) => (*n).max(0) as u64,
        Val::Str(s) => s.len() as u64,
        Val::Type(t) => match crate::types::unalias(t) {
            Ty::Integer(lo, hi) if *lo != IMIN && *hi != IMAX => {
                (*hi as i128 - *lo as i128 + 1).clamp(0, u64::MAX as i128) as u64
            }
            Ty::Enum(values, _) => values.len() as u64,
            _ => 0,
        },
        _ => 0,
    };
    c.charge(count, span)?;
    Ok(match v {
        Val::Array(a) | Val::Iter(a, _) => ((**a).clone(), false),
        Val::Hash(h) => (
            h.iter()
                .map(|(k, v)| Val::array(vec![k.clone(), v.clone()]))
                .collect(),
            true,
        ),
        Val::Int(n) => ((0..(*n).max(0)).map(Val::Int).collect(), false),
        Val::Str(s) => (
            s.chars().map(|c| Val::Str(c.to_string().into())).collect(),
            false,
        ),
        // a type alias iterates as its type (Gitlab_ci_runner::Register_parameters, an Enum)
        Val::Type(t) => match crate::types::unalias(t) {
            Ty::Integer(lo, hi) if *lo != IMIN && *hi != IMAX => {
                ((*lo..=*hi).map(Val::Int).collect(), false)
            }
            // An Enum iterates over its values.
            Ty::Enum(values, _) if !values.is_empty() => {
                (values.iter().map(|s| Val::Str(s.clone())).collect(), false)
            }
            _ => return rt_err(not_iterable(name, v), span),
        },
        _ => return rt_err(not_iterable(name, v), span),
    })
}

/// The error for a value that is no Iterable. `each`, `map`, `filter`, `any` and `all` have four
/// dispatches in Puppet (a Hash or an Iterable, with a block of two or one parameters), so
/// Puppet's dispatcher lists each with its rejection.
fn not_iterable(name: &str, v: &Val) -> String {
    let t = type_name_of(v);
    if matches!(name, "each" | "map" | "filter" | "any" | "all") {
        let hash = format!("    rejected: parameter 'hash' expects a Hash value, got {t}");
        let iter =
            format!("    rejected: parameter 'enumerable' expects an Iterable value, got {t}");
        return format!(
            "The function '{name}' was called with arguments it does not accept. It expects one of:\n  (Hash hash, Callable[2, 2] block)\n{hash}\n  (Hash hash, Callable[1, 1] block)\n{hash}\n  (Iterable enumerable, Callable[2, 2] block)\n{iter}\n  (Iterable enumerable, Callable[1, 1] block)\n{iter}"
        );
    }
    format!("'{name}' parameter 'iterable' expects an Iterable value, got {t}")
}
