//! Evaluation budget and the depth-retry loop.
//!
//! # Semantics
//!
//! Every evaluation step counts against [`Limits::max_steps`] and every nested evaluation
//! (reference, lambda call, template instantiation) against [`Limits::max_depth`], in the
//! core's [`Budget`](strata_core::budget::Budget) of the document, which also grows the stack
//! on demand; beyond either limit the expression fails with spiff's message. A node's evaluation is memoised; meeting
//! a node that is in progress is a cycle (`@`).
//!
//! A long chain of references may exceed the depth limit although it ends. While evaluating
//! the whole document ([`Doc::eval_all`]), hitting the depth limit therefore unwinds the stack
//! without memoising the failures, and the next round starts at the node where the limit was
//! hit, so a chain of any length is resolved in rounds of bounded depth.

use crate::doc::*;
use crate::fail::*;
use crate::value::Val;

impl Doc<'_> {
    // ------------------------------------------------------------------ evaluation

    /// Runs `f` one evaluation level deeper: one step and one level of the document's
    /// [`Budget`](strata_core::budget::Budget), on a grown stack when little is left. Beyond
    /// either limit it fails with spiff's message instead; hitting the depth limit while
    /// evaluating the whole document starts the unwinding (see the module docs).
    pub(crate) fn nested<T>(&mut self, f: impl FnOnce(&mut Self) -> R<T>) -> R<T> {
        if self.unwinding {
            return local("evaluation unwinding after reaching the depth limit");
        }
        let budget = self.budget;
        if budget.step().is_err() {
            return local(format!(
                "evaluation exceeded {} steps (endless or exponential computation?)",
                budget.limits().max_steps
            ));
        }
        match budget.nested(|| f(self)) {
            Ok(r) => r,
            Err(_) => {
                self.depth_hits += 1;
                if self.retry_deep {
                    if let Some(&top) = self.node_stack.last() {
                        self.deep_seeds.push(top);
                    }
                    self.unwinding = true;
                }
                local(format!(
                    "evaluation nested deeper than {} levels (endless recursion?)",
                    budget.limits().max_depth
                ))
            }
        }
    }

    /// Evaluates the whole document.
    ///
    /// A long chain of references may exceed the depth limit although it ends. While
    /// evaluating the whole document, hitting the depth limit therefore unwinds the stack
    /// without memoising the failures and the next round starts at the node where the limit
    /// was hit, so a chain of any length is resolved in rounds of bounded depth. A round that
    /// completes nothing new at the same node (endless recursion) ends this; a last round then
    /// records every failure.
    pub fn eval_all(&mut self) {
        let root = self.root;
        self.retry_deep = true;
        let mut last_seed: Option<NodeId> = None;
        for _round in 0..100_000 {
            self.unwinding = false;
            let seed = self.deep_seeds.pop();
            self.deep_seeds.clear();
            let (done, hits) = (self.done_count, self.depth_hits);
            match seed {
                Some(n) => {
                    let _ = self.eval_node(n);
                }
                None => self.eval_tree(root, 0),
            }
            if self.depth_hits == hits {
                if seed.is_none() {
                    break;
                }
                continue;
            }
            // the depth limit was hit: continue below the cut-off, unless nothing moved
            let next = self.deep_seeds.last().copied();
            if self.done_count == done && next == last_seed {
                break;
            }
            last_seed = next;
        }
        self.retry_deep = false;
        self.unwinding = false;
        self.eval_tree(root, 0);
    }

    /// Evaluates every expression below `id` without building the values of maps and lists
    /// (those are built only when a reference needs them); `depth` is the document depth.
    pub(crate) fn eval_tree(&mut self, id: NodeId, depth: usize) {
        if depth > self.budget.limits().max_depth {
            let _ = self.eval_node(id);
            return;
        }
        match &self.nodes[id].kind {
            Kind::Map { .. } if self.is_control(id) => {
                let _ = self.eval_node(id);
            }
            Kind::Map { .. } => {
                if !matches!(self.nodes[id].state, State::Todo) {
                    return;
                }
                self.resolve_deferred(id);
                if self.resolve_pending(id).is_err() {
                    let _ = self.eval_node(id);
                    return;
                }
                let children: Vec<NodeId> = match &self.nodes[id].kind {
                    Kind::Map { fields, .. } => fields.values().collect(),
                    _ => {
                        let _ = self.eval_node(id);
                        return;
                    }
                };
                for c in children {
                    grow(|| self.eval_tree(c, depth + 1));
                }
            }
            Kind::List(_) => {
                if !matches!(self.nodes[id].state, State::Todo) {
                    return;
                }
                if self.resolve_splices(id).is_err() {
                    let _ = self.eval_node(id);
                    return;
                }
                let children: Vec<NodeId> = match &self.nodes[id].kind {
                    Kind::List(l) => l.items.clone(),
                    _ => {
                        let _ = self.eval_node(id);
                        return;
                    }
                };
                for c in children {
                    grow(|| self.eval_tree(c, depth + 1));
                }
            }
            _ => {
                let _ = self.eval_node(id);
            }
        }
    }

    /// Fully evaluates node `id`.
    pub fn eval_node(&mut self, id: NodeId) -> R<Val> {
        match &self.nodes[id].state {
            State::Done(v) => return Ok(v.clone()),
            State::Failed(f) => return Err((**f).clone()),
            State::InProgress => return Err(Fail::cycle("unresolved (cycle)")),
            State::Todo => {}
        }
        let hits = self.depth_hits;
        let mut started = false;
        let r = self.nested(|doc| {
            started = true;
            doc.nodes[id].state = State::InProgress;
            doc.node_stack.push(id);
            let r = doc.eval_node_inner(id);
            doc.node_stack.pop();
            r
        });
        if !started {
            // refused before it started (a limit, or unwinding): nothing to record
            return r;
        }
        if self.unwinding {
            // results computed while unwinding may have swallowed the unwinding failure
            // (`||`, `defined`): never keep them
            self.nodes[id].state = State::Todo;
            return local("evaluation unwinding after reaching the depth limit");
        }
        match &r {
            Ok(v) => {
                self.done_count += 1;
                let node = &mut self.nodes[id];
                // a plain expression whose value is a scalar is a value from now on: its
                // syntax tree (one per distinct text) is let go, so a document of many
                // distinct expressions does not hold them all beside their values
                if node.marks == 0
                    && matches!(node.kind, Kind::Expr(_, None))
                    && matches!(
                        v,
                        Val::Null | Val::Bool(_) | Val::Int(_) | Val::Float(_) | Val::Str(_)
                    )
                {
                    node.kind = Kind::Leaf(v.clone());
                }
                node.state = State::Done(v.clone());
            }
            Err(_) if self.retry_deep && self.depth_hits != hits => {
                self.nodes[id].state = State::Todo
            }
            Err(f) => self.nodes[id].state = State::Failed(Box::new(f.clone())),
        }
        r
    }
}
