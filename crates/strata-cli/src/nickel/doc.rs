//! `nickel doc` output: where the documentation goes (`--stdout`, `--output`, or nickel's default
//! `.nickel/doc/<input stem>.<md|json>`, announced on standard error) and its JSON form (a map from
//! field name to `{fields, type, contracts, documentation}`, `fields` null unless the value is a
//! record).

use std::path::{Path, PathBuf};

use strata_nickel::eval::EvalError;
use strata_nickel::value::{Record, Value};
use strata_nickel::Nickel;

#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, clap::ValueEnum)]
pub enum DocFormat {
    Json,
    #[default]
    Markdown,
}

impl DocFormat {
    fn extension(self) -> &'static str {
        match self {
            DocFormat::Json => "json",
            DocFormat::Markdown => "md",
        }
    }
}

/// The documentation of `r` as nickel's JSON (no trailing newline, as nickel writes it).
pub fn json(nk: &mut Nickel, r: &Record) -> String {
    strata_core::json::write(
        &fields_json(nk, r, 0),
        &strata_core::json::WriteOptions::default(),
    )
}

fn fields_json(nk: &mut Nickel, r: &Record, depth: usize) -> strata_core::Value {
    let mut m = strata_core::value::Map::new();
    for (k, f) in r.fields.iter() {
        let mut entry = strata_core::value::Map::new();
        // records can refer to themselves: stop at a depth no real documentation reaches
        let sub = match &f.value {
            Some(t) if depth < 32 => match nk.eval.force(t) {
                Ok(Value::Record(sub)) => Some(fields_json(nk, &sub, depth + 1)),
                _ => None,
            },
            _ => None,
        };
        entry.insert("fields".into(), sub.unwrap_or(strata_core::Value::Null));
        entry.insert(
            "type".into(),
            f.meta
                .typ
                .map(|t| {
                    strata_core::Value::string(strata_nickel::pretty::annotation_text(
                        &nk.sources,
                        t,
                    ))
                })
                .unwrap_or(strata_core::Value::Null),
        );
        let contracts = f
            .meta
            .contract_spans
            .iter()
            .map(|s| {
                strata_core::Value::string(strata_nickel::pretty::annotation_text(&nk.sources, *s))
            })
            .collect();
        entry.insert("contracts".into(), strata_core::Value::list(contracts));
        entry.insert(
            "documentation".into(),
            f.meta
                .doc
                .as_ref()
                .map(|d| strata_core::Value::string(d.as_str()))
                .unwrap_or(strata_core::Value::Null),
        );
        m.insert(k.to_string().into(), strata_core::Value::map(entry));
    }
    strata_core::Value::map(m)
}

/// Writes `text` where nickel would: standard output with `--stdout`, else `output`, else
/// `.nickel/doc/<stem of the first input, or out>.<ext>`; a file written is announced on
/// standard error. Returns what goes to standard output.
pub fn deliver(
    text: String,
    stdout: bool,
    output: Option<&Path>,
    first_input: Option<&Path>,
    format: DocFormat,
) -> Result<String, EvalError> {
    if stdout {
        return Ok(text);
    }
    let path = match output {
        Some(p) => p.to_path_buf(),
        None => {
            let dir = Path::new(".nickel/doc/");
            std::fs::create_dir_all(dir).map_err(|e| {
                EvalError::new(format!(
                    "when creating output path `{}`: {e}",
                    dir.display()
                ))
            })?;
            let mut p: PathBuf = dir.to_path_buf();
            match first_input.and_then(|f| f.file_stem()) {
                Some(stem) => p.push(stem),
                None => p.push("out"),
            }
            p.set_extension(format.extension());
            p
        }
    };
    std::fs::write(&path, text).map_err(|e| {
        EvalError::new(format!(
            "when opening or creating output file `{}`: {e}",
            path.display()
        ))
    })?;
    eprintln!("Documentation written to {}", path.display());
    Ok(String::new())
}
