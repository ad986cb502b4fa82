//! Decoding a native-syntax file one top-level block at a time.
//!
//! [`decode_stream`] parses the file item by item ([`strata_hcl::parser::NativeItems`]),
//! decodes each top-level block with its spec as soon as it is parsed, writes the block's
//! value as JSON text right away and drops the block's syntax tree and value. What stays in
//! memory is the output text (kept until the end, because `block_map` keys come out sorted)
//! and the few top-level attributes. For the inputs where it applies, this is the
//! [`crate::decode()`] of the whole file followed by [`crate::output::render`], with memory in
//! proportion to the output rather than to the input's syntax tree. The blocks of a
//! `block_map` or `block_list` whose values are written straight from the syntax tree
//! (`writes_directly`) are not even parsed into a tree: they are read item by item
//! ([`strata_hcl::walk`]) and written as they are read (`crate::walk`); any chunk of the
//! file that walk does not take is parsed and decoded as described here.
//!
//! It applies to a root spec that is an `object` whose children are `attr`, `literal`,
//! `block`, `block_list` and `block_map` specs (or one such spec alone), block type names
//! and object keys being distinct ASCII names, and output without `--with-type`. It gives
//! up ([`Streamed::Fallback`]) as soon as anything departs from the path that decodes
//! without errors: a syntax error, any error diagnostic of the schema or of a block's
//! decode, an argument or block the schema does not name, a missing required item, blocks
//! of one spec with different value types (the whole decode would unify them), a repeated
//! `block_map` key, a label that is not ASCII (keys are normalised), too few or too many
//! `block_list` items, or a value that cannot be written. The caller then decodes the whole
//! file as usual, which reports exactly what it always reports.

use std::collections::btree_map::Entry;
use std::collections::BTreeMap;

use smol_str::SmolStr;
use std::sync::Arc;

use strata_core::diagnostic::has_errors;
use strata_core::{FileId, SourceMap};

use strata_hcl::ast::{Attribute, NativeBody};
use strata_hcl::parser::NativeItems;
use strata_hcl::walk::Walked;
use strata_hcl::{Body, Expression};
use strata_hcl_types::{convert, Type, Value};

use crate::decode::{writes_directly, Decoder};
use crate::engine::{self, EvalContext};
use crate::output::render_into;
use crate::spec::{AttrSpec, BlockListSpec, BlockMapSpec, BlockSpec, Collection, Spec};
use crate::walk::{BlockWriter, Top};

/// What [`decode_stream`] did.
#[derive(Debug)]
pub enum Streamed {
    /// The file decoded without errors: the output, ready to write.
    Done(Output),
    /// The file must be decoded whole (see the module documentation).
    Fallback,
}

/// The decoded value as JSON text, in pieces (see [`Output::write_to`]).
#[derive(Debug)]
pub struct Output {
    root: Root,
    keep_nulls: bool,
}

#[derive(Debug)]
enum Root {
    Object(Vec<(String, Part)>),
    Single(Part),
}

/// One child spec's value, as text.
#[derive(Debug)]
enum Part {
    /// `null` (left out of an object unless nulls are kept).
    Null,
    /// JSON text of a value that is not null.
    Text(String),
    /// A `block_list`'s elements (each `None` for null).
    List(Vec<Option<String>>),
    /// A `block_map`'s levels.
    Map(Level),
}

#[derive(Debug)]
enum Level {
    /// Keyed by label: short labels are held in place, so the comparisons of a large map's
    /// inserts read only its nodes.
    Map(BTreeMap<SmolStr, Level>),
    /// A block's value (`None` for null).
    Leaf(Option<String>),
}

impl Output {
    /// Writes the JSON text (without a final newline).
    pub fn write_to(&self, out: &mut dyn std::io::Write) -> std::io::Result<()> {
        let mut buf = String::new();
        match &self.root {
            Root::Single(p) => self.part(out, &mut buf, p)?,
            Root::Object(children) => {
                buf.push('{');
                let mut first = true;
                for (k, p) in children {
                    if !self.keep_nulls && matches!(p, Part::Null) {
                        continue;
                    }
                    if !first {
                        buf.push(',');
                    }
                    first = false;
                    strata_core::json::write_string(&mut buf, k, true);
                    buf.push(':');
                    self.part(out, &mut buf, p)?;
                }
                buf.push('}');
            }
        }
        out.write_all(buf.as_bytes())
    }

