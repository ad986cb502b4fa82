//! Command-line behaviour of `hcldec` that the conformance vectors do not cover: text
//! diagnostics, `--out`, `--version`, usage errors, standard input.

use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::{Command, Output, Stdio};
use std::time::{Duration, Instant};

fn bin() -> PathBuf {
    PathBuf::from(env!("CARGO_BIN_EXE_hcldec"))
}

/// A scratch directory for one test, removed on drop.
struct Scratch(PathBuf);

impl Scratch {
    fn new(name: &str) -> Scratch {
        let dir = std::env::temp_dir().join(format!("strata-hcldec-{name}-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).expect("scratch dir");
        Scratch(dir)
    }

    fn file(&self, name: &str, text: &str) -> &Scratch {
        std::fs::write(self.0.join(name), text).expect("write");
        self
    }

    fn path(&self) -> &Path {
        &self.0
    }
}

impl Drop for Scratch {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
}

fn run(dir: &Path, args: &[&str], stdin: &str) -> Output {
    let mut child = Command::new(bin())
        .current_dir(dir)
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("spawn hcldec");
    if let Some(mut sin) = child.stdin.take() {
        sin.write_all(stdin.as_bytes()).expect("stdin");
    }
    child.wait_with_output().expect("wait")
}

fn text(b: &[u8]) -> String {
    String::from_utf8_lossy(b).into_owned()
}

const ATTR_SPEC: &str = "attr {\n  name = \"r\"\n  type = number\n}\n";

#[test]
fn version_and_usage() {
    let s = Scratch::new("usage");
    let o = run(s.path(), &["--version"], "");
    assert_eq!(
        (o.status.code(), text(&o.stdout)),
        (Some(0), "0.0.1-dev\n".to_string())
    );

    let o = run(s.path(), &["--frobnicate"], "");
    assert_eq!(o.status.code(), Some(2));
    let err = text(&o.stderr);
    assert!(err.starts_with("unknown flag: --frobnicate\nusage: hcldec --spec=<spec-file>"));
    assert!(err.contains("  -V, --vars json-or-file   provide variables"));

    let o = run(s.path(), &["x.hcl"], "");
    assert_eq!(o.status.code(), Some(1));
    assert_eq!(
        text(&o.stderr),
        "Error: the --spec=... argument is required\n\n"
    );

    let o = run(s.path(), &["--spec=x", "--diags=xml"], "");
    assert_eq!(o.status.code(), Some(2));
    assert_eq!(
        text(&o.stderr),
        "Invalid diagnostics format \"xml\": only \"json\" is supported.\n"
    );
}

#[test]
fn reads_stdin_and_writes_the_out_file() {
    let s = Scratch::new("stdin");
    s.file("spec.hcldec", ATTR_SPEC);
    let o = run(
        s.path(),
        &["-s", "spec.hcldec", "-o", "out.json"],
        "r = 6 * 7\n",
    );
    assert_eq!(o.status.code(), Some(0), "{}", text(&o.stderr));
    assert_eq!(o.stdout, b"");
    let out = std::fs::read_to_string(s.path().join("out.json")).expect("out.json");
    assert_eq!(out, "42\n");

    let o = run(
        s.path(),
        &["-s", "spec.hcldec", "--diags=json"],
        "r = nope\n",
    );
    assert_eq!(o.status.code(), Some(2));
    assert!(text(&o.stderr).contains("\"filename\": \"\\u003cstdin\\u003e\""));
}

#[test]
fn text_diagnostics_show_the_source_line() {
    let s = Scratch::new("text");
    s.file("spec.hcldec", ATTR_SPEC)
        .file("input.hcl", "r = \"seven\"\nother = 1\n");
    let o = run(s.path(), &["-s", "spec.hcldec", "input.hcl"], "");
    assert_eq!(o.status.code(), Some(2));
    let err = text(&o.stderr);
    // Sorted by position: the unexpected argument (line 2) after the bad value (line 1).
    let first = err
        .find("Error: Incorrect attribute value type")
        .expect("type error");
    let second = err
        .find("Error: Unsupported argument")
        .expect("argument error");
    assert!(first < second, "{err}");
    // Each as the original prints it.
    assert!(
        err.contains("Error: Unsupported argument\n\n  on input.hcl line 2:\n   2: other = 1\n\nAn argument named \"other\" is not expected here.\n\n"),
        "{err}"
    );
}

/// The real-world-like inputs in `tests/data/hcldec-real-world` (see its README): exit status,
/// output, text diagnostics and JSON diagnostics exactly as the original's.
#[test]
fn real_world_inputs_decode_as_the_original() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/hcldec-real-world");
    let read = |name: String| std::fs::read_to_string(dir.join(name)).unwrap_or_default();
    let mut seen = 0;
    for entry in std::fs::read_dir(&dir).expect("data folder") {
        let name = entry
            .expect("entry")
            .file_name()
            .to_string_lossy()
            .into_owned();
        if !(name.ends_with(".tf") || name.ends_with(".tf.json")) {
            continue;
        }
        seen += 1;
        let spec = if name.starts_with("deep") {
            "deep.hcldec"
        } else {
            "terraform.hcldec"
        };
        let o = run(&dir, &["--spec", spec, &name], "");
        let exit: i32 = read(format!("{name}.exit")).trim().parse().expect("exit");
        assert_eq!(o.status.code(), Some(exit), "{name}: {}", text(&o.stderr));
        assert_eq!(text(&o.stdout), read(format!("{name}.stdout")), "{name}");
        assert_eq!(text(&o.stderr), read(format!("{name}.stderr")), "{name}");
        let o = run(&dir, &["--spec", spec, "--diags=json", &name], "");
        assert_eq!(
            text(&o.stderr),
            read(format!("{name}.stderr.json")),
            "{name}"
        );
    }
    assert_eq!(seen, 5);
}

/// The original crashes (Go stack overflow) at 100,000 nested brackets; strata stops at its
/// documented limit with one clear error, and at a million too.
#[test]
fn nesting_beyond_the_limit_is_one_clear_error() {
    let s = Scratch::new("deep");
    s.file(
        "spec.hcldec",
        "object {\n  attr \"settings\" { type = any }\n}\n",
    );
    for depth in [100_000, 1_000_000] {
        s.file(
            "input.hcl",
            &format!("settings = {}1{}\n", "[".repeat(depth), "]".repeat(depth)),
        );
        let o = run(s.path(), &["-s", "spec.hcldec", "input.hcl"], "");
        assert_eq!(o.status.code(), Some(2));
        let err = text(&o.stderr);
        assert_eq!(err.matches("Error: ").count(), 1, "{err}");
        assert!(
            err.starts_with("Error: Nesting too deep\n\n  on input.hcl line 1:\n"),
            "{err}"
        );
        let detail = err.replace('\n', " ");
        assert!(detail.contains("more than 5100 levels deep"), "{detail}");
    }
}

/// A BOM before a spec file and an input file is skipped, as the original does.
#[test]
fn byte_order_marks_are_skipped() {
    let s = Scratch::new("bom");
    s.file(
        "spec.hcldec",
        "\u{feff}object {\n  attr \"a\" { type = any }\n}\n",
    )
    .file("input.hcl", "\u{feff}a = 1\n");
    let o = run(s.path(), &["-s", "spec.hcldec", "input.hcl"], "");
    assert_eq!(text(&o.stderr), "");
    assert_eq!(text(&o.stdout), "{\"a\":1}\n");
    assert_eq!(o.status.code(), Some(0));
}

/// "already set at dup.hcl:1,1-2": ranges inside messages name the file.
#[test]
fn ranges_in_messages_name_the_file() {
    let s = Scratch::new("dup");
    s.file("spec.hcldec", "object {\n  attr \"a\" { type = any }\n}\n")
        .file("dup.hcl", "a = 1\na = 2\n");
    let o = run(s.path(), &["-s", "spec.hcldec", "dup.hcl"], "");
    assert_eq!(
        text(&o.stderr),
        "Error: Attribute redefined\n\n  on dup.hcl line 2:\n   2: a = 2\n\nThe argument \"a\" was already set at dup.hcl:1,1-2. Each argument may be set only\nonce.\n\n"
    );
}

#[test]
fn many_text_diagnostics_render_quickly() {
    let s = Scratch::new("many");
    s.file("spec.hcldec", "literal {\n  value = 1\n}\n");
    let mut input = String::new();
    for i in 0..5000 {
        input.push_str(&format!("block_{i} \"label\" {{\n  a = {i}\n}}\n"));
    }
    s.file("input.hcl", &input);
    let start = Instant::now();
    let o = run(s.path(), &["-s", "spec.hcldec", "input.hcl"], "");
    let elapsed = start.elapsed();
    assert_eq!(o.status.code(), Some(2));
    assert_eq!(
        text(&o.stderr)
            .matches("Error: Unsupported block type")
            .count(),
        5000
    );
    assert!(elapsed < Duration::from_secs(20), "took {elapsed:?}");
}

#[test]
fn var_refs_lists_traversals_with_values() {
    let s = Scratch::new("varrefs");
    s.file("spec.hcldec", "attr {\n  name = \"r\"\n}\n")
        .file("input.hcl", "r = [a.b, c]\n");
    let o = run(
        s.path(),
        &[
            "-s",
            "spec.hcldec",
            "--var-refs",
            "-V",
            r#"{"a":{"b":"<x>"}}"#,
            "input.hcl",
        ],
        "",
    );
    assert_eq!(o.status.code(), Some(0), "{}", text(&o.stderr));
    let out = text(&o.stdout);
    assert!(
        out.starts_with("[\n  {\n    \"root_name\": \"a\",\n    \"value\": \"\\u003cx\\u003e\",\n"),
        "{out}"
    );
    assert_eq!(out.matches("\"root_name\"").count(), 2);
    // `c` has no value: no "value" member for it.
    assert_eq!(out.matches("\"value\"").count(), 1);
}
