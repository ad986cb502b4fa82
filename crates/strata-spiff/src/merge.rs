//! The structural merge: building a document's nodes from its source and the stubs.
//!
//! # Semantics
//!
//! Building performs spiff's structural auto-merge:
//!
//! * a map field whose template value is a scalar, or an expression without `merge`/`prefer`,
//!   is replaced as a whole by the value found at the same path in the first stub that has it;
//!   maps are merged field by field and never gain fields, except through `<<: (( merge ))`,
//!   which brings in the stub's extra fields (`merge replace` takes the stub's node as it is,
//!   `merge a.b` redirects the stub path for the whole subtree);
//! * list entries are addressed by their key field (`name`, a `key:`-tagged field, or the
//!   field of `merge on KEY`) or else by index; the entries themselves are never replaced, their
//!   fields are merged; `- <<: (( merge ))` inserts the stub's entries that the template lacks.
//! * `&temporary` nodes are evaluated but left out of the output (and stay temporary where a
//!   stub's temporary node is merged); `&template` nodes are kept unevaluated as templates.
//!
//! Parts of the merge that need evaluated values happen when evaluation reaches them: a map's
//! `<<: (( expr ))` (its fields are added), a list's `- <<: (( expr ))` entries (spliced in),
//! and list entries whose key field is an expression (merged once the key is known).

use crate::ast::{Expr, Marker, MergeSpec};
use crate::doc::*;
use crate::fail::*;
use crate::path::*;
use crate::source::{ExprSrc, Src, SrcKind};
use crate::value::{nav_val, src_key_text, val_key_text};
use crate::value::{Template, Val, ValMap};
use smol_str::SmolStr;
use std::collections::HashMap;
use std::sync::Arc;
use strata_core::Span;

