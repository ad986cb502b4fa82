//! Expression evaluation.
//!
//! Semantics (those of HCL's native syntax, with values and operators from
//! `strata-hcl-types`):
//!
//! * Evaluation always yields a value *and* diagnostics. A failing sub-expression yields the
//!   dynamic unknown value, which propagates: operations on unknowns give unknowns, so one
//!   mistake is reported once.
//! * Variables are looked up innermost scope first: `for` expressions and splats bind names
//!   in a child scope, then the [`EvalContext`] chain is searched. Without a context (or with
//!   no variable table anywhere in the chain) a reference is "Variables not allowed"; likewise
//!   function calls need a function table ("Function calls not allowed").
//! * Operators convert their operands (`number` for arithmetic and ordering, `bool` for
//!   logic); `==`/`!=` compare any values. Conditionals unify the types of both results
//!   (a literal `null` takes the other side's type) and need a known, non-null bool condition.
//! * Templates convert every interpolated value to a string; null is an error and an unknown
//!   part makes the whole string unknown. `"${x}"` alone yields `x` unconverted.
//! * `for` over null is an error, over an unknown collection gives an unknown result; object
//!   `for` expressions reject duplicate keys unless grouping (`...`).
//! * Splats apply their traversal to each element of a list, set or tuple; a non-sequence value
//!   is treated as a one-element tuple and null as an empty tuple.
//!
//! * A [`CallHook`] on the context is consulted before the function table, and the core's
//!   [`Budget`] bounds the number of evaluated nodes (see [`crate::hook`]).
//!
//! Recursion follows the syntax tree, whose depth the parser bounds, and grows the stack as
//! it goes ([`strata_core::budget::grow`]).
//!
//! Over 1,500 lines on purpose: one evaluator over the expression kinds (operators, templates,
//! `for` expressions, splats, calls) whose arms recurse into each other; split by kind, the
//! files would all import each other.

use crate::ast::{BinaryOp, Expr, ExprKind, ForExpr, Literal, Step, StepKind, Traversal, UnaryOp};
use crate::expr::{ExprRepr, Expression};
use crate::hook::{charge, CallHook, HookCall};
use crate::json::{JsonExpr, JsonNode};
use crate::suggest::name_suggestion;
use smol_str::SmolStr;
use std::collections::BTreeMap;
use std::sync::Arc;
use strata_core::budget::{grow, Budget, Limits};
use strata_core::text::go_quote;
use strata_core::{Diagnostic, Diagnostics, Span};
use strata_hcl_types::convert::{convert, convert_owned, unify};
use strata_hcl_types::function::Function;
use strata_hcl_types::ops::{self, OperandSide};
use strata_hcl_types::{collection, Number, Type, Value};

/// Variables and functions available to expressions. `None` tables mean "not allowed here"
/// (unless a parent context has one). The call hook and the budget, too, are inherited from
/// the parent chain (the innermost one wins).
#[derive(Clone, Debug, Default)]
pub struct EvalContext {
    /// Variable values by name; `None` means variables are not allowed here (unless a parent
    /// context has a table).
    pub variables: Option<BTreeMap<String, Value>>,
    /// Functions by name; `None` means function calls are not allowed here (unless a parent context
    /// has a table).
    pub functions: Option<BTreeMap<String, Function>>,
    /// The context searched next when a name is not found here.
    pub parent: Option<Arc<EvalContext>>,
    /// Consulted for every call before `functions` ([`crate::hook`]).
    pub call_hook: Option<CallHook>,
    /// Charged one step per evaluated node ([`crate::hook`]).
    pub budget: Option<Arc<Budget>>,
}

impl EvalContext {
    /// An empty context: no variables or functions (references and calls are errors), no hook, no
    /// budget.
    pub fn new() -> EvalContext {
        EvalContext::default()
    }

    /// The context with `vars` as its variable table.
    pub fn with_variables(mut self, vars: BTreeMap<String, Value>) -> EvalContext {
        self.variables = Some(vars);
        self
    }

    /// The context with `funcs` as its function table.
    pub fn with_functions(mut self, funcs: BTreeMap<String, Function>) -> EvalContext {
        self.functions = Some(funcs);
        self
    }

    /// Sets the call hook ([`crate::hook`]).
    pub fn with_call_hook(mut self, hook: CallHook) -> EvalContext {
        self.call_hook = Some(hook);
        self
    }

    /// Sets the step budget ([`crate::hook`]).
    pub fn with_budget(mut self, budget: Arc<Budget>) -> EvalContext {
        self.budget = Some(budget);
        self
    }

    /// A child context whose lookups fall back to `parent`.
    pub fn child(parent: Arc<EvalContext>) -> EvalContext {
        EvalContext {
            parent: Some(parent),
            ..EvalContext::default()
        }
    }

    /// The innermost call hook of the chain.
    fn find_call_hook(&self) -> Option<&CallHook> {
        self.chain().find_map(|c| c.call_hook.as_ref())
    }

    /// The innermost budget of the chain.
    fn find_budget(&self) -> Option<&Arc<Budget>> {
        self.chain().find_map(|c| c.budget.as_ref())
    }

    fn chain(&self) -> impl Iterator<Item = &EvalContext> {
        let mut next = Some(self);
        std::iter::from_fn(move || {
            let cur = next?;
            next = cur.parent.as_deref();
            Some(cur)
        })
    }
}

/// A lexical scope during evaluation: names bound by `for` expressions, the current splat
/// item, and the caller's context (with its call hook and budget, looked up once).
#[derive(Clone, Copy)]
struct Scope<'a> {
    ctx: Option<&'a EvalContext>,
    locals: &'a [(SmolStr, Value)],
    anon: Option<&'a Value>,
    parent: Option<&'a Scope<'a>>,
    hook: Option<&'a CallHook>,
    /// The context's budget, if it set one (handed on to contexts a call hook creates).
    budget: Option<&'a Arc<Budget>>,
    /// What each evaluated node is charged to: the context's budget, or else the
    /// evaluation's own [`DEFAULT_EVAL_STEPS`] budget.
    steps: &'a Budget,
}

