//! Conversion, unification, equality and set order checked against results captured from
//! the reference implementation (cty 1.12.1, as used by hcldec 2.14.1).
//!
//! `tests/data/conversions.tsv` holds one case per line: a request and the reference's answer,
//! both JSON, separated by a tab. Types are in typed-JSON form, values in JSON for their type.
//!
//! * `{"op":"convert","ty":T,"v":V,"to":T2}` → `{"ok":{"type":..,"value":..}}` (or
//!   `"null":true`) or `{"err":MESSAGE}`
//! * `{"op":"unify","tys":[T...]}` → `{"type":T}` or `{"none":true}`
//! * `{"op":"equals","a":{"ty":..,"v":..},"b":{..}}` → `{"eq":BOOL}`
//! * `{"op":"set","ty":T,"vs":[V...]}` → the set value (element order is checked)
//!
//! The requests were generated at random (types up to three levels deep, conversion targets
//! derived from the source type by mutation).

use strata_core::json::{parse, write, WriteOptions};
use strata_core::Value as Json;
use strata_hcl_types::json::{from_json_with_type, to_json};
use strata_hcl_types::{convert, unify, Type, Value};

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

fn ty(j: Option<&Json>) -> Type {
    Type::from_json(j.expect("type present")).expect("valid type")
}

fn val(t: &Type, j: Option<&Json>) -> Value {
    from_json_with_type(j.unwrap_or(&Json::Null), t).expect("valid value")
}

fn typed(v: &Value) -> String {
    let mut m = strata_core::Map::new();
    m.insert("type".into(), v.ty().to_json());
    if v.is_null() {
        m.insert("null".into(), Json::Bool(true));
    } else {
        match to_json(v) {
            Ok(j) => {
                m.insert("value".into(), j);
            }
            Err(e) => return format!("{{\"err\":\"marshal: {}\"}}", e.message),
        }
    }
    let mut outer = strata_core::Map::new();
    outer.insert("ok".into(), Json::map(m));
    text(&Json::map(outer))
}

fn answer(req: &Json) -> String {
    let m = req.as_map().expect("request object");
    let op = m.get("op").and_then(Json::as_str).unwrap_or("");
    match op {
        "convert" => {
            let t = ty(m.get("ty"));
            let v = val(&t, m.get("v"));
            match convert(&v, &ty(m.get("to"))) {
                Ok(r) => typed(&r),
                Err(e) => text(&Json::map(
                    [("err".into(), Json::string(e.message))]
                        .into_iter()
                        .collect(),
                )),
            }
        }
        "unify" => {
            let tys: Vec<Type> = m
                .get("tys")
                .and_then(Json::as_list)
                .unwrap_or(&[])
                .iter()
                .map(|t| Type::from_json(t).expect("valid type"))
                .collect();
            match unify(&tys) {
                Some(t) => format!("{{\"type\":{}}}", text(&t.to_json())),
                None => "{\"none\":true}".into(),
            }
        }
        "equals" => {
            let side = |k: &str| {
                let s = m.get(k).and_then(Json::as_map).expect("operand");
                let t = ty(s.get("ty"));
                val(&t, s.get("v"))
            };
            let eq = side("a").equals(&side("b"));
            format!("{{\"eq\":{}}}", eq.as_bool().unwrap_or(false))
        }
        "set" => {
            let t = ty(m.get("ty"));
            let items: Vec<Value> = m
                .get("vs")
                .and_then(Json::as_list)
                .unwrap_or(&[])
                .iter()
                .map(|j| val(&t, Some(j)))
                .collect();
            typed(&Value::set(t, items))
        }
        other => panic!("unknown op {other}"),
    }
}

#[test]
fn conversions_match_reference() {
    let data = include_str!("data/conversions.tsv");
    let mut failures = Vec::new();
    let mut total = 0;
    for line in data.lines().filter(|l| !l.trim().is_empty()) {
        total += 1;
        let (req, want) = line.split_once('\t').expect("request<TAB>answer");
        let want = text(&parse(want).expect("answer JSON"));
        // Both sides go through the same JSON reader, so number spellings compare equal.
        let got = text(&parse(&answer(&parse(req).expect("request JSON"))).expect("answer JSON"));
        if got != want {
            failures.push(format!("{req}\n  want {want}\n  got  {got}"));
        }
    }
    assert!(total > 1000, "expected the full case file");
    assert!(
        failures.is_empty(),
        "{} of {total} cases differ:\n{}",
        failures.len(),
        failures
            .iter()
            .take(12)
            .cloned()
            .collect::<Vec<_>>()
            .join("\n")
    );
}
