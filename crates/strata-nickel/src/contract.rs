//! Contract application with blame labels.
//!
//! Contracts are lazy where Nickel's are: `Array T` and `{_ : T}` wrap each element or field in a
//! pending contract, record contracts merge their field contracts into the value (so they apply
//! when a field is read and keep propagating through later merges), function contracts wrap the
//! function so the domain blames the caller and the codomain the function.

use crate::ast::*;
use crate::eval::blame::blame_label;
use crate::eval::{Eval, EvalError, R};
use crate::value::*;
use std::rc::Rc;
use strata_core::source::Span;

impl Eval {
    /// The blame error for `label`.
    pub fn blame(&self, label: &Label, value: Option<&Thunk>) -> EvalError {
        let (aspan, origin) = label.argument_of(value);
        let e = self.contract_calls(
            label,
            blame_label(
                label,
                argument_span(origin, value.and_then(Thunk::span), aspan),
            ),
        );
        with_evaluated(e, origin, value.and_then(Thunk::peek).as_ref())
    }

    /// `e`, raised by the contract being applied because its value is wrong, with the calls up
    /// to the contract's application if `label` asks for them.
    fn contract_calls(&self, label: &Label, e: EvalError) -> EvalError {
        if label.has_domain {
            e.want_calls(Some(self.contract_mark()))
        } else {
            e
        }
    }

    fn blame_msg(&self, label: &Rc<Label>, msg: &str, value: &Thunk) -> EvalError {
        let mut l = (**label).clone();
        if l.message().is_none() {
            l.set_message(msg.to_string());
        }
        self.blame(&l, Some(value))
    }

    /// Applies a pending contract to an evaluated contract value.
    pub fn apply_contract_value(
        &mut self,
        pc: &Rc<PendingContract>,
        cv: &Value,
        t: &Thunk,
    ) -> R<Value> {
        let _ = cv;
        let c = self.force(&pc.contract)?;
        self.apply_contract(&c, &pc.label, t)
    }

    /// Applies contract `cv` to the value of `t`. The calls made while checking leave the call
    /// history once the contract is done; a blame it raises reports the calls up to here.
    pub fn apply_contract(&mut self, cv: &Value, label: &Rc<Label>, t: &Thunk) -> R<Value> {
        self.apply_contract_at(cv, label, t, None)
    }

    /// [`Eval::apply_contract`] for a contract applied as an application at `app` (an
    /// annotation's or a field's contract): checking the value enters that call.
    pub fn apply_contract_at(
        &mut self,
        cv: &Value,
        label: &Rc<Label>,
        t: &Thunk,
        app: Option<Span>,
    ) -> R<Value> {
        let mark = self.calls_mark();
        let outer = self.set_contract_mark(mark);
        if let Some(s) = app {
            self.push_call(crate::eval::callstack::Call::Fun(s));
        }
        let r = self.apply_contract_now(cv, label, t);
        self.set_contract_mark(outer);
        if r.is_ok() {
            self.cut_calls(mark);
        }
        r
    }

