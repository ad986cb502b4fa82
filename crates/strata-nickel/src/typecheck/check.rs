//! The typing rules: walk mode (untyped code, looking for typed blocks, where let-bound
//! variables get their apparent type and function parameters `Dyn`), and check/infer mode
//! inside `:` annotations (bidirectional, with unification, instantiation of `forall`s as
//! rigid constants when checking and as unification variables when using, and subsumption of
//! records by dictionaries).
//!
//! Over 1,500 lines on purpose: one bidirectional checker whose check and infer modes call each
//! other over every term kind (types, unification and errors are already apart).

use super::error::TErr;
use super::types::*;
use super::unif::{State, UErr};
use crate::ast::*;
use crate::eval::{RED_ZONE, STACK_SEGMENT};
use std::collections::{HashMap, HashSet};
use std::rc::Rc;
use strata_core::source::Span;

type Res<X> = Result<X, TErr>;

/// A variable's type and the binding it names (for the equality of contracts).
#[derive(Clone)]
struct Binding {
    ty: T,
    id: u64,
}

/// The apparent type of a bound expression (what walk mode knows of it without inference).
pub(super) enum Apparent {
    Annotated(T),
    Inferred(T),
    FromEnv(T),
    Approximated(T),
}

/// The typing state.
pub struct Checker {
    pub st: State,
    env: HashMap<Ident, Vec<Binding>>,
    next_id: u64,
    wild: usize,
    std_ty: Option<T>,
    /// Reads imported files (for their apparent type).
    pub resolver: Option<super::ImportResolver>,
    /// The annotations converted that have wildcards, with the number of the wildcard before
    /// their first (see [`Checker::wildcard_substitutions`]).
    wild_roots: Vec<(P, usize)>,
}

#[derive(Clone, Copy, PartialEq)]
enum Mode {
    Walk,
    Enforce,
}

/// What a pattern binds and the enum tails to close afterwards.
#[derive(Default)]
struct PatOut {
    bindings: Vec<(Ident, Span, T)>,
    enum_tails: Vec<(Vec<String>, Rc<ERows>)>,
    wildcards: HashSet<Vec<String>>,
}

fn unif_err(span: Span) -> impl Fn(UErr) -> TErr {
    move |e| TErr::Unif(e, span)
}

fn arrow(a: T, b: T) -> T {
    Rc::new(Ty::Arrow(a, b))
}

fn binds_of(p: &Pattern) -> Vec<Ident> {
    let mut out = Vec::new();
    crate::fv::pattern_binds(p, &mut out);
    out
}

impl Checker {
    pub fn new() -> Checker {
        Checker {
            st: State::default(),
            env: HashMap::new(),
            next_id: 1,
            wild: 0,
            std_ty: None,
            resolver: None,
            wild_roots: Vec::new(),
        }
    }

    pub(super) fn push(&mut self, name: &Ident, ty: T) {
        self.next_id += 1;
        let id = self.next_id;
        self.env
            .entry(name.clone())
            .or_default()
            .push(Binding { ty, id });
    }
    fn pop(&mut self, name: &Ident) {
        if let Some(v) = self.env.get_mut(name) {
            v.pop();
            if v.is_empty() {
                self.env.remove(name);
            }
        }
    }
    fn pop_all(&mut self, names: &[Ident]) {
        for n in names.iter().rev() {
            self.pop(n);
        }
    }
    fn lookup(&mut self, name: &str) -> Option<T> {
        if let Some(b) = self.env.get(name).and_then(|v| v.last()) {
            return Some(b.ty.clone());
        }
        if name == "std" {
            return Some(self.std_type());
        }
        None
    }

    /// An expression with the bindings its free variables name here.
    fn flat_here(&self, e: &P) -> Rc<Flat> {
        let mut vars: Vec<(Ident, u64)> = flat_vars(e)
            .into_iter()
            .map(|x| {
                let id = self
                    .env
                    .get(&x)
                    .and_then(|v| v.last())
                    .map(|b| b.id)
                    .unwrap_or(0);
                (x, id)
            })
            .collect();
        strata_core::sort::sort(&mut vars);
        Rc::new(Flat {
            expr: e.clone(),
            env: vars,
        })
    }

    /// Binds a let-bound variable, remembering its definition.
    fn push_def(&mut self, name: &Ident, ty: T, def: Option<Rc<Flat>>) {
        self.push(name, ty);
        if let Some(d) = def {
            self.st.defs.insert(self.next_id, d);
        }
    }

    /// A type annotation as a type.
    fn conv(&mut self, e: &P) -> T {
        let this = &*self;
        let mut flat = |c: &P| this.flat_here(c);
        let mut wild = self.wild;
        let t = Convert {
            bound: Vec::new(),
            flat: &mut flat,
            wild: &mut wild,
        }
        .ty(e);
        if wild > self.wild {
            self.wild_roots.push((e.clone(), self.wild));
        }
        self.wild = wild;
        t
    }

    /// The annotations with wildcards whose wildcards the typechecking inferred, each with
    /// the type written in their place (by the span of the annotation's type): nickel applies
    /// that type as the annotation's contract (`[| 'Foo _ |] -> Number` checked as
    /// `[| 'Foo Number |] -> Number` when `_` is inferred to be `Number`). A wildcard inferred
    /// to something that has no syntax here (a row or type variable, a contract) stays `Dyn`.
    pub fn wildcard_substitutions(&self) -> Vec<(Span, P)> {
        let mut by_span: HashMap<Span, P> = HashMap::new();
        for (root, w0) in &self.wild_roots {
            // the wildcards of `root` in the order the conversion numbered them
            let mut spans = Vec::new();
            wildcard_spans(root, &mut spans);
            for (k, sp) in spans.iter().enumerate() {
                if by_span.contains_key(sp) {
                    continue;
                }
                let Some(t) = self.st.wildcard_type(w0 + k + 1) else {
                    continue;
                };
                if let Some(e) = self.ty_expr(&t, *sp, 0) {
                    by_span.insert(*sp, e);
                }
            }
        }
        let mut out = Vec::new();
        let mut done = HashSet::new();
        for (root, _) in &self.wild_roots {
            if done.insert(root.span) {
                let subst = substitute_wildcards(root, &by_span);
                if !Rc::ptr_eq(&subst, root) {
                    out.push((root.span, subst));
                }
            }
        }
        out
    }

