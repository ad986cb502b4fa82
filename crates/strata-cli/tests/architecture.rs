//! ARCHITECTURE.md's invariants that a test can check, checked against the tree as it is.
//!
//! * The dependency table of ARCHITECTURE.md against `cargo metadata`: every workspace crate is
//!   in the table with exactly its strata dependencies, a dev-dependency is `strata-test-support`
//!   or a crate below the crate, front-ends never depend on one another, nothing depends on
//!   `strata-cli` and only `strata-cli` on `strata-cmd`, the HCL language crates depend only on
//!   the core and on one another, `strata-test-support` is only ever a dev-dependency, and only
//!   the transport and the command line depend on the gRPC/protobuf/async crates (invariants 2
//!   and 3).
//! * No file-system, process, environment, socket or terminal access in the core, the HCL
//!   language crates and the front-ends (`src/`, test modules aside), except the files
//!   ARCHITECTURE.md names (invariants 1 and 3).
//! * Every command line (`crates/strata-cmd/src`) builds its OS host inside `Guarded::new(...)`,
//!   and no other `Host` implementation lives there (invariant 9).
//! * The values the gRPC server shares between threads are `Send + Sync` (invariant 6).
//! * Tests find the vectors only through `strata-test-support`, and no tracked file names the
//!   absolute path of this checkout (invariant 13).
//!
//! ARCHITECTURE.md names this file beside each invariant it checks.

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

use strata_test_support::workspace_root;

fn architecture() -> String {
    std::fs::read_to_string(workspace_root().join("ARCHITECTURE.md")).expect("read ARCHITECTURE.md")
}

/// One row of ARCHITECTURE.md's crate table.
#[derive(Debug)]
struct Row {
    depends_on: BTreeSet<String>,
    kind: String,
}

/// The crate table: `| `strata-x` | core, hcl | kind |` rows; short names get `strata-`.
fn table(doc: &str) -> BTreeMap<String, Row> {
    let mut rows = BTreeMap::new();
    for line in doc.lines() {
        let Some(rest) = line.strip_prefix("| `strata-") else {
            continue;
        };
        let cells: Vec<&str> = rest.split('|').map(str::trim).collect();
        assert!(cells.len() >= 3, "malformed crate table row: {line}");
        let name = format!("strata-{}", cells[0].trim_end_matches('`'));
        let depends_on = if cells[1] == "none" {
            BTreeSet::new()
        } else {
            cells[1]
                .split(',')
                .map(|d| format!("strata-{}", d.trim()))
                .collect()
        };
        rows.insert(
            name,
            Row {
                depends_on,
                kind: cells[2].to_string(),
            },
        );
    }
    assert!(!rows.is_empty(), "ARCHITECTURE.md has no crate table");
    rows
}

