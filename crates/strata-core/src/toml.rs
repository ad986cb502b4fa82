//! TOML reading and writing for the interchange [`Value`], on the `toml` crate.
//!
//! Reading: a TOML document is a map; tables keep document order; integers are `i64`, floats
//! `f64` (`inf`/`nan` included), and offset/local date-times, dates and times become strings in
//! their TOML text (`1979-05-27T07:32:00Z`). Errors carry the byte span the `toml` parser reports.
//! Nesting deeper than [`MAX_DEPTH`] is an error. [`parse_positioned`] reads the same document
//! into the positioned tree ([`Node`]), with the span of every key and value (a table header's
//! table spans its header; dotted keys share the key text's span).
//!
//! Writing: the value must be a map. TOML has no null, so null map entries are left out and a
//! null inside an array is an error; exact decimals that are neither `i64` nor `f64` are written
//! as the nearest float. Keys keep their order (tables after plain keys, as TOML requires).

use crate::positioned::{Node, NodeValue};
use crate::source::{FileId, Span};
use crate::value::{Map, Number, Value};
use std::sync::Arc;

/// Deepest nesting of arrays and tables accepted (reading and writing).
pub const MAX_DEPTH: usize = 512;

/// A TOML syntax error, or a value TOML cannot hold.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("{message}")]
pub struct TomlError {
    /// What is wrong.
    pub message: String,
    /// Where in the source, when reading.
    pub span: Option<Span>,
}

impl TomlError {
    fn new(message: impl Into<String>, span: Option<Span>) -> TomlError {
        TomlError {
            message: message.into(),
            span,
        }
    }

    /// This error as an error [`Diagnostic`](crate::Diagnostic) ("Invalid TOML") with the message as
    /// detail and an unlabelled primary underline at the error's span, when it has one.
    pub fn to_diagnostic(&self) -> crate::Diagnostic {
        let d = crate::Diagnostic::error("Invalid TOML", self.message.clone());
        match self.span {
            Some(span) => d.with_primary(span, ""),
            None => d,
        }
    }
}

/// Parses a TOML document (file `file` of the caller's source map) into a map value.
pub fn parse(text: &str, file: FileId) -> Result<Value, TomlError> {
    let table: toml::Table = text.parse().map_err(|e: toml::de::Error| {
        let span = e.span().map(|r| {
            let clamp = |i: usize| u32::try_from(i.min(text.len())).unwrap_or(u32::MAX);
            Span::new(file, clamp(r.start), clamp(r.end))
        });
        TomlError::new(e.message().trim_end().to_string(), span)
    })?;
    table_value(&table, 0).map_err(|message| TomlError::new(message, Some(Span::new(file, 0, 0))))
}

/// Parses a TOML document (file `file` of the caller's source map) into the positioned tree:
/// a mapping node whose keys and values carry their spans. `parse_positioned(t, f)?.to_value()`
/// equals `parse(t, f)?`.
pub fn parse_positioned(text: &str, file: FileId) -> Result<Node, TomlError> {
    let span_of = |r: std::ops::Range<usize>| {
        let clamp = |i: usize| u32::try_from(i.min(text.len())).unwrap_or(u32::MAX);
        Span::new(file, clamp(r.start), clamp(r.end))
    };
    let doc = toml::de::DeTable::parse(text)
        .map_err(|e| TomlError::new(e.message().trim_end().to_string(), e.span().map(&span_of)))?;
    let whole = Span::new(file, 0, u32::try_from(text.len()).unwrap_or(u32::MAX));
    de_table(doc.get_ref(), whole, &span_of, 0)
}

fn de_table(
    table: &toml::de::DeTable<'_>,
    span: Span,
    span_of: &dyn Fn(std::ops::Range<usize>) -> Span,
    depth: usize,
) -> Result<Node, TomlError> {
    if depth > MAX_DEPTH {
        return Err(TomlError::new(
            format!("nesting deeper than {MAX_DEPTH} levels"),
            Some(span),
        ));
    }
    let mut pairs = Vec::with_capacity(table.len());
    for (k, v) in table {
        let key = Node::new(
            NodeValue::String(k.get_ref().as_ref().into()),
            span_of(k.span()),
        );
        pairs.push((key, de_value(v, span_of, depth + 1)?));
    }
    Ok(Node::new(NodeValue::Map(pairs), span))
}

