//! Source trees: YAML documents with dynaml expressions parsed once.
//!
//! A string scalar of the form `(( ... ))` is a dynaml expression; `((! ... ))` is an escaped
//! literal: text during the merge, written without the `!` (unless `--preserve-escapes`). A map key `key:NAME` marks `NAME` as the key field of
//! the list holding the map; the tag is stripped from the key. `key:!NAME` marks the list as
//! not mergeable by key: a stub replaces it as a whole.
//!
//! An expression is parsed once per text: the loader shares one [`ExprSrc`] among every
//! scalar with the same text ([`ExprCache`]), so a template that writes `(( merge ))` or
//! `(( .meta.mkurl(name, port) ))` a hundred thousand times holds one syntax tree. An
//! [`ExprSrc`] therefore carries no position; the [`Src`] holding it does.

pub use crate::expr_src::ExprSrc;
use crate::parser;
pub use crate::value::{Src, SrcKind, Val};
use smol_str::SmolStr;
use std::collections::HashMap;
use std::sync::Arc;

/// The expressions parsed so far, by the scalar text they were written as.
#[derive(Debug, Default)]
pub struct ExprCache {
    parsed: HashMap<SmolStr, Arc<ExprSrc>>,
}

/// Classifies a string scalar: a dynaml expression, an escaped literal, or plain text. An
/// expression whose text `cache` has seen is not parsed again: the earlier one is shared.
pub fn string_node(s: &str, cache: &mut ExprCache) -> SrcKind {
    let t = s.trim();
    if t.len() >= 4 && t.starts_with("((") && t.ends_with("))") {
        if t.starts_with("((!") {
            // text, kept escaped until the output (see `to_value_with`)
            return SrcKind::Str(SmolStr::new(s));
        }
        if let Some(known) = cache.parsed.get(s) {
            return SrcKind::Expr(known.clone());
        }
        let raw = SmolStr::new(s);
        let parsed = Arc::new(ExprSrc::unparsed(raw.clone()));
        cache.parsed.insert(raw, parsed.clone());
        return SrcKind::Expr(parsed);
    }
    SrcKind::Str(SmolStr::new(s))
}

/// Applies string interpolation (spiff++'s `interpolation` feature) to a source tree: every
/// plain string with embedded `(( expr ))` parts becomes the dynaml expression that
/// concatenates its text and expressions (see [`parser::interpolate`]).
pub fn interpolate_strings(src: &mut Src) {
    // source trees nest no deeper than the YAML loader allows; walk them without recursion
    let mut todo: Vec<&mut Src> = vec![src];
    while let Some(n) = todo.pop() {
        let replacement = match &n.kind {
            SrcKind::Str(s) => {
                let t = s.trim();
                if t.starts_with("((") && t.ends_with("))") {
                    // an escaped `((! ... ))` as a whole stays text
                    None
                } else {
                    parser::interpolate(s).map(|text| {
                        SrcKind::Expr(Arc::new(ExprSrc::parsed(s.clone(), parser::parse(&text))))
                    })
                }
            }
            _ => None,
        };
        if let Some(k) = replacement {
            n.kind = k;
            continue;
        }
        match &mut n.kind {
            SrcKind::List(items) => todo.extend(items.iter_mut()),
            SrcKind::Map { fields, .. } => todo.extend(fields.iter_mut().map(|(_, v)| v)),
            _ => {}
        }
    }
}

/// Splits a `key:NAME` map key into `NAME` and whether it was tagged.
pub fn split_key_tag(key: &str) -> (SmolStr, bool) {
    match key.strip_prefix("key:") {
        Some(rest) if !rest.is_empty() => {
            (SmolStr::new(rest.strip_prefix('!').unwrap_or(rest)), true)
        }
        _ => (SmolStr::new(key), false),
    }
}

/// The key tag as written after `key:` (`!name` marks a list that is not merged by key).
pub fn key_tag_text(key: &str) -> Option<Box<SmolStr>> {
    key.strip_prefix("key:")
        .filter(|r| !r.is_empty())
        .map(|r| Box::new(SmolStr::new(r)))
}

/// Plain data of a source tree (expressions as their text).
pub(crate) fn src_to_val(s: &Src) -> Val {
    match &s.kind {
        SrcKind::Null => Val::Null,
        SrcKind::Bool(b) => Val::Bool(*b),
        SrcKind::Int(i) => Val::Int(*i),
        SrcKind::Float(f) => Val::Float(*f),
        SrcKind::Str(s) => Val::Str(s.clone()),
        SrcKind::Expr(e) => Val::Str(e.raw.clone()),
        SrcKind::List(l) => Val::List(Arc::new(l.iter().map(src_to_val).collect())),
        SrcKind::Map { fields, .. } => Val::Map(Arc::new(
            fields
                .iter()
                .map(|(k, v)| (k.clone(), src_to_val(v)))
                .collect(),
        )),
        SrcKind::Value(v) => v.clone(),
    }
}
