//! Operators, function calls, indexing and attribute access checked against results
//! captured from the reference (hcldec 2.14.1's expression evaluator with cty 1.12.1 and the
//! function table hcldec offers).
//!
//! `tests/data/operations.tsv`: one case per line, request and answer as JSON separated by a
//! tab. Values are written as `{"t": TYPE, "v": VALUE}` with the typed-JSON type and the value
//! in JSON for that type, where `{"$u": true}` marks an unknown value (at any depth), `null` a
//! null, and `"+Inf"`/`"-Inf"` infinities.
//!
//! * `{"op":"binop","o":"+","a":V,"b":V}`, `{"op":"unop","o":"!","a":V}`
//! * `{"op":"call","f":NAME,"args":[V...]}` (the argument count always fits the function)
//! * `{"op":"index","a":COLLECTION,"b":KEY}`, `{"op":"getattr","a":V,"n":NAME}`
//! * `{"op":"convert","a":V,"to":TYPE}` → `{"ok":V}` or `{"err":MESSAGE}`;
//!   `{"op":"unify","args":[V...]}` → `{"type":T,"values":[V or {"err":..}...]}` (each value
//!   converted to the unified type) or `{"none":true}`
//! * `{"op":"expr","e":NODE}`: an expression tree of `{"lit":V}`, `{"call":NAME,"args":[NODE]}`,
//!   `{"bin":OP,"a":NODE,"b":NODE}` and `{"un":OP,"a":NODE}` (checks how results of one step,
//!   such as the 64-bit precision of `length()`, flow into the next)
//!
//! Answers are `{"ok": V}` or `{"diags": [{"summary":..,"detail":..}...]}` (sorted by detail).
//! The test also shows how an evaluator maps this crate's errors to HCL's diagnostics.

use std::collections::BTreeMap;

use strata_core::json::{parse, write, WriteOptions};
use strata_core::Value as Json;
use strata_hcl_types::{collection, convert, ops, stdlib, Number, Type, Value};

fn text(j: &Json) -> String {
    write(
        j,
        &WriteOptions {
            indent: None,
            sort_keys: true,
            escape_html: false,
        },
    )
}

fn decode(ty: &Type, j: &Json) -> Value {
    if matches!(j, Json::Null) {
        return Value::null(ty.clone());
    }
    if let Some(m) = j.as_map() {
        if m.contains_key("$u") {
            return Value::unknown(ty.clone());
        }
    }
    match ty {
        Type::String => Value::string(j.as_str().expect("string")),
        Type::Number => {
            let t = match j {
                Json::Number(n) => n.to_string(),
                Json::String(s) => s.to_string(),
                _ => panic!("number expected"),
            };
            Value::number(Number::parse(&t).expect("number"))
        }
        Type::Bool => Value::bool(matches!(j, Json::Bool(true))),
        Type::List(e) | Type::Set(e) => {
            let items = j
                .as_list()
                .expect("array")
                .iter()
                .map(|x| decode(e, x))
                .collect();
            if ty.is_list() {
                Value::list((**e).clone(), items)
            } else {
                Value::set((**e).clone(), items)
            }
        }
        Type::Map(e) => {
            let m = j.as_map().expect("object");
            Value::map(
                (**e).clone(),
                m.iter()
                    .map(|(k, x)| (k.to_string(), decode(e, x)))
                    .collect(),
            )
        }
        Type::Object(o) => {
            let m = j.as_map().expect("object");
            Value::object(
                o.iter()
                    .map(|(k, t)| {
                        (
                            k.clone(),
                            decode(t, m.get(k.as_str()).unwrap_or(&Json::Null)),
                        )
                    })
                    .collect(),
            )
        }
        Type::Tuple(ts) => {
            let items = j.as_list().expect("array");
            Value::tuple(
                ts.iter()
                    .zip(items.iter())
                    .map(|(t, x)| decode(t, x))
                    .collect(),
            )
        }
        Type::Dynamic => Value::dynamic_null(),
    }
}

