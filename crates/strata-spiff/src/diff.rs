//! `spiff diff`: the structural differences between two YAML streams.
//!
//! Semantics (as spiff++ reports them):
//!
//! * Both streams must have the same number of documents; otherwise the report is just
//!   `Different number of documents (A != B)`. Documents are compared pairwise.
//! * Two mappings are compared key by key: keys of the first mapping in byte order (a key
//!   missing from the second is a difference with only the first side), then keys only in the
//!   second, in byte order. A repeated key keeps its last value.
//! * Two sequences whose entries are all mappings with a string `name` field are compared as
//!   mappings keyed by name, each entry extended by a synthetic `index` field holding its
//!   position; so reordering such a list reports `….<name>.index` changes. A mapping compared
//!   with such a list is compared with the list's name-keyed mapping.
//! * Other sequences are compared entry by entry: an entry of the first sequence with a string
//!   `name` field is matched with the entry of the second that has the same name (path element
//!   `<name>`), otherwise with the entry at the same position (path element `[i]`); entries
//!   beyond the first sequence's length are differences with only the second side.
//! * Scalars are equal when they have the same kind and value: `0777` equals `511` (both
//!   integers) and `y` equals `true`, but `6.0` (a float) differs from `6` (an integer) and
//!   `"1"` from `1`. A mapping differs from a sequence or a scalar as a whole.
//! * Path elements are joined with `.`.
//!
//! The report prints `no differences!` when no document differs. Otherwise each difference is
//! a block: `Difference in <doc> <path>` (where `<doc>` is empty for single-document streams
//! and `document N` otherwise, and documents without differences print `No difference in
//! document N`), then for each side present `  <file> has:` and the side's YAML (keys
//! sorted) indented by 4, wrapped in red (first file) or green (second file) ANSI colour.
//!
//! Command line (as spiff++ behaves): load both files with
//! [`LoadOptions::yaml11`](strata_core::yaml::LoadOptions::yaml11), check each with
//! [`check_string_keys`]; a load or key error prints `error parsing a [FILE]: MESSAGE` (`b` for
//! the second file) on stderr and exits 1. Otherwise print
//! `diff(&a, &b).with_names(A_PATH, B_PATH).render(true)` and exit 0, differences or not.
//!
//! The comparison recurses once per nesting level; the loader bounds nesting
//! ([`strata_core::yaml::MAX_DEPTH`]), so the recursion is bounded too.

use smol_str::SmolStr;
use std::collections::BTreeMap;
use std::fmt::Write as _;
use strata_core::value::Number;
use strata_core::yaml::{self, Node, NodeValue};
use strata_core::Span;

/// One difference: the path to it and the node on each side (absent when the path exists on
/// one side only).
#[derive(Clone, Debug, PartialEq)]
pub struct Difference {
    /// The path of the differing node.
    pub path: Vec<SmolStr>,
    /// The node in the first document (absent if missing).
    pub a: Option<Node>,
    /// The node in the second document (absent if missing).
    pub b: Option<Node>,
}

/// The differences between two streams.
#[derive(Clone, Debug, PartialEq)]
pub enum DiffOutcome {
    /// The streams have different numbers of documents (first, second).
    DocumentCount(usize, usize),
    /// The differences of each document pair, in document order.
    Documents(Vec<Vec<Difference>>),
}

/// The result of [`diff`], with the file names used when rendering.
#[derive(Clone, Debug, PartialEq)]
pub struct DiffReport {
    /// The name of the first file.
    pub a_name: String,
    /// The name of the second file.
    pub b_name: String,
    /// What the comparison found.
    pub outcome: DiffOutcome,
}

/// A mapping key that is not a string (spiff refuses those, e.g. `y:` is the boolean `true`).
#[derive(Clone, Debug, PartialEq)]
pub struct KeyError {
    /// `map key must be a string: true`
    pub message: String,
    /// Where the node is.
    pub span: Span,
}

/// Compares two YAML streams (documents as loaded with the YAML 1.1 schema).
pub fn diff(a: &[Node], b: &[Node]) -> DiffReport {
    let outcome = if a.len() != b.len() {
        DiffOutcome::DocumentCount(a.len(), b.len())
    } else {
        DiffOutcome::Documents(
            a.iter()
                .zip(b)
                .map(|(x, y)| {
                    let mut out = Vec::new();
                    compare(x, y, &mut Vec::new(), &mut out);
                    out
                })
                .collect(),
        )
    };
    DiffReport {
        a_name: "a".to_string(),
        b_name: "b".to_string(),
        outcome,
    }
}

