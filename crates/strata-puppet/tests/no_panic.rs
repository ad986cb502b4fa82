//! Property test: no input makes the parser or the compiler panic (the fuzz targets in
//! `fuzz/fuzz_targets/puppet_*.rs` check the same with libFuzzer where cargo-fuzz is available).

use proptest::prelude::*;
use strata_core::host::MemoryHost;
use strata_puppet::{compile, validate, Options};

const PIECES: &[&str] = &[
    "notify",
    "{",
    "}",
    "'a'",
    ":",
    "message",
    "=>",
    "$x",
    "=",
    "[",
    "]",
    "(",
    ")",
    ",",
    ";",
    "class",
    "define",
    "node",
    "default",
    "include",
    "if",
    "else",
    "case",
    "?",
    "->",
    "~>",
    "<|",
    "|>",
    "@",
    "@@",
    "File",
    "Notify",
    "1",
    "0x1f",
    "\"s${x}\"",
    "|$v|",
    ".each",
    ".map",
    "+",
    "-",
    "*",
    "/",
    "%",
    "==",
    "=~",
    "/re/",
    "and",
    "or",
    "!",
    "in",
    "undef",
    "true",
    "@(E)\nx\nE\n",
    "function",
    "f",
    "type",
    "Integer[1,2]",
    "\n",
    " ",
    "inherits",
    "realize",
    "$0",
    "<<",
    ">>",
    "+>",
    "*",
    "unless",
];

fn program() -> impl Strategy<Value = String> {
    prop::collection::vec(prop::sample::select(PIECES), 0..60).prop_map(|v| v.join(" "))
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(400))]
    #[test]
    fn parse_never_panics(src in program()) {
        let _ = validate("x.pp", &src);
    }

    #[test]
    fn compile_never_panics(src in program()) {
        let host = MemoryHost::new();
        let opts = Options { node: "n".into(), facts: None, strict: false, modulepath: vec![], manifest: "/s.pp".into(), parsed_manifest: None, ..Options::default() };
        let _ = compile(&host, &opts, src);
    }

    #[test]
    fn arbitrary_bytes_never_panic(src in "\\PC{0,200}") {
        let _ = validate("x.pp", &src);
        let host = MemoryHost::new();
        let opts = Options { node: "n".into(), facts: None, strict: false, modulepath: vec![], manifest: "/s.pp".into(), parsed_manifest: None, ..Options::default() };
        let _ = compile(&host, &opts, src);
    }
}

/// Found by the `puppet_parse` fuzz target (session s30, a 30 s timeout): after a statement, a
/// `{` is first read as a possible hash literal and then read again as the next statement, so
/// braces nested in lambdas were read 2^depth times (`$a {with(1) |$x| { ` 20 times: 4 s in an
/// optimized build). Puppet 7.23's `puppet parser validate` answers at once: "Syntax error at
/// end of input" for the unclosed nest, "Syntax error at '}'" at line 1, column 62 for three
/// closed levels.
#[test]
fn nested_braces_after_statements_parse_in_linear_time() {
    let deep = "$a {with(1) |$x| { ".repeat(60);
    let start = std::time::Instant::now();
    let err = validate("x.pp", &deep).expect_err("unclosed braces");
    assert!(
        err.message.contains("Syntax error at end of input"),
        "{}",
        err.message
    );
    assert!(
        start.elapsed() < std::time::Duration::from_secs(20),
        "{:?}",
        start.elapsed()
    );

    let closed = "$a {with(1) |$x| { $a {with(1) |$x| { $a {with(1) |$x| { 1 } } } } } }\n";
    let err = validate("x.pp", closed).expect_err("a `{` after a statement");
    assert!(
        err.message.contains("Syntax error at '}'"),
        "{}",
        err.message
    );
    let (_, line, col) = err.location.expect("located");
    assert_eq!((line, col), (1, 62));
}
