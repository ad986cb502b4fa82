//! `strata explain hcldec`: the cases under `tests/explain/hcldec/<case>/` and a sweep over the
//! hcldec conformance vectors.
//!
//! A case holds its inputs, `args` (the arguments after `strata explain hcldec`, one per line,
//! run in the case folder) and what it must print: `expected.json` (`--format json`),
//! `expected.txt` (the text tree) or `expected.stderr` (an error, exit status 1). The whole
//! output is compared. For every case that explains a value, the value must also be the one
//! `strata hcldec` prints at that path for the same inputs: explaining never changes the
//! result. `STRATA_BLESS=1` rewrites the expected files from the current output (review them
//! before committing).
//!
//! The sweep explains every path of every vector case that decodes to JSON (at most 40 paths a
//! case) and checks the explained value against the reference hcldec's captured output at that
//! path, and that every definition names a file of the case with a line and column.

#[path = "common/explain.rs"]
mod common;

use std::path::{Path, PathBuf};
use std::process::Command;

use strata_core::explain::{parse_path, value_paths};
use strata_core::{json, Value};

fn strata() -> &'static str {
    env!("CARGO_BIN_EXE_strata")
}

fn cases_dir() -> PathBuf {
    strata_test_support::workspace_root().join("tests/explain/hcldec")
}

/// The arguments of the plain `hcldec` run matching explain arguments: without `--path`,
/// `--format` and `--depth` (and their values).
fn decode_args(args: &[String]) -> Vec<String> {
    let mut out = Vec::new();
    let mut skip = false;
    for a in args {
        if skip {
            skip = false;
            continue;
        }
        if matches!(a.as_str(), "--path" | "--format" | "--depth") {
            skip = true;
            continue;
        }
        out.push(a.clone());
    }
    out
}

fn run(dir: &Path, args: &[String]) -> std::process::Output {
    strata_test_support::output(Command::new(strata()).current_dir(dir).args(args), None)
}

fn path_arg(args: &[String]) -> String {
    let i = args.iter().position(|a| a == "--path").expect("--path");
    args[i + 1].clone()
}

/// The value at a dotted path of `strata_core::explain`'s syntax.
fn at_path<'v>(v: &'v Value, path: &str) -> Option<&'v Value> {
    strata_core::explain::value_at(v, &parse_path(path).ok()?)
}

