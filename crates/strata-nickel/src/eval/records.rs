//! Records: evaluating record literals (recursive fields, dynamic names, `include`), merging
//! records and field metadata (priorities, defaults, contracts), and field access.

use super::*;

impl Eval {
    pub(super) fn meta_of(
        &mut self,
        annot: &Annot,
        env: &Env,
        field: &Ident,
        value_span: Span,
        open_env: Option<&Env>,
    ) -> Rc<Meta> {
        if annot.is_empty() {
            return self.empty_meta.clone();
        }
        if annot.typ.is_none() && annot.contracts.is_empty() && annot.doc.is_none() {
            // metadata without contracts or documentation (`| default`, `| optional`, ...) does
            // not depend on the field: one shared copy per distinct annotation
            let key = (annot.priority.clone(), annot.optional, annot.not_exported);
            if let Some((_, m)) = self.plain_metas.iter().find(|(k, _)| *k == key) {
                return m.clone();
            }
            let m = Rc::new(self.meta_of_annot(annot, env, field, value_span, open_env));
            if self.plain_metas.len() < 64 {
                self.plain_metas.push((key, m.clone()));
            }
            return m;
        }
        Rc::new(self.meta_of_annot(annot, env, field, value_span, open_env))
    }

    pub(super) fn meta_of_annot(
        &mut self,
        annot: &Annot,
        env: &Env,
        field: &Ident,
        value_span: Span,
        open_env: Option<&Env>,
    ) -> Meta {
        let mut m = Meta {
            priority: annot.priority.clone(),
            optional: annot.optional,
            not_exported: annot.not_exported,
            doc: annot.doc.clone(),
            contracts: smallvec::SmallVec::with_capacity(
                usize::from(annot.typ.is_some()) + annot.contracts.len(),
            ),
            typ: annot.typ.as_ref().map(|t| t.span),
            contract_spans: annot.contracts.iter().map(|c| c.span).collect(),
        };
        let reopen = |pc: Rc<PendingContract>, c: &P| -> Rc<PendingContract> {
            match open_env {
                Some(oe) if c.fv.is_some() => Rc::new(PendingContract {
                    contract: pc.contract.clone(),
                    label: pc.label.clone(),
                    open: Some((c.clone(), oe.clone())),
                }),
                _ => pc,
            }
        };
        if let Some(t) = &annot.typ {
            let inferred = self.inferred_type(Some(t));
            let t = inferred.as_ref().unwrap_or(t);
            // a field's type annotation blames with the field's name, as its contracts do
            let pc = self.pending_contract(t, env, Some(field.clone()), value_span, true);
            m.contracts.push(reopen(pc, t));
        }
        for c in &annot.contracts {
            let pc = self.pending_contract(c, env, Some(field.clone()), value_span, false);
            m.contracts.push(reopen(pc, c));
        }
        m
    }

