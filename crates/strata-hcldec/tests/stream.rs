//! The streamed decode ([`strata_hcldec::stream`]) against the whole-file decode: for every
//! spec and input below, either the streamed decode gives up, or the whole-file decode has
//! no errors and both write the same text (with and without `--keep-nulls`). Each case also
//! says whether the stream must finish (so that the fast path is known to be taken where it
//! should be, and to give up where the whole decode reports errors).

use strata_core::diagnostic::has_errors;
use strata_core::SourceMap;
use strata_hcldec::engine::input_context;
use strata_hcldec::stream::{decode_stream, Streamed};
use strata_hcldec::{decode, load_spec, output::render};

const SPEC: &str = r#"
function "upper2" {
  params = [s]
  result = upper(s)
}
object {
  attr "top" { type = string }
  attr "anything" { type = any }
  literal "lit" { value = "L" }
  block "settings" {
    object {
      attr "level" { type = number }
    }
  }
  block_list "rule" {
    min_items = 0
    object {
      attr "name" { type = string }
      attr "ports" { type = list(number) }
    }
  }
  block_map "resource" {
    labels = ["type", "name"]
    object {
      attr "v" { type = string }
      attr "n" { type = number }
      block_list "nested" {
        attr {
          name = "a"
          type = number
        }
      }
    }
  }
}
"#;

/// (name, input, whether the streamed decode must finish)
const CASES: &[(&str, &str, bool)] = &[
    ("empty", "", true),
    ("comment only", "# nothing\n// nothing\n/* nothing */\n", true),
    (
        "blocks in any order, keys sorted",
        "resource \"b\" \"y\" {\n  v = \"1\"\n}\nresource \"a\" \"z\" {\n  v = \"2\"\n  n = 3\n}\nresource \"a\" \"x\" {\n  nested {\n    a = 1\n  }\n  nested {\n    a = 2\n  }\n}\n",
        true,
    ),
    (
        "top-level attributes and a single block",
        "top = \"t\"\nsettings {\n  level = 2\n}\nanything = [1, \"a\"]\n",
        true,
    ),
    (
        "functions, variables, templates with braces",
        "top = \"${upper2(\"x\")}-%{ if true }{${1}}%{ endif }\"\nrule {\n  name = \"a${env}\"\n  ports = [1,\n    2,\n  3]\n}\n",
        true,
    ),
    (
        "heredoc and multi-line parentheses",
        "top = <<EOT\nline }\n  \"quoted\" {\nEOT\nrule {\n  name = (\n    \"p\"\n  )\n}\n",
        true,
    ),
    (
        "comment after a block, CRLF and a BOM",
        "\u{feff}rule { // trailing\r\n  name = \"c\"\r\n} # after\r\nrule {\r\n}\r\n",
        true,
    ),
    ("no final newline", "rule {\n  name = \"x\"\n}", true),
    (
        "one-line blocks",
        "resource \"t\" \"n\" { v = \"x\" }\nrule { name = \"r\" }\n",
        true,
    ),
    (
        "null attribute values",
        "top = null\nresource \"a\" \"b\" {\n  v = null\n}\n",
        true,
    ),
    (
        "several list items",
        "rule {\n  name = \"a\"\n}\nrule {\n  name = \"b\"\n}\n",
        true,
    ),
    (
        "duplicate block_map key",
        "resource \"a\" \"b\" {\n}\nresource \"a\" \"b\" {\n}\n",
        false,
    ),
    ("too few labels", "resource \"a\" {\n}\n", false),
    ("too many labels", "resource \"a\" \"b\" \"c\" {\n}\n", false),
    ("labels on a block", "settings \"x\" {\n}\n", false),
    ("second single block", "settings {\n}\nsettings {\n}\n", false),
    ("unknown block type", "other {\n}\n", false),
    ("unknown argument", "other = 1\n", false),
    ("duplicate argument", "top = \"a\"\ntop = \"b\"\n", false),
    ("argument of the wrong type", "top = [1]\n", false),
    (
        "error inside a block",
        "resource \"a\" \"b\" {\n  n = \"x\"\n}\n",
        false,
    ),
    ("unknown variable", "top = nope\n", false),
    ("syntax error", "rule {\n  name = \n}\n", false),
    ("unclosed block", "rule {\n  name = \"x\"\n", false),
    ("stray closing bracket", "top = \"a\"\n]\nrule {\n}\n", false),
    ("stray closing brace", "}\nrule {\n}\n", false),
    ("semicolon", "top = \"a\";\n", false),
    (
        "non-ASCII label",
        "resource \"a\" \"e\u{301}\" {\n}\n",
        false,
    ),
    (
        "attribute and block on one line",
        "top = \"a\" rule {\n}\n",
        false,
    ),
    (
        "unterminated heredoc",
        "top = <<EOT\nabc\n",
        false,
    ),
    (
        "infinity cannot be written",
        "resource \"a\" \"b\" {\n  n = 1/0\n}\n",
        false,
    ),
];

