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
//! is done, its tags keep the node's value (`freeze_tags`). This file is the store the session
//! holds; what a document does with tags (markers, `tagdef`, `name::path`) is in `tag_refs.rs`.

use smol_str::SmolStr;

use crate::value::{NodeId, Val};

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
    pub(crate) name: SmolStr,
    /// How many separators the name has.
    pub(crate) level: usize,
    pub(crate) value: TagValue,
    /// The path of the definition (to tell a re-evaluation from a second definition).
    pub(crate) path: String,
    pub(crate) global: bool,
    /// Defined in the document being processed.
    pub(crate) local: bool,
}

/// The tags of a merge (held by the session).
#[derive(Clone, Debug, Default)]
pub(crate) struct Tags {
    pub(crate) entries: Vec<TagEntry>,
    /// The number of the current template document (from 1).
    pub(crate) docno: usize,
    /// Whether a document after the current one may read it as `doc.N` (set per document of
    /// a template stream).
    pub(crate) keep_documents: bool,
}

/// `name` with `.` between components.
pub(crate) fn normalize(name: &str) -> SmolStr {
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
    pub(crate) fn candidates(&self, name: &str) -> Vec<TagEntry> {
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
        strata_core::sort::sort_by(&mut out, |a, b| {
            a.level.cmp(&b.level).then_with(|| a.name.cmp(&b.name))
        });
        out
    }
}
