//! Functions written in Puppet and classes: calls, parameters, declaration.

use super::*;
use crate::resource_types;
use crate::types;

impl<'a> Compiler<'a> {
    // ----- functions ---------------------------------------------------------------------

    pub(super) fn eval_call(
        &mut self,
        name: &str,
        args: &[Expr],
        lambda: Option<&Lambda>,
        sc: ScopeId,
        span: Span,
    ) -> R<Val> {
        // Functions that need unevaluated-ish context are still called with values.
        let av = self.eval_args(args, sc)?;
        self.call_function(name, av, lambda, sc, span)
    }

    pub(crate) fn call_function(
        &mut self,
        name: &str,
        args: Vec<Val>,
        lambda: Option<&Lambda>,
        sc: ScopeId,
        span: Span,
    ) -> R<Val> {
        // the stand-in lambda of a Ruby block module Ruby gave `call_function`
        if name == crate::ruby::BLOCK_FN {
            return crate::ruby::run_block(self, args, sc, span);
        }
        let lname = name.trim_start_matches("::").to_lowercase();
        let def = match self.functions.get(&lname) {
            Some(d) => Some(d.clone()),
            None if lname.contains("::") => {
                self.autoload(&lname, "functions", "pp")
                    .map_err(Flow::Err)?;
                self.functions.get(&lname).cloned()
            }
            None => None,
        };
        if let Some(d) = def {
            // a function in the Puppet language takes no block (its parameters cannot declare
            // one): the dispatcher's "does not expect a block"
            if lambda.is_some() {
                return rt_err(format!("'{lname}' does not expect a block"), span);
            }
            return self.call_puppet_function(&d, args, span);
        }
        // Functions of modules (stdlib's, run natively) when Puppet has no such built-in.
        if !crate::functions::is_builtin(&lname)
            && crate::functions::stdlib::find(self, &lname).is_some()
        {
            return crate::functions::stdlib::call(self, &lname, args, lambda, sc, span);
        }
        match lname.as_str() {
            // The built-ins of files above the dispatcher (the type conversions, annotate and
            // the template functions) are dispatched here, so functions.rs does not name them.
            "new" => crate::convert::new_value(self, args, lambda, sc, span),
            "annotate" => crate::ptypes::annotate::annotate(self, args, lambda, sc, span),
            "convert_to" => {
                crate::functions::arity(&lname, &args, 2, usize::MAX, span)?;
                let mut a = vec![args[1].clone(), args[0].clone()];
                a.extend(args[2..].iter().cloned());
                // convert_to.rb: the block, when given, gets the converted value
                let v = crate::convert::new_value(self, a, None, sc, span)?;
                match lambda {
                    Some(l) => self.call_lambda(l, vec![v], sc, span),
                    None => Ok(v),
                }
            }
            "epp" | "inline_epp" | "template" | "inline_template" => {
                crate::templates::call(self, &lname, args, sc, span)
            }
            _ => crate::functions::call_builtin(self, &lname, args, lambda, sc, span),
        }
    }

    pub(super) fn call_puppet_function(
        &mut self,
        d: &Definition,
        args: Vec<Val>,
        span: Span,
    ) -> R<Val> {
        let Definition::Function {
            name,
            params,
            ret,
            body,
            ..
        } = d
        else {
            return Ok(Val::Undef);
        };
        self.nested(Some(name), span, |c| {
            let top = c.top;
            let fsc = c.new_scope(Scope {
                parent: Some(top),
                dyn_parent: Some(top),
                local: true,
                resource: Some(c.main_res),
                source: "".into(),
                module: name.split("::").next().unwrap_or("").into(),
                ..Default::default()
            });
            c.bind_params(params, args, fsc, span, &format!("'{name}'"), true)?;
            let v = match c.eval_block(body, fsc) {
                Ok(v) => v,
                Err(Flow::Return(v)) => v,
                // Function#call takes next and return; break (PuppetStopIteration) goes on
                // to the iteration around the call, or to the top as illegal there
                Err(Flow::Next(v)) => v,
                Err(e) => return Err(e),
            };
            if let Some(rt) = ret {
                let tv = c.eval(rt, fsc)?;
                if let Val::Type(t) = tv {
                    let what = format!("value returned from {name} has wrong type,");
                    let lines = crate::describe::describe(c, &t, &v, &what);
                    if !lines.is_empty() {
                        return rt_err(lines.join("\n"), span);
                    }
                }
            }
            Ok(v)
        })
    }