    fn apply_contract_now(&mut self, cv: &Value, label: &Rc<Label>, t: &Thunk) -> R<Value> {
        match cv {
            Value::Contract(k) => match &**k {
                ContractKind::Type(e, env) => self.apply_type(e, env, label, t),
                ContractKind::Custom(f) => {
                    let fv = self.force(f)?;
                    let r = self.apply_n(
                        fv,
                        &[Thunk::value(Value::Label(label.clone())), t.clone()],
                        label.span,
                    )?;
                    self.validation_result(r, label, t, true)
                }
                ContractKind::Predicate(p) => {
                    let pv = self.force(p)?;
                    match self.apply(pv, t.clone(), label.span)? {
                        Value::Bool(true) => self.force(t),
                        Value::Bool(false) => Err(self.blame(label, Some(t))),
                        other => Err(EvalError::new("dynamic type error").note(format!(
                            "a predicate must return a Bool, got {}",
                            other.type_name()
                        ))),
                    }
                }
                ContractKind::Validator(p) => {
                    let pv = self.force(p)?;
                    let r = self.apply(pv, t.clone(), label.span)?;
                    self.validation_result(r, label, t, false)
                }
                ContractKind::Sequence(cs) | ContractKind::AllOf(cs) => {
                    let mut cur = t.clone();
                    // the library applies each contract: the value is what the argument
                    // evaluated to
                    let mut l = (**label).clone();
                    l.hidden_arg = true;
                    let label = Rc::new(l);
                    for c in cs {
                        let pc = Rc::new(PendingContract {
                            contract: c.clone(),
                            label: label.clone(),
                            open: None,
                        });
                        cur = Thunk::lazy(Lazy::Contract(pc, cur, None));
                    }
                    self.force(&cur)
                }
                ContractKind::AnyOf(cs) => {
                    // Nickel picks the first contract whose immediate part accepts the value
                    // (`std.contract.check`); the picked one's delayed checks fail later with
                    // this message
                    let mut l = (**label).clone();
                    l.set_message("any_of: a delayed check of the picked branch failed".into());
                    let original = label;
                    let picked = Rc::new(l);
                    let label = &picked;
                    for c in cs {
                        let cv = self.force(c)?;
                        // record contracts: only the shape is checked now (Nickel's immediate
                        // part); the field contracts stay delayed
                        if let Value::Record(r) = &cv {
                            if let Value::Record(vr) = self.force(t)? {
                                let shape_ok = r.fields.iter().all(|(k, f)| {
                                    f.meta.optional
                                        || f.def.is_some()
                                        || vr.fields.get(k).is_some_and(|x| x.value.is_some())
                                }) && (r.open
                                    || vr.fields.keys().all(|k| r.fields.contains_key(k)));
                                if shape_ok {
                                    return self.apply_contract(&cv, label, t);
                                }
                                continue;
                            }
                        }
                        if let Ok(v) = self.apply_contract(&cv, label, t) {
                            return Ok(v);
                        }
                    }
                    Err(self.blame_msg(
                        original,
                        "any_of: value didn't match any of the contracts",
                        t,
                    ))
                }
                ContractKind::Not(c) => {
                    let cv = self.force(c)?;
                    // only the immediate part counts (`std.contract.check`)
                    let mark = self.calls_mark();
                    match self.apply_contract(&cv, label, t) {
                        Ok(_) => Err(self.blame_msg(
                            label,
                            "not: value matched the immediate part of the contract",
                            t,
                        )),
                        Err(_) => {
                            // the failed check is forgotten, its calls with it
                            self.cut_calls(mark);
                            self.force(t)
                        }
                    }
                }
                ContractKind::ForallVar { key, polarity, .. } => {
                    if label.polarity == *polarity {
                        // a positive occurrence: the value must be one this `forall` sealed
                        match self.force(t)? {
                            Value::Sealed(s) if s.key == *key => {
                                let inner = s.inner.clone();
                                self.force(&inner)
                            }
                            _ => Err(self.blame(label, Some(t))),
                        }
                    } else {
                        let mut l = (**label).clone();
                        flip_polarity(&mut l);
                        Ok(Value::Sealed(Rc::new(Sealed {
                            key: *key,
                            label: Rc::new(l),
                            inner: t.clone(),
                        })))
                    }
                }
                ContractKind::Equal(expected, from_merge) => {
                    let a = self.force(expected)?;
                    let b = self.force(t)?;
                    self.deep_force(&a)?;
                    self.deep_force(&b)?;
                    let eq = self.equal(&a, &b, label.span)?;
                    if eq {
                        Ok(b)
                    } else {
                        let mut l = (**label).clone();
                        if *from_merge {
                            if let (Value::Array(x), Value::Array(y)) = (&a, &b) {
                                if x.len() != y.len() {
                                    l.set_message(format!(
                                        "array length mismatch (expected `{}`, got `{})`",
                                        x.len(),
                                        y.len()
                                    ));
                                }
                            }
                            l.push_note("This equality contract was auto-generated from a merge operation on two arrays. Arrays can only be merged if they are equal.".into());
                        }
                        Err(self.blame(&l, Some(t)))
                    }
                }
            },
            Value::Record(r) => {
                let v = self.force(t)?;
                let Value::Record(vr) = v else {
                    return Err(self.blame_msg(label, "not a record", t));
                };
                // a record type (`{a : Number}`): missing fields are checked at once
                let is_type = !r.fields.is_empty()
                    && r.fields
                        .values()
                        .all(|f| f.def.is_none() && f.meta.typ.is_some() && !f.meta.optional);
                if is_type {
                    for k in r.fields.keys() {
                        if vr.fields.get(k).is_none_or(|f| f.value.is_none()) {
                            return Err(self.blame_msg(label, &format!("missing field `{k}`"), t));
                        }
                    }
                }
                if !r.open {
                    // named in definition order, as nickel's record keeps its fields
                    let mut extra: Vec<(&Ident, &Field)> = vr
                        .fields
                        .iter()
                        .filter(|(k, _)| !r.fields.contains_key(*k))
                        .collect();
                    strata_core::sort::sort_by_key(&mut extra, |(_, f)| {
                        (f.span.file.0, f.span.start)
                    });
                    let extra: Vec<String> = extra.iter().map(|(k, _)| format!("`{k}`")).collect();
                    if !extra.is_empty() {
                        let plural = if extra.len() == 1 { "" } else { "s" };
                        let mut l = (**label).clone();
                        if l.message().is_none() {
                            l.set_message(format!("extra field{plural} {}", extra.join(", ")));
                            l.push_note("Have you misspelled a field?".into());
                            l.push_note(
                                "The record contract might also be too strict. By default, record contracts exclude any field which is not listed.\n\
                                 Append `, ..` at the end of the record contract, as in `{some_field | SomeContract, ..}`, to make it accept extra fields."
                                    .into(),
                            );
                        }
                        return Err(self.blame(&l, Some(t)));
                    }
                }
                let span = label.span;
                // contract fields carry their own labels; re-label them with this contract's field path
                let merged = self.merge_records(&vr, &self.relabel(r, label), span);
                Ok(Value::Record(merged))
            }
            Value::Func(_) | Value::Match(..) | Value::Builtin(_) => {
                self.warn_plain_function_contract(cv, label);
                let r = self.apply_n(
                    cv.clone(),
                    &[Thunk::value(Value::Label(label.clone())), t.clone()],
                    label.span,
                )?;
                Ok(r)
            }
            Value::Label(_) => self.force(t),
            other => Err(EvalError::new("dynamic type error").secondary(
                label.span,
                format!(
                    "this expression has type {}, but Contract was expected",
                    other.type_name()
                ),
            )),
        }
    }

