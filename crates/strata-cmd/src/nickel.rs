//! `strata nickel` / `nickel`: the Nickel command line (`export`, `eval`, `pprint-ast`, `query`,
//! `typecheck`, `doc`, `test`, `format`, `convert`, `repl`, `gen-completions`; `--error-format`,
//! `--color`). Files are read here; the language lives in `strata-nickel`.
//!
//! Exit status: 0 on success, 1 on an evaluation or serialization error, 2 on a usage error.

use clap::{Args, Parser, Subcommand, ValueEnum};
use std::ffi::OsString;
use std::io::Write;
use std::path::PathBuf;
use strata_core::host::{Guarded, Policy};
use strata_nickel::eval::EvalError;
use strata_nickel::value::Value;
use strata_nickel::{EvalLimits, Nickel};

mod convert;
mod doc;
mod doctest;
mod format;
mod markdown;
mod pprint;
mod query;
mod repl;
pub(crate) mod report;

#[derive(Parser, Debug)]
#[command(
    name = "nickel",
    version,
    propagate_version = true,
    about = "Nickel: configuration with merge priorities and contracts (strata)"
)]
struct Cli {
    /// Configure when to output messages in color
    #[arg(long, global = true, value_enum, default_value_t)]
    color: report::Color,
    /// Output error messages in a specific format. The schema of serialized errors reflects the
    /// way they are currently rendered. This schema is not guaranteed to be stable yet.
    #[arg(long, global = true, value_enum, default_value_t)]
    error_format: report::ErrorFormat,
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand, Debug)]
enum Command {
    /// Evaluate the program(s) and export the result.
    Export(ExportArgs),
    /// Evaluate the program(s) and print the result.
    Eval(ExportArgs),
    /// Converts the parsed representation (AST) back to Nickel source code and prints it. Used for
    /// debugging purpose
    PprintAst(PprintAstArgs),
    /// Print the metadata of a field.
    Query(QueryArgs),
    /// Check the program(s) without evaluating them: unbound identifiers and the types of
    /// statically typed code.
    Typecheck(TypecheckArgs),
    /// Print the documentation of the program's fields.
    Doc(DocArgs),
    /// Formats Nickel files
    Format(FormatArgs),
    /// Converts from a plain-data format to Nickel.
    Convert(ConvertArgs),
    /// Starts a REPL session
    Repl(ReplArgs),
    /// Tests the documentation examples in the specified nickel file
    Test(TestArgs),
    /// Generate shell completion files
    GenCompletions(GenCompletionsArgs),
}

#[derive(Args, Debug)]
#[command(group(clap::ArgGroup::new("fmt_or_file").args(["file", "stdin_format"]).required(true)))]
struct ConvertArgs {
    /// Input file. Omit to read from stdin.
    file: Option<PathBuf>,
    /// Specify the format of the input from stdin
    #[arg(long, value_enum, conflicts_with = "file")]
    stdin_format: Option<convert::InputFormat>,
    /// Output file. Standard output by default
    #[arg(short, long)]
    output: Option<PathBuf>,
    /// Skip formatting the output. Useful for batch conversions or when formatted output isn't
    /// needed.
    #[arg(long = "no-formatting")]
    no_formatting: bool,
}

#[derive(Args, Debug)]
struct ReplArgs {
    /// The file the session's history is read from and saved to (default `~/.nickel_history`).
    #[arg(long)]
    history_file: Option<PathBuf>,
}

#[derive(Args, Debug)]
struct PprintAstArgs {
    #[command(flatten)]
    common: CommonArgs,
    /// Performs code transformations before printing
    #[arg(long)]
    transform: bool,
}

#[derive(Args, Debug)]
struct TestArgs {
    #[command(flatten)]
    common: CommonArgs,
}

#[derive(Args, Debug)]
struct GenCompletionsArgs {
    #[arg(value_enum)]
    shell: clap_complete::Shell,
}

#[derive(Args, Debug)]
struct FormatArgs {
    /// Input files, rewritten in place. Omit to read from stdin and write to stdout.
    files: Vec<PathBuf>,
    /// Do not change the input files, instead return non-zero if any of the input file is badly
    /// formatted
    #[arg(long)]
    check: bool,
}

#[derive(Clone, Copy, Debug, ValueEnum)]
enum Format {
    Json,
    Yaml,
    #[value(name = "yaml-documents")]
    YamlDocuments,
    Toml,
    Text,
    Raw,
}

