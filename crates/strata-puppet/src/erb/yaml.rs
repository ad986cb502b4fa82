//! `to_yaml` as Ruby 3.1's Psych (libyaml) writes it for data: block style, sequences not
//! indented under mapping keys, and Psych's choice of plain, single-quoted, double-quoted
//! or literal scalars. Long lines are not folded at 80 columns as libyaml does: such strings
//! are an error rather than a silently different output.

use super::value::{float_to_s, RV};

/// Whether Psych's scalar scanner would read `s` back as something other than a string.
fn resolves_to_non_string(s: &str) -> bool {
    if s.is_empty() {
        return true;
    }
    let b = s.as_bytes();
    let first = b[0];
    let wordish = |c: u8| {
        c.is_ascii_alphabetic()
            || c == b'_'
            || c >= 0x80
            || b" \t!@#$%^&*(){}<>|/\\~;=".contains(&c)
    };
    let looks_string = (if !first.is_ascii_digit() && !b".:-".contains(&first) {
        b.get(1).is_some_and(|c| wordish(*c)) || wordish(first)
    } else {
        false
    }) || s.contains('\n');
    if looks_string {
        if s.len() > 5 {
            return false;
        }
        let l = s.to_ascii_lowercase();
        return l == "~"
            || l == "null"
            || matches!(l.as_str(), "yes" | "true" | "on" | "no" | "false" | "off");
    }
    let is_date = {
        let p: Vec<&str> = s.split('-').collect();
        p.len() == 3
            && p[0].len() == 4
            && p.iter()
                .all(|x| !x.is_empty() && x.len() <= 4 && x.bytes().all(|c| c.is_ascii_digit()))
    };
    if is_date || s.starts_with(':') && s.len() > 1 {
        return true;
    }
    let l = s.to_ascii_lowercase();
    if matches!(l.as_str(), ".inf" | "+.inf" | "-.inf" | ".nan") {
        return true;
    }
    let body = s.strip_prefix(['-', '+']).unwrap_or(s);
    // integers: decimal (with _ or ,), 0b, 0o/0, 0x
    let int = !body.is_empty()
        && (body
            .bytes()
            .all(|c| c.is_ascii_digit() || c == b'_' || c == b',')
            && body.as_bytes()[0].is_ascii_digit()
            || body.strip_prefix("0x").is_some_and(|h| {
                !h.is_empty() && h.bytes().all(|c| c.is_ascii_hexdigit() || c == b'_')
            })
            || body.strip_prefix("0b").is_some_and(|h| {
                !h.is_empty() && h.bytes().all(|c| c == b'0' || c == b'1' || c == b'_')
            }));
    // floats: digits, a point, digits, optional exponent with a sign
    let float = {
        let (mant, exp) = match body.find(['e', 'E']) {
            Some(i) => (&body[..i], Some(&body[i + 1..])),
            None => (body, None),
        };
        mant.contains('.')
            && mant != "."
            && mant
                .bytes()
                .all(|c| c.is_ascii_digit() || c == b'.' || c == b'_' || c == b',')
            && mant.matches('.').count() == 1
            && exp.is_none_or(|e| {
                e.len() > 1
                    && (e.starts_with('+') || e.starts_with('-'))
                    && e[1..].bytes().all(|c| c.is_ascii_digit())
            })
    };
    // sexagesimal 1:30
    let sexa = body.contains(':')
        && body
            .split(':')
            .all(|p| !p.is_empty() && p.bytes().all(|c| c.is_ascii_digit() || c == b'_'));
    int || float || sexa
}

/// A double-quoted scalar with YAML's escapes.
pub(crate) fn double_quoted(s: &str) -> String {
    let mut o = String::from("\"");
    for c in s.chars() {
        match c {
            '"' => o.push_str("\\\""),
            '\\' => o.push_str("\\\\"),
            '\n' => o.push_str("\\n"),
            '\t' => o.push_str("\\t"),
            '\r' => o.push_str("\\r"),
            '\0' => o.push_str("\\0"),
            '\x07' => o.push_str("\\a"),
            '\x08' => o.push_str("\\b"),
            '\x0b' => o.push_str("\\v"),
            '\x0c' => o.push_str("\\f"),
            '\x1b' => o.push_str("\\e"),
            c if (c as u32) < 0x20 || c as u32 == 0x7f => {
                o.push_str(&format!("\\x{:02X}", c as u32))
            }
            c => o.push(c),
        }
    }
    o.push('"');
    o
}

/// How a string scalar is written on one line (None: a literal block).
fn scalar_str(s: &str) -> Result<Option<String>, String> {
    if !is_multiline(s) && !is_special(s) && s.chars().count() > 70 {
        return Err(
            "to_yaml of strings longer than 70 characters (libyaml folds them) is not supported"
                .into(),
        );
    }
    Ok(string_scalar(s))
}

fn is_multiline(s: &str) -> bool {
    s.trim_end_matches('\n').contains('\n') && !s.chars().any(|c| (c as u32) < 0x20 && c != '\n')
}

fn is_special(s: &str) -> bool {
    s.chars()
        .any(|c| ((c as u32) < 0x20 && c != '\n') || c as u32 == 0x7f)
        || s.contains('\n')
}