    /// Type syntax for an inferred type (`None` for what has none: variables, contracts).
    fn ty_expr(&self, t: &T, span: Span, depth: usize) -> Option<P> {
        if depth > 64 {
            return None;
        }
        let ty = |k: TypeKind| Some(Expr::new(ExprKind::Type(k), span));
        match &*self.st.root(t) {
            Ty::Dyn => ty(TypeKind::Dyn),
            Ty::Num => ty(TypeKind::Number),
            Ty::Str => ty(TypeKind::String),
            Ty::Bool => ty(TypeKind::Bool),
            Ty::Arrow(a, b) => ty(TypeKind::Arrow(
                self.ty_expr(a, span, depth + 1)?,
                self.ty_expr(b, span, depth + 1)?,
            )),
            Ty::Array(a) => ty(TypeKind::Array(self.ty_expr(a, span, depth + 1)?)),
            Ty::Dict(a, c) => ty(TypeKind::Dict(self.ty_expr(a, span, depth + 1)?, *c)),
            Ty::Record(rows) => {
                let mut fields = Vec::new();
                let mut cur = self.st.root_r(rows);
                let tail = loop {
                    match &*cur.clone() {
                        RRows::Empty => break None,
                        RRows::Dyn => break Some(Ident::new("Dyn")),
                        RRows::Extend(n, t, rest) => {
                            fields.push((n.clone(), span, self.ty_expr(t, span, depth + 1)?));
                            cur = self.st.root_r(rest);
                        }
                        // the row variable of an enclosing `forall`
                        RRows::Var(r) => break Some(r.clone()),
                        _ => return None,
                    }
                };
                ty(TypeKind::Record(fields, tail, span))
            }
            Ty::Enum(rows) => {
                let mut tags = Vec::new();
                let mut cur = self.st.root_e(rows);
                let tail = loop {
                    match &*cur.clone() {
                        ERows::Empty => break None,
                        ERows::Extend(n, a, rest) => {
                            let a = match a {
                                Some(a) => Some(self.ty_expr(a, span, depth + 1)?),
                                None => None,
                            };
                            tags.push((n.clone(), a));
                            cur = self.st.root_e(rest);
                        }
                        ERows::Var(r) => break Some(r.clone()),
                        _ => return None,
                    }
                };
                ty(TypeKind::Enum(tags, tail))
            }
            // a polymorphic type (a field whose type was written `forall a. ...`, as `include f`
            // of a polymorphic `f` gives): nickel's substituted wildcard keeps it
            Ty::Forall(..) => {
                let mut vars = Vec::new();
                let mut body = t.clone();
                while let Ty::Forall(x, _, b) = &*self.st.root(&body) {
                    vars.push(x.clone());
                    body = b.clone();
                }
                ty(TypeKind::Forall(
                    vars,
                    self.ty_expr(&body, span, depth + 1)?,
                ))
            }
            Ty::Var(x) => Some(Expr::new(ExprKind::Var(x.clone()), span)),
            _ => None,
        }
    }

    fn std_type(&mut self) -> T {
        if let Some(t) = &self.std_ty {
            return t.clone();
        }
        let t = super::std_types::std_record(&mut |text| {
            let p = crate::parser::parse(text, strata_core::source::FileId(0)).ok()?;
            let mut wild = 0;
            let mut flat = |c: &P| {
                Rc::new(Flat {
                    expr: c.clone(),
                    env: Vec::new(),
                })
            };
            Some(
                Convert {
                    bound: Vec::new(),
                    flat: &mut flat,
                    wild: &mut wild,
                }
                .ty(&p),
            )
        });
        self.std_ty = Some(t.clone());
        t
    }

    // ------------------------------------------------------------------ apparent types

    fn annot_first(a: &Annot) -> Option<&P> {
        a.typ.as_ref().or_else(|| a.contracts.first())
    }

    pub(super) fn apparent(&mut self, e: &P) -> Apparent {
        match &e.kind {
            ExprKind::Annot(inner, a) => match Self::annot_first(a) {
                Some(t) => Apparent::Annotated(self.annot_type(t)),
                None => self.apparent(inner),
            },
            ExprKind::Num(_) => Apparent::Inferred(Rc::new(Ty::Num)),
            ExprKind::Bool(_) => Apparent::Inferred(Rc::new(Ty::Bool)),
            ExprKind::Str(_) | ExprKind::Chunks(..) => Apparent::Inferred(Rc::new(Ty::Str)),
            ExprKind::Array(_) => Apparent::Approximated(Rc::new(Ty::Array(Rc::new(Ty::Dyn)))),
            ExprKind::Var(x) => match self.lookup(x) {
                Some(t) => Apparent::FromEnv(t),
                None => Apparent::Approximated(Rc::new(Ty::Dyn)),
            },
            ExprKind::Import(path, None) => {
                match self.resolver.as_mut().and_then(|r| r(path).ok().flatten()) {
                    Some(ast) => self.apparent_imported(&ast),
                    None => Apparent::Approximated(Rc::new(Ty::Dyn)),
                }
            }
            _ => Apparent::Approximated(Rc::new(Ty::Dyn)),
        }
    }

    /// The apparent type of an imported file (its variables are not in scope here).
    fn apparent_imported(&mut self, e: &P) -> Apparent {
        match &e.kind {
            ExprKind::Annot(inner, a) => match Self::annot_first(a) {
                Some(t) => Apparent::Annotated(self.annot_type(t)),
                None => self.apparent_imported(inner),
            },
            ExprKind::Var(_) => Apparent::Approximated(Rc::new(Ty::Dyn)),
            _ => self.apparent(e),
        }
    }

    /// An annotation's type, keeping track of wildcards (`None` for the wildcard marker).
    fn annot_type(&mut self, t: &P) -> T {
        self.conv(t)
    }

    fn apparent_piece(&mut self, p: &Piece) -> Apparent {
        match Self::annot_first(&p.annot) {
            Some(t) => Apparent::Annotated(self.annot_type(t)),
            None => match &p.value {
                Some(v) => {
                    let e = v.to_expr();
                    self.apparent(&e)
                }
                None => Apparent::Approximated(Rc::new(Ty::Dyn)),
            },
        }
    }

    /// The apparent type of a record field: the first annotation of its definitions, or the
    /// apparent type of its only definition.
    fn apparent_field(&mut self, f: &RecField) -> Apparent {
        if let [p] = f.pieces.as_slice() {
            return self.apparent_piece(p);
        }
        match f.pieces.iter().find_map(|p| Self::annot_first(&p.annot)) {
            Some(t) => Apparent::Annotated(self.annot_type(t)),
            None => Apparent::Approximated(Rc::new(Ty::Dyn)),
        }
    }

    /// The type of an included field seen from outside the record (its annotation if it has
    /// one, checked against the outer type when it is a type annotation).
    fn include_type(&mut self, f: &RecField, lvl: usize) -> Res<Option<T>> {
        let [p] = f.pieces.as_slice() else {
            return Ok(None);
        };
        if !p.include {
            return Ok(None);
        }
        let outer = self.lookup(&f.name).unwrap_or_else(|| Rc::new(Ty::Dyn));
        Ok(Some(match Self::annot_first(&p.annot) {
            Some(t) => {
                let annot = self.conv(t);
                if p.annot.typ.is_some() {
                    let mut l = lvl;
                    let inst = self.st.instantiate(&annot, &mut l, true);
                    self.st
                        .subsume(&outer, &inst, l)
                        .map_err(unif_err(f.span))?;
                }
                annot
            }
            None => outer,
        }))
    }

    /// The type of a binding from its apparent type: in walk mode as is (an annotation with
    /// wildcards becomes `Dyn`), in enforce mode a fresh variable when approximated.
    pub(super) fn apparent_to_type(&mut self, a: Apparent, strict: bool, lvl: usize) -> T {
        match a {
            Apparent::Annotated(t) if strict => t,
            Apparent::Annotated(t) => {
                if has_wild(&t) {
                    Rc::new(Ty::Dyn)
                } else {
                    t
                }
            }
            Apparent::Approximated(_) if strict => self.st.fresh_ty(lvl),
            Apparent::Approximated(t) | Apparent::Inferred(t) | Apparent::FromEnv(t) => t,
        }
    }