impl Doc<'_> {
    /// Whether the node at `spath` in the first stub that has it is temporary there.
    pub(crate) fn stub_temporary(&self, spath: &Option<SPath>) -> bool {
        let Some(p) = spath.as_ref() else {
            return false;
        };
        if self.stubs.iter().all(|s| s.temporaries.is_empty()) {
            return false;
        }
        for stub in self.stubs.iter() {
            if self.stub_at(&stub.value, p).is_some() {
                return stub.temporaries.contains(&spath_text(p));
            }
        }
        false
    }

    /// The value at path `p` in the stub value `v`, if it has one.
    fn stub_at<'v>(&self, v: &'v Val, p: &SPath) -> Option<&'v Val> {
        p.iter().try_fold(v, |cur, s| self.nav_stub(cur, s))
    }

    /// One step into a stub value; name-keyed list lookups use a per-list index so that
    /// merging a list of N entries with a stub costs O(N), not O(N²).
    pub(crate) fn nav_stub<'v>(&self, v: &'v Val, s: &PStep) -> Option<&'v Val> {
        let (l, field, value) = match (v, s) {
            (Val::List(l), PStep::Key(k)) if l.len() > 8 => (l, "name", k),
            (Val::List(l), PStep::Named(n)) if l.len() > 8 => (l, n.field.as_str(), &n.value),
            _ => return nav_val(v, s),
        };
        let key = (Arc::as_ptr(l) as usize, SmolStr::new(field));
        let mut cache = self.stub_index.borrow_mut();
        let idx = cache.entry(key).or_insert_with(|| {
            let mut m = HashMap::with_capacity(l.len());
            for (i, e) in l.iter().enumerate() {
                if let Val::Map(em) = e {
                    if let Some(k) = em.get(field).and_then(val_key_text) {
                        m.entry(k).or_insert(i);
                    }
                }
            }
            (l.clone(), m)
        });
        idx.1.get(value.as_str()).and_then(|&i| l.get(i))
    }

    pub(crate) fn stub_lookup(&self, spath: &Option<SPath>) -> Option<Val> {
        self.stub_find(spath).map(|(v, _)| v)
    }

    /// The value at `spath` in the first stub that has it, and that stub's index.
    pub(crate) fn stub_find(&self, spath: &Option<SPath>) -> Option<(Val, usize)> {
        let p = spath.as_ref()?;
        for (si, stub) in self.stubs.iter().enumerate() {
            let Some(cur) = self.stub_at(&stub.value, p) else {
                continue;
            };
            if !matches!(cur, Val::Undefined) {
                if !stub.marks.is_empty()
                    && self.stub_marks(si, &spath_text(p)) & (MARK_IMPLIED | MARK_DEFAULT)
                        == MARK_IMPLIED
                {
                    // a field of a `&default` map: look further
                    continue;
                }
                return Some((cur.clone(), si));
            }
        }
        None
    }

    /// The markers (`MARK_*`) of the node at `path` (as printed) in stub `si`.
    pub(crate) fn stub_marks(&self, si: usize, path: &str) -> u8 {
        match self.stubs.get(si) {
            Some(s) if !s.marks.is_empty() => s.marks.get(path).copied().unwrap_or(0),
            _ => 0,
        }
    }

    /// Overrides node `id` with the value at `spath` in the first stub that has it, unless
    /// that node is `&default`; a `&dynamic` stub node is instantiated here instead. Returns
    /// whether the node was overridden.
    pub(crate) fn apply_override(&mut self, id: NodeId, spath: &Option<SPath>, file: u32) -> bool {
        let Some((v, si)) = self.stub_find(spath) else {
            return false;
        };
        let (marks, text) = if self.stubs[si].marks.is_empty() {
            (0, String::new())
        } else {
            let text = spath.as_ref().map(|p| spath_text(p)).unwrap_or_default();
            (self.stub_marks(si, &text), text)
        };
        if marks & MARK_DEFAULT != 0 && marks & MARK_INJECT == 0 {
            return false;
        }
        // the node's own `&default` becomes `&inject` once overridden
        let own = self.nodes[id].marks;
        let own = if own & MARK_DEFAULT != 0 {
            (own | MARK_INJECT) & !MARK_DEFAULT
        } else {
            own
        };
        self.nodes[id].marks = own | (marks & (MARK_INJECT | MARK_DYNAMIC));
        if marks & MARK_DYNAMIC != 0 {
            if let Some(t) = self.stubs[si].dynamic.get(&text).cloned() {
                self.instantiate_dynamic(id, t, file);
                return true;
            }
        }
        self.nodes[id].kind = Kind::Leaf(v);
        true
    }

    /// Makes node `id` an instance of the `&dynamic` template `t`, evaluated at its place.
    pub(crate) fn instantiate_dynamic(&mut self, id: NodeId, t: Arc<Template>, file: u32) {
        let mut src = strip_template_marker(&t.src);
        let marks = self.nodes[id].marks;
        self.fill(id, &mut src, None, false, file);
        self.nodes[id].marks |= marks | MARK_DYNAMIC;
        self.dynamic.insert(id, t);
    }

    /// Where a stub may inject below `spath`: the path, the value of the first stub that has
    /// one there, that stub's index and the path's text. `None` when no stub has markers
    /// (nothing can be injected) or none has a value there.
    fn injection_source<'p>(
        &self,
        spath: &'p Option<SPath>,
    ) -> Option<(&'p SPath, Val, usize, String)> {
        if self.stubs.iter().all(|s| s.marks.is_empty()) {
            return None;
        }
        let p = spath.as_ref()?;
        let (v, si) = self.stub_find(spath)?;
        Some((p, v, si, spath_text(p)))
    }

    /// The path text and markers of the entry `step` below `base` in stub `si`, when it is
    /// marked `&inject` or `&default` (else `None`: the stub does not inject it).
    fn injected_marks(&self, si: usize, base: &str, step: &str) -> Option<(String, u8)> {
        let text = if base.is_empty() {
            step.to_string()
        } else {
            format!("{base}.{step}")
        };
        let marks = self.stub_marks(si, &text);
        (marks & (MARK_INJECT | MARK_DEFAULT) != 0).then_some((text, marks))
    }

    /// The nodes a stub injects into the map at `spath` (fields marked `&inject` or
    /// `&default` the map lacks), built as children of `id`.
    pub(crate) fn map_injections(
        &mut self,
        id: NodeId,
        spath: &Option<SPath>,
        present: &FieldMap,
        file: u32,
    ) -> Vec<(SmolStr, NodeId)> {
        let mut out = Vec::new();
        let Some((p, Val::Map(m), si, base)) = self.injection_source(spath) else {
            return out;
        };
        for (k, v) in m.iter() {
            if present.contains_key(k, &self.table) {
                continue;
            }
            let Some((text, marks)) = self.injected_marks(si, &base, k) else {
                continue;
            };
            let cp = Some(path_join(p, PStep::Key(k.clone())));
            let child = self.inject_node(id, PStep::Key(k.clone()), cp, v, si, &text, marks, file);
            out.push((k.clone(), child));
        }
        out
    }

    /// Builds an injected stub node `v` (found at `text` in stub `si`) as a child of `id`.
    #[allow(clippy::too_many_arguments)]
    fn inject_node(
        &mut self,
        id: NodeId,
        step: PStep,
        cp: Option<SPath>,
        v: &Val,
        si: usize,
        text: &str,
        marks: u8,
        file: u32,
    ) -> NodeId {
        let span = self.nodes[id].span().unwrap_or_default();
        let dynamic = if marks & MARK_DYNAMIC != 0 {
            self.stubs[si].dynamic.get(text).cloned()
        } else {
            None
        };
        let child = self.alloc(Some(id), step, cp.clone(), file);
        self.nodes[child].set_span(span);
        match dynamic {
            Some(t) => {
                if self.stub_temporary(&cp) {
                    self.nodes[child].set_temporary(true);
                }
                self.nodes[child].marks = MARK_INJECT;
                self.instantiate_dynamic(child, t, file);
            }
            None => {
                let mut src = val_to_src(v, span);
                let temporary = self.stub_temporary(&cp);
                self.fill(child, &mut src, cp, false, file);
                if temporary {
                    self.nodes[child].set_temporary(true);
                }
                self.nodes[child].marks |= MARK_INJECT | (marks & MARK_DYNAMIC);
            }
        }
        child
    }

    /// The entries a stub injects at the front of the list at `spath` (entries marked
    /// `&inject` or `&default`), built as children of `id`.
    pub(crate) fn list_injections(
        &mut self,
        id: NodeId,
        spath: &Option<SPath>,
        key: &SmolStr,
        file: u32,
    ) -> Vec<NodeId> {
        let mut out = Vec::new();
        let Some((p, Val::List(l), si, base)) = self.injection_source(spath) else {
            return out;
        };
        for (i, v) in l.iter().enumerate() {
            let step = match v {
                Val::Map(m) => m.get(key).and_then(val_key_text),
                _ => None,
            }
            .map(|value| PStep::named(key.clone(), value))
            .unwrap_or(PStep::Index(i));
            let Some((text, marks)) = self.injected_marks(si, &base, &step.text()) else {
                continue;
            };
            let cp = Some(path_join(p, step.clone()));
            out.push(self.inject_node(id, step, cp, v, si, &text, marks, file));
        }
        out
    }

    /// Builds a node from `src` (see [`Doc::fill`]).
    pub(crate) fn build(
        &mut self,
        src: &mut Src,
        parent: Option<NodeId>,
        step: PStep,
        spath: Option<SPath>,
        override_ok: bool,
        file: u32,
    ) -> NodeId {
        let id = self.alloc(parent, step, spath.clone(), file);
        grow(|| self.fill(id, src, spath, override_ok, file));
        id
    }

    /// Fills node `id` from `src`, merging with the stubs at `spath`. The fields and entries
    /// of `src` are consumed as their nodes are built (each is left `null`), so a large
    /// source tree is given back while the document grows instead of after it is built.
    pub(crate) fn fill(
        &mut self,
        id: NodeId,
        src: &mut Src,
        spath: Option<SPath>,
        override_ok: bool,
        file: u32,
    ) {
        self.nodes[id].set_span(src.span);
        // a list entry or control field that is not a map or list does not inherit the
        // stub's temporary flag (spiff++ inherits flags only when merging maps and lists)
        let inherits = override_ok || matches!(src.kind, SrcKind::Map { .. } | SrcKind::List(_));
        if inherits && self.stub_temporary(&spath) {
            self.nodes[id].set_temporary(true);
        }
        match &src.kind {
            SrcKind::Map { .. } => self.fill_map(id, src, spath, override_ok, file),
            SrcKind::List(_) => self.fill_list(id, src, spath, override_ok, file),
            SrcKind::Expr(es) => {
                let expr = match es.expr() {
                    Ok(e) => e,
                    Err(_) => {
                        self.nodes[id].kind = Kind::Expr(es.clone(), None);
                        return;
                    }
                };
                match expr {
                    Expr::Marked(markers, inner) => {
                        let temporary = markers.contains(&Marker::Temporary)
                            || markers.contains(&Marker::Local);
                        self.nodes[id].set_temporary(temporary);
                        self.nodes[id].marks |= marks_of(markers);
                        self.define_marker_tags(id, markers);
                        if markers.contains(&Marker::Template) {
                            if override_ok && self.apply_override(id, &spath, file) {
                                return;
                            }
                            let shown = Src {
                                kind: SrcKind::Expr(Arc::new(ExprSrc::parsed(
                                    SmolStr::new(expression_template_text(&es.raw, markers)),
                                    es.expr().clone(),
                                ))),
                                span: src.span,
                            };
                            self.nodes[id].kind =
                                Kind::Template(Arc::new(Template::new(Arc::new(shown))));
                            return;
                        }
                        if override_ok && self.apply_override(id, &spath, file) {
                            return;
                        }
                        match inner {
                            Some(e) => {
                                let inner = Arc::new((**e).clone());
                                self.nodes[id].kind = Kind::Expr(es.clone(), Some(inner));
                            }
                            None => self.nodes[id].kind = Kind::Leaf(Val::Null),
                        }
                    }
                    e if e.contains_merge() || matches!(e, Expr::Prefer(_)) => {
                        self.nodes[id].kind = Kind::Expr(es.clone(), None);
                    }
                    _ => {
                        if override_ok && self.apply_override(id, &spath, file) {
                            return;
                        }
                        self.nodes[id].kind = Kind::Expr(es.clone(), None);
                    }
                }
            }
            _ => {
                if override_ok && self.apply_override(id, &spath, file) {
                    return;
                }
                let v = match &src.kind {
                    SrcKind::Null => Val::Null,
                    SrcKind::Bool(b) => Val::Bool(*b),
                    SrcKind::Int(i) => Val::Int(*i),
                    SrcKind::Float(f) => Val::Float(*f),
                    SrcKind::Str(s) => Val::Str(s.clone()),
                    SrcKind::Value(v) => v.clone(),
                    _ => Val::Null,
                };
                self.nodes[id].kind = Kind::Leaf(v);
            }
        }
    }

    /// Applies the markers of a collection's `<<: (( &temporary ... ))` entry to node `id`:
    /// `&temporary` flags it; `&template` makes the whole collection `src` a template (or,
    /// when a stub overrides it, the stub's value). Returns true when the node is complete.
    pub(crate) fn apply_markers(
        &mut self,
        id: NodeId,
        markers: &[Marker],
        src: &Src,
        spath: &Option<SPath>,
        override_ok: bool,
    ) -> bool {
        if markers.contains(&Marker::Temporary) || markers.contains(&Marker::Local) {
            self.nodes[id].set_temporary(true);
        }
        self.nodes[id].marks |= marks_of(markers);
        self.define_marker_tags(id, markers);
        if !markers.contains(&Marker::Template) {
            return false;
        }
        let overridden = if override_ok {
            self.stub_lookup(spath)
        } else {
            None
        };
        self.nodes[id].kind = match overridden {
            Some(v) => Kind::Leaf(v),
            None => Kind::Template(Arc::new(Template::new(Arc::new(src.clone())))),
        };
        true
    }

    pub(crate) fn fill_map(
        &mut self,
        id: NodeId,
        src: &mut Src,
        mut spath: Option<SPath>,
        override_ok: bool,
        file: u32,
    ) {
        let SrcKind::Map { fields, .. } = &src.kind else {
            return;
        };
        let mut extra: Option<Arc<ValMap>> = None;
        let mut pending_src: Option<&Src> = None;
        if let Some(ms) = src.field("<<") {
            if let SrcKind::Expr(es) = &ms.kind {
                match es.expr() {
                    Ok(Expr::Marked(markers, inner)) => {
                        if self.apply_markers(id, markers, src, &spath, override_ok) {
                            return;
                        }
                        if let Some(inner) = inner {
                            if let Expr::Merge(spec) = strip_group(inner) {
                                match self.map_merge(id, spec, &mut spath) {
                                    MapMerge::Replaced => return,
                                    MapMerge::Extra(m) => extra = m,
                                    MapMerge::Missing => pending_src = Some(ms),
                                }
                            } else {
                                pending_src = Some(ms);
                            }
                        }
                    }
                    Ok(Expr::Merge(spec)) => match self.map_merge(id, spec, &mut spath) {
                        MapMerge::Replaced => return,
                        MapMerge::Extra(m) => extra = m,
                        MapMerge::Missing => pending_src = Some(ms),
                    },
                    Ok(e) if merge_form(e).is_some() => {
                        let spec = merge_form(e).map(|(s, _)| s.clone()).unwrap_or_default();
                        let mut optional = spec.clone();
                        optional.required = true;
                        match self.map_merge(id, &optional, &mut spath) {
                            MapMerge::Replaced => return,
                            MapMerge::Extra(m) => extra = m,
                            MapMerge::Missing => pending_src = Some(ms),
                        }
                    }
                    _ => pending_src = Some(ms),
                }
            } else {
                // a plain `<<` key with a scalar value is an ordinary field
            }
        }
        if let Some(detected) = crate::control::detect(fields, self.features.control) {
            let overridden = if override_ok {
                self.stub_lookup(&spath)
            } else {
                None
            };
            self.set_spath(id, spath);
            self.fill_control(id, fields, detected, overridden, file);
            return;
        }
        // the `<<` entry still to be merged: its expression and span
        let pending_src = pending_src.map(|ms| {
            let es = match &ms.kind {
                SrcKind::Expr(es) => Some(es.clone()),
                _ => None,
            };
            (es, ms.span)
        });
        let span = src.span;
        let SrcKind::Map { fields, .. } = &mut src.kind else {
            return;
        };
        let mut map = FieldMap::with_capacity(fields.len());
        for (k, v) in fields.iter_mut() {
            if k == "<<" && matches!(v.kind, SrcKind::Expr(_)) {
                continue;
            }
            let cp = spath.as_ref().map(|p| path_join(p, PStep::Key(k.clone())));
            let child = self.build(v, Some(id), PStep::Key(k.clone()), cp, true, file);
            map.insert(self.table.key_id(k), child);
            consume(v);
        }
        if let Some(extra) = &extra {
            for (k, v) in extra.iter() {
                if !map.contains_key(k, &self.table) {
                    let cp = spath.as_ref().map(|p| path_join(p, PStep::Key(k.clone())));
                    // built from the stub's value so its temporary nodes stay temporary
                    let mut src = val_to_src(v, span);
                    let child =
                        self.build(&mut src, Some(id), PStep::Key(k.clone()), cp, true, file);
                    map.insert(self.table.key_id(k), child);
                }
            }
        }
        if extra.is_none() {
            for (k, c) in self.map_injections(id, &spath, &map, file) {
                map.insert(self.table.key_id(&k), c);
            }
        }
        let pending = pending_src.map(|(es, ms_span)| {
            let p = self.alloc(
                Some(id),
                PStep::Key(SmolStr::new_static("<<")),
                spath.clone(),
                file,
            );
            self.nodes[p].set_span(ms_span);
            if let Some(es) = es {
                let inner = match es.expr() {
                    Ok(Expr::Marked(_, Some(inner))) => Some(Arc::new((**inner).clone())),
                    _ => None,
                };
                self.nodes[p].kind = Kind::Expr(es, inner);
            }
            p as u32
        });
        self.set_spath(id, spath);
        map.shrink_to_fit();
        self.nodes[id].kind = Kind::Map {
            fields: Box::new(map),
            pending,
        };
    }

    pub(crate) fn map_merge(
        &mut self,
        id: NodeId,
        spec: &MergeSpec,
        spath: &mut Option<SPath>,
    ) -> MapMerge {
        if spec.none {
            // `merge none`: nothing of the stubs is merged into the subtree
            *spath = None;
            return MapMerge::Extra(None);
        }
        if let Some(r) = &spec.redirect {
            *spath = Some(Arc::new(r.iter().map(step_to_pstep).collect()));
        }
        // spiff++ requires the stub node of `merge replace`, `merge required` and `merge a.b`
        let required = spec.required || spec.replace || spec.redirect.is_some();
        if spath.is_none() {
            // no stubs at all
            return if required {
                MapMerge::Missing
            } else {
                MapMerge::Extra(None)
            };
        }
        match self.stub_lookup(spath) {
            Some(v) if !matches!(v, Val::Map(_) | Val::Null | Val::Undefined) => {
                let kind = v.kind();
                self.insert_errors.push((
                    id,
                    format!("require map value for '<<' insert, found '{kind}'"),
                ));
                MapMerge::Extra(None)
            }
            Some(v) => {
                if spec.replace {
                    self.nodes[id].kind = Kind::Leaf(v);
                    return MapMerge::Replaced;
                }
                match v {
                    Val::Map(m) => MapMerge::Extra(Some(m)),
                    _ => MapMerge::Extra(None),
                }
            }
            None if required => MapMerge::Missing,
            None => MapMerge::Extra(None),
        }
    }

    pub(crate) fn fill_list(
        &mut self,
        id: NodeId,
        src: &mut Src,
        mut spath: Option<SPath>,
        override_ok: bool,
        file: u32,
    ) {
        let SrcKind::List(items) = &src.kind else {
            return;
        };
        // key field: `merge on KEY`, a `key:` tag, or `name`
        let mut key_name: Option<SmolStr> = None;
        for it in items {
            if let SrcKind::Map {
                key_tag: Some(k), ..
            } = &it.kind
            {
                if let Some(plain) = k.strip_prefix('!') {
                    // not merged by key: a stub replaces the list as a whole
                    if override_ok && self.apply_override(id, &spath, file) {
                        return;
                    }
                    key_name = Some(SmolStr::new(plain));
                } else {
                    key_name = Some(SmolStr::clone(k));
                }
                break;
            }
        }
        // entries by their index in `items`
        enum Entry {
            Src(usize),
            Val(Val),
            Splice(usize),
        }
        let mut entries: Vec<Entry> = Vec::with_capacity(items.len());
        let mut merged = false;
        // spiff++: a list with a `merge` entry does not merge its unkeyed entries by index
        // (the merge changes the order)
        let nomerge = items.iter().any(|it| match &it.kind {
            SrcKind::Map { fields, .. } if fields.len() == 1 && fields[0].0 == "<<" => {
                matches!(&fields[0].1.kind, SrcKind::Expr(es)
                    if es.expr().as_ref().is_ok_and(|e| e.contains_merge()))
            }
            _ => false,
        });
        for (ix, it) in items.iter().enumerate() {
            let marker = match &it.kind {
                SrcKind::Map { fields, .. } if fields.len() == 1 && fields[0].0 == "<<" => {
                    match &fields[0].1.kind {
                        SrcKind::Expr(es) => Some(es),
                        _ => None,
                    }
                }
                _ => None,
            };
            let Some(es) = marker else {
                entries.push(Entry::Src(ix));
                continue;
            };
            // the merge expression of the entry (markers and parentheses around it aside)
            let merge_e: &Expr = match es.expr() {
                Ok(Expr::Marked(markers, inner)) => {
                    if self.apply_markers(id, markers, src, &spath, override_ok) {
                        return;
                    }
                    match inner.as_deref().map(strip_group) {
                        Some(e) if merge_form(e).is_some() => e,
                        Some(_) => {
                            entries.push(Entry::Splice(ix));
                            continue;
                        }
                        None => continue,
                    }
                }
                Ok(e) if merge_form(strip_group(e)).is_some() => strip_group(e),
                _ => {
                    entries.push(Entry::Splice(ix));
                    continue;
                }
            };
            let Some((spec, or_form)) = merge_form(merge_e) else {
                continue;
            };
            if let Some(on) = &spec.on {
                key_name = Some(on.clone());
            }
            if spec.none {
                // `merge none`: nothing of the stubs is merged into the list
                spath = None;
                continue;
            }
            if let Some(r) = &spec.redirect {
                spath = Some(Arc::new(r.iter().map(step_to_pstep).collect()));
            }
            let found = self.stub_lookup(&spath);
            match found {
                Some(Val::List(l)) => {
                    merged = true;
                    if spec.replace {
                        self.nodes[id].kind = Kind::Leaf(Val::List(l));
                        return;
                    }
                    let kn = key_name
                        .clone()
                        .unwrap_or_else(|| SmolStr::new_static("name"));
                    let template_keys: Vec<SmolStr> = items
                        .iter()
                        .filter_map(|e| e.field(&kn).and_then(src_key_text))
                        .collect();
                    for v in l.iter() {
                        let k = match v {
                            Val::Map(m) => m.get(&kn).and_then(val_key_text),
                            _ => None,
                        };
                        match k {
                            Some(k) if template_keys.contains(&k) => {}
                            _ => entries.push(Entry::Val(v.clone())),
                        }
                    }
                }
                Some(_) => {}
                None => {
                    // `merge replace`, `merge required` and `merge a.b` require the stub node
                    if spec.required || spec.replace || spec.redirect.is_some() || or_form {
                        entries.push(Entry::Splice(ix));
                    }
                }
            }
        }
        let kn = key_name
            .clone()
            .unwrap_or_else(|| SmolStr::new_static("name"));
        let span = src.span;
        let SrcKind::List(items) = &mut src.kind else {
            return;
        };
        // spiff++ merges a list by key only when every entry has a string key (or one still
        // to be computed) and no key repeats; otherwise every entry goes by its index
        let keyed = {
            let mut seen: std::collections::HashSet<SmolStr> = std::collections::HashSet::new();
            entries.iter().all(|e| match e {
                Entry::Src(ix) => match items[*ix].field(&kn).map(|f| &f.kind) {
                    Some(SrcKind::Str(k)) => seen.insert(k.clone()),
                    Some(SrcKind::Expr(_)) => true,
                    _ => false,
                },
                Entry::Val(Val::Map(m)) => match m.get(&kn) {
                    Some(Val::Str(k)) => seen.insert(k.clone()),
                    _ => false,
                },
                Entry::Val(_) => false,
                Entry::Splice(_) => true,
            })
        };
        let mut out = Vec::with_capacity(entries.len());
        let mut has_splice = false;
        for (i, e) in entries.into_iter().enumerate() {
            match e {
                Entry::Src(ix) => {
                    let s = &mut items[ix];
                    let step = match s.field(&kn).and_then(src_key_text).filter(|_| keyed) {
                        Some(v) => PStep::named(kn.clone(), v),
                        None => PStep::Index(i),
                    };
                    let key_is_expr =
                        matches!(s.field(&kn).map(|f| &f.kind), Some(SrcKind::Expr(_)));
                    if let (true, Some(p)) = (key_is_expr, spath.as_ref()) {
                        // kept whole: rebuilt once the key is known
                        let kept = s.clone();
                        let c = self.build(s, Some(id), step, None, false, file);
                        self.deferred.insert(
                            c,
                            Deferred {
                                src: kept,
                                list_spath: p.clone(),
                                field: kn.clone(),
                            },
                        );
                        out.push(c);
                        continue;
                    }
                    let cp = match (&step, nomerge) {
                        (PStep::Index(_), true) => None,
                        _ => spath.as_ref().map(|p| path_join(p, step.clone())),
                    };
                    let c = self.build(s, Some(id), step, cp, false, file);
                    consume(s);
                    if self.is_control(c) {
                        // its value is spliced in when it is a list
                        has_splice = true;
                    }
                    out.push(c);
                }
                Entry::Val(v) => {
                    let step = match &v {
                        Val::Map(m) if keyed => m.get(&kn).and_then(val_key_text),
                        _ => None,
                    }
                    .map(|value| PStep::named(kn.clone(), value))
                    .unwrap_or(PStep::Index(i));
                    let c = match (&step, spath.as_ref()) {
                        (PStep::Named(_), Some(p)) => {
                            let cp = Some(path_join(p, step.clone()));
                            let mut src = val_to_src(&v, span);
                            self.build(&mut src, Some(id), step, cp, false, file)
                        }
                        _ => {
                            let c = self.alloc(Some(id), step, None, file);
                            self.nodes[c].kind = Kind::Leaf(v);
                            c
                        }
                    };
                    out.push(c);
                }
                Entry::Splice(ix) => {
                    let s = &items[ix];
                    has_splice = true;
                    let c = self.alloc(Some(id), PStep::Index(i), spath.clone(), file);
                    self.nodes[c].set_splice(true);
                    self.nodes[c].set_span(s.span);
                    if let Some(SrcKind::Expr(es)) = s.field("<<").map(|f| &f.kind) {
                        let inner = match es.expr() {
                            Ok(Expr::Marked(_, Some(inner))) => Some(Arc::new((**inner).clone())),
                            _ => None,
                        };
                        self.nodes[c].kind = Kind::Expr(es.clone(), inner);
                    }
                    out.push(c);
                }
            }
        }
        if !merged {
            let injected = self.list_injections(id, &spath, &kn, file);
            if !injected.is_empty() {
                let n = injected.len();
                out.splice(0..0, injected);
                for (i, c) in out.iter().enumerate().skip(n) {
                    if self.has_index_step(*c) {
                        self.set_step(*c, PStep::Index(i));
                    }
                }
                for (i, c) in out.iter().enumerate().take(n) {
                    if self.has_index_step(*c) {
                        self.set_step(*c, PStep::Index(i));
                    }
                }
            }
        }
        self.set_spath(id, spath);
        self.nodes[id].kind = Kind::List(Box::new(ListNode {
            items: out,
            key_name,
            has_splice,
        }));
    }

    /// Merges a list entry whose key field is an expression with the stubs, now that the
    /// key can be evaluated: the entry is rebuilt at the stub path of its key.
    pub(crate) fn resolve_deferred(&mut self, id: NodeId) {
        let Some(mut d) = self.deferred.remove(&id) else {
            return;
        };
        let key_node = match &self.nodes[id].kind {
            Kind::Map { fields, .. } => fields.get(&d.field, &self.table),
            _ => None,
        };
        let Some(key_node) = key_node else { return };
        let Some(value) = self
            .eval_node(key_node)
            .ok()
            .as_ref()
            .and_then(val_key_text)
        else {
            return;
        };
        let step = PStep::named(d.field.clone(), value);
        let spath = path_join(&d.list_spath, step.clone());
        self.set_step(id, step);
        self.set_spath(id, Some(spath.clone()));
        let file = self.node_file(id);
        let state = std::mem::replace(&mut self.nodes[id].state, State::Todo);
        self.fill(id, &mut d.src, Some(spath), false, file);
        self.nodes[id].state = state;
        if let Some(p) = self.nodes[id].parent() {
            self.name_index.remove(&p);
        }
    }

    /// Evaluates a map's `<<: (( expr ))` and adds the resulting fields.
    pub(crate) fn resolve_pending(&mut self, id: NodeId) -> R<()> {
        let pending = match &self.nodes[id].kind {
            Kind::Map {
                pending: Some(p), ..
            } => *p as NodeId,
            _ => return Ok(()),
        };
        let v = match self.eval_node(pending) {
            Ok(v) => v,
            Err(f) => return Err(f.as_dependency()),
        };
        let spath = self.spath_of(id);
        let file = self.node_file(id);
        let mut new_fields = Vec::new();
        match &v {
            Val::Map(m) => {
                for (k, fv) in m.iter() {
                    let exists = match &self.nodes[id].kind {
                        Kind::Map { fields, .. } => fields.contains_key(k, &self.table),
                        _ => true,
                    };
                    if !exists {
                        new_fields.push((k.clone(), fv.clone()));
                    }
                }
            }
            Val::Null | Val::Undefined => {}
            Val::Template(_) => {}
            other => {
                let msg = format!("only maps can be merged into a map, found {}", other.kind());
                let fail = Fail::local(msg);
                self.nodes[pending].state = State::Failed(Box::new(fail.clone()));
                return Err(fail.as_dependency());
            }
        }
        let mut added = Vec::new();
        for (k, fv) in new_fields {
            let cp = spath.as_ref().map(|p| path_join(p, PStep::Key(k.clone())));
            let mut src = val_to_src(&fv, self.nodes[id].span().unwrap_or_default());
            let child = self.build(&mut src, Some(id), PStep::Key(k.clone()), cp, true, file);
            added.push((self.table.key_id(&k), child));
        }
        if let Kind::Map { fields, pending } = &mut self.nodes[id].kind {
            for (k, c) in added {
                fields.insert(k, c);
            }
            *pending = None;
        }
        Ok(())
    }

    /// Evaluates `- <<: (( expr ))` entries of a list and splices their values in.
    pub(crate) fn resolve_splices(&mut self, id: NodeId) -> R<()> {
        let (items, key_name) = match &self.nodes[id].kind {
            Kind::List(l) if l.has_splice => (l.items.clone(), l.key_name.clone()),
            _ => return Ok(()),
        };
        let mut out = Vec::with_capacity(items.len());
        for c in items {
            if self.is_control(c) {
                match self.eval_node(c) {
                    Ok(Val::List(l)) => {
                        for e in l.iter() {
                            self.push_leaf(id, e.clone(), &mut out);
                        }
                    }
                    Ok(Val::Undefined) => {}
                    Ok(_) => out.push(c),
                    Err(f) => return Err(f.as_dependency()),
                }
                continue;
            }
            if !self.nodes[c].splice() {
                out.push(c);
                continue;
            }
            let v = match self.eval_node(c) {
                Ok(v) => v,
                Err(f) => return Err(f.as_dependency()),
            };
            match v {
                Val::List(l) => {
                    for e in l.iter() {
                        self.push_leaf(id, e.clone(), &mut out);
                    }
                }
                Val::Null | Val::Undefined => {}
                other => self.push_leaf(id, other, &mut out),
            }
        }
        for (i, c) in out.iter().enumerate() {
            if self.has_index_step(*c) {
                self.set_step(*c, PStep::Index(i));
            }
        }
        self.nodes[id].kind = Kind::List(Box::new(ListNode {
            items: out,
            key_name,
            has_splice: false,
        }));
        self.name_index.remove(&id);
        Ok(())
    }

    /// Appends to `out` a new entry of the list `id` holding the value `v` (a spliced entry).
    fn push_leaf(&mut self, id: NodeId, v: Val, out: &mut Vec<NodeId>) {
        let n = self.alloc(Some(id), PStep::Index(out.len()), None, self.node_file(id));
        self.nodes[n].kind = Kind::Leaf(v);
        out.push(n);
    }
}

