//! Tags: names for node values, reachable from anywhere as `name::path`.
//!
//! # Semantics (spiff++'s tags)
//!
//! A node is tagged with the marker `&tag:name` (`<<: (( &tag:name ))` on a map, or
//! `(( &tag:name(value) ))`), or dynamically with `tagdef("name", value)`. A tag name is a
//! list of components (letters and digits, starting with a letter) separated by `:` or `.`,
//! which mean the same; a leading `*` makes the tag *global*.
//!
//! `name::path` is `path` inside the tagged value, `name::.` the whole value. A name also
//! reaches the tags below it (`lib::data` finds `lib.alice`'s `data`): the candidates are the
//! tag itself and every tag whose name starts with `name.`, taken level by level (by their
//! number of components); the first level with a tag that has `path` decides, and two such tags
//! on that level are an error ("ambigious tag resolution"). `doc.N::path` is the `N`-th document
//! of the template stream (`doc.-1` the one before the current, `doc.0::path` the current one,
//! read from its root).
//!
//! Tags live as long as the merge: a tag of a stub is seen by the stubs to its left and the
//! template only when it is global; a tag of a template document is seen by the documents after
//! it; a tag given with `--tag name:file` is global. A name is defined once: a second definition
//! at another path, or one of a name an earlier document defined, fails.
//!
//! # How
//!
//! The session holds the tags ([`Tags`]). A marker tag is registered when its node is built
//! and refers to the node, so it is evaluated on demand like any reference; when the document
//! is done, its tags keep the node's value ([`Doc::freeze_tags`]).

use smol_str::SmolStr;

use crate::ast::Step;
use crate::doc::Item;
use crate::doc::{Doc, Kind, NodeId, State};
use crate::fail::{local, R};
use crate::value::{Cx, Val};

/// What a tag refers to.
#[derive(Clone, Debug)]
pub(crate) enum TagValue {
    /// A node of the document `doc` (while it is evaluated).
    Node { doc: u64, node: NodeId },
    /// A value.
    Val(Val),
}

/// One tag.
#[derive(Clone, Debug)]
pub(crate) struct TagEntry {
    /// The name with `.` between components.
    name: SmolStr,
    /// How many separators the name has.
    level: usize,
    value: TagValue,
    /// The path of the definition (to tell a re-evaluation from a second definition).
    path: String,
    global: bool,
    /// Defined in the document being processed.
    local: bool,
}

/// The tags of a merge (held by the session).
#[derive(Clone, Debug, Default)]
pub(crate) struct Tags {
    entries: Vec<TagEntry>,
    /// The number of the current template document (from 1).
    docno: usize,
    /// Whether a document after the current one may read it as `doc.N` (set per document of
    /// a template stream).
    pub(crate) keep_documents: bool,
}

/// `name` with `.` between components.
fn normalize(name: &str) -> SmolStr {
    if name.contains(':') {
        SmolStr::new(name.replace(':', "."))
    } else {
        SmolStr::new(name)
    }
}

/// spiff++'s check of a tag name: components of ASCII letters and digits, each starting with a
/// letter, separated by `:` or `.`.
pub fn check_tag_name(name: &str) -> Result<(), String> {
    let mut len = 0;
    for c in name.chars() {
        match c {
            ':' | '.' => {
                if len == 0 {
                    return Err("empty tag component not allowed".into());
                }
                len = 0;
            }
            _ => {
                len += 1;
                if c.is_ascii_digit() {
                    if len == 1 {
                        return Err("tag component must start with alnum rune".into());
                    }
                    continue;
                }
                if !c.is_ascii_alphabetic() {
                    return Err(format!("invalid character \"{c}\" in tag component"));
                }
            }
        }
    }
    Ok(())
}

impl Tags {
    /// Defines the tag `name` (already checked) at `path`.
    pub(crate) fn define(
        &mut self,
        name: &str,
        value: TagValue,
        path: String,
        global: bool,
    ) -> Result<(), String> {
        let name = normalize(name);
        if let Some(old) = self.entries.iter_mut().find(|e| e.name == name) {
            if !old.local {
                return Err(format!(
                    "duplicate tag \"{name}\": {path} in foreign document"
                ));
            }
            if old.path != path {
                return Err(format!("duplicate tag \"{name}\": {path} <-> {}", old.path));
            }
            old.value = value;
            old.global = global;
            return Ok(());
        }
        let level = name.chars().filter(|c| *c == '.').count();
        self.entries.push(TagEntry {
            name,
            level,
            value,
            path,
            global,
            local: true,
        });
        Ok(())
    }

