//! Variable scopes: an [`Env`] maps names to values and falls back to its parent. The
//! `locals` that fill a scope are processed in [`crate::locals`].
//!
//! The evaluator keeps one variable table for a whole request ([`crate::calls::Evaluator`]):
//! [`Env::sync`] brings it up to date with a scope, copying only what changed since the
//! scope (or an enclosing one) was last synced, which is what most evaluations need: the
//! locals of one scope are evaluated one after the other in that scope, then its body.

use smol_str::SmolStr;
use std::collections::btree_map::Entry;
use std::collections::{BTreeMap, HashMap};
use std::sync::atomic::{AtomicU64, Ordering};
use strata_hcl_types::Value;

/// The identity of the next scope: identities are never reused, so a [`TableState`] naming
/// a scope that is gone matches no living scope.
static NEXT_ID: AtomicU64 = AtomicU64::new(1);

/// Up to this many variables set in one scope are found by a scan (most scopes hold a
/// handful); a scope with more keeps an index of them.
const LINEAR_VARS: usize = 16;

/// A name's length (at most 255) in the top byte and its first seven bytes below, compared
/// before the name itself: a scan of a scope compares one word per variable instead of
/// decoding each `SmolStr` and comparing texts (most variables differ in length or first
/// bytes). Names of at most seven bytes are wholly in their tag, so equal tags mean equal
/// names without looking at the text.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Tag(u64);

impl Tag {
    #[inline]
    fn of(name: &str) -> Tag {
        let b = name.as_bytes();
        // The first seven bytes in a few loads: one word from a longer name, else the 4-,
        // 2- and 1-byte pieces its length is made of (little-endian, so byte i lands at bits
        // 8i, as from a word).
        let head = match b.first_chunk::<8>() {
            Some(word) => u64::from_le_bytes(*word) & 0x00ff_ffff_ffff_ffff,
            None => {
                let (mut head, mut at) = (0, 0);
                if let Some(four) = b.first_chunk::<4>() {
                    head = u64::from(u32::from_le_bytes(*four));
                    at = 4;
                }
                if let Some(two) = b[at..].first_chunk::<2>().filter(|_| b.len() & 2 != 0) {
                    head |= u64::from(u16::from_le_bytes(*two)) << (8 * at);
                    at += 2;
                }
                if let Some(&one) = b.get(at).filter(|_| b.len() & 1 != 0) {
                    head |= u64::from(one) << (8 * at);
                }
                head
            }
        };
        Tag((b.len().min(255) as u64) << 56 | head)
    }

    /// Whether a variable tagged `self` and named `var` is the name `name`, tagged `self`.
    #[inline]
    fn names(self, var: &SmolStr, name: &str) -> bool {
        // A length of 255 stands for every longer one: equal tags mean equal names only up
        // to seven bytes.
        (self.0 >> 56) <= 7 || var.as_str() == name
    }
}

