//! Rendering of diagnostics and source ranges in hcldec's formats: the text diagnostics
//! ([`diagnostics_text`]) and the JSON documents.
//!
//! A text diagnostic is laid out as HCL's diagnostic text writer does:
//!
//! ```text
//! Error: Unsupported argument
//!
//!   on main.hcl line 3, in variable "tags":
//!    3:   foo = 1
//!
//! An argument named "foo" is not expected here.
//!
//! ```
//!
//! The `on` line names the subject's file and line and, after `in`, the construct around it
//! (see `strata_hcl::navigation`). The snippet shows every non-empty source line that
//! overlaps the subject and the context range together, numbered to a width of four; on a
//! terminal the subject is underlined and bold and the severity coloured. A line longer than
//! `strata_core::diagnostic::MAX_SNIPPET_LINE` bytes is shown as the core's excerpt around the
//! subject, with `...` where it is cut (the original prints it whole). The detail is word
//! wrapped at the given width (hcldec uses the terminal's width, or 80 when standard output
//! is not a terminal). The original also lists the values of the variables an expression
//! uses (`with var.x as "y".`); strata's diagnostics do not carry the evaluation context,
//! so that paragraph is left out.
//!
//! The diagnostics document is
//! `{"diagnostics":[{"severity":…,"summary":…,"detail":…,"subject":{range}}]}`, indented by
//! two spaces, with `detail` left out when empty and `subject` when absent. A range is
//! `{"filename":…,"start":{"line":…,"column":…,"byte":…},"end":{…}}`. Strings escape `<`,
//! `>` and `&`, as the original's encoder does.

use std::fmt::Write as _;
use strata_core::diagnostic::{excerpt, ELLIPSIS};
use strata_core::json::{self, WriteOptions};
use strata_core::{Diagnostic, Map, Pos, Severity, SourceMap, Span, Value};

/// How to lay out text diagnostics.
#[derive(Clone, Copy, Debug)]
pub struct TextOptions {
    /// VT100 colour and highlight escapes.
    pub color: bool,
    /// Word-wrap the detail at this many characters (0: no wrapping).
    pub width: usize,
}

/// The text diagnostics, as HCL's text writer lays them out (see the module doc).
/// `context(span)` gives the context line for a subject (the construct around its start).
pub fn diagnostics_text(
    map: &SourceMap,
    diags: &[Diagnostic],
    context: &dyn Fn(Span) -> String,
    opts: TextOptions,
) -> String {
    let mut out = String::new();
    for d in diags {
        text_one(&mut out, map, d, context, opts);
    }
    out
}

fn text_one(
    out: &mut String,
    map: &SourceMap,
    d: &Diagnostic,
    context: &dyn Fn(Span) -> String,
    opts: TextOptions,
) {
    let (color, highlight, reset) = match (opts.color, d.severity) {
        (false, _) => ("", "", ""),
        (true, Severity::Error) => ("\x1b[31m", "\x1b[1;4m", "\x1b[0m"),
        // HCL has no notes: one is drawn as a warning
        (true, Severity::Warning | Severity::Note) => ("\x1b[33m", "\x1b[1;4m", "\x1b[0m"),
    };
    let label = match d.severity {
        Severity::Error => "Error",
        Severity::Warning => "Warning",
        Severity::Note => "Note",
    };
    let _ = write!(out, "{color}{label}{reset}: {}\n\n", d.summary);
    if let Some(subject) = d.subject {
        // The snippet covers the subject and the context; an empty range is widened to
        // one byte so that it can be shown.
        let mut snip = subject;
        if let Some(c) = d.context.filter(|c| c.file == subject.file) {
            if snip.is_empty() {
                snip = c;
            } else if !c.is_empty() {
                snip = snip.to(c);
            }
        }
        let widen = |s: Span| {
            if s.is_empty() {
                Span::new(s.file, s.start, s.end + 1)
            } else {
                s
            }
        };
        let (snip, high) = (widen(snip), widen(subject));
        match map.get(subject.file) {
            None => {
                let _ = write!(
                    out,
                    "  on {} line {}:\n  (source code not available)\n\n",
                    map.name(subject.file),
                    map.range(subject).start.line
                );
            }
            Some(file) => {
                let ctx = context(subject);
                let sep = if ctx.is_empty() { "" } else { ", in " };
                let _ = writeln!(
                    out,
                    "  on {} line {}{sep}{ctx}:",
                    file.name,
                    file.pos(subject.start).line
                );
                let line_no = file.pos(snip.start).line as usize;
                write_snippet(out, file.text(), line_no, snip, high, (highlight, reset));
                out.push('\n');
            }
        }
    }
    if !d.detail.is_empty() {
        if opts.width == 0 {
            out.push_str(&d.detail);
        } else {
            out.push_str(&word_wrap(&d.detail, opts.width));
        }
        out.push_str("\n\n");
    }
}

