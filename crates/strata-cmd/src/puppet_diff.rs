//! `strata puppet diff`: what a code change does to a node's catalog, as octocatalog-diff
//! 2.1.0 reports it (same flags for its common use, same JSON and text, same exit codes: 0
//! no difference, 2 differences, 1 error).
//!
//! Either two catalog files (`--from-catalog`/`--to-catalog`), or a control repository
//! (`--basedir`) compiled at two git references (`-f`/`-t`; `.` is the working tree) with
//! strata's compiler: the repository is the environment (`manifests/site.pp`, the
//! `environment.conf` modulepath, its `hiera.yaml`). Git versions are read from the object
//! database (see [`crate::host::git`]), never checked out. `--nodes FILE --facts-dir DIR`
//! diffs a fleet: each version's site manifest parsed once, nodes compiled on all cores.

use crate::host::git::GitTree;
use crate::host::overlay::Overlay;
use crate::host::OsHost;
use crate::puppet_diff_hiera::HieraPath;
use clap::Args;
use std::io::Write;
use std::path::{Path, PathBuf};
use std::sync::Arc;
use strata_core::host::{Guarded, Host, Policy};
use strata_core::value::Value;
use strata_puppet::diff::{self, render, DiffOptions, Entry};

#[derive(Args, Debug)]
pub(crate) struct DiffArgs {
    /// The node to compile (`-n`, as octocatalog-diff).
    #[arg(short = 'n', long = "hostname", value_name = "NODE")]
    hostname: Option<String>,
    /// The control repository (a git checkout; the environment's root).
    #[arg(long, value_name = "DIR")]
    basedir: Option<PathBuf>,
    /// The old version: a git reference (default `origin/master`; `.` is the working tree).
    #[arg(short = 'f', long = "from", value_name = "REF")]
    from: Option<String>,
    /// The new version: a git reference (default and `.`: the working tree).
    #[arg(short = 't', long = "to", value_name = "REF")]
    to: Option<String>,
    /// The old catalog as Puppet JSON (no compile).
    #[arg(long, value_name = "FILE")]
    from_catalog: Option<PathBuf>,
    /// The new catalog as Puppet JSON (no compile).
    #[arg(long, value_name = "FILE")]
    to_catalog: Option<PathBuf>,
    /// Facts for both versions: a YAML/JSON mapping, `puppet facts` output or a
    /// `--- !ruby/object:Puppet::Node::Facts` file.
    #[arg(long, value_name = "FILE")]
    fact_file: Option<PathBuf>,
    /// Facts for the old version only.
    #[arg(long, value_name = "FILE")]
    from_fact_file: Option<PathBuf>,
    /// Facts for the new version only.
    #[arg(long, value_name = "FILE")]
    to_fact_file: Option<PathBuf>,
    /// The global Hiera configuration, relative to the repository (or absolute).
    #[arg(long, value_name = "FILE")]
    hiera_config: Option<String>,
    /// With --hiera-config: the Hiera data directory, relative to the repository, that the
    /// configuration's `datadir` is rewritten to (the default: `hieradata`; see
    /// `puppet_diff_hiera`).
    #[arg(long, value_name = "DIR")]
    hiera_path: Option<String>,
    /// --hiera-path for the old version only.
    #[arg(long, value_name = "DIR")]
    from_hiera_path: Option<String>,
    /// --hiera-path for the new version only.
    #[arg(long, value_name = "DIR")]
    to_hiera_path: Option<String>,
    /// With --hiera-config: keep its `datadir`s as they are.
    #[arg(long)]
    no_hiera_path: bool,
    /// With --hiera-config: the prefix of its `datadir`s that stands for the directory
    /// holding `environments/ENV` (e.g. `/etc/puppetlabs/code`).
    #[arg(long, value_name = "PREFIX")]
    hiera_path_strip: Option<String>,
    /// --hiera-path-strip for the old version only.
    #[arg(long, value_name = "PREFIX")]
    from_hiera_path_strip: Option<String>,
    /// --hiera-path-strip for the new version only.
    #[arg(long, value_name = "PREFIX")]
    to_hiera_path_strip: Option<String>,
    /// No --hiera-path-strip.
    #[arg(long)]
    no_hiera_path_strip: bool,
    /// The environment's name.
    #[arg(long, default_value = "production")]
    environment: String,
    /// Resources to ignore: `Type[Title]` or `Type[Title]::attribute`, comma separated.
    #[arg(long, value_delimiter = ',', value_name = "LIST")]
    ignore: Vec<String>,
    /// Attributes to ignore (`parameters::mode`), comma separated.
    #[arg(long = "ignore-attr", value_delimiter = ',', value_name = "LIST")]
    ignore_attr: Vec<String>,
    /// Compare tags too.
    #[arg(long, overrides_with = "no_include_tags")]
    include_tags: bool,
    #[arg(long, hide = true)]
    no_include_tags: bool,
    /// Show each resource's file and line.
    #[arg(long = "display-source", overrides_with = "no_display_source")]
    display_source: bool,
    #[arg(long = "no-display-source", hide = true)]
    no_display_source: bool,
    /// strata: show where each version defined each changed parameter in the text output
    /// too (with --display-source the JSON output has it as `strata_param_source`).
    #[arg(long = "display-param-source")]
    display_param_source: bool,
    /// Compare the text of files given by `source` (the default).
    #[arg(long, overrides_with = "no_compare_file_text")]
    compare_file_text: bool,
    /// Compare file `source` parameters as they are.
    #[arg(long, hide = true)]
    no_compare_file_text: bool,
    /// Show data type changes such as `"1"` to `1` (the default).
    #[arg(long, overrides_with = "no_display_datatype_changes")]
    display_datatype_changes: bool,
    #[arg(long, hide = true)]
    no_display_datatype_changes: bool,
    /// Show the parameters of added resources in the text output.
    #[arg(long, overrides_with = "no_display_detail_add")]
    display_detail_add: bool,
    #[arg(long, hide = true)]
    no_display_detail_add: bool,
    /// With --display-detail-add: cut long lines at 80 characters (the default).
    #[arg(long, overrides_with = "no_truncate_details")]
    truncate_details: bool,
    #[arg(long, hide = true)]
    no_truncate_details: bool,
    /// text (the default, coloured unless --no-color), json or legacy_json.
    #[arg(long, default_value = "text", value_name = "FORMAT")]
    output_format: String,
    /// Write the diff to FILE.
    #[arg(short = 'o', long = "output-file", value_name = "FILE")]
    output_file: Option<PathBuf>,
    /// Colour the text output (octocatalog-diff's default).
    #[arg(long, overrides_with = "no_color")]
    color: bool,
    /// No colour.
    #[arg(long)]
    no_color: bool,
    /// A header line before the output.
    #[arg(long, value_name = "TEXT")]
    header: Option<String>,
    /// The header `diff FROM/NODE TO/NODE`.
    #[arg(long)]
    default_header: bool,
    /// No header.
    #[arg(long)]
    no_header: bool,
    /// Only errors on standard error.
    #[arg(short = 'q', long)]
    quiet: bool,
    /// Fleet mode: certnames, one per line.
    #[arg(long, value_name = "FILE")]
    nodes: Option<PathBuf>,
    /// Fleet mode: one facts file per certname (`NODE.yaml`, `.yml` or `.json`).
    #[arg(long, value_name = "DIR")]
    facts_dir: Option<PathBuf>,
    /// Fleet mode: how many nodes compile at once (default: the number of CPUs).
    #[arg(short = 'j', long, value_name = "N")]
    jobs: Option<usize>,
    /// Never start Ruby (a module function or template that needs it fails).
    #[arg(long)]
    no_ruby: bool,
    /// Puppet installation flags octocatalog-diff has: accepted and ignored.
    #[arg(long, value_name = "PATH")]
    puppet_binary: Option<String>,
    #[arg(long, value_name = "SCRIPT", hide = true)]
    bootstrap_script: Option<String>,
    #[arg(long, hide = true)]
    bootstrap_then_exit: bool,
    #[arg(long, value_name = "DIR", hide = true)]
    bootstrapped_from_dir: Option<String>,
    #[arg(long, value_name = "DIR", hide = true)]
    bootstrapped_to_dir: Option<String>,
    #[arg(long, hide = true)]
    parallel: bool,
    #[arg(long, hide = true)]
    no_parallel: bool,
    #[arg(short = 'd', long, hide = true)]
    debug: bool,
}

