//! `--help` and `--version` on every command and subcommand of the built binaries, and the
//! original tools' messages for bad flags.

use std::process::{Command, Output};

fn run(bin: &str, args: &[&str]) -> Output {
    Command::new(bin)
        .args(args)
        .output()
        .unwrap_or_else(|e| panic!("{bin} runs: {e}"))
}

fn text(b: &[u8]) -> String {
    String::from_utf8_lossy(b).into_owned()
}

const STRATA: &str = env!("CARGO_BIN_EXE_strata");
const HCLDEC: &str = env!("CARGO_BIN_EXE_hcldec");
const SPIFF: &str = env!("CARGO_BIN_EXE_spiff");

/// hcldec 2.14.1's usage text, byte for byte.
const HCLDEC_USAGE: &str = include_str!("data/hcldec-usage.txt");

/// Asserts status `code`, and that `stream` (stdout or stderr) contains every one of `parts`.
fn check(o: &Output, code: i32, stdout: bool, parts: &[&str]) {
    let out = if stdout {
        text(&o.stdout)
    } else {
        text(&o.stderr)
    };
    assert_eq!(
        o.status.code(),
        Some(code),
        "stdout: {}\nstderr: {}",
        text(&o.stdout),
        text(&o.stderr)
    );
    for p in parts {
        assert!(out.contains(p), "{p:?} not in:\n{out}");
    }
}

#[test]
fn strata_help_lists_every_system_and_version() {
    for flag in ["--help", "-h"] {
        let o = run(STRATA, &[flag]);
        check(
            &o,
            0,
            true,
            &[
                "Usage: strata",
                "hcldec",
                "spiff",
                "fn-hcl",
                "demo",
                "drop-in",
            ],
        );
    }
    for flag in ["--version", "-V"] {
        let o = run(STRATA, &[flag]);
        check(
            &o,
            0,
            true,
            &[concat!("strata ", env!("CARGO_PKG_VERSION"))],
        );
    }
    let o = run(STRATA, &["demo", "--help"]);
    check(
        &o,
        0,
        true,
        &["run every system on the bundled examples", "[DIR]"],
    );
    let o = run(STRATA, &["demo", "--version"]);
    check(
        &o,
        0,
        true,
        &[concat!("strata-demo ", env!("CARGO_PKG_VERSION"))],
    );
    // `strata help SYSTEM` is the system's own help.
    let o = run(STRATA, &["help", "spiff"]);
    check(&o, 0, true, &["Usage:\n  strata spiff [command]\n"]);
    // No command: the help, on standard error, and a usage status.
    let o = run(STRATA, &[]);
    check(&o, 2, false, &["Usage: strata", "hcldec"]);
    let o = run(STRATA, &["frobnicate"]);
    check(&o, 2, false, &["unrecognized subcommand 'frobnicate'"]);
}

#[test]
fn hcldec_help_and_version_as_the_original() {
    for (bin, pre) in [(HCLDEC, &[][..]), (STRATA, &["hcldec"][..])] {
        for flag in ["--help", "-h"] {
            let args: Vec<&str> = pre.iter().copied().chain([flag]).collect();
            let o = run(bin, &args);
            // The original prints the usage to standard error and exits with status 2.
            assert_eq!(o.status.code(), Some(2));
            assert_eq!(text(&o.stderr), HCLDEC_USAGE);
            assert_eq!(o.stdout, b"");
        }
        for flag in ["--version", "-v"] {
            let args: Vec<&str> = pre.iter().copied().chain([flag]).collect();
            let o = run(bin, &args);
            assert_eq!(o.status.code(), Some(0));
            assert_eq!(text(&o.stdout), "0.0.1-dev\n");
        }
    }
}

#[test]
fn hcldec_flag_errors_are_the_originals() {
    let cases: &[(&[&str], &str)] = &[
        (&["--frobnicate"], "unknown flag: --frobnicate\n"),
        (&["--frobnicate=1"], "unknown flag: --frobnicate\n"),
        (&["-x"], "unknown shorthand flag: 'x' in -x\n"),
        (&["-vxy"], "unknown shorthand flag: 'x' in -xy\n"),
        (&["--spec"], "flag needs an argument: --spec\n"),
        (&["-s"], "flag needs an argument: 's' in -s\n"),
        (&["-vs"], "flag needs an argument: 's' in -s\n"),
        (&["---spec"], "bad flag syntax: ---spec\n"),
        (&["--=x"], "bad flag syntax: --=x\n"),
        (
            &["--keep-nulls=maybe"],
            "invalid argument \"maybe\" for \"--keep-nulls\" flag: strconv.ParseBool: parsing \"maybe\": invalid syntax\n",
        ),
        (
            &["-v=2"],
            "invalid argument \"2\" for \"-v, --version\" flag: strconv.ParseBool: parsing \"2\": invalid syntax\n",
        ),
    ];
    for (args, message) in cases {
        for (bin, pre) in [(HCLDEC, &[][..]), (STRATA, &["hcldec"][..])] {
            let all: Vec<&str> = pre.iter().chain(args.iter()).copied().collect();
            let o = run(bin, &all);
            assert_eq!(o.status.code(), Some(2), "{all:?}");
            assert_eq!(
                text(&o.stderr),
                format!("{message}{HCLDEC_USAGE}"),
                "{all:?}"
            );
            assert_eq!(o.stdout, b"", "{all:?}");
        }
    }
    // The first problem wins, as the original reads its arguments in order.
    let o = run(HCLDEC, &["--spec", "x", "--bogus", "-h"]);
    assert_eq!(
        text(&o.stderr),
        format!("unknown flag: --bogus\n{HCLDEC_USAGE}")
    );
    let o = run(HCLDEC, &["-h", "--bogus"]);
    assert_eq!(text(&o.stderr), HCLDEC_USAGE);
}

