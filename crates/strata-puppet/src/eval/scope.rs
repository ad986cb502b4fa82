//! Variables and expressions: lookup, assignment, operators, access and calls.

use super::*;
use crate::types;

impl<'a> Compiler<'a> {
    // ----- variables -------------------------------------------------------------------

    pub(crate) fn lookup_var(&mut self, name: &str, sc: ScopeId, span: Span) -> R<Val> {
        if self.param_guard.is_some() {
            self.param_guard_error(name, sc, span)?;
        }
        if let Some(v) = self.try_lookup(name, sc) {
            return Ok(v);
        }
        // Scope#variable_not_found: a numeric (match) variable and the built-in
        // `module_name`/`caller_module_name` are undef when unset, never unknown
        let never_unknown = name.bytes().all(|b| b.is_ascii_digit())
            || matches!(
                name.strip_prefix("::").unwrap_or(name),
                "module_name" | "caller_module_name"
            );
        if self.opts.strict && !never_unknown {
            return issue(format!("Unknown variable: '{name}'."), span);
        }
        // Puppet warns (an error under --strict_variables); a qualified name of a class not
        // evaluated has had its own warning.
        if !never_unknown
            && (!name.contains("::") || name.starts_with("::") && !name[2..].contains("::"))
        {
            let at = self.location_text(span);
            self.warnings
                .push(format!("Unknown variable: '{name}'.{at}"));
        }
        Ok(Val::Undef)
    }

    /// ` (file: F, line: L)` for a span: the place Puppet gives for a resource or a definition
    /// (no column).
    pub(crate) fn file_line_text(&self, span: Span) -> String {
        match self.sources.get(span.file) {
            Some(f) => format!(
                " (file: {}, line: {})",
                self.sources.name(span.file),
                f.pos(span.start).line
            ),
            None => String::new(),
        }
    }

    /// ` (file: F, line: L, column: C)` for a span, as Puppet appends to a message.
    pub(crate) fn location_text(&self, span: Span) -> String {
        match self.sources.get(span.file) {
            Some(f) => {
                let p = f.pos(span.start);
                format!(
                    " (file: {}, line: {}, column: {})",
                    self.sources.name(span.file),
                    p.line,
                    p.column
                )
            }
            None => String::new(),
        }
    }

    pub(crate) fn try_lookup(&mut self, name: &str, sc: ScopeId) -> Option<Val> {
        if name.bytes().all(|b| b.is_ascii_digit()) {
            let idx: usize = name.parse().ok()?;
            let mut s = Some(sc);
            while let Some(id) = s {
                if let Some(c) = &self.scopes[id].captures {
                    return Some(c.get(idx).cloned().unwrap_or(Val::Undef));
                }
                s = self.scopes[id].parent;
            }
            return None;
        }
        if let Some(rest) = name.strip_prefix("::") {
            if crate::value::has_colons(rest) {
                return self.qualified(rest);
            }
            return self.scopes[self.top].vars.get(rest).cloned();
        }
        if crate::value::has_colons(name) {
            return self.qualified(name);
        }
        let mut s = Some(sc);
        while let Some(id) = s {
            if let Some(v) = self.scopes[id].vars.get(name) {
                return Some(v.clone());
            }
            s = self.scopes[id].parent;
        }
        None
    }

    /// The variables visible from `sc` as Puppet's `Scope#to_hash` gives them to Ruby
    /// (a template's `@x`, `scope.to_hash`), by name: the innermost scope that has a name
    /// decides, and an undef variable is left out.
    pub(crate) fn visible_vars(&self, sc: ScopeId) -> std::collections::BTreeMap<Arc<str>, Val> {
        let mut seen: std::collections::BTreeMap<Arc<str>, Option<Val>> = Default::default();
        let mut s = Some(sc);
        while let Some(id) = s {
            for (k, v) in self.scopes[id].vars.iter() {
                seen.entry(k.clone())
                    .or_insert_with(|| (!v.is_undef()).then(|| v.clone()));
            }
            s = self.scopes[id].parent;
        }
        seen.into_iter()
            .filter_map(|(k, v)| Some((k, v?)))
            .collect()
    }

    pub(super) fn qualified(&mut self, name: &str) -> Option<Val> {
        let (class, var) = name.rsplit_once("::")?;
        let class = class.to_lowercase();
        match self.class_scopes.get(&class) {
            Some(&cs) => {
                let mut s = Some(cs);
                while let Some(id) = s {
                    if let Some(v) = self.scopes[id].vars.get(var) {
                        return Some(v.clone());
                    }
                    // inherited scopes only
                    s = self.scopes[id]
                        .parent
                        .filter(|p| *p != self.top && !self.scopes[*p].is_node);
                }
                None
            }
            None => {
                if !self.opts.strict {
                    self.warnings.push(format!("Could not look up qualified variable '{name}'; class {class} has not been evaluated"));
                }
                None
            }
        }
    }

