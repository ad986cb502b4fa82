//! `strata puppet lookup KEY... --node NAME [--facts FILE] [--merge STRATEGY] [--type TYPE]
//! [--default VALUE] [--compile] [--explain] [--explain-options] [--render-as s|json|yaml]`: Hiera keys for a
//! node, as `puppet lookup` prints them (the first key found; its value as YAML by default;
//! with `--explain`, the record of every layer, hierarchy entry and data file the lookup
//! read, as text or as Puppet's explanation hash in JSON or YAML). Exit status 1 when no key
//! is found and there is no default (0 with `--explain`, as Puppet), or the value has the
//! wrong type.

use super::CompileArgs;
use clap::{Args, ValueEnum};
use std::path::PathBuf;
use strata_puppet::lookup::LookupRequest;
use strata_puppet::value::Val;

#[derive(Args, Debug)]
pub(super) struct LookupArgs {
    /// The keys to look up, in order: the first one found wins (dotted keys dig into the
    /// value). None is needed with `--explain-options` alone.
    #[arg(value_name = "KEY")]
    keys: Vec<String>,
    /// The certname whose facts the lookup sees.
    #[arg(long)]
    node: String,
    /// Facts as YAML or JSON (as `strata puppet compile --facts`).
    #[arg(long)]
    facts: Option<PathBuf>,
    /// Merge strategy: first, unique, hash or deep (default: the key's `lookup_options`,
    /// else first).
    #[arg(long, value_enum)]
    merge: Option<MergeArg>,
    /// With `--merge deep`: the prefix that knocks an entry out.
    #[arg(long = "knock-out-prefix", value_name = "PREFIX")]
    knock_out_prefix: Option<String>,
    /// With `--merge deep`: sort merged arrays.
    #[arg(long)]
    sort_merged_arrays: bool,
    /// With `--merge deep`: merge hashes inside arrays.
    #[arg(long)]
    merge_hash_arrays: bool,
    /// Print what the lookup did, layer by layer, as `puppet lookup --explain`.
    #[arg(long)]
    explain: bool,
    /// Print how the `lookup_options` are found, as `puppet lookup --explain-options` (alone:
    /// only that, for the first key's module if it has one; with `--explain`: as `--explain`).
    #[arg(long = "explain-options")]
    explain_options: bool,
    /// The type the value must have (a Puppet type expression, such as `Array[String]`).
    #[arg(long = "type", value_name = "TYPE")]
    value_type: Option<String>,
    /// The value (a string) when no key is found.
    #[arg(long = "default", value_name = "VALUE")]
    default: Option<String>,
    /// Compile the node's catalog first, so that interpolations see the site manifest's
    /// top-scope variables.
    #[arg(long, short = 'c')]
    compile: bool,
    /// Output format (default yaml; s with --explain).
    #[arg(long = "render-as", value_enum)]
    render_as: Option<RenderAs>,
    /// The site manifest (only locates the environment when --environmentpath is not given).
    #[arg(long)]
    manifest: Option<PathBuf>,
    /// Module directories, separated by ':'.
    #[arg(long)]
    modulepath: Option<String>,
    /// The global Hiera configuration.
    #[arg(long = "hiera_config", value_name = "FILE")]
    hiera_config: Option<PathBuf>,
    /// Directory of environments.
    #[arg(long, value_name = "DIR")]
    environmentpath: Option<PathBuf>,
    /// The environment's name (with --environmentpath).
    #[arg(long, default_value = "production")]
    environment: String,
}

#[derive(ValueEnum, Debug, Clone, Copy, PartialEq, Eq)]
enum MergeArg {
    First,
    Unique,
    Hash,
    Deep,
}

#[derive(ValueEnum, Debug, Clone, Copy, PartialEq, Eq)]
enum RenderAs {
    S,
    Json,
    Yaml,
}

/// The compile arguments that locate the environment, modules and facts of a lookup.
fn compile_args(l: &LookupArgs) -> CompileArgs {
    let manifest = l
        .manifest
        .clone()
        .unwrap_or_else(|| match &l.environmentpath {
            Some(p) => p.join(&l.environment).join("manifests"),
            None => PathBuf::from("site.pp"),
        });
    CompileArgs {
        manifest,
        node: Some(l.node.clone()),
        modulepath: l.modulepath.clone(),
        hiera_config: l.hiera_config.clone(),
        environmentpath: l.environmentpath.clone(),
        environment: l.environment.clone(),
        facts: l.facts.clone(),
        facts_dir: None,
        strict: false,
        output: None,
        nodes: None,
        out_dir: None,
        jobs: None,
        allow_exec: false,
        ruby: None,
        no_ruby: false,
        ruby_timeout: 60.0,
        profile: false,
        max_steps: strata_core::budget::DEFAULT_MAX_STEPS,
        max_depth: strata_core::budget::DEFAULT_MAX_DEPTH,
    }
}

