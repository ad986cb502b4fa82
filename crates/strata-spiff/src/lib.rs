//! spiff for strata: YAML templates with dynaml expressions, merged with stubs.
//!
//! # Semantics
//!
//! `merge(template, stubs)` processes the stubs from right to left: each stub is evaluated
//! with the (already evaluated) stubs to its right as its own stubs, and temporary nodes are
//! removed from the result. The template is then evaluated against all evaluated stubs.
//! Building a document performs the structural auto-merge (its `merge` module); evaluating it
//! resolves every dynaml expression on demand, in any order, with cycle detection.
//!
//! A template document whose expressions cannot all be resolved fails with the list of
//! unresolved nodes in spiff's report format ([`MergeError::render`]); with
//! [`MergeOptions::partial`] the unresolved expressions stay in the output as strings.
//!
//! The library does no I/O: files, commands and environment variables are reached through
//! the core's host (`strata_core::host::Host`, with the user's policy applied by `Guarded`)
//! held by the [`Session`] the caller provides.
//!
//! ```
//! use strata_spiff::{load, merge, Input, MergeOptions, Session};
//!
//! let input = |name: &str, text: &str, id| Input {
//!     name: name.into(),
//!     dir: ".".into(),
//!     docs: load::load(text, strata_core::FileId(id)).unwrap(),
//! };
//! let template = input("template.yml", "port: (( merge || 80 ))\nurl: (( \"http://host:\" port ))\n", 0);
//! let stub = input("stub.yml", "port: 8080\n", 1);
//! // Session::isolated(): no files, commands or environment
//! let docs = merge(&template, &[stub], &MergeOptions::default(), &mut Session::isolated()).unwrap();
//! let out = strata_core::yaml::write(&docs[0], &strata_core::yaml::WriteOptions::spiff());
//! assert_eq!(out, "port: 8080\nurl: http://host:8080\n");
//! ```
//!
//! Limits: dynaml expressions nest at most [`parser::MAX_PARSE_DEPTH`] levels; evaluation
//! (references, lambda calls, template instantiation) nests at most
//! [`Limits::max_depth`] levels and takes at most [`Limits::max_steps`] steps per document
//! (the core's `strata_core::budget`, whose stack growth spiff uses too); beyond either an
//! expression fails with a clear message.
#![forbid(unsafe_code)]
#![warn(missing_docs)]

pub mod ast;
mod builtin_api;
mod control;
mod control_node;
mod crypto;
mod data_functions;
pub mod diff;
mod doc;
mod eval;
pub mod explain;
mod expr_src;
mod fail;
mod files;
mod functions;
mod interchange;
pub mod ip;
pub mod load;
mod merge;
mod nested;
mod ops;
pub mod parser;
pub mod path;
mod refs;
mod results;
mod rounds;
mod semver;
mod session;
pub mod source;
mod spiffpp_functions;
mod tag_refs;
mod tags;
mod validate;
pub mod value;
mod x509;

pub use crypto::{decrypt_text, encrypt_text, TRIPLE_DES};
pub use doc::{
    Features, Limits, Stub, MARK_DEFAULT, MARK_DYNAMIC, MARK_IMPLIED, MARK_INJECT, MARK_LOCAL,
    MARK_STATE, MAX_VALUE_SIZE,
};
pub use fail::{Fail, Tag, Unresolved};
pub use interchange::{to_value, to_value_with};
pub use session::{FileInfo, Session};
pub use source::Src;
pub use tags::check_tag_name;
pub use value::Val;

use doc::Doc;
use interchange::{to_value_esc, unescape_key, Unescape};
use std::borrow::Cow;
use std::sync::Arc;
use strata_core::{Diagnostic, Number, SourceMap, Value};

/// One input file: its name as given, its directory and its documents.
#[derive(Clone, Debug)]
pub struct Input {
    /// The file name as given (shown in reports and `__ctx.FILE`).
    pub name: String,
    /// The file's directory (`__ctx.DIR`).
    pub dir: String,
    /// The file's YAML documents as source trees.
    pub docs: Vec<Src>,
}

