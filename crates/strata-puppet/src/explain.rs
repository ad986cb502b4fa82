//! `strata explain puppet`: where a resource, or one of its parameters, came from.
//!
//! A parameter of a resource gets its value from these definitions, in Puppet's order:
//!
//! 1. the declaration (`file { '/etc/motd': content => ... }`); for a class, the parameter
//!    given in a resource-like declaration, else Hiera's automatic parameter lookup of
//!    `class::param`, else the parameter's default;
//! 2. resource defaults (`File { mode => ... }`) of the scope the resource was declared in and
//!    of the scopes that declared that one (the nearest wins), applied only to parameters the
//!    declaration left unset;
//! 3. overrides, in the order they are applied: `File['x'] { ... }` in the class or a subclass
//!    of the class that declared the resource, and the `{ ... }` of collectors
//!    (`File <| tag == 'x' |> { ... }`) that match it. An override replaces the value; `+>`
//!    appends to it (the parts are merged).
//!
//! A normal compile keeps none of this: the compiler holds an `Option<Box<Trace>>` that is
//! `None`, tested only where a resource is made, where defaults and overrides are applied and
//! where a class parameter is set. `strata explain` sets a [`Trace`] for the one resource it
//! explains before compiling; the trace records the declaration's attributes (with their
//! positions), every default considered for it (applied or not), every override, and the
//! source of each class parameter (re-running the Hiera lookup with a record of the files it
//! read). The explanation is then built from the trace and the finished catalog: the value
//! explained is always the catalog's.

pub(crate) mod trace;

use crate::ast::{AttrOp, Definition, Expr, ExprKind, Param, StrSeg};
use crate::eval::{Compiler, Override, ResId, ScopeId, R};
use crate::value::Val;
use std::sync::Arc;
use strata_core::explain::{Definition as Def, Explanation, Input, Location, Role};
use strata_core::Span;
use trace::Event;
pub use trace::Trace;

/// Where Hiera gave a value ([`Compiler::hiera_origin_traced`]).
#[derive(Debug, Clone, PartialEq)]
pub struct HieraOrigin {
    /// The key looked up (`ntp::servers`).
    pub key: String,
    /// The data file, as the compile read it.
    pub file: String,
    /// The line of the key in the file (1 when the key was not found as a top-level key).
    pub line: u32,
    /// The hierarchy level that named the file (its `name` in `hiera.yaml`).
    pub level: String,
}

/// What the winning definition of a parameter reads that Hiera may have given.
enum HieraRead {
    /// A variable that is no local assignment: maybe a class parameter.
    Var(String),
    /// A `lookup('key', ...)` call.
    Lookup(String),
}

/// One parameter's candidate definition while the explanation is built.
struct Candidate {
    span: Option<Span>,
    value: Val,
    role: Role,
    reason: String,
}

