//! Runtime values, thunks, environments and records: what they do. Their types are defined
//! with the syntax tree they hold and that holds them ([`crate::ast`]) and re-exported here.
//!
//! A record keeps, for every field, its *definition* (expression + environment without the
//! record itself, or a merge of two definitions) beside the *closed* thunk used to read it.
//! Merging builds a new record and re-closes only the fields whose definition refers to a
//! sibling over the merged record; other fields keep their thunk. Fields live in a persistent
//! ordered map (`imbl::OrdMap`), so merging a small record into a big one costs
//! O(small · log big), and a left fold of merges is linear.

use crate::ast::Repr;
pub use crate::ast::{
    AnnotRc, Arr, ArrayCode, ArrayEqElem, Builtin, Closure, ContractKind, Def, Env, Field, Fields,
    Frame, Label, LabelText, Lazy, MergeAt, MergeSite, Meta, MissingDef, Origin, PendingContract,
    Record, Sealed, SealedTail, Thunk, ThunkState, Value,
};
use crate::ast::{Ident, P};
use std::cell::RefCell;
use std::rc::Rc;
use strata_core::source::Span;

impl Frame {
    fn take_next(&mut self) -> Env {
        match self {
            Frame::Bind(_, _, n) | Frame::Rec(_, _, n) => n.take(),
        }
    }

    /// The environment of this binding's thunk when the thunk is held only here and not yet
    /// evaluated (`x` in `f (x + 1)` called again and again: each argument's environment
    /// holds the previous argument).
    fn take_thunk_env(&mut self) -> Env {
        let Frame::Bind(_, t, _) = self else {
            return None;
        };
        if Rc::strong_count(&t.0) != 1 {
            return None;
        }
        let mut state = t.0.try_borrow_mut().ok()?;
        match &mut *state {
            ThunkState::Pending(Lazy::Expr(_, env)) => env.take(),
            _ => None,
        }
    }
}