    // ------------------------------------------------------------------ walk mode

    pub fn walk(&mut self, e: &P, lvl: usize) -> Res<()> {
        stacker::maybe_grow(RED_ZONE, STACK_SEGMENT, || self.walk_inner(e, lvl))
    }

    fn walk_type(&mut self, t: &P, lvl: usize) -> Res<()> {
        match &t.kind {
            ExprKind::Type(k) => match k {
                TypeKind::Array(x) | TypeKind::Dict(x, _) | TypeKind::Forall(_, x) => {
                    self.walk_type(x, lvl)
                }
                TypeKind::Arrow(a, b) => {
                    self.walk_type(a, lvl)?;
                    self.walk_type(b, lvl)
                }
                TypeKind::Enum(rows, _) => {
                    for (_, a) in rows {
                        if let Some(a) = a {
                            self.walk_type(a, lvl)?;
                        }
                    }
                    Ok(())
                }
                TypeKind::Record(rows, _, _) => {
                    for (_, _, t) in rows {
                        self.walk_type(t, lvl)?;
                    }
                    Ok(())
                }
                _ => Ok(()),
            },
            ExprKind::Var(_) | ExprKind::TypeVar(_) => Ok(()),
            _ => self.walk(t, lvl),
        }
    }

    fn walk_annot_types(&mut self, a: &Annot, lvl: usize) -> Res<()> {
        if let Some(t) = &a.typ {
            self.walk_type(t, lvl)?;
        }
        for c in &a.contracts {
            self.walk_type(c, lvl)?;
        }
        Ok(())
    }

    fn walk_with_annot(&mut self, a: &Annot, value: Option<&P>, lvl: usize) -> Res<()> {
        self.walk_annot_types(a, lvl)?;
        match (&a.typ, value) {
            (Some(t), Some(v)) => {
                let ty = self.conv(t);
                self.check(v, &ty, lvl)
            }
            (None, Some(v)) => {
                if let ExprKind::Fun(..) = &v.kind {
                    let domains = a.contracts.iter().find_map(|c| {
                        let mut doms = Vec::new();
                        let mut cur = c;
                        while let ExprKind::Type(TypeKind::Arrow(d, cd)) = &cur.kind {
                            doms.push(d.clone());
                            cur = cd;
                        }
                        (!doms.is_empty()).then_some(doms)
                    });
                    if let Some(doms) = domains {
                        let mut names = Vec::new();
                        let mut cur = v.clone();
                        let mut i = 0;
                        while let ExprKind::Fun(p, body) = &cur.kind {
                            let t = match doms.get(i) {
                                Some(d) => self.conv(d),
                                None => Rc::new(Ty::Dyn),
                            };
                            if let PatKind::Any(x) = &p.kind {
                                self.push(x, t.clone());
                                names.push(x.clone());
                                if let Some(al) = &p.alias {
                                    self.push(al, t);
                                    names.push(al.clone());
                                }
                            } else {
                                let mut out = PatOut::default();
                                self.pat_types(p, Mode::Walk, lvl, &mut Vec::new(), &mut out)?;
                                for (x, _, t) in out.bindings {
                                    self.push(&x, t);
                                    names.push(x);
                                }
                            }
                            i += 1;
                            let next = body.clone();
                            cur = next;
                        }
                        let r = self.walk(&cur, lvl);
                        self.pop_all(&names);
                        return r;
                    }
                }
                self.walk(v, lvl)
            }
            _ => Ok(()),
        }
    }

    fn walk_inner(&mut self, e: &P, lvl: usize) -> Res<()> {
        match &e.kind {
            ExprKind::Import(path, _) => self.resolve_import(path, e.span),
            ExprKind::Null
            | ExprKind::Bool(_)
            | ExprKind::Num(_)
            | ExprKind::Str(_)
            | ExprKind::EnumTag(_)
            | ExprKind::TypeVar(_)
            | ExprKind::Var(_) => Ok(()),
            ExprKind::Chunks(chunks, _) => {
                for c in chunks {
                    if let Chunk::Expr(x, _) = c {
                        self.walk(x, lvl)?;
                    }
                }
                Ok(())
            }
            ExprKind::Fun(p, body) => {
                let mut out = PatOut::default();
                self.pat_types(p, Mode::Walk, lvl, &mut Vec::new(), &mut out)?;
                let names = self.push_bindings(
                    out.bindings,
                    p.alias.as_ref().map(|a| (a, Rc::new(Ty::Dyn))),
                );
                let r = self.walk(body, lvl);
                self.pop_all(&names);
                r
            }
            ExprKind::Array(items) | ExprKind::Prim(_, items) => {
                for i in items {
                    self.walk(i, lvl)?;
                }
                Ok(())
            }
            ExprKind::Let {
                rec,
                bindings,
                body,
            } => {
                let mut names = Vec::new();
                if *rec {
                    for (p, _) in bindings {
                        for n in binds_of(p) {
                            self.push(&n, Rc::new(Ty::Dyn));
                            names.push(n);
                        }
                    }
                }
                let mut pending = Vec::new();
                for (p, v) in bindings {
                    let a = self.apparent(v);
                    let ty_let = self.apparent_to_type(a, false, lvl);
                    let mut out = PatOut::default();
                    self.pat_types(p, Mode::Walk, lvl, &mut Vec::new(), &mut out)?;
                    let def = matches!(p.kind, PatKind::Any(_)).then(|| self.flat_here(v));
                    for (x, _, t) in out.bindings {
                        if matches!(&p.kind, PatKind::Any(y) if *y == x) {
                            pending.push((x, ty_let.clone(), def.clone()));
                        } else {
                            pending.push((x, t, None));
                        }
                    }
                    if let Some(al) = &p.alias {
                        pending.push((al.clone(), ty_let.clone(), None));
                    }
                }
                if !*rec {
                    for (_, v) in bindings {
                        self.walk(v, lvl)?;
                    }
                }
                for (x, t, def) in pending {
                    self.push_def(&x, t, def);
                    names.push(x);
                }
                let r = (|| {
                    if *rec {
                        for (_, v) in bindings {
                            self.walk(v, lvl)?;
                        }
                    }
                    self.walk(body, lvl)
                })();
                self.pop_all(&names);
                r
            }
            ExprKind::App(a, b) | ExprKind::Bin(_, a, b) => {
                self.walk(a, lvl)?;
                self.walk(b, lvl)
            }
            ExprKind::Un(_, x) | ExprKind::EnumVariant(_, x) => self.walk(x, lvl),
            ExprKind::Match(arms) => {
                for arm in arms.iter() {
                    let mut out = PatOut::default();
                    self.pat_types(&arm.pat, Mode::Walk, lvl, &mut Vec::new(), &mut out)?;
                    let names = self.push_bindings(out.bindings, None);
                    let r = (|| {
                        if let Some(g) = &arm.guard {
                            self.walk(g, lvl)?;
                        }
                        self.walk(&arm.body, lvl)
                    })();
                    self.pop_all(&names);
                    r?;
                }
                Ok(())
            }
            ExprKind::If(a, b, c) => {
                self.walk(a, lvl)?;
                self.walk(b, lvl)?;
                self.walk(c, lvl)
            }
            ExprKind::Record(r) => self.walk_record(r, lvl),
            ExprKind::Field(x, name) => {
                self.walk(x, lvl)?;
                if let FieldName::Dynamic(d) = name {
                    self.walk(d, lvl)?;
                }
                Ok(())
            }
            ExprKind::Annot(x, a) => self.walk_with_annot(a, Some(x), lvl),
            ExprKind::Type(_) => self.walk_type(e, lvl),
        }
    }

