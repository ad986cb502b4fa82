//! Command-line parsing for `hcldec`, with the original tool's flag grammar:
//!
//! * long flags `--name=value` and `--name value`; boolean long flags take no separate value
//!   (`--keep-nulls` means true; `--keep-nulls=false` sets false; `--keep-nulls false` leaves
//!   `false` as a positional argument);
//! * short flags `-s value`, `-svalue`, `-s=value`, and clusters of booleans (`-v`);
//! * flags and positional arguments may be interleaved; `--` ends the flags and a lone `-` is
//!   positional;
//! * `--help` and `-h` print the usage and exit with status 2, as the original does.
//!
//! Errors print the message, then the usage, and exit with status 2.

/// The usage text printed on `--help` and after a flag error.
pub const USAGE: &str = "\
usage: hcldec --spec=<spec-file> [options] [hcl-file ...]
      --diags string        format any returned diagnostics in the given format; currently only \"json\" is accepted
      --keep-nulls          retain object properties that have null as their value (they are removed by default)
  -o, --out string          write to the given file, instead of stdout
  -s, --spec string         path to spec file (required)
      --var-refs            rather than decoding input, produce a JSON description of the variables referenced by it
  -V, --vars json-or-file   provide variables to the given configuration file(s)
  -v, --version             show the version number and immediately exit
      --with-type           include an additional object level at the top describing the HCL-oriented type of the result value
";

/// Parsed options, in the order the original declares them.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Options {
    pub spec: String,
    pub out: String,
    pub diags: String,
    pub var_refs: bool,
    pub with_type: bool,
    pub version: bool,
    pub keep_nulls: bool,
    /// `-V` values in command-line order: a JSON object literal or a file name.
    pub vars: Vec<String>,
    /// Input files (none: read standard input).
    pub files: Vec<String>,
}

/// What parsing asks the caller to do when it does not produce [`Options`]: print `stderr`
/// and exit with status 2.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct UsageExit {
    pub stderr: String,
}

#[derive(Clone, Copy)]
enum Kind {
    Str,
    Bool,
}

struct FlagDef {
    long: &'static str,
    short: Option<char>,
    kind: Kind,
}

const FLAGS: &[FlagDef] = &[
    FlagDef {
        long: "spec",
        short: Some('s'),
        kind: Kind::Str,
    },
    FlagDef {
        long: "out",
        short: Some('o'),
        kind: Kind::Str,
    },
    FlagDef {
        long: "diags",
        short: None,
        kind: Kind::Str,
    },
    FlagDef {
        long: "var-refs",
        short: None,
        kind: Kind::Bool,
    },
    FlagDef {
        long: "with-type",
        short: None,
        kind: Kind::Bool,
    },
    FlagDef {
        long: "version",
        short: Some('v'),
        kind: Kind::Bool,
    },
    FlagDef {
        long: "keep-nulls",
        short: None,
        kind: Kind::Bool,
    },
    FlagDef {
        long: "vars",
        short: Some('V'),
        kind: Kind::Str,
    },
];

fn fail(message: String) -> UsageExit {
    UsageExit {
        stderr: format!("{message}\n{USAGE}"),
    }
}

/// Go's `strconv.ParseBool`.
fn parse_bool(s: &str) -> Option<bool> {
    match s {
        "1" | "t" | "T" | "TRUE" | "true" | "True" => Some(true),
        "0" | "f" | "F" | "FALSE" | "false" | "False" => Some(false),
        _ => None,
    }
}

fn set(opts: &mut Options, flag: &FlagDef, value: &str) -> Result<(), UsageExit> {
    let bool_value = || {
        parse_bool(value).ok_or_else(|| {
            let name = match flag.short {
                Some(c) => format!("-{c}, --{}", flag.long),
                None => format!("--{}", flag.long),
            };
            fail(format!(
                "invalid argument {} for {} flag: strconv.ParseBool: parsing {}: invalid syntax",
                go_quote(value),
                go_quote(&name),
                go_quote(value)
            ))
        })
    };
    match flag.long {
        "spec" => opts.spec = value.to_string(),
        "out" => opts.out = value.to_string(),
        "diags" => opts.diags = value.to_string(),
        "vars" => opts.vars.push(value.to_string()),
        "var-refs" => opts.var_refs = bool_value()?,
        "with-type" => opts.with_type = bool_value()?,
        "version" => opts.version = bool_value()?,
        "keep-nulls" => opts.keep_nulls = bool_value()?,
        _ => {}
    }
    Ok(())
}

pub use strata_core::text::go_quote;

/// Parses the arguments after the program name.
pub fn parse(args: &[String]) -> Result<Options, UsageExit> {
    let mut opts = Options::default();
    let mut i = 0;
    while i < args.len() {
        let arg = &args[i];
        i += 1;
        if arg.len() < 2 || !arg.starts_with('-') {
            opts.files.push(arg.clone());
            continue;
        }
        if arg == "--" {
            opts.files.extend(args[i..].iter().cloned());
            break;
        }
        if let Some(body) = arg.strip_prefix("--") {
            if body.starts_with('-') || body.starts_with('=') {
                return Err(fail(format!("bad flag syntax: {arg}")));
            }
            let (name, inline) = match body.split_once('=') {
                Some((n, v)) => (n, Some(v)),
                None => (body, None),
            };
            let Some(flag) = FLAGS.iter().find(|f| f.long == name) else {
                if name == "help" {
                    return Err(UsageExit {
                        stderr: USAGE.to_string(),
                    });
                }
                return Err(fail(format!("unknown flag: --{name}")));
            };
            let value = match (inline, flag.kind) {
                (Some(v), _) => v.to_string(),
                (None, Kind::Bool) => "true".to_string(),
                (None, Kind::Str) => match args.get(i) {
                    Some(v) => {
                        i += 1;
                        v.clone()
                    }
                    None => return Err(fail(format!("flag needs an argument: {arg}"))),
                },
            };
            set(&mut opts, flag, &value)?;
            continue;
        }
        // A cluster of short flags.
        let mut rest = &arg[1..];
        while let Some(c) = rest.chars().next() {
            let after = &rest[c.len_utf8()..];
            let Some(flag) = FLAGS.iter().find(|f| f.short == Some(c)) else {
                if c == 'h' {
                    return Err(UsageExit {
                        stderr: USAGE.to_string(),
                    });
                }
                return Err(fail(format!(
                    "unknown shorthand flag: {} in -{rest}",
                    go_quote_char(c)
                )));
            };
            let value;
            if let Some(v) = after.strip_prefix('=').filter(|_| after.len() > 1) {
                value = v.to_string();
                rest = "";
            } else if matches!(flag.kind, Kind::Bool) {
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
                return Err(fail(format!(
                    "flag needs an argument: {} in -{rest}",
                    go_quote_char(c)
                )));
            }
            set(&mut opts, flag, &value)?;
        }
    }
    Ok(opts)
}

/// Go's `%q` of a byte-sized rune.
fn go_quote_char(c: char) -> String {
    match c {
        '\'' => "'\\''".to_string(),
        '\\' => "'\\\\'".to_string(),
        c => format!("'{c}'"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn p(args: &[&str]) -> Result<Options, UsageExit> {
        parse(&args.iter().map(|s| s.to_string()).collect::<Vec<_>>())
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
        assert!(e
            .stderr
            .starts_with("unknown flag: --frobnicate\nusage: hcldec"));
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
        assert_eq!(e.stderr, USAGE);
    }
}
