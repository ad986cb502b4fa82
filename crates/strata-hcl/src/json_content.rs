//! Reading a JSON-syntax file as HCL: the root body, [`JsonBody`]'s decoding against a
//! schema into the [`Body`] facade's content, and [`JsonExpr`]'s static readings as lists,
//! maps and variables (the syntax and its reader are `json.rs`; see its documentation for
//! how a property is read). It sits above `body.rs` and `expr.rs`, whose facades hold the
//! JSON values, and builds them.

use crate::body::{Attribute, Attributes, Block, Body, BodyContent, BodySchema};
use crate::expr::{Expression, KeyValuePair, Traversal};
use crate::json::{string_template, JsonBody, JsonExpr, JsonNode, JsonProp, MAX_JSON_NESTING};
use crate::suggest::name_suggestion;
use smol_str::SmolStr;
use std::collections::BTreeSet;
use std::sync::Arc;
use strata_core::{Diagnostic, Diagnostics, FileId, Span};

/// Parses a JSON-syntax file.
pub fn parse_json(src: &[u8], file: FileId) -> (Body, Diagnostics) {
    let (body, diags) = crate::json::parse_json_body(src, file);
    (Body::json(body), diags)
}

impl JsonBody {
    fn collect_deep_attrs(
        v: &JsonNode,
        label_name: Option<&str>,
        diags: &mut Diagnostics,
    ) -> Vec<JsonProp> {
        let mut attrs = Vec::new();
        match v {
            JsonNode::Null { .. } => {}
            JsonNode::Object { attrs: a, .. } => attrs.extend(a.iter().cloned()),
            JsonNode::Array { values, .. } => {
                for ev in values {
                    match &**ev {
                        JsonNode::Object { attrs: a, .. } => attrs.extend(a.iter().cloned()),
                        other => {
                            let detail = match label_name {
                                Some(l) => format!("A JSON object is required here, to specify {l} labels for this block."),
                                None => "A JSON object is required here, to define arguments and child blocks.".to_string(),
                            };
                            diags.push(
                                Diagnostic::error("Incorrect JSON value type", detail)
                                    .with_subject(other.start_range()),
                            );
                        }
                    }
                }
            }
            other => {
                let detail = match label_name {
                    Some(l) => format!("Either a JSON object or JSON array of objects is required here, to specify {l} labels for this block."),
                    None => "Either a JSON object or JSON array of objects is required here, to define arguments and child blocks.".to_string(),
                };
                diags.push(
                    Diagnostic::error("Incorrect JSON value type", detail)
                        .with_subject(other.start_range()),
                );
            }
        }
        attrs
    }

    /// Decodes the properties `schema` names (see
    /// [`Body::partial_content`](crate::Body::partial_content)); the rest is returned as a body
    /// hiding what was decoded.
    pub fn partial_content(&self, schema: &BodySchema) -> (BodyContent, JsonBody, Diagnostics) {
        let mut diags = Vec::new();
        let json_attrs = Self::collect_deep_attrs(&self.val, None, &mut diags);
        let mut used: BTreeSet<SmolStr> = (*self.hidden).clone();
        let mut content = BodyContent {
            missing_item_range: self.missing_item_range(),
            ..BodyContent::default()
        };
        for p in &json_attrs {
            if self.hidden.contains(&p.name) {
                continue;
            }
            if schema.attributes.iter().any(|a| a.name == p.name) {
                if content.attributes.contains_key(&p.name) {
                    diags.push(
                        Diagnostic::error(
                            "Duplicate argument",
                            format!("The argument {:?} was already set.", p.name.as_str()),
                        )
                        .with_subject(p.name_span)
                        .with_context(p.name_span.to(p.value.range())),
                    );
                    continue;
                }
                content.attributes.insert(
                    p.name.clone(),
                    Attribute {
                        name: p.name.clone(),
                        expr: Expression::json(JsonExpr {
                            node: p.value.clone(),
                        }),
                        range: p.name_span.to(p.value.range()),
                        name_range: p.name_span,
                    },
                );
                used.insert(p.name.clone());
            } else if let Some(bs) = schema.blocks.iter().find(|b| b.type_name == p.name) {
                let label_names: Vec<&str> = bs.label_names.iter().map(|s| s.as_str()).collect();
                unpack_block(
                    &p.value,
                    &bs.type_name,
                    p.name_span,
                    &label_names,
                    &mut Vec::new(),
                    &mut content.blocks,
                    &mut diags,
                    0,
                );
                used.insert(p.name.clone());
            }
        }
        for a in &schema.attributes {
            if a.required && !content.attributes.contains_key(&a.name) {
                diags.push(
                    Diagnostic::error(
                        "Missing required argument",
                        format!(
                            "The argument {:?} is required, but no definition was found.",
                            a.name.as_str()
                        ),
                    )
                    .with_subject(self.missing_item_range()),
                );
            }
        }
        let remain = JsonBody {
            val: self.val.clone(),
            hidden: Arc::new(used),
        };
        (content, remain, diags)
    }

