//! ERB templates rendered by strata against the renders of the real Puppet (7.23), captured by
//! `tests/data/erb/capture.rb` (see its header for how to regenerate).
//!
//! - `own_templates`: the project's own templates (`tests/data/erb/modules/erbtest`) and inline
//!   templates covering the Ruby that templates use; every case must render as Puppet's does
//!   (or fail where Puppet fails).
//! - `debian_templates`: every `templates/**/*.erb` of the Debian-packaged Puppet modules
//!   (read from `/usr/share/puppet/modules` at run time, with the modules' manifests and Ruby
//!   function files), rendered with no variables set and with variables guessed from their use. Skipped with a message when the modules are not
//!   installed, except under `CI`, where that is a failure.

use std::path::{Path, PathBuf};
use strata_core::host::MemoryHost;
use strata_puppet::{compile, Options};

const DEBIAN_MODULES: &str = "/usr/share/puppet/modules";

fn data_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/erb")
}

struct Case {
    name: String,
    vars: String,
    call: String,
    expect: Result<String, String>,
}

fn load_cases(file: &str) -> Vec<Case> {
    let text = std::fs::read_to_string(data_dir().join(file)).expect("expectations exist");
    let v = strata_core::json::parse(&text).expect("expectations are JSON");
    v.as_list()
        .expect("a list of cases")
        .iter()
        .map(|c| {
            let m = c.as_map().expect("a case is an object");
            let s = |k: &str| m[k].as_str().expect("a string").to_string();
            let e = m["expect"].as_map().expect("expect is an object");
            let expect = match e.get("ok") {
                Some(v) => Ok(v.as_str().expect("a string").to_string()),
                None => Err(e["error"].as_str().expect("a string").to_string()),
            };
            Case {
                name: s("name"),
                vars: s("vars"),
                call: s("call"),
                expect,
            }
        })
        .collect()
}

/// Adds every file under `dir` to the host as `/modules/<relative path>`.
fn add_tree(
    mut host: MemoryHost,
    root: &Path,
    dir: &Path,
    filter: &dyn Fn(&Path) -> bool,
) -> MemoryHost {
    let Ok(rd) = std::fs::read_dir(dir) else {
        return host;
    };
    let mut entries: Vec<_> = rd.flatten().map(|e| e.path()).collect();
    entries.sort();
    for p in entries {
        if p.is_dir() {
            host = add_tree(host, root, &p, filter);
        } else if filter(&p) {
            if let Ok(t) = std::fs::read_to_string(&p) {
                let rel = p
                    .strip_prefix(root)
                    .expect("under root")
                    .to_string_lossy()
                    .to_string();
                host = host.with_file(&format!("/modules/{rel}"), t);
            }
        }
    }
    host
}

fn opts() -> Options {
    let facts_text = std::fs::read_to_string(data_dir().join("facts.json")).expect("facts.json");
    Options {
        node: "node1.example.com".into(),
        facts: Some(strata_puppet::parse_facts(&facts_text, true).expect("facts parse")),
        strict: false,
        modulepath: vec!["/modules".into()],
        manifest: "/site.pp".into(),
        parsed_manifest: None,
        ..Options::default()
    }
}

fn message(catalog: &str) -> Option<String> {
    let cat = strata_core::json::parse(catalog).ok()?;
    let res = cat
        .as_map()?
        .get("resources")?
        .as_list()?
        .iter()
        .find(|r| {
            r.as_map()
                .map(|m| m["type"].as_str() == Some("Notify") && m["title"].as_str() == Some("out"))
                .unwrap_or(false)
        })?;
    match res.as_map()?.get("parameters")?.as_map()?.get("message") {
        Some(v) => v.as_str().map(str::to_string),
        None => Some(String::new()),
    }
}

/// Renders every case; returns the names of those whose result differs from Puppet's, with
/// what strata gave.
fn run(host: &MemoryHost, cases: &[Case]) -> Vec<(String, String)> {
    let o = opts();
    let mut bad = Vec::new();
    for c in cases {
        let src = format!(
            "class erbcase {{\n{}\nnotify {{ 'out': message => {} }}\n}}\ninclude erbcase\n",
            c.vars, c.call
        );
        let got = compile(host, &o, src).map_err(|e| e.message).and_then(|r| {
            message(&r.catalog).ok_or_else(|| "no Notify[out] in the catalog".to_string())
        });
        let same = match (&got, &c.expect) {
            (Ok(a), Ok(b)) => a == b,
            (Err(_), Err(_)) => true,
            _ => false,
        };
        if !same {
            let shown = match &got {
                Ok(s) => format!("rendered {s:?}, Puppet {:?}", c.expect),
                Err(e) => format!("error {e:?}, Puppet {:?}", c.expect),
            };
            bad.push((c.name.clone(), shown));
        }
    }
    bad
}

