//! The body/schema API of the HCL information model.
//!
//! A body is decoded against a schema naming the attributes and block types expected:
//!
//! * [`Body::partial_content`] picks out the schema's attributes and blocks (reporting
//!   missing required attributes and wrong label counts) and returns the rest of the body,
//!   with those items hidden, for another schema to decode.
//! * [`Body::content`] does the same and also reports everything the schema does not name
//!   ("Unsupported argument", "Unsupported block type").
//! * [`Body::just_attributes`] treats the body as a plain map of attributes.
//!
//! A merged body (several files decoded as one) lets any file define an attribute, reports
//! an attribute defined in two files ("Duplicate argument") and concatenates blocks.

use crate::ast::{self, NativeBody};
use crate::expr::Expression;
use crate::suggest::name_suggestion;
use indexmap::IndexMap;
use smol_str::SmolStr;
use std::collections::BTreeSet;
use std::sync::Arc;
use strata_core::{Diagnostic, Diagnostics, Span};

/// An attribute the schema expects.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct AttributeSchema {
    /// The attribute's name.
    pub name: SmolStr,
    /// Whether its absence is an error ("Missing required argument").
    pub required: bool,
}

/// A block type the schema expects, with the names of its labels.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BlockHeaderSchema {
    /// The block type name.
    pub type_name: SmolStr,
    /// The names of the labels a block of this type must have; a block with more or fewer labels is
    /// an error.
    pub label_names: Vec<SmolStr>,
}

/// What a body is decoded against: the attributes and block types it may contain. Anything else in
/// the body is an error for [`Body::content`] and left over for [`Body::partial_content`].
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct BodySchema {
    /// The attributes the body may have.
    pub attributes: Vec<AttributeSchema>,
    /// The block types the body may have.
    pub blocks: Vec<BlockHeaderSchema>,
}

/// An attribute found in a body.
#[derive(Clone, Debug)]
pub struct Attribute {
    /// The attribute's name.
    pub name: SmolStr,
    /// The attribute's value expression (not yet evaluated).
    pub expr: Expression,
    /// The whole definition, from the name to the end of the value.
    pub range: Span,
    /// Where the name was written.
    pub name_range: Span,
}

/// Attributes by name, in source order.
pub type Attributes = IndexMap<SmolStr, Attribute, crate::ast::NameHasher>;

/// A block found in a body.
#[derive(Clone, Debug)]
pub struct Block {
    /// The block type.
    pub type_name: SmolStr,
    /// The block's labels, in order.
    pub labels: Vec<SmolStr>,
    /// Where each label was written, in the order of [`Block::labels`].
    pub labels_ranges: Vec<Span>,
    /// The block's body, to be decoded with its own schema.
    pub body: Body,
    /// The block header, from the type to the last label.
    pub def_range: Span,
    /// Where the type name was written.
    pub type_range: Span,
}

/// What [`Body::content`] and [`Body::partial_content`] found.
#[derive(Clone, Debug, Default)]
pub struct BodyContent {
    /// The attributes the schema named that the body has, by name.
    pub attributes: Attributes,
    /// The blocks of the schema's types, in source order.
    pub blocks: Vec<Block>,
    /// Where an error about a missing item points: the start of a native body, the closing brace of
    /// a JSON object.
    pub missing_item_range: Span,
}

/// A body of either syntax, or several merged.
#[derive(Clone, Debug)]
pub struct Body(BodyRepr);

#[derive(Clone, Debug)]
enum BodyRepr {
    Native {
        body: Arc<NativeBody>,
        hidden_attrs: Arc<BTreeSet<SmolStr>>,
        hidden_blocks: Arc<BTreeSet<SmolStr>>,
    },
    Json(crate::json::JsonBody),
    Merged(Arc<Vec<Body>>),
}

impl Body {
    pub(crate) fn native(body: NativeBody) -> Body {
        Body::native_arc(Arc::new(body))
    }

    pub(crate) fn native_arc(body: Arc<NativeBody>) -> Body {
        Body(BodyRepr::Native {
            body,
            hidden_attrs: Arc::default(),
            hidden_blocks: Arc::default(),
        })
    }

    /// A body over a native syntax tree, shared rather than copied (to decode a block's
    /// body against a schema).
    pub fn from_native(body: Arc<NativeBody>) -> Body {
        Body::native_arc(body)
    }

    pub(crate) fn json(body: crate::json::JsonBody) -> Body {
        Body(BodyRepr::Json(body))
    }

