//! Building record literals: definitions grouped by static name as they are parsed, piecewise
//! (`a.b = 1, a.c = 2`) and dynamic fields, `include`s, and the static fields' table.

use crate::ast::*;
use crate::value::{Def, Field, Fields, Meta};
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
    fields: Vec<RecField>,
    dyn_fields: Vec<(P, Piece)>,
}

impl RecordBuilder {
    /// Adds a piece of the static field `n`.
    pub(super) fn add_piece(&mut self, n: Ident, nsp: Span, piece: Piece) {
        let h = self.hasher.hash_one(&n);
        match self.find(h, &n) {
            Some(i) => self.fields[i].pieces.push(piece),
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
        self.find(h, n).map(|i| self.fields[i].span)
    }

    /// The static fields with documentation, in order, with their (first) documentation text.
    pub(super) fn documented(&self) -> Vec<(Ident, String)> {
        self.fields
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
            .is_some_and(|i| self.fields[i].pieces.iter().any(|p| p.value.is_some()))
    }

    /// The index of the field named `n`, given the hash of `n`.
    pub(super) fn find(&self, h: u64, n: &str) -> Option<usize> {
        let fields = &self.fields;
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
        // exactly sized, the grown block freed whole (`shrink_to_fit` kept a literal of
        // 100,000 fields in its block of 131,072 under mimalloc, and the next large literal
        // grew into fresh memory beside it: the merge benchmarks' peak, BENCHMARKS.md session 45)
        let mut fields = strata_core::segvec::exact(fields);
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
pub(super) fn literal_fields(
    fields: &mut Vec<RecField>,
    dyn_fields: &[(P, Piece)],
) -> Option<Fields> {
    let literal = |f: &RecField| match f.pieces.as_slice() {
        [p] => !p.include && p.annot.is_empty() && matches!(p.value, Some(PieceValue::Const(..))),
        _ => false,
    };
    if fields.is_empty() || !dyn_fields.is_empty() || !fields.iter().all(literal) {
        return None;
    }
    let meta = Meta::empty();
    // a vector of its own, exactly sized (collecting in place would keep the larger buffer
    // of the parsed fields for the whole session)
    let mut out: Vec<(Ident, Field)> = Vec::with_capacity(fields.len());
    for f in std::mem::take(fields) {
        let Some(PieceValue::Const(t, span)) = f.pieces.into_iter().next().and_then(|p| p.value)
        else {
            continue;
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
    }
    // the names are distinct (the builder grouped them); a stable sort finds sorted runs
    out.sort_by(|x, y| x.0.cmp(&y.0));
    Some(Fields::from_sorted(out))
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
