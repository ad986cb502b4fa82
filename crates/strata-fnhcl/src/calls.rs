//! Expression evaluation: `strata-hcl`'s evaluator, extended with function-hcl's `try`,
//! `can` and `invoke` through its call hook ([`strata_hcl::hook`]).
//!
//! [`Evaluator::eval`] returns a value and appends diagnostics; it never fails. An
//! expression with errors evaluates to an unknown value, so callers decide whether the
//! result is *incomplete* (errors, or not wholly known).
//!
//! Semantics are those of HCL's native syntax as `strata-hcl` implements them; in particular
//! `cond ? a : b` evaluates both branches (the errors of the one not selected are ignored)
//! and unifies their types, and `&&` / `||` evaluate both operands, as HCL does. On top:
//!
//! * `try(...)` and `can(...)` get their arguments unevaluated: `try` returns the first
//!   argument that evaluates without errors (unknown if that value is not wholly known),
//!   `can` tells whether its argument evaluates without errors.
//! * `invoke("name", {args})` calls a user `function` block; the name must be a static
//!   string. The body sees only the function's arguments and locals (a local whose
//!   evaluation fails holds an unknown value and its errors become warnings). Calls nest
//!   fewer than [`MAX_CALL_DEPTH`] deep; one syntax tree nests at most
//!   [`strata_hcl::parser::MAX_NESTING`] levels, so evaluation depth is bounded by their
//!   product.
//! * Both limits are those of one core [`Budget`] per [`Evaluator`] (one request; the policy
//!   is documented once in [`strata_core::budget`]): it evaluates at most [`MAX_EVAL_STEPS`]
//!   expression nodes (past that every evaluation fails with an error, so no program runs
//!   unbounded: a doubly recursive function, whose two calls are evaluated whatever the
//!   condition, is cut off there), user function calls are its depth ([`Budget::enter`]),
//!   and each call continues on a grown stack ([`strata_core::budget::grow`]).

use crate::scope::{Env, TableState};
use smol_str::SmolStr;
use std::cell::{Cell, RefCell};
use std::collections::BTreeMap;
use std::sync::Arc;
use strata_core::budget::{grow, Budget, Limits};
use strata_core::{Diagnostic, Span};
use strata_hcl::ast::{Expr, ExprKind, Literal, StepKind, Traversal};
use strata_hcl::eval::evaluate_native;
use strata_hcl::{CallHook, EvalContext, HookCall};
use strata_hcl_types::{Function, Type, Value};

/// User function calls nest fewer than this many levels deep (function-hcl's limit: the
/// 100th nested call fails).
pub const MAX_CALL_DEPTH: usize = 100;
/// The most expression evaluation steps one request may take (a bound on run time for
/// programs such as doubly recursive functions); beyond it every evaluation is an error.
pub const MAX_EVAL_STEPS: u64 = 5_000_000;

/// The limits of one request's [`Budget`].
pub fn request_limits() -> Limits {
    Limits {
        max_steps: MAX_EVAL_STEPS,
        max_depth: MAX_CALL_DEPTH - 1,
    }
}

/// A user-defined function (a `function` block).
#[derive(Clone, Debug)]
pub struct UserFunction {
    /// The function's name.
    pub name: SmolStr,
    /// Argument names with their defaults, in declaration order.
    pub args: Vec<(SmolStr, Option<Value>)>,
    /// The function's locals in evaluation order.
    pub locals: Vec<(SmolStr, Arc<Expr>)>,
    /// The body expression.
    pub body: Arc<Expr>,
}

/// Functions available to expressions.
#[derive(Clone)]
pub struct Functions {
    /// The function library, as the root evaluation context (shared by every request).
    pub builtin: Arc<EvalContext>,
    /// The program's user functions, by name (shared by every request).
    pub user: Arc<BTreeMap<SmolStr, UserFunction>>,
}

/// The root evaluation context holding `functions`.
pub fn library_context(functions: BTreeMap<String, Function>) -> Arc<EvalContext> {
    Arc::new(EvalContext::new().with_functions(functions))
}

