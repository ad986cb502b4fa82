//! The positioned value tree: a value with the span it came from, for every data format.
//!
//! The JSON ([`crate::json::parse_positioned`]), YAML ([`crate::yaml::load`]) and TOML
//! ([`crate::toml::parse_positioned`]) readers all produce [`Node`]s, so an error about a
//! value read from a data file (a spiff stub, a Nickel import, Puppet facts or Hiera data) can
//! point at the line and column it came from. Mapping keys are nodes too, with their own spans;
//! mappings keep document order, duplicates included (YAML and JSON allow them to be written).
//! [`Node::to_value`] gives the plain interchange [`Value`].
//!
//! Invariant: every span of a tree lies in the file the reader was given, and a collection's
//! span covers the spans of its entries.

use crate::source::Span;
use crate::value::{Map, Number, Value};
use smol_str::SmolStr;
use std::sync::Arc;

/// One value with the span of the source text it was read from.
#[derive(Clone, Debug, PartialEq)]
pub struct Node {
    /// The value; collections hold positioned nodes.
    pub value: NodeValue,
    /// Where the value was written: for a collection, from its first to its last character.
    pub span: Span,
}

/// The content of a [`Node`].
#[derive(Clone, Debug, PartialEq)]
pub enum NodeValue {
    /// `null` (YAML `~`, an empty value).
    Null,
    /// `true` or `false`.
    Bool(bool),
    /// An exact number.
    Number(Number),
    /// A string (TOML date-times are strings in their TOML text).
    String(SmolStr),
    /// A sequence, list or array.
    Seq(Vec<Node>),
    /// Key/value pairs in document order.
    Map(Vec<(Node, Node)>),
}

impl Node {
    /// A node from its parts.
    pub fn new(value: NodeValue, span: Span) -> Node {
        Node { value, span }
    }

    /// The interchange value of this node. Mapping keys are stringified with
    /// [`Node::key_string`]; a duplicate key keeps its first position and takes the last value.
    pub fn to_value(&self) -> Value {
        match &self.value {
            NodeValue::Null => Value::Null,
            NodeValue::Bool(b) => Value::Bool(*b),
            NodeValue::Number(n) => Value::Number(n.clone()),
            NodeValue::String(s) => Value::String(s.clone()),
            NodeValue::Seq(items) => {
                Value::List(Arc::new(items.iter().map(Node::to_value).collect()))
            }
            NodeValue::Map(pairs) => {
                let mut map = Map::with_capacity(pairs.len());
                for (k, v) in pairs {
                    map.insert(k.key_string(), v.to_value());
                }
                Value::Map(Arc::new(map))
            }
        }
    }

    /// This node as a mapping key: strings as they are, `null`, `true`/`false`, numbers in
    /// their shortest text, sequences and mappings as compact JSON.
    pub fn key_string(&self) -> SmolStr {
        match &self.value {
            NodeValue::String(s) => s.clone(),
            NodeValue::Null => SmolStr::new_static("null"),
            NodeValue::Bool(b) => SmolStr::new_static(if *b { "true" } else { "false" }),
            NodeValue::Number(n) => SmolStr::from(crate::value::yaml_number_text(n)),
            NodeValue::Seq(_) | NodeValue::Map(_) => SmolStr::from(crate::json::writer::write(
                &self.to_value(),
                &crate::json::writer::WriteOptions::compact(),
            )),
        }
    }

    /// The string content, if this is a string node.
    pub fn as_str(&self) -> Option<&str> {
        match &self.value {
            NodeValue::String(s) => Some(s),
            _ => None,
        }
    }

    /// The value for `key` in a mapping node (the last one if the key repeats).
    pub fn get(&self, key: &str) -> Option<&Node> {
        match &self.value {
            NodeValue::Map(pairs) => pairs
                .iter()
                .rev()
                .find(|(k, _)| k.as_str() == Some(key))
                .map(|(_, v)| v),
            _ => None,
        }
    }

    /// The name of this node's kind, for messages.
    pub fn kind(&self) -> &'static str {
        match &self.value {
            NodeValue::Null => "null",
            NodeValue::Bool(_) => "bool",
            NodeValue::Number(_) => "number",
            NodeValue::String(_) => "string",
            NodeValue::Seq(_) => "sequence",
            NodeValue::Map(_) => "mapping",
        }
    }

    /// The number of nodes in this tree, keys included.
    pub(crate) fn count(&self) -> usize {
        match &self.value {
            NodeValue::Seq(items) => 1 + items.iter().map(Node::count).sum::<usize>(),
            NodeValue::Map(pairs) => {
                1 + pairs
                    .iter()
                    .map(|(k, v)| k.count() + v.count())
                    .sum::<usize>()
            }
            _ => 1,
        }
    }
}

