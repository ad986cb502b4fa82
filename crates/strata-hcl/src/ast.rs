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

/// The hasher of name-keyed maps (attributes by name): foldhash, seeded per process, several
/// times cheaper than the standard library's SipHash on short names.
pub type NameHasher = foldhash::fast::RandomState;

/// A literal value as written.
#[derive(Clone, Debug, PartialEq)]
pub enum Literal {
    /// `null`.
    Null,
    /// `true` or `false`.
    Bool(bool),
    /// A number literal's canonical decimal text (as written, without sign unless negated).
    Number(SmolStr),
    /// A string, its escapes decoded.
    String(SmolStr),
}

/// A binary operator, with HCL's precedence (higher binds tighter).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BinaryOp {
    /// `||`: logical or (precedence 1).
    Or,
    /// `&&`: logical and (precedence 2).
    And,
    /// `==`: equality of any two values (precedence 3).
    Equal,
    /// `!=`: inequality (precedence 3).
    NotEqual,
    /// `<` on numbers (precedence 4).
    Less,
    /// `<=` on numbers (precedence 4).
    LessOrEqual,
    /// `>` on numbers (precedence 4).
    Greater,
    /// `>=` on numbers (precedence 4).
    GreaterOrEqual,
    /// `+` on numbers (precedence 5).
    Add,
    /// `-` on numbers (precedence 5).
    Subtract,
    /// `*` on numbers (precedence 6).
    Multiply,
    /// `/` on numbers (precedence 6).
    Divide,
    /// `%` on numbers (precedence 6).
    Modulo,
}

impl BinaryOp {
    /// The operator's binding strength, from 1 (`||`) to 6 (`*`, `/`, `%`); operators of one level
    /// associate to the left.
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

/// A prefix operator; both bind tighter than every binary operator.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum UnaryOp {
    /// `-x`: numeric negation.
    Negate,
    /// `!x`: logical not.
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

/// One step of a traversal with its source range.
#[derive(Clone, Debug, PartialEq)]
pub struct Step {
    /// What the step does.
    pub kind: StepKind,
    /// Where the step was written.
    pub span: Span,
}

/// A static traversal from a root variable: `a.b[0].c`.
#[derive(Clone, Debug, PartialEq)]
pub struct Traversal {
    /// The variable the traversal starts from.
    pub root: SmolStr,
    /// Where the root name was written.
    pub root_span: Span,
    /// The attribute and index steps applied to the root's value, in order.
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
    /// The key expression; a bare identifier is the literal attribute name unless
    /// [`ObjectKey::force_non_literal`] is set.
    pub expr: Expr,
    /// The key was written in parentheses: never treat a bare identifier as a literal name.
    pub force_non_literal: bool,
}

/// One `key = value` (or `key: value`) item of an object constructor.
#[derive(Clone, Debug)]
pub struct ObjectItem {
    /// The item's key.
    pub key: ObjectKey,
    /// The item's value expression.
    pub value: Expr,
}

/// A `for` expression: `[for k, v in coll : value if cond]` builds a tuple, `{for k, v in coll :
/// key => value... if cond}` an object.
#[derive(Clone, Debug)]
pub struct ForExpr {
    /// The name bound to each key or index, when two names are written (`for k, v in`).
    pub key_var: Option<SmolStr>,
    /// The name bound to each element's value.
    pub val_var: SmolStr,
    /// The collection iterated over (a list, set, tuple, map or object).
    pub collection: Expr,
    /// The key expression of an object `for` (`key => value`); `None` for a tuple `for`.
    pub key: Option<Expr>,
    /// The expression evaluated for each element (the result's elements or values).
    pub value: Expr,
    /// The `if` filter; elements for which it is false are skipped.
    pub condition: Option<Expr>,
    /// Grouping mode (`...` after the value): values of equal keys are collected into tuples
    /// instead of being an error.
    pub group: bool,
    /// The opening bracket or brace.
    pub open_span: Span,
    /// The closing bracket or brace.
    pub close_span: Span,
}

/// The kinds of expression of the native syntax.
#[derive(Clone, Debug)]
pub enum ExprKind {
    /// A literal value.
    Literal(Literal),
    /// A template: the concatenation of its parts converted to strings.
    Template(Vec<Expr>),
    /// `"${x}"`: yields x's value unconverted.
    TemplateWrap(Box<Expr>),
    /// Joins the strings of a tuple (from a `%{for}` directive).
    TemplateJoin(Box<Expr>),
    /// A variable reference with its attribute and index steps (`a.b[0]`). Boxed, like the
    /// function call below, to keep [`Expr`] small (see its size assertion).
    ScopeTraversal(Box<Traversal>),
    /// Attribute and index steps applied to the value of an arbitrary expression (`f(x).a[0]`).
    RelativeTraversal {
        /// The expression whose value the steps start from.
        source: Box<Expr>,
        /// The steps, in order.
        steps: Vec<Step>,
    },
    /// A function call (boxed to keep [`Expr`] small).
    FunctionCall(Box<FunctionCall>),
    /// `condition ? true_expr : false_expr`: both results are evaluated and their types unified;
    /// the condition must be a known, non-null bool. The three operands share one allocation.
    Conditional(Box<Conditional>),
    /// A binary operation (both operands in one allocation).
    Binary(Box<Binary>),
    /// A unary operation.
    Unary {
        /// The operator.
        op: UnaryOp,
        /// The operand.
        operand: Box<Expr>,
    },
    /// A tuple constructor `[a, b, ...]`.
    Tuple(Vec<Expr>),
    /// An object constructor `{k = v, ...}`.
    Object(Vec<ObjectItem>),
    /// A `for` expression (boxed to keep [`Expr`] small).
    For(Box<ForExpr>),
    /// An index operation `collection[key]` (both operands in one allocation).
    Index(Box<Index>),
    /// A splat: `source[*].each` (or the legacy attribute-only `source.*.each`) applies `each` to
    /// every element of `source`.
    Splat {
        /// The collection the splat applies to; a non-sequence value is treated as a one-element
        /// tuple and null as an empty tuple.
        source: Box<Expr>,
        /// The traversal applied to each element, relative to [`ExprKind::AnonSymbol`].
        each: Box<Expr>,
        /// The `[*]` or `.*` marker.
        marker_span: Span,
    },
    /// The placeholder for the current element inside a splat's `each`.
    AnonSymbol,
    /// An expression in parentheses (kept so that a parenthesized object key is never a literal
    /// name).
    Parens(Box<Expr>),
    /// Stands in for an expression that failed to parse; evaluates to an unknown value.
    Invalid,
}

/// `condition ? true_expr : false_expr` ([`ExprKind::Conditional`]).
#[derive(Clone, Debug)]
pub struct Conditional {
    /// The condition.
    pub condition: Expr,
    /// The result when the condition is true.
    pub true_expr: Expr,
    /// The result when the condition is false.
    pub false_expr: Expr,
}

/// A binary operation ([`ExprKind::Binary`]).
#[derive(Clone, Debug)]
pub struct Binary {
    /// The operator.
    pub op: BinaryOp,
    /// The left operand.
    pub lhs: Expr,
    /// The right operand.
    pub rhs: Expr,
}

/// An index operation `collection[key]` ([`ExprKind::Index`]).
#[derive(Clone, Debug)]
pub struct Index {
    /// The indexed expression.
    pub collection: Expr,
    /// The key expression.
    pub key: Expr,
    /// From `[` to `]`.
    pub bracket_span: Span,
}

/// A function call `name(args)`, or `name(args...)` when `expand_final` is set.
#[derive(Clone, Debug)]
pub struct FunctionCall {
    /// The function name as written (it may include a `::` namespace).
    pub name: SmolStr,
    /// Where the name was written.
    pub name_span: Span,
    /// The argument expressions, in order.
    pub args: Vec<Expr>,
    /// Whether the last argument is followed by `...`: its elements become separate arguments.
    pub expand_final: bool,
    /// The opening parenthesis.
    pub open_span: Span,
    /// The closing parenthesis.
    pub close_span: Span,
}

/// An expression node: what it is and where it was written.
#[derive(Clone, Debug)]
pub struct Expr {
    /// The kind of expression, with its operands.
    pub kind: ExprKind,
    /// The source range of the whole expression.
    pub span: Span,
}

// Syntax trees of large inputs hold millions of nodes: keep a node small by boxing the large,
// less frequent variants (function calls, scope traversals).
const _: () = assert!(std::mem::size_of::<Expr>() <= 56);

impl Expr {
    /// A node; the vectors inside `kind` are trimmed to their length (trees of large inputs
    /// live until the end of a run, so growth slack would be kept for good).
    pub fn new(kind: ExprKind, span: Span) -> Expr {
        Expr::node(true, kind, span)
    }

