//! Free variables of expressions, computed bottom-up when a node is built, so a record field can
//! tell in O(1) whether it refers to a sibling (and must be re-closed after a merge).

use crate::ast::*;
use std::collections::BTreeSet;
use std::rc::Rc;
use strata_core::source::Span;

fn add(set: &mut BTreeSet<Ident>, fv: &Fv) {
    if let Some(s) = fv {
        set.extend(s.iter().cloned());
    }
}

fn add_annot(set: &mut BTreeSet<Ident>, a: &Annot) {
    if let Some(t) = &a.typ {
        add(set, &t.fv);
    }
    for c in &a.contracts {
        add(set, &c.fv);
    }
}

/// Names a pattern binds.
pub fn pattern_binds(p: &Pattern, out: &mut Vec<Ident>) {
    if let Some(a) = &p.alias {
        out.push(a.clone());
    }
    match &p.kind {
        PatKind::Any(x) => out.push(x.clone()),
        PatKind::Wildcard | PatKind::Const(_) => {}
        PatKind::Enum(_, arg) => {
            if let Some(a) = arg {
                pattern_binds(a, out);
            }
        }
        PatKind::Record(fields, rest) => {
            for f in fields {
                pattern_binds(&f.pat, out);
            }
            if let Some(Some(r)) = rest {
                out.push(r.clone());
            }
        }
        PatKind::Array(items, rest) => {
            for i in items {
                pattern_binds(i, out);
            }
            if let Some(Some(r)) = rest {
                out.push(r.clone());
            }
        }
        PatKind::Or(alts) => {
            if let Some(a) = alts.first() {
                pattern_binds(a, out);
            }
        }
    }
}

fn pattern_uses(p: &Pattern, set: &mut BTreeSet<Ident>) {
    match &p.kind {
        PatKind::Const(e) => add(set, &e.fv),
        PatKind::Enum(_, Some(a)) => pattern_uses(a, set),
        PatKind::Record(fields, _) => {
            for f in fields {
                add_annot(set, &f.annot);
                if let Some(d) = &f.default {
                    add(set, &d.fv);
                }
                pattern_uses(&f.pat, set);
            }
        }
        PatKind::Array(items, _) | PatKind::Or(items) => {
            for i in items {
                pattern_uses(i, set);
            }
        }
        _ => {}
    }
}

fn finish(set: BTreeSet<Ident>) -> Fv {
    if set.is_empty() {
        None
    } else {
        Some(Rc::new(set))
    }
}