    pub(super) fn eval_record(&mut self, lit: &Rc<RecordLit>, env: &Env, span: Span) -> R<Value> {
        if let Some(fields) = &lit.consts {
            // literals only: the fields the parser made (shared, copied on change)
            return Ok(Value::Record(Rc::new(Record {
                fields: fields.clone(),
                open: lit.open,
                frozen: false,
                has_open: false,
            })));
        }
        let cell: Rc<std::cell::RefCell<Option<Fields>>> = Rc::new(std::cell::RefCell::new(None));
        let rec_env: Env = if lit.rec_self {
            Some(Rc::new(Frame::Rec(cell.clone(), Some(span), env.clone())))
        } else {
            env.clone()
        };
        let mut pending: Vec<(Ident, Field)> =
            Vec::with_capacity(lit.fields.len() + lit.dyn_fields.len());
        // nickel's record holds the written fields, then the `include`d ones, then the
        // computed names (inserted as they are evaluated), in its order of forcing and
        // exporting: the last two take keys after the literal's end
        let mut after_end = (i64::from(span.file.0) << 32) | i64::from(span.end);
        for f in &lit.fields {
            let dup = f.pieces.iter().any(|p| p.include)
                && (f.pieces.len() > 1
                    || lit.fields.iter().filter(|g| g.name == f.name).count() > 1);
            if dup {
                let included = f.pieces.iter().find(|p| p.include);
                // the other declaration: a piece of this field, or a field of the same name
                let other = f
                    .pieces
                    .iter()
                    .find(|p| !p.include)
                    .map(|p| name_at(p.span, &f.name))
                    .or_else(|| {
                        lit.fields
                            .iter()
                            .find(|g| g.name == f.name && !std::ptr::eq(*g, f))
                            .map(|g| g.span)
                    });
                let mut e = EvalError::new(format!(
                    "multiple declarations for included field `{}`",
                    f.name
                ))
                .primary(
                    included.map_or(f.span, |p| name_at(p.span, &f.name)),
                    "included here",
                );
                if let Some(s) = other {
                    e = e.secondary(s, "but also declared here");
                }
                return Err(e.note(
                    "Piecewise definitions involving an included field are currently not supported",
                ));
            }
            // the pieces of one name merged in source order
            let mut field: Option<Field> = None;
            for p in &f.pieces {
                let next = self.piece_field(&f.name, p, env, &rec_env);
                field = Some(match field {
                    None => next,
                    Some(prev) => {
                        // nickel's piecewise merge is located at the later definition's name
                        let name_len = u32::try_from(f.name.len()).unwrap_or(0);
                        let at = MergeAt {
                            span: Span::new(p.span.file, p.span.start, p.span.start + name_len),
                            piecewise: true,
                        };
                        self.merge_fields(&f.name, prev, next, at, true)
                    }
                });
            }
            if let Some(mut field) = field {
                if f.pieces.len() == 1 && f.pieces[0].include {
                    field.ord = after_end;
                    after_end += 1;
                }
                pending.push((f.name.clone(), field));
            }
        }
        for (name_e, p) in &lit.dyn_fields {
            let n = match self.eval(name_e, env)? {
                Value::Str(s) => Ident::new(&*s),
                v => {
                    return Err(type_err(
                        "String",
                        "record field names must be strings",
                        &v,
                        name_e.span,
                    ))
                }
            };
            if lit.fields.iter().any(|f| f.name == n) || pending.iter().any(|(k, _)| *k == n) {
                return Err(EvalError::new(format!(
                    "record/insert_with_opts: tried to extend a record with the field {n}, but it already exists"
                )));
            }
            let mut field = self.piece_field(&n, p, env, &rec_env);
            field.dynamic = true;
            field.ord = after_end;
            after_end += 1;
            pending.push((n, field));
        }
        // one vector sorted by name (names are distinct: a static name has one entry, and a
        // computed name that repeats another is an error above), values closed over the
        // record's own frame, which is filled once the record exists
        // (a stable sort: it finds the sorted runs that generated names often come in)
        pending.sort_by(|x, y| x.0.cmp(&y.0));
        let mut out = pending;
        let mut opened = Opened::default();
        for (_, f) in out.iter_mut() {
            let open = f.is_open();
            opened.any |= open;
            if f.value.is_none() || open {
                f.value = f.def.as_ref().map(|d| {
                    let base = close_def(d, &cell, Some(span));
                    wrap_contracts(&f.meta, base, &cell, Some((f.span, Origin::of_def(d))))
                });
            }
            if open {
                opened.note(f);
            }
        }
        let any_open = opened.any;
        let fields = Fields::from_sorted(out);
        // the record's own frame is read only by open fields (a definition, or a contract
        // re-closed over the record, that refers to a sibling): without them the fields are
        // held by the record alone, so that a merge can take them over
        if any_open {
            *cell.borrow_mut() = Some(fields.clone());
            drop(rec_env);
            self.keep_scope(&cell);
            self.keep_thunks(opened.thunks);
        }
        Ok(Value::Record(Rc::new(Record {
            fields,
            open: lit.open,
            frozen: false,
            has_open: any_open,
        })))
    }

    pub(super) fn piece_field(
        &mut self,
        name: &Ident,
        p: &Piece,
        env: &Env,
        rec_env: &Env,
    ) -> Field {
        let vspan = p.value.as_ref().map(|v| v.span()).unwrap_or(p.span);
        let meta = self.meta_of(
            &p.annot,
            rec_env,
            name,
            vspan,
            if p.recursive { Some(env) } else { None },
        );
        // Nickel's labels of the contracts of an `include`d field do not name the field
        let meta = if p.include && !meta.contracts.is_empty() {
            let mut m = (*meta).clone();
            for c in m.contracts.iter_mut() {
                let mut l = (*c.label).clone();
                l.field = None;
                *c = Rc::new(PendingContract {
                    contract: c.contract.clone(),
                    label: Rc::new(l),
                    open: c.open.clone(),
                });
            }
            Rc::new(m)
        } else {
            meta
        };
        let def = p.value.as_ref().map(|v| {
            let v = match v {
                PieceValue::Expr(v) => v,
                PieceValue::Const(t, _) => return Def::Closed(t.clone()),
            };
            if p.include {
                Def::Closed(Thunk::expr(v, env))
            } else if p.recursive {
                Def::Open(Rc::new((v.clone(), env.clone())))
            } else {
                Def::Closed(Thunk::expr(v, rec_env))
            }
        });
        Field {
            meta,
            def,
            value: None,
            span: vspan,
            dynamic: false,
            ord: 0,
        }
    }

