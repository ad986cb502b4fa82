//! The Puppet syntax tree. Every node carries the byte span it came from.

use crate::value::Val;
use std::sync::Arc;
use strata_core::Span;

/// An expression with its span.
#[derive(Debug, Clone)]
pub struct Expr {
    /// What it is.
    pub kind: ExprKind,
    /// Where it is.
    pub span: Span,
}

/// Binary operators.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum BinOp {
    /// `+`
    Add,
    /// `-`
    Sub,
    /// `*`
    Mul,
    /// `/`
    Div,
    /// `%`
    Mod,
    /// `<<`
    Shl,
    /// `>>`
    Shr,
    /// `==`
    Eq,
    /// `!=`
    Ne,
    /// `<`
    Lt,
    /// `<=`
    Le,
    /// `>`
    Gt,
    /// `>=`
    Ge,
    /// `=~`
    Match,
    /// `!~`
    NotMatch,
    /// `in`
    In,
    /// `and`
    And,
    /// `or`
    Or,
}

impl BinOp {
    /// The operator as written.
    pub fn text(self) -> &'static str {
        match self {
            BinOp::Add => "+",
            BinOp::Sub => "-",
            BinOp::Mul => "*",
            BinOp::Div => "/",
            BinOp::Mod => "%",
            BinOp::Shl => "<<",
            BinOp::Shr => ">>",
            BinOp::Eq => "==",
            BinOp::Ne => "!=",
            BinOp::Lt => "<",
            BinOp::Le => "<=",
            BinOp::Gt => ">",
            BinOp::Ge => ">=",
            BinOp::Match => "=~",
            BinOp::NotMatch => "!~",
            BinOp::In => "in",
            BinOp::And => "and",
            BinOp::Or => "or",
        }
    }
}

/// Part of an interpolated string.
#[derive(Debug, Clone)]
pub enum StrSeg {
    /// Literal text.
    Lit(Arc<str>),
    /// An interpolated expression.
    Expr(Expr),
}

/// A lambda or function parameter.
#[derive(Debug, Clone)]
pub struct Param {
    /// Name without `$`.
    pub name: Arc<str>,
    /// Declared type.
    pub ty: Option<Expr>,
    /// Default value expression.
    pub default: Option<Expr>,
    /// `*$rest`.
    pub captures_rest: bool,
    /// Where.
    pub span: Span,
    /// Where its `$name` is (Puppet locates a parameter there).
    pub name_at: u32,
}

/// A lambda.
#[derive(Debug, Clone)]
pub struct Lambda {
    /// Parameters.
    pub params: Vec<Param>,
    /// `>> Type`: the type its value must have.
    pub ret: Option<Expr>,
    /// Body statements.
    pub body: Arc<Vec<Expr>>,
    /// Where.
    pub span: Span,
}

/// An attribute operation in a resource body.
#[derive(Debug, Clone)]
pub struct AttrOp {
    /// Attribute name (`*` for a splat).
    pub name: Arc<str>,
    /// `+>`.
    pub append: bool,
    /// Value.
    pub value: Expr,
    /// Where.
    pub span: Span,
}

/// One `title: attributes` body.
#[derive(Debug, Clone)]
pub struct ResourceBody {
    /// The title expression.
    pub title: Expr,
    /// Attributes.
    pub ops: Vec<AttrOp>,
}

/// Collector query.
#[derive(Debug, Clone)]
pub enum Query {
    /// `attr == value` / `attr != value`.
    Cmp(Arc<str>, bool, Expr),
    /// `$var == value` / `'attr' != value`: the attribute named by the left expression's value
    /// (Puppet's CollectorTransformer evaluates a variable or string on the left).
    CmpExpr(Expr, bool, Expr),
    /// `and`.
    And(Box<Query>, Box<Query>),
    /// `or`.
    Or(Box<Query>, Box<Query>),
}

/// Relationship operators.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum RelOp {
    /// `->`
    Before,
    /// `~>`
    Notify,
    /// `<-`
    Require,
    /// `<~`
    Subscribe,
}

