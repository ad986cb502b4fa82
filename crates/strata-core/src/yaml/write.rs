//! The YAML writer: block style as Go's yaml.v2 prints it for spiff.
//!
//! * Mappings indent their nested collections by 2 spaces; a sequence under a mapping key is
//!   NOT indented (`key:\n- a\n- b`); a mapping inside a sequence starts on the dash line
//!   (`- a: 1\n  b: 2`), as does a nested sequence (`- - a`).
//! * Empty mappings and sequences print as `{}` and `[]`, null as `null`.
//! * Strings print plain unless a YAML 1.1 or YAML 1.2 core reader would read them back as
//!   something else (`"yes"`, `"0777"`, `"1.0"`, `"null"`, `""`, `"0o17"`, timestamps and
//!   sexagesimal-looking text; these take double quotes) or plain style cannot hold them (leading
//!   indicator `-?:,[]{}#&*!|>'"%@` and backquote, `: `, ` #`, a trailing `:`, leading or
//!   trailing blanks, document markers; these take single quotes). Strings with line breaks print
//!   as literal blocks (`|-` without a final newline, `|` with one, `|+` with more). Strings a
//!   literal block cannot hold exactly (control characters, tabs, trailing blanks on a line, a
//!   leading blank or line break, only line breaks) and
//!   unprintable characters take double quotes with escapes.
//! * Floats print as Go's `%g` with shortest digits (`1.5`, `123456`, `1e+06`, `1e-05`),
//!   infinities as `.inf`/`-.inf`, NaN as `.nan`; integral floats below a million print like
//!   integers (spiff prints `6.0` as `6`).
//! * With [`WriteOptions::sort_keys`], keys are ordered as yaml.v2 orders them ([`key_order`]):
//!   runs of digits compare by numeric value, other characters by code point, and a non-letter
//!   sorts before a letter.
//!
//! Output re-loads (with either schema) to the value written. Nesting deeper than
//! [`MAX_DEPTH`](super::MAX_DEPTH) is written in flow-free form as well; the writer iterates
//! only as deep as the value, which was itself built by a depth-bounded reader.

use super::resolve::{self, Schema};
use crate::positioned::NodeValue;
use crate::value::{yaml_number_text, Value};
use std::cmp::Ordering;

/// Options for [`write()`].
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct WriteOptions {
    /// Sort mapping keys with [`key_order`] (otherwise keep insertion order).
    pub sort_keys: bool,
    /// Write every literal block that ends in a line break with the keep indicator, `|+`,
    /// as spiff++'s emitter (candiedyaml, whose chomping test looks at the last character
    /// twice) does; yaml.v2 writes `|+` only for two or more final breaks, else `|`.
    pub keep_final_break: bool,
}

impl WriteOptions {
    /// spiff++'s output: keys sorted, literal blocks ending in a break written `|+`.
    pub fn spiff() -> WriteOptions {
        WriteOptions {
            sort_keys: true,
            keep_final_break: true,
        }
    }
}

/// Writes one document (no `---` marker), ending in a newline.
pub fn write(value: &Value, opts: &WriteOptions) -> String {
    let mut out = String::new();
    write_top(&mut out, value, opts);
    out
}

/// Writes several documents separated by `---` lines.
pub fn write_documents(values: &[Value], opts: &WriteOptions) -> String {
    let mut out = String::new();
    for (i, v) in values.iter().enumerate() {
        if i > 0 {
            out.push_str("---\n");
        }
        write_top(&mut out, v, opts);
    }
    out
}

fn write_top(out: &mut String, value: &Value, opts: &WriteOptions) {
    match value {
        Value::Map(m) if !m.is_empty() => write_map(out, value, 0, opts),
        Value::List(l) if !l.is_empty() => write_seq(out, l, 0, opts),
        _ => {
            write_scalar(out, value, 0, None, opts);
            out.push('\n');
        }
    }
}

fn indent(out: &mut String, n: usize) {
    for _ in 0..n {
        out.push(' ');
    }
}

fn sorted_entries<'v>(value: &'v Value, opts: &WriteOptions) -> Vec<(&'v str, &'v Value)> {
    let Some(map) = value.as_map() else {
        return Vec::new();
    };
    let mut entries: Vec<(&str, &Value)> = map.iter().map(|(k, v)| (k.as_str(), v)).collect();
    if opts.sort_keys {
        entries.sort_by(|a, b| key_order(a.0, b.0));
    }
    entries
}

/// A non-empty mapping whose lines start at column `col` (the first line's indentation is
/// already written by the caller when it follows a `- `).
fn write_map(out: &mut String, value: &Value, col: usize, opts: &WriteOptions) {
    for (i, (key, v)) in sorted_entries(value, opts).into_iter().enumerate() {
        if i > 0 {
            indent(out, col);
        }
        write_field(out, key, v, col, opts);
    }
}