    /// Merges two definitions of one field (priorities, contracts, metadata); `literal`: the
    /// definitions of one field in a record literal, which nickel puts together when it reads
    /// the program, keeping every contract (a merge at run time, of the values of such
    /// definitions too, shows a contract of both sides once).
    pub(super) fn merge_fields(
        &mut self,
        _name: &Ident,
        a: Field,
        b: Field,
        at: MergeAt,
        literal: bool,
    ) -> Field {
        let pa = prio_rank(&a.meta.priority);
        let pb = prio_rank(&b.meta.priority);
        let (def, prio, fspan) = match (&a.def, &b.def) {
            (None, None) => (
                None,
                if cmp_rank(&pa, &pb).is_ge() {
                    a.meta.priority.clone()
                } else {
                    b.meta.priority.clone()
                },
                a.span,
            ),
            (Some(d), None) => (Some(d.clone()), a.meta.priority.clone(), a.span),
            (None, Some(d)) => (Some(d.clone()), b.meta.priority.clone(), b.span),
            (Some(da), Some(db)) => match cmp_rank(&pa, &pb) {
                std::cmp::Ordering::Greater => (Some(da.clone()), a.meta.priority.clone(), a.span),
                std::cmp::Ordering::Less => (Some(db.clone()), b.meta.priority.clone(), b.span),
                std::cmp::Ordering::Equal => (
                    Some(Def::Merge(Rc::new((
                        da.clone(),
                        db.clone(),
                        MergeSite {
                            at: at.span,
                            left: Some(a.span),
                            right: Some(b.span),
                            piecewise: at.piecewise,
                        },
                    )))),
                    a.meta.priority.clone(),
                    a.span,
                ),
            },
        };
        let meta = if literal {
            // the parser puts a field's definitions together: every contract stays
            merged_meta(&a.meta, &b.meta, prio, None)
        } else {
            let (sources, keys) = (&self.sources, &self.annotation_keys);
            let key = |s: Span| -> Option<Rc<str>> {
                if let Some(k) = keys.borrow().get(&s) {
                    return k.clone();
                }
                let k = sources
                    .as_ref()
                    .and_then(|m| crate::pretty::annotation_key(m, s))
                    .map(Rc::from);
                keys.borrow_mut().insert(s, k.clone());
                k
            };
            let same = |x: Span, y: Span| {
                x == y || matches!((key(x), key(y)), (Some(a), Some(b)) if a == b)
            };
            merged_meta(&a.meta, &b.meta, prio, Some(&same))
        };
        Field {
            meta,
            def,
            value: None,
            span: fspan,
            dynamic: a.dynamic && b.dynamic,
            ord: 0,
        }
    }

    /// `a & b` of operands evaluated here (`ta` and `tb` are their thunks; `right_items` as
    /// for [`Eval::merge_values`]).
    pub fn merge_operands(
        &mut self,
        va: Value,
        vb: Value,
        ta: Thunk,
        tb: Thunk,
        site: &MergeSite,
        right_items: Option<&[(Span, Origin)]>,
    ) -> R<Value> {
        match (va, vb) {
            (Value::Record(ra), Value::Record(rb)) => {
                // the operand thunks made here go first: a record literal is then held by its
                // value alone, and its fields move into the merge instead of being copied
                drop((ta, tb));
                self.step()?;
                Ok(Value::Record(self.merge_records_owned(
                    ra,
                    rb,
                    site.merge_at(),
                )))
            }
            (va, vb) => self.merge_values(va, vb, &ta, &tb, site, right_items),
        }
    }

