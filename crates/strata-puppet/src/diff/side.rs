//! One side of a diff as the diff reads it, shared by the catalog path ([`super`]) and the
//! compiled path ([`super::compiled`]): each resource's cleaned value (octocatalog-diff's
//! `filter_and_cleanup`) and location by `type\ftitle`, made on first use for a compiled
//! resource.

use super::entry::Location;
use super::ignore;
use crate::eval::Compiler;
use crate::output::resource_value;
use crate::value::Val;
use indexmap::IndexMap;
use std::cell::RefCell;
use strata_core::value::{Map, Number, Value};

/// A compiled catalog as one side of a diff.
pub struct CompiledSide<'s> {
    /// The compiler, after its run.
    pub compiler: &'s Compiler<'s>,
    /// A resource's `file` as the diff reports it (asked once per source file).
    pub file_name: &'s dyn Fn(&str) -> Value,
    /// Called on the catalog form of every `File` with a `source` parameter and no
    /// `content` (octocatalog-diff's `--compare-file-text` rewrites them); its error ends the
    /// diff.
    pub file_source: Option<&'s dyn Fn(&mut Value) -> Result<(), String>>,
}

/// A compiled resource of the index: its id and where its catalog parameters are.
pub(super) struct Direct {
    pub(super) id: usize,
    /// Its parameters in the side's list.
    pub(super) params: std::ops::Range<usize>,
    /// A file's `path` parameter (its title for the diff), as an index in the list.
    pub(super) path: Option<usize>,
    /// Its value was made when indexed (the file source rewrite): compared as a value.
    pub(super) rewritten: bool,
}

/// A parameter's name (a string value: short names are not allocated), value and whether
/// it is sensitive.
pub(super) type Param = (Value, Val, bool);

/// A side's compiler and its resources' catalog parameters.
pub(super) struct Resources<'s> {
    pub(super) side: &'s CompiledSide<'s>,
    pub(super) params: Vec<Param>,
    pub(super) names: RefCell<Vec<Option<Value>>>,
}

impl Resources<'_> {
    /// The resource's catalog form, with the file source rewrite.
    pub(super) fn catalog_value(&self, d: &Direct) -> Result<Value, String> {
        let mut names = self.names.borrow_mut();
        let mut file_name = |f: &str| (self.side.file_name)(f);
        let mut v = resource_value(self.side.compiler, d.id, &mut names, &mut file_name);
        if let Some(fix) = self.side.file_source {
            if self.needs_source(d) {
                fix(&mut v)?;
            }
        }
        Ok(v)
    }

    /// Whether the resource is a file that the file source rewrite may change.
    pub(super) fn needs_source(&self, d: &Direct) -> bool {
        let params = &self.params[d.params.clone()];
        &*self.side.compiler.res[d.id].ty == "File"
            && params.iter().any(|p| p.0.as_str() == Some("source"))
            && !params.iter().any(|p| p.0.as_str() == Some("content"))
    }

    /// The cleaned value (without `file` and `line`; a resource the source rewrite applies
    /// to has its value from the index, so the rewrite never runs, nor fails, here).
    pub(super) fn value(&self, d: &Direct) -> Value {
        let v = self.catalog_value(d).unwrap_or(Value::Null);
        cleaned(&v).unwrap_or(Value::Null)
    }

    pub(super) fn location(&self, d: &Direct) -> Location {
        let c = self.side.compiler;
        let Some(span) = c.res[d.id].span else {
            return Location {
                file: Value::Null,
                line: Value::Null,
            };
        };
        let i = span.file.0 as usize;
        let mut names = self.names.borrow_mut();
        if names.len() <= i {
            names.resize(i + 1, None);
        }
        let file = names[i]
            .get_or_insert_with(|| (self.side.file_name)(c.sources.name(span.file)))
            .clone();
        let line = c.sources.file(span.file).pos(span.start).line;
        Location {
            file,
            line: Value::Number(Number::Int(line.into())),
        }
    }
}

/// `cleanup` of a catalog resource without its `file` and `line`.
pub(super) fn cleaned(v: &Value) -> Option<Value> {
    let mut m = cleanup(v)?;
    m.shift_remove("file");
    m.shift_remove("line");
    Some(Value::map(m))
}

pub(super) fn sort_strings(v: &Value) -> Value {
    match v.as_list() {
        Some(items) if items.iter().all(|i| i.as_str().is_some()) => {
            let mut items = items.to_vec();
            strata_core::sort::sort_by(&mut items, |a, b| a.as_str().cmp(&b.as_str()));
            Value::list(items)
        }
        _ => v.clone(),
    }
}

