//! Where in a file a position is: the context line of text diagnostics.
//!
//! # Semantics
//!
//! HCL's text diagnostics name the construct around the subject (`on main.hcl line 3, in
//! variable "tags":`), from the file's own syntax tree:
//!
//! * **Native syntax**: the first *top-level* block whose range (from its type name to its
//!   closing brace) contains the position, as its type followed by its labels quoted
//!   (`resource "aws_vpc" "main"`); nested blocks are not looked into.
//! * **JSON syntax**: the path of object properties and array elements, each an object or an
//!   array, that contain the position, from the root: `variable.tags`, `resource[0].x`.
//!
//! A position outside every such construct has no context (the empty string).

use crate::ast::NativeBody;
use crate::json::JsonNode;
use strata_core::text::go_quote;

/// The context string of byte `offset` in a native-syntax file whose root body is `root`.
pub fn native_context(root: &NativeBody, offset: u32) -> String {
    let Some(block) = root.blocks.iter().find(|b| {
        let start = b.type_span.start;
        let end = b.close_brace_span.end;
        offset >= start && offset < end
    }) else {
        return String::new();
    };
    let mut out = block.type_name.to_string();
    for label in &block.labels {
        out.push(' ');
        out.push_str(&go_quote(label));
    }
    out
}

/// The context string of byte `offset` in a JSON-syntax file whose root value is `root`.
pub fn json_context(root: &JsonNode, offset: u32) -> String {
    let contains = |n: &JsonNode| {
        matches!(n, JsonNode::Object { .. } | JsonNode::Array { .. }) && {
            let r = n.range();
            offset >= r.start && offset < r.end
        }
    };
    let mut out = String::new();
    let mut node = root;
    // A loop, not recursion: JSON nesting is as deep as the parser allows.
    loop {
        let next = match node {
            JsonNode::Object { attrs, .. } => attrs.iter().find(|p| contains(&p.value)).map(|p| {
                out.push('.');
                out.push_str(&p.name);
                &*p.value
            }),
            JsonNode::Array { values, .. } => values
                .iter()
                .enumerate()
                .find(|(_, v)| contains(v))
                .map(|(i, v)| {
                    out.push_str(&format!("[{i}]"));
                    &**v
                }),
            _ => None,
        };
        match next {
            Some(n) => node = n,
            None => break,
        }
    }
    match out.strip_prefix('.') {
        Some(rest) => rest.to_string(),
        None => out,
    }
}