/// A failure, reported as `Error: ...` with exit code 1.
type Fail = String;

/// How one side's `--hiera-config` data directories are rewritten.
fn hiera_path(a: &DiffArgs, is_to: bool) -> Result<HieraPath, Fail> {
    let (path, strip) = if is_to {
        (&a.to_hiera_path, &a.to_hiera_path_strip)
    } else {
        (&a.from_hiera_path, &a.from_hiera_path_strip)
    };
    crate::puppet_diff_hiera::choose(
        path.as_deref().or(a.hiera_path.as_deref()),
        strip.as_deref().or(a.hiera_path_strip.as_deref()),
        a.no_hiera_path,
        a.no_hiera_path_strip,
    )
}

fn note_ignored(a: &DiffArgs) {
    let mut ignored = vec![];
    if a.puppet_binary.is_some() {
        ignored.push("--puppet-binary");
    }
    if a.bootstrap_script.is_some() || a.bootstrap_then_exit {
        ignored.push("--bootstrap-script/--bootstrap-then-exit");
    }
    if a.bootstrapped_from_dir.is_some() || a.bootstrapped_to_dir.is_some() {
        ignored.push("--bootstrapped-{from,to}-dir");
    }
    if a.parallel || a.no_parallel {
        ignored.push("--[no-]parallel");
    }
    if !ignored.is_empty() && !a.quiet {
        eprintln!(
            "Note: strata compiles catalogs itself; ignored: {}",
            ignored.join(", ")
        );
    }
}

