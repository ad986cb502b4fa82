//! `strata explain SYSTEM ARGS... --path PATH [--format text|json] [--depth N]`: where a value
//! came from. `ARGS` are the system's usual inputs; each system's module parses them, runs the
//! system as usual and builds a [`strata_core::explain::Explanation`] for the path, which
//! [`emit`] prints. Explaining never changes the result it explains: the same evaluation runs,
//! and the definitions are gathered from what it kept (positions, layering decisions) only
//! when asked.

use std::ffi::OsString;

use strata_core::explain::Explanation;

#[cfg(feature = "fnhcl")]
mod fnhcl;
#[cfg(feature = "hcldec")]
mod hcldec;
#[cfg(feature = "nickel")]
mod nickel;
#[cfg(feature = "puppet")]
mod puppet;
#[cfg(feature = "spiff")]
mod spiff;

/// The options every `strata explain SYSTEM` takes, flattened into each system's parser.
#[derive(clap::Args, Debug, Clone)]
pub struct Common {
    /// The value to explain, in the system's path syntax
    #[arg(long, value_name = "PATH")]
    pub path: String,
    /// Output: a short tree for the terminal, or one JSON object
    #[arg(long, value_enum, default_value_t = Format::Text)]
    pub format: Format,
    /// How many levels of inputs to list for a computed value
    #[arg(long, value_name = "N", default_value_t = 1)]
    pub depth: usize,
}

/// `--format`.
#[derive(clap::ValueEnum, Debug, Clone, Copy, PartialEq, Eq)]
pub enum Format {
    /// The text tree, winner first.
    Text,
    /// `{"path", "value", "definitions", "contracts", "inputs"}`.
    Json,
}

/// One system `strata explain` knows.
struct Explainer {
    name: &'static str,
    main: fn(Vec<OsString>) -> i32,
}

const EXPLAINERS: &[Explainer] = &[
    #[cfg(feature = "nickel")]
    Explainer {
        name: "nickel",
        main: nickel::main,
    },
    #[cfg(feature = "spiff")]
    Explainer {
        name: "spiff",
        main: spiff::main,
    },
    #[cfg(feature = "puppet")]
    Explainer {
        name: "puppet",
        main: puppet::main,
    },
    #[cfg(feature = "hcldec")]
    Explainer {
        name: "hcldec",
        main: hcldec::main,
    },
    #[cfg(feature = "fnhcl")]
    Explainer {
        name: "fn-hcl",
        main: fnhcl::main,
    },
];

/// Runs `strata explain` (`args[0]` is the program name, `args[1]` the system) and returns the
/// exit status: 0 when the path was explained, 1 when it could not be (an evaluation error, a
/// path that does not exist), 2 for bad usage.
pub fn main(args: Vec<OsString>) -> i32 {
    let names: Vec<&str> = EXPLAINERS.iter().map(|e| e.name).collect();
    let usage = format!(
        "usage: strata explain SYSTEM ARGS... --path PATH [--format text|json] [--depth N]\n\
         SYSTEM is one of: {}\n\
         `strata explain SYSTEM --help` lists the system's arguments.",
        names.join(", ")
    );
    let Some(system) = args.get(1).map(|a| a.to_string_lossy().into_owned()) else {
        eprintln!("{usage}");
        return 2;
    };
    if system == "--help" || system == "-h" {
        println!("{usage}");
        return 0;
    }
    let Some(explainer) = EXPLAINERS.iter().find(|e| e.name == system) else {
        eprintln!("error: `{system}` is not a system strata can explain\n{usage}");
        return 2;
    };
    let mut rest = args;
    rest.remove(0);
    rest[0] = format!("strata explain {system}").into();
    (explainer.main)(rest)
}

/// Prints `explanation` as `--format` asks and returns exit status 0.
pub fn emit(explanation: &Explanation, common: &Common) -> i32 {
    use std::io::Write as _;
    let text = match common.format {
        Format::Text => explanation.render_text(),
        Format::Json => explanation.to_json(),
    };
    let mut out = std::io::stdout().lock();
    match out.write_all(text.as_bytes()).and_then(|()| out.flush()) {
        Ok(()) => 0,
        Err(e) if e.kind() == std::io::ErrorKind::BrokenPipe => 0,
        Err(e) => {
            eprintln!("error: cannot write the explanation: {e}");
            1
        }
    }
}
