//! Hiera 5 module data (`<module>/hiera.yaml` and its data files) for automatic parameter
//! lookup and `lookup()`, and module file access for `file()`, `epp()` and `template()`.
//!
//! A key `mod::name` is looked up in module `mod`'s hierarchy: each level's `path`/`paths`
//! (with `%{var}` and `%{facts.x}` interpolation) under `datadir` (default `data`), read with
//! `yaml_data` or `json_data`; the first level holding the key wins. Without a `hiera.yaml` the
//! module's `data/common.yaml` is the only level.

use crate::eval::{Compiler, ScopeId, R};
use crate::functions::dig_path;
use crate::value::Val;
use indexmap::IndexMap;
use std::sync::Arc;
use strata_core::{FileId, Span};

/// Converts a core value (YAML/JSON) into a Puppet value.
pub fn from_core(v: &strata_core::Value) -> Val {
    use strata_core::Value as V;
    match v {
        V::Null => Val::Undef,
        V::Bool(b) => Val::Bool(*b),
        V::Number(strata_core::Number::Int(i)) => Val::Int(*i),
        V::Number(n) => Val::Float(n.as_f64()),
        V::String(s) => Val::Str(Arc::from(s.as_str())),
        V::List(l) => Val::array(l.iter().map(from_core).collect()),
        V::Map(m) => Val::hash(
            m.iter()
                .map(|(k, v)| (Val::Str(Arc::from(k.as_str())), from_core(v)))
                .collect::<IndexMap<_, _>>(),
        ),
    }
}

/// Parses YAML or JSON data text into a Puppet value.
pub fn parse_data(text: &str, json: bool) -> Result<Val, String> {
    if json {
        return strata_core::json::parse(text)
            .map(|v| from_core(&v))
            .map_err(|e| format!("{e:?}"));
    }
    let opts = strata_core::yaml::LoadOptions::default();
    let docs =
        strata_core::yaml::load_values(text, FileId(0), &opts).map_err(|e| format!("{e:?}"))?;
    Ok(docs.first().map(from_core).unwrap_or(Val::Undef))
}

impl Compiler<'_> {
    fn interpolate_hiera(&mut self, s: &str, sc: ScopeId) -> String {
        let mut out = String::new();
        let mut rest = s;
        while let Some(i) = rest.find("%{") {
            out.push_str(&rest[..i]);
            let Some(j) = rest[i..].find('}') else { break };
            let expr = rest[i + 2..i + j].trim();
            let expr = expr.trim_start_matches("::");
            let (var, path) = match expr.split_once('.') {
                Some((a, b)) => (a, Some(b)),
                None => (expr, None),
            };
            let v = self.try_lookup(var, sc).unwrap_or(Val::Undef);
            let v = match path {
                Some(p) => dig_path(&v, p),
                None => v,
            };
            out.push_str(&v.to_display());
            rest = &rest[i + j + 1..];
        }
        out.push_str(rest);
        out
    }

    fn module_levels(&mut self, module: &str, sc: ScopeId) -> Option<Vec<Val>> {
        if let Some(c) = self.hiera_cache.get(module) {
            return c.clone();
        }
        let mut result = None;
        for mp in self.opts.modulepath.clone() {
            let root = format!("{mp}/{module}");
            let config = self.read_path(&format!("{root}/hiera.yaml"));
            let (datadir, levels): (String, Vec<(String, bool)>) =
                match config.and_then(|t| parse_data(&t, false).ok()) {
                    Some(Val::Hash(cfg)) => {
                        let defaults = cfg.get(&Val::str("defaults")).cloned();
                        let dd = defaults
                            .as_ref()
                            .and_then(|d| match d {
                                Val::Hash(h) => h.get(&Val::str("datadir")).map(|v| v.to_display()),
                                _ => None,
                            })
                            .unwrap_or_else(|| "data".into());
                        let mut levels = Vec::new();
                        if let Some(Val::Array(hs)) = cfg.get(&Val::str("hierarchy")) {
                            for h in hs.iter() {
                                let Val::Hash(h) = h else { continue };
                                let json = h
                                    .get(&Val::str("data_hash"))
                                    .map(|v| v.to_display() == "json_data")
                                    .unwrap_or(false);
                                let ldd = h
                                    .get(&Val::str("datadir"))
                                    .map(|v| v.to_display())
                                    .unwrap_or_else(|| dd.clone());
                                let mut paths = Vec::new();
                                if let Some(p) = h.get(&Val::str("path")) {
                                    paths.push(p.to_display());
                                }
                                if let Some(Val::Array(ps)) = h.get(&Val::str("paths")) {
                                    paths.extend(ps.iter().map(|p| p.to_display()));
                                }
                                for p in paths {
                                    levels.push((format!("{ldd}/{p}"), json));
                                }
                            }
                        } else {
                            levels.push((format!("{dd}/common.yaml"), false));
                        }
                        (dd, levels)
                    }
                    _ => ("data".into(), vec![("data/common.yaml".into(), false)]),
                };
            let _ = datadir;
            let mut data = Vec::new();
            let mut any = false;
            for (path, json) in levels {
                let path = self.interpolate_hiera(&path, sc);
                if let Some(text) = self.read_path(&format!("{root}/{path}")) {
                    any = true;
                    if let Ok(v) = parse_data(&text, json) {
                        data.push(v);
                    }
                }
            }
            if any
                || self
                    .read_path(&format!("{root}/manifests/init.pp"))
                    .is_some()
            {
                result = Some(data);
                break;
            }
        }
        self.hiera_cache.insert(module.to_string(), result.clone());
        result
    }

    /// Looks `key` up in the module data of its module.
    pub(crate) fn hiera_lookup(&mut self, key: &str, sc: ScopeId, span: Span) -> R<Option<Val>> {
        let key = key.trim_start_matches("::");
        let Some((module, _)) = key.split_once("::") else {
            return Ok(None);
        };
        let module = module.to_string();
        let Some(levels) = self.module_levels(&module, sc) else {
            return Ok(None);
        };
        for data in levels {
            if let Val::Hash(h) = &data {
                if let Some(v) = h.get(&Val::str(key)) {
                    return Ok(Some(self.interpolate_value(v, sc, span)?));
                }
            }
        }
        Ok(None)
    }

    #[allow(clippy::only_used_in_recursion)] // the span is kept for interpolation errors
    fn interpolate_value(&mut self, v: &Val, sc: ScopeId, span: Span) -> R<Val> {
        Ok(match v {
            Val::Str(s) if s.contains("%{") => Val::Str(self.interpolate_hiera(s, sc).into()),
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
                    out.insert(k.clone(), self.interpolate_value(x, sc, span)?);
                }
                Val::hash(out)
            }
            other => other.clone(),
        })
    }

    /// Reads `module/rest` from `<modulepath>/<module>/<dir>/<rest>`; returns (path, text).
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
