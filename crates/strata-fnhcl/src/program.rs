//! The block structure of a function-hcl program and its evaluation.
//!
//! Order: `function` blocks are defined first; then each scope evaluates all its `locals`
//! together, then its `condition`, then its child blocks in source order. The first error
//! aborts the whole evaluation. See the crate documentation for the rules of each block.

use crate::calls::{
    has_errors, subexpressions, traversal_text, Evaluator, Functions, UserFunction,
};
use crate::model::{Match, Ready, ResourceSelector};
use crate::request::{Observed, COLLECTION_BASE, COLLECTION_INDEX};
use crate::scope::{check_refs, plan_locals, to_warning, Env};
use crate::values::{from_hcl, type_name};
use base64::Engine as _;
use indexmap::IndexMap;
use smol_str::SmolStr;
use std::collections::BTreeMap;
use std::sync::Arc;
use strata_core::{Diagnostic, Map, SourceMap, Span, Value as CoreValue};
use strata_hcl::ast::{
    Attribute, Block, Expr, ExprKind, NativeBody, ObjectItem, ObjectKey, Traversal,
};
use strata_hcl::expr::native_variables;
use strata_hcl_types::{Type, Value};

/// Why a block was dropped from the output.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Discard {
    /// `resource`, `resources`, `group`, `composite-status`, `composite-connection`,
    /// `resource-ready`, `context` or `requirement`.
    pub kind: &'static str,
    pub name: String,
    /// `incomplete`, `bad-secret` or `user-condition`.
    pub reason: &'static str,
    /// The range of the block's expression, as `file:L,C-C`.
    pub range: String,
    /// Explanations, one per line.
    pub lines: Vec<String>,
}

impl Discard {
    /// Whether the discard is a false condition (not reported).
    pub fn is_user_condition(&self) -> bool {
        self.reason == "user-condition"
    }

    /// The message of the warning result reporting this discard.
    pub fn message(&self) -> String {
        let mut s = format!("{}:discarded {} {}", self.range, self.kind, self.name);
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
    /// Desired composed resources in the order produced, with their readiness.
    pub resources: IndexMap<String, (CoreValue, Ready)>,
    /// The unified composite status, if any `composite status` block produced one.
    pub status: Option<CoreValue>,
    /// The unified composite connection details, if any block produced them.
    pub connection: Option<IndexMap<String, Vec<u8>>>,
    /// Context keys written, with their unified values.
    pub context: IndexMap<String, CoreValue>,
    pub requirements: IndexMap<String, ResourceSelector>,
    pub discards: Vec<Discard>,
    /// Warnings: errors of failed locals and of discarded blocks.
    pub warnings: Vec<Diagnostic>,
}

/// A fatal error: evaluation stops.
pub type Fatal = Diagnostic;

fn fatal(summary: impl Into<String>, span: Option<Span>) -> Fatal {
    let d = Diagnostic::error(summary, "");
    match span {
        Some(s) => d.with_subject(s),
        None => d,
    }
}

/// Formats a span the way HCL prints ranges: `file:L,C-C` or `file:L,C-L,C`.
pub use strata_hcl::range_text;

/// Whether `name` is a valid HCL identifier (the scanner's rule).
pub use strata_hcl::lexer::is_identifier;

/// Allowed contents of a block body: attribute names, and block types with label counts.
struct Schema {
    attrs: &'static [&'static str],
    blocks: &'static [(&'static str, usize)],
}

const TOP: Schema = Schema {
    attrs: &[],
    blocks: &[
        ("locals", 0),
        ("function", 1),
        ("resource", 1),
        ("resources", 1),
        ("group", 0),
        ("composite", 1),
        ("context", 0),
        ("requirement", 1),
    ],
};
const GROUP: Schema = Schema {
    attrs: &["condition"],
    blocks: &[
        ("locals", 0),
        ("resource", 1),
        ("resources", 1),
        ("group", 0),
        ("composite", 1),
        ("context", 0),
        ("requirement", 1),
    ],
};
const RESOURCE: Schema = Schema {
    attrs: &["condition", "body"],
    blocks: &[
        ("locals", 0),
        ("body", 0),
        ("composite", 1),
        ("ready", 0),
        ("context", 0),
    ],
};
const COLLECTION: Schema = Schema {
    attrs: &["condition", "for_each", "name"],
    blocks: &[("locals", 0), ("template", 0)],
};
const COMPOSITE: Schema = Schema {
    attrs: &["body"],
    blocks: &[("locals", 0), ("body", 0)],
};
const CONTEXT: Schema = Schema {
    attrs: &["key", "value"],
    blocks: &[("locals", 0)],
};
const READY: Schema = Schema {
    attrs: &["value"],
    blocks: &[],
};
const REQUIREMENT: Schema = Schema {
    attrs: &["condition"],
    blocks: &[("locals", 0), ("select", 0)],
};
const SELECT: Schema = Schema {
    attrs: &["apiVersion", "kind", "matchName", "matchLabels"],
    blocks: &[],
};
const FUNCTION: Schema = Schema {
    attrs: &["body", "description"],
    blocks: &[("locals", 0), ("arg", 1)],
};
const ARG: Schema = Schema {
    attrs: &["default", "description"],
    blocks: &[],
};
const BODY_BLOCK: Schema = Schema {
    attrs: &[],
    blocks: &[],
};

