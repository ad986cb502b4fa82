//! The Nickel syntax tree. Every node carries the span it came from.
//!
//! The tree and the runtime values are one recursive family of types: the parser stores
//! literal pieces and constant record fields in the tree as ready [`Thunk`]s and [`Fields`],
//! and values hold closures over the tree. Their definitions therefore live together here (the
//! value types at the end of this file); what values do is in [`crate::value`], which
//! re-exports them, and expressions are built with their free variables in [`crate::fv`].

use crate::number::Num;
use smol_str::SmolStr;
use std::cell::RefCell;
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

/// An environment: a persistent linked list of frames.
pub type Env = Option<Rc<Frame>>;

/// One environment frame.
pub enum Frame {
    /// A single binding.
    Bind(Ident, Thunk, Env),
    /// The fields of a recursive record (filled once the record exists), with where the
    /// record literal is written (none for a record made by a merge).
    Rec(Rc<RefCell<Option<Fields>>>, Option<Span>, Env),
}

/// Lazily evaluated code.
pub enum Lazy {
    /// An expression in an environment.
    Expr(P, Env),
    /// Merge of two field values.
    Merge(Thunk, Thunk, Rc<MergeSite>),
    /// A contract applied to a value; for a field's contract, where the field's value is
    /// written and how it relates to its evaluated value (the label says so only once the
    /// contract is applied: see [`Label::at_value`]).
    Contract(Rc<PendingContract>, Thunk, Option<(Span, Origin)>),
    /// Reading a field that has no definition.
    Missing(Rc<MissingDef>),
    /// `f a b ...` (first element is the function).
    Apply(Vec<Thunk>, Span),
    /// An element of a merge of two arrays of the same length: nickel merges arrays by
    /// `std.contract.Equal left right`, which is lazy over arrays, so an element is compared
    /// only when it is read.
    ArrayEq(Rc<ArrayEqElem>),
}

/// An element of a merge of two arrays, compared when read (see [`Lazy::ArrayEq`]).
pub struct ArrayEqElem {
    /// The left array's element.
    pub left: Thunk,
    /// The right array's element (the value when they are equal).
    pub right: Thunk,
    /// The merge of the arrays.
    pub site: MergeSite,
    /// Where the right element is written and how it relates to its value, when the right
    /// array is a literal.
    pub item: Option<(Span, Origin)>,
}

/// A field without a definition, as a reader meets it.
pub struct MissingDef {
    /// The field's name.
    pub name: Ident,
    /// Where the field is declared (its name first).
    pub at: Span,
    /// The record literal it is declared in, when known.
    pub record: Option<Span>,
    /// The field has contracts (nickel's report then blames them, not the variable that reads
    /// the field).
    pub annotated: bool,
}

/// State of a thunk.
pub enum ThunkState {
    /// Not evaluated yet.
    Pending(Lazy),
    /// Being evaluated (re-entry is infinite recursion).
    Blackhole,
    /// Evaluated.
    Done(Value),
    /// A literal (number, string, boolean, `null`) of a record field, held evaluated by the
    /// parser: a value nickel holds in place rather than in a thunk (numbers, booleans and
    /// `null`; its reports print it, where they print an evaluated field as a closure).
    Const(Value),
    /// A literal (number, string, boolean, `null`) with its syntax node: where it is written is
    /// its value's position (what nickel's reports show for it wherever it went), at no cost
    /// beyond the pointer to the node.
    Literal(P),
}

