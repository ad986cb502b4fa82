//! Loading a spec file: the top-level `function` and `variables` blocks, then exactly one
//! root spec block, each spec block decoded recursively into a [`Spec`].
//!
//! Arguments of spec blocks are evaluated without variables (`name`, `block_type`,
//! `required`, `min_items`, `max_items`, `labels`); `literal` values, `variables` values and
//! function bodies may call the spec-definition functions; `type` and `element_type` are type
//! expressions ([`crate::typeexpr`]). A spec block that has errors is replaced by
//! [`Spec::error`] so loading always reports everything it can.

use std::collections::BTreeMap;
use std::sync::Arc;

use smol_str::SmolStr;
use strata_core::{Diagnostic, Diagnostics, SourceMap, Span};
use strata_hcl::{Attribute, AttributeSchema, Block, BlockHeaderSchema, Body, BodySchema};
use strata_hcl_types::{convert, Type, Value};

use crate::engine::{self, Function, SpecContext};
use crate::spec::{
    AttrSpec, BlockAttrsSpec, BlockListSpec, BlockMapSpec, BlockSpec, Collection, Spec,
    TransformSpec,
};
use crate::typeexpr::eval_type_expr;
use crate::userfunc::decode_user_functions;

/// Most labels a `block_map` may name.
pub const MAX_BLOCK_MAP_LABELS: usize = 64;

/// Deepest nesting of the values a spec may describe (each `object`, `array`, list, set, map
/// and label level counts one). Deeper specs are rejected so no walk over their values or
/// types can exhaust the stack.
pub const MAX_RESULT_DEPTH: usize = 256;

/// A loaded spec file.
#[derive(Clone, Debug)]
pub struct SpecFile {
    /// Values from the `variables` blocks.
    pub variables: BTreeMap<String, Value>,
    /// Functions from the `function` blocks, offered to the input.
    pub functions: BTreeMap<String, Function>,
    /// The root spec.
    pub root: Spec,
}

/// The spec block types, in the order the original lists them.
const SPEC_BLOCK_TYPES: &[&str] = &[
    "object",
    "array",
    "literal",
    "attr",
    "block",
    "block_list",
    "block_map",
    "block_attrs",
    "block_set",
    "default",
    "transform",
];

/// The schema of a body holding spec blocks (labelled: an `object`'s properties).
pub(crate) fn spec_schema(labelled: bool) -> BodySchema {
    BodySchema {
        attributes: Vec::new(),
        blocks: SPEC_BLOCK_TYPES
            .iter()
            .map(|t| BlockHeaderSchema {
                type_name: SmolStr::new(t),
                label_names: if labelled {
                    vec![SmolStr::new("key")]
                } else {
                    Vec::new()
                },
            })
            .collect(),
    }
}

/// Loads the spec from the parsed body of a spec file. `map` holds the spec file (it
/// resolves ranges inside messages of failed user-function calls).
pub fn load_spec(map: &SourceMap, body: &Body) -> (SpecFile, Diagnostics) {
    let ctx = Arc::new(SpecContext::new(map.clone()));
    let (functions, rest, mut diags) = decode_user_functions(body, &ctx);

    let variables_schema = BodySchema {
        attributes: Vec::new(),
        blocks: vec![BlockHeaderSchema {
            type_name: SmolStr::new("variables"),
            label_names: Vec::new(),
        }],
    };
    let (content, rest, d) = rest.partial_content(&variables_schema);
    diags.extend(d);
    let mut variables = BTreeMap::new();
    for block in &content.blocks {
        let (attrs, d) = block.body.just_attributes();
        diags.extend(d);
        for (name, attr) in &attrs {
            let (v, d) = ctx.eval(&attr.expr);
            diags.extend(d);
            variables.insert(name.to_string(), v);
        }
    }

    let loader = Loader { ctx };
    let (mut root, d) = loader.root(&rest);
    diags.extend(d);
    if result_depth(&root) > MAX_RESULT_DEPTH {
        let mut d = Diagnostic::error(
            "Spec nests too deeply",
            format!(
                "The values this spec describes would nest more than {MAX_RESULT_DEPTH} levels deep, which strata does not support."
            ),
        );
        if let Some(s) = first_block_range(&rest) {
            d = d.with_subject(s);
        }
        diags.push(d);
        root = Spec::error();
    }
    (
        SpecFile {
            variables,
            functions,
            root,
        },
        diags,
    )
}

struct Loader {
    ctx: Arc<SpecContext>,
}

