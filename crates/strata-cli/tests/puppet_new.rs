//! Replays `tests/puppet-new/cases` (cases written per section of the catalog expressions
//! specification, expectations captured from Puppet 7.23 by `tests/puppet-new/tools/capture.py`)
//! through `strata puppet`, with the shared vectors' `run.py --cases`, with and without
//! `--strict`.
//!
//! The cases are in the repository; the runner lives with the shared vectors
//! (`$STRATA_VECTORS`, by default `../shared/vectors`). When it (or `python3`) is absent the
//! test says so and passes, unless `CI` is set, where it fails. Every failing case must be
//! listed, with its reason, in `conformance/known-failures.tsv` (suites `puppet new` and
//! `puppet new --strict`); an unlisted failure fails the test, and so does a listed case that
//! passes again.

use std::path::Path;

use strata_test_support::puppet::{assert_suite_known, runner, PuppetLink};
use strata_test_support::workspace_root;

#[test]
fn puppet_new() {
    let cases = workspace_root().join("tests/puppet-new/cases");
    let count = std::fs::read_dir(&cases)
        .expect("tests/puppet-new/cases")
        .filter(|e| e.as_ref().is_ok_and(|e| e.path().join("site.pp").exists()))
        .count();
    assert!(count >= 120, "only {count} cases in {}", cases.display());
    let Some(run_py) = runner("the new Puppet cases") else {
        return;
    };
    // The runner calls `BIN compile ...`: a link named `puppet` makes strata answer as that tool.
    let link = PuppetLink::new(Path::new(env!("CARGO_BIN_EXE_strata")), "strata-puppet-new");
    for strict in [false, true] {
        assert_suite_known(&run_py, &link.tool, Some(&cases), "puppet new", strict);
    }
}