/// Evaluates the expressions of one request: the function library, the user functions, one
/// call-depth counter and one step budget.
pub struct Evaluator {
    /// The function library and the user functions.
    funcs: Functions,
    /// What evaluating needs beyond the budget, made at the first evaluation: a request
    /// whose locals and bodies are all taken directly (`crate::direct`) never makes it.
    parts: std::cell::OnceCell<Parts>,
    /// What the table of the shared context holds.
    table: Cell<TableState>,
    /// The request's step budget (the one every evaluation context of the request sets).
    budget: Arc<Budget>,
}

/// The evaluation contexts of an [`Evaluator`].
struct Parts {
    /// The function library and the budget; every evaluation runs in a child of it.
    base: Arc<EvalContext>,
    hook: CallHook,
    /// The context every evaluation of this request runs in: a child of `base` with the call
    /// hook and one variable table, which [`Env::sync`] keeps up to date with the scope of
    /// each evaluation instead of building a context and a table per expression.
    ctx: RefCell<EvalContext>,
}

impl Parts {
    fn new(funcs: &Functions, budget: &Arc<Budget>) -> Parts {
        let base = Arc::new(EvalContext::child(funcs.builtin.clone()).with_budget(budget.clone()));
        let calls = Calls {
            user: funcs.user.clone(),
            base: base.clone(),
            budget: budget.clone(),
        };
        let hook = CallHook::new(move |call| calls.call(call));
        let ctx = EvalContext::child(base.clone())
            .with_variables(BTreeMap::new())
            .with_call_hook(hook.clone());
        Parts {
            base,
            hook,
            ctx: RefCell::new(ctx),
        }
    }
}

type Diags = Vec<Diagnostic>;

fn err(summary: impl Into<String>, detail: impl Into<String>, span: Span) -> Diagnostic {
    Diagnostic::error(summary, detail).with_subject(span)
}

pub(crate) use strata_core::diagnostic::has_errors;

impl Evaluator {
    /// An evaluator for one request, with a fresh step budget and call depth.
    pub fn new(funcs: &Functions) -> Evaluator {
        Evaluator {
            funcs: funcs.clone(),
            parts: std::cell::OnceCell::new(),
            table: Cell::new(TableState::default()),
            budget: Arc::new(Budget::new(request_limits())),
        }
    }

    /// The steps the request's budget has counted.
    #[cfg(test)]
    pub(crate) fn steps_used(&self) -> u64 {
        self.budget.steps_used()
    }

    /// Charges `steps` evaluation steps to the request's budget if it has them all, as
    /// evaluating an expression of that many steps would; charges nothing and returns false
    /// otherwise (the caller then evaluates the expression, which fails as it must).
    pub fn charge(&self, steps: u64) -> bool {
        let within = self
            .budget
            .steps_used()
            .checked_add(steps)
            .is_some_and(|total| total <= self.budget.limits().max_steps);
        within && self.budget.steps_n(steps).is_ok()
    }

    /// Evaluates `e` with the variables of `env`, appending diagnostics.
    pub fn eval(&self, e: &Expr, env: &Env, diags: &mut Vec<Diagnostic>) -> Value {
        let parts = self
            .parts
            .get_or_init(|| Parts::new(&self.funcs, &self.budget));
        let Ok(mut ctx) = parts.ctx.try_borrow_mut() else {
            // An evaluation nested in another one (none today) finds the shared context in
            // use: it gets a context of its own.
            let ctx = EvalContext::child(parts.base.clone())
                .with_variables(env.flatten())
                .with_call_hook(parts.hook.clone());
            let (v, mut d) = evaluate_native(e, Some(&ctx));
            diags.append(&mut d);
            return v;
        };
        let mut state = self.table.get();
        env.sync(ctx.variables.get_or_insert_with(BTreeMap::new), &mut state);
        self.table.set(state);
        let (v, mut d) = evaluate_native(e, Some(&ctx));
        drop(ctx);
        diags.append(&mut d);
        v
    }
}

/// The state behind the call hook.
struct Calls {
    user: Arc<BTreeMap<SmolStr, UserFunction>>,
    base: Arc<EvalContext>,
    /// The request's budget: its depth counts the user function calls in progress.
    budget: Arc<Budget>,
}

