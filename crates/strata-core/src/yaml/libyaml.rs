//! The YAML writer of libyaml as go-cty-yaml drives it (Terraform's and HCL's `yamlencode`).
//!
//! Unlike [`write()`](super::write()) (yaml.v2 as spiff prints), every string is quoted:
//!
//! * Block style; mapping keys in the map's order; a sequence under a mapping key is not
//!   indented; empty collections print `{}` and `[]`, null `null`, booleans `true`/`false`.
//! * A string is double-quoted (non-printable characters escaped, `\n` as `\n`; past column 80
//!   a single space is folded into a line break plus indentation) unless it holds a line break
//!   and fits a literal block: then `|` (one final line break), `|-` (none) or `|+` (more),
//!   with an indentation indicator `|2` when its first line starts with a blank or a break.
//! * A key longer than 128 bytes or with a line break is written as an explicit `? key` entry
//!   whose value follows on a `:` line.
//! * Numbers print in decimal: integers and exact decimals as their text (negative zero as
//!   `0`, since go-cty-yaml writes big floats, which have no negative zero), binary floats in
//!   their shortest decimal without exponent, infinities as `+.Inf`/`-.Inf`, NaN as `.NaN`.
//! * A document whose root is a scalar other than a string, or that holds a literal block
//!   keeping its final line breaks (`|+`), ends with `...`.
//!
//! The writer recurses once per level of the value through [`crate::budget::grow`], so any
//! value that exists can be written.

use crate::budget::grow;
use crate::value::{Map, Number, Value};

/// Column after which a space in a double-quoted string is folded into a line break.
const BEST_WIDTH: usize = 80;

/// Longest key (in bytes) written as an implicit `key: value`.
const MAX_SIMPLE_KEY: usize = 128;

/// Writes `value` as one YAML document the way go-cty-yaml's libyaml emitter does (see the
/// module docs), ending in a line break.
pub fn write_libyaml(value: &Value) -> String {
    let mut e = Emitter {
        out: String::new(),
        column: 0,
        open_ended: false,
    };
    let plain_root = e.value(value, None);
    e.put("\n");
    if plain_root || e.open_ended {
        e.put("...\n");
    }
    e.out
}

struct Emitter {
    out: String,
    /// The current column, in chars.
    column: usize,
    /// A literal block keeping its final line breaks was written: the document needs an
    /// explicit end marker.
    open_ended: bool,
}

/// libyaml's `is_printable`: what may appear unescaped in a double-quoted scalar.
fn printable(c: char) -> bool {
    let u = c as u32;
    u == 0x0a
        || (0x20..=0x7e).contains(&u)
        || (0xa0..=0xd7ff).contains(&u)
        || ((0xe000..=0xfffd).contains(&u) && u != 0xfeff)
}

/// libyaml's escape of a character that may not appear as it is in double quotes.
fn escape(c: char) -> String {
    match c {
        '\0' => "\\0".into(),
        '\u{7}' => "\\a".into(),
        '\u{8}' => "\\b".into(),
        '\t' => "\\t".into(),
        '\n' => "\\n".into(),
        '\u{b}' => "\\v".into(),
        '\u{c}' => "\\f".into(),
        '\r' => "\\r".into(),
        '\u{1b}' => "\\e".into(),
        '"' => "\\\"".into(),
        '\\' => "\\\\".into(),
        '\u{85}' => "\\N".into(),
        '\u{a0}' => "\\_".into(),
        '\u{2028}' => "\\L".into(),
        '\u{2029}' => "\\P".into(),
        c if (c as u32) <= 0xff => format!("\\x{:02X}", c as u32),
        c if (c as u32) <= 0xffff => format!("\\u{:04X}", c as u32),
        c => format!("\\U{:08X}", c as u32),
    }
}

/// Can `s` (which has a line break) be written as a literal block?
fn literal_allowed(s: &str) -> bool {
    if s.chars().any(|c| !printable(c) || c == '\u{feff}') || s.ends_with(' ') {
        return false;
    }
    !s.contains(" \n")
}

/// The decimal text go-cty-yaml writes for a number.
fn number_text(n: &Number) -> String {
    match n {
        Number::Int(i) => i.to_string(),
        Number::Float(x) if x.is_nan() => ".NaN".into(),
        Number::Float(x) if x.is_infinite() => if *x > 0.0 { "+.Inf" } else { "-.Inf" }.into(),
        Number::Float(x) if *x == 0.0 => "0".into(),
        Number::Float(x) => format!("{x}"),
        Number::Decimal(t) if &**t == "-0" => "0".into(),
        Number::Decimal(t) => t.to_string(),
    }
}

impl Emitter {
    fn put(&mut self, s: &str) {
        for c in s.chars() {
            if c == '\n' {
                self.column = 0;
            } else {
                self.column += 1;
            }
        }
        self.out.push_str(s);
    }

