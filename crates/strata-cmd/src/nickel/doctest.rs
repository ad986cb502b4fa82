//! `nickel test`: runs the examples of the documentation. The parser inserts each test into the
//! record literal of the field it documents (see [`strata_nickel::doctest`]), so a test sees what
//! the field's definition sees; this walks the evaluated record as nickel does and runs them.
//! Prints `testing <path>/<n>...ok|FAILED` per test, then what went wrong in each failure.

use std::cell::RefCell;
use std::rc::Rc;
use strata_nickel::doctest::{Expected, Registry};
use strata_nickel::eval::EvalError;
use strata_nickel::value::{Record, Value};
use strata_nickel::Nickel;

struct Failure {
    path: String,
    idx: usize,
    report: String,
}

/// Runs the tests inserted into the program whose value is `root` (`registry`, filled when the
/// program was parsed): first the record's spine is evaluated, as nickel does before it runs a
/// test (an error there is the command's error), then the tests are run in nickel's order
/// (fields in source order, so a record's nested records before its own tests, which come
/// after its fields). Returns the text to print and the number of failures.
pub fn run(
    nk: &mut Nickel,
    root: &Value,
    registry: &Rc<RefCell<Registry>>,
) -> Result<(String, usize), EvalError> {
    let mut out = String::new();
    let mut failures = Vec::new();
    if let Value::Record(r) = root {
        spine(nk, r, registry, &mut Vec::new())?;
        walk(
            nk,
            r,
            registry,
            &mut Vec::new(),
            &mut Vec::new(),
            &mut out,
            &mut failures,
        );
    }
    let count = failures.len();
    for f in failures {
        out.push_str(&format!("test {}/{} {}", f.path, f.idx, f.report));
    }
    Ok((out, count))
}

/// A record's fields in the order of their definitions.
fn in_order(r: &Record) -> Vec<(&strata_nickel::ast::Ident, &strata_nickel::value::Field)> {
    let mut fields: Vec<_> = r.fields.iter().collect();
    strata_core::sort::sort_by_key(&mut fields, |(_, f)| (f.span.file, f.span.start));
    fields
}

/// Evaluates the fields of `r` (not the tests), into nested records: nickel's record spine
/// (`Program::eval_closurized_record_spine`). A field's value is evaluated without its pending
/// contracts (those of its annotations, of record contracts and merges), as nickel evaluates
/// it there; contracts inside the value (`x | C`, a `{_ : T}` type mapped over a record, the
/// equality check of two merged arrays: their lengths, not their elements) are part of it and
/// can fail. A field whose definition
/// is missing is left alone, as nickel leaves it. A field met again inside itself is not
/// entered again (`on_path`).
fn spine(
    nk: &mut Nickel,
    r: &Record,
    registry: &Rc<RefCell<Registry>>,
    on_path: &mut Vec<*const ()>,
) -> Result<(), EvalError> {
    for (k, f) in in_order(r) {
        let Some(t) = f.value_without_pending() else {
            continue;
        };
        if registry.borrow().tests.contains_key(k) {
            continue;
        }
        let id = Rc::as_ptr(&t.0) as *const ();
        if on_path.contains(&id) {
            continue;
        }
        match nk.eval.force(&t) {
            Ok(Value::Record(sub)) => {
                on_path.push(id);
                let res = spine(nk, &sub, registry, on_path);
                on_path.pop();
                res?;
            }
            Ok(_) => {}
            // nickel leaves the elements of merged arrays to be checked when read
            Err(e) if e.msg.starts_with("missing definition") || e.elements_unequal => {}
            Err(e) => return Err(e),
        }
    }
    Ok(())
}

fn walk(
    nk: &mut Nickel,
    r: &Record,
    registry: &Rc<RefCell<Registry>>,
    path: &mut Vec<String>,
    on_path: &mut Vec<*const ()>,
    out: &mut String,
    failures: &mut Vec<Failure>,
) {
    for (k, f) in in_order(r) {
        let Some(t) = &f.value else { continue };
        let test = registry.borrow().tests.get(k).cloned();
        if let Some(test) = test {
            path.push(test.field.to_string());
            let shown = path.join(".");
            path.pop();
            out.push_str(&format!("testing {shown}/{}...", test.idx));
            match run_one(nk, t, f.span, &test.expected) {
                None => out.push_str("ok\n"),
                Some(report) => {
                    out.push_str("FAILED\n");
                    failures.push(Failure {
                        path: shown,
                        idx: test.idx,
                        report,
                    });
                }
            }
            continue;
        }
        let id = Rc::as_ptr(&t.0) as *const ();
        if on_path.contains(&id) {
            continue;
        }
        if let Ok(Value::Record(sub)) = nk.eval.force(t) {
            path.push(k.to_string());
            on_path.push(id);
            walk(nk, &sub, registry, path, on_path, out, failures);
            on_path.pop();
            path.pop();
        }
    }
}

/// Runs one test (the field holding `fun _ => test`): `None` when it behaves as expected, else
/// the failure's description.
fn run_one(
    nk: &mut Nickel,
    field: &strata_nickel::value::Thunk,
    at: strata_core::source::Span,
    expect: &Expected,
) -> Option<String> {
    let result = nk
        .eval
        .force(field)
        .and_then(|f| {
            nk.eval
                .apply(f, strata_nickel::value::Thunk::value(Value::Null), at)
        })
        .and_then(|v| deep(nk, v));
    match (result, expect) {
        (Ok(_), Expected::Value(_) | Expected::Nothing) => None,
        (Ok(v), Expected::Error(_)) => Some(format!(
            "succeeded (evaluated to {}), but it should have failed\n",
            show(nk, &v)
        )),
        (Err(e), Expected::Error(text)) => {
            let report = nk.render_error(&e);
            if report.contains(text.as_str()) {
                None
            } else {
                Some(format!(
                    "failed, but the error didn't contain \"{text}\". Actual error:\n{report}\n"
                ))
            }
        }
        (Err(e), _) => Some(format!("failed\n{}", nk.render_error(&e))),
    }
}

/// Forces `v` all the way down, as nickel evaluates a test fully (as `nickel eval` does: a field
/// without a definition is an error).
fn deep(nk: &mut Nickel, v: Value) -> Result<Value, EvalError> {
    nk.force_all(&v)?;
    Ok(v)
}

/// A value as a short text: scalars as Nickel writes them, data as JSON.
fn show(nk: &mut Nickel, v: &Value) -> String {
    match v {
        Value::Str(s) => {
            let mut out = String::new();
            strata_core::json::write_string(&mut out, s, false);
            out
        }
        Value::Num(n) => n.to_text(),
        Value::Bool(b) => b.to_string(),
        Value::Null => "null".into(),
        Value::Enum(t) => format!("'{t}"),
        Value::Record(_) | Value::Array(_) => nk
            .export(v, "json")
            .map(|s| s.trim_end().to_string())
            .unwrap_or_else(|_| "<value>".into()),
        _ => "<func>".into(),
    }
}
