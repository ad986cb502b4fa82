//! Checks done on a whole program before evaluation, as Nickel's typechecker does in walk mode:
//! every identifier must be bound, wherever it occurs (also in code that is never evaluated).
//!
//! Type variables bound by `forall` are visible in the type positions of the `forall`'s body
//! (`a -> a`, `Array a`, `{ _ : a }`, record-type fields, row tails) but not inside the contracts
//! a type contains (`{ _ | a }`, `{ x | a }`), which are ordinary terms.

use crate::ast::*;
use crate::eval::{EvalError, RED_ZONE, STACK_SEGMENT};
use std::collections::HashMap;
use std::rc::Rc;
use strata_core::source::Span;

/// Identifiers in scope: term variables and the type variables currently visible.
#[derive(Default)]
struct Scope {
    terms: HashMap<Ident, u32>,
    types: Vec<Vec<Ident>>,
}

impl Scope {
    fn push(&mut self, names: &[Ident]) {
        for n in names {
            *self.terms.entry(n.clone()).or_insert(0) += 1;
        }
    }
    fn pop(&mut self, names: &[Ident]) {
        for n in names {
            if let Some(c) = self.terms.get_mut(n) {
                *c -= 1;
                if *c == 0 {
                    self.terms.remove(n);
                }
            }
        }
    }
    fn has(&self, name: &str) -> bool {
        name == "std"
            || self.terms.contains_key(name)
            || self
                .types
                .last()
                .is_some_and(|vs| vs.iter().any(|v| v == name))
    }
}

/// The checks Nickel does on a program before evaluating it: unbound identifiers
/// ([`check_bound`]), then the static types of `:` annotations ([`check_types`]). Each walk of the
/// whole tree runs only when it can find something: the free variables computed while parsing
/// already tell that no identifier is unbound (unless `forall` type variables, whose scope
/// differs, are present), and a text without `:` has no type annotation to check.
pub fn check_program(p: &crate::parser::Program) -> Result<(), EvalError> {
    let all_bound = !p.forall
        && p.expr
            .fv
            .as_ref()
            .is_none_or(|fv| fv.iter().all(|x| x == "std"));
    if !all_bound {
        check_bound(&p.expr)?;
    }
    if p.typed {
        check_types(&p.expr)?;
    }
    Ok(())
}

/// Reports the first unbound identifier of `e` (the whole program), as Nickel does before it
/// evaluates anything.
pub fn check_bound(e: &P) -> Result<(), EvalError> {
    let mut scope = Scope::default();
    scope.types.push(Vec::new());
    walk(e, &mut scope)
}

fn unbound(name: &str, span: Span) -> EvalError {
    EvalError::new(format!("unbound identifier `{name}`"))
        .primary(span, "this identifier is unbound")
}

fn walk(e: &P, s: &mut Scope) -> Result<(), EvalError> {
    stacker::maybe_grow(RED_ZONE, STACK_SEGMENT, || walk_inner(e, s))
}

/// Walks a contract inside a type: the type variables of enclosing `forall`s are not visible.
fn walk_contract(e: &P, s: &mut Scope) -> Result<(), EvalError> {
    s.types.push(Vec::new());
    let r = walk(e, s);
    s.types.pop();
    r
}

fn walk_annot(a: &Annot, s: &mut Scope) -> Result<(), EvalError> {
    if let Some(t) = &a.typ {
        walk(t, s)?;
    }
    for c in &a.contracts {
        walk_contract(c, s)?;
    }
    Ok(())
}

fn pattern_uses(p: &Pattern, s: &mut Scope) -> Result<(), EvalError> {
    match &p.kind {
        PatKind::Const(e) => walk(e, s),
        PatKind::Enum(_, Some(a)) => pattern_uses(a, s),
        PatKind::Record(fields, _) => {
            for f in fields {
                walk_annot(&f.annot, s)?;
                if let Some(d) = &f.default {
                    walk(d, s)?;
                }
                pattern_uses(&f.pat, s)?;
            }
            Ok(())
        }
        PatKind::Array(items, _) | PatKind::Or(items) => {
            for i in items {
                pattern_uses(i, s)?;
            }
            Ok(())
        }
        _ => Ok(()),
    }
}

fn binds(p: &Pattern) -> Vec<Ident> {
    let mut out = Vec::new();
    crate::fv::pattern_binds(p, &mut out);
    out
}

