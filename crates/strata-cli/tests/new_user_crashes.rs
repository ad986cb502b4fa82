//! Inputs a new user met that crashed strata or buried the answer, each now ending in a clear
//! result (issue 23): a recursive dynaml lambda, a 100,000-deep JSON file given to hcldec, a
//! 100,000-deep native expression (whose error used to echo the whole line), `spiff diff` into
//! a pipe, and spiff's `auto` summing instance counts past 64 bits. Each runs the real binary.

use std::path::{Path, PathBuf};
use std::process::Command;

/// A fresh folder for one test.
fn folder(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("strata-crashes-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("temp dir");
    dir
}

/// Runs `bin args` in `dir` with `NO_COLOR` unset: exit status (None when killed by a signal,
/// as a stack overflow aborts), stdout, stderr.
fn run(bin: &str, dir: &Path, args: &[&str]) -> (Option<i32>, String, String) {
    let out = Command::new(bin)
        .args(args)
        .current_dir(dir)
        .env_remove("NO_COLOR")
        .output()
        .expect("the binary runs");
    (
        out.status.code(),
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

const SPIFF: &str = env!("CARGO_BIN_EXE_spiff");
const HCLDEC: &str = env!("CARGO_BIN_EXE_hcldec");

#[test]
fn endless_recursive_lambda_fails_at_the_depth_limit() {
    let dir = folder("lambda");
    std::fs::write(dir.join("t.yml"), "f: (( |x|->f(x + 1) ))\nr: (( f(0) ))\n").unwrap();
    let (code, out, err) = run(SPIFF, &dir, &["merge", "t.yml"]);
    assert_eq!(code, Some(1), "stdout: {out}\nstderr: {err}");
    // The unresolved-node report: node r fails at the depth limit, at the call in line 2.
    let line = err
        .lines()
        .find(|l| l.starts_with("\t(( f(0) ))\tin t.yml\tr\t()\t*"))
        .unwrap_or_else(|| panic!("no report line for r in: {err}"));
    assert!(
        line.contains("*evaluation nested deeper than ")
            && line.ends_with(" levels (endless recursion?) (t.yml:2:4)"),
        "{line}"
    );
    // The report names the node once; it does not repeat 10,000 nested causes.
    assert!(err.len() < 4_000, "{} bytes of stderr", err.len());
    let _ = std::fs::remove_dir_all(&dir);
}

/// `{"a": [[...]]}` nested `n` deep.
fn deep_json(n: usize) -> String {
    format!("{{\"a\": {}{}}}\n", "[".repeat(n), "]".repeat(n))
}

const ANY_SPEC: &str = "attr {\n  name = \"a\"\n  type = any\n}\n";

#[test]
fn hcldec_decodes_a_100000_deep_json_file() {
    let dir = folder("deepjson");
    std::fs::write(dir.join("spec.hcldec"), ANY_SPEC).unwrap();
    let n = 100_000;
    std::fs::write(dir.join("in.json"), deep_json(n)).unwrap();
    let (code, out, err) = run(HCLDEC, &dir, &["--spec", "spec.hcldec", "in.json"]);
    assert_eq!(code, Some(0), "stderr: {}", &err[..err.len().min(2_000)]);
    assert_eq!(
        out.trim_end(),
        format!("{}{}", "[".repeat(n), "]".repeat(n))
    );
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn hcldec_reports_json_past_its_nesting_limit_once() {
    let dir = folder("deeperjson");
    std::fs::write(dir.join("spec.hcldec"), ANY_SPEC).unwrap();
    let n = strata_hcl::json::MAX_JSON_NESTING + 10;
    std::fs::write(dir.join("in.json"), deep_json(n)).unwrap();
    let (code, out, err) = run(HCLDEC, &dir, &["--spec", "spec.hcldec", "in.json"]);
    assert_eq!(code, Some(2), "stdout: {out}");
    assert_eq!(
        err.matches("Error: ").count(),
        1,
        "stderr: {}",
        &err[..err.len().min(2_000)]
    );
    assert!(
        err.starts_with("Error: Nesting too deep\n"),
        "{}",
        &err[..err.len().min(2_000)]
    );
    assert!(!err.contains("Unclosed object"));
    // The one line of input is shown around the error, not whole.
    assert!(err.len() < 2_000, "{} bytes of stderr", err.len());
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn a_deep_expression_error_shows_an_excerpt_of_its_line() {
    let dir = folder("deepexpr");
    std::fs::write(dir.join("spec.hcldec"), ANY_SPEC).unwrap();
    let n = 100_000;
    let line = format!("a = {}1{}", "(".repeat(n), ")".repeat(n));
    std::fs::write(dir.join("in.hcl"), format!("{line}\n")).unwrap();
    let (code, _, err) = run(HCLDEC, &dir, &["--spec", "spec.hcldec", "in.hcl"]);
    assert_eq!(code, Some(2));
    assert!(
        err.starts_with("Error: Nesting too deep\n"),
        "{}",
        &err[..err.len().min(2_000)]
    );
    assert_eq!(
        err.matches("Error: ").count(),
        1,
        "{}",
        &err[..err.len().min(2_000)]
    );
    let snippet = err
        .lines()
        .find(|l| l.starts_with("   1: "))
        .expect("the snippet line");
    assert!(snippet.ends_with("..."), "{snippet}");
    assert!(snippet.len() < 300, "{} bytes: {snippet}", snippet.len());
    assert!(err.len() < 2_000, "{} bytes of stderr", err.len());
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn spiff_diff_colours_only_when_asked_and_can_report_differences_in_its_status() {
    let dir = folder("diff");
    std::fs::write(dir.join("a.yml"), "x: 1\nz: same\n").unwrap();
    std::fs::write(dir.join("b.yml"), "x: 2\nz: same\n").unwrap();
    // Into a pipe: no escape codes; spiff++ exits 0 on differences, and so does strata.
    let (code, out, _) = run(SPIFF, &dir, &["diff", "a.yml", "b.yml"]);
    assert_eq!(code, Some(0));
    assert_eq!(
        out,
        "Difference in  x\n  a.yml has:\n    1\n    \n  b.yml has:\n    2\n    \n"
    );
    let (code, coloured, _) = run(
        SPIFF,
        &dir,
        &["diff", "--color", "always", "a.yml", "b.yml"],
    );
    assert_eq!(code, Some(0));
    assert!(coloured.contains("\x1b[31m1\n"), "{coloured:?}");
    assert!(coloured.contains("\x1b[32m2\n"), "{coloured:?}");
    let (code, _, _) = run(SPIFF, &dir, &["diff", "--exit-code", "a.yml", "b.yml"]);
    assert_eq!(code, Some(1));
    let (code, out, _) = run(SPIFF, &dir, &["diff", "--exit-code", "a.yml", "a.yml"]);
    assert_eq!((code, out.as_str()), (Some(0), "no differences!\n"));
    let (code, _, err) = run(
        SPIFF,
        &dir,
        &["diff", "--color", "sometimes", "a.yml", "b.yml"],
    );
    assert_eq!(code, Some(1));
    assert!(err.contains("--color"), "{err}");
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn spiff_auto_size_past_64_bits_is_an_error() {
    let dir = folder("auto");
    std::fs::write(
        dir.join("t.yml"),
        "jobs:\n- name: a\n  resource_pool: p\n  instances: 9223372036854775807\n- name: b\n  resource_pool: p\n  instances: 1\nresource_pools:\n- name: p\n  size: (( auto ))\n",
    )
    .unwrap();
    let (code, out, err) = run(SPIFF, &dir, &["merge", "t.yml"]);
    assert_eq!(code, Some(1), "stdout: {out}");
    assert!(
        err.contains("sum of instances of resource pool 'p' exceeds 64 bits"),
        "stderr: {err}"
    );
    let _ = std::fs::remove_dir_all(&dir);
}

/// An input file of 4 GiB or more (here a sparse 5 GiB file, which takes no disk) is refused
/// by every command line before it is read, naming the file and the limit: byte positions are
/// 32-bit, and reading it whole would take the memory first.
#[test]
fn inputs_too_large_for_positions_are_refused_before_reading() {
    let dir = folder("huge");
    let make = |name: &str| {
        let f = std::fs::File::create(dir.join(name)).expect("create");
        f.set_len(5 << 30).expect("sparse file");
    };
    for name in ["huge.ncl", "huge.pp", "huge.yml", "huge.hcl", "spec.hcldec"] {
        make(name);
    }
    std::fs::write(dir.join("ok.hcldec"), "literal { value = 1 }\n").expect("spec");
    let strata = env!("CARGO_BIN_EXE_strata");
    // (binary, arguments, the file named, the tool's exit status for an unreadable input)
    let cases: [(&str, Vec<&str>, &str, i32); 5] = [
        (
            env!("CARGO_BIN_EXE_nickel"),
            vec!["export", "huge.ncl"],
            "huge.ncl",
            1,
        ),
        (
            strata,
            vec!["puppet", "compile", "--manifest", "huge.pp", "--node", "n"],
            "huge.pp",
            1,
        ),
        (SPIFF, vec!["merge", "huge.yml"], "huge.yml", 1),
        (
            HCLDEC,
            vec!["--spec", "ok.hcldec", "huge.hcl"],
            "huge.hcl",
            2,
        ),
        (HCLDEC, vec!["--spec", "spec.hcldec"], "spec.hcldec", 2),
    ];
    for (bin, args, file, code) in cases {
        let (status, _, err) = run(bin, &dir, &args);
        assert_eq!(status, Some(code), "{args:?}: {err}");
        assert!(err.contains(file), "{args:?} names the file: {err}");
        assert!(
            err.contains("at most 4294967295 bytes (4 GiB)"),
            "{args:?} gives the limit: {err}"
        );
    }
    let _ = std::fs::remove_dir_all(&dir);
}
