//! Type expressions of spec files (`type = list(string)`).
//!
//! A type expression is evaluated like an ordinary expression in a scope where the
//! variables `string`, `number`, `bool` and `any` hold types and the functions `list`,
//! `set`, `map` (one type argument), `tuple` (a list of types) and `object` (a map of types)
//! build types. So a misspelt name is an "Unknown variable" with a suggestion, a wrong
//! argument count is a function-call error, and an expression that yields something other
//! than a type is "Invalid type expression: A type is required, not ...". A null expression
//! (an absent `type` argument) means `any`.
//!
//! Nesting follows the expression's syntax, which the parser bounds.

use std::collections::BTreeMap;

use strata_core::{Diagnostic, Diagnostics};
use strata_hcl::ast::{Expr, ExprKind, Literal};
use strata_hcl::{name_suggestion, Expression};
use strata_hcl_types::Type;

use crate::engine;

const TYPE_NAMES: &[&str] = &["any", "bool", "number", "string"];
const TYPE_FUNCTIONS: &[(&str, &str)] = &[
    ("list", "element_type"),
    ("map", "element_type"),
    ("object", "attribute_types"),
    ("set", "element_type"),
    ("tuple", "element_types"),
];

/// What a sub-expression evaluated to.
enum Outcome {
    Type(Type),
    /// A value that is not a type, described by its type's friendly name.
    NotType(String),
    /// A null value.
    Null,
    /// Evaluation failed (diagnostics already reported): an unknown of unknown type.
    Failed,
}

/// Evaluates a type expression; on failure reports and returns `any`.
pub fn eval_type_expr(expr: &Expression) -> (Type, Diagnostics) {
    let mut diags = Vec::new();
    let outcome = match expr.as_native() {
        Some(e) => eval(e, &mut diags),
        None => other_value(expr, &mut diags),
    };
    let what = match outcome {
        Outcome::Type(t) => return (t, diags),
        Outcome::Null => return (Type::Dynamic, diags),
        Outcome::NotType(name) => name,
        Outcome::Failed => "dynamic".to_string(),
    };
    diags.push(Diagnostic::error(
        "Invalid type expression",
        format!("A type is required, not {what}."),
    ));
    (Type::Dynamic, diags)
}

/// Evaluates an expression that cannot denote a type, for the error message.
fn other_value(expr: &Expression, diags: &mut Diagnostics) -> Outcome {
    let (v, d) = engine::eval(expr, None);
    let failed = strata_core::diagnostic::has_errors(&d);
    diags.extend(d);
    if failed {
        Outcome::Failed
    } else if v.is_null() {
        Outcome::Null
    } else {
        Outcome::NotType(v.ty().friendly_name())
    }
}

fn eval(e: &Expr, diags: &mut Diagnostics) -> Outcome {
    match &e.kind {
        ExprKind::Parens(inner) => eval(inner, diags),
        ExprKind::Literal(Literal::Null) => Outcome::Null,
        ExprKind::ScopeTraversal(t) if t.steps.is_empty() => match t.root.as_str() {
            "any" => Outcome::Type(Type::Dynamic),
            "bool" => Outcome::Type(Type::Bool),
            "number" => Outcome::Type(Type::Number),
            "string" => Outcome::Type(Type::String),
            other => {
                let suggestion = name_suggestion(other, TYPE_NAMES)
                    .map(|s| format!(" Did you mean {}?", engine::go_quote(s)))
                    .unwrap_or_default();
                diags.push(
                    Diagnostic::error(
                        "Unknown variable",
                        format!(
                            "There is no variable named {}.{suggestion}",
                            engine::go_quote(other)
                        ),
                    )
                    .with_subject(t.root_span),
                );
                Outcome::Failed
            }
        },
        ExprKind::ScopeTraversal(t) if TYPE_NAMES.contains(&t.root.as_str()) => {
            diags.push(
                Diagnostic::error(
                    "Unsupported attribute",
                    "A type has no attributes or elements.",
                )
                .with_subject(t.span()),
            );
            Outcome::Failed
        }
        ExprKind::FunctionCall {
            name,
            name_span,
            args,
            close_span,
            ..
        } => {
            let Some((fname, param)) = TYPE_FUNCTIONS.iter().find(|(n, _)| *n == name.as_str())
            else {
                let names: Vec<&str> = TYPE_FUNCTIONS.iter().map(|(n, _)| *n).collect();
                let suggestion = name_suggestion(name, &names)
                    .map(|s| format!(" Did you mean {}?", engine::go_quote(s)))
                    .unwrap_or_default();
                diags.push(
                    Diagnostic::error(
                        "Call to unknown function",
                        format!(
                            "There is no function named {}.{suggestion}",
                            engine::go_quote(name)
                        ),
                    )
                    .with_subject(*name_span)
                    .with_context(e.span),
                );
                return Outcome::Failed;
            };
            if args.len() > 1 {
                diags.push(
                    Diagnostic::error(
                        "Too many function arguments",
                        format!(
                            "Function {} expects only 1 argument(s).",
                            engine::go_quote(fname)
                        ),
                    )
                    .with_subject(args[1].start_span())
                    .with_context(e.span),
                );
                return Outcome::Failed;
            }
            let Some(arg) = args.first() else {
                diags.push(
                    Diagnostic::error(
                        "Not enough function arguments",
                        format!(
                            "Function {} expects 1 argument(s). Missing value for {}.",
                            engine::go_quote(fname),
                            engine::go_quote(param)
                        ),
                    )
                    .with_subject(*close_span)
                    .with_context(e.span),
                );
                return Outcome::Failed;
            };
            match *fname {
                "tuple" => tuple_arg(arg, param, diags),
                "object" => object_arg(arg, param, diags),
                _ => match eval(arg, diags) {
                    Outcome::Type(t) => Outcome::Type(match *fname {
                        "list" => Type::list(t),
                        "set" => Type::set(t),
                        _ => Type::map(t),
                    }),
                    Outcome::Failed => Outcome::Failed,
                    Outcome::Null => bad_argument(arg, param, "argument must not be null", diags),
                    Outcome::NotType(_) => bad_argument(arg, param, "type required", diags),
                },
            }
        }
        _ => other_value(&Expression::native(std::sync::Arc::new(e.clone())), diags),
    }
}

