//! The block structure of a function-hcl program and its evaluation.
//!
//! This follows function-hcl's evaluator (`internal/evaluator`) step by step, because the
//! order of its checks decides which error a user sees and its texts reach users as results
//! on their composite resources:
//!
//! * Every block body is decoded against its schema by HCL's `Body.Content`
//!   ([`strata_hcl::body`]): every diagnostic of one body is reported together, missing
//!   required arguments first (at the opening brace, zero-width), then unsupported
//!   arguments and block types; a wrong label count is reported at the label or the brace.
//! * `function` blocks are defined first ([`define_functions`]); then the top level is
//!   processed as a group: its `locals` ([`crate::locals::process_locals`]), then every block
//!   in source order. Each block decodes its body, creates its `self`, processes its locals,
//!   evaluates its `condition`, then its own attributes and child blocks.
//! * Errors travel with the warnings gathered so far, as HCL diagnostics do: the first
//!   error aborts the evaluation, and the FATAL message is HCL's `Diagnostics.Error()` of
//!   them (errors first): `<range>: <summary>; <detail>, and N other diagnostic(s)`.
//! * Incomplete values (evaluation errors, or values not wholly known) discard their block
//!   ([`Discard`]); their errors are kept as warnings.
//!
//! Over 1,500 lines on purpose: the block structure and its evaluation follow function-hcl's
//! evaluator step by step in one place, since the order of its checks decides which error a
//! user sees.

use crate::calls::{
    diagnostic_error, has_errors, subexpressions, Evaluator, Functions, UserFunction,
};
use crate::locals::{error_at, process_locals, to_warning, ProgramLocals};
use crate::model::{Match, Ready, Resource, ResourceSelector};
use crate::request::{Observed, COLLECTION_BASE, COLLECTION_INDEX};
use crate::scope::Env;
use crate::values::{from_hcl, from_hcl_sized, type_name};
use base64::Engine as _;
use indexmap::IndexMap;
use smol_str::SmolStr;
use std::collections::{BTreeMap, BTreeSet, HashMap};
use std::sync::{Arc, LazyLock, Weak};
use strata_core::{Diagnostic, Map, SourceMap, Span, Value as CoreValue};
use strata_hcl::ast::{Block, Expr, ExprKind, NativeBody};
use strata_hcl::body::{AttributeSchema, BlockHeaderSchema, Body, BodySchema};
use strata_hcl::expr::native_variables;
use strata_hcl_types::{Type, Value};

/// Diagnostics, in the order they were produced.
pub type Diags = Vec<Diagnostic>;

/// What was dropped from the output.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum DiscardKind {
    /// A `resource` block (or one member of a collection).
    Resource,
    /// A `resources` collection.
    Resources,
    /// A `group` block.
    Group,
    /// A `composite status` block.
    CompositeStatus,
    /// A `composite connection` block (or one of its keys).
    CompositeConnection,
    /// A `ready` block.
    ResourceReady,
    /// A `context` block.
    Context,
    /// A `requirement` block.
    Requirement,
}

impl DiscardKind {
    /// The name function-hcl prints.
    pub fn as_str(self) -> &'static str {
        match self {
            DiscardKind::Resource => "resource",
            DiscardKind::Resources => "resources",
            DiscardKind::Group => "group",
            DiscardKind::CompositeStatus => "composite-status",
            DiscardKind::CompositeConnection => "composite-connection",
            DiscardKind::ResourceReady => "resource-ready",
            DiscardKind::Context => "context",
            DiscardKind::Requirement => "requirement",
        }
    }
}

/// Why something was dropped from the output.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum DiscardReason {
    /// Its `condition` was false (not reported).
    UserCondition,
    /// A value it needs could not be computed.
    Incomplete,
    /// A connection detail is not base64.
    BadSecret,
}

impl DiscardReason {
    /// The name function-hcl prints (the reason of the warning result).
    pub fn as_str(self) -> &'static str {
        match self {
            DiscardReason::UserCondition => "user-condition",
            DiscardReason::Incomplete => "incomplete",
            DiscardReason::BadSecret => "bad-secret",
        }
    }
}

/// Why a block was dropped from the output.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Discard {
    /// What was dropped.
    pub kind: DiscardKind,
    /// Its name (empty for unnamed blocks).
    pub name: String,
    /// Why.
    pub reason: DiscardReason,
    /// The range of the block's expression, as `file:L,C-C`.
    pub range: String,
    /// Explanations, one per line.
    pub lines: Vec<String>,
}

impl Discard {
    /// Whether the discard is a false condition (not reported).
    pub fn is_user_condition(&self) -> bool {
        self.reason == DiscardReason::UserCondition
    }

    /// The message of the warning result reporting this discard.
    pub fn message(&self) -> String {
        let mut s = format!(
            "{}:discarded {} {}",
            self.range,
            self.kind.as_str(),
            self.name
        );
        for l in &self.lines {
            s.push('\n');
            s.push_str(l);
        }
        s
    }
}

/// Everything a program produced.
#[derive(Debug, Default)]
pub struct Outcome {
    /// Desired composed resources in the order produced, with their readiness (and no
    /// connection details): the response's resources as they are.
    pub resources: IndexMap<String, Resource>,
    /// The unified composite status, if any `composite status` block produced one.
    pub status: Option<CoreValue>,
    /// The unified composite connection details, if any block produced them.
    pub connection: Option<IndexMap<String, Vec<u8>>>,
    /// Context keys written, with their unified values.
    pub context: IndexMap<String, CoreValue>,
    /// Extra resources required, by requirement name.
    pub requirements: IndexMap<String, ResourceSelector>,
    /// Blocks dropped, in the order met.
    pub discards: Vec<Discard>,
    /// Warnings: errors of failed locals and of discarded blocks.
    pub warnings: Vec<Diagnostic>,
}

/// Why a program failed.
#[derive(Debug)]
pub enum Failure {
    /// HCL diagnostics (at least one error), in the order produced.
    Diags(Diags),
    /// A failure without a range (unifying the outputs of several blocks).
    Message(String),
}

impl Failure {
    /// The text after `evaluate hcl: `: HCL's `Diagnostics.Error()` of the diagnostics sorted
    /// by severity (errors first), or the message.
    pub fn text(&self, map: &SourceMap) -> String {
        match self {
            Failure::Diags(d) => {
                let mut sorted: Vec<&Diagnostic> = d.iter().filter(|d| d.is_error()).collect();
                sorted.extend(d.iter().filter(|d| !d.is_error()));
                let Some(first) = sorted.first() else {
                    return "no diagnostics".into();
                };
                let mut s = diagnostic_error(Some(map), first);
                if sorted.len() > 1 {
                    s.push_str(&format!(", and {} other diagnostic(s)", sorted.len() - 1));
                }
                s
            }
            Failure::Message(m) => m.clone(),
        }
    }
}

/// Formats a span the way HCL prints ranges: `file:L,C-C` or `file:L,C-L,C`.
pub use strata_hcl::range_text;

/// Whether `name` is an identifier as function-hcl checks function and argument names:
/// `^[a-zA-Z_][a-zA-Z0-9_-]*$` (its `hclutils.reIdent`). This is deliberately not the HCL
/// scanner's rule (Unicode `ID_Start`/`ID_Continue`): function-hcl refuses a name such as `é`
/// that HCL itself would read as an identifier.
pub fn is_identifier(name: &str) -> bool {
    let mut chars = name.chars();
    match chars.next() {
        Some(c) if c.is_ascii_alphabetic() || c == '_' => {}
        _ => return false,
    }
    chars.all(|c| c.is_ascii_alphanumeric() || c == '_' || c == '-')
}

/// The schemas of function-hcl's blocks (its `schemas.go` and the function processor's).
pub struct Schemas {
    /// The top level of each file.
    pub top: BodySchema,
    /// `group`.
    pub group: BodySchema,
    /// `resource`.
    pub resource: BodySchema,
    /// `resources`.
    pub resources: BodySchema,
    /// `template` inside `resources`.
    pub template: BodySchema,
    /// `composite`.
    pub composite: BodySchema,
    /// `context`.
    pub context: BodySchema,
    /// `ready`.
    pub ready: BodySchema,
    /// `requirement`.
    pub requirement: BodySchema,
    /// `select` inside `requirement`.
    pub select: BodySchema,
    /// `function`.
    pub function: BodySchema,
    /// `arg` inside `function`.
    pub arg: BodySchema,
}

