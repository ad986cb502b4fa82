//! The Puppet type system: type names, instance checks, assignability, type inference
//! (`type()`), mismatch messages and equality, for every type: the rich and parameterized
//! types' checks too (the time types, SemVer, Object, URI, Init), which recurse into these. What
//! makes and operates on those types (`ptypes/`), the operators and the access operator that
//! parameterizes types (`Integer[1, 10]`, `operators.rs`) and the class and resource references
//! (`type_refs.rs`) are above this file.

use crate::eval::Compiler;
use crate::ptypes::semver;
use crate::ptypes::time::NS_SEC;
pub use crate::value::{compile_regex, regex_val};
use crate::value::{CallableSig, ObjTy, RangedTy, Rich, Ty, Uri, Val, IMAX, IMIN};
use std::cmp::Ordering;
use std::sync::Arc;
use strata_core::Span;

/// `Puppet::Pops::Utils.to_n`: the number a string holds by `Patterns::NUMERIC` (blanks around
/// the sign and number, hex, octal, decimal and floating point; no newline, no `0b`), None
/// where Ruby's `Integer()` rejects the digits (`0888`), a float is `0` raised to a power or
/// infinite. The evaluator's arithmetic, unary minus and access operators read strings by it.
pub fn to_n(s: &str) -> Option<Val> {
    let blank = |c: char| c == ' ' || c == '\t';
    let t = s.strip_prefix("::").unwrap_or(s);
    let t = t.trim_start_matches(blank).trim_end_matches(blank);
    let (neg, body) = match t.as_bytes().first() {
        Some(b'-') => (true, t[1..].trim_start_matches(blank)),
        Some(b'+') => (false, t[1..].trim_start_matches(blank)),
        _ => (false, t),
    };
    let sign = |i: i64| if neg { i.wrapping_neg() } else { i };
    if let Some(h) = body.strip_prefix("0x").or_else(|| body.strip_prefix("0X")) {
        if h.is_empty() || !h.bytes().all(|b| b.is_ascii_hexdigit()) {
            return None;
        }
        return i64::from_str_radix(h, 16).ok().map(|i| Val::Int(sign(i)));
    }
    let int_end = body.bytes().take_while(|b| b.is_ascii_digit()).count();
    if int_end == 0 {
        return None;
    }
    let (int_part, rest) = body.split_at(int_end);
    // Ruby's Integer(): a leading 0 reads octal, and a digit 8 or 9 there is no number
    let ruby_integer = |d: &str| -> Option<i64> {
        if d.len() > 1 && d.starts_with('0') {
            i64::from_str_radix(&d[1..], 8).ok()
        } else {
            d.parse().ok()
        }
    };
    if rest.is_empty() {
        return ruby_integer(int_part).map(|i| Val::Int(sign(i)));
    }
    // the fraction and exponent: (?:\.\d+)?(?:[eE]-?\d+)?
    let mut r = rest;
    if let Some(f) = r.strip_prefix('.') {
        let n = f.bytes().take_while(|b| b.is_ascii_digit()).count();
        if n == 0 {
            return None;
        }
        r = &f[n..];
    }
    if let Some(e) = r.strip_prefix(['e', 'E']) {
        let e = e.strip_prefix('-').unwrap_or(e);
        let n = e.bytes().take_while(|b| b.is_ascii_digit()).count();
        if n == 0 {
            return None;
        }
        r = &e[n..];
    }
    if !r.is_empty() {
        return None;
    }
    let i = ruby_integer(int_part)?;
    let after_dot = rest.strip_prefix('.').unwrap_or(rest);
    if i == 0 && after_dot.trim_start_matches('0').starts_with(['e', 'E']) {
        return None;
    }
    let f: f64 = body.parse().ok()?;
    if f.is_infinite() {
        return None;
    }
    Some(Val::Float(if neg { -f } else { f }))
}

/// Parses a Puppet number from a string (`"12"`, `"0x1f"`, `"1.5"`).
pub fn parse_number(s: &str) -> Option<Val> {
    let t = s.trim();
    let (neg, body) = match t.strip_prefix('-') {
        Some(r) => (true, r),
        None => (false, t.strip_prefix('+').unwrap_or(t)),
    };
    let i = if let Some(h) = body.strip_prefix("0x").or_else(|| body.strip_prefix("0X")) {
        i64::from_str_radix(h, 16).ok()
    } else if let Some(b) = body.strip_prefix("0b").or_else(|| body.strip_prefix("0B")) {
        i64::from_str_radix(b, 2).ok()
    } else if body.len() > 1 && body.starts_with('0') && body.bytes().all(|b| b.is_ascii_digit()) {
        i64::from_str_radix(&body[1..], 8).ok()
    } else if !body.is_empty() && body.bytes().all(|b| b.is_ascii_digit()) {
        body.parse().ok()
    } else {
        None
    };
    if let Some(i) = i {
        return Some(Val::Int(if neg { -i } else { i }));
    }
    if !body.is_empty()
        && body
            .bytes()
            .all(|b| b.is_ascii_digit() || matches!(b, b'.' | b'e' | b'E' | b'-' | b'+'))
        && body.as_bytes()[0].is_ascii_digit()
    {
        if let Ok(f) = body.parse::<f64>() {
            return Some(Val::Float(if neg { -f } else { f }));
        }
    }
    None
}

/// `a`/`an` + word.
pub fn a_an(word: &str) -> String {
    let first = word.chars().next().unwrap_or('x').to_ascii_lowercase();
    if "aeiou".contains(first) {
        format!("an {word}")
    } else {
        format!("a {word}")
    }
}

/// The type name of a title value in title errors (regexps keep their pattern).
pub fn title_type_name(v: &Val) -> String {
    match v {
        Val::Regex(_) => infer(v).to_string(),
        other => type_name_of(other),
    }
}

/// "a String" etc. for operator messages.
pub fn a_an_type(v: &Val) -> String {
    a_an(&type_name_of(v))
}

/// The generalized type of a value, as messages print it.
pub fn type_name_of(v: &Val) -> String {
    generalize(&infer(v)).to_string()
}

/// The element type Puppet gives the Iterator made over `source` (`Iterable.on`): the
/// alternatives of its elements' exact types, each once (`Variant[Integer[1, 1], Integer[3,
/// 3]]`; one alone is itself).
pub(crate) fn iterator_element_type(source: &[Val]) -> Ty {
    distinct_variant(source.iter().map(infer)).unwrap_or_else(Ty::Unit_)
}

/// A Variant of the types `ts`, each once; one alone is itself, none is `None`.
fn distinct_variant(ts: impl IntoIterator<Item = Ty>) -> Option<Ty> {
    let mut out: Vec<Ty> = Vec::new();
    for t in ts {
        if !out.contains(&t) {
            out.push(t);
        }
    }
    match out.len() {
        0 => None,
        1 => out.pop(),
        _ => Some(Ty::Variant(out)),
    }
}

/// PVariantType.maybe_create: nested variants flattened, each type once, and a variant of
/// one type that type.
pub(crate) fn variant_of(ts: Vec<Ty>) -> Ty {
    fn flatten(ts: Vec<Ty>, out: &mut Vec<Ty>) {
        for t in ts {
            match t {
                Ty::Variant(inner) => flatten(inner, out),
                other => {
                    if !out.contains(&other) {
                        out.push(other)
                    }
                }
            }
        }
    }
    let mut out = Vec::new();
    flatten(ts, &mut out);
    if out.len() == 1 {
        out.pop().unwrap_or(Ty::Any)
    } else {
        Ty::Variant(out)
    }
}