impl Calls {
    fn call(&self, call: &HookCall<'_>) -> Option<(Value, Diags)> {
        let mut diags = Vec::new();
        let v = match call.name {
            "try" => self.call_try(call, &mut diags),
            "can" => self.call_can(call, &mut diags),
            "invoke" => self.call_invoke(call, &mut diags),
            _ => return None,
        };
        Some((v, diags))
    }

    fn call_try(&self, call: &HookCall<'_>, diags: &mut Diags) -> Value {
        if call.args.is_empty() {
            diags.push(err(
                "Not enough function arguments",
                "Function \"try\" expects at least one argument.",
                call.span,
            ));
            return Value::dynamic();
        }
        let mut failures = Vec::new();
        for a in call.args {
            let (v, local) = call.eval(a);
            if has_errors(&local) {
                failures.extend(local.into_iter().filter(Diagnostic::is_error));
                continue;
            }
            diags.extend(local);
            if !v.is_wholly_known() {
                return Value::dynamic();
            }
            return v;
        }
        let mut detail = String::from("Call to function \"try\" failed: no expression succeeded:");
        for f in &failures {
            detail.push_str(&format!("\n- {}", f.summary));
            if !f.detail.is_empty() {
                detail.push_str(&format!("\n  {}", f.detail));
            }
        }
        detail.push_str("\n\nAt least one expression must produce a successful result.");
        diags.push(err("Error in function call", detail, call.span));
        Value::dynamic()
    }

    fn call_can(&self, call: &HookCall<'_>, diags: &mut Diags) -> Value {
        let [arg] = call.args else {
            diags.push(err(
                if call.args.is_empty() {
                    "Not enough function arguments"
                } else {
                    "Too many function arguments"
                },
                "Function \"can\" expects 1 argument(s).",
                call.span,
            ));
            return Value::dynamic();
        };
        let (v, local) = call.eval(arg);
        if has_errors(&local) {
            return Value::bool(false);
        }
        if !v.is_wholly_known() {
            return Value::unknown(Type::Bool);
        }
        Value::bool(true)
    }

    /// `invoke(name, args)`, as function-hcl registers it: a function of two parameters (a
    /// string and any value, neither null; an unknown argument makes the result unknown)
    /// whose failures are HCL's `Error in function call` at the call.
    fn call_invoke(&self, call: &HookCall<'_>, diags: &mut Diags) -> Value {
        let close = call.close_span;
        if call.args.len() < 2 {
            let missing = if call.args.is_empty() { "name" } else { "args" };
            diags.push(
                err(
                    "Not enough function arguments",
                    format!(
                        "Function \"invoke\" expects 2 argument(s). Missing value for {missing:?}."
                    ),
                    close,
                )
                .with_context(call.span),
            );
            return Value::dynamic();
        }
        if call.args.len() > 2 {
            diags.push(
                err(
                    "Too many function arguments",
                    "Function \"invoke\" expects only 2 argument(s).",
                    call.args[2].span,
                )
                .with_context(call.span),
            );
            return Value::dynamic();
        }
        let (name_expr, args_expr) = (&call.args[0], &call.args[1]);
        let (nv, mut nd) = call.eval(name_expr);
        let (av, mut ad) = call.eval(args_expr);
        let failed = has_errors(&nd) || has_errors(&ad);
        diags.append(&mut nd);
        diags.append(&mut ad);
        if failed {
            return Value::dynamic();
        }
        let invalid = |param: &str, why: &str, span: Span| {
            err(
                "Invalid function argument",
                format!("Invalid value for {param:?} parameter: {why}."),
                span,
            )
            .with_context(call.span)
        };
        if nv.is_null() {
            diags.push(invalid("name", "argument must not be null", name_expr.span));
            return Value::dynamic();
        }
        let name = match strata_hcl_types::convert(&nv, &Type::String) {
            Ok(v) => v,
            Err(_) => {
                diags.push(invalid("name", "string required", name_expr.span));
                return Value::dynamic();
            }
        };
        if av.is_null() {
            diags.push(invalid("args", "argument must not be null", args_expr.span));
            return Value::dynamic();
        }
        if !name.is_known() || !av.is_known() {
            return Value::dynamic();
        }
        let fail = |diags: &mut Diags, message: String| {
            diags.push(
                err(
                    "Error in function call",
                    format!("Call to function \"invoke\" failed: {message}."),
                    // The name and the opening parenthesis (which follows it).
                    Span::new(
                        call.name_span.file,
                        call.name_span.start,
                        call.name_span.end + 1,
                    ),
                )
                .with_context(call.span),
            );
            Value::dynamic()
        };
        // The level is left when `_level` drops, on every return below.
        let Ok(_level) = self.budget.enter() else {
            return fail(
                diags,
                format!("user function calls: max depth {MAX_CALL_DEPTH} exceeded"),
            );
        };
        let fname = name.as_str().unwrap_or_default();
        let Some(uf) = self.user.get(fname) else {
            return fail(diags, format!("user function '{fname}' not found"));
        };
        if !av.ty().is_object() {
            return fail(
                diags,
                format!(
                    "arguments to user function '{fname}' is not an object, found {}",
                    go_type_string(av.ty())
                ),
            );
        }
        let given = av.as_attributes().cloned().unwrap_or_default();
        if let Some(k) = given
            .keys()
            .find(|k| !uf.args.iter().any(|(n, _)| n.as_str() == k.as_str()))
        {
            return fail(
                diags,
                format!("function: {}, invalid argument {k:?}", uf.name),
            );
        }
        let mut vars = BTreeMap::new();
        for (n, default) in &uf.args {
            match given.get(n.as_str()).or(default.as_ref()) {
                Some(v) => {
                    vars.insert(n.to_string(), v.clone());
                }
                None => {
                    return fail(
                        diags,
                        format!(
                            "function: {}, argument {:?} expected but not supplied",
                            uf.name,
                            n.as_str()
                        ),
                    );
                }
            }
        }
        // Each call nests a whole evaluation (up to the parser's nesting limit) on the stack;
        // grow the stack on demand instead of relying on the caller's thread having room
        // for all of them.
        let out = grow(|| self.run_body(uf, vars, call.hook));
        match out {
            Ok(v) => v,
            Err(body_diags) => fail(diags, diagnostics_error(&body_diags)),
        }
    }

