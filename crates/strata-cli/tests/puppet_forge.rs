//! Runs the corpus of current public Puppet modules (`tests/realworld/puppet-forge/cases/*`:
//! catalogs that Puppet 7.23 compiled from puppetlabs, Vox Pupuli and saz modules at their newest
//! release supporting Puppet 7, vendored in `tests/realworld/puppet-forge/modules`) through
//! `strata puppet`, with the first corpus's `run.py --corpus`.
//!
//! The modules are in the repository, so only `python3` can be absent: then the test says so and
//! passes, unless `CI` is set, where it fails. Every failing case must be listed, with its reason,
//! in `conformance/known-failures.tsv` (suite `puppet forge`); an unlisted failure fails the test,
//! and so does a listed case that passes.

use strata_test_support::{run_corpus_with, workspace_root};

#[test]
fn puppet_forge_corpus() {
    let root = workspace_root();
    let runner = root.join("tests/realworld/puppet/run.py");
    let corpus = root.join("tests/realworld/puppet-forge");
    assert!(
        corpus.join("modules/stdlib/metadata.json").exists(),
        "the vendored modules of {} are missing",
        corpus.display()
    );
    if let Some(summary) = run_corpus_with(
        "puppet forge",
        "the Forge modules Puppet corpus",
        &runner,
        env!("CARGO_BIN_EXE_strata"),
        &["--corpus", corpus.to_str().expect("a UTF-8 path")],
    ) {
        eprintln!("puppet forge: {summary}");
    }
}