/// Whether each changed parameter's definitions are looked up: `--display-source` with JSON
/// output (an extra key), or `--display-param-source`.
fn param_sources(a: &DiffArgs) -> bool {
    a.display_param_source
        || (a.display_source && !a.no_display_source && a.output_format == "json")
}

fn diff_options(a: &DiffArgs) -> Result<DiffOptions, Fail> {
    let mut ignore = Vec::new();
    for i in a.ignore.iter().filter(|i| !i.is_empty()) {
        ignore.push(diff::parse_ignore(i)?);
    }
    for i in a.ignore_attr.iter().filter(|i| !i.is_empty()) {
        ignore.push(diff::parse_ignore_attr(i));
    }
    Ok(DiffOptions {
        include_tags: a.include_tags && !a.no_include_tags,
        ignore,
        suppress_absent_file_details: true,
    })
}

fn header(a: &DiffArgs, node: &str) -> Option<String> {
    if a.no_header {
        return None;
    }
    if a.default_header {
        let side = |r: Option<&str>, d: &str| match r.unwrap_or(d) {
            "." => "current".to_string(),
            r => r.to_string(),
        };
        let (f, t) = if a.from_catalog.is_some() || a.to_catalog.is_some() {
            (side(a.from.as_deref(), "a"), side(a.to.as_deref(), "b"))
        } else {
            (
                side(a.from.as_deref(), "origin/master"),
                side(a.to.as_deref(), "."),
            )
        };
        return Some(format!("diff {f}/{node} {t}/{node}"));
    }
    a.header.clone()
}

/// The rendered output of one node's entries (text: lines joined, no final newline).
fn render_entries(
    a: &DiffArgs,
    entries: &[Entry],
    node: &str,
    dirs: (Option<String>, Option<String>),
) -> Result<String, Fail> {
    let h = header(a, node);
    match a.output_format.as_str() {
        "json" => Ok(render::json(entries, h.as_deref())),
        "legacy_json" => Ok(render::legacy_json(entries, h.as_deref())),
        "text" | "color_text" => {
            let color = !a.no_color;
            // octocatalog-diff compiles in ENV_DIR = BUILD/environments/ENV and strips BUILD
            let shown;
            let entries = if dirs.0.is_some() {
                let prefix = format!("environments/{}/", a.environment);
                let fix = |l: &Option<diff::Location>| {
                    l.clone().map(|mut l| {
                        if let Value::String(f) = &l.file {
                            if !f.starts_with('/') {
                                l.file = Value::string(format!("{prefix}{f}"));
                            }
                        }
                        l
                    })
                };
                shown = entries
                    .iter()
                    .map(|e| Entry {
                        old_loc: fix(&e.old_loc),
                        new_loc: fix(&e.new_loc),
                        ..e.clone()
                    })
                    .collect::<Vec<_>>();
                &shown[..]
            } else {
                entries
            };
            let lines = render::text(
                entries,
                &render::TextOptions {
                    color,
                    header: h,
                    display_source: a.display_source && !a.no_display_source,
                    display_datatype_changes: !a.no_display_datatype_changes,
                    compilation_dirs: dirs,
                    display_detail_add: a.display_detail_add && !a.no_display_detail_add,
                    full_details: a.no_truncate_details,
                    param_sources: a.display_param_source,
                },
            );
            Ok(lines.join("\n"))
        }
        other => Err(format!(
            "Unrecognized --output-format '{other}' (text, json or legacy_json)"
        )),
    }
}

fn read_catalog(p: &Path) -> Result<Value, Fail> {
    let text = std::fs::read_to_string(p)
        .map_err(|e| format!("Could not read catalog {}: {e}", p.display()))?;
    strata_core::json::parse(&text).map_err(|e| {
        let map_pos = {
            let mut map = strata_core::SourceMap::new();
            let id = map.add(p.display().to_string(), text.clone());
            let pos = map.file(id).pos(e.span(id).start);
            (pos.line, pos.column)
        };
        format!(
            "Could not parse catalog {}:{}:{}: {}",
            p.display(),
            map_pos.0,
            map_pos.1,
            e.message
        )
    })
}

