//! `spiff`: the command line of strata's spiff, a drop-in for spiff++.
//!
//! ```text
//! spiff merge [--partial] [--json] [--allow-exec] [--sandbox] TEMPLATE [STUB...]
//! spiff diff [--color WHEN] [--no-color] [--exit-code] A.yml B.yml
//! spiff version [-q]
//! ```
//!
//! As with spiff++ (a cobra program), flags follow Go's `pflag` grammar ([`crate::pflag`]),
//! `--help`/`-h` on any command prints that command's help to standard output, `spiff help
//! COMMAND` does too, and a usage error prints `Error: MESSAGE` and the usage to standard
//! error, the message again to standard output, and exits with status 1. `merge` and `diff`
//! have the aliases `m` and `d`. `--version` works on every command (spiff++ has it on the root
//! only).
//!
//! One file of `merge` may be `-` for standard input. `exec` runs commands only with
//! `--allow-exec` or `STRATA_ALLOW_EXEC=1`; `--sandbox` also turns off `env` and `read`.
//!
//! Each subcommand's flags are one clap struct ([`MergeArgs`], [`DiffArgs`], [`VersionArgs`]):
//! a new flag is a new field with its help text as doc comment (`bool` for a switch,
//! `Option<String>` for a value, `Vec<String>` for a repeatable value).

use std::collections::HashMap;
use std::ffi::OsString;
use std::io::Write;

use crate::host::OsHost;
use clap::{Args, CommandFactory, FromArgMatches, Parser, Subcommand};
use strata_core::diagnostic::RenderOptions;
use strata_core::host::{Guarded, Policy};
use strata_core::text::go_quote;
use strata_core::SourceMap;
use strata_spiff::{Input, MergeOptions, Session};

use crate::pflag::{self, Flag, Grammar, Parsed};

/// The version spiff++ reports (`flow.VERSION`), which strata's spiff implements.
const VERSION: &str = "v1.7.0-beta-8";

/// Stack size of the evaluation thread (the evaluator grows its stack on demand as well).
const STACK_SIZE: usize = 64 * 1024 * 1024;
/// Evaluation depth limit used by the command line (see `strata_spiff::Limits`).
const MAX_DEPTH: usize = 20_000;
/// Unresolved nodes shown with a source snippet after the report.
const MAX_SNIPPETS: usize = 10;

/// The `spiff` command.
#[derive(Parser, Debug)]
#[command(
    name = "spiff",
    about = "YAML in-domain templating processor",
    disable_help_flag = true,
    disable_version_flag = true,
    disable_help_subcommand = true
)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

/// The subcommands of `spiff`.
#[derive(Subcommand, Debug)]
enum Command {
    /// Merge stub files into a manifest template
    #[command(
        visible_alias = "m",
        long_about = "Merge a bunch of template files into one manifest, printing it out.",
        disable_help_flag = true,
        disable_version_flag = true
    )]
    Merge(MergeArgs),
    /// Structurally compare two YAML files
    #[command(
        visible_alias = "d",
        long_about = "Show structural differences between two deployment manifests.
Here streams with multiple documents are supported, also. To indicate 
no difference the number of documents in both streams must be identical
and each document in the first stream must have no difference compared
to the document with the same index in the second stream. Found differences
are shown for each document separately.",
        disable_help_flag = true,
        disable_version_flag = true
    )]
    Diff(DiffArgs),
    /// Prints version for spiff++
    #[command(disable_help_flag = true, disable_version_flag = true)]
    Version(VersionArgs),
    /// Convert template
    #[command(
        visible_alias = "c",
        long_about = "A given template file is normalized and converted to json or yaml.",
        disable_help_flag = true,
        disable_version_flag = true
    )]
    Convert(ConvertArgs),
    /// Encrypt/Decrypt yaml document
    #[command(
        visible_alias = "e",
        disable_help_flag = true,
        disable_version_flag = true
    )]
    Encrypt(EncryptArgs),
}

/// Flags and arguments of `spiff convert`.
#[derive(Args, Debug, Default)]
pub struct ConvertArgs {
    /// print output in json format
    #[arg(long)]
    pub json: bool,
    /// output is taken from given path
    #[arg(long, value_name = "PATH")]
    pub path: Option<String>,
    /// if the output is alist it will be split into separate documents
    #[arg(long)]
    pub split: bool,
    /// filter dedicated output fields
    #[arg(long, value_name = "PATH")]
    pub select: Vec<String>,
    /// The template file; `-` for standard input.
    #[arg(value_name = "FILE")]
    pub files: Vec<String>,
}

/// Flags and arguments of `spiff encrypt`.
#[derive(Args, Debug, Default)]
pub struct EncryptArgs {
    /// decrypt content
    #[arg(short, long)]
    pub decrypt: bool,
    /// The file (`-` for standard input), then optionally the key and the method.
    #[arg(value_name = "ARG")]
    pub args: Vec<String>,
}

