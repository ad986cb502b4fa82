//! `strata puppet lookup [--explain]` and `strata explain puppet`.
//!
//! - `tests/explain/puppet-lookup/cases/NAME/args`: arguments after the fixture's
//!   environment options (`--environmentpath fixture/environments --environment production
//!   --hiera_config fixture/hiera.yaml --node web01.example.com --facts fixture/facts.yaml`);
//!   `expected.out` and `expected.rc` are what Puppet 7.23's `puppet lookup` printed and
//!   returned for them (`capture.sh` there made them; the fixture's absolute path is
//!   `<FIXTURE>`). strata's output must be the same, byte for byte.
//! - `tests/explain/puppet/CASE/args`: the arguments of `strata explain puppet`, one a line,
//!   run in `tests/explain/puppet` (the environment `env`, facts `facts.yaml`); the output must
//!   be `expected.json` or `expected.txt` (exit 0) or the error `expected.err` (exit 1). The
//!   expectations follow Puppet's rules (declaration over resource defaults, overrides and
//!   collectors after the declaration, `+>` appends, a given class parameter over Hiera over
//!   the default); the final values are the catalog's, which Puppet 7.23 compiles the same
//!   for these manifests. Every explained value is also checked against the catalog that
//!   `strata puppet compile` prints for the same arguments: explaining never changes it.

use std::path::{Path, PathBuf};
use std::process::Command;

fn repo_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../..")
}

fn lookup_dir() -> PathBuf {
    repo_dir().join("tests/explain/puppet-lookup")
}

/// Runs `strata puppet lookup` on the fixture: exit status and stdout (paths replaced).
fn lookup(args: &str) -> (i32, String) {
    let fx = std::path::absolute(lookup_dir().join("fixture")).expect("absolute path");
    let fxs = fx.to_string_lossy().into_owned();
    let out = Command::new(env!("CARGO_BIN_EXE_strata"))
        .args(["puppet", "lookup", "--environmentpath"])
        .arg(fx.join("environments"))
        .args(["--environment", "production", "--hiera_config"])
        .arg(fx.join("hiera.yaml"))
        .args(["--node", "web01.example.com", "--facts"])
        .arg(fx.join("facts.yaml"))
        .args(args.split_whitespace())
        .current_dir(&fx)
        .output()
        .expect("strata runs");
    (
        out.status.code().unwrap_or(-1),
        String::from_utf8_lossy(&out.stdout).replace(&fxs, "<FIXTURE>"),
    )
}

#[test]
fn puppet_lookup_prints_what_puppet_prints() {
    let cases = lookup_dir().join("cases");
    let mut names: Vec<String> = std::fs::read_dir(&cases)
        .expect("cases folder")
        .filter_map(|e| e.ok())
        .map(|e| e.file_name().to_string_lossy().into_owned())
        .collect();
    names.sort();
    assert!(names.len() >= 20, "the lookup cases are missing");
    let mut failures = Vec::new();
    for name in &names {
        let dir = cases.join(name);
        let args = std::fs::read_to_string(dir.join("args")).expect("args");
        let expected = std::fs::read_to_string(dir.join("expected.out"))
            .unwrap_or_else(|_| panic!("{name}: expected.out is missing (run capture.sh)"));
        let rc: i32 = std::fs::read_to_string(dir.join("expected.rc"))
            .expect("expected.rc")
            .trim()
            .parse()
            .expect("a status");
        let (got_rc, got) = lookup(&args);
        if got != expected || got_rc != rc {
            failures.push(format!(
                "{name} ({}): exit {got_rc} (expected {rc})\n--- expected\n{expected}--- strata\n{got}",
                args.trim()
            ));
        }
    }
    assert!(
        failures.is_empty(),
        "{} of {} lookup cases differ from Puppet:\n{}",
        failures.len(),
        names.len(),
        failures.join("\n")
    );
}

fn explain_dir() -> PathBuf {
    repo_dir().join("tests/explain/puppet")
}

