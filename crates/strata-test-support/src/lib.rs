//! Where strata's tests find their data, the same way in every crate.
//!
//! * The repository: [`workspace_root`] (the folder holding the workspace `Cargo.toml`).
//! * The conformance vectors: `$STRATA_VECTORS` when set, else `../shared/vectors` from the
//!   workspace root ([`vectors_root`]).
//!
//! The vectors live outside the repository, so a clone may not have them. A test asks with
//! [`vectors`]: when the folder is there it gets the path; when it is missing the test is
//! skipped with a message naming the folder, **except** when the `CI` environment variable is
//! set (to anything but `""`, `0` or `false`): then the test fails with that message, so a CI
//! run never passes by silently skipping the conformance suites. The reference specifications
//! (`$STRATA_SPECS`, else `../shared/specs`; [`specs`]) are treated the same way.
//!
//! A test that runs a built program gets its exit status and output with [`run`] (or
//! [`output`]).
#![warn(missing_docs)]

use std::path::{Path, PathBuf};

mod process;
pub use process::{output, run};
pub mod puppet;

/// The workspace root: two folders above this crate (`crates/strata-test-support`).
pub fn workspace_root() -> PathBuf {
    let here = Path::new(env!("CARGO_MANIFEST_DIR"));
    here.parent()
        .and_then(Path::parent)
        .unwrap_or(here)
        .to_path_buf()
}

/// Where the vectors are expected: `$STRATA_VECTORS`, else `../shared/vectors` from the
/// workspace root. The folder may not exist; see [`vectors`].
pub fn vectors_root() -> PathBuf {
    match std::env::var_os("STRATA_VECTORS") {
        Some(dir) if !dir.is_empty() => PathBuf::from(dir),
        _ => workspace_root().join("..").join("shared").join("vectors"),
    }
}

/// True when the `CI` environment variable asks for a strict run.
pub fn in_ci() -> bool {
    match std::env::var("CI") {
        Ok(v) => !matches!(v.trim(), "" | "0" | "false" | "FALSE" | "False"),
        Err(std::env::VarError::NotUnicode(_)) => true,
        Err(std::env::VarError::NotPresent) => false,
    }
}

/// The vectors sub-folder `sub` (such as `"hcldec/cases"`; `""` for the root), if it exists.
///
/// When it does not: with `CI` set this panics with a message naming the folder (the test
/// fails); otherwise it prints that the test is skipped and returns `None`.
pub fn vectors(sub: &str) -> Option<PathBuf> {
    let root = vectors_root();
    let dir = if sub.is_empty() {
        root.clone()
    } else {
        root.join(sub)
    };
    match check(&dir, in_ci(), VECTORS) {
        Ok(()) => Some(dir),
        Err(Missing::Skip(message)) => {
            eprintln!("{message}");
            None
        }
        Err(Missing::Fail(message)) => panic!("{message}"),
    }
}

/// What to do about a missing folder.
#[derive(Debug, PartialEq, Eq)]
enum Missing {
    Skip(String),
    Fail(String),
}

/// A folder the tests read from outside the repository: what it is, the variable that places
/// it and its default place from the repository root.
struct Folder {
    what: &'static str,
    variable: &'static str,
    default: &'static str,
}

const VECTORS: Folder = Folder {
    what: "conformance vectors",
    variable: "STRATA_VECTORS",
    default: "../shared/vectors from the repository root",
};

const SPECS: Folder = Folder {
    what: "specifications",
    variable: "STRATA_SPECS",
    default: "specs beside the vectors folder",
};

fn check(dir: &Path, ci: bool, folder: Folder) -> Result<(), Missing> {
    if dir.is_dir() {
        return Ok(());
    }
    let Folder {
        what,
        variable,
        default,
    } = folder;
    let what = format!(
        "{what} folder {} not found (set {variable} to the {what} folder, default {default})",
        dir.display()
    );
    if ci {
        Err(Missing::Fail(format!(
            "{what}; CI is set, so a missing folder fails the run instead of skipping"
        )))
    } else {
        Err(Missing::Skip(format!("{what}: skipped")))
    }
}

/// Where the reference specifications are expected: `$STRATA_SPECS`, else `specs` beside the
/// vectors folder (`../shared/specs` from the workspace root by default).
pub fn specs_root() -> PathBuf {
    match std::env::var_os("STRATA_SPECS") {
        Some(dir) if !dir.is_empty() => PathBuf::from(dir),
        _ => vectors_root().join("..").join("specs"),
    }
}

/// The specifications sub-folder `sub` (such as `"spiff/libraries"`), if it exists.
///
/// When it does not, as for [`vectors`]: with `CI` set this panics with a message naming the
/// folder (the test fails); otherwise it prints that the test is skipped and returns `None`.
pub fn specs(sub: &str) -> Option<PathBuf> {
    let dir = specs_root().join(sub);
    match check(&dir, in_ci(), SPECS) {
        Ok(()) => Some(dir),
        Err(Missing::Skip(message)) => {
            eprintln!("{message}");
            None
        }
        Err(Missing::Fail(message)) => panic!("{message}"),
    }
}

/// The files ending in `.ext` directly inside `<dir>/<sub>` for every directory `<dir>` of
/// `root` (such as every module's `lib/puppet/type/*.rb` under a modules folder), sorted; empty
/// when `root` cannot be read.
pub fn files_in_each(root: &Path, sub: &str, ext: &str) -> Vec<PathBuf> {
    let mut out = Vec::new();
    let Ok(dirs) = std::fs::read_dir(root) else {
        return out;
    };
    for d in dirs.flatten() {
        if let Ok(files) = std::fs::read_dir(d.path().join(sub)) {
            for f in files.flatten() {
                if f.path().extension().is_some_and(|e| e == ext) {
                    out.push(f.path());
                }
            }
        }
    }
    out.sort();
    out
}

