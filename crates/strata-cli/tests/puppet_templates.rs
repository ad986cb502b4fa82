//! Runs the template corpus (`tests/realworld/puppet/templates/cases/*`: every ERB template of
//! Debian's Puppet modules that the real-world corpus does not reach, rendered by Puppet 7.23
//! with recorded variables) through `strata puppet`, with the corpus's own `run.py`: each
//! rendering must equal Puppet's byte for byte (native ERB, or the Ruby companion where strata
//! falls back to it), each error Puppet's error.
//!
//! The modules are not in the repository: the runner finds them as the real-world corpus does
//! (`$STRATA_PUPPET_MODULEPATH`, else Debian's `puppet-module-*` packages). When they (or
//! `python3`) are absent the test says so and passes, unless `CI` is set, where it fails. Every
//! failing case must be listed in `conformance/known-failures.tsv` (suite `puppet templates`);
//! an unlisted failure fails the test, and so does a listed case that passes.

use std::process::Command;

use strata_test_support::{assert_failures_known, workspace_root};

const SUITE: &str = "puppet templates";

fn absent(what: &str) {
    if strata_test_support::in_ci() {
        panic!("{what}; the Puppet template corpus must run in CI");
    }
    eprintln!("skipping the Puppet template corpus: {what}");
}

#[test]
fn puppet_template_corpus() {
    let run_py = workspace_root()
        .join("tests")
        .join("realworld")
        .join("puppet")
        .join("templates")
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
