//! `strata puppet diff --hiera-config` with octocatalog-diff 2.1.0's rewriting of the
//! configuration's data directories (`--hiera-path`, `--hiera-path-strip`).
//!
//! octocatalog-diff compiles in a build directory whose `environments/ENV` is the checkout,
//! and installs the `--hiera-config` file there after rewriting its `datadir`s:
//! - `--hiera-path DIR` (the default is `hieradata`; `--no-hiera-path` turns it off): a
//!   version 5 file's `defaults: datadir:` and a version 3 file's `:BACKEND: :datadir:` (for
//!   each of its `:backends:`) become the checkout's `DIR`; a version 5 hierarchy level with
//!   its own `datadir` is an error ("use --hiera-path-strip").
//! - `--hiera-path-strip PREFIX`: the same `datadir`s and every version 5 level's start with
//!   the build directory in place of `PREFIX` (so
//!   `/etc/puppetlabs/code/environments/%{environment}/hieradata` with `/etc/puppetlabs/code`
//!   becomes the checkout's `hieradata`).
//!
//! In both, the first `%{environment}` or `%{::environment}` of a rewritten `datadir` becomes
//! the environment's name. Without `--hiera-config`, nothing is rewritten (the environment's
//! own `hiera.yaml` is read as it is). The rewritten configuration is served in place of the
//! file by [`Overlay`](crate::host::overlay::Overlay), as JSON (which is YAML), to a compiler
//! reading everything else from the version's host.

use strata_core::value::Value;

/// How the data directories of the `--hiera-config` file are rewritten.
#[derive(Debug, Clone, PartialEq)]
pub(crate) enum HieraPath {
    /// As they are (`--no-hiera-path`).
    Keep,
    /// The data directory, relative to the repository (`--hiera-path`).
    Path(String),
    /// The prefix replaced by the build directory (`--hiera-path-strip`).
    Strip(String),
}

/// The rewriting the flags ask for (`path`/`strip`: the flag's value for this side), or why
/// the flags do not go together.
pub(crate) fn choose(
    path: Option<&str>,
    strip: Option<&str>,
    no_path: bool,
    no_strip: bool,
) -> Result<HieraPath, String> {
    if path.is_some() && strip.is_some() {
        return Err("--hiera-path and --hiera-path-strip are mutually exclusive".into());
    }
    if path.is_some() && no_path {
        return Err("--hiera-path and --no-hiera-path are mutually exclusive".into());
    }
    if strip.is_some() && no_strip {
        return Err("--hiera-path-strip and --no-hiera-path-strip are mutually exclusive".into());
    }
    if let Some(s) = strip {
        return Ok(HieraPath::Strip(s.to_string()));
    }
    if no_path {
        return Ok(HieraPath::Keep);
    }
    let p = path.unwrap_or("hieradata");
    if p.starts_with('/') {
        return Err("--hiera-path PATH must be a relative path not an absolute path".into());
    }
    let p = p.trim_end_matches('/');
    if p.is_empty() {
        return Err("--hiera-path must not be empty".into());
    }
    Ok(HieraPath::Path(p.to_string()))
}

/// octocatalog-diff's build directory, as rewritten paths name it before they are mapped
/// back into the repository (a path left under it names nothing).
const BUILD: &str = "/octocatalog-diff-build-directory";

/// The configuration `text` (the file `name`) with its data directories rewritten for the
/// repository at `root` compiled as environment `env`: the new text (JSON), or an error.
pub(crate) fn rewrite(
    name: &str,
    text: &str,
    how: &HieraPath,
    root: &str,
    env: &str,
) -> Result<String, String> {
    let docs = strata_core::yaml::load_values(
        text,
        strata_core::FileId(0),
        &strata_core::yaml::LoadOptions::default(),
    )
    .map_err(|e| format!("Could not parse hiera config {name}: {}", e.message))?;
    let Some(mut cfg) = docs.into_iter().next() else {
        return Ok(text.to_string());
    };
    if *how == HieraPath::Keep {
        return Ok(text.to_string());
    }
    let version = ["version", ":version"]
        .iter()
        .find_map(|k| cfg.as_map().and_then(|m| m.get(*k)).cloned());
    let v5 = match &version {
        Some(Value::Number(n)) => n.as_f64() as i64 == 5,
        Some(Value::String(s)) => s.trim().parse::<f64>().is_ok_and(|f| f as i64 == 5),
        _ => false,
    };
    let munge = |v: &Value| -> Value {
        match v.as_str() {
            Some(s) => Value::string(munge_dir(s, how, root, env)),
            None => v.clone(),
        }
    };
    let Value::Map(top) = &mut cfg else {
        return Ok(text.to_string());
    };
    let top = std::sync::Arc::make_mut(top);
    if v5 {
        for dk in ["defaults", ":defaults"] {
            if let Some(Value::Map(d)) = top.get_mut(dk) {
                let d = std::sync::Arc::make_mut(d);
                for k in ["datadir", ":datadir"] {
                    if let Some(v) = d.get_mut(k) {
                        *v = munge(v);
                    }
                }
            }
        }
        for hk in ["hierarchy", ":hierarchy"] {
            let Some(Value::List(levels)) = top.get_mut(hk) else {
                continue;
            };
            for level in std::sync::Arc::make_mut(levels).iter_mut() {
                let Value::Map(l) = level else { continue };
                let has = ["datadir", ":datadir"].iter().any(|k| l.contains_key(*k));
                if !has {
                    continue;
                }
                if let HieraPath::Path(_) = how {
                    let mut shown = String::new();
                    strata_puppet::diff::render::ruby_json(&mut shown, level, false, 0);
                    return Err(format!(
                        "Hierarchy item {shown} has a datadir. --hiera-path is not supported \
                         in this situation. Please use --hiera-path-strip."
                    ));
                }
                let l = std::sync::Arc::make_mut(l);
                for k in ["datadir", ":datadir"] {
                    if let Some(v) = l.get_mut(k) {
                        *v = munge(v);
                    }
                }
            }
        }
    } else {
        // version 3: each of `:backends:` (a name or a list) with a `:datadir:`
        let backends: Vec<String> = match top.get(":backends") {
            Some(Value::String(s)) => vec![s.to_string()],
            Some(Value::List(l)) => l
                .iter()
                .filter_map(|b| b.as_str().map(|s| s.trim_start_matches(':').to_string()))
                .collect(),
            _ => vec![],
        };
        for b in backends {
            if let Some(Value::Map(bc)) = top.get_mut(format!(":{b}").as_str()) {
                let bc = std::sync::Arc::make_mut(bc);
                if let Some(v) = bc.get_mut(":datadir").filter(|v| !v.is_null()) {
                    *v = munge(v);
                }
            }
        }
    }
    Ok(strata_core::json::write(
        &cfg,
        &strata_core::json::WriteOptions::pretty(),
    ))
}