/// Free variables of a node from its children's sets.
pub fn compute(kind: &ExprKind) -> Fv {
    let mut set = BTreeSet::new();
    match kind {
        ExprKind::Null
        | ExprKind::Bool(_)
        | ExprKind::Num(_)
        | ExprKind::Str(_)
        | ExprKind::EnumTag(_) => return None,
        ExprKind::Import(..) | ExprKind::TypeVar(_) => return None,
        ExprKind::Var(x) => {
            set.insert(x.clone());
        }
        ExprKind::Chunks(chunks, _) => {
            for c in chunks {
                if let Chunk::Expr(e, _) = c {
                    add(&mut set, &e.fv);
                }
            }
        }
        ExprKind::EnumVariant(_, e) | ExprKind::Un(_, e) => return e.fv.clone(),
        ExprKind::Array(items) => {
            for i in items {
                add(&mut set, &i.fv);
            }
        }
        ExprKind::Record(r) => {
            for f in &r.fields {
                for p in &f.pieces {
                    if p.include {
                        set.insert(f.name.clone());
                        continue;
                    }
                    if let Some(v) = p.value.as_ref().and_then(PieceValue::as_expr) {
                        add(&mut set, &v.fv);
                    }
                    add_annot(&mut set, &p.annot);
                }
            }
            for (n, p) in &r.dyn_fields {
                add(&mut set, &n.fv);
                if let Some(v) = p.value.as_ref().and_then(PieceValue::as_expr) {
                    add(&mut set, &v.fv);
                }
                add_annot(&mut set, &p.annot);
            }
            if r.rec_self && !set.is_empty() {
                for f in &r.fields {
                    if !f.pieces.iter().any(|p| p.include) {
                        set.remove(&f.name);
                    }
                }
            }
        }
        ExprKind::Let {
            rec,
            bindings,
            body,
        } => {
            let mut bound = Vec::new();
            for (p, _) in bindings {
                pattern_binds(p, &mut bound);
            }
            add(&mut set, &body.fv);
            if *rec {
                for (p, v) in bindings {
                    add(&mut set, &v.fv);
                    pattern_uses(p, &mut set);
                }
                for b in &bound {
                    set.remove(b);
                }
            } else {
                for b in &bound {
                    set.remove(b);
                }
                for (p, v) in bindings {
                    add(&mut set, &v.fv);
                    pattern_uses(p, &mut set);
                }
            }
        }
        ExprKind::Fun(p, body) => {
            let mut bound = Vec::new();
            pattern_binds(p, &mut bound);
            add(&mut set, &body.fv);
            for b in &bound {
                set.remove(b);
            }
            pattern_uses(p, &mut set);
        }
        ExprKind::Match(arms) => {
            for a in arms.iter() {
                let mut inner = BTreeSet::new();
                add(&mut inner, &a.body.fv);
                if let Some(g) = &a.guard {
                    add(&mut inner, &g.fv);
                }
                let mut bound = Vec::new();
                pattern_binds(&a.pat, &mut bound);
                for b in &bound {
                    inner.remove(b);
                }
                set.extend(inner);
                pattern_uses(&a.pat, &mut set);
            }
        }
        ExprKind::App(a, b) | ExprKind::Bin(_, a, b) => {
            add(&mut set, &a.fv);
            add(&mut set, &b.fv);
        }
        ExprKind::If(a, b, c) => {
            add(&mut set, &a.fv);
            add(&mut set, &b.fv);
            add(&mut set, &c.fv);
        }
        ExprKind::Field(e, name) => {
            add(&mut set, &e.fv);
            if let FieldName::Dynamic(d) = name {
                add(&mut set, &d.fv);
            }
        }
        ExprKind::Annot(e, a) => {
            add(&mut set, &e.fv);
            add_annot(&mut set, a);
        }
        ExprKind::Prim(_, args) => {
            for a in args {
                add(&mut set, &a.fv);
            }
        }
        ExprKind::Type(t) => match t {
            TypeKind::Array(e) | TypeKind::Dict(e, _) => return e.fv.clone(),
            TypeKind::Arrow(a, b) => {
                add(&mut set, &a.fv);
                add(&mut set, &b.fv);
            }
            TypeKind::Forall(vars, b) => {
                add(&mut set, &b.fv);
                for v in vars {
                    set.remove(v);
                }
            }
            TypeKind::Record(rows, tail, _) => {
                for (_, _, t) in rows {
                    add(&mut set, &t.fv);
                }
                if let Some(t) = tail.as_ref().filter(|t| *t != "Dyn") {
                    set.insert(t.clone());
                }
            }
            TypeKind::Enum(rows, _) => {
                for (_, a) in rows {
                    if let Some(a) = a {
                        add(&mut set, &a.fv);
                    }
                }
            }
            _ => return None,
        },
    }
    finish(set)
}

/// The variables a pattern binds, with where each is written.
pub(crate) fn pattern_vars(p: &Pattern, out: &mut Vec<(Ident, Span)>) {
    if let Some(a) = &p.alias {
        out.push((a.clone(), p.span));
    }
    match &p.kind {
        PatKind::Any(x) => out.push((x.clone(), p.span)),
        PatKind::Wildcard | PatKind::Const(_) | PatKind::Enum(_, None) => {}
        PatKind::Enum(_, Some(arg)) => pattern_vars(arg, out),
        PatKind::Record(fields, rest) => {
            for f in fields {
                pattern_vars(&f.pat, out);
            }
            if let Some(Some(r)) = rest {
                out.push((r.clone(), p.span));
            }
        }
        PatKind::Array(items, rest) => {
            for i in items {
                pattern_vars(i, out);
            }
            if let Some(Some(r)) = rest {
                out.push((r.clone(), p.span));
            }
        }
        PatKind::Or(alts) => {
            if let Some(first) = alts.first() {
                pattern_vars(first, out);
            }
        }
    }
}

/// Expressions are built with their free variables (see [`compute`]).
#[allow(missing_docs)]
impl Expr {
    pub fn new(kind: ExprKind, span: Span) -> P {
        // literals (most nodes of a data file) have no free variable
        let fv = match kind {
            ExprKind::Null | ExprKind::Bool(_) | ExprKind::Num(_) | ExprKind::Str(_) => None,
            _ => compute(&kind),
        };
        Rc::new(Expr { kind, span, fv })
    }
}
