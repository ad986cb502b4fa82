//! `strata puppet`: compile Puppet manifests into Puppet 7's JSON catalog.
//!
//! * `compile --manifest FILE --node NAME [--modulepath DIRS] [--facts FILE] [--strict] [-o FILE]`:
//!   prints `Notice: Scope(...): msg` lines and then the catalog as one line of JSON (as
//!   `puppet catalog compile NAME --render-as json`); errors print `Error: ...` with file, line
//!   and column on stderr and exit 1.
//! * `compile --manifest FILE --nodes LIST --out-dir DIR [--facts-dir DIR]`: compiles every
//!   certname of LIST (one per line, optionally followed by a facts file; else
//!   `<certname>.yaml|json` of --facts-dir) on all cores, writes `DIR/<certname>.json` and
//!   prints a summary of the nodes that failed and why.
//! * `parse FILE...`: syntax check (as `puppet parser validate`).
//! * `lookup KEY --node NAME ...`: one Hiera key, as `puppet lookup` (module `lookup`).

use crate::host::OsHost;
use clap::{Args, Parser, Subcommand};
use std::ffi::OsString;
use std::io::Write;
use std::path::{Path, PathBuf};
use strata_core::host::{Guarded, Policy};
use strata_puppet::{CompileError, Options};

mod lookup;

#[derive(Parser, Debug)]
#[command(
    name = "puppet",
    version,
    propagate_version = true,
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
    /// Look one Hiera key up for a node (as `puppet lookup`, also `--explain`).
    Lookup(lookup::LookupArgs),
    /// Diff two catalogs, or one node (or a fleet) at two versions of a control repository,
    /// as octocatalog-diff.
    Diff(Box<crate::puppet_diff::DiffArgs>),
}

