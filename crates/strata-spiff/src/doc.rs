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
use crate::control_node::Control;
use crate::fail::Fail;
use crate::path::{PStep, SPath};
use crate::session::{FileInfo, Session};
use crate::source::{ExprSrc, Src};
pub use crate::value::{Cx, NodeId};
use crate::value::{Frame, Template, Val};
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
    /// Fields (boxed: most nodes are not maps, and every node is as large as its kind), and
    /// the node of a `<<:` entry whose merge is still to be resolved.
    Map {
        fields: Box<FieldMap>,
        pending: Option<u32>,
    },
    /// Boxed, as lists are far fewer than scalars.
    List(Box<ListNode>),
    Template(Arc<Template>),
}

/// The entries of a list node.
#[derive(Clone, Debug)]
pub(crate) struct ListNode {
    pub(crate) items: Vec<NodeId>,
    pub(crate) key_name: Option<SmolStr>,
    pub(crate) has_splice: bool,
}

/// A hash map with a fast, randomly seeded hasher (the document's keys and indexes are
/// not exposed to collision attacks beyond what a template author controls anyway).
type FastMap<K, V> = HashMap<K, V, foldhash::fast::RandomState>;

/// The steps of a document that a [`NodeStep`] does not hold inline, with every map key
/// held once: a key's id is its position in the table, shared by the nodes it names
/// ([`NodeStep`]) and the field lists that hold it ([`FieldMap`]).
#[derive(Debug, Default)]
pub(crate) struct StepTable {
    steps: Vec<PStep>,
    /// The id of each key.
    keys: FastMap<SmolStr, u32>,
}

impl StepTable {
    /// The id of key `k`, added if new.
    pub(crate) fn key_id(&mut self, k: &SmolStr) -> u32 {
        if let Some(&id) = self.keys.get(k) {
            return id;
        }
        let id = self.push(PStep::Key(k.clone()));
        self.keys.insert(k.clone(), id);
        id
    }

    /// The id of key `k`, if the document has it.
    pub(crate) fn find_key(&self, k: &str) -> Option<u32> {
        self.keys.get(k).copied()
    }

    /// The key with id `id` (empty for an id that is not a key's).
    pub(crate) fn key(&self, id: u32) -> &SmolStr {
        static EMPTY: SmolStr = SmolStr::new_static("");
        match self.steps.get(id as usize) {
            Some(PStep::Key(k)) => k,
            _ => &EMPTY,
        }
    }

    fn push(&mut self, step: PStep) -> u32 {
        // a document has fewer steps than nodes, and node ids fit in `u32`
        let at = u32::try_from(self.steps.len()).unwrap_or(u32::MAX);
        self.steps.push(step);
        at
    }
}

/// The fields of a map node in document order, as pairs of a key id (in the document's
/// [`StepTable`]) and a node id: 8 bytes a field. Maps are searched linearly while small
/// (most have a handful of fields); from [`FieldMap::INDEX_FROM`] fields on, a hash index
/// finds a key's position.
#[derive(Clone, Debug, Default)]
pub(crate) struct FieldMap {
    entries: Vec<(u32, u32)>,
    index: Option<Box<FastMap<u32, u32>>>,
}

impl FieldMap {
    /// The size from which a map keeps a hash index.
    const INDEX_FROM: usize = 16;

    pub(crate) fn with_capacity(n: usize) -> FieldMap {
        FieldMap {
            entries: Vec::with_capacity(n),
            index: None,
        }
    }

    fn position(&self, key: u32) -> Option<usize> {
        match &self.index {
            Some(ix) => ix.get(&key).map(|&i| i as usize),
            None => self.entries.iter().position(|&(k, _)| k == key),
        }
    }

    /// The node of the field with key id `key`.
    pub(crate) fn get_id(&self, key: u32) -> Option<NodeId> {
        self.position(key).map(|i| self.entries[i].1 as NodeId)
    }

    /// The node of field `key`.
    pub(crate) fn get(&self, key: &str, table: &StepTable) -> Option<NodeId> {
        self.get_id(table.find_key(key)?)
    }

    pub(crate) fn contains_key(&self, key: &str, table: &StepTable) -> bool {
        self.get(key, table).is_some()
    }

