//! `strata puppet diff` takes each compiled catalog's resources straight from the compiler
//! (`strata_puppet::output::catalog_resources`), without JSON text. They must be exactly what
//! the JSON catalog (`Compiler::write_catalog`) parses back to: checked on every fourth case
//! of the real-world corpus (tests/realworld/puppet; all of it took 8 minutes in a debug
//! build) that compiles without Ruby, and on a manifest
//! with the values whose JSON form is special (floats, sensitive values, hashes with undef,
//! nested arrays of references, namevars).
//!
//! The corpus needs Debian's Puppet modules (see its README): without them that test says so
//! and passes, or fails under `CI`.

use std::path::{Path, PathBuf};
use strata_cmd::host::OsHost;
use strata_core::Value;
use strata_puppet::{Compiler, Options};

/// Compiles `manifest` and compares the two forms of its resources; false when the compile
/// fails (nothing to compare).
fn same_resources(manifest: &Path, node: &str, facts: Option<&Path>, modulepath: &str) -> bool {
    let host = OsHost::new();
    let text = std::fs::read_to_string(manifest).expect("manifest");
    let facts = facts.map(|f| {
        let t = std::fs::read_to_string(f).expect("facts");
        strata_puppet::facts::load_facts(&f.to_string_lossy(), &t, node).expect("facts parse")
    });
    let opts = Options {
        node: node.to_string(),
        facts,
        modulepath: vec![modulepath.to_string()],
        manifest: manifest.to_string_lossy().into_owned(),
        ..Options::default()
    };
    let mut c = Compiler::new(&host, &opts);
    if c.run(text).is_err() {
        return false;
    }
    let mut buf = Vec::new();
    c.write_catalog(&mut buf).expect("write");
    let parsed = strata_core::json::parse(std::str::from_utf8(&buf).expect("UTF-8")).expect("JSON");
    let want = parsed.as_map().expect("object")["resources"]
        .as_list()
        .expect("list")
        .to_vec();
    let got = strata_puppet::output::catalog_resources(&c, &mut |f| Value::string(f));
    assert_eq!(
        want.len(),
        got.len(),
        "{}: resource count",
        manifest.display()
    );
    for (w, g) in want.iter().zip(&got) {
        assert_eq!(w, g, "{}: a resource differs", manifest.display());
        // the same keys in the same order (the diff walks them in order)
        let keys = |v: &Value| {
            let mut k = vec![];
            if let Some(m) = v.as_map() {
                for (name, x) in m.iter() {
                    k.push(name.to_string());
                    if let Some(p) = x.as_map() {
                        k.extend(p.keys().map(|s| format!("{name}.{s}")));
                    }
                }
            }
            k
        };
        assert_eq!(keys(w), keys(g), "{}: key order", manifest.display());
    }
    true
}

#[test]
fn special_values_are_the_json_catalogs() {
    let dir = std::env::temp_dir().join(format!("strata-catres-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(dir.join("m/x/manifests")).expect("dir");
    std::fs::write(
        dir.join("m/x/manifests/init.pp"),
        "define x::d($v = 1.5) { notify { \"d ${title}\": message => $v } }\nclass x { x::d { 'one': v => [0.1, 1e20, 3.0, 1.0e-7, 9007199254740993] } }\n",
    )
    .expect("write");
    let site = dir.join("site.pp");
    std::fs::write(
        &site,
        r#"include x
file { '/tmp/a': ensure => file, content => Sensitive('secret'), mode => '0644' }
file { 'named': path => '/tmp/b', ensure => directory, require => [[File['/tmp/a']], undef] }
exec { 'run': command => '/bin/true', timeout => 2.5, environment => ['A=1'] }
notify { 'h': message => { 'a' => undef, 'b' => [1, { 'c' => undef }], 'd' => /re/, 'e' => Integer[1, 2] } }
notify { 'n': message => -0.0 }
package { 'p': ensure => installed, tag => ['z', 'a'] }
"#,
    )
    .expect("write");
    let m = dir.join("m");
    assert!(
        same_resources(&site, "n1", None, &m.to_string_lossy()),
        "compiles"
    );
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn corpus_resources_are_the_json_catalogs() {
    let cases = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../tests/realworld/puppet");
    let Some(mpath) = strata_test_support::puppet::corpus_modules() else {
        return;
    };
    let mut dirs: Vec<PathBuf> = std::fs::read_dir(cases.join("cases"))
        .expect("cases")
        .filter_map(|e| e.ok().map(|e| e.path()))
        .collect();
    dirs.sort();
    let (mut compared, mut total) = (0, 0);
    // every fourth case (each module has cases on three fact sets side by side)
    for case in dirs.into_iter().step_by(4) {
        let Ok(meta) = std::fs::read_to_string(case.join("meta.json")) else {
            continue;
        };
        let meta = strata_core::json::parse(&meta).expect("meta");
        let Some(facts) = meta
            .as_map()
            .and_then(|m| m.get("facts")?.as_str().map(String::from))
        else {
            continue;
        };
        let node = std::fs::read_to_string(case.join("node")).expect("node");
        total += 1;
        if same_resources(
            &case.join("site.pp"),
            node.trim(),
            Some(&cases.join(format!("facts/{facts}.yaml"))),
            &mpath,
        ) {
            compared += 1;
        }
    }
    eprintln!("{compared} of {total} cases compiled without Ruby and compared");
    // most of the corpus compiles without Ruby (Puppet fails on about a fifth of it)
    assert!(compared * 2 > total, "only {compared} of {total} compiled");
}