/// The first mapping key (in document order) that is not a string, as spiff reports it.
pub fn check_string_keys(docs: &[Node]) -> Result<(), KeyError> {
    docs.iter().try_for_each(check_node_keys)
}

fn check_node_keys(node: &Node) -> Result<(), KeyError> {
    match &node.value {
        NodeValue::Seq(items) => items.iter().try_for_each(check_node_keys),
        NodeValue::Map(pairs) => pairs.iter().try_for_each(|(k, v)| {
            if !matches!(k.value, NodeValue::String(_)) {
                return Err(KeyError {
                    message: format!("map key must be a string: {}", go_text(k)),
                    span: k.span,
                });
            }
            check_node_keys(v)
        }),
        _ => Ok(()),
    }
}

/// A non-string key as Go's `%v` prints it.
pub(crate) fn go_text(node: &Node) -> String {
    match &node.value {
        NodeValue::Null => "<nil>".to_string(),
        NodeValue::Bool(b) => b.to_string(),
        NodeValue::Number(Number::Float(f)) if f.is_infinite() => {
            if *f > 0.0 { "+Inf" } else { "-Inf" }.to_string()
        }
        NodeValue::Number(Number::Float(f)) if f.is_nan() => "NaN".to_string(),
        NodeValue::Number(n) => n.to_string(),
        _ => node.key_string().to_string(),
    }
}

impl DiffReport {
    /// Sets the file names printed in `<file> has:` lines.
    pub fn with_names(mut self, a: impl Into<String>, b: impl Into<String>) -> DiffReport {
        self.a_name = a.into();
        self.b_name = b.into();
        self
    }

    /// True when the streams are equal.
    pub fn is_empty(&self) -> bool {
        match &self.outcome {
            DiffOutcome::DocumentCount(..) => false,
            DiffOutcome::Documents(docs) => docs.iter().all(Vec::is_empty),
        }
    }

    /// The report text as spiff prints it; `color` adds the red/green ANSI escapes (spiff++
    /// always prints them).
    pub fn render(&self, color: bool) -> String {
        let mut out = String::new();
        let docs = match &self.outcome {
            DiffOutcome::DocumentCount(a, b) => {
                let _ = writeln!(out, "Different number of documents ({a} != {b})");
                return out;
            }
            DiffOutcome::Documents(docs) => docs,
        };
        if self.is_empty() {
            out.push_str("no differences!\n");
            return out;
        }
        let multi = docs.len() > 1;
        for (i, diffs) in docs.iter().enumerate() {
            let label = if multi {
                format!("document {}", i + 1)
            } else {
                String::new()
            };
            if diffs.is_empty() {
                let _ = writeln!(out, "No difference in {label}");
                continue;
            }
            for d in diffs {
                let _ = writeln!(out, "Difference in {label} {}", d.path.join("."));
                if let Some(a) = &d.a {
                    side(
                        &mut out,
                        &self.a_name,
                        a,
                        if color { "\x1b[31m" } else { "" },
                        color,
                    );
                }
                if let Some(b) = &d.b {
                    side(
                        &mut out,
                        &self.b_name,
                        b,
                        if color { "\x1b[32m" } else { "" },
                        color,
                    );
                }
            }
        }
        out
    }
}

fn side(out: &mut String, name: &str, node: &Node, start: &str, color: bool) {
    let text = yaml::write(&node.to_value(), &yaml::WriteOptions::spiff());
    let _ = writeln!(
        out,
        "  {name} has:\n    {start}{}{}",
        text.replace('\n', "\n    "),
        if color { "\x1b[0m" } else { "" }
    );
}

