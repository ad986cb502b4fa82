//! `strata`: one binary for every configuration system strata implements.
//!
//! `strata hcldec ...`, `strata spiff ...` and `strata fn-hcl ...` dispatch to the system's
//! command module. The same modules back the drop-in binaries named `hcldec` and `spiff`:
//! when the program is invoked under one of those names it behaves as that tool.

#[cfg(feature = "fnhcl")]
mod fnhcl;
#[cfg(feature = "puppet")]
mod puppet;
#[cfg(feature = "spiff")]
mod spiff;

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
  strata puppet compile|parse ...       compile Puppet manifests into JSON catalogs
  strata demo [EXAMPLES_DIR]              run every system on the bundled examples
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
        "demo" => demo(args.get(2)),
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
        "spiff" => Some(spiff::main(_args)),
        #[cfg(feature = "fnhcl")]
        "fn-hcl" => Some(fnhcl::main(_args)),
        #[cfg(feature = "puppet")]
        "puppet" => Some(ExitCode::from(puppet::main(_args.to_vec()) as u8)),
        _ => None,
    }
}

/// `strata demo`: runs each system on the bundled examples (`examples/` in the current directory,
/// else the one in the source tree this binary was built from) and prints what it produces.
fn demo(dir: Option<&OsString>) -> ExitCode {
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
    let runs: [(&str, &str, Vec<OsString>); 3] = [
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
    ];
    let mut failed = false;
    for (name, what, args) in runs {
        say(&format!("== strata {name}: {what}"));
        match dispatch(name, &args) {
            Some(code) if code == ExitCode::SUCCESS => {}
            Some(_) => failed = true,
            None => {
                say(&format!("(this build has no {name})"));
                failed = true;
            }
        }
        say("");
    }
    if failed {
        ExitCode::FAILURE
    } else {
        ExitCode::SUCCESS
    }
}

/// Prints a line to stdout; a closed pipe (`strata demo | head`) is not an error worth a panic.
fn say(line: &str) {
    use std::io::Write as _;
    let _ = writeln!(std::io::stdout().lock(), "{line}");
}