/// Steps one top-level evaluation may take when its context sets no budget: far beyond any
/// real expression (the 60 MB hcldec benchmark input takes a few steps per attribute), yet
/// it ends pathological input such as deeply nested `for` expressions over large collections
/// with an "Evaluation budget exceeded" error instead of running for hours.
pub const DEFAULT_EVAL_STEPS: u64 = 25_000_000;

/// The budget of one top-level evaluation whose context sets none: [`DEFAULT_EVAL_STEPS`]
/// steps, and the core's default depth (the evaluator itself counts no depth).
fn fallback_budget() -> Budget {
    Budget::new(Limits {
        max_steps: DEFAULT_EVAL_STEPS,
        ..Limits::default()
    })
}

impl<'a> Scope<'a> {
    /// The outermost scope of an evaluation in `ctx`; `fallback` is charged when `ctx` sets no
    /// budget.
    fn root(ctx: Option<&'a EvalContext>, fallback: &'a Budget) -> Scope<'a> {
        let budget = ctx.and_then(EvalContext::find_budget);
        Scope {
            ctx,
            locals: &[],
            anon: None,
            parent: None,
            hook: ctx.and_then(EvalContext::find_call_hook),
            budget,
            steps: budget.map(|b| &**b).unwrap_or(fallback),
        }
    }

    /// A scope nested in `self` binding `locals` (and the splat item `anon`).
    fn nested(&'a self, locals: &'a [(SmolStr, Value)], anon: Option<&'a Value>) -> Scope<'a> {
        Scope {
            ctx: self.ctx,
            locals,
            anon,
            parent: Some(self),
            hook: self.hook,
            budget: self.budget,
            steps: self.steps,
        }
    }

    fn lookup_local(&self, name: &str) -> Option<&'a Value> {
        let mut s = Some(self);
        while let Some(cur) = s {
            if let Some((_, v)) = cur.locals.iter().find(|(n, _)| n == name) {
                return Some(v);
            }
            s = cur.parent;
        }
        None
    }

    fn has_locals(&self) -> bool {
        let mut s = Some(self);
        while let Some(cur) = s {
            if !cur.locals.is_empty() {
                return true;
            }
            s = cur.parent;
        }
        false
    }

    fn local_names(&self) -> Vec<String> {
        let mut out = Vec::new();
        let mut s = Some(self);
        while let Some(cur) = s {
            out.extend(cur.locals.iter().map(|(n, _)| n.to_string()));
            s = cur.parent;
        }
        out
    }
}

impl Expression {
    /// Evaluates the expression in `ctx`.
    pub fn evaluate(&self, ctx: &EvalContext) -> (Value, Diagnostics) {
        self.value(Some(ctx))
    }

    /// Evaluates the expression; `None` means no variables or functions are allowed (and
    /// JSON strings are not templates).
    pub fn value(&self, ctx: Option<&EvalContext>) -> (Value, Diagnostics) {
        let mut diags = Vec::new();
        let v = match &self.0 {
            ExprRepr::Native(e) => {
                let fallback = fallback_budget();
                let scope = Scope::root(ctx, &fallback);
                eval(e, &scope, &mut diags)
            }
            ExprRepr::Json(j) => eval_json(j.node(), ctx, &mut diags, 0),
        };
        (v, diags)
    }
}

impl Expression {
    /// Evaluates a native expression in `ctx` with `locals` bound on top of it, as a `for`
    /// expression binds its variables: a name of `locals` hides the context's variable of
    /// that name, a missing name is an "Unknown variable" whose suggestion is the first close
    /// name of `locals` (then of the context's tables), and with no locals at all the context
    /// alone decides. `None` for a JSON expression.
    pub fn value_with_locals(
        &self,
        ctx: Option<&EvalContext>,
        locals: &[(SmolStr, Value)],
    ) -> Option<(Value, Diagnostics)> {
        let ExprRepr::Native(e) = &self.0 else {
            return None;
        };
        let mut diags = Vec::new();
        let fallback = fallback_budget();
        let root = Scope::root(ctx, &fallback);
        let scope = root.nested(locals, None);
        let v = eval(e, &scope, &mut diags);
        Some((v, diags))
    }
}

impl JsonExpr {
    /// Evaluates the JSON value (see [`Expression::value`]).
    pub fn value(&self, ctx: Option<&EvalContext>) -> (Value, Diagnostics) {
        let mut diags = Vec::new();
        let v = eval_json(self.node(), ctx, &mut diags, 0);
        (v, diags)
    }
}

/// Evaluates a native expression tree directly.
pub fn evaluate_native(e: &Expr, ctx: Option<&EvalContext>) -> (Value, Diagnostics) {
    let mut diags = Vec::new();
    let fallback = fallback_budget();
    let scope = Scope::root(ctx, &fallback);
    let v = eval(e, &scope, &mut diags);
    (v, diags)
}

fn err(summary: &str, detail: impl Into<String>, subject: Span) -> Diagnostic {
    Diagnostic::error(summary, detail).with_subject(subject)
}

use strata_core::diagnostic::has_errors;

/// Room for a template's text: its literal text and a short value per interpolation, so that
/// most templates take one allocation instead of a regrowth per part.
pub fn template_capacity(parts: &[Expr]) -> usize {
    parts
        .iter()
        .map(|p| match &p.kind {
            ExprKind::Literal(Literal::String(s)) => s.len(),
            _ => 16,
        })
        .sum()
}

/// The value of a literal.
pub fn literal_value(l: &Literal) -> Value {
    match l {
        Literal::Null => Value::dynamic_null(),
        Literal::Bool(b) => Value::bool(*b),
        Literal::Number(t) => match Number::parse(t) {
            Some(n) => Value::number(n),
            None => Value::unknown(Type::Number),
        },
        Literal::String(s) => Value::string(s),
    }
}

fn eval(e: &Expr, scope: &Scope<'_>, diags: &mut Diagnostics) -> Value {
    if !charge(scope.steps, e.span, diags) {
        return Value::dynamic();
    }
    grow(|| eval_node(e, scope, diags))
}

