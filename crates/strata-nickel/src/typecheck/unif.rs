//! Unification: the tables of type, record-row and enum-row variables (each with the level of
//! polymorphism it was made at), the constraints that keep a row variable from taking a label
//! already present beside it, and the unification rules of Nickel's typechecker.

use super::types::*;
use crate::ast::Ident;
use std::collections::{HashMap, HashSet};
use std::rc::Rc;

/// A variable: its value once unified and its level.
#[derive(Clone)]
struct Slot<X> {
    value: Option<X>,
    level: usize,
}

/// The unification state.
#[derive(Default)]
pub struct State {
    tys: Vec<Slot<T>>,
    rrows: Vec<Slot<Rc<RRows>>>,
    erows: Vec<Slot<Rc<ERows>>>,
    /// Labels a record-row variable must not take.
    rconstr: HashMap<usize, HashSet<Ident>>,
    /// Labels (of variants) an enum-row variable must not take.
    econstr: HashMap<usize, HashSet<Ident>>,
    /// The `forall` variable each variable or constant was made from.
    pub names: HashMap<(usize, Kind), Ident>,
    /// The variable each wildcard stands for.
    wildcards: HashMap<usize, T>,
    /// The definitions of let-bound variables by binding (for the equality of contracts).
    pub defs: HashMap<u64, Rc<Flat>>,
}

/// A row-level unification error (made a type-level one with the two record or enum types).
#[derive(Debug)]
pub enum RowErr {
    MissingRecordRow(Ident),
    MissingEnumRow(Ident),
    ExtraRow(Ident),
    MissingDynTail,
    ExtraDynTail,
    RecordRowMismatch(Ident, Box<UErr>),
    EnumRowMismatch(Ident, Option<Box<UErr>>),
    RecordRowConflict(Ident, T),
    EnumRowConflict(Ident, Option<T>),
    WithConst(Kind, usize, T),
    ConstMismatch(Kind, usize, usize),
    VarLevelMismatch(Kind, usize),
    UnboundTypeVariable(Ident),
}

/// A unification error.
#[derive(Debug)]
pub enum UErr {
    TypeMismatch(T, T),
    /// A row error inside the record or enum types `expected`, `inferred`.
    Row(RowErr, T, T),
    /// An error in the domain or codomain of two function types.
    Arrow(T, T, Box<UErr>),
    WithConst(Kind, usize, T),
    ConstMismatch(Kind, usize, usize),
    VarLevelMismatch(Kind, usize),
    UnboundTypeVariable(Ident),
    InhomogeneousRecord(T, T),
}

impl RowErr {
    fn into_uerr(self, expected: T, inferred: T) -> UErr {
        match self {
            RowErr::WithConst(k, c, t) => UErr::WithConst(k, c, t),
            RowErr::ConstMismatch(k, a, b) => UErr::ConstMismatch(k, a, b),
            RowErr::VarLevelMismatch(k, c) => UErr::VarLevelMismatch(k, c),
            RowErr::UnboundTypeVariable(x) => UErr::UnboundTypeVariable(x),
            e => UErr::Row(e, expected, inferred),
        }
    }
}

fn rec(r: Rc<RRows>) -> T {
    Rc::new(Ty::Record(r))
}
fn enm(r: Rc<ERows>) -> T {
    Rc::new(Ty::Enum(r))
}

impl State {
    pub fn fresh_ty(&mut self, level: usize) -> T {
        self.tys.push(Slot { value: None, level });
        Rc::new(Ty::UVar(self.tys.len() - 1))
    }
    pub fn fresh_ty_id(&mut self, level: usize) -> usize {
        self.tys.push(Slot { value: None, level });
        self.tys.len() - 1
    }
    pub fn fresh_rrows(&mut self, level: usize) -> Rc<RRows> {
        Rc::new(RRows::UVar(self.fresh_rrows_id(level)))
    }
    pub fn fresh_rrows_id(&mut self, level: usize) -> usize {
        self.rrows.push(Slot { value: None, level });
        self.rrows.len() - 1
    }
    pub fn fresh_erows(&mut self, level: usize) -> Rc<ERows> {
        Rc::new(ERows::UVar(self.fresh_erows_id(level)))
    }
    pub fn fresh_erows_id(&mut self, level: usize) -> usize {
        self.erows.push(Slot { value: None, level });
        self.erows.len() - 1
    }
    pub fn set_rconstr(&mut self, id: usize, labels: &[Ident]) {
        if !labels.is_empty() {
            self.rconstr.insert(id, labels.iter().cloned().collect());
        }
    }
    pub fn set_econstr(&mut self, id: usize, labels: &[Ident]) {
        if !labels.is_empty() {
            self.econstr.insert(id, labels.iter().cloned().collect());
        }
    }

