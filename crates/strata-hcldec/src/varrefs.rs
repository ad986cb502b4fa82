//! `--var-refs`: the variables an input refers to, found without evaluating anything.
//!
//! Every spec that reads the body contributes the root-variable traversals of the
//! expressions it would evaluate: `attr` its attribute's expression, the block specs those
//! of the matching child blocks (recursively, with their nested spec), `block_attrs` those
//! of the block's attributes. The list comes out in source order. Names bound by `for`
//! expressions are not variables. The body is read permissively: unexpected content is
//! ignored here.

use strata_hcl::expr::Traversal;
use strata_hcl::{Body, BodyContent};
use strata_hcl_types::Value;

use crate::engine::EvalContext;
use crate::spec::Spec;

/// The traversals `spec` would evaluate in `body`, in source order (file, then position).
///
/// The original lists them in an order that depends on hash-map iteration; sorting by
/// position makes the output stable.
pub fn variables(body: &Body, spec: &Spec) -> Vec<Traversal> {
    let mut out = collect(body, spec);
    strata_core::sort::sort_by_key(&mut out, |t| {
        let s = t.span();
        (s.file, s.start, s.end)
    });
    out
}

fn collect(body: &Body, spec: &Spec) -> Vec<Traversal> {
    let schema = spec.implied_schema();
    let (content, _, _) = body.partial_content(&schema);
    let mut out = Vec::new();
    let mut stack = vec![spec];
    while let Some(s) = stack.pop() {
        needed(s, &content, &mut out);
        match s {
            Spec::Object(m) => stack.extend(m.values().rev()),
            Spec::Array(v) => stack.extend(v.iter().rev()),
            Spec::Default { primary, fallback } => {
                stack.push(fallback);
                stack.push(primary);
            }
            Spec::Transform(t) => stack.push(&t.nested),
            _ => {}
        }
    }
    out
}

fn needed(spec: &Spec, content: &BodyContent, out: &mut Vec<Traversal>) {
    match spec {
        Spec::Attr(a) => {
            if let Some(attr) = content.attributes.get(&a.name) {
                out.extend(attr.expr.variables());
            }
        }
        Spec::Block(b) => {
            if let Some(child) = content.blocks.iter().find(|c| c.type_name == b.type_name) {
                out.extend(collect(&child.body, &b.nested));
            }
        }
        Spec::BlockList(b) => {
            for child in content.blocks.iter().filter(|c| c.type_name == b.type_name) {
                out.extend(collect(&child.body, &b.nested));
            }
        }
        Spec::BlockMap(b) => {
            for child in content.blocks.iter().filter(|c| c.type_name == b.type_name) {
                out.extend(collect(&child.body, &b.nested));
            }
        }
        Spec::BlockAttrs(b) => {
            let Some(block) = content.blocks.iter().find(|c| c.type_name == b.type_name) else {
                return;
            };
            let (attrs, diags) = block.body.just_attributes();
            if strata_core::diagnostic::has_errors(&diags) {
                return;
            }
            out.extend(attrs.values().flat_map(|a| a.expr.variables()));
        }
        _ => {}
    }
}

/// The current value of an absolute traversal in `ctx`, if it has one.
pub fn traverse(t: &Traversal, ctx: Option<&EvalContext>) -> Option<Value> {
    let (v, diags) = t.traverse_abs(ctx);
    if strata_core::diagnostic::has_errors(&diags) {
        return None;
    }
    Some(v)
}
