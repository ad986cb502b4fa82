//! Contract application with blame labels.
//!
//! Contracts are lazy where Nickel's are: `Array T` and `{_ : T}` wrap each element or field in a
//! pending contract, record contracts merge their field contracts into the value (so they apply
//! when a field is read and keep propagating through later merges), function contracts wrap the
//! function so the domain blames the caller and the codomain the function.

use crate::ast::*;
use crate::eval::{Eval, EvalError, R};
use crate::value::*;
use std::rc::Rc;

impl Eval {
    /// The blame error for `label`.
    pub fn blame(&self, label: &Label, value: Option<&Thunk>) -> EvalError {
        let msg = if label.polarity {
            if label.arrow_depth > 0 {
                match &label.field {
                    Some(f) => format!("contract broken by the function `{f}`"),
                    None => "contract broken by a function".to_string(),
                }
            } else {
                match &label.field {
                    Some(f) => format!("contract broken by the value of `{f}`"),
                    None => "contract broken by a value".to_string(),
                }
            }
        } else {
            match &label.field {
                Some(f) => format!("contract broken by the caller of `{f}`"),
                None => "contract broken by the caller".to_string(),
            }
        };
        let mut e = EvalError::new(msg);
        if let Some(m) = &label.message {
            e = e.note(m.clone());
        }
        let vspan = value.and_then(|t| t.span()).or(label.value_span);
        if let Some(s) = vspan {
            e = e.primary(s, "applied to this expression");
        }
        e = e.secondary(label.span, label.kind_note.unwrap_or("expected type"));
        for n in &label.notes {
            e = e.note(n.clone());
        }
        e
    }

