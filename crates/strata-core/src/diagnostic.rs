//! Diagnostics: one type for every system.
//!
//! A [`Diagnostic`] has a severity, a one-line summary, an optional detail paragraph, an
//! optional *subject* span (what is wrong) and *context* span (the construct around it, as HCL
//! reports it), any number of labelled locations ([`Label`]s: primary ones say what is wrong,
//! secondary ones point at related places, possibly in other files), free-form notes and help
//! texts. Front-ends produce them; the CLI renders them.
//!
//! Two layouts, both renderings of the same type:
//!
//! * [`render_report`]: the layout users of rustc and Nickel know, drawn by the
//!   `codespan-reporting` crate (`error: summary`, `┌─ file:line:col`, the source lines with
//!   `^^^` under primary labels and `---` under secondary ones, each with its message, then
//!   `= detail`, `= note: ...` and `= help: ...` lines).
//! * [`render_text`]: HCL's layout (`Error: summary`, `on file line L, column C:`), which
//!   hcldec and function-hcl print byte for byte as the original tools do.
//!
//! [`render_json`] writes the same information as JSON for tools.
//!
//! Rendering is linear: each diagnostic resolves its spans by binary search over the file's
//! line table and prints only the lines it covers.
//!
//! A source line longer than [`MAX_SNIPPET_LINE`] bytes (a minified file, a generated
//! expression nested thousands of levels deep) is not echoed whole: a snippet shows an
//! [`excerpt`] of it around the subject, with `...` where it was cut, so a message stays a few
//! lines long whatever the input.

use crate::source::{SourceMap, Span};
use crate::value::{Map, Value};
use std::fmt::Write as _;

/// How serious a diagnostic is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Severity {
    /// The input is wrong: the run fails.
    Error,
    /// Something is suspicious, but the run goes on.
    Warning,
    /// More about the diagnostic before it (such as the calls that led to an error).
    Note,
}

impl Severity {
    /// `"error"` or `"warning"`.
    pub fn as_str(self) -> &'static str {
        match self {
            Severity::Error => "error",
            Severity::Warning => "warning",
            Severity::Note => "note",
        }
    }
}

/// Whether a [`Label`] marks the problem itself or a related place.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum LabelStyle {
    /// What is wrong (underlined with `^`).
    Primary,
    /// A related place, such as the other definition in a conflict (underlined with `-`).
    Secondary,
}

impl LabelStyle {
    /// `"primary"` or `"secondary"`.
    pub fn as_str(self) -> &'static str {
        match self {
            LabelStyle::Primary => "primary",
            LabelStyle::Secondary => "secondary",
        }
    }
}

/// A labelled location: a span with its own message (which may be empty).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Label {
    /// Primary or secondary.
    pub style: LabelStyle,
    /// Where.
    pub span: Span,
    /// What to say there; empty for an underline alone.
    pub message: String,
}

/// One message about the input: see the module docs.
///
/// Invariant: when a diagnostic has primary labels, `subject` is the span of the first one
/// ([`Diagnostic::with_primary`] keeps it so), so code that sorts or reports by subject sees
/// the same place as the label renderer.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Diagnostic {
    /// Error or warning.
    pub severity: Severity,
    /// One line saying what is wrong.
    pub summary: String,
    /// A paragraph of explanation (may be empty).
    pub detail: String,
    /// The span of what is wrong, if the problem is in source text.
    pub subject: Option<Span>,
    /// The construct around the subject (HCL shows its lines).
    pub context: Option<Span>,
    /// Free-form notes.
    pub notes: Vec<String>,
    /// Notes drawn as they are, without a `note:` prefix, after the detail's lines (Nickel's
    /// `= ...` entries; one may have several lines, drawn one under the other). Only
    /// [`render_report`] shows them.
    pub plain_notes: Vec<String>,
    /// Labelled locations, in the order they were added.
    pub labels: Vec<Label>,
    /// What the user can do about it.
    pub help: Vec<String>,
}