    /// The context line of text diagnostics for byte `offset` of this file's root body: the
    /// enclosing top-level block (`variable "tags"`) or JSON property path; empty for a
    /// merged body or a position outside any (see [`crate::navigation`]).
    pub fn context_string(&self, offset: u32) -> String {
        match &self.0 {
            BodyRepr::Native { body, .. } => crate::navigation::native_context(body, offset),
            BodyRepr::Json(j) => crate::navigation::json_context(&j.val, offset),
            BodyRepr::Merged(_) => String::new(),
        }
    }

    /// Merges the bodies of several files into one (as `hcl.MergeBodies`).
    pub fn merged(bodies: Vec<Body>) -> Body {
        Body(BodyRepr::Merged(Arc::new(bodies)))
    }

    /// The native syntax tree, if this is an unmerged native body.
    pub fn as_native(&self) -> Option<&NativeBody> {
        match &self.0 {
            BodyRepr::Native { body, .. } => Some(body),
            _ => None,
        }
    }

    /// Where to report an item that is missing from this body.
    pub fn missing_item_range(&self) -> Span {
        match &self.0 {
            BodyRepr::Native { body, .. } => {
                Span::new(body.span.file, body.span.start, body.span.start)
            }
            BodyRepr::Json(j) => j.missing_item_range(),
            BodyRepr::Merged(bodies) => bodies
                .first()
                .map(|b| b.missing_item_range())
                .unwrap_or_default(),
        }
    }

    /// Decodes the body against `schema`: every attribute and block must be one the schema names,
    /// required attributes must be present, and blocks must have the labels their type declares.
    pub fn content(&self, schema: &BodySchema) -> (BodyContent, Diagnostics) {
        match &self.0 {
            BodyRepr::Native {
                body,
                hidden_attrs,
                hidden_blocks,
            } => native_content(body, hidden_attrs, hidden_blocks, schema),
            BodyRepr::Json(j) => j.content(schema),
            BodyRepr::Merged(bodies) => {
                let (c, _, d) = merged_content(bodies, schema, false);
                (c, d)
            }
        }
    }

    /// Decodes the parts of the body that `schema` names, like [`Body::content`] but without
    /// complaining about the rest, which is returned as a body that hides what was decoded.
    pub fn partial_content(&self, schema: &BodySchema) -> (BodyContent, Body, Diagnostics) {
        match &self.0 {
            BodyRepr::Native {
                body,
                hidden_attrs,
                hidden_blocks,
            } => {
                let (c, ha, hb, d) =
                    native_partial_content(body, hidden_attrs, hidden_blocks, schema, true);
                let remain = Body(BodyRepr::Native {
                    body: body.clone(),
                    hidden_attrs: Arc::new(ha),
                    hidden_blocks: Arc::new(hb),
                });
                (c, remain, d)
            }
            BodyRepr::Json(j) => {
                let (c, remain, d) = j.partial_content(schema);
                (c, Body::json(remain), d)
            }
            BodyRepr::Merged(bodies) => merged_content(bodies, schema, true),
        }
    }

    /// The body's attributes, for a body that may have no blocks (a block in it is an error): the
    /// form of bodies such as `locals` or variable files.
    pub fn just_attributes(&self) -> (Attributes, Diagnostics) {
        match &self.0 {
            BodyRepr::Native {
                body, hidden_attrs, ..
            } => {
                let mut diags = Vec::new();
                if let Some(example) = body.blocks.first() {
                    diags.push(
                        Diagnostic::error(
                            format!("Unexpected {:?} block", example.type_name.as_str()),
                            "Blocks are not allowed here.",
                        )
                        .with_subject(example.type_span),
                    );
                }
                let attrs = body
                    .attributes
                    .iter()
                    .filter(|(n, _)| !hidden_attrs.contains(*n))
                    .map(|(n, a)| (n.clone(), convert_attr(a)))
                    .collect();
                (attrs, diags)
            }
            BodyRepr::Json(j) => j.just_attributes(),
            BodyRepr::Merged(bodies) => {
                let mut attrs = Attributes::default();
                let mut diags = Vec::new();
                for b in bodies.iter() {
                    let (a, mut d) = b.just_attributes();
                    diags.append(&mut d);
                    for (name, attr) in a {
                        if attrs.contains_key(&name) {
                            diags.push(duplicate_argument(&name, &attr));
                            continue;
                        }
                        attrs.insert(name, attr);
                    }
                }
                (attrs, diags)
            }
        }
    }
}

/// An argument set in two merged files. (Bodies do not keep their file's name and text, so
/// the detail cannot cite the first definition as "file:line,col" as HCL's does.)
fn duplicate_argument(name: &str, attr: &Attribute) -> Diagnostic {
    Diagnostic::error(
        "Duplicate argument",
        format!("Argument {name:?} was already set in another file."),
    )
    .with_subject(attr.name_range)
}

