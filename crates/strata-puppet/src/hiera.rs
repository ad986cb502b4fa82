//! Hiera 5: the data that `lookup()`, the `hiera_*` functions and automatic class parameter
//! lookup find, and module file access for `file()`, `epp()` and `template()`.
//!
//! A key is looked up in three layers, in this order: the global layer (`--hiera_config`
//! FILE; none by default), the environment layer (the environment directory's `hiera.yaml`)
//! and the module layer (the `hiera.yaml` of the module the key's namespace names; a module
//! without one has no data, as in Puppet). Each layer is a hierarchy of levels; a level reads
//! its `path`, `paths`, `glob`, `globs` or `mapped_paths` locations under its `datadir`
//! (relative to the `hiera.yaml`), with `yaml_data`, `json_data` or `eyaml_lookup_key`
//! (PKCS7 values decrypted with the level's `pkcs7_*` options: [`eyaml`]). Version 3 global
//! configurations (`:backends:`, `:hierarchy:`, the `:eyaml:` backend) are read too.
//!
//! `lookup_options` (from every layer, the module's only for its own keys; keys starting
//! with `^` are patterns) give a key its merge (`first`, `unique`, `hash`, `deep` with
//! deep_merge's options) and `convert_to`. Values are interpolated as Hiera does: `%{var}`,
//! `%{::var}`, `%{facts.x}`, `%{trusted.certname}`, `%{scope('v')}`, `%{lookup('k')}`,
//! `%{hiera('k')}`, `%{alias('k')}` (the whole string: keeps the value's type) and
//! `%{literal('%')}`.

use crate::eval::{issue, Compiler, Flow, PErr, ScopeId, R};
pub use crate::value::from_core;
use crate::value::Val;
use indexmap::IndexMap;
use std::sync::Arc;
use strata_core::{FileId, Span};

mod explain;
mod eyaml;
pub(crate) mod state;

use explain::provider_step;
pub use explain::value_to_yaml;
pub(crate) use explain::{Explainer, Item, Step};
pub(crate) use state::Merge;
use state::{Backend, Layer, Level, Locations};

/// Parses YAML or JSON data text into a Puppet value; errors give the line and column.
pub fn parse_data(text: &str, json: bool) -> Result<Val, String> {
    let line_col = |byte: usize| {
        let before = &text[..byte.min(text.len())];
        let line = before.matches('\n').count() + 1;
        let col = before
            .rsplit('\n')
            .next()
            .map(|l| l.chars().count())
            .unwrap_or(0)
            + 1;
        format!("(line: {line}, column: {col})")
    };
    if json {
        return strata_core::json::parse(text)
            .map(|v| from_core(&v))
            .map_err(|e| format!("{} {}", e.message, line_col(e.offset)));
    }
    let opts = strata_core::yaml::LoadOptions::psych();
    let docs = strata_core::yaml::load_values(text, FileId(0), &opts)
        .map_err(|e| format!("{} {}", e.message, line_col(e.span.start as usize)))?;
    Ok(docs.first().map(from_core).unwrap_or(Val::Undef))
}

impl Merge {
    /// The merge a `merge` argument or lookup option names (a string or `{strategy => ..}`).
    pub(crate) fn from_val(v: &Val) -> Result<Option<Merge>, String> {
        let (name, opts) = match v {
            Val::Undef => return Ok(None),
            Val::Str(s) => (s.to_string(), None),
            Val::Hash(h) => (
                h.get(&Val::str("strategy"))
                    .map(|s| s.to_display())
                    .unwrap_or_default(),
                Some(h.clone()),
            ),
            other => return Err(format!("Unknown merge strategy {}", other.to_display())),
        };
        let opt = |k: &str| opts.as_ref().and_then(|h| h.get(&Val::str(k)).cloned());
        Ok(Some(match name.as_str() {
            "first" => Merge::First,
            "unique" => Merge::Unique,
            "hash" => Merge::Hash,
            "deep" => Merge::Deep {
                knockout_prefix: opt("knockout_prefix").map(|v| v.to_display()),
                merge_hash_arrays: opt("merge_hash_arrays").is_some_and(|v| v.truthy()),
                sort_merged_arrays: opt("sort_merged_arrays").is_some_and(|v| v.truthy()),
            },
            other => return Err(format!("Unknown merge strategy: '{other}'")),
        }))
    }

    fn convert(&self, v: Val) -> Val {
        match self {
            Merge::Unique => match v {
                Val::Array(a) => {
                    let mut out = Vec::new();
                    flatten_into(&a, &mut out);
                    Val::array(out)
                }
                other => Val::array(vec![other]),
            },
            _ => v,
        }
    }

    /// Merges `high` (found first, higher priority) with `low`.
    fn merge(&self, high: Val, low: Val) -> Val {
        match self {
            Merge::First => high,
            Merge::Unique => {
                let mut out: Vec<Val> = Vec::new();
                for x in [self.convert(high), self.convert(low)] {
                    if let Val::Array(a) = x {
                        for v in a.iter() {
                            if !out.contains(v) {
                                out.push(v.clone());
                            }
                        }
                    }
                }
                Val::array(out)
            }
            Merge::Hash => match (high, low) {
                (Val::Hash(h), Val::Hash(l)) => {
                    let mut out = (*l).clone();
                    for (k, v) in h.iter() {
                        out.insert(k.clone(), v.clone());
                    }
                    Val::hash(out)
                }
                (h, _) => h,
            },
            Merge::Deep { .. } => self.deep(high, low),
        }
    }

