//! The checks before evaluation skip their walks only when the walks could find nothing, and the
//! parser, which reads tokens from the lexer as it goes, reports the errors it reported when the
//! whole text was lexed first, and every error it recovers from.

use strata_core::source::FileId;
use strata_nickel::parser::{parse, parse_program, parse_program_all};
use strata_nickel::typecheck::{check_bound, check_program, check_types};

/// Both walks, always (what `check_program` must agree with).
fn full_checks(src: &str) -> Result<(), (String, u32, u32)> {
    let e = parse(src, FileId(0)).expect("parses");
    check_bound(&e)
        .and_then(|_| check_types(&e))
        .map_err(|e| (e.msg.clone(), e.labels[0].span.start, e.labels[0].span.end))
}

fn program_checks(src: &str) -> Result<(), (String, u32, u32)> {
    let p = parse_program(src, FileId(0)).expect("parses");
    check_program(&p).map_err(|e| (e.msg.clone(), e.labels[0].span.start, e.labels[0].span.end))
}

const PROGRAMS: &[&str] = &[
    "{ a = 1, b = a + 1 }",
    "{ a = 1, b = c }",
    "let x = 1 in y",
    "let rec f = fun n => if n == 0 then 0 else f (n - 1) in f 3",
    "fun { a ? b, b } => a",
    "fun { a ? zz, b } => a",
    "match { 'A x => x, 'B => y }",
    "{ include a }",
    "let a = 1 in { include a, b = a }",
    "std.array.map (fun x => x + 1) [1, 2]",
    "let f : Number -> Number = fun x => x + \"s\" in f 1",
    "let f : Number -> Number = fun x => x + 1 in f 1",
    "let f : forall a. a -> a = fun x => x in f 1",
    "let f : forall a. { _ | a } -> Number = fun x => 1 in f {}",
    "let f | forall a. Array a -> Number = fun x => 1 in f []",
    "{ x : Number = \"no\" }",
    "{ x : { _ : Number } = { a = 1 }, y = q }",
    "let C = std.contract.from_predicate (fun x => x > 0) in { a | C = 1 }",
    "let r = { a | default = 1 } & { a = b } in r",
    "{ \"%{k}\" = 1, k = \"x\" }",
    "{ a.b.c = 1, a.b.d = e }",
    "let x = 1 in { y = x, z = w }",
];

#[test]
fn check_program_agrees_with_both_walks() {
    for src in PROGRAMS {
        assert_eq!(program_checks(src), full_checks(src), "{src}");
    }
    // the suite exercises both outcomes
    assert!(PROGRAMS.iter().any(|s| full_checks(s).is_ok()));
    assert!(PROGRAMS
        .iter()
        .any(|s| full_checks(s).is_err_and(|e| e.0.starts_with("unbound identifier"))));
    assert!(PROGRAMS
        .iter()
        .any(|s| full_checks(s).is_err_and(|e| e.0 == "incompatible types")));
}

#[test]
fn a_forall_variable_is_not_bound_inside_a_contract_of_its_type() {
    let src = "let f : forall a. { _ | a } -> Number = fun x => 1 in f {}";
    let e = program_checks(src).expect_err("unbound");
    assert_eq!(e.0, "unbound identifier `a`");
    assert_eq!(&src[e.1 as usize..e.2 as usize], "a");
}

#[test]
fn program_flags_record_colons_and_forall() {
    let p = parse_program("{ a = 1, b = \"x: y\" }", FileId(0)).expect("parses");
    assert!(!p.typed && !p.forall);
    let p = parse_program("let f : Number = 1 in f", FileId(0)).expect("parses");
    assert!(p.typed && !p.forall);
    let p = parse_program("let f | forall a. a -> a = fun x => x in f", FileId(0)).expect("parses");
    assert!(!p.typed && p.forall);
}

fn parse_error(src: &str) -> (String, u32, u32) {
    let e = parse(src, FileId(0)).expect_err("error");
    (e.msg, e.span.start, e.span.end)
}

#[test]
fn a_lexing_error_after_a_parse_error_is_the_one_reported() {
    // the parser stops at `)`, the invalid escape comes later in the text
    let src = "[1 + ), \"a\\qb\"]";
    let (msg, start, _) = parse_error(src);
    assert_eq!(msg, "invalid escape sequence");
    assert_eq!(start as usize, src.find('\\').expect("escape"));
    // a lexing error where the parser would otherwise succeed
    let (msg, _, _) = parse_error("1 \"open");
    assert_eq!(msg, "unexpected end of file");
    // no lexing error: the parse error
    let src = "[1 + ), \"ab\"]";
    let (msg, start, end) = parse_error(src);
    assert_eq!(msg, "unexpected token");
    assert_eq!(&src[start as usize..end as usize], ")");
}

#[test]
fn one_token_of_lookahead_parses_what_needs_it() {
    // enum variants, operator sections, `or` patterns, quoted names in record patterns
    let src = "let f = fun { \"a b\" = x, c } => x + c in \
               let g = match { 'A x or 'B x => x, _ => 0 } in \
               [f { \"a b\" = 1, c = 2 }, g ('B 5), (+) 1 2, ('Some 3 |> match { 'Some y => y })]";
    let mut nk = strata_nickel::Nickel::new(
        Box::new(strata_core::host::MemoryHost::new()),
        strata_nickel::DEFAULT_LIMITS,
    );
    let v = nk.eval_source("t.ncl", src).expect("evaluates");
    let text = nk.export(&v, "json").expect("exports");
    let compact: String = text.chars().filter(|c| !c.is_whitespace()).collect();
    assert_eq!(compact, "[3,5,3,3]");
}

/// A field path followed by a token that cannot follow one (a name after a string, `m%"a"%m`:
/// the multiline string then the identifier `m`): nickel 1.18's parser recovers at the record
/// field (its `FieldDef` error alternative) and goes on to the next field, so every such field
/// is reported, each at its unexpected token (`rec.ncl:2:9` and `rec.ncl:3:7` for this text).
#[test]
fn a_token_after_a_field_path_is_recovered_from_and_each_reported() {
    let src = "{\n  m%\"a\"%m = 1,\n  \"b\" c = 2,\n  d = 3,\n}\n";
    let errors = match parse_program_all(src, FileId(0)) {
        Err(es) => es,
        Ok(_) => panic!("parsed"),
    };
    let got: Vec<(String, &str, usize)> = errors
        .iter()
        .map(|e| {
            let at = e.span.start as usize;
            (e.msg.clone(), &src[at..e.span.end as usize], at)
        })
        .collect();
    let line2 = src.find("m = 1").expect("line 2");
    let line3 = src.find("c = 2").expect("line 3");
    assert_eq!(
        got,
        [
            ("unexpected token".to_string(), "m", line2),
            ("unexpected token".to_string(), "c", line3)
        ]
    );
}
