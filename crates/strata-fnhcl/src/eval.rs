//! Expression evaluation over the native syntax tree of `strata-hcl`, with the values of
//! `strata-hcl-types`.
//!
//! [`Evaluator::eval`] returns a value and appends diagnostics; it never fails. An
//! expression with errors evaluates to the unknown value of the dynamic pseudo-type, so
//! callers decide whether the result is *incomplete* (errors, or not wholly known).
//!
//! Semantics follow HCL's native syntax, with these choices:
//!
//! * `cond ? a : b` converts the selected branch to the type both branches unify to, as HCL
//!   does; the other branch is evaluated only for its type (its errors are ignored), and not
//!   at all when it calls `invoke`, which keeps recursive user functions linear. An unknown
//!   condition gives an unknown result without evaluating either branch. `&&` / `||` skip
//!   their right operand when the left one decides the result.
//! * `try(...)` and `can(...)` are evaluated here, lazily, because they need their arguments
//!   unevaluated: `try` returns the first argument that evaluates without errors (unknown if
//!   that value is not wholly known), `can` tells whether its argument evaluates without
//!   errors.
//! * `invoke("name", {args})` calls a user `function` block; the name must be a static
//!   string. Calls nest at most [`MAX_CALL_DEPTH`] deep.
//! * Expression nesting is bounded by [`MAX_EVAL_DEPTH`]; deeper evaluation is an error.
//! * One request evaluates at most [`MAX_EVAL_STEPS`] expression nodes; past that budget
//!   every evaluation fails with an error, so no program runs unbounded.

use crate::scope::Env;
use smol_str::SmolStr;
use std::cell::Cell;
use std::collections::BTreeMap;
use std::sync::Arc;
use strata_core::{Diagnostic, Span};
use strata_hcl::ast::{BinaryOp, Expr, ExprKind, Literal, Step, StepKind, Traversal, UnaryOp};
use strata_hcl_types::convert::convert;
use strata_hcl_types::ops::{self, OpError, OperandSide};
use strata_hcl_types::{Function, Number, Type, Value};

/// The deepest nesting of user function calls.
pub const MAX_CALL_DEPTH: usize = 100;
/// The deepest nesting of expression evaluation (including through user functions).
pub const MAX_EVAL_DEPTH: usize = 2000;
/// The most expression evaluation steps one request may take (a bound on run time for
/// programs such as doubly recursive functions); beyond it every evaluation is an error.
pub const MAX_EVAL_STEPS: u64 = 5_000_000;
/// The name under which a splat's current element is bound (not a valid identifier).
const ANON: &str = "*";

/// A user-defined function (a `function` block).
#[derive(Clone, Debug)]
pub struct UserFunction {
    pub name: SmolStr,
    /// Argument names with their defaults, in declaration order.
    pub args: Vec<(SmolStr, Option<Value>)>,
    /// The function's locals in evaluation order.
    pub locals: Vec<(SmolStr, Arc<Expr>)>,
    pub body: Arc<Expr>,
}

/// Functions available to expressions.
pub struct Functions {
    pub builtin: BTreeMap<String, Function>,
    pub user: BTreeMap<SmolStr, UserFunction>,
}

/// Evaluates expressions against a function table.
pub struct Evaluator<'f> {
    pub funcs: &'f Functions,
    call_depth: Cell<usize>,
    steps: Cell<u64>,
}

fn err(summary: impl Into<String>, detail: impl Into<String>, span: Span) -> Diagnostic {
    Diagnostic::error(summary, detail).with_subject(span)
}

/// Whether any of the diagnostics is an error.
pub fn has_errors(diags: &[Diagnostic]) -> bool {
    diags.iter().any(Diagnostic::is_error)
}

/// The value of a literal.
pub fn literal_value(l: &Literal) -> Option<Value> {
    Some(match l {
        Literal::Null => Value::dynamic_null(),
        Literal::Bool(b) => Value::bool(*b),
        Literal::Number(t) => Value::number(Number::parse(t)?),
        Literal::String(s) => Value::string(s.as_str()),
    })
}

