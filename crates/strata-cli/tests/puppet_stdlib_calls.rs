//! puppetlabs-stdlib's functions and Puppet's messages for calls, compared with Puppet 7.23,
//! with Debian's stdlib (8.5.0) on the modulepath. (`puppet_stdlib.rs` replays the larger
//! `tests/puppet-stdlib` corpus, written against the vendored stdlib 9.7.0.)
//!
//! `tests/data/puppet-stdlib/cases.pp` holds the cases (`### NAME`, a manifest), `expected.json`
//! what Puppet 7.23 did with each (captured by `capture.rb` there, with stdlib on the
//! modulepath): its notices, its warnings, its error and its resources. Each case is compiled by
//! `strata` (as `puppet compile`) with the same modules and facts, and all four must be equal
//! (paths written `<DIR>` and `<MODULES>` on both sides).
//!
//! stdlib comes from `$STRATA_PUPPET_STDLIB`, else from the Debian package
//! (`dpkg -L puppet-module-puppetlabs-stdlib`). Without it the test says so and passes,
//! unless `CI` is set, where it fails. A case strata is known to get wrong is listed in
//! [`KNOWN`] with its reason; the test fails on any other difference and on a listed case that
//! now passes.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::process::Command;
use strata_core::json::{self, WriteOptions};
use strata_core::Value;

/// Cases strata does not reproduce, with the reason.
const KNOWN: &[(&str, &str)] = &[(
    "ensure_resource_conflict",
    "the duplicate declaration message lacks the inner `(file: ..., line: 2)` Puppet adds",
)];

fn data_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/puppet-stdlib")
}

fn stdlib_dir() -> Option<PathBuf> {
    if let Some(d) = std::env::var_os("STRATA_PUPPET_STDLIB") {
        return Some(PathBuf::from(d));
    }
    let out = Command::new("dpkg")
        .args(["-L", "puppet-module-puppetlabs-stdlib"])
        .output()
        .ok()?;
    String::from_utf8_lossy(&out.stdout)
        .lines()
        .find_map(|l| l.strip_suffix("/lib/puppet/functions"))
        .map(PathBuf::from)
        .filter(|p| p.join("metadata.json").exists())
}

fn str_of(v: &Value) -> String {
    v.as_str().map(str::to_string).unwrap_or_default()
}

struct Outcome {
    notices: Vec<String>,
    warnings: Vec<String>,
    error: Option<String>,
    resources: Vec<String>,
}

/// `Scope(Class[main]): text` → `text`.
fn strip_scope(s: &str) -> String {
    if let Some(rest) = s.strip_prefix("Scope(") {
        if let Some(i) = rest.find("): ") {
            return rest[i + 3..].to_string();
        }
    }
    s.to_string()
}

/// Splits stderr into `Warning: `/`Error: ` messages (a message may span several lines).
fn messages(stderr: &str) -> Vec<(String, String)> {
    let mut out: Vec<(String, String)> = Vec::new();
    for line in stderr.lines() {
        if let Some(m) = line.strip_prefix("Warning: ") {
            // strata's own advice about a facts file without clientcert (the captured facts
            // have none, as the expectations were made): Puppet prints no such warning.
            if m.starts_with("The facts of node ") && m.contains(" have no clientcert") {
                out.push(("advice".into(), m.to_string()));
                continue;
            }
            out.push(("warning".into(), m.to_string()));
        } else if let Some(m) = line.strip_prefix("Error: ") {
            out.push(("error".into(), m.to_string()));
        } else if let Some(last) = out.last_mut() {
            last.1.push('\n');
            last.1.push_str(line);
        }
    }
    out
}

