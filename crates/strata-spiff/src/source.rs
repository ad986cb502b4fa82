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

use crate::ast::Expr;
use crate::parser::{self, ParseError};
use smol_str::SmolStr;
use std::collections::HashMap;
use std::sync::Arc;
use strata_core::Span;

/// A parsed `(( ... ))` string. It is position-independent (sub-expression positions are
/// offsets in the expression text), so scalars with the same text share one; the span of
/// a scalar is the [`Src::span`] of the node holding it.
#[derive(Debug)]
pub struct ExprSrc {
    /// The whole string as written, `((` and `))` included.
    pub raw: SmolStr,
    /// The parsed expression, or why it could not be parsed: set when made, or parsed from
    /// `raw` on first use (see [`ExprSrc::expr`]).
    expr: std::sync::OnceLock<Result<Expr, ParseError>>,
}

impl ExprSrc {
    /// An expression parsed already (`expr`), shown as `raw`.
    pub fn parsed(raw: SmolStr, expr: Result<Expr, ParseError>) -> ExprSrc {
        ExprSrc {
            raw,
            expr: std::sync::OnceLock::from(expr),
        }
    }

    /// The expression of a `(( ... ))` scalar, parsed when it is first used: a large
    /// template's expressions are parsed as its document is built, after its source text
    /// has been let go, and not all at once beside the whole source tree.
    fn unparsed(raw: SmolStr) -> ExprSrc {
        ExprSrc {
            raw,
            expr: std::sync::OnceLock::new(),
        }
    }

    /// The parsed expression, or why it could not be parsed.
    pub fn expr(&self) -> &Result<Expr, ParseError> {
        self.expr.get_or_init(|| {
            let t = self.raw.trim();
            parser::parse(t.get(2..t.len().saturating_sub(2)).unwrap_or_default())
        })
    }
}

/// The expressions parsed so far, by the scalar text they were written as.
#[derive(Debug, Default)]
pub struct ExprCache {
    parsed: HashMap<SmolStr, Arc<ExprSrc>>,
}

/// One source node.
#[derive(Clone, Debug)]
pub enum SrcKind {
    /// `null`
    Null,
    /// A boolean.
    Bool(bool),
    /// An integer.
    Int(i64),
    /// A float.
    Float(f64),
    /// A plain string.
    Str(SmolStr),
    /// A dynaml expression.
    Expr(Arc<ExprSrc>),
    /// A list.
    List(Vec<Src>),
    /// Fields in document order; `key_tag` is the field named `key:NAME` (as `NAME`).
    Map {
        /// The fields.
        fields: Vec<(SmolStr, Src)>,
        /// The `key:NAME` field's name (boxed: rare, and every source node is as large as
        /// its largest kind).
        key_tag: Option<Box<SmolStr>>,
    },
    /// A computed value standing in for source (values spliced into a document).
    Value(crate::value::Val),
}

/// A source node with its span.
#[derive(Clone, Debug)]
pub struct Src {
    /// What the node is.
    pub kind: SrcKind,
    /// Where it is.
    pub span: Span,
}

impl Src {
    /// The value of field `key` of a map (the last one written).
    pub fn field(&self, key: &str) -> Option<&Src> {
        match &self.kind {
            SrcKind::Map { fields, .. } => {
                fields.iter().rev().find(|(k, _)| k == key).map(|(_, v)| v)
            }
            _ => None,
        }
    }
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