    /// Reports an import that cannot be read.
    fn resolve_import(&mut self, path: &str, span: Span) -> Res<()> {
        match self.resolver.as_mut().map(|r| r(path)) {
            Some(Err(m)) => Err(TErr::Import(format!("import of {path} failed: {m}"), span)),
            _ => Ok(()),
        }
    }

    fn push_bindings(
        &mut self,
        bindings: Vec<(Ident, Span, T)>,
        alias: Option<(&Ident, T)>,
    ) -> Vec<Ident> {
        let mut names = Vec::new();
        for (x, _, t) in bindings {
            self.push(&x, t);
            names.push(x);
        }
        if let Some((a, t)) = alias {
            self.push(a, t);
            names.push(a.clone());
        }
        names
    }

    fn walk_record(&mut self, r: &RecordLit, lvl: usize) -> Res<()> {
        let mut names = Vec::new();
        if r.rec_self {
            let mut tys = Vec::new();
            for f in &r.fields {
                let t = match self.include_type(f, lvl)? {
                    Some(t) => t,
                    None => {
                        let a = self.apparent_field(f);
                        self.apparent_to_type(a, false, lvl)
                    }
                };
                tys.push((f.name.clone(), t));
            }
            if let Some(consts) = &r.consts {
                for (n, f) in consts.iter() {
                    tys.push((n.clone(), const_type(f)));
                }
            }
            for (n, t) in tys {
                self.push(&n, t);
                names.push(n);
            }
        }
        let res = (|| {
            for (n, p) in &r.dyn_fields {
                self.walk(n, lvl)?;
                self.walk_piece(p, lvl)?;
            }
            for f in &r.fields {
                self.walk_field(f, lvl)?;
            }
            Ok(())
        })();
        self.pop_all(&names);
        res
    }

    /// Walks a field: its definitions with their annotations combined when only one of them
    /// has a value (a piecewise signature), else each definition.
    fn walk_field(&mut self, f: &RecField, lvl: usize) -> Res<()> {
        let pieces = f.pieces.as_slice();
        let with_value = pieces.iter().filter(|p| p.value.is_some()).count();
        if pieces.len() > 1 && with_value == 1 {
            let annot = Annot {
                typ: pieces.iter().find_map(|p| p.annot.typ.clone()),
                contracts: pieces
                    .iter()
                    .flat_map(|p| p.annot.contracts.iter().cloned())
                    .collect(),
                ..Annot::default()
            };
            let v = pieces
                .iter()
                .find_map(|p| p.value.as_ref())
                .map(PieceValue::to_expr);
            return self.walk_with_annot(&annot, v.as_ref(), lvl);
        }
        for p in pieces {
            if !p.include {
                self.walk_piece(p, lvl)?;
            }
        }
        Ok(())
    }

    fn walk_piece(&mut self, p: &Piece, lvl: usize) -> Res<()> {
        let v = p.value.as_ref().map(PieceValue::to_expr);
        self.walk_with_annot(&p.annot, v.as_ref(), lvl)
    }

    // ------------------------------------------------------------------ check mode

    pub fn check(&mut self, e: &P, ty: &T, lvl: usize) -> Res<()> {
        stacker::maybe_grow(RED_ZONE, STACK_SEGMENT, || self.check_inner(e, ty, lvl))
    }

    fn unify_at(&mut self, expected: &T, inferred: &T, lvl: usize, span: Span) -> Res<()> {
        self.st
            .unify(expected, inferred, lvl)
            .map_err(unif_err(span))
    }

    fn check_inner(&mut self, e: &P, ty: &T, lvl: usize) -> Res<()> {
        let mut lvl = lvl;
        let ty = self.st.instantiate(ty, &mut lvl, true);
        let ty = &ty;
        let span = e.span;
        match &e.kind {
            ExprKind::Null => self.unify_at(ty, &Rc::new(Ty::Dyn), lvl, span),
            ExprKind::Bool(_) => self.unify_at(ty, &Rc::new(Ty::Bool), lvl, span),
            ExprKind::Num(_) => self.unify_at(ty, &Rc::new(Ty::Num), lvl, span),
            ExprKind::Str(_) => self.unify_at(ty, &Rc::new(Ty::Str), lvl, span),
            ExprKind::Chunks(chunks, _) => {
                let s = Rc::new(Ty::Str);
                self.unify_at(ty, &s, lvl, span)?;
                for c in chunks {
                    if let Chunk::Expr(x, _) = c {
                        self.check(x, &s, lvl)?;
                    }
                }
                Ok(())
            }
            ExprKind::If(c, a, b) => {
                self.check(c, &Rc::new(Ty::Bool), lvl)?;
                self.check(a, ty, lvl)?;
                self.check(b, ty, lvl)
            }
            ExprKind::Fun(..) => {
                let mut pats = Vec::new();
                let mut cur = e.clone();
                while let ExprKind::Fun(p, body) = &cur.kind {
                    pats.push(p.clone());
                    let next = body.clone();
                    cur = next;
                }
                let codomain = self.st.fresh_ty(lvl);
                let mut names = Vec::new();
                let mut fun_ty = codomain.clone();
                let mut arg_tys = Vec::new();
                for p in &pats {
                    let mut out = PatOut::default();
                    let t = self.pat_types(p, Mode::Enforce, lvl, &mut Vec::new(), &mut out)?;
                    for (_, tail) in &out.enum_tails {
                        self.st.close_enum(tail);
                    }
                    if let Some(al) = &p.alias {
                        self.push(al, t.clone());
                        names.push(al.clone());
                    }
                    for (x, _, bt) in out.bindings {
                        self.push(&x, bt);
                        names.push(x);
                    }
                    arg_tys.push(t);
                }
                for t in arg_tys.into_iter().rev() {
                    fun_ty = arrow(t, fun_ty);
                }
                let r = self
                    .unify_at(ty, &fun_ty, lvl, span)
                    .and_then(|_| self.check(&cur, &codomain, lvl));
                self.pop_all(&names);
                r
            }
            ExprKind::Array(items) => {
                let elt = self.st.fresh_ty(lvl);
                self.unify_at(ty, &Rc::new(Ty::Array(elt.clone())), lvl, span)?;
                for i in items {
                    self.check(i, &elt, lvl)?;
                }
                Ok(())
            }
            ExprKind::Let {
                rec,
                bindings,
                body,
            } => self.check_let(*rec, bindings, body, ty, lvl),
            ExprKind::Match(arms) => self.check_match(arms, ty, lvl, span),
            ExprKind::Var(_)
            | ExprKind::App(..)
            | ExprKind::Prim(..)
            | ExprKind::Annot(..)
            | ExprKind::Field(..)
            | ExprKind::Bin(..)
            | ExprKind::Un(..) => {
                let inferred = self.infer(e, lvl)?;
                self.st.subsume(&inferred, ty, lvl).map_err(unif_err(span))
            }
            ExprKind::EnumTag(tag) => {
                let row = self.st.fresh_erows(lvl);
                let t = Rc::new(Ty::Enum(Rc::new(ERows::Extend(tag.clone(), None, row))));
                self.unify_at(ty, &t, lvl, span)
            }
            ExprKind::EnumVariant(tag, arg) => {
                let tail = self.st.fresh_erows(lvl);
                let a = self.st.fresh_ty(lvl);
                let t = Rc::new(Ty::Enum(Rc::new(ERows::Extend(
                    tag.clone(),
                    Some(a.clone()),
                    tail,
                ))));
                self.unify_at(ty, &t, lvl, span)?;
                self.check(arg, &a, lvl)
            }
            ExprKind::Record(r) => self.check_record(r, ty, lvl, span),
            ExprKind::Import(path, _) => {
                self.resolve_import(path, span)?;
                let a = self.apparent(e);
                let t = self.apparent_to_type(a, false, lvl);
                self.unify_at(ty, &t, lvl, span)
            }
            ExprKind::Type(_) => match find_contract(e, &mut Vec::new()) {
                Some(c) => Err(TErr::CtrTypeInTermPos(span, c.span)),
                None => Ok(()),
            },
            ExprKind::TypeVar(_) => Ok(()),
        }
    }