/// Flags and arguments of `spiff merge`.
#[derive(Args, Debug, Default)]
pub struct MergeArgs {
    /// Allow partial evaluation only
    #[arg(long)]
    pub partial: bool,
    /// print output in json format
    #[arg(long)]
    pub json: bool,
    /// permit exec() to run commands (also: STRATA_ALLOW_EXEC=1)
    #[arg(long)]
    pub allow_exec: bool,
    /// turn off exec(), env(), and read() outside the inputs' folders and --root folders
    #[arg(long)]
    pub sandbox: bool,
    /// a folder read() may use in sandbox mode (repeatable)
    #[arg(long, value_name = "DIR")]
    pub root: Vec<String>,
    /// spiff++ features to enable (control, interpolation)
    #[arg(long, value_name = "FEATURES")]
    pub features: Vec<String>,
    /// enable the interpolation feature (`(( expr ))` embedded in strings)
    #[arg(long)]
    pub interpolation: bool,
    /// Print state info
    #[arg(long)]
    pub debug: bool,
    /// output is taken from given path
    #[arg(long, value_name = "PATH")]
    pub path: Option<String>,
    /// if the output is a list it will be split into separate documents
    #[arg(long)]
    pub split: bool,
    /// preserve escaping for escaped expressions and merges
    #[arg(long)]
    pub preserve_escapes: bool,
    /// preserve temporary fields
    #[arg(long)]
    pub preserve_temporary: bool,
    /// select state file to maintain
    #[arg(long, value_name = "FILE")]
    pub state: Option<String>,
    /// yaml file with additional bindings to use
    #[arg(long, value_name = "FILE")]
    pub bindings: Option<String>,
    /// key/value bindings
    #[arg(short = 'D', long, value_name = "KEY=VALUE")]
    pub define: Vec<String>,
    /// filter dedicated output fields
    #[arg(long, value_name = "PATH")]
    pub select: Vec<String>,
    /// tag files (tag:path)
    #[arg(long, value_name = "TAG:PATH")]
    pub tag: Vec<String>,
    /// evaluation expression
    #[arg(long, value_name = "EXPR")]
    pub evaluate: Option<String>,
    /// The template, then the stubs; one may be `-` for standard input.
    #[arg(value_name = "FILE")]
    pub files: Vec<String>,
}

/// Flags and arguments of `spiff diff`.
///
/// Colour: spiff++ always colours the differing values; strata colours them only when standard
/// output is a terminal and `NO_COLOR` is unset (`--color always` forces it, `--color never` or
/// `--no-color` turns it off). Exit status: spiff++ exits 0 whether or not the files differ (its
/// `cmd/diff.go` returns normally after printing), and so does strata, so scripts written for it
/// keep working; `--exit-code` makes a difference exit with status 1, as `git diff --exit-code`.
#[derive(Args, Debug, Default)]
pub struct DiffArgs {
    /// do not colour the differing values
    #[arg(long)]
    pub no_color: bool,
    /// colour the differing values: auto (only on a terminal, and not with NO_COLOR), always or never
    #[arg(long, value_name = "WHEN")]
    pub color: Option<String>,
    /// exit with status 1 when the files differ
    #[arg(long)]
    pub exit_code: bool,
    /// The two files to compare.
    #[arg(value_name = "FILE")]
    pub files: Vec<String>,
}

/// Flags of `spiff version`.
#[derive(Args, Debug, Default)]
pub struct VersionArgs {
    /// print version only
    #[arg(short, long)]
    pub quiet: bool,
}

/// Runs `spiff` with `args` (`args[0]` is the program name) and returns the exit status.
pub fn main(args: Vec<OsString>) -> i32 {
    // The command path in messages: `spiff` (the file name the drop-in runs as), or `strata spiff`.
    let program = args
        .first()
        .and_then(|a| std::path::Path::new(a).file_name())
        .map(|a| a.to_string_lossy().into_owned())
        .unwrap_or_else(|| "spiff".into());
    let argv = pflag::strings(&args, 1);
    let root = Cli::command();
    let Some(first) = argv.first() else {
        print!("{}", help(&root, &program));
        return 0;
    };
    if first == "help" {
        // `spiff help [COMMAND]`
        return match argv.get(1) {
            None => {
                print!("{}", help(&root, &program));
                0
            }
            Some(name) => match find(&root, name) {
                Some(sub) => {
                    print!("{}", help(sub, &format!("{program} {}", sub.get_name())));
                    0
                }
                None => {
                    print!("Unknown help topic [`{name}`]\n{}", usage(&root, &program));
                    0
                }
            },
        };
    }
    let Some(sub) = find(&root, first) else {
        if first.starts_with('-') {
            // Flags of the root command: only --help and --version.
            let grammar = Grammar {
                version: Some(Some('v')),
            };
            return match pflag::parse(&root, grammar, &argv) {
                Ok(Parsed::Help) | Ok(Parsed::Args(_)) => {
                    print!("{}", help(&root, &program));
                    0
                }
                Ok(Parsed::Version) => {
                    println!("spiff version {VERSION}");
                    0
                }
                Err(message) => usage_error(&root, &program, &message),
            };
        }
        let message = format!(
            "unknown command {} for {}",
            go_quote(first),
            go_quote(&program)
        );
        eprintln!("Error: {message}\nRun '{program} --help' for usage.");
        println!("{message}");
        return 1;
    };
    let path = format!("{program} {}", sub.get_name());
    let grammar = Grammar {
        version: Some(None),
    };
    let canonical = match pflag::parse(sub, grammar, &argv[1..]) {
        Ok(Parsed::Args(a)) => a,
        Ok(Parsed::Help) => {
            print!("{}", help(sub, &path));
            return 0;
        }
        Ok(Parsed::Version) => {
            println!("spiff version {VERSION}");
            return 0;
        }
        Err(message) => return usage_error(sub, &path, &message),
    };
    let name = sub.get_name().to_string();
    let parsed = Cli::command()
        .try_get_matches_from(["spiff".to_string(), name].into_iter().chain(canonical))
        .and_then(|mut m| Cli::from_arg_matches_mut(&mut m));
    let cli = match parsed {
        Ok(c) => c,
        Err(e) => return usage_error(sub, &path, &e.to_string()),
    };
    match cli.command {
        Command::Merge(a) => {
            if a.files.is_empty() {
                return usage_error(sub, &path, "requires at least one arg");
            }
            let handle = std::thread::Builder::new()
                .stack_size(STACK_SIZE)
                .spawn(move || merge(&a));
            match handle.map(|h| h.join()) {
                Ok(Ok(code)) => i32::from(code),
                Ok(Err(_)) => {
                    eprintln!("spiff: internal error");
                    2
                }
                Err(e) => {
                    eprintln!("spiff: cannot start the merge thread (64 MiB stack): {e}");
                    2
                }
            }
        }
        Command::Diff(a) => {
            if a.files.len() != 2 {
                return usage_error(sub, &path, "requires two args");
            }
            diff(&a)
        }
        Command::Convert(a) => {
            if a.files.len() != 1 {
                return usage_error(sub, &path, "requires at one arg");
            }
            i32::from(convert(&a))
        }
        Command::Encrypt(a) => {
            if a.args.is_empty() || a.args.len() > 3 {
                return usage_error(sub, &path, "requires one, two or three args");
            }
            i32::from(encrypt(&a))
        }
        Command::Version(a) => {
            if a.quiet {
                println!("{VERSION}");
            } else {
                println!("spiff version {VERSION}");
            }
            0
        }
    }
}

