//! The JSON syntax.
//!
//! A JSON file is a body: its root is an object (or an array of objects, whose properties are
//! concatenated). How a property is read depends on the schema it is decoded against:
//!
//! * a property named by an attribute schema is an attribute: its value is an expression;
//! * a property named by a block schema holds blocks: for each label the schema names, one
//!   level of object whose property names are the label values; then an object (one block),
//!   an array of objects (one block each) or null (no block);
//! * a `"//"` property of an object read as a body is a comment and ignored.
//!
//! A JSON expression evaluates to its JSON value (numbers exact, arrays as tuples, objects as
//! objects). Only when evaluated with an evaluation context are strings (and object keys)
//! read as templates (`"${var.x}"`); without a context they are literal strings.
//!
//! Nesting of arrays and objects is limited to [`MAX_JSON_NESTING`] levels.

use crate::number_syntax::{valid_number_literal, NumberSyntax};
use crate::suggest::name_suggestion;
use smol_str::SmolStr;
use std::collections::BTreeSet;
use std::sync::Arc;
use strata_core::{Diagnostic, Diagnostics, FileId, Span};

/// The deepest nesting of JSON arrays and objects accepted: far beyond real files, and beyond
/// what HashiCorp's hcldec 2.14 parses (it reads 100,000 nested arrays and overflows its 1 GB
/// Go stack before 150,000). The recursion grows the stack as it needs (see
/// [`strata_core::budget::grow`]). Deeper input gets one "Nesting too deep" diagnostic.
pub const MAX_JSON_NESTING: usize = 200_000;

/// A JSON value with its source ranges.
#[derive(Clone, Debug)]
pub enum JsonNode {
    /// A JSON object; its properties may repeat a name (the HCL JSON syntax gives that meaning for
    /// blocks).
    Object {
        /// The properties in source order.
        attrs: Vec<JsonProp>,
        /// The opening brace.
        open: Span,
        /// The closing brace.
        close: Span,
    },
    /// A JSON array.
    Array {
        /// The elements in order.
        values: Vec<Arc<JsonNode>>,
        /// The opening bracket.
        open: Span,
        /// The closing bracket.
        close: Span,
    },
    /// A JSON string; in expression context it is a template of the native syntax.
    String {
        /// The string with its escapes decoded.
        value: SmolStr,
        /// The string with its quotes.
        span: Span,
    },
    /// A JSON number.
    Number {
        /// The number as written (read exactly when evaluated).
        text: SmolStr,
        /// Where it was written.
        span: Span,
    },
    /// `true` or `false`.
    Bool {
        /// The value.
        value: bool,
        /// Where it was written.
        span: Span,
    },
    /// `null`.
    Null {
        /// Where it was written.
        span: Span,
    },
    /// A value that failed to parse (already reported); evaluates to an unknown value.
    Invalid {
        /// Where the text that failed to parse was.
        span: Span,
    },
}

/// One `"name": value` property of a JSON object.
#[derive(Clone, Debug)]
pub struct JsonProp {
    /// The property name, decoded.
    pub name: SmolStr,
    /// The property name with its quotes.
    pub name_span: Span,
    /// The property value.
    pub value: Arc<JsonNode>,
}

/// Dropping a deeply nested JSON tree recurses once per level: the children go on a stack
/// that grows as needed.
impl Drop for JsonNode {
    fn drop(&mut self) {
        match self {
            JsonNode::Object { attrs, .. } if !attrs.is_empty() => {
                strata_core::budget::grow(|| drop(std::mem::take(attrs)));
            }
            JsonNode::Array { values, .. } if !values.is_empty() => {
                strata_core::budget::grow(|| drop(std::mem::take(values)));
            }
            _ => {}
        }
    }
}

impl JsonNode {
    /// The source range of the whole value (for objects and arrays, from the opening to the closing
    /// bracket).
    pub fn range(&self) -> Span {
        match self {
            JsonNode::Object { open, close, .. } | JsonNode::Array { open, close, .. } => {
                open.to(*close)
            }
            JsonNode::String { span, .. }
            | JsonNode::Number { span, .. }
            | JsonNode::Bool { span, .. }
            | JsonNode::Null { span }
            | JsonNode::Invalid { span } => *span,
        }
    }