    fn check_let(
        &mut self,
        rec: bool,
        bindings: &[(Pattern, P)],
        body: &P,
        ty: &T,
        lvl: usize,
    ) -> Res<()> {
        let mut names = Vec::new();
        if rec {
            for (p, _) in bindings {
                for n in binds_of(p) {
                    let t = self.st.fresh_ty(lvl);
                    self.push(&n, t);
                    names.push(n);
                }
            }
        }
        let r = (|| {
            let mut pending = Vec::new();
            let mut bound_tys = Vec::new();
            for (p, v) in bindings {
                let a = self.apparent(v);
                let ty_bound = self.apparent_to_type(a, true, lvl);
                if let PatKind::Any(x) = &p.kind {
                    if let Some(al) = &p.alias {
                        pending.push((al.clone(), ty_bound.clone(), None));
                    }
                    pending.push((x.clone(), ty_bound.clone(), Some(self.flat_here(v))));
                } else {
                    let mut out = PatOut::default();
                    let pt = self.pat_types(p, Mode::Enforce, lvl, &mut Vec::new(), &mut out)?;
                    for (_, tail) in &out.enum_tails {
                        self.st.close_enum(tail);
                    }
                    self.unify_at(&pt, &ty_bound, lvl, v.span)?;
                    if let Some(al) = &p.alias {
                        pending.push((al.clone(), ty_bound.clone(), None));
                    }
                    for (x, _, t) in out.bindings {
                        pending.push((x, t, None));
                    }
                }
                bound_tys.push(ty_bound);
            }
            if !rec {
                for ((_, v), t) in bindings.iter().zip(&bound_tys) {
                    self.check_bound_value(v, t, lvl)?;
                }
            }
            let mut inner = Vec::new();
            for (x, t, def) in pending {
                self.push_def(&x, t, def);
                inner.push(x);
            }
            let r = (|| {
                if rec {
                    for ((_, v), t) in bindings.iter().zip(&bound_tys) {
                        self.check_bound_value(v, t, lvl)?;
                    }
                }
                self.check(body, ty, lvl)
            })();
            self.pop_all(&inner);
            r
        })();
        self.pop_all(&names);
        r
    }

    fn check_bound_value(&mut self, v: &P, t: &T, lvl: usize) -> Res<()> {
        match &v.kind {
            ExprKind::Annot(x, a) => self.infer_with_annot(a, Some(x), lvl).map(|_| ()),
            _ => self.check(v, t, lvl),
        }
    }

    fn check_match(&mut self, arms: &[Arm], ty: &T, lvl: usize, span: Span) -> Res<()> {
        let mut pats = Vec::new();
        for arm in arms {
            let mut out = PatOut::default();
            let t = self.pat_types(&arm.pat, Mode::Enforce, lvl, &mut Vec::new(), &mut out)?;
            pats.push((t, out));
        }
        let arg = self.st.fresh_ty(lvl);
        let ret = self.st.fresh_ty(lvl);
        for (arm, (_, out)) in arms.iter().zip(&pats) {
            let mut names = Vec::new();
            if let Some(al) = &arm.pat.alias {
                self.push(al, ret.clone());
                names.push(al.clone());
            }
            for (x, _, t) in &out.bindings {
                self.push(x, t.clone());
                names.push(x.clone());
            }
            let r = (|| {
                if let Some(g) = &arm.guard {
                    self.check(g, &Rc::new(Ty::Bool), lvl)?;
                }
                self.check(&arm.body, &ret, lvl)
            })();
            self.pop_all(&names);
            r?;
        }
        let mut tails = Vec::new();
        let mut wild = HashSet::new();
        let mut result = Ok(());
        for (t, out) in pats {
            if result.is_ok() {
                result = self.st.unify(&arg, &t, lvl);
            }
            tails.extend(out.enum_tails);
            wild.extend(out.wildcards);
        }
        for (path, tail) in &tails {
            if !wild.contains(path) {
                self.st.close_enum(tail);
            }
        }
        result.map_err(unif_err(span))?;
        self.unify_at(ty, &arrow(arg, ret), lvl, span)
    }

