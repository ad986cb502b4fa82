//! Documents under evaluation: structural merge with stubs, then demand-driven evaluation.
//!
//! # Semantics
//!
//! A [`Doc`] is an arena of nodes built from one source document and the (already evaluated)
//! stubs to its right. Building performs spiff's structural auto-merge:
//!
//! * a map field whose template value is a scalar, or an expression without `merge`/`prefer`,
//!   is replaced as a whole by the value found at the same path in the first stub that has it;
//!   maps are merged field by field and never gain fields, except through `<<: (( merge ))`,
//!   which brings in the stub's extra fields (`merge replace` takes the stub's node as it is,
//!   `merge a.b` redirects the stub path for the whole subtree);
//! * list entries are addressed by their key field (`name`, a `key:`-tagged field, or the
//!   field of `merge on KEY`) or else by index; the entries themselves are never replaced, their
//!   fields are merged; `- <<: (( merge ))` inserts the stub's entries that the template lacks.
//!
//! Evaluation is on demand: a node is evaluated when the output or a reference needs it, and
//! its value is memoised. A reference to a node under evaluation is a cycle (tag `@`); a node
//! whose expression fails on its own has tag `*`; a node that fails because a node it refers
//! to failed has tag `-` (`@` if that failure was a cycle). Recursion (references, lambda
//! calls, template instantiation) is bounded by [`Limits::max_depth`].

use crate::ast::{path_text, BinOp, Expr, LambdaDef, Marker, MergeSpec, Step};
use crate::functions;
use crate::source::{ExprSrc, Src, SrcKind};
use crate::value::{Frame, Lambda, Template, Val, ValMap};
use indexmap::IndexMap;
use smol_str::SmolStr;
use std::cell::RefCell;
use std::collections::{HashMap, HashSet};
use std::sync::Arc;
use strata_core::Span;

pub type NodeId = usize;

/// Stack kept free before evaluation recurses; below it a new stack segment is allocated, so
/// deep (but depth-limited) evaluation never overflows the caller's stack.
const RED_ZONE: usize = 128 * 1024;
const STACK_CHUNK: usize = 4 * 1024 * 1024;

/// One step of a document or stub path.
#[derive(Clone, Debug, PartialEq)]
pub enum PStep {
    Key(SmolStr),
    Index(usize),
    /// A list entry addressed by the value of its key field.
    Named {
        field: SmolStr,
        value: SmolStr,
    },
}

impl PStep {
    pub fn text(&self) -> String {
        match self {
            PStep::Key(k) => k.to_string(),
            PStep::Index(i) => format!("[{i}]"),
            PStep::Named { value, .. } => value.to_string(),
        }
    }
}

pub type SPath = Arc<Vec<PStep>>;

fn path_join(p: &SPath, s: PStep) -> SPath {
    let mut v = Vec::with_capacity(p.len() + 1);
    v.extend(p.iter().cloned());
    v.push(s);
    Arc::new(v)
}

pub fn spath_text(p: &[PStep]) -> String {
    p.iter().map(PStep::text).collect::<Vec<_>>().join(".")
}

/// Why an evaluation failed.
#[derive(Clone, Debug)]
pub enum Fail {
    /// The expression itself failed.
    Local(String),
    /// The expression takes part in a cycle.
    Cycle(String),
    /// A node it depends on failed; `cycle` when that failure was a cycle.
    Dep { cycle: bool, msg: String },
}

impl Fail {
    pub fn tag(&self) -> char {
        match self {
            Fail::Local(_) => '*',
            Fail::Cycle(_) => '@',
            Fail::Dep { cycle: true, .. } => '@',
            Fail::Dep { cycle: false, .. } => '-',
        }
    }

    pub fn message(&self) -> &str {
        match self {
            Fail::Local(m) | Fail::Cycle(m) => m,
            Fail::Dep { msg, .. } => msg,
        }
    }

    fn as_dependency(&self) -> Fail {
        match self {
            Fail::Local(m) => Fail::Dep {
                cycle: false,
                msg: m.clone(),
            },
            Fail::Cycle(m) => Fail::Dep {
                cycle: true,
                msg: m.clone(),
            },
            d => d.clone(),
        }
    }
}

pub type R<T> = Result<T, Fail>;

pub fn local<T>(msg: impl Into<String>) -> R<T> {
    Err(Fail::Local(msg.into()))
}

#[derive(Clone, Debug)]
enum State {
    Todo,
    InProgress,
    Done(Val),
    Failed(Fail),
}

#[derive(Clone, Debug)]
enum Kind {
    Leaf(Val),
    Expr(Arc<ExprSrc>, Option<Arc<Expr>>),
    Map {
        fields: IndexMap<SmolStr, NodeId>,
        pending: Option<NodeId>,
    },
    List {
        items: Vec<NodeId>,
        key_name: Option<SmolStr>,
        has_splice: bool,
    },
    Template(Arc<Template>),
}

/// Where an instantiated template (or a `read` document) continues its scope lookup.
#[derive(Clone, Debug)]
struct Outer {
    node: NodeId,
    frame: Option<Arc<Frame>>,
}

#[derive(Clone, Debug)]
struct Node {
    kind: Kind,
    parent: Option<NodeId>,
    step: PStep,
    spath: Option<SPath>,
    file: u32,
    state: State,
    temporary: bool,
    splice: bool,
    outer: Option<Outer>,
    span: Option<Span>,
    /// A list entry whose key field is an expression: merged with the stubs once the key is
    /// known (see `resolve_deferred`).
    deferred: Option<Box<Deferred>>,
}

#[derive(Clone, Debug)]
struct Deferred {
    src: Src,
    list_spath: SPath,
    field: SmolStr,
}

/// Services the host provides: files, commands, environment.
pub trait Host {
    fn read_file(&mut self, path: &str) -> Result<String, String>;
    fn exec(&mut self, argv: &[String]) -> Result<String, String>;
    fn env(&mut self, name: &str) -> Result<Option<String>, String>;
    /// Parses YAML text into source documents (for `read` and `exec`).
    fn parse_yaml(&mut self, name: &str, text: &str) -> Result<Vec<Src>, String> {
        crate::load::load(text, strata_core::FileId(u32::MAX)).map_err(|e| format!("{name}: {e}"))
    }
    /// Writes a value as a YAML document (for `exec` arguments).
    fn write_yaml(&mut self, value: &Val) -> String {
        let opts = strata_core::yaml::WriteOptions { sort_keys: true };
        format!(
            "---\n{}",
            strata_core::yaml::write(&crate::to_value(value), &opts)
        )
    }
}

/// An evaluated stub: its value (temporary nodes included) and the paths of its temporary
/// nodes, which stay temporary where they are merged.
#[derive(Clone, Debug, Default)]
pub struct Stub {
    pub value: Val,
    pub temporaries: HashSet<String>,
}

/// Evaluation limits.
#[derive(Clone, Copy, Debug)]
pub struct Limits {
    /// Deepest nesting of evaluations (references, lambda calls, templates).
    pub max_depth: usize,
    /// Most expression evaluations one document may perform (bounds run time).
    pub max_steps: u64,
}

/// Largest string (bytes) or list (entries) an operation may build.
pub const MAX_VALUE_SIZE: usize = 64 * 1024 * 1024;

impl Default for Limits {
    fn default() -> Limits {
        Limits {
            max_depth: 10_000,
            max_steps: 200_000_000,
        }
    }
}

/// Evaluation context of one expression.
#[derive(Clone)]
pub struct Cx {
    pub node: NodeId,
    pub frame: Option<Arc<Frame>>,
}

/// An unresolved node for the error report.
#[derive(Clone, Debug)]
pub struct Unresolved {
    pub expr: String,
    pub file: String,
    pub path: String,
    pub stub_path: String,
    pub tag: char,
    pub message: String,
    pub span: Option<Span>,
}

/// Per-document information about the file a node came from.
#[derive(Clone, Debug)]
pub struct FileInfo {
    pub name: String,
    pub dir: String,
}

enum Item {
    Node(NodeId),
    Val(Val),
}

/// A document under evaluation.
pub struct Doc<'h> {
    nodes: Vec<Node>,
    root: NodeId,
    stubs: Arc<Vec<Stub>>,
    files: Vec<FileInfo>,
    host: &'h mut dyn Host,
    limits: Limits,
    depth: usize,
    steps: u64,
    depth_hits: u64,
    done_count: u64,
    retry_deep: bool,
    unwinding: bool,
    node_stack: Vec<NodeId>,
    deep_seeds: Vec<NodeId>,
    name_index: HashMap<NodeId, HashMap<SmolStr, NodeId>>,
    /// Name indexes of stub lists (the list is kept alive so its address stays unique).
    stub_index: RefCell<HashMap<(usize, SmolStr), (Arc<Vec<Val>>, HashMap<SmolStr, usize>)>>,
    /// Key field names of evaluated lists with a `key:` tag, by list identity.
    list_keys: HashMap<usize, (Arc<Vec<Val>>, SmolStr)>,
}

