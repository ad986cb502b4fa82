//! The record of one Hiera lookup, kept only when `puppet lookup --explain` asks for it, and
//! its text as Puppet's `Lookup::Explainer` prints it.
//!
//! The lookup code in [`super`] calls [`Explainer::push`] when it enters a step and
//! [`Explainer::pop`] when it leaves it, exactly where Puppet's `Invocation#with` does: a
//! searched key (`Searching for "k"`), a merge over several variants (`Merge strategy s`, only
//! when the strategy is not first-found), a data provider (`Global Data Provider (hiera
//! configuration version 5)`, then `Using configuration "file"`), a hierarchy entry
//! (`Hierarchy entry "name"`), a location (`Path "file"`, `Original path: "template"`), an
//! interpolation (`Interpolation on "text"`), a scope (`Global Scope`) and the segments of a
//! dotted key (`Sub key: "a.b"`). Each step ends with an event: `Found key: "k" value: v`,
//! `No such key: "k"`, `Path not found`, or (a merge) `Merged result: v`.
//!
//! A merge prints only when it had more than one branch; with one, that branch prints in its
//! place. A merge's result is computed here from the values its branches found, in order, with
//! the same [`Merge`] the lookup uses, so the record never changes the lookup's result: it only
//! watches. The lookup keeps an `Option<Box<Explainer>>`, `None` in every compile, so a normal
//! lookup pays one test per step.
//!
//! Values print as Puppet prints them (Ruby's `inspect` for scalars; hashes and arrays one
//! entry per line, indented by two spaces).

use super::state::{Event, Layer, Merge, Node};
pub(crate) use super::state::{Explainer, Step};
use crate::eval::Compiler;
use crate::value::Val;
use indexmap::IndexMap;
use std::collections::HashMap;

impl Default for Explainer {
    fn default() -> Self {
        Explainer {
            nodes: vec![Node {
                step: Step::Root,
                parent: 0,
                branches: Vec::new(),
                event: Event::None,
                texts: Vec::new(),
                found: Vec::new(),
            }],
            current: 0,
            given_merge_options: None,
            merge_options: Vec::new(),
        }
    }
}

impl Explainer {
    /// Enters a step (a branch of the current one).
    pub(crate) fn push(&mut self, step: Step) {
        let id = self.nodes.len();
        self.nodes.push(Node {
            step,
            parent: self.current,
            branches: Vec::new(),
            event: Event::None,
            texts: Vec::new(),
            found: Vec::new(),
        });
        self.nodes[self.current].branches.push(id);
        self.current = id;
    }

    /// Adds a step that has no branches (a merge source, a missing module).
    pub(crate) fn leaf(&mut self, step: Step) {
        self.push(step);
        self.current = self.nodes[self.current].parent;
    }

    /// Leaves the current step; its value (if it found one) goes to the step that holds it.
    pub(crate) fn pop(&mut self) {
        let id = self.current;
        if id == 0 {
            return;
        }
        let value = match &self.nodes[id].step {
            Step::Location { .. } | Step::Segment => match &self.nodes[id].event {
                Event::Found(_, v) => Some(v.clone()),
                _ => None,
            },
            Step::Merge { merge, .. } => {
                let mut it = self.nodes[id].found.clone().into_iter();
                let merged = it.next().map(|first| {
                    let mut acc = merge.convert(first);
                    for v in it {
                        acc = merge.merge(acc, v);
                    }
                    acc
                });
                if let Some(m) = &merged {
                    self.nodes[id].event = Event::Result(m.clone());
                }
                merged
            }
            Step::Provider { .. } | Step::Top(_) => self.nodes[id].found.last().cloned(),
            _ => None,
        };
        let parent = self.nodes[id].parent;
        if let Some(v) = value {
            if matches!(
                self.nodes[parent].step,
                Step::Merge { .. } | Step::Provider { .. } | Step::Top(_) | Step::Root
            ) {
                self.nodes[parent].found.push(v);
            }
        }
        self.current = parent;
    }

    /// The current step found `key` with `value`.
    pub(crate) fn found(&mut self, key: &str, value: &Val) {
        self.nodes[self.current].event = Event::Found(key.to_string(), value.clone());
    }

    /// The current step did not find `key`.
    pub(crate) fn not_found(&mut self, key: &str) {
        self.nodes[self.current].event = Event::NotFound(key.to_string());
    }