#[derive(Args, Debug)]
pub(crate) struct CommonArgs {
    /// Input files (merged together); standard input when none.
    pub(crate) files: Vec<PathBuf>,
    /// Only this field path (`a.b.c`).
    #[arg(long)]
    pub(crate) field: Option<String>,
    /// Step budget: evaluation stops with an error after this many steps (a program that never
    /// ends stops here).
    #[arg(long, default_value_t = strata_core::budget::DEFAULT_MAX_STEPS)]
    pub(crate) max_steps: u64,
    /// Nesting bound: evaluation nested deeper than this stops with an error.
    #[arg(long, default_value_t = strata_nickel::DEFAULT_LIMITS.max_depth)]
    pub(crate) max_depth: usize,
    /// Memory bound in MiB: evaluation using more stops with an error (a program that
    /// recurses without end stops here, whatever the step budget).
    #[arg(long, value_name = "MIB", default_value_t = 1536)]
    pub(crate) max_memory: u64,
    /// Adds a directory to the import path: an import not found next to the importing file is
    /// looked for in these directories, in order, then in those of `NICKEL_IMPORT_PATH`
    /// (separated by `:`).
    #[arg(long = "import-path", short = 'I', value_name = "DIR")]
    pub(crate) import_path: Vec<PathBuf>,
    /// Applies the contract of this Nickel file to the program (repeatable; in order).
    #[arg(long = "apply-contract", value_name = "FILE")]
    pub(crate) apply_contract: Vec<PathBuf>,
}

/// The common options' defaults.
#[derive(Parser)]
struct DefaultCommon {
    #[command(flatten)]
    common: CommonArgs,
}

/// The import path: `--import-path` directories, then `NICKEL_IMPORT_PATH`'s.
pub(crate) fn import_dirs(common: &CommonArgs) -> Vec<String> {
    let mut dirs: Vec<String> = common
        .import_path
        .iter()
        .map(|p| p.to_string_lossy().into_owned())
        .collect();
    if let Some(v) = std::env::var_os("NICKEL_IMPORT_PATH") {
        dirs.extend(v.to_string_lossy().split(':').map(str::to_string));
    }
    dirs
}

#[derive(Args, Debug)]
struct TypecheckArgs {
    #[command(flatten)]
    common: CommonArgs,
    /// Also check the whole program as a statically typed block.
    #[arg(long)]
    strict_typechecking: bool,
}

#[derive(Args, Debug)]
struct ExportArgs {
    #[command(flatten)]
    common: CommonArgs,
    /// Output format.
    #[arg(long, short = 'f', value_enum, default_value = "json")]
    format: Format,
    /// Write to this file instead of standard output.
    #[arg(long, short = 'o')]
    output: Option<PathBuf>,
    /// Customize mode arguments (`field.path=value`, `--override`, `list`): accepted after `--`.
    #[arg(last = true)]
    customize: Vec<String>,
}

#[derive(Args, Debug)]
struct QueryArgs {
    #[command(flatten)]
    common: CommonArgs,
    /// Print the documentation (with `--contract`, `--type`, `--default` and `--value`: only
    /// the metadata asked for; all of it without any).
    #[arg(long)]
    doc: bool,
    #[arg(long)]
    contract: bool,
    #[arg(long = "type")]
    typ: bool,
    #[arg(long)]
    default: bool,
    #[arg(long)]
    value: bool,
    /// Export the value and all metadata of the field in this format (`markdown`, the
    /// default, is the query printer's text).
    #[arg(long, short, value_enum, conflicts_with_all(["doc", "contract", "typ", "default", "value"]))]
    format: Option<query::QueryFormat>,
}

impl QueryArgs {
    /// The metadata to print: those asked for, or all of them.
    fn attributes(&self) -> query::Attributes {
        if !(self.doc || self.contract || self.typ || self.default || self.value) {
            return query::Attributes::default();
        }
        query::Attributes {
            doc: self.doc,
            contract: self.contract,
            typ: self.typ,
            default: self.default,
            value: self.value,
        }
    }
}

#[derive(Args, Debug)]
struct DocArgs {
    #[command(flatten)]
    common: CommonArgs,
    /// The path of the generated documentation file. Default to `.nickel/doc/<input-file>.md`
    /// for input `<input-file>.ncl`, or to `.nickel/doc/out.md` if the input is read from stdin.
    #[arg(short, long)]
    output: Option<PathBuf>,
    /// Write documentation to stdout. Takes precedence over `output`
    #[arg(long)]
    stdout: bool,
    /// The output format for the generated documentation.
    #[arg(long, value_enum, default_value_t)]
    format: doc::DocFormat,
}