/// Applies one traversal step to a value; errors are reported at the step.
pub fn apply_step(v: &Value, step: &Step, diags: &mut Vec<Diagnostic>) -> Option<Value> {
    let r = match &step.kind {
        StepKind::Attr(name) => strata_hcl_types::get_attr(v, name),
        StepKind::Index(lit) => match literal_value(lit) {
            Some(k) => strata_hcl_types::index(v, &k),
            None => {
                diags.push(err(
                    "Invalid index",
                    "The index is not a valid number.",
                    step.span,
                ));
                return None;
            }
        },
    };
    match r {
        Ok(v) => Some(v),
        Err(e) => {
            diags.push(err(e.summary, e.detail, step.span));
            None
        }
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
            ExprKind::Conditional {
                condition,
                true_expr,
                false_expr,
            } => stack.extend([&**condition, &**true_expr, &**false_expr]),
            ExprKind::Binary { lhs, rhs, .. } => stack.extend([&**lhs, &**rhs]),
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
            ExprKind::Index {
                collection, key, ..
            } => stack.extend([&**collection, &**key]),
            ExprKind::Splat { source, each, .. } => stack.extend([&**source, &**each]),
        }
    }
    out
}

fn calls_invoke(e: &Expr) -> bool {
    subexpressions(e)
        .into_iter()
        .any(|n| matches!(&n.kind, ExprKind::FunctionCall(call) if call.name == "invoke"))
}

