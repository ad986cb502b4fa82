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
        self.lookup(name).cloned()
    }

    /// Every visible variable (inner scopes shadow outer ones).
    pub fn flatten(&self) -> BTreeMap<String, Value> {
        let mut out = BTreeMap::new();
        self.fill(&mut out);
        out
    }

    /// Makes `out` hold exactly the visible variables (as [`Env::flatten`] gives them),
    /// keeping the keys `out` already has for names still visible: refilling the table of the
    /// previous evaluation copies only the names that are new.
    pub fn fill(&self, out: &mut BTreeMap<String, Value>) {
        out.retain(|k, v| match self.lookup(k) {
            Some(now) => {
                v.clone_from(now);
                true
            }
            None => false,
        });
        let mut e = Some(self);
        while let Some(env) = e {
            for (k, v) in &env.vars {
                if !out.contains_key(k.as_str()) {
                    out.insert(String::from(k.as_str()), v.clone());
                }
            }
            e = env.parent;
        }
    }

    /// The value of `name` in this scope or an enclosing one, borrowed.
    fn lookup(&self, name: &str) -> Option<&Value> {
        let mut e = Some(self);
        while let Some(env) = e {
            if let Some(v) = env.vars.get(name) {
                return Some(v);
            }
            e = env.parent;
        }
        None
    }

    /// Whether `name` is visible from this scope.
    pub fn has(&self, name: &str) -> bool {
        self.lookup(name).is_some()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn names(m: &BTreeMap<String, Value>) -> Vec<(String, String)> {
        m.iter()
            .map(|(k, v)| (k.clone(), format!("{v:?}")))
            .collect()
    }

    #[test]
    fn fill_gives_the_visible_variables_whatever_the_table_held() {
        let mut root = Env::root();
        root.set("req", Value::string("r"));
        root.set("x", Value::string("outer"));
        let mut inner = Env::child(&root);
        inner.set("x", Value::string("inner"));
        inner.set("y", Value::from(1));
        let want = vec![
            ("req".to_string(), format!("{:?}", Value::string("r"))),
            ("x".to_string(), format!("{:?}", Value::string("inner"))),
            ("y".to_string(), format!("{:?}", Value::from(1))),
        ];
        assert_eq!(names(&inner.flatten()), want);
        // A table left by another scope: stale names go, shared names take this scope's
        // values, missing names come.
        let mut table = BTreeMap::from([
            ("x".to_string(), Value::string("stale")),
            ("gone".to_string(), Value::from(2)),
        ]);
        inner.fill(&mut table);
        assert_eq!(names(&table), want);
        root.fill(&mut table);
        assert_eq!(
            names(&table),
            vec![
                ("req".to_string(), format!("{:?}", Value::string("r"))),
                ("x".to_string(), format!("{:?}", Value::string("outer"))),
            ]
        );
    }
}