    /// deep_merge's `deep_merge!(source, dest)` with `preserve_unmergeables` off.
    fn deep(&self, source: Val, dest: Val) -> Val {
        let Merge::Deep {
            knockout_prefix,
            merge_hash_arrays,
            sort_merged_arrays,
        } = self
        else {
            return source;
        };
        let ko = knockout_prefix.as_deref().filter(|k| !k.is_empty());
        match (source, dest) {
            (Val::Undef, d) => d,
            (s, Val::Undef) | (s, Val::Bool(false)) => s,
            (Val::Hash(s), Val::Hash(d)) => {
                let mut out = (*d).clone();
                for (k, v) in s.iter() {
                    if let (Some(p), Val::Str(text)) = (ko, v) {
                        if **text == *p {
                            out.shift_remove(k);
                            continue;
                        }
                    }
                    let merged = match out.get(k) {
                        Some(dv) if dv.truthy() => self.deep(v.clone(), dv.clone()),
                        _ => self.deep(v.clone(), Val::Undef),
                    };
                    out.insert(k.clone(), merged);
                }
                Val::hash(out)
            }
            (Val::Array(s), Val::Array(d)) => {
                let mut src: Vec<Val> = s.to_vec();
                let mut dst: Vec<Val> = d.to_vec();
                if let Some(p) = ko {
                    if src.iter().any(|x| matches!(x, Val::Str(t) if **t == *p)) {
                        dst.clear();
                        src.retain(|x| !matches!(x, Val::Str(t) if **t == *p));
                    }
                    src.retain(|x| {
                        if let Val::Str(t) = x {
                            if let Some(item) = t.strip_prefix(p) {
                                dst.retain(
                                    |d| !matches!(d, Val::Str(dt) if **dt == *item || **dt == **t),
                                );
                                return false;
                            }
                        }
                        true
                    });
                }
                let all_hashes = |v: &[Val]| v.iter().all(|x| matches!(x, Val::Hash(_)));
                let mut out = if *merge_hash_arrays && all_hashes(&src) && all_hashes(&dst) {
                    let mut list: Vec<Val> = Vec::new();
                    for (i, dv) in dst.iter().enumerate() {
                        let sv = src.get(i).cloned().unwrap_or(Val::hash(IndexMap::new()));
                        list.push(self.deep(sv, dv.clone()));
                    }
                    list.extend(src.iter().skip(dst.len()).cloned());
                    list
                } else {
                    let mut list: Vec<Val> = Vec::new();
                    for x in dst.into_iter().chain(src) {
                        if !list.contains(&x) {
                            list.push(x);
                        }
                    }
                    list
                };
                if *sort_merged_arrays {
                    strata_core::sort::sort_by_key(&mut out, |a| a.to_display());
                }
                Val::array(out)
            }
            (s, _) => s,
        }
    }
}

fn flatten_into(a: &[Val], out: &mut Vec<Val>) {
    for x in a {
        match x {
            Val::Array(inner) => flatten_into(inner, out),
            other => {
                if !out.contains(other) {
                    out.push(other.clone())
                }
            }
        }
    }
}

fn get<'a>(h: &'a IndexMap<Val, Val>, k: &str) -> Option<&'a Val> {
    h.get(&Val::str(k))
        .or_else(|| h.get(&Val::str(&format!(":{k}"))))
}

fn join(dir: &str, p: &str) -> String {
    if p.starts_with('/') || dir.is_empty() {
        p.to_string()
    } else {
        format!("{}/{}", dir.trim_end_matches('/'), p)
    }
}

fn parent(path: &str) -> String {
    match path.rfind('/') {
        Some(0) => "/".into(),
        Some(i) => path[..i].to_string(),
        None => ".".into(),
    }
}

/// Parses a `hiera.yaml` (version 5, or 3 for the global layer).
fn parse_config(path: &str, text: &str, module: bool) -> Result<Layer, PErr> {
    let cfg = parse_data(text, false).map_err(|e| PErr::located_in_text(format!("{path}: {e}")))?;
    let root = parent(path);
    let Val::Hash(cfg) = cfg else {
        // An empty file or one without a hash is Hiera 3's default.
        return Ok(v3_layer(path, &root, &IndexMap::new()));
    };
    let version = get(&cfg, "version")
        .map(|v| v.to_display())
        .unwrap_or_else(|| "3".into());
    if version != "5" {
        if module || version != "3" {
            // Puppet's LookupError (HieraConfig.create), raised outside the evaluator
            return Err(PErr::located_in_text(format!(
                "This runtime does not support hiera.yaml version {version} (file: {path})"
            ))
            .outside());
        }
        return Ok(v3_layer(path, &root, &cfg));
    }
    // Without `defaults`, Puppet's are `datadir: data` and `data_hash: yaml_data`.
    let defaults = match get(&cfg, "defaults") {
        Some(Val::Hash(d)) => (**d).clone(),
        Some(_) => IndexMap::new(),
        None => IndexMap::from([
            (Val::str("datadir"), Val::str("data")),
            (Val::str("data_hash"), Val::str("yaml_data")),
        ]),
    };
    let levels = |key: &str| -> Result<Vec<Level>, PErr> {
        let mut out = Vec::new();
        let Some(Val::Array(hs)) = get(&cfg, key) else {
            return Ok(out);
        };
        for h in hs.iter() {
            let Val::Hash(h) = h else { continue };
            out.push(level(path, &root, h, &defaults)?);
        }
        Ok(out)
    };
    let hierarchy = if cfg.contains_key(&Val::str("hierarchy")) {
        levels("hierarchy")?
    } else {
        vec![Level {
            name: "Common".into(),
            backend: Backend::Yaml,
            datadir: join(&root, "data"),
            locations: Locations::Paths(vec!["common.yaml".into()]),
            ext: None,
            options: IndexMap::new(),
        }]
    };
    Ok(Layer {
        config: path.to_string(),
        version: 5,
        levels: hierarchy,
        default_levels: if module {
            levels("default_hierarchy")?
        } else {
            Vec::new()
        },
    })
}