fn schema(attrs: &[(&str, bool)], blocks: &[(&str, &[&str])]) -> BodySchema {
    BodySchema {
        attributes: attrs
            .iter()
            .map(|(n, r)| AttributeSchema {
                name: SmolStr::new(n),
                required: *r,
            })
            .collect(),
        blocks: blocks
            .iter()
            .map(|(t, labels)| BlockHeaderSchema {
                type_name: SmolStr::new(t),
                label_names: labels.iter().map(SmolStr::new).collect(),
            })
            .collect(),
    }
}

/// The schemas, built once.
pub static SCHEMAS: LazyLock<Schemas> = LazyLock::new(|| {
    let base: &[(&str, &[&str])] = &[
        ("locals", &[]),
        ("group", &[]),
        ("resource", &["name"]),
        ("resources", &["baseName"]),
        ("composite", &["object"]),
        ("context", &[]),
        ("requirement", &["name"]),
    ];
    let mut top = base.to_vec();
    top.push(("function", &["name"]));
    let resource_blocks: &[(&str, &[&str])] = &[
        ("locals", &[]),
        ("ready", &[]),
        ("composite", &["object"]),
        ("context", &[]),
    ];
    Schemas {
        top: schema(&[], &top),
        group: schema(&[("condition", false)], base),
        resource: schema(&[("body", true), ("condition", false)], resource_blocks),
        resources: schema(
            &[("condition", false), ("for_each", true), ("name", false)],
            &[
                ("locals", &[]),
                ("composite", &["object"]),
                ("template", &[]),
                ("context", &[]),
            ],
        ),
        template: schema(&[("body", true)], resource_blocks),
        composite: schema(&[("body", true)], &[("locals", &[])]),
        context: schema(&[("key", true), ("value", true)], &[("locals", &[])]),
        ready: schema(&[("value", true)], &[("locals", &[])]),
        requirement: schema(&[("condition", false)], &[("locals", &[]), ("select", &[])]),
        select: schema(
            &[
                ("apiVersion", true),
                ("kind", true),
                ("matchName", false),
                ("matchLabels", false),
            ],
            &[],
        ),
        function: schema(
            &[("description", false), ("body", true)],
            &[("arg", &["name"]), ("locals", &[])],
        ),
        arg: schema(&[("description", false), ("default", false)], &[]),
    }
});

/// The most (body, schema) pairs a thread keeps the [`content`] diagnostics of.
const CONTENT_MEMO_ENTRIES: usize = 256;

/// The diagnostics of decoding `body` against `schema` with HCL's `Body.Content`.
///
/// They depend on the program text alone, and a cached program's blocks are the same shared
/// bodies on every request: so each thread remembers them for up to 256 (body, schema) pairs
/// it checked (`CONTENT_MEMO_ENTRIES`), keyed by the body's and the schema's addresses.
/// An entry holds a weak reference to its body: the body's allocation stays while the entry
/// does, so its address cannot be reused by another body meanwhile, without keeping a dropped
/// program's tree (the schemas are statics); the memo is emptied when full.
pub fn content(body: &Arc<NativeBody>, schema: &'static BodySchema) -> Diags {
    type Memo = HashMap<(usize, usize), (Weak<NativeBody>, Diags), foldhash::fast::RandomState>;
    thread_local! {
        static MEMO: std::cell::RefCell<Memo> = std::cell::RefCell::new(Memo::default());
    }
    let key = (
        Arc::as_ptr(body) as usize,
        std::ptr::from_ref(schema) as usize,
    );
    let hit = MEMO.with(|m| m.borrow().get(&key).map(|(_, d)| d.clone()));
    if let Some(d) = hit {
        return d;
    }
    let diags = Body::from_native(body.clone()).content(schema).1;
    MEMO.with(|m| {
        let mut m = m.borrow_mut();
        if m.len() >= CONTENT_MEMO_ENTRIES {
            m.clear();
        }
        m.insert(key, (Arc::downgrade(body), diags.clone()));
    });
    diags
}

/// The most resource names a thread keeps the [`unobserved_self`] object of.
const SELF_MEMO_ENTRIES: usize = 256;

/// `self` of the resource `name` when it is not observed and its scope has no `self`:
/// `{name, resource = null, connection = null}`, which depends on the name alone, so each
/// thread keeps it for the last [`SELF_MEMO_ENTRIES`] names (the memo is emptied when full)
/// instead of building the object on every request.
fn unobserved_self(name: &str) -> Value {
    type Memo = HashMap<String, Value, foldhash::fast::RandomState>;
    thread_local! {
        static MEMO: std::cell::RefCell<Memo> = std::cell::RefCell::new(Memo::default());
    }
    if let Some(v) = MEMO.with(|m| m.borrow().get(name).cloned()) {
        return v;
    }
    let mut m = BTreeMap::new();
    m.insert("name".to_string(), Value::string(name));
    m.insert("resource".to_string(), Value::dynamic_null());
    m.insert("connection".to_string(), Value::dynamic_null());
    let v = Value::object(m);
    MEMO.with(|m| {
        let mut m = m.borrow_mut();
        if m.len() >= SELF_MEMO_ENTRIES {
            m.clear();
        }
        m.insert(name.to_string(), v.clone());
    });
    v
}

fn blocks<'b>(body: &'b NativeBody, ty: &'b str) -> impl Iterator<Item = &'b Block> + 'b {
    body.blocks.iter().filter(move |b| b.type_name == ty)
}

fn label(b: &Block) -> String {
    // A copy of the text: `to_string` would go through `Display` and the formatter's padding.
    b.labels
        .first()
        .map(|l| String::from(l.as_str()))
        .unwrap_or_default()
}

/// An error diagnostic without a range.
fn plain_error(summary: impl Into<String>) -> Diagnostic {
    Diagnostic::error(summary, "")
}

fn downgraded(diags: &[Diagnostic]) -> impl Iterator<Item = Diagnostic> + '_ {
    diags.iter().cloned().map(to_warning)
}

/// Evaluates `e` with no variables and no functions (`&hcl.EvalContext{}`), as function-hcl
/// evaluates constants.
fn eval_constant(e: &Expr) -> (Value, Diags) {
    strata_hcl::eval::evaluate_native(e, None)
}

/// Defines the user functions of the top-level `function` blocks, in function-hcl's order:
/// each block's schema, name, description, arguments (schema, name, description, constant
/// default, duplicates) and locals, then duplicate names; then, for every function, the
/// references of its locals and body and the `invoke` calls of its body.
pub fn define_functions(
    bodies: &[Arc<NativeBody>],
    builtin: Arc<strata_hcl::EvalContext>,
) -> Result<Functions, Diags> {
    let mut funcs = Functions {
        builtin,
        user: Arc::new(BTreeMap::new()),
    };
    let probe = Evaluator::new(&funcs);
    let mut defs: Vec<(UserFunction, &Block)> = Vec::new();
    for body in bodies {
        for b in blocks(body, "function") {
            let f = define_function(b, &probe)?;
            if defs.iter().any(|(d, _)| d.name == f.name) {
                return Err(vec![error_at(
                    "duplicate function declaration",
                    f.name.as_str(),
                    b.def_span(),
                )]);
            }
            defs.push((f, b));
        }
    }
    funcs.user = Arc::new(
        defs.iter()
            .map(|(f, _)| (f.name.clone(), f.clone()))
            .collect(),
    );
    let mut diags = Vec::new();
    for (f, b) in &defs {
        let mut env = Env::root();
        for (n, d) in &f.args {
            env.set(n, d.clone().unwrap_or_else(Value::dynamic));
        }
        let (d, _) = process_locals(&probe, &mut env, &b.body);
        if has_errors(&d) {
            return Err(d);
        }
        for t in native_variables(&f.body) {
            if !env.has(&t.root) {
                diags.push(error_at(
                    format!("function {}: reference to non-existent variable", f.name),
                    t.root.as_str(),
                    t.span(),
                ));
            }
        }
        diags.extend(check_invokes(&f.body, &funcs));
    }
    if has_errors(&diags) {
        return Err(diags);
    }
    Ok(funcs)
}

