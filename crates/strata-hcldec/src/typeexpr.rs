//! Type expressions of spec files (`type = list(string)`).
//!
//! A type expression is evaluated like an ordinary expression in a scope where the
//! variables `string`, `number`, `bool` and `any` hold types and the functions `list`,
//! `set`, `map` (one type argument), `tuple` (a list of types) and `object` (a map of types)
//! build types. So a misspelt name is an "Unknown variable" with a suggestion, a wrong
//! argument count is a function-call error, and an expression whose value is not a type is
//! "Invalid type expression: A type is required, not ..." (`[string]` is a tuple, not a
//! type). A null value (an absent `type` argument) means `any`.
//!
//! Types travel through the evaluator as *type values*: objects with one attribute, named
//! with a NUL character so no configuration can spell it, holding the type's typed-JSON text.
//! Attribute access or indexing on a type name (`string.x`) is reported as on an opaque value.
//!
//! This is not HCL's type-constraint syntax (`strata_hcl::typeexpr`, where `list(string)` is
//! read as keywords and `optional(...)` exists): hcldec evaluates its type expressions, so
//! any expression may appear and its errors are evaluation errors.
//!
//! Nesting follows the expression's syntax, which the parser bounds.

use std::collections::BTreeMap;
use std::sync::OnceLock;

use strata_core::json::{parse, write, WriteOptions};
use strata_core::{Diagnostic, Diagnostics};
use strata_hcl::ast::{Expr, ExprKind, StepKind};
use strata_hcl::{EvalContext, Expression};
use strata_hcl_types::{Function, FunctionError, Parameter, Type, Value};

/// The attribute name that marks a type value.
const TYPE_KEY: &str = "\u{0}type";

/// The names that denote primitive types (and `any`).
const TYPE_NAMES: &[(&str, Type)] = &[
    ("any", Type::Dynamic),
    ("bool", Type::Bool),
    ("number", Type::Number),
    ("string", Type::String),
];

fn type_value(t: &Type) -> Value {
    let text = write(&t.to_json(), &WriteOptions::compact());
    let mut m = BTreeMap::new();
    m.insert(TYPE_KEY.to_string(), Value::string(text));
    Value::object(m)
}

/// The type a type value stands for; `None` for any other value.
fn as_type(v: &Value) -> Option<Type> {
    let attrs = v.as_attributes()?;
    if attrs.len() != 1 {
        return None;
    }
    let text = attrs.get(TYPE_KEY)?.as_str()?;
    Type::from_json(&parse(text).ok()?).ok()
}

fn type_value_type() -> Type {
    type_value(&Type::Dynamic).ty().clone()
}

/// `list`, `set` and `map`.
fn collection_function(wrap: fn(Type) -> Type) -> Function {
    Function::with_static_type(
        vec![Parameter::new("element_type", Type::Dynamic)],
        None,
        type_value_type(),
        move |args, _| match args.first().and_then(as_type) {
            Some(t) => Ok(type_value(&wrap(t))),
            None => Err(FunctionError::arg(0, "type required")),
        },
    )
}

fn tuple_function() -> Function {
    Function::with_static_type(
        vec![Parameter::new("element_types", Type::Dynamic)],
        None,
        type_value_type(),
        |args, _| {
            let arg = args.first().cloned().unwrap_or_else(Value::dynamic_null);
            let is_sequence = arg.ty().is_tuple() || arg.ty().is_list() || arg.ty().is_set();
            let Some(elems) = arg.as_elements().filter(|_| is_sequence) else {
                return Err(FunctionError::arg(0, "list of type required"));
            };
            let mut types = Vec::with_capacity(elems.len());
            for (i, e) in elems.iter().enumerate() {
                match as_type(e) {
                    Some(t) => types.push(t),
                    None => {
                        return Err(FunctionError::arg(0, format!("element {i}: type required")))
                    }
                }
            }
            Ok(type_value(&Type::tuple(types)))
        },
    )
}

fn object_function() -> Function {
    Function::with_static_type(
        vec![Parameter::new("attribute_types", Type::Dynamic)],
        None,
        type_value_type(),
        |args, _| {
            let arg = args.first().cloned().unwrap_or_else(Value::dynamic_null);
            let Some(attrs) = arg
                .as_attributes()
                .filter(|_| as_type(&arg).is_none() && (arg.ty().is_object() || arg.ty().is_map()))
            else {
                return Err(FunctionError::arg(0, "map of type required"));
            };
            let mut types = BTreeMap::new();
            for (k, e) in attrs {
                match as_type(e) {
                    Some(t) => {
                        types.insert(k.clone(), t);
                    }
                    None => {
                        return Err(FunctionError::arg(
                            0,
                            format!("element {}: type required", crate::engine::go_quote(k)),
                        ))
                    }
                }
            }
            Ok(type_value(&Type::object(types)))
        },
    )
}

