//! Polymorphic contracts (sealing of `forall` type variables and record row tails), record types
//! in type positions, the unbound-identifier check done before evaluation, and the export and
//! serialization forms fixed beside them.

use strata_core::host::MemoryHost;
use strata_nickel::Nickel;

fn session() -> Nickel {
    Nickel::new(Box::new(MemoryHost::new()), strata_nickel::DEFAULT_LIMITS)
}

/// Exports `src` in `format`, or returns the error's first line and its notes.
fn run_as(src: &str, format: &str) -> Result<String, String> {
    let mut nk = session();
    let fail = |e: strata_nickel::eval::EvalError| {
        let mut s = format!("error: {}", e.msg);
        for n in &e.notes {
            s.push_str(" / ");
            s.push_str(n);
        }
        s
    };
    let v = nk.eval_source("test.ncl", src).map_err(fail)?;
    nk.export(&v, format).map_err(fail)
}

fn run(src: &str) -> Result<String, String> {
    run_as(src, "json").map(|text| {
        let data = strata_core::json::parse(&text).expect("export is JSON");
        strata_core::json::write(&data, &strata_core::json::WriteOptions::compact())
    })
}

fn ok(src: &str, expected: &str) {
    assert_eq!(run(src), Ok(expected.to_string()), "program: {src}");
}

fn err(src: &str, expected: &str) {
    assert_eq!(run(src), Err(expected.to_string()), "program: {src}");
}

#[test]
fn identity_contract_passes_its_argument_through() {
    ok("let id | forall a. a -> a = fun x => x in id 5", "5");
    ok(
        "let twice | forall a. (a -> a) -> a -> a = fun f x => f (f x) in twice (fun x => x + 1) 3",
        "5",
    );
}

#[test]
fn a_function_returning_another_value_is_blamed() {
    err(
        "let id | forall a. a -> a = fun x => false in id false",
        "error: contract broken by a function",
    );
}

#[test]
fn a_function_inspecting_a_sealed_argument_is_blamed() {
    err(
        "let f | forall a. a -> a = fun x => x + 1 in f 1",
        "error: contract broken by a function",
    );
    err(
        "let f | forall a. a -> Bool = fun x => if x then true else false in f true",
        "error: contract broken by a function",
    );
}

#[test]
fn row_tails_are_sealed_and_restored() {
    ok(
        "let extend | forall a. { ; a } -> { foo : Number ; a } = fun x => %record/insert% \"foo\" x 1 in extend { bar = false }",
        r#"{"bar":false,"foo":1}"#,
    );
    ok(
        "let remove | forall a. { foo : Number ; a } -> { ; a } = fun x => %record/remove% \"foo\" x in remove { foo = 1, bar = 2 }",
        r#"{"bar":2}"#,
    );
}

#[test]
fn touching_a_sealed_tail_blames_the_function() {
    err(
        "let f | forall a. { ; a } -> { ; a } = fun x => %seq% x.a x in f { a = 1 }",
        "error: contract broken by a function\n       : cannot access field `a` sealed by a polymorphic contract",
    );
    err(
        "let f | forall r. { a : Number ; r } -> { a : Number ; r } = fun r => r & { a | force = 0 } in f { a = 1, b = 2 }",
        "error: contract broken by a function\n       : cannot merge a record sealed by a polymorphic contract",
    );
    err(
        "let f | forall r. { foo : Number ; r } -> { foo : Number ; r } = fun r => { foo = 1 } in f { foo = 1, other = 2 }",
        "error: contract broken by a function\n       polymorphic tail mismatch",
    );
}

#[test]
fn a_tail_may_not_hold_a_field_the_type_lists_beside_it() {
    err(
        "let f | forall r. { ; r } -> { x : { y : Number ; r } ; r } = fun r => %record/insert% \"x\" r (%record/insert% \"y\" r 1) in f { y = 3 }",
        "error: contract broken by the caller\n       field not allowed in tail: `y`",
    );
}

#[test]
fn record_types_are_closed_and_do_not_propagate() {
    err(
        "{ a = 1, b = 2 } | { a : Number }",
        "error: contract broken by a value\n       extra field `b`",
    );
    ok(
        "(({ foo = 1 } | { foo : Number }) & { foo | force = \"a\" }).foo",
        r#""a""#,
    );
}

