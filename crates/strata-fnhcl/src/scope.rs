//! Variable scopes: an [`Env`] maps names to values and falls back to its parent. The
//! `locals` that fill a scope are processed in [`crate::locals`].

use smol_str::SmolStr;
use std::collections::BTreeMap;
use strata_hcl_types::Value;

/// A scope of variables.
#[derive(Debug, Default)]
pub struct Env<'p> {
    vars: BTreeMap<SmolStr, Value>,
    parent: Option<&'p Env<'p>>,
}

impl<'p> Env<'p> {
    /// A scope with no parent.
    pub fn root() -> Env<'static> {
        Env {
            vars: BTreeMap::new(),
            parent: None,
        }
    }

    /// A scope nested in `parent`.
    pub fn child(parent: &'p Env<'p>) -> Env<'p> {
        Env {
            vars: BTreeMap::new(),
            parent: Some(parent),
        }
    }

    /// Sets `name` in this scope.
    pub fn set(&mut self, name: &str, v: Value) {
        self.vars.insert(SmolStr::new(name), v);
    }

    /// The value of `name` in this scope or an enclosing one.
    pub fn get(&self, name: &str) -> Option<Value> {
        let mut e = Some(self);
        while let Some(env) = e {
            if let Some(v) = env.vars.get(name) {
                return Some(v.clone());
            }
            e = env.parent;
        }
        None
    }

    /// Every visible variable (inner scopes shadow outer ones).
    pub fn flatten(&self) -> BTreeMap<String, Value> {
        let mut out = BTreeMap::new();
        let mut e = Some(self);
        while let Some(env) = e {
            for (k, v) in &env.vars {
                // A shadowed name is skipped before its key is copied; the key is copied as
                // text (`to_string` would go through `Display`).
                if !out.contains_key(k.as_str()) {
                    out.insert(String::from(k.as_str()), v.clone());
                }
            }
            e = env.parent;
        }
        out
    }

    /// Whether `name` is visible from this scope.
    pub fn has(&self, name: &str) -> bool {
        let mut e = Some(self);
        while let Some(env) = e {
            if env.vars.contains_key(name) {
                return true;
            }
            e = env.parent;
        }
        false
    }
}
