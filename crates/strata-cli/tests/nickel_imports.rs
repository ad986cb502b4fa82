//! How the `nickel` command line resolves imports, as nickel 1.18 does (each expectation below
//! is what the real nickel printed for the same files): the importing file's directory, then
//! `--import-path`/`-I` directories, then `NICKEL_IMPORT_PATH`'s; every import resolved before
//! evaluation, even one that is never evaluated; nickel's wording of an import found nowhere,
//! of a package import without a manifest and of an imported file that does not parse.

use std::path::{Path, PathBuf};
use std::process::Command;

/// A fresh folder with `files` (path, text) in it.
fn folder(files: &[(&str, &str)]) -> PathBuf {
    static RUNS: std::sync::atomic::AtomicUsize = std::sync::atomic::AtomicUsize::new(0);
    let run = RUNS.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
    let dir = std::env::temp_dir().join(format!(
        "strata-nickel-imports-{}-{run}",
        std::process::id()
    ));
    for (path, text) in files {
        let p = dir.join(path);
        std::fs::create_dir_all(p.parent().expect("a parent")).expect("temp dir");
        std::fs::write(p, text).expect("write file");
    }
    dir
}

/// Runs `nickel args` in `dir` with `NICKEL_IMPORT_PATH` set to `env` (or unset).
fn nickel(dir: &Path, args: &[&str], env: Option<&str>) -> (i32, String, String) {
    let mut cmd = Command::new(env!("CARGO_BIN_EXE_nickel"));
    cmd.args(args).current_dir(dir).env("NO_COLOR", "1");
    match env {
        Some(v) => cmd.env("NICKEL_IMPORT_PATH", v),
        None => cmd.env_remove("NICKEL_IMPORT_PATH"),
    };
    strata_test_support::run(&mut cmd, None)
}

fn first_error(err: &str) -> &str {
    err.lines()
        .find(|l| l.starts_with("error"))
        .unwrap_or_default()
}

#[test]
fn the_import_path_is_searched_after_the_importing_files_folder() {
    let dir = folder(&[
        ("main.ncl", "import \"two.ncl\"\n"),
        ("flag/two.ncl", "\"from -I\"\n"),
        ("env/two.ncl", "\"from NICKEL_IMPORT_PATH\"\n"),
    ]);
    let export = ["export", "--format", "json", "main.ncl"];
    let (code, out, err) = nickel(&dir, &[&export[..], &["-I", "flag"]].concat(), Some("env"));
    assert_eq!((code, out.as_str()), (0, "\"from -I\"\n"), "{err}");
    let (code, out, err) = nickel(&dir, &export, Some("nowhere:env"));
    assert_eq!(
        (code, out.as_str()),
        (0, "\"from NICKEL_IMPORT_PATH\"\n"),
        "{err}"
    );
    let (code, out, err) = nickel(
        &dir,
        &[&export[..], &["--import-path", "flag"]].concat(),
        None,
    );
    assert_eq!((code, out.as_str()), (0, "\"from -I\"\n"), "{err}");
    // next to the importing file comes first
    std::fs::write(dir.join("two.ncl"), "\"local\"\n").expect("write");
    let (code, out, err) = nickel(&dir, &[&export[..], &["-I", "flag"]].concat(), None);
    assert_eq!((code, out.as_str()), (0, "\"local\"\n"), "{err}");
}

#[test]
fn an_import_found_nowhere_names_where_it_was_looked_for() {
    let dir = folder(&[("main.ncl", "let x = import \"two.ncl\" in 1\n")]);
    let (code, out, err) = nickel(&dir, &["eval", "main.ncl", "-I", "lib"], None);
    assert_eq!(code, 1, "{out}");
    // nickel names the importing file's folder by its absolute path, the import path as given
    let abs = dir.canonicalize().expect("canonical");
    assert_eq!(
        first_error(&err),
        format!(
            "error: import of two.ncl failed: could not find import (looked in [{}, lib])",
            abs.display()
        )
    );
    // typecheck resolves the imports too
    let (code, _, err) = nickel(&dir, &["typecheck", "main.ncl"], None);
    assert_eq!(code, 1);
    assert!(first_error(&err).contains("could not find import"), "{err}");
}

