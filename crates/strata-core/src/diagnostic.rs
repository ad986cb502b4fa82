//! Diagnostics: one type for every system, modelled on HCL's.
//!
//! A [`Diagnostic`] has a severity, a one-line summary, an optional detail paragraph, an
//! optional *subject* span (what is wrong) and *context* span (the construct around it), and
//! free-form notes. Front-ends produce them; the CLI renders them with [`render_text`] or a
//! system-specific JSON form.
//!
//! Rendering is linear: each diagnostic resolves its span by binary search over the file's
//! line table and prints only the lines it covers.

use crate::source::{SourceMap, Span};
use std::fmt::Write as _;

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Severity {
    Error,
    Warning,
}

impl Severity {
    pub fn as_str(self) -> &'static str {
        match self {
            Severity::Error => "error",
            Severity::Warning => "warning",
        }
    }
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Diagnostic {
    pub severity: Severity,
    pub summary: String,
    pub detail: String,
    pub subject: Option<Span>,
    pub context: Option<Span>,
    pub notes: Vec<String>,
}

impl Diagnostic {
    pub fn error(summary: impl Into<String>, detail: impl Into<String>) -> Diagnostic {
        Diagnostic {
            severity: Severity::Error,
            summary: summary.into(),
            detail: detail.into(),
            subject: None,
            context: None,
            notes: Vec::new(),
        }
    }

    pub fn warning(summary: impl Into<String>, detail: impl Into<String>) -> Diagnostic {
        Diagnostic {
            severity: Severity::Warning,
            ..Diagnostic::error(summary, detail)
        }
    }

    pub fn with_subject(mut self, span: Span) -> Diagnostic {
        self.subject = Some(span);
        self
    }

    pub fn with_context(mut self, span: Span) -> Diagnostic {
        self.context = Some(span);
        self
    }

    pub fn with_note(mut self, note: impl Into<String>) -> Diagnostic {
        self.notes.push(note.into());
        self
    }

    pub fn is_error(&self) -> bool {
        self.severity == Severity::Error
    }
}

/// A list of diagnostics, as parsers and evaluators return them beside their result.
pub type Diagnostics = Vec<Diagnostic>;

/// True if any diagnostic in `diags` is an error.
pub fn has_errors(diags: &[Diagnostic]) -> bool {
    diags.iter().any(Diagnostic::is_error)
}

/// Sorts diagnostics into a stable order: by file, start byte, end byte, severity, summary.
/// Diagnostics without a subject come first.
pub fn sort_stable(diags: &mut [Diagnostic]) {
    diags.sort_by(|a, b| {
        let key = |d: &Diagnostic| d.subject.map(|s| (s.file, s.start, s.end));
        key(a)
            .cmp(&key(b))
            .then(a.severity.cmp(&b.severity))
            .then_with(|| a.summary.cmp(&b.summary))
    });
}

/// Options for [`render_text`].
#[derive(Clone, Copy, Debug, Default)]
pub struct RenderOptions {
    /// Emit ANSI colour escapes.
    pub color: bool,
}

/// Renders diagnostics as text with source snippets:
///
/// ```text
/// Error: Unsupported argument
///
///   on main.hcl line 3, column 5:
///    3:   foo = 1
///          ^^^
///
/// An argument named "foo" is not expected here.
/// ```
pub fn render_text(map: &SourceMap, diags: &[Diagnostic], opts: RenderOptions) -> String {
    let mut out = String::new();
    for d in diags {
        render_one(&mut out, map, d, opts);
    }
    out
}

fn render_one(out: &mut String, map: &SourceMap, d: &Diagnostic, opts: RenderOptions) {
    let (label, colour) = match d.severity {
        Severity::Error => ("Error", "\x1b[1;31m"),
        Severity::Warning => ("Warning", "\x1b[1;33m"),
    };
    if opts.color {
        let _ = writeln!(out, "{colour}{label}\x1b[0m: \x1b[1m{}\x1b[0m", d.summary);
    } else {
        let _ = writeln!(out, "{label}: {}", d.summary);
    }
    if let Some(span) = d.subject {
        if let Some(file) = map.get(span.file) {
            let start = file.pos(span.start);
            let end = file.pos(span.end);
            let _ = writeln!(out);
            let _ = writeln!(
                out,
                "  on {} line {}, column {}:",
                file.name, start.line, start.column
            );
            let last_line = end.line.max(start.line).min(start.line + 4);
            let width = last_line.to_string().len();
            for line in start.line..=last_line {
                let text = file.line_text(line);
                let _ = writeln!(out, "  {:>width$}: {}", line, text.replace('\t', " "));
                if line == start.line && start.line == end.line {
                    let from = start.column as usize - 1;
                    let n = (end.column.saturating_sub(start.column) as usize).max(1);
                    let marks = "^".repeat(n);
                    let pad = " ".repeat(width + 4 + from);
                    if opts.color {
                        let _ = writeln!(out, "{pad}{colour}{marks}\x1b[0m");
                    } else {
                        let _ = writeln!(out, "{pad}{marks}");
                    }
                }
            }
        }
    }
    if !d.detail.is_empty() {
        let _ = writeln!(out);
        let _ = writeln!(out, "{}", d.detail);
    }
    for note in &d.notes {
        let _ = writeln!(out, "note: {note}");
    }
    let _ = writeln!(out);
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn renders_snippet_with_caret() {
        let mut map = SourceMap::new();
        let f = map.add("main.hcl", "a = 1\nfoo = 2\n");
        let d = Diagnostic::error("Unsupported argument", "No \"foo\" here.")
            .with_subject(Span::new(f, 6, 9));
        let text = render_text(&map, &[d], RenderOptions::default());
        assert_eq!(
            text,
            "Error: Unsupported argument\n\n  on main.hcl line 2, column 1:\n  2: foo = 2\n     ^^^\n\nNo \"foo\" here.\n\n"
        );
    }

    #[test]
    fn stable_order_is_by_position() {
        let mut diags = vec![
            Diagnostic::error("b", "").with_subject(Span::new(crate::FileId(0), 9, 10)),
            Diagnostic::error("a", "").with_subject(Span::new(crate::FileId(0), 1, 2)),
        ];
        sort_stable(&mut diags);
        assert_eq!(diags[0].summary, "a");
    }
}
