//! What a document does with tags: registers its `&tag:` markers, evaluates `tagdef`, resolves
//! `name::path` and keeps the tagged values when it is done. The semantics and the store the
//! session holds ([`Tags`](crate::tags::Tags)) are in `tags.rs`.

use crate::ast::Step;
use crate::doc::Item;
use crate::doc::{Doc, Kind, NodeId, State};
use crate::fail::{local, R};
use crate::tags::{check_tag_name, normalize, TagEntry, TagValue};
use crate::value::{Cx, Val};

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
