//! `nickel doc` output: where the documentation goes (`--stdout`, `--output`, or nickel's default
//! `.nickel/doc/<input stem>.<md|json>`, announced on standard error) and its JSON form (a map from
//! field name to `{fields, type, contracts, documentation}`, `fields` null unless the value is a
//! record).

use std::path::{Path, PathBuf};

use strata_nickel::eval::EvalError;
use strata_nickel::value::{Field, Record, Thunk, Value};
use strata_nickel::Nickel;

/// What nickel documents below a field: its definition, without the field's contracts (the
/// subfields of `foo | C = { a = 1 }` are `a` alone, not `C`'s fields with their metadata),
/// closed over the record's fields.
fn definition(r: &Record, f: &Field) -> Option<Thunk> {
    let d = f.def.as_ref()?;
    let frame = std::rc::Rc::new(std::cell::RefCell::new(Some(r.fields.clone())));
    Some(strata_nickel::eval::close_def(d, &frame, None))
}

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
        let sub = match definition(r, f) {
            Some(t) if depth < 32 => match nk.eval.force(&t) {
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

/// The documentation of `r` as nickel's Markdown: for each field (sorted by name), a heading
/// with the name as code, a list of its type and contracts (`name : T`, `name | C`), its
/// documentation read as Markdown with its headings moved below the field's, then its
/// subfields one level deeper; the whole written by the CommonMark renderer nickel uses
/// (comrak, without extensions), which escapes what Markdown would read otherwise (`World!`
/// is written `World\!`).
pub fn markdown(nk: &mut Nickel, r: &Record) -> String {
    use comrak::nodes::{Ast, AstNode, LineColumn, NodeValue};
    use std::cell::RefCell;
    let arena = comrak::Arena::new();
    let node = |v: NodeValue| -> &AstNode<'_> {
        arena.alloc(AstNode::new(RefCell::new(Ast::new(
            v,
            LineColumn::from((0, 0)),
        ))))
    };
    let options = comrak::Options::default();
    let document = node(NodeValue::Document);
    let mut entries = Vec::new();
    collect(nk, r, 1, &mut entries);
    for e in entries {
        let heading = node(NodeValue::Heading(comrak::nodes::NodeHeading {
            level: e.level,
            setext: false,
            closed: false,
        }));
        heading.append(node(code(e.name.clone())));
        document.append(heading);
        if !e.annotations.is_empty() {
            let list = node(NodeValue::List(bullet()));
            for a in e.annotations {
                let item = node(NodeValue::Item(bullet()));
                let para = node(NodeValue::Paragraph);
                para.append(node(code(a)));
                item.append(para);
                list.append(item);
            }
            document.append(list);
        }
        if let Some(d) = e.doc {
            let parsed = comrak::parse_document(&arena, &d, &options);
            for n in parsed.descendants() {
                let mut ast = n.data.borrow_mut();
                if let NodeValue::Heading(h) = &mut ast.value {
                    h.level = h.level.saturating_add(e.level);
                }
            }
            let children: Vec<_> = parsed.children().collect();
            for c in children {
                c.detach();
                document.append(c);
            }
        }
    }
    let mut out = String::new();
    if comrak::format_commonmark(document, &options, &mut out).is_err() {
        return String::new();
    }
    out
}

fn code(literal: String) -> comrak::nodes::NodeValue {
    comrak::nodes::NodeValue::Code(comrak::nodes::NodeCode {
        num_backticks: 1,
        literal,
    })
}

fn bullet() -> comrak::nodes::NodeList {
    comrak::nodes::NodeList {
        list_type: comrak::nodes::ListType::Bullet,
        marker_offset: 1,
        padding: 0,
        start: 0,
        delimiter: comrak::nodes::ListDelimType::Period,
        bullet_char: b'*',
        tight: true,
        is_task_list: false,
    }
}

/// A field's part of the Markdown documentation.
struct Entry {
    level: u8,
    name: String,
    annotations: Vec<String>,
    doc: Option<String>,
}

fn collect(nk: &mut Nickel, r: &Record, level: u8, out: &mut Vec<Entry>) {
    // records can refer to themselves: stop at a depth no real documentation reaches
    if level > 32 {
        return;
    }
    let mut fields: Vec<_> = r.fields.iter().collect();
    strata_core::sort::sort_by(&mut fields, |a, b| a.0.as_str().cmp(b.0.as_str()));
    for (k, f) in fields {
        let mut annotations = Vec::new();
        if let Some(t) = f.meta.typ {
            let t = strata_nickel::pretty::annotation_text(&nk.sources, t);
            annotations.push(format!("{k} : {t}"));
        }
        for c in &f.meta.contract_spans {
            let c = strata_nickel::pretty::annotation_text(&nk.sources, *c);
            annotations.push(format!("{k} | {c}"));
        }
        out.push(Entry {
            level,
            name: k.to_string(),
            annotations,
            doc: f.meta.doc.as_ref().map(|d| d.to_string()),
        });
        if let Some(t) = definition(r, f) {
            if let Ok(Value::Record(sub)) = nk.eval.force(&t) {
                collect(nk, &sub, level + 1, out);
            }
        }
    }
}
