//! `strata puppet compile` as a user runs it: facts files in the shapes Puppet's tools write,
//! the minimal facts of a certname, facts that fail to parse, `$trusted`, a define that
//! declares itself, a manifests directory, and Hiera's global, environment and module layers.
//! Expected values were checked against Puppet 7.23 (`puppet apply` / the compiler library;
//! the Hiera case with `puppet apply --environmentpath DIR --environment env --hiera_config
//! FILE --certname web1.example.com`).

use std::path::{Path, PathBuf};
use std::process::Command;

/// A fresh folder with the given files (paths relative to it).
fn folder(files: &[(&str, &str)]) -> PathBuf {
    static RUNS: std::sync::atomic::AtomicUsize = std::sync::atomic::AtomicUsize::new(0);
    let run = RUNS.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
    let dir = std::env::temp_dir().join(format!("strata-puppet-user-{}-{run}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    for (name, text) in files {
        let p = dir.join(name);
        std::fs::create_dir_all(p.parent().expect("a parent")).expect("mkdir");
        std::fs::write(p, text).expect("write");
    }
    std::fs::create_dir_all(&dir).expect("mkdir");
    dir
}

/// Runs `strata puppet ARGS` in `dir`: exit status, stdout, stderr.
fn puppet(dir: &Path, args: &[&str]) -> (i32, String, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_strata"))
        .arg("puppet")
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

/// The notices of a compile (stdout lines starting with `Notice: `), without the scope.
fn notices(stdout: &str) -> Vec<String> {
    stdout
        .lines()
        .filter_map(|l| l.strip_prefix("Notice: Scope(Class[main]): "))
        .map(str::to_string)
        .collect()
}

#[test]
fn facts_in_puppet_facts_shape_and_trusted() {
    let dir = folder(&[
        (
            "site.pp",
            "notice($facts['os']['family'])\nnotice($trusted)\nnotice($clientcert)\n",
        ),
        (
            "facts.json",
            r#"{"name":"web01.example.com","values":{"clientcert":"web01.example.com","os":{"family":"RedHat"}},"timestamp":"2024-01-01"}"#,
        ),
    ]);
    let (code, out, err) = puppet(
        &dir,
        &[
            "compile",
            "--manifest",
            "site.pp",
            "--node",
            "web01.example.com",
            "--facts",
            "facts.json",
        ],
    );
    assert_eq!(code, 0, "{err}");
    assert_eq!(
        notices(&out),
        [
            "RedHat",
            "{authenticated => local, certname => web01.example.com, extensions => {}, hostname => web01, domain => example.com, external => {}}",
            "web01.example.com",
        ]
    );
}

#[test]
fn puppetdb_fact_list_picks_the_node() {
    let dir = folder(&[
        ("site.pp", "notice($kernel)\n"),
        (
            "facts.json",
            r#"[{"certname":"a","name":"kernel","value":"Linux"},{"certname":"b","name":"kernel","value":"windows"}]"#,
        ),
    ]);
    let (code, out, err) = puppet(
        &dir,
        &[
            "compile",
            "--manifest",
            "site.pp",
            "--node",
            "b",
            "--facts",
            "facts.json",
        ],
    );
    assert_eq!(code, 0, "{err}");
    assert_eq!(notices(&out), ["windows"]);
    assert!(
        err.contains("Warning: The facts of node b (facts.json) have no clientcert"),
        "{err}"
    );
}

#[test]
fn without_facts_the_certname_gives_a_minimal_set_and_a_warning() {
    let dir = folder(&[("site.pp", "notice($facts)\nnotice($trusted['certname'])\n")]);
    let (code, out, err) = puppet(
        &dir,
        &[
            "compile",
            "--manifest",
            "site.pp",
            "--node",
            "db1.example.org",
        ],
    );
    assert_eq!(code, 0, "{err}");
    assert!(
        err.contains("Warning: No facts given for node db1.example.org"),
        "{err}"
    );
    assert_eq!(
        notices(&out),
        [
            "{clientcert => db1.example.org, fqdn => db1.example.org, hostname => db1, domain => example.org, networking => {fqdn => db1.example.org, hostname => db1, domain => example.org}}",
            "db1.example.org",
        ]
    );
}

#[test]
fn bad_facts_files_are_clear_errors() {
    let dir = folder(&[
        ("site.pp", "notice(1)\n"),
        ("list.yaml", "- a\n- b\n"),
        ("broken.yaml", "a: 1\nb: [1,\n"),
        ("broken.json", "{\"a\": 1,,}"),
    ]);
    let (code, _, err) = puppet(
        &dir,
        &[
            "compile",
            "--manifest",
            "site.pp",
            "--node",
            "n",
            "--facts",
            "list.yaml",
        ],
    );
    assert_eq!(code, 1);
    assert!(
        err.starts_with("Error: Facts must be a mapping of fact names to values, not a list (file: list.yaml, line: 1, column: 1)"),
        "{err}"
    );
    let (code, _, err) = puppet(
        &dir,
        &[
            "compile",
            "--manifest",
            "site.pp",
            "--node",
            "n",
            "--facts",
            "broken.yaml",
        ],
    );
    assert_eq!(code, 1);
    assert!(err.starts_with("Error: Could not parse facts: "), "{err}");
    assert!(err.contains("(file: broken.yaml, line: "), "{err}");
    assert!(
        !err.contains("YamlError") && !err.contains("kind:"),
        "no debug output: {err}"
    );
    let (code, _, err) = puppet(
        &dir,
        &[
            "compile",
            "--manifest",
            "site.pp",
            "--node",
            "n",
            "--facts",
            "broken.json",
        ],
    );
    assert_eq!(code, 1);
    assert!(
        err.contains("(file: broken.json, line: 1, column: 9)"),
        "{err}"
    );
}

#[test]
fn facts_dir_serves_each_node() {
    let dir = folder(&[
        ("site.pp", "notify { 'k': message => $kernel }\n"),
        ("nodes.txt", "a\nb\n"),
        ("facts/a.yaml", "kernel: Linux\n"),
        ("facts/b.json", "{\"kernel\": \"Darwin\"}"),
    ]);
    let (code, out, err) = puppet(
        &dir,
        &[
            "compile",
            "--manifest",
            "site.pp",
            "--nodes",
            "nodes.txt",
            "--facts-dir",
            "facts",
            "--out-dir",
            "out",
        ],
    );
    assert_eq!(code, 0, "{out}{err}");
    let a = std::fs::read_to_string(dir.join("out/a.json")).expect("a's catalog");
    let b = std::fs::read_to_string(dir.join("out/b.json")).expect("b's catalog");
    assert!(a.contains("\"message\":\"Linux\""), "{a}");
    assert!(b.contains("\"message\":\"Darwin\""), "{b}");
}

#[test]
fn a_define_that_declares_itself_stops_as_puppet() {
    let dir = folder(&[(
        "site.pp",
        "define d() { d { \"x${title}\": } }\nd { 'a': }\n",
    )]);
    let start = std::time::Instant::now();
    let (code, _, err) = puppet(
        &dir,
        &[
            "compile",
            "--manifest",
            "site.pp",
            "--node",
            "n",
            "--facts",
            "/dev/null",
        ],
    );
    assert_eq!(code, 1);
    assert!(
        err.lines().any(|l| l.starts_with(
            "Error: Somehow looped more than 1000 times while evaluating host catalog (file: "
        )),
        "{err}"
    );
    assert!(err.trim_end().ends_with("on node n"), "{err}");
    assert!(start.elapsed().as_secs() < 30, "stops at once");
}

#[test]
fn max_steps_stops_a_runaway_define() {
    let dir = folder(&[(
        "site.pp",
        "define d() { d { \"x${title}\": } d { \"y${title}\": } }\nd { 'a': }\n",
    )]);
    let (code, _, err) = puppet(
        &dir,
        &[
            "compile",
            "--manifest",
            "site.pp",
            "--node",
            "n",
            "--facts",
            "/dev/null",
            "--max-steps",
            "100000",
        ],
    );
    assert_eq!(code, 1);
    assert!(err.contains("step"), "{err}");
}

#[test]
fn a_manifests_directory_is_read_in_order() {
    let dir = folder(&[
        ("env/manifests/b.pp", "notice('b')\n"),
        (
            "env/manifests/a.pp",
            "notice('a')\nclass later { notice('later') }\n",
        ),
        ("env/manifests/c.pp", "include later\n"),
    ]);
    let (code, out, err) = puppet(
        &dir,
        &[
            "compile",
            "--manifest",
            "env/manifests",
            "--node",
            "n",
            "--facts",
            "/dev/null",
        ],
    );
    assert_eq!(code, 0, "{err}");
    let all: Vec<&str> = out.lines().filter(|l| l.starts_with("Notice: ")).collect();
    assert_eq!(
        all,
        [
            "Notice: Scope(Class[main]): a",
            "Notice: Scope(Class[main]): b",
            "Notice: Scope(Class[Later]): later"
        ]
    );
}

#[test]
fn hiera_level_without_a_backend_is_puppets_error() {
    let dir = folder(&[
        ("env/manifests/site.pp", "notice(lookup('k', undef, undef, 'd'))\n"),
        ("env/hiera.yaml", "version: 5\ndefaults:\n  datadir: data\nhierarchy:\n  - name: nodes\n    path: common.yaml\n"),
    ]);
    let (code, _, err) = puppet(
        &dir,
        &[
            "compile",
            "--manifest",
            "env/manifests/site.pp",
            "--node",
            "n",
            "--facts",
            "/dev/null",
        ],
    );
    assert_eq!(code, 1);
    assert!(
        err.lines().any(|l| l.starts_with("Error: One of data_hash, lookup_key, data_dig, or hiera3_backend must be defined in hierarchy 'nodes' (file: ")),
        "{err}"
    );
    assert!(
        err.trim_end().ends_with("env/hiera.yaml) on node n"),
        "{err}"
    );
}

#[test]
fn hiera_layers_global_environment_module() {
    let dir = folder(&[
        ("env/manifests/site.pp", "include m\nnotice(lookup('m::list', Array, 'unique'))\nnotice(lookup('m::h'))\nnotice(lookup('common_key'))\nnotice(lookup('m::alias'))\n"),
        ("env/modules/m/manifests/init.pp", "class m(String $x) { notice(\"x=${x}\") }\n"),
        ("env/modules/m/hiera.yaml", "version: 5\nhierarchy:\n  - name: common\n    path: common.yaml\n"),
        ("env/modules/m/data/common.yaml", "m::x: from module\nm::list: [c, a]\nm::h: {k1: module, k3: module}\nlookup_options:\n  m::h:\n    merge: deep\n"),
        ("env/hiera.yaml", "version: 5\ndefaults:\n  datadir: data\n  data_hash: yaml_data\nhierarchy:\n  - name: nodes\n    path: 'nodes/%{trusted.certname}.yaml'\n  - name: common\n    path: common.yaml\n"),
        ("env/data/nodes/web1.example.com.yaml", "m::x: from node %{facts.os.family}\nm::list: [b]\n"),
        ("env/data/common.yaml", "m::list: [a]\nm::h: {k1: env, k2: env}\ncommon_key: '%{lookup(\"m::x\")}!'\nm::alias: '%{alias(\"m::list\")}'\n"),
        ("global/hiera.yaml", "version: 5\nhierarchy:\n  - name: g\n    path: g.yaml\n"),
        ("global/data/g.yaml", "m::list: [g]\n"),
        ("facts.yaml", "clientcert: web1.example.com\nos:\n  family: Debian\n"),
    ]);
    let (code, out, err) = puppet(
        &dir,
        &[
            "compile",
            "--manifest",
            "env/manifests/site.pp",
            "--node",
            "web1.example.com",
            "--facts",
            "facts.yaml",
            "--hiera_config",
            "global/hiera.yaml",
        ],
    );
    assert_eq!(code, 0, "{err}");
    let n: Vec<String> = out
        .lines()
        .filter_map(|l| l.strip_prefix("Notice: "))
        .map(str::to_string)
        .collect();
    assert_eq!(
        n,
        [
            "Scope(Class[M]): x=from node Debian",
            "Scope(Class[main]): [g, b, a, c]",
            "Scope(Class[main]): {k1 => env, k3 => module, k2 => env}",
            "Scope(Class[main]): from node Debian!",
            "Scope(Class[main]): [g]",
        ]
    );
}

#[test]
fn a_module_without_hiera_yaml_has_no_module_data() {
    let dir = folder(&[
        ("site.pp", "include m\n"),
        (
            "modules/m/manifests/init.pp",
            "class m($x = 'default') { notice($x) }\n",
        ),
        ("modules/m/data/common.yaml", "m::x: from data\n"),
    ]);
    let (code, out, err) = puppet(
        &dir,
        &[
            "compile",
            "--manifest",
            "site.pp",
            "--node",
            "n",
            "--modulepath",
            "modules",
            "--facts",
            "/dev/null",
        ],
    );
    assert_eq!(code, 0, "{err}");
    assert!(out.contains("Notice: Scope(Class[M]): default"), "{out}");
}

/// Issue 19's "tried as a new user" items, against Puppet 7.23's batch compiler on the same
/// files: a module reached through a symbolic link keeps the modulepath as given in the
/// catalog's `file` (Puppet does not resolve it), a resource default written after
/// `include ntp` does not reach ntp's resources, `"${h}"` of a hash and an array prints
/// `{a => b, c => [1, x]}` and `[a, b c]`, and an unknown variable warns.
#[cfg(unix)]
#[test]
fn modulepath_as_given_late_default_interpolation_and_unknown_variable() {
    let dir = folder(&[
        (
            "real/ntp/manifests/init.pp",
            "class ntp { notify { 'ntp': } file { '/etc/ntp.conf': ensure => file } }\n",
        ),
        (
            "site.pp",
            "include ntp\nFile { mode => '0644' }\nNotify { message => 'late' }\n\
             $h = {a => b, c => [1, 'x']}\nnotice(\"${h}\")\nnotice(\"${[a, 'b c']}\")\n\
             notice(\"[$nope]\")\n",
        ),
    ]);
    std::fs::create_dir_all(dir.join("env")).expect("mkdir");
    std::os::unix::fs::symlink("../real", dir.join("env/mods")).expect("symlink");
    let (code, out, err) = puppet(
        &dir,
        &[
            "compile",
            "--manifest",
            "site.pp",
            "--node",
            "n",
            "--facts",
            "/dev/null",
            "--modulepath",
            "env/mods",
        ],
    );
    assert_eq!(code, 0, "{err}");
    assert_eq!(
        notices(&out),
        ["{a => b, c => [1, x]}", "[a, b c]", "[]"],
        "{out}"
    );
    assert!(
        err.lines()
            .any(|l| l.starts_with("Warning: Unknown variable: 'nope'. (file: ")),
        "{err}"
    );
    let json = out
        .lines()
        .skip_while(|l| !l.starts_with('{'))
        .collect::<Vec<_>>()
        .join("\n");
    let catalog: serde_json::Value = serde_json::from_str(&json).expect("a catalog");
    let resources = catalog["resources"].as_array().expect("resources");
    for (ty, title, params) in [
        ("Notify", "ntp", serde_json::Value::Null),
        (
            "File",
            "/etc/ntp.conf",
            serde_json::json!({"ensure": "file"}),
        ),
    ] {
        let r = resources
            .iter()
            .find(|r| r["type"] == ty && r["title"] == title)
            .expect("the module's resource");
        let file = r["file"].as_str().expect("a file");
        assert!(file.ends_with("env/mods/ntp/manifests/init.pp"), "{file}");
        assert_eq!(
            r.get("parameters").cloned().unwrap_or_default(),
            params,
            "{r}"
        );
    }
}
