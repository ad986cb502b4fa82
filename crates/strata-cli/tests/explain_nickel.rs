//! `strata explain nickel`: the data-driven cases of tests/explain/nickel/. Each case folder
//! holds its programs, `args` (one argument a line, run in the case's folder) and the expected
//! output: `expected.json` or `expected.txt` (standard output, exit status 0), or
//! `expected.err` (standard error, exit status 1). With `STRATA_BLESS=1` the expected files are
//! written from the current output instead (then review them with `git diff`).
//!
//! Every case that explains a value is also run with `--format json`, and the explained value
//! is compared with what `nickel export` of the same files has at that path: explaining never
//! changes the result.

#[path = "common/explain.rs"]
mod common;
use std::path::Path;
use std::process::Command;
use strata_core::explain::parse_path;

fn explain(case: &Path, args: &[String]) -> (i32, String, String) {
    strata_test_support::run(
        Command::new(env!("CARGO_BIN_EXE_strata"))
            .args(["explain", "nickel"])
            .args(args)
            .current_dir(case),
        None,
    )
}

#[test]
fn cases_explain_as_expected() {
    let cases = common::cases("nickel");
    assert!(cases.len() >= 8, "the explain cases are missing");
    common::check_expected(&cases, explain);
}

#[test]
fn explaining_never_changes_the_value() {
    let mut checked = 0;
    for case in common::cases("nickel") {
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
        let files: Vec<&String> = args.iter().filter(|a| a.ends_with(".ncl")).collect();
        let (code, exported, err) = strata_test_support::run(
            Command::new(env!("CARGO_BIN_EXE_nickel"))
                .arg("export")
                .args(&files)
                .current_dir(&case),
            None,
        );
        assert_eq!(code, 0, "{}: {err}", case.display());
        let exported = strata_core::json::parse(&exported).expect("export's JSON");
        let path = parse_path(common::flag(&args, "--path").expect("--path")).expect("path");
        let want =
            strata_core::explain::value_at(&exported, &path).expect("the path is in the export");
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
fn an_evaluation_error_is_reported_as_nickel_reports_it() {
    let dir = std::env::temp_dir().join(format!("strata-explain-nickel-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("temp dir");
    std::fs::write(dir.join("bad.ncl"), "{ a = 1 + \"x\" }\n").expect("write");
    let (code, out, err) = explain(&dir, &["bad.ncl".into(), "--path".into(), "a".into()]);
    assert_eq!(code, 1, "{out}");
    assert!(out.is_empty(), "{out}");
    assert!(err.contains("bad.ncl:1:"), "{err}");
    let _ = std::fs::remove_dir_all(&dir);
}