fn classic(
    map: &SourceMap,
    file: strata_core::FileId,
    src: &str,
    spec: &strata_hcldec::Spec,
    ctx: Option<&strata_hcldec::engine::EvalContext>,
    keep_nulls: bool,
) -> Option<String> {
    let (body, mut diags) = strata_hcl::parse_native_named(src.as_bytes(), file, "input.hcl");
    let (v, d) = decode(map, &body, spec, ctx);
    diags.extend(d);
    if has_errors(&diags) {
        return None;
    }
    render(&v, false, keep_nulls).ok()
}

#[test]
fn streamed_decode_matches_the_whole_decode() {
    for &(name, input, finishes) in CASES {
        for keep_nulls in [false, true] {
            let mut map = SourceMap::new();
            let spec_file = map.add("spec.hcldec", SPEC);
            let (spec_body, d) = strata_hcl::parse_native(SPEC.as_bytes(), spec_file);
            assert!(d.is_empty());
            let (spec, d) = load_spec(&map, &spec_body);
            assert!(!has_errors(&d), "{d:?}");
            let mut vars = spec.variables.clone();
            vars.insert("env".into(), strata_hcl_types::Value::string("prod"));
            let ctx = input_context(&vars, &spec.functions);
            let file = map.add("input.hcl", input);
            let want = classic(&map, file, input, &spec.root, ctx.as_ref(), keep_nulls);
            let got = decode_stream(
                &map,
                file,
                input.as_bytes(),
                "input.hcl",
                &spec.root,
                ctx.as_ref(),
                keep_nulls,
            );
            match got {
                Streamed::Done(out) => {
                    let mut text = Vec::new();
                    out.write_to(&mut text).unwrap();
                    let text = String::from_utf8(text).unwrap();
                    assert_eq!(Some(text), want, "{name} (keep_nulls {keep_nulls})");
                    assert!(finishes, "{name}: expected the stream to give up");
                }
                Streamed::Fallback => {
                    assert!(
                        !finishes,
                        "{name}: the stream gave up; whole decode: {want:?}"
                    );
                }
            }
        }
    }
}

