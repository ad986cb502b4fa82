//! Runs the resource type cases (`tests/puppet-types/cases/*`: built-in and module Ruby types,
//! namevars, title patterns, aliases and their errors, captured from Puppet 7.23 by
//! `scripts/puppet/capture-type-cases.py`) through `strata puppet` with the shared vectors'
//! runner (`run.py --cases`). Every case must pass. When the runner (or `python3`) is absent
//! the test says so and passes, unless `CI` is set, where it fails.

use std::path::Path;
use std::process::Command;

use strata_test_support::{vectors_root, workspace_root};

fn absent(what: &str) {
    if strata_test_support::in_ci() {
        panic!("{what}; the Puppet resource type cases must run in CI");
    }
    eprintln!("skipping the Puppet resource type cases: {what}");
}

#[test]
fn puppet_type_cases() {
    let run_py = vectors_root().join("puppet").join("run.py");
    if !run_py.exists() {
        return absent(&format!(
            "{} not found (set STRATA_VECTORS)",
            run_py.display()
        ));
    }
    if Command::new("python3").arg("--version").output().is_err() {
        return absent("python3 is not installed");
    }
    let cases = workspace_root()
        .join("tests")
        .join("puppet-types")
        .join("cases");
    let dir = std::env::temp_dir().join(format!("strata-puppet-types-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("temp dir");
    let tool = dir.join("puppet");
    let _ = std::fs::remove_file(&tool);
    #[cfg(unix)]
    std::os::unix::fs::symlink(env!("CARGO_BIN_EXE_strata"), &tool).expect("link strata as puppet");
    #[cfg(not(unix))]
    std::fs::copy(env!("CARGO_BIN_EXE_strata"), &tool).expect("copy strata as puppet");
    let out = run(&run_py, &tool, &cases);
    let _ = std::fs::remove_dir_all(&dir);
    let stdout = String::from_utf8_lossy(&out.stdout);
    let summary = stdout.lines().last().unwrap_or("").to_string();
    eprintln!("puppet type cases: {summary}");
    let n = std::fs::read_dir(&cases).expect("cases").count();
    assert!(
        summary == format!("{n} passed, 0 failed"),
        "puppet type cases fail:\n{stdout}{}",
        String::from_utf8_lossy(&out.stderr)
    );
}

fn run(run_py: &Path, tool: &Path, cases: &Path) -> std::process::Output {
    Command::new("python3")
        .arg(run_py)
        .arg("--bin")
        .arg(tool)
        .arg("--cases")
        .arg(cases)
        .arg("-j")
        .arg("2")
        .output()
        .expect("run python3")
}
