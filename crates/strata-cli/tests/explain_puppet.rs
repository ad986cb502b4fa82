//! `strata puppet lookup [--explain]` and `strata explain puppet`.
//!
//! - `tests/explain/puppet-lookup/cases/NAME/args`: arguments after the fixture's
//!   environment options (`--environmentpath fixture/environments --environment production
//!   --hiera_config fixture/hiera.yaml --node web01.example.com --facts fixture/facts.yaml`);
//!   `expected.out` and `expected.rc` are what Puppet 7.23's `puppet lookup` printed and
//!   returned for them (`capture.sh` there made them; the fixture's absolute path is
//!   `<FIXTURE>`). strata's output must be the same, byte for byte.

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