/// Runs the Nickel command line with `args` (`args[0]` is the program name); returns the exit
/// status.
pub fn main(args: Vec<OsString>) -> i32 {
    let cli: Cli = match crate::parse_args(args) {
        Ok(a) => a,
        Err(code) => return code,
    };
    let default_common;
    let common = match &cli.command {
        Command::Format(a) => return run_format(a, cli.error_format, cli.color),
        Command::Convert(a) => return run_convert(a, cli.error_format, cli.color),
        Command::GenCompletions(a) => {
            use clap::CommandFactory;
            let mut cmd = Cli::command();
            clap_complete::generate(a.shell, &mut cmd, "nickel", &mut std::io::stdout());
            return 0;
        }
        Command::Export(a) | Command::Eval(a) => &a.common,
        Command::PprintAst(a) => {
            return pprint::run(&a.common.files, a.transform, cli.error_format, cli.color)
        }
        Command::Repl(_) => {
            // `repl` has none of the common options: their defaults
            default_common = DefaultCommon::parse_from(["nickel"]).common;
            &default_common
        }
        Command::Query(a) => &a.common,
        Command::Typecheck(a) => &a.common,
        Command::Doc(a) => &a.common,
        Command::Test(a) => &a.common,
    };
    let limits = EvalLimits {
        max_steps: common.max_steps,
        max_depth: common.max_depth,
    };
    let max_memory = common.max_memory.saturating_mul(1 << 20);
    let dirs = match cli.command {
        // nickel's REPL has no import path (`NICKEL_IMPORT_PATH` is not read)
        Command::Repl(_) => Vec::new(),
        _ => import_dirs(common),
    };
    // Deep programs need a big stack: evaluation grows it on demand, but run on a thread with
    // a generous initial stack too.
    let cmd = cli.command;
    let report = (cli.error_format, cli.color);
    let spawned = std::thread::Builder::new()
        .stack_size(64 << 20)
        .spawn(move || run(cmd, limits, max_memory, dirs, report));
    match spawned {
        Ok(handle) => handle.join().unwrap_or(1),
        Err(e) => {
            eprintln!("error: cannot start the evaluation thread (64 MiB stack): {e}");
            1
        }
    }
}

/// `nickel format`: each failure reported as nickel reports it; status 1 when any.
fn run_format(a: &FormatArgs, error_format: report::ErrorFormat, color: report::Color) -> i32 {
    let failures = format::run(&a.files, a.check);
    for f in &failures {
        let e = EvalError::new(f.label).note(f.note.clone());
        eprint!(
            "{}",
            report::render(&Default::default(), &e, error_format, color)
        );
    }
    i32::from(!failures.is_empty())
}

/// `nickel convert`: plain data to Nickel source.
fn run_convert(a: &ConvertArgs, error_format: report::ErrorFormat, color: report::Color) -> i32 {
    // the input, for the report of a file it cannot read (underlined where nickel does)
    let mut sources = strata_core::source::SourceMap::new();
    let result = (|| {
        let format = match (&a.file, a.stdin_format) {
            (Some(path), _) => convert::InputFormat::from_path(path).ok_or_else(|| {
                EvalError::new(format!(
                    "could not determine format of input file `{}`",
                    path.display()
                ))
            })?,
            (None, Some(f)) => f,
            (None, None) => return Err(EvalError::new("no input: give a file or --stdin-format")),
        };
        let text = match &a.file {
            Some(path) => crate::host::read_text(path)
                .map_err(|e| EvalError::new("IO error").note(e.to_string()))?,
            None => crate::host::read_stdin_text()
                .map_err(|e| EvalError::new("IO error").note(e.to_string()))?,
        };
        let out = convert::convert(&text, format, !a.no_formatting).map_err(|m| {
            let kind = match format {
                convert::InputFormat::Json => "json",
                convert::InputFormat::Yaml => "yaml",
                convert::InputFormat::Toml => "toml",
                _ => return EvalError::new(m),
            };
            let name = a
                .file
                .as_ref()
                .map_or_else(|| "<stdin>".to_string(), |p| p.display().to_string());
            let file = sources.add(name, text.clone());
            match strata_nickel::export::parse_import_data(kind, &text, file) {
                Err(strata_nickel::export::ImportDataError::Parse(msg, at)) => {
                    EvalError::new(msg).primary(at, "")
                }
                _ => EvalError::new(m),
            }
        })?;
        match &a.output {
            Some(path) => std::fs::write(path, out),
            None => {
                let mut stdout = std::io::stdout().lock();
                stdout
                    .write_all(out.as_bytes())
                    .and_then(|()| stdout.flush())
            }
        }
        .map_err(|e| EvalError::new("IO error").note(e.to_string()))
    })();
    match result {
        Ok(()) => 0,
        Err(e) => {
            eprint!("{}", report::render(&sources, &e, error_format, color));
            1
        }
    }
}

