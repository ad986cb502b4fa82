//! Variables a template sets with `scope.setvar(name, value)` (Puppet's `Scope#setvar`).
//!
//! The value is kept as the Ruby object itself, per compile and per scope, so a later
//! `scope.lookupvar(name)` (or `scope[name]`) in the same scope, also from a template
//! rendered through `scope.function_template([...])`, gets the same object and sees its
//! in-place changes (apache's `vhost/_directories.erb` hands each directory to
//! `vhost/_require.erb` this way). Puppet code does not see these values (the Ruby
//! companion's shim made the same choice).
//!
//! When a native render gives up and the template goes to the Ruby companion, the values
//! the native run set are taken back (the companion's run sets its own); a template
//! rendered inside a native render that would need the companion while such values are
//! set hands the whole enclosing render to the companion instead (the companion cannot see
//! native values).

use super::interp::{Ctl, Interp, E};
use super::value::{to_s, RV};

/// `scope.setvar(name, value)`: Puppet's checks, then the value is kept.
pub(crate) fn setvar(it: &mut Interp<'_, '_>, args: &[RV], line: u32) -> E<RV> {
    let (name, value) = match args {
        [n, v] | [n, v, _] => (n, v.clone()),
        _ => {
            return Err(Ctl::Err(
                format!(
                    "wrong number of arguments (given {}, expected 2..3)",
                    args.len()
                ),
                line,
            ))
        }
    };
    let fail = |it: &mut Interp<'_, '_>, msg: String| -> E<RV> {
        // Puppet's own error, which the companion would raise too: not a reason to hand
        // the template over.
        it.function_error = Some(msg.clone());
        Err(Ctl::Err(msg, line))
    };
    let name = match name {
        RV::Str(s) => s.to_string(),
        other => {
            let class =
                match other {
                    RV::Sym(_) => "Symbol",
                    RV::Nil => "NilClass",
                    RV::Int(_) => "Integer",
                    _ => return Err(Ctl::Err(
                        "scope.setvar with a name that is not a String is not evaluated by strata"
                            .into(),
                        line,
                    )),
                };
            let shown = super::value::inspect(other);
            return fail(
                it,
                format!("Scope variable name {shown} is a {class}, not a string"),
            );
        }
    };
    if !name.is_empty() && name.bytes().all(|b| b.is_ascii_digit()) {
        return fail(
            it,
            format!("Cannot assign to a numeric match result variable '${name}'"),
        );
    }
    if matches!(name.as_str(), "trusted" | "facts" | "server_facts") {
        return fail(
            it,
            format!("Attempt to assign to a reserved variable name: '{name}'"),
        );
    }
    let sc = it.sc;
    if crate::eval::bound(it.c, sc, &name) {
        return fail(it, format!("Cannot reassign variable '${name}'"));
    }
    it.c.erb_state
        .vars
        .entry(sc)
        .or_default()
        .insert(name, value.clone());
    Ok(value)
}

/// `scope.lookupvar(name)` / `scope[name]`: a value a template set, else the Puppet
/// variable.
pub(crate) fn lookupvar(it: &mut Interp<'_, '_>, name: &RV) -> RV {
    let n = to_s(name);
    if let Some(v) = it.c.erb_state.get(it.sc, &n) {
        return v;
    }
    it.puppet_var(&n)
}