/// The cases `conformance/known-failures.tsv` lists as failing for `suite` (lines
/// `suite<TAB>case<TAB>reason`), in order; empty when the file is missing.
pub fn known_failures(suite: &str) -> std::collections::BTreeSet<String> {
    let path = workspace_root()
        .join("conformance")
        .join("known-failures.tsv");
    let text = std::fs::read_to_string(path).unwrap_or_default();
    text.lines()
        .filter_map(|l| {
            let mut parts = l.split('\t');
            match (parts.next(), parts.next()) {
                (Some(s), Some(case)) if s == suite => Some(case.to_string()),
                _ => None,
            }
        })
        .collect()
}

/// Checks what a case runner printed (`FAIL <case> - <reason>` lines, then a last line
/// `N passed, M failed`) against `conformance/known-failures.tsv`: every failing case must be
/// listed for `suite`, every listed case must fail (so the list stays honest), and the summary
/// must count the failures seen. Returns the summary line.
pub fn assert_failures_known(suite: &str, stdout: &str) -> String {
    let failed: std::collections::BTreeSet<String> = stdout
        .lines()
        .filter_map(|l| l.strip_prefix("FAIL "))
        .filter_map(|l| l.split_whitespace().next())
        .map(str::to_string)
        .collect();
    let summary = stdout.lines().last().unwrap_or("").to_string();
    let known = known_failures(suite);
    let unexplained: Vec<&String> = failed.difference(&known).collect();
    let fixed: Vec<&String> = known.difference(&failed).collect();
    assert!(
        unexplained.is_empty(),
        "{suite}: failures not in conformance/known-failures.tsv: {unexplained:?}\n{stdout}"
    );
    assert!(
        fixed.is_empty(),
        "{suite}: cases listed as failing now pass (or no longer exist); remove them from \
         conformance/known-failures.tsv: {fixed:?}"
    );
    assert!(
        summary.ends_with(&format!("{} failed", failed.len())),
        "{suite}: unexpected runner output: {summary}"
    );
    summary
}

/// Runs a corpus's own runner, `python3 <runner> --bin <bin> -j 2`, and checks what it printed
/// with [`assert_failures_known`] for `suite`; returns the summary line. A runner that exits
/// with status 2 says its inputs (such as the modules a corpus renders) are absent: then, as
/// when `python3` is missing, the test says so and passes (`None`), unless `CI` is set, where
/// it fails. `corpus` names the corpus in those messages.
pub fn run_corpus(suite: &str, corpus: &str, runner: &Path, bin: &str) -> Option<String> {
    run_corpus_with(suite, corpus, runner, bin, &[])
}

/// [`run_corpus`] with further arguments for the runner (another corpus directory: `--corpus
/// DIR`).
pub fn run_corpus_with(
    suite: &str,
    corpus: &str,
    runner: &Path,
    bin: &str,
    args: &[&str],
) -> Option<String> {
    let absent = |what: &str| {
        if in_ci() {
            panic!("{what}; {corpus} must run in CI");
        }
        eprintln!("skipping {corpus}: {what}");
    };
    assert!(runner.exists(), "{} is missing", runner.display());
    if std::process::Command::new("python3")
        .arg("--version")
        .output()
        .is_err()
    {
        absent("python3 is not installed");
        return None;
    }
    let out = std::process::Command::new("python3")
        .arg(runner)
        .args(["--bin", bin, "-j", "2"])
        .args(args)
        .output()
        .expect("run python3");
    let stdout = String::from_utf8_lossy(&out.stdout);
    if out.status.code() == Some(2) {
        absent(stdout.trim());
        return None;
    }
    Some(assert_failures_known(suite, &stdout))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn workspace_root_holds_the_workspace_manifest() {
        let manifest = std::fs::read_to_string(workspace_root().join("Cargo.toml")).unwrap();
        assert!(manifest.contains("[workspace]"), "{manifest}");
    }

    #[test]
    fn a_missing_folder_skips_locally_and_fails_in_ci() {
        let dir = workspace_root().join("no-such-vectors-folder");
        let shown = dir.display().to_string();
        match check(&dir, false, VECTORS) {
            Err(Missing::Skip(m)) => {
                assert!(m.contains(&shown) && m.ends_with(": skipped"), "{m}")
            }
            other => panic!("expected a skip, got {other:?}"),
        }
        match check(&dir, true, VECTORS) {
            Err(Missing::Fail(m)) => {
                assert!(m.contains(&shown) && m.contains("CI is set"), "{m}")
            }
            other => panic!("expected a failure, got {other:?}"),
        }
        assert_eq!(check(&workspace_root(), true, VECTORS), Ok(()));
    }

    #[test]
    fn a_missing_specifications_folder_fails_in_ci_too() {
        let dir = workspace_root().join("no-such-specs-folder");
        let shown = dir.display().to_string();
        match check(&dir, false, SPECS) {
            Err(Missing::Skip(m)) => {
                assert!(m.contains(&shown) && m.ends_with(": skipped"), "{m}")
            }
            other => panic!("expected a skip, got {other:?}"),
        }
        match check(&dir, true, SPECS) {
            Err(Missing::Fail(m)) => {
                assert!(m.contains(&shown) && m.contains("CI is set"), "{m}")
            }
            other => panic!("expected a failure, got {other:?}"),
        }
        assert_eq!(check(&workspace_root(), true, SPECS), Ok(()));
    }
}
