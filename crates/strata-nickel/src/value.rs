//! Runtime values, thunks, environments and records.
//!
//! A record keeps, for every field, its *definition* (expression + environment without the
//! record itself, or a merge of two definitions) beside the *closed* thunk used to read it.
//! Merging builds a new record and re-closes only the fields whose definition refers to a
//! sibling over the merged record; other fields keep their thunk. Fields live in a persistent
//! ordered map (`imbl::OrdMap`), so merging a small record into a big one costs
//! O(small · log big), and a left fold of merges is linear.

use crate::ast::{Annot, Arm, Ident, Pattern, Priority, P};
use crate::number::Num;
use std::cell::RefCell;
use std::rc::Rc;
use strata_core::source::Span;

/// An environment: a persistent linked list of frames.
pub type Env = Option<Rc<Frame>>;

/// One environment frame.
pub enum Frame {
    /// A single binding.
    Bind(Ident, Thunk, Env),
    /// The fields of a recursive record (filled once the record exists).
    Rec(Rc<RefCell<Option<Fields>>>, Env),
}

impl Frame {
    fn take_next(&mut self) -> Env {
        match self {
            Frame::Bind(_, _, n) | Frame::Rec(_, n) => n.take(),
        }
    }
}

impl Drop for Frame {
    /// Environments can be as long as the program is deep: unlink them iteratively.
    fn drop(&mut self) {
        let mut next = self.take_next();
        while let Some(rc) = next {
            match Rc::try_unwrap(rc) {
                Ok(mut f) => next = f.take_next(),
                Err(_) => break,
            }
        }
    }
}

/// Looks a name up.
pub fn lookup(env: &Env, name: &str) -> Option<Thunk> {
    let mut cur = env;
    while let Some(f) = cur {
        match &**f {
            Frame::Bind(n, t, next) => {
                if n == name {
                    return Some(t.clone());
                }
                cur = next;
            }
            Frame::Rec(cell, next) => {
                if let Some(fields) = &*cell.borrow() {
                    if let Some(field) = fields.get(name) {
                        if !field.dynamic {
                            return Some(field.read_thunk(name));
                        }
                    }
                }
                cur = next;
            }
        }
    }
    None
}

/// Adds a binding.
pub fn bind(env: &Env, name: Ident, t: Thunk) -> Env {
    Some(Rc::new(Frame::Bind(name, t, env.clone())))
}

/// Lazily evaluated code.
pub enum Lazy {
    /// An expression in an environment.
    Expr(P, Env),
    /// Merge of two field values.
    Merge(Thunk, Thunk, Span),
    /// A contract applied to a value.
    Contract(Rc<PendingContract>, Thunk),
    /// Reading a field that has no definition.
    Missing(Ident, Span),
    /// `f a b ...` (first element is the function).
    Apply(Vec<Thunk>, Span),
}

/// State of a thunk.
pub enum ThunkState {
    /// Not evaluated yet.
    Pending(Lazy),
    /// Being evaluated (re-entry is infinite recursion).
    Blackhole,
    /// Evaluated.
    Done(Value),
}

/// A shared, call-by-need thunk.
#[derive(Clone)]
pub struct Thunk(pub Rc<RefCell<ThunkState>>);

