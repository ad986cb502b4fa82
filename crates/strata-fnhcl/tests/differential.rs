//! Differential check of the evaluator against `strata-hcl`'s expression evaluator on closed
//! expressions (no variables; the function library only). Both must agree on the value and on
//! whether there are errors, except where strata-fnhcl documents a difference (short-circuit
//! `&&`/`||` and single-branch conditionals), which the cases below avoid.

use strata_core::SourceMap;
use strata_fnhcl::eval::{Evaluator, Functions};
use strata_fnhcl::scope::Env;
use strata_hcl::eval::{evaluate_native, EvalContext};

const CASES: &[&str] = &[
    "1 + 2 * 3",
    "\"a\" == \"a\"",
    "[1, 2, 3][1]",
    "{ a = 1 }[\"a\"]",
    "{ a = 1 }.a",
    "[for x in [1, 2, 3] : x * 2 if x > 1]",
    "{ for k, v in { a = 1, b = 2 } : v => k }",
    "{ for x in [1, 2, 3, 4] : (x % 2 == 0 ? \"e\" : \"o\") => x... }",
    "[{ n = 1 }, { n = 2 }][*].n",
    "\"x-${1 + 1}-${true}\"",
    "\"%{ for x in [1, 2] }${x};%{ endfor }\"",
    "\"%{ if 1 > 0 }yes%{ else }no%{ endif }\"",
    "-5 % 3",
    "10 / 4",
    "1 / 0",
    "!true",
    "\"1\" + 2",
    "null == null",
    "[1, \"a\"] == [1, \"a\"]",
    "{ a = [1, { b = null }] }",
    "upper(\"abc\")",
    "length([1, 2, 3])",
    "range(3)",
    "jsonencode({ b = 1, a = [true] })",
    "merge({ a = 1 }, { b = 2 })",
    "tostring(1.5)",
    "format(\"%05.2f\", 3.14159)",
    "[1, 2, 3][3]",
    "{ a = 1 }.b",
    "null.a",
    "\"a\" + 1",
    "[for x in null : x]",
    "upper()",
    "nosuchfunction(1)",
    "1.0e400",
    "0.1 + 0.2",
    "9007199254740993 + 0",
    "[1, 2]...",
    "[\"a\", \"b\"][*]",
    "{ for x in [\"a\", \"a\"] : x => 1 }",
    "(1 + 2) * (3 - 4)",
    "\"\\u00e9\" == \"e\\u0301\"",
    "5 > 3 ? \"big\" : \"small\"",
    "substr(\"hello\", 1, 3)",
    "concat([1], [2, 3])",
    "coalesce(null, 2)",
    "true ? 1 : \"a\"",
    "false ? null : [1]",
    "true ? { a = 1 } : { b = 2 }",
    "true ? [1] : [\"x\"]",
];

#[test]
fn agrees_with_strata_hcl() {
    let funcs = Functions {
        builtin: strata_fnhcl::functions::library(),
        user: Default::default(),
    };
    let ctx = EvalContext::new().with_functions(strata_fnhcl::functions::library());
    let mut failures = Vec::new();
    for src in CASES {
        let mut map = SourceMap::new();
        let id = map.add("case.hcl", *src);
        let (expr, pd) = strata_hcl::parser::parse_expression(src.as_bytes(), id);
        if pd.iter().any(|d| d.is_error()) {
            continue;
        }
        let ev = Evaluator::new(&funcs);
        let mut mine_d = Vec::new();
        let mine = ev.eval(&expr, &Env::root(), &mut mine_d);
        let (theirs, theirs_d) = evaluate_native(&expr, Some(&ctx));
        let me = mine_d.iter().any(|d| d.is_error());
        let te = theirs_d.iter().any(|d| d.is_error());
        if me != te || (!me && !mine.raw_equals(&theirs)) {
            failures.push(format!(
                "{src}: strata-fnhcl {mine:?} (errors {me}) vs strata-hcl {theirs:?} (errors {te})"
            ));
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

const PIECES: &[&str] = &[
    "1",
    "0",
    "-1",
    "2.5",
    "\"a\"",
    "\"b\"",
    "true",
    "false",
    "null",
    "[",
    "]",
    "{",
    "}",
    "(",
    ")",
    ",",
    " ",
    "+",
    "-",
    "*",
    "/",
    "%",
    "==",
    "!=",
    "<",
    ">=",
    "&&",
    "||",
    "!",
    "?",
    ":",
    "=",
    "=>",
    "for x in [1, 2] :",
    "x",
    "if",
    "...",
    "[*]",
    ".a",
    "[0]",
    "\"${",
    "}\"",
    "{ a = 1 }",
    "[1, \"a\"]",
    "length(",
    "upper(",
    "tostring(",
    "concat(",
    "merge(",
    "keys(",
];

struct Rng(u64);

impl Rng {
    fn below(&mut self, n: usize) -> usize {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        (self.0 % n as u64) as usize
    }
}

#[test]
fn random_expressions_agree_with_strata_hcl() {
    let funcs = Functions {
        builtin: strata_fnhcl::functions::library(),
        user: Default::default(),
    };
    let ctx = EvalContext::new().with_functions(strata_fnhcl::functions::library());
    let mut rng = Rng(0x2545_F491_4F6C_DD1D);
    let mut failures = Vec::new();
    let mut compared = 0;
    for _ in 0..20000 {
        let n = rng.below(8) + 1;
        let src: String = (0..n).map(|_| PIECES[rng.below(PIECES.len())]).collect();
        let mut map = SourceMap::new();
        let id = map.add("case.hcl", src.as_str());
        let (expr, pd) = strata_hcl::parser::parse_expression(src.as_bytes(), id);
        if pd.iter().any(|d| d.is_error()) {
            continue;
        }
        // Documented difference: strata-fnhcl short-circuits `&&` and `||`.
        if src.contains("&&") || src.contains("||") {
            continue;
        }
        compared += 1;
        let ev = Evaluator::new(&funcs);
        let mut mine_d = Vec::new();
        let mine = ev.eval(&expr, &Env::root(), &mut mine_d);
        let (theirs, theirs_d) = evaluate_native(&expr, Some(&ctx));
        let me = mine_d.iter().any(|d| d.is_error());
        let te = theirs_d.iter().any(|d| d.is_error());
        if me != te || (!me && !mine.raw_equals(&theirs)) {
            failures.push(format!(
                "{src}: strata-fnhcl {mine:?} (errors {me}) vs strata-hcl {theirs:?} (errors {te})"
            ));
        }
    }
    assert!(compared > 500, "only {compared} expressions parsed");
    failures.truncate(30);
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}