fn eval_node(e: &Expr, scope: &Scope<'_>, diags: &mut Diagnostics) -> Value {
    match &e.kind {
        ExprKind::Literal(l) => literal_value(l),
        ExprKind::Invalid => Value::dynamic(),
        ExprKind::AnonSymbol => scope_anon(scope),
        ExprKind::Parens(x) | ExprKind::TemplateWrap(x) => eval(x, scope, diags),
        ExprKind::Template(parts) => eval_template(parts, scope, diags),
        ExprKind::TemplateJoin(x) => eval_template_join(x, scope, diags),
        ExprKind::ScopeTraversal(t) => eval_scope_traversal(t, scope, diags),
        ExprKind::RelativeTraversal { source, steps } => {
            let v = eval(source, scope, diags);
            traverse_steps(v, steps, diags)
        }
        ExprKind::FunctionCall(call) => eval_call(
            e,
            &call.name,
            call.name_span,
            &call.args,
            call.expand_final,
            call.close_span,
            scope,
            diags,
        ),
        ExprKind::Conditional(c) => {
            eval_conditional(&c.condition, &c.true_expr, &c.false_expr, scope, diags)
        }
        ExprKind::Binary(b) => eval_binary(e, b.op, &b.lhs, &b.rhs, scope, diags),
        ExprKind::Unary { op, operand } => {
            let mut local = Vec::new();
            let v = eval(operand, scope, &mut local);
            let failed = has_errors(&local);
            diags.append(&mut local);
            let result_ty = match op {
                UnaryOp::Negate => Type::Number,
                UnaryOp::Not => Type::Bool,
            };
            // As HCL: the operand is converted (and a bad one reported) even if its own
            // evaluation failed; the operation runs only without errors.
            let r = match op {
                UnaryOp::Negate => ops::negate(&v),
                UnaryOp::Not => ops::not(&v),
            };
            match r {
                Ok(v) if !failed => v,
                Ok(_) => Value::unknown(result_ty),
                Err(oe) => {
                    for p in oe.problems {
                        let subject = match p.side {
                            OperandSide::Whole if failed => continue,
                            OperandSide::Whole => e.span,
                            _ => operand.span,
                        };
                        diags.push(err(&p.summary, p.detail, subject).with_context(e.span));
                    }
                    Value::unknown(result_ty)
                }
            }
        }
        ExprKind::Tuple(items) => {
            let vals = items.iter().map(|i| eval(i, scope, diags)).collect();
            Value::tuple(vals)
        }
        ExprKind::Object(items) => {
            let mut vals = BTreeMap::new();
            let mut known = true;
            for item in items {
                // A bare ASCII name is its own key (a string, normal already): no key value.
                if let Some(name) = item.key.expr.keyword_name() {
                    if !item.key.force_non_literal && name.is_ascii() {
                        let val = eval(&item.value, scope, diags);
                        vals.insert(name.to_string(), val);
                        continue;
                    }
                }
                let mut kd = Vec::new();
                let key = match item.key.expr.keyword_name() {
                    Some(name) if !item.key.force_non_literal => Value::string(name),
                    _ => eval(&item.key.expr, scope, &mut kd),
                };
                let key_failed = has_errors(&kd);
                diags.append(&mut kd);
                let val = eval(&item.value, scope, diags);
                if key_failed {
                    known = false;
                    continue;
                }
                if key.is_null() {
                    diags.push(err(
                        "Null value as key",
                        "Can't use a null value as a key.",
                        item.value.span,
                    ));
                    known = false;
                    continue;
                }
                let key = match convert(&key, &Type::String) {
                    Ok(k) => k,
                    Err(ce) => {
                        diags.push(err(
                            "Incorrect key type",
                            format!("Can't use this value as a key: {}.", ce.message),
                            item.key.expr.span,
                        ));
                        known = false;
                        continue;
                    }
                };
                match key.as_str() {
                    Some(k) => {
                        vals.insert(k.to_string(), val);
                    }
                    None => known = false,
                }
            }
            if !known {
                return Value::dynamic();
            }
            Value::object(vals)
        }
        ExprKind::For(f) => eval_for(f, scope, diags),
        ExprKind::Index(i) => {
            let c = eval(&i.collection, scope, diags);
            let k = eval(&i.key, scope, diags);
            index_value(&c, &k, i.bracket_span, diags)
        }
        ExprKind::Splat {
            source,
            each,
            marker_span,
        } => eval_splat(source, each, *marker_span, scope, diags),
    }
}

fn scope_anon(scope: &Scope<'_>) -> Value {
    let mut s = Some(scope);
    while let Some(cur) = s {
        if let Some(v) = cur.anon {
            return v.clone();
        }
        s = cur.parent;
    }
    Value::dynamic()
}

fn index_value(c: &Value, k: &Value, span: Span, diags: &mut Diagnostics) -> Value {
    match collection::index(c, k) {
        Ok(v) => v,
        Err(ie) => {
            diags.push(err(&ie.summary, ie.detail, span));
            Value::dynamic()
        }
    }
}

fn attr_value(c: &Value, name: &str, span: Span, diags: &mut Diagnostics) -> Value {
    match collection::get_attr(c, name) {
        Ok(v) => v,
        Err(ie) => {
            diags.push(err(&ie.summary, ie.detail, span));
            Value::dynamic()
        }
    }
}

/// Applies traversal steps; stops at the first error with the dynamic value.
fn traverse_steps(mut v: Value, steps: &[Step], diags: &mut Diagnostics) -> Value {
    for step in steps {
        let mut local = Vec::new();
        v = match &step.kind {
            StepKind::Attr(name) => attr_value(&v, name, step.span, &mut local),
            StepKind::Index(l) => index_value(&v, &literal_value(l), step.span, &mut local),
        };
        let failed = has_errors(&local);
        diags.append(&mut local);
        if failed {
            return Value::dynamic();
        }
    }
    v
}

impl Traversal {
    /// Applies this traversal's steps (not its root) to `v`.
    pub fn traverse(&self, v: &Value) -> (Value, Diagnostics) {
        let mut diags = Vec::new();
        let r = traverse_steps(v.clone(), &self.steps, &mut diags);
        (r, diags)
    }

    /// Looks up the root in `ctx` and applies the steps, as a variable reference does.
    pub fn traverse_abs(&self, ctx: Option<&EvalContext>) -> (Value, Diagnostics) {
        let mut diags = Vec::new();
        let fallback = fallback_budget();
        let scope = Scope::root(ctx, &fallback);
        let v = eval_scope_traversal(self, &scope, &mut diags);
        (v, diags)
    }
}