#[test]
fn other_root_specs() {
    // (spec, input, finishes)
    const X: &str = "attr {\n    name = \"x\"\n    type = number\n  }\n";
    let list = |extra: &str| format!("block_list {{\n  block_type = \"b\"\n{extra}  {X}}}\n");
    let cases: Vec<(String, &str, bool)> = vec![
        (list(""), "b {\n  x = 1\n}\nb {\n}\n", true),
        (
            format!("block_map {{\n  block_type = \"b\"\n  labels = [\"k\"]\n  {X}}}\n"),
            "b \"two\" {\n  x = 2\n}\nb \"one\" {\n  x = 1\n}\nb \"nul\" {\n}\n",
            true,
        ),
        (list("  min_items = 2\n"), "b {\n  x = 1\n}\n", false),
        (list("  max_items = 1\n"), "b {\n}\nb {\n}\n", false),
        (
            format!("block_set {{\n  block_type = \"b\"\n  {X}}}\n"),
            "b {\n  x = 1\n}\n",
            false,
        ),
        (
            "attr {\n  name = \"a\"\n  type = number\n  required = true\n}\n".into(),
            "",
            false,
        ),
        (
            "attr {\n  name = \"a\"\n  type = number\n}\n".into(),
            "a = 2\n",
            true,
        ),
        ("literal {\n  value = \"ok\"\n}\n".into(), "", true),
        ("literal {\n  value = \"ok\"\n}\n".into(), "x {\n}\n", false),
        (
            format!("object {{\n  block \"s\" {{\n    required = true\n    {X}  }}\n}}\n"),
            "",
            false,
        ),
        (
            format!("object {{\n  block \"s\" {{\n    {X}  }}\n}}\n"),
            "s {\n  x = 5\n}\n",
            true,
        ),
        (
            "transform {\n  attr {\n    name = \"a\"\n    type = number\n  }\n  result = nested\n}\n".into(),
            "a = 1\n",
            false,
        ),
    ];
    for (spec_src, input, finishes) in cases {
        let spec_src = spec_src.as_str();
        for keep_nulls in [false, true] {
            let mut map = SourceMap::new();
            let spec_file = map.add("spec.hcldec", spec_src);
            let (spec_body, d) = strata_hcl::parse_native(spec_src.as_bytes(), spec_file);
            assert!(d.is_empty(), "{spec_src}: {d:?}");
            let (spec, d) = load_spec(&map, &spec_body);
            assert!(!has_errors(&d), "{spec_src}: {d:?}");
            let ctx = input_context(&spec.variables, &spec.functions);
            let file = map.add("input.hcl", input);
            let want = classic(&map, file, input, &spec.root, ctx.as_ref(), keep_nulls);
            let got = decode_stream(
                &map,
                file,
                input.as_bytes(),
                "input.hcl",
                &spec.root,
                ctx.as_ref(),
                keep_nulls,
            );
            match got {
                Streamed::Done(out) => {
                    let mut text = Vec::new();
                    out.write_to(&mut text).unwrap();
                    let text = String::from_utf8(text).unwrap();
                    assert_eq!(Some(text), want, "{spec_src} / {input}");
                    assert!(finishes, "{spec_src} / {input}: expected to give up");
                }
                Streamed::Fallback => {
                    assert!(!finishes, "{spec_src} / {input}: gave up; whole: {want:?}");
                }
            }
        }
    }
}

