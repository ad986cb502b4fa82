//! The JSON catalog (catalog format 2, as `puppet catalog compile --render-as json` prints it):
//! resources that are not virtual, containment edges, classes and tags.

use crate::eval::{Compiler, Kind};
use crate::value::{capitalize_name, Ty, Val};
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

/// Builds the catalog value.
pub(crate) fn catalog_json(c: &Compiler<'_>) -> Value {
    let mut resources = Vec::new();
    let mut edges = Vec::new();
    let mut seen_edges = std::collections::HashSet::new();
    let mut tags: indexmap::IndexSet<String> = indexmap::IndexSet::new();
    tags.insert("settings".into());
    for (id, r) in c.res.iter().enumerate() {
        if r.virt {
            continue;
        }
        let mut m = Map::new();
        m.insert("type".into(), Value::string(&*r.ty));
        m.insert("title".into(), Value::string(&*r.title));
        let mut rtags: Vec<Value> = Vec::new();
        for t in &r.tags {
            rtags.push(Value::string(&**t));
        }
        m.insert("tags".into(), Value::list(rtags));
        if let Some(span) = r.span {
            m.insert("file".into(), Value::string(c.sources.name(span.file)));
            let line = c.sources.file(span.file).pos(span.start).line;
            m.insert("line".into(), Value::Number(Number::Int(line as i64)));
        }
        m.insert("exported".into(), Value::Bool(r.exported));
        let kind = match r.kind {
            Kind::Builtin => "compilable_type",
            Kind::Define => "defined_type",
            Kind::ClassLike => "class",
            Kind::ClassInclude | Kind::Special => "unknown",
        };
        m.insert("kind".into(), Value::string(kind));
        let mut params = Map::new();
        for (k, v) in &r.params {
            if v.is_undef() {
                continue;
            }
            params.insert((&**k).into(), to_catalog_value(v));
        }
        if !params.is_empty() {
            m.insert("parameters".into(), Value::map(params));
        }
        resources.push(Value::map(m));
        if &*r.ty == "Class" && r.kind != Kind::Special {
            for t in &r.tags {
                tags.insert(t.to_string());
            }
        }
        if &*r.ty == "Node" {
            tags.insert(r.title.to_lowercase());
            tags.insert("node".into());
        }
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
    for &(a, b) in &c.contain_edges {
        if !c.res[b].virt && seen_edges.insert((a, b)) {
            edges.push((a, b));
        }
    }
    let edges: Vec<Value> = edges
        .into_iter()
        .map(|(a, b)| {
            let mut m = Map::new();
            m.insert("source".into(), Value::string(ref_text(c, a)));
            m.insert("target".into(), Value::string(ref_text(c, b)));
            Value::map(m)
        })
        .collect();
    let mut classes = vec![Value::string("settings")];
    for n in &c.class_order {
        classes.push(Value::string(n.as_str()));
    }
    let mut cat = Map::new();
    cat.insert(
        "tags".into(),
        Value::list(tags.into_iter().map(Value::string).collect()),
    );
    cat.insert("name".into(), Value::string(c.opts.node.to_lowercase()));
    cat.insert("version".into(), Value::Number(Number::Int(0)));
    cat.insert("code_id".into(), Value::Null);
    cat.insert(
        "catalog_uuid".into(),
        Value::string("00000000-0000-0000-0000-000000000000"),
    );
    cat.insert("catalog_format".into(), Value::Number(Number::Int(2)));
    cat.insert("environment".into(), Value::string("production"));
    cat.insert("resources".into(), Value::list(resources));
    cat.insert("edges".into(), Value::list(edges));
    cat.insert("classes".into(), Value::list(classes));
    Value::map(cat)
}