    /// Binds call arguments to parameters (functions and lambdas).
    pub(crate) fn bind_params(
        &mut self,
        params: &[Param],
        args: Vec<Val>,
        sc: ScopeId,
        span: Span,
        what: &str,
        is_fn: bool,
    ) -> R<()> {
        let _ = is_fn;
        let mut required = params
            .iter()
            .filter(|p| p.default.is_none() && !p.captures_rest)
            .count();
        let mut max = params.len();
        let mut rest_elem: Option<Ty> = None;
        let mut rest_size: Option<(i64, i64)> = None;
        let has_rest = params.iter().any(|p| p.captures_rest);
        if let Some(rp) = params.iter().find(|p| p.captures_rest) {
            max = usize::MAX;
            if let Some(te) = &rp.ty {
                if let Val::Type(t) = self.eval(te, sc)? {
                    match &*t {
                        Ty::Array(el, lo, hi) => {
                            let fixed = params.len() - 1;
                            let all_required = params
                                .iter()
                                .filter(|p| !p.captures_rest)
                                .all(|p| p.default.is_none());
                            if rp.default.is_none() && all_required {
                                required = fixed + (*lo).max(0) as usize;
                            }
                            if *hi != IMAX {
                                max = fixed + *hi as usize;
                            }
                            rest_elem = Some((**el).clone());
                            rest_size = Some((*lo, *hi));
                        }
                        other => rest_elem = Some(other.clone()),
                    }
                }
            }
        }
        if args.len() < required && !has_rest && what == "block" {
            let missing = &params[args.len()..]
                .iter()
                .find(|p| p.default.is_none())
                .map(|p| p.name.clone())
                .unwrap_or_default();
            return issue(
                format!("Parameter ${missing} is required but no value was given"),
                span,
            );
        }
        if args.len() < required || args.len() > max {
            let expects = if max == usize::MAX {
                format!("at least {required}")
            } else if required == max {
                format!("{required}")
            } else {
                format!("between {required} and {max}")
            };
            let plural = if expects == "1" {
                "argument"
            } else {
                "arguments"
            };
            let got = if args.is_empty() {
                "none".to_string()
            } else {
                args.len().to_string()
            };
            return rt_err(
                format!("{what} expects {expects} {plural}, got {got}"),
                span,
            );
        }
        let mut args = args.into_iter();
        for p in params {
            let v = if p.captures_rest {
                let rest: Vec<Val> = args.by_ref().collect();
                if rest.is_empty() {
                    match &p.default {
                        Some(d) => match self.eval(d, sc)? {
                            Val::Array(a) => Val::Array(a),
                            other => Val::array(vec![other]),
                        },
                        None => Val::array(rest),
                    }
                } else {
                    Val::array(rest)
                }
            } else {
                match args.next() {
                    Some(v) => v,
                    None => match &p.default {
                        Some(d) => self.eval(d, sc)?,
                        None => Val::Undef,
                    },
                }
            };
            if p.captures_rest {
                // Closure#call_with_scope checks the arguments with their defaults in place
                // against the block's Callable: a rest parameter's Array[T, lo, hi] bounds
                // apply to its default too.
                if let (Some((lo, hi)), Val::Array(a), true) = (rest_size, &v, what == "block") {
                    let n = a.len() as i64;
                    let fixed = (params.len() - 1) as i64;
                    if n < lo || n > hi {
                        let expects = if hi == IMAX {
                            format!("at least {}", fixed + lo)
                        } else if lo == hi {
                            format!("{}", fixed + lo)
                        } else {
                            format!("between {} and {}", fixed + lo, fixed + hi)
                        };
                        let plural = if expects == "1" {
                            "argument"
                        } else {
                            "arguments"
                        };
                        return rt_err(
                            format!("{what} expects {expects} {plural}, got {}", fixed + n),
                            span,
                        );
                    }
                }
                if let (Some(t), Val::Array(a)) = (&rest_elem, &v) {
                    for x in a.iter() {
                        if !self.instance_of(t, x) {
                            return rt_err(
                                format!("{what} parameter '{}' {}", p.name, types::mismatch(t, x)),
                                span,
                            );
                        }
                    }
                }
            } else if let Some(te) = &p.ty {
                let tv = self.eval(te, sc)?;
                if let Val::Type(t) = tv {
                    if !self.instance_of(&t, &v) {
                        // TypeMismatchDescriber#describe_signatures: one description is the
                        // message; several give the signature and each rejection.
                        let path = format!("parameter '{}'", p.name);
                        let lines = crate::describe::describe(self, &t, &v, &path);
                        let msg = match lines.as_slice() {
                            [] => format!("{what} {path} {}", types::mismatch(&t, &v)),
                            [one] => format!("{what} {one}"),
                            many => {
                                let sig = self.signature_string(params, sc)?;
                                let mut m = format!("{what} expects ({sig})");
                                for l in many {
                                    m.push_str(&format!("\n  rejected: {l}"));
                                }
                                m
                            }
                        };
                        return rt_err(msg, span);
                    }
                }
            }
            self.scopes[sc].vars.insert(p.name.clone(), v);
        }
        Ok(())
    }