impl Drop for Frame {
    /// Environments can be as long as the program is deep, and chains of environments and
    /// unevaluated thunks as long as a loop ran: unlink them iteratively.
    fn drop(&mut self) {
        let mut later: Vec<Rc<Frame>> = Vec::new();
        later.extend(self.take_thunk_env());
        let mut next = self.take_next();
        loop {
            while let Some(rc) = next {
                match Rc::try_unwrap(rc) {
                    Ok(mut f) => {
                        later.extend(f.take_thunk_env());
                        next = f.take_next();
                    }
                    Err(_) => break,
                }
            }
            match later.pop() {
                Some(rc) => next = Some(rc),
                None => break,
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
            Frame::Rec(cell, rspan, next) => {
                if let Some(fields) = &*cell.borrow() {
                    if let Some(field) = fields.get(name) {
                        if !field.dynamic {
                            return Some(match &field.value {
                                Some(t) => t.clone(),
                                None => Thunk::lazy(Lazy::Missing(Rc::new(MissingDef {
                                    name: Ident::new(name),
                                    at: field.span,
                                    record: *rspan,
                                    annotated: !field.meta.contracts.is_empty(),
                                }))),
                            });
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

/// The value of a literal expression (number, string, boolean or `null`).
pub fn literal_value(e: &crate::ast::Expr) -> Value {
    use crate::ast::ExprKind;
    match &e.kind {
        ExprKind::Num(n) => Value::Num(n.clone()),
        ExprKind::Str(s) => Value::Str(s.clone()),
        ExprKind::Bool(b) => Value::Bool(*b),
        _ => Value::Null,
    }
}

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
            ExprKind::Num(_) | ExprKind::Str(_) | ExprKind::Bool(_) | ExprKind::Null => {
                Thunk(Rc::new(RefCell::new(ThunkState::Literal(e.clone()))))
            }
            // a type is its own contract value (as `Eval::eval` makes it), so the contract of
            // every annotated field does not go through a thunk to be evaluated
            ExprKind::Type(_) | ExprKind::TypeVar(_) => Thunk::value(Value::Contract(Rc::new(
                ContractKind::Type(e.clone(), env.clone()),
            ))),
            ExprKind::Var(x) => {
                lookup(env, x).unwrap_or_else(|| Thunk::lazy(Lazy::Expr(e.clone(), env.clone())))
            }
            _ => Thunk::lazy(Lazy::Expr(e.clone(), env.clone())),
        }
    }
    /// A record field's literal, held evaluated (see [`ThunkState::Const`]).
    pub fn constant(v: Value) -> Thunk {
        Thunk(Rc::new(RefCell::new(ThunkState::Const(v))))
    }
    /// The value if already evaluated.
    #[inline]
    pub fn peek(&self) -> Option<Value> {
        match &*self.0.borrow() {
            ThunkState::Done(v) | ThunkState::Const(v) => Some(v.clone()),
            ThunkState::Literal(e) => Some(literal_value(e)),
            _ => None,
        }
    }
    /// Where the value of this thunk is written, when it is a literal of the program (nickel's
    /// position of the value, which stays with it wherever it goes).
    pub fn value_span(&self) -> Option<Span> {
        match &*self.0.borrow() {
            ThunkState::Literal(e) => Some(e.span),
            _ => None,
        }
    }
    /// Would nickel print this value in place in a report (a number, boolean, `null` or enum
    /// tag written as such), rather than as the thunk that holds it (`%<closure@0x...>`)?
    pub fn shown_in_place(&self) -> bool {
        match &*self.0.borrow() {
            ThunkState::Const(v) => !matches!(v, Value::Str(_)),
            ThunkState::Literal(e) => !matches!(e.kind, crate::ast::ExprKind::Str(_)),
            _ => false,
        }
    }
    /// The field without a definition a thunk reads, when it is one.
    pub fn missing_def(&self) -> Option<Rc<MissingDef>> {
        match &*self.0.borrow() {
            ThunkState::Pending(Lazy::Missing(m)) => Some(m.clone()),
            _ => None,
        }
    }
    /// The expression of a thunk not evaluated yet.
    pub fn pending_expr(&self) -> Option<P> {
        match &*self.0.borrow() {
            ThunkState::Pending(Lazy::Expr(e, _)) => Some(e.clone()),
            _ => None,
        }
    }
    /// Span of the code (for error messages).
    pub fn span(&self) -> Option<Span> {
        match &*self.0.borrow() {
            ThunkState::Pending(Lazy::Expr(e, _)) => Some(e.span),
            ThunkState::Pending(Lazy::Merge(_, _, s)) => Some(s.at),
            ThunkState::Pending(Lazy::Contract(_, t, _)) => t.span(),
            ThunkState::Pending(Lazy::ArrayEq(e)) => e.right.span(),
            _ => None,
        }
    }
}

impl Label {
    /// This label for a value written at `span` that relates to its evaluated value as
    /// `origin` (a value without code of its own is written nowhere), or `None` when the label
    /// says so already.
    pub fn at_value(&self, (span, origin): (Span, Origin)) -> Option<Label> {
        let vspan = (origin != Origin::Nowhere).then_some(span);
        if self.value_span == vspan && self.origin == origin {
            return None;
        }
        let mut l = self.clone();
        l.value_span = vspan;
        l.origin = origin;
        Some(l)
    }

    /// Where the value `t` the contract applies to is written, and how it relates to its
    /// value: an element of an array literal where it is, else the label's argument.
    pub fn argument_of(&self, t: Option<&Thunk>) -> (Option<Span>, Origin) {
        if let (Some(els), Some(t)) = (&self.elements, t) {
            if let Some(k) = els.items.iter().position(|x| Rc::ptr_eq(&x.0, &t.0)) {
                if let Some((s, o)) = els.code.get(k) {
                    return (Some(*s), *o);
                }
            }
        }
        (self.value_span, self.origin)
    }
}

impl Origin {
    /// The origin of the value of expression `e`.
    pub fn of_expr(e: &crate::ast::Expr) -> Origin {
        use crate::ast::{BinOp, ExprKind};
        match &e.kind {
            ExprKind::Num(n) if n.is_negative() => Origin::Computed,
            ExprKind::Str(s) if s.is_empty() => Origin::Same,
            ExprKind::Null
            | ExprKind::Bool(_)
            | ExprKind::Num(_)
            | ExprKind::EnumTag(_)
            | ExprKind::Array(_)
            | ExprKind::Record(_)
            | ExprKind::Fun(..)
            | ExprKind::Match(_) => Origin::Same,
            ExprKind::Str(_) | ExprKind::Chunks(..) | ExprKind::Un(..) => Origin::Computed,
            ExprKind::Bin(op, ..) => match op {
                BinOp::Merge | BinOp::And | BinOp::Or | BinOp::Pipe => Origin::Unknown,
                _ => Origin::Computed,
            },
            _ => Origin::Unknown,
        }
    }

    /// The origin of the value of a field defined by `def`.
    pub fn of_def(def: &Def) -> Origin {
        match def {
            Def::Merge(_) => Origin::Nowhere,
            Def::Open(open) => Origin::of_expr(&open.0),
            Def::Closed(t) => match &*t.0.borrow() {
                ThunkState::Pending(Lazy::Expr(e, _)) => Origin::of_expr(e),
                ThunkState::Literal(e) => Origin::of_expr(e),
                ThunkState::Done(v) | ThunkState::Const(v) => match v {
                    Value::Num(n) if n.is_negative() => Origin::Computed,
                    Value::Str(s) if !s.is_empty() => Origin::Computed,
                    Value::Str(_) => Origin::Same,
                    Value::Null | Value::Bool(_) | Value::Num(_) => Origin::Same,
                    _ => Origin::Unknown,
                },
                _ => Origin::Unknown,
            },
        }
    }
}

impl Label {
    /// The custom message.
    pub fn message(&self) -> Option<&str> {
        self.text.as_ref().and_then(|t| t.message.as_deref())
    }
    /// The custom notes.
    pub fn notes(&self) -> &[String] {
        self.text.as_ref().map_or(&[], |t| &t.notes)
    }
    /// Sets the custom message.
    pub fn set_message(&mut self, m: String) {
        self.text.get_or_insert_with(Default::default).message = Some(m);
    }
    /// Adds a custom note.
    pub fn push_note(&mut self, n: String) {
        self.text.get_or_insert_with(Default::default).notes.push(n);
    }
    /// Replaces the custom notes.
    pub fn set_notes(&mut self, notes: Vec<String>) {
        self.text.get_or_insert_with(Default::default).notes = notes;
    }
}

impl Meta {
    /// The same metadata (contracts compared by identity), so a merge can share one `Rc`.
    pub fn same_as(&self, other: &Meta) -> bool {
        self.priority == other.priority
            && self.optional == other.optional
            && self.not_exported == other.not_exported
            && self.doc == other.doc
            && self.typ == other.typ
            && self.contract_spans == other.contract_spans
            && self.contracts.len() == other.contracts.len()
            && self
                .contracts
                .iter()
                .zip(&other.contracts)
                .all(|(x, y)| Rc::ptr_eq(x, y))
    }
}

impl MergeSite {
    /// A merge at `at` whose operands' definitions are not known apart from their thunks.
    pub fn at(at: Span) -> MergeSite {
        MergeSite {
            at,
            left: None,
            right: None,
            piecewise: false,
        }
    }

    /// A merge at `at` (its kind given), operands' definitions not known.
    pub fn of(at: MergeAt) -> MergeSite {
        MergeSite {
            piecewise: at.piecewise,
            ..MergeSite::at(at.span)
        }
    }

    /// Where the merge is and of which kind.
    pub fn merge_at(&self) -> MergeAt {
        MergeAt {
            span: self.at,
            piecewise: self.piecewise,
        }
    }
}

impl From<Span> for MergeAt {
    fn from(span: Span) -> MergeAt {
        MergeAt {
            span,
            piecewise: false,
        }
    }
}

impl Def {
    /// Does closing this definition depend on the record?
    pub fn is_open(&self) -> bool {
        match self {
            Def::Closed(_) => false,
            Def::Open(..) => true,
            Def::Merge(m) => m.0.is_open() || m.1.is_open(),
        }
    }
}

impl Field {
    /// The field's value without its pending contracts (the contracts of its annotations and
    /// those a record contract or a merge put on it), which nickel applies only where the
    /// field is read: what nickel's record spine evaluates (`nickel test`, `nickel doc`).
    /// The value itself when it is already evaluated.
    pub fn value_without_pending(&self) -> Option<Thunk> {
        let mut t = self.value.clone()?;
        loop {
            let inner = match &*t.0.borrow() {
                ThunkState::Pending(Lazy::Contract(c, inner, _))
                    if self
                        .meta
                        .contracts
                        .iter()
                        .any(|m| Rc::ptr_eq(&m.label, &c.label)) =>
                {
                    inner.clone()
                }
                _ => break,
            };
            t = inner;
        }
        Some(t)
    }

    /// Must this field be re-closed over a merged record?
    pub fn is_open(&self) -> bool {
        self.def.as_ref().is_some_and(|d| d.is_open())
            || self.meta.contracts.iter().any(|c| c.open.is_some())
    }
}

impl Field {
    /// The field's place in nickel's order of the record's fields (an `IndexMap`'s insertion
    /// order): where it is written, unless a merge moved it.
    #[inline]
    pub fn order_key(&self) -> i64 {
        if self.ord != 0 {
            self.ord
        } else {
            (i64::from(self.span.file.0) << 32) | i64::from(self.span.start)
        }
    }

    /// The thunk a reader sees (a "missing definition" thunk when undefined).
    pub fn read_thunk(&self, name: &str) -> Thunk {
        match &self.value {
            Some(t) => t.clone(),
            None => Thunk::lazy(Lazy::Missing(Rc::new(MissingDef {
                name: Ident::new(name),
                at: self.span,
                record: None,
                annotated: !self.meta.contracts.is_empty(),
            }))),
        }
    }
}

/// A flat record up to this size takes point insertions and removals in place (a vector shift);
/// a larger one turns into a tree first.
const FLAT_EDIT_MAX: usize = 32;

/// A merge of records whose smaller side has at most `1/MERGE_TREE_RATIO` of the larger side's
/// fields inserts into a tree; otherwise both sides are merged linearly into a flat vector.
pub const MERGE_TREE_RATIO: usize = 8;

thread_local! {
    static EMPTY_FIELDS: Rc<Vec<(Ident, Field)>> = Rc::new(Vec::new());
    static EMPTY_META: Rc<Meta> = Rc::new(Meta::default());
}

impl Meta {
    /// The metadata of a field without annotations, shared by all such fields (records built
    /// by the standard library have many).
    pub fn empty() -> Rc<Meta> {
        EMPTY_META.with(|m| m.clone())
    }
}

impl std::fmt::Debug for Fields {
    /// The names (a syntax tree's record of literals shows its fields this way).
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_list().entries(self.keys()).finish()
    }
}

impl Default for Fields {
    fn default() -> Fields {
        Fields::new()
    }
}

/// Iterator over `(name, field)` in name order.
pub enum FieldsIter<'a> {
    /// Over a flat record.
    Flat(std::slice::Iter<'a, (Ident, Field)>),
    /// Over a tree.
    Tree(imbl::ordmap::Iter<'a, Ident, Field, imbl::shared_ptr::DefaultSharedPtr>),
}

impl<'a> Iterator for FieldsIter<'a> {
    type Item = (&'a Ident, &'a Field);
    #[inline]
    fn next(&mut self) -> Option<Self::Item> {
        match self {
            FieldsIter::Flat(it) => it.next().map(|(k, v)| (k, v)),
            FieldsIter::Tree(it) => it.next(),
        }
    }
    fn size_hint(&self) -> (usize, Option<usize>) {
        match self {
            FieldsIter::Flat(it) => it.size_hint(),
            FieldsIter::Tree(it) => it.size_hint(),
        }
    }
}

/// The linear merge of two sequences of entries sorted by name (names in both: `both(name,
/// a_field, b_field)`), then `fix` on every field that `both` produced or for which
/// `reclose(field)` holds.
/// The output has room for exactly `len` entries (see [`union_len`]): the result is not
/// allocated for both sides together and then shrunk, which would hold (and touch) twice the
/// memory of a merge of two records with the same names.
fn merge_sorted(
    a: impl Iterator<Item = (Ident, Field)>,
    b: impl Iterator<Item = (Ident, Field)>,
    len: usize,
    mut both: impl FnMut(&Ident, Field, Field) -> Field,
    reclose: impl Fn(&Field) -> bool,
    mut fix: impl FnMut(&mut Field),
) -> Fields {
    let (mut ia, mut ib) = (a.peekable(), b.peekable());
    let mut out: Vec<(Ident, Field)> = Vec::with_capacity(len);
    loop {
        let ord = match (ia.peek(), ib.peek()) {
            (Some((ka, _)), Some((kb, _))) => ka.cmp(kb),
            (Some(_), None) => std::cmp::Ordering::Less,
            (None, Some(_)) => std::cmp::Ordering::Greater,
            (None, None) => break,
        };
        let (k, mut f, merged) = match ord {
            std::cmp::Ordering::Less => {
                let (k, f) = ia.next().expect("peeked");
                (k, f, false)
            }
            std::cmp::Ordering::Greater => {
                let (k, f) = ib.next().expect("peeked");
                (k, f, false)
            }
            std::cmp::Ordering::Equal => {
                let (k, fa) = ia.next().expect("peeked");
                let (_, fb) = ib.next().expect("peeked");
                let f = both(&k, fa, fb);
                (k, f, true)
            }
        };
        if merged || reclose(&f) {
            fix(&mut f);
        }
        out.push((k, f));
    }
    Fields::from_sorted(out)
}

/// [`merge_sorted`] of `big` and `small` when every name of `small` is in `big`, made in place in
/// `big` (`swapped`: `big` is the right operand of `both`).
fn merge_into(
    mut big: Vec<(Ident, Field)>,
    small: Vec<(Ident, Field)>,
    swapped: bool,
    mut both: impl FnMut(&Ident, Field, Field) -> Field,
    reclose: impl Fn(&Field) -> bool,
    mut fix: impl FnMut(&mut Field),
) -> Fields {
    let mut i = 0;
    let mut hole: Option<Field> = None;
    for (k, fs) in small {
        // both sides are sorted: `k` is at or after `i` in `big`
        while let Some((kb, f)) = big.get_mut(i) {
            if *kb >= k {
                break;
            }
            if reclose(f) {
                fix(f);
            }
            i += 1;
        }
        let Some((kb, slot)) = big.get_mut(i) else {
            break;
        };
        if *kb != k {
            continue;
        }
        let spare = hole.take().unwrap_or_else(|| Field {
            meta: Meta::empty(),
            def: None,
            value: None,
            span: slot.span,
            dynamic: false,
            ord: 0,
        });
        let fb = std::mem::replace(slot, spare);
        let mut m = if swapped {
            both(&k, fs, fb)
        } else {
            both(&k, fb, fs)
        };
        fix(&mut m);
        hole = Some(std::mem::replace(slot, m));
        i += 1;
    }
    for (_, f) in big.iter_mut().skip(i) {
        if reclose(f) {
            fix(f);
        }
    }
    Fields::from_sorted(big)
}

/// [`merge_sorted`] of two sequences of entries when every name of `first` comes before every
/// name of `second`: `first` then `second`, then `fix` on the fields for which `reclose(field)`
/// holds.
fn concat_sorted(
    mut first: Vec<(Ident, Field)>,
    mut second: Vec<(Ident, Field)>,
    reclose: impl Fn(&Field) -> bool,
    mut fix: impl FnMut(&mut Field),
) -> Fields {
    first.reserve_exact(second.len());
    first.append(&mut second);
    for (_, f) in first.iter_mut() {
        if reclose(f) {
            fix(f);
        }
    }
    Fields::from_sorted(first)
}

/// The number of distinct names in two sequences of names sorted in increasing order.
fn union_len<'a>(a: impl Iterator<Item = &'a Ident>, b: impl Iterator<Item = &'a Ident>) -> usize {
    let (mut ia, mut ib) = (a.peekable(), b.peekable());
    let mut n = 0;
    loop {
        match (ia.peek(), ib.peek()) {
            (Some(ka), Some(kb)) => match ka.cmp(kb) {
                std::cmp::Ordering::Less => {
                    ia.next();
                }
                std::cmp::Ordering::Greater => {
                    ib.next();
                }
                std::cmp::Ordering::Equal => {
                    ia.next();
                    ib.next();
                }
            },
            (Some(_), None) => return n + ia.count(),
            (None, Some(_)) => return n + ib.count(),
            (None, None) => return n,
        }
        n += 1;
    }
}

impl Fields {
    /// No fields.
    pub fn new() -> Fields {
        Fields(Repr::Flat(EMPTY_FIELDS.with(|e| e.clone())))
    }

    /// Fields from a vector sorted by name with unique names (checked in debug builds).
    pub fn from_sorted(v: Vec<(Ident, Field)>) -> Fields {
        debug_assert!(v.windows(2).all(|w| w[0].0 < w[1].0));
        Fields(Repr::Flat(Rc::new(v)))
    }

    /// The entries of a flat record that nothing else holds, leaving it empty (`None` when the
    /// storage is shared or a tree).
    pub fn take_unique(&mut self) -> Option<Vec<(Ident, Field)>> {
        match &mut self.0 {
            Repr::Flat(v) => Rc::get_mut(v).map(std::mem::take),
            Repr::Tree(_) => None,
        }
    }

    /// Is this a flat record that nothing else holds (see [`Fields::take_unique`])?
    pub fn is_unique_flat(&self) -> bool {
        match &self.0 {
            Repr::Flat(v) => Rc::strong_count(v) == 1 && Rc::weak_count(v) == 0,
            Repr::Tree(_) => false,
        }
    }

    /// [`Fields::union_with`] of two records of similar size whose entries nothing else holds:
    /// the entries move into the result instead of being copied (and the originals freed).
    pub fn union_owned(
        a: Vec<(Ident, Field)>,
        b: Vec<(Ident, Field)>,
        len: usize,
        both: impl FnMut(&Ident, Field, Field) -> Field,
        reclose: impl Fn(&Field) -> bool,
        fix: impl FnMut(&mut Field),
    ) -> Fields {
        debug_assert_eq!(
            len,
            union_len(a.iter().map(|(k, _)| k), b.iter().map(|(k, _)| k))
        );
        // when one side has every name of the other (values merged into a schema, overrides
        // of defaults), the result is made in that side's storage
        if len == a.len() {
            return merge_into(a, b, false, both, reclose, fix);
        }
        if len == b.len() {
            return merge_into(b, a, true, both, reclose, fix);
        }
        // no name in common and every name of one side before every name of the other (two
        // parts of a configuration): the result is the two sides one after the other, moved
        // in bulk rather than entry by entry
        if let (Some((a_last, _)), Some((b_first, _))) = (a.last(), b.first()) {
            if a_last < b_first {
                return concat_sorted(a, b, reclose, fix);
            }
        }
        if let (Some((b_last, _)), Some((a_first, _))) = (b.last(), a.first()) {
            if b_last < a_first {
                return concat_sorted(b, a, reclose, fix);
            }
        }
        merge_sorted(a.into_iter(), b.into_iter(), len, both, reclose, fix)
    }

    /// Number of fields.
    pub fn len(&self) -> usize {
        match &self.0 {
            Repr::Flat(v) => v.len(),
            Repr::Tree(t) => t.len(),
        }
    }

    /// No fields at all?
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// Is this record stored as a tree (for tests of the representation)?
    pub fn is_tree(&self) -> bool {
        matches!(self.0, Repr::Tree(_))
    }

    /// The field named `key`.
    pub fn get<Q>(&self, key: &Q) -> Option<&Field>
    where
        Q: Ord + ?Sized,
        Ident: std::borrow::Borrow<Q>,
    {
        use std::borrow::Borrow;
        match &self.0 {
            Repr::Flat(v) => v
                .binary_search_by(|(k, _)| k.borrow().cmp(key))
                .ok()
                .map(|i| &v[i].1),
            Repr::Tree(t) => t.get(key),
        }
    }

    /// Is there a field named `key`?
    pub fn contains_key<Q>(&self, key: &Q) -> bool
    where
        Q: Ord + ?Sized,
        Ident: std::borrow::Borrow<Q>,
    {
        self.get(key).is_some()
    }

    /// The field named `key`, for change (copies shared storage first).
    pub fn get_mut<Q>(&mut self, key: &Q) -> Option<&mut Field>
    where
        Q: Ord + ?Sized,
        Ident: std::borrow::Borrow<Q>,
    {
        use std::borrow::Borrow;
        match &mut self.0 {
            Repr::Flat(v) => {
                let i = v.binary_search_by(|(k, _)| k.borrow().cmp(key)).ok()?;
                Some(&mut Rc::make_mut(v)[i].1)
            }
            Repr::Tree(t) => t.get_mut(key),
        }
    }

    fn as_tree_mut(&mut self) -> &mut imbl::OrdMap<Ident, Field> {
        if let Repr::Flat(v) = &self.0 {
            let t: imbl::OrdMap<Ident, Field> = v.iter().cloned().collect();
            self.0 = Repr::Tree(t);
        }
        match &mut self.0 {
            Repr::Tree(t) => t,
            Repr::Flat(_) => unreachable!("converted above"),
        }
    }

    /// Sets field `key`, returning the previous one.
    pub fn insert(&mut self, key: Ident, value: Field) -> Option<Field> {
        if let Repr::Flat(v) = &mut self.0 {
            // appending in name order (the common way records are built) stays flat
            if v.last().is_none_or(|(k, _)| *k < key) {
                Rc::make_mut(v).push((key, value));
                return None;
            }
            match v.binary_search_by(|(k, _)| k.cmp(&key)) {
                Ok(i) => {
                    return Some(std::mem::replace(&mut Rc::make_mut(v)[i].1, value));
                }
                Err(i) if v.len() < FLAT_EDIT_MAX => {
                    Rc::make_mut(v).insert(i, (key, value));
                    return None;
                }
                Err(_) => {}
            }
        }
        self.as_tree_mut().insert(key, value)
    }

    /// Removes field `key`, returning it.
    pub fn remove<Q>(&mut self, key: &Q) -> Option<Field>
    where
        Q: Ord + ?Sized,
        Ident: std::borrow::Borrow<Q>,
    {
        use std::borrow::Borrow;
        if let Repr::Flat(v) = &mut self.0 {
            let i = v.binary_search_by(|(k, _)| k.borrow().cmp(key)).ok()?;
            if v.len() <= FLAT_EDIT_MAX {
                return Some(Rc::make_mut(v).remove(i).1);
            }
        }
        self.as_tree_mut().remove(key)
    }

    /// `(name, field)` in name order.
    pub fn iter(&self) -> FieldsIter<'_> {
        match &self.0 {
            Repr::Flat(v) => FieldsIter::Flat(v.iter()),
            Repr::Tree(t) => FieldsIter::Tree(t.iter()),
        }
    }

    /// Names in order.
    pub fn keys(&self) -> impl Iterator<Item = &Ident> + '_ {
        self.iter().map(|(k, _)| k)
    }

    /// Fields in name order.
    pub fn values(&self) -> impl Iterator<Item = &Field> + '_ {
        self.iter().map(|(_, v)| v)
    }

    /// The union of `a` and `b` (names in both: `both(name, a_field, b_field)`), then `fix` on
    /// every resulting field that `both` produced or for which `reclose(field)` holds (a side
    /// flagged `false` has no field for which `reclose` holds). Merges
    /// records of similar size linearly into a flat vector, and inserts a much smaller side into
    /// a tree of the larger one.
    pub fn union_with(
        (a, a_may_reclose): (&Fields, bool),
        (b, b_may_reclose): (&Fields, bool),
        mut both: impl FnMut(&Ident, Field, Field) -> Field,
        reclose: impl Fn(&Field) -> bool,
        mut fix: impl FnMut(&mut Field),
    ) -> Fields {
        let (la, lb) = (a.len(), b.len());
        let (small, big) = (la.min(lb), la.max(lb));
        if small.saturating_mul(MERGE_TREE_RATIO) >= big {
            let cloned = |(k, f): (&Ident, &Field)| (k.clone(), f.clone());
            return merge_sorted(
                a.iter().map(cloned),
                b.iter().map(cloned),
                union_len(a.keys(), b.keys()),
                &mut both,
                reclose,
                fix,
            );
        }
        // insert the small side into (a tree of) the big one
        let a_small = la < lb;
        let (big_f, small_f) = if a_small { (b, a) } else { (a, b) };
        let big_may_reclose = if a_small {
            b_may_reclose
        } else {
            a_may_reclose
        };
        let mut fields = big_f.clone();
        let tree = fields.as_tree_mut();
        for (k, f) in small_f.iter() {
            // one search for a new name (the common case of a fold of records): insert, and
            // merge only if the name was there
            match tree.insert(k.clone(), f.clone()) {
                None => {
                    if reclose(f) {
                        if let Some(nf) = tree.get_mut(k) {
                            fix(nf);
                        }
                    }
                }
                Some(other) => {
                    let mut m = if a_small {
                        both(k, f.clone(), other)
                    } else {
                        both(k, other, f.clone())
                    };
                    fix(&mut m);
                    tree.insert(k.clone(), m);
                }
            }
        }
        // fields of the big side only, if they must be re-closed (scanned only when the big side
        // may have such fields, so merging a few fields into a big record stays cheap)
        if !big_may_reclose {
            return fields;
        }
        let redo: Vec<Ident> = big_f
            .iter()
            .filter(|(k, f)| reclose(f) && !small_f.contains_key(*k))
            .map(|(k, _)| k.clone())
            .collect();
        for k in redo {
            if let Some(f) = tree.get_mut(&k) {
                fix(f);
            }
        }
        fields
    }
}

impl FromIterator<(Ident, Field)> for Fields {
    /// Later fields replace earlier ones of the same name.
    fn from_iter<I: IntoIterator<Item = (Ident, Field)>>(iter: I) -> Fields {
        let mut v: Vec<(Ident, Field)> = iter.into_iter().collect();
        if !v.windows(2).all(|w| w[0].0 < w[1].0) {
            v.sort_by(|x, y| x.0.cmp(&y.0));
            // keep the last of equal names
            let mut out: Vec<(Ident, Field)> = Vec::with_capacity(v.len());
            for (k, f) in v {
                match out.last_mut() {
                    Some(last) if last.0 == k => last.1 = f,
                    _ => out.push((k, f)),
                }
            }
            v = out;
        }
        Fields::from_sorted(v)
    }
}

impl Builtin {
    /// The operation with no arguments yet.
    pub fn new(op: crate::ops::Op) -> Builtin {
        Builtin {
            op,
            prim_order: None,
            args: Vec::new(),
        }
    }
}

impl SealedTail {
    /// Is `name` one of the sealed fields (at any depth)?
    pub fn holds(&self, name: &str) -> bool {
        self.fields.fields.contains_key(name) || self.rest.as_ref().is_some_and(|r| r.holds(name))
    }
}

impl Arr {
    /// An array of these elements.
    pub fn new(v: Vec<Thunk>) -> Arr {
        let end = v.len();
        Arr {
            data: Rc::new(v),
            start: 0,
            end,
        }
    }

