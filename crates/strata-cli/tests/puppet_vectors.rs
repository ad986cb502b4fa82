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

use strata_test_support::puppet::{assert_suite_known, runner, PuppetLink};

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
    for strict in [false, true] {
        assert_suite_known(&run_py, &link.tool, None, "puppet cases", strict);
    }
}