    pub(crate) fn assign_var(&mut self, name: &str, v: Val, sc: ScopeId, span: Span) -> R<()> {
        if name.contains("::") {
            return issue("Cannot assign to variables in other namespaces", span);
        }
        if name.bytes().all(|b| b.is_ascii_digit()) {
            return issue(
                "Illegal attempt to assign to 'a numeric variable'. Not an assignable reference",
                span,
            );
        }
        if matches!(name, "trusted" | "facts" | "server_facts") {
            return issue(
                format!("Attempt to assign to a reserved variable name: '${name}'"),
                span,
            );
        }
        if self.scopes[sc].vars.contains_key(name) {
            if matches!(name, "title" | "name") {
                return issue(
                    format!("Cannot reassign built in (or already assigned) variable '${name}'"),
                    span,
                );
            }
            return issue(format!("Cannot reassign variable '${name}'"), span);
        }
        self.scopes[sc].vars.insert(name.into(), v);
        Ok(())
    }

    // ----- expressions -----------------------------------------------------------------

    pub(crate) fn eval(&mut self, e: &Expr, sc: ScopeId) -> R<Val> {
        self.step(e.span)?;
        strata_core::budget::grow(|| self.eval_kind(e, sc))
    }

    pub(super) fn eval_kind(&mut self, e: &Expr, sc: ScopeId) -> R<Val> {
        match &e.kind {
            ExprKind::Lit(v) => Ok(v.clone()),
            ExprKind::Str(segs) => {
                // the literal parts and room for a short value in each interpolation
                let room = segs
                    .iter()
                    .map(|seg| match seg {
                        StrSeg::Lit(l) => l.len(),
                        StrSeg::Expr(_) => 16,
                    })
                    .sum();
                let mut s = String::with_capacity(room);
                for seg in segs {
                    match seg {
                        StrSeg::Lit(l) => s.push_str(l),
                        StrSeg::Expr(x) => {
                            let v = self.eval(x, sc)?;
                            self.interpolate(&v, &mut s, x.span)?;
                        }
                    }
                }
                Ok(Val::Str(s.into()))
            }
            ExprKind::Var(n) => {
                if crate::value::has_colons(n) {
                    let segs: Vec<&str> = n.trim_start_matches("::").split("::").collect();
                    let bad = segs[..segs.len() - 1]
                        .iter()
                        .any(|s| !s.starts_with(|c: char| c.is_ascii_lowercase()));
                    if bad {
                        return issue(
                            format!("Illegal variable name, The given name '{n}' does not conform to the naming rule /^((::)?[a-z]\\w*)*((::)?[a-z_]\\w*)$/"),
                            e.span,
                        );
                    }
                }
                self.lookup_var(n, sc, e.span)
            }
            ExprKind::Array(items) => {
                let mut out = Vec::with_capacity(items.len());
                for it in items {
                    // EvaluatorImpl#unfold: parentheses unwound, an unfold's values concatenated
                    let u = unwind_parens(it);
                    if let ExprKind::Splat(_) = &u.kind {
                        match self.eval(u, sc)? {
                            Val::Array(a) => out.extend(a.iter().cloned()),
                            v => out.push(v),
                        }
                    } else {
                        out.push(self.eval(it, sc)?);
                    }
                }
                Ok(Val::array(out))
            }
            ExprKind::Hash(items) => {
                let mut m = IndexMap::with_capacity(items.len());
                for (k, v) in items {
                    let k = self.eval(k, sc)?;
                    let v = self.eval(v, sc)?;
                    m.insert(k, v);
                }
                Ok(Val::hash(m))
            }
            ExprKind::Name(n) => Ok(Val::Str(n.clone())),
            ExprKind::TypeName(n) => self.type_name(n, e.span).map(Val::ty),
            ExprKind::Regex(r) => Ok(Val::Regex(types::regex_val(r))),
            ExprKind::Not(x) => Ok(Val::Bool(!self.eval(x, sc)?.truthy())),
            // eval_UnaryMinusExpression: `- coerce_numeric(value)`, a numeric string with
            // NUMERIC_COERCION (a warning, an error under strict), anything else NOT_NUMERIC
            ExprKind::Neg(x) => match self.eval(x, sc)? {
                Val::Int(i) => Ok(Val::Int(i.wrapping_neg())),
                Val::Float(f) => Ok(Val::Float(-f)),
                Val::Rich(r) if crate::ptypes::negate(&Val::Rich(r.clone())).is_some() => {
                    Ok(crate::ptypes::negate(&Val::Rich(r)).unwrap_or_default())
                }
                v => {
                    let n = match &v {
                        Val::Str(s) => types::to_n(s),
                        _ => None,
                    };
                    let (Val::Str(s), Some(n)) = (&v, n) else {
                        return issue(
                            format!(
                                "The value '{}' cannot be converted to Numeric.",
                                crate::functions::minmax::ruby_to_s(&v)
                            ),
                            e.span,
                        );
                    };
                    let msg = format!(
                        "The string '{s}' was automatically coerced to the numerical value {}",
                        n.to_display()
                    );
                    if self.opts.strict {
                        return issue(msg, e.span);
                    }
                    let at = self.location_text(e.span);
                    self.warnings.push(format!("{msg}{at}"));
                    match n {
                        Val::Int(i) => Ok(Val::Int(i.wrapping_neg())),
                        Val::Float(f) => Ok(Val::Float(-f)),
                        other => Ok(other),
                    }
                }
            },
            // eval_UnfoldExpression: an Array as is, a Hash's pairs, an Iterator's values,
            // undef as nothing, anything else in an Array
            ExprKind::Splat(x) => Ok(match self.eval(x, sc)? {
                v @ Val::Array(_) => v,
                Val::Iter(items, _) => Val::Array(items),
                Val::Hash(h) => Val::array(
                    h.iter()
                        .map(|(k, v)| Val::array(vec![k.clone(), v.clone()]))
                        .collect(),
                ),
                Val::Undef => Val::array(vec![]),
                other => Val::array(vec![other]),
            }),
            ExprKind::Paren(x) => self.eval(x, sc),
            ExprKind::Binary(op, l, r) => self.binary(*op, l, r, sc, e.span),
            ExprKind::Access(b, args) => {
                let bv = self.eval(b, sc)?;
                let mut av = Vec::with_capacity(args.len());
                // `Class[...]` interprets its type-name keys without failing (Puppet's
                // eval_AccessExpression), so `Class[Foo]` reports the illegal class name.
                let class_keys = matches!(&bv, Val::Type(t) if matches!(**t, Ty::Class(None)));
                for a in args {
                    if let (true, ExprKind::TypeName(n)) = (class_keys, &a.kind) {
                        let t = match self.type_name(n, a.span) {
                            Ok(t) => t,
                            Err(Flow::Err(_)) => crate::type_refs::unresolved_reference(n),
                            Err(other) => return Err(other),
                        };
                        av.push(Val::ty(t));
                    } else if let ExprKind::Splat(_) = &unwind_parens(a).kind {
                        match self.eval(unwind_parens(a), sc)? {
                            Val::Array(arr) => av.extend(arr.iter().cloned()),
                            v => av.push(v),
                        }
                    } else {
                        av.push(self.eval(a, sc)?);
                    }
                }
                self.access(bv, av, e.span)
            }
            ExprKind::Assign(l, r) => {
                let v = self.eval(r, sc)?;
                self.assign(l, v.clone(), sc)?;
                Ok(v)
            }
            ExprKind::If(c, t, f) => self.guarded_captures(sc, |this| {
                let cv = this.eval(c, sc)?;
                if cv.truthy() {
                    this.eval_block(t, sc)
                } else if let Some(f) = f {
                    this.eval_block(f, sc)
                } else {
                    Ok(Val::Undef)
                }
            }),
            ExprKind::Unless(c, t, f) => self.guarded_captures(sc, |this| {
                let cv = this.eval(c, sc)?;
                if !cv.truthy() {
                    this.eval_block(t, sc)
                } else if let Some(f) = f {
                    this.eval_block(f, sc)
                } else {
                    Ok(Val::Undef)
                }
            }),
            ExprKind::Case(subject, opts) => self.guarded_captures(sc, |this| {
                let sv = this.eval(subject, sc)?;
                let mut default = None;
                for (vals, body) in opts {
                    for v in vals {
                        match this.option_match(&sv, v, sc)? {
                            None => default = Some(body),
                            Some(true) => return this.eval_block(body, sc),
                            Some(false) => {}
                        }
                    }
                }
                match default {
                    Some(b) => this.eval_block(b, sc),
                    None => Ok(Val::Undef),
                }
            }),
            ExprKind::Selector(subject, opts) => self.guarded_captures(sc, |this| {
                let sv = this.eval(subject, sc)?;
                let mut default = None;
                for (k, v) in opts {
                    match this.option_match(&sv, k, sc)? {
                        None => default = Some(v),
                        Some(true) => return this.eval(v, sc),
                        Some(false) => {}
                    }
                }
                match default {
                    Some(v) => this.eval(v, sc),
                    None => issue(
                        format!(
                            "No matching entry for selector parameter with value '{}'",
                            sv.to_display()
                        ),
                        e.span,
                    ),
                }
            }),
            ExprKind::Call(name, args, lambda) => {
                let r = self.eval_call(name, args, lambda.as_deref(), sc, e.span);
                wrap(r, "Function Call")
            }
            ExprKind::Method(recv, name, args, lambda) => {
                // eval_CallMethodExpression: the receiver unfolded like an argument (an
                // unfolded receiver gives all the leading arguments)
                let mut av = self.eval_args(std::slice::from_ref(&**recv), sc)?;
                let rv = av.first().cloned().unwrap_or(Val::Undef);
                if args.is_empty() && lambda.is_none() {
                    if let Some(v) = crate::ptypes::object::attribute(&rv, name) {
                        return Ok(v);
                    }
                }
                av.extend(self.eval_args(args, sc)?);
                let r = self.call_function(name, av, lambda.as_deref(), sc, e.span);
                wrap(r, "Method call")
            }
            ExprKind::CallType(t, args) => {
                let tv = self.eval(t, sc)?;
                let mut av = vec![tv];
                av.extend(self.eval_args(args, sc)?);
                let r = self.call_function("new", av, None, sc, e.span);
                wrap(r, "Function Call")
            }
            ExprKind::Block(b) => self.eval_block(b, sc),
            ExprKind::Resource(form, ty, bodies) => {
                let r = self.eval_resource(*form, ty, bodies, sc, e.span, true);
                wrap(r, "Resource Statement")
            }
            ExprKind::Defaults(ty, ops) => {
                let tv = self.eval(ty, sc)?;
                // eval_ResourceDefaultsExpression: an untitled resource type, else
                // ILLEGAL_RESOURCE_TYPE with the generalized type
                let tname = match &tv {
                    Val::Type(t) => match &**t {
                        Ty::Resource(Some(n), None) => n.clone(),
                        _ => return issue(format!("Illegal Resource Type expression, expected result to be a type name, or untitled Resource, got {}", types::type_name_of(&tv)), ty.span),
                    },
                    _ => return issue(format!("Illegal Resource Type expression, expected result to be a type name, or untitled Resource, got {}", types::type_name_of(&tv)), ty.span),
                };
                for op in ops {
                    if op.append {
                        return issue(format!("Illegal +> operation on attribute {}. This operator can not be used in a Resource Defaults Expression", op.name), op.span);
                    }
                }
                let vals: Vec<(Arc<str>, Val, bool)> = self
                    // duplicates fail in define_settings below, as in Puppet
                    .eval_attr_ops(ops, sc, false, false)?
                    .into_iter()
                    .map(|(k, v, _, _)| (k, v, false))
                    .collect();
                // Scope#define_settings keeps defaults on the scope object, which a lambda's or
                // a function's local scope (Scope#with_local_scope, an ephemeral level) is
                // part of: they are the enclosing real scope's
                let mut sc = sc;
                while self.scopes[sc].local {
                    match self.scopes[sc].parent {
                        Some(p) => sc = p,
                        None => break,
                    }
                }
                if self.trace.is_some() {
                    self.trace_default_spans(sc, &tname, ops);
                }
                // Scope#define_settings: one default per attribute and type in a scope
                let d = self.scopes[sc].defaults.entry(tname.clone()).or_default();
                for (n, v, a) in vals {
                    if d.iter().any(|x| x.0 == n) {
                        return issue(
                            format!(
                                "Default already defined for {tname} {{ {n} }}; cannot redefine"
                            ),
                            e.span,
                        );
                    }
                    d.push((n, v, a));
                }
                Ok(Val::Undef)
            }
            ExprKind::Override(target, ops) => self.eval_override(target, ops, sc, e.span),
            ExprKind::Collect(ty, exported, q, ops) => {
                self.eval_collect(ty, *exported, q, ops, sc, e.span)
            }
            ExprKind::Relation(op, l, r) => self.eval_relation(*op, l, r, sc, e.span),
            ExprKind::Nop | ExprKind::Definition(_) => Ok(Val::Undef),
        }
    }

