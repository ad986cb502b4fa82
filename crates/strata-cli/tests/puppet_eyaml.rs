//! hiera-eyaml PKCS7 values in `strata puppet compile`, against what Puppet 7.23 with
//! hiera-eyaml 3.3.0 compiled from the same files (`tests/data/puppet-eyaml`, whose README
//! has the commands and says how the test keys were made).
//!
//! - `expected/ENV-NODE[-CONFIG].json`: the `message` of every Notify resource, by title, of
//!   node NODE in environment `envs/ENV` (with `--hiera_config CONFIG.yaml` when named);
//!   strata's catalog must hold the same messages.
//! - `expected/errors-NODE.err`: Puppet's error for node NODE of `envs/errors`; strata must
//!   fail with the same sentence.

use std::path::{Path, PathBuf};
use std::process::Command;
use strata_core::Value;

fn data_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/puppet-eyaml")
}

/// Runs `strata puppet compile` in the data folder: exit status, stdout, stderr.
fn compile(env: &str, node: &str, hiera_config: Option<&str>) -> (i32, String, String) {
    let manifest = format!("envs/{env}/manifests/site.pp");
    let modules = format!("envs/{env}/modules");
    let mut cmd = Command::new(env!("CARGO_BIN_EXE_strata"));
    cmd.args(["puppet", "compile", "--manifest", &manifest])
        .args(["--modulepath", &modules, "--node", node]);
    if let Some(c) = hiera_config {
        cmd.args(["--hiera_config", c]);
    }
    let dir = data_dir();
    // A level of `envs/production` reads its private key from this variable.
    let key = std::fs::read_to_string(dir.join("keys/private_key.pkcs7.pem")).expect("test key");
    cmd.env("STRATA_EYAML_TEST_KEY", key)
        .env_remove("STRATA_EYAML_UNSET_VARIABLE");
    let out = cmd.current_dir(&dir).output().expect("strata runs");
    // Paths in messages relative to the data folder, as the expected files hold them.
    let prefix = format!("{}/", dir.display());
    (
        out.status.code().unwrap_or(-1),
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).replace(&prefix, ""),
    )
}

/// The Notify messages of strata's catalog (the JSON document after the notices).
fn notify_messages(stdout: &str) -> Value {
    let json = match stdout.rfind("\n{") {
        Some(i) => &stdout[i + 1..],
        None => stdout,
    };
    let catalog = strata_core::json::parse(json).expect("a JSON catalog");
    let Value::Map(catalog) = catalog else {
        panic!("the catalog is not an object")
    };
    let Some(Value::List(resources)) = catalog.get("resources") else {
        panic!("the catalog has no resources")
    };
    let mut out = Vec::new();
    for r in resources.iter() {
        let Value::Map(r) = r else { continue };
        if r.get("type") != Some(&Value::String("Notify".into())) {
            continue;
        }
        let Some(Value::String(title)) = r.get("title") else {
            continue;
        };
        let message = match r.get("parameters") {
            Some(Value::Map(p)) => p.get("message").cloned().unwrap_or(Value::Null),
            _ => Value::Null,
        };
        out.push((title.to_string(), message));
    }
    out.sort_by(|a, b| a.0.cmp(&b.0));
    let map: strata_core::value::Map = out.into_iter().map(|(k, v)| (k.into(), v)).collect();
    Value::Map(map.into())
}

/// Every expected file of the given extension: (case name, path).
fn expected(ext: &str) -> Vec<(String, PathBuf)> {
    let dir = data_dir().join("expected");
    let mut out: Vec<(String, PathBuf)> = std::fs::read_dir(&dir)
        .expect("the expected folder")
        .filter_map(|e| {
            let p = e.ok()?.path();
            let name = p.file_name()?.to_str()?.strip_suffix(ext)?.to_string();
            Some((name, p))
        })
        .collect();
    out.sort();
    out
}

#[test]
fn decrypted_values_match_puppet() {
    let cases = expected(".json");
    assert!(cases.len() >= 3, "expected catalogs are missing");
    for (name, path) in cases {
        let (env, rest) = name.split_once('-').expect("ENV-NODE");
        let (node, config) = match rest.strip_suffix("-hiera3") {
            Some(n) => (n, Some("hiera3.yaml")),
            None => (rest, None),
        };
        let (code, out, err) = compile(env, node, config);
        assert_eq!(code, 0, "{name}: {err}");
        let want = strata_core::json::parse(&std::fs::read_to_string(&path).expect("read"))
            .expect("expected JSON");
        let got = notify_messages(&out);
        let (Value::Map(want), Value::Map(got)) = (&want, &got) else {
            unreachable!("both are objects")
        };
        for (title, w) in want.iter() {
            assert_eq!(got.get(title), Some(w), "{name}: Notify[{title}]");
        }
        assert_eq!(got.len(), want.len(), "{name}: the same Notify resources");
    }
}

#[test]
fn errors_match_puppet() {
    let cases = expected(".err");
    assert!(cases.len() >= 5, "expected errors are missing");
    for (name, path) in cases {
        let node = name.strip_prefix("errors-").expect("errors-NODE");
        let text = std::fs::read_to_string(&path).expect("read");
        // Puppet's first line, without the " on node N" its compiler adds.
        let first = text.lines().next().unwrap_or("");
        let want = first
            .strip_suffix(&format!(" on node {node}"))
            .unwrap_or(first);
        let (code, _, err) = compile("errors", node, None);
        assert_eq!(code, 1, "{name}: should fail; stderr: {err}");
        assert!(!err.contains("panicked"), "{name}: {err}");
        assert!(err.contains(want), "{name}: expected {want:?} in\n{err}");
        // Puppet raises it outside the evaluator: no "Evaluation Error: " label.
        assert!(
            err.contains("Error: hiera-eyaml backend error decrypting "),
            "{name}: {err}"
        );
        // Every error names the key and the data file (Puppet's GPG error does not; strata's
        // does, and says what it decrypts).
        let key = format!("secret_{node}");
        let file = format!("envs/errors/data/{node}.eyaml");
        assert!(
            err.contains(&format!("when looking up {key} in {file}")),
            "{name}: {err}"
        );
        assert!(
            err.contains("(file: envs/errors/manifests/site.pp, line: 3, column: 33)"),
            "{name}: the lookup's place: {err}"
        );
    }
}

#[test]
fn unsupported_schemes_say_so() {
    let (code, _, err) = compile("errors", "gpg", None);
    assert_eq!(code, 1);
    assert!(
        err.contains("strata decrypts PKCS7 values only"),
        "GPG is refused clearly: {err}"
    );
}