/// The scope of type expressions.
fn type_context() -> &'static EvalContext {
    static CTX: OnceLock<EvalContext> = OnceLock::new();
    CTX.get_or_init(|| {
        let variables = TYPE_NAMES
            .iter()
            .map(|(n, t)| (n.to_string(), type_value(t)))
            .collect();
        let mut functions = BTreeMap::new();
        functions.insert("list".to_string(), collection_function(Type::list));
        functions.insert("set".to_string(), collection_function(Type::set));
        functions.insert("map".to_string(), collection_function(Type::map));
        functions.insert("tuple".to_string(), tuple_function());
        functions.insert("object".to_string(), object_function());
        EvalContext::new()
            .with_variables(variables)
            .with_functions(functions)
    })
}

/// Evaluates a type expression; on failure reports and returns `any`.
pub fn eval_type_expr(expr: &Expression) -> (Type, Diagnostics) {
    let mut diags = Vec::new();
    if let Some(e) = expr.as_native() {
        if let Some(d) = traversal_of_type(e) {
            diags.push(d);
            return invalid(diags, "dynamic");
        }
    }
    let (v, d) = expr.value(Some(type_context()));
    diags.extend(d);
    if v.is_null() {
        return (Type::Dynamic, diags);
    }
    match as_type(&v) {
        Some(t) => (t, diags),
        None => {
            let name = v.ty().friendly_name();
            invalid(diags, &name)
        }
    }
}

fn invalid(mut diags: Diagnostics, what: &str) -> (Type, Diagnostics) {
    diags.push(Diagnostic::error(
        "Invalid type expression",
        format!("A type is required, not {what}."),
    ));
    (Type::Dynamic, diags)
}

/// `string.x` or `number[0]` as the whole expression: the error HCL gives for attribute
/// access or indexing on an opaque value.
fn traversal_of_type(e: &Expr) -> Option<Diagnostic> {
    let ExprKind::ScopeTraversal(t) = &e.kind else {
        return None;
    };
    if !TYPE_NAMES.iter().any(|(n, _)| *n == t.root.as_str()) {
        return None;
    }
    let step = t.steps.first()?;
    Some(
        match step.kind {
            StepKind::Attr(_) => Diagnostic::error(
                "Unsupported attribute",
                "This value does not have any attributes.",
            ),
            StepKind::Index(_) => {
                Diagnostic::error("Invalid index", "This value does not have any indices.")
            }
        }
        .with_subject(step.span),
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use strata_core::FileId;

    fn ty(src: &str) -> (Type, Vec<String>) {
        let (e, d) = strata_hcl::parse_expression(src.as_bytes(), FileId(0));
        assert!(d.is_empty(), "{d:?}");
        let (t, d) = eval_type_expr(&e);
        (
            t,
            d.into_iter()
                .map(|d| format!("{}: {}", d.summary, d.detail))
                .collect(),
        )
    }

    #[test]
    fn builds_types() {
        assert_eq!(ty("string").0, Type::String);
        assert_eq!(
            ty("list(map(number))").0,
            Type::list(Type::map(Type::Number))
        );
        let obj = ty("object({a = bool, \"b c\" = tuple([any, set(string)])})").0;
        assert_eq!(
            obj,
            Type::object(
                [
                    ("a".to_string(), Type::Bool),
                    (
                        "b c".to_string(),
                        Type::tuple(vec![Type::Dynamic, Type::set(Type::String)])
                    )
                ]
                .into_iter()
                .collect()
            )
        );
        assert_eq!(ty("null").0, Type::Dynamic);
        assert_eq!(ty("true ? string : number").0, Type::String);
    }

    #[test]
    fn reports_what_is_not_a_type() {
        assert_eq!(
            ty("[string]").1,
            vec!["Invalid type expression: A type is required, not tuple."]
        );
        assert_eq!(
            ty("\"string\"").1,
            vec!["Invalid type expression: A type is required, not string."]
        );
        assert_eq!(
            ty("tuple([string, 1])").1[0],
            "Invalid function argument: Invalid value for \"element_types\" parameter: element 1: type required."
        );
        assert_eq!(
            ty("string.foo").1[0],
            "Unsupported attribute: This value does not have any attributes."
        );
        let (t, d) = ty("strin");
        assert_eq!(t, Type::Dynamic);
        assert_eq!(
            d,
            vec![
                "Unknown variable: There is no variable named \"strin\". Did you mean \"string\"?",
                "Invalid type expression: A type is required, not dynamic."
            ]
        );
    }
}
