//! Runs the template corpus (`tests/realworld/puppet/templates/cases/*`: every ERB template of
//! Debian's Puppet modules that the real-world corpus does not reach, rendered by Puppet 7.23
//! with recorded variables) through `strata puppet`, with the corpus's own `run.py`: each
//! rendering must equal Puppet's byte for byte (native ERB, or the Ruby companion where strata
//! falls back to it), each error Puppet's error.
//!
//! The modules are not in the repository: the runner finds them as the real-world corpus does
//! (`$STRATA_PUPPET_MODULEPATH`, else Debian's `puppet-module-*` packages). When they (or
//! `python3`) are absent the test says so and passes, unless `CI` is set, where it fails. Every
//! failing case must be listed in `conformance/known-failures.tsv` (suite `puppet templates`);
//! an unlisted failure fails the test, and so does a listed case that passes.

use strata_test_support::{run_corpus, workspace_root};

#[test]
fn puppet_template_corpus() {
    let runner = workspace_root().join("tests/realworld/puppet/templates/run.py");
    if let Some(summary) = run_corpus(
        "puppet templates",
        "the Puppet template corpus",
        &runner,
        env!("CARGO_BIN_EXE_strata"),
    ) {
        eprintln!("puppet templates: {summary}");
    }
}