    /// Sets the field with key id `key` (in place if it exists, else at the end); returns
    /// the node it had.
    pub(crate) fn insert(&mut self, key: u32, node: NodeId) -> Option<NodeId> {
        // node ids fit in `u32` (see `NO_PARENT`)
        let node = node as u32;
        if let Some(i) = self.position(key) {
            return Some(std::mem::replace(&mut self.entries[i].1, node) as NodeId);
        }
        let at = self.entries.len() as u32;
        if let Some(ix) = &mut self.index {
            ix.insert(key, at);
        }
        self.entries.push((key, node));
        if self.index.is_none() && self.entries.len() >= Self::INDEX_FROM {
            let ix = self
                .entries
                .iter()
                .enumerate()
                .map(|(i, &(k, _))| (k, i as u32))
                .collect();
            self.index = Some(Box::new(ix));
        }
        None
    }

    /// Releases the room reserved beyond the fields (a map is built once and rarely grows).
    pub(crate) fn shrink_to_fit(&mut self) {
        self.entries.shrink_to_fit();
    }

    pub(crate) fn len(&self) -> usize {
        self.entries.len()
    }

    /// The fields with their keys.
    pub(crate) fn iter<'a>(
        &'a self,
        table: &'a StepTable,
    ) -> impl DoubleEndedIterator<Item = (&'a SmolStr, NodeId)> + ExactSizeIterator {
        self.entries
            .iter()
            .map(|&(k, v)| (table.key(k), v as NodeId))
    }

    /// The fields' nodes.
    pub(crate) fn values(
        &self,
    ) -> impl DoubleEndedIterator<Item = NodeId> + ExactSizeIterator + '_ {
        self.entries.iter().map(|&(_, v)| v as NodeId)
    }
}

/// Where an instantiated template (or a `read` document) continues its scope lookup.
#[derive(Clone, Debug)]
pub(crate) struct Outer {
    pub(crate) node: NodeId,
    pub(crate) frame: Option<Arc<Frame>>,
}

/// A node's step from its parent in 4 bytes: a list index below 2^31 is held inline, any
/// other step (a key, a named entry, a larger index) is an index into [`Doc::steps`], where
/// a key is held once however many nodes it names.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct NodeStep(u32);

impl NodeStep {
    const TABLE: u32 = 1 << 31;
}

/// One node of the arena. A document holds a node for every YAML node of its template, so
/// the node is kept small (72 bytes): ids as `u32`, the span without an `Option`, the step
/// in 4 bytes ([`NodeStep`]), the file index in 2, the flags in bits, and the rarely used
/// parts (an own stub path, the outer scope of a detached subtree, a deferred list entry, a
/// file index beyond 16 bits) in side tables of the [`Doc`].
#[derive(Clone, Debug)]
pub(crate) struct Node {
    pub(crate) kind: Kind,
    pub(crate) state: State,
    /// The step from the parent, read with [`Doc::step_of`] and written with
    /// [`Doc::set_step`].
    step: NodeStep,
    /// The node's span, if it has one (read with [`Node::span`]).
    span: Span,
    /// The parent's id, `NO_PARENT` for a root (read with [`Node::parent`]).
    parent: u32,
    /// The index of the node's file in [`Doc::files`], `WIDE_FILE` for an index held in
    /// [`Doc::wide_files`] (read with [`Doc::node_file`]).
    file: u16,
    /// The node's markers besides `&temporary`/`&template` (`MARK_*` bits).
    pub(crate) marks: u8,
    /// Whether it is temporary, spliced, has a span, and its stub path's kind (`FLAG_*` and
    /// `STUB_*` bits, read with the accessors below).
    flags: u8,
}

/// [`Node::file`] of a node whose file index does not fit in 16 bits.
const WIDE_FILE: u16 = u16::MAX;
const FLAG_TEMPORARY: u8 = 1;
const FLAG_SPLICE: u8 = 2;
const FLAG_SPAN: u8 = 4;
/// The two bits of [`StubPath`].
const STUB_SHIFT: u8 = 3;
const STUB_MASK: u8 = 3 << STUB_SHIFT;

/// [`Node::parent`] of a root. Node ids fit in `u32`: a node takes 72 bytes, so a document
/// of 2^32 nodes would need 309 GB.
const NO_PARENT: u32 = u32::MAX;

impl Node {
    /// The parent node (`None` for the root of a document, a template instance or a `read`
    /// document).
    pub(crate) fn parent(&self) -> Option<NodeId> {
        (self.parent != NO_PARENT).then_some(self.parent as NodeId)
    }

