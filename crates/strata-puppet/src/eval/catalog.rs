//! Resources: declarations, overrides, defaults, collectors and their queries.

use super::*;
use crate::types;

impl<'a> Compiler<'a> {
    // ----- resources -----------------------------------------------------------------------

    pub(super) fn eval_attr_ops(
        &mut self,
        ops: &[AttrOp],
        sc: ScopeId,
        allow_append: bool,
        check_dups: bool,
    ) -> R<Vec<(Arc<str>, Val, bool, Span)>> {
        let mut out: Vec<(Arc<str>, Val, bool, Span)> = Vec::with_capacity(ops.len());
        for op in ops {
            let v = self.eval(&op.value, sc)?;
            // a 3.x reference a parameter holds is the reference again in the resource
            let v = v.plain_refs().unwrap_or(v);
            let v = self.unknown_types_as_class(&v).unwrap_or(v);
            if &*op.name == "*" {
                // a second unfolding in a resource body is rejected by the validator
                // (`crate::checker`); defaults, overrides and collectors may have several
                match v {
                    Val::Hash(h) => {
                        for (k, x) in h.iter() {
                            let Val::Str(k) = k else {
                                return issue("Illegal attribute name in unfolding", op.span);
                            };
                            if check_dups && out.iter().any(|o| &o.0 == k) {
                                return issue(
                                    format!("The attribute '{k}' has already been set"),
                                    op.span,
                                );
                            }
                            let x = x.plain_refs().unwrap_or_else(|| x.clone());
                            out.push((k.clone(), x, false, op.span));
                        }
                    }
                    // eval_AttributesOperation: TYPE_MISMATCH (undef included)
                    other => {
                        return issue(
                            format!(
                                "Expected value of type Hash, got {}",
                                types::type_name_of(&other)
                            ),
                            op.span,
                        )
                    }
                }
                continue;
            }
            // create_resource_parameter converts the value for 3x: an untitled `Class` (also
            // inside arrays and hashes) becomes Puppet::Resource.new('class', nil), which fails
            if contains_untitled_class(&v) {
                let msg = "No title provided and \"class\" is not a valid resource reference";
                let label = if op.append {
                    "'+>' expression"
                } else {
                    "'=>' expression"
                };
                return rt_err::<Vec<_>>(msg, op.span).map_err(|e| add_prefix(e, label));
            }
            if op.append && !allow_append {
                return issue(format!("Illegal +> operation on attribute {}. This operator can not be used in a Resource Expression", op.name), op.span);
            }
            if check_dups && out.iter().any(|o| o.0 == op.name) {
                return issue(
                    format!("The attribute '{}' has already been set", op.name),
                    op.span,
                );
            }
            out.push((op.name.clone(), v, op.append, op.span));
        }
        Ok(out)
    }

    /// A reference of a type that is neither a resource type nor a define
    /// (`Resource['nosuch', 'x']`) as Runtime3Converter makes it for the resource:
    /// `find_resource_type` gives nil and `Puppet::Resource.new(nil, 'x')` is `Class[X]`.
    /// Inside arrays too; None when nothing changes.
    fn unknown_types_as_class(&mut self, v: &Val) -> Option<Val> {
        match v {
            Val::Type(t) => match &**t {
                Ty::Resource(Some(ty), Some(title))
                    if !matches!(&*ty.to_lowercase(), "class" | "node" | "stage")
                        && self.resource_type(ty).ok().flatten().is_none()
                        && self.find_define(ty).ok().flatten().is_none() =>
                {
                    Some(Val::ty(Ty::Class(Some(title.to_lowercase().into()))))
                }
                _ => None,
            },
            Val::Array(a) => {
                let conv: Vec<Option<Val>> =
                    a.iter().map(|x| self.unknown_types_as_class(x)).collect();
                conv.iter().any(Option::is_some).then(|| {
                    let items = conv.into_iter().zip(a.iter());
                    Val::array(items.map(|(c, x)| c.unwrap_or_else(|| x.clone())).collect())
                })
            }
            _ => None,
        }
    }

