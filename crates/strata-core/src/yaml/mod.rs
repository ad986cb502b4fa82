//! YAML reading and writing.
//!
//! # Reading
//!
//! [`load`] turns a YAML stream into one [`Node`] tree per document, built on the events of
//! `saphyr-parser` (the core's one positioned tree, [`crate::positioned`]). Every node carries the [`Span`] of its source text, so callers can report
//! line and column through the [`SourceMap`](crate::SourceMap). Mapping keys are nodes too (with
//! their positions and non-string kinds); mappings keep document order, duplicates included.
//!
//! Semantics of loading:
//!
//! * **Scalars.** Quoted and block scalars are always strings. Plain scalars are resolved by the
//!   schema of [`LoadOptions::schema`]: the YAML 1.1 resolver spiff uses, or the YAML 1.2 core
//!   schema (rules in the `resolve` module docs). Explicit tags `!!str`, `!!int`, `!!bool`, `!!float`,
//!   `!!null` force the kind (a scalar that does not fit the tag is an error); `!!map`, `!!seq`
//!   must tag a mapping or sequence; a scalar with any other tag is a string, and other tags on
//!   collections are ignored.
//! * **Anchors and aliases** are resolved at load: an alias yields a copy of the anchored node
//!   (with the anchored node's spans). An alias to an anchor that is still open (a recursive
//!   structure) is an error. The number of nodes copied for anchors and aliases is bounded by
//!   [`MAX_ALIAS_NODES`], so a "billion laughs" document fails with a clear error.
//! * **Merge keys.** With [`LoadOptions::merge_keys`], a plain `<<` key whose value is a mapping
//!   or a sequence of mappings is replaced by the entries of those mappings, inserted where the
//!   `<<` key stood: keys written explicitly in the mapping win over merged ones, and among the
//!   merged mappings the earlier one wins. A `<<` key with any other value (spiff's
//!   `<<: (( merge ))`) stays an ordinary key, as does a quoted `"<<"`.
//! * **Depth.** Sequences and mappings may nest at most [`MAX_DEPTH`] deep; deeper input is a
//!   [`YamlError`], never a stack overflow.
//! * An empty stream has no documents; an empty document (`---` alone) is a null node.
//!
//! # Writing
//!
//! [`write()`] prints a [`Value`] in block style as Go's yaml.v2 does for spiff (see the `write`
//! module docs); [`write_documents`] joins several documents with `---`. [`write_libyaml`]
//! prints it as go-cty-yaml's libyaml emitter does for HCL's `yamlencode` (every string quoted).
//!
//! # Other dialects
//!
//! [`load_with`] reads with a caller's [`Resolve`]: the loader keeps the structure (anchors,
//! aliases, merge keys, spans, limits) and the resolver decides what scalars denote and which
//! tags and documents are accepted. Errors carry a [`YamlErrorKind`], so a caller can word them
//! as the implementation it follows does. HCL's `yamldecode` reads this way.

mod libyaml;
mod resolve;
pub(crate) mod write;

pub use libyaml::write_libyaml;
pub use resolve::Schema;
pub use write::{key_order, pieces, write, write_documents, WriteOptions};

/// The positioned tree YAML loads into (one type for JSON, YAML and TOML).
pub use crate::positioned::{Node, NodeValue};

use crate::diagnostic::Diagnostic;
use crate::source::{FileId, Span};
use crate::value::{Number, Value};
use saphyr_parser::{Event, Parser, ScalarStyle as SaphyrStyle, Tag};
use smol_str::SmolStr;
use std::collections::{HashMap, HashSet};

/// Deepest nesting of sequences and mappings [`load`] accepts.
pub const MAX_DEPTH: usize = 512;

/// Most nodes one call of [`load`] may copy when expanding aliases (bounds "billion laughs";
/// nodes written out in the text are bounded by the text's size).
pub const MAX_ALIAS_NODES: usize = 1_000_000;