fn define_function(b: &Block, probe: &Evaluator) -> Result<UserFunction, Diags> {
    let d = content(&b.body, &SCHEMAS.function);
    if has_errors(&d) {
        return Err(d);
    }
    let name = label(b);
    let label_span = b.label_spans.first().copied().unwrap_or(b.type_span);
    if !is_identifier(&name) {
        return Err(vec![error_at(
            format!("function {name:?} : name must be an identifier"),
            "",
            label_span,
        )]);
    }
    if let Some(desc) = b.body.attributes.get("description") {
        if !constant_string(&desc.expr) {
            return Err(vec![error_at(
                format!("function {name} : description is not a constant string"),
                "",
                desc.span,
            )]);
        }
    }
    let mut args: Vec<(SmolStr, Option<Value>)> = Vec::new();
    for a in blocks(&b.body, "arg") {
        let d = content(&a.body, &SCHEMAS.arg);
        if has_errors(&d) {
            return Err(d);
        }
        let an = label(a);
        if !is_identifier(&an) {
            return Err(vec![error_at(
                format!("function {name:?}, arg {an:?} : name must be an identifier"),
                "",
                a.label_spans.first().copied().unwrap_or(a.type_span),
            )]);
        }
        if let Some(desc) = a.body.attributes.get("description") {
            if !constant_string(&desc.expr) {
                return Err(vec![error_at(
                    format!("function {name:?}, arg {an:?} : description is not a constant string"),
                    "",
                    desc.span,
                )]);
            }
        }
        let default = match a.body.attributes.get("default") {
            None => None,
            Some(d) => {
                let (v, _) = eval_constant(&d.expr);
                if !v.is_wholly_known() {
                    return Err(vec![error_at(
                        format!("function {name:?}, args {an:?}: default is not a constant"),
                        "",
                        d.span,
                    )]);
                }
                Some(v)
            }
        };
        if args.iter().any(|(n, _)| n.as_str() == an) {
            return Err(vec![error_at(
                format!("function {name}: duplicate definition of argument"),
                an.as_str(),
                a.def_span(),
            )]);
        }
        args.push((SmolStr::new(&an), default));
    }
    let mut env = Env::root();
    for (n, d) in &args {
        env.set(n, d.clone().unwrap_or_else(Value::dynamic));
    }
    let (d, locals) = process_locals(probe, &mut env, &b.body);
    if has_errors(&d) {
        return Err(d);
    }
    let body = match b.body.attributes.get("body") {
        Some(a) => a.expr.clone(),
        None => Arc::new(Expr::new(ExprKind::Invalid, b.open_brace_span)),
    };
    Ok(UserFunction {
        name: SmolStr::new(&name),
        args,
        locals,
        body,
    })
}

/// Whether `e` is a wholly known string without variables or functions.
fn constant_string(e: &Expr) -> bool {
    let (v, _) = eval_constant(e);
    v.is_wholly_known() && !v.is_null() && *v.ty() == Type::String
}

/// Checks the `invoke` calls of a user function's body statically: two arguments, a static
/// string name, naming a user function. Every problem is reported.
fn check_invokes(e: &Expr, funcs: &Functions) -> Diags {
    let mut calls: Vec<&Expr> = subexpressions(e)
        .into_iter()
        .filter(|n| matches!(&n.kind, ExprKind::FunctionCall(c) if c.name == "invoke"))
        .collect();
    strata_core::sort::sort_by_key(&mut calls, |n| {
        (n.span.start, std::cmp::Reverse(n.span.end))
    });
    let mut diags = Vec::new();
    for node in calls {
        let ExprKind::FunctionCall(call) = &node.kind else {
            continue;
        };
        if call.args.len() != 2 {
            diags.push(error_at(
                "user function invocation has incorrect number of arguments",
                format!("want 2, got {}", call.args.len()),
                node.span,
            ));
            continue;
        }
        let (v, _) = eval_constant(&call.args[0]);
        if !(v.is_wholly_known() && !v.is_null() && *v.ty() == Type::String) {
            diags.push(error_at(
                "user function invocation is not via a static string",
                "",
                call.args[0].span,
            ));
            continue;
        }
        let fname = v.as_str().unwrap_or_default();
        if !funcs.user.contains_key(fname) {
            diags.push(error_at(
                format!("invoke called on unknown function: {fname:?}"),
                "",
                call.args[0].span,
            ));
        }
    }
    diags
}

/// Evaluates a program.
pub struct Interp<'a> {
    map: &'a SourceMap,
    ev: Evaluator,
    observed: &'a Observed,
    out: Outcome,
    /// Every variable traversal of the program (to name the expression of a diagnostic).
    traversals: &'a [Span],
    /// The program's files' top-level bodies.
    bodies: &'a [Arc<NativeBody>],
    /// The locals of every scope of the program.
    locals: &'a ProgramLocals,
    /// Requirement names met (emitted or discarded), for the duplicate check.
    requirement_names: BTreeSet<String>,
    statuses: Vec<CoreValue>,
    connections: Vec<IndexMap<String, Vec<u8>>>,
    contexts: Vec<(String, CoreValue)>,
    ready: Vec<(String, Ready)>,
}

/// The spans of every variable traversal in `bodies`, sorted by start.
pub fn traversal_spans(bodies: &[Arc<NativeBody>]) -> Vec<Span> {
    let mut out = Vec::new();
    let mut stack: Vec<&NativeBody> = bodies.iter().map(|b| &**b).collect();
    while let Some(b) = stack.pop() {
        for a in b.attributes.values() {
            out.extend(native_variables(&a.expr).iter().map(|t| t.span()));
        }
        stack.extend(b.blocks.iter().map(|b| &*b.body));
    }
    strata_core::sort::sort_by_key(&mut out, |s| (s.file, s.start, s.end));
    out
}