    /// Declares the resources of a resource expression; its value (the references) is built
    /// only when `want_value`.
    pub(super) fn eval_resource(
        &mut self,
        form: u8,
        ty: &Expr,
        bodies: &[ResourceBody],
        sc: ScopeId,
        span: Span,
        want_value: bool,
    ) -> R<Val> {
        // the usual name (`file`, `mymod::thing`) is already in lower case: not copied
        let tname: std::borrow::Cow<'_, str> = match &ty.kind {
            ExprKind::Name(n) => {
                let n = crate::value::trim_root(n);
                if n.bytes().any(|b| !b.is_ascii() || b.is_ascii_uppercase()) {
                    n.to_lowercase().into()
                } else {
                    n.into()
                }
            }
            ExprKind::TypeName(n) => {
                let lower = n.to_lowercase();
                if self.resource_type(&lower).map_err(Flow::Err)?.is_none()
                    && lower != "class"
                    && self.find_define(&lower).map_err(Flow::Err)?.is_none()
                {
                    if types::builtin_type_name(n).is_some() {
                        return issue(format!("Illegal Resource Type expression, expected result to be a type name, or untitled Resource, got {n}"), ty.span);
                    }
                    return issue(
                        format!("Resource type not found: {}", capitalize_name(n)),
                        ty.span,
                    );
                }
                lower.into()
            }
            _ => {
                let v = self.eval(ty, sc)?;
                // Puppet's eval_ResourceExpression: only a type reference or an access to one
                // may name the type; a titled Class or resource type is shown as itself,
                // anything else by its generalized inferred type.
                let acceptable = matches!(&ty.kind, ExprKind::Access(base, _)
                    if matches!(base.kind, ExprKind::TypeName(_)));
                let illegal = |got: String| {
                    issue(format!("Illegal Resource Type expression, expected result to be a type name, or untitled Resource, got {got}"), ty.span)
                };
                match &v {
                    Val::Type(t) if acceptable => match &**t {
                        // `Resource['class']`
                        Ty::Resource(Some(n), None) if n.eq_ignore_ascii_case("class") => {
                            "class".into()
                        }
                        Ty::Resource(Some(n), None) => {
                            // the type keeps the name as the reference wrote it (`Resource['nope']`
                            // is `Nope`)
                            let lower = n.to_lowercase();
                            if self.resource_type(&lower).map_err(Flow::Err)?.is_none()
                                && self.find_define(&lower).map_err(Flow::Err)?.is_none()
                            {
                                return rt_err(format!("Unknown resource type: '{n}'"), ty.span);
                            }
                            lower.into()
                        }
                        Ty::Class(None) => "class".into(),
                        // as Puppet's TypeFormatter writes them: the title quoted
                        Ty::Resource(Some(n), Some(title)) => {
                            return illegal(format!("{n}[{}]", crate::value::quote_str(title)))
                        }
                        Ty::Class(Some(n)) => {
                            return illegal(format!("Class[{}]", crate::value::quote_str(n)))
                        }
                        _ => return illegal(types::type_name_of(&v)),
                    },
                    _ => return illegal(types::type_name_of(&v)),
                }
            }
        };
        // default body
        let mut default_ops: Vec<(Arc<str>, Val, bool, Span)> = Vec::new();
        let mut seen_titles: FastSet<Arc<str>> = Default::default();
        let mut plain_bodies = Vec::with_capacity(bodies.len());
        for b in bodies {
            if let ExprKind::Lit(Val::Default) = b.title.kind {
                if !seen_titles.insert("default".into()) {
                    return issue(
                        "The title 'default' has already been used in this resource expression",
                        b.title.span,
                    );
                }
                default_ops = self.eval_attr_ops(&b.ops, sc, false, true)?;
            } else {
                plain_bodies.push(b);
            }
        }
        let mut refs = Vec::new();
        let mut evaluated_titles = Vec::with_capacity(bodies.len());
        for b in plain_bodies {
            let tv = self.eval(&b.title, sc)?;
            if tv.is_undef() {
                // Puppet's MISSING_TITLE: the title expression itself gave undef
                return issue(
                    "Missing title. The title expression resulted in undef",
                    b.title.span,
                );
            }
            let mut titles: Vec<Val> = Vec::with_capacity(1);
            flatten_refs(&tv, &mut titles);
            if titles.iter().any(|t| matches!(t, Val::Default)) {
                if !seen_titles.insert("default".into())
                    || titles.iter().filter(|t| matches!(t, Val::Default)).count() > 1
                {
                    return issue(
                        "The title 'default' has already been used in this resource expression",
                        b.title.span,
                    );
                }
                default_ops = self.eval_attr_ops(&b.ops, sc, false, true)?;
                titles.retain(|t| !matches!(t, Val::Default));
            }
            let ops = self.eval_attr_ops(&b.ops, sc, false, true)?;
            evaluated_titles.push((b, titles, ops));
        }
        // One title in the whole expression cannot repeat another: the set is only needed
        // for several titles, or beside a `default:` body.
        let several = evaluated_titles.len() > 1
            || evaluated_titles
                .iter()
                .any(|(_, titles, _)| titles.len() > 1)
            || !seen_titles.is_empty();
        for (b, titles, mut ops) in evaluated_titles {
            for d in &default_ops {
                if !ops.iter().any(|o| o.0 == d.0) {
                    ops.push(d.clone());
                }
            }
            for (i, t) in titles.iter().enumerate() {
                let title: Arc<str> = match t {
                    Val::Str(s) => {
                        if s.is_empty() {
                            return issue(format!("Empty string title at {i}. Title strings must have a length greater than zero."), b.title.span);
                        }
                        s.clone()
                    }
                    Val::Undef => return issue(format!("Missing title at index {i}. The title expression resulted in an undef title"), b.title.span),
                    Val::Default => return issue("The title 'default' has already been used in this resource expression", b.title.span),
                    Val::Type(ty) if tname == "class" => match &**ty {
                        Ty::Class(Some(n)) => n.to_lowercase().into(),
                        Ty::Resource(Some(n), None) => n.to_lowercase().into(),
                        _ => return issue(format!("Illegal title type at index {i}. Expected String, got {}", types::type_name_of(t)), b.title.span),
                    },
                    other => {
                        return issue(
                            format!("Illegal title type at index {i}. Expected String, got {}", types::title_type_name(other)),
                            b.title.span,
                        )
                    }
                };
                if several && !seen_titles.insert(title.clone()) {
                    return issue(
                        format!(
                            "The title '{title}' has already been used in this resource expression"
                        ),
                        b.title.span,
                    );
                }
                if tname == "class" {
                    if form != 0 {
                        return issue("Classes are not virtualizable", span);
                    }
                    let mut params = Params::default();
                    for (k, v, _, _) in &ops {
                        params.insert(k.clone(), v.clone());
                    }
                    let written = title.to_string();
                    // Puppet::Resource.new (strict, as the evaluator makes it) names the class
                    // as written: "Could not find declared class %{title}".
                    let lname = written.trim_start_matches("::").to_lowercase();
                    if self.find_class(&lname).map_err(Flow::Err)?.is_none() {
                        return rt_err(format!("Could not find declared class {written}"), span);
                    }
                    let rid =
                        self.declare_class(&title, Some(params), sc, span, false, &written)?;
                    if want_value {
                        refs.push(self.ref_of(rid));
                    }
                    continue;
                }
                let rid = self.create_resource(&tname, title, &ops, form, sc, span, ty.span)?;
                if want_value {
                    refs.push(self.ref_of(rid));
                }
            }
        }
        Ok(Val::array(refs))
    }

    pub(crate) fn ref_of(&self, rid: ResId) -> Val {
        let r = &self.res[rid];
        if &*r.ty == "Class" {
            Val::ty(Ty::Class(Some(r.title.to_lowercase().into())))
        } else {
            Val::ty(Ty::Resource(Some(r.ty.clone()), Some(r.title.clone())))
        }
    }

    /// A resource that `create_resources` made with a title that is not a string (an Integer
    /// key, as `ensure_resource('apache::listen', 443)` gives): Puppet's `Resource` tags itself
    /// only with a String title (`Tagging#tag_if_valid`), and the namevar that `parse_title`
    /// gives (the title as a string: a define's `name`, a built-in type's key attribute) then
    /// differs from the title, so the catalog keeps it as a parameter
    /// (`Resource#to_data_hash`).
    pub(crate) fn non_string_title(&mut self, rid: ResId) {
        self.non_string_titles.insert(rid);
        let namevar = match self.res[rid].kind {
            Kind::Define => "name".to_string(),
            Kind::Builtin => self.catalog_namevar(rid),
            _ => return,
        };
        let r = &mut self.res[rid];
        let title = r.title.clone();
        r.tags.remove(&title.to_lowercase());
        if r.params.get(namevar.as_str()).is_none_or(Val::is_undef) {
            r.params.insert(namevar.into(), Val::Str(title));
        }
    }

    /// Creates a (non-class) resource.
    pub(crate) fn create_resource(
        &mut self,
        tname: &str,
        title: Arc<str>,
        ops: &[(Arc<str>, Val, bool, Span)],
        form: u8,
        sc: ScopeId,
        span: Span,
        type_span: Span,
    ) -> R<ResId> {
        let rtype = self.resource_type(tname).map_err(|mut e| {
            e.span = e.span.or(Some(type_span));
            Flow::Err(e)
        })?;
        let kind = if rtype.is_some() {
            Kind::Builtin
        } else {
            match self.find_define(tname).map_err(Flow::Err)? {
                Some(_) => Kind::Define,
                None => return rt_err(format!("Unknown resource type: '{tname}'"), type_span),
            }
        };
        let (ty, type_tag) = match self.type_names.get(tname) {
            Some(names) => names.clone(),
            None => {
                let names: (Arc<str>, Arc<str>) = (capitalize_name(tname).into(), tname.into());
                self.type_names.insert(tname.into(), names.clone());
                names
            }
        };
        let key = (ty.clone(), title.clone());
        if let Some(&old) = self.index.get(&key) {
            let at = self.res[old].span;
            return Err(Flow::Err(PErr {
                related: at,
                ..PErr::runtime(
                    format!(
                        "Duplicate declaration: {ty}[{title}] is already declared{}; cannot redeclare",
                        at.map(|s| self.at_text(s)).unwrap_or_default()
                    ),
                    span,
                )
            }));
        }
        // Compiler#add_resource: `stage` is a metaparameter only a class may set
        if ops
            .iter()
            .any(|(k, v, _, _)| &**k == "stage" && !v.is_undef())
        {
            return rt_err(
                format!("Only classes can set 'stage'; normal resources like {ty}[{title}] cannot change run stage"),
                span,
            );
        }
        let mut params = Params::with_capacity_and_hasher(ops.len(), Default::default());
        let mut relation_spans = Vec::new();
        for (k, v, _, at) in ops {
            params.insert(k.clone(), v.clone());
            if matches!(&**k, "require" | "before" | "notify" | "subscribe") {
                relation_spans.push((k.clone(), *at));
            }
        }
        // a define's parameters are checked when it is evaluated (set_resource_parameters)
        let tag_parent = self.scopes[sc].resource;
        // Room for exactly the tags added here (the type's and the title's, with their
        // `::` segments, and the parent's): one per resource, so a few spare slots each
        // would cost 32-64 bytes times every resource of the catalog (a `tag` parameter's
        // tags grow the vector).
        let parent_tags = tag_parent.map_or(0, |tp| self.res[tp].tags.len());
        let segments = |s: &str| {
            if crate::value::has_colons(s) {
                s.split("::").count()
            } else {
                0
            }
        };
        let title_is_tag = valid_tag(&title);
        let own_tags = 1
            + segments(tname)
            + if title_is_tag {
                1 + segments(&title)
            } else {
                0
            };
        let mut tags = TagSet::with_capacity(own_tags + parent_tags);
        tags.insert(type_tag);
        if crate::value::has_colons(tname) {
            for seg in tname.split("::") {
                tags.insert(seg.into());
            }
        }
        if title_is_tag {
            // An ASCII title that is already lower case is shared, not copied.
            if !title.is_ascii() || title.bytes().any(|b| b.is_ascii_uppercase()) {
                tags.insert(title.to_lowercase().into());
            } else {
                tags.insert(title.clone());
            }
            if crate::value::has_colons(&title) {
                for seg in title.split("::") {
                    tags.insert(seg.to_lowercase().into());
                }
            }
        }
        let mut parent_tags_seen = 0;
        if let Some(tp) = tag_parent {
            tags.extend(self.res[tp].tags.iter().cloned());
            parent_tags_seen = self.res[tp].tags.len();
        }
        let is_define = kind == Kind::Define;
        let rid = self.push_resource(Resource {
            ty,
            title,
            params,
            virt: form != 0,
            exported: form == 2,
            tags,
            span: Some(span),
            kind,
            scope: sc,
            container: tag_parent,
            tag_parent,
            parent_tags_seen,
            evaluated: !is_define,
            defaults_applied: false,
        });
        if self.trace.is_some() {
            self.trace_declared(rid, ops, span);
        }
        for (k, at) in relation_spans {
            self.relation_param_spans.insert((rid, k), at);
        }
        if let Some(t) = self.res[rid].params.get("tag").cloned() {
            self.add_tags_from(rid, &t)?;
        }
        self.register_aliases(rid, rtype.as_deref(), span)?;
        // Puppet takes the defaults that the dynamic scope chain holds when the resource is
        // made (a default written after `include ntp` does not reach ntp's resources).
        self.apply_defaults(rid)?;
        if is_define && form == 0 {
            self.define_queue.push(rid);
        }
        Ok(rid)
    }

    /// Whether a resource is Class[main] or contained in it, through its containers.
    fn contained_in_main(&self, mut r: ResId) -> bool {
        for _ in 0..100_000 {
            if r == self.main_res {
                return true;
            }
            match self.res[r].container {
                Some(c) if c != r => r = c,
                _ => return false,
            }
        }
        false
    }

    /// Applies resource defaults from the dynamic scope chain of the resource's scope.
    /// Fails on a default `tag` that is no valid tag.
    pub(crate) fn apply_defaults(&mut self, rid: ResId) -> R<()> {
        if self.res[rid].defaults_applied {
            return Ok(());
        }
        self.res[rid].defaults_applied = true;
        let traced = self.trace.as_ref().is_some_and(|t| t.rid == Some(rid));
        let ty = self.res[rid].ty.clone();
        let mut s = Some(self.res[rid].scope);
        let mut guard = 0;
        while let Some(id) = s {
            guard += 1;
            if guard > 100_000 {
                break;
            }
            if let Some(d) = self.scopes[id].defaults.get(&ty) {
                let d = d.clone();
                for (k, v, _) in d {
                    if traced {
                        self.trace_default(rid, id, &k, &v);
                    }
                    if !self.res[rid].params.contains_key(&k) {
                        if &*k == "tag" {
                            self.add_tags_from(rid, &v)?;
                        }
                        self.res[rid].params.insert(k, v);
                    }
                }
            }
            s = self.scopes[id].dyn_parent.or(self.scopes[id].parent);
        }
        // Compiler#add_resource_metaparams, after the resource defaults (a default wins over a
        // container's metaparameter), walks the containment graph from Class[main] only:
        // a container's metaparameters reach what it contains when it is itself reachable from
        // there (not under a class, which its stage contains). The metaparameters are
        // Puppet::Type.metaparams in their order, without the relationships and `stage`
        // (which only a class may set).
        if let Some(cont) = self.res[rid]
            .container
            .filter(|c| self.contained_in_main(*c))
        {
            if self.res[cont].kind == Kind::Define || self.res[cont].kind == Kind::ClassLike {
                for meta in ["noop", "schedule", "audit", "loglevel", "alias", "tag"] {
                    if let Some(v) = self.res[cont].params.get(meta).cloned() {
                        // `target[param] = value if target[param].nil?`
                        if self.res[rid].params.get(meta).is_none_or(Val::is_undef) {
                            self.res[rid].params.insert(meta.into(), v);
                        }
                    }
                }
            }
        }
        Ok(())
    }

    pub(super) fn eval_override(
        &mut self,
        target: &Expr,
        ops: &[AttrOp],
        sc: ScopeId,
        span: Span,
    ) -> R<Val> {
        let tv = self.eval(target, sc)?;
        // the operations are not checked for duplicates by the evaluator: the override's
        // Puppet::Parser::Resource fails on one (extract_parameters)
        let evaluated = self.eval_attr_ops(ops, sc, true, false)?;
        let dup = repeated_name(&evaluated, |o| &o.0).cloned();
        let ops: Vec<(Arc<str>, Val, bool)> = evaluated
            .into_iter()
            .map(|(k, v, a, _)| (k, v, a))
            .collect();
        // create_resource_overrides: each flattened reference (none is a no-op)
        let mut refs = Vec::new();
        flatten_refs(&tv, &mut refs);
        for r in refs {
            if let (Some(k), Some((t, title))) = (&dup, r.as_resource_ref()) {
                if t != "Class" {
                    return Err(duplicate_parameter(k, &t, &title, span));
                }
            }
            if let Val::Type(t) = &r {
                if let Ty::Resource(Some(n), None) = &**t {
                    // Puppet::Parser::Resource.new(type, nil)
                    let msg = format!(
                        "No title provided and :{} is not a valid resource reference",
                        n.to_lowercase()
                    );
                    return rt_err::<Val>(msg, target.span)
                        .map_err(|e| add_prefix(e, "Resource Override"));
                }
            }
            match r.as_resource_ref() {
                Some((t, title)) => {
                    let (t, title) = if t == "Class" {
                        return issue(format!("Resource Override can only operate on resources, got: Class[{}]-Type", title), target.span);
                    } else {
                        (t, title)
                    };
                    let source = self.scopes[sc].source.clone();
                    let o = Override {
                        ty: t.into(),
                        title: title.into(),
                        ops: ops.clone(),
                        source,
                        span,
                    };
                    let key = (o.ty.clone(), o.title.clone());
                    if let Some(&rid) = self.index.get(&key) {
                        self.apply_override(rid, &o, false)?;
                    } else {
                        self.overrides.push(o);
                    }
                }
                None => {
                    return issue(
                        format!(
                            "Resource Override can only operate on resources, got: {}",
                            types::value_label(&r)
                        ),
                        target.span,
                    )
                }
            }
        }
        Ok(Val::Undef)
    }

    pub(crate) fn apply_override(
        &mut self,
        rid: ResId,
        o: &Override,
        from_collector: bool,
    ) -> R<()> {
        if !from_collector {
            let rsrc = self.scopes[self.res[rid].scope].source.clone();
            if rsrc != o.source && !self.is_subclass(&o.source, &rsrc) {
                // Puppet::Parser::Resource#merge raises a ParseError with file and line,
                // which the evaluator passes on as it is
                return Err(Flow::Err(
                    PErr::line_only("Only subclasses can override parameters", Some(o.span))
                        .outside(),
                ));
            }
        }
        // Resource#merge: an override of a defined resource whose body already ran changes
        // its parameters but nothing the body declared with them; Puppet warns (an error
        // under `--strict error`) and applies it anyway.
        if self.res[rid].kind == Kind::Define && self.res[rid].evaluated {
            let defined_at = self.res[rid]
                .span
                .map(|s| self.file_line_text(s))
                .unwrap_or_default();
            let msg = if defined_at.is_empty() {
                "Attempt to override an already evaluated resource with new values".to_string()
            } else {
                format!(
                    "Attempt to override an already evaluated resource, defined at{defined_at}, with new values"
                )
            };
            if self.opts.strict {
                return Err(Flow::Err(PErr::line_only(msg, Some(o.span)).outside()));
            }
            let at = self.file_line_text(o.span);
            self.warnings.push(format!("{msg}{at}"));
        }
        if self.trace.as_ref().is_some_and(|t| t.rid == Some(rid)) {
            self.trace_override(rid, o, from_collector);
        }
        // Resource#override_parameter: a parameter another reference override set may be
        // changed only by an override from a subclass of that one's class (the same class
        // may not set it twice). A collector's override may always, and is not tracked.
        if !self.override_sources.is_empty() || !from_collector {
            for (k, _, _) in &o.ops {
                let key = (rid, k.clone());
                if from_collector {
                    self.override_sources.remove(&key);
                    continue;
                }
                if let Some(prev) = self.override_sources.get(&key).cloned() {
                    if !self.is_subclass(&o.source, &prev) {
                        let r = &self.res[rid];
                        let by = if prev.is_empty() {
                            String::new()
                        } else {
                            format!(" by Class[{}]", capitalize_name(&prev))
                        };
                        let msg = format!(
                            "Parameter '{k}' is already set on {}[{}]{by}; cannot redefine",
                            r.ty, r.title
                        );
                        return Err(Flow::Err(PErr::line_only(msg, Some(o.span)).outside()));
                    }
                }
                self.override_sources.insert(key, o.source.clone());
            }
        }
        for (k, v, append) in &o.ops {
            if *append {
                let old = self.res[rid].params.get(k).cloned();
                // Puppet::Parser::Resource#override_parameter: `+>` on a parameter the
                // resource does not have sets the value as given (no array made).
                let nv = match old {
                    None => v.clone(),
                    Some(Val::Undef) => match v {
                        Val::Array(_) => v.clone(),
                        _ => Val::array(vec![v.clone()]),
                    },
                    // `[current.value, param.value].flatten`
                    Some(x) => {
                        let mut a = Vec::new();
                        flatten_refs(&x, &mut a);
                        flatten_refs(v, &mut a);
                        Val::array(a)
                    }
                };
                if &**k == "tag" {
                    self.add_tags_from(rid, &nv)?;
                }
                self.res[rid].params.insert(k.clone(), nv);
            } else {
                if &**k == "tag" {
                    self.add_tags_from(rid, v)?;
                }
                self.res[rid].params.insert(k.clone(), v.clone());
            }
        }
        Ok(())
    }

    pub(super) fn is_subclass(&mut self, child: &str, parent: &str) -> bool {
        let mut c = child.to_string();
        for _ in 0..1000 {
            let Some(d) = self.classes.get(&c).cloned() else {
                return false;
            };
            let Definition::Class {
                parent: Some(p), ..
            } = &*d
            else {
                return false;
            };
            let p = p.to_lowercase();
            if p == parent {
                return true;
            }
            c = p;
        }
        false
    }

    pub(super) fn eval_collect(
        &mut self,
        ty: &str,
        exported: bool,
        q: &Option<Box<Query>>,
        ops: &[AttrOp],
        sc: ScopeId,
        span: Span,
    ) -> R<Val> {
        let lower = ty.to_lowercase();
        // Puppet's label of the query: `<<| |>>` is an Exported Query
        let label = if exported {
            "Exported Query"
        } else {
            "Virtual Query"
        };
        if lower == "class" {
            return rt_err("Classes cannot be collected", span).map_err(|e| add_prefix(e, label));
        }
        if self.resource_type(&lower).map_err(Flow::Err)?.is_none()
            && self.find_define(&lower).map_err(Flow::Err)?.is_none()
        {
            return rt_err(format!("Resource type {lower} doesn't exist"), span)
                .map_err(|e| add_prefix(e, label));
        }
        // duplicates fail as the collected resources are overridden
        let evaluated = self.eval_attr_ops(ops, sc, true, false)?;
        let ops: Vec<(Arc<str>, Val, bool)> = evaluated
            .into_iter()
            .map(|(k, v, a, _)| (k, v, a))
            .collect();
        let query = match q {
            Some(q) => Some(self.eval_query(q, sc).map_err(|e| add_prefix(e, label))?),
            None => None,
        };
        let id = self.collectors.len();
        self.collectors.push(Collector {
            ty: capitalize_name(&lower).into(),
            query,
            ops,
            scope: sc,
            span,
            matched: IndexSet::new(),
            seen: 0,
            changed_seen: 0,
            exported,
            empty_alt: None,
        });
        Ok(Val::ty(Ty::Other(format!("__collector:{id}").into())))
    }

    /// Evaluates the value expressions of a query once (their values do not change).
    pub(super) fn eval_query(&mut self, q: &Query, sc: ScopeId) -> R<Query> {
        Ok(match q {
            Query::Cmp(n, eq, e) => {
                if let Some(class) = untransformable_query_value(e) {
                    // CollectorTransformer's query_Object: only literals, variables,
                    // strings, names and `[]` accesses are query values
                    return rt_err(
                        format!("Cannot transform object of class Puppet::Pops::Model::{class}"),
                        e.span,
                    );
                }
                let v = self.eval(e, sc)?;
                // a 3.x reference compares as the reference the resources hold
                let v = v.plain_refs().unwrap_or(v);
                Query::Cmp(n.clone(), *eq, Expr::new(ExprKind::Lit(v), e.span))
            }
            Query::CmpExpr(l, eq, e) => {
                if let Some(class) = untransformable_query_value(l) {
                    return rt_err(
                        format!("Cannot transform object of class Puppet::Pops::Model::{class}"),
                        l.span,
                    );
                }
                // `resource[left_code]`: the left value names the attribute
                let name: Arc<str> = match self.eval(l, sc)? {
                    Val::Str(s) => s,
                    other => other.to_string().into(),
                };
                return self.eval_query(&Query::Cmp(name, *eq, e.clone()), sc);
            }
            Query::And(a, b) => Query::And(
                Box::new(self.eval_query(a, sc)?),
                Box::new(self.eval_query(b, sc)?),
            ),
            Query::Or(a, b) => Query::Or(
                Box::new(self.eval_query(a, sc)?),
                Box::new(self.eval_query(b, sc)?),
            ),
        })
    }

    pub(super) fn query_matches(&self, q: &Query, rid: ResId) -> bool {
        let r = &self.res[rid];
        match q {
            Query::And(a, b) => self.query_matches(a, rid) && self.query_matches(b, rid),
            Query::Or(a, b) => self.query_matches(a, rid) || self.query_matches(b, rid),
            // evaluated into `Cmp` by `eval_query` before any match
            Query::CmpExpr(..) => false,
            Query::Cmp(name, eq, e) => {
                let ExprKind::Lit(v) = &e.kind else {
                    return false;
                };
                // Puppet's CollectorTransformer: `tag == x` tests the resource's tags, but
                // `!=` is `!equals(resource[name], x)` for every name, `tag` included (so
                // `tag != 'x'` keeps a resource whose tag parameter is `['x']`).
                let m = if &**name == "tag" && *eq {
                    match v {
                        Val::Str(s) => r.tags.contains(&s.to_lowercase()),
                        _ => false,
                    }
                } else if &**name == "title" {
                    // Parser::Resource#[](:title) is the title, compared by CompareOperator's
                    // `equals` (strings without regard to case) like any value
                    types::puppet_eq(&Val::Str(r.title.clone()), v)
                } else {
                    match r.params.get(name) {
                        Some(Val::Array(a)) if *eq => {
                            a.iter().any(|x| types::puppet_eq(x, v))
                                || types::puppet_eq(&Val::Array(a.clone()), v)
                        }
                        Some(x) => types::puppet_eq(x, v),
                        None => v.is_undef(),
                    }
                };
                if *eq {
                    m
                } else {
                    !m
                }
            }
        }
    }

    /// Candidate resources for a query (tag index when the query is a plain tag test).
    pub(super) fn candidates(&self, c: &Collector) -> Vec<ResId> {
        if let Some(Query::Cmp(n, true, e)) = &c.query {
            if &**n == "tag" {
                if let ExprKind::Lit(Val::Str(t)) = &e.kind {
                    let list = self
                        .tag_index
                        .get(&(c.ty.clone(), t.to_lowercase().into()))
                        .map(|v| v.as_slice())
                        .unwrap_or(&[]);
                    return list.to_vec();
                }
            }
        }
        let list = self.by_type.get(&c.ty).map(|v| v.as_slice()).unwrap_or(&[]);
        let mut out = list[c.seen.min(list.len())..].to_vec();
        // those seen before whose parameters have changed since (one listed twice is looked
        // at twice: the query has no effect, and a match is recorded once)
        for &rid in &self.changed[c.changed_seen.min(self.changed.len())..] {
            if self.res[rid].ty == c.ty {
                out.push(rid);
            }
        }
        out
    }

    /// Evaluates every collector once; true when something new was collected.
    pub(super) fn evaluate_collectors(&mut self) -> R<bool> {
        let mut any = false;
        if !self.collectors.is_empty() && !self.tag_index_built {
            self.tag_index_built = true;
            for (id, r) in self.res.iter().enumerate() {
                for t in &r.tags {
                    self.tag_index
                        .entry((r.ty.clone(), t.clone()))
                        .or_default()
                        .push(id);
                }
            }
        }
        for ci in 0..self.collectors.len() {
            if self.collectors[ci].exported {
                continue;
            }
            let cands = self.candidates(&self.collectors[ci]);
            let total = self
                .by_type
                .get(&self.collectors[ci].ty)
                .map(|v| v.len())
                .unwrap_or(0);
            self.collectors[ci].seen = total;
            self.collectors[ci].changed_seen = self.changed.len();
            for rid in cands {
                if self.collectors[ci].matched.contains(&rid) {
                    continue;
                }
                // CatalogCollector#collect finds every resource of the type, exported ones
                // too (realized, they stay exported)
                let ok = match &self.collectors[ci].query {
                    Some(q) => self.query_matches(q, rid),
                    None => true,
                };
                if !ok {
                    continue;
                }
                self.collectors[ci].matched.insert(rid);
                any = true;
                if self.res[rid].virt {
                    self.realize(rid);
                }
                if !self.collectors[ci].ops.is_empty() {
                    // the override's Puppet::Parser::Resource fails on an attribute given twice
                    if let Some(k) = repeated_name(&self.collectors[ci].ops, |o| &o.0) {
                        let r = &self.res[rid];
                        let span = self.collectors[ci].span;
                        return Err(duplicate_parameter(k, &r.ty, &r.title, span));
                    }
                    let o = Override {
                        ty: self.res[rid].ty.clone(),
                        title: self.res[rid].title.clone(),
                        ops: self.collectors[ci].ops.clone(),
                        source: self.scopes[self.collectors[ci].scope].source.clone(),
                        span: self.collectors[ci].span,
                    };
                    self.apply_override(rid, &o, true)?;
                }
            }
        }
        Ok(any)
    }

    pub(crate) fn realize(&mut self, rid: ResId) {
        if self.res[rid].virt {
            self.res[rid].virt = false;
            if self.res[rid].kind == Kind::Define && !self.res[rid].evaluated {
                self.define_queue.push(rid);
            }
        }
    }

    /// Puppet's generator loop: each round evaluates the collectors, then every defined
    /// resource that exists when the round starts (those it declares wait for the next
    /// round); after 1000 rounds that still made something, the compile stops as Puppet's.
    pub(super) fn generators(&mut self) -> R<()> {
        let mut cursor = 0;
        let mut count = 0;
        loop {
            let mut done = true;
            if self.evaluate_collectors()? {
                done = false;
            }
            let end = self.define_queue.len();
            let mut last = None;
            while cursor < end {
                let rid = self.define_queue[cursor];
                cursor += 1;
                if !self.res[rid].evaluated && !self.res[rid].virt {
                    self.evaluate_define(rid)?;
                    done = false;
                    last = Some(rid);
                }
            }
            if done {
                return Ok(());
            }
            count += 1;
            if count > 1000 {
                // Puppet names no place; strata points at the declaration still generating.
                let span = last.and_then(|r| self.res[r].span);
                return Err(Flow::Err(PErr::raised_outside(
                    "Somehow looped more than 1000 times while evaluating host catalog",
                    span,
                )));
            }
        }
    }
}

