//! `nickel convert`: JSON, YAML, TOML or text to Nickel source, as nickel 1.18 prints it. The data
//! is laid out as nickel's syntax printer lays it out (a Wadler-style document rendered at 80
//! columns: a record or array stays on one line when it fits), then formatted by Topiary like
//! `nickel format` (unless `--no-formatting`).

use std::path::Path;

use pretty::{BoxAllocator, DocAllocator, DocBuilder};
use strata_nickel::number::Num;

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
        InputFormat::Yaml => from_yaml(text)?,
        InputFormat::Toml => from_toml(text)?,
        InputFormat::Text => Data::Str(text.to_string()),
        InputFormat::Nickel => {
            return Err("converting Nickel source is not supported by strata's `nickel convert` \
                        (use `nickel format`)"
                .into());
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
    let v: serde_json::Value =
        serde_json::from_str(text).map_err(|e| format!("json parse error: {e}"))?;
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

fn from_yaml(text: &str) -> Result<Data, String> {
    use serde::Deserialize;
    let mut docs = Vec::new();
    for doc in serde_yaml::Deserializer::from_str(text) {
        let v = serde_yaml::Value::deserialize(doc).map_err(|e| format!("yaml parse error: {e}"))?;
        docs.push(yaml(v)?);
    }
    Ok(match docs.len() {
        0 => Data::Null,
        1 => docs.pop().unwrap_or(Data::Null),
        _ => Data::Array(docs),
    })
}

fn yaml(v: serde_yaml::Value) -> Result<Data, String> {
    Ok(match v {
        serde_yaml::Value::Null => Data::Null,
        serde_yaml::Value::Bool(b) => Data::Bool(b),
        serde_yaml::Value::Number(n) => {
            if n.is_i64() || n.is_u64() {
                Data::Num(
                    Num::parse_literal(&n.to_string())
                        .ok_or_else(|| format!("yaml parse error: invalid number {n}"))?,
                )
            } else {
                let f = n.as_f64().unwrap_or(f64::NAN);
                Data::Num(Num::from_f64(f).ok_or_else(|| {
                    "yaml parse error: Nickel numbers cannot be inf or NaN".to_string()
                })?)
            }
        }
        serde_yaml::Value::String(s) => Data::Str(s),
        serde_yaml::Value::Sequence(a) => {
            Data::Array(a.into_iter().map(yaml).collect::<Result<_, _>>()?)
        }
        serde_yaml::Value::Mapping(m) => Data::Record(
            m.into_iter()
                .map(|(k, v)| Ok((yaml_key(&k)?, yaml(v)?)))
                .collect::<Result<_, String>>()?,
        ),
        serde_yaml::Value::Tagged(t) => yaml(t.value)?,
    })
}

fn yaml_key(k: &serde_yaml::Value) -> Result<String, String> {
    match k {
        serde_yaml::Value::String(s) => Ok(s.clone()),
        serde_yaml::Value::Bool(b) => Ok(b.to_string()),
        serde_yaml::Value::Number(n) => Ok(n.to_string()),
        serde_yaml::Value::Null => Ok("null".into()),
        _ => Err("yaml parse error: record keys must be strings".into()),
    }
}

fn from_toml(text: &str) -> Result<Data, String> {
    let t: toml::Table = toml::from_str(text).map_err(|e| format!("toml parse error: {e}"))?;
    fn walk(v: toml::Value) -> Result<Data, String> {
        Ok(match v {
            toml::Value::String(s) => Data::Str(s),
            toml::Value::Integer(i) => Data::Num(
                Num::parse_literal(&i.to_string())
                    .ok_or_else(|| format!("toml parse error: invalid number {i}"))?,
            ),
            toml::Value::Float(f) => Data::Num(Num::from_f64(f).ok_or_else(|| {
                "toml parse error: Nickel numbers cannot be inf or NaN".to_string()
            })?),
            toml::Value::Boolean(b) => Data::Bool(b),
            toml::Value::Datetime(d) => Data::Str(d.to_string()),
            toml::Value::Array(a) => {
                Data::Array(a.into_iter().map(walk).collect::<Result<_, _>>()?)
            }
            toml::Value::Table(t) => Data::Record(
                t.into_iter()
                    .map(|(k, v)| Ok((k, walk(v)?)))
                    .collect::<Result<_, String>>()?,
            ),
        })
    }
    walk(toml::Value::Table(t))
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

/// Escapes text for a double-quoted Nickel string.
fn escape(s: &str) -> String {
    s.replace('\\', "\\\\")
        .replace("%{", "\\%{")
        .replace('"', "\\\"")
        .replace('\n', "\\n")
        .replace('\r', "\\r")
}

const KEYWORDS: &[&str] = &[
    "Dyn",
    "Number",
    "Bool",
    "String",
    "Array",
    "if",
    "then",
    "else",
    "forall",
    "in",
    "let",
    "rec",
    "match",
    "null",
    "true",
    "false",
    "fun",
    "import",
    "merge",
    "default",
    "doc",
    "optional",
    "priority",
    "force",
    "not_exported",
];

/// A field name, in double quotes unless it is an identifier (`_*[a-zA-Z][_a-zA-Z0-9-]*`, not a
/// keyword).
fn ident_quoted(name: &str) -> String {
    let rest = name.trim_start_matches('_');
    let mut chars = rest.chars();
    let ident = chars.next().is_some_and(|c| c.is_ascii_alphabetic())
        && chars.all(|c| c.is_ascii_alphanumeric() || c == '_' || c == '-');
    if ident && !KEYWORDS.contains(&name) {
        name.to_string()
    } else {
        format!("\"{}\"", escape(name))
    }
}