    /// nickel's warning for a contract that is a plain function of the program (not one of
    /// `std.contract`'s constructors), once per function and value.
    fn warn_plain_function_contract(&mut self, f: &Value, label: &Label) {
        let fspan = match f {
            Value::Func(c) => c.span,
            Value::Match(_, _, s) => *s,
            _ => return,
        };
        // the generated code and the standard library are files 0 and 1
        if fspan.file.0 <= 1 {
            return;
        }
        let mut w = EvalError::new("plain functions as contracts are deprecated");
        w.warning = true;
        if let Some(v) = label.value_span {
            w = w.primary(v, "applied to this term");
        }
        let w = w.secondary(fspan, "this function").note(
            "wrap this function using one of the constructors in `std.contract` instead, like `std.contract.from_validator` or `std.contract.custom`",
        );
        let seen = self.warnings.iter().any(|x| {
            x.labels.len() == w.labels.len()
                && x.labels
                    .iter()
                    .zip(&w.labels)
                    .all(|(a, b)| a.span == b.span)
        });
        if !seen {
            self.warnings.push(w);
        }
    }

    fn relabel(&self, r: &Rc<Record>, _label: &Rc<Label>) -> Rc<Record> {
        r.clone()
    }

    fn validation_result(
        &mut self,
        r: Value,
        label: &Rc<Label>,
        t: &Thunk,
        custom: bool,
    ) -> R<Value> {
        match r {
            Value::Enum(tag) if tag == "Ok" && !custom => self.force(t),
            Value::Variant(tag, v) if tag == "Ok" => self.force(&v),
            Value::Variant(tag, info) if tag == "Error" => {
                let mut l = (**label).clone();
                let mut checked = None;
                if let Value::Record(rec) = self.force(&info)? {
                    // error data may name the label to blame (`std.contract.check` adds it)
                    if let Some(bt) = rec
                        .fields
                        .get("blame_location")
                        .and_then(|f| f.value.clone())
                    {
                        if let Value::Label(user) = self.force(&bt)? {
                            l = (*user).clone();
                            checked = l.text.as_mut().and_then(|x| x.checked.take());
                        }
                    }
                    if let Some(f) = rec.fields.get("message") {
                        if let Some(mt) = &f.value {
                            if let Value::Str(s) = self.force(mt)? {
                                l.set_message(s.to_string());
                            }
                        }
                    }
                    if let Some(f) = rec.fields.get("notes") {
                        if let Some(nt) = &f.value {
                            if let Value::Array(ns) = self.force(nt)? {
                                for n in ns.iter() {
                                    if let Value::Str(s) = self.force(n)? {
                                        l.push_note(s.to_string());
                                    }
                                }
                            }
                        }
                    }
                }
                Err(self.blame(&l, Some(checked.as_ref().unwrap_or(t))))
            }
            Value::Enum(tag) if tag == "Error" => Err(self.blame(label, Some(t))),
            other => Err(EvalError::new("dynamic type error").note(format!(
                "a contract must return 'Ok or 'Error, got a value of type {}",
                other.type_name()
            ))),
        }
    }

