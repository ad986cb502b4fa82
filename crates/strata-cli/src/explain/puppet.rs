//! `strata explain puppet --manifest site.pp --node NAME [--modulepath ...] [--facts ...]
//! --path 'File[/etc/motd]/content'`: where a resource of the node's catalog was declared
//! (the reference alone: its declaration, the classes and defines that contain it, its tags),
//! or which definitions gave one of its parameters its value (`Type[title]/param`: the
//! declaration, resource defaults, overrides, collectors, `+>` appends, Hiera and class
//! parameter defaults, each with its role and Puppet's rule). The compile is the one
//! `strata puppet compile` runs, with a trace of that one resource kept
//! (`strata_puppet::explain`).

use clap::Parser;
use std::ffi::OsString;

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

/// `Type[title]` and the parameter after `/`, if any.
fn parse_reference(path: &str) -> Result<(String, String, Option<String>), String> {
    let bad = || {
        format!("`{path}` is not a resource reference: write Type[title] or Type[title]/parameter")
    };
    let open = path.find('[').ok_or_else(bad)?;
    let (close, param) = if path.ends_with(']') {
        (path.len() - 1, None)
    } else {
        let i = path.rfind("]/").ok_or_else(bad)?;
        let p = &path[i + 2..];
        if p.is_empty() || !p.chars().all(|c| c.is_ascii_alphanumeric() || c == '_') {
            return Err(bad());
        }
        (i, Some(p.to_string()))
    };
    let ty = path[..open].trim();
    let title = path[open + 1..close]
        .trim()
        .trim_matches(|c| c == '\'' || c == '"');
    if ty.is_empty() || title.is_empty() {
        return Err(bad());
    }
    Ok((ty.to_string(), title.to_string(), param))
}

/// `strata explain puppet ARGS... --path PATH`.
pub fn main(args: Vec<OsString>) -> i32 {
    let cli = match Cli::try_parse_from(args) {
        Ok(c) => c,
        Err(e) => {
            let _ = e.print();
            return if e.use_stderr() { 2 } else { 0 };
        }
    };
    let (ty, title, param) = match parse_reference(&cli.common.path) {
        Ok(r) => r,
        Err(e) => {
            eprintln!("Error: {e}");
            return 1;
        }
    };
    let path = cli.common.path.clone();
    let r = crate::puppet::compile_to_explain(
        &cli.compile,
        |c| c.trace_resource(&ty, &title),
        |c| c.explain_traced(&path, param.as_deref()),
    );
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