    /// Puppet's `signature_string` of a parameter list: `Type name`, `?` after an optional
    /// one, `*` before a captures-rest one's name (`+` when it needs one value at least).
    fn signature_string(&mut self, params: &[Param], sc: ScopeId) -> R<String> {
        let mut parts = Vec::new();
        for p in params {
            let ty = match &p.ty {
                Some(te) => match self.eval(te, sc)? {
                    Val::Type(t) => types::alias_expanded(&t),
                    _ => "Any".to_string(),
                },
                None => "Any".to_string(),
            };
            let ind = if p.captures_rest {
                "*"
            } else if p.default.is_some() {
                "?"
            } else {
                ""
            };
            parts.push(format!("{ty} {}{ind}", p.name));
        }
        Ok(parts.join(", "))
    }

    /// Calls a lambda with arguments.
    pub(crate) fn call_lambda(
        &mut self,
        l: &Lambda,
        args: Vec<Val>,
        sc: ScopeId,
        span: Span,
    ) -> R<Val> {
        self.nested(None, span, |c| {
            let lsc = c.local_scope(sc);
            c.bind_params(&l.params, args, lsc, span, "block", false)?;
            let v = match c.eval_block(&l.body, lsc) {
                Ok(v) => v,
                Err(Flow::Next(v)) => v,
                Err(e) => return Err(e),
            };
            // `|$x| >> Type { }` (Puppet's Closure#call: TypeAsserter on the result)
            if let Some(rt) = &l.ret {
                if let Val::Type(t) = c.eval(rt, lsc)? {
                    let lines = crate::describe::describe(
                        c,
                        &t,
                        &v,
                        "value returned from lambda has wrong type,",
                    );
                    if !lines.is_empty() {
                        return rt_err(lines.join("\n"), span);
                    }
                }
            }
            Ok(v)
        })
    }

    // ----- classes -----------------------------------------------------------------------