    /// Decodes the body against `schema` (see [`Body::content`](crate::Body::content)).
    pub fn content(&self, schema: &BodySchema) -> (BodyContent, Diagnostics) {
        let (content, remain, mut diags) = self.partial_content(schema);
        let mut suggestions: Vec<&str> = schema
            .attributes
            .iter()
            .filter(|a| !remain.hidden.contains(&a.name))
            .map(|a| a.name.as_str())
            .collect();
        suggestions.extend(schema.blocks.iter().map(|b| b.type_name.as_str()));
        let json_attrs = Self::collect_deep_attrs(&self.val, None, &mut diags);
        for p in &json_attrs {
            if p.name == "//" || remain.hidden.contains(&p.name) {
                continue;
            }
            let suggestion = name_suggestion(&p.name, &suggestions)
                .map(|s| format!(" Did you mean {s:?}?"))
                .unwrap_or_default();
            diags.push(
                Diagnostic::error(
                    "Extraneous JSON object property",
                    format!(
                        "No argument or block type is named {:?}.{suggestion}",
                        p.name.as_str()
                    ),
                )
                .with_subject(p.name_span)
                .with_context(p.name_span.to(p.value.range())),
            );
        }
        (content, diags)
    }

    /// The object's properties as attributes (see
    /// [`Body::just_attributes`](crate::Body::just_attributes)).
    pub fn just_attributes(&self) -> (Attributes, Diagnostics) {
        let mut diags = Vec::new();
        let mut attrs = Attributes::default();
        let JsonNode::Object { attrs: props, .. } = &*self.val else {
            diags.push(
                Diagnostic::error(
                    "Incorrect JSON value type",
                    "A JSON object is required here, to define arguments and child blocks.",
                )
                .with_subject(self.val.start_range()),
            );
            return (attrs, diags);
        };
        for p in props {
            if p.name == "//" || self.hidden.contains(&p.name) {
                continue;
            }
            if attrs.contains_key(&p.name) {
                diags.push(
                    Diagnostic::error(
                        "Duplicate attribute definition",
                        format!("The argument {:?} was already set.", p.name.as_str()),
                    )
                    .with_subject(p.name_span),
                );
                continue;
            }
            attrs.insert(
                p.name.clone(),
                Attribute {
                    name: p.name.clone(),
                    expr: Expression::json(JsonExpr {
                        node: p.value.clone(),
                    }),
                    range: p.name_span.to(p.value.range()),
                    name_range: p.name_span,
                },
            );
        }
        (attrs, diags)
    }
}

