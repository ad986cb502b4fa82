//! `strata puppet`: compile Puppet manifests into Puppet 7's JSON catalog.
//!
//! * `compile --manifest FILE --node NAME [--modulepath DIRS] [--facts FILE] [--strict] [-o FILE]`:
//!   prints `Notice: Scope(...): msg` lines and then the catalog as one line of JSON (as
//!   `puppet catalog compile NAME --render-as json`); errors print `Error: ...` with file, line
//!   and column on stderr and exit 1.
//! * `compile --manifest FILE --nodes LIST --out-dir DIR`: compiles every certname of LIST (one
//!   per line, optionally followed by a facts file) on all cores, writes `DIR/<certname>.json`
//!   and prints a summary of the nodes that failed and why.
//! * `parse FILE...`: syntax check (as `puppet parser validate`).

use crate::host::OsHost;
use clap::{Args, Parser, Subcommand};
use std::ffi::OsString;
use std::io::Write;
use std::path::{Path, PathBuf};
use strata_core::host::{Guarded, Policy};
use strata_puppet::{CompileError, Options};

#[derive(Parser, Debug)]
#[command(
    name = "puppet",
    version,
    about = "Compile Puppet manifests into Puppet 7's JSON catalog"
)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand, Debug)]
enum Command {
    /// Compile the catalog of one node (or of every node in --nodes).
    Compile(CompileArgs),
    /// Check the syntax of manifests.
    Parse(ParseArgs),
}

#[derive(Args, Debug)]
struct CompileArgs {
    /// The site manifest.
    #[arg(long)]
    manifest: PathBuf,
    /// The certname to compile for.
    #[arg(long, required_unless_present = "nodes")]
    node: Option<String>,
    /// Module directories, separated by ':'.
    #[arg(long)]
    modulepath: Option<String>,
    /// Facts as YAML or JSON (a mapping of fact names to values).
    #[arg(long)]
    facts: Option<PathBuf>,
    /// Puppet 8 strictness (`--strict error --strict_variables`).
    #[arg(long)]
    strict: bool,
    /// Write the catalog to FILE instead of stdout.
    #[arg(short = 'o', long = "output", value_name = "FILE")]
    output: Option<PathBuf>,
    /// A file listing certnames (one per line, optionally followed by a facts file).
    #[arg(long, requires = "out_dir")]
    nodes: Option<PathBuf>,
    /// Directory for the catalogs of --nodes.
    #[arg(long)]
    out_dir: Option<PathBuf>,
    /// Allow `generate()` to run commands.
    #[arg(long)]
    allow_exec: bool,
    /// Step budget: a compile stops with an error after this many evaluation steps (a
    /// manifest that never ends stops here).
    #[arg(long, default_value_t = strata_core::budget::DEFAULT_MAX_STEPS)]
    max_steps: u64,
    /// Deepest nesting of Puppet function, lambda and template calls.
    #[arg(long, default_value_t = strata_core::budget::DEFAULT_MAX_DEPTH)]
    max_depth: usize,
}

#[derive(Args, Debug)]
struct ParseArgs {
    /// Manifests to check.
    #[arg(required = true)]
    files: Vec<PathBuf>,
}

fn absolute(p: &Path) -> String {
    std::path::absolute(p)
        .unwrap_or_else(|_| p.to_path_buf())
        .to_string_lossy()
        .into_owned()
}

/// Runs `strata puppet` with `args` (`args[0]` is the program name).
pub fn main(args: Vec<OsString>) -> i32 {
    let cli = match Cli::try_parse_from(args) {
        Ok(c) => c,
        Err(e) => {
            let _ = e.print();
            return if e.use_stderr() { 2 } else { 0 };
        }
    };
    match cli.command {
        Command::Parse(p) => parse(p),
        Command::Compile(c) => match &c.nodes {
            Some(list) => compile_many(&c, list),
            None => compile_one(&c),
        },
    }
}

fn parse(p: ParseArgs) -> i32 {
    let mut code = 0;
    for f in &p.files {
        let name = f.to_string_lossy();
        match std::fs::read_to_string(f) {
            Ok(text) => {
                if let Err(e) = strata_puppet::validate(&name, &text) {
                    eprintln!(
                        "Error: Could not parse for environment production: {}",
                        location_text(&e)
                    );
                    code = 1;
                }
            }
            Err(e) => {
                eprintln!("Error: Could not read {name}: {e}");
                code = 1;
            }
        }
    }
    code
}