/// Writes `text` as octocatalog-diff's printer does: to stdout with a newline unless empty,
/// or to the output file as it is.
fn emit(a: &DiffArgs, text: &str) -> Result<(), Fail> {
    match &a.output_file {
        Some(p) => {
            std::fs::write(p, text).map_err(|e| format!("Cannot write to {}: {e}", p.display()))
        }
        None => {
            if !text.is_empty() {
                let out = std::io::stdout();
                let mut lock = out.lock();
                let _ = writeln!(lock, "{text}");
            }
            Ok(())
        }
    }
}

/// Runs `strata puppet diff`; the exit code.
pub(crate) fn run(a: DiffArgs) -> i32 {
    note_ignored(&a);
    let r = if let Err(e) = hiera_path(&a, false).and(hiera_path(&a, true)) {
        Err(e)
    } else if a.nodes.is_some() {
        fleet(&a)
    } else {
        one(&a)
    };
    match r {
        Ok(code) => code,
        Err(e) => {
            eprintln!("Error: {e}");
            1
        }
    }
}

fn one(a: &DiffArgs) -> Result<i32, Fail> {
    let opts = diff_options(a)?;
    let (entries, dirs, node) = if a.from_catalog.is_some() || a.to_catalog.is_some() {
        let (Some(f), Some(t)) = (&a.from_catalog, &a.to_catalog) else {
            return Err("--from-catalog and --to-catalog go together (strata compiles both sides or neither)".into());
        };
        let from = read_catalog(f)?;
        let to = read_catalog(t)?;
        let node = to
            .as_map()
            .and_then(|m| m.get("name"))
            .and_then(|n| n.as_str())
            .unwrap_or("node")
            .to_string();
        let entries = diff::diff_catalogs(&from, &to, &opts)?;
        (entries, (None, None), node)
    } else {
        let node = a.hostname.clone().ok_or(
            "-n/--hostname is required to compile (or give --from-catalog and --to-catalog)",
        )?;
        let repo = Repo::open(a)?;
        let from_facts = a.from_fact_file.as_ref().or(a.fact_file.as_ref());
        let to_facts = a.to_fact_file.as_ref().or(a.fact_file.as_ref());
        let from_facts = load_facts(from_facts, &node)?;
        let to_facts = load_facts(to_facts, &node)?;
        let entries = repo.diff_node(a, &node, (from_facts, to_facts), &opts, &|label, e| {
            format!("Catalog for {node} failed to compile at {label}: {e}")
        })?;
        let dir = repo.root.clone();
        (entries, (Some(dir.clone()), Some(dir)), node)
    };
    let text = render_entries(a, &entries, &node, dirs)?;
    emit(a, &text)?;
    Ok(if entries.is_empty() { 0 } else { 2 })
}

fn load_facts(p: Option<&PathBuf>, node: &str) -> Result<strata_puppet::value::Val, Fail> {
    match p {
        None => Ok(strata_puppet::facts::minimal_facts(node)),
        Some(p) => {
            let text = std::fs::read_to_string(p)
                .map_err(|e| format!("Could not read fact file {}: {e}", p.display()))?;
            strata_puppet::facts::load_facts(&p.to_string_lossy(), &text, node)
        }
    }
}

/// A version compiling one node for `--display-source`'s provenance.
struct Traced<'a> {
    v: &'a Version,
    a: &'a DiffArgs,
    node: &'a str,
}

impl crate::puppet_diff_source::TracedVersion for Traced<'_> {
    fn compile_traced(
        &self,
        facts: strata_puppet::value::Val,
        resource: (&str, &str),
        then: &mut dyn FnMut(&mut strata_puppet::Compiler<'_>),
    ) -> Result<(), String> {
        self.v
            .compile(self.a, self.node, facts, Some(resource), |c| then(c))
    }

    fn relative_name(&self, file: &str) -> String {
        self.v.relative_name(file)
    }
}

/// The files of one version: the working tree or a git tree.
enum Files {
    Work(Guarded<OsHost>),
    Git(Guarded<GitTree>),
}

/// One side of the diff: its files and its site manifest, parsed once.
struct Version {
    label: String,
    root: String,
    files: Files,
    manifest_text: String,
    parsed: Option<Arc<strata_puppet::parser::Program>>,
    modulepath: Vec<String>,
    /// The new side (a file source it cannot find is an error).
    is_to: bool,
    /// Module files parsed by one compile, reused by the others.
    parses: Arc<strata_puppet::eval::ParseCache>,
    /// `--compare-file-text`: the content each `puppet:///modules/...` source gives (None:
    /// not found), read once per source.
    sources: std::sync::Mutex<std::collections::HashMap<String, Option<Value>>>,
}

struct Repo {
    root: String,
    from: Version,
    to: Version,
}

fn policy(a: &DiffArgs) -> Policy {
    Policy {
        allow_exec: false,
        allow_interpreter: !a.no_ruby,
        ..Policy::default()
    }
}

