//! Defines evaluated lazily and the catalog's finishing: defaults, tags, relationships.

use super::*;
use crate::resource_types;
use crate::types;

impl<'a> Compiler<'a> {
    pub(super) fn evaluate_define(&mut self, rid: ResId) -> R<()> {
        self.res[rid].evaluated = true;
        let tname = self.res[rid].ty.to_lowercase();
        let Some(def) = self.find_define(&tname).map_err(Flow::Err)? else {
            return Ok(());
        };
        let Definition::Define {
            params: pdefs,
            body,
            ..
        } = &*def
        else {
            return Ok(());
        };
        let decl_scope = self.res[rid].scope;
        let span = self.res[rid].span.unwrap_or_default();
        let title = self.res[rid].title.clone();
        let reference: Arc<str> = Arc::from(format!("{}[{}]", self.res[rid].ty, title));
        let lex_parent = self.enclosing(decl_scope);
        let dsc = self.new_scope(Scope {
            parent: Some(lex_parent),
            dyn_parent: Some(decl_scope),
            resource: Some(rid),
            source: tname.as_str().into(),
            module: tname.split("::").next().unwrap_or("").into(),
            ..Default::default()
        });
        self.scopes[dsc]
            .vars
            .insert("title".into(), Val::Str(title.clone()));
        let name = self.res[rid]
            .params
            .get("name")
            .cloned()
            .unwrap_or(Val::Str(title.clone()));
        self.scopes[dsc].vars.insert("name".into(), name);
        let module = tname.split("::").next().unwrap_or("").to_string();
        let in_module = self.is_module_class(&def);
        self.scopes[dsc].vars.insert(
            "module_name".into(),
            Val::str(if in_module { &module } else { "" }),
        );
        let caller = crate::functions::stdlib::module_name_of(self, decl_scope);
        self.scopes[dsc]
            .vars
            .insert("caller_module_name".into(), caller);
        // Resource::Type#set_resource_parameters assigns every parameter the resource has
        // (its metaparameters too: `$tag`, `$require`, ...) to the scope, before the defaults
        let metas: Vec<(Arc<str>, Val)> = self.res[rid]
            .params
            .iter()
            .filter(|(k, _)| {
                resource_types::METAPARAMS.contains(&&***k) && !pdefs.iter().any(|p| p.name == **k)
            })
            .map(|(k, v)| (k.clone(), v.clone()))
            .collect();
        for (k, v) in metas {
            // 3.x values like the parameters (`$before` is `[Notify[a]]`)
            self.scopes[dsc].vars.insert(k, params::scope_value(&v));
        }
        let r = (|| {
            let mut errors = params::unknown_params(pdefs, self.res[rid].params.keys());
            // the given values are assigned before any default is evaluated
            for p in pdefs {
                match self.res[rid].params.get(&p.name) {
                    Some(v) if !v.is_undef() => {
                        let v = params::scope_value(v);
                        self.scopes[dsc].vars.insert(p.name.clone(), v);
                    }
                    _ => {}
                }
            }
            for p in pdefs {
                let given = self.res[rid].params.get(&p.name).cloned();
                let v = match given {
                    Some(v) if !v.is_undef() => v,
                    Some(_) => match &p.default {
                        Some(d) => {
                            let r = self.eval_param_default(d, dsc, &def, &p.name, &reference);
                            r.map_err(|f| self.define_failure(f, span))?
                        }
                        None => Val::Undef,
                    },
                    None => match &p.default {
                        Some(d) => {
                            let r = self.eval_param_default(d, dsc, &def, &p.name, &reference);
                            r.map_err(|f| self.define_failure(f, span))?
                        }
                        None => {
                            errors.push(format!("expects a value for parameter '{}'", p.name));
                            continue;
                        }
                    },
                };
                errors.extend(self.param_mismatch(p, &v, dsc)?);
                let held = params::scope_value(&v);
                self.scopes[dsc].vars.insert(p.name.clone(), held);
                if !v.is_undef() {
                    let was_set =
                        matches!(self.res[rid].params.get(&p.name), Some(x) if !x.is_undef());
                    if !was_set && !self.collectors.is_empty() && self.changed.last() != Some(&rid)
                    {
                        self.changed.push(rid);
                    }
                    // set_parameter tags the resource with a `tag` parameter's value
                    if &*p.name == "tag" {
                        self.add_tags_from(rid, &v)?;
                    }
                    self.res[rid].params.insert(p.name.clone(), v);
                }
            }
            // Puppet checks them where it evaluates the define: the error is located by the
            // resource's file and line (no column).
            params::raise_param_errors(&reference, &errors, span).map_err(|f| match f {
                Flow::Err(e) => Flow::Err(PErr::line_only(
                    format!("Error while evaluating a Resource Statement, {}", e.msg),
                    Some(span),
                )),
                other => other,
            })
        })();
        r.map_err(|e| add_prefix(e, "Resource Statement"))?;
        // Puppet evaluates a define's body in `Compiler#evaluate_definitions`, which turns any
        // Puppet::Error `e` into RUNTIME_ERROR on the resource: "Error while evaluating a
        // Resource Statement, " + e.message, where e.message is the whole inner error (its
        // "Evaluation Error: " label and its location), located at the declaration.
        let r = self.eval_block(body, dsc);
        body_result(self, r).map_err(|f| match f {
            // Puppet 7.23 reports it inside the evaluator, at the break (and without " on
            // node"; strata keeps that suffix)
            Flow::Err(mut e) if e.msg.starts_with("break()") => {
                e.msg = format!("Error while evaluating an Object, {}", e.msg);
                e.outside = false;
                Flow::Err(e)
            }
            Flow::Err(e) => {
                // The declaration's place is the resource's file and line (no column).
                let inner = self.error_out(e).render_message();
                Flow::Err(PErr::line_only(
                    format!("Error while evaluating a Resource Statement, {inner}"),
                    Some(span),
                ))
            }
            other => other,
        })?;
        Ok(())
    }