fn convert_attr(a: &ast::Attribute) -> Attribute {
    Attribute {
        name: a.name.clone(),
        expr: Expression::native(a.expr.clone()),
        range: a.span,
        name_range: a.name_span,
    }
}

fn convert_block(b: &ast::Block) -> Block {
    Block {
        type_name: b.type_name.clone(),
        labels: b.labels.clone(),
        labels_ranges: b.label_spans.clone(),
        body: Body::native_arc(b.body.clone()),
        def_range: b.def_span(),
        type_range: b.type_span,
    }
}

/// The content `schema` names, and (with `keep_hidden`, else empty sets) the names the rest
/// of the body hides: the hidden ones and the schema's attributes found and block types.
fn native_partial_content(
    body: &NativeBody,
    hidden_attrs: &BTreeSet<SmolStr>,
    hidden_blocks: &BTreeSet<SmolStr>,
    schema: &BodySchema,
    keep_hidden: bool,
) -> (
    BodyContent,
    BTreeSet<SmolStr>,
    BTreeSet<SmolStr>,
    Diagnostics,
) {
    let mut diags = Vec::new();
    let mut attrs =
        Attributes::with_capacity_and_hasher(schema.attributes.len(), Default::default());
    let (mut new_hidden_attrs, mut new_hidden_blocks) = if keep_hidden {
        (hidden_attrs.clone(), hidden_blocks.clone())
    } else {
        Default::default()
    };
    let missing = Span::new(body.span.file, body.span.start, body.span.start);
    for s in &schema.attributes {
        let found = body.attributes.get(&s.name);
        match found {
            Some(a) if !hidden_attrs.contains(&s.name) => {
                if keep_hidden {
                    new_hidden_attrs.insert(s.name.clone());
                }
                attrs.insert(s.name.clone(), convert_attr(a));
            }
            _ => {
                if s.required {
                    diags.push(
                        Diagnostic::error(
                            "Missing required argument",
                            format!(
                                "The argument {:?} is required, but no definition was found.",
                                s.name.as_str()
                            ),
                        )
                        .with_subject(missing),
                    );
                }
            }
        }
    }
    // When the schema took every attribute of the body, none is left to check.
    let others = if attrs.len() == body.attributes.len() {
        None
    } else {
        Some(body.attributes.values())
    };
    for a in others.into_iter().flatten() {
        if attr_hidden(&a.name, hidden_attrs, schema) {
            continue;
        }
        if schema.blocks.iter().any(|b| b.type_name == a.name) {
            diags.push(
                Diagnostic::error(
                    "Unsupported argument",
                    format!(
                        "An argument named {:?} is not expected here. Did you mean to define a block of type {:?}?",
                        a.name.as_str(),
                        a.name.as_str()
                    ),
                )
                .with_subject(a.name_span),
            );
        }
    }
    let mut blocks = Vec::new();
    for b in &body.blocks {
        if hidden_blocks.contains(&b.type_name) {
            continue;
        }
        let Some(s) = schema.blocks.iter().find(|s| s.type_name == b.type_name) else {
            continue;
        };
        let ctx = b.type_span.to(b.open_brace_span);
        if b.labels.len() > s.label_names.len() {
            let subject = b
                .label_spans
                .get(s.label_names.len())
                .copied()
                .unwrap_or(b.type_span);
            let detail = if s.label_names.is_empty() {
                format!("No labels are expected for {} blocks.", b.type_name)
            } else {
                format!(
                    "Only {} labels ({}) are expected for {} blocks.",
                    s.label_names.len(),
                    s.label_names.join(", "),
                    b.type_name
                )
            };
            diags.push(
                Diagnostic::error(format!("Extraneous label for {}", b.type_name), detail)
                    .with_subject(subject)
                    .with_context(ctx),
            );
            continue;
        }
        if b.labels.len() < s.label_names.len() {
            let name = s
                .label_names
                .get(b.labels.len())
                .cloned()
                .unwrap_or_default();
            diags.push(
                Diagnostic::error(
                    format!("Missing {} for {}", name, b.type_name),
                    format!(
                        "All {} blocks must have {} labels ({}).",
                        b.type_name,
                        s.label_names.len(),
                        s.label_names.join(", ")
                    ),
                )
                .with_subject(b.open_brace_span)
                .with_context(ctx),
            );
            continue;
        }
        blocks.push(convert_block(b));
    }
    if keep_hidden {
        for s in &schema.blocks {
            new_hidden_blocks.insert(s.type_name.clone());
        }
    }
    (
        BodyContent {
            attributes: attrs,
            blocks,
            missing_item_range: missing,
        },
        new_hidden_attrs,
        new_hidden_blocks,
        diags,
    )
}

