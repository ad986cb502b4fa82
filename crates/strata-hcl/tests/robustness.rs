//! No input may crash the parsers or the evaluator: deep nesting becomes a diagnostic, and
//! randomly mutated configurations parse and evaluate without panicking.

use std::collections::BTreeMap;
use strata_core::FileId;
use strata_hcl::{types, Body, EvalContext};

fn evaluate_all(body: &Body, depth: usize) {
    if depth > 50 {
        return;
    }
    let mut vars = BTreeMap::new();
    vars.insert("a".to_string(), types::Value::int(1));
    vars.insert(
        "l".to_string(),
        types::Value::tuple(vec![types::Value::string("x"), types::Value::dynamic()]),
    );
    let ctx = EvalContext::new()
        .with_variables(vars)
        .with_functions(types::stdlib::functions());
    let (attrs, _) = body.just_attributes();
    for a in attrs.values() {
        let _ = a.expr.evaluate(&ctx);
        let _ = a.expr.value(None);
        let _ = a.expr.variables();
        let _ = strata_hcl::typeexpr::type_from_expr(&a.expr);
    }
    if let Some(native) = body.as_native() {
        let schema = strata_hcl::BodySchema {
            attributes: vec![],
            blocks: native
                .blocks
                .iter()
                .map(|b| strata_hcl::BlockHeaderSchema {
                    type_name: b.type_name.clone(),
                    label_names: vec![],
                })
                .collect(),
        };
        let (content, _, _) = body.partial_content(&schema);
        for b in &content.blocks {
            evaluate_all(&b.body, depth + 1);
        }
    }
}

fn parse_both(src: &[u8]) {
    let (body, _) = strata_hcl::parse_native(src, FileId(0));
    evaluate_all(&body, 0);
    let (body, _) = strata_hcl::parse_json(src, FileId(0));
    evaluate_all(&body, 0);
    let (e, _) = strata_hcl::parse_expression(src, FileId(0));
    let _ = e.value(None);
}

#[test]
fn deep_nesting_is_a_diagnostic() {
    let n = 50_000;
    let cases: Vec<(String, &str)> = vec![
        (format!("a = {}", "[".repeat(n)), "["),
        (format!("a = {}1{}", "(".repeat(n), ")".repeat(n)), "("),
        (format!("a = {}", "{a=".repeat(n)), "{"),
        (format!("a = {}", "\"${".repeat(n)), "${"),
        (format!("a = {}1", "-".repeat(n)), "-"),
        (format!("a = {}true", "!".repeat(n)), "!"),
        (format!("a = 1{}", "+1".repeat(n)), "+"),
        (format!("a = x{}", "[*]".repeat(n)), "[*]"),
        (format!("a = \"{}\"", "%{if true}".repeat(n)), "%{if}"),
        ("b {\n".repeat(n), "block"),
        (format!("a = {}", "f(".repeat(n)), "f("),
        (format!("a = {}", "true ? 1 : ".repeat(n)), "?:"),
    ];
    for (src, what) in cases {
        let (body, diags) = strata_hcl::parse_native(src.as_bytes(), FileId(0));
        assert!(
            diags.iter().any(|d| d.is_error()),
            "{what}: expected a diagnostic"
        );
        evaluate_all(&body, 0);
    }
    let json = "[".repeat(strata_hcl::json::MAX_JSON_NESTING + 10);
    let (_, diags) = strata_hcl::parse_json(json.as_bytes(), FileId(0));
    assert!(diags.iter().any(|d| d.summary == "Nesting too deep"));
}

#[test]
fn nesting_within_the_limit_parses() {
    let src = format!("a = {}1{}\n", "[".repeat(150), "]".repeat(150));
    let (body, diags) = strata_hcl::parse_native(src.as_bytes(), FileId(0));
    assert!(diags.is_empty(), "{diags:?}");
    let (attrs, _) = body.just_attributes();
    let (v, d) = attrs["a"].expr.value(None);
    assert!(d.is_empty());
    assert!(v.is_known());
}

struct Lcg(u64);

impl Lcg {
    fn next(&mut self) -> u64 {
        self.0 = self
            .0
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        self.0 >> 33
    }
}