/// Options of [`merge`].
#[derive(Clone, Copy, Debug, Default)]
pub struct MergeOptions {
    /// Keep unresolved expressions in the output instead of failing.
    pub partial: bool,
    /// Keep temporary nodes in the output (`--preserve-temporary`).
    pub preserve_temporary: bool,
    /// Keep escaped expressions `((! ... ))` and keys `<<!` escaped in the output
    /// (`--preserve-escapes`).
    pub preserve_escapes: bool,
    /// Evaluation limits (depth, steps).
    pub limits: Limits,
    /// spiff++'s optional features.
    pub features: Features,
}

/// Why a merge failed.
#[derive(Clone, Debug)]
pub enum MergeError {
    /// Some nodes could not be resolved.
    Unresolved(Vec<Unresolved>),
}

impl MergeError {
    /// The message of each unresolved node, in report order.
    pub fn messages(&self) -> Vec<String> {
        let MergeError::Unresolved(list) = self;
        list.iter().map(|u| u.message.clone()).collect()
    }

    /// One error diagnostic per unresolved node: its subject is the failing sub-expression
    /// when its position is known (and `map` holds the source), else the node's scalar.
    pub fn diagnostics(&self, map: Option<&SourceMap>) -> Vec<Diagnostic> {
        let MergeError::Unresolved(list) = self;
        list.iter()
            .map(|u| {
                let kind = u.tag.description();
                let mut d = Diagnostic::error(
                    format!("Unresolved node {} ({kind})", u.path),
                    format!("{}: {}", u.expr, u.message),
                );
                let sub = map.and_then(|m| {
                    let span = u.span?;
                    m.get(span.file)?;
                    u.sub_span(m.text(span.file))
                });
                match (sub, u.span) {
                    (Some(s), Some(node)) => d = d.with_subject(s).with_context(node),
                    (None, Some(node)) => d = d.with_subject(node),
                    _ => {}
                }
                d
            })
            .collect()
    }

    /// spiff's report: one tab-separated line per unresolved node, then the legend. With a
    /// source map, each line ends with the node's `file:line:column`, and is followed by a
    /// line naming `file:line:column` of the failing sub-expression when that is known.
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
            let sub = match (map, u.span) {
                (Some(m), Some(span)) if m.get(span.file).is_some() => {
                    u.sub_span(m.text(span.file)).map(|s| {
                        let r = m.range(s);
                        format!(
                            "\t\tfailing sub-expression at {}:{}:{}\n",
                            r.filename, r.start.line, r.start.column
                        )
                    })
                }
                _ => None,
            };
            out.push_str(&format!(
                "\t{}\tin {}\t{}\t({})\t{}{}{}\n",
                u.expr,
                u.file,
                u.path,
                u.stub_path,
                u.tag.symbol(),
                u.message,
                pos
            ));
            out.push_str(&sub.unwrap_or_default());
            if let Some(nested) = &u.nested {
                nested_lines(nested, "\t\t\t", &mut out);
            }
        }
        out.push_str(
            "error classification:\n *: error in local dynaml expression\n @: dependent of or involved in a cycle\n -: depending on a node with an error\n",
        );
        out
    }
}

/// spiff++'s lines for the unresolved nodes of a failed template instance, under the line of
/// the node that instantiated it: `(( expr ))<TAB>in FILE<TAB>PATH<TAB>(DOCUMENT PATH)` and the
/// tag and message without a tab between, every line indented by `gap` (three tabs a level).
fn nested_lines(list: &[Unresolved], gap: &str, out: &mut String) {
    for u in list {
        let line = format!(
            "{}\tin {}\t{}\t({}){}{}",
            u.expr,
            u.file,
            u.path,
            u.stub_path,
            u.tag.symbol(),
            u.message
        );
        out.push_str(gap);
        out.push_str(&line.replace('\n', &format!("\n{gap}")));
        out.push('\n');
        if let Some(deeper) = &u.nested {
            nested_lines(deeper, &format!("{gap}\t\t\t"), out);
        }
    }
}