    /// Evaluates a user function's locals and body with the arguments `vars`: the value, or
    /// the diagnostics of a body that failed. (Warnings of a successful call are dropped, as
    /// function-hcl drops them.)
    fn run_body(
        &self,
        uf: &UserFunction,
        vars: BTreeMap<String, Value>,
        hook: &CallHook,
    ) -> Result<Value, Diags> {
        let mut ctx = Arc::new(
            EvalContext::child(self.base.clone())
                .with_variables(vars)
                .with_call_hook(hook.clone()),
        );
        for (n, x) in &uf.locals {
            let (v, ld) = evaluate_native(x, Some(&ctx));
            let v = if has_errors(&ld) { Value::dynamic() } else { v };
            let local = BTreeMap::from([(n.to_string(), v)]);
            ctx = Arc::new(EvalContext::child(ctx).with_variables(local));
        }
        let (out, bd) = evaluate_native(&uf.body, Some(&ctx));
        if has_errors(&bd) {
            return Err(bd);
        }
        Ok(out)
    }
}

/// A diagnostic as HCL's `Diagnostic.Error()` prints it: `<range>: <summary>; <detail>`,
/// with `<nil>` for a diagnostic without a range.
pub fn diagnostic_error(map: Option<&strata_core::SourceMap>, d: &Diagnostic) -> String {
    let range = match (d.subject, map) {
        (Some(s), Some(m)) => strata_hcl::range_text(m, s),
        (Some(s), None) => format!("{}-{}", s.start, s.end),
        (None, _) => "<nil>".to_string(),
    };
    format!("{range}: {}; {}", d.summary, d.detail)
}

/// Diagnostics as HCL's `Diagnostics.Error()` prints them: the first, then `, and N other
/// diagnostic(s)`.
pub fn diagnostics_text(map: Option<&strata_core::SourceMap>, diags: &[Diagnostic]) -> String {
    let Some(first) = diags.first() else {
        return "no diagnostics".to_string();
    };
    let mut s = diagnostic_error(map, first);
    if diags.len() > 1 {
        s.push_str(&format!(", and {} other diagnostic(s)", diags.len() - 1));
    }
    s
}