fn level(
    path: &str,
    root: &str,
    h: &IndexMap<Val, Val>,
    defaults: &IndexMap<Val, Val>,
) -> Result<Level, PErr> {
    let name = h
        .get(&Val::str("name"))
        .map(|v| v.to_display())
        .unwrap_or_default();
    let pick = |k: &str| h.get(&Val::str(k)).or_else(|| defaults.get(&Val::str(k)));
    let backend = if let Some(f) = h.get(&Val::str("data_hash")).or_else(|| {
        if h.contains_key(&Val::str("lookup_key")) || h.contains_key(&Val::str("data_dig")) {
            None
        } else {
            defaults.get(&Val::str("data_hash"))
        }
    }) {
        match f.to_display().as_str() {
            "yaml_data" => Backend::Yaml,
            "json_data" => Backend::Json,
            other => Backend::Other(other.to_string()),
        }
    } else if let Some(f) = pick("lookup_key").or_else(|| pick("data_dig")) {
        match f.to_display().as_str() {
            "eyaml_lookup_key" => Backend::Eyaml,
            other => Backend::Other(other.to_string()),
        }
    } else {
        // Puppet's LookupError, raised outside the evaluator
        return Err(PErr::located_in_text(format!(
            "One of data_hash, lookup_key, data_dig, or hiera3_backend must be defined in hierarchy '{name}' (file: {path})"
        ))
        .outside());
    };
    let datadir = join(
        root,
        &pick("datadir")
            .map(|v| v.to_display())
            .unwrap_or_else(|| "data".into()),
    );
    let strs = |v: &Val| match v {
        Val::Array(a) => a.iter().map(|x| x.to_display()).collect(),
        other => vec![other.to_display()],
    };
    let locations = if let Some(p) = h.get(&Val::str("path")) {
        Locations::Paths(vec![p.to_display()])
    } else if let Some(p) = h.get(&Val::str("paths")) {
        Locations::Paths(strs(p))
    } else if let Some(p) = h.get(&Val::str("glob")) {
        Locations::Globs(vec![p.to_display()])
    } else if let Some(p) = h.get(&Val::str("globs")) {
        Locations::Globs(strs(p))
    } else if let Some(Val::Array(m)) = h.get(&Val::str("mapped_paths")) {
        if m.len() != 3 {
            return Err(PErr::located_in_text(format!(
                "{path}: mapped_paths of hierarchy entry '{name}' must have 3 entries"
            )));
        }
        Locations::Mapped(m[0].to_display(), m[1].to_display(), m[2].to_display())
    } else {
        Locations::None
    };
    let options = match pick("options") {
        Some(Val::Hash(o)) => option_map(o),
        _ => IndexMap::new(),
    };
    Ok(Level {
        name,
        backend,
        datadir,
        locations,
        ext: None,
        options,
    })
}

/// A version 3 configuration: `:backends:` (yaml, json) × `:hierarchy:`.
fn v3_layer(path: &str, root: &str, cfg: &IndexMap<Val, Val>) -> Layer {
    let list = |v: Option<&Val>, dflt: &[&str]| -> Vec<String> {
        match v {
            Some(Val::Array(a)) => a.iter().map(|x| x.to_display()).collect(),
            Some(Val::Undef) | None => dflt.iter().map(|s| s.to_string()).collect(),
            Some(other) => vec![other.to_display()],
        }
    };
    let backends = list(get(cfg, "backends"), &["yaml"]);
    let hierarchy = list(
        get(cfg, "hierarchy"),
        &["nodes/%{::trusted.certname}", "common"],
    );
    let mut levels = Vec::new();
    for b in backends {
        let bcfg = match get(cfg, &b) {
            Some(Val::Hash(h)) => Some(h.clone()),
            _ => None,
        };
        let Some(datadir) = bcfg
            .as_ref()
            .and_then(|h| get(h, "datadir"))
            .map(|v| join(root, &v.to_display()))
        else {
            // Hiera 3's default datadir is under Puppet's codedir, which strata has not.
            continue;
        };
        let backend = match b.as_str() {
            "yaml" => Backend::Yaml,
            "json" => Backend::Json,
            "eyaml" => Backend::Eyaml,
            other => Backend::Other(other.to_string()),
        };
        let options = bcfg.as_ref().map(|h| option_map(h)).unwrap_or_default();
        let ext = match options.get("extension") {
            Some(e) => e.to_display(),
            None => b.clone(),
        };
        for h in &hierarchy {
            levels.push(Level {
                name: h.clone(),
                backend: backend.clone(),
                datadir: datadir.clone(),
                locations: Locations::Paths(vec![h.clone()]),
                ext: Some(ext.clone()),
                options: options.clone(),
            });
        }
    }
    Layer {
        config: path.to_string(),
        version: 3,
        levels,
        default_levels: Vec::new(),
    }
}

/// Matches `text` against a glob with `*`, `**`, `?` and `{a,b}`.
fn glob_match(pat: &str, text: &str) -> bool {
    fn go(p: &[char], t: &[char]) -> bool {
        match p.first() {
            None => t.is_empty(),
            Some('*') => {
                if p.get(1) == Some(&'*') {
                    let rest = &p[2..];
                    let rest = rest.strip_prefix(&['/']).unwrap_or(rest);
                    (0..=t.len()).any(|i| go(rest, &t[i..]))
                } else {
                    (0..=t.len())
                        .take_while(|&i| i == 0 || t[i - 1] != '/')
                        .any(|i| go(&p[1..], &t[i..]))
                }
            }
            Some('?') => !t.is_empty() && t[0] != '/' && go(&p[1..], &t[1..]),
            Some('{') => {
                let Some(end) = p.iter().position(|&c| c == '}') else {
                    return !t.is_empty() && t[0] == '{' && go(&p[1..], &t[1..]);
                };
                let inner: String = p[1..end].iter().collect();
                inner.split(',').any(|alt| {
                    let mut q: Vec<char> = alt.chars().collect();
                    q.extend_from_slice(&p[end + 1..]);
                    go(&q, t)
                })
            }
            Some(c) => !t.is_empty() && t[0] == *c && go(&p[1..], &t[1..]),
        }
    }
    let p: Vec<char> = pat.chars().collect();
    let t: Vec<char> = text.chars().collect();
    go(&p, &t)
}

