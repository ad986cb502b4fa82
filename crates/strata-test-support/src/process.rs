//! Running a built program from a test: its exit status and what it printed.

use std::io::Write;
use std::process::{Command, Output, Stdio};

/// Runs `cmd` to its end, its standard output and error captured; `stdin` is written to its
/// standard input (`None`: an empty standard input). Panics when the program cannot be started.
pub fn output(cmd: &mut Command, stdin: Option<&[u8]>) -> Output {
    let program = cmd.get_program().to_string_lossy().into_owned();
    let Some(input) = stdin else {
        return cmd
            .output()
            .unwrap_or_else(|e| panic!("cannot run {program}: {e}"));
    };
    let mut child = cmd
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap_or_else(|e| panic!("cannot run {program}: {e}"));
    let mut pipe = child.stdin.take().expect("a piped standard input");
    // written from a thread: a program that prints much before reading all its input would
    // otherwise block on its full output pipe while this side blocks on the input
    let input = input.to_vec();
    let writer = std::thread::spawn(move || {
        // a program may stop reading early (a closed pipe is its business)
        let _ = pipe.write_all(&input);
    });
    let out = child
        .wait_with_output()
        .unwrap_or_else(|e| panic!("{program} did not end: {e}"));
    let _ = writer.join();
    out
}

/// [`output`] as its exit status (`-1` when ended by a signal), standard output and standard
/// error, decoded as UTF-8 (invalid bytes replaced).
pub fn run(cmd: &mut Command, stdin: Option<&[u8]>) -> (i32, String, String) {
    let out = output(cmd, stdin);
    (
        out.status.code().unwrap_or(-1),
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}
