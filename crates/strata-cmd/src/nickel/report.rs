//! `--error-format` and `--color`: diagnostics as nickel 1.18 prints them. `text` is the
//! codespan-style layout; `json`, `yaml` and `toml` serialize nickel's schema
//! (`{"diagnostics": [{severity, code, message, labels: [{style, file_id, range: {start, end},
//! message}], notes}]}`), one document per reported error. File ids are the session's: the
//! first input file is 2, as in nickel (0 and 1 hold generated code and the standard library).

use serde::Serialize;
use strata_core::source::SourceMap;
use strata_nickel::eval::EvalError;

#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, clap::ValueEnum)]
pub enum ErrorFormat {
    #[default]
    Text,
    Json,
    Yaml,
    Toml,
}

#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, clap::ValueEnum)]
pub enum Color {
    #[default]
    Auto,
    Always,
    Never,
}

#[derive(Serialize)]
struct Wrapper {
    diagnostics: Vec<Diag>,
}

#[derive(Serialize)]
struct Diag {
    severity: &'static str,
    code: Option<String>,
    message: String,
    labels: Vec<Label>,
    notes: Vec<String>,
}

#[derive(Serialize)]
struct Label {
    style: &'static str,
    file_id: u32,
    range: Range,
    message: String,
}

#[derive(Serialize)]
struct Range {
    start: u32,
    end: u32,
}

/// The error serialized in `format` (`text`: nickel's layout, in colour when `color` asks).
pub fn render(map: &SourceMap, e: &EvalError, format: ErrorFormat, color: Color) -> String {
    let (map, e) = strata_nickel::with_generated_sources(map, e);
    let (map, e) = (&map, &e);
    if format == ErrorFormat::Text && e.labels.is_empty() {
        // a report without source: the message, then each note with its lines aligned after
        // ` = ` (codespan's layout, in its colours when asked)
        // codespan's severities: an error in bright red, a warning in bright yellow
        let (severity, tint) = if e.warning {
            ("warning", "11")
        } else {
            ("error", "9")
        };
        let (head, eq) = if use_color(color) {
            (
                format!(
                    "\x1b[0m\x1b[1m\x1b[38;5;{tint}m{severity}\x1b[0m\x1b[1m: {}\x1b[0m\n",
                    e.msg
                ),
                "\x1b[0m\x1b[36m=\x1b[0m",
            )
        } else {
            (format!("{severity}: {}\n", e.msg), "=")
        };
        let mut out = head;
        for n in &e.notes {
            let lines: Vec<&str> = n.lines().collect();
            out.push_str(&format!(" {eq} {}\n", lines.join("\n   ")));
        }
        out.push('\n');
        return out;
    }
    if format == ErrorFormat::Text {
        // nickel's codespan (0.13) draws the gutter, notes and secondary labels in cyan
        return strata_core::diagnostic::render_report_in(
            map,
            &strata_nickel::to_diagnostics(map, e),
            strata_core::diagnostic::RenderOptions {
                color: use_color(color),
            },
            strata_core::diagnostic::Accent::Cyan,
        );
    }
    let diag = |e: &EvalError, severity: &'static str| Diag {
        severity,
        code: None,
        message: e.msg.clone(),
        labels: e
            .labels
            .iter()
            // generated code without text is left out, as in the text layout
            .filter(|l| map.get(l.span.file).is_some_and(|f| !f.text().is_empty()))
            .map(|l| Label {
                style: if l.primary { "Primary" } else { "Secondary" },
                file_id: l.span.file.0,
                range: Range {
                    start: l.span.start,
                    end: l.span.end,
                },
                message: l.text.clone(),
            })
            .collect(),
        // an empty note shows nothing in the text layout, and nickel has none
        notes: e.notes.iter().filter(|n| !n.is_empty()).cloned().collect(),
    };
    // each error with the call stack's notes, then the further errors of a text the parser
    // recovered from
    let mut diagnostics = Vec::new();
    let mut todo = vec![e];
    while let Some(e) = todo.pop() {
        diagnostics.push(diag(e, if e.warning { "Warning" } else { "Error" }));
        diagnostics.extend(e.follow.iter().map(|f| diag(f, "Note")));
        todo.extend(e.more.iter().rev());
    }
    let wrapper = Wrapper { diagnostics };
    let serialized = match format {
        ErrorFormat::Json => serde_json::to_string(&wrapper).map(|s| s + "\n").ok(),
        ErrorFormat::Yaml => serde_yaml::to_string(&wrapper).ok(),
        ErrorFormat::Toml => toml::to_string(&wrapper).ok(),
        ErrorFormat::Text => None,
    };
    // serializing plain strings and numbers cannot fail; should it, the text layout still says
    // what went wrong
    serialized.unwrap_or_else(|| strata_nickel::render(map, e))
}

/// `auto`: colour when standard error is a terminal and `NO_COLOR` is unset.
fn use_color(color: Color) -> bool {
    use std::io::IsTerminal;
    match color {
        Color::Always => true,
        Color::Never => false,
        Color::Auto => {
            std::io::stderr().is_terminal()
                && std::env::var_os("NO_COLOR").is_none_or(|v| v.is_empty())
        }
    }
}
