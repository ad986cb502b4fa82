//! Building record literals: definitions grouped by static name as they are parsed, piecewise
//! (`a.b = 1, a.c = 2`) and dynamic fields, `include`s, and the static fields' table.

use crate::ast::*;
use crate::value::{Def, Field, Fields, Meta};
use allocator_api2::alloc::System;
use std::hash::BuildHasher;
use std::rc::Rc;
use strata_core::source::Span;

/// Groups the definitions of a record literal by static name (first-seen order) as they come.
#[derive(Default)]
pub(super) struct RecordBuilder {
    /// `(hash of the name, index in fields)`: a compact table (16 bytes an entry) whose
    /// lookups touch a field's name only when the hashes agree.
    index: hashbrown::HashTable<(u64, usize)>,
    hasher: foldhash::fast::RandomState,
    fields: ParsedFields,
    dyn_fields: Vec<(P, Piece)>,
}

/// A vector on the system allocator (see [`ParsedFields`]).
type SysVec<T> = allocator_api2::vec::Vec<T, System>;

/// A literal with more fields than this keeps them on the system allocator while it is parsed.
const BIG_LITERAL: usize = 4096;

/// The static fields of a record literal as it is parsed. A large literal's fields (12 MB for
/// 100,000) are a transient buffer: copied to an exactly sized vector, or turned into the
/// evaluated record's entries, when the literal ends. It grows and is freed on the system
/// allocator, which maps a block of 128 KiB or more by itself, grows it with `mremap` (no copy)
/// and unmaps it when it is freed: the memory is back at once, whatever the program's allocator
/// (mimalloc, which returns freed memory some milliseconds later) would have done with it.
enum ParsedFields {
    Small(Vec<RecField>),
    Big(SysVec<RecField>),
}

impl Default for ParsedFields {
    fn default() -> ParsedFields {
        ParsedFields::Small(Vec::new())
    }
}

impl ParsedFields {
    fn as_slice(&self) -> &[RecField] {
        match self {
            ParsedFields::Small(v) => v,
            ParsedFields::Big(v) => v,
        }
    }

    fn as_mut_slice(&mut self) -> &mut [RecField] {
        match self {
            ParsedFields::Small(v) => v,
            ParsedFields::Big(v) => v,
        }
    }

    fn len(&self) -> usize {
        self.as_slice().len()
    }

    fn push(&mut self, f: RecField) {
        match self {
            ParsedFields::Small(v) if v.len() == v.capacity() && v.len() >= BIG_LITERAL => {
                let mut big = SysVec::with_capacity_in(2 * v.len(), System);
                big.extend(v.drain(..));
                big.push(f);
                *self = ParsedFields::Big(big);
            }
            ParsedFields::Small(v) => v.push(f),
            ParsedFields::Big(v) => v.push(f),
        }
    }

    /// The fields, in order, leaving none (a large literal's buffer is freed).
    fn take_each(&mut self, mut each: impl FnMut(RecField)) {
        match std::mem::take(self) {
            ParsedFields::Small(v) => v.into_iter().for_each(each),
            ParsedFields::Big(mut v) => {
                v.drain(..).for_each(&mut each);
                release(v);
            }
        }
    }

    /// The fields, last first, leaving none. A large literal's buffer shrinks as it empties
    /// (a mapped block gives its tail back to the system at once), so that the fields and what
    /// `each` makes of them are not both whole at any time.
    fn take_each_from_last(&mut self, mut each: impl FnMut(RecField)) {
        match std::mem::take(self) {
            ParsedFields::Small(v) => v.into_iter().rev().for_each(each),
            ParsedFields::Big(mut v) => {
                while let Some(f) = v.pop() {
                    each(f);
                    if v.len() <= v.capacity() / 2 && v.len() >= BIG_LITERAL {
                        v.shrink_to_fit();
                    }
                }
                release(v);
            }
        }
    }

    /// The fields in a vector of the program's allocator without spare room.
    fn into_vec(mut self) -> Vec<RecField> {
        match self {
            ParsedFields::Small(mut v) => {
                if v.len() != v.capacity() {
                    v.shrink_to_fit();
                }
                v
            }
            ParsedFields::Big(_) => {
                let mut out = Vec::with_capacity(self.len());
                self.take_each(|f| out.push(f));
                out
            }
        }
    }
}

