//! The shared Puppet vectors' runner (`puppet/run.py` under the vectors), which strata's Puppet
//! suites use: it calls `BIN compile ...`, so strata answers as Puppet through a link named
//! `puppet`.

use std::path::{Path, PathBuf};
use std::process::Command;

use crate::{in_ci, vectors_root};

/// Says why `suite` cannot run (`why`) and lets the test pass, unless `CI` is set: then the
/// test fails.
pub fn absent(suite: &str, why: &str) {
    if in_ci() {
        panic!("{why}; {suite} must run in CI");
    }
    eprintln!("skipping {suite}: {why}");
}

/// The vectors' `puppet/run.py`, when it and `python3` are there; otherwise [`absent`] says
/// so for `suite` and this gives `None`.
pub fn runner(suite: &str) -> Option<PathBuf> {
    let run_py = vectors_root().join("puppet").join("run.py");
    if !run_py.exists() {
        absent(
            suite,
            &format!("{} not found (set STRATA_VECTORS)", run_py.display()),
        );
        return None;
    }
    if Command::new("python3").arg("--version").output().is_err() {
        absent(suite, "python3 is not installed");
        return None;
    }
    Some(run_py)
}

/// A temporary folder holding `bin` under the name `puppet`, removed when dropped.
pub struct PuppetLink {
    dir: PathBuf,
    /// The link (a copy where there are no symbolic links).
    pub tool: PathBuf,
}

impl PuppetLink {
    /// Links `bin` as `puppet` in a new folder of the temporary directory named after `tag`
    /// and the process.
    pub fn new(bin: &Path, tag: &str) -> PuppetLink {
        let dir = std::env::temp_dir().join(format!("{tag}-{}", std::process::id()));
        std::fs::create_dir_all(&dir).expect("temp dir");
        let tool = dir.join("puppet");
        let _ = std::fs::remove_file(&tool);
        #[cfg(unix)]
        std::os::unix::fs::symlink(bin, &tool).expect("link strata as puppet");
        #[cfg(not(unix))]
        std::fs::copy(bin, &tool).expect("copy strata as puppet");
        PuppetLink { dir, tool }
    }
}

impl Drop for PuppetLink {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.dir);
    }
}

/// Runs the vectors' runner over the case folder `cases` (`run.py --cases DIR -j 2`, in the
/// vectors' layout) with `bin` as Puppet, and asserts that every case passes. Skips as
/// [`runner`] does when the runner is absent.
pub fn assert_cases_pass(bin: &Path, cases: &Path, suite: &str, tag: &str) {
    let Some(run_py) = runner(suite) else {
        return;
    };
    let link = PuppetLink::new(bin, tag);
    let out = Command::new("python3")
        .arg(&run_py)
        .arg("--bin")
        .arg(&link.tool)
        .arg("--cases")
        .arg(cases)
        .args(["-j", "2"])
        .output()
        .expect("run python3");
    drop(link);
    let stdout = String::from_utf8_lossy(&out.stdout);
    let summary = stdout.lines().last().unwrap_or("").to_string();
    eprintln!("{suite}: {summary}");
    let n = std::fs::read_dir(cases).expect("cases").count();
    assert!(
        summary == format!("{n} passed, 0 failed"),
        "{suite} fail:\n{stdout}{}",
        String::from_utf8_lossy(&out.stderr)
    );
}

/// Runs the vectors' runner (`run_py`) with `tool` as Puppet over `cases` (None: the shared
/// vectors' own cases), with `--strict` or not, and checks its failures against the
/// known-failures list of `suite` (`puppet cases`, `puppet new`, ...; ` --strict` is added for
/// the strict run). Fails when the runner ran no case. Returns the runner's summary line.
pub fn assert_suite_known(
    run_py: &Path,
    tool: &Path,
    cases: Option<&Path>,
    suite: &str,
    strict: bool,
) -> String {
    let suite = if strict {
        format!("{suite} --strict")
    } else {
        suite.to_string()
    };
    let mut cmd = Command::new("python3");
    cmd.arg(run_py).arg("--bin").arg(tool).args(["-j", "2"]);
    if let Some(cases) = cases {
        cmd.arg("--cases").arg(cases);
    }
    if strict {
        cmd.arg("--strict");
    }
    let out = cmd.output().expect("run python3");
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(
        stdout.lines().any(|l| l.ends_with(" failed")
            && l.contains(" passed, ")
            && !l.starts_with("0 passed, 0 failed")),
        "{suite}: the runner ran no case:\n{stdout}\n{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let summary = crate::assert_failures_known(&suite, &stdout);
    eprintln!("{suite}: {summary}");
    summary
}

/// Replays a committed corpus of Puppet cases (`tests/<dir>/cases`, at least `min` of them)
/// through `bin` as Puppet with the vectors' runner, with and without `--strict`, against the
/// known failures of `suite` (`what` names the corpus when the runner is absent).
pub fn assert_corpus_known(bin: &Path, dir: &str, min: usize, what: &str, suite: &str) {
    let cases = crate::workspace_root()
        .join("tests")
        .join(dir)
        .join("cases");
    let count = std::fs::read_dir(&cases)
        .unwrap_or_else(|e| panic!("{}: {e}", cases.display()))
        .filter(|e| e.as_ref().is_ok_and(|e| e.path().join("site.pp").exists()))
        .count();
    assert!(count >= min, "only {count} cases in {}", cases.display());
    let Some(run_py) = runner(what) else {
        return;
    };
    // The runner calls `BIN compile ...`: a link named `puppet` makes strata answer as that tool.
    let link = PuppetLink::new(bin, &format!("strata-{dir}"));
    for strict in [false, true] {
        assert_suite_known(&run_py, &link.tool, Some(&cases), suite, strict);
    }
}

/// The module path of the real-world corpus (`tests/realworld/puppet`): `$STRATA_PUPPET_MODULEPATH`,
/// else where Debian's `puppet-module-*` packages install them. `None`, with a note, when there
/// is none; under `CI` that is a failure.
pub fn corpus_modules() -> Option<String> {
    let p = match std::env::var("STRATA_PUPPET_MODULEPATH") {
        Ok(p) => PathBuf::from(p),
        Err(_) => PathBuf::from("/usr/share/puppet/modules"),
    };
    if p.is_dir() {
        return Some(p.to_string_lossy().into_owned());
    }
    assert!(!in_ci(), "no Puppet modules for the corpus under CI");
    eprintln!("skipped: no Puppet modules (see tests/realworld/puppet/README.md)");
    None
}
