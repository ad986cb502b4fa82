//! Replays `tests/puppet-funcs/cases/*` through `strata puppet` with the shared vectors' own
//! `run.py --cases`, with and without `--strict`.
//!
//! The cases were written from the Ruby source of Puppet 7.23.0's built-in functions
//! (`puppet/functions/*.rb`, the 3.x `puppet/parser/functions/*.rb`) and of its type system
//! (`pops/types/*.rb`): dispatches, argument checks, error messages, edge values. Their
//! expectations were captured from that Puppet by `tests/puppet-funcs/tools/capture.py`. Every
//! failing case must be listed, with its reason, in `conformance/known-failures.tsv` (suites
//! `puppet funcs` and `puppet funcs --strict`); an unlisted failure fails the test, and so does a
//! listed case that passes again. When the runner (or `python3`) is absent the test says so and
//! passes, unless `CI` is set, where it fails.

use std::path::Path;

use strata_test_support::puppet::assert_corpus_known;

#[test]
fn puppet_funcs() {
    assert_corpus_known(
        Path::new(env!("CARGO_BIN_EXE_strata")),
        "puppet-funcs",
        400,
        "the Puppet functions cases",
        "puppet funcs",
    );
}
