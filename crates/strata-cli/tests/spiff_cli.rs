//! The `spiff` command line and the host policy: `exec` and the writes of `write`, `mkdir`
//! and `tempfile` only with `--allow-exec`, and `--sandbox` turning off `exec`, writes, `env`
//! and reads outside the roots. Each case runs the real binary in a folder of its own.

use std::path::{Path, PathBuf};
use std::process::Command;

/// A fresh folder holding `secret.txt` and `sub/` with the given templates.
fn folder(templates: &[(&str, &str)]) -> PathBuf {
    static RUNS: std::sync::atomic::AtomicUsize = std::sync::atomic::AtomicUsize::new(0);
    let run = RUNS.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
    let dir = std::env::temp_dir().join(format!("strata-spiff-cli-{}-{run}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(dir.join("sub")).expect("temp dir");
    std::fs::write(dir.join("secret.txt"), "s3cret\n").expect("write secret");
    for (name, text) in templates {
        std::fs::write(dir.join("sub").join(name), text).expect("write template");
    }
    dir
}

/// Runs `spiff ARGS` in `dir/sub` without `STRATA_ALLOW_EXEC`: exit status, stdout, stderr.
fn spiff(dir: &Path, args: &[&str]) -> (i32, String, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_spiff"))
        .args(args)
        .current_dir(dir.join("sub"))
        .env_remove("STRATA_ALLOW_EXEC")
        .env("HOME", "/home/nobody")
        .output()
        .expect("spiff runs");
    (
        out.status.code().unwrap_or(-1),
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

/// The unresolved-node report of a failed merge (up to the legend), which must be one node
/// `v` of `file` (whose expression starts in column 4 of line 1; the failing call in column
/// `col`) failing with `message`.
fn assert_fails_at(
    result: (i32, String, String),
    file: &str,
    expr: &str,
    col: usize,
    message: &str,
) {
    let (code, out, err) = result;
    assert_eq!((code, out.as_str()), (1, ""), "{err}");
    let report = err
        .split("error classification:")
        .next()
        .unwrap_or_default();
    assert_eq!(
        report,
        format!(
            "error generating manifest: unresolved nodes:\n\t(( {expr} ))\tin {file}\tv\t()\t*{message} ({file}:1:4)\n\t\tfailing sub-expression at {file}:1:{col}\n"
        )
    );
}

/// [`assert_fails_at`] with the failing call starting the expression (column 7).
fn assert_fails(result: (i32, String, String), file: &str, expr: &str, message: &str) {
    assert_fails_at(result, file, expr, 7, message);
}

#[test]
fn exec_runs_only_after_opt_in_and_never_in_the_sandbox() {
    let dir = folder(&[("exec.yml", "v: (( exec(\"echo\", \"hi\") ))\n")]);
    assert_fails(
        spiff(&dir, &["merge", "exec.yml"]),
        "exec.yml",
        "exec(\"echo\", \"hi\")",
        "running commands is disabled: pass --allow-exec to let the input run `echo`",
    );
    assert_eq!(
        spiff(&dir, &["merge", "--allow-exec", "exec.yml"]),
        (0, "v: hi\n".to_string(), String::new())
    );
    assert_fails(
        spiff(&dir, &["merge", "--allow-exec", "--sandbox", "exec.yml"]),
        "exec.yml",
        "exec(\"echo\", \"hi\")",
        "running commands is disabled by --sandbox (asked to run `echo`)",
    );
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn the_sandbox_turns_off_env_and_reads_outside_the_roots() {
    let dir = folder(&[
        ("env.yml", "v: (( env(\"HOME\") ))\n"),
        ("read.yml", "v: (( read(\"../secret.txt\") ))\n"),
        ("local.yml", "v: (( read(\"beside.txt\") ))\n"),
        ("beside.txt", "here"),
    ]);
    assert_eq!(
        spiff(&dir, &["merge", "env.yml"]),
        (0, "v: /home/nobody\n".to_string(), String::new())
    );
    assert_fails(
        spiff(&dir, &["merge", "--sandbox", "env.yml"]),
        "env.yml",
        "env(\"HOME\")",
        "environment variables are disabled by --sandbox (asked for HOME)",
    );
    assert_eq!(
        spiff(&dir, &["merge", "read.yml"]),
        (0, "v: |+\n  s3cret\n".to_string(), String::new())
    );
    assert_fails(
        spiff(&dir, &["merge", "--sandbox", "read.yml"]),
        "read.yml",
        "read(\"../secret.txt\")",
        "error reading file ../secret.txt: ../secret.txt is outside the folders --sandbox allows (.); allow it with --root DIR",
    );
    // the inputs' folder is a root; --root adds one
    assert_eq!(
        spiff(&dir, &["merge", "--sandbox", "local.yml"]),
        (0, "v: here\n".to_string(), String::new())
    );
    assert_eq!(
        spiff(&dir, &["merge", "--sandbox", "--root", "..", "read.yml"]),
        (0, "v: |+\n  s3cret\n".to_string(), String::new())
    );
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn writes_need_opt_in_and_never_pass_the_sandbox() {
    let dir = folder(&[
        ("write.yml", "v: (( write(\"out.txt\", \"data\") ))\n"),
        ("mkdir.yml", "v: (( mkdir(\"made\") ))\n"),
        ("temp.yml", "v: (( read(tempfile(\"alice\")) ))\n"),
    ]);
    let out = dir.join("sub/out.txt");
    assert_fails(
        spiff(&dir, &["merge", "write.yml"]),
        "write.yml",
        "write(\"out.txt\", \"data\")",
        "cannot write file: write: writing files needs --allow-exec (or STRATA_ALLOW_EXEC=1)",
    );
    assert_fails(
        spiff(&dir, &["merge", "--allow-exec", "--sandbox", "write.yml"]),
        "write.yml",
        "write(\"out.txt\", \"data\")",
        "cannot write file: write: not allowed in sandbox mode",
    );
    assert!(!out.exists(), "a refused write wrote the file");
    assert_fails(
        spiff(&dir, &["merge", "mkdir.yml"]),
        "mkdir.yml",
        "mkdir(\"made\")",
        "cannot create directory \"made\": mkdir: writing files needs --allow-exec (or STRATA_ALLOW_EXEC=1)",
    );
    assert!(!dir.join("sub/made").exists());
    assert_fails_at(
        spiff(&dir, &["merge", "--sandbox", "temp.yml"]),
        "temp.yml",
        "read(tempfile(\"alice\"))",
        12,
        "cannot create temporary file: tempfile: not allowed in sandbox mode",
    );

    assert_eq!(
        spiff(&dir, &["merge", "--allow-exec", "write.yml"]),
        (0, "v: data\n".to_string(), String::new())
    );
    assert_eq!(std::fs::read_to_string(&out).expect("written"), "data");
    assert_eq!(
        spiff(&dir, &["merge", "--allow-exec", "mkdir.yml"]),
        (0, "v: made\n".to_string(), String::new())
    );
    assert!(dir.join("sub/made").is_dir());
    assert_eq!(
        spiff(&dir, &["merge", "--allow-exec", "temp.yml"]),
        (0, "v: alice\n".to_string(), String::new())
    );
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn tag_files_are_global_tags() {
    let dir = folder(&[
        ("t.yml", "v: (( lib.a::x.k ))\nw: (( lib::x.k ))\n"),
        ("lib.yml", "x:\n  k: 7\n"),
    ]);
    assert_eq!(
        spiff(&dir, &["merge", "--tag", "lib.a:lib.yml", "t.yml"]),
        (0, "v: 7\nw: 7\n".to_string(), String::new())
    );
    let (code, _, err) = spiff(&dir, &["merge", "--tag", "1a:lib.yml", "t.yml"]);
    assert_eq!(
        (code, err.as_str()),
        (
            1,
            "invalid tag name [1a]: tag component must start with alnum rune\n"
        )
    );
    let (code, _, err) = spiff(&dir, &["merge", "--tag", "lib.yml", "t.yml"]);
    assert_eq!(
        (code, err.as_str()),
        (1, "tag file must be preceeded by a tag (<tag>:<path>)\n")
    );
}

#[test]
fn state_files_carry_marked_nodes_from_run_to_run() {
    let dir = folder(&[(
        "t.yml",
        concat!(
            "state:\n  <<: (( &state(merge none) ))\n",
            "  seen: (( ( stub(state.seen) || 0 ) + 1 ))\n",
            "other: (( state.seen * 10 ))\n",
        ),
    )]);
    let sub = dir.join("sub");
    let run = || spiff(&dir, &["merge", "--state", "s.yml", "t.yml"]);
    assert_eq!(
        run(),
        (0, "other: 10\nstate:\n  seen: 1\n".into(), String::new())
    );
    assert_eq!(
        std::fs::read_to_string(sub.join("s.yml")).unwrap(),
        "state:\n  seen: 1\n"
    );
    assert_eq!(
        run(),
        (0, "other: 20\nstate:\n  seen: 2\n".into(), String::new())
    );
    assert_eq!(
        std::fs::read_to_string(sub.join("s.yml")).unwrap(),
        "state:\n  seen: 2\n"
    );
    assert_eq!(
        std::fs::read_to_string(sub.join("s.yml.bak")).unwrap(),
        "state:\n  seen: 1\n"
    );
}

#[test]
fn escapes_are_text_until_the_output() {
    let dir = folder(&[("t.yml", "a: ((! x ))\nb: (( a \"y\" ))\n<<!: k\n")]);
    assert_eq!(
        spiff(&dir, &["merge", "t.yml"]),
        (0, "<<: k\na: (( x ))\nb: ((! x ))y\n".into(), String::new())
    );
    assert_eq!(
        spiff(&dir, &["merge", "--preserve-escapes", "t.yml"]),
        (
            0,
            "<<!: k\na: ((! x ))\nb: ((! x ))y\n".into(),
            String::new()
        )
    );
}

#[test]
fn pipe_feeds_the_command_and_needs_the_same_opt_in() {
    let dir = folder(&[(
        "pipe.yml",
        concat!(
            "data:\n  - a\n  - b\n",
            "list: (( pipe(data, \"tr\", \"a\", \"z\") ))\n",
            "text: (( pipe_uncached(\"x y\", [\"tr\", \"x\", \"q\"]) ))\n",
            "once: (( exec_uncached(\"echo\", \"hi\") ))\n",
        ),
    )]);
    assert_eq!(
        spiff(&dir, &["merge", "--allow-exec", "pipe.yml"]),
        (
            0,
            "data:\n- a\n- b\nlist:\n- z\n- b\nonce: hi\ntext: q y\n".to_string(),
            String::new()
        )
    );
    let (code, out, err) = spiff(&dir, &["merge", "pipe.yml"]);
    assert_eq!((code, out.as_str()), (1, ""));
    assert!(
        err.contains("execution 'tr' failed: running commands is disabled: pass --allow-exec"),
        "{err}"
    );
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn read_binary_gives_base64_lines() {
    let dir = folder(&[(
        "b.yml",
        concat!(
            "b: (( read(\"data.bin\", \"binary\") ))\n",
            "same: (( base64_decode(b) == read(\"data.bin\", \"text\") ))\n",
        ),
    )]);
    let bytes: Vec<u8> = (32..127u8).collect();
    std::fs::write(dir.join("sub").join("data.bin"), &bytes).expect("write data");
    let (code, out, err) = spiff(&dir, &["merge", "b.yml"]);
    assert_eq!(code, 0, "{err}");
    assert!(out.ends_with("\nsame: true\n"), "{out}");
    let lines: Vec<&str> = out
        .lines()
        .skip(1)
        .take_while(|l| l.starts_with("  "))
        .collect();
    assert_eq!(
        lines.iter().map(|l| l.trim().len()).collect::<Vec<_>>(),
        vec![60, 60, 8]
    );
    let _ = std::fs::remove_dir_all(&dir);
}

/// A large template does not keep its text once loaded (it is read back for a diagnostic):
/// the error still names the line and column and shows the line.
#[test]
fn a_large_template_still_gets_its_snippet() {
    let mut text = String::from("a:\n");
    for i in 0..40_000 {
        text.push_str(&format!("  k{i}: some value {i} to make the file large\n"));
    }
    text.push_str("bad: (( nope.x ))\n");
    assert!(text.len() > 1 << 20);
    let dir = folder(&[("big.yml", &text)]);
    let (code, out, err) = spiff(&dir, &["merge", "big.yml"]);
    assert_eq!((code, out.as_str()), (1, ""), "{err}");
    assert!(
        err.contains("*'nope.x' not found (big.yml:40002:6)"),
        "{err}"
    );
    assert!(err.contains("40002: bad: (( nope.x ))"), "{err}");
}

/// `read` of a file that is not UTF-8 is the host's error in every text mode, not text with
/// replacement characters; `binary` reads its bytes.
#[test]
fn read_refuses_a_file_that_is_not_text_except_as_binary() {
    let dir = folder(&[(
        "t.yml",
        "x: (( catch(read(\"bad.yml\")) ))\nb: (( read(\"bad.yml\", \"binary\") ))\n",
    )]);
    std::fs::write(dir.join("sub/bad.yml"), b"a: \xff\xfe\n").expect("write");
    let (code, out, err) = spiff(&dir, &["merge", "t.yml"]);
    assert_eq!(code, 0, "{err}");
    assert!(out.contains("b: YTog//4K\n"), "{out}");
    assert!(out.contains("the file is not UTF-8 text"), "{out}");
    assert!(out.contains("valid: false"), "{out}");
}