    /// The type wildcard `n` stands for, if the wildcard was met.
    pub fn wildcard_type(&self, n: usize) -> Option<T> {
        self.wildcards.get(&n).cloned()
    }

    pub fn wildcard(&mut self, n: usize, level: usize) -> T {
        if let Some(t) = self.wildcards.get(&n) {
            return t.clone();
        }
        let t = self.fresh_ty(level);
        self.wildcards.insert(n, t.clone());
        t
    }

    /// Follows bound variables.
    pub fn root(&self, t: &T) -> T {
        let mut cur = t.clone();
        loop {
            match &*cur {
                Ty::UVar(i) => match &self.tys[*i].value {
                    Some(v) => cur = v.clone(),
                    None => return cur,
                },
                _ => return cur,
            }
        }
    }
    pub fn root_r(&self, r: &Rc<RRows>) -> Rc<RRows> {
        let mut cur = r.clone();
        loop {
            match &*cur {
                RRows::UVar(i) => match &self.rrows[*i].value {
                    Some(v) => cur = v.clone(),
                    None => return cur,
                },
                _ => return cur,
            }
        }
    }
    pub fn root_e(&self, r: &Rc<ERows>) -> Rc<ERows> {
        let mut cur = r.clone();
        loop {
            match &*cur {
                ERows::UVar(i) => match &self.erows[*i].value {
                    Some(v) => cur = v.clone(),
                    None => return cur,
                },
                _ => return cur,
            }
        }
    }

    /// Lowers the level of every variable of `t` to at most `level` (a variable bound to a type
    /// can only be generalized where the type can).
    fn lower_levels(&mut self, t: &T, level: usize, d: usize) {
        if d > 200 {
            return;
        }
        match &**t {
            Ty::UVar(i) => {
                let i = *i;
                if self.tys[i].level > level {
                    self.tys[i].level = level;
                }
                if let Some(v) = self.tys[i].value.clone() {
                    self.lower_levels(&v, level, d + 1);
                }
            }
            Ty::Arrow(a, b) => {
                self.lower_levels(a, level, d + 1);
                self.lower_levels(b, level, d + 1);
            }
            Ty::Array(a) | Ty::Dict(a, _) | Ty::Forall(_, _, a) => {
                self.lower_levels(a, level, d + 1)
            }
            Ty::Record(r) => self.lower_levels_r(r, level, d + 1),
            Ty::Enum(r) => self.lower_levels_e(r, level, d + 1),
            _ => {}
        }
    }
    fn lower_levels_r(&mut self, r: &Rc<RRows>, level: usize, d: usize) {
        if d > 400 {
            return;
        }
        match &**r {
            RRows::UVar(i) => {
                let i = *i;
                if self.rrows[i].level > level {
                    self.rrows[i].level = level;
                }
                if let Some(v) = self.rrows[i].value.clone() {
                    self.lower_levels_r(&v, level, d + 1);
                }
            }
            RRows::Extend(_, t, tail) => {
                self.lower_levels(t, level, d + 1);
                self.lower_levels_r(tail, level, d + 1);
            }
            _ => {}
        }
    }
    fn lower_levels_e(&mut self, r: &Rc<ERows>, level: usize, d: usize) {
        if d > 400 {
            return;
        }
        match &**r {
            ERows::UVar(i) => {
                let i = *i;
                if self.erows[i].level > level {
                    self.erows[i].level = level;
                }
                if let Some(v) = self.erows[i].value.clone() {
                    self.lower_levels_e(&v, level, d + 1);
                }
            }
            ERows::Extend(_, t, tail) => {
                if let Some(t) = t {
                    self.lower_levels(t, level, d + 1);
                }
                self.lower_levels_e(tail, level, d + 1);
            }
            _ => {}
        }
    }

