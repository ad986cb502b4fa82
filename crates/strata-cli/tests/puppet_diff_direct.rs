//! `strata puppet diff` diffs two compilers' resources directly
//! (`strata_puppet::diff::diff_compiled`: equal resources compared on the compiler's values,
//! only the others turned into catalog values). Its entries must be exactly those of the
//! value path (`diff_resources` of both catalogs' `output::catalog_resources`): checked on
//! pairs of neighbouring cases of the real-world corpus (tests/realworld/puppet: the same
//! module on another fact set, or the next module) and on two manifests made to differ in
//! the values whose catalog form is special (floats, sensitive values, file paths as titles,
//! reference arrays, tags, file sources).
//!
//! The corpus needs Debian's Puppet modules (see its README): without them that test says so
//! and passes, or fails under `CI`.

use std::path::{Path, PathBuf};
use strata_cmd::host::OsHost;
use strata_core::Value;
use strata_puppet::diff::{self, CompiledSide, DiffOptions, Entry};
use strata_puppet::{Compiler, Options};

struct Case {
    manifest: PathBuf,
    node: String,
    facts: Option<PathBuf>,
    modulepath: String,
}

fn options(c: &Case) -> (String, Options) {
    let text = std::fs::read_to_string(&c.manifest).expect("manifest");
    let facts = c.facts.as_ref().map(|f| {
        let t = std::fs::read_to_string(f).expect("facts");
        strata_puppet::facts::load_facts(&f.to_string_lossy(), &t, &c.node).expect("facts parse")
    });
    let opts = Options {
        node: c.node.clone(),
        facts,
        modulepath: vec![c.modulepath.clone()],
        manifest: c.manifest.to_string_lossy().into_owned(),
        ..Options::default()
    };
    (text, opts)
}

/// A readable form of the entries (every field).
fn shown(entries: &[Entry]) -> Vec<String> {
    entries
        .iter()
        .map(|e| {
            format!(
                "{} {:?} {:?} -> {:?} at {:?} / {:?}",
                e.kind, e.key, e.old, e.new, e.old_loc, e.new_loc
            )
        })
        .collect()
}

/// The file source rewrite of the test: a file's `source` becomes its `content`; the new
/// side fails on a source named `missing`.
fn rewrite(v: &mut Value, fail: bool) -> Result<(), String> {
    let Value::Map(m) = v else { return Ok(()) };
    let m = std::sync::Arc::make_mut(m);
    let Some(Value::Map(p)) = m.get_mut("parameters") else {
        return Ok(());
    };
    let p = std::sync::Arc::make_mut(p);
    if let Some(source) = p.shift_remove("source") {
        if fail && source.as_str() == Some("missing") {
            return Err("missing source".into());
        }
        p.insert(
            "content".into(),
            Value::string(format!("text of {source:?}")),
        );
    }
    Ok(())
}

/// Compiles both cases and compares the two diffs; None when either compile fails.
fn same_diff(a: &Case, b: &Case, sources: bool, opts: &DiffOptions) -> Option<usize> {
    let host = OsHost::new();
    let (ta, oa) = options(a);
    let (tb, ob) = options(b);
    let mut ca = Compiler::new(&host, &oa);
    ca.run(ta).ok()?;
    let mut cb = Compiler::new(&host, &ob);
    cb.run(tb).ok()?;
    let name = |f: &str| Value::string(f.rsplit('/').next().unwrap_or(f));
    let via_values = || -> Result<Vec<Entry>, String> {
        let mut n = |f: &str| name(f);
        let mut ra = strata_puppet::output::catalog_resources(&ca, &mut n);
        let mut rb = strata_puppet::output::catalog_resources(&cb, &mut n);
        if sources {
            for r in ra.iter_mut() {
                rewrite(r, false)?;
            }
            for r in rb.iter_mut() {
                rewrite(r, true)?;
            }
        }
        diff::diff_resources(&ra, &rb, opts)
    };
    let want = via_values();
    let old_fix = |v: &mut Value| rewrite(v, false);
    let new_fix = |v: &mut Value| rewrite(v, true);
    let old = CompiledSide {
        compiler: &ca,
        file_name: &name,
        file_source: sources.then_some(&old_fix as _),
    };
    let new = CompiledSide {
        compiler: &cb,
        file_name: &name,
        file_source: sources.then_some(&new_fix as _),
    };
    let got = diff::diff_compiled(&old, &new, opts);
    match (want, got) {
        (Ok(w), Ok(g)) => {
            assert_eq!(
                shown(&w),
                shown(&g),
                "{} -> {}",
                a.manifest.display(),
                b.manifest.display()
            );
            Some(w.len())
        }
        (w, g) => {
            assert_eq!(
                w.map(|e| shown(&e)),
                g.map(|e| shown(&e)),
                "{} -> {}",
                a.manifest.display(),
                b.manifest.display()
            );
            Some(0)
        }
    }
}

