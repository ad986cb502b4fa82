//! The operands of `->`, `~>`, `<-` and `<~`, transformed when the expression is evaluated as
//! Puppet's RelationshipOperator transforms them: each side flattened, each element made a
//! catalog type (a string is read as a type, `'Notify[a]'`), duplicates dropped; anything else
//! is an error at the expression. The expression's value is the right side's types (the left
//! side's when the right one is empty), always an array.

use super::*;
use crate::types;

impl<'a> Compiler<'a> {
    pub(super) fn eval_relation(
        &mut self,
        op: RelOp,
        l: &Expr,
        r: &Expr,
        sc: ScopeId,
        span: Span,
    ) -> R<Val> {
        let lv = self.eval(l, sc)?;
        let rv = self.eval(r, sc)?;
        let left = self.rel_operand(&lv, op, span)?;
        let right = self.rel_operand(&rv, op, span)?;
        if let [Val::Type(t)] = right.as_slice() {
            if let Ty::Other(n) = &**t {
                if let Some(id) = n.strip_prefix("__collector:") {
                    if let Some(c) = id
                        .parse()
                        .ok()
                        .and_then(|i: usize| self.collectors.get_mut(i))
                    {
                        c.empty_alt = Some(Val::array(left.clone()));
                    }
                }
            }
        }
        let result = if right.is_empty() {
            left.clone()
        } else {
            right.clone()
        };
        self.relations.push(Relation {
            op,
            src: Val::array(left),
            tgt: Val::array(right),
            span,
        });
        Ok(Val::array(result))
    }

    /// One side: flattened, each element transformed, each once.
    fn rel_operand(&mut self, v: &Val, op: RelOp, span: Span) -> R<Vec<Val>> {
        let mut flat = Vec::new();
        // a 3.x reference a parameter holds is one for the relationship operator too
        let plain = v.plain_refs();
        flatten_refs(plain.as_ref().unwrap_or(v), &mut flat);
        let mut out: Vec<Val> = Vec::with_capacity(flat.len());
        for x in flat {
            let t = match x {
                Val::Type(t) => match &*t {
                    Ty::Other(n) if n.starts_with("__collector:") => Val::Type(t),
                    // RelationshipOperator makes `Class` a Puppet::Resource of type class
                    // without a title, which fails as the expression is evaluated
                    Ty::Class(None) => {
                        let msg = "No title provided and \"class\" is not a valid resource reference";
                        return rt_err(msg, span)
                            .map_err(|e| add_prefix(e, &format!("'{}' expression", op_text(op))));
                    }
                    Ty::Resource(..) | Ty::Class(_) | Ty::CatalogEntry => Val::Type(t),
                    other => return issue(not_catalog_type(other), span),
                },
                Val::Str(s) => match self.rel_string(&s, op, span)? {
                    t @ (Ty::Resource(..) | Ty::Class(_) | Ty::CatalogEntry) => Val::ty(t),
                    other => return issue(not_catalog_type(&other), span),
                },
                other => {
                    return issue(
                        format!(
                            "Illegal relationship operand, can not form a relationship with {}. A Catalog type is required.",
                            types::a_an(&types::value_label(&other))
                        ),
                        span,
                    )
                }
            };
            if !out.contains(&t) {
                out.push(t);
            }
        }
        Ok(out)
    }

    /// A string operand read by Puppet's TypeParser: `Type[title]`, `Class[name]` or a bare
    /// type name; any other text is no type specification (an error Puppet raises without a
    /// location, so the relationship expression names it).
    fn rel_string(&mut self, s: &str, op: RelOp, span: Span) -> R<Ty> {
        let upper = s.starts_with(|c: char| c.is_ascii_uppercase());
        if upper {
            if let Some((t, title)) = parse_ref_string(s) {
                return Ok(if t == "Class" {
                    Ty::Class(Some(title.to_lowercase().trim_start_matches("::").into()))
                } else {
                    Ty::Resource(Some(t.into()), Some(title.into()))
                });
            }
            if !s.contains(['[', ']', ' ']) {
                if let Some(t) = types::builtin_type_name(s) {
                    return Ok(t);
                }
                return Ok(Ty::Resource(Some(capitalize_name(s).into()), None));
            }
        }
        let msg = format!("The expression <{s}> is not a valid type specification.");
        rt_err::<Ty>(msg, span).map_err(|e| add_prefix(e, &format!("'{}' expression", op_text(op))))
    }
}

/// The operator as written.
fn op_text(op: RelOp) -> &'static str {
    match op {
        RelOp::Before => "->",
        RelOp::Notify => "~>",
        RelOp::Require => "<-",
        RelOp::Subscribe => "<~",
    }
}

/// NOT_CATALOG_TYPE.
fn not_catalog_type(t: &Ty) -> String {
    format!("Illegal relationship operand, can not form a relationship with something of type {t}. A Catalog type is required.")
}