impl Thunk {
    /// A thunk already holding a value.
    pub fn value(v: Value) -> Thunk {
        Thunk(Rc::new(RefCell::new(ThunkState::Done(v))))
    }
    /// A thunk for lazy code.
    pub fn lazy(l: Lazy) -> Thunk {
        Thunk(Rc::new(RefCell::new(ThunkState::Pending(l))))
    }
    /// An expression in an environment (values are stored directly).
    pub fn expr(e: &P, env: &Env) -> Thunk {
        use crate::ast::ExprKind;
        match &e.kind {
            ExprKind::Num(n) => Thunk::value(Value::Num(n.clone())),
            ExprKind::Str(s) => Thunk::value(Value::Str(s.clone())),
            ExprKind::Bool(b) => Thunk::value(Value::Bool(*b)),
            ExprKind::Null => Thunk::value(Value::Null),
            ExprKind::Var(x) => {
                lookup(env, x).unwrap_or_else(|| Thunk::lazy(Lazy::Expr(e.clone(), env.clone())))
            }
            _ => Thunk::lazy(Lazy::Expr(e.clone(), env.clone())),
        }
    }
    /// The value if already evaluated.
    pub fn peek(&self) -> Option<Value> {
        match &*self.0.borrow() {
            ThunkState::Done(v) => Some(v.clone()),
            _ => None,
        }
    }
    /// Span of the code (for error messages).
    pub fn span(&self) -> Option<Span> {
        match &*self.0.borrow() {
            ThunkState::Pending(Lazy::Expr(e, _)) => Some(e.span),
            ThunkState::Pending(Lazy::Merge(_, _, s)) => Some(*s),
            ThunkState::Pending(Lazy::Contract(_, t)) => t.span(),
            _ => None,
        }
    }
}

/// A contract waiting to be applied, with its blame label.
pub struct PendingContract {
    /// The contract (evaluated lazily).
    pub contract: Thunk,
    /// Blame information.
    pub label: Rc<Label>,
    /// For a contract annotation that refers to sibling fields: its expression and environment
    /// without the record, re-closed over the merged record like a field definition.
    pub open: Option<(P, Env)>,
}

/// Blame label.
#[derive(Clone)]
pub struct Label {
    /// Span of the contract annotation.
    pub span: Span,
    /// Field the contract is attached to.
    pub field: Option<Ident>,
    /// Positive polarity (the value is blamed); negative blames the caller.
    pub polarity: bool,
    /// Custom message.
    pub message: Option<String>,
    /// Custom notes.
    pub notes: Vec<String>,
    /// A path inside function types (`domain`/`codomain` steps), for messages.
    pub arrow_depth: u32,
    /// Span of the value the contract applies to.
    pub value_span: Option<Span>,
    /// Extra text for the label of the contract span ("expected type", ...).
    pub kind_note: Option<&'static str>,
}

/// Field metadata.
#[derive(Clone, Default)]
pub struct Meta {
    /// Merge priority (None = neutral 0).
    pub priority: Option<Priority>,
    /// `| optional`
    pub optional: bool,
    /// `| not_exported`
    pub not_exported: bool,
    /// `| doc`
    pub doc: Option<String>,
    /// Contracts and type annotations, in order.
    pub contracts: Vec<Rc<PendingContract>>,
    /// Source text of the type annotation (for `query`).
    pub typ: Option<Span>,
    /// Contract spans (for `query`).
    pub contract_spans: Vec<Span>,
}

/// A field definition, kept so a merge can re-close it over the merged record.
#[derive(Clone)]
pub enum Def {
    /// Does not depend on the record.
    Closed(Thunk),
    /// Depends on the record: expression + environment without the record frame.
    Open(P, Env),
    /// Merge of two definitions.
    Merge(Rc<Def>, Rc<Def>, Span),
}

impl Def {
    /// Does closing this definition depend on the record?
    pub fn is_open(&self) -> bool {
        match self {
            Def::Closed(_) => false,
            Def::Open(..) => true,
            Def::Merge(a, b, _) => a.is_open() || b.is_open(),
        }
    }
}

impl Field {
    /// Must this field be re-closed over a merged record?
    pub fn is_open(&self) -> bool {
        self.def.as_ref().is_some_and(|d| d.is_open())
            || self.meta.contracts.iter().any(|c| c.open.is_some())
    }
}

