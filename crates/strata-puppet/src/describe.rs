//! How a value fails a type, entry by entry: the part of Puppet 7's `TypeMismatchDescriber`
//! that walks into collections.
//!
//! Puppet describes a parameter's value by its `infer_set` type, so a hash whose keys are all
//! non-empty strings is a Struct and an array a Tuple, and the describer then reports each
//! failing part on its own, with a path:
//!
//! * expected `Struct`: for each expected key in order, a missing key (`expects a value for key
//!   'd'`, unless the key is optional) or the description of its value under `entry 'k'`;
//!   then each key the Struct does not know (`unrecognized key 'c'`);
//! * expected `Hash[K, V, min, max]`: a size outside the range (`expects size to be at least
//!   3, got 1`), else each entry's key under `key of entry 'k'` and value under `entry 'k'`;
//! * expected `Array[E, min, max]`: a size outside the range, else each failing element
//!   under `index i`;
//! * expected `Tuple[T...]`: a size outside the range, else each element against its type
//!   (the last type repeats) under `index i`;
//! * `Optional[T]` describes T (undef fits); a type alias describes what it stands for;
//! * anything else is one mismatch of the whole value (`types::mismatch`).
//!
//! Several failing parts give several lines: `validate_parameters` prints them one per line.

use crate::eval::Compiler;
use crate::types::{instance_of, mismatch};
use crate::value::{Ty, Val, IMAX};

/// The descriptions of how `v` fails `t`, each prefixed with `path` and its own path
/// (`parameter 'a' entry 'b' expects an Integer value, got String`). Empty when it fits.
pub(crate) fn describe(c: &mut Compiler<'_>, t: &Ty, v: &Val, path: &str) -> Vec<String> {
    if instance_of(c, t, v) {
        return Vec::new();
    }
    let mut out = Vec::new();
    walk(c, t, v, path, &mut out);
    if out.is_empty() {
        out.push(leaf(t, v, path));
    }
    out
}

fn leaf(t: &Ty, v: &Val, path: &str) -> String {
    let mut text = mismatch(t, v);
    // Puppet names an actual collection by its short name (`got Tuple`, `got Struct`) when
    // the expected type is of another kind that cannot hold it (`report_detailed?` false).
    if let Some(short) = short_collection_name(v) {
        if !reported_in_full(t, v) {
            if let Some(i) = text.rfind(", got ") {
                text.truncate(i);
                text.push_str(", got ");
                text.push_str(short);
            }
        }
    }
    format!("{path} {text}")
}

/// The short name of the type Puppet's `infer_set` gives a collection (an empty one is
/// `Array` or `Hash`, not a Tuple or Struct of nothing).
pub(crate) fn short_collection_name(v: &Val) -> Option<&'static str> {
    match v {
        Val::Array(a) if a.is_empty() => Some("Array"),
        Val::Hash(h) if h.is_empty() => Some("Hash"),
        Val::Array(_) => Some("Tuple"),
        Val::Hash(_) if is_struct_like(v) => Some("Struct"),
        Val::Hash(_) => Some("Hash"),
        _ => None,
    }
}

/// Puppet's `report_detailed?` for a collection value: the expected type (or one of its
/// alternatives) is an alias, of the inferred type's own kind (Tuple for an array, Struct for
/// a hash), its generalization (Array, Hash), or a kind whose default holds it.
fn reported_in_full(t: &Ty, v: &Val) -> bool {
    match t {
        Ty::Variant(ts) => ts.iter().any(|x| reported_in_full(x, v)),
        Ty::Optional(x) | Ty::NotUndef(x) => reported_in_full(x, v),
        Ty::Alias(..)
        | Ty::Any
        | Ty::Collection(..)
        | Ty::Data
        | Ty::RichData
        | Ty::Iterable(_) => true,
        Ty::Array(..) | Ty::Tuple(..) => matches!(v, Val::Array(_)),
        Ty::Hash(..) | Ty::Struct(_) => matches!(v, Val::Hash(_)),
        _ => false,
    }
}

/// A hash Puppet infers as a Struct: every key a non-empty string.
fn is_struct_like(v: &Val) -> bool {
    matches!(v, Val::Hash(h) if h.keys().all(|k| matches!(k, Val::Str(s) if !s.is_empty())))
}

/// Puppet's `SizeMismatch` text for an expected range and an actual size.
fn size_text(lo: i64, hi: i64, actual: usize) -> String {
    let lo = lo.max(0);
    let range = if lo == hi {
        lo.to_string()
    } else if lo == 0 {
        if hi == IMAX {
            "unlimited".to_string()
        } else {
            format!("at most {hi}")
        }
    } else if hi == IMAX {
        format!("at least {lo}")
    } else {
        format!("between {lo} and {hi}")
    };
    format!("expects size to be {range}, got {actual}")
}