/// Prints each line of `text` that overlaps `snip`, as HCL's range scanner splits lines
/// (without their `\n` or `\r\n`) and its `Overlaps` decides: empty lines never overlap.
/// The part of a line inside `high` is wrapped in the highlight codes.
/// `line_no` is the number of the line holding `snip.start` (resolved by the caller's line
/// table, so rendering stays linear in the number of diagnostics).
fn write_snippet(
    out: &mut String,
    text: &str,
    line_no: usize,
    snip: Span,
    high: Span,
    codes: (&str, &str),
) {
    // Start at the line holding the snippet's start: no line before it can overlap.
    let first = text[..(snip.start as usize).min(text.len())]
        .rfind('\n')
        .map_or(0, |i| i + 1);
    let contains = |s: usize, e: usize, at: usize| at >= s && at < e;
    let mut start = first;
    for (n, raw) in text[first..].split_inclusive('\n').enumerate() {
        let line = raw.strip_suffix('\n').unwrap_or(raw);
        let line = line.strip_suffix('\r').unwrap_or(line);
        let (ls, le) = (start, start + line.len());
        start += raw.len();
        if ls > snip.end as usize {
            break;
        }
        let (ss, se) = (snip.start as usize, snip.end as usize);
        let overlaps = ls < le
            && (contains(ls, le, ss)
                || contains(ls, le, se)
                || contains(ss, se, ls)
                || contains(ss, se, le));
        if !overlaps {
            continue;
        }
        let number = line_no + n;
        let (hs, he) = (
            (high.start as usize).clamp(ls, le),
            (high.end as usize).clamp(ls, le),
        );
        let (hl, reset) = codes;
        // A very long line is shown only around the subject (the core's excerpt).
        let cut = excerpt(line, hs - ls);
        let (before, after) = (
            if cut.start > 0 { ELLIPSIS } else { "" },
            if cut.end < line.len() { ELLIPSIS } else { "" },
        );
        let shown = &line[cut.start..cut.end];
        let (a, b) = (
            (hs - ls).clamp(cut.start, cut.end) - cut.start,
            (he - ls).clamp(cut.start, cut.end) - cut.start,
        );
        if hl.is_empty() || a >= b || !shown.is_char_boundary(a) || !shown.is_char_boundary(b) {
            let _ = writeln!(out, "{number:4}: {before}{shown}{after}");
        } else {
            let _ = writeln!(
                out,
                "{number:4}: {before}{}{hl}{}{reset}{}{after}",
                &shown[..a],
                &shown[a..b],
                &shown[b..]
            );
        }
    }
}

