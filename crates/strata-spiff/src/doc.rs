//! The document arena: the nodes of one document under evaluation and their bookkeeping.
//!
//! # Semantics
//!
//! A [`Doc`] holds every node of one template or stub document, built from its source and
//! the (already evaluated) stubs to its right by the structural merge (`merge.rs`), evaluated
//! on demand (`eval.rs`, `refs.rs`) in rounds of bounded depth (`rounds.rs`), and read back
//! as a value or as the list of unresolved nodes (`results.rs`). A node has a kind (a value,
//! an expression, a map, a list or a template), a parent, its step from the parent, the stub
//! path it merges with, the file it came from, and a state (to do, in progress, done,
//! failed) that memoises its evaluation and detects cycles. Nodes of instantiated templates
//! and `read` documents are detached subtrees whose scope continues at an *outer* node.

use crate::ast::{Expr, Marker};
use crate::control::Control;
use crate::fail::Fail;
use crate::path::{PStep, SPath};
use crate::session::{FileInfo, Session};
use crate::source::{ExprSrc, Src};
pub use crate::value::{Cx, NodeId};
use crate::value::{Frame, Template, Val};
use indexmap::IndexMap;
use smol_str::SmolStr;
use std::cell::RefCell;
use std::collections::{HashMap, HashSet};
use std::sync::Arc;
pub(crate) use strata_core::budget::{grow, Budget};
use strata_core::Span;

#[derive(Clone, Debug)]
pub(crate) enum State {
    Todo,
    InProgress,
    Done(Val),
    /// Boxed, as failures are rare and every node holds a state.
    Failed(Box<Fail>),
}

#[derive(Clone, Debug)]
pub(crate) enum Kind {
    Leaf(Val),
    Expr(Arc<ExprSrc>, Option<Arc<Expr>>),
    /// Fields (boxed: most nodes are not maps, and every node is as large as its kind).
    Map {
        fields: Box<IndexMap<SmolStr, NodeId>>,
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
pub(crate) struct Outer {
    pub(crate) node: NodeId,
    pub(crate) frame: Option<Arc<Frame>>,
}

#[derive(Clone, Debug)]
pub(crate) struct Node {
    pub(crate) kind: Kind,
    pub(crate) parent: Option<NodeId>,
    pub(crate) step: PStep,
    /// The node's stub path, read with [`Doc::spath_of`] and written with [`Doc::set_spath`].
    pub(crate) stub_path: StubPath,
    pub(crate) file: u32,
    pub(crate) state: State,
    pub(crate) temporary: bool,
    /// The node's markers besides `&temporary`/`&template` (`MARK_*` bits).
    pub(crate) marks: u8,
    pub(crate) splice: bool,
    pub(crate) outer: Option<Box<Outer>>,
    pub(crate) span: Option<Span>,
    /// A list entry whose key field is an expression: merged with the stubs once the key is
    /// known (see `resolve_deferred`).
    pub(crate) deferred: Option<Box<Deferred>>,
}

/// Where a node's counterpart sits in the stubs, stored compactly: most nodes' stub path is
/// their parent's followed by their own step (map fields, entries merged by name), or their
/// parent's (entries merged by index), so only the others keep a path of their own.
#[derive(Clone, Debug)]
pub(crate) enum StubPath {
    /// No stub path (no stubs).
    None,
    /// A path of its own.
    Own(SPath),
    /// The parent's stub path.
    Parent,
    /// The parent's stub path followed by the node's step.
    ParentStep,
}

#[derive(Clone, Debug)]
pub(crate) struct Deferred {
    pub(crate) src: Src,
    pub(crate) list_spath: SPath,
    pub(crate) field: SmolStr,
}

/// An evaluated stub: its value (temporary nodes included) and the paths of its temporary
/// nodes, which stay temporary where they are merged, and of its marked nodes.
#[derive(Clone, Debug, Default)]
pub struct Stub {
    /// The evaluated value, temporary nodes included.
    pub value: Val,
    /// Paths (as printed) of the temporary nodes.
    pub temporaries: HashSet<String>,
    /// Paths (as printed) of the nodes marked `&inject`, `&default` or `&dynamic`, with the
    /// markers (`MARK_*` bits).
    pub marks: HashMap<String, u8>,
    /// Paths (as printed) of `&dynamic` nodes with the template they instantiate.
    pub dynamic: HashMap<String, Arc<Template>>,
}

/// `&inject`
pub const MARK_INJECT: u8 = 1;
/// `&default`
pub const MARK_DEFAULT: u8 = 2;
/// `&local`
pub const MARK_LOCAL: u8 = 4;
/// `&state`
pub const MARK_STATE: u8 = 8;
/// `&dynamic`
pub const MARK_DYNAMIC: u8 = 16;
/// A field of a `&default` map: a stub's node that never overrides (spiff++'s implied flag).
pub const MARK_IMPLIED: u8 = 32;

/// The `MARK_*` bits of a marker list.
pub(crate) fn marks_of(markers: &[Marker]) -> u8 {
    markers.iter().fold(0, |m, k| {
        m | match k {
            Marker::Inject => MARK_INJECT,
            Marker::Default => MARK_DEFAULT,
            Marker::Local => MARK_LOCAL,
            Marker::State => MARK_STATE,
            Marker::Dynamic => MARK_DYNAMIC,
            Marker::Temporary | Marker::Template | Marker::Tag(_) => 0,
        }
    })
}

/// Evaluation limits: the core's, counted per document (`max_steps` expression evaluations,
/// `max_depth` nested evaluations: references, lambda calls, templates).
pub use strata_core::budget::Limits;

/// spiff++'s optional features (`merge --features`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Features {
    /// `control`: YAML-based control structures (`<<if:`, `<<for:`, ...).
    pub control: bool,
    /// `interpolation`: dynaml embedded in strings.
    pub interpolation: bool,
}

impl Features {
    /// The names of the enabled features.
    pub fn names(&self) -> Vec<&'static str> {
        let mut out = Vec::new();
        if self.control {
            out.push("control");
        }
        if self.interpolation {
            out.push("interpolation");
        }
        out
    }

