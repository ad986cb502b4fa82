//! No circle of files importing each other inside a crate.
//!
//! For every crate under `crates/`, each source file of `src/` (not `src/bin/`) is a module
//! (`lib.rs`/`main.rs` the root, `a.rs` and `a/mod.rs` the module `a`, `a/b.rs` the module
//! `a::b`). A file depends on another when its code names it: a `use crate::…`, `use super::…`,
//! `use self::…` (or, in a file that declares `mod x;`, `use x::…`) item, with its brace groups
//! expanded, or a `crate::…`/`super::…` path anywhere in its code. A path names the longest
//! module prefix that is a file; a name the crate root re-exports (`pub use a::Name;` or
//! `pub use a::*;` in `lib.rs`) names the module it comes from, and the root's own `pub use`
//! re-exports are not dependencies of the root. Comments are skipped, and so is everything from
//! a `#[cfg(test)]` line at the start of a line on (a file's test module sees its own file
//! through `super`, which is no circle).
//!
//! The strongly connected groups of that graph (Tarjan's algorithm) with more than one file are
//! circles. Each must lie inside a group of [`KNOWN`], which lists the circles not broken yet,
//! each with the reason; a new circle fails the test, and so does a listed one that is gone
//! (remove it from the list, so the list only ever shrinks).

use std::collections::{BTreeMap, BTreeSet};
use std::path::Path;

/// Circles left in place: (crate, the files of the group, why it is still there). None is left:
/// the last, strata-puppet's type system, was broken by putting its operators above it
/// (`operators.rs`) and the rich types' checks into it (`types.rs`).
const KNOWN: &[(&str, &[&str], &str)] = &[];

/// The module path of a file relative to `src/` (`""` for the crate root).
fn module_of(rel: &str) -> String {
    let stem = rel.strip_suffix(".rs").unwrap_or(rel);
    let mut parts: Vec<&str> = stem.split('/').collect();
    if parts.len() == 1 && matches!(parts[0], "lib" | "main") {
        return String::new();
    }
    if parts.last() == Some(&"mod") {
        parts.pop();
    }
    parts.join("::")
}

/// `line` without a `//` comment (a `//` inside a string literal cuts the line short, which
/// can only lose a path, never invent one).
fn code(line: &str) -> &str {
    match line.find("//") {
        Some(i) => &line[..i],
        None => line,
    }
}

/// The lines of a file up to its test module.
fn non_test_lines(text: &str) -> impl Iterator<Item = &str> {
    text.lines()
        .take_while(|l| l.trim_end() != "#[cfg(test)]" || l.starts_with(' '))
}

/// A `use` item: its indentation (an indented one is inside an inline module), whether it is
/// `pub`, and the path tree after `use`.
struct UseItem {
    indented: bool,
    public: bool,
    tree: String,
}

/// The `use` items of a file (one may span several lines).
fn use_items(text: &str) -> Vec<UseItem> {
    let mut out = Vec::new();
    let mut current: Option<UseItem> = None;
    for line in non_test_lines(text) {
        let line = code(line);
        if let Some(item) = current.as_mut() {
            item.tree.push(' ');
            item.tree.push_str(line.trim());
        } else {
            let trimmed = line.trim_start();
            let (public, rest) = match trimmed.strip_prefix("pub") {
                Some(r) if r.starts_with(' ') || r.starts_with('(') => {
                    let r = match r.strip_prefix('(') {
                        Some(r) => r.split_once(')').map_or("", |(_, r)| r),
                        None => r,
                    };
                    (true, r.trim_start())
                }
                _ => (false, trimmed),
            };
            let Some(tree) = rest.strip_prefix("use ") else {
                continue;
            };
            current = Some(UseItem {
                indented: line.starts_with([' ', '\t']),
                public,
                tree: tree.to_string(),
            });
        }
        if line.contains(';') {
            if let Some(mut item) = current.take() {
                if let Some(i) = item.tree.find(';') {
                    item.tree.truncate(i);
                }
                out.push(item);
            }
        }
    }
    out
}

/// The paths of a use tree (`a::{b, c::{d, e as f}}` gives `a::b`, `a::c::d`, `a::c::e`), as
/// segment lists.
fn expand(tree: &str) -> Vec<Vec<String>> {
    fn go(prefix: &[String], tree: &str, out: &mut Vec<Vec<String>>) {
        let tree = tree.trim();
        if tree.is_empty() {
            return;
        }
        let Some(open) = tree.find('{') else {
            let mut path = prefix.to_vec();
            for seg in tree.split("::") {
                let seg = seg.split(" as ").next().unwrap_or("").trim();
                if !seg.is_empty() {
                    path.push(seg.to_string());
                }
            }
            out.push(path);
            return;
        };
        let mut path = prefix.to_vec();
        for seg in tree[..open].split("::") {
            if !seg.trim().is_empty() {
                path.push(seg.trim().to_string());
            }
        }
        let (mut depth, mut start, mut end) = (0usize, open + 1, tree.len());
        let mut parts = Vec::new();
        for (i, ch) in tree.char_indices().skip(open) {
            match ch {
                '{' => depth += 1,
                '}' => {
                    depth -= 1;
                    if depth == 0 {
                        end = i;
                        break;
                    }
                }
                ',' if depth == 1 => {
                    parts.push(&tree[start..i]);
                    start = i + 1;
                }
                _ => {}
            }
        }
        parts.push(&tree[start..end.max(start)]);
        for part in parts {
            go(&path, part, out);
        }
    }
    let mut out = Vec::new();
    go(&[], tree, &mut out);
    out
}