/// Word wrapping as the original's `wordwrap.WrapString`: breaks only at white space
/// (other than no-break space), keeps explicit newlines, drops the spaces where it breaks,
/// and lets a word longer than the limit overflow.
fn word_wrap(s: &str, lim: usize) -> String {
    let mut buf = String::with_capacity(s.len() + s.len() / lim.max(1));
    let (mut current, mut word_len, mut space_len) = (0usize, 0usize, 0usize);
    let (mut word, mut space) = (String::new(), String::new());
    for c in s.chars() {
        if c == '\n' {
            if word.is_empty() {
                if current + space_len <= lim {
                    buf.push_str(&space);
                }
            } else {
                buf.push_str(&space);
                buf.push_str(&word);
                word.clear();
                word_len = 0;
            }
            space.clear();
            space_len = 0;
            buf.push(c);
            current = 0;
        } else if c.is_whitespace() && c != '\u{a0}' {
            if space.is_empty() || !word.is_empty() {
                current += space_len + word_len;
                buf.push_str(&space);
                buf.push_str(&word);
                space.clear();
                word.clear();
                space_len = 0;
                word_len = 0;
            }
            space.push(c);
            space_len += 1;
        } else {
            word.push(c);
            word_len += 1;
            if current + word_len + space_len > lim && word_len < lim {
                buf.push('\n');
                current = 0;
                space.clear();
                space_len = 0;
            }
        }
    }
    if word.is_empty() {
        if current + space_len <= lim {
            buf.push_str(&space);
        }
    } else {
        buf.push_str(&space);
        buf.push_str(&word);
    }
    buf
}

/// Options for the indented documents (`--diags=json`, `--var-refs`).
pub fn indented() -> WriteOptions {
    WriteOptions {
        indent: Some("  ".into()),
        sort_keys: false,
        escape_html: true,
    }
}

fn pos_value(p: Pos) -> Value {
    let mut m = Map::new();
    m.insert("line".into(), Value::int(i64::from(p.line)));
    m.insert("column".into(), Value::int(i64::from(p.column)));
    m.insert("byte".into(), Value::int(i64::from(p.byte)));
    Value::map(m)
}

/// The JSON form of a source range.
pub fn range_value(map: &SourceMap, span: Span) -> Value {
    let r = map.range(span);
    let mut m = Map::new();
    m.insert("filename".into(), Value::string(&*r.filename));
    m.insert("start".into(), pos_value(r.start));
    m.insert("end".into(), pos_value(r.end));
    Value::map(m)
}

/// The JSON diagnostics document, with its trailing newline. Empty when there are none.
pub fn diagnostics_json(map: &SourceMap, diags: &[Diagnostic]) -> String {
    if diags.is_empty() {
        return String::new();
    }
    let items = diags
        .iter()
        .map(|d| {
            let mut m = Map::new();
            m.insert("severity".into(), Value::string(d.severity.as_str()));
            m.insert("summary".into(), Value::string(d.summary.as_str()));
            if !d.detail.is_empty() {
                m.insert("detail".into(), Value::string(d.detail.as_str()));
            }
            if let Some(span) = d.subject {
                m.insert("subject".into(), range_value(map, span));
            }
            Value::map(m)
        })
        .collect();
    let mut doc = Map::new();
    doc.insert("diagnostics".into(), Value::list(items));
    let mut out = json::write(&Value::map(doc), &indented());
    out.push('\n');
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn document_shape_matches_the_original() {
        let mut map = SourceMap::new();
        let f = map.add("input.hcl", "r = \"x\"\nother = 1\n");
        let diags = vec![
            Diagnostic::error(
                "Unsupported argument",
                "An argument named \"other\" <is> not expected here.",
            )
            .with_subject(Span::new(f, 8, 13)),
            Diagnostic::error("Invalid type expression", ""),
        ];
        let text = diagnostics_json(&map, &diags);
        let expected = r#"{
  "diagnostics": [
    {
      "severity": "error",
      "summary": "Unsupported argument",
      "detail": "An argument named \"other\" \u003cis\u003e not expected here.",
      "subject": {
        "filename": "input.hcl",
        "start": {
          "line": 2,
          "column": 1,
          "byte": 8
        },
        "end": {
          "line": 2,
          "column": 6,
          "byte": 13
        }
      }
    },
    {
      "severity": "error",
      "summary": "Invalid type expression"
    }
  ]
}
"#;
        assert_eq!(text, expected);
        assert_eq!(diagnostics_json(&map, &[]), "");
    }
}
