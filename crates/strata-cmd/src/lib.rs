//! The strata command line as a library: one module per configuration system, each exposing
//! `pub fn main(args: Vec<OsString>) -> i32`, and the `strata` command that dispatches to them.
//!
//! `args[0]` is the program name shown in usage and error messages (`"strata hcldec"` when run
//! through `strata`, `"hcldec"` for the drop-in binary). Every system module parses its
//! arguments with clap (derive), answers `--help` and `--version` on every (sub)command, writes
//! to stdout and stderr and returns the process exit status. The binaries are strata-cli's
//! (`src/main.rs` and `src/bin/`), three-line mains around [`run`]: a package of their own, so
//! the release profile can optimize this library for size while the package linking the
//! program, whose opt-level the whole program's link-time optimization runs at, is at 3.
//!
//! A new system plugs in by adding its module here and one entry to [`SYSTEMS`].

#![warn(missing_docs)]

use std::ffi::OsString;
use std::process::ExitCode;

pub mod explain;
#[cfg(feature = "fnhcl")]
pub mod fnhcl;
#[cfg(feature = "hcldec")]
pub mod hcldec;
pub mod host;
#[cfg(feature = "nickel")]
pub mod nickel;
pub mod pflag;
#[cfg(feature = "puppet")]
pub mod puppet;
#[cfg(feature = "puppet")]
mod puppet_diff;
#[cfg(feature = "puppet")]
mod puppet_diff_hiera;
#[cfg(feature = "puppet")]
mod puppet_diff_source;
#[cfg(feature = "puppet")]
mod puppet_pool;
#[cfg(feature = "spiff")]
pub mod spiff;
pub mod strata;

/// One configuration system of the `strata` command: `strata <name> ARGS...` runs `main`, and a
/// program invoked under `name` (a drop-in binary or a link to `strata`) behaves as that tool.
#[derive(Clone, Copy, Debug)]
pub struct System {
    /// The subcommand and drop-in program name.
    pub name: &'static str,
    /// One line for `strata --help`.
    pub about: &'static str,
    /// The system's command line: `args[0]` is the program name, the result the exit status.
    pub main: fn(Vec<OsString>) -> i32,
}

/// Every system this build contains, in the order `strata --help` lists them. Adding a system
/// means adding its module above and one line here.
pub const SYSTEMS: &[System] = &[
    #[cfg(feature = "hcldec")]
    System {
        name: "hcldec",
        about: "decode HCL into JSON with an hcldec spec (drop-in for HashiCorp's hcldec)",
        main: hcldec::main,
    },
    #[cfg(feature = "spiff")]
    System {
        name: "spiff",
        about: "merge YAML templates with stubs using dynaml (drop-in for spiff++)",
        main: spiff::main,
    },
    #[cfg(feature = "fnhcl")]
    System {
        name: "fn-hcl",
        about: "the function-hcl Crossplane composition function (serve, render, run)",
        main: fnhcl::main,
    },
    #[cfg(feature = "nickel")]
    System {
        name: "nickel",
        about: "evaluate Nickel and export JSON, YAML or TOML (drop-in for nickel export/query)",
        main: nickel::main,
    },
    #[cfg(feature = "puppet")]
    System {
        name: "puppet",
        about: "compile Puppet manifests into Puppet 7's JSON catalog (compile, parse)",
        main: puppet::main,
    },
];

/// The system called `name`, if this build has it.
pub fn system(name: &str) -> Option<&'static System> {
    SYSTEMS.iter().find(|s| s.name == name)
}

/// Parses a command's arguments with clap; on a usage error, `--help` or `--version` prints
/// clap's text and gives the status to exit with (2 for a usage error, 0 otherwise: clap's
/// `Error::exit_code`).
pub(crate) fn parse_args<A: clap::Parser>(args: Vec<OsString>) -> Result<A, i32> {
    A::try_parse_from(args).map_err(|e| {
        let _ = e.print();
        e.exit_code()
    })
}

/// Runs a command-line `main` on this process's arguments and turns its status into an
/// [`ExitCode`] (statuses outside 0..=255 become 1).
pub fn run(main: fn(Vec<OsString>) -> i32) -> ExitCode {
    let code = main(std::env::args_os().collect());
    ExitCode::from(u8::try_from(code).unwrap_or(1))
}
