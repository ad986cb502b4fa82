//! Typechecking errors with Nickel's messages, labels and notes, and types printed as Nickel
//! prints them (unification variables named `_a`, `_b`, ..., rigid variables by the `forall`
//! variable they came from).

use super::types::*;
use super::unif::{RowErr, State, UErr};
use crate::ast::*;
use crate::eval::EvalError;
use std::collections::{HashMap, HashSet};
use std::rc::Rc;
use strata_core::source::Span;

/// Names given to variables while printing one error.
pub struct Names<'a> {
    st: &'a State,
    given: HashMap<(usize, Kind, bool), String>,
    taken: HashSet<String>,
    vars: usize,
    consts: usize,
}

impl<'a> Names<'a> {
    pub fn new(st: &'a State) -> Names<'a> {
        Names {
            st,
            given: HashMap::new(),
            taken: st.names.values().map(|n| n.to_string()).collect(),
            vars: 0,
            consts: 0,
        }
    }

    fn name(&mut self, id: usize, kind: Kind, uvar: bool) -> String {
        if let Some(n) = self.given.get(&(id, kind, uvar)) {
            return n.clone();
        }
        let base = match self.st.names.get(&(id, kind)) {
            Some(n) if !uvar => n.to_string(),
            Some(n) => n.to_string(),
            None => {
                let counter = if uvar {
                    &mut self.vars
                } else {
                    &mut self.consts
                };
                let c = (b'a' + (*counter % 26) as u8) as char;
                *counter += 1;
                let prefix = match kind {
                    Kind::Type => "",
                    Kind::ERows => "erows_",
                    Kind::RRows => "rrows_",
                };
                if uvar {
                    format!("_{prefix}{c}")
                } else {
                    format!("{prefix}{c}")
                }
            }
        };
        let mut name = base.clone();
        if !self.st.names.contains_key(&(id, kind)) {
            let mut k = 1;
            while self.taken.contains(&name) {
                name = format!("{base}{k}");
                k += 1;
            }
        }
        self.taken.insert(name.clone());
        self.given.insert((id, kind, uvar), name.clone());
        name
    }

    /// The type as Nickel prints it.
    pub fn show(&mut self, t: &T) -> String {
        self.show_d(t, 0)
    }

    fn atom(&mut self, t: &T, d: usize) -> String {
        let t = self.st.root(t);
        let s = self.show_d(&t, d);
        match &*t {
            Ty::Arrow(..) | Ty::Forall(..) | Ty::Array(..) => format!("({s})"),
            Ty::Contract(f) if matches!(f.expr.kind, ExprKind::App(..)) => format!("({s})"),
            _ => s,
        }
    }

    fn show_d(&mut self, t: &T, d: usize) -> String {
        if d > 50 {
            return "...".into();
        }
        let d = d + 1;
        let t = self.st.root(t);
        match &*t {
            Ty::Dyn => "Dyn".into(),
            Ty::Num => "Number".into(),
            Ty::Str => "String".into(),
            Ty::Bool => "Bool".into(),
            Ty::Wildcard(_) => "_".into(),
            Ty::Arrow(a, b) => {
                let a = self.st.root(a);
                let sa = match &*a {
                    Ty::Arrow(..) | Ty::Forall(..) => format!("({})", self.show_d(&a, d)),
                    _ => self.show_d(&a, d),
                };
                format!("{sa} -> {}", self.show_d(b, d))
            }
            Ty::Array(a) => format!("Array {}", self.atom(a, d)),
            Ty::Dict(a, false) => format!("{{ _ : {} }}", self.show_d(a, d)),
            Ty::Dict(a, true) => format!("{{ _ | {} }}", self.show_d(a, d)),
            Ty::Record(r) => self.show_r(r, d),
            Ty::Enum(r) => self.show_e(r, d),
            Ty::Forall(..) => {
                let mut vars = Vec::new();
                let mut cur = t.clone();
                while let Ty::Forall(v, _, b) = &*cur {
                    vars.push(v.to_string());
                    cur = b.clone();
                }
                format!("forall {}. {}", vars.join(" "), self.show_d(&cur, d))
            }
            Ty::Var(x) => x.to_string(),
            Ty::Contract(f) => show_expr(&f.expr),
            Ty::UVar(i) => self.name(*i, Kind::Type, true),
            Ty::Const(i) => self.name(*i, Kind::Type, false),
        }
    }

    fn show_r(&mut self, r: &Rc<RRows>, d: usize) -> String {
        let mut fields = Vec::new();
        let mut cur = self.st.root_r(r);
        let tail = loop {
            match &*cur.clone() {
                RRows::Extend(n, t, tail) => {
                    fields.push(format!("{} : {}", show_ident(n), self.show_d(t, d)));
                    cur = self.st.root_r(tail);
                }
                RRows::Empty => break None,
                RRows::Dyn => break Some("Dyn".to_string()),
                RRows::Var(x) => break Some(x.to_string()),
                RRows::UVar(i) => break Some(self.name(*i, Kind::RRows, true)),
                RRows::Const(i) => break Some(self.name(*i, Kind::RRows, false)),
            }
        };
        match (fields.is_empty(), tail) {
            (true, None) => "{  }".into(),
            (true, Some(t)) => format!("{{ ; {t} }}"),
            (false, None) => format!("{{ {} }}", fields.join(", ")),
            (false, Some(t)) => format!("{{ {}; {t} }}", fields.join(", ")),
        }
    }

    fn show_e(&mut self, r: &Rc<ERows>, d: usize) -> String {
        let mut rows = Vec::new();
        let mut cur = self.st.root_e(r);
        let tail = loop {
            match &*cur.clone() {
                ERows::Extend(n, t, tail) => {
                    rows.push(match t {
                        Some(t) => format!("'{} {}", show_ident(n), self.atom(t, d)),
                        None => format!("'{}", show_ident(n)),
                    });
                    cur = self.st.root_e(tail);
                }
                ERows::Empty => break None,
                ERows::Var(x) => break Some(x.to_string()),
                ERows::UVar(i) => break Some(self.name(*i, Kind::ERows, true)),
                ERows::Const(i) => break Some(self.name(*i, Kind::ERows, false)),
            }
        };
        match (rows.is_empty(), tail) {
            (true, None) => "[|  |]".into(),
            (true, Some(t)) => format!("[| ; {t} |]"),
            (false, None) => format!("[| {} |]", rows.join(", ")),
            (false, Some(t)) => format!("[| {}; {t} |]", rows.join(", ")),
        }
    }

    pub fn show_const(&mut self, kind: Kind, id: usize) -> String {
        match kind {
            Kind::Type => self.name(id, Kind::Type, false),
            Kind::RRows => format!("{{ ; {} }}", self.name(id, Kind::RRows, false)),
            Kind::ERows => format!("[| ; {} |]", self.name(id, Kind::ERows, false)),
        }
    }
}

fn show_ident(n: &str) -> String {
    let plain = n
        .chars()
        .next()
        .is_some_and(|c| c.is_alphabetic() || c == '_')
        && n.chars()
            .all(|c| c.is_alphanumeric() || c == '_' || c == '-' || c == '\'');
    if plain {
        n.to_string()
    } else {
        format!("{n:?}")
    }
}

/// A contract expression as text (the common forms; others abbreviated).
pub fn show_expr(e: &P) -> String {
    match &e.kind {
        ExprKind::Var(x) | ExprKind::TypeVar(x) => x.to_string(),
        ExprKind::Field(r, FieldName::Static(n, _)) => {
            format!("{}.{}", show_expr(r), show_ident(n))
        }
        ExprKind::App(f, a) => {
            let sa = show_expr(a);
            let sa = if matches!(a.kind, ExprKind::App(..)) {
                format!("({sa})")
            } else {
                sa
            };
            format!("{} {sa}", show_expr(f))
        }
        ExprKind::Num(n) => n.to_text(),
        ExprKind::Str(s) => format!("{:?}", &**s),
        ExprKind::Bool(b) => b.to_string(),
        ExprKind::Null => "null".into(),
        ExprKind::EnumTag(t) => format!("'{}", show_ident(t)),
        ExprKind::Type(TypeKind::Dyn) => "Dyn".into(),
        ExprKind::Type(TypeKind::Number) => "Number".into(),
        ExprKind::Type(TypeKind::String) => "String".into(),
        ExprKind::Type(TypeKind::Bool) => "Bool".into(),
        ExprKind::Record(_) => "{ .. }".into(),
        _ => "<contract>".into(),
    }
}

/// A typechecking error, before it is printed.
pub enum TErr {
    Unif(UErr, Span),
    CtrTypeInTermPos(Span, Span),
    OrPatternVarsMismatch(Ident, Span, Span),
    /// An import that cannot be read (its message, where it is).
    Import(String, Span),
    /// An error met checking the record of the static access to field `.0` written at `.1`.
    Access(Box<TErr>, Ident, Span),
}

fn expr_label(e: EvalError, span: Span) -> EvalError {
    e.primary(span, "this expression")
}

/// The error as Nickel reports it (its first diagnostic; the diagnostics that detail a row or
/// function mismatch follow as notes).
pub fn report(st: &State, err: TErr) -> EvalError {
    match err {
        TErr::CtrTypeInTermPos(ty, ctr) => EvalError::new(
            "types containing user-defined contracts cannot be converted into contracts",
        )
        .primary(ty, "This type (in contract position)")
        .secondary(ctr, "contains this user-defined contract"),
        TErr::OrPatternVarsMismatch(var, vspan, pos) => {
            EvalError::new("or-pattern variable mismatch")
                .primary(vspan, "this variable must occur in all branches")
                .secondary(pos, "in this or-pattern")
                .note("All branches of an or-pattern must bind exactly the same set of variables")
                .note(format!("variable: {var}"))
        }
        TErr::Import(msg, span) => EvalError::new(msg).primary(span, "imported here"),
        // nickel also points at the accessed field's name when the record lacks it
        TErr::Access(inner, name, nspan) => {
            let e = report(st, *inner);
            if e.msg == format!("type error: missing field `{name}`") {
                e.secondary(nspan, format!("`{name}` required here"))
            } else {
                e
            }
        }
        TErr::Unif(e, span) => {
            let mut names = Names::new(st);
            let mut diags = Vec::new();
            diagnostics(&mut names, e, Some(span), &mut diags, "");
            let mut first = diags.remove(0);
            for d in diags {
                first.notes.push(format!("{}: {}", "error", d.msg));
                first.notes.extend(d.notes);
            }
            first
        }
    }
}

fn diagnostics(n: &mut Names, e: UErr, span: Option<Span>, out: &mut Vec<EvalError>, prefix: &str) {
    let label = |e: EvalError| match span {
        Some(s) => expr_label(e, s),
        None => e,
    };
    match e {
        UErr::TypeMismatch(a, b) => {
            let (sa, sb) = (n.show(&a), n.show(&b));
            let ca = matches!(&*n.st.root(&a), Ty::Contract(_));
            let cb = matches!(&*n.st.root(&b), Ty::Contract(_));
            let add = |c: bool| if c { " (a contract)" } else { "" };
            out.push(
                label(EvalError::new(format!("{prefix}incompatible types")))
                    .note(format!("Expected an expression of type `{sa}`{}", add(ca)))
                    .note(format!("Found an expression of type `{sb}`{}", add(cb)))
                    .note(if ca ^ cb {
                        "Static types and contracts are not compatible"
                    } else {
                        "These types are not compatible"
                    }),
            );
        }
        UErr::InhomogeneousRecord(a, b) => {
            let (sa, sb) = (n.show(&a), n.show(&b));
            out.push(
                label(EvalError::new(format!("{prefix}incompatible types")))
                    .note("Expected a dictionary type")
                    .note(format!("Found a record with a field of type {sa} and a field of type {sb}"))
                    .note("Records are compatible with dicts only if all their fields have the same type"),
            );
        }
        UErr::WithConst(Kind::Type, c, t) => {
            let sa = n.show_const(Kind::Type, c);
            let sb = n.show(&t);
            out.push(
                label(EvalError::new(format!("{prefix}incompatible types")))
                    .note(format!("Expected an expression of type `{sa}`"))
                    .note(format!("Found an expression of type `{sb}`"))
                    .note("These types are not compatible"),
            );
        }
        UErr::WithConst(kind, c, t) => {
            let tail = n.show_const(kind, c);
            let sb = n.show(&t);
            let k = if kind == Kind::ERows {
                "enum tail"
            } else {
                "record tail"
            };
            out.push(
                label(EvalError::new(format!(
                    "{prefix}values of type `{sb}` are not guaranteed to be compatible with polymorphic {k} `{tail}`"
                )))
                .note("Type variables introduced in a `forall` range over all possible types."),
            );
        }
        UErr::ConstMismatch(kind, c1, c2) => {
            let (sa, sb) = (n.show_const(kind, c1), n.show_const(kind, c2));
            out.push(
                label(EvalError::new(format!("{prefix}incompatible types")))
                    .note(format!("Expected an expression of type `{sa}`"))
                    .note(format!("Found an expression of type `{sb}`"))
                    .note("These types are not compatible"),
            );
        }
        UErr::VarLevelMismatch(kind, c) => {
            let name = match kind {
                Kind::Type => n.show_const(Kind::Type, c),
                k => n.show_const(k, c),
            };
            out.push(
                label(EvalError::new(format!("{prefix}invalid polymorphic generalization")))
                    .note("While the type of this expression is still undetermined, it appears indirectly in the type of another expression introduced before the `forall` block.")
                    .note(format!("The type of this expression escapes the scope of the corresponding `forall` and can't be generalized to the polymorphic type variable `{name}`")),
            );
        }
        UErr::UnboundTypeVariable(x) => {
            let mut d = EvalError::new(format!("{prefix}unbound type variable `{x}`")).note(
                format!("Did you forget to put a `forall {x}.` somewhere in the enclosing type?"),
            );
            if let Some(s) = span {
                d = d.primary(s, "this type variable is unbound");
            }
            out.push(d);
        }
        UErr::Arrow(a, b, cause) => {
            let (sa, sb) = (n.show(&a), n.show(&b));
            // the innermost cause below nested function types
            let mut cause = *cause;
            while let UErr::Arrow(_, _, c) = cause {
                cause = *c;
            }
            out.push(
                label(EvalError::new(format!("{prefix}function types mismatch")))
                    .note(format!("Expected an expression of type `{sa}`"))
                    .note(format!("Found an expression of type `{sb}`"))
                    .note("Could not match the two function types"),
            );
            if !matches!(cause, UErr::TypeMismatch(..)) {
                diagnostics(n, cause, None, out, "while matching function types: ");
            }
        }
        UErr::Row(re, a, b) => row_diagnostics(n, re, a, b, span, out, prefix),
    }
}

fn find_row(st: &State, t: &T, path: &[Ident]) -> Option<T> {
    let mut cur = st.root(t);
    let mut found = None;
    for id in path {
        let Ty::Record(r) = &*cur else { return None };
        let mut r = st.root_r(r);
        found = None;
        while let RRows::Extend(n, t, tail) = &*r.clone() {
            if n == id {
                found = Some(t.clone());
                break;
            }
            r = st.root_r(tail);
        }
        cur = st.root(found.as_ref()?);
    }
    found
}

fn find_erow(st: &State, t: &T, id: &Ident) -> Option<Option<T>> {
    let Ty::Enum(r) = &*st.root(t) else {
        return None;
    };
    let mut r = st.root_e(r);
    while let ERows::Extend(n, t, tail) = &*r.clone() {
        if n == id {
            return Some(t.clone());
        }
        r = st.root_e(tail);
    }
    None
}

fn row_diagnostics(
    n: &mut Names,
    re: RowErr,
    a: T,
    b: T,
    span: Option<Span>,
    out: &mut Vec<EvalError>,
    prefix: &str,
) {
    let label = |e: EvalError| match span {
        Some(s) => expr_label(e, s),
        None => e,
    };
    match re {
        RowErr::MissingRecordRow(id) => {
            let sb = n.show(&b);
            let mut d = EvalError::new(format!("{prefix}type error: missing field `{id}`"));
            if let Some(s) = span {
                d = d.primary(s, format!("this record lacks `{id}`"));
            }
            out.push(d.note(format!(
                "Attempted to access field `{id}` on an expression of type `{sb}`"
            )));
        }
        RowErr::MissingEnumRow(id) => {
            let (sa, sb) = (n.show(&a), n.show(&b));
            out.push(
                label(EvalError::new(format!(
                    "{prefix}type error: missing row `{id}`"
                )))
                .note(format!(
                    "Expected an expression of type `{sa}`, which contains the field `{id}`"
                ))
                .note(format!(
                    "Found an expression of type `{sb}`, which does not contain the field `{id}`"
                )),
            );
        }
        RowErr::ExtraRow(id) => {
            let (sa, sb) = (n.show(&a), n.show(&b));
            out.push(
                label(EvalError::new(format!("{prefix}type error: extra row `{id}`")))
                    .note(format!("Expected an expression of type `{sa}`, which does not contain the field `{id}`"))
                    .note(format!("Found an expression of type `{sb}`, which contains the extra field `{id}`")),
            );
        }
        RowErr::MissingDynTail => {
            let (sa, sb) = (n.show(&a), n.show(&b));
            out.push(
                label(EvalError::new(format!(
                    "{prefix}type error: missing dynamic tail `; Dyn`"
                )))
                .note(format!(
                    "Expected an expression of type `{sa}`, which contains the tail `; Dyn`"
                ))
                .note(format!(
                    "Found an expression of type `{sb}`, which does not contain the tail `; Dyn`"
                )),
            );
        }
        RowErr::ExtraDynTail => {
            let (sa, sb) = (n.show(&a), n.show(&b));
            out.push(
                label(EvalError::new(format!("{prefix}type error: extra dynamic tail `; Dyn`")))
                    .note(format!("Expected an expression of type `{sa}`, which does not contain the tail `; Dyn`"))
                    .note(format!("Found an expression of type `{sb}`, which contains the extra tail `; Dyn`")),
            );
        }
        RowErr::RecordRowMismatch(id, cause) => {
            let mut path = vec![id];
            let mut cause = *cause;
            while let UErr::Row(RowErr::RecordRowMismatch(next, c), _, _) = cause {
                path.push(next);
                cause = *c;
            }
            let field = path
                .iter()
                .map(|p| p.to_string())
                .collect::<Vec<_>>()
                .join(".");
            let n1 = match find_row(n.st, &a, &path) {
                Some(t) => format!(
                    "Expected an expression of a record type with the row `{field}: {}`",
                    n.show(&t)
                ),
                None => format!("Expected an expression of type `{}`", n.show(&a)),
            };
            let n2 = match find_row(n.st, &b, &path) {
                Some(t) => format!(
                    "Found an expression of a record type with the row `{field}: {}`",
                    n.show(&t)
                ),
                None => format!("Found an expression of type `{}`", n.show(&b)),
            };
            out.push(
                label(EvalError::new(format!(
                    "{prefix}incompatible record rows declaration"
                )))
                .note(n1)
                .note(n2)
                .note(format!("Could not match the two declarations of `{field}`")),
            );
            diagnostics(
                n,
                cause,
                None,
                out,
                &format!("while typing field `{field}`: "),
            );
        }
        RowErr::EnumRowMismatch(id, cause) => {
            let show_row = |n: &mut Names, r: Option<T>| match r {
                Some(t) => format!("'{id} {}", n.atom(&t, 0)),
                None => format!("'{id}"),
            };
            let n1 = match find_erow(n.st, &a, &id) {
                Some(r) => format!(
                    "Expected an expression of an enum type with the enum row `{}`",
                    show_row(n, r)
                ),
                None => format!("Expected an expression of type `{}`", n.show(&a)),
            };
            let n2 = match find_erow(n.st, &b, &id) {
                Some(r) => format!(
                    "Found an expression of an enum type with the enum row `{}`",
                    show_row(n, r)
                ),
                None => format!("Found an expression of type `{}`", n.show(&a)),
            };
            out.push(
                label(EvalError::new(format!(
                    "{prefix}incompatible enum rows declaration"
                )))
                .note(n1)
                .note(n2)
                .note(format!("Could not match the two declarations of `{id}`")),
            );
            if let Some(c) = cause {
                diagnostics(n, *c, None, out, &format!("while typing enum row `{id}`: "));
            }
        }
        RowErr::RecordRowConflict(id, t) => {
            let row = format!("{id} : {}", n.show(&t));
            let (sa, sb) = (n.show(&a), n.show(&b));
            out.push(
                label(EvalError::new(format!("{prefix}multiple record row declarations")))
                    .note(format!("Found an expression with the row `{row}`"))
                    .note(format!("But this row appears inside another record type, which already has a different declaration for the field `{id}`"))
                    .note("A type cannot have two conflicting declarations for the same row")
                    .note(format!("while matching types: Expected type {sa}, With inferred type {sb}")),
            );
        }
        RowErr::EnumRowConflict(id, t) => {
            let row = match t {
                Some(t) => format!("'{id} {}", n.atom(&t, 0)),
                None => format!("'{id}"),
            };
            let (sa, sb) = (n.show(&a), n.show(&b));
            out.push(
                label(EvalError::new(format!("{prefix}multiple enum row declarations")))
                    .note(format!("Found an expression with the row `{row}`"))
                    .note(format!("But this row appears inside another enum type, which already has a different declaration for the tag `{id}`"))
                    .note("A type cannot have two conflicting declarations for the same row")
                    .note(format!("while matching types: Expected type {sa}, With inferred type {sb}")),
            );
        }
        other => {
            // the kinds a row error shares with types
            let e = match other {
                RowErr::WithConst(k, c, t) => UErr::WithConst(k, c, t),
                RowErr::ConstMismatch(k, x, y) => UErr::ConstMismatch(k, x, y),
                RowErr::VarLevelMismatch(k, c) => UErr::VarLevelMismatch(k, c),
                RowErr::UnboundTypeVariable(x) => UErr::UnboundTypeVariable(x),
                _ => UErr::TypeMismatch(a, b),
            };
            diagnostics(n, e, span, out, prefix);
        }
    }
}
