//! `strata explain fn-hcl`: the cases under `tests/explain/fn-hcl/<case>/`.
//!
//! A case holds its inputs, `args` (the arguments after `strata explain fn-hcl`, one per line,
//! run in the case folder) and what it must print: `expected.json` (`--format json`),
//! `expected.txt` (the text tree) or `expected.stderr` (an error, exit status 1). The whole
//! output is compared. For every case that explains a value, the value must also be the one
//! `strata fn-hcl render` prints for the same inputs (the composed resource of that name, then
//! the field path): explaining never changes the result. `STRATA_BLESS=1` rewrites the expected files from the current output (review them
//! before committing).

#[path = "common/explain.rs"]
mod common;

use std::path::{Path, PathBuf};
use std::process::Command;

use strata_core::explain::{parse_path, Segment};
use strata_core::{json, Value};

fn strata() -> &'static str {
    env!("CARGO_BIN_EXE_strata")
}

fn cases_dir() -> PathBuf {
    strata_test_support::workspace_root().join("tests/explain/fn-hcl")
}

/// The arguments of the plain `fn-hcl render` run matching explain arguments: without `--path`,
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

/// The field at `path` (a composed resource's name, then a field path) in `render`'s output.
fn resource_field(render: &str, path: &str) -> Option<Value> {
    let segs = parse_path(path).ok()?;
    let (Segment::Field(name), rest) = segs.split_first()? else {
        return None;
    };
    let mut map = strata_core::SourceMap::new();
    let file = map.add("render.yaml", render);
    let docs =
        strata_core::yaml::load(render, file, &strata_core::yaml::LoadOptions::yaml12_core())
            .ok()?;
    for (i, d) in docs.into_iter().enumerate() {
        let v = d.to_value();
        // `composite` is the XR, the first document.
        let named = (i == 0 && name == "composite")
            || at_path(&v, "metadata.annotations")
                .and_then(|a| a.as_map())
                .and_then(|a| a.get("crossplane.io/composition-resource-name"))
                .and_then(|n| n.as_str())
                == Some(name.as_str());
        if named {
            let rest = strata_core::explain::format_path(rest);
            return at_path(&v, &rest).cloned();
        }
    }
    None
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
        .expect("tests/explain/fn-hcl")
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.join("args").is_file())
        .collect();
    names.sort();
    assert!(names.len() >= 6, "cases missing: {names:?}");
    let mut failures = Vec::new();
    for dir in &names {
        let name = dir.file_name().unwrap().to_string_lossy().into_owned();
        let mut args = vec!["explain".to_string(), "fn-hcl".to_string()];
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
        // The explained value is what the render prints at the path.
        let mut plain = vec!["fn-hcl".to_string(), "render".to_string()];
        plain.extend(decode_args(&args[2..]));
        let rendered = run(dir, &plain);
        assert!(rendered.status.success(), "{name}: fn-hcl render failed");
        let path = path_arg(&args);
        let expected_value = resource_field(&String::from_utf8_lossy(&rendered.stdout), &path)
            .unwrap_or_else(|| panic!("{name}: {path} not in the render"));
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
                "{name}: explained {explained_value:?}, the render prints {expected_value:?}"
            ));
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n\n"));
}
