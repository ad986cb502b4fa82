//! Types as the typechecker works on them: Nickel's types with unification variables (`UVar`)
//! and rigid constants (`Const`, what a `forall` variable becomes while checking against a
//! polymorphic type), record rows and enum rows with their own variables, and flat types
//! (a contract used as a type, equal only to the same contract).

use crate::ast::*;
use std::collections::{HashMap, HashSet};
use std::rc::Rc;

/// A shared type.
pub type T = Rc<Ty>;

/// A type.
#[derive(Clone, Debug)]
pub enum Ty {
    Dyn,
    Num,
    Str,
    Bool,
    Arrow(T, T),
    Array(T),
    /// `{ _ : T }`; the flag is the contract flavour `{ _ | T }` (same static type).
    Dict(T, bool),
    Record(Rc<RRows>),
    Enum(Rc<ERows>),
    Forall(Ident, VarKind, T),
    /// A `forall` variable before it is substituted.
    Var(Ident),
    /// A contract used as a type.
    Contract(Rc<Flat>),
    /// The wildcard `_` (each occurrence numbered).
    Wildcard(usize),
    UVar(usize),
    Const(usize),
}

/// Record rows.
#[derive(Clone, Debug)]
pub enum RRows {
    Empty,
    /// The `; Dyn` tail.
    Dyn,
    Extend(Ident, T, Rc<RRows>),
    Var(Ident),
    UVar(usize),
    Const(usize),
}

/// Enum rows (a row without argument is a tag, with one a variant).
#[derive(Clone, Debug)]
pub enum ERows {
    Empty,
    Extend(Ident, Option<T>, Rc<ERows>),
    Var(Ident),
    UVar(usize),
    Const(usize),
}

/// What a `forall` variable ranges over; row variables exclude the labels written beside
/// them (`forall r. { x : Number; r }`: `r` has no `x`).
#[derive(Clone, Debug, PartialEq)]
pub enum VarKind {
    Type,
    RRows(Vec<Ident>),
    ERows(Vec<Ident>),
}

/// The three kinds of variables (for names and errors).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Kind {
    Type,
    RRows,
    ERows,
}

/// A contract in a type: its expression and the binding each of its free variables referred
/// to where the type was written.
#[derive(Debug)]
pub struct Flat {
    pub expr: P,
    pub env: Vec<(Ident, u64)>,
}

/// Is `e` a type expression (rather than a term used as a contract)?
fn type_var_bound(x: &str, bound: &[Ident]) -> bool {
    bound.iter().any(|b| b == x)
}

/// Does the type expression `e` contain a user contract (a term that is not a type)?
pub fn find_contract(e: &P, bound: &mut Vec<Ident>) -> Option<P> {
    match &e.kind {
        ExprKind::Type(k) => match k {
            TypeKind::Dyn
            | TypeKind::Wildcard
            | TypeKind::Number
            | TypeKind::String
            | TypeKind::Bool => None,
            TypeKind::Array(x) | TypeKind::Dict(x, _) => find_contract(x, bound),
            TypeKind::Arrow(a, b) => find_contract(a, bound).or_else(|| find_contract(b, bound)),
            TypeKind::Forall(vs, b) => {
                let n = bound.len();
                bound.extend(vs.iter().cloned());
                let r = find_contract(b, bound);
                bound.truncate(n);
                r
            }
            TypeKind::Enum(rows, _) => rows
                .iter()
                .find_map(|(_, a)| a.as_ref().and_then(|a| find_contract(a, bound))),
            TypeKind::Record(rows, _, _) => {
                rows.iter().find_map(|(_, _, t)| find_contract(t, bound))
            }
        },
        ExprKind::TypeVar(_) => None,
        ExprKind::Var(x) if type_var_bound(x, bound) => None,
        _ => Some(e.clone()),
    }
}