    /// Where the node was written, if it came from source.
    pub(crate) fn span(&self) -> Option<Span> {
        (self.flags & FLAG_SPAN != 0).then_some(self.span)
    }

    pub(crate) fn set_span(&mut self, span: Span) {
        self.span = span;
        self.flags |= FLAG_SPAN;
    }

    /// Whether the node is temporary (left out of the output).
    pub(crate) fn temporary(&self) -> bool {
        self.flags & FLAG_TEMPORARY != 0
    }

    pub(crate) fn set_temporary(&mut self, on: bool) {
        self.set_flag(FLAG_TEMPORARY, on);
    }

    /// Whether the node is a list entry whose value is spliced into the list.
    pub(crate) fn splice(&self) -> bool {
        self.flags & FLAG_SPLICE != 0
    }

    pub(crate) fn set_splice(&mut self, on: bool) {
        self.set_flag(FLAG_SPLICE, on);
    }

    fn set_flag(&mut self, flag: u8, on: bool) {
        if on {
            self.flags |= flag;
        } else {
            self.flags &= !flag;
        }
    }

    /// The kind of the node's stub path (see [`Doc::spath_of`]).
    pub(crate) fn stub_path(&self) -> StubPath {
        match (self.flags & STUB_MASK) >> STUB_SHIFT {
            0 => StubPath::None,
            1 => StubPath::Own,
            2 => StubPath::Parent,
            _ => StubPath::ParentStep,
        }
    }

    fn set_stub_path(&mut self, p: StubPath) {
        let bits = match p {
            StubPath::None => 0,
            StubPath::Own => 1,
            StubPath::Parent => 2,
            StubPath::ParentStep => 3,
        };
        self.flags = (self.flags & !STUB_MASK) | (bits << STUB_SHIFT);
    }
}

/// Where a node's counterpart sits in the stubs, stored compactly: most nodes' stub path is
/// their parent's followed by their own step (map fields, entries merged by name), or their
/// parent's (entries merged by index), so only the others keep a path of their own (in
/// [`Doc::own_spaths`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum StubPath {
    /// No stub path (no stubs).
    None,
    /// A path of its own.
    Own,
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

/// The nodes of a document in chunks of [`Nodes::CHUNK`]: a node's id is its index. A
/// chunk is small enough that the allocator places it in memory the document's source tree
/// gives back as it is consumed (that tree is freed in the order the nodes are built), so
/// building a large document does not hold a whole new arena beside the whole source tree;
/// and the arena never moves or copies its nodes as it grows.
#[derive(Debug, Default)]
pub(crate) struct Nodes {
    chunks: Vec<Vec<Node>>,
    len: usize,
}

impl Nodes {
    /// Nodes per chunk: a chunk fills one 4 KB allocator size class (small chunks reuse
    /// the memory the consumed source tree gives back; a size that rounds up would waste
    /// the difference in every chunk).
    const CHUNK: usize = 4096 / std::mem::size_of::<Node>();

    pub(crate) fn len(&self) -> usize {
        self.len
    }

    fn push(&mut self, node: Node) {
        match self.chunks.last_mut() {
            Some(c) if c.len() < Self::CHUNK => c.push(node),
            _ => {
                let mut c = Vec::with_capacity(Self::CHUNK);
                c.push(node);
                self.chunks.push(c);
            }
        }
        self.len += 1;
    }
}

impl std::ops::Index<NodeId> for Nodes {
    type Output = Node;
    fn index(&self, id: NodeId) -> &Node {
        &self.chunks[id / Self::CHUNK][id % Self::CHUNK]
    }
}

impl std::ops::IndexMut<NodeId> for Nodes {
    fn index_mut(&mut self, id: NodeId) -> &mut Node {
        &mut self.chunks[id / Self::CHUNK][id % Self::CHUNK]
    }
}

