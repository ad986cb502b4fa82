//! Go's `pflag` flag grammar (what HashiCorp's `hcldec` and spiff++'s cobra commands use) over
//! flags declared with clap.
//!
//! A drop-in command declares its flags as a clap derive struct; this module reads the
//! declarations from the [`clap::Command`] and accepts the arguments the way `pflag` does, with
//! its error messages, then hands clap a canonical argument list (`--name=value` for every
//! flag, then `--` and the positional arguments) that clap turns into the struct. So the
//! original tools' observable behaviour (messages, exit statuses, oddities) is kept while every
//! flag is defined once, in clap.
//!
//! The grammar:
//!
//! * long flags `--name=value` and `--name value`; a boolean flag (clap's `SetTrue` action, a
//!   `bool` field) takes no separate value (`--keep-nulls` means true, `--keep-nulls=false`
//!   sets false, and in `--keep-nulls false` the `false` is a positional argument); values of
//!   boolean flags are read as Go's `strconv.ParseBool` reads them;
//! * short flags `-s value`, `-svalue`, `-s=value`, and clusters of booleans (`-vx`);
//! * flags and positional arguments may be interleaved; `--` ends the flags and a lone `-` is
//!   positional;
//! * a string flag given twice keeps the last value; a repeatable flag (clap's `Append`, a
//!   `Vec<String>` field) keeps every value in order;
//! * `--help` and `-h` (unless the command defines them) ask for the usage, and so does
//!   `--version` when the caller intercepts it ([`Grammar::version`]).
//!
//! [`flag_usages`] prints the flags as `pflag`'s `FlagUsages` does (sorted by name, one column
//! for the descriptions), from the clap help texts and value names.

use std::ffi::OsString;

use clap::{ArgAction, Command};
use strata_core::text::go_quote;

/// How a flag takes its value.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    /// A boolean: no separate value, `=VALUE` parsed as Go's `strconv.ParseBool`.
    Bool,
    /// A string: the last occurrence wins.
    Str,
    /// A repeatable string: every occurrence is kept, in order.
    StrArray,
}

/// One flag as `pflag` sees it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Flag {
    /// The long name, without `--`.
    pub long: String,
    /// The one-letter shorthand, if any.
    pub short: Option<char>,
    /// How the flag takes its value.
    pub kind: Kind,
    /// The name of the value in the usage (`string` unless clap's `value_name` says otherwise).
    pub value_name: Option<String>,
    /// The description in the usage.
    pub help: String,
}

impl Flag {
    /// A flag that is not declared in clap (cobra's `--help`, say), for [`flag_usages`].
    pub fn extra(long: &str, short: Option<char>, help: &str) -> Flag {
        Flag {
            long: long.to_string(),
            short,
            kind: Kind::Bool,
            value_name: None,
            help: help.to_string(),
        }
    }
}

/// The flags `cmd` declares (its positional arguments and clap's own help and version flags
/// are left out), in declaration order.
pub fn flags(cmd: &Command) -> Vec<Flag> {
    cmd.get_arguments()
        .filter(|a| !a.is_positional())
        .filter(|a| !matches!(a.get_action(), ArgAction::Help | ArgAction::Version))
        .filter_map(|a| {
            let long = a.get_long()?.to_string();
            let kind = match a.get_action() {
                ArgAction::SetTrue => Kind::Bool,
                ArgAction::Append => Kind::StrArray,
                _ => Kind::Str,
            };
            let value_name = a
                .get_value_names()
                .and_then(|v| v.first())
                .map(|v| v.to_string())
                // clap's derived default is the field name in upper case: not a pflag name.
                .filter(|v| *v != long.to_uppercase().replace('-', "_"));
            let help = a.get_help().map(|h| h.to_string()).unwrap_or_default();
            Some(Flag {
                long,
                short: a.get_short(),
                kind,
                value_name,
                help,
            })
        })
        .collect()
}

/// What the caller wants besides the declared flags.
#[derive(Clone, Copy, Debug, Default)]
pub struct Grammar {
    /// `--version` (and this shorthand, if any) asks for the version when the command does
    /// not declare a flag of that name.
    pub version: Option<Option<char>>,
}

/// The result of reading the arguments.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Parsed {
    /// The canonical arguments for clap (without the program name).
    Args(Vec<String>),
    /// `--help` or `-h` was given.
    Help,
    /// The version flag was given.
    Version,
}