/// Whether a body's attribute `name` is hidden after a partial decode with `schema`: hidden
/// before, or named by the schema (then the body's attribute was decoded).
fn attr_hidden(name: &SmolStr, hidden_attrs: &BTreeSet<SmolStr>, schema: &BodySchema) -> bool {
    hidden_attrs.contains(name) || schema.attributes.iter().any(|s| s.name == *name)
}

fn native_content(
    body: &NativeBody,
    hidden_attrs: &BTreeSet<SmolStr>,
    hidden_blocks: &BTreeSet<SmolStr>,
    schema: &BodySchema,
) -> (BodyContent, Diagnostics) {
    let (content, _, _, mut diags) =
        native_partial_content(body, hidden_attrs, hidden_blocks, schema, false);
    // The content holds only attributes of the body: when it holds all of them, no other is
    // left to report.
    let others = if content.attributes.len() == body.attributes.len() {
        None
    } else {
        Some(body.attributes.values())
    };
    for a in others.into_iter().flatten() {
        if attr_hidden(&a.name, hidden_attrs, schema) {
            continue;
        }
        let candidates: Vec<&str> = schema
            .attributes
            .iter()
            .filter(|s| !content.attributes.contains_key(&s.name))
            .map(|s| s.name.as_str())
            .collect();
        let suggestion = match name_suggestion(&a.name, &candidates) {
            Some(s) => format!(" Did you mean {s:?}?"),
            None => {
                if schema.blocks.iter().any(|b| b.type_name == a.name) {
                    format!(
                        " Did you mean to define a block of type {:?}?",
                        a.name.as_str()
                    )
                } else {
                    String::new()
                }
            }
        };
        if schema.blocks.iter().any(|b| b.type_name == a.name) {
            // Already reported by the partial decode.
            continue;
        }
        diags.push(
            Diagnostic::error(
                "Unsupported argument",
                format!(
                    "An argument named {:?} is not expected here.{suggestion}",
                    a.name.as_str()
                ),
            )
            .with_subject(a.name_span),
        );
    }
    for b in &body.blocks {
        if hidden_blocks.contains(&b.type_name)
            || schema.blocks.iter().any(|s| s.type_name == b.type_name)
        {
            continue;
        }
        let candidates: Vec<&str> = schema.blocks.iter().map(|s| s.type_name.as_str()).collect();
        let suggestion = match name_suggestion(&b.type_name, &candidates) {
            Some(s) => format!(" Did you mean {s:?}?"),
            None => {
                if schema.attributes.iter().any(|s| s.name == b.type_name) {
                    format!(
                        " Did you mean to define argument {:?}? If so, use the equals sign to assign it a value.",
                        b.type_name.as_str()
                    )
                } else {
                    String::new()
                }
            }
        };
        diags.push(
            Diagnostic::error(
                "Unsupported block type",
                format!(
                    "Blocks of type {:?} are not expected here.{suggestion}",
                    b.type_name.as_str()
                ),
            )
            .with_subject(b.type_span),
        );
    }
    (content, diags)
}

fn merged_content(
    bodies: &[Body],
    schema: &BodySchema,
    partial: bool,
) -> (BodyContent, Body, Diagnostics) {
    let merged_schema = BodySchema {
        attributes: schema
            .attributes
            .iter()
            .map(|a| AttributeSchema {
                name: a.name.clone(),
                required: false,
            })
            .collect(),
        blocks: schema.blocks.clone(),
    };
    let mut content = BodyContent {
        missing_item_range: bodies
            .first()
            .map(|b| b.missing_item_range())
            .unwrap_or_default(),
        ..BodyContent::default()
    };
    let mut leftovers = Vec::new();
    let mut diags = Vec::new();
    for b in bodies {
        let (c, mut d) = if partial {
            let (c, rest, d) = b.partial_content(&merged_schema);
            leftovers.push(rest);
            (c, d)
        } else {
            b.content(&merged_schema)
        };
        diags.append(&mut d);
        for (name, attr) in c.attributes {
            if content.attributes.contains_key(&name) {
                diags.push(duplicate_argument(&name, &attr));
                continue;
            }
            content.attributes.insert(name, attr);
        }
        content.blocks.extend(c.blocks);
    }
    for s in &schema.attributes {
        if s.required && !content.attributes.contains_key(&s.name) {
            diags.push(Diagnostic::error(
                "Missing required argument",
                format!(
                    "The argument {:?} is required, but was not set.",
                    s.name.as_str()
                ),
            ));
        }
    }
    (content, Body::merged(leftovers), diags)
}
