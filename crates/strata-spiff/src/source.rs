//! Source trees: YAML documents with dynaml expressions parsed once.
//!
//! A string scalar of the form `(( ... ))` is a dynaml expression; `((! ... ))` is an escaped
//! literal whose output drops the `!`. A map key `key:NAME` marks `NAME` as the key field of
//! the list holding the map; the tag is stripped from the key.

use crate::ast::Expr;
use crate::parser::{self, ParseError};
use smol_str::SmolStr;
use std::sync::Arc;
use strata_core::Span;

/// A parsed `(( ... ))` string.
#[derive(Debug)]
pub struct ExprSrc {
    /// The whole string as written, `((` and `))` included.
    pub raw: SmolStr,
    pub expr: Result<Expr, ParseError>,
    pub span: Span,
}

/// One source node.
#[derive(Clone, Debug)]
pub enum SrcKind {
    Null,
    Bool(bool),
    Int(i64),
    Float(f64),
    Str(SmolStr),
    Expr(Arc<ExprSrc>),
    List(Vec<Src>),
    /// Fields in document order; `key_tag` is the field named `key:NAME` (as `NAME`).
    Map {
        fields: Vec<(SmolStr, Src)>,
        key_tag: Option<SmolStr>,
    },
    /// A computed value standing in for source (values spliced into a document).
    Value(crate::value::Val),
}

/// A source node with its span.
#[derive(Clone, Debug)]
pub struct Src {
    pub kind: SrcKind,
    pub span: Span,
}

impl Src {
    pub fn field(&self, key: &str) -> Option<&Src> {
        match &self.kind {
            SrcKind::Map { fields, .. } => {
                fields.iter().rev().find(|(k, _)| k == key).map(|(_, v)| v)
            }
            _ => None,
        }
    }
}

/// Classifies a string scalar: a dynaml expression, an escaped literal, or plain text.
pub fn string_node(s: &str, span: Span) -> SrcKind {
    let t = s.trim();
    if t.len() >= 4 && t.starts_with("((") && t.ends_with("))") {
        if let Some(rest) = t.strip_prefix("((!") {
            return SrcKind::Str(SmolStr::new(format!("(({rest}")));
        }
        let inner = &t[2..t.len() - 2];
        return SrcKind::Expr(Arc::new(ExprSrc {
            raw: SmolStr::new(s),
            expr: parser::parse(inner),
            span,
        }));
    }
    SrcKind::Str(SmolStr::new(s))
}

/// Splits a `key:NAME` map key into `NAME` and whether it was tagged.
pub fn split_key_tag(key: &str) -> (SmolStr, bool) {
    match key.strip_prefix("key:") {
        Some(rest) if !rest.is_empty() => (SmolStr::new(rest), true),
        _ => (SmolStr::new(key), false),
    }
}