/// The subcommand called `name` or with that alias.
fn find<'a>(root: &'a clap::Command, name: &str) -> Option<&'a clap::Command> {
    root.get_subcommands()
        .find(|c| c.get_name() == name || c.get_all_aliases().any(|a| a == name))
}

/// A usage error as cobra reports it: `Error: MESSAGE` and the usage on standard error, the
/// message on standard output, exit status 1.
fn usage_error(cmd: &clap::Command, path: &str, message: &str) -> i32 {
    eprint!("Error: {message}\n{}\n", usage(cmd, path));
    println!("{message}");
    1
}

/// The flags cobra shows for `cmd`: its own, `--help`, and `--version` (root: `-v`).
fn shown_flags(cmd: &clap::Command, root: bool) -> Vec<Flag> {
    let name = cmd.get_name();
    let mut flags = pflag::flags(cmd);
    flags.push(Flag::extra("help", Some('h'), &format!("help for {name}")));
    if root {
        flags.push(Flag::extra("version", Some('v'), "version for spiff"));
    } else {
        flags.push(Flag::extra("version", None, "print the version and exit"));
    }
    flags
}

/// Cobra's usage text of `cmd`, whose command path is `path`.
fn usage(cmd: &clap::Command, path: &str) -> String {
    let root = cmd.has_subcommands();
    let mut out = String::from("Usage:\n");
    if root {
        out.push_str(&format!("  {path} [command]\n"));
    } else {
        out.push_str(&format!("  {path} [flags]\n"));
    }
    let aliases: Vec<&str> = cmd.get_visible_aliases().collect();
    if !aliases.is_empty() {
        out.push_str(&format!(
            "\nAliases:\n  {}, {}\n",
            cmd.get_name(),
            aliases.join(", ")
        ));
    }
    if root {
        let mut subs: Vec<(String, String)> = cmd
            .get_subcommands()
            .map(|c| {
                let about = c.get_about().map(|a| a.to_string()).unwrap_or_default();
                (c.get_name().to_string(), about)
            })
            .collect();
        subs.push(("help".into(), "Help about any command".into()));
        strata_core::sort::sort(&mut subs);
        let width = subs.iter().map(|(n, _)| n.len()).max().unwrap_or(0).max(11);
        out.push_str("\nAvailable Commands:\n");
        for (name, about) in subs {
            out.push_str(&format!("  {name:<width$} {about}\n"));
        }
    }
    out.push_str("\nFlags:\n");
    out.push_str(&pflag::flag_usages(&shown_flags(cmd, root)));
    if root {
        out.push_str(&format!(
            "\nUse \"{path} [command] --help\" for more information about a command.\n"
        ));
    }
    out
}

/// Cobra's help text of `cmd`: the long description, then the usage.
fn help(cmd: &clap::Command, path: &str) -> String {
    let about = cmd
        .get_long_about()
        .or(cmd.get_about())
        .map(|a| a.to_string())
        .unwrap_or_default();
    format!("{}\n\n{}", about.trim_end(), usage(cmd, path))
}

/// Colour on stderr only for a terminal, and never with `NO_COLOR`.
fn color_stderr() -> bool {
    use std::io::IsTerminal;
    std::env::var_os("NO_COLOR").is_none() && std::io::stderr().is_terminal()
}

fn read_input(name: &str, stdin_used: &mut bool) -> Result<String, String> {
    if name == "-" {
        if *stdin_used {
            return Err("standard input ('-') may be used only once".into());
        }
        *stdin_used = true;
        return crate::host::read_stdin_text()
            .map_err(|e| format!("error reading standard input: {e}"));
    }
    crate::host::read_text(name).map_err(|e| format!("error reading file {name}: {e}"))
}