    /// The elements `i..j` of this array (`i <= j <= len`), sharing its storage.
    pub fn slice(&self, i: usize, j: usize) -> Arr {
        debug_assert!(i <= j && j <= self.len());
        Arr {
            data: self.data.clone(),
            start: self.start + i,
            end: self.start + j,
        }
    }

    /// The elements as a vector of their own (a copy unless this array is the whole of a
    /// vector held nowhere else).
    pub fn into_vec(self) -> Vec<Thunk> {
        if self.start == 0 && self.end == self.data.len() {
            Rc::try_unwrap(self.data).unwrap_or_else(|rc| rc.to_vec())
        } else {
            self.data[self.start..self.end].to_vec()
        }
    }
}

impl std::ops::Deref for Arr {
    type Target = [Thunk];
    #[inline]
    fn deref(&self) -> &[Thunk] {
        &self.data[self.start..self.end]
    }
}

impl From<Vec<Thunk>> for Arr {
    fn from(v: Vec<Thunk>) -> Arr {
        Arr::new(v)
    }
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
            Value::Record(_) | Value::TailRecord(..) => "Record",
            Value::Sealed(_) => "Sealed",
            Value::Func(_) | Value::Match(..) | Value::Builtin(_) => "Function",
            Value::Contract(_) => "Contract",
            Value::Label(_) => "Label",
        }
    }

    /// nickel's name for the kind of a value (`type_of`: `null` is `Other`), as a merge
    /// conflict or a raw export names it.
    pub(crate) fn type_of_class(&self) -> &'static str {
        match self {
            Value::Null => "Other",
            Value::Enum(_) => "EnumTag",
            Value::Variant(..) => "EnumVariant",
            Value::Contract(k) if matches!(&**k, ContractKind::Type(..)) => "Type",
            Value::Contract(_) => "CustomContract",
            v => v.type_name(),
        }
    }

    /// The enum tag `%typeof%` and `%cast%` give the value (nickel's `type_tag`: null and
    /// contracts are `'Other`).
    pub fn type_tag(&self) -> &'static str {
        match self.type_name() {
            "Null" | "Contract" => "Other",
            t => t,
        }
    }
}

