//! The body/schema API on both syntaxes: content, partial content and its remainder, label
//! checks, JSON block nesting, merged bodies, and the parser's diagnostics with their ranges.

use strata_core::FileId;
use strata_hcl::{AttributeSchema, BlockHeaderSchema, Body, BodySchema};

fn schema(attrs: &[(&str, bool)], blocks: &[(&str, &[&str])]) -> BodySchema {
    BodySchema {
        attributes: attrs
            .iter()
            .map(|(n, r)| AttributeSchema {
                name: (*n).into(),
                required: *r,
            })
            .collect(),
        blocks: blocks
            .iter()
            .map(|(t, l)| BlockHeaderSchema {
                type_name: (*t).into(),
                label_names: l.iter().map(|s| (*s).into()).collect(),
            })
            .collect(),
    }
}

fn diag_keys(d: &[strata_core::Diagnostic]) -> Vec<(String, u32, u32)> {
    d.iter()
        .map(|d| {
            let s = d.subject.unwrap_or_default();
            (d.summary.clone(), s.start, s.end)
        })
        .collect()
}

fn native(src: &str) -> Body {
    let (b, d) = strata_hcl::parse_native(src.as_bytes(), FileId(0));
    assert!(d.is_empty(), "{d:?}");
    b
}

#[test]
fn content_reports_everything_the_schema_does_not_name() {
    let body = native("a = 1\nextra = 2\nblk \"x\" {\n}\nother {\n}\n");
    let s = schema(&[("a", true), ("b", true)], &[("blk", &["name"])]);
    let (content, diags) = body.content(&s);
    assert_eq!(content.attributes.len(), 1);
    assert_eq!(content.blocks.len(), 1);
    assert_eq!(content.blocks[0].labels, vec!["x"]);
    assert_eq!(content.blocks[0].labels_ranges[0].start, 20);
    assert_eq!(
        diag_keys(&diags),
        vec![
            ("Missing required argument".to_string(), 0, 0),
            ("Unsupported argument".to_string(), 6, 11),
            ("Unsupported block type".to_string(), 28, 33),
        ]
    );
}

#[test]
fn partial_content_hides_what_it_took() {
    let body = native("a = 1\nb = 2\nblk {\n  c = 3\n}\n");
    let (content, remain, diags) = body.partial_content(&schema(&[("a", false)], &[]));
    assert!(diags.is_empty());
    assert!(content.attributes.contains_key("a"));
    let (rest, diags) = remain.content(&schema(&[("b", false)], &[("blk", &[])]));
    assert!(diags.is_empty(), "{diags:?}");
    assert!(rest.attributes.contains_key("b") && !rest.attributes.contains_key("a"));
    let (inner, _) = rest.blocks[0].body.just_attributes();
    assert!(inner.contains_key("c"));
    // The remainder still rejects the attribute taken before.
    let (_, diags) = remain.content(&schema(&[], &[("blk", &[])]));
    assert_eq!(diag_keys(&diags)[0].0, "Unsupported argument");
}

#[test]
fn label_counts_are_checked() {
    let body = native("res {\n}\nres \"a\" \"b\" {\n}\n");
    let (content, diags) = body.content(&schema(&[], &[("res", &["name"])]));
    assert!(content.blocks.is_empty());
    assert_eq!(
        diag_keys(&diags),
        vec![
            ("Missing name for res".to_string(), 4, 5),
            ("Extraneous label for res".to_string(), 16, 19),
        ]
    );
}

