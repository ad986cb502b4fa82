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

use strata_test_support::assert_failures_known;
use strata_test_support::puppet::{runner, PuppetLink};

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
    let Some(run_py) = runner("the Puppet vectors") else {
        return;
    };
    // The runner calls `BIN compile ...`: a link named `puppet` makes strata answer as that tool.
    let link = PuppetLink::new(
        Path::new(env!("CARGO_BIN_EXE_strata")),
        "strata-puppet-vectors",
    );
    run_suite(&run_py, &link.tool, false);
    run_suite(&run_py, &link.tool, true);
}
