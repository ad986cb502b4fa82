//! The few points where hcldec meets the HCL engine: evaluation contexts and evaluation.
//!
//! * The *input context* ([`EvalContext`]) holds the variables (spec `variables`, then
//!   `-V` values) and the spec's user functions. It is absent when there are neither, so the
//!   input gets "Variables not allowed" / "Functions may not be called here" errors.
//! * The *spec context* ([`SpecContext`]) offers only the spec-definition functions
//!   (`abs`, `coalesce`, `concat`, `hasindex`, `int`, `jsondecode`, `jsonencode`, `length`,
//!   `lower`, `max`, `min`, `reverse`, `strlen`, `substr`, `upper`). `literal` values,
//!   `variables` values, `transform` results (with `nested`) and user function bodies (with
//!   their parameters) are evaluated in it.

use std::collections::BTreeMap;

use strata_core::{Diagnostics, SourceMap};
use strata_hcl::Expression;
use strata_hcl_types::Value;

pub use strata_hcl_types::Function;

/// Variables and functions for evaluation. (Interim: replaced by the engine's context.)
#[derive(Clone, Debug, Default)]
pub struct EvalContext {
    pub variables: BTreeMap<String, Value>,
    pub functions: BTreeMap<String, Function>,
}

impl EvalContext {
    pub fn new() -> EvalContext {
        EvalContext::default()
    }

    pub fn with(
        variables: Option<BTreeMap<String, Value>>,
        functions: Option<BTreeMap<String, Function>>,
    ) -> EvalContext {
        EvalContext {
            variables: variables.unwrap_or_default(),
            functions: functions.unwrap_or_default(),
        }
    }
}

/// Evaluates `expr` in `ctx` (`None`: no variables or functions at all).
pub fn eval(expr: &Expression, ctx: Option<&EvalContext>) -> (Value, Diagnostics) {
    interim::eval(expr, ctx)
}

/// Interim evaluation of constant expressions, until the engine evaluates everything.
mod interim {
    use super::*;
    use strata_core::Diagnostic;
    use strata_hcl::ast::{Expr, ExprKind, Literal};

    pub fn eval(expr: &Expression, ctx: Option<&EvalContext>) -> (Value, Diagnostics) {
        match expr.as_native() {
            Some(e) => native(e, ctx),
            None => (
                Value::dynamic(),
                vec![Diagnostic::error("Not supported yet", "JSON expressions")
                    .with_subject(expr.range())],
            ),
        }
    }

    fn native(e: &Expr, ctx: Option<&EvalContext>) -> (Value, Diagnostics) {
        let mut diags = Vec::new();
        let v = walk(e, ctx, &mut diags);
        (v, diags)
    }

    fn walk(e: &Expr, ctx: Option<&EvalContext>, diags: &mut Diagnostics) -> Value {
        match &e.kind {
            ExprKind::Literal(l) => literal_value(l).unwrap_or_else(Value::dynamic),
            ExprKind::Parens(x) | ExprKind::TemplateWrap(x) => walk(x, ctx, diags),
            ExprKind::Template(parts) => {
                let mut s = String::new();
                for p in parts {
                    let v = walk(p, ctx, diags);
                    match strata_hcl_types::convert(&v, &strata_hcl_types::Type::String) {
                        Ok(v) => s.push_str(v.as_str().unwrap_or("")),
                        Err(_) => return Value::unknown(strata_hcl_types::Type::String),
                    }
                }
                Value::string(s)
            }
            ExprKind::Tuple(items) => {
                Value::tuple(items.iter().map(|i| walk(i, ctx, diags)).collect())
            }
            ExprKind::Object(items) => {
                let mut m = BTreeMap::new();
                for i in items {
                    let k = match &i.key.expr.kind {
                        ExprKind::ScopeTraversal(t) if t.steps.is_empty() => t.root.to_string(),
                        _ => walk(&i.key.expr, ctx, diags)
                            .as_str()
                            .unwrap_or("")
                            .to_string(),
                    };
                    m.insert(k, walk(&i.value, ctx, diags));
                }
                Value::object(m)
            }
            ExprKind::Unary {
                op: strata_hcl::ast::UnaryOp::Negate,
                operand,
            } => match walk(operand, ctx, diags).as_number() {
                Some(n) => Value::number(n.neg()),
                None => Value::dynamic(),
            },
            ExprKind::ScopeTraversal(t) if t.steps.is_empty() => {
                match ctx.and_then(|c| c.variables.get(t.root.as_str())) {
                    Some(v) => v.clone(),
                    None => {
                        diags.push(
                            Diagnostic::error(
                                "Variables not allowed",
                                "Variables may not be used here.",
                            )
                            .with_subject(e.span),
                        );
                        Value::dynamic()
                    }
                }
            }
            _ => {
                let _ = Literal::Null;
                diags.push(
                    Diagnostic::error("Not supported yet", "interim evaluator")
                        .with_subject(e.span),
                );
                Value::dynamic()
            }
        }
    }
}

