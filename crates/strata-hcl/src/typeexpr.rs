//! Type-constraint expressions: expressions read statically as HCL types.
//!
//! Grammar (as HCL's `typeexpr` extension):
//!
//! * keywords `string`, `number`, `bool`, and `any` (the dynamic pseudo-type: any type);
//! * `list(T)`, `set(T)`, `map(T)`;
//! * `object({name = T, ...})`, where an attribute type may be wrapped as `optional(T)`;
//! * `tuple([T, ...])`.
//!
//! Nothing is evaluated: the expression's shape is the type. Every mistake is an
//! "Invalid type specification" diagnostic on the offending part; the type returned is the
//! dynamic pseudo-type in its place. A JSON string is read as a native type expression.

use crate::ast::{Expr, ExprKind, FunctionCall};
use crate::expr::{expr_as_keyword, ExprRepr, Expression};
use std::collections::{BTreeMap, BTreeSet};
use strata_core::{Diagnostic, Diagnostics, Span};
use strata_hcl_types::Type;

const INVALID: &str = "Invalid type specification";

/// Reads `expr` as a type constraint (`any` allowed, `optional(...)` allowed in objects).
pub fn type_from_expr(expr: &Expression) -> (Type, Diagnostics) {
    let mut diags = Vec::new();
    let ty = match &expr.0 {
        ExprRepr::Native(e) => get_type(e, true, &mut diags, 0),
        ExprRepr::Json(j) => match j.as_string() {
            Some(text) => {
                let span = j.range();
                let (e, mut pd) =
                    crate::parser::parse_expression_at(text.as_bytes(), span.file, span.start + 1);
                if pd.iter().any(Diagnostic::is_error) {
                    diags.append(&mut pd);
                    Type::Dynamic
                } else {
                    get_type(&e, true, &mut diags, 0)
                }
            }
            None => {
                diags.push(invalid(
                    "A type specification is either a primitive type keyword (bool, number, string) or a complex type constructor call, like list(string).",
                    j.range(),
                ));
                Type::Dynamic
            }
        },
    };
    (ty, diags)
}

/// Reads `expr` as an exact type: like [`type_from_expr`] but `any` and `optional` are
/// errors.
pub fn exact_type_from_expr(expr: &Expression) -> (Type, Diagnostics) {
    let mut diags = Vec::new();
    let ty = match &expr.0 {
        ExprRepr::Native(e) => get_type(e, false, &mut diags, 0),
        ExprRepr::Json(_) => return type_from_expr(expr),
    };
    (ty, diags)
}

fn invalid(detail: impl Into<String>, subject: Span) -> Diagnostic {
    Diagnostic::error(INVALID, detail).with_subject(subject)
}

fn keyword(e: &Expr) -> Option<&str> {
    match &e.kind {
        ExprKind::ScopeTraversal(t) if t.steps.is_empty() => Some(&t.root),
        _ => None,
    }
}

fn get_type(e: &Expr, constraint: bool, diags: &mut Diagnostics, depth: usize) -> Type {
    strata_core::budget::grow(|| get_type_inner(e, constraint, diags, depth))
}

