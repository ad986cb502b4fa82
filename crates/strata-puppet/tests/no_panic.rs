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
