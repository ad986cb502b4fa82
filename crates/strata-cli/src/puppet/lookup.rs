//! `strata puppet lookup KEY --node NAME [--facts FILE] [--merge STRATEGY] [--explain]
//! [--render-as s|json|yaml]`: one Hiera key for a node, as `puppet lookup` prints it (the
//! value as YAML by default; with `--explain`, the record of every layer, hierarchy entry and
//! data file the lookup read). Exit status 1 when the key is found nowhere (0 with
//! `--explain`, as Puppet).

use super::CompileArgs;
use clap::{Args, ValueEnum};
use std::path::PathBuf;
use strata_puppet::value::Val;

#[derive(Args, Debug)]
pub(super) struct LookupArgs {
    /// The key to look up (dotted keys dig into the value).
    key: String,
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
    let host = super::host(&c);
    let mut compiler = strata_puppet::Compiler::new(&host, &opts);
    let result = compiler.lookup_key(&l.key, merge.as_ref(), l.explain);
    compiler.close_ruby();
    let result = match result {
        Ok(r) => r,
        Err(e) => {
            eprintln!("Error: {}", e.render(&opts.node.to_lowercase()));
            return 1;
        }
    };
    let format = l.render_as.unwrap_or(if l.explain {
        RenderAs::S
    } else {
        RenderAs::Yaml
    });
    if let Some(text) = result.explanation {
        if format != RenderAs::S {
            eprintln!("Error: strata prints explanations as text only (--render-as s)");
            return 1;
        }
        print!("{text}");
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
        None => 1,
    }
}

fn render(v: &Val, format: RenderAs) -> String {
    match format {
        RenderAs::Json => {
            let value = strata_puppet::output::to_catalog_value(v);
            strata_core::json::write(&value, &strata_core::json::WriteOptions::compact())
        }
        RenderAs::S => match v {
            Val::Str(s) => s.to_string(),
            other => ruby_inspect(other),
        },
        RenderAs::Yaml => psych_yaml(v),
    }
}

/// Ruby's `inspect` of a value (`to_s` of an array or hash).
fn ruby_inspect(v: &Val) -> String {
    match v {
        Val::Array(a) => {
            let items: Vec<String> = a.iter().map(ruby_inspect).collect();
            format!("[{}]", items.join(", "))
        }
        Val::Hash(h) => {
            let items: Vec<String> = h
                .iter()
                .map(|(k, v)| format!("{}=>{}", ruby_inspect(k), ruby_inspect(v)))
                .collect();
            format!("{{{}}}", items.join(", "))
        }
        Val::Undef => "nil".into(),
        Val::Str(s) => quote_double(s),
        Val::Float(f) => strata_puppet::value::float_str(*f),
        other => other.to_display(),
    }
}

/// The YAML document Ruby's Psych writes for `v` (`puppet lookup`'s default output).
fn psych_yaml(v: &Val) -> String {
    let mut out = String::from("---");
    match v {
        Val::Array(a) if !a.is_empty() => {
            out.push('\n');
            yaml_seq(&mut out, a, 0);
        }
        Val::Hash(h) if !h.is_empty() => {
            out.push('\n');
            yaml_map(&mut out, h, 0);
        }
        other => {
            out.push(' ');
            out.push_str(&yaml_scalar(other));
            out.push('\n');
        }
    }
    out
}

fn yaml_seq(out: &mut String, a: &[Val], indent: usize) {
    for x in a {
        out.push_str(&" ".repeat(indent));
        out.push('-');
        yaml_after_indicator(out, x, indent + 2);
    }
}

fn yaml_map(out: &mut String, h: &indexmap::IndexMap<Val, Val>, indent: usize) {
    for (k, x) in h.iter() {
        out.push_str(&" ".repeat(indent));
        out.push_str(&yaml_scalar(k));
        out.push(':');
        match x {
            Val::Array(a) if !a.is_empty() => {
                out.push('\n');
                yaml_seq(out, &a[..], indent);
            }
            Val::Hash(m) if !m.is_empty() => {
                out.push('\n');
                yaml_map(out, m, indent + 2);
            }
            other => {
                out.push(' ');
                out.push_str(&yaml_scalar(other));
                out.push('\n');
            }
        }
    }
}

/// A value after `- `: a nested collection starts on the dash line.
fn yaml_after_indicator(out: &mut String, x: &Val, indent: usize) {
    match x {
        Val::Array(a) if !a.is_empty() => {
            out.push(' ');
            let mut inner = String::new();
            yaml_seq(&mut inner, a, indent);
            out.push_str(inner.trim_start());
        }
        Val::Hash(m) if !m.is_empty() => {
            out.push(' ');
            let mut inner = String::new();
            yaml_map(&mut inner, m, indent);
            out.push_str(inner.trim_start());
        }
        other => {
            out.push(' ');
            out.push_str(&yaml_scalar(other));
            out.push('\n');
        }
    }
}

fn yaml_scalar(v: &Val) -> String {
    match v {
        Val::Undef => String::new(),
        Val::Bool(b) => b.to_string(),
        Val::Int(i) => i.to_string(),
        Val::Float(f) => strata_puppet::value::float_str(*f),
        Val::Array(_) => "[]".into(),
        Val::Hash(_) => "{}".into(),
        Val::Str(s) => yaml_string(s),
        other => yaml_string(&other.to_display()),
    }
}

/// A string as Psych writes it: double-quoted when it starts with a character that is not
/// a word character (and holds no `"`) or is `y`/`n`; single-quoted when it would read back
/// as another type or plain style cannot hold it; else plain.
fn yaml_string(s: &str) -> String {
    if s.chars().any(|c| c.is_control()) {
        return quote_double(s);
    }
    let first = s.chars().next();
    let word = |c: char| c.is_alphanumeric() || c == '_';
    if matches!(s, "y" | "Y" | "n" | "N") || (first.is_some_and(|c| !word(c)) && !s.contains('"')) {
        return quote_double(s);
    }
    let lower = s.to_ascii_lowercase();
    let special = ["", "~", "null", "true", "false", "yes", "no", "on", "off"];
    let numeric = s.parse::<f64>().is_ok()
        || s.starts_with("0x")
        || s.starts_with("0o")
        || (!s.is_empty()
            && s.chars()
                .all(|c| c.is_ascii_digit() || c == ':' || c == '_'));
    let needs_quotes = special.contains(&lower.as_str())
        || numeric
        || first.is_some_and(|c| "-?:,[]{}#&*!|>'\"%@`".contains(c))
        || s.ends_with(' ')
        || s.contains(": ")
        || s.contains(" #")
        || s.ends_with(':');
    if needs_quotes {
        format!("'{}'", s.replace('\'', "''"))
    } else {
        s.to_string()
    }
}

fn quote_double(s: &str) -> String {
    let mut out = String::from("\"");
    for c in s.chars() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            '\n' => out.push_str("\\n"),
            '\t' => out.push_str("\\t"),
            c if c.is_control() => out.push_str(&format!("\\x{:02X}", c as u32)),
            c => out.push(c),
        }
    }
    out.push('"');
    out
}
