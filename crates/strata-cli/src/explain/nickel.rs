//! `strata explain nickel FILE... --path PATH`: the files as `nickel export` takes them (merged
//! in order), evaluated and exported as usual; the definitions of the field at `PATH` (Nickel's
//! field path syntax, quoted names allowed, `[i]` for an array element) are then found by
//! `strata_nickel::explain` in the programs' syntax trees.

use clap::Parser;
use std::ffi::OsString;
use strata_core::explain::{parse_path, value_paths, PathNotFound};
use strata_core::host::{Guarded, Policy};
use strata_nickel::explain::Explainer;
use strata_nickel::EvalLimits;

use crate::nickel::report::{render, Color, ErrorFormat};
use crate::nickel::{import_dirs, load_inputs, session, CommonArgs};

/// `strata explain nickel`.
#[derive(Parser, Debug)]
#[command(about = "Where a Nickel field's value came from")]
struct Args {
    #[command(flatten)]
    nickel: CommonArgs,
    #[command(flatten)]
    common: super::Common,
}

/// `strata explain nickel ARGS... --path PATH`.
pub fn main(args: Vec<OsString>) -> i32 {
    let args = match Args::try_parse_from(args) {
        Ok(a) => a,
        Err(e) => {
            let _ = e.print();
            return if e.use_stderr() { 2 } else { 0 };
        }
    };
    if args.nickel.files.is_empty() {
        eprintln!("error: `strata explain nickel` needs the program files (FILE...)");
        return 2;
    }
    if args.nickel.field.is_some() {
        eprintln!("error: `strata explain nickel` takes the field as `--path`, not `--field`");
        return 2;
    }
    // evaluation may go deep: a thread with the stack `nickel export` runs on
    match std::thread::Builder::new()
        .stack_size(64 << 20)
        .spawn(move || run(&args))
    {
        Ok(handle) => handle.join().unwrap_or(1),
        Err(e) => {
            eprintln!("error: cannot start the evaluation thread (64 MiB stack): {e}");
            1
        }
    }
}

fn run(args: &Args) -> i32 {
    let segments = match parse_path(&args.common.path) {
        Ok(s) => s,
        Err(e) => {
            eprintln!("error: invalid path `{}`: {e}", args.common.path);
            return 1;
        }
    };
    let limits = EvalLimits {
        max_steps: args.nickel.max_steps,
        max_depth: args.nickel.max_depth,
    };
    let dirs = import_dirs(&args.nickel);
    let mut nk = session(
        limits,
        args.nickel.max_memory.saturating_mul(1 << 20),
        dirs.clone(),
    );
    // the normal run: what `nickel export` writes
    let exported = load_inputs(&mut nk, &args.nickel).and_then(|v| {
        let out = nk.export(&v, "json");
        std::mem::forget(v);
        out
    });
    let json = match exported {
        Ok(j) => j,
        Err(e) => {
            eprint!(
                "{}",
                render(
                    &nk.sources.borrow(),
                    &e,
                    ErrorFormat::default(),
                    Color::default()
                )
            );
            std::mem::forget(nk);
            return 1;
        }
    };
    std::mem::forget(nk);
    let root = match strata_core::json::parse(&json) {
        Ok(v) => v,
        Err(e) => {
            eprintln!("error: cannot read back the exported value: {e}");
            return 1;
        }
    };
    let host = Guarded::new(crate::host::OsHost::new(), Policy::default());
    let mut explainer = Explainer::new(&host, dirs);
    for f in &args.nickel.files {
        let name = f.to_string_lossy();
        let text = match std::fs::read_to_string(f) {
            Ok(t) => t,
            Err(e) => {
                eprintln!("error: cannot read {}: {e}", f.display());
                return 1;
            }
        };
        if let Err(e) = explainer.add_program(&name, &text) {
            eprintln!("error: {e}");
            return 1;
        }
    }
    match explainer.explain(&args.common.path, &segments, &root, args.common.depth) {
        Some(ex) => super::emit(&ex, &args.common),
        None => {
            let e = PathNotFound::new(&args.common.path, &value_paths(&root, 100_000));
            eprintln!("error: {e}");
            1
        }
    }
}
