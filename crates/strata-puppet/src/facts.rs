//! Facts as the user gives them: a facts file in the shapes Puppet's tools write, or, without
//! one, the minimal set a certname implies.
//!
//! Accepted shapes (YAML or JSON):
//! * a mapping of fact names to values;
//! * `puppet facts` output and puppetserver's YAML cache: `{name: CERTNAME, values: {...}}`
//!   (the cache's `!ruby/object:Puppet::Node::Facts` tag is accepted);
//! * PuppetDB exports: the fact list of `/pdb/query/v4/facts` (`[{certname, name, value}]`),
//!   factsets (`[{certname, facts: {data: [{name, value}]}}]`) and inventory entries
//!   (`[{certname, facts: {...}}]`); the entries of the node's certname are taken.
//!
//! Anything else (a bare list, a scalar) is an error naming the file, line and column.

use crate::value::Val;
use indexmap::IndexMap;
use strata_core::{FileId, SourceMap, Value};

/// The facts a certname implies when the user gives none: `clientcert` and `fqdn` (the
/// certname), `hostname` (its first label), `domain` (the rest) and the same three under
/// `networking`. No operating system, kernel or network address is invented.
pub fn minimal_facts(certname: &str) -> Val {
    let (host, domain) = certname.split_once('.').unwrap_or((certname, ""));
    let mut net = IndexMap::new();
    net.insert(Val::str("fqdn"), Val::str(certname));
    net.insert(Val::str("hostname"), Val::str(host));
    net.insert(Val::str("domain"), Val::str(domain));
    let mut m = IndexMap::new();
    m.insert(Val::str("clientcert"), Val::str(certname));
    m.insert(Val::str("fqdn"), Val::str(certname));
    m.insert(Val::str("hostname"), Val::str(host));
    m.insert(Val::str("domain"), Val::str(domain));
    m.insert(Val::str("networking"), Val::hash(net));
    Val::hash(m)
}

/// Reads the facts of `certname` from the text of the facts file `name` (JSON when the name
/// ends in `.json` or the text starts with `{` or `[`, YAML otherwise).
pub fn load_facts(name: &str, text: &str, certname: &str) -> Result<Val, String> {
    let mut map = SourceMap::new();
    let id = map.add(name.to_string(), text.to_string());
    let at = |byte: u32| {
        let p = map.file(id).pos(byte);
        format!("(file: {name}, line: {}, column: {})", p.line, p.column)
    };
    let trimmed = text.trim_start();
    let json = name.ends_with(".json")
        || (!name.ends_with(".yaml")
            && !name.ends_with(".yml")
            && (trimmed.starts_with('{') || trimmed.starts_with('[')));
    let doc = if json {
        strata_core::json::parse(text).map_err(|e| {
            format!(
                "Could not parse facts: {} {}",
                e.message,
                at(u32::try_from(e.offset).unwrap_or(u32::MAX))
            )
        })?
    } else {
        let opts = strata_core::yaml::LoadOptions::psych();
        let docs = strata_core::yaml::load_values(text, FileId(0), &opts)
            .map_err(|e| format!("Could not parse facts: {} {}", e.message, at(e.span.start)))?;
        docs.into_iter().next().unwrap_or(Value::Null)
    };
    let start = at((text.len() - trimmed.len()) as u32);
    let facts = select(&doc, certname).map_err(|e| format!("{e} {start}"))?;
    Ok(crate::value::from_core(&facts))
}

fn get<'v>(v: &'v Value, key: &str) -> Option<&'v Value> {
    v.as_map().and_then(|m| m.get(key))
}

/// The facts mapping inside a document of one of the accepted shapes.
fn select(doc: &Value, certname: &str) -> Result<Value, String> {
    match doc {
        Value::Map(m) => {
            if let (Some(Value::Map(_)), Some(Value::String(_))) = (m.get("values"), m.get("name"))
            {
                return Ok(m["values"].clone());
            }
            Ok(doc.clone())
        }
        Value::List(items) => {
            let entries: Vec<&Value> = items.iter().collect();
            let is_fact = |e: &&Value| get(e, "name").is_some() && get(e, "value").is_some();
            let is_set = |e: &&Value| get(e, "certname").is_some() && get(e, "facts").is_some();
            if !entries.is_empty() && entries.iter().all(is_fact) {
                // PuppetDB's fact list.
                let mine = |e: &&&Value| match get(e, "certname") {
                    Some(c) => c.as_str() == Some(certname),
                    None => true,
                };
                let mut out = strata_core::Map::new();
                for e in entries.iter().filter(mine) {
                    if let (Some(n), Some(v)) =
                        (get(e, "name").and_then(Value::as_str), get(e, "value"))
                    {
                        out.insert(n.into(), v.clone());
                    }
                }
                if out.is_empty() {
                    return Err(format!(
                        "The facts list holds no facts of certname '{certname}'"
                    ));
                }
                return Ok(Value::map(out));
            }
            if !entries.is_empty() && entries.iter().all(is_set) {
                let one = entries.len() == 1;
                let Some(e) = entries
                    .iter()
                    .find(|e| get(e, "certname").and_then(Value::as_str) == Some(certname))
                    .or(if one { entries.first() } else { None })
                else {
                    return Err(format!(
                        "The factsets hold no entry of certname '{certname}'"
                    ));
                };
                let facts = get(e, "facts").cloned().unwrap_or(Value::Null);
                // factsets: {data: [{name, value}], href}; inventory: the facts themselves.
                if let Some(Value::List(data)) = get(&facts, "data") {
                    let mut out = strata_core::Map::new();
                    for d in data.iter() {
                        if let (Some(n), Some(v)) =
                            (get(d, "name").and_then(Value::as_str), get(d, "value"))
                        {
                            out.insert(n.into(), v.clone());
                        }
                    }
                    return Ok(Value::map(out));
                }
                if facts.as_map().is_some() {
                    return Ok(facts);
                }
            }
            Err("Facts must be a mapping of fact names to values, not a list".into())
        }
        Value::Null => Ok(Value::map(strata_core::Map::new())),
        other => Err(format!(
            "Facts must be a mapping of fact names to values, not a {}",
            other.kind()
        )),
    }
}
