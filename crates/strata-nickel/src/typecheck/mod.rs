//! Checks done on a whole program before evaluation, as Nickel's typechecker does: every
//! identifier must be bound, wherever it occurs (also in code that is never evaluated), and the
//! statically typed parts of the program (under `:` annotations) must typecheck by Nickel's
//! rules ([`check_types`]).
//!
//! The typechecker is split as Nickel's is: `types` (types with unification variables and
//! rows), `unif` (unification, row constraints, polymorphism levels, subsumption),
//! `check` (walk, check and infer modes, records and patterns), `error` (Nickel's
//! messages) and `std_types` (the static interface of `std`).
//!
//! Type variables bound by `forall` are visible in the type positions of the `forall`'s body
//! (`a -> a`, `Array a`, `{ _ : a }`, record-type fields, row tails) but not inside the contracts
//! a type contains (`{ _ | a }`, `{ x | a }`), which are ordinary terms.

mod check;
mod error;
mod std_types;
mod types;
mod unif;

use crate::ast::*;
use crate::eval::{EvalError, RED_ZONE, STACK_SEGMENT};
use std::collections::HashMap;
use strata_core::source::Span;

/// An import the program cannot find: its error (see [`first_unbound_or_missing_import`]).
pub type MissingImport<'a> = &'a mut dyn FnMut(&str, Option<&str>, Span) -> Option<EvalError>;

/// Identifiers in scope: term variables and the type variables currently visible; and, for
/// [`first_unbound_or_missing_import`], how to tell an import that cannot be found.
#[derive(Default)]
struct Scope<'a> {
    terms: HashMap<Ident, u32>,
    types: Vec<Vec<Ident>>,
    missing: Option<MissingImport<'a>>,
}

impl Scope<'_> {
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
    check_program_importing(p, None)
}

/// Reads an imported file: the syntax tree of a Nickel file (`None` for other formats or a
/// file that does not parse), or why it cannot be read. Typechecking resolves every import
/// (a missing file is an error, as in Nickel) and gives an `import` in typed code the apparent
/// type of the imported file.
pub type ImportResolver = Box<dyn FnMut(&str) -> Result<Option<P>, String>>;

/// [`check_program`], with imports given their apparent type (the type annotation or literal
/// at the top of the imported file) through `resolve`.
pub fn check_program_importing(
    p: &crate::parser::Program,
    resolve: Option<ImportResolver>,
) -> Result<(), EvalError> {
    check_program_wildcards(p, resolve).map(|_| ())
}

/// [`check_program_importing`], returning the types the typechecker inferred for the
/// wildcards of annotations: each annotation type with wildcards (by its span) as it is to be
/// applied as a contract (see `Checker::wildcard_substitutions` in `check.rs`).
pub fn check_program_wildcards(
    p: &crate::parser::Program,
    resolve: Option<ImportResolver>,
) -> Result<Vec<(strata_core::source::Span, P)>, EvalError> {
    check_repl_input(p, resolve, &[])
}

/// The checks of [`check_program_wildcards`] with `names` in scope too (a REPL input, in whose
/// scope are the session's top-level bindings, of unknown types).
pub fn check_repl_input(
    p: &crate::parser::Program,
    resolve: Option<ImportResolver>,
    names: &[Ident],
) -> Result<Vec<(strata_core::source::Span, P)>, EvalError> {
    let all_bound = !p.forall
        && p.expr
            .fv
            .as_ref()
            .is_none_or(|fv| fv.iter().all(|x| x == "std" || names.contains(x)));
    if !all_bound {
        if let Err(unbound) = check_bound_in(&p.expr, names) {
            // nickel's typechecker finds unbound identifiers as it walks the program: in typed
            // code, a type error written before the identifier is found first
            if p.typed && p.deferred.is_none() {
                let mut c = check::Checker::new();
                c.resolver = resolve;
                if let Err(err) = c.walk(&p.expr, 0) {
                    let typed = error::report(&c.st, err);
                    if primary_start(&typed) < primary_start(&unbound) {
                        return Err(typed);
                    }
                }
            }
            return Err(unbound);
        }
    }
    check_deferred(p)?;
    if p.typed {
        let mut c = check::Checker::new();
        c.resolver = resolve;
        c.walk(&p.expr, 0)
            .map_err(|err| error::report(&c.st, err))?;
        return Ok(c.wildcard_substitutions());
    }
    Ok(Vec::new())
}

/// Where an error's first label points (in its file), for ordering errors as a walk of the
/// program meets them.
fn primary_start(e: &EvalError) -> (u32, u32) {
    e.labels
        .first()
        .map_or((u32::MAX, u32::MAX), |l| (l.span.file.0, l.span.start))
}