/// The key of a mapping entry whose value is `v`, up to and including its `:` (the key's
/// indentation is already written).
fn write_field_key(out: &mut String, key: &str, v: &Value, col: usize) {
    let merge_like = key == "<<" && matches!(v, Value::Map(_) | Value::List(_));
    let mut key_text = String::new();
    write_key(&mut key_text, key, merge_like);
    if key_text.chars().count() > MAX_IMPLICIT_KEY {
        // YAML allows at most 1024 characters in an implicit key: use the explicit form.
        out.push_str("? ");
        out.push_str(&key_text);
        out.push('\n');
        indent(out, col);
    } else {
        out.push_str(&key_text);
    }
    out.push(':');
}

/// One mapping entry at column `col` (its indentation is already written).
fn write_field(out: &mut String, key: &str, v: &Value, col: usize, opts: &WriteOptions) {
    write_field_key(out, key, v, col);
    match v {
        Value::Map(m) if !m.is_empty() => {
            out.push('\n');
            indent(out, col + 2);
            write_map(out, v, col + 2, opts);
        }
        Value::List(l) if !l.is_empty() => {
            out.push('\n');
            indent(out, col);
            write_seq(out, l, col, opts);
        }
        _ => {
            out.push(' ');
            write_scalar(out, v, col, Some(col + 2), opts);
            out.push('\n');
        }
    }
}

/// Writes a top-level mapping one field at a time, and a top-level sequence (or one that is
/// the value of a top-level field) one entry at a time, so that a large document can be
/// written while it is produced. The pieces concatenate to what [`write()`] prints for the
/// whole value, provided the caller gives the fields in the order `write` would print them
/// (with [`WriteOptions::sort_keys`], by [`key_order`]) and `out` is empty or ends a line.
pub mod pieces {
    use super::*;

    /// A top-level field `key: value`, as [`write()`] prints it inside a top-level mapping.
    pub fn field(out: &mut String, key: &str, value: &Value, opts: &WriteOptions) {
        write_field(out, key, value, 0, opts);
    }

    /// The line that opens a top-level field whose value is a non-empty sequence; its
    /// entries follow as [`entry`]s (a sequence under a mapping key is not indented).
    pub fn sequence_field(out: &mut String, key: &str) {
        write_field_key(out, key, &Value::List(Default::default()), 0);
        out.push('\n');
    }

    /// One entry of a top-level sequence, or of the sequence of a [`sequence_field`].
    pub fn entry(out: &mut String, value: &Value, opts: &WriteOptions) {
        write_seq(out, std::slice::from_ref(value), 0, opts);
    }

    /// A top-level value that is written whole (an empty mapping prints as `{}`).
    pub fn document(out: &mut String, value: &Value, opts: &WriteOptions) {
        write_top(out, value, opts);
    }
}

/// A non-empty sequence whose dashes sit at column `col` (the first dash's indentation is
/// already written).
fn write_seq(out: &mut String, items: &[Value], col: usize, opts: &WriteOptions) {
    for (i, v) in items.iter().enumerate() {
        if i > 0 {
            indent(out, col);
        }
        out.push_str("- ");
        match v {
            Value::Map(m) if !m.is_empty() => write_map(out, v, col + 2, opts),
            Value::List(l) if !l.is_empty() => write_seq(out, l, col + 2, opts),
            _ => {
                write_scalar(out, v, col, Some(col + 2), opts);
                out.push('\n');
            }
        }
    }
}

/// A scalar (or empty collection) after `key: ` or `- `; `col` is the column of the owning
/// key or dash, literal block lines are indented 2 more.
fn write_scalar(
    out: &mut String,
    value: &Value,
    col: usize,
    fold: Option<usize>,
    opts: &WriteOptions,
) {
    match value {
        Value::Null => out.push_str("null"),
        Value::Bool(b) => out.push_str(if *b { "true" } else { "false" }),
        Value::Number(n) => out.push_str(&yaml_number_text(n)),
        Value::String(s) => write_string(out, s, col, fold, opts.keep_final_break),
        Value::List(_) => out.push_str("[]"),
        Value::Map(_) => out.push_str("{}"),
    }
}

/// Longest key text written as an implicit `key: value` (YAML's limit is 1024 characters).
const MAX_IMPLICIT_KEY: usize = 1000;

fn write_key(out: &mut String, key: &str, merge_like: bool) {
    if merge_like || !plain_ok(key) || misread(key) {
        if misread(key) || !single_ok(key) {
            double_quoted(out, key);
        } else {
            single_quoted(out, key);
        }
    } else {
        out.push_str(key);
    }
}