thread_local! {
    /// The next order keys a merge gives to fields it moves after (`.0`, counting up) or before
    /// (`.1`, counting down) every other field; keys of written fields lie in between.
    static MOVED_ORDER: std::cell::Cell<(i64, i64)> = const { std::cell::Cell::new((1 << 60, -(1 << 60))) };
}

/// Order keys for `n` fields placed after (`last`) or before every field of a record.
fn fresh_order(n: usize, last: bool) -> i64 {
    MOVED_ORDER.with(|c| {
        let (hi, lo) = c.get();
        let n = i64::try_from(n).unwrap_or(i64::MAX / 4);
        if last {
            c.set((hi + n, lo));
            hi
        } else {
            c.set((hi, lo - n));
            lo - n
        }
    })
}

/// The order keys the fields of `a & b` take, to stand in the order nickel forces them in: its
/// merge (`eval::merge`, `split_ref`) clones the smaller side's map (the left one when equal),
/// takes out of it, by `swap_remove`, each name of the other side in that side's order, and
/// builds the result from the left side's own names, then the right side's, then the common
/// names in the larger side's order. Only the smaller side's fields and the common ones move,
/// so the cost is that of the smaller side. Returns (name, key) for the fields that move.
pub fn merge_order(a: &Fields, b: &Fields) -> MergeOrder {
    let a_small = a.len() < b.len();
    let (small, big) = if a_small { (a, b) } else { (b, a) };
    // two common shapes of merges between sides of comparable size are answered in one pass
    // over both sides' names (they are kept in name order), without sorting or looking names
    // up: no name in common with the left side's fields all before the right side's (nothing
    // moves), and the same names on both sides (the fields take the larger side's order). A
    // small side merged into a large one keeps the cost of the small side (below).
    if small.len().saturating_mul(2) >= big.len() {
        if let Some(order) = merge_order_comparable(a, b) {
            return order;
        }
    }
    merge_order_moved(a, b)
}