/// Infers the most specific type of a value.
pub fn infer(v: &Val) -> Ty {
    match v {
        Val::Undef => Ty::Undef,
        Val::Default => Ty::Default,
        Val::Bool(_) => Ty::Boolean,
        Val::Int(i) => Ty::Integer(*i, *i),
        Val::Float(f) => Ty::Float(*f, *f),
        Val::Str(s) => Ty::String(
            s.chars().count() as i64,
            s.chars().count() as i64,
            Some(s.clone()),
        ),
        Val::Regex(r) => Ty::Regexp(Some(r.src.as_str().into())),
        Val::Array(a) => {
            if a.is_empty() {
                return Ty::Array(Box::new(Ty::Unit_()), 0, 0);
            }
            let n = a.len() as i64;
            Ty::Array(Box::new(common(a.iter().map(infer).collect())), n, n)
        }
        Val::Hash(h) => {
            if h.is_empty() {
                return Ty::Hash(Box::new(Ty::Unit_()), Box::new(Ty::Unit_()), 0, 0);
            }
            let n = h.len() as i64;
            Ty::Hash(
                Box::new(common(h.keys().map(infer).collect())),
                Box::new(common(h.values().map(infer).collect())),
                n,
                n,
            )
        }
        Val::Type(t) => Ty::Type(Box::new((**t).clone())),
        // PSensitiveType's constructor generalizes its type
        Val::Sensitive(x) => Ty::Sensitive(Box::new(generalize(&infer(x)))),
        Val::Iter(_, elem) => Ty::Iterator(Some(Box::new((**elem).clone()))),
        Val::Deferred(_) => Ty::Other("Deferred".into()),
        Val::Rich(r) => infer_rich(r),
    }
}

fn common(ts: Vec<Ty>) -> Ty {
    let mut it = ts.into_iter();
    let Some(mut acc) = it.next() else {
        return Ty::Any;
    };
    for t in it {
        acc = common2(acc, t);
    }
    acc
}

fn common2(a: Ty, b: Ty) -> Ty {
    // TypeCalculator#common_type: Unit gives the other type; one assignable to the other is it
    if a == b || b == Ty::Unit_() {
        return a;
    }
    if a == Ty::Unit_() {
        return b;
    }
    if is_assignable(&a, &b) {
        return a;
    }
    if is_assignable(&b, &a) {
        return b;
    }
    match (&a, &b) {
        (Ty::Integer(a1, a2), Ty::Integer(b1, b2)) => Ty::Integer(*a1.min(b1), *a2.max(b2)),
        (Ty::Float(a1, a2), Ty::Float(b1, b2)) => Ty::Float(a1.min(*b1), a2.max(*b2)),
        // TypeCalculator#common_type: two string values make an Enum of both, a value and
        // an Enum the Enum with the value added; sized strings the common size
        (Ty::String(_, _, Some(x)), Ty::String(_, _, Some(y))) => {
            Ty::Enum(vec![x.clone(), y.clone()], false)
        }
        (Ty::Enum(vs, false), Ty::String(_, _, Some(x)))
        | (Ty::String(_, _, Some(x)), Ty::Enum(vs, false)) => {
            let mut vs = vs.clone();
            if !vs.contains(x) {
                vs.push(x.clone());
            }
            Ty::Enum(vs, false)
        }
        (Ty::String(a1, a2, _), Ty::String(b1, b2, _)) => {
            Ty::String(*a1.min(b1), *a2.max(b2), None)
        }
        (Ty::Integer(..) | Ty::Float(..), Ty::Integer(..) | Ty::Float(..)) => Ty::Numeric,
        // two Arrays (Hashes) neither assignable to the other: the common element (key and
        // value) types, any size
        (Ty::Array(x, _, _), Ty::Array(y, _, _)) => {
            Ty::Array(Box::new(common2((**x).clone(), (**y).clone())), 0, IMAX)
        }
        (Ty::Hash(k1, v1, _, _), Ty::Hash(k2, v2, _, _)) => Ty::Hash(
            Box::new(common2((**k1).clone(), (**k2).clone())),
            Box::new(common2((**v1).clone(), (**v2).clone())),
            0,
            IMAX,
        ),
        (Ty::Regexp(_), Ty::Regexp(_)) => Ty::Regexp(None),
        // type_calculator.rb common_type: two classes are Class, two resources Resource[T]
        // when of one type T (else Resource), two Types the Type of their common type
        (Ty::Class(_), Ty::Class(_)) => Ty::Class(None),
        (Ty::Resource(x, _), Ty::Resource(y, _)) => match (x, y) {
            (Some(x), Some(y)) if x.eq_ignore_ascii_case(y) => Ty::Resource(Some(x.clone()), None),
            _ => Ty::Resource(None, None),
        },
        (Ty::Type(x), Ty::Type(y)) => Ty::Type(Box::new(common2((**x).clone(), (**y).clone()))),
        (Ty::Undef, other) | (other, Ty::Undef) => Ty::Optional(Box::new(other.clone())),
        _ => {
            if is_scalar_data(&a) && is_scalar_data(&b) {
                Ty::ScalarData
            } else if is_scalar(&a) && is_scalar(&b) {
                Ty::Scalar
            } else if is_data(&a) && is_data(&b) {
                Ty::Data
            } else {
                Ty::Any
            }
        }
    }
}

fn is_scalar_data(t: &Ty) -> bool {
    matches!(
        t,
        Ty::Integer(..)
            | Ty::Float(..)
            | Ty::String(..)
            | Ty::Boolean
            | Ty::BooleanValue(_)
            | Ty::Numeric
            | Ty::ScalarData
    )
}
fn is_scalar(t: &Ty) -> bool {
    is_scalar_data(t)
        || matches!(t, Ty::Regexp(_) | Ty::Scalar)
        || matches!(t, Ty::Ranged(r) if r.base() != "Object")
        || matches!(t, Ty::Other(n) if is_rich_type(n) && &**n != "Binary")
}
fn is_data(t: &Ty) -> bool {
    is_scalar_data(t) || matches!(t, Ty::Undef | Ty::Data | Ty::Array(..) | Ty::Hash(..))
}

/// Removes value-specific parameters (`Integer[1, 1]` → `Integer`).
pub fn generalize(t: &Ty) -> Ty {
    match t {
        Ty::Integer(..) => Ty::Integer(IMIN, IMAX),
        Ty::BooleanValue(_) => Ty::Boolean,
        Ty::Float(..) => Ty::Float(f64::NEG_INFINITY, f64::INFINITY),
        Ty::String(..) => Ty::String(0, IMAX, None),
        // PEnumType#generalize: a String sized as the values
        Ty::Enum(vs, _) if !vs.is_empty() => {
            let lens = vs.iter().map(|v| v.chars().count() as i64);
            Ty::String(
                lens.clone().min().unwrap_or(0),
                lens.max().unwrap_or(0),
                None,
            )
        }
        Ty::Array(e, _, _) => {
            if **e == Ty::Unit_() {
                Ty::Array(Box::new(Ty::Any), 0, IMAX)
            } else {
                Ty::Array(Box::new(generalize(e)), 0, IMAX)
            }
        }
        Ty::Hash(k, v, _, _) => {
            if **k == Ty::Unit_() {
                Ty::Hash(Box::new(Ty::Any), Box::new(Ty::Any), 0, IMAX)
            } else {
                Ty::Hash(Box::new(generalize(k)), Box::new(generalize(v)), 0, IMAX)
            }
        }
        Ty::Optional(x) => Ty::Optional(Box::new(generalize(x))),
        Ty::Type(x) => Ty::Type(Box::new(generalize(x))),
        Ty::Sensitive(x) => Ty::Sensitive(Box::new(generalize(x))),
        Ty::Regexp(_) => Ty::Regexp(None),
        Ty::Ranged(r) => Ty::Other(r.base().into()),
        // An Iterator's element Variant generalizes member by member, each once
        // (`Iterator[Variant[Integer[1, 1], Integer[3, 3]]]` is `Iterator[Integer]`).
        Ty::Iterator(Some(x)) => Ty::Iterator(Some(Box::new(match &**x {
            Ty::Variant(ts) => {
                distinct_variant(ts.iter().map(generalize)).unwrap_or(Ty::Variant(Vec::new()))
            }
            other => generalize(other),
        }))),
        other => other.clone(),
    }
}

