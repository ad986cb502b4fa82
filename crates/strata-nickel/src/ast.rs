//! The Nickel syntax tree. Every node carries the span it came from.

use crate::number::Num;
use crate::value::{Fields, Thunk, Value};
use smol_str::SmolStr;
use std::rc::Rc;
use strata_core::source::Span;

/// An identifier.
pub type Ident = SmolStr;

/// An expression with its span.
#[derive(Debug)]
pub struct Expr {
    /// What the expression is.
    pub kind: ExprKind,
    /// Where it is.
    pub span: Span,
    /// Free variables (computed bottom-up at construction; `None` when there are none).
    pub fv: Fv,
}

/// A set of free variables.
pub type Fv = Option<Rc<std::collections::BTreeSet<Ident>>>;

/// A shared expression.
pub type P = Rc<Expr>;

/// Binary operators.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[allow(missing_docs)]
pub enum BinOp {
    Add,
    Sub,
    Mul,
    Div,
    Mod,
    Concat,
    ArrayConcat,
    Merge,
    Eq,
    Neq,
    Lt,
    Le,
    Gt,
    Ge,
    And,
    Or,
    Pipe,
}

/// Unary operators.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[allow(missing_docs)]
pub enum UnOp {
    Neg,
    Not,
}

/// A piece of a string literal.
#[derive(Debug)]
pub enum Chunk {
    /// Literal text.
    Lit(String),
    /// An interpolated expression and, in multiline strings, the indentation of its line.
    Expr(P, usize),
}

/// A field name in a record literal path or a field access.
#[derive(Debug)]
pub enum FieldName {
    /// A static name.
    Static(Ident, Span),
    /// A name computed by an interpolated string.
    Dynamic(P),
}

/// The metadata annotations of a field or an expression.
#[derive(Debug, Default)]
pub struct Annot {
    /// `: T`
    pub typ: Option<P>,
    /// `| C` (in order).
    pub contracts: Vec<P>,
    /// `| default`, `| force`, `| priority N`.
    pub priority: Option<Priority>,
    /// `| optional`
    pub optional: bool,
    /// `| not_exported`
    pub not_exported: bool,
    /// `| doc "..."`
    pub doc: Option<String>,
}

impl Annot {
    /// True when no annotation is present.
    pub fn is_empty(&self) -> bool {
        self.typ.is_none()
            && self.contracts.is_empty()
            && self.priority.is_none()
            && !self.optional
            && !self.not_exported
            && self.doc.is_none()
    }
}

/// A merge priority.
#[derive(Clone, Debug, PartialEq)]
pub enum Priority {
    /// `| default`
    Bottom,
    /// `| priority N` (the neutral priority is 0).
    Num(Num),
    /// `| force`
    Top,
}

/// One field definition of a record literal.
#[derive(Debug)]
pub struct FieldDef {
    /// The first name of the path `a.b."c"`.
    pub name: FieldName,
    /// The rest of the path (usually empty).
    pub rest: Vec<FieldName>,
    /// Annotations on the last element.
    pub annot: Annot,
    /// The value, if defined.
    pub value: Option<P>,
    /// Span of the whole definition.
    pub span: Span,
}

/// A record literal, normalized: field paths are split into nested records, and the pieces of
/// one field (`a.b = 1, a.c = 2`) are grouped.
#[derive(Debug)]
pub struct RecordLit {
    /// Static fields in source order.
    pub fields: Vec<RecField>,
    /// Fields whose name is computed.
    pub dyn_fields: Vec<(P, Piece)>,
    /// `..` present.
    pub open: bool,
    /// Fields see each other (false for the records a field path `a.b = v` creates).
    pub rec_self: bool,
    /// A record of literals only (`{ a = 1, b = "x" }`: no annotation, no computed name, no
    /// `include`, no field path) holds its fields here instead, made once by the parser and
    /// shared by every evaluation of the literal (`fields` is then empty).
    pub consts: Option<Fields>,
}

/// A static field of a record literal with its pieces.
#[derive(Debug)]
pub struct RecField {
    /// Name.
    pub name: Ident,
    /// Span of the name (first piece).
    pub span: Span,
    /// The definitions (merged together): most fields have one, kept inline.
    pub pieces: smallvec::SmallVec<[Piece; 1]>,
}

/// One definition of a field.
#[derive(Debug)]
pub struct Piece {
    /// Annotations.
    pub annot: Rc<Annot>,
    /// Value.
    pub value: Option<PieceValue>,
    /// Span of the definition.
    pub span: Span,
    /// Does the value or an annotation refer to a sibling field (must be re-closed on merge)?
    pub recursive: bool,
    /// `include x`: the value is looked up outside the record.
    pub include: bool,
}

/// The value of a field definition.
pub enum PieceValue {
    /// An expression.
    Expr(P),
    /// A literal (number, string, boolean or `null`) held evaluated, with its span: every
    /// evaluation of the record shares the one thunk, and no syntax node is kept for it (most
    /// fields of a data file are literals).
    Const(Thunk, Span),
}

impl std::fmt::Debug for PieceValue {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            PieceValue::Expr(e) => e.fmt(f),
            PieceValue::Const(_, span) => write!(f, "Const({span:?})"),
        }
    }
}

