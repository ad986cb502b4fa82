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

use strata_test_support::puppet::assert_corpus_known;

#[test]
fn puppet_new() {
    assert_corpus_known(
        Path::new(env!("CARGO_BIN_EXE_strata")),
        "puppet-new",
        120,
        "the new Puppet cases",
        "puppet new",
    );
}