/// Inputs from this size on do not keep their text once loaded: the merge works on what was
/// loaded from it, and a diagnostic that needs a snippet reads the file again.
const RELEASE_TEXT_FROM: usize = 1 << 20;

/// Lets go of the text of a large input file (not standard input) after loading it; it is
/// read back for a diagnostic unless the file has changed since ([`crate::host::read_back`]).
fn release_large_text(map: &mut SourceMap, id: strata_core::FileId, name: &str) {
    if name == "-" || map.text(id).len() < RELEASE_TEXT_FROM {
        return;
    }
    if let Some(read) = crate::host::read_back(name) {
        map.release_text(id, read);
    }
}

fn dir_of(name: &str) -> String {
    match std::path::Path::new(name).parent() {
        Some(p) if !p.as_os_str().is_empty() => p.to_string_lossy().into_owned(),
        _ => ".".into(),
    }
}

/// `spiff merge`: the merged documents on standard output; exit status 1 on any error.
fn merge(args: &MergeArgs) -> u8 {
    merge_with(args, &mut write_output)
}

/// `spiff merge`, handing the documents of the options that work on the whole value (`--json`,
/// `--path`, ...) to `sink` (which prints them, or keeps them for `strata explain spiff`).
pub(crate) fn merge_with(
    args: &MergeArgs,
    sink: &mut dyn FnMut(&[strata_core::Value], bool) -> u8,
) -> u8 {
    let MergeArgs {
        partial,
        json,
        sandbox,
        ref files,
        ..
    } = *args;
    let allow_exec = args.allow_exec
        || std::env::var("STRATA_ALLOW_EXEC").is_ok_and(|v| v == "1" || v == "true");
    // spiff++'s optional features: `control` enables the YAML control structures;
    // `interpolation` evaluates `(( expr ))` parts embedded in strings
    let mut interpolation = false;
    let mut enabled = strata_spiff::Features::default();
    let mut features: Vec<&str> = args
        .features
        .iter()
        .flat_map(|f| f.split(','))
        .filter(|f| !f.is_empty())
        .collect();
    if args.interpolation {
        features.push("interpolation");
    }
    for f in features {
        match f {
            "control" => enabled.control = true,
            "interpolation" => {
                interpolation = true;
                enabled.interpolation = true;
            }
            other => {
                eprintln!(
                    "spiff merge: unknown feature '{other}' (spiff++ knows control, interpolation)"
                );
                return 2;
            }
        }
    }
    let bindings = match read_bindings(args.bindings.as_deref(), &args.define) {
        Ok(b) => b,
        Err(e) => {
            eprintln!("{e}");
            return 1;
        }
    };
    let tags = match read_tags(&args.tag) {
        Ok(t) => t,
        Err(e) => {
            eprintln!("{e}");
            return 1;
        }
    };
    let mut map = SourceMap::new();
    let mut inputs = Vec::new();
    let mut stdin_used = false;
    for (i, f) in files.iter().enumerate() {
        let text = match read_input(f, &mut stdin_used) {
            Ok(t) => t,
            Err(e) => {
                eprintln!("{e}");
                return 1;
            }
        };
        // the source map keeps the only copy of the text (a large template is not held twice)
        let id = match map.try_add(f.as_str(), text) {
            Ok(id) => id,
            Err(e) => {
                eprintln!("error reading file {f}: {e}");
                return 1;
            }
        };
        let docs = match strata_spiff::load::load(map.text(id), id) {
            Ok(mut d) => {
                if interpolation {
                    d.iter_mut()
                        .for_each(strata_spiff::source::interpolate_strings);
                }
                d
            }
            Err(e) => {
                let r = map.range(e.span);
                let what = if i == 0 { "template" } else { "stub" };
                eprintln!(
                    "error parsing {what} [{f}]: {} ({}:{}:{})\n",
                    e.message, r.filename, r.start.line, r.start.column
                );
                eprint!(
                    "{}",
                    strata_core::diagnostic::render_text(
                        &map,
                        &[e.to_diagnostic()],
                        RenderOptions {
                            color: color_stderr()
                        }
                    )
                );
                return 1;
            }
        };
        release_large_text(&mut map, id, f);
        inputs.push(Input {
            name: f.clone(),
            dir: dir_of(f),
            docs,
        });
    }
    // --state FILE: the saved state is the last stub, and the new state is saved after the merge
    let state_file = args.state.as_deref().filter(|s| !s.is_empty());
    if let Some(sf) = state_file {
        if inputs.first().is_some_and(|t| t.docs.len() > 1) {
            eprintln!(
                "state handling not supported for multi documents [{}]",
                files[0]
            );
            return 1;
        }
        if std::path::Path::new(sf).is_file() {
            let text = match crate::host::read_text(sf) {
                Ok(t) => t,
                Err(e) => {
                    eprintln!("error reading state file [{sf}]: {e}");
                    return 1;
                }
            };
            let id = match map.try_add(sf, text.as_str()) {
                Ok(id) => id,
                Err(e) => {
                    eprintln!("error reading state file [{sf}]: {e}");
                    return 1;
                }
            };
            match strata_spiff::load::load(&text, id) {
                Ok(docs) => inputs.push(Input {
                    name: sf.to_string(),
                    dir: dir_of(sf),
                    docs,
                }),
                Err(e) => {
                    eprintln!("error parsing state file [{sf}]: {}", e.message);
                    return 1;
                }
            }
        }
    }
    // in sandbox mode, files may be read from the input files' folders
    let mut roots: Vec<String> = files
        .iter()
        .filter(|f| f.as_str() != "-")
        .map(|f| dir_of(f))
        .collect();
    roots.extend(args.root.iter().cloned());
    roots.dedup();
    // the whole policy is the core's guard: writes follow --allow-exec, as spiff++ (which has
    // no such flag) writes whenever it runs commands
    let host = Guarded::new(
        OsHost::new(),
        Policy {
            allow_exec,
            allow_write: allow_exec,
            sandbox,
            roots,
            allow_interpreter: false,
        },
    );
    let mut session = match Session::new(host)
        .with_sources(map)
        .with_bindings(bindings)
        .with_encryption_key(encryption_key())
        .with_tags(tags)
    {
        Ok(s) if state_file.is_some() => s.with_state(),
        Ok(s) => s,
        Err(e) => {
            eprintln!("{e}");
            return 1;
        }
    };
    let opts = MergeOptions {
        partial,
        preserve_temporary: args.preserve_temporary,
        preserve_escapes: args.preserve_escapes,
        limits: strata_spiff::Limits {
            max_depth: MAX_DEPTH,
            ..strata_spiff::Limits::default()
        },
        features: enabled,
    };
    // the template is consumed: its source tree is freed once its documents are built
    let stubs = inputs.split_off(1);
    let Some(template) = inputs.pop() else {
        return 1;
    };
    // the common case is written while the result is read out of the document, so the
    // result is never held whole; the options that work on the whole value read it first
    let whole = json
        || args.path.as_deref().is_some_and(|p| !p.is_empty())
        || !args.select.is_empty()
        || args.evaluate.is_some()
        || args.split
        || state_file.is_some();
    if !whole {
        let mut out = std::io::BufWriter::new(std::io::stdout().lock());
        return match strata_spiff::merge_owned_to(template, stubs, &opts, &mut session, &mut out) {
            Ok(written) => u8::from(written.and_then(|_| out.flush()).is_err()),
            Err(e) => report_unresolved(&e, &session),
        };
    }
    match strata_spiff::merge_owned(template, stubs, &opts, &mut session) {
        Ok(docs) => {
            let mut out_docs = Vec::with_capacity(docs.len());
            let many = docs.len() > 1;
            for (no, d) in docs.into_iter().enumerate() {
                let which = if many {
                    format!(" (document {})", no + 1)
                } else {
                    String::new()
                };
                let mut d = match select_output(d, args.path.as_deref(), &[], &which) {
                    Ok(d) => d,
                    Err(e) => {
                        eprintln!("{e}");
                        return 1;
                    }
                };
                if let Some(expr) = &args.evaluate {
                    match strata_spiff::evaluate(&d, expr, &opts, &mut session) {
                        Ok(v) => d = v,
                        Err(e) => {
                            eprintln!("{e}");
                            return 1;
                        }
                    }
                }
                match select_output(d, None, &args.select, &which) {
                    Ok(d) => split_into(d, args.split, &mut out_docs),
                    Err(e) => {
                        eprintln!("{e}");
                        return 1;
                    }
                }
            }
            if let Some(sf) = state_file {
                if let Some(state) = session.take_state().first() {
                    if let Err(e) = save_state(sf, state, json) {
                        eprintln!("{e}");
                        return 1;
                    }
                }
            }
            sink(&out_docs, json)
        }
        Err(e) => report_unresolved(&e, &session),
    }
}

