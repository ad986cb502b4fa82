//! The JSON catalog (catalog format 2, as `puppet catalog compile --render-as json` prints it):
//! resources that are not virtual, containment edges, classes and tags.

use crate::eval::{Compiler, Kind};
use crate::value::{capitalize_name, Ty, Val};
use std::fmt::Write as _;
use strata_core::json::write_string;
use strata_core::{Map, Number, Value};

/// Converts a parameter value for the catalog (undef entries of hashes become null).
pub fn to_catalog_value(v: &Val) -> Value {
    match v {
        Val::Undef => Value::Null,
        Val::Default => Value::string("default"),
        Val::Bool(b) => Value::Bool(*b),
        Val::Int(i) => Value::Number(Number::Int(*i)),
        Val::Float(f) => Value::Number(Number::Float(*f)),
        Val::Str(s) => Value::string(&**s),
        Val::Regex(r) => Value::string(format!("/{}/", r.src)),
        Val::Array(a) => Value::list(a.iter().map(to_catalog_value).collect()),
        Val::Hash(h) => {
            let mut m = Map::new();
            for (k, x) in h.iter() {
                m.insert(k.to_display().into(), to_catalog_value(x));
            }
            Value::map(m)
        }
        Val::Type(t) => match &**t {
            Ty::Class(Some(n)) => Value::string(format!("Class[{}]", capitalize_name(n))),
            other => Value::string(other.to_string()),
        },
        Val::Sensitive(_) => Value::string("Sensitive [value redacted]"),
    }
}

pub(crate) fn ref_text(c: &Compiler<'_>, id: usize) -> String {
    let r = &c.res[id];
    format!("{}[{}]", r.ty, r.title)
}

fn key(out: &mut String, k: &str) {
    write_string(out, k, false);
    out.push(':');
}

/// Writes a parameter value as JSON.
fn write_param(out: &mut String, v: &Val) {
    match v {
        Val::Str(s) => write_string(out, s, false),
        Val::Int(i) => {
            let _ = write!(out, "{i}");
        }
        Val::Bool(b) => out.push_str(if *b { "true" } else { "false" }),
        Val::Array(a) => {
            out.push('[');
            for (i, x) in a.iter().enumerate() {
                if i > 0 {
                    out.push(',');
                }
                write_param(out, x);
            }
            out.push(']');
        }
        other => out.push_str(&strata_core::json::write(
            &to_catalog_value(other),
            &strata_core::json::WriteOptions::compact(),
        )),
    }
}

/// Writes the catalog as one line of JSON (catalog format 2).
pub(crate) fn catalog_text(c: &Compiler<'_>) -> String {
    let mut tags: indexmap::IndexSet<String> = indexmap::IndexSet::new();
    tags.insert("settings".into());
    for r in c.res.iter().filter(|r| !r.virt) {
        if &*r.ty == "Class" && r.kind != Kind::Special {
            for t in &r.tags {
                tags.insert(t.to_string());
            }
        }
        if &*r.ty == "Node" {
            tags.insert(r.title.to_lowercase());
            tags.insert("node".into());
        }
    }
    let mut out = String::with_capacity(c.res.len() * 300);
    out.push('{');
    key(&mut out, "tags");
    out.push('[');
    for (i, t) in tags.iter().enumerate() {
        if i > 0 {
            out.push(',');
        }
        write_string(&mut out, t, false);
    }
    out.push_str("],");
    key(&mut out, "name");
    write_string(&mut out, &c.opts.node.to_lowercase(), false);
    out.push_str(",\"version\":0,\"code_id\":null,\"catalog_uuid\":\"00000000-0000-0000-0000-000000000000\",\"catalog_format\":2,\"environment\":\"production\",");
    key(&mut out, "resources");
    let mut edges = Vec::new();
    let mut seen_edges = std::collections::HashSet::new();
    let res_out = &mut out;
    res_out.push('[');
    let mut first = true;
    for (id, r) in c.res.iter().enumerate() {
        if r.virt {
            continue;
        }
        if !first {
            res_out.push(',');
        }
        first = false;
        res_out.push('{');
        key(res_out, "type");
        write_string(res_out, &r.ty, false);
        res_out.push(',');
        key(res_out, "title");
        write_string(res_out, &r.title, false);
        res_out.push(',');
        key(res_out, "tags");
        res_out.push('[');
        for (i, t) in r.tags.iter().enumerate() {
            if i > 0 {
                res_out.push(',');
            }
            write_string(res_out, t, false);
        }
        res_out.push_str("],");
        if let Some(span) = r.span {
            key(res_out, "file");
            write_string(res_out, c.sources.name(span.file), false);
            res_out.push(',');
            key(res_out, "line");
            let _ = write!(
                res_out,
                "{},",
                c.sources.file(span.file).pos(span.start).line
            );
        }
        key(res_out, "exported");
        res_out.push_str(if r.exported { "true," } else { "false," });
        let kind = match r.kind {
            Kind::Builtin => "compilable_type",
            Kind::Define => "defined_type",
            Kind::ClassLike => "class",
            Kind::ClassInclude | Kind::Special => "unknown",
        };
        key(res_out, "kind");
        write_string(res_out, kind, false);
        let mut any = false;
        for (k, v) in &r.params {
            if v.is_undef() {
                continue;
            }
            res_out.push_str(if any { "," } else { ",\"parameters\":{" });
            any = true;
            key(res_out, k);
            write_param(res_out, v);
        }
        if any {
            res_out.push('}');
        }
        res_out.push('}');
        if let Some(cont) = r.container {
            let cont = if &*r.ty == "Class" && r.kind != Kind::Special {
                c.stage_res
            } else {
                cont
            };
            if seen_edges.insert((cont, id)) {
                edges.push((cont, id));
            }
        }
    }
    res_out.push(']');
    for &(a, b) in &c.contain_edges {
        if !c.res[b].virt && seen_edges.insert((a, b)) {
            edges.push((a, b));
        }
    }
    out.push(',');
    key(&mut out, "edges");
    out.push('[');
    for (i, (a, b)) in edges.iter().enumerate() {
        if i > 0 {
            out.push(',');
        }
        out.push_str("{\"source\":");
        write_string(&mut out, &ref_text(c, *a), false);
        out.push_str(",\"target\":");
        write_string(&mut out, &ref_text(c, *b), false);
        out.push('}');
    }
    out.push_str("],");
    key(&mut out, "classes");
    out.push_str("[\"settings\"");
    for n in &c.class_order {
        out.push(',');
        write_string(&mut out, n, false);
    }
    out.push_str("]}");
    out
}
