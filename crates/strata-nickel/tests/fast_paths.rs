//! The fast paths of the parser, the evaluator and the JSON export give the results of the
//! general ones: integers at the ends of `i64`, literal fields, names and strings.

use strata_core::host::MemoryHost;
use strata_nickel::Nickel;

fn export(src: &str) -> Result<String, String> {
    let mut nk = Nickel::new(Box::new(MemoryHost::new()), strata_nickel::DEFAULT_LIMITS);
    let v = nk
        .eval_source("test.ncl", src)
        .map_err(|e| format!("error: {}", e.msg))?;
    nk.export(&v, "json")
        .map_err(|e| format!("error: {}", e.msg))
}

#[test]
fn integers_are_written_exactly() {
    assert_eq!(
        export("[0, 7, -7, 10, -100, 9223372036854775807, -9223372036854775807 - 1]").as_deref(),
        Ok("[\n  0,\n  7,\n  -7,\n  10,\n  -100,\n  9223372036854775807,\n  -9223372036854775808\n]\n")
    );
    // beyond i64, and fractions, take the general path
    assert_eq!(
        export("[9223372036854775808, 1/4, -0.5]").as_deref(),
        Ok("[\n  9223372036854775808,\n  0.25,\n  -0.5\n]\n")
    );
}

#[test]
fn keys_and_strings_are_escaped_only_when_needed() {
    assert_eq!(
        export(r#"{ plain = "abc", "q\"k" = "a\nb", "é" = "<&>" }"#).as_deref(),
        Ok("{\n  \"plain\": \"abc\",\n  \"q\\\"k\": \"a\\nb\",\n  \"é\": \"<&>\"\n}\n")
    );
}

#[test]
fn eighteen_and_nineteen_digit_literals_agree() {
    // up to eighteen digits a literal is read in one pass, beyond by the general parser
    assert_eq!(
        export("[999999999999999999, 1000000000000000000, 000000000000000012]").as_deref(),
        Ok("[\n  999999999999999999,\n  1000000000000000000,\n  12\n]\n")
    );
}

#[test]
fn literal_records_merged_in_place_equal_shared_ones() {
    // record literals held by nothing else move their fields into the merge; records bound to
    // names are shared and copied: both give the same record
    let l = "{ a | default = 1, b = 2, c = { x = 1 } }";
    let r = "{ a = 3, c = { y = 2 }, d = 4 }";
    let expected = "{\n  \"a\": 3,\n  \"b\": 2,\n  \"c\": {\n    \"x\": 1,\n    \"y\": 2\n  },\n  \"d\": 4\n}\n";
    assert_eq!(export(&format!("{l} & {r}")).as_deref(), Ok(expected));
    assert_eq!(
        export(&format!("let l = {l} in let r = {r} in l & r")).as_deref(),
        Ok(expected)
    );
}

#[test]
fn a_name_contract_before_the_end_of_its_annotation_is_applied() {
    assert_eq!(
        export("{ a | Number = 1, b | String | default = \"x\" }").as_deref(),
        Ok("{\n  \"a\": 1,\n  \"b\": \"x\"\n}\n")
    );
    let err = export("{ a | Number = \"one\" }").expect_err("a string is not a Number");
    assert!(err.contains("contract"), "{err}");
}

#[test]
fn a_record_of_literals_is_made_once_and_shared_by_its_evaluations() {
    let src = "{ b = 1, a = \"x\", c = null, d = true }";
    let mut map = strata_core::SourceMap::new();
    let file = map.add("t.ncl", src);
    let e = strata_nickel::parser::parse(src, file).expect("parses");
    let strata_nickel::ast::ExprKind::Record(lit) = &e.kind else {
        panic!("a record literal")
    };
    let names: Vec<String> = lit
        .consts
        .as_ref()
        .expect("literals only")
        .keys()
        .map(|k| k.to_string())
        .collect();
    assert_eq!(names, ["a", "b", "c", "d"]);
    assert!(lit.fields.is_empty());
    // an annotation, a field path or a computed value takes the general path
    for src in ["{ a | default = 1 }", "{ a.b = 1 }", "{ a = 1 + 1 }", "{}"] {
        let e = strata_nickel::parser::parse(src, file).expect("parses");
        let strata_nickel::ast::ExprKind::Record(lit) = &e.kind else {
            panic!("a record literal")
        };
        assert!(lit.consts.is_none(), "{src}");
    }
    // each evaluation's merges and overrides leave the shared fields as they were
    assert_eq!(
        export("let f = fun n => { a = 1, b = \"s\" } & { m = n } in [f 1, f 2, f 1 & { a | force = 3 }]")
            .as_deref(),
        Ok("[\n  {\n    \"a\": 1,\n    \"b\": \"s\",\n    \"m\": 1\n  },\n  {\n    \"a\": 1,\n    \"b\": \"s\",\n    \"m\": 2\n  },\n  {\n    \"a\": 3,\n    \"b\": \"s\",\n    \"m\": 1\n  }\n]\n")
    );
    assert_eq!(
        export("let r = { a = 1, b = 2 } in r & r & { c = r.a + r.b }").as_deref(),
        Ok("{\n  \"a\": 1,\n  \"b\": 2,\n  \"c\": 3\n}\n")
    );
    assert!(export("{ a = 1, b = 2 } & { a = 2 }")
        .unwrap_err()
        .contains("non mergeable terms"));
}

#[test]
fn a_top_level_merge_chain_gives_the_results_of_a_nested_merge() {
    // a program that is a merge (`a & b & c`) is evaluated operand by operand (each operand's
    // syntax tree let go once evaluated); the same merges under a `let` take the general path
    for (chain, expected) in [
        (
            "{ a = 1, b | default = 2, c = a + b } & { b = 3 } & { d = 5 }",
            Ok("{\n  \"a\": 1,\n  \"b\": 3,\n  \"c\": 4,\n  \"d\": 5\n}\n"),
        ),
        ("[1, 2] & [1, 2] & [1, 2]", Ok("[\n  1,\n  2\n]\n")),
        ("1 & 1 & 1", Ok("1\n")),
        (
            "{ a = 1 } & { a = 1 } & { a = 2 }",
            Err("non mergeable terms"),
        ),
        ("[1] & [1] & [2]", Err("contract broken by a value")),
        (
            "{ a | Number } & { a = \"x\" }",
            Err("contract broken by the value of `a`"),
        ),
    ] {
        for src in [chain.to_string(), format!("let x = 0 in {chain}")] {
            match (export(&src), expected) {
                (Ok(out), Ok(want)) => assert_eq!(out, want, "{src}"),
                (Err(e), Err(want)) => assert!(e.contains(want), "{src}: {e}"),
                (got, want) => panic!("{src}: {got:?}, expected {want:?}"),
            }
        }
    }
}

#[test]
fn merges_where_one_side_has_every_name_of_the_other_keep_operand_order() {
    // the result is made in the larger side's storage, left or right
    for (src, want) in [
        (
            "{ a | default = 1, b = 2, c = 3 } & { a = 4 }",
            "{\n  \"a\": 4,\n  \"b\": 2,\n  \"c\": 3\n}\n",
        ),
        (
            "{ a = 4 } & { a | default = 1, b = 2, c = 3 }",
            "{\n  \"a\": 4,\n  \"b\": 2,\n  \"c\": 3\n}\n",
        ),
        (
            "{ a = { x = 1 } } & { a = { y = 2 }, b = 1 }",
            "{\n  \"a\": {\n    \"x\": 1,\n    \"y\": 2\n  },\n  \"b\": 1\n}\n",
        ),
        (
            "{ a = 1, b = a } & { b | force = 5 }",
            "{\n  \"a\": 1,\n  \"b\": 5\n}\n",
        ),
        (
            "{ a = 1, b = a + 1 } & { a | force = 10 }",
            "{\n  \"a\": 10,\n  \"b\": 11\n}\n",
        ),
    ] {
        assert_eq!(export(src).as_deref(), Ok(want), "{src}");
    }
    // the first operand's definition is blamed first (left before right)
    let e = export("{ a | String = 1, b = 2 } & { a | Number }").unwrap_err();
    assert!(e.contains("contract broken by the value of `a`"), "{e}");
}
