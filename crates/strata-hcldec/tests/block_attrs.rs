//! The seed's `block_attrs` spec: a map built from the attributes of one block.
//!
//! The reference hcldec 2.14.1 rejects `block_attrs` ("Unsupported block type"); strata
//! implements it as the spec format describes, so these tests state the behaviour instead
//! of the conformance vectors (cases 067-074 and 377 are overridden there).

use strata_core::{Diagnostic, SourceMap};
use strata_hcldec::{decode, load_spec, output::render};

struct Outcome {
    output: Option<String>,
    /// (summary, detail, start byte, end byte) of each error, sorted by position.
    errors: Vec<(String, String, u32, u32)>,
}

fn errors(diags: &[Diagnostic]) -> Vec<(String, String, u32, u32)> {
    let mut out: Vec<_> = diags
        .iter()
        .filter(|d| d.is_error())
        .map(|d| {
            let (s, e) = d.subject.map(|s| (s.start, s.end)).unwrap_or((0, 0));
            (d.summary.clone(), d.detail.clone(), s, e)
        })
        .collect();
    out.sort_by_key(|x| (x.2, x.3));
    out
}

fn run(spec: &str, input: &str, json_input: bool, with_type: bool) -> Outcome {
    let mut map = SourceMap::new();
    let spec_file = map.add("spec.hcldec", spec);
    let (spec_body, d) = strata_hcl::parse_native(spec.as_bytes(), spec_file);
    assert!(errors(&d).is_empty(), "spec parse: {d:?}");
    let (spec, d) = load_spec(&map, &spec_body);
    assert!(errors(&d).is_empty(), "spec load: {d:?}");
    let input_file = map.add("input.hcl", input);
    let (body, d) = if json_input {
        strata_hcl::parse_json(input.as_bytes(), input_file)
    } else {
        strata_hcl::parse_native(input.as_bytes(), input_file)
    };
    assert!(errors(&d).is_empty(), "input parse: {d:?}");
    let (value, diags) = decode(&map, &body, &spec.root, None);
    let errs = errors(&diags);
    let output = if errs.is_empty() {
        Some(render(&value, with_type, false).expect("renders"))
    } else {
        None
    };
    Outcome {
        output,
        errors: errs,
    }
}

const TAGS_STRING: &str = "object {\n  block_attrs \"tags\" {\n    element_type = string\n  }\n}\n";

#[test]
fn attributes_become_a_map_of_the_element_type() {
    let o = run(
        TAGS_STRING,
        "tags {\n  a = \"x\"\n  b = 2\n}\n",
        false,
        true,
    );
    assert_eq!(o.errors, vec![]);
    assert_eq!(
        o.output.as_deref(),
        Some(r#"{"type":["object",{"tags":["map","string"]}],"value":{"tags":{"a":"x","b":"2"}}}"#)
    );
}

#[test]
fn any_element_type_unifies_the_values() {
    let spec = "block_attrs {\n  block_type = \"tags\"\n  element_type = any\n}\n";
    let o = run(spec, "tags {\n  a = \"x\"\n  b = 2\n}\n", false, true);
    assert_eq!(
        o.output.as_deref(),
        Some(r#"{"type":["map","string"],"value":{"a":"x","b":"2"}}"#)
    );
    let o = run(spec, "tags {\n  a = 1\n  b = 2\n}\n", false, true);
    assert_eq!(
        o.output.as_deref(),
        Some(r#"{"type":["map","number"],"value":{"a":1,"b":2}}"#)
    );
}

#[test]
fn absent_block_is_null_unless_required() {
    let o = run(TAGS_STRING, "", false, true);
    assert_eq!(
        o.output.as_deref(),
        Some(r#"{"type":["object",{"tags":["map","string"]}],"value":{}}"#)
    );
    let required =
        "object {\n  block_attrs \"tags\" {\n    element_type = string\n    required = true\n  }\n}\n";
    let o = run(required, "", false, false);
    assert_eq!(o.output, None);
    assert_eq!(
        o.errors,
        vec![(
            "Missing tags block".to_string(),
            "A block of type \"tags\" is required here.".to_string(),
            0,
            0
        )]
    );
}

#[test]
fn empty_block_is_an_empty_map() {
    let o = run(TAGS_STRING, "tags {\n}\n", false, false);
    assert_eq!(o.output.as_deref(), Some(r#"{"tags":{}}"#));
}

#[test]
fn conversion_failure_points_at_the_value() {
    let spec = "object {\n  block_attrs \"tags\" {\n    element_type = number\n  }\n}\n";
    let input = "tags {\n  a = \"x\"\n}\n";
    let o = run(spec, input, false, false);
    assert_eq!(o.output, None);
    let start = input.find("\"x\"").unwrap() as u32;
    assert_eq!(o.errors.len(), 1);
    assert_eq!(o.errors[0].0, "Invalid attribute value");
    assert!(o.errors[0]
        .1
        .starts_with("Invalid value for attribute of \"tags\" block: "));
    assert_eq!((o.errors[0].2, o.errors[0].3), (start, start + 3));
}

#[test]
fn nested_blocks_are_not_allowed() {
    let input = "tags {\n  a = \"x\"\n  sub {\n  }\n}\n";
    let o = run(TAGS_STRING, input, false, false);
    assert_eq!(o.output, None);
    let start = input.find("sub").unwrap() as u32;
    assert_eq!(o.errors.len(), 1);
    assert_eq!(o.errors[0].0, "Unexpected \"sub\" block");
    assert_eq!((o.errors[0].2, o.errors[0].3), (start, start + 3));
}

#[test]
fn a_second_block_is_a_duplicate() {
    let input = "tags {\n  a = \"x\"\n}\ntags {\n  b = \"y\"\n}\n";
    let o = run(TAGS_STRING, input, false, false);
    assert_eq!(o.output, None);
    let second = input.rfind("tags").unwrap() as u32;
    assert_eq!(
        o.errors,
        vec![(
            "Duplicate tags block".to_string(),
            "Only one block of type \"tags\" is allowed. Previous definition was at input.hcl:1,1-5."
                .to_string(),
            second,
            second + 4
        )]
    );
}

#[test]
fn json_syntax_blocks_work_too() {
    let o = run(
        TAGS_STRING,
        r#"{"tags": {"a": "x", "b": "y"}}"#,
        true,
        false,
    );
    assert_eq!(o.errors, vec![]);
    assert_eq!(o.output.as_deref(), Some(r#"{"tags":{"a":"x","b":"y"}}"#));
}
