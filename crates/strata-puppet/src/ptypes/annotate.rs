//! The `annotate` function (functions/annotate.rb) and the annotations of values: an
//! Annotation type (an Object type whose parent is `Annotation`) attaches one instance of
//! itself to an Object instance or to an Object type.
//!
//! - `Ann.annotate(value)`: the annotation, or undef; with a block, the block's hash makes
//!   the annotation when there is none yet.
//! - `Ann.annotate(value, hash)`: a new annotation from the hash (replacing an old one).
//! - `Ann.annotate(value, clear)`: removes it and returns the removed one.
//! - `Pcore.annotate(value, {Ann => hash, ...})`: several at once; returns the value.
//!
//! Annotations an Object type declares (`annotations => {...}`) can be read but neither
//! redefined nor cleared.

use super::object::{new_object, object_type, ObjTy};
use crate::ast::Lambda;
use crate::eval::{rt_err, Compiler, ScopeId, R};
use crate::value::{Ty, Val};
use std::sync::Arc;
use strata_core::Span;

pub use super::annotations::Annotations;

/// The key of an annotated value: an Object type by its name, an Object instance by identity.
fn key(v: &Val) -> Option<String> {
    if let Some(t) = object_type(v) {
        return Some(format!("T:{}", t.show().to_lowercase()));
    }
    if super::object::is_object(v) {
        return super::object::identity(v).map(|p| format!("O:{p}"));
    }
    None
}

fn ann_name(t: &ObjTy) -> Arc<str> {
    t.show().into()
}

/// The annotation of type `ann` that `target`'s type declares.
fn declared(target: &Val, ann: &ObjTy) -> Option<Val> {
    let t = object_type(target)?;
    t.annotations
        .iter()
        .find(|(a, _)| a.show().eq_ignore_ascii_case(&ann.show()))
        .map(|(_, h)| h.clone())
}

fn make(c: &mut Compiler<'_>, ann: &Arc<ObjTy>, h: &Val, span: Span) -> R<Val> {
    new_object(c, ann, std::slice::from_ref(h)).or_else(|e| rt_err(e, span))
}

/// `annotate(type, value, ...)`.
pub(crate) fn annotate(
    c: &mut Compiler<'_>,
    args: Vec<Val>,
    lambda: Option<&Lambda>,
    sc: ScopeId,
    span: Span,
) -> R<Val> {
    let (Some(t), Some(target)) = (args.first(), args.get(1)) else {
        return rt_err(
            format!("'annotate' expects 2 or 3 arguments, got {}", args.len()),
            span,
        );
    };
    if matches!(t, Val::Type(x) if matches!(&**x, Ty::Other(n) if &**n == "Pcore")) {
        let Some(Val::Hash(h)) = args.get(2) else {
            return rt_err(
                "'annotate' expects a Hash of annotation types and their values",
                span,
            );
        };
        for (a, v) in h.iter() {
            annotate(
                c,
                vec![a.clone(), target.clone(), v.clone()],
                None,
                sc,
                span,
            )?;
        }
        return Ok(target.clone());
    }
    let Some(ann) = object_type(t).filter(|a| a.annotation) else {
        // with three arguments two of annotate.rb's signatures take the count: the
        // dispatcher lists all three
        if args.len() == 3 {
            let got = crate::types::type_name_of(t);
            return rt_err(
                format!(
                    "The function 'annotate' was called with arguments it does not accept. It expects one of:\n  (Type[Annotation] type, Any value, Callable[0, 0] block?)\n    rejected: expects 2 arguments, got 3\n  (Type[Annotation] type, Any value, Variant[Enum['clear'], Hash[Pcore::MemberName, Any]] annotation_hash)\n    rejected: parameter 'type' expects a Type[Object[{{name => 'Annotation'}}]] value, got {got}\n  (Type[Pcore] type, Any value, Hash[Type[Annotation], Hash[Pcore::MemberName, Any]] annotations)\n    rejected: parameter 'type' expects a Type[Object[{{name => 'Pcore'}}]] value, got {got}"
                ),
                span,
            );
        }
        return rt_err(
            format!(
                "'annotate' parameter 'type' expects a Type[Annotation] value, got {}",
                crate::types::type_name_of(t)
            ),
            span,
        );
    };
    let Some(k) = key(target) else {
        return rt_err(
            format!(
                "'annotate' parameter 'value' expects an Object value, got {}",
                crate::types::type_name_of(target)
            ),
            span,
        );
    };
    let name = ann_name(&ann);
    let on_type = declared(target, &ann);
    let target_name = || match object_type(target) {
        Some(t) => t.show(),
        None => target.to_display(),
    };
    match args.get(2) {
        None => {
            if let Some(h) = &on_type {
                return make(c, &ann, h, span);
            }
            let existing = c
                .annotations
                .by_value
                .get(&k)
                .and_then(|(_, l)| l.iter().find(|(n, _)| *n == name))
                .map(|(_, v)| v.clone());
            if let Some(v) = existing {
                return Ok(v);
            }
            let Some(l) = lambda else {
                return Ok(Val::Undef);
            };
            let h = c.call_lambda(l, vec![], sc, span)?;
            let v = make(c, &ann, &h, span)?;
            store(c, k, target, name, v.clone());
            Ok(v)
        }
        Some(Val::Str(s)) if &**s == "clear" => {
            if on_type.is_some() {
                return rt_err(
                    format!(
                        "attempt to clear {name} annotation declared on {}",
                        target_name()
                    ),
                    span,
                );
            }
            let removed = c.annotations.by_value.get_mut(&k).and_then(|(_, l)| {
                let i = l.iter().position(|(n, _)| *n == name)?;
                Some(l.remove(i).1)
            });
            Ok(removed.unwrap_or(Val::Undef))
        }
        Some(h @ Val::Hash(_)) => {
            if on_type.is_some() {
                return rt_err(
                    format!(
                        "attempt to redefine {name} annotation declared on {}",
                        target_name()
                    ),
                    span,
                );
            }
            let v = make(c, &ann, h, span)?;
            store(c, k, target, name, v.clone());
            Ok(v)
        }
        Some(other) => rt_err(
            format!(
                "'annotate' parameter 'annotation_hash' expects a value of type Hash or Enum['clear'], got {}",
                crate::types::type_name_of(other)
            ),
            span,
        ),
    }
}

fn store(c: &mut Compiler<'_>, k: String, target: &Val, name: Arc<str>, v: Val) {
    let e = c
        .annotations
        .by_value
        .entry(k)
        .or_insert_with(|| (target.clone(), vec![]));
    e.1.retain(|(n, _)| *n != name);
    e.1.push((name, v));
}
