//! A field's metadata and value as nickel 1.18 prints a query, for `nickel query` and the REPL's
//! `:query` alike (nickel-lang-core's `render_query_result` through its markdown renderer, whose
//! terminal styles it writes even to a pipe): the contracts, the type, the default value (or the
//! priority and the value), the documentation, then the fields of a record value.

use super::markdown::{self, item};
use strata_nickel::ast::Priority;
use strata_nickel::eval::EvalError;
use strata_nickel::value::{Field, Value};
use strata_nickel::Nickel;

/// The width a queried value is cut at (nickel's `TERM_MAX_WIDTH`).
const TERM_MAX_WIDTH: usize = 80;

/// The metadata a query prints (`nickel query --doc --contract --type --default --value`; all
/// of them when none is asked, and in the REPL).
#[derive(Clone, Copy)]
pub struct Attributes {
    pub doc: bool,
    pub contract: bool,
    pub typ: bool,
    pub default: bool,
    pub value: bool,
}

impl Default for Attributes {
    fn default() -> Self {
        Attributes {
            doc: true,
            contract: true,
            typ: true,
            default: true,
            value: true,
        }
    }
}

/// The text of a query of `f`, and whether any of the asked metadata was found (nickel then
/// says `No metadata found for this field.`; the fields of a record value do not count).
pub fn render(nk: &mut Nickel, f: &Field, attrs: Attributes) -> Result<(String, bool), EvalError> {
    let mut out = String::new();
    let mut found = false;
    if attrs.contract && !f.meta.contract_spans.is_empty() {
        out.push_str(&item("contract", &contracts(nk, f).join(",")));
        found = true;
    }
    if let Some(t) = f.meta.typ.filter(|_| attrs.typ) {
        let text = strata_nickel::pretty::annotation_text(&nk.sources, t);
        out.push_str(&item("type", &text));
        found = true;
    }
    let value = match &f.value {
        Some(t) => Some(nk.eval.force(t)?),
        None => None,
    };
    match (&f.meta.priority, &value) {
        (Some(Priority::Bottom), Some(v)) if attrs.default => {
            out.push_str(&item("default", &capped(nk, v)?));
            found = true;
        }
        (Some(Priority::Num(n)), Some(v)) if attrs.value => {
            // as nickel prints a number: a fraction, not a decimal
            out.push_str(&item("priority", &n.ratio().to_string()));
            out.push_str(&item("value", &capped(nk, v)?));
            found = true;
        }
        _ => {}
    }
    if let Some(d) = f.meta.doc.as_deref().filter(|_| attrs.doc) {
        if d.contains('\n') {
            out.push_str(&markdown::render("* **documentation**\n\n"));
            out.push_str(&markdown::render(d));
        } else {
            out.push_str(&markdown::render(&format!("* **documentation**: {d}")));
        }
        found = true;
    }
    if let Some(v) = value.filter(|_| attrs.value) {
        out.push('\n');
        if let Value::Record(r) = v {
            if r.fields.is_empty() {
                out.push_str(&item("value", "{}"));
            } else {
                out.push_str(&markdown::render("## Available fields"));
                for k in r.fields.keys() {
                    out.push_str(&markdown::plain_item(k.as_str()));
                }
            }
        }
    }
    Ok((out, found))
}

/// The formats of `nickel query --format`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, clap::ValueEnum)]
pub enum QueryFormat {
    Markdown,
    Json,
    Yaml,
    Toml,
}

/// The query as `nickel query --format json|yaml|toml` writes it (nickel's `QueryResult`): the
/// documentation, type and contracts when there are, `optional`, `not_exported`, the priority
/// (`default`, `force`, or a number: `0` without an annotation), the sorted fields of a record
/// value and the value as a query prints it; JSON indented with a final newline, YAML and TOML
/// as `export` writes them.
pub fn metadata(nk: &mut Nickel, f: &Field, format: QueryFormat) -> Result<String, EvalError> {
    use strata_core::Value as J;
    let mut m = strata_core::value::Map::new();
    if let Some(d) = &f.meta.doc {
        m.insert("doc".into(), J::string(d.as_str()));
    }
    if let Some(t) = f.meta.typ {
        let text = strata_nickel::pretty::annotation_text(&nk.sources, t);
        m.insert("typ".into(), J::string(text));
    }
    if !f.meta.contract_spans.is_empty() {
        let cs = contracts(nk, f).into_iter().map(J::string).collect();
        m.insert("contracts".into(), J::list(cs));
    }
    m.insert("optional".into(), J::Bool(f.meta.optional));
    m.insert("not_exported".into(), J::Bool(f.meta.not_exported));
    let priority = match &f.meta.priority {
        None => "0".to_string(),
        Some(Priority::Bottom) => "default".to_string(),
        Some(Priority::Top) => "force".to_string(),
        Some(Priority::Num(n)) => n.ratio().to_string(),
    };
    m.insert("priority".into(), J::string(priority));
    if let Some(t) = &f.value {
        let v = nk.eval.force(t)?;
        if let Value::Record(r) = &v {
            let keys = r.fields.keys().map(|k| J::string(k.as_str())).collect();
            m.insert("sub_fields".into(), J::list(keys));
        }
        m.insert("value".into(), J::string(capped(nk, &v)?));
    }
    let data = J::map(m);
    match format {
        QueryFormat::Yaml => Ok(strata_nickel::export::yaml_text(&data)),
        QueryFormat::Toml => strata_nickel::export::toml_text(&data),
        _ => {
            let out = strata_core::json::write(&data, &strata_core::json::WriteOptions::pretty());
            Ok(out + "\n")
        }
    }
}

/// The contracts of `f` as written; one met twice (through merges) is shown once, as nickel
/// dedups them.
fn contracts(nk: &Nickel, f: &Field) -> Vec<String> {
    let mut cs: Vec<String> = Vec::new();
    for s in &f.meta.contract_spans {
        let c = strata_nickel::pretty::annotation_text(&nk.sources, *s);
        if !cs.contains(&c) {
            cs.push(c);
        }
    }
    cs
}

/// A value on one line of at most [`TERM_MAX_WIDTH`] characters (cut with `…`).
fn capped(nk: &mut Nickel, v: &Value) -> Result<String, EvalError> {
    let text = nk.eval_output(v)?;
    let text = text.trim_end();
    if text.chars().count() <= TERM_MAX_WIDTH {
        return Ok(text.to_string());
    }
    let mut cut: String = text.chars().take(TERM_MAX_WIDTH - 1).collect();
    cut.push('\u{2026}');
    Ok(cut)
}
