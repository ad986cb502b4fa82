//! Replays `tests/puppet-stdlib/cases/*` through `strata puppet` with the shared vectors' own
//! `run.py --cases`, with and without `--strict`.
//!
//! The cases were written from the Ruby source of puppetlabs-stdlib 9.7.0 (the copy vendored
//! in `tests/realworld/puppet-forge/modules`, which each case's `modules` link names): its 4.x
//! and 3.x functions, its deprecation shims, its `Stdlib::*` types, `file_line` and `anchor`.
//! Their expectations were captured from Puppet 7.23 by `tests/puppet-stdlib/tools/capture.py`.
//! Every failing case must be listed, with its reason, in `conformance/known-failures.tsv`
//! (suites `puppet stdlib` and `puppet stdlib --strict`); an unlisted failure fails the test,
//! and so does a listed case that passes again. When the runner (or `python3`) is absent the
//! test says so and passes, unless `CI` is set, where it fails.

use std::path::Path;

use strata_test_support::puppet::assert_corpus_known;

#[test]
fn puppet_stdlib() {
    assert_corpus_known(
        Path::new(env!("CARGO_BIN_EXE_strata")),
        "puppet-stdlib",
        290,
        "the puppetlabs-stdlib cases",
        "puppet stdlib",
    );
}