    /// Before a stub or the template stream: only global tags stay.
    pub(crate) fn reset_stream(&mut self) {
        self.entries.retain(|e| e.global);
        self.docno = 1;
    }

    /// The tags defined so far are from an earlier document (or given outside the documents).
    pub(crate) fn settle(&mut self) {
        for e in &mut self.entries {
            e.local = false;
        }
    }

    /// After a template document: it is `doc.N`, and its tags are from an earlier document.
    pub(crate) fn push_document(&mut self, value: Option<Val>) {
        let docno = self.docno.max(1);
        self.settle();
        if let Some(v) = value {
            let name = SmolStr::new(format!("doc.{docno}"));
            self.entries.retain(|e| e.name != name);
            self.entries.push(TagEntry {
                name,
                level: 1,
                value: TagValue::Val(v),
                path: String::new(),
                global: true,
                local: false,
            });
        }
        self.docno = docno + 1;
    }

    /// The tags `name::...` may mean, by level and then name; `doc.N` only itself.
    fn candidates(&self, name: &str) -> Vec<TagEntry> {
        let mut name = normalize(name);
        if let Some(n) = name.strip_prefix("doc.") {
            let Ok(mut i) = n.parse::<i64>() else {
                return Vec::new();
            };
            if i <= 0 {
                i += self.docno.max(1) as i64;
                if i <= 0 {
                    return Vec::new();
                }
            }
            name = SmolStr::new(format!("doc.{i}"));
            return self
                .entries
                .iter()
                .filter(|e| e.name == name)
                .cloned()
                .collect();
        }
        let prefix = format!("{name}.");
        let mut out: Vec<TagEntry> = self
            .entries
            .iter()
            .filter(|e| e.name == name || e.name.starts_with(&prefix))
            .cloned()
            .collect();
        out.sort_by(|a, b| a.level.cmp(&b.level).then_with(|| a.name.cmp(&b.name)));
        out
    }
}

