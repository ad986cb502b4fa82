//! `NativeItems::next_walked` (items handed to a sink without their body tree) against the
//! whole-file parse: for every file, the bodies rebuilt from what the sink was given (or
//! from the chunks parsed the usual way) are the whole parse's, node for node with the same
//! spans; a walk never takes a chunk the parser reports an error in; and the plain shapes
//! are taken by the walk rather than parsed.

mod support;

use strata_core::diagnostic::has_errors;
use strata_core::FileId;
use strata_hcl::ast::NativeBody;
use strata_hcl::parser::{parse_file_named, NativeItems};
use strata_hcl::walk::{ItemSink, ItemValue, Walked};

/// A body rebuilt from events or from a tree: its arguments (name and expression, debug
/// text) and its blocks (type, labels and body), each in source order.
#[derive(Debug, Default, PartialEq)]
struct Rebuilt {
    args: Vec<(String, String)>,
    blocks: Vec<(String, Vec<String>, Rebuilt)>,
}

fn from_tree(body: &NativeBody, into: &mut Rebuilt) {
    for (name, a) in &body.attributes {
        into.args.push((name.to_string(), format!("{:?}", a.expr)));
    }
    for b in &body.blocks {
        let mut inner = Rebuilt::default();
        from_tree(&b.body, &mut inner);
        let labels = b.labels.iter().map(|l| l.to_string()).collect();
        into.blocks.push((b.type_name.to_string(), labels, inner));
    }
}

/// Records what it is given; refuses the block types in `refuse` and any argument named
/// `refused`.
struct Recorder {
    refuse: &'static [&'static str],
    /// The open blocks of the current chunk (the file's body at the bottom).
    stack: Vec<(String, Vec<String>, Rebuilt)>,
}

impl<'a> ItemSink<'a> for Recorder {
    fn open_block(&mut self, type_name: &'a str, labels: &[&'a str]) -> bool {
        if self.refuse.contains(&type_name) {
            return false;
        }
        let labels = labels.iter().map(|l| l.to_string()).collect();
        self.stack
            .push((type_name.to_string(), labels, Rebuilt::default()));
        true
    }

    fn argument(&mut self, name: &'a str, value: ItemValue<'a>) -> bool {
        if name == "refused" {
            return false;
        }
        let expr = format!("{:?}", value.into_expr());
        let Some(top) = self.stack.last_mut() else {
            return false;
        };
        top.2.args.push((name.to_string(), expr));
        true
    }

    fn close_block(&mut self) -> bool {
        let Some(done) = self.stack.pop() else {
            return false;
        };
        let Some(parent) = self.stack.last_mut() else {
            return false;
        };
        parent.2.blocks.push(done);
        true
    }
}

/// The file rebuilt from a walk: (the file's body, chunks taken, chunks parsed, errors).
fn walk(src: &str, refuse: &'static [&'static str]) -> (Rebuilt, usize, usize, bool) {
    let mut items = NativeItems::new(src.as_bytes(), FileId(0), "f.hcl");
    let mut rec = Recorder {
        refuse,
        stack: Vec::new(),
    };
    let mut file = Rebuilt::default();
    let (mut taken, mut parsed, mut errors) = (0, 0, false);
    loop {
        rec.stack.clear();
        rec.stack
            .push((String::new(), Vec::new(), Rebuilt::default()));
        let Some(w) = items.next_walked(&mut rec) else {
            break;
        };
        match w {
            Walked::Taken => {
                taken += 1;
                assert_eq!(rec.stack.len(), 1, "{src:?}: a block left open");
                let (_, _, chunk) = rec.stack.pop().unwrap();
                file.args.extend(chunk.args);
                file.blocks.extend(chunk.blocks);
            }
            Walked::Parsed(body, diags) => {
                parsed += 1;
                errors |= has_errors(&diags);
                from_tree(&body, &mut file);
            }
        }
    }
    (file, taken, parsed, errors)
}