/// A scope of variables.
#[derive(Debug)]
pub struct Env<'p> {
    /// Every variable set in this scope with its name's [`Tag`], in the order set: a name
    /// set again appears again, and its last entry is its value. A table synced with an
    /// earlier state of this scope needs only the entries after it.
    vars: Vec<(Tag, SmolStr, Value)>,
    /// Where each name's last entry is, once the scope holds more than [`LINEAR_VARS`]
    /// entries (fewer are found by a scan from the end).
    index: Option<HashMap<SmolStr, usize, foldhash::fast::RandomState>>,
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
        Env::with_capacity(parent, 0)
    }

    fn with_capacity(parent: Option<&'p Env<'p>>, vars: usize) -> Env<'p> {
        Env {
            vars: Vec::with_capacity(vars),
            index: None,
            id: NEXT_ID.fetch_add(1, Ordering::Relaxed),
            parent,
        }
    }

    /// A scope nested in `parent`.
    pub fn child(parent: &'p Env<'p>) -> Env<'p> {
        Env::new(Some(parent))
    }

    /// A scope with no parent and room for `vars` variables (set without growing it).
    pub fn root_with_capacity(vars: usize) -> Env<'static> {
        Env::with_capacity(None, vars)
    }

    /// A scope nested in `parent` with room for `vars` variables.
    pub fn child_with_capacity(parent: &'p Env<'p>, vars: usize) -> Env<'p> {
        Env::with_capacity(Some(parent), vars)
    }

    /// Sets `name` in this scope.
    pub fn set(&mut self, name: &str, v: Value) {
        self.set_name(SmolStr::new(name), v);
    }

    /// Sets `name` in this scope: [`Env::set`] for a name at hand as a `SmolStr` (a local's
    /// name from the program, a `SmolStr::new_static`), which is taken as it is instead of
    /// being made again from its text.
    pub fn set_name(&mut self, name: SmolStr, v: Value) {
        let tag = Tag::of(&name);
        if let Some(index) = &mut self.index {
            index.insert(name.clone(), self.vars.len());
        } else if self.vars.len() >= LINEAR_VARS {
            let mut index: HashMap<SmolStr, usize, foldhash::fast::RandomState> =
                HashMap::default();
            for (i, (_, k, _)) in self.vars.iter().enumerate() {
                index.insert(k.clone(), i);
            }
            index.insert(name.clone(), self.vars.len());
            self.index = Some(index);
        }
        self.vars.push((tag, name, v));
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
            // Latest entries first: a name's last entry is its value.
            for (_, k, v) in env.vars.iter().rev() {
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
            len: self.vars.len(),
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
            Some(base) if state.len <= base.vars.len() => {
                // In the order set: a name set again ends with its last value.
                for (_, name, v) in &base.vars[state.len..] {
                    put(out, name, v);
                }
                for env in between.iter().rev() {
                    for (_, k, v) in &env.vars {
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
        // The name's tag once for every scope it is looked for in.
        let tag = Tag::of(name);
        let mut e = Some(self);
        while let Some(env) = e {
            if let Some(v) = env.own(tag, name) {
                return Some(v);
            }
            e = env.parent;
        }
        None
    }

    /// The value of `name`, tagged `tag`, in this scope alone.
    #[inline]
    fn own(&self, tag: Tag, name: &str) -> Option<&Value> {
        match &self.index {
            Some(index) => self.indexed(index, name),
            None => self
                .vars
                .iter()
                .rev()
                .find(|(t, k, _)| *t == tag && tag.names(k, name))
                .map(|(_, _, v)| v),
        }
    }

    /// [`Env::own`] in a scope large enough to have an index: out of line, so the scan of
    /// the usual small scopes does not carry the hashing's set-up.
    #[inline(never)]
    fn indexed(
        &self,
        index: &HashMap<SmolStr, usize, foldhash::fast::RandomState>,
        name: &str,
    ) -> Option<&Value> {
        self.vars.get(*index.get(name)?).map(|(_, _, v)| v)
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

    /// Names that share a tag's length byte or first bytes, short and long (past the 255
    /// bytes a tag's length stands for), are told apart.
    #[test]
    fn names_with_like_tags_are_told_apart() {
        let long = "x".repeat(300);
        let names = [
            "",
            "a",
            "ab",
            "abc",
            "abcd",
            "abcde",
            "abcdef",
            "abcdefg",
            "abcdefgh",
            "abcdefgi",
            "abcdefghij",
            "b",
            "ba",
            "req",
            "self",
            "each",
            "rEq",
            "req2",
            &long[..255],
            &long[..256],
            &long[..263],
            &long[..300],
        ];
        // Scopes small enough to be scanned, not indexed.
        let mut root = Env::root();
        for (i, n) in names.iter().enumerate().filter(|(i, _)| i % 2 == 0) {
            root.set(n, Value::from(i as i64));
        }
        let mut inner_names = Env::child(&root);
        for (i, n) in names.iter().enumerate().filter(|(i, _)| i % 2 == 1) {
            inner_names.set(n, Value::from(i as i64));
        }
        assert!(root.index.is_none() && inner_names.index.is_none());
        let child = Env::child(&inner_names);
        for (i, n) in names.iter().enumerate() {
            assert_eq!(child.get(n), Some(Value::from(i as i64)), "{n:?}");
            assert_eq!(Tag::of(n).0 >> 56, n.len().min(255) as u64);
        }
        for missing in [
            "abcdefgj",
            "abcdefghi",
            "re",
            "reqs",
            "x",
            &long[..7],
            &long[..299],
        ] {
            assert!(!child.has(missing), "{missing:?}");
        }
        // Each name's first seven bytes, as a byte loop gives them.
        for n in names {
            let mut head = 0u64;
            for (i, &b) in n.as_bytes().iter().take(7).enumerate() {
                head |= u64::from(b) << (8 * i);
            }
            assert_eq!(Tag::of(n).0 & 0x00ff_ffff_ffff_ffff, head, "{n:?}");
        }
    }

    #[test]
    fn a_large_scope_finds_each_name_s_last_value() {
        let mut root = Env::root();
        root.set("outer", Value::from(0));
        let mut env = Env::child(&root);
        let mut table = BTreeMap::new();
        let mut state = TableState::default();
        for i in 0..(3 * LINEAR_VARS as i64) {
            env.set(&format!("v{}", i % 20), Value::from(i));
            env.set("outer", Value::from(-i));
            env.sync(&mut table, &mut state);
            assert_eq!(names(&table), names(&env.flatten()));
            assert_eq!(env.get(&format!("v{}", i % 20)), Some(Value::from(i)));
            assert_eq!(env.get("outer"), Some(Value::from(-i)));
        }
        assert!(env.index.is_some());
        assert_eq!(env.get("v0"), Some(Value::from(40)));
        assert_eq!(root.get("outer"), Some(Value::from(0)));
        assert!(!env.has("v20"));
        let mut fresh = BTreeMap::new();
        env.fill(&mut fresh);
        assert_eq!(names(&fresh), names(&table));
    }
}