impl Compiler<'_> {
    /// The environment directory: given, or the directory holding the site manifest's
    /// `manifests/` directory.
    fn environment_dir(&self) -> Option<String> {
        if let Some(d) = &self.opts.environment_dir {
            return Some(d.clone());
        }
        let m = self.opts.manifest.trim_end_matches('/');
        let dir = if m.ends_with("/manifests") {
            m.to_string()
        } else {
            parent(m)
        };
        dir.strip_suffix("/manifests").map(|d| d.to_string())
    }

    fn layer(&mut self, name: &str) -> R<Option<Arc<Layer>>> {
        if let Some(l) = self.hiera.layers.get(name) {
            return Ok(l.clone());
        }
        let (path, module) = if name == "global" {
            (self.opts.hiera_config.clone(), false)
        } else if name == "environment" {
            (
                self.environment_dir().map(|d| join(&d, "hiera.yaml")),
                false,
            )
        } else {
            let m = name.trim_start_matches("module:");
            let mut found = None;
            for mp in self.opts.modulepath.clone() {
                let root = format!("{mp}/{m}");
                let p = format!("{root}/hiera.yaml");
                if self.read_path(&p).is_some() {
                    found = Some(p);
                    break;
                }
                // The first module of the name on the modulepath is the module.
                if self.read_path(&format!("{root}/metadata.json")).is_some()
                    || self
                        .read_path(&format!("{root}/manifests/init.pp"))
                        .is_some()
                {
                    break;
                }
            }
            (found, true)
        };
        let layer = match path {
            None => None,
            Some(p) => match self.read_path(&p) {
                None if name == "global" => {
                    return Err(Flow::Err(
                        PErr::located_in_text(format!("Could not read hiera config {p}")).outside(),
                    ))
                }
                None => None,
                Some(text) => match parse_config(&p, &text, module) {
                    Ok(l) => Some(Arc::new(l)),
                    Err(e) => return Err(Flow::Err(e)),
                },
            },
        };
        self.hiera.layers.insert(name.to_string(), layer.clone());
        Ok(layer)
    }

    /// The data of one file (cached); missing files have none.
    fn data_file(&mut self, path: &str, backend: &Backend, span: Span) -> R<Option<Val>> {
        if let Some(d) = self.hiera.files.get(path) {
            return Ok(d.clone());
        }
        let data = match self.read_path(path) {
            None => None,
            Some(text) => {
                let json = *backend == Backend::Json;
                let v = match parse_data(&text, json) {
                    Ok(v) => v,
                    Err(e) => {
                        let what = if json { "JSON" } else { "YAML" };
                        return issue(format!("Unable to parse {what} data in {path}: {e}"), span);
                    }
                };
                match v {
                    Val::Hash(_) => Some(v),
                    Val::Undef => Some(Val::hash(IndexMap::new())),
                    _ => {
                        let what = if json { "json" } else { "yaml" };
                        return issue(
                            format!("{path}: file does not contain a valid {what} hash"),
                            span,
                        );
                    }
                }
            }
        };
        self.hiera.files.insert(path.to_string(), data.clone());
        Ok(data)
    }

    /// The data files of a level, in order, each with the location it was made from (Puppet
    /// explains the interpolation of locations nowhere, so the record pauses here).
    fn level_files(&mut self, level: &Level, sc: ScopeId, span: Span) -> R<Vec<(String, String)>> {
        let paused = self.hiera.explain.take();
        let r = self.level_files_of(level, sc, span);
        self.hiera.explain = paused;
        r
    }

    fn level_files_of(
        &mut self,
        level: &Level,
        sc: ScopeId,
        span: Span,
    ) -> R<Vec<(String, String)>> {
        let datadir = self.interpolate_hiera(&level.datadir, sc, span)?;
        let with_ext = |p: String| match &level.ext {
            Some(e) => format!("{p}.{e}"),
            None => p,
        };
        Ok(match &level.locations {
            Locations::Paths(ps) => {
                let mut out = Vec::new();
                for p in ps {
                    let resolved = self.interpolate_hiera(p, sc, span)?;
                    out.push((p.clone(), join(&datadir, &with_ext(resolved))));
                }
                out
            }
            Locations::Globs(gs) => {
                let mut out = Vec::new();
                for g in gs {
                    let g = self.interpolate_hiera(g, sc, span)?;
                    let mut files = Vec::new();
                    self.walk(&datadir, "", &mut files, 0);
                    strata_core::sort::sort(&mut files);
                    for f in files {
                        if glob_match(&g, &f) {
                            out.push((join(&datadir, &g), join(&datadir, &f)));
                        }
                    }
                }
                out
            }
            Locations::Mapped(var, key, template) => {
                let v = self.hiera_var(var, sc);
                let items: Vec<Val> = match v {
                    Val::Array(a) => a.to_vec(),
                    Val::Hash(h) => h.keys().cloned().collect(),
                    Val::Undef => vec![],
                    other => vec![other],
                };
                let mut out = Vec::new();
                for it in items {
                    let t = template.replace(&format!("%{{{key}}}"), &it.to_display());
                    let t = self.interpolate_hiera(&t, sc, span)?;
                    out.push((template.clone(), join(&datadir, &t)));
                }
                out
            }
            Locations::None => vec![],
        })
    }

    fn walk(&self, root: &str, rel: &str, out: &mut Vec<String>, depth: usize) {
        if depth > 16 {
            return;
        }
        let dir = if rel.is_empty() {
            root.to_string()
        } else {
            join(root, rel)
        };
        let Ok(entries) = self.host.list_dir(None, &dir) else {
            return;
        };
        for e in entries {
            let r = if rel.is_empty() {
                e.clone()
            } else {
                format!("{rel}/{e}")
            };
            if self.read_path(&join(root, &r)).is_some() {
                out.push(r);
            } else {
                self.walk(root, &r, out, depth + 1);
            }
        }
    }

    /// Every value of `key` (a root key, no dots) in the levels of the layers, in priority
    /// order, interpolated. A first-found `merge` stops at the first.
    fn layer_values(
        &mut self,
        layers: &[(String, bool)],
        key: &str,
        merge: &Merge,
        sc: ScopeId,
        span: Span,
    ) -> R<Vec<Val>> {
        let first = *merge == Merge::First;
        let explain = self.hiera.explain.is_some();
        let mut found = Vec::new();
        'layers: for (name, defaults) in layers {
            let Some(layer) = self.layer(name)? else {
                if explain && !defaults {
                    self.explain_missing_module(name);
                }
                continue;
            };
            let levels = if *defaults {
                &layer.default_levels
            } else {
                &layer.levels
            };
            let layer_steps = if explain {
                self.explain_enter(provider_step(name, &layer), merge, levels.len())
            } else {
                0
            };
            for level in levels.clone() {
                if let Backend::Other(f) = &level.backend {
                    return issue(
                        format!(
                            "{}: strata has no Hiera backend function '{f}'",
                            layer.config
                        ),
                        span,
                    );
                }
                let files = self.level_files(&level, sc, span)?;
                let level_steps = if explain {
                    let step = Step::Provider {
                        name: format!("Hierarchy entry \"{}\"", level.name),
                        config: None,
                    };
                    self.explain_enter(step, merge, files.len())
                } else {
                    0
                };
                for (original, file) in files {
                    if let Some(x) = self.hiera.explain.as_deref_mut() {
                        x.push(Step::Location {
                            path: file.clone(),
                            original,
                        });
                    }
                    let v = self.level_value(&level, &file, key, sc, span)?;
                    if let Some(x) = self.hiera.explain.as_deref_mut() {
                        x.pop();
                    }
                    if let Some(v) = v {
                        found.push(v);
                        if first {
                            self.explain_leave(level_steps + layer_steps);
                            break 'layers;
                        }
                    }
                }
                self.explain_leave(level_steps);
            }
            self.explain_leave(layer_steps);
        }
        Ok(found)
    }

    /// The value of `key` in one data file of a level (decrypted, interpolated), recorded
    /// on the current location step when explaining.
    fn level_value(
        &mut self,
        level: &Level,
        file: &str,
        key: &str,
        sc: ScopeId,
        span: Span,
    ) -> R<Option<Val>> {
        let Some(Val::Hash(data)) = self.data_file(file, &level.backend, span)? else {
            if let Some(x) = self.hiera.explain.as_deref_mut() {
                x.location_not_found();
            }
            return Ok(None);
        };
        let Some(v) = data.get(&Val::str(key)).cloned() else {
            if let Some(x) = self.hiera.explain.as_deref_mut() {
                x.not_found(key);
            }
            return Ok(None);
        };
        let v = if level.backend == Backend::Eyaml {
            self.eyaml_decrypt(v, level, file, key, sc, span)?
        } else {
            v
        };
        let v = if key == "lookup_options" {
            v
        } else {
            self.interpolate_value(&v, sc, span)?
        };
        if let Some(x) = self.hiera.explain.as_deref_mut() {
            x.found(key, &v);
        }
        Ok(Some(v))
    }

    /// The `lookup_options` that apply to `root` (a key without dots).
    fn lookup_options_for(
        &mut self,
        root: &str,
        module: Option<&str>,
        sc: ScopeId,
        span: Span,
    ) -> R<Option<IndexMap<Val, Val>>> {
        let cache_key = module.unwrap_or("").to_string();
        let opts = match self.hiera.options.get(&cache_key) {
            Some(o) => o.clone(),
            None => {
                if let Some(x) = self.hiera.explain.as_deref_mut() {
                    x.push(Step::Top("lookup_options".into()));
                }
                let o = Arc::new(self.merged_lookup_options(module, sc, span)?);
                if let Some(x) = self.hiera.explain.as_deref_mut() {
                    x.pop();
                }
                self.hiera.options.insert(cache_key, o.clone());
                o
            }
        };
        if let Some(Val::Hash(h)) = opts.get(&Val::str(root)) {
            return Ok(Some((**h).clone()));
        }
        for (k, v) in opts.iter() {
            let ks = k.to_display();
            if ks.starts_with('^') {
                if let Ok(re) = crate::regex::compile(&ks) {
                    if re.is_match(root) {
                        if let Val::Hash(h) = v {
                            return Ok(Some((**h).clone()));
                        }
                    }
                }
            }
        }
        Ok(None)
    }

    /// The `lookup_options` of the global, environment and (for a module's keys) module
    /// layers, merged (a higher layer's entry wins).
    fn merged_lookup_options(
        &mut self,
        module: Option<&str>,
        sc: ScopeId,
        span: Span,
    ) -> R<IndexMap<Val, Val>> {
        let layers = options_layers(module);
        let mut opts: IndexMap<Val, Val> = IndexMap::new();
        // for explanations: the module's own options, and the global and environment ones
        let mut module_opts: IndexMap<Val, Val> = IndexMap::new();
        let mut env_opts: IndexMap<Val, Val> = IndexMap::new();
        for (name, d) in layers {
            let module_layer = name.starts_with("module:");
            if module_layer && !self.hiera.options.contains_key("") {
                // The options of keys outside modules are these, as Puppet keeps them.
                self.hiera
                    .options
                    .insert(String::new(), Arc::new(opts.clone()));
            }
            if module_layer && self.hiera.explain.is_some() {
                env_opts = opts.clone();
            }
            let found = self.layer_values(
                &[(name.clone(), d)],
                "lookup_options",
                &Merge::Hash,
                sc,
                span,
            )?;
            let mut layer_opts: IndexMap<Val, Val> = IndexMap::new();
            for v in found.into_iter().rev() {
                match v {
                    Val::Hash(h) => {
                        for (k, x) in h.iter() {
                            layer_opts.insert(k.clone(), x.clone());
                        }
                    }
                    _ => return issue("value of lookup_options must be a hash", span),
                }
            }
            for (k, x) in layer_opts {
                if name.starts_with("module:") {
                    // A module's options apply to its own keys only.
                    let pfx = format!("{}::", module.unwrap_or(""));
                    let ks = k.to_display();
                    if !ks.starts_with(&pfx) && !ks.starts_with('^') {
                        continue;
                    }
                }
                if module_layer && self.hiera.explain.is_some() {
                    module_opts.insert(k.clone(), x.clone());
                }
                opts.entry(k).or_insert(x);
            }
        }
        if !module_opts.is_empty() && !env_opts.is_empty() {
            self.explain_options_merge(module.unwrap_or(""), env_opts, module_opts);
        }
        Ok(opts)
    }

    /// `puppet lookup --explain-options` without `--explain`: the hash merge of
    /// `lookup_options` over the global, environment and (for a key of a module) module
    /// layers, explained as Puppet's `LookupAdapter#lookup` does it when only the options are
    /// explained. Nothing is looked up for the key itself.
    pub(crate) fn explain_lookup_options(&mut self, key: Option<&str>, sc: ScopeId) -> R<()> {
        let module = key
            .map(|k| k.trim_start_matches("::"))
            .and_then(|k| k.split_once("::"))
            .map(|(m, _)| m.to_string())
            .filter(|m| !m.is_empty());
        let layers = options_layers(module.as_deref());
        if let Some(x) = self.hiera.explain.as_deref_mut() {
            x.push(Step::Merge {
                merge: Merge::Hash,
                name: "hash".into(),
                options: None,
            });
        }
        let r = self.layer_values(&layers, "lookup_options", &Merge::Hash, sc, Span::default());
        if let Some(x) = self.hiera.explain.as_deref_mut() {
            x.pop();
        }
        r.map(|_| ())
    }

    /// Looks `key` up with the merge its `lookup_options` give (automatic parameter lookup).
    pub(crate) fn hiera_lookup(&mut self, key: &str, sc: ScopeId, span: Span) -> R<Option<Val>> {
        self.hiera_lookup_merge(key, None, sc, span)
    }

    /// Looks `key` (dotted keys dig into the value) up in the global, environment and module
    /// layers; `merge` overrides the key's `lookup_options`.
    pub(crate) fn hiera_lookup_merge(
        &mut self,
        key: &str,
        merge: Option<Merge>,
        sc: ScopeId,
        span: Span,
    ) -> R<Option<Val>> {
        let key = key.trim_start_matches("::");
        if key == "lookup_options" || key.starts_with("lookup_options.") {
            if let Some(x) = self.hiera.explain.as_deref_mut() {
                x.leaf(Step::InvalidKey("lookup_options".into()));
            }
            return Ok(None);
        }
        let (root, dig) = match split_key(key) {
            Some((r, d)) => (r, d),
            None => (key.to_string(), Vec::new()),
        };
        if self.hiera.active.contains(&root) {
            let chain = self.hiera.active.join(", ");
            return issue(
                format!("Recursive lookup detected in [{chain}, {root}]"),
                span,
            );
        }
        let module = root
            .split_once("::")
            .map(|(m, _)| m.to_string())
            .filter(|m| !m.is_empty());
        self.hiera.active.push(root.clone());
        let r = self.lookup_root(&root, (key, &dig), module.as_deref(), merge, sc, span);
        self.hiera.active.pop();
        let Some(v) = r? else { return Ok(None) };
        let mut cur = v;
        for seg in dig {
            cur = match &cur {
                Val::Hash(h) => match h.get(&Val::str(&seg)) {
                    Some(x) => x.clone(),
                    None => return Ok(None),
                },
                Val::Array(a) => match seg.parse::<usize>().ok().and_then(|i| a.get(i)) {
                    Some(x) => x.clone(),
                    None => return Ok(None),
                },
                _ => return Ok(None),
            };
        }
        Ok(Some(cur))
    }

    /// Looks `root` up; `(key, dig)` is the whole key and the segments it digs (for the
    /// explanation: the caller digs).
    fn lookup_root(
        &mut self,
        root: &str,
        (key, dig): (&str, &[String]),
        module: Option<&str>,
        merge: Option<Merge>,
        sc: ScopeId,
        span: Span,
    ) -> R<Option<Val>> {
        let options = self.lookup_options_for(root, module, sc, span)?;
        let option_merge = match &merge {
            Some(_) => None,
            None => options.as_ref().and_then(|o| o.get(&Val::str("merge"))),
        };
        let merge = match merge {
            Some(m) => m,
            None => match option_merge {
                Some(m) => match Merge::from_val(m) {
                    Ok(m) => m.unwrap_or(Merge::First),
                    Err(e) => return issue(e, span),
                },
                None => Merge::First,
            },
        };
        let explain = self.hiera.explain.is_some();
        if explain {
            self.explain_search(key, &merge, option_merge.cloned());
        }
        let found = self.search_layers(root, module, &merge, sc, span);
        if explain {
            let dug = match &found {
                Ok(f) if !f.is_empty() => Some(merge_found(&merge, f.clone())),
                _ => None,
            };
            self.explain_searched(&merge, dug.as_ref(), dig);
        }
        let found = found?;
        if found.is_empty() {
            return Ok(None);
        }
        let result = merge_found(&merge, found);
        if let Some(conv) = options
            .as_ref()
            .and_then(|o| o.get(&Val::str("convert_to")))
        {
            let (ty, rest) = match conv {
                Val::Array(a) if !a.is_empty() => (a[0].clone(), a[1..].to_vec()),
                other => (other.clone(), vec![]),
            };
            let ty = match ty {
                Val::Str(s) => match self.eval_text(&s, sc) {
                    Some(t) => t?,
                    None => {
                        return issue(
                            format!("Invalid data type in lookup_options for key '{root}' could not parse '{s}'"),
                            span,
                        )
                    }
                },
                other => other,
            };
            let mut args = vec![ty, result];
            args.extend(rest);
            return Ok(Some(self.call_function("new", args, None, sc, span)?));
        }
        Ok(Some(result))
    }

    /// The values of `root` in the global, environment and module layers (the module's
    /// `default_hierarchy` when none has it).
    fn search_layers(
        &mut self,
        root: &str,
        module: Option<&str>,
        merge: &Merge,
        sc: ScopeId,
        span: Span,
    ) -> R<Vec<Val>> {
        let mut layers = vec![
            ("global".to_string(), false),
            ("environment".to_string(), false),
        ];
        if let Some(m) = module {
            layers.push((format!("module:{m}"), false));
        }
        let found = self.layer_values(&layers, root, merge, sc, span)?;
        if let (true, Some(m)) = (found.is_empty(), module) {
            let defaults = [(format!("module:{m}"), true)];
            return self.layer_values(&defaults, root, merge, sc, span);
        }
        Ok(found)
    }

    /// A variable for Hiera interpolation: `x`, `::x`, `facts.a.b`, `trusted.certname`.
    fn hiera_var(&mut self, expr: &str, sc: ScopeId) -> Val {
        let expr = expr.trim().trim_start_matches("::");
        let (var, path) = match split_key(expr) {
            Some((a, b)) => (a, Some(b)),
            None => (expr.to_string(), None),
        };
        let found = self.try_lookup(&var, sc);
        if self.hiera.explain.is_some() {
            self.explain_scope_var(&var, found.as_ref(), path.as_deref().unwrap_or(&[]));
        }
        let v = found.unwrap_or(Val::Undef);
        match path {
            Some(p) => dig_path(&v, &p.join(".")),
            None => v,
        }
    }

    /// Interpolates `%{...}` in a Hiera string. An `%{alias('k')}` must be the whole string.
    fn interpolate_hiera(&mut self, s: &str, sc: ScopeId, span: Span) -> R<String> {
        match self.interpolate_hiera_val(s, sc, span)? {
            Val::Str(t) => Ok(t.to_string()),
            other => Ok(other.to_display()),
        }
    }

    fn interpolate_hiera_val(&mut self, s: &str, sc: ScopeId, span: Span) -> R<Val> {
        if !s.contains("%{") {
            return Ok(Val::str(s));
        }
        if self.hiera.explain.is_none() {
            return self.interpolate_hiera_text(s, sc, span);
        }
        if let Some(x) = self.hiera.explain.as_deref_mut() {
            x.push(Step::Interpolate(s.to_string()));
        }
        let r = self.interpolate_hiera_text(s, sc, span);
        if let Some(x) = self.hiera.explain.as_deref_mut() {
            x.pop();
        }
        r
    }

    fn interpolate_hiera_text(&mut self, s: &str, sc: ScopeId, span: Span) -> R<Val> {
        let mut out = String::new();
        let mut rest = s;
        while let Some(i) = rest.find("%{") {
            out.push_str(&rest[..i]);
            let Some(j) = rest[i..].find('}') else {
                out.push_str(&rest[i..]);
                rest = "";
                break;
            };
            let expr = rest[i + 2..i + j].trim();
            let whole = i == 0 && i + j + 1 == rest.len() && out.is_empty();
            rest = &rest[i + j + 1..];
            if let Some((func, arg)) = parse_call(expr) {
                match func.as_str() {
                    "alias" => {
                        if !whole {
                            return issue(
                                "'alias' interpolation is only permitted if the expression is equal to the entire string",
                                span,
                            );
                        }
                        return match self.hiera_lookup_merge(&arg, None, sc, span)? {
                            Some(v) => Ok(v),
                            None => Ok(Val::str("")),
                        };
                    }
                    "lookup" | "hiera" => {
                        let v = self.hiera_lookup_merge(&arg, None, sc, span)?;
                        if let Some(v) = v {
                            v.write_epp(&mut out);
                        }
                    }
                    "literal" => out.push_str(&arg),
                    "scope" => self.hiera_var(&arg, sc).write_epp(&mut out),
                    other => return issue(format!("Unknown interpolation method '{other}'"), span),
                }
                continue;
            }
            if expr.is_empty() {
                continue;
            }
            self.hiera_var(expr, sc).write_epp(&mut out);
        }
        out.push_str(rest);
        Ok(Val::Str(out.into()))
    }

    fn interpolate_value(&mut self, v: &Val, sc: ScopeId, span: Span) -> R<Val> {
        Ok(match v {
            Val::Str(s) if s.contains("%{") => self.interpolate_hiera_val(s, sc, span)?,
            Val::Array(a) => {
                let mut out = Vec::new();
                for x in a.iter() {
                    out.push(self.interpolate_value(x, sc, span)?);
                }
                Val::array(out)
            }
            Val::Hash(h) => {
                let mut out = IndexMap::new();
                for (k, x) in h.iter() {
                    let k = self.interpolate_value(k, sc, span)?;
                    out.insert(k, self.interpolate_value(x, sc, span)?);
                }
                Val::hash(out)
            }
            other => other.clone(),
        })
    }

    /// Reads `module/rest` from `<modulepath>/<module>/<dir>/<rest>`; returns (path, text).
    /// The bytes of a module file (`<module>/<file>` under its `files`) or of an absolute
    /// path, as `binary_file` finds it.
    pub(crate) fn read_module_bytes(&self, spec: &str) -> Option<Vec<u8>> {
        if spec.starts_with('/') {
            return self.read_path_bytes(spec);
        }
        let (module, rest) = spec.split_once('/')?;
        self.opts
            .modulepath
            .iter()
            .find_map(|mp| self.read_path_bytes(&format!("{mp}/{module}/files/{rest}")))
    }

    pub(crate) fn read_module_file(&mut self, spec: &str, dir: &str) -> Option<(String, String)> {
        if spec.starts_with('/') {
            return self.read_path(spec).map(|t| (spec.to_string(), t));
        }
        let (module, rest) = spec.split_once('/')?;
        for mp in &self.opts.modulepath {
            let path = format!("{mp}/{module}/{dir}/{rest}");
            if let Some(t) = self.read_path(&path) {
                return Some((path, t));
            }
        }
        None
    }
}

