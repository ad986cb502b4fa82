//! How evaluation ends other than with a value (an error, `break`, `next`, `return`), below
//! everything that keeps one (the compiler, the Ruby companion's state).

use crate::value::Val;
use strata_core::Span;

/// An evaluation error: its message, where it is, and how Puppet labels it.
#[derive(Debug, Clone)]
pub(crate) struct PErr {
    pub msg: String,
    pub span: Option<Span>,
    pub wrapped: bool,
    pub issue: bool,
    pub related: Option<Span>,
    /// Located by file and line only, as Puppet locates what a resource raises (no column).
    pub line_only: bool,
    /// Raised outside the evaluator (`CompileError::outside`).
    pub outside: bool,
}

/// How an evaluation ended other than with a value.
pub(crate) enum Flow {
    Err(PErr),
    Break,
    Next(Val),
    Return(Val),
}

/// An evaluation's result.
pub(crate) type R<T> = Result<T, Flow>;
