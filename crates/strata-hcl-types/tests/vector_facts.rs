//! Facts from the hcldec conformance vectors (`cases/*` with topics `conv`, `type`, `fn`,
//! `expr-op`, `expr-index`), checked at the level of this crate: the values are built
//! directly instead of being parsed. Each test names the case it comes from.

use std::collections::BTreeMap;

use strata_core::json::{write, WriteOptions};
use strata_hcl_types::{convert, index, json, ops, stdlib, Number, Type, Value};

fn num(s: &str) -> Value {
    Value::number(Number::parse(s).expect("number literal"))
}

fn s(v: &str) -> Value {
    Value::string(v)
}

fn tuple(items: Vec<Value>) -> Value {
    Value::tuple(items)
}

fn object(pairs: Vec<(&str, Value)>) -> Value {
    Value::object(pairs.into_iter().map(|(k, v)| (k.to_string(), v)).collect())
}

fn obj_type(pairs: Vec<(&str, Type)>) -> Type {
    Type::object(pairs.into_iter().map(|(k, t)| (k.to_string(), t)).collect())
}

/// The `--with-type` output as hcldec prints it (keys sorted, compact).
fn typed(v: &Value) -> String {
    let (value, ty) = json::to_typed_json(v).expect("serializable");
    let mut m = strata_core::Map::new();
    m.insert("type".into(), ty);
    if !v.is_null() {
        m.insert("value".into(), value);
    }
    write(
        &strata_core::Value::map(m),
        &WriteOptions {
            indent: None,
            sort_keys: true,
            escape_html: true,
        },
    )
}

fn conv(v: &Value, t: &Type) -> String {
    match convert(v, t) {
        Ok(v) => typed(&v),
        Err(e) => format!("error: {}", e.message),
    }
}

#[test]
fn type_cases() {
    // 172-type-list-of-any
    let t = tuple(vec![num("1"), num("2"), num("3")]);
    assert_eq!(
        conv(&t, &Type::list(Type::Dynamic)),
        r#"{"type":["list","number"],"value":[1,2,3]}"#
    );
    // 173-type-list-of-any-unify
    let t = tuple(vec![num("1"), s("a")]);
    assert_eq!(
        conv(&t, &Type::list(Type::Dynamic)),
        r#"{"type":["list","string"],"value":["1","a"]}"#
    );
    // 174-type-map-of-any
    let o = object(vec![("a", num("1")), ("b", s("x"))]);
    assert_eq!(
        conv(&o, &Type::map(Type::Dynamic)),
        r#"{"type":["map","string"],"value":{"a":"1","b":"x"}}"#
    );
    // 176-type-any-object
    let o = object(vec![("z", num("1")), ("a b", num("2"))]);
    assert_eq!(
        conv(&o, &Type::Dynamic),
        r#"{"type":["object",{"a b":"number","z":"number"}],"value":{"a b":2,"z":1}}"#
    );
    // 168-type-map-of-object
    let o = object(vec![
        ("a", object(vec![("n", num("1"))])),
        ("b", object(vec![("n", num("2"))])),
    ]);
    assert_eq!(
        conv(&o, &Type::map(obj_type(vec![("n", Type::Number)]))),
        r#"{"type":["map",["object",{"n":"number"}]],"value":{"a":{"n":1},"b":{"n":2}}}"#
    );
}