impl Repo {
    /// `node`'s entries: compiled at both versions (facts for each) and diffed on the
    /// compilers' resources. `fail(label, error)` words a version's failure (its compile
    /// or a file source it cannot find).
    fn diff_node(
        &self,
        a: &DiffArgs,
        node: &str,
        facts: (strata_puppet::value::Val, strata_puppet::value::Val),
        opts: &DiffOptions,
        fail: &dyn Fn(&str, String) -> Fail,
    ) -> Result<Vec<Entry>, Fail> {
        let compare_text = a.compare_file_text || !a.no_compare_file_text;
        let (from, to) = (&self.from, &self.to);
        let from_name = |f: &str| from.file_name(f);
        let to_name = |f: &str| to.file_name(f);
        let from_text = |v: &mut Value| from.file_text(v).map_err(|e| fail(&from.label, e));
        let to_text = |v: &mut Value| to.file_text(v).map_err(|e| fail(&to.label, e));
        let sources = param_sources(a).then(|| facts.clone());
        let diffed = from
            .compile_with(a, node, facts.0, |fc| {
                to.compile_with(a, node, facts.1, |tc| {
                    let old = diff::CompiledSide {
                        compiler: fc,
                        file_name: &from_name,
                        file_source: compare_text.then_some(&from_text as _),
                    };
                    let new = diff::CompiledSide {
                        compiler: tc,
                        file_name: &to_name,
                        file_source: compare_text.then_some(&to_text as _),
                    };
                    diff::diff_compiled(&old, &new, opts)
                })
                .map_err(|e| fail(&to.label, e))
            })
            .map_err(|e| fail(&from.label, e))?;
        let mut entries = diffed??;
        if let Some(facts) = sources {
            let side = |v| Traced { v, a, node };
            crate::puppet_diff_source::add((&side(from), &side(to)), &facts, &mut entries);
        }
        Ok(entries)
    }

    fn open(a: &DiffArgs) -> Result<Repo, Fail> {
        let base = a
            .basedir
            .clone()
            .ok_or("--basedir is required to compile (a git checkout of the control repository)")?;
        let root = std::path::absolute(&base)
            .map_err(|e| format!("Bad --basedir {}: {e}", base.display()))?
            .to_string_lossy()
            .trim_end_matches('/')
            .to_string();
        if !Path::new(&root).is_dir() {
            return Err(format!("--basedir {root} is not a directory"));
        }
        let from = Version::open(
            a,
            &root,
            a.from.as_deref().unwrap_or("origin/master"),
            false,
        )?;
        let to = Version::open(a, &root, a.to.as_deref().unwrap_or("."), true)?;
        Ok(Repo { root, from, to })
    }
}

impl Version {
    fn open(a: &DiffArgs, root: &str, reference: &str, is_to: bool) -> Result<Version, Fail> {
        let files = if reference == "." {
            Files::Work(Guarded::new(OsHost::new(), policy(a)))
        } else {
            Files::Git(Guarded::new(GitTree::open(root, reference)?, policy(a)))
        };
        let host: &dyn Host = match &files {
            Files::Work(h) => h,
            Files::Git(h) => h,
        };
        let manifest = format!("{root}/manifests/site.pp");
        let manifest_text = host
            .read_file(None, &manifest)
            .map(|f| f.text)
            .map_err(|e| format!("No site manifest at {reference}: {e}"))?;
        let parsed = strata_puppet::parser::parse(&manifest_text, strata_core::FileId(0))
            .ok()
            .map(Arc::new);
        let conf = host
            .read_file(None, &format!("{root}/environment.conf"))
            .map(|f| f.text)
            .unwrap_or_default();
        let modulepath = env_modulepath(root, &conf);
        Ok(Version {
            label: reference.to_string(),
            root: root.to_string(),
            files,
            manifest_text,
            parsed,
            modulepath,
            is_to,
            parses: Arc::new(strata_puppet::eval::ParseCache::new()),
            sources: Default::default(),
        })
    }

    fn host(&self) -> &dyn Host {
        match &self.files {
            Files::Work(h) => h,
            Files::Git(h) => h,
        }
    }