/// Evaluates one document against `stubs`; returns the cleaned value (temporaries removed)
/// or, for a stub, the value with its temporaries marked.
/// An owned `src` is consumed as the document is built (a borrowed one is copied first).
fn flow(
    src: Cow<'_, Src>,
    info: FileInfo,
    stubs: Arc<Vec<Stub>>,
    session: &mut Session,
    opts: &MergeOptions,
    as_stub: bool,
    sink: Option<&mut dyn std::io::Write>,
) -> Result<Flowed, Vec<Unresolved>> {
    let budget = strata_core::budget::Budget::new(opts.limits);
    flow_in(src, info, stubs, session, &budget, opts, as_stub, sink)
}

/// [`flow`] counting against `budget` (a nested merge shares its document's budget). With a
/// `sink`, a template document's value is written there as YAML while it is read out of the
/// document ([`Flowed::Written`]) instead of being returned.
#[allow(clippy::too_many_arguments)]
fn flow_in(
    src: Cow<'_, Src>,
    info: FileInfo,
    stubs: Arc<Vec<Stub>>,
    session: &mut Session,
    budget: &strata_core::budget::Budget,
    opts: &MergeOptions,
    as_stub: bool,
    sink: Option<&mut dyn std::io::Write>,
) -> Result<Flowed, Vec<Unresolved>> {
    // an owned source tree is consumed as the document is built; a borrowed one is copied
    let mut doc = Doc::new(
        src.into_owned(),
        info,
        stubs,
        session,
        budget,
        opts.features,
        cascade,
    );
    doc.eval_all();
    doc.freeze_tags();
    let failures = doc.failures();
    if !failures.is_empty() && !opts.partial {
        drop(doc);
        if !as_stub {
            session.tags.push_document(None);
        }
        return Err(failures);
    }
    if as_stub {
        return Ok(Flowed::Stub(doc.stub_result(opts.partial)));
    }
    let state = doc
        .session
        .state
        .is_some()
        .then(|| to_value_esc(&doc.state_result(opts.partial), unescape_of(opts)));
    let temporary = !opts.preserve_temporary && doc.root_temporary();
    if let Some(out) = sink.filter(|_| !opts.preserve_temporary && !session_keeps(&doc)) {
        let written = if temporary {
            Ok(())
        } else {
            doc.write_result(opts.partial, unescape_of(opts), out)
        };
        drop(doc);
        if let (Some(list), Some(s)) = (session.state.as_mut(), state) {
            list.push(s);
        }
        session.tags.push_document(None);
        return Ok(Flowed::Written(written));
    }
    // last: taking the result releases the document as it is read
    let value = if opts.preserve_temporary {
        Some(doc.stub_result(opts.partial).value)
    } else {
        doc.take_result(opts.partial)
    };
    drop(doc);
    if let (Some(list), Some(s)) = (session.state.as_mut(), state) {
        list.push(s);
    }
    // a template document is the tag `doc.N`, with its temporary root's content
    let tag = if session.tags.keep_documents {
        value.clone()
    } else {
        None
    };
    session.tags.push_document(tag);
    Ok(Flowed::Value(if temporary { None } else { value }))
}

enum Flowed {
    Value(Option<Val>),
    Stub(Stub),
    /// The value was written to the sink (or the write failed).
    Written(std::io::Result<()>),
}

/// Whether the session keeps the document's value as the tag `doc.N` (a document other
/// than the last): then it is read whole.
fn session_keeps(doc: &Doc<'_>) -> bool {
    doc.session.tags.keep_documents
}

fn info_of(input: &Input) -> FileInfo {
    FileInfo {
        name: input.name.clone(),
        dir: input.dir.clone(),
    }
}

