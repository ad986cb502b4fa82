//! Catalog differences with octocatalog-diff's rules (its 2.1.0 release is the reference):
//! which resources were added or removed, which parameters changed, in its order, with its
//! filters (tags, `before`/`require`, the order of `notify`/`subscribe`/`tag`, classes,
//! files that become absent) and its `--ignore` rules. [`render`] writes its JSON, legacy
//! JSON and text outputs.
//!
//! Catalogs are Puppet's JSON catalogs read as [`Value`]s (strata's own compile writes the same
//! JSON). Each entry keeps the path octocatalog-diff builds: type, title and the structure
//! below the resource, joined with `\f`.

mod compiled;
mod entry;
mod hashdiff;
mod ignore;
pub mod render;
mod udiff;

pub use compiled::CompiledSide;
pub use entry::{Entry, Location, ParamSource};
pub use ignore::{parse_ignore, parse_ignore_attr, IgnoreRule};
use indexmap::IndexMap;
use strata_core::value::{Map, Value};

/// What to compare.
#[derive(Debug, Clone)]
pub struct DiffOptions {
    /// Compare tags (`--include-tags`); else every change of `tags` is ignored.
    pub include_tags: bool,
    /// Ignore rules (`--ignore`, `--ignore-attr`), besides the default `Class` rule.
    pub ignore: Vec<IgnoreRule>,
    /// Drop the details of files that become absent (octocatalog-diff's default).
    pub suppress_absent_file_details: bool,
}

impl Default for DiffOptions {
    fn default() -> Self {
        DiffOptions {
            include_tags: false,
            ignore: vec![],
            suppress_absent_file_details: true,
        }
    }
}

/// The resources of a Puppet JSON catalog (its `resources` array, or the `data.resources`
/// of the older wrapped format).
pub fn catalog_resources(catalog: &Value) -> Result<&[Value], String> {
    let map = catalog
        .as_map()
        .ok_or_else(|| format!("a catalog must be a JSON object, not {}", catalog.kind()))?;
    let resources = match map.get("resources") {
        Some(r) => r,
        None => map
            .get("data")
            .and_then(|d| d.as_map())
            .and_then(|d| d.get("resources"))
            .ok_or("the catalog has no `resources` array")?,
    };
    resources
        .as_list()
        .ok_or_else(|| "the catalog's `resources` is not an array".to_string())
}

fn sort_strings(v: &Value) -> Value {
    match v.as_list() {
        Some(items) if items.iter().all(|i| i.as_str().is_some()) => {
            let mut items = items.to_vec();
            items.sort_by(|a, b| a.as_str().cmp(&b.as_str()));
            Value::list(items)
        }
        _ => v.clone(),
    }
}

/// octocatalog-diff's `filter_and_cleanup` of one resource (None: an exported resource).
fn cleanup(resource: &Value) -> Option<Map> {
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
type ByKey<V> = IndexMap<String, V, crate::eval::FastState>;

/// One resource of a side: its cleaned value (`filter_and_cleanup`, without `file` and
/// `line`) and its location, made on first use for a compiled resource (most are never
/// needed: equal resources are compared straight from the compiler).
struct Item {
    value: std::cell::OnceCell<Value>,
    loc: std::cell::OnceCell<Location>,
    /// A compiled resource ([`compiled`]).
    direct: Option<compiled::Direct>,
}

/// One side's resources by key.
struct Indexed<'s> {
    items: ByKey<Item>,
    /// The compiler the direct items come from.
    compiled: Option<compiled::Resources<'s>>,
}

impl Indexed<'_> {
    fn value<'i>(&self, item: &'i Item) -> &'i Value {
        item.value
            .get_or_init(|| match (&self.compiled, &item.direct) {
                (Some(c), Some(d)) => c.value(d),
                _ => Value::Null,
            })
    }

    fn location(&self, item: &Item) -> Location {
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

    fn get(&self, key: &str) -> Option<&Value> {
        self.items.get(key).map(|i| self.value(i))
    }

    fn loc(&self, key: &str) -> Option<Location> {
        self.items.get(key).map(|i| self.location(i))
    }
}