    /// `left & right` on evaluated operands; `right_items`, when the right operand is an array
    /// literal, are where its elements are written and how each relates to its value (what an
    /// unequal element is reported at).
    pub fn merge_values(
        &mut self,
        va: Value,
        vb: Value,
        ta: &Thunk,
        tb: &Thunk,
        site: &MergeSite,
        right_items: Option<&[(Span, Origin)]>,
    ) -> R<Value> {
        let span = site.at;
        self.step()?;
        match (&va, &vb) {
            (Value::TailRecord(_, tail), _) | (_, Value::TailRecord(_, tail)) => {
                return Err(crate::contract::tail_blame(
                    tail,
                    "cannot merge a record sealed by a polymorphic contract".into(),
                ));
            }
            (Value::Sealed(_), _) => return Err(type_err("Record", "", &va, span)),
            (_, Value::Sealed(_)) => return Err(type_err("Record", "", &vb, span)),
            _ => {}
        }
        match (va, vb) {
            (Value::Record(ra), Value::Record(rb)) => {
                Ok(Value::Record(self.merge_records(&ra, &rb, site.merge_at())))
            }
            (Value::Null, Value::Null) => Ok(Value::Null),
            (Value::Bool(x), Value::Bool(y)) if x == y => Ok(Value::Bool(x)),
            (Value::Num(x), Value::Num(y)) if x == y => Ok(Value::Num(x)),
            (Value::Str(x), Value::Str(y)) if x == y => Ok(Value::Str(x)),
            (Value::Enum(x), Value::Enum(y)) if x == y => Ok(Value::Enum(x)),
            (Value::Variant(x, a), Value::Variant(y, b)) if x == y => Ok(Value::Variant(
                x,
                Thunk::lazy(Lazy::Merge(a, b, Rc::new(MergeSite::of(site.merge_at())))),
            )),
            (Value::Array(a), Value::Array(b)) => {
                // nickel checks the right array against `std.contract.Equal left`, which
                // compares the lengths now and each element only when it is read
                if a.len() != b.len() {
                    let msg = format!(
                        "array length mismatch (expected `{}`, got `{})`",
                        a.len(),
                        b.len()
                    );
                    return Err(array_merge_error(msg, site, tb.span(), None));
                }
                if a.is_empty() {
                    return Ok(Value::Array(b));
                }
                let items = a
                    .iter()
                    .zip(b.iter())
                    .enumerate()
                    .map(|(i, (x, y))| {
                        Thunk::lazy(Lazy::ArrayEq(Rc::new(ArrayEqElem {
                            left: x.clone(),
                            right: y.clone(),
                            site: *site,
                            item: right_items.and_then(|it| it.get(i)).copied(),
                        })))
                    })
                    .collect();
                Ok(Value::Array(Arr::new(items)))
            }
            (x, y) => {
                let sa = ta.span().or(site.left);
                let sb = tb.span().or(site.right);
                let mut err = EvalError::new("non mergeable terms");
                if let Some(s) = sa {
                    err = err.primary(s, "cannot merge this expression");
                }
                if let Some(s) = sb {
                    err = err.primary(s, "with this expression");
                }
                err = err.secondary(
                    span,
                    if site.piecewise {
                        "when combining the definitions of this field"
                    } else {
                        "originally merged here"
                    },
                );
                for n in merge_conflict_notes(&x, &y) {
                    err = err.note(n);
                }
                Err(err)
            }
        }
    }

    /// [`Eval::merge_records`] of records that may be held by nobody else: when both are flat,
    /// of similar size and held only here, their fields move into the result.
    pub fn merge_records_owned(
        &mut self,
        mut a: Rc<Record>,
        mut b: Rc<Record>,
        at: MergeAt,
    ) -> Rc<Record> {
        let (la, lb) = (a.fields.len(), b.fields.len());
        let similar = la.min(lb).saturating_mul(MERGE_TREE_RATIO) >= la.max(lb) && la.min(lb) > 0;
        if let (true, Some(ra), Some(rb)) = (similar, Rc::get_mut(&mut a), Rc::get_mut(&mut b)) {
            if ra.fields.is_unique_flat() && rb.fields.is_unique_flat() {
                if let Some((order, len)) = merge_order_flat(&ra.fields, &rb.fields) {
                    if let (Some(va), Some(vb)) = (ra.fields.take_unique(), rb.fields.take_unique())
                    {
                        let cell = Rc::new(std::cell::RefCell::new(None));
                        let mut opened = Opened::default();
                        let mut fields = Fields::union_owned(
                            va,
                            vb,
                            len,
                            |k, l, r| self.merge_fields(k, l, r, at, false),
                            |f| f.is_open(),
                            |f| reclose_over(f, &cell, &mut opened),
                        );
                        fields.set_order(order);
                        return self.finish_merge(fields, ra, rb, opened, cell);
                    }
                }
            }
        }
        self.merge_records(&a, &b, at)
    }

    /// The record of a merge of `a` and `b` with the merged `fields`.
    pub(super) fn finish_merge(
        &mut self,
        fields: Fields,
        a: &Record,
        b: &Record,
        opened: Opened,
        cell: Rc<std::cell::RefCell<Option<Fields>>>,
    ) -> Rc<Record> {
        // a record contract made of an open (`..`) part accepts extra fields
        let open = a.open || b.open;
        let has_open = opened.any || a.has_open || b.has_open;
        if has_open {
            *cell.borrow_mut() = Some(fields.clone());
            self.keep_scope(&cell);
        }
        self.keep_thunks(opened.thunks);
        Rc::new(Record {
            fields,
            open,
            frozen: false,
            has_open,
        })
    }

    /// Merges two records: fields of one side only are shared as they are, common fields get
    /// the merge of their definitions, and every field whose definition refers to the record is
    /// re-closed over the merged record (one new frame, filled once the record exists).
    pub fn merge_records(
        &mut self,
        a: &Rc<Record>,
        b: &Rc<Record>,
        at: impl Into<MergeAt>,
    ) -> Rc<Record> {
        let at = at.into();
        if b.fields.is_empty() && !b.open {
            return a.clone();
        }
        if a.fields.is_empty() && !a.open {
            return b.clone();
        }
        let cell = Rc::new(std::cell::RefCell::new(None));
        let mut opened = Opened::default();
        let order = merge_order(&a.fields, &b.fields);
        let mut fields = Fields::union_with(
            (&a.fields, a.has_open),
            (&b.fields, b.has_open),
            |k, l, r| self.merge_fields(k, l, r, at, false),
            |f| f.is_open(),
            |f| reclose_over(f, &cell, &mut opened),
        );
        fields.set_order(order);
        self.finish_merge(fields, a, b, opened, cell)
    }