    fn occurs(&self, v: usize, t: &T, d: usize) -> bool {
        if d > 200 {
            return false;
        }
        let t = self.root(t);
        match &*t {
            Ty::UVar(i) => *i == v,
            Ty::Arrow(a, b) => self.occurs(v, a, d + 1) || self.occurs(v, b, d + 1),
            Ty::Array(a) | Ty::Dict(a, _) | Ty::Forall(_, _, a) => self.occurs(v, a, d + 1),
            Ty::Record(r) => {
                let mut r = self.root_r(r);
                let mut n = 0;
                while let RRows::Extend(_, t, tail) = &*r {
                    if self.occurs(v, t, d + 1) || n > 400 {
                        return true;
                    }
                    n += 1;
                    r = self.root_r(tail);
                }
                false
            }
            Ty::Enum(r) => {
                let mut r = self.root_e(r);
                let mut n = 0;
                while let ERows::Extend(_, t, tail) = &*r {
                    if t.as_ref().is_some_and(|t| self.occurs(v, t, d + 1)) || n > 400 {
                        return true;
                    }
                    n += 1;
                    r = self.root_e(tail);
                }
                false
            }
            _ => false,
        }
    }

    fn assign_ty(&mut self, v: usize, t: T) {
        let level = self.tys[v].level;
        self.lower_levels(&t, level, 0);
        self.tys[v].value = Some(t);
    }
    fn assign_r(&mut self, v: usize, r: Rc<RRows>) {
        let level = self.rrows[v].level;
        self.lower_levels_r(&r, level, 0);
        self.rrows[v].value = Some(r);
    }
    fn assign_e(&mut self, v: usize, r: Rc<ERows>) {
        let level = self.erows[v].level;
        self.lower_levels_e(&r, level, 0);
        self.erows[v].value = Some(r);
    }
    /// Closes an open enum tail (the enum of a match without a catch-all).
    pub fn close_enum(&mut self, r: &Rc<ERows>) {
        let mut r = self.root_e(r);
        let mut n = 0;
        while let ERows::Extend(_, _, tail) = &*r {
            n += 1;
            if n > 400 {
                return;
            }
            r = self.root_e(tail);
        }
        if let ERows::UVar(i) = &*r {
            self.erows[*i].value = Some(Rc::new(ERows::Empty));
        }
    }
    /// Closes a record-row tail variable (a record checked against a dictionary).
    pub fn close_rrows_var(&mut self, id: usize) {
        self.rrows[id].value = Some(Rc::new(RRows::Empty));
    }

    /// Unifies two types (`t1` the expected one, `t2` the inferred one).
    pub fn unify(&mut self, t1: &T, t2: &T, level: usize) -> Result<(), UErr> {
        stacker::maybe_grow(crate::eval::RED_ZONE, crate::eval::STACK_SEGMENT, || {
            self.unify_inner(t1, t2, level)
        })
    }