pub(crate) enum MapMerge {
    Replaced,
    Extra(Option<Arc<ValMap>>),
    Missing,
}

/// How spiff prints an expression template `(( &template (e) ))`: the markers, then the
/// source text of the parenthesised expression wrapped in one more pair of parentheses.
pub(crate) fn expression_template_text(raw: &str, markers: &[Marker]) -> String {
    let t = raw.trim();
    let inner = t
        .strip_prefix("((")
        .and_then(|x| x.strip_suffix("))"))
        .unwrap_or(t)
        .trim();
    let mut rest = inner;
    loop {
        let r = rest.trim_start();
        if let Some(x) = Marker::ALL.iter().find_map(|(_, n)| r.strip_prefix(n)) {
            rest = x;
        } else {
            rest = r;
            break;
        }
    }
    let names: Vec<&str> = markers.iter().map(|m| m.name()).collect();
    if rest.is_empty() {
        format!("(( {} ))", names.join(" "))
    } else {
        format!("(( {} ({}) ))", names.join(" "), rest.trim_end())
    }
}

/// `merge ...` or `merge ... || alternative` (the second form is `true`).
pub(crate) fn merge_form(e: &Expr) -> Option<(&MergeSpec, bool)> {
    match e {
        Expr::Merge(spec) => Some((spec, false)),
        Expr::Or(a, _) | Expr::ValidOr(a, _) => match &**a {
            Expr::Merge(spec) => Some((spec, true)),
            _ => None,
        },
        _ => None,
    }
}