impl Diagnostic {
    /// A new error with a summary and a detail paragraph (which may be empty).
    pub fn error(summary: impl Into<String>, detail: impl Into<String>) -> Diagnostic {
        Diagnostic {
            severity: Severity::Error,
            summary: summary.into(),
            detail: detail.into(),
            subject: None,
            context: None,
            notes: Vec::new(),
            plain_notes: Vec::new(),
            labels: Vec::new(),
            help: Vec::new(),
        }
    }

    /// A new warning with a summary and a detail paragraph (which may be empty).
    pub fn warning(summary: impl Into<String>, detail: impl Into<String>) -> Diagnostic {
        Diagnostic {
            severity: Severity::Warning,
            ..Diagnostic::error(summary, detail)
        }
    }

    /// A new note: more about the diagnostic before it.
    pub fn note(summary: impl Into<String>, detail: impl Into<String>) -> Diagnostic {
        Diagnostic {
            severity: Severity::Note,
            ..Diagnostic::error(summary, detail)
        }
    }

    /// Sets the subject span (what is wrong).
    pub fn with_subject(mut self, span: Span) -> Diagnostic {
        self.subject = Some(span);
        self
    }

    /// Sets the context span (the construct around the subject).
    pub fn with_context(mut self, span: Span) -> Diagnostic {
        self.context = Some(span);
        self
    }

    /// Adds a note.
    pub fn with_note(mut self, note: impl Into<String>) -> Diagnostic {
        self.notes.push(note.into());
        self
    }

    /// Adds a primary label: `span` is (part of) what is wrong, `message` says how. The first
    /// primary label also becomes the subject.
    pub fn with_primary(mut self, span: Span, message: impl Into<String>) -> Diagnostic {
        if !self.labels.iter().any(|l| l.style == LabelStyle::Primary) {
            self.subject = Some(span);
        }
        self.labels.push(Label {
            style: LabelStyle::Primary,
            span,
            message: message.into(),
        });
        self
    }

    /// Adds a secondary label: a related place, such as the other side of a conflict.
    pub fn with_secondary(mut self, span: Span, message: impl Into<String>) -> Diagnostic {
        self.labels.push(Label {
            style: LabelStyle::Secondary,
            span,
            message: message.into(),
        });
        self
    }

    /// Adds a help text: what the user can do about it.
    pub fn with_help(mut self, help: impl Into<String>) -> Diagnostic {
        self.help.push(help.into());
        self
    }

    /// True for an error.
    pub fn is_error(&self) -> bool {
        self.severity == Severity::Error
    }

    /// The labels to draw: the labels if there are any, else the subject as an unlabelled
    /// primary underline (so diagnostics built the HCL way render in the report layout too).
    pub fn effective_labels(&self) -> Vec<Label> {
        if !self.labels.is_empty() {
            return self.labels.clone();
        }
        self.subject
            .map(|span| Label {
                style: LabelStyle::Primary,
                span,
                message: String::new(),
            })
            .into_iter()
            .collect()
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
    crate::sort::sort_by(diags, |a, b| {
        let key = |d: &Diagnostic| d.subject.map(|s| (s.file, s.start, s.end));
        key(a)
            .cmp(&key(b))
            .then(a.severity.cmp(&b.severity))
            .then_with(|| a.summary.cmp(&b.summary))
    });
}

/// The longest source line (in bytes) a snippet shows whole; a longer one is cut to an
/// [`excerpt`] around the subject.
pub const MAX_SNIPPET_LINE: usize = 400;

/// How many bytes of a cut line an [`excerpt`] keeps before the subject's start.
const EXCERPT_BEFORE: usize = 80;

/// How many bytes of a cut line an [`excerpt`] keeps in all.
const EXCERPT_WIDTH: usize = 240;

/// The marker written where an [`excerpt`] cuts a line.
pub const ELLIPSIS: &str = "...";

/// What a snippet shows of one source line: `line[start..end]`, with [`ELLIPSIS`] before it
/// when `start > 0` and after it when `end < line.len()`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Excerpt {
    /// First byte of the line shown (a character boundary).
    pub start: usize,
    /// End of the bytes shown (a character boundary).
    pub end: usize,
}

impl Excerpt {
    /// Whether the line was cut at its start.
    pub fn cut_before(&self) -> bool {
        self.start > 0
    }