#[test]
fn conversion_cases() {
    // 179-conv-number-to-string
    assert_eq!(
        conv(&num("42.5"), &Type::String),
        r#"{"type":"string","value":"42.5"}"#
    );
    // 181-conv-string-to-number
    assert_eq!(
        conv(&s("12.25"), &Type::Number),
        r#"{"type":"number","value":12.25}"#
    );
    // 182/183-conv-string-to-bool
    assert_eq!(
        conv(&s("true"), &Type::Bool),
        r#"{"type":"bool","value":true}"#
    );
    assert_eq!(
        conv(&s("false"), &Type::Bool),
        r#"{"type":"bool","value":false}"#
    );
    // 184-conv-tuple-to-list
    let t = tuple(vec![s("a"), num("1"), Value::bool(true)]);
    assert_eq!(
        conv(&t, &Type::list(Type::String)),
        r#"{"type":["list","string"],"value":["a","1","true"]}"#
    );
    // 185-conv-tuple-to-set
    let t = tuple(vec![num("2"), s("1"), num("2")]);
    assert_eq!(
        conv(&t, &Type::set(Type::Number)),
        r#"{"type":["set","number"],"value":[1,2]}"#
    );
    // 187-conv-object-to-object-subset, 198-conv-object-extra-attr
    let want = obj_type(vec![("a", Type::Number)]);
    assert_eq!(
        conv(&object(vec![("a", s("1"))]), &want),
        r#"{"type":["object",{"a":"number"}],"value":{"a":1}}"#
    );
    let extra = object(vec![("a", num("1")), ("b", num("2"))]);
    assert_eq!(
        conv(&extra, &want),
        r#"{"type":["object",{"a":"number"}],"value":{"a":1}}"#
    );
    // 188-conv-null-to-list
    assert_eq!(
        conv(&Value::dynamic_null(), &Type::list(Type::String)),
        r#"{"type":["list","string"]}"#
    );
    // 189-conv-list-to-tuple (a tuple literal converts elementwise)
    let t = tuple(vec![num("1"), num("2")]);
    assert_eq!(
        conv(&t, &Type::tuple(vec![Type::Number, Type::String])),
        r#"{"type":["tuple",["number","string"]],"value":[1,"2"]}"#
    );
    // 190, 191, 192, 194, 195, 197: the failures
    assert_eq!(
        conv(&s("abc"), &Type::Number),
        "error: a number is required"
    );
    assert_eq!(conv(&s("yes"), &Type::Bool), "error: a bool is required");
    assert_eq!(
        conv(&tuple(vec![num("1")]), &Type::String),
        "error: string required"
    );
    assert_eq!(
        conv(&tuple(vec![num("1"), s("x")]), &Type::list(Type::Number)),
        "error: a number is required"
    );
    assert_eq!(
        conv(&object(vec![("a", s("x"))]), &Type::list(Type::String)),
        "error: list of string required"
    );
    assert_eq!(
        conv(
            &tuple(vec![num("1"), num("2")]),
            &Type::tuple(vec![Type::Number])
        ),
        "error: tuple required"
    );
}

fn call(name: &str, args: Vec<Value>) -> Result<Value, String> {
    let f = stdlib::functions().remove(name).expect("function exists");
    f.call(&args).map_err(|e| e.message)
}

fn out(v: &Value) -> String {
    write(
        &json::to_json(v).expect("serializable"),
        &WriteOptions::compact(),
    )
}