fn tv(j: Option<&Json>) -> Value {
    let m = j.and_then(Json::as_map).expect("typed value");
    let ty = Type::from_json(m.get("t").expect("t")).expect("type");
    decode(&ty, m.get("v").unwrap_or(&Json::Null))
}

fn encode(v: &Value) -> Json {
    if !v.is_known() {
        return Json::map([("$u".into(), Json::Bool(true))].into_iter().collect());
    }
    if v.is_null() {
        return Json::Null;
    }
    if let Some(b) = v.as_bool() {
        return Json::Bool(b);
    }
    if let Some(s) = v.as_str() {
        return Json::string(s);
    }
    if let Some(n) = v.as_number() {
        return match strata_core::Number::parse(&n.to_text()) {
            Some(n) => Json::Number(n),
            None => Json::string(n.to_text()),
        };
    }
    if let Some(items) = v.as_elements() {
        return Json::list(items.iter().map(encode).collect());
    }
    if let Some(attrs) = v.as_attributes() {
        return Json::map(
            attrs
                .iter()
                .map(|(k, x)| (k.as_str().into(), encode(x)))
                .collect(),
        );
    }
    Json::Null
}

fn ok(v: &Value) -> String {
    let mut inner = strata_core::Map::new();
    inner.insert("t".into(), v.ty().to_json());
    inner.insert("v".into(), encode(v));
    text(&Json::map(
        [("ok".into(), Json::map(inner))].into_iter().collect(),
    ))
}

fn diags(mut list: Vec<(String, String)>) -> String {
    list.sort_by(|a, b| a.1.cmp(&b.1));
    let items = list
        .into_iter()
        .map(|(s, d)| {
            Json::map(
                [
                    ("summary".into(), Json::string(s)),
                    ("detail".into(), Json::string(d)),
                ]
                .into_iter()
                .collect(),
            )
        })
        .collect();
    text(&Json::map(
        [("diags".into(), Json::list(items))].into_iter().collect(),
    ))
}

fn op_result(r: Result<Value, ops::OpError>) -> String {
    match r {
        Ok(v) => ok(&v),
        Err(e) => diags(
            e.problems
                .into_iter()
                .map(|p| (p.summary, p.detail))
                .collect(),
        ),
    }
}

type Diags = Vec<(String, String)>;