    pub(crate) fn eval_args(&mut self, args: &[Expr], sc: ScopeId) -> R<Vec<Val>> {
        let mut out = Vec::with_capacity(args.len());
        for a in args {
            let u = unwind_parens(a);
            if let ExprKind::Splat(_) = &u.kind {
                match self.eval(u, sc)? {
                    Val::Array(arr) => out.extend(arr.iter().cloned()),
                    v => out.push(v),
                }
            } else {
                out.push(self.eval(a, sc)?);
            }
        }
        Ok(out)
    }

    pub(crate) fn interpolate(&mut self, v: &Val, out: &mut String, span: Span) -> R<()> {
        let _ = span;
        // Puppet's evaluator `string`: containers show their elements unquoted, undef as
        // nothing (`{a => b, c => }`).
        v.write_epp(out);
        Ok(())
    }

    pub(super) fn assign(&mut self, l: &Expr, v: Val, sc: ScopeId) -> R<()> {
        match &l.kind {
            ExprKind::Var(n) => self.assign_var(n, v, sc, l.span),
            ExprKind::Array(_) => {
                let lv = lvalue(l)?;
                self.assign_lvalue(&lv, v, sc, l.span)
            }
            _ => issue(
                format!(
                    "Illegal attempt to assign to '{}'. Not an assignable reference",
                    describe_expr(l)
                ),
                l.span,
            ),
        }
    }

