//! Throughput of the native parser and evaluator on a generated configuration:
//! `cargo run --release -p strata-hcl --example parse_bench -- [BLOCKS]`.
//! Prints the input size and the time to parse, to decode every block's attributes, and to
//! evaluate them.

use std::collections::BTreeMap;
use std::time::Instant;
use strata_core::FileId;
use strata_hcl::{types, BlockHeaderSchema, BodySchema, EvalContext};

fn generate(blocks: usize) -> String {
    let mut s = String::new();
    for i in 0..blocks {
        s.push_str(&format!(
            "resource \"kind_{k}\" \"r_{i}\" {{\n  name = \"res-${{env}}-{i}\"\n  count = {i} * 2 + 1\n  tags = {{ env = env, idx = \"{i}\" }}\n  list = [for x in [1, 2, 3] : x * {i}]\n  enabled = {i} % 2 == 0 ? true : false\n  # a comment\n  nested {{\n    value = <<-EOT\n      line ${{upper(env)}}\n    EOT\n  }}\n}}\n",
            k = i % 4
        ));
    }
    s
}

fn main() {
    let blocks: usize = std::env::args()
        .nth(1)
        .and_then(|s| s.parse().ok())
        .unwrap_or(12_000);
    let src = generate(blocks);
    let t0 = Instant::now();
    let (body, diags) = strata_hcl::parse_native(src.as_bytes(), FileId(0));
    let parse = t0.elapsed();
    assert!(diags.is_empty(), "{:?}", diags.first());
    let schema = BodySchema {
        attributes: vec![],
        blocks: vec![BlockHeaderSchema {
            type_name: "resource".into(),
            label_names: vec!["type".into(), "name".into()],
        }],
    };
    let mut vars = BTreeMap::new();
    vars.insert("env".to_string(), types::Value::string("prod"));
    let ctx = EvalContext::new()
        .with_variables(vars)
        .with_functions(types::stdlib::functions());
    let t1 = Instant::now();
    let (content, _) = body.content(&schema);
    let mut values = 0usize;
    for b in &content.blocks {
        let (attrs, _) = b.body.just_attributes();
        for a in attrs.values() {
            let (v, d) = a.expr.evaluate(&ctx);
            assert!(d.is_empty() && v.is_known());
            values += 1;
        }
    }
    let eval = t1.elapsed();
    let mb = src.len() as f64 / 1e6;
    println!(
        "{blocks} blocks, {mb:.1} MB: parse {:.3} s ({:.0} MB/s), decode+evaluate {values} attributes {:.3} s",
        parse.as_secs_f64(),
        mb / parse.as_secs_f64(),
        eval.as_secs_f64()
    );
}