    fn unify_inner(&mut self, t1: &T, t2: &T, level: usize) -> Result<(), UErr> {
        let a = self.root(t1);
        let b = self.root(t2);
        match (&*a, &*b) {
            (Ty::Wildcard(n), _) => {
                let w = self.wildcard(*n, level);
                self.unify(&w, &b, level)
            }
            (_, Ty::Wildcard(n)) => {
                let w = self.wildcard(*n, level);
                self.unify(&a, &w, level)
            }
            (Ty::UVar(i), Ty::UVar(j)) if i == j => Ok(()),
            (Ty::UVar(i), _) | (_, Ty::UVar(i)) => {
                let (v, other) = if matches!(&*a, Ty::UVar(x) if x == i) {
                    (*i, b.clone())
                } else {
                    (*i, a.clone())
                };
                if let Ty::Const(c) = &*other {
                    if self.tys[v].level < self.tys[*c].level {
                        return Err(UErr::VarLevelMismatch(Kind::Type, *c));
                    }
                }
                if self.occurs(v, &other, 0) {
                    // a cyclic type: Nickel has no recursive types
                    return Err(UErr::TypeMismatch(a.clone(), b.clone()));
                }
                self.assign_ty(v, other);
                Ok(())
            }
            (Ty::Const(i), Ty::Const(j)) if i == j => Ok(()),
            (Ty::Const(i), Ty::Const(j)) => Err(UErr::ConstMismatch(Kind::Type, *i, *j)),
            (Ty::Const(i), _) => Err(UErr::WithConst(Kind::Type, *i, b.clone())),
            (_, Ty::Const(i)) => Err(UErr::WithConst(Kind::Type, *i, a.clone())),
            (Ty::Dyn, Ty::Dyn) | (Ty::Num, Ty::Num) | (Ty::Str, Ty::Str) | (Ty::Bool, Ty::Bool) => {
                Ok(())
            }
            (Ty::Array(x), Ty::Array(y)) => self.unify(x, y, level),
            (Ty::Dict(x, _), Ty::Dict(y, _)) => self.unify(x, y, level),
            (Ty::Arrow(d1, c1), Ty::Arrow(d2, c2)) => {
                self.unify(d1, d2, level)
                    .map_err(|e| UErr::Arrow(a.clone(), b.clone(), Box::new(e)))?;
                self.unify(c1, c2, level)
                    .map_err(|e| UErr::Arrow(a.clone(), b.clone(), Box::new(e)))
            }
            (Ty::Contract(f1), Ty::Contract(f2)) if flat_eq(f1, f2, &self.defs) => Ok(()),
            (Ty::Record(r1), Ty::Record(r2)) => self
                .unify_r(r1, r2, level)
                .map_err(|e| e.into_uerr(a.clone(), b.clone())),
            (Ty::Enum(r1), Ty::Enum(r2)) => self
                .unify_e(r1, r2, level)
                .map_err(|e| e.into_uerr(a.clone(), b.clone())),
            (Ty::Forall(v1, k1, b1), Ty::Forall(v2, k2, b2)) if k1 == k2 => {
                let (s1, s2) = match k1 {
                    VarKind::Type => {
                        let c = Rc::new(Ty::Const(self.fresh_ty_id(level)));
                        (
                            subst(b1, v1, &Sub::Ty(c.clone())),
                            subst(b2, v2, &Sub::Ty(c)),
                        )
                    }
                    VarKind::RRows(_) => {
                        let c = Rc::new(RRows::Const(self.fresh_rrows_id(level)));
                        (
                            subst(b1, v1, &Sub::RRows(c.clone())),
                            subst(b2, v2, &Sub::RRows(c)),
                        )
                    }
                    VarKind::ERows(_) => {
                        let c = Rc::new(ERows::Const(self.fresh_erows_id(level)));
                        (
                            subst(b1, v1, &Sub::ERows(c.clone())),
                            subst(b2, v2, &Sub::ERows(c)),
                        )
                    }
                };
                self.unify(&s1, &s2, level)
            }
            (Ty::Var(x), _) | (_, Ty::Var(x)) => Err(UErr::UnboundTypeVariable(x.clone())),
            _ => Err(UErr::TypeMismatch(a.clone(), b.clone())),
        }
    }

    fn propagate_r(&mut self, var: usize, r: &Rc<RRows>) -> Result<(), RowErr> {
        let Some(cs) = self.rconstr.remove(&var) else {
            return Ok(());
        };
        let mut cur = self.root_r(r);
        loop {
            match &*cur {
                RRows::Extend(n, t, _) if cs.contains(n) => {
                    return Err(RowErr::RecordRowConflict(n.clone(), t.clone()))
                }
                RRows::Extend(_, _, tail) => cur = self.root_r(tail),
                RRows::UVar(i) if *i != var => {
                    self.rconstr.entry(*i).or_default().extend(cs);
                    return Ok(());
                }
                _ => return Ok(()),
            }
        }
    }
    fn propagate_e(&mut self, var: usize, r: &Rc<ERows>) -> Result<(), RowErr> {
        let Some(cs) = self.econstr.remove(&var) else {
            return Ok(());
        };
        let mut cur = self.root_e(r);
        loop {
            match &*cur {
                ERows::Extend(n, t @ Some(_), _) if cs.contains(n) => {
                    return Err(RowErr::EnumRowConflict(n.clone(), t.clone()))
                }
                ERows::Extend(_, _, tail) => cur = self.root_e(tail),
                ERows::UVar(i) if *i != var => {
                    self.econstr.entry(*i).or_default().extend(cs);
                    return Ok(());
                }
                _ => return Ok(()),
            }
        }
    }