    /// Reads field `key` of `rv`.
    pub fn field_access(
        &mut self,
        rv: Value,
        key: &str,
        rspan: Option<Span>,
        name_span: Span,
        span: Span,
    ) -> R<Value> {
        self.read_field(rv, key, None, rspan, name_span, span)
    }

    /// [`Eval::field_access`] written in the program (`r.key`, at `span`): reading the field is
    /// an event of the call history.
    pub(crate) fn field_access_named(
        &mut self,
        rv: Value,
        key: &Ident,
        rspan: Option<Span>,
        name_span: Span,
        span: Span,
    ) -> R<Value> {
        self.read_field(rv, key, Some(key), rspan, name_span, span)
    }

    fn read_field(
        &mut self,
        rv: Value,
        key: &str,
        name: Option<&Ident>,
        rspan: Option<Span>,
        name_span: Span,
        span: Span,
    ) -> R<Value> {
        let rv = match rv {
            Value::TailRecord(vis, tail) => self.tail_record_access(&vis, &tail, key)?,
            v => v,
        };
        match rv {
            Value::Record(r) => match r.fields.get(key) {
                Some(f) => match &f.value {
                    Some(t) => {
                        let t = t.clone();
                        if let Some(n) = name {
                            self.push_call(Call::Field(n.clone(), span));
                        }
                        // the field's contracts are applied to its value as an application at
                        // the value (nickel applies them at each access)
                        if !f.meta.contracts.is_empty() {
                            if let Some(s) = f.def.as_ref().and_then(def_span) {
                                self.push_call(Call::App(s));
                            }
                        }
                        self.force(&t)
                    }
                    None if f.meta.optional => Err(missing_field(&r, key, rspan, span)),
                    None if f.meta.contracts.is_empty() => {
                        let mut e = EvalError::new(format!("missing definition for `{key}`"))
                            .primary(name_span, "required here");
                        if let Some(rs) = rspan {
                            e = e.secondary(rs, "in this record");
                        }
                        Err(e.secondary(span, "accessed here"))
                    }
                    // a contract asks for the field: nickel points at the contract's field
                    // and at the record rather than at the access
                    None => {
                        let mut e = EvalError::new(format!("missing definition for `{key}`"))
                            .primary(name_at(f.span, key), "required here");
                        if let Some(rs) = rspan {
                            e = e.secondary(rs, "in this record");
                        }
                        Err(e)
                    }
                },
                None => Err(missing_field(&r, key, rspan, span)),
            },
            v => Err(type_err(
                "Record",
                &format!("field access `.{key}` expects a record"),
                &v,
                rspan.unwrap_or(span),
            )
            .primary(span, "")),
        }
    }
}

/// Where a field's definition is written (a merge of two definitions is written nowhere).
fn def_span(d: &Def) -> Option<Span> {
    match d {
        Def::Closed(t) => t.span(),
        Def::Open(open) => Some(open.0.span),
        Def::Merge(_) => None,
    }
}

/// The span of the name of a field whose definition starts at `def` (nickel points at a
/// field's name; the name is taken as written plainly).
pub fn name_at(def: Span, name: &str) -> Span {
    let len = u32::try_from(name.len()).unwrap_or(0);
    Span::new(
        def.file,
        def.start,
        def.start.saturating_add(len).min(def.end.max(def.start)),
    )
}

/// `missing field` for an access to `key` in `r` at `span` (`rspan`: where the record is
/// written, when nickel knows it), with nickel's suggestion of a field of a similar name.
fn missing_field(r: &Record, key: &str, rspan: Option<Span>, span: Span) -> EvalError {
    let mut e = EvalError::new(format!("missing field `{key}`"))
        .primary(span, format!("this requires the field `{key}` to exist"));
    if let Some(rs) = rspan {
        e = e.secondary(rs, format!("this record lacks the field `{key}`"));
    }
    let names = r
        .fields
        .iter()
        .filter(|(_, f)| f.value.is_some() || !f.meta.optional)
        .map(|(k, _)| k);
    match similar_name(names, key) {
        Some(best) => e.note(format!("Did you mean `{best}`?")),
        None => e,
    }
}