    fn apply_type(&mut self, e: &P, env: &Env, label: &Rc<Label>, t: &Thunk) -> R<Value> {
        let ExprKind::Type(k) = &e.kind else {
            // a type variable: behaves as Dyn
            return self.force(t);
        };
        match k {
            TypeKind::Dyn | TypeKind::Wildcard => self.force(t),
            TypeKind::Number | TypeKind::String | TypeKind::Bool => {
                // where the value is written (gone once it is evaluated), for the blame
                let vspan = t.span();
                let v = self.force(t)?;
                let ok = matches!(
                    (k, &v),
                    (TypeKind::Number, Value::Num(_))
                        | (TypeKind::String, Value::Str(_))
                        | (TypeKind::Bool, Value::Bool(_))
                );
                if ok {
                    Ok(v)
                } else {
                    let (aspan, origin) = label.argument_of(Some(t));
                    Err(with_evaluated(
                        self.contract_calls(
                            label,
                            blame_label(label, argument_span(origin, vspan, aspan)),
                        ),
                        origin,
                        Some(&v),
                    ))
                }
            }
            TypeKind::Array(elem) => {
                let code = t.pending_expr();
                let v = self.force(t)?;
                let Value::Array(items) = v else {
                    return Err(self.blame_msg(label, "expected an array", t));
                };
                let mut l = (**label).clone();
                l.span = elem.span;
                if l.arrow_depth == 0 {
                    // inside a function type, the arrow says what is expected
                    l.kind_note = Some("expected array element type");
                }
                l.hidden_arg = false;
                // an array literal's elements are shown where they are written
                l.elements = match code.as_ref().map(|c| &c.kind) {
                    Some(ExprKind::Array(es)) if es.len() == items.len() => {
                        Some(Rc::new(ArrayCode {
                            items: items.clone(),
                            code: es.iter().map(|e| (e.span, Origin::of_expr(e))).collect(),
                        }))
                    }
                    _ => None,
                };
                let pc = Rc::new(PendingContract {
                    contract: Thunk::expr(elem, env),
                    label: Rc::new(l),
                    open: None,
                });
                let out: Vec<Thunk> = items
                    .iter()
                    .map(|i| Thunk::lazy(Lazy::Contract(pc.clone(), i.clone(), None)))
                    .collect();
                Ok(Value::Array(Arr::new(out)))
            }
            TypeKind::Dict(elem, propagate) => {
                let v = self.force(t)?;
                let Value::Record(r) = v else {
                    return Err(self.blame_msg(label, "expected a record", t));
                };
                let mut fields = r.fields.clone();
                for (name, f) in r.fields.iter() {
                    if !*propagate && f.value.is_none() {
                        // `{_ : T}` maps the contract onto the values (`%record/map%`), which
                        // drops an empty optional field and fails on another without a value
                        if f.meta.optional {
                            fields.remove(name);
                            continue;
                        }
                        return Err(EvalError::new(format!("missing definition for `{name}`"))
                            .primary(f.span, "required here"));
                    }
                    let mut l = (**label).clone();
                    l.span = elem.span;
                    if l.arrow_depth == 0 {
                        // inside a function type, the arrow says what is expected
                        l.kind_note = Some("expected dictionary field type");
                    }
                    l.value_span = Some(f.span);
                    l.origin = f.def.as_ref().map_or(Origin::Unknown, Origin::of_def);
                    // a dictionary type maps its contract with library code
                    l.hidden_arg = !*propagate;
                    let pc = Rc::new(PendingContract {
                        contract: Thunk::expr(elem, env),
                        label: Rc::new(l),
                        open: None,
                    });
                    let mut meta = (*f.meta).clone();
                    if *propagate {
                        meta.contracts.push(pc.clone());
                    } else {
                        // the mapped value carries them: a mapped record is frozen
                        meta.contracts.clear();
                    }
                    let value = f
                        .value
                        .as_ref()
                        .map(|v| Thunk::lazy(Lazy::Contract(pc, v.clone(), None)));
                    // mapped values are the new definitions (a later merge keeps the contract);
                    // a propagated contract stays pending on the field's own definition
                    let def = if *propagate {
                        f.def.clone()
                    } else {
                        value.clone().map(Def::Closed)
                    };
                    fields.insert(
                        name.clone(),
                        Field {
                            meta: Rc::new(meta),
                            def,
                            value,
                            span: f.span,
                            dynamic: false,
                            ord: f.ord,
                        },
                    );
                }
                if *propagate && r.has_open {
                    // fields that refer to siblings see the fields with the contract applied
                    let cell = Rc::new(std::cell::RefCell::new(None));
                    let open: Vec<Ident> = fields
                        .iter()
                        .filter(|(_, f)| f.is_open() && f.def.is_some())
                        .map(|(k, _)| k.clone())
                        .collect();
                    for k in open {
                        let f = fields.get_mut(&k).expect("key of the record");
                        if let Some(d) = f.def.clone() {
                            f.value = Some(crate::eval::wrap_contracts(
                                &f.meta,
                                crate::eval::close_def(&d, &cell, None),
                                &cell,
                                Some((f.span, Origin::of_def(&d))),
                            ));
                        }
                    }
                    *cell.borrow_mut() = Some(fields.clone());
                    self.keep_scope(&cell);
                }
                Ok(Value::Record(Rc::new(Record {
                    fields,
                    open: r.open,
                    frozen: r.frozen || !*propagate,
                    has_open: r.has_open && *propagate,
                })))
            }
            TypeKind::Enum(rows, open) => {
                let code = t.pending_expr();
                let v = self.force(t)?;
                match &v {
                    Value::Enum(tag) => {
                        if open.is_some() || rows.iter().any(|(n, a)| n == tag && a.is_none()) {
                            Ok(v)
                        } else {
                            Err(self.blame_msg(label, "tag not in the enum type", t))
                        }
                    }
                    Value::Variant(tag, arg) => {
                        match rows.iter().find(|(n, a)| n == tag && a.is_some()) {
                            Some((_, Some(ty))) => {
                                // the library checks the argument: it is shown as what the
                                // argument evaluated to
                                let mut l = (**label).clone();
                                l.hidden_arg = true;
                                if let Some(ExprKind::EnumVariant(_, arg)) =
                                    code.as_ref().map(|c| &c.kind)
                                {
                                    l.value_span = Some(arg.span);
                                    l.origin = Origin::of_expr(arg);
                                }
                                let pc = Rc::new(PendingContract {
                                    contract: Thunk::expr(ty, env),
                                    label: Rc::new(l),
                                    open: None,
                                });
                                Ok(Value::Variant(
                                    tag.clone(),
                                    Thunk::lazy(Lazy::Contract(pc, arg.clone(), None)),
                                ))
                            }
                            _ if open.is_some() => Ok(v),
                            _ => Err(self.blame_msg(label, "tag not in the enum type", t)),
                        }
                    }
                    _ => Err(self.blame_msg(label, "expected an enum", t)),
                }
            }
            TypeKind::Arrow(dom, cod) => {
                let v = self.force(t)?;
                if !matches!(v, Value::Func(_) | Value::Match(..) | Value::Builtin(_)) {
                    return Err(self.blame_msg(label, "expected a function", t));
                }
                let mut dl = (**label).clone();
                dl.polarity = !dl.polarity;
                dl.has_domain = true;
                // the argument is not the function: it is set when the function is called
                // (and, applied inside the contract, it is only shown as what it evaluated to)
                dl.value_span = None;
                dl.origin = Origin::Unknown;
                dl.hidden_arg = true;
                dl.elements = None;
                dl.span = dom.span;
                dl.arrow_depth += 1;
                dl.kind_note = Some(if dl.polarity {
                    "expected type of an argument of an inner call"
                } else {
                    "expected type of the argument provided by the caller"
                });
                let mut cl = (**label).clone();
                cl.span = cod.span;
                cl.arrow_depth += 1;
                // the checked value is the function's result: nickel shows where it is written
                // (known here when the function's body is a literal), never the function
                cl.hidden_arg = true;
                cl.elements = None;
                (cl.value_span, cl.origin) = match &v {
                    Value::Func(c) => result_code(&c.body),
                    _ => (None, Origin::Unknown),
                };
                cl.kind_note = Some(if cl.polarity && cl.has_domain {
                    "expected return type of a sub-function passed as an argument of an inner call"
                } else if cl.polarity {
                    "expected return type"
                } else {
                    "expected return type of a function provided by the caller"
                });
                let b = Builtin {
                    op: crate::ops::Op::Arrow,
                    prim_order: None,
                    args: vec![
                        Thunk::expr(dom, env),
                        Thunk::value(Value::Label(Rc::new(dl))),
                        Thunk::expr(cod, env),
                        Thunk::value(Value::Label(Rc::new(cl))),
                        Thunk::value(v),
                    ],
                };
                Ok(Value::Builtin(Rc::new(b)))
            }
            TypeKind::Forall(vars, body) => {
                let mut env2 = env.clone();
                for v in vars {
                    let mut constr = Vec::new();
                    tail_constraints(body, v, &mut constr);
                    let var = ContractKind::ForallVar {
                        key: fresh_key(),
                        polarity: label.polarity,
                        constr: Rc::new(constr),
                    };
                    env2 = bind(
                        &env2,
                        v.clone(),
                        Thunk::value(Value::Contract(Rc::new(var))),
                    );
                }
                let c = self.eval(body, &env2)?;
                self.apply_contract(&c, label, t)
            }
            TypeKind::Record(rows, tail, tspan) => {
                self.apply_record_type(rows, tail, *tspan, env, label, t)
            }
        }
    }
}