#[test]
fn cases() {
    let bless = std::env::var_os("STRATA_BLESS").is_some();
    let mut names: Vec<PathBuf> = std::fs::read_dir(cases_dir())
        .expect("tests/explain/hcldec")
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.join("args").is_file())
        .collect();
    names.sort();
    assert!(names.len() >= 10, "cases missing: {names:?}");
    let mut failures = Vec::new();
    for dir in &names {
        let name = dir.file_name().unwrap().to_string_lossy().into_owned();
        let mut args = vec!["explain".to_string(), "hcldec".to_string()];
        args.extend(common::lines(&dir.join("args")));
        let out = run(dir, &args);
        let stdout = String::from_utf8_lossy(&out.stdout).into_owned();
        let stderr = String::from_utf8_lossy(&out.stderr).into_owned();
        let (file, got, want_code) = if dir.join("expected.stderr").exists() {
            ("expected.stderr", stderr.clone(), 1)
        } else if dir.join("expected.txt").exists() {
            ("expected.txt", stdout.clone(), 0)
        } else {
            ("expected.json", stdout.clone(), 0)
        };
        if bless {
            std::fs::write(dir.join(file), &got).unwrap();
        }
        let want = std::fs::read_to_string(dir.join(file)).unwrap_or_default();
        if out.status.code() != Some(want_code) {
            failures.push(format!(
                "{name}: exit {:?}, want {want_code}\n{stderr}",
                out.status.code()
            ));
            continue;
        }
        if got != want {
            failures.push(format!(
                "{name}: {file} differs\n--- got\n{got}--- want\n{want}"
            ));
            continue;
        }
        if want_code != 0 {
            continue;
        }
        // The explained value is what hcldec prints at the path.
        let mut plain = vec!["hcldec".to_string()];
        plain.extend(decode_args(&args[2..]));
        let decoded = run(dir, &plain);
        assert!(decoded.status.success(), "{name}: hcldec failed");
        let output = json::parse(&String::from_utf8_lossy(&decoded.stdout)).unwrap();
        let path = path_arg(&args);
        let expected_value = at_path(&output, &path)
            .unwrap_or_else(|| panic!("{name}: {path} not in hcldec's output"))
            .clone();
        let explained_value = if file == "expected.json" {
            json::parse(&stdout).unwrap().as_map().unwrap()["value"].clone()
        } else {
            // `path = value` on the first line of the text tree.
            let first = stdout.lines().next().unwrap_or("");
            let text = first.split_once(" = ").map(|x| x.1).unwrap_or("");
            json::parse(text).unwrap()
        };
        if explained_value != expected_value {
            failures.push(format!(
                "{name}: explained {explained_value:?}, hcldec prints {expected_value:?}"
            ));
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n\n"));
}

#[test]
fn json_cases_name_one_winner_when_layered() {
    // The layered cases (a spec default against the input) name exactly one winner, at the
    // input when it sets the value (the default then overridden), else at the spec's default.
    for (case, winner_file, overridden) in [
        ("spec-default", "app.hcldec", 0),
        ("input-overrides-default", "app.hcl", 1),
        ("default-chain", "input.hcl", 1),
        ("block-map", "app.hcldec", 0),
    ] {
        let text = std::fs::read_to_string(cases_dir().join(case).join("expected.json")).unwrap();
        let v = json::parse(&text).unwrap();
        let defs = v.as_map().unwrap()["definitions"]
            .as_list()
            .unwrap()
            .to_vec();
        let winners = defs
            .iter()
            .filter(|d| d.as_map().unwrap()["role"] == Value::string("winner"))
            .count();
        assert_eq!(winners, 1, "{case}: {text}");
        let winner = defs[0].as_map().unwrap();
        assert_eq!(
            winner["role"],
            Value::string("winner"),
            "{case}: winner first"
        );
        assert_eq!(winner["file"], Value::string(winner_file), "{case}");
        let lost = defs
            .iter()
            .filter(|d| d.as_map().unwrap()["role"] == Value::string("overridden"))
            .count();
        assert_eq!(lost, overridden, "{case}: {text}");
    }
}

/// The files of a vector case, as the vectors' runner passes them: inputs in name order.
fn vector_inputs(dir: &Path) -> Vec<String> {
    let mut inputs: Vec<String> = std::fs::read_dir(dir)
        .unwrap()
        .filter_map(|e| e.ok())
        .map(|e| e.file_name().to_string_lossy().into_owned())
        .filter(|n| n.starts_with("input"))
        .collect();
    inputs.sort();
    inputs
}

#[test]
fn vectors_explain_the_reference_output() {
    let Some(root) = strata_test_support::vectors("hcldec/cases") else {
        return;
    };
    let mut dirs: Vec<PathBuf> = std::fs::read_dir(&root)
        .unwrap()
        .filter_map(|e| e.ok().map(|e| e.path()))
        .collect();
    dirs.sort();
    let mut checked_cases = 0;
    let mut checked_paths = 0;
    let mut failures = Vec::new();
    for dir in dirs {
        let exit = std::fs::read_to_string(dir.join("expected.exit")).unwrap_or_default();
        if exit.trim() != "0" {
            continue;
        }
        let extra = std::fs::read_to_string(dir.join("args")).unwrap_or_default();
        let extra: Vec<String> = extra.lines().map(str::to_string).collect();
        // The explain command takes hcldec's inputs, `-V` and `--keep-nulls`; the other flags
        // change the output's shape (`--with-type`, `--var-refs`) or its place.
        if extra
            .iter()
            .any(|a| (a.starts_with("--") && a != "--keep-nulls") || a == "STDIN" || a == "NOSPEC")
        {
            continue;
        }
        let Ok(stdout) = std::fs::read_to_string(dir.join("expected.stdout")) else {
            continue;
        };
        let Ok(reference) = json::parse(&stdout) else {
            continue;
        };
        let mut paths = value_paths(&reference, 40);
        paths.insert(0, String::new());
        checked_cases += 1;
        let inputs = vector_inputs(&dir);
        for path in paths {
            let mut args = vec![
                "explain".to_string(),
                "hcldec".to_string(),
                "--spec".to_string(),
                "spec.hcldec".to_string(),
            ];
            args.extend(extra.iter().cloned());
            args.extend(inputs.iter().cloned());
            args.extend(["--format", "json", "--path"].map(String::from));
            args.push(path.clone());
            let out = run(&dir, &args);
            let name = dir.file_name().unwrap().to_string_lossy().into_owned();
            if !out.status.success() {
                failures.push(format!(
                    "{name} `{path}`: exit {:?}: {}",
                    out.status.code(),
                    String::from_utf8_lossy(&out.stderr)
                ));
                continue;
            }
            let explained = json::parse(&String::from_utf8_lossy(&out.stdout)).unwrap();
            let m = explained.as_map().unwrap();
            let want = at_path(&reference, &path).unwrap();
            if &m["value"] != want {
                failures.push(format!(
                    "{name} `{path}`: explained {:?}, the reference printed {want:?}",
                    m["value"]
                ));
            }
            for d in m["definitions"].as_list().unwrap() {
                let d = d.as_map().unwrap();
                let file = d["file"].as_str().unwrap_or("");
                let line = &d["line"];
                if !dir.join(file).is_file() || *line == Value::int(0) {
                    failures.push(format!("{name} `{path}`: bad location {d:?}"));
                }
            }
            checked_paths += 1;
        }
    }
    assert!(
        checked_cases > 100,
        "only {checked_cases} vector cases checked"
    );
    assert!(failures.is_empty(), "{}", failures.join("\n"));
    eprintln!("{checked_cases} vector cases, {checked_paths} paths explained");
}