    /// Appends `text` to `buf`, handing `buf` to `out` when it has grown.
    fn emit(out: &mut dyn std::io::Write, buf: &mut String, text: &str) -> std::io::Result<()> {
        buf.push_str(text);
        if buf.len() >= 1 << 16 {
            out.write_all(buf.as_bytes())?;
            buf.clear();
        }
        Ok(())
    }

    fn part(
        &self,
        out: &mut dyn std::io::Write,
        buf: &mut String,
        p: &Part,
    ) -> std::io::Result<()> {
        match p {
            Part::Null => Self::emit(out, buf, "null"),
            Part::Text(t) => Self::emit(out, buf, t),
            Part::List(items) => {
                buf.push('[');
                for (i, item) in items.iter().enumerate() {
                    if i > 0 {
                        buf.push(',');
                    }
                    Self::emit(out, buf, item.as_deref().unwrap_or("null"))?;
                }
                buf.push(']');
                Ok(())
            }
            Part::Map(level) => self.level(out, buf, level),
        }
    }

    fn level(
        &self,
        out: &mut dyn std::io::Write,
        buf: &mut String,
        l: &Level,
    ) -> std::io::Result<()> {
        match l {
            Level::Leaf(t) => Self::emit(out, buf, t.as_deref().unwrap_or("null")),
            Level::Map(m) => {
                buf.push('{');
                let mut first = true;
                for (k, child) in m {
                    if !self.keep_nulls && matches!(child, Level::Leaf(None)) {
                        continue;
                    }
                    if !first {
                        buf.push(',');
                    }
                    first = false;
                    strata_core::json::write_string(buf, k, true);
                    buf.push(':');
                    self.level(out, buf, child)?;
                }
                buf.push('}');
                Ok(())
            }
        }
    }
}

/// A child spec of the root while the file is read.
enum Child<'s> {
    Attr(&'s AttrSpec),
    Literal(&'s Value),
    Block {
        spec: &'s BlockSpec,
        found: Option<Option<String>>,
    },
    List {
        spec: &'s BlockListSpec,
        items: Vec<Option<String>>,
        ty: Option<Type>,
        direct: bool,
    },
    Map {
        spec: &'s BlockMapSpec,
        root: BTreeMap<SmolStr, Level>,
        ty: Option<Type>,
        direct: bool,
    },
}

impl Child<'_> {
    fn block_type(&self) -> Option<&str> {
        match self {
            Child::Block { spec, .. } => Some(&spec.type_name),
            Child::List { spec, .. } => Some(&spec.type_name),
            Child::Map { spec, .. } => Some(&spec.type_name),
            Child::Attr(_) | Child::Literal(_) => None,
        }
    }
}

fn child(spec: &Spec) -> Option<Child<'_>> {
    Some(match spec {
        Spec::Attr(a) => Child::Attr(a),
        Spec::Literal(v) => Child::Literal(v),
        Spec::Block(b) => Child::Block {
            spec: b,
            found: None,
        },
        Spec::BlockList(b) if b.kind == Collection::List => Child::List {
            spec: b,
            items: Vec::new(),
            ty: None,
            direct: writes_directly(&b.nested),
        },
        Spec::BlockMap(b) if !b.labels.is_empty() => Child::Map {
            spec: b,
            root: BTreeMap::new(),
            ty: None,
            direct: writes_directly(&b.nested),
        },
        _ => return None,
    })
}

/// The text of a value that is not null, or `None` for null; `Err` when it cannot be written.
/// Written in `scratch` (reused from block to block, so it stops growing after the first few)
/// and copied out at its exact length: the text is kept until the end of the run.
fn text(scratch: &mut String, v: &Value, keep_nulls: bool) -> Result<Option<String>, ()> {
    if v.is_null() {
        return Ok(None);
    }
    scratch.clear();
    render_into(scratch, v, keep_nulls).map_err(|_| ())?;
    Ok(Some(scratch.as_str().to_owned()))
}

/// The text of a block's value under `nested`: written straight from the block's syntax
/// tree when `direct` (see [`writes_directly`]: the value is an object, never null, and
/// always of the nested spec's type), else decoded as a value and rendered, checking its type
/// against the earlier blocks' (`ty`). `None` when the block cannot be streamed.
fn block_text(
    decoder: &Decoder,
    scratch: &mut String,
    body: Arc<NativeBody>,
    nested: &Spec,
    direct: bool,
    ty: &mut Option<Type>,
    keep_nulls: bool,
) -> Option<Option<String>> {
    if direct {
        scratch.clear();
        decoder
            .write_native(&body, nested, keep_nulls, scratch)
            .ok()?;
        return Some(Some(scratch.as_str().to_owned()));
    }
    let (v, d) = decoder.decode_body(&Body::from_native(body), nested);
    if has_errors(&d) || !same_type(ty, v.ty()) {
        return None;
    }
    text(scratch, &v, keep_nulls).ok()
}