#[test]
fn json_blocks_nest_by_label_and_repeat_by_array() {
    let src = br#"{"res": {"a": {"v": 1}, "b": [{"v": 2}, {"v": 3}]}, "//": "comment", "x": 1}"#;
    let (body, d) = strata_hcl::parse_json(src, FileId(0));
    assert!(d.is_empty(), "{d:?}");
    let (content, diags) = body.content(&schema(&[("x", true)], &[("res", &["name"])]));
    assert!(diags.is_empty(), "{diags:?}");
    let labels: Vec<String> = content.blocks.iter().map(|b| b.labels.join(",")).collect();
    assert_eq!(labels, vec!["a", "b", "b"]);
    let (attrs, _) = content.blocks[2].body.just_attributes();
    let (v, _) = attrs["v"].expr.value(None);
    assert_eq!(v.as_number().and_then(|n| n.to_i64()), Some(3));
    // Missing required attribute: reported at the closing brace.
    let (body, _) = strata_hcl::parse_json(b"{}", FileId(0));
    let (_, diags) = body.content(&schema(&[("x", true)], &[]));
    assert_eq!(
        diag_keys(&diags),
        vec![("Missing required argument".to_string(), 1, 2)]
    );
    let (body, _) = strata_hcl::parse_json(br#"{"y": 1}"#, FileId(0));
    let (_, diags) = body.content(&schema(&[("x", false)], &[]));
    assert_eq!(
        diag_keys(&diags),
        vec![("Extraneous JSON object property".to_string(), 1, 4)]
    );
}

#[test]
fn merged_bodies_reject_an_argument_set_twice() {
    let (a, _) = strata_hcl::parse_native(b"a = 1\n", FileId(0));
    let (b, _) = strata_hcl::parse_native(b"a = 2\nblk {\n}\n", FileId(1));
    let merged = Body::merged(vec![a, b]);
    let (content, diags) = merged.content(&schema(&[("a", false)], &[("blk", &[])]));
    assert_eq!(content.blocks.len(), 1);
    assert_eq!(diags.len(), 1);
    assert_eq!(diags[0].summary, "Duplicate argument");
    assert_eq!(
        diags[0].subject.map(|s| (s.file, s.start)),
        Some((FileId(1), 0))
    );
}

#[test]
fn parser_diagnostics_have_hcl_summaries_and_ranges() {
    let cases: &[(&str, &[(&str, u32, u32)])] = &[
        ("b {\n  a = 1\n", &[("Unclosed configuration block", 2, 3)]),
        (
            "r = [1, 2",
            &[("Unterminated tuple constructor expression", 4, 5)],
        ),
        (
            "r = 1 @ 2",
            &[
                ("Invalid character", 6, 7),
                ("Missing newline after argument", 6, 7),
            ],
        ),
        (
            "b { a = 1, c = 2 }",
            &[("Invalid single-argument block definition", 9, 10)],
        ),
        (
            "b { c { a = 1 } }",
            &[("Argument definition required", 4, 7)],
        ),
        ("a = 1\na = 2\n", &[("Attribute redefined", 6, 7)]),
        ("r 1", &[("Argument or block definition required", 0, 1)]),
        (
            "r = [for x in [1] x]",
            &[("Invalid 'for' expression", 18, 19)],
        ),
        (
            "r = \"x%{ endfor }\"",
            &[("Unexpected endfor directive", 6, 17)],
        ),
        (
            "r = <<EOT\nnever ends\n",
            &[("Unterminated template string", 21, 21)],
        ),
        ("r = [\n", &[("Missing expression", 6, 6)]),
        ("\"a\" = 1\n", &[("Invalid argument name", 0, 1)]),
        ("r = a.\n", &[("Invalid attribute name", 6, 7)]),
        // Behaviours found by differential testing against the reference hcldec:
        ("r = #max(n...)\n", &[("Invalid expression", 4, 15)]),
        ("r = 1 /* unterminated\n", &[("Invalid expression", 7, 8)]),
        ("r = l.0.1\n", &[("Invalid legacy index syntax", 6, 9)]),
        ("r = l.*.,\n", &[("Invalid attribute name", 6, 7)]),
        (
            "r = e[for x in n : x]\n",
            &[("Missing close bracket on index", 20, 21)],
        ),
        (
            "r = \"${z\"",
            &[("Unclosed template interpolation sequence", 5, 7)],
        ),
        (
            "r = [{a = 1~}]\n",
            &[("Missing attribute separator", 11, 13)],
        ),
        ("r = 1....5e3\n", &[("Invalid number literal", 4, 12)]),
        (
            "r = (\n  1 \n  2\nc)\n",
            &[
                ("Unbalanced parentheses", 13, 14),
                ("Argument or block definition required", 15, 16),
            ],
        ),
        ("b { a = 1", &[("Unclosed configuration block", 2, 3)]),
        (
            "r = <<EOT\nEOT",
            &[("Unterminated template string", 13, 13)],
        ),
        (
            "r = jso?encode((m)\n",
            &[("Unterminated function call", 8, 15)],
        ),
    ];
    for (src, want) in cases {
        let (_, diags) = strata_hcl::parse_native(src.as_bytes(), FileId(0));
        let want: Vec<(String, u32, u32)> = want
            .iter()
            .map(|(s, a, b)| (s.to_string(), *a, *b))
            .collect();
        assert_eq!(diag_keys(&diags), want, "{src:?}");
    }
}

#[test]
fn details_cite_positions_with_the_file_name() {
    let (_, diags) = strata_hcl::parse_native_named(b"a = 1\na = 2\n", FileId(0), "main.hcl");
    assert_eq!(
        diags[0].detail,
        "The argument \"a\" was already set at main.hcl:1,1-2. Each argument may be set only once."
    );
    let (_, diags) = strata_hcl::parse_native(b"b { x = 1\n}\n", FileId(0));
    assert!(diags[0]
        .detail
        .starts_with("An argument definition on the same line"));
}

#[test]
fn single_line_block_body_is_its_attribute() {
    let body = native("attr { type = string }\n");
    let (content, _) = body.content(&schema(&[], &[("attr", &[])]));
    let inner = &content.blocks[0].body;
    assert_eq!(inner.missing_item_range().start, 7);
}

#[test]
fn diagnostics_render_with_file_line_and_column() {
    let mut map = strata_core::SourceMap::new();
    let src = "a = 1\nb = [1, 2\n";
    let file = map.add("conf.hcl", src);
    let (_, diags) = strata_hcl::parse_native(src.as_bytes(), file);
    let text = strata_core::diagnostic::render_text(
        &map,
        &diags,
        strata_core::diagnostic::RenderOptions::default(),
    );
    assert_eq!(
        text,
        "Error: Unterminated tuple constructor expression\n\n  on conf.hcl line 2, column 5:\n  2: b = [1, 2\n         ^\n\nThere is no corresponding closing bracket before the end of the file. This may be caused by incorrect bracket nesting elsewhere in this file.\n\n"
    );
}

#[test]
fn trees_and_contexts_are_shareable_across_threads() {
    fn assert_send_sync<T: Send + Sync>() {}
    assert_send_sync::<Body>();
    assert_send_sync::<strata_hcl::Expression>();
    assert_send_sync::<strata_hcl::EvalContext>();
    assert_send_sync::<strata_hcl::Traversal>();
}

#[test]
fn json_reader_errors_match_the_reference() {
    let cases: &[(&[u8], &[(&str, u32, u32)])] = &[
        (br#"{"a": }"#, &[("Missing JSON value", 6, 7)]),
        (
            br#"{"r": 1,}"#,
            &[
                ("Trailing comma in object", 7, 8),
                ("Root value must be object", 0, 1),
            ],
        ),
        (
            br#"{"r": [1,]}"#,
            &[
                ("Trailing comma in array", 8, 9),
                ("Mismatched braces", 10, 11),
                ("Root value must be object", 0, 1),
            ],
        ),
        (br#"{"r": "\q"}"#, &[("Invalid JSON string", 9, 10)]),
        (
            br#"{"r": /}"#,
            &[
                ("Invalid start of value", 6, 7),
                ("Missing attribute seperator comma", 7, 7),
                ("Root value must be object", 0, 1),
            ],
        ),
        (
            br#"{r: 1}"#,
            &[
                ("Invalid JSON keyword", 1, 2),
                ("Invalid object property name", 1, 2),
                ("Root value must be object", 0, 1),
            ],
        ),
        (
            b"",
            &[("Missing value", 0, 0), ("Root value must be object", 0, 0)],
        ),
    ];
    for (src, want) in cases {
        let (_, diags) = strata_hcl::parse_json(src, FileId(0));
        let mut want: Vec<(String, u32, u32)> = want
            .iter()
            .map(|(s, a, b)| (s.to_string(), *a, *b))
            .collect();
        let mut got = diag_keys(&diags);
        want.sort();
        got.sort();
        assert_eq!(got, want, "{:?}", String::from_utf8_lossy(src));
    }
}