/// Collects how the variables `vars` are used in `e`: as record tails (with the labels beside
/// them) or enum tails.
fn usage(
    e: &P,
    vars: &[Ident],
    rec: &mut Vec<(Ident, Vec<Ident>)>,
    en: &mut Vec<(Ident, Vec<Ident>)>,
) {
    if let ExprKind::Type(k) = &e.kind {
        match k {
            TypeKind::Array(x) | TypeKind::Dict(x, _) => usage(x, vars, rec, en),
            TypeKind::Arrow(a, b) => {
                usage(a, vars, rec, en);
                usage(b, vars, rec, en);
            }
            TypeKind::Forall(vs, b) => {
                let inner: Vec<Ident> = vars.iter().filter(|v| !vs.contains(v)).cloned().collect();
                usage(b, &inner, rec, en);
            }
            TypeKind::Enum(rows, tail) => {
                for (_, a) in rows {
                    if let Some(a) = a {
                        usage(a, vars, rec, en);
                    }
                }
                if let Some(t) = tail {
                    if vars.contains(t) {
                        // only variants exclude their tag (tags may repeat through the tail)
                        let labels = rows
                            .iter()
                            .filter(|(_, a)| a.is_some())
                            .map(|(n, _)| n.clone());
                        add_usage(en, t, labels);
                    }
                }
            }
            TypeKind::Record(rows, tail, _) => {
                for (_, _, t) in rows {
                    usage(t, vars, rec, en);
                }
                if let Some(t) = tail {
                    if vars.contains(t) {
                        add_usage(rec, t, rows.iter().map(|(n, _, _)| n.clone()));
                    }
                }
            }
            _ => {}
        }
    }
}

fn add_usage(list: &mut Vec<(Ident, Vec<Ident>)>, v: &Ident, labels: impl Iterator<Item = Ident>) {
    match list.iter_mut().find(|(n, _)| n == v) {
        Some((_, ls)) => {
            for l in labels {
                if !ls.contains(&l) {
                    ls.push(l);
                }
            }
        }
        None => list.push((v.clone(), labels.collect())),
    }
}

/// Converts type syntax to a type. `bound` holds the `forall` variables in scope; `flat` makes
/// the flat type of a contract (with the bindings its variables refer to); `wild` numbers the
/// wildcards.
pub struct Convert<'a> {
    pub bound: Vec<Ident>,
    pub flat: &'a mut dyn FnMut(&P) -> Rc<Flat>,
    pub wild: &'a mut usize,
}

impl Convert<'_> {
    pub fn ty(&mut self, e: &P) -> T {
        Rc::new(match &e.kind {
            ExprKind::Type(k) => match k {
                TypeKind::Dyn => Ty::Dyn,
                TypeKind::Wildcard => {
                    *self.wild += 1;
                    Ty::Wildcard(*self.wild)
                }
                TypeKind::Number => Ty::Num,
                TypeKind::String => Ty::Str,
                TypeKind::Bool => Ty::Bool,
                TypeKind::Array(x) => Ty::Array(self.ty(x)),
                TypeKind::Dict(x, c) => Ty::Dict(self.ty(x), *c),
                TypeKind::Arrow(a, b) => Ty::Arrow(self.ty(a), self.ty(b)),
                TypeKind::Forall(vs, b) => {
                    let (mut rec, mut en) = (Vec::new(), Vec::new());
                    usage(b, vs, &mut rec, &mut en);
                    let n = self.bound.len();
                    self.bound.extend(vs.iter().cloned());
                    let mut body = self.ty(b);
                    self.bound.truncate(n);
                    for v in vs.iter().rev() {
                        let kind = if let Some((_, ls)) = rec.iter().find(|(n, _)| n == v) {
                            VarKind::RRows(ls.clone())
                        } else if let Some((_, ls)) = en.iter().find(|(n, _)| n == v) {
                            VarKind::ERows(ls.clone())
                        } else {
                            VarKind::Type
                        };
                        body = Rc::new(Ty::Forall(v.clone(), kind, body));
                    }
                    return body;
                }
                TypeKind::Enum(rows, tail) => {
                    let mut acc = Rc::new(match tail {
                        Some(t) => ERows::Var(t.clone()),
                        None => ERows::Empty,
                    });
                    for (n, a) in rows.iter().rev() {
                        let a = a.as_ref().map(|a| self.ty(a));
                        acc = Rc::new(ERows::Extend(n.clone(), a, acc));
                    }
                    Ty::Enum(acc)
                }
                TypeKind::Record(rows, tail, _) => {
                    let mut acc = Rc::new(match tail.as_deref() {
                        Some("Dyn") => RRows::Dyn,
                        Some(t) => RRows::Var(t.into()),
                        None => RRows::Empty,
                    });
                    for (n, _, t) in rows.iter().rev() {
                        acc = Rc::new(RRows::Extend(n.clone(), self.ty(t), acc));
                    }
                    Ty::Record(acc)
                }
            },
            ExprKind::TypeVar(x) => Ty::Var(x.clone()),
            ExprKind::Var(x) if type_var_bound(x, &self.bound) => Ty::Var(x.clone()),
            _ => Ty::Contract((self.flat)(e)),
        })
    }
}

