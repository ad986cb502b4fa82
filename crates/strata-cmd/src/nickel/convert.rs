//! `nickel convert`: JSON, YAML, TOML or text to Nickel source, as nickel 1.18 prints it. The data
//! is laid out as nickel's syntax printer lays it out (a Wadler-style document rendered at 80
//! columns: a record or array stays on one line when it fits), then formatted by Topiary like
//! `nickel format` (unless `--no-formatting`). Strings and field names are quoted as `nickel eval`
//! quotes them (`strata_nickel::pretty`); the record layout is the syntax printer's, not
//! `eval`'s (fields in source order, no trailing comma, `=` then the value on its own line when
//! it does not fit).

use std::path::Path;

use pretty::{BoxAllocator, DocAllocator, DocBuilder};
use strata_nickel::number::Num;
use strata_nickel::pretty::{escape, ident_quoted};

/// The input formats of `--stdin-format` (and of file extensions).
#[derive(Clone, Copy, Debug, PartialEq, Eq, clap::ValueEnum)]
pub enum InputFormat {
    Nickel,
    Json,
    Yaml,
    Toml,
    Text,
}

impl InputFormat {
    /// The format a file's extension names, as nickel reads it.
    pub fn from_path(path: &Path) -> Option<InputFormat> {
        match path.extension().and_then(|e| e.to_str()) {
            Some("ncl") => Some(InputFormat::Nickel),
            Some("json") => Some(InputFormat::Json),
            Some("yaml") | Some("yml") => Some(InputFormat::Yaml),
            Some("toml") => Some(InputFormat::Toml),
            Some("txt") => Some(InputFormat::Text),
            _ => None,
        }
    }
}

/// Plain data, in the order of its source.
enum Data {
    Null,
    Bool(bool),
    Num(Num),
    Str(String),
    Array(Vec<Data>),
    Record(Vec<(String, Data)>),
}

/// Converts `text` in `format` to Nickel source; the error is the message after `error: `.
pub fn convert(text: &str, format: InputFormat, formatted: bool) -> Result<String, String> {
    let data = match format {
        InputFormat::Json => from_json(text)?,
        InputFormat::Yaml => from_data_file("Yaml", text)?,
        InputFormat::Toml => from_data_file("Toml", text)?,
        InputFormat::Text => Data::Str(text.to_string()),
        InputFormat::Nickel => {
            return Err(
                "converting Nickel source is not supported by strata's `nickel convert` \
                        (use `nickel format`)"
                    .into(),
            );
        }
    };
    let alloc = BoxAllocator;
    let doc = pretty_data(&alloc, &data);
    let mut unformatted = String::new();
    doc.into_doc()
        .render_fmt(80, &mut unformatted)
        .map_err(|e| e.to_string())?;
    if !formatted {
        return Ok(unformatted);
    }
    // formatting does not fail on printed data; should it, the unformatted text is the answer
    Ok(super::format::format_text(unformatted.as_bytes())
        .ok()
        .and_then(|out| String::from_utf8(out).ok())
        .unwrap_or(unformatted))
}

fn from_json(text: &str) -> Result<Data, String> {
    // a malformed text is reported in the words of nickel's JSON reader (as its imports are)
    let v: serde_json::Value = serde_json::from_str(text).map_err(|e| {
        match strata_nickel::json_scan::first_error(text.as_bytes()) {
            Some((msg, _)) => format!("json parse error: {msg}"),
            None => format!("json parse error: {e}"),
        }
    })?;
    fn walk(v: serde_json::Value) -> Result<Data, String> {
        Ok(match v {
            serde_json::Value::Null => Data::Null,
            serde_json::Value::Bool(b) => Data::Bool(b),
            serde_json::Value::Number(n) => Data::Num(json_number(&n)?),
            serde_json::Value::String(s) => Data::Str(s),
            serde_json::Value::Array(a) => {
                Data::Array(a.into_iter().map(walk).collect::<Result<_, _>>()?)
            }
            serde_json::Value::Object(m) => Data::Record(
                m.into_iter()
                    .map(|(k, v)| Ok((k, walk(v)?)))
                    .collect::<Result<_, String>>()?,
            ),
        })
    }
    walk(v)
}

