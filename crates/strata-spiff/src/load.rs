//! From YAML nodes to source trees.

use crate::parser::ParseError;
use crate::source::{key_tag_text, split_key_tag, string_node, ExprCache, ExprSrc, Src, SrcKind};
use smol_str::SmolStr;
use strata_core::yaml::{self, LoadOptions, Node, NodeValue};
use strata_core::{FileId, Number, Span};

/// Loads every document of a YAML stream as source trees. Expressions written with the
/// same text share one parsed expression. Each entry of a list is converted as soon as the
/// YAML loader has read it ([`yaml::load_folding`]), so the YAML tree of a large document is
/// never held whole beside its source tree.
pub fn load(text: &str, file: FileId) -> Result<Vec<Src>, yaml::YamlError> {
    let mut cache = ExprCache::default();
    let mut folded = Folded {
        // placeholders name a file the loaded nodes cannot have
        file: FileId(!file.0),
        done: Vec::new(),
        bad_key: None,
    };
    let docs = yaml::load_folding(text, file, &LoadOptions::yaml11(), &mut |n| {
        let src = convert_in(n, &mut cache, Some(&mut folded));
        // fewer entries than bytes of text: the index fits where an offset does
        let at = u32::try_from(folded.done.len()).unwrap_or(u32::MAX);
        folded.done.push(src);
        Node::new(NodeValue::Null, Span::new(folded.file, at, at))
    })?;
    let docs: Vec<Src> = docs
        .into_iter()
        .map(|d| convert_in(d, &mut cache, Some(&mut folded)))
        .collect();
    // spiff's YAML layer refuses a mapping key that does not resolve to a string (`y:` is
    // the boolean `true` in YAML 1.1, `1:` an integer)
    if let Some((message, span)) = folded.bad_key {
        return Err(yaml::YamlError {
            kind: yaml::YamlErrorKind::Syntax,
            message,
            span,
        });
    }
    Ok(docs)
}

/// List entries converted while loading, each standing in the YAML tree as a `null` whose
/// span is in `file` and starts at the entry's index in `done`.
struct Folded {
    file: FileId,
    done: Vec<Src>,
    /// The first mapping key met that is not a string (the error message and its span).
    bad_key: Option<(String, Span)>,
}

/// Converts one YAML node, consuming it (so the YAML tree is freed as the source tree
/// grows). Depth is bounded by the YAML loader's own limit.
pub fn convert(n: Node, cache: &mut ExprCache) -> Src {
    convert_in(n, cache, None)
}

/// [`convert`], taking the entries that `folded` already holds converted in place of their
/// placeholders.
fn convert_in(n: Node, cache: &mut ExprCache, mut folded: Option<&mut Folded>) -> Src {
    if let Some(f) = folded.as_deref_mut() {
        if n.span.file == f.file {
            if let Some(done) = f.done.get_mut(n.span.start as usize) {
                return std::mem::replace(
                    done,
                    Src {
                        kind: SrcKind::Null,
                        span: n.span,
                    },
                );
            }
        }
    }
    let span = n.span;
    let kind = match n.value {
        NodeValue::Null => SrcKind::Null,
        NodeValue::Bool(b) => SrcKind::Bool(b),
        NodeValue::Number(Number::Int(i)) => SrcKind::Int(i),
        NodeValue::Number(num) => SrcKind::Float(num.as_f64()),
        NodeValue::String(s) => string_node(&s, cache),
        NodeValue::Seq(items) => SrcKind::List(
            items
                .into_iter()
                .map(|i| convert_in(i, cache, folded.as_deref_mut()))
                .collect(),
        ),
        NodeValue::Map(pairs) => {
            let mut fields: Vec<(SmolStr, Src)> = Vec::with_capacity(pairs.len());
            let mut key_tag = None;
            for (k, v) in pairs {
                if let Some(f) = folded.as_deref_mut() {
                    if f.bad_key.is_none() && !matches!(k.value, NodeValue::String(_)) {
                        let message =
                            format!("map key must be a string: {}", crate::diff::go_text(&k));
                        f.bad_key = Some((message, k.span));
                    }
                }
                let text = k.key_string();
                let (key, tagged) = split_key_tag(&text);
                if tagged && key_tag.is_none() {
                    key_tag = key_tag_text(&text);
                }
                let v = convert_in(v, cache, folded.as_deref_mut());
                // a repeated key: the last value wins, at the first position
                if let Some(slot) = fields.iter_mut().find(|(fk, _)| *fk == key) {
                    slot.1 = v;
                } else {
                    fields.push((key, v));
                }
            }
            merge_key_alias(fields, key_tag)
        }
    };
    Src { kind, span }
}

/// spiff++'s second merge key: `<<<:` means `<<:` (so that plain YAML parsers accept the
/// document); both in one map is an error.
fn merge_key_alias(mut fields: Vec<(SmolStr, Src)>, key_tag: Option<Box<SmolStr>>) -> SrcKind {
    let Some(pos) = fields.iter().position(|(k, _)| k == "<<<") else {
        return SrcKind::Map { fields, key_tag };
    };
    if fields.iter().any(|(k, _)| k == "<<") {
        return SrcKind::Expr(std::sync::Arc::new(ExprSrc::parsed(
            SmolStr::new("<<< merge>"),
            Err(ParseError {
                offset: 0,
                message: "multiple merge keys not allowed".to_string(),
            }),
        )));
    }
    fields[pos].0 = SmolStr::new_static("<<");
    SrcKind::Map { fields, key_tag }
}