/// [`merge_order`] by moving the smaller side's fields and the common ones (`Moved`).
fn merge_order_moved(a: &Fields, b: &Fields) -> MergeOrder {
    let a_small = a.len() < b.len();
    let (small, big) = if a_small { (a, b) } else { (b, a) };
    let mut own: Vec<(i64, &Ident)> = small.iter().map(|(k, f)| (f.order_key(), k)).collect();
    own.sort_unstable();
    let mut shared: Vec<(i64, &Ident)> = own
        .iter()
        .filter_map(|(_, k)| big.get(k.as_str()).map(|f| (f.order_key(), *k)))
        .collect();
    shared.sort_unstable();
    let mut order: Vec<&Ident> = own.into_iter().map(|(_, k)| k).collect();
    if !shared.is_empty() {
        let mut at: std::collections::HashMap<&Ident, usize> =
            order.iter().enumerate().map(|(i, k)| (*k, i)).collect();
        for (_, k) in &shared {
            if let Some(i) = at.remove(k) {
                order.swap_remove(i);
                if let Some(moved) = order.get(i) {
                    at.insert(moved, i);
                }
            }
        }
    }
    let mut out: Vec<(Ident, i64)> = Vec::with_capacity(order.len() + shared.len());
    // the smaller side's own names: first of all when it is the left side, else after the
    // left side's own names
    let base = fresh_order(order.len(), !a_small);
    for (i, k) in order.into_iter().enumerate() {
        out.push((k.clone(), base + i as i64));
    }
    let base = fresh_order(shared.len(), true);
    for (i, (_, k)) in shared.into_iter().enumerate() {
        out.push((k.clone(), base + i as i64));
    }
    MergeOrder::Moved(out)
}