    /// The current location does not exist.
    pub(crate) fn location_not_found(&mut self) {
        self.nodes[self.current].event = Event::LocationNotFound;
    }

    /// A line of text for the current step.
    pub(crate) fn text(&mut self, text: String) {
        self.nodes[self.current].texts.push(text);
    }

    /// The data files where the first key searched (not `lookup_options`) was found, with
    /// the hierarchy level that named each and their values, in order (lookups made by
    /// interpolations left out).
    pub(crate) fn found_files(&self) -> Vec<(String, String, Val)> {
        let Some(top) = self
            .nodes
            .iter()
            .position(|n| matches!(&n.step, Step::Top(k) if k != "lookup_options"))
        else {
            return Vec::new();
        };
        let mut out = Vec::new();
        let mut stack = vec![top];
        while let Some(id) = stack.pop() {
            let node = &self.nodes[id];
            if let (Step::Location { path, .. }, Event::Found(_, v)) = (&node.step, &node.event) {
                out.push((path.clone(), self.level_of(id), v.clone()));
            }
            if !matches!(node.step, Step::Interpolate(_)) {
                stack.extend(node.branches.iter().rev());
            }
        }
        out
    }

    /// The hierarchy level that holds step `id`: the nearest enclosing `Hierarchy entry
    /// "name"` (its name), else the nearest data provider's name.
    fn level_of(&self, mut id: usize) -> String {
        let mut provider = None;
        while id != 0 {
            id = self.nodes[id].parent;
            if let Step::Provider { name, .. } = &self.nodes[id].step {
                if let Some(level) = name
                    .strip_prefix("Hierarchy entry \"")
                    .and_then(|n| n.strip_suffix('"'))
                {
                    return level.to_string();
                }
                provider.get_or_insert_with(|| name.clone());
            }
        }
        provider.unwrap_or_default()
    }

    /// The explanation as Puppet prints it.
    pub(crate) fn render(&self) -> String {
        let mut out = String::new();
        for &b in &self.nodes[0].branches {
            self.dump(&mut out, b, "", "");
        }
        dump_texts(&mut out, &self.nodes[0].texts, "");
        out
    }

    fn dump(&self, io: &mut String, id: usize, indent: &str, first: &str) {
        let node = &self.nodes[id];
        let inner = format!("{indent}  ");
        match &node.step {
            Step::Root => {}
            Step::Top(key) => {
                io.push_str(&format!("{first}Searching for \"{key}\"\n"));
                for &b in &node.branches {
                    self.dump(io, b, &inner, &inner);
                }
            }
            Step::InvalidKey(key) => io.push_str(&format!("{first}Invalid key \"{key}\"\n")),
            Step::MergeSource(s) => {
                io.push_str(&format!("{first}Using merge options from \"{s}\" hash\n"))
            }
            Step::Module { name, has_module } => {
                if *has_module {
                    io.push_str(&format!(
                        "{indent}Module data provider for module \"{name}\" not found\n"
                    ));
                } else {
                    io.push_str(&format!("{indent}Module \"{name}\" not found\n"));
                }
            }
            Step::Merge { name, options, .. } => {
                match node.branches.len() {
                    0 => return,
                    1 => return self.dump(io, node.branches[0], indent, first),
                    _ => {}
                }
                io.push_str(&format!("{first}Merge strategy {name}\n"));
                if let Some(o) = options {
                    io.push_str(&format!("{inner}Options: "));
                    dump_value(io, &inner, o);
                    io.push('\n');
                }
                for &b in &node.branches {
                    self.dump(io, b, &inner, &inner);
                }
                if let Event::Result(v) = &node.event {
                    io.push_str(&format!("{inner}Merged result: "));
                    dump_value(io, &inner, v);
                    io.push('\n');
                }
            }
            Step::Provider { name, config } => {
                io.push_str(&format!("{first}{name}\n"));
                if let Some(c) = config {
                    io.push_str(&format!("{inner}Using configuration \"{c}\"\n"));
                }
                for &b in &node.branches {
                    self.dump(io, b, &inner, &inner);
                }
                self.outcome(io, node, &inner);
            }
            Step::Location { path, original } => {
                io.push_str(&format!("{indent}Path \"{path}\"\n"));
                io.push_str(&format!("{inner}Original path: \"{original}\"\n"));
                for &b in &node.branches {
                    self.dump(io, b, &inner, &inner);
                }
                if matches!(node.event, Event::LocationNotFound) {
                    io.push_str(&format!("{inner}Path not found\n"));
                }
                self.outcome(io, node, &inner);
            }
            Step::Interpolate(expr) => {
                io.push_str(&format!("{first}Interpolation on \"{expr}\"\n"));
                for &b in &node.branches {
                    self.dump(io, b, &inner, &inner);
                }
            }
            Step::Scope(name) => {
                io.push_str(&format!("{indent}{name}\n"));
                for &b in &node.branches {
                    self.dump(io, b, &inner, &inner);
                }
                self.outcome(io, node, &inner);
            }
            Step::SubKey(key) => {
                io.push_str(&format!("{indent}Sub key: \"{key}\"\n"));
                for &b in &node.branches {
                    self.dump(io, b, &inner, &inner);
                }
                self.outcome(io, node, &inner);
            }
            Step::Segment => self.outcome(io, node, indent),
        }
    }