/// The merge argument as `puppet lookup` builds it.
fn merge_val(l: &LookupArgs) -> Result<Option<Val>, String> {
    let deep_opts = l.knock_out_prefix.is_some() || l.sort_merged_arrays || l.merge_hash_arrays;
    if deep_opts && l.merge != Some(MergeArg::Deep) {
        return Err("The options --knock-out-prefix, --sort-merged-arrays, and \
                    --merge-hash-arrays are only available with '--merge deep'"
            .into());
    }
    let name = match l.merge {
        None => return Ok(None),
        Some(MergeArg::First) => "first",
        Some(MergeArg::Unique) => "unique",
        Some(MergeArg::Hash) => "hash",
        Some(MergeArg::Deep) => "deep",
    };
    let mut h = indexmap::IndexMap::new();
    h.insert(Val::str("strategy"), Val::str(name));
    if name == "deep" {
        h.insert(
            Val::str("sort_merged_arrays"),
            Val::Bool(l.sort_merged_arrays),
        );
        h.insert(
            Val::str("merge_hash_arrays"),
            Val::Bool(l.merge_hash_arrays),
        );
        if let Some(p) = &l.knock_out_prefix {
            h.insert(Val::str("knockout_prefix"), Val::str(p));
        }
    }
    Ok(Some(Val::hash(h)))
}

/// Runs `strata puppet lookup`.
pub(super) fn lookup(l: LookupArgs) -> i32 {
    let only_options = l.explain_options && !l.explain;
    if l.keys.is_empty() && !only_options {
        eprintln!("Error: No keys were given to lookup.");
        return 1;
    }
    let c = compile_args(&l);
    let merge = match merge_val(&l) {
        Ok(m) => m,
        Err(e) => {
            eprintln!("Error: {e}");
            return 1;
        }
    };
    let opts = match super::options(&c, &l.node, None) {
        Ok(o) => o,
        Err(e) => {
            eprintln!("Error: {e}");
            return 1;
        }
    };
    let compile = if l.compile {
        match super::read_manifest(&c.manifest) {
            Ok(text) => Some(text),
            Err(e) => {
                eprintln!("Error: {e}");
                return 1;
            }
        }
    } else {
        None
    };
    let request = LookupRequest {
        keys: l.keys.clone(),
        merge,
        value_type: l.value_type.clone(),
        default: l.default.as_deref().map(Val::str),
        compile,
        explain: l.explain,
        explain_options: l.explain_options,
    };
    let host = super::host(&c);
    let mut compiler = strata_puppet::Compiler::new(&host, &opts);
    let result = compiler.lookup_request(&request);
    compiler.close_ruby();
    let result = match result {
        Ok(r) => r,
        Err(e) => {
            eprintln!("Error: {}", e.render(&opts.node.to_lowercase()));
            return 1;
        }
    };
    let format = l.render_as.unwrap_or(if l.explain || l.explain_options {
        RenderAs::S
    } else {
        RenderAs::Yaml
    });
    if let Some(x) = result.explanation {
        match format {
            RenderAs::S => print!("{}", x.text()),
            RenderAs::Json => println!("{}", x.to_json()),
            RenderAs::Yaml => print!("{}", x.to_yaml()),
        }
        return 0;
    }
    match result.value {
        Some(v) => {
            let text = render(&v, format);
            print!("{text}");
            if !text.ends_with('\n') {
                println!();
            }
            0
        }
        None => {
            eprintln!(
                "Error: {}",
                strata_puppet::lookup::not_found_message(&l.keys)
            );
            1
        }
    }
}

fn render(v: &Val, format: RenderAs) -> String {
    match format {
        RenderAs::Json => {
            let value = strata_puppet::output::to_catalog_value(v);
            strata_core::json::write(&value, &strata_core::json::WriteOptions::compact())
        }
        RenderAs::S => strata_puppet::lookup::render_s(v),
        RenderAs::Yaml => strata_puppet::lookup::value_to_yaml(v),
    }
}