/// [`merge_order`] for sides of comparable size: `Kept` or `ByName` when the merge has one of
/// those shapes, else `None`.
fn merge_order_comparable(a: &Fields, b: &Fields) -> Option<MergeOrder> {
    let shape = match (&a.0, &b.0) {
        (Repr::Flat(va), Repr::Flat(vb)) => flat_shape(va, vb),
        _ => merge_shape(a.iter(), b.iter(), (a.len(), b.len())),
    };
    shape_order(a, b, &shape)
}

/// What one pass over the names of both sides of a merge tells: the number of distinct names,
/// of names in both, the largest order key of the left side's own names and the smallest of
/// the right side's.
struct MergeShape {
    len: usize,
    common: usize,
    max_a: i64,
    min_b: i64,
}

/// [`MergeShape`] of two records, from their entries in name order (a flat record's slice
/// iterator or [`Fields::iter`]: one pass, monomorphized for each).
fn merge_shape<'a>(
    mut ia: impl Iterator<Item = (&'a Ident, &'a Field)>,
    mut ib: impl Iterator<Item = (&'a Ident, &'a Field)>,
    (len_a, len_b): (usize, usize),
) -> MergeShape {
    let (mut common, mut max_a, mut min_b) = (0usize, i64::MIN, i64::MAX);
    let (mut x, mut y) = (ia.next(), ib.next());
    loop {
        match (x, y) {
            (Some((ka, fa)), Some((kb, fb))) => match ka.cmp(kb) {
                std::cmp::Ordering::Less => {
                    max_a = max_a.max(fa.order_key());
                    x = ia.next();
                }
                std::cmp::Ordering::Greater => {
                    min_b = min_b.min(fb.order_key());
                    y = ib.next();
                }
                std::cmp::Ordering::Equal => {
                    common += 1;
                    x = ia.next();
                    y = ib.next();
                }
            },
            (Some((_, fa)), None) => {
                max_a = max_a.max(fa.order_key());
                x = ia.next();
            }
            (None, Some((_, fb))) => {
                min_b = min_b.min(fb.order_key());
                y = ib.next();
            }
            (None, None) => break,
        }
    }
    MergeShape {
        len: len_a + len_b - common,
        common,
        max_a,
        min_b,
    }
}

