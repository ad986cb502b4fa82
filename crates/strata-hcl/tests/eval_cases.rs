//! Expression cases as data: each source line `r = ...` is evaluated with a small context and
//! compared with the expected JSON value or the expected diagnostics (summary, start byte,
//! end byte, counted from the start of the source).

use std::collections::BTreeMap;
use strata_core::{json, FileId};
use strata_hcl::types::{self, Value};
use strata_hcl::EvalContext;

fn ctx() -> EvalContext {
    let mut vars = BTreeMap::new();
    let j = json::parse(
        r#"{"n": 3, "s": "str", "l": [{"v": 1, "w": [10, 20]}, {"v": 2, "w": [30]}],
            "m": {"a": 1, "b": 2}, "words": ["Foo", "Bar"], "nul": null}"#,
    )
    .expect("context JSON");
    if let Some(attrs) = types::json::from_json(&j)
        .ok()
        .and_then(|v| v.as_attributes().cloned())
    {
        vars.extend(attrs);
    }
    vars.insert("unk".into(), Value::unknown(types::Type::String));
    vars.insert(
        "unkl".into(),
        Value::unknown(types::Type::list(types::Type::Number)),
    );
    EvalContext::new()
        .with_variables(vars)
        .with_functions(types::stdlib::functions())
}

fn eval(src: &str) -> (Option<String>, Vec<(String, u32, u32)>) {
    let (body, mut diags) = strata_hcl::parse_native(src.as_bytes(), FileId(0));
    let mut out = None;
    if diags.is_empty() {
        let (attrs, mut d) = body.just_attributes();
        diags.append(&mut d);
        if let Some(a) = attrs.get("r") {
            let (v, mut d) = a.expr.evaluate(&ctx());
            diags.append(&mut d);
            out = Some(if !v.is_wholly_known() {
                "<unknown>".to_string()
            } else {
                types::json::to_json(&v)
                    .map(|j| json::write(&j, &json::WriteOptions::compact()))
                    .unwrap_or_else(|e| format!("<{e:?}>"))
            });
        }
    }
    let diags = diags
        .into_iter()
        .map(|d| {
            let (s, e) = d.subject.map(|s| (s.start, s.end)).unwrap_or((0, 0));
            (d.summary, s, e)
        })
        .collect();
    (out, diags)
}

fn value(src: &str, want: &str) {
    let (got, diags) = eval(src);
    assert!(
        diags.is_empty(),
        "{src:?}: unexpected diagnostics {diags:?}"
    );
    assert_eq!(got.as_deref(), Some(want), "{src:?}");
}

fn error(src: &str, summary: &str, start: u32, end: u32) {
    let (_, diags) = eval(src);
    assert!(
        diags
            .iter()
            .any(|(s, a, b)| s == summary && *a == start && *b == end),
        "{src:?}: wanted {summary:?} at {start}..{end}, got {diags:?}"
    );
}

#[test]
fn literals_and_operators() {
    value("r = 1 + 2 * 3\n", "7");
    value("r = (1 + 2) * 3\n", "9");
    value("r = 10 - 4 - 3\n", "3");
    value("r = -n + 1\n", "-2");
    value("r = 1 < 2 && !false || false\n", "true");
    value("r = \"1\" + 1\n", "2");
    value("r = 0.1 + 0.2 == 0.3\n", "true");
    value("r = 5 % 0\n", "5");
    value("r = null == null\n", "true");
    value("r = 1e3\n", "1000");
    value("r = 2.E7\n", "20000000");
    value("r = {null = 1, true = 2}\n", "{\"null\":1,\"true\":2}");
    error("r = \"x\" * 2\n", "Invalid operand", 4, 7);
    error("r = null * 2\n", "Operation failed", 4, 12);
}

#[test]
fn templates_and_heredocs() {
    value("r = \"a${n}b\"\n", "\"a3b\"");
    value(
        "r = \"${l}\"\n",
        "[{\"v\":1,\"w\":[10,20]},{\"v\":2,\"w\":[30]}]",
    );
    value("r = \"\\u00e9\\t$${x}%%{y}\"\n", "\"é\\t${x}%{y}\"");
    // NFC: "e" + combining acute becomes "é".
    value("r = \"e\u{301}\"\n", "\"é\"");
    value(
        "r = \"%{ for w in words }<${w}>%{ endfor }\"\n",
        "\"<Foo><Bar>\"",
    );
    value(
        "r = \"%{ if n > 2 }big%{ else }small%{ endif }\"\n",
        "\"big\"",
    );
    value("r = \"a ${~ \"b\" ~} c\"\n", "\"abc\"");
    value("r = <<EOT\n  x\n    y\n  EOT\n", "\"  x\\n    y\\n\"");
    value("r = <<-EOT\n  x\n    y\n  EOT\n", "\"x\\n  y\\n\"");
    value("r = <<EOT\nx\nEOT  \n", "\"x\\n\"");
    value("r = <<EOT\nEOT\n", "\"\"");
    value(
        "r = <<-EOT\n    a\n\n  b ${s}\n  EOT\n",
        "\"  a\\n\\nb str\\n\"",
    );
    value("r = \"x${unk}\"\n", "<unknown>");
    error(
        "r = \"x${nul}\"\n",
        "Invalid template interpolation value",
        8,
        11,
    );
    value("r = \"${nul}\"\n", "null");
    error(
        "r = \"%{ if true }x\"\n",
        "Unexpected end of template",
        18,
        19,
    );
    error("r = \"\\q\"\n", "Invalid escape sequence", 5, 7);
}

