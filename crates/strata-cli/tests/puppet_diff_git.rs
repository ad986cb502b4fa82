//! `strata puppet diff` reading versions from git with its library (no `git` command): packed
//! objects and references, annotated tags, revisions (`HEAD~1`, full and abbreviated ids,
//! branches), the working tree as one side, a control repository in a folder of its
//! repository, symbolic links, and the errors for an unknown reference and a folder that is
//! no git repository. The `git` command only builds the fixtures (`make_repo.sh`, `git gc`);
//! strata runs with an empty `PATH`, so it could not start `git` if it tried.

use std::path::{Path, PathBuf};
use std::process::Command;

fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../../tests/puppet-diff")
}

fn facts() -> String {
    root()
        .join("facts/web01.yaml")
        .to_str()
        .expect("utf-8 path")
        .to_string()
}

/// Runs `strata puppet diff ARGS` with no `PATH` (no `git`, no `ruby` to find).
fn run(args: &[&str]) -> (i32, String, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_strata"))
        .args(["puppet", "diff"])
        .args(args)
        .env("PATH", "")
        .env_remove("GIT_DIR")
        .output()
        .expect("run strata");
    (
        out.status.code().unwrap_or(-1),
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

fn temp_dir(name: &str) -> PathBuf {
    let d = std::env::temp_dir().join(format!("strata-pdiffgit-{}-{name}", std::process::id()));
    let _ = std::fs::remove_dir_all(&d);
    std::fs::create_dir_all(&d).expect("temp dir");
    d
}

/// `git ARGS` in `dir` (fixtures only), with fixed identities and dates.
fn git(dir: &Path, args: &[&str]) -> String {
    let out = Command::new("git")
        .arg("-C")
        .arg(dir)
        .args(args)
        .env("GIT_AUTHOR_NAME", "t")
        .env("GIT_AUTHOR_EMAIL", "t@example.com")
        .env("GIT_COMMITTER_NAME", "t")
        .env("GIT_COMMITTER_EMAIL", "t@example.com")
        .env("GIT_AUTHOR_DATE", "2020-01-01T00:00:00Z")
        .env("GIT_COMMITTER_DATE", "2020-01-01T00:00:00Z")
        .output()
        .expect("git (needed to build the fixtures)");
    assert!(
        out.status.success(),
        "git {args:?}: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8_lossy(&out.stdout).trim().to_string()
}

/// The `params` case's repository: v1 and v2 tagged (lightweight), the work tree at v2.
fn make_repo(case: &str, name: &str) -> PathBuf {
    let dest = temp_dir(name).join("repo");
    let st = Command::new("sh")
        .arg(root().join("make_repo.sh"))
        .arg(root().join("cases").join(case))
        .arg(&dest)
        .status()
        .expect("sh make_repo.sh");
    assert!(st.success(), "make_repo.sh {case} failed");
    dest
}

fn diff_json(repo: &Path, from: &str, to: Option<&str>) -> (i32, String, String) {
    let r = repo.to_str().expect("utf-8 path");
    let f = facts();
    let mut args = vec![
        "--basedir",
        r,
        "-f",
        from,
        "-n",
        "web01.example.com",
        "--fact-file",
        &f,
        "--output-format",
        "json",
    ];
    if let Some(t) = to {
        args.extend(["-t", t]);
    }
    run(&args)
}

/// octocatalog-diff's JSON of the `params` case, its build directory taken out of file names
/// (as the parity test compares it).
fn expected_params_json() -> String {
    let want = std::fs::read_to_string(root().join("expected/params.json")).expect("expected");
    want.replace(
        "<octocatalog-diff build directory>/environments/production/",
        "",
    )
}

fn loose_objects(repo: &Path) -> usize {
    let mut n = 0;
    for d in std::fs::read_dir(repo.join(".git/objects")).expect("objects") {
        let d = d.expect("entry");
        let name = d.file_name().to_string_lossy().into_owned();
        if name.len() == 2 && name.chars().all(|c| c.is_ascii_hexdigit()) {
            n += std::fs::read_dir(d.path()).expect("dir").count();
        }
    }
    n
}

#[test]
fn packed_objects_and_references_read_as_loose_ones() {
    let repo = make_repo("params", "packed");
    assert!(loose_objects(&repo) > 0);
    let loose = diff_json(&repo, "v1", Some("v2"));
    assert_eq!(loose.0, 2, "{}", loose.2);
    assert_eq!(loose.1, expected_params_json());
    git(&repo, &["gc", "-q", "--aggressive", "--prune=now"]);
    assert_eq!(loose_objects(&repo), 0, "git gc left loose objects");
    assert!(!repo.join(".git/refs/tags/v1").exists(), "tags not packed");
    let packed = diff_json(&repo, "v1", Some("v2"));
    assert_eq!(packed, loose);
}

#[test]
fn revisions_tags_branches_and_ids() {
    let repo = make_repo("params", "revs");
    git(&repo, &["tag", "-a", "release-1", "-m", "first", "v1"]);
    git(&repo, &["tag", "-a", "release-2", "-m", "second", "v2"]);
    git(&repo, &["branch", "old", "v1"]);
    let full = git(&repo, &["rev-parse", "v1^{commit}"]);
    let short = full[..8].to_string();
    let want = diff_json(&repo, "v1", Some("v2"));
    assert_eq!(want.0, 2, "{}", want.2);
    for (from, to) in [
        ("release-1", "release-2"),
        ("old", "HEAD"),
        ("HEAD~1", "HEAD"),
        ("HEAD^", "release-2"),
        (full.as_str(), "v2"),
        (short.as_str(), "v2"),
        ("refs/tags/v1", "refs/tags/release-2"),
    ] {
        assert_eq!(diff_json(&repo, from, Some(to)), want, "-f {from} -t {to}");
    }
    // the annotated tags themselves give the same after packing
    git(&repo, &["gc", "-q", "--prune=now"]);
    assert_eq!(diff_json(&repo, "release-1", Some("release-2")), want);
}

#[test]
fn the_working_tree_is_one_side() {
    let repo = make_repo("params", "worktree");
    // the work tree is at v2: no difference to v2, the v1 difference to v1
    assert_eq!(diff_json(&repo, "v2", None).0, 0);
    assert_eq!(diff_json(&repo, "v2", Some(".")).0, 0);
    assert_eq!(
        diff_json(&repo, "v1", None),
        diff_json(&repo, "v1", Some("v2"))
    );
    // an uncommitted edit shows against HEAD
    let site = repo.join("manifests/site.pp");
    let text = std::fs::read_to_string(&site).expect("site.pp");
    std::fs::write(&site, format!("{text}\nnotify {{ 'uncommitted': }}\n")).expect("edit");
    let (code, out, err) = diff_json(&repo, "HEAD", None);
    assert_eq!(code, 2, "{err}");
    assert!(out.contains("\"title\":\"uncommitted\""), "{out}");
}

#[test]
fn an_unknown_reference_is_named() {
    let repo = make_repo("params", "unknown");
    for (from, to) in [
        ("nosuchref", "v2"),
        ("v1", "no/such/branch"),
        ("v1", "deadbeef"),
    ] {
        let (code, out, err) = diff_json(&repo, from, Some(to));
        let bad = if from == "v1" { to } else { from };
        assert_eq!(code, 1, "{out}");
        assert!(
            err.contains(&format!("Unknown git reference '{bad}'")),
            "{bad}: {err}"
        );
    }
    // a reference to a tree, not a commit
    let (code, _, err) = diff_json(&repo, "v1^{tree}", Some("v2"));
    assert_eq!(code, 1);
    assert!(err.contains("Unknown git reference 'v1^{tree}'"), "{err}");
}

#[test]
fn a_folder_that_is_no_git_repository_is_an_error() {
    let dir = temp_dir("nogit").join("control");
    std::fs::create_dir_all(dir.join("manifests")).expect("dir");
    std::fs::write(
        dir.join("manifests/site.pp"),
        "node default { notify { 'x': } }\n",
    )
    .expect("site.pp");
    let (code, _, err) = diff_json(&dir, "v1", Some("v2"));
    assert_eq!(code, 1);
    assert!(err.contains("is not a git repository"), "{err}");
    assert!(err.contains(dir.to_str().expect("path")), "{err}");
    // both sides the working tree: no git needed, no difference (JSON: an empty list)
    let (code, out, err) = diff_json(&dir, ".", Some("."));
    assert_eq!((code, out.as_str()), (0, "{\"diff\":[]}\n"), "{err}");
}

#[test]
fn a_control_repository_in_a_folder_with_symbolic_links() {
    let dir = temp_dir("subdir");
    let repo = dir.join("repo");
    let control = repo.join("puppet");
    std::fs::create_dir_all(control.join("manifests")).expect("dirs");
    git(&repo, &["init", "-q"]);
    let site = |msg: &str| format!("node default {{ notify {{ 'motd': message => '{msg}' }} }}\n");
    std::fs::write(control.join("manifests/real.pp"), site("old")).expect("write");
    #[cfg(unix)]
    std::os::unix::fs::symlink("real.pp", control.join("manifests/site.pp")).expect("symlink");
    #[cfg(not(unix))]
    std::fs::write(control.join("manifests/site.pp"), site("old")).expect("write");
    std::fs::write(repo.join("README"), "not puppet\n").expect("write");
    git(&repo, &["add", "-A"]);
    git(&repo, &["commit", "-qm", "one"]);
    git(&repo, &["tag", "one"]);
    std::fs::write(control.join("manifests/real.pp"), site("new")).expect("write");
    git(&repo, &["commit", "-qam", "two"]);
    let (code, out, err) = diff_json(&control, "one", Some("HEAD"));
    assert_eq!(code, 2, "{err}");
    assert!(out.contains("\"old_value\":\"old\""), "{out}");
    assert!(out.contains("\"new_value\":\"new\""), "{out}");
    // file names are relative to the control repository
    assert!(out.contains("\"new_file\":\"manifests/"), "{out}");
}