fn eval_scope_traversal(t: &Traversal, scope: &Scope<'_>, diags: &mut Diagnostics) -> Value {
    if let Some(v) = scope.lookup_local(&t.root) {
        return traverse_steps(v.clone(), &t.steps, diags);
    }
    let mut any_table = scope.has_locals();
    let mut names = scope.local_names();
    if let Some(ctx) = scope.ctx {
        for c in ctx.chain() {
            if let Some(vars) = &c.variables {
                any_table = true;
                if let Some(v) = vars.get(t.root.as_str()) {
                    return traverse_steps(v.clone(), &t.steps, diags);
                }
                names.extend(vars.keys().cloned());
            }
        }
    }
    if !any_table {
        diags.push(err(
            "Variables not allowed",
            "Variables may not be used here.",
            t.root_span,
        ));
        return Value::dynamic();
    }
    let suggestion = name_suggestion(&t.root, &names)
        .map(|s| format!(" Did you mean {s:?}?"))
        .unwrap_or_default();
    diags.push(err(
        "Unknown variable",
        format!(
            "There is no variable named {:?}.{suggestion}",
            t.root.as_str()
        ),
        t.root_span,
    ));
    Value::dynamic()
}

fn eval_template(parts: &[Expr], scope: &Scope<'_>, diags: &mut Diagnostics) -> Value {
    // A plain string (`"t3.micro"`) is its literal.
    if let [Expr {
        kind: ExprKind::Literal(Literal::String(s)),
        ..
    }] = parts
    {
        // The part's own step, as the general path charges it (out of steps: unknown).
        if !charge(scope.steps, parts[0].span, diags) {
            return Value::unknown(Type::String);
        }
        return Value::string(s);
    }
    let mut buf = String::with_capacity(template_capacity(parts));
    let mut known = true;
    for part in parts {
        if let ExprKind::Literal(Literal::String(s)) = &part.kind {
            // Literal text: what evaluating and converting it gives, without the value.
            if charge(scope.steps, part.span, diags) {
                buf.push_str(s);
            } else {
                known = false;
            }
            continue;
        }
        let v = eval(part, scope, diags);
        if v.is_null() {
            diags.push(err(
                "Invalid template interpolation value",
                "The expression result is null. Cannot include a null value in a string template.",
                part.span,
            ));
            continue;
        }
        if !v.is_known() {
            known = false;
            continue;
        }
        // Strings, numbers and bools (nearly all interpolations) appended as their string
        // conversion gives them, without making that string's value.
        if let Some(s) = v.as_str() {
            buf.push_str(s);
            continue;
        }
        if let Some(n) = v.as_number() {
            buf.push_str(&n.to_text());
            continue;
        }
        if let Some(b) = v.as_bool() {
            buf.push_str(if b { "true" } else { "false" });
            continue;
        }
        match convert(&v, &Type::String) {
            Ok(s) => match s.as_str() {
                Some(s) => buf.push_str(s),
                None => known = false,
            },
            Err(ce) => diags.push(err(
                "Invalid template interpolation value",
                format!(
                    "Cannot include the given value in a string template: {}.",
                    ce.message
                ),
                part.span,
            )),
        }
    }
    if !known {
        return Value::unknown(Type::String);
    }
    Value::string(buf)
}

fn eval_template_join(x: &Expr, scope: &Scope<'_>, diags: &mut Diagnostics) -> Value {
    let tuple = eval(x, scope, diags);
    if tuple.ty().is_dynamic() || !tuple.is_known() || tuple.is_null() {
        return Value::unknown(Type::String);
    }
    let mut buf = String::new();
    for (_, v) in tuple.elements() {
        if v.is_null() {
            diags.push(err(
                "Invalid template interpolation value",
                "An iteration result is null. Cannot include a null value in a string template.",
                x.span,
            ));
            continue;
        }
        if v.ty().is_dynamic() {
            return Value::unknown(Type::String);
        }
        match convert(&v, &Type::String) {
            Ok(s) => {
                if !s.is_known() {
                    return Value::unknown(Type::String);
                }
                if let Some(s) = s.as_str() {
                    buf.push_str(s);
                }
            }
            Err(ce) => diags.push(err(
                "Invalid template interpolation value",
                format!(
                    "Cannot include one of the interpolation results into the string template: {}.",
                    ce.message
                ),
                x.span,
            )),
        }
    }
    Value::string(buf)
}

fn is_dynamic_null(v: &Value) -> bool {
    v.is_null() && v.ty().is_dynamic()
}

fn eval_conditional(
    condition: &Expr,
    t: &Expr,
    f: &Expr,
    scope: &Scope<'_>,
    diags: &mut Diagnostics,
) -> Value {
    let mut tdiags = Vec::new();
    let mut fdiags = Vec::new();
    let tv = eval(t, scope, &mut tdiags);
    let fv = eval(f, scope, &mut fdiags);
    let (result_ty, conv_t, conv_f) = if is_dynamic_null(&tv) {
        (fv.ty().clone(), true, false)
    } else if is_dynamic_null(&fv) {
        (tv.ty().clone(), false, true)
    } else if tv.ty().is_dynamic() || fv.ty().is_dynamic() {
        (Type::Dynamic, false, false)
    } else if tv.ty() == fv.ty() && tv.ty().is_primitive() {
        // One primitive type (`"big" : "small"`): it is their unification, and each result
        // is its own conversion to it.
        (tv.ty().clone(), false, false)
    } else {
        match unify(&[tv.ty().clone(), fv.ty().clone()]) {
            Some(ty) => (ty, true, true),
            None => {
                diags.push(
                    err(
                        "Inconsistent conditional result types",
                        format!(
                            "The true and false result expressions must have consistent types. {}.",
                            describe_conditional_mismatch(tv.ty(), fv.ty())
                        ),
                        t.span.to(f.span),
                    )
                    .with_context(condition.span.to(f.span)),
                );
                return Value::dynamic();
            }
        }
    };
    let c = eval(condition, scope, diags);
    if c.is_null() {
        diags.push(err(
            "Null condition",
            "The condition value is null. Conditions must either be true or false.",
            condition.span,
        ));
        return Value::unknown(result_ty);
    }
    if !c.is_known() {
        return Value::unknown(result_ty);
    }
    let c = match convert_owned(c, &Type::Bool) {
        Ok(c) => c,
        Err(_) => {
            diags.push(err(
                "Incorrect condition type",
                "The condition expression must be of type bool.",
                condition.span,
            ));
            return Value::unknown(result_ty);
        }
    };
    let (v, mut d, conv, which, span) = if c.as_bool() == Some(true) {
        (tv, tdiags, conv_t, "true", t.span)
    } else {
        (fv, fdiags, conv_f, "false", f.span)
    };
    diags.append(&mut d);
    if conv && !result_ty.is_dynamic() {
        match convert_owned(v, &result_ty) {
            Ok(v) => return v,
            Err(ce) => {
                diags.push(err(
                    "Inconsistent conditional result types",
                    format!(
                        "The {which} result value has the wrong type: {}.",
                        ce.message
                    ),
                    span,
                ));
                return Value::unknown(result_ty);
            }
        }
    }
    v
}