    /// Compiles `node`'s catalog and passes the compiler, after its run, to `then`.
    fn compile_with<T>(
        &self,
        a: &DiffArgs,
        node: &str,
        facts: strata_puppet::value::Val,
        then: impl FnOnce(&strata_puppet::Compiler<'_>) -> T,
    ) -> Result<T, Fail> {
        self.compile(a, node, facts, None, |c| then(c))
    }

    fn compile<T>(
        &self,
        a: &DiffArgs,
        node: &str,
        facts: strata_puppet::value::Val,
        trace: Option<(&str, &str)>,
        then: impl FnOnce(&mut strata_puppet::Compiler<'_>) -> T,
    ) -> Result<T, Fail> {
        let hiera_config = a.hiera_config.as_ref().map(|h| {
            if h.starts_with('/') {
                h.clone()
            } else {
                format!("{}/{h}", self.root)
            }
        });
        let ruby = if a.no_ruby {
            None
        } else {
            Some(strata_puppet::ruby::RubyConfig::new("ruby".to_string()))
        };
        let opts = strata_puppet::Options {
            parsed_manifest: self.parsed.clone(),
            node: node.to_string(),
            facts: Some(facts),
            strict: false,
            modulepath: self.modulepath.clone(),
            manifest: format!("{}/manifests/site.pp", self.root),
            extra_manifests: vec![],
            hiera_config,
            environment_dir: Some(self.root.clone()),
            limits: strata_core::budget::Limits::default(),
            ruby,
        };
        let overlay = match &opts.hiera_config {
            Some(p) => self.hiera_overlay(a, p)?,
            None => None,
        };
        let host: &dyn Host = match &overlay {
            Some(o) => o,
            None => self.host(),
        };
        let mut compiler = strata_puppet::Compiler::new(host, &opts);
        compiler.share_parses(self.parses.clone());
        if let Some((ty, title)) = trace {
            compiler.trace_resource(ty, title);
        }
        let run = compiler.run(self.manifest_text.clone());
        compiler.close_ruby();
        if let Err(e) = run {
            return Err(e.render(&node.to_lowercase()));
        }
        Ok(then(&mut compiler))
    }

    /// A source file's name relative to the repository (as the diff names files).
    fn relative_name(&self, f: &str) -> String {
        let prefix = format!("{}/", self.root);
        f.strip_prefix(prefix.as_str()).unwrap_or(f).to_string()
    }

    /// A resource's file name as octocatalog-diff reports it: relative to the repository.
    fn file_name(&self, f: &str) -> Value {
        let prefix = format!("{}/", self.root);
        Value::string(f.strip_prefix(prefix.as_str()).unwrap_or(f))
    }

    /// The `--hiera-config` file `path` with its data directories rewritten as
    /// octocatalog-diff does (None: the file cannot be read, which the compiler reports).
    fn hiera_overlay(&self, a: &DiffArgs, path: &str) -> Result<Option<Overlay<'_>>, Fail> {
        let Ok(file) = self.host().read_file(None, path) else {
            return Ok(None);
        };
        let how = hiera_path(a, self.is_to)?;
        let text = crate::puppet_diff_hiera::rewrite(
            &file.name,
            &file.text,
            &how,
            &self.root,
            &a.environment,
        )?;
        Ok(Some(Overlay {
            inner: self.host(),
            path: strata_core::host::normalize(&strata_core::host::resolve(None, path)),
            text,
        }))
    }

    /// octocatalog-diff's `--compare-file-text`: a file whose `source` is
    /// `puppet:///modules/M/P` (and no `content`) gets the text of the module's `files/P` as
    /// its `content` (`{md5}...` when not ASCII) in place of `source`. A source that is missing
    /// is an error on the new side only.
    fn file_text(&self, r: &mut Value) -> Result<(), Fail> {
        let Value::Map(rm) = r else { return Ok(()) };
        if rm.get("type").and_then(|t| t.as_str()) != Some("File") {
            return Ok(());
        }
        let Some(Value::Map(params)) = rm.get("parameters") else {
            return Ok(());
        };
        if params.contains_key("content") {
            return Ok(());
        }
        let Some(source) = params.get("source") else {
            return Ok(());
        };
        let sources: Vec<&str> = match source {
            Value::String(s) => vec![s.as_str()],
            Value::List(l) => l.iter().filter_map(|x| x.as_str()).collect(),
            _ => return Ok(()),
        };
        let modules: Vec<(&str, &str)> = sources
            .iter()
            .filter_map(|s| s.strip_prefix("puppet:///modules/"))
            .filter_map(|s| s.split_once('/'))
            .filter(|(m, p)| !m.is_empty() && !p.is_empty())
            .collect();
        if modules.is_empty() {
            return Ok(());
        }
        let found = modules
            .iter()
            .find_map(|(module, path)| self.module_file_text(module, path));
        let Some(content) = found else {
            if self.is_to {
                let rm2 = rm.clone();
                let file = rm2.get("file").and_then(|f| f.as_str()).unwrap_or("");
                let file = file
                    .strip_prefix(&format!("{}/", self.root))
                    .unwrap_or(file);
                return Err(format!(
                    "Unable to resolve source=>'{}' in File[{}] ({}:{})",
                    render_ruby_to_s(source),
                    rm2.get("title").and_then(|t| t.as_str()).unwrap_or(""),
                    file,
                    rm2.get("line").map(render_ruby_to_s).unwrap_or_default()
                ));
            }
            return Ok(());
        };
        let rm = Arc::make_mut(rm);
        if let Some(Value::Map(p)) = rm.get_mut("parameters") {
            let p = Arc::make_mut(p);
            p.insert("content".into(), content);
            p.shift_remove("source");
        }
        Ok(())
    }
}

impl Version {
    /// The content `puppet:///modules/MODULE/PATH` gives on this side (its text when ASCII,
    /// else `{md5}` and its digest), read once per version.
    fn module_file_text(&self, module: &str, path: &str) -> Option<Value> {
        let key = format!("{module}/{path}");
        if let Some(known) = self.sources.lock().ok().and_then(|s| s.get(&key).cloned()) {
            return known;
        }
        let host = self.host();
        let content = self.modulepath.iter().find_map(|mp| {
            let bytes = host
                .read_bytes(None, &format!("{mp}/{module}/files/{path}"))
                .ok()?;
            Some(Value::string(match std::str::from_utf8(&bytes) {
                Ok(t) if t.is_ascii() => t.to_string(),
                _ => format!("{{md5}}{}", md5_hex(&bytes)),
            }))
        });
        if let Ok(mut s) = self.sources.lock() {
            s.insert(key, content.clone());
        }
        content
    }
}

fn render_ruby_to_s(v: &Value) -> String {
    match v {
        Value::String(s) => s.to_string(),
        v => {
            let mut s = String::new();
            render::ruby_json(&mut s, v, false, 0);
            s
        }
    }
}

fn md5_hex(data: &[u8]) -> String {
    strata_puppet::diff::md5_hex(data)
}

/// The modulepath of environment.conf (entries relative to the repository, `$basemodulepath`
/// left out), else `modules`.
fn env_modulepath(root: &str, conf: &str) -> Vec<String> {
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
                    .map(|d| {
                        if d.starts_with('/') {
                            d.to_string()
                        } else {
                            strata_core::host::normalize(&format!("{root}/{d}"))
                        }
                    })
                    .collect();
            }
        }
    }
    vec![format!("{root}/modules")]
}