/// A block spec whose value is written straight from the syntax tree (an object of `attr`
/// specs of primitive and collection types and a `block_list` of such objects): the same text
/// as the whole decode, and a give-up wherever the whole decode reports an error.
#[test]
fn blocks_written_directly() {
    const DIRECT: &str = r#"
object {
  block_map "res" {
    labels = ["t", "n"]
    object {
      attr "s" { type = string }
      attr "req" {
        type = number
        required = true
      }
      attr "m" { type = map(string) }
      attr "l" { type = set(number) }
      block_list "inner" {
        max_items = 2
        object {
          attr "a" { type = number }
          attr "b" { type = list(bool) }
        }
      }
    }
  }
}
"#;
    // (name, input, whether the streamed decode must finish)
    let cases: &[(&str, &str, bool)] = &[
        (
            "everything",
            "res \"a\" \"b\" {\n  req = 1\n  s = \"x\"\n  m = { k = \"v\", j = 1, n = true }\n  l = [3, 1, 3]\n  inner {\n    a = 1\n    b = [true, false]\n  }\n  inner {\n  }\n}\nres \"a\" \"a\" { req = 0 }\n",
            true,
        ),
        ("only the required argument", "res \"a\" \"b\" {\n  req = 2\n}\n", true),
        ("null values", "res \"a\" \"b\" {\n  req = 2\n  s = null\n  m = null\n  inner {\n    a = null\n  }\n}\n", true),
        (
            "escapes, templates and HTML characters",
            "res \"a\" \"b\" {\n  req = 1\n  s = \"a\\\"b${1 + 1}<&>\\u00e9\"\n  m = {\n    \"x y\" = \"<\",\n  }\n}\n",
            true,
        ),
        ("missing required argument", "res \"a\" \"b\" {\n}\n", false),
        ("unknown argument", "res \"a\" \"b\" {\n  req = 1\n  zz = 1\n}\n", false),
        ("argument named as the block type", "res \"a\" \"b\" {\n  req = 1\n  inner = 1\n}\n", false),
        ("unknown block", "res \"a\" \"b\" {\n  req = 1\n  other {\n  }\n}\n", false),
        ("label on a nested block", "res \"a\" \"b\" {\n  req = 1\n  inner \"x\" {\n  }\n}\n", false),
        ("too many nested blocks", "res \"a\" \"b\" {\n  req = 1\n  inner {\n  }\n  inner {\n  }\n  inner {\n  }\n}\n", false),
        ("unknown argument in a nested block", "res \"a\" \"b\" {\n  req = 1\n  inner {\n    c = 1\n  }\n}\n", false),
        ("value of the wrong type", "res \"a\" \"b\" {\n  req = 1\n  s = [1]\n}\n", false),
        ("value of the wrong type in a nested block", "res \"a\" \"b\" {\n  req = 1\n  inner {\n    b = 1\n  }\n}\n", false),
        ("unknown variable", "res \"a\" \"b\" {\n  req = x\n}\n", false),
        ("invalid escape", "res \"a\" \"b\" {\n  req = 1\n  s = \"\\q\"\n}\n", false),
        // Literals written without evaluation, and literals that still need it (converted,
        // negated, non-ASCII, mixed tuples).
        (
            "literal forms",
            "res \"a\" \"b\" {\n  req = 1.50\n  s = \"tab\\tquote\\\"<x>\"\n  inner {\n    a = 123456789012345678901234567890\n    b = []\n  }\n  inner {\n    a = 1e3\n    b = [true, false, true]\n  }\n}\nres \"a\" \"c\" {\n  req = 0.1\n  inner {\n    a = 0012\n    b = [false]\n  }\n}\n",
            true,
        ),
        (
            "literals that need converting",
            "res \"a\" \"b\" {\n  req = \"7\"\n  s = 12\n  inner {\n    a = -1\n    b = [\"true\", false]\n  }\n}\nres \"a\" \"c\" {\n  req = 1\n  s = true\n  inner {\n    a = \"1.5\"\n    b = [true, \"false\"]\n  }\n}\n",
            true,
        ),
        (
            "non-ASCII and template literals",
            "res \"a\" \"b\" {\n  req = 1\n  s = \"e\\u0301t\u{e9}\"\n}\nres \"a\" \"c\" {\n  req = 2\n  s = \"a$${b}%%{c}\"\n}\n",
            true,
        ),
        ("a literal of the wrong type", "res \"a\" \"b\" {\n  req = true\n}\n", false),
        // Blocks read without their syntax tree (`walk`), beside blocks that are parsed.
        ("argument repeated in a block", "res \"a\" \"b\" {\n  req = 1\n  req = 2\n}\n", false),
        ("argument repeated in a nested block", "res \"a\" \"b\" {\n  req = 1\n  inner {\n    a = 1\n    a = 1\n  }\n}\n", false),
        (
            "bare and empty labels, a comment between labels",
            "res /* c */ a \"b\" {\n  req = 1\n}\nres \"\" \"\" {\n  req = 2\n}\n",
            true,
        ),
        (
            "arguments after nested blocks, empty nested bodies",
            "res \"a\" \"b\" {\n  inner {\n    a = 1\n  }\n  req = 1 // one\n  s = \"x\"\n  inner {}\n}\n",
            true,
        ),
        (
            "walked and parsed blocks in one map",
            "res \"a\" \"b\" {\n  req = 1\n}\nres \"a\" \"c\" { req = 2 }\nres \"b\" \"a\" {\n  req = 3\n  s = \"q\\\"\"\n}\nres \"a\" \"a\" {\n  req = 4\n}\n",
            true,
        ),
        ("repeated labels across walked blocks", "res \"a\" \"b\" {\n  req = 1\n}\nres \"a\" \"b\" {\n  req = 2\n}\n", false),
        ("repeated labels, one block parsed", "res \"a\" \"b\" {\n  req = 1\n}\nres \"a\" \"b\" { req = 2 }\n", false),
        ("a block left open", "res \"a\" \"b\" {\n  req = 1\n  inner {\n}\n", false),
        ("strings of every kind", "res \"a\" \"b\" {\n  req = \"12\"\n  s = \"<tab>\t\"\n  m = {\n    a = \"x\"\n    b = \"$5\"\n  }\n}\n", true),
        ("a tuple literal of the wrong type", "res \"a\" \"b\" {\n  req = 1\n  inner {\n    b = [1]\n  }\n}\n", false),
        // Object constructors written element by element into the map(string) (see
        // `Decoder::write_object_map`), and those left to the general path.
        (
            "map entries out of order, converted, computed",
            "res \"a\" \"b\" {\n  req = 1\n  m = {\n    z = \"last\"\n    b = 1.50\n    a = true\n    t = \"t-${2 % 5}\"\n    null = \"n\"\n    true = 0\n    B = \"upper key\"\n  }\n}\nres \"a\" \"c\" {\n  req = 2\n  m = {}\n}\n",
            true,
        ),
        (
            "map keys repeated, quoted, in parentheses, with null values",
            "res \"a\" \"b\" {\n  req = 1\n  m = { k = \"first\", k = \"second\" }\n}\nres \"a\" \"c\" {\n  req = 2\n  m = { \"q k\" = 1, (\"p\") = 2, x = null, \"\\u00e9\" = 3 }\n}\n",
            true,
        ),
        ("a map element of the wrong type", "res \"a\" \"b\" {\n  req = 1\n  m = { a = \"x\", b = [1] }\n}\n", false),
        ("a map element in error", "res \"a\" \"b\" {\n  req = 1\n  m = { a = nope }\n}\n", false),
        ("a map key in error", "res \"a\" \"b\" {\n  req = 1\n  m = { (nope) = 1 }\n}\n", false),
    ];
    for &(name, input, finishes) in cases {
        for keep_nulls in [false, true] {
            let mut map = SourceMap::new();
            let spec_file = map.add("spec.hcldec", DIRECT);
            let (spec_body, d) = strata_hcl::parse_native(DIRECT.as_bytes(), spec_file);
            assert!(d.is_empty(), "{d:?}");
            let (spec, d) = load_spec(&map, &spec_body);
            assert!(!has_errors(&d), "{d:?}");
            let ctx = input_context(&spec.variables, &spec.functions);
            let file = map.add("input.hcl", input);
            let want = classic(&map, file, input, &spec.root, ctx.as_ref(), keep_nulls);
            let got = decode_stream(
                &map,
                file,
                input.as_bytes(),
                "input.hcl",
                &spec.root,
                ctx.as_ref(),
                keep_nulls,
            );
            match got {
                Streamed::Done(out) => {
                    let mut text = Vec::new();
                    out.write_to(&mut text).unwrap();
                    let text = String::from_utf8(text).unwrap();
                    assert_eq!(Some(text), want, "{name} (keep_nulls {keep_nulls})");
                    assert!(finishes, "{name}: expected the stream to give up");
                }
                Streamed::Fallback => {
                    assert!(
                        !finishes,
                        "{name}: the stream gave up; whole decode: {want:?}"
                    );
                }
            }
        }
    }
}