fn bad_argument(arg: &Expr, param: &str, why: &str, diags: &mut Diagnostics) -> Outcome {
    diags.push(
        Diagnostic::error(
            "Invalid function argument",
            format!(
                "Invalid value for {} parameter: {why}.",
                engine::go_quote(param)
            ),
        )
        .with_subject(arg.start_span()),
    );
    Outcome::Failed
}

fn tuple_arg(arg: &Expr, param: &str, diags: &mut Diagnostics) -> Outcome {
    let ExprKind::Tuple(items) = &arg.kind else {
        return match eval(arg, diags) {
            Outcome::Failed => Outcome::Failed,
            Outcome::Null => bad_argument(arg, param, "argument must not be null", diags),
            _ => bad_argument(arg, param, "list of type required", diags),
        };
    };
    let mut types = Vec::with_capacity(items.len());
    let mut failed = false;
    for item in items {
        match eval(item, diags) {
            Outcome::Type(t) => types.push(t),
            Outcome::Failed => failed = true,
            Outcome::Null | Outcome::NotType(_) => {
                return bad_argument(arg, param, "element must be a type", diags)
            }
        }
    }
    if failed {
        Outcome::Failed
    } else {
        Outcome::Type(Type::tuple(types))
    }
}

fn object_arg(arg: &Expr, param: &str, diags: &mut Diagnostics) -> Outcome {
    let ExprKind::Object(items) = &arg.kind else {
        return match eval(arg, diags) {
            Outcome::Failed => Outcome::Failed,
            Outcome::Null => bad_argument(arg, param, "argument must not be null", diags),
            _ => bad_argument(arg, param, "map of type required", diags),
        };
    };
    let mut attrs = BTreeMap::new();
    let mut failed = false;
    for item in items {
        let key = match &item.key.expr.kind {
            ExprKind::ScopeTraversal(t) if t.steps.is_empty() && !item.key.force_non_literal => {
                Some(t.root.to_string())
            }
            _ => item.key.expr.as_string_literal().map(|s| s.to_string()),
        };
        let Some(key) = key else {
            diags.push(
                Diagnostic::error(
                    "Invalid object key",
                    "An attribute name in an object type must be a name or a string.",
                )
                .with_subject(item.key.expr.span),
            );
            failed = true;
            continue;
        };
        match eval(&item.value, diags) {
            Outcome::Type(t) => {
                attrs.insert(key, t);
            }
            Outcome::Failed => failed = true,
            Outcome::Null | Outcome::NotType(_) => {
                return bad_argument(arg, param, "element must be a type", diags)
            }
        }
    }
    if failed {
        Outcome::Failed
    } else {
        Outcome::Type(Type::object(attrs))
    }
}
