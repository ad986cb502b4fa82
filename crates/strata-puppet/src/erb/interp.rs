//! A template evaluation's state and control flow (the interpreter `eval.rs` runs and the
//! Ruby methods in `methods.rs`, `collections.rs`, `strings.rs` and `setvars.rs` receive).

use super::ast::Block;
use super::value::{MatchData, RV};
use crate::eval::{Compiler, Flow, ScopeId};
use crate::value::Val;
use std::collections::HashMap;
use std::rc::Rc;
use strata_core::Span;

/// Non-local exits and errors.
pub enum Ctl {
    /// An error: message and line.
    Err(String, u32),
    /// A Puppet error (budget exhausted) passed through unchanged.
    Flow(Flow),
    /// `next` in a block.
    Next(RV),
    /// `break` in a block.
    Break(RV),
    /// `return`.
    Return(RV),
}

/// Evaluation result.
pub type E<T> = Result<T, Ctl>;

/// A block given to a method: code, or a symbol (`&:upcase`).
#[derive(Clone)]
pub enum Blk {
    /// `{ |x| ... }`.
    Code(Rc<Block>),
    /// `&:name`.
    Sym(String),
}

/// The state of one template evaluation.
pub struct Interp<'c, 'a> {
    /// The compiler (variables and functions).
    pub c: &'c mut Compiler<'a>,
    /// The calling scope.
    pub sc: ScopeId,
    /// The template call (for Puppet errors).
    pub span: Span,
    /// The template file shown by `file`.
    pub file: String,
    pub(super) frames: Vec<HashMap<String, RV>>,
    /// The first frame a method body sees (locals do not leak into `def` methods).
    pub(super) barrier: usize,
    pub(super) ivars: HashMap<String, RV>,
    /// Arrays and hashes of Puppet variables read as `@name`, with the Puppet value they
    /// came from: one Ruby object per variable, as in Puppet, so the template's changes to
    /// it are seen by later reads (and written back, [`Interp::write_back`]).
    pub(super) read_ivars: HashMap<String, (Val, RV)>,
    /// The output buffer.
    pub out: String,
    /// `$~` after the last match.
    pub last_match: Option<Rc<MatchData>>,
    pub(super) depth: usize,
    /// The line being evaluated.
    pub line: u32,
    /// The compile's log before the template's first Puppet function call, so that a run
    /// handed to the Ruby companion after all does not log twice ([`LogMark::undo`]).
    pub log_before: Option<LogMark>,
    /// The error of a Puppet function the template called.
    pub function_error: Option<String>,
    /// That error when Puppet's own library raised it (`lib3x.rs`).
    pub raised: Option<super::raised::Raised>,
}

/// Where the compile's log stood.
pub struct LogMark {
    pub(super) notices: usize,
    pub(super) warnings: usize,
    pub(super) deprecations: std::collections::HashSet<String>,
}

impl LogMark {
    /// Takes back what was logged since (notices, warnings, and deprecations warned once):
    /// when a template's native run is handed to the Ruby companion, the run that counts is
    /// the companion's, which calls the same functions again. Their other effects stay.
    pub fn undo(self, c: &mut Compiler<'_>) {
        c.notices.truncate(self.notices);
        c.warnings.truncate(self.warnings);
        c.deprecations = self.deprecations;
    }
}

/// An error at `line`.
pub fn err<T>(msg: impl Into<String>, line: u32) -> E<T> {
    Err(Ctl::Err(msg.into(), line))
}
