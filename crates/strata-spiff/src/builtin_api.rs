//! What a builtin function may ask of the evaluator ([`Evaluator`]), and the argument
//! helpers the function families share. The dispatcher (`functions.rs`) and every family
//! (`crypto.rs`, `data_functions.rs`, `files.rs`, `validate.rs`, ...) use this module, which
//! uses none of them.

use crate::ast::Expr;
use crate::fail::{local, R};
use crate::path::PStep;
use crate::session::{FileInfo, Session};
pub(crate) use crate::source::src_to_val;
use crate::source::Src;
use crate::value::{Cx, Lambda, Val};
use base64::Engine as _;
use smol_str::SmolStr;
use std::sync::Arc;

/// What the builtin functions may ask of the evaluator.
pub(crate) trait Evaluator {
    /// Evaluates an argument expression in `cx`.
    fn eval(&mut self, e: &Expr, cx: &Cx) -> R<Val>;
    /// Calls a function value with `args`.
    #[allow(dead_code)]
    fn apply(&mut self, f: &Arc<Lambda>, args: Vec<Val>, cx: &Cx) -> R<Val>;
    /// The key field a `key:` tag declared for an evaluated list.
    fn list_key(&self, list: &Arc<Vec<Val>>) -> Option<SmolStr>;
    /// The session: the host (files, commands, environment), bindings, the encryption key.
    fn session(&mut self) -> &mut Session;
    /// Evaluates a loaded document (from `file`) whose scope continues at `cx`.
    fn eval_document(&mut self, src: &Src, cx: &Cx, file: FileInfo) -> R<Val>;
    /// The document path of the node being evaluated.
    fn node_path(&self, cx: &Cx) -> Vec<PStep>;
    /// The enabled spiff++ features.
    fn features(&self) -> crate::doc::Features;
    /// The value at `path` in the first stub that has one.
    fn find_in_stubs(&self, path: Vec<PStep>) -> Option<Val>;
    /// A template of the document `src` (read from a file), defined at `cx`.
    fn template(&mut self, src: Src, cx: &Cx) -> Val;
    /// `tagdef(name, value[, scope])`: defines a tag (see `tags.rs`).
    fn tagdef(&mut self, args: Vec<Val>, cx: &Cx) -> R<Val>;
    /// `merge(args)`: a nested merge of maps and map templates (see `nested.rs`).
    fn nested_merge(&mut self, args: Vec<Val>, cx: &Cx) -> R<Val>;
}

/// Optional string argument `i` of builtin `name`, `default` when absent; `which` names it in
/// the error (`second argument for hash must be a string`).
pub(crate) fn opt_str_arg<'a>(
    a: &'a [Val],
    i: usize,
    default: &'a str,
    name: &str,
    which: &str,
) -> R<&'a str> {
    match a.get(i) {
        None => Ok(default),
        Some(Val::Str(s)) => Ok(s.as_str()),
        Some(_) => local(format!("{which} argument for {name} must be a string")),
    }
}

/// A string argument, `what` naming it in the error.
pub(crate) fn str_arg<'a>(v: &'a Val, what: &str) -> R<&'a str> {
    match v {
        Val::Str(s) => Ok(s),
        other => local(format!("{what} must be a string, found {}", other.kind())),
    }
}

/// spiff++'s name of a value's type (`ExpressionType`).
pub(crate) fn expression_type(v: &Val) -> &'static str {
    match v {
        Val::Str(_) => "string",
        Val::Int(_) => "int",
        Val::Float(_) => "float",
        Val::Bool(_) => "bool",
        Val::List(_) => "list",
        Val::Map(_) => "map",
        Val::Template(_) => "template",
        Val::Lambda(_) => "lambda",
        Val::Null => "nil",
        Val::Undefined => "undef",
    }
}

/// spiff++'s base64 with lines of at most `max` characters.
pub(crate) fn base64_lines(data: &[u8], max: i64) -> String {
    let s = base64::engine::general_purpose::STANDARD.encode(data);
    if max <= 0 {
        return s;
    }
    let max = max as usize;
    let mut out = String::with_capacity(s.len() + s.len() / max);
    let mut rest = s.as_str();
    while rest.len() > max {
        out.push_str(&rest[..max]);
        out.push('\n');
        rest = &rest[max..];
    }
    out.push_str(rest);
    if out.ends_with('\n') {
        out.pop();
    }
    out
}
