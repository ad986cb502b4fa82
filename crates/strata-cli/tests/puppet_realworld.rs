//! Runs the project's real-world Puppet corpus (`tests/realworld/puppet/cases/*`: catalogs that
//! Puppet 7.23 compiled from the modules Debian packages) through `strata puppet`, with the
//! corpus's own `run.py`.
//!
//! The modules are not in the repository: the runner finds them through
//! `$STRATA_PUPPET_MODULEPATH`, else where Debian's `puppet-module-*` packages install them
//! (`.ci/run` installs the packages). When they (or `python3`) are absent the test says so and
//! passes, unless `CI` is set, where it fails. Every failing case must be listed, with its
//! reason, in `conformance/known-failures.tsv` (suite `puppet realworld`); an unlisted failure
//! fails the test, and so does a listed case that passes (so the list stays honest).

use std::process::Command;

use strata_test_support::{assert_failures_known, workspace_root};

const SUITE: &str = "puppet realworld";

fn absent(what: &str) {
    if strata_test_support::in_ci() {
        panic!("{what}; the real-world Puppet corpus must run in CI");
    }
    eprintln!("skipping the real-world Puppet corpus: {what}");
}

#[test]
fn puppet_realworld_corpus() {
    let run_py = workspace_root()
        .join("tests")
        .join("realworld")
        .join("puppet")
        .join("run.py");
    assert!(run_py.exists(), "{} is missing", run_py.display());
    if Command::new("python3").arg("--version").output().is_err() {
        return absent("python3 is not installed");
    }
    let out = Command::new("python3")
        .arg(&run_py)
        .arg("--bin")
        .arg(env!("CARGO_BIN_EXE_strata"))
        .arg("-j")
        .arg("2")
        .output()
        .expect("run python3");
    let stdout = String::from_utf8_lossy(&out.stdout);
    if out.status.code() == Some(2) {
        return absent(stdout.trim());
    }
    let summary = assert_failures_known(SUITE, &stdout);
    eprintln!("{SUITE}: {summary}");
}