impl<'a> Interp<'a> {
    /// An interpreter of one request of the prepared program whose files are `map`, whose
    /// top-level bodies are `bodies` (as `crate::prepared::Program` holds them).
    pub fn new(
        map: &'a SourceMap,
        funcs: &'a Functions,
        traversals: &'a [Span],
        bodies: &'a [Arc<NativeBody>],
        locals: &'a ProgramLocals,
        observed: &'a Observed,
    ) -> Interp<'a> {
        Interp {
            map,
            ev: Evaluator::new(funcs),
            observed,
            out: Outcome::default(),
            traversals,
            bodies,
            locals,
            requirement_names: BTreeSet::new(),
            statuses: Vec::new(),
            connections: Vec::new(),
            contexts: Vec::new(),
            ready: Vec::new(),
        }
    }

    /// Runs the program (its files' top-level bodies were decoded against the top-level
    /// schema when it was prepared).
    pub fn run(mut self) -> Result<Outcome, Failure> {
        // `req` is the root's one variable.
        let mut root = Env::root_with_capacity(1);
        root.set_name(SmolStr::new_static("req"), self.observed.req.clone());
        let bodies = self.bodies;
        let top = bodies.iter().flat_map(|b| b.blocks.iter());
        // Room for the top level's resources at once: inserting into the empty map would grow
        // its table and its entries on the first insert.
        let resources = top.clone().filter(|b| b.type_name == "resource").count();
        self.out.resources.reserve(resources);
        let diags = self.group_blocks(&root, top, None);
        if has_errors(&diags) {
            return Err(Failure::Diags(diags));
        }
        self.out.warnings.extend(diags);
        self.finish()?;
        Ok(self.out)
    }

    /// Unifies what several blocks wrote (function-hcl's `toResponse`).
    fn finish(&mut self) -> Result<(), Failure> {
        if !self.statuses.is_empty() {
            let mut st = CoreValue::map(Map::new());
            for s in std::mem::take(&mut self.statuses) {
                unify(&mut st, s, &mut Vec::new())
                    .map_err(|m| Failure::Message(format!("unify composite status: {m}")))?;
            }
            self.out.status = Some(st);
        }
        if !self.connections.is_empty() {
            let mut all: IndexMap<String, Vec<u8>> = IndexMap::new();
            for c in std::mem::take(&mut self.connections) {
                for (k, v) in c {
                    match all.get(&k) {
                        Some(old) if *old != v => {
                            return Err(Failure::Message(format!(
                                "unify composite connection: values for key {k} not equal"
                            )))
                        }
                        Some(_) => {}
                        None => {
                            all.insert(k, v);
                        }
                    }
                }
            }
            self.out.connection = Some(all);
        }
        if !self.contexts.is_empty() {
            let mut ctx = CoreValue::map(Map::new());
            for (k, v) in std::mem::take(&mut self.contexts) {
                let mut m = Map::new();
                m.insert(k.into(), v);
                unify(&mut ctx, CoreValue::map(m), &mut Vec::new())
                    .map_err(|m| Failure::Message(format!("unify context: {m}")))?;
            }
            if let CoreValue::Map(m) = ctx {
                for (k, v) in m.iter() {
                    self.out.context.insert(k.to_string(), v.clone());
                }
            }
        }
        for (name, r) in std::mem::take(&mut self.ready) {
            if let Some(slot) = self.out.resources.get_mut(&name) {
                slot.ready = r;
            }
        }
        Ok(())
    }

    /// The source text of `span`.
    fn source(&self, span: Span) -> &str {
        let text = self.map.text(span.file);
        text.get(span.start as usize..span.end as usize)
            .unwrap_or("[unknown source]")
    }

    /// function-hcl's `messagesFromDiags`: for each diagnostic, the source of the expression
    /// it is about (when known) and its `Error()` text, joined by `, `.
    fn messages(&self, diags: &[Diagnostic]) -> Vec<String> {
        diags
            .iter()
            .map(|d| {
                let mut parts = Vec::new();
                let expr = d.subject.and_then(|s| {
                    self.traversals
                        .iter()
                        .filter(|t| t.file == s.file && t.start <= s.start && s.end <= t.end)
                        .min_by_key(|t| t.end - t.start)
                        .copied()
                });
                if let Some(span) = expr.or(d.context) {
                    parts.push(self.source(span).to_string());
                }
                parts.push(diagnostic_error(Some(self.map), d));
                parts.join(", ")
            })
            .collect()
    }

    fn discard(
        &mut self,
        kind: DiscardKind,
        name: &str,
        reason: DiscardReason,
        span: Span,
        lines: Vec<String>,
    ) {
        let range = range_text(self.map, span);
        self.out.discards.push(Discard {
            kind,
            name: name.to_string(),
            reason,
            range,
            lines,
        });
    }

    fn eval(&self, e: &Expr, env: &Env) -> (Value, Diags) {
        let mut diags = Vec::new();
        let v = self.ev.eval(e, env, &mut diags);
        (v, diags)
    }

    /// The unknown leaves of the values of `e`'s variables (`unknown values: ...`).
    fn unknown_paths(&self, e: &Expr, env: &Env, diags: &mut Diags) -> Vec<String> {
        let mut out = Vec::new();
        for t in native_variables(e) {
            let v = match env.get(&t.root) {
                Some(v) => {
                    let (v, mut d) = t.traverse(&v);
                    diags.append(&mut d);
                    v
                }
                None => Value::dynamic(),
            };
            let source = self.source(t.span()).to_string();
            let mut paths = Vec::new();
            unknown_leaves(&v, &mut String::new(), &mut paths, 0);
            if paths.is_empty() && !v.is_wholly_known() {
                out.push(source.clone());
            }
            out.extend(paths.into_iter().map(|p| format!("{source}{p}")));
        }
        out
    }

    /// Evaluates a block's `condition` (true when absent), function-hcl's
    /// `evaluateCondition`. An incomplete condition is false and discards the block.
    fn condition(
        &mut self,
        body: &NativeBody,
        env: &Env,
        kind: DiscardKind,
        name: &str,
    ) -> (bool, Diags) {
        let Some(attr) = body.attributes.get("condition") else {
            return (true, Vec::new());
        };
        let (v, ds) = self.eval(&attr.expr, env);
        if has_errors(&ds) || !v.is_wholly_known() {
            let lines = self.messages(&ds);
            self.discard(kind, name, DiscardReason::Incomplete, attr.span, lines);
            // HCL's DowngradeDiags changes the diagnostics in place and function-hcl then
            // appends them to themselves.
            let mut out: Diags = downgraded(&ds).collect();
            out.extend(downgraded(&ds));
            return (false, out);
        }
        match v.as_bool() {
            Some(b) if !v.is_null() => {
                if !b {
                    self.discard(
                        kind,
                        name,
                        DiscardReason::UserCondition,
                        attr.span,
                        Vec::new(),
                    );
                }
                (b, ds)
            }
            _ => {
                let mut ds = ds;
                ds.push(plain_error(format!(
                    "got type {}, expected {}",
                    go_fmt_type(v.ty()),
                    go_fmt_type(&Type::Bool)
                )));
                (false, ds)
            }
        }
    }

    /// function-hcl's `processGroup` after the group's body was decoded: locals, condition,
    /// then the child blocks in order.
    /// `children` is an iterator (the blocks of every file at the top level, a group's blocks
    /// inside it), not a vector collected for the call.
    fn group_blocks<'b>(
        &mut self,
        parent: &Env,
        children: impl Iterator<Item = &'b Block>,
        body: Option<&NativeBody>,
    ) -> Diags {
        let locals = match body {
            Some(b) => self.locals.of_body(b),
            // The top level: the locals blocks of every file, as one scope.
            None => std::borrow::Cow::Borrowed(self.locals.top()),
        };
        // A scope of its own only for locals: without any (the usual top level), the blocks
        // see the same variables in the parent's scope, one link fewer for every lookup.
        let mut own = None;
        let mut diags = Vec::new();
        if !locals.declares_none() {
            diags = locals.run(&self.ev, own.insert(Env::child(parent)));
        }
        let env = own.as_ref().unwrap_or(parent);
        if has_errors(&diags) {
            return diags;
        }
        if let Some(b) = body {
            let (cond, ds) = self.condition(b, env, DiscardKind::Group, "");
            let failed = has_errors(&ds);
            diags.extend(ds);
            if failed {
                diags.push(plain_error("unable to evaluate condition"));
                return diags;
            }
            if !cond {
                return Vec::new();
            }
        }
        for b in children {
            let cur = match b.type_name.as_str() {
                "group" => {
                    let ds = content(&b.body, &SCHEMAS.group);
                    if has_errors(&ds) {
                        diags.extend(ds);
                        return diags;
                    }
                    let mut cur = ds;
                    cur.extend(self.group_blocks(env, b.body.blocks.iter(), Some(&b.body)));
                    cur
                }
                "resource" => self.process_resource(b, env),
                "resources" => self.process_collection(b, env),
                "context" => self.process_context(b, env),
                "composite" => self.process_composite(b, env),
                "requirement" => self.process_requirement(b, env),
                _ => Vec::new(),
            };
            let failed = has_errors(&cur);
            diags.extend(cur);
            if failed {
                return diags;
            }
        }
        diags
    }

    fn observed_pair(&self, name: &str) -> (Value, Value) {
        self.observed
            .resource
            .get(name)
            .cloned()
            .unwrap_or_else(|| (Value::dynamic_null(), Value::dynamic_null()))
    }

    fn observed_collection(&self, base: &str) -> (Value, Value) {
        match self.observed.collections.get(base) {
            Some((b, c)) => (Value::tuple(b.clone()), Value::tuple(c.clone())),
            None => (Value::dynamic_null(), Value::dynamic_null()),
        }
    }

    /// `self` extended with `vars` (function-hcl's `createSelfChildContext`). A resource that
    /// is not observed, in a scope without `self`, gets [`unobserved_self`].
    fn self_with(env: &Env, vars: Vec<(&str, Value)>) -> Value {
        let mut m: BTreeMap<String, Value> = env
            .get("self")
            .and_then(|s| s.as_attributes().cloned())
            .unwrap_or_default();
        for (k, v) in vars {
            m.insert(k.to_string(), v);
        }
        Value::object(m)
    }

    fn process_resource(&mut self, b: &Block, env: &Env) -> Diags {
        let name = label(b);
        let diags = content(&b.body, &SCHEMAS.resource);
        if has_errors(&diags) {
            return diags;
        }
        let mut diags = diags;
        diags.extend(self.add_resource(env, &name, &b.body, None));
        diags
    }

    /// function-hcl's `addResource`.
    fn add_resource(
        &mut self,
        parent: &Env,
        name: &str,
        body: &NativeBody,
        member: Option<(&str, usize)>,
    ) -> Diags {
        if self.out.resources.contains_key(name) {
            return vec![plain_error(format!("duplicate resource {name:?}"))];
        }
        let self_obj = if !self.observed.resource.contains_key(name) && !parent.has("self") {
            unobserved_self(name)
        } else {
            let (res, conn) = self.observed_pair(name);
            Self::self_with(
                parent,
                vec![
                    ("name", Value::string(name)),
                    ("resource", res),
                    ("connection", conn),
                ],
            )
        };
        // The scope holds `self` and the body's locals: room for them all at once.
        let locals = self.locals.of_body(body);
        let mut env = Env::child_with_capacity(parent, 1 + locals.len());
        env.set_name(SmolStr::new_static("self"), self_obj);
        let mut diags = locals.run(&self.ev, &mut env);
        if has_errors(&diags) {
            return diags;
        }
        let Some(body_attr) = body.attributes.get("body") else {
            return vec![plain_error(format!(
                "internal error: no body in content block for {name:?}"
            ))];
        };
        let (cond, ds) = self.condition(body, &env, DiscardKind::Resource, name);
        let failed = has_errors(&ds);
        diags.extend(ds);
        if failed {
            diags.push(plain_error(format!(
                "unable to evaluate condition for resource {name}"
            )));
            return diags;
        }
        if !cond {
            return Vec::new();
        }
        let expr = &body_attr.expr;
        // The usual body is evaluated straight to its value (`crate::direct`), charged the
        // steps its evaluation takes; anything else, or a budget that cannot cover them, is
        // evaluated and converted.
        let direct = match crate::direct::body_value(expr, &env) {
            Some((v, steps)) if self.ev.charge(steps) => Some(v),
            _ => None,
        };
        let mut value = match direct {
            Some(v) => v,
            None => match self.evaluated_body(expr, &env, name, &mut diags) {
                Some(v) => v,
                None => return diags,
            },
        };
        if let Some((base, index)) = member {
            annotate(&mut value, base, index);
        }
        self.out.resources.insert(
            name.to_string(),
            Resource {
                resource: value,
                connection_details: IndexMap::new(),
                ready: Ready::Unspecified,
            },
        );
        for child in &body.blocks {
            let cur = match child.type_name.as_str() {
                "composite" => self.process_composite(child, &env),
                "ready" => self.process_ready(child, &env, name),
                "context" => self.process_context(child, &env),
                _ => Vec::new(),
            };
            let failed = has_errors(&cur);
            diags.extend(cur);
            if failed {
                return diags;
            }
        }
        diags
    }

    /// The interchange value of the resource `name`'s body `expr`, evaluated and converted,
    /// with the evaluation's diagnostics appended to `diags`; `None` when the caller returns
    /// `diags` as they are then: the body failed or is incomplete (an existing resource's
    /// error, another's discard with its diagnostics downgraded) or is no object.
    fn evaluated_body(
        &mut self,
        expr: &Expr,
        env: &Env,
        name: &str,
        diags: &mut Diags,
    ) -> Option<CoreValue> {
        let (out, mut ds) = self.eval(expr, env);
        // A body that converts is wholly known (the conversion refuses unknown values): so
        // the usual body is walked once, by the conversion, not first by the known check.
        let converted =
            if has_errors(&ds) || out.is_null() || !(out.ty().is_object() || out.ty().is_map()) {
                None
            } else {
                from_hcl_sized(&out)
            };
        if converted.is_none() && (has_errors(&ds) || !out.is_wholly_known()) {
            let mut context = self.messages(&ds);
            let unknown = self.unknown_paths(expr, env, &mut ds).join(", ");
            if self.observed.names.contains(name) {
                diags.extend(ds);
                diags.push(
                    plain_error(format!(
                        "existing resource {name} could not be evaluated, abort (unknown values: {unknown})"
                    ))
                    .with_subject(expr.span),
                );
                return None;
            }
            context.push(format!("unknown values: {unknown}"));
            self.discard(
                DiscardKind::Resource,
                name,
                DiscardReason::Incomplete,
                expr.span,
                context,
            );
            diags.extend(downgraded(&ds));
            return None;
        }
        diags.extend(ds);
        if converted.is_none() {
            diags.push(
                plain_error(format!("unable to convert resource body to struct: {name}"))
                    .with_subject(expr.span),
            );
        }
        converted
    }

    fn process_ready(&mut self, b: &Block, parent: &Env, name: &str) -> Diags {
        let diags = content(&b.body, &SCHEMAS.ready);
        if has_errors(&diags) {
            return diags;
        }
        let mut diags = diags;
        let mut env = Env::child(parent);
        let ds = self.locals.of_body(&b.body).run(&self.ev, &mut env);
        let failed = has_errors(&ds);
        diags.extend(ds);
        if failed {
            return diags;
        }
        let Some(attr) = b.body.attributes.get("value") else {
            diags.push(
                plain_error(format!(
                    "attribute \"value\" not found in ready block for {name}"
                ))
                .with_subject(b.def_span()),
            );
            return diags;
        };
        let (v, ds) = self.eval(&attr.expr, &env);
        if has_errors(&ds) || !v.is_wholly_known() {
            let lines = self.messages(&diags);
            self.discard(
                DiscardKind::ResourceReady,
                name,
                DiscardReason::Incomplete,
                attr.expr.span,
                lines,
            );
            diags.extend(downgraded(&ds));
            return diags;
        }
        diags.extend(ds);
        let s = match v.as_str() {
            Some(s) if !v.is_null() && *v.ty() == Type::String => s,
            _ => {
                diags.push(error_at(
                    format!("attribute \"value\" not a string in ready block for {name}"),
                    "",
                    attr.expr.span,
                ));
                return diags;
            }
        };
        let Some(ready) = Ready::from_name(s) else {
            diags.push(error_at(
                format!(
                    "attribute \"value\" does not have a valid value in ready block for {name}, must be one of {:?}",
                    "READY_FALSE, READY_TRUE, READY_UNSPECIFIED"
                ),
                "",
                attr.expr.span,
            ));
            return diags;
        };
        self.ready.push((name.to_string(), ready));
        diags
    }

    fn process_collection(&mut self, b: &Block, parent: &Env) -> Diags {
        let base = label(b);
        let mut diags = content(&b.body, &SCHEMAS.resources);
        if has_errors(&diags) {
            return diags;
        }
        let mut templates = blocks(&b.body, "template");
        let Some(template) = templates.next() else {
            diags.push(error_at(
                format!("no template block for resource collection {base}"),
                "",
                b.def_span(),
            ));
            return diags;
        };
        if let Some(t) = templates.next() {
            diags.push(error_at(
                format!("multiple template blocks for resource collection {base}"),
                "",
                t.def_span(),
            ));
            return diags;
        }
        let ds = content(&template.body, &SCHEMAS.template);
        let failed = has_errors(&ds);
        diags.extend(ds);
        if failed {
            return diags;
        }
        let (rs, cs) = self.observed_collection(&base);
        let self_obj = Self::self_with(
            parent,
            vec![
                ("basename", Value::string(&base)),
                ("resources", rs),
                ("connections", cs),
            ],
        );
        let mut env = Env::child(parent);
        env.set("self", self_obj);
        let ds = self.locals.of_body(&b.body).run(&self.ev, &mut env);
        let failed = has_errors(&ds);
        diags.extend(ds);
        if failed {
            return diags;
        }
        let (cond, ds) = self.condition(&b.body, &env, DiscardKind::Resources, &base);
        let failed = has_errors(&ds);
        diags.extend(ds);
        if failed {
            diags.push(error_at(
                format!("unable to evaluate condition for resource collection {base}"),
                "",
                b.def_span(),
            ));
            return diags;
        }
        if !cond {
            return diags;
        }
        let Some(fe) = b.body.attributes.get("for_each") else {
            return diags;
        };
        let (fv, ds) = self.eval(&fe.expr, &env);
        let failed = has_errors(&ds);
        diags.extend(ds);
        if failed {
            diags.push(error_at(
                format!("unable to evaluate for_each for resource collection {base}"),
                "",
                fe.expr.span,
            ));
            return diags;
        }
        let iterable = matches!(
            fv.ty(),
            Type::List(_) | Type::Set(_) | Type::Tuple(_) | Type::Map(_) | Type::Object(_)
        );
        if fv.is_null() || !fv.is_wholly_known() || !iterable {
            diags.push(error_at(
                format!("unable to extract iterations for resource collection {base}"),
                "",
                fe.expr.span,
            ));
            return diags;
        }
        let name_attr = b.body.attributes.get("name");
        for (i, (k, v)) in fv.elements().into_iter().enumerate() {
            let key = if matches!(fv.ty(), Type::List(_) | Type::Tuple(_)) {
                Value::int(i as i64)
            } else {
                k
            };
            let mut each = BTreeMap::new();
            each.insert("key".to_string(), key.clone());
            each.insert("value".to_string(), v);
            let mut ienv = Env::child(&env);
            ienv.set("each", Value::object(each));
            let name = match name_attr {
                Some(na) => {
                    let (nv, ds) = self.eval(&na.expr, &ienv);
                    let failed = has_errors(&ds);
                    diags.extend(ds.iter().cloned());
                    if failed {
                        diags.push(error_at(
                            format!(
                                "unable to evaluate name expression for resource collection {base}"
                            ),
                            "",
                            na.expr.span,
                        ));
                        return diags;
                    }
                    if *nv.ty() != Type::String || nv.is_null() {
                        diags.push(error_at(
                            format!("name produced from evaluating the name expression for collection {base} was not a string"),
                            "",
                            na.expr.span,
                        ));
                        return diags;
                    }
                    if !nv.is_known() {
                        // function-hcl crashes here; strata discards the member instead.
                        let mut lines = self.messages(&ds);
                        let mut extra = Vec::new();
                        let unknown = self.unknown_paths(&na.expr, &ienv, &mut extra);
                        lines.push(format!("unknown values: {}", unknown.join(", ")));
                        self.discard(
                            DiscardKind::Resources,
                            &base,
                            DiscardReason::Incomplete,
                            na.expr.span,
                            lines,
                        );
                        continue;
                    }
                    nv.as_str().unwrap_or_default().to_string()
                }
                None => match strata_hcl_types::convert(&key, &Type::String) {
                    Ok(s) if s.is_known() && !s.is_null() => {
                        format!("{base}-{}", s.as_str().unwrap_or_default())
                    }
                    _ => {
                        diags.push(error_at(
                            format!(
                                "unable to evaluate name expression for resource collection {base}"
                            ),
                            "",
                            fe.expr.span,
                        ));
                        return diags;
                    }
                },
            };
            let ds = self.add_resource(&ienv, &name, &template.body, Some((&base, i)));
            let failed = has_errors(&ds);
            diags.extend(ds);
            if failed {
                return diags;
            }
        }
        for child in &b.body.blocks {
            let cur = match child.type_name.as_str() {
                "composite" => self.process_composite(child, &env),
                "context" => self.process_context(child, &env),
                _ => Vec::new(),
            };
            let failed = has_errors(&cur);
            diags.extend(cur);
            if failed {
                return diags;
            }
        }
        diags
    }

    /// The start of a `composite` and a `context` block: its body checked against `schema`,
    /// then its locals in a scope of their own. `Err` holds what to return when either fails
    /// (when the locals fail, their diagnostics alone, as function-hcl does).
    fn block_scope<'p>(
        &self,
        b: &Block,
        schema: &'static BodySchema,
        parent: &'p Env<'p>,
    ) -> Result<(Env<'p>, Diags), Diags> {
        let mut diags = content(&b.body, schema);
        if has_errors(&diags) {
            return Err(diags);
        }
        let mut env = Env::child(parent);
        let ds = self.locals.of_body(&b.body).run(&self.ev, &mut env);
        if has_errors(&ds) {
            return Err(ds);
        }
        diags.extend(ds);
        Ok((env, diags))
    }

    fn process_composite(&mut self, b: &Block, parent: &Env) -> Diags {
        let (env, mut diags) = match self.block_scope(b, &SCHEMAS.composite, parent) {
            Ok(scope) => scope,
            Err(diags) => return diags,
        };
        let Some(attr) = b.body.attributes.get("body") else {
            return diags;
        };
        let what = label(b);
        match what.as_str() {
            "status" => {
                let (obj, ds) = self.value_map(&attr.expr, &env, DiscardKind::CompositeStatus);
                diags.extend(ds);
                if let Some(obj) = obj {
                    self.statuses.push(obj);
                }
            }
            "connection" => diags.extend(self.connection_details(&attr.expr, &env)),
            _ => diags.push(plain_error(format!("invalid composite label: {what}"))),
        }
        diags
    }

    /// function-hcl's `attributesToValueMap`: the value of `e` as a JSON object, `None` when
    /// it is incomplete (discarded) or null.
    fn value_map(&mut self, e: &Expr, env: &Env, kind: DiscardKind) -> (Option<CoreValue>, Diags) {
        let (v, ds) = self.eval(e, env);
        if has_errors(&ds) || !v.is_wholly_known() {
            let lines = self.messages(&ds);
            self.discard(kind, "", DiscardReason::Incomplete, e.span, lines);
            return (None, downgraded(&ds).collect());
        }
        if v.is_null() {
            return (None, Vec::new());
        }
        let what = match v.ty() {
            Type::Object(_) | Type::Map(_) => None,
            Type::String => Some("string"),
            Type::Number => Some("number"),
            Type::Bool => Some("bool"),
            _ => Some("array"),
        };
        if let Some(what) = what {
            let mut ds = ds;
            ds.push(
                plain_error(format!(
                    "error unmarshaling cty value: json: cannot unmarshal {what} into Go value of type map[string]interface {{}}"
                ))
                .with_subject(e.span),
            );
            return (None, ds);
        }
        match from_hcl(&v) {
            Ok(obj) => (Some(obj), Vec::new()),
            Err(err) => {
                let mut ds = ds;
                ds.push(
                    plain_error(format!("error marshaling cty value: {err}")).with_subject(e.span),
                );
                (None, ds)
            }
        }
    }

    fn connection_details(&mut self, e: &Expr, env: &Env) -> Diags {
        let (obj, mut diags) = self.value_map(e, env, DiscardKind::CompositeConnection);
        let Some(obj) = obj else {
            return diags;
        };
        let mut values = IndexMap::new();
        let mut has_discards = false;
        for (k, v) in obj.as_map().map(|m| m.iter()).into_iter().flatten() {
            let Some(s) = v.as_str() else {
                diags.push(plain_error(format!(
                    "connection key {:?} was not a string, got {}",
                    k.as_str(),
                    go_json_type(v)
                )));
                continue;
            };
            // Go's decoder skips line breaks.
            let cleaned: String = s.chars().filter(|c| *c != '\r' && *c != '\n').collect();
            match base64::engine::general_purpose::STANDARD.decode(cleaned) {
                Ok(bytes) => {
                    values.insert(k.to_string(), bytes);
                }
                Err(_) => {
                    let msg = format!(
                        "connection secret key {:?} not in base64 format",
                        k.as_str()
                    );
                    self.discard(
                        DiscardKind::CompositeConnection,
                        k.as_str(),
                        DiscardReason::BadSecret,
                        e.span,
                        vec![msg.clone()],
                    );
                    diags.push(Diagnostic::warning(msg, ""));
                    has_discards = true;
                }
            }
        }
        if has_discards || has_errors(&diags) {
            return diags;
        }
        self.connections.push(values);
        diags
    }

    fn process_context(&mut self, b: &Block, parent: &Env) -> Diags {
        let (env, mut diags) = match self.block_scope(b, &SCHEMAS.context, parent) {
            Ok(scope) => scope,
            Err(diags) => return diags,
        };
        let (Some(key_attr), Some(value_attr)) =
            (b.body.attributes.get("key"), b.body.attributes.get("value"))
        else {
            return diags;
        };
        let (key, ds) = self.eval(&key_attr.expr, &env);
        let failed = has_errors(&ds);
        let text = crate::calls::diagnostics_text(Some(self.map), &ds);
        diags.extend(ds);
        if failed {
            diags.push(
                Diagnostic::error("unable to evaluate context key", text)
                    .with_subject(key_attr.expr.span),
            );
            return diags;
        }
        if !key.is_wholly_known() {
            diags.push(plain_error("context key is unknown").with_subject(key_attr.expr.span));
            return diags;
        }
        let key = match key.as_str() {
            Some(s) if !key.is_null() && *key.ty() == Type::String => s.to_string(),
            _ => {
                diags.push(
                    plain_error(format!(
                        "context key was not a string, got {}",
                        type_name(&key)
                    ))
                    .with_subject(key_attr.expr.span),
                );
                return diags;
            }
        };
        let (v, ds) = self.eval(&value_attr.expr, &env);
        if has_errors(&diags) || !v.is_wholly_known() {
            let lines = self.messages(&diags);
            self.discard(
                DiscardKind::Context,
                "",
                DiscardReason::Incomplete,
                value_attr.expr.span,
                lines,
            );
            diags.extend(downgraded(&ds));
            return diags;
        }
        diags.extend(ds);
        match from_hcl(&v) {
            Ok(value) => self.contexts.push((key, value)),
            Err(e) => diags.push(
                Diagnostic::error("cannot convert value to interface", e.to_string())
                    .with_subject(value_attr.expr.span),
            ),
        }
        diags
    }

    fn process_requirement(&mut self, b: &Block, parent: &Env) -> Diags {
        let name = label(b);
        if self.requirement_names.contains(&name) {
            return vec![error_at(
                "multiple requirements with name",
                name.as_str(),
                b.def_span(),
            )];
        }
        let diags = content(&b.body, &SCHEMAS.requirement);
        if has_errors(&diags) {
            return diags;
        }
        let mut diags = diags;
        let mut selects = blocks(&b.body, "select");
        let Some(select) = selects.next() else {
            return vec![error_at(
                "no select block in requirement",
                name.as_str(),
                b.def_span(),
            )];
        };
        if let Some(s) = selects.next() {
            return vec![error_at(
                "multiple select blocks in requirement",
                name.as_str(),
                s.def_span(),
            )];
        }
        let ds = check_select(&name, select);
        if has_errors(&ds) {
            return ds;
        }
        diags.extend(ds);
        let mut env = Env::child(parent);
        let ds = self.locals.of_body(&b.body).run(&self.ev, &mut env);
        if has_errors(&ds) {
            return ds;
        }
        diags.extend(ds);
        let (cond, ds) = self.condition(&b.body, &env, DiscardKind::Requirement, &name);
        if has_errors(&ds) {
            return ds;
        }
        diags.extend(ds);
        if !cond {
            return diags;
        }
        let (selector, ds) = self.selector(&name, select, &env);
        if has_errors(&ds) {
            return ds;
        }
        diags.extend(ds);
        self.requirement_names.insert(name.clone());
        match selector {
            Some(s) => {
                self.out.requirements.insert(name, s);
            }
            None => self.discard(
                DiscardKind::Requirement,
                &name,
                DiscardReason::Incomplete,
                select.def_span(),
                Vec::new(),
            ),
        }
        diags
    }

    /// function-hcl's `selectionToSelector`: `None` when a value is not yet known.
    fn selector(
        &mut self,
        req: &str,
        select: &Block,
        env: &Env,
    ) -> (Option<ResourceSelector>, Diags) {
        let attrs = &select.body.attributes;
        let mut strings = Vec::new();
        let by_name = attrs.contains_key("matchName");
        let names: &[(&str, &str)] = if by_name {
            &[
                ("apiVersion", "api version"),
                ("kind", "kind"),
                ("matchName", "matchName"),
            ]
        } else {
            &[("apiVersion", "api version"), ("kind", "kind")]
        };
        for (attr, what) in names {
            let Some(a) = attrs.get(*attr) else {
                return (None, Vec::new());
            };
            let (v, ds) = self.eval(&a.expr, env);
            if !v.is_wholly_known() {
                return (None, downgraded(&ds).collect());
            }
            match v.as_str() {
                Some(s) if !v.is_null() && *v.ty() == Type::String => strings.push(s.to_string()),
                _ => {
                    return (
                        None,
                        vec![error_at(
                            format!("{what} in requirement selector was not a string"),
                            req,
                            a.expr.span,
                        )],
                    )
                }
            }
        }
        let mut sel = ResourceSelector {
            api_version: strings[0].clone(),
            kind: strings[1].clone(),
            ..ResourceSelector::default()
        };
        if by_name {
            sel.matching = Match::Name(strings[2].clone());
            return (Some(sel), Vec::new());
        }
        let Some(a) = attrs.get("matchLabels") else {
            return (None, Vec::new());
        };
        let (v, ds) = self.eval(&a.expr, env);
        if !v.is_wholly_known() {
            return (None, downgraded(&ds).collect());
        }
        if v.is_null() || !v.ty().is_object() {
            return (
                None,
                vec![error_at(
                    "matchLabels in requirement selector was not an object",
                    req,
                    a.expr.span,
                )],
            );
        }
        let mut labels = IndexMap::new();
        for (k, lv) in v.as_attributes().into_iter().flatten() {
            match lv.as_str() {
                Some(s) if !lv.is_null() && *lv.ty() == Type::String => {
                    labels.insert(k.clone(), s.to_string());
                }
                _ => {
                    return (
                        None,
                        vec![error_at(
                            format!("match label {k:?} in requirement selector was not an string"),
                            req,
                            a.expr.span,
                        )],
                    )
                }
            }
        }
        sel.matching = Match::Labels(labels);
        (Some(sel), Vec::new())
    }
}

