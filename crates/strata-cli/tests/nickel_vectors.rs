//! Runs the Nickel conformance vectors (`vectors/nickel/cases/*`) against the `nickel` binary
//! through the vectors' own `run.py` (the runner the reference was captured with).
//!
//! The vectors live outside the repository: `$STRATA_VECTORS`, by default `../shared/vectors`
//! relative to the repository root. When they (or `python3`) are absent the test says so and
//! passes, unless `CI` is set. Cases listed for the `nickel` suite in
//! `conformance/known-failures.tsv` may fail (each with its reason); any other failure fails the
//! test, and a listed case that now passes is reported so the list can shrink.

use std::process::Command;

use strata_test_support::vectors_root;

#[test]
fn nickel_vectors() {
    let vectors = vectors_root();
    let runner = vectors.join("nickel/run.py");
    let ci = strata_test_support::in_ci();
    if !runner.exists() {
        assert!(!ci, "nickel vectors not found at {}", runner.display());
        eprintln!("skipping: nickel vectors not found at {}", runner.display());
        return;
    }
    let out = match Command::new("python3")
        .arg(&runner)
        .arg("--bin")
        .arg(env!("CARGO_BIN_EXE_nickel"))
        .arg("-j")
        .arg("2")
        .output()
    {
        Ok(o) => o,
        Err(e) => {
            assert!(!ci, "cannot run python3: {e}");
            eprintln!("skipping: cannot run python3: {e}");
            return;
        }
    };
    let stdout = String::from_utf8_lossy(&out.stdout);
    let known = strata_test_support::known_failures("nickel");
    let mut unexpected = Vec::new();
    let mut failed = Vec::new();
    for line in stdout.lines() {
        if let Some(rest) = line.strip_prefix("FAIL ") {
            let case = rest.split(" - ").next().unwrap_or(rest).trim();
            failed.push(case.to_string());
            if !known.contains(case) {
                unexpected.push(line.to_string());
            }
        }
    }
    for k in &known {
        if !failed.iter().any(|f| f == k) {
            eprintln!("known failure now passes (remove it from known-failures.tsv): {k}");
        }
    }
    eprintln!("{}", stdout.lines().last().unwrap_or(""));
    assert!(
        stdout.contains(" passed, "),
        "run.py printed no summary:\n{stdout}"
    );
    assert!(
        unexpected.is_empty(),
        "unexpected failures:\n{}",
        unexpected.join("\n")
    );
}
