//! Expressions of either syntax behind one type, and their static analysis.
//!
//! [`Expression::variables`] lists the root-variable traversals an expression references,
//! in source order, leaving out names bound inside it by `for` expressions and directives
//! (a `for` binds its key and value names in its key, value and condition expressions, not
//! in its collection expression).

use crate::ast::{Expr, ExprKind, StepKind};
pub use crate::ast::{Step as TraversalStep, StepKind as TraversalStepKind, Traversal};
use std::sync::Arc;
use strata_core::Span;

/// An expression of the native or the JSON syntax.
#[derive(Clone, Debug)]
pub struct Expression(pub(crate) ExprRepr);

#[derive(Clone, Debug)]
pub(crate) enum ExprRepr {
    Native(Arc<Expr>),
    Json(crate::json::JsonExpr),
}

impl Expression {
    pub fn native(expr: Arc<Expr>) -> Expression {
        Expression(ExprRepr::Native(expr))
    }

    pub(crate) fn json(expr: crate::json::JsonExpr) -> Expression {
        Expression(ExprRepr::Json(expr))
    }

    /// The native syntax tree, if this is a native expression.
    pub fn as_native(&self) -> Option<&Expr> {
        match &self.0 {
            ExprRepr::Native(e) => Some(e),
            ExprRepr::Json(_) => None,
        }
    }

    /// The whole expression's source range.
    pub fn range(&self) -> Span {
        match &self.0 {
            ExprRepr::Native(e) => e.span,
            ExprRepr::Json(j) => j.range(),
        }
    }

    /// The range of the expression's first token (or the whole for simple expressions).
    pub fn start_range(&self) -> Span {
        match &self.0 {
            ExprRepr::Native(e) => e.start_span(),
            ExprRepr::Json(j) => j.range(),
        }
    }

    /// The root-variable traversals the expression references.
    pub fn variables(&self) -> Vec<Traversal> {
        match &self.0 {
            ExprRepr::Native(e) => native_variables(e),
            ExprRepr::Json(j) => j.variables(),
        }
    }
}

/// The root-variable traversals referenced by a native expression.
pub fn native_variables(e: &Expr) -> Vec<Traversal> {
    let mut out = Vec::new();
    let mut bound: Vec<&str> = Vec::new();
    walk_vars(e, &mut bound, &mut out);
    out
}

fn walk_vars<'a>(e: &'a Expr, bound: &mut Vec<&'a str>, out: &mut Vec<Traversal>) {
    match &e.kind {
        ExprKind::ScopeTraversal(t) => {
            if !bound.contains(&t.root.as_str()) {
                out.push(t.clone());
            }
        }
        ExprKind::Literal(_) | ExprKind::AnonSymbol | ExprKind::Invalid => {}
        ExprKind::Template(parts) | ExprKind::Tuple(parts) => {
            for p in parts {
                walk_vars(p, bound, out);
            }
        }
        ExprKind::TemplateWrap(x) | ExprKind::TemplateJoin(x) | ExprKind::Parens(x) => {
            walk_vars(x, bound, out)
        }
        ExprKind::RelativeTraversal { source, .. } => walk_vars(source, bound, out),
        ExprKind::FunctionCall { args, .. } => {
            for a in args {
                walk_vars(a, bound, out);
            }
        }
        ExprKind::Conditional {
            condition,
            true_expr,
            false_expr,
        } => {
            walk_vars(condition, bound, out);
            walk_vars(true_expr, bound, out);
            walk_vars(false_expr, bound, out);
        }
        ExprKind::Binary { lhs, rhs, .. } => {
            walk_vars(lhs, bound, out);
            walk_vars(rhs, bound, out);
        }
        ExprKind::Unary { operand, .. } => walk_vars(operand, bound, out),
        ExprKind::Object(items) => {
            for item in items {
                if !is_bare_keyword(&item.key.expr) || item.key.force_non_literal {
                    walk_vars(&item.key.expr, bound, out);
                }
                walk_vars(&item.value, bound, out);
            }
        }
        ExprKind::For(f) => {
            walk_vars(&f.collection, bound, out);
            let n = bound.len();
            if let Some(k) = &f.key_var {
                bound.push(k);
            }
            bound.push(&f.val_var);
            if let Some(k) = &f.key {
                walk_vars(k, bound, out);
            }
            walk_vars(&f.value, bound, out);
            if let Some(c) = &f.condition {
                walk_vars(c, bound, out);
            }
            bound.truncate(n);
        }
        ExprKind::Index {
            collection, key, ..
        } => {
            walk_vars(collection, bound, out);
            walk_vars(key, bound, out);
        }
        ExprKind::Splat { source, each, .. } => {
            walk_vars(source, bound, out);
            walk_vars(each, bound, out);
        }
    }
}

fn is_bare_keyword(e: &Expr) -> bool {
    matches!(&e.kind, ExprKind::ScopeTraversal(t) if t.steps.is_empty())
}

/// If the expression is a bare identifier (a single-name traversal), that name.
pub fn expr_as_keyword(expr: &Expression) -> Option<String> {
    match &expr.0 {
        ExprRepr::Native(e) => native_keyword(e),
        ExprRepr::Json(j) => j.as_keyword(),
    }
}

fn native_keyword(e: &Expr) -> Option<String> {
    match &e.kind {
        ExprKind::ScopeTraversal(t) if t.steps.is_empty() => Some(t.root.to_string()),
        _ => None,
    }
}

/// If the expression is a static tuple constructor, its element expressions.
pub fn expr_list(expr: &Expression) -> Option<Vec<Expression>> {
    match &expr.0 {
        ExprRepr::Native(e) => match &e.kind {
            ExprKind::Tuple(items) => Some(
                items
                    .iter()
                    .map(|i| Expression::native(Arc::new(i.clone())))
                    .collect(),
            ),
            _ => None,
        },
        ExprRepr::Json(j) => j.as_list(),
    }
}

/// One key/value pair of a static object constructor.
#[derive(Clone, Debug)]
pub struct KeyValuePair {
    pub key: Expression,
    pub value: Expression,
}

/// If the expression is a static object constructor, its key/value pairs. Keys that are
/// bare identifiers are given as they are (use [`expr_as_keyword`] on them).
pub fn expr_map(expr: &Expression) -> Option<Vec<KeyValuePair>> {
    match &expr.0 {
        ExprRepr::Native(e) => match &e.kind {
            ExprKind::Object(items) => Some(
                items
                    .iter()
                    .map(|i| KeyValuePair {
                        key: Expression::native(Arc::new(i.key.expr.clone())),
                        value: Expression::native(Arc::new(i.value.clone())),
                    })
                    .collect(),
            ),
            _ => None,
        },
        ExprRepr::Json(j) => j.as_map(),
    }
}

/// Traversal helpers that need no evaluation.
impl Traversal {
    /// True if the traversal's steps are all attribute names or literal keys.
    pub fn is_static(&self) -> bool {
        self.steps
            .iter()
            .all(|s| matches!(s.kind, StepKind::Attr(_) | StepKind::Index(_)))
    }
}