/// A fresh sealing key.
fn fresh_key() -> u64 {
    use std::sync::atomic::{AtomicU64, Ordering};
    static NEXT: AtomicU64 = AtomicU64::new(1);
    NEXT.fetch_add(1, Ordering::Relaxed)
}

/// Collects the fields of the record types of `e` whose tail is the type variable `var`: a value
/// sealed in that tail may not hold them. Stops where a nested `forall` rebinds `var`.
fn tail_constraints(e: &P, var: &Ident, out: &mut Vec<Ident>) {
    let ExprKind::Type(k) = &e.kind else {
        return;
    };
    match k {
        TypeKind::Array(x) | TypeKind::Dict(x, _) => tail_constraints(x, var, out),
        TypeKind::Arrow(a, b) => {
            tail_constraints(a, var, out);
            tail_constraints(b, var, out);
        }
        TypeKind::Forall(vars, body) => {
            if !vars.contains(var) {
                tail_constraints(body, var, out);
            }
        }
        TypeKind::Enum(rows, _) => {
            for (_, a) in rows {
                if let Some(a) = a {
                    tail_constraints(a, var, out);
                }
            }
        }
        TypeKind::Record(rows, tail, _) => {
            for (n, _, t) in rows {
                if tail.as_ref() == Some(var) && !out.contains(n) {
                    out.push(n.clone());
                }
                tail_constraints(t, var, out);
            }
        }
        TypeKind::Dyn
        | TypeKind::Wildcard
        | TypeKind::Number
        | TypeKind::String
        | TypeKind::Bool => {}
    }
}