/// Each workspace package's dependencies as `cargo metadata` reports them: (name, kind) with
/// kind `normal`, `dev` or `build`.
fn metadata() -> BTreeMap<String, Vec<(String, String)>> {
    let cargo = std::env::var("CARGO").unwrap_or_else(|_| "cargo".to_string());
    let out = std::process::Command::new(cargo)
        .args([
            "metadata",
            "--format-version",
            "1",
            "--no-deps",
            "--offline",
        ])
        .current_dir(workspace_root())
        .output()
        .expect("run cargo metadata");
    assert!(
        out.status.success(),
        "cargo metadata failed: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    let json: serde_json::Value = serde_json::from_slice(&out.stdout).expect("metadata JSON");
    let mut packages = BTreeMap::new();
    for p in json["packages"].as_array().expect("packages") {
        let name = p["name"].as_str().expect("name").to_string();
        let deps = p["dependencies"]
            .as_array()
            .expect("dependencies")
            .iter()
            .map(|d| {
                (
                    d["name"].as_str().expect("dependency name").to_string(),
                    d["kind"].as_str().unwrap_or("normal").to_string(),
                )
            })
            .collect();
        packages.insert(name, deps);
    }
    packages
}

fn is_front_end(kind: &str) -> bool {
    kind.starts_with("system front-end")
}

fn is_language(kind: &str) -> bool {
    kind.starts_with("HCL language")
}

/// The crates `name` depends on, directly or through others, as the table says.
fn below(rows: &BTreeMap<String, Row>, name: &str) -> BTreeSet<String> {
    let mut seen = BTreeSet::new();
    let mut todo: Vec<&str> = vec![name];
    while let Some(n) = todo.pop() {
        for d in rows.get(n).map(|r| &r.depends_on).into_iter().flatten() {
            if seen.insert(d.clone()) {
                todo.push(d);
            }
        }
    }
    seen
}

/// What the table and the structural rules say about one crate's dependencies; the messages
/// of every broken rule.
fn dependency_violations(
    rows: &BTreeMap<String, Row>,
    packages: &BTreeMap<String, Vec<(String, String)>>,
) -> Vec<String> {
    let mut bad = Vec::new();
    let names: BTreeSet<&String> = packages.keys().collect();
    let listed: BTreeSet<&String> = rows.keys().collect();
    for missing in names.difference(&listed) {
        bad.push(format!(
            "{missing} is a workspace crate missing from the table"
        ));
    }
    for extra in listed.difference(&names) {
        bad.push(format!("{extra} is in the table but not in the workspace"));
    }
    // the gRPC, protobuf and async crates: only the transport and the command line know them
    let transport_deps = [
        "tonic",
        "prost",
        "tokio",
        "tonic-prost",
        "prost-types",
        "h2",
    ];
    for (name, deps) in packages {
        let Some(row) = rows.get(name) else { continue };
        let strata = |kind: &dyn Fn(&str) -> bool| -> BTreeSet<String> {
            deps.iter()
                .filter(|(d, k)| d.starts_with("strata-") && kind(k))
                .map(|(d, _)| d.clone())
                .collect()
        };
        let normal = strata(&|k| k != "dev");
        let dev = strata(&|k| k == "dev");
        if normal != row.depends_on {
            bad.push(format!(
                "{name} depends on {normal:?} but ARCHITECTURE.md's table says {:?}",
                row.depends_on
            ));
        }
        let below = below(rows, name);
        for d in &dev {
            if d != "strata-test-support" && !below.contains(d) {
                bad.push(format!("{name} has a dev-dependency on {d}"));
            }
        }
        for d in normal.iter().chain(&dev) {
            let kind = rows.get(d).map_or("", |r| r.kind.as_str());
            if d == "strata-cli" {
                bad.push(format!("{name} depends upward on strata-cli"));
            }
            if d == "strata-cmd" && name != "strata-cli" {
                bad.push(format!(
                    "{name} depends on strata-cmd, the command line of the binaries only"
                ));
            }
            if d == "strata-test-support" && normal.contains(d) {
                bad.push(format!(
                    "{name} depends on strata-test-support outside its tests"
                ));
            }
            if is_front_end(&row.kind) && is_front_end(kind) {
                bad.push(format!("front-end {name} depends on front-end {d}"));
            }
            if is_language(&row.kind)
                && d != "strata-core"
                && d != "strata-test-support"
                && !is_language(kind)
            {
                bad.push(format!("HCL language crate {name} depends on {d}"));
            }
        }
        if row.kind == "shared core" && !normal.is_empty() {
            bad.push(format!("the core {name} depends on {normal:?}"));
        }
        let transport =
            row.kind.starts_with("transport") || name == "strata-cli" || name == "strata-cmd";
        for (d, k) in deps {
            if k != "dev" && !transport && transport_deps.contains(&d.as_str()) {
                bad.push(format!(
                    "{name} depends on {d}, which only the transport may use"
                ));
            }
        }
    }
    bad
}

#[test]
fn the_dependency_table_is_the_workspace() {
    let rows = table(&architecture());
    let bad = dependency_violations(&rows, &metadata());
    assert!(
        bad.is_empty(),
        "ARCHITECTURE.md's dependency rules broken:\n{}",
        bad.join("\n")
    );
}

#[test]
fn the_dependency_rules_catch_a_front_end_that_imports_another() {
    let rows = table(&architecture());
    let mut packages = metadata();
    packages
        .get_mut("strata-spiff")
        .expect("strata-spiff")
        .push(("strata-hcldec".to_string(), "normal".to_string()));
    packages
        .get_mut("strata-core")
        .expect("strata-core")
        .push(("strata-cli".to_string(), "dev".to_string()));
    packages
        .get_mut("strata-nickel")
        .expect("strata-nickel")
        .push(("strata-puppet".to_string(), "dev".to_string()));
    packages
        .get_mut("strata-fnhcl-grpc")
        .expect("strata-fnhcl-grpc")
        .push(("strata-cmd".to_string(), "dev".to_string()));
    let bad = dependency_violations(&rows, &packages).join("\n");
    assert!(
        bad.contains("front-end strata-spiff depends on front-end strata-hcldec")
            && bad.contains("strata-core depends upward on strata-cli")
            && bad.contains("strata-nickel has a dev-dependency on strata-puppet")
            && bad.contains("strata-fnhcl-grpc depends on strata-cmd"),
        "{bad}"
    );
}

// ---------------------------------------------------------------------------------------------
// source scanning

/// `text` with comments, string and character literals blanked (newlines kept, so line numbers
/// stay), and the items under `#[cfg(test)]` blanked too. Also returns the names of test-only
/// modules declared out of line (`#[cfg(test)] mod tests;`).
fn code_only(text: &str) -> (String, Vec<String>) {
    let b = text.as_bytes();
    let mut out = Vec::with_capacity(b.len());
    let mut i = 0;
    let blank = |out: &mut Vec<u8>, s: &[u8]| {
        out.extend(s.iter().map(|&c| if c == b'\n' { b'\n' } else { b' ' }))
    };
    while i < b.len() {
        let rest = &b[i..];
        if rest.starts_with(b"//") {
            let end = rest.iter().position(|&c| c == b'\n').unwrap_or(rest.len());
            blank(&mut out, &rest[..end]);
            i += end;
        } else if rest.starts_with(b"/*") {
            let (mut depth, mut j) = (0usize, 0usize);
            while j < rest.len() {
                if rest[j..].starts_with(b"/*") {
                    depth += 1;
                    j += 2;
                } else if rest[j..].starts_with(b"*/") {
                    depth -= 1;
                    j += 2;
                    if depth == 0 {
                        break;
                    }
                } else {
                    j += 1;
                }
            }
            blank(&mut out, &rest[..j]);
            i += j;
        } else if (rest[0] == b'r' || rest.starts_with(b"br"))
            && !(i > 0 && (b[i - 1].is_ascii_alphanumeric() || b[i - 1] == b'_'))
            && {
                let s = if rest[0] == b'b' { 2 } else { 1 };
                let hashes = rest[s..].iter().take_while(|&&c| c == b'#').count();
                rest.get(s + hashes) == Some(&b'"')
            }
        {
            let s = if rest[0] == b'b' { 2 } else { 1 };
            let hashes = rest[s..].iter().take_while(|&&c| c == b'#').count();
            let mut close = vec![b'"'];
            close.extend(std::iter::repeat_n(b'#', hashes));
            let start = s + hashes + 1;
            let end = rest[start..]
                .windows(close.len())
                .position(|w| w == close.as_slice())
                .map_or(rest.len(), |p| start + p + close.len());
            out.extend_from_slice(b"\"\"");
            blank(&mut out, &rest[2.min(end)..end]);
            i += end;
        } else if rest[0] == b'"' {
            let mut j = 1;
            while j < rest.len() && rest[j] != b'"' {
                j += if rest[j] == b'\\' { 2 } else { 1 };
            }
            let end = (j + 1).min(rest.len());
            out.extend_from_slice(b"\"\"");
            blank(&mut out, &rest[2.min(end)..end]);
            i += end;
        } else if rest[0] == b'\'' {
            // a character literal ('x', '\n', '\u{..}', a multi-byte char) or a lifetime
            let lit_end = if rest.get(1) == Some(&b'\\') {
                // the escaped character may itself be a quote: `'\''`
                rest.get(3..)
                    .and_then(|r| r.iter().position(|&c| c == b'\''))
                    .map(|p| p + 4)
            } else {
                let ch = std::str::from_utf8(&rest[1..rest.len().min(5)])
                    .ok()
                    .or_else(|| std::str::from_utf8(&rest[1..rest.len().min(4)]).ok())
                    .or_else(|| std::str::from_utf8(&rest[1..rest.len().min(3)]).ok())
                    .or_else(|| std::str::from_utf8(&rest[1..rest.len().min(2)]).ok())
                    .and_then(|s| s.chars().next());
                ch.and_then(|c| {
                    let n = 1 + c.len_utf8();
                    (rest.get(n) == Some(&b'\'')).then_some(n + 1)
                })
            };
            match lit_end {
                Some(end) => {
                    blank(&mut out, &rest[..end]);
                    i += end;
                }
                None => {
                    out.push(b'\'');
                    i += 1;
                }
            }
        } else {
            out.push(rest[0]);
            i += 1;
        }
    }
    let mut code = String::from_utf8(out).expect("blanking keeps UTF-8 boundaries");
    // blank each `#[cfg(test)]` item: up to its `;` or through its matching `}`
    let mut test_modules = Vec::new();
    while let Some(at) = code.find("#[cfg(test)]") {
        let bytes = code.as_bytes();
        let mut j = at;
        while j < bytes.len() && bytes[j] != b'{' && bytes[j] != b';' {
            j += 1;
        }
        if j < bytes.len() && bytes[j] == b';' {
            let decl = &code[at + "#[cfg(test)]".len()..j];
            let words: Vec<&str> = decl.split_whitespace().collect();
            if let Some(pos) = words.iter().position(|w| *w == "mod") {
                if let Some(name) = words.get(pos + 1) {
                    test_modules.push(name.to_string());
                }
            }
            j += 1;
        } else {
            let mut depth = 0usize;
            while j < bytes.len() {
                match bytes[j] {
                    b'{' => depth += 1,
                    b'}' => {
                        depth -= 1;
                        if depth == 0 {
                            j += 1;
                            break;
                        }
                    }
                    _ => {}
                }
                j += 1;
            }
        }
        let blanked: String = code[at..j]
            .chars()
            .map(|c| if c == '\n' { '\n' } else { ' ' })
            .collect();
        code.replace_range(at..j, &blanked);
    }
    (code, test_modules)
}

/// The `.rs` files under `dir`, with test-only modules declared out of line left out.
fn sources(dir: &Path) -> Vec<(PathBuf, String)> {
    let mut files = Vec::new();
    let mut excluded: BTreeSet<PathBuf> = BTreeSet::new();
    let mut stack = vec![dir.to_path_buf()];
    let mut all = Vec::new();
    while let Some(d) = stack.pop() {
        for entry in std::fs::read_dir(&d).expect("read a source folder") {
            let path = entry.expect("a folder entry").path();
            if path.is_dir() {
                stack.push(path);
            } else if path.extension().is_some_and(|e| e == "rs") {
                all.push(path);
            }
        }
    }
    all.sort();
    for path in &all {
        let text = std::fs::read_to_string(path).expect("read a source file");
        let (code, test_modules) = code_only(&text);
        let stem = path.file_stem().and_then(|s| s.to_str()).unwrap_or("");
        let module_dir = if matches!(stem, "lib" | "main" | "mod") {
            path.parent().expect("parent").to_path_buf()
        } else {
            path.with_extension("")
        };
        for m in test_modules {
            excluded.insert(module_dir.join(format!("{m}.rs")));
            excluded.insert(module_dir.join(&m));
        }
        files.push((path.clone(), code));
    }
    files.retain(|(p, _)| !excluded.iter().any(|e| p.starts_with(e)));
    files
}

/// What the core, the HCL language crates and the front-ends may not write (as code, after
/// comments and strings are blanked): the operating system's files, processes, environment,
/// sockets and terminal.
const OS_ACCESS: &[&str] = &[
    "std::fs",
    "std::process",
    "std::env",
    "std::net::Tcp",
    "std::net::Udp",
    "std::os::",
    "File::open",
    "File::create",
    "OpenOptions",
    "Command::new",
    "env::var",
    "env::args",
    "env::current_dir",
    "env::set_var",
    "io::stdin",
    "io::stdout",
    "io::stderr",
    "println!",
    "print!",
    "eprintln!",
    "eprint!",
    "dbg!",
];

/// The `(line, pattern)` of every occurrence of `patterns` in `code`, whitespace squeezed out of
/// each line; a pattern that starts with a name must start a path there (not `xstd::fs` or
/// `my_print!`).
fn occurrences(code: &str, patterns: &[&str]) -> Vec<(usize, String)> {
    let mut found = Vec::new();
    let is_name = |c: char| c.is_alphanumeric() || c == '_';
    for (n, line) in code.lines().enumerate() {
        let flat: String = line.split_whitespace().collect();
        for pat in patterns {
            let mut from = 0;
            while let Some(p) = flat[from..].find(pat) {
                let at = from + p;
                let before = flat[..at].chars().next_back();
                if !(pat.starts_with(is_name) && before.is_some_and(is_name)) {
                    found.push((n + 1, pat.to_string()));
                }
                from = at + pat.len();
            }
        }
    }
    found
}

/// The `(file, line, what)` of every OS access in `code`; `use std::{fs, env, ...}` groups
/// included.
fn os_access(code: &str) -> Vec<(usize, String)> {
    let mut found = occurrences(code, OS_ACCESS);
    let squeezed = |s: &str| s.split_whitespace().collect::<String>();
    // `use std::{..}` groups spread over lines
    let flat = squeezed(&code.replace('\n', " "));
    let mut from = 0;
    while let Some(p) = flat[from..].find("usestd::{") {
        let start = from + p + "usestd::{".len();
        let end = flat[start..].find("};").map_or(flat.len(), |e| start + e);
        for item in flat[start..end].split(',') {
            if ["fs", "env", "process"].iter().any(|m| {
                item == *m
                    || item.starts_with(&format!("{m}::"))
                    || item.starts_with(&format!("{m}::{{"))
            }) {
                found.push((0, format!("use std::{{{item}}}")));
            }
        }
        from = end;
    }
    found
}

/// The files ARCHITECTURE.md lists right after the line containing `heading`: its bullets
/// (`- `path`: reason`), none when the list is empty.
fn listed_files(doc: &str, heading: &str) -> BTreeSet<String> {
    let mut lines = doc.lines().skip_while(|l| !l.contains(heading));
    assert!(
        lines.next().is_some(),
        "ARCHITECTURE.md must have the line \"{heading}\" followed by its list of files"
    );
    lines
        .map_while(|l| l.trim_start().strip_prefix("- `"))
        .map(|rest| rest.split('`').next().unwrap_or("").to_string())
        .collect()
}

/// The files ARCHITECTURE.md allows to reach the operating system although their crate is the
/// core, an HCL language crate or a front-end: the bullets after the line that says "OS access
/// is allowed in" (none when that line ends with "nowhere.").
fn allowed_os_access(doc: &str) -> BTreeSet<String> {
    listed_files(doc, "OS access is allowed in")
}

/// `path` relative to the workspace root `root`, with forward slashes.
fn relative(root: &Path, path: &Path) -> String {
    path.strip_prefix(root)
        .expect("under the root")
        .to_string_lossy()
        .replace('\\', "/")
}

fn os_violations(rows: &BTreeMap<String, Row>, allowed: &BTreeSet<String>) -> Vec<String> {
    let root = workspace_root();
    let mut bad = Vec::new();
    for (name, row) in rows {
        if !(row.kind == "shared core" || is_language(&row.kind) || is_front_end(&row.kind)) {
            continue;
        }
        for (path, code) in sources(&root.join("crates").join(name).join("src")) {
            let rel = relative(&root, &path);
            if allowed.contains(&rel) {
                continue;
            }
            for (line, what) in os_access(&code) {
                bad.push(format!("{rel}:{line}: `{what}`"));
            }
        }
    }
    bad
}

#[test]
fn the_core_and_the_front_ends_reach_the_os_only_through_a_host() {
    let doc = architecture();
    let allowed = allowed_os_access(&doc);
    let bad = os_violations(&table(&doc), &allowed);
    assert!(
        bad.is_empty(),
        "OS access in the core, an HCL language crate or a front-end (invariants 1 and 3; go \
         through strata_core::host::Host, or list the file in ARCHITECTURE.md with its reason):\n{}",
        bad.join("\n")
    );
    // every allowed file exists and still needs its exception
    let root = workspace_root();
    for file in &allowed {
        let text = std::fs::read_to_string(root.join(file))
            .unwrap_or_else(|e| panic!("ARCHITECTURE.md allows OS access in {file}: {e}"));
        assert!(
            !os_access(&code_only(&text).0).is_empty(),
            "ARCHITECTURE.md allows OS access in {file}, which no longer has any: remove it"
        );
    }
}

#[test]
fn the_scanner_sees_os_access_and_ignores_comments_strings_and_tests() {
    let code = r##"
// std::fs::read in a comment
/* nested /* std::env::var */ still comment */
const S: &str = "std::process::Command::new";
const R: &str = r#"File::open("x")"#;
fn lifetimes<'a>(x: &'a str) -> char { let _ = (x, '\'', b'"'); '"' }
fn reads() { let _ = std :: fs :: read("x"); }
use std::{collections::HashMap, env};
#[cfg(test)]
mod tests {
    fn t() { let _ = '{'; std::fs::read("x").unwrap(); }
}
#[cfg(test)]
mod more;
fn prints() { println!("{}", 1); }
"##;
    let (stripped, test_modules) = code_only(code);
    let found = os_access(&stripped);
    assert_eq!(
        found,
        vec![
            (7, "std::fs".to_string()),
            (15, "println!".to_string()),
            (0, "use std::{env}".to_string()),
        ],
        "{stripped}"
    );
    assert_eq!(test_modules, vec!["more".to_string()]);
}