/// The arguments of a spec block, decoded as the original's struct-tag decoder does.
struct Args {
    attrs: BTreeMap<&'static str, Attribute>,
    /// The rest of the body, when the block also holds a nested spec.
    remain: Option<Body>,
    missing: Span,
}

impl Loader {
    fn root(&self, body: &Body) -> (Spec, Diagnostics) {
        self.one_spec(
            body,
            "A spec file must have exactly one root block specifying how to map to a JSON value.",
        )
    }

    /// Decodes the one nested spec of a block-type spec.
    fn nested(&self, body: &Body, detail: &str) -> (Spec, Diagnostics) {
        self.one_spec(body, detail)
    }

    /// Decodes the one spec block `body` must hold (the spec file's root, or the nested spec
    /// of a block-type spec); none ("Missing spec block") or more ("Extraneous spec block")
    /// is an error explained by `detail`.
    fn one_spec(&self, body: &Body, detail: &str) -> (Spec, Diagnostics) {
        let (content, mut diags) = body.content(&spec_schema(false));
        match content.blocks.as_slice() {
            [] => {
                if !strata_core::diagnostic::has_errors(&diags) {
                    diags.push(
                        Diagnostic::error("Missing spec block", detail)
                            .with_subject(body.missing_item_range()),
                    );
                }
                (Spec::error(), diags)
            }
            [only] => {
                let (s, d) = self.block(only);
                diags.extend(d);
                (s, diags)
            }
            [_, second, ..] => {
                diags.push(
                    Diagnostic::error("Extraneous spec block", detail)
                        .with_subject(second.def_range),
                );
                (Spec::error(), diags)
            }
        }
    }

    fn block(&self, block: &Block) -> (Spec, Diagnostics) {
        let implied = block.labels.first().cloned().unwrap_or_default();
        let body = &block.body;
        match block.type_name.as_str() {
            "object" => {
                let (content, mut diags) = body.content(&spec_schema(true));
                let mut props = BTreeMap::new();
                for b in &content.blocks {
                    let (s, d) = self.block(b);
                    diags.extend(d);
                    props.insert(
                        b.labels.first().map(|l| l.to_string()).unwrap_or_default(),
                        s,
                    );
                }
                (Spec::Object(props), diags)
            }
            "array" => {
                let (content, mut diags) = body.content(&spec_schema(false));
                let mut elems = Vec::new();
                for b in &content.blocks {
                    let (s, d) = self.block(b);
                    diags.extend(d);
                    elems.push(s);
                }
                (Spec::Array(elems), diags)
            }
            "attr" => self.attr(body, implied),
            "block" => self.block_spec(body, implied),
            "block_list" => self.block_list(body, implied, Collection::List),
            "block_set" => self.block_list(body, implied, Collection::Set),
            "block_map" => self.block_map(body, implied),
            "block_attrs" => self.block_attrs(body, implied),
            "default" => self.default(body),
            "transform" => self.transform(body),
            "literal" => self.literal(body),
            other => (
                Spec::error(),
                vec![Diagnostic::error(
                    "Invalid spec block",
                    format!(
                        "Blocks of type {} are not expected here.",
                        engine::go_quote(other)
                    ),
                )
                .with_subject(block.type_range)],
            ),
        }
    }

