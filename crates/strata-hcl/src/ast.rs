//! The native-syntax tree.
//!
//! Every node carries a [`Span`]. Literal values are kept in syntactic form ([`Literal`]):
//! numbers keep their source text so evaluation can make exact values. Templates are already
//! desugared the way HCL evaluates them: `%{if}` becomes a [`ExprKind::Conditional`] over
//! templates and `%{for}` becomes a [`ExprKind::TemplateJoin`] over a tuple `for` expression.

use indexmap::IndexMap;
use smol_str::SmolStr;
use std::sync::Arc;
use strata_core::Span;

/// A literal value as written.
#[derive(Clone, Debug, PartialEq)]
pub enum Literal {
    Null,
    Bool(bool),
    /// A number literal's canonical decimal text (as written, without sign unless negated).
    Number(SmolStr),
    String(SmolStr),
}

/// A binary operator, with HCL's precedence (higher binds tighter).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BinaryOp {
    Or,
    And,
    Equal,
    NotEqual,
    Less,
    LessOrEqual,
    Greater,
    GreaterOrEqual,
    Add,
    Subtract,
    Multiply,
    Divide,
    Modulo,
}

impl BinaryOp {
    pub fn precedence(self) -> u8 {
        use BinaryOp::*;
        match self {
            Or => 1,
            And => 2,
            Equal | NotEqual => 3,
            Less | LessOrEqual | Greater | GreaterOrEqual => 4,
            Add | Subtract => 5,
            Multiply | Divide | Modulo => 6,
        }
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum UnaryOp {
    Negate,
    Not,
}

/// One step of a traversal.
#[derive(Clone, Debug, PartialEq)]
pub enum StepKind {
    /// `.name`
    Attr(SmolStr),
    /// `[literal]` or legacy `.0`.
    Index(Literal),
}

#[derive(Clone, Debug, PartialEq)]
pub struct Step {
    pub kind: StepKind,
    pub span: Span,
}

/// A static traversal from a root variable: `a.b[0].c`.
#[derive(Clone, Debug, PartialEq)]
pub struct Traversal {
    pub root: SmolStr,
    pub root_span: Span,
    pub steps: Vec<Step>,
}

impl Traversal {
    /// The source range of the whole traversal.
    pub fn span(&self) -> Span {
        match self.steps.last() {
            Some(s) => self.root_span.to(s.span),
            None => self.root_span,
        }
    }
}

/// A key in an object constructor.
#[derive(Clone, Debug)]
pub struct ObjectKey {
    pub expr: Expr,
    /// The key was written in parentheses: never treat a bare identifier as a literal name.
    pub force_non_literal: bool,
}

#[derive(Clone, Debug)]
pub struct ObjectItem {
    pub key: ObjectKey,
    pub value: Expr,
}

#[derive(Clone, Debug)]
pub struct ForExpr {
    pub key_var: Option<SmolStr>,
    pub val_var: SmolStr,
    pub collection: Expr,
    pub key: Option<Expr>,
    pub value: Expr,
    pub condition: Option<Expr>,
    pub group: bool,
    pub open_span: Span,
    pub close_span: Span,
}

#[derive(Clone, Debug)]
pub enum ExprKind {
    Literal(Literal),
    /// A template: the concatenation of its parts converted to strings.
    Template(Vec<Expr>),
    /// `"${x}"`: yields x's value unconverted.
    TemplateWrap(Box<Expr>),
    /// Joins the strings of a tuple (from a `%{for}` directive).
    TemplateJoin(Box<Expr>),
    /// Boxed, like the function call below, to keep [`Expr`] small (see its size assertion).
    ScopeTraversal(Box<Traversal>),
    RelativeTraversal {
        source: Box<Expr>,
        steps: Vec<Step>,
    },
    FunctionCall(Box<FunctionCall>),
    Conditional {
        condition: Box<Expr>,
        true_expr: Box<Expr>,
        false_expr: Box<Expr>,
    },
    Binary {
        op: BinaryOp,
        lhs: Box<Expr>,
        rhs: Box<Expr>,
    },
    Unary {
        op: UnaryOp,
        operand: Box<Expr>,
    },
    Tuple(Vec<Expr>),
    Object(Vec<ObjectItem>),
    For(Box<ForExpr>),
    Index {
        collection: Box<Expr>,
        key: Box<Expr>,
        bracket_span: Span,
    },
    Splat {
        source: Box<Expr>,
        each: Box<Expr>,
        marker_span: Span,
    },
    /// The placeholder for the current element inside a splat's `each`.
    AnonSymbol,
    Parens(Box<Expr>),
    /// Stands in for an expression that failed to parse; evaluates to an unknown value.
    Invalid,
}

/// A function call `name(args)`, or `name(args...)` when `expand_final` is set.
#[derive(Clone, Debug)]
pub struct FunctionCall {
    pub name: SmolStr,
    pub name_span: Span,
    pub args: Vec<Expr>,
    pub expand_final: bool,
    pub open_span: Span,
    pub close_span: Span,
}

#[derive(Clone, Debug)]
pub struct Expr {
    pub kind: ExprKind,
    pub span: Span,
}

// Syntax trees of large inputs hold millions of nodes: keep a node small by boxing the large,
// less frequent variants (function calls, scope traversals).
const _: () = assert!(std::mem::size_of::<Expr>() <= 56);

impl Expr {
    /// A node; the vectors inside `kind` are trimmed to their length (trees of large inputs
    /// live until the end of a run, so growth slack would be kept for good).
    pub fn new(mut kind: ExprKind, span: Span) -> Expr {
        match &mut kind {
            ExprKind::Template(items) | ExprKind::Tuple(items) => items.shrink_to_fit(),
            ExprKind::FunctionCall(call) => call.args.shrink_to_fit(),
            ExprKind::Object(items) => items.shrink_to_fit(),
            ExprKind::ScopeTraversal(t) => t.steps.shrink_to_fit(),
            ExprKind::RelativeTraversal { steps, .. } => steps.shrink_to_fit(),
            _ => {}
        }
        Expr { kind, span }
    }

    /// The range HCL uses for "the start" of an expression (e.g. the operator of a binary
    /// expression is not it; the first token is).
    pub fn start_span(&self) -> Span {
        let first = |s: Span| Span::new(s.file, s.start, (s.start + 1).min(s.end));
        match &self.kind {
            ExprKind::FunctionCall(call) => call.name_span.to(call.open_span),
            ExprKind::For(f) => f.open_span,
            ExprKind::Binary { lhs, .. } => lhs.start_span(),
            ExprKind::Conditional { condition, .. } => condition.start_span(),
            ExprKind::Unary { .. } | ExprKind::Tuple(_) | ExprKind::Object(_) => first(self.span),
            ExprKind::Index { bracket_span, .. } => first(*bracket_span),
            ExprKind::Splat { marker_span, .. } => *marker_span,
            ExprKind::Template(parts) => match parts.first() {
                Some(p) => p.start_span(),
                None => self.span,
            },
            ExprKind::TemplateWrap(x) | ExprKind::TemplateJoin(x) => x.start_span(),
            _ => self.span,
        }
    }

    /// The name of a bare keyword: a variable without steps, or the literals `true`, `false`
    /// and `null` read as the words they are (as HCL's static keyword analysis does).
    pub fn keyword_name(&self) -> Option<&str> {
        match &self.kind {
            ExprKind::ScopeTraversal(t) if t.steps.is_empty() => Some(&t.root),
            ExprKind::Literal(Literal::Bool(true)) => Some("true"),
            ExprKind::Literal(Literal::Bool(false)) => Some("false"),
            ExprKind::Literal(Literal::Null) => Some("null"),
            _ => None,
        }
    }

    /// If the expression is exactly a string literal template, its value.
    pub fn as_string_literal(&self) -> Option<&SmolStr> {
        match &self.kind {
            ExprKind::Template(parts) if parts.len() == 1 => match &parts[0].kind {
                ExprKind::Literal(Literal::String(s)) => Some(s),
                _ => None,
            },
            ExprKind::Template(parts) if parts.is_empty() => None,
            ExprKind::Literal(Literal::String(s)) => Some(s),
            _ => None,
        }
    }
}

/// An attribute definition `name = expr`.
#[derive(Clone, Debug)]
pub struct Attribute {
    pub name: SmolStr,
    pub expr: Arc<Expr>,
    pub span: Span,
    pub name_span: Span,
    pub equals_span: Span,
}

/// A block `type "label" ... { body }`.
#[derive(Clone, Debug)]
pub struct Block {
    pub type_name: SmolStr,
    pub labels: Vec<SmolStr>,
    pub body: Arc<NativeBody>,
    pub type_span: Span,
    pub label_spans: Vec<Span>,
    pub open_brace_span: Span,
    pub close_brace_span: Span,
}

impl Block {
    /// The block header: from the type name to the last label.
    pub fn def_span(&self) -> Span {
        match self.label_spans.last() {
            Some(l) => self.type_span.to(*l),
            None => self.type_span,
        }
    }
}

/// A parsed native body: its attributes by name (in source order) and its blocks.
#[derive(Clone, Debug, Default)]
pub struct NativeBody {
    pub attributes: IndexMap<SmolStr, Attribute>,
    pub blocks: Vec<Block>,
    /// The whole body (for a block: from `{` to `}`; for a file: the whole file).
    pub span: Span,
    pub end_span: Span,
}
