//! The `nickel` command line: customize mode after `--`, `--field`, formats and exit codes.

use std::process::Command;

const PROGRAM: &str = r#"{
  params | not_exported = {
    environment | [| 'dev, 'prod |],
    mock_db | Bool,
  },
  test_string = "env=%{params.environment}, mock_db=%{std.to_string params.mock_db}",
}
"#;

/// Each run gets a folder of its own: the tests run in parallel, and rewriting one shared
/// `main.ncl` while another run reads it would make them race.
fn nickel(args: &[&str]) -> (i32, String, String) {
    static RUNS: std::sync::atomic::AtomicUsize = std::sync::atomic::AtomicUsize::new(0);
    let run = RUNS.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
    let dir = std::env::temp_dir().join(format!("strata-nickel-cli-{}-{run}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("temp dir");
    std::fs::write(dir.join("main.ncl"), PROGRAM).expect("write program");
    strata_test_support::run(
        Command::new(env!("CARGO_BIN_EXE_nickel"))
            .args(args)
            .current_dir(&dir),
        None,
    )
}

#[test]
fn customize_mode_sets_inputs_and_overrides() {
    let (code, out, err) = nickel(&[
        "export",
        "main.ncl",
        "--",
        "params.environment='dev",
        "params.mock_db=true",
    ]);
    assert_eq!(code, 0, "{err}");
    assert_eq!(out, "{\n  \"test_string\": \"env=dev, mock_db=true\"\n}\n");
    let (code, out, err) = nickel(&[
        "export",
        "main.ncl",
        "--",
        "params.environment='dev",
        "params.mock_db=true",
        "--override",
        "test_string=\"mine\"",
    ]);
    assert_eq!(code, 0, "{err}");
    assert_eq!(out, "{\n  \"test_string\": \"mine\"\n}\n");
    let (code, out, _) = nickel(&["export", "main.ncl", "--", "list"]);
    assert_eq!(code, 0);
    // nickel 1.18's listing: each field with its annotations
    assert!(
        out.starts_with(
            "Input fields:\n- params.environment: <[| 'dev, 'prod |]>\n- params.mock_db: <Bool>\n\nOverridable fields (require `--override`):\n- test_string\n"
        ),
        "{out}"
    );
}

#[test]
fn missing_input_is_an_error_naming_the_field() {
    let (code, _, err) = nickel(&["export", "main.ncl"]);
    assert_eq!(code, 1);
    assert!(
        err.starts_with("error: missing definition for `environment`"),
        "{err}"
    );
    assert!(err.contains("main.ncl:3:5"), "{err}");
    // the text was let go once parsed: the snippet is read back from the file
    assert!(err.contains("environment | [| 'dev, 'prod |],"), "{err}");
}

#[test]
fn field_selection_and_formats() {
    let (code, out, err) = nickel(&[
        "export",
        "--format",
        "text",
        "--field",
        "test_string",
        "main.ncl",
        "--",
        "params.environment='prod",
        "params.mock_db=false",
    ]);
    assert_eq!(code, 0, "{err}");
    assert_eq!(out, "env=prod, mock_db=false");
    let (code, _, _) = nickel(&["export", "--format", "xml", "main.ncl"]);
    assert_eq!(code, 2);
}

/// Under an address-space limit (`ulimit -v`) smaller than the 1 GiB stack reserved for
/// walking whole values, a program still runs: the reservation shrinks to what the system
/// grants (before, every program aborted in `stacker`'s mmap assertion).
#[test]
fn runs_under_an_address_space_limit() {
    let dir = std::env::temp_dir().join(format!("strata-nickel-ulimit-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("temp dir");
    let n: usize = 2_000;
    let deep = format!("{}1{}", "[".repeat(n), "]".repeat(n));
    std::fs::write(
        dir.join("deep.ncl"),
        format!("std.serialize 'Json {deep} |> std.string.length"),
    )
    .expect("write");
    let (code, out, err) = strata_test_support::run(
        Command::new("sh")
            .arg("-c")
            .arg("ulimit -v 786432 && exec \"$0\" export deep.ncl")
            .arg(env!("CARGO_BIN_EXE_nickel"))
            .current_dir(&dir),
        None,
    );
    assert_eq!(code, 0, "{err}");
    assert!(!err.contains("panicked"), "{err}");
    // Pretty JSON: the brackets, the `1`, a line break per bracket, and two spaces of
    // indentation per level (levels 1..=n before the `1`, 0..n before the closing brackets).
    assert_eq!(out.trim(), (4 * n + 1 + 2 * n * n).to_string());
}

/// `nickel query` without `--field` warns before it reads the program, so a program that fails
/// still gets the warning first (nickel 1.18's whole standard error for this program, its
/// absolute folder aside).
#[test]
fn query_without_a_field_warns_before_a_failing_program_is_reported() {
    let dir = std::env::temp_dir().join(format!("strata-nickel-query-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("temp dir");
    std::fs::write(dir.join("main.ncl"), "{ a = missing }\n").expect("write program");
    let (code, out, err) = strata_test_support::run(
        Command::new(env!("CARGO_BIN_EXE_nickel"))
            .args(["query", "main.ncl"])
            .current_dir(&dir)
            .env("NO_COLOR", "1"),
        None,
    );
    assert_eq!((code, out.as_str()), (1, ""), "{err}");
    let expected = "warning: empty query path\n \
= You queried a value without requesting a specific field path. This operation can't find any \
metadata, beside listing the fields of a record.\n \
= Try to query the root configuration and provide a query path instead.\n \
= For example, instead of querying the expression `(import \"config.ncl\").module.input` with an \
empty path, query `config.ncl` with the `module.input` path: \n   \
`nickel query config.ncl --field module.input\n\n\
error: unbound identifier `missing`\n  \
┌─ main.ncl:1:7\n  \
│\n\
1 │ { a = missing }\n  \
│       ^^^^^^^ this identifier is unbound\n\n";
    assert_eq!(err, expected);
}

/// `nickel eval` of a record with a field left without definition names the record too (`in
/// this record`), as `export` does (nickel 1.18's whole standard error for this program, its
/// absolute folder aside).
#[test]
fn eval_of_a_missing_definition_shows_the_record() {
    let dir = std::env::temp_dir().join(format!("strata-nickel-eval-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("temp dir");
    std::fs::write(dir.join("main.ncl"), "{\n  a | String,\n  b = 1,\n}\n").expect("write");
    let (code, out, err) = strata_test_support::run(
        Command::new(env!("CARGO_BIN_EXE_nickel"))
            .args(["eval", "main.ncl"])
            .current_dir(&dir)
            .env("NO_COLOR", "1"),
        None,
    );
    assert_eq!((code, out.as_str()), (1, ""), "{err}");
    let expected = "error: missing definition for `a`\n  \
┌─ main.ncl:2:3\n  \
│  \n\
1 │ ╭ {\n\
2 │ │   a | String,\n  \
│ │   ^ required here\n\
3 │ │   b = 1,\n\
4 │ │ }\n  \
│ ╰─' in this record\n\n";
    assert_eq!(err, expected);
}
