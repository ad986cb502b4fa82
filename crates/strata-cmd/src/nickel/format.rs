//! `nickel format`: Nickel source laid out by Topiary with its Nickel query file, as nickel 1.18
//! formats it. Standard input goes to standard output; files are rewritten in place (through a
//! temporary file next to them, so a failure leaves the file as it was). `--check` changes
//! nothing and fails when an input is not already formatted.

use std::io::Write;
use std::path::{Path, PathBuf};

/// Why formatting one input failed: the label and the note of nickel's report.
pub struct FormatFailure {
    pub label: &'static str,
    pub note: String,
}

impl FormatFailure {
    fn format(note: String) -> Self {
        FormatFailure {
            label: "format error",
            note,
        }
    }
    fn io(e: std::io::Error) -> Self {
        FormatFailure {
            label: "IO error",
            note: e.to_string(),
        }
    }
}

/// Formats Nickel source text.
pub fn format_text(input: &[u8]) -> Result<Vec<u8>, String> {
    let grammar = tree_sitter_nickel::LANGUAGE.into();
    let query = topiary_core::TopiaryQuery::new(&grammar, topiary_queries::nickel())
        .map_err(|e| e.to_string())?;
    let language = topiary_core::Language {
        name: "nickel".to_owned(),
        query,
        grammar,
        indent: None,
    };
    let mut output = Vec::new();
    let mut reader = input;
    topiary_core::formatter(
        &mut reader,
        &mut output,
        &language,
        topiary_core::Operation::Format {
            // nickel's release build skips the check (it only runs in its debug builds)
            skip_idempotence: true,
            tolerate_parsing_errors: false,
        },
    )
    .map_err(|e| e.to_string())?;
    Ok(output)
}

/// Runs `nickel format`: one result per input (standard input when `files` is empty).
pub fn run(files: &[PathBuf], check: bool) -> Vec<FormatFailure> {
    let mut failures = Vec::new();
    if files.is_empty() {
        let input = match crate::host::read_stdin_bytes() {
            Ok(input) => input,
            Err(e) => {
                failures.push(FormatFailure::io(e));
                return failures;
            }
        };
        match format_text(&input) {
            Err(e) => failures.push(FormatFailure::format(e)),
            Ok(out) if check => {
                if out != input {
                    failures.push(FormatFailure::format("Bad format on stdin".into()));
                }
            }
            Ok(out) => {
                let mut stdout = std::io::stdout().lock();
                if let Err(e) = stdout.write_all(&out).and_then(|()| stdout.flush()) {
                    failures.push(FormatFailure::io(e));
                }
            }
        }
        return failures;
    }
    for file in files {
        if let Err(f) = format_file(file, check) {
            failures.push(f);
        }
    }
    failures
}

fn format_file(path: &Path, check: bool) -> Result<(), FormatFailure> {
    let input = crate::host::read_bytes(path).map_err(FormatFailure::io)?;
    let out = format_text(&input).map_err(FormatFailure::format)?;
    if check {
        if out != input {
            return Err(FormatFailure::format(format!(
                "Bad format: {path:?}, run `nickel format {path:?}` to fix"
            )));
        }
        return Ok(());
    }
    write_in_place(path, &out).map_err(FormatFailure::io)
}

/// Writes `text` to a temporary file in `path`'s folder, then renames it over `path`.
fn write_in_place(path: &Path, text: &[u8]) -> std::io::Result<()> {
    let dir = match path.parent() {
        Some(d) if !d.as_os_str().is_empty() => d.to_path_buf(),
        _ => PathBuf::from("."),
    };
    let name = path
        .file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_default();
    let staged = dir.join(format!(".{name}.{}.fmt-tmp", std::process::id()));
    let result = std::fs::write(&staged, text).and_then(|()| {
        // keep the file's permissions
        if let Ok(meta) = std::fs::metadata(path) {
            std::fs::set_permissions(&staged, meta.permissions())?;
        }
        std::fs::rename(&staged, path)
    });
    if result.is_err() {
        let _ = std::fs::remove_file(&staged);
    }
    result
}