/// One node of the fleet, done in its worker: its rendered diff and whether it changed, or
/// why it failed. Only the text is kept, not the entries (memory stays that of the output).
type NodeResult = Result<(String, bool), Fail>;

/// One group of identical changes (kind, path, old and new values) of the fleet's summary:
/// its summary text (a text line's change or a JSON object), on how many nodes, and where
/// it was first seen (node, entry), which orders the summary as a serial run would.
struct Group {
    shown: String,
    count: usize,
    first: (usize, usize),
}

/// The summary's groups, filled by the workers as nodes finish.
#[derive(Default)]
struct Groups {
    index: std::collections::HashMap<String, usize>,
    list: Vec<Group>,
}

impl Groups {
    /// Counts node `node`'s entries in their groups (a new group gets its summary text).
    fn add(&mut self, node: usize, entries: &[Entry], json: bool) {
        for (j, e) in entries.iter().enumerate() {
            let bare = Entry {
                old_loc: None,
                new_loc: None,
                param_source: None,
                ..e.clone()
            };
            let mut k = String::new();
            render::entry_legacy(&mut k, &bare);
            match self.index.get(&k) {
                Some(&g) => {
                    let g = &mut self.list[g];
                    g.count += 1;
                    g.first = g.first.min((node, j));
                }
                None => {
                    self.index.insert(k, self.list.len());
                    self.list.push(Group {
                        shown: summary_change(&bare, json),
                        count: 1,
                        first: (node, j),
                    });
                }
            }
        }
    }
}

/// A change as the summary shows it: JSON (the entry without locations), or text
/// (`~ Type[title] path: old -> new`).
fn summary_change(e: &Entry, json: bool) -> String {
    if json {
        let mut s = String::new();
        render::entry_json(&mut s, e);
        return s;
    }
    let what = match e.kind {
        '+' => "added".to_string(),
        '-' => "removed".to_string(),
        _ => format!(
            "{}: {} -> {}",
            e.structure().join("::"),
            short(&e.old),
            short(&e.new)
        ),
    };
    format!("{} {}[{}] {what}", e.kind, e.resource_type(), e.title())
}

fn node_facts(dir: Option<&PathBuf>, node: &str) -> Result<strata_puppet::value::Val, Fail> {
    let Some(dir) = dir else {
        return Ok(strata_puppet::facts::minimal_facts(node));
    };
    for ext in ["yaml", "yml", "json"] {
        let p = dir.join(format!("{node}.{ext}"));
        if p.is_file() {
            return load_facts(Some(&p), node);
        }
    }
    Err(format!(
        "No fact file for {node} in {} ({node}.yaml, .yml or .json)",
        dir.display()
    ))
}