    fn blame_msg(&self, label: &Rc<Label>, msg: &str, value: &Thunk) -> EvalError {
        let mut l = (**label).clone();
        if l.message.is_none() {
            l.message = Some(msg.to_string());
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

    /// Applies contract `cv` to the value of `t`.
    pub fn apply_contract(&mut self, cv: &Value, label: &Rc<Label>, t: &Thunk) -> R<Value> {
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
                    for c in cs {
                        let pc = Rc::new(PendingContract {
                            contract: c.clone(),
                            label: label.clone(),
                            open: None,
                        });
                        cur = Thunk::lazy(Lazy::Contract(pc, cur));
                    }
                    self.force(&cur)
                }
                ContractKind::AnyOf(cs) => {
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
                        if let Ok(v) = self.check_immediate(&cv, label, t) {
                            return Ok(v);
                        }
                    }
                    Err(self.blame_msg(label, "any_of: value didn't match any of the contracts", t))
                }
                ContractKind::Not(c) => {
                    let cv = self.force(c)?;
                    match self.check_immediate(&cv, label, t) {
                        Ok(_) => Err(self.blame_msg(
                            label,
                            "not: the value satisfied the negated contract",
                            t,
                        )),
                        Err(_) => self.force(t),
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
                                    l.message = Some(format!(
                                        "array length mismatch (expected `{}`, got `{})`",
                                        x.len(),
                                        y.len()
                                    ));
                                }
                            }
                            l.notes.push("This equality contract was auto-generated from a merge operation on two arrays. Arrays can only be merged if they are equal.".into());
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
                    for k in vr.fields.keys() {
                        if !r.fields.contains_key(k) {
                            return Err(self.blame_msg(label, &format!("extra field `{k}`"), t));
                        }
                    }
                }
                let span = label.span;
                // contract fields carry their own labels; re-label them with this contract's field path
                let merged = self.merge_records(&vr, &self.relabel(r, label), span);
                Ok(Value::Record(merged))
            }
            Value::Func(_) | Value::Match(..) | Value::Builtin(_) => {
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

    fn relabel(&self, r: &Rc<Record>, _label: &Rc<Label>) -> Rc<Record> {
        r.clone()
    }

    /// Applies a contract and checks the result immediately (deeply), for `any_of`/`not`.
    fn check_immediate(&mut self, cv: &Value, label: &Rc<Label>, t: &Thunk) -> R<Value> {
        let v = self.apply_contract(cv, label, t)?;
        self.deep_force(&v)?;
        Ok(v)
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
                if let Value::Record(rec) = self.force(&info)? {
                    if let Some(f) = rec.fields.get("message") {
                        if let Some(mt) = &f.value {
                            if let Value::Str(s) = self.force(mt)? {
                                l.message = Some(s.to_string());
                            }
                        }
                    }
                    if let Some(f) = rec.fields.get("notes") {
                        if let Some(nt) = &f.value {
                            if let Value::Array(ns) = self.force(nt)? {
                                for n in ns.iter() {
                                    if let Value::Str(s) = self.force(n)? {
                                        l.notes.push(s.to_string());
                                    }
                                }
                            }
                        }
                    }
                }
                Err(self.blame(&l, Some(t)))
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
            TypeKind::Dyn => self.force(t),
            TypeKind::Number | TypeKind::String | TypeKind::Bool => {
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
                    let mut l = (**label).clone();
                    l.kind_note = Some("expected type");
                    Err(self.blame(&l, Some(t)))
                }
            }
            TypeKind::Array(elem) => {
                let v = self.force(t)?;
                let Value::Array(items) = v else {
                    return Err(self.blame_msg(label, "expected an array", t));
                };
                let mut l = (**label).clone();
                l.span = elem.span;
                l.kind_note = Some("expected array element type");
                let pc = Rc::new(PendingContract {
                    contract: Thunk::expr(elem, env),
                    label: Rc::new(l),
                    open: None,
                });
                let out: Vec<Thunk> = items
                    .iter()
                    .map(|i| Thunk::lazy(Lazy::Contract(pc.clone(), i.clone())))
                    .collect();
                Ok(Value::Array(Rc::new(out)))
            }
            TypeKind::Dict(elem, propagate) => {
                let v = self.force(t)?;
                let Value::Record(r) = v else {
                    return Err(self.blame_msg(label, "expected a record", t));
                };
                let mut fields = r.fields.clone();
                for (name, f) in r.fields.iter() {
                    let mut l = (**label).clone();
                    l.span = elem.span;
                    l.kind_note = Some("expected dictionary field type");
                    l.value_span = Some(f.span);
                    let pc = Rc::new(PendingContract {
                        contract: Thunk::expr(elem, env),
                        label: Rc::new(l),
                        open: None,
                    });
                    let mut meta = (*f.meta).clone();
                    if *propagate {
                        meta.contracts.push(pc.clone());
                    }
                    let value = f
                        .value
                        .as_ref()
                        .map(|v| Thunk::lazy(Lazy::Contract(pc, v.clone())));
                    fields.insert(
                        name.clone(),
                        Field {
                            meta: Rc::new(meta),
                            def: f.def.clone(),
                            value,
                            span: f.span,
                            dynamic: false,
                        },
                    );
                }
                Ok(Value::Record(Rc::new(Record {
                    fields,
                    open: r.open,
                    frozen: r.frozen,
                    has_open: r.has_open,
                })))
            }
            TypeKind::Enum(rows, open) => {
                let v = self.force(t)?;
                match &v {
                    Value::Enum(tag) => {
                        if *open || rows.iter().any(|(n, a)| n == tag && a.is_none()) {
                            Ok(v)
                        } else {
                            Err(self.blame_msg(
                                label,
                                &format!("tag `'{tag}` is not included in the enum type"),
                                t,
                            ))
                        }
                    }
                    Value::Variant(tag, arg) => {
                        match rows.iter().find(|(n, a)| n == tag && a.is_some()) {
                            Some((_, Some(ty))) => {
                                let pc = Rc::new(PendingContract {
                                    contract: Thunk::expr(ty, env),
                                    label: label.clone(),
                                    open: None,
                                });
                                Ok(Value::Variant(
                                    tag.clone(),
                                    Thunk::lazy(Lazy::Contract(pc, arg.clone())),
                                ))
                            }
                            _ if *open => Ok(v),
                            _ => Err(self.blame_msg(
                                label,
                                &format!("variant `'{tag}` is not included in the enum type"),
                                t,
                            )),
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
                dl.span = dom.span;
                let mut cl = (**label).clone();
                cl.span = cod.span;
                cl.arrow_depth += 1;
                let b = Builtin {
                    name: "$arrow",
                    arity: 6,
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
                    let dynt = Expr::new(ExprKind::Type(TypeKind::Dyn), e.span);
                    env2 = bind(&env2, v.clone(), Thunk::expr(&dynt, &None));
                }
                let c = self.eval(body, &env2)?;
                self.apply_contract(&c, label, t)
            }
        }
    }
}
