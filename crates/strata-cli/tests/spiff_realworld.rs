//! Runs the spiff real-world corpus of the repository (`tests/realworld/spiff/cases/`) against
//! the `spiff` binary through the corpus' own `run.py`, which compares as the shared spiff suites
//! do (structural YAML equality on success; the `(expr, file, path, tag)` set of the unresolved
//! nodes on error; the exit status always).
//!
//! The corpus holds small templates and stubs that each exercise one layering rule of spiff++
//! (merge forms, map and list merges, keyed lists, markers, cascades, unresolved nodes and
//! cycles, validation, list functions over merged lists, `||`, `--partial`), with the results
//! of a real spiff++ v1.7.0-beta-8 binary captured beside them (see the corpus' README). A case
//! listed for the suite `spiff realworld` in `conformance/known-failures.tsv` (with its reason)
//! may fail; the test fails on any other failure and on a listed case that now passes.
//! `run.py` reuses the shared spiff runner (`$STRATA_VECTORS/spiff/run.py`): when the vectors
//! folder is absent the test says so and passes, except under `CI`, where it fails.

#[test]
fn spiff_realworld_corpus_matches_spiffpp() {
    let runner = strata_test_support::workspace_root().join("tests/realworld/spiff/run.py");
    let Some(summary) = strata_test_support::run_corpus(
        "spiff realworld",
        "the spiff real-world corpus",
        &runner,
        env!("CARGO_BIN_EXE_spiff"),
    ) else {
        return;
    };
    let passed: usize = summary
        .split_whitespace()
        .next()
        .and_then(|n| n.parse().ok())
        .unwrap_or(0);
    assert!(passed > 0, "no case of the corpus passed: {summary}");
}