/// `crate::a::b` and `super::c` paths written in the code of a line (not after a letter,
/// digit, `_` or `:`, so `$crate::` and `foo::crate` do not count).
fn inline_paths(line: &str) -> Vec<Vec<String>> {
    let mut out = Vec::new();
    let bytes = line.as_bytes();
    for head in ["crate::", "super::"] {
        let mut from = 0;
        while let Some(i) = line[from..].find(head).map(|i| i + from) {
            from = i + head.len();
            let before = i.checked_sub(1).map(|j| bytes[j]);
            if before
                .is_some_and(|b| b.is_ascii_alphanumeric() || b == b'_' || b == b':' || b == b'$')
            {
                continue;
            }
            let mut path = vec![head.trim_end_matches(':').to_string()];
            let mut rest = &line[from..];
            loop {
                let len = rest
                    .find(|c: char| !(c.is_alphanumeric() || c == '_'))
                    .unwrap_or(rest.len());
                if len == 0 {
                    break;
                }
                path.push(rest[..len].to_string());
                match rest[len..].strip_prefix("::") {
                    Some(r) => rest = r,
                    None => break,
                }
            }
            out.push(path);
        }
    }
    out
}

/// The circles of one crate's `src`, as sets of file paths relative to `src`.
fn circles(src: &Path) -> Vec<BTreeSet<String>> {
    let mut files: BTreeMap<String, String> = BTreeMap::new(); // module -> relative path
    let mut stack = vec![src.to_path_buf()];
    while let Some(dir) = stack.pop() {
        let Ok(entries) = std::fs::read_dir(&dir) else {
            continue;
        };
        for e in entries.flatten() {
            let p = e.path();
            if p.is_dir() {
                if p != src.join("bin") {
                    stack.push(p);
                }
            } else if p.extension().is_some_and(|x| x == "rs") {
                let rel = p
                    .strip_prefix(src)
                    .expect("below src")
                    .to_string_lossy()
                    .replace('\\', "/");
                files.insert(module_of(&rel), rel);
            }
        }
    }
    let resolve = |segs: &[String]| -> (String, Vec<String>) {
        for n in (1..=segs.len()).rev() {
            let m = segs[..n].join("::");
            if files.contains_key(&m) {
                return (m, segs[n..].to_vec());
            }
        }
        (String::new(), segs.to_vec())
    };
    // What the crate root re-exports, and from where.
    let mut reexports: BTreeMap<String, String> = BTreeMap::new();
    if let Some(root) = files.get("") {
        let text = std::fs::read_to_string(src.join(root)).unwrap_or_default();
        for item in use_items(&text).into_iter().filter(|u| u.public) {
            for mut segs in expand(&item.tree) {
                if segs.first().is_some_and(|s| s == "crate") {
                    segs.remove(0);
                }
                let (m, rest) = resolve(&segs);
                if let (false, Some(name)) = (m.is_empty(), rest.last()) {
                    reexports.insert(name.clone(), m);
                }
            }
        }
    }
    let mut edges: BTreeMap<String, BTreeSet<String>> = BTreeMap::new();
    for (module, rel) in &files {
        let text = std::fs::read_to_string(src.join(rel)).unwrap_or_default();
        let own: Vec<String> = if module.is_empty() {
            Vec::new()
        } else {
            module.split("::").map(str::to_string).collect()
        };
        let parent = own[..own.len().saturating_sub(1)].to_vec();
        let children: BTreeSet<String> = files
            .keys()
            .filter_map(|m| {
                let (p, last) = m.rsplit_once("::").unwrap_or(("", m));
                (!m.is_empty() && p == module).then(|| last.to_string())
            })
            .collect();
        let mut targets: Vec<(Vec<String>, bool)> = Vec::new();
        for item in use_items(&text) {
            for segs in expand(&item.tree) {
                let Some(first) = segs.first() else { continue };
                let absolute = match first.as_str() {
                    "crate" => segs[1..].to_vec(),
                    "super" if item.indented => continue,
                    "super" => [parent.clone(), segs[1..].to_vec()].concat(),
                    "self" => [own.clone(), segs[1..].to_vec()].concat(),
                    name if children.contains(name) => [own.clone(), segs.clone()].concat(),
                    _ => continue,
                };
                // The root's `pub use` items are its re-exports, not its dependencies.
                if !(module.is_empty() && item.public) {
                    targets.push((absolute, true));
                }
            }
        }
        for line in non_test_lines(&text) {
            let line = code(line);
            let t = line.trim_start();
            if t.starts_with("use ")
                || t.starts_with("pub use ")
                || t.starts_with("pub(crate) use ")
            {
                continue;
            }
            for segs in inline_paths(line) {
                let absolute = if segs[0] == "crate" {
                    segs[1..].to_vec()
                } else {
                    [parent.clone(), segs[1..].to_vec()].concat()
                };
                targets.push((absolute, false));
            }
        }
        for (segs, _) in targets {
            let (mut target, rest) = resolve(&segs);
            if target.is_empty() {
                if let Some(m) = rest.first().and_then(|n| reexports.get(n)) {
                    target = m.clone();
                }
            }
            if &target != module {
                edges.entry(module.clone()).or_default().insert(target);
            }
        }
    }
    // Tarjan's strongly connected components.
    struct Tarjan<'g> {
        edges: &'g BTreeMap<String, BTreeSet<String>>,
        index: BTreeMap<String, usize>,
        low: BTreeMap<String, usize>,
        stack: Vec<String>,
        on_stack: BTreeSet<String>,
        groups: Vec<BTreeSet<String>>,
    }
    impl Tarjan<'_> {
        fn visit(&mut self, v: &str) {
            let n = self.index.len();
            self.index.insert(v.to_string(), n);
            self.low.insert(v.to_string(), n);
            self.stack.push(v.to_string());
            self.on_stack.insert(v.to_string());
            let next: Vec<String> = self
                .edges
                .get(v)
                .map(|s| s.iter().cloned().collect())
                .unwrap_or_default();
            for w in next {
                if !self.index.contains_key(&w) {
                    self.visit(&w);
                    let lw = self.low[&w];
                    let lv = self.low.get_mut(v).expect("visited");
                    *lv = (*lv).min(lw);
                } else if self.on_stack.contains(&w) {
                    let iw = self.index[&w];
                    let lv = self.low.get_mut(v).expect("visited");
                    *lv = (*lv).min(iw);
                }
            }
            if self.low[v] == self.index[v] {
                let mut group = BTreeSet::new();
                while let Some(w) = self.stack.pop() {
                    self.on_stack.remove(&w);
                    let done = w == v;
                    group.insert(w);
                    if done {
                        break;
                    }
                }
                if group.len() > 1 {
                    self.groups.push(group);
                }
            }
        }
    }
    let mut t = Tarjan {
        edges: &edges,
        index: BTreeMap::new(),
        low: BTreeMap::new(),
        stack: Vec::new(),
        on_stack: BTreeSet::new(),
        groups: Vec::new(),
    };
    for m in files.keys() {
        if !t.index.contains_key(m) {
            t.visit(m);
        }
    }
    t.groups
        .into_iter()
        .map(|g| g.iter().map(|m| files[m].clone()).collect())
        .collect()
}