/// Substitutes the `forall` variable `v` (of kind `k`) by a type, record rows or enum rows.
pub enum Sub {
    Ty(T),
    RRows(Rc<RRows>),
    ERows(Rc<ERows>),
}

pub fn subst(t: &T, v: &Ident, s: &Sub) -> T {
    match &**t {
        Ty::Var(x) if x == v => match s {
            Sub::Ty(t) => t.clone(),
            _ => t.clone(),
        },
        Ty::Arrow(a, b) => Rc::new(Ty::Arrow(subst(a, v, s), subst(b, v, s))),
        Ty::Array(a) => Rc::new(Ty::Array(subst(a, v, s))),
        Ty::Dict(a, c) => Rc::new(Ty::Dict(subst(a, v, s), *c)),
        Ty::Record(r) => Rc::new(Ty::Record(subst_rrows(r, v, s))),
        Ty::Enum(r) => Rc::new(Ty::Enum(subst_erows(r, v, s))),
        Ty::Forall(x, k, b) if x != v => Rc::new(Ty::Forall(x.clone(), k.clone(), subst(b, v, s))),
        _ => t.clone(),
    }
}

fn subst_rrows(r: &Rc<RRows>, v: &Ident, s: &Sub) -> Rc<RRows> {
    match &**r {
        RRows::Extend(n, t, tail) => Rc::new(RRows::Extend(
            n.clone(),
            subst(t, v, s),
            subst_rrows(tail, v, s),
        )),
        RRows::Var(x) if x == v => match s {
            Sub::RRows(r2) => r2.clone(),
            _ => r.clone(),
        },
        _ => r.clone(),
    }
}

fn subst_erows(r: &Rc<ERows>, v: &Ident, s: &Sub) -> Rc<ERows> {
    match &**r {
        ERows::Extend(n, t, tail) => Rc::new(ERows::Extend(
            n.clone(),
            t.as_ref().map(|t| subst(t, v, s)),
            subst_erows(tail, v, s),
        )),
        ERows::Var(x) if x == v => match s {
            Sub::ERows(r2) => r2.clone(),
            _ => r.clone(),
        },
        _ => r.clone(),
    }
}