/// The text of a key's part (a title that is not a string as Ruby's `to_s`).
fn key_text(v: Option<&Value>) -> String {
    match v {
        Some(Value::String(s)) => s.to_string(),
        Some(v) => ignore::ruby_to_s(v),
        None => String::new(),
    }
}

fn index(resources: &[Value]) -> Indexed<'static> {
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

fn resource_key(key: &str) -> &str {
    match key.match_indices('\u{c}').nth(1) {
        Some((i, _)) => &key[..i],
        None => key,
    }
}

/// The value below `parts` of `v` (null when a part is missing).
fn dig(v: &Value, parts: &[&str]) -> Value {
    match parts.split_first() {
        None => v.clone(),
        Some((first, rest)) => match v {
            Value::Map(m) => match m.get(*first) {
                Some(x) => dig(x, rest),
                None => Value::Null,
            },
            other => other.clone(),
        },
    }
}

/// The part of a path before its last `[n]` (with something before it), as octocatalog-diff
/// finds the array an element was added to or removed from.
fn array_of_element(path: &str) -> Option<&str> {
    let b = path.as_bytes();
    let mut i = b.len();
    while i > 0 {
        i -= 1;
        if b[i] != b'[' || i == 0 {
            continue;
        }
        let digits = b[i + 1..].iter().take_while(|c| c.is_ascii_digit()).count();
        if digits > 0 && b.get(i + 1 + digits) == Some(&b']') {
            return Some(&path[..i]);
        }
    }
    None
}

/// The differences between two catalogs' resources, in octocatalog-diff's order.
pub fn diff_resources(
    from: &[Value],
    to: &[Value],
    opts: &DiffOptions,
) -> Result<Vec<Entry>, String> {
    diff_indexed(&index(from), &index(to), opts)
}

/// The differences between two compiled catalogs (see [`CompiledSide`]): what
/// [`diff_resources`] gives for their [`crate::output::catalog_resources`], with only the
/// resources that differ turned into values.
pub fn diff_compiled(
    from: &CompiledSide<'_>,
    to: &CompiledSide<'_>,
    opts: &DiffOptions,
) -> Result<Vec<Entry>, String> {
    let old = compiled::index(from)?;
    let new = compiled::index(to)?;
    diff_indexed(&old, &new, opts)
}

