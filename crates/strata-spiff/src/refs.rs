//! References: resolving `a.b.c`, `.a.b` and `[expr]` steps to nodes or values.
//!
//! # Semantics
//!
//! A relative reference looks its first name up in the lambda bindings in scope (a lambda
//! call's parameters and definition-time bindings, then its caller's), then in
//! the enclosing maps from the innermost outward (continuing, for an instantiated template or
//! a `read` document, at the node that instantiated it); `__ctx` is the context map (`FILE`,
//! `DIR`, `PATH`, ...). `_.name` looks `name` up from where the lambda being called or the
//! template being instantiated was defined. An absolute reference starts at the document root. Each further step
//! enters a map field, a list entry by index, or a list entry by the value of its key field.
//! Steps into unevaluated maps and lists do not evaluate them: only the node finally reached
//! is evaluated. A missing step fails with `'path' not found`.

use crate::ast::{path_text, Step};
use crate::doc::*;
use crate::fail::*;
use crate::path::*;
use crate::value::{nav_val, val_key_text};
use crate::value::{Frame, Val, ValMap};
use smol_str::SmolStr;
use std::collections::HashMap;
use std::sync::Arc;

impl Doc<'_> {
    // ------------------------------------------------------------------ references

    /// Looks a name up from `cx`: lambda bindings, then the enclosing maps outward.
    pub(crate) fn lookup_name(
        &mut self,
        name: &str,
        node: NodeId,
        frame: &Option<Arc<Frame>>,
    ) -> R<Option<Item>> {
        if let Some(f) = frame {
            if let Some(v) = f.lookup(name) {
                return Ok(Some(Item::Val(v.clone())));
            }
        }
        let mut cur = self.nodes[node].parent();
        let mut last = node;
        let mut guard = 0usize;
        loop {
            guard += 1;
            if guard > 1_000_000 {
                return Ok(None);
            }
            let Some(c) = cur else {
                // reached a root: continue in the outer scope of an instance
                if let Some(o) = self.outers.get(&last).cloned() {
                    return grow(|| self.lookup_name(name, o.node, &o.frame));
                }
                // then the bindings given outside the documents
                return Ok(self.session.binding(name).map(Item::Val));
            };
            if let Kind::Map { fields, pending } = &self.nodes[c].kind {
                if let Some(f) = fields.get(name, &self.table) {
                    return Ok(Some(Item::Node(f)));
                }
                if let Some(p) = pending.map(|p| p as NodeId) {
                    if !matches!(self.nodes[p].state, State::InProgress) && p != node {
                        self.resolve_pending(c)?;
                        if let Kind::Map { fields, .. } = &self.nodes[c].kind {
                            if let Some(f) = fields.get(name, &self.table) {
                                return Ok(Some(Item::Node(f)));
                            }
                        }
                    }
                }
            }
            last = c;
            cur = self.nodes[c].parent();
        }
    }

    pub(crate) fn step_into(&mut self, item: Item, step: &Step) -> R<Option<Item>> {
        match item {
            Item::Val(v) => Ok(nav_val(&v, &step_to_pstep(step)).cloned().map(Item::Val)),
            Item::Node(id) => {
                match &self.nodes[id].kind {
                    Kind::Map { .. } if self.is_control(id) => {
                        let v = self.eval_node(id).map_err(|f| f.as_dependency())?;
                        Ok(nav_val(&v, &step_to_pstep(step)).cloned().map(Item::Val))
                    }
                    Kind::Map { .. } => {
                        self.resolve_deferred(id);
                        let Step::Key(k) = step else { return Ok(None) };
                        if let Kind::Map { fields, .. } = &self.nodes[id].kind {
                            if let Some(c) = fields.get(k, &self.table) {
                                return Ok(Some(Item::Node(c)));
                            }
                        }
                        self.resolve_pending(id)?;
                        if let Kind::Map { fields, .. } = &self.nodes[id].kind {
                            return Ok(fields.get(k, &self.table).map(Item::Node));
                        }
                        // the map was replaced
                        self.step_into(Item::Node(id), step)
                    }
                    Kind::List(_) => {
                        self.resolve_splices(id)?;
                        let Kind::List(l) = &self.nodes[id].kind else {
                            return Ok(None);
                        };
                        let (items, key_name) = (&l.items, &l.key_name);
                        match step {
                            Step::Index(i) => Ok(items.get(*i).map(|&c| Item::Node(c))),
                            Step::Dyn(_) | Step::Slice(..) => Ok(None),
                            Step::Key(k) => {
                                let kn = key_name
                                    .clone()
                                    .unwrap_or_else(|| SmolStr::new_static("name"));
                                self.find_named(id, &kn, k)
                            }
                        }
                    }
                    _ => {
                        let v = self.eval_node(id).map_err(|f| f.as_dependency())?;
                        Ok(nav_val(&v, &step_to_pstep(step)).cloned().map(Item::Val))
                    }
                }
            }
        }
    }

    pub(crate) fn find_named(
        &mut self,
        list: NodeId,
        field: &SmolStr,
        name: &str,
    ) -> R<Option<Item>> {
        if !self.name_index.contains_key(&list) {
            let Kind::List(l) = &self.nodes[list].kind else {
                return Ok(None);
            };
            let items = l.items.clone();
            let mut idx = HashMap::new();
            for c in items {
                if self.deferred.contains_key(&c) {
                    self.resolve_deferred(c);
                } else if let Kind::Map { fields, .. } = &self.nodes[c].kind {
                    // a key given by an expression: evaluate it (failures just leave the
                    // entry unnamed)
                    if let Some(fnode) = fields.get(field, &self.table) {
                        if matches!(self.nodes[fnode].kind, Kind::Expr(..)) {
                            if let Ok(v) = self.eval_node(fnode) {
                                if let Some(k) = val_key_text(&v) {
                                    idx.entry(k).or_insert(c);
                                }
                            }
                        }
                    }
                }
                match &*self.step_of(c) {
                    PStep::Named(n) if n.field == *field => {
                        idx.entry(n.value.clone()).or_insert(c);
                    }
                    _ => {
                        if let Kind::Leaf(Val::Map(m)) = &self.nodes[c].kind {
                            if let Some(k) = m.get(field).and_then(val_key_text) {
                                idx.entry(k).or_insert(c);
                            }
                        } else if let Kind::Map { fields, .. } = &self.nodes[c].kind {
                            if let Some(fnode) = fields.get(field, &self.table) {
                                if let Kind::Leaf(v) = &self.nodes[fnode].kind {
                                    if let Some(k) = val_key_text(v) {
                                        idx.entry(k).or_insert(c);
                                    }
                                }
                            }
                        }
                    }
                }
            }
            self.name_index.insert(list, idx);
        }
        Ok(self
            .name_index
            .get(&list)
            .and_then(|m| m.get(name))
            .map(|&c| Item::Node(c)))
    }

    pub(crate) fn item_value(&mut self, item: Item) -> R<Val> {
        match item {
            Item::Val(v) => Ok(v),
            Item::Node(id) => self.eval_node(id).map_err(|f| f.as_dependency()),
        }
    }

    pub(crate) fn resolve_ref(&mut self, absolute: bool, path: &[Step], cx: &Cx) -> R<Val> {
        let text = || {
            let t = path_text(path);
            if absolute {
                format!(".{t}")
            } else {
                t
            }
        };
        let (mut item, rest) = if absolute {
            match path.first() {
                // `.__map.x` in a document whose root is a list: the top-level map around
                // the expression
                Some(Step::Key(k)) if k == "__map" => match self.top_map(cx.node) {
                    Some(m) => (Item::Node(m), &path[1..]),
                    None => (Item::Node(self.root), path),
                },
                _ => (Item::Node(self.root), path),
            }
        } else {
            let Some(Step::Key(first)) = path.first() else {
                return Err(not_found(&text()));
            };
            let found = match (first.as_str(), path.get(1)) {
                // `__ctx.OUTER.[i].path`: `path` in the i-th document around a nested merge
                ("__ctx", Some(Step::Key(k))) if k == "OUTER" => {
                    let Some(Step::Index(i)) = path.get(2) else {
                        return local("__ctx.OUTER is read as __ctx.OUTER.[i].path");
                    };
                    return match self.outer_lookup(true, &path[3..], Some(*i)) {
                        Some(r) => {
                            let (v, used) = r?;
                            self.resolve_rest(Item::Val(v), &path[3 + used..], cx, &text)
                        }
                        None => Err(not_found(&text())),
                    };
                }
                ("__ctx", _) => Some(Item::Val(self.ctx_value(cx.node))),
                // `_.name`: relative to the static scope of the lambda being evaluated or of
                // the template being instantiated
                ("_", Some(Step::Key(name))) => {
                    let this = match cx.frame.as_ref().and_then(|f| f.lookup("_")) {
                        Some(v) => Some(Item::Val(v.clone())),
                        // inside a template instance `_` is bound where it was instantiated
                        None => self.lookup_name(first, cx.node, &cx.frame)?,
                    };
                    let (scope, def) = match &this {
                        Some(Item::Val(Val::Lambda(l))) => (l.scope.clone(), Some(&l.def)),
                        Some(Item::Val(Val::Template(t))) => (t.scope.clone(), None),
                        _ => (None, None),
                    };
                    match scope {
                        Some(sc) => {
                            let found = if sc.doc == self.doc_id {
                                self.lookup_name(name, sc.node, &None)?
                            } else {
                                self.lookup_in_stubs(def, &sc, name)
                            };
                            match found {
                                Some(i) => return self.resolve_rest(i, &path[2..], cx, &text),
                                None => return Err(not_found(&text())),
                            }
                        }
                        None => this,
                    }
                }
                // `__.name`: relative to the node of the expression, skipping bindings
                ("__", Some(Step::Key(name))) => match self.lookup_name(name, cx.node, &None)? {
                    Some(i) => return self.resolve_rest(i, &path[2..], cx, &text),
                    None => return Err(not_found(&text())),
                },
                // `___.name`: from the outermost scope
                ("___", Some(_)) => {
                    return self.resolve_rest(Item::Node(self.root), &path[1..], cx, &text)
                }
                _ => self.lookup_name(first, cx.node, &cx.frame)?,
            };
            match found {
                Some(i) => (i, &path[1..]),
                // inside a nested merge: the bindings at the `merge` call, outward
                None => match self.outer_lookup(false, path, None) {
                    Some(r) => {
                        let (v, used) = r?;
                        return self.resolve_rest(Item::Val(v), &path[used..], cx, &text);
                    }
                    None => return Err(not_found(&text())),
                },
            }
        };
        self.resolve_rest_from(&mut item, rest, cx, &text)?;
        match self.item_value(item)? {
            Val::Undefined => Err(not_found(&text())),
            v => Ok(v),
        }
    }

    /// Resolves the steps `rest` from `item` and evaluates the result.
    pub(crate) fn resolve_rest(
        &mut self,
        mut item: Item,
        rest: &[Step],
        cx: &Cx,
        text: &dyn Fn() -> String,
    ) -> R<Val> {
        self.resolve_rest_from(&mut item, rest, cx, text)?;
        match self.item_value(item)? {
            Val::Undefined => Err(not_found(&text())),
            v => Ok(v),
        }
    }

    /// `name` looked up from the static scope of a lambda defined in another document (an
    /// evaluated stub): the stub holding the lambda at the scope's path, then its enclosing
    /// maps outward.
    fn lookup_in_stubs(
        &self,
        def: Option<&Arc<crate::ast::LambdaDef>>,
        sc: &crate::value::StaticScope,
        name: &str,
    ) -> Option<Item> {
        let at = |v: &Val, p: &[PStep]| -> Option<Val> {
            let mut cur = v;
            for s in p {
                cur = nav_val(cur, s)?;
            }
            Some(cur.clone())
        };
        let holds_lambda = |v: &Val| match at(v, &sc.path) {
            Some(Val::Lambda(m)) => def.is_some_and(|d| Arc::ptr_eq(&m.def, d)),
            _ => false,
        };
        let stub = self
            .stubs
            .iter()
            .find(|s| holds_lambda(&s.value))
            .or_else(|| self.stubs.iter().find(|s| at(&s.value, &sc.path).is_some()))?;
        for i in (0..sc.path.len()).rev() {
            if let Some(Val::Map(m)) = at(&stub.value, &sc.path[..i]) {
                if let Some(v) = m.get(name) {
                    return Some(Item::Val(v.clone()));
                }
            }
        }
        None
    }

    /// The outermost map around `node` below a list root.
    fn top_map(&self, node: NodeId) -> Option<NodeId> {
        if !matches!(self.nodes[self.root].kind, Kind::List(_)) {
            return None;
        }
        let mut cur = node;
        let mut found = None;
        let mut guard = 0usize;
        while let Some(p) = self.nodes[cur].parent() {
            guard += 1;
            if guard > 1_000_000 {
                break;
            }
            if matches!(self.nodes[cur].kind, Kind::Map { .. }) {
                found = Some(cur);
            }
            cur = p;
        }
        found
    }

    fn resolve_rest_from(
        &mut self,
        item_ref: &mut Item,
        rest: &[Step],
        cx: &Cx,
        text: &dyn Fn() -> String,
    ) -> R<()> {
        let mut item = std::mem::replace(item_ref, Item::Val(Val::Null));
        for s in rest {
            let next = match s {
                Step::Dyn(e) => {
                    let steps = match self.eval(e, cx)? {
                        Val::Int(i) if i >= 0 => vec![Step::Index(i as usize)],
                        Val::Int(i) => {
                            // from the end of the list
                            let entry = match self.item_value(item)? {
                                Val::List(l) => usize::try_from(l.len() as i64 + i)
                                    .ok()
                                    .and_then(|ix| l.get(ix).cloned()),
                                _ => return local("index requires array expression"),
                            };
                            match entry {
                                Some(v) => {
                                    item = Item::Val(v);
                                    continue;
                                }
                                None => return Err(not_found(&text())),
                            }
                        }
                        Val::Str(k) => vec![Step::Key(k)],
                        Val::List(l) => {
                            let mut v = Vec::with_capacity(l.len());
                            for k in l.iter() {
                                match k {
                                    Val::Int(i) if *i >= 0 => v.push(Step::Index(*i as usize)),
                                    other => match val_key_text(other) {
                                        Some(k) => v.push(Step::Key(k)),
                                        None => {
                                            return local(
                                                "invalid path element in index expression",
                                            )
                                        }
                                    },
                                }
                            }
                            v
                        }
                        other => return local(format!("invalid index type {}", other.kind())),
                    };
                    let mut cur = Some(item);
                    for st in &steps {
                        cur = match cur {
                            Some(it) => self.step_into(it, st)?,
                            None => None,
                        };
                    }
                    cur
                }
                Step::Slice(lo, hi) => {
                    let v = self.item_value(item)?;
                    Some(Item::Val(self.slice_val(v, lo, hi, cx)?))
                }
                s => self.step_into(item, s)?,
            };
            match next {
                Some(i) => item = i,
                None => return Err(not_found(&text())),
            }
        }
        *item_ref = item;
        Ok(())
    }

    pub(crate) fn ctx_value(&mut self, node: NodeId) -> Val {
        let path = self.path_of(node);
        let info = self.file_of(node).clone();
        let mut m = ValMap::new();
        m.insert("FILE".into(), Val::str(info.name.clone()));
        m.insert("DIR".into(), Val::str(info.dir.clone()));
        m.insert("RESOLVED_FILE".into(), Val::str(info.name));
        m.insert("RESOLVED_DIR".into(), Val::str(info.dir));
        m.insert("PATHNAME".into(), Val::str(spath_text(&path)));
        m.insert(
            "PATH".into(),
            Val::List(Arc::new(path.iter().map(|s| Val::str(s.text())).collect())),
        );
        Val::Map(Arc::new(m))
    }
}
