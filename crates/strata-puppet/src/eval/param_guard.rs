//! Parameter defaults read only parameters already assigned (Puppet's `ParameterScope`): the
//! given values are assigned first, then each default in the declared order; a default that
//! reads a declared parameter not yet assigned stops the compile, naming both.

use super::*;

/// The parameter list being assigned: the scope that receives the values, the declared names
/// in order, the subject (`D[x]`, `Class[C]`) and the parameter whose default is evaluated.
///
/// The declared names are read from the definition itself (held by a reference count), so a
/// define with hundreds of parameters costs no copy of its names per default.
pub(crate) struct ParamGuard {
    scope: ScopeId,
    def: Arc<Definition>,
    callee: Arc<str>,
    current: Arc<str>,
}

/// The declared parameters of a class, define or function definition (none for the others).
fn declared(def: &Definition) -> &[Param] {
    match def {
        Definition::Class { params, .. }
        | Definition::Define { params, .. }
        | Definition::Function { params, .. } => params,
        _ => &[],
    }
}

impl<'a> Compiler<'a> {
    /// Evaluates the default of `current` in `sc` with the guard of `def`'s parameters in place.
    pub(super) fn eval_param_default(
        &mut self,
        d: &Expr,
        sc: ScopeId,
        def: &Arc<Definition>,
        current: &Arc<str>,
        callee: &Arc<str>,
    ) -> R<Val> {
        let guard = ParamGuard {
            scope: sc,
            def: def.clone(),
            callee: callee.clone(),
            current: current.clone(),
        };
        let outer = self.param_guard.replace(Box::new(guard));
        let r = self.eval(d, sc);
        self.param_guard = outer;
        r
    }

    /// The error for reading `name` from `sc` while a default is evaluated, when `name` is a
    /// parameter of the list not assigned yet and no scope between `sc` and the list's binds
    /// it (`ParameterScope#parameter_reference_failure`).
    pub(super) fn param_guard_error(&self, name: &str, sc: ScopeId, span: Span) -> R<()> {
        let Some(g) = &self.param_guard else {
            return Ok(());
        };
        let names = declared(&g.def);
        if name.contains("::") || !names.iter().any(|p| &*p.name == name) {
            return Ok(());
        }
        let mut s = Some(sc);
        while let Some(id) = s {
            if self.scopes[id].vars.contains_key(name) {
                return Ok(());
            }
            if id == g.scope {
                break;
            }
            s = self.scopes[id].parent;
        }
        if s != Some(g.scope) {
            return Ok(());
        }
        let pos = |n: &str| names.iter().position(|p| &*p.name == n);
        let msg = if pos(name) < pos(&g.current) {
            format!("{}: expects a value for parameter ${name}", g.callee)
        } else {
            format!(
                "{}: default expression for ${} tries to illegally access not yet evaluated ${name}",
                g.callee, g.current
            )
        };
        rt_err(msg, span)
    }
}