// ---------------------------------------------------------------------------------------------
// every command line's host is Guarded

/// Every place in `code` (the command line's source, the host module aside) that makes an
/// `OsHost` other than as the first argument of `Guarded::new(`, and every other `Host`
/// implementation.
fn unguarded(code: &str) -> Vec<(usize, String)> {
    let mut bad = Vec::new();
    let flat: String = code
        .chars()
        .filter(|c| !c.is_whitespace() || *c == '\n')
        .collect();
    for (n, line) in flat.lines().enumerate() {
        if line.contains("implHostfor") || line.contains("Hostfor") && line.starts_with("impl") {
            bad.push((
                n + 1,
                "a Host implementation outside the host module".to_string(),
            ));
        }
    }
    let joined: String = flat.replace('\n', "");
    let line_of = |at: usize| {
        // the line number of the `at`-th non-whitespace character
        let mut seen = 0;
        for (n, line) in flat.lines().enumerate() {
            seen += line.len();
            if seen > at {
                return n + 1;
            }
        }
        0
    };
    for ctor in ["OsHost::new(", "OsHost::default(", "OsHost{"] {
        let mut from = 0;
        while let Some(p) = joined[from..].find(ctor) {
            let at = from + p;
            let before = joined[..at]
                .trim_end_matches("crate::host::")
                .trim_end_matches("strata_cmd::host::")
                .trim_end_matches("host::");
            if !before.ends_with("Guarded::new(") {
                bad.push((line_of(at), format!("`{ctor}` outside `Guarded::new(`")));
            }
            from = at + ctor.len();
        }
    }
    bad
}