    /// The text shown, with the markers where the line was cut.
    pub fn render(&self, line: &str) -> String {
        let mut out = String::with_capacity(self.end - self.start + 2 * ELLIPSIS.len());
        if self.start > 0 {
            out.push_str(ELLIPSIS);
        }
        out.push_str(&line[self.start..self.end]);
        if self.end < line.len() {
            out.push_str(ELLIPSIS);
        }
        out
    }
}

/// The part of `line` a snippet shows when its subject starts at byte `focus` of the line:
/// the whole line when it is at most [`MAX_SNIPPET_LINE`] bytes long, else about 240 bytes
/// from 80 bytes before `focus` (both ends moved back to character boundaries).
pub fn excerpt(line: &str, focus: usize) -> Excerpt {
    if line.len() <= MAX_SNIPPET_LINE {
        return Excerpt {
            start: 0,
            end: line.len(),
        };
    }
    let floor = |i: usize| {
        let mut i = i.min(line.len());
        while !line.is_char_boundary(i) {
            i -= 1;
        }
        i
    };
    let focus = floor(focus);
    let start = floor(focus.saturating_sub(EXCERPT_BEFORE));
    let end = floor(start + EXCERPT_WIDTH).max(focus);
    Excerpt { start, end }
}

/// Options for [`render_text`] and [`render_report`].
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
        Severity::Note => ("Note", "\x1b[1;32m"),
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
                let line_start = file.line_range(line).0;
                let focus = if line == start.line {
                    span.start.saturating_sub(line_start) as usize
                } else {
                    0
                };
                let cut = excerpt(text, focus);
                let shown = cut.render(text);
                let _ = writeln!(out, "  {:>width$}: {}", line, shown.replace('\t', " "));
                if line == start.line && start.line == end.line {
                    let (from, n) = if cut.start == 0 && cut.end == text.len() {
                        (
                            start.column as usize - 1,
                            (end.column.saturating_sub(start.column) as usize).max(1),
                        )
                    } else {
                        // A cut line: count characters within what is shown.
                        let focus = focus.clamp(cut.start, cut.end);
                        let until =
                            (span.end.saturating_sub(line_start) as usize).clamp(focus, cut.end);
                        let lead = if cut.cut_before() { ELLIPSIS.len() } else { 0 };
                        let chars = |a: usize, b: usize| {
                            text.get(a..b).map_or(0, |t: &str| t.chars().count())
                        };
                        (lead + chars(cut.start, focus), chars(focus, until).max(1))
                    };
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

/// Renders diagnostics in the rustc/Nickel layout with `codespan-reporting`:
///
/// ```text
/// error: non mergeable terms
///   ┌─ a.ncl:1:7
///   │
/// 1 │ { x = 1 }
///   │       ^ cannot merge this expression
///   │
///   ┌─ b.ncl:1:7
///   │
/// 1 │ { x = 2 }
///   │       - with this expression
///   │
///   = Both values are of type Number but they aren't equal.
///   = help: give one definition a priority
/// ```
///
/// The labels are drawn as [`Diagnostic::effective_labels`] gives them. Each line of the
/// detail becomes a `= line` entry, then each plain note a `= ...` entry (its later lines
/// drawn under its first), each note a `= note: ...` entry and each help text a
/// `= help: ...` entry. Labels whose file is not in `map` are left out (the message still
/// shows); spans past the end of their file are clamped to it. Each diagnostic ends with an
/// empty line, as codespan-reporting draws it.
pub fn render_report(map: &SourceMap, diags: &[Diagnostic], opts: RenderOptions) -> String {
    render_report_in(map, diags, opts, Accent::Blue)
}

/// The colour [`render_report_in`] draws the gutter, the `=` of notes and secondary labels in:
/// blue is codespan-reporting 0.12's (strata's own reports), cyan is 0.13's (nickel 1.18's).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Accent {
    /// codespan-reporting 0.12's colour.
    #[default]
    Blue,
    /// codespan-reporting 0.13's colour.
    Cyan,
}