/// Prints the report of a merge that left nodes unresolved (exit status 1).
fn report_unresolved(e: &strata_spiff::MergeError, session: &Session) -> u8 {
    let Some(map) = session.sources() else {
        return 1;
    };
    eprint!("{}", e.render(Some(map)));
    // source snippets after the report (its consumers stop at the legend)
    let diags = e.diagnostics(Some(map));
    let shown = diags.len().min(MAX_SNIPPETS);
    eprint!(
        "\n{}",
        strata_core::diagnostic::render_text(
            map,
            &diags[..shown],
            RenderOptions {
                color: color_stderr()
            }
        )
    );
    if diags.len() > shown {
        eprintln!("({} more unresolved nodes not shown)", diags.len() - shown);
    }
    1
}

/// The key of `encrypt`/`decrypt` and `spiff encrypt` when none is given.
fn encryption_key() -> Option<String> {
    std::env::var("SPIFF_ENCRYPTION_KEY")
        .ok()
        .filter(|k| !k.is_empty())
}

/// The global tags of `--tag NAME:FILE`: each file's YAML document as it is (not evaluated).
fn read_tags(defs: &[String]) -> Result<Vec<(String, strata_spiff::Val)>, String> {
    let mut out = Vec::new();
    for def in defs {
        let Some((name, path)) = def.split_once(':').filter(|(n, _)| !n.is_empty()) else {
            return Err("tag file must be preceeded by a tag (<tag>:<path>)".into());
        };
        strata_spiff::check_tag_name(name)
            .map_err(|e| format!("invalid tag name [{name}]: {e}"))?;
        let text = crate::host::read_text(path)
            .map_err(|e| format!("error reading tag file [{path}]: {e}"))?;
        let docs = strata_spiff::load::load(&text, strata_core::FileId(0))
            .map_err(|e| format!("error parsing tag file [{path}]: {}", e.message))?;
        let value = docs
            .first()
            .map(strata_spiff::src_to_value)
            .unwrap_or(strata_core::Value::Null);
        out.push((name.to_string(), strata_spiff::value_to_val(&value)));
    }
    Ok(out)
}

