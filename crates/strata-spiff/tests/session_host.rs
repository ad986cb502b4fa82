//! `read`, `exec`, `env` and the file functions through the core's host: an in-memory host
//! behind the policy guard, checked on the merged outputs and on the messages of refusals.

use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Arc;

use strata_core::host::{Guarded, MemoryHost, Output, Policy};
use strata_spiff::{load, merge, Input, MergeOptions, Session};

fn host(runs: Arc<AtomicUsize>) -> MemoryHost {
    MemoryHost::new()
        .with_file("conf/data.yml", "x: 1\nz: (( x + 1 ))\n")
        .with_file("conf/notes.txt", "hello")
        .with_env("STAGE", "prod")
        .with_command("answer", move |c| {
            runs.fetch_add(1, Ordering::Relaxed);
            Output {
                status: Some(0),
                stdout: format!("{}\n", c.argv[1..].join(" ")).into_bytes(),
                stderr: Vec::new(),
            }
        })
}

/// The merged YAML of `text`, or the failure messages of its unresolved nodes.
fn run(text: &str, session: &mut Session) -> Result<String, Vec<String>> {
    let template = Input {
        name: "t.yml".into(),
        dir: ".".into(),
        docs: load::load(text, strata_core::FileId(0)).expect("valid YAML"),
    };
    match merge(&template, &[], &MergeOptions::default(), session) {
        Ok(docs) => Ok(strata_core::yaml::write(
            &docs[0],
            &strata_core::yaml::WriteOptions::spiff(),
        )),
        Err(e) => Err(e.messages()),
    }
}

#[test]
fn reads_env_and_commands_go_through_the_host() {
    let runs = Arc::new(AtomicUsize::new(0));
    let policy = Policy {
        allow_exec: true,
        ..Policy::default()
    };
    let mut session = Session::new(Guarded::new(host(runs.clone()), policy));
    let out = run(
        concat!(
            "data: (( read(\"conf/data.yml\") ))\n",
            "notes: (( read(\"conf/notes.txt\") ))\n",
            "stage: (( env(\"STAGE\") ))\n",
            "a: (( exec(\"answer\", \"42\") ))\n",
            "b: (( exec(\"answer\", \"42\") ))\n",
            "files: (( list_files(\"conf\") ))\n",
            "found: (( lookup_file(\"notes.txt\", [\"none\", \"conf\"]) ))\n",
        ),
        &mut session,
    )
    .expect("merges");
    assert_eq!(
        out,
        concat!(
            "a: 42\nb: 42\ndata:\n  x: 1\n  z: 2\n",
            "files:\n- data.yml\n- notes.txt\nfound:\n- conf/notes.txt\n",
            "notes: hello\nstage: prod\n"
        )
    );
    // spiff++ runs a command once per argument list
    assert_eq!(runs.load(Ordering::Relaxed), 1);
}

#[test]
fn refusals_come_from_the_policy_with_spiffs_messages() {
    let runs = Arc::new(AtomicUsize::new(0));
    let sandbox = Policy {
        allow_exec: true,
        allow_write: true,
        sandbox: true,
        roots: vec!["conf".into()],
        ..Policy::default()
    };
    let mut session = Session::new(Guarded::new(host(runs.clone()), sandbox));
    let errs = run(
        concat!(
            "a: (( read(\"conf/notes.txt\") ))\n",
            "b: (( env(\"STAGE\") ))\n",
            "c: (( exec(\"answer\", \"1\") ))\n",
            "d: (( write(\"conf/out.txt\", \"x\") ))\n",
            "e: (( list_files(\"elsewhere\") ))\n",
        ),
        &mut session,
    )
    .expect_err("the sandbox refuses");
    assert_eq!(
        errs,
        vec![
            "environment variables are disabled by --sandbox (asked for STAGE)",
            "running commands is disabled by --sandbox (asked to run `answer`)",
            "cannot write file: write: not allowed in sandbox mode",
            "list: \"elsewhere\" is no directory or does not exist",
        ]
    );
    assert_eq!(runs.load(Ordering::Relaxed), 0);

    let mut closed = Session::new(Guarded::new(host(runs.clone()), Policy::default()));
    let errs = run(
        concat!(
            "c: (( exec(\"answer\", \"1\") ))\n",
            "d: (( write(\"out.txt\", \"x\") ))\n",
            "e: (( mkdir(\"made\") ))\n",
            "f: (( tempfile(\"x\") ))\n",
        ),
        &mut closed,
    )
    .expect_err("nothing was allowed");
    assert_eq!(
        errs,
        vec![
            "running commands is disabled: pass --allow-exec to let the input run `answer`",
            "cannot write file: write: writing files needs --allow-exec (or STRATA_ALLOW_EXEC=1)",
            "cannot create directory \"made\": mkdir: writing files needs --allow-exec (or STRATA_ALLOW_EXEC=1)",
            "cannot create temporary file: tempfile: writing files needs --allow-exec (or STRATA_ALLOW_EXEC=1)",
        ]
    );
    assert_eq!(runs.load(Ordering::Relaxed), 0);
}

#[test]
fn allowed_writes_reach_the_host() {
    let policy = Policy {
        allow_write: true,
        ..Policy::default()
    };
    let mut session = Session::new(Guarded::new(host(Arc::new(AtomicUsize::new(0))), policy));
    let out = run(
        concat!(
            "w: (( write(\"out/x.txt\", \"data\") ))\n",
            "d: (( mkdir([\"made\", \"deep\"]) ))\n",
            "t: (( read(tempfile(\"temp\")) ))\n",
            "dirs: (( list_dirs(\"made\") ))\n",
        ),
        &mut session,
    )
    .expect("merges");
    assert_eq!(out, "d: made/deep\ndirs:\n- deep\nt: temp\nw: data\n");
}

#[test]
fn an_isolated_session_reaches_nothing() {
    let errs = run(
        "a: (( read(\"x.txt\") ))\nb: (( env(\"HOME\") ))\nc: (( exec(\"ls\") ))\n",
        &mut Session::isolated(),
    )
    .expect_err("nothing is there");
    assert_eq!(
        errs,
        vec![
            "error reading file x.txt: file not found: x.txt",
            "environment variable 'HOME' not set",
            "running commands is disabled: pass --allow-exec to let the input run `ls`",
        ]
    );
}