fn walk_inner(e: &P, s: &mut Scope) -> Result<(), EvalError> {
    match &e.kind {
        ExprKind::Null
        | ExprKind::Bool(_)
        | ExprKind::Num(_)
        | ExprKind::Str(_)
        | ExprKind::EnumTag(_)
        | ExprKind::Import(..)
        | ExprKind::TypeVar(_) => Ok(()),
        ExprKind::Var(x) => {
            if s.has(x) {
                Ok(())
            } else {
                Err(unbound(x, e.span))
            }
        }
        ExprKind::Chunks(chunks, _) => {
            for c in chunks {
                if let Chunk::Expr(x, _) = c {
                    walk(x, s)?;
                }
            }
            Ok(())
        }
        ExprKind::EnumVariant(_, x) | ExprKind::Un(_, x) => walk(x, s),
        ExprKind::Array(items) | ExprKind::Prim(_, items) => {
            for i in items {
                walk(i, s)?;
            }
            Ok(())
        }
        ExprKind::Record(r) => {
            let names: Vec<Ident> = r.fields.iter().map(|f| f.name.clone()).collect();
            // `include x` reads `x` outside the record
            for f in &r.fields {
                if f.pieces.iter().any(|p| p.include) && !s.has(&f.name) {
                    return Err(unbound(&f.name, f.span));
                }
            }
            s.push(&names);
            let res = (|| {
                for f in &r.fields {
                    for p in &f.pieces {
                        if let Some(v) = p.value.as_ref().and_then(PieceValue::as_expr) {
                            if !p.include {
                                walk(v, s)?;
                            }
                        }
                        walk_annot(&p.annot, s)?;
                    }
                }
                for (n, p) in &r.dyn_fields {
                    walk(n, s)?;
                    if let Some(v) = p.value.as_ref().and_then(PieceValue::as_expr) {
                        walk(v, s)?;
                    }
                    walk_annot(&p.annot, s)?;
                }
                Ok(())
            })();
            s.pop(&names);
            res
        }
        ExprKind::Let {
            rec,
            bindings,
            body,
        } => {
            let mut bound = Vec::new();
            for (p, _) in bindings {
                bound.extend(binds(p));
            }
            if !*rec {
                for (_, v) in bindings {
                    walk(v, s)?;
                }
            }
            s.push(&bound);
            let res = (|| {
                if *rec {
                    for (_, v) in bindings {
                        walk(v, s)?;
                    }
                }
                for (p, _) in bindings {
                    pattern_uses(p, s)?;
                }
                walk(body, s)
            })();
            s.pop(&bound);
            res
        }
        ExprKind::Fun(p, body) => {
            let bound = binds(p);
            s.push(&bound);
            let res = pattern_uses(p, s).and_then(|_| walk(body, s));
            s.pop(&bound);
            res
        }
        ExprKind::Match(arms) => {
            for a in arms.iter() {
                let bound = binds(&a.pat);
                s.push(&bound);
                let res = (|| {
                    pattern_uses(&a.pat, s)?;
                    if let Some(g) = &a.guard {
                        walk(g, s)?;
                    }
                    walk(&a.body, s)
                })();
                s.pop(&bound);
                res?;
            }
            Ok(())
        }
        ExprKind::App(a, b) | ExprKind::Bin(_, a, b) => {
            walk(a, s)?;
            walk(b, s)
        }
        ExprKind::If(a, b, c) => {
            walk(a, s)?;
            walk(b, s)?;
            walk(c, s)
        }
        ExprKind::Field(x, name) => {
            walk(x, s)?;
            if let FieldName::Dynamic(d) = name {
                walk(d, s)?;
            }
            Ok(())
        }
        ExprKind::Annot(x, a) => {
            walk(x, s)?;
            walk_annot(a, s)
        }
        ExprKind::Type(t) => match t {
            TypeKind::Dyn | TypeKind::Number | TypeKind::String | TypeKind::Bool => Ok(()),
            TypeKind::Array(x) | TypeKind::Dict(x, false) => walk(x, s),
            TypeKind::Dict(x, true) => walk_contract(x, s),
            TypeKind::Arrow(a, b) => {
                walk(a, s)?;
                walk(b, s)
            }
            TypeKind::Forall(vars, body) => {
                let mut vs = s.types.last().cloned().unwrap_or_default();
                vs.extend(vars.iter().cloned());
                s.types.push(vs);
                let r = walk(body, s);
                s.types.pop();
                r
            }
            TypeKind::Enum(rows, _) => {
                for (_, a) in rows {
                    if let Some(a) = a {
                        walk(a, s)?;
                    }
                }
                Ok(())
            }
            TypeKind::Record(rows, _, _) => {
                for (_, _, t) in rows {
                    walk(t, s)?;
                }
                Ok(())
            }
        },
    }
}

// ---------------------------------------------------------------------------------------------
// Static typing of `:` annotations
// ---------------------------------------------------------------------------------------------

/// A type during checking. `Unknown` stands for what this checker does not model (contracts used
/// as types, enum rows, types of `std`, variables of untyped code whose type Nickel approximates):
/// it agrees with every type, so the checker only rejects what it can prove wrong.
#[derive(Clone, Debug)]
enum Ty {
    Unknown,
    Dyn,
    Num,
    Str,
    Bool,
    Arrow(Rc<Ty>, Rc<Ty>),
    Array(Rc<Ty>),
    Dict(Rc<Ty>),
    /// Fields, and whether the record type is closed (no tail).
    Record(Rc<Vec<(Ident, Ty)>>, bool),
    /// A unification variable.
    Var(usize),
    /// A type variable bound by `forall` (rigid).
    Rigid(usize, Ident),
}

/// A type with the `forall` variables to instantiate at each use.
#[derive(Clone)]
struct Scheme {
    vars: Vec<usize>,
    ty: Ty,
}

impl Scheme {
    fn mono(ty: Ty) -> Scheme {
        Scheme {
            vars: Vec::new(),
            ty,
        }
    }
}

struct Checker {
    /// Unification variables: bound types.
    subst: Vec<Option<Ty>>,
    next_rigid: usize,
    env: HashMap<Ident, Vec<Scheme>>,
}

