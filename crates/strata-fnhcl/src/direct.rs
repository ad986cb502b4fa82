//! Resource bodies and locals evaluated without the evaluator, for the expressions most
//! programs write.
//!
//! [`body_value`]: a resource body evaluated straight to its interchange value, for object
//! constructors with bare names as keys whose values are literals, quoted strings, attribute
//! traversals of variables (`params.region`), templates joining literal text with such
//! traversals of strings (`"${name}-bucket"`), and nested such objects. It gives what
//! evaluating the body with `strata-hcl` and converting it with
//! `crate::values::from_hcl_sized` gives, and the number of evaluation steps that evaluation
//! charges, without building the HCL object values, their types and their conversion. It
//! follows the evaluator's rules for these nodes (later duplicate keys win, a template's
//! text becomes a string value as HCL normalises it, each evaluated node and each literal
//! part of a template is one step) and gives up (`None`) on anything else: another kind of
//! node, a key that is not a bare ASCII name, a traversal that would fail or reach an
//! unknown or null value, an interpolation that is not a known string, a value that does not
//! convert. The caller then evaluates the body as before, so every diagnostic and every
//! unusual value still comes from the evaluator.
//!
//! A body's value depends on the body and on the values its traversals reach alone: each
//! thread remembers, per body, the values its traversals reached last and the value and
//! steps they gave ([`BODY_MEMO_ENTRIES`] bodies), and gives them again while the traversals
//! reach the very same values (the same shared collections, equal strings and bools): the
//! usual case, where Crossplane sends the same observed state until it changes.
//!
//! [`local_value`]: a local that is a variable traversal of attribute steps or such a
//! template, evaluated as the evaluator evaluates it when every step succeeds.
//!
//! Nothing is charged here: the caller charges the steps when the budget has them all
//! (`Evaluator::charge`), and evaluates otherwise.

use crate::scope::Env;
use crate::values::sized_at;
use std::collections::HashMap;
use std::sync::{Arc, Weak};
use strata_core::{Map as CoreMap, Value as CoreValue};
use strata_hcl::ast::{Expr, ExprKind, Literal, StepKind, Traversal};
use strata_hcl::eval::literal_value;
use strata_hcl_types::Value;

/// Deepest object nesting taken here; deeper bodies are left to the evaluator, which grows
/// its stack as needed.
const MAX_NESTING: usize = 32;

/// The most bodies a thread remembers the value of (the memo is emptied when full).
pub const BODY_MEMO_ENTRIES: usize = 256;

/// What a thread remembers of one body: the body (weakly: its allocation, and so its
/// address, stays while the entry does), its traversals and the values they reached, in the
/// order [`leaves`] lists them, and the value and steps they gave.
///
/// The traversals are copies of the body's own: the body cannot change, and it was walked
/// once to find that [`value`] takes every node of it, so a later check of the same body needs
/// only its traversals' values, not a new walk of all its nodes.
struct Remembered {
    _body: Weak<Expr>,
    traversals: Vec<Traversal>,
    leaves: Vec<Value>,
    value: CoreValue,
    steps: u64,
}

type BodyMemo = HashMap<usize, Remembered, foldhash::fast::RandomState>;

thread_local! {
    static MEMO: std::cell::RefCell<BodyMemo> = std::cell::RefCell::new(BodyMemo::default());
}

/// The interchange value of the object constructor `e` evaluated in `env`, and the steps its
/// evaluation charges; `None` when `e` is not such a body (see the module documentation).
pub fn body_value(e: &Arc<Expr>, env: &Env) -> Option<(CoreValue, u64)> {
    if !matches!(e.kind, ExprKind::Object(_)) {
        return None;
    }
    let key = Arc::as_ptr(e) as usize;
    // A body met before: its traversals' values are compared with the remembered ones (a
    // hit allocates nothing).
    let hit = MEMO.with(|m| {
        let m = m.borrow();
        let r = m.get(&key)?;
        let same = r
            .traversals
            .iter()
            .zip(&r.leaves)
            .all(|(t, old)| traverse(t, env).is_some_and(|v| identical(old, v)));
        same.then(|| (r.value.clone(), r.steps))
    });
    if hit.is_some() {
        return hit;
    }
    let mut reached = Vec::new();
    let memoizable = leaves(e, env, 0, &mut |t, v| {
        reached.push((t, v));
        true
    });
    let mut steps = 0;
    let v = value(e, env, 0, &mut steps)?;
    if memoizable {
        let entry = Remembered {
            _body: Arc::downgrade(e),
            traversals: reached.iter().map(|(t, _)| (*t).clone()).collect(),
            leaves: reached.iter().map(|(_, v)| (*v).clone()).collect(),
            value: v.clone(),
            steps,
        };
        MEMO.with(|m| {
            let mut m = m.borrow_mut();
            if m.len() >= BODY_MEMO_ENTRIES && !m.contains_key(&key) {
                m.clear();
            }
            m.insert(key, entry);
        });
    }
    Some((v, steps))
}