    /// EvaluatorImpl#assign_Array over the names `lvalue` gave: from a Hash each name (or
    /// nested list of names) is a key, from a class reference its variables, from anything
    /// else (a non-Array made one) the values by position, nested lists recursively.
    fn assign_lvalue(&mut self, lv: &Val, v: Val, sc: ScopeId, span: Span) -> R<()> {
        let Val::Array(names) = lv else {
            let n = lv.as_str().unwrap_or_default().to_string();
            return self.assign_var(&n, v, sc, span);
        };
        match &v {
            Val::Hash(h) => {
                for n in names.iter() {
                    match h.get(n) {
                        Some(x) => self.assign_lvalue(n, x.clone(), sc, span)?,
                        None => return issue(format!("No value for required key '{}' in assignment to variables from hash", ruby_inspect_names(n)), span),
                    }
                }
                Ok(())
            }
            Val::Type(t) => {
                if let Ty::Class(Some(cn)) = &**t {
                    let cn = cn.to_lowercase();
                    for n in names.iter() {
                        if let Val::Str(n) = n {
                            match self.qualified(&format!("{cn}::{n}")) {
                                Some(x) => self.assign_var(n, x, sc, span)?,
                                None => return issue(format!("No value for required variable '${cn}::{n}' in assignment to variables from class reference"), span),
                            }
                        }
                    }
                    return Ok(());
                }
                issue("Illegal assignment", span)
            }
            _ => {
                let values = match &v {
                    Val::Array(a) => (**a).clone(),
                    other => vec![other.clone()],
                };
                if values.len() != names.len() {
                    return issue(format!("Mismatched number of assignable entries and values, expected {}, got {}", names.len(), values.len()), span);
                }
                for (n, x) in names.iter().zip(values) {
                    self.assign_lvalue(n, x, sc, span)?;
                }
                Ok(())
            }
        }
    }