    fn check_record(&mut self, r: &RecordLit, ty: &T, lvl: usize, span: Span) -> Res<()> {
        if !r.dyn_fields.is_empty() {
            let elts = self.st.fresh_ty(lvl);
            self.unify_at(ty, &Rc::new(Ty::Dict(elts.clone(), false)), lvl, span)?;
            for (n, p) in &r.dyn_fields {
                self.check(n, &Rc::new(Ty::Str), lvl)?;
                let _ = p;
            }
            let mut names = Vec::new();
            if r.rec_self {
                for f in &r.fields {
                    self.push(&f.name, elts.clone());
                    names.push(f.name.clone());
                }
            }
            let res = (|| {
                for (_, p) in &r.dyn_fields {
                    self.check_piece(p, &elts, lvl)?;
                }
                for f in &r.fields {
                    self.check_field(f, &elts, lvl)?;
                }
                Ok(())
            })();
            self.pop_all(&names);
            return res;
        }
        let root = self.st.root(ty);
        if let Ty::Dict(tf, _) = &*root {
            let tf = tf.clone();
            let mut names = Vec::new();
            if r.rec_self {
                for f in &r.fields {
                    self.push(&f.name, tf.clone());
                    names.push(f.name.clone());
                }
            }
            let res = (|| {
                for f in &r.fields {
                    self.check_field(f, &tf, lvl)?;
                }
                if let Some(consts) = &r.consts {
                    for (_, f) in consts.iter() {
                        let t = const_type(f);
                        self.unify_at(&tf, &t, lvl, f.span)?;
                    }
                }
                Ok(())
            })();
            self.pop_all(&names);
            return res;
        }
        // static fields: a record type with one variable per field
        let mut inner = Vec::new();
        let mut need_unif = Vec::new();
        let mut field_tys = Vec::new();
        for f in &r.fields {
            match self.include_type(f, lvl)? {
                Some(t) => {
                    inner.push((f.name.clone(), t.clone()));
                    need_unif.push(false);
                    field_tys.push(t);
                }
                None => {
                    let a = self.apparent_field(f);
                    let approx = matches!(a, Apparent::Approximated(_));
                    inner.push((f.name.clone(), self.apparent_to_type(a, true, lvl)));
                    need_unif.push(approx);
                    field_tys.push(self.st.fresh_ty(lvl));
                }
            }
        }
        let mut consts = Vec::new();
        if let Some(cs) = &r.consts {
            for (n, f) in cs.iter() {
                consts.push((n.clone(), const_type(f), f.span, self.st.fresh_ty(lvl)));
            }
        }
        let mut rows = Rc::new(RRows::Empty);
        for (n, _, _, v) in consts.iter().rev() {
            rows = Rc::new(RRows::Extend(n.clone(), v.clone(), rows));
        }
        for (f, t) in r.fields.iter().zip(&field_tys).rev() {
            rows = Rc::new(RRows::Extend(f.name.clone(), t.clone(), rows));
        }
        self.unify_at(ty, &Rc::new(Ty::Record(rows)), lvl, span)?;
        for (_, t, s, v) in &consts {
            self.unify_at(v, t, lvl, *s)?;
        }
        let mut names = Vec::new();
        if r.rec_self {
            for (n, t) in &inner {
                self.push(n, t.clone());
                names.push(n.clone());
            }
            for (n, t, _, _) in &consts {
                self.push(n, t.clone());
                names.push(n.clone());
            }
        }
        let res = (|| {
            for (i, f) in r.fields.iter().enumerate() {
                if f.pieces.len() == 1 && f.pieces[0].include {
                    continue;
                }
                if need_unif[i] {
                    let bound = inner[i].1.clone();
                    self.unify_at(&field_tys[i], &bound, lvl, f.span)?;
                }
                self.check_field(f, &field_tys[i], lvl)?;
            }
            Ok(())
        })();
        self.pop_all(&names);
        res
    }

    fn check_field(&mut self, f: &RecField, ty: &T, lvl: usize) -> Res<()> {
        match f.pieces.as_slice() {
            [p] => {
                if p.include {
                    let t = self.lookup(&f.name).unwrap_or_else(|| Rc::new(Ty::Dyn));
                    return self.st.subsume(&t, ty, lvl).map_err(unif_err(f.span));
                }
                self.check_piece(p, ty, lvl)
            }
            pieces => {
                let values: Vec<&Piece> = pieces.iter().filter(|p| p.value.is_some()).collect();
                let typ = pieces.iter().find_map(|p| p.annot.typ.clone());
                let contracts: Vec<P> = pieces
                    .iter()
                    .flat_map(|p| p.annot.contracts.iter().cloned())
                    .collect();
                if values.len() > 1 {
                    // several values merged: each is walked (their merge is not typed)
                    for p in pieces {
                        self.walk_piece(p, lvl)?;
                    }
                    return Ok(());
                }
                let annot = Annot {
                    typ,
                    contracts,
                    ..Annot::default()
                };
                let value = values
                    .first()
                    .and_then(|p| p.value.as_ref())
                    .map(PieceValue::to_expr);
                if Self::annot_first(&annot).is_none() {
                    return match &value {
                        Some(v) => self.check(v, ty, lvl),
                        None => self.unify_at(ty, &Rc::new(Ty::Dyn), lvl, f.span),
                    };
                }
                let span = value.as_ref().map(|v| v.span).unwrap_or(f.span);
                let inferred = self.infer_with_annot(&annot, value.as_ref(), lvl)?;
                self.st.subsume(&inferred, ty, lvl).map_err(unif_err(span))
            }
        }
    }

    fn check_piece(&mut self, p: &Piece, ty: &T, lvl: usize) -> Res<()> {
        let value = p.value.as_ref().map(PieceValue::to_expr);
        if Self::annot_first(&p.annot).is_none() {
            match &value {
                Some(v) => self.check(v, ty, lvl),
                None => self.unify_at(ty, &Rc::new(Ty::Dyn), lvl, p.span),
            }
        } else {
            let span = value.as_ref().map(|v| v.span).unwrap_or(p.span);
            let inferred = self.infer_with_annot(&p.annot, value.as_ref(), lvl)?;
            self.st.subsume(&inferred, ty, lvl).map_err(unif_err(span))
        }
    }

    fn infer_with_annot(&mut self, a: &Annot, value: Option<&P>, lvl: usize) -> Res<T> {
        self.walk_annot_types(a, lvl)?;
        match (&a.typ, value) {
            (Some(t), Some(v)) => {
                let ty = self.conv(t);
                self.check(v, &ty, lvl)?;
                Ok(ty)
            }
            (None, v) if !a.contracts.is_empty() => {
                let ty = self.conv(&a.contracts[0]);
                if let Some(v) = v {
                    self.walk(v, lvl)?;
                }
                Ok(ty)
            }
            (None, Some(v)) => self.infer(v, lvl),
            (_, None) => Ok(match Self::annot_first(a) {
                Some(t) => self.conv(t),
                None => Rc::new(Ty::Dyn),
            }),
        }
    }

    // ------------------------------------------------------------------ infer mode

    fn infer(&mut self, e: &P, lvl: usize) -> Res<T> {
        stacker::maybe_grow(RED_ZONE, STACK_SEGMENT, || self.infer_inner(e, lvl))
    }

