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
        Val::Regex(r) => Value::string(crate::regex::inspect(&r.src)),
        Val::Array(a) | Val::Iter(a, _) => Value::list(a.iter().map(to_catalog_value).collect()),
        Val::Hash(h) => {
            let mut m = Map::new();
            for (k, x) in h.iter() {
                m.insert(catalog_key(k).into(), to_catalog_value(x));
            }
            Value::map(m)
        }
        Val::Type(t) => match &**t {
            Ty::Class(Some(n)) => Value::string(format!("Class[{}]", capitalize_name(n))),
            // a reference in a parameter is a 3.x Puppet::Resource: `Type[title]`, unquoted
            Ty::Resource(Some(ty), Some(title)) => Value::string(format!("{ty}[{title}]")),
            // so is an untitled resource type (Runtime3Converter: title `''`)
            Ty::Resource(Some(ty), None) => Value::string(format!("{ty}[]")),
            other => Value::string(other.to_string()),
        },
        // a Sensitive inside a parameter's value is written as Puppet's rich data
        Val::Sensitive(inner) => {
            let mut m = Map::new();
            m.insert("__ptype".into(), Value::string("Sensitive"));
            m.insert("__pvalue".into(), to_catalog_value(inner));
            Value::map(m)
        }
        // Puppet's catalog (as `to_data_hash` writes it) holds a Deferred's string form
        Val::Deferred(_) => Value::string(v.to_display()),
        // not rich data: the string form (with a warning, see eval/to_data.rs)
        Val::Rich(r) => Value::string(r.to_s()),
    }
}

/// A hash key as Ruby's JSON writes it (`key.to_s`): an Array or Hash key by its Ruby
/// `inspect` (`["a"]`), any other by its text.
fn catalog_key(k: &Val) -> String {
    match k {
        Val::Array(_) | Val::Hash(_) => crate::ruby_inspect::inspect(k),
        // a reference key is a 3.x Puppet::Resource too (`Notify[a]`)
        Val::Type(t) if matches!(&**t, Ty::Resource(Some(_), _) | Ty::Class(Some(_))) => {
            match to_catalog_value(k) {
                Value::String(s) => s.to_string(),
                _ => k.to_display(),
            }
        }
        other => other.to_display(),
    }
}

pub(crate) fn ref_text(c: &Compiler<'_>, id: usize) -> String {
    let r = &c.res[id];
    format!("{}[{}]", r.ty, r.title)
}

fn key(out: &mut String, k: &str) {
    write_str(out, k);
    out.push(':');
}