pub use crate::builtin_types::builtin_type_name;

fn str_eq_ci(a: &str, b: &str) -> bool {
    a.len() == b.len() && (a == b || a.to_lowercase() == b.to_lowercase())
}

/// Puppet `==`: strings compare case-insensitively, numbers by value, collections deeply.
pub fn puppet_eq(a: &Val, b: &Val) -> bool {
    match (a, b) {
        (Val::Rich(_), _) | (_, Val::Rich(_)) => rich_eq(a, b),
        // Sensitive#==: the same wrapped value
        (Val::Sensitive(x), Val::Sensitive(y)) => x == y,
        (Val::Str(x), Val::Str(y)) => str_eq_ci(x, y),
        (Val::Int(x), Val::Float(y)) | (Val::Float(y), Val::Int(x)) => (*x as f64) == *y,
        (Val::Array(x), Val::Array(y)) => {
            x.len() == y.len() && x.iter().zip(y.iter()).all(|(p, q)| puppet_eq(p, q))
        }
        (Val::Hash(x), Val::Hash(y)) => {
            x.len() == y.len()
                // CompareOperator#equals_Hash: `equals(b[ak], av)`, the key looked up exactly
                // (`'a'` is not `'A'`); a missing key reads as nil
                && x.iter().all(|(k, v)| match y.get(k) {
                    Some(w) => puppet_eq(w, v),
                    None => matches!(v, Val::Undef),
                })
        }
        (Val::Type(x), Val::Type(y)) => types_equal(x, y),
        _ => a == b,
    }
}

/// TypeCalculator#equals: the same type, or two types each assignable to the other
/// (`Optional[Integer]` and `Variant[Integer, Undef]`, `Enum[a, b]` and `Enum[b, a]`).
pub(crate) fn types_equal(a: &Ty, b: &Ty) -> bool {
    match (a, b) {
        (Ty::Resource(Some(t1), x1), Ty::Resource(Some(t2), x2)) => str_eq_ci(t1, t2) && x1 == x2,
        (Ty::Class(Some(a)), Ty::Class(Some(b))) => str_eq_ci(a, b),
        _ => a == b || (is_assignable(a, b) && is_assignable(b, a)),
    }
}

/// Is `v` an instance of `t`?
// The compiler is threaded through for type aliases resolved during the check.
#[allow(clippy::only_used_in_recursion)]
pub fn instance_of(c: &mut Compiler<'_>, t: &Ty, v: &Val) -> bool {
    match t {
        Ty::Any => true,
        Ty::Undef => v.is_undef(),
        Ty::Default => matches!(v, Val::Default),
        Ty::Boolean => matches!(v, Val::Bool(_)),
        Ty::BooleanValue(b) => matches!(v, Val::Bool(x) if x == b),
        Ty::Integer(lo, hi) => matches!(v, Val::Int(i) if i >= lo && i <= hi),
        Ty::Float(lo, hi) => matches!(v, Val::Float(f) if f >= lo && f <= hi),
        Ty::Numeric => matches!(v, Val::Int(_) | Val::Float(_)),
        Ty::String(lo, hi, exact) => match v {
            Val::Str(s) => {
                if let Some(e) = exact {
                    return **e == **s;
                }
                let n = s.chars().count() as i64;
                n >= *lo && n <= *hi
            }
            _ => false,
        },
        Ty::Enum(vals, ci) => match v {
            Val::Str(s) => {
                vals.is_empty()
                    || vals
                        .iter()
                        .any(|x| if *ci { str_eq_ci(x, s) } else { **x == **s })
            }
            _ => false,
        },
        Ty::Pattern(ps) => match v {
            Val::Str(s) => {
                ps.is_empty()
                    || ps
                        .iter()
                        .any(|p| compile_regex(p).map(|re| re.is_match(s)).unwrap_or(false))
            }
            _ => false,
        },
        Ty::Regexp(p) => match v {
            Val::Regex(r) => p.as_ref().map(|p| **p == *r.src).unwrap_or(true),
            _ => false,
        },
        Ty::Array(e, lo, hi) => match v {
            Val::Array(a) => {
                let n = a.len() as i64;
                n >= *lo
                    && n <= *hi
                    && (**e == Ty::Unit_() || a.iter().all(|x| instance_of(c, e, x)))
            }
            _ => false,
        },
        Ty::Hash(k, vt, lo, hi) => match v {
            Val::Hash(h) => {
                let n = h.len() as i64;
                n >= *lo
                    && n <= *hi
                    && h.iter()
                        .all(|(hk, hv)| instance_of(c, k, hk) && instance_of(c, vt, hv))
            }
            _ => false,
        },
        Ty::Tuple(ts, lo, hi) => match v {
            Val::Array(a) => {
                let n = a.len() as i64;
                if n < *lo || n > *hi {
                    return false;
                }
                a.iter()
                    .enumerate()
                    .all(|(i, x)| match ts.get(i).or(ts.last()) {
                        Some(t) => instance_of(c, t, x),
                        None => true,
                    })
            }
            _ => false,
        },
        Ty::Struct(ms) => match v {
            Val::Hash(h) => {
                for k in h.keys() {
                    match k {
                        Val::Str(ks) if ms.iter().any(|m| *m.0 == **ks) => {}
                        _ => return false,
                    }
                }
                ms.iter()
                    .all(|(k, opt, t)| match h.get(&Val::Str(k.clone())) {
                        Some(x) => instance_of(c, t, x),
                        // PStructType#instance?: a missing entry only when its key is optional
                        None => *opt,
                    })
            }
            _ => false,
        },
        Ty::Optional(t) => v.is_undef() || instance_of(c, t, v),
        Ty::NotUndef(t) => !v.is_undef() && instance_of(c, t, v),
        Ty::Variant(ts) => ts.iter().any(|t| instance_of(c, t, v)),
        Ty::Scalar => {
            matches!(
                v,
                Val::Int(_) | Val::Float(_) | Val::Str(_) | Val::Bool(_) | Val::Regex(_)
            ) || matches!(v, Val::Rich(r) if !matches!(r.type_name(), "Binary" | "Object"))
        }
        Ty::ScalarData => matches!(v, Val::Int(_) | Val::Float(_) | Val::Str(_) | Val::Bool(_)),
        Ty::Data => is_data_val(v),
        Ty::RichData => !matches!(v, Val::Sensitive(_)),
        Ty::Collection(lo, hi) => match v {
            Val::Array(a) => (a.len() as i64) >= *lo && (a.len() as i64) <= *hi,
            Val::Hash(h) => (h.len() as i64) >= *lo && (h.len() as i64) <= *hi,
            _ => false,
        },
        // PCatalogEntryType#instance?: the inferred type assignable; a reference (`Notify['x']`,
        // `Class['main']`) is inferred as a Type (`Type[Notify['x']]`), no catalog entry:
        // `Notify['x'] =~ Resource` is false, `Notify['x'] =~ Type[Resource]` true
        Ty::CatalogEntry | Ty::Resource(..) | Ty::Class(_) => false,
        Ty::Type(inner) => match v {
            Val::Type(vt) => **inner == Ty::Any || is_assignable(inner, vt),
            // PTypeType#instance? of a 3.x Puppet::Resource: its inferred `Type[T[title]]`
            Val::Rich(r) => match infer_rich(r) {
                Ty::Type(vt) if matches!(&**r, Rich::Res3(..)) => {
                    **inner == Ty::Any || is_assignable(inner, &vt)
                }
                _ => false,
            },
            _ => false,
        },
        Ty::Callable(_) => false,
        Ty::Iterable(_) => {
            matches!(
                v,
                Val::Array(_) | Val::Hash(_) | Val::Str(_) | Val::Int(_) | Val::Iter(..)
            ) || matches!(v, Val::Type(t) if matches!(**t, Ty::Integer(lo, hi) if lo != IMIN && hi != IMAX))
        }
        Ty::Iterator(None) => matches!(v, Val::Iter(..)),
        Ty::Iterator(Some(t)) => match v {
            Val::Iter(_, elem) => is_assignable(t, elem),
            _ => false,
        },
        Ty::Sensitive(t) => matches!(v, Val::Sensitive(x) if instance_of(c, t, x)),
        Ty::Other(n) => match &**n {
            "Unit" => true,
            "Deferred" => matches!(v, Val::Deferred(_)),
            "Object" => is_object(v),
            "URI" => matches!(v, Val::Rich(r) if matches!(&**r, Rich::Uri(_))),
            n if is_rich_type(n) => instance_of_name(n, v),
            _ => false,
        },
        // PInitType#really_instance?: an instance of the type, or a value (or an argument
        // list) its new function turns into one
        Ty::Ranged(r) if matches!(&**r, RangedTy::Init(..)) => {
            let RangedTy::Init(t, extra) = &**r else {
                return false;
            };
            let Some(t) = t else {
                return instance_of(c, &Ty::RichData, v);
            };
            let span = Span::default();
            let converts = |c: &mut Compiler<'_>, first: &Val, rest: &[Val]| {
                let mut all = rest.to_vec();
                all.extend(extra.iter().cloned());
                (c.families.init_convert)(t, first, &all, 1 + all.len(), span)
                    .is_ok_and(|x| instance_of(c, t, &x))
            };
            instance_of(c, t, v)
                || converts(c, v, &[])
                || matches!(v, Val::Array(a) if !a.is_empty() && extra.is_empty()
                    && converts(c, &a[0], &a[1..]))
        }
        Ty::Ranged(r) if matches!(&**r, RangedTy::Uri(_)) => {
            let (RangedTy::Uri(ps), Val::Rich(x)) = (&**r, v) else {
                return false;
            };
            let Rich::Uri(u) = &**x else {
                return false;
            };
            uri_instance_of(c, ps, u)
        }
        Ty::Ranged(r) => instance_of_ranged(r, v),
        // a recursive alias's reference to itself (see `resolve_alias`) is resolved again
        Ty::Alias(n, t) if **t == Ty::Any => {
            let resolved = c.alias_cache.get(&n.to_lowercase()).cloned();
            match resolved {
                Some(Ty::Alias(_, inner)) if *inner != Ty::Any => {
                    thread_local!(static DEPTH: std::cell::Cell<u32> = const { std::cell::Cell::new(0) });
                    let d = DEPTH.with(|d| d.get());
                    if d > 200 {
                        return false;
                    }
                    DEPTH.with(|x| x.set(d + 1));
                    let r = instance_of(c, &inner, v);
                    DEPTH.with(|x| x.set(d));
                    r
                }
                _ => true,
            }
        }
        Ty::Alias(_, t) => instance_of(c, t, v),
    }
}