/// The bindings of `--bindings FILE` (a YAML map) and `--define KEY=VALUE` (integers as
/// integers; a dotted key defines a nested field).
fn read_bindings(
    file: Option<&str>,
    defines: &[String],
) -> Result<HashMap<String, strata_spiff::Val>, String> {
    use strata_core::Value;
    let mut root = strata_core::value::Map::new();
    if let Some(f) = file.filter(|f| !f.is_empty()) {
        if std::path::Path::new(f).is_file() {
            let text = crate::host::read_text(f)
                .map_err(|e| format!("error reading bindings file [{f}]: {e}"))?;
            let docs = strata_spiff::load::load(&text, strata_core::FileId(0))
                .map_err(|e| format!("error parsing bindings file [{f}]: {}", e.message))?;
            match docs.first().map(strata_spiff::src_to_value) {
                None | Some(Value::Null) => {}
                Some(Value::Map(m)) => root = (*m).clone(),
                Some(_) => return Err("bindings must be given as map".into()),
            }
        }
    }
    for d in defines {
        let parts: Vec<&str> = d.split('=').collect();
        if parts.len() != 2 {
            return Err(format!("invalid value definition {}", go_quote(d)));
        }
        if parts[0].is_empty() {
            return Err(format!("empty key in value definition {}", go_quote(d)));
        }
        let value = match parts[1].parse::<i64>() {
            Ok(i) => Value::Number(strata_core::Number::Int(i)),
            Err(_) => Value::String(parts[1].into()),
        };
        add_value(&mut root, parts[0], value)
            .map_err(|e| format!("error in value definitions (-D): {e}"))?;
    }
    Ok(root
        .iter()
        .map(|(k, v)| (k.to_string(), strata_spiff::value_to_val(v)))
        .collect())
}

/// Sets the field `name` (dot-separated, `\.` for a dot inside a name) of `m` to `value`.
fn add_value(
    m: &mut strata_core::value::Map,
    name: &str,
    value: strata_core::Value,
) -> Result<(), String> {
    use strata_core::Value;
    // split at dots not preceded by an odd number of backslashes
    let mut comps: Vec<String> = vec![String::new()];
    let mut backslashes = 0usize;
    for c in name.chars() {
        match c {
            '\\' => backslashes += 1,
            '.' => {
                let last = comps.last_mut().expect("one component");
                last.push_str(&"\\".repeat(backslashes / 2));
                if backslashes % 2 == 1 {
                    last.push('.');
                } else {
                    comps.push(String::new());
                }
                backslashes = 0;
            }
            c => {
                let last = comps.last_mut().expect("one component");
                last.push_str(&"\\".repeat(backslashes));
                backslashes = 0;
                last.push(c);
            }
        }
    }
    comps
        .last_mut()
        .expect("one component")
        .push_str(&"\\".repeat(backslashes));
    let (last, path) = comps.split_last().expect("one component");
    fn set(
        m: &mut strata_core::value::Map,
        path: &[String],
        last: &str,
        name: &str,
        value: Value,
    ) -> Result<(), String> {
        let Some((first, rest)) = path.split_first() else {
            m.insert(last.into(), value);
            return Ok(());
        };
        if first.is_empty() {
            return Err(format!("empty path component in {}", go_quote(name)));
        }
        let entry = m
            .entry(first.as_str().into())
            .or_insert_with(|| Value::Map(Default::default()));
        let Value::Map(inner) = entry else {
            return Err(format!("field {} in {name} is no map", go_quote(first)));
        };
        set(std::sync::Arc::make_mut(inner), rest, last, name, value)
    }
    set(m, path, last, name, value)
}

/// `--path` (the value at a path) and `--select` (a map of the values at paths, each under
/// its last path component) as spiff++ applies them to an output document.
fn select_output(
    doc: strata_core::Value,
    path: Option<&str>,
    select: &[String],
    which: &str,
) -> Result<strata_core::Value, String> {
    let mut doc = doc;
    if let Some(p) = path.filter(|p| !p.is_empty()) {
        doc = find_path(&doc, p).ok_or_else(|| format!("path {} not found{which}", go_quote(p)))?;
    }
    if !select.is_empty() {
        let mut m = strata_core::value::Map::new();
        for p in select {
            let v = find_path(&doc, p)
                .ok_or_else(|| format!("path {} not found{which}", go_quote(p)))?;
            let last = p.rsplit('.').next().unwrap_or(p);
            m.insert(last.into(), v);
        }
        doc = strata_core::Value::Map(std::sync::Arc::new(m));
    }
    Ok(doc)
}

/// The value at a dot-separated path: map fields, list entries by index or by `name`.
fn find_path(doc: &strata_core::Value, path: &str) -> Option<strata_core::Value> {
    use strata_core::Value;
    let mut cur = doc.clone();
    for comp in path.split('.').filter(|c| !c.is_empty()) {
        let next = match &cur {
            Value::Map(m) => m.get(comp).cloned(),
            Value::List(l) => match comp.parse::<usize>() {
                Ok(i) => l.get(i).cloned(),
                Err(_) => l
                    .iter()
                    .find(|e| match e {
                        Value::Map(m) => {
                            matches!(m.get("name"), Some(Value::String(n)) if n.as_str() == comp)
                        }
                        _ => false,
                    })
                    .cloned(),
            },
            _ => None,
        };
        cur = next?;
    }
    Some(cur)
}

