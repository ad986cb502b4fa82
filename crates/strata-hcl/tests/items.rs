//! `parser::NativeItems` (a file parsed one top-level item at a time) against the whole-file
//! parse: for files without errors, the items are the same nodes with the same spans; for
//! files with errors, some part reports an error too.

mod support;

use strata_core::diagnostic::has_errors;
use strata_core::FileId;
use strata_hcl::parser::{parse_file_named, NativeItems};

const VALID: &[&str] = &[
    "",
    "\n\n# only a comment\n",
    "a = 1\nb = \"x\"\n",
    "a = 1",
    "resource \"t\" \"n\" {\n  a = 1\n  // c\n  nested {\n    b = [for x in [1, 2] : x * 2]\n  }\n}\nresource \"t\" \"m\" {\n}\n",
    "a = [\n  1,\n  2,\n]\nb = {\n  k = \"v\"\n  l = (\n    1 +\n    2\n  )\n}\n",
    "t = \"${x}-%{ if c }{a}%{ endif }\"\nu = \"\\\"}{\"\n",
    "h = <<EOT\n  }\n  ]\n  a = \"b\nEOT\nnext = 1\n",
    "h = <<-EOT\n    x ${y} %{ for i in z }${i}%{ endfor }\n    EOT\nblk {\n}\n",
    "one { a = 1 }\ntwo \"l\" { }\nthree = 3 # trailing\n",
    "x = 1 // slash comment\ny = 2 /* block\ncomment */\nz = 3\n",
    "\u{feff}a = 1\r\nb {\r\n  c = 2\r\n}\r\n",
    "obj = { for k, v in m : k => v... if v != null }\nsplat = a[*].b\nidx = a[0].b[\"c\"]\n",
    "cond = a ? b : c\nneg = -1\nnot = !true\ncall = f(\n  1,\n  [2]...\n)\n",
    "nested {\n  deeper {\n    deepest {\n      v = \"${\"${\"x\"}\"}\"\n    }\n  }\n}\n",
];

fn items(src: &str) -> (Vec<String>, Vec<String>, bool) {
    let mut parts = NativeItems::new(src.as_bytes(), FileId(0), "f.hcl");
    let (mut attrs, mut blocks, mut errors) = (Vec::new(), Vec::new(), false);
    while let Some((body, diags)) = parts.next_items() {
        errors |= has_errors(&diags);
        attrs.extend(body.attributes.values().map(|a| format!("{a:?}")));
        blocks.extend(body.blocks.iter().map(|b| format!("{b:?}")));
    }
    (attrs, blocks, errors)
}

#[test]
fn items_of_valid_files_are_the_whole_parse() {
    for src in VALID {
        let (whole, diags) = parse_file_named(src.as_bytes(), FileId(0), "f.hcl");
        assert!(diags.is_empty(), "{src:?}: {diags:?}");
        let (attrs, blocks, errors) = items(src);
        assert!(!errors, "{src:?}");
        let want_attrs: Vec<String> = whole
            .attributes
            .values()
            .map(|a| format!("{a:?}"))
            .collect();
        let want_blocks: Vec<String> = whole.blocks.iter().map(|b| format!("{b:?}")).collect();
        assert_eq!(attrs, want_attrs, "{src:?}");
        assert_eq!(blocks, want_blocks, "{src:?}");
    }
}

#[test]
fn files_with_errors_have_an_error_in_some_part() {
    for src in support::INVALID {
        let (_, diags) = parse_file_named(src.as_bytes(), FileId(0), "f.hcl");
        assert!(has_errors(&diags), "{src:?} should not parse");
        let (_, _, errors) = items(src);
        assert!(errors, "{src:?}: no part reported an error");
    }
}
