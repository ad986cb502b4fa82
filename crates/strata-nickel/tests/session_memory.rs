//! A session frees everything it allocated when it is dropped: the reference cycles of recursive
//! records (a field's thunk holds the scope that holds the record) and of `let rec` bindings,
//! made by the std prelude and by user programs, are broken by the session, so a process that
//! runs many sessions (a fuzzer, a server) does not grow.

use std::rc::{Rc, Weak};
use strata_core::host::MemoryHost;
use strata_nickel::value::{Thunk, ThunkState, Value};
use strata_nickel::{EvalLimits, Nickel};

const LIMITS: EvalLimits = EvalLimits {
    max_steps: 1_000_000,
    max_depth: 10_000,
};

fn new_session() -> Nickel {
    Nickel::new(Box::new(MemoryHost::new()), LIMITS)
}

/// Weak handles on the thunks of `v`'s fields and array items, `depth` levels down.
fn thunks_of(v: &Value, depth: usize, out: &mut Vec<Weak<std::cell::RefCell<ThunkState>>>) {
    let visit = |t: &Thunk| {
        out.push(Rc::downgrade(&t.0));
        if depth > 0 {
            if let Some(x) = t.peek() {
                thunks_of(&x, depth - 1, out);
            }
        }
    };
    match v {
        Value::Record(r) => r
            .fields
            .values()
            .filter_map(|f| f.value.as_ref())
            .for_each(visit),
        Value::Array(a) => a.iter().for_each(visit),
        _ => {}
    }
}

fn live(ws: &[Weak<std::cell::RefCell<ThunkState>>]) -> usize {
    ws.iter().filter(|w| w.strong_count() > 0).count()
}

#[test]
fn dropping_a_session_frees_the_std_prelude() {
    let nk = new_session();
    let std = nk
        .eval
        .std
        .as_ref()
        .expect("std is loaded")
        .peek()
        .expect("std is a value");
    let mut ws = Vec::new();
    thunks_of(&std, 2, &mut ws);
    drop(std);
    // modules that the prelude extends (`array`, `record`, ...) are merges not yet evaluated:
    // the walk sees the others' functions
    assert!(
        ws.len() > 30,
        "std has its modules and functions ({})",
        ws.len()
    );
    assert!(live(&ws) > 0);
    drop(nk);
    assert_eq!(live(&ws), 0, "thunks of std still alive after the session");
}

#[test]
fn dropping_a_session_frees_recursive_records_and_let_rec() {
    let cases = [
        // a recursive record, evaluated
        "let r = { version = \"1\", name = \"app-%{version}\", tags = [name, version] } in std.deep_seq r r",
        // overridden by a merge (fields re-closed over the merged record's scope)
        "let base = { version = \"1\", name = \"app-%{version}\" } in std.deep_seq (base & { version | force = \"2\" }) (base & { version | force = \"2\" })",
        // closures kept in recursive fields, `let rec`
        "let rec fact = fun n => if n == 0 then 1 else n * fact (n - 1) in { f = fun x => fact x + g, g = 2, r = f 5, k = fact }",
        // a contract that refers to sibling fields, applied and merged
        "let C = { port | Number, host | String, url = \"%{host}:%{std.to_string port}\" } in ({ port = 80, host = \"h\" } | C) & { extra = 1 }",
        // a field whose value refers to the field itself (found by fuzzing: the cycle goes
        // through the field's thunk, not through the record's scope); exporting it fails
        "{ Recursive = { foo | Number, bar | Recursive | optional } }",
    ];
    for src in cases {
        let mut nk = new_session();
        let v = nk
            .eval_source("t.ncl", src)
            .unwrap_or_else(|e| panic!("{}", nk.render_error(&e)));
        let _ = nk.eval.deep_force(&v);
        let mut ws = Vec::new();
        thunks_of(&v, 3, &mut ws);
        assert!(!ws.is_empty());
        drop(v);
        drop(nk);
        assert_eq!(
            live(&ws),
            0,
            "thunks still alive after the session for {src:?}"
        );
    }
}

#[test]
fn a_let_rec_function_is_freed_with_its_session() {
    let mut nk = new_session();
    let v = nk
        .eval_source(
            "t.ncl",
            "let rec go = fun n => if n == 0 then 0 else go (n - 1) in go",
        )
        .unwrap();
    let Value::Func(c) = &v else {
        panic!("a function")
    };
    let w = Rc::downgrade(c);
    drop(v);
    assert!(
        w.strong_count() > 0,
        "the function is alive while its session is"
    );
    drop(nk);
    assert_eq!(
        w.strong_count(),
        0,
        "a `let rec` closure outlives its session"
    );
}