/// [`MergeShape`] of two flat records.
fn flat_shape(a: &[(Ident, Field)], b: &[(Ident, Field)]) -> MergeShape {
    merge_shape(
        a.iter().map(|(k, f)| (k, f)),
        b.iter().map(|(k, f)| (k, f)),
        (a.len(), b.len()),
    )
}

/// The order of a merge of the `shape` found, when it is `Kept` or `ByName`.
fn shape_order(a: &Fields, b: &Fields, shape: &MergeShape) -> Option<MergeOrder> {
    if shape.common == 0 && shape.max_a < shape.min_b {
        return Some(MergeOrder::Kept);
    }
    // the same names on both sides: as many on each, so the larger side is the left one
    if shape.common == a.len() && shape.common == b.len() {
        let keys: Vec<i64> = match &a.0 {
            Repr::Flat(v) => v.iter().map(|(_, f)| f.order_key()).collect(),
            Repr::Tree(_) => a.iter().map(|(_, f)| f.order_key()).collect(),
        };
        if !keys.contains(&0) {
            return Some(MergeOrder::ByName(keys));
        }
    }
    None
}

/// [`merge_order`] of two flat records with the number of distinct names of their union (for
/// [`Fields::union_owned`]), from one pass over both sides' names when they are of comparable
/// size. `None` when either record is a tree.
pub fn merge_order_flat(a: &Fields, b: &Fields) -> Option<(MergeOrder, usize)> {
    let (Repr::Flat(va), Repr::Flat(vb)) = (&a.0, &b.0) else {
        return None;
    };
    let shape = flat_shape(va, vb);
    let (small, big) = (a.len().min(b.len()), a.len().max(b.len()));
    let order = if small.saturating_mul(2) >= big {
        shape_order(a, b, &shape)
    } else {
        None
    };
    let order = order.unwrap_or_else(|| merge_order_moved(a, b));
    Some((order, shape.len))
}