pub(crate) fn strip_group(e: &Expr) -> &Expr {
    match e {
        Expr::Group(inner) => strip_group(inner),
        other => other,
    }
}

/// A value as a source tree (maps and lists become structure, everything else a value).
pub fn val_to_src(v: &Val, span: Span) -> Src {
    let kind = match v {
        Val::Map(m) => SrcKind::Map {
            fields: m
                .iter()
                .map(|(k, v)| (k.clone(), val_to_src(v, span)))
                .collect(),
            key_tag: None,
        },
        Val::List(l) => SrcKind::List(l.iter().map(|v| val_to_src(v, span)).collect()),
        Val::Null => SrcKind::Null,
        Val::Bool(b) => SrcKind::Bool(*b),
        Val::Int(i) => SrcKind::Int(*i),
        Val::Float(f) => SrcKind::Float(*f),
        Val::Str(s) => SrcKind::Str(s.clone()),
        other => SrcKind::Value(other.clone()),
    };
    Src { kind, span }
}

/// A document read as a template, as spiff++ marks it: a map gets the field
/// `<<: (( &template ))` unless it has a `<<` field, a list gets the entry
/// `- <<: (( &template ))` first unless an entry is such a marker; with whether it was added.
pub(crate) fn with_template_marker(src: Src) -> (Src, bool) {
    let marker = || Src {
        kind: crate::source::string_node("(( &template ))", &mut Default::default()),
        span: src.span,
    };
    let is_marker = |e: &Src| match &e.kind {
        SrcKind::Map { fields, .. } => fields.iter().any(|(k, v)| {
            k == "<<"
                && matches!(&v.kind, SrcKind::Expr(es)
                    if matches!(es.expr(), Ok(Expr::Marked(m, _)) if m.contains(&Marker::Template)))
        }),
        _ => false,
    };
    match src.kind {
        SrcKind::Map {
            mut fields,
            key_tag,
        } => {
            let add = !fields.iter().any(|(k, _)| k == "<<");
            if add {
                fields.insert(0, (SmolStr::new_static("<<"), marker()));
            }
            let src = Src {
                kind: SrcKind::Map { fields, key_tag },
                span: src.span,
            };
            (src, add)
        }
        SrcKind::List(mut items) => {
            let add = !items.iter().any(is_marker);
            if add {
                let entry = Src {
                    kind: SrcKind::Map {
                        fields: vec![(SmolStr::new_static("<<"), marker())],
                        key_tag: None,
                    },
                    span: src.span,
                };
                items.insert(0, entry);
            }
            let src = Src {
                kind: SrcKind::List(items),
                span: src.span,
            };
            (src, add)
        }
        kind => (
            Src {
                kind,
                span: src.span,
            },
            false,
        ),
    }
}

