//! `strata puppet diff` against octocatalog-diff 2.1.0's captured outputs
//! (tests/puppet-diff: `capture.sh` and `capture_catalogs.sh` made them; they are not run
//! here). Each case's control repository is created from its committed `from/` and `to/`
//! trees with `make_repo.sh` (git is needed; without git the repository cases fail, they are
//! not skipped).

use std::path::{Path, PathBuf};
use std::process::Command;

fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../../tests/puppet-diff")
}

fn strata() -> &'static str {
    env!("CARGO_BIN_EXE_strata")
}

fn run(args: &[&str]) -> (i32, String, String) {
    let out = Command::new(strata())
        .args(["puppet", "diff"])
        .args(args)
        .output()
        .expect("run strata");
    (
        out.status.code().unwrap_or(-1),
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

fn read(p: &Path) -> String {
    std::fs::read_to_string(p).unwrap_or_else(|e| panic!("{}: {e}", p.display()))
}

/// octocatalog-diff's JSON names files in its temporary build directory (which `capture.sh`
/// writes as `<octocatalog-diff build directory>`); strata names them relative to the
/// repository.
fn strip_build_dir(s: &str) -> String {
    let mut out = String::new();
    let mut rest = s;
    while let Some(i) = rest.find("<octocatalog-diff build directory>/") {
        out.push_str(&rest[..i]);
        let after = &rest[i..];
        let marker = "/environments/production/";
        match after.find(marker) {
            Some(j) => rest = &after[j + marker.len()..],
            None => {
                out.push_str(after);
                rest = "";
            }
        }
    }
    out.push_str(rest);
    out
}

fn temp_dir(name: &str) -> PathBuf {
    let d = std::env::temp_dir().join(format!("strata-pdiff-{}-{name}", std::process::id()));
    let _ = std::fs::remove_dir_all(&d);
    std::fs::create_dir_all(&d).expect("temp dir");
    d
}

fn make_repo(case: &str) -> PathBuf {
    let dest = temp_dir(case).join("repo");
    let st = Command::new("sh")
        .arg(root().join("make_repo.sh"))
        .arg(root().join("cases").join(case))
        .arg(&dest)
        .status()
        .expect("sh make_repo.sh");
    assert!(st.success(), "make_repo.sh {case} failed");
    dest
}

#[test]
fn repository_cases_match_octocatalog_diff() {
    let facts = root().join("facts/web01.yaml");
    let mut cases: Vec<String> = std::fs::read_dir(root().join("cases"))
        .expect("cases")
        .filter_map(|e| e.ok())
        .map(|e| e.file_name().to_string_lossy().into_owned())
        .collect();
    cases.sort();
    assert!(cases.len() >= 7, "cases: {cases:?}");
    // cases that differ for a cause written down (known-failures.tsv: case, why)
    let known: Vec<String> = read(&root().join("known-failures.tsv"))
        .lines()
        .filter(|l| !l.starts_with('#') && !l.trim().is_empty())
        .filter_map(|l| l.split('\t').next().map(str::to_string))
        .collect();
    let mut failures = Vec::new();
    let mut same = 0;
    for case in &cases {
        let failures_before = failures.len();
        let repo = make_repo(case);
        let exp = |ext: &str| read(&root().join(format!("expected/{case}.{ext}")));
        let extra =
            std::fs::read_to_string(root().join(format!("cases/{case}/args"))).unwrap_or_default();
        let extra: Vec<&str> = extra.split_whitespace().collect();
        let mode = exp("mode");
        let rc: i32 = exp("rc").trim().parse().expect("rc");
        let base = [
            "--basedir",
            repo.to_str().expect("utf-8 path"),
            "-f",
            "v1",
            "-t",
            "v2",
            "-n",
            "web01.example.com",
            "--fact-file",
            facts.to_str().expect("utf-8 path"),
        ];
        for fmt in ["json", "legacy_json", "text"] {
            let mut args: Vec<&str> = base.to_vec();
            if fmt == "text" {
                args.push("--no-color");
                if mode.trim() == "git" {
                    args.push("--display-source");
                }
            } else {
                args.extend(["--output-format", fmt]);
            }
            args.extend(extra.iter().copied());
            let (code, out, err) = run(&args);
            let want = exp(fmt);
            let want = if fmt == "text" {
                want
            } else {
                strip_build_dir(&want)
            };
            if code != rc || out != want {
                failures.push(format!(
                    "{case} {fmt}: exit {code} (want {rc})\n--- want\n{want}\n--- got\n{out}\n{err}"
                ));
            } else {
                same += 1;
            }
        }
        if known.contains(case) {
            assert!(
                failures.len() > failures_before,
                "{case} now matches octocatalog-diff: remove it from known-failures.tsv"
            );
            failures.truncate(failures_before);
        }
    }
    for k in &known {
        assert!(cases.contains(k), "known-failures.tsv names no case {k}");
    }
    eprintln!(
        "puppet diff parity: {same}/{} outputs identical ({} case(s) known to differ)",
        cases.len() * 3,
        known.len()
    );
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[test]
fn catalog_files_match_octocatalog_diff() {
    let dir = root().join("catalogs");
    let from = dir.join("from.json");
    let to = dir.join("to.json");
    let (f, t) = (from.to_str().expect("path"), to.to_str().expect("path"));
    let cases: [(&str, Vec<&str>); 5] = [
        ("json", vec!["--output-format", "json"]),
        ("legacy_json", vec!["--output-format", "legacy_json"]),
        ("color", vec![]),
        (
            "text",
            vec!["--no-color", "--display-source", "--include-tags"],
        ),
        (
            "ignore.json",
            vec![
                "--output-format",
                "json",
                "--ignore",
                "Package[x]::parameters::h,File[/etc/*]::parameters::mode",
                "--ignore-attr",
                "owner",
            ],
        ),
    ];
    for (name, extra) in cases {
        let mut args = vec!["--from-catalog", f, "--to-catalog", t];
        args.extend(extra);
        let (code, out, err) = run(&args);
        assert_eq!(code, 2, "{name}: {err}");
        assert_eq!(out, read(&dir.join(format!("expected.{name}"))), "{name}");
    }
    // a catalog against itself: no difference, exit 0, no output
    let (code, out, _) = run(&["--from-catalog", f, "--to-catalog", f]);
    assert_eq!((code, out.as_str()), (0, ""));
}

#[test]
fn bad_input_is_reported_with_its_cause() {
    let repo = make_repo("params");
    let r = repo.to_str().expect("path");
    let facts = root().join("facts/web01.yaml");
    let fa = facts.to_str().expect("path");
    let (code, _, err) = run(&[
        "--basedir",
        r,
        "-f",
        "nosuchref",
        "-t",
        "v2",
        "-n",
        "web01.example.com",
        "--fact-file",
        fa,
    ]);
    assert_eq!(code, 1);
    assert!(err.contains("Unknown git reference 'nosuchref'"), "{err}");
    let (code, _, err) = run(&[
        "--basedir",
        r,
        "-f",
        "v1",
        "-t",
        "v2",
        "-n",
        "web01.example.com",
        "--fact-file",
        "/nonexistent/facts.yaml",
    ]);
    assert_eq!(code, 1);
    assert!(
        err.contains("Could not read fact file /nonexistent/facts.yaml"),
        "{err}"
    );
    let (code, _, err) = run(&["--from-catalog", fa, "--to-catalog", fa]);
    assert_eq!(code, 1);
    assert!(
        err.contains("Could not parse catalog") || err.contains("catalog"),
        "{err}"
    );
}

#[test]
fn fleet_reports_failed_nodes_and_continues() {
    // a repository where node c fails at v2 only and node d has no fact file
    let dir = temp_dir("fleet");
    let case = dir.join("case");
    for (side, site) in [
        (
            "from",
            "node default { notify { 'x': message => $facts['msg'] } }\n",
        ),
        (
            "to",
            "node default {\n  if $facts['bad'] { fail('broken for this node') }\n  \
             notify { 'x': message => \"${facts['msg']}!\" }\n}\n",
        ),
    ] {
        std::fs::create_dir_all(case.join(side).join("manifests")).expect("case dir");
        std::fs::write(case.join(side).join("manifests/site.pp"), site).expect("site.pp");
    }
    let repo = dir.join("repo");
    let st = Command::new("sh")
        .arg(root().join("make_repo.sh"))
        .arg(&case)
        .arg(&repo)
        .status()
        .expect("sh make_repo.sh");
    assert!(st.success());
    std::fs::write(
        dir.join("nodes"),
        "a.example.com\nb.example.com\nc.example.com\nd.example.com\n",
    )
    .expect("nodes");
    let facts = dir.join("facts");
    std::fs::create_dir_all(&facts).expect("facts dir");
    for (n, extra) in [("a", ""), ("b", ""), ("c", "bad: true\n")] {
        std::fs::write(
            facts.join(format!("{n}.example.com.yaml")),
            format!("clientcert: {n}.example.com\nmsg: hi\n{extra}"),
        )
        .expect("facts");
    }
    let (code, out, err) = run(&[
        "--basedir",
        repo.to_str().expect("path"),
        "-f",
        "v1",
        "-t",
        "v2",
        "--nodes",
        dir.join("nodes").to_str().expect("path"),
        "--facts-dir",
        facts.to_str().expect("path"),
        "--no-color",
    ]);
    assert_eq!(code, 1, "{out}\n{err}");
    assert!(out.contains("=== a.example.com\n  Notify[x] =>"), "{out}");
    assert!(
        out.contains("2 node(s): ~ Notify[x] parameters::message: \"hi\" -> \"hi!\""),
        "{out}"
    );
    assert!(
        out.contains("FAILED c.example.com: failed to compile at v2: "),
        "{out}"
    );
    assert!(out.contains("broken for this node"), "{out}");
    assert!(
        out.contains("FAILED d.example.com: No fact file for d.example.com"),
        "{out}"
    );
    assert!(
        out.contains("=== Summary: 4 node(s), 2 changed, 0 unchanged, 2 failed"),
        "{out}"
    );
}