impl Compiler<'_> {
    /// Keeps a [`Trace`] of `ty[title]` during the next [`Compiler::run`].
    pub fn trace_resource(&mut self, ty: &str, title: &str) {
        self.trace = Some(Box::new(Trace::new(ty, title)));
    }

    fn is_traced(&self, rid: ResId) -> bool {
        let Some(t) = &self.trace else { return false };
        let r = &self.res[rid];
        *r.ty == *t.ty
            && if t.ty == "Class" {
                r.title.to_lowercase() == t.title
            } else {
                *r.title == *t.title
            }
    }

    /// A resource was made: when it is the traced one, keep its declaration.
    pub(crate) fn trace_declared(
        &mut self,
        rid: ResId,
        ops: &[(Arc<str>, Val, bool, Span)],
        span: Span,
    ) {
        if !self.is_traced(rid) {
            return;
        }
        if let Some(t) = self.trace.as_deref_mut() {
            t.rid = Some(rid);
            t.declared = Some(span);
            t.attrs = ops.to_vec();
        }
    }

    /// A `Type { ... }` defaults expression of scope `sc` was evaluated.
    pub(crate) fn trace_default_spans(&mut self, sc: ScopeId, ty: &Arc<str>, ops: &[AttrOp]) {
        if let Some(t) = self.trace.as_deref_mut() {
            for op in ops {
                t.default_spans
                    .insert((sc, ty.clone(), op.name.clone()), op.span);
            }
        }
    }

    /// A default of `scope` is considered for the traced resource.
    pub(crate) fn trace_default(
        &mut self,
        rid: ResId,
        scope: ScopeId,
        param: &Arc<str>,
        value: &Val,
    ) {
        let applied = !self.res[rid].params.contains_key(param);
        if let Some(t) = self.trace.as_deref_mut() {
            t.events.push(Event::Default {
                param: param.clone(),
                value: value.clone(),
                scope,
                applied,
            });
        }
    }

    /// An override is applied to the traced resource.
    pub(crate) fn trace_override(&mut self, _rid: ResId, o: &Override, collector: bool) {
        if let Some(t) = self.trace.as_deref_mut() {
            for (param, value, append) in &o.ops {
                t.events.push(Event::Override {
                    param: param.clone(),
                    value: value.clone(),
                    append: *append,
                    span: o.span,
                    collector,
                });
            }
        }
    }

    /// A parameter of the traced class got `value`: records where from (the declaration,
    /// Hiera, or the default), looking the key up again with a record of the files read.
    pub(crate) fn trace_class_param(
        &mut self,
        p: &Param,
        given: Option<&Val>,
        value: &Val,
        span: Span,
        csc: ScopeId,
    ) -> R<()> {
        let class = self
            .trace
            .as_ref()
            .map(|t| t.title.clone())
            .unwrap_or_default();
        let key = format!("{class}::{}", p.name);
        let saved = self.hiera.explain.replace(Box::default());
        let found = self.hiera_lookup(&key, csc, span);
        let record = std::mem::replace(&mut self.hiera.explain, saved);
        let hiera = found?.map(|_| {
            let files = record.map(|x| x.found_files()).unwrap_or_default();
            (key, files)
        });
        let given = given.filter(|v| !v.is_undef()).map(|v| (v.clone(), span));
        if let Some(t) = self.trace.as_deref_mut() {
            t.events.push(Event::ClassParam {
                param: p.name.clone(),
                value: value.clone(),
                given,
                hiera,
                default: p.default.as_ref().map(|d| d.span),
            });
        }
        Ok(())
    }

    /// The explanation of the traced resource (`param`: one of its parameters) after a
    /// finished [`Compiler::run`]; `path` is the path as the user wrote it.
    pub fn explain_traced(
        &mut self,
        path: &str,
        param: Option<&str>,
    ) -> Result<Explanation, String> {
        let Some(t) = self.trace.take() else {
            return Err("nothing was traced".into());
        };
        let r = self.explain_with(&t, path, param);
        self.trace = Some(t);
        r
    }

    fn explain_with(
        &mut self,
        t: &Trace,
        path: &str,
        param: Option<&str>,
    ) -> Result<Explanation, String> {
        let reference = format!("{}[{}]", t.ty, t.title);
        let Some(rid) = t.rid else {
            let mut known: Vec<String> = (0..self.res.len())
                .filter(|&id| self.output_has(id))
                .map(|id| self.reference_of(id))
                .collect();
            strata_core::sort::sort(&mut known);
            known.dedup();
            return Err(strata_core::explain::PathNotFound::new(&reference, &known).to_string());
        };
        let Some(param) = param else {
            return Ok(self.explain_reference(path, rid, t));
        };
        let Some(final_value) = self.res[rid].params.get(param).cloned() else {
            let known: Vec<String> = self.res[rid]
                .params
                .keys()
                .map(|k| format!("{reference}/{k}"))
                .collect();
            let wanted = format!("{reference}/{param}");
            return Err(strata_core::explain::PathNotFound::new(&wanted, &known).to_string());
        };
        let mut ex = Explanation::new(path, crate::output::to_catalog_value(&final_value));
        let candidates = self.param_definitions(t, param);
        let mut winner_span = None;
        for c in candidates {
            if c.role == Role::Winner {
                winner_span = c.span;
            }
            let location = match c.span {
                Some(s) => self.location(s),
                None => Location {
                    file: String::new(),
                    line: 0,
                    column: 0,
                    text: String::new(),
                },
            };
            ex.definitions.push(Def {
                location,
                value: crate::output::to_catalog_value(&c.value),
                role: c.role,
                reason: c.reason,
            });
        }
        if let Some(s) = winner_span {
            ex.inputs = self.inputs_of(s, param);
        }
        ex.winner_first();
        Ok(ex)
    }

    fn location(&self, span: Span) -> Location {
        // a released text is read back first, for the excerpt
        let _ = self.sources.file(span.file).text();
        Location::of(&self.sources, span)
    }

    /// Whether resource `id` is one the catalog lists (not a stage's or a removed one).
    fn output_has(&self, id: ResId) -> bool {
        let r = &self.res[id];
        !r.virt && &*r.ty != "Stage"
    }

    /// The resource alone: where it was declared, what contains it, its tags.
    fn explain_reference(&self, path: &str, rid: ResId, t: &Trace) -> Explanation {
        use strata_core::value::{Map, Value};
        let r = &self.res[rid];
        let mut chain = Vec::new();
        let mut c = r.container;
        let mut guard = 0;
        while let Some(id) = c {
            guard += 1;
            if guard > 10_000 || &*self.res[id].ty == "Stage" {
                break;
            }
            chain.push(id);
            c = self.res[id].container;
        }
        let mut m = Map::new();
        m.insert("type".into(), Value::string(&*r.ty));
        m.insert("title".into(), Value::string(&*r.title));
        m.insert(
            "contained_by".into(),
            Value::list(
                chain
                    .iter()
                    .map(|&id| Value::string(self.reference_of(id)))
                    .collect(),
            ),
        );
        m.insert(
            "tags".into(),
            Value::list(r.tags.iter().map(|t| Value::string(&**t)).collect()),
        );
        let params: Map = r
            .params
            .iter()
            .map(|(k, v)| (k.as_ref().into(), crate::output::to_catalog_value(v)))
            .collect();
        m.insert("parameters".into(), Value::map(params.clone()));
        let mut ex = Explanation::new(path, Value::map(m));
        if let Some(span) = t.declared.or(r.span) {
            let by = chain
                .first()
                .map(|&id| self.reference_of(id))
                .unwrap_or_else(|| "Class[main]".into());
            ex.definitions.push(Def {
                location: self.location(span),
                value: Value::map(params),
                role: Role::Winner,
                reason: format!("declared in {by}"),
            });
        }
        ex.inputs = chain
            .iter()
            .map(|&id| Input {
                path: self.reference_of(id),
                location: self.res[id].span.map(|s| self.location(s)),
                inputs: Vec::new(),
            })
            .collect();
        ex
    }

    fn reference_of(&self, id: ResId) -> String {
        let r = &self.res[id];
        if &*r.ty == "Class" {
            format!("Class[{}]", crate::value::capitalize_name(&r.title))
        } else {
            format!("{}[{}]", r.ty, r.title)
        }
    }

    /// Every definition of `param`, in the order Puppet applied them, with roles.
    fn param_definitions(&mut self, t: &Trace, param: &str) -> Vec<Candidate> {
        let mut out: Vec<Candidate> = Vec::new();
        // the index of the definition whose value stands so far
        let mut current: Option<usize> = None;
        let lose = |out: &mut Vec<Candidate>, i: Option<usize>, why: String| {
            if let Some(i) = i {
                if out[i].role == Role::Winner {
                    out[i].role = Role::Overridden;
                    out[i].reason = why;
                }
            }
        };
        if let Some((_, v, _, span)) = t.attrs.iter().find(|a| &*a.0 == param) {
            out.push(Candidate {
                span: Some(*span),
                value: v.clone(),
                role: Role::Winner,
                reason: "set in the resource declaration".into(),
            });
            current = Some(0);
        }
        for e in &t.events {
            match e {
                Event::Default {
                    param: p,
                    value,
                    scope,
                    applied,
                } if &**p == param => {
                    let span = t
                        .default_spans
                        .get(&(*scope, Arc::from(t.ty.as_str()), p.clone()))
                        .copied();
                    let source = self.scope_name(*scope);
                    if *applied {
                        out.push(Candidate {
                            span,
                            value: value.clone(),
                            role: Role::Winner,
                            reason: format!(
                                "resource default ({} {{ }} in {source}): the declaration left it unset",
                                t.ty
                            ),
                        });
                        current = Some(out.len() - 1);
                    } else {
                        let why = if current == Some(0) && !t.attrs.is_empty() {
                            "a resource default applies only when the declaration leaves the parameter unset"
                        } else {
                            "a resource default of a nearer scope was applied first"
                        };
                        out.push(Candidate {
                            span,
                            value: value.clone(),
                            role: Role::Overridden,
                            reason: format!("resource default ({} {{ }} in {source}): {why}", t.ty),
                        });
                    }
                }
                Event::Override {
                    param: p,
                    value,
                    append,
                    span,
                    collector,
                } if &**p == param => {
                    let what = if *collector {
                        "collector override (Type <| |> { })"
                    } else {
                        "resource override (Type['title'] { })"
                    };
                    let span = &self.attr_in(*span, param);
                    if *append {
                        if let Some(i) = current {
                            out[i].role = Role::Merged;
                            out[i].reason = format!("{}; a +> appends to it", out[i].reason);
                        }
                        out.push(Candidate {
                            span: Some(*span),
                            value: value.clone(),
                            role: Role::Merged,
                            reason: format!("{what} with +>: appended to the value"),
                        });
                    } else {
                        lose(
                            &mut out,
                            current,
                            format!(
                                "replaced by a later {what}, applied after the declaration and defaults"
                            ),
                        );
                        // earlier merged parts lose too
                        for c in out.iter_mut() {
                            if c.role == Role::Merged {
                                c.role = Role::Overridden;
                                c.reason = format!("replaced by a later {what}");
                            }
                        }
                        out.push(Candidate {
                            span: Some(*span),
                            value: value.clone(),
                            role: Role::Winner,
                            reason: format!("{what}: overrides apply after the declaration"),
                        });
                        current = Some(out.len() - 1);
                    }
                }
                Event::ClassParam {
                    param: p,
                    value,
                    given,
                    hiera,
                    default,
                } if &**p == param => {
                    let mut won = false;
                    if let Some((v, span)) = given {
                        out.push(Candidate {
                            span: Some(*span),
                            value: v.clone(),
                            role: Role::Winner,
                            reason:
                                "given in the class declaration (wins over Hiera and the default)"
                                    .into(),
                        });
                        won = true;
                    }
                    if let Some((key, files)) = hiera {
                        let merged = files.len() > 1;
                        for (file, _, v) in files {
                            let role = if won {
                                Role::Overridden
                            } else if merged {
                                Role::Merged
                            } else {
                                Role::Winner
                            };
                            let reason = if won {
                                format!("Hiera key '{key}': a value given in the declaration wins")
                            } else if merged {
                                format!("Hiera key '{key}': merged with its lookup_options merge")
                            } else {
                                format!("Hiera automatic parameter lookup of '{key}' (wins over the default)")
                            };
                            let span = self.hiera_key_span(file, key);
                            out.push(Candidate {
                                span,
                                value: v.clone(),
                                role,
                                reason,
                            });
                        }
                        won = true;
                    }
                    if let Some(span) = default {
                        out.push(Candidate {
                            span: Some(*span),
                            value: if won { Val::Undef } else { value.clone() },
                            role: if won { Role::Overridden } else { Role::Winner },
                            reason: if won {
                                "the parameter's default is used only when neither the declaration nor Hiera gives a value".into()
                            } else {
                                "the parameter's default: no value given, none in Hiera".into()
                            },
                        });
                        if won {
                            // the default's own value, as written
                            if let Some(last) = out.last_mut() {
                                last.value = self.default_value_text(*span);
                            }
                        }
                    }
                    current = out.iter().position(|c| c.role == Role::Winner);
                }
                _ => {}
            }
        }
        out
    }

    /// After a finished traced [`Compiler::run`]: the Hiera data that gave the traced
    /// resource's `param` its value, when it came from Hiera (empty otherwise): a traced
    /// class's parameter set by automatic parameter lookup, or, for any resource, what the
    /// winning definition reads: a parameter of its class set from Hiera (`$servers`,
    /// `$ntp::servers`) or a `lookup('key')` (directly or through a variable assigned in the
    /// same file). Several origins when a lookup merged several files.
    pub fn hiera_origin_traced(&mut self, param: &str) -> Vec<HieraOrigin> {
        let Some(t) = self.trace.take() else {
            return Vec::new();
        };
        let out = self.hiera_origin_with(&t, param);
        self.trace = Some(t);
        out
    }

    fn hiera_origin_with(&mut self, t: &Trace, param: &str) -> Vec<HieraOrigin> {
        let Some(rid) = t.rid else {
            return Vec::new();
        };
        if t.ty == "Class" {
            let hiera = t.events.iter().find_map(|e| match e {
                Event::ClassParam {
                    param: p,
                    given: None,
                    hiera: Some(h),
                    ..
                } if &**p == param => Some(h.clone()),
                _ => None,
            });
            return match hiera {
                Some((key, files)) => self.origins(&key, &files),
                None => Vec::new(),
            };
        }
        let Some(span) = self
            .param_definitions(t, param)
            .into_iter()
            .find(|c| c.role == Role::Winner)
            .and_then(|c| c.span)
        else {
            return Vec::new();
        };
        // the class whose body declared the resource (a define's variables are its own)
        let class = self.res[rid]
            .container
            .filter(|&c| &*self.res[c].ty == "Class")
            .map(|c| self.res[c].title.to_lowercase());
        let mut out = Vec::new();
        for read in self.hiera_reads(span, param) {
            match read {
                HieraRead::Var(name) => {
                    let (cls, short) = match name.rsplit_once("::") {
                        Some((c, v)) => (c.trim_start_matches("::").to_lowercase(), v.to_string()),
                        None => match &class {
                            Some(c) => (c.clone(), name),
                            None => continue,
                        },
                    };
                    out.extend(self.class_param_origin(&cls, &short));
                }
                HieraRead::Lookup(key) => {
                    let sc = class
                        .as_ref()
                        .and_then(|c| self.class_scopes.get(c).copied());
                    if let Some(sc) = sc.or_else(|| self.class_scopes.get("").copied()) {
                        if let Some((_, files)) = self.explained_lookup(&key, sc) {
                            out.extend(self.origins(&key, &files));
                        }
                    }
                }
            }
        }
        out
    }

    /// The Hiera origin of parameter `param` of class `class` when its value is the one
    /// automatic parameter lookup finds (a value given in the declaration or the default
    /// otherwise).
    fn class_param_origin(&mut self, class: &str, param: &str) -> Vec<HieraOrigin> {
        let has_param = matches!(
            self.classes.get(class).map(|d| &**d),
            Some(Definition::Class { params, .. }) if params.iter().any(|p| &*p.name == param)
        );
        let Some(sc) = self.class_scopes.get(class).copied() else {
            return Vec::new();
        };
        let Some(bound) = self.scopes[sc].vars.get(param).cloned() else {
            return Vec::new();
        };
        if !has_param {
            return Vec::new();
        }
        let key = format!("{class}::{param}");
        match self.explained_lookup(&key, sc) {
            Some((v, files)) if v == bound => self.origins(&key, &files),
            _ => Vec::new(),
        }
    }

    /// Looks `key` up again in scope `sc` with a record of the files read: the value and
    /// the files that gave it (with their levels).
    fn explained_lookup(
        &mut self,
        key: &str,
        sc: ScopeId,
    ) -> Option<(Val, Vec<(String, String, Val)>)> {
        let saved = self.hiera.explain.replace(Box::default());
        let found = self.hiera_lookup(key, sc, Span::default());
        let record = std::mem::replace(&mut self.hiera.explain, saved);
        let value = found.ok().flatten()?;
        let files = record.map(|x| x.found_files()).unwrap_or_default();
        Some((value, files))
    }

    fn origins(&mut self, key: &str, files: &[(String, String, Val)]) -> Vec<HieraOrigin> {
        files
            .iter()
            .map(|(file, level, _)| {
                let line = self
                    .hiera_key_span(file, key)
                    .map(|s| self.location(s).line)
                    .unwrap_or(1);
                HieraOrigin {
                    key: key.to_string(),
                    file: file.clone(),
                    line: line.max(1),
                    level: level.clone(),
                }
            })
            .collect()
    }

    /// What the attribute `param` written at `span` reads that Hiera may have given (see
    /// [`HieraRead`]), in the order written.
    fn hiera_reads(&self, span: Span, param: &str) -> Vec<HieraRead> {
        let Some((prog, value)) = self.attr_value(span, param) else {
            return Vec::new();
        };
        let mut out = Vec::new();
        let mut seen = Vec::new();
        walk(&value, &mut |e| match &e.kind {
            ExprKind::Var(n) if !seen.contains(n) => seen.push(n.clone()),
            _ => lookup_keys(e, &mut out),
        });
        for name in seen {
            let name = name.trim_start_matches("::").to_string();
            let mut assigned = false;
            walk_program(&prog, &mut |e| {
                if let ExprKind::Assign(l, r) = &e.kind {
                    if matches!(&l.kind, ExprKind::Var(n) if **n == *name) {
                        assigned = true;
                        walk(r, &mut |x| lookup_keys(x, &mut out));
                    }
                }
            });
            if !assigned {
                out.push(HieraRead::Var(name));
            }
        }
        out
    }

    /// The attribute `param` of the override or collector expression at `span` (the
    /// expression itself when it cannot be found).
    fn attr_in(&self, span: Span, param: &str) -> Span {
        let text = self.sources.file(span.file).text();
        let Ok(prog) = crate::parser::parse(text, span.file) else {
            return span;
        };
        let mut found = None;
        walk_program(&prog, &mut |e| {
            if e.span != span {
                return;
            }
            if let ExprKind::Override(_, ops) | ExprKind::Collect(_, _, _, ops) = &e.kind {
                if let Some(op) = ops.iter().find(|o| &*o.name == param) {
                    found = Some(op.span);
                }
            }
        });
        found.unwrap_or(span)
    }

    /// The value of a default that was not used (its source text; it was never evaluated).
    fn default_value_text(&self, span: Span) -> Val {
        Val::str(&self.location(span).text)
    }

    /// Where `key` is written in the data file `file` (a top-level key; line 1 when not
    /// found).
    fn hiera_key_span(&mut self, file: &str, key: &str) -> Option<Span> {
        let text = self.read_path(file)?;
        let id = self.sources.add(file.to_string(), text.clone());
        let mut offset = 0usize;
        for line in text.split_inclusive('\n') {
            let l = line.trim_end();
            for q in ["", "\"", "'"] {
                if l.starts_with(&format!("{q}{key}{q}:")) {
                    return Some(Span::new(id, offset as u32, (offset + l.len()) as u32));
                }
            }
            offset += line.len();
        }
        Some(Span::new(id, 0, 0))
    }

    fn scope_name(&self, sc: ScopeId) -> String {
        let s = &self.scopes[sc];
        if s.is_node {
            return "the node".into();
        }
        match &*s.source {
            "" => "Class[main]".into(),
            name => match s.resource {
                Some(rid) => self.reference_of(rid),
                None => name.to_string(),
            },
        }
    }

    /// The file holding `span` parsed, and the value of the attribute `param` written at
    /// `span` (a declaration's, default's, override's or collector's).
    fn attr_value(&self, span: Span, param: &str) -> Option<(crate::parser::Program, Expr)> {
        let text = self.sources.file(span.file).text();
        let prog = crate::parser::parse(text, span.file).ok()?;
        let mut value: Option<Expr> = None;
        let mut find = |e: &Expr| {
            let ops: &[AttrOp] = match &e.kind {
                ExprKind::Resource(_, _, bodies) => {
                    for b in bodies {
                        for op in &b.ops {
                            if op.span == span && &*op.name == param {
                                value = Some(op.value.clone());
                            }
                        }
                    }
                    &[]
                }
                ExprKind::Defaults(_, ops)
                | ExprKind::Override(_, ops)
                | ExprKind::Collect(_, _, _, ops) => ops,
                _ => &[],
            };
            for op in ops {
                if (op.span == span || span.start <= op.span.start && op.span.end <= span.end)
                    && &*op.name == param
                {
                    value = Some(op.value.clone());
                }
            }
        };
        walk_program(&prog, &mut find);
        value.map(|v| (prog, v))
    }

    /// The variables the attribute written at `span` reads, each with where it was assigned
    /// (an assignment or a parameter of the same name in the same file).
    fn inputs_of(&self, span: Span, param: &str) -> Vec<Input> {
        let Some((prog, value)) = self.attr_value(span, param) else {
            return Vec::new();
        };
        let mut vars = Vec::new();
        walk(&value, &mut |e| {
            if let ExprKind::Var(n) = &e.kind {
                if !vars.contains(n) {
                    vars.push(n.clone());
                }
            }
        });
        let mut out = Vec::new();
        for v in vars {
            let name = v.trim_start_matches("::").to_string();
            let short = name.rsplit("::").next().unwrap_or(&name).to_string();
            let mut at: Option<Span> = None;
            walk_program(&prog, &mut |e| {
                if let ExprKind::Assign(l, _) = &e.kind {
                    if matches!(&l.kind, ExprKind::Var(n) if **n == *short || **n == *name) {
                        at.get_or_insert(e.span);
                    }
                }
            });
            if at.is_none() {
                for d in &prog.defs {
                    let params = match &**d {
                        Definition::Class { params, .. } | Definition::Define { params, .. } => {
                            params
                        }
                        _ => continue,
                    };
                    if let Some(p) = params.iter().find(|p| *p.name == *short) {
                        at.get_or_insert(p.span);
                    }
                }
            }
            out.push(Input {
                path: format!("${name}"),
                location: at.map(|s| self.location(s)),
                inputs: Vec::new(),
            });
        }
        out
    }
}