fn typecheck(nk: &mut Nickel, common: &CommonArgs, strict: bool) -> Result<String, EvalError> {
    let check = |nk: &mut Nickel, name: &str, text: &str| {
        if strict {
            nk.check_source_strict(name, text)
        } else {
            nk.check_source(name, text)
        }
    };
    if common.files.is_empty() {
        let text = crate::host::read_stdin_text()
            .map_err(|e| EvalError::new(format!("cannot read standard input: {e}")))?;
        check(nk, "<stdin>", &text)?;
    }
    for f in &common.files {
        let text = crate::host::read_text(f)
            .map_err(|e| EvalError::new(format!("cannot read {}: {e}", f.display())))?;
        check(nk, &f.to_string_lossy(), &text)?;
    }
    Ok(String::new())
}

pub(crate) fn load_inputs(nk: &mut Nickel, common: &CommonArgs) -> Result<Value, EvalError> {
    load_customized(nk, common, &[])
}

/// Loads and merges the inputs, then applies customize-mode assignments (`path=value` at the
/// normal priority, `--override path=value` forced, `@env:VAR` values read from the environment).
fn load_customized(
    nk: &mut Nickel,
    common: &CommonArgs,
    customize: &[String],
) -> Result<Value, EvalError> {
    let mut values = Vec::new();
    if common.files.is_empty() {
        let text = crate::host::read_stdin_text()
            .map_err(|e| EvalError::new(format!("cannot read standard input: {e}")))?;
        values.push(nk.eval_text("<stdin>", text.into(), None)?);
    }
    for f in &common.files {
        let text = crate::host::read_text(f)
            .map_err(|e| EvalError::new(format!("cannot read {}: {e}", f.display())))?;
        // the session keeps the text's only copy (in its source map), until it is parsed: a
        // diagnostic reads the file again, unless it has changed since
        let read_back = crate::host::read_back(f.clone());
        values.push(nk.eval_text(&f.to_string_lossy(), text.into(), read_back)?);
    }
    let mut v = nk.merge_all(values)?;
    // nickel takes the assignments (`path=value`) first, then the overrides (`--override
    // path=value`): each must name a field customize mode can set
    let mut plain = Vec::new();
    let mut forced = Vec::new();
    let mut args = customize.iter();
    while let Some(arg) = args.next() {
        if arg == "list" {
            continue;
        }
        if arg == "--override" {
            if let Some(a) = args.next() {
                forced.push(a.as_str());
            }
        } else if let Some(a) = arg.strip_prefix("--override=") {
            forced.push(a);
        } else {
            plain.push(arg.as_str());
        }
    }
    if !plain.is_empty() || !forced.is_empty() {
        let fields = customizable(nk, &v);
        let known = |list: &[(String, String)], p: &str| list.iter().any(|(q, _)| q == p);
        for arg in &plain {
            let Some((path, _)) = arg.split_once('=') else {
                continue;
            };
            let path = strata_nickel::split_field_path(path).join(".");
            if !known(&fields.inputs, &path) {
                return Err(if known(&fields.overrides, &path) {
                    EvalError::new(format!("invalid assignment: `{path}` isn't an input"))
                } else {
                    EvalError::new(format!("invalid assignment: unknown field `{path}`"))
                });
            }
        }
        for arg in &forced {
            let Some((path, _)) = arg.split_once('=') else {
                continue;
            };
            let path = strata_nickel::split_field_path(path).join(".");
            if !known(&fields.inputs, &path) && !known(&fields.overrides, &path) {
                return Err(EvalError::new(format!(
                    "invalid override: unknown field `{path}`"
                )));
            }
        }
    }
    let ordered = plain
        .iter()
        .map(|a| (false, *a))
        .chain(forced.iter().map(|a| (true, *a)));
    for (force, arg) in ordered {
        let Some((path, value)) = arg.split_once('=') else {
            return Err(EvalError::new(format!(
                "invalid customize argument `{arg}`: expected `field.path=value`"
            )));
        };
        let value = match value.strip_prefix("@env:") {
            Some(var) => {
                let text = nk.env_var(var)?;
                let mut quoted = String::new();
                strata_core::json::write_string(&mut quoted, &text, false);
                quoted.replace("%{", "\\%{")
            }
            None => value.to_string(),
        };
        let parts: Vec<String> = strata_nickel::split_field_path(path)
            .iter()
            .map(|p| {
                let mut q = String::new();
                strata_core::json::write_string(&mut q, p, false);
                q
            })
            .collect();
        let prio = if force { " | force" } else { "" };
        let src = format!("{{ {}{prio} = ({value}) }}", parts.join("."));
        let patch = nk.eval_source(&format!("<command line: {arg}>"), &src)?;
        v = nk.merge_all(vec![v, patch])?;
    }
    // `--apply-contract FILE`: each file's value is a contract on the program, applied in order
    for path in &common.apply_contract {
        let text = crate::host::read_text(path)
            .map_err(|e| EvalError::new(format!("cannot read {}: {e}", path.display())))?;
        let name = path.to_string_lossy().into_owned();
        let contract = nk.eval_text(&name, text.into(), None)?;
        let at = {
            let arg = format!("--apply-contract {name}");
            let len = arg.len() as u32;
            let file = nk.sources.borrow_mut().add("<command line>", arg);
            strata_core::source::Span::new(file, 0, len)
        };
        let label = strata_nickel::value::Label {
            span: at,
            field: None,
            polarity: true,
            static_type: false,
            text: None,
            arrow_depth: 0,
            value_span: None,
            kind_note: None,
            origin: strata_nickel::value::Origin::Unknown,
            hidden_arg: false,
            has_domain: false,
            elements: None,
        };
        let t = strata_nickel::value::Thunk::value(v);
        v = nk
            .eval
            .apply_contract(&contract, &std::rc::Rc::new(label), &t)?;
    }
    if let Some(field) = &common.field {
        v = nk.select_field(v, field)?;
    }
    Ok(v)
}