    /// Takes the row `id` out of `r`: its type (`None`: `r`'s tail variable was extended with
    /// it) and the rest of the rows.
    #[allow(clippy::type_complexity)]
    pub fn remove_row(
        &mut self,
        r: &Rc<RRows>,
        id: &Ident,
        content: &T,
        level: usize,
    ) -> Result<(Option<T>, Rc<RRows>), RowErr> {
        let r = self.root_r(r);
        match &*r {
            RRows::Extend(n, t, tail) => {
                if n == id {
                    Ok((Some(t.clone()), tail.clone()))
                } else {
                    let (x, rest) = self.remove_row(tail, id, content, level)?;
                    Ok((x, Rc::new(RRows::Extend(n.clone(), t.clone(), rest))))
                }
            }
            RRows::UVar(v) => {
                let v = *v;
                let tail_id = self.fresh_rrows_id(level);
                self.rconstr.insert(tail_id, HashSet::from([id.clone()]));
                let tail = Rc::new(RRows::UVar(tail_id));
                let ext = Rc::new(RRows::Extend(id.clone(), content.clone(), tail.clone()));
                self.propagate_r(v, &ext)
                    .map_err(|_| RowErr::RecordRowConflict(id.clone(), content.clone()))?;
                self.assign_r(v, ext);
                Ok((None, tail))
            }
            _ => Err(RowErr::MissingRecordRow(id.clone())),
        }
    }

    #[allow(clippy::type_complexity)]
    fn remove_row_e(
        &mut self,
        r: &Rc<ERows>,
        id: &Ident,
        content: &Option<T>,
        level: usize,
    ) -> Result<(Option<Option<T>>, Rc<ERows>), RowErr> {
        let r = self.root_e(r);
        match &*r {
            ERows::Extend(n, t, tail) => {
                if n == id && t.is_some() == content.is_some() {
                    Ok((Some(t.clone()), tail.clone()))
                } else {
                    let (x, rest) = self.remove_row_e(tail, id, content, level)?;
                    Ok((x, Rc::new(ERows::Extend(n.clone(), t.clone(), rest))))
                }
            }
            ERows::UVar(v) => {
                let v = *v;
                let tail_id = self.fresh_erows_id(level);
                if content.is_some() {
                    self.econstr.insert(tail_id, HashSet::from([id.clone()]));
                }
                let tail = Rc::new(ERows::UVar(tail_id));
                let ext = Rc::new(ERows::Extend(id.clone(), content.clone(), tail.clone()));
                self.propagate_e(v, &ext)
                    .map_err(|_| RowErr::EnumRowConflict(id.clone(), content.clone()))?;
                self.assign_e(v, ext);
                Ok((None, tail))
            }
            _ => Err(RowErr::MissingEnumRow(id.clone())),
        }
    }

    pub fn unify_r(&mut self, r1: &Rc<RRows>, r2: &Rc<RRows>, level: usize) -> Result<(), RowErr> {
        let a = self.root_r(r1);
        let b = self.root_r(r2);
        match (&*a, &*b) {
            (RRows::UVar(i), RRows::UVar(j)) if i == j => Ok(()),
            (RRows::UVar(i), _) | (_, RRows::UVar(i)) => {
                let (v, other) = if matches!(&*a, RRows::UVar(x) if x == i) {
                    (*i, b.clone())
                } else {
                    (*i, a.clone())
                };
                if let RRows::Const(c) = &*other {
                    if self.rrows[v].level < self.rrows[*c].level {
                        return Err(RowErr::VarLevelMismatch(Kind::RRows, *c));
                    }
                }
                self.propagate_r(v, &other)?;
                self.assign_r(v, other);
                Ok(())
            }
            (RRows::Var(x), _) | (_, RRows::Var(x)) => Err(RowErr::UnboundTypeVariable(x.clone())),
            (RRows::Empty, RRows::Empty) | (RRows::Dyn, RRows::Dyn) => Ok(()),
            (RRows::Empty, RRows::Dyn) => Err(RowErr::ExtraDynTail),
            (RRows::Dyn, RRows::Empty) => Err(RowErr::MissingDynTail),
            (RRows::Empty | RRows::Dyn, RRows::Extend(id, _, _)) => {
                Err(RowErr::ExtraRow(id.clone()))
            }
            (RRows::Extend(id, _, _), RRows::Empty | RRows::Dyn) => {
                Err(RowErr::MissingRecordRow(id.clone()))
            }
            (RRows::Extend(id, t, tail), RRows::Extend(..)) => {
                let (t2, rest) = self.remove_row(&b, id, t, level)?;
                if let Some(t2) = t2 {
                    self.unify(t, &t2, level)
                        .map_err(|e| RowErr::RecordRowMismatch(id.clone(), Box::new(e)))?;
                }
                self.unify_r(tail, &rest, level)
            }
            (RRows::Const(i), RRows::Const(j)) if i == j => Ok(()),
            (RRows::Const(i), RRows::Const(j)) => Err(RowErr::ConstMismatch(Kind::RRows, *i, *j)),
            (RRows::Const(i), _) => Err(RowErr::WithConst(Kind::RRows, *i, rec(b.clone()))),
            (_, RRows::Const(i)) => Err(RowErr::WithConst(Kind::RRows, *i, rec(a.clone()))),
        }
    }