/// Reads `args` (after the program or subcommand name) with `pflag`'s grammar against the flags
/// `cmd` declares. An error is `pflag`'s message, such as `unknown flag: --frobnicate`.
pub fn parse(cmd: &Command, grammar: Grammar, args: &[String]) -> Result<Parsed, String> {
    let defs = flags(cmd);
    let mut bools: Vec<Option<bool>> = vec![None; defs.len()];
    let mut strs: Vec<Vec<String>> = vec![Vec::new(); defs.len()];
    let mut positionals = Vec::new();
    let mut i = 0;
    while i < args.len() {
        let arg = &args[i];
        i += 1;
        if arg.len() < 2 || !arg.starts_with('-') {
            positionals.push(arg.clone());
            continue;
        }
        if arg == "--" {
            positionals.extend(args[i..].iter().cloned());
            break;
        }
        if let Some(body) = arg.strip_prefix("--") {
            if body.starts_with('-') || body.starts_with('=') {
                return Err(format!("bad flag syntax: {arg}"));
            }
            let (name, inline) = match body.split_once('=') {
                Some((n, v)) => (n, Some(v)),
                None => (body, None),
            };
            let Some(at) = defs.iter().position(|f| f.long == name) else {
                if name == "help" {
                    return Ok(Parsed::Help);
                }
                if name == "version" && grammar.version.is_some() {
                    return Ok(Parsed::Version);
                }
                return Err(format!("unknown flag: --{name}"));
            };
            let value = match (inline, defs[at].kind) {
                (Some(v), _) => v.to_string(),
                (None, Kind::Bool) => "true".to_string(),
                (None, _) => match args.get(i) {
                    Some(v) => {
                        i += 1;
                        v.clone()
                    }
                    None => return Err(format!("flag needs an argument: {arg}")),
                },
            };
            set(&defs[at], &value, &mut bools[at], &mut strs[at])?;
            continue;
        }
        // A cluster of short flags.
        let mut rest = &arg[1..];
        while let Some(c) = rest.chars().next() {
            let after = &rest[c.len_utf8()..];
            let Some(at) = defs.iter().position(|f| f.short == Some(c)) else {
                if c == 'h' {
                    return Ok(Parsed::Help);
                }
                if grammar.version == Some(Some(c)) {
                    return Ok(Parsed::Version);
                }
                return Err(format!(
                    "unknown shorthand flag: {} in -{rest}",
                    go_quote_char(c)
                ));
            };
            let value;
            if let Some(v) = after.strip_prefix('=').filter(|_| after.len() > 1) {
                value = v.to_string();
                rest = "";
            } else if defs[at].kind == Kind::Bool {
                value = "true".to_string();
                rest = after;
            } else if !after.is_empty() {
                value = after.to_string();
                rest = "";
            } else if let Some(v) = args.get(i) {
                i += 1;
                value = v.clone();
                rest = "";
            } else {
                return Err(format!(
                    "flag needs an argument: {} in -{rest}",
                    go_quote_char(c)
                ));
            }
            set(&defs[at], &value, &mut bools[at], &mut strs[at])?;
        }
    }
    let mut out = Vec::new();
    for ((def, b), s) in defs.iter().zip(&bools).zip(&strs) {
        match def.kind {
            Kind::Bool => {
                if *b == Some(true) {
                    out.push(format!("--{}", def.long));
                }
            }
            Kind::Str => {
                if let Some(v) = s.last() {
                    out.push(format!("--{}={v}", def.long));
                }
            }
            Kind::StrArray => out.extend(s.iter().map(|v| format!("--{}={v}", def.long))),
        }
    }
    if !positionals.is_empty() {
        out.push("--".into());
        out.extend(positionals);
    }
    Ok(Parsed::Args(out))
}

/// Records one occurrence of a flag.
fn set(flag: &Flag, value: &str, b: &mut Option<bool>, s: &mut Vec<String>) -> Result<(), String> {
    match flag.kind {
        Kind::Bool => {
            let parsed = parse_bool(value).ok_or_else(|| {
                let name = match flag.short {
                    Some(c) => format!("-{c}, --{}", flag.long),
                    None => format!("--{}", flag.long),
                };
                format!(
                    "invalid argument {} for {} flag: strconv.ParseBool: parsing {}: invalid syntax",
                    go_quote(value),
                    go_quote(&name),
                    go_quote(value)
                )
            })?;
            *b = Some(parsed);
        }
        Kind::Str => *s = vec![value.to_string()],
        Kind::StrArray => s.push(value.to_string()),
    }
    Ok(())
}

/// Go's `strconv.ParseBool`.
fn parse_bool(s: &str) -> Option<bool> {
    match s {
        "1" | "t" | "T" | "TRUE" | "true" | "True" => Some(true),
        "0" | "f" | "F" | "FALSE" | "false" | "False" => Some(false),
        _ => None,
    }
}

/// Go's `%q` of a byte-sized rune.
fn go_quote_char(c: char) -> String {
    match c {
        '\'' => "'\\''".to_string(),
        '\\' => "'\\\\'".to_string(),
        c => format!("'{c}'"),
    }
}

/// The arguments after the first `skip` as strings (invalid UTF-8 replaced, as Go sees bytes).
pub fn strings(args: &[OsString], skip: usize) -> Vec<String> {
    args.iter()
        .skip(skip)
        .map(|a| a.to_string_lossy().into_owned())
        .collect()
}