    /// Decodes the named arguments (`(name, required)`) of a spec block's body; with
    /// `remain`, everything else is left for a nested spec instead of being an error.
    fn args(
        &self,
        body: &Body,
        fields: &[(&'static str, bool)],
        remain: bool,
    ) -> (Args, Diagnostics) {
        let schema = BodySchema {
            attributes: fields
                .iter()
                .map(|(n, r)| AttributeSchema {
                    name: SmolStr::new(n),
                    required: *r,
                })
                .collect(),
            blocks: Vec::new(),
        };
        let (content, rest, diags) = if remain {
            let (c, rest, d) = body.partial_content(&schema);
            (c, Some(rest), d)
        } else {
            let (c, d) = body.content(&schema);
            (c, None, d)
        };
        let mut attrs = BTreeMap::new();
        for (name, _) in fields {
            if let Some(a) = content.attributes.get(*name) {
                attrs.insert(*name, a.clone());
            }
        }
        (
            Args {
                attrs,
                remain: rest,
                missing: body.missing_item_range(),
            },
            diags,
        )
    }

    fn attr(&self, body: &Body, implied: SmolStr) -> (Spec, Diagnostics) {
        let (args, mut diags) = self.args(
            body,
            &[("name", false), ("type", false), ("required", false)],
            false,
        );
        let name = opt_string(&args, "name", &mut diags);
        let required = opt_bool(&args, "required", &mut diags);
        if strata_core::diagnostic::has_errors(&diags) {
            return (Spec::error(), diags);
        }
        let ty = opt_type(&args, "type", &mut diags);
        let name = name.map(SmolStr::from).unwrap_or(implied);
        if name.is_empty() {
            diags.push(
                Diagnostic::error(
                    "Missing name in attribute spec",
                    "The name attribute is required, to specify the attribute name that is expected in an input HCL file.",
                )
                .with_subject(args.missing),
            );
            return (Spec::error(), diags);
        }
        (
            Spec::Attr(AttrSpec {
                name,
                ty,
                required: required.unwrap_or(false),
            }),
            diags,
        )
    }

    fn block_spec(&self, body: &Body, implied: SmolStr) -> (Spec, Diagnostics) {
        let (args, mut diags) =
            self.args(body, &[("block_type", false), ("required", false)], true);
        let type_name = opt_string(&args, "block_type", &mut diags);
        let required = opt_bool(&args, "required", &mut diags);
        if strata_core::diagnostic::has_errors(&diags) {
            return (Spec::error(), diags);
        }
        let (nested, d) = self.nested(
            args.remain.as_ref().unwrap_or(body),
            "A block spec must have exactly one child spec specifying how to decode block contents.",
        );
        diags.extend(d);
        (
            Spec::Block(BlockSpec {
                type_name: type_name.map(SmolStr::from).unwrap_or(implied),
                nested: Box::new(nested),
                required: required.unwrap_or(false),
            }),
            diags,
        )
    }

    fn block_list(&self, body: &Body, implied: SmolStr, kind: Collection) -> (Spec, Diagnostics) {
        let (args, mut diags) = self.args(
            body,
            &[
                ("block_type", false),
                ("min_items", false),
                ("max_items", false),
            ],
            true,
        );
        let type_name = opt_string(&args, "block_type", &mut diags);
        let min_items = opt_int(&args, "min_items", &mut diags);
        let max_items = opt_int(&args, "max_items", &mut diags);
        if strata_core::diagnostic::has_errors(&diags) {
            return (Spec::error(), diags);
        }
        let (nested, d) = self.nested(
            args.remain.as_ref().unwrap_or(body),
            "A block spec must have exactly one child spec specifying how to decode block contents.",
        );
        diags.extend(d);
        let type_name = type_name.map(SmolStr::from).unwrap_or(implied);
        if type_name.is_empty() {
            let which = match kind {
                Collection::List => "block_list",
                Collection::Set => "block_set",
            };
            diags.push(missing_block_type(which, args.missing));
            return (Spec::error(), diags);
        }
        (
            Spec::BlockList(BlockListSpec {
                kind,
                type_name,
                nested: Box::new(nested),
                min_items: min_items.unwrap_or(0),
                max_items: max_items.unwrap_or(0),
            }),
            diags,
        )
    }

    fn block_map(&self, body: &Body, implied: SmolStr) -> (Spec, Diagnostics) {
        let (args, mut diags) = self.args(body, &[("block_type", false), ("labels", true)], true);
        let type_name = opt_string(&args, "block_type", &mut diags);
        let labels = string_list(&args, "labels", &mut diags);
        if labels.len() > MAX_BLOCK_MAP_LABELS {
            let mut d = Diagnostic::error(
                "Too many block labels",
                format!("A block_map may name at most {MAX_BLOCK_MAP_LABELS} labels in strata."),
            );
            if let Some(a) = args.attrs.get("labels") {
                d = d.with_subject(a.expr.range());
            }
            diags.push(d);
        }
        if strata_core::diagnostic::has_errors(&diags) {
            return (Spec::error(), diags);
        }
        let (nested, d) = self.nested(
            args.remain.as_ref().unwrap_or(body),
            "A block spec must have exactly one child spec specifying how to decode block contents.",
        );
        diags.extend(d);
        let type_name = type_name.map(SmolStr::from).unwrap_or(implied);
        if type_name.is_empty() {
            diags.push(missing_block_type("block_map", args.missing));
            return (Spec::error(), diags);
        }
        if labels.is_empty() {
            diags.push(
                Diagnostic::error(
                    "Invalid block label name list",
                    "A block_map must have at least one label specified.",
                )
                .with_subject(args.missing),
            );
            return (Spec::error(), diags);
        }
        let spec = Spec::BlockMap(BlockMapSpec {
            type_name,
            labels: labels.into_iter().map(SmolStr::from).collect(),
            nested: Box::new(nested),
        });
        if spec.implied_type().has_dynamic() {
            diags.push(
                Diagnostic::error(
                    "Invalid block_map spec",
                    "A block_map spec may not contain attributes with type 'any'.",
                )
                .with_subject(args.missing),
            );
        }
        (spec, diags)
    }

    fn block_attrs(&self, body: &Body, implied: SmolStr) -> (Spec, Diagnostics) {
        let (args, mut diags) = self.args(
            body,
            &[
                ("block_type", false),
                ("element_type", false),
                ("required", false),
            ],
            false,
        );
        let type_name = opt_string(&args, "block_type", &mut diags);
        let required = opt_bool(&args, "required", &mut diags);
        if strata_core::diagnostic::has_errors(&diags) {
            return (Spec::error(), diags);
        }
        let element_type = opt_type(&args, "element_type", &mut diags);
        let type_name = type_name.map(SmolStr::from).unwrap_or(implied);
        if type_name.is_empty() {
            diags.push(missing_block_type("block_attrs", args.missing));
            return (Spec::error(), diags);
        }
        (
            Spec::BlockAttrs(BlockAttrsSpec {
                type_name,
                element_type,
                required: required.unwrap_or(false),
            }),
            diags,
        )
    }

    fn literal(&self, body: &Body) -> (Spec, Diagnostics) {
        let (args, mut diags) = self.args(body, &[("value", true)], false);
        if strata_core::diagnostic::has_errors(&diags) {
            return (Spec::error(), diags);
        }
        let Some(attr) = args.attrs.get("value") else {
            return (Spec::error(), diags);
        };
        let (v, d) = self.ctx.eval(&attr.expr);
        let failed = strata_core::diagnostic::has_errors(&d);
        diags.extend(d);
        if failed {
            return (Spec::error(), diags);
        }
        (Spec::Literal(v), diags)
    }

    fn default(&self, body: &Body) -> (Spec, Diagnostics) {
        let (content, mut diags) = body.content(&spec_schema(false));
        if content.blocks.is_empty() {
            if !strata_core::diagnostic::has_errors(&diags) {
                diags.push(
                    Diagnostic::error(
                        "Missing spec block",
                        "A default block must have at least one nested spec, each specifying a possible outcome.",
                    )
                    .with_subject(body.missing_item_range()),
                );
            }
            return (Spec::error(), diags);
        }
        if content.blocks.len() == 1 && !strata_core::diagnostic::has_errors(&diags) {
            diags.push(
                Diagnostic::warning(
                    "Useless default block",
                    "A default block with only one spec is equivalent to using that spec alone.",
                )
                .with_subject(content.blocks[0].def_range),
            );
        }
        let mut spec: Option<Spec> = None;
        for b in &content.blocks {
            let (candidate, d) = self.block(b);
            let failed = strata_core::diagnostic::has_errors(&d);
            diags.extend(d);
            if failed {
                continue;
            }
            spec = Some(match spec {
                None => candidate,
                Some(primary) => Spec::Default {
                    primary: Box::new(primary),
                    fallback: Box::new(candidate),
                },
            });
        }
        (spec.unwrap_or_else(Spec::error), diags)
    }

    fn transform(&self, body: &Body) -> (Spec, Diagnostics) {
        let (args, mut diags) = self.args(body, &[("result", false)], true);
        if strata_core::diagnostic::has_errors(&diags) {
            return (Spec::error(), diags);
        }
        let rest = args.remain.as_ref().unwrap_or(body);
        let (content, d) = rest.content(&spec_schema(false));
        let nested_failed = strata_core::diagnostic::has_errors(&d);
        diags.extend(d);
        if content.blocks.len() != 1 {
            if nested_failed {
                return (Spec::error(), diags);
            }
            diags.push(
                Diagnostic::error(
                    "Invalid transform spec",
                    "A transform spec block must have exactly one nested spec block.",
                )
                .with_subject(args.missing),
            );
            return (Spec::error(), diags);
        }
        let (nested, d) = self.block(&content.blocks[0]);
        diags.extend(d);
        let result = args.attrs.get("result").map(|a| a.expr.clone());
        (
            Spec::Transform(TransformSpec {
                nested: Box::new(nested),
                result,
                ctx: self.ctx.clone(),
            }),
            diags,
        )
    }
}

/// The definition range of the first block in `body`, for whole-spec diagnostics.
fn first_block_range(body: &Body) -> Option<Span> {
    let schema = spec_schema(false);
    let (content, _, _) = body.partial_content(&schema);
    content.blocks.first().map(|b| b.def_range)
}

/// How deeply the values `spec` produces nest (see [`MAX_RESULT_DEPTH`]). Follows the spec
/// tree, whose depth the spec file's syntax bounds.
fn result_depth(spec: &Spec) -> usize {
    match spec {
        Spec::Object(m) => 1 + m.values().map(result_depth).max().unwrap_or(0),
        Spec::Array(v) => 1 + v.iter().map(result_depth).max().unwrap_or(0),
        Spec::Attr(a) => type_depth(&a.ty),
        Spec::Block(b) => result_depth(&b.nested),
        Spec::BlockList(b) => 1 + result_depth(&b.nested),
        Spec::BlockMap(b) => b.labels.len() + result_depth(&b.nested),
        Spec::BlockAttrs(b) => 1 + type_depth(&b.element_type),
        Spec::Literal(v) => type_depth(v.ty()),
        Spec::Default { primary, fallback } => result_depth(primary).max(result_depth(fallback)),
        Spec::Transform(t) => result_depth(&t.nested),
    }
}

/// Nesting depth of a type, computed without recursion.
fn type_depth(t: &Type) -> usize {
    let mut max = 0;
    let mut stack = vec![(t, 0usize)];
    while let Some((t, d)) = stack.pop() {
        max = max.max(d);
        match t {
            Type::List(e) | Type::Set(e) | Type::Map(e) => stack.push((e, d + 1)),
            Type::Object(o) => stack.extend(o.attrs.values().map(|e| (e, d + 1))),
            Type::Tuple(es) => stack.extend(es.iter().map(|e| (e, d + 1))),
            _ => {}
        }
    }
    max
}

fn missing_block_type(which: &str, at: Span) -> Diagnostic {
    Diagnostic::error(
        format!("Missing block_type in {which} spec"),
        "The block_type attribute is required, to specify the block type name that is expected in an input HCL file.",
    )
    .with_subject(at)
}

/// Evaluates an argument without variables and converts it to `ty`, reporting failures as
/// the original's struct decoder does. `None` when absent or null.
fn arg_value(args: &Args, name: &str, ty: &Type, diags: &mut Diagnostics) -> Option<Value> {
    let attr = args.attrs.get(name)?;
    let (v, d) = engine::eval(&attr.expr, None);
    diags.extend(d);
    let unsuitable = |detail: String| {
        Diagnostic::error(
            "Unsuitable value type",
            format!("Unsuitable value: {detail}"),
        )
        .with_subject(attr.expr.start_range())
        .with_context(attr.expr.range())
    };
    let v = match convert(&v, ty) {
        Ok(v) => v,
        Err(e) => {
            diags.push(unsuitable(e.to_string()));
            return None;
        }
    };
    if !v.is_wholly_known() {
        diags.push(unsuitable("value must be known".to_string()));
        return None;
    }
    if v.is_null() {
        return None;
    }
    Some(v)
}

fn opt_string(args: &Args, name: &str, diags: &mut Diagnostics) -> Option<String> {
    arg_value(args, name, &Type::String, diags).and_then(|v| v.as_str().map(str::to_string))
}

/// The type constraint in attribute `name`, or the dynamic pseudo-type when it is absent.
fn opt_type(args: &Args, name: &str, diags: &mut Diagnostics) -> Type {
    match args.attrs.get(name) {
        Some(a) => {
            let (t, d) = eval_type_expr(&a.expr);
            diags.extend(d);
            t
        }
        None => Type::Dynamic,
    }
}

fn opt_bool(args: &Args, name: &str, diags: &mut Diagnostics) -> Option<bool> {
    arg_value(args, name, &Type::Bool, diags).and_then(|v| v.as_bool())
}

fn opt_int(args: &Args, name: &str, diags: &mut Diagnostics) -> Option<i64> {
    let v = arg_value(args, name, &Type::Number, diags)?;
    let n = v.as_number()?;
    match n.to_i64() {
        Some(i) if n.is_integer() => Some(i),
        _ => {
            if let Some(attr) = args.attrs.get(name) {
                diags.push(
                    Diagnostic::error(
                        "Unsuitable value type",
                        "Unsuitable value: value must be a whole number, between -9223372036854775808 and 9223372036854775807",
                    )
                    .with_subject(attr.expr.start_range())
                    .with_context(attr.expr.range()),
                );
            }
            None
        }
    }
}

fn string_list(args: &Args, name: &str, diags: &mut Diagnostics) -> Vec<String> {
    let Some(v) = arg_value(args, name, &Type::list(Type::String), diags) else {
        return Vec::new();
    };
    v.as_elements()
        .unwrap_or(&[])
        .iter()
        .filter_map(|e| e.as_str().map(str::to_string))
        .collect()
}