    /// The range a diagnostic about the value points at: the opening bracket of an object or array,
    /// the whole of any other value.
    pub fn start_range(&self) -> Span {
        match self {
            JsonNode::Object { open, .. } | JsonNode::Array { open, .. } => *open,
            other => other.range(),
        }
    }
}

// ----- reading JSON -----

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Tok {
    OBrace,
    CBrace,
    OBrack,
    CBrack,
    Colon,
    Comma,
    /// `=`: not JSON, but recognised so that `"a" = 1` gets a helpful message.
    Equals,
    String,
    Number,
    Keyword,
    Invalid,
    Eof,
}

struct Reader<'a> {
    src: &'a [u8],
    file: FileId,
    pos: usize,
    /// Set after an invalid character: like HCL's JSON scanner, nothing after it is read
    /// (the input ends there).
    stopped: Option<usize>,
    diags: Diagnostics,
    peeked: Option<(Tok, usize, usize)>,
    /// How many diagnostics there were with the "Nesting too deep" one: the input after it
    /// is skipped, so what the enclosing levels would report then (each "Unclosed object")
    /// is not true and is dropped.
    too_deep: Option<usize>,
}

/// Parses a JSON-syntax file into the body its root value is (`json_content.rs`'s
/// `parse_json` gives it as a [`crate::Body`]).
pub(crate) fn parse_json_body(src: &[u8], file: FileId) -> (JsonBody, Diagnostics) {
    let mut r = Reader {
        src,
        file,
        pos: 0,
        stopped: None,
        diags: Vec::new(),
        peeked: None,
        too_deep: None,
    };
    let root = r.value(0);
    if let Some(n) = r.too_deep {
        r.diags.truncate(n);
        r.peeked = None;
    }
    let after = r.peek();
    if r.diags.is_empty() && after.0 != Tok::Eof {
        let s = r.span(after.1, after.2);
        r.diags.push(
            Diagnostic::error(
                "Extraneous data after value",
                "Extra characters appear after the JSON value.",
            )
            .with_subject(s),
        );
    }
    let too_deep = r.too_deep;
    let mut diags = r.diags;
    let root = match root {
        n @ (JsonNode::Object { .. } | JsonNode::Array { .. }) => n,
        _ if too_deep.is_some() => {
            // Already reported as too deep.
            let fake = Span::new(file, 0, 0);
            JsonNode::Object {
                attrs: Vec::new(),
                open: fake,
                close: fake,
            }
        }
        other => {
            let start = other.start_range();
            let start = if start.is_empty() {
                Span::new(
                    file,
                    start.start,
                    start.start.saturating_add(1).min(src.len() as u32),
                )
            } else {
                start
            };
            diags.push(
                Diagnostic::error(
                    "Root value must be object",
                    "The root value in a JSON-based configuration must be either a JSON object or a JSON array of objects.",
                )
                .with_subject(start),
            );
            let fake = Span::new(file, 0, 0);
            JsonNode::Object {
                attrs: Vec::new(),
                open: fake,
                close: fake,
            }
        }
    };
    (
        JsonBody {
            val: Arc::new(root),
            hidden: Arc::default(),
        },
        diags,
    )
}

impl<'a> Reader<'a> {
    fn span(&self, s: usize, e: usize) -> Span {
        Span::new(self.file, s as u32, e as u32)
    }

    fn skip_ws(&mut self) {
        while let Some(b) = self.src.get(self.pos) {
            match b {
                b' ' | b'\t' | b'\r' | b'\n' => self.pos += 1,
                _ => break,
            }
        }
    }

