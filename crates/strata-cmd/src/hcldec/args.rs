//! Command-line options of `hcldec`, declared with clap and read with the original tool's
//! `pflag` grammar ([`crate::pflag`]): `--help` and `-h` print the usage to standard error and
//! exit with status 2, and a flag error prints the message, then the usage, and exits with
//! status 2, as the original does.

use clap::{CommandFactory, FromArgMatches, Parser};

use crate::pflag::{self, Grammar, Parsed};

/// The first line of the usage text (the flags follow, as `pflag` prints them).
const USAGE_LINE: &str = "usage: hcldec --spec=<spec-file> [options] [hcl-file ...]\n";

/// The options, in the order the original declares them.
#[derive(Parser, Clone, Debug, Default, PartialEq, Eq)]
#[command(name = "hcldec", disable_help_flag = true, disable_version_flag = true)]
pub struct Options {
    /// path to spec file (required)
    #[arg(short, long, default_value = "")]
    pub spec: String,
    /// write to the given file, instead of stdout
    #[arg(short, long, default_value = "")]
    pub out: String,
    /// format any returned diagnostics in the given format; currently only "json" is accepted
    #[arg(long, default_value = "")]
    pub diags: String,
    /// rather than decoding input, produce a JSON description of the variables referenced by it
    #[arg(long)]
    pub var_refs: bool,
    /// include an additional object level at the top describing the HCL-oriented type of the result value
    #[arg(long)]
    pub with_type: bool,
    /// show the version number and immediately exit
    #[arg(short = 'v', long)]
    pub version: bool,
    /// retain object properties that have null as their value (they are removed by default)
    #[arg(long)]
    pub keep_nulls: bool,
    /// provide variables to the given configuration file(s)
    #[arg(short = 'V', long, value_name = "json-or-file")]
    pub vars: Vec<String>,
    /// Input files (none: read standard input).
    #[arg(value_name = "hcl-file")]
    pub files: Vec<String>,
}

/// The usage text printed on `--help` and after a flag error.
pub fn usage() -> String {
    format!(
        "{USAGE_LINE}{}",
        pflag::flag_usages(&pflag::flags(&Options::command()))
    )
}

/// What parsing asks the caller to do when it does not produce [`Options`]: print `stderr`
/// and exit with status 2.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct UsageExit {
    /// The text for standard error.
    pub stderr: String,
}

pub use strata_core::text::go_quote;

/// Parses the arguments after the program name.
pub fn parse(args: &[String]) -> Result<Options, UsageExit> {
    let cmd = Options::command();
    let canonical = match pflag::parse(&cmd, Grammar::default(), args) {
        Ok(Parsed::Args(a)) => a,
        Ok(Parsed::Help | Parsed::Version) => return Err(UsageExit { stderr: usage() }),
        Err(message) => {
            return Err(UsageExit {
                stderr: format!("{message}\n{}", usage()),
            })
        }
    };
    let matches = cmd
        .try_get_matches_from(std::iter::once("hcldec".to_string()).chain(canonical))
        .and_then(|mut m| Options::from_arg_matches_mut(&mut m));
    matches.map_err(|e| UsageExit {
        stderr: format!("{e}\n{}", usage()),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    /// hcldec 2.14.1's usage text, byte for byte (shared with the command-line tests).
    const ORIGINAL_USAGE: &str = include_str!("../../../strata-cli/tests/data/hcldec-usage.txt");

    fn p(args: &[&str]) -> Result<Options, UsageExit> {
        parse(&args.iter().map(|s| s.to_string()).collect::<Vec<_>>())
    }

    #[test]
    fn usage_is_the_originals() {
        assert_eq!(usage(), ORIGINAL_USAGE);
    }

    #[test]
    fn long_and_short_forms() {
        let o = p(&[
            "--spec=a.hcldec",
            "-V",
            "{}",
            "x.hcl",
            "--vars",
            "v.json",
            "-oout.json",
        ])
        .unwrap();
        assert_eq!(o.spec, "a.hcldec");
        assert_eq!(o.vars, vec!["{}", "v.json"]);
        assert_eq!(o.out, "out.json");
        assert_eq!(o.files, vec!["x.hcl"]);
        let o = p(&[
            "-s=b",
            "--with-type",
            "--keep-nulls=false",
            "-",
            "--",
            "--var-refs",
        ])
        .unwrap();
        assert_eq!(o.spec, "b");
        assert!(o.with_type && !o.keep_nulls && !o.var_refs);
        assert_eq!(o.files, vec!["-", "--var-refs"]);
        assert_eq!(p(&[]).unwrap(), Options::default());
    }

    #[test]
    fn bool_flag_does_not_take_next_argument() {
        let o = p(&["--keep-nulls", "false"]).unwrap();
        assert!(o.keep_nulls);
        assert_eq!(o.files, vec!["false"]);
        let o = p(&["-vs", "x"]).unwrap();
        assert!(o.version);
        assert_eq!(o.spec, "x");
    }

    #[test]
    fn errors_print_message_then_usage() {
        let e = p(&["--frobnicate"]).unwrap_err();
        assert_eq!(
            e.stderr,
            format!("unknown flag: --frobnicate\n{ORIGINAL_USAGE}")
        );
        let e = p(&["-x"]).unwrap_err();
        assert!(e.stderr.starts_with("unknown shorthand flag: 'x' in -x\n"));
        let e = p(&["--spec"]).unwrap_err();
        assert!(e.stderr.starts_with("flag needs an argument: --spec\n"));
        let e = p(&["-s"]).unwrap_err();
        assert!(e.stderr.starts_with("flag needs an argument: 's' in -s\n"));
        // The message names the rest of the cluster from the failing flag on.
        let e = p(&["-vs"]).unwrap_err();
        assert!(e.stderr.starts_with("flag needs an argument: 's' in -s\n"));
        let e = p(&["-vx"]).unwrap_err();
        assert!(e.stderr.starts_with("unknown shorthand flag: 'x' in -x\n"));
        let e = p(&["--with-type=maybe"]).unwrap_err();
        assert!(e.stderr.starts_with(
            "invalid argument \"maybe\" for \"--with-type\" flag: strconv.ParseBool: parsing \"maybe\": invalid syntax\n"
        ));
        let e = p(&["--help"]).unwrap_err();
        assert_eq!(e.stderr, ORIGINAL_USAGE);
        let e = p(&["x", "-h"]).unwrap_err();
        assert_eq!(e.stderr, ORIGINAL_USAGE);
    }
}