const SEEDS: &[&str] = &[
    "a = 1\nb = \"x${a}y\"\nc { d = [1, 2, {e = f(1, 2...)}] }\n",
    "r = <<-EOT\n  hello ${a}\n  %{ for x in l ~}\n  ${x}\n  %{ endfor }\nEOT\n",
    "r = { for k, v in l : k => v... if v != null }\ns = l[*].x.y\nt = l.*.x\n",
    "r = a ? \"y\" : b.c[0].d\n# c\n// d\n/* e */ x = !true && 1 < 2 || 3 % 4 == 5\n",
    "{\"a\": [1, 2.5e3, \"${x}\", {\"//\": \"c\", \"b\": null}], \"c\": true}",
    "blk \"l1\" l2 { a = \"\\u00e9\\n\\t\\\"\" }\none { x = 1 }\n",
    "r = upper(\"a\") == lower(\"B\") ? [for x in [1, 2] : {(x) = x}] : null\n",
    "r = <<EOT\n%{ if a ~}\n  ${ l[0] }\n%{~ else }x%{ endif }\nEOT\nq = l[*][*].x\n",
    "{\"b\": {\"l\": [{\"x\": \"${a}\"}, null]}, \"r\": [1, {\"k\": \"%{ for v in l }${v}%{ endfor }\"}]}",
];

#[test]
fn mutated_inputs_never_panic() {
    let mut rng;
    let alphabet = b"{}[]()\"$%~<>-=!&|*.,:?#/\\\n\t abc01eEOT\xff\xc3";
    // `STRATA_FUZZ_ROUNDS` runs a longer campaign (e.g. in a release build).
    let rounds: usize = std::env::var("STRATA_FUZZ_ROUNDS")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(20_000);
    let mut seed = 0x5eed;
    if let Some(s) = std::env::var("STRATA_FUZZ_SEED")
        .ok()
        .and_then(|s| s.parse().ok())
    {
        seed = s;
    }
    rng = Lcg(seed);
    for round in 0..rounds {
        let seed = SEEDS[round % SEEDS.len()].as_bytes();
        let mut buf = seed.to_vec();
        let edits = 1 + (rng.next() % 6) as usize;
        for _ in 0..edits {
            let pos = if buf.is_empty() {
                0
            } else {
                (rng.next() as usize) % buf.len()
            };
            match rng.next() % 3 {
                0 if !buf.is_empty() => {
                    buf.remove(pos);
                }
                1 => {
                    let b = alphabet[(rng.next() as usize) % alphabet.len()];
                    buf.insert(pos, b);
                }
                _ if !buf.is_empty() => {
                    buf[pos] = alphabet[(rng.next() as usize) % alphabet.len()];
                }
                _ => {}
            }
        }
        parse_both(&buf);
    }
}

/// Nested `for` expressions over large collections would run for hours (10^15 steps here);
/// without a budget from the context, every evaluation has its own default one and ends
/// with a clear error.
#[test]
fn runaway_for_expressions_end_with_a_budget_error() {
    let src = "x = [for a in [for i in range(0, 100000) : i] : [for b in [for j in range(0, 100000) : j] : [for c in [for k in range(0, 100000) : k] : a + b + c]]]";
    // hcldec offers no `range`; build the same shape from a literal tuple instead.
    let items = (0..300)
        .map(|i| i.to_string())
        .collect::<Vec<_>>()
        .join(",");
    let src = src.replace("range(0, 100000)", &format!("[{items}]"));
    let (body, diags) = strata_hcl::parse_native(src.as_bytes(), FileId(0));
    assert!(diags.is_empty(), "{diags:?}");
    let (attrs, _) = body.just_attributes();
    let start = std::time::Instant::now();
    let (_, diags) = attrs["x"].expr.value(None);
    assert!(
        diags
            .iter()
            .any(|d| d.summary == "Evaluation budget exceeded"),
        "{diags:?}"
    );
    // The first refusal states the limit in the core's words; later ones add no detail.
    let first = strata_core::budget::Exhausted::Steps {
        limit: strata_hcl::eval::DEFAULT_EVAL_STEPS,
    }
    .cause();
    let details: Vec<&str> = diags.iter().map(|d| d.detail.as_str()).collect();
    assert_eq!(details.first(), Some(&first.as_str()), "{details:?}");
    assert!(details[1..].iter().all(|d| d.is_empty()), "{details:?}");
    assert!(start.elapsed() < std::time::Duration::from_secs(120));
}
