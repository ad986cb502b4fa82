//! The diff's index read straight from a compiler's resources (fleet mode compiles two
//! catalogs per node and diffs them at once): each resource's catalog parameters are listed
//! once, two resources are compared on the compiler's values, and only a resource that
//! differs (or is added or removed) is turned into the value [`super::side::cleanup`] makes of
//! its catalog form ([`crate::output::resource_value`]), so the entries are exactly those
//! of the JSON path.

use super::side::{cleaned, key_text, ByKey, CompiledSide, Direct, Indexed, Item, Resources};
use crate::output::{catalog_params, kind_name, parsed_catalog_value};
use crate::value::{Ty, Val};
use std::cell::RefCell;
use strata_core::value::Value;

/// The side's index: every resource that is neither virtual nor exported, by
/// `type\ftitle` (a file's `path` parameter as its title).
pub(super) fn index<'s>(side: &'s CompiledSide<'s>) -> Result<Indexed<'s>, String> {
    let c = side.compiler;
    let mut res = Resources {
        side,
        params: Vec::with_capacity(c.res.len() * 8),
        names: RefCell::new(Vec::new()),
    };
    let mut items = ByKey::with_capacity_and_hasher(c.res.len(), Default::default());
    let mut key = String::new();
    for (id, r) in c.res.iter().enumerate() {
        if r.virt {
            continue;
        }
        let start = res.params.len();
        let is_file = &*r.ty == "File";
        let mut path = None;
        let list = &mut res.params;
        catalog_params(c, id, |k, v, sensitive| {
            if is_file && k == "path" {
                path = Some(list.len());
            }
            list.push((Value::string(k), v.clone(), sensitive));
        });
        let mut d = Direct {
            id,
            params: start..res.params.len(),
            path,
            rewritten: false,
        };
        let rewrite = side.file_source.is_some() && res.needs_source(&d);
        if r.exported {
            // not in the diff; a source that is missing is still an error
            if rewrite {
                res.catalog_value(&d)?;
            }
            res.params.truncate(start);
            continue;
        }
        key.clear();
        key.push_str(&r.ty);
        key.push('\u{c}');
        match path {
            Some(p) => {
                let title = parsed_catalog_value(&res.params[p].1);
                key.push_str(&key_text(Some(&title)));
            }
            None => key.push_str(&r.title),
        }
        let value = std::cell::OnceCell::new();
        if rewrite {
            // rewritten now, so that a source that is missing is reported for every node
            let v = res.catalog_value(&d)?;
            let _ = value.set(cleaned(&v).unwrap_or(Value::Null));
            d.rewritten = true;
        }
        let item = Item {
            value,
            loc: Default::default(),
            direct: Some(d),
        };
        items.insert(key.clone(), item);
    }
    Ok(Indexed {
        items,
        compiled: Some(res),
    })
}

/// Whether two compiled resources have the same cleaned values (false: compare the values).
/// Only resources compared on the compiler's values count as the same: same type, title,
/// kind and tags, and the same catalog parameters in the same order with identical values
/// (the relationships `before` and `require`, which the diff drops, are not compared).
pub(super) fn same(a: &Resources<'_>, dx: &Direct, b: &Resources<'_>, dy: &Direct) -> bool {
    if dx.rewritten || dy.rewritten {
        return false;
    }
    let (ra, rb) = (&a.side.compiler.res[dx.id], &b.side.compiler.res[dy.id]);
    if ra.ty != rb.ty || ra.exported != rb.exported || kind_name(&ra.kind) != kind_name(&rb.kind) {
        return false;
    }
    match (dx.path, dy.path) {
        (None, None) => {
            if ra.title != rb.title {
                return false;
            }
        }
        (Some(i), Some(j)) => {
            if !ident(&a.params[i].1, &b.params[j].1) {
                return false;
            }
        }
        _ => return false,
    }
    if ra.tags.len() != rb.tags.len() || !ra.tags.iter().all(|t| rb.tags.contains(t)) {
        return false;
    }
    let (pa, pb) = (&a.params[dx.params.clone()], &b.params[dy.params.clone()]);
    pa.len() == pb.len()
        && pa.iter().zip(pb).all(|(p, q)| {
            p.0 == q.0
                && p.2 == q.2
                && (matches!(p.0.as_str(), Some("before" | "require")) || ident(&p.1, &q.1))
        })
}

/// Whether two values are identical, so that their catalog values are equal (false when
/// unsure: the values are then compared as catalog values).
fn ident(a: &Val, b: &Val) -> bool {
    match (a, b) {
        (Val::Undef, Val::Undef) | (Val::Default, Val::Default) => true,
        (Val::Bool(x), Val::Bool(y)) => x == y,
        (Val::Int(x), Val::Int(y)) => x == y,
        // NaN is never equal as a catalog value
        (Val::Float(x), Val::Float(y)) => x.to_bits() == y.to_bits() && !x.is_nan(),
        (Val::Str(x), Val::Str(y)) => x == y,
        (Val::Array(x), Val::Array(y)) => {
            x.len() == y.len() && x.iter().zip(y.iter()).all(|(p, q)| ident(p, q))
        }
        (Val::Hash(x), Val::Hash(y)) => {
            x.len() == y.len()
                && x.iter()
                    .zip(y.iter())
                    .all(|((k, v), (l, w))| ident(k, l) && ident(v, w))
        }
        (Val::Type(x), Val::Type(y)) => match (&**x, &**y) {
            (Ty::Resource(Some(t), Some(n)), Ty::Resource(Some(u), Some(m))) => t == u && n == m,
            (Ty::Class(Some(n)), Ty::Class(Some(m))) => n == m,
            _ => false,
        },
        (Val::Sensitive(x), Val::Sensitive(y)) => ident(x, y),
        _ => false,
    }
}