/// The Puppet model class of a query value CollectorTransformer cannot transform (its
/// `query_Object`), `None` for the kinds it evaluates.
fn untransformable_query_value(e: &Expr) -> Option<&'static str> {
    Some(match &e.kind {
        ExprKind::Lit(Val::Default) => "LiteralDefault",
        ExprKind::Lit(_)
        | ExprKind::Str(_)
        | ExprKind::Var(_)
        | ExprKind::Name(_)
        | ExprKind::Access(..) => return None,
        ExprKind::Paren(inner) => return untransformable_query_value(inner),
        ExprKind::TypeName(_) => "QualifiedReference",
        ExprKind::Array(_) => "LiteralList",
        ExprKind::Hash(_) => "LiteralHash",
        ExprKind::Regex(_) => "LiteralRegularExpression",
        ExprKind::Not(_) => "NotExpression",
        ExprKind::Neg(_) => "UnaryMinusExpression",
        ExprKind::Binary(op, ..) => match op {
            BinOp::Add
            | BinOp::Sub
            | BinOp::Mul
            | BinOp::Div
            | BinOp::Mod
            | BinOp::Shl
            | BinOp::Shr => "ArithmeticExpression",
            BinOp::Match | BinOp::NotMatch => "MatchExpression",
            BinOp::In => "InExpression",
            // comparisons and `and`/`or` are queries themselves, not values
            _ => return None,
        },
        ExprKind::Call(..) => "CallNamedFunctionExpression",
        ExprKind::Method(..) => "CallMethodExpression",
        ExprKind::Selector(..) => "SelectorExpression",
        ExprKind::If(..) => "IfExpression",
        ExprKind::Unless(..) => "UnlessExpression",
        ExprKind::Case(..) => "CaseExpression",
        _ => return None,
    })
}