    /// Compiler#evaluate_definitions reports a Puppet::Error raised while a define is
    /// evaluated (its parameters' defaults, its body) as RUNTIME_ERROR on the resource: "Error
    /// while evaluating a Resource Statement, " + the whole inner error (its "Evaluation
    /// Error: " label and location), located at the declaration's file and line.
    fn define_failure(&self, f: Flow, span: Span) -> Flow {
        match f {
            Flow::Err(e) if e.wrapped => {
                let inner = self.error_out(e).render_message();
                Flow::Err(PErr::line_only(
                    format!("Error while evaluating a Resource Statement, {inner}"),
                    Some(span),
                ))
            }
            other => other,
        }
    }

    pub(super) fn finish(&mut self) -> R<()> {
        // Compiler#compile: the generators (realize() included) have run; `finish` evaluates
        // the relationship operators, then merges each resource's overrides and finishes it
        // (defaults, tags, parameter validation, virtual ones too); then the overrides and
        // realizations left unresolved fail; then the catalog validators run.
        // realize() targets
        let rp = std::mem::take(&mut self.realize_pending);
        let mut missing_realized = Vec::new();
        for (t, title, span) in &rp {
            // FixedSetCollector: `catalog.resource`, by title, then by alias or uniqueness key
            match self.find_by_ref(t, title) {
                Some(rid) => self.realize(rid),
                // the reference as Puppet::Resource writes it (`Class[K]`)
                None => {
                    let shown = if t.as_ref() == "Class" {
                        capitalize_name(title)
                    } else {
                        title.to_string()
                    };
                    missing_realized.push((format!("{t}[{shown}]"), *span))
                }
            }
        }
        // relationships
        let rels = std::mem::take(&mut self.relations);
        // resources by the statement that made them, built when first needed (below)
        let mut by_span: Option<FastMap<Span, Vec<ResId>>> = None;
        for rel in &rels {
            // The source side (the left operand of `->`/`~>`, the right one of `<-`/`<~`)
            // takes an empty collector's alternative.
            let forward = matches!(rel.op, RelOp::Before | RelOp::Notify);
            let srcs = self.resolve_rel_operand(&rel.src, rel.span, forward)?;
            let tgts = self.resolve_rel_operand(&rel.tgt, rel.span, !forward)?;
            for s in &srcs {
                for t in &tgts {
                    let (from, to, param) = match rel.op {
                        RelOp::Before => (s, t, "before"),
                        RelOp::Notify => (s, t, "notify"),
                        RelOp::Require => (t, s, "before"),
                        RelOp::Subscribe => (t, s, "notify"),
                    };
                    // Puppet::Parser::Relationship#evaluate raises these without a location.
                    // Relationship#evaluate: `catalog.resource`, by title, then by alias or
                    // uniqueness key (`File['/a/']`, `Package['nginx']` named by `name`)
                    let Some(fid) = self.find_by_ref(&from.0, &from.1) else {
                        return Err(Flow::Err(
                            PErr::located_in_text(format!(
                                "Could not find resource '{}[{}]' for relationship on '{}[{}]'",
                                from.0, from.1, to.0, to.1
                            ))
                            .outside(),
                        ));
                    };
                    if self.find_by_ref(&to.0, &to.1).is_none() {
                        return Err(Flow::Err(
                            PErr::located_in_text(format!(
                                "Could not find resource '{}[{}]' for relationship from '{}[{}]'",
                                to.0, to.1, from.0, from.1
                            ))
                            .outside(),
                        ));
                    }
                    let target = Val::ty(if &*to.0 == "Class" {
                        Ty::Class(Some(to.1.to_lowercase().into()))
                    } else {
                        Ty::Resource(Some(to.0.clone()), Some(to.1.clone()))
                    });
                    let old = self.res[fid].params.get(param).cloned();
                    let nv = match old {
                        None | Some(Val::Undef) => Val::array(vec![target]),
                        Some(Val::Array(a)) => {
                            let mut items = (*a).clone();
                            items.push(target);
                            let nv = Val::array(items);
                            // Relationship#mk_relationship appends to the parameter's Ruby array
                            // itself: the other resources of the same statement holding that
                            // same array (`package { [a, b]: before => $list }`) see the append
                            if Arc::strong_count(&a) > 2 {
                                if let Some(sp) = self.res[fid].span {
                                    let idx = by_span.get_or_insert_with(|| {
                                        let mut m: FastMap<Span, Vec<ResId>> = FastMap::default();
                                        for (id, r) in self.res.iter().enumerate() {
                                            if let Some(s) = r.span {
                                                m.entry(s).or_default().push(id);
                                            }
                                        }
                                        m
                                    });
                                    for &peer in idx.get(&sp).map(|v| v.as_slice()).unwrap_or(&[]) {
                                        if peer == fid {
                                            continue;
                                        }
                                        for (_, pv) in self.res[peer].params.iter_mut() {
                                            if matches!(pv, Val::Array(b) if Arc::ptr_eq(b, &a)) {
                                                *pv = nv.clone();
                                            }
                                        }
                                    }
                                }
                            }
                            nv
                        }
                        Some(x) => Val::array(vec![x, target]),
                    };
                    self.res[fid].params.insert(param.into(), nv);
                }
            }
        }
        // pending overrides
        let pending = std::mem::take(&mut self.overrides);
        // Compiler#fail_on_unevaluated_overrides names every override left, grouped by the
        // reference they name (in the order the references were first overridden)
        let mut missing_overrides: Vec<((Arc<str>, Arc<str>), usize, Span)> = Vec::new();
        for o in &pending {
            let key = (o.ty.clone(), o.title.clone());
            // Compiler#evaluate_overrides: `catalog.resource`, by alias or uniqueness key too
            match self.find_by_ref(&key.0, &key.1) {
                Some(rid) => self.apply_override(rid, o, false)?,
                None => match missing_overrides.iter_mut().find(|m| m.0 == key) {
                    Some(m) => m.1 += 1,
                    None => missing_overrides.push((key, 1, o.span)),
                },
            }
        }
        // defaults and tags
        for rid in 0..self.res.len() {
            if self.res[rid].kind == Kind::Builtin {
                self.apply_defaults(rid)?;
            }
            // Resource#finish_evaluation copies the scope resource's tags when a resource is
            // evaluated: a class when it is declared (done then), the others by now
            if let Some(tp) = self.res[rid].tag_parent {
                if self.res[rid].ty.as_ref() != "Class" {
                    let seen = self.res[rid].parent_tags_seen;
                    let ptags: Vec<Arc<str>> =
                        self.res[tp].tags.iter().skip(seen).cloned().collect();
                    self.res[rid].parent_tags_seen = seen + ptags.len();
                    // Collectors have run: the tag index is no longer read.
                    self.res[rid].tags.extend(ptags);
                }
            }
        }
        // validate (Resource#finish validates virtual resources as well)
        for rid in 0..self.res.len() {
            let r = &self.res[rid];
            if r.kind == Kind::Builtin {
                if let Some(t) = self.known_type(&r.ty) {
                    for k in r.params.keys() {
                        if !t.valid_attr(k) {
                            let span = r.span.unwrap_or_default();
                            return issue(
                                format!("no parameter named '{k}' on {}[{}]", r.ty, r.title),
                                span,
                            );
                        }
                    }
                }
            }
        }
        if let Some((_, _, span)) = missing_overrides.first() {
            let names: Vec<String> = missing_overrides
                .iter()
                .flat_map(|((t, title), n, _)| std::iter::repeat_n(format!("{t}[{title}]"), *n))
                .collect();
            return issue(
                format!(
                    "Could not find resource(s) {} for overriding",
                    names.join(", ")
                ),
                *span,
            );
        }
        if let Some((_, span)) = missing_realized.first() {
            let names: Vec<String> = missing_realized.iter().map(|m| m.0.clone()).collect();
            return issue(
                format!("Failed to realize virtual resources {}", names.join(", ")),
                *span,
            );
        }
        // CatalogValidator::RelationshipValidator (after every resource's `finish`)
        for rid in 0..self.res.len() {
            if self.res[rid].virt {
                continue;
            }
            for meta in ["require", "before", "notify", "subscribe"] {
                let Some(v) = self.res[rid].params.get(meta) else {
                    continue;
                };
                let mut refs = Vec::new();
                flatten_refs(v, &mut refs);
                for x in refs {
                    // RelationshipValidator: `catalog.resource(r.to_s)` raises Puppet::Resource's
                    // ArgumentError for text that is no `Type[title]`.
                    let text = match &x {
                        Val::Str(s) => Some(s.to_string()),
                        Val::Int(_) | Val::Float(_) | Val::Bool(_) => Some(x.to_display()),
                        // Hash#to_s is its inspect
                        Val::Hash(_) => Some(crate::functions::stdlib::inspect(&x)),
                        // a title-less reference is converted to `Puppet::Resource.new(type,
                        // nil)`, written `Type[]`
                        Val::Type(t) => match &**t {
                            Ty::Resource(Some(ty), None) => Some(format!("{ty}[]")),
                            _ => None,
                        },
                        _ => None,
                    };
                    if let Some(t) = text.filter(|t| !is_reference_text(t)) {
                        let msg = format!(
                            "No title provided and {} is not a valid resource reference",
                            crate::functions::stdlib::inspect(&Val::Str(t.into()))
                        );
                        return Err(self.validation_error(rid, meta, msg));
                    }
                    // a reference whose type is written as the catalog writes it (`File`):
                    // looked up as it is, without copies
                    if let Val::Type(t) = &x {
                        if let Ty::Resource(Some(ty), Some(title)) = &**t {
                            if ty.as_ref() != "Class" && is_capitalized(ty) {
                                let k = (ty.clone(), title.clone());
                                if self.find_by_ref(&k.0, &k.1).is_none() {
                                    let msg = format!(
                                        "Could not find resource '{}[{}]' in parameter '{meta}'",
                                        k.0, k.1
                                    );
                                    return Err(self.validation_error(rid, meta, msg));
                                }
                                continue;
                            }
                        }
                    }
                    let key = match &x {
                        Val::Str(s) => parse_ref_string(s),
                        other => other.as_resource_ref(),
                    };
                    if let Some((t, title)) = key {
                        let k = if t == "Class" {
                            (
                                Arc::<str>::from("Class"),
                                Arc::<str>::from(capitalize_name(&title)),
                            )
                        } else {
                            (
                                Arc::<str>::from(capitalize_name(&t)),
                                Arc::<str>::from(title.as_str()),
                            )
                        };
                        // Catalog#resource: by title, else by the uniqueness key the title
                        // gives through the type's title patterns (`File['/tmp/x/']`)
                        let found = self.find_by_ref(&k.0, &k.1).is_some();
                        if !found {
                            // `r.to_s`: a string as it is written, a reference as Puppet
                            // writes it
                            let shown = match &x {
                                Val::Str(s) => s.to_string(),
                                _ => format!("{}[{}]", k.0, k.1),
                            };
                            let msg =
                                format!("Could not find resource '{shown}' in parameter '{meta}'");
                            return Err(self.validation_error(rid, meta, msg));
                        }
                    }
                }
            }
        }
        // an untitled `File` in a parameter is a 3.x Puppet::Resource of title '' whose title
        // patterns fail as the catalog is made (after its validation; no place)
        for r in self.res.iter().filter(|r| !r.virt) {
            let untitled_file = r.params.iter().any(|(k, v)| {
                !matches!(&**k, "before" | "require" | "notify" | "subscribe")
                    && super::catalog::contains_untitled_file(v)
            });
            if untitled_file {
                return Err(Flow::Err(PErr::raised_outside(
                    "No set of title patterns matched the title \"\".",
                    None,
                )));
            }
        }
        // serialization (ToDataConverter) runs after the compiler's catalog validation: its
        // issues (errors under --strict) come after every relationship error
        for rid in 0..self.res.len() {
            if self.res[rid].virt {
                continue;
            }
            let mut found = Vec::new();
            for (k, v) in self.res[rid].params.iter() {
                if to_data::is_plain(v) {
                    continue;
                }
                let r = &self.res[rid];
                let mut path = format!("{}[{}]['{k}']", r.ty, r.title);
                to_data::issues(v, &mut path, &mut found);
            }
            if let Some(first) = found.first() {
                if self.opts.strict {
                    return issue(first.clone(), self.res[rid].span.unwrap_or_default());
                }
                self.warnings.extend(found);
            }
            for (k, v) in self.res[rid].params.iter() {
                if to_data::is_plain(v) {
                    continue;
                }
                let r = &self.res[rid];
                let prefix = format!("{}[{}]['{k}']", r.ty, r.title);
                if let Some(msg) = super::data_keys::unknown_key_issue(&prefix, v) {
                    if self.opts.strict {
                        return issue(msg, r.span.unwrap_or_default());
                    }
                    self.warnings.push(msg);
                }
            }
        }
        Ok(())
    }