/// The resident memory of this process (Linux: `/proc/self/statm`), for the memory bound.
fn resident_bytes() -> Option<u64> {
    let statm = std::fs::read_to_string("/proc/self/statm").ok()?;
    let pages: u64 = statm.split_whitespace().nth(1)?.parse().ok()?;
    Some(pages * 4096)
}

/// A Nickel session reading files through the command line's host.
pub(crate) fn session(limits: EvalLimits, max_memory: u64, import_dirs: Vec<String>) -> Nickel {
    // the nickel command line has no `--allow-exec` or `--sandbox`: the default policy (files and
    // the environment readable, nothing run or written), applied as for every command line
    let host = Guarded::new(crate::host::OsHost::new(), Policy::default());
    let mut nk = Nickel::new(Box::new(host), limits);
    let cwd = std::env::current_dir()
        .ok()
        .map(|d| d.to_string_lossy().into_owned());
    nk.set_import_paths(import_dirs, cwd);
    nk.set_memory_limit(resident_bytes, max_memory);
    nk.set_trace_sink(Box::new(|m| eprintln!("std.trace: {m}")));
    nk
}

fn run(
    cmd: Command,
    limits: EvalLimits,
    max_memory: u64,
    import_dirs: Vec<String>,
    (error_format, color): (report::ErrorFormat, report::Color),
) -> i32 {
    let mut nk = session(limits, max_memory, import_dirs);
    let result = match &cmd {
        Command::Export(a) => export(&mut nk, a),
        Command::Eval(a) => eval(&mut nk, a),
        Command::Query(a) => query(&mut nk, a),
        Command::Typecheck(a) => typecheck(&mut nk, &a.common, a.strict_typechecking),
        Command::Doc(a) => doc(&mut nk, a),
        Command::Test(a) => doctests(&mut nk, a),
        Command::Format(a) => return run_format(a, error_format, color),
        Command::Convert(a) => return run_convert(a, error_format, color),
        Command::GenCompletions(_) | Command::PprintAst(_) => return 0,
        Command::Repl(a) => return repl::run(nk, a.history_file.clone(), color),
    };
    // the warnings met on the way come first, each reported as nickel reports them
    let warnings: String = std::mem::take(&mut nk.eval.warnings)
        .iter()
        .map(|w| report::render(&nk.sources.borrow(), w, error_format, color))
        .collect();
    if !warnings.is_empty() {
        eprint!("{warnings}");
    }
    let result = result.map_err(|e| report::render(&nk.sources.borrow(), &e, error_format, color));
    // Deeply nested programs make deeply nested values: the process is about to exit, so skip
    // their recursive destruction (which would need as much stack as building them).
    std::mem::forget(nk);
    match result {
        Ok(text) => {
            print_out(&text);
            0
        }
        Err(e) => {
            eprint!("{e}");
            1
        }
    }
}