/// Appends `doc`, or with `--split` each entry of a list, to the output documents.
fn split_into(doc: strata_core::Value, split: bool, out: &mut Vec<strata_core::Value>) {
    match doc {
        strata_core::Value::List(l) if split => out.extend(l.iter().cloned()),
        d => out.push(d),
    }
}

/// Writes documents as `merge` and `convert` print them.
/// Writes the state of a merge to `path` (JSON for `.json`, YAML for `.yaml`/`.yml`, else as
/// the output), keeping the file it replaces as `path.bak`.
fn save_state(path: &str, state: &strata_core::Value, json: bool) -> Result<(), String> {
    let json = if path.ends_with(".yaml") || path.ends_with(".yml") {
        false
    } else {
        json || path.ends_with(".json")
    };
    let text = if json {
        let mut s = strata_core::json::write(state, &strata_core::json::WriteOptions::pretty());
        s.push('\n');
        s
    } else {
        strata_core::yaml::write(state, &strata_core::yaml::WriteOptions::spiff())
    };
    let backup = format!("{path}.bak");
    let had_old = std::path::Path::new(path).is_file();
    if had_old {
        let _ = std::fs::rename(path, &backup);
    }
    if std::fs::write(path, text).is_err() {
        let _ = std::fs::remove_file(path);
        if had_old {
            let _ = std::fs::rename(&backup, path);
        }
        return Err(format!("cannot write state file \"{path}\""));
    }
    Ok(())
}

fn write_output(docs: &[strata_core::Value], json: bool) -> u8 {
    let text = if json {
        let mut s = String::new();
        for d in docs {
            s.push_str(&strata_core::json::write(
                d,
                &strata_core::json::WriteOptions::pretty(),
            ));
            s.push('\n');
        }
        s
    } else {
        strata_core::yaml::write_documents(docs, &strata_core::yaml::WriteOptions::spiff())
    };
    let mut out = std::io::stdout().lock();
    if out
        .write_all(text.as_bytes())
        .and_then(|_| out.flush())
        .is_err()
    {
        return 1;
    }
    0
}

/// `spiff convert`: the template's documents normalised (no evaluation), as YAML or JSON.
fn convert(args: &ConvertArgs) -> u8 {
    let f = &args.files[0];
    let mut stdin_used = false;
    let text = match read_input(f, &mut stdin_used) {
        Ok(t) => t,
        Err(e) => {
            eprintln!("{e}");
            return 1;
        }
    };
    let docs = match strata_spiff::load::load(&text, strata_core::FileId(0)) {
        Ok(d) => d,
        Err(e) => {
            eprintln!("error parsing template [{f}]: {}", e.message);
            return 1;
        }
    };
    let many = docs.len() > 1;
    let mut out = Vec::new();
    for (no, d) in docs.iter().enumerate() {
        let which = if many {
            format!(" (document {})", no + 1)
        } else {
            String::new()
        };
        let v = strata_spiff::src_to_value(d);
        match select_output(v, args.path.as_deref(), &args.select, &which) {
            Ok(v) => split_into(v, args.split, &mut out),
            Err(e) => {
                eprintln!("{e}");
                return 1;
            }
        }
    }
    write_output(&out, args.json)
}

/// `spiff encrypt FILE [KEY] [METHOD]` and `spiff encrypt -d`: the file's text encrypted
/// (it must be YAML) or decrypted with spiff++'s `3DES` method.
fn encrypt(args: &EncryptArgs) -> u8 {
    let f = &args.args[0];
    let mut stdin_used = false;
    let text = match read_input(f, &mut stdin_used) {
        Ok(t) => t,
        Err(e) => {
            eprintln!("error reading data [{f}]: {e}");
            return 1;
        }
    };
    let mut key = encryption_key().unwrap_or_default();
    let mut method = strata_spiff::TRIPLE_DES.to_string();
    match args.args.len() {
        2 if args.args[1] == strata_spiff::TRIPLE_DES => method = args.args[1].clone(),
        2 => key = args.args[1].clone(),
        3 => {
            key = args.args[1].clone();
            method = args.args[2].clone();
        }
        _ => {}
    }
    if key.is_empty() {
        eprintln!("invalid empty encyption key");
        return 1;
    }
    if method != strata_spiff::TRIPLE_DES {
        eprintln!("invalid encyption method {}", go_quote(&method));
        return 1;
    }
    if args.decrypt {
        match strata_spiff::decrypt_text(text.trim(), &key) {
            Ok(t) => {
                println!("{t}");
                0
            }
            Err(e) => {
                eprintln!("error decoding data [{f}]: {e}");
                1
            }
        }
    } else {
        if let Err(e) = strata_spiff::load::load(&text, strata_core::FileId(0)) {
            eprintln!("{f}: {}", e.message);
            return 1;
        }
        match strata_spiff::encrypt_text(&text, &key) {
            Ok(t) => {
                println!("{t}");
                0
            }
            Err(e) => {
                eprintln!("{e}");
                1
            }
        }
    }
}