/// A shared, call-by-need thunk.
#[derive(Clone)]
pub struct Thunk(pub Rc<RefCell<ThunkState>>);

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
    /// The contract comes from a static type annotation (`: T`, typechecked): its function
    /// contracts check only what typing does not guarantee (nickel's `contract_static`).
    pub static_type: bool,
    /// Custom message and notes (most labels have none: they stay out of the label's size).
    pub text: Option<Box<LabelText>>,
    /// A path inside function types (`domain`/`codomain` steps), for messages.
    pub arrow_depth: u32,
    /// Span of the value the contract applies to.
    pub value_span: Option<Span>,
    /// Extra text for the label of the contract span ("expected type", ...).
    pub kind_note: Option<&'static str>,
    /// How the value the contract applies to relates to `value_span` once evaluated (what
    /// nickel's report says about the evaluated value).
    pub origin: Origin,
    /// The contract is applied by library code (a record type's field, a contract of a
    /// sequence): the value is shown as what the argument evaluated to, not as the argument.
    pub hidden_arg: bool,
    /// The label's path inside function types went through a domain: its blame report ends
    /// with the call stack's notes (nickel's `!has_no_dom(path)`).
    pub has_domain: bool,
    /// For the contract of an array literal's elements: the elements and where each is
    /// written, so a blamed element is shown where it is.
    pub elements: Option<Rc<ArrayCode>>,
}

/// The elements of an array literal a contract was applied to, and their code.
pub struct ArrayCode {
    /// The elements (the blamed one is found among them).
    pub items: Arr,
    /// Where each element is written and how it relates to its value.
    pub code: Vec<(Span, Origin)>,
}

/// Where the evaluated value of a contract's argument comes from, relative to the argument's
/// code (nickel's original and inherited positions): it decides whether a blame report shows
/// the evaluated value (`evaluated to this value`, printed as generated code).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Origin {
    /// Not known: nothing more is said.
    #[default]
    Unknown,
    /// The value is the argument's code itself (a number, a record, a function literal).
    Same,
    /// The value is computed from the argument's code (a string, an operator's result): it is
    /// printed.
    Computed,
    /// The argument has no code of its own (a merge of two definitions): the value is printed
    /// and no argument is shown.
    Nowhere,
}

/// The custom message and notes of a blame label.
#[derive(Clone, Default)]
pub struct LabelText {
    /// Custom message.
    pub message: Option<String>,
    /// Custom notes.
    pub notes: Vec<String>,
    /// The value `std.contract.check` checked with this label, when it is not the value of the
    /// contract the label came with (a blame through the label is reported at it).
    pub checked: Option<Thunk>,
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
    /// Contracts and type annotations, in order (most fields have at most one: no allocation).
    pub contracts: smallvec::SmallVec<[Rc<PendingContract>; 1]>,
    /// Source text of the type annotation (for `query`).
    pub typ: Option<Span>,
    /// Contract spans (for `query`).
    pub contract_spans: smallvec::SmallVec<[Span; 1]>,
}

/// A field definition, kept so a merge can re-close it over the merged record. It is held in
/// the field itself (a record of literals makes one per field: no allocation of its own, except
/// an open definition's pair, which keeps `Def` two words and a record's `(Ident, Field)` 80
/// bytes).
#[derive(Clone)]
pub enum Def {
    /// Does not depend on the record.
    Closed(Thunk),
    /// Depends on the record: expression + environment without the record frame.
    Open(Rc<(P, Env)>),
    /// Merge of two definitions (left, right, where).
    Merge(Rc<(Def, Def, MergeSite)>),
}

/// Where a merge happens and where its two operands were defined: the locations a
/// `non mergeable terms` error shows. An operand's own span is known only while its thunk is
/// unevaluated (literals are stored evaluated), so the definitions' spans travel with the merge.
#[derive(Clone, Copy, Debug)]
pub struct MergeSite {
    /// The merge expression (`a & b`, or the merge that brought two field definitions together).
    pub at: Span,
    /// The left operand's definition, when known.
    pub left: Option<Span>,
    /// The right operand's definition, when known.
    pub right: Option<Span>,
    /// The merge puts together the piecewise definitions of a field (`a.b = 1, a.c = 2`):
    /// `at` is the name of the later definition.
    pub piecewise: bool,
}

/// Where a merge of records happens, and whether it is of a field's piecewise definitions
/// (what a conflict between the fields' values reports).
#[derive(Clone, Copy, Debug)]
pub struct MergeAt {
    /// The merge expression, or the name of the later piecewise definition.
    pub span: Span,
    /// Piecewise definitions of a field.
    pub piecewise: bool,
}

