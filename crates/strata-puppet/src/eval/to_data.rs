//! What Puppet's ToDataConverter says about a parameter value that is no plain data when the
//! catalog is written (not rich data): `default`, a regexp, a type (other than a resource type or a
//! class reference), a Deferred and other rich values become strings, each with a warning (an
//! error under strict) that names the value's place as a JSON path (`Notify[x]['message'][0]`).

use super::*;
use crate::types;

/// Whether `v` is plain data that neither [`issues`] nor the unknown-key check
/// (`data_keys::unknown_key_issue`) has anything to say about (the catalog validation then
/// builds no path text for it): no `default`, regexp, Deferred, rich value (Timespan, Timestamp, SemVer,
/// Binary, Object) or type other than a resource or class reference, and hashes keyed by
/// strings only, at any depth. Every value [`issues`] reports must be refused here.
pub(super) fn is_plain(v: &Val) -> bool {
    match v {
        // a catalog's ToDataConverter writes a Symbol as its name (`symbol_as_string`)
        Val::Rich(r) if matches!(&**r, crate::ptypes::Rich::Symbol(_)) => true,
        Val::Default | Val::Regex(_) | Val::Rich(_) | Val::Deferred(_) => false,
        // a resource type, titled or not, and a class reference are 3.x Puppet::Resources
        Val::Type(t) => matches!(&**t, Ty::Resource(Some(_), _) | Ty::Class(Some(_))),
        Val::Array(a) => a.iter().all(is_plain),
        Val::Hash(h) => h.iter().all(|(k, x)| {
            let key_ok = match k {
                Val::Str(_) => true,
                Val::Type(t) => super::data_keys::is_ref(t),
                _ => false,
            };
            key_ok && is_plain(x)
        }),
        _ => true,
    }
}

/// The serialization issues of `v` at `path`, in the order the converter meets them.
pub(super) fn issues(v: &Val, path: &mut String, out: &mut Vec<String>) {
    match v {
        Val::Default => out.push(format!(
            "{path} contains the special value default. It will be converted to the String 'default'"
        )),
        Val::Regex(r) => {
            let text = format!("/{}/", r.src.as_str());
            out.push(format!(
                "{path} contains a Regexp value. It will be converted to the String '{text}'"
            ))
        }
        Val::Type(t) => {
            if matches!(&**t, Ty::Resource(Some(_), _) | Ty::Class(Some(_))) {
                return;
            }
            // the Ruby class's label: PIntegerType is "Integer-Type"
            let class = match &**t {
                Ty::Alias(..) | Ty::Data | Ty::RichData => "TypeAlias".to_string(),
                Ty::Resource(..) => "Resource".to_string(),
                other => {
                    let s = other.to_string();
                    s.split('[').next().unwrap_or("Any").to_string()
                }
            };
            out.push(format!(
                "{path} contains {} value. It will be converted to the String '{t}'",
                types::a_an(&format!("{class}-Type"))
            ))
        }
        Val::Rich(r) => out.push(format!(
            "{path} contains a {} value. It will be converted to the String '{}'",
            // an Object instance is named by its type
            match &**r {
                crate::ptypes::Rich::Object(o) => o.ty.show(),
                _ => crate::ptypes::ruby_class(r).to_string(),
            },
            r.to_s()
        )),
        // a Deferred is an Object: named by its type, written as its string form
        Val::Deferred(_) => out.push(format!(
            "{path} contains a Deferred value. It will be converted to the String '{}'",
            v.to_display()
        )),
        Val::Array(a) => {
            for (i, x) in a.iter().enumerate() {
                let len = path.len();
                path.push_str(&format!("[{i}]"));
                issues(x, path, out);
                path.truncate(len);
            }
        }
        Val::Hash(h) => {
            for (k, x) in h.iter() {
                if let Val::Str(k) = k {
                    let len = path.len();
                    path.push_str(&format!("['{k}']"));
                    issues(x, path, out);
                    path.truncate(len);
                }
            }
        }
        _ => {}
    }
}