fn diff_indexed(
    old: &Indexed<'_>,
    new: &Indexed<'_>,
    opts: &DiffOptions,
) -> Result<Vec<Entry>, String> {
    let mut result = Vec::new();
    for (k, item) in &new.items {
        if !old.items.contains_key(k) {
            result.push(Entry {
                kind: '+',
                key: k.clone(),
                old: new.value(item).clone(),
                new: Value::Null,
                old_loc: Some(new.location(item)),
                new_loc: None,
                param_source: None,
            });
        }
    }
    for (k, item) in &old.items {
        if !new.items.contains_key(k) {
            result.push(Entry {
                kind: '-',
                key: k.clone(),
                old: old.value(item).clone(),
                new: Value::Null,
                old_loc: Some(old.location(item)),
                new_loc: None,
                param_source: None,
            });
        }
    }
    let mut common: Vec<(&String, &Item, &Item)> = old
        .items
        .iter()
        .filter_map(|(k, a)| new.items.get(k).map(|b| (k, a, b)))
        .collect();
    common.sort_unstable_by(|x, y| x.0.cmp(y.0));
    let mut changes = Vec::new();
    for (k, a, b) in common {
        if let (Some(x), Some(y), Some(da), Some(db)) =
            (&old.compiled, &new.compiled, &a.direct, &b.direct)
        {
            if compiled::same(x, da, y, db) {
                continue;
            }
        }
        hashdiff::diff(old.value(a), new.value(b), k, &mut changes);
    }
    let mut nested: IndexMap<String, ()> = IndexMap::new();
    for c in changes {
        if c.kind == '~' {
            let rk = resource_key(&c.path);
            result.push(Entry {
                kind: '~',
                old_loc: old.loc(rk),
                new_loc: new.loc(rk),
                param_source: None,
                key: c.path,
                old: c.old,
                new: c.new,
            });
            continue;
        }
        if let Some(array) = array_of_element(&c.path) {
            nested.insert(array.to_string(), ());
            continue;
        }
        if c.path.contains('\u{c}') && !c.old.is_null() {
            nested.insert(c.path, ());
            continue;
        }
        return Err(format!(
            "unexpected difference at {}",
            c.path.replace('\u{c}', "::")
        ));
    }
    for key in nested.into_keys() {
        let parts: Vec<&str> = key.split('\u{c}').collect();
        let rk = resource_key(&key);
        let below = parts.get(2..).unwrap_or(&[]);
        let (Some(a), Some(b)) = (old.get(rk), new.get(rk)) else {
            return Err(format!(
                "unexpected difference at {}",
                key.replace('\u{c}', "::")
            ));
        };
        result.push(Entry {
            kind: '!',
            old: dig(a, below),
            new: dig(b, below),
            old_loc: old.loc(rk),
            new_loc: new.loc(rk),
            param_source: None,
            key,
        });
    }
    let mut rules = vec![IgnoreRule::of_type("Class")];
    if !opts.include_tags {
        rules.push(IgnoreRule::of_attr("tags"));
    }
    rules.extend(opts.ignore.iter().cloned());
    let mut kept = Vec::with_capacity(result.len());
    for e in result {
        let mut ignored = false;
        for r in &rules {
            if r.matches(&e)? {
                ignored = true;
                break;
            }
        }
        if !ignored {
            kept.push(e);
        }
    }
    if opts.suppress_absent_file_details {
        kept = absent_files(kept);
    }
    Ok(kept)
}

/// The hex MD5 of `data` (octocatalog-diff's `{md5}` content of a non-ASCII file).
pub fn md5_hex(data: &[u8]) -> String {
    crate::digest::hex("md5", data)
}

/// The differences between two JSON catalogs.
pub fn diff_catalogs(from: &Value, to: &Value, opts: &DiffOptions) -> Result<Vec<Entry>, String> {
    let a = catalog_resources(from).map_err(|e| format!("First catalog: {e}"))?;
    let b = catalog_resources(to).map_err(|e| format!("Second catalog: {e}"))?;
    diff_resources(a, b, opts)
}

/// octocatalog-diff's AbsentFile filter: for a file whose `ensure` becomes absent, only the
/// changes of `ensure`, `backup`, `force` and `provider` are kept.
fn absent_files(entries: Vec<Entry>) -> Vec<Entry> {
    let change = |e: &Entry| e.kind == '~' || e.kind == '!';
    let absent: std::collections::HashSet<String> = entries
        .iter()
        .filter(|e| change(e) && e.resource_type() == "File")
        .filter(|e| e.structure() == ["parameters", "ensure"])
        .filter(|e| {
            matches!(&e.new, Value::String(s) if s == "absent" || s == "false")
                || matches!(e.new, Value::Bool(false))
        })
        .map(|e| e.title().to_string())
        .collect();
    if absent.is_empty() {
        return entries;
    }
    entries
        .into_iter()
        .filter(|e| {
            let s = e.structure();
            !(change(e)
                && e.resource_type() == "File"
                && s.first() == Some(&"parameters")
                && absent.contains(e.title())
                && !matches!(
                    s.last().copied(),
                    Some("ensure" | "backup" | "force" | "provider")
                ))
        })
        .collect()
}

#[cfg(test)]
mod tests;