/// function-hcl's `selectBlockToSelection`: the select block's schema, exactly one of
/// `matchName` and `matchLabels`, and the types of the values that are constants.
fn check_select(req: &str, select: &Block) -> Diags {
    let diags = content(&select.body, &SCHEMAS.select);
    if has_errors(&diags) {
        return diags;
    }
    let attrs = &select.body.attributes;
    let (has_name, has_labels) = (
        attrs.contains_key("matchName"),
        attrs.contains_key("matchLabels"),
    );
    if has_name && has_labels {
        return vec![error_at(
            "requirement selector has both matchName and matchLabels",
            req,
            select.def_span(),
        )];
    }
    if !has_name && !has_labels {
        return vec![error_at(
            "requirement selector has neither matchName nor matchLabels",
            req,
            select.def_span(),
        )];
    }
    let mut diags = diags;
    let check_string = |attr: &str, what: &str, diags: &mut Diags| {
        if let Some(a) = attrs.get(attr) {
            let (v, _) = eval_constant(&a.expr);
            if v.is_wholly_known() && (v.is_null() || *v.ty() != Type::String) {
                diags.push(error_at(
                    format!("{what} in requirement selector was not a string"),
                    req,
                    a.expr.span,
                ));
            }
        }
    };
    check_string("apiVersion", "api version", &mut diags);
    check_string("kind", "kind", &mut diags);
    if has_name {
        check_string("matchName", "matchName", &mut diags);
    } else if let Some(a) = attrs.get("matchLabels") {
        let (v, _) = eval_constant(&a.expr);
        if v.is_wholly_known() {
            if v.is_null() || !v.ty().is_object() {
                diags.push(error_at(
                    "matchLabels in requirement selector was not an object",
                    req,
                    a.expr.span,
                ));
            } else {
                for (k, lv) in v.as_attributes().into_iter().flatten() {
                    if lv.is_null() || *lv.ty() != Type::String {
                        diags.push(error_at(
                            format!("match label {k:?} in requirement selector was not an string"),
                            req,
                            a.expr.span,
                        ));
                    }
                }
            }
        }
    }
    diags
}