/// Puts a `block_map` block's value (`None` for null) at its labels' place; `None` when a
/// block with the same labels was there already (or the labels do not fit the levels).
fn insert_leaf<L: AsRef<str>>(
    root: &mut BTreeMap<SmolStr, Level>,
    labels: &[L],
    leaf: Option<String>,
) -> Option<()> {
    let (last, path) = labels.split_last()?;
    let mut level = root;
    for key in path {
        let key = key.as_ref();
        // Looked up first: a key is made only when it is new.
        if !level.contains_key(key) {
            level.insert(SmolStr::new(key), Level::Map(BTreeMap::new()));
        }
        let Some(Level::Map(m)) = level.get_mut(key) else {
            return None;
        };
        level = m;
    }
    // The last label is nearly always new: one search of the (large) map.
    match level.entry(SmolStr::new(last.as_ref())) {
        Entry::Occupied(_) => None,
        Entry::Vacant(slot) => {
            slot.insert(Level::Leaf(leaf));
            Some(())
        }
    }
}

/// Whether `ty` is the type every earlier value of the spec had (recording the first).
fn same_type(seen: &mut Option<Type>, ty: &Type) -> bool {
    match seen {
        Some(t) => t == ty,
        None => {
            *seen = Some(ty.clone());
            true
        }
    }
}

/// Decodes the native-syntax file `src` (file `file` of `map`, named `name`) with `spec` as
/// [`crate::decode()`] followed by [`crate::output::render`] without the type would, one
/// top-level block at a time; see the module documentation for when it gives up instead.
pub fn decode_stream(
    map: &SourceMap,
    file: FileId,
    src: &[u8],
    name: &str,
    spec: &Spec,
    ctx: Option<&EvalContext>,
    keep_nulls: bool,
) -> Streamed {
    match stream(map, file, src, name, spec, ctx, keep_nulls) {
        Some(out) => Streamed::Done(out),
        None => Streamed::Fallback,
    }
}

