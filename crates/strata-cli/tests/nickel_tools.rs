//! The `nickel` commands beside evaluation, compared with nickel 1.18:
//!
//! * `nickel format` over every file of the integration suite (suite `nickel format`, run by
//!   `tests/realworld/nickel/format.py`, expectations captured from nickel 1.18 in
//!   `tests/realworld/nickel/format/expected/`), and its in-place, `--check` and error behaviour;
//! * `nickel convert` on the data files of `tests/data/nickel-convert/`;
//! * `--error-format text|json|yaml|toml` on the programs of `tests/data/nickel-errors/`;
//! * `nickel doc` to a file and in JSON, and `gen-completions`;
//! * `nickel query` on the cases of `tests/data/nickel-query/`.

use std::path::{Path, PathBuf};
use std::process::{Command, Output};

use strata_test_support::{assert_failures_known, workspace_root};

fn nickel_in(dir: &Path, args: &[&str], stdin: Option<&str>) -> Output {
    strata_test_support::output(
        Command::new(env!("CARGO_BIN_EXE_nickel"))
            .args(args)
            .current_dir(dir)
            .env("NO_COLOR", "1"),
        Some(stdin.unwrap_or("").as_bytes()),
    )
}

/// The `testing PATH/N...VERDICT` lines of a `nickel test` report.
fn verdicts(stdout: &str) -> Vec<&str> {
    stdout
        .lines()
        .filter(|l| l.starts_with("testing "))
        .collect()
}

fn data(folder: &str) -> PathBuf {
    workspace_root()
        .join("crates/strata-cli/tests/data")
        .join(folder)
}

