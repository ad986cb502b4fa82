//! Resource and class references made by access: `File['/a']`, `File[['/a', '/b']]`,
//! `Class['x']`, `Class[[a, b]]`.
//!
//! The rules are Puppet 7's `AccessOperator#access_PResourceType` and `#access_PClassType`:
//!
//! * the result is an array when more than one key is given or the first key is an array
//!   (`File[['/a']]` is `[File['/a']]`, one element, still an array); otherwise one reference;
//! * the keys are flattened and `undef` keys dropped; when nothing is left the result is an
//!   empty array or `undef` (Puppet's `EMPTY_RESOURCE_SPECIALIZATION`, ignored unless `--debug`);
//! * a resource title must be a String (`Error creating type specialization of a File-Type,
//!   Cannot use Integer where a resource title String is expected`);
//! * a class name must be a String (`Illegal Class name in class reference. A File-Type cannot be
//!   used where a String is expected`; a type name that names no type is a
//!   `TypeReference['Name']-Type` there, since `Class[...]` keys are interpreted without failing)
//!   that conforms to Puppet's NAME pattern once lowercased and stripped of a leading `::`.

use crate::eval::{issue, R};
use crate::types::{a_an, generalize, infer, value_label};
use crate::value::{Ty, Val};
use std::sync::Arc;
use strata_core::Span;

/// Flattens the keys and drops undef ones; tells whether the result is an array.
fn flat_keys(args: &[Val]) -> (bool, Vec<Val>) {
    fn push(out: &mut Vec<Val>, v: &Val) {
        match v {
            Val::Array(xs) => xs.iter().for_each(|x| push(out, x)),
            Val::Undef => {}
            other => out.push(other.clone()),
        }
    }
    let array = args.len() > 1 || matches!(args.first(), Some(Val::Array(_)));
    let mut out = Vec::new();
    for a in args {
        push(&mut out, a);
    }
    (array, out)
}

fn result(array: bool, mut out: Vec<Val>) -> Val {
    if array {
        Val::array(out)
    } else {
        out.pop().unwrap_or(Val::Undef)
    }
}

/// Puppet's `LabelProvider#a_an_uc`: the article capitalized.
fn a_an_uc(word: &str) -> String {
    let s = a_an(word);
    let mut c = s.chars();
    match c.next() {
        Some(f) => f.to_uppercase().collect::<String>() + c.as_str(),
        None => s,
    }
}

/// `Pattern::NAME`: `\A((::)?[a-z]\w*)(::[a-z]\w*)*\z`.
fn is_name(n: &str) -> bool {
    let n = n.strip_prefix("::").unwrap_or(n);
    n.split("::").all(|seg| {
        let mut c = seg.chars();
        matches!(c.next(), Some('a'..='z')) && c.all(|ch| ch.is_ascii_alphanumeric() || ch == '_')
    })
}

/// `Pattern::CLASSREF_EXT`: `\A((::){0,1}[A-Z][\w]*)+\z`.
pub(crate) fn is_classref(n: &str) -> bool {
    let n = n.strip_prefix("::").unwrap_or(n);
    !n.is_empty()
        && n.split("::").all(|seg| {
            let mut c = seg.chars();
            matches!(c.next(), Some('A'..='Z'))
                && c.all(|ch| ch.is_ascii_alphanumeric() || ch == '_')
        })
}

/// `Class[keys]`.
pub(crate) fn class_access(args: &[Val], span: Span) -> R<Val> {
    let (array, keys) = flat_keys(args);
    let mut out = Vec::with_capacity(keys.len());
    for k in &keys {
        let Val::Str(s) = k else {
            return issue(
                format!(
                    "Illegal Class name in class reference. {} cannot be used where a String is expected",
                    a_an_uc(&value_label(k))
                ),
                span,
            );
        };
        let name = s.to_lowercase();
        let name = name.strip_prefix("::").unwrap_or(&name).to_string();
        if !is_name(&name) {
            return issue(
                format!(
                    "Illegal name. The given name '{s}' does not conform to the naming rule /^((::)?[a-z_]\\w*)(::[a-z]\\w*)*$/"
                ),
                span,
            );
        }
        out.push(Val::ty(Ty::Class(Some(name.into()))));
    }
    Ok(result(array, out))
}

/// `Type[titles]` for the resource type `tn`.
pub(crate) fn resource_access(tn: &Arc<str>, label: &str, args: &[Val], span: Span) -> R<Val> {
    let (array, keys) = flat_keys(args);
    let mut out = Vec::with_capacity(keys.len());
    for k in &keys {
        let Val::Str(s) = k else {
            let actual = match k {
                Val::Default => "Default".to_string(),
                other => generalize(&infer(other)).to_string(),
            };
            return issue(
                format!(
                    "Error creating type specialization of {}, Cannot use {actual} where a resource title String is expected",
                    a_an(label)
                ),
                span,
            );
        };
        out.push(Val::ty(Ty::Resource(Some(tn.clone()), Some(s.clone()))));
    }
    Ok(result(array, out))
}

/// The value a type name stands for as a key of `Class[...]`: Puppet interprets such keys
/// without failing, so a name that names no type is a type reference.
pub(crate) fn unresolved_reference(name: &str) -> Ty {
    Ty::Other(format!("TypeReference['{name}']").into())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names() {
        assert!(is_name("foo::bar_1"));
        assert!(is_name("::foo"));
        assert!(!is_name("foo-bar"));
        assert!(!is_name("1foo"));
        assert!(!is_name("foo::"));
    }

    #[test]
    fn arrays_follow_the_first_key() {
        let one = Val::Str("a".into());
        let (arr, k) = flat_keys(std::slice::from_ref(&one));
        assert!(!arr);
        assert_eq!(k.len(), 1);
        let (arr, k) = flat_keys(&[Val::array(vec![one.clone()])]);
        assert!(arr);
        assert_eq!(k.len(), 1);
        let (arr, k) = flat_keys(&[Val::Undef, one]);
        assert!(arr);
        assert_eq!(k.len(), 1);
    }
}