/// `spiff diff`: the structural differences of two documents streams on standard output.
fn diff(args: &DiffArgs) -> i32 {
    let files = &args.files;
    let color = match diff_color(args) {
        Ok(c) => c,
        Err(e) => {
            eprintln!("{e}");
            return 1;
        }
    };
    let mut map = SourceMap::new();
    let mut docs = Vec::new();
    for (label, f) in ["a", "b"].iter().zip(files.iter()) {
        let text = match crate::host::read_text(f.as_str()) {
            Ok(t) => t,
            Err(e) => {
                eprintln!("error reading file {f}: {e}");
                return 1;
            }
        };
        let id = match map.try_add(f.as_str(), text.as_str()) {
            Ok(id) => id,
            Err(e) => {
                eprintln!("error reading file {f}: {e}");
                return 1;
            }
        };
        let loaded = strata_core::yaml::load(&text, id, &strata_core::yaml::LoadOptions::yaml11())
            .map_err(|e| (e.message.clone(), e.span))
            .and_then(|d| {
                strata_spiff::diff::check_string_keys(&d)
                    .map(|_| d)
                    .map_err(|e| (e.message, e.span))
            });
        match loaded {
            Ok(d) => docs.push(d),
            Err((msg, span)) => {
                let r = map.range(span);
                eprintln!(
                    "error parsing {label} [{f}]: {msg} ({}:{}:{})",
                    r.filename, r.start.line, r.start.column
                );
                return 1;
            }
        }
    }
    let report = strata_spiff::diff::diff(&docs[0], &docs[1])
        .with_names(files[0].as_str(), files[1].as_str());
    print!("{}", report.render(color));
    if args.exit_code && !report.is_empty() {
        1
    } else {
        0
    }
}

/// Whether `spiff diff` colours its output (see [`DiffArgs`]).
fn diff_color(args: &DiffArgs) -> Result<bool, String> {
    use std::io::IsTerminal;
    let auto = || std::env::var_os("NO_COLOR").is_none() && std::io::stdout().is_terminal();
    match args.color.as_deref() {
        _ if args.no_color => Ok(false),
        None | Some("auto") => Ok(auto()),
        Some("always") => Ok(true),
        Some("never") => Ok(false),
        Some(other) => Err(format!(
            "invalid argument {other:?} for \"--color\" flag: expected auto, always or never"
        )),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn write(dir: &std::path::Path, name: &str, text: &str) -> String {
        let p = dir.join(name);
        std::fs::write(&p, text).unwrap_or_default();
        p.to_string_lossy().into_owned()
    }

    fn run(a: &[&str]) -> i32 {
        main(
            std::iter::once("spiff")
                .chain(a.iter().copied())
                .map(OsString::from)
                .collect(),
        )
    }

    #[test]
    fn exec_env_and_read_follow_the_flags() {
        let dir = std::env::temp_dir().join(format!("strata-spiff-cli-{}", std::process::id()));
        let _ = std::fs::create_dir_all(&dir);
        let exec = write(&dir, "exec.yml", "v: (( exec(\"echo\", \"1\") ))\n");
        let env = write(&dir, "env.yml", "v: (( env(\"PATH\") ))\n");
        let plain = write(&dir, "plain.yml", "a: 1\nb: (( a + 1 ))\n");
        let stub = write(&dir, "stub.yml", "a: 5\n");
        let broken = write(&dir, "broken.yml", "a: [\n");
        // exec only when allowed (the variable may be set by the environment running the tests)
        let allowed = std::env::var("STRATA_ALLOW_EXEC").is_ok_and(|v| v == "1" || v == "true");
        assert_eq!(run(&["merge", &exec]), if allowed { 0 } else { 1 });
        assert_eq!(run(&["merge", "--allow-exec", &exec]), 0);
        assert_eq!(run(&["merge", "--allow-exec", "--sandbox", &exec]), 1);
        assert_eq!(run(&["merge", &env]), 0);
        assert_eq!(run(&["m", "--sandbox", &env]), 1);
        assert_eq!(run(&["merge", "--json", &plain, &stub]), 0);
        assert_eq!(run(&["merge", &plain, "--json=false", &stub]), 0);
        assert_eq!(run(&["merge", &broken]), 1);
        let _ = std::fs::remove_dir_all(&dir);
    }

    #[test]
    fn usage_errors_exit_1_as_cobra_does() {
        assert_eq!(run(&["merge", "--bogus", "x.yml"]), 1);
        assert_eq!(run(&["merge"]), 1);
        assert_eq!(run(&["diff", "a.yml"]), 1);
        assert_eq!(run(&["frobnicate"]), 1);
        assert_eq!(run(&["--bogus"]), 1);
    }

    #[test]
    fn help_lists_commands_and_flags() {
        let root = Cli::command();
        let text = help(&root, "spiff");
        assert!(
            text.starts_with("YAML in-domain templating processor\n\nUsage:\n  spiff [command]\n"),
            "{text}"
        );
        assert!(
            text.contains("\n  merge       Merge stub files into a manifest template\n"),
            "{text}"
        );
        assert!(
            text.contains("  -v, --version   version for spiff\n"),
            "{text}"
        );
        let merge = find(&root, "m").expect("merge has the alias m");
        let text = help(merge, "spiff merge");
        assert!(
            text.contains("Usage:\n  spiff merge [flags]\n\nAliases:\n  merge, m\n\nFlags:\n"),
            "{text}"
        );
        assert!(
            text.contains("      --partial                Allow partial evaluation only\n"),
            "{text}"
        );
        assert!(
            text.contains("  -h, --help                   help for merge\n"),
            "{text}"
        );
    }
}
