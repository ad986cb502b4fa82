//! The `strata` command: `strata <system> ARGS...` runs that system's command line (see
//! [`SYSTEMS`]); `strata demo` runs every system on the bundled examples. A
//! program invoked under a system's name (a link to `strata` called `hcldec`, say) behaves as
//! that system.

use std::ffi::OsString;
use std::path::PathBuf;

use clap::{Arg, CommandFactory, FromArgMatches, Parser, Subcommand};

use crate::{system, SYSTEMS};

/// The `strata` command's own arguments; the systems are added as subcommands from
/// [`SYSTEMS`] (see [`command`]).
#[derive(Parser, Debug)]
#[command(
    name = "strata",
    version,
    arg_required_else_help = true,
    propagate_version = true,
    about = "strata: declarative configuration systems in one binary",
    after_help = "`strata SYSTEM --help` shows a system's own options."
)]
struct Cli {
    #[command(subcommand)]
    command: Option<Own>,
}

/// Subcommands of `strata` that are not systems.
#[derive(Subcommand, Debug)]
enum Own {
    /// run every system on the bundled examples
    Demo {
        /// the examples folder (default: `examples/` here, else the source tree's)
        dir: Option<PathBuf>,
    },
    /// explain where a value came from: `strata explain SYSTEM ARGS... --path PATH`
    Explain {
        /// the system, its usual arguments and `--path`
        #[arg(trailing_var_arg = true, allow_hyphen_values = true)]
        args: Vec<String>,
    },
}

/// The `strata` command as clap sees it: its own subcommands, then one per system (listed in
/// `--help`; the arguments after a system's name go to that system unparsed).
pub fn command() -> clap::Command {
    SYSTEMS.iter().fold(Cli::command(), |cmd, sys| {
        cmd.subcommand(
            clap::Command::new(sys.name)
                .about(sys.about)
                .disable_help_flag(true)
                .arg(
                    Arg::new("args")
                        .num_args(0..)
                        .trailing_var_arg(true)
                        .allow_hyphen_values(true),
                ),
        )
    })
}

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
    // `strata explain SYSTEM ARGS...`: each system parses its own arguments.
    if args.get(1).is_some_and(|a| a == "explain") {
        args.remove(0);
        args[0] = "strata explain".into();
        return crate::explain::main(args);
    }
    // `strata SYSTEM ARGS...`: the system parses its own arguments (`--` included).
    if let Some(sys) = args.get(1).and_then(|a| system(&a.to_string_lossy())) {
        args.remove(0);
        args[0] = format!("strata {}", sys.name).into();
        return (sys.main)(args);
    }
    // `strata help SYSTEM` is `strata SYSTEM --help`.
    if args.get(1).is_some_and(|a| a == "help") {
        if let Some(sys) = args.get(2).and_then(|a| system(&a.to_string_lossy())) {
            return (sys.main)(vec![format!("strata {}", sys.name).into(), "--help".into()]);
        }
    }
    let parsed = command()
        .try_get_matches_from(&args)
        .and_then(|mut m| Cli::from_arg_matches_mut(&mut m));
    match parsed {
        Ok(Cli {
            command: Some(Own::Demo { dir }),
        }) => demo(dir),
        Ok(Cli {
            command: Some(Own::Explain { args }),
        }) => crate::explain::main(
            std::iter::once("strata explain".to_string())
                .chain(args)
                .map(OsString::from)
                .collect(),
        ),
        Ok(Cli { command: None }) => {
            let _ = command().print_help();
            2
        }
        Err(e) => {
            let _ = e.print();
            e.exit_code()
        }
    }
}

/// `strata demo`: runs each system on the bundled examples (`examples/` in the current directory,
/// else the one in the source tree this binary was built from) and prints what it produces.
fn demo(dir: Option<PathBuf>) -> i32 {
    let dir = match dir {
        Some(d) => d,
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
    let runs: [(&str, &str, Vec<OsString>); 5] = [
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
            "nickel",
            "export examples/nickel/service.ncl (overrides merged into examples/nickel/base.ncl) as YAML",
            vec![
                "nickel".into(),
                "export".into(),
                "--format".into(),
                "yaml".into(),
                path("nickel/service.ncl"),
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