/// A string value; `fold` is the indentation of continuation lines when long lines may be
/// folded (values inside mappings and sequences), `None` at the top level.
fn write_string(out: &mut String, s: &str, col: usize, fold: Option<usize>, keep: bool) {
    let style = if s.contains('\n') {
        if literal_ok(s) {
            literal(out, s, col + 2, keep);
            return;
        }
        Style::Double
    } else if misread(s) || s == "<<" {
        Style::Double
    } else if plain_ok(s) {
        Style::Plain
    } else if single_ok(s) {
        Style::Single
    } else {
        Style::Double
    };
    flow_scalar(out, s, style, fold);
}

/// Would a YAML 1.1 or 1.2 core reader read plain `s` as something other than this string?
fn misread(s: &str) -> bool {
    let as11 = resolve::resolve_plain(s, Schema::Yaml11);
    let as12 = resolve::resolve_plain(s, Schema::Yaml12Core);
    !matches!(as11, NodeValue::String(_))
        || !matches!(as12, NodeValue::String(_))
        || looks_like_timestamp(s)
        || looks_sexagesimal(s)
}

/// `YYYY-M-D...`: YAML 1.1 timestamps (spiff keeps them as strings, other readers do not).
fn looks_like_timestamp(s: &str) -> bool {
    let b = s.as_bytes();
    b.len() >= 8
        && b.iter().take(4).all(u8::is_ascii_digit)
        && b.get(4) == Some(&b'-')
        && b.get(5).is_some_and(u8::is_ascii_digit)
}

/// `1:30`, `-1:20:00.5`: YAML 1.1 base-60 numbers in readers that support them.
fn looks_sexagesimal(s: &str) -> bool {
    let body = s.strip_prefix(['-', '+']).unwrap_or(s);
    body.contains(':')
        && body.starts_with(|c: char| c.is_ascii_digit())
        && body
            .chars()
            .all(|c| c.is_ascii_digit() || c == ':' || c == '.' || c == '_')
}

fn printable(c: char) -> bool {
    match c {
        '\t' => true,
        '\u{20}'..='\u{7e}' => true,
        '\u{85}' => false,
        '\u{a0}'..='\u{d7ff}' => true,
        '\u{e000}'..='\u{fffd}' => c != '\u{feff}' && c != '\u{2028}' && c != '\u{2029}',
        '\u{10000}'..='\u{10ffff}' => true,
        _ => false,
    }
}

/// Can `s` (one line) print as a plain scalar in block context?
fn plain_ok(s: &str) -> bool {
    let Some(first) = s.chars().next() else {
        return false;
    };
    if s.starts_with([' ', '\t']) || s.ends_with([' ', '\t']) {
        return false;
    }
    if !s.chars().all(|c| printable(c) && c != '\t') {
        return false;
    }
    if "[]{},#&*!|>'\"%@`".contains(first) {
        return false;
    }
    if "-?:".contains(first) {
        let second = s.chars().nth(1);
        if second.is_none() || second == Some(' ') {
            return false;
        }
    }
    if s.starts_with("---") || s.starts_with("...") {
        return false;
    }
    if s.contains(": ") || s.contains(" #") || s.ends_with(':') {
        return false;
    }
    true
}

fn single_ok(s: &str) -> bool {
    s.chars().all(printable) && !s.contains('\n')
}

/// Column after which yaml.v2 breaks long flow scalars at a space.
const BEST_WIDTH: usize = 80;

/// The current column (in chars) at the end of `out`.
fn column(out: &str) -> usize {
    let line_start = out.rfind('\n').map_or(0, |i| i + 1);
    out[line_start..].chars().count()
}

/// Which flow scalar style [`flow_scalar`] writes.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Style {
    Plain,
    Single,
    Double,
}