#[test]
fn every_command_line_builds_its_host_through_guarded() {
    let root = workspace_root();
    let src = root.join("crates/strata-cmd/src");
    let mut bad = Vec::new();
    let mut guarded = 0;
    for (path, code) in sources(&src) {
        // The host module (`host/`: the OS host, and the host over a git tree) is where hosts
        // are made; every other file must wrap them in `Guarded`.
        if path.starts_with(src.join("host")) {
            continue;
        }
        let rel = path
            .strip_prefix(&root)
            .expect("under the root")
            .display()
            .to_string();
        guarded += code.matches("Guarded::new(").count();
        for (line, what) in unguarded(&code) {
            bad.push(format!("{rel}:{line}: {what}"));
        }
    }
    assert!(
        bad.is_empty(),
        "a command line skips Guarded (invariant 9):\n{}",
        bad.join("\n")
    );
    assert!(
        guarded >= 3,
        "expected the nickel, spiff and puppet command lines to build Guarded hosts"
    );
}

#[test]
fn the_guard_check_catches_a_bare_os_host() {
    let bare = "fn session() -> Nickel {\n    let host = crate::host::OsHost::new();\n    Nickel::new(Box::new(host))\n}\n";
    assert_eq!(
        unguarded(bare),
        vec![(2, "`OsHost::new(` outside `Guarded::new(`".to_string())]
    );
    let wrapped =
        "let host = Guarded::new(\n    crate::host::OsHost::new(),\n    Policy::default(),\n);\n";
    assert!(unguarded(wrapped).is_empty());
    assert_eq!(unguarded("impl Host for Mine {}\n").len(), 1);
}

