//! Puppet's ToDataConverter when it writes the catalog: a hash key that is not a String is
//! converted to its Ruby `to_s` with the issue SERIALIZATION_UNKNOWN_KEY_CONVERTED_TO_STRING
//! (a warning, an error under `--strict error`).

use crate::value::{Ty, Val};

/// The first non-String hash key inside `v` (depth first, in order), as the issue's message:
/// `<prefix>['param'][0]['k'] contains a hash with an Integer key. It will be converted to
/// the String '1'`.
pub(crate) fn unknown_key_issue(prefix: &str, v: &Val) -> Option<String> {
    let mut path = prefix.to_string();
    walk(v, &mut path)
}

fn walk(v: &Val, path: &mut String) -> Option<String> {
    match v {
        Val::Array(a) => {
            for (i, x) in a.iter().enumerate() {
                let len = path.len();
                path.push_str(&format!("[{i}]"));
                if let Some(m) = walk(x, path) {
                    return Some(m);
                }
                path.truncate(len);
            }
            None
        }
        Val::Hash(h) => {
            for (k, x) in h.iter() {
                let key = match k {
                    Val::Str(s) => s.to_string(),
                    // a reference key is a 3.x Puppet::Resource, written as its text without
                    // an issue (`Notify[a]`)
                    Val::Type(t) if is_ref(t) => match crate::output::to_catalog_value(k) {
                        strata_core::Value::String(s) => s.to_string(),
                        _ => k.to_display(),
                    },
                    other => {
                        let (klass, text) = ruby_class_and_text(other);
                        return Some(format!("{path} contains a hash with {} key. It will be converted to the String '{text}'", crate::types::a_an(klass)));
                    }
                };
                let len = path.len();
                path.push_str(&format!("['{}']", key.replace('\'', "\\'")));
                if let Some(m) = walk(x, path) {
                    return Some(m);
                }
                path.truncate(len);
            }
            None
        }
        _ => None,
    }
}

/// A resource reference (titled or not) or a class reference: what Runtime3Converter makes a
/// 3.x Puppet::Resource.
pub(super) fn is_ref(t: &Ty) -> bool {
    matches!(t, Ty::Resource(Some(_), _) | Ty::Class(Some(_)))
}

/// The Ruby class of a key and its `to_s`.
fn ruby_class_and_text(k: &Val) -> (&'static str, String) {
    match k {
        Val::Int(i) => ("Integer", i.to_string()),
        Val::Float(f) => ("Float", crate::erb::value::float_to_s(*f)),
        Val::Bool(b) => (if *b { "TrueClass" } else { "FalseClass" }, b.to_string()),
        Val::Undef => ("NilClass", String::new()),
        Val::Array(_) => ("Array", crate::functions::stdlib::inspect(k)),
        Val::Hash(_) => ("Hash", crate::functions::stdlib::inspect(k)),
        other => ("Object", other.to_display()),
    }
}