/// A document under evaluation.
pub struct Doc<'h> {
    pub(crate) nodes: Nodes,
    /// The steps that [`NodeStep`] does not hold inline, and the map keys.
    pub(crate) table: StepTable,
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
    /// The crate's flow for `merge(...)` (`nested.rs`): `cascade` in `lib.rs`, passed down.
    pub(crate) cascade: Cascade,
    /// The control structure nodes (see `control.rs`).
    pub(crate) controls: HashMap<NodeId, Box<Control>>,
    /// The templates of `&dynamic` nodes.
    pub(crate) dynamic: HashMap<NodeId, Arc<Template>>,
    /// Whether the nodes calling `tagdef` have been evaluated to find a tag.
    pub(crate) tagdefs_done: bool,
    /// Nodes whose `&tag:` marker could not define its tag, with the reason (reported with
    /// the failures unless the node is an expression, whose failure is listed anyway).
    pub(crate) tag_errors: Vec<(NodeId, SmolStr, String)>,
    /// Maps whose `<<: (( merge ))` found a stub value that is not a map, with the message
    /// (spiff++ reports the map as `<map>`).
    pub(crate) insert_errors: Vec<(NodeId, String)>,
    /// The stub paths of nodes whose [`StubPath`] is `Own`.
    pub(crate) own_spaths: HashMap<NodeId, SPath>,
    /// The file index of the nodes whose index does not fit in [`Node::file`].
    wide_files: HashMap<NodeId, u32>,
    /// Where the roots of instantiated templates and `read` documents continue their scope.
    pub(crate) outers: HashMap<NodeId, Outer>,
    /// List entries whose key field is an expression: merged with the stubs once the key is
    /// known (see `resolve_deferred`).
    pub(crate) deferred: HashMap<NodeId, Deferred>,
}

/// The merge of a nested `merge(...)`: the template, its stubs, the file of the call, the
/// session, the budget and the features; the value (`None` for a temporary root) or the
/// failures. The crate root's `cascade` is the one implementation; a document is given it
/// when it is built, so the evaluator does not name the flow that drives it.
pub(crate) type Cascade = fn(
    Src,
    Vec<Src>,
    FileInfo,
    &mut Session,
    &Budget,
    Features,
) -> Result<Option<Val>, Vec<crate::fail::Unresolved>>;

static NEXT_DOC_ID: std::sync::atomic::AtomicU64 = std::sync::atomic::AtomicU64::new(1);