    /// Declares (and evaluates) a class. Returns its resource.
    pub(crate) fn declare_class(
        &mut self,
        name: &str,
        params: Option<Params>,
        sc: ScopeId,
        span: Span,
        contain: bool,
        written: &str,
    ) -> R<ResId> {
        let lname = name.trim_start_matches("::").to_lowercase();
        let title: Arc<str> = capitalize_name(&lname).into();
        let key = (Arc::<str>::from("Class"), title.clone());
        if let Some(&rid) = self.index.get(&key) {
            if params.is_some() {
                let at = self.res[rid].span;
                let related = at;
                let mut e = PErr::runtime(
                    format!(
                        "Duplicate declaration: Class[{title}] is already declared{}; cannot redeclare",
                        at.map(|s| self.at_text(s)).unwrap_or_default()
                    ),
                    span,
                );
                e.related = related;
                return Err(Flow::Err(e));
            }
            if contain {
                if let Some(c) = self.scopes[sc].resource {
                    self.add_contain_edge(c, rid);
                }
            }
            return Ok(rid);
        }
        let def = match self.find_class(&lname).map_err(Flow::Err)? {
            Some(d) => d,
            None => {
                // the compiler names the class downcased (`include 'Foo Bar'`: `::foo bar`)
                let written = written.to_lowercase();
                let shown = if written.starts_with("::") {
                    written
                } else {
                    format!("::{written}")
                };
                return rt_err(
                    format!(
                        "Could not find class {shown} for {}",
                        self.opts.node.to_lowercase()
                    ),
                    span,
                );
            }
        };
        let Definition::Class {
            params: pdefs,
            parent,
            body,
            ..
        } = &*def
        else {
            unreachable!()
        };
        let tag_parent = self.scopes[sc].resource;
        let mut tags = TagSet::default();
        for seg in lname.split("::") {
            tags.insert(seg.into());
        }
        if lname.contains("::") {
            tags.insert(lname.as_str().into());
        }
        tags.insert("class".into());
        let mut parent_tags_seen = 0;
        if let Some(tp) = tag_parent {
            if tp != self.main_res {
                tags.extend(self.res[tp].tags.iter().cloned());
                parent_tags_seen = self.res[tp].tags.len();
            }
        }
        // Resource#add_edge_to_stage: the class's own `stage`, else its declarer's, else main;
        // an inherited stage other than main is set on the class too
        let own_stage = params
            .as_ref()
            .and_then(|p| p.get("stage"))
            .filter(|v| !v.is_undef())
            .cloned();
        let stage_name = own_stage.clone().or_else(|| {
            let r = self.scopes[sc].resource?;
            self.res[r]
                .params
                .get("stage")
                .filter(|v| !v.is_undef())
                .cloned()
        });
        // the stage's name is the value's Ruby `to_s`: a string as it is, a reference as
        // Puppet::Resource writes it (`Stage[pre]`, `Class[B]`: found by no stage title),
        // anything else as Ruby inspects it
        let stage_text = |v: Val| match (&v, v.as_resource_ref()) {
            (_, Some((ty, title))) if ty == "Class" => {
                format!("Class[{}]", capitalize_name(&title))
            }
            (_, Some((ty, title))) => format!("{ty}[{title}]"),
            (Val::Str(s), _) => s.to_string(),
            _ => crate::functions::stdlib::inspect(&v),
        };
        let (stage_rid, inherited_stage) = match stage_name.map(stage_text) {
            Some(t) if t != "main" => {
                match self.index.get(&(Arc::from("Stage"), Arc::from(t.as_str()))) {
                    Some(&s) => (s, own_stage.is_none().then(|| Val::str(&t))),
                    None => {
                        return rt_err(
                            format!("Could not find stage {t} specified by Class[{title}]"),
                            span,
                        )
                    }
                }
            }
            _ => (self.stage_res, None),
        };
        let resource_like = params.is_some();
        let rid = self.push_resource(Resource {
            ty: "Class".into(),
            title: title.clone(),
            params: Params::default(),
            virt: false,
            exported: false,
            tags,
            span: if resource_like { Some(span) } else { None },
            kind: if resource_like {
                Kind::ClassLike
            } else {
                Kind::ClassInclude
            },
            scope: sc,
            container: Some(stage_rid),
            tag_parent,
            parent_tags_seen,
            evaluated: true,
            defaults_applied: true,
        });
        if self.trace.is_some() {
            self.trace_declared(rid, &[], span);
        }
        if contain {
            if let Some(c) = self.scopes[sc].resource {
                self.add_contain_edge(c, rid);
            }
        }
        // The parent is evaluated once this class is in the catalog (Puppet's
        // Resource::Type#ensure_in_catalog adds the class, and its ancestors, before
        // evaluate_parent_type runs them): an `include` of this class from an ancestor's body
        // finds it declared.
        let mut parent_scope = None;
        if let Some(p) = parent {
            // Resource::Type#parent_type
            if self
                .find_class(&p.to_lowercase())
                .map_err(Flow::Err)?
                .is_none()
            {
                let shown = format!("::{}", p.trim_start_matches("::").to_lowercase());
                return issue(
                    format!("Could not find parent resource type '{shown}' of type hostclass in production"),
                    span,
                );
            }
            let prid = self.declare_class(p, None, sc, span, false, p)?;
            let _ = prid;
            let pl = p.to_lowercase();
            parent_scope = self.class_scopes.get(&pl).copied();
            if parent_scope.is_none() {
                return rt_err(format!("Could not find parent class {p} of {lname}"), span);
            }
        }
        // scope: lexical parent is the inherited class scope, else node or top scope
        let lex_parent = match parent_scope {
            Some(p) => p,
            None => self.enclosing(sc),
        };
        let csc = self.new_scope(Scope {
            parent: Some(lex_parent),
            dyn_parent: Some(parent_scope.unwrap_or(sc)),
            resource: Some(rid),
            source: lname.as_str().into(),
            module: lname.split("::").next().unwrap_or("").into(),
            ..Default::default()
        });
        self.class_scopes.insert(lname.clone(), csc);
        self.class_order.push(lname.clone());
        self.scopes[csc]
            .vars
            .insert("title".into(), Val::str(&lname));
        // Resource::Type#set_resource_parameters: `$name` is the resource's name, a given
        // `name` parameter else its title, down-cased for a class
        let name_var = match params.as_ref().and_then(|p| p.get("name")) {
            Some(v) if !v.is_undef() => v.to_display().to_lowercase(),
            _ => lname.clone(),
        };
        self.scopes[csc]
            .vars
            .insert("name".into(), Val::str(&name_var));
        let module = lname.split("::").next().unwrap_or("").to_string();
        let in_module = self.is_module_class(&def);
        self.scopes[csc].vars.insert(
            "module_name".into(),
            Val::str(if in_module { &module } else { "" }),
        );
        let caller = crate::functions::stdlib::module_name_of(self, parent_scope.unwrap_or(sc));
        self.scopes[csc]
            .vars
            .insert("caller_module_name".into(), caller);
        // parameters
        let given = params.unwrap_or_default();
        let reference: Arc<str> = Arc::from(format!("Class[{title}]"));
        let mut errors = params::unknown_params(pdefs, given.keys());
        // set_resource_parameters: the class resource's metaparameters are variables too
        for (k, v) in given.iter() {
            if resource_types::METAPARAMS.contains(&&**k) && !pdefs.iter().any(|p| p.name == *k) {
                // 3.x values like the parameters (`$require` is `Notify[a]`)
                self.scopes[csc]
                    .vars
                    .insert(k.clone(), params::scope_value(v));
            }
        }
        let mut class_params = Params::default();
        // the given and bound values are assigned before any default is evaluated
        // (inject_external_parameters: a bound undef does not trump a default)
        let mut bound: Vec<Option<Val>> = Vec::with_capacity(pdefs.len());
        let mut looked_up: Vec<Arc<str>> = Vec::new();
        for p in pdefs {
            let v = match given.get(&p.name) {
                Some(v) if !v.is_undef() => Some(v.clone()),
                _ => {
                    let key = format!("{lname}::{}", p.name);
                    match self.hiera_lookup(&key, csc, span)? {
                        Some(v) if !(v.is_undef() && p.default.is_some()) => {
                            looked_up.push(p.name.clone());
                            Some(v)
                        }
                        _ => None,
                    }
                }
            };
            if let Some(v) = &v {
                let held = params::scope_value(v);
                self.scopes[csc].vars.insert(p.name.clone(), held);
            }
            bound.push(v);
        }
        for (p, bound_v) in pdefs.iter().zip(bound) {
            let given_v = given.get(&p.name).cloned();
            let v = match bound_v {
                Some(v) => Some(v),
                None => match &p.default {
                    Some(d) => Some(self.eval_param_default(d, csc, &def, &p.name, &reference)?),
                    // a given undef (or a bound one) without a default is undef
                    None => given_v.map(|_| Val::Undef),
                },
            };
            let Some(v) = v else {
                errors.push(format!("expects a value for parameter '{}'", p.name));
                continue;
            };
            errors.extend(self.param_mismatch(p, &v, csc)?);
            if self.trace.as_ref().is_some_and(|t| t.rid == Some(rid)) {
                self.trace_class_param(p, given.get(&p.name), &v, span, csc)?;
            }
            let held = params::scope_value(&v);
            self.scopes[csc].vars.insert(p.name.clone(), held);
            class_params.insert(p.name.clone(), v);
        }
        params::raise_param_errors(&reference, &errors, span)?;
        // a class parameter named `stage` is set on the class resource with the others
        // (set_resource_parameters) before add_edge_to_stage reads it
        if own_stage.is_none() {
            if let Some(v) = class_params.get("stage").filter(|v| !v.is_undef()).cloned() {
                let t = stage_text(v);
                if t != "main" {
                    match self.index.get(&(Arc::from("Stage"), Arc::from(t.as_str()))) {
                        Some(&s) => self.res[rid].container = Some(s),
                        None => {
                            return rt_err(
                                format!("Could not find stage {t} specified by Class[{title}]"),
                                span,
                            )
                        }
                    }
                }
            }
        }
        // The resource holds the given parameters first, in the order written, then those
        // bound by lookup and the defaults (set_resource_parameters): the order of the
        // catalog's `sensitive_parameters`.
        let mut ordered = Params::default();
        for (k, v) in &given {
            if !v.is_undef() {
                if let Some(x) = class_params.shift_remove(k) {
                    ordered.insert(k.clone(), x);
                }
            }
        }
        for k in &looked_up {
            if let Some(x) = class_params.shift_remove(k) {
                ordered.insert(k.clone(), x);
            }
        }
        ordered.extend(class_params);
        let mut class_params = ordered;
        for (k, v) in given {
            if resource_types::METAPARAMS.contains(&&*k) || &*k == "name" {
                if &*k == "tag" {
                    self.add_tags_from(rid, &v)?;
                }
                class_params.insert(k, v);
            }
        }
        if let Some(st) = inherited_stage {
            class_params.insert("stage".into(), st);
        }
        self.res[rid].params = class_params;
        let r = self.eval_block(body, csc);
        body_result(self, r)?;
        Ok(rid)
    }