fn run_case(
    tool: &Path,
    work: &Path,
    name: &str,
    body: &str,
    mp: &Path,
    subst: &[(String, &str)],
) -> Outcome {
    let dir = work.join("cases").join(name);
    std::fs::create_dir_all(&dir).expect("case dir");
    let site = dir.join("site.pp");
    std::fs::write(&site, body).expect("write site.pp");
    let out = Command::new(tool)
        .arg("compile")
        .arg("--manifest")
        .arg(&site)
        .args(["--node", "testnode", "--modulepath"])
        .arg(mp)
        .arg("--facts")
        .arg(data_dir().join("facts.yaml"))
        .output()
        .expect("run strata");
    let clean = |s: &str| {
        let mut s = s.replace(&dir.display().to_string(), "<DIR>");
        for (from, to) in subst {
            s = s.replace(from.as_str(), to);
        }
        s
    };
    let stdout = String::from_utf8_lossy(&out.stdout);
    let stderr = String::from_utf8_lossy(&out.stderr);
    let mut notices: Vec<String> = Vec::new();
    let mut resources = Vec::new();
    let lines: Vec<&str> = stdout.lines().collect();
    let catalog = if out.status.success() {
        lines.last().copied()
    } else {
        None
    };
    let body = &lines[..lines.len() - usize::from(catalog.is_some())];
    // A notice may span several lines.
    for line in body {
        match line.strip_prefix("Notice: ") {
            Some(n) => notices.push(n.to_string()),
            None => {
                if let Some(last) = notices.last_mut() {
                    last.push('\n');
                    last.push_str(line);
                }
            }
        }
    }
    let notices: Vec<String> = notices.iter().map(|n| clean(&strip_scope(n))).collect();
    if let Some(line) = catalog {
        {
            let cat = json::parse(line).expect("the catalog is JSON");
            let list = cat
                .as_map()
                .and_then(|m| m.get("resources"))
                .and_then(|r| r.as_list());
            for r in list.into_iter().flatten() {
                let Some(m) = r.as_map() else { continue };
                let ty = m.get("type").map(str_of).unwrap_or_default();
                if ["Class", "Stage", "Node"].contains(&ty.as_str()) {
                    continue;
                }
                let title = m.get("title").map(str_of).unwrap_or_default();
                let params = m
                    .get("parameters")
                    .map(|p| json::write(p, &WriteOptions::compact()))
                    .unwrap_or_else(|| "{}".into());
                resources.push(format!("{ty}[{title}] {params}"));
            }
        }
    }
    let mut warnings = Vec::new();
    let mut error = None;
    for (level, m) in messages(&stderr) {
        if level == "advice" {
            continue;
        } else if level == "warning" {
            warnings.push(clean(&strip_scope(&m)));
        } else {
            error = Some(clean(&m));
        }
    }
    Outcome {
        notices,
        warnings,
        error,
        resources,
    }
}