    fn outcome(&self, io: &mut String, node: &Node, indent: &str) {
        match &node.event {
            Event::NotFound(k) => io.push_str(&format!("{indent}No such key: \"{k}\"\n")),
            Event::Found(k, v) => {
                io.push_str(&format!("{indent}Found key: \"{k}\" value: "));
                dump_value(io, indent, v);
                io.push('\n');
            }
            _ => {}
        }
        dump_texts(io, &node.texts, indent);
    }
}

/// The step of a layer's data provider (`global`, `environment`, `module:NAME`).
pub(super) fn provider_step(layer_name: &str, layer: &Layer) -> Step {
    let place = match layer_name {
        "global" => "Global".to_string(),
        "environment" => "Environment".to_string(),
        other => format!("Module \"{}\"", other.trim_start_matches("module:")),
    };
    Step::Provider {
        name: format!(
            "{place} Data Provider (hiera configuration version {})",
            layer.version
        ),
        config: Some(layer.config.clone()),
    }
}

fn merge_name(merge: &Merge) -> &'static str {
    match merge {
        Merge::First => "first",
        Merge::Unique => "unique",
        Merge::Hash => "hash",
        Merge::Deep { .. } => "deep",
    }
}

/// The steps the lookup code records (each does nothing when no explanation is kept).
impl Compiler<'_> {
    fn explainer(&mut self) -> Option<&mut Explainer> {
        self.hiera.explain.as_deref_mut()
    }

    /// Enters `step`, and a merge over its `variants` when the merge is not first-found and
    /// there is more than one; returns how many steps were entered.
    pub(super) fn explain_enter(&mut self, step: Step, merge: &Merge, variants: usize) -> usize {
        let Some(x) = self.explainer() else { return 0 };
        x.push(step);
        if *merge == Merge::First || variants < 2 {
            return 1;
        }
        let options = x.merge_options.last().cloned().flatten();
        x.push(Step::Merge {
            merge: merge.clone(),
            name: merge_name(merge).into(),
            options,
        });
        2
    }

    /// Leaves `n` steps.
    pub(super) fn explain_leave(&mut self, n: usize) {
        if let Some(x) = self.explainer() {
            for _ in 0..n {
                x.pop();
            }
        }
    }

    /// A module layer without data: the module is missing, or has no `hiera.yaml`.
    pub(super) fn explain_missing_module(&mut self, layer_name: &str) {
        let Some(module) = layer_name.strip_prefix("module:") else {
            return;
        };
        let has_module = self
            .opts
            .modulepath
            .iter()
            .any(|mp| self.host.list_dir(None, &format!("{mp}/{module}")).is_ok());
        if let Some(x) = self.explainer() {
            x.leaf(Step::Module {
                name: module.to_string(),
                has_module,
            });
        }
    }

    /// The merge of the global and environment `lookup_options` with a module's.
    pub(super) fn explain_options_merge(
        &mut self,
        module: &str,
        env: IndexMap<Val, Val>,
        own: IndexMap<Val, Val>,
    ) {
        let Some(x) = self.explainer() else { return };
        x.push(Step::Merge {
            merge: Merge::Hash,
            name: "hash".into(),
            options: None,
        });
        for (name, opts) in [
            ("Global and Environment".to_string(), env),
            (format!("Module {module}"), own),
        ] {
            x.push(Step::Scope(name));
            x.found("lookup_options", &Val::hash(opts));
            x.pop();
        }
        x.pop();
    }

    /// Starts the search of `key` with `merge` (`option_merge`: the `merge` of its
    /// `lookup_options`, when they gave it).
    pub(super) fn explain_search(&mut self, key: &str, merge: &Merge, option_merge: Option<Val>) {
        let Some(x) = self.explainer() else { return };
        let options = match &option_merge {
            Some(Val::Hash(h)) => {
                let rest: IndexMap<Val, Val> = h
                    .iter()
                    .filter(|(k, _)| k.to_display() != "strategy")
                    .map(|(k, v)| (k.clone(), v.clone()))
                    .collect();
                (!rest.is_empty()).then(|| Val::hash(rest))
            }
            Some(_) => None,
            None => x.given_merge_options.take(),
        };
        if option_merge.is_some() {
            x.leaf(Step::MergeSource("lookup_options".into()));
        }
        x.push(Step::Top(key.to_string()));
        x.merge_options.push(options.clone());
        if *merge != Merge::First {
            // the merge over the global, environment and module layers
            x.push(Step::Merge {
                merge: merge.clone(),
                name: merge_name(merge).into(),
                options,
            });
        }
    }

    /// Ends the search that [`Compiler::explain_search`] started: `found` is the value of the
    /// root key, which `dig` digs into.
    pub(super) fn explain_searched(&mut self, merge: &Merge, found: Option<&Val>, dig: &[String]) {
        let Some(x) = self.explainer() else { return };
        if *merge != Merge::First {
            x.pop();
        }
        if let (Some(v), false) = (found, dig.is_empty()) {
            sub_key(x, v, dig);
        }
        x.merge_options.pop();
        x.pop();
    }

    /// A variable an interpolation reads: `var`'s value (None when unset), then `path` into it.
    pub(super) fn explain_scope_var(&mut self, var: &str, found: Option<&Val>, path: &[String]) {
        let Some(x) = self.explainer() else { return };
        x.push(Step::Scope("Global Scope".into()));
        if let Some(v) = found {
            x.found(var, v);
        }
        x.pop();
        if let (Some(v), false) = (found, path.is_empty()) {
            sub_key(x, v, path);
        }
    }
}