/// A go-cty type as Go's `%s` prints it (cty types have no `String` method, so Go prints
/// the struct: `{{{} %!s(cty.primitiveTypeKind=83)}}` for `cty.String`).
fn go_fmt_type(t: &Type) -> String {
    let inner = match t {
        Type::String => "{{} %!s(cty.primitiveTypeKind=83)}".to_string(),
        Type::Number => "{{} %!s(cty.primitiveTypeKind=78)}".to_string(),
        Type::Bool => "{{} %!s(cty.primitiveTypeKind=66)}".to_string(),
        Type::Dynamic => "{{}}".to_string(),
        Type::List(e) | Type::Set(e) | Type::Map(e) => format!("{{{{}} {}}}", go_fmt_type(e)),
        Type::Tuple(es) => format!(
            "{{{{}} [{}]}}",
            es.iter().map(go_fmt_type).collect::<Vec<_>>().join(" ")
        ),
        Type::Object(o) => format!(
            "{{{{}} map[{}] map[]}}",
            o.attrs
                .iter()
                .map(|(k, v)| format!("{k}:{}", go_fmt_type(v)))
                .collect::<Vec<_>>()
                .join(" ")
        ),
    };
    format!("{{{inner}}}")
}

/// The Go type `encoding/json` decodes a value to, as `%T` prints it.
fn go_json_type(v: &CoreValue) -> &'static str {
    match v {
        CoreValue::Null => "<nil>",
        CoreValue::Bool(_) => "bool",
        CoreValue::Number(_) => "float64",
        CoreValue::String(_) => "string",
        CoreValue::List(_) => "[]interface {}",
        CoreValue::Map(_) => "map[string]interface {}",
    }
}

