//! The syntax tree of the Ruby subset.

use std::rc::Rc;

/// A node with the template line it starts on.
#[derive(Debug, Clone)]
pub struct Node {
    /// What it is.
    pub kind: K,
    /// Template line.
    pub line: u32,
}

/// A piece of an interpolated string.
#[derive(Debug, Clone)]
pub enum SPart {
    /// Literal text.
    Lit(String),
    /// `#{...}`.
    Code(Node),
}

/// A block parameter: a name, `(a, b)` destructuring or `*rest`.
#[derive(Debug, Clone)]
pub enum BParam {
    /// A name.
    Name(String),
    /// `(a, b)`.
    Nested(Vec<BParam>),
    /// `*rest`.
    Splat(String),
}

/// A block (`{ |x| ... }` or `do |x| ... end`).
#[derive(Debug)]
pub struct Block {
    /// Parameters.
    pub params: Vec<BParam>,
    /// Body.
    pub body: Vec<Node>,
}

/// A method defined in the template (`def name(a, b = 1, *rest) ... end`).
#[derive(Debug)]
pub struct MethodDef {
    /// Name.
    pub name: String,
    /// Parameters with their defaults.
    pub params: Vec<(String, Option<Node>)>,
    /// `*rest`.
    pub splat: Option<String>,
    /// Body.
    pub body: Vec<Node>,
    /// `def self.name` (a class method; Ruby files only).
    pub singleton: bool,
    /// Keyword (`a:`, `a: 1`), `**keywords` and `&block` parameters: name and kind (Ruby
    /// files only).
    pub other: Vec<(String, &'static str)>,
}

/// An assignable place.
#[derive(Debug, Clone)]
pub enum Target {
    /// A local variable.
    Local(String),
    /// An instance variable.
    IVar(String),
    /// `recv[args]`.
    Index(Box<Node>, Vec<Node>),
    /// `recv.name=`.
    Attr(Box<Node>, String),
    /// `*rest` in a multiple assignment.
    Splat(String),
}

/// Node kinds.
#[derive(Debug, Clone)]
pub enum K {
    /// `nil`.
    Nil,
    /// `true` / `false`.
    Bool(bool),
    /// `self`.
    SelfRef,
    /// Integer.
    Int(i64),
    /// Float.
    Float(f64),
    /// String (with interpolation).
    Str(Vec<SPart>),
    /// Symbol.
    Sym(Vec<SPart>),
    /// Regexp literal.
    Regex(Vec<SPart>, String),
    /// `[a, *b]`.
    Array(Vec<Node>),
    /// `{k => v}`.
    Hash(Vec<(Node, Node)>),
    /// `a..b` / `a...b`.
    Range(Option<Box<Node>>, Option<Box<Node>>, bool),
    /// A local variable.
    LVar(String),
    /// `@x`.
    IVar(String),
    /// `$x`.
    GVar(String),
    /// A constant path (`File`, `Puppet::Util`).
    Const(String),
    /// A method call.
    Call {
        /// Receiver (none: self or a local variable).
        recv: Option<Box<Node>>,
        /// Method name.
        name: String,
        /// Arguments.
        args: Vec<Node>,
        /// Block.
        block: Option<Rc<Block>>,
        /// `&.`.
        safe: bool,
    },
    /// `*x` in an argument list or array.
    Splat(Box<Node>),
    /// `&:sym` / `&blk` in an argument list.
    BlockPass(Box<Node>),
    /// `!x`, `not x`.
    Not(Box<Node>),
    /// `a && b`, `a and b`.
    And(Box<Node>, Box<Node>),
    /// `a || b`, `a or b`.
    Or(Box<Node>, Box<Node>),
    /// `defined?(x)`.
    Defined(Box<Node>),
    /// `x = v`.
    Assign(Target, Box<Node>),
    /// `x op= v` (`||=`, `&&=`, `+=`, ...); the operator without `=`.
    OpAssign(Target, String, Box<Node>),
    /// `a, b = v`.
    Multi(Vec<Target>, Box<Node>),
    /// `if`/`unless`/ternary/modifiers.
    If(Box<Node>, Vec<Node>, Vec<Node>),
    /// `while`/`until` (bool: until) loops.
    While(Box<Node>, Vec<Node>, bool),
    /// `for a in x`.
    For(Vec<BParam>, Box<Node>, Vec<Node>),
    /// `case x when ... else ... end`.
    Case(Option<Box<Node>>, Vec<(Vec<Node>, Vec<Node>)>, Vec<Node>),
    /// `begin ... rescue ... end`.
    Begin(Vec<Node>, Option<(Option<String>, Vec<Node>)>, Vec<Node>),
    /// Statements in parentheses.
    Seq(Vec<Node>),
    /// Template text.
    Text(Rc<str>),
    /// An output tag.
    Out(Vec<Node>),
    /// `next`.
    Next(Option<Box<Node>>),
    /// `break`.
    Break(Option<Box<Node>>),
    /// `return`.
    Return(Option<Box<Node>>),
    /// `def`.
    Def(Rc<MethodDef>),
    /// `module A::B ... end` or `class A < B ... end` (Ruby files only; `class << self` is
    /// named `<< self`).
    Module(String, Vec<Node>),
}