/// Integers that fit 64 bits are exact; other numbers go through a double, as nickel reads them.
fn json_number(n: &serde_json::Number) -> Result<Num, String> {
    if n.is_i64() || n.is_u64() {
        if let Some(v) = Num::parse_literal(&n.to_string()) {
            return Ok(v);
        }
    }
    let f = n
        .as_f64()
        .ok_or_else(|| format!("json parse error: invalid number {n}"))?;
    Num::from_f64(f).ok_or_else(|| "json parse error: Nickel numbers cannot be inf or NaN".into())
}

/// YAML and TOML are read as `import` reads them (several YAML documents make an array).
fn from_data_file(format: &str, text: &str) -> Result<Data, String> {
    let d = strata_nickel::export::parse_data(format, text, Default::default())
        .map_err(|e| format!("{} parse error: {e}", format.to_lowercase()))?;
    fn walk(d: &strata_core::Value, format: &str) -> Result<Data, String> {
        Ok(match d {
            strata_core::Value::Null => Data::Null,
            strata_core::Value::Bool(b) => Data::Bool(*b),
            strata_core::Value::Number(n) => {
                let bad = || format!("{format} parse error: Nickel numbers cannot be inf or NaN");
                match n {
                    strata_core::value::Number::Float(f) => {
                        Data::Num(Num::from_f64(*f).ok_or_else(bad)?)
                    }
                    other => {
                        let text = other.to_string();
                        let (neg, digits) = match text.strip_prefix('-') {
                            Some(d) => (true, d),
                            None => (false, text.as_str()),
                        };
                        let n = Num::parse_literal(digits).ok_or_else(bad)?;
                        Data::Num(if neg { n.neg() } else { n })
                    }
                }
            }
            strata_core::Value::String(s) => Data::Str(s.to_string()),
            strata_core::Value::List(items) => Data::Array(
                items
                    .iter()
                    .map(|i| walk(i, format))
                    .collect::<Result<_, _>>()?,
            ),
            strata_core::Value::Map(m) => Data::Record(
                m.iter()
                    .map(|(k, v)| Ok((k.to_string(), walk(v, format)?)))
                    .collect::<Result<_, String>>()?,
            ),
        })
    }
    walk(&d, &format.to_lowercase())
}

type Doc<'a> = DocBuilder<'a, BoxAllocator>;

/// Nickel's layout of a data value (its syntax printer's documents for records, fields, arrays
/// and literals).
fn pretty_data<'a>(alloc: &'a BoxAllocator, d: &Data) -> Doc<'a> {
    match d {
        Data::Null => alloc.text("null"),
        Data::Bool(b) => alloc.text(b.to_string()),
        Data::Num(n) => alloc.text(n.to_text()),
        Data::Str(s) => alloc.text(escape(s)).double_quotes(),
        Data::Array(items) => alloc
            .line()
            .append(alloc.intersperse(
                items.iter().map(|i| pretty_data(alloc, i)),
                alloc.text(",").append(alloc.line()),
            ))
            .nest(2)
            .append(alloc.line())
            .brackets()
            .group(),
        Data::Record(fields) if fields.is_empty() => alloc.text("{}"),
        Data::Record(fields) => alloc
            .line()
            .append(alloc.intersperse(
                fields.iter().map(|(k, v)| {
                    alloc
                        .text(ident_quoted(k))
                        .append(
                            alloc
                                .space()
                                .append(alloc.text("="))
                                .append(alloc.line())
                                .append(pretty_data(alloc, v).nest(2))
                                .group()
                                .nest(2),
                        )
                        .group()
                }),
                alloc.text(",").append(alloc.line()),
            ))
            .nest(2)
            .append(alloc.line())
            .braces()
            .group(),
    }
}