/// Nickel's name of a type, for messages.
fn show(c: &Checker, t: &Ty) -> String {
    match c.resolve(t) {
        Ty::Unknown | Ty::Var(_) => "_".into(),
        Ty::Dyn => "Dyn".into(),
        Ty::Num => "Number".into(),
        Ty::Str => "String".into(),
        Ty::Bool => "Bool".into(),
        Ty::Arrow(a, b) => format!("{} -> {}", show(c, &a), show(c, &b)),
        Ty::Array(a) => format!("Array {}", show(c, &a)),
        Ty::Dict(a) => format!("{{ _ : {} }}", show(c, &a)),
        Ty::Record(fs, closed) => {
            let inner: Vec<String> = fs
                .iter()
                .map(|(n, t)| format!("{n} : {}", show(c, t)))
                .collect();
            if closed {
                format!("{{ {} }}", inner.join(", "))
            } else {
                format!("{{ {}; _ }}", inner.join(", "))
            }
        }
        Ty::Rigid(_, n) => n.to_string(),
    }
}

/// Reports the type errors of the statically typed parts of `e` (expressions under a `:`
/// annotation), as Nickel's typechecker does before evaluation. Code without annotations is not
/// checked.
pub fn check_types(e: &P) -> Result<(), EvalError> {
    let mut c = Checker {
        subst: Vec::new(),
        next_rigid: 0,
        env: HashMap::new(),
    };
    c.walk(e)
}

impl Checker {
    fn fresh(&mut self) -> Ty {
        self.subst.push(None);
        Ty::Var(self.subst.len() - 1)
    }

    fn resolve(&self, t: &Ty) -> Ty {
        let mut cur = t.clone();
        // bounded: a variable is bound at most once and never to itself (occurs check)
        for _ in 0..=self.subst.len() {
            match &cur {
                Ty::Var(i) => match &self.subst[*i] {
                    Some(b) => cur = b.clone(),
                    None => return cur,
                },
                _ => return cur,
            }
        }
        Ty::Unknown
    }

    fn bind(&mut self, name: &Ident, s: Scheme) {
        self.env.entry(name.clone()).or_default().push(s);
    }

    fn unbind(&mut self, name: &Ident) {
        if let Some(v) = self.env.get_mut(name) {
            v.pop();
            if v.is_empty() {
                self.env.remove(name);
            }
        }
    }

    fn lookup(&mut self, name: &str) -> Ty {
        let Some(s) = self.env.get(name).and_then(|v| v.last()).cloned() else {
            return Ty::Unknown;
        };
        if s.vars.is_empty() {
            return s.ty;
        }
        let inst: Vec<(usize, Ty)> = s.vars.iter().map(|v| (*v, self.fresh())).collect();
        subst_rigid(&s.ty, &inst)
    }

    /// Converts a type annotation. `forall` at the top becomes a scheme's variables.
    fn scheme_of(&mut self, t: &P, rigid: &mut Vec<(Ident, usize)>) -> Scheme {
        if let ExprKind::Type(TypeKind::Forall(vars, body)) = &t.kind {
            let mut ids = Vec::new();
            for v in vars {
                self.next_rigid += 1;
                rigid.push((v.clone(), self.next_rigid));
                ids.push(self.next_rigid);
            }
            let mut s = self.scheme_of(body, rigid);
            ids.extend(s.vars);
            s.vars = ids;
            return s;
        }
        Scheme::mono(self.ty_of(t, rigid))
    }

    fn ty_of(&mut self, t: &P, rigid: &[(Ident, usize)]) -> Ty {
        match &t.kind {
            ExprKind::Var(x) => match rigid.iter().rev().find(|(n, _)| n == x) {
                Some((n, id)) => Ty::Rigid(*id, n.clone()),
                None => Ty::Unknown,
            },
            ExprKind::Type(k) => match k {
                TypeKind::Dyn => Ty::Dyn,
                TypeKind::Number => Ty::Num,
                TypeKind::String => Ty::Str,
                TypeKind::Bool => Ty::Bool,
                TypeKind::Array(x) => Ty::Array(Rc::new(self.ty_of(x, rigid))),
                TypeKind::Dict(x, false) => Ty::Dict(Rc::new(self.ty_of(x, rigid))),
                TypeKind::Arrow(a, b) => {
                    Ty::Arrow(Rc::new(self.ty_of(a, rigid)), Rc::new(self.ty_of(b, rigid)))
                }
                TypeKind::Record(rows, tail, _) => {
                    let fs = rows
                        .iter()
                        .map(|(n, _, t)| (n.clone(), self.ty_of(t, rigid)))
                        .collect();
                    Ty::Record(Rc::new(fs), tail.is_none())
                }
                // wildcard `_` parses as `Dyn` in contracts; a nested `forall`, enum rows and
                // contract dictionaries are not modelled
                _ => Ty::Unknown,
            },
            _ => Ty::Unknown,
        }
    }

    fn occurs(&self, v: usize, t: &Ty) -> bool {
        match self.resolve(t) {
            Ty::Var(i) => i == v,
            Ty::Arrow(a, b) => self.occurs(v, &a) || self.occurs(v, &b),
            Ty::Array(a) | Ty::Dict(a) => self.occurs(v, &a),
            Ty::Record(fs, _) => fs.iter().any(|(_, t)| self.occurs(v, t)),
            _ => false,
        }
    }

