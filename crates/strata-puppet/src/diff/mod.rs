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
mod side;
mod udiff;

pub use entry::{Entry, HieraSource, Location, ParamSource};
pub use ignore::{parse_ignore, parse_ignore_attr, IgnoreRule};
use indexmap::IndexMap;
pub use side::CompiledSide;
use side::{index, Indexed, Item};
use strata_core::value::Value;

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
    strata_core::sort::sort_by(&mut common, |x, y| x.0.cmp(y.0));
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
