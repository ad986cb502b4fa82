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

/// A parameter's value as the class's or define's scope holds it ([`Val::to_3x`]), or `v`
/// itself when nothing changes.
pub(super) fn scope_value(v: &Val) -> Val {
    v.to_3x().unwrap_or_else(|| v.clone())
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