/// Writes `text` to standard output and flushes it (a closed pipe ends the output quietly, where
/// `print!` would panic).
fn print_out(text: &str) {
    let mut out = std::io::stdout().lock();
    let _ = out.write_all(text.as_bytes());
    let _ = out.flush();
}

fn export(nk: &mut Nickel, a: &ExportArgs) -> Result<String, EvalError> {
    if a.customize
        .iter()
        .any(|c| c == "--help" || c == "-h" || c == "help")
    {
        return Ok(CUSTOMIZE_HELP.to_string());
    }
    if a.customize.iter().any(|c| c == "list") {
        let v = load_inputs(nk, &a.common)?;
        return Ok(list_fields(nk, &v));
    }
    let v = load_customized(nk, &a.common, &a.customize)?;
    let fmt = match a.format {
        Format::Json => "json",
        Format::Yaml => "yaml",
        Format::YamlDocuments => "yaml-documents",
        Format::Toml => "toml",
        Format::Text => "text",
        Format::Raw => "raw",
    };
    // the text goes to its destination as it is produced (it can be far larger than the value)
    let result = match &a.output {
        Some(path) => {
            let mut file = OutputFile { path, file: None };
            nk.export_to(&v, fmt, &mut file)
                .map_err(|e| match file.file {
                    Some(Err(io)) => {
                        EvalError::new(format!("cannot write {}: {io}", path.display()))
                    }
                    _ => e,
                })
        }
        None => nk.export_to(&v, fmt, &mut unbuffered_stdout()),
    };
    std::mem::forget(v);
    result.map(|()| String::new())
}

/// `nickel eval`: the value printed in Nickel syntax, with its fields' metadata.
fn eval(nk: &mut Nickel, a: &ExportArgs) -> Result<String, EvalError> {
    if a.customize
        .iter()
        .any(|c| c == "list" || c == "--help" || c == "-h" || c == "help")
    {
        // the same listing as `export`'s
        return export(nk, a);
    }
    let v = load_customized(nk, &a.common, &a.customize)?;
    // forced as nickel forces it (`not_exported` fields too, in its order) before printing
    nk.force_all(&v)?;
    let mut out = std::io::BufWriter::new(std::io::stdout().lock());
    let result = nk.eval_write(&v, &mut out);
    std::mem::forget(v);
    result.map(|()| String::new())
}

/// Standard output without its line buffer: every export format writes in chunks of 64 KiB
/// (`strata_nickel::export`'s sink), which `std::io::stdout()` would search for their last
/// newline (37% of the time of the 5 GB export of BENCHMARKS.md's 50,000-deep literal, whose
/// output is mostly indentation). On Unix a duplicate of descriptor 1; elsewhere the locked
/// standard output.
fn unbuffered_stdout() -> Box<dyn Write> {
    let stdout = std::io::stdout();
    // what was printed before goes first
    let _ = stdout.lock().flush();
    #[cfg(unix)]
    {
        use std::os::fd::AsFd;
        if let Ok(fd) = stdout.as_fd().try_clone_to_owned() {
            return Box::new(std::fs::File::from(fd));
        }
    }
    Box::new(stdout.lock())
}

/// The `-o` file, created at the first write (an export that fails leaves no file behind).
struct OutputFile<'a> {
    path: &'a std::path::Path,
    file: Option<std::io::Result<std::fs::File>>,
}

impl OutputFile<'_> {
    fn get(&mut self) -> std::io::Result<&mut std::fs::File> {
        let path = self.path;
        match self.file.get_or_insert_with(|| std::fs::File::create(path)) {
            Ok(f) => Ok(f),
            Err(e) => Err(std::io::Error::new(e.kind(), e.to_string())),
        }
    }
}

impl Write for OutputFile<'_> {
    fn write(&mut self, buf: &[u8]) -> std::io::Result<usize> {
        self.get()?.write(buf)
    }
    fn flush(&mut self) -> std::io::Result<()> {
        // an empty output still makes the file
        self.get()?.flush()
    }
}