fn plural(n: usize) -> &'static str {
    if n == 1 {
        ""
    } else {
        "s"
    }
}

/// The blame error of `label` with a message, for operations on a sealed record tail.
pub fn tail_blame(tail: &SealedTail, msg: String) -> EvalError {
    let mut l = (*tail.label).clone();
    // nickel adds the action to the title after a colon
    l.set_message(format!(": {msg}"));
    blame_label(&l, None)
}

/// Where a blame report shows the contract's argument: where its code is (`code`, while it was
/// not evaluated, else `written`), and nowhere for a value without code of its own (a merge of
/// definitions, whose value nickel prints instead).
fn argument_span(origin: Origin, code: Option<Span>, written: Option<Span>) -> Option<Span> {
    match origin {
        Origin::Nowhere => None,
        _ => code.or(written),
    }
}

/// `e` (the blame of `label`) with the value the contract's argument evaluated to, when
/// nickel shows it: a value computed from the argument's code, or an argument without code of
/// its own, is printed as generated code.
pub fn with_evaluated(e: EvalError, origin: Origin, value: Option<&Value>) -> EvalError {
    match (origin, value) {
        (Origin::Computed | Origin::Nowhere, Some(v)) => e.generated(
            crate::pretty::report_text(v),
            "evaluated to this value",
            false,
        ),
        _ => e,
    }
}

/// Where the result of a function whose body is `body` is written, and how it relates to its
/// value, when the body says so (through `let`s, a literal).
fn result_code(body: &Expr) -> (Option<Span>, Origin) {
    let mut e = body;
    while let ExprKind::Let { body, .. } = &e.kind {
        e = body;
    }
    match Origin::of_expr(e) {
        Origin::Unknown => (None, Origin::Unknown),
        o => (Some(e.span), o),
    }
}

