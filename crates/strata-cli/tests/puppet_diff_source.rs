//! `strata puppet diff --display-source`: each changed parameter's definitions at both
//! versions (issue 25, item 4), in the JSON output under `strata_param_source` and in the
//! text output with `--display-param-source`; without the flags the output has none of it.
//! The repository is made here with git (needed: without git the test fails, it is not
//! skipped).

use std::path::{Path, PathBuf};
use std::process::Command;

const V1: &str = "class app (
  String $motd = 'hello',
) {
  file { '/etc/motd':
    ensure  => file,
    content => $motd,
    mode    => '0644',
  }
}
";

const V2: &str = "class app (
  String $motd = 'hello there',
) {
  File { owner => 'root' }
  file { '/etc/motd':
    ensure  => file,
    content => $motd,
  }
  File['/etc/motd'] { mode => '0600' }
}
";

fn git(dir: &Path, args: &[&str]) {
    let st = Command::new("git")
        .arg("-C")
        .arg(dir)
        .args(args)
        .env("GIT_AUTHOR_NAME", "t")
        .env("GIT_AUTHOR_EMAIL", "t@example.com")
        .env("GIT_COMMITTER_NAME", "t")
        .env("GIT_COMMITTER_EMAIL", "t@example.com")
        .status()
        .expect("git");
    assert!(st.success(), "git {args:?}");
}

fn write(p: PathBuf, text: &str) {
    std::fs::create_dir_all(p.parent().expect("parent")).expect("mkdir");
    std::fs::write(p, text).expect("write");
}