/// Options for [`load`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct LoadOptions {
    /// How plain scalars are resolved.
    pub schema: Schema,
    /// Resolve `<<` merge keys (see the module docs).
    pub merge_keys: bool,
}

impl Default for LoadOptions {
    fn default() -> LoadOptions {
        LoadOptions::yaml11()
    }
}

impl LoadOptions {
    /// YAML 1.1 with merge keys: what spiff reads.
    pub fn yaml11() -> LoadOptions {
        LoadOptions {
            schema: Schema::Yaml11,
            merge_keys: true,
        }
    }

    /// Ruby's Psych with merge keys: what Puppet reads hiera data and facts with.
    pub fn psych() -> LoadOptions {
        LoadOptions {
            schema: Schema::Psych,
            merge_keys: true,
        }
    }

    /// The YAML 1.2 core schema without merge keys (Kubernetes-style YAML).
    pub fn yaml12_core() -> LoadOptions {
        LoadOptions {
            schema: Schema::Yaml12Core,
            merge_keys: false,
        }
    }
}

/// A YAML syntax or structure error.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("{message}")]
pub struct YamlError {
    /// Which rule was broken (lets a caller word the error as its original does).
    pub kind: YamlErrorKind,
    /// What is wrong.
    pub message: String,
    /// Where.
    pub span: Span,
}

/// The kinds of [`YamlError`]. The span of the error says where; for the alias kinds it is the
/// span of the alias (`*name`), so a caller can quote the anchor's name from the text.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum YamlErrorKind {
    /// The text is not YAML (the message is the parser's).
    Syntax,
    /// An alias names an anchor that was never defined.
    UnknownAlias,
    /// An alias names an anchor whose node is still open (a recursive structure).
    RecursiveAlias,
    /// Aliases expand to more than [`MAX_ALIAS_NODES`] nodes.
    TooManyAliases,
    /// Sequences and mappings nest deeper than the limit ([`MAX_DEPTH`] or
    /// [`Resolve::max_depth`]).
    TooDeep,
    /// A merge key (`<<`) whose value is not a mapping or a sequence of mappings.
    MergeNeedsMappings,
    /// A complex mapping key that itself holds a complex mapping key.
    NestedComplexKey,
    /// A tag that does not fit the node it is on (`!!int` on text that is no integer, `!!map`
    /// on a sequence), or that the resolver refuses.
    Tag,
    /// A scalar the resolver of [`load_with`] refused.
    Scalar,
    /// A document the resolver of [`load_with`] refused ([`Resolve::document`]).
    Document,
}

impl YamlError {
    fn new(kind: YamlErrorKind, message: impl Into<String>, span: Span) -> YamlError {
        YamlError {
            kind,
            message: message.into(),
            span,
        }
    }

    /// This error as an error [`Diagnostic`] whose subject is the error's span.
    pub fn to_diagnostic(&self) -> Diagnostic {
        Diagnostic::error("Invalid YAML", self.message.clone()).with_subject(self.span)
    }
}

/// Loads every document of the YAML stream `text` (which is file `file` of the caller's
/// source map). See the module docs for the semantics.
pub fn load(text: &str, file: FileId, opts: &LoadOptions) -> Result<Vec<Node>, YamlError> {
    Loader::new(text, file, *opts, None).run()
}

/// Loads like [`load`], but `resolver` decides what scalars denote, which tags collections may
/// carry, which documents are accepted and how deep collections may nest ([`Resolve`]).
/// [`LoadOptions::schema`] is not used; [`LoadOptions::merge_keys`] is.
pub fn load_with(
    text: &str,
    file: FileId,
    opts: &LoadOptions,
    resolver: &dyn Resolve,
) -> Result<Vec<Node>, YamlError> {
    Loader::new(text, file, *opts, Some(resolver)).run()
}

