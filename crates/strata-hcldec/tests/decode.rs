//! Spec loading and decoding, one table row per behaviour: a spec, an input, and either the
//! expected output (as hcldec prints it, nulls stripped) or the expected error summaries with
//! the text their subject covers.

use strata_core::{Diagnostic, SourceMap};
use strata_hcldec::engine::input_context;
use strata_hcldec::{decode, load_spec, output::render};

enum Expect {
    Output(&'static str),
    /// (summary, text of the subject range) of each error, in source order.
    Errors(&'static [(&'static str, &'static str)]),
}

struct Case {
    name: &'static str,
    spec: &'static str,
    input: &'static str,
    expect: Expect,
}

fn errors(map: &SourceMap, diags: &[Diagnostic]) -> Vec<(String, String)> {
    let mut errs: Vec<&Diagnostic> = diags.iter().filter(|d| d.is_error()).collect();
    errs.sort_by_key(|d| d.subject.map(|s| (s.file, s.start, s.end)));
    errs.iter()
        .map(|d| {
            let covered = d
                .subject
                .map(|s| {
                    map.text(s.file)
                        .get(s.start as usize..s.end as usize)
                        .unwrap_or("")
                        .to_string()
                })
                .unwrap_or_default();
            (d.summary.clone(), covered)
        })
        .collect()
}

fn check(c: &Case) {
    let mut map = SourceMap::new();
    let spec_file = map.add("spec.hcldec", c.spec);
    let (spec_body, mut diags) = strata_hcl::parse_native(c.spec.as_bytes(), spec_file);
    let (spec, d) = load_spec(&map, &spec_body);
    diags.extend(d);
    let mut output = None;
    if errors(&map, &diags).is_empty() {
        let input_file = map.add("input.hcl", c.input);
        let (body, d) = strata_hcl::parse_native(c.input.as_bytes(), input_file);
        diags.extend(d);
        let ctx = input_context(&spec.variables, &spec.functions);
        let (v, d) = decode(&map, &body, &spec.root, ctx.as_ref());
        diags.extend(d);
        output = Some(render(&v, false, false));
    }
    let got = errors(&map, &diags);
    match &c.expect {
        Expect::Output(want) => {
            assert_eq!(got, vec![], "{}: unexpected errors", c.name);
            let out = output.expect("decoded").expect("renders");
            assert_eq!(out, *want, "{}", c.name);
        }
        Expect::Errors(want) => {
            let want: Vec<(String, String)> = want
                .iter()
                .map(|(s, t)| (s.to_string(), t.to_string()))
                .collect();
            assert_eq!(got, want, "{}", c.name);
        }
    }
}

const CASES: &[Case] = &[
    Case {
        name: "object properties take their label as the default name",
        spec: "object {\n  attr \"a\" {\n    type = number\n  }\n  attr \"b\" {\n    name = \"in_b\"\n    type = string\n  }\n}\n",
        input: "a = 1\nin_b = 2\n",
        expect: Expect::Output(r#"{"a":1,"b":"2"}"#),
    },
    Case {
        name: "array gives a tuple; absent attributes are null",
        spec: "array {\n  attr {\n    name = \"a\"\n  }\n  attr {\n    name = \"b\"\n  }\n}\n",
        input: "a = true\n",
        expect: Expect::Output("[true,null]"),
    },
    Case {
        name: "unexpected arguments and blocks are errors",
        spec: "attr {\n  name = \"r\"\n}\n",
        input: "r = 1\nother = 2\nthing {\n}\n",
        expect: Expect::Errors(&[
            ("Unsupported argument", "other"),
            ("Unsupported block type", "thing"),
        ]),
    },
    Case {
        name: "a required attribute under default is reported twice, as the original does",
        spec: "default {\n  attr {\n    name = \"x\"\n    required = true\n  }\n  literal {\n    value = 1\n  }\n}\n",
        input: "",
        expect: Expect::Errors(&[
            ("Missing required argument", ""),
            ("Missing required argument", ""),
        ]),
    },
    Case {
        name: "default falls back past nulls",
        spec: "default {\n  attr {\n    name = \"a\"\n  }\n  attr {\n    name = \"b\"\n  }\n  literal {\n    value = \"lit\"\n  }\n}\n",
        input: "a = null\n",
        expect: Expect::Output(r#""lit""#),
    },
    Case {
        name: "block_list counts and unifies element types",
        spec: "block_list {\n  block_type = \"item\"\n  max_items = 2\n  attr {\n    name = \"v\"\n  }\n}\n",
        input: "item {\n  v = 1\n}\nitem {\n  v = \"s\"\n}\n",
        expect: Expect::Output(r#"["1","s"]"#),
    },
    Case {
        name: "block_list max_items points at the first extra block's body",
        spec: "block_list {\n  block_type = \"item\"\n  max_items = 1\n  object {\n  }\n}\n",
        input: "item {\n}\nitem {\n}\n",
        expect: Expect::Errors(&[("Too many item blocks", "")]),
    },
    Case {
        name: "block_set orders and deduplicates",
        spec: "block_set {\n  block_type = \"item\"\n  attr {\n    name = \"v\"\n    type = number\n  }\n}\n",
        input: "item {\n  v = 3\n}\nitem {\n  v = 1\n}\nitem {\n  v = 3\n}\n",
        expect: Expect::Output("[1,3]"),
    },
    Case {
        name: "block_map nests by labels; repeated labels are errors",
        spec: "block_map {\n  block_type = \"res\"\n  labels = [\"t\", \"n\"]\n  attr {\n    name = \"v\"\n    type = number\n  }\n}\n",
        input: "res \"a\" \"x\" {\n  v = 1\n}\nres \"a\" \"x\" {\n  v = 2\n}\n",
        expect: Expect::Errors(&[("Duplicate res block", "res \"a\" \"x\"")]),
    },
    Case {
        name: "block_map without duplicates",
        spec: "block_map {\n  block_type = \"res\"\n  labels = [\"t\", \"n\"]\n  attr {\n    name = \"v\"\n    type = number\n  }\n}\n",
        input: "res \"a\" \"x\" {\n  v = 1\n}\nres \"b\" \"y\" {\n  v = 2\n}\n",
        expect: Expect::Output(r#"{"a":{"x":1},"b":{"y":2}}"#),
    },
    Case {
        name: "block_map may not hold any-typed attributes",
        spec: "block_map {\n  block_type = \"res\"\n  labels = [\"n\"]\n  attr {\n    name = \"v\"\n  }\n}\n",
        input: "",
        expect: Expect::Errors(&[("Invalid block_map spec", "")]),
    },
    Case {
        name: "transform sees nested; spec functions only",
        spec: "transform {\n  result = upper(nested)\n  attr {\n    name = \"r\"\n    type = string\n  }\n}\n",
        input: "r = \"abc\"\n",
        expect: Expect::Output(r#""ABC""#),
    },
    Case {
        name: "spec variables reach the input, not transform results",
        spec: "variables {\n  s = \"!\"\n}\ntransform {\n  result = \"${nested}${s}\"\n  attr {\n    name = \"r\"\n  }\n}\n",
        input: "r = s\n",
        expect: Expect::Errors(&[("Unknown variable", "s")]),
    },
    Case {
        name: "user functions with variadic parameters",
        spec: "function \"biggest\" {\n  params = [a]\n  variadic_param = rest\n  result = max(a, rest...)\n}\nattr {\n  name = \"r\"\n}\n",
        input: "r = biggest(3, 9, 2)\n",
        expect: Expect::Output("9"),
    },
    Case {
        name: "type expressions: misspelt names and wrong arity",
        spec: "object {\n  attr \"a\" {\n    type = strin\n  }\n  attr \"b\" {\n    type = list(string, number)\n  }\n}\n",
        input: "",
        expect: Expect::Errors(&[
            ("Invalid type expression", ""),
            ("Invalid type expression", ""),
            ("Unknown variable", "strin"),
            ("Too many function arguments", "number"),
        ]),
    },
    Case {
        name: "the spec file needs exactly one root spec",
        spec: "literal {\n  value = 1\n}\nliteral {\n  value = 2\n}\n",
        input: "",
        expect: Expect::Errors(&[("Extraneous spec block", "literal")]),
    },
    Case {
        name: "a nested spec block is required",
        spec: "block \"b\" {\n}\n",
        input: "",
        expect: Expect::Errors(&[("Extraneous label for block", "\"b\"")]),
    },
    Case {
        name: "block needs one nested spec",
        spec: "object {\n  block \"b\" {\n  }\n}\n",
        input: "",
        expect: Expect::Errors(&[("Missing spec block", "")]),
    },
];

#[test]
fn decode_table() {
    for c in CASES {
        check(c);
    }
}

#[test]
fn block_map_label_count_is_bounded() {
    let labels: Vec<String> = (0..65).map(|i| format!("\"l{i}\"")).collect();
    let spec = format!(
        "block_map {{\n  block_type = \"r\"\n  labels = [{}]\n  literal {{\n    value = 1\n  }}\n}}\n",
        labels.join(", ")
    );
    let mut map = SourceMap::new();
    let f = map.add("spec.hcldec", spec.as_str());
    let (body, _) = strata_hcl::parse_native(spec.as_bytes(), f);
    let (_, diags) = load_spec(&map, &body);
    let got = errors(&map, &diags);
    assert_eq!(got.len(), 1);
    assert_eq!(got[0].0, "Too many block labels");
    assert!(got[0].1.starts_with("[\"l0\""));
}

/// The details of the errors of decoding `input` with `spec` (none when it decodes).
fn error_details(spec: &str, input: &str) -> (Option<String>, Vec<String>) {
    let mut map = SourceMap::new();
    let spec_file = map.add("spec.hcldec", spec);
    let (spec_body, diags) = strata_hcl::parse_native(spec.as_bytes(), spec_file);
    assert!(errors(&map, &diags).is_empty());
    let (spec, diags) = load_spec(&map, &spec_body);
    assert!(errors(&map, &diags).is_empty());
    let input_file = map.add("input.hcl", input);
    let (body, mut diags) = strata_hcl::parse_native(input.as_bytes(), input_file);
    let ctx = input_context(&spec.variables, &spec.functions);
    let (v, d) = decode(&map, &body, &spec.root, ctx.as_ref());
    diags.extend(d);
    let details: Vec<String> = diags
        .iter()
        .filter(|d| d.is_error())
        .map(|d| d.detail.clone())
        .collect();
    let out = details
        .is_empty()
        .then(|| render(&v, false, false).unwrap());
    (out, details)
}

#[test]
fn user_function_parameters_are_the_body_variables() {
    // A repeated parameter takes its last argument; the variadic parameter binds last.
    let spec = "function \"f\" {\n  params = [a, a]\n  result = a\n}\nfunction \"g\" {\n  params = [a]\n  variadic_param = a\n  result = a\n}\nattr {\n  name = \"x\"\n  type = any\n}\n";
    assert_eq!(error_details(spec, "x = f(1, 2)\n").0.as_deref(), Some("2"));
    assert_eq!(
        error_details(spec, "x = g(1, 2, 3)\n").0.as_deref(),
        Some("[2,3]")
    );
    // An unknown name is suggested from the parameters in name order (`ab` before `bb`).
    let spec = "function \"f\" {\n  params = [bb, ab]\n  result = b\n}\nattr {\n  name = \"x\"\n  type = any\n}\n";
    let (out, details) = error_details(spec, "x = f(1, 2)\n");
    assert_eq!(out, None);
    assert!(
        details[0].contains("There is no variable named \"b\". Did you mean \"ab\"?"),
        "{details:?}"
    );
    // Without parameters the body still has a variable table: "Unknown variable".
    let spec = "function \"f\" {\n  params = []\n  result = y\n}\nattr {\n  name = \"x\"\n  type = any\n}\n";
    let (_, details) = error_details(spec, "x = f()\n");
    assert!(
        details[0].contains("Unknown variable; There is no variable named \"y\"."),
        "{details:?}"
    );
}
