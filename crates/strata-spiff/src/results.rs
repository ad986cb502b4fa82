//! Reading a document back: its value, its stub form, and its unresolved nodes.
//!
//! # Semantics
//!
//! The result of a template document leaves temporary nodes out and, in partial mode, shows
//! failed expressions as their source text. A stub's result keeps temporary nodes and lists
//! their paths, so they stay temporary in the documents they are merged into. Unresolved
//! nodes are reported in spiff's order: `*` first, then `@`, then `-`, each by path.

use crate::doc::*;
use crate::fail::*;
use crate::path::*;
use crate::value::Template;
use crate::value::{Val, ValMap};
use smol_str::SmolStr;
use std::collections::{HashMap, HashSet};
use std::sync::Arc;
use strata_core::Value;

/// What a stub's result collects besides its value.
#[derive(Default)]
pub(crate) struct StubAcc {
    path: Vec<PStep>,
    temporaries: HashSet<String>,
    marks: HashMap<String, u8>,
    dynamic: HashMap<String, Arc<Template>>,
}

/// Nesting depth past which reading a result gives up (documents are far shallower: the YAML
/// loader bounds them first).
const RESULT_DEPTH: usize = 10_000;
impl Doc<'_> {
    // ------------------------------------------------------------------ results

    pub(crate) fn collect_failures(&self, id: NodeId, out: &mut Vec<Unresolved>) {
        let mut stack = vec![id];
        while let Some(n) = stack.pop() {
            let node = &self.nodes[n];
            if let Some(ctl) = (!self.controls.is_empty())
                .then(|| self.controls.get(&n))
                .flatten()
            {
                match (&node.state, ctl.selected) {
                    (State::Failed(f), _) if f.tag == Tag::Local => {
                        let name = ctl.kind.map(|k| k.name()).unwrap_or_default();
                        let expr = if name.is_empty() {
                            "<control>".to_string()
                        } else {
                            format!("<{name} control>")
                        };
                        out.push(Unresolved {
                            expr: expr.clone(),
                            file: self.file_of(n).name.clone(),
                            path: spath_text(&self.report_path_of(n)),
                            stub_path: String::new(),
                            tag: f.tag,
                            message: f.message().to_string(),
                            span: node.span(),
                            at: None,
                            scalar: expr,
                            nested: None,
                        });
                    }
                    (_, Some(sel)) => stack.push(sel),
                    (State::Failed(_), None) => {
                        if let Kind::Map { fields, .. } = &node.kind {
                            stack.extend(fields.values().rev());
                        }
                    }
                    _ => {}
                }
                continue;
            }
            match &node.kind {
                Kind::Map { fields, pending } => {
                    stack.extend(fields.values().rev());
                    stack.extend(pending.map(|p| p as NodeId));
                }
                Kind::List(l) => stack.extend(l.items.iter().rev()),
                Kind::Expr(es, _) => {
                    if let State::Failed(f) = &node.state {
                        let expr_text = failed_text(es, f);
                        let stub_path = match es.expr() {
                            Ok(e) => self.merge_path_text(n, e),
                            Err(_) => String::new(),
                        };
                        out.push(Unresolved {
                            expr: expr_text,
                            file: self.file_of(n).name.clone(),
                            path: spath_text(&self.report_path_of(n)),
                            stub_path,
                            tag: f.tag,
                            message: f.message().to_string(),
                            span: node.span(),
                            at: f.at,
                            scalar: es.raw.to_string(),
                            nested: f.nested.clone(),
                        });
                    }
                }
                _ => {}
            }
        }
    }

    /// Every failed expression node of the document, in report order (`*`, `@`, `-`).
    pub fn failures(&self) -> Vec<Unresolved> {
        let mut out = Vec::new();
        self.collect_failures(self.root, &mut out);
        for (n, message) in &self.insert_errors {
            out.push(Unresolved {
                expr: "<map>".to_string(),
                file: self.file_of(*n).name.clone(),
                path: spath_text(&self.report_path_of(*n)),
                stub_path: String::new(),
                tag: Tag::Local,
                message: message.clone(),
                span: self.nodes[*n].span(),
                at: None,
                scalar: String::new(),
                nested: None,
            });
        }
        for (n, tag, message) in &self.tag_errors {
            // an expression node's failure is listed by `collect_failures` already
            if !matches!(self.nodes[*n].kind, Kind::Expr(..)) {
                out.push(Unresolved {
                    expr: format!("(( &tag:{tag} ))"),
                    file: self.file_of(*n).name.clone(),
                    path: spath_text(&self.report_path_of(*n)),
                    stub_path: String::new(),
                    tag: Tag::Local,
                    message: message.clone(),
                    span: self.nodes[*n].span(),
                    at: None,
                    scalar: String::new(),
                    nested: None,
                });
            }
        }
        sort_report(&mut out);
        out
    }

    /// The nodes below the root marked `&state` (a node not marked is left out with what it
    /// holds): what `--state` saves.
    pub fn state_result(&self, partial: bool) -> Val {
        let is_state = |id: NodeId| self.nodes[id].marks & MARK_STATE != 0;
        match &self.nodes[self.root].kind {
            Kind::Map { fields, .. } => {
                let mut m = ValMap::new();
                for (k, id) in fields.iter(&self.table) {
                    if is_state(id) {
                        if let Some(v) = self.result_of(id, partial, 1, None) {
                            m.insert(k.clone(), v);
                        }
                    }
                }
                Val::Map(std::sync::Arc::new(m))
            }
            Kind::List(l) => Val::List(std::sync::Arc::new(
                l.items
                    .iter()
                    .filter(|&&id| is_state(id))
                    .filter_map(|&id| self.result_of(id, partial, 1, None))
                    .collect(),
            )),
            _ => Val::Null,
        }
    }

    /// The evaluated document without temporary nodes (`None` if the root is undefined).
    /// In `partial` mode failed expressions appear as their source text.
    ///
    /// The document is released as it is read: each node's memoised value, field index and
    /// expression are dropped once its part of the result is built (the node keeps just
    /// that result, so a node reached twice reads the same), so the result grows into the
    /// memory the document gives back. The document is left for dropping.
    pub fn take_result(&mut self, partial: bool) -> Option<Val> {
        self.take_result_of(self.root, partial, 0, false)
    }

    /// Writes the evaluated document (as [`take_result`](Self::take_result) reads it,
    /// converted with `unescape` as the output is) to `out` as YAML, reading it out of the
    /// document piece by piece: the fields of a root map one at a time in output order, and
    /// the entries of a field holding a list one at a time, each written and released before
    /// the next is read. So the result is never held whole, and the document's memoised
    /// values are freed as they are written. A root that is not a map, or a map whose keys
    /// collide once unescaped, is read whole and written as [`take_result`] would give it.
    /// The caller leaves out a temporary root. The document is left for dropping.
    pub(crate) fn write_result(
        &mut self,
        partial: bool,
        unescape: crate::interchange::Unescape,
        out: &mut dyn std::io::Write,
    ) -> std::io::Result<()> {
        use strata_core::yaml::{key_order, pieces, WriteOptions};
        /// Text collected before it is handed to `out`.
        const FLUSH_AT: usize = 1 << 16;
        let opts = WriteOptions::spiff();
        let mut buf = String::new();
        let root = self.root;
        // the fields of a plain root map, under their output names
        let fields: Option<Vec<(SmolStr, NodeId)>> = match &self.nodes[root].kind {
            Kind::Map { fields, .. } if !self.is_control(root) => Some(
                fields
                    .iter(&self.table)
                    .filter(|&(_, c)| !self.left_out(c, partial))
                    .map(|(k, c)| {
                        let k = if unescape.whole {
                            crate::interchange::unescape_key(k)
                        } else {
                            k.clone()
                        };
                        (k, c)
                    })
                    .collect(),
            ),
            _ => None,
        };
        let distinct = |fields: &Vec<(SmolStr, NodeId)>| {
            let mut seen = HashSet::with_capacity(fields.len());
            fields.iter().all(|(k, _)| seen.insert(k.clone()))
        };
        let Some(mut fields) = fields.filter(distinct) else {
            if let Some(v) = self.take_result(partial) {
                pieces::document(&mut buf, &crate::into_value(v, unescape), &opts);
            }
            return out.write_all(buf.as_bytes());
        };
        strata_core::sort::sort_by(&mut fields, |a, b| key_order(&a.0, &b.0));
        let mut written = false;
        for (key, c) in fields {
            let items: Option<Vec<NodeId>> = match &self.nodes[c].kind {
                Kind::List(l) if !self.is_control(c) => Some(
                    l.items
                        .iter()
                        .copied()
                        .filter(|i| !self.left_out(*i, partial))
                        .collect(),
                ),
                _ => None,
            };
            let Some(items) = items else {
                let v = grow(|| self.take_result_of(c, partial, 1, true));
                if let Some(v) = v.filter(|v| !matches!(v, Val::Undefined)) {
                    pieces::field(&mut buf, &key, &crate::into_value(v, unescape), &opts);
                    written = true;
                }
                continue;
            };
            // a list field: its entries one by one
            let mut opened = false;
            for i in items {
                let v = grow(|| self.take_result_of(i, partial, 2, true));
                let Some(v) = v.filter(|v| !matches!(v, Val::Undefined)) else {
                    continue;
                };
                if !opened {
                    pieces::sequence_field(&mut buf, &key);
                    opened = true;
                }
                pieces::entry(&mut buf, &crate::into_value(v, unescape), &opts);
                if buf.len() >= FLUSH_AT {
                    out.write_all(buf.as_bytes())?;
                    buf.clear();
                }
            }
            if !opened {
                pieces::field(&mut buf, &key, &Value::List(Default::default()), &opts);
            }
            self.release(c);
            written = true;
        }
        if !written {
            pieces::document(&mut buf, &Value::Map(Default::default()), &opts);
        }
        out.write_all(buf.as_bytes())
    }

    /// Drops what node `id` holds once its part of the output is written.
    fn release(&mut self, id: NodeId) {
        let node = &mut self.nodes[id];
        node.state = State::Done(Val::Undefined);
        node.kind = Kind::Leaf(Val::Undefined);
    }

    /// The result of node `id`, taken out of the document: the node's memoised value, field
    /// index and expression are dropped. Unless `release`, the node keeps the result it
    /// gave (so a node read twice reads the same); with `release` it keeps nothing (the
    /// streaming writer reads each node once, as the document is a tree).
    fn take_result_of(
        &mut self,
        id: NodeId,
        partial: bool,
        depth: usize,
        release: bool,
    ) -> Option<Val> {
        if depth > RESULT_DEPTH {
            return None;
        }
        if !self.controls.is_empty() && self.controls.contains_key(&id) {
            // control structures are rare: read them as `result` does
            return self.result_of(id, partial, depth, None);
        }
        let node = &self.nodes[id];
        if let State::Done(v) = &node.state {
            if !matches!(node.kind, Kind::Map { .. } | Kind::List(_)) {
                let r = match v {
                    Val::Undefined => None,
                    v => Some(v.clone()),
                };
                if release {
                    self.release(id);
                }
                return r;
            }
        }
        let r = match &node.kind {
            Kind::Map { fields, .. } => {
                let children: Vec<(SmolStr, NodeId)> = fields
                    .iter(&self.table)
                    .filter(|&(_, c)| !self.left_out(c, partial))
                    .map(|(k, c)| (k.clone(), c))
                    .collect();
                let mut m = ValMap::with_capacity(children.len());
                for (k, c) in children {
                    if let Some(v) = grow(|| self.take_result_of(c, partial, depth + 1, release)) {
                        m.insert(k, v);
                    }
                }
                Some(Val::Map(Arc::new(m)))
            }
            Kind::List(list) => {
                let children: Vec<NodeId> = list
                    .items
                    .iter()
                    .copied()
                    .filter(|c| !self.left_out(*c, partial))
                    .collect();
                let mut l = Vec::with_capacity(children.len());
                for c in children {
                    if let Some(v) = grow(|| self.take_result_of(c, partial, depth + 1, release)) {
                        l.push(v);
                    }
                }
                Some(Val::List(Arc::new(l)))
            }
            _ => leaf_result(node, partial),
        };
        if release {
            self.release(id);
        } else {
            let node = &mut self.nodes[id];
            node.state = State::Done(r.clone().unwrap_or(Val::Undefined));
            node.kind = Kind::Leaf(Val::Null);
        }
        r
    }

    /// The evaluated document with temporary nodes kept, and the paths of those nodes
    /// (what a stub offers the documents to its left).
    pub fn stub_result(&self, partial: bool) -> Stub {
        let mut temps = StubAcc::default();
        let value = self
            .result_of(self.root, partial, 0, Some(&mut temps))
            .unwrap_or(Val::Null);
        Stub {
            value,
            temporaries: temps.temporaries,
            marks: temps.marks,
            dynamic: temps.dynamic,
        }
    }

    pub(crate) fn result_of(
        &self,
        id: NodeId,
        partial: bool,
        depth: usize,
        mut temps: Option<&mut StubAcc>,
    ) -> Option<Val> {
        let node = &self.nodes[id];
        if let Some(t) = temps.as_deref_mut() {
            if node.temporary() {
                t.temporaries.insert(spath_text(&t.path));
            }
            let marks = node.marks & (MARK_INJECT | MARK_DEFAULT | MARK_DYNAMIC);
            if marks != 0 {
                *t.marks.entry(spath_text(&t.path)).or_insert(0) |= marks;
            }
            if let Some(tp) = (!self.dynamic.is_empty())
                .then(|| self.dynamic.get(&id))
                .flatten()
            {
                t.dynamic.insert(spath_text(&t.path), tp.clone());
            }
        }
        if depth > RESULT_DEPTH {
            return None;
        }
        if let Some(ctl) = (!self.controls.is_empty())
            .then(|| self.controls.get(&id))
            .flatten()
        {
            if let Some(sel) = ctl.selected {
                return self.result_of(sel, partial, depth + 1, temps);
            }
            return match &node.state {
                State::Done(Val::Undefined) => None,
                State::Done(v) => Some(v.clone()),
                _ => None,
            };
        }
        if let State::Done(v) = &node.state {
            if !matches!(node.kind, Kind::Map { .. } | Kind::List(_)) {
                return match v {
                    Val::Undefined => None,
                    v => Some(v.clone()),
                };
            }
        }
        match &node.kind {
            Kind::Map { fields, .. } => {
                let mut m = ValMap::with_capacity(fields.len());
                for (k, c) in fields.iter(&self.table) {
                    if self.skipped(c, temps.is_some(), partial) {
                        continue;
                    }
                    if let Some(t) = temps.as_deref_mut() {
                        t.path.push(PStep::Key(k.clone()));
                        if node.marks & MARK_DEFAULT != 0 {
                            *t.marks.entry(spath_text(&t.path)).or_insert(0) |= MARK_IMPLIED;
                        }
                    }
                    let r = self.result_of(c, partial, depth + 1, temps.as_deref_mut());
                    if let Some(t) = temps.as_deref_mut() {
                        t.path.pop();
                    }
                    if let Some(v) = r {
                        m.insert(k.clone(), v);
                    }
                }
                Some(Val::Map(Arc::new(m)))
            }
            Kind::List(list) => {
                let mut l = Vec::with_capacity(list.items.len());
                for c in &list.items {
                    if self.skipped(*c, temps.is_some(), partial) {
                        continue;
                    }
                    if let Some(t) = temps.as_deref_mut() {
                        t.path.push(self.step_of(*c).into_owned());
                    }
                    let r = self.result_of(*c, partial, depth + 1, temps.as_deref_mut());
                    if let Some(t) = temps.as_deref_mut() {
                        t.path.pop();
                    }
                    if let Some(v) = r {
                        l.push(v);
                    }
                }
                Some(Val::List(Arc::new(l)))
            }
            _ => leaf_result(node, partial),
        }
    }

    /// Whether node `c` is left out of a result: temporary nodes of a template document,
    /// `&local` nodes of a stub.
    fn skipped(&self, c: NodeId, stub: bool, partial: bool) -> bool {
        let n = &self.nodes[c];
        if stub {
            n.marks & MARK_LOCAL != 0
        } else {
            self.left_out(c, partial)
        }
    }

    /// Whether node `c` of a template document is left out of its result: a temporary node,
    /// unless it is unresolved in partial mode (spiff++ shows it then, as any unresolved node).
    fn left_out(&self, c: NodeId, partial: bool) -> bool {
        let n = &self.nodes[c];
        n.temporary() && !(partial && matches!(n.state, State::Failed(_)))
    }

    /// Whether the root node is temporary (the document is left out).
    pub fn root_temporary(&self) -> bool {
        self.nodes[self.root].temporary()
    }
}

