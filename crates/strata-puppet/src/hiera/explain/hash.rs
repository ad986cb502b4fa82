//! `puppet lookup --explain --render-as json|yaml`: the explanation as the hash Puppet's
//! `Lookup::Explainer#to_hash` builds, written as Ruby's `to_json` (compact) or Psych's
//! `to_yaml` writes it.
//!
//! # The hash
//!
//! Each step becomes a hash with symbol keys in Puppet's order: `branches` (when it has any),
//! `key`, `value` (for `found` and `result` events), `event`, `texts`, `type`, then what the
//! kind of step adds (`name`, `configuration_path`, `module`, `merge`, `options`,
//! `expression`, `original_path`, `path`). A merge with one branch is that branch's hash; the
//! root with one branch is that branch's hash, else `{branches: [...]}`.
//!
//! # Shared values in YAML
//!
//! Psych writes an array or hash that appears twice as the same Ruby object once, with an
//! anchor (`&1`), and then as an alias (`*1`); anchors are numbered in the order their
//! second appearance is met. strata's values are reference counted, and the lookup shares
//! them where Puppet shares objects: a value read from a data file is the same object
//! wherever it is reported, and a merge that found one value (other than `unique`, which
//! copies) returns that very value. So two values are the same object here when they share
//! their allocation. Strings are never anchored (Psych does not anchor them), nor are a
//! merge's options (Puppet copies them for each report). Long strings with spaces are not
//! folded at 80 columns as libyaml folds them.

use super::{Event, Explainer, Step};
use crate::value::Val;
use std::collections::HashMap;