const OLD: &str = r#"
define x::d($v = 1.5) { notify { "d ${title}": message => $v } }
x::d { 'one': v => [0.1, 1e20, 3.0] }
x::d { 'two': v => 0.0 }
file { '/tmp/a': ensure => file, content => Sensitive('secret'), mode => '0644' }
file { 'named': path => '/tmp/b', ensure => directory, require => [[File['/tmp/a']], undef] }
file { '/tmp/slash/': ensure => directory }
file { '/tmp/src': source => 'puppet:///modules/x/a' }
file { '/tmp/same-src': source => 'same' }
exec { 'run': command => '/bin/true', timeout => 2.5, environment => ['A=1'] }
notify { 'h': message => { 'a' => undef, 'b' => [1, { 'c' => undef }], 'd' => /re/, 'e' => Integer[1, 2] } }
notify { 'n': message => -0.0 }
notify { 'nan': message => 0.0 }
notify { 'order': message => 'x', withpath => true }
package { 'p': ensure => installed, tag => ['z', 'a'], notify => [Exec['run'], Notify['h']] }
package { 'gone': ensure => installed }
service { 's': ensure => running, subscribe => [Package['p'], Exec['run']] }
"#;

const NEW: &str = r#"
define x::d($v = 1.5) { notify { "d ${title}": message => $v } }
x::d { 'one': v => [0.1, 1e20, 3.5] }
x::d { 'two': v => -0.0 }
file { '/tmp/a': ensure => file, content => Sensitive('secret2'), mode => '0644' }
file { 'named': path => '/tmp/b', ensure => absent, require => File['/tmp/a'] }
file { '/tmp/slash/': ensure => directory, mode => '0755' }
file { '/tmp/src': source => 'puppet:///modules/x/b' }
file { '/tmp/same-src': source => 'same' }
exec { 'run': command => '/bin/true', timeout => 2.5, environment => ['A=2'] }
notify { 'h': message => { 'a' => undef, 'b' => [1, { 'c' => 2 }], 'd' => /re/, 'e' => Integer[1, 3] } }
notify { 'n': message => 0.0 }
notify { 'nan': message => 0.0 }
notify { 'order': withpath => true, message => 'x' }
package { 'p': ensure => installed, tag => ['a', 'z'], notify => [Notify['h'], Exec['run']] }
package { 'new': ensure => '2.0' }
service { 's': ensure => running, subscribe => [Package['p'], Exec['run']], tag => 'extra' }
"#;

#[test]
fn special_values_diff_as_the_value_path() {
    let dir = std::env::temp_dir().join(format!("strata-diffdirect-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("dir");
    let case = |name: &str, text: &str| {
        let p = dir.join(name);
        std::fs::write(&p, text).expect("write");
        Case {
            manifest: p,
            node: "n1".into(),
            facts: None,
            modulepath: dir.join("modules").to_string_lossy().into_owned(),
        }
    };
    let (a, b) = (case("old.pp", OLD), case("new.pp", NEW));
    let tags = DiffOptions {
        include_tags: true,
        ..DiffOptions::default()
    };
    for (sources, opts) in [(false, &DiffOptions::default()), (true, &tags)] {
        let n = same_diff(&a, &b, sources, opts).expect("compiles");
        assert!(n >= 10, "{n} entries");
        // a catalog against itself: no entry
        assert_eq!(same_diff(&a, &a, sources, opts), Some(0));
    }
    // a source the new side cannot find fails both ways alike
    let c = case("missing.pp", "file { '/tmp/m': source => 'missing' }\n");
    assert_eq!(same_diff(&a, &c, true, &tags), Some(0));
    let _ = std::fs::remove_dir_all(&dir);
}

fn corpus_case(cases: &Path, case: &Path, modulepath: &str) -> Option<Case> {
    let meta = std::fs::read_to_string(case.join("meta.json")).ok()?;
    let meta = strata_core::json::parse(&meta).expect("meta");
    let facts = meta.as_map()?.get("facts")?.as_str()?.to_string();
    let node = std::fs::read_to_string(case.join("node")).expect("node");
    Some(Case {
        manifest: case.join("site.pp"),
        node: node.trim().to_string(),
        facts: Some(cases.join(format!("facts/{facts}.yaml"))),
        modulepath: modulepath.to_string(),
    })
}

#[test]
fn corpus_pairs_diff_as_the_value_path() {
    let cases = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../tests/realworld/puppet");
    let Some(mpath) = strata_test_support::puppet::corpus_modules() else {
        return;
    };
    let mut dirs: Vec<PathBuf> = std::fs::read_dir(cases.join("cases"))
        .expect("cases")
        .filter_map(|e| e.ok().map(|e| e.path()))
        .collect();
    dirs.sort();
    let (mut compared, mut pairs, mut entries) = (0, 0, 0);
    // every ninth case against the next one (3.5 minutes in a debug build at step 7)
    for i in (0..dirs.len().saturating_sub(1)).step_by(9) {
        let (Some(a), Some(b)) = (
            corpus_case(&cases, &dirs[i], &mpath),
            corpus_case(&cases, &dirs[i + 1], &mpath),
        ) else {
            continue;
        };
        pairs += 1;
        if let Some(n) = same_diff(&a, &b, false, &DiffOptions::default()) {
            compared += 1;
            entries += n;
        }
    }
    eprintln!("{compared} of {pairs} pairs compiled without Ruby and compared ({entries} entries)");
    // both cases of a pair must compile without Ruby: about half of the pairs do (80 of 162
    // at step 7)
    assert!(compared * 3 > pairs, "only {compared} of {pairs} compiled");
    assert!(entries > 100, "only {entries} entries");
}
