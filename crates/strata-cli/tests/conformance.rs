//! Runs every conformance vector suite (`../shared/vectors`, or `$STRATA_VECTORS`) against the
//! binaries this build produced, through `scripts/conformance.py --check`: the test fails when any
//! suite passes fewer vectors than `CONFORMANCE.md` records, when a suite's failures differ from
//! `conformance/known-failures.tsv`, and under `CI` when a suite did not run (its harness,
//! reference or packages missing; outside CI those are reported and pass, `--allow-missing`).
//! When the vectors folder or the Python runner's dependencies are absent it says so and passes
//! (the repository's own tests still run), except under `CI`, where that fails (see
//! `strata-test-support`).

use std::path::PathBuf;
use std::process::Command;

#[test]
fn vector_suites_do_not_regress() {
    let root = strata_test_support::workspace_root();
    let Some(vectors) = strata_test_support::vectors("") else {
        return;
    };
    let has_yaml = Command::new("python3")
        .args(["-c", "import yaml"])
        .status()
        .map(|s| s.success())
        .unwrap_or(false);
    if !has_yaml {
        let message = "conformance: python3 with PyYAML is needed to run the vector suites (pip install pyyaml)";
        assert!(
            !strata_test_support::in_ci(),
            "{message}; CI is set, so this fails"
        );
        eprintln!("{message}; skipped");
        return;
    }
    let strata = PathBuf::from(env!("CARGO_BIN_EXE_strata"));
    let bin_dir = strata.parent().expect("binary has a directory");
    let out = Command::new("python3")
        .arg(root.join("scripts").join("conformance.py"))
        .arg("--bin-dir")
        .arg(bin_dir)
        .arg("--vectors")
        .arg(&vectors)
        .arg("--check")
        // outside CI a suite whose harness or reference is missing is reported, not failed
        .args((!strata_test_support::in_ci()).then_some("--allow-missing"))
        .output()
        .expect("python3 runs");
    let text = String::from_utf8_lossy(&out.stdout);
    eprintln!("{text}{}", String::from_utf8_lossy(&out.stderr));
    assert!(
        out.status.success(),
        "a conformance suite regressed:\n{text}"
    );
}