fn walk(c: &mut Compiler<'_>, t: &Ty, v: &Val, path: &str, out: &mut Vec<String>) {
    walk_as(c, t, v, path, out, t)
}

/// `walk` of `t` where Puppet's describer passes `original` along: the type a mismatch of the
/// whole value names (an `Optional[Hash]` whose Hash does not hold an array reports
/// `expects a value of type Undef or Hash`).
fn walk_as(
    c: &mut Compiler<'_>,
    t: &Ty,
    v: &Val,
    path: &str,
    out: &mut Vec<String>,
    original: &Ty,
) {
    match (t, v) {
        (Ty::Alias(_, inner), _)
            if matches!(
                **inner,
                Ty::Struct(_) | Ty::Hash(..) | Ty::Array(..) | Ty::Tuple(..)
            ) =>
        {
            walk(c, inner, v, path, out)
        }
        (Ty::Optional(inner), _)
            if !v.is_undef()
                && matches!(
                    **inner,
                    Ty::Struct(_) | Ty::Hash(..) | Ty::Array(..) | Ty::Tuple(..)
                ) =>
        {
            walk_as(c, inner, v, path, out, t)
        }
        (Ty::Variant(ts), _) if !ts.is_empty() => {
            // Each alternative described under `variant i`; when every one is a plain
            // mismatch of the whole value, Puppet merges them into one for the Variant.
            let mut all = Vec::new();
            let mut plain = true;
            for (i, vt) in ts.iter().enumerate() {
                let at = format!("{path} variant {i}");
                let d = describe(c, vt, v, &at);
                if d.is_empty() {
                    return;
                }
                let root = format!("{at} expects ");
                plain &= d.len() == 1
                    && d[0].starts_with(&root)
                    && !d[0][root.len()..].starts_with("size ")
                    && !d[0][root.len()..].starts_with("a value for key ");
                all.extend(d);
            }
            if plain {
                out.push(leaf(t, v, path));
            } else {
                out.extend(all);
            }
        }
        (Ty::Struct(members), Val::Hash(h)) if is_struct_like(v) => {
            for (name, optional, mt) in members {
                match h.get(&Val::Str(name.clone())) {
                    None => {
                        if !*optional && !instance_of(c, mt, &Val::Undef) {
                            out.push(format!("{path} expects a value for key '{name}'"));
                        }
                    }
                    Some(x) => out.extend(describe(c, mt, x, &format!("{path} entry '{name}'"))),
                }
            }
            for k in h.keys() {
                if let Val::Str(k) = k {
                    if !members.iter().any(|m| *m.0 == **k) {
                        out.push(format!("{path} unrecognized key '{k}'"));
                    }
                }
            }
        }
        (Ty::Hash(kt, vt, lo, hi), Val::Hash(h)) if is_struct_like(v) => {
            let n = h.len() as i64;
            if n < *lo || n > *hi {
                out.push(format!("{path} {}", size_text(*lo, *hi, h.len())));
                return;
            }
            for (k, x) in h.iter() {
                let name = k.to_display();
                out.extend(describe(c, kt, k, &format!("{path} key of entry '{name}'")));
                out.extend(describe(c, vt, x, &format!("{path} entry '{name}'")));
            }
        }
        (Ty::Array(et, lo, hi), Val::Array(a)) => {
            let n = a.len() as i64;
            if n < *lo || n > *hi {
                out.push(format!("{path} {}", size_text(*lo, *hi, a.len())));
                return;
            }
            for (i, x) in a.iter().enumerate() {
                out.extend(describe(c, et, x, &format!("{path} index {i}")));
            }
        }
        (Ty::Tuple(ts, lo, hi), Val::Array(a)) if !ts.is_empty() => {
            let n = a.len() as i64;
            if n < *lo || n > *hi {
                out.push(format!("{path} {}", size_text(*lo, *hi, a.len())));
                return;
            }
            for (i, x) in a.iter().enumerate() {
                let adx = i.min(ts.len() - 1);
                out.extend(describe(c, &ts[adx], x, &format!("{path} index {adx}")));
            }
        }
        _ => out.push(leaf(original, v, path)),
    }
}

#[cfg(test)]
mod tests {
    use super::size_text;
    use crate::value::IMAX;

    #[test]
    fn sizes_read_as_puppet_writes_them() {
        assert_eq!(
            size_text(3, IMAX, 1),
            "expects size to be at least 3, got 1"
        );
        assert_eq!(size_text(0, 2, 3), "expects size to be at most 2, got 3");
        assert_eq!(size_text(2, 2, 3), "expects size to be 2, got 3");
        assert_eq!(
            size_text(1, 3, 0),
            "expects size to be between 1 and 3, got 0"
        );
    }
}