fn stream(
    map: &SourceMap,
    file: FileId,
    src: &[u8],
    name: &str,
    spec: &Spec,
    ctx: Option<&EvalContext>,
    keep_nulls: bool,
) -> Option<Output> {
    let mut keys: Vec<Option<&str>> = Vec::new();
    let mut children: Vec<Child> = Vec::new();
    match spec {
        Spec::Object(m) => {
            for (k, s) in m {
                if !k.is_ascii() {
                    return None;
                }
                keys.push(Some(k));
                children.push(child(s)?);
            }
        }
        other => {
            keys.push(None);
            children.push(child(other)?);
        }
    }
    // Each block type read by one spec only, and never also an argument name.
    for (i, c) in children.iter().enumerate() {
        let Some(t) = c.block_type() else { continue };
        let clash = children.iter().enumerate().any(|(j, o)| {
            j != i
                && match o {
                    Child::Attr(a) => a.name == t,
                    other => other.block_type() == Some(t),
                }
        });
        if clash {
            return None;
        }
    }

    let decoder = Decoder::new(map, ctx);
    // The top-level block types whose blocks are written as they are read (`walk`): those
    // of `block_map` and `block_list` specs whose blocks are written straight from the tree.
    let mut tops = Vec::new();
    let mut top_child = Vec::new();
    for (i, c) in children.iter().enumerate() {
        let (type_name, nested, labels) = match c {
            Child::Map {
                spec, direct: true, ..
            } => (&spec.type_name, &*spec.nested, spec.labels.len()),
            Child::List {
                spec, direct: true, ..
            } => (&spec.type_name, &*spec.nested, 0),
            _ => continue,
        };
        tops.push(Top {
            type_name,
            nested,
            labels,
        });
        top_child.push(i);
    }
    let mut writer = BlockWriter::new(&decoder, keep_nulls, tops);
    let mut scratch = String::new();
    let mut attrs: BTreeMap<SmolStr, Attribute> = BTreeMap::new();
    // The map's own text (as the caller passes it) is UTF-8 already: not checked again.
    let held = map.file(file);
    let mut items = if held.text_is_held() && std::ptr::eq(held.text().as_bytes(), src) {
        NativeItems::of_text(held.text(), file, name)
    } else {
        NativeItems::new(src, file, name)
    };
    while let Some(walked) = items.next_walked(&mut writer) {
        let (body, diags) = match walked {
            Walked::Taken => {
                for w in writer.written.drain(..) {
                    let c = children.get_mut(*top_child.get(w.top)?)?;
                    match c {
                        Child::List { items, .. } => items.push(Some(w.text)),
                        Child::Map { root, .. } => {
                            let (labels, n) = (w.labels, w.label_count);
                            insert_leaf(root, labels.get(..n)?, Some(w.text))?
                        }
                        _ => return None,
                    }
                }
                continue;
            }
            Walked::Parsed(body, diags) => {
                writer.reset();
                (body, diags)
            }
        };
        if has_errors(&diags) {
            return None;
        }
        let NativeBody {
            attributes, blocks, ..
        } = body;
        for (attr_name, a) in attributes {
            let known = children
                .iter()
                .any(|c| matches!(c, Child::Attr(s) if s.name == attr_name));
            if !known || attrs.insert(attr_name, a).is_some() {
                return None;
            }
        }
        for block in blocks {
            let c = children
                .iter_mut()
                .find(|c| c.block_type() == Some(block.type_name.as_str()))?;
            match c {
                Child::Block { spec, found } => {
                    if found.is_some() || !block.labels.is_empty() {
                        return None;
                    }
                    let block_body = Body::from_native(block.body);
                    let (v, d) = decoder.decode_body(&block_body, &spec.nested);
                    if has_errors(&d) {
                        return None;
                    }
                    *found = Some(text(&mut scratch, &v, keep_nulls).ok()?);
                }
                Child::List {
                    spec,
                    items,
                    ty,
                    direct,
                } => {
                    if !block.labels.is_empty() {
                        return None;
                    }
                    items.push(block_text(
                        &decoder,
                        &mut scratch,
                        block.body,
                        &spec.nested,
                        *direct,
                        ty,
                        keep_nulls,
                    )?);
                }
                Child::Map {
                    spec,
                    root,
                    ty,
                    direct,
                } => {
                    if block.labels.len() != spec.labels.len()
                        || block.labels.iter().any(|l| !l.is_ascii())
                    {
                        return None;
                    }
                    let leaf = block_text(
                        &decoder,
                        &mut scratch,
                        block.body,
                        &spec.nested,
                        *direct,
                        ty,
                        keep_nulls,
                    )?;
                    insert_leaf(root, &block.labels, leaf)?;
                }
                Child::Attr(_) | Child::Literal(_) => return None,
            }
        }
    }

    let mut parts = Vec::with_capacity(children.len());
    for c in children {
        let part = match c {
            Child::Attr(a) => match attrs.get(&a.name) {
                None if a.required => return None,
                None => Part::Null,
                Some(attr) => {
                    let expr = Expression::native(attr.expr.clone());
                    let (v, d) = engine::eval(&expr, ctx);
                    if has_errors(&d) {
                        return None;
                    }
                    let v = convert(&v, &a.ty).ok()?;
                    match text(&mut scratch, &v, keep_nulls).ok()? {
                        Some(t) => Part::Text(t),
                        None => Part::Null,
                    }
                }
            },
            Child::Literal(v) => match text(&mut scratch, v, keep_nulls).ok()? {
                Some(t) => Part::Text(t),
                None => Part::Null,
            },
            Child::Block { spec, found } => match found {
                Some(Some(t)) => Part::Text(t),
                Some(None) => Part::Null,
                None if spec.required => return None,
                None => Part::Null,
            },
            Child::List { spec, items, .. } => {
                let count = items.len() as i64;
                if count < spec.min_items || (spec.max_items > 0 && count > spec.max_items) {
                    return None;
                }
                Part::List(items)
            }
            Child::Map { root, .. } => Part::Map(Level::Map(root)),
        };
        parts.push(part);
    }
    let root = match spec {
        Spec::Object(_) => Root::Object(
            keys.into_iter()
                .map(|k| k.unwrap_or_default().to_string())
                .zip(parts)
                .collect(),
        ),
        _ => Root::Single(parts.pop()?),
    };
    Some(Output { root, keep_nulls })
}