    /// Puppet's CatalogValidationError: located at the attribute's file and line (no column),
    /// not an evaluation error.
    fn validation_error(&self, rid: ResId, meta: &str, msg: String) -> Flow {
        let span = self
            .relation_param_spans
            .get(&(rid, Arc::from(meta)))
            .copied()
            .or(self.res[rid].span);
        Flow::Err(PErr::line_only(msg, span).outside())
    }

    pub(super) fn resolve_rel_operand(
        &mut self,
        v: &Val,
        span: Span,
        source: bool,
    ) -> R<Vec<(Arc<str>, Arc<str>)>> {
        let mut out = Vec::new();
        let mut flat = Vec::new();
        flatten_refs(v, &mut flat);
        for x in flat {
            match &x {
                Val::Type(t) => match &**t {
                    Ty::Other(n) if n.starts_with("__collector:") => {
                        let id: usize = n["__collector:".len()..].parse().unwrap_or(0);
                        let matched: Vec<ResId> = self.collectors.get(id).map(|c| c.matched.iter().copied().collect()).unwrap_or_default();
                        if matched.is_empty() && source {
                            if let Some(alt) = self.collectors.get(id).and_then(|c| c.empty_alt.clone()) {
                                out.extend(self.resolve_rel_operand(&alt, span, true)?);
                                continue;
                            }
                        }
                        for rid in matched {
                            out.push((self.res[rid].ty.clone(), self.res[rid].title.clone()));
                        }
                    }
                    Ty::Resource(Some(ty), Some(title)) => {
                        // Runtime3Converter's find_resource_type gives nil for a type that is
                        // neither a resource type nor a define (`Resource['nosuch', 'x']`), and
                        // Puppet::Resource.new(nil, title) is a class reference (`Class[X]`)
                        let known = matches!(&*ty.to_lowercase(), "class" | "node" | "stage")
                            || self.resource_type(ty).ok().flatten().is_some()
                            || self.find_define(ty).ok().flatten().is_some();
                        if known {
                            out.push((ty.clone(), title.clone()))
                        } else {
                            out.push(("Class".into(), capitalize_name(title).into()))
                        }
                    }
                    Ty::Class(Some(n)) => out.push(("Class".into(), capitalize_name(n).into())),
                    // Puppet::Resource.new(type, nil) when the relationship is evaluated
                    Ty::Resource(Some(ty), None) => {
                        return Err(Flow::Err(
                            PErr::located_in_text(format!(
                                "No title provided and \"{ty}[]\" is not a valid resource reference"
                            ))
                            .outside(),
                        ))
                    }
                    _ => return issue(format!("Illegal relationship operand, can not form a relationship with {}. A Catalog type is required.", types::a_an_type(&x)), span),
                },
                Val::Str(s) => match parse_ref_string(s) {
                    Some((t, title)) => {
                        if t == "Class" {
                            out.push(("Class".into(), capitalize_name(&title).into()))
                        } else {
                            out.push((capitalize_name(&t).into(), title.into()))
                        }
                    }
                    None => return issue("Illegal relationship operand, can not form a relationship with a String value. A Catalog type is required.", span),
                },
                Val::Undef => {}
                other => return issue(format!("Illegal relationship operand, can not form a relationship with {}. A Catalog type is required.", types::a_an_type(other)), span),
            }
        }
        Ok(out)
    }
}

