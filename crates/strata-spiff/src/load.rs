//! From YAML nodes to source trees.

use crate::parser::ParseError;
use crate::source::{key_tag_text, split_key_tag, string_node, ExprCache, ExprSrc, Src, SrcKind};
use smol_str::SmolStr;
use strata_core::yaml::{self, LoadOptions, Node, NodeValue};
use strata_core::{FileId, Number};

/// Loads every document of a YAML stream as source trees. Expressions written with the
/// same text share one parsed expression.
pub fn load(text: &str, file: FileId) -> Result<Vec<Src>, yaml::YamlError> {
    let docs = yaml::load(text, file, &LoadOptions::yaml11())?;
    let mut cache = ExprCache::default();
    Ok(docs.into_iter().map(|d| convert(d, &mut cache)).collect())
}

/// Converts one YAML node, consuming it (so the YAML tree is freed as the source tree
/// grows). Depth is bounded by the YAML loader's own limit.
pub fn convert(n: Node, cache: &mut ExprCache) -> Src {
    let span = n.span;
    let kind = match n.value {
        NodeValue::Null => SrcKind::Null,
        NodeValue::Bool(b) => SrcKind::Bool(b),
        NodeValue::Number(Number::Int(i)) => SrcKind::Int(i),
        NodeValue::Number(num) => SrcKind::Float(num.as_f64()),
        NodeValue::String(s) => string_node(&s, cache),
        NodeValue::Seq(items) => {
            SrcKind::List(items.into_iter().map(|i| convert(i, cache)).collect())
        }
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
                    slot.1 = convert(v, cache);
                } else {
                    fields.push((key, convert(v, cache)));
                }
            }
            merge_key_alias(fields, key_tag)
        }
    };
    Src { kind, span }
}

/// spiff++'s second merge key: `<<<:` means `<<:` (so that plain YAML parsers accept the
/// document); both in one map is an error.
fn merge_key_alias(mut fields: Vec<(SmolStr, Src)>, key_tag: Option<SmolStr>) -> SrcKind {
    let Some(pos) = fields.iter().position(|(k, _)| k == "<<<") else {
        return SrcKind::Map { fields, key_tag };
    };
    if fields.iter().any(|(k, _)| k == "<<") {
        return SrcKind::Expr(std::sync::Arc::new(ExprSrc {
            raw: SmolStr::new("<<< merge>"),
            expr: Err(ParseError {
                offset: 0,
                message: "multiple merge keys not allowed".to_string(),
            }),
        }));
    }
    fields[pos].0 = SmolStr::new_static("<<");
    SrcKind::Map { fields, key_tag }
}