/// Drops a source node whose node is built, leaving `null` at its span.
fn consume(src: &mut Src) {
    *src = Src {
        kind: SrcKind::Null,
        span: src.span,
    };
}

/// The template source without its `&template` marker.
pub(crate) fn strip_template_marker(src: &Src) -> Src {
    match &src.kind {
        SrcKind::Map { fields, key_tag } => {
            let mut out = Vec::with_capacity(fields.len());
            for (k, v) in fields {
                if k == "<<" {
                    if let SrcKind::Expr(es) = &v.kind {
                        if let Ok(Expr::Marked(_, inner)) = es.expr() {
                            if let Some(inner) = inner {
                                let raw = SmolStr::new(format!("(( {inner} ))"));
                                out.push((
                                    k.clone(),
                                    Src {
                                        kind: SrcKind::Expr(Arc::new(ExprSrc::parsed(
                                            raw,
                                            Ok(strip_group(inner).clone()),
                                        ))),
                                        span: v.span,
                                    },
                                ));
                            }
                            continue;
                        }
                    }
                }
                out.push((k.clone(), v.clone()));
            }
            Src {
                kind: SrcKind::Map {
                    fields: out,
                    key_tag: key_tag.clone(),
                },
                span: src.span,
            }
        }
        SrcKind::List(items) => {
            let mut out = Vec::with_capacity(items.len());
            for it in items {
                if let SrcKind::Map { fields, .. } = &it.kind {
                    if fields.len() == 1 && fields[0].0 == "<<" {
                        if let SrcKind::Expr(es) = &fields[0].1.kind {
                            if let Ok(Expr::Marked(markers, inner)) = es.expr() {
                                if markers.contains(&Marker::Template) {
                                    if let Some(inner) = inner {
                                        let raw = SmolStr::new(format!("(( {inner} ))"));
                                        let e = Src {
                                            kind: SrcKind::Expr(Arc::new(ExprSrc::parsed(
                                                raw,
                                                Ok(strip_group(inner).clone()),
                                            ))),
                                            span: it.span,
                                        };
                                        out.push(Src {
                                            kind: SrcKind::Map {
                                                fields: vec![(SmolStr::new_static("<<"), e)],
                                                key_tag: None,
                                            },
                                            span: it.span,
                                        });
                                    }
                                    continue;
                                }
                            }
                        }
                    }
                }
                out.push(it.clone());
            }
            Src {
                kind: SrcKind::List(out),
                span: src.span,
            }
        }
        SrcKind::Expr(es) => match es.expr() {
            Ok(Expr::Marked(_, Some(inner))) => Src {
                kind: SrcKind::Expr(Arc::new(ExprSrc::parsed(
                    SmolStr::new(format!("(( {inner} ))")),
                    Ok(strip_group(inner).clone()),
                ))),
                span: src.span,
            },
            _ => src.clone(),
        },
        _ => src.clone(),
    }
}