    pub(super) fn is_module_class(&self, def: &Definition) -> bool {
        let span = match def {
            Definition::Class { span, .. } | Definition::Define { span, .. } => *span,
            _ => return false,
        };
        span.file != self.main_file
    }

    pub(crate) fn at_text(&self, s: Span) -> String {
        format!(" at{}", self.file_line_text(s))
    }

    /// The node or top scope that encloses `sc` along the dynamic chain.
    pub(crate) fn enclosing(&self, sc: ScopeId) -> ScopeId {
        let mut s = sc;
        loop {
            if s == self.top || self.scopes[s].is_node {
                return s;
            }
            match self.scopes[s].dyn_parent.or(self.scopes[s].parent) {
                Some(p) => s = p,
                None => return self.top,
            }
        }
    }

    pub(crate) fn add_contain_edge(&mut self, container: ResId, rid: ResId) {
        self.contain_edges.push((container, rid));
    }

    pub(crate) fn push_resource(&mut self, r: Resource) -> ResId {
        let id = self.res.len();
        self.index.insert((r.ty.clone(), r.title.clone()), id);
        self.by_type.entry(r.ty.clone()).or_default().push(id);
        if self.tag_index_built {
            for t in &r.tags {
                self.tag_index
                    .entry((r.ty.clone(), t.clone()))
                    .or_default()
                    .push(id);
            }
        }
        self.res.push(r);
        id
    }