fn is_data_val(v: &Val) -> bool {
    match v {
        Val::Undef | Val::Int(_) | Val::Float(_) | Val::Str(_) | Val::Bool(_) => true,
        Val::Array(a) => a.iter().all(is_data_val),
        Val::Hash(h) => h
            .iter()
            .all(|(k, v)| matches!(k, Val::Str(_)) && is_data_val(v)),
        _ => false,
    }
}

/// PInitType#_assignable?: another Init of an assignable type, else the type itself or what
/// its new function's `from` parameter takes (Convertible: any value for String; numbers,
/// booleans and strings for the numeric types; the same and Boolean for Boolean).
fn init_assignable(init: &RangedTy, b: &Ty) -> bool {
    let RangedTy::Init(t, _) = init else {
        return false;
    };
    let Some(t) = t else {
        return is_assignable(&Ty::RichData, b);
    };
    if let Ty::Ranged(y) = b {
        if let RangedTy::Init(u, _) = &**y {
            return u.as_ref().is_some_and(|u| is_assignable(t, u));
        }
    }
    let convertible = match unalias(t) {
        Ty::String(_, _, None) => Some(Ty::Any),
        Ty::Integer(..) | Ty::Float(..) | Ty::Numeric | Ty::Boolean => Some(Ty::Variant(vec![
            Ty::Numeric,
            Ty::Boolean,
            Ty::String(0, IMAX, None),
        ])),
        _ => None,
    };
    is_assignable(t, b) || convertible.is_some_and(|c| is_assignable(&c, b))
}