/// Evaluates an expression tree the way HCL's evaluator does: an operand or argument that
/// failed becomes the dynamic value, and the failures are reported together with any
/// conversion failures of the enclosing operation, which is then not performed.
fn eval(node: &Json) -> (Value, Diags) {
    let m = node.as_map().expect("node");
    if let Some(l) = m.get("lit") {
        return (tv(Some(l)), Vec::new());
    }
    let sub = |k: &str| eval(m.get(k).expect("operand"));
    if let Some(name) = m.get("call").and_then(Json::as_str) {
        let mut diags = Diags::new();
        let mut args = Vec::new();
        for a in m.get("args").and_then(Json::as_list).unwrap_or(&[]) {
            let (v, d) = eval(a);
            if !d.is_empty() {
                diags.extend(d);
                args.push(Value::dynamic());
            } else {
                args.push(v);
            }
        }
        let functions = stdlib::functions();
        let f = functions.get(name).expect("function");
        let param_name = |i: usize| f.param_for(i).map(|p| p.name.clone()).unwrap_or_default();
        let invalid = |i: usize, msg: &str| {
            (
                "Invalid function argument".to_string(),
                format!("Invalid value for {:?} parameter: {msg}.", param_name(i)),
            )
        };
        let converted = match f.convert_args(&args) {
            Ok(c) => c,
            Err(errs) => {
                diags.extend(
                    errs.iter()
                        .map(|e| invalid(e.arg_index.unwrap_or(0), &e.message)),
                );
                return (Value::dynamic(), diags);
            }
        };
        if !diags.is_empty() {
            return (Value::dynamic(), diags);
        }
        return match f.call_converted(&converted) {
            Ok(v) => (v, diags),
            Err(e) => {
                let d = match e.arg_index {
                    Some(i) => invalid(i, &e.message),
                    None => (
                        "Error in function call".into(),
                        format!("Call to function {name:?} failed: {}.", e.message),
                    ),
                };
                (Value::dynamic(), vec![d])
            }
        };
    }
    let (result_type, r, mut diags) = if let Some(op) = m.get("bin").and_then(Json::as_str) {
        let ((a, da), (b, db)) = (sub("a"), sub("b"));
        let a = if da.is_empty() { a } else { Value::dynamic() };
        let b = if db.is_empty() { b } else { Value::dynamic() };
        let mut diags = da;
        diags.extend(db);
        let ty = if ["+", "-", "*", "/", "%"].contains(&op) {
            Type::Number
        } else {
            Type::Bool
        };
        (ty, binop(op, &a, &b), diags)
    } else {
        let op = m.get("un").and_then(Json::as_str).unwrap_or("!");
        let (a, da) = sub("a");
        let a = if da.is_empty() { a } else { Value::dynamic() };
        let ty = if op == "-" { Type::Number } else { Type::Bool };
        (
            ty,
            if op == "-" {
                ops::negate(&a)
            } else {
                ops::not(&a)
            },
            da,
        )
    };
    let had_errors = !diags.is_empty();
    match r {
        Ok(v) if !had_errors => (v, diags),
        Ok(_) => (Value::unknown(result_type), diags),
        Err(e) => {
            for p in e.problems {
                // An operation whose operands already failed is not attempted.
                if !(had_errors && p.side == ops::OperandSide::Whole) {
                    diags.push((p.summary, p.detail));
                }
            }
            (Value::unknown(result_type), diags)
        }
    }
}

fn binop(op: &str, a: &Value, b: &Value) -> Result<Value, ops::OpError> {
    match op {
        "+" => ops::add(a, b),
        "-" => ops::subtract(a, b),
        "*" => ops::multiply(a, b),
        "/" => ops::divide(a, b),
        "%" => ops::modulo(a, b),
        "==" => ops::equal(a, b),
        "!=" => ops::not_equal(a, b),
        "<" => ops::less(a, b),
        "<=" => ops::less_or_equal(a, b),
        ">" => ops::greater(a, b),
        ">=" => ops::greater_or_equal(a, b),
        "&&" => ops::and(a, b),
        "||" => ops::or(a, b),
        other => panic!("operator {other}"),
    }
}

/// A function call as HCL's evaluator performs it.
fn call(name: &str, args: Vec<Value>) -> String {
    let functions = stdlib::functions();
    let f = functions.get(name).expect("function");
    let param_name = |i: usize| f.param_for(i).map(|p| p.name.clone()).unwrap_or_default();
    let invalid = |i: usize, msg: &str| {
        (
            "Invalid function argument".to_string(),
            format!("Invalid value for {:?} parameter: {msg}.", param_name(i)),
        )
    };
    let converted = match f.convert_args(&args) {
        Ok(c) => c,
        Err(errs) => {
            return diags(
                errs.iter()
                    .map(|e| invalid(e.arg_index.unwrap_or(0), &e.message))
                    .collect(),
            )
        }
    };
    match f.call_converted(&converted) {
        Ok(v) => ok(&v),
        Err(e) => match e.arg_index {
            Some(i) => diags(vec![invalid(i, &e.message)]),
            None => diags(vec![(
                "Error in function call".into(),
                format!("Call to function {name:?} failed: {}.", e.message),
            )]),
        },
    }
}