/// The Go type of a decoded JSON value as `reflect.TypeOf(..)` prints it with `%s`.
fn go_reflect_type(v: &CoreValue) -> &'static str {
    match v {
        CoreValue::Null => "%!s(<nil>)",
        other => go_json_type(other),
    }
}

/// Appends the paths (`.a.b[0]`) of the unknown values inside `v` to `out` (go-cty's
/// `Walk` with function-hcl's `path2String`).
fn unknown_leaves(v: &Value, path: &mut String, out: &mut Vec<String>, depth: usize) {
    if !v.is_known() {
        out.push(path.clone());
        return;
    }
    if v.is_null() || depth > crate::values::MAX_VALUE_DEPTH {
        return;
    }
    let ty = v.ty().clone();
    let is_collection = matches!(
        ty,
        Type::List(_) | Type::Set(_) | Type::Tuple(_) | Type::Map(_) | Type::Object(_)
    );
    if !is_collection {
        return;
    }
    for (i, (k, child)) in v.elements().into_iter().enumerate() {
        let len = path.len();
        match &ty {
            Type::Object(_) => {
                path.push('.');
                path.push_str(k.as_str().unwrap_or_default());
            }
            Type::List(_) | Type::Tuple(_) => path.push_str(&format!("[{i}]")),
            Type::Map(_) => path.push_str(&format!("[{}]", k.as_str().unwrap_or_default())),
            _ => {
                let seg = if !child.is_known() {
                    "<?>".to_string()
                } else if let Some(s) = child.as_str() {
                    format!("[{s}]")
                } else if let Some(n) = child.as_number() {
                    format!("[{}]", n.to_text())
                } else {
                    "<?>".to_string()
                };
                path.push_str(&seg);
            }
        }
        unknown_leaves(&child, path, out, depth + 1);
        path.truncate(len);
    }
}

