//! Replays `tests/puppet-docs/cases/*` through `strata puppet` with the shared vectors' own
//! `run.py --cases`, with and without `--strict`.
//!
//! The cases are the Puppet-language examples of Puppet 7.23.0's own documentation (the 4.x and
//! 3.x functions' docs, the resource types' docs, the package's example environment), taken by
//! `tests/puppet-docs/tools/build.py` from the installed Puppet and captured from it as
//! `tests/puppet-spec` captures its cases. Every failing case must be listed, with its reason, in
//! `conformance/known-failures.tsv` (suites `puppet docs` and `puppet docs --strict`); an
//! unlisted failure fails the test, and so does a listed case that passes again. When the runner
//! (or `python3`) is absent the test says so and passes, unless `CI` is set, where it fails.

use std::path::Path;

use strata_test_support::puppet::{assert_suite_known, runner, PuppetLink};
use strata_test_support::workspace_root;

#[test]
fn puppet_docs() {
    let cases = workspace_root().join("tests/puppet-docs/cases");
    let count = std::fs::read_dir(&cases)
        .expect("tests/puppet-docs/cases")
        .filter(|e| e.as_ref().is_ok_and(|e| e.path().join("site.pp").exists()))
        .count();
    assert!(count >= 240, "only {count} cases in {}", cases.display());
    let Some(run_py) = runner("the Puppet documentation cases") else {
        return;
    };
    // The runner calls `BIN compile ...`: a link named `puppet` makes strata answer as that tool.
    let link = PuppetLink::new(
        Path::new(env!("CARGO_BIN_EXE_strata")),
        "strata-puppet-docs",
    );
    for strict in [false, true] {
        assert_suite_known(&run_py, &link.tool, Some(&cases), "puppet docs", strict);
    }
}
