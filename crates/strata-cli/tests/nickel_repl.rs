//! `nickel repl` with its input piped: every session under `tests/data/nickel-repl/` (an
//! `input` file, and the `stdout` and `stderr` nickel 1.18 printed for it; see the README
//! there) is replayed and must print the same, byte for byte. One case is strata's own output:
//! `load/`, because nickel 1.18 panics on every `:load` of a file that exists; its lines were
//! checked against nickel-lang-core 0.19.0's REPL source instead (the README says how).

use std::path::{Path, PathBuf};
use std::process::Command;

fn cases_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/nickel-repl")
}

/// An empty directory for `HOME` (where nickel keeps `.nickel_history`).
fn empty_home(tag: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("strata-nickel-repl-{}-{tag}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("temp dir");
    dir
}

/// Runs `nickel repl ARGS` in `dir` with `input` on standard input.
fn repl(dir: &Path, home: &Path, args: &[&str], input: &[u8]) -> (i32, String, String) {
    strata_test_support::run(
        Command::new(env!("CARGO_BIN_EXE_nickel"))
            .arg("repl")
            .args(args)
            .current_dir(dir)
            .env("HOME", home)
            .env_remove("NICKEL_IMPORT_PATH")
            .env_remove("NO_COLOR"),
        Some(input),
    )
}

#[test]
fn piped_sessions_print_what_nickel_prints() {
    let mut names: Vec<PathBuf> = std::fs::read_dir(cases_dir())
        .expect("the cases folder")
        .map(|e| e.expect("entry").path())
        .filter(|p| p.is_dir())
        .collect();
    names.sort();
    assert!(names.len() >= 6, "cases missing: {names:?}");
    let mut failures = Vec::new();
    for dir in &names {
        let name = dir.file_name().unwrap().to_string_lossy().into_owned();
        let read = |f: &str| {
            std::fs::read_to_string(dir.join(f)).unwrap_or_else(|e| panic!("{name}/{f}: {e}"))
        };
        let home = empty_home(&name);
        // bytes: a case may feed a line that is not UTF-8
        let input = std::fs::read(dir.join("input")).expect("input");
        let (code, out, err) = repl(dir, &home, &[], &input);
        if code != 0 {
            failures.push(format!("{name}: exit status {code}\n{err}"));
        }
        if out != read("stdout") {
            failures.push(format!(
                "{name}: stdout differs\n--- expected\n{}\n--- got\n{out}",
                read("stdout")
            ));
        }
        if err != read("stderr") {
            failures.push(format!(
                "{name}: stderr differs\n--- expected\n{}\n--- got\n{err}",
                read("stderr")
            ));
        }
        // read from a pipe, nothing goes to the history (rustyline adds only edited lines)
        assert!(
            !home.join(".nickel_history").exists(),
            "{name}: a piped session wrote a history file"
        );
        let _ = std::fs::remove_dir_all(&home);
    }
    assert!(failures.is_empty(), "{}", failures.join("\n\n"));
}

#[test]
fn bindings_persist_and_errors_do_not_end_the_session() {
    let home = empty_home("bindings");
    let input = b"let a = 20\nlet b = a + 1\nnosuch\nlet a = 1\na + b\n:exit\n99\n";
    let (code, out, err) = repl(&home, &home, &[], input);
    assert_eq!(code, 0, "{err}");
    // `b` keeps the `a` it was defined with; `:exit` ends the session before `99`
    assert_eq!(
        out,
        "Nickel 1.18.0\nType \":help\" for help, or \":exit\" to exit\n22\n\n\x1b[1mExiting\n"
    );
    assert!(
        err.starts_with("error: unbound identifier `nosuch`\n  ┌─ <repl-input-2>:1:1\n"),
        "{err}"
    );
}

#[test]
fn an_input_left_unfinished_at_the_end_is_dropped() {
    let home = empty_home("unfinished");
    let (code, out, err) = repl(&home, &home, &[], b"1 +\n2\n{ a =\n");
    assert_eq!(code, 0, "{err}");
    assert_eq!(
        out,
        "Nickel 1.18.0\nType \":help\" for help, or \":exit\" to exit\n3\n\n\x1b[1mCtrl+D. Exiting\n"
    );
    assert_eq!(err, "");
}

#[test]
fn the_history_file_option_is_accepted_and_left_alone_when_piped() {
    let home = empty_home("history");
    let hist = home.join("hist");
    std::fs::write(&hist, "1 + 1\n").expect("write history");
    let (code, out, _) = repl(
        &home,
        &home,
        &["--history-file", hist.to_str().unwrap()],
        b"2 * 3\n",
    );
    assert_eq!(code, 0);
    assert!(out.contains("\n6\n\n"), "{out}");
    assert_eq!(std::fs::read_to_string(&hist).unwrap(), "1 + 1\n");
}

#[test]
fn the_repl_has_no_import_path() {
    // as nickel 1.18's REPL, `NICKEL_IMPORT_PATH` is not read: an import is looked for from
    // the working directory only
    let home = empty_home("import-path");
    let lib = home.join("lib");
    std::fs::create_dir_all(&lib).expect("lib dir");
    std::fs::write(lib.join("found.ncl"), "{ a = 1 }\n").expect("write");
    let (_, stdout, err) = strata_test_support::run(
        Command::new(env!("CARGO_BIN_EXE_nickel"))
            .arg("repl")
            .current_dir(&home)
            .env("HOME", &home)
            .env("NICKEL_IMPORT_PATH", &lib),
        Some(b"import \"found.ncl\"\nimport \"lib/found.ncl\"\n"),
    );
    assert!(
        err.starts_with(
            "error: import of found.ncl failed: could not find import (looked in [])\n"
        ),
        "{err}"
    );
    assert!(stdout.contains("\n{ a = 1, }\n\n"), "{stdout}");
}

#[cfg(unix)]
#[test]
fn a_read_error_that_comes_back_ends_the_session() {
    // standard input a folder: every read fails alike. nickel 1.18 reports the error again at
    // every read, for ever; strata reports it once and ends the session (an undecodable line,
    // which is consumed, does not end it: the `read-errors` case)
    let home = empty_home("read-folder");
    let (code, out, err) = strata_test_support::run(
        Command::new(env!("CARGO_BIN_EXE_nickel"))
            .arg("repl")
            .current_dir(&home)
            .env("HOME", &home)
            .env_remove("NO_COLOR")
            .stdin(std::fs::File::open(&home).expect("open the folder")),
        None,
    );
    assert_eq!(code, 0);
    assert_eq!(
        out,
        "Nickel 1.18.0\nType \":help\" for help, or \":exit\" to exit\n"
    );
    assert_eq!(err, "error: Is a directory (os error 21)\n\n");
}