// ---------------------------------------------------------------------------------------------
// values shared between threads

#[test]
fn shared_values_are_send_and_sync() {
    fn send_sync<T: Send + Sync>() {}
    send_sync::<strata_core::Value>();
    send_sync::<strata_core::Diagnostic>();
    send_sync::<strata_core::SourceMap>();
    #[cfg(feature = "hcldec")]
    send_sync::<strata_hcl_types::Value>();
}

// ---------------------------------------------------------------------------------------------
// sorts with a comparison go through strata_core::sort (invariant 15)

/// The standard library's sorts that take a comparison or a key: each call compiles its own
/// copy of the sort.
const COMPARISON_SORTS: &[&str] = &[
    ".sort_by(",
    ".sort_by_key(",
    ".sort_by_cached_key(",
    ".sort_unstable_by(",
    ".sort_unstable_by_key(",
];

/// The `(line, call)` of every standard sort with a comparison in `code`.
fn comparison_sorts(code: &str) -> Vec<(usize, String)> {
    occurrences(code, COMPARISON_SORTS)
}

/// The files ARCHITECTURE.md lets keep the standard library's sorts with a comparison.
fn allowed_comparison_sorts(doc: &str) -> BTreeSet<String> {
    listed_files(doc, "Standard sorts with a comparison are allowed in")
}

