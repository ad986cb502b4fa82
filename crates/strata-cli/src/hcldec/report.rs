//! Rendering of diagnostics and source ranges in hcldec's JSON document formats.
//!
//! The diagnostics document is
//! `{"diagnostics":[{"severity":…,"summary":…,"detail":…,"subject":{range}}]}`, indented by
//! two spaces, with `detail` left out when empty and `subject` when absent. A range is
//! `{"filename":…,"start":{"line":…,"column":…,"byte":…},"end":{…}}`. Strings escape `<`,
//! `>` and `&`, as the original's encoder does.

use strata_core::json::{self, WriteOptions};
use strata_core::{Diagnostic, Map, Pos, SourceMap, Span, Value};

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
