//! Patterns: `or` alternatives, `@` aliases, record patterns with defaults and annotations,
//! array patterns with `..rest`, enum tags and variants, constants.

use super::*;

impl Parser<'_> {
    /// A full pattern (with `or` alternatives).
    pub(super) fn pattern(&mut self) -> PResult<Pattern> {
        let start = self.start();
        let first = self.pattern_single()?;
        if self.is_kw("or") && !matches!(self.peek_next(), Tok::Punct("=>" | "," | "=" | ")")) {
            let mut alts = vec![first];
            while self.is_kw("or")
                && !matches!(self.peek_next(), Tok::Punct("=>" | "," | "=" | ")"))
            {
                self.bump();
                alts.push(self.pattern_single()?);
            }
            // every alternative binds the same variables
            let sets: Vec<Vec<(Ident, Span)>> = alts
                .iter()
                .map(|a| {
                    let mut vars = Vec::new();
                    pattern_vars(a, &mut vars);
                    vars
                })
                .collect();
            // (nickel reports it when it typechecks the program: see `Program::deferred`)
            'check: for set in &sets {
                for (v, vspan) in set {
                    if !sets.iter().all(|other| other.iter().any(|(w, _)| w == v)) {
                        if self.deferred.is_none() {
                            self.deferred = Some(ParseError {
                                labels: Vec::new(),
                                msg: "or-pattern variable mismatch".into(),
                                span: *vspan,
                                note: Some(
                                    "All branches of an or-pattern must bind exactly the same \
                                     set of variables"
                                        .into(),
                                ),
                            });
                        }
                        break 'check;
                    }
                }
            }
            return Ok(Pattern {
                alias: None,
                kind: PatKind::Or(alts),
                span: self.span_from(start),
            });
        }
        Ok(first)
    }

    /// A pattern without top-level `or`: may be an enum variant pattern `'Tag pat`.
    pub(super) fn pattern_single(&mut self) -> PResult<Pattern> {
        let start = self.start();
        if let Tok::EnumTag(t) = self.peek().clone() {
            if !matches!(
                self.peek_next(),
                Tok::Punct("=>" | "," | ")" | "]" | "}" | "=" | "|") | Tok::Ident(_)
            ) || matches!(self.peek_next(), Tok::Ident(s) if *s != "or" && *s != "if")
            {
                self.bump();
                let arg = self.pattern_atom()?;
                return Ok(Pattern {
                    alias: None,
                    kind: PatKind::Enum(t, Some(Box::new(arg))),
                    span: self.span_from(start),
                });
            }
        }
        let p = self.pattern_atom()?;
        // `'Tag or` followed by the end of the pattern: `or` is the variable bound to the
        // argument, not an alternative
        if let PatKind::Enum(t, None) = &p.kind {
            if self.is_kw("or")
                && matches!(
                    self.peek_next(),
                    Tok::Punct("=>" | "," | "=" | ")" | "]" | "}")
                )
            {
                let sp = self.span_here();
                self.bump();
                return Ok(Pattern {
                    alias: None,
                    kind: PatKind::Enum(
                        t.clone(),
                        Some(Box::new(Pattern {
                            alias: None,
                            kind: PatKind::Any(Ident::new("or")),
                            span: sp,
                        })),
                    ),
                    span: self.span_from(start),
                });
            }
        }
        Ok(p)
    }

    /// A pattern atom: identifier (maybe `x @ pat`), `_`, constant, tag, record, array, `( pat )`.
    pub(super) fn pattern_atom(&mut self) -> PResult<Pattern> {
        let start = self.start();
        let sp = self.span_here();
        match self.peek().clone() {
            Tok::Ident("null" | "true" | "false") => {
                let e = self.primary()?;
                Ok(Pattern {
                    alias: None,
                    kind: PatKind::Const(e),
                    span: sp,
                })
            }
            Tok::Ident(s) if !is_kw(s) => {
                self.bump();
                if self.eat("@") {
                    // the aliased pattern may be an enum variant pattern (`y @ 'Bar x`)
                    let mut inner = self.pattern_single()?;
                    inner.alias = Some(Ident::new(s));
                    inner.span = self.span_from(start);
                    return Ok(inner);
                }
                Ok(Pattern {
                    alias: None,
                    kind: PatKind::Any(Ident::new(s)),
                    span: sp,
                })
            }
            Tok::Punct("_") => {
                self.bump();
                Ok(Pattern {
                    alias: None,
                    kind: PatKind::Wildcard,
                    span: sp,
                })
            }
            Tok::Num(_) | Tok::StrStart { .. } => {
                let e = self.primary()?;
                Ok(Pattern {
                    alias: None,
                    kind: PatKind::Const(e),
                    span: sp,
                })
            }
            Tok::Punct("-") => {
                self.bump();
                let e = self.primary()?;
                let e = match &e.kind {
                    ExprKind::Num(n) => Expr::new(ExprKind::Num(n.neg()), self.span_from(start)),
                    _ => return Err(self.unexpected()),
                };
                Ok(Pattern {
                    alias: None,
                    kind: PatKind::Const(e),
                    span: sp,
                })
            }
            Tok::EnumTag(t) => {
                self.bump();
                Ok(Pattern {
                    alias: None,
                    kind: PatKind::Enum(t, None),
                    span: sp,
                })
            }
            Tok::Punct("(") => {
                self.bump();
                let p = self.pattern()?;
                self.expect(")")?;
                Ok(p)
            }
            Tok::Punct("[") => {
                self.bump();
                let mut items = Vec::new();
                let mut rest = None;
                while !self.is_punct("]") {
                    if self.eat("..") {
                        rest = Some(self.pattern_rest()?);
                        break;
                    }
                    items.push(self.pattern()?);
                    if !self.eat(",") {
                        break;
                    }
                }
                self.expect("]")?;
                Ok(Pattern {
                    alias: None,
                    kind: PatKind::Array(items, rest),
                    span: self.span_from(start),
                })
            }
            Tok::Punct("{") => {
                self.bump();
                let mut fields = Vec::new();
                let mut rest = None;
                while !self.is_punct("}") {
                    if self.eat("..") {
                        rest = Some(self.pattern_rest()?);
                        break;
                    }
                    let fstart = self.start();
                    let fsp = self.span_here();
                    let name = match self.peek() {
                        Tok::StrStart { .. } => match self.field_name()? {
                            FieldName::Static(n, _) => n,
                            FieldName::Dynamic(_) => return Err(self.unexpected()),
                        },
                        _ => match self.bump() {
                            Tok::Ident(n) => Ident::new(n),
                            _ => {
                                return Err(ParseError {
                                    labels: Vec::new(),
                                    msg: "unexpected token".into(),
                                    span: fsp,
                                    note: None,
                                })
                            }
                        },
                    };
                    let mut annot = Annot::default();
                    let mut default = None;
                    loop {
                        if self.eat("?") {
                            default = Some(self.infix(0)?);
                        } else if self.eat("|") {
                            annot.contracts.push(self.annot_type()?);
                        } else if self.eat(":") {
                            annot.typ = Some(self.annot_type()?);
                        } else {
                            break;
                        }
                    }
                    let pat = if self.eat("=") {
                        self.pattern()?
                    } else {
                        Pattern {
                            alias: None,
                            kind: PatKind::Any(name.clone()),
                            span: fsp,
                        }
                    };
                    fields.push(FieldPat {
                        name,
                        annot,
                        default,
                        pat,
                        span: self.span_from(fstart),
                    });
                    if !self.eat(",") {
                        break;
                    }
                }
                self.expect("}")?;
                // a field matched twice at the top of a record pattern
                for (i, f) in fields.iter().enumerate() {
                    if fields[..i].iter().any(|p| p.name == f.name) {
                        return Err(ParseError {
                            labels: Vec::new(),
                            msg: format!("duplicated binding `{}` in record pattern", f.name),
                            span: f.span,
                            note: None,
                        });
                    }
                }
                Ok(Pattern {
                    alias: None,
                    kind: PatKind::Record(fields, rest),
                    span: self.span_from(start),
                })
            }
            _ => Err(self.unexpected()),
        }
    }
}