/// Loads like [`load`], handing each finished mapping or sequence that is an entry of a
/// sequence to `fold` as soon as it is complete and keeping what `fold` returns in its
/// place. A caller can so convert a large document entry by entry instead of holding the
/// whole tree (for example replacing each entry by a placeholder that names its converted
/// form). An entry is not handed over while the loader may still read or copy it: inside an
/// anchored collection, inside a mapping key, or inside the value of a `<<` merge key (with
/// [`LoadOptions::merge_keys`]). Aliases copy the anchored node as it was loaded, so an
/// alias of an anchor inside a folded entry still gets the whole node.
pub fn load_folding(
    text: &str,
    file: FileId,
    opts: &LoadOptions,
    fold: &mut dyn FnMut(Node) -> Node,
) -> Result<Vec<Node>, YamlError> {
    let mut loader = Loader::new(text, file, *opts, None);
    loader.fold = Some(fold);
    loader.run()
}

/// How a scalar was written.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ScalarStyle {
    /// Unquoted.
    Plain,
    /// In single quotes.
    SingleQuoted,
    /// In double quotes.
    DoubleQuoted,
    /// A literal block (`|`).
    Literal,
    /// A folded block (`>`).
    Folded,
}

/// A tag as written: `!!int` has the handle `tag:yaml.org,2002:` (the core schema's) and the
/// suffix `int`; `!custom` has the handle `!` and the suffix `custom`; the non-specific tag
/// `!` has the handle `!` and an empty suffix.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TagRef<'a> {
    /// The handle, expanded (`!!` reads as `tag:yaml.org,2002:`).
    pub handle: &'a str,
    /// What follows the handle.
    pub suffix: &'a str,
}

impl TagRef<'_> {
    /// Whether this is a tag of the YAML core schema (`!!str`, `!!map`, ...): its handle is
    /// `tag:yaml.org,2002:`.
    pub fn is_core(&self) -> bool {
        self.handle == "tag:yaml.org,2002:"
    }
}

/// A scalar as written in the text, before resolution.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct RawScalar<'a> {
    /// The scalar's content (quotes removed, escapes and folding applied).
    pub text: &'a str,
    /// How it was written.
    pub style: ScalarStyle,
    /// Its explicit tag, if any.
    pub tag: Option<TagRef<'a>>,
}

/// The rules of a YAML dialect other than the built-in [`Schema`]s, for [`load_with`]: a
/// reader that must match another implementation (HCL's `yamldecode` follows go-cty-yaml).
/// The loader still does the structure (anchors, aliases, merge keys, spans); the resolver
/// decides the values. An `Err` message becomes a [`YamlError`] at the node's span.
pub trait Resolve {
    /// The value of a scalar (also of one used as a mapping key). Error kind
    /// [`YamlErrorKind::Scalar`].
    fn scalar(&self, scalar: &RawScalar<'_>) -> Result<NodeValue, String>;

    /// Accepts or refuses an explicit tag on a sequence (`is_seq`) or mapping. Error kind
    /// [`YamlErrorKind::Tag`]. By default the built-in rule: a core-schema scalar tag
    /// (`!!str`, `!!int`, ...) or the other collection's tag is refused, anything else accepted.
    fn collection_tag(&self, tag: TagRef<'_>, is_seq: bool) -> Result<(), String> {
        collection_tag_rule(tag, is_seq)
    }

    /// Accepts or refuses the document with 0-based `index` when it starts (error kind
    /// [`YamlErrorKind::Document`] at the document's start). By default every document is
    /// accepted.
    fn document(&self, index: usize) -> Result<(), String> {
        let _ = index;
        Ok(())
    }

    /// The deepest nesting of sequences and mappings accepted (at most [`MAX_DEPTH`] is used).
    fn max_depth(&self) -> usize {
        MAX_DEPTH
    }

    /// Whether a plain `<<` key with a value that is not a mapping or sequence is an error
    /// ([`YamlErrorKind::MergeNeedsMappings`], as in Go's yaml.v2) instead of an ordinary key
    /// (spiff's `<<: (( merge ))`). Only with [`LoadOptions::merge_keys`].
    fn strict_merge(&self) -> bool {
        false
    }
}

/// A sequence or mapping being built.
struct Frame {
    start: u32,
    /// End of the last entry's source text (block collections end there).
    last_end: u32,
    anchor: usize,
    kind: FrameKind,
}

enum FrameKind {
    Seq(Vec<Node>),
    Map {
        pairs: Vec<(Node, Node)>,
        key: Option<(Node, bool)>,
        /// Indices in `pairs` of plain `<<` keys.
        merges: Vec<usize>,
    },
}

struct Loader<'a> {
    text: &'a str,
    file: FileId,
    opts: LoadOptions,
    /// Byte offset of each char (plus the end), when the text is not ASCII: saphyr's markers
    /// count chars.
    char_bytes: Option<Vec<u32>>,
    anchors: HashMap<usize, (Node, usize)>,
    open_anchors: HashSet<usize>,
    nodes: usize,
    resolver: Option<&'a dyn Resolve>,
    max_depth: usize,
    /// What [`load_folding`] hands finished sequence entries to.
    fold: Option<&'a mut dyn FnMut(Node) -> Node>,
}