#[test]
fn spiff_help_and_version_on_every_command() {
    for (bin, pre, path) in [
        (SPIFF, &[][..], "spiff"),
        (STRATA, &["spiff"][..], "strata spiff"),
    ] {
        let with = |extra: &[&str]| -> Vec<String> {
            pre.iter()
                .chain(extra.iter())
                .map(|s| s.to_string())
                .collect()
        };
        let go = |extra: &[&str]| {
            let a = with(extra);
            let a: Vec<&str> = a.iter().map(String::as_str).collect();
            run(bin, &a)
        };
        let usage = format!("Usage:\n  {path} [command]\n");
        for h in [&["--help"][..], &["-h"], &["help"], &[]] {
            check(
                &go(h),
                0,
                true,
                &[
                    "YAML in-domain templating processor",
                    &usage,
                    "  merge       Merge stub files into a manifest template\n",
                    "  diff        Structurally compare two YAML files\n",
                    "  -v, --version   version for spiff\n",
                ],
            );
        }
        for v in [&["--version"][..], &["-v"], &["version"]] {
            let o = go(v);
            assert_eq!(o.status.code(), Some(0));
            assert_eq!(text(&o.stdout), "spiff version v1.7.0-beta-8\n");
        }
        let o = go(&["version", "-q"]);
        assert_eq!(text(&o.stdout), "v1.7.0-beta-8\n");
        let subs: [(&str, &[&str]); 3] = [
            (
                "merge",
                &[
                    "Merge a bunch of template files into one manifest, printing it out.",
                    "\nAliases:\n  merge, m\n",
                    "      --partial                Allow partial evaluation only\n",
                    "      --json                   print output in json format\n",
                    "  -h, --help                   help for merge\n",
                ],
            ),
            (
                "diff",
                &[
                    "Show structural differences between two deployment manifests.",
                    "\nAliases:\n  diff, d\n",
                    "      --no-color",
                ],
            ),
            (
                "version",
                &[
                    "Prints version for spiff++",
                    "  -q, --quiet     print version only\n",
                ],
            ),
        ];
        for (sub, parts) in subs {
            let head = format!("Usage:\n  {path} {sub} [flags]\n");
            for h in [&[sub, "--help"][..], &[sub, "-h"], &["help", sub]] {
                let o = go(h);
                check(&o, 0, true, parts);
                check(&o, 0, true, &[&head]);
            }
            let o = go(&[sub, "--version"]);
            assert_eq!(o.status.code(), Some(0));
            assert_eq!(text(&o.stdout), "spiff version v1.7.0-beta-8\n");
        }
        // The aliases answer too.
        check(&go(&["m", "--help"]), 0, true, &["help for merge"]);
    }
}

#[test]
fn spiff_usage_errors_are_cobras() {
    let o = run(SPIFF, &["merge", "--bogus", "t.yml"]);
    assert_eq!(o.status.code(), Some(1));
    let err = text(&o.stderr);
    assert!(
        err.starts_with("Error: unknown flag: --bogus\nUsage:\n  spiff merge [flags]\n"),
        "{err}"
    );
    assert!(err.ends_with("\n\n"), "{err:?}");
    assert_eq!(text(&o.stdout), "unknown flag: --bogus\n");

    let o = run(SPIFF, &["merge"]);
    assert_eq!(o.status.code(), Some(1));
    assert!(text(&o.stderr).starts_with("Error: requires at least one arg\nUsage:"));
    assert_eq!(text(&o.stdout), "requires at least one arg\n");

    let o = run(SPIFF, &["diff", "a.yml"]);
    assert_eq!(o.status.code(), Some(1));
    assert!(text(&o.stderr).starts_with("Error: requires two args\nUsage:\n  spiff diff [flags]\n"));

    let o = run(SPIFF, &["merge", "-x", "t.yml"]);
    assert_eq!(o.status.code(), Some(1));
    assert!(text(&o.stderr).starts_with("Error: unknown shorthand flag: 'x' in -x\n"));

    let o = run(SPIFF, &["frobnicate"]);
    assert_eq!(o.status.code(), Some(1));
    assert_eq!(
        text(&o.stderr),
        "Error: unknown command \"frobnicate\" for \"spiff\"\nRun 'spiff --help' for usage.\n"
    );
}