/// Whether `a` and `b` convert to the same interchange value everywhere [`value`] takes
/// them: the same type, and both null, or both unknown, or equal strings or bools, or the
/// very same shared collection. (Numbers are never taken as the same: equal numbers can
/// print differently, `0` and `-0`.)
pub(crate) fn identical(a: &Value, b: &Value) -> bool {
    if a.ty() != b.ty() || a.is_known() != b.is_known() || a.is_null() != b.is_null() {
        return false;
    }
    if !a.is_known() || a.is_null() {
        return true;
    }
    if let (Some(x), Some(y)) = (a.as_str(), b.as_str()) {
        return x == y;
    }
    if let (Some(x), Some(y)) = (a.as_bool(), b.as_bool()) {
        return x == y;
    }
    if let (Some(x), Some(y)) = (a.as_attributes(), b.as_attributes()) {
        return std::ptr::eq(x, y);
    }
    if let (Some(x), Some(y)) = (a.as_elements(), b.as_elements()) {
        return x.len() == y.len() && std::ptr::eq(x.as_ptr(), y.as_ptr()) && !x.is_empty();
    }
    false
}

/// Gives `visit` each traversal of `e` and the value it reaches, in source order, walking
/// `e` as [`value`] does; false when `e` holds a node [`value`] does not take, nests too deep,
/// or a traversal does not reach a value (then `e`'s value is not remembered), or `visit`
/// says false (the walk stops there).
fn leaves<'x, 'e>(
    e: &'x Expr,
    env: &'e Env,
    depth: usize,
    visit: &mut impl FnMut(&'x Traversal, &'e Value) -> bool,
) -> bool {
    if depth > MAX_NESTING {
        return false;
    }
    match &e.kind {
        ExprKind::Object(items) => items
            .iter()
            .all(|item| leaves(&item.value, env, depth + 1, visit)),
        ExprKind::Literal(_) => true,
        ExprKind::ScopeTraversal(t) => traverse(t, env).is_some_and(|v| visit(t, v)),
        ExprKind::Template(parts) => parts.iter().all(|part| match &part.kind {
            ExprKind::Literal(Literal::String(_)) => true,
            ExprKind::ScopeTraversal(t) => traverse(t, env).is_some_and(|v| visit(t, v)),
            _ => false,
        }),
        _ => false,
    }
}

/// The value of the local expression `e` in `env` and the steps its evaluation charges,
/// when `e` is a variable traversal of attribute steps that reaches a value, or a template
/// of literal text and traversals of known strings (see `template_text`): what the
/// evaluator gives then, without a diagnostic. `None` for anything else.
pub fn local_value(e: &Expr, env: &Env) -> Option<(Value, u64)> {
    match &e.kind {
        // The node's own step; the evaluator reads the variable and its attributes.
        ExprKind::ScopeTraversal(t) => Some((traverse(t, env)?.clone(), 1)),
        ExprKind::Template(parts) => {
            let mut steps = 1;
            let text = template_text(parts, env, &mut steps)?;
            Some((Value::string(text), steps))
        }
        _ => None,
    }
}