/// Adds the collection annotations to a member's body.
fn annotate(body: &mut CoreValue, base: &str, index: usize) {
    let CoreValue::Map(m) = body else { return };
    let m = Arc::make_mut(m);
    let meta = m
        .entry("metadata".into())
        .or_insert_with(|| CoreValue::map(Map::new()));
    if !matches!(meta, CoreValue::Map(_)) {
        *meta = CoreValue::map(Map::new());
    }
    let CoreValue::Map(meta) = meta else { return };
    let meta = Arc::make_mut(meta);
    let ann = meta
        .entry("annotations".into())
        .or_insert_with(|| CoreValue::map(Map::new()));
    if !matches!(ann, CoreValue::Map(_)) {
        *ann = CoreValue::map(Map::new());
    }
    let CoreValue::Map(ann) = ann else { return };
    let ann = Arc::make_mut(ann);
    ann.insert(COLLECTION_BASE.into(), CoreValue::string(base));
    ann.insert(
        COLLECTION_INDEX.into(),
        CoreValue::string(format!("s{index:06}")),
    );
}

/// Unifies `src` into `dst` (function-hcl's `unify`): objects merge key by key; other
/// values must be of the same kind and equal.
pub fn unify(dst: &mut CoreValue, src: CoreValue, path: &mut Vec<String>) -> Result<(), String> {
    match (dst, src) {
        (CoreValue::Map(a), CoreValue::Map(b)) => {
            let a = Arc::make_mut(a);
            for (k, v) in b.iter() {
                path.push(k.to_string());
                match a.get_mut(k) {
                    Some(existing) => unify(existing, v.clone(), path)?,
                    None => {
                        a.insert(k.clone(), v.clone());
                    }
                }
                path.pop();
            }
            Ok(())
        }
        (a, b) => {
            if go_reflect_type(a) != go_reflect_type(&b) {
                return Err(format!(
                    "type mismatch for key {}:  {} v/s {}",
                    path.join("."),
                    go_reflect_type(&b),
                    go_reflect_type(a)
                ));
            }
            if *a == b {
                Ok(())
            } else {
                Err(format!("values for key {} not equal", path.join(".")))
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn v(json: &str) -> CoreValue {
        strata_core::json::parse(json).unwrap_or_default()
    }

    #[test]
    fn unify_merges_objects_and_checks_leaves() {
        let mut a = v(r#"{"foo":{"bar":{"x":10}},"same":1}"#);
        unify(
            &mut a,
            v(r#"{"foo":{"bar":{"y":12}},"same":1}"#),
            &mut Vec::new(),
        )
        .unwrap();
        assert_eq!(a, v(r#"{"foo":{"bar":{"x":10,"y":12}},"same":1}"#));
        let mut b = a.clone();
        let e = unify(&mut b, v(r#"{"foo":{"bar":{"x":11}}}"#), &mut Vec::new()).unwrap_err();
        assert_eq!(e, "values for key foo.bar.x not equal");
        let e = unify(&mut b, v(r#"{"foo":[1]}"#), &mut Vec::new()).unwrap_err();
        assert_eq!(
            e,
            "type mismatch for key foo:  []interface {} v/s map[string]interface {}"
        );
    }

    #[test]
    fn unify_is_order_independent_without_conflicts() {
        let (x, y) = (
            v(r#"{"a":{"b":1},"c":[1,2]}"#),
            v(r#"{"a":{"d":2},"e":null}"#),
        );
        let mut xy = x.clone();
        unify(&mut xy, y.clone(), &mut Vec::new()).unwrap();
        let mut yx = y;
        unify(&mut yx, x, &mut Vec::new()).unwrap();
        let sorted = |v: &CoreValue| {
            let mut o = strata_core::json::WriteOptions::compact();
            o.sort_keys = true;
            strata_core::json::write(v, &o)
        };
        assert_eq!(sorted(&xy), sorted(&yx));
    }

    #[test]
    fn identifiers() {
        assert!(is_identifier("addNumbers"));
        assert!(is_identifier("my-fn_2"));
        assert!(!is_identifier("1x"));
        assert!(!is_identifier("my fn"));
        assert!(!is_identifier(""));
        assert!(!is_identifier("é"));
    }

    #[test]
    fn collection_annotations_are_added() {
        let mut body = v(r#"{"metadata":{"annotations":{"keep":"me"}}}"#);
        annotate(&mut body, "b", 3);
        assert_eq!(
            body,
            v(
                r#"{"metadata":{"annotations":{"keep":"me","hcl.fn.crossplane.io/collection-base-name":"b","hcl.fn.crossplane.io/collection-index":"s000003"}}}"#
            )
        );
        let mut bare = v("{}");
        annotate(&mut bare, "b", 0);
        assert!(bare.as_map().and_then(|m| m.get("metadata")).is_some());
    }
}