impl<'h> Doc<'h> {
    /// Builds a document from `src` (which came from `file`) merged with `stubs`, consuming
    /// it (see [`Doc::fill`]).
    pub fn new(
        mut src: Src,
        file: FileInfo,
        stubs: Arc<Vec<Stub>>,
        session: &'h mut Session,
        budget: &'h Budget,
        features: Features,
        cascade: Cascade,
    ) -> Doc<'h> {
        let mut doc = Doc {
            nodes: Nodes::default(),
            table: StepTable::default(),
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
            cascade,
            controls: HashMap::new(),
            dynamic: HashMap::new(),
            tagdefs_done: false,
            tag_errors: Vec::new(),
            insert_errors: Vec::new(),
            own_spaths: HashMap::new(),
            wide_files: HashMap::new(),
            outers: HashMap::new(),
            deferred: HashMap::new(),
        };
        let spath = if doc.stubs.is_empty() {
            None
        } else {
            Some(Arc::new(Vec::new()))
        };
        doc.root = doc.build(
            &mut src,
            None,
            PStep::Key(SmolStr::default()),
            spath,
            true,
            0,
        );
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
        let step = self.node_step(step);
        self.nodes.push(Node {
            kind: Kind::Leaf(Val::Null),
            state: State::Todo,
            step,
            span: Span::default(),
            parent: parent.map_or(NO_PARENT, |p| p as u32),
            file: u16::try_from(file).unwrap_or(WIDE_FILE),
            marks: 0,
            flags: 0,
        });
        let id = self.nodes.len() - 1;
        if file >= u32::from(WIDE_FILE) {
            self.wide_files.insert(id, file);
        }
        self.set_spath(id, spath);
        id
    }

    /// `step` as a node holds it.
    fn node_step(&mut self, step: PStep) -> NodeStep {
        match step {
            PStep::Index(i) if i < NodeStep::TABLE as usize => NodeStep(i as u32),
            PStep::Key(k) => NodeStep(self.table.key_id(&k) | NodeStep::TABLE),
            other => NodeStep(self.table.push(other) | NodeStep::TABLE),
        }
    }

    /// The step from the parent of node `id`.
    pub(crate) fn step_of(&self, id: NodeId) -> std::borrow::Cow<'_, PStep> {
        self.step_text(self.nodes[id].step)
    }

    fn step_text(&self, s: NodeStep) -> std::borrow::Cow<'_, PStep> {
        use std::borrow::Cow;
        if s.0 & NodeStep::TABLE == 0 {
            return Cow::Owned(PStep::Index(s.0 as usize));
        }
        match self.table.steps.get((s.0 & !NodeStep::TABLE) as usize) {
            Some(p) => Cow::Borrowed(p),
            None => Cow::Owned(PStep::Index(0)),
        }
    }

    /// Whether the step of node `id` is a list index (which splices may renumber).
    pub(crate) fn has_index_step(&self, id: NodeId) -> bool {
        matches!(*self.step_of(id), PStep::Index(_))
    }

    /// Sets the step of node `id`.
    pub(crate) fn set_step(&mut self, id: NodeId, step: PStep) {
        let s = self.node_step(step);
        self.nodes[id].step = s;
    }

    /// Sets the stub path of node `id`, sharing its parent's where they agree.
    pub(crate) fn set_spath(&mut self, id: NodeId, spath: Option<SPath>) {
        let node = &self.nodes[id];
        let stub_path = match (spath, node.parent()) {
            (None, _) => StubPath::None,
            (Some(p), Some(parent)) if parent < id && self.stub_path_is(parent, &p) => {
                StubPath::Parent
            }
            (Some(p), Some(parent))
                // an index step may be renumbered later (splices): such nodes keep their own
                if parent < id
                    && !self.has_index_step(id)
                    && p.split_last().is_some_and(|(last, rest)| {
                        *last == *self.step_of(id) && self.stub_path_is(parent, rest)
                    }) =>
            {
                StubPath::ParentStep
            }
            (Some(p), _) => {
                self.own_spaths.insert(id, p);
                StubPath::Own
            }
        };
        if stub_path != StubPath::Own && self.nodes[id].stub_path() == StubPath::Own {
            self.own_spaths.remove(&id);
        }
        self.nodes[id].set_stub_path(stub_path);
    }

    /// The stub path of node `id` (where its counterpart sits in the stubs), if there are stubs.
    pub(crate) fn spath_of(&self, id: NodeId) -> Option<SPath> {
        let mut steps: Vec<std::borrow::Cow<'_, PStep>> = Vec::new();
        let mut cur = id;
        // a shared stub path refers to a parent, which was allocated before its children, so
        // the walk ends
        loop {
            let n = &self.nodes[cur];
            match n.stub_path() {
                StubPath::None => return None,
                StubPath::Own if steps.is_empty() => return self.own_spaths.get(&cur).cloned(),
                StubPath::Own => {
                    let p = self.own_spaths.get(&cur)?;
                    let mut v = Vec::with_capacity(p.len() + steps.len());
                    v.extend(p.iter().cloned());
                    v.extend(steps.into_iter().rev().map(|s| s.into_owned()));
                    return Some(Arc::new(v));
                }
                StubPath::Parent => cur = n.parent().filter(|&p| p < cur)?,
                StubPath::ParentStep => {
                    steps.push(self.step_text(n.step));
                    cur = n.parent().filter(|&p| p < cur)?;
                }
            }
        }
    }

    /// Whether the stub path of node `id` is `path`.
    fn stub_path_is(&self, mut id: NodeId, mut path: &[PStep]) -> bool {
        loop {
            let n = &self.nodes[id];
            match n.stub_path() {
                StubPath::None => return false,
                StubPath::Own => {
                    return self.own_spaths.get(&id).is_some_and(|p| p[..] == *path);
                }
                StubPath::Parent => match n.parent() {
                    Some(p) if p < id => id = p,
                    _ => return false,
                },
                StubPath::ParentStep => match (path.split_last(), n.parent()) {
                    (Some((last, rest)), Some(p)) if p < id && *last == *self.step_text(n.step) => {
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
        self.path_with(id, false)
    }

    /// The path of a node as spiff's reports show it: list entries by their index, also in
    /// lists merged by key (`list.[0].v`, where a reference would say `list.a.v`).
    pub(crate) fn report_path_of(&self, id: NodeId) -> Vec<PStep> {
        self.path_with(id, true)
    }

    fn path_with(&self, id: NodeId, by_index: bool) -> Vec<PStep> {
        let mut out = Vec::new();
        let mut cur = Some(id);
        let mut guard = 0;
        while let Some(c) = cur {
            guard += 1;
            if guard > 100_000 {
                break;
            }
            // a control's selected option stands at the control's path
            if let Some(ctl) = (!self.controls.is_empty())
                .then(|| self.selecting_control(c))
                .flatten()
            {
                cur = Some(ctl);
                continue;
            }
            let n = &self.nodes[c];
            if n.parent().is_some() && !self.is_control_part(c) {
                if n.splice() {
                    out.push(PStep::Key(SmolStr::new_static("<<")));
                }
                let index = match n.parent().map(|p| &self.nodes[p].kind) {
                    Some(Kind::List(l)) if by_index => l.items.iter().position(|&i| i == c),
                    _ => None,
                };
                match index {
                    Some(i) => out.push(PStep::Index(i)),
                    None => out.push(self.step_text(n.step).into_owned()),
                }
            }
            cur = n.parent();
            if cur.is_none() {
                if let Some(o) = self.outers.get(&c) {
                    cur = Some(o.node);
                }
            }
        }
        out.reverse();
        out
    }

    /// The index in [`Doc::files`] of node `id`'s file.
    pub(crate) fn node_file(&self, id: NodeId) -> u32 {
        match self.nodes[id].file {
            WIDE_FILE => self.wide_files.get(&id).copied().unwrap_or(0),
            f => u32::from(f),
        }
    }

    pub(crate) fn file_of(&self, id: NodeId) -> &FileInfo {
        let f = self.node_file(id) as usize;
        self.files.get(f).unwrap_or(&self.files[0])
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn nodes_stay_small() {
        // a document holds one node per YAML node of its template: 14 a job in the
        // benchmark, so every 8 bytes here are 11 MB at 100,000 jobs
        assert_eq!(std::mem::size_of::<PStep>(), 24);
        assert_eq!(std::mem::size_of::<Val>(), 24);
        assert_eq!(std::mem::size_of::<State>(), 24);
        assert!(
            std::mem::size_of::<Kind>() <= 32,
            "{}",
            std::mem::size_of::<Kind>()
        );
        assert_eq!(std::mem::size_of::<Node>(), 72);
    }

    #[test]
    fn node_flags_and_wide_file_indexes_round_trip() {
        let mut session = Session::new(strata_core::host::MemoryHost::default());
        let budget = Budget::new(strata_core::budget::Limits::default());
        let src = Src {
            kind: crate::source::SrcKind::Null,
            span: Span::default(),
        };
        let info = FileInfo {
            name: "t.yml".into(),
            dir: ".".into(),
        };
        let mut doc = Doc::new(
            src,
            info,
            Arc::new(Vec::new()),
            &mut session,
            &budget,
            Features::default(),
            |_, _, _, _, _, _| Ok(None),
        );
        for file in [0u32, 7, 65_534, 65_535, 70_000, u32::MAX - 1] {
            let id = doc.alloc(Some(doc.root), PStep::Index(0), None, file);
            assert_eq!(doc.node_file(id), file);
            let n = &mut doc.nodes[id];
            assert_eq!((n.temporary(), n.splice(), n.span()), (false, false, None));
            n.set_temporary(true);
            n.set_splice(true);
            n.set_span(Span::new(strata_core::FileId(3), 5, 9));
            for p in [
                StubPath::Own,
                StubPath::ParentStep,
                StubPath::Parent,
                StubPath::None,
            ] {
                n.set_stub_path(p);
                assert_eq!(n.stub_path(), p);
            }
            n.set_temporary(false);
            assert!(!n.temporary() && n.splice());
            assert_eq!(n.span(), Some(Span::new(strata_core::FileId(3), 5, 9)));
        }
    }

    #[test]
    fn field_map_keeps_order_and_finds_keys() {
        let mut t = StepTable::default();
        // a key the table holds but the map does not
        t.key_id(&SmolStr::new("elsewhere"));
        let mut m = FieldMap::with_capacity(2);
        for i in 0..40usize {
            let k = t.key_id(&SmolStr::new(format!("k{i}")));
            assert_eq!(m.insert(k, i), None);
            // found by the scan below the index threshold and by the index above it
            assert_eq!(m.get("k0", &t), Some(0));
            assert_eq!(m.get(&format!("k{i}"), &t), Some(i));
            assert!(!m.contains_key("missing", &t));
            assert!(!m.contains_key("elsewhere", &t));
        }
        assert_eq!(m.insert(t.key_id(&SmolStr::new("k3")), 99), Some(3));
        assert_eq!(m.len(), 40);
        let keys: Vec<&str> = m.iter(&t).map(|(k, _)| k.as_str()).take(4).collect();
        assert_eq!(keys, ["k0", "k1", "k2", "k3"]);
        assert_eq!(m.values().nth(3), Some(99));
        assert_eq!(m.values().next_back(), Some(39));
    }
}
