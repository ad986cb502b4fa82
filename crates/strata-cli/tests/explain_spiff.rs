//! `strata explain spiff`: the data-driven cases of tests/explain/spiff/. Each case folder
//! holds its template and stubs, `args` (one argument a line, run in the case's folder) and the expected
//! output: `expected.json` or `expected.txt` (standard output, exit status 0), or
//! `expected.err` (standard error, exit status 1). With `STRATA_BLESS=1` the expected files are
//! written from the current output instead (then review them with `git diff`).
//!
//! Every case that explains a value is also run with `--format json`, and the explained value
//! is compared with what `spiff merge --json` of the same files has at that path (list entries
//! by name): explaining never changes the result. There is no spiff++ binary here: the
//! expectations follow spiff's rules (README of spiff++: later stubs win, `(( merge ))`,
//! `merge none`, `merge replace`, `<<: (( merge ))`), and strata's merge agrees.

#[path = "common/explain.rs"]
mod common;
use std::path::Path;
use std::process::Command;
use strata_core::explain::parse_path;

fn explain(case: &Path, args: &[String]) -> (i32, String, String) {
    strata_test_support::run(
        Command::new(env!("CARGO_BIN_EXE_strata"))
            .args(["explain", "spiff"])
            .args(args)
            .current_dir(case),
        None,
    )
}

#[test]
fn cases_explain_as_expected() {
    let cases = common::cases("spiff");
    assert!(cases.len() >= 8, "the explain cases are missing");
    common::check_expected(&cases, explain);
}

#[test]
fn explaining_never_changes_the_value() {
    let mut checked = 0;
    for case in common::cases("spiff") {
        if case.join("expected.err").exists() {
            continue;
        }
        let mut args = common::lines(&case.join("args"));
        // the value as JSON, whatever format the case asks for
        if let Some(i) = args.iter().position(|a| a == "--format") {
            args.drain(i..i + 2);
        }
        args.extend(["--format".to_string(), "json".to_string()]);
        let (code, out, err) = explain(&case, &args);
        assert_eq!(code, 0, "{}: {err}", case.display());
        let explained = strata_core::json::parse(&out).expect("explain's JSON");
        let mut files: Vec<&String> = args.iter().filter(|a| a.ends_with(".yml")).collect();
        // the merge runs with the same features (`--features control`)
        if let Some(i) = args.iter().position(|a| a == "--features") {
            files.splice(0..0, args[i..i + 2].iter());
        }
        let (code, exported, err) = strata_test_support::run(
            Command::new(env!("CARGO_BIN_EXE_strata"))
                .args(["spiff", "merge", "--json"])
                .args(&files)
                .current_dir(&case),
            None,
        );
        assert_eq!(code, 0, "{}: {err}", case.display());
        let exported = strata_core::json::parse(&exported).expect("merge's JSON");
        let path = parse_path(common::flag(&args, "--path").expect("--path")).expect("path");
        let want = strata_spiff::explain::value_at(&exported, &path)
            .expect("the path is in the merged document");
        let got = explained
            .as_map()
            .and_then(|m| m.get("value"))
            .expect("value");
        assert_eq!(got, want, "{}", case.display());
        checked += 1;
    }
    assert!(checked >= 7);
}

#[test]
fn an_unresolved_merge_is_reported_as_spiff_reports_it() {
    let dir = std::env::temp_dir().join(format!("strata-explain-spiff-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("temp dir");
    std::fs::write(dir.join("t.yml"), "a: (( merge ))\n").expect("write");
    let (code, out, err) = explain(&dir, &["t.yml".into(), "--path".into(), "a".into()]);
    assert_eq!(code, 1, "{out}");
    assert!(out.is_empty(), "{out}");
    assert!(err.contains("t.yml"), "{err}");
    let _ = std::fs::remove_dir_all(&dir);
}