/// Frees an emptied vector of the system allocator after shrinking it to one element: glibc
/// raises its mmap threshold to the size of a mapped block freed (up to 32 MiB), which would put
/// the next large literal's fields on its heap, where freed memory stays resident; a block
/// shrunk to one page first does not move the threshold.
fn release<T>(mut v: SysVec<T>) {
    v.clear();
    v.shrink_to(1);
}

impl RecordBuilder {
    /// Adds a piece of the static field `n`.
    pub(super) fn add_piece(&mut self, n: Ident, nsp: Span, piece: Piece) {
        let h = self.hasher.hash_one(&n);
        match self.find(h, &n) {
            Some(i) => self.fields.as_mut_slice()[i].pieces.push(piece),
            None => {
                self.fields.push(RecField {
                    name: n,
                    span: nsp,
                    pieces: smallvec::smallvec![piece],
                });
                let i = self.fields.len() - 1;
                self.index.insert_unique(h, (h, i), |&(eh, _)| eh);
            }
        }
    }

    /// Where the literal defines the static field `n` (its name), if it does.
    pub(super) fn static_span(&self, n: &Ident) -> Option<Span> {
        let h = self.hasher.hash_one(n);
        self.find(h, n).map(|i| self.fields.as_slice()[i].span)
    }

    /// The static fields with documentation, in order, with their (first) documentation text.
    pub(super) fn documented(&self) -> Vec<(Ident, String)> {
        self.fields
            .as_slice()
            .iter()
            .filter_map(|f| {
                let doc = f.pieces.iter().find_map(|p| p.annot.doc.as_ref())?;
                Some((f.name.clone(), doc.clone()))
            })
            .collect()
    }

    /// Whether a piece of the static field `n` has a value (a field path's piece counts).
    pub(super) fn defines(&self, n: &Ident) -> bool {
        let h = self.hasher.hash_one(n);
        self.find(h, n)
            .is_some_and(|i| {
                self.fields.as_slice()[i]
                    .pieces
                    .iter()
                    .any(|p| p.value.is_some())
            })
    }

    /// The index of the field named `n`, given the hash of `n`.
    pub(super) fn find(&self, h: u64, n: &str) -> Option<usize> {
        let fields = self.fields.as_slice();
        self.index
            .find(h, |&(eh, i)| eh == h && fields[i].name == n)
            .map(|&(_, i)| i)
    }

    pub(super) fn add(&mut self, d: FieldDef, annots: &mut AnnotCache) {
        match d.name {
            FieldName::Static(n, nsp) => {
                let piece = nested_piece(annots, d.rest, d.annot, d.value, d.span);
                self.add_piece(n, nsp, piece);
            }
            FieldName::Dynamic(e) => {
                let piece = nested_piece(annots, d.rest, d.annot, d.value, d.span);
                self.dyn_fields.push((e, piece));
            }
        }
    }

    /// The record literal: the grouped fields, then the `include`d names.
    pub(super) fn finish(self, includes: Vec<(Ident, Annot, Span)>, open: bool, span: Span) -> P {
        let names = self.index;
        let hasher = self.hasher;
        let mut fields = self.fields;
        let mut dyn_fields = self.dyn_fields;
        let mut inc_names = Vec::with_capacity(includes.len());
        for (n, annot, sp) in includes {
            inc_names.push(n.clone());
            let value = Expr::new(ExprKind::Var(n.clone()), sp);
            fields.push(RecField {
                name: n,
                span: sp,
                pieces: smallvec::smallvec![Piece {
                    annot: Rc::new(annot),
                    value: Some(PieceValue::Expr(value)),
                    span: sp,
                    recursive: false,
                    include: true,
                }],
            });
        }
        if let Some(consts) = literal_fields(&mut fields, &dyn_fields) {
            return Expr::new(
                ExprKind::Record(Rc::new(RecordLit {
                    fields: Vec::new(),
                    dyn_fields,
                    open,
                    rec_self: true,
                    consts: Some(consts),
                })),
                span,
            );
        }
        let mut fields = fields.into_vec();
        // a piece of several definitions of one name grew by doubling: trim to its size
        for f in &mut fields {
            if f.pieces.len() != f.pieces.capacity() {
                f.pieces.shrink_to_fit();
            }
        }
        // mark pieces referring to siblings (found first, since the test reads the names)
        let static_names = fields.len() - inc_names.len();
        let mut hits = Vec::new();
        {
            let is_name = |x: &Ident| {
                let h = hasher.hash_one(x);
                names
                    .find(h, |&(eh, i)| {
                        eh == h && i < static_names && fields[i].name == *x
                    })
                    .is_some()
                    || inc_names.contains(x)
            };
            for (fi, f) in fields.iter().enumerate() {
                for (pi, p) in f.pieces.iter().enumerate() {
                    let value = if p.include { None } else { p.value.as_ref() };
                    if refers(value, &p.annot, &is_name) {
                        hits.push((fi, pi));
                    }
                }
            }
            for (_, p) in &mut dyn_fields {
                p.recursive = refers(p.value.as_ref(), &p.annot, &is_name);
            }
        }
        for (fi, pi) in hits {
            fields[fi].pieces[pi].recursive = true;
        }
        Expr::new(
            ExprKind::Record(Rc::new(RecordLit {
                fields,
                dyn_fields,
                open,
                rec_self: true,
                consts: None,
            })),
            span,
        )
    }
}