/// Writes a parameter value as JSON.
fn write_param(out: &mut String, v: &Val) {
    match v {
        Val::Str(s) => write_str(out, s),
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

/// A parameter's array as Puppet's catalog holds it: a relationship metaparameter's is
/// flattened without its undef entries (`Parser::Resource#to_hash`), another holding a
/// resource reference at any depth is flattened (`Resource#copy_as_resource`).
fn flattened_param(name: &str, v: &Val) -> Option<Val> {
    let Val::Array(a) = v else {
        return None;
    };
    fn flatten(a: &[Val], out: &mut Vec<Val>, drop_undef: bool) {
        for x in a {
            match x {
                Val::Array(inner) => flatten(inner, out, drop_undef),
                Val::Undef if drop_undef => {}
                other => out.push(other.clone()),
            }
        }
    }
    let relationship = matches!(name, "before" | "require" | "notify" | "subscribe");
    let nested = a.iter().any(|x| matches!(x, Val::Array(_)));
    if !(nested || relationship && a.iter().any(Val::is_undef)) {
        return None;
    }
    let mut out = Vec::new();
    flatten(a, &mut out, relationship);
    let is_ref = |x: &Val| matches!(x, Val::Type(t) if matches!(**t, Ty::Resource(Some(_), _) | Ty::Class(Some(_))));
    (relationship || out.iter().any(is_ref)).then(|| Val::array(out))
}

/// The parameters of resource `id` as the catalog holds them, in order: `f(name, value,
/// sensitive)`, a Sensitive value unwrapped (its name goes to `sensitive_parameters`).
pub(crate) fn catalog_params(c: &Compiler<'_>, id: usize, mut f: impl FnMut(&str, &Val, bool)) {
    let r = &c.res[id];
    // Puppet does not duplicate the title as the namevar (`Resource#to_data_hash`).
    // (The compiler's own Stage[main] keeps its name: Puppet makes it with the symbol
    // `:main` as title, which never equals the string name.)
    let compiler_stage = &*r.ty == "Stage" && &*r.title == "main";
    // `catalog_namevar` without a copy of the name
    let rtype = (r.kind == Kind::Builtin && !compiler_stage).then(|| c.known_type(&r.ty));
    let namevar: Option<&str> = match &rtype {
        Some(Some(t)) if t.namevars.len() == 1 => Some(t.namevars[0].as_str()),
        Some(_) => Some("name"),
        // a defined resource's namevar is `name` (`Resource#namevar`: not a builtin type), so
        // `name` equal to the title is left out too (as stdlib's `ensure_resource` passes it)
        None if r.kind == Kind::Define => Some("name"),
        None => None,
    };
    for (k, v) in &r.params {
        if v.is_undef() {
            continue;
        }
        // Puppet::Resource#[]= (copy_as_resource) stores `name` under a type's single
        // namevar when that is another attribute (archive's `path`)
        let k: &str = match namevar {
            Some(nv) if &**k == "name" && nv != "name" => {
                if r.params.contains_key(nv) {
                    continue;
                }
                nv
            }
            _ => k,
        };
        // Puppet::Resource#parameter_name downcases every name (ca_cert's
        // `$purge_unmanaged_CAs` is `purge_unmanaged_cas` in the catalog)
        let lower;
        let k: &str = if k.bytes().any(|b| b.is_ascii_uppercase()) {
            lower = k.to_lowercase();
            &lower
        } else {
            k
        };
        if namevar == Some(k)
            && matches!(v, Val::Str(s) if **s == *r.title)
            && !c.non_string_titles.contains(&id)
        {
            continue;
        }
        let flat;
        let v = match flattened_param(k, v) {
            Some(f) => {
                flat = f;
                &flat
            }
            None => v,
        };
        // A Sensitive value is written unwrapped and its name listed in
        // `sensitive_parameters`, as Puppet's catalog does.
        match v {
            Val::Sensitive(inner) => f(k, inner, true),
            _ => f(k, v, false),
        }
    }
    if r.kind == Kind::Builtin {
        for (k, v) in c.title_params(id) {
            f(&k, &v, false);
        }
    }
}

/// Bytes gathered before they are passed on to the writer.
const CHUNK: usize = 1 << 16;

/// Passes `buf` on to `w` once it holds [`CHUNK`] bytes.
fn flush_full(buf: &mut String, w: &mut dyn std::io::Write) -> std::io::Result<()> {
    if buf.len() >= CHUNK {
        w.write_all(buf.as_bytes())?;
        buf.clear();
    }
    Ok(())
}

/// The catalog's tags: `settings`, then for every class Puppet evaluates its name with its
/// `::` segments (`Catalog#add_class`; main's name is empty and adds nothing) and, as Puppet
/// 7.23 prints, the evaluated resource's type (`class`; `node` below) and the values of its `tag`
/// metaparameter (`Resource::Type#instantiate_resource` merges the class resource's tags as it
/// is created: `class { 'c': tag => 'x' }` adds `x`, a `tag` call in its body does not). The tags a
/// class resource inherits from where it was declared are not the catalog's (checked with
/// `puppet catalog compile`: `include a` gives settings, a, class; `node default {}` gives
/// settings, default, node; a define alone gives settings). The `tagged` function reads them too.
pub(crate) fn catalog_tags(c: &Compiler<'_>) -> indexmap::IndexSet<String> {
    let mut tags: indexmap::IndexSet<String> = indexmap::IndexSet::new();
    let mut node_tag = None;
    tags.insert("settings".into());
    for r in c.res.iter().filter(|r| !r.virt) {
        if &*r.ty == "Class" && r.kind != Kind::Special && &*r.title != "main" {
            tags.insert("class".into());
            let name = r.title.to_lowercase();
            if name.contains("::") {
                for seg in name.split("::") {
                    tags.insert(seg.to_string());
                }
            }
            tags.insert(name);
            match r.params.get("tag") {
                Some(Val::Str(t)) => {
                    tags.insert(t.to_lowercase());
                }
                Some(Val::Array(a)) => {
                    for t in a.iter() {
                        if let Val::Str(t) = t {
                            tags.insert(t.to_lowercase());
                        }
                    }
                }
                _ => {}
            }
        }
        if &*r.ty == "Node" {
            node_tag = Some(r.title.to_lowercase());
        }
    }
    if let Some(n) = node_tag {
        tags.insert(n);
        tags.insert("node".into());
    }
    tags
}

impl Compiler<'_> {
    /// Writes the catalog of a finished [`Compiler::run`] as one line of JSON (no newline).
    pub fn write_catalog(&self, out: &mut dyn std::io::Write) -> std::io::Result<()> {
        write_catalog(self, out)
    }
}

/// Writes the catalog as one line of JSON (catalog format 2), in chunks: the whole text is
/// never held in memory.
pub(crate) fn write_catalog(c: &Compiler<'_>, w: &mut dyn std::io::Write) -> std::io::Result<()> {
    let tags = catalog_tags(c);
    let mut out = String::with_capacity(CHUNK + 4096);
    out.push('{');
    key(&mut out, "tags");
    out.push('[');
    for (i, t) in tags.iter().enumerate() {
        if i > 0 {
            out.push(',');
        }
        write_str(&mut out, t);
        flush_full(&mut out, w)?;
    }
    out.push_str("],");
    key(&mut out, "name");
    write_str(&mut out, &c.opts.node.to_lowercase());
    out.push_str(",\"version\":0,\"code_id\":null,\"catalog_uuid\":\"00000000-0000-0000-0000-000000000000\",\"catalog_format\":2,\"environment\":\"production\",");
    key(&mut out, "resources");
    let mut edges = Vec::new();
    let mut seen_edges: crate::eval::FastSet<_> = Default::default();
    let res_out = &mut out;
    res_out.push('[');
    let mut first = true;
    for (id, r) in c.res.iter().enumerate() {
        if r.virt {
            continue;
        }
        flush_full(res_out, w)?;
        if !first {
            res_out.push(',');
        }
        first = false;
        res_out.push('{');
        key(res_out, "type");
        write_str(res_out, &r.ty);
        res_out.push(',');
        key(res_out, "title");
        write_str(res_out, &r.title);
        res_out.push(',');
        key(res_out, "tags");
        res_out.push('[');
        for (i, t) in r.tags.iter().enumerate() {
            if i > 0 {
                res_out.push(',');
            }
            write_str(res_out, t);
        }
        res_out.push_str("],");
        if let Some(span) = r.span {
            key(res_out, "file");
            write_str(res_out, c.sources.name(span.file));
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
        write_str(res_out, kind);
        let mut any = false;
        let mut sensitive = Vec::new();
        catalog_params(c, id, |k, v, is_sensitive| {
            res_out.push_str(if any { "," } else { ",\"parameters\":{" });
            any = true;
            key(res_out, k);
            if is_sensitive {
                sensitive.push(k.to_string());
            }
            write_param(res_out, v);
        });
        if any {
            res_out.push('}');
        }
        if !sensitive.is_empty() {
            res_out.push_str(",\"sensitive_parameters\":[");
            for (i, k) in sensitive.drain(..).enumerate() {
                if i > 0 {
                    res_out.push(',');
                }
                write_str(res_out, &k);
            }
            res_out.push(']');
        }
        res_out.push('}');
        if let Some(cont) = r.container.filter(|_| &*r.ty != "Stage") {
            // a class hangs from its run stage
            let cont =
                if &*r.ty == "Class" && r.kind != Kind::Special && &*c.res[cont].ty != "Stage" {
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
    drop(seen_edges);
    out.push(',');
    key(&mut out, "edges");
    out.push('[');
    for (i, (a, b)) in edges.iter().enumerate() {
        flush_full(&mut out, w)?;
        if i > 0 {
            out.push(',');
        }
        out.push_str("{\"source\":");
        write_ref(&mut out, c, *a);
        out.push_str(",\"target\":");
        write_ref(&mut out, c, *b);
        out.push('}');
    }
    out.push_str("],");
    key(&mut out, "classes");
    out.push_str("[\"settings\"");
    for n in &c.class_order {
        flush_full(&mut out, w)?;
        out.push(',');
        write_str(&mut out, n);
    }
    out.push_str("]}");
    w.write_all(out.as_bytes())
}

/// The catalog's `resources` as values, without JSON text in between: each resource's map
/// has the keys, order and values the JSON catalog of `write_catalog` parses to, except
/// `file`, which is `file_name(path)` (asked once per source file; e.g. a path relative to
/// the environment).
pub fn catalog_resources(c: &Compiler<'_>, file_name: &mut dyn FnMut(&str) -> Value) -> Vec<Value> {
    let mut names: Vec<Option<Value>> = Vec::new();
    let mut out = Vec::with_capacity(c.res.len());
    for (id, r) in c.res.iter().enumerate() {
        if r.virt {
            continue;
        }
        out.push(resource_value(c, id, &mut names, file_name));
    }
    out
}

/// Resource `id` as [`catalog_resources`] gives it; `names` keeps the file names asked so
/// far, by file id.
pub(crate) fn resource_value(
    c: &Compiler<'_>,
    id: usize,
    names: &mut Vec<Option<Value>>,
    file_name: &mut dyn FnMut(&str) -> Value,
) -> Value {
    let r = &c.res[id];
    let mut m = Map::with_capacity(9);
    m.insert("type".into(), Value::string(&*r.ty));
    m.insert("title".into(), Value::string(&*r.title));
    m.insert(
        "tags".into(),
        Value::list(r.tags.iter().map(|t| Value::string(&**t)).collect()),
    );
    if let Some(span) = r.span {
        let i = span.file.0 as usize;
        if names.len() <= i {
            names.resize(i + 1, None);
        }
        let name = names[i]
            .get_or_insert_with(|| file_name(c.sources.name(span.file)))
            .clone();
        m.insert("file".into(), name);
        let line = c.sources.file(span.file).pos(span.start).line;
        m.insert("line".into(), Value::Number(Number::Int(line.into())));
    }
    m.insert("exported".into(), Value::Bool(r.exported));
    m.insert("kind".into(), Value::string(kind_name(&r.kind)));
    let mut params = Map::new();
    let mut sensitive = Vec::new();
    catalog_params(c, id, |k, v, is_sensitive| {
        if is_sensitive {
            sensitive.push(Value::string(k));
        }
        params.insert(k.into(), parsed_catalog_value(v));
    });
    if !params.is_empty() {
        m.insert("parameters".into(), Value::map(params));
    }
    if !sensitive.is_empty() {
        m.insert("sensitive_parameters".into(), Value::list(sensitive));
    }
    Value::map(m)
}

/// The catalog's `kind` of a resource.
pub(crate) fn kind_name(kind: &Kind) -> &'static str {
    match kind {
        Kind::Builtin => "compilable_type",
        Kind::Define => "defined_type",
        Kind::ClassLike => "class",
        Kind::ClassInclude | Kind::Special => "unknown",
    }
}

/// [`to_catalog_value`] as the JSON text of the catalog reads back: a float is the number its
/// written text parses to (an exact decimal when the float's text is not its shortest form).
pub(crate) fn parsed_catalog_value(v: &Val) -> Value {
    match v {
        Val::Float(f) => {
            let n = Value::Number(Number::Float(*f));
            let text = strata_core::json::write(&n, &strata_core::json::WriteOptions::compact());
            Number::parse(&text).map_or(n, Value::Number)
        }
        Val::Array(a) | Val::Iter(a, _) => {
            Value::list(a.iter().map(parsed_catalog_value).collect())
        }
        Val::Hash(h) => {
            let mut m = Map::new();
            for (k, x) in h.iter() {
                m.insert(catalog_key(k).into(), parsed_catalog_value(x));
            }
            Value::map(m)
        }
        other => to_catalog_value(other),
    }
}

/// Writes `Type[title]` of a resource as a JSON string.
fn write_ref(out: &mut String, c: &Compiler<'_>, id: usize) {
    let r = &c.res[id];
    if needs_escape(&r.ty) || needs_escape(&r.title) {
        write_string(out, &ref_text(c, id), false);
    } else {
        out.push('"');
        out.push_str(&r.ty);
        out.push('[');
        out.push_str(&r.title);
        out.push_str("]\"");
    }
}

/// Whether a string needs escaping in JSON (the core's writer leaves other characters as
/// they are).
fn needs_escape(s: &str) -> bool {
    // Without an early exit the loop is vectorized; catalog strings are short.
    s.bytes().fold(false, |any, b| {
        any | (b < 0x20) | (b == b'"') | (b == b'\\')
    })
}

/// Writes a JSON string: most catalog strings need no escape and are copied whole.
fn write_str(out: &mut String, s: &str) {
    if needs_escape(s) {
        write_string(out, s, false);
    } else {
        out.push('"');
        out.push_str(s);
        out.push('"');
    }
}