/// The values found for a key, combined by `merge` (`found` is not empty).
fn merge_found(merge: &Merge, mut found: Vec<Val>) -> Val {
    if found.len() == 1 {
        let v = found.pop().unwrap_or(Val::Undef);
        return match (merge, v) {
            (Merge::Unique, Val::Array(a)) => {
                let mut out: Vec<Val> = Vec::new();
                for x in a.iter() {
                    if !out.contains(x) {
                        out.push(x.clone());
                    }
                }
                Val::array(out)
            }
            (_, v) => v,
        };
    }
    let mut it = found.into_iter();
    let mut acc = merge.convert(it.next().unwrap_or(Val::Undef));
    for v in it {
        acc = merge.merge(acc, v);
    }
    acc
}

/// A level's `options` by name (a version 3 backend's `:name:` keys without the colon).
fn option_map(h: &IndexMap<Val, Val>) -> IndexMap<String, Val> {
    h.iter()
        .map(|(k, v)| {
            (
                k.to_display().trim_start_matches(':').to_string(),
                v.clone(),
            )
        })
        .collect()
}

/// `func('arg')` or `func("arg")` of an interpolation.
fn parse_call(expr: &str) -> Option<(String, String)> {
    let open = expr.find('(')?;
    let name = expr[..open].trim();
    if name.is_empty() || !name.chars().all(|c| c.is_ascii_alphanumeric() || c == '_') {
        return None;
    }
    let inner = expr[open + 1..].trim_end().strip_suffix(')')?.trim();
    let arg = inner
        .strip_prefix('\'')
        .and_then(|s| s.strip_suffix('\''))
        .or_else(|| inner.strip_prefix('"').and_then(|s| s.strip_suffix('"')))
        .unwrap_or(inner);
    Some((name.to_string(), arg.to_string()))
}