    fn infer_inner(&mut self, e: &P, lvl: usize) -> Res<T> {
        match &e.kind {
            ExprKind::Var(x) => Ok(self.lookup(x).unwrap_or_else(|| Rc::new(Ty::Dyn))),
            ExprKind::App(..) | ExprKind::Bin(BinOp::Pipe, ..) => {
                let mut args = Vec::new();
                let mut cur = e.clone();
                loop {
                    match &cur.kind {
                        ExprKind::App(f, a) => {
                            args.push(a.clone());
                            let next = f.clone();
                            cur = next;
                        }
                        ExprKind::Bin(BinOp::Pipe, a, f) => {
                            args.push(a.clone());
                            let next = f.clone();
                            cur = next;
                        }
                        _ => break,
                    }
                }
                args.reverse();
                let head_poly = self.infer(&cur, lvl)?;
                let mut lvl = lvl;
                let head = self.st.instantiate(&head_poly, &mut lvl, false);
                let arg_tys: Vec<T> = args.iter().map(|_| self.st.fresh_ty(lvl)).collect();
                let cod = self.st.fresh_ty(lvl);
                let mut fun_ty = cod.clone();
                for t in arg_tys.iter().rev() {
                    fun_ty = arrow(t.clone(), fun_ty);
                }
                self.unify_at(&fun_ty, &head, lvl, cur.span)?;
                for (a, t) in args.iter().zip(&arg_tys) {
                    self.check(a, t, lvl)?;
                }
                Ok(cod)
            }
            ExprKind::Annot(x, a) => self.infer_with_annot(a, Some(x), lvl),
            ExprKind::Field(x, FieldName::Static(name, nspan)) => {
                let res = self.st.fresh_ty(lvl);
                let rows = self.st.fresh_rrows(lvl);
                let rt = Rc::new(Ty::Record(Rc::new(RRows::Extend(
                    name.clone(),
                    res.clone(),
                    rows,
                ))));
                self.check(x, &rt, lvl)
                    .map_err(|e| TErr::Access(Box::new(e), name.clone(), *nspan))?;
                Ok(res)
            }
            ExprKind::Field(x, FieldName::Dynamic(d)) => {
                let res = self.st.fresh_ty(lvl);
                self.check(d, &Rc::new(Ty::Str), lvl)?;
                self.check(x, &Rc::new(Ty::Dict(res.clone(), false)), lvl)?;
                Ok(res)
            }
            ExprKind::Bin(op, a, b) => {
                use BinOp::*;
                let num = || Rc::new(Ty::Num);
                let (ta, tb, res) = match op {
                    Add | Sub | Mul | Div | Mod => (num(), num(), num()),
                    Lt | Le | Gt | Ge => (num(), num(), Rc::new(Ty::Bool)),
                    And | Or => (Rc::new(Ty::Bool), Rc::new(Ty::Bool), Rc::new(Ty::Bool)),
                    Concat => (Rc::new(Ty::Str), Rc::new(Ty::Str), Rc::new(Ty::Str)),
                    ArrayConcat => {
                        let arr = Rc::new(Ty::Array(self.st.fresh_ty(lvl)));
                        (arr.clone(), arr.clone(), arr)
                    }
                    Merge => (Rc::new(Ty::Dyn), Rc::new(Ty::Dyn), Rc::new(Ty::Dyn)),
                    Eq | Neq => (
                        self.st.fresh_ty(lvl),
                        self.st.fresh_ty(lvl),
                        Rc::new(Ty::Bool),
                    ),
                    Pipe => unreachable!("handled with applications"),
                };
                self.check(a, &ta, lvl)?;
                self.check(b, &tb, lvl)?;
                Ok(res)
            }
            ExprKind::Un(op, x) => {
                let t = Rc::new(match op {
                    UnOp::Neg => Ty::Num,
                    UnOp::Not => Ty::Bool,
                });
                self.check(x, &t, lvl)?;
                Ok(t)
            }
            ExprKind::Prim(name, args) if name == "enum/embed" && args.len() == 2 => {
                // `%enum/embed% tag x`: `[| ; r |] -> [| 'tag ; r |]`
                let ExprKind::Var(tag) = &args[0].kind else {
                    return Ok(self.st.fresh_ty(lvl));
                };
                let rows = self.st.fresh_erows(lvl);
                self.check(&args[1], &Rc::new(Ty::Enum(rows.clone())), lvl)?;
                Ok(Rc::new(Ty::Enum(Rc::new(ERows::Extend(
                    tag.clone(),
                    None,
                    rows,
                )))))
            }
            ExprKind::Prim(name, args) => {
                let (tys, res) = super::std_types::primop_type(&mut self.st, name, args.len(), lvl);
                for (a, t) in args.iter().zip(tys) {
                    self.check(a, &t, lvl)?;
                }
                Ok(res)
            }
            _ => {
                let t = self.st.fresh_ty(lvl);
                self.check(e, &t, lvl)?;
                Ok(self.st.root(&t))
            }
        }
    }

    // ------------------------------------------------------------------ patterns

    fn pat_types(
        &mut self,
        p: &Pattern,
        mode: Mode,
        lvl: usize,
        path: &mut Vec<String>,
        out: &mut PatOut,
    ) -> Res<T> {
        let any = |st: &mut State| {
            if mode == Mode::Walk {
                Rc::new(Ty::Dyn)
            } else {
                st.fresh_ty(lvl)
            }
        };
        let t = match &p.kind {
            PatKind::Wildcard => {
                out.wildcards.insert(path.clone());
                any(&mut self.st)
            }
            PatKind::Any(x) => {
                out.wildcards.insert(path.clone());
                let t = any(&mut self.st);
                out.bindings.push((x.clone(), p.span, t.clone()));
                t
            }
            PatKind::Const(e) => Rc::new(match &e.kind {
                ExprKind::Num(_) => Ty::Num,
                ExprKind::Bool(_) => Ty::Bool,
                ExprKind::Str(_) | ExprKind::Chunks(..) => Ty::Str,
                _ => Ty::Dyn,
            }),
            PatKind::Record(fields, rest) => {
                let tail = match rest {
                    None => Rc::new(RRows::Empty),
                    Some(_) if mode == Mode::Walk => Rc::new(RRows::Dyn),
                    Some(_) => self.st.fresh_rrows(lvl),
                };
                if let Some(Some(r)) = rest {
                    out.bindings
                        .push((r.clone(), p.span, Rc::new(Ty::Record(tail.clone()))));
                }
                let mut rows = Vec::new();
                for f in fields {
                    path.push(format!(".{}", f.name));
                    let row = match (&f.annot.typ, &f.pat.kind, mode) {
                        (Some(t), PatKind::Any(x), Mode::Walk) if f.pat.alias.is_none() => {
                            let t = self.conv(t);
                            out.bindings.push((x.clone(), f.pat.span, t.clone()));
                            t
                        }
                        (Some(t), PatKind::Wildcard, Mode::Walk) => self.conv(t),
                        (Some(t), _, _) => {
                            let at = self.conv(t);
                            let rt = self.pat_types(&f.pat, mode, lvl, path, out)?;
                            self.unify_at(&rt, &at, lvl, t.span)?;
                            rt
                        }
                        _ => self.pat_types(&f.pat, mode, lvl, path, out)?,
                    };
                    path.pop();
                    rows.push((f.name.clone(), row));
                }
                let mut acc = tail;
                for (n, t) in rows.into_iter().rev() {
                    acc = Rc::new(RRows::Extend(n, t, acc));
                }
                Rc::new(Ty::Record(acc))
            }
            PatKind::Array(items, rest) => {
                let elt = any(&mut self.st);
                for (i, it) in items.iter().enumerate() {
                    path.push(format!("[{i}]"));
                    let t = self.pat_types(it, mode, lvl, path, out)?;
                    path.pop();
                    if mode == Mode::Enforce {
                        self.unify_at(&elt, &t, lvl, it.span)?;
                    }
                }
                if let Some(Some(r)) = rest {
                    out.bindings
                        .push((r.clone(), p.span, Rc::new(Ty::Array(elt.clone()))));
                }
                Rc::new(Ty::Array(elt))
            }
            PatKind::Enum(tag, arg) => {
                let at = match arg {
                    Some(a) => {
                        path.push("'".into());
                        let t = self.pat_types(a, mode, lvl, path, out)?;
                        path.pop();
                        Some(t)
                    }
                    None => None,
                };
                let tail = self.st.fresh_erows(lvl);
                out.enum_tails.push((path.clone(), tail.clone()));
                Rc::new(Ty::Enum(Rc::new(ERows::Extend(tag.clone(), at, tail))))
            }
            PatKind::Or(alts) => {
                let mut model: Option<(T, Vec<(Ident, Span, T)>)> = None;
                for alt in alts {
                    let mut sub = PatOut::default();
                    let t = self.pat_types(alt, mode, lvl, path, &mut sub)?;
                    out.enum_tails.extend(sub.enum_tails);
                    out.wildcards.extend(sub.wildcards);
                    let mut bs = sub.bindings;
                    strata_core::sort::sort_by(&mut bs, |a, b| a.0.cmp(&b.0));
                    match &model {
                        None => model = Some((t, bs)),
                        Some((mt, mb)) => {
                            if mb.len() != bs.len() {
                                let w = if mb.len() > bs.len() {
                                    mb.last()
                                } else {
                                    bs.last()
                                };
                                let (x, s, _) = w
                                    .cloned()
                                    .unwrap_or_else(|| ("_".into(), p.span, Rc::new(Ty::Dyn)));
                                return Err(TErr::OrPatternVarsMismatch(x, s, p.span));
                            }
                            if mode == Mode::Enforce {
                                self.unify_at(mt, &t, lvl, alt.span)?;
                            }
                            for ((mx, ms, mty), (x, s, ty)) in mb.iter().zip(&bs) {
                                if mx != x {
                                    let (v, vs) = if mx < x { (mx, *ms) } else { (x, *s) };
                                    return Err(TErr::OrPatternVarsMismatch(v.clone(), vs, p.span));
                                }
                                if mode == Mode::Enforce {
                                    self.unify_at(mty, ty, lvl, *s)?;
                                }
                            }
                        }
                    }
                }
                match model {
                    Some((t, bs)) => {
                        out.bindings.extend(bs);
                        t
                    }
                    None => any(&mut self.st),
                }
            }
        };
        if let Some(al) = &p.alias {
            if !path.is_empty() {
                out.bindings.push((al.clone(), p.span, t.clone()));
            }
        }
        Ok(t)
    }
}

