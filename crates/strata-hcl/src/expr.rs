//! Expressions of either syntax behind one type, and their static analysis.
//!
//! [`Expression::variables`] lists the root-variable traversals an expression references,
//! in source order, leaving out names bound inside it by `for` expressions and directives
//! (a `for` binds its key and value names in its key, value and condition expressions, not
//! in its collection expression).

use crate::ast::{Expr, ExprKind, Literal, StepKind};
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
    /// An expression of the native syntax.
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
    strata_core::budget::grow(|| walk_vars_inner(e, bound, out))
}

fn walk_vars_inner<'a>(e: &'a Expr, bound: &mut Vec<&'a str>, out: &mut Vec<Traversal>) {
    match &e.kind {
        ExprKind::ScopeTraversal(t) => {
            if !bound.contains(&t.root.as_str()) {
                out.push((**t).clone());
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
        ExprKind::FunctionCall(call) => {
            for a in &call.args {
                walk_vars(a, bound, out);
            }
        }
        ExprKind::Conditional(c) => {
            walk_vars(&c.condition, bound, out);
            walk_vars(&c.true_expr, bound, out);
            walk_vars(&c.false_expr, bound, out);
        }
        ExprKind::Binary(b) => {
            walk_vars(&b.lhs, bound, out);
            walk_vars(&b.rhs, bound, out);
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
        ExprKind::Index(i) => {
            walk_vars(&i.collection, bound, out);
            walk_vars(&i.key, bound, out);
        }
        ExprKind::Splat { source, each, .. } => {
            walk_vars(source, bound, out);
            walk_vars(each, bound, out);
        }
    }
}

fn is_bare_keyword(e: &Expr) -> bool {
    e.keyword_name().is_some()
}

/// If the expression is a bare identifier (a single-name traversal), that name.
pub fn expr_as_keyword(expr: &Expression) -> Option<String> {
    match &expr.0 {
        ExprRepr::Native(e) => native_keyword(e),
        ExprRepr::Json(j) => native_keyword(&json_as_native(j)?),
    }
}

fn native_keyword(e: &Expr) -> Option<String> {
    match native_traversal(e)? {
        t if t.steps.is_empty() => Some(t.root.to_string()),
        _ => None,
    }
}

/// The static traversal of a native expression: a variable reference with attribute and
/// constant index steps. The literals `true`, `false` and `null` count as references to
/// variables of those names.
fn native_traversal(e: &Expr) -> Option<Traversal> {
    match &e.kind {
        ExprKind::ScopeTraversal(t) => Some((**t).clone()),
        ExprKind::Literal(l) => {
            let name = match l {
                Literal::Bool(true) => "true",
                Literal::Bool(false) => "false",
                Literal::Null => "null",
                _ => return None,
            };
            Some(Traversal {
                root: name.into(),
                root_span: e.span,
                steps: Vec::new(),
            })
        }
        _ => None,
    }
}

/// Parses a JSON string's contents as a native expression (static analysis of JSON).
fn json_as_native(j: &crate::json::JsonExpr) -> Option<Expr> {
    let text = j.as_string()?;
    let span = j.range();
    let (e, diags) = crate::parser::parse_expression_at(text.as_bytes(), span.file, span.start + 1);
    if diags.iter().any(|d| d.is_error()) {
        return None;
    }
    Some(e)
}

/// Interprets the expression as a static traversal (`a.b[0]`), if it is one. A JSON string is
/// parsed as a native expression first.
pub fn abs_traversal_for_expr(expr: &Expression) -> Option<Traversal> {
    match &expr.0 {
        ExprRepr::Native(e) => native_traversal(e),
        ExprRepr::Json(j) => native_traversal(&json_as_native(j)?),
    }
}

/// A function call read statically.
#[derive(Clone, Debug)]
pub struct StaticCall {
    /// The function name.
    pub name: String,
    /// Where the name was written.
    pub name_range: Span,
    /// The argument expressions, in order.
    pub arguments: Vec<Expression>,
    /// From the opening to the closing parenthesis.
    pub args_range: Span,
}

/// Interprets the expression as a static function call, if it is one. A JSON string is
/// parsed as a native expression first.
pub fn expr_call(expr: &Expression) -> Option<StaticCall> {
    let native;
    let e = match &expr.0 {
        ExprRepr::Native(e) => &**e,
        ExprRepr::Json(j) => {
            native = json_as_native(j)?;
            &native
        }
    };
    match &e.kind {
        ExprKind::FunctionCall(call) => Some(StaticCall {
            name: call.name.to_string(),
            name_range: call.name_span,
            arguments: call
                .args
                .iter()
                .map(|a| Expression::native(Arc::new(a.clone())))
                .collect(),
            args_range: call.open_span.to(call.close_span),
        }),
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
    /// The key expression as written (a bare identifier of the native syntax is a variable
    /// reference; read its name with [`expr_as_keyword`]).
    pub key: Expression,
    /// The value expression.
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

#[cfg(test)]
mod tests {
    use super::*;
    use strata_core::FileId;

    fn native(src: &str) -> Expression {
        let (e, d) = crate::parse_expression(src.as_bytes(), FileId(0));
        assert!(d.is_empty(), "{d:?}");
        e
    }

    #[test]
    fn keywords_lists_maps_and_calls() {
        assert_eq!(expr_as_keyword(&native("foo")).as_deref(), Some("foo"));
        assert_eq!(expr_as_keyword(&native("null")).as_deref(), Some("null"));
        assert_eq!(expr_as_keyword(&native("foo.bar")), None);
        assert_eq!(expr_as_keyword(&native("\"foo\"")), None);
        assert_eq!(expr_list(&native("[a, b, 1]")).map(|l| l.len()), Some(3));
        assert_eq!(
            expr_map(&native("{a = 1, (b) = 2}")).map(|m| m.len()),
            Some(2)
        );
        let call = expr_call(&native("list(string, 1)")).expect("call");
        assert_eq!((call.name.as_str(), call.arguments.len()), ("list", 2));
        assert_eq!((call.args_range.start, call.args_range.end), (4, 15));
        let t = abs_traversal_for_expr(&native("a.b[0]")).expect("traversal");
        assert_eq!((t.root.as_str(), t.steps.len()), ("a", 2));
    }

    #[test]
    fn json_strings_are_read_as_native_expressions_statically() {
        let (body, d) = crate::parse_json(br#"{"t": "list(string)", "v": "var.x"}"#, FileId(0));
        assert!(d.is_empty());
        let (attrs, _) = body.just_attributes();
        let call = expr_call(&attrs["t"].expr).expect("call");
        assert_eq!(call.name, "list");
        assert_eq!(call.name_range.start, 7);
        let t = abs_traversal_for_expr(&attrs["v"].expr).expect("traversal");
        assert_eq!(t.root.as_str(), "var");
        assert_eq!(expr_as_keyword(&attrs["v"].expr), None);
        assert_eq!(expr_as_keyword(&attrs["t"].expr), None);
    }
}