#[test]
fn sorts_with_a_comparison_go_through_the_core_sort() {
    let allowed = allowed_comparison_sorts(&architecture());
    let root = workspace_root();
    let mut bad = Vec::new();
    let mut used = BTreeSet::new();
    let mut crates: Vec<PathBuf> = std::fs::read_dir(root.join("crates"))
        .expect("read the crates folder")
        .map(|e| e.expect("a folder entry").path().join("src"))
        .filter(|p| p.is_dir())
        .collect();
    crates.sort();
    for dir in crates {
        for (path, code) in sources(&dir) {
            let rel = relative(&root, &path);
            let found = comparison_sorts(&code);
            if found.is_empty() {
                continue;
            }
            if allowed.contains(&rel) {
                used.insert(rel);
                continue;
            }
            for (line, call) in found {
                bad.push(format!("{rel}:{line}: `{call}`"));
            }
        }
    }
    assert!(
        bad.is_empty(),
        "standard sorts with a comparison outside the hot paths (invariant 15: use \
         strata_core::sort::{{sort_by, sort_by_key}}, or list the file in ARCHITECTURE.md with \
         the benchmark that needs it):\n{}",
        bad.join("\n")
    );
    let stale: Vec<&String> = allowed.difference(&used).collect();
    assert!(
        stale.is_empty(),
        "ARCHITECTURE.md lets these files keep standard sorts with a comparison, and they have \
         none: remove them from invariant 15: {stale:?}"
    );
}

