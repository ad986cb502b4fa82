//! Runs the hcldec conformance vectors (`vectors/hcldec/cases/*`) against the `hcldec` binary.
//!
//! The vectors live outside the repository: `$STRATA_VECTORS`, by default `../shared/vectors`
//! relative to the repository root. When they are absent the test says so and passes, except
//! under `CI`, where it fails naming the folder.
//!
//! A case passes when the exit status matches, stdout is equal as JSON (numbers compared
//! exactly, key order ignored, `--var-refs` arrays as multisets) and the multiset of
//! diagnostic (severity, subject start byte, subject end byte) matches, the same rules as
//! the vectors' own `run.py`, and stdout must also be byte-identical (as `run.py --strict`)
//! unless the case is marked flaky. The cases that fail (where strata deliberately differs from
//! the captured reference, or does not pass yet) are the `hcldec cases` lines of
//! `conformance/known-failures.tsv`, each with its reason, the same list `scripts/conformance.py`
//! reads: every other case must pass and every listed case must fail, so the counts are exact.

use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};

use strata_core::{json, Value};

fn read(path: &Path) -> Option<String> {
    std::fs::read_to_string(path).ok()
}

/// The case's argument lines, markers included.
fn case_args(dir: &Path) -> Vec<String> {
    read(&dir.join("args"))
        .unwrap_or_default()
        .lines()
        .filter(|l| !l.is_empty())
        .map(str::to_string)
        .collect()
}

struct Outcome {
    code: Option<i32>,
    stdout: String,
    stderr: String,
}

fn run_case(bin: &Path, dir: &Path) -> Outcome {
    let args = case_args(dir);
    let stdin_marker = args.iter().any(|a| a == "STDIN");
    let nospec = args.iter().any(|a| a == "NOSPEC");
    let mut cmd = Command::new(bin);
    cmd.current_dir(dir);
    if !nospec {
        cmd.arg("--spec=spec.hcldec");
    }
    cmd.arg("--diags=json");
    cmd.args(args.iter().filter(|a| *a != "STDIN" && *a != "NOSPEC"));
    let mut stdin_bytes = Vec::new();
    if stdin_marker {
        stdin_bytes = std::fs::read(dir.join("input.hcl")).unwrap_or_default();
    } else {
        let mut inputs: Vec<String> = std::fs::read_dir(dir)
            .map(|rd| {
                rd.filter_map(|e| e.ok())
                    .map(|e| e.file_name().to_string_lossy().into_owned())
                    .filter(|n| n.starts_with("input"))
                    .collect()
            })
            .unwrap_or_default();
        inputs.sort();
        cmd.args(inputs);
    }
    cmd.stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped());
    let Ok(mut child) = cmd.spawn() else {
        return Outcome {
            code: None,
            stdout: String::new(),
            stderr: "spawn failed".into(),
        };
    };
    if let Some(mut sin) = child.stdin.take() {
        use std::io::Write;
        let _ = sin.write_all(&stdin_bytes);
    }
    match child.wait_with_output() {
        Ok(o) => Outcome {
            code: o.status.code(),
            stdout: String::from_utf8_lossy(&o.stdout).into_owned(),
            stderr: String::from_utf8_lossy(&o.stderr).into_owned(),
        },
        Err(e) => Outcome {
            code: None,
            stdout: String::new(),
            stderr: e.to_string(),
        },
    }
}

/// Canonical text of a JSON value for multiset comparison (keys sorted, numbers as written
/// by the core writer).
fn canon(v: &Value) -> String {
    json::write(
        v,
        &json::WriteOptions {
            indent: None,
            sort_keys: true,
            escape_html: false,
        },
    )
}

fn diag_keys(doc: &Value) -> Vec<(String, Option<String>, Option<String>)> {
    let mut keys = Vec::new();
    let Some(list) = doc
        .as_map()
        .and_then(|m| m.get("diagnostics"))
        .and_then(Value::as_list)
    else {
        return keys;
    };
    for d in list {
        let Some(m) = d.as_map() else { continue };
        let sev = m
            .get("severity")
            .and_then(Value::as_str)
            .unwrap_or("")
            .to_string();
        let byte = |which: &str| {
            m.get("subject")
                .and_then(Value::as_map)
                .and_then(|s| s.get(which))
                .and_then(Value::as_map)
                .and_then(|p| p.get("byte"))
                .map(canon)
        };
        keys.push((sev, byte("start"), byte("end")));
    }
    keys.sort();
    keys
}