/// The merge of `merge(...)`: `stubs` flowed right to left (each with the stubs right of it),
/// then `template` with all of them; its value (`None` for a temporary root). Every document
/// counts against `budget`.
pub(crate) fn cascade(
    template: Src,
    stubs: Vec<Src>,
    info: FileInfo,
    session: &mut Session,
    budget: &strata_core::budget::Budget,
    features: Features,
) -> Result<Option<Val>, Vec<Unresolved>> {
    let opts = MergeOptions {
        features,
        ..MergeOptions::default()
    };
    let stubs = stubs
        .into_iter()
        .map(|s| (Cow::Owned(s), info.clone()))
        .collect();
    let stubs = prepare_stubs(stubs, session, Some(budget), &opts)?;
    session.tags.reset_stream();
    match flow_in(
        Cow::Owned(template),
        info,
        stubs,
        session,
        budget,
        &opts,
        false,
        None,
    )? {
        Flowed::Value(v) => Ok(v),
        Flowed::Stub(s) => Ok(Some(s.value)),
        Flowed::Written(_) => Ok(None),
    }
}

/// Merges `template` with `stubs` (see the crate docs); one value per template document.
pub fn merge(
    template: &Input,
    stubs: &[Input],
    opts: &MergeOptions,
    session: &mut Session,
) -> Result<Vec<Value>, MergeError> {
    let docs = template.docs.iter().map(Cow::Borrowed);
    let stubs = stubs
        .iter()
        .flat_map(|s| s.docs.iter().map(|d| (Cow::Borrowed(d), info_of(s))))
        .collect();
    merge_docs(info_of(template), docs, stubs, opts, session)
}

/// [`merge`], consuming the template and the stubs: each document's source tree is freed as
/// soon as the document under evaluation is built from it, so a large template is not held
/// twice, and the stubs' source trees are gone before the template is evaluated (the
/// command line merges this way).
pub fn merge_owned(
    template: Input,
    stubs: Vec<Input>,
    opts: &MergeOptions,
    session: &mut Session,
) -> Result<Vec<Value>, MergeError> {
    let info = info_of(&template);
    merge_docs(
        info,
        template.docs.into_iter().map(Cow::Owned),
        owned_stubs(stubs),
        opts,
        session,
    )
}

/// [`merge_owned`], writing the output to `out` as the command line prints it (YAML with
/// sorted keys, documents separated by `---`). A template of one document is written while
/// its value is read out of the document (the fields of a root map and the entries of a
/// list in a root field one at a time, see `Doc::write_result`), so the result is never
/// held whole; a template of several documents is merged whole, then written. Nothing is
/// written when a node is unresolved (the outer `Err`); the inner result is the write's.
pub fn merge_owned_to(
    template: Input,
    stubs: Vec<Input>,
    opts: &MergeOptions,
    session: &mut Session,
    out: &mut dyn std::io::Write,
) -> Result<std::io::Result<()>, MergeError> {
    let write_options = strata_core::yaml::WriteOptions::spiff();
    let docs = template
        .docs
        .iter()
        .filter(|d| !matches!(d.kind, source::SrcKind::Null))
        .count();
    if docs != 1 {
        let docs = merge_owned(template, stubs, opts, session)?;
        let text = strata_core::yaml::write_documents(&docs, &write_options);
        return Ok(out.write_all(text.as_bytes()));
    }
    let info = info_of(&template);
    let stubs =
        prepare_stubs(owned_stubs(stubs), session, None, opts).map_err(MergeError::Unresolved)?;
    session.tags.reset_stream();
    session.tags.keep_documents = false;
    let Some(doc) = template
        .docs
        .into_iter()
        .find(|d| !matches!(d.kind, source::SrcKind::Null))
    else {
        return Ok(Ok(()));
    };
    match flow(
        Cow::Owned(doc),
        info,
        stubs,
        session,
        opts,
        false,
        Some(out),
    ) {
        Ok(Flowed::Written(r)) => Ok(r),
        Ok(Flowed::Value(Some(v))) => {
            let mut text = String::new();
            strata_core::yaml::pieces::document(
                &mut text,
                &into_value(v, unescape_of(opts)),
                &write_options,
            );
            Ok(out.write_all(text.as_bytes()))
        }
        Ok(_) => Ok(Ok(())),
        Err(e) => Err(MergeError::Unresolved(e)),
    }
}