/// One value of the hash: a Ruby symbol, a string, a Puppet value (`fresh`: a copy made for
/// this report, never anchored), or a hash or array of them.
#[derive(Debug, Clone)]
pub(crate) enum Item {
    Sym(&'static str),
    Str(String),
    Val { val: Val, fresh: bool },
    Map(Vec<(&'static str, Item)>),
    List(Vec<Item>),
}

impl Explainer {
    /// The explanation as `Explainer#to_hash`.
    pub(crate) fn to_hash(&self) -> Item {
        let root = &self.nodes[0];
        if root.branches.len() == 1 {
            return self.node_hash(root.branches[0]);
        }
        let mut m = Vec::new();
        if !root.branches.is_empty() {
            m.push(("branches", self.branches(root.branches.as_slice())));
        }
        Item::Map(m)
    }

    fn branches(&self, ids: &[usize]) -> Item {
        Item::List(ids.iter().map(|&b| self.node_hash(b)).collect())
    }

    fn node_hash(&self, id: usize) -> Item {
        let node = &self.nodes[id];
        match &node.step {
            Step::Merge { .. } if node.branches.len() == 1 => {
                return self.node_hash(node.branches[0])
            }
            Step::MergeSource(source) => {
                return Item::Map(vec![
                    ("type", Item::Sym("merge_source")),
                    ("merge_source", Item::Str(source.clone())),
                ])
            }
            _ => {}
        }
        let mut m: Vec<(&'static str, Item)> = Vec::new();
        if !node.branches.is_empty() {
            m.push(("branches", self.branches(&node.branches)));
        }
        let key = match (&node.step, &node.event) {
            (_, Event::Found(k, _) | Event::NotFound(k)) => Some(k.clone()),
            (Step::Top(k) | Step::InvalidKey(k), _) => Some(k.clone()),
            _ => None,
        };
        if let Some(k) = key {
            m.push(("key", Item::Str(k)));
        }
        if let Event::Found(_, v) | Event::Result(v) = &node.event {
            m.push((
                "value",
                Item::Val {
                    val: v.clone(),
                    fresh: false,
                },
            ));
        }
        let event = match (&node.step, &node.event) {
            (Step::Module { has_module, .. }, _) => Some(if *has_module {
                "module_provider_not_found"
            } else {
                "module_not_found"
            }),
            (_, Event::Found(..)) => Some("found"),
            (_, Event::NotFound(_)) => Some("not_found"),
            (_, Event::Result(_)) => Some("result"),
            (_, Event::LocationNotFound) => Some("location_not_found"),
            (_, Event::None) => None,
        };
        if let Some(e) = event {
            m.push(("event", Item::Sym(e)));
        }
        if !node.texts.is_empty() {
            m.push((
                "texts",
                Item::List(node.texts.iter().cloned().map(Item::Str).collect()),
            ));
        }
        let kind = match &node.step {
            Step::Root | Step::Top(_) => "root",
            Step::InvalidKey(_) => "invalid_key",
            Step::Module { .. } => "module",
            Step::Interpolate(_) => "interpolate",
            Step::Merge { .. } => "merge",
            Step::Provider { .. } => "data_provider",
            Step::Location { .. } => "path",
            Step::SubKey(_) => "sub_key",
            Step::Segment => "segment",
            Step::Scope(_) => "scope",
            Step::MergeSource(_) => "merge_source",
        };
        m.push(("type", Item::Sym(kind)));
        match &node.step {
            Step::Interpolate(expr) => m.push(("expression", Item::Str(expr.clone()))),
            Step::Merge { name, options, .. } => {
                m.push(("merge", Item::Sym(strategy_symbol(name))));
                if let Some(o) = options {
                    m.push((
                        "options",
                        Item::Val {
                            val: o.clone(),
                            fresh: true,
                        },
                    ));
                }
            }
            Step::Provider { name, config } => {
                m.push(("name", Item::Str(name.clone())));
                if let Some(c) = config {
                    m.push(("configuration_path", Item::Str(c.clone())));
                }
                if let Some(module) = module_of_provider(name) {
                    m.push(("module", Item::Str(module.to_string())));
                }
            }
            Step::Location { path, original } => {
                m.push(("original_path", Item::Str(original.clone())));
                m.push(("path", Item::Str(path.clone())));
            }
            Step::Scope(name) => m.push(("name", Item::Str(name.clone()))),
            _ => {}
        }
        Item::Map(m)
    }
}

/// The strategy's symbol (`MergeStrategy.key`).
fn strategy_symbol(name: &str) -> &'static str {
    match name {
        "first" => "first",
        "unique" => "unique",
        "hash" => "hash",
        "deep" => "deep",
        "reverse_deep" => "reverse_deep",
        "unconstrained_deep" => "unconstrained_deep",
        _ => "default",
    }
}

/// The module of a module's data provider (`Module "m" Data Provider ...`).
fn module_of_provider(name: &str) -> Option<&str> {
    let rest = name.strip_prefix("Module \"")?;
    let (module, tail) = rest.split_once('"')?;
    tail.starts_with(" Data Provider").then_some(module)
}

impl Item {
    /// The hash as Ruby's `to_json` writes it (compact; symbols as strings).
    pub(crate) fn to_json(&self) -> String {
        strata_core::json::write(
            &self.to_value(),
            &strata_core::json::WriteOptions::compact(),
        )
    }

    fn to_value(&self) -> strata_core::Value {
        use strata_core::Value;
        match self {
            Item::Sym(s) => Value::String((*s).into()),
            Item::Str(s) => Value::String(s.as_str().into()),
            Item::Val { val, .. } => crate::output::to_catalog_value(val),
            Item::List(items) => Value::List(std::sync::Arc::new(
                items.iter().map(Item::to_value).collect(),
            )),
            Item::Map(entries) => {
                let mut map = strata_core::value::Map::default();
                for (k, v) in entries {
                    map.insert((*k).into(), v.to_value());
                }
                Value::Map(std::sync::Arc::new(map))
            }
        }
    }

    /// The hash as Psych's `to_yaml` writes it.
    pub(crate) fn to_yaml(&self) -> String {
        let mut w = Yaml::default();
        w.count(self);
        let mut out = String::from("---");
        w.item(self, 0, Place::Root, &mut out);
        out
    }
}

/// Psych's `to_yaml` of a Puppet value (`puppet lookup`'s default output).
pub fn value_to_yaml(v: &Val) -> String {
    Item::Val {
        val: v.clone(),
        fresh: false,
    }
    .to_yaml()
}

/// Where a node is written: the document's root, after `key:`, or after `- `.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Place {
    Root,
    Key,
    Seq,
}

/// The anchors of one document (see the module docs).
#[derive(Default)]
struct Yaml {
    /// Allocation -> (times met while counting, anchor number once met twice).
    seen: HashMap<usize, (u32, Option<u32>)>,
    next: u32,
    /// Allocations written so far.
    written: HashMap<usize, u32>,
}

/// The allocation of an array or hash (its identity), None for other values.
fn identity(v: &Val) -> Option<usize> {
    match v {
        Val::Array(a) => Some(std::sync::Arc::as_ptr(a) as *const u8 as usize),
        Val::Hash(h) => Some(std::sync::Arc::as_ptr(h) as *const u8 as usize),
        _ => None,
    }
}

impl Yaml {
    /// First pass: numbers the anchors in the order Psych does (a value's second appearance;
    /// an alias is not entered).
    fn count(&mut self, item: &Item) {
        match item {
            Item::Map(entries) => entries.iter().for_each(|(_, v)| self.count(v)),
            Item::List(items) => items.iter().for_each(|v| self.count(v)),
            Item::Val { val, fresh } => self.count_val(val, *fresh, 0),
            Item::Sym(_) | Item::Str(_) => {}
        }
    }

    fn count_val(&mut self, v: &Val, fresh: bool, depth: usize) {
        if depth > MAX_DEPTH {
            return;
        }
        if let Some(id) = identity(v).filter(|_| !fresh) {
            let entry = self.seen.entry(id).or_insert((0, None));
            entry.0 += 1;
            if entry.0 > 1 {
                if entry.1.is_none() {
                    self.next += 1;
                    entry.1 = Some(self.next);
                }
                return;
            }
        }
        match v {
            Val::Array(a) => a.iter().for_each(|x| self.count_val(x, false, depth + 1)),
            Val::Hash(h) => h.iter().for_each(|(k, x)| {
                self.count_val(k, false, depth + 1);
                self.count_val(x, false, depth + 1)
            }),
            _ => {}
        }
    }

    fn item(&mut self, item: &Item, indent: usize, place: Place, out: &mut String) {
        match item {
            Item::Sym(s) => scalar_line(&format!(":{s}"), out),
            Item::Str(s) => string_line(s, indent, out),
            Item::Val { val, fresh } => self.val(val, *fresh, indent, place, out, 0),
            Item::List(items) if items.is_empty() => out.push_str(" []\n"),
            Item::Map(entries) if entries.is_empty() => out.push_str(" {}\n"),
            Item::List(items) => {
                let at = seq_start(place, indent, None, out);
                for (i, x) in items.iter().enumerate() {
                    if i > 0 || place != Place::Seq {
                        out.push_str(&" ".repeat(at));
                    }
                    out.push('-');
                    self.item(x, at + 2, Place::Seq, out);
                }
            }
            Item::Map(entries) => {
                let at = map_start(place, indent, None, out);
                for (i, (k, x)) in entries.iter().enumerate() {
                    if i > 0 || place != Place::Seq {
                        out.push_str(&" ".repeat(at));
                    }
                    out.push(':');
                    out.push_str(k);
                    out.push(':');
                    let child = if matches!(x, Item::List(_))
                        || matches!(
                            x,
                            Item::Val {
                                val: Val::Array(_),
                                ..
                            }
                        ) {
                        at
                    } else {
                        at + 2
                    };
                    self.item(x, child, Place::Key, out);
                }
            }
        }
    }

    fn val(
        &mut self,
        v: &Val,
        fresh: bool,
        indent: usize,
        place: Place,
        out: &mut String,
        depth: usize,
    ) {
        let mut anchor = None;
        if let Some(id) = identity(v).filter(|_| !fresh) {
            if let Some(n) = self.written.get(&id) {
                out.push_str(&format!(" *{n}\n"));
                return;
            }
            if let Some((_, Some(n))) = self.seen.get(&id) {
                self.written.insert(id, *n);
                anchor = Some(*n);
            }
        }
        if depth > MAX_DEPTH {
            out.push_str(" \"...\"\n");
            return;
        }
        match v {
            Val::Array(a) if a.is_empty() => empty(" []", anchor, out),
            Val::Hash(h) if h.is_empty() => empty(" {}", anchor, out),
            Val::Array(a) => {
                let at = seq_start(place, indent, anchor, out);
                for (i, x) in a.iter().enumerate() {
                    if i > 0 || place != Place::Seq || anchor.is_some() {
                        out.push_str(&" ".repeat(at));
                    }
                    out.push('-');
                    self.val(x, false, at + 2, Place::Seq, out, depth + 1);
                }
            }
            Val::Hash(h) => {
                let at = map_start(place, indent, anchor, out);
                for (i, (k, x)) in h.iter().enumerate() {
                    if i > 0 || place != Place::Seq || anchor.is_some() {
                        out.push_str(&" ".repeat(at));
                    }
                    match k {
                        Val::Str(s) => out.push_str(&key_text(s)),
                        other => out.push_str(&scalar_text(other)),
                    }
                    out.push(':');
                    let child = if matches!(x, Val::Array(_)) {
                        at
                    } else {
                        at + 2
                    };
                    self.val(x, false, child, Place::Key, out, depth + 1);
                }
            }
            Val::Str(s) => string_line(s, indent, out),
            other => scalar_line(&scalar_text(other), out),
        }
    }
}

/// Deeper values are cut off (the lookup's values are data read from files, far shallower).
const MAX_DEPTH: usize = 200;

fn empty(text: &str, anchor: Option<u32>, out: &mut String) {
    if let Some(n) = anchor {
        out.push_str(&format!(" &{n}"));
    }
    out.push_str(text);
    out.push('\n');
}

/// Starts a block sequence; returns the indentation of its dashes.
fn seq_start(place: Place, indent: usize, anchor: Option<u32>, out: &mut String) -> usize {
    if let Some(n) = anchor {
        out.push_str(&format!(" &{n}\n"));
        return indent;
    }
    match place {
        Place::Seq => {
            out.push(' ');
            indent
        }
        Place::Root | Place::Key => {
            out.push('\n');
            indent
        }
    }
}

/// Starts a block mapping; returns the indentation of its keys.
fn map_start(place: Place, indent: usize, anchor: Option<u32>, out: &mut String) -> usize {
    if let Some(n) = anchor {
        out.push_str(&format!(" &{n}\n"));
        return indent;
    }
    match place {
        Place::Seq => {
            out.push(' ');
            indent
        }
        Place::Root | Place::Key => {
            out.push('\n');
            indent
        }
    }
}

fn scalar_line(text: &str, out: &mut String) {
    if text.is_empty() {
        out.push('\n');
    } else {
        out.push(' ');
        out.push_str(text);
        out.push('\n');
    }
}

fn string_line(s: &str, indent: usize, out: &mut String) {
    match crate::erb::yaml::string_scalar(s) {
        Some(text) => scalar_line(&text, out),
        None => {
            out.push(' ');
            crate::erb::yaml::literal_block(s, indent.max(2), out);
        }
    }
}

fn key_text(s: &str) -> String {
    crate::erb::yaml::string_scalar(s).unwrap_or_else(|| crate::erb::yaml::double_quoted(s))
}

fn scalar_text(v: &Val) -> String {
    match v {
        Val::Undef => String::new(),
        Val::Bool(b) => b.to_string(),
        Val::Int(i) => i.to_string(),
        Val::Float(f) if f.is_nan() => ".nan".into(),
        Val::Float(f) if f.is_infinite() => (if *f > 0.0 { ".inf" } else { "-.inf" }).into(),
        Val::Float(f) => crate::erb::value::float_to_s(*f),
        Val::Str(s) => key_text(s),
        other => key_text(&other.to_display()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_value_met_twice_is_anchored_then_aliased_and_strings_never_are() {
        let inner = Val::array(vec![Val::Int(3), Val::Int(4)]);
        let s = Val::str("x");
        let v = Val::array(vec![inner.clone(), inner, s.clone(), s]);
        assert_eq!(
            value_to_yaml(&v),
            "---\n- &1\n  - 3\n  - 4\n- *1\n- x\n- x\n"
        );
    }

    #[test]
    fn symbol_keys_and_values_and_nested_blocks_are_written_as_psych_does() {
        let h = Val::hash(
            [
                (Val::str("a"), Val::Int(1)),
                (Val::str("b"), Val::array(vec![Val::Int(2)])),
            ]
            .into_iter()
            .collect(),
        );
        let item = Item::Map(vec![
            (
                "x",
                Item::Val {
                    val: h.clone(),
                    fresh: false,
                },
            ),
            ("e", Item::Sym("found")),
            (
                "y",
                Item::List(vec![Item::Val {
                    val: h,
                    fresh: false,
                }]),
            ),
        ]);
        assert_eq!(
            item.to_yaml(),
            "---\n:x: &1\n  a: 1\n  b:\n  - 2\n:e: :found\n:y:\n- *1\n"
        );
    }
}