/// nickel's suggestion among `names` (sorted) for the mistyped `input`: a name equal but for
/// case, else the most similar one (normalized Damerau-Levenshtein similarity at least 0.6).
pub fn similar_name<'a>(names: impl Iterator<Item = &'a Ident>, input: &str) -> Option<&'a Ident> {
    let mut best: Option<&Ident> = None;
    let mut max = f64::MIN;
    let lower = input.to_lowercase();
    for n in names {
        if n.to_lowercase() == lower {
            return Some(n);
        }
        let sim = strsim::normalized_damerau_levenshtein(n, input);
        if sim > max && sim >= 0.6 {
            best = Some(n);
            max = sim;
        }
    }
    best
}

/// The notes of a `non mergeable terms` error between `left` and `right` (nickel's wording:
/// the right operand's kind is named first).
fn merge_conflict_notes(left: &Value, right: &Value) -> Vec<String> {
    let mut notes =
        vec!["Merge operands have the same merge priority but they can't be combined.".to_string()];
    let (lt, rt) = (right.type_of_class(), left.type_of_class());
    if lt != rt {
        notes.push(format!(
            "One value is of type {lt} while the other is of type {rt}"
        ));
        notes.push("Values of different types can't be merged".into());
        return notes;
    }
    match (lt, left, right) {
        ("String" | "Number" | "Bool" | "Array" | "EnumTag", _, _) => {
            notes.push(format!(
                "Both values are of type {lt} but they aren't equal."
            ));
            notes.push(format!("{lt} values can only be merged if they are equal"));
        }
        ("Function", _, _) => {
            notes.push("Both values are functions (or match expressions)".into());
            notes.push(
                "Functions can never be merged with anything else, even another function.".into(),
            );
        }
        ("EnumVariant", Value::Variant(a, _), Value::Variant(b, _)) => {
            notes.push(format!(
                "Both values are enum variants, but their tags differ (`'{b}` vs `'{a}`)"
            ));
            notes.push("Enum variants can only be merged if they have the same tag".into());
        }
        _ => {
            notes.push(
                "Primitive values (Number, String, EnumTag and Bool) and arrays can only be merged if they are equal"
                    .into(),
            );
            notes.push("Enum variants must have the same tag.".into());
            notes.push("Functions can never be merged.".into());
        }
    }
    notes
}

impl Eval {
    /// Reads an element of a merge of two arrays ([`Lazy::ArrayEq`]): nested arrays of the same
    /// length stay lazy, other values must be equal (nickel's `std.contract.Equal`).
    pub(crate) fn array_merge_element(&mut self, e: &ArrayEqElem) -> R<Value> {
        let x = self.force(&e.left)?;
        let y = self.force(&e.right)?;
        if let (Value::Array(a), Value::Array(b)) = (&x, &y) {
            if a.len() != b.len() {
                let msg = format!(
                    "array length mismatch (expected `{}`, got `{})`",
                    a.len(),
                    b.len()
                );
                let at = e.item.map(|(s, _)| s).or(e.right.span());
                return Err(array_merge_error(msg, &e.site, at, None));
            }
            let items = a
                .iter()
                .zip(b.iter())
                .map(|(l, r)| {
                    Thunk::lazy(Lazy::ArrayEq(Rc::new(ArrayEqElem {
                        left: l.clone(),
                        right: r.clone(),
                        site: e.site,
                        item: None,
                    })))
                })
                .collect();
            return Ok(Value::Array(Arr::new(items)));
        }
        // `std.contract.Equal`'s own checks come first: the types, then a record's fields
        let (kx, ky) = (x.type_tag(), y.type_tag());
        let mut msg = None;
        if kx != ky {
            msg = Some(format!("expected `{kx}`, got `{ky}`"));
        } else if matches!(x, Value::Variant(..)) != matches!(y, Value::Variant(..)) && kx == "Enum"
        {
            let kind = |v: &Value| {
                if matches!(v, Value::Variant(..)) {
                    "enum variant"
                } else {
                    "enum tag"
                }
            };
            msg = Some(format!("expected an {}, got an {}", kind(&x), kind(&y)));
        } else if let (Value::Record(rx), Value::Record(ry)) = (&x, &y) {
            let names = |r: &Record, o: &Record| {
                let mut v: Vec<String> = r
                    .fields
                    .iter()
                    .filter(|(k, f)| {
                        !(f.meta.optional && f.value.is_none())
                            && o.fields
                                .get(*k)
                                .is_none_or(|g| g.meta.optional && g.value.is_none())
                    })
                    .map(|(k, _)| k.to_string())
                    .collect();
                strata_core::sort::sort(&mut v);
                v
            };
            let fields_msg = |q: &str, v: Vec<String>| {
                let plural = if v.len() == 1 { "" } else { "s" };
                format!("{q} field{plural} `{}`", v.join(", "))
            };
            let extra = names(ry, rx);
            let missing = names(rx, ry);
            if !extra.is_empty() {
                msg = Some(fields_msg("extra", extra));
            } else if !missing.is_empty() {
                msg = Some(fields_msg("missing", missing));
            }
        }
        if msg.is_none() {
            self.deep_force(&x)?;
            self.deep_force(&y)?;
            if self.equal(&x, &y, e.site.at)? {
                return Ok(y);
            }
        }
        Err(array_merge_error(
            msg.unwrap_or_else(|| "cannot merge unequal arrays".into()),
            &e.site,
            None,
            Some((e.item, &y)),
        ))
    }
}

