//! Patterns: destructuring in `let` and `fun`, and matching in `match` (records with
//! defaults and contracts, arrays, enum tags and variants, constants, or-patterns, aliases).

use super::*;

impl Eval {
    /// Binds `pat` to `value` in `env`, failing with Nickel's destructuring error.
    pub fn destructure(&mut self, pat: &Pattern, value: Thunk, env: &Env) -> R<Env> {
        let mut binds = Vec::new();
        let mut new_env = env.clone();
        if let PatKind::Any(x) = &pat.kind {
            if let Some(a) = &pat.alias {
                new_env = bind(&new_env, a.clone(), value.clone());
            }
            return Ok(bind(&new_env, x.clone(), value));
        }
        let v = self.force(&value)?;
        if !self.match_pattern(pat, &v, &value, env, &mut binds)? {
            // nickel words every failed destructuring the same way (a missing or an extra field
            // of a record pattern too)
            return Err(EvalError::new("destructuring failed")
                .primary(pat.span, "this pattern doesn't match the value"));
        }
        for (n, t) in binds {
            new_env = bind(&new_env, n, t);
        }
        Ok(new_env)
    }

    pub(super) fn match_pattern(
        &mut self,
        pat: &Pattern,
        v: &Value,
        t: &Thunk,
        env: &Env,
        binds: &mut Vec<(Ident, Thunk)>,
    ) -> R<bool> {
        if let Some(a) = &pat.alias {
            binds.push((a.clone(), t.clone()));
        }
        match &pat.kind {
            PatKind::Any(x) => {
                binds.push((x.clone(), t.clone()));
                Ok(true)
            }
            PatKind::Wildcard => Ok(true),
            PatKind::Const(c) => {
                let cv = self.eval(c, &None)?;
                Ok(match (&cv, v) {
                    (Value::Num(a), Value::Num(b)) => a == b,
                    (Value::Str(a), Value::Str(b)) => a == b,
                    (Value::Bool(a), Value::Bool(b)) => a == b,
                    (Value::Null, Value::Null) => true,
                    _ => false,
                })
            }
            PatKind::Enum(tag, arg) => match (v, arg) {
                (Value::Enum(t2), None) => Ok(t2 == tag),
                (Value::Variant(t2, a), Some(p)) if t2 == tag => {
                    let av = self.force(a)?;
                    self.match_pattern(p, &av, a, env, binds)
                }
                _ => Ok(false),
            },
            PatKind::Or(alts) => {
                for a in alts {
                    let mut inner = Vec::new();
                    if self.match_pattern(a, v, t, env, &mut inner)? {
                        binds.extend(inner);
                        return Ok(true);
                    }
                }
                Ok(false)
            }
            PatKind::Array(items, rest) => {
                let Value::Array(arr) = v else {
                    return Ok(false);
                };
                if arr.len() < items.len() || (rest.is_none() && arr.len() != items.len()) {
                    return Ok(false);
                }
                for (p, et) in items.iter().zip(arr.iter()) {
                    let ev = if matches!(p.kind, PatKind::Any(_) | PatKind::Wildcard)
                        && p.alias.is_none()
                    {
                        Value::Null
                    } else {
                        self.force(et)?
                    };
                    if !self.match_pattern(p, &ev, et, env, binds)? {
                        return Ok(false);
                    }
                }
                if let Some(Some(r)) = rest {
                    let tail = arr.slice(items.len(), arr.len());
                    binds.push((r.clone(), Thunk::value(Value::Array(tail))));
                }
                Ok(true)
            }
            PatKind::Record(fpats, rest) => {
                let Value::Record(r) = v else {
                    return Ok(false);
                };
                for fp in fpats {
                    let ft = match r.fields.get(&fp.name) {
                        Some(f) if f.value.is_some() => f.value.clone().expect("checked"),
                        // a field without a definition takes the pattern's default, with the
                        // field's own contracts (nickel's pending contracts)
                        Some(f) if fp.default.is_some() && !f.meta.contracts.is_empty() => {
                            let cell = Rc::new(std::cell::RefCell::new(Some(r.fields.clone())));
                            let d = fp.default.as_ref().expect("checked");
                            let at = (d.span, Origin::of_expr(d));
                            wrap_contracts(&f.meta, Thunk::expr(d, env), &cell, Some(at))
                        }
                        _ => match &fp.default {
                            Some(d) => Thunk::expr(d, env),
                            None => return Ok(false),
                        },
                    };
                    let mut ft = ft;
                    let typ = fp.annot.typ.iter().map(|c| (c, true));
                    for (c, static_type) in typ.chain(fp.annot.contracts.iter().map(|c| (c, false)))
                    {
                        // nickel blames "a value" here, not a field
                        let pc = self.pending_contract(c, env, None, fp.span, static_type);
                        ft = Thunk::lazy(Lazy::Contract(pc, ft, None));
                    }
                    let fv = if matches!(fp.pat.kind, PatKind::Any(_) | PatKind::Wildcard)
                        && fp.pat.alias.is_none()
                    {
                        Value::Null
                    } else {
                        self.force(&ft)?
                    };
                    if !self.match_pattern(&fp.pat, &fv, &ft, env, binds)? {
                        return Ok(false);
                    }
                }
                match rest {
                    None => {
                        for (k, f) in r.fields.iter() {
                            if f.value.is_none() && f.meta.optional {
                                continue;
                            }
                            if !fpats.iter().any(|fp| &fp.name == k) {
                                return Ok(false);
                            }
                        }
                    }
                    Some(Some(name)) => {
                        let mut fields = r.fields.clone();
                        for f in fpats {
                            fields.remove(&f.name);
                        }
                        binds.push((
                            name.clone(),
                            Thunk::value(Value::Record(Rc::new(Record {
                                fields,
                                open: false,
                                frozen: r.frozen,
                                has_open: r.has_open,
                            }))),
                        ));
                    }
                    Some(None) => {}
                }
                Ok(true)
            }
        }
    }
}