impl<'a> Loader<'a> {
    fn new(
        text: &'a str,
        file: FileId,
        opts: LoadOptions,
        resolver: Option<&'a dyn Resolve>,
    ) -> Loader<'a> {
        let char_bytes = if text.is_ascii() {
            None
        } else {
            let mut v: Vec<u32> = text.char_indices().map(|(i, _)| offset_u32(i)).collect();
            v.push(offset_u32(text.len()));
            Some(v)
        };
        Loader {
            text,
            file,
            opts,
            char_bytes,
            anchors: HashMap::new(),
            open_anchors: HashSet::new(),
            nodes: 0,
            resolver,
            max_depth: resolver.map_or(MAX_DEPTH, |r| r.max_depth().min(MAX_DEPTH)),
            fold: None,
        }
    }

    fn byte(&self, char_index: usize) -> u32 {
        match &self.char_bytes {
            None => offset_u32(char_index.min(self.text.len())),
            Some(v) => v.get(char_index).or(v.last()).copied().unwrap_or(0),
        }
    }

    fn span(&self, s: &saphyr_parser::Span) -> Span {
        Span::new(
            self.file,
            self.byte(s.start.index()),
            self.byte(s.end.index()),
        )
    }

    fn at(&self, start: u32, end: u32) -> Span {
        Span::new(self.file, start, end.max(start))
    }

    fn count_alias_nodes(&mut self, n: usize, span: Span) -> Result<(), YamlError> {
        self.nodes = self.nodes.saturating_add(n);
        if self.nodes > MAX_ALIAS_NODES {
            return Err(YamlError::new(
                YamlErrorKind::TooManyAliases,
                format!("document too large: aliases expand to more than {MAX_ALIAS_NODES} nodes"),
                span,
            ));
        }
        Ok(())
    }

    fn run(mut self) -> Result<Vec<Node>, YamlError> {
        let mut docs = Vec::new();
        let mut stack: Vec<Frame> = Vec::new();
        let mut root: Option<Node> = None;
        let mut doc_start = 0u32;
        // where a line may start with a tab: inside flow collections and quoted scalars
        // (recorded only when the text has a tab at all)
        let tabs = self.text.as_bytes().contains(&b'\t');
        let mut tab_ok: Vec<(u32, u32)> = Vec::new();
        let mut parser = Parser::new_from_str(self.text);
        loop {
            let (event, raw_span) = match parser.next_event() {
                None => break,
                Some(Ok(ev)) => ev,
                Some(Err(e)) => {
                    let at = self.byte(e.marker().index());
                    return Err(YamlError::new(
                        YamlErrorKind::Syntax,
                        e.info().to_string(),
                        self.at(at, at),
                    ));
                }
            };
            let span = self.span(&raw_span);
            // The finished node, and whether it is a plain, untagged `<<` (a merge key candidate).
            let is_seq_start = matches!(event, Event::SequenceStart(..));
            let is_alias = matches!(event, Event::Alias(..));
            let done: Option<(Node, bool)> = match event {
                Event::StreamStart | Event::StreamEnd | Event::Nothing => None,
                Event::DocumentStart(_) => {
                    if let Some(r) = self.resolver {
                        r.document(docs.len()).map_err(|m| {
                            YamlError::new(YamlErrorKind::Document, m, span)
                        })?;
                    }
                    doc_start = span.start;
                    root = None;
                    self.anchors.clear();
                    None
                }
                Event::DocumentEnd => {
                    let node = root
                        .take()
                        .unwrap_or_else(|| Node::new(NodeValue::Null, self.at(doc_start, doc_start)));
                    docs.push(node);
                    None
                }
                Event::Alias(id) => match self.anchors.get(&id) {
                    Some((node, count)) => {
                        let count = *count;
                        let node = node.clone();
                        self.count_alias_nodes(count, span)?;
                        Some((node, false))
                    }
                    None if self.open_anchors.contains(&id) => {
                        return Err(YamlError::new(
                            YamlErrorKind::RecursiveAlias,
                            "alias refers to an enclosing node (recursive structures are not supported)",
                            span,
                        ))
                    }
                    None => {
                        return Err(YamlError::new(
                            YamlErrorKind::UnknownAlias,
                            "alias refers to an unknown anchor",
                            span,
                        ))
                    }
                },
                Event::Scalar(text, style, anchor, tag) => {
                    if tabs
                        && matches!(style, SaphyrStyle::SingleQuoted | SaphyrStyle::DoubleQuoted)
                    {
                        tab_ok.push((span.start, span.end));
                    }
                    let merge = style == SaphyrStyle::Plain && tag.is_none() && text == "<<";
                    let value = self.scalar(&text, style, tag.as_deref(), span)?;
                    let node = Node::new(value, span);
                    if anchor != 0 {
                        self.anchors.insert(anchor, (node.clone(), 1));
                    }
                    Some((node, merge))
                }
                Event::SequenceStart(anchor, tag) | Event::MappingStart(anchor, tag) => {
                    let is_seq = is_seq_start;
                    if let Some(t) = tag.as_deref() {
                        let t = TagRef {
                            handle: &t.handle,
                            suffix: &t.suffix,
                        };
                        match self.resolver {
                            Some(r) => r.collection_tag(t, is_seq),
                            None => collection_tag_rule(t, is_seq),
                        }
                        .map_err(|m| YamlError::new(YamlErrorKind::Tag, m, span))?;
                    }
                    if stack.len() >= self.max_depth {
                        return Err(YamlError::new(
                            YamlErrorKind::TooDeep,
                            format!("nesting deeper than {} levels", self.max_depth),
                            span,
                        ));
                    }
                    if anchor != 0 {
                        self.open_anchors.insert(anchor);
                    }
                    stack.push(Frame {
                        start: span.start,
                        last_end: span.start,
                        anchor,
                        kind: if is_seq {
                            FrameKind::Seq(Vec::new())
                        } else {
                            FrameKind::Map {
                                pairs: Vec::new(),
                                key: None,
                                merges: Vec::new(),
                            }
                        },
                    });
                    None
                }
                Event::SequenceEnd | Event::MappingEnd => {
                    let Some(frame) = stack.pop() else {
                        return Err(YamlError::new(
                            YamlErrorKind::Syntax,
                            "unbalanced end of collection",
                            span,
                        ));
                    };
                    // Flow collections end at their closing bracket; block collections (whose
                    // end event is empty and sits at the next token) at their last entry.
                    let end = if span.is_empty() { frame.last_end } else { span.end };
                    if tabs && !span.is_empty() {
                        tab_ok.push((frame.start, end));
                    }
                    let whole = self.at(frame.start, end);
                    let value = match frame.kind {
                        FrameKind::Seq(items) => NodeValue::Seq(items),
                        FrameKind::Map { pairs, merges, .. } => {
                            if merges.is_empty() {
                                NodeValue::Map(pairs)
                            } else {
                                NodeValue::Map(self.apply_merges(pairs, &merges)?)
                            }
                        }
                    };
                    let node = Node::new(value, whole);
                    if frame.anchor != 0 {
                        self.open_anchors.remove(&frame.anchor);
                        let count = node.count();
                        self.count_alias_nodes(count, whole)?;
                        self.anchors.insert(frame.anchor, (node.clone(), count));
                    }
                    Some((node, false))
                }
            };
            if let Some((node, is_merge)) = done {
                // An alias copies the anchored node's spans; its own text ends here.
                let end = if is_alias { span.end } else { node.span.end };
                if let Some(frame) = stack.last_mut() {
                    frame.last_end = frame.last_end.max(end);
                }
                let node = match &mut self.fold {
                    Some(fold)
                        if is_collection(&node) && foldable(&stack, self.opts.merge_keys) =>
                    {
                        fold(node)
                    }
                    _ => node,
                };
                match stack.last_mut() {
                    None => root = Some(node),
                    Some(Frame {
                        kind: FrameKind::Seq(items),
                        ..
                    }) => items.push(node),
                    Some(Frame {
                        kind: FrameKind::Map { pairs, key, merges },
                        ..
                    }) => match key.take() {
                        None => {
                            // A key is written as text (complex keys as JSON). Keys nested in
                            // complex keys would be escaped once per level, so their text grows
                            // exponentially with the nesting: refuse them.
                            if is_collection(&node) && contains_complex_key(&node) {
                                return Err(YamlError::new(
                                    YamlErrorKind::NestedComplexKey,
                                    "a complex mapping key may not itself contain a complex mapping key",
                                    node.span,
                                ));
                            }
                            *key = Some((node, is_merge))
                        }
                        Some((k, key_is_merge)) => {
                            if self.opts.merge_keys && key_is_merge {
                                if is_merge_value(&node) {
                                    merges.push(pairs.len());
                                } else if self.resolver.is_some_and(|r| r.strict_merge()) {
                                    return Err(merge_error(&node));
                                }
                            }
                            pairs.push((k, node));
                        }
                    },
                }
            }
        }
        if tabs {
            self.check_line_tabs(&tab_ok)?;
        }
        Ok(docs)
    }

    /// libyaml (and the parsers ported from it: Go's yaml.v2, Ruby's Psych) refuses a line
    /// that starts with a tab in block context, where indentation must be spaces: "found
    /// character that cannot start any token" (or a tab that "violates indentation" inside a
    /// plain or block scalar). saphyr reads such lines, so they are refused here: a line whose
    /// first character is a tab, outside flow collections and quoted scalars. (A tab after
    /// the indentation's spaces is not checked.)
    fn check_line_tabs(&self, tab_ok: &[(u32, u32)]) -> Result<(), YamlError> {
        let bytes = self.text.as_bytes();
        // the union of the ranges, sorted and disjoint, for a binary search
        let mut ranges = tab_ok.to_vec();
        crate::sort::sort(&mut ranges);
        let mut union: Vec<(u32, u32)> = Vec::with_capacity(ranges.len());
        for (a, b) in ranges {
            match union.last_mut() {
                Some(last) if a <= last.1 => last.1 = last.1.max(b),
                _ => union.push((a, b)),
            }
        }
        let inside = |at: u32| {
            let i = union.partition_point(|&(a, _)| a < at);
            i > 0 && at < union[i - 1].1
        };
        let line_starts = std::iter::once(0).chain(
            bytes
                .iter()
                .enumerate()
                .filter(|&(_, &b)| b == b'\n')
                .map(|(i, _)| i + 1),
        );
        for line_start in line_starts {
            let at = offset_u32(line_start);
            if bytes.get(line_start) == Some(&b'\t') && !inside(at) {
                return Err(YamlError::new(
                    YamlErrorKind::Syntax,
                    "found character that cannot start any token (a tab: YAML indentation \
                     must be spaces)",
                    self.at(at, at + 1),
                ));
            }
        }
        Ok(())
    }

    fn scalar(
        &self,
        text: &str,
        style: SaphyrStyle,
        tag: Option<&Tag>,
        span: Span,
    ) -> Result<NodeValue, YamlError> {
        if let Some(r) = self.resolver {
            let raw = RawScalar {
                text,
                style: match style {
                    SaphyrStyle::Plain => ScalarStyle::Plain,
                    SaphyrStyle::SingleQuoted => ScalarStyle::SingleQuoted,
                    SaphyrStyle::DoubleQuoted => ScalarStyle::DoubleQuoted,
                    SaphyrStyle::Literal => ScalarStyle::Literal,
                    SaphyrStyle::Folded => ScalarStyle::Folded,
                },
                tag: tag.map(|t| TagRef {
                    handle: &t.handle,
                    suffix: &t.suffix,
                }),
            };
            return r
                .scalar(&raw)
                .map_err(|m| YamlError::new(YamlErrorKind::Scalar, m, span));
        }
        let schema = self.opts.schema;
        let core = tag
            .filter(|t| t.is_yaml_core_schema())
            .map(|t| t.suffix.as_str());
        let plain = style == SaphyrStyle::Plain;
        let bad = |what: &str| {
            YamlError::new(
                YamlErrorKind::Tag,
                format!("cannot read {text:?} as {what}"),
                span,
            )
        };
        Ok(match core {
            Some("str") => NodeValue::String(text.into()),
            Some("null") => {
                if resolve::is_null(text) {
                    NodeValue::Null
                } else {
                    return Err(bad("!!null"));
                }
            }
            Some("bool") => match resolve::resolve_bool(text, schema) {
                Some(b) => NodeValue::Bool(b),
                None => return Err(bad("!!bool")),
            },
            Some("int") => match resolve::resolve_int(text, schema) {
                Some(n) => NodeValue::Number(n),
                None => return Err(bad("!!int")),
            },
            Some("float") => {
                match resolve::resolve_float(text, schema)
                    .or_else(|| resolve::resolve_int(text, schema))
                {
                    Some(n) => NodeValue::Number(Number::Float(n.as_f64())),
                    None => return Err(bad("!!float")),
                }
            }
            Some("map") | Some("seq") => {
                return Err(YamlError::new(
                    YamlErrorKind::Tag,
                    format!(
                        "a scalar cannot have the tag !!{}",
                        core.unwrap_or_default()
                    ),
                    span,
                ))
            }
            // Any other tag (`!custom`, `!`): no implicit resolution, the text is a string (as
            // yaml.v2 reads unknown tags).
            Some(_) => NodeValue::String(text.into()),
            None if tag.is_some() => NodeValue::String(text.into()),
            None if plain => resolve::resolve_plain(text, schema),
            None => NodeValue::String(text.into()),
        })
    }

    /// Replaces the `<<` entries at `merges` (indices into `pairs`) by the entries they merge.
    fn apply_merges(
        &mut self,
        pairs: Vec<(Node, Node)>,
        merges: &[usize],
    ) -> Result<Vec<(Node, Node)>, YamlError> {
        let explicit: HashSet<SmolStr> = pairs
            .iter()
            .enumerate()
            .filter(|(i, _)| !merges.contains(i))
            .map(|(_, (k, _))| k.key_string())
            .collect();
        let mut merged_keys: HashSet<SmolStr> = HashSet::new();
        let mut out = Vec::with_capacity(pairs.len());
        for (i, (k, v)) in pairs.into_iter().enumerate() {
            if !merges.contains(&i) {
                out.push((k, v));
                continue;
            }
            let sources: Vec<Node> = match v.value {
                NodeValue::Map(_) => vec![v],
                NodeValue::Seq(items) => items,
                _ => Vec::new(),
            };
            for source in sources {
                if !matches!(source.value, NodeValue::Map(_)) {
                    return Err(merge_error(&source));
                }
                let NodeValue::Map(entries) = source.value else {
                    continue;
                };
                for (mk, mv) in entries {
                    let name = mk.key_string();
                    if explicit.contains(&name) || merged_keys.contains(&name) {
                        continue;
                    }
                    merged_keys.insert(name);
                    out.push((mk, mv));
                }
            }
        }
        Ok(out)
    }
}

