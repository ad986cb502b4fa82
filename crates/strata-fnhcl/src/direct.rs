//! A resource body evaluated straight to its interchange value, for the bodies most programs
//! write: object constructors with bare names as keys whose values are literals, quoted
//! strings, attribute traversals of variables (`params.region`), templates joining literal
//! text with such traversals of strings (`"${name}-bucket"`), and nested such objects.
//!
//! [`body_value`] gives what evaluating the body with `strata-hcl` and converting it with
//! `crate::values::from_hcl_sized` gives, and the number of evaluation steps that evaluation
//! charges, without building the HCL object values, their types and their conversion. It
//! follows the evaluator's rules for these nodes (later duplicate keys win, a template's
//! text becomes a string value as HCL normalises it, each evaluated node and each literal
//! part of a template is one step) and gives up (`None`) on anything else: another kind of
//! node, a key that is not a bare ASCII name, a traversal that would fail or reach an
//! unknown or null value, an interpolation that is not a known string, a value that does not
//! convert. The caller then evaluates the body as before, so every diagnostic and every
//! unusual value still comes from the evaluator. Nothing is charged here: the caller charges
//! the steps when the budget has them all (`Evaluator::charge`), and evaluates otherwise.

use crate::scope::Env;
use crate::values::sized_at;
use std::collections::BTreeMap;
use strata_core::{Map as CoreMap, Value as CoreValue};
use strata_hcl::ast::{Expr, ExprKind, StepKind, Traversal};
use strata_hcl::eval::literal_value;
use strata_hcl_types::Value;

/// Deepest object nesting taken here; deeper bodies are left to the evaluator, which grows
/// its stack as needed.
const MAX_NESTING: usize = 32;

/// The interchange value of the object constructor `e` evaluated in `env`, and the steps its
/// evaluation charges; `None` when `e` is not such a body (see the module documentation).
pub fn body_value(e: &Expr, env: &Env) -> Option<(CoreValue, u64)> {
    let mut steps = 0;
    match &e.kind {
        ExprKind::Object(_) => value(e, env, 0, &mut steps).map(|v| (v, steps)),
        _ => None,
    }
}

/// The value of `e` at nesting `depth`, counting its steps into `steps`.
fn value(e: &Expr, env: &Env, depth: usize, steps: &mut u64) -> Option<CoreValue> {
    if depth > MAX_NESTING {
        return None;
    }
    // The node's own step.
    *steps += 1;
    match &e.kind {
        ExprKind::Object(items) => {
            // The evaluator's object is sorted by key, a later duplicate replacing an earlier.
            let mut vals: BTreeMap<&str, CoreValue> = BTreeMap::new();
            for item in items {
                let name = item.key.expr.keyword_name()?;
                if item.key.force_non_literal || !name.is_ascii() {
                    return None;
                }
                vals.insert(name, value(&item.value, env, depth + 1, steps)?);
            }
            let mut m = CoreMap::with_capacity(vals.len());
            for (k, v) in vals {
                m.insert(k.into(), v);
            }
            Some(CoreValue::map(m))
        }
        ExprKind::Literal(l) => sized_at(&literal_value(l), depth),
        ExprKind::ScopeTraversal(t) => sized_at(traverse(t, env)?, depth),
        ExprKind::Template(parts) => {
            let mut buf = String::new();
            for part in parts {
                match &part.kind {
                    ExprKind::Literal(strata_hcl::ast::Literal::String(s)) => {
                        *steps += 1;
                        buf.push_str(s);
                    }
                    ExprKind::ScopeTraversal(t) => {
                        *steps += 1;
                        let v = traverse(t, env)?;
                        if !v.is_known() || v.is_null() {
                            return None;
                        }
                        buf.push_str(v.as_str()?);
                    }
                    _ => return None,
                }
            }
            sized_at(&Value::string(buf), depth)
        }
        _ => None,
    }
}