/// A record field.
#[derive(Clone)]
pub struct Field {
    /// Metadata.
    pub meta: Rc<Meta>,
    /// Definition (None: declared without a value).
    pub def: Option<Def>,
    /// The closed value with contracts applied (None when there is no definition).
    pub value: Option<Thunk>,
    /// Span of the field (name or definition).
    pub span: Span,
    /// Defined with a computed name (`"%{x}" = ..`): not in scope inside the record.
    pub dynamic: bool,
    /// Where the field stands in nickel's order of the record's fields (the order its
    /// evaluation forces them in), when a merge moved it: 0 for where it is written (see
    /// [`Field::order_key`] and [`merge_order`](crate::value::merge_order)).
    pub ord: i64,
}

/// The fields of a record, sorted by name.
///
/// Two representations behind one map interface: a *flat* sorted vector (what record literals,
/// `std.record` functions and merges of records of similar size build: 64 bytes a field, one
/// allocation, linear merges) and a persistent B-tree (`imbl::OrdMap`), which a flat record
/// becomes when a few fields are inserted into or removed from a large one, so that a left
/// fold of small records into a growing one stays linear overall. Cloning is O(1) either way.
#[derive(Clone)]
pub struct Fields(pub(crate) Repr);

#[derive(Clone)]
pub(crate) enum Repr {
    /// Sorted by name, names unique.
    Flat(Rc<Vec<(Ident, Field)>>),
    Tree(imbl::OrdMap<Ident, Field>),
}

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
    /// The operation.
    pub op: crate::ops::Op,
    /// `Some` when called as a primitive operator (`%name%`, whose misuse nickel reports as a
    /// dynamic type error, not as a broken contract): the builtin's arguments as indices into
    /// `args`, the operator's order (`%array/at% array index` is `array/at index array`).
    /// `None` for a `std` function, which takes them in the builtin's order.
    pub prim_order: Option<&'static [usize]>,
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
    /// A type variable bound by `forall`: seals values in negative positions (relative to the
    /// `forall`) and unseals them in positive ones. `constr` lists the fields a record tail made
    /// of this variable may not hold (they appear beside it in some record type).
    ForallVar {
        /// The sealing key of this application of the `forall`.
        key: u64,
        /// Polarity of the label where the `forall` was applied.
        polarity: bool,
        /// Fields excluded from a record tail made of this variable.
        constr: Rc<Vec<Ident>>,
    },
}

/// A value sealed by a polymorphic contract: only the matching `forall` may look inside.
pub struct Sealed {
    /// The sealing key.
    pub key: u64,
    /// The label blamed when the value is inspected (polarity of the `forall`).
    pub label: Rc<Label>,
    /// The sealed value.
    pub inner: Thunk,
}

/// The extra fields of a record, sealed in the tail of a polymorphic record type.
pub struct SealedTail {
    /// The sealing key.
    pub key: u64,
    /// The label blamed when the tail is touched.
    pub label: Rc<Label>,
    /// The sealed fields.
    pub fields: Rc<Record>,
    /// A tail sealed earlier (by another `forall`), kept inside this one.
    pub rest: Option<Rc<SealedTail>>,
}

/// The elements of an array: a window `start..end` of a shared vector, so that slicing an array
/// (`std.array.slice`, `drop_first`, `drop_last`, `split_at`, a pattern's `..rest`) shares the
/// elements instead of copying them, as nickel's arrays do. Reads through `Deref` see the window
/// as a slice.
#[derive(Clone)]
pub struct Arr {
    pub(crate) data: Rc<Vec<Thunk>>,
    pub(crate) start: usize,
    pub(crate) end: usize,
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
    Array(Arr),
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
    /// A value sealed by a polymorphic contract.
    Sealed(Rc<Sealed>),
    /// A record with extra fields sealed in a polymorphic tail (the visible part first).
    TailRecord(Rc<Record>, Rc<SealedTail>),
}

/// The annotation record attached to expressions during evaluation.
pub type AnnotRc = Rc<Annot>;