thread_local! {
    /// The source map of the request being evaluated on this thread, for the texts of
    /// errors raised inside user functions (which name ranges).
    static SOURCES: std::cell::RefCell<Option<Arc<strata_core::SourceMap>>> = const { std::cell::RefCell::new(None) };
}

/// Makes `map` the source map that error texts raised on this thread refer to.
pub fn set_sources(map: Option<Arc<strata_core::SourceMap>>) {
    SOURCES.with(|s| *s.borrow_mut() = map);
}

fn diagnostics_error(diags: &[Diagnostic]) -> String {
    SOURCES.with(|s| diagnostics_text(s.borrow().as_deref(), diags))
}

/// A type as go-cty's `Type.GoString` prints it (`cty.Map(cty.String)`).
pub fn go_type_string(t: &Type) -> String {
    match t {
        Type::String => "cty.String".into(),
        Type::Number => "cty.Number".into(),
        Type::Bool => "cty.Bool".into(),
        Type::Dynamic => "cty.DynamicPseudoType".into(),
        Type::List(e) => format!("cty.List({})", go_type_string(e)),
        Type::Set(e) => format!("cty.Set({})", go_type_string(e)),
        Type::Map(e) => format!("cty.Map({})", go_type_string(e)),
        Type::Tuple(es) => format!(
            "cty.Tuple([]cty.Type{{{}}})",
            es.iter().map(go_type_string).collect::<Vec<_>>().join(", ")
        ),
        Type::Object(attrs) => format!(
            "cty.Object(map[string]cty.Type{{{}}})",
            attrs
                .attrs
                .iter()
                .map(|(k, v)| format!("{k:?}:{}", go_type_string(v)))
                .collect::<Vec<_>>()
                .join(", ")
        ),
    }
}

/// Every node of an expression tree (the root included), in no particular order.
pub fn subexpressions(e: &Expr) -> Vec<&Expr> {
    let mut out = Vec::new();
    let mut stack: Vec<&Expr> = vec![e];
    while let Some(e) = stack.pop() {
        out.push(e);
        match &e.kind {
            ExprKind::FunctionCall(call) => stack.extend(call.args.iter()),
            ExprKind::Literal(_)
            | ExprKind::ScopeTraversal(_)
            | ExprKind::AnonSymbol
            | ExprKind::Invalid => {}
            ExprKind::Template(parts) | ExprKind::Tuple(parts) => stack.extend(parts.iter()),
            ExprKind::TemplateWrap(x) | ExprKind::TemplateJoin(x) | ExprKind::Parens(x) => {
                stack.push(x)
            }
            ExprKind::RelativeTraversal { source, .. } => stack.push(source),
            ExprKind::Conditional(c) => stack.extend([&c.condition, &c.true_expr, &c.false_expr]),
            ExprKind::Binary(b) => stack.extend([&b.lhs, &b.rhs]),
            ExprKind::Unary { operand, .. } => stack.push(operand),
            ExprKind::Object(items) => {
                for i in items {
                    stack.push(&i.key.expr);
                    stack.push(&i.value);
                }
            }
            ExprKind::For(f) => {
                stack.push(&f.collection);
                stack.push(&f.value);
                stack.extend(f.key.iter());
                stack.extend(f.condition.iter());
            }
            ExprKind::Index(i) => stack.extend([&i.collection, &i.key]),
            ExprKind::Splat { source, each, .. } => stack.extend([&**source, &**each]),
        }
    }
    out
}

/// The text of a traversal as written: `req.resource.my-vpc[0]["k"]`.
pub fn traversal_text(t: &Traversal) -> String {
    let mut s = t.root.to_string();
    for step in &t.steps {
        match &step.kind {
            StepKind::Attr(n) => {
                s.push('.');
                s.push_str(n);
            }
            StepKind::Index(Literal::Number(n)) => {
                s.push('[');
                s.push_str(n);
                s.push(']');
            }
            StepKind::Index(Literal::String(k)) => {
                s.push_str(&format!("[{k:?}]"));
            }
            StepKind::Index(Literal::Bool(b)) => s.push_str(&format!("[{b}]")),
            StepKind::Index(Literal::Null) => s.push_str("[null]"),
        }
    }
    s
}