fn de_value(
    v: &toml::Spanned<toml::de::DeValue<'_>>,
    span_of: &dyn Fn(std::ops::Range<usize>) -> Span,
    depth: usize,
) -> Result<Node, TomlError> {
    use toml::de::DeValue;
    let span = span_of(v.span());
    let value = match v.get_ref() {
        DeValue::String(s) => NodeValue::String(s.as_ref().into()),
        DeValue::Integer(i) => match i64::from_str_radix(i.as_str(), i.radix()) {
            Ok(n) => NodeValue::Number(Number::Int(n)),
            Err(_) => {
                return Err(TomlError::new(
                    "integer number overflowed: TOML integers are 64-bit",
                    Some(span),
                ))
            }
        },
        DeValue::Float(f) => match toml_float(f.as_str()) {
            Some(x) => NodeValue::Number(Number::Float(x)),
            None => {
                return Err(TomlError::new(
                    "floating-point number overflowed",
                    Some(span),
                ))
            }
        },
        DeValue::Boolean(b) => NodeValue::Bool(*b),
        DeValue::Datetime(d) => NodeValue::String(d.to_string().into()),
        DeValue::Array(items) => {
            if depth > MAX_DEPTH {
                return Err(TomlError::new(
                    format!("nesting deeper than {MAX_DEPTH} levels"),
                    Some(span),
                ));
            }
            let items: Result<Vec<Node>, TomlError> = items
                .iter()
                .map(|x| de_value(x, span_of, depth + 1))
                .collect();
            NodeValue::Seq(items?)
        }
        DeValue::Table(t) => return de_table(t, span, span_of, depth),
    };
    Ok(Node::new(value, span))
}

/// A TOML float's decoded text (`1e3`, `inf`, `-nan`) as an `f64`; `None` when a finite
/// literal overflows.
fn toml_float(text: &str) -> Option<f64> {
    let x: f64 = match text.trim_start_matches('+') {
        "inf" => f64::INFINITY,
        "-inf" => f64::NEG_INFINITY,
        "nan" => f64::NAN,
        "-nan" => -f64::NAN,
        t => t.parse().ok()?,
    };
    (!x.is_infinite() || text.contains("inf")).then_some(x)
}

fn table_value(table: &toml::Table, depth: usize) -> Result<Value, String> {
    if depth > MAX_DEPTH {
        return Err(format!("nesting deeper than {MAX_DEPTH} levels"));
    }
    let mut map = Map::with_capacity(table.len());
    for (k, v) in table {
        map.insert(k.as_str().into(), from_toml(v, depth + 1)?);
    }
    Ok(Value::Map(Arc::new(map)))
}

fn from_toml(v: &toml::Value, depth: usize) -> Result<Value, String> {
    Ok(match v {
        toml::Value::String(s) => Value::String(s.as_str().into()),
        toml::Value::Integer(i) => Value::int(*i),
        toml::Value::Float(f) => Value::Number(Number::Float(*f)),
        toml::Value::Boolean(b) => Value::Bool(*b),
        toml::Value::Datetime(d) => Value::String(d.to_string().into()),
        toml::Value::Array(items) => {
            if depth > MAX_DEPTH {
                return Err(format!("nesting deeper than {MAX_DEPTH} levels"));
            }
            let list: Result<Vec<Value>, String> =
                items.iter().map(|x| from_toml(x, depth + 1)).collect();
            Value::list(list?)
        }
        toml::Value::Table(t) => table_value(t, depth)?,
    })
}

/// The `toml` crate's table of a map value (a TOML document is a map).
fn document(value: &Value) -> Result<toml::Table, TomlError> {
    let Value::Map(map) = value else {
        return Err(TomlError::new(
            format!("a TOML document must be a map, not a {}", value.kind()),
            None,
        ));
    };
    to_table(map, 0)
}

/// Writes a map value as a TOML document.
pub fn write(value: &Value) -> Result<String, TomlError> {
    toml::to_string(&document(value)?).map_err(|e| TomlError::new(e.to_string(), None))
}

/// Writes a map value as a TOML document in the `toml` crate's pretty layout (an array of two
/// elements or more on one line per element, as `toml::to_string_pretty` writes it: nickel's
/// `export --format toml`).
pub fn write_pretty(value: &Value) -> Result<String, TomlError> {
    toml::to_string_pretty(&document(value)?).map_err(|e| TomlError::new(e.to_string(), None))
}

fn to_table(map: &Map, depth: usize) -> Result<toml::Table, TomlError> {
    if depth > MAX_DEPTH {
        return Err(TomlError::new(
            format!("nesting deeper than {MAX_DEPTH} levels"),
            None,
        ));
    }
    let mut table = toml::Table::new();
    for (k, v) in map {
        if v.is_null() {
            continue;
        }
        table.insert(k.to_string(), to_toml(v, depth + 1)?);
    }
    Ok(table)
}