/// May a collection finished as the next entry of the top frame of `stack` be handed to
/// [`load_folding`]'s `fold`? Only a sequence entry, and only where nothing reads or copies
/// it later: no enclosing collection is anchored, is a mapping key, or is the value of a
/// merge key.
fn foldable(stack: &[Frame], merge_keys: bool) -> bool {
    matches!(
        stack.last(),
        Some(Frame {
            kind: FrameKind::Seq(_),
            ..
        })
    ) && stack.iter().all(|f| {
        f.anchor == 0
            && match &f.kind {
                FrameKind::Seq(_) => true,
                FrameKind::Map { key, .. } => {
                    matches!(key, Some((_, is_merge)) if !(*is_merge && merge_keys))
                }
            }
    })
}

/// Does a plain `<<` key with this value merge? Only mappings and sequences merge; spiff's
/// `<<: (( merge ))` has a string value and stays an ordinary key.
fn is_merge_value(value: &Node) -> bool {
    matches!(value.value, NodeValue::Map(_) | NodeValue::Seq(_))
}

fn is_collection(node: &Node) -> bool {
    matches!(node.value, NodeValue::Map(_) | NodeValue::Seq(_))
}

/// True if `node` holds, at any depth, a mapping whose key is a sequence or mapping.
fn contains_complex_key(node: &Node) -> bool {
    match &node.value {
        NodeValue::Seq(items) => items.iter().any(contains_complex_key),
        NodeValue::Map(pairs) => pairs
            .iter()
            .any(|(k, v)| is_collection(k) || contains_complex_key(v)),
        _ => false,
    }
}