    /// Runs an `if`, `unless`, `case` or selector as Puppet's `with_guarded_scope`: the match
    /// variables (`$0`, `$1`, ...) its matches set are gone after it.
    fn guarded_captures(&mut self, sc: ScopeId, f: impl FnOnce(&mut Self) -> R<Val>) -> R<Val> {
        let saved = self.scopes[sc].captures.clone();
        let r = f(self);
        self.scopes[sc].captures = saved;
        r
    }

    #[allow(clippy::only_used_in_recursion)] // the span is kept for match errors
    pub(crate) fn case_match(
        &mut self,
        subject: &Val,
        opt: &Val,
        sc: ScopeId,
        span: Span,
    ) -> R<bool> {
        match opt {
            Val::Regex(rx) => {
                if let Val::Str(s) = subject {
                    if let Some(re) = &rx.re {
                        if let Some(c) = re.match_vec(s) {
                            self.scopes[sc].captures = Some(Arc::new(capture_vals(c)));
                            return Ok(true);
                        }
                    }
                }
                Ok(false)
            }
            // CompareOperator#match_PAnyType: an instance of the type, a type as subject too
            // (`Integer ? { Type[Integer] => ... }` matches, `Integer ? { Integer => ... }` not)
            Val::Type(t) => Ok(self.instance_of(t, subject)),
            // match_Symbol: `default` matches any value (inside array and hash patterns too)
            Val::Default => Ok(true),
            // match_Version and match_VersionRange: a version, or a string that parses as
            // one, equal to the version or included in the range
            Val::Rich(r)
                if matches!(
                    &**r,
                    crate::ptypes::Rich::SemVer(_) | crate::ptypes::Rich::SemVerRange(..)
                ) =>
            {
                use crate::ptypes::{semver::SemVer, Rich};
                let left = match subject {
                    Val::Rich(l) => match &**l {
                        Rich::SemVer(v) => Some(v.clone()),
                        _ => None,
                    },
                    Val::Str(s) => SemVer::parse(s),
                    _ => None,
                };
                Ok(left.is_some_and(|v| match &**r {
                    Rich::SemVer(x) => *x == v,
                    Rich::SemVerRange(_, range) => range.includes(&v),
                    _ => false,
                }))
            }
            // match_Hash: a Hash whose value at each of the option's keys matches
            Val::Hash(oh) => {
                let Val::Hash(sh) = subject else {
                    return Ok(false);
                };
                for (k, o) in oh.iter() {
                    let s = sh.get(k).cloned().unwrap_or(Val::Undef);
                    if !self.case_match(&s, o, sc, span)? {
                        return Ok(false);
                    }
                }
                Ok(true)
            }
            Val::Array(oa) => {
                if let Val::Array(sa) = subject {
                    if oa.len() != sa.len() {
                        return Ok(false);
                    }
                    for (o, s) in oa.iter().zip(sa.iter()) {
                        if !self.case_match(s, o, sc, span)? {
                            return Ok(false);
                        }
                    }
                    Ok(true)
                } else {
                    Ok(false)
                }
            }
            _ => Ok(types::puppet_eq(subject, opt)),
        }
    }