/// [`render_report`] with the gutter, notes and secondary labels in `accent` (the rest of the
/// layout and colours is the same).
pub fn render_report_in(
    map: &SourceMap,
    diags: &[Diagnostic],
    opts: RenderOptions,
    accent: Accent,
) -> String {
    use codespan_reporting::term::{self, termcolor};
    let files = CodespanFiles(map);
    let mut config = term::Config::default();
    if accent == Accent::Cyan {
        let styles = &mut config.styles;
        for spec in [
            &mut styles.secondary_label,
            &mut styles.line_number,
            &mut styles.source_border,
            &mut styles.note_bullet,
        ] {
            spec.set_fg(Some(termcolor::Color::Cyan));
        }
    }
    let mut buf: Vec<u8> = Vec::new();
    for d in diags {
        let cs = to_codespan(map, d);
        let ok = if opts.color {
            let mut w = termcolor::Ansi::new(&mut buf);
            term::emit(&mut w, &config, &files, &cs).is_ok()
        } else {
            let mut w = termcolor::NoColor::new(&mut buf);
            term::emit(&mut w, &config, &files, &cs).is_ok()
        };
        if !ok {
            // Unreachable with the clamping in `to_codespan`; keep the message regardless.
            let _ = writeln!(
                VecWriter(&mut buf),
                "{}: {}\n",
                d.severity.as_str(),
                d.summary
            );
        }
    }
    String::from_utf8(buf).unwrap_or_else(|e| String::from_utf8_lossy(e.as_bytes()).into_owned())
}

/// Adapter so `writeln!` can append to a byte buffer.
struct VecWriter<'a>(&'a mut Vec<u8>);

impl std::fmt::Write for VecWriter<'_> {
    fn write_str(&mut self, s: &str) -> std::fmt::Result {
        self.0.extend_from_slice(s.as_bytes());
        Ok(())
    }
}

fn to_codespan(
    map: &SourceMap,
    d: &Diagnostic,
) -> codespan_reporting::diagnostic::Diagnostic<crate::FileId> {
    use codespan_reporting::diagnostic as cs;
    let severity = match d.severity {
        Severity::Error => cs::Severity::Error,
        Severity::Warning => cs::Severity::Warning,
        Severity::Note => cs::Severity::Note,
    };
    let labels = d
        .effective_labels()
        .into_iter()
        .filter_map(|l| {
            let file = map.get(l.span.file)?;
            let text: &str = file.text();
            let clamp = |i: u32| {
                let mut i = (i as usize).min(text.len());
                while !text.is_char_boundary(i) {
                    i -= 1;
                }
                i
            };
            let start = clamp(l.span.start);
            let end = clamp(l.span.end.max(l.span.start));
            let label = match l.style {
                LabelStyle::Primary => cs::Label::primary(l.span.file, start..end),
                LabelStyle::Secondary => cs::Label::secondary(l.span.file, start..end),
            };
            Some(label.with_message(l.message))
        })
        .collect();
    let notes = d
        .detail
        .lines()
        .filter(|line| !line.trim().is_empty())
        .map(str::to_string)
        .chain(d.plain_notes.iter().cloned())
        .chain(d.notes.iter().map(|n| format!("note: {n}")))
        .chain(d.help.iter().map(|h| format!("help: {h}")))
        .collect();
    cs::Diagnostic::new(severity)
        .with_message(d.summary.clone())
        .with_labels(labels)
        .with_notes(notes)
}

/// The [`SourceMap`] as `codespan-reporting` reads files: line lookups reuse the map's
/// line tables (binary search), so rendering never rescans a file.
struct CodespanFiles<'m>(&'m SourceMap);

impl<'m> CodespanFiles<'m> {
    fn file(
        &self,
        id: crate::FileId,
    ) -> Result<&'m crate::source::SourceFile, codespan_reporting::files::Error> {
        self.0
            .get(id)
            .map(|f| &**f)
            .ok_or(codespan_reporting::files::Error::FileMissing)
    }
}