/// The fields of a record literal whose every field is one literal without annotation (and
/// that has no computed name), as the evaluated record has them: `fields` is emptied.
fn literal_fields(fields: &mut ParsedFields, dyn_fields: &[(P, Piece)]) -> Option<Fields> {
    let literal = |f: &RecField| match f.pieces.as_slice() {
        [p] => !p.include && p.annot.is_empty() && matches!(p.value, Some(PieceValue::Const(..))),
        _ => false,
    };
    if fields.len() == 0 || !dyn_fields.is_empty() || !fields.as_slice().iter().all(literal) {
        return None;
    }
    let meta = Meta::empty();
    // a vector of its own, exactly sized (collecting in place would keep the larger buffer
    // of the parsed fields for the whole session), filled from the last field (the order is
    // the sort's)
    let mut out: Vec<(Ident, Field)> = Vec::with_capacity(fields.len());
    fields.take_each_from_last(|f| {
        let Some(PieceValue::Const(t, span)) = f.pieces.into_iter().next().and_then(|p| p.value)
        else {
            return;
        };
        let field = Field {
            meta: meta.clone(),
            def: Some(Def::Closed(t.clone())),
            value: Some(t),
            span,
            dynamic: false,
            ord: 0,
        };
        out.push((f.name, field));
    });
    sort_by_name(&mut out);
    Some(Fields::from_sorted(out))
}

/// Sorts entries of distinct names by name without a scratch copy of the entries (a stable
/// sort of the entries themselves takes one as large as they are, 8 MB for 100,000): the
/// order is found on indices, by a stable sort (which finds the sorted runs a generated literal
/// has), and applied by swaps.
fn sort_by_name<T>(v: &mut [(Ident, T)]) {
    let Ok(n) = u32::try_from(v.len()) else {
        v.sort_by(|x, y| x.0.cmp(&y.0));
        return;
    };
    let mut order: Vec<u32> = (0..n).collect();
    order.sort_by(|&a, &b| v[a as usize].0.cmp(&v[b as usize].0));
    permute(v, &mut order);
}