    /// Unifies `found` with `expected`; `false` when they are provably different.
    fn unify(&mut self, expected: &Ty, found: &Ty, depth: usize) -> bool {
        if depth > 200 {
            return true;
        }
        let a = self.resolve(expected);
        let b = self.resolve(found);
        match (&a, &b) {
            // `Dyn` is treated leniently: values of untyped code flow into it and out of it
            (Ty::Unknown, _) | (_, Ty::Unknown) | (Ty::Dyn, _) | (_, Ty::Dyn) => true,
            (Ty::Var(i), Ty::Var(j)) if i == j => true,
            (Ty::Var(i), t) | (t, Ty::Var(i)) => {
                if self.occurs(*i, t) {
                    return true;
                }
                self.subst[*i] = Some(t.clone());
                true
            }
            (Ty::Num, Ty::Num) | (Ty::Str, Ty::Str) | (Ty::Bool, Ty::Bool) => true,
            (Ty::Rigid(i, _), Ty::Rigid(j, _)) => i == j,
            // a record type may stand for a dictionary (when its fields agree): not modelled
            (Ty::Dict(_), Ty::Record(..)) | (Ty::Record(..), Ty::Dict(_)) => true,
            (Ty::Arrow(a1, b1), Ty::Arrow(a2, b2)) => {
                self.unify(a1, a2, depth + 1) && self.unify(b1, b2, depth + 1)
            }
            (Ty::Array(x), Ty::Array(y)) | (Ty::Dict(x), Ty::Dict(y)) => {
                self.unify(x, y, depth + 1)
            }
            (Ty::Record(f1, c1), Ty::Record(f2, c2)) => {
                for (n, t1) in f1.iter() {
                    match f2.iter().find(|(m, _)| m == n) {
                        Some((_, t2)) if !self.unify(t1, t2, depth + 1) => return false,
                        Some(_) => {}
                        None if *c2 => return false,
                        None => {}
                    }
                }
                !(*c1 && f2.iter().any(|(m, _)| !f1.iter().any(|(n, _)| n == m)))
            }
            _ => false,
        }
    }

    fn mismatch(&self, expected: &Ty, found: &Ty, span: Span) -> EvalError {
        EvalError::new("incompatible types")
            .primary(span, "this expression")
            .note(format!(
                "Expected an expression of type `{}`",
                show(self, expected)
            ))
            .note(format!(
                "Found an expression of type `{}`",
                show(self, found)
            ))
            .note("These types are not compatible")
    }

    fn expect(&mut self, expected: &Ty, found: &Ty, span: Span) -> Result<(), EvalError> {
        if self.unify(expected, found, 0) {
            Ok(())
        } else {
            Err(self.mismatch(expected, found, span))
        }
    }

    /// The type Nickel gives a binding seen from typed code: its annotation, the type of a
    /// literal, or (approximated) unknown.
    fn apparent(&mut self, v: &P) -> Scheme {
        match &v.kind {
            ExprKind::Annot(_, a) => match &a.typ {
                Some(t) => self.scheme_of(t, &mut Vec::new()),
                None => Scheme::mono(Ty::Unknown),
            },
            ExprKind::Num(_) => Scheme::mono(Ty::Num),
            ExprKind::Str(_) | ExprKind::Chunks(..) => Scheme::mono(Ty::Str),
            ExprKind::Bool(_) => Scheme::mono(Ty::Bool),
            _ => Scheme::mono(Ty::Unknown),
        }
    }

    // ---------- walk mode: untyped code, looking for annotations ----------

    fn walk(&mut self, e: &P) -> Result<(), EvalError> {
        stacker::maybe_grow(RED_ZONE, STACK_SEGMENT, || self.walk_inner(e))
    }

    /// [`Self::walk_annot`] of a field definition (a literal is checked only against a type).
    fn walk_piece(&mut self, p: &Piece) -> Result<(), EvalError> {
        match &p.value {
            Some(PieceValue::Const(..)) if p.annot.typ.is_none() => Ok(()),
            v => {
                let v = v.as_ref().map(PieceValue::to_expr);
                self.walk_annot(v.as_ref(), &p.annot)
            }
        }
    }

    fn walk_annot(&mut self, value: Option<&P>, a: &Annot) -> Result<(), EvalError> {
        if let (Some(v), Some(t)) = (value, &a.typ) {
            let mut rigid = Vec::new();
            let s = self.scheme_of(t, &mut rigid);
            let ty = s.ty.clone();
            return self.check(v, &ty, &rigid);
        }
        if let Some(v) = value {
            self.walk(v)?;
        }
        Ok(())
    }