/// The evaluation scope of spec-file expressions.
#[derive(Debug)]
pub struct SpecContext {
    ctx: EvalContext,
    map: SourceMap,
}

impl SpecContext {
    /// `map` resolves ranges in messages about spec-file expressions.
    pub fn new(map: SourceMap) -> SpecContext {
        let mut ctx = EvalContext::new();
        for (name, f) in strata_hcl_types::stdlib::functions() {
            ctx.functions.insert(name, f);
        }
        SpecContext { ctx, map }
    }

    pub fn source_map(&self) -> &SourceMap {
        &self.map
    }

    /// Evaluates with the spec-definition functions and no variables.
    pub fn eval(&self, expr: &Expression) -> (Value, Diagnostics) {
        eval(expr, Some(&self.ctx))
    }

    /// Evaluates with the spec-definition functions and the given variables.
    pub fn eval_with_variables(
        &self,
        expr: &Expression,
        vars: BTreeMap<String, Value>,
    ) -> (Value, Diagnostics) {
        let mut child = self.ctx.clone();
        child.variables = vars;
        eval(expr, Some(&child))
    }

    /// Evaluates a `transform` result: `nested` is the only variable; no result is null.
    pub fn eval_with_nested(
        &self,
        expr: &Option<Expression>,
        nested: Value,
    ) -> (Value, Diagnostics) {
        let Some(expr) = expr else {
            return (Value::dynamic_null(), Vec::new());
        };
        let mut vars = BTreeMap::new();
        vars.insert("nested".to_string(), nested);
        self.eval_with_variables(expr, vars)
    }
}

/// Quotes a string as Go's `%q` does: printable characters as they are, `"` and `\`
/// escaped, control characters as escapes.
pub fn go_quote(s: &str) -> String {
    let mut out = String::with_capacity(s.len() + 2);
    out.push('"');
    for c in s.chars() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            '\n' => out.push_str("\\n"),
            '\r' => out.push_str("\\r"),
            '\t' => out.push_str("\\t"),
            '\u{7}' => out.push_str("\\a"),
            '\u{8}' => out.push_str("\\b"),
            '\u{c}' => out.push_str("\\f"),
            '\u{b}' => out.push_str("\\v"),
            c if (c as u32) < 0x20 || c as u32 == 0x7f => {
                out.push_str(&format!("\\x{:02x}", c as u32));
            }
            c if (0x80..0xa0).contains(&(c as u32)) => {
                out.push_str(&format!("\\u{:04x}", c as u32));
            }
            c => out.push(c),
        }
    }
    out.push('"');
    out
}

/// The value of a literal written in a traversal step (`a[0]`, `a["k"]`, `a.0`).
pub fn literal_value(lit: &strata_hcl::ast::Literal) -> Option<Value> {
    use strata_hcl::ast::Literal;
    Some(match lit {
        Literal::Null => Value::dynamic_null(),
        Literal::Bool(b) => Value::bool(*b),
        Literal::Number(text) => Value::number(strata_hcl_types::Number::parse(text)?),
        Literal::String(s) => Value::string(s.as_str()),
    })
}