/// Puts `v[order[k]]` at `k` for each `k`, following the permutation's cycles; `order` is left
/// the identity.
fn permute<T>(v: &mut [T], order: &mut [u32]) {
    for start in 0..order.len() {
        let mut k = start;
        loop {
            let src = order[k] as usize;
            order[k] = k as u32;
            if src == start {
                break;
            }
            v.swap(k, src);
            k = src;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn permute_gathers_by_the_order() {
        // every permutation of five elements, and a long one made of several cycles
        let mut orders: Vec<Vec<u32>> = Vec::new();
        let mut p: Vec<u32> = (0..5).collect();
        loop {
            orders.push(p.clone());
            // next lexicographic permutation
            let Some(i) = (0..p.len() - 1).rev().find(|&i| p[i] < p[i + 1]) else {
                break;
            };
            let j = (i + 1..p.len()).rev().find(|&j| p[j] > p[i]).unwrap();
            p.swap(i, j);
            p[i + 1..].reverse();
        }
        assert_eq!(orders.len(), 120);
        orders.push((0..1000u32).map(|k| (k * 7 + 3) % 1000).collect());
        for order in orders {
            let v: Vec<String> = (0..order.len()).map(|k| format!("e{k}")).collect();
            let want: Vec<String> = order.iter().map(|&k| v[k as usize].clone()).collect();
            let mut got = v.clone();
            let mut o = order.clone();
            permute(&mut got, &mut o);
            assert_eq!(got, want, "order {order:?}");
            assert!(o.iter().enumerate().all(|(k, &x)| x as usize == k));
        }
    }

    #[test]
    fn sort_by_name_sorts_runs_and_shuffles() {
        let names = |v: &[(Ident, usize)]| v.iter().map(|e| e.0.to_string()).collect::<Vec<_>>();
        for len in [0usize, 1, 2, 10, 100, 5000] {
            let mut v: Vec<(Ident, usize)> =
                (0..len).map(|i| (Ident::new(format!("f{i}")), i)).collect();
            let mut want = names(&v);
            want.sort();
            sort_by_name(&mut v);
            assert_eq!(names(&v), want);
            // each entry kept its own value
            assert!(v.iter().all(|(n, i)| n.as_str() == format!("f{i}")));
        }
    }
}

pub(super) fn refers(
    value: Option<&PieceValue>,
    annot: &Annot,
    is_name: &impl Fn(&Ident) -> bool,
) -> bool {
    let hit = |fv: &Fv| fv.as_ref().is_some_and(|s| s.iter().any(is_name));
    value
        .and_then(PieceValue::as_expr)
        .is_some_and(|v| hit(&v.fv))
        || annot.contracts.iter().any(|c| hit(&c.fv))
        || annot.typ.as_ref().is_some_and(|t| hit(&t.fv))
}

/// The piece for `rest = value` where `rest` may be a longer path (which becomes nested records);
/// plain annotations are shared through `annots`.
pub(super) fn nested_piece(
    annots: &mut AnnotCache,
    rest: Vec<FieldName>,
    annot: Annot,
    value: Option<P>,
    span: Span,
) -> Piece {
    if rest.is_empty() {
        return Piece {
            annot: annots.share(annot),
            value: value.map(PieceValue::new),
            span,
            recursive: false,
            include: false,
        };
    }
    let mut rest = rest.into_iter();
    let first = rest.next().expect("non-empty");
    // the record a path makes (`a.b.c = 1` makes `a = { b.c = 1 }`) is written from the
    // path's next name to the end of the definition, as nickel places it
    let first_start = match &first {
        FieldName::Static(_, nsp) => nsp.start,
        FieldName::Dynamic(e) => e.span.start,
    };
    let rspan = Span::new(span.file, first_start.min(span.end), span.end);
    let inner = nested_piece(annots, rest.collect(), annot, value, rspan);
    let lit = match first {
        FieldName::Static(n, nsp) => RecordLit {
            fields: vec![RecField {
                name: n,
                span: nsp,
                pieces: smallvec::smallvec![inner],
            }],
            dyn_fields: Vec::new(),
            open: false,
            rec_self: false,
            consts: None,
        },
        FieldName::Dynamic(e) => RecordLit {
            fields: Vec::new(),
            dyn_fields: vec![(e, inner)],
            open: false,
            rec_self: false,
            consts: None,
        },
    };
    let value = Expr::new(ExprKind::Record(Rc::new(lit)), rspan);
    Piece {
        annot: annots.empty.clone(),
        value: Some(PieceValue::Expr(value)),
        span,
        recursive: false,
        include: false,
    }
}

/// Annotations without contracts, type or documentation (none, `| default`, `| force`,
/// `| optional`, ...) are shared by every field that has the same one.
#[derive(Default)]
pub(super) struct AnnotCache {
    /// The empty annotation.
    pub(super) empty: Rc<Annot>,
    /// Other plain annotations, by `(priority, optional, not_exported)`.
    plain: Vec<Rc<Annot>>,
}

impl AnnotCache {
    pub(super) fn share(&mut self, annot: Annot) -> Rc<Annot> {
        if annot.is_empty() {
            return self.empty.clone();
        }
        let plain = annot.typ.is_none()
            && annot.contracts.is_empty()
            && annot.doc.is_none()
            && !matches!(annot.priority, Some(Priority::Num(_)));
        if !plain {
            let mut annot = annot;
            // a field's contracts are read for the whole session: no spare room
            annot.contracts.shrink_to_fit();
            return Rc::new(annot);
        }
        let same = |a: &Rc<Annot>| {
            a.priority == annot.priority
                && a.optional == annot.optional
                && a.not_exported == annot.not_exported
        };
        if let Some(a) = self.plain.iter().find(|a| same(a)) {
            return a.clone();
        }
        let a = Rc::new(annot);
        self.plain.push(a.clone());
        a
    }
}