/// The first attribute name given twice in `ops` (`name` reads an operation's name).
fn repeated_name<'a, T>(
    ops: &'a [T],
    name: impl Fn(&'a T) -> &'a Arc<str>,
) -> Option<&'a Arc<str>> {
    ops.iter()
        .enumerate()
        .find(|(i, o)| ops[..*i].iter().any(|p| name(p) == name(o)))
        .map(|(_, o)| name(o))
}

/// Puppet::Parser::Resource's error for an override (a reference's or a collector's) that
/// gives an attribute twice (extract_parameters), located by line only.
fn duplicate_parameter(k: &str, ty: &str, title: &str, span: Span) -> Flow {
    Flow::Err(
        PErr::line_only(
            format!("Duplicate parameter '{k}' for on {ty}[{title}]"),
            Some(span),
        )
        .outside(),
    )
}

/// Whether `v` is or holds (in arrays and hash values) the untitled `Class` type.
/// Whether `v` holds an untitled `File` resource type (inside arrays and hashes too).
pub(super) fn contains_untitled_file(v: &Val) -> bool {
    match v {
        Val::Type(t) => {
            matches!(&**t, Ty::Resource(Some(n), None) if crate::value::trim_root(n).eq_ignore_ascii_case("file"))
        }
        Val::Array(a) => a.iter().any(contains_untitled_file),
        Val::Hash(h) => h
            .iter()
            .any(|(k, x)| contains_untitled_file(k) || contains_untitled_file(x)),
        _ => false,
    }
}

fn contains_untitled_class(v: &Val) -> bool {
    match v {
        Val::Type(t) => matches!(&**t, Ty::Class(None)),
        Val::Array(a) => a.iter().any(contains_untitled_class),
        Val::Hash(h) => h.values().any(contains_untitled_class),
        _ => false,
    }
}