#[test]
fn open_record_contracts_stay_open_when_merged() {
    ok(
        "let C = { a | Number } & { .. } in { a = 0, b = 0 } | C",
        r#"{"a":0,"b":0}"#,
    );
}

#[test]
fn unbound_identifiers_are_reported_before_evaluation() {
    err(
        "let x = 1 in if true then x else y",
        "error: unbound identifier `y`",
    );
    // type variables do not reach into the contracts of a type
    err(
        "forall a b. b -> Array b -> { _ | a }",
        "error: unbound identifier `a`",
    );
    ok(
        "let f | forall a. Array a -> Number = fun l => 1 in f [1]",
        "1",
    );
}

#[test]
fn dictionary_contracts_reach_sibling_references() {
    ok(
        "({ b = { foo = c.foo }, c = {} } | { _ | { foo | default = 0 } }).b.foo",
        "0",
    );
}

#[test]
fn toml_writes_integers_beyond_i64_as_integers() {
    assert_eq!(
        run_as("{ huge = 18446744073709551614, small = 1 }", "toml"),
        Ok("huge = 18446744073709551614\nsmall = 1\n".to_string())
    );
}

#[test]
fn yaml_documents_serialize_and_deserialize() {
    ok(
        "%deserialize% 'YamlDocuments (%serialize% 'YamlDocuments [{ a = 1 }, 2])",
        r#"[{"a":1},2]"#,
    );
}

#[test]
fn typed_code_is_checked_before_evaluation() {
    err(
        "(fun x => x.a) : {} -> _",
        "error: type error: missing field `a` / Attempted to access field `a` on an expression of type `{  }`",
    );
    err(
        "let f : Number -> Number = fun x => x ++ \"a\" in 1",
        "error: incompatible types / Expected an expression of type `String` / Found an expression of type `Number` / These types are not compatible",
    );
    err(
        // a rigid type variable is always reported as the expected type (as Nickel does)
        "let f : forall a. a -> Number = fun x => x in 1",
        "error: incompatible types / Expected an expression of type `a` / Found an expression of type `Number` / These types are not compatible",
    );
    // the error is reported even where evaluation would never go
    err(
        "if true then 1 else ({ a : Number = \"s\" }.a)",
        "error: incompatible types / Expected an expression of type `Number` / Found an expression of type `String` / These types are not compatible",
    );
}