    /// Whether the feature `name` is enabled.
    pub fn enabled(&self, name: &str) -> bool {
        match name {
            "control" => self.control,
            "interpolation" => self.interpolation,
            _ => false,
        }
    }
}

/// Largest string (bytes) or list (entries) an operation may build.
pub const MAX_VALUE_SIZE: usize = 64 * 1024 * 1024;

pub(crate) enum Item {
    Node(NodeId),
    Val(Val),
}

/// A document under evaluation.
pub struct Doc<'h> {
    pub(crate) nodes: Vec<Node>,
    pub(crate) root: NodeId,
    pub(crate) stubs: Arc<Vec<Stub>>,
    pub(crate) files: Vec<FileInfo>,
    pub(crate) session: &'h mut Session,
    /// Steps and depth of this document's evaluation (see `rounds.rs`).
    pub(crate) budget: &'h Budget,
    pub(crate) depth_hits: u64,
    pub(crate) done_count: u64,
    pub(crate) retry_deep: bool,
    pub(crate) unwinding: bool,
    pub(crate) node_stack: Vec<NodeId>,
    pub(crate) deep_seeds: Vec<NodeId>,
    pub(crate) name_index: HashMap<NodeId, HashMap<SmolStr, NodeId>>,
    /// Name indexes of stub lists (the list is kept alive so its address stays unique).
    pub(crate) stub_index:
        RefCell<HashMap<(usize, SmolStr), (Arc<Vec<Val>>, HashMap<SmolStr, usize>)>>,
    /// Key field names of evaluated lists with a `key:` tag, by list identity.
    pub(crate) list_keys: HashMap<usize, (Arc<Vec<Val>>, SmolStr)>,
    /// A number unique to this document (lambdas remember where they were defined by it).
    pub(crate) doc_id: u64,
    /// The enabled spiff++ features.
    pub(crate) features: Features,
    /// The control structure nodes (see `control.rs`).
    pub(crate) controls: HashMap<NodeId, Box<Control>>,
    /// The templates of `&dynamic` nodes.
    pub(crate) dynamic: HashMap<NodeId, Arc<Template>>,
    /// Whether the nodes calling `tagdef` have been evaluated to find a tag.
    pub(crate) tagdefs_done: bool,
}

static NEXT_DOC_ID: std::sync::atomic::AtomicU64 = std::sync::atomic::AtomicU64::new(1);

