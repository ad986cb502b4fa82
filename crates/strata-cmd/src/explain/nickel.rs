//! `strata explain nickel FILE... --path PATH`: the files as `nickel export` takes them (merged
//! in order), evaluated and exported as usual; the definitions of the field at `PATH` (Nickel's
//! field path syntax, quoted names allowed, `[i]` for an array element) are then found by
//! `strata_nickel::explain` in the programs' syntax trees.

use clap::Parser;
use std::ffi::OsString;
use strata_core::explain::{parse_path, value_paths, PathNotFound, Segment};
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
    let args: Args = match crate::parse_args(args) {
        Ok(a) => a,
        Err(code) => return code,
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
    // the normal run: everything `nickel export` forces and checks (its text is not kept),
    // then the value at the path, exported alone
    let report = |nk: &strata_nickel::Nickel, e: &strata_nickel::eval::EvalError| {
        render(
            &nk.sources.borrow(),
            e,
            ErrorFormat::default(),
            Color::default(),
        )
    };
    let v = match load_inputs(&mut nk, &args.nickel)
        .and_then(|v| nk.export_to(&v, "json", &mut std::io::sink()).map(|()| v))
    {
        Ok(v) => v,
        Err(e) => {
            eprint!("{}", report(&nk, &e));
            std::mem::forget(nk);
            return 1;
        }
    };
    let at = match value_at(&mut nk, v.clone(), &segments) {
        Some(at) => nk.export(&at, "json"),
        None => {
            // the error names the nearest paths of the whole exported value
            let whole = nk.export(&v, "json");
            std::mem::forget(v);
            std::mem::forget(nk);
            let root = whole
                .ok()
                .and_then(|j| strata_core::json::parse(&j).ok())
                .unwrap_or_default();
            let e = PathNotFound::new(&args.common.path, &value_paths(&root, 100_000));
            eprintln!("error: {e}");
            return 1;
        }
    };
    std::mem::forget(v);
    let json = match at {
        Ok(j) => j,
        Err(e) => {
            eprint!("{}", report(&nk, &e));
            std::mem::forget(nk);
            return 1;
        }
    };
    std::mem::forget(nk);
    let value = match strata_core::json::parse(&json) {
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
    let ex = explainer.explain(&args.common.path, &segments, value, args.common.depth);
    super::emit(&ex, &args.common)
}

/// The value at `segments` of the exported value `v`: fields that are exported (not
/// `not_exported`), array elements by index; `None` when the path is not there.
fn value_at(
    nk: &mut strata_nickel::Nickel,
    v: strata_nickel::value::Value,
    segments: &[Segment],
) -> Option<strata_nickel::value::Value> {
    use strata_nickel::value::Value as V;
    let nowhere = nk.eval.nowhere;
    let mut cur = v;
    for s in segments {
        cur = match (s, &cur) {
            (Segment::Field(n), V::Record(r)) => {
                let f = r.fields.get(n.as_str())?;
                if f.meta.not_exported || (f.value.is_none() && f.meta.optional) {
                    return None;
                }
                nk.eval
                    .field_access(cur.clone(), n, None, nowhere, nowhere)
                    .ok()?
            }
            (Segment::Index(i), V::Array(items)) => {
                let t = items.get(*i)?.clone();
                nk.eval.force(&t).ok()?
            }
            _ => return None,
        };
    }
    Some(cur)
}