/// The text of a template of literal parts and traversals reaching known strings, counting
/// a step per part into `steps` (the evaluator's step for each literal part and each
/// interpolated node); `None` for any other template.
fn template_text(parts: &[Expr], env: &Env, steps: &mut u64) -> Option<String> {
    let mut buf = String::with_capacity(strata_hcl::eval::template_capacity(parts));
    for part in parts {
        match &part.kind {
            ExprKind::Literal(Literal::String(s)) => {
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
    Some(buf)
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
            let mut vals: Vec<(&str, CoreValue)> = Vec::with_capacity(items.len());
            for item in items {
                let name = item.key.expr.keyword_name()?;
                if item.key.force_non_literal || !name.is_ascii() {
                    return None;
                }
                vals.push((name, value(&item.value, env, depth + 1, steps)?));
            }
            // Stable: among equal keys the later one stays last, and is the one kept.
            strata_core::sort::sort_by(&mut vals, |a, b| a.0.cmp(b.0));
            let mut m = CoreMap::with_capacity(vals.len());
            let mut it = vals.into_iter().peekable();
            while let Some((k, v)) = it.next() {
                if it.peek().is_some_and(|(next, _)| *next == k) {
                    continue;
                }
                m.insert(k.into(), v);
            }
            Some(CoreValue::map(m))
        }
        ExprKind::Literal(l) => sized_at(&literal_value(l), depth),
        ExprKind::ScopeTraversal(t) => sized_at(traverse(t, env)?, depth),
        ExprKind::Template(parts) => {
            let text = template_text(parts, env, steps)?;
            sized_at(&Value::string(text), depth)
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
        let mut m = std::collections::BTreeMap::new();
        m.insert("k".to_string(), Value::string("v"));
        env.set("a_map", Value::map(strata_hcl_types::Type::String, m));
        env
    }

    /// The value and steps of the evaluator and the conversion, when they succeed without
    /// diagnostics.
    fn evaluated(e: &Expr, env: &Env) -> Option<(CoreValue, u64)> {
        let (v, steps) = evaluated_local(e, env)?;
        v.ty()
            .is_object()
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

    /// The value and steps of the evaluator, when it evaluates without diagnostics.
    fn evaluated_local(e: &Expr, env: &Env) -> Option<(Value, u64)> {
        let funcs = Functions {
            builtin: crate::functions::library_context(),
            user: Default::default(),
        };
        let ev = Evaluator::new(&funcs);
        let mut diags = Vec::new();
        let v = ev.eval(e, env, &mut diags);
        diags.is_empty().then(|| (v, ev.steps_used()))
    }

    #[test]
    fn direct_locals_are_what_evaluating_gives() {
        let env = env();
        for (i, text) in [
            r#"req.composite.spec.parameters"#,
            r#"req.composite.metadata.name"#,
            r#"req"#,
            r#"nothing"#,
            r#"unknown"#,
            r#"a_map"#,
            r#""${req.composite.metadata.name}-bucket""#,
            r#""a${name}b${name}c""#,
            r#""""#,
            r#""plain""#,
            // Not taken directly.
            r#"a_map.k"#,
            r#"req.composite.spec.parameters["region"]"#,
            r#"req.composite.nope"#,
            r#""${number}""#,
            r#""${nothing}""#,
            r#""${upper(name)}""#,
            r#"upper(name)"#,
            r#"{ a = name }"#,
        ]
        .iter()
        .enumerate()
        {
            let e = parse(text);
            let direct = local_value(&e, &env);
            if let Some((v, steps)) = &direct {
                let (ev, esteps) = evaluated_local(&e, &env).expect(text);
                assert!(v.raw_equals(&ev), "{text}");
                assert_eq!(*steps, esteps, "{text}");
            }
            assert_eq!(direct.is_some(), i < 10, "{text}");
        }
    }

    #[test]
    fn a_body_is_remembered_while_its_traversals_reach_the_same_values() {
        let e = parse(r#"{ a = req.composite.spec.parameters, n = name, t = "${name}-x" }"#);
        let env = env();
        let (first, steps) = body_value(&e, &env).unwrap();
        let (again, again_steps) = body_value(&e, &env).unwrap();
        let (CoreValue::Map(a), CoreValue::Map(b)) = (&first, &again) else {
            panic!("objects")
        };
        assert!(Arc::ptr_eq(a, b));
        assert_eq!(steps, again_steps);
        // Another name: a new value, the one evaluating gives.
        let mut other = Env::child(&env);
        other.set("name", Value::string("other"));
        let (changed, changed_steps) = body_value(&e, &other).unwrap();
        assert_ne!(changed, first);
        assert_eq!(
            (changed.clone(), changed_steps),
            evaluated(&e, &other).unwrap()
        );
        // Numbers are never taken as the same value.
        let n = parse(r#"{ x = number }"#);
        let (x, _) = body_value(&n, &env).unwrap();
        let (y, _) = body_value(&n, &env).unwrap();
        let (CoreValue::Map(x), CoreValue::Map(y)) = (&x, &y) else {
            panic!("objects")
        };
        assert!(!Arc::ptr_eq(x, y));
    }
}