#[cfg(test)]
mod tests {
    use crate::source::{FileId, SourceMap, Span};
    use crate::{json, toml, yaml};

    /// The text a span covers.
    fn at(text: &str, span: Span) -> &str {
        &text[span.start as usize..span.end as usize]
    }

    #[test]
    fn json_values_and_keys_carry_spans() {
        let text = r#"{"a": [1, true, null], "b": {"c": "x"}, "a": 2.5}"#;
        let node = json::parse_positioned(text, FileId(3)).unwrap();
        assert_eq!(node.span, Span::new(FileId(3), 0, text.len() as u32));
        let super::NodeValue::Map(pairs) = &node.value else {
            panic!("not a map: {node:?}")
        };
        let keys: Vec<&str> = pairs.iter().map(|(k, _)| at(text, k.span)).collect();
        assert_eq!(keys, vec![r#""a""#, r#""b""#, r#""a""#]);
        assert_eq!(at(text, pairs[0].1.span), "[1, true, null]");
        let super::NodeValue::Seq(items) = &pairs[0].1.value else {
            panic!("not a list")
        };
        let items: Vec<&str> = items.iter().map(|n| at(text, n.span)).collect();
        assert_eq!(items, vec!["1", "true", "null"]);
        assert_eq!(
            at(text, node.get("b").unwrap().get("c").unwrap().span),
            r#""x""#
        );
        // Last duplicate wins, and the positioned tree agrees with the plain reader.
        assert_eq!(node.get("a").unwrap().kind(), "number");
        assert_eq!(node.to_value(), json::parse(text).unwrap());
        let err = json::parse_positioned("[1,", FileId(0)).unwrap_err();
        assert_eq!(err.to_string(), "unexpected end of JSON input at byte 3");
        let mut map = SourceMap::new();
        let f = map.add("bad.json", "[1,");
        let text =
            crate::diagnostic::render_report(&map, &[err.to_diagnostic(f)], Default::default());
        assert_eq!(
            text,
            "error: Invalid JSON\n  ┌─ bad.json:1:4\n  │\n1 │ [1,\n  │    ^\n  │\n  = unexpected end of JSON input\n\n"
        );
    }

    #[test]
    fn toml_values_and_keys_carry_spans() {
        let text = "title = \"x\"\nport = 0x1F\n\n[server]\nhosts = [\"a\", \"b\"]\nratio = -inf\nwhen = 1979-05-27T07:32:00Z\n";
        let node = toml::parse_positioned(text, FileId(1)).unwrap();
        assert_eq!(node.to_value(), toml::parse(text, FileId(1)).unwrap());
        let server = node.get("server").unwrap();
        let hosts = server.get("hosts").unwrap();
        assert_eq!(at(text, hosts.span), "[\"a\", \"b\"]");
        assert_eq!(at(text, node.get("port").unwrap().span), "0x1F");
        assert_eq!(
            at(text, server.get("when").unwrap().span),
            "1979-05-27T07:32:00Z"
        );
        let mut map = SourceMap::new();
        let f = map.add("c.toml", text);
        let node = toml::parse_positioned(text, f).unwrap();
        let r = map.range(node.get("server").unwrap().get("ratio").unwrap().span);
        assert_eq!((r.start.line, r.start.column), (6, 9));
        let err = toml::parse_positioned("a = 1\na = 2\n", f).unwrap_err();
        assert!(err.span.is_some(), "{err:?}");
        let d = err.to_diagnostic();
        assert_eq!((d.summary.as_str(), d.subject), ("Invalid TOML", err.span));
        let big = toml::parse_positioned("a = 9223372036854775808\n", f).unwrap_err();
        assert_eq!(
            at("a = 9223372036854775808\n", big.span.unwrap()),
            "9223372036854775808"
        );
    }

    #[test]
    fn yaml_loads_into_the_same_tree() {
        let text = "a:\n  - 1\n  - x\n";
        let docs = yaml::load(text, FileId(0), &yaml::LoadOptions::default()).unwrap();
        let node: &super::Node = &docs[0];
        assert_eq!(
            at(text, node.get("a").unwrap().span).trim_end(),
            "- 1\n  - x"
        );
    }
}