    /// `TS::Name` where `type TS = TypeSet[{..., types => {Name => T}}]`: the member type (an
    /// Object type named `TS::Name`), None when `key` names no TypeSet's member.
    fn type_set_member(&mut self, key: &str) -> R<Option<Ty>> {
        let Some((set, member)) = key.rsplit_once("::") else {
            return Ok(None);
        };
        // Puppet's loader knows the members once the TypeSet itself was resolved
        if !self.alias_cache.contains_key(set) {
            return Ok(None);
        }
        let Some(def) = self.aliases.get(set).cloned() else {
            return Ok(None);
        };
        let Definition::TypeAlias { ty, name, .. } = &*def else {
            return Ok(None);
        };
        let Some(hash) = type_set_body(ty) else {
            return Ok(None);
        };
        let top = self.top;
        self.resolving_alias += 1;
        let h = self.eval(hash, top);
        self.resolving_alias -= 1;
        let Val::Hash(h) = h? else {
            return Ok(None);
        };
        let Some(Val::Hash(types)) = h.get(&Val::str("types")) else {
            return Ok(None);
        };
        // the keys are type names (an unknown one evaluates to its TypeReference)
        let key_name = |k: &Val| -> String {
            let d = k.to_display();
            d.strip_prefix("TypeReference['")
                .and_then(|x| x.strip_suffix("']"))
                .map_or(d.clone(), str::to_string)
        };
        let found = types
            .iter()
            .find(|(k, _)| key_name(k).eq_ignore_ascii_case(member));
        let Some((k, Val::Type(t))) = found else {
            return Ok(None);
        };
        let full: Arc<str> = format!("{name}::{}", key_name(k)).into();
        let t = crate::ptypes::object::named(t, &full, true)
            .unwrap_or_else(|| Ty::Alias(full.clone(), Box::new((**t).clone())));
        self.alias_cache.insert(key.to_string(), t.clone());
        Ok(Some(t))
    }

    /// Checks `v` against parameter `p`'s declared type (evaluated in scope `sc`), failing with
    /// `REFERENCE: parameter 'NAME' <mismatch>` as Puppet does for classes and defines alike.
    pub(crate) fn instance_of(&mut self, t: &Ty, v: &Val) -> bool {
        types::instance_of(self, t, v)
    }

    pub(crate) fn type_name(&mut self, n: &str, span: Span) -> R<Ty> {
        // a name found to be a resource type below (never a built-in type's name)
        if let Some(t) = self.resource_type_names.get(n) {
            return Ok(t.clone());
        }
        match types::builtin_type_name(n) {
            Some(t) => Ok(t),
            None => {
                if let Some(t) = self.resolve_alias(n, span)? {
                    return Ok(t);
                }
                // Puppet's TypeParser makes anything else a resource type when the loaders
                // know one by that name (a Puppet::Type, by its unqualified name, or a defined
                // type); otherwise a type reference, which eval_QualifiedReference rejects.
                let lower = n.trim_start_matches("::").to_lowercase();
                let known = (!lower.contains("::")
                    && self.resource_type(&lower).map_err(Flow::Err)?.is_some())
                    || self.find_define(&lower).map_err(Flow::Err)?.is_some();
                if !known {
                    if self.resolving_alias > 0 {
                        return Ok(Ty::Other(format!("TypeReference['{n}']").into()));
                    }
                    return issue(format!("Resource type not found: {n}"), span);
                }
                // its name as capitalize_segments writes it (`YumRepo` is `Yumrepo`)
                let t = Ty::Resource(Some(capitalize_name(&lower).into()), None);
                self.resource_type_names.insert(n.into(), t.clone());
                Ok(t)
            }
        }
    }

    /// The type alias a (case-insensitive) name refers to, autoloaded from `types/`; it bears
    /// the name its declaration gives.
    pub(crate) fn resolve_alias(&mut self, n: &str, span: Span) -> R<Option<Ty>> {
        let key = n.trim_start_matches("::").to_lowercase();
        // a module 4.x function's `local_types`, while its dispatch's types are parsed
        if let Some((_, t)) = self
            .ruby
            .local_aliases
            .iter()
            .rev()
            .find(|(k, _)| *k == key)
        {
            return Ok(Some(t.clone()));
        }
        if let Some(t) = self.alias_cache.get(&key) {
            return Ok(Some(t.clone()));
        }
        let def = match self.aliases.get(&key) {
            Some(d) => d.clone(),
            None => {
                if key.contains("::") {
                    self.autoload(&key, "types", "pp").map_err(Flow::Err)?;
                }
                match self.aliases.get(&key) {
                    Some(d) => d.clone(),
                    None => return self.type_set_member(&key),
                }
            }
        };
        if let Definition::TypeAlias { ty, name, .. } = &*def {
            // a reference to the alias inside its own definition: the alias with Any for its
            // type, which `instance_of` resolves again from this cache (recursive aliases)
            self.alias_cache
                .insert(key.clone(), Ty::Alias(name.clone(), Box::new(Ty::Any)));
            let top = self.top;
            self.resolving_alias += 1;
            // a TypeSet's own alias: its members are resolved by their qualified names
            if type_set_body(ty).is_some() {
                let t = Ty::Other("TypeSet".into());
                self.alias_cache.insert(key, t.clone());
                return Ok(Some(t));
            }
            let v = match object_body(ty) {
                // `Object[{...}]`: its init hash checked with the alias's name (as the type
                // is resolved by its name: errors are the Type-Name's)
                Some(hash) => self.eval(hash, top).and_then(|h| {
                    match crate::ptypes::object::parameterize_named(&[h], Some(name)) {
                        Ok(t) => Ok(Val::ty(t)),
                        Err(e) => issue(format!("Error while evaluating a Type-Name, {e}"), span),
                    }
                }),
                None => self.eval(ty, top),
            };
            self.resolving_alias -= 1;
            let v = v?;
            // an alias that is only itself (`type A = A`)
            if let Val::Type(t) = &v {
                if matches!(&**t, Ty::Alias(n, inner) if n == name && **inner == Ty::Any) {
                    return issue(
                        format!("Error while evaluating a Type-Name, Type alias '{name}' cannot be resolved to a real type"),
                        span,
                    );
                }
            }
            let t = match v {
                // an alias of `Object[{...}]` gives the Object type its name (over the
                // hash's `name`: TypeDefinitionInstantiator#create_named_type)
                Val::Type(t) => crate::ptypes::object::named(&t, name, object_access(ty))
                    .unwrap_or_else(|| Ty::Alias(name.clone(), Box::new((*t).clone()))),
                _ => {
                    return issue(
                        format!("Type alias {name} does not resolve to a type"),
                        span,
                    )
                }
            };
            self.alias_cache.insert(key, t.clone());
            return Ok(Some(t));
        }
        Ok(None)
    }