/// The documents of owned stubs, each with its file.
fn owned_stubs(stubs: Vec<Input>) -> Vec<(Cow<'static, Src>, FileInfo)> {
    stubs
        .into_iter()
        .flat_map(|s| {
            let info = info_of(&s);
            s.docs
                .into_iter()
                .map(move |d| (Cow::Owned(d), info.clone()))
        })
        .collect()
}

/// The stubs of a merge flowed right to left, each with the stubs to its right; each source
/// tree is dropped once its document is built. With `budget` every document counts against it
/// (a nested merge), else each has a budget of its own.
fn prepare_stubs(
    mut stubs: Vec<(Cow<'_, Src>, FileInfo)>,
    session: &mut Session,
    budget: Option<&strata_core::budget::Budget>,
    opts: &MergeOptions,
) -> Result<Arc<Vec<Stub>>, Vec<Unresolved>> {
    let mut done: Vec<Stub> = Vec::with_capacity(stubs.len());
    while let Some((src, info)) = stubs.pop() {
        session.tags.reset_stream();
        let right = Arc::new(done.iter().rev().cloned().collect::<Vec<_>>());
        let flowed = match budget {
            Some(b) => flow_in(src, info, right, session, b, opts, true, None)?,
            None => flow(src, info, right, session, opts, true, None)?,
        };
        done.push(match flowed {
            Flowed::Stub(s) => s,
            Flowed::Written(_) => Stub::default(),
            Flowed::Value(v) => Stub {
                value: v.unwrap_or(Val::Null),
                ..Stub::default()
            },
        });
    }
    done.reverse();
    Ok(Arc::new(done))
}

fn merge_docs<'a>(
    template: FileInfo,
    docs: impl Iterator<Item = Cow<'a, Src>>,
    stubs: Vec<(Cow<'a, Src>, FileInfo)>,
    opts: &MergeOptions,
    session: &mut Session,
) -> Result<Vec<Value>, MergeError> {
    let stubs = prepare_stubs(stubs, session, None, opts).map_err(MergeError::Unresolved)?;
    let mut out = Vec::new();
    let mut errors = Vec::new();
    session.tags.reset_stream();
    let mut docs = docs.peekable();
    while let Some(d) = docs.next() {
        if matches!(d.kind, source::SrcKind::Null) {
            continue;
        }
        // `doc.N` is kept only for the documents after it: the last one is not held twice
        session.tags.keep_documents = docs.peek().is_some();
        match flow(
            d,
            template.clone(),
            stubs.clone(),
            session,
            opts,
            false,
            None,
        ) {
            Ok(Flowed::Value(Some(v))) => out.push(into_value(v, unescape_of(opts))),
            Ok(_) => {}
            Err(mut e) => errors.append(&mut e),
        }
    }
    if !errors.is_empty() {
        return Err(MergeError::Unresolved(errors));
    }
    Ok(out)
}

/// [`to_value_with`], consuming `v`: the parts of `v` nothing else shares are freed as they
/// are converted, so a large result is not held twice.
pub(crate) fn into_value(v: Val, unescape: Unescape) -> Value {
    match v {
        Val::List(l) => match Arc::try_unwrap(l) {
            Ok(items) => Value::List(Arc::new(
                items
                    .into_iter()
                    .filter(|e| !matches!(e, Val::Undefined))
                    .map(|e| into_value(e, unescape))
                    .collect(),
            )),
            Err(shared) => to_value_esc(&Val::List(shared), unescape),
        },
        Val::Map(m) => match Arc::try_unwrap(m) {
            Ok(fields) => Value::Map(Arc::new(
                fields
                    .into_iter()
                    .filter(|(_, e)| !matches!(e, Val::Undefined))
                    .map(|(k, e)| {
                        let k = if unescape.whole { unescape_key(&k) } else { k };
                        (k, into_value(e, unescape))
                    })
                    .collect(),
            )),
            Err(shared) => to_value_esc(&Val::Map(shared), unescape),
        },
        other => to_value_esc(&other, unescape),
    }
}

/// The flags of [`Unescape`] for a merge's options.
fn unescape_of(opts: &MergeOptions) -> Unescape {
    Unescape {
        whole: !opts.preserve_escapes,
        embedded: !opts.preserve_escapes && opts.features.interpolation,
    }
}

/// A source tree as interchange data (expressions as their text).
pub fn src_to_value(s: &Src) -> Value {
    to_value_with(&source::src_to_val(s), false)
}

/// Interchange data as a dynaml value (`--bindings`, `--define`, `--evaluate`).
pub fn value_to_val(v: &Value) -> Val {
    match v {
        Value::Null => Val::Null,
        Value::Bool(b) => Val::Bool(*b),
        Value::Number(Number::Int(i)) => Val::Int(*i),
        Value::Number(Number::Float(f)) => Val::Float(*f),
        Value::Number(n) => Val::Str(n.to_string().into()),
        Value::String(s) => Val::Str(s.clone()),
        Value::List(l) => Val::List(Arc::new(l.iter().map(value_to_val).collect())),
        Value::Map(m) => Val::Map(Arc::new(
            m.iter()
                .map(|(k, e)| (k.clone(), value_to_val(e)))
                .collect(),
        )),
    }
}

/// Evaluates the dynaml expression `expr` with the fields of the map `doc` in scope, as
/// `spiff merge --evaluate` does with the merged document.
pub fn evaluate(
    doc: &Value,
    expr: &str,
    opts: &MergeOptions,
    session: &mut Session,
) -> Result<Value, String> {
    use source::{ExprSrc, SrcKind};
    let Value::Map(m) = doc else {
        return Err("no map document".into());
    };
    let parsed =
        parser::parse(expr).map_err(|e| format!("invalid expression {expr:?}: {}", e.message))?;
    // the expression is a field the document cannot have (keys are never empty)
    let key = smol_str::SmolStr::default();
    let span = strata_core::Span::default();
    let mut fields: Vec<(smol_str::SmolStr, Src)> = m
        .iter()
        .map(|(k, v)| {
            (
                k.clone(),
                Src {
                    kind: SrcKind::Value(value_to_val(v)),
                    span,
                },
            )
        })
        .collect();
    fields.retain(|(k, _)| !k.is_empty());
    fields.push((
        key.clone(),
        Src {
            kind: SrcKind::Expr(Arc::new(ExprSrc::parsed(
                format!("(( {expr} ))").into(),
                Ok(parsed),
            ))),
            span,
        },
    ));
    let src = Src {
        kind: SrcKind::Map {
            fields,
            key_tag: None,
        },
        span,
    };
    let info = FileInfo {
        name: "<expr>".into(),
        dir: ".".into(),
    };
    match flow(
        std::borrow::Cow::Owned(src),
        info,
        Arc::new(Vec::new()),
        session,
        opts,
        false,
        None,
    ) {
        Ok(Flowed::Value(Some(Val::Map(out)))) => {
            Ok(out.get(&key).map(to_value).unwrap_or(Value::Null))
        }
        Ok(_) => Ok(Value::Null),
        Err(list) => Err(format!(
            "expression {expr:?} failed: {}",
            list.iter()
                .map(|u| u.message.clone())
                .collect::<Vec<_>>()
                .join("; ")
        )),
    }
}