/// The result of a node that holds no other nodes: its value, a template, or an evaluated
/// expression's value (`None` when undefined; in `partial` mode a failed expression's text).
fn leaf_result(node: &Node, partial: bool) -> Option<Val> {
    match &node.kind {
        Kind::Leaf(v) => Some(v.clone()),
        Kind::Template(t) => Some(Val::Template(t.clone())),
        Kind::Expr(es, _) => match &node.state {
            State::Done(Val::Undefined) => None,
            State::Done(v) => Some(v.clone()),
            State::Failed(f) if partial => Some(Val::str(failed_text(es, f))),
            _ => None,
        },
        Kind::Map { .. } | Kind::List(_) => None,
    }
}

/// A failed expression as spiff++ prints it, in the unresolved-node report and, in partial
/// mode, in the output: `(( expr ))` with the expression printed by spiff++'s rules (an `||`
/// chain as far as it was evaluated), or the text as written when it does not parse.
fn failed_text(es: &crate::source::ExprSrc, f: &Fail) -> String {
    if let Some(p) = &f.produced {
        return p.clone();
    }
    match es.expr() {
        Err(_) => es.raw.trim().to_string(),
        Ok(e @ crate::ast::Expr::Or(..)) => f.shown.clone().unwrap_or_else(|| format!("(( {e} ))")),
        Ok(e) => format!("(( {e} ))"),
    }
}
