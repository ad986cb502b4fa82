//! `strata explain puppet --manifest site.pp --node NAME [--modulepath ...] [--facts ...]
//! --path 'File[/etc/motd]/content'`: where a resource of the node's catalog was declared
//! (the reference alone: its declaration, the classes and defines that contain it, its tags),
//! or which definitions gave one of its parameters its value (`Type[title]/param`, or a part
//! of it, `Type[title]/param.key[0]`: the
//! declaration, resource defaults, overrides, collectors, `+>` appends, Hiera and class
//! parameter defaults, each with its role and Puppet's rule). The compile is the one
//! `strata puppet compile` runs, with a trace of that one resource kept
//! (`strata_puppet::explain`).

use clap::Parser;
use std::ffi::OsString;
use strata_core::explain::{parse_path, value_at, value_paths, PathNotFound, Segment};

#[derive(Parser, Debug)]
#[command(
    name = "strata explain puppet",
    about = "Explain where a resource of a Puppet catalog, or one of its parameters, came from"
)]
struct Cli {
    #[command(flatten)]
    compile: crate::puppet::CompileArgs,
    #[command(flatten)]
    common: super::Common,
}

/// A path of `strata explain puppet`: `Type[title]`, the parameter after `/`, and the path
/// inside the parameter's value after it (the dotted syntax of the other systems:
/// `Class[cfg]/settings.users[0].name`).
struct Reference {
    ty: String,
    title: String,
    param: Option<String>,
    inside: Vec<Segment>,
}

fn parse_reference(path: &str) -> Result<Reference, String> {
    let bad = || {
        format!(
            "`{path}` is not a resource reference: write Type[title], Type[title]/parameter or \
             Type[title]/parameter.key[index] for a part of its value"
        )
    };
    let open = path.find('[').ok_or_else(bad)?;
    let (close, param, inside) = if path.ends_with(']') && !path.contains("]/") {
        (path.len() - 1, None, Vec::new())
    } else {
        let i = path.rfind("]/").ok_or_else(bad)?;
        let mut segments = parse_path(&path[i + 2..]).map_err(|e| format!("{}: {e}", bad()))?;
        if segments.is_empty() {
            return Err(bad());
        }
        let Segment::Field(p) = segments.remove(0) else {
            return Err(bad());
        };
        if p.is_empty() || !p.chars().all(|c| c.is_ascii_alphanumeric() || c == '_') {
            return Err(bad());
        }
        (i, Some(p), segments)
    };
    let ty = path[..open].trim();
    let title = path[open + 1..close]
        .trim()
        .trim_matches(|c| c == '\'' || c == '"');
    if ty.is_empty() || title.is_empty() {
        return Err(bad());
    }
    Ok(Reference {
        ty: ty.to_string(),
        title: title.to_string(),
        param,
        inside,
    })
}

/// The explanation of a parameter narrowed to the part of its value at `inside`: the final
/// value's part, and each definition's part where it has one (a definition without it, such
/// as an unused default kept as its source text, is shown whole). A part the final value does
/// not have is an error naming the nearest parts it has.
fn narrow(
    mut ex: strata_core::explain::Explanation,
    inside: &[Segment],
    param_path: &str,
) -> Result<strata_core::explain::Explanation, String> {
    if inside.is_empty() {
        return Ok(ex);
    }
    let Some(part) = value_at(&ex.value, inside).cloned() else {
        let known: Vec<String> = value_paths(&ex.value, 100_000)
            .into_iter()
            .map(|p| {
                let sep = if p.starts_with('[') { "" } else { "." };
                format!("{param_path}{sep}{p}")
            })
            .collect();
        return Err(PathNotFound::new(&ex.path, &known).to_string());
    };
    ex.value = part;
    for d in &mut ex.definitions {
        if let Some(part) = value_at(&d.value, inside) {
            d.value = part.clone();
        }
    }
    Ok(ex)
}

/// `strata explain puppet ARGS... --path PATH`.
pub fn main(args: Vec<OsString>) -> i32 {
    let cli: Cli = match crate::parse_args(args) {
        Ok(a) => a,
        Err(code) => return code,
    };
    let reference = match parse_reference(&cli.common.path) {
        Ok(r) => r,
        Err(e) => {
            eprintln!("Error: {e}");
            return 1;
        }
    };
    let path = cli.common.path.clone();
    let param_path = format!(
        "{}[{}]/{}",
        reference.ty,
        reference.title,
        reference.param.as_deref().unwrap_or_default()
    );
    let r = crate::puppet::compile_to_explain(
        &cli.compile,
        |c| c.trace_resource(&reference.ty, &reference.title),
        |c| c.explain_traced(&path, reference.param.as_deref()),
    )
    .and_then(|ex| narrow(ex, &reference.inside, &param_path));
    match r {
        Ok(mut explanation) => {
            relative_files(&mut explanation);
            super::emit(&explanation, &cli.common)
        }
        Err(e) => {
            eprintln!("Error: {e}");
            1
        }
    }
}

/// Files relative to the current directory, as the user named them.
fn relative_files(ex: &mut strata_core::explain::Explanation) {
    let Ok(cwd) = std::env::current_dir() else {
        return;
    };
    let prefix = format!("{}/", cwd.display());
    let fix = |f: &mut String| {
        if let Some(rest) = f.strip_prefix(&prefix) {
            *f = rest.to_string();
        }
    };
    for d in &mut ex.definitions {
        fix(&mut d.location.file);
    }
    for c in &mut ex.contracts {
        fix(&mut c.location.file);
    }
    fn inputs(list: &mut [strata_core::explain::Input], fix: &dyn Fn(&mut String)) {
        for i in list {
            if let Some(l) = &mut i.location {
                fix(&mut l.file);
            }
            inputs(&mut i.inputs, fix);
        }
    }
    inputs(&mut ex.inputs, &fix);
}