/// Writes `s` in a flow scalar style. With `fold = Some(indent)`, a space is replaced by a line
/// break plus `indent` spaces once the column passes [`BEST_WIDTH`], as yaml.v2 does: never at
/// the first or last character, never after a space, and (except in double quotes, where a
/// following space is escaped as `\ `) never before a space. Readers fold the break back into
/// the one space.
fn flow_scalar(out: &mut String, s: &str, style: Style, fold: Option<usize>) {
    match style {
        Style::Plain => {}
        Style::Single => out.push('\''),
        Style::Double => out.push('"'),
    }
    let mut col = column(out);
    let chars: Vec<char> = s.chars().collect();
    let mut after_space = false;
    for (i, &c) in chars.iter().enumerate() {
        if c == ' ' {
            let next_space = chars.get(i + 1) == Some(&' ');
            // Folding strips blanks around the break: keep tabs away from it.
            let tab_near = style != Style::Double
                && (chars.get(i + 1) == Some(&'\t')
                    || i.checked_sub(1).and_then(|p| chars.get(p)) == Some(&'\t'));
            let inner = i > 0 && i + 1 < chars.len() && !tab_near;
            match fold {
                Some(indent_to)
                    if !after_space
                        && col > BEST_WIDTH
                        && inner
                        && (style == Style::Double || !next_space) =>
                {
                    out.push('\n');
                    indent(out, indent_to);
                    col = indent_to;
                    if next_space {
                        out.push('\\');
                        col += 1;
                    }
                }
                _ => {
                    out.push(' ');
                    col += 1;
                }
            }
            after_space = true;
            continue;
        }
        after_space = false;
        let before = out.len();
        match style {
            Style::Plain => out.push(c),
            Style::Single if c == '\'' => out.push_str("''"),
            Style::Single => out.push(c),
            Style::Double => double_quoted_char(out, c),
        }
        col += out[before..].chars().count();
    }
    match style {
        Style::Plain => {}
        Style::Single => out.push('\''),
        Style::Double => out.push('"'),
    }
}

fn single_quoted(out: &mut String, s: &str) {
    flow_scalar(out, s, Style::Single, None);
}

fn double_quoted(out: &mut String, s: &str) {
    flow_scalar(out, s, Style::Double, None);
}

fn double_quoted_char(out: &mut String, c: char) {
    match c {
        '"' => out.push_str("\\\""),
        '\\' => out.push_str("\\\\"),
        '\n' => out.push_str("\\n"),
        '\t' => out.push_str("\\t"),
        '\r' => out.push_str("\\r"),
        '\0' => out.push_str("\\0"),
        c if printable(c) => out.push(c),
        c if (c as u32) <= 0xff => out.push_str(&format!("\\x{:02X}", c as u32)),
        c if (c as u32) <= 0xffff => out.push_str(&format!("\\u{:04X}", c as u32)),
        c => out.push_str(&format!("\\U{:08X}", c as u32)),
    }
}

/// Can a literal block hold `s` exactly?
fn literal_ok(s: &str) -> bool {
    !s.starts_with([' ', '\n'])
        && s.chars().all(|c| c == '\n' || (printable(c) && c != '\t'))
        && s.chars().any(|c| c != '\n' && c != ' ')
        && s.split('\n').all(|line| !line.ends_with(' '))
}

/// A literal block scalar; content lines are indented to column `col`.
fn literal(out: &mut String, s: &str, col: usize, keep: bool) {
    out.push('|');
    let content = s.trim_end_matches('\n');
    let trailing = s.len() - content.len();
    match trailing {
        0 => out.push('-'),
        1 if !keep => {}
        _ => out.push('+'),
    }
    for line in content.split('\n') {
        out.push('\n');
        if !line.is_empty() {
            indent(out, col);
            out.push_str(line);
        }
    }
    // `|+` keeps the extra final line breaks as empty lines; the caller ends the last line.
    for _ in 1..trailing {
        out.push('\n');
    }
}

/// The key order of Go's yaml.v2 (used by spiff's output): at the first differing character,
/// two letters compare by code point; a letter sorts after a non-letter; otherwise the digit
/// runs starting there compare by numeric value, then the shorter run first, then by code point.
/// A string that is a prefix of the other sorts first.
pub fn key_order(a: &str, b: &str) -> Ordering {
    let ar: Vec<char> = a.chars().collect();
    let br: Vec<char> = b.chars().collect();
    for i in 0..ar.len().min(br.len()) {
        let (ac, bc) = (ar[i], br[i]);
        if ac == bc {
            continue;
        }
        let (al, bl) = (ac.is_alphabetic(), bc.is_alphabetic());
        if al && bl {
            return ac.cmp(&bc);
        }
        if al {
            return Ordering::Greater;
        }
        if bl {
            return Ordering::Less;
        }
        let run =
            |r: &[char]| -> usize { r[i..].iter().take_while(|c| c.is_ascii_digit()).count() };
        let (an, bn) = (run(&ar), run(&br));
        let a_digits: String = ar[i..i + an].iter().collect();
        let b_digits: String = br[i..i + bn].iter().collect();
        let (at, bt) = (
            a_digits.trim_start_matches('0'),
            b_digits.trim_start_matches('0'),
        );
        let by_value = at.len().cmp(&bt.len()).then_with(|| at.cmp(bt));
        if by_value != Ordering::Equal {
            return by_value;
        }
        if an != bn {
            return an.cmp(&bn);
        }
        return ac.cmp(&bc);
    }
    ar.len().cmp(&br.len())
}