    fn newline_indent(&mut self, indent: usize) {
        self.put("\n");
        self.put(&" ".repeat(indent));
    }

    fn double_quoted(&mut self, s: &str, indent: usize, allow_breaks: bool) {
        self.put("\"");
        let chars: Vec<char> = s.chars().collect();
        let mut spaces = false;
        for (i, &c) in chars.iter().enumerate() {
            if !printable(c) || matches!(c, '\u{feff}' | '\n' | '"' | '\\' | '\r') {
                self.put(&escape(c));
                spaces = false;
            } else if c == ' ' {
                let inner = i != 0 && i + 1 != chars.len();
                if allow_breaks && !spaces && self.column > BEST_WIDTH && inner {
                    self.newline_indent(indent);
                    if chars.get(i + 1) == Some(&' ') {
                        self.put("\\");
                    }
                } else {
                    self.put(" ");
                }
                spaces = true;
            } else {
                let mut buf = [0u8; 4];
                self.put(c.encode_utf8(&mut buf));
                spaces = false;
            }
        }
        self.put("\"");
    }

    fn literal(&mut self, s: &str, indent: usize) {
        self.put("|");
        if s.starts_with(' ') || s.starts_with('\n') {
            self.put("2");
        }
        let chomp = if !s.ends_with('\n') {
            "-"
        } else if s == "\n" || s.ends_with("\n\n") {
            self.open_ended = true;
            "+"
        } else {
            ""
        };
        self.put(chomp);
        self.put("\n");
        let mut at_line_start = true;
        for c in s.chars() {
            if c == '\n' {
                self.put("\n");
                at_line_start = true;
            } else {
                if at_line_start {
                    self.put(&" ".repeat(indent));
                    at_line_start = false;
                }
                let mut buf = [0u8; 4];
                self.put(c.encode_utf8(&mut buf));
            }
        }
        // The emitter ends the scalar at the end of its last line.
        if self.out.ends_with('\n') {
            self.out.pop();
            self.column = 0;
        }
    }

    fn string(&mut self, s: &str, indent: usize, key: bool) {
        if !key && s.contains('\n') && literal_allowed(s) {
            self.literal(s, indent);
        } else {
            self.double_quoted(s, indent, !key);
        }
    }

    /// Writes `v`; `ctx` is the indentation of the enclosing block collection (`None` at the
    /// root). Returns whether the value was a scalar other than a string.
    fn value(&mut self, v: &Value, ctx: Option<usize>) -> bool {
        let indent = ctx.map_or(0, |c| c + 2);
        match v {
            Value::Null => self.put("null"),
            Value::Bool(b) => self.put(if *b { "true" } else { "false" }),
            Value::Number(n) => self.put(&number_text(n)),
            Value::String(s) => {
                self.string(s, ctx.map_or(2, |c| c + 2), false);
                return false;
            }
            Value::List(items) if items.is_empty() => {
                self.put("[]");
                return false;
            }
            Value::Map(m) if m.is_empty() => {
                self.put("{}");
                return false;
            }
            Value::List(items) => {
                self.seq(items, indent);
                return false;
            }
            Value::Map(m) => {
                self.map(m, indent);
                return false;
            }
        }
        true
    }

    fn seq(&mut self, items: &[Value], indent: usize) {
        for (i, item) in items.iter().enumerate() {
            if i > 0 {
                self.newline_indent(indent);
            }
            self.put("- ");
            self.nested(item, indent, false);
        }
    }

    fn map(&mut self, entries: &Map, indent: usize) {
        for (i, (k, v)) in entries.iter().enumerate() {
            if i > 0 {
                self.newline_indent(indent);
            }
            let multiline = k.contains(['\n', '\r', '\u{85}', '\u{2028}', '\u{2029}']);
            if k.len() > MAX_SIMPLE_KEY || multiline {
                // Not a simple key: an explicit `? key` entry with the value on a `:` line.
                self.put("? ");
                self.string(k, indent + 2, false);
                self.newline_indent(indent);
            } else {
                self.string(k, indent + 2, true);
            }
            self.put(":");
            self.nested(v, indent, true);
        }
    }

    /// A value inside a block collection at `indent`; `in_map` when it is a mapping value (the
    /// text so far ends with `:`), else a sequence entry (the text ends with `- `).
    fn nested(&mut self, v: &Value, indent: usize, in_map: bool) {
        grow(|| match v {
            Value::List(items) if !items.is_empty() => {
                if in_map {
                    // A sequence under a mapping key is not indented.
                    self.newline_indent(indent);
                    self.seq(items, indent);
                } else {
                    self.seq(items, indent + 2);
                }
            }
            Value::Map(m) if !m.is_empty() => {
                if in_map {
                    self.newline_indent(indent + 2);
                }
                self.map(m, indent + 2);
            }
            _ => {
                if in_map {
                    self.put(" ");
                }
                self.value(v, Some(indent));
            }
        })
    }
}