fn to_toml(v: &Value, depth: usize) -> Result<toml::Value, TomlError> {
    Ok(match v {
        Value::Null => return Err(TomlError::new("TOML cannot hold null in an array", None)),
        Value::Bool(b) => toml::Value::Boolean(*b),
        Value::Number(Number::Int(i)) => toml::Value::Integer(*i),
        Value::Number(n) => toml::Value::Float(n.as_f64()),
        Value::String(s) => toml::Value::String(s.to_string()),
        Value::List(items) => {
            if depth > MAX_DEPTH {
                return Err(TomlError::new(
                    format!("nesting deeper than {MAX_DEPTH} levels"),
                    None,
                ));
            }
            let converted: Result<Vec<toml::Value>, TomlError> =
                items.iter().map(|x| to_toml(x, depth + 1)).collect();
            toml::Value::Array(converted?)
        }
        Value::Map(m) => toml::Value::Table(to_table(m, depth)?),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn p(text: &str) -> Value {
        match parse(text, FileId(0)) {
            Ok(v) => v,
            Err(e) => panic!("{e} {:?}", e.span),
        }
    }

    #[test]
    fn parses_tables_in_order_with_typed_values() {
        let v = p("title = \"x\"\nn = 3\nf = 1.5\nb = true\nwhen = 1979-05-27T07:32:00Z\nday = 1979-05-27\n\
                   list = [1, 2]\n[server]\nport = 80\nzeta = 1\nalpha = 2\n");
        let m = v.as_map().cloned().unwrap_or_default();
        assert_eq!(m.get("title"), Some(&Value::string("x")));
        assert_eq!(m.get("n"), Some(&Value::int(3)));
        assert_eq!(m.get("f"), Some(&Value::Number(Number::Float(1.5))));
        assert_eq!(m.get("b"), Some(&Value::Bool(true)));
        assert_eq!(m.get("when"), Some(&Value::string("1979-05-27T07:32:00Z")));
        assert_eq!(m.get("day"), Some(&Value::string("1979-05-27")));
        assert_eq!(
            m.get("list"),
            Some(&Value::list(vec![Value::int(1), Value::int(2)]))
        );
        let server = m
            .get("server")
            .and_then(Value::as_map)
            .cloned()
            .unwrap_or_default();
        let keys: Vec<&str> = server.keys().map(|k| k.as_str()).collect();
        assert_eq!(keys, ["port", "zeta", "alpha"]);
    }

    #[test]
    fn errors_have_spans() {
        let text = "a = 1\nb = = 2\n";
        let e = match parse(text, FileId(3)) {
            Err(e) => e,
            Ok(v) => panic!("{v:?}"),
        };
        let span = e.span.unwrap_or_default();
        assert_eq!(span.file, FileId(3));
        assert!(span.start >= 6, "{e:?}");
        assert!(!e.message.is_empty());
        assert!(parse("a = 1\na = 2\n", FileId(0)).is_err());
    }

    #[test]
    fn deep_nesting_does_not_overflow() {
        let text = format!("a = {}{}", "[".repeat(5000), "]".repeat(5000));
        // Either the parser or the converter refuses; neither overflows the stack.
        assert!(parse(&text, FileId(0)).is_err());
    }

    #[test]
    fn writes_and_reparses() {
        let mut inner = Map::new();
        inner.insert("port".into(), Value::int(80));
        inner.insert("host".into(), Value::string("h"));
        let mut m = Map::new();
        m.insert("name".into(), Value::string("x\"y"));
        m.insert("skip".into(), Value::Null);
        m.insert("ratio".into(), Value::Number(Number::Float(0.25)));
        m.insert("on".into(), Value::Bool(false));
        m.insert(
            "items".into(),
            Value::list(vec![Value::int(1), Value::string("two")]),
        );
        m.insert("server".into(), Value::map(inner));
        let v = Value::map(m);
        let text = match write(&v) {
            Ok(t) => t,
            Err(e) => panic!("{e}"),
        };
        assert!(text.contains("[server]"), "{text}");
        let pretty = match write_pretty(&v) {
            Ok(t) => t,
            Err(e) => panic!("{e}"),
        };
        assert!(
            pretty.contains("items = [\n    1,\n    \"two\",\n]"),
            "{pretty}"
        );
        assert!(!text.contains("skip"), "{text}");
        let back = p(&text);
        let mut expected = v.as_map().cloned().unwrap_or_default();
        expected.shift_remove("skip");
        assert_eq!(back, Value::map(expected));
    }

    #[test]
    fn write_rejects_what_toml_cannot_hold() {
        assert!(write(&Value::int(1)).is_err());
        let mut m = Map::new();
        m.insert("a".into(), Value::list(vec![Value::Null]));
        assert!(write(&Value::map(m)).is_err());
    }
}
