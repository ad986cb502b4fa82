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

use strata_test_support::{run_corpus, workspace_root};

#[test]
fn puppet_realworld_corpus() {
    let runner = workspace_root().join("tests/realworld/puppet/run.py");
    if let Some(summary) = run_corpus(
        "puppet realworld",
        "the real-world Puppet corpus",
        &runner,
        env!("CARGO_BIN_EXE_strata"),
    ) {
        eprintln!("puppet realworld: {summary}");
    }
}
