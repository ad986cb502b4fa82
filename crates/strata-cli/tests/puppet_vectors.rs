//! Runs the Puppet conformance vectors (`vectors/puppet/cases/*`) through `strata puppet`, with
//! the vectors' own `run.py`, with and without `--strict`.
//!
//! The vectors live outside the repository: `$STRATA_VECTORS`, by default `../shared/vectors`
//! relative to the repository root. When they (or `python3`) are absent the test says so and
//! passes, unless `CI` is set, where it fails. Every failing case must be listed, with its
//! reason, in `conformance/known-failures.tsv` (suites `puppet cases` and `puppet cases --strict`);
//! an unlisted failure fails the test, and so does a listed case that passes again (so the list
//! stays honest).

use std::path::Path;
use std::process::Command;

use strata_test_support::{assert_failures_known, vectors_root};

fn absent(what: &str) {
    if strata_test_support::in_ci() {
        panic!("{what}; the Puppet vectors must run in CI");
    }
    eprintln!("skipping the Puppet vectors: {what}");
}

fn run_suite(run_py: &Path, tool: &Path, strict: bool) {
    let suite = if strict {
        "puppet cases --strict"
    } else {
        "puppet cases"
    };
    let mut cmd = Command::new("python3");
    cmd.arg(run_py).arg("--bin").arg(tool).arg("-j").arg("2");
    if strict {
        cmd.arg("--strict");
    }
    let out = cmd.output().expect("run python3");
    let stdout = String::from_utf8_lossy(&out.stdout);
    let summary = assert_failures_known(suite, &stdout);
    eprintln!("{suite}: {summary}");
}

#[test]
fn puppet_vectors() {
    let root = vectors_root().join("puppet");
    let run_py = root.join("run.py");
    if !run_py.exists() {
        return absent(&format!(
            "{} not found (set STRATA_VECTORS)",
            run_py.display()
        ));
    }
    if Command::new("python3").arg("--version").output().is_err() {
        return absent("python3 is not installed");
    }
    // The runner calls `BIN compile ...`: a link named `puppet` makes strata answer as that tool.
    let dir = std::env::temp_dir().join(format!("strata-puppet-vectors-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("temp dir");
    let tool = dir.join("puppet");
    let _ = std::fs::remove_file(&tool);
    #[cfg(unix)]
    std::os::unix::fs::symlink(env!("CARGO_BIN_EXE_strata"), &tool).expect("link strata as puppet");
    #[cfg(not(unix))]
    std::fs::copy(env!("CARGO_BIN_EXE_strata"), &tool).expect("copy strata as puppet");
    run_suite(&run_py, &tool, false);
    run_suite(&run_py, &tool, true);
    let _ = std::fs::remove_dir_all(&dir);
}