    fn walk_inner(&mut self, e: &P) -> Result<(), EvalError> {
        match &e.kind {
            ExprKind::Annot(x, a) => self.walk_annot(Some(x), a),
            ExprKind::Let {
                rec,
                bindings,
                body,
            } => {
                let mut names = Vec::new();
                let mut schemes = Vec::new();
                for (p, v) in bindings {
                    let s = match &p.kind {
                        PatKind::Any(_) if p.alias.is_none() => self.apparent(v),
                        _ => Scheme::mono(Ty::Unknown),
                    };
                    for n in binds(p) {
                        names.push(n);
                        schemes.push(s.clone());
                    }
                }
                if !*rec {
                    for (_, v) in bindings {
                        self.walk(v)?;
                    }
                }
                for (n, s) in names.iter().zip(schemes) {
                    self.bind(n, s);
                }
                let res = (|| {
                    if *rec {
                        for (_, v) in bindings {
                            self.walk(v)?;
                        }
                    }
                    self.walk(body)
                })();
                for n in &names {
                    self.unbind(n);
                }
                res
            }
            ExprKind::Fun(p, body) => {
                let names = binds(p);
                for n in &names {
                    self.bind(n, Scheme::mono(Ty::Unknown));
                }
                let res = self.walk(body);
                for n in &names {
                    self.unbind(n);
                }
                res
            }
            ExprKind::Match(arms) => {
                for a in arms.iter() {
                    let names = binds(&a.pat);
                    for n in &names {
                        self.bind(n, Scheme::mono(Ty::Unknown));
                    }
                    let res = (|| {
                        if let Some(g) = &a.guard {
                            self.walk(g)?;
                        }
                        self.walk(&a.body)
                    })();
                    for n in &names {
                        self.unbind(n);
                    }
                    res?;
                }
                Ok(())
            }
            ExprKind::Record(r) => {
                let mut names = Vec::new();
                for f in &r.fields {
                    let s = match f.pieces.as_slice() {
                        [p] => match (&p.annot.typ, &p.value) {
                            (Some(t), _) => self.scheme_of(t, &mut Vec::new()),
                            (None, Some(v)) if p.annot.contracts.is_empty() => {
                                self.apparent(&v.to_expr())
                            }
                            _ => Scheme::mono(Ty::Unknown),
                        },
                        _ => Scheme::mono(Ty::Unknown),
                    };
                    self.bind(&f.name, s);
                    names.push(f.name.clone());
                }
                let res = (|| {
                    for f in &r.fields {
                        for p in &f.pieces {
                            if !p.include {
                                self.walk_piece(p)?;
                            }
                        }
                    }
                    for (n, p) in &r.dyn_fields {
                        self.walk(n)?;
                        self.walk_piece(p)?;
                    }
                    Ok(())
                })();
                for n in &names {
                    self.unbind(n);
                }
                res
            }
            ExprKind::Chunks(chunks, _) => {
                for c in chunks {
                    if let Chunk::Expr(x, _) = c {
                        self.walk(x)?;
                    }
                }
                Ok(())
            }
            ExprKind::EnumVariant(_, x) | ExprKind::Un(_, x) => self.walk(x),
            ExprKind::Array(items) | ExprKind::Prim(_, items) => {
                for i in items {
                    self.walk(i)?;
                }
                Ok(())
            }
            ExprKind::App(a, b) | ExprKind::Bin(_, a, b) => {
                self.walk(a)?;
                self.walk(b)
            }
            ExprKind::If(a, b, c) => {
                self.walk(a)?;
                self.walk(b)?;
                self.walk(c)
            }
            ExprKind::Field(x, name) => {
                self.walk(x)?;
                if let FieldName::Dynamic(d) = name {
                    self.walk(d)?;
                }
                Ok(())
            }
            _ => Ok(()),
        }
    }

    // ---------- typed mode ----------

    fn check(&mut self, e: &P, ty: &Ty, rigid: &[(Ident, usize)]) -> Result<(), EvalError> {
        stacker::maybe_grow(RED_ZONE, STACK_SEGMENT, || self.check_inner(e, ty, rigid))
    }

    fn check_inner(&mut self, e: &P, ty: &Ty, rigid: &[(Ident, usize)]) -> Result<(), EvalError> {
        match &e.kind {
            ExprKind::Fun(p, body) => {
                let (dom, cod) = match self.resolve(ty) {
                    Ty::Arrow(a, b) => ((*a).clone(), (*b).clone()),
                    Ty::Var(_) => {
                        let (a, b) = (self.fresh(), self.fresh());
                        let arrow = Ty::Arrow(Rc::new(a.clone()), Rc::new(b.clone()));
                        self.expect(ty, &arrow, e.span)?;
                        (a, b)
                    }
                    Ty::Unknown => (Ty::Unknown, Ty::Unknown),
                    other => {
                        let found = Ty::Arrow(Rc::new(Ty::Unknown), Rc::new(Ty::Unknown));
                        return Err(self.mismatch(&other, &found, e.span));
                    }
                };
                let names = binds(p);
                let simple = matches!(p.kind, PatKind::Any(_)) && p.alias.is_none();
                for n in &names {
                    let t = if simple { dom.clone() } else { Ty::Unknown };
                    self.bind(n, Scheme::mono(t));
                }
                let res = self.check(body, &cod, rigid);
                for n in &names {
                    self.unbind(n);
                }
                res
            }
            ExprKind::Let {
                rec: false,
                bindings,
                body,
            } => {
                let mut names = Vec::new();
                let mut schemes = Vec::new();
                for (p, v) in bindings {
                    let t = match &p.kind {
                        PatKind::Any(_) if p.alias.is_none() => self.infer(v, rigid)?,
                        _ => {
                            self.infer(v, rigid)?;
                            Ty::Unknown
                        }
                    };
                    for n in binds(p) {
                        names.push(n);
                        schemes.push(Scheme::mono(t.clone()));
                    }
                }
                for (n, s) in names.iter().zip(schemes) {
                    self.bind(n, s);
                }
                let res = self.check(body, ty, rigid);
                for n in &names {
                    self.unbind(n);
                }
                res
            }
            ExprKind::If(c, a, b) => {
                self.check(c, &Ty::Bool, rigid)?;
                self.check(a, ty, rigid)?;
                self.check(b, ty, rigid)
            }
            ExprKind::Array(items) => {
                let elem = match self.resolve(ty) {
                    Ty::Array(t) => (*t).clone(),
                    _ => Ty::Unknown,
                };
                for i in items {
                    self.check(i, &elem, rigid)?;
                }
                let found = Ty::Array(Rc::new(elem));
                self.expect(ty, &found, e.span)
            }
            _ => {
                let found = self.infer(e, rigid)?;
                self.expect(ty, &found, e.span)
            }
        }
    }

    fn infer(&mut self, e: &P, rigid: &[(Ident, usize)]) -> Result<Ty, EvalError> {
        stacker::maybe_grow(RED_ZONE, STACK_SEGMENT, || self.infer_inner(e, rigid))
    }