/// Why a conditional's two result types do not unify, in HCL 2.14's words: structural types
/// of the same kind are compared attribute by attribute (names in sorted order) or element by
/// element, collections of the same kind by their structural element types, and otherwise
/// the two friendly type names are given.
fn describe_conditional_mismatch(t: &Type, f: &Type) -> String {
    match (t, f) {
        (Type::Object(to), Type::Object(fo)) => {
            for (name, tat) in to.iter() {
                let Some(fat) = fo.get(name) else {
                    return format!("The 'true' value includes object attribute {}, which is absent in the 'false' value", go_quote(name));
                };
                if !tat.equals(fat) {
                    return format!(
                        "Type mismatch for object attribute {}: {}",
                        go_quote(name),
                        describe_conditional_mismatch(tat, fat)
                    );
                }
            }
            if let Some(name) = fo.keys().find(|n| !to.contains_key(*n)) {
                return format!("The 'false' value includes object attribute {}, which is absent in the 'true' value", go_quote(name));
            }
        }
        (Type::Tuple(te), Type::Tuple(fe)) => {
            if te.len() != fe.len() {
                return format!(
                    "The 'true' tuple has length {}, but the 'false' tuple has length {}",
                    te.len(),
                    fe.len()
                );
            }
            if let Some(i) = (0..te.len()).find(|&i| !te[i].equals(&fe[i])) {
                return format!(
                    "Type mismatch for tuple element {i}: {}",
                    describe_conditional_mismatch(&te[i], &fe[i])
                );
            }
        }
        (Type::List(te), Type::List(fe))
        | (Type::Set(te), Type::Set(fe))
        | (Type::Map(te), Type::Map(fe))
            if (te.is_object() && fe.is_object()) || (te.is_tuple() && fe.is_tuple()) =>
        {
            let noun = match t {
                Type::List(_) => "list",
                Type::Set(_) => "set",
                _ => "map",
            };
            return format!(
                "Mismatched {noun} element types: {}",
                describe_conditional_mismatch(te, fe)
            );
        }
        _ => {}
    }
    let (tn, fname) = (t.friendly_name(), f.friendly_name());
    if tn == fname {
        return "At least one deeply-nested attribute or element is not compatible across both the 'true' and the 'false' value".to_string();
    }
    format!("The 'true' value is {tn}, but the 'false' value is {fname}")
}

fn eval_binary(
    e: &Expr,
    op: BinaryOp,
    lhs: &Expr,
    rhs: &Expr,
    scope: &Scope<'_>,
    diags: &mut Diagnostics,
) -> Value {
    let mut local = Vec::new();
    let l = eval(lhs, scope, &mut local);
    let r = eval(rhs, scope, &mut local);
    let failed = has_errors(&local);
    diags.append(&mut local);
    let result_ty = match op {
        BinaryOp::Add
        | BinaryOp::Subtract
        | BinaryOp::Multiply
        | BinaryOp::Divide
        | BinaryOp::Modulo => Type::Number,
        _ => Type::Bool,
    };
    let f = match op {
        BinaryOp::Or => ops::or,
        BinaryOp::And => ops::and,
        BinaryOp::Equal => ops::equal,
        BinaryOp::NotEqual => ops::not_equal,
        BinaryOp::Less => ops::less,
        BinaryOp::LessOrEqual => ops::less_or_equal,
        BinaryOp::Greater => ops::greater,
        BinaryOp::GreaterOrEqual => ops::greater_or_equal,
        BinaryOp::Add => ops::add,
        BinaryOp::Subtract => ops::subtract,
        BinaryOp::Multiply => ops::multiply,
        BinaryOp::Divide => ops::divide,
        BinaryOp::Modulo => ops::modulo,
    };
    match f(&l, &r) {
        Ok(v) if !failed => v,
        Ok(_) => Value::unknown(result_ty),
        Err(oe) => {
            // Operand conversion problems are reported even if an operand's own evaluation
            // failed (HCL converts before checking); a failed operation only if not.
            for p in oe.problems {
                let subject = match p.side {
                    OperandSide::Left => lhs.span,
                    OperandSide::Right => rhs.span,
                    _ => e.span,
                };
                if p.side == OperandSide::Whole && failed {
                    continue;
                }
                diags.push(err(&p.summary, p.detail, subject).with_context(e.span));
            }
            Value::unknown(result_ty)
        }
    }
}

/// The names a `for` binds for one element: the key's (when two names are written) and then
/// the value's, as the first `n` of the pair (held in place: no allocation per element).
fn bind(f: &ForExpr, k: Value, v: Value) -> ([(SmolStr, Value); 2], usize) {
    match &f.key_var {
        Some(kn) => ([(kn.clone(), k), (f.val_var.clone(), v)], 2),
        None => (
            [
                (f.val_var.clone(), v),
                (SmolStr::default(), Value::dynamic()),
            ],
            1,
        ),
    }
}

