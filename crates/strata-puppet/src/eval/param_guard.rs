//! Parameter defaults read only parameters already assigned (Puppet's `ParameterScope`): the
//! given values are assigned first, then each default in the declared order; a default that
//! reads a declared parameter not yet assigned stops the compile, naming both.

use super::*;

/// The parameter list being assigned: the scope that receives the values, the declared names
/// in order, the subject (`D[x]`, `Class[C]`) and the parameter whose default is evaluated.
pub(crate) struct ParamGuard {
    scope: ScopeId,
    names: Vec<Arc<str>>,
    callee: String,
    current: Arc<str>,
}

impl<'a> Compiler<'a> {
    /// Evaluates the default of `current` in `sc` with the guard of `params` in place.
    pub(super) fn eval_param_default(
        &mut self,
        d: &Expr,
        sc: ScopeId,
        params: &[Param],
        current: &Arc<str>,
        callee: &str,
    ) -> R<Val> {
        let guard = ParamGuard {
            scope: sc,
            names: params.iter().map(|p| p.name.clone()).collect(),
            callee: callee.to_string(),
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
        if name.contains("::") || !g.names.iter().any(|n| &**n == name) {
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
        let pos = |n: &str| g.names.iter().position(|x| &**x == n);
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