fn get_type_inner(e: &Expr, constraint: bool, diags: &mut Diagnostics, depth: usize) -> Type {
    if depth > crate::parser::MAX_NESTING {
        diags.push(invalid("This type specification nests too deeply.", e.span));
        return Type::Dynamic;
    }
    if let Some(kw) = keyword(e) {
        return match kw {
            "bool" => Type::Bool,
            "string" => Type::String,
            "number" => Type::Number,
            "any" => {
                if !constraint {
                    diags.push(invalid(format!("The keyword {kw:?} cannot be used in this type specification: an exact type is required."), e.span));
                }
                Type::Dynamic
            }
            "list" | "map" | "set" => {
                diags.push(invalid(
                    format!(
                        "The {kw} type constructor requires one argument specifying the element type."
                    ),
                    e.span,
                ));
                Type::Dynamic
            }
            "object" => {
                diags.push(invalid("The object type constructor requires one argument specifying the attribute types as a map.", e.span));
                Type::Dynamic
            }
            "tuple" => {
                diags.push(invalid("The tuple type constructor requires one argument specifying the element types as a list.", e.span));
                Type::Dynamic
            }
            _ => {
                diags.push(invalid(
                    format!("The keyword {kw:?} is not a valid type specification."),
                    e.span,
                ));
                Type::Dynamic
            }
        };
    }
    let ExprKind::FunctionCall(call) = &e.kind else {
        diags.push(invalid("A type specification is either a primitive type keyword (bool, number, string) or a complex type constructor call, like list(string).", e.span));
        return Type::Dynamic;
    };
    let FunctionCall {
        name,
        name_span,
        args,
        open_span,
        close_span,
        ..
    } = &**call;
    let args_range = open_span.to(*close_span);
    let name = name.as_str();
    if matches!(name, "bool" | "string" | "number" | "any") {
        diags.push(invalid(
            format!("Primitive type keyword {name:?} does not expect arguments."),
            args_range,
        ));
        return Type::Dynamic;
    }
    if args.len() != 1 {
        let subject = match (args.get(1), args.last()) {
            (Some(second), Some(last)) => second.span.to(last.span),
            _ => args_range,
        };
        let detail = match name {
            "list" | "set" | "map" => Some(format!(
                "The {name} type constructor requires one argument specifying the element type."
            )),
            "object" => Some("The object type constructor requires one argument specifying the attribute types as a map.".to_string()),
            "tuple" => Some("The tuple type constructor requires one argument specifying the element types as a list.".to_string()),
            _ => None,
        };
        if let Some(detail) = detail {
            diags.push(invalid(detail, subject).with_context(args_range));
            return Type::Dynamic;
        }
    }
    let Some(arg) = args.first() else {
        diags.push(invalid(
            format!("Keyword {name:?} is not a valid type constructor."),
            e.span,
        ));
        return Type::Dynamic;
    };
    match name {
        "list" => Type::list(get_type(arg, constraint, diags, depth + 1)),
        "set" => Type::set(get_type(arg, constraint, diags, depth + 1)),
        "map" => Type::map(get_type(arg, constraint, diags, depth + 1)),
        "object" => {
            let ExprKind::Object(items) = &arg.kind else {
                diags.push(
                    invalid("Object type constructor requires a map whose keys are attribute names and whose values are the corresponding attribute types.", arg.span)
                        .with_context(e.span),
                );
                return Type::Dynamic;
            };
            let mut attrs = BTreeMap::new();
            let mut optional = BTreeSet::new();
            for item in items {
                let attr_name = if item.key.force_non_literal {
                    None
                } else {
                    item.key.expr.keyword_name().map(str::to_string)
                };
                let Some(attr_name) = attr_name else {
                    diags.push(
                        invalid(
                            "Object constructor map keys must be attribute names.",
                            item.key.expr.span,
                        )
                        .with_context(e.span),
                    );
                    continue;
                };
                let mut aty_expr = &item.value;
                if let ExprKind::FunctionCall(call) = &item.value.kind {
                    let FunctionCall {
                        name: n,
                        args: oargs,
                        open_span: o,
                        close_span: c,
                        ..
                    } = &**call;
                    if n == "optional" {
                        let Some(first) = oargs.first() else {
                            diags.push(
                                invalid(
                                    "Optional attribute modifier requires the attribute type as its argument.",
                                    o.to(*c),
                                )
                                .with_context(item.value.span),
                            );
                            continue;
                        };
                        if constraint {
                            if oargs.len() > 1 {
                                diags.push(
                                    invalid(
                                        "Optional attribute modifier expects only one argument: the attribute type.",
                                        o.to(*c),
                                    )
                                    .with_context(item.value.span),
                                );
                            }
                            optional.insert(attr_name.clone());
                        } else {
                            diags.push(
                                invalid(
                                    "Optional attribute modifier is only for type constraints, not for exact types.",
                                    *name_span,
                                )
                                .with_context(item.value.span),
                            );
                        }
                        aty_expr = first;
                    }
                }
                let aty = get_type(aty_expr, constraint, diags, depth + 1);
                attrs.insert(attr_name, aty);
            }
            if optional.is_empty() {
                Type::object(attrs)
            } else {
                Type::object_with_optional(attrs, optional)
            }
        }
        "tuple" => {
            let ExprKind::Tuple(items) = &arg.kind else {
                diags.push(
                    invalid(
                        "Tuple type constructor requires a list of element types.",
                        arg.span,
                    )
                    .with_context(e.span),
                );
                return Type::Dynamic;
            };
            Type::tuple(
                items
                    .iter()
                    .map(|i| get_type(i, constraint, diags, depth + 1))
                    .collect(),
            )
        }
        "optional" => {
            diags.push(invalid(
                format!("Keyword {name:?} is valid only as a modifier for object type attributes."),
                *name_span,
            ));
            Type::Dynamic
        }
        _ => {
            diags.push(invalid(
                format!("Keyword {name:?} is not a valid type constructor."),
                e.span,
            ));
            Type::Dynamic
        }
    }
}

/// Convenience: the keyword of an expression if it is one of the type keywords.
pub fn is_type_keyword(expr: &Expression) -> bool {
    matches!(
        expr_as_keyword(expr).as_deref(),
        Some("string" | "number" | "bool" | "any")
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use strata_core::FileId;

    fn ty(src: &str) -> (Type, Vec<String>) {
        let (e, d) = crate::parse_expression(src.as_bytes(), FileId(0));
        assert!(d.is_empty(), "{d:?}");
        let (t, d) = type_from_expr(&e);
        (t, d.into_iter().map(|d| d.summary).collect())
    }

    #[test]
    fn reads_constraints() {
        assert_eq!(ty("string").0, Type::String);
        assert_eq!(ty("list(number)").0, Type::list(Type::Number));
        assert_eq!(ty("map(any)").0, Type::map(Type::Dynamic));
        let (t, d) = ty("object({a = string, b = optional(list(bool))})");
        assert!(d.is_empty());
        let obj = t.object_type().expect("object");
        assert!(obj.is_optional("b"));
        assert_eq!(obj.get("a"), Some(&Type::String));
        assert_eq!(
            ty("tuple([string, number])").0,
            Type::tuple(vec![Type::String, Type::Number])
        );
    }

    #[test]
    fn reports_bad_specifications() {
        assert_eq!(ty("list").1, vec![INVALID]);
        assert_eq!(ty("list(string, number)").1, vec![INVALID]);
        assert_eq!(ty("foo(string)").1, vec![INVALID]);
        assert_eq!(ty("string(1)").1, vec![INVALID]);
        assert_eq!(ty("\"x\"").1, vec![INVALID]);
    }
}