/// The error for a merge key (`<<`) whose value, or an entry of it, is not a mapping.
fn merge_error(source: &Node) -> YamlError {
    YamlError::new(
        YamlErrorKind::MergeNeedsMappings,
        format!("a merge key (<<) needs mappings, found a {}", source.kind()),
        source.span,
    )
}

/// The built-in rule for tags on collections (see [`Resolve::collection_tag`]).
fn collection_tag_rule(tag: TagRef<'_>, is_seq: bool) -> Result<(), String> {
    if !tag.is_core() {
        return Ok(());
    }
    match (tag.suffix, is_seq) {
        ("seq", true) | ("map", false) | ("omap", true) | ("set", false) => Ok(()),
        (s @ ("str" | "int" | "float" | "bool" | "null" | "seq" | "map"), _) => Err(format!(
            "a {} cannot have the tag !!{s}",
            if is_seq { "sequence" } else { "mapping" }
        )),
        _ => Ok(()),
    }
}

fn offset_u32(i: usize) -> u32 {
    u32::try_from(i).unwrap_or(u32::MAX)
}

/// Loads `text` and converts every document with [`Node::to_value`].
pub fn load_values(text: &str, file: FileId, opts: &LoadOptions) -> Result<Vec<Value>, YamlError> {
    Ok(load(text, file, opts)?.iter().map(Node::to_value).collect())
}

#[cfg(test)]
mod tests;