/// Splits a dotted key into its root and the segments to dig (quoted segments keep dots).
fn split_key(key: &str) -> Option<(String, Vec<String>)> {
    if !key.contains('.') {
        return None;
    }
    let mut segs = Vec::new();
    let mut cur = String::new();
    let mut quote: Option<char> = None;
    for c in key.chars() {
        match (quote, c) {
            (Some(q), c) if c == q => quote = None,
            (Some(_), c) => cur.push(c),
            (None, '"') | (None, '\'') => quote = Some(c),
            (None, '.') => segs.push(std::mem::take(&mut cur)),
            (None, c) => cur.push(c),
        }
    }
    segs.push(cur);
    if segs.len() < 2 {
        return None;
    }
    let root = segs.remove(0);
    Some((root, segs))
}

impl Compiler<'_> {
    /// The value of the first expression of `text` (a type written as a string, such as
    /// `lookup_options`' `convert_to` or `puppet lookup --type`), evaluated in scope `sc`;
    /// None when `text` does not parse to an expression.
    pub(crate) fn eval_text(&mut self, text: &str, sc: ScopeId) -> Option<R<Val>> {
        let expr = crate::parser::parse(text, FileId(u32::MAX))
            .ok()?
            .body
            .first()
            .cloned()?;
        Some(self.eval(&expr, sc))
    }
}

