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
use std::sync::Arc;

use strata_core::{Diagnostics, SourceMap};
use strata_hcl::Expression;
use strata_hcl_types::Value;

pub use strata_hcl::EvalContext;
pub use strata_hcl_types::Function;

/// Evaluates `expr` in `ctx` (`None`: no variables or functions at all).
pub fn eval(expr: &Expression, ctx: Option<&EvalContext>) -> (Value, Diagnostics) {
    expr.value(ctx)
}

/// The input's context: `None` when there are neither variables nor functions.
pub fn input_context(
    variables: &BTreeMap<String, Value>,
    functions: &BTreeMap<String, Function>,
) -> Option<EvalContext> {
    if variables.is_empty() && functions.is_empty() {
        return None;
    }
    let mut ctx = EvalContext::new();
    if !variables.is_empty() {
        ctx = ctx.with_variables(variables.clone());
    }
    if !functions.is_empty() {
        ctx = ctx.with_functions(functions.clone());
    }
    Some(ctx)
}

/// The evaluation scope of spec-file expressions.
#[derive(Debug)]
pub struct SpecContext {
    ctx: Arc<EvalContext>,
    map: SourceMap,
}

impl SpecContext {
    /// `map` resolves ranges in messages about spec-file expressions.
    pub fn new(map: SourceMap) -> SpecContext {
        let ctx = EvalContext::new().with_functions(strata_hcl_types::stdlib::functions());
        SpecContext {
            ctx: Arc::new(ctx),
            map,
        }
    }

    /// The source map holding the spec file (for rendering diagnostics).
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
        let child = EvalContext::child(self.ctx.clone()).with_variables(vars);
        eval(expr, Some(&child))
    }

    /// Evaluates with the spec-definition functions and `locals` as the only variables (see
    /// [`Expression::value_with_locals`]); `None` for a JSON expression.
    pub fn eval_with_locals(
        &self,
        expr: &Expression,
        locals: &[(smol_str::SmolStr, Value)],
    ) -> Option<(Value, Diagnostics)> {
        expr.value_with_locals(Some(&self.ctx), locals)
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

/// Go's `%q` quoting, as the original prints names in messages.
pub use strata_core::text::go_quote;

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