/// Flips the polarity of `l` (a value sealed by a `forall` blames the other side), and what
/// its report says about the type's part in a function type accordingly.
fn flip_polarity(l: &mut Label) {
    const CALLER_ARG: &str = "expected type of the argument provided by the caller";
    const INNER_ARG: &str = "expected type of an argument of an inner call";
    const CALLER_RET: &str = "expected return type of a function provided by the caller";
    const INNER_RET: &str =
        "expected return type of a sub-function passed as an argument of an inner call";
    l.polarity = !l.polarity;
    l.kind_note = match l.kind_note {
        Some(CALLER_ARG) => Some(INNER_ARG),
        Some(INNER_ARG) => Some(CALLER_ARG),
        Some(CALLER_RET) if l.has_domain => Some(INNER_RET),
        Some(INNER_RET) => Some(CALLER_RET),
        k => k,
    };
}

/// The fields of `a` and `b` together (`b`'s fields are not in `a`).
fn disjoint_union(a: &Record, b: &Record) -> Record {
    let mut fields = a.fields.clone();
    for (k, f) in b.fields.iter() {
        fields.insert(k.clone(), f.clone());
    }
    Record {
        fields,
        open: false,
        frozen: true,
        has_open: false,
    }
}

impl Eval {
    /// Applies a record type with a row tail `{ a : T ; r }`: the listed fields must be present and
    /// get their types as contracts; the other fields go to the tail (kept for `Dyn`, sealed or
    /// unsealed for a `forall` variable).
    fn apply_record_type(
        &mut self,
        rows: &[RowField],
        tail: &Option<Ident>,
        _tspan: Span,
        env: &Env,
        label: &Rc<Label>,
        t: &Thunk,
    ) -> R<Value> {
        let (vis, sealed) = match self.force(t)? {
            Value::Record(r) => (r, None),
            Value::TailRecord(r, st) => (r, Some(st)),
            _ => return Err(self.blame_msg(label, "expected a record", t)),
        };
        let missing: Vec<&str> = rows
            .iter()
            .filter(|(n, _, _)| !vis.fields.contains_key(n))
            .map(|(n, _, _)| n.as_str())
            .collect();
        if !missing.is_empty() {
            let msg = format!(
                "missing field{} `{}`",
                plural(missing.len()),
                missing.join(", ")
            );
            return Err(self.blame_msg(label, &msg, t));
        }
        let extra: Vec<Ident> = vis
            .fields
            .keys()
            .filter(|k| !rows.iter().any(|(n, _, _)| n == *k))
            .cloned()
            .collect();
        // the tail: `Dyn`, or a `forall` variable
        let dyn_tail = tail.as_ref().is_some_and(|t| t == "Dyn");
        if tail.is_none() && !extra.is_empty() {
            let names: Vec<&str> = extra.iter().map(|k| k.as_str()).collect();
            let msg = format!("extra field{} `{}`", plural(names.len()), names.join(", "));
            return Err(self.blame_msg(label, &msg, t));
        }
        let var = match tail.as_ref().filter(|_| !dyn_tail) {
            None => None,
            Some(tail) => match lookup(env, tail) {
                Some(th) => match self.force(&th)? {
                    Value::Contract(c) => match &*c {
                        ContractKind::ForallVar {
                            key,
                            polarity,
                            constr,
                        } => Some((*key, *polarity, constr.clone())),
                        _ => None,
                    },
                    _ => None,
                },
                None => {
                    return Err(EvalError::new(format!("unbound type variable `{tail}`"))
                        .primary(_tspan, "this type variable is unbound"))
                }
            },
        };
        // the listed fields, with their types as contracts
        let mut fields = Fields::new();
        for (n, _, ty) in rows {
            let f = vis.fields.get(n).expect("checked above");
            let mut l = (**label).clone();
            l.span = ty.span;
            l.value_span = Some(f.span);
            l.origin = f.def.as_ref().map_or(Origin::Unknown, Origin::of_def);
            l.hidden_arg = true;
            if l.arrow_depth == 0 {
                l.kind_note = Some("expected field type");
            }
            let pc = Rc::new(PendingContract {
                contract: Thunk::expr(ty, env),
                label: Rc::new(l),
                open: None,
            });
            let mut nf = crate::value::freeze_field(f);
            nf.value = nf.value.map(|v| Thunk::lazy(Lazy::Contract(pc, v, None)));
            if let Some(v) = &nf.value {
                nf.def = Some(Def::Closed(v.clone()));
            }
            fields.insert(n.clone(), nf);
        }
        let mut extra_fields = Fields::new();
        for k in &extra {
            let f = vis.fields.get(k).expect("key of the record");
            extra_fields.insert(k.clone(), crate::value::freeze_field(f));
        }
        let known = Record {
            fields,
            open: false,
            frozen: true,
            has_open: false,
        };
        let extra_rec = Record {
            fields: extra_fields,
            open: false,
            frozen: true,
            has_open: false,
        };
        let finish = |r: Record, st: Option<Rc<SealedTail>>| match st {
            Some(st) => Value::TailRecord(Rc::new(r), st),
            None => Value::Record(Rc::new(r)),
        };
        match var {
            None => Ok(finish(disjoint_union(&known, &extra_rec), sealed)),
            Some((key, polarity, constr)) => {
                if label.polarity == polarity {
                    // a record with a sealed tail was made by a contract, not written: nickel
                    // shows the value (its visible part) and no argument
                    let made = match (&sealed, label.origin) {
                        (Some(_), o) if o != Origin::Nowhere => {
                            let mut l = (**label).clone();
                            l.origin = Origin::Nowhere;
                            l.value_span = None;
                            Rc::new(l)
                        }
                        _ => label.clone(),
                    };
                    // positive occurrence: no field may be added to the tail; unseal it
                    if !extra.is_empty() {
                        let names: Vec<&str> = extra.iter().map(|k| k.as_str()).collect();
                        let msg =
                            format!("extra field{} `{}`", plural(names.len()), names.join(", "));
                        return Err(self.blame_msg(&made, &msg, t));
                    }
                    match sealed {
                        Some(st) if st.key == key => {
                            Ok(finish(disjoint_union(&known, &st.fields), st.rest.clone()))
                        }
                        _ => Err(self.blame_msg(&made, "polymorphic tail mismatch", t)),
                    }
                } else {
                    let conflicts: Vec<&str> = extra
                        .iter()
                        .filter(|k| constr.contains(k))
                        .map(|k| k.as_str())
                        .collect();
                    if !conflicts.is_empty() {
                        let msg = format!(
                            "field{} not allowed in tail: `{}`",
                            plural(conflicts.len()),
                            conflicts.join(", ")
                        );
                        return Err(self.blame_msg(label, &msg, t));
                    }
                    let mut l = (**label).clone();
                    flip_polarity(&mut l);
                    let st = SealedTail {
                        key,
                        label: Rc::new(l),
                        fields: Rc::new(extra_rec),
                        rest: sealed,
                    };
                    Ok(Value::TailRecord(Rc::new(known), Rc::new(st)))
                }
            }
        }
    }