    fn infer_inner(&mut self, e: &P, rigid: &[(Ident, usize)]) -> Result<Ty, EvalError> {
        Ok(match &e.kind {
            ExprKind::Num(_) => Ty::Num,
            ExprKind::Str(_) => Ty::Str,
            ExprKind::Bool(_) => Ty::Bool,
            ExprKind::Null => Ty::Dyn,
            ExprKind::Chunks(chunks, _) => {
                for c in chunks {
                    if let Chunk::Expr(x, _) = c {
                        self.infer(x, rigid)?;
                    }
                }
                Ty::Str
            }
            ExprKind::Var(x) => self.lookup(x),
            ExprKind::Annot(x, a) => match &a.typ {
                Some(t) => {
                    let mut inner = rigid.to_vec();
                    let s = self.scheme_of(t, &mut inner);
                    self.check(x, &s.ty, &inner)?;
                    if s.vars.is_empty() {
                        s.ty
                    } else {
                        Ty::Unknown
                    }
                }
                None => {
                    self.walk(x)?;
                    Ty::Unknown
                }
            },
            ExprKind::App(f, a) => {
                let ft = self.infer(f, rigid)?;
                match self.resolve(&ft) {
                    Ty::Arrow(d, c) => {
                        self.check(a, &d, rigid)?;
                        (*c).clone()
                    }
                    Ty::Var(_) => {
                        let (d, c) = (self.fresh(), self.fresh());
                        let arrow = Ty::Arrow(Rc::new(d.clone()), Rc::new(c.clone()));
                        self.expect(&arrow, &ft, f.span)?;
                        self.check(a, &d, rigid)?;
                        c
                    }
                    Ty::Unknown => {
                        self.infer(a, rigid)?;
                        Ty::Unknown
                    }
                    other => {
                        let expected = Ty::Arrow(Rc::new(Ty::Unknown), Rc::new(Ty::Unknown));
                        return Err(self.mismatch(&expected, &other, f.span));
                    }
                }
            }
            ExprKind::Field(x, FieldName::Static(name, nspan)) => {
                // a typed item of `std` (unless `std` is shadowed)
                if !self.env.contains_key("std") {
                    if let Some(path) = std_path(e) {
                        if let Some((_, t)) = STD_TYPES.iter().find(|(n, _)| *n == path) {
                            return Ok(self.std_type(t));
                        }
                    }
                }
                let rt = self.infer(x, rigid)?;
                match self.resolve(&rt) {
                    Ty::Record(fs, closed) => match fs.iter().find(|(n, _)| n == name) {
                        Some((_, t)) => t.clone(),
                        None if closed => {
                            return Err(EvalError::new(format!(
                                "type error: missing field `{name}`"
                            ))
                            .primary(x.span, format!("this record lacks `{name}`"))
                            .secondary(*nspan, format!("`{name}` required here"))
                            .note(format!(
                                "Attempted to access field `{name}` on an expression of type `{}`",
                                show(self, &rt)
                            )))
                        }
                        None => Ty::Unknown,
                    },
                    Ty::Dict(t) => (*t).clone(),
                    _ => Ty::Unknown,
                }
            }
            ExprKind::Bin(op, a, b) => {
                use BinOp::*;
                let (arg, res) = match op {
                    Add | Sub | Mul | Div | Mod => (Some(Ty::Num), Ty::Num),
                    Lt | Le | Gt | Ge => (Some(Ty::Num), Ty::Bool),
                    And | Or => (Some(Ty::Bool), Ty::Bool),
                    Concat => (Some(Ty::Str), Ty::Str),
                    Eq | Neq => (None, Ty::Bool),
                    _ => (None, Ty::Unknown),
                };
                match arg {
                    Some(t) => {
                        self.check(a, &t, rigid)?;
                        self.check(b, &t, rigid)?;
                    }
                    None => {
                        self.infer(a, rigid)?;
                        self.infer(b, rigid)?;
                    }
                }
                res
            }
            ExprKind::Un(op, x) => {
                let t = match op {
                    UnOp::Neg => Ty::Num,
                    UnOp::Not => Ty::Bool,
                };
                self.check(x, &t, rigid)?;
                t
            }
            ExprKind::If(..) | ExprKind::Fun(..) | ExprKind::Let { rec: false, .. } => {
                let t = self.fresh();
                self.check(e, &t, rigid)?;
                t
            }
            ExprKind::Array(items) => {
                for i in items {
                    self.infer(i, rigid)?;
                }
                Ty::Array(Rc::new(Ty::Unknown))
            }
            // anything else is walked as untyped code (its annotations are still checked)
            _ => {
                self.walk(e)?;
                Ty::Unknown
            }
        })
    }
}

/// `std.a.b` as the path `a.b`.
fn std_path(e: &P) -> Option<String> {
    match &e.kind {
        ExprKind::Var(x) if x == "std" => Some(String::new()),
        ExprKind::Field(r, FieldName::Static(n, _)) => std_path(r).map(|p| {
            if p.is_empty() {
                n.to_string()
            } else {
                format!("{p}.{n}")
            }
        }),
        _ => None,
    }
}

impl Checker {
    /// A fresh instance of the type of a `std` item.
    fn std_type(&mut self, text: &str) -> Ty {
        let Ok(t) = crate::parser::parse(text, strata_core::source::FileId(0)) else {
            return Ty::Unknown;
        };
        let s = self.scheme_of(&t, &mut Vec::new());
        let inst: Vec<(usize, Ty)> = s.vars.iter().map(|v| (*v, self.fresh())).collect();
        subst_rigid(&s.ty, &inst)
    }
}

