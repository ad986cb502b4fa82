//! Parameters of classes and defines checked as Puppet's
//! `TypeMismatchDescriber#validate_parameters` checks them once the defaults are assigned
//! (`Puppet::Resource::Type#set_resource_parameters`): every error is collected, the unknown
//! names first (in the order given), then for each declared parameter in order a type mismatch
//! or a missing value. One error reads "Subject: error", several "Subject:\n  error\n  error".

use super::*;
use crate::resource_types;

impl<'a> Compiler<'a> {
    /// How a value does not fit a parameter's type ("parameter 'x' expects ...", or one line
    /// per failing entry of a collection, see [`crate::describe`]); empty when it fits.
    pub(super) fn param_mismatch(&mut self, p: &Param, v: &Val, sc: ScopeId) -> R<Vec<String>> {
        if let Some(te) = &p.ty {
            if let Val::Type(t) = self.eval(te, sc)? {
                let path = format!("parameter '{}'", p.name);
                let converted = as_resource_value(v);
                let v = converted.as_ref().unwrap_or(v);
                return Ok(crate::describe::describe(self, &t, v, &path));
            }
        }
        Ok(Vec::new())
    }
}

/// A value as a class's or define's parameter holds it: the resource's parameters pass
/// through `Runtime3Converter`, which makes a class reference `Class['k']` a 3.x
/// `Puppet::Resource` of type `Class` and title `K`; the type checked against the parameter's
/// is the one `TypeCalculator#infer` gives it, `Type[Resource['Class', 'K']]` (written
/// `Type[Class['K']]`), which `Type[Class]` does not accept. Inside arrays and hashes too.
fn as_resource_value(v: &Val) -> Option<Val> {
    match v {
        // already a 3.x reference (a parameter's value passed on): its inferred type
        Val::Rich(r) => match &**r {
            crate::ptypes::Rich::Res3(t, title) => {
                Some(Val::ty(Ty::Resource(Some(t.clone()), Some(title.clone()))))
            }
            _ => None,
        },
        Val::Type(t) => match &**t {
            Ty::Class(Some(n)) => Some(Val::ty(Ty::Resource(
                Some("Class".into()),
                Some(crate::value::capitalize_name(n).into()),
            ))),
            _ => None,
        },
        Val::Array(a) => {
            // each element converted once; a new array only when one of them changed
            let conv: Vec<Option<Val>> = a.iter().map(as_resource_value).collect();
            conv.iter().any(Option::is_some).then(|| {
                Val::array(
                    conv.into_iter()
                        .zip(a.iter())
                        .map(|(c, x)| c.unwrap_or_else(|| x.clone()))
                        .collect(),
                )
            })
        }
        Val::Hash(h) => {
            let conv: Vec<Option<Val>> = h.values().map(as_resource_value).collect();
            conv.iter().any(Option::is_some).then(|| {
                Val::Hash(Arc::new(
                    conv.into_iter()
                        .zip(h.iter())
                        .map(|(c, (k, x))| (k.clone(), c.unwrap_or_else(|| x.clone())))
                        .collect(),
                ))
            })
        }
        _ => None,
    }
}

/// A parameter's value as the class's or define's scope holds it: the resource's parameters
/// pass through `Runtime3Converter`, whose `convert_PCatalogEntryType` makes each resource
/// or class reference (inside arrays and hashes too, keys included) a 3.x `Puppet::Resource`
/// ([`crate::ptypes::Rich::Res3`]): `Class['k']` is `Class[K]`, `Notify['a']` `Notify[a]`, an
/// untitled `Notify` `Notify[]` (title `''`, `catalog_type_to_split_type_title`; an untitled
/// `File` fails its title patterns as the catalog is made, see `finish`). None when nothing
/// changes.
pub(crate) fn to_3x(v: &Val) -> Option<Val> {
    use crate::ptypes::Rich;
    use crate::value::{capitalize_name, trim_root};
    let res3 = |t: String, title: &str| Val::Rich(Arc::new(Rich::Res3(t.into(), title.into())));
    match v {
        Val::Type(t) => match &**t {
            Ty::Class(Some(n)) => Some(res3("Class".into(), &capitalize_name(trim_root(n)))),
            Ty::Resource(Some(n), Some(title)) if trim_root(n).eq_ignore_ascii_case("class") => {
                Some(res3("Class".into(), &capitalize_name(trim_root(title))))
            }
            Ty::Resource(Some(n), title) if !trim_root(n).eq_ignore_ascii_case("class") => {
                let ty = capitalize_name(trim_root(n));
                Some(res3(ty, title.as_deref().unwrap_or("")))
            }
            _ => None,
        },
        Val::Array(a) => {
            let mut conv: Vec<Option<Val>> = Vec::with_capacity(a.len());
            for x in a.iter() {
                conv.push(to_3x(x));
            }
            conv.iter().any(Option::is_some).then(|| {
                let items = conv.into_iter().zip(a.iter());
                Val::array(items.map(|(c, x)| c.unwrap_or_else(|| x.clone())).collect())
            })
        }
        Val::Hash(h) => {
            let mut conv: Vec<(Option<Val>, Option<Val>)> = Vec::with_capacity(h.len());
            for (k, x) in h.iter() {
                conv.push((to_3x(k), to_3x(x)));
            }
            conv.iter()
                .any(|(a, b)| a.is_some() || b.is_some())
                .then(|| {
                    let entries = conv.into_iter().zip(h.iter());
                    Val::Hash(Arc::new(
                        entries
                            .map(|((ck, cx), (k, x))| {
                                (
                                    ck.unwrap_or_else(|| k.clone()),
                                    cx.unwrap_or_else(|| x.clone()),
                                )
                            })
                            .collect(),
                    ))
                })
        }
        _ => None,
    }
}

/// [`to_3x`]'s value, or `v` itself when nothing changes.
pub(super) fn scope_value(v: &Val) -> Val {
    to_3x(v).unwrap_or_else(|| v.clone())
}

/// "has no parameter named 'k'" for each given name that is neither a declared parameter nor a
/// metaparameter, in the order given. `name` (like `title`) is never checked: Puppet leaves
/// it out of the hash it validates.
pub(super) fn unknown_params<'k>(
    pdefs: &[Param],
    given: impl IntoIterator<Item = &'k Arc<str>>,
) -> Vec<String> {
    given
        .into_iter()
        .filter(|k| {
            !pdefs.iter().any(|p| &p.name == *k)
                && !resource_types::METAPARAMS.contains(&&***k)
                && &***k != "name"
        })
        .map(|k| format!("has no parameter named '{k}'"))
        .collect()
}

/// Raises the collected parameter errors of `subject` (`Class[X]`, `D[t]`), if any.
pub(super) fn raise_param_errors(subject: &str, errors: &[String], span: Span) -> R<()> {
    match errors {
        [] => Ok(()),
        [one] => rt_err(format!("{subject}: {one}"), span),
        many => rt_err(format!("{subject}:\n  {}", many.join("\n  ")), span),
    }
}