    pub fn unify_e(&mut self, r1: &Rc<ERows>, r2: &Rc<ERows>, level: usize) -> Result<(), RowErr> {
        let a = self.root_e(r1);
        let b = self.root_e(r2);
        match (&*a, &*b) {
            (ERows::UVar(i), ERows::UVar(j)) if i == j => Ok(()),
            (ERows::UVar(i), _) | (_, ERows::UVar(i)) => {
                let (v, other) = if matches!(&*a, ERows::UVar(x) if x == i) {
                    (*i, b.clone())
                } else {
                    (*i, a.clone())
                };
                if let ERows::Const(c) = &*other {
                    if self.erows[v].level < self.erows[*c].level {
                        return Err(RowErr::VarLevelMismatch(Kind::ERows, *c));
                    }
                }
                self.propagate_e(v, &other)?;
                self.assign_e(v, other);
                Ok(())
            }
            (ERows::Var(x), _) | (_, ERows::Var(x)) => Err(RowErr::UnboundTypeVariable(x.clone())),
            (ERows::Empty, ERows::Empty) => Ok(()),
            (ERows::Empty, ERows::Extend(id, _, _)) => Err(RowErr::ExtraRow(id.clone())),
            (ERows::Extend(id, _, _), ERows::Empty) => Err(RowErr::MissingEnumRow(id.clone())),
            (ERows::Extend(id, t, tail), ERows::Extend(..)) => {
                let (t2, rest) = self.remove_row_e(&b, id, t, level)?;
                if let Some(t2) = t2 {
                    match (t, t2) {
                        (Some(t), Some(t2)) => self
                            .unify(t, &t2, level)
                            .map_err(|e| RowErr::EnumRowMismatch(id.clone(), Some(Box::new(e))))?,
                        (None, None) => {}
                        _ => return Err(RowErr::EnumRowMismatch(id.clone(), None)),
                    }
                }
                self.unify_e(tail, &rest, level)
            }
            (ERows::Const(i), ERows::Const(j)) if i == j => Ok(()),
            (ERows::Const(i), ERows::Const(j)) => Err(RowErr::ConstMismatch(Kind::ERows, *i, *j)),
            (ERows::Const(i), _) => Err(RowErr::WithConst(Kind::ERows, *i, enm(b.clone()))),
            (_, ERows::Const(i)) => Err(RowErr::WithConst(Kind::ERows, *i, enm(a.clone()))),
        }
    }

