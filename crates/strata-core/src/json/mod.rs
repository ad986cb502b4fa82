//! JSON reading and writing for the interchange [`Value`].
//!
//! The reader keeps numbers exact ([`Number::parse`]) and object keys in document order; a
//! duplicate key keeps its first position and takes the last value. Nesting is bounded by
//! [`MAX_DEPTH`] so hostile input cannot overflow the stack. [`parse`] gives a plain [`Value`];
//! [`parse_positioned`] gives the positioned tree ([`Node`]) with every value's span, and
//! every key of an object, duplicates included.
//!
//! The writer prints compact or indented JSON, optionally with object keys sorted and with
//! `<`, `>` and `&` escaped as `\u003c`, `\u003e`, `\u0026` (as Go's encoder does).

use crate::positioned::{Node, NodeValue};
use crate::source::{FileId, Span};
use crate::value::{Map, Number, Value};
use std::sync::Arc;

pub mod writer;
pub use writer::{write, write_string, WriteOptions};

/// Deepest nesting of arrays and objects the reader accepts.
pub const MAX_DEPTH: usize = 512;

/// A JSON syntax error at a byte offset.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("{message} at byte {offset}")]
pub struct JsonError {
    /// What is wrong.
    pub message: String,
    /// Where: a byte offset into the text.
    pub offset: usize,
}

impl JsonError {
    /// The error's position as a (one-character) span in `file`.
    pub fn span(&self, file: FileId) -> Span {
        let at = u32::try_from(self.offset).unwrap_or(u32::MAX);
        Span::new(file, at, at.saturating_add(1))
    }

    /// This error as an error [`Diagnostic`](crate::Diagnostic) ("Invalid JSON") with the message as
    /// detail and an unlabelled primary underline at the error's position in `file`.
    pub fn to_diagnostic(&self, file: FileId) -> crate::Diagnostic {
        crate::Diagnostic::error("Invalid JSON", self.message.clone())
            .with_primary(self.span(file), "")
    }
}

/// Parses one JSON document (surrounding whitespace allowed).
pub fn parse(text: &str) -> Result<Value, JsonError> {
    read(text, FileId::default())
}

/// Parses one JSON document (file `file` of the caller's source map) into the positioned
/// tree: every value and every object key with its span.
pub fn parse_positioned(text: &str, file: FileId) -> Result<Node, JsonError> {
    read(text, file)
}

fn read<T: Tree>(text: &str, file: FileId) -> Result<T, JsonError> {
    let mut p = Reader {
        s: text.as_bytes(),
        src: text,
        i: 0,
        file,
    };
    p.ws();
    let v = p.value(0)?;
    p.ws();
    if p.i != p.s.len() {
        return Err(p.err("unexpected text after the JSON value"));
    }
    Ok(v)
}

/// What the reader builds: a plain [`Value`] or a positioned [`Node`]. One reader, two
/// outputs, so the two cannot disagree on what JSON means.
trait Tree: Sized {
    type Pairs;
    fn scalar(v: Value, span: Span) -> Self;
    fn pairs() -> Self::Pairs;
    fn push(pairs: &mut Self::Pairs, key: String, key_span: Span, value: Self);
    fn object(pairs: Self::Pairs, span: Span) -> Self;
    fn array(items: Vec<Self>, span: Span) -> Self;
}

impl Tree for Value {
    type Pairs = Map;
    fn scalar(v: Value, _: Span) -> Value {
        v
    }
    fn pairs() -> Map {
        Map::new()
    }
    fn push(pairs: &mut Map, key: String, _: Span, value: Value) {
        pairs.insert(key.into(), value);
    }
    fn object(pairs: Map, _: Span) -> Value {
        Value::Map(Arc::new(pairs))
    }
    fn array(items: Vec<Value>, _: Span) -> Value {
        Value::List(Arc::new(items))
    }
}

