//! `puppet lookup`: one Hiera key looked up for a node without compiling its catalog.
//!
//! As Puppet's `lookup` application (without `--compile`), the node gets a top scope that
//! holds only its facts, `$facts`, `$trusted` and `$server_facts`; the key is then looked up
//! in the global, environment and module layers exactly as `lookup()` does in a compile
//! (module `hiera`). With `explain`, the lookup keeps a record of every layer, hierarchy
//! entry and data file it read, and the result carries its text as `puppet lookup --explain`
//! prints it.

use crate::eval::{Compiler, Flow, Scope};
use crate::hiera::{Explainer, Merge};
use crate::value::Val;
use crate::CompileError;
use strata_core::Span;

/// What a lookup found.
#[derive(Debug, Clone)]
pub struct LookupResult {
    /// The value, or None when no layer has the key.
    pub value: Option<Val>,
    /// `puppet lookup --explain`'s text (when asked for).
    pub explanation: Option<String>,
}

impl Compiler<'_> {
    /// Looks `key` up for the node of the options. `merge` is a merge strategy name or a hash
    /// with `strategy` and deep_merge's options (as `lookup()`'s merge argument); None takes
    /// the key's `lookup_options`.
    pub fn lookup_key(
        &mut self,
        key: &str,
        merge: Option<&Val>,
        explain: bool,
    ) -> Result<LookupResult, CompileError> {
        let top = self.new_scope(Scope {
            source: "".into(),
            module: "".into(),
            ..Default::default()
        });
        self.top = top;
        self.set_facts(top);
        let strategy = match merge.map(Merge::from_val).transpose() {
            Ok(m) => m.flatten(),
            Err(e) => {
                return Err(CompileError {
                    message: e,
                    location: None,
                    related: vec![],
                    outside: true,
                })
            }
        };
        if explain {
            let mut x = Explainer::default();
            x.given_merge_options = match merge {
                Some(Val::Hash(h)) => {
                    let rest: indexmap::IndexMap<Val, Val> = h
                        .iter()
                        .filter(|(k, _)| k.to_display() != "strategy")
                        .map(|(k, v)| (k.clone(), v.clone()))
                        .collect();
                    (!rest.is_empty()).then(|| Val::hash(rest))
                }
                _ => None,
            };
            self.hiera.explain = Some(Box::new(x));
        }
        let found = self.hiera_lookup_merge(key, strategy, top, Span::default());
        let explainer = self.hiera.explain.take();
        let value = match found {
            Ok(v) => v,
            Err(Flow::Err(e)) => return Err(self.error_out(e)),
            Err(_) => None,
        };
        let explanation = explainer.map(|mut x| {
            if value.is_none() {
                x.text(format!(
                    "Function lookup() did not find a value for the name '{key}'"
                ));
            }
            x.render()
        });
        Ok(LookupResult { value, explanation })
    }
}