#[test]
fn import_errors_are_worded_as_nickels() {
    let dir = folder(&[
        ("pkg.ncl", "1 + (import dep)\n"),
        ("sub/bad.ncl", "1 +\n"),
        ("imports_bad.ncl", "let x = import \"sub/bad.ncl\" in 1\n"),
        ("tag.ncl", "import \"sub/bad.ncl\" as 'Qqq\n"),
        ("text.ncl", "import \"sub/bad.ncl\" as 'Text\n"),
    ]);
    let (code, _, err) = nickel(&dir, &["eval", "pkg.ncl"], None);
    assert_eq!(code, 1);
    assert_eq!(
        first_error(&err),
        "error: tried to import from a package, but no package manifest found"
    );
    let (code, _, err) = nickel(&dir, &["eval", "imports_bad.ncl"], None);
    assert_eq!(code, 1);
    assert_eq!(
        first_error(&err),
        "error: unexpected end of file when parsing sub/bad.ncl"
    );
    let (code, _, err) = nickel(&dir, &["eval", "tag.ncl"], None);
    assert_eq!(code, 1);
    assert_eq!(first_error(&err), "error: unknown import format tag");
    let (code, out, err) = nickel(&dir, &["export", "--format", "json", "text.ncl"], None);
    assert_eq!((code, out.as_str()), (0, "\"1 +\\n\"\n"), "{err}");
}

#[test]
fn an_import_from_standard_input_looks_in_no_folder_and_points_at_the_import() {
    // what nickel 1.18 prints for `import "nosuch.ncl"` read from standard input: no folder of
    // its own to look in, and the import a secondary label
    let dir = folder(&[]);
    std::fs::create_dir_all(&dir).expect("temp dir");
    let (code, _, err) = strata_test_support::run(
        Command::new(env!("CARGO_BIN_EXE_nickel"))
            .args(["export"])
            .current_dir(&dir)
            .env("NO_COLOR", "1")
            .env_remove("NICKEL_IMPORT_PATH"),
        Some(b"import \"nosuch.ncl\"\n"),
    );
    assert_eq!(code, 1);
    assert_eq!(
        err,
        "error: import of nosuch.ncl failed: could not find import (looked in [])\n  \
         ┌─ <stdin>:1:1\n  │\n1 │ import \"nosuch.ncl\"\n  │ ------------------- imported here\n\n"
    );
}

/// The files a program imports are numbered as nickel 1.18's file cache numbers them (the
/// `file_id` of `--error-format json`): every import of a file, in the order of the text,
/// before the files so read are visited, depth first (`b.ncl` is 4, after `a.ncl`, though
/// `a.ncl` imports `c.ncl`). Before, a file's imports were numbered as each was visited.
#[test]
fn imported_files_are_numbered_as_nickels_file_cache_does() {
    let dir = folder(&[
        (
            "main.ncl",
            "let a = import \"a.ncl\" in let b = import \"b.ncl\" in b\n",
        ),
        ("a.ncl", "let c = import \"c.ncl\" in c\n"),
        (
            "b.ncl",
            "let c = import \"c.ncl\" in let d = import \"d.ncl\" in \"x\" + d\n",
        ),
        ("c.ncl", "1\n"),
        ("d.ncl", "1\n"),
    ]);
    let (code, out, err) = nickel(
        &dir,
        &["export", "main.ncl", "--error-format", "json"],
        None,
    );
    assert_eq!((code, out.as_str()), (1, ""), "{err}");
    assert_eq!(
        err.trim_end(),
        "{\"diagnostics\":[{\"severity\":\"Error\",\"code\":null,\"message\":\"dynamic type error\",\
\"labels\":[{\"style\":\"Primary\",\"file_id\":4,\"range\":{\"start\":52,\"end\":55},\
\"message\":\"this expression has type String, but Number was expected\"}],\
\"notes\":[\"(+) expects its 1st argument to be a Number\"]}]}"
    );
}