fn eval_for(f: &ForExpr, scope: &Scope<'_>, diags: &mut Diagnostics) -> Value {
    let coll = eval(&f.collection, scope, diags);
    if coll.is_null() {
        diags.push(err(
            "Iteration over null value",
            "A null value cannot be used as the collection in a 'for' expression.",
            f.collection.span,
        ));
        return Value::dynamic();
    }
    if coll.ty().is_dynamic() {
        return Value::dynamic();
    }
    let ty = coll.ty();
    let iterable = ty.is_list() || ty.is_set() || ty.is_tuple() || ty.is_map() || ty.is_object();
    if !iterable {
        diags.push(err(
            "Iteration over non-iterable value",
            format!(
                "A value of type {} cannot be used as the collection in a 'for' expression.",
                ty.friendly_name()
            ),
            f.collection.span,
        ));
        return Value::dynamic();
    }
    if let Some(cond) = &f.condition {
        // An early check with unknown bindings catches a wrongly typed condition once.
        let (locals, n) = bind(f, Value::dynamic(), Value::dynamic());
        let child = scope.nested(&locals[..n], None);
        let mut cd = Vec::new();
        let r = eval(cond, &child, &mut cd);
        let failed = has_errors(&cd);
        diags.append(&mut cd);
        if r.is_null() {
            diags.push(err(
                "Condition is null",
                "The value of the 'if' clause must not be null.",
                cond.span,
            ));
            return Value::dynamic();
        }
        if let Err(ce) = convert(&r, &Type::Bool) {
            diags.push(err(
                "Invalid 'for' condition",
                format!("The 'if' clause value is invalid: {}.", ce.message),
                cond.span,
            ));
            return Value::dynamic();
        }
        if failed {
            return Value::dynamic();
        }
    }
    if !coll.is_known() {
        return Value::dynamic();
    }
    let mut known = true;
    // Without a key variable the elements of a list or tuple are bound as they are, without
    // the index values `elements` makes for them.
    let seq = match &f.key_var {
        None if !ty.is_set() => coll.as_elements(),
        _ => None,
    };
    let mut pairs = match seq {
        Some(_) => Vec::new(),
        None => coll.elements(),
    }
    .into_iter();
    let count = seq.map_or(pairs.len(), <[Value]>::len);
    let mut tuple_vals = Vec::with_capacity(if f.key.is_none() { count } else { 0 });
    let mut obj_vals: BTreeMap<String, Value> = BTreeMap::new();
    let mut groups: BTreeMap<String, Vec<Value>> = BTreeMap::new();
    for i in 0..count {
        let next = match seq {
            Some(items) => items.get(i).map(|v| (Value::dynamic(), v.clone())),
            None => pairs.next(),
        };
        let Some((k, v)) = next else { break };
        let (locals, n) = bind(f, k, v);
        let child = scope.nested(&locals[..n], None);
        if let Some(cond) = &f.condition {
            let inc = eval(cond, &child, diags);
            if inc.is_null() {
                if known {
                    diags.push(err(
                        "Invalid 'for' condition",
                        "The value of the 'if' clause must not be null.",
                        cond.span,
                    ));
                }
                known = false;
                continue;
            }
            let inc = match convert(&inc, &Type::Bool) {
                Ok(b) => b,
                Err(ce) => {
                    if known {
                        diags.push(err(
                            "Invalid 'for' condition",
                            format!("The 'if' clause value is invalid: {}.", ce.message),
                            cond.span,
                        ));
                    }
                    known = false;
                    continue;
                }
            };
            match inc.as_bool() {
                Some(true) => {}
                Some(false) => continue,
                None => {
                    known = false;
                    continue;
                }
            }
        }
        match &f.key {
            None => tuple_vals.push(eval(&f.value, &child, diags)),
            Some(key_expr) => {
                let kraw = eval(key_expr, &child, diags);
                if kraw.is_null() {
                    if known {
                        diags.push(err(
                            "Invalid object key",
                            "Key expression in 'for' expression must not produce a null value.",
                            key_expr.span,
                        ));
                    }
                    known = false;
                    continue;
                }
                if !kraw.is_known() {
                    known = false;
                    continue;
                }
                let key = match convert(&kraw, &Type::String) {
                    Ok(k) => k,
                    Err(ce) => {
                        if known {
                            diags.push(err(
                                "Invalid object key",
                                format!(
                                    "The key expression produced an invalid result: {}.",
                                    ce.message
                                ),
                                key_expr.span,
                            ));
                        }
                        known = false;
                        continue;
                    }
                };
                let Some(key) = key.as_str().map(str::to_string) else {
                    known = false;
                    continue;
                };
                let val = eval(&f.value, &child, diags);
                if f.group {
                    groups.entry(key).or_default().push(val);
                } else {
                    match obj_vals.entry(key) {
                        std::collections::btree_map::Entry::Occupied(o) => diags.push(err(
                            "Duplicate object key",
                            format!(
                                "Two different items produced the key {:?} in this 'for' expression. If duplicates are expected, use the ellipsis (...) after the value expression to enable grouping by key.",
                                o.key()
                            ),
                            key_expr.span,
                        )),
                        std::collections::btree_map::Entry::Vacant(v) => {
                            v.insert(val);
                        }
                    }
                }
            }
        }
    }
    if !known {
        return Value::dynamic();
    }
    if f.key.is_none() {
        return Value::tuple(tuple_vals);
    }
    if f.group {
        obj_vals = groups
            .into_iter()
            .map(|(k, vs)| (k, Value::tuple(vs)))
            .collect();
    }
    Value::object(obj_vals)
}