fn check(dir: &Path, out: &Outcome) -> Result<(), String> {
    let exp_code: i32 = read(&dir.join("expected.exit"))
        .and_then(|s| s.trim().parse().ok())
        .ok_or("missing expected.exit")?;
    let mut problems = Vec::new();
    if out.code != Some(exp_code) {
        problems.push(format!("exit {:?}, expected {exp_code}", out.code));
    }
    let exp_out = read(&dir.join("expected.stdout")).unwrap_or_default();
    // Beyond run.py's rules: stdout must be byte-identical unless the reference's own output
    // varied between runs (`expected.flaky`).
    if !dir.join("expected.flaky").exists() && exp_out != out.stdout {
        problems.push(format!(
            "stdout not byte-identical:\n  expected {:?}\n  actual   {:?}",
            exp_out, out.stdout
        ));
    }
    if exp_out.trim().is_empty() {
        if !out.stdout.trim().is_empty() {
            problems.push(format!("expected empty stdout, got {:?}", out.stdout));
        }
    } else {
        match (json::parse(&exp_out), json::parse(&out.stdout)) {
            (Ok(e), Ok(a)) => {
                let varrefs = case_args(dir).iter().any(|a| a == "--var-refs");
                let equal = match (e.as_list(), a.as_list()) {
                    (Some(el), Some(al)) if varrefs => {
                        let mut x: Vec<String> = el.iter().map(canon).collect();
                        let mut y: Vec<String> = al.iter().map(canon).collect();
                        x.sort();
                        y.sort();
                        x == y
                    }
                    _ => e == a,
                };
                if !equal {
                    problems.push(format!(
                        "stdout differs:\n  expected {}\n  actual   {}",
                        exp_out.trim(),
                        out.stdout.trim()
                    ));
                }
            }
            (Ok(_), Err(err)) => {
                problems.push(format!("stdout is not JSON ({err}): {:?}", out.stdout))
            }
            (Err(_), _) => {
                if exp_out != out.stdout {
                    problems.push("stdout text differs".into());
                }
            }
        }
    }
    if let Some(exp_diags) = read(&dir.join("expected.stderr.json")) {
        match (json::parse(&exp_diags), json::parse(&out.stderr)) {
            (Ok(e), Ok(a)) => {
                let (ek, ak) = (diag_keys(&e), diag_keys(&a));
                if ek != ak {
                    problems.push(format!(
                        "diagnostics differ: expected {ek:?}, actual {ak:?}"
                    ));
                }
            }
            _ => problems.push(format!(
                "stderr is not a JSON diagnostics document: {:?}",
                out.stderr
            )),
        }
    }
    if problems.is_empty() {
        Ok(())
    } else {
        Err(problems.join("\n  "))
    }
}

#[test]
fn hcldec_vectors() {
    let Some(root) = strata_test_support::vectors("hcldec/cases") else {
        return;
    };
    let entries = std::fs::read_dir(&root).expect("the hcldec cases folder is readable");
    let bin = PathBuf::from(env!("CARGO_BIN_EXE_hcldec"));
    let mut dirs: Vec<PathBuf> = entries
        .filter_map(|e| e.ok())
        .map(|e| e.path())
        .filter(|p| p.join("spec.hcldec").exists())
        .collect();
    dirs.sort();
    // the runner's report: a `FAIL <case> - <why>` line per failure, then the summary
    let mut report = String::new();
    let mut passed = 0;
    let mut failed = 0;
    for dir in &dirs {
        let name = dir
            .file_name()
            .map(|n| n.to_string_lossy().into_owned())
            .unwrap_or_default();
        let out = run_case(&bin, dir);
        match check(dir, &out) {
            Ok(()) => passed += 1,
            Err(why) => {
                failed += 1;
                report.push_str(&format!("FAIL {name} - {why}\n"));
            }
        }
    }
    report.push_str(&format!("{passed} passed, {failed} failed\n"));
    let summary = strata_test_support::assert_failures_known("hcldec cases", &report);
    eprintln!("hcldec vectors: {summary}");
    assert_eq!(passed + failed, dirs.len());
}
