//! `call(Deferred)` as Puppet 7's `functions/call.rb` `call_deferred`: the
//! `DeferredResolver` resolves the value at once, in the top scope: nested Deferred values in the
//! arguments (arrays, hashes) first, then the named function, or `dig` over a top-scope
//! variable when the name starts with `$`.

use crate::eval::{Compiler, R};
use crate::value::Val;
use strata_core::Span;

/// Resolves a value as `DeferredResolver#resolve` does.
pub(crate) fn resolve(c: &mut Compiler<'_>, v: &Val, span: Span, depth: usize) -> R<Val> {
    if depth > 100 {
        return crate::eval::rt_err("Deferred values nested too deeply", span);
    }
    match v {
        Val::Deferred(d) => {
            let (name, args) = &**d;
            let mut mapped = match args {
                Some(Val::Array(a)) => a
                    .iter()
                    .map(|x| resolve(c, x, span, depth + 1))
                    .collect::<R<Vec<_>>>()?,
                Some(other) => vec![resolve(c, other, span, depth + 1)?],
                None => Vec::new(),
            };
            let top = c.top;
            if let Some(var) = name.strip_prefix('$') {
                let value = c.try_lookup(var, top).unwrap_or(Val::Undef);
                mapped.insert(0, value);
                return c.call_function("dig", mapped, None, top, span);
            }
            c.call_function(name, mapped, None, top, span)
        }
        Val::Array(a) => Ok(Val::array(
            a.iter()
                .map(|x| resolve(c, x, span, depth + 1))
                .collect::<R<Vec<_>>>()?,
        )),
        Val::Hash(h) => {
            let mut out = indexmap::IndexMap::new();
            for (k, x) in h.iter() {
                out.insert(k.clone(), resolve(c, x, span, depth + 1)?);
            }
            Ok(Val::hash(out))
        }
        other => Ok(other.clone()),
    }
}