fn eval_splat(
    source: &Expr,
    each: &Expr,
    marker_span: Span,
    scope: &Scope<'_>,
    diags: &mut Diagnostics,
) -> Value {
    let mut sd = Vec::new();
    let src = eval(source, scope, &mut sd);
    let failed = has_errors(&sd);
    diags.append(&mut sd);
    if failed {
        return Value::dynamic();
    }
    let ty = src.ty().clone();
    let sequence = ty.is_tuple() || ty.is_list() || ty.is_set();
    if src.is_null() {
        if !sequence {
            return Value::empty_tuple();
        }
        diags.push(
            err(
                "Splat of null value",
                "Splat expressions (with the * symbol) cannot be applied to null sequences.",
                source.span,
            )
            .with_context(source.span.to(marker_span)),
        );
        return Value::dynamic();
    }
    let (src, ty) = if sequence {
        (src, ty)
    } else {
        let t = Value::tuple(vec![src]);
        let ty = t.ty().clone();
        (t, ty)
    };
    let each_with = |item: &Value, d: &mut Diagnostics| {
        let child = scope.nested(&[], Some(item));
        eval(each, &child, d)
    };
    let result_type = || -> Type {
        let mut scratch = Vec::new();
        if ty.is_list() || ty.is_set() {
            let ety = ty.element_type().cloned().unwrap_or(Type::Dynamic);
            let v = each_with(&Value::unknown(ety), &mut scratch);
            Type::list(v.ty().clone())
        } else if let Some(etys) = ty.tuple_elements() {
            Type::tuple(
                etys.iter()
                    .map(|t| {
                        each_with(&Value::unknown(t.clone()), &mut scratch)
                            .ty()
                            .clone()
                    })
                    .collect(),
            )
        } else {
            Type::Dynamic
        }
    };
    if !src.is_known() {
        return Value::unknown(result_type());
    }
    let mut vals = Vec::new();
    let mut known = true;
    for (_, item) in src.elements() {
        let mut d = Vec::new();
        let v = each_with(&item, &mut d);
        if has_errors(&d) {
            known = false;
        }
        diags.append(&mut d);
        vals.push(v);
    }
    if !known {
        return Value::unknown(result_type());
    }
    if ty.is_list() || ty.is_set() {
        if vals.is_empty() {
            let rt = result_type();
            let ety = rt.element_type().cloned().unwrap_or(Type::Dynamic);
            return Value::list(ety, Vec::new());
        }
        let tys: Vec<Type> = vals.iter().map(|v| v.ty().clone()).collect();
        return match unify(&tys) {
            Some(ety) => Value::list(ety, vals),
            None => Value::tuple(vals),
        };
    }
    Value::tuple(vals)
}

fn eval_call(
    e: &Expr,
    name: &SmolStr,
    name_span: Span,
    args: &[Expr],
    expand_final: bool,
    close_span: Span,
    scope: &Scope<'_>,
    diags: &mut Diagnostics,
) -> Value {
    if let Some(hook) = scope.hook {
        if let Some((v, mut d)) = call_hook(
            hook,
            e,
            name,
            name_span,
            args,
            expand_final,
            close_span,
            scope,
        ) {
            diags.append(&mut d);
            return v;
        }
    }
    let mut func: Option<&Function> = None;
    let mut any_table = false;
    let mut avail: Vec<String> = Vec::new();
    if let Some(ctx) = scope.ctx {
        for c in ctx.chain() {
            if let Some(fs) = &c.functions {
                any_table = true;
                if let Some(f) = fs.get(name.as_str()) {
                    func = Some(f);
                    break;
                }
                avail.extend(fs.keys().cloned());
            }
        }
    }
    let Some(func) = func else {
        if !any_table {
            diags.push(err(
                "Function calls not allowed",
                "Functions may not be called here.",
                e.span,
            ));
        } else {
            let suggestion = name_suggestion(name, &avail)
                .map(|s| format!(" Did you mean {s:?}?"))
                .unwrap_or_default();
            diags.push(
                err(
                    "Call to unknown function",
                    format!(
                        "There is no function named {:?}.{suggestion}",
                        name.as_str()
                    ),
                    name_span,
                )
                .with_context(e.span),
            );
        }
        return Value::dynamic();
    };
    // Each argument: its value (if already computed by expansion) and its start range.
    let mut arg_items: Vec<(Option<Value>, &Expr)> = args.iter().map(|a| (None, a)).collect();
    if expand_final {
        let Some((_, last)) = arg_items.pop() else {
            return Value::dynamic();
        };
        let mut ed = Vec::new();
        let ev = eval(last, scope, &mut ed);
        let failed = has_errors(&ed);
        diags.append(&mut ed);
        if failed {
            return Value::dynamic();
        }
        let ty = ev.ty();
        let null_expansion = || {
            err(
                "Invalid expanding argument value",
                "The expanding argument (indicated by ...) must not be null.",
                last.span,
            )
            .with_context(e.span)
        };
        if ty.is_dynamic() {
            if ev.is_null() {
                diags.push(null_expansion());
            }
            return Value::dynamic();
        }
        if ty.is_tuple() || ty.is_list() || ty.is_set() {
            if ev.is_null() {
                diags.push(null_expansion());
                return Value::dynamic();
            }
            if !ev.is_known() {
                return Value::dynamic();
            }
            for (_, v) in ev.elements() {
                arg_items.push((Some(v), last));
            }
        } else {
            diags.push(
                err(
                    "Invalid expanding argument value",
                    "The expanding argument (indicated by ...) must be of a tuple, list, or set type.",
                    last.span,
                )
                .with_context(e.span),
            );
            return Value::dynamic();
        }
    }
    let params = &func.params;
    let var_param = func.var_param.as_ref();
    if arg_items.len() < params.len() {
        let missing = &params[arg_items.len()];
        let qual = if var_param.is_some() { " at least" } else { "" };
        diags.push(
            err(
                "Not enough function arguments",
                format!(
                    "Function {:?} expects{qual} {} argument(s). Missing value for {:?}.",
                    name.as_str(),
                    params.len(),
                    missing.name
                ),
                close_span,
            )
            .with_context(e.span),
        );
        return Value::dynamic();
    }
    if var_param.is_none() && arg_items.len() > params.len() {
        let extra = arg_items[params.len()].1;
        diags.push(
            err(
                "Too many function arguments",
                format!(
                    "Function {:?} expects only {} argument(s).",
                    name.as_str(),
                    params.len()
                ),
                if arg_items[params.len()].0.is_some() {
                    extra.span
                } else {
                    extra.start_span()
                },
            )
            .with_context(e.span),
        );
        return Value::dynamic();
    }
    let arg_start = |i: usize| -> Span {
        match arg_items.get(i) {
            Some((Some(_), x)) => x.span,
            Some((None, x)) => x.start_span(),
            None => e.span,
        }
    };
    let mut vals = Vec::with_capacity(arg_items.len());
    let mut failed = false;
    for (i, (pre, x)) in arg_items.iter().enumerate() {
        let v = match pre {
            Some(v) => v.clone(),
            None => {
                let mut ad = Vec::new();
                let v = eval(x, scope, &mut ad);
                failed |= has_errors(&ad);
                diags.append(&mut ad);
                v
            }
        };
        let Some(p) = func.param_for(i) else {
            vals.push(v);
            continue;
        };
        match convert_owned(v, &p.ty) {
            Ok(v) => vals.push(v),
            Err(ce) => {
                failed = true;
                diags.push(
                    err(
                        "Invalid function argument",
                        format!("Invalid value for {:?} parameter: {}.", p.name, ce.message),
                        arg_start(i),
                    )
                    .with_context(e.span),
                );
                vals.push(Value::unknown(p.ty.clone()));
            }
        }
    }
    if failed {
        return Value::dynamic();
    }
    match func.call_converted(&vals) {
        Ok(v) => v,
        Err(fe) => {
            match fe.arg_index {
                Some(i) => {
                    let param = func.param_for(i);
                    match param {
                        Some(p) if i < arg_items.len() => diags.push(
                            err(
                                "Invalid function argument",
                                format!(
                                    "Invalid value for {:?} parameter: {}.",
                                    p.name, fe.message
                                ),
                                arg_start(i),
                            )
                            .with_context(e.span),
                        ),
                        Some(p) => diags.push(err(
                            "Invalid function argument",
                            format!("Invalid value for {:?} parameter: {}.", p.name, fe.message),
                            e.span,
                        )),
                        None => diags.push(
                            err(
                                "Error in function call",
                                format!(
                                    "Call to function {:?} failed: {}.",
                                    name.as_str(),
                                    fe.message
                                ),
                                e.start_span(),
                            )
                            .with_context(e.span),
                        ),
                    }
                }
                None => diags.push(
                    err(
                        "Error in function call",
                        format!(
                            "Call to function {:?} failed: {}.",
                            name.as_str(),
                            fe.message
                        ),
                        e.start_span(),
                    )
                    .with_context(e.span),
                ),
            }
            Value::dynamic()
        }
    }
}

