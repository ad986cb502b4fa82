//! The Ruby type reader's results on every type file of the committed corpora
//! (`tests/puppet-types/modules`, `tests/realworld/puppet*/modules`), compared with
//! `tests/puppet-types/ruby-reader.expected`. The expected file was captured from the reader
//! that parsed with tree-sitter's Ruby grammar, before strata's own Ruby front-end replaced it:
//! the two must give the same types (names, parameters and namevars, properties,
//! metaparameters, isomorphism, title patterns) and fail on the same lines.
//!
//! `STRATA_BLESS=1` rewrites the expected file; `STRATA_RUBY_DUMP=out.txt` with
//! `STRATA_RUBY_ROOTS=dir1:dir2` (directories of modules) writes the same rendering of other
//! corpora, to compare readers on corpora that are not committed.

use std::path::{Path, PathBuf};

use strata_puppet::resource_types::ruby_reader::{read_type_file_at, ReadPatterns, ReadType};

/// Every module's `lib/puppet/type/*.rb` under `root`, sorted.
fn type_files(root: &Path) -> Vec<PathBuf> {
    strata_test_support::files_in_each(root, "lib/puppet/type", "rb")
}

/// Reads a type file as the compiler does: its own module's `lib/` first, then every
/// module's, for the files it requires.
fn read(root: &Path, f: &Path) -> Result<Vec<ReadType>, String> {
    let text = std::fs::read_to_string(f).map_err(|e| e.to_string())?;
    let own = f.parent().and_then(Path::parent).and_then(Path::parent);
    let mut libs: Vec<String> = own.iter().map(|l| l.display().to_string()).collect();
    if let Ok(mods) = std::fs::read_dir(root) {
        let mut all: Vec<String> = mods
            .flatten()
            .map(|m| m.path().join("lib").display().to_string())
            .collect();
        all.sort();
        let first = libs.first().cloned();
        libs.extend(all.into_iter().filter(|l| Some(l) != first.as_ref()));
    }
    read_type_file_at(&f.display().to_string(), &text, &libs, &mut |p| {
        std::fs::read_to_string(p).ok()
    })
}

/// An error as compared: only its line (the wording of the snippet may differ between
/// parsers; where the reader fails may not).
fn err_line(e: &str) -> String {
    if std::env::var_os("STRATA_RUBY_VERBOSE").is_some() {
        return format!("error: {e}");
    }
    match e.strip_prefix("line ") {
        Some(rest) => format!(
            "error at line {}",
            rest.split(|c: char| !c.is_ascii_digit())
                .next()
                .unwrap_or("")
        ),
        None => "error".to_string(),
    }
}

fn render(name: &str, r: &Result<Vec<ReadType>, String>) -> String {
    let mut s = format!("== {name}\n");
    match r {
        Err(e) => s.push_str(&format!("{}\n", err_line(e))),
        Ok(types) => {
            for t in types {
                let params: Vec<String> = t
                    .params
                    .iter()
                    .map(|(p, nv)| if *nv { format!("{p}*") } else { p.clone() })
                    .collect();
                s.push_str(&format!(
                    "type {} isomorphic={}\n  params {}\n  properties {}\n  metaparams {}\n",
                    t.name,
                    t.isomorphic,
                    params.join(" "),
                    t.properties.join(" "),
                    t.metaparams.join(" ")
                ));
                match &t.patterns {
                    ReadPatterns::Default => s.push_str("  patterns default\n"),
                    ReadPatterns::Unreadable(e) => {
                        s.push_str(&format!("  patterns unreadable: {}\n", err_line(e)))
                    }
                    ReadPatterns::Literal(l) => {
                        for (src, flags, attrs) in l {
                            s.push_str(&format!("  pattern /{src}/{flags} {}\n", attrs.join(" ")));
                        }
                    }
                }
            }
        }
    }
    s
}

fn render_roots(ws: &Path, roots: &[PathBuf]) -> (String, usize) {
    let mut out = String::new();
    let mut n = 0;
    for root in roots {
        for f in type_files(root) {
            let shown = f.strip_prefix(ws).unwrap_or(&f).display().to_string();
            out.push_str(&render(&shown, &read(root, &f)));
            n += 1;
        }
    }
    (out, n)
}

#[test]
fn reader_matches_the_captured_results() {
    let ws = strata_test_support::workspace_root();
    let mut roots = vec![ws.join("tests/puppet-types/modules")];
    if let Ok(rw) = std::fs::read_dir(ws.join("tests/realworld")) {
        let mut more: Vec<PathBuf> = rw
            .flatten()
            .map(|d| d.path())
            .filter(|d| {
                d.file_name()
                    .is_some_and(|n| n.to_string_lossy().starts_with("puppet"))
            })
            .map(|d| d.join("modules"))
            .filter(|d| d.is_dir())
            .collect();
        more.sort();
        roots.extend(more);
    }
    let (got, n) = render_roots(&ws, &roots);
    assert!(n >= 60, "type files missing: {n}");
    let expected_path = ws.join("tests/puppet-types/ruby-reader.expected");
    if std::env::var_os("STRATA_BLESS").is_some() {
        std::fs::write(&expected_path, &got).expect("write the expected file");
    }
    if let (Some(out), Some(dirs)) = (
        std::env::var_os("STRATA_RUBY_DUMP"),
        std::env::var_os("STRATA_RUBY_ROOTS"),
    ) {
        let roots: Vec<PathBuf> = std::env::split_paths(&dirs).collect();
        let (dump, n) = render_roots(&ws, &roots);
        std::fs::write(out, dump).expect("write the dump");
        eprintln!("{n} type files dumped");
    }
    let expected = std::fs::read_to_string(&expected_path).expect("the expected file");
    if got != expected {
        let diff: Vec<String> = got
            .split("== ")
            .zip(expected.split("== "))
            .filter(|(a, b)| a != b)
            .take(10)
            .map(|(a, b)| format!("got:\n{a}expected:\n{b}"))
            .collect();
        panic!("{n} type files; differences:\n{}", diff.join("\n"));
    }
    eprintln!("{n} type files read as captured");
}