fn query(nk: &mut Nickel, a: &QueryArgs) -> Result<String, EvalError> {
    if a.common.field.is_none() {
        // nickel warns before it reads the program: a failing program still gets the warning
        nk.eval.warnings.push(empty_query_path());
    }
    let mut values = Vec::new();
    for f in &a.common.files {
        let text = crate::host::read_text(f)
            .map_err(|e| EvalError::new(format!("cannot read {}: {e}", f.display())))?;
        // the session keeps the text's only copy (in its source map; the query shows parts
        // of it)
        values.push(nk.eval_text(&f.to_string_lossy(), text.into(), None)?);
    }
    let root = nk.merge_all(values)?;
    let field = match &a.common.field {
        Some(path) => query_field(nk, root, path)?,
        None => {
            // the whole value, as a field without metadata (its fields are listed)
            strata_nickel::value::Field {
                meta: Default::default(),
                def: None,
                value: Some(strata_nickel::value::Thunk::value(root)),
                span: nk.eval.nowhere,
                dynamic: false,
                ord: 0,
            }
        }
    };
    if let Some(f) = a.format.filter(|f| *f != query::QueryFormat::Markdown) {
        return query::metadata(nk, &field, f);
    }
    // nickel's query printer (its `markdown` format, the default)
    let (text, found) = query::render(nk, &field, a.attributes())?;
    if !found {
        eprintln!("No metadata found for this field.");
    }
    Ok(text)
}

/// The field at `path` (dot-separated, quoted parts allowed) of `root`.
fn query_field(
    nk: &mut Nickel,
    root: Value,
    path: &str,
) -> Result<strata_nickel::value::Field, EvalError> {
    let parts = strata_nickel::split_field_path(path);
    let (last, init) = parts
        .split_last()
        .ok_or_else(|| EvalError::new("empty field path"))?;
    let mut cur = root;
    for p in init {
        let nowhere = nk.eval.nowhere;
        cur = nk.eval.field_access(cur, p, None, nowhere, nowhere)?;
    }
    let Value::Record(r) = cur else {
        let mut e = EvalError::new("tried to query field of a non-record");
        if let Some(at) = nk.eval.root_span {
            e = e.primary(
                at,
                format!(
                    "tried to query field `{last}`, but the expression has type {}",
                    cur.type_name()
                ),
            );
        }
        return Err(e);
    };
    r.fields
        .get(last.as_str())
        .cloned()
        .ok_or_else(|| EvalError::new(format!("missing field `{last}`")))
}

/// nickel's warning for a query without `--field`.
fn empty_query_path() -> EvalError {
    let mut w = EvalError::new("empty query path")
        .note(
            "You queried a value without requesting a specific field path. This operation \
             can't find any metadata, beside listing the fields of a record.",
        )
        .note("Try to query the root configuration and provide a query path instead.")
        .note(
            "For example, instead of querying the expression \
             `(import \"config.ncl\").module.input` with an empty path, query `config.ncl` \
             with the `module.input` path: \n`nickel query config.ncl --field module.input",
        );
    w.warning = true;
    w
}

/// The fields customize mode can set, as nickel finds them: the leaves of the record (a field
/// whose value is a record is gone into), each an input (no definition, or a `default` one:
/// `path=value` sets it) or overridable (`--override path=value`), with the text of its type
/// and contract annotations (`Number,String`).
struct Customizable {
    inputs: Vec<(String, String)>,
    overrides: Vec<(String, String)>,
}

fn customizable(nk: &mut Nickel, v: &Value) -> Customizable {
    fn walk(nk: &mut Nickel, v: &Value, prefix: &str, out: &mut Customizable, depth: usize) {
        let Value::Record(r) = v else { return };
        if depth > 64 {
            return;
        }
        for (k, f) in r.fields.iter() {
            let path = if prefix.is_empty() {
                k.to_string()
            } else {
                format!("{prefix}.{k}")
            };
            let forced = f.value.as_ref().map(|t| nk.eval.force(t));
            if let Some(Ok(sub @ Value::Record(_))) = &forced {
                if matches!(sub, Value::Record(r) if !r.fields.is_empty()) {
                    walk(nk, sub, &path, out, depth + 1);
                    continue;
                }
            }
            // a field without a value whose contract is a record: its fields, as nickel
            // gathers a field's interface from its contracts too
            if f.value.is_none() {
                let mut from_contract = false;
                for pc in f.meta.contracts.clone() {
                    if let Ok(c @ Value::Record(_)) = nk.eval.force(&pc.contract) {
                        if matches!(&c, Value::Record(r) if !r.fields.is_empty()) {
                            walk(nk, &c, &path, out, depth + 1);
                            from_contract = true;
                        }
                    }
                }
                if from_contract {
                    continue;
                }
            }
            // as nickel prints the types of its labels
            let text = |s: &strata_core::source::Span| {
                strata_nickel::pretty::annotation_text(&nk.sources, *s)
            };
            let mut annots: Vec<String> = f.meta.typ.iter().map(text).collect();
            annots.extend(f.meta.contract_spans.iter().map(text));
            let annots = annots.join(",");
            let input = f.value.is_none()
                || matches!(f.meta.priority, Some(strata_nickel::ast::Priority::Bottom));
            if input {
                out.inputs.push((path, annots));
            } else {
                out.overrides.push((path, annots));
            }
        }
    }
    let mut out = Customizable {
        inputs: Vec::new(),
        overrides: Vec::new(),
    };
    walk(nk, v, "", &mut out, 0);
    out
}

