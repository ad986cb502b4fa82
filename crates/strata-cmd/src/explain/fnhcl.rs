//! `strata explain fn-hcl XR COMPOSITION [FUNCTIONS] [-o OBSERVED] ... --path NAME.FIELD...`:
//! where a field of a composed resource came from (see `strata_fnhcl::explain`).

use std::ffi::OsString;
use std::sync::Arc;

use clap::Parser;
use strata_core::positioned::{Node, NodeValue};
use strata_fnhcl::explain::{explain, place_archive, Sources};

/// The inputs `strata fn-hcl render` takes, and the explain options.
#[derive(Parser, Debug)]
#[command(
    name = "strata explain fn-hcl",
    about = "Explain where a field of a resource function-hcl composed came from"
)]
struct Args {
    #[command(flatten)]
    render: crate::fnhcl::RenderArgs,
    #[command(flatten)]
    common: super::Common,
}

fn get<'n>(node: &'n Node, key: &str) -> Option<&'n Node> {
    match &node.value {
        NodeValue::Map(pairs) => pairs
            .iter()
            .find(|(k, _)| matches!(&k.value, NodeValue::String(s) if s == key))
            .map(|(_, v)| v),
        _ => None,
    }
}

/// The `input.hcl` archives of the Composition's pipeline steps.
fn archives(composition: &Node) -> Vec<&Node> {
    let Some(NodeValue::Seq(steps)) = get(composition, "spec")
        .and_then(|s| get(s, "pipeline"))
        .map(|p| &p.value)
    else {
        return Vec::new();
    };
    steps
        .iter()
        .filter_map(|s| get(s, "input").and_then(|i| get(i, "hcl")))
        .filter(|n| matches!(n.value, NodeValue::String(_)))
        .collect()
}

/// `strata explain fn-hcl ARGS... --path PATH`.
pub fn main(args: Vec<OsString>) -> i32 {
    let args: Args = match crate::parse_args(args) {
        Ok(a) => a,
        Err(code) => return code,
    };
    let Ok(mut rendered) = crate::fnhcl::render_for_explain(&args.render) else {
        return 1;
    };
    let mut files = Vec::new();
    for node in archives(&rendered.composition) {
        let NodeValue::String(hcl) = &node.value else {
            continue;
        };
        let name = rendered.map.name(node.span.file).to_string();
        let text = rendered.map.text(node.span.file).to_string();
        for placed in place_archive(&text, node.span.start as usize, hcl) {
            let Ok(id) = rendered.map.try_add(name.as_str(), placed.text.as_str()) else {
                continue;
            };
            let (body, _) = strata_hcl::parser::parse_file(placed.text.as_bytes(), id);
            files.push((id, Arc::new(body)));
        }
    }
    let sources = Sources {
        map: &rendered.map,
        files,
        xr: &rendered.xr,
        docs: &rendered.docs,
    };
    match explain(&sources, &args.common.path, args.common.depth) {
        Ok(explanation) => super::emit(&explanation, &args.common),
        Err(e) => {
            eprintln!("error: {e}");
            1
        }
    }
}