/// Is type `b` assignable to type `a` (every instance of b is an instance of a)? Approximate.
pub fn is_assignable(a: &Ty, b: &Ty) -> bool {
    if a == b {
        return true;
    }
    // PAnyType#assignable?: the right side's Unit, alias, Variant, Optional and NotUndef are
    // taken apart before the left side's own rule (`_assignable?`)
    match b {
        _ if matches!(a, Ty::Any) => return true,
        Ty::Other(n) if &**n == "Unit" => return true,
        Ty::Alias(_, y) if !matches!(a, Ty::Alias(..)) => return is_assignable(a, y),
        Ty::Variant(ys) if !ys.is_empty() => return ys.iter().all(|y| is_assignable(a, y)),
        Ty::Optional(y) if !matches!(a, Ty::Optional(_)) => {
            return is_assignable(a, &Ty::Undef) && is_assignable(a, y)
        }
        Ty::NotUndef(y) if !matches!(a, Ty::NotUndef(_)) && !is_assignable(y, &Ty::Undef) => {
            return is_assignable(a, y)
        }
        _ => {}
    }
    match (a, b) {
        (Ty::Any, _) => true,
        // PUnitType#_assignable?: everything
        (Ty::Other(n), _) if &**n == "Unit" => true,
        // PEnumType#_assignable?: an empty Enum takes every String, Enum and Pattern; else a
        // String value among the values, an Enum whose values all are
        (Ty::Enum(vs, _), Ty::String(..) | Ty::Enum(..) | Ty::Pattern(..)) if vs.is_empty() => true,
        (Ty::Enum(vs, ci), Ty::String(_, _, Some(x))) => enum_has(vs, *ci, x),
        (Ty::Enum(vs, ci), Ty::Enum(ws, wci)) => {
            !ws.is_empty() && (*ci || !*wci) && ws.iter().all(|w| enum_has(vs, *ci, w))
        }
        // PPatternType#_assignable?: an empty Pattern takes every String, Enum and Pattern;
        // else a String value or every value of an Enum matching one of the patterns
        (Ty::Pattern(ps), Ty::String(..) | Ty::Enum(..) | Ty::Pattern(..)) if ps.is_empty() => true,
        (Ty::Pattern(ps), Ty::String(_, _, Some(x))) => pattern_has(ps, x),
        (Ty::Pattern(ps), Ty::Enum(ws, _)) => {
            !ws.is_empty() && ws.iter().all(|w| pattern_has(ps, w))
        }
        (Ty::Other(n), Ty::Ranged(r)) => r.base() == &**n,
        (Ty::Ranged(x), Ty::Other(n)) if &**n == "URI" => {
            matches!(&**x, RangedTy::Uri(ps) if uri_assignable(ps, &None))
        }
        (Ty::Ranged(x), y) if matches!(&**x, RangedTy::Init(..)) => init_assignable(x, y),
        (Ty::Ranged(x), Ty::Ranged(y)) => ranged_assignable(x, y),
        (Ty::RichData, Ty::Other(n)) if is_rich_type(n) => true,
        (Ty::RichData, Ty::Ranged(_)) => true,
        (Ty::Alias(_, x), y) => is_assignable(x, y),
        (x, Ty::Alias(_, y)) => is_assignable(x, y),
        (Ty::Optional(x), y) => matches!(y, Ty::Undef) || is_assignable(x, y),
        // PNotUndefType#_assignable?: a type that does not accept undef, assignable to the
        // inner type
        (Ty::NotUndef(x), y) => !is_assignable(y, &Ty::Undef) && is_assignable(x, y),
        (Ty::Variant(xs), y) => xs.iter().any(|x| is_assignable(x, y)),
        (x, Ty::Variant(ys)) => ys.iter().all(|y| is_assignable(x, y)),
        (Ty::Integer(a1, a2), Ty::Integer(b1, b2)) => b1 >= a1 && b2 <= a2,
        (Ty::Float(a1, a2), Ty::Float(b1, b2)) => b1 >= a1 && b2 <= a2,
        (Ty::Numeric, Ty::Integer(..) | Ty::Float(..)) => true,
        (Ty::String(a1, a2, None), Ty::String(b1, b2, _)) => b1 >= a1 && b2 <= a2,
        // PStringType#_assignable?: an Enum whose values' sizes are all in the range; an
        // empty Enum or a Pattern only when the size is unconstrained
        (Ty::String(a1, a2, None), Ty::Enum(vs, _)) if !vs.is_empty() => vs.iter().all(|v| {
            let n = v.chars().count() as i64;
            n >= *a1 && n <= *a2
        }),
        (Ty::String(a1, a2, None), Ty::Enum(..) | Ty::Pattern(..)) => *a1 <= 0 && *a2 == IMAX,
        (Ty::Scalar, x) => is_scalar(x) || matches!(x, Ty::Enum(..) | Ty::Pattern(..)),
        (Ty::ScalarData, x) => is_scalar_data(x) || matches!(x, Ty::Enum(..) | Ty::Pattern(..)),
        // Data is Variant[ScalarData, Undef, Hash[String, Data], Array[Data]]: a Hash's keys
        // Strings, its values and an Array's elements Data
        (Ty::Data, x) => data_assignable(x),
        (Ty::RichData, x) => {
            is_data(x)
                || matches!(
                    x,
                    Ty::Enum(..) | Ty::Pattern(..) | Ty::Tuple(..) | Ty::Struct(..)
                )
        }
        (Ty::Array(x, a1, a2), Ty::Array(y, b1, b2)) => {
            b1 >= a1 && b2 <= a2 && (**y == Ty::Unit_() || is_assignable(x, y))
        }
        (Ty::Hash(k1, v1, a1, a2), Ty::Hash(k2, v2, b1, b2)) => {
            b1 >= a1
                && b2 <= a2
                && (**k2 == Ty::Unit_() || (is_assignable(k1, k2) && is_assignable(v1, v2)))
        }
        // PArrayType/PHashType#_assignable?: a Tuple within the size range whose elements
        // are all assignable, a Struct whose keys and values are
        (Ty::Array(x, a1, a2), Ty::Tuple(ts, b1, b2)) => {
            b1 >= a1 && b2 <= a2 && ts.iter().all(|t| is_assignable(x, t))
        }
        (Ty::Hash(k, v, a1, a2), Ty::Struct(ms)) => {
            let required = ms.iter().filter(|m| !m.1).count() as i64;
            let all = ms.len() as i64;
            (ms.is_empty() || (required >= *a1 && all <= *a2))
                && ms.iter().all(|(name, _, t)| {
                    let n = name.chars().count() as i64;
                    is_assignable(k, &Ty::String(n, n, Some(name.clone()))) && is_assignable(v, t)
                })
        }
        // PCollectionType#_assignable?: a collection whose size range is within
        (Ty::Collection(a1, a2), x) => {
            collection_size(x).is_some_and(|(b1, b2)| b1 >= (*a1).max(0) && b2 <= *a2)
        }
        (Ty::Sensitive(x), Ty::Sensitive(y)) => is_assignable(x, y),
        (Ty::Callable(x), Ty::Callable(y)) => callable_assignable(x.as_deref(), y.as_deref()),
        // PTupleType#_assignable?: the size range within, each type assignable to the one at
        // its index (the last one repeating)
        (Ty::Tuple(ts, a1, a2), Ty::Tuple(us, b1, b2)) => {
            b1 >= a1
                && b2 <= a2
                && (us.is_empty()
                    || (!ts.is_empty()
                        && us.iter().enumerate().all(|(i, u)| {
                            is_assignable(ts.get(i).or(ts.last()).unwrap_or(&Ty::Any), u)
                        })))
        }
        // PIteratorType#_assignable?: an Iterator whose element type is assignable
        (Ty::Iterator(None), Ty::Iterator(_)) => true,
        (Ty::Iterator(Some(t)), Ty::Iterator(Some(u))) => is_assignable(t, u),
        // PIterableType#_assignable?: an iterable whose element type is assignable
        (Ty::Iterable(Some(t)), Ty::Iterator(Some(u)) | Ty::Iterable(Some(u))) => {
            is_assignable(t, u)
        }
        // PIntegerType#iterable_type: a finite range iterates over its own integers
        (Ty::Iterable(t), Ty::Integer(lo, hi)) if *lo != IMIN && *hi != IMAX => t
            .as_ref()
            .is_none_or(|t| is_assignable(t, &Ty::Integer(*lo, *hi))),
        (Ty::Iterable(Some(t)), Ty::Array(e, _, _)) => **e == Ty::Unit_() || is_assignable(t, e),
        (Ty::Iterable(Some(t)), Ty::String(..) | Ty::Enum(..) | Ty::Pattern(..)) => {
            is_assignable(t, &Ty::String(0, IMAX, None))
        }
        (Ty::Iterable(Some(t)), Ty::Hash(k, v, _, _)) => {
            **k == Ty::Unit_()
                || is_assignable(t, &Ty::Tuple(vec![(**k).clone(), (**v).clone()], 2, 2))
        }
        (
            Ty::Iterable(None),
            Ty::Tuple(..) | Ty::Struct(..) | Ty::Iterator(_) | Ty::Iterable(_),
        ) => true,
        // PResourceType#_assignable?: a class type is no resource type
        (Ty::Resource(None, _), Ty::Resource(..)) => true,
        (Ty::Resource(Some(a), None), Ty::Resource(Some(b), _)) => str_eq_ci(a, b),
        (Ty::Class(None), Ty::Class(_)) => true,
        (Ty::CatalogEntry, Ty::Resource(..) | Ty::Class(_)) => true,
        (Ty::Type(x), Ty::Type(y)) => is_assignable(x, y),
        (Ty::Regexp(None), Ty::Regexp(_)) => true,
        (Ty::Boolean, Ty::Boolean | Ty::BooleanValue(_)) => true,
        (Ty::BooleanValue(a), Ty::BooleanValue(b)) => a == b,
        (Ty::Iterable(_), Ty::Array(..) | Ty::Hash(..) | Ty::String(..)) => true,
        _ => false,
    }
}

/// PCallableType#_assignable?: the return types compatible, the other's parameters taking
/// these (calls are checked against the callee: parameters are contravariant), the blocks too.
fn callable_assignable(a: Option<&CallableSig>, b: Option<&CallableSig>) -> bool {
    let Some(a) = a else {
        return true;
    };
    let Some(b) = b else {
        return false;
    };
    if let Some(r) = &a.ret {
        if !is_assignable(r, b.ret.as_ref().unwrap_or(&Ty::Any)) {
            return false;
        }
    }
    let tuple = |s: &CallableSig| {
        let (lo, hi) = s.size_range();
        Ty::Tuple(s.params.clone(), lo.max(0), hi)
    };
    is_assignable(&tuple(b), &tuple(a))
        && is_assignable(
            b.block.as_ref().unwrap_or(&Ty::Undef),
            a.block.as_ref().unwrap_or(&Ty::Undef),
        )
}

/// The size range of a collection type (Collection, Array, Hash, Tuple, Struct).
fn collection_size(t: &Ty) -> Option<(i64, i64)> {
    match t {
        Ty::Collection(lo, hi)
        | Ty::Array(_, lo, hi)
        | Ty::Hash(_, _, lo, hi)
        | Ty::Tuple(_, lo, hi) => Some(((*lo).max(0), *hi)),
        Ty::Struct(ms) => Some((ms.iter().filter(|m| !m.1).count() as i64, ms.len() as i64)),
        _ => None,
    }
}

