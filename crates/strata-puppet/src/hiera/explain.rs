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

mod hash;

pub use hash::value_to_yaml;
pub(crate) use hash::Item;

use super::{Layer, Merge};
use crate::eval::Compiler;
use crate::value::Val;
use indexmap::IndexMap;

/// What a step is.
#[derive(Debug, Clone)]
pub(crate) enum Step {
    /// The explainer itself (the root).
    Root,
    /// `Searching for "key"`.
    Top(String),
    /// `Merge strategy name`, with the merge's options other than `strategy`.
    Merge {
        merge: Merge,
        name: String,
        options: Option<Val>,
    },
    /// A data provider or hierarchy entry: its name and configuration file.
    Provider {
        name: String,
        config: Option<String>,
    },
    /// `Path "file"` with its `Original path`.
    Location { path: String, original: String },
    /// `Interpolation on "text"`.
    Interpolate(String),
    /// A named scope (`Global Scope`, `Searching default_hierarchy ...`).
    Scope(String),
    /// `Sub key: "a.b"`.
    SubKey(String),
    /// One segment of a sub key (prints only its outcome).
    Segment,
    /// `Using merge options from "lookup_options" hash`.
    MergeSource(String),
    /// `Module "m" not found` / `Module data provider for module "m" not found`.
    Module { name: String, has_module: bool },
    /// `Invalid key "k"`.
    InvalidKey(String),
}

/// How a step ended.
#[derive(Debug, Clone, Default)]
enum Event {
    #[default]
    None,
    Found(String, Val),
    NotFound(String),
    Result(Val),
    LocationNotFound,
}

#[derive(Debug, Clone)]
struct Node {
    step: Step,
    parent: usize,
    branches: Vec<usize>,
    event: Event,
    texts: Vec<String>,
    /// Values found by the branches (for a merge's result and a provider's value).
    found: Vec<Val>,
}

/// The tree of one explained lookup (see the module docs).
#[derive(Debug, Clone)]
pub(crate) struct Explainer {
    nodes: Vec<Node>,
    current: usize,
    /// The options of a merge given by the caller (`--merge deep` and its flags), shown on
    /// the next searched key's merge.
    pub(crate) given_merge_options: Option<Val>,
    /// The options shown on the merges of the keys being searched (innermost last).
    merge_options: Vec<Option<Val>>,
}

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
    /// their values, in order (lookups made by interpolations left out).
    pub(crate) fn found_files(&self) -> Vec<(String, Val)> {
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
                out.push((path.clone(), v.clone()));
            }
            if !matches!(node.step, Step::Interpolate(_)) {
                stack.extend(node.branches.iter().rev());
            }
        }
        out
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
        Val::Str(s) => crate::functions::stdlib::ruby_quote(s),
        Val::Array(_) | Val::Hash(_) => {
            let mut s = String::new();
            dump_value(&mut s, "", v);
            s
        }
        other => crate::functions::stdlib::ruby_quote(&other.to_display()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn values_print_as_ruby_inspects_them() {
        assert_eq!(
            crate::functions::stdlib::ruby_quote("a\"b#{c}\n"),
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