/// Structural equality of two contract expressions, where a variable is equal to another when
/// both name the same binding, or when the definition of a let-bound one (in `defs`, by
/// binding) is equal to the other side.
pub fn flat_eq(a: &Flat, b: &Flat, defs: &HashMap<u64, Rc<Flat>>) -> bool {
    fn binding(f: &Flat, x: &str) -> Option<u64> {
        f.env.iter().find(|(n, _)| n == x).map(|(_, id)| *id)
    }
    fn def<'a>(f: &Flat, e: &P, defs: &'a HashMap<u64, Rc<Flat>>) -> Option<&'a Rc<Flat>> {
        match &e.kind {
            ExprKind::Var(x) => binding(f, x).and_then(|id| defs.get(&id)),
            _ => None,
        }
    }
    fn eq(a: &P, fa: &Flat, b: &P, fb: &Flat, defs: &HashMap<u64, Rc<Flat>>, depth: usize) -> bool {
        if depth > 64 {
            return false;
        }
        let d = depth + 1;
        if let (ExprKind::Var(x), ExprKind::Var(y)) = (&a.kind, &b.kind) {
            if x == y && binding(fa, x) == binding(fb, y) {
                return true;
            }
        }
        if let Some(da) = def(fa, a, defs) {
            return eq(&da.expr, da, b, fb, defs, d);
        }
        if let Some(db) = def(fb, b, defs) {
            return eq(a, fa, &db.expr, db, defs, d);
        }
        let eq2 = |x: &P, y: &P| eq(x, fa, y, fb, defs, d);
        match (&a.kind, &b.kind) {
            (
                ExprKind::Field(x, FieldName::Static(n, _)),
                ExprKind::Field(y, FieldName::Static(m, _)),
            ) => n == m && eq2(x, y),
            (ExprKind::App(f, x), ExprKind::App(g, y)) => eq2(f, g) && eq2(x, y),
            // record contracts: the same fields with the same annotations (in any order)
            (ExprKind::Record(r1), ExprKind::Record(r2)) => {
                let annot_eq = |x: &Annot, y: &Annot| {
                    x.optional == y.optional
                        && x.not_exported == y.not_exported
                        && x.priority == y.priority
                        && match (&x.typ, &y.typ) {
                            (Some(t), Some(u)) => eq2(t, u),
                            (None, None) => true,
                            _ => false,
                        }
                        && x.contracts.len() == y.contracts.len()
                        && x.contracts.iter().zip(&y.contracts).all(|(c, k)| eq2(c, k))
                };
                r1.dyn_fields.is_empty()
                    && r2.dyn_fields.is_empty()
                    && r1.consts.is_none()
                    && r2.consts.is_none()
                    && r1.open == r2.open
                    && r1.fields.len() == r2.fields.len()
                    && r1.fields.iter().all(|f1| {
                        let Some(f2) = r2.fields.iter().find(|f2| f2.name == f1.name) else {
                            return false;
                        };
                        let ([p1], [p2]) = (f1.pieces.as_slice(), f2.pieces.as_slice()) else {
                            return false;
                        };
                        annot_eq(&p1.annot, &p2.annot)
                            && match (&p1.value, &p2.value) {
                                (None, None) => true,
                                (Some(v1), Some(v2)) => eq2(&v1.to_expr(), &v2.to_expr()),
                                _ => false,
                            }
                    })
            }
            (ExprKind::Num(x), ExprKind::Num(y)) => x == y,
            (ExprKind::Str(x), ExprKind::Str(y)) => x == y,
            (ExprKind::Bool(x), ExprKind::Bool(y)) => x == y,
            (ExprKind::Null, ExprKind::Null) => true,
            (ExprKind::EnumTag(x), ExprKind::EnumTag(y)) => x == y,
            (ExprKind::TypeVar(x), ExprKind::TypeVar(y)) => x == y,
            (ExprKind::Type(k1), ExprKind::Type(k2)) => match (k1, k2) {
                (TypeKind::Dyn, TypeKind::Dyn)
                | (TypeKind::Number, TypeKind::Number)
                | (TypeKind::String, TypeKind::String)
                | (TypeKind::Bool, TypeKind::Bool) => true,
                (TypeKind::Array(x), TypeKind::Array(y)) => eq2(x, y),
                (TypeKind::Dict(x, c1), TypeKind::Dict(y, c2)) => c1 == c2 && eq2(x, y),
                (TypeKind::Arrow(a1, b1), TypeKind::Arrow(a2, b2)) => eq2(a1, a2) && eq2(b1, b2),
                _ => false,
            },
            _ => false,
        }
    }
    eq(&a.expr, a, &b.expr, b, defs, 0)
}

/// The free variables of a contract expression (to record the bindings they refer to).
pub fn flat_vars(e: &P) -> HashSet<Ident> {
    e.fv.as_ref()
        .map(|s| s.iter().cloned().collect())
        .unwrap_or_default()
}