    /// `std.record` operations on a record with a sealed tail: inserting and removing visible
    /// fields keep the tail; touching the tail blames the polymorphic contract. `None` when the
    /// record argument has no sealed tail.
    pub fn tail_record_builtin(
        &mut self,
        op: crate::ops::Op,
        a: &[Thunk],
        span: Span,
    ) -> R<Option<Value>> {
        let name = op.name();
        let idx = match name {
            "record/insert" | "record/insert_with_opts" => 2,
            "record/remove" | "record/remove_with_opts" => 1,
            "record/map" | "record/map_values" => 1,
            "record/map_prim" => 0,
            _ => return Ok(None),
        };
        let Some(rt) = a.get(idx) else {
            return Ok(None);
        };
        if idx == 2 || name.starts_with("record/remove") {
            // the field name is evaluated first, as by the operation itself
            self.force(&a[0])?;
        }
        let Value::TailRecord(vis, tail) = self.force(rt)? else {
            return Ok(None);
        };
        if name.starts_with("record/map") {
            return Err(tail_blame(
                &tail,
                "cannot map over a record sealed by a polymorphic contract".into(),
            ));
        }
        if name.starts_with("record/remove") {
            if let Value::Str(k) = self.force(&a[0])? {
                if !vis.fields.contains_key(&*k) && tail.holds(&k) {
                    return Err(tail_blame(
                        &tail,
                        format!("cannot remove field `{k}` sealed by a polymorphic contract"),
                    ));
                }
            }
        }
        let mut args = a.to_vec();
        args[idx] = Thunk::value(Value::Record(vis));
        match self.call_builtin(op, &args, span)? {
            Value::Record(r) => Ok(Some(Value::TailRecord(r, tail))),
            other => Ok(Some(other)),
        }
    }

    /// Reading field `key` of a record with a sealed tail: the visible record, or the blame
    /// for a field sealed in the tail.
    pub fn tail_record_access(&self, vis: &Rc<Record>, tail: &SealedTail, key: &str) -> R<Value> {
        if !vis.fields.contains_key(key) && tail.holds(key) {
            return Err(tail_blame(
                tail,
                format!("cannot access field `{key}` sealed by a polymorphic contract"),
            ));
        }
        Ok(Value::Record(vis.clone()))
    }
}
