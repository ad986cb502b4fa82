//! Puppet's `TypeCalculator.infer_set` (the `type()` function's `detailed` inference): an Array
//! is the Tuple of its elements' types, a Hash with non-empty String keys the Struct of its
//! entries, any other Hash a Hash of the Variants of its keys' and values' types; every other
//! value is inferred as `infer` does.

use crate::types::{infer, variant_of};
use crate::value::{Ty, Val};

/// The type `infer_set` gives `v` (type_calculator.rb `infer_set_Array`, `infer_set_Hash`).
pub(crate) fn infer_set(v: &Val) -> Ty {
    match v {
        Val::Array(a) if !a.is_empty() => {
            let n = a.len() as i64;
            Ty::Tuple(a.iter().map(infer_set).collect(), n, n)
        }
        Val::Hash(h) if !h.is_empty() => {
            if h.keys().all(|k| matches!(k, Val::Str(s) if !s.is_empty())) {
                Ty::Struct(
                    h.iter()
                        .map(|(k, v)| (k.as_str().unwrap_or_default().into(), false, infer_set(v)))
                        .collect(),
                )
            } else {
                let n = h.len() as i64;
                Ty::Hash(
                    Box::new(variant_of(h.keys().map(infer_set).collect())),
                    Box::new(variant_of(h.values().map(infer_set).collect())),
                    n,
                    n,
                )
            }
        }
        // Puppet 7 infers a Boolean with its value (PBooleanType.new(value))
        Val::Bool(b) => Ty::BooleanValue(*b),
        other => infer(other),
    }
}

/// `PAnyType#generalize` as Puppet defines it per type: like [`crate::types::generalize`],
/// except that a Regexp keeps its pattern (PRegexpType has no generalize of its own) and a
/// Tuple or Struct generalizes its members.
pub(crate) fn generalize_exact(t: &Ty) -> Ty {
    match t {
        Ty::Regexp(_) => t.clone(),
        // PArrayType#generalize keeps the element type: an empty Array's is Unit
        // (`Array[Unit]`); PHashType#generalize keeps the empty Hash (`Hash[0, 0]`)
        Ty::Array(e, _, _) if **e == Ty::Unit_() => Ty::Array(e.clone(), 0, crate::value::IMAX),
        Ty::Hash(k, _, _, _) if **k == Ty::Unit_() => t.clone(),
        Ty::Array(e, _, _) if **e != Ty::Unit_() => {
            let g = crate::types::generalize(t);
            match g {
                Ty::Array(_, lo, hi) => Ty::Array(Box::new(generalize_exact(e)), lo, hi),
                other => other,
            }
        }
        Ty::Hash(k, v, _, _) if **k != Ty::Unit_() => match crate::types::generalize(t) {
            Ty::Hash(_, _, lo, hi) => Ty::Hash(
                Box::new(generalize_exact(k)),
                Box::new(generalize_exact(v)),
                lo,
                hi,
            ),
            other => other,
        },
        Ty::Optional(x) => Ty::Optional(Box::new(generalize_exact(x))),
        Ty::Type(x) => Ty::Type(Box::new(generalize_exact(x))),
        Ty::Sensitive(x) => Ty::Sensitive(Box::new(generalize_exact(x))),
        other => crate::types::generalize(other),
    }
}

/// The name Puppet's TypeMismatchDescriber gives an argument's type when a function's
/// signatures all fail: the base name of its `infer_set` type (`Tuple`, `Struct`, `Integer`).
pub(crate) fn short_name(v: &Val) -> String {
    let t = infer_set(v).to_string();
    match t.find('[') {
        Some(i) => t[..i].to_string(),
        None => t,
    }
}
