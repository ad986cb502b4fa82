//! The `strata` command: `strata <system> ARGS...` runs that system's command line (see
//! [`SYSTEMS`](crate::SYSTEMS)); `strata demo` runs every system on the bundled examples. A
//! program invoked under a system's name (a link to `strata` called `hcldec`, say) behaves as
//! that system.

use std::ffi::OsString;

use crate::{system, SYSTEMS};

/// Runs `strata` with `args` (`args[0]` is the program name) and returns the exit status.
pub fn main(mut args: Vec<OsString>) -> i32 {
    let program = args
        .first()
        .and_then(|a| std::path::Path::new(a).file_stem())
        .map(|s| s.to_string_lossy().into_owned())
        .unwrap_or_default();
    // Invoked as a drop-in tool under its own name.
    if let Some(sys) = system(&program) {
        return (sys.main)(args);
    }
    if args.len() < 2 {
        eprint!("{}", usage());
        return 2;
    }
    let sub = args[1].to_string_lossy().into_owned();
    match sub.as_str() {
        "--version" | "-V" | "version" => {
            println!("strata {}", env!("CARGO_PKG_VERSION"));
            0
        }
        "--help" | "-h" | "help" => {
            print!("{}", usage());
            0
        }
        "demo" => demo(args.get(2)),
        _ => match system(&sub) {
            Some(sys) => {
                args.remove(0);
                args[0] = format!("strata {sub}").into();
                (sys.main)(args)
            }
            None => {
                eprintln!("strata: unknown command {sub:?}\n\n{}", usage());
                2
            }
        },
    }
}

fn usage() -> String {
    let mut s = String::from("strata: declarative configuration systems in one binary\n\nusage:\n");
    for sys in SYSTEMS {
        s.push_str(&format!("  strata {:<8} {}\n", sys.name, sys.about));
    }
    s.push_str("  strata demo [EXAMPLES_DIR]   run every system on the bundled examples\n");
    s.push_str("  strata --version\n");
    s
}

/// `strata demo`: runs each system on the bundled examples (`examples/` in the current directory,
/// else the one in the source tree this binary was built from) and prints what it produces.
fn demo(dir: Option<&OsString>) -> i32 {
    let dir = match dir {
        Some(d) => std::path::PathBuf::from(d),
        None => {
            let here = std::path::PathBuf::from("examples");
            if here.is_dir() {
                here
            } else {
                std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../../examples")
            }
        }
    };
    let path = |p: &str| dir.join(p).into_os_string();
    let runs: [(&str, &str, Vec<OsString>); 4] = [
        (
            "hcldec",
            "decode examples/hcldec/service.hcl with examples/hcldec/spec.hcldec",
            vec![
                "hcldec".into(),
                "--spec".into(),
                path("hcldec/spec.hcldec"),
                path("hcldec/service.hcl"),
            ],
        ),
        (
            "spiff",
            "merge examples/spiff/template.yml with examples/spiff/stub.yml",
            vec![
                "spiff".into(),
                "merge".into(),
                path("spiff/template.yml"),
                path("spiff/stub.yml"),
            ],
        ),
        (
            "fn-hcl",
            "render examples/fn-hcl/xr.yaml through examples/fn-hcl/composition.yaml",
            vec![
                "fn-hcl".into(),
                "render".into(),
                path("fn-hcl/xr.yaml"),
                path("fn-hcl/composition.yaml"),
            ],
        ),
        (
            "puppet",
            "compile the catalog of node web01 from examples/puppet/site.pp",
            vec![
                "puppet".into(),
                "compile".into(),
                "--manifest".into(),
                path("puppet/site.pp"),
                "--modulepath".into(),
                path("puppet/modules"),
                "--node".into(),
                "web01".into(),
            ],
        ),
    ];
    let mut failed = false;
    for (name, what, args) in runs {
        say(&format!("== strata {name}: {what}"));
        match system(name) {
            Some(sys) => failed |= (sys.main)(args) != 0,
            None => {
                say(&format!("(this build has no {name})"));
                failed = true;
            }
        }
        say("");
    }
    i32::from(failed)
}

/// Prints a line to stdout; a closed pipe (`strata demo | head`) is not an error worth a panic.
fn say(line: &str) {
    use std::io::Write as _;
    let _ = writeln!(std::io::stdout().lock(), "{line}");
}
