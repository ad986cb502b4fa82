//! `strata explain hcldec --spec SPEC [-V VARS]... [--keep-nulls] [FILE...] --path PATH`: where
//! a value of hcldec's JSON output came from (see `strata_hcldec::explain`).

use std::ffi::OsString;

use clap::Parser;
use strata_hcldec::explain::{explain, Sources};

/// The inputs `hcldec` takes, and the explain options.
#[derive(Parser, Debug)]
#[command(
    name = "strata explain hcldec",
    about = "Explain where a value of hcldec's JSON output came from"
)]
struct Args {
    /// The spec file
    #[arg(short, long, value_name = "spec-file")]
    spec: String,
    /// Variables: a JSON object literal, or an HCL or JSON file (repeatable; later ones
    /// override earlier ones and the spec's `variables`), as hcldec's `-V`
    #[arg(
        short = 'V',
        long = "vars",
        visible_alias = "var",
        value_name = "json-or-file"
    )]
    vars: Vec<String>,
    /// Keep object properties whose value is null, as hcldec's `--keep-nulls`
    #[arg(long)]
    keep_nulls: bool,
    /// Input files, merged as hcldec merges them (none: standard input)
    #[arg(value_name = "hcl-file")]
    files: Vec<String>,
    #[command(flatten)]
    common: super::Common,
}

/// `strata explain hcldec ARGS... --path PATH`.
pub fn main(args: Vec<OsString>) -> i32 {
    let args: Args = match crate::parse_args(args) {
        Ok(a) => a,
        Err(code) => return code,
    };
    let input = crate::hcldec::ExplainInput {
        spec: args.spec.clone(),
        vars: args.vars.clone(),
        files: args.files.clone(),
    };
    crate::hcldec::run_for_explain(&input, &mut |run| {
        let sources = Sources {
            map: run.map,
            spec_body: run.spec_body,
            root: &run.spec.root,
            body: run.body,
            ctx: run.ctx,
            var_sources: run.var_sources,
            keep_nulls: args.keep_nulls,
        };
        match explain(&sources, run.value, &args.common.path, args.common.depth) {
            Ok(explanation) => super::emit(&explanation, &args.common),
            Err(e) => {
                eprint!("Error: {e}\n\n");
                1
            }
        }
    })
}
