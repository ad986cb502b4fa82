//! `function "name" { params = [...] variadic_param = name result = expr }` blocks.
//!
//! Each block defines a function for the input files. Its parameters accept any type but not
//! null (an argument error "argument must not be null"); the variadic parameter collects the
//! remaining arguments into a tuple. The `result` expression is evaluated with the parameters
//! as its only variables and the spec-definition functions as its functions (so spec
//! `variables` and other user functions are not visible). When the body fails, the call
//! fails with the body's first diagnostic as `RANGE: SUMMARY; DETAIL` (plus a count of the
//! others), as the original reports it.

use std::collections::BTreeMap;
use std::sync::Arc;

use smol_str::SmolStr;
use strata_core::{Diagnostic, Diagnostics};
use strata_hcl::expr::{expr_as_keyword, expr_list};
use strata_hcl::{AttributeSchema, BlockHeaderSchema, Body, BodySchema, Expression};
use strata_hcl_types::{FunctionError, Parameter, Type, Value};

use crate::engine::{Function, SpecContext};
use strata_hcl::range_text;

/// Decodes the `function` blocks of `body`, returning the functions and the rest of the body.
pub fn decode_user_functions(
    body: &Body,
    ctx: &Arc<SpecContext>,
) -> (BTreeMap<String, Function>, Body, Diagnostics) {
    let schema = BodySchema {
        attributes: Vec::new(),
        blocks: vec![BlockHeaderSchema {
            type_name: SmolStr::new("function"),
            label_names: vec![SmolStr::new("name")],
        }],
    };
    let (content, rest, mut diags) = body.partial_content(&schema);
    let mut funcs = BTreeMap::new();
    if strata_core::diagnostic::has_errors(&diags) {
        return (funcs, rest, diags);
    }
    let func_schema = BodySchema {
        attributes: vec![
            AttributeSchema {
                name: SmolStr::new("params"),
                required: true,
            },
            AttributeSchema {
                name: SmolStr::new("variadic_param"),
                required: false,
            },
            AttributeSchema {
                name: SmolStr::new("result"),
                required: true,
            },
        ],
        blocks: Vec::new(),
    };
    'blocks: for block in &content.blocks {
        let Some(name) = block.labels.first() else {
            continue;
        };
        let (fc, d) = block.body.content(&func_schema);
        let failed = strata_core::diagnostic::has_errors(&d);
        diags.extend(d);
        if failed {
            continue;
        }
        let (Some(params_attr), Some(result_attr)) =
            (fc.attributes.get("params"), fc.attributes.get("result"))
        else {
            continue;
        };
        let Some(param_exprs) = expr_list(&params_attr.expr) else {
            diags.push(
                Diagnostic::error(
                    "Invalid expression",
                    "A static list expression is required.",
                )
                .with_subject(params_attr.expr.start_range()),
            );
            continue;
        };
        let mut params = Vec::with_capacity(param_exprs.len());
        for p in &param_exprs {
            match expr_as_keyword(p) {
                Some(k) => params.push(k),
                None => {
                    diags.push(
                        Diagnostic::error(
                            "Invalid param element",
                            "Each parameter name must be an identifier.",
                        )
                        .with_subject(p.range()),
                    );
                    continue 'blocks;
                }
            }
        }
        let mut var_param = None;
        if let Some(vp) = fc.attributes.get("variadic_param") {
            match expr_as_keyword(&vp.expr) {
                Some(k) => var_param = Some(k),
                None => {
                    diags.push(
                        Diagnostic::error(
                            "Invalid variadic_param",
                            "The variadic parameter name must be an identifier.",
                        )
                        .with_subject(vp.expr.range()),
                    );
                    continue;
                }
            }
        }
        funcs.insert(
            name.to_string(),
            make_function(params, var_param, result_attr.expr.clone(), ctx.clone()),
        );
    }
    (funcs, rest, diags)
}

fn make_function(
    params: Vec<String>,
    var_param: Option<String>,
    result: Expression,
    ctx: Arc<SpecContext>,
) -> Function {
    let body = Arc::new(UserBody {
        params: params.iter().map(SmolStr::new).collect(),
        var_param: var_param.as_deref().map(SmolStr::new),
        result,
        ctx,
    });
    // The original's type function evaluates the body, and its implementation evaluates it
    // again on the same arguments; the body is a pure expression, so once is enough.
    Function::from_value(
        params
            .iter()
            .map(|p| Parameter::new(p.clone(), Type::Dynamic))
            .collect(),
        var_param.map(|p| Parameter::new(p, Type::Dynamic)),
        move |args| body.call(args),
    )
}

struct UserBody {
    params: Vec<SmolStr>,
    var_param: Option<SmolStr>,
    result: Expression,
    ctx: Arc<SpecContext>,
}

/// Binds `name` to `v` in `vars`, replacing an earlier binding of the name (as a map
/// insert does).
fn bind(vars: &mut Vec<(SmolStr, Value)>, name: &SmolStr, v: Value) {
    match vars.iter_mut().find(|(n, _)| n == name) {
        Some(slot) => slot.1 = v,
        None => vars.push((name.clone(), v)),
    }
}

impl UserBody {
    fn call(&self, args: &[Value]) -> Result<Value, FunctionError> {
        // The parameters are the body's only variables: bound like a `for` expression's,
        // by name (a repeated name takes its last argument, the variadic parameter last
        // of all), in name order, which is the order names are suggested in.
        let mut vars = Vec::with_capacity(self.params.len() + 1);
        for (name, v) in self.params.iter().zip(args) {
            bind(&mut vars, name, v.clone());
        }
        if let Some(vp) = &self.var_param {
            let rest = args.get(self.params.len()..).unwrap_or(&[]).to_vec();
            bind(&mut vars, vp, Value::tuple(rest));
        }
        strata_core::sort::sort_by(&mut vars, |a, b| a.0.cmp(&b.0));
        // No parameters still make an (empty) variable table: "Unknown variable", not
        // "Variables not allowed", as the context with a table says.
        let evaluated = if vars.is_empty() {
            None
        } else {
            self.ctx.eval_with_locals(&self.result, &vars)
        };
        let (v, diags) = match evaluated {
            Some(done) => done,
            None => {
                let table: BTreeMap<String, Value> =
                    vars.into_iter().map(|(n, v)| (n.to_string(), v)).collect();
                self.ctx.eval_with_variables(&self.result, table)
            }
        };
        let errors: Vec<&Diagnostic> = diags.iter().filter(|d| d.is_error()).collect();
        let Some(first) = errors.first() else {
            return Ok(v);
        };
        let subject = match first.subject {
            Some(s) => range_text(self.ctx.source_map(), s),
            None => "<nil>".to_string(),
        };
        let mut message = format!("{subject}: {}; {}", first.summary, first.detail);
        if diags.len() > 1 {
            message = format!("{message}, and {} other diagnostic(s)", diags.len() - 1);
        }
        Err(FunctionError::new(message))
    }
}