impl<'m> codespan_reporting::files::Files<'m> for CodespanFiles<'m> {
    type FileId = crate::FileId;
    type Name = &'m str;
    type Source = &'m str;

    fn name(&'m self, id: crate::FileId) -> Result<&'m str, codespan_reporting::files::Error> {
        self.file(id).map(|f| &*f.name)
    }

    fn source(&'m self, id: crate::FileId) -> Result<&'m str, codespan_reporting::files::Error> {
        self.file(id).map(|f| f.text())
    }

    fn line_index(
        &'m self,
        id: crate::FileId,
        byte_index: usize,
    ) -> Result<usize, codespan_reporting::files::Error> {
        let file = self.file(id)?;
        let byte = u32::try_from(byte_index).unwrap_or(u32::MAX);
        Ok(file.pos(byte).line as usize - 1)
    }

    fn column_number(
        &'m self,
        id: crate::FileId,
        _line_index: usize,
        byte_index: usize,
    ) -> Result<usize, codespan_reporting::files::Error> {
        let file = self.file(id)?;
        let byte = u32::try_from(byte_index).unwrap_or(u32::MAX);
        Ok(file.pos(byte).column as usize)
    }

    fn line_range(
        &'m self,
        id: crate::FileId,
        line_index: usize,
    ) -> Result<std::ops::Range<usize>, codespan_reporting::files::Error> {
        let file = self.file(id)?;
        let line = u32::try_from(line_index + 1).unwrap_or(u32::MAX);
        if line_index >= file.line_count() {
            let len = file.text().len();
            return Ok(len..len);
        }
        let (start, _) = file.line_range(line);
        // codespan expects the range to include the line terminator.
        let end = if line_index + 1 < file.line_count() {
            file.line_range(line + 1).0 as usize
        } else {
            file.text().len()
        };
        Ok(start as usize..end)
    }
}

/// Renders diagnostics as a JSON array (two-space indent, keys in the order shown):
///
/// ```text
/// [{"severity": "error", "summary": "...", "detail": "...",
///   "range": {"filename": "a.ncl", "start": {"line": 1, "column": 7, "byte": 6},
///             "end": {...}},
///   "labels": [{"style": "primary", "message": "...", "range": {...}}],
///   "notes": ["..."], "help": ["..."]}]
/// ```
///
/// `range` is the subject's (absent without a subject); `labels` are
/// [`Diagnostic::effective_labels`]. Lines and columns are 1-based, columns count characters,
/// bytes are 0-based offsets.
pub fn render_json(map: &SourceMap, diags: &[Diagnostic]) -> String {
    let items = diags.iter().map(|d| diagnostic_value(map, d)).collect();
    let mut out = crate::json::writer::write(
        &Value::list(items),
        &crate::json::writer::WriteOptions::pretty(),
    );
    out.push('\n');
    out
}

fn diagnostic_value(map: &SourceMap, d: &Diagnostic) -> Value {
    let strings = |v: &[String]| Value::list(v.iter().map(|s| Value::string(s.as_str())).collect());
    let mut m = Map::new();
    m.insert("severity".into(), Value::string(d.severity.as_str()));
    m.insert("summary".into(), Value::string(d.summary.as_str()));
    m.insert("detail".into(), Value::string(d.detail.as_str()));
    if let Some(span) = d.subject {
        m.insert("range".into(), range_value(map, span));
    }
    let labels = d
        .effective_labels()
        .iter()
        .map(|l| {
            let mut lm = Map::new();
            lm.insert("style".into(), Value::string(l.style.as_str()));
            lm.insert("message".into(), Value::string(l.message.as_str()));
            lm.insert("range".into(), range_value(map, l.span));
            Value::map(lm)
        })
        .collect();
    m.insert("labels".into(), Value::list(labels));
    m.insert("notes".into(), strings(&d.notes));
    m.insert("help".into(), strings(&d.help));
    Value::map(m)
}

fn range_value(map: &SourceMap, span: Span) -> Value {
    let r = map.range(span);
    let pos = |p: crate::Pos| {
        let mut m = Map::new();
        m.insert("line".into(), Value::int(p.line.into()));
        m.insert("column".into(), Value::int(p.column.into()));
        m.insert("byte".into(), Value::int(p.byte.into()));
        Value::map(m)
    };
    let mut m = Map::new();
    m.insert("filename".into(), Value::string(&*r.filename));
    m.insert("start".into(), pos(r.start));
    m.insert("end".into(), pos(r.end));
    Value::map(m)
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

    /// A Nickel-style merge conflict: two definitions in two files, one primary and one
    /// secondary label, detail lines, a note and a help text.
    #[test]
    fn report_shows_two_labels_in_two_files() {
        let mut map = SourceMap::new();
        let a = map.add("a.ncl", "{\n  port = 80,\n}\n");
        let b = map.add("b.ncl", "{ port = 8080 }\n");
        let d = Diagnostic::error(
            "non mergeable terms",
            "Both values are of type Number but they aren't equal.\nNumber values can only be merged if they are equal",
        )
        .with_primary(Span::new(a, 11, 13), "cannot merge this expression")
        .with_secondary(Span::new(b, 9, 13), "with this expression")
        .with_note("merged by `a.ncl & b.ncl`")
        .with_help("give one of them a priority, e.g. `port | force = 80`");
        assert_eq!(d.subject, Some(Span::new(a, 11, 13)));
        let text = render_report(&map, &[d], RenderOptions::default());
        assert_eq!(
            text,
            "error: non mergeable terms\n\
             \x20 ┌─ a.ncl:2:10\n\
             \x20 │\n\
             2 │   port = 80,\n\
             \x20 │          ^^ cannot merge this expression\n\
             \x20 │\n\
             \x20 ┌─ b.ncl:1:10\n\
             \x20 │\n\
             1 │ { port = 8080 }\n\
             \x20 │          ---- with this expression\n\
             \x20 │\n\
             \x20 = Both values are of type Number but they aren't equal.\n\
             \x20 = Number values can only be merged if they are equal\n\
             \x20 = note: merged by `a.ncl & b.ncl`\n\
             \x20 = help: give one of them a priority, e.g. `port | force = 80`\n\
             \n"
        );
    }

    /// A diagnostic built the HCL way (subject only) renders in the report layout with an
    /// unlabelled underline; a label in an unknown file and a span past the end of its file
    /// do not stop the rendering.
    #[test]
    fn report_draws_subjects_and_tolerates_bad_spans() {
        let mut map = SourceMap::new();
        let f = map.add("main.hcl", "a = 1\nfoo = 2");
        let hcl = Diagnostic::warning("Unsupported argument", "").with_subject(Span::new(f, 6, 9));
        let bad = Diagnostic::error("odd spans", "")
            .with_primary(Span::new(f, 12, 400), "past the end")
            .with_secondary(Span::new(crate::FileId(9), 0, 1), "unknown file");
        let text = render_report(&map, &[hcl, bad], RenderOptions::default());
        assert_eq!(
            text,
            "warning: Unsupported argument\n\
             \x20 ┌─ main.hcl:2:1\n\
             \x20 │\n\
             2 │ foo = 2\n\
             \x20 │ ^^^\n\
             \n\
             error: odd spans\n\
             \x20 ┌─ main.hcl:2:7\n\
             \x20 │\n\
             2 │ foo = 2\n\
             \x20 │       ^ past the end\n\
             \n"
        );
    }

    #[test]
    fn json_lists_labels_with_resolved_ranges() {
        let mut map = SourceMap::new();
        let f = map.add("a.ncl", "{ x = 1 }");
        let d = Diagnostic::error("conflict", "why")
            .with_primary(Span::new(f, 2, 3), "here")
            .with_help("fix it");
        let json = render_json(&map, &[d]);
        let value = crate::json::parse(&json).unwrap();
        let compact = crate::json::write(&value, &crate::json::WriteOptions::compact());
        assert_eq!(
            compact,
            r#"[{"severity":"error","summary":"conflict","detail":"why","range":{"filename":"a.ncl","start":{"line":1,"column":3,"byte":2},"end":{"line":1,"column":4,"byte":3}},"labels":[{"style":"primary","message":"here","range":{"filename":"a.ncl","start":{"line":1,"column":3,"byte":2},"end":{"line":1,"column":4,"byte":3}}}],"notes":[],"help":["fix it"]}]"#
        );
    }
}
