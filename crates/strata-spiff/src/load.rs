//! From YAML nodes to source trees.

use crate::parser::ParseError;
use crate::source::{key_tag_text, split_key_tag, string_node, ExprSrc, Src, SrcKind};
use smol_str::SmolStr;
use strata_core::yaml::{self, LoadOptions, Node, NodeValue};
use strata_core::{FileId, Number};

/// Loads every document of a YAML stream as source trees.
pub fn load(text: &str, file: FileId) -> Result<Vec<Src>, yaml::YamlError> {
    let docs = yaml::load(text, file, &LoadOptions::yaml11())?;
    Ok(docs.iter().map(convert).collect())
}

/// Converts one YAML node. Depth is bounded by the YAML loader's own limit.
pub fn convert(n: &Node) -> Src {
    let kind = match &n.value {
        NodeValue::Null => SrcKind::Null,
        NodeValue::Bool(b) => SrcKind::Bool(*b),
        NodeValue::Number(Number::Int(i)) => SrcKind::Int(*i),
        NodeValue::Number(num) => SrcKind::Float(num.as_f64()),
        NodeValue::String(s) => string_node(s, n.span),
        NodeValue::Seq(items) => SrcKind::List(items.iter().map(convert).collect()),
        NodeValue::Map(pairs) => {
            let mut fields: Vec<(SmolStr, Src)> = Vec::with_capacity(pairs.len());
            let mut key_tag = None;
            for (k, v) in pairs {
                let text = k.key_string();
                let (key, tagged) = split_key_tag(&text);
                if tagged && key_tag.is_none() {
                    key_tag = key_tag_text(&text);
                }
                // a repeated key: the last value wins, at the first position
                if let Some(slot) = fields.iter_mut().find(|(fk, _)| *fk == key) {
                    slot.1 = convert(v);
                } else {
                    fields.push((key, convert(v)));
                }
            }
            match fields.iter().find_map(|(k, _)| control_key(k)) {
                Some(name) => unsupported(name, n.span),
                None => SrcKind::Map { fields, key_tag },
            }
        }
    };
    Src { kind, span: n.span }
}

/// spiff++'s control structures (`<<if:`, `<<switch:`, `<<type:`, `<<for:`, `<<merge:`) and
/// the list insertion key `<<<:`, which strata does not implement: the name of the construct.
fn control_key(key: &str) -> Option<&'static str> {
    const KEYS: &[(&str, &str)] = &[
        ("<<if", "if"),
        ("<<then", "if"),
        ("<<else", "if"),
        ("<<switch", "switch"),
        ("<<cases", "switch"),
        ("<<type", "type"),
        ("<<for", "for"),
        ("<<do", "for"),
        ("<<mapkey", "for"),
        ("<<merge", "merge"),
        ("<<<", "insert"),
    ];
    KEYS.iter().find(|(k, _)| *k == key).map(|(_, n)| *n)
}

/// A node that fails when evaluated, naming the unsupported control structure: it is never
/// copied to the output as it stands.
fn unsupported(name: &str, span: strata_core::Span) -> SrcKind {
    let message = if name == "insert" {
        "list insertion '<<<:' is not supported by strata's spiff".to_string()
    } else {
        format!("control structure '<<{name}:' is not supported by strata's spiff")
    };
    SrcKind::Expr(std::sync::Arc::new(ExprSrc {
        raw: SmolStr::new(format!("<{name} control>")),
        expr: Err(ParseError { offset: 0, message }),
        span,
    }))
}
