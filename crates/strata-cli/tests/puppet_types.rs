//! Runs the resource type cases (`tests/puppet-types/cases/*`: built-in and module Ruby types,
//! namevars, title patterns, aliases and their errors, captured from Puppet 7.23 by
//! `scripts/puppet/capture-type-cases.py`) through `strata puppet` with the shared vectors'
//! runner (`run.py --cases`). Every case must pass. When the runner (or `python3`) is absent
//! the test says so and passes, unless `CI` is set, where it fails.

use std::path::Path;

use strata_test_support::workspace_root;

#[test]
fn puppet_type_cases() {
    let cases = workspace_root()
        .join("tests")
        .join("puppet-types")
        .join("cases");
    strata_test_support::puppet::assert_cases_pass(
        Path::new(env!("CARGO_BIN_EXE_strata")),
        &cases,
        "the Puppet resource type cases",
        "strata-puppet-types",
    );
}