fn location_text(e: &CompileError) -> String {
    match &e.location {
        Some((f, l, c)) => format!("{} (file: {f}, line: {l}, column: {c})", e.message),
        None => e.message.clone(),
    }
}

fn read_facts(path: &Path) -> Result<strata_puppet::value::Val, String> {
    let text = std::fs::read_to_string(path)
        .map_err(|e| format!("Could not read facts file {}: {e}", path.display()))?;
    let json = path.extension().map(|e| e == "json").unwrap_or(false);
    strata_puppet::parse_facts(&text, json)
        .map_err(|e| format!("Could not parse facts file {}: {e}", path.display()))
}

fn options(c: &CompileArgs, node: &str, facts: Option<&Path>) -> Result<Options, String> {
    let facts = match facts {
        Some(f) => Some(read_facts(f)?),
        None => None,
    };
    let modulepath = c
        .modulepath
        .as_deref()
        .map(|m| {
            m.split(':')
                .filter(|s| !s.is_empty())
                .map(|d| absolute(Path::new(d)))
                .collect()
        })
        .unwrap_or_default();
    Ok(Options {
        parsed_manifest: None,
        node: node.to_string(),
        facts,
        strict: c.strict,
        modulepath,
        manifest: absolute(&c.manifest),
        limits: strata_core::budget::Limits {
            max_steps: c.max_steps,
            max_depth: c.max_depth,
        },
    })
}

/// The host a compile reads through (`generate` runs commands only after `--allow-exec`).
fn host(c: &CompileArgs) -> Guarded<OsHost> {
    Guarded::new(
        OsHost::new(),
        Policy {
            allow_exec: c.allow_exec,
            ..Policy::default()
        },
    )
}

