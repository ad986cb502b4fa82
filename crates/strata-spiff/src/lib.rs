//! spiff for strata: YAML templates with dynaml expressions, merged with stubs.
//!
//! # Semantics
//!
//! `merge(template, stubs)` processes the stubs from right to left: each stub is evaluated
//! with the (already evaluated) stubs to its right as its own stubs, and temporary nodes are
//! removed from the result. The template is then evaluated against all evaluated stubs.
//! Building a document performs the structural auto-merge (see [`eval`]); evaluating it
//! resolves every dynaml expression on demand, in any order, with cycle detection.
//!
//! A template document whose expressions cannot all be resolved fails with the list of
//! unresolved nodes in spiff's report format ([`MergeError::render`]); with
//! [`MergeOptions::partial`] the unresolved expressions stay in the output as strings.
//!
//! The library does no I/O: files, commands and environment variables are reached through
//! the [`Host`] the caller provides.
//!
//! Limits: dynaml expressions nest at most [`parser::MAX_PARSE_DEPTH`] levels; evaluation
//! (references, lambda calls, template instantiation) nests at most
//! [`Limits::max_depth`] levels; beyond either an expression fails with a clear message.
#![forbid(unsafe_code)]

pub mod ast;
pub mod eval;
mod functions;
pub mod ip;
pub mod load;
pub mod parser;
pub mod source;
pub mod value;

pub use eval::{Host, Limits, Unresolved};
pub use source::Src;
pub use value::Val;

use eval::{Doc, FileInfo};
use std::sync::Arc;
use strata_core::{Number, SourceMap, Value};

/// One input file: its name as given, its directory and its documents.
#[derive(Clone, Debug)]
pub struct Input {
    pub name: String,
    pub dir: String,
    pub docs: Vec<Src>,
}

/// Options of [`merge`].
#[derive(Clone, Copy, Debug, Default)]
pub struct MergeOptions {
    /// Keep unresolved expressions in the output instead of failing.
    pub partial: bool,
    pub limits: Limits,
}

/// Why a merge failed.
#[derive(Clone, Debug)]
pub enum MergeError {
    /// Some nodes could not be resolved.
    Unresolved(Vec<Unresolved>),
}

impl MergeError {
    /// spiff's report: one tab-separated line per unresolved node, then the legend. With a
    /// source map, each line ends with the node's `file:line:column`.
    pub fn render(&self, map: Option<&SourceMap>) -> String {
        let MergeError::Unresolved(list) = self;
        let mut out = String::from("error generating manifest: unresolved nodes:\n");
        for u in list {
            let pos = match (map, u.span) {
                (Some(m), Some(span)) if m.get(span.file).is_some() => {
                    let r = m.range(span);
                    format!(" ({}:{}:{})", r.filename, r.start.line, r.start.column)
                }
                _ => String::new(),
            };
            out.push_str(&format!(
                "\t{}\tin {}\t{}\t({})\t{}{}{}\n",
                u.expr, u.file, u.path, u.stub_path, u.tag, u.message, pos
            ));
        }
        out.push_str(
            "error classification:\n *: error in local dynaml expression\n @: dependent of or involved in a cycle\n -: depending on a node with an error\n",
        );
        out
    }
}

/// Evaluates one document against `stubs`; returns the cleaned value (temporaries removed).
fn flow(
    src: &Src,
    info: FileInfo,
    stubs: Arc<Vec<Val>>,
    host: &mut dyn Host,
    opts: &MergeOptions,
) -> Result<Option<Val>, Vec<Unresolved>> {
    let mut doc = Doc::new(src, info, stubs, host, opts.limits);
    doc.eval_all();
    let failures = doc.failures();
    if !failures.is_empty() && !opts.partial {
        return Err(failures);
    }
    if doc.root_temporary() {
        return Ok(None);
    }
    Ok(doc.result(opts.partial))
}

fn info_of(input: &Input) -> FileInfo {
    FileInfo {
        name: input.name.clone(),
        dir: input.dir.clone(),
    }
}

/// Merges `template` with `stubs` (see the crate docs); one value per template document.
pub fn merge(
    template: &Input,
    stubs: &[Input],
    opts: &MergeOptions,
    host: &mut dyn Host,
) -> Result<Vec<Value>, MergeError> {
    // stubs, right to left
    let mut flat: Vec<(&Src, FileInfo)> = Vec::new();
    for s in stubs {
        for d in &s.docs {
            flat.push((d, info_of(s)));
        }
    }
    let mut done: Vec<Val> = Vec::with_capacity(flat.len());
    for (src, info) in flat.iter().rev() {
        let right = Arc::new(done.iter().rev().cloned().collect::<Vec<_>>());
        let v = flow(src, info.clone(), right, host, opts).map_err(MergeError::Unresolved)?;
        done.push(v.unwrap_or(Val::Null));
    }
    done.reverse();
    let stubs = Arc::new(done);
    let mut out = Vec::new();
    let mut errors = Vec::new();
    for d in &template.docs {
        if matches!(d.kind, source::SrcKind::Null) {
            continue;
        }
        match flow(d, info_of(template), stubs.clone(), host, opts) {
            Ok(Some(v)) => out.push(to_value(&v)),
            Ok(None) => {}
            Err(mut e) => errors.append(&mut e),
        }
    }
    if !errors.is_empty() {
        return Err(MergeError::Unresolved(errors));
    }
    Ok(out)
}

/// A dynaml value as interchange data: functions print as `(( lambda|x|->... ))`, templates
/// as their source.
pub fn to_value(v: &Val) -> Value {
    match v {
        Val::Null | Val::Undefined => Value::Null,
        Val::Bool(b) => Value::Bool(*b),
        Val::Int(i) => Value::Number(Number::Int(*i)),
        Val::Float(f) => Value::Number(Number::Float(*f)),
        Val::Str(s) => Value::String(s.clone()),
        Val::List(l) => Value::List(Arc::new(
            l.iter()
                .filter(|e| !matches!(e, Val::Undefined))
                .map(to_value)
                .collect(),
        )),
        Val::Map(m) => Value::Map(Arc::new(
            m.iter()
                .filter(|(_, e)| !matches!(e, Val::Undefined))
                .map(|(k, e)| (k.clone(), to_value(e)))
                .collect(),
        )),
        Val::Lambda(l) => Value::String(format!("(( {} ))", l.text()).into()),
        Val::Template(t) => src_to_value(&t.src),
    }
}

/// A source tree as interchange data (expressions as their text).
pub fn src_to_value(s: &Src) -> Value {
    use source::SrcKind;
    match &s.kind {
        SrcKind::Null => Value::Null,
        SrcKind::Bool(b) => Value::Bool(*b),
        SrcKind::Int(i) => Value::Number(Number::Int(*i)),
        SrcKind::Float(f) => Value::Number(Number::Float(*f)),
        SrcKind::Str(s) => Value::String(s.clone()),
        SrcKind::Expr(e) => Value::String(e.raw.clone()),
        SrcKind::List(l) => Value::List(Arc::new(l.iter().map(src_to_value).collect())),
        SrcKind::Map { fields, .. } => Value::Map(Arc::new(
            fields
                .iter()
                .map(|(k, v)| (k.clone(), src_to_value(v)))
                .collect(),
        )),
        SrcKind::Value(v) => to_value(v),
    }
}