/// Files without errors, and whether the walk takes every chunk of them (a sink that
/// refuses nothing): false where some shape is left to the parser (one-line blocks, labels
/// with escapes or non-ASCII text).
const VALID: &[(&str, bool)] = &[
    ("", true),
    ("\n\n# only a comment\n", true),
    ("a = 1\nb = \"x\"\n", true),
    ("a = 1", true),
    (
        "resource \"t\" \"n\" {\n  a = 1\n  // c\n  nested {\n    b = [for x in [1, 2] : x * 2]\n  }\n  c = \"s\" # after\n}\nresource \"t\" \"m\" {\n}\n",
        true,
    ),
    (
        "a = [\n  1,\n  2,\n]\nb = {\n  k = \"v\"\n  l = (\n    1 +\n    2\n  )\n}\n",
        true,
    ),
    ("t = \"${x}-%{ if c }{a}%{ endif }\"\nu = \"\\\"}{\"\n", true),
    ("h = <<EOT\n  }\n  ]\n  a = \"b\nEOT\nnext = 1\n", true),
    ("one { a = 1 }\ntwo \"l\" { }\nthree = 3 # trailing\n", false),
    ("x = 1 // slash comment\ny = 2 /* block\ncomment */\nz = 3\n", true),
    ("\u{feff}a = 1\r\nb {\r\n  c = 2\r\n}\r\n", true),
    (
        "nested {\n  deeper {\n    deepest {\n      v = \"${\"${\"x\"}\"}\"\n    }\n  }\n}\n",
        true,
    ),
    // Labels: quoted, bare, empty, a comment between them (taken); with an escape or
    // non-ASCII text (parsed).
    ("b \"x\" y \"\" {\n}\ne /* c */ \"l\" {\n}\n", true),
    ("c \"a\\\"b\" {\n}\nd \"\u{e9}\" {\n}\n", false),
    // Plain strings and strings that are not plain (`$`, `%`, non-ASCII, empty, a comment
    // after): all taken, the others through the expression parser.
    (
        "s = \"plain text <&>\"\nt = \"a$b\"\nu = \"100%\"\nv = \"\u{e9}\"\nw = \"\"\nx = \"a\" // c\n",
        true,
    ),
    // Blocks and arguments interleaved, blocks with empty bodies.
    ("blk {\n  a = 1\n  in {}\n  b = 2\n  in {\n  }\n}\n", true),
    // The same argument name in different bodies.
    ("a = 1\nblk {\n  a = 2\n  in {\n    a = 3\n  }\n}\n", true),
];

/// Errors the walk meets inside a block's body (beside [`support::INVALID`]).
const INVALID_IN_BLOCKS: &[&str] = &[
    "blk {\n  a = 1\n  a = 2\n}\n",
    "blk {\n  a = 1\n} x\n",
    "blk {\n  a = 1 }\n",
    "blk {\n  \"a\" = 1\n}\n",
    "blk \"a\\q\" {\n}\n",
    "blk {\n  a = 1,\n}\n",
    "blk {\n  inner \"x\"\n  {\n  }\n}\n",
];

#[test]
fn walked_items_are_the_whole_parse() {
    for &(src, all_taken) in VALID {
        let (whole, diags) = parse_file_named(src.as_bytes(), FileId(0), "f.hcl");
        assert!(diags.is_empty(), "{src:?}: {diags:?}");
        let mut want = Rebuilt::default();
        from_tree(&whole, &mut want);
        let (got, taken, parsed, errors) = walk(src, &[]);
        assert!(!errors, "{src:?}");
        assert_eq!(got, want, "{src:?}");
        assert_eq!(parsed == 0, all_taken, "{src:?}: {parsed} chunks parsed");
        assert!(parsed + taken > 0 || src.is_empty(), "{src:?}: no chunk");
        // A sink that refuses every block gets them parsed instead, with the same result.
        let (got, _, _, errors) = walk(src, &["resource", "nested", "blk", "in", "b", "c"]);
        assert!(!errors, "{src:?}");
        assert_eq!(got, want, "{src:?} (blocks refused)");
    }
}

#[test]
fn refused_items_are_parsed() {
    let src = "a = 1\nrefused = 2\nblk {\n  refused = 3\n}\nblk {\n  x = 4\n}\n";
    let (whole, _) = parse_file_named(src.as_bytes(), FileId(0), "f.hcl");
    let mut want = Rebuilt::default();
    from_tree(&whole, &mut want);
    let (got, taken, parsed, errors) = walk(src, &[]);
    assert!(!errors);
    assert_eq!(got, want);
    assert_eq!((taken, parsed), (2, 2));
}

#[test]
fn errors_are_never_walked_past() {
    for src in support::INVALID.iter().chain(INVALID_IN_BLOCKS) {
        let (_, diags) = parse_file_named(src.as_bytes(), FileId(0), "f.hcl");
        assert!(has_errors(&diags), "{src:?} should not parse");
        let (_, _, _, errors) = walk(src, &[]);
        assert!(errors, "{src:?}: no chunk reported an error");
    }
}

#[test]
fn deep_blocks_are_parsed() {
    let depth = strata_hcl::walk::MAX_WALK_DEPTH + 3;
    let src = format!("{}x = 1\n{}", "b {\n".repeat(depth), "}\n".repeat(depth));
    let (whole, diags) = parse_file_named(src.as_bytes(), FileId(0), "f.hcl");
    assert!(diags.is_empty());
    let mut want = Rebuilt::default();
    from_tree(&whole, &mut want);
    let (got, taken, parsed, _) = walk(&src, &[]);
    assert_eq!(got, want);
    assert_eq!((taken, parsed), (0, 1));
}