    fn scan(&mut self) -> (Tok, usize, usize) {
        if let Some(end) = self.stopped {
            return (Tok::Eof, end, end);
        }
        self.skip_ws();
        let start = self.pos;
        let Some(&b) = self.src.get(self.pos) else {
            return (Tok::Eof, start, start);
        };
        let single = |t| (t, start, start + 1);
        let r = match b {
            b'{' => single(Tok::OBrace),
            b'}' => single(Tok::CBrace),
            b'[' => single(Tok::OBrack),
            b']' => single(Tok::CBrack),
            b':' => single(Tok::Colon),
            b'=' => single(Tok::Equals),
            b',' => single(Tok::Comma),
            b'"' => {
                // To the closing quote; a string cut by a line break or the end of the input
                // ends there (and is reported when decoded).
                let mut i = start + 1;
                loop {
                    match self.src.get(i) {
                        None | Some(b'\n') => break,
                        Some(b'\\') => i += 2,
                        Some(b'"') => {
                            i += 1;
                            break;
                        }
                        Some(_) => i += 1,
                    }
                }
                (Tok::String, start, i.min(self.src.len()))
            }
            b'-' | b'+' | b'.' | b'0'..=b'9' => {
                let mut i = start + 1;
                while let Some(&c) = self.src.get(i) {
                    if c.is_ascii_digit() || matches!(c, b'.' | b'e' | b'E' | b'+' | b'-') {
                        i += 1;
                    } else {
                        break;
                    }
                }
                (Tok::Number, start, i)
            }
            b'a'..=b'z' | b'A'..=b'Z' | b'_' => {
                let mut i = start + 1;
                while let Some(&c) = self.src.get(i) {
                    if c.is_ascii_alphabetic() || c == b'_' {
                        i += 1;
                    } else {
                        break;
                    }
                }
                (Tok::Keyword, start, i)
            }
            _ => {
                // One byte, as HCL's JSON scanner reports it (a byte-order mark or another
                // non-ASCII character outside a string included).
                let len = 1;
                self.stopped = Some(start + len);
                (Tok::Invalid, start, start + len)
            }
        };
        self.pos = r.2;
        r
    }

    fn peek(&mut self) -> (Tok, usize, usize) {
        if let Some(p) = self.peeked {
            return p;
        }
        let p = self.scan();
        self.peeked = Some(p);
        p
    }

    fn read(&mut self) -> (Tok, usize, usize) {
        match self.peeked.take() {
            Some(p) => p,
            None => self.scan(),
        }
    }

    fn error(&mut self, summary: &str, detail: &str, s: usize, e: usize) {
        let span = self.span(s, e);
        self.diags
            .push(Diagnostic::error(summary, detail).with_subject(span));
    }

    /// Reads one value; a value that fails to parse becomes [`JsonNode::Invalid`] at the
    /// token where it started (as HCL's reader does).
    fn value(&mut self, depth: usize) -> JsonNode {
        let (_, s, e) = self.peek();
        match strata_core::budget::grow(|| self.value_inner(depth)) {
            Some(n) => n,
            None => JsonNode::Invalid {
                span: self.span(s, e),
            },
        }
    }