/// The value a variable traversal of attribute steps reaches, when every step is an
/// attribute of a known, non-null object that has it (what the evaluator reads then).
fn traverse<'e>(t: &Traversal, env: &'e Env) -> Option<&'e Value> {
    let mut v = env.get_ref(&t.root)?;
    for step in &t.steps {
        let StepKind::Attr(name) = &step.kind else {
            return None;
        };
        if !v.is_known() || v.is_null() || !v.ty().is_object() {
            return None;
        }
        v = v.as_attributes()?.get(name.as_str())?;
    }
    Some(v)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::calls::{Evaluator, Functions};
    use crate::values::from_hcl_sized;

    fn parse(text: &str) -> std::sync::Arc<Expr> {
        let mut map = strata_core::SourceMap::new();
        let source = format!("body = {text}\n");
        let id = map.try_add("main.hcl", source.as_str()).unwrap();
        let (body, diags) = strata_hcl::parser::parse_file(source.as_bytes(), id);
        assert!(diags.is_empty(), "{diags:?}");
        body.attributes["body"].expr.clone()
    }

    fn env() -> Env<'static> {
        let req = strata_hcl_types::json::from_json(
            &strata_core::json::parse(
                r#"{"composite":{"metadata":{"name":"x"},"spec":{"parameters":{"region":"eu","n":3}}}}"#,
            )
            .unwrap(),
        )
        .unwrap();
        let mut env = Env::root();
        env.set("req", req);
        env.set("name", Value::string("bucket"));
        env.set("nothing", Value::dynamic_null());
        env.set("unknown", Value::dynamic());
        env.set("number", Value::from(1));
        let mut m = BTreeMap::new();
        m.insert("k".to_string(), Value::string("v"));
        env.set("a_map", Value::map(strata_hcl_types::Type::String, m));
        env
    }

    /// The value and steps of the evaluator and the conversion, when they succeed without
    /// diagnostics.
    fn evaluated(e: &Expr, env: &Env) -> Option<(CoreValue, u64)> {
        let funcs = Functions {
            builtin: crate::functions::library_context(),
            user: Default::default(),
        };
        let ev = Evaluator::new(&funcs);
        let mut diags = Vec::new();
        let v = ev.eval(e, env, &mut diags);
        let steps = ev.steps_used();
        (diags.is_empty() && v.ty().is_object())
            .then(|| from_hcl_sized(&v))
            .flatten()
            .map(|v| (v, steps))
    }

    #[test]
    fn direct_bodies_are_what_evaluating_and_converting_gives() {
        let env = env();
        let write =
            |v: &(CoreValue, u64)| (strata_core::json::write(&v.0, &Default::default()), v.1);
        for (i, text) in [
            r#"{ apiVersion = "v1", kind = "K", metadata = { name = "${name}-x" } }"#,
            r#"{ a = req.composite.spec.parameters, b = req.composite.spec.parameters.region }"#,
            r#"{ n = 1.50, big = 123456789012345678901234567890, t = true, z = null }"#,
            r#"{ dup = 1, other = 2, dup = "later" }"#,
            r#"{ true = 1, null = 2, false = 3 }"#,
            r#"{ s = "", u = "a${name}b${name}c", e = "caf\u0065\u0301" }"#,
            r#"{ e = "${name}e\u0301", nested = { deeper = { deepest = { x = name } } } }"#,
            r#"{}"#,
            r#"{ n = nothing, u = a_map, x = number }"#,
            // Not taken directly, for one reason or another.
            r#"{ f = upper(name) }"#,
            r#"{ m = a_map.k }"#,
            r#"{ u = unknown }"#,
            r#"{ t = "${number}" }"#,
            r#"{ t = "${nothing}" }"#,
            r#"{ (name) = 1 }"#,
            r#"{ é = 1 }"#,
            r#"{ i = req.composite.spec.parameters["region"] }"#,
            r#"{ missing = req.composite.nope }"#,
            r#"{ l = [1, 2] }"#,
            r#"{ m = -0 }"#,
            r#"{ "quoted" = 4 }"#,
            r#"{ t = "${name}" }"#,
            r#"{ w = "${req.composite}" }"#,
        ]
        .iter()
        .enumerate()
        {
            let e = parse(text);
            let direct = body_value(&e, &env);
            if let Some(d) = &direct {
                assert_eq!(
                    Some(write(d)),
                    evaluated(&e, &env).as_ref().map(write),
                    "{text}"
                );
            }
            // The first nine are taken directly; of the others, these are not.
            assert_eq!(direct.is_some(), i < 9, "{text}");
        }
        assert!(body_value(&parse(r#"{ a = "b" }"#), &env).is_some());
        assert!(body_value(&parse(r#""not an object""#), &env).is_none());
    }
}