    /// A node, its vectors trimmed when `shrink` is set (a tree dropped soon after it is
    /// built, as one top-level item of a streamed file, gains nothing from trimming).
    #[inline(always)]
    pub fn node(shrink: bool, kind: ExprKind, span: Span) -> Expr {
        if !shrink {
            return Expr { kind, span };
        }
        Expr::trimmed(kind, span)
    }

    /// A node with the vectors inside `kind` trimmed (out of line: the streamed parse, which
    /// makes most nodes, does not trim).
    #[inline(never)]
    fn trimmed(mut kind: ExprKind, span: Span) -> Expr {
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
            ExprKind::Binary(b) => b.lhs.start_span(),
            ExprKind::Conditional(c) => c.condition.start_span(),
            ExprKind::Unary { .. } | ExprKind::Tuple(_) | ExprKind::Object(_) => first(self.span),
            ExprKind::Index(i) => first(i.bracket_span),
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
    /// The attribute's name.
    pub name: SmolStr,
    /// The value expression.
    pub expr: Arc<Expr>,
    /// From the name to the end of the expression.
    pub span: Span,
    /// Where the name was written.
    pub name_span: Span,
    /// Where the `=` was written.
    pub equals_span: Span,
}

/// A block `type "label" ... { body }`.
#[derive(Clone, Debug)]
pub struct Block {
    /// The block type (the first word of the header).
    pub type_name: SmolStr,
    /// The labels after the type, with quotes and escapes removed, in order.
    pub labels: Vec<SmolStr>,
    /// The block's body.
    pub body: Arc<NativeBody>,
    /// Where the type name was written.
    pub type_span: Span,
    /// Where each label was written, in the order of [`Block::labels`].
    pub label_spans: Vec<Span>,
    /// The opening brace.
    pub open_brace_span: Span,
    /// The closing brace.
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
    /// The attributes by name, in source order (a duplicate is reported by the parser and the first
    /// kept).
    pub attributes: IndexMap<SmolStr, Attribute, NameHasher>,
    /// The nested blocks, in source order.
    pub blocks: Vec<Block>,
    /// The whole body (for a block: from `{` to `}`; for a file: the whole file).
    pub span: Span,
    /// The token that closed the body: the `}` of a block, or the end of a file.
    pub end_span: Span,
}