    /// Adds one tag to a resource, keeping the tag index (once built) up to date.
    pub(crate) fn add_tag(&mut self, rid: ResId, t: Arc<str>) {
        if self.res[rid].tags.insert(t.clone()) && self.tag_index_built {
            let ty = self.res[rid].ty.clone();
            self.tag_index.entry((ty, t)).or_default().push(rid);
        }
    }

    /// A Puppet::ParseError a resource raises about itself (`Puppet::Util::Errors#fail`): it
    /// carries the resource's file and line (no column), so the evaluator passes it on as it
    /// is, without "Error while evaluating ..." and, raised outside the evaluator, without
    /// "Evaluation Error: ".
    pub(crate) fn resource_parse_error(&self, rid: ResId, msg: String) -> Flow {
        Flow::Err(PErr::line_only(msg, self.res[rid].span).outside())
    }

    /// Puppet's `Tagging#tag`: the values flattened, undef dropped, each as text lower-cased;
    /// a tag must match `\A[[:alnum:]_][[:alnum:]_:.-]*\Z` (else `Invalid tag 'x'`, the
    /// message returned) and a qualified tag adds its segments too.
    pub(crate) fn add_tags_from(&mut self, rid: ResId, v: &Val) -> R<()> {
        self.add_tag_values(rid, v)
            .map_err(|msg| self.resource_parse_error(rid, msg))
    }