fn subst_rigid(t: &Ty, inst: &[(usize, Ty)]) -> Ty {
    match t {
        Ty::Rigid(i, _) => inst
            .iter()
            .find(|(j, _)| j == i)
            .map(|(_, t)| t.clone())
            .unwrap_or_else(|| t.clone()),
        Ty::Arrow(a, b) => Ty::Arrow(Rc::new(subst_rigid(a, inst)), Rc::new(subst_rigid(b, inst))),
        Ty::Array(a) => Ty::Array(Rc::new(subst_rigid(a, inst))),
        Ty::Dict(a) => Ty::Dict(Rc::new(subst_rigid(a, inst))),
        Ty::Record(fs, c) => Ty::Record(
            Rc::new(
                fs.iter()
                    .map(|(n, t)| (n.clone(), subst_rigid(t, inst)))
                    .collect(),
            ),
            *c,
        ),
        other => other.clone(),
    }
}
/// The static types of the typed items of `std` (Nickel 1.18, as its library reference states
/// them), by path below `std`.
const STD_TYPES: &[(&str, &str)] = &[
    ("array.first", "forall a. Array a -> a"),
    ("array.last", "forall a. Array a -> a"),
    ("array.drop_first", "forall a. Array a -> Array a"),
    ("array.drop_last", "forall a. Array a -> Array a"),
    ("array.length", "forall a. Array a -> Number"),
    ("array.map", "forall a b. (a -> b) -> Array a -> Array b"),
    ("array.at", "forall a. Number -> Array a -> a"),
    ("array.at_or", "forall a. Number -> a -> Array a -> a"),
    ("array.concat", "forall a. Array a -> Array a -> Array a"),
    ("array.fold_left", "forall a b. (a -> b -> a) -> a -> Array b -> a"),
    ("array.try_fold_left", "forall a b c. (a -> c -> [| 'Ok a, 'Error b |]) -> a -> Array c -> [| 'Ok a, 'Error b |]"),
    ("array.fold_right", "forall a b. (a -> b -> b) -> b -> Array a -> b"),
    ("array.prepend", "forall a. a -> Array a -> Array a"),
    ("array.append", "forall a. a -> Array a -> Array a"),
    ("array.reverse", "forall a. Array a -> Array a"),
    ("array.filter", "forall a. (a -> Bool) -> Array a -> Array a"),
    ("array.flatten", "forall a. Array (Array a) -> Array a"),
    ("array.all", "forall a. (a -> Bool) -> Array a -> Bool"),
    ("array.any", "forall a. (a -> Bool) -> Array a -> Bool"),
    ("array.elem", "Dyn -> Array Dyn -> Bool"),
    ("array.partition", "forall a. (a -> Bool) -> Array a -> { right : Array a, wrong : Array a }"),
    ("array.group", "forall a. (a -> String) -> Array a -> { _ : Array a }"),
    ("array.generate", "forall a. (Number -> a) -> Number -> Array a"),
    ("array.compare", "forall a. (a -> a -> [| 'Lesser, 'Equal, 'Greater |]) -> Array a -> Array a -> [| 'Lesser, 'Equal, 'Greater |]"),
    ("array.flat_map", "forall a b. (a -> Array b) -> Array a -> Array b"),
    ("array.intersperse", "forall a. a -> Array a -> Array a"),
    ("array.slice", "forall a. Number -> Number -> Array a -> Array a"),
    ("array.split_at", "forall a. Number -> Array a -> { left : Array a, right : Array a }"),
    ("array.replicate", "forall a. Number -> a -> Array a"),
    ("array.range_step", "Number -> Number -> Number -> Array Number"),
    ("array.range", "Number -> Number -> Array Number"),
    ("array.reduce_left", "forall a. (a -> a -> a) -> Array a -> a"),
    ("array.reduce_right", "forall a. (a -> a -> a) -> Array a -> a"),
    ("array.zip_with", "forall a b c. (a -> b -> c) -> Array a -> Array b -> Array c"),
    ("array.map_with_index", "forall a b. (Number -> a -> b) -> Array a -> Array b"),
    ("array.filter_map", "forall a b. (a -> [| 'Some b, 'None |]) -> Array a -> Array b"),
    ("array.dedup", "Array Dyn -> Array Dyn"),
    ("array.dedup_sorted", "forall a. (a -> a -> [| 'Lesser, 'Equal, 'Greater |]) -> Array a -> Array a"),
    ("array.sort_dedup", "forall a. (a -> a -> [| 'Lesser, 'Equal, 'Greater |]) -> Array a -> Array a"),
    ("array.chunk", "forall a. (a -> Dyn) -> Array a -> Array (Array a)"),
    ("contract.blame", "forall a. Label -> a"),
    ("contract.blame_with_message", "forall a. String -> Label -> a"),
    ("contract.label.with_message", "String -> Label -> Label"),
    ("contract.label.with_notes", "Array String -> Label -> Label"),
    ("contract.label.append_note", "String -> Label -> Label"),
    ("contract.all_of", "Array Dyn -> Dyn"),
    ("enum.is_enum_tag", "Dyn -> Bool"),
    ("enum.is_enum_variant", "Dyn -> Bool"),
    ("function.id", "forall a. a -> a"),
    ("function.compose", "forall a b c. (b -> c) -> (a -> b) -> (a -> c)"),
    ("function.flip", "forall a b c. (a -> b -> c) -> b -> a -> c"),
    ("function.const", "forall a b. a -> b -> a"),
    ("function.first", "forall a b. a -> b -> a"),
    ("function.second", "forall a b. a -> b -> b"),
    ("function.pipe", "forall a. a -> Array (a -> a) -> a"),
    ("number.is_integer", "Number -> Bool"),
    ("number.compare", "Number -> Number -> [| 'Lesser, 'Equal, 'Greater |]"),
    ("number.min", "Number -> Number -> Number"),
    ("number.max", "Number -> Number -> Number"),
    ("number.floor", "Number -> Number"),
    ("number.ceil", "Number -> Number"),
    ("number.abs", "Number -> Number"),
    ("number.fract", "Number -> Number"),
    ("number.truncate", "Number -> Number"),
    ("number.pow", "Number -> Number -> Number"),
    ("number.log", "Number -> Number -> Number"),
    ("number.cos", "Number -> Number"),
    ("number.sin", "Number -> Number"),
    ("number.tan", "Number -> Number"),
    ("number.arccos", "Number -> Number"),
    ("number.arcsin", "Number -> Number"),
    ("number.arctan", "Number -> Number"),
    ("number.arctan2", "Number -> Number -> Number"),
    ("number.sqrt", "Number -> Number"),
    ("number.pi", "Number"),
    ("number.e", "Number"),
    ("record.map", "forall a b. (String -> a -> b) -> { _ : a } -> { _ : b }"),
    ("record.fields", "forall a. { _ : a } -> Array String"),
    ("record.fields_with_opts", "forall a. { _ : a } -> Array String"),
    ("record.values", "forall a. { _ : a } -> Array a"),
    ("record.has_field", "forall a. String -> { _ : a } -> Bool"),
    ("record.has_field_with_opts", "forall a. String -> { _ : a } -> Bool"),
    ("record.get", "forall a. String -> { _ : a } -> a"),
    ("record.get_or", "forall a. String -> a -> { _ : a } -> a"),
    ("record.insert", "forall a. String -> a -> { _ : a } -> { _ : a }"),
    ("record.insert_with_opts", "forall a. String -> a -> { _ : a } -> { _ : a }"),
    ("record.remove", "forall a. String -> { _ : a } -> { _ : a }"),
    ("record.remove_with_opts", "forall a. String -> { _ : a } -> { _ : a }"),
    ("record.update", "forall a. String -> a -> { _ : a } -> { _ : a }"),
    ("record.map_values", "forall a b. (a -> b) -> { _ : a } -> { _ : b }"),
    ("record.to_array", "forall a. { _ : a } -> Array { field : String, value : a }"),
    ("record.from_array", "forall a. Array { field : String, value : a } -> { _ : a }"),
    ("record.is_empty", "forall a. { _ : a } -> Bool"),
    ("record.merge_all", "Array { _ : Dyn } -> { _ : Dyn }"),
    ("record.filter", "forall a. (String -> a -> Bool) -> { _ : a } -> { _ : a }"),
    ("record.apply_on", "forall a b. String -> (a -> a -> b) -> { _ : a } -> { _ : a } -> b"),
    ("record.length", "forall a. { _ : a } -> Number"),
    ("record.freeze", "forall a. { _ : a } -> { _ : a }"),
    ("string.join", "String -> Array String -> String"),
    ("string.split", "String -> String -> Array String"),
    ("string.trim", "String -> String"),
    ("string.characters", "String -> Array String"),
    ("string.uppercase", "String -> String"),
    ("string.lowercase", "String -> String"),
    ("string.contains", "String -> String -> Bool"),
    ("string.compare", "String -> String -> [| 'Lesser, 'Equal, 'Greater |]"),
    ("string.replace", "String -> String -> String -> String"),
    ("string.replace_regex", "String -> String -> String -> String"),
    ("string.is_match", "String -> String -> Bool"),
    ("string.find", "String -> String -> { matched : String, index : Number, groups : Array String }"),
    ("string.find_all", "String -> String -> Array { matched : String, index : Number, groups : Array String }"),
    ("string.length", "String -> Number"),
    ("string.substring", "Number -> Number -> String -> String"),
    ("string.base64_encode", "[| 'Standard, 'UrlSafe, 'NoPad, 'UrlSafeNoPad |] -> String -> String"),
    ("string.base64_decode", "[| 'Standard, 'UrlSafe, 'NoPad, 'UrlSafeNoPad |] -> String -> String"),
    ("string.to_number", "String -> Number"),
    ("is_number", "Dyn -> Bool"),
    ("is_bool", "Dyn -> Bool"),
    ("is_string", "Dyn -> Bool"),
    ("is_enum", "Dyn -> Bool"),
    ("is_function", "Dyn -> Bool"),
    ("is_array", "Dyn -> Bool"),
    ("is_record", "Dyn -> Bool"),
    ("seq", "forall a. Dyn -> a -> a"),
    ("deep_seq", "forall a. Dyn -> a -> a"),
    ("hash", "[| 'Md5, 'Sha1, 'Sha256, 'Sha512 |] -> String -> String"),
    ("serialize", "[| 'Json, 'Toml, 'Yaml, 'YamlDocuments |] -> Dyn -> String"),
    ("deserialize", "[| 'Json, 'Toml, 'Yaml, 'YamlDocuments |] -> String -> Dyn"),
    ("trace", "forall a. String -> a -> a"),
];