/// Whether `capitalize_name` gives the name back as it is (every segment starts with an
/// ASCII capital; other names take the long way).
fn is_capitalized(name: &str) -> bool {
    !name.is_empty()
        && name
            .split("::")
            .all(|seg| seg.as_bytes().first().is_some_and(u8::is_ascii_uppercase))
}

/// Whether text is a resource reference as `Puppet::Resource.extract_type_and_title` reads one
/// (`/^([^\[\]]+)\[(.+)\]$/m`: some line is a type without brackets, then a non-empty title in
/// brackets).
fn is_reference_text(s: &str) -> bool {
    s.split('\n').any(|line| {
        let Some(open) = line.find('[') else {
            return false;
        };
        let ty = &line[..open];
        !ty.is_empty() && !ty.contains(']') && line.len() >= open + 3 && line.ends_with(']')
    })
}

#[cfg(test)]
mod tests {
    use super::is_reference_text;

    #[test]
    fn reference_texts() {
        assert!(is_reference_text("File[/a]"));
        assert!(is_reference_text("Foo::Bar[x[1]]"));
        assert!(!is_reference_text("tooth_fairy"));
        assert!(!is_reference_text("File[]"));
        assert!(!is_reference_text("[x]"));
        assert!(!is_reference_text("File[x"));
    }
}