#[test]
fn well_typed_and_untyped_code_is_accepted() {
    ok("((fun x => x) : forall a. a -> a) 3", "3");
    ok(
        "((fun r => r.a) : forall s. { a : Number ; s } -> Number) { a = 1, b = 2 }",
        "1",
    );
    ok("let x = 1 in (x : Number)", "1");
    // walk mode gives a let-bound variable its apparent type: `Dyn` unless annotated or a
    // literal (Nickel's shallow inference)
    err(
        "let x = 1 + 1 in (x : Number)",
        "error: incompatible types / Expected an expression of type `Number` / Found an expression of type `Dyn` / These types are not compatible",
    );
    ok("([1, \"a\"] | Array Dyn)", r#"[1,"a"]"#);
    // a literal is not `Dyn` to the typechecker (no implicit subtyping)
    err(
        "([1, \"a\"] : Array Dyn)",
        "error: incompatible types / Expected an expression of type `Dyn` / Found an expression of type `Number` / These types are not compatible",
    );
    ok(
        "let g : Number -> Number = fun x => x in ((fun y => g y) : Number -> Number) 1",
        "1",
    );
    // an unannotated function is `Dyn` to typed code
    err(
        "let g = fun x => x in ((fun y => g y) : Number -> Number) 1",
        "error: incompatible types / Expected an expression of type `_a -> _b` / Found an expression of type `Dyn` / These types are not compatible",
    );
    // untyped code is not checked
    ok("let f = fun x => x ++ \"a\" in 1", "1");
}

#[test]
fn typed_code_sees_the_types_of_std() {
    err(
        "(std.string.length 1 : Number)",
        "error: incompatible types / Expected an expression of type `String` / Found an expression of type `Number` / These types are not compatible",
    );
    err(
        "(std.string.length \"ab\" : String)",
        "error: incompatible types / Expected an expression of type `String` / Found an expression of type `Number` / These types are not compatible",
    );
    ok(
        "(std.array.map (fun x => x + 1) [1, 2] : Array Number)",
        "[2,3]",
    );
    ok(
        "((fun l => std.array.fold_left (fun acc x => acc + x) 0 l) : Array Number -> Number) [1, 2, 3]",
        "6",
    );
    // a shadowed `std` is an ordinary variable (here of apparent type `Dyn`)
    err(
        "let std = { string = { length = fun x => x } } in (std.string.length 1 : Number)",
        "error: incompatible types / Expected an expression of type `{ string : _a; _rrows_b }` / Found an expression of type `Dyn` / These types are not compatible",
    );
}

#[test]
fn std_array_number_and_string_additions() {
    ok(
        "std.array.intersperse \", \" [\"a\", \"b\", \"c\"]",
        r#"["a",", ","b",", ","c"]"#,
    );
    ok(
        "std.array.compare std.string.compare [\"hello\", \"world\"] [\"hello\"]",
        r#""Greater""#,
    );
    ok(
        "std.array.dedup_sorted std.number.compare [1, 2, 2, 3, 4, 4, 4, 5]",
        "[1,2,3,4,5]",
    );
    ok(
        "std.array.group (fun x => x.t) [{ t = \"f\", n = 1 }, { t = \"v\", n = 2 }, { t = \"f\", n = 3 }]",
        r#"{"f":[{"n":1,"t":"f"},{"n":3,"t":"f"}],"v":[{"n":2,"t":"v"}]}"#,
    );
    ok(
        "std.array.reduce_right (fun x acc => x - acc) [1, 2, 3]",
        "2",
    );
    ok(
        "std.array.filter_map (fun x => if x > 1 then 'Some (x * 10) else 'None) [1, 2, 3]",
        "[20,30]",
    );
    ok("std.array.dedup [1, 2, 1, 3]", "[1,2,3]");
    ok("std.number.log 100 10", "2");
    ok("std.number.arctan2 (-0.5) (-0.5)", "-2.356194490192345");
    ok("std.string.compare \"abc\" \"def\"", r#""Lesser""#);
}

#[test]
fn std_regex_functions_and_hash() {
    ok("std.string.is_match \"^\\\\d+$\" \"123\"", "true");
    ok(
        "std.string.find \"^(\\\\d).*(\\\\d).*(\\\\d).*$\" \"5 apples, 6 pears and 0 grapes\"",
        r#"{"groups":["5","6","0"],"index":0,"matched":"5 apples, 6 pears and 0 grapes"}"#,
    );
    ok(
        "std.string.find \"x\" \"abc\"",
        r#"{"groups":[],"index":-1,"matched":""}"#,
    );
    ok(
        "std.string.find_all \"2\" \"123 123\"",
        r#"[{"groups":[],"index":1,"matched":"2"},{"groups":[],"index":5,"matched":"2"}]"#,
    );
    ok(
        "std.string.replace_regex \"l+\" \"j\" \"Hello!\"",
        r#""Hejo!""#,
    );
    ok(
        "std.hash 'Md5 \"hunter2\"",
        r#""2ab96390c7dbe3439de74d0c9b0b1767""#,
    );
    err(
        "std.string.is_match \"(\" \"a\"",
        "error: std.string.is_match: invalid regular expression",
    );
}

#[test]
fn std_string_and_enum_contracts() {
    ok("(\"+1.2\" | std.string.NumberLiteral)", r#""+1.2""#);
    err(
        "(\"5x\" | std.string.NumberLiteral)",
        "error: contract broken by a value\n       invalid number literal",
    );
    ok("(\"e\" | std.string.Character)", r#""e""#);
    err(
        "(\"\" | std.string.Character)",
        "error: contract broken by a value\n       length different than one",
    );
    ok("\"hello\" | std.string.Matches \"^[a-z]+$\"", r#""hello""#);
    err(
        "\"42\" | std.string.Matches \"^[a-z]+$\"",
        "error: contract broken by a value\n       expected a string matching `^[a-z]+$`",
    );
    ok("('Bar 5 | std.enum.Enum) == 'Bar 5", "true");
    err(
        "(\"tag\" | std.enum.Enum)",
        "error: contract broken by a value",
    );
    ok("std.enum.map (fun x => x + 1) ('Foo 42) == 'Foo 43", "true");
    ok("std.enum.map (fun x => 1) 'Bar", r#""Bar""#);
}