/// A control repository with tags v1 and v2 (see `V1`, `V2`).
fn repo() -> PathBuf {
    let d = std::env::temp_dir().join(format!("strata-pdiff-source-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&d);
    std::fs::create_dir_all(&d).expect("temp dir");
    git(&d, &["init", "-q"]);
    write(
        d.join("manifests/site.pp"),
        "node default { include app }\n",
    );
    write(d.join("environment.conf"), "modulepath = modules\n");
    let class = d.join("modules/app/manifests/init.pp");
    write(class.clone(), V1);
    git(&d, &["add", "-A"]);
    git(&d, &["commit", "-qm", "v1"]);
    git(&d, &["tag", "v1"]);
    write(class, V2);
    git(&d, &["commit", "-qam", "v2"]);
    git(&d, &["tag", "v2"]);
    d
}

fn diff(repo: &Path, extra: &[&str]) -> (i32, String, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_strata"))
        .args(["puppet", "diff", "--basedir"])
        .arg(repo)
        .args([
            "-f",
            "v1",
            "-t",
            "v2",
            "-n",
            "node1.example.com",
            "--no-ruby",
        ])
        .args(extra)
        .output()
        .expect("run strata");
    (
        out.status.code().unwrap_or(-1),
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

/// The entry of `param` in octocatalog-diff's JSON.
fn entry<'a>(json: &'a serde_json::Value, param: &str) -> &'a serde_json::Value {
    json["diff"]
        .as_array()
        .expect("diff array")
        .iter()
        .find(|e| e["structure"] == serde_json::json!(["parameters", param]))
        .unwrap_or_else(|| panic!("no entry for {param} in {json}"))
}

#[test]
fn changed_parameters_name_their_definitions() {
    let repo = repo();
    let file = "modules/app/manifests/init.pp";

    // without the flag: octocatalog-diff's keys only
    let (code, plain, err) = diff(&repo, &["--output-format", "json"]);
    assert_eq!(code, 2, "{err}");
    assert!(!plain.contains("strata_param_source"), "{plain}");

    let (code, out, err) = diff(&repo, &["--output-format", "json", "--display-source"]);
    assert_eq!(code, 2, "{err}");
    let json: serde_json::Value = serde_json::from_str(&out).expect("JSON output");
    // the same entries otherwise
    let mut stripped = json.clone();
    for e in stripped["diff"].as_array_mut().expect("diff") {
        e.as_object_mut()
            .expect("entry")
            .remove("strata_param_source");
    }
    let plain: serde_json::Value = serde_json::from_str(&plain).expect("JSON output");
    assert_eq!(stripped, plain);

    // content: declared at line 6 of v1 and line 7 of v2 (the value comes from $motd)
    let content = &entry(&json, "content")["strata_param_source"];
    assert_eq!(content["old"]["file"], file, "{content}");
    assert_eq!(content["old"]["line"], 6, "{content}");
    assert_eq!(content["new"]["file"], file, "{content}");
    assert_eq!(content["new"]["line"], 7, "{content}");
    // mode: declared at line 7 of v1, overridden at line 9 of v2
    let mode = &entry(&json, "mode")["strata_param_source"];
    assert_eq!(mode["old"]["line"], 7, "{mode}");
    assert_eq!(mode["new"]["line"], 9, "{mode}");
    assert_ne!(mode["old"]["reason"], mode["new"]["reason"], "{mode}");
    // owner: not in v1's catalog, a resource default at line 4 of v2
    let owner = &entry(&json, "owner")["strata_param_source"];
    assert!(owner["old"].is_null(), "{owner}");
    assert_eq!(owner["new"]["line"], 4, "{owner}");

    // text: octocatalog-diff's with --display-source; the definitions only with
    // --display-param-source, after the resource's changes
    let (_, text, _) = diff(&repo, &["--no-color", "--display-source"]);
    assert!(!text.contains("source of"), "{text}");
    let (code, text, err) = diff(&repo, &["--no-color", "--display-param-source"]);
    assert_eq!(code, 2, "{err}");
    let want_mode = format!(
        "   source of parameters::mode =>\n     - {file}:7 ({})\n     + {file}:9 ({})",
        mode["old"]["reason"].as_str().expect("reason"),
        mode["new"]["reason"].as_str().expect("reason"),
    );
    assert!(text.contains(&want_mode), "{text}\n--- want\n{want_mode}");
    let want_owner = format!(
        "   source of parameters::owner =>\n     - (not in this version's catalog)\n     + {file}:4 ("
    );
    assert!(text.contains(&want_owner), "{text}\n--- want\n{want_owner}");
    let _ = std::fs::remove_dir_all(&repo);
}

/// The `env-hiera` case of tests/puppet-diff (environment-layer and module-layer Hiera data,
/// a `lookup()` in a class body), made with its `make_repo.sh`.
fn env_hiera_repo() -> PathBuf {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../tests/puppet-diff");
    let d = std::env::temp_dir().join(format!("strata-pdiff-source-hiera-{}", std::process::id()));
    let st = Command::new("sh")
        .arg(root.join("make_repo.sh"))
        .arg(root.join("cases/env-hiera"))
        .arg(&d)
        .status()
        .expect("sh make_repo.sh");
    assert!(st.success(), "make_repo.sh failed");
    d
}

/// The `hiera` list of one version's `strata_param_source` as (key, file, line, level).
fn hiera_of(source: &serde_json::Value) -> Vec<(String, String, u64, String)> {
    source["hiera"]
        .as_array()
        .map(|l| {
            l.iter()
                .map(|h| {
                    (
                        h["key"].as_str().unwrap_or("").to_string(),
                        h["file"].as_str().unwrap_or("").to_string(),
                        h["line"].as_u64().unwrap_or(0),
                        h["level"].as_str().unwrap_or("").to_string(),
                    )
                })
                .collect()
        })
        .unwrap_or_default()
}

fn h(key: &str, file: &str, line: u64, level: &str) -> (String, String, u64, String) {
    (key.into(), file.into(), line, level.into())
}

#[test]
fn values_from_hiera_name_their_data_file_key_line_and_level() {
    let repo = env_hiera_repo();
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../tests/puppet-diff");
    let facts = root.join("facts/web01.yaml");
    let run = |extra: &[&str]| {
        let out = Command::new(env!("CARGO_BIN_EXE_strata"))
            .args(["puppet", "diff", "--basedir"])
            .arg(&repo)
            .args([
                "-f",
                "v1",
                "-t",
                "v2",
                "-n",
                "web01.example.com",
                "--fact-file",
            ])
            .arg(&facts)
            .args(extra)
            .output()
            .expect("run strata");
        (
            out.status.code().unwrap_or(-1),
            String::from_utf8_lossy(&out.stdout).into_owned(),
        )
    };
    let (code, out) = run(&["--output-format", "json", "--display-source"]);
    assert_eq!(code, 2, "{out}");
    let json: serde_json::Value = serde_json::from_str(&out).expect("JSON output");
    // octocatalog-diff's entries (captured in expected/env-hiera.json), strata's key aside
    let mut stripped = json.clone();
    for e in stripped["diff"].as_array_mut().expect("diff") {
        e.as_object_mut()
            .expect("entry")
            .remove("strata_param_source");
    }
    let want = std::fs::read_to_string(root.join("expected/env-hiera.json"))
        .expect("expected")
        .replace(
            "<octocatalog-diff build directory>/environments/production/",
            "",
        );
    let want: serde_json::Value = serde_json::from_str(&want).expect("expected JSON");
    assert_eq!(stripped, want);

    let source = |title: &str, param: &str| -> serde_json::Value {
        json["diff"]
            .as_array()
            .expect("diff")
            .iter()
            .find(|e| {
                e["title"] == title && e["structure"] == serde_json::json!(["parameters", param])
            })
            .unwrap_or_else(|| panic!("no entry {title} {param}"))["strata_param_source"]
            .clone()
    };
    // /etc/motd's owner: the class parameter motd::owner, from the "per os family" level at
    // both versions (line 1 of v1's data/os/Debian.yaml, line 2 of v2's after a comment)
    let owner = source("/etc/motd", "owner");
    assert_eq!(owner["old"]["line"], 8, "{owner}");
    assert_eq!(
        hiera_of(&owner["old"]),
        [h("motd::owner", "data/os/Debian.yaml", 1, "per os family")]
    );
    assert_eq!(
        hiera_of(&owner["new"]),
        [h("motd::owner", "data/os/Debian.yaml", 2, "per os family")]
    );
    // its content reads $banner (a class parameter) and $contact (= lookup('motd::contact')):
    // common data at v1, the node's own file at v2
    let content = source("/etc/motd", "content");
    assert_eq!(
        hiera_of(&content["old"]),
        [
            h("motd::banner", "data/common.yaml", 1, "common"),
            h("motd::contact", "data/common.yaml", 2, "common"),
        ]
    );
    let node = "data/nodes/web01.example.com.yaml";
    assert_eq!(
        hiera_of(&content["new"]),
        [
            h("motd::banner", node, 2, "per node"),
            h("motd::contact", node, 3, "per node"),
        ]
    );
    // sshd_config: ssh::port from the module's own data at v1, the environment's at v2
    let ssh = source("/etc/ssh/sshd_config", "content");
    assert_eq!(
        hiera_of(&ssh["old"]),
        [
            h(
                "ssh::port",
                "modules/ssh/data/common.yaml",
                1,
                "module common"
            ),
            h(
                "ssh::permit_root",
                "modules/ssh/data/common.yaml",
                2,
                "module common"
            ),
        ]
    );
    assert_eq!(
        hiera_of(&ssh["new"]),
        [
            h("ssh::port", "data/os/Debian.yaml", 3, "per os family"),
            h(
                "ssh::permit_root",
                "modules/ssh/data/common.yaml",
                2,
                "module common"
            ),
        ]
    );
    // (Class resources are not in octocatalog-diff's diff: a class's own parameters never are)
    // text: octocatalog-diff's, plus the definitions with --display-param-source
    let (code, text) = run(&["--no-color", "--display-param-source"]);
    assert_eq!(code, 2, "{text}");
    let want = "   source of parameters::owner =>\n     - modules/motd/manifests/init.pp:8 (";
    assert!(text.contains(want), "{text}");
    let want = "     + modules/motd/manifests/init.pp:8 (set in the resource declaration)\n       \
                from Hiera: data/os/Debian.yaml:2 (key 'motd::owner', hierarchy level \"per os family\")";
    assert!(text.contains(want), "{text}");
    let _ = std::fs::remove_dir_all(&repo);
}