    fn value_inner(&mut self, depth: usize) -> Option<JsonNode> {
        let (t, s, e) = self.peek();
        if depth >= MAX_JSON_NESTING {
            self.error(
                "Nesting too deep",
                &format!(
                    "JSON arrays and objects nest more than {MAX_JSON_NESTING} levels deep here, which strata does not support."
                ),
                s,
                e,
            );
            // Skip the rest of the input: nothing inside can be trusted.
            self.too_deep.get_or_insert(self.diags.len());
            self.pos = self.src.len();
            self.peeked = None;
            return None;
        }
        match t {
            Tok::OBrace => self.object(depth),
            Tok::OBrack => self.array(depth),
            Tok::String => {
                self.read();
                let value = self.string_value(s, e)?;
                Some(JsonNode::String {
                    value: SmolStr::new(value),
                    span: self.span(s, e),
                })
            }
            Tok::Number => {
                self.read();
                let text = std::str::from_utf8(&self.src[s..e]).unwrap_or("");
                if !valid_number_literal(text, NumberSyntax::Json)
                    || strata_hcl_types::Number::parse(text).is_none()
                {
                    self.error(
                        "Invalid JSON number",
                        "There is a syntax error in the given JSON number.",
                        s,
                        e,
                    );
                    return None;
                }
                Some(JsonNode::Number {
                    text: SmolStr::new(text),
                    span: self.span(s, e),
                })
            }
            Tok::Keyword => {
                self.read();
                let span = self.span(s, e);
                let word = std::str::from_utf8(&self.src[s..e]).unwrap_or("");
                match word {
                    "true" => Some(JsonNode::Bool { value: true, span }),
                    "false" => Some(JsonNode::Bool { value: false, span }),
                    "null" => Some(JsonNode::Null { span }),
                    "undefined" | "NaN" | "Infinity" => {
                        self.error(
                            "Invalid JSON keyword",
                            &format!("The JavaScript identifier {word:?} cannot be used in JSON."),
                            s,
                            e,
                        );
                        None
                    }
                    _ => {
                        let dym = name_suggestion(word, &["true", "false", "null"])
                            .map(|k| format!(" Did you mean {k:?}?"))
                            .unwrap_or_default();
                        self.error(
                            "Invalid JSON keyword",
                            &format!("{word:?} is not a valid JSON keyword.{dym}"),
                            s,
                            e,
                        );
                        None
                    }
                }
            }
            Tok::Eof => {
                self.error("Missing value", "The JSON data ends prematurely.", s, e);
                None
            }
            Tok::CBrace => {
                self.error(
                    "Missing JSON value",
                    "A JSON value must start with a brace, a bracket, a number, a string, or a keyword.",
                    s,
                    e,
                );
                None
            }
            Tok::CBrack => {
                self.error(
                    "Missing array element value",
                    "A JSON value must start with a brace, a bracket, a number, a string, or a keyword.",
                    s,
                    e,
                );
                None
            }
            Tok::Comma | Tok::Colon | Tok::Equals | Tok::Invalid => {
                // Not consumed: the caller's recovery deals with it.
                self.error(
                    "Invalid start of value",
                    "A JSON value must start with a brace, a bracket, a number, a string, or a keyword.",
                    s,
                    e,
                );
                None
            }
        }
    }

    /// Decodes a string token. An invalid escape is reported one byte past the offending
    /// character, where the reference's JSON decoder reports it.
    fn string_value(&mut self, s: usize, e: usize) -> Option<String> {
        let raw = &self.src[s..e];
        // Closed if an unescaped quote ends the token.
        let closed = {
            let mut i = 1;
            let mut closed = false;
            while i < raw.len() {
                match raw[i] {
                    b'\\' => i += 2,
                    b'"' => {
                        closed = i == raw.len() - 1;
                        break;
                    }
                    _ => i += 1,
                }
            }
            closed
        };
        let body = &raw[1..if closed { raw.len() - 1 } else { raw.len() }];
        let Ok(inner) = std::str::from_utf8(body) else {
            self.error(
                "Invalid JSON string",
                "There is a syntax error in the given JSON string.",
                s,
                e,
            );
            return None;
        };
        let bad = |r: &mut Self, k: usize| {
            // `k` indexes `inner`; +1 for the opening quote, +1 past the offending byte.
            let at = (s + k + 2).min(e);
            r.error(
                "Invalid JSON string",
                "There is a syntax error in the given JSON string.",
                at,
                (at + 1).min(r.src.len()).max(at),
            );
        };
        let mut out = String::with_capacity(inner.len());
        let bytes = inner.as_bytes();
        let mut k = 0;
        while k < inner.len() {
            let Some(c) = inner[k..].chars().next() else {
                break;
            };
            if c != '\\' {
                if (c as u32) < 0x20 {
                    bad(self, k);
                    return None;
                }
                out.push(c);
                k += c.len_utf8();
                continue;
            }
            let Some(&sel) = bytes.get(k + 1) else {
                bad(self, k);
                return None;
            };
            let esc = match sel {
                b'"' => '"',
                b'\\' => '\\',
                b'/' => '/',
                b'b' => '\u{8}',
                b'f' => '\u{c}',
                b'n' => '\n',
                b'r' => '\r',
                b't' => '\t',
                b'u' => {
                    let hex = |at: usize| -> Result<u32, usize> {
                        for n in 0..4 {
                            match bytes.get(at + n) {
                                Some(b) if b.is_ascii_hexdigit() => {}
                                _ => return Err(at + n),
                            }
                        }
                        u32::from_str_radix(inner.get(at..at + 4).unwrap_or(""), 16).map_err(|_| at)
                    };
                    let mut cp = match hex(k + 2) {
                        Ok(v) => v,
                        Err(at) => {
                            bad(self, at);
                            return None;
                        }
                    };
                    let mut len = 6;
                    if (0xd800..0xdc00).contains(&cp) && inner[k + 6..].starts_with("\\u") {
                        if let Ok(lo) = hex(k + 8) {
                            if (0xdc00..0xe000).contains(&lo) {
                                cp = 0x10000 + ((cp - 0xd800) << 10) + (lo - 0xdc00);
                                len = 12;
                            }
                        }
                    }
                    out.push(char::from_u32(cp).unwrap_or('\u{fffd}'));
                    k += len;
                    continue;
                }
                _ => {
                    bad(self, k + 1);
                    return None;
                }
            };
            out.push(esc);
            k += 2;
        }
        if !closed {
            // Reported just past the end, where the reference's decoder gives up.
            self.error(
                "Invalid JSON string",
                "There is a syntax error in the given JSON string.",
                e,
                e + 1,
            );
            return None;
        }
        Some(strata_hcl_types::value::normalize_owned(out))
    }

