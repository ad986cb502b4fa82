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

use strata_test_support::puppet::assert_corpus_known;

#[test]
fn puppet_spec() {
    assert_corpus_known(
        Path::new(env!("CARGO_BIN_EXE_strata")),
        "puppet-spec",
        1,
        "the Puppet spec cases",
        "puppet spec",
    );
}
