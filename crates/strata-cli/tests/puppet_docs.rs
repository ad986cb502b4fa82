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

use strata_test_support::puppet::assert_corpus_known;

#[test]
fn puppet_docs() {
    assert_corpus_known(
        Path::new(env!("CARGO_BIN_EXE_strata")),
        "puppet-docs",
        240,
        "the Puppet documentation cases",
        "puppet docs",
    );
}