/// `Sub key: "a.b"`: each segment found in `value`, until one is missing.
fn sub_key(x: &mut Explainer, value: &Val, segments: &[String]) {
    x.push(Step::SubKey(segments.join(".")));
    let mut cur = value.clone();
    for seg in segments {
        x.push(Step::Segment);
        let next = match &cur {
            Val::Hash(h) => h.get(&Val::str(seg)).cloned(),
            Val::Array(a) => seg.parse::<usize>().ok().and_then(|i| a.get(i).cloned()),
            _ => None,
        };
        match next {
            Some(v) => {
                x.found(seg, &v);
                x.pop();
                cur = v;
            }
            None => {
                x.not_found(seg);
                x.pop();
                break;
            }
        }
    }
    x.pop();
}

fn dump_texts(io: &mut String, texts: &[String], indent: &str) {
    for t in texts {
        io.push_str(indent);
        io.push_str(t);
        io.push('\n');
    }
}

/// Writes `value` as Puppet's explainer does.
pub(crate) fn dump_value(io: &mut String, indent: &str, value: &Val) {
    let inner = format!("{indent}  ");
    match value {
        Val::Hash(h) => {
            io.push('{');
            if !h.is_empty() {
                let mut sep = "\n";
                for (k, v) in h.iter() {
                    io.push_str(sep);
                    io.push_str(&inner);
                    dump_value(io, &inner, k);
                    io.push_str(" => ");
                    dump_value(io, &inner, v);
                    sep = ",\n";
                }
                io.push('\n');
                io.push_str(indent);
            }
            io.push('}');
        }
        Val::Array(a) => {
            io.push('[');
            if !a.is_empty() {
                let mut sep = "\n";
                for v in a.iter() {
                    io.push_str(sep);
                    io.push_str(&inner);
                    dump_value(io, &inner, v);
                    sep = ",\n";
                }
                io.push('\n');
                io.push_str(indent);
            }
            io.push(']');
        }
        other => io.push_str(&ruby_inspect(other)),
    }
}

