//! Variable scopes: an [`Env`] maps names to values and falls back to its parent. The
//! `locals` that fill a scope are processed in [`crate::locals`].
//!
//! The evaluator keeps one variable table for a whole request ([`crate::calls::Evaluator`]):
//! [`Env::sync`] brings it up to date with a scope, copying only what changed since the
//! scope (or an enclosing one) was last synced, which is what most evaluations need: the
//! locals of one scope are evaluated one after the other in that scope, then its body.

use smol_str::SmolStr;
use std::collections::btree_map::Entry;
use std::collections::BTreeMap;
use std::sync::atomic::{AtomicU64, Ordering};
use strata_hcl_types::Value;

/// The identity of the next scope: identities are never reused, so a [`TableState`] naming
/// a scope that is gone matches no living scope.
static NEXT_ID: AtomicU64 = AtomicU64::new(1);

/// A scope of variables.
#[derive(Debug)]
pub struct Env<'p> {
    vars: BTreeMap<SmolStr, Value>,
    /// Every name set in this scope, in the order set (a name set twice appears twice): a
    /// table synced with an earlier state of this scope needs only the names after it.
    set_order: Vec<SmolStr>,
    /// This scope's identity (never 0, see [`TableState`]).
    id: u64,
    parent: Option<&'p Env<'p>>,
}

/// What a variable table synced by [`Env::sync`] holds: the variables visible from the scope
/// `id` when `len` names had been set in it. The default state (`id` 0) matches no scope.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct TableState {
    id: u64,
    len: usize,
}

impl<'p> Env<'p> {
    /// A scope with no parent.
    pub fn root() -> Env<'static> {
        Env::new(None)
    }

    fn new(parent: Option<&'p Env<'p>>) -> Env<'p> {
        Env {
            vars: BTreeMap::new(),
            set_order: Vec::new(),
            id: NEXT_ID.fetch_add(1, Ordering::Relaxed),
            parent,
        }
    }

    /// A scope nested in `parent`.
    pub fn child(parent: &'p Env<'p>) -> Env<'p> {
        Env::new(Some(parent))
    }

    /// Sets `name` in this scope.
    pub fn set(&mut self, name: &str, v: Value) {
        let name = SmolStr::new(name);
        self.set_order.push(name.clone());
        self.vars.insert(name, v);
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

    /// Makes `out`, a table that holds what `state` says, hold exactly the visible variables
    /// (as [`Env::fill`] does), and `state` say so.
    ///
    /// When `state` names this scope or an enclosing one, the table already holds that
    /// scope's variables as they were: only the names set in it since, then every variable of
    /// the scopes between it and this one (outermost first, so inner names win), are copied.
    /// That scope cannot have lost a variable, and the scopes enclosing it cannot have
    /// changed: each scope borrows its parent for as long as it lives. Any other state
    /// (another branch of the tree, a scope that is gone) refills the table with
    /// [`Env::fill`].
    pub fn sync(&self, out: &mut BTreeMap<String, Value>, state: &mut TableState) {
        let now = TableState {
            id: self.id,
            len: self.set_order.len(),
        };
        if *state == now {
            return;
        }
        let mut between: Vec<&Env> = Vec::new();
        let mut e = Some(self);
        let base = loop {
            match e {
                Some(env) if env.id == state.id => break Some(env),
                Some(env) => {
                    between.push(env);
                    e = env.parent;
                }
                None => break None,
            }
        };
        match base {
            Some(base) if state.len <= base.set_order.len() => {
                for name in &base.set_order[state.len..] {
                    if let Some(v) = base.vars.get(name) {
                        put(out, name, v);
                    }
                }
                for env in between.iter().rev() {
                    for (k, v) in &env.vars {
                        put(out, k, v);
                    }
                }
            }
            _ => self.fill(out),
        }
        *state = now;
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

    /// The value of `name` in this scope or an enclosing one, borrowed.
    pub fn get_ref(&self, name: &str) -> Option<&Value> {
        self.lookup(name)
    }

    /// Whether `name` is visible from this scope.
    pub fn has(&self, name: &str) -> bool {
        self.lookup(name).is_some()
    }
}

/// Sets `name` in `out`. The names [`Env::sync`] copies are nearly always new to the table,
/// so the key is made first and the table searched once.
fn put(out: &mut BTreeMap<String, Value>, name: &str, v: &Value) {
    match out.entry(String::from(name)) {
        Entry::Occupied(mut slot) => slot.get_mut().clone_from(v),
        Entry::Vacant(slot) => {
            slot.insert(v.clone());
        }
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

    #[test]
    fn sync_gives_what_fill_gives_from_any_earlier_state() {
        let mut root = Env::root();
        root.set("req", Value::string("r"));
        root.set("self", Value::string("outer self"));
        let mut table = BTreeMap::new();
        let mut state = TableState::default();
        root.sync(&mut table, &mut state);
        assert_eq!(names(&table), names(&root.flatten()));
        {
            let mut a = Env::child(&root);
            a.set("self", Value::string("a"));
            a.sync(&mut table, &mut state);
            assert_eq!(names(&table), names(&a.flatten()));
            // Names set after the table was synced with this scope.
            a.set("l1", Value::from(1));
            a.set("l2", Value::from(2));
            a.sync(&mut table, &mut state);
            assert_eq!(names(&table), names(&a.flatten()));
            // A scope set again (the later value wins).
            a.set("l1", Value::from(3));
            a.sync(&mut table, &mut state);
            assert_eq!(names(&table), names(&a.flatten()));
            // A child of the synced scope, shadowing `self`.
            let mut inner = Env::child(&a);
            inner.set("self", Value::string("inner"));
            inner.set("i", Value::from(4));
            inner.sync(&mut table, &mut state);
            assert_eq!(names(&table), names(&inner.flatten()));
            // Back to the enclosing scope: a refill drops the child's names.
            a.sync(&mut table, &mut state);
            assert_eq!(names(&table), names(&a.flatten()));
        }
        // A sibling of a scope that is gone.
        let mut b = Env::child(&root);
        b.set("only b", Value::from(5));
        b.sync(&mut table, &mut state);
        assert_eq!(names(&table), names(&b.flatten()));
        // The root, set again after a child of it was synced and dropped.
        drop(b);
        root.set("later", Value::from(6));
        root.sync(&mut table, &mut state);
        assert_eq!(names(&table), names(&root.flatten()));
    }
}