/// The REPL's `:typecheck`: the input is checked as a program is (with `names` in scope), and
/// its apparent type printed: the type of its annotation, of its literal (`Number`,
/// `String`, `Bool`, `Array Dyn`), of the binding a variable names, or `Dyn`. `bindings` are
/// the session's top-level `let`s, oldest first, each typed by its apparent type.
pub fn repl_type(
    p: &crate::parser::Program,
    resolve: Option<ImportResolver>,
    names: &[Ident],
    bindings: &[(Ident, P)],
) -> Result<String, EvalError> {
    check_bound_in(&p.expr, names)?;
    check_deferred(p)?;
    let mut c = check::Checker::new();
    c.resolver = resolve;
    for (x, e) in bindings {
        let apparent = c.apparent(e);
        let t = c.apparent_to_type(apparent, false, 0);
        c.push(x, t);
    }
    c.walk(&p.expr, 0)
        .map_err(|err| error::report(&c.st, err))?;
    let apparent = c.apparent(&p.expr);
    let t = c.apparent_to_type(apparent, false, 0);
    Ok(error::Names::new(&c.st).show(&t))
}

/// [`check_bound`] with `names` bound around the program.
fn check_bound_in(e: &P, names: &[Ident]) -> Result<(), EvalError> {
    let mut scope = Scope::default();
    scope.types.push(Vec::new());
    scope.push(names);
    walk(e, &mut scope)
}

/// The first of the program's unbound identifiers and of the imports `missing` cannot find, in
/// the order nickel's typechecker walks the program (an annotation before the term it
/// annotates). `None` when there is neither.
pub fn first_unbound_or_missing_import(
    p: &crate::parser::Program,
    missing: MissingImport<'_>,
) -> Option<EvalError> {
    let mut scope = Scope {
        missing: Some(missing),
        ..Scope::default()
    };
    scope.types.push(Vec::new());
    walk(&p.expr, &mut scope).err()
}

/// The error the parser left for the typechecker (see [`crate::parser::Program::deferred`]).
fn check_deferred(p: &crate::parser::Program) -> Result<(), EvalError> {
    match &p.deferred {
        Some(e) => Err(crate::parse_error(e.clone())),
        None => Ok(()),
    }
}

/// Reports the first unbound identifier of a program (nickel does so before it resolves the
/// program's imports), walking it only when its free variables do not already tell.
pub fn check_program_bound(p: &crate::parser::Program) -> Result<(), EvalError> {
    let all_bound = !p.forall
        && p.expr
            .fv
            .as_ref()
            .is_none_or(|fv| fv.iter().all(|x| x == "std"));
    if all_bound {
        return Ok(());
    }
    check_bound(&p.expr)
}