#[test]
fn the_sort_check_sees_calls_and_ignores_comments_and_the_core_sort() {
    let code = r#"
// v.sort_by(|a, b| a.cmp(b)) in a comment
fn f(v: &mut Vec<(u8, u8)>) {
    strata_core::sort::sort_by(v, |a, b| a.cmp(b));
    v.sort();
    v
        .sort_unstable_by_key(|p| p.1);
    v.sort_by(|a, b| b.cmp(a));
}
"#;
    let (stripped, _) = code_only(code);
    assert_eq!(
        comparison_sorts(&stripped),
        vec![
            (7, ".sort_unstable_by_key(".to_string()),
            (8, ".sort_by(".to_string()),
        ]
    );
}

// ---------------------------------------------------------------------------------------------
// tests find the vectors through strata-test-support; no absolute path of this machine

/// Tracked files (`git ls-files`), or `None` outside a git checkout.
fn tracked_files() -> Option<Vec<PathBuf>> {
    let out = std::process::Command::new("git")
        .args(["ls-files", "-z"])
        .current_dir(workspace_root())
        .output()
        .ok()?;
    if !out.status.success() {
        return None;
    }
    Some(
        out.stdout
            .split(|&b| b == 0)
            .filter(|p| !p.is_empty())
            .map(|p| workspace_root().join(String::from_utf8_lossy(p).as_ref()))
            .collect(),
    )
}