/// Offers a call to the hook (see [`crate::hook`]).
fn call_hook(
    hook: &CallHook,
    e: &Expr,
    name: &str,
    name_span: Span,
    args: &[Expr],
    expand_final: bool,
    close_span: Span,
    scope: &Scope<'_>,
) -> Option<(Value, Diagnostics)> {
    let eval_in_scope = |x: &Expr| {
        let mut d = Vec::new();
        let v = eval(x, scope, &mut d);
        (v, d)
    };
    hook.call(&HookCall {
        name,
        args,
        expand_final,
        span: e.span,
        name_span,
        close_span,
        hook,
        budget: scope.budget,
        eval_in_scope: &eval_in_scope,
    })
}

// ----- JSON expressions -----

fn eval_json(
    n: &JsonNode,
    ctx: Option<&EvalContext>,
    diags: &mut Diagnostics,
    depth: usize,
) -> Value {
    grow(|| eval_json_inner(n, ctx, diags, depth))
}

fn eval_json_inner(
    n: &JsonNode,
    ctx: Option<&EvalContext>,
    diags: &mut Diagnostics,
    depth: usize,
) -> Value {
    if depth > crate::json::MAX_JSON_NESTING {
        return Value::dynamic();
    }
    match n {
        JsonNode::String { value, span } => match ctx {
            Some(ctx) => {
                let (e, mut pd) = crate::json::string_template(value, *span);
                let failed = has_errors(&pd);
                diags.append(&mut pd);
                if failed {
                    return Value::dynamic();
                }
                let fallback = fallback_budget();
                let scope = Scope::root(Some(ctx), &fallback);
                eval(&e, &scope, diags)
            }
            None => Value::string(value),
        },
        JsonNode::Number { text, .. } => match Number::parse(text) {
            Some(n) => Value::number(n),
            None => Value::unknown(Type::Number),
        },
        JsonNode::Bool { value, .. } => Value::bool(*value),
        JsonNode::Null { .. } => Value::dynamic_null(),
        JsonNode::Invalid { .. } => Value::dynamic(),
        JsonNode::Array { values, .. } => Value::tuple(
            values
                .iter()
                .map(|v| eval_json(v, ctx, diags, depth + 1))
                .collect(),
        ),
        JsonNode::Object { attrs, .. } => {
            let mut vals = BTreeMap::new();
            let mut ranges: BTreeMap<String, Span> = BTreeMap::new();
            let mut known = true;
            for p in attrs {
                let key_node = JsonNode::String {
                    value: p.name.clone(),
                    span: p.name_span,
                };
                let name = eval_json(&key_node, ctx, diags, depth + 1);
                let val = eval_json(&p.value, ctx, diags, depth + 1);
                let name = match convert(&name, &Type::String) {
                    Ok(n) => n,
                    Err(ce) => {
                        diags.push(err(
                            "Invalid object key expression",
                            format!(
                                "Cannot use this expression as an object key: {}.",
                                ce.message
                            ),
                            p.name_span,
                        ));
                        continue;
                    }
                };
                if name.is_null() {
                    diags.push(err(
                        "Invalid object key expression",
                        "Cannot use null value as an object key.",
                        p.name_span,
                    ));
                    continue;
                }
                let Some(k) = name.as_str().map(str::to_string) else {
                    known = false;
                    continue;
                };
                if ranges.contains_key(&k) {
                    diags.push(err(
                        "Duplicate object attribute",
                        format!("An attribute named {k:?} was already defined."),
                        p.name_span,
                    ));
                    continue;
                }
                ranges.insert(k.clone(), p.name_span);
                vals.insert(k, val);
            }
            if !known {
                return Value::dynamic();
            }
            Value::object(vals)
        }
    }
}

impl Step {
    /// For an index step (`[k]` or legacy `.0`), the key as a value.
    pub fn key_value(&self) -> Option<Value> {
        match &self.kind {
            StepKind::Index(l) => Some(literal_value(l)),
            StepKind::Attr(_) => None,
        }
    }
}
