//! Replays `tests/puppet-spec/cases/*` through `strata puppet` with the shared vectors' own
//! `run.py --cases`, with and without `--strict`.
//!
//! The cases are the Puppet-language manifests of puppetlabs/puppet 7.23.0's spec files
//! (extracted by `tests/puppet-spec/tools/extract.py`, expectations captured from Puppet 7.23 by
//! `tests/puppet-spec/tools/build.py`) that the shared vectors do not hold: the shared set's
//! held-back numbers and the examples of further spec files of the same kinds. Every failing case
//! must be listed, with its reason, in `conformance/known-failures.tsv` (suites `puppet spec` and
//! `puppet spec --strict`); an unlisted failure fails the test, and so does a listed case that
//! passes again. When the runner (or `python3`) is absent the test says so and passes, unless
//! `CI` is set, where it fails.

use std::path::Path;
use std::process::Command;

use strata_test_support::puppet::{runner, PuppetLink};
use strata_test_support::{assert_failures_known, workspace_root};

fn run_suite(run_py: &Path, tool: &Path, cases: &Path, strict: bool) {
    let suite = if strict {
        "puppet spec --strict"
    } else {
        "puppet spec"
    };
    let mut cmd = Command::new("python3");
    cmd.arg(run_py)
        .arg("--bin")
        .arg(tool)
        .arg("--cases")
        .arg(cases)
        .args(["-j", "2"]);
    if strict {
        cmd.arg("--strict");
    }
    let out = cmd.output().expect("run python3");
    let stdout = String::from_utf8_lossy(&out.stdout);
    let summary = assert_failures_known(suite, &stdout);
    assert!(
        !summary.starts_with("0 passed"),
        "{suite}: no case ran: {summary}"
    );
    eprintln!("{suite}: {summary}");
}

#[test]
fn puppet_spec_cases() {
    let Some(run_py) = runner("the Puppet spec cases") else {
        return;
    };
    let cases = workspace_root()
        .join("tests")
        .join("puppet-spec")
        .join("cases");
    assert!(cases.is_dir(), "{} is missing", cases.display());
    // The runner calls `BIN compile ...`: a link named `puppet` makes strata answer as that tool.
    let link = PuppetLink::new(
        Path::new(env!("CARGO_BIN_EXE_strata")),
        "strata-puppet-spec",
    );
    run_suite(&run_py, &link.tool, &cases, false);
    run_suite(&run_py, &link.tool, &cases, true);
}