fn compare(a: &Node, b: &Node, path: &mut Vec<SmolStr>, out: &mut Vec<Difference>) {
    let mismatch = |path: &Vec<SmolStr>, out: &mut Vec<Difference>| {
        out.push(Difference {
            path: path.clone(),
            a: Some(a.clone()),
            b: Some(b.clone()),
        })
    };
    match (&a.value, &b.value) {
        (NodeValue::Map(ap), NodeValue::Map(bp)) => {
            compare_maps(&key_map(ap), &key_map(bp), path, out)
        }
        (NodeValue::Map(ap), NodeValue::Seq(bs)) => match named_map(bs) {
            Some(bm) => compare_maps(&key_map(ap), &bm, path, out),
            None => mismatch(path, out),
        },
        (NodeValue::Map(_), _) => mismatch(path, out),
        (NodeValue::Seq(asq), NodeValue::Seq(bsq)) => compare_lists(asq, bsq, path, out),
        (NodeValue::Seq(_), _) => mismatch(path, out),
        (x, y) => {
            if !scalar_equal(x, y) {
                mismatch(path, out)
            }
        }
    }
}

/// Same kind and same value (an integer never equals a float).
fn scalar_equal(a: &NodeValue, b: &NodeValue) -> bool {
    match (a, b) {
        (NodeValue::Null, NodeValue::Null) => true,
        (NodeValue::Bool(x), NodeValue::Bool(y)) => x == y,
        (NodeValue::String(x), NodeValue::String(y)) => x == y,
        (NodeValue::Number(x), NodeValue::Number(y)) => match (x, y) {
            (Number::Int(i), Number::Int(j)) => i == j,
            (Number::Float(f), Number::Float(g)) => f == g,
            (Number::Decimal(_), Number::Decimal(_)) => x == y,
            _ => false,
        },
        _ => false,
    }
}

/// A mapping's entries by key (the last of repeated keys wins), sorted by key bytes.
fn key_map(pairs: &[(Node, Node)]) -> BTreeMap<SmolStr, Node> {
    pairs
        .iter()
        .map(|(k, v)| (k.key_string(), v.clone()))
        .collect()
}

/// The `name` field of a mapping node, when it is a string.
fn name_of(node: &Node) -> Option<&str> {
    node.get("name").and_then(Node::as_str)
}

/// A list whose entries all are mappings with a string `name`, as a mapping from name to the
/// entry extended by its `index`; `None` otherwise.
fn named_map(items: &[Node]) -> Option<BTreeMap<SmolStr, Node>> {
    let mut map = BTreeMap::new();
    for (index, item) in items.iter().enumerate() {
        let name = name_of(item)?;
        let NodeValue::Map(pairs) = &item.value else {
            return None;
        };
        let mut pairs = pairs.clone();
        let key = Node::new(NodeValue::String("index".into()), item.span);
        let value = Node::new(
            NodeValue::Number(Number::Int(i64::try_from(index).unwrap_or(i64::MAX))),
            item.span,
        );
        pairs.retain(|(k, _)| k.as_str() != Some("index"));
        pairs.push((key, value));
        map.insert(
            SmolStr::from(name),
            Node::new(NodeValue::Map(pairs), item.span),
        );
    }
    Some(map)
}

fn compare_maps(
    a: &BTreeMap<SmolStr, Node>,
    b: &BTreeMap<SmolStr, Node>,
    path: &mut Vec<SmolStr>,
    out: &mut Vec<Difference>,
) {
    for (key, av) in a {
        compare_at(key.clone(), Some(av), b.get(key), path, out);
    }
    for (key, bv) in b {
        if !a.contains_key(key) {
            compare_at(key.clone(), None, Some(bv), path, out);
        }
    }
}

fn compare_lists(a: &[Node], b: &[Node], path: &mut Vec<SmolStr>, out: &mut Vec<Difference>) {
    if let (Some(am), Some(bm)) = (named_map(a), named_map(b)) {
        compare_maps(&am, &bm, path, out);
        return;
    }
    for (index, av) in a.iter().enumerate() {
        let by_name = name_of(av).and_then(|name| {
            b.iter()
                .find(|bv| name_of(bv) == Some(name))
                .map(|bv| (SmolStr::from(name), bv))
        });
        let (key, other) = match by_name {
            Some((key, bv)) => (key, Some(bv)),
            None => (SmolStr::from(format!("[{index}]")), b.get(index)),
        };
        compare_at(key, Some(av), other, path, out);
    }
    for (index, bv) in b.iter().enumerate().skip(a.len()) {
        compare_at(
            SmolStr::from(format!("[{index}]")),
            None,
            Some(bv),
            path,
            out,
        );
    }
}