#[derive(Args, Debug)]
pub(crate) struct CompileArgs {
    /// The site manifest.
    #[arg(long)]
    manifest: PathBuf,
    /// The certname to compile for.
    #[arg(long, required_unless_present = "nodes")]
    node: Option<String>,
    /// Module directories, separated by ':' (default: the environment.conf `modulepath` of
    /// the environment, else its `modules` directory).
    #[arg(long)]
    modulepath: Option<String>,
    /// The global Hiera configuration (Hiera 5, or 3); without it there is no global layer.
    #[arg(long = "hiera_config", value_name = "FILE")]
    hiera_config: Option<PathBuf>,
    /// Directory of environments: the environment is DIR/<--environment>, whose hiera.yaml
    /// is the environment data layer. Without it, the directory holding the site manifest's
    /// `manifests/` directory is the environment.
    #[arg(long, value_name = "DIR")]
    environmentpath: Option<PathBuf>,
    /// The environment's name (with --environmentpath).
    #[arg(long, default_value = "production")]
    environment: String,
    /// Facts as YAML or JSON: a mapping of fact names to values, `puppet facts` output
    /// (`{name, values}`, also puppetserver's YAML cache) or a PuppetDB export (facts,
    /// factsets or inventory; the node's certname is picked). Without --facts (and
    /// --facts-dir) the node gets only the facts its certname implies: clientcert, fqdn
    /// (the certname), hostname (its first label), domain (the rest) and networking.{fqdn,
    /// hostname,domain}, with a warning; no OS or kernel facts are invented.
    #[arg(long)]
    facts: Option<PathBuf>,
    /// For --nodes: a directory of facts files, one per certname (`<certname>.yaml`,
    /// `.yml` or `.json`, as puppetserver's YAML cache and octocatalog-diff keep them).
    #[arg(long, value_name = "DIR")]
    facts_dir: Option<PathBuf>,
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
    /// For --nodes: how many nodes compile at once (default: the number of CPUs). Each
    /// worker keeps one Ruby companion for all its nodes.
    #[arg(short = 'j', long, value_name = "N", requires = "nodes")]
    jobs: Option<usize>,
    /// Allow `generate()` (and module Ruby) to run commands.
    #[arg(long)]
    allow_exec: bool,
    /// The Ruby interpreter for modules' own Ruby functions and ERB templates outside
    /// strata's native evaluator (default: `ruby` on PATH).
    #[arg(long, value_name = "PATH", conflicts_with = "no_ruby")]
    ruby: Option<String>,
    /// Never start Ruby: a call that needs it is an error.
    #[arg(long)]
    no_ruby: bool,
    /// Seconds one request to the Ruby companion may take before it is stopped.
    #[arg(long, default_value_t = 60.0, value_name = "SECONDS")]
    ruby_timeout: f64,
    /// Print how many calls went to Ruby and their time (on standard error).
    #[arg(long)]
    profile: bool,
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
    let cli: Cli = match crate::parse_args(args) {
        Ok(a) => a,
        Err(code) => return code,
    };
    match cli.command {
        Command::Parse(p) => parse(p),
        Command::Lookup(l) => lookup::lookup(l),
        Command::Diff(d) => crate::puppet_diff::run(*d),
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
        match crate::host::read_text(f) {
            Ok(text) => {
                let report = strata_puppet::validate_report(&name, &text);
                for w in &report.warnings {
                    eprintln!("Warning: {w}");
                }
                // one error is raised; several are each logged, then Puppet gives up
                match report.errors.as_slice() {
                    [] => {}
                    [e] => eprintln!(
                        "Error: Could not parse for environment production: {}",
                        location_text(e)
                    ),
                    errors => {
                        for e in errors {
                            eprintln!("Error: {}", location_text(e));
                        }
                        eprintln!(
                            "Error: Language validation logged {} errors. Giving up",
                            errors.len()
                        );
                    }
                }
                if !report.errors.is_empty() {
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
        Some((f, l, 0)) => format!("{} (file: {f}, line: {l})", e.message),
        Some((f, l, c)) => format!("{} (file: {f}, line: {l}, column: {c})", e.message),
        None => e.message.clone(),
    }
}

fn read_facts(path: &Path, node: &str) -> Result<strata_puppet::value::Val, String> {
    let text = crate::host::read_text(path)
        .map_err(|e| format!("Could not read facts file {}: {e}", path.display()))?;
    strata_puppet::facts::load_facts(&path.to_string_lossy(), &text, node)
}

/// The facts file of `node`: the one given on its --nodes line, else `<certname>.yaml|.yml|
/// .json` in --facts-dir, else --facts.
fn facts_file(c: &CompileArgs, node: &str, listed: Option<&Path>) -> Option<PathBuf> {
    if let Some(p) = listed {
        return Some(p.to_path_buf());
    }
    if let Some(dir) = &c.facts_dir {
        for ext in ["yaml", "yml", "json"] {
            let p = dir.join(format!("{node}.{ext}"));
            if p.is_file() {
                return Some(p);
            }
        }
    }
    c.facts.clone()
}

fn options(c: &CompileArgs, node: &str, facts: Option<&Path>) -> Result<Options, String> {
    let facts = match facts_file(c, node, facts) {
        Some(f) => {
            let v = read_facts(&f, node)?;
            let has_cert = matches!(&v, strata_puppet::value::Val::Hash(h)
                if h.contains_key(&strata_puppet::value::Val::str("clientcert")));
            if !has_cert {
                // Puppet's compile takes $trusted['certname'] from the facts' clientcert.
                eprintln!(
                    "Warning: The facts of node {node} ({}) have no clientcert: \
                     $trusted['certname'] and $clientcert are unset, as in Puppet",
                    f.display()
                );
            }
            Some(v)
        }
        None => {
            eprintln!(
                "Warning: No facts given for node {node}: it gets only the facts its certname \
                 implies (clientcert, fqdn, hostname, domain, networking); pass --facts FILE"
            );
            Some(strata_puppet::facts::minimal_facts(node))
        }
    };
    let env_dir = environment_dir(c);
    let modulepath = match c.modulepath.as_deref() {
        Some(m) => m
            .split(':')
            .filter(|s| !s.is_empty())
            .map(|d| absolute(Path::new(d)))
            .collect(),
        None => env_dir.as_deref().map(env_modulepath).unwrap_or_default(),
    };
    Ok(Options {
        parsed_manifest: None,
        node: node.to_string(),
        facts,
        strict: c.strict,
        modulepath,
        manifest: absolute(&main_manifest(&c.manifest)),
        extra_manifests: manifest_files(&c.manifest)?
            .iter()
            .skip(1)
            .map(|p| absolute(p))
            .collect(),
        hiera_config: c.hiera_config.as_deref().map(absolute),
        environment_dir: env_dir.as_deref().map(absolute),
        limits: strata_core::budget::Limits {
            max_steps: c.max_steps,
            max_depth: c.max_depth,
        },
        ruby: ruby_config(c),
    })
}

/// The Ruby companion's interpreter: `--ruby`, else `ruby` on PATH; none with `--no-ruby`
/// or when there is no Ruby.
fn ruby_config(c: &CompileArgs) -> Option<strata_puppet::ruby::RubyConfig> {
    if c.no_ruby {
        return None;
    }
    let interpreter = match &c.ruby {
        Some(p) => p.clone(),
        None => {
            let path = std::env::var_os("PATH")?;
            let found = std::env::split_paths(&path)
                .map(|d| d.join("ruby"))
                .find(|p| p.is_file())?;
            found.to_string_lossy().into_owned()
        }
    };
    let mut cfg = strata_puppet::ruby::RubyConfig::new(interpreter);
    cfg.allow_exec = c.allow_exec;
    if c.ruby_timeout.is_finite() && c.ruby_timeout > 0.0 {
        cfg.timeout = std::time::Duration::from_secs_f64(c.ruby_timeout.min(86_400.0));
    }
    Some(cfg)
}

/// The site manifest files: the file itself, or a directory's `.pp` files in sorted order
/// (as Puppet reads a manifests directory).
fn manifest_files(m: &Path) -> Result<Vec<PathBuf>, String> {
    if !m.is_dir() {
        return Ok(vec![m.to_path_buf()]);
    }
    let mut files: Vec<PathBuf> = std::fs::read_dir(m)
        .map_err(|e| format!("Could not read manifest directory {}: {e}", m.display()))?
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.is_file() && p.extension().is_some_and(|x| x == "pp"))
        .collect();
    strata_core::sort::sort(&mut files);
    Ok(files)
}

/// The first site manifest file (for a directory without `.pp` files: the directory's
/// `site.pp`, which is then empty).
fn main_manifest(m: &Path) -> PathBuf {
    manifest_files(m)
        .ok()
        .and_then(|f| f.into_iter().next())
        .unwrap_or_else(|| m.join("site.pp"))
}

/// The text of the first site manifest file.
fn read_manifest(m: &Path) -> Result<String, String> {
    let main = main_manifest(m);
    if m.is_dir() && !main.exists() {
        return Ok(String::new());
    }
    crate::host::read_text(&main)
        .map_err(|e| format!("Could not read manifest {}: {e}", main.display()))
}

/// The environment directory: `--environmentpath`/`--environment`, else the directory that
/// holds the site manifest's `manifests/` directory (None when the manifest is elsewhere).
fn environment_dir(c: &CompileArgs) -> Option<PathBuf> {
    if let Some(p) = &c.environmentpath {
        return Some(p.join(&c.environment));
    }
    let m = std::path::absolute(&c.manifest).ok()?;
    let dir = if m.is_dir() {
        m
    } else {
        m.parent()?.to_path_buf()
    };
    if dir.file_name()? == "manifests" {
        return dir.parent().map(Path::to_path_buf);
    }
    None
}

/// The modulepath of an environment: its environment.conf `modulepath` (entries relative
/// to the environment, `$basemodulepath` left out), else its `modules` directory.
fn env_modulepath(env: &Path) -> Vec<String> {
    let conf = crate::host::read_text(env.join("environment.conf")).unwrap_or_default();
    for line in conf.lines() {
        let line = line.trim();
        if line.starts_with('#') {
            continue;
        }
        if let Some((k, v)) = line.split_once('=') {
            if k.trim() == "modulepath" {
                return v
                    .trim()
                    .split(':')
                    .filter(|d| !d.is_empty() && !d.contains('$'))
                    .map(|d| absolute(&env.join(d)))
                    .collect();
            }
        }
    }
    vec![absolute(&env.join("modules"))]
}

/// The host a compile reads through (`generate` runs commands only after `--allow-exec`).
fn host(c: &CompileArgs) -> Guarded<OsHost> {
    Guarded::new(
        OsHost::new(),
        Policy {
            allow_exec: c.allow_exec,
            allow_interpreter: !c.no_ruby,
            ..Policy::default()
        },
    )
}

/// Compiles one node, then hands the finished compile (notices, warnings, the catalog
/// writer) to `emit`; a compile error becomes the `Error:` text Puppet prints. `last` says
/// that the process exits right after, so the compiler's memory is left to the OS.
/// `companion` is a worker's slot for a Ruby companion kept between compiles (--nodes): the
/// compile uses the one in it, and leaves its own there.
fn compile_with<T>(
    last: bool,
    companion: Option<&mut Option<strata_puppet::ruby::Companion>>,
    c: &CompileArgs,
    opts: &Options,
    manifest: String,
    emit: impl FnOnce(&strata_puppet::Compiler<'_>) -> Result<T, String>,
) -> Result<T, String> {
    let host = host(c);
    let mut compiler = strata_puppet::Compiler::new(&host, opts);
    let mut companion = companion;
    if let Some(kept) = companion.as_mut().and_then(|slot| slot.take()) {
        compiler.reuse_companion(kept);
    }
    let run = compiler.run(manifest);
    match companion {
        Some(slot) => *slot = compiler.take_companion(),
        None => compiler.close_ruby(),
    }
    if c.profile {
        let (calls, time) = compiler.ruby_profile();
        eprintln!(
            "Profile: {calls} call(s) went to Ruby, {:.3} ms",
            time.as_secs_f64() * 1000.0
        );
    }
    let result = match run {
        Ok(()) => emit(&compiler),
        Err(e) => {
            // Puppet logs the warnings given before the error.
            for w in compiler.warnings() {
                eprintln!("Warning: {w}");
            }
            let mut text = e.render(&opts.node.to_lowercase());
            if let Some(site) = compiler.ruby_raise_site(&e) {
                // Puppet shows Ruby's backtrace only with --trace; its first module frame is
                // what a user needs to find the raise, on a line of its own.
                text.push_str("\n  raised in Ruby at ");
                text.push_str(site);
            }
            Err(text)
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
    let opts = match options(c, &node, None) {
        Ok(o) => o,
        Err(e) => {
            eprintln!("Error: {e}");
            return 1;
        }
    };
    let manifest = match read_manifest(&c.manifest) {
        Ok(t) => t,
        Err(e) => {
            eprintln!("Error: {e}");
            return 1;
        }
    };
    // The catalog is written in pieces as it is rendered, never held whole in memory.
    let r = compile_with(true, None, c, &opts, manifest, |compiler| {
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

/// Compiles the node of `c` for `strata explain puppet`: `prepare` runs on the compiler
/// before the compile, `after` on the finished one. A compile error is Puppet's text.
pub(crate) fn compile_to_explain<T>(
    c: &CompileArgs,
    prepare: impl FnOnce(&mut strata_puppet::Compiler<'_>),
    after: impl FnOnce(&mut strata_puppet::Compiler<'_>) -> Result<T, String>,
) -> Result<T, String> {
    if c.nodes.is_some() {
        return Err("strata explain puppet explains the catalog of one --node".into());
    }
    let node = c.node.clone().unwrap_or_default();
    let opts = options(c, &node, None)?;
    let manifest = read_manifest(&c.manifest)?;
    let host = host(c);
    let mut compiler = strata_puppet::Compiler::new(&host, &opts);
    prepare(&mut compiler);
    let run = compiler.run(manifest);
    compiler.close_ruby();
    match run {
        Ok(()) => after(&mut compiler),
        Err(e) => Err(e.render(&opts.node.to_lowercase())),
    }
}

fn compile_many(c: &CompileArgs, list: &Path) -> i32 {
    let Some(out_dir) = &c.out_dir else {
        eprintln!("Error: --nodes needs --out-dir");
        return 2;
    };
    let text = match crate::host::read_text(list) {
        Ok(t) => t,
        Err(e) => {
            eprintln!("Error: Could not read {}: {e}", list.display());
            return 1;
        }
    };
    let manifest = match read_manifest(&c.manifest) {
        Ok(t) => t,
        Err(e) => {
            eprintln!("Error: {e}");
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
    let threads = c
        .jobs
        .unwrap_or_else(|| {
            std::thread::available_parallelism()
                .map(|n| n.get())
                .unwrap_or(2)
        })
        .max(1);
    let results = match crate::puppet_pool::parallel(jobs.len(), threads, |companion, i| {
        let (node, facts) = &jobs[i];
        options(c, node, facts.as_deref()).and_then(|mut opts| {
            opts.parsed_manifest = parsed.clone();
            compile_with(
                false,
                Some(companion),
                c,
                &opts,
                manifest.clone(),
                |compiler| {
                    let path = out_dir.join(format!("{node}.json"));
                    let file = std::fs::File::create(&path)
                        .map_err(|e| format!("Could not write {}: {e}", path.display()))?;
                    write_result(&mut std::io::BufWriter::new(file), &[], compiler)
                        .map_err(|e| format!("Could not write {}: {e}", path.display()))
                },
            )
        })
    }) {
        Ok(r) => r,
        Err(e) => {
            eprintln!("Error: {e}");
            return 1;
        }
    };
    let mut failed = 0;
    for ((node, _), r) in jobs.iter().zip(results) {
        if let Some(Err(e)) = r {
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