#[test]
fn fn_hcl_help_and_version_on_every_command() {
    let version = concat!("fn-hcl ", env!("CARGO_PKG_VERSION"), "\n");
    for h in ["--help", "-h"] {
        check(
            &run(STRATA, &["fn-hcl", h]),
            0,
            true,
            &["function-hcl", "serve", "render", "run"],
        );
    }
    for v in ["--version", "-V"] {
        let o = run(STRATA, &["fn-hcl", v]);
        assert_eq!(o.status.code(), Some(0));
        assert_eq!(text(&o.stdout), version);
    }
    let subs: [(&str, &str); 3] = [
        ("serve", "--tls-server-certs-dir"),
        ("render", "--observed-resources"),
        ("run", "--function-address"),
    ];
    for (sub, flag) in subs {
        check(
            &run(STRATA, &["fn-hcl", sub, "--help"]),
            0,
            true,
            &[flag, "Usage: strata fn-hcl"],
        );
        // clap names a subcommand's version after the command path.
        let o = run(STRATA, &["fn-hcl", sub, "--version"]);
        assert_eq!(o.status.code(), Some(0));
        assert_eq!(
            text(&o.stdout),
            format!("fn-hcl-{sub} {}\n", env!("CARGO_PKG_VERSION"))
        );
    }
    let o = run(STRATA, &["fn-hcl", "render", "--bogus"]);
    check(&o, 2, false, &["unexpected argument '--bogus'"]);
}

const NICKEL: &str = env!("CARGO_BIN_EXE_nickel");

/// The subcommands a clap `--help` text lists under `Commands:` (without `help`).
fn listed_subcommands(help: &str) -> Vec<String> {
    help.lines()
        .skip_while(|l| !l.starts_with("Commands:"))
        .skip(1)
        .take_while(|l| l.starts_with("  "))
        .filter_map(|l| l.split_whitespace().next())
        .filter(|c| *c != "help")
        .map(str::to_string)
        .collect()
}

/// `--help` and `--version` (and `-V`) on a clap command line and on every subcommand its help
/// lists, as the README promises: `name` is the command's name in clap's version line.
fn every_subcommand_answers(bin: &str, pre: &[&str], name: &str, expected: &[&str]) {
    let go = |extra: &[&str]| {
        let args: Vec<&str> = pre.iter().chain(extra).copied().collect();
        run(bin, &args)
    };
    let help = go(&["--help"]);
    check(&help, 0, true, &["Commands:"]);
    let subs = listed_subcommands(&text(&help.stdout));
    assert_eq!(subs, expected, "the subcommands {bin} {pre:?} lists");
    let version = env!("CARGO_PKG_VERSION");
    for v in ["--version", "-V"] {
        let o = go(&[v]);
        assert_eq!(o.status.code(), Some(0), "{pre:?} {v}: {}", text(&o.stderr));
        assert_eq!(text(&o.stdout), format!("{name} {version}\n"));
    }
    for sub in &subs {
        for v in ["--version", "-V"] {
            let o = go(&[sub, v]);
            assert_eq!(
                o.status.code(),
                Some(0),
                "{pre:?} {sub} {v}: {}",
                text(&o.stderr)
            );
            assert_eq!(text(&o.stdout), format!("{name}-{sub} {version}\n"));
        }
        let o = go(&[sub, "--help"]);
        check(&o, 0, true, &["Usage: ", sub]);
    }
}

#[test]
fn nickel_help_and_version_on_every_command() {
    let subs = [
        "export",
        "eval",
        "pprint-ast",
        "query",
        "typecheck",
        "doc",
        "format",
        "convert",
        "repl",
        "test",
        "gen-completions",
    ];
    every_subcommand_answers(STRATA, &["nickel"], "nickel", &subs);
    every_subcommand_answers(NICKEL, &[], "nickel", &subs);
}

#[test]
fn puppet_help_and_version_on_every_command() {
    every_subcommand_answers(
        STRATA,
        &["puppet"],
        "puppet",
        &["compile", "parse", "lookup", "diff"],
    );
}

#[test]
fn fn_hcl_lists_the_commands_it_answers_on() {
    every_subcommand_answers(STRATA, &["fn-hcl"], "fn-hcl", &["serve", "render", "run"]);
}
