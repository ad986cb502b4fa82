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
use crate::value::{Val, ValMap};
use std::collections::HashSet;
use std::sync::Arc;

impl Doc<'_> {
    // ------------------------------------------------------------------ results

    pub(crate) fn collect_failures(&self, id: NodeId, out: &mut Vec<Unresolved>) {
        let mut stack = vec![id];
        while let Some(n) = stack.pop() {
            let node = &self.nodes[n];
            match &node.kind {
                Kind::Map { fields, pending } => {
                    stack.extend(fields.values().rev());
                    stack.extend(pending.iter());
                }
                Kind::List { items, .. } => stack.extend(items.iter().rev()),
                Kind::Expr(es, inner) => {
                    if let State::Failed(f) = &node.state {
                        let expr_text = match (&es.expr, inner) {
                            (Err(_), _) => es.raw.trim().to_string(),
                            (Ok(e), _) => format!("(( {e} ))"),
                        };
                        let stub_path = match &es.expr {
                            Ok(e) => self.merge_path_text(n, e),
                            Err(_) => String::new(),
                        };
                        out.push(Unresolved {
                            expr: expr_text,
                            file: self.file_of(n).name.clone(),
                            path: spath_text(&self.path_of(n)),
                            stub_path,
                            tag: f.tag,
                            message: f.message().to_string(),
                            span: node.span,
                            at: f.at,
                            scalar: es.raw.to_string(),
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
        out.sort_by(|a, b| {
            a.tag
                .rank()
                .cmp(&b.tag.rank())
                .then_with(|| a.path.cmp(&b.path))
        });
        out
    }

    /// The evaluated document without temporary nodes (`None` if the root is undefined).
    /// In `partial` mode failed expressions appear as their source text.
    pub fn result(&self, partial: bool) -> Option<Val> {
        self.result_of(self.root, partial, 0, None)
    }

    /// The evaluated document with temporary nodes kept, and the paths of those nodes
    /// (what a stub offers the documents to its left).
    pub fn stub_result(&self, partial: bool) -> Stub {
        let mut temps = (Vec::new(), HashSet::new());
        let value = self
            .result_of(self.root, partial, 0, Some(&mut temps))
            .unwrap_or(Val::Null);
        Stub {
            value,
            temporaries: temps.1,
        }
    }

    pub(crate) fn result_of(
        &self,
        id: NodeId,
        partial: bool,
        depth: usize,
        mut temps: Option<&mut (Vec<PStep>, HashSet<String>)>,
    ) -> Option<Val> {
        let node = &self.nodes[id];
        if let Some(t) = temps.as_deref_mut() {
            if node.temporary {
                t.1.insert(spath_text(&t.0));
            }
        }
        if depth > 10_000 {
            return None;
        }
        if let State::Done(v) = &node.state {
            if !matches!(node.kind, Kind::Map { .. } | Kind::List { .. }) {
                return match v {
                    Val::Undefined => None,
                    v => Some(v.clone()),
                };
            }
        }
        match &node.kind {
            Kind::Map { fields, .. } => {
                let mut m = ValMap::with_capacity(fields.len());
                for (k, c) in fields {
                    if self.nodes[*c].temporary && temps.is_none() {
                        continue;
                    }
                    if let Some(t) = temps.as_deref_mut() {
                        t.0.push(PStep::Key(k.clone()));
                    }
                    let r = self.result_of(*c, partial, depth + 1, temps.as_deref_mut());
                    if let Some(t) = temps.as_deref_mut() {
                        t.0.pop();
                    }
                    if let Some(v) = r {
                        m.insert(k.clone(), v);
                    }
                }
                Some(Val::Map(Arc::new(m)))
            }
            Kind::List { items, .. } => {
                let mut l = Vec::with_capacity(items.len());
                for c in items {
                    if self.nodes[*c].temporary && temps.is_none() {
                        continue;
                    }
                    if let Some(t) = temps.as_deref_mut() {
                        t.0.push(self.nodes[*c].step.clone());
                    }
                    let r = self.result_of(*c, partial, depth + 1, temps.as_deref_mut());
                    if let Some(t) = temps.as_deref_mut() {
                        t.0.pop();
                    }
                    if let Some(v) = r {
                        l.push(v);
                    }
                }
                Some(Val::List(Arc::new(l)))
            }
            Kind::Leaf(v) => Some(v.clone()),
            Kind::Template(t) => Some(Val::Template(t.clone())),
            Kind::Expr(es, _) => match &node.state {
                State::Done(Val::Undefined) => None,
                State::Done(v) => Some(v.clone()),
                _ if partial => Some(Val::Str(es.raw.clone())),
                _ => None,
            },
        }
    }

    pub fn root_temporary(&self) -> bool {
        self.nodes[self.root].temporary
    }
}