/// Is `t` assignable to Data (`Variant[ScalarData, Undef, Hash[String, Data], Array[Data]]`)?
fn data_assignable(t: &Ty) -> bool {
    let unit = |x: &Ty| *x == Ty::Unit_();
    match t {
        Ty::Alias(_, x) => data_assignable(x),
        Ty::Array(e, _, _) => unit(e) || data_assignable(e),
        Ty::Hash(k, v, _, _) => {
            unit(k) || (is_assignable(&Ty::String(0, IMAX, None), k) && data_assignable(v))
        }
        Ty::Tuple(ts, _, _) => ts.iter().all(data_assignable),
        Ty::Struct(ms) => ms.iter().all(|m| data_assignable(&m.2)),
        Ty::Optional(x) => data_assignable(x),
        Ty::Variant(ts) => ts.iter().all(data_assignable),
        other => is_data(other) || matches!(other, Ty::Enum(..) | Ty::Pattern(..)),
    }
}

fn enum_has(vs: &[Arc<str>], ci: bool, x: &str) -> bool {
    vs.iter()
        .any(|v| if ci { str_eq_ci(v, x) } else { &**v == x })
}

fn pattern_has(ps: &[Arc<str>], x: &str) -> bool {
    ps.iter()
        .any(|p| compile_regex(p).is_some_and(|re| re.is_match(x)))
}

/// Puppet's "expects ... got ..." text for a parameter type mismatch.
pub fn mismatch(t: &Ty, v: &Val) -> String {
    let actual = generalize(&infer(v));
    // PatternMismatch names the original type alias-expanded ("A::B = Enum['x']")
    let original = t;
    let t = match t {
        Ty::Alias(_, x) => &**x,
        other => other,
    };
    let expanded = match original {
        Ty::Alias(name, x) => format!("{name} = {x}"),
        other => other.to_string(),
    };
    match t {
        Ty::Optional(inner) => {
            let inner_t = match &**inner {
                Ty::Alias(_, x) => (**x).clone(),
                x => x.clone(),
            };
            // describe_POptionalType → describe_PEnumType/PPatternType: a PatternMismatch on
            // the Optional (`expects an undef value or a match for Enum['a', 'b'], got 'z'`)
            if matches!(&**inner, Ty::Enum(..) | Ty::Pattern(..)) {
                return format!(
                    "expects an undef value or a match for {}, got {}",
                    alias_expanded(inner),
                    match v {
                        Val::Str(s) => format!("'{s}'"),
                        _ => short_name(&actual),
                    }
                );
            }
            if matches!(&**inner, Ty::Alias(..)) {
                return format!(
                    "expects a value of type Undef or {}, got {}",
                    alias_expanded(inner),
                    if is_assignable(&inner_t, &actual) {
                        infer(v).to_string()
                    } else {
                        short_name(&actual)
                    }
                );
            }
            if let Ty::Variant(ts) = &inner_t {
                return variant_mismatch(ts, v, &actual, true);
            }
            // TypeMismatch#message: the optional type and the actual one by their short names
            // unless `report_detailed?` (`Undef or Array, got Struct` for Optional[Array[String]])
            if !matches!(inner_t, Ty::Variant(_)) && !report_detailed(&inner_t, &actual) {
                return format!(
                    "expects a value of type Undef or {}, got {}",
                    short_name(&inner_t),
                    short_name(&actual)
                );
            }
            format!(
                "expects a value of type Undef or {}, got {}",
                inner_t,
                actual_for(&inner_t, v, &actual)
            )
        }
        // an alias of a Variant that no member fits is one TypeMismatch on the alias
        // (describe_PVariantType), reported in detail
        Ty::Variant(_) if matches!(original, Ty::Alias(..)) => format!(
            "expects {} value, got {}",
            a_an(&alias_expanded(original)),
            if is_assignable(t, &actual) {
                detailed_actual(v, &actual)
            } else {
                short_name(&actual)
            }
        ),
        // the members' mismatches merged into one of the first one's kind: a PatternMismatch
        // (first member an Enum or a Pattern) names the normalized Variant
        Ty::Variant(ts)
            if ts
                .first()
                .is_some_and(|x| matches!(unalias(x), Ty::Enum(..) | Ty::Pattern(..))) =>
        {
            format!(
                "expects a match for {}, got {}",
                alias_expanded(&normalize_variant(ts)),
                match v {
                    Val::Str(s) => crate::value::quote_str(s),
                    _ => short_name(&actual),
                }
            )
        }
        // ... else a TypeMismatch listing the members: in detail (alias-expanded, the actual
        // type verbatim) when one of them is of the actual type's kind, an alias, or a kind
        // whose default holds the actual type; else by short names
        Ty::Variant(ts) => variant_mismatch(ts, v, &actual, false),
        Ty::Enum(..) | Ty::Pattern(..) => format!(
            "expects a match for {expanded}, got {}",
            match v {
                Val::Str(s) => crate::value::quote_str(s),
                _ => actual.to_string(),
            }
        ),
        Ty::NotUndef(_) if v.is_undef() => {
            format!("expects {} value, got Undef", a_an(&short_name(t)))
        }
        // Puppet's TypeMismatch#message: an alias is reported in detail, alias-expanded, with
        // the actual type generalized unless it could fit the alias's type
        // (detailed_actual_to_s: the actual type verbatim when it is of the resolved type's
        // kind or its generalization fits the resolved type, else its simple name)
        _ if matches!(original, Ty::Alias(..)) => format!(
            "expects {} value, got {}",
            a_an(&alias_expanded(original)),
            if std::mem::discriminant(t) == std::mem::discriminant(&actual)
                || is_assignable(t, &actual)
            {
                actual_for(t, v, &actual)
            } else {
                short_name(&actual)
            }
        ),
        // ... and a type the actual value's type has nothing in common with (other kind,
        // not assignable to the kind's default) by the short names of both
        _ if !report_detailed(t, &actual) => format!(
            "expects {} value, got {}",
            a_an(&short_name(t)),
            short_name(&actual)
        ),
        _ => format!(
            "expects {} value, got {}",
            a_an(&t.to_string()),
            actual_for(t, v, &actual)
        ),
    }
}

/// A type alias's type (aliases of aliases followed).
pub(crate) fn unalias(t: &Ty) -> &Ty {
    match t {
        Ty::Alias(_, x) => unalias(x),
        other => other,
    }
}

/// The actual type as `to_alias_expanded_s` prints it: a string's value type is `String`,
/// a number's its exact range; collections by their generalization.
fn detailed_actual(v: &Val, general: &Ty) -> String {
    match v {
        Val::Str(_) => "String".into(),
        Val::Int(_) | Val::Float(_) | Val::Undef | Val::Bool(_) => infer(v).to_string(),
        _ => general.to_string(),
    }
}