    /// Skips to the end of the current object (as the reference's recovery): stops after the
    /// first `}` that closes it, or at EOF.
    /// Skips tokens from `first` on until the bracket that closes the enclosing object
    /// (`close` a brace) or array (a bracket), counting the nested ones (as HCL's JSON parser
    /// recovers), or the end of the input.
    fn recover(&mut self, first: (Tok, usize, usize), open_kind: Tok, close: Tok) {
        let mut open = 1i64;
        let mut tok = first;
        loop {
            match tok.0 {
                t if t == open_kind => open += 1,
                t if t == close => {
                    open -= 1;
                    if open <= 1 {
                        return;
                    }
                }
                Tok::Eof => return,
                _ => {}
            }
            tok = self.read();
        }
    }

    fn recover_object(&mut self, first: (Tok, usize, usize)) {
        self.recover(first, Tok::OBrace, Tok::CBrace);
    }

    fn recover_array(&mut self, first: (Tok, usize, usize)) {
        self.recover(first, Tok::OBrack, Tok::CBrack);
    }

    fn error_at_peek(&mut self, summary: &str, detail: &str) {
        let (_, s, e) = self.peek();
        self.error(summary, detail, s, e);
    }

    fn object(&mut self, depth: usize) -> Option<JsonNode> {
        let (_, os, oe) = self.read();
        let mut attrs = Vec::new();
        loop {
            if self.peek().0 == Tok::CBrace {
                break;
            }
            let key = self.value(depth + 1);
            let JsonNode::String {
                value: ref name,
                span: name_span,
            } = key
            else {
                let start = key.start_range();
                self.diags.push(
                    Diagnostic::error(
                        "Invalid object property name",
                        "A JSON object property name must be a string",
                    )
                    .with_subject(start),
                );
                return None;
            };
            let colon = self.read();
            if colon.0 != Tok::Colon {
                self.recover_object(colon);
                let (summary, detail) = match colon.0 {
                    Tok::CBrace | Tok::Comma => (
                        "Missing object value",
                        "A JSON object attribute must have a value, introduced by a colon.",
                    ),
                    Tok::Equals => (
                        "Missing property value colon",
                        "JSON uses a colon as its name/value delimiter, not an equals sign.",
                    ),
                    _ => (
                        "Missing property value colon",
                        "A colon must appear between an object property's name and its value.",
                    ),
                };
                self.error(summary, detail, colon.1, colon.2);
                return None;
            }
            let value = self.value(depth + 1);
            attrs.push(JsonProp {
                name: name.clone(),
                name_span,
                value: Arc::new(value),
            });
            let (nt, ns, ne) = self.peek();
            match nt {
                Tok::Comma => {
                    self.read();
                    if self.peek().0 == Tok::CBrace {
                        self.error(
                            "Trailing comma in object",
                            "JSON does not permit a trailing comma after the final property in an object.",
                            ns,
                            ne,
                        );
                        return None;
                    }
                }
                Tok::Eof => {
                    self.error(
                        "Unclosed object",
                        "No closing brace was found for this JSON object.",
                        os,
                        oe,
                    );
                    return None;
                }
                Tok::CBrack => {
                    self.read();
                    self.error_at_peek(
                        "Mismatched braces",
                        "A JSON object must be closed with a brace, not a bracket.",
                    );
                    return None;
                }
                Tok::CBrace => break,
                _ => {
                    let t = self.read();
                    self.recover_object(t);
                    self.error_at_peek(
                        "Missing attribute seperator comma",
                        "A comma must appear between each property definition in an object.",
                    );
                    return None;
                }
            }
        }
        let (_, cs, ce) = self.read();
        Some(JsonNode::Object {
            attrs,
            open: self.span(os, oe),
            close: self.span(cs, ce),
        })
    }

