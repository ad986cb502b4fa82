//! Property test: no ERB template makes strata panic (the fuzz target
//! `fuzz/fuzz_targets/puppet_erb.rs` checks the same with libFuzzer where cargo-fuzz is
//! available). Templates are built from pieces of ERB and Ruby and from arbitrary text.

use proptest::prelude::*;
use strata_core::host::MemoryHost;
use strata_puppet::{compile, Options};

const PIECES: &[&str] = &[
    "<%",
    "<%=",
    "<%-",
    "-%>",
    "%>",
    "<%#",
    "<%%",
    "%%>",
    "\n",
    " ",
    "text",
    "@s",
    "@a",
    "@h",
    "@i",
    "@f",
    "@b",
    "@nope",
    ".",
    "each",
    "map",
    "do",
    "|x|",
    "|k, v|",
    "x",
    "k",
    "end",
    "{",
    "}",
    "(",
    ")",
    "[",
    "]",
    ",",
    "if",
    "elsif",
    "else",
    "unless",
    "case",
    "when",
    "while",
    "until",
    "for",
    "in",
    "then",
    "?",
    ":",
    "&&",
    "||",
    "!",
    "not",
    "and",
    "or",
    "+",
    "-",
    "*",
    "/",
    "%",
    "**",
    "==",
    "<=>",
    "=~",
    "=",
    "+=",
    "||=",
    "<<",
    "..",
    "...",
    "1",
    "0",
    "-1",
    "2.5",
    "'q'",
    "\"d#{x}\"",
    "\"#{",
    ":sym",
    "/re/",
    "%w[a b]",
    "nil",
    "true",
    "join",
    "sort",
    "sort_by",
    "inject",
    "each_slice",
    "gsub",
    "split",
    "upcase",
    "length",
    "keys",
    "scope",
    "scope['s']",
    "scope.lookupvar('a')",
    "scope.function_sprintf(['%s', 1])",
    "scope.call_function('size', [[1]])",
    "has_variable?('s')",
    "next",
    "break",
    "return",
    "begin",
    "rescue",
    "ensure",
    "defined?",
    "$1",
    "&:upcase",
    "*",
    "=>",
    "k:",
    "::",
    "File",
];

fn template() -> impl Strategy<Value = String> {
    prop::collection::vec(prop::sample::select(PIECES), 0..50).prop_map(|v| v.join(" "))
}

fn render(src: &str) {
    let _ = strata_puppet::erb::parse(src);
    let host = MemoryHost::new().with_file("/m/f/templates/t.erb", src.to_string());
    let opts = Options {
        node: "n".into(),
        facts: None,
        strict: false,
        modulepath: vec!["/m".into()],
        manifest: "/s.pp".into(),
        parsed_manifest: None,
        limits: strata_core::budget::Limits {
            max_steps: 200_000,
            max_depth: 500,
        },
        ..Options::default()
    };
    let manifest = "$s = 'str'\n$i = 3\n$f = 1.5\n$b = true\n$a = [1, 'x', [2]]\n\
                    $h = {'k' => 'v', 'n' => [1, 2]}\nnotice(template('f/t.erb'))\n";
    let _ = compile(&host, &opts, manifest.to_string());
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(600))]
    #[test]
    fn erb_pieces_never_panic(src in template()) {
        render(&src);
    }

    #[test]
    fn erb_arbitrary_text_never_panics(src in "\\PC{0,200}") {
        render(&src);
    }

    #[test]
    fn erb_code_never_panics(src in "<%= [-a-z@.(){}|\\[\\]'\"#0-9 ,:?!=<>+*/%&]{0,60} %>") {
        render(&src);
    }
}

/// Deep nesting ends with an error, not a stack overflow; endless loops end at the step limit.
#[test]
fn deep_nesting_and_endless_loops_are_errors() {
    for src in [
        format!("<%= {}1{} %>", "(".repeat(5000), ")".repeat(5000)),
        format!("<%= {}1{} %>", "[".repeat(5000), "]".repeat(5000)),
        format!("<%= {}true %>", "!".repeat(5000)),
        format!("<%= {}1{} %>", "\"#{".repeat(300), "}\"".repeat(300)),
    ] {
        assert!(strata_puppet::erb::parse(&src).is_err(), "{}", &src[..20]);
        render(&src);
    }
    for src in ["<% while true %>x<% end %>", "<% loop do %><% end %>"] {
        assert!(strata_puppet::erb::parse(src).is_ok());
        render(src);
    }
}