#[test]
fn collections_for_and_splat() {
    value("r = [for x in [1, 2, 3] : x * 2 if x != 2]\n", "[2,6]");
    value(
        "r = {for k, v in m : v => k}\n",
        "{\"1\":\"a\",\"2\":\"b\"}",
    );
    value(
        "r = {for x in [1, 2, 1] : x => x...}\n",
        "{\"1\":[1,1],\"2\":[2]}",
    );
    value("r = l[*].v\n", "[1,2]");
    value("r = l.*.v\n", "[1,2]");
    value("r = l[*].w[0]\n", "[10,30]");
    value("r = l.0.w.1\n", "20");
    value("r = m[\"a\"] + m.b\n", "3");
    value("r = nul[*]\n", "[]");
    value("r = n[*]\n", "[3]");
    value(
        "r = { (s) = 1, \"k\" = 2, plain = 3 }\n",
        "{\"k\":2,\"plain\":3,\"str\":1}",
    );
    value("r = [for x in unkl : x]\n", "<unknown>");
    error(
        "r = {for x in [1, 1] : x => x}\n",
        "Duplicate object key",
        23,
        24,
    );
    error(
        "r = [for x in nul : x]\n",
        "Iteration over null value",
        14,
        17,
    );
    error("r = l[5]\n", "Invalid index", 5, 8);
    error("r = n.foo\n", "Unsupported attribute", 5, 9);
}

#[test]
fn conditionals_and_calls() {
    value("r = n > 1 ? \"y\" : \"n\"\n", "\"y\"");
    value("r = true ? null : 1\n", "null");
    value("r = false ? [1] : [\"a\"]\n", "[\"a\"]");
    value("r = max([1, 5, 3]...)\n", "5");
    value("r = upper(s)\n", "\"STR\"");
    error("r = null ? 1 : 2\n", "Null condition", 4, 8);
    error("r = \"x\" ? 1 : 2\n", "Incorrect condition type", 4, 7);
    error("r = nope(1)\n", "Call to unknown function", 4, 8);
    error("r = upper()\n", "Not enough function arguments", 10, 11);
    error("r = upper(1, 2)\n", "Too many function arguments", 13, 14);
    error("r = upper([1])\n", "Invalid function argument", 10, 11);
    error("r = nosuch\n", "Unknown variable", 4, 10);
}

#[test]
fn without_context_nothing_is_allowed() {
    let (body, _) = strata_hcl::parse_native(b"r = x\nf = g()\n", FileId(0));
    let (attrs, _) = body.just_attributes();
    let (_, d) = attrs["r"].expr.value(None);
    assert_eq!(d[0].summary, "Variables not allowed");
    let (_, d) = attrs["f"].expr.value(None);
    assert_eq!(d[0].summary, "Function calls not allowed");
}

#[test]
fn json_strings_are_templates_only_with_a_context() {
    let src = br#"{"r": "${n + 1}", "k": {"${s}": 1}}"#;
    let (body, diags) = strata_hcl::parse_json(src, FileId(0));
    assert!(diags.is_empty(), "{diags:?}");
    let (attrs, _) = body.just_attributes();
    let (v, _) = attrs["r"].expr.value(None);
    assert_eq!(v.as_str(), Some("${n + 1}"));
    let (v, d) = attrs["r"].expr.evaluate(&ctx());
    assert!(d.is_empty(), "{d:?}");
    assert_eq!(
        v.as_number().and_then(|n| n.to_i64()),
        Some(4),
        "template evaluated"
    );
    let (v, _) = attrs["k"].expr.evaluate(&ctx());
    assert!(v.as_attributes().is_some_and(|a| a.contains_key("str")));
    let vars: Vec<String> = attrs["r"]
        .expr
        .variables()
        .iter()
        .map(|t| t.root.to_string())
        .collect();
    assert_eq!(vars, vec!["n"]);
    // The traversal's range points into the file (after the quote and `${`).
    assert_eq!(attrs["r"].expr.variables()[0].root_span.start, 9);
}

#[test]
fn variables_skip_names_bound_by_for() {
    let (e, d) = strata_hcl::parse_expression(
        b"{for k, v in src : k => v + other.x if v != bound}",
        FileId(0),
    );
    assert!(d.is_empty());
    let names: Vec<String> = e
        .variables()
        .iter()
        .map(|t| {
            let mut s = t.root.to_string();
            for step in &t.steps {
                if let strata_hcl::TraversalStepKind::Attr(a) = &step.kind {
                    s.push('.');
                    s.push_str(a);
                }
            }
            s
        })
        .collect();
    assert_eq!(names, vec!["src", "other.x", "bound"]);
}