/// Ruby's `inspect` of a scalar value.
pub(crate) fn ruby_inspect(v: &Val) -> String {
    match v {
        Val::Undef => "nil".into(),
        Val::Bool(b) => b.to_string(),
        Val::Int(i) => i.to_string(),
        Val::Float(f) => crate::erb::value::float_to_s(*f),
        Val::Str(s) => crate::ruby_inspect::ruby_quote(s),
        Val::Array(_) | Val::Hash(_) => {
            let mut s = String::new();
            dump_value(&mut s, "", v);
            s
        }
        other => crate::ruby_inspect::ruby_quote(&other.to_display()),
    }
}

// ----- the explanation as data: `Explainer#to_hash` in JSON and YAML -----
//
// `puppet lookup --explain --render-as json|yaml`: the explanation as the hash Puppet's
// `Lookup::Explainer#to_hash` builds, written as Ruby's `to_json` (compact) or Psych's
// `to_yaml` writes it.
//
// # The hash
//
// Each step becomes a hash with symbol keys in Puppet's order: `branches` (when it has any),
// `key`, `value` (for `found` and `result` events), `event`, `texts`, `type`, then what the
// kind of step adds (`name`, `configuration_path`, `module`, `merge`, `options`,
// `expression`, `original_path`, `path`). A merge with one branch is that branch's hash; the
// root with one branch is that branch's hash, else `{branches: [...]}`.
//
// # Shared values in YAML
//
// Psych writes an array or hash that appears twice as the same Ruby object once, with an
// anchor (`&1`), and then as an alias (`*1`); anchors are numbered in the order their
// second appearance is met. strata's values are reference counted, and the lookup shares
// them where Puppet shares objects: a value read from a data file is the same object
// wherever it is reported, and a merge that found one value (other than `unique`, which
// copies) returns that very value. So two values are the same object here when they share
// their allocation. Strings are never anchored (Psych does not anchor them), nor are a
// merge's options (Puppet copies them for each report). Long strings with spaces are not
// folded at 80 columns as libyaml folds them.
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
                block_start(place, None, out);
                let at = indent;
                for (i, x) in items.iter().enumerate() {
                    if i > 0 || place != Place::Seq {
                        out.push_str(&" ".repeat(at));
                    }
                    out.push('-');
                    self.item(x, at + 2, Place::Seq, out);
                }
            }
            Item::Map(entries) => {
                block_start(place, None, out);
                let at = indent;
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
                block_start(place, anchor, out);
                let at = indent;
                for (i, x) in a.iter().enumerate() {
                    if i > 0 || place != Place::Seq || anchor.is_some() {
                        out.push_str(&" ".repeat(at));
                    }
                    out.push('-');
                    self.val(x, false, at + 2, Place::Seq, out, depth + 1);
                }
            }
            Val::Hash(h) => {
                block_start(place, anchor, out);
                let at = indent;
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

/// Starts a block sequence or mapping: its anchor and a line break, else a space after `- `
/// (the first entry follows on the dash's line) or a line break.
fn block_start(place: Place, anchor: Option<u32>, out: &mut String) {
    match (anchor, place) {
        (Some(n), _) => out.push_str(&format!(" &{n}\n")),
        (None, Place::Seq) => out.push(' '),
        (None, Place::Root | Place::Key) => out.push('\n'),
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
mod hash_tests {
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
    fn a_tab_is_double_quoted_and_the_merge_key_text_tagged_as_ruby_writes_them() {
        // `ruby -ryaml -e 'puts ["a\tb", "<<", "0123"].to_yaml'`
        let v = Val::array(vec![Val::str("a\tb"), Val::str("<<"), Val::str("0123")]);
        assert_eq!(
            value_to_yaml(&v),
            "---\n- \"a\\tb\"\n- !!str '<<'\n- '0123'\n"
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn values_print_as_ruby_inspects_them() {
        assert_eq!(
            crate::ruby_inspect::ruby_quote("a\"b#{c}\n"),
            r#""a\"b\#{c}\n""#
        );
        assert_eq!(crate::erb::value::float_to_s(1.5), "1.5");
        assert_eq!(crate::erb::value::float_to_s(2.0), "2.0");
        assert_eq!(crate::erb::value::float_to_s(1e20), "1.0e+20");
        let mut s = String::new();
        dump_value(
            &mut s,
            "  ",
            &Val::array(vec![Val::Int(1), Val::str("x"), Val::Undef]),
        );
        assert_eq!(s, "[\n    1,\n    \"x\",\n    nil\n  ]");
    }
}