fn check_schema(
    body: &NativeBody,
    schema: &Schema,
    body_block_attrs_free: bool,
) -> Result<(), Fatal> {
    if !body_block_attrs_free {
        for a in body.attributes.values() {
            if !schema.attrs.contains(&a.name.as_str()) {
                return Err(Diagnostic::error(
                    "Unsupported argument",
                    format!(
                        "An argument named {:?} is not expected here.",
                        a.name.as_str()
                    ),
                )
                .with_subject(a.name_span));
            }
        }
    }
    for b in &body.blocks {
        let Some((_, labels)) = schema
            .blocks
            .iter()
            .find(|(t, _)| *t == b.type_name.as_str())
        else {
            return Err(Diagnostic::error(
                "Unsupported block type",
                format!(
                    "Blocks of type {:?} are not expected here.",
                    b.type_name.as_str()
                ),
            )
            .with_subject(b.type_span));
        };
        if b.labels.len() < *labels {
            return Err(Diagnostic::error(
                format!("Missing name for {}", b.type_name),
                format!(
                    "All {} blocks must have {labels} labels (name).",
                    b.type_name
                ),
            )
            .with_subject(b.def_span()));
        }
        if b.labels.len() > *labels {
            let span = b.label_spans.get(*labels).copied().unwrap_or(b.type_span);
            return Err(Diagnostic::error(
                format!("Extraneous label for {}", b.type_name),
                "No more labels are expected.",
            )
            .with_subject(span));
        }
    }
    Ok(())
}

fn blocks<'b>(body: &'b NativeBody, ty: &str) -> impl Iterator<Item = &'b Block> + 'b {
    let ty = ty.to_string();
    body.blocks.iter().filter(move |b| b.type_name == ty)
}

fn locals_attrs(bodies: &[&NativeBody]) -> Vec<Attribute> {
    let mut out = Vec::new();
    for body in bodies {
        for b in blocks(body, "locals") {
            out.extend(b.body.attributes.values().cloned());
        }
    }
    out
}

fn label(b: &Block) -> String {
    b.labels.first().map(|l| l.to_string()).unwrap_or_default()
}

/// A block's `body`, as an attribute expression or a `body { ... }` block turned into an
/// object constructor. `None` when there is neither.
fn body_expr(body: &NativeBody) -> Result<Option<Arc<Expr>>, Fatal> {
    let attr = body.attributes.get("body");
    let mut bb = blocks(body, "body");
    let block = bb.next();
    if let Some(extra) = bb.next() {
        return Err(fatal("duplicate body block", Some(extra.type_span)));
    }
    match (attr, block) {
        (Some(a), Some(b)) => Err(Diagnostic::error(
            "Duplicate body",
            "The body is defined both as an argument and as a block.",
        )
        .with_subject(b.type_span)
        .with_context(a.name_span)),
        (Some(a), None) => Ok(Some(a.expr.clone())),
        (None, Some(b)) => {
            check_schema(&b.body, &BODY_BLOCK, true)?;
            let items = b
                .body
                .attributes
                .values()
                .map(|a| ObjectItem {
                    key: ObjectKey {
                        expr: Expr::new(
                            ExprKind::ScopeTraversal(Box::new(Traversal {
                                root: a.name.clone(),
                                root_span: a.name_span,
                                steps: Vec::new(),
                            })),
                            a.name_span,
                        ),
                        force_non_literal: false,
                    },
                    value: (*a.expr).clone(),
                })
                .collect();
            Ok(Some(Arc::new(Expr::new(
                ExprKind::Object(items),
                b.body.span,
            ))))
        }
        (None, None) => Ok(None),
    }
}

fn missing(name: &str, span: Span) -> Fatal {
    Diagnostic::error(
        "Missing required argument",
        format!("The argument {name:?} is required, but no definition was found."),
    )
    .with_subject(span)
}