fn run_in(dir: &Path, args: &[String]) -> (i32, String, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_strata"))
        .args(args)
        .current_dir(dir)
        .output()
        .expect("strata runs");
    (
        out.status.code().unwrap_or(-1),
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

/// The catalog `strata puppet compile` prints for the explain arguments (without the
/// explain options).
fn catalog(dir: &Path, args: &[String]) -> strata_core::Value {
    let mut compile = vec!["puppet".to_string(), "compile".to_string()];
    let mut it = args.iter();
    while let Some(a) = it.next() {
        if a == "--path" || a == "--format" || a == "--depth" {
            it.next();
        } else {
            compile.push(a.clone());
        }
    }
    let (rc, out, err) = run_in(dir, &compile);
    assert_eq!(rc, 0, "the compile fails: {err}");
    strata_core::json::parse(out.trim()).expect("a JSON catalog")
}

/// The parameters of `Type[title]` in a catalog.
fn catalog_params(catalog: &strata_core::Value, reference: &str) -> strata_core::Value {
    use strata_core::Value;
    let Value::Map(c) = catalog else {
        panic!("no catalog")
    };
    let Some(Value::List(resources)) = c.get("resources") else {
        panic!("no resources")
    };
    for r in resources.iter() {
        let Value::Map(r) = r else { continue };
        let (Some(Value::String(t)), Some(Value::String(title))) = (r.get("type"), r.get("title"))
        else {
            continue;
        };
        if format!("{t}[{title}]").eq_ignore_ascii_case(reference) {
            return r
                .get("parameters")
                .cloned()
                .unwrap_or(Value::map(Default::default()));
        }
    }
    panic!("{reference} is not in the catalog")
}

#[test]
fn explain_puppet_cases() {
    let dir = explain_dir();
    let mut names: Vec<String> = std::fs::read_dir(&dir)
        .expect("cases folder")
        .filter_map(|e| e.ok())
        .filter(|e| e.path().join("args").is_file())
        .map(|e| e.file_name().to_string_lossy().into_owned())
        .collect();
    names.sort();
    assert!(names.len() >= 10, "the explain cases are missing");
    let mut failures = Vec::new();
    let mut compiled = None;
    for name in &names {
        let case = dir.join(name);
        let mut args = vec!["explain".to_string(), "puppet".to_string()];
        args.extend(
            std::fs::read_to_string(case.join("args"))
                .expect("args")
                .lines()
                .map(str::to_string),
        );
        let (rc, out, err) = run_in(&dir, &args);
        let expected = ["expected.json", "expected.txt", "expected.err"]
            .iter()
            .find_map(|f| Some((*f, std::fs::read_to_string(case.join(f)).ok()?)));
        let Some((kind, want)) = expected else {
            failures.push(format!("{name}: no expected file"));
            continue;
        };
        let (got, want_rc) = if kind == "expected.err" {
            (err.clone(), 1)
        } else {
            (out.clone(), 0)
        };
        if got != want || rc != want_rc {
            failures.push(format!(
                "{name}: exit {rc}\n--- expected {kind}\n{want}--- strata\n{got}{err}"
            ));
            continue;
        }
        if kind != "expected.json" {
            continue;
        }
        // explaining never changes the value explained
        let ex = strata_core::json::parse(&out).expect("JSON");
        let strata_core::Value::Map(ex) = ex else {
            panic!("not an object")
        };
        let Some(strata_core::Value::String(path)) = ex.get("path") else {
            panic!("no path")
        };
        let catalog = compiled.get_or_insert_with(|| catalog(&dir, &args[2..]));
        let (reference, param) = match path.rsplit_once("]/") {
            Some((r, p)) => (format!("{r}]"), Some(p.to_string())),
            None => (path.to_string(), None),
        };
        let params = catalog_params(catalog, &reference);
        let explained = match (&param, ex.get("value")) {
            (Some(_), Some(v)) => v.clone(),
            (None, Some(strata_core::Value::Map(v))) => {
                v.get("parameters").cloned().expect("parameters")
            }
            _ => panic!("{name}: no value"),
        };
        // a path inside the parameter's value (`require[1]`) selects that part of it
        let compiled_value = match (&param, &params) {
            (Some(p), strata_core::Value::Map(m)) => {
                let mut segments = strata_core::explain::parse_path(p).expect("path");
                let strata_core::explain::Segment::Field(name) = segments.remove(0) else {
                    panic!("{name}: no parameter")
                };
                let whole = m.get(name.as_str()).cloned().expect("param");
                strata_core::explain::value_at(&whole, &segments)
                    .cloned()
                    .expect("part")
            }
            _ => params.clone(),
        };
        if explained != compiled_value {
            failures.push(format!(
                "{name}: explained {explained:?}, the catalog has {compiled_value:?}"
            ));
        }
    }
    assert!(
        failures.is_empty(),
        "{} of {} explain cases fail:\n{}",
        failures.len(),
        names.len(),
        failures.join("\n")
    );
}
