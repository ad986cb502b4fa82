//! `strata`: one binary for every configuration system strata implements.
//!
//! `strata hcldec ...`, `strata spiff ...` and `strata fn-hcl ...` dispatch to the system's
//! command module. The same modules back the drop-in binaries named `hcldec` and `spiff`:
//! when the program is invoked under one of those names it behaves as that tool.

use std::ffi::OsString;
use std::process::ExitCode;

#[cfg(feature = "hcldec")]
mod hcldec;

const USAGE: &str = "\
strata: declarative configuration systems in one binary

usage:
  strata hcldec [options] [FILE...]     decode HCL into JSON with an hcldec spec
  strata spiff merge|diff ...           merge YAML templates with stubs (dynaml)
  strata fn-hcl serve|render ...        the function-hcl Crossplane composition function
  strata --version
";

fn main() -> ExitCode {
    let mut args: Vec<OsString> = std::env::args_os().collect();
    let program = args
        .first()
        .and_then(|a| {
            std::path::Path::new(a)
                .file_stem()
                .map(|s| s.to_string_lossy().into_owned())
        })
        .unwrap_or_default();
    // Invoked as a drop-in tool under its own name.
    if let Some(code) = dispatch(&program, &args) {
        return code;
    }
    if args.len() < 2 {
        eprint!("{USAGE}");
        return ExitCode::from(2);
    }
    let sub = args[1].to_string_lossy().into_owned();
    match sub.as_str() {
        "--version" | "-V" | "version" => {
            println!("strata {}", env!("CARGO_PKG_VERSION"));
            ExitCode::SUCCESS
        }
        "--help" | "-h" | "help" => {
            print!("{USAGE}");
            ExitCode::SUCCESS
        }
        _ => {
            // `strata hcldec a b` runs as `hcldec a b`.
            args.remove(0);
            match dispatch(&sub, &args) {
                Some(code) => code,
                None => {
                    eprintln!("strata: unknown command {sub:?}\n\n{USAGE}");
                    ExitCode::from(2)
                }
            }
        }
    }
}

/// Runs the system named `name` with `args` (`args[0]` is the program name as the user typed it).
fn dispatch(name: &str, _args: &[OsString]) -> Option<ExitCode> {
    match name {
        #[cfg(feature = "hcldec")]
        "hcldec" => Some(hcldec::main(_args)),
        #[cfg(feature = "spiff")]
        "spiff" => None,
        #[cfg(feature = "fnhcl")]
        "fn-hcl" => None,
        _ => None,
    }
}
