//! Property test standing in for the fuzz targets in `cargo test`: programs assembled from
//! Nickel tokens are parsed, evaluated under a small budget and exported without panicking.

use proptest::prelude::*;
use strata_core::host::MemoryHost;
use strata_nickel::{EvalLimits, Nickel};

const TOKENS: &[&str] = &[
    "{",
    "}",
    "[",
    "]",
    "(",
    ")",
    ",",
    "=",
    "&",
    "|",
    ".",
    "..",
    "a",
    "b",
    "x",
    "1",
    "2.5",
    "\"s\"",
    "'T",
    "let",
    "in",
    "fun",
    "=>",
    "if",
    "then",
    "else",
    "match",
    "default",
    "force",
    "priority",
    "optional",
    "not_exported",
    "Number",
    "String",
    "Array",
    "+",
    "-",
    "*",
    "/",
    "==",
    "@",
    "++",
    "rec",
    "null",
    "true",
    "std.record.map",
    "std.array.map",
    "std.contract.from_predicate",
    "%{",
    "m%\"",
    "\"%",
    "doc",
    "_",
    "?",
    "or",
    "|>",
    "{_ | Number}",
    "1/0",
];

proptest! {
    #![proptest_config(ProptestConfig::with_cases(400))]
    #[test]
    fn token_soup_never_panics(idx in proptest::collection::vec(0..TOKENS.len(), 0..40)) {
        let src: Vec<&str> = idx.iter().map(|&i| TOKENS[i]).collect();
        let src = src.join(" ");
        let mut nk = Nickel::new(Box::new(MemoryHost::new()), EvalLimits { max_steps: 50_000, max_depth: 5_000 });
        if let Ok(v) = nk.eval_source("p.ncl", &src) {
            let _ = nk.export(&v, "json");
            let _ = nk.export(&v, "yaml");
            let _ = nk.export(&v, "toml");
        }
    }

    #[test]
    fn merge_of_equal_priority_records_is_commutative(
        a in proptest::collection::btree_map("[a-d]", 0i64..3, 0..4),
        b in proptest::collection::btree_map("[c-f]", 0i64..3, 0..4),
    ) {
        let lit = |m: &std::collections::BTreeMap<String, i64>| {
            format!("{{{}}}", m.iter().map(|(k, v)| format!("{k} = {v}")).collect::<Vec<_>>().join(", "))
        };
        let run = |src: String| {
            let mut nk = Nickel::new(Box::new(MemoryHost::new()), strata_nickel::DEFAULT_LIMITS);
            nk.eval_source("m.ncl", &src).and_then(|v| nk.export(&v, "json")).map_err(|e| e.msg)
        };
        prop_assert_eq!(run(format!("{} & {}", lit(&a), lit(&b))), run(format!("{} & {}", lit(&b), lit(&a))));
    }
}