#[test]
fn own_templates() {
    let dir = data_dir().join("modules");
    let host = add_tree(MemoryHost::new(), &dir, &dir, &|_| true);
    let cases = load_cases("own_expected.json");
    assert!(cases.len() >= 40);
    let bad = run(&host, &cases);
    for (n, why) in &bad {
        eprintln!("DIFFERS: {n}: {why}");
    }
    assert!(
        bad.is_empty(),
        "{} of {} own cases differ from Puppet",
        bad.len(),
        cases.len()
    );
}

/// The cases that differ are exactly the `puppet erb debian` lines of
/// `conformance/known-failures.tsv`, each with its reason: an unlisted difference fails, and so
/// does a listed case that now renders as Puppet does.

#[test]
fn debian_templates() {
    let root = Path::new(DEBIAN_MODULES);
    if !root.is_dir() {
        assert!(
            std::env::var_os("CI").is_none(),
            "{DEBIAN_MODULES} is missing under CI: install the puppet-module-* packages"
        );
        eprintln!("skipped: {DEBIAN_MODULES} is not installed (apt-get install puppet-module-puppetlabs-stdlib ...)");
        return;
    }
    // the modules' templates and manifests, and their Ruby functions (`lib/puppet/functions`,
    // `lib/puppet/parser/functions`): strata runs those it implements natively when the
    // module's file is there, as a real compile does (this in-memory host starts no Ruby)
    let host = add_tree(MemoryHost::new(), root, root, &|p| {
        let s = p.to_string_lossy();
        s.contains("/templates/")
            || p.extension().is_some_and(|e| e == "pp")
            || (s.contains("/lib/puppet/") && s.contains("functions/") && s.ends_with(".rb"))
    });
    let cases = load_cases("debian_expected.json");
    let bad = run(&host, &cases);
    let same = cases.len() - bad.len();
    let mut report = String::new();
    for (n, why) in &bad {
        // ERB_FULL=1 shows the whole difference
        let why: String = if std::env::var_os("ERB_FULL").is_some() {
            why.clone()
        } else {
            why.chars().take(400).collect()
        };
        // a case is named `<template> (<variables>)`: one word in the report
        report.push_str(&format!("FAIL {} - {why}\n", n.replace(' ', "")));
    }
    report.push_str(&format!("{same} passed, {} failed\n", bad.len()));
    eprint!("{report}");
    strata_test_support::assert_failures_known("puppet erb debian", &report);
}

fn erb_files(dir: &Path, out: &mut Vec<PathBuf>) {
    let Ok(rd) = std::fs::read_dir(dir) else {
        return;
    };
    for e in rd.flatten() {
        let p = e.path();
        if p.is_dir() {
            erb_files(&p, out);
        } else if p.extension().is_some_and(|x| x == "erb")
            && p.to_string_lossy().contains("/templates/")
        {
            out.push(p);
        }
    }
}

/// The templates strata cannot parse are exactly the `puppet erb debian parse` lines of
/// `conformance/known-failures.tsv` (paths under the modules folder).

#[test]
fn debian_templates_parse() {
    let root = Path::new(DEBIAN_MODULES);
    if !root.is_dir() {
        assert!(
            std::env::var_os("CI").is_none(),
            "{DEBIAN_MODULES} is missing under CI"
        );
        eprintln!("skipped: {DEBIAN_MODULES} is not installed");
        return;
    }
    let mut files = Vec::new();
    erb_files(root, &mut files);
    files.sort();
    let (mut ok, mut failed) = (0, 0);
    let mut report = String::new();
    for f in &files {
        let text = std::fs::read_to_string(f).unwrap_or_default();
        match strata_puppet::erb::parse(&text) {
            Ok(_) => ok += 1,
            Err(e) => {
                failed += 1;
                let name = f.strip_prefix(root).unwrap_or(f).display();
                report.push_str(&format!("FAIL {name} - line {}: {}\n", e.line, e.detail));
            }
        }
    }
    report.push_str(&format!("{ok} passed, {failed} failed\n"));
    eprint!("{report}");
    strata_test_support::assert_failures_known("puppet erb debian parse", &report);
}
