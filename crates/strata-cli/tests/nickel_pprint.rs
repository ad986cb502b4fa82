//! `nickel pprint-ast`: every `NAME.ncl` under `tests/data/nickel-pprint/` is printed back and
//! must be byte for byte `NAME.out`, what nickel 1.18's `pprint-ast` printed for it
//! (`nickel pprint-ast NAME.ncl > NAME.out`). Broader measures, against the live reference, are
//! `tests/realworld/nickel/tools/compare_cli.py pprint`.

use std::path::Path;
use std::process::Command;

fn pprint(dir: &Path, args: &[&str]) -> (i32, String, String) {
    strata_test_support::run(
        Command::new(env!("CARGO_BIN_EXE_nickel"))
            .arg("pprint-ast")
            .args(args)
            .current_dir(dir)
            .env("NO_COLOR", "1"),
        None,
    )
}

#[test]
fn programs_print_as_nickel_prints_them() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/nickel-pprint");
    let mut files: Vec<String> = std::fs::read_dir(&dir)
        .expect("the cases folder")
        .map(|e| e.expect("entry").file_name().to_string_lossy().into_owned())
        .filter(|n| n.ends_with(".ncl"))
        .collect();
    files.sort();
    assert!(files.len() >= 3, "cases missing: {files:?}");
    let mut failures = Vec::new();
    for f in &files {
        let expected =
            std::fs::read_to_string(dir.join(f.replace(".ncl", ".out"))).expect("NAME.out");
        let (code, out, err) = pprint(&dir, &[f]);
        if code != 0 || out != expected {
            failures.push(format!(
                "{f}: status {code}\n{err}\n--- expected\n{expected}\n--- got\n{out}"
            ));
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n\n"));
}

#[test]
fn a_program_read_from_standard_input_and_a_parse_error() {
    let dir = std::env::temp_dir();
    let out = Command::new(env!("CARGO_BIN_EXE_nickel"))
        .args(["pprint-ast"])
        .current_dir(&dir)
        .stdin(
            std::fs::File::open(
                Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/nickel-pprint/types.ncl"),
            )
            .expect("open"),
        )
        .output()
        .expect("nickel runs");
    assert_eq!(out.status.code(), Some(0));
    let expected = std::fs::read_to_string(
        Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/nickel-pprint/types.out"),
    )
    .expect("types.out");
    assert_eq!(String::from_utf8_lossy(&out.stdout), expected);

    let case = dir.join(format!("strata-pprint-{}.ncl", std::process::id()));
    std::fs::write(&case, "{ a = }\n").expect("write");
    let (code, out, err) = pprint(&dir, &[case.file_name().unwrap().to_str().unwrap()]);
    let _ = std::fs::remove_file(&case);
    assert_eq!((code, out.as_str()), (1, ""));
    assert!(err.starts_with("error: unexpected token\n"), "{err}");
    assert!(err.contains(":1:7\n"), "{err}");
}

#[test]
fn transform_is_refused_with_a_reason() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/nickel-pprint");
    let (code, out, err) = pprint(&dir, &["--transform", "types.ncl"]);
    assert_eq!((code, out.as_str()), (1, ""));
    assert!(
        err.starts_with("error: `pprint-ast --transform` is not supported\n"),
        "{err}"
    );
}

#[test]
fn help_and_completions_list_every_subcommand_of_nickel() {
    let run = |args: &[&str]| {
        let out = Command::new(env!("CARGO_BIN_EXE_nickel"))
            .args(args)
            .output()
            .expect("nickel runs");
        assert_eq!(out.status.code(), Some(0), "{args:?}");
        String::from_utf8_lossy(&out.stdout).into_owned()
    };
    let help = run(&["--help"]);
    let listed: Vec<&str> = help
        .lines()
        .skip_while(|l| *l != "Commands:")
        .skip(1)
        .take_while(|l| !l.is_empty())
        .filter_map(|l| l.split_whitespace().next())
        .collect();
    // nickel 1.18's subcommands (`nickel --help`), `help` included
    for sub in [
        "eval",
        "pprint-ast",
        "export",
        "query",
        "typecheck",
        "convert",
        "repl",
        "doc",
        "test",
        "format",
        "gen-completions",
        "help",
    ] {
        assert!(
            listed.contains(&sub),
            "`{sub}` missing from --help: {listed:?}"
        );
    }
    let bash = run(&["gen-completions", "bash"]);
    assert!(
        bash.contains("pprint-ast") && bash.contains("repl"),
        "{bash}"
    );
    let repl_help = run(&["repl", "--help"]);
    assert!(
        repl_help.contains("--history-file <HISTORY_FILE>"),
        "{repl_help}"
    );
    let pprint_help = run(&["pprint-ast", "--help"]);
    assert!(pprint_help.contains("--transform"), "{pprint_help}");
}

#[test]
fn several_files_are_the_merge_of_their_imports_and_a_missing_file_fails() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/nickel-pprint");
    // what nickel 1.18 prints: the files are not read
    let (code, out, _) = pprint(&dir, &["a.ncl", "b.ncl", "dir/c.ncl"]);
    assert_eq!(
        (code, out.as_str()),
        (
            0,
            "((import \"a.ncl\") & (import \"b.ncl\")) & (import \"dir/c.ncl\")\n"
        )
    );
    let (code, out, err) = pprint(&dir, &["nosuch.ncl"]);
    assert_eq!((code, out.as_str()), (1, ""));
    assert_eq!(
        err,
        "error: source nosuch.ncl: No such file or directory (os error 2)\n\n"
    );
}

#[test]
fn a_deeply_nested_program_prints_without_overflowing() {
    let dir = std::env::temp_dir();
    let case = dir.join(format!("strata-pprint-deep-{}.ncl", std::process::id()));
    // `1 + 1 + ...`: a left-nested chain as deep as it is long (its text stays linear)
    let depth = 50_000;
    std::fs::write(&case, format!("1{}\n", " + 1".repeat(depth))).expect("write");
    let (code, out, err) = pprint(&dir, &[case.file_name().unwrap().to_str().unwrap()]);
    let _ = std::fs::remove_file(&case);
    assert_eq!(code, 0, "{err}");
    assert_eq!(out.matches('+').count(), depth);
    assert!(
        out.ends_with("+ 1\n"),
        "{}",
        &out[out.len().saturating_sub(40)..]
    );
}
