//! From YAML nodes to source trees.

use crate::source::{split_key_tag, string_node, Src, SrcKind};
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
                let (key, tagged) = split_key_tag(&k.key_string());
                if tagged && key_tag.is_none() {
                    key_tag = Some(key.clone());
                }
                // a repeated key: the last value wins, at the first position
                if let Some(slot) = fields.iter_mut().find(|(fk, _)| *fk == key) {
                    slot.1 = convert(v);
                } else {
                    fields.push((key, convert(v)));
                }
            }
            SrcKind::Map { fields, key_tag }
        }
    };
    Src { kind, span: n.span }
}