#[test]
fn no_new_import_circles_between_files_of_a_crate() {
    let crates = strata_test_support::workspace_root().join("crates");
    let mut names: Vec<String> = std::fs::read_dir(&crates)
        .expect("crates/ is readable")
        .flatten()
        .filter(|e| e.path().join("src").is_dir())
        .map(|e| e.file_name().to_string_lossy().into_owned())
        .collect();
    names.sort();
    assert!(
        names.len() >= 10,
        "found only {names:?} under {}",
        crates.display()
    );
    let mut problems = Vec::new();
    let mut seen_known = BTreeSet::new();
    for name in &names {
        for group in circles(&crates.join(name).join("src")) {
            let known = KNOWN.iter().position(|(c, files, _)| {
                c == name && group.iter().all(|f| files.contains(&f.as_str()))
            });
            match known {
                Some(i) => {
                    seen_known.insert(i);
                }
                None => problems.push(format!(
                    "{name}: new import circle between {}",
                    group.iter().cloned().collect::<Vec<_>>().join(", ")
                )),
            }
        }
    }
    for (i, (c, files, _)) in KNOWN.iter().enumerate() {
        if !seen_known.contains(&i) {
            problems.push(format!(
                "{c}: the known circle {files:?} is gone; remove it from KNOWN"
            ));
        }
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

#[test]
fn the_scanner_sees_use_items_and_paths() {
    assert_eq!(module_of("lib.rs"), "");
    assert_eq!(module_of("yaml/mod.rs"), "yaml");
    assert_eq!(module_of("yaml/write.rs"), "yaml::write");
    let paths = expand("crate::{a::B, c::{d, e as f}}");
    assert_eq!(
        paths,
        vec![
            vec!["crate", "a", "B"],
            vec!["crate", "c", "d"],
            vec!["crate", "c", "e"]
        ]
    );
    let items = use_items(
        "use crate::x::{\n    A,\n    B,\n};\npub use y::Z;\n#[cfg(test)]\nuse crate::t;\n",
    );
    assert_eq!(items.len(), 2);
    assert_eq!(items[0].tree, "crate::x::{ A, B, }");
    assert!(items[1].public);
    assert_eq!(
        inline_paths(code(
            "let v = crate::json::write(x, super::y::Z); // crate::no"
        )),
        vec![vec!["crate", "json", "write"], vec!["super", "y", "Z"]]
    );
    assert!(inline_paths("$crate::x").is_empty());
}