/// The blame of the equality contract a merge of two arrays applies: `msg`; `applied_to`, where
/// the right array is (lengths differ), or the unequal element, where it is written when known.
fn array_merge_error(
    msg: String,
    site: &MergeSite,
    applied_to: Option<Span>,
    element: Option<(Option<(Span, Origin)>, &Value)>,
) -> EvalError {
    let length_differs = element.is_none();
    let mut e = EvalError::new(format!("contract broken by a value\n       {msg}")).generated(
        "contract.Equal some_array",
        "expected type",
        false,
    );
    match element {
        None => {
            if let Some(s) = applied_to.or(site.right) {
                e = e.primary(s, "applied to this expression");
            }
        }
        Some((item, y)) => {
            if let Some((s, origin)) = item {
                e = e.secondary(s, "evaluated to this expression");
                if origin == Origin::Computed {
                    e = e.generated(
                        crate::pretty::report_text(y),
                        "evaluated to this value",
                        false,
                    );
                }
            }
        }
    }
    e.elements_unequal = !length_differs;
    e = e.note("This equality contract was auto-generated from a merge operation on two arrays. Arrays can only be merged if they are equal.");
    if site.piecewise {
        e = e.note("The arrays were merged because they were assigned to the same record field piecewise. This is likely to have been a mistake. Check for duplicate definitions of the same record field.");
    }
    if length_differs {
        e = e.note("`std.contract.Equal some_array` requires that the checked value is equal to the array `some_array`, but their lengths differ.");
    }
    e
}