/// octocatalog-diff's `filter_and_cleanup` of one resource (None: an exported resource).
pub(super) fn cleanup(resource: &Value) -> Option<Map> {
    let r = resource.as_map()?;
    if matches!(r.get("exported"), Some(Value::Bool(true))) {
        return None;
    }
    let rtype = r.get("type").cloned().unwrap_or(Value::string(""));
    let mut title = r.get("title").cloned().unwrap_or(Value::string(""));
    let mut params = r.get("parameters").and_then(|p| p.as_map()).cloned();
    if rtype.as_str() == Some("File") {
        if let Some(p) = params.as_mut() {
            if let Some(path) = p.shift_remove("path") {
                title = path;
            }
        }
    }
    let mut out = Map::new();
    out.insert("type".into(), rtype);
    out.insert("title".into(), title);
    for (k, v) in r {
        match k.as_str() {
            "title" | "type" => {}
            "parameters" => {
                let Some(mut p) = params.take() else {
                    // not a hash: kept as it is
                    out.insert(k.clone(), v.clone());
                    continue;
                };
                if let Some(sensitive) = r.get("sensitive_parameters").and_then(|s| s.as_list()) {
                    for s in sensitive.iter().filter_map(|s| s.as_str()) {
                        let hidden = p.get(s).cloned().unwrap_or(Value::Null);
                        p.insert(
                            s.into(),
                            Value::string(format!(
                                "Sensitive [md5sum {}]",
                                ignore::marshal_md5(&hidden)
                            )),
                        );
                    }
                }
                p.shift_remove("before");
                p.shift_remove("require");
                for key in ["notify", "subscribe", "tag"] {
                    if let Some(v) = p.get_mut(key) {
                        *v = sort_strings(v);
                    }
                }
                if !p.is_empty() {
                    out.insert(k.clone(), Value::map(p));
                }
            }
            "tags" => {
                if v.as_list().is_some_and(|l| !l.is_empty()) {
                    out.insert(k.clone(), sort_strings(v));
                }
            }
            _ => {
                out.insert(k.clone(), v.clone());
            }
        }
    }
    Some(out)
}

/// Maps keyed by a resource's `type\ftitle`, hashed with the compiler's fast hasher.
pub(super) type ByKey<V> = IndexMap<String, V, crate::eval::FastState>;

/// One resource of a side: its cleaned value (`filter_and_cleanup`, without `file` and
/// `line`) and its location, made on first use for a compiled resource (most are never
/// needed: equal resources are compared straight from the compiler).
pub(super) struct Item {
    pub(super) value: std::cell::OnceCell<Value>,
    pub(super) loc: std::cell::OnceCell<Location>,
    /// A compiled resource ([`super::compiled`]).
    pub(super) direct: Option<Direct>,
}

/// One side's resources by key.
pub(super) struct Indexed<'s> {
    pub(super) items: ByKey<Item>,
    /// The compiler the direct items come from.
    pub(super) compiled: Option<Resources<'s>>,
}

impl Indexed<'_> {
    pub(super) fn value<'i>(&self, item: &'i Item) -> &'i Value {
        item.value
            .get_or_init(|| match (&self.compiled, &item.direct) {
                (Some(c), Some(d)) => c.value(d),
                _ => Value::Null,
            })
    }

    pub(super) fn location(&self, item: &Item) -> Location {
        item.loc
            .get_or_init(|| match (&self.compiled, &item.direct) {
                (Some(c), Some(d)) => c.location(d),
                _ => Location {
                    file: Value::Null,
                    line: Value::Null,
                },
            })
            .clone()
    }

    pub(super) fn get(&self, key: &str) -> Option<&Value> {
        self.items.get(key).map(|i| self.value(i))
    }

    pub(super) fn loc(&self, key: &str) -> Option<Location> {
        self.items.get(key).map(|i| self.location(i))
    }
}

/// The text of a key's part (a title that is not a string as Ruby's `to_s`).
pub(super) fn key_text(v: Option<&Value>) -> String {
    match v {
        Some(Value::String(s)) => s.to_string(),
        Some(v) => ignore::ruby_to_s(v),
        None => String::new(),
    }
}

pub(super) fn index(resources: &[Value]) -> Indexed<'static> {
    let mut out = Indexed {
        items: ByKey::with_capacity_and_hasher(resources.len(), Default::default()),
        compiled: None,
    };
    for r in resources {
        let Some(mut m) = cleanup(r) else { continue };
        let key = format!(
            "{}\u{c}{}",
            key_text(m.get("type")),
            key_text(m.get("title"))
        );
        let loc = Location {
            file: m.get("file").cloned().unwrap_or(Value::Null),
            line: m.get("line").cloned().unwrap_or(Value::Null),
        };
        m.shift_remove("file");
        m.shift_remove("line");
        out.items.insert(
            key,
            Item {
                value: Value::map(m).into(),
                loc: loc.into(),
                direct: None,
            },
        );
    }
    out
}