/// Defines the user functions of the top-level `function` blocks.
pub fn define_functions(
    bodies: &[&NativeBody],
    builtin: BTreeMap<String, strata_hcl_types::Function>,
) -> Result<Functions, Fatal> {
    let mut funcs = Functions {
        builtin,
        user: BTreeMap::new(),
    };
    let mut defs = Vec::new();
    for body in bodies {
        for b in blocks(body, "function") {
            check_schema(&b.body, &FUNCTION, false)?;
            let name = label(b);
            if !is_identifier(&name) {
                return Err(fatal(
                    format!("invalid function name {name:?}"),
                    b.label_spans.first().copied(),
                ));
            }
            if funcs.user.contains_key(name.as_str())
                || defs.iter().any(|(n, _): &(String, &Block)| *n == name)
            {
                return Err(fatal(
                    format!("duplicate function {name:?}"),
                    b.label_spans.first().copied(),
                ));
            }
            defs.push((name, b));
        }
    }
    for (name, b) in defs {
        let mut args: Vec<(SmolStr, Option<Value>)> = Vec::new();
        for a in blocks(&b.body, "arg") {
            check_schema(&a.body, &ARG, false)?;
            let an = label(a);
            if !is_identifier(&an) {
                return Err(fatal(
                    format!("function {name}: invalid argument name {an:?}"),
                    a.label_spans.first().copied(),
                ));
            }
            if args.iter().any(|(n, _)| n.as_str() == an) {
                return Err(fatal(
                    format!("function {name}: duplicate argument {an:?}"),
                    a.label_spans.first().copied(),
                ));
            }
            let default = match a.body.attributes.get("default") {
                None => None,
                Some(d) => {
                    if let Some(t) = native_variables(&d.expr).first() {
                        return Err(fatal(
                            format!("function {name}: default value of argument {an:?} must be a constant"),
                            Some(t.root_span),
                        ));
                    }
                    let ev = Evaluator::new(&funcs);
                    let mut diags = Vec::new();
                    let v = ev.eval(&d.expr, &Env::root(), &mut diags);
                    if let Some(e) = diags.into_iter().find(Diagnostic::is_error) {
                        return Err(e);
                    }
                    Some(v)
                }
            };
            args.push((SmolStr::new(&an), default));
        }
        let attrs = locals_attrs(&[&b.body]);
        let refs: Vec<&Attribute> = attrs.iter().collect();
        let arg_names: Vec<SmolStr> = args.iter().map(|(n, _)| n.clone()).collect();
        let locals = plan_locals(&refs, &|n| arg_names.iter().any(|a| a == n))?;
        let Some(body) = b.body.attributes.get("body").map(|a| a.expr.clone()) else {
            return Err(missing("body", b.open_brace_span));
        };
        check_refs(&body, &|n| {
            arg_names.iter().any(|a| a == n) || locals.iter().any(|(l, _)| l == n)
        })?;
        funcs.user.insert(
            SmolStr::new(&name),
            UserFunction {
                name: SmolStr::new(&name),
                args,
                locals,
                body,
            },
        );
    }
    for body in bodies {
        check_invokes_in_body(body, &funcs)?;
    }
    Ok(funcs)
}

/// Checks every `invoke` call of a body statically: the function name must be a string
/// literal naming a user function, and when the arguments are an object constructor with
/// literal keys, every key must be an argument and every argument without a default must be
/// given. (Arguments computed at run time are checked when the call happens.)
fn check_invokes_in_body(body: &NativeBody, funcs: &Functions) -> Result<(), Fatal> {
    for a in body.attributes.values() {
        check_invokes(&a.expr, funcs)?;
    }
    for b in &body.blocks {
        check_invokes_in_body(&b.body, funcs)?;
    }
    Ok(())
}

fn check_invokes(e: &Expr, funcs: &Functions) -> Result<(), Fatal> {
    for node in subexpressions(e) {
        if let ExprKind::FunctionCall(call) = &node.kind {
            if call.name == "invoke" {
                check_invoke(node, &call.args, funcs)?;
            }
        }
    }
    Ok(())
}

fn check_invoke(call: &Expr, args: &[Expr], funcs: &Functions) -> Result<(), Fatal> {
    let Some(name_expr) = args.first() else {
        return Err(fatal(
            "invoke: a function name is required",
            Some(call.span),
        ));
    };
    let Some(fname) = name_expr.as_string_literal() else {
        return Err(fatal(
            "invoke: the function name must be a static string",
            Some(name_expr.span),
        ));
    };
    let Some(uf) = funcs.user.get(fname.as_str()) else {
        return Err(fatal(
            format!("invoke called on unknown function: {:?}", fname.as_str()),
            Some(name_expr.span),
        ));
    };
    if args.len() != 2 {
        return Err(fatal(
            format!(
                "invoke: expected 2 arguments (a function name and an object), got {}",
                args.len()
            ),
            Some(call.span),
        ));
    }
    let ExprKind::Object(items) = &args[1].kind else {
        return Ok(());
    };
    let mut given = Vec::new();
    for i in items {
        match &i.key.expr.kind {
            ExprKind::ScopeTraversal(t) if t.steps.is_empty() && !i.key.force_non_literal => {
                given.push((t.root.to_string(), i.key.expr.span))
            }
            _ => match i.key.expr.as_string_literal() {
                Some(k) => given.push((k.to_string(), i.key.expr.span)),
                None => return Ok(()),
            },
        }
    }
    for (k, span) in &given {
        if !uf.args.iter().any(|(n, _)| n.as_str() == k) {
            return Err(fatal(
                format!("function: {}, invalid argument {k:?}", uf.name),
                Some(*span),
            ));
        }
    }
    for (n, default) in &uf.args {
        if default.is_none() && !given.iter().any(|(k, _)| k == n.as_str()) {
            return Err(fatal(
                format!(
                    "function: {}, argument {:?} expected but not supplied",
                    uf.name,
                    n.as_str()
                ),
                Some(args[1].span),
            ));
        }
    }
    Ok(())
}