/// Reports the first unbound identifier of `e` (the whole program), as Nickel does before it
/// evaluates anything.
pub fn check_bound(e: &P) -> Result<(), EvalError> {
    check_bound_in(e, &[])
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

/// Walks a component of a type: a type, or a term used as a contract (`a -> (fun x => a)`),
/// in which the type variables of enclosing `forall`s are not visible.
fn walk_type_part(e: &P, s: &mut Scope) -> Result<(), EvalError> {
    match &e.kind {
        ExprKind::Type(_) | ExprKind::TypeVar(_) | ExprKind::Var(_) => walk(e, s),
        _ => walk_contract(e, s),
    }
}

/// Walks record literals that nickel's parser merges into one before its typechecker sees
/// them: a record literal alone, or the records that the field paths of one field create
/// (`{ i.b = 2, i.c = b }` is `{ i = { b = 2, c = b } }` to the typechecker, so `b` is bound
/// there, and likewise deeper: `{ i.d = 1, i.c.e = d }`). A field's other definitions
/// (`i = { .. }` beside `i.c = ..`) are not merged so. Evaluation still sees each piece on its
/// own (nickel 1.18 reports `b` unbound when `i.c` is evaluated).
fn walk_records(group: &[&RecordLit], s: &mut Scope) -> Result<(), EvalError> {
    let names: Vec<Ident> = group
        .iter()
        .flat_map(|r| r.fields.iter().map(|f| f.name.clone()))
        .collect();
    // `include x` reads `x` outside the record
    for r in group {
        for f in &r.fields {
            if f.pieces.iter().any(|p| p.include) && !s.has(&f.name) {
                return Err(unbound(&f.name, f.span));
            }
        }
    }
    s.push(&names);
    let res = (|| {
        let path_record = |p: &Piece| -> Option<P> {
            match p.value.as_ref().and_then(PieceValue::as_expr) {
                Some(v) if !p.include => match &v.kind {
                    ExprKind::Record(inner) if !inner.rec_self => Some(v.clone()),
                    _ => None,
                },
                _ => None,
            }
        };
        let mut grouped: Vec<&Ident> = Vec::new();
        // a field's annotations before its value, as nickel walks them
        for r in group {
            for f in &r.fields {
                for p in &f.pieces {
                    walk_annot(&p.annot, s)?;
                    if path_record(p).is_some() {
                        if grouped.contains(&&f.name) {
                            continue;
                        }
                        grouped.push(&f.name);
                        // every record a field path of this name makes, in this group
                        let held: Vec<P> = group
                            .iter()
                            .flat_map(|r2| r2.fields.iter().filter(|f2| f2.name == f.name))
                            .flat_map(|f2| f2.pieces.iter().filter_map(path_record))
                            .collect();
                        let lits: Vec<&RecordLit> = held
                            .iter()
                            .filter_map(|v| match &v.kind {
                                ExprKind::Record(inner) => Some(&**inner),
                                _ => None,
                            })
                            .collect();
                        walk_records(&lits, s)?;
                    } else if let Some(v) = p.value.as_ref().and_then(PieceValue::as_expr) {
                        if !p.include {
                            walk(v, s)?;
                        }
                    }
                }
            }
            for (n, p) in &r.dyn_fields {
                walk(n, s)?;
                walk_annot(&p.annot, s)?;
                if let Some(v) = p.value.as_ref().and_then(PieceValue::as_expr) {
                    walk(v, s)?;
                }
            }
        }
        Ok(())
    })();
    s.pop(&names);
    res
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
        | ExprKind::TypeVar(_) => Ok(()),
        ExprKind::Import(path, format) => match s.missing.as_mut() {
            Some(missing) => match missing(path, format.as_deref(), e.span) {
                Some(err) => Err(err),
                None => Ok(()),
            },
            None => Ok(()),
        },
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
        // `%enum/embed% tag x`: the first argument is the tag's name, not a variable
        ExprKind::Prim(name, items) if name == "enum/embed" => {
            for i in items.iter().skip(1) {
                walk(i, s)?;
            }
            Ok(())
        }
        ExprKind::Array(items) | ExprKind::Prim(_, items) => {
            for i in items {
                walk(i, s)?;
            }
            Ok(())
        }
        ExprKind::Record(r) => walk_records(&[&**r], s),
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
            walk_annot(a, s)?;
            walk(x, s)
        }
        ExprKind::Type(t) => match t {
            TypeKind::Dyn
            | TypeKind::Wildcard
            | TypeKind::Number
            | TypeKind::String
            | TypeKind::Bool => Ok(()),
            TypeKind::Array(x) | TypeKind::Dict(x, false) => walk_type_part(x, s),
            TypeKind::Dict(x, true) => walk_contract(x, s),
            TypeKind::Arrow(a, b) => {
                walk_type_part(a, s)?;
                walk_type_part(b, s)
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
                        walk_type_part(a, s)?;
                    }
                }
                Ok(())
            }
            TypeKind::Record(rows, _, _) => {
                for (_, _, t) in rows {
                    walk_type_part(t, s)?;
                }
                Ok(())
            }
        },
    }
}

/// Reports the first type error of the program `e`, as Nickel's typechecker does before
/// evaluation: untyped code is walked, typed blocks (`: T` annotations) are checked.
pub fn check_types(e: &P) -> Result<(), EvalError> {
    let mut c = check::Checker::new();
    c.walk(e, 0).map_err(|err| error::report(&c.st, err))
}

/// Strict typechecking (`nickel typecheck --strict-typechecking`): the whole program is checked
/// as one typed block (enforce mode), then walked as [`check_program`] does (neither mode
/// accepts everything the other accepts).
pub fn check_program_strict(
    p: &crate::parser::Program,
    resolve: Option<ImportResolver>,
) -> Result<(), EvalError> {
    check_bound(&p.expr)?;
    check_deferred(p)?;
    let mut c = check::Checker::new();
    c.resolver = resolve;
    let t = c.st.fresh_ty(0);
    c.check(&p.expr, &t, 0)
        .map_err(|err| error::report(&c.st, err))?;
    let mut w = check::Checker::new();
    w.resolver = c.resolver.take();
    w.walk(&p.expr, 0).map_err(|err| error::report(&w.st, err))
}