impl PieceValue {
    /// The value of a definition: literals held evaluated, anything else as its expression.
    pub fn new(e: P) -> PieceValue {
        let v = match &e.kind {
            ExprKind::Num(n) => Value::Num(n.clone()),
            ExprKind::Str(s) => Value::Str(s.clone()),
            ExprKind::Bool(b) => Value::Bool(*b),
            ExprKind::Null => Value::Null,
            _ => return PieceValue::Expr(e),
        };
        PieceValue::Const(Thunk::constant(v), e.span)
    }

    /// Where the value is written.
    pub fn span(&self) -> Span {
        match self {
            PieceValue::Expr(e) => e.span,
            PieceValue::Const(_, span) => *span,
        }
    }

    /// The expression, unless the value is a literal (which has no free variable).
    pub fn as_expr(&self) -> Option<&P> {
        match self {
            PieceValue::Expr(e) => Some(e),
            PieceValue::Const(..) => None,
        }
    }

    /// The value as an expression (a literal becomes a new syntax node), for the type checker.
    pub fn to_expr(&self) -> P {
        match self {
            PieceValue::Expr(e) => e.clone(),
            PieceValue::Const(t, span) => {
                let kind = match t.peek() {
                    Some(Value::Num(n)) => ExprKind::Num(n),
                    Some(Value::Str(s)) => ExprKind::Str(s),
                    Some(Value::Bool(b)) => ExprKind::Bool(b),
                    _ => ExprKind::Null,
                };
                Expr::new(kind, *span)
            }
        }
    }
}

/// A pattern.
#[derive(Debug)]
pub struct Pattern {
    /// `alias @ ...`
    pub alias: Option<Ident>,
    /// The pattern proper.
    pub kind: PatKind,
    /// Where it is.
    pub span: Span,
}

/// Pattern forms.
#[derive(Debug)]
pub enum PatKind {
    /// An identifier.
    Any(Ident),
    /// `_`
    Wildcard,
    /// A constant.
    Const(P),
    /// `'Tag` or `'Tag pat`.
    Enum(Ident, Option<Box<Pattern>>),
    /// `{ fields, ..rest }`
    Record(Vec<FieldPat>, Option<Option<Ident>>),
    /// `[pats, ..rest]`
    Array(Vec<Pattern>, Option<Option<Ident>>),
    /// `p1 or p2 ...`
    Or(Vec<Pattern>),
}

/// A field of a record pattern.
#[derive(Debug)]
pub struct FieldPat {
    /// The field name.
    pub name: Ident,
    /// Contracts and type.
    pub annot: Annot,
    /// `? default`
    pub default: Option<P>,
    /// The sub-pattern.
    pub pat: Pattern,
    /// Where it is.
    pub span: Span,
}

/// A match arm.
#[derive(Debug)]
pub struct Arm {
    /// The pattern.
    pub pat: Pattern,
    /// Optional guard.
    pub guard: Option<P>,
    /// Body.
    pub body: P,
}

/// A type (used as a contract at runtime).
#[derive(Debug)]
pub enum TypeKind {
    /// `Dyn`
    Dyn,
    /// The wildcard `_` (a type the typechecker infers; `Dyn` as a contract)
    Wildcard,
    /// `Number`
    Number,
    /// `String`
    String,
    /// `Bool`
    Bool,
    /// `Array T`
    Array(P),
    /// `{ _ : T }` (false) / `{ _ | T }` (true: the contract propagates through merges)
    Dict(P, bool),
    /// `[| 'a, 'b T |]`, maybe with a row tail `; r`
    Enum(Vec<(Ident, Option<P>)>, Option<Ident>),
    /// `T -> U`
    Arrow(P, P),
    /// `forall a b. T`
    Forall(Vec<Ident>, P),
    /// A record type `{ a : T, b : U }`, maybe with a row tail `; r` (a `forall` variable or
    /// `Dyn`) and its span.
    Record(Vec<RowField>, Option<Ident>, Span),
}

/// A field of a record type: name, span of the name, type.
pub type RowField = (Ident, Span, P);

/// Expression forms (named after the syntax they come from).
#[derive(Debug)]
#[allow(missing_docs)]
pub enum ExprKind {
    Null,
    Bool(bool),
    Num(Num),
    Str(Rc<str>),
    /// A string with interpolations (or a multiline string).
    Chunks(Vec<Chunk>, Option<Ident>),
    Var(Ident),
    EnumTag(Ident),
    EnumVariant(Ident, P),
    Array(Vec<P>),
    Record(Rc<RecordLit>),
    Let {
        rec: bool,
        bindings: Vec<(Pattern, P)>,
        body: P,
    },
    Fun(Rc<Pattern>, P),
    Match(Rc<Vec<Arm>>),
    App(P, P),
    Un(UnOp, P),
    Bin(BinOp, P, P),
    If(P, P, P),
    /// `e.name`
    Field(P, FieldName),
    /// `e | C`, `e : T`, ...
    Annot(P, Rc<Annot>),
    Import(String, Option<Ident>),
    /// `%op% args`
    Prim(Ident, Vec<P>),
    Type(TypeKind),
    /// A type variable bound by `forall` in contract position.
    TypeVar(Ident),
}

#[allow(missing_docs)]
impl Expr {
    pub fn new(kind: ExprKind, span: Span) -> P {
        // literals (most nodes of a data file) have no free variable
        let fv = match kind {
            ExprKind::Null | ExprKind::Bool(_) | ExprKind::Num(_) | ExprKind::Str(_) => None,
            _ => crate::fv::compute(&kind),
        };
        Rc::new(Expr { kind, span, fv })
    }
}