/// Calls `f` on every expression of a file: its statements and its definitions' bodies.
fn walk_program(prog: &crate::parser::Program, f: &mut dyn FnMut(&Expr)) {
    for e in prog.body.iter() {
        walk(e, f);
    }
    for d in &prog.defs {
        let (params, body): (&[Param], &[Expr]) = match &**d {
            Definition::Class { params, body, .. } | Definition::Define { params, body, .. } => {
                (params, body)
            }
            Definition::Node { body, .. } => (&[], body),
            Definition::Function { params, body, .. } => (params, body),
            Definition::TypeAlias { .. }
            | Definition::TypeMapping { .. }
            | Definition::TypeDefinition { .. } => continue,
        };
        for p in params {
            if let Some(d) = &p.default {
                walk(d, f);
            }
        }
        for e in body {
            walk(e, f);
        }
    }
}

/// Calls `f` on `e` and every expression inside it.
fn walk(e: &Expr, f: &mut dyn FnMut(&Expr)) {
    f(e);
    let mut kids: Vec<&Expr> = Vec::new();
    match &e.kind {
        ExprKind::Str(segs) => {
            for s in segs {
                if let StrSeg::Expr(x) = s {
                    kids.push(x);
                }
            }
        }
        ExprKind::Array(items) | ExprKind::Block(items) => kids.extend(items.iter()),
        ExprKind::Hash(entries) | ExprKind::Selector(_, entries) => {
            if let ExprKind::Selector(s, _) = &e.kind {
                kids.push(s);
            }
            for (k, v) in entries {
                kids.push(k);
                kids.push(v);
            }
        }
        ExprKind::Not(x) | ExprKind::Neg(x) | ExprKind::Splat(x) | ExprKind::Paren(x) => {
            kids.push(x)
        }
        ExprKind::Binary(_, l, r) | ExprKind::Relation(_, l, r) | ExprKind::Assign(l, r) => {
            kids.push(l);
            kids.push(r);
        }
        ExprKind::Access(b, keys) => {
            kids.push(b);
            kids.extend(keys.iter());
        }
        ExprKind::If(t, a, b) | ExprKind::Unless(t, a, b) => {
            kids.push(t);
            kids.extend(a.iter());
            if let Some(b) = b {
                kids.extend(b.iter());
            }
        }
        ExprKind::Case(t, opts) => {
            kids.push(t);
            for (v, b) in opts {
                kids.extend(v.iter());
                kids.extend(b.iter());
            }
        }
        ExprKind::Call(_, args, lambda) => {
            kids.extend(args.iter());
            if let Some(l) = lambda {
                kids.extend(l.body.iter());
            }
        }
        ExprKind::Method(r, _, args, lambda) => {
            kids.push(r);
            kids.extend(args.iter());
            if let Some(l) = lambda {
                kids.extend(l.body.iter());
            }
        }
        ExprKind::CallType(t, args) => {
            kids.push(t);
            kids.extend(args.iter());
        }
        ExprKind::Resource(_, t, bodies) => {
            kids.push(t);
            for b in bodies {
                kids.push(&b.title);
                kids.extend(b.ops.iter().map(|o| &o.value));
            }
        }
        ExprKind::Defaults(t, ops) | ExprKind::Override(t, ops) => {
            kids.push(t);
            kids.extend(ops.iter().map(|o| &o.value));
        }
        ExprKind::Collect(_, _, _, ops) => kids.extend(ops.iter().map(|o| &o.value)),
        _ => {}
    }
    for k in kids {
        walk(k, f);
    }
}

/// Adds the key of `e` when it is a `lookup('key', ...)` call with a literal key.
fn lookup_keys(e: &Expr, out: &mut Vec<HieraRead>) {
    if let ExprKind::Call(name, args, _) = &e.kind {
        if &**name == "lookup" {
            let key = match args.first().map(|a| &a.kind) {
                Some(ExprKind::Lit(Val::Str(k))) => Some(k.to_string()),
                Some(ExprKind::Str(segs)) => match segs.as_slice() {
                    [StrSeg::Lit(k)] => Some(k.to_string()),
                    _ => None,
                },
                _ => None,
            };
            if let Some(k) = key {
                out.push(HieraRead::Lookup(k));
            }
        }
    }
}
