//! The template-set variables and template-defined methods of one compile, which the
//! compiler holds (`setvars.rs` sets and reads them).

use super::value::RV;
use crate::eval::ids::ScopeId;
use indexmap::IndexMap;
use std::collections::HashMap;

/// Template-set variables of one compile.
#[derive(Default)]
pub(crate) struct State {
    /// By scope: name => Ruby value, in the order they were set (a name is set once: setting
    /// it again is Puppet's error, so taking back a render's values is a truncation).
    pub(super) vars: HashMap<ScopeId, IndexMap<String, RV>>,
    /// Native renders under way.
    pub(crate) depth: usize,
    /// A nested render needs the enclosing native render to go to the companion.
    pub(crate) fallback_up: bool,
    /// The methods templates defined with `def`. Puppet evaluates a template's `def` in its
    /// TemplateWrapper, which defines the method on that class: every template rendered later
    /// in the compile can call it (keepalived's `_format_options.erb` defines `format_options`
    /// for the template that renders it with `scope.function_template`).
    pub(crate) methods: HashMap<String, std::rc::Rc<super::ast::MethodDef>>,
}

impl State {
    /// How many values are set in scope `sc` (to take back later ones with [`State::undo`]).
    pub(crate) fn mark(&self, sc: ScopeId) -> usize {
        self.vars.get(&sc).map_or(0, IndexMap::len)
    }

    /// Takes back the values set in scope `sc` since [`State::mark`] gave `mark`.
    pub(crate) fn undo(&mut self, sc: ScopeId, mark: usize) {
        if let Some(m) = self.vars.get_mut(&sc) {
            m.truncate(mark);
        }
    }

    /// The value set as `name` in scope `sc`.
    pub(crate) fn get(&self, sc: ScopeId, name: &str) -> Option<RV> {
        self.vars.get(&sc)?.get(name).cloned()
    }
}