fn not_found(path: &str) -> Fail {
    Fail::Local(format!("'{path}' not found"))
}

impl<'h> Doc<'h> {
    /// Builds a document from `src` (which came from `file`) merged with `stubs`.
    pub fn new(
        src: &Src,
        file: FileInfo,
        stubs: Arc<Vec<Stub>>,
        host: &'h mut dyn Host,
        limits: Limits,
    ) -> Doc<'h> {
        let mut doc = Doc {
            nodes: Vec::new(),
            root: 0,
            stubs,
            files: vec![file],
            host,
            limits,
            depth: 0,
            steps: 0,
            depth_hits: 0,
            done_count: 0,
            retry_deep: false,
            unwinding: false,
            node_stack: Vec::new(),
            deep_seeds: Vec::new(),
            name_index: HashMap::new(),
            list_keys: HashMap::new(),
            stub_index: RefCell::new(HashMap::new()),
        };
        let spath = if doc.stubs.is_empty() {
            None
        } else {
            Some(Arc::new(Vec::new()))
        };
        doc.root = doc.build(src, None, PStep::Key(SmolStr::default()), spath, true, 0);
        doc
    }

    /// The key field a `key:` tag declared for an evaluated list.
    pub fn list_key(&self, list: &Arc<Vec<Val>>) -> Option<SmolStr> {
        self.list_keys
            .get(&(Arc::as_ptr(list) as usize))
            .map(|(_, k)| k.clone())
    }

    pub fn host(&mut self) -> &mut dyn Host {
        self.host
    }

    fn alloc(
        &mut self,
        parent: Option<NodeId>,
        step: PStep,
        spath: Option<SPath>,
        file: u32,
    ) -> NodeId {
        self.nodes.push(Node {
            kind: Kind::Leaf(Val::Null),
            parent,
            step,
            spath,
            file,
            state: State::Todo,
            temporary: false,
            splice: false,
            outer: None,
            span: None,
            deferred: None,
        });
        self.nodes.len() - 1
    }

    /// Whether the node at `spath` in the first stub that has it is temporary there.
    fn stub_temporary(&self, spath: &Option<SPath>) -> bool {
        let Some(p) = spath.as_ref() else {
            return false;
        };
        if self.stubs.iter().all(|s| s.temporaries.is_empty()) {
            return false;
        }
        for stub in self.stubs.iter() {
            let mut cur = &stub.value;
            let mut ok = true;
            for s in p.iter() {
                match self.nav_stub(cur, s) {
                    Some(v) => cur = v,
                    None => {
                        ok = false;
                        break;
                    }
                }
            }
            if ok {
                return stub.temporaries.contains(&spath_text(p));
            }
        }
        false
    }

    /// One step into a stub value; name-keyed list lookups use a per-list index so that
    /// merging a list of N entries with a stub costs O(N), not O(N²).
    fn nav_stub<'v>(&self, v: &'v Val, s: &PStep) -> Option<&'v Val> {
        let (l, field, value) = match (v, s) {
            (Val::List(l), PStep::Key(k)) if l.len() > 8 => (l, "name", k),
            (Val::List(l), PStep::Named { field, value }) if l.len() > 8 => {
                (l, field.as_str(), value)
            }
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

    fn stub_lookup(&self, spath: &Option<SPath>) -> Option<Val> {
        let p = spath.as_ref()?;
        for stub in self.stubs.iter() {
            let mut cur = &stub.value;
            let mut ok = true;
            for s in p.iter() {
                match self.nav_stub(cur, s) {
                    Some(v) => cur = v,
                    None => {
                        ok = false;
                        break;
                    }
                }
            }
            if ok && !matches!(cur, Val::Undefined) {
                return Some(cur.clone());
            }
        }
        None
    }

    fn build(
        &mut self,
        src: &Src,
        parent: Option<NodeId>,
        step: PStep,
        spath: Option<SPath>,
        override_ok: bool,
        file: u32,
    ) -> NodeId {
        let id = self.alloc(parent, step, spath.clone(), file);
        stacker::maybe_grow(RED_ZONE, STACK_CHUNK, || {
            self.fill(id, src, spath, override_ok, file)
        });
        id
    }

    /// Fills node `id` from `src`, merging with the stubs at `spath`.
    fn fill(&mut self, id: NodeId, src: &Src, spath: Option<SPath>, override_ok: bool, file: u32) {
        self.nodes[id].span = Some(src.span);
        if self.stub_temporary(&spath) {
            self.nodes[id].temporary = true;
        }
        match &src.kind {
            SrcKind::Map { fields, .. } => self.fill_map(id, src, fields, spath, override_ok, file),
            SrcKind::List(items) => self.fill_list(id, src, items, spath, override_ok, file),
            SrcKind::Expr(es) => {
                let expr = match &es.expr {
                    Ok(e) => e,
                    Err(_) => {
                        self.nodes[id].kind = Kind::Expr(es.clone(), None);
                        return;
                    }
                };
                match expr {
                    Expr::Marked(markers, inner) => {
                        let temporary = markers.contains(&Marker::Temporary);
                        self.nodes[id].temporary = temporary;
                        if markers.contains(&Marker::Template) {
                            if override_ok {
                                if let Some(v) = self.stub_lookup(&spath) {
                                    self.nodes[id].kind = Kind::Leaf(v);
                                    return;
                                }
                            }
                            let shown = Src {
                                kind: SrcKind::Expr(Arc::new(ExprSrc {
                                    raw: SmolStr::new(expression_template_text(&es.raw, markers)),
                                    expr: es.expr.clone(),
                                    span: es.span,
                                })),
                                span: src.span,
                            };
                            self.nodes[id].kind = Kind::Template(Arc::new(Template {
                                src: Arc::new(shown),
                            }));
                            return;
                        }
                        if override_ok {
                            if let Some(v) = self.stub_lookup(&spath) {
                                self.nodes[id].kind = Kind::Leaf(v);
                                return;
                            }
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
                        if override_ok {
                            if let Some(v) = self.stub_lookup(&spath) {
                                self.nodes[id].kind = Kind::Leaf(v);
                                return;
                            }
                        }
                        self.nodes[id].kind = Kind::Expr(es.clone(), None);
                    }
                }
            }
            _ => {
                if override_ok {
                    if let Some(v) = self.stub_lookup(&spath) {
                        self.nodes[id].kind = Kind::Leaf(v);
                        return;
                    }
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
    fn apply_markers(
        &mut self,
        id: NodeId,
        markers: &[Marker],
        src: &Src,
        spath: &Option<SPath>,
        override_ok: bool,
    ) -> bool {
        if markers.contains(&Marker::Temporary) {
            self.nodes[id].temporary = true;
        }
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
            None => Kind::Template(Arc::new(Template {
                src: Arc::new(src.clone()),
            })),
        };
        true
    }

    fn fill_map(
        &mut self,
        id: NodeId,
        src: &Src,
        fields: &[(SmolStr, Src)],
        mut spath: Option<SPath>,
        override_ok: bool,
        file: u32,
    ) {
        let mut extra: Option<Arc<ValMap>> = None;
        let mut pending_src: Option<&Src> = None;
        if let Some(ms) = src.field("<<") {
            if let SrcKind::Expr(es) = &ms.kind {
                match &es.expr {
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
        let mut map: IndexMap<SmolStr, NodeId> = IndexMap::with_capacity(fields.len());
        for (k, v) in fields {
            if k == "<<" && matches!(v.kind, SrcKind::Expr(_)) {
                continue;
            }
            let cp = spath.as_ref().map(|p| path_join(p, PStep::Key(k.clone())));
            let child = self.build(v, Some(id), PStep::Key(k.clone()), cp, true, file);
            map.insert(k.clone(), child);
        }
        if let Some(extra) = extra {
            for (k, v) in extra.iter() {
                if !map.contains_key(k) {
                    let cp = spath.as_ref().map(|p| path_join(p, PStep::Key(k.clone())));
                    // built from the stub's value so its temporary nodes stay temporary
                    let src = val_to_src(v, src.span);
                    let child = self.build(&src, Some(id), PStep::Key(k.clone()), cp, true, file);
                    map.insert(k.clone(), child);
                }
            }
        }
        let pending = pending_src.map(|ms| {
            let p = self.alloc(
                Some(id),
                PStep::Key(SmolStr::new_static("<<")),
                spath.clone(),
                file,
            );
            self.nodes[p].span = Some(ms.span);
            if let SrcKind::Expr(es) = &ms.kind {
                let inner = match &es.expr {
                    Ok(Expr::Marked(_, Some(inner))) => Some(Arc::new((**inner).clone())),
                    _ => None,
                };
                self.nodes[p].kind = Kind::Expr(es.clone(), inner);
            }
            p
        });
        self.nodes[id].spath = spath;
        self.nodes[id].kind = Kind::Map {
            fields: map,
            pending,
        };
    }

    fn map_merge(&mut self, id: NodeId, spec: &MergeSpec, spath: &mut Option<SPath>) -> MapMerge {
        if let Some(r) = &spec.redirect {
            *spath = Some(Arc::new(r.iter().map(step_to_pstep).collect()));
        }
        if spath.is_none() {
            // no stubs at all
            return if spec.required {
                MapMerge::Missing
            } else {
                MapMerge::Extra(None)
            };
        }
        match self.stub_lookup(spath) {
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
            None if spec.required => MapMerge::Missing,
            None => MapMerge::Extra(None),
        }
    }

    fn fill_list(
        &mut self,
        id: NodeId,
        src: &Src,
        items: &[Src],
        mut spath: Option<SPath>,
        override_ok: bool,
        file: u32,
    ) {
        // key field: `merge on KEY`, a `key:` tag, or `name`
        let mut key_name: Option<SmolStr> = None;
        for it in items {
            if let SrcKind::Map {
                key_tag: Some(k), ..
            } = &it.kind
            {
                if let Some(plain) = k.strip_prefix('!') {
                    // not merged by key: a stub replaces the list as a whole
                    if override_ok {
                        if let Some(v) = self.stub_lookup(&spath) {
                            self.nodes[id].kind = Kind::Leaf(v);
                            return;
                        }
                    }
                    key_name = Some(SmolStr::new(plain));
                } else {
                    key_name = Some(k.clone());
                }
                break;
            }
        }
        enum Entry<'a> {
            Src(&'a Src),
            Val(Val),
            Splice(&'a Src),
        }
        let mut entries: Vec<Entry> = Vec::with_capacity(items.len());
        for it in items {
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
                entries.push(Entry::Src(it));
                continue;
            };
            match &es.expr {
                Ok(Expr::Marked(markers, inner)) => {
                    if self.apply_markers(id, markers, src, &spath, override_ok) {
                        return;
                    }
                    if let Some(inner) = inner {
                        entries.push(Entry::Splice(it));
                        let _ = inner;
                    }
                }
                Ok(e) if merge_form(e).is_some() => {
                    let Some((spec, or_form)) = merge_form(e) else {
                        continue;
                    };
                    if let Some(on) = &spec.on {
                        key_name = Some(on.clone());
                    }
                    if let Some(r) = &spec.redirect {
                        spath = Some(Arc::new(r.iter().map(step_to_pstep).collect()));
                    }
                    let found = self.stub_lookup(&spath);
                    match found {
                        Some(Val::List(l)) => {
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
                            if spec.required || or_form {
                                entries.push(Entry::Splice(it));
                            }
                        }
                    }
                }
                _ => entries.push(Entry::Splice(it)),
            }
        }
        let kn = key_name
            .clone()
            .unwrap_or_else(|| SmolStr::new_static("name"));
        let mut out = Vec::with_capacity(entries.len());
        let mut has_splice = false;
        for (i, e) in entries.into_iter().enumerate() {
            match e {
                Entry::Src(s) => {
                    let step = match s.field(&kn).and_then(src_key_text) {
                        Some(v) => PStep::Named {
                            field: kn.clone(),
                            value: v,
                        },
                        None => PStep::Index(i),
                    };
                    let key_is_expr =
                        matches!(s.field(&kn).map(|f| &f.kind), Some(SrcKind::Expr(_)));
                    if let (true, Some(p)) = (key_is_expr, spath.as_ref()) {
                        let c = self.build(s, Some(id), step, None, false, file);
                        self.nodes[c].deferred = Some(Box::new(Deferred {
                            src: s.clone(),
                            list_spath: p.clone(),
                            field: kn.clone(),
                        }));
                        out.push(c);
                        continue;
                    }
                    let cp = spath.as_ref().map(|p| path_join(p, step.clone()));
                    out.push(self.build(s, Some(id), step, cp, false, file));
                }
                Entry::Val(v) => {
                    let step = match &v {
                        Val::Map(m) => m.get(&kn).and_then(val_key_text),
                        _ => None,
                    }
                    .map(|value| PStep::Named {
                        field: kn.clone(),
                        value,
                    })
                    .unwrap_or(PStep::Index(i));
                    let c = match (&step, spath.as_ref()) {
                        (PStep::Named { .. }, Some(p)) => {
                            let cp = Some(path_join(p, step.clone()));
                            let src = val_to_src(&v, src.span);
                            self.build(&src, Some(id), step, cp, false, file)
                        }
                        _ => {
                            let c = self.alloc(Some(id), step, None, file);
                            self.nodes[c].kind = Kind::Leaf(v);
                            c
                        }
                    };
                    out.push(c);
                }
                Entry::Splice(s) => {
                    has_splice = true;
                    let c = self.alloc(Some(id), PStep::Index(i), spath.clone(), file);
                    self.nodes[c].splice = true;
                    self.nodes[c].span = Some(s.span);
                    if let Some(SrcKind::Expr(es)) = s.field("<<").map(|f| &f.kind) {
                        let inner = match &es.expr {
                            Ok(Expr::Marked(_, Some(inner))) => Some(Arc::new((**inner).clone())),
                            _ => None,
                        };
                        self.nodes[c].kind = Kind::Expr(es.clone(), inner);
                    }
                    out.push(c);
                }
            }
        }
        self.nodes[id].spath = spath;
        self.nodes[id].kind = Kind::List {
            items: out,
            key_name,
            has_splice,
        };
    }

    // ------------------------------------------------------------------ evaluation

    fn enter(&mut self) -> R<()> {
        if self.unwinding {
            return local("evaluation unwinding after reaching the depth limit");
        }
        self.steps += 1;
        if self.steps > self.limits.max_steps {
            return local(format!(
                "evaluation exceeded {} steps (endless or exponential computation?)",
                self.limits.max_steps
            ));
        }
        if self.depth >= self.limits.max_depth {
            self.depth_hits += 1;
            if self.retry_deep {
                if let Some(&top) = self.node_stack.last() {
                    self.deep_seeds.push(top);
                }
                self.unwinding = true;
            }
            return local(format!(
                "evaluation nested deeper than {} levels (endless recursion?)",
                self.limits.max_depth
            ));
        }
        self.depth += 1;
        Ok(())
    }

    fn leave(&mut self) {
        self.depth = self.depth.saturating_sub(1);
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
    fn eval_tree(&mut self, id: NodeId, depth: usize) {
        if depth > self.limits.max_depth {
            let _ = self.eval_node(id);
            return;
        }
        match &self.nodes[id].kind {
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
                    Kind::Map { fields, .. } => fields.values().copied().collect(),
                    _ => {
                        let _ = self.eval_node(id);
                        return;
                    }
                };
                for c in children {
                    stacker::maybe_grow(RED_ZONE, STACK_CHUNK, || self.eval_tree(c, depth + 1));
                }
            }
            Kind::List { .. } => {
                if !matches!(self.nodes[id].state, State::Todo) {
                    return;
                }
                if self.resolve_splices(id).is_err() {
                    let _ = self.eval_node(id);
                    return;
                }
                let children: Vec<NodeId> = match &self.nodes[id].kind {
                    Kind::List { items, .. } => items.clone(),
                    _ => {
                        let _ = self.eval_node(id);
                        return;
                    }
                };
                for c in children {
                    stacker::maybe_grow(RED_ZONE, STACK_CHUNK, || self.eval_tree(c, depth + 1));
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
            State::Failed(f) => return Err(f.clone()),
            State::InProgress => return Err(Fail::Cycle("unresolved (cycle)".into())),
            State::Todo => {}
        }
        self.enter()?;
        self.nodes[id].state = State::InProgress;
        let hits = self.depth_hits;
        self.node_stack.push(id);
        let r = stacker::maybe_grow(RED_ZONE, STACK_CHUNK, || self.eval_node_inner(id));
        self.node_stack.pop();
        self.leave();
        if self.unwinding {
            // results computed while unwinding may have swallowed the unwinding failure
            // (`||`, `defined`): never keep them
            self.nodes[id].state = State::Todo;
            return local("evaluation unwinding after reaching the depth limit");
        }
        match &r {
            Ok(v) => {
                self.done_count += 1;
                self.nodes[id].state = State::Done(v.clone());
            }
            Err(_) if self.retry_deep && self.depth_hits != hits => {
                self.nodes[id].state = State::Todo
            }
            Err(f) => self.nodes[id].state = State::Failed(f.clone()),
        }
        r
    }

    fn eval_node_inner(&mut self, id: NodeId) -> R<Val> {
        match self.nodes[id].kind.clone() {
            Kind::Leaf(v) => Ok(v),
            Kind::Template(t) => Ok(Val::Template(t)),
            Kind::Expr(es, inner) => {
                let expr: &Expr = match (&inner, &es.expr) {
                    (Some(e), _) => e,
                    (None, Ok(e)) => e,
                    (None, Err(pe)) => return local(pe.message.clone()),
                };
                let cx = Cx {
                    node: id,
                    frame: None,
                };
                if let Expr::Prefer(inner) = expr {
                    if let Expr::Substitute(t) = &**inner {
                        if let Val::Template(t) = self.eval(t, &cx)? {
                            // instantiate in place, merged with the stubs at this path
                            let src = strip_template_marker(&t.src);
                            let spath = self.nodes[id].spath.clone();
                            let file = self.nodes[id].file;
                            self.fill(id, &src, spath, false, file);
                            return self.eval_node_inner(id);
                        }
                    }
                    let v = self.eval(inner, &cx)?;
                    return match v {
                        Val::Map(_) | Val::List(_) => {
                            let spath = self.nodes[id].spath.clone();
                            let file = self.nodes[id].file;
                            let src = val_to_src(&v, es.span);
                            self.fill(id, &src, spath, false, file);
                            self.eval_node_inner(id)
                        }
                        other => Ok(other),
                    };
                }
                self.eval(expr, &cx)
            }
            Kind::Map { .. } => {
                self.resolve_deferred(id);
                self.resolve_pending(id)?;
                let fields = match &self.nodes[id].kind {
                    Kind::Map { fields, .. } => fields.clone(),
                    _ => return self.eval_node_inner(id),
                };
                let mut out = ValMap::with_capacity(fields.len());
                let mut first_err: Option<Fail> = None;
                for (k, c) in fields {
                    match self.eval_node(c) {
                        Ok(Val::Undefined) => {}
                        Ok(v) => {
                            out.insert(k, v);
                        }
                        Err(f) => {
                            if first_err.is_none() {
                                first_err = Some(f.as_dependency());
                            }
                        }
                    }
                }
                match first_err {
                    Some(f) => Err(f),
                    None => Ok(Val::Map(Arc::new(out))),
                }
            }
            Kind::List { .. } => {
                self.resolve_splices(id)?;
                let items = match &self.nodes[id].kind {
                    Kind::List { items, .. } => items.clone(),
                    _ => return self.eval_node_inner(id),
                };
                let mut out = Vec::with_capacity(items.len());
                let mut first_err: Option<Fail> = None;
                for c in items {
                    match self.eval_node(c) {
                        Ok(Val::Undefined) => {}
                        Ok(v) => out.push(v),
                        Err(f) => {
                            if first_err.is_none() {
                                first_err = Some(f.as_dependency());
                            }
                        }
                    }
                }
                match first_err {
                    Some(f) => Err(f),
                    None => {
                        let list = Arc::new(out);
                        if let Kind::List {
                            key_name: Some(k), ..
                        } = &self.nodes[id].kind
                        {
                            let k = k.clone();
                            self.list_keys
                                .insert(Arc::as_ptr(&list) as usize, (list.clone(), k));
                        }
                        Ok(Val::List(list))
                    }
                }
            }
        }
    }

    /// Merges a list entry whose key field is an expression with the stubs, now that the
    /// key can be evaluated: the entry is rebuilt at the stub path of its key.
    fn resolve_deferred(&mut self, id: NodeId) {
        let Some(d) = self.nodes[id].deferred.take() else {
            return;
        };
        let key_node = match &self.nodes[id].kind {
            Kind::Map { fields, .. } => fields.get(&d.field).copied(),
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
        let step = PStep::Named {
            field: d.field.clone(),
            value,
        };
        let spath = path_join(&d.list_spath, step.clone());
        self.nodes[id].step = step;
        let file = self.nodes[id].file;
        let state = std::mem::replace(&mut self.nodes[id].state, State::Todo);
        self.fill(id, &d.src, Some(spath), false, file);
        self.nodes[id].state = state;
        if let Some(p) = self.nodes[id].parent {
            self.name_index.remove(&p);
        }
    }

    /// Evaluates a map's `<<: (( expr ))` and adds the resulting fields.
    fn resolve_pending(&mut self, id: NodeId) -> R<()> {
        let pending = match &self.nodes[id].kind {
            Kind::Map {
                pending: Some(p), ..
            } => *p,
            _ => return Ok(()),
        };
        let v = match self.eval_node(pending) {
            Ok(v) => v,
            Err(f) => return Err(f.as_dependency()),
        };
        let spath = self.nodes[id].spath.clone();
        let file = self.nodes[id].file;
        let mut new_fields = Vec::new();
        match &v {
            Val::Map(m) => {
                for (k, fv) in m.iter() {
                    let exists = match &self.nodes[id].kind {
                        Kind::Map { fields, .. } => fields.contains_key(k),
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
                self.nodes[pending].state = State::Failed(Fail::Local(msg.clone()));
                return Err(Fail::Dep { cycle: false, msg });
            }
        }
        let mut added = Vec::new();
        for (k, fv) in new_fields {
            let cp = spath.as_ref().map(|p| path_join(p, PStep::Key(k.clone())));
            let src = val_to_src(&fv, self.nodes[id].span.unwrap_or_default());
            let child = self.build(&src, Some(id), PStep::Key(k.clone()), cp, true, file);
            added.push((k, child));
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
    fn resolve_splices(&mut self, id: NodeId) -> R<()> {
        let (items, key_name) = match &self.nodes[id].kind {
            Kind::List {
                items,
                key_name,
                has_splice: true,
            } => (items.clone(), key_name.clone()),
            _ => return Ok(()),
        };
        let mut out = Vec::with_capacity(items.len());
        for c in items {
            if !self.nodes[c].splice {
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
                        let n = self.alloc(
                            Some(id),
                            PStep::Index(out.len()),
                            None,
                            self.nodes[id].file,
                        );
                        self.nodes[n].kind = Kind::Leaf(e.clone());
                        out.push(n);
                    }
                }
                Val::Null | Val::Undefined => {}
                other => {
                    let n =
                        self.alloc(Some(id), PStep::Index(out.len()), None, self.nodes[id].file);
                    self.nodes[n].kind = Kind::Leaf(other);
                    out.push(n);
                }
            }
        }
        for (i, c) in out.iter().enumerate() {
            if let PStep::Index(_) = self.nodes[*c].step {
                self.nodes[*c].step = PStep::Index(i);
            }
        }
        self.nodes[id].kind = Kind::List {
            items: out,
            key_name,
            has_splice: false,
        };
        self.name_index.remove(&id);
        Ok(())
    }

    // ------------------------------------------------------------------ paths

    /// The document path of a node.
    pub fn path_of(&self, id: NodeId) -> Vec<PStep> {
        let mut out = Vec::new();
        let mut cur = Some(id);
        let mut guard = 0;
        while let Some(c) = cur {
            guard += 1;
            if guard > 100_000 {
                break;
            }
            let n = &self.nodes[c];
            if n.parent.is_some() {
                if n.splice {
                    out.push(PStep::Key(SmolStr::new_static("<<")));
                }
                out.push(n.step.clone());
            }
            cur = n.parent;
            if cur.is_none() {
                if let Some(o) = &n.outer {
                    cur = Some(o.node);
                }
            }
        }
        out.reverse();
        out
    }

    fn file_of(&self, id: NodeId) -> &FileInfo {
        let f = self.nodes[id].file as usize;
        self.files.get(f).unwrap_or(&self.files[0])
    }

    // ------------------------------------------------------------------ references

    /// Looks a name up from `cx`: lambda bindings, then the enclosing maps outward.
    fn lookup_name(
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
        let mut cur = self.nodes[node].parent;
        let mut last = node;
        let mut guard = 0usize;
        loop {
            guard += 1;
            if guard > 1_000_000 {
                return Ok(None);
            }
            let Some(c) = cur else {
                // reached a root: continue in the outer scope of an instance
                if let Some(o) = self.nodes[last].outer.clone() {
                    return stacker::maybe_grow(RED_ZONE, STACK_CHUNK, || {
                        self.lookup_name(name, o.node, &o.frame)
                    });
                }
                return Ok(None);
            };
            if let Kind::Map { fields, pending } = &self.nodes[c].kind {
                if let Some(&f) = fields.get(name) {
                    return Ok(Some(Item::Node(f)));
                }
                if let Some(p) = *pending {
                    if !matches!(self.nodes[p].state, State::InProgress) && p != node {
                        self.resolve_pending(c)?;
                        if let Kind::Map { fields, .. } = &self.nodes[c].kind {
                            if let Some(&f) = fields.get(name) {
                                return Ok(Some(Item::Node(f)));
                            }
                        }
                    }
                }
            }
            last = c;
            cur = self.nodes[c].parent;
        }
    }

    fn step_into(&mut self, item: Item, step: &Step) -> R<Option<Item>> {
        match item {
            Item::Val(v) => Ok(nav_val(&v, &step_to_pstep(step)).cloned().map(Item::Val)),
            Item::Node(id) => {
                match &self.nodes[id].kind {
                    Kind::Map { .. } => {
                        self.resolve_deferred(id);
                        let Step::Key(k) = step else { return Ok(None) };
                        if let Kind::Map { fields, .. } = &self.nodes[id].kind {
                            if let Some(&c) = fields.get(k) {
                                return Ok(Some(Item::Node(c)));
                            }
                        }
                        self.resolve_pending(id)?;
                        if let Kind::Map { fields, .. } = &self.nodes[id].kind {
                            return Ok(fields.get(k).map(|&c| Item::Node(c)));
                        }
                        // the map was replaced
                        self.step_into(Item::Node(id), step)
                    }
                    Kind::List { .. } => {
                        self.resolve_splices(id)?;
                        let Kind::List {
                            items, key_name, ..
                        } = &self.nodes[id].kind
                        else {
                            return Ok(None);
                        };
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

    fn find_named(&mut self, list: NodeId, field: &SmolStr, name: &str) -> R<Option<Item>> {
        if !self.name_index.contains_key(&list) {
            let Kind::List { items, .. } = &self.nodes[list].kind else {
                return Ok(None);
            };
            let items = items.clone();
            let mut idx = HashMap::new();
            for c in items {
                if self.nodes[c].deferred.is_some() {
                    self.resolve_deferred(c);
                } else if let Kind::Map { fields, .. } = &self.nodes[c].kind {
                    // a key given by an expression: evaluate it (failures just leave the
                    // entry unnamed)
                    if let Some(&fnode) = fields.get(field) {
                        if matches!(self.nodes[fnode].kind, Kind::Expr(..)) {
                            if let Ok(v) = self.eval_node(fnode) {
                                if let Some(k) = val_key_text(&v) {
                                    idx.entry(k).or_insert(c);
                                }
                            }
                        }
                    }
                }
                match &self.nodes[c].step {
                    PStep::Named { field: f, value } if f == field => {
                        idx.entry(value.clone()).or_insert(c);
                    }
                    _ => {
                        if let Kind::Leaf(Val::Map(m)) = &self.nodes[c].kind {
                            if let Some(k) = m.get(field).and_then(val_key_text) {
                                idx.entry(k).or_insert(c);
                            }
                        } else if let Kind::Map { fields, .. } = &self.nodes[c].kind {
                            if let Some(&fnode) = fields.get(field) {
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

    fn item_value(&mut self, item: Item) -> R<Val> {
        match item {
            Item::Val(v) => Ok(v),
            Item::Node(id) => self.eval_node(id).map_err(|f| f.as_dependency()),
        }
    }

    fn resolve_ref(&mut self, absolute: bool, path: &[Step], cx: &Cx) -> R<Val> {
        let text = || {
            let t = path_text(path);
            if absolute {
                format!(".{t}")
            } else {
                t
            }
        };
        let (mut item, rest) = if absolute {
            (Item::Node(self.root), path)
        } else {
            let Some(Step::Key(first)) = path.first() else {
                return Err(not_found(&text()));
            };
            let found = if first == "__ctx" {
                Some(Item::Val(self.ctx_value(cx.node)))
            } else {
                self.lookup_name(first, cx.node, &cx.frame)?
            };
            match found {
                Some(i) => (i, &path[1..]),
                None => return Err(not_found(&text())),
            }
        };
        for s in rest {
            let next = match s {
                Step::Dyn(e) => {
                    let steps = match self.eval(e, cx)? {
                        Val::Int(i) if i >= 0 => vec![Step::Index(i as usize)],
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
                    let Val::List(l) = v else {
                        return local("slice requires a list");
                    };
                    let n = l.len() as i64;
                    let lo = match lo {
                        Some(e) => match self.eval(e, cx)? {
                            Val::Int(i) => i,
                            _ => return local("slice bounds must be integers"),
                        },
                        None => 0,
                    };
                    let hi = match hi {
                        Some(e) => match self.eval(e, cx)? {
                            Val::Int(i) => i,
                            _ => return local("slice bounds must be integers"),
                        },
                        None => n - 1,
                    };
                    let lo = if lo < 0 { n + lo } else { lo };
                    let hi = if hi < 0 { n + hi } else { hi };
                    if lo < 0 || hi >= n || lo > hi + 1 {
                        return local("slice bounds out of range");
                    }
                    let part: Vec<Val> = l[lo as usize..(hi + 1) as usize].to_vec();
                    Some(Item::Val(Val::List(Arc::new(part))))
                }
                s => self.step_into(item, s)?,
            };
            match next {
                Some(i) => item = i,
                None => return Err(not_found(&text())),
            }
        }
        match self.item_value(item)? {
            Val::Undefined => Err(not_found(&text())),
            v => Ok(v),
        }
    }

    fn ctx_value(&mut self, node: NodeId) -> Val {
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

    // ------------------------------------------------------------------ expressions

    /// Evaluates `e` in context `cx`.
    pub fn eval(&mut self, e: &Expr, cx: &Cx) -> R<Val> {
        self.enter()?;
        let r = stacker::maybe_grow(RED_ZONE, STACK_CHUNK, || self.eval_inner(e, cx));
        self.leave();
        r
    }

    fn eval_inner(&mut self, e: &Expr, cx: &Cx) -> R<Val> {
        match e {
            Expr::Int(i) => Ok(Val::Int(*i)),
            Expr::Str(s) => Ok(Val::Str(s.clone())),
            Expr::Bool(b) => Ok(Val::Bool(*b)),
            Expr::Nil => Ok(Val::Null),
            Expr::Undefined => Ok(Val::Undefined),
            Expr::Ref { absolute, path } => self.resolve_ref(*absolute, path, cx),
            Expr::List(items) => {
                let mut out = Vec::with_capacity(items.len());
                for it in items {
                    match self.eval(it, cx)? {
                        Val::Undefined => {}
                        v => out.push(v),
                    }
                }
                Ok(Val::List(Arc::new(out)))
            }
            Expr::Range(a, b) => {
                let a = self.eval(a, cx)?;
                let b = self.eval(b, cx)?;
                match (a, b) {
                    (Val::Int(a), Val::Int(b)) => {
                        if a.abs_diff(b) > 1_000_000 {
                            return local("range too large");
                        }
                        let v: Vec<Val> = if a <= b {
                            (a..=b).map(Val::Int).collect()
                        } else {
                            (b..=a).rev().map(Val::Int).collect()
                        };
                        Ok(Val::List(Arc::new(v)))
                    }
                    _ => local("range bounds must be integers"),
                }
            }
            Expr::MapLit(entries) => {
                let mut m = ValMap::new();
                for (k, v) in entries {
                    let key = match self.eval(k, cx)? {
                        Val::Str(s) => s,
                        other => {
                            return local(format!(
                                "map key must be a string, found {}",
                                other.kind()
                            ))
                        }
                    };
                    match self.eval(v, cx)? {
                        Val::Undefined => {}
                        v => {
                            m.insert(key, v);
                        }
                    }
                }
                Ok(Val::Map(Arc::new(m)))
            }
            Expr::Group(e) => self.eval(e, cx),
            Expr::Concat(a, b) => {
                let a = self.eval(a, cx)?;
                let b = self.eval(b, cx)?;
                concat(a, b, e)
            }
            Expr::Or(a, b) => match self.eval(a, cx) {
                Ok(Val::Undefined) | Err(_) => self.eval(b, cx),
                Ok(v) => Ok(v),
            },
            Expr::Binary(op, a, b) => {
                let av = self.eval(a, cx)?;
                let bv = self.eval(b, cx)?;
                binary(*op, av, bv)
            }
            Expr::Not(a) => Ok(Val::Bool(!self.eval(a, cx)?.truthy())),
            Expr::Cond(c, a, b) => {
                if self.eval(c, cx)?.truthy() {
                    self.eval(a, cx)
                } else {
                    self.eval(b, cx)
                }
            }
            Expr::Call(f, args) => self.call(f, args, cx),
            Expr::Curry(f, args) => {
                let mut vals = Vec::with_capacity(args.len());
                for a in args {
                    vals.push(self.eval(a, cx)?);
                }
                if let Expr::Ref {
                    absolute: false,
                    path,
                } = &**f
                {
                    if let [Step::Key(name)] = path.as_slice() {
                        let bound = cx
                            .frame
                            .as_ref()
                            .is_some_and(|fr| fr.lookup(name).is_some());
                        if !bound && functions::is_builtin(name) {
                            return Ok(Val::Lambda(Arc::new(Lambda {
                                def: Arc::new(LambdaDef {
                                    params: Vec::new(),
                                    body: Expr::Nil,
                                }),
                                applied: vals,
                                closure: None,
                                builtin: Some(name.clone()),
                            })));
                        }
                    }
                }
                match self.eval(f, cx)? {
                    Val::Lambda(l) => {
                        let mut applied = l.applied.clone();
                        applied.extend(vals);
                        if applied.len() > l.def.params.len() && l.builtin.is_none() {
                            return local("too many arguments for partial application");
                        }
                        Ok(Val::Lambda(Arc::new(Lambda {
                            def: l.def.clone(),
                            applied,
                            closure: l.closure.clone(),
                            builtin: l.builtin.clone(),
                        })))
                    }
                    other => local(format!(
                        "partial application requires a function, found {}",
                        other.kind()
                    )),
                }
            }
            Expr::Qualified(inner, path) => {
                let v = self.eval(inner, cx)?;
                let mut cur = v;
                for s in path {
                    match nav_val(&cur, &step_to_pstep(s)) {
                        Some(n) => cur = n.clone(),
                        None => return Err(not_found(&format!("{e}"))),
                    }
                }
                Ok(cur)
            }
            Expr::Merge(spec) => self.eval_merge(spec, cx),
            Expr::Auto => self.eval_auto(cx),
            Expr::Lambda(def) => Ok(Val::Lambda(Arc::new(Lambda {
                def: def.clone(),
                applied: Vec::new(),
                closure: cx.frame.clone(),
                builtin: None,
            }))),
            Expr::LambdaRef(inner) => match self.eval(inner, cx)? {
                Val::Lambda(l) => Ok(Val::Lambda(l)),
                Val::Str(s) => {
                    let text = s.trim();
                    let parsed = crate::parser::parse(text)
                        .or_else(|_| crate::parser::parse(&format!("lambda {text}")));
                    match parsed {
                        Ok(Expr::Lambda(def)) => Ok(Val::Lambda(Arc::new(Lambda {
                            def,
                            applied: Vec::new(),
                            closure: None,
                            builtin: None,
                        }))),
                        _ => local(format!("'{s}' is not a lambda expression")),
                    }
                }
                other => local(format!(
                    "lambda requires a function or a string, found {}",
                    other.kind()
                )),
            },
            Expr::Mapping(list, func) => self.eval_mapping(list, func, cx),
            Expr::Sum(list, init, func) => self.eval_sum(list, init, func, cx),
            Expr::Substitute(inner) => match self.eval(inner, cx)? {
                Val::Template(t) => self.instantiate(&t, cx),
                other => local(format!(
                    "template instantiation requires a template, found {}",
                    other.kind()
                )),
            },
            Expr::Marked(markers, inner) => {
                if markers.contains(&Marker::Template) {
                    let span = self.nodes[cx.node].span.unwrap_or_default();
                    let raw = SmolStr::new(format!("(( {e} ))"));
                    let src = Src {
                        kind: SrcKind::Expr(Arc::new(ExprSrc {
                            raw,
                            expr: Ok(e.clone()),
                            span,
                        })),
                        span,
                    };
                    return Ok(Val::Template(Arc::new(Template { src: Arc::new(src) })));
                }
                match inner {
                    Some(i) => self.eval(i, cx),
                    None => Ok(Val::Null),
                }
            }
            Expr::Prefer(inner) => self.eval(inner, cx),
            Expr::Scope(binds, body) => {
                let mut vars = Vec::with_capacity(binds.len());
                for (n, e) in binds {
                    vars.push((n.clone(), self.eval(e, cx)?));
                }
                let inner = Cx {
                    node: cx.node,
                    frame: Some(Arc::new(Frame {
                        vars,
                        parent: cx.frame.clone(),
                    })),
                };
                self.eval(body, &inner)
            }
        }
    }

    fn eval_merge(&mut self, spec: &MergeSpec, cx: &Cx) -> R<Val> {
        let spath: Option<SPath> = match &spec.redirect {
            Some(r) => Some(Arc::new(r.iter().map(step_to_pstep).collect())),
            None => self.nodes[cx.node].spath.clone(),
        };
        let text = spath.as_ref().map(|p| spath_text(p)).unwrap_or_else(|| {
            let p = self.path_of(cx.node);
            spath_text(&p)
        });
        match self.stub_lookup(&spath) {
            Some(v) => Ok(v),
            None => local(format!("'{text}' not found in any stub")),
        }
    }

    /// The stub path shown in error reports for a merge expression.
    fn merge_path_text(&self, id: NodeId, e: &Expr) -> String {
        fn find(e: &Expr) -> Option<&MergeSpec> {
            match e {
                Expr::Merge(s) => Some(s),
                Expr::Or(a, b) | Expr::Concat(a, b) | Expr::Binary(_, a, b) => {
                    find(a).or_else(|| find(b))
                }
                Expr::Group(a) | Expr::Not(a) | Expr::Prefer(a) => find(a),
                Expr::Marked(_, Some(a)) => find(a),
                _ => None,
            }
        }
        match find(e) {
            Some(spec) => match &spec.redirect {
                Some(r) => path_text(r),
                None => match &self.nodes[id].spath {
                    Some(p) => spath_text(p),
                    None => spath_text(&self.path_of(id)),
                },
            },
            None => String::new(),
        }
    }

    fn eval_auto(&mut self, cx: &Cx) -> R<Val> {
        let path = self.path_of(cx.node);
        let pool = match path.as_slice() {
            [PStep::Key(rp), entry, PStep::Key(size)]
                if rp == "resource_pools" && size == "size" =>
            {
                entry.text()
            }
            _ => return local("auto only allowed for size entry in resource pools"),
        };
        let root = self.root;
        let jobs = match self.step_into(Item::Node(root), &Step::Key("jobs".into()))? {
            Some(j) => self.item_value(j)?,
            None => return Ok(Val::Int(0)),
        };
        let mut total = 0i64;
        if let Val::List(l) = jobs {
            for j in l.iter() {
                if let Val::Map(m) = j {
                    if m.get("resource_pool").and_then(val_key_text).as_deref()
                        == Some(pool.as_str())
                    {
                        match m.get("instances") {
                            Some(Val::Int(i)) => total += i,
                            _ => return local("instances of job must be an integer"),
                        }
                    }
                }
            }
        }
        Ok(Val::Int(total))
    }

    fn lambda_of(&mut self, func: &Expr, cx: &Cx) -> R<Arc<Lambda>> {
        let v = match func {
            Expr::Lambda(def) => {
                return Ok(Arc::new(Lambda {
                    def: def.clone(),
                    applied: Vec::new(),
                    closure: cx.frame.clone(),
                    builtin: None,
                }))
            }
            e => self.eval(e, cx)?,
        };
        match v {
            Val::Lambda(l) => Ok(l),
            other => local(format!("function required, found {}", other.kind())),
        }
    }

    fn eval_mapping(&mut self, list: &Expr, func: &Expr, cx: &Cx) -> R<Val> {
        let lv = self.eval(list, cx)?;
        let l = self.lambda_of(func, cx)?;
        let nparams = l.def.params.len() - l.applied.len().min(l.def.params.len());
        let mut out = Vec::new();
        match lv {
            Val::List(items) => {
                for (i, v) in items.iter().enumerate() {
                    let args = if nparams >= 2 {
                        vec![Val::Int(i as i64), v.clone()]
                    } else {
                        vec![v.clone()]
                    };
                    match self.apply(&l, args, cx)? {
                        Val::Undefined | Val::Null => {}
                        r => out.push(r),
                    }
                }
            }
            Val::Map(m) => {
                let mut keys: Vec<&SmolStr> = m.keys().collect();
                keys.sort();
                for k in keys {
                    let v = m.get(k).cloned().unwrap_or(Val::Null);
                    let args = if nparams >= 2 {
                        vec![Val::Str(k.clone()), v]
                    } else {
                        vec![v]
                    };
                    match self.apply(&l, args, cx)? {
                        Val::Undefined | Val::Null => {}
                        r => out.push(r),
                    }
                }
            }
            Val::Null => {}
            other => {
                return local(format!(
                    "map requires a list or map, found {}",
                    other.kind()
                ))
            }
        }
        Ok(Val::List(Arc::new(out)))
    }

    fn eval_sum(&mut self, list: &Expr, init: &Expr, func: &Expr, cx: &Cx) -> R<Val> {
        let lv = self.eval(list, cx)?;
        let mut acc = self.eval(init, cx)?;
        let l = self.lambda_of(func, cx)?;
        let nparams = l.def.params.len() - l.applied.len().min(l.def.params.len());
        match lv {
            Val::List(items) => {
                for (i, v) in items.iter().enumerate() {
                    let args = if nparams >= 3 {
                        vec![acc, Val::Int(i as i64), v.clone()]
                    } else {
                        vec![acc, v.clone()]
                    };
                    acc = self.apply(&l, args, cx)?;
                }
            }
            Val::Map(m) => {
                let mut keys: Vec<&SmolStr> = m.keys().collect();
                keys.sort();
                for k in keys {
                    let v = m.get(k).cloned().unwrap_or(Val::Null);
                    let args = if nparams >= 3 {
                        vec![acc, Val::Str(k.clone()), v]
                    } else {
                        vec![acc, v]
                    };
                    acc = self.apply(&l, args, cx)?;
                }
            }
            Val::Null => {}
            other => {
                return local(format!(
                    "sum requires a list or map, found {}",
                    other.kind()
                ))
            }
        }
        Ok(acc)
    }

    /// Calls a lambda with arguments; fewer arguments than parameters give a curried lambda.
    pub fn apply(&mut self, l: &Arc<Lambda>, args: Vec<Val>, cx: &Cx) -> R<Val> {
        let mut all = l.applied.clone();
        all.extend(args);
        if let Some(name) = &l.builtin {
            return functions::call_builtin_values(self, name, all, cx);
        }
        let n = l.def.params.len();
        if all.len() < n {
            return Ok(Val::Lambda(Arc::new(Lambda {
                def: l.def.clone(),
                applied: all,
                closure: l.closure.clone(),
                builtin: None,
            })));
        }
        if all.len() > n {
            return local(format!(
                "function takes {} arguments, {} given",
                n,
                all.len()
            ));
        }
        let mut vars: Vec<(SmolStr, Val)> = Vec::with_capacity(n + 1);
        vars.push((
            SmolStr::new_static("_"),
            Val::Lambda(Arc::new(Lambda {
                def: l.def.clone(),
                applied: Vec::new(),
                closure: l.closure.clone(),
                builtin: None,
            })),
        ));
        for (p, v) in l.def.params.iter().zip(all) {
            vars.push((p.clone(), v));
        }
        let frame = Arc::new(Frame {
            vars,
            parent: l.closure.clone(),
        });
        let inner = Cx {
            node: cx.node,
            frame: Some(frame),
        };
        let def: Arc<LambdaDef> = l.def.clone();
        self.eval(&def.body, &inner)
    }

    fn call(&mut self, f: &Expr, args: &[Expr], cx: &Cx) -> R<Val> {
        if let Expr::Ref {
            absolute: false,
            path,
        } = f
        {
            if let [Step::Key(name)] = path.as_slice() {
                let bound = cx
                    .frame
                    .as_ref()
                    .is_some_and(|fr| fr.lookup(name).is_some());
                if !bound && functions::is_builtin(name) {
                    return functions::call_builtin(self, name, args, cx);
                }
            }
        }
        let l = match self.eval(f, cx)? {
            Val::Lambda(l) => l,
            other => {
                return local(format!(
                    "function call requires a lambda, found {}",
                    other.kind()
                ))
            }
        };
        let mut vals = Vec::with_capacity(args.len());
        for a in args {
            vals.push(self.eval(a, cx)?);
        }
        self.apply(&l, vals, cx)
    }

    /// Instantiates a template in the context `cx`.
    pub fn instantiate(&mut self, t: &Template, cx: &Cx) -> R<Val> {
        let src = strip_template_marker(&t.src);
        self.eval_detached(&src, cx, None)
    }

    /// Builds `src` as a detached subtree whose scope continues at `cx` and evaluates it.
    pub fn eval_detached(&mut self, src: &Src, cx: &Cx, file: Option<FileInfo>) -> R<Val> {
        let file_idx = match file {
            Some(f) => {
                self.files.push(f);
                (self.files.len() - 1) as u32
            }
            None => self.nodes[cx.node].file,
        };
        let id = self.build(
            src,
            None,
            PStep::Key(SmolStr::default()),
            None,
            false,
            file_idx,
        );
        self.nodes[id].outer = Some(Outer {
            node: cx.node,
            frame: cx.frame.clone(),
        });
        match self.eval_node(id) {
            Ok(v) => Ok(v),
            Err(f) => {
                let mut msgs = Vec::new();
                self.collect_failures(id, &mut msgs);
                let detail = msgs
                    .iter()
                    .map(|u| format!("{} in {}: {}", u.expr, u.path, u.message))
                    .collect::<Vec<_>>()
                    .join("; ");
                let msg = if detail.is_empty() {
                    f.message().to_string()
                } else {
                    format!("template evaluation failed: {detail}")
                };
                Err(match f {
                    Fail::Local(_) => Fail::Local(msg),
                    Fail::Cycle(_) => Fail::Cycle(msg),
                    Fail::Dep { cycle, .. } => Fail::Dep { cycle, msg },
                })
            }
        }
    }

    // ------------------------------------------------------------------ results

    fn collect_failures(&self, id: NodeId, out: &mut Vec<Unresolved>) {
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
                            tag: f.tag(),
                            message: f.message().to_string(),
                            span: node.span,
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
        let rank = |t: char| match t {
            '*' => 0,
            '@' => 1,
            _ => 2,
        };
        out.sort_by(|a, b| {
            rank(a.tag)
                .cmp(&rank(b.tag))
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

    fn result_of(
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

enum MapMerge {
    Replaced,
    Extra(Option<Arc<ValMap>>),
    Missing,
}

/// How spiff prints an expression template `(( &template (e) ))`: the markers, then the
/// source text of the parenthesised expression wrapped in one more pair of parentheses.
fn expression_template_text(raw: &str, markers: &[Marker]) -> String {
    let t = raw.trim();
    let inner = t
        .strip_prefix("((")
        .and_then(|x| x.strip_suffix("))"))
        .unwrap_or(t)
        .trim();
    let mut rest = inner;
    loop {
        let r = rest.trim_start();
        if let Some(x) = r
            .strip_prefix("&template")
            .or_else(|| r.strip_prefix("&temporary"))
        {
            rest = x;
        } else {
            rest = r;
            break;
        }
    }
    let names: Vec<&str> = markers
        .iter()
        .map(|m| match m {
            Marker::Template => "&template",
            Marker::Temporary => "&temporary",
        })
        .collect();
    if rest.is_empty() {
        format!("(( {} ))", names.join(" "))
    } else {
        format!("(( {} ({}) ))", names.join(" "), rest.trim_end())
    }
}

/// `merge ...` or `merge ... || alternative` (the second form is `true`).
fn merge_form(e: &Expr) -> Option<(&MergeSpec, bool)> {
    match e {
        Expr::Merge(spec) => Some((spec, false)),
        Expr::Or(a, _) => match &**a {
            Expr::Merge(spec) => Some((spec, true)),
            _ => None,
        },
        _ => None,
    }
}

fn strip_group(e: &Expr) -> &Expr {
    match e {
        Expr::Group(inner) => strip_group(inner),
        other => other,
    }
}

pub fn step_to_pstep(s: &Step) -> PStep {
    match s {
        Step::Key(k) => PStep::Key(k.clone()),
        Step::Index(i) => PStep::Index(*i),
        other => PStep::Key(SmolStr::new(other.to_string())),
    }
}

/// Navigates one step into a value; list entries are found by index or by their `name`
/// (or, for named steps, their key field).
pub fn nav_val<'v>(v: &'v Val, s: &PStep) -> Option<&'v Val> {
    match (v, s) {
        (Val::Map(m), PStep::Key(k)) => m.get(k),
        (Val::List(l), PStep::Index(i)) => l.get(*i),
        (Val::List(l), PStep::Key(k)) => l.iter().find(|e| match e {
            Val::Map(m) => m.get("name").and_then(val_key_text).as_deref() == Some(k.as_str()),
            _ => false,
        }),
        (Val::List(l), PStep::Named { field, value }) => l.iter().find(|e| match e {
            Val::Map(m) => m.get(field).and_then(val_key_text).as_deref() == Some(value.as_str()),
            _ => false,
        }),
        _ => None,
    }
}

/// The text of a key field value (strings, integers, booleans).
pub fn val_key_text(v: &Val) -> Option<SmolStr> {
    match v {
        Val::Str(s) => Some(s.clone()),
        Val::Int(i) => Some(SmolStr::new(i.to_string())),
        Val::Bool(b) => Some(SmolStr::new(b.to_string())),
        _ => None,
    }
}

fn src_key_text(s: &Src) -> Option<SmolStr> {
    match &s.kind {
        SrcKind::Str(s) => Some(s.clone()),
        SrcKind::Int(i) => Some(SmolStr::new(i.to_string())),
        SrcKind::Bool(b) => Some(SmolStr::new(b.to_string())),
        _ => None,
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

/// The template source without its `&template` marker.
fn strip_template_marker(src: &Src) -> Src {
    match &src.kind {
        SrcKind::Map { fields, key_tag } => {
            let mut out = Vec::with_capacity(fields.len());
            for (k, v) in fields {
                if k == "<<" {
                    if let SrcKind::Expr(es) = &v.kind {
                        if let Ok(Expr::Marked(_, inner)) = &es.expr {
                            if let Some(inner) = inner {
                                let raw = SmolStr::new(format!("(( {inner} ))"));
                                out.push((
                                    k.clone(),
                                    Src {
                                        kind: SrcKind::Expr(Arc::new(ExprSrc {
                                            raw,
                                            expr: Ok(strip_group(inner).clone()),
                                            span: es.span,
                                        })),
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
                            if let Ok(Expr::Marked(markers, inner)) = &es.expr {
                                if markers.contains(&Marker::Template) {
                                    if let Some(inner) = inner {
                                        let raw = SmolStr::new(format!("(( {inner} ))"));
                                        let e = Src {
                                            kind: SrcKind::Expr(Arc::new(ExprSrc {
                                                raw,
                                                expr: Ok(strip_group(inner).clone()),
                                                span: es.span,
                                            })),
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
        SrcKind::Expr(es) => match &es.expr {
            Ok(Expr::Marked(_, Some(inner))) => Src {
                kind: SrcKind::Expr(Arc::new(ExprSrc {
                    raw: SmolStr::new(format!("(( {inner} ))")),
                    expr: Ok(strip_group(inner).clone()),
                    span: es.span,
                })),
                span: src.span,
            },
            _ => src.clone(),
        },
        _ => src.clone(),
    }
}

/// Juxtaposition: strings concatenate, lists append, maps merge.
fn concat(a: Val, b: Val, e: &Expr) -> R<Val> {
    match (a, b) {
        (Val::List(a), Val::List(b)) if a.len() + b.len() > MAX_VALUE_SIZE => {
            local("list too large")
        }
        (Val::List(a), Val::List(b)) => {
            let mut v = (*a).clone();
            v.extend(b.iter().cloned());
            Ok(Val::List(Arc::new(v)))
        }
        (Val::List(a), Val::Undefined) => Ok(Val::List(a)),
        (Val::List(a), b) => {
            let mut v = (*a).clone();
            v.push(b);
            Ok(Val::List(Arc::new(v)))
        }
        (Val::Map(a), Val::Map(b)) => {
            let mut m = (*a).clone();
            for (k, v) in b.iter() {
                m.insert(k.clone(), v.clone());
            }
            Ok(Val::Map(Arc::new(m)))
        }
        (Val::Null, b) => Ok(b),
        (a, Val::Null) => Ok(a),
        (a, b) => match (a.simple_text(), b.simple_text()) {
            (Some(x), Some(y)) if x.len() + y.len() > MAX_VALUE_SIZE => local("string too large"),
            (Some(x), Some(y)) => Ok(Val::Str(SmolStr::new(x + &y))),
            _ => {
                let (ea, eb) = match e {
                    Expr::Concat(x, y) => (x.to_string(), y.to_string()),
                    _ => (String::new(), String::new()),
                };
                local(format!(
                    "type '{}'({}) cannot be concatenated with type '{}'({})",
                    b.kind(),
                    eb,
                    a.kind(),
                    ea
                ))
            }
        },
    }
}

fn binary(op: BinOp, a: Val, b: Val) -> R<Val> {
    use crate::ip;
    match op {
        BinOp::Eq => Ok(Val::Bool(a.equals(&b))),
        BinOp::Ne => Ok(Val::Bool(!a.equals(&b))),
        BinOp::Lt | BinOp::Le | BinOp::Gt | BinOp::Ge => {
            let ord = match (&a, &b) {
                (Val::Int(x), Val::Int(y)) => x.cmp(y),
                (Val::Float(_), _) | (_, Val::Float(_)) => {
                    let (x, y) = (num_f(&a), num_f(&b));
                    match (x, y) {
                        (Some(x), Some(y)) => {
                            x.partial_cmp(&y).unwrap_or(std::cmp::Ordering::Equal)
                        }
                        _ => return local("comparison requires numbers"),
                    }
                }
                (Val::Str(x), Val::Str(y)) => x.cmp(y),
                _ => return local("comparison requires numbers"),
            };
            use std::cmp::Ordering::*;
            Ok(Val::Bool(match op {
                BinOp::Lt => ord == Less,
                BinOp::Le => ord != Greater,
                BinOp::Gt => ord == Greater,
                _ => ord != Less,
            }))
        }
        BinOp::LogOr | BinOp::LogAnd => match (&a, &b) {
            (Val::Int(x), Val::Int(y)) => {
                Ok(Val::Int(if op == BinOp::LogOr { x | y } else { x & y }))
            }
            _ => Ok(Val::Bool(if op == BinOp::LogOr {
                a.truthy() || b.truthy()
            } else {
                a.truthy() && b.truthy()
            })),
        },
        BinOp::Add => match (&a, &b) {
            (Val::Int(x), Val::Int(y)) => Ok(Val::Int(x.wrapping_add(*y))),
            (Val::Str(s), Val::Int(n)) => match ip::parse_ip(s) {
                Some(addr) => Ok(Val::str(ip::ip_text(ip::add(addr, *n)))),
                None => local("non-IP address addition requires number arguments"),
            },
            _ => match (num_f(&a), num_f(&b)) {
                (Some(x), Some(y)) => Ok(Val::Float(x + y)),
                _ => local("non-IP address addition requires number arguments"),
            },
        },
        BinOp::Sub => match (&a, &b) {
            (Val::Int(x), Val::Int(y)) => Ok(Val::Int(x.wrapping_sub(*y))),
            (Val::Str(s), Val::Int(n)) => match ip::parse_ip(s) {
                Some(addr) => Ok(Val::str(ip::ip_text(ip::add(addr, -*n)))),
                None => local("non-IP address subtration requires number arguments"),
            },
            (Val::Str(s), Val::Str(t)) => match (ip::parse_ip(s), ip::parse_ip(t)) {
                (Some(x), Some(y)) => Ok(Val::Int(x as i64 - y as i64)),
                _ => local("non-IP address subtration requires number arguments"),
            },
            _ => match (num_f(&a), num_f(&b)) {
                (Some(x), Some(y)) => Ok(Val::Float(x - y)),
                _ => local("non-IP address subtration requires number arguments"),
            },
        },
        BinOp::Mul => match (&a, &b) {
            (Val::Int(x), Val::Int(y)) => Ok(Val::Int(x.wrapping_mul(*y))),
            (Val::Str(s), Val::Int(n)) if ip::parse_cidr(s).is_some() => {
                let (addr, bits) = ip::parse_cidr(s).unwrap_or((0, 0));
                let base = ip::min_ip(addr, bits);
                let next = ip::add(base, n.wrapping_mul(ip::num_ip(bits)));
                Ok(Val::str(format!("{}/{}", ip::ip_text(next), bits)))
            }
            _ => match (num_f(&a), num_f(&b)) {
                (Some(x), Some(y)) => Ok(Val::Float(x * y)),
                _ => local("multiplication requires number arguments"),
            },
        },
        BinOp::Div | BinOp::Mod => match (&a, &b) {
            (Val::Int(_), Val::Int(0)) => local("division by zero"),
            (Val::Int(x), Val::Int(y)) => Ok(Val::Int(if op == BinOp::Div {
                x.wrapping_div(*y)
            } else {
                x.wrapping_rem(*y)
            })),
            (Val::Str(s), Val::Int(n)) if op == BinOp::Div && ip::parse_cidr(s).is_some() => {
                let (addr, bits) = ip::parse_cidr(s).unwrap_or((0, 0));
                if *n <= 0 {
                    return local("division by zero");
                }
                let mut extra = 0;
                while (1i64 << extra) < *n && extra < 32 {
                    extra += 1;
                }
                let nb = (bits + extra).min(32);
                Ok(Val::str(format!(
                    "{}/{}",
                    ip::ip_text(ip::min_ip(addr, bits)),
                    nb
                )))
            }
            _ => match (num_f(&a), num_f(&b)) {
                (Some(_), Some(0.0)) => local("division by zero"),
                (Some(x), Some(y)) => Ok(Val::Float(if op == BinOp::Div { x / y } else { x % y })),
                _ => local(if op == BinOp::Div {
                    "non-CIDR division requires number arguments"
                } else {
                    "modulo requires number arguments"
                }),
            },
        },
    }
}

fn num_f(v: &Val) -> Option<f64> {
    match v {
        Val::Int(i) => Some(*i as f64),
        Val::Float(f) => Some(*f),
        _ => None,
    }
}