impl<'h> Doc<'h> {
    /// Builds a document from `src` (which came from `file`) merged with `stubs`.
    pub fn new(
        src: &Src,
        file: FileInfo,
        stubs: Arc<Vec<Stub>>,
        session: &'h mut Session,
        budget: &'h Budget,
        features: Features,
    ) -> Doc<'h> {
        let mut doc = Doc {
            nodes: Vec::new(),
            root: 0,
            stubs,
            files: vec![file],
            session,
            budget,
            depth_hits: 0,
            done_count: 0,
            retry_deep: false,
            unwinding: false,
            node_stack: Vec::new(),
            deep_seeds: Vec::new(),
            name_index: HashMap::new(),
            list_keys: HashMap::new(),
            stub_index: RefCell::new(HashMap::new()),
            doc_id: NEXT_DOC_ID.fetch_add(1, std::sync::atomic::Ordering::Relaxed),
            features,
            controls: HashMap::new(),
            dynamic: HashMap::new(),
            tagdefs_done: false,
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

    pub(crate) fn alloc(
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
            stub_path: StubPath::None,
            file,
            state: State::Todo,
            temporary: false,
            marks: 0,
            splice: false,
            outer: None,
            span: None,
            deferred: None,
        });
        let id = self.nodes.len() - 1;
        self.set_spath(id, spath);
        id
    }

    /// Sets the stub path of node `id`, sharing its parent's where they agree.
    pub(crate) fn set_spath(&mut self, id: NodeId, spath: Option<SPath>) {
        let node = &self.nodes[id];
        let stub_path = match (spath, node.parent) {
            (None, _) => StubPath::None,
            (Some(p), Some(parent)) if parent < id && self.stub_path_is(parent, &p) => {
                StubPath::Parent
            }
            (Some(p), Some(parent))
                // an index step may be renumbered later (splices): such nodes keep their own
                if parent < id
                    && !matches!(node.step, PStep::Index(_))
                    && p.split_last().is_some_and(|(last, rest)| {
                        *last == node.step && self.stub_path_is(parent, rest)
                    }) =>
            {
                StubPath::ParentStep
            }
            (Some(p), _) => StubPath::Own(p),
        };
        self.nodes[id].stub_path = stub_path;
    }

    /// The stub path of node `id` (where its counterpart sits in the stubs), if there are stubs.
    pub(crate) fn spath_of(&self, id: NodeId) -> Option<SPath> {
        let mut steps: Vec<&PStep> = Vec::new();
        let mut cur = id;
        // a shared stub path refers to a parent, which was allocated before its children, so
        // the walk ends
        loop {
            let n = &self.nodes[cur];
            match &n.stub_path {
                StubPath::None => return None,
                StubPath::Own(p) if steps.is_empty() => return Some(p.clone()),
                StubPath::Own(p) => {
                    let mut v = Vec::with_capacity(p.len() + steps.len());
                    v.extend(p.iter().cloned());
                    v.extend(steps.iter().rev().map(|s| (*s).clone()));
                    return Some(Arc::new(v));
                }
                StubPath::Parent => cur = n.parent.filter(|&p| p < cur)?,
                StubPath::ParentStep => {
                    steps.push(&n.step);
                    cur = n.parent.filter(|&p| p < cur)?;
                }
            }
        }
    }

    /// Whether the stub path of node `id` is `path`.
    fn stub_path_is(&self, mut id: NodeId, mut path: &[PStep]) -> bool {
        loop {
            let n = &self.nodes[id];
            match &n.stub_path {
                StubPath::None => return false,
                StubPath::Own(p) => return p[..] == *path,
                StubPath::Parent => match n.parent {
                    Some(p) if p < id => id = p,
                    _ => return false,
                },
                StubPath::ParentStep => match (path.split_last(), n.parent) {
                    (Some((last, rest)), Some(p)) if p < id && *last == n.step => {
                        path = rest;
                        id = p;
                    }
                    _ => return false,
                },
            }
        }
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
            if n.parent.is_some() && !self.is_control_part(c) {
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

    pub(crate) fn file_of(&self, id: NodeId) -> &FileInfo {
        let f = self.nodes[id].file as usize;
        self.files.get(f).unwrap_or(&self.files[0])
    }
}