fn fleet(a: &DiffArgs) -> Result<i32, Fail> {
    let list = a.nodes.as_ref().ok_or("--nodes is missing")?;
    let text = std::fs::read_to_string(list)
        .map_err(|e| format!("Could not read {}: {e}", list.display()))?;
    let nodes: Vec<String> = text
        .lines()
        .map(str::trim)
        .filter(|l| !l.is_empty() && !l.starts_with('#'))
        .map(|l| l.split_whitespace().next().unwrap_or("").to_string())
        .collect();
    let opts = diff_options(a)?;
    let repo = Repo::open(a)?;
    let threads = a
        .jobs
        .unwrap_or_else(|| std::thread::available_parallelism().map_or(2, |n| n.get()))
        .max(1);
    let dirs = (Some(repo.root.clone()), Some(repo.root.clone()));
    let json = a.output_format.contains("json");
    // an output format strata cannot write is reported once, before any compile
    render_entries(a, &[], "", dirs.clone())?;
    let groups = std::sync::Mutex::new(Groups::default());
    // each worker diffs, renders and counts its node's changes: the entries are dropped
    // there, and nothing but the output is left to do once the pool ends
    let results =
        crate::puppet_pool::parallel(nodes.len(), threads, |_: &mut (), i| -> NodeResult {
            let node = &nodes[i];
            let facts = node_facts(a.facts_dir.as_ref(), node)?;
            let entries = repo.diff_node(a, node, (facts.clone(), facts), &opts, &|label, e| {
                format!("failed to compile at {label}: {e}")
            })?;
            let text = if json || !entries.is_empty() {
                render_entries(a, &entries, node, dirs.clone())?
            } else {
                String::new()
            };
            if let Ok(mut g) = groups.lock() {
                g.add(i, &entries, json);
            }
            Ok((text, !entries.is_empty()))
        })?;
    let results: Vec<NodeResult> = results
        .into_iter()
        .map(|r| r.unwrap_or_else(|| Err("not compiled".into())))
        .collect();
    let mut groups = groups.into_inner().unwrap_or_else(|p| p.into_inner()).list;
    // in first-seen order, as a serial run sees them
    strata_core::sort::sort_by_key(&mut groups, |g| g.first);
    let changed = results
        .iter()
        .filter(|r| r.as_ref().is_ok_and(|(_, changed)| *changed))
        .count();
    let failed: Vec<(&String, &Fail)> = nodes
        .iter()
        .zip(&results)
        .filter_map(|(n, r)| r.as_ref().err().map(|e| (n, e)))
        .collect();
    let out = if json {
        let mut s = String::from("{\"nodes\":{");
        let mut first = true;
        for (n, r) in nodes.iter().zip(&results) {
            let Ok((text, _)) = r else { continue };
            if !first {
                s.push(',');
            }
            first = false;
            render::ruby_json(&mut s, &Value::string(n.as_str()), false, 0);
            s.push(':');
            s.push_str(text);
        }
        s.push_str("},\"summary\":[");
        for (i, g) in groups.iter().enumerate() {
            if i > 0 {
                s.push(',');
            }
            s.push_str("{\"nodes\":");
            s.push_str(&g.count.to_string());
            s.push_str(",\"change\":");
            s.push_str(&g.shown);
            s.push('}');
        }
        s.push_str("],\"failed\":{");
        for (i, (n, e)) in failed.iter().enumerate() {
            if i > 0 {
                s.push(',');
            }
            render::ruby_json(&mut s, &Value::string(n.as_str()), false, 0);
            s.push(':');
            render::ruby_json(&mut s, &Value::string(e.as_str()), false, 0);
        }
        s.push_str("}}");
        s
    } else {
        let mut s = String::new();
        for (n, r) in nodes.iter().zip(&results) {
            if let Ok((text, true)) = r {
                s.push_str(&format!("=== {n}\n"));
                s.push_str(text);
                s.push('\n');
            }
        }
        s.push_str(&format!(
            "=== Summary: {} node(s), {changed} changed, {} unchanged, {} failed\n",
            nodes.len(),
            nodes.len() - changed - failed.len(),
            failed.len()
        ));
        for g in &groups {
            s.push_str(&format!("{:>6} node(s): {}\n", g.count, g.shown));
        }
        for (n, e) in &failed {
            s.push_str(&format!("FAILED {n}: {e}\n"));
        }
        s.trim_end().to_string()
    };
    emit(a, &out)?;
    Ok(if !failed.is_empty() {
        1
    } else if changed > 0 {
        2
    } else {
        0
    })
}

/// A value on one summary line: compact JSON, cut at 60 characters.
fn short(v: &Value) -> String {
    let mut s = String::new();
    render::ruby_json(&mut s, v, false, 0);
    if s.chars().count() > 60 {
        let cut: String = s.chars().take(57).collect();
        return format!("{cut}...");
    }
    s
}