/// How Psych writes a string scalar on one line: plain, single- or double-quoted (None: as a
/// literal block, [`literal_block`]). Long lines are not folded as libyaml folds them.
pub(crate) fn string_scalar(s: &str) -> Option<String> {
    if is_multiline(s) {
        return None;
    }
    if is_special(s) {
        return Some(double_quoted(s));
    }
    if s == "<<" {
        // Psych tags the merge key's text so it reads back as a string
        return Some("!!str '<<'".to_string());
    }
    if matches!(s, "y" | "Y" | "n" | "N") {
        return Some(double_quoted(s));
    }
    let first = s.chars().next();
    if let Some(c) = first.filter(|c| !(c.is_alphanumeric() || *c == '_')) {
        if !s[c.len_utf8()..].contains('"') {
            return Some(double_quoted(s));
        }
    }
    let single = resolves_to_non_string(s);
    // libyaml: plain is impossible with indicators, ": ", " #", edge spaces, a final ':'
    let plain_ok = !s.is_empty()
        && !s.contains(": ")
        && !s.contains(" #")
        && !s.ends_with(':')
        && !s.starts_with(' ')
        && !s.ends_with(' ')
        && !first.is_some_and(|c| "-?:,[]{}#&*!|>'\"%@`".contains(c));
    if single || !plain_ok {
        return Some(format!("'{}'", s.replace('\'', "''")));
    }
    Some(s.to_string())
}

fn scalar(v: &RV) -> Result<Option<String>, String> {
    Ok(Some(match v {
        RV::Nil => String::new(),
        RV::Bool(b) => b.to_string(),
        RV::Int(i) => i.to_string(),
        RV::Float(f) => {
            if f.is_nan() {
                ".nan".into()
            } else if f.is_infinite() {
                if *f > 0.0 { ".inf" } else { "-.inf" }.into()
            } else {
                float_to_s(*f)
            }
        }
        RV::Sym(s) => format!(":{s}"),
        RV::Str(s) => return scalar_str(s),
        other => {
            return Err(format!(
                "to_yaml of a {} is not supported",
                other.class_name()
            ))
        }
    }))
}

/// A literal block scalar (`|`, `|-`, `|+`) whose lines are indented by `indent`.
pub(crate) fn literal_block(s: &str, indent: usize, out: &mut String) {
    let chomp = if !s.ends_with('\n') {
        "-"
    } else if s.ends_with("\n\n") {
        "+"
    } else {
        ""
    };
    out.push('|');
    if s.starts_with(' ') {
        out.push('2');
    }
    out.push_str(chomp);
    out.push('\n');
    let body = s.strip_suffix('\n').unwrap_or(s);
    for line in body.split('\n') {
        if !line.is_empty() {
            out.push_str(&" ".repeat(indent));
            out.push_str(line);
        }
        out.push('\n');
    }
}

/// Writes `v` after a key or dash (`after` is what precedes it on the line) at `indent`.
fn node(
    v: &RV,
    indent: usize,
    in_seq_item: bool,
    out: &mut String,
    depth: usize,
) -> Result<(), String> {
    if depth > 100 {
        return Err("to_yaml: nesting too deep".into());
    }
    match v {
        RV::Array(a) => {
            let a = a.borrow();
            if a.is_empty() {
                out.push_str(" []\n");
                return Ok(());
            }
            // a sequence after "- " continues on the same line; after a key, on the next
            let child_indent = indent;
            if in_seq_item {
                out.push(' ');
            } else {
                out.push('\n');
            }
            for (i, x) in a.iter().enumerate() {
                if i > 0 || !in_seq_item {
                    out.push_str(&" ".repeat(child_indent));
                }
                out.push('-');
                node(x, child_indent + 2, true, out, depth + 1)?;
            }
        }
        RV::Hash(h) => {
            let h = h.borrow();
            if h.map.is_empty() {
                out.push_str(" {}\n");
                return Ok(());
            }
            if in_seq_item {
                out.push(' ');
            } else {
                out.push('\n');
            }
            for (i, (k, x)) in h.map.values().enumerate() {
                if i > 0 || !in_seq_item {
                    out.push_str(&" ".repeat(indent));
                }
                match scalar(k)? {
                    Some(ks) if !matches!(k, RV::Nil) => out.push_str(&ks),
                    _ => return Err("to_yaml of this hash key is not supported".into()),
                }
                out.push(':');
                // sequences under a key are not indented; mappings are
                let ci = if matches!(x, RV::Array(_)) {
                    indent
                } else {
                    indent + 2
                };
                node(x, ci, false, out, depth + 1)?;
            }
        }
        _ => match scalar(v)? {
            Some(s) if s.is_empty() => out.push('\n'),
            Some(s) => {
                out.push(' ');
                out.push_str(&s);
                out.push('\n');
            }
            None => {
                out.push(' ');
                if let RV::Str(s) = v {
                    literal_block(s, indent.max(2), out);
                }
            }
        },
    }
    Ok(())
}

/// `value.to_yaml`.
pub fn to_yaml(v: &RV) -> Result<String, String> {
    let mut out = String::from("---");
    node(v, 0, false, &mut out, 0)?;
    Ok(out)
}