    /// [`Self::add_tags_from`] with the error's message alone.
    pub(crate) fn add_tag_values(&mut self, rid: ResId, v: &Val) -> Result<(), String> {
        match v {
            Val::Array(a) => {
                for x in a.iter() {
                    self.add_tag_values(rid, x)?;
                }
            }
            Val::Undef => {}
            Val::Str(s) => self.add_one_tag(rid, s)?,
            other => self.add_one_tag(rid, &other.to_display().into())?,
        }
        Ok(())
    }

    fn add_one_tag(&mut self, rid: ResId, s: &Arc<str>) -> Result<(), String> {
        // a tag already in lower case (the usual one) is neither lower-cased nor copied
        let lower = s.is_ascii() && !s.bytes().any(|b| b.is_ascii_uppercase());
        if lower && self.res[rid].tags.contains(s) {
            return Ok(());
        }
        let name: Arc<str> = if lower {
            s.clone()
        } else {
            s.to_lowercase().into()
        };
        // (a tag in lower case was looked for above)
        if !lower && self.res[rid].tags.contains(&name) {
            return Ok(());
        }
        if !super::valid_tag(&name) {
            return Err(format!("Invalid tag '{name}'"));
        }
        self.res[rid].tags.insert_new(name.clone());
        if self.tag_index_built {
            let ty = self.res[rid].ty.clone();
            self.tag_index
                .entry((ty, name.clone()))
                .or_default()
                .push(rid);
        }
        if crate::value::has_colons(&name) {
            for seg in name.split("::") {
                self.add_tag(rid, seg.into());
            }
        }
        Ok(())
    }
}