fn is_dynamic_null(v: &Value) -> bool {
    v.is_null() && v.ty().is_dynamic()
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

fn op_error(e: OpError, whole: Span, lhs: Span, rhs: Span, diags: &mut Vec<Diagnostic>) {
    for p in e.problems {
        let span = match p.side {
            OperandSide::Left => lhs,
            OperandSide::Right => rhs,
            OperandSide::Unary | OperandSide::Whole => whole,
        };
        diags.push(err(p.summary, p.detail, span));
    }
}

impl<'f> Evaluator<'f> {
    pub fn new(funcs: &'f Functions) -> Evaluator<'f> {
        Evaluator {
            funcs,
            call_depth: Cell::new(0),
            steps: Cell::new(0),
        }
    }

    /// Evaluates `e` in `env`, appending diagnostics.
    pub fn eval(&self, e: &Expr, env: &Env, diags: &mut Vec<Diagnostic>) -> Value {
        self.eval_at(e, env, diags, 0)
    }

    /// Evaluates a traversal rooted in `env`.
    pub fn eval_traversal(&self, t: &Traversal, env: &Env, diags: &mut Vec<Diagnostic>) -> Value {
        let Some(mut v) = env.get(&t.root) else {
            diags.push(err(
                "Unknown variable",
                format!("There is no variable named {:?}.", t.root.as_str()),
                t.root_span,
            ));
            return Value::dynamic();
        };
        for step in &t.steps {
            match apply_step(&v, step, diags) {
                Some(next) => v = next,
                None => return Value::dynamic(),
            }
        }
        v
    }

    fn eval_at(&self, e: &Expr, env: &Env, diags: &mut Vec<Diagnostic>, depth: usize) -> Value {
        if depth > MAX_EVAL_DEPTH {
            diags.push(err(
                "Expression too deeply nested",
                format!("Evaluation nests more than {MAX_EVAL_DEPTH} levels deep."),
                e.span,
            ));
            return Value::dynamic();
        }
        let steps = self.steps.get() + 1;
        self.steps.set(steps);
        if steps > MAX_EVAL_STEPS {
            if steps == MAX_EVAL_STEPS + 1 {
                diags.push(err(
                    "Evaluation budget exceeded",
                    format!("The program evaluated more than {MAX_EVAL_STEPS} expressions."),
                    e.span,
                ));
            } else {
                diags.push(err("Evaluation budget exceeded", "", e.span));
            }
            return Value::dynamic();
        }
        let d = depth + 1;
        match &e.kind {
            ExprKind::Literal(l) => match literal_value(l) {
                Some(v) => v,
                None => {
                    diags.push(err(
                        "Invalid number literal",
                        "This number cannot be represented.",
                        e.span,
                    ));
                    Value::dynamic()
                }
            },
            ExprKind::Template(parts) => {
                let mut out = String::new();
                let mut known = true;
                let mut failed = false;
                for p in parts {
                    let v = self.eval_at(p, env, diags, d);
                    if v.is_null() {
                        diags.push(err(
                            "Invalid template interpolation value",
                            "The expression result is null. Cannot include a null value in a string template.",
                            p.span,
                        ));
                        failed = true;
                        continue;
                    }
                    match convert(&v, &Type::String) {
                        Ok(s) if s.is_known() => out.push_str(s.as_str().unwrap_or_default()),
                        Ok(_) => known = false,
                        Err(ce) => {
                            diags.push(err(
                                "Invalid template interpolation value",
                                format!(
                                    "Cannot include the given value in a string template: {}.",
                                    ce.message
                                ),
                                p.span,
                            ));
                            failed = true;
                        }
                    }
                }
                if failed {
                    Value::dynamic()
                } else if known {
                    Value::string(out)
                } else {
                    Value::unknown(Type::String)
                }
            }
            ExprKind::TemplateWrap(x) | ExprKind::Parens(x) => self.eval_at(x, env, diags, d),
            ExprKind::TemplateJoin(x) => {
                let v = self.eval_at(x, env, diags, d);
                if !v.is_known() {
                    return Value::unknown(Type::String);
                }
                let mut out = String::new();
                for (_, item) in v.elements() {
                    if item.is_null() {
                        diags.push(err(
                            "Invalid template interpolation value",
                            "An iteration result is null. Cannot include a null value in a string template.",
                            x.span,
                        ));
                        return Value::dynamic();
                    }
                    match convert(&item, &Type::String) {
                        Ok(s) if s.is_known() => out.push_str(s.as_str().unwrap_or_default()),
                        Ok(_) => return Value::unknown(Type::String),
                        Err(ce) => {
                            diags.push(err(
                                "Invalid template interpolation value",
                                format!("Cannot include one of the interpolation results into the string template: {}.", ce.message),
                                x.span,
                            ));
                            return Value::dynamic();
                        }
                    }
                }
                Value::string(out)
            }
            ExprKind::ScopeTraversal(t) => self.eval_traversal(t, env, diags),
            ExprKind::RelativeTraversal { source, steps } => {
                let mut v = self.eval_at(source, env, diags, d);
                for step in steps {
                    match apply_step(&v, step, diags) {
                        Some(next) => v = next,
                        None => return Value::dynamic(),
                    }
                }
                v
            }
            ExprKind::FunctionCall(call) => self.call(
                e,
                &call.name,
                call.name_span,
                &call.args,
                call.expand_final,
                call.close_span,
                env,
                diags,
                d,
            ),
            ExprKind::Conditional {
                condition,
                true_expr,
                false_expr,
            } => self.eval_conditional(condition, true_expr, false_expr, env, diags, d),
            ExprKind::Binary { op, lhs, rhs } => {
                let a = self.eval_at(lhs, env, diags, d);
                if matches!(op, BinaryOp::And | BinaryOp::Or) && a.is_known() && !a.is_null() {
                    if let Ok(b) = convert(&a, &Type::Bool) {
                        match (op, b.as_bool()) {
                            (BinaryOp::And, Some(false)) => return Value::bool(false),
                            (BinaryOp::Or, Some(true)) => return Value::bool(true),
                            _ => {}
                        }
                    }
                }
                let b = self.eval_at(rhs, env, diags, d);
                let r = match op {
                    BinaryOp::Or => ops::or(&a, &b),
                    BinaryOp::And => ops::and(&a, &b),
                    BinaryOp::Equal => ops::equal(&a, &b),
                    BinaryOp::NotEqual => ops::not_equal(&a, &b),
                    BinaryOp::Less => ops::less(&a, &b),
                    BinaryOp::LessOrEqual => ops::less_or_equal(&a, &b),
                    BinaryOp::Greater => ops::greater(&a, &b),
                    BinaryOp::GreaterOrEqual => ops::greater_or_equal(&a, &b),
                    BinaryOp::Add => ops::add(&a, &b),
                    BinaryOp::Subtract => ops::subtract(&a, &b),
                    BinaryOp::Multiply => ops::multiply(&a, &b),
                    BinaryOp::Divide => ops::divide(&a, &b),
                    BinaryOp::Modulo => ops::modulo(&a, &b),
                };
                r.unwrap_or_else(|oe| {
                    op_error(oe, e.span, lhs.span, rhs.span, diags);
                    Value::dynamic()
                })
            }
            ExprKind::Unary { op, operand } => {
                let v = self.eval_at(operand, env, diags, d);
                let r = match op {
                    UnaryOp::Negate => ops::negate(&v),
                    UnaryOp::Not => ops::not(&v),
                };
                r.unwrap_or_else(|oe| {
                    op_error(oe, e.span, operand.span, operand.span, diags);
                    Value::dynamic()
                })
            }
            ExprKind::Tuple(items) => Value::tuple(
                items
                    .iter()
                    .map(|i| self.eval_at(i, env, diags, d))
                    .collect(),
            ),
            ExprKind::Object(items) => {
                let mut attrs = BTreeMap::new();
                let mut known = true;
                let mut failed = false;
                for item in items {
                    let key = match &item.key.expr.kind {
                        ExprKind::ScopeTraversal(t)
                            if t.steps.is_empty() && !item.key.force_non_literal =>
                        {
                            Some(t.root.to_string())
                        }
                        _ => {
                            let k = self.eval_at(&item.key.expr, env, diags, d);
                            if k.is_null() {
                                diags.push(err(
                                    "Null value as key",
                                    "Can't use a null value as a key.",
                                    item.key.expr.span,
                                ));
                                failed = true;
                                None
                            } else {
                                match convert(&k, &Type::String) {
                                    Ok(k) if k.is_known() => k.to_string_value(),
                                    Ok(_) => {
                                        known = false;
                                        None
                                    }
                                    Err(ce) => {
                                        diags.push(err(
                                            "Incorrect key type",
                                            format!(
                                                "Can't use this value as a key: {}.",
                                                ce.message
                                            ),
                                            item.key.expr.span,
                                        ));
                                        failed = true;
                                        None
                                    }
                                }
                            }
                        }
                    };
                    let v = self.eval_at(&item.value, env, diags, d);
                    if let Some(k) = key {
                        attrs.insert(k, v);
                    }
                }
                if failed || !known {
                    Value::dynamic()
                } else {
                    Value::object(attrs)
                }
            }
            ExprKind::For(f) => self.eval_for(f, env, diags, d),
            ExprKind::Index {
                collection,
                key,
                bracket_span,
            } => {
                let c = self.eval_at(collection, env, diags, d);
                let k = self.eval_at(key, env, diags, d);
                match strata_hcl_types::index(&c, &k) {
                    Ok(v) => v,
                    Err(ie) => {
                        diags.push(err(ie.summary, ie.detail, *bracket_span));
                        Value::dynamic()
                    }
                }
            }
            ExprKind::Splat { source, each, .. } => {
                let src = self.eval_at(source, env, diags, d);
                if src.is_null() {
                    return Value::empty_tuple();
                }
                if !src.is_known() {
                    return Value::dynamic();
                }
                let items: Vec<Value> = match src.ty() {
                    Type::List(_) | Type::Set(_) | Type::Tuple(_) => {
                        src.elements().into_iter().map(|(_, v)| v).collect()
                    }
                    _ => vec![src.clone()],
                };
                let mut out = Vec::with_capacity(items.len());
                for item in items {
                    let mut child = Env::child(env);
                    child.set(ANON, item);
                    out.push(self.eval_at(each, &child, diags, d));
                }
                Value::tuple(out)
            }
            ExprKind::AnonSymbol => env.get(ANON).unwrap_or_else(Value::dynamic),
            ExprKind::Invalid => Value::dynamic(),
        }
    }

    /// `c ? t : f`: the selected branch, converted to the type both branches unify to. The
    /// other branch is evaluated only for its type (its errors are ignored, as HCL does), and
    /// not at all when it calls `invoke`, so recursive user functions stay linear.
    fn eval_conditional(
        &self,
        c: &Expr,
        t: &Expr,
        f: &Expr,
        env: &Env,
        diags: &mut Vec<Diagnostic>,
        d: usize,
    ) -> Value {
        let cv = self.eval_at(c, env, diags, d);
        let choice = if cv.is_null() {
            diags.push(err(
                "Null condition",
                "The condition value is null. Conditions must either be true or false.",
                c.span,
            ));
            return Value::dynamic();
        } else {
            match convert(&cv, &Type::Bool) {
                Ok(b) => b.as_bool(),
                Err(_) => {
                    diags.push(err(
                        "Incorrect condition type",
                        "The condition expression must be of type bool.",
                        c.span,
                    ));
                    return Value::dynamic();
                }
            }
        };
        let type_of = |x: &Expr| -> Option<Value> {
            if calls_invoke(x) {
                return None;
            }
            let mut ignored = Vec::new();
            Some(self.eval_at(x, env, &mut ignored, d))
        };
        let (selected, other, span, which) = match choice {
            Some(true) => (
                Some(self.eval_at(t, env, diags, d)),
                type_of(f),
                t.span,
                "true",
            ),
            Some(false) => (
                Some(self.eval_at(f, env, diags, d)),
                type_of(t),
                f.span,
                "false",
            ),
            None => (None, None, c.span, ""),
        };
        let Some(v) = selected else {
            return Value::dynamic();
        };
        let Some(o) = other else { return v };
        if is_dynamic_null(&v) || v.ty().is_dynamic() || o.ty().is_dynamic() {
            return v;
        }
        if is_dynamic_null(&o) {
            return v;
        }
        let (tt, ft) = if which == "true" {
            (v.ty(), o.ty())
        } else {
            (o.ty(), v.ty())
        };
        let Some(ty) = strata_hcl_types::unify(&[tt.clone(), ft.clone()]) else {
            diags.push(err(
                "Inconsistent conditional result types",
                format!(
                    "The true and false result expressions must have consistent types. The given expressions are {} and {}, respectively.",
                    tt.friendly_name(),
                    ft.friendly_name()
                ),
                t.span.to(f.span),
            ));
            return Value::dynamic();
        };
        match convert(&v, &ty) {
            Ok(v) => v,
            Err(ce) => {
                diags.push(err(
                    "Inconsistent conditional result types",
                    format!(
                        "The {which} result value has the wrong type: {}.",
                        ce.message
                    ),
                    span,
                ));
                Value::dynamic()
            }
        }
    }

    fn eval_for(
        &self,
        f: &strata_hcl::ast::ForExpr,
        env: &Env,
        diags: &mut Vec<Diagnostic>,
        d: usize,
    ) -> Value {
        let coll = self.eval_at(&f.collection, env, diags, d);
        if coll.is_null() {
            diags.push(err(
                "Iteration over null value",
                "A null value cannot be used as the collection in a 'for' expression.",
                f.collection.span,
            ));
            return Value::dynamic();
        }
        if !coll.is_known() {
            return Value::dynamic();
        }
        let ty = coll.ty();
        if !(ty.is_collection() || ty.is_structural()) {
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
        let mut tuple = Vec::new();
        let mut obj: BTreeMap<String, Value> = BTreeMap::new();
        let mut groups: BTreeMap<String, Vec<Value>> = BTreeMap::new();
        let mut unknown = false;
        for (k, v) in coll.elements() {
            let mut child = Env::child(env);
            if let Some(kv) = &f.key_var {
                child.set(kv, k);
            }
            child.set(&f.val_var, v);
            if let Some(c) = &f.condition {
                let cv = self.eval_at(c, &child, diags, d);
                if cv.is_null() {
                    diags.push(err(
                        "Condition is null",
                        "The value of the 'if' clause must not be null.",
                        c.span,
                    ));
                    return Value::dynamic();
                }
                match convert(&cv, &Type::Bool) {
                    Ok(b) => match b.as_bool() {
                        Some(true) => {}
                        Some(false) => continue,
                        None => {
                            unknown = true;
                            continue;
                        }
                    },
                    Err(ce) => {
                        diags.push(err(
                            "Invalid 'for' condition",
                            format!("The 'if' clause value is invalid: {}.", ce.message),
                            c.span,
                        ));
                        return Value::dynamic();
                    }
                }
            }
            match &f.key {
                Some(kx) => {
                    let kv = self.eval_at(kx, &child, diags, d);
                    let val = self.eval_at(&f.value, &child, diags, d);
                    if kv.is_null() {
                        diags.push(err(
                            "Invalid object key",
                            "Key expression in 'for' expression must not produce a null value.",
                            kx.span,
                        ));
                        return Value::dynamic();
                    }
                    let key = match convert(&kv, &Type::String) {
                        Ok(k) if k.is_known() => k.to_string_value().unwrap_or_default(),
                        Ok(_) => {
                            unknown = true;
                            continue;
                        }
                        Err(ce) => {
                            diags.push(err(
                                "Invalid object key",
                                format!(
                                    "The key expression produced an invalid result: {}.",
                                    ce.message
                                ),
                                kx.span,
                            ));
                            return Value::dynamic();
                        }
                    };
                    if f.group {
                        groups.entry(key).or_default().push(val);
                    } else {
                        match obj.entry(key) {
                            std::collections::btree_map::Entry::Occupied(o) => {
                                diags.push(err(
                                    "Duplicate object key",
                                    format!("Two different items produced the key {:?} in this 'for' expression. If duplicates are expected, use the ellipsis (...) after the value expression to enable grouping by key.", o.key()),
                                    kx.span,
                                ));
                                return Value::dynamic();
                            }
                            std::collections::btree_map::Entry::Vacant(v) => {
                                v.insert(val);
                            }
                        }
                    }
                }
                None => tuple.push(self.eval_at(&f.value, &child, diags, d)),
            }
        }
        if unknown {
            return Value::dynamic();
        }
        if f.key.is_some() {
            if f.group {
                Value::object(
                    groups
                        .into_iter()
                        .map(|(k, v)| (k, Value::tuple(v)))
                        .collect(),
                )
            } else {
                Value::object(obj)
            }
        } else {
            Value::tuple(tuple)
        }
    }

    #[allow(clippy::too_many_arguments)]
    fn call(
        &self,
        whole: &Expr,
        name: &str,
        name_span: Span,
        args: &[Expr],
        expand_final: bool,
        close_span: Span,
        env: &Env,
        diags: &mut Vec<Diagnostic>,
        d: usize,
    ) -> Value {
        match name {
            "try" => return self.call_try(whole, args, env, diags, d),
            "can" => return self.call_can(whole, args, env, diags, d),
            "invoke" => return self.call_invoke(whole, args, env, diags, d),
            _ => {}
        }
        let Some(f) = self.funcs.builtin.get(name) else {
            diags.push(err(
                "Call to unknown function",
                format!("There is no function named {name:?}."),
                name_span,
            ));
            return Value::dynamic();
        };
        let mut values: Vec<Value> = Vec::with_capacity(args.len());
        let mut spans: Vec<Span> = Vec::with_capacity(args.len());
        let before = diags.len();
        for (i, a) in args.iter().enumerate() {
            let v = self.eval_at(a, env, diags, d);
            if expand_final && i + 1 == args.len() {
                if v.is_null() {
                    diags.push(err(
                        "Invalid expanding argument value",
                        "The expanding argument (indicated by ...) must not be null.",
                        a.span,
                    ));
                    return Value::dynamic();
                }
                if !v.is_known() {
                    return Value::dynamic();
                }
                match v.ty() {
                    Type::List(_) | Type::Set(_) | Type::Tuple(_) => {
                        for (_, item) in v.elements() {
                            values.push(item);
                            spans.push(a.span);
                        }
                    }
                    _ => {
                        diags.push(err(
                            "Invalid expanding argument value",
                            "The expanding argument (indicated by ...) must be of a tuple, list, or set type.",
                            a.span,
                        ));
                        return Value::dynamic();
                    }
                }
            } else {
                values.push(v);
                spans.push(a.span);
            }
        }
        if has_errors(&diags[before..]) {
            return Value::dynamic();
        }
        let n = f.params.len();
        if values.len() < n {
            let missing = f
                .params
                .get(values.len())
                .map(|p| p.name.clone())
                .unwrap_or_default();
            diags.push(err(
                "Not enough function arguments",
                format!(
                    "Function {name:?} expects {n} argument(s). Missing value for {missing:?}."
                ),
                close_span,
            ));
            return Value::dynamic();
        }
        if f.var_param.is_none() && values.len() > n {
            diags.push(err(
                "Too many function arguments",
                format!("Function {name:?} expects only {n} argument(s)."),
                spans.get(n).copied().unwrap_or(whole.span),
            ));
            return Value::dynamic();
        }
        match f.call(&values) {
            Ok(v) => v,
            Err(fe) => {
                match fe.arg_index {
                    Some(i) => {
                        let pname = f.param_for(i).map(|p| p.name.clone()).unwrap_or_default();
                        diags.push(err(
                            "Invalid function argument",
                            format!("Invalid value for {pname:?} parameter: {}.", fe.message),
                            spans.get(i).copied().unwrap_or(whole.span),
                        ));
                    }
                    None => diags.push(err(
                        "Error in function call",
                        format!("Call to function {name:?} failed: {}.", fe.message),
                        whole.span,
                    )),
                }
                Value::dynamic()
            }
        }
    }

    fn call_try(
        &self,
        whole: &Expr,
        args: &[Expr],
        env: &Env,
        diags: &mut Vec<Diagnostic>,
        d: usize,
    ) -> Value {
        if args.is_empty() {
            diags.push(err(
                "Not enough function arguments",
                "Function \"try\" expects at least one argument.",
                whole.span,
            ));
            return Value::dynamic();
        }
        let mut failures = Vec::new();
        for a in args {
            let mut local = Vec::new();
            let v = self.eval_at(a, env, &mut local, d);
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
        diags.push(err("Error in function call", detail, whole.span));
        Value::dynamic()
    }

    fn call_can(
        &self,
        whole: &Expr,
        args: &[Expr],
        env: &Env,
        diags: &mut Vec<Diagnostic>,
        d: usize,
    ) -> Value {
        if args.len() != 1 {
            diags.push(err(
                if args.is_empty() {
                    "Not enough function arguments"
                } else {
                    "Too many function arguments"
                },
                "Function \"can\" expects 1 argument(s).",
                whole.span,
            ));
            return Value::dynamic();
        }
        let mut local = Vec::new();
        let v = self.eval_at(&args[0], env, &mut local, d);
        if has_errors(&local) {
            return Value::bool(false);
        }
        if !v.is_wholly_known() {
            return Value::unknown(Type::Bool);
        }
        Value::bool(true)
    }

    fn call_invoke(
        &self,
        whole: &Expr,
        args: &[Expr],
        env: &Env,
        diags: &mut Vec<Diagnostic>,
        d: usize,
    ) -> Value {
        let [name_expr, args_expr] = args else {
            diags.push(err(
                "Invalid invoke call",
                "invoke expects 2 arguments: a function name and an object of arguments.",
                whole.span,
            ));
            return Value::dynamic();
        };
        let Some(fname) = name_expr.as_string_literal() else {
            diags.push(err(
                "Invalid invoke call",
                "The first argument to invoke must be a static string naming a user function.",
                name_expr.span,
            ));
            return Value::dynamic();
        };
        let Some(uf) = self.funcs.user.get(fname.as_str()) else {
            diags.push(err(
                format!("invoke called on unknown function: {:?}", fname.as_str()),
                "",
                name_expr.span,
            ));
            return Value::dynamic();
        };
        let av = self.eval_at(args_expr, env, diags, d);
        if !av.is_known() {
            return Value::dynamic();
        }
        if av.is_null() || !(av.ty().is_object() || av.ty().is_map()) {
            diags.push(err(
                "Invalid invoke call",
                format!(
                    "The arguments to function {:?} must be an object, got {}.",
                    uf.name.as_str(),
                    av.ty().friendly_name()
                ),
                args_expr.span,
            ));
            return Value::dynamic();
        }
        let given = av.as_attributes().cloned().unwrap_or_default();
        for k in given.keys() {
            if !uf.args.iter().any(|(n, _)| n.as_str() == k) {
                diags.push(err(
                    format!("function: {}, invalid argument {k:?}", uf.name),
                    "",
                    args_expr.span,
                ));
                return Value::dynamic();
            }
        }
        let mut fenv = Env::root();
        for (n, default) in &uf.args {
            match (given.get(n.as_str()), default) {
                (Some(v), _) => fenv.set(n, v.clone()),
                (None, Some(v)) => fenv.set(n, v.clone()),
                (None, None) => {
                    diags.push(err(
                        format!(
                            "function: {}, argument {:?} expected but not supplied",
                            uf.name,
                            n.as_str()
                        ),
                        "",
                        args_expr.span,
                    ));
                    return Value::dynamic();
                }
            }
        }
        let depth = self.call_depth.get();
        if depth >= MAX_CALL_DEPTH {
            diags.push(err(
                format!("user function calls: max depth {MAX_CALL_DEPTH} exceeded"),
                "",
                whole.span,
            ));
            return Value::dynamic();
        }
        self.call_depth.set(depth + 1);
        for (n, x) in &uf.locals {
            let mut ld = Vec::new();
            let v = self.eval_at(x, &fenv, &mut ld, d);
            if has_errors(&ld) {
                diags.extend(ld.into_iter().map(crate::scope::to_warning));
                fenv.set(n, Value::dynamic());
            } else {
                diags.extend(ld);
                fenv.set(n, v);
            }
        }
        let out = self.eval_at(&uf.body, &fenv, diags, d);
        self.call_depth.set(depth);
        out
    }
}