    pub(super) fn binary(
        &mut self,
        op: BinOp,
        l: &Expr,
        r: &Expr,
        sc: ScopeId,
        span: Span,
    ) -> R<Val> {
        match op {
            BinOp::And => {
                let lv = self.eval(l, sc)?;
                if !lv.truthy() {
                    return Ok(Val::Bool(false));
                }
                return Ok(Val::Bool(self.eval(r, sc)?.truthy()));
            }
            BinOp::Or => {
                let lv = self.eval(l, sc)?;
                if lv.truthy() {
                    return Ok(Val::Bool(true));
                }
                return Ok(Val::Bool(self.eval(r, sc)?.truthy()));
            }
            _ => {}
        }
        let lv = self.eval(l, sc)?;
        let rv = self.eval(r, sc)?;
        match op {
            BinOp::Match | BinOp::NotMatch => {
                let m = match &rv {
                    Val::Type(t) => self.instance_of(t, &lv),
                    Val::Regex(_) | Val::Str(_) => {
                        let rx = match &rv {
                            Val::Regex(rx) => rx.clone(),
                            Val::Str(s) => {
                                // Regexp.new's failure as issues.rb MATCH_NOT_REGEXP
                                if let Err(e) = crate::regex::compile(s) {
                                    return issue(format!("Can not convert right match operand to a regular expression. Caused by '{e}'."), span);
                                }
                                types::regex_val(s)
                            }
                            _ => unreachable!(),
                        };
                        let Val::Str(s) = &lv else {
                            return issue(
                                format!(
                                    "Left match operand must result in a String value. Got {}.",
                                    types::a_an(&types::value_label(&lv))
                                ),
                                span,
                            );
                        };
                        match rx.re.as_ref().and_then(|re| re.match_vec(s)) {
                            // set_match_data after either operator (`!~` too)
                            Some(c) => {
                                self.scopes[sc].captures = Some(Arc::new(capture_vals(c)));
                                true
                            }
                            None => false,
                        }
                    }
                    Val::Rich(_) if crate::ptypes::range_match(&rv, &lv).is_some() => {
                        crate::ptypes::range_match(&rv, &lv).unwrap_or(false)
                    }
                    // Puppet calls Regexp.new on anything else, whose TypeError it reports
                    // (issues.rb MATCH_NOT_REGEXP)
                    _ => {
                        let ruby_class = match &rv {
                            Val::Int(_) => "Integer",
                            Val::Float(_) => "Float",
                            Val::Array(_) => "Array",
                            Val::Hash(_) => "Hash",
                            Val::Bool(true) => "true",
                            Val::Bool(false) => "false",
                            Val::Undef => "nil",
                            _ => return issue(format!("Right match operand must result in a String, Regular Expression or Type value. Got {}.", types::a_an_type(&rv)), span),
                        };
                        return issue(format!("Can not convert right match operand to a regular expression. Caused by 'no implicit conversion of {ruby_class} into String'."), span);
                    }
                };
                Ok(Val::Bool(if op == BinOp::Match { m } else { !m }))
            }
            BinOp::In => Ok(Val::Bool(self.in_op(&lv, &rv, sc)?)),
            _ => crate::operators::binary_op(self, op, lv, rv, span),
        }
    }

