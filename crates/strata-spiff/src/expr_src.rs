//! A `(( ... ))` expression of a source tree: its text, and its syntax tree parsed at first
//! use (or given when the loader has parsed it already). The loader shares one per text
//! (`source.rs`'s [`crate::source::ExprCache`]), so it carries no position: the
//! [`crate::value::Src`] holding it does.

use crate::ast::Expr;
use crate::parser::{self, ParseError};
use smol_str::SmolStr;

/// A parsed `(( ... ))` string. It is position-independent (sub-expression positions are
/// offsets in the expression text), so scalars with the same text share one; the span of
/// a scalar is the [`Src::span`](crate::value::Src::span) of the node holding it.
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
    pub(crate) fn unparsed(raw: SmolStr) -> ExprSrc {
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