#[test]
fn function_cases() {
    // 126, 127
    assert_eq!(out(&call("abs", vec![num("-3.5")]).unwrap()), "3.5");
    assert_eq!(out(&call("abs", vec![num("0")]).unwrap()), "0");
    // 128, 129, 130
    let null = Value::dynamic_null();
    assert_eq!(
        out(&call("coalesce", vec![null.clone(), s(""), s("x")]).unwrap()),
        r#""""#
    );
    assert_eq!(
        out(&call("coalesce", vec![null.clone(), num("2"), num("3")]).unwrap()),
        "2"
    );
    assert_eq!(
        call("coalesce", vec![null.clone(), null]).unwrap_err(),
        "no non-null arguments"
    );
    // 131, 132
    let c = call(
        "concat",
        vec![
            tuple(vec![num("1"), num("2")]),
            tuple(vec![num("3")]),
            tuple(vec![]),
        ],
    );
    assert_eq!(out(&c.unwrap()), "[1,2,3]");
    assert_eq!(
        out(&call("concat", vec![tuple(vec![s("a")]), tuple(vec![num("1")])]).unwrap()),
        r#"["a",1]"#
    );
    // 133, 134, 135
    let l = tuple(vec![num("1"), num("2")]);
    assert_eq!(
        out(&call("hasindex", vec![l.clone(), num("1")]).unwrap()),
        "true"
    );
    assert_eq!(out(&call("hasindex", vec![l, num("2")]).unwrap()), "false");
    assert_eq!(
        call("hasindex", vec![object(vec![("a", num("1"))]), s("a")]).unwrap_err(),
        "collection must be a list, a map or a tuple"
    );
    assert_eq!(
        out(&call("hasindex", vec![tuple(vec![num("1")]), s("0")]).unwrap()),
        "false"
    );
    // 137, 140
    let d = call("jsondecode", vec![s(r#"{"a": [1, true, null], "b": "s"}"#)]).unwrap();
    assert_eq!(out(&d), r#"{"a":[1,true,null],"b":"s"}"#);
    assert_eq!(
        out(&call("jsonencode", vec![s("q\"uote")]).unwrap()),
        r#""\"q\\\"uote\"""#
    );
    // 141, 142, 144
    assert_eq!(
        out(&call("length", vec![tuple(vec![num("1"), num("2"), num("3")])]).unwrap()),
        "3"
    );
    assert_eq!(out(&call("length", vec![tuple(vec![])]).unwrap()), "0");
    assert_eq!(
        call("length", vec![s("héllo")]).unwrap_err(),
        "collection must be a list, a map or a tuple"
    );
    assert_eq!(
        call("length", vec![num("5")]).unwrap_err(),
        "collection must be a list, a map or a tuple"
    );
    // 145, 147, 148, 149
    assert_eq!(
        out(&call("lower", vec![s("ÀBC Def")]).unwrap()),
        r#""àbc def""#
    );
    assert_eq!(
        out(&call("max", vec![num("1"), num("7.5"), num("-3")]).unwrap()),
        "7.5"
    );
    assert_eq!(
        out(&call("min", vec![num("1"), num("7.5"), num("-3")]).unwrap()),
        "-3"
    );
    assert_eq!(
        call("max", vec![]).unwrap_err(),
        "must pass at least one number"
    );
    // 150, 151, 152
    assert_eq!(
        out(&call("reverse", vec![s("abc😀é")]).unwrap()),
        r#""é😀cba""#
    );
    assert_eq!(
        call(
            "reverse",
            vec![tuple(vec![num("1"), s("a"), Value::bool(true)])]
        )
        .unwrap_err(),
        "string required"
    );
    assert_eq!(out(&call("strlen", vec![s("日本語")]).unwrap()), "3");
    // 153, 155, 156
    assert_eq!(
        out(&call("substr", vec![s("hello world"), num("6"), num("5")]).unwrap()),
        r#""world""#
    );
    assert_eq!(
        out(&call("substr", vec![s("abc"), num("1"), num("100")]).unwrap()),
        r#""bc""#
    );
    assert_eq!(
        call("upper", vec![tuple(vec![num("1")])]).unwrap_err(),
        "string required"
    );
    // 160-fn-length-typed-set
    let set = convert(
        &tuple(vec![s("a"), s("b"), s("a")]),
        &Type::set(Type::String),
    )
    .unwrap();
    assert_eq!(out(&call("length", vec![set]).unwrap()), "2");
}

#[test]
fn operator_cases() {
    // 231-op-arith-string-error
    let e = ops::add(&s("a"), &num("1")).unwrap_err();
    assert_eq!(e.problems[0].summary, "Invalid operand");
    assert_eq!(
        e.problems[0].detail,
        "Unsuitable value for left operand: a number is required."
    );
    // 229-op-logic-non-bool-error
    let e = ops::and(&num("1"), &Value::bool(true)).unwrap_err();
    assert_eq!(
        e.problems[0].detail,
        "Unsuitable value for left operand: bool required."
    );
    // 232-op-arith-null-error
    let e = ops::add(&Value::dynamic_null(), &num("1")).unwrap_err();
    assert_eq!(e.problems[0].summary, "Operation failed");
    // 233-op-compare-string-error: both operands reported
    let e = ops::less(&s("a"), &s("b")).unwrap_err();
    assert_eq!(e.problems.len(), 2);
    assert_eq!(
        e.problems[1].detail,
        "Unsuitable value for right operand: a number is required."
    );
    // vectors README: `5 % 0` is 5, `1 / 0` is infinite and cannot be written as JSON
    assert_eq!(out(&ops::modulo(&num("5"), &num("0")).unwrap()), "5");
    let inf = ops::divide(&num("1"), &num("0")).unwrap();
    assert_eq!(
        json::to_json(&inf).unwrap_err().message,
        "cannot serialize infinity as JSON"
    );
}

#[test]
fn index_cases() {
    let l = Value::list(Type::Number, vec![num("1"), num("2")]);
    // 310, 311, 312, 325
    assert_eq!(
        index(&l, &num("5")).unwrap_err().detail,
        "The given key does not identify an element in this collection value."
    );
    assert_eq!(
        index(&l, &num("-1")).unwrap_err().detail,
        "The given key does not identify an element in this collection value: a negative number is not a valid index for a sequence."
    );
    assert!(index(&l, &num("0.5"))
        .unwrap_err()
        .detail
        .contains("has a fractional part"));
    assert_eq!(
        index(&l, &Value::bool(true)).unwrap_err().detail,
        "The given key does not identify an element in this collection value: number required."
    );
    // 321, 322
    assert_eq!(
        index(&s("x"), &num("0")).unwrap_err().detail,
        "This value does not have any indices."
    );
    assert_eq!(
        index(&Value::dynamic_null(), &num("0"))
            .unwrap_err()
            .summary,
        "Attempt to index null value"
    );
    let m: BTreeMap<String, Value> = [("a".to_string(), num("1"))].into();
    assert_eq!(
        index(&Value::map(Type::Number, m), &s("a")).unwrap(),
        num("1")
    );
}
