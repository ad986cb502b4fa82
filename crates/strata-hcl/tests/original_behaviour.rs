//! Behaviours of HashiCorp's HCL 2.14 that real-world files showed strata getting wrong:
//! a leading byte-order mark, the ranges inside message texts, the conditional type-mismatch
//! wording, columns, and deep nesting. Each test states what the original does.

use strata_core::{Diagnostic, FileId, SourceMap, Span};
use strata_hcl::{json_columns, native_columns, Body, BodySchema};

fn native_in(map: &mut SourceMap, name: &str, src: &str) -> (Body, Vec<Diagnostic>) {
    let id = map.add_with_columns(name, src, native_columns);
    strata_hcl::parse_native_named(src.as_bytes(), id, name)
}

fn summaries(d: &[Diagnostic]) -> Vec<&str> {
    d.iter().map(|d| d.summary.as_str()).collect()
}

/// (start line, start column, end line, end column) of a span.
fn lc(map: &SourceMap, s: Span) -> (u32, u32, u32, u32) {
    let r = map.range(s);
    (r.start.line, r.start.column, r.end.line, r.end.column)
}

#[test]
fn a_leading_bom_is_skipped_in_native_syntax() {
    // `printf '\xef\xbb\xbfa = 1\nb = "x"\n'` decodes as {"a":1,"b":"x"}; the BOM takes no
    // column but its three bytes count in byte offsets: `"x"` on line 1 of
    // `\xef\xbb\xbfb = "x"` is 1,5-8 at bytes 7-10.
    let mut map = SourceMap::new();
    let (body, diags) = native_in(&mut map, "in.hcl", "\u{feff}b = \"x\"\n");
    assert!(diags.is_empty(), "{diags:?}");
    let (attrs, d) = body.just_attributes();
    assert!(d.is_empty());
    let b = &attrs["b"];
    assert_eq!(lc(&map, b.name_range), (1, 1, 1, 2));
    assert_eq!((b.expr.range().start, b.expr.range().end), (7, 10));
    assert_eq!(lc(&map, b.expr.range()), (1, 5, 1, 8));
    let (v, d) = b.expr.value(None);
    assert!(d.is_empty());
    assert_eq!(v.as_str(), Some("x"));
}

#[test]
fn a_bom_in_json_syntax_is_an_invalid_start_of_one_byte() {
    // The original's JSON scanner does not skip a BOM: "Invalid start of value" and "Root
    // value must be object", both at byte 0-1, columns 1-2.
    let mut map = SourceMap::new();
    let src = "\u{feff}{\"a\": 1}";
    let id = map.add_with_columns("in.json", src, json_columns);
    let (_, diags) = strata_hcl::parse_json(src.as_bytes(), id);
    assert_eq!(
        summaries(&diags),
        ["Invalid start of value", "Root value must be object"]
    );
    for d in &diags {
        let s = d.subject.expect("subject");
        assert_eq!((s.start, s.end), (0, 1));
        assert_eq!(lc(&map, s), (1, 1, 1, 2));
    }
}

#[test]
fn ranges_in_messages_name_the_file_and_count_graphemes() {
    // `xéy` spelled with a combining accent is three columns: "already set at g.hcl:1,1-4"
    // would count code points.
    let mut map = SourceMap::new();
    let (_, diags) = native_in(&mut map, "g.hcl", "x\u{301}y = 1\nx\u{301}y = 2\n");
    assert_eq!(summaries(&diags), ["Attribute redefined"]);
    assert_eq!(
        diags[0].detail,
        "The argument \"x\u{301}y\" was already set at g.hcl:1,1-3. Each argument may be set only once."
    );
    let (_, diags) = native_in(&mut map, "dup.hcl", "a = 1\na = 2\n");
    assert_eq!(
        diags[0].detail,
        "The argument \"a\" was already set at dup.hcl:1,1-2. Each argument may be set only once."
    );
}

fn eval_error(src: &str) -> Diagnostic {
    let (body, d) = strata_hcl::parse_native(src.as_bytes(), FileId(0));
    assert!(d.is_empty(), "{d:?}");
    let (attrs, _) = body.just_attributes();
    let (_, diags) = attrs["a"].expr.evaluate(&strata_hcl::EvalContext::new());
    assert_eq!(diags.len(), 1, "{src}: {diags:?}");
    diags.into_iter().next().unwrap()
}

#[test]
fn conditional_type_mismatch_uses_hcl_2_14_wording() {
    let cases = [
        (
            "a = true ? \"x\" : {b = 1}",
            "The 'true' value is string, but the 'false' value is object.",
        ),
        (
            "a = true ? {k=\"s\"} : {k=[1]}",
            "Type mismatch for object attribute \"k\": The 'true' value is string, but the 'false' value is tuple.",
        ),
        (
            "a = true ? {k=[1]} : {j={}}",
            "The 'true' value includes object attribute \"k\", which is absent in the 'false' value.",
        ),
        (
            "a = true ? [1, 2] : [true]",
            "The 'true' tuple has length 2, but the 'false' tuple has length 1.",
        ),
        (
            "a = true ? [1, {}] : [1, \"x\"]",
            "Type mismatch for tuple element 1: The 'true' value is object, but the 'false' value is string.",
        ),
    ];
    for (src, why) in cases {
        let d = eval_error(src);
        assert_eq!(d.summary, "Inconsistent conditional result types");
        assert_eq!(
            d.detail,
            format!("The true and false result expressions must have consistent types. {why}"),
            "{src}"
        );
        // Subject: from the true result to the false result; context: the whole conditional.
        let s = d.subject.unwrap();
        assert_eq!(&src[s.start as usize..s.end as usize], &src[11..]);
        let c = d.context.unwrap();
        assert_eq!(&src[c.start as usize..c.end as usize], &src[4..]);
    }
}