#[test]
fn tests_find_the_vectors_only_through_test_support() {
    let root = workspace_root();
    let mut bad = Vec::new();
    for dir in std::fs::read_dir(root.join("crates")).expect("crates") {
        let krate = dir.expect("entry").path();
        if krate.ends_with("strata-test-support") {
            continue;
        }
        let this_file = krate.join("tests").join("architecture.rs");
        for sub in ["tests", "src", "benches"] {
            if !krate.join(sub).is_dir() {
                continue;
            }
            for (path, _) in sources(&krate.join(sub)) {
                if path == this_file {
                    continue; // the patterns below
                }
                let raw: String = std::fs::read_to_string(&path)
                    .expect("read")
                    .split_whitespace()
                    .collect();
                let own_lookup = [
                    "var(\"STRATA_VECTORS\")",
                    "var_os(\"STRATA_VECTORS\")",
                    "\"../shared/vectors",
                    "join(\"shared\")",
                ];
                if own_lookup.iter().any(|l| raw.contains(l)) {
                    bad.push(
                        path.strip_prefix(&root)
                            .expect("under root")
                            .display()
                            .to_string(),
                    );
                }
            }
        }
    }
    assert!(
        bad.is_empty(),
        "find the vectors with strata_test_support::vectors (invariant 13): {bad:?}"
    );
}

#[test]
fn no_tracked_file_names_this_checkout_s_absolute_path() {
    let Some(files) = tracked_files() else {
        assert!(
            !strata_test_support::in_ci(),
            "CI must run from a git checkout"
        );
        eprintln!("not a git checkout: skipped");
        return;
    };
    let root = workspace_root().canonicalize().expect("canonical root");
    // the folder holding the checkout (e.g. where ../shared lives): a path under it in a
    // committed file would only work on this machine
    let parent = match root.parent() {
        Some(p) if p.parent().is_some() => p,
        _ => &root, // a checkout right under the file-system root: its own path
    };
    let needle = format!("{}/", parent.display());
    let mut bad = Vec::new();
    for f in files {
        if let Ok(text) = std::fs::read_to_string(&f) {
            if text.contains(&needle) {
                bad.push(f.strip_prefix(&root).unwrap_or(&f).display().to_string());
            }
        }
    }
    assert!(
        bad.is_empty(),
        "files naming {needle} (invariant 13): {bad:?}"
    );
}