/// Evaluates a program.
pub struct Interp<'a> {
    map: &'a SourceMap,
    ev: Evaluator,
    observed: &'a Observed,
    out: Outcome,
}

/// The result of evaluating one block expression.
struct Evaluated {
    value: Value,
    diags: Vec<Diagnostic>,
}

impl Evaluated {
    fn incomplete(&self) -> bool {
        has_errors(&self.diags) || !self.value.is_wholly_known()
    }
}

impl<'a> Interp<'a> {
    pub fn new(map: &'a SourceMap, funcs: &'a Functions, observed: &'a Observed) -> Interp<'a> {
        Interp {
            map,
            ev: Evaluator::new(funcs),
            observed,
            out: Outcome::default(),
        }
    }

    /// Runs the program made of the files' top-level bodies.
    pub fn run(mut self, bodies: &[&NativeBody]) -> Result<Outcome, Fatal> {
        for b in bodies {
            check_schema(b, &TOP, false)?;
        }
        let mut root = Env::root();
        root.set("req", self.observed.req.clone());
        let (env, warnings) = self.scope(&root, bodies, Vec::new())?;
        self.out.warnings.extend(warnings);
        for body in bodies {
            for b in &body.blocks {
                self.child(b, &env)?;
            }
        }
        Ok(self.out)
    }

    /// A child scope of `parent` holding `vars` and the locals of `bodies`; returns the
    /// warnings of locals that failed (their values are unknown).
    fn scope<'e>(
        &mut self,
        parent: &'e Env<'e>,
        bodies: &[&NativeBody],
        vars: Vec<(&str, Value)>,
    ) -> Result<(Env<'e>, Vec<Diagnostic>), Fatal> {
        let mut env = Env::child(parent);
        for (n, v) in vars {
            env.set(n, v);
        }
        let attrs = locals_attrs(bodies);
        let refs: Vec<&Attribute> = attrs.iter().collect();
        let plan = plan_locals(&refs, &|n| env.has(n))?;
        let mut warnings = Vec::new();
        for (name, expr) in plan {
            let mut diags = Vec::new();
            let v = self.ev.eval(&expr, &env, &mut diags);
            if has_errors(&diags) {
                warnings.extend(diags.into_iter().map(to_warning));
                env.set(&name, Value::dynamic());
            } else {
                warnings.extend(diags);
                env.set(&name, v);
            }
        }
        Ok((env, warnings))
    }

    fn eval(&self, e: &Expr, env: &Env) -> Result<Evaluated, Fatal> {
        check_refs(e, &|n| env.has(n))?;
        let mut diags = Vec::new();
        let value = self.ev.eval(e, env, &mut diags);
        Ok(Evaluated { value, diags })
    }

    /// The explanation lines of an incomplete evaluation.
    fn context_lines(&self, e: &Expr, r: &Evaluated) -> Vec<String> {
        let vars = native_variables(e);
        let mut lines = Vec::new();
        for d in r.diags.iter().filter(|d| d.is_error()) {
            let mut line = String::new();
            if let Some(s) = d.subject {
                if let Some(t) = vars.iter().find(|t| {
                    let ts = t.span();
                    ts.file == s.file && ts.start <= s.start && s.end <= ts.end
                }) {
                    line.push_str(&traversal_text(t));
                    line.push_str(", ");
                }
                line.push_str(&range_text(self.map, s));
                line.push_str(": ");
            }
            line.push_str(&d.summary);
            if !d.detail.is_empty() {
                line.push_str("; ");
                line.push_str(&d.detail);
            }
            lines.push(line);
        }
        lines
    }

    /// The traversals of `e` whose values are not available (errors or unknown).
    fn unknown_paths(&self, e: &Expr, env: &Env) -> Vec<String> {
        let mut out: Vec<String> = Vec::new();
        for t in native_variables(e) {
            let text = traversal_text(&t);
            if out.contains(&text) {
                continue;
            }
            let mut diags = Vec::new();
            let v = match env.get(&t.root) {
                Some(v) => {
                    let (v, mut d) = t.traverse(&v);
                    diags.append(&mut d);
                    v
                }
                None => Value::dynamic(),
            };
            if has_errors(&diags) || !v.is_wholly_known() {
                out.push(text);
            }
        }
        out
    }

    fn discard(
        &mut self,
        kind: &'static str,
        name: &str,
        reason: &'static str,
        span: Span,
        lines: Vec<String>,
        diags: &[Diagnostic],
    ) {
        self.out.warnings.extend(
            diags
                .iter()
                .filter(|d| d.is_error())
                .cloned()
                .map(to_warning),
        );
        self.out.discards.push(Discard {
            kind,
            name: name.to_string(),
            reason,
            range: range_text(self.map, span),
            lines,
        });
    }