    fn array(&mut self, depth: usize) -> Option<JsonNode> {
        let (_, os, oe) = self.read();
        let mut values = Vec::new();
        loop {
            if self.peek().0 == Tok::CBrack {
                break;
            }
            let v = self.value(depth + 1);
            values.push(Arc::new(v));
            let (nt, ns, ne) = self.peek();
            match nt {
                Tok::Comma => {
                    self.read();
                    if self.peek().0 == Tok::CBrack {
                        self.error(
                            "Trailing comma in array",
                            "JSON does not permit a trailing comma after the final value in an array.",
                            ns,
                            ne,
                        );
                        return None;
                    }
                }
                Tok::Colon => {
                    let t = self.read();
                    self.recover_array(t);
                    self.error_at_peek(
                        "Invalid array value",
                        "A colon is not used to introduce values in a JSON array.",
                    );
                    return None;
                }
                Tok::Eof => {
                    let t = self.read();
                    self.recover_array(t);
                    self.error(
                        "Unclosed object",
                        "No closing bracket was found for this JSON array.",
                        os,
                        oe,
                    );
                    return None;
                }
                Tok::CBrace => {
                    let t = self.read();
                    self.recover_array(t);
                    self.error_at_peek(
                        "Mismatched brackets",
                        "A JSON array must be closed with a bracket, not a brace.",
                    );
                    return None;
                }
                Tok::CBrack => break,
                _ => {
                    let t = self.read();
                    self.recover_array(t);
                    self.error_at_peek(
                        "Missing attribute seperator comma",
                        "A comma must appear between each value in an array.",
                    );
                    return None;
                }
            }
        }
        let (_, cs, ce) = self.read();
        Some(JsonNode::Array {
            values,
            open: self.span(os, oe),
            close: self.span(cs, ce),
        })
    }
}

// ----- bodies -----

/// A JSON value read as a body, with the names already decoded hidden.
#[derive(Clone, Debug)]
pub struct JsonBody {
    pub(crate) val: Arc<JsonNode>,
    pub(crate) hidden: Arc<BTreeSet<SmolStr>>,
}

impl JsonBody {
    /// Where an error about a missing item points: the closing brace of an object (the opening
    /// bracket of an array, or the value itself otherwise).
    pub fn missing_item_range(&self) -> Span {
        match &*self.val {
            JsonNode::Object { close, .. } => *close,
            JsonNode::Array { open, .. } => *open,
            other => other.start_range(),
        }
    }
}

// ----- expressions -----

/// A JSON value used as an expression.
#[derive(Clone, Debug)]
pub struct JsonExpr {
    pub(crate) node: Arc<JsonNode>,
}

impl JsonExpr {
    /// The JSON value.
    pub fn node(&self) -> &JsonNode {
        &self.node
    }

    /// The source range of the value.
    pub fn range(&self) -> Span {
        self.node.range()
    }

    /// The contents of a JSON string (read statically as a native expression or keyword).
    pub fn as_string(&self) -> Option<String> {
        match &*self.node {
            JsonNode::String { value, .. } => Some(value.to_string()),
            _ => None,
        }
    }
}

/// Parses a JSON string's contents as a template; `span` is the string token (with quotes).
pub(crate) fn string_template(value: &str, span: Span) -> (crate::ast::Expr, Diagnostics) {
    crate::parser::parse_template(value.as_bytes(), span.file, span.start + 1)
}
