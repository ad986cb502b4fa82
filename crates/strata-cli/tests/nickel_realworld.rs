//! Runs the Nickel real-world corpus of the repository (`tests/realworld/nickel/`) against the
//! `nickel` binary through the corpus' own `run.py`:
//!
//! * `nickel integration`: the integration suite of the `nickel-lang-core` 0.19.0 crate (the one
//!   nickel 1.18 is built from), every file run with `nickel eval`;
//! * `nickel realworld`: public Nickel programs, run with `nickel export --format json`.
//!
//! Both compare with the behaviour of nickel 1.18 captured in the repository. A case listed for
//! the suite in `conformance/known-failures.tsv` (with its reason) may fail; the test fails on any
//! other failure, and on a listed case that now passes (so the list only shrinks). Everything
//! the test needs is in the repository; it needs `python3` to run the corpus' runner and fails
//! when it cannot start it.

use std::collections::BTreeSet;

use std::process::Command;

use strata_test_support::{known_failures, workspace_root};

fn run_suite(suite: &str, known_suite: &str) {
    let root = workspace_root();
    let runner = root.join("tests/realworld/nickel/run.py");
    assert!(
        runner.exists(),
        "corpus runner missing: {}",
        runner.display()
    );
    let out = Command::new("python3")
        .arg(&runner)
        .arg("--bin")
        .arg(env!("CARGO_BIN_EXE_nickel"))
        .arg("--suite")
        .arg(suite)
        .arg("-j")
        .arg("2")
        .output()
        .unwrap_or_else(|e| panic!("cannot run python3 (needed for {}): {e}", runner.display()));
    let stdout = String::from_utf8_lossy(&out.stdout);
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(
        stdout
            .lines()
            .any(|l| l.contains("] ") && l.contains(" passed, ")),
        "run.py printed no summary:\n{stdout}\n{stderr}"
    );
    let known = known_failures(known_suite);
    let mut failed = BTreeSet::new();
    let mut unexpected = Vec::new();
    for line in stdout.lines() {
        if let Some(rest) = line.strip_prefix("FAIL ") {
            let case = rest.split(" - ").next().unwrap_or(rest).trim().to_string();
            if !known.contains(&case) {
                unexpected.push(line.to_string());
            }
            failed.insert(case);
        }
    }
    let now_passing: Vec<String> = known
        .iter()
        .filter(|k| !failed.contains(*k))
        .cloned()
        .collect();
    eprintln!(
        "{}",
        stdout
            .lines()
            .find(|l| l.starts_with('['))
            .unwrap_or_default()
    );
    assert!(
        unexpected.is_empty(),
        "{} unexpected failures in suite `{known_suite}` (list them with a reason in \
         conformance/known-failures.tsv only if they are understood):\n{}",
        unexpected.len(),
        unexpected.join("\n")
    );
    assert!(
        now_passing.is_empty(),
        "listed failures of suite `{known_suite}` now pass; remove them from \
         conformance/known-failures.tsv:\n{}",
        now_passing.join("\n")
    );
}

#[test]
fn nickel_integration_suite() {
    run_suite("integration", "nickel integration");
}

#[test]
fn nickel_realworld_programs() {
    run_suite("realworld", "nickel realworld");
}