/// PVariantType#normalize as far as messages show it: the Enums merged into one (values
/// each once) and the Patterns into one, each put after the other members.
fn normalize_variant(ts: &[Ty]) -> Ty {
    // nested Variants are flattened first
    fn flat(ts: &[Ty], out: &mut Vec<Ty>) {
        for t in ts {
            match t {
                Ty::Variant(x) => flat(x, out),
                other => out.push(other.clone()),
            }
        }
    }
    let mut all = Vec::new();
    flat(ts, &mut all);
    let ts = &all[..];
    let enums: Vec<&Ty> = ts
        .iter()
        .filter(|t| matches!(t, Ty::Enum(vs, false) if !vs.is_empty()))
        .collect();
    let patterns: Vec<&Ty> = ts.iter().filter(|t| matches!(t, Ty::Pattern(_))).collect();
    let mut out: Vec<Ty> = Vec::new();
    for t in ts {
        let merged_enum = enums.len() > 1 && enums.contains(&t);
        let merged_pattern = patterns.len() > 1 && patterns.contains(&t);
        if !merged_enum && !merged_pattern && !out.contains(t) {
            out.push(t.clone());
        }
    }
    if enums.len() > 1 {
        let mut vs: Vec<Arc<str>> = Vec::new();
        for e in &enums {
            if let Ty::Enum(x, _) = e {
                for v in x {
                    if !vs.contains(v) {
                        vs.push(v.clone());
                    }
                }
            }
        }
        out.push(Ty::Enum(vs, false));
    }
    if patterns.len() > 1 {
        let mut ps = Vec::new();
        for p in &patterns {
            if let Ty::Pattern(x) = p {
                for r in x {
                    if !ps.contains(r) {
                        ps.push(r.clone());
                    }
                }
            }
        }
        out.push(Ty::Pattern(ps));
    }
    if out.len() == 1 {
        return out.pop().unwrap_or(Ty::Any);
    }
    Ty::Variant(out)
}

/// Puppet's `report_detailed?` for a type that is no alias, variant or optional: the same
/// kind of type as the actual one, or the actual one assignable to the kind's default.
fn report_detailed(e: &Ty, a: &Ty) -> bool {
    // `assignable_to_default?` asks `e.class::DEFAULT`: an Enum's and a Pattern's default (no
    // values, no patterns) holds every String, where their generalization is a sized String
    std::mem::discriminant(e) == std::mem::discriminant(a)
        || is_assignable(&generalize(e), a)
        || (matches!(e, Ty::Enum(..) | Ty::Pattern(..)) && matches!(a, Ty::String(..)))
}

/// Puppet's `short_name`: a type's name without parameters (`String` for `String[1]`), an
/// alias's name; Optional, NotUndef, Sensitive and Type with their contained type's name.
fn short_name(t: &Ty) -> String {
    let base = |t: &Ty| match t {
        Ty::Alias(n, _) => n.to_string(),
        // PResourceType and PClassType have no name of their own: their simple names
        Ty::Resource(..) => "Resource".to_string(),
        Ty::Class(_) => "Class".to_string(),
        other => {
            let s = other.to_string();
            s.split('[').next().unwrap_or("Any").to_string()
        }
    };
    match t {
        Ty::Optional(x) | Ty::NotUndef(x) | Ty::Sensitive(x) | Ty::Type(x) if **x != Ty::Any => {
            format!("{}[{}]", base(t), base(x))
        }
        other => base(other),
    }
}

/// Puppet's `to_alias_expanded_s`: each alias written `Name = <its type>`, at any depth
/// (inside arrays, hashes, structs and tuples too: TypeFormatter keeps `@expanded` set while it
/// writes the whole type).
pub(crate) fn alias_expanded(t: &Ty) -> String {
    crate::value::alias_expanded_string(t)
}

fn actual_for(expected: &Ty, v: &Val, general: &Ty) -> String {
    // Range mismatch of the same base type shows the value's exact type.
    let same_base = matches!(
        (expected, general),
        (Ty::Integer(..), Ty::Integer(..))
            | (Ty::Float(..), Ty::Float(..))
            | (Ty::String(..), Ty::String(..))
            | (Ty::Array(..), Ty::Array(..))
            | (Ty::Hash(..), Ty::Hash(..))
    );
    if same_base {
        match (expected, v) {
            // a string's type is a value type, which prints as `String`
            (Ty::String(..), Val::Str(_)) => return "String".into(),
            (Ty::Array(..), Val::Array(a)) => {
                let inf = infer(v);
                if let Ty::Array(e, _, _) = &inf {
                    let _ = e;
                    return format!(
                        "{}",
                        Ty::Array(Box::new(generalize(e)), a.len() as i64, a.len() as i64)
                    );
                }
            }
            _ => {}
        }
        return infer(v).to_string();
    }
    general.to_string()
}

/// A value as Puppet's ModelLabelProvider names it in messages ("Undef Value", "String",
/// "Integer[1, 2]-Type").
pub(crate) fn value_label(v: &Val) -> String {
    match v {
        Val::Undef => "Undef Value".into(),
        Val::Default => "Object".into(),
        Val::Bool(_) => "Boolean".into(),
        Val::Int(_) => "Integer".into(),
        Val::Float(_) => "Float".into(),
        Val::Str(_) => "String".into(),
        Val::Regex(_) => "Regexp".into(),
        Val::Array(_) => "Array".into(),
        Val::Hash(_) => "Hash".into(),
        Val::Rich(r) => r.label().into(),
        Val::Sensitive(_) => "Sensitive".into(),
        Val::Type(t) => match &**t {
            Ty::Resource(Some(_), Some(_)) => format!("{t} Resource-Reference"),
            _ => format!("{t}-Type"),
        },
        other => type_name_of(other),
    }
}

/// TypeMismatch#message for the members of a Variant no member fits (merged by
/// `merge_descriptions`): in detail (alias-expanded, the actual type verbatim) when one of
/// them is of the actual type's kind, an alias, or a kind whose default holds the actual
/// type; else by short names. An `Optional[Variant[...]]` is the Variant with `Undef` first
/// (`describe_PVariantType` given an Optional original): `optional`.
fn variant_mismatch(ts: &[Ty], v: &Val, actual: &Ty, optional: bool) -> String {
    let normalized = match normalize_variant(ts) {
        Ty::Variant(x) => x,
        one => vec![one],
    };
    let ts = &normalized;
    let inferred = infer(v);
    let detailed = ts
        .iter()
        .any(|x| matches!(x, Ty::Alias(..)) || report_detailed(unalias(x), &inferred));
    let (mut names, got): (Vec<String>, String) = if detailed {
        let full = ts
            .iter()
            .any(|x| std::mem::discriminant(unalias(x)) == std::mem::discriminant(&inferred));
        let got = if full || ts.iter().any(|x| is_assignable(unalias(x), actual)) {
            detailed_actual(v, actual)
        } else {
            short_name(actual)
        };
        (ts.iter().map(alias_expanded).collect(), got)
    } else {
        let mut names: Vec<String> = Vec::new();
        for x in ts {
            let n = short_name(x);
            if !names.contains(&n) {
                names.push(n);
            }
        }
        (names, short_name(actual))
    };
    if optional {
        names.insert(0, "Undef".to_string());
    }
    let list = match names.len() {
        0 => String::new(),
        1 => names[0].clone(),
        2 => format!("{} or {}", names[0], names[1]),
        _ => format!(
            "{}, or {}",
            names[..names.len() - 1].join(", "),
            names[names.len() - 1]
        ),
    };
    format!("expects a value of type {list}, got {got}")
}

/// Ruby's `==` of two values as 4.x functions receive them (strings compared exactly, an
/// Integer equal to the Float of the same value, arrays and hashes element by element).
pub(crate) fn ruby_eq(a: &Val, b: &Val) -> bool {
    match (a, b) {
        (Val::Str(x), Val::Str(y)) => x == y,
        (Val::Int(_) | Val::Float(_), Val::Int(_) | Val::Float(_)) => {
            numeric(a, b) == std::cmp::Ordering::Equal
        }
        (Val::Array(x), Val::Array(y)) => {
            x.len() == y.len() && x.iter().zip(y.iter()).all(|(p, q)| ruby_eq(p, q))
        }
        (Val::Hash(x), Val::Hash(y)) => {
            x.len() == y.len()
                && x.iter()
                    .all(|(k, v)| y.iter().any(|(k2, v2)| ruby_eq(k, k2) && ruby_eq(v, v2)))
        }
        (Val::Str(_), _) | (_, Val::Str(_)) => false,
        _ => puppet_eq(a, b),
    }
}

