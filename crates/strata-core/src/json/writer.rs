//! The JSON writer: compact or indented JSON of a [`Value`] (see the [parent module](super)).
//! It knows values only, not the positioned tree, so every module may write JSON.

use crate::value::Value;
use std::fmt::Write as _;

/// How [`write()`] formats JSON.
#[derive(Clone, Debug, Default)]
pub struct WriteOptions {
    /// Indent with this string per level; `None` prints compact JSON.
    pub indent: Option<String>,
    /// Sort object keys by their UTF-8 bytes.
    pub sort_keys: bool,
    /// Escape `<`, `>` and `&` as `\u003c`, `\u003e`, `\u0026`.
    pub escape_html: bool,
}

impl WriteOptions {
    /// Compact JSON, keys in their order, no HTML escaping.
    pub fn compact() -> WriteOptions {
        WriteOptions::default()
    }

    /// Two-space indented JSON, keys in their order, no HTML escaping.
    pub fn pretty() -> WriteOptions {
        WriteOptions {
            indent: Some("  ".into()),
            ..WriteOptions::default()
        }
    }
}

/// Writes `value` as JSON text.
pub fn write(value: &Value, opts: &WriteOptions) -> String {
    let mut out = String::new();
    write_value(&mut out, value, opts, 0);
    out
}

/// Bytes copied as they are: not a control character, `"` or `\\`.
const PLAIN: [bool; 256] = plain_bytes(false);
/// Likewise, also not `<`, `>`, `&` or 0xE2 (the first byte of U+2028 and U+2029).
const PLAIN_HTML: [bool; 256] = plain_bytes(true);

const fn plain_bytes(escape_html: bool) -> [bool; 256] {
    let mut t = [false; 256];
    let mut b = 0x20;
    while b < 256 {
        let c = b as u8;
        t[b] = c != b'"'
            && c != b'\\'
            && !(escape_html && (c == b'<' || c == b'>' || c == b'&' || c == 0xe2));
        b += 1;
    }
    t
}

/// Appends `s` as a JSON string literal to `out`.
pub fn write_string(out: &mut String, s: &str, escape_html: bool) {
    out.push('"');
    // most strings need no escape: copy them in one piece (one table lookup per byte)
    let table = if escape_html { &PLAIN_HTML } else { &PLAIN };
    if s.as_bytes().iter().all(|&b| table[b as usize]) {
        out.push_str(s);
        out.push('"');
        return;
    }
    for c in s.chars() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            '\n' => out.push_str("\\n"),
            '\r' => out.push_str("\\r"),
            '\t' => out.push_str("\\t"),
            '<' | '>' | '&' if escape_html => {
                let _ = write!(out, "\\u{:04x}", c as u32);
            }
            '\u{2028}' | '\u{2029}' if escape_html => {
                let _ = write!(out, "\\u{:04x}", c as u32);
            }
            c if (c as u32) < 0x20 => {
                let _ = write!(out, "\\u{:04x}", c as u32);
            }
            c => out.push(c),
        }
    }
    out.push('"');
}

fn newline(out: &mut String, opts: &WriteOptions, depth: usize) {
    if let Some(ind) = &opts.indent {
        out.push('\n');
        for _ in 0..depth {
            out.push_str(ind);
        }
    }
}

fn write_value(out: &mut String, v: &Value, opts: &WriteOptions, depth: usize) {
    match v {
        Value::Null => out.push_str("null"),
        Value::Bool(b) => out.push_str(if *b { "true" } else { "false" }),
        Value::Number(n) => {
            let _ = write!(out, "{n}");
        }
        Value::String(s) => write_string(out, s, opts.escape_html),
        Value::List(items) => {
            if items.is_empty() {
                out.push_str("[]");
                return;
            }
            out.push('[');
            for (i, item) in items.iter().enumerate() {
                if i > 0 {
                    out.push(',');
                }
                newline(out, opts, depth + 1);
                write_value(out, item, opts, depth + 1);
            }
            newline(out, opts, depth);
            out.push(']');
        }
        Value::Map(map) => {
            if map.is_empty() {
                out.push_str("{}");
                return;
            }
            out.push('{');
            let mut entries: Vec<_> = map.iter().collect();
            if opts.sort_keys {
                entries.sort_by(|a, b| a.0.as_bytes().cmp(b.0.as_bytes()));
            }
            for (i, (k, item)) in entries.into_iter().enumerate() {
                if i > 0 {
                    out.push(',');
                }
                newline(out, opts, depth + 1);
                write_string(out, k, opts.escape_html);
                out.push(':');
                if opts.indent.is_some() {
                    out.push(' ');
                }
                write_value(out, item, opts, depth + 1);
            }
            newline(out, opts, depth);
            out.push('}');
        }
    }
}