/// One `datadir` rewritten (see the module's documentation).
fn munge_dir(dir: &str, how: &HieraPath, root: &str, env: &str) -> String {
    let mut d = match how {
        HieraPath::Keep => return dir.to_string(),
        HieraPath::Path(p) => format!("{BUILD}/environments/{env}/{p}"),
        HieraPath::Strip(prefix) => match dir.strip_prefix(prefix.as_str()) {
            Some(rest) => format!("{BUILD}{rest}"),
            None => dir.to_string(),
        },
    };
    let first = ["%{environment}", "%{::environment}"]
        .iter()
        .filter_map(|p| d.find(p).map(|i| (i, p.len())))
        .min();
    if let Some((i, n)) = first {
        d.replace_range(i..i + n, env);
    }
    let checkout = format!("{BUILD}/environments/{env}");
    if d == checkout {
        return root.to_string();
    }
    if let Some(rest) = d.strip_prefix(&format!("{checkout}/")) {
        return format!("{root}/{rest}");
    }
    d
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn flags() {
        assert_eq!(
            choose(None, None, false, false),
            Ok(HieraPath::Path("hieradata".into()))
        );
        assert_eq!(
            choose(Some("data//"), None, false, false),
            Ok(HieraPath::Path("data".into()))
        );
        assert_eq!(choose(None, None, true, false), Ok(HieraPath::Keep));
        assert!(choose(Some("/abs"), None, false, false)
            .unwrap_err()
            .contains("must be a relative path"));
        assert!(choose(Some("/"), None, false, false).is_err());
        assert!(choose(Some("a"), Some("b"), false, false)
            .unwrap_err()
            .contains("mutually exclusive"));
    }

    #[test]
    fn datadirs() {
        let root = "/repo";
        let strip = HieraPath::Strip("/etc/puppetlabs/code".into());
        assert_eq!(
            munge_dir(
                "/etc/puppetlabs/code/environments/%{environment}/hieradata",
                &strip,
                root,
                "production"
            ),
            "/repo/hieradata"
        );
        assert_eq!(
            munge_dir("/elsewhere/%{::environment}/x", &strip, root, "prod"),
            "/elsewhere/prod/x"
        );
        assert_eq!(
            munge_dir("data", &HieraPath::Path("hd".into()), root, "production"),
            "/repo/hd"
        );
    }

    #[test]
    fn level_datadir_with_hiera_path_is_refused() {
        let text = "version: 5\nhierarchy:\n  - name: x\n    datadir: d\n    path: common.yaml\n";
        let e = rewrite(
            "h.yaml",
            text,
            &HieraPath::Path("hd".into()),
            "/r",
            "production",
        )
        .unwrap_err();
        assert!(e.contains("--hiera-path is not supported"), "{e}");
        let ok = rewrite(
            "h.yaml",
            text,
            &HieraPath::Strip("d".into()),
            "/r",
            "production",
        )
        .expect("strip");
        assert!(
            ok.contains("\"datadir\": \"/octocatalog-diff-build-directory\""),
            "{ok}"
        );
    }

    #[test]
    fn version_3_backends() {
        let text = ":backends:\n  - yaml\n:yaml:\n  :datadir: /etc/x\n:json:\n  :datadir: /j\n";
        let out =
            rewrite("h.yaml", text, &HieraPath::Path("hd".into()), "/r", "p").expect("rewrite");
        assert!(out.contains("\":datadir\": \"/r/hd\""), "{out}");
        assert!(out.contains("\":datadir\": \"/j\""), "{out}");
    }
}