/// The order keys a merge gives its fields ([`merge_order`]).
pub enum MergeOrder {
    /// Every field keeps its key: the sides share no name and the left side's fields all
    /// stand before the right side's.
    Kept,
    /// The sides have the same names: each field takes the larger side's key, given here in
    /// name order.
    ByName(Vec<i64>),
    /// The fields that move, with their new keys.
    Moved(Vec<(Ident, i64)>),
}

impl Fields {
    /// Gives the fields named in `order` their order keys (see [`merge_order`]).
    pub fn set_order(&mut self, order: MergeOrder) {
        match order {
            MergeOrder::Kept => {}
            MergeOrder::ByName(keys) => match &mut self.0 {
                Repr::Flat(v) if v.len() == keys.len() => {
                    for ((_, f), o) in Rc::make_mut(v).iter_mut().zip(keys) {
                        f.ord = o;
                    }
                }
                _ => {
                    let names: Vec<Ident> = self.keys().cloned().collect();
                    for (k, o) in names.iter().zip(keys) {
                        if let Some(f) = self.get_mut(k.as_str()) {
                            f.ord = o;
                        }
                    }
                }
            },
            MergeOrder::Moved(moved) => {
                for (k, o) in moved {
                    if let Some(f) = self.get_mut(k.as_str()) {
                        f.ord = o;
                    }
                }
            }
        }
    }
}

/// A plain field holding `v` (no metadata), as the built-ins make them.
pub(crate) fn rec_field(v: Thunk, span: Span) -> Field {
    Field {
        meta: Meta::empty(),
        def: Some(Def::Closed(v.clone())),
        value: Some(v),
        span,
        dynamic: false,
        ord: 0,
    }
}

/// A frozen record from name/value pairs.
pub fn make_record(pairs: Vec<(Rc<str>, Thunk)>, span: Span) -> Value {
    let mut fields = Fields::new();
    for (k, v) in pairs {
        fields.insert(crate::ast::Ident::new(&*k), rec_field(v, span));
    }
    Value::Record(Rc::new(Record {
        fields,
        open: false,
        frozen: true,
        has_open: false,
    }))
}

pub(crate) fn freeze_field(f: &Field) -> Field {
    match &f.value {
        Some(v) => {
            // the contracts already wrap `v`; a frozen field no longer propagates them
            let meta = if f.meta.contracts.is_empty() {
                f.meta.clone()
            } else {
                let mut meta = (*f.meta).clone();
                meta.contracts.clear();
                Rc::new(meta)
            };
            Field {
                meta,
                def: Some(Def::Closed(v.clone())),
                value: Some(v.clone()),
                span: f.span,
                dynamic: false,
                ord: f.ord,
            }
        }
        None => f.clone(),
    }
}
