//! The Puppet type system: type names, parameterization (`Integer[1, 10]`), instance checks,
//! type inference (`type()`), mismatch messages, equality, operators and access (`$x[1]`).
//!
//! Over 1,500 lines on purpose: the type system's instance checks, assignability, inference and
//! operators recurse into each other over every type (the rich types are in `ptypes/`).

use crate::ast::BinOp;
use crate::eval::{issue, Compiler, R};
use crate::value::{capitalize_name, CallableSig, Ty, Val, IMAX, IMIN};
pub use crate::value::{compile_regex, regex_val};
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
        Val::Rich(r) => crate::ptypes::infer(r),
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
        || matches!(t, Ty::Other(n) if crate::ptypes::is_rich_type(n) && &**n != "Binary")
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
        (Val::Rich(_), _) | (_, Val::Rich(_)) => crate::ptypes::eq(a, b),
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
fn types_equal(a: &Ty, b: &Ty) -> bool {
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
            Val::Rich(r) => match crate::ptypes::infer(r) {
                Ty::Type(vt) if matches!(&**r, crate::ptypes::Rich::Res3(..)) => {
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
            "Object" => crate::ptypes::is_object(v),
            "URI" => matches!(v, Val::Rich(r) if matches!(&**r, crate::ptypes::Rich::Uri(_))),
            n if crate::ptypes::is_rich_type(n) => crate::ptypes::instance_of_name(n, v),
            _ => false,
        },
        // PInitType#really_instance?: an instance of the type, or a value (or an argument
        // list) its new function turns into one
        Ty::Ranged(r) if matches!(&**r, crate::ptypes::RangedTy::Init(..)) => {
            let crate::ptypes::RangedTy::Init(t, extra) = &**r else {
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
        Ty::Ranged(r) if matches!(&**r, crate::ptypes::RangedTy::Uri(_)) => {
            let (crate::ptypes::RangedTy::Uri(ps), Val::Rich(x)) = (&**r, v) else {
                return false;
            };
            let crate::ptypes::Rich::Uri(u) = &**x else {
                return false;
            };
            crate::ptypes::uri::instance_of(c, ps, u)
        }
        Ty::Ranged(r) => crate::ptypes::instance_of_ranged(r, v),
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
fn init_assignable(init: &crate::ptypes::RangedTy, b: &Ty) -> bool {
    let crate::ptypes::RangedTy::Init(t, _) = init else {
        return false;
    };
    let Some(t) = t else {
        return is_assignable(&Ty::RichData, b);
    };
    if let Ty::Ranged(y) = b {
        if let crate::ptypes::RangedTy::Init(u, _) = &**y {
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
            matches!(&**x, crate::ptypes::RangedTy::Uri(ps) if crate::ptypes::uri::assignable(ps, &None))
        }
        (Ty::Ranged(x), y) if matches!(&**x, crate::ptypes::RangedTy::Init(..)) => {
            init_assignable(x, y)
        }
        (Ty::Ranged(x), Ty::Ranged(y)) => crate::ptypes::ranged_assignable(x, y),
        (Ty::RichData, Ty::Other(n)) if crate::ptypes::is_rich_type(n) => true,
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

/// TypeFactory.callable: `Callable[[params], Return]` or `Callable[params, min, max, block]`
/// (the last parameter a block when it is a Callable, the two or one before it a size range);
/// a String parameter is a Ruby runtime type.
fn callable_of(args: Vec<Val>, span: Span) -> R<Ty> {
    let (mut params, ret) = match args.as_slice() {
        [Val::Array(ps), r] => (ps.to_vec(), Some(type_arg(r, span)?)),
        _ => (args, None),
    };
    let block = match params.last() {
        Some(Val::Type(t)) if matches!(unalias(t), Ty::Callable(_)) => {
            let b = (**t).clone();
            params.pop();
            Some(b)
        }
        Some(Val::Type(t)) if matches!(&**t, Ty::Optional(x) if matches!(unalias(x), Ty::Callable(_))) =>
        {
            let b = (**t).clone();
            params.pop();
            Some(b)
        }
        _ => None,
    };
    let is_range = |v: &Val| matches!(v, Val::Int(_) | Val::Default);
    let bound = |v: &Val, dflt: i64| match v {
        Val::Int(i) => *i,
        _ => dflt,
    };
    let n = params.len();
    let size = if n >= 2 && is_range(&params[n - 2]) && is_range(&params[n - 1]) {
        let s = (bound(&params[n - 2], IMIN), bound(&params[n - 1], IMAX));
        params.truncate(n - 2);
        Some(s)
    } else if n >= 1 && is_range(&params[n - 1]) {
        let s = (bound(&params[n - 1], IMIN), IMAX);
        params.truncate(n - 1);
        Some(s)
    } else {
        None
    };
    let mut types = Vec::new();
    for p in &params {
        types.push(match p {
            Val::Str(s) => {
                Ty::Other(format!("Runtime[ruby, {}]", crate::value::quote_str(s)).into())
            }
            other => type_arg(other, span)?,
        });
    }
    if types.is_empty() && size.is_some_and(|(_, hi)| hi > 0) {
        types.push(Ty::Unit_());
    }
    Ok(Ty::Callable(Some(Arc::new(CallableSig {
        params: types,
        size,
        block,
        // PCallableType#initialize: an Any return type is no return type
        ret: ret.filter(|r| *r != Ty::Any),
    }))))
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

/// Arithmetic, comparison and collection operators.
pub(crate) fn binary_op(c: &mut Compiler<'_>, op: BinOp, l: Val, r: Val, span: Span) -> R<Val> {
    use BinOp::*;
    match op {
        Eq => return Ok(Val::Bool(puppet_eq(&l, &r))),
        Ne => return Ok(Val::Bool(!puppet_eq(&l, &r))),
        Lt | Le | Gt | Ge => {
            let ord = match (&l, &r) {
                (Val::Rich(_), _) | (_, Val::Rich(_)) => {
                    crate::ptypes::compare_op(op, &l, &r, span)?
                }
                (Val::Str(a), Val::Str(b)) => a.to_lowercase().cmp(&b.to_lowercase()),
                (Val::Int(_) | Val::Float(_), Val::Int(_) | Val::Float(_)) => {
                    let (a, b) = (num_f(&l), num_f(&r));
                    a.partial_cmp(&b).unwrap_or(std::cmp::Ordering::Equal)
                }
                // eval_ComparisonExpression: `<` is "left assignable to right, not equal";
                // nothing that is no type is assignable (`Integer < 'a'` is false)
                (Val::Type(_), _) if !matches!(r, Val::Type(_)) => return Ok(Val::Bool(false)),
                (Val::Type(a), Val::Type(b)) => {
                    let equal = types_equal(a, b);
                    let res = match op {
                        Lt => is_assignable(b, a) && !equal,
                        Le => is_assignable(b, a),
                        Gt => is_assignable(a, b) && !equal,
                        _ => is_assignable(a, b),
                    };
                    return Ok(Val::Bool(res));
                }
                (Val::Default, Val::Default) => std::cmp::Ordering::Equal,
                _ => {
                    // CompareOperator#compare raises by the left value's class; the evaluator
                    // reports it as COMPARISON_NOT_POSSIBLE with the values' labels
                    let detail = match &l {
                        Val::Str(_) => "A String is not comparable to a non String",
                        Val::Int(_) | Val::Float(_) => "A Numeric is not comparable to non Numeric",
                        Val::Default => "Symbol not comparable to non Symbol",
                        _ => "Only Strings, Numbers, Timespans, Timestamps, and Versions are comparable",
                    };
                    return issue(
                        format!(
                            "Comparison of: {} {} {}, is not possible. Caused by '{detail}'.",
                            value_label(&l),
                            op.text(),
                            value_label(&r)
                        ),
                        span,
                    );
                }
            };
            use std::cmp::Ordering::*;
            return Ok(Val::Bool(match op {
                Lt => ord == Less,
                Le => ord != Greater,
                Gt => ord == Greater,
                _ => ord != Less,
            }));
        }
        _ => {}
    }
    if let Some(res) = crate::ptypes::arith_op(op, &l, &r, span) {
        return res;
    }
    // collections
    match (op, &l) {
        (Add, Val::Array(a)) => {
            let mut out = (**a).clone();
            match &r {
                Val::Array(b) => out.extend(b.iter().cloned()),
                Val::Hash(h) => {
                    for (k, v) in h.iter() {
                        out.push(Val::array(vec![k.clone(), v.clone()]));
                    }
                }
                other => out.push(other.clone()),
            }
            return Ok(Val::array(out));
        }
        // EvaluatorImpl#delete: every element of an Array, every pair of a Hash, or the value
        // itself removed by Ruby's `Array#delete` (Ruby's `==`: strings exactly)
        (Sub, Val::Array(a)) => {
            let gone: Vec<Val> = match &r {
                Val::Array(b) => (**b).clone(),
                Val::Hash(h) => h
                    .iter()
                    .map(|(k, v)| Val::array(vec![k.clone(), v.clone()]))
                    .collect(),
                other => vec![other.clone()],
            };
            let ruby_eq = ruby_eq;
            let out: Vec<Val> = a
                .iter()
                .filter(|x| !gone.iter().any(|y| ruby_eq(x, y)))
                .cloned()
                .collect();
            return Ok(Val::array(out));
        }
        (Shl, Val::Array(a)) => {
            let mut out = (**a).clone();
            out.push(r.clone());
            return Ok(Val::array(out));
        }
        // EvaluatorImpl#calculate: `<<` of a collection is an Array's alone
        (Shl, Val::Hash(_)) => {
            return issue("Operator '<<' is not applicable to a Hash.", span);
        }
        (Add, Val::Hash(h)) => {
            let mut out = (**h).clone();
            match &r {
                Val::Hash(b) => {
                    for (k, v) in b.iter() {
                        out.insert(k.clone(), v.clone());
                    }
                }
                Val::Array(b) => {
                    if b.len() % 2 != 0
                        && !b.iter().all(|x| matches!(x, Val::Array(p) if p.len() == 2))
                    {
                        // Ruby's Hash[*y] raises; the evaluator reports it as a runtime error
                        return issue("Error while evaluating a '+' expression, odd number of arguments for Hash", span);
                    }
                    if b.iter().all(|x| matches!(x, Val::Array(p) if p.len() == 2)) {
                        for x in b.iter() {
                            if let Val::Array(p) = x {
                                out.insert(p[0].clone(), p[1].clone());
                            }
                        }
                    } else {
                        for pair in b.chunks(2) {
                            out.insert(pair[0].clone(), pair[1].clone());
                        }
                    }
                }
                _ => {
                    return issue(
                        format!(
                            "Operator '+' is not applicable to a Hash and {}.",
                            a_an_type(&r)
                        ),
                        span,
                    )
                }
            }
            return Ok(Val::hash(out));
        }
        (Sub, Val::Hash(h)) => {
            let mut out = (**h).clone();
            match &r {
                Val::Hash(b) => {
                    for k in b.keys() {
                        out.shift_remove(k);
                    }
                }
                Val::Array(b) => {
                    for k in b.iter() {
                        out.shift_remove(k);
                    }
                }
                other => {
                    out.shift_remove(other);
                }
            }
            return Ok(Val::hash(out));
        }
        _ => {}
    }
    // ArithmeticOperator#calculate: the left operand coerced, then the right one
    let a = coerce_numeric(c, &l, span)?;
    let b = coerce_numeric(c, &r, span)?;
    match (a, b) {
        (Val::Int(x), Val::Int(y)) => {
            let v = match op {
                Add => x.checked_add(y),
                Sub => x.checked_sub(y),
                Mul => x.checked_mul(y),
                Div => {
                    if y == 0 {
                        return issue("Division by 0", span);
                    }
                    floor_div(x, y)
                }
                Mod => {
                    if y == 0 {
                        return issue("Division by 0", span);
                    }
                    // The remainder takes the sign of the divisor, as in Ruby (whose exact
                    // arithmetic gives `MIN % -1 == 0`).
                    let (x, y) = (i128::from(x), i128::from(y));
                    let r = x.rem_euclid(y);
                    i64::try_from(r + if y < 0 && r != 0 { y } else { 0 }).ok()
                }
                Shl => shift_left(x, y),
                Shr => shift_left(x, y.checked_neg().unwrap_or(i64::MAX)),
                _ => None,
            };
            match v {
                Some(v) => Ok(Val::Int(v)),
                None => {
                    // Issues::NUMERIC_OVERFLOW on Ruby's exact (Bignum) result, as `%#+x`
                    let exact = match op {
                        Add => Some(x as i128 + y as i128),
                        Sub => Some(x as i128 - y as i128),
                        Mul => Some(x as i128 * y as i128),
                        // only `MIN / -1` overflows: Ruby's exact quotient is 2^63
                        Div => Some((x as i128).div_euclid(y as i128)),
                        _ => None,
                    }
                    .map(|e| (e > 0, format!("{:x}", e.unsigned_abs())));
                    // a left shift's exact result: the value's digits shifted by the remainder
                    // of the bits, then a zero digit for every four bits
                    let exact = exact.or_else(|| {
                        let n = match op {
                            Shl => y,
                            Shr => y.checked_neg()?,
                            _ => return None,
                        };
                        // (a result of millions of digits is no message: Ruby runs out of
                        // memory there)
                        let bits = u32::try_from(n).ok().filter(|b| *b <= 1 << 16)?;
                        let head = (x as i128).unsigned_abs() << (bits % 4);
                        let zeros = usize::try_from(bits / 4).ok()?;
                        Some((x > 0, format!("{head:x}{}", "0".repeat(zeros))))
                    });
                    match exact {
                        Some((positive, hex)) => issue(
                            format!(
                                "A '{}' expression resulted in a value outside of Puppet Integer {} range, got '{}0x{hex}'",
                                op.text(),
                                if positive { "max" } else { "min" },
                                if positive { '+' } else { '-' },
                            ),
                            span,
                        ),
                        None => issue(
                            format!("integer overflow in operator '{}'", op.text()),
                            span,
                        ),
                    }
                }
            }
        }
        (a, b) => {
            let (x, y) = (num_f(&a), num_f(&b));
            let v =
                match op {
                    Add => x + y,
                    Sub => x - y,
                    Mul => x * y,
                    // Ruby's Float division by zero is Infinity (or NaN), which Puppet refuses below
                    Div => x / y,
                    // the left operand is named first, then a Float right side
                    Mod if matches!(a, Val::Int(_)) => return issue(
                        "Operator '%' is not applicable to an Integer when right side is a Float.",
                        span,
                    ),
                    Mod => return issue("Operator '%' is not applicable to a Float.", span),
                    _ => {
                        return issue(
                            format!("Operator '{}' is not applicable to a Float.", op.text()),
                            span,
                        )
                    }
                };
            // Ruby's Float arithmetic gives Infinity (a division by zero, an overflow), which
            // Puppet refuses (issues.rb RESULT_IS_INFINITY); NaN passes.
            if v.is_infinite() {
                return issue(
                    format!("The result of the {} expression is Infinity", op.text()),
                    span,
                );
            }
            Ok(Val::Float(v))
        }
    }
}

/// Integer division rounding toward negative infinity, as in Ruby (None on overflow).
fn floor_div(x: i64, y: i64) -> Option<i64> {
    let q = x.checked_div(y)?;
    if (x % y != 0) && ((x < 0) != (y < 0)) {
        Some(q - 1)
    } else {
        Some(q)
    }
}

/// `x << n`, a right shift for negative `n`; shifting every bit out gives 0 (or -1 for a
/// negative `x` shifted right).
/// Ruby's `x << n` (a right shift for a negative `n`), `None` when the exact result is outside
/// 64 bits.
fn shift_left(x: i64, n: i64) -> Option<i64> {
    if n >= 0 {
        if x == 0 {
            return Some(0);
        }
        if n >= 64 {
            return None;
        }
        i64::try_from(i128::from(x) << n).ok()
    } else {
        Some(x >> n.unsigned_abs().min(63))
    }
}

fn num_f(v: &Val) -> f64 {
    match v {
        Val::Int(i) => *i as f64,
        Val::Float(f) => *f,
        _ => 0.0,
    }
}

fn to_num(v: &Val) -> Option<Val> {
    match v {
        Val::Int(_) | Val::Float(_) => Some(v.clone()),
        Val::Str(s) => to_n(s),
        _ => None,
    }
}

/// Runtime3Support#coerce_numeric: a number as it is; a string read as a number by
/// [`to_n`] with NUMERIC_COERCION (a warning at the expression, an error under `--strict
/// error`); anything else NOT_NUMERIC with the value as Ruby prints it.
fn coerce_numeric(c: &mut Compiler<'_>, v: &Val, span: Span) -> R<Val> {
    let Some(n) = to_num(v) else {
        return issue(
            format!(
                "The value '{}' cannot be converted to Numeric.",
                crate::ruby_inspect::ruby_to_s(v)
            ),
            span,
        );
    };
    if let Val::Str(s) = v {
        let msg = format!(
            "The string '{s}' was automatically coerced to the numerical value {}",
            n.to_display()
        );
        if c.opts.strict {
            return issue(msg, span);
        }
        let at = c.location_text(span);
        c.warnings.push(format!("{msg}{at}"));
    }
    Ok(n)
}

fn int_arg(v: &Val) -> Option<i64> {
    match v {
        Val::Int(i) => Some(*i),
        Val::Default => None,
        _ => None,
    }
}

fn type_arg(v: &Val, span: Span) -> R<Ty> {
    match v {
        Val::Type(t) => Ok((**t).clone()),
        Val::Str(s) => Ok(Ty::Enum(vec![s.clone()], false)),
        _ => issue(
            format!("Type parameter must be a type, got {}", type_name_of(v)),
            span,
        ),
    }
}

/// `base[args]`.
pub(crate) fn access(c: &mut Compiler<'_>, base: Val, args: Vec<Val>, span: Span) -> R<Val> {
    // a 3.x Puppet::Resource's `[]` (its Pcore method) reads a parameter as the reference does
    let base = match &base {
        Val::Rich(r) if matches!(&**r, crate::ptypes::Rich::Res3(..)) => {
            base.plain_refs().unwrap_or(base)
        }
        _ => base,
    };
    match &base {
        Val::Array(a) => {
            // AccessOperator#access_Array: the keys flattened, each through coerce_numeric
            // (NOT_NUMERIC, or NUMERIC_COERCION for a string), one that is no Integer
            // BAD_SLICE_KEY_TYPE; then Ruby's `o[k1, k2]` after the negative forms
            let mut flat = Vec::with_capacity(args.len());
            for k in args.iter() {
                crate::eval::flatten_refs(k, &mut flat);
            }
            if flat.is_empty() || flat.len() > 2 {
                // Issues::BAD_ARRAY_SLICE_ARITY
                return issue(
                    format!(
                        "Array supports [] with one or two arguments. Got {}",
                        flat.len()
                    ),
                    span,
                );
            }
            let mut keys = Vec::with_capacity(2);
            for k in flat.iter() {
                keys.push(coerce_numeric(c, k, span)?);
            }
            let mut ints = Vec::with_capacity(2);
            for k in keys.iter() {
                match k {
                    Val::Int(i) => ints.push(*i),
                    other => {
                        return issue(
                            format!(
                                "An Array[] cannot use {} where Integer is expected",
                                ruby_class(other)
                            ),
                            span,
                        )
                    }
                }
            }
            let n = a.len() as i64;
            match ints.as_slice() {
                [i] => {
                    let idx = if *i < 0 { n + i } else { *i };
                    Ok(a.get(idx as usize)
                        .filter(|_| idx >= 0)
                        .cloned()
                        .unwrap_or(Val::Undef))
                }
                [k1, k2] => Ok(Val::array(
                    ruby_slice(n, *k1, *k2)
                        .map(|(s, e)| a[s..e].to_vec())
                        .unwrap_or_default(),
                )),
                _ => Ok(Val::Undef),
            }
        }
        Val::Hash(h) => {
            if args.len() == 1 {
                return Ok(h.get(&args[0]).cloned().unwrap_or(Val::Undef));
            }
            Ok(Val::array(
                args.iter().filter_map(|k| h.get(k).cloned()).collect(),
            ))
        }
        Val::Str(s) => {
            let chars: Vec<char> = s.chars().collect();
            let n = chars.len() as i64;
            // AccessOperator#access_String: the keys flattened, each made a number
            // (Utils.to_n, so '1' is 1); one that is no Integer is BAD_STRING_SLICE_KEY_TYPE
            let mut flat = Vec::with_capacity(args.len());
            for a in args.iter() {
                crate::eval::flatten_refs(a, &mut flat);
            }
            if flat.len() <= 2 {
                for k in flat.iter_mut() {
                    let n = match &*k {
                        Val::Str(t) => to_n(t),
                        other => Some(other.clone()),
                    };
                    match n {
                        Some(Val::Int(i)) => *k = Val::Int(i),
                        other => {
                            let name = match other.as_ref().unwrap_or(k) {
                                Val::Undef => "Undef".to_string(),
                                Val::Default => "Default".to_string(),
                                v => type_name_of(v),
                            };
                            return issue(
                                format!("A substring operation does not accept {} as a character index. Expected an Integer", a_an(&name)),
                                span,
                            );
                        }
                    }
                }
            }
            match flat.as_slice() {
                [Val::Int(i)] => {
                    let idx = if *i < 0 { n + i } else { *i };
                    if idx < 0 || idx >= n {
                        return Ok(Val::str(""));
                    }
                    Ok(Val::Str(chars[idx as usize].to_string().into()))
                }
                [Val::Int(i), Val::Int(cnt)] => Ok(Val::Str(
                    ruby_slice(n, *i, *cnt)
                        .map(|(s, e)| chars[s..e].iter().collect::<String>())
                        .unwrap_or_default()
                        .into(),
                )),
                // Issues::BAD_STRING_SLICE_ARITY
                _ => issue(
                    format!(
                        "String supports [] with one or two arguments. Got {}",
                        flat.len()
                    ),
                    span,
                ),
            }
        }
        Val::Type(t) => type_access(c, t, args, span),
        // AccessOperator#access_Object: OPERATOR_NOT_APPLICABLE, labelled as a value
        Val::Undef => issue("Operator '[]' is not applicable to an Undef Value.", span),
        // `default` is a Ruby Symbol to the evaluator: the label of any other object
        Val::Default => issue("Operator '[]' is not applicable to an Object.", span),
        // an Iterator is a plain Ruby object to the label provider
        Val::Iter(..) => issue("Operator '[]' is not applicable to an Object.", span),
        other => issue(
            format!("Operator '[]' is not applicable to {}.", a_an_type(other)),
            span,
        ),
    }
}

/// The range `o[k1, k2]` gives in AccessOperator's slices of a sequence of `n` elements: a
/// negative start counts from the end, a negative length up to the end counting back, a start
/// before the first element shortens the length; Ruby's `o[start, len]` then (None where it
/// gives nil: a start past the end or a negative length).
fn ruby_slice(n: i64, k1: i64, k2: i64) -> Option<(usize, usize)> {
    let mut k1 = if k1 < 0 { n + k1 } else { k1 };
    let mut k2 = if k2 < 0 { n - k1 + k2 + 1 } else { k2 };
    if k1 < 0 {
        k2 += k1;
        k1 = 0;
    }
    if k1 > n || k2 < 0 {
        return None;
    }
    Some((k1 as usize, (k1 + k2).min(n) as usize))
}

/// ModelLabelProvider#label_Class of the Ruby class of `v`: a type's class is `String-Type`
/// (`PStringType` less its `P` and `Type`), any other class its name.
fn class_label(v: &Val) -> String {
    match v {
        Val::Type(_) => {
            let full = ruby_class(v);
            let simple = full.rsplit("::").next().unwrap_or("PAnyType");
            let base = simple
                .strip_prefix('P')
                .and_then(|x| x.strip_suffix("Type"))
                .unwrap_or(simple);
            format!("{base}-Type")
        }
        other => ruby_class(other),
    }
}

/// The Ruby class Puppet's access operator names in its slice-type messages (`x.class`).
fn ruby_class(v: &Val) -> String {
    match v {
        Val::Int(_) => "Integer".into(),
        Val::Float(_) => "Float".into(),
        Val::Str(_) => "String".into(),
        Val::Bool(true) => "TrueClass".into(),
        Val::Bool(false) => "FalseClass".into(),
        Val::Undef => "NilClass".into(),
        Val::Default => "Symbol".into(),
        Val::Array(_) => "Array".into(),
        Val::Hash(_) => "Hash".into(),
        Val::Regex(_) => "Regexp".into(),
        Val::Type(t) => {
            let s = t.to_string();
            let base = s.split('[').next().unwrap_or("Any");
            format!("Puppet::Pops::Types::P{base}Type")
        }
        other => type_name_of(other),
    }
}

/// Puppet's `bad_key_type_name`: the generalized inferred type (`Undef`, `Default` by name).
fn bad_key_type_name(v: &Val) -> String {
    match v {
        Val::Undef => "Undef".into(),
        Val::Default => "Default".into(),
        other => type_name_of(other),
    }
}

/// The keys of `T[...]` as the access operator sees them (`keys.flatten!`).
fn flat_keys(args: &[Val]) -> Vec<Val> {
    let mut out = Vec::new();
    for a in args {
        match a {
            Val::Array(xs) => out.extend(flat_keys(xs)),
            other => out.push(other.clone()),
        }
    }
    out
}

/// Issues::BAD_TYPE_SLICE_ARITY (`label` is the base type's label: `Optional-Type` as given,
/// or `A Tuple-Type` for the type object; `max` None is unbounded).
fn slice_arity(label: &str, min: usize, max: Option<usize>, actual: usize) -> String {
    match max {
        None => format!("{label}[] accepts {min} or more arguments. Got {actual}"),
        Some(max) if max != min => {
            format!("{label}[] accepts {min} to {max} arguments. Got {actual}")
        }
        _ => format!(
            "{label}[] accepts {min} argument{}. Got {actual}",
            if min == 1 { "" } else { "s" }
        ),
    }
}

/// Issues::BAD_TYPE_SPECIALIZATION for the key `k` of `name[...]`.
fn bad_specialization(name: &str, k: &Val, expected: &str) -> String {
    format!(
        "Error creating type specialization of {}, Cannot use {} where {expected} is expected",
        a_an(&format!("{name}-Type")),
        bad_key_type_name(k)
    )
}

fn is_range_key(v: &Val) -> bool {
    matches!(v, Val::Int(_) | Val::Default)
}

/// Puppet's `collection_size_t`: one Integer type, or one or two Integers (or default).
fn collection_size_keys(keys: &[Val]) -> Result<(), String> {
    if let [Val::Type(t)] = keys {
        if matches!(&**t, Ty::Integer(..)) {
            return Ok(());
        }
    }
    match keys.iter().find(|k| !is_range_key(k)) {
        Some(k) => Err(format!(
            "A Type's size constraint arguments must be a single Integer type, or 1-2 integers (or default). Got {}",
            a_an(&class_label(k))
        )),
        None => range_order(keys),
    }
}

/// PIntegerType.new's ArgumentError when `from > to`.
fn range_order(keys: &[Val]) -> Result<(), String> {
    if let [Val::Int(lo), Val::Int(hi)] = keys {
        if lo > hi {
            return Err(format!(
                "Error while evaluating a '[]' expression, 'from' must be less or equal to 'to'. Got ({lo}, {hi}"
            ));
        }
    }
    Ok(())
}

/// The checks of Puppet's AccessOperator on the keys of `T[keys]` (arity and key kinds, with
/// its messages), before the type is made.
fn check_type_keys(t: &Ty, args: &[Val]) -> Result<(), String> {
    let is_type = |v: &Val| matches!(v, Val::Type(_));
    let keys = flat_keys(args);
    let n = keys.len();
    // assert_keys(keys, o, 1, max, classes): Puppet passes min 1 whatever its caller's minimum
    let assert_keys = |keys: &[Val],
                       name: &str,
                       max: Option<usize>,
                       ok: &dyn Fn(&Val) -> bool,
                       expected: &str| {
        let label = format!("{}-Type", name);
        if keys.is_empty() || max.is_some_and(|m| keys.len() > m) {
            let uc = a_an(&label);
            let uc = format!("{}{}", uc[..1].to_uppercase(), &uc[1..]);
            return Err(slice_arity(&uc, 1, max, keys.len()));
        }
        match keys.iter().find(|k| !ok(k)) {
            Some(k) => Err(bad_specialization(name, k, expected)),
            None => Ok(()),
        }
    };
    let one_type = |name: &str, allow_str: bool| -> Result<(), String> {
        if n != 1 {
            return Err(slice_arity(&format!("{name}-Type"), 1, Some(1), n));
        }
        if is_type(&keys[0]) || allow_str && matches!(keys[0], Val::Str(_)) {
            return Ok(());
        }
        Err(format!(
            "{name}-Type[] arguments must be types. Got {}",
            ruby_class(&keys[0])
        ))
    };
    match t {
        Ty::Integer(..) => {
            if !(1..=2).contains(&n) {
                return Err(format!(
                    "Integer-Type supports [] with one or two arguments (from, to). Got {n}"
                ));
            }
            if let Some(k) = keys.iter().find(|k| !is_range_key(k)) {
                return Err(format!(
                    "Integer-Type [] requires all arguments to be integers (or default). Got {}",
                    ruby_class(k)
                ));
            }
            range_order(&keys)
        }
        Ty::Float(..) => {
            if !(1..=2).contains(&n) {
                return Err(format!(
                    "Float-Type supports [] with one or two arguments (from, to). Got {n}"
                ));
            }
            match keys.iter().find(|k| !matches!(k, Val::Int(_) | Val::Float(_) | Val::Default)) {
                Some(k) => Err(format!(
                    "Float-Type [] requires all arguments to be floats, or integers (or default). Got {}",
                    ruby_class(k)
                )),
                None => Ok(()),
            }
        }
        Ty::String(..) => {
            if !(1..=2).contains(&n) {
                return Err(format!(
                    "String supports [] with one or two arguments. Got {n}"
                ));
            }
            collection_size_keys(&keys)
        }
        Ty::Collection(..) => {
            if !(1..=2).contains(&n) {
                return Err(slice_arity("Collection-Type", 1, Some(2), n));
            }
            collection_size_keys(&keys)
        }
        Ty::Array(..) => match n {
            1 if !is_type(&keys[0]) => Err(format!(
                "Array-Type[] arguments must be types. Got {}",
                ruby_class(&keys[0])
            )),
            1 => Ok(()),
            2 if is_type(&keys[0]) => collection_size_keys(&keys[1..]),
            2 => collection_size_keys(&keys),
            3 if !is_type(&keys[0]) => Err(format!(
                "Array-Type[] arguments must be types. Got {}",
                ruby_class(&keys[0])
            )),
            3 => collection_size_keys(&keys[1..]),
            _ => Err(slice_arity("Array-Type", 1, Some(3), n)),
        },
        Ty::Hash(..) => {
            if n == 2 && keys.iter().all(|k| matches!(k, Val::Int(_))) {
                return range_order(&keys);
            }
            if let Some(k) = keys.iter().take(2).find(|k| !is_type(k)) {
                return Err(format!(
                    "Hash-Type[] arguments must be types. Got {}",
                    ruby_class(k)
                ));
            }
            match n {
                2 | 3 => Ok(()),
                4 => collection_size_keys(&keys[2..]),
                _ => Err(slice_arity("Hash-Type", 2, Some(4), n)),
            }
        }
        Ty::Tuple(..) => {
            let mut ts = keys.as_slice();
            if ts.len() >= 2 && is_range_key(&ts[ts.len() - 2]) && is_range_key(&ts[ts.len() - 1]) {
                ts = &ts[..ts.len() - 2];
            } else if ts.last().is_some_and(is_range_key) {
                ts = &ts[..ts.len() - 1];
            }
            assert_keys(ts, "Tuple", None, &is_type, "Any-Type")
        }
        Ty::Struct(..) => assert_keys(
            args,
            "Struct",
            Some(1),
            &|v| matches!(v, Val::Hash(_)),
            "Hash",
        ),
        Ty::Enum(..) => {
            let mut ks = keys.as_slice();
            if ks.last().is_some_and(|v| matches!(v, Val::Bool(_))) {
                ks = &ks[..ks.len() - 1];
            }
            assert_keys(ks, "Enum", None, &|v| matches!(v, Val::Str(_)), "String")
        }
        Ty::Variant(_) => assert_keys(&keys, "Variant", None, &is_type, "Any-Type"),
        Ty::Pattern(_) => assert_keys(
            &keys,
            "Pattern",
            None,
            &|v| match v {
                Val::Str(_) | Val::Regex(_) => true,
                Val::Type(t) => matches!(&**t, Ty::Pattern(_) | Ty::Regexp(_)),
                _ => false,
            },
            "String or Regexp or Pattern-Type or Regexp-Type",
        ),
        Ty::Regexp(_) => {
            if n != 1 {
                return Err(slice_arity("A Regexp-Type", 1, Some(1), n));
            }
            assert_keys(
                &keys,
                "Regexp",
                Some(1),
                &|v| matches!(v, Val::Str(_) | Val::Regex(_)),
                "String or Regexp",
            )
        }
        Ty::Other(name) if &**name == "SemVer" => assert_keys(
            &keys,
            "SemVer",
            None,
            &|v| matches!(v, Val::Str(_)) || matches!(v, Val::Rich(_)),
            "String or SemanticPuppet::VersionRange",
        ),
        Ty::Optional(_) => one_type("Optional", true),
        Ty::Sensitive(_) => one_type("Sensitive", false),
        Ty::Type(_) => one_type("Type", false),
        Ty::Iterable(_) => one_type("Iterable", false),
        Ty::Iterator(_) => one_type("Iterator", false),
        Ty::NotUndef(_) => {
            if n > 1 {
                return Err(slice_arity("NotUndef-Type", 0, Some(1), n));
            }
            match keys.first() {
                Some(k) if !is_type(k) && !matches!(k, Val::Str(_)) => Err(format!(
                    "NotUndef-Type[] argument must be a Type or a String. Got {}",
                    ruby_class(k)
                )),
                _ => Ok(()),
            }
        }
        Ty::Undef | Ty::Any | Ty::Default | Ty::Numeric | Ty::Scalar | Ty::CatalogEntry => {
            Err(format!(
                "Operator '[]' is not applicable to {}.",
                a_an(&format!("{t}-Type"))
            ))
        }
        _ => Ok(()),
    }
}

fn type_access(c: &mut Compiler<'_>, t: &Ty, args: Vec<Val>, span: Span) -> R<Val> {
    if let Err(msg) = check_type_keys(t, &args) {
        return issue(msg, span);
    }
    let one = |args: &Vec<Val>| -> R<Ty> {
        match args.first() {
            Some(v) => type_arg(v, span),
            None => Ok(Ty::Any),
        }
    };
    let range = |args: &[Val]| -> (i64, i64) {
        // collection_size_t: one Integer type gives its own range
        if let [Val::Type(t)] = args {
            if let Ty::Integer(lo, hi) = &**t {
                return (*lo, *hi);
            }
        }
        let lo = args.first().and_then(int_arg).unwrap_or(IMIN);
        let hi = args.get(1).and_then(int_arg).unwrap_or(IMAX);
        (lo, hi)
    };
    let ty = match t {
        Ty::Other(n) if matches!(&**n, "Timespan" | "Timestamp" | "SemVer" | "Object") => {
            crate::ptypes::parameterize_op(n, &args, span)?
        }
        // PURIType: no parameters (or an empty hash) is the plain URI type
        Ty::Other(n) if &**n == "URI" => match crate::ptypes::uri::type_params(&args) {
            Ok(None) => Ty::Other("URI".into()),
            Ok(ps) => Ty::Ranged(Arc::new(crate::ptypes::RangedTy::Uri(ps))),
            Err(e) => {
                return issue(
                    format!("Error while evaluating a '[]' expression, {e}"),
                    span,
                )
            }
        },
        // PInitType: the type to create, then the arguments after the value
        Ty::Other(n) if &**n == "Init" => match args.first() {
            Some(Val::Type(t)) => Ty::Ranged(Arc::new(crate::ptypes::RangedTy::Init(
                Some((**t).clone()),
                args[1..].to_vec(),
            ))),
            _ => return issue("Init-Type[] requires a Type parameter", span),
        },
        // PRuntimeType: a runtime name and a class name (or pattern)
        Ty::Other(n) if &**n == "Runtime" => match args.as_slice() {
            [Val::Str(rt)] | [Val::Str(rt), Val::Undef] => Ty::Ranged(Arc::new(
                crate::ptypes::RangedTy::Runtime(Some(rt.clone()), None),
            )),
            [Val::Str(rt), Val::Str(name)] => Ty::Ranged(Arc::new(
                crate::ptypes::RangedTy::Runtime(Some(rt.clone()), Some(name.clone())),
            )),
            _ => return issue("Runtime[] requires a runtime name and a type name", span),
        },
        // Puppet's TypeParser: exactly one parameter, true or false
        Ty::Boolean => {
            if args.len() != 1 {
                return issue(
                    format!(
                        "Invalid number of type parameters specified: Boolean requires 1, {} provided",
                        args.len()
                    ),
                    span,
                );
            }
            match args[0] {
                Val::Bool(b) => Ty::BooleanValue(b),
                _ => return issue("Boolean parameter must be true or false", span),
            }
        }
        Ty::Integer(..) => {
            let (lo, hi) = range(&args);
            if args.len() == 1 {
                Ty::Integer(lo, IMAX)
            } else {
                Ty::Integer(lo, hi)
            }
        }
        Ty::Float(..) => {
            let f = |v: Option<&Val>, d: f64| match v {
                Some(Val::Int(i)) => *i as f64,
                Some(Val::Float(x)) => *x,
                _ => d,
            };
            Ty::Float(
                f(args.first(), f64::NEG_INFINITY),
                f(args.get(1), f64::INFINITY),
            )
        }
        Ty::String(..) => {
            let (lo, hi) = match args.as_slice() {
                [Val::Type(t)] => match &**t {
                    Ty::Integer(lo, hi) => (*lo, *hi),
                    _ => (0, IMAX),
                },
                _ => (
                    args.first().and_then(int_arg).unwrap_or(0),
                    args.get(1).and_then(int_arg).unwrap_or(IMAX),
                ),
            };
            Ty::String(lo, hi, None)
        }
        Ty::Enum(..) => {
            let mut vals = Vec::new();
            let mut ci = false;
            for a in &args {
                match a {
                    Val::Str(s) => vals.push(s.clone()),
                    Val::Array(xs) => {
                        vals.extend(xs.iter().filter_map(|x| x.as_str().map(Arc::from)))
                    }
                    Val::Bool(b) => ci = *b,
                    _ => {}
                }
            }
            Ty::Enum(vals, ci)
        }
        Ty::Pattern(..) => {
            let mut ps = Vec::new();
            for a in &args {
                match a {
                    Val::Str(s) => {
                        if let Err(e) = crate::regex::compile(s) {
                            return crate::eval::rt_err(e, span);
                        }
                        ps.push(s.clone())
                    }
                    Val::Regex(r) => ps.push(r.src.as_str().into()),
                    // access_PPatternType: a Regexp type's pattern, a Pattern type's patterns
                    Val::Type(t) => match &**t {
                        Ty::Regexp(Some(p)) => ps.push(p.clone()),
                        Ty::Pattern(inner) => ps.extend(inner.iter().cloned()),
                        _ => {}
                    },
                    _ => {}
                }
            }
            Ty::Pattern(ps)
        }
        Ty::Regexp(_) => match args.first() {
            Some(Val::Regex(r)) => Ty::Regexp(Some(r.src.as_str().into())),
            Some(Val::Str(s)) => {
                if let Err(e) = crate::regex::compile(s) {
                    return crate::eval::rt_err(e, span);
                }
                Ty::Regexp(Some(s.clone()))
            }
            _ => Ty::Regexp(None),
        },
        Ty::Array(..) => {
            if let Some(Val::Int(_)) = args.first() {
                let (lo, hi) = range(&args);
                Ty::Array(Box::new(Ty::Any), lo, hi)
            } else {
                let e = one(&args)?;
                let (lo, hi) = range(args.get(1..).unwrap_or(&[]));
                Ty::Array(Box::new(e), lo.max(0), hi)
            }
        }
        Ty::Hash(..) => {
            if let Some(Val::Int(_)) = args.first() {
                let (lo, hi) = range(&args);
                Ty::Hash(Box::new(Ty::Any), Box::new(Ty::Any), lo, hi)
            } else {
                let k = one(&args)?;
                let v = match args.get(1) {
                    Some(v) => type_arg(v, span)?,
                    None => Ty::Any,
                };
                let (lo, hi) = range(args.get(2..).unwrap_or(&[]));
                Ty::Hash(Box::new(k), Box::new(v), lo.max(0), hi)
            }
        }
        Ty::Tuple(..) => {
            let mut ts = Vec::new();
            let mut ints = Vec::new();
            for a in &args {
                match a {
                    Val::Int(_) | Val::Default => ints.push(a.clone()),
                    other => ts.push(type_arg(other, span)?),
                }
            }
            let n = ts.len() as i64;
            let lo = ints.first().and_then(int_arg).unwrap_or(n);
            let hi =
                ints.get(1)
                    .and_then(int_arg)
                    .unwrap_or(if ints.is_empty() { n } else { IMAX });
            Ty::Tuple(ts, lo, hi)
        }
        Ty::Struct(..) => match args.first() {
            Some(Val::Hash(h)) => {
                let mut ms = Vec::new();
                for (k, v) in h.iter() {
                    let vt = type_arg(v, span)?;
                    let (name, opt) = match k {
                        // TypeFactory.struct: a literal key is optional when its value
                        // takes undef
                        Val::Str(s) => (s.clone(), is_assignable(&vt, &Ty::Undef)),
                        Val::Type(t) => match &**t {
                            Ty::Optional(inner) => match &**inner {
                                Ty::Enum(vs, _) if !vs.is_empty() => (vs[0].clone(), true),
                                _ => continue,
                            },
                            Ty::NotUndef(inner) => match &**inner {
                                Ty::Enum(vs, _) if !vs.is_empty() => (vs[0].clone(), false),
                                Ty::String(_, _, Some(x)) => (x.clone(), false),
                                _ => continue,
                            },
                            _ => continue,
                        },
                        _ => continue,
                    };
                    ms.push((name, opt, vt));
                }
                Ty::Struct(ms)
            }
            _ => Ty::Struct(vec![]),
        },
        Ty::Optional(_) => Ty::Optional(Box::new(one(&args)?)),
        // TypeParser: `NotUndef['x']` holds the String type of that value (printed `'x'`)
        Ty::NotUndef(_) => match args.as_slice() {
            [Val::Str(x)] => {
                let n = x.chars().count() as i64;
                Ty::NotUndef(Box::new(Ty::String(n, n, Some(x.clone()))))
            }
            _ => Ty::NotUndef(Box::new(one(&args)?)),
        },
        Ty::Variant(_) => {
            let mut ts = Vec::new();
            for a in &args {
                ts.push(type_arg(a, span)?);
            }
            variant_of(ts)
        }
        Ty::Collection(..) => {
            let (lo, hi) = range(&args);
            // PCollectionType keeps its size as `to_size`: a default minimum is 0
            Ty::Collection(if lo == IMIN && hi != IMAX { 0 } else { lo }, hi)
        }
        Ty::Type(_) => Ty::Type(Box::new(one(&args)?)),
        Ty::Sensitive(_) => Ty::Sensitive(Box::new(generalize(&one(&args)?))),
        Ty::Iterable(_) => Ty::Iterable(Some(Box::new(one(&args)?))),
        Ty::Iterator(_) => Ty::Iterator(Some(Box::new(one(&args)?))),
        Ty::Callable(_) => callable_of(args, span)?,
        Ty::Class(None) => return crate::type_refs::class_access(&args, span),
        Ty::Resource(None, None) => {
            let Some(first) = args.first() else {
                return Ok(Val::ty(t.clone()));
            };
            // Puppet's ILLEGAL_RESOURCE_SPECIALIZATION names the key's generalized type.
            let illegal = |v: &Val| {
                let actual = match v {
                    Val::Undef => "Undef".to_string(),
                    Val::Default => "Default".to_string(),
                    other => type_name_of(other),
                };
                issue(
                    format!("First argument to Resource[] must be a resource type or a String. Got {actual}."),
                    span,
                )
            };
            let tn: Arc<str> = match first {
                Val::Str(s) => capitalize_name(s).into(),
                Val::Type(x) => match &**x {
                    Ty::Resource(Some(n), None) => n.clone(),
                    Ty::Class(None) => "Class".into(),
                    _ => return illegal(first),
                },
                _ => return illegal(first),
            };
            if !crate::type_refs::is_classref(&tn) {
                return issue(
                    format!("Illegal type reference. The given name '{tn}' does not conform to the naming rule"),
                    span,
                );
            }
            let base = if &*tn == "Class" {
                Ty::Class(None)
            } else {
                Ty::Resource(Some(tn), None)
            };
            if args.len() == 1 {
                // `Resource['class']` stays a resource type (PResourceType `Class`): it
                // accepts the 3.x class references a resource's parameters hold, which
                // `Class` does not
                if matches!(base, Ty::Class(None)) {
                    return Ok(Val::ty(Ty::Resource(Some("Class".into()), None)));
                }
                return Ok(Val::ty(base));
            }
            // the titles of `Resource[type, titles]` are blamed on the untyped Resource
            if let Ty::Resource(Some(tn), None) = &base {
                return crate::type_refs::resource_access(tn, "Resource-Type", &args[1..], span);
            }
            return type_access(c, &base, args[1..].to_vec(), span);
        }
        Ty::Resource(Some(tn), None) => {
            return crate::type_refs::resource_access(tn, &format!("{tn}-Type"), &args, span)
        }
        // AccessOperator#access_PClassType with a class name: the class resource's parameter
        // values (UNKNOWN_RESOURCE when it is not declared, UNKNOWN_RESOURCE_PARAMETER for a
        // name that is no parameter of it)
        Ty::Class(Some(cn)) => {
            let lname = cn.trim_start_matches("::").to_lowercase();
            let key: (Arc<str>, Arc<str>) = ("Class".into(), capitalize_name(&lname).into());
            let Some(&rid) = c.index.get(&key) else {
                return issue(format!("Resource not found: Class['{cn}']"), span);
            };
            let declared: Vec<Arc<str>> = match c.classes.get(&lname).map(|d| &**d) {
                Some(crate::ast::Definition::Class { params, .. }) => {
                    params.iter().map(|p| p.name.clone()).collect()
                }
                _ => Vec::new(),
            };
            let array = args.len() > 1;
            let mut out = Vec::with_capacity(args.len());
            for k in args.iter() {
                let known = match k {
                    Val::Str(n) => {
                        declared.iter().any(|d| **d == **n)
                            || &**n == "name"
                            || crate::resource_types::builtin::METAPARAMS.contains(&&**n)
                    }
                    _ => false,
                };
                if !known {
                    return issue(
                        format!(
                            "The resource Class['{cn}'] does not have a parameter called '{}'",
                            k.to_display()
                        ),
                        span,
                    );
                }
                out.push(
                    c.res[rid]
                        .params
                        .get(k.to_display().as_str())
                        .cloned()
                        .unwrap_or(Val::Undef),
                );
            }
            return Ok(if array {
                Val::array(out)
            } else {
                out.pop().unwrap_or(Val::Undef)
            });
        }
        Ty::Alias(_, inner) => return type_access(c, inner, args, span),
        Ty::Resource(Some(tn), Some(title)) => {
            let key = (tn.clone(), title.clone());
            let Some(&rid) = c.index.get(&key) else {
                return issue(format!("Resource not found: {tn}['{title}']"), span);
            };
            // AccessOperator#access_PResourceType with a title: each key must name a
            // parameter of the resource (UNKNOWN_RESOURCE_PARAMETER), an Array of values
            // when several keys (or an array of keys) are given
            let array = args.len() > 1 || matches!(args.first(), Some(Val::Array(_)));
            let mut keys = Vec::with_capacity(args.len());
            for a in args.iter() {
                crate::eval::flatten_refs(a, &mut keys);
            }
            keys.retain(|k| !matches!(k, Val::Undef));
            c.apply_defaults(rid)?;
            let builtin = if c.res[rid].kind == crate::eval::Kind::Builtin {
                c.known_type(&c.res[rid].ty.clone())
            } else {
                None
            };
            let mut out = Vec::with_capacity(keys.len());
            for k in keys.iter() {
                let known = match (k, &builtin) {
                    (Val::Str(n), Some(t)) => t.valid_attr(n),
                    (Val::Str(_), None) => true,
                    _ => false,
                };
                if !known {
                    return issue(
                        format!(
                            "The resource {tn}['{title}'] does not have a parameter called '{}'",
                            k.to_display()
                        ),
                        span,
                    );
                }
                let name = k.to_display();
                out.push(
                    c.res[rid]
                        .params
                        .get(name.as_str())
                        .cloned()
                        .unwrap_or(Val::Undef),
                );
            }
            return Ok(if array {
                Val::array(out)
            } else {
                out.pop().unwrap_or(Val::Undef)
            });
        }
        other => return issue(format!("{other}[] is not supported"), span),
    };
    let _ = c;
    Ok(Val::ty(ty))
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
        _ => crate::types::puppet_eq(a, b),
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