impl Tree for Node {
    type Pairs = Vec<(Node, Node)>;
    fn scalar(v: Value, span: Span) -> Node {
        let value = match v {
            Value::Bool(b) => NodeValue::Bool(b),
            Value::Number(n) => NodeValue::Number(n),
            Value::String(s) => NodeValue::String(s),
            _ => NodeValue::Null,
        };
        Node::new(value, span)
    }
    fn pairs() -> Vec<(Node, Node)> {
        Vec::new()
    }
    fn push(pairs: &mut Vec<(Node, Node)>, key: String, key_span: Span, value: Node) {
        pairs.push((Node::new(NodeValue::String(key.into()), key_span), value));
    }
    fn object(pairs: Vec<(Node, Node)>, span: Span) -> Node {
        Node::new(NodeValue::Map(pairs), span)
    }
    fn array(items: Vec<Node>, span: Span) -> Node {
        Node::new(NodeValue::Seq(items), span)
    }
}

struct Reader<'a> {
    s: &'a [u8],
    src: &'a str,
    i: usize,
    file: FileId,
}

impl Reader<'_> {
    fn err(&self, m: &str) -> JsonError {
        JsonError {
            message: m.to_string(),
            offset: self.i,
        }
    }

    fn ws(&mut self) {
        while self.i < self.s.len() && matches!(self.s[self.i], b' ' | b'\t' | b'\n' | b'\r') {
            self.i += 1;
        }
    }

    fn eat(&mut self, lit: &str) -> bool {
        if self.s[self.i..].starts_with(lit.as_bytes()) {
            self.i += lit.len();
            true
        } else {
            false
        }
    }

    fn span(&self, start: usize) -> Span {
        let at = |i: usize| u32::try_from(i).unwrap_or(u32::MAX);
        Span::new(self.file, at(start), at(self.i))
    }

    fn value<T: Tree>(&mut self, depth: usize) -> Result<T, JsonError> {
        if depth > MAX_DEPTH {
            return Err(self.err("JSON nested too deeply"));
        }
        let start = self.i;
        match self.s.get(self.i) {
            None => Err(self.err("unexpected end of JSON input")),
            Some(b'{') => {
                self.i += 1;
                let mut pairs = T::pairs();
                self.ws();
                if self.eat("}") {
                    return Ok(T::object(pairs, self.span(start)));
                }
                loop {
                    self.ws();
                    if self.s.get(self.i) != Some(&b'"') {
                        return Err(self.err("expected a string object key"));
                    }
                    let key_start = self.i;
                    let k = self.string()?;
                    let key_span = self.span(key_start);
                    self.ws();
                    if !self.eat(":") {
                        return Err(self.err("expected ':' after object key"));
                    }
                    self.ws();
                    let v = self.value(depth + 1)?;
                    T::push(&mut pairs, k, key_span, v);
                    self.ws();
                    if self.eat(",") {
                        continue;
                    }
                    if self.eat("}") {
                        return Ok(T::object(pairs, self.span(start)));
                    }
                    return Err(self.err("expected ',' or '}' in object"));
                }
            }
            Some(b'[') => {
                self.i += 1;
                let mut items = Vec::new();
                self.ws();
                if self.eat("]") {
                    return Ok(T::array(items, self.span(start)));
                }
                loop {
                    self.ws();
                    items.push(self.value(depth + 1)?);
                    self.ws();
                    if self.eat(",") {
                        continue;
                    }
                    if self.eat("]") {
                        return Ok(T::array(items, self.span(start)));
                    }
                    return Err(self.err("expected ',' or ']' in array"));
                }
            }
            Some(b'"') => {
                let s = self.string()?;
                Ok(T::scalar(Value::String(s.into()), self.span(start)))
            }
            Some(b't') if self.eat("true") => Ok(T::scalar(Value::Bool(true), self.span(start))),
            Some(b'f') if self.eat("false") => Ok(T::scalar(Value::Bool(false), self.span(start))),
            Some(b'n') if self.eat("null") => Ok(T::scalar(Value::Null, self.span(start))),
            Some(b'-' | b'0'..=b'9') => {
                self.i += 1;
                while self.i < self.s.len()
                    && matches!(
                        self.s[self.i],
                        b'0'..=b'9' | b'.' | b'e' | b'E' | b'+' | b'-'
                    )
                {
                    self.i += 1;
                }
                let text = &self.src[start..self.i];
                let bad_leading_zero = {
                    let d = text.strip_prefix('-').unwrap_or(text).as_bytes();
                    d.len() > 1 && d[0] == b'0' && d[1].is_ascii_digit()
                };
                match Number::parse(text) {
                    Some(n) if !bad_leading_zero => {
                        Ok(T::scalar(Value::Number(n), self.span(start)))
                    }
                    _ => {
                        self.i = start;
                        Err(self.err("invalid number"))
                    }
                }
            }
            Some(_) => Err(self.err("unexpected character")),
        }
    }

    fn hex4(&mut self) -> Result<u32, JsonError> {
        let h = self
            .src
            .get(self.i..self.i + 4)
            .and_then(|h| u32::from_str_radix(h, 16).ok())
            .ok_or_else(|| self.err("invalid \\u escape"))?;
        self.i += 4;
        Ok(h)
    }

    fn string(&mut self) -> Result<String, JsonError> {
        self.i += 1; // opening quote
        let mut out = String::new();
        loop {
            let start = self.i;
            while self.i < self.s.len() && !matches!(self.s[self.i], b'"' | b'\\' | 0..=0x1f) {
                self.i += 1;
            }
            out.push_str(&self.src[start..self.i]);
            match self.s.get(self.i) {
                Some(b'"') => {
                    self.i += 1;
                    return Ok(out);
                }
                Some(b'\\') => {
                    self.i += 1;
                    let c = *self
                        .s
                        .get(self.i)
                        .ok_or_else(|| self.err("unterminated string"))?;
                    self.i += 1;
                    match c {
                        b'"' => out.push('"'),
                        b'\\' => out.push('\\'),
                        b'/' => out.push('/'),
                        b'b' => out.push('\u{8}'),
                        b'f' => out.push('\u{c}'),
                        b'n' => out.push('\n'),
                        b'r' => out.push('\r'),
                        b't' => out.push('\t'),
                        b'u' => {
                            let hi = self.hex4()?;
                            let cp = if (0xD800..0xDC00).contains(&hi) && self.eat("\\u") {
                                let lo = self.hex4()?;
                                if (0xDC00..0xE000).contains(&lo) {
                                    0x10000 + ((hi - 0xD800) << 10) + (lo - 0xDC00)
                                } else {
                                    0xFFFD
                                }
                            } else {
                                hi
                            };
                            out.push(char::from_u32(cp).unwrap_or('\u{FFFD}'));
                        }
                        _ => {
                            self.i -= 1;
                            return Err(self.err("invalid escape in string"));
                        }
                    }
                }
                Some(_) => return Err(self.err("control character in string")),
                None => return Err(self.err("unterminated string")),
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn round_trips_exactly_in_order() {
        let text = r#"{"b":1,"a":[true,null,"x<y"],"n":1.000000000000000000001}"#;
        let v = parse(text).unwrap();
        assert_eq!(write(&v, &WriteOptions::compact()), text);
        let sorted = WriteOptions {
            sort_keys: true,
            escape_html: true,
            ..WriteOptions::default()
        };
        assert_eq!(
            write(&v, &sorted),
            r#"{"a":[true,null,"x\u003cy"],"b":1,"n":1.000000000000000000001}"#
        );
    }

    #[test]
    fn rejects_bad_input_with_offsets() {
        assert_eq!(parse("[1,]").unwrap_err().offset, 3);
        assert!(parse("01").is_err());
        assert!(parse("\"\\u12\"").is_err());
        let deep = "[".repeat(MAX_DEPTH + 10);
        assert!(parse(&deep).unwrap_err().message.contains("deeply"));
    }

    #[test]
    fn writes_plain_and_escaped_strings() {
        let cases = [
            ("plain é text", false, "\"plain é text\""),
            ("a\"b\\c\nd\u{1}", false, "\"a\\\"b\\\\c\\nd\\u0001\""),
            ("<&>", false, "\"<&>\""),
            ("<&>", true, "\"\\u003c\\u0026\\u003e\""),
            ("x\u{2028}é", true, "\"x\\u2028é\""),
            ("x\u{2028}é", false, "\"x\u{2028}é\""),
        ];
        for (s, html, want) in cases {
            let mut out = String::new();
            write_string(&mut out, s, html);
            assert_eq!(out, want, "{s:?} escape_html={html}");
        }
    }

    #[test]
    fn decodes_surrogate_pairs() {
        assert_eq!(parse(r#""\ud83d\ude00""#).unwrap(), Value::from("😀"));
    }
}