    /// Replaces the leading `forall`s of `t` by fresh unification variables (`as_const`:
    /// rigid constants), one level of polymorphism further.
    pub fn instantiate(&mut self, t: &T, level: &mut usize, as_const: bool) -> T {
        let mut t = self.root(t);
        if matches!(&*t, Ty::Forall(..)) {
            *level += 1;
        }
        while let Ty::Forall(v, k, body) = &*t {
            let lvl = *level;
            let next = match k {
                VarKind::Type => {
                    let id = self.fresh_ty_id(lvl);
                    self.names.insert((id, Kind::Type), v.clone());
                    let x = Rc::new(if as_const {
                        Ty::Const(id)
                    } else {
                        Ty::UVar(id)
                    });
                    subst(body, v, &Sub::Ty(x))
                }
                VarKind::RRows(ex) => {
                    let id = self.fresh_rrows_id(lvl);
                    self.names.insert((id, Kind::RRows), v.clone());
                    let x = Rc::new(if as_const {
                        RRows::Const(id)
                    } else {
                        RRows::UVar(id)
                    });
                    if !as_const {
                        self.set_rconstr(id, ex);
                    }
                    subst(body, v, &Sub::RRows(x))
                }
                VarKind::ERows(ex) => {
                    let id = self.fresh_erows_id(lvl);
                    self.names.insert((id, Kind::ERows), v.clone());
                    let x = Rc::new(if as_const {
                        ERows::Const(id)
                    } else {
                        ERows::UVar(id)
                    });
                    if !as_const {
                        self.set_econstr(id, ex);
                    }
                    subst(body, v, &Sub::ERows(x))
                }
            };
            t = next;
        }
        t
    }

    /// Subsumption: the inferred type `inferred` may be used where `checked` is expected
    /// (records into dictionaries, and through arrays, dictionaries and record fields).
    pub fn subsume(&mut self, inferred: &T, checked: &T, level: usize) -> Result<(), UErr> {
        let mut lvl = level;
        let inf = self.instantiate(inferred, &mut lvl, false);
        let chk = self.root(checked);
        match (&*inf, &*chk) {
            (Ty::Record(rows), Ty::Dict(tf, _)) => {
                let mut prev: Option<T> = None;
                let mut r = self.root_r(rows);
                loop {
                    match &*r.clone() {
                        RRows::Extend(_, t, tail) => {
                            let res = self.subsume(t, tf, lvl);
                            match (res, &prev) {
                                (Err(_), Some(p)) => {
                                    return Err(UErr::InhomogeneousRecord(p.clone(), t.clone()))
                                }
                                (Err(e), None) => return Err(e),
                                _ => {}
                            }
                            prev = Some(t.clone());
                            r = self.root_r(tail);
                        }
                        RRows::UVar(id) => {
                            self.close_rrows_var(*id);
                            return Ok(());
                        }
                        RRows::Const(id) => {
                            return Err(UErr::WithConst(Kind::RRows, *id, chk.clone()));
                        }
                        _ => return Ok(()),
                    }
                }
            }
            (Ty::Array(a), Ty::Array(b)) | (Ty::Dict(a, _), Ty::Dict(b, _)) => {
                let (a, b) = (a.clone(), b.clone());
                self.subsume(&a, &b, lvl)
            }
            (Ty::Record(r1), Ty::Record(r2)) => {
                let (r1, r2) = (r1.clone(), r2.clone());
                self.subsume_r(&r1, &r2, lvl)
                    .map_err(|e| e.into_uerr(chk.clone(), inf.clone()))
            }
            _ => self.unify(&chk, &inf, lvl),
        }
    }

    fn subsume_r(&mut self, r1: &Rc<RRows>, r2: &Rc<RRows>, level: usize) -> Result<(), RowErr> {
        let a = self.root_r(r1);
        let b = self.root_r(r2);
        match (&*a, &*b) {
            (RRows::Extend(..), RRows::Extend(id2, t2, tail2)) => {
                let (t1, rest) = self.remove_row(&a, id2, t2, level)?;
                if let Some(t1) = t1 {
                    self.subsume(&t1, t2, level)
                        .map_err(|e| RowErr::RecordRowMismatch(id2.clone(), Box::new(e)))?;
                }
                self.subsume_r(&rest, tail2, level)
            }
            (RRows::Var(x), _) | (_, RRows::Var(x)) => Err(RowErr::UnboundTypeVariable(x.clone())),
            (RRows::Empty, RRows::Empty) | (RRows::Dyn, RRows::Dyn) => Ok(()),
            (RRows::Empty, RRows::Dyn) | (RRows::Dyn, RRows::Empty) => Err(RowErr::ExtraDynTail),
            (RRows::Empty | RRows::Dyn, RRows::Extend(id, _, _)) => {
                Err(RowErr::MissingRecordRow(id.clone()))
            }
            (RRows::Extend(id, _, _), RRows::Empty | RRows::Dyn) => {
                Err(RowErr::ExtraRow(id.clone()))
            }
            _ => self.unify_r(&b, &a, level),
        }
    }
}