/// A fresh folder for a test that writes files.
fn scratch(name: &str) -> PathBuf {
    let dir =
        std::env::temp_dir().join(format!("strata-nickel-tools-{}-{name}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("scratch folder");
    dir
}

#[test]
fn format_matches_nickel_on_the_integration_suite() {
    let runner = workspace_root().join("tests/realworld/nickel/format.py");
    let out = Command::new("python3")
        .arg(&runner)
        .arg("run")
        .arg("--bin")
        .arg(env!("CARGO_BIN_EXE_nickel"))
        .arg("-j")
        .arg("2")
        .output()
        .unwrap_or_else(|e| panic!("cannot run python3 (needed for {}): {e}", runner.display()));
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(
        stdout
            .lines()
            .last()
            .is_some_and(|l| l.contains(" passed, ")),
        "format.py printed no summary:\n{stdout}\n{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let summary = assert_failures_known("nickel format", &stdout);
    eprintln!("nickel format: {summary}");
}

#[test]
fn format_rewrites_files_in_place_and_checks() {
    let dir = scratch("format");
    std::fs::write(dir.join("a.ncl"), "{a=1,b=[1,2]}").unwrap();
    let out = nickel_in(&dir, &["format", "--check", "a.ncl"], None);
    assert_eq!(out.status.code(), Some(1));
    assert_eq!(
        String::from_utf8_lossy(&out.stderr),
        "error: format error\n = Bad format: \"a.ncl\", run `nickel format \"a.ncl\"` to fix\n\n"
    );
    let out = nickel_in(&dir, &["format", "a.ncl"], None);
    assert_eq!(out.status.code(), Some(0), "{out:?}");
    assert!(out.stdout.is_empty());
    assert_eq!(
        std::fs::read_to_string(dir.join("a.ncl")).unwrap(),
        "{ a = 1, b = [1, 2] }\n"
    );
    let out = nickel_in(&dir, &["format", "--check", "a.ncl"], None);
    assert_eq!(out.status.code(), Some(0), "{out:?}");
    // standard input to standard output; --check on standard input
    let out = nickel_in(&dir, &["format"], Some("let x=1 in\nx"));
    assert_eq!(String::from_utf8_lossy(&out.stdout), "let x = 1 in\nx\n");
    let out = nickel_in(&dir, &["format", "--check"], Some("1"));
    assert_eq!(
        String::from_utf8_lossy(&out.stderr),
        "error: format error\n = Bad format on stdin\n\n"
    );
    // no temporary file is left behind
    let names: Vec<_> = std::fs::read_dir(&dir)
        .unwrap()
        .map(|e| e.unwrap().file_name())
        .collect();
    assert_eq!(names, vec![std::ffi::OsString::from("a.ncl")]);
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn format_reports_parse_errors_as_nickel() {
    let dir = scratch("format-error");
    let out = nickel_in(&dir, &["format"], Some("{a=1,\n b = [1,2\n"));
    assert_eq!(out.status.code(), Some(1));
    // nickel 1.18's report (Topiary's own rendering of the parse error, as a note)
    assert_eq!(
        String::from_utf8_lossy(&out.stderr),
        "error: format error\n =   × Parsing error between line 0, column 0 and line 2, column 0\n      ╭─[:1:1]\n    1 │ ╭─▶ {a=1,\n    2 │ │    b = [1,2\n      ╰────\n\n"
    );
    let out = nickel_in(&dir, &["format", "missing.ncl"], None);
    assert_eq!(
        String::from_utf8_lossy(&out.stderr),
        "error: IO error\n = No such file or directory (os error 2)\n\n"
    );
    let _ = std::fs::remove_dir_all(&dir);
}

/// Malformed JSON given to `convert` is reported in the words of nickel's JSON reader (first
/// lines of nickel 1.18's reports for these texts).
#[test]
fn convert_reports_json_errors_as_nickel() {
    let dir = scratch("convert-bad-json");
    for (text, want) in [
        (
            "{\"name\": \"x\", \"port\": 08}\n",
            "error: json parse error: numbers with a leading zero",
        ),
        ("[1 2]\n", "error: json parse error: expected a comma (,)"),
        (
            "{\"bad\": \"\\ud800\"}\n",
            "error: json parse error: unmatched UTF-16 surrogate",
        ),
    ] {
        std::fs::write(dir.join("bad.json"), text).unwrap();
        let out = nickel_in(&dir, &["convert", "bad.json"], None);
        assert_eq!(out.status.code(), Some(1), "{text}: {out:?}");
        let err = String::from_utf8_lossy(&out.stderr);
        assert_eq!(err.lines().next(), Some(want), "{text}: {err}");
    }
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn convert_matches_nickel() {
    let dir = data("nickel-convert");
    let mut checked = 0;
    for entry in std::fs::read_dir(&dir).unwrap() {
        let path = entry.unwrap().path();
        let name = path.file_name().unwrap().to_string_lossy().into_owned();
        if name.ends_with(".expected") || name == "README.md" {
            continue;
        }
        let want = std::fs::read_to_string(dir.join(format!("{name}.expected"))).unwrap();
        let out = nickel_in(&dir, &["convert", &name], None);
        assert_eq!(out.status.code(), Some(0), "{name}: {out:?}");
        assert_eq!(String::from_utf8_lossy(&out.stdout), want, "{name}");
        checked += 1;
    }
    assert!(checked >= 10, "only {checked} convert cases found");
    // standard input needs its format; the output file option
    let scratch = scratch("convert");
    let out = nickel_in(
        &scratch,
        &["convert", "--stdin-format", "json", "-o", "out.ncl"],
        Some("{\"a\": [1, {}]}"),
    );
    assert_eq!(out.status.code(), Some(0), "{out:?}");
    assert_eq!(
        std::fs::read_to_string(scratch.join("out.ncl")).unwrap(),
        "{ a = [1, {}] }\n"
    );
    let out = nickel_in(
        &scratch,
        &["convert", "--no-formatting", "--stdin-format", "yaml"],
        Some("a: []\n"),
    );
    assert_eq!(String::from_utf8_lossy(&out.stdout), "{ a = [  ] }");
    let out = nickel_in(&scratch, &["convert", "x.xyz"], None);
    assert_eq!(out.status.code(), Some(1));
    assert_eq!(
        String::from_utf8_lossy(&out.stderr),
        "error: could not determine format of input file `x.xyz`\n\n"
    );
    let _ = std::fs::remove_dir_all(&scratch);
}

#[test]
fn query_prints_what_nickel_prints() {
    let dir = data("nickel-query");
    let mut names: Vec<String> = std::fs::read_dir(&dir)
        .unwrap()
        .filter_map(|e| {
            let name = e.unwrap().file_name().to_string_lossy().into_owned();
            name.strip_suffix(".args").map(str::to_string)
        })
        .collect();
    names.sort();
    assert!(names.len() >= 10, "query cases missing: {names:?}");
    let mut failures = Vec::new();
    for name in &names {
        let read = |ext: &str| std::fs::read_to_string(dir.join(format!("{name}.{ext}"))).unwrap();
        let args = read("args");
        let mut cmd = Command::new(env!("CARGO_BIN_EXE_nickel"));
        cmd.arg("query")
            .args(args.split_whitespace())
            .current_dir(&dir);
        if name.starts_with("no-color") {
            cmd.env("NO_COLOR", "1");
        } else {
            cmd.env_remove("NO_COLOR");
        }
        let out = cmd.output().expect("nickel runs");
        let got = (
            out.status.code(),
            String::from_utf8_lossy(&out.stdout).into_owned(),
            String::from_utf8_lossy(&out.stderr).into_owned(),
        );
        let want = (Some(0), read("stdout"), read("stderr"));
        if got != want {
            failures.push(format!("{name}: expected {want:?}\n  got {got:?}"));
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// `text` with the hexadecimal digits of every `%<closure@0x...>` replaced by `x`.
fn mask_closure_addresses(text: &str) -> String {
    const OPEN: &str = "%<closure@0x";
    let mut out = String::with_capacity(text.len());
    let mut rest = text;
    while let Some(i) = rest.find(OPEN) {
        out.push_str(&rest[..i + OPEN.len()]);
        rest = &rest[i + OPEN.len()..];
        let digits = rest.bytes().take_while(u8::is_ascii_hexdigit).count();
        out.extend(std::iter::repeat_n('x', digits));
        rest = &rest[digits..];
    }
    out.push_str(rest);
    out
}

#[test]
fn closure_addresses_are_masked() {
    assert_eq!(
        mask_closure_addresses("{ a = %<closure@0x7ffc40d49a18>, b = 1 } %<closure@0x0"),
        "{ a = %<closure@0xxxxxxxxxxxxx>, b = 1 } %<closure@0xx"
    );
}

#[test]
fn error_formats_match_nickel() {
    let dir = data("nickel-errors");
    let mut checked = 0;
    for entry in std::fs::read_dir(&dir).unwrap() {
        let path = entry.unwrap().path();
        let name = path.file_name().unwrap().to_string_lossy().into_owned();
        if !name.ends_with(".ncl") {
            continue;
        }
        for fmt in ["text", "json", "yaml", "toml"] {
            let want = std::fs::read_to_string(dir.join(format!("{name}.{fmt}.expected"))).unwrap();
            let out = nickel_in(&dir, &["export", "--error-format", fmt, &name], None);
            assert_eq!(out.status.code(), Some(1), "{name} {fmt}");
            // a value held in a thunk is printed with the thunk's address, which differs from
            // run to run (nickel's too): compared masked, its length kept
            assert_eq!(
                mask_closure_addresses(&String::from_utf8_lossy(&out.stderr)),
                mask_closure_addresses(&want),
                "{name} {fmt}"
            );
            checked += 1;
        }
    }
    assert!(checked >= 8, "only {checked} error cases found");
}

#[test]
fn doc_writes_files_and_json() {
    let dir = scratch("doc");
    std::fs::write(
        dir.join("conf.ncl"),
        "{ port | Number | doc \"The port.\" = 80, sub = { name | String } }\n",
    )
    .unwrap();
    let out = nickel_in(&dir, &["doc", "conf.ncl"], None);
    assert_eq!(out.status.code(), Some(0), "{out:?}");
    assert!(out.stdout.is_empty());
    assert_eq!(
        String::from_utf8_lossy(&out.stderr),
        "Documentation written to .nickel/doc/conf.md\n"
    );
    assert_eq!(
        std::fs::read_to_string(dir.join(".nickel/doc/conf.md")).unwrap(),
        "# `port`\n\n- `port | Number`\n\nThe port.\n\n# `sub`\n\n## `name`\n\n- `name | String`\n"
    );
    let out = nickel_in(
        &dir,
        &["doc", "--format", "json", "-o", "d.json", "conf.ncl"],
        None,
    );
    assert_eq!(out.status.code(), Some(0), "{out:?}");
    let json = std::fs::read_to_string(dir.join("d.json")).unwrap();
    // nickel's JSON (its field order is a hash map's, so compare values)
    let want = "{\"port\":{\"fields\":null,\"type\":null,\"contracts\":[\"Number\"],\"documentation\":\"The port.\"},\"sub\":{\"fields\":{\"name\":{\"fields\":null,\"type\":null,\"contracts\":[\"String\"],\"documentation\":null}},\"type\":null,\"contracts\":[],\"documentation\":null}}";
    let parse = |t: &str| strata_core::json::parse(t).expect("json");
    assert_eq!(parse(&json), parse(want), "{json}");
    let _ = std::fs::remove_dir_all(&dir);
}

/// nickel documents below a field the subfields of its definition, not its contracts' fields:
/// `foo | C = { r1 = 1 }` lists `r1` alone, without `C`'s metadata and without `r2` (outputs of
/// nickel 1.18 for this file).
#[test]
fn doc_lists_the_definition_not_the_contract() {
    let dir = scratch("doc-def");
    std::fs::write(
        dir.join("d.ncl"),
        "let C = { r1 | Number | doc \"From the contract.\", r2 | String | default = \"s\" } in\n{ foo | C = { r1 = 1 } }\n",
    )
    .unwrap();
    let out = nickel_in(&dir, &["doc", "--stdout", "d.ncl"], None);
    assert_eq!(out.status.code(), Some(0), "{out:?}");
    assert_eq!(
        String::from_utf8_lossy(&out.stdout),
        "# `foo`\n\n- `foo | C`\n\n## `r1`\n"
    );
    let out = nickel_in(
        &dir,
        &["doc", "--stdout", "--format", "json", "d.ncl"],
        None,
    );
    assert_eq!(out.status.code(), Some(0), "{out:?}");
    let want = "{\"foo\":{\"fields\":{\"r1\":{\"fields\":null,\"type\":null,\"contracts\":[],\"documentation\":null}},\"type\":null,\"contracts\":[\"C\"],\"documentation\":null}}";
    let parse = |t: &str| strata_core::json::parse(t).expect("json");
    assert_eq!(
        parse(&String::from_utf8_lossy(&out.stdout)),
        parse(want),
        "{out:?}"
    );
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn gen_completions_names_the_subcommands() {
    let out = nickel_in(Path::new("."), &["gen-completions", "bash"], None);
    assert_eq!(out.status.code(), Some(0));
    let text = String::from_utf8_lossy(&out.stdout);
    for sub in ["export", "format", "convert", "doc"] {
        assert!(
            text.contains(sub),
            "{sub} missing from the bash completions"
        );
    }
}

#[test]
fn test_runs_the_documentation_examples() {
    let dir = scratch("doctest");
    std::fs::write(
        dir.join("lib.ncl"),
        r#"{
  add
    | doc m%"
      Adds numbers.

      ```nickel
      1 + 1
      # => 2
      ```

      ```nickel
      "a" ++ "b"
      # => "abc"
      ```

      ```nickel ignore
      nonsense !!
      ```

      ```nickel multiline
      std.string.length "abc"
      # => 3

      1 + "x"
      # => error: dynamic type error
      ```
    "%
    = fun x y => x + y,
  sub = {
    f | doc m%"
      ```nickel
      1 / 1
      # => error
      ```
    "% = 1,
  },
}
"#,
    )
    .unwrap();
    let out = nickel_in(&dir, &["test", "lib.ncl"], None);
    assert_eq!(out.status.code(), Some(1));
    let stdout = String::from_utf8_lossy(&out.stdout);
    // nickel 1.18's verdicts, in its order: the nested record's tests before the record's own
    assert_eq!(
        verdicts(&stdout),
        [
            "testing sub.f/0...FAILED",
            "testing add/0...ok",
            "testing add/1...FAILED",
            "testing add/2...ok",
            "testing add/3...ok",
        ]
    );
    assert!(
        stdout.contains("test add/1 failed\nerror: contract broken by a value\n"),
        "{stdout}"
    );
    assert!(
        stdout.contains("test sub.f/0 succeeded (evaluated to 1), but it should have failed\n"),
        "{stdout}"
    );
    assert_eq!(
        String::from_utf8_lossy(&out.stderr),
        "2 failures\nerror: tests failed\n\n"
    );
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn test_walks_fields_in_source_order_nested_records_first() {
    let dir = scratch("doctest-order");
    std::fs::write(
        dir.join("order.ncl"),
        r#"{
  zz | doc m%"
    ```nickel
    1
    # => 1
    ```
  "% = 1,
  sub = {
    b | doc m%"
      ```nickel
      2
      # => 3
      ```
    "% = 2,
    a | doc "```nickel\n1\n```" = 1,
  },
  aa | doc m%"
    ```nickel
    1
    # => 1
    ```
    ```nickel
    2
    ```
  "% = { inner | doc "```nickel\n5\n```" = 1 },
  mm = 3,
}
"#,
    )
    .unwrap();
    let out = nickel_in(&dir, &["test", "order.ncl"], None);
    assert_eq!(out.status.code(), Some(1));
    let stdout = String::from_utf8_lossy(&out.stdout);
    // as nickel 1.18 runs them: every nested record first (a documented field's too), fields in
    // the order they are written, not sorted
    assert_eq!(
        verdicts(&stdout),
        [
            "testing sub.b/0...FAILED",
            "testing sub.a/0...ok",
            "testing aa.inner/0...ok",
            "testing zz/0...ok",
            "testing aa/0...ok",
            "testing aa/1...ok",
        ]
    );
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn color_always_uses_nickels_colours() {
    let dir = data("nickel-errors");
    let want = std::fs::read_to_string(dir.join("merge.ncl.color.expected")).unwrap();
    let out = nickel_in(&dir, &["export", "--color", "always", "merge.ncl"], None);
    assert_eq!(String::from_utf8_lossy(&out.stderr), want);
    let out = nickel_in(&dir, &["export", "--color", "never", "merge.ncl"], None);
    assert!(!String::from_utf8_lossy(&out.stderr).contains('\x1b'));
}