/// The metadata of a merged field whose merged priority is `prio`: nickel's merged field is
/// optional iff both are, not exported if either is, and has the first documentation and
/// type, both sides' contracts (each once) and their spans: the left side's all, the right
/// side's but those `same` finds among the left side's (nickel's
/// `TypeAnnotation::combine_dedup`; `None`: the definitions of one field in a record literal,
/// which nickel's parser puts together with every contract).
///
/// Most merges leave one side's metadata as it was (an override of a `default`, values merged
/// into a schema): that side's is shared rather than a copy allocated per field, and when the
/// other side adds nothing to the left one no copy is even built to find it out.
fn merged_meta(
    ma: &Rc<Meta>,
    mb: &Rc<Meta>,
    prio: Option<Priority>,
    same: Option<&dyn Fn(Span, Span) -> bool>,
) -> Rc<Meta> {
    let (a, b) = (&**ma, &**mb);
    // exactly `same_as(a)` of the merged metadata below, without building it
    if prio == a.priority
        && (!a.optional || b.optional)
        && (a.not_exported || !b.not_exported)
        && (a.doc.is_some() || b.doc.is_none())
        && (a.typ.is_some() || b.typ.is_none())
        && b.contract_spans.is_empty()
        && b.contracts
            .iter()
            .all(|c| a.contracts.iter().any(|x| Rc::ptr_eq(x, c)))
    {
        return ma.clone();
    }
    // enough for `same_as(b)` (the left side adds nothing to the right one), `same_as(a)`
    // being false
    if prio == b.priority
        && (!b.optional || a.optional)
        && (!a.not_exported || b.not_exported)
        && (a.doc.is_none() || a.doc == b.doc)
        && (a.typ.is_none() || a.typ == b.typ)
        && a.contract_spans.is_empty()
        && a.contracts.is_empty()
        && b.contracts.len() <= 1
    {
        return mb.clone();
    }
    let mut meta = Meta {
        priority: prio,
        optional: a.optional && b.optional,
        not_exported: a.not_exported || b.not_exported,
        doc: a.doc.clone().or_else(|| b.doc.clone()),
        contracts: smallvec::SmallVec::new(),
        typ: a.typ.or(b.typ),
        contract_spans: smallvec::SmallVec::new(),
    };
    // (most merges have no contract on either side: nothing to gather)
    meta.contracts.extend(a.contracts.iter().cloned());
    for c in &b.contracts {
        if !meta.contracts.iter().any(|x| Rc::ptr_eq(x, c)) {
            meta.contracts.push(c.clone());
        }
    }
    meta.contract_spans.extend_from_slice(&a.contract_spans);
    for s in &b.contract_spans {
        let shown = same.is_some_and(|eq| a.contract_spans.iter().any(|x| eq(*x, *s)));
        if !shown {
            meta.contract_spans.push(*s);
        }
    }
    if meta.same_as(a) {
        ma.clone()
    } else if meta.same_as(b) {
        mb.clone()
    } else {
        Rc::new(meta)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use strata_core::source::FileId;

    /// [`merged_meta`] as it was before its shortcuts: the merged metadata built, then one
    /// side's shared when equal to it.
    fn merged_meta_built(
        ma: &Rc<Meta>,
        mb: &Rc<Meta>,
        prio: Option<Priority>,
        same: Option<&dyn Fn(Span, Span) -> bool>,
    ) -> Rc<Meta> {
        let (a, b) = (&**ma, &**mb);
        let mut meta = Meta {
            priority: prio,
            optional: a.optional && b.optional,
            not_exported: a.not_exported || b.not_exported,
            doc: a.doc.clone().or_else(|| b.doc.clone()),
            contracts: a.contracts.clone(),
            typ: a.typ.or(b.typ),
            contract_spans: a.contract_spans.clone(),
        };
        for c in &b.contracts {
            if !meta.contracts.iter().any(|x| Rc::ptr_eq(x, c)) {
                meta.contracts.push(c.clone());
            }
        }
        for s in &b.contract_spans {
            if !same.is_some_and(|eq| a.contract_spans.iter().any(|x| eq(*x, *s))) {
                meta.contract_spans.push(*s);
            }
        }
        if meta.same_as(a) {
            ma.clone()
        } else if meta.same_as(b) {
            mb.clone()
        } else {
            Rc::new(meta)
        }
    }

    fn contract(at: u32) -> Rc<PendingContract> {
        let span = Span::new(FileId(0), at, at + 1);
        Rc::new(PendingContract {
            contract: Thunk::value(Value::Null),
            label: Rc::new(Label {
                span,
                field: None,
                polarity: true,
                static_type: false,
                text: None,
                arrow_depth: 0,
                value_span: None,
                kind_note: None,
                origin: Origin::Nowhere,
                hidden_arg: false,
                has_domain: false,
                elements: None,
            }),
            open: None,
        })
    }

    /// Every combination of the metadata's parts on both sides (shared contracts, repeated
    /// ones, documentation and types equal or not): the same side shared, or equal metadata.
    #[test]
    fn merged_meta_shortcuts_agree_with_building_it() {
        let (c1, c2) = (contract(1), contract(2));
        let contract_sets: Vec<Vec<Rc<PendingContract>>> = vec![
            vec![],
            vec![c1.clone()],
            vec![c2.clone()],
            vec![c1.clone(), c2.clone()],
            vec![c1.clone(), c1.clone()],
        ];
        let (s1, s2) = (Span::new(FileId(0), 5, 6), Span::new(FileId(0), 7, 8));
        let mut metas = Vec::new();
        for priority in [None, Some(Priority::Bottom)] {
            for optional in [false, true] {
                for not_exported in [false, true] {
                    for doc in [None, Some("x".to_string()), Some("y".to_string())] {
                        for typ in [None, Some(s1)] {
                            for cs in &contract_sets {
                                for spans in [vec![], vec![s2], vec![s2, s2]] {
                                    metas.push(Rc::new(Meta {
                                        priority: priority.clone(),
                                        optional,
                                        not_exported,
                                        doc: doc.clone(),
                                        contracts: cs.iter().cloned().collect(),
                                        typ,
                                        contract_spans: spans.into_iter().collect(),
                                    }));
                                }
                            }
                        }
                    }
                }
            }
        }
        let (mut to_a, mut to_b, mut fresh) = (0, 0, 0);
        for ma in &metas {
            for mb in &metas {
                let eq = |x: Span, y: Span| x == y;
                let sames: [Option<&dyn Fn(Span, Span) -> bool>; 2] = [None, Some(&eq)];
                for (prio, same) in [ma.priority.clone(), mb.priority.clone()]
                    .into_iter()
                    .flat_map(|p| sames.map(|s| (p.clone(), s)))
                {
                    let want = merged_meta_built(ma, mb, prio.clone(), same);
                    let got = merged_meta(ma, mb, prio, same);
                    if Rc::ptr_eq(&want, ma) {
                        assert!(Rc::ptr_eq(&got, ma));
                        to_a += 1;
                    } else if Rc::ptr_eq(&want, mb) {
                        assert!(Rc::ptr_eq(&got, mb));
                        to_b += 1;
                    } else {
                        assert!(!Rc::ptr_eq(&got, ma) && !Rc::ptr_eq(&got, mb));
                        assert!(got.same_as(&want));
                        fresh += 1;
                    }
                }
            }
        }
        // every outcome is exercised
        assert!(to_a > 0 && to_b > 0 && fresh > 0, "{to_a} {to_b} {fresh}");
    }
}