/// `pflag`'s `FlagUsages`: one line per flag, sorted by long name, descriptions in one column.
pub fn flag_usages(flags: &[Flag]) -> String {
    let mut sorted: Vec<&Flag> = flags.iter().collect();
    strata_core::sort::sort_by(&mut sorted, |a, b| a.long.cmp(&b.long));
    let heads: Vec<String> = sorted
        .iter()
        .map(|f| {
            let mut line = match f.short {
                Some(c) => format!("  -{c}, --{}", f.long),
                None => format!("      --{}", f.long),
            };
            let type_name = match f.kind {
                Kind::Bool => None,
                Kind::Str => Some("string"),
                Kind::StrArray => Some("stringArray"),
            };
            if let Some(name) = f.value_name.as_deref().or(type_name) {
                line.push(' ');
                line.push_str(name);
            }
            line
        })
        .collect();
    let width = heads.iter().map(String::len).max().unwrap_or(0) + 1;
    let mut out = String::new();
    for (head, f) in heads.iter().zip(&sorted) {
        out.push_str(&format!("{head:<width$}  {}\n", f.help));
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use clap::{CommandFactory, Parser};

    /// A command with one flag of every kind.
    #[derive(Parser, Debug)]
    #[command(disable_help_flag = true, disable_version_flag = true)]
    struct Example {
        /// a string
        #[arg(short, long)]
        spec: Option<String>,
        /// a repeatable string
        #[arg(short = 'V', long, value_name = "json-or-file")]
        vars: Vec<String>,
        /// a boolean
        #[arg(short, long)]
        verbose: bool,
        /// a boolean without shorthand
        #[arg(long)]
        keep_nulls: bool,
        files: Vec<String>,
    }

    fn p(args: &[&str]) -> Result<Parsed, String> {
        let args: Vec<String> = args.iter().map(|s| s.to_string()).collect();
        parse(&Example::command(), Grammar::default(), &args)
    }

    fn example(args: &[&str]) -> Example {
        match p(args) {
            Ok(Parsed::Args(canon)) => {
                Example::try_parse_from(std::iter::once("example".to_string()).chain(canon))
                    .expect("canonical arguments parse")
            }
            other => panic!("{other:?}"),
        }
    }

    #[test]
    fn canonical_arguments_reach_clap() {
        let e = example(&[
            "-s", "a", "x", "-V{}", "--spec=b", "--vars", "f", "-vs=c", "-",
        ]);
        assert_eq!(e.spec.as_deref(), Some("c"));
        assert_eq!(e.vars, vec!["{}", "f"]);
        assert!(e.verbose && !e.keep_nulls);
        assert_eq!(e.files, vec!["x", "-"]);
        let e = example(&["--keep-nulls", "false", "--verbose=0", "--", "--spec"]);
        assert!(e.keep_nulls && !e.verbose);
        assert_eq!(e.files, vec!["false", "--spec"]);
        assert_eq!(e.spec, None);
        // A string flag takes the next argument even when it looks like a flag.
        let e = example(&["--spec", "-v", "--spec="]);
        assert_eq!(e.spec.as_deref(), Some(""));
        assert!(!e.verbose);
    }

    #[test]
    fn errors_are_pflag_messages() {
        assert_eq!(p(&["--nope=1"]), Err("unknown flag: --nope".into()));
        assert_eq!(
            p(&["-vxy"]),
            Err("unknown shorthand flag: 'x' in -xy".into())
        );
        assert_eq!(p(&["---x"]), Err("bad flag syntax: ---x".into()));
        assert_eq!(p(&["-vs"]), Err("flag needs an argument: 's' in -s".into()));
        assert_eq!(p(&["--vars"]), Err("flag needs an argument: --vars".into()));
        assert_eq!(
            p(&["-v=maybe"]),
            Err("invalid argument \"maybe\" for \"-v, --verbose\" flag: strconv.ParseBool: parsing \"maybe\": invalid syntax".into())
        );
        assert_eq!(p(&["x", "-h", "--nope"]), Ok(Parsed::Help));
        assert_eq!(p(&["--version"]), Err("unknown flag: --version".into()));
        let args = vec!["--version".to_string()];
        let grammar = Grammar {
            version: Some(None),
        };
        assert_eq!(
            parse(&Example::command(), grammar, &args),
            Ok(Parsed::Version)
        );
    }

    #[test]
    fn usages_line_up_like_pflag() {
        let text = flag_usages(&flags(&Example::command()));
        assert_eq!(
            text,
            "      --keep-nulls          a boolean without shorthand\n  \
             -s, --spec string         a string\n  \
             -V, --vars json-or-file   a repeatable string\n  \
             -v, --verbose             a boolean\n"
        );
    }
}