/// Ruby's `<=>` of two Numerics.
pub(crate) fn numeric(a: &Val, b: &Val) -> std::cmp::Ordering {
    match (a, b) {
        (Val::Int(x), Val::Int(y)) => x.cmp(y),
        _ => {
            let f = |v: &Val| match v {
                Val::Int(i) => *i as f64,
                Val::Float(f) => *f,
                _ => 0.0,
            };
            f(a).partial_cmp(&f(b)).unwrap_or(std::cmp::Ordering::Equal)
        }
    }
}

// The checks of the rich values and parameterized types (defined in value.rs; made, parsed,
// printed and operated on in ptypes/, above this file): their inference, equality, instances
// and assignability, which the checks above recurse into and which recurse into them.

/// Is `n` the name of one of the rich types (Timespan, Timestamp, SemVer, SemVerRange, Binary)?
pub fn is_rich_type(n: &str) -> bool {
    matches!(
        n,
        "Timespan" | "Timestamp" | "SemVer" | "SemVerRange" | "Binary"
    )
}

/// The exact type of a rich value (`type()`): the time types bounded by the value, SemVer by
/// a range of itself.
pub fn infer_rich(r: &Rich) -> Ty {
    match r {
        Rich::Timespan(n) => Ty::Ranged(Arc::new(RangedTy::Time(false, Some(*n), Some(*n)))),
        Rich::Timestamp(n) => Ty::Ranged(Arc::new(RangedTy::Time(true, Some(*n), Some(*n)))),
        Rich::SemVer(v) => Ty::Ranged(Arc::new(RangedTy::SemVer(
            semver::VerRange::parse(&format!("{v} - {v}"))
                .into_iter()
                .collect(),
        ))),
        Rich::Object(o) => Ty::Ranged(Arc::new(RangedTy::Object(o.ty.clone()))),
        Rich::Uri(u) => match u.params() {
            Some(_) => uri_infer(u),
            None => Ty::Other("URI".into()),
        },
        Rich::Symbol(_) => Ty::Other("Runtime[ruby, 'Symbol']".into()),
        // TypeCalculator#infer_Resource: the type of the reference, `Type[Notify['a']]`
        Rich::Res3(t, title) => {
            Ty::Type(Box::new(Ty::Resource(Some(t.clone()), Some(title.clone()))))
        }
        other => Ty::Other(other.type_name().into()),
    }
}

/// Is `v` an instance of the named rich type (unparameterized)?
pub fn instance_of_name(n: &str, v: &Val) -> bool {
    matches!(v, Val::Rich(r) if r.type_name() == n)
}

/// Is `v` an instance of a parameterized type?
pub fn instance_of_ranged(t: &RangedTy, v: &Val) -> bool {
    if let RangedTy::Object(o) = t {
        return object_instance_of(o, v);
    }
    let Val::Rich(r) = v else { return false };
    match (t, &**r) {
        (RangedTy::Time(false, lo, hi), Rich::Timespan(n))
        | (RangedTy::Time(true, lo, hi), Rich::Timestamp(n)) => {
            lo.is_none_or(|l| *n >= l) && hi.is_none_or(|h| *n <= h)
        }
        (RangedTy::SemVer(rs), Rich::SemVer(v)) => {
            rs.is_empty() || rs.iter().any(|r| r.range.includes(v))
        }
        _ => false,
    }
}

/// Is every instance of `b` one of `a` (time ranges by their bounds)?
pub fn ranged_assignable(a: &RangedTy, b: &RangedTy) -> bool {
    match (a, b) {
        (RangedTy::Time(s1, l1, h1), RangedTy::Time(s2, l2, h2)) => {
            s1 == s2
                && match (l1, l2) {
                    (None, _) => true,
                    (Some(_), None) => false,
                    (Some(x), Some(y)) => y >= x,
                }
                && match (h1, h2) {
                    (None, _) => true,
                    (Some(_), None) => false,
                    (Some(x), Some(y)) => y <= x,
                }
        }
        // PSemVerType#_assignable?: each range of `b` covered by one of `a`
        (RangedTy::SemVer(x), RangedTy::SemVer(y)) => {
            x.is_empty()
                || (!y.is_empty() && y.iter().all(|o| x.iter().any(|r| semver::covered_by(o, r))))
        }
        (RangedTy::Object(x), RangedTy::Object(y)) => x.is_ancestor_of(y),
        (RangedTy::Uri(x), RangedTy::Uri(y)) => uri_assignable(x, y),
        _ => false,
    }
}

/// `==` when either side is rich: same type and value; a Timespan or Timestamp equals a
/// number of seconds (Ruby's Numeric `==`).
pub fn rich_eq(a: &Val, b: &Val) -> bool {
    match (a, b) {
        (Val::Rich(x), Val::Rich(y)) => x == y,
        (Val::Rich(x), n @ (Val::Int(_) | Val::Float(_)))
        | (n @ (Val::Int(_) | Val::Float(_)), Val::Rich(x)) => match &**x {
            Rich::Timespan(t) | Rich::Timestamp(t) => cmp_num(*t, n) == Some(Ordering::Equal),
            _ => false,
        },
        _ => false,
    }
}

/// TimeData#<=> against a number of seconds.
pub(crate) fn cmp_num(ns: i128, n: &Val) -> Option<Ordering> {
    match n {
        // `to_int <=> o`: whole seconds (floored) against the Integer
        Val::Int(i) => Some(ns.div_euclid(NS_SEC).cmp(&(*i as i128))),
        Val::Float(f) => (ns as f64 / NS_SEC as f64).partial_cmp(f),
        _ => None,
    }
}

/// Is `v` an Object instance?
pub fn is_object(v: &Val) -> bool {
    matches!(v, Val::Rich(r) if matches!(&**r, Rich::Object(_)))
}

/// CompareOperator#match for a parameter: a type by instance, a regexp by match, a string
/// (or other value) by Puppet's equality.
fn uri_matches(c: Option<&mut crate::eval::Compiler<'_>>, a: &Val, pattern: &Val) -> bool {
    match pattern {
        Val::Type(t) => match c {
            Some(c) => c.instance_of(t, a),
            None => is_assignable(t, &infer(a)),
        },
        Val::Regex(r) => match (a, &r.re) {
            (Val::Str(s), Some(re)) => re.is_match(s),
            _ => false,
        },
        _ => puppet_eq(a, pattern),
    }
}

/// PURIType#instance?: a URI whose components match each parameter.
pub fn uri_instance_of(
    c: &mut crate::eval::Compiler<'_>,
    params: &Option<Vec<(Arc<str>, Val)>>,
    u: &Uri,
) -> bool {
    let Some(ps) = params else { return true };
    ps.iter()
        .all(|(k, p)| uri_matches(Some(&mut *c), &u.member(k).unwrap_or(Val::Undef), p))
}

/// PURIType#_assignable?: each of `a`'s parameters given by `b` and matched by it (a type
/// parameter of `b` assignable to `a`'s).
pub fn uri_assignable(a: &Option<Vec<(Arc<str>, Val)>>, b: &Option<Vec<(Arc<str>, Val)>>) -> bool {
    let Some(ps) = a else { return true };
    let empty = Vec::new();
    let os = b.as_ref().unwrap_or(&empty);
    ps.iter()
        .all(|(k, pb)| match os.iter().find(|(ok, _)| ok == k) {
            None => false,
            Some((_, pa)) => {
                uri_matches(None, pa, pb)
                    || match (pa, pb) {
                        (Val::Type(x), Val::Type(y)) => is_assignable(y, x),
                        _ => false,
                    }
            }
        })
}

/// The type of a URI value (`type($u)`).
pub fn uri_infer(u: &Uri) -> Ty {
    Ty::Ranged(Arc::new(RangedTy::Uri(u.params())))
}

/// Is `v` an instance of Object type `t` (its type or a descendant)?
pub fn object_instance_of(t: &ObjTy, v: &Val) -> bool {
    match v {
        Val::Rich(r) => match &**r {
            Rich::Object(o) => t.is_ancestor_of(&o.ty),
            _ => false,
        },
        _ => false,
    }
}