fn answer(req: &Json) -> String {
    let m: &strata_core::Map = req.as_map().expect("request");
    let s = |k: &str| m.get(k).and_then(Json::as_str).unwrap_or("").to_string();
    match s("op").as_str() {
        "binop" => {
            let (a, b) = (tv(m.get("a")), tv(m.get("b")));
            op_result(binop(&s("o"), &a, &b))
        }
        "convert" => {
            let to = Type::from_json(m.get("to").expect("to")).expect("type");
            match convert::convert(&tv(m.get("a")), &to) {
                Ok(v) => ok(&v),
                Err(e) => text(&Json::map(
                    [("err".into(), Json::string(e.message))]
                        .into_iter()
                        .collect(),
                )),
            }
        }
        "unify" => {
            let args: Vec<Value> = m
                .get("args")
                .and_then(Json::as_list)
                .unwrap_or(&[])
                .iter()
                .map(|a| tv(Some(a)))
                .collect();
            let tys: Vec<Type> = args.iter().map(|v| v.ty().clone()).collect();
            let Some(unified) = convert::unify_conversions(&tys) else {
                return "{\"none\":true}".into();
            };
            let u = unified.ty.clone();
            let values = args
                .iter()
                .map(|v| match unified.convert(v) {
                    Ok(c) => {
                        let mut inner = strata_core::Map::new();
                        inner.insert("t".into(), c.ty().to_json());
                        inner.insert("v".into(), encode(&c));
                        Json::map(inner)
                    }
                    Err(e) => Json::map(
                        [("err".into(), Json::string(e.message))]
                            .into_iter()
                            .collect(),
                    ),
                })
                .collect();
            let mut out = strata_core::Map::new();
            out.insert("type".into(), u.to_json());
            out.insert("values".into(), Json::list(values));
            text(&Json::map(out))
        }
        "expr" => {
            let (v, d) = eval(m.get("e").expect("expression"));
            if d.is_empty() {
                ok(&v)
            } else {
                diags(d)
            }
        }
        "unop" => {
            let a = tv(m.get("a"));
            op_result(if s("o") == "!" {
                ops::not(&a)
            } else {
                ops::negate(&a)
            })
        }
        "call" => {
            let args = m
                .get("args")
                .and_then(Json::as_list)
                .unwrap_or(&[])
                .iter()
                .map(|a| tv(Some(a)))
                .collect();
            call(&s("f"), args)
        }
        "index" | "getattr" => {
            let a = tv(m.get("a"));
            let r = if s("op") == "index" {
                collection::index(&a, &tv(m.get("b")))
            } else {
                collection::get_attr(&a, &s("n"))
            };
            match r {
                Ok(v) => ok(&v),
                Err(e) => diags(vec![(e.summary, e.detail)]),
            }
        }
        other => panic!("op {other}"),
    }
}

#[test]
fn operations_match_reference() {
    let data = include_str!("data/operations.tsv");
    let mut failures = Vec::new();
    let mut by_kind: BTreeMap<String, usize> = BTreeMap::new();
    let mut total = 0;
    for line in data.lines().filter(|l| !l.trim().is_empty()) {
        total += 1;
        let (req, want) = line.split_once('\t').expect("request<TAB>answer");
        let want = text(&parse(want).expect("answer JSON"));
        let req_json = parse(req).expect("request JSON");
        let got = answer(&req_json);
        if got != want {
            let m = req_json.as_map().expect("request");
            let kind = format!(
                "{} {}",
                m.get("op").and_then(Json::as_str).unwrap_or(""),
                m.get("f")
                    .or(m.get("o"))
                    .and_then(Json::as_str)
                    .unwrap_or("")
            );
            *by_kind.entry(kind).or_default() += 1;
            failures.push(format!("{req}\n  want {want}\n  got  {got}"));
        }
    }
    assert!(total > 1000, "expected the full case file");
    assert!(
        failures.is_empty(),
        "{} of {total} cases differ ({by_kind:?}):\n{}",
        failures.len(),
        failures
            .iter()
            .take(15)
            .cloned()
            .collect::<Vec<_>>()
            .join("\n")
    );
}