#[test]
fn json_syntax_counts_a_tab_as_two_columns() {
    // `{\n\t"x": 1\n}` with no "x" in the schema: the property name is reported at 2:3-2:6.
    let mut map = SourceMap::new();
    let src = "{\n\t\"x\": 1\n}";
    let id = map.add_with_columns("tab.json", src, json_columns);
    let (body, d) = strata_hcl::parse_json(src.as_bytes(), id);
    assert!(d.is_empty());
    let (_, diags) = body.content(&BodySchema::default());
    assert_eq!(summaries(&diags), ["Extraneous JSON object property"]);
    assert_eq!(lc(&map, diags[0].subject.unwrap()), (2, 3, 2, 6));
}

#[test]
fn native_syntax_counts_grapheme_clusters() {
    // A joined family emoji and an accented letter are one column each.
    let mut map = SourceMap::new();
    let src = "a = \"\u{1f468}\u{200d}\u{1f469}\u{200d}\u{1f467}e\u{301}\" x\n";
    let (_, diags) = native_in(&mut map, "g.hcl", src);
    assert_eq!(summaries(&diags), ["Missing newline after argument"]);
    assert_eq!(lc(&map, diags[0].subject.unwrap()), (1, 10, 1, 11));
}

/// `depth` nested brackets around `1`, as the attribute `a`.
fn nested(depth: usize) -> String {
    format!("a = {}1{}\n", "[".repeat(depth), "]".repeat(depth))
}

#[test]
fn five_thousand_nested_brackets_parse_and_evaluate() {
    // The original accepts 5,000 nested brackets; so does strata, on a test thread's stack.
    for src in [
        nested(5_000),
        format!("{{\"a\": {}1{}}}", "[".repeat(5_000), "]".repeat(5_000)),
    ] {
        let (body, d) = if src.starts_with('{') {
            strata_hcl::parse_json(src.as_bytes(), FileId(0))
        } else {
            strata_hcl::parse_native(src.as_bytes(), FileId(0))
        };
        assert!(d.is_empty(), "{:?}", d.first());
        let (attrs, _) = body.just_attributes();
        let (mut v, d) = attrs["a"].expr.value(None);
        assert!(d.is_empty(), "{:?}", d.first());
        let mut depth = 0;
        while let Some((_, inner)) = v.elements().into_iter().next() {
            v = inner;
            depth += 1;
        }
        assert_eq!(depth, 5_000);
        // Leaving the deep tree to the end of the test drops it here, which must not
        // overflow the stack either.
        drop(body);
    }
}

#[test]
fn nesting_up_to_the_limit_evaluates_and_drops_on_a_small_stack() {
    // A test thread has a 2 MB stack, as a server's worker threads do.
    let limit = strata_hcl::parser::MAX_NESTING - 1;
    let (body, d) = strata_hcl::parse_native(nested(limit).as_bytes(), FileId(0));
    assert!(d.is_empty(), "{:?}", d.first());
    let (attrs, _) = body.just_attributes();
    let (v, d) = attrs["a"].expr.value(None);
    assert!(d.is_empty(), "{:?}", d.first());
    drop((v, attrs, body));
    // The root object is one level of the JSON limit.
    let limit = strata_hcl::json::MAX_JSON_NESTING - 2;
    let json = format!("{{\"a\": {}1{}}}", "[".repeat(limit), "]".repeat(limit));
    let (body, d) = strata_hcl::parse_json(json.as_bytes(), FileId(0));
    assert!(d.is_empty(), "{:?}", d.first());
    let (attrs, _) = body.just_attributes();
    let (v, d) = attrs["a"].expr.value(None);
    assert!(d.is_empty(), "{:?}", d.first());
    drop((v, attrs, body));
}

#[test]
fn deeper_nesting_is_a_clear_error_not_a_crash() {
    // The original overflows its stack at 100,000 nested brackets; strata stops at its
    // documented limit with one diagnostic that names it.
    for depth in [100_000, 1_000_000] {
        let src = nested(depth);
        let (body, diags) = strata_hcl::parse_native(src.as_bytes(), FileId(0));
        assert_eq!(summaries(&diags), ["Nesting too deep"], "{depth}");
        assert!(
            diags[0]
                .detail
                .contains(&format!("{} levels", strata_hcl::parser::MAX_NESTING)),
            "{}",
            diags[0].detail
        );
        let s = diags[0].subject.unwrap();
        // At the first bracket beyond the limit.
        assert_eq!(s.start as usize, 4 + strata_hcl::parser::MAX_NESTING);
        let (attrs, _) = body.just_attributes();
        let _ = attrs["a"].expr.value(None);
        // The JSON syntax's limit is higher (above what the original parses): past it, one
        // diagnostic and none of the "Unclosed object" errors of the levels it skipped.
        let deeper = depth.max(strata_hcl::json::MAX_JSON_NESTING + 10);
        let json = format!("{{\"a\": {}", "[".repeat(deeper));
        let (_, diags) = strata_hcl::parse_json(json.as_bytes(), FileId(0));
        assert_eq!(summaries(&diags), ["Nesting too deep"], "{deeper}");
    }
}