fn has_wild(t: &T) -> bool {
    match &**t {
        Ty::Wildcard(_) => true,
        Ty::Arrow(a, b) => has_wild(a) || has_wild(b),
        Ty::Array(a) | Ty::Dict(a, _) | Ty::Forall(_, _, a) => has_wild(a),
        Ty::Record(r) => {
            let mut r = r.clone();
            while let RRows::Extend(_, t, tail) = &*r.clone() {
                if has_wild(t) {
                    return true;
                }
                r = tail.clone();
            }
            false
        }
        Ty::Enum(r) => {
            let mut r = r.clone();
            while let ERows::Extend(_, t, tail) = &*r.clone() {
                if t.as_ref().is_some_and(has_wild) {
                    return true;
                }
                r = tail.clone();
            }
            false
        }
        _ => false,
    }
}

/// The type of a literal field held evaluated.
fn const_type(f: &crate::value::Field) -> T {
    use crate::value::Value;
    Rc::new(match f.value.as_ref().and_then(|t| t.peek()) {
        Some(Value::Num(_)) => Ty::Num,
        Some(Value::Str(_)) => Ty::Str,
        Some(Value::Bool(_)) => Ty::Bool,
        _ => Ty::Dyn,
    })
}

/// The spans of the wildcards of a type, in the order [`Convert`] numbers them (rows of record
/// and enum types last first).
fn wildcard_spans(e: &P, out: &mut Vec<Span>) {
    let ExprKind::Type(k) = &e.kind else {
        return;
    };
    match k {
        TypeKind::Wildcard => out.push(e.span),
        TypeKind::Array(x) | TypeKind::Dict(x, _) | TypeKind::Forall(_, x) => {
            wildcard_spans(x, out)
        }
        TypeKind::Arrow(a, b) => {
            wildcard_spans(a, out);
            wildcard_spans(b, out);
        }
        TypeKind::Enum(rows, _) => {
            for (_, a) in rows.iter().rev() {
                if let Some(a) = a {
                    wildcard_spans(a, out);
                }
            }
        }
        TypeKind::Record(rows, _, _) => {
            for (_, _, t) in rows.iter().rev() {
                wildcard_spans(t, out);
            }
        }
        _ => {}
    }
}

/// A type with the wildcards of `subst` replaced (the same `Rc` when none is).
fn substitute_wildcards(e: &P, subst: &HashMap<Span, P>) -> P {
    let ExprKind::Type(k) = &e.kind else {
        return e.clone();
    };
    let same = |a: &P, b: &P| Rc::ptr_eq(a, b);
    let kind = match k {
        TypeKind::Wildcard => {
            return subst.get(&e.span).cloned().unwrap_or_else(|| e.clone());
        }
        TypeKind::Array(x) => {
            let y = substitute_wildcards(x, subst);
            if same(x, &y) {
                return e.clone();
            }
            TypeKind::Array(y)
        }
        TypeKind::Dict(x, c) => {
            let y = substitute_wildcards(x, subst);
            if same(x, &y) {
                return e.clone();
            }
            TypeKind::Dict(y, *c)
        }
        TypeKind::Forall(vs, x) => {
            let y = substitute_wildcards(x, subst);
            if same(x, &y) {
                return e.clone();
            }
            TypeKind::Forall(vs.clone(), y)
        }
        TypeKind::Arrow(a, b) => {
            let (c, d) = (
                substitute_wildcards(a, subst),
                substitute_wildcards(b, subst),
            );
            if same(a, &c) && same(b, &d) {
                return e.clone();
            }
            TypeKind::Arrow(c, d)
        }
        TypeKind::Enum(rows, tail) => {
            let new: Vec<(Ident, Option<P>)> = rows
                .iter()
                .map(|(n, a)| {
                    (
                        n.clone(),
                        a.as_ref().map(|a| substitute_wildcards(a, subst)),
                    )
                })
                .collect();
            let changed = rows.iter().zip(&new).any(|((_, a), (_, b))| match (a, b) {
                (Some(a), Some(b)) => !same(a, b),
                _ => false,
            });
            if !changed {
                return e.clone();
            }
            TypeKind::Enum(new, tail.clone())
        }
        TypeKind::Record(rows, tail, sp) => {
            let new: Vec<RowField> = rows
                .iter()
                .map(|(n, s, t)| (n.clone(), *s, substitute_wildcards(t, subst)))
                .collect();
            if rows
                .iter()
                .zip(&new)
                .all(|((_, _, a), (_, _, b))| same(a, b))
            {
                return e.clone();
            }
            TypeKind::Record(new, tail.clone(), *sp)
        }
        _ => return e.clone(),
    };
    Expr::new(ExprKind::Type(kind), e.span)
}