/// A record field.
#[derive(Clone)]
pub struct Field {
    /// Metadata.
    pub meta: Rc<Meta>,
    /// Definition (None: declared without a value).
    pub def: Option<Rc<Def>>,
    /// The closed value with contracts applied (None when there is no definition).
    pub value: Option<Thunk>,
    /// Span of the field (name or definition).
    pub span: Span,
    /// Defined with a computed name (`"%{x}" = ..`): not in scope inside the record.
    pub dynamic: bool,
}

impl Field {
    /// The thunk a reader sees (a "missing definition" thunk when undefined).
    pub fn read_thunk(&self, name: &str) -> Thunk {
        match &self.value {
            Some(t) => t.clone(),
            None => Thunk::lazy(Lazy::Missing(Ident::new(name), self.span)),
        }
    }
}

/// Record fields.
pub type Fields = imbl::OrdMap<Ident, Field>;

/// A record.
#[derive(Clone)]
pub struct Record {
    /// Fields, sorted by name.
    pub fields: Fields,
    /// `..` (as a contract: accepts extra fields).
    pub open: bool,
    /// Produced by a `std.record` function: no re-closing on merge.
    pub frozen: bool,
    /// Some field's definition refers to the record (re-closed on merge).
    pub has_open: bool,
}

/// A function closure.
pub struct Closure {
    /// Parameter pattern.
    pub pat: Rc<Pattern>,
    /// Body.
    pub body: P,
    /// Environment.
    pub env: Env,
    /// Where the function was written.
    pub span: Span,
}

/// A built-in function, partially applied.
#[derive(Clone)]
pub struct Builtin {
    /// Name (`array/map`, ...).
    pub name: &'static str,
    /// Arity.
    pub arity: usize,
    /// Arguments so far.
    pub args: Vec<Thunk>,
}

/// Contract forms that are not plain values.
pub enum ContractKind {
    /// A type used as a contract.
    Type(P, Env),
    /// `std.contract.custom f`
    Custom(Thunk),
    /// `std.contract.from_predicate f`
    Predicate(Thunk),
    /// `std.contract.from_validator f`
    Validator(Thunk),
    /// `std.contract.Sequence [..]`
    Sequence(Vec<Thunk>),
    /// `std.contract.any_of [..]`
    AnyOf(Vec<Thunk>),
    /// `std.contract.all_of [..]`
    AllOf(Vec<Thunk>),
    /// `std.contract.not C`
    Not(Thunk),
    /// `std.contract.Equal v`
    Equal(Thunk, bool),
}

/// A runtime value.
#[derive(Clone)]
pub enum Value {
    /// `null`
    Null,
    /// Booleans.
    Bool(bool),
    /// Numbers.
    Num(Num),
    /// Strings.
    Str(Rc<str>),
    /// Enum tag.
    Enum(Ident),
    /// Enum variant.
    Variant(Ident, Thunk),
    /// Array.
    Array(Rc<Vec<Thunk>>),
    /// Record.
    Record(Rc<Record>),
    /// Function.
    Func(Rc<Closure>),
    /// `match { ... }` function.
    Match(Rc<Vec<Arm>>, Env, Span),
    /// Built-in function.
    Builtin(Rc<Builtin>),
    /// A contract value.
    Contract(Rc<ContractKind>),
    /// A blame label.
    Label(Rc<Label>),
}

impl Value {
    /// Nickel's type name (`std.typeof` / error messages).
    pub fn type_name(&self) -> &'static str {
        match self {
            Value::Null => "Null",
            Value::Bool(_) => "Bool",
            Value::Num(_) => "Number",
            Value::Str(_) => "String",
            Value::Enum(_) | Value::Variant(..) => "Enum",
            Value::Array(_) => "Array",
            Value::Record(_) => "Record",
            Value::Func(_) | Value::Match(..) | Value::Builtin(_) => "Function",
            Value::Contract(_) => "Contract",
            Value::Label(_) => "Label",
        }
    }
}

/// The annotation record attached to expressions during evaluation.
pub type AnnotRc = Rc<Annot>;