/// Compiles one node, then hands the finished compile (notices, warnings, the catalog
/// writer) to `emit`; a compile error becomes the `Error:` text Puppet prints. `last` says
/// that the process exits right after, so the compiler's memory is left to the OS.
fn compile_with<T>(
    last: bool,
    c: &CompileArgs,
    opts: &Options,
    manifest: String,
    emit: impl FnOnce(&strata_puppet::Compiler<'_>) -> Result<T, String>,
) -> Result<T, String> {
    let host = host(c);
    let mut compiler = strata_puppet::Compiler::new(&host, opts);
    let result = match compiler.run(manifest) {
        Ok(()) => emit(&compiler),
        Err(e) => {
            // Puppet logs the warnings given before the error.
            for w in compiler.warnings() {
                eprintln!("Warning: {w}");
            }
            Err(e.render(&opts.node.to_lowercase()))
        }
    };
    if last {
        // The process ends after this compile: freeing the syntax tree and the catalog piece
        // by piece would only cost time (a tenth of a large compile), so the OS reclaims it.
        std::mem::forget(compiler);
    }
    result
}

/// Writes `Notice: ` lines, then the catalog and a newline, to `w`.
fn write_result(
    w: &mut dyn Write,
    notices: &[String],
    compiler: &strata_puppet::Compiler<'_>,
) -> std::io::Result<()> {
    for n in notices {
        writeln!(w, "Notice: {n}")?;
    }
    compiler.write_catalog(w)?;
    w.write_all(b"\n")?;
    w.flush()
}

fn compile_one(c: &CompileArgs) -> i32 {
    let node = c.node.clone().unwrap_or_default();
    let opts = match options(c, &node, c.facts.as_deref()) {
        Ok(o) => o,
        Err(e) => {
            eprintln!("Error: {e}");
            return 1;
        }
    };
    let manifest = match std::fs::read_to_string(&c.manifest) {
        Ok(t) => t,
        Err(e) => {
            eprintln!(
                "Error: Could not read manifest {}: {e}",
                c.manifest.display()
            );
            return 1;
        }
    };
    // The catalog is written in pieces as it is rendered, never held whole in memory.
    let r = compile_with(true, c, &opts, manifest, |compiler| {
        for w in compiler.warnings() {
            eprintln!("Warning: {w}");
        }
        let stdout = std::io::stdout();
        match &c.output {
            Some(p) => {
                let mut lock = stdout.lock();
                for n in compiler.notices() {
                    let _ = writeln!(lock, "Notice: {n}");
                }
                let _ = lock.flush();
                let file = std::fs::File::create(p)
                    .map_err(|e| format!("Could not write {}: {e}", p.display()))?;
                write_result(&mut std::io::BufWriter::new(file), &[], compiler)
                    .map_err(|e| format!("Could not write {}: {e}", p.display()))
            }
            None => {
                // A closed pipe is not an error of the compile.
                let _ = write_result(
                    &mut std::io::BufWriter::with_capacity(1 << 16, stdout.lock()),
                    compiler.notices(),
                    compiler,
                );
                Ok(())
            }
        }
    });
    match r {
        Ok(()) => 0,
        Err(e) => {
            eprintln!("Error: {e}");
            1
        }
    }
}

fn compile_many(c: &CompileArgs, list: &Path) -> i32 {
    let Some(out_dir) = &c.out_dir else {
        eprintln!("Error: --nodes needs --out-dir");
        return 2;
    };
    let text = match std::fs::read_to_string(list) {
        Ok(t) => t,
        Err(e) => {
            eprintln!("Error: Could not read {}: {e}", list.display());
            return 1;
        }
    };
    let manifest = match std::fs::read_to_string(&c.manifest) {
        Ok(t) => t,
        Err(e) => {
            eprintln!(
                "Error: Could not read manifest {}: {e}",
                c.manifest.display()
            );
            return 1;
        }
    };
    if let Err(e) = std::fs::create_dir_all(out_dir) {
        eprintln!("Error: Could not create {}: {e}", out_dir.display());
        return 1;
    }
    // Parse the site manifest once for every node (it is always the first file, FileId 0).
    let parsed = strata_puppet::parser::parse(&manifest, strata_core::FileId(0))
        .ok()
        .map(std::sync::Arc::new);
    let base = list.parent().unwrap_or(Path::new("."));
    let jobs: Vec<(String, Option<PathBuf>)> = text
        .lines()
        .map(|l| l.trim())
        .filter(|l| !l.is_empty() && !l.starts_with('#'))
        .map(|l| {
            let mut parts = l.split_whitespace();
            let node = parts.next().unwrap_or("").to_string();
            let facts = parts.next().map(|f| base.join(f));
            (node, facts)
        })
        .collect();
    let threads = std::thread::available_parallelism()
        .map(|n| n.get())
        .unwrap_or(2)
        .max(1);
    let next = std::sync::atomic::AtomicUsize::new(0);
    let results: Vec<std::sync::Mutex<Option<Result<(), String>>>> =
        jobs.iter().map(|_| std::sync::Mutex::new(None)).collect();
    std::thread::scope(|s| {
        for _ in 0..threads.min(jobs.len().max(1)) {
            s.spawn(|| loop {
                let i = next.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
                let Some((node, facts)) = jobs.get(i) else {
                    break;
                };
                let r = options(c, node, facts.as_deref()).and_then(|mut opts| {
                    opts.parsed_manifest = parsed.clone();
                    compile_with(false, c, &opts, manifest.clone(), |compiler| {
                        let path = out_dir.join(format!("{node}.json"));
                        let file = std::fs::File::create(&path)
                            .map_err(|e| format!("Could not write {}: {e}", path.display()))?;
                        write_result(&mut std::io::BufWriter::new(file), &[], compiler)
                            .map_err(|e| format!("Could not write {}: {e}", path.display()))
                    })
                });
                if let Ok(mut slot) = results[i].lock() {
                    *slot = Some(r);
                }
            });
        }
    });
    let mut failed = 0;
    for ((node, _), r) in jobs.iter().zip(results) {
        if let Ok(Some(Err(e))) = r.into_inner() {
            failed += 1;
            eprintln!("FAILED {node}: Error: {e}");
        }
    }
    println!("{} nodes compiled, {} failed", jobs.len() - failed, failed);
    if failed > 0 {
        1
    } else {
        0
    }
}