/// `-- list`: the input fields and the overridable ones, sorted, with their annotations.
fn list_fields(nk: &mut Nickel, v: &Value) -> String {
    let c = customizable(nk, v);
    let show = |fields: &[(String, String)]| {
        let mut lines: Vec<String> = fields
            .iter()
            .map(|(p, a)| {
                if a.is_empty() {
                    format!("- {p}\n")
                } else {
                    format!("- {p}: <{a}>\n")
                }
            })
            .collect();
        strata_core::sort::sort(&mut lines);
        lines.concat()
    };
    let mut out = String::from("Input fields:\n");
    out.push_str(&show(&c.inputs));
    out.push_str("\nOverridable fields (require `--override`):\n");
    out.push_str(&show(&c.overrides));
    out.push_str("\nUse the `query` subcommand to print a detailed description of a specific field. See `nickel help query`.\n");
    out
}

/// The help of customize mode (`-- --help`), as nickel 1.18 prints it.
const CUSTOMIZE_HELP: &str = "Customize a Nickel configuration through the command line

Usage: customize-mode [OPTIONS] [FIELD_PATH=NICKEL_EXPRESSION]... [COMMAND]

Commands:
  list  List the input fields and the overridable fields of the configuration
  help  Print this message or the help of the given subcommand(s)

Arguments:
  [FIELD_PATH=NICKEL_EXPRESSION]...
          Assign a valid Nickel expression to an input field of the configuration. The new value
          will be merged with the configuration with priority 0 (the one assigned by default in
          Nickel when no explicit merge priority is provided).
          
          Assignment can only set input fields, that is fields without definition or fields with a
          default value. To override an existing value, use `--override` instead.
          
          Note that you might have to escape special characters or enclose assignments in quotes to
          prevent shell interpretation.
          
          Example: `nickel eval config.ncl -- 'http.enabled=\"yes\"' protocol=\\'ftp`
          
          In addition to Nickel values, the left hand side of the assignment can be a special
          expression introduced by the `@` sigil, with the syntax
          `@<selector>[/<attribute>]:<argument>`.
          
          Example: `nickel eval config.ncl -- vars.home=@env:HOME vars.path=@env:PATH`

Options:
      --override <FIELD_PATH=NICKEL_EXPRESSION>
          Override any field of the configuration with a valid Nickel expression. The new value will
          be merged with the configuration with a `force` priority.
          
          Note that you might have to escape special characters or enclose assignments in quotes to
          prevent shell interpretation.
          
          Example: `-- input.value=false --override m.count=2 --override m.type=\\'server`

  -h, --help
          Print help (see a summary with '-h')

WARNING: Customize mode is experimental. Its interface is subject to breaking changes.
";

/// `nickel test`: the report goes to standard output; failures make the run fail.
fn doctests(nk: &mut Nickel, a: &TestArgs) -> Result<String, EvalError> {
    let registry = std::rc::Rc::new(std::cell::RefCell::new(
        strata_nickel::doctest::Registry::default(),
    ));
    nk.set_doctests(Some(registry.clone()));
    let v = match load_inputs(nk, &a.common) {
        Ok(v) => v,
        // arrays merged whose elements differ: to nickel an array whose elements are checked
        // when read, so not a record, and there is nothing to test
        Err(e) if e.elements_unequal => return Ok(String::new()),
        Err(e) => return Err(e),
    };
    let (report, failures) = doctest::run(nk, &v, &registry)?;
    if failures == 0 {
        return Ok(report);
    }
    print_out(&report);
    eprintln!("{failures} failures");
    Err(EvalError::new("tests failed"))
}

fn doc(nk: &mut Nickel, a: &DocArgs) -> Result<String, EvalError> {
    let v = load_inputs(nk, &a.common)?;
    let out = match (&v, a.format) {
        (Value::Record(r), doc::DocFormat::Json) => doc::json(nk, r),
        (Value::Record(r), doc::DocFormat::Markdown) => doc::markdown(nk, r),
        _ => {
            return Err(EvalError::new("no documentation found")
                .note("documentation can only be collected from a record."))
        }
    };
    doc::deliver(
        out,
        a.stdout,
        a.output.as_deref(),
        a.common.files.first().map(PathBuf::as_path),
        a.format,
    )
}