#[test]
fn puppet_stdlib_functions() {
    let Some(stdlib) = stdlib_dir() else {
        let what = "puppetlabs-stdlib not found (install puppet-module-puppetlabs-stdlib or set STRATA_PUPPET_STDLIB)";
        if strata_test_support::in_ci() {
            panic!("{what}");
        }
        eprintln!("skipping the stdlib function cases: {what}");
        return;
    };
    let data = data_dir();
    let cases_text = std::fs::read_to_string(data.join("cases.pp")).expect("cases.pp");
    let expected_text = std::fs::read_to_string(data.join("expected.json")).expect("expected.json");
    let expected = json::parse(&expected_text).expect("expected.json is JSON");
    let expected = expected.as_map().expect("expected.json is a map");

    let work = std::env::temp_dir().join(format!("strata-puppet-stdlib-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&work);
    let (mp, mp_bare) = (work.join("mp"), work.join("mp_nostdlib"));
    std::fs::create_dir_all(&mp).expect("modulepath");
    std::fs::create_dir_all(&mp_bare).expect("modulepath");
    let tool = work.join("puppet");
    // Paths as messages may show them, mapped to the placeholders of expected.json (module
    // files may be named by their real path as well as through the modulepath).
    let mut subst: Vec<(String, String)> = Vec::new();
    #[cfg(unix)]
    {
        use std::os::unix::fs::symlink;
        symlink(env!("CARGO_BIN_EXE_strata"), &tool).expect("link strata as puppet");
        symlink(&stdlib, mp.join("stdlib")).expect("link stdlib");
        for m in std::fs::read_dir(data.join("modules"))
            .expect("modules")
            .flatten()
        {
            symlink(m.path(), mp.join(m.file_name())).expect("link module");
            symlink(m.path(), mp_bare.join(m.file_name())).expect("link module");
            let real = std::fs::canonicalize(m.path()).expect("module path");
            let name = m.file_name().to_string_lossy().to_string();
            subst.push((real.display().to_string(), format!("<MODULES>/{name}")));
        }
    }
    #[cfg(not(unix))]
    {
        eprintln!("skipping the stdlib function cases: they need symbolic links");
        return;
    }
    if let Ok(real) = std::fs::canonicalize(&stdlib) {
        subst.push((real.display().to_string(), "<MODULES>/stdlib".into()));
    }
    subst.push((mp_bare.display().to_string(), "<MODULES>".into()));
    subst.push((mp.display().to_string(), "<MODULES>".into()));
    let subst_ref: Vec<(String, &str)> =
        subst.iter().map(|(a, b)| (a.clone(), b.as_str())).collect();

    let mut known: BTreeMap<&str, &str> = KNOWN.iter().copied().collect();
    // A module's own Ruby function runs in the Ruby companion, which needs `ruby` (under `CI`
    // it must be there: `.ci/run` installs Puppet, which brings it).
    let path = std::env::var_os("PATH").unwrap_or_default();
    if !std::env::split_paths(&path).any(|d| d.join("ruby").is_file()) {
        assert!(!strata_test_support::in_ci(), "CI must have ruby on PATH");
        eprintln!("no `ruby` on PATH: the case module_ruby_function is expected to fail");
        known.insert("module_ruby_function", "no ruby on PATH");
    }
    let mut failures = Vec::new();
    let mut fixed = Vec::new();
    let mut total = 0;
    for chunk in cases_text.split("### ").skip(1) {
        let (head, body) = chunk.split_once('\n').unwrap_or((chunk, ""));
        let mut words = head.split_whitespace();
        let name = words.next().unwrap_or_default();
        let bare = words.next() == Some("nostdlib");
        total += 1;
        let want = expected
            .get(name)
            .and_then(|v| v.as_map())
            .unwrap_or_else(|| panic!("{name}: no expectation in expected.json (run capture.rb)"));
        let logs: Vec<String> = want
            .get("logs")
            .and_then(|l| l.as_list())
            .map(|l| l.iter().map(str_of).collect())
            .unwrap_or_default();
        let want_notices: Vec<String> = logs
            .iter()
            .filter_map(|l| l.strip_prefix("notice: "))
            .map(str::to_string)
            .collect();
        let want_warnings: Vec<String> = logs
            .iter()
            .filter_map(|l| l.strip_prefix("warning: "))
            .map(str::to_string)
            .collect();
        let want_error = want
            .get("error")
            .and_then(|e| e.as_str())
            .map(str::to_string);
        let want_resources: Vec<String> = want
            .get("resources")
            .and_then(|l| l.as_list())
            .map(|l| l.iter().map(str_of).collect())
            .unwrap_or_default();
        let got = run_case(
            &tool,
            &work,
            name,
            body,
            if bare { &mp_bare } else { &mp },
            &subst_ref,
        );
        let mut diffs = Vec::new();
        if got.notices != want_notices {
            diffs.push(format!(
                "notices: got {:?}\n    want {:?}",
                got.notices, want_notices
            ));
        }
        if got.warnings != want_warnings {
            diffs.push(format!(
                "warnings: got {:?}\n    want {:?}",
                got.warnings, want_warnings
            ));
        }
        if got.error != want_error {
            diffs.push(format!(
                "error: got {:?}\n    want {:?}",
                got.error, want_error
            ));
        }
        if want_error.is_none() && got.resources != want_resources {
            diffs.push(format!(
                "resources: got {:?}\n    want {:?}",
                got.resources, want_resources
            ));
        }
        match (diffs.is_empty(), known.contains_key(name)) {
            (true, true) => fixed.push(name.to_string()),
            (false, false) => failures.push(format!("{name}:\n  {}", diffs.join("\n  "))),
            _ => {}
        }
    }
    let _ = std::fs::remove_dir_all(&work);
    let failed = failures.len() + (known.len() - fixed.len());
    eprintln!(
        "stdlib function cases: {} of {total} as Puppet 7.23",
        total - failed
    );
    assert!(
        failures.is_empty(),
        "cases that differ from Puppet 7.23:\n{}",
        failures.join("\n")
    );
    assert!(
        fixed.is_empty(),
        "cases listed in KNOWN now pass; remove them: {fixed:?}"
    );
}