    /// Evaluates a block's `condition` (true when absent). Incomplete or null is false.
    fn condition(
        &mut self,
        body: &NativeBody,
        env: &Env,
        kind: &'static str,
        name: &str,
    ) -> Result<bool, Fatal> {
        let Some(attr) = body.attributes.get("condition") else {
            return Ok(true);
        };
        let r = self.eval(&attr.expr, env)?;
        if r.incomplete() || r.value.is_null() {
            self.out.discards.push(Discard {
                kind,
                name: name.to_string(),
                reason: "user-condition",
                range: range_text(self.map, attr.expr.span),
                lines: Vec::new(),
            });
            return Ok(false);
        }
        match r.value.as_bool() {
            Some(true) => Ok(true),
            Some(false) => {
                self.out.discards.push(Discard {
                    kind,
                    name: name.to_string(),
                    reason: "user-condition",
                    range: range_text(self.map, attr.expr.span),
                    lines: Vec::new(),
                });
                Ok(false)
            }
            None => Err(Diagnostic::error(
                "Invalid condition",
                format!("The condition must be a bool, got {}.", type_name(&r.value)),
            )
            .with_subject(attr.expr.span)),
        }
    }

    fn child(&mut self, b: &Block, env: &Env) -> Result<(), Fatal> {
        match b.type_name.as_str() {
            "resource" => {
                let name = label(b);
                let self_obj = self.self_resource(&name, None);
                self.resource(b, env, name, self_obj, None)
            }
            "resources" => self.collection(b, env),
            "group" => self.group(b, env),
            "composite" => self.composite(b, env),
            "context" => self.context(b, env),
            "requirement" => self.requirement(b, env),
            _ => Ok(()),
        }
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

    fn self_resource(&self, name: &str, base: Option<&str>) -> Value {
        let (body, conn) = self.observed_pair(name);
        let mut m = BTreeMap::new();
        m.insert("name".to_string(), Value::string(name));
        m.insert("resource".to_string(), body);
        m.insert("connection".to_string(), conn);
        if let Some(base) = base {
            let (rs, cs) = self.observed_collection(base);
            m.insert("basename".to_string(), Value::string(base));
            m.insert("resources".to_string(), rs);
            m.insert("connections".to_string(), cs);
        }
        Value::object(m)
    }

    fn resource(
        &mut self,
        b: &Block,
        parent: &Env,
        name: String,
        self_obj: Value,
        member: Option<(&str, usize)>,
    ) -> Result<(), Fatal> {
        check_schema(&b.body, &RESOURCE, false)?;
        let (env, warnings) = self.scope(parent, &[&b.body], vec![("self", self_obj)])?;
        if !self.condition(&b.body, &env, "resource", &name)? {
            return Ok(());
        }
        self.out.warnings.extend(warnings);
        let Some(expr) = body_expr(&b.body)? else {
            return Err(missing("body", b.open_brace_span));
        };
        let r = self.eval(&expr, &env)?;
        let mut emitted = false;
        if r.incomplete() {
            let unknown = self.unknown_paths(&expr, &env);
            if self.observed.names.contains(&name) {
                return Err(fatal(
                    format!(
                        "existing resource {name} could not be evaluated, abort (unknown values: {})",
                        unknown.join(", ")
                    ),
                    Some(expr.span),
                ));
            }
            let mut lines = self.context_lines(&expr, &r);
            if !unknown.is_empty() {
                lines.push(format!("unknown values: {}", unknown.join(", ")));
            }
            self.discard("resource", &name, "incomplete", expr.span, lines, &r.diags);
        } else {
            self.out.warnings.extend(r.diags.iter().cloned());
            if !(r.value.ty().is_object() || r.value.ty().is_map()) || r.value.is_null() {
                return Err(fatal(
                    format!(
                        "resource {name}: body must be an object, got {}",
                        type_name(&r.value)
                    ),
                    Some(expr.span),
                ));
            }
            let mut body = from_hcl(&r.value)
                .map_err(|e| fatal(format!("resource {name}: {e}"), Some(expr.span)))?;
            if let Some((base, index)) = member {
                annotate(&mut body, base, index);
            }
            if self.out.resources.contains_key(&name) {
                return Err(fatal(format!("duplicate resource {name:?}"), None));
            }
            self.out
                .resources
                .insert(name.clone(), (body, Ready::Unspecified));
            emitted = true;
        }
        for child in &b.body.blocks {
            match child.type_name.as_str() {
                "composite" => self.composite(child, &env)?,
                "context" => self.context(child, &env)?,
                "ready" if emitted => self.ready(child, &env, &name)?,
                "ready" => check_schema(&child.body, &READY, false)?,
                _ => {}
            }
        }
        Ok(())
    }

    fn ready(&mut self, b: &Block, env: &Env, name: &str) -> Result<(), Fatal> {
        check_schema(&b.body, &READY, false)?;
        let Some(attr) = b.body.attributes.get("value") else {
            return Err(missing("value", b.open_brace_span));
        };
        let r = self.eval(&attr.expr, env)?;
        if r.incomplete() {
            let lines = self.context_lines(&attr.expr, &r);
            self.discard(
                "resource-ready",
                name,
                "incomplete",
                attr.expr.span,
                lines,
                &r.diags,
            );
            return Ok(());
        }
        let ready = r.value.as_str().and_then(Ready::from_name);
        let Some(ready) = ready else {
            return Err(fatal(
                format!(
                    "resource {name}: invalid ready value {}, must be one of READY_UNSPECIFIED, READY_TRUE, READY_FALSE",
                    r.value.as_str().map(|s| format!("{s:?}")).unwrap_or_else(|| type_name(&r.value))
                ),
                Some(attr.expr.span),
            ));
        };
        if let Some(slot) = self.out.resources.get_mut(name) {
            slot.1 = ready;
        }
        Ok(())
    }

    fn collection(&mut self, b: &Block, parent: &Env) -> Result<(), Fatal> {
        check_schema(&b.body, &COLLECTION, false)?;
        let base = label(b);
        let (rs, cs) = self.observed_collection(&base);
        let mut so = BTreeMap::new();
        so.insert("basename".to_string(), Value::string(&base));
        so.insert("resources".to_string(), rs);
        so.insert("connections".to_string(), cs);
        let (env, warnings) = self.scope(parent, &[&b.body], vec![("self", Value::object(so))])?;
        if !self.condition(&b.body, &env, "resources", &base)? {
            return Ok(());
        }
        self.out.warnings.extend(warnings);
        let Some(fe) = b.body.attributes.get("for_each") else {
            return Err(missing("for_each", b.open_brace_span));
        };
        let mut templates = blocks(&b.body, "template");
        let Some(template) = templates.next() else {
            return Err(fatal(
                format!("resource collection {base}: a template block is required"),
                Some(b.open_brace_span),
            ));
        };
        if let Some(t) = templates.next() {
            return Err(fatal(
                format!("resource collection {base}: only one template block is allowed"),
                Some(t.type_span),
            ));
        }
        let r = self.eval(&fe.expr, &env)?;
        if r.incomplete() || r.value.is_null() {
            let mut d = fatal(
                format!("unable to extract iterations for resource collection {base}"),
                Some(fe.expr.span),
            );
            if let Some(e) = r.diags.iter().find(|d| d.is_error()) {
                d.detail = match e.subject {
                    Some(s) => format!("{}: {}; {}", range_text(self.map, s), e.summary, e.detail),
                    None => format!("{}; {}", e.summary, e.detail),
                };
            } else if r.value.is_null() {
                d.detail = "the for_each value is null".into();
            } else {
                d.detail = "the for_each value is not known".into();
            }
            return Err(d);
        }
        self.out.warnings.extend(r.diags.iter().cloned());
        match r.value.ty() {
            Type::List(_) | Type::Set(_) | Type::Tuple(_) | Type::Map(_) | Type::Object(_) => {}
            _ => {
                return Err(fatal(
                    format!(
                        "resource collection {base}: for_each must be a list, set or map, got {}",
                        type_name(&r.value)
                    ),
                    Some(fe.expr.span),
                ))
            }
        }
        let name_expr = b.body.attributes.get("name").map(|a| a.expr.clone());
        for (i, (k, v)) in r.value.elements().into_iter().enumerate() {
            let mut each = BTreeMap::new();
            each.insert("key".to_string(), k.clone());
            each.insert("value".to_string(), v);
            let mut ienv = Env::child(&env);
            ienv.set("each", Value::object(each));
            let name = match &name_expr {
                Some(ne) => {
                    let nr = self.eval(ne, &ienv)?;
                    if nr.incomplete() {
                        let mut lines = self.context_lines(ne, &nr);
                        let unknown = self.unknown_paths(ne, &ienv);
                        if !unknown.is_empty() {
                            lines.push(format!("unknown values: {}", unknown.join(", ")));
                        }
                        self.discard("resources", &base, "incomplete", ne.span, lines, &nr.diags);
                        continue;
                    }
                    match nr.value.as_str() {
                        Some(s) if !nr.value.is_null() => s.to_string(),
                        _ => {
                            return Err(fatal(
                                format!("name produced from evaluating the name expression for collection {base} was not a string"),
                                Some(ne.span),
                            ))
                        }
                    }
                }
                None => match strata_hcl_types::convert(&k, &Type::String) {
                    Ok(s) if s.is_known() && !s.is_null() => format!("{base}-{}", s.as_str().unwrap_or_default()),
                    _ => {
                        return Err(fatal(
                            format!("resource collection {base}: each.key cannot be used in the default name"),
                            Some(fe.expr.span),
                        ))
                    }
                },
            };
            let self_obj = self.self_resource(&name, Some(&base));
            self.resource(template, &ienv, name, self_obj, Some((&base, i)))?;
        }
        Ok(())
    }

    fn group(&mut self, b: &Block, parent: &Env) -> Result<(), Fatal> {
        check_schema(&b.body, &GROUP, false)?;
        let (env, warnings) = self.scope(parent, &[&b.body], Vec::new())?;
        if !self.condition(&b.body, &env, "group", "")? {
            return Ok(());
        }
        self.out.warnings.extend(warnings);
        for child in &b.body.blocks {
            self.child(child, &env)?;
        }
        Ok(())
    }

    fn composite(&mut self, b: &Block, parent: &Env) -> Result<(), Fatal> {
        check_schema(&b.body, &COMPOSITE, false)?;
        let which = label(b);
        let kind = match which.as_str() {
            "status" => "composite-status",
            "connection" => "composite-connection",
            _ => {
                return Err(fatal(
                    format!(
                    "unsupported composite block {which:?}, must be \"status\" or \"connection\""
                ),
                    b.label_spans.first().copied(),
                ))
            }
        };
        let (env, warnings) = self.scope(parent, &[&b.body], Vec::new())?;
        self.out.warnings.extend(warnings);
        let Some(expr) = body_expr(&b.body)? else {
            return Err(missing("body", b.open_brace_span));
        };
        let r = self.eval(&expr, &env)?;
        if r.incomplete() {
            let lines = self.context_lines(&expr, &r);
            self.discard(kind, "", "incomplete", expr.span, lines, &r.diags);
            return Ok(());
        }
        self.out.warnings.extend(r.diags.iter().cloned());
        if r.value.is_null() || !(r.value.ty().is_object() || r.value.ty().is_map()) {
            return Err(fatal(
                format!(
                    "{which} body must be an object, got {}",
                    type_name(&r.value)
                ),
                Some(expr.span),
            ));
        }
        let value = from_hcl(&r.value)
            .map_err(|e| fatal(format!("composite {which}: {e}"), Some(expr.span)))?;
        if kind == "composite-status" {
            let status = self
                .out
                .status
                .get_or_insert_with(|| CoreValue::map(Map::new()));
            let mut path = Vec::new();
            unify(status, value, &mut path).map_err(|m| fatal(m, Some(expr.span)))?;
            return Ok(());
        }
        let mut decoded = IndexMap::new();
        let mut bad = Vec::new();
        for (k, v) in value.as_map().map(|m| m.iter()).into_iter().flatten() {
            let Some(s) = v.as_str() else {
                return Err(fatal(
                    format!(
                        "composite connection: value for key {:?} is not a string, got {}",
                        k.as_str(),
                        v.kind()
                    ),
                    Some(expr.span),
                ));
            };
            match base64::engine::general_purpose::STANDARD.decode(s) {
                Ok(bytes) => {
                    decoded.insert(k.to_string(), bytes);
                }
                Err(e) => {
                    let at = match e {
                        base64::DecodeError::InvalidByte(at, _)
                        | base64::DecodeError::InvalidLastSymbol(at, _)
                        | base64::DecodeError::InvalidLength(at) => at,
                        base64::DecodeError::InvalidPadding => s.len(),
                    };
                    bad.push(format!(
                        "key {:?}: illegal base64 data at input byte {at}",
                        k.as_str()
                    ))
                }
            }
        }
        if !bad.is_empty() {
            self.discard(kind, "", "bad-secret", expr.span, bad, &[]);
            return Ok(());
        }
        let conn = self.out.connection.get_or_insert_with(IndexMap::new);
        for (k, v) in decoded {
            match conn.get(&k) {
                Some(old) if *old != v => {
                    return Err(fatal(
                        format!("values for key {k} not equal"),
                        Some(expr.span),
                    ));
                }
                Some(_) => {}
                None => {
                    conn.insert(k, v);
                }
            }
        }
        Ok(())
    }

    fn context(&mut self, b: &Block, parent: &Env) -> Result<(), Fatal> {
        check_schema(&b.body, &CONTEXT, false)?;
        let (env, warnings) = self.scope(parent, &[&b.body], Vec::new())?;
        self.out.warnings.extend(warnings);
        let Some(key_attr) = b.body.attributes.get("key") else {
            return Err(missing("key", b.open_brace_span));
        };
        let Some(value_attr) = b.body.attributes.get("value") else {
            return Err(missing("value", b.open_brace_span));
        };
        let k = self.eval(&key_attr.expr, &env)?;
        if k.incomplete() {
            let mut d = fatal("context key is unknown", Some(key_attr.expr.span));
            if let Some(e) = k.diags.iter().find(|d| d.is_error()) {
                d.detail = format!("{}; {}", e.summary, e.detail);
            }
            return Err(d);
        }
        let key = match k.value.as_str() {
            Some(s) if !k.value.is_null() => s.to_string(),
            _ => {
                return Err(fatal(
                    format!("context key was not a string, got {}", type_name(&k.value)),
                    Some(key_attr.expr.span),
                ))
            }
        };
        let r = self.eval(&value_attr.expr, &env)?;
        if r.incomplete() {
            let lines = self.context_lines(&value_attr.expr, &r);
            self.discard(
                "context",
                &key,
                "incomplete",
                value_attr.expr.span,
                lines,
                &r.diags,
            );
            return Ok(());
        }
        self.out.warnings.extend(r.diags.iter().cloned());
        let value = from_hcl(&r.value)
            .map_err(|e| fatal(format!("context {key}: {e}"), Some(value_attr.expr.span)))?;
        match self.out.context.get_mut(&key) {
            Some(existing) => {
                let mut path = vec![key.clone()];
                unify(existing, value, &mut path)
                    .map_err(|m| fatal(m, Some(value_attr.expr.span)))?;
            }
            None => {
                self.out.context.insert(key, value);
            }
        }
        Ok(())
    }

    fn requirement(&mut self, b: &Block, parent: &Env) -> Result<(), Fatal> {
        check_schema(&b.body, &REQUIREMENT, false)?;
        let name = label(b);
        let (env, warnings) = self.scope(parent, &[&b.body], Vec::new())?;
        if !self.condition(&b.body, &env, "requirement", &name)? {
            return Ok(());
        }
        self.out.warnings.extend(warnings);
        let mut selects = blocks(&b.body, "select");
        let Some(select) = selects.next() else {
            return Err(fatal(
                format!("requirement {name}: a select block is required"),
                Some(b.open_brace_span),
            ));
        };
        if let Some(s) = selects.next() {
            return Err(fatal(
                format!("requirement {name}: only one select block is allowed"),
                Some(s.type_span),
            ));
        }
        check_schema(&select.body, &SELECT, false)?;
        let attrs = &select.body.attributes;
        let (Some(api), Some(kind)) = (attrs.get("apiVersion"), attrs.get("kind")) else {
            let m = if attrs.contains_key("apiVersion") {
                "kind"
            } else {
                "apiVersion"
            };
            return Err(missing(m, select.open_brace_span));
        };
        let by_name = attrs.get("matchName");
        let by_labels = attrs.get("matchLabels");
        if by_name.is_some() == by_labels.is_some() {
            return Err(fatal(
                format!(
                    "requirement {name}: exactly one of matchName or matchLabels must be specified"
                ),
                Some(select.def_span()),
            ));
        }
        let mut results = Vec::new();
        let mut incomplete = false;
        let mut lines = Vec::new();
        let mut all_diags = Vec::new();
        for a in [Some(api), Some(kind), by_name, by_labels]
            .into_iter()
            .flatten()
        {
            let r = self.eval(&a.expr, &env)?;
            if r.incomplete() {
                incomplete = true;
                lines.extend(self.context_lines(&a.expr, &r));
                all_diags.extend(r.diags.iter().cloned());
            }
            results.push((a, r));
        }
        if incomplete {
            self.discard(
                "requirement",
                &name,
                "incomplete",
                select.body.span,
                lines,
                &all_diags,
            );
            return Ok(());
        }
        let string_of = |a: &Attribute, r: &Evaluated| -> Result<String, Fatal> {
            match r.value.as_str() {
                Some(s) if !r.value.is_null() => Ok(s.to_string()),
                _ => Err(fatal(
                    format!(
                        "requirement {name}: {} must be a string, got {}",
                        a.name,
                        type_name(&r.value)
                    ),
                    Some(a.expr.span),
                )),
            }
        };
        let mut sel = ResourceSelector::default();
        for (a, r) in &results {
            match a.name.as_str() {
                "apiVersion" => sel.api_version = string_of(a, r)?,
                "kind" => sel.kind = string_of(a, r)?,
                "matchName" => sel.matching = Match::Name(string_of(a, r)?),
                _ => {
                    let bad = || {
                        fatal(
                            format!(
                                "requirement {name}: matchLabels must be a map of strings, got {}",
                                type_name(&r.value)
                            ),
                            Some(a.expr.span),
                        )
                    };
                    if r.value.is_null() || !(r.value.ty().is_object() || r.value.ty().is_map()) {
                        return Err(bad());
                    }
                    let mut labels = IndexMap::new();
                    for (k, v) in r.value.as_attributes().into_iter().flatten() {
                        match v.as_str() {
                            Some(s) if !v.is_null() => {
                                labels.insert(k.clone(), s.to_string());
                            }
                            _ => return Err(bad()),
                        }
                    }
                    sel.matching = Match::Labels(labels);
                }
            }
        }
        if self.out.requirements.contains_key(&name) {
            return Err(fatal(
                format!("duplicate requirement {name:?}"),
                b.label_spans.first().copied(),
            ));
        }
        self.out.requirements.insert(name, sel);
        Ok(())
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

/// Unifies `src` into `dst`: objects merge key by key; other values must be equal.
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
            if matches!(a, CoreValue::Map(_)) != matches!(b, CoreValue::Map(_)) {
                return Err(format!("type mismatch for key {}", path.join(".")));
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
        assert_eq!(e, "type mismatch for key foo");
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