impl Doc<'_> {
    /// Registers the `&tag:` markers of node `id`.
    pub(crate) fn define_marker_tags(&mut self, id: NodeId, markers: &[crate::ast::Marker]) {
        for m in markers {
            let crate::ast::Marker::Tag(written) = m else {
                continue;
            };
            let (name, global) = match written.strip_prefix('*') {
                Some(n) => (n, true),
                None => (written.as_str(), false),
            };
            let path = crate::path::spath_text(&self.path_of(id));
            let result = check_tag_name(name)
                .map_err(|e| format!("invalid tag name \"{name}\": {e}"))
                .and_then(|()| {
                    self.session.tags.define(
                        name,
                        TagValue::Node {
                            doc: self.doc_id,
                            node: id,
                        },
                        path,
                        global,
                    )
                });
            if let Err(message) = result {
                // the node fails, whatever its value, and is reported (see `Doc::failures`)
                self.tag_errors.push((id, written.clone(), message.clone()));
                self.nodes[id].state = State::Failed(Box::new(crate::fail::Fail::local(message)));
            }
        }
    }

    /// `tagdef(name, value[, scope])` at `cx`: defines the tag, gives the value.
    pub(crate) fn tagdef(&mut self, args: Vec<Val>, cx: &Cx) -> R<Val> {
        if args.len() < 2 || args.len() > 3 {
            return local("two or three arguments expected for tagdef");
        }
        let Val::Str(written) = &args[0] else {
            return local("name argument for tagdef must be a string");
        };
        let mut name = written.as_str();
        let mut global = false;
        if args.len() == 2 {
            if let Some(n) = name.strip_prefix('*') {
                name = n;
                global = true;
            }
        }
        if let Err(e) = check_tag_name(name) {
            return local(format!("invalid tag name \"{name}\" for tagdef: {e}"));
        }
        if let Some(s) = args.get(2) {
            let Val::Str(s) = s else {
                return local("type argument for tagdef must be a string (local or global)");
            };
            global = match s.as_str() {
                "local" => false,
                "global" => true,
                other => {
                    return local(format!(
                        "invalid scope argument \"{other}\" for tagdef (must be local or global)"
                    ))
                }
            };
        }
        let path = crate::path::spath_text(&self.path_of(cx.node));
        let value = args[1].clone();
        self.session
            .tags
            .define(name, TagValue::Val(value.clone()), path, global)
            .map_err(crate::fail::Fail::local)?;
        Ok(value)
    }

    /// `tag::path` evaluated at `cx`.
    pub(crate) fn resolve_tag(&mut self, tag: &str, path: &[Step], cx: &Cx) -> R<Val> {
        if tag == "doc:0" || tag == "doc.0" {
            if path.is_empty() {
                return local("no reference to actual document possible");
            }
            return self.resolve_ref(true, path, cx);
        }
        let mut tags = self.session.tags.candidates(tag);
        if tags.is_empty() && self.define_pending_tags() {
            tags = self.session.tags.candidates(tag);
        }
        if tags.is_empty() {
            return local(format!("tag '{tag}' not found"));
        }
        let text = || {
            if path.is_empty() {
                format!("{tag}::.")
            } else {
                format!("{tag}::{}", crate::ast::path_text(path))
            }
        };
        if path.is_empty() {
            if tags.len() == 1 || tags[0].name == normalize(tag) {
                return self.tag_value(&tags[0], &[], cx, &text);
            }
            let names: Vec<&str> = tags.iter().map(|t| t.name.as_str()).collect();
            return local(format!(
                "found multiple tags for '{tag}': {}",
                names.join(", ")
            ));
        }
        let exact = normalize(tag);
        let mut found: Option<(TagEntry, Val)> = None;
        for t in tags {
            if let Some((f, _)) = &found {
                if f.level < t.level {
                    break;
                }
            }
            if let Ok(v) = self.tag_value(&t, path, cx, &text) {
                if t.name == exact {
                    return Ok(v);
                }
                if let Some((f, _)) = &found {
                    if f.level == t.level {
                        return local(format!(
                            "ambigious tag resolution for {}: {} <-> {}",
                            text(),
                            f.name,
                            t.name
                        ));
                    }
                }
                found = Some((t, v));
            }
        }
        match found {
            Some((_, v)) => Ok(v),
            None => Err(crate::fail::not_found(&text())),
        }
    }

    /// `path` inside the value of the tag `t`.
    fn tag_value(
        &mut self,
        t: &TagEntry,
        path: &[Step],
        cx: &Cx,
        text: &dyn Fn() -> String,
    ) -> R<Val> {
        let item = match &t.value {
            TagValue::Val(v) => Item::Val(v.clone()),
            TagValue::Node { doc, node } if *doc == self.doc_id => Item::Node(*node),
            TagValue::Node { .. } => return Err(crate::fail::not_found(&text())),
        };
        self.resolve_rest(item, path, cx, text)
    }

    /// Evaluates the nodes whose expression calls `tagdef` and are not evaluated yet (a tag
    /// may be referred to before the node defining it); true when there were any.
    fn define_pending_tags(&mut self) -> bool {
        if self.tagdefs_done {
            return false;
        }
        self.tagdefs_done = true;
        let pending: Vec<NodeId> = (0..self.nodes.len())
            .filter(|&id| {
                matches!(self.nodes[id].state, State::Todo)
                    && matches!(&self.nodes[id].kind, Kind::Expr(es, _) if es.raw.contains("tagdef("))
            })
            .collect();
        for &id in &pending {
            let _ = self.eval_node(id);
        }
        !pending.is_empty()
    }

    /// When the document is done: its tags keep their nodes' values.
    pub(crate) fn freeze_tags(&mut self) {
        let doc = self.doc_id;
        let nodes: Vec<(usize, NodeId)> = self
            .session
            .tags
            .entries
            .iter()
            .enumerate()
            .filter_map(|(i, e)| match e.value {
                TagValue::Node { doc: d, node } if d == doc => Some((i, node)),
                _ => None,
            })
            .collect();
        let mut failed = Vec::new();
        for (i, node) in nodes {
            match self.eval_node(node) {
                Ok(v) => self.session.tags.entries[i].value = TagValue::Val(v),
                Err(_) => failed.push(i),
            }
        }
        for i in failed.into_iter().rev() {
            self.session.tags.entries.remove(i);
        }
    }
}