/// Compares the entries `a` and `b` found at `key` below `path`: two are compared, one alone
/// is a difference.
fn compare_at(
    key: SmolStr,
    a: Option<&Node>,
    b: Option<&Node>,
    path: &mut Vec<SmolStr>,
    out: &mut Vec<Difference>,
) {
    path.push(key);
    match (a, b) {
        (Some(av), Some(bv)) => compare(av, bv, path, out),
        (a, b) => out.push(Difference {
            path: path.clone(),
            a: a.cloned(),
            b: b.cloned(),
        }),
    }
    path.pop();
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::path::PathBuf;
    use strata_core::FileId;

    fn load(text: &str) -> Vec<Node> {
        match yaml::load(text, FileId(0), &yaml::LoadOptions::yaml11()) {
            Ok(d) => d,
            Err(e) => panic!("{e}"),
        }
    }

    fn plain(a: &str, b: &str) -> String {
        diff(&load(a), &load(b))
            .with_names("a.yml", "b.yml")
            .render(false)
    }

    #[test]
    fn equal_streams_have_no_differences() {
        assert_eq!(
            plain("a: 1\nb: [1, 2]\n", "b: [1, 2]\na: 1\n"),
            "no differences!\n"
        );
        assert_eq!(
            plain("a: y\nm: 0777\n", "a: true\nm: 511\n"),
            "no differences!\n"
        );
        assert!(diff(&load("a: 1\n"), &load("a: 1\n")).is_empty());
    }

    #[test]
    fn scalar_kinds_matter() {
        assert_eq!(
            plain("a: 6.0\n", "a: 6\n"),
            "Difference in  a\n  a.yml has:\n    6\n    \n  b.yml has:\n    6\n    \n"
        );
        assert_eq!(
            plain("a: 1\n", "a: \"1\"\n"),
            "Difference in  a\n  a.yml has:\n    1\n    \n  b.yml has:\n    \"1\"\n    \n"
        );
    }

    #[test]
    fn colours_wrap_each_side() {
        let text = diff(&load("a: 1\n"), &load("a: 2\n"))
            .with_names("x", "y")
            .render(true);
        assert_eq!(
            text,
            "Difference in  a\n  x has:\n    \x1b[31m1\n    \x1b[0m\n  y has:\n    \x1b[32m2\n    \x1b[0m\n"
        );
    }

    /// The differences of the first documents of `a` and `b`, and their paths.
    fn first_differences(a: &str, b: &str) -> (Vec<Difference>, Vec<String>) {
        let report = diff(&load(a), &load(b));
        let mut docs = match report.outcome {
            DiffOutcome::Documents(docs) => docs,
            other => panic!("{other:?}"),
        };
        let first = docs.swap_remove(0);
        let paths = first.iter().map(|d| d.path.join(".")).collect();
        (first, paths)
    }

    #[test]
    fn maps_report_missing_keys_in_order() {
        let (docs, paths) = first_differences("b: 1\nz: 2\na: 3\n", "a: 3\nc: 4\nb: 5\n");
        assert_eq!(paths, ["b", "z", "c"]);
        assert!(docs[1].b.is_none());
        assert!(docs[2].a.is_none());
    }

    #[test]
    fn name_keyed_lists() {
        let a = "jobs:\n- name: a\n  i: 1\n- name: b\n  i: 2\n";
        let b = "jobs:\n- name: b\n  i: 2\n- name: a\n  i: 1\n";
        let (_, paths) = first_differences(a, b);
        assert_eq!(paths, ["jobs.a.index", "jobs.b.index"]);
        let removed = plain(a, "jobs:\n- name: a\n  i: 1\n");
        assert_eq!(
            removed,
            "Difference in  jobs.b\n  a.yml has:\n    i: 2\n    index: 1\n    name: b\n    \n"
        );
    }

    #[test]
    fn mixed_lists_match_by_name_then_index() {
        let a = "l:\n- name: x\n  v: 1\n- 5\n";
        let b = "l:\n- 6\n- name: x\n  v: 2\n- 7\n";
        let (_, paths) = first_differences(a, b);
        assert_eq!(paths, ["l.x.v", "l.[1]", "l.[2]"]);
    }

    #[test]
    fn documents() {
        assert_eq!(
            plain("a: 1\n---\nb: 2\n", "a: 1\n"),
            "Different number of documents (2 != 1)\n"
        );
        assert_eq!(
            plain("a: 1\n---\nb: 2\n", "a: 1\n---\nb: 3\n"),
            "No difference in document 1\nDifference in document 2 b\n  a.yml has:\n    2\n    \n  b.yml has:\n    3\n    \n"
        );
    }

    #[test]
    fn non_string_keys_are_refused() {
        let docs = load("p:\n  x: 1\n  y: 2\n");
        let e = check_string_keys(&docs).err();
        assert_eq!(
            e.as_ref().map(|e| e.message.as_str()),
            Some("map key must be a string: true")
        );
        assert_eq!(e.map(|e| e.span.start), Some(12));
        assert!(check_string_keys(&load("a: {b: [c: 1]}\n")).is_ok());
        let e = check_string_keys(&load("- {1: x}\n"))
            .err()
            .map(|e| e.message);
        assert_eq!(e.as_deref(), Some("map key must be a string: 1"));
    }

    /// ANSI escapes removed, blank lines dropped, runs of whitespace collapsed, blocks sorted:
    /// the comparison the vector runner makes (spiff++ prints some blocks in random order).
    fn blocks(text: &str) -> Vec<String> {
        let mut clean = String::new();
        let mut chars = text.chars().peekable();
        while let Some(c) = chars.next() {
            if c == '\x1b' {
                for d in chars.by_ref() {
                    if d.is_ascii_alphabetic() {
                        break;
                    }
                }
            } else {
                clean.push(c);
            }
        }
        let mut out = Vec::new();
        let mut cur: Vec<String> = Vec::new();
        for line in clean.lines() {
            let line = line.trim_end();
            if line.starts_with("Difference in") && !cur.is_empty() {
                out.push(cur.join("\n"));
                cur.clear();
            }
            if !line.is_empty() {
                cur.push(line.split_whitespace().collect::<Vec<_>>().join(" "));
            }
        }
        if !cur.is_empty() {
            out.push(cur.join("\n"));
        }
        strata_core::sort::sort(&mut out);
        out
    }

    #[test]
    fn conformance_diff_cases() {
        let Some(dir) = strata_test_support::vectors("spiff/cases/diff") else {
            return;
        };
        let entries = std::fs::read_dir(&dir).expect("the diff cases folder is readable");
        let mut cases: Vec<PathBuf> = entries.filter_map(|e| e.ok().map(|e| e.path())).collect();
        strata_core::sort::sort(&mut cases);
        let mut failures = Vec::new();
        for case in &cases {
            let read = |n: &str| std::fs::read_to_string(case.join(n)).unwrap_or_default();
            let expected_exit = read("expected.exit").trim().parse::<i32>().unwrap_or(0);
            let mut stdout = String::new();
            let mut exit = 0;
            let mut docs = Vec::new();
            for (i, (label, file)) in [("a", "a.yml"), ("b", "b.yml")].into_iter().enumerate() {
                let text = read(file);
                let loaded = yaml::load(&text, FileId(i as u32), &yaml::LoadOptions::yaml11())
                    .map_err(|e| e.message)
                    .and_then(|d| check_string_keys(&d).map(|_| d).map_err(|e| e.message));
                match loaded {
                    Ok(d) => docs.push(d),
                    Err(message) => {
                        let expected = read("expected.stderr");
                        let line = format!("error parsing {label} [{file}]: {message}");
                        if !expected.contains(&line) {
                            failures.push(format!(
                                "{}: stderr {line:?} vs {expected:?}",
                                case.display()
                            ));
                        }
                        exit = 1;
                        break;
                    }
                }
            }
            if exit == 0 {
                stdout = diff(&docs[0], &docs[1])
                    .with_names("a.yml", "b.yml")
                    .render(true);
            }
            if exit != expected_exit {
                failures.push(format!(
                    "{}: exit {exit}, expected {expected_exit}",
                    case.display()
                ));
            } else if blocks(&stdout) != blocks(&read("expected.stdout")) {
                failures.push(format!("{}: output\n{stdout}", case.display()));
            }
        }
        eprintln!(
            "spiff diff vectors: {} passed, {} failed",
            cases.len() - failures.len(),
            failures.len()
        );
        assert!(failures.is_empty(), "{}", failures.join("\n"));
        assert!(!cases.is_empty());
    }
}