/// `Lookup.fail_lookup`'s message.
pub fn not_found_message(keys: &[String]) -> String {
    match keys {
        [one] => format!("Function lookup() did not find a value for the name '{one}'"),
        _ => format!(
            "Function lookup() did not find a value for any of the names [{}]",
            keys.iter()
                .map(|k| format!("'{k}'"))
                .collect::<Vec<_>>()
                .join(", ")
        ),
    }
}

/// The layers whose `lookup_options` apply to a key: global, environment and, for a key of a
/// module, that module's (none with the default hierarchy).
fn options_layers(module: Option<&str>) -> Vec<(String, bool)> {
    let mut layers = vec![
        ("global".to_string(), false),
        ("environment".to_string(), false),
    ];
    if let Some(m) = module {
        layers.push((format!("module:{m}"), false));
    }
    layers
}

pub(crate) fn dig_path(v: &Val, path: &str) -> Val {
    let mut cur = v.clone();
    for seg in path.split('.') {
        cur = match &cur {
            Val::Hash(h) => h
                .get(&Val::str(seg))
                .cloned()
                .or_else(|| {
                    seg.parse::<i64>()
                        .ok()
                        .and_then(|i| h.get(&Val::Int(i)).cloned())
                })
                .unwrap_or(Val::Undef),
            Val::Array(a) => seg
                .parse::<usize>()
                .ok()
                .and_then(|i| a.get(i).cloned())
                .unwrap_or(Val::Undef),
            _ => Val::Undef,
        };
    }
    cur
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn globs_match_as_ruby_dir_glob() {
        assert!(glob_match("nodes/*.yaml", "nodes/a.yaml"));
        assert!(!glob_match("nodes/*.yaml", "nodes/x/a.yaml"));
        assert!(glob_match("**/*.yaml", "x/y/a.yaml"));
        assert!(glob_match("{a,b}.yaml", "b.yaml"));
    }

    #[test]
    fn merges_as_hiera() {
        let h = |kv: &[(&str, Val)]| {
            Val::hash(kv.iter().map(|(k, v)| (Val::str(k), v.clone())).collect())
        };
        let hi = h(&[("a", Val::Int(1)), ("b", h(&[("x", Val::Int(1))]))]);
        let lo = h(&[
            ("c", Val::Int(3)),
            ("b", h(&[("y", Val::Int(2))])),
            ("a", Val::Int(0)),
        ]);
        assert_eq!(
            Merge::Hash.merge(hi.clone(), lo.clone()).to_display(),
            "{'c' => 3, 'b' => {'x' => 1}, 'a' => 1}"
        );
        let deep = Merge::from_val(&Val::str("deep")).unwrap().unwrap();
        assert_eq!(
            deep.merge(hi, lo).to_display(),
            "{'c' => 3, 'b' => {'y' => 2, 'x' => 1}, 'a' => 1}"
        );
        let u = Merge::Unique.merge(
            Val::array(vec![Val::Int(1), Val::array(vec![Val::Int(2)])]),
            Val::array(vec![Val::Int(2), Val::Int(3)]),
        );
        assert_eq!(u.to_display(), "[1, 2, 3]");
    }
}
