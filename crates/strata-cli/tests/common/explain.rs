//! What the `explain_<system>` tests share: the data-driven cases under `tests/explain/<system>/`
//! (a folder with `args`, one argument per line, and `expected.json`, `expected.txt` or
//! `expected.err`), and the argument lookups the checks make.

// Each explain test uses only some of these helpers.
#![allow(dead_code)]

use std::path::{Path, PathBuf};

/// The case folders of `tests/explain/<system>/` that hold an `args` file, sorted.
pub fn cases(system: &str) -> Vec<PathBuf> {
    let root = strata_test_support::workspace_root()
        .join("tests/explain")
        .join(system);
    let mut out: Vec<PathBuf> = std::fs::read_dir(&root)
        .unwrap_or_else(|e| panic!("{}: {e}", root.display()))
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.join("args").is_file())
        .collect();
    out.sort();
    out
}

/// The lines of a file (a case's `args`).
pub fn lines(path: &Path) -> Vec<String> {
    std::fs::read_to_string(path)
        .unwrap_or_else(|e| panic!("{}: {e}", path.display()))
        .lines()
        .map(str::to_string)
        .collect()
}

/// The argument after `flag`.
pub fn flag<'a>(args: &'a [String], flag: &str) -> Option<&'a str> {
    let i = args.iter().position(|a| a == flag)?;
    args.get(i + 1).map(String::as_str)
}

/// Runs every case with `explain(case, args)` (exit status, stdout, stderr) and compares the
/// whole output with the case's expected file: `expected.err` (standard error, exit 1),
/// `expected.txt` or `expected.json` (standard output, exit 0). With `STRATA_BLESS` set, writes
/// the outputs instead.
pub fn check_expected(
    cases: &[PathBuf],
    explain: impl Fn(&Path, &[String]) -> (i32, String, String),
) {
    let bless = std::env::var_os("STRATA_BLESS").is_some();
    let mut failures = Vec::new();
    for case in cases {
        let name = case.file_name().unwrap().to_string_lossy().into_owned();
        let args = lines(&case.join("args"));
        let (code, out, err) = explain(case, &args);
        let (file, want_code, got) = if case.join("expected.err").exists() {
            ("expected.err", 1, err.clone())
        } else if case.join("expected.txt").exists() {
            ("expected.txt", 0, out.clone())
        } else {
            ("expected.json", 0, out.clone())
        };
        if bless {
            std::fs::write(case.join(file), &got).expect("bless");
            continue;
        }
        let want = std::fs::read_to_string(case.join(file)).expect("expected output");
        if code != want_code || got != want {
            failures.push(format!(
                "{name}: exit {code} (expected {want_code})\n--- expected {file}\n{want}\n--- got\n{got}\n--- stderr\n{err}"
            ));
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}
