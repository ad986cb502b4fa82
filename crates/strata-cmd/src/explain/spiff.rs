//! `strata explain spiff TEMPLATE STUB... --path PATH`: the files merged exactly as
//! `spiff merge` merges them (the same function, its output kept instead of printed), then the
//! definitions of the node at `PATH` found by `strata_spiff::explain` in the files' source
//! trees.

use clap::Parser;
use std::ffi::OsString;
use strata_core::explain::{parse_path, PathNotFound};
use strata_core::source::SourceMap;
use strata_spiff::explain::{explain, paths, Layer};

use crate::spiff::{merge_with, MergeArgs};

/// `strata explain spiff`.
#[derive(Parser, Debug)]
#[command(about = "Where a node of spiff's merged document came from")]
struct Args {
    /// The template, then the stubs (as `spiff merge` takes them)
    #[arg(value_name = "FILE", required = true)]
    files: Vec<String>,
    /// spiff++ features to enable (control, interpolation)
    #[arg(long, value_name = "FEATURES")]
    features: Vec<String>,
    /// enable the interpolation feature (`(( expr ))` embedded in strings)
    #[arg(long)]
    interpolation: bool,
    /// key/value bindings
    #[arg(short = 'D', long, value_name = "KEY=VALUE")]
    define: Vec<String>,
    /// yaml file with additional bindings to use
    #[arg(long, value_name = "FILE")]
    bindings: Option<String>,
    #[command(flatten)]
    common: super::Common,
}

/// `strata explain spiff ARGS... --path PATH`.
pub fn main(args: Vec<OsString>) -> i32 {
    let args: Args = match crate::parse_args(args) {
        Ok(a) => a,
        Err(code) => return code,
    };
    let segments = match parse_path(&args.common.path) {
        Ok(s) => s,
        Err(e) => {
            eprintln!("error: invalid path `{}`: {e}", args.common.path);
            return 1;
        }
    };
    // the normal merge, as `spiff merge --json` runs it
    let merge = MergeArgs {
        json: true,
        features: args.features.clone(),
        interpolation: args.interpolation,
        define: args.define.clone(),
        bindings: args.bindings.clone(),
        files: args.files.clone(),
        ..MergeArgs::default()
    };
    let mut docs = Vec::new();
    let status = merge_with(&merge, &mut |d, _| {
        docs = d.to_vec();
        0
    });
    if status != 0 {
        return i32::from(status);
    }
    let Some(root) = docs.first() else {
        eprintln!("error: the merge produced no document");
        return 1;
    };
    // the files' source trees, with their texts held for the excerpts
    let mut map = SourceMap::new();
    let mut trees = Vec::new();
    for f in &args.files {
        let text = match std::fs::read_to_string(f) {
            Ok(t) => t,
            Err(e) => {
                eprintln!("error reading file {f}: {e}");
                return 1;
            }
        };
        let id = map.add(f.as_str(), text.as_str());
        match strata_spiff::load::load(&text, id) {
            Ok(mut d) if !d.is_empty() => {
                if args.interpolation || args.features.iter().any(|f| f.contains("interpolation")) {
                    d.iter_mut()
                        .for_each(strata_spiff::source::interpolate_strings);
                }
                trees.push((f.as_str(), d.swap_remove(0)));
            }
            Ok(_) => {}
            Err(e) => {
                eprintln!("error parsing {f}: {}", e.message);
                return 1;
            }
        }
    }
    let layers: Vec<Layer> = trees
        .iter()
        .map(|(name, doc)| Layer { name, doc })
        .collect();
    match explain(
        &map,
        &layers,
        &args.common.path,
        &segments,
        root,
        args.common.depth,
    ) {
        Some(ex) => super::emit(&ex, &args.common),
        None => {
            let e = PathNotFound::new(&args.common.path, &paths(root, 100_000));
            eprintln!("error: {e}");
            1
        }
    }
}