fn unpack_block(
    v: &Arc<JsonNode>,
    type_name: &SmolStr,
    type_range: Span,
    labels_left: &[&str],
    labels_used: &mut Vec<(SmolStr, Span)>,
    blocks: &mut Vec<Block>,
    diags: &mut Diagnostics,
    depth: usize,
) {
    if depth > MAX_JSON_NESTING {
        return;
    }
    if let Some((label, rest)) = labels_left.split_first() {
        let props = JsonBody::collect_deep_attrs(v, Some(label), diags);
        if props.is_empty() {
            diags.push(
                Diagnostic::error(
                    "Missing block label",
                    format!("At least one object property is required, whose name represents the {type_name} block's {label}."),
                )
                .with_subject(v.start_range()),
            );
            return;
        }
        for p in props {
            labels_used.push((p.name.clone(), p.name_span));
            unpack_block(
                &p.value,
                type_name,
                type_range,
                rest,
                labels_used,
                blocks,
                diags,
                depth + 1,
            );
            labels_used.pop();
        }
        return;
    }
    let labels: Vec<SmolStr> = labels_used.iter().map(|(l, _)| l.clone()).collect();
    let label_ranges: Vec<Span> = labels_used.iter().map(|(_, r)| *r).collect();
    let make = |val: Arc<JsonNode>, def: Span| Block {
        type_name: type_name.clone(),
        labels: labels.clone(),
        labels_ranges: label_ranges.clone(),
        body: Body::json(JsonBody {
            val,
            hidden: Arc::default(),
        }),
        def_range: def,
        type_range,
    };
    match &**v {
        JsonNode::Null { .. } => {}
        JsonNode::Object { open, .. } => blocks.push(make(v.clone(), *open)),
        JsonNode::Array { values, open, .. } => {
            for av in values {
                blocks.push(make(av.clone(), *open));
            }
        }
        other => diags.push(
            Diagnostic::error(
                "Incorrect JSON value type",
                format!("Either a JSON object or a JSON array is required, representing the contents of one or more {:?} blocks.", type_name.as_str()),
            )
            .with_subject(other.start_range()),
        ),
    }
}

impl JsonExpr {
    /// The variables the expression refers to: the traversals in the native expressions of its
    /// strings (object keys included), in source order.
    pub fn variables(&self) -> Vec<Traversal> {
        let mut out = Vec::new();
        json_variables(&self.node, &mut out, 0);
        out
    }

    /// The elements, if the value is an array.
    pub fn as_list(&self) -> Option<Vec<Expression>> {
        match &*self.node {
            JsonNode::Array { values, .. } => Some(
                values
                    .iter()
                    .map(|v| Expression::json(JsonExpr { node: v.clone() }))
                    .collect(),
            ),
            _ => None,
        }
    }

    /// The properties as key/value pairs, if the value is an object.
    pub fn as_map(&self) -> Option<Vec<KeyValuePair>> {
        match &*self.node {
            JsonNode::Object { attrs, .. } => Some(
                attrs
                    .iter()
                    .map(|p| KeyValuePair {
                        key: Expression::json(JsonExpr {
                            node: Arc::new(JsonNode::String {
                                value: p.name.clone(),
                                span: p.name_span,
                            }),
                        }),
                        value: Expression::json(JsonExpr {
                            node: p.value.clone(),
                        }),
                    })
                    .collect(),
            ),
            _ => None,
        }
    }
}

fn json_variables(n: &JsonNode, out: &mut Vec<Traversal>, depth: usize) {
    strata_core::budget::grow(|| json_variables_inner(n, out, depth))
}

fn json_variables_inner(n: &JsonNode, out: &mut Vec<Traversal>, depth: usize) {
    if depth > MAX_JSON_NESTING {
        return;
    }
    match n {
        JsonNode::String { value, span } if value.contains("${") || value.contains("%{") => {
            let (e, _) = string_template(value, *span);
            out.extend(crate::expr::native_variables(&e));
        }
        JsonNode::Array { values, .. } => {
            for v in values {
                json_variables(v, out, depth + 1);
            }
        }
        JsonNode::Object { attrs, .. } => {
            for p in attrs {
                let key = JsonNode::String {
                    value: p.name.clone(),
                    span: p.name_span,
                };
                json_variables(&key, out, depth + 1);
                json_variables(&p.value, out, depth + 1);
            }
        }
        _ => {}
    }
}