    /// One option of a `case` or selector against the test value: `None` for `default`; an
    /// unfolded option (`*[1, 2]`, parentheses unwound) matches when any of its values does.
    fn option_match(&mut self, test: &Val, opt: &Expr, sc: ScopeId) -> R<Option<bool>> {
        let mut me = opt;
        while let ExprKind::Paren(inner) = &me.kind {
            me = inner;
        }
        let ov = self.eval(me, sc)?;
        if let ExprKind::Splat(_) = &me.kind {
            if let Val::Array(items) = &ov {
                for it in items.iter() {
                    if self.case_match(test, it, sc, me.span)? {
                        return Ok(Some(true));
                    }
                }
                return Ok(Some(false));
            }
        }
        if matches!(ov, Val::Default) {
            return Ok(None);
        }
        self.case_match(test, &ov, sc, me.span).map(Some)
    }

    /// CompareOperator#include?: a regexp's search sets the match data (`$0..$n`) when it
    /// matches (the first matching String of an Array or of a Hash's keys).
    pub(super) fn in_op(&mut self, l: &Val, r: &Val, sc: ScopeId) -> R<bool> {
        Ok(match r {
            Val::Str(s) => match l {
                Val::Str(ls) => s.to_lowercase().contains(&ls.to_lowercase()),
                Val::Regex(rx) => self.search(rx, s, sc),
                _ => false,
            },
            Val::Array(a) => self.any_in(l, a.iter(), sc),
            Val::Hash(h) => self.any_in(l, h.keys(), sc),
            _ => false,
        })
    }

    /// A regexp matched against `s`, the match data set when it matches.
    fn search(&mut self, rx: &crate::value::Rx, s: &str, sc: ScopeId) -> bool {
        match rx.re.as_ref().and_then(|re| re.match_vec(s)) {
            Some(c) => {
                self.scopes[sc].captures = Some(Arc::new(capture_vals(c)));
                true
            }
            None => false,
        }
    }

    /// `l in` a collection: some item is an instance of the type `l`, matches the regexp `l`,
    /// or equals `l`.
    pub(super) fn any_in<'v>(
        &mut self,
        l: &Val,
        mut items: impl Iterator<Item = &'v Val>,
        sc: ScopeId,
    ) -> bool {
        items.any(|x| match l {
            Val::Type(t) => self.instance_of(t, x),
            Val::Regex(rx) => matches!(x, Val::Str(s) if self.search(rx, s, sc)),
            _ => types::puppet_eq(l, x),
        })
    }

    pub(super) fn access(&mut self, b: Val, args: Vec<Val>, span: Span) -> R<Val> {
        crate::operators::access(self, b, args, span)
    }
}

/// EvaluatorImpl#unwind_parentheses: the expression inside any parentheses.
pub(crate) fn unwind_parens(e: &Expr) -> &Expr {
    let mut e = e;
    while let ExprKind::Paren(inner) = &e.kind {
        e = inner;
    }
    e
}

/// EvaluatorImpl#lvalue: a variable's name, a list of lvalues for a literal list.
fn lvalue(e: &Expr) -> R<Val> {
    match &e.kind {
        ExprKind::Var(n) => Ok(Val::Str(n.clone())),
        ExprKind::Array(items) => Ok(Val::array(
            items.iter().map(lvalue).collect::<R<Vec<Val>>>()?,
        )),
        _ => issue(
            format!(
                "Illegal attempt to assign to '{}'. Not an assignable reference",
                describe_expr(e)
            ),
            e.span,
        ),
    }
}

/// A key of MISSING_MULTI_ASSIGNMENT_KEY as Ruby prints it: a name as is, a list of names
/// as Ruby's `Array#to_s` (`["b", "c"]`).
fn ruby_inspect_names(v: &Val) -> String {
    fn inspect(v: &Val) -> String {
        match v {
            Val::Array(a) => format!("[{}]", a.iter().map(inspect).collect::<Vec<_>>().join(", ")),
            other => format!("{:?}", other.as_str().unwrap_or_default()),
        }
    }
    match v {
        Val::Array(_) => inspect(v),
        other => other.as_str().unwrap_or_default().to_string(),
    }
}

/// Is the expression `Object[...]` (a type alias's body naming its Object type)?
fn object_access(e: &crate::ast::Expr) -> bool {
    use crate::ast::ExprKind;
    matches!(&e.kind, ExprKind::Access(b, _) if matches!(&b.kind, ExprKind::TypeName(n) if &**n == "Object"))
}

/// The init hash of `Object[{...}]` with one argument.
fn object_body(e: &crate::ast::Expr) -> Option<&crate::ast::Expr> {
    use crate::ast::ExprKind;
    match &e.kind {
        ExprKind::Access(_, args) if object_access(e) && args.len() == 1 => Some(&args[0]),
        _ => None,
    }
}

/// The init hash of `TypeSet[{...}]` with one argument.
fn type_set_body(e: &crate::ast::Expr) -> Option<&crate::ast::Expr> {
    use crate::ast::ExprKind;
    match &e.kind {
        ExprKind::Access(b, args)
            if args.len() == 1 && matches!(&b.kind, ExprKind::TypeName(n) if &**n == "TypeSet") =>
        {
            Some(&args[0])
        }
        _ => None,
    }
}