/// Expression kinds.
#[derive(Debug, Clone)]
pub enum ExprKind {
    /// A literal value.
    Lit(Val),
    /// An interpolated string.
    Str(Vec<StrSeg>),
    /// `$name`.
    Var(Arc<str>),
    /// `[a, b]`.
    Array(Vec<Expr>),
    /// `{k => v}`.
    Hash(Vec<(Expr, Expr)>),
    /// A bare word.
    Name(Arc<str>),
    /// A capitalized type name.
    TypeName(Arc<str>),
    /// Regex literal.
    Regex(Arc<str>),
    /// `!x`.
    Not(Box<Expr>),
    /// `-x`.
    Neg(Box<Expr>),
    /// `*x`.
    Splat(Box<Expr>),
    /// Binary operation.
    Binary(BinOp, Box<Expr>, Box<Expr>),
    /// `x[...]`.
    Access(Box<Expr>, Vec<Expr>),
    /// `a = b`.
    Assign(Box<Expr>, Box<Expr>),
    /// `if`.
    If(Box<Expr>, Vec<Expr>, Option<Vec<Expr>>),
    /// `unless`.
    Unless(Box<Expr>, Vec<Expr>, Option<Vec<Expr>>),
    /// `case`.
    Case(Box<Expr>, Vec<(Vec<Expr>, Vec<Expr>)>),
    /// `x ? { ... }`.
    Selector(Box<Expr>, Vec<(Expr, Expr)>),
    /// `f(args) |x| {}`.
    Call(Arc<str>, Vec<Expr>, Option<Arc<Lambda>>),
    /// `x.f(args) |x| {}`.
    Method(Box<Expr>, Arc<str>, Vec<Expr>, Option<Arc<Lambda>>),
    /// Calling the result of an expression (`Type(args)`, `$x(args)` is illegal).
    CallType(Box<Expr>, Vec<Expr>),
    /// `(x)` and statement blocks.
    Block(Vec<Expr>),
    /// Resource declaration: form (0 normal, 1 virtual, 2 exported), type, bodies.
    Resource(u8, Box<Expr>, Vec<ResourceBody>),
    /// `Type { attrs }` defaults.
    Defaults(Box<Expr>, Vec<AttrOp>),
    /// `Type[t] { attrs }` override.
    Override(Box<Expr>, Vec<AttrOp>),
    /// `Type <| q |> { attrs }` (exported when the flag is set).
    Collect(Arc<str>, bool, Option<Box<Query>>, Vec<AttrOp>),
    /// `a -> b`.
    Relation(RelOp, Box<Expr>, Box<Expr>),
    /// A definition was here (hoisted); evaluates to undef.
    Nop,
    /// `class`, `define`, `node` and `function` definitions nested in code: registered when
    /// the code is loaded; evaluating them does nothing.
    Definition(Arc<Definition>),
    /// `(` `)` grouping.
    Paren(Box<Expr>),
}

/// A node name matcher.
#[derive(Debug, Clone)]
pub enum NodeMatch {
    /// Literal (lower-cased) name.
    Name(String),
    /// Regex.
    Regex(String),
    /// `default`.
    Default,
}

/// A definition.
#[derive(Debug, Clone)]
pub enum Definition {
    /// `class name(params) inherits parent { body }`.
    Class {
        /// Full name.
        name: Arc<str>,
        /// Parameters.
        params: Vec<Param>,
        /// `inherits`.
        parent: Option<Arc<str>>,
        /// Body.
        body: Arc<Vec<Expr>>,
        /// Where.
        span: Span,
    },
    /// `define name(params) { body }`.
    Define {
        /// Full name.
        name: Arc<str>,
        /// Parameters.
        params: Vec<Param>,
        /// Body.
        body: Arc<Vec<Expr>>,
        /// Where.
        span: Span,
    },
    /// `node ... { body }`.
    Node {
        /// Matchers.
        matches: Vec<NodeMatch>,
        /// Body.
        body: Arc<Vec<Expr>>,
        /// Where.
        span: Span,
    },
    /// `function name(params) >> Type { body }`.
    Function {
        /// Full name.
        name: Arc<str>,
        /// Parameters.
        params: Vec<Param>,
        /// Return type.
        ret: Option<Expr>,
        /// Body.
        body: Arc<Vec<Expr>>,
        /// Where.
        span: Span,
    },
    /// `type Name = Type`.
    TypeAlias {
        /// Name.
        name: Arc<str>,
        /// Type expression.
        ty: Expr,
        /// Where.
        span: Span,
    },
    /// `type Runtime[...] = Mapping`: a type mapping (the left side is not a plain name).
    /// Puppet's validator accepts only mappings of `Runtime` types; a catalog compile does
    /// nothing with them.
    TypeMapping {
        /// The mapped type (`Runtime['ruby', 'X']`).
        lhs: Expr,
        /// What it maps to.
        rhs: Expr,
        /// Where.
        span: Span,
    },
    /// `type Name [inherits Parent] { ... }`: a type definition, which Puppet 7's validator
    /// rejects.
    TypeDefinition {
        /// Name.
        name: Arc<str>,
        /// Where.
        span: Span,
    },
}

impl Expr {
    /// Creates an expression.
    pub fn new(kind: ExprKind, span: Span) -> Expr {
        Expr { kind, span }
    }
}
