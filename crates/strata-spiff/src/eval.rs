//! Evaluation of nodes and dynaml expressions.
//!
//! # Semantics
//!
//! Evaluation is on demand: a node is evaluated when the output or a reference needs it, and
//! its value is memoised. A reference to a node under evaluation is a cycle (tag `@`); a node
//! whose expression fails on its own has tag `*`; a node that fails because a node it refers
//! to failed has tag `-` (`@` if that failure was a cycle). A map or list node evaluates to
//! the map or list of its children's values (`~~` children are left out).
//!
//! Expressions: literals; references; `a || b` (b when a fails or is undefined);
//! juxtaposition (see `ops.rs`); binary and logical operators; `?:`; calls of builtins (see
//! `functions.rs`, which reaches the evaluator only through [`Evaluator`]) and of lambdas
//! (with currying when arguments are missing, and `_` bound to the lambda itself);
//! `map[]`/`sum[]`; `merge` (the stub's value at the node's path); templates (`&template`,
//! instantiated with `*`); `( a = e ) body` scopes. A local failure records the position of
//! the failing reference or call, so the report can point at it.

use crate::ast::{path_text, Expr, LambdaDef, MapKind, Marker, MergeSpec, Step};
use crate::doc::*;
use crate::fail::*;
use crate::path::*;
use crate::session::FileInfo;
use crate::source::{ExprSrc, Src, SrcKind};
use crate::value::{nav_val, val_key_text};
use crate::value::{Frame, Lambda, StaticScope, Template, Val, ValMap};
use smol_str::SmolStr;
use std::sync::Arc;

use crate::builtin_api::Evaluator;
use crate::functions;
use crate::merge::{strip_template_marker, val_to_src};
use crate::ops::{binary, concat};

impl Doc<'_> {
    pub(crate) fn eval_node_inner(&mut self, id: NodeId) -> R<Val> {
        match self.nodes[id].kind.clone() {
            Kind::Leaf(v) => Ok(v),
            Kind::Template(t) => {
                if self.nodes[id].marks & MARK_DYNAMIC != 0 && !self.dynamic.contains_key(&id) {
                    return self.eval_dynamic(id, t);
                }
                if t.scope.is_some() {
                    return Ok(Val::Template(t));
                }
                // the first evaluation records where the template is defined
                let t = Arc::new(Template {
                    src: t.src.clone(),
                    scope: Some(self.static_scope(id)),
                    marker_added: t.marker_added,
                });
                self.nodes[id].kind = Kind::Template(t.clone());
                Ok(Val::Template(t))
            }
            Kind::Expr(es, inner) => {
                let expr: &Expr = match (&inner, es.expr()) {
                    (Some(e), _) => e,
                    (None, Ok(e)) => e,
                    (None, Err(pe)) => return local(pe.message.clone()),
                };
                let cx = Cx {
                    node: id,
                    frame: None,
                };
                if let Expr::Prefer(inner) = expr {
                    if let Expr::Substitute(t) = &**inner {
                        if let Val::Template(t) = self.eval(t, &cx)? {
                            // instantiate in place, merged with the stubs at this path
                            let mut src = strip_template_marker(&t.src);
                            let spath = self.spath_of(id);
                            let file = self.node_file(id);
                            self.fill(id, &mut src, spath, false, file);
                            return self.eval_node_inner(id);
                        }
                    }
                    let v = self.eval(inner, &cx)?;
                    return match v {
                        Val::Map(_) | Val::List(_) => {
                            let spath = self.spath_of(id);
                            let file = self.node_file(id);
                            let mut src = val_to_src(&v, self.nodes[id].span().unwrap_or_default());
                            self.fill(id, &mut src, spath, false, file);
                            self.eval_node_inner(id)
                        }
                        other => Ok(other),
                    };
                }
                let v = match self.eval(expr, &cx)? {
                    Val::Str(s) if s.contains("((") => self.eval_produced(s, &cx)?,
                    v => v,
                };
                if self.nodes[id].marks & MARK_DYNAMIC != 0 && !self.dynamic.contains_key(&id) {
                    return match v {
                        Val::Template(t) => self.eval_dynamic(id, t),
                        _ => local("dynamic marker for non-template value node"),
                    };
                }
                Ok(v)
            }
            Kind::Map { .. } if self.is_control(id) => self.eval_control(id),
            Kind::Map { .. } => {
                self.resolve_deferred(id);
                self.resolve_pending(id)?;
                let fields = match &self.nodes[id].kind {
                    Kind::Map { fields, .. } => fields
                        .iter(&self.table)
                        .map(|(k, c)| (k.clone(), c))
                        .collect::<Vec<_>>(),
                    _ => return self.eval_node_inner(id),
                };
                let mut out = ValMap::with_capacity(fields.len());
                let mut first_err: Option<Fail> = None;
                for (k, c) in fields {
                    match self.eval_node(c) {
                        Ok(Val::Undefined) => {}
                        Ok(v) => {
                            out.insert(k, v);
                        }
                        Err(f) => {
                            // spiff++ does not trace a failure through a map or list: whatever
                            // uses the container waits without a failed node (`@`)
                            if first_err.is_none() {
                                first_err = Some(Fail::cycle(f.message));
                            }
                        }
                    }
                }
                match first_err {
                    Some(f) => Err(f),
                    None => Ok(Val::Map(Arc::new(out))),
                }
            }
            Kind::List(_) => {
                self.resolve_splices(id)?;
                let items = match &self.nodes[id].kind {
                    Kind::List(l) => l.items.clone(),
                    _ => return self.eval_node_inner(id),
                };
                let mut out = Vec::with_capacity(items.len());
                let mut first_err: Option<Fail> = None;
                for c in items {
                    match self.eval_node(c) {
                        Ok(Val::Undefined) => {}
                        Ok(v) => out.push(v),
                        Err(f) => {
                            // spiff++ does not trace a failure through a map or list: whatever
                            // uses the container waits without a failed node (`@`)
                            if first_err.is_none() {
                                first_err = Some(Fail::cycle(f.message));
                            }
                        }
                    }
                }
                match first_err {
                    Some(f) => Err(f),
                    None => {
                        let list = Arc::new(out);
                        if let Kind::List(l) = &self.nodes[id].kind {
                            let Some(k) = l.key_name.clone() else {
                                return Ok(Val::List(list));
                            };
                            self.list_keys
                                .insert(Arc::as_ptr(&list) as usize, (list.clone(), k));
                        }
                        Ok(Val::List(list))
                    }
                }
            }
        }
    }

    /// A `&dynamic` node: its template is instantiated in place (and kept, so that where the
    /// node overrides or is injected into another document it is instantiated there).
    fn eval_dynamic(&mut self, id: NodeId, t: Arc<Template>) -> R<Val> {
        let file = self.node_file(id);
        self.instantiate_dynamic(id, t, file);
        self.eval_node_inner(id)
    }

    // ------------------------------------------------------------------ expressions

    /// Evaluates `e` in context `cx`.
    pub fn eval(&mut self, e: &Expr, cx: &Cx) -> R<Val> {
        self.nested(|doc| doc.eval_inner(e, cx))
    }

    pub(crate) fn eval_inner(&mut self, e: &Expr, cx: &Cx) -> R<Val> {
        match e {
            Expr::Int(i) => Ok(Val::Int(*i)),
            Expr::Float(x) => Ok(Val::Float(*x)),
            Expr::Str(s) => Ok(Val::Str(s.clone())),
            Expr::Bool(b) => Ok(Val::Bool(*b)),
            Expr::Nil => Ok(Val::Null),
            Expr::Undefined => Ok(Val::Undefined),
            Expr::Ref { absolute, path, at } => self
                .resolve_ref(*absolute, path, cx)
                .map_err(|f| f.at(at.get())),
            Expr::TagRef(t) => self
                .resolve_tag(&t.tag, &t.path, cx)
                .map_err(|f| f.at(t.at.get())),
            Expr::List(items) => {
                let mut out = Vec::with_capacity(items.len());
                for it in items {
                    if let Expr::Expand(inner) = it {
                        match self.eval(inner, cx)? {
                            Val::List(l) => out.extend(l.iter().cloned()),
                            _ => return local("argument expansion required list argument"),
                        }
                        continue;
                    }
                    match self.eval(it, cx)? {
                        Val::Undefined => {}
                        v => out.push(v),
                    }
                }
                Ok(Val::List(Arc::new(out)))
            }
            Expr::Range(a, b) => {
                let a = self.eval(a, cx)?;
                let b = self.eval(b, cx)?;
                match (a, b) {
                    (Val::Int(a), Val::Int(b)) => {
                        if a.abs_diff(b) > 1_000_000 {
                            return local("range too large");
                        }
                        let v: Vec<Val> = if a <= b {
                            (a..=b).map(Val::Int).collect()
                        } else {
                            (b..=a).rev().map(Val::Int).collect()
                        };
                        Ok(Val::List(Arc::new(v)))
                    }
                    _ => local("range bounds must be integers"),
                }
            }
            Expr::MapLit(entries) => {
                let mut m = ValMap::new();
                for (k, v) in entries {
                    let key = match self.eval(k, cx)? {
                        Val::Str(s) => s,
                        other => {
                            return local(format!(
                                "map key must be a string, found {}",
                                other.kind()
                            ))
                        }
                    };
                    match self.eval(v, cx)? {
                        Val::Undefined => {}
                        v => {
                            m.insert(key, v);
                        }
                    }
                }
                Ok(Val::Map(Arc::new(m)))
            }
            Expr::Group(e) => self.eval(e, cx),
            Expr::Concat(a, b) => {
                let a = self.eval(a, cx)?;
                let b = self.eval(b, cx)?;
                concat(a, b, e)
            }
            // spiff++ takes `b` when `a` is undefined or fails itself; an `a` that waits on
            // a failed node (or a cycle) leaves the whole expression unresolved
            Expr::Or(a, b) => match self.eval(a, cx) {
                Err(mut f) if f.tag != Tag::Local => {
                    // the expression stays as written (an inner `||` shows no right side)
                    f.shown = None;
                    Err(f)
                }
                Ok(Val::Undefined) | Err(_) => self.eval(b, cx).map_err(|mut f| {
                    if f.tag != Tag::Local {
                        f.shown = Some(format!("(( {b} ))"));
                    }
                    f
                }),
                Ok(v) => Ok(v),
            },
            Expr::Binary(op, a, b) => {
                let av = self.eval(a, cx)?;
                let bv = self.eval(b, cx)?;
                binary(*op, av, bv)
            }
            Expr::Not(a) => Ok(Val::Bool(!self.eval(a, cx)?.truthy())),
            Expr::Cond(c, a, b) => {
                if self.eval(c, cx)?.truthy() {
                    self.eval(a, cx)
                } else {
                    self.eval(b, cx)
                }
            }
            Expr::Call(f, args) => self
                .call_expr(f, args, false, cx)
                .map_err(|fail| match &**f {
                    Expr::Ref { at, .. } => fail.at(at.get()),
                    _ => fail,
                }),
            Expr::Curry(f, args) => self.call_expr(f, args, true, cx),
            Expr::Qualified(inner, path) => {
                let v = self.eval(inner, cx)?;
                let mut cur = v;
                for s in path {
                    let next = match s {
                        Step::Slice(lo, hi) => Some(self.slice_val(cur, lo, hi, cx)?),
                        Step::Dyn(ix) => {
                            let ix = self.eval(ix, cx)?;
                            nav_dyn(&cur, &ix)?
                        }
                        s => nav_val(&cur, &step_to_pstep(s)).cloned(),
                    };
                    match next {
                        Some(n) => cur = n,
                        None => return Err(not_found(&format!("{e}"))),
                    }
                }
                Ok(cur)
            }
            Expr::Merge(spec) => self.eval_merge(spec, cx),
            Expr::Auto => self.eval_auto(cx),
            Expr::Lambda(def) => Ok(Val::Lambda(self.make_lambda(def, cx)?)),
            Expr::LambdaRef(inner) => match self.eval(inner, cx)? {
                Val::Lambda(l) => Ok(Val::Lambda(l)),
                Val::Str(s) => {
                    let text = s.trim();
                    let parsed = crate::parser::parse(text)
                        .or_else(|_| crate::parser::parse(&format!("lambda {text}")));
                    match parsed {
                        Ok(Expr::Lambda(def)) => {
                            let outer = Cx {
                                node: cx.node,
                                frame: None,
                            };
                            Ok(Val::Lambda(self.make_lambda(&def, &outer)?))
                        }
                        _ => local(format!("'{s}' is not a lambda expression")),
                    }
                }
                other => local(format!(
                    "lambda requires a function or a string, found {}",
                    other.kind()
                )),
            },
            Expr::Mapping(kind, list, func) => self.eval_mapping(*kind, list, func, cx),
            Expr::Sum(list, init, func) => self.eval_sum(list, init, func, cx),
            Expr::Substitute(inner) => match self.eval(inner, cx)? {
                Val::Template(t) => self.instantiate(&t, cx),
                other => local(format!(
                    "template instantiation requires a template, found {}",
                    other.kind()
                )),
            },
            Expr::Marked(markers, inner) => {
                if markers.contains(&Marker::Template) {
                    let span = self.nodes[cx.node].span().unwrap_or_default();
                    let raw = SmolStr::new(format!("(( {e} ))"));
                    let src = Src {
                        kind: SrcKind::Expr(Arc::new(ExprSrc::parsed(raw, Ok(e.clone())))),
                        span,
                    };
                    return Ok(Val::Template(Arc::new(Template {
                        src: Arc::new(src),
                        scope: Some(self.definition_scope(cx)),
                        marker_added: false,
                    })));
                }
                match inner {
                    Some(i) => self.eval(i, cx),
                    None => Ok(Val::Null),
                }
            }
            Expr::Prefer(inner) => self.eval(inner, cx),
            Expr::Scope(binds, body) => {
                let mut vars = Vec::with_capacity(binds.len());
                for (k, v) in binds {
                    let name = match self.eval(k, cx)? {
                        Val::Str(s) => s,
                        _ => return local("assignment target must evaluate to string"),
                    };
                    vars.push((name, self.eval(v, cx)?));
                }
                let inner = Cx {
                    node: cx.node,
                    frame: Some(Frame::new(vars, cx.frame.clone())),
                };
                self.eval(body, &inner)
            }
            Expr::NamedArg(name, _) => local(format!(
                "named argument '{name}' outside of a function call"
            )),
            Expr::Expand(inner) => self.eval(inner, cx),
            Expr::ValidOr(a, b) => match self.eval(a, cx) {
                Ok(Val::Null) | Ok(Val::Undefined) | Err(_) => self.eval(b, cx),
                Ok(v) => Ok(v),
            },
            Expr::Projection(base, rest) => self.eval_projection(base, rest, cx),
            Expr::ProjectionValue => match cx.frame.as_ref().and_then(|f| f.lookup(PROJECTION)) {
                Some(v) => Ok(v.clone()),
                None => local("projection value outside of a projection"),
            },
            Expr::Catch(a, func) => self.eval_catch(a, func, cx),
            Expr::Sync(spec) => self.eval_sync(spec, cx),
        }
    }

    pub(crate) fn eval_merge(&mut self, spec: &MergeSpec, cx: &Cx) -> R<Val> {
        if spec.none {
            return Ok(Val::Null);
        }
        let spath: Option<SPath> = match &spec.redirect {
            Some(r) => Some(Arc::new(r.iter().map(step_to_pstep).collect())),
            None => self.spath_of(cx.node),
        };
        let text = spath.as_ref().map(|p| spath_text(p)).unwrap_or_else(|| {
            let p = self.path_of(cx.node);
            spath_text(&p)
        });
        match self.stub_lookup(&spath) {
            Some(v) => Ok(v),
            None => local(format!("'{text}' not found in any stub")),
        }
    }

    /// The stub path shown in error reports for a merge expression.
    pub(crate) fn merge_path_text(&self, id: NodeId, e: &Expr) -> String {
        pub(crate) fn find(e: &Expr) -> Option<&MergeSpec> {
            match e {
                Expr::Merge(s) => Some(s),
                Expr::Or(a, b)
                | Expr::ValidOr(a, b)
                | Expr::Concat(a, b)
                | Expr::Binary(_, a, b) => find(a).or_else(|| find(b)),
                Expr::Group(a) | Expr::Not(a) | Expr::Prefer(a) => find(a),
                Expr::Marked(_, Some(a)) => find(a),
                _ => None,
            }
        }
        match find(e) {
            Some(spec) => match &spec.redirect {
                Some(r) => path_text(r),
                None => match self.spath_of(id) {
                    Some(p) => spath_text(&p),
                    None => spath_text(&self.path_of(id)),
                },
            },
            None => String::new(),
        }
    }

    pub(crate) fn eval_auto(&mut self, cx: &Cx) -> R<Val> {
        let path = self.path_of(cx.node);
        let pool = match path.as_slice() {
            [PStep::Key(rp), entry, PStep::Key(size)]
                if rp == "resource_pools" && size == "size" =>
            {
                entry.text()
            }
            _ => return local("auto only allowed for size entry in resource pools"),
        };
        let root = self.root;
        let jobs = match self.step_into(Item::Node(root), &Step::Key("jobs".into()))? {
            Some(j) => self.item_value(j)?,
            None => return Ok(Val::Int(0)),
        };
        let mut total = 0i64;
        if let Val::List(l) = jobs {
            for j in l.iter() {
                if let Val::Map(m) = j {
                    if m.get("resource_pool").and_then(val_key_text).as_deref()
                        == Some(pool.as_str())
                    {
                        match m.get("instances") {
                            // spiff++ adds with Go's wrapping int64; a sum past 64 bits is
                            // an error here rather than a wrong size.
                            Some(Val::Int(i)) => match total.checked_add(*i) {
                                Some(t) => total = t,
                                None => {
                                    return local(format!(
                                        "sum of instances of resource pool '{pool}' exceeds 64 bits"
                                    ))
                                }
                            },
                            _ => return local("instances of job must be an integer"),
                        }
                    }
                }
            }
        }
        Ok(Val::Int(total))
    }

    /// A lambda value of `def` defined in `cx`: its defaults evaluated there, its static
    /// scope the node of `cx` (or, inside another lambda, that lambda's static scope).
    pub(crate) fn make_lambda(&mut self, def: &Arc<LambdaDef>, cx: &Cx) -> R<Arc<Lambda>> {
        let mut params = Vec::with_capacity(def.params.len());
        for (i, p) in def.params.iter().enumerate() {
            let d = match &p.default {
                Some(d) => match self.eval(d, cx) {
                    Ok(v) => Some(v),
                    Err(f) => {
                        return Err(Fail {
                            tag: f.tag,
                            message: format!(
                            "evaluation of lambda call default argument {i} failed: {}: {d}: {}",
                            Expr::Lambda(def.clone()),
                            f.message()
                        ),
                            at: None,
                            shown: None,
                            produced: None,
                            nested: None,
                        })
                    }
                },
                None => None,
            };
            params.push((p.clone(), d));
        }
        let scope = Some(self.definition_scope(cx));
        let closure = match &cx.frame {
            Some(f) => Some(f.clone()),
            None => self.outer_frame(cx.node),
        };
        Ok(Arc::new(Lambda {
            def: def.clone(),
            params,
            varargs: def.varargs,
            applied: Vec::new(),
            closure,
            builtin: None,
            scope,
        }))
    }

    /// The bindings in scope where the detached tree (template instance) holding `node` was
    /// instantiated, if any.
    fn outer_frame(&self, node: NodeId) -> Option<Arc<Frame>> {
        let mut cur = node;
        let mut guard = 0usize;
        loop {
            guard += 1;
            if guard > 1_000_000 {
                return None;
            }
            match self.nodes[cur].parent() {
                Some(p) => cur = p,
                None => match self.outers.get(&cur) {
                    Some(o) => match &o.frame {
                        Some(f) => return Some(f.clone()),
                        None => cur = o.node,
                    },
                    None => return None,
                },
            }
        }
    }

    pub(crate) fn lambda_of(&mut self, func: &Expr, cx: &Cx) -> R<Arc<Lambda>> {
        let v = match func {
            Expr::Lambda(def) => return self.make_lambda(def, cx),
            e => self.eval(e, cx)?,
        };
        match v {
            Val::Lambda(l) => Ok(l),
            other => local(format!("function required, found {}", other.kind())),
        }
    }

    pub(crate) fn eval_mapping(
        &mut self,
        kind: MapKind,
        list: &Expr,
        func: &Expr,
        cx: &Cx,
    ) -> R<Val> {
        let lv = self.eval(list, cx)?;
        let inline = matches!(func, Expr::Lambda(_));
        let l = self.lambda_of(func, cx)?;
        let (open, close) = kind.brackets();
        let supported = match (&lv, kind) {
            (Val::Null, MapKind::MapToList) => return Ok(Val::List(Arc::new(Vec::new()))),
            (Val::List(_), MapKind::SelectToMap | MapKind::FilterMap) => false,
            (Val::Map(_), MapKind::FilterList) => false,
            (Val::List(_) | Val::Map(_), _) => true,
            _ => false,
        };
        if !supported {
            return local(format!(
                "{}{open}{close} does not support {} values",
                kind.keyword(),
                lv.kind()
            ));
        }
        let nparams = l.params.len();
        let to_map = matches!(
            kind,
            MapKind::MapToMap | MapKind::SelectToMap | MapKind::FilterMap
        );
        let mut out_list = Vec::new();
        let mut out_map = ValMap::new();
        if matches!(lv, Val::List(_)) && nparams > 2 {
            return local("mapping expression takes a maximum of 2 arguments");
        }
        let entries = lv.entries().unwrap_or_default();
        for (key, v) in entries {
            let args = match nparams {
                0 => Vec::new(),
                1 => vec![v.clone()],
                _ => vec![key.clone(), v.clone()],
            };
            let r = self.apply_full(&l, Vec::new(), args, false, false, inline, cx)?;
            let keep = match kind {
                MapKind::MapToList | MapKind::MapToMap => {
                    if matches!(r, Val::Undefined | Val::Null) {
                        continue;
                    }
                    r
                }
                _ => {
                    if !r.truthy() {
                        continue;
                    }
                    v.clone()
                }
            };
            if to_map {
                let k = match (&lv, &key) {
                    (Val::Map(_), Val::Str(k)) => k.clone(),
                    _ => match &v {
                        Val::Str(s) => s.clone(),
                        other => {
                            return local(format!(
                                "list element must be string, but found {}",
                                other.kind()
                            ))
                        }
                    },
                };
                out_map.insert(k, keep);
            } else {
                out_list.push(keep);
            }
        }
        if to_map {
            Ok(Val::Map(Arc::new(out_map)))
        } else {
            Ok(Val::List(Arc::new(out_list)))
        }
    }

    pub(crate) fn eval_sum(&mut self, list: &Expr, init: &Expr, func: &Expr, cx: &Cx) -> R<Val> {
        let lv = self.eval(list, cx)?;
        let mut acc = self.eval(init, cx)?;
        let inline = matches!(func, Expr::Lambda(_));
        let l = self.lambda_of(func, cx)?;
        let nparams = l.params.len();
        match lv {
            Val::List(items) => {
                for (i, v) in items.iter().enumerate() {
                    let args = if nparams >= 3 {
                        vec![acc, Val::Int(i as i64), v.clone()]
                    } else {
                        vec![acc, v.clone()]
                    };
                    acc = self.apply_full(&l, Vec::new(), args, false, false, inline, cx)?;
                }
            }
            Val::Map(m) => {
                let mut keys: Vec<&SmolStr> = m.keys().collect();
                strata_core::sort::sort(&mut keys);
                for k in keys {
                    let v = m.get(k).cloned().unwrap_or(Val::Null);
                    let args = if nparams >= 3 {
                        vec![acc, Val::Str(k.clone()), v]
                    } else {
                        vec![acc, v]
                    };
                    acc = self.apply_full(&l, Vec::new(), args, false, false, inline, cx)?;
                }
            }
            Val::Null => {}
            other => {
                return local(format!(
                    "sum requires a list or map, found {}",
                    other.kind()
                ))
            }
        }
        Ok(acc)
    }

    /// `catch[expr|lambda]`: the lambda called with the value (nil on failure) and, when it
    /// takes two parameters, the error message (nil on success).
    pub(crate) fn eval_catch(&mut self, a: &Expr, func: &Expr, cx: &Cx) -> R<Val> {
        let inline = matches!(func, Expr::Lambda(_));
        let l = self.lambda_of(func, cx)?;
        if l.params.len() > 2 {
            return local("catch function takes a maximum of 2 arguments");
        }
        let (value, err) = match self.eval(a, cx) {
            Ok(v) => (v, Val::Null),
            Err(f) => (Val::Null, Val::str(f.message().to_string())),
        };
        let args = match l.params.len() {
            1 => vec![value],
            2 => vec![value, err],
            n => {
                return local(format!(
                    "lambda expression for sync condition must take one or two arguments, found {n}"
                ))
            }
        };
        self.apply_full(&l, Vec::new(), args, false, false, inline, cx)
    }

    /// `sync[expr|cond|value|timeout]`. Evaluation here is on demand, so nothing can change
    /// by waiting: a false condition is final (the expression's own error, or a timeout
    /// error), a true one yields the value function's result (or the value).
    pub(crate) fn eval_sync(&mut self, spec: &crate::ast::SyncSpec, cx: &Cx) -> R<Val> {
        if let Some(t) = &spec.timeout {
            if !matches!(self.eval(t, cx)?, Val::Int(_)) {
                return local("integer operand required");
            }
        }
        let outcome = self.eval(&spec.expr, cx);
        let (value, err) = match &outcome {
            Ok(v) => (v.clone(), Val::str("")),
            Err(f) => (Val::Null, Val::str(f.message().to_string())),
        };
        let call = |doc: &mut Self, func: &Expr, what: &str| -> R<Val> {
            let inline = matches!(func, Expr::Lambda(_));
            let l = match doc.lambda_of(func, cx) {
                Ok(l) => l,
                Err(_) => return local(format!("sync {what} must evaluate to a lambda value")),
            };
            let args = match l.params.len() {
                1 => vec![value.clone()],
                2 => vec![value.clone(), err.clone()],
                n => {
                    return local(format!(
                    "lambda expression for sync {what} must take one or two arguments, found {n}"
                ))
                }
            };
            doc.apply_full(&l, Vec::new(), args, false, false, inline, cx)
        };
        let cond = call(self, &spec.cond, "condition")?;
        let outcome = crate::functions::sync_verdict(cond, outcome)?;
        match &spec.value {
            Some(v) => call(self, v, "value"),
            None => outcome,
        }
    }

    /// `base.[*] rest`: `rest` for each entry of `base`.
    pub(crate) fn eval_projection(&mut self, base: &Expr, rest: &Expr, cx: &Cx) -> R<Val> {
        let entries: Vec<Val> = match self.eval(base, cx)? {
            Val::List(l) => (*l).clone(),
            Val::Map(m) => {
                let mut keys: Vec<&SmolStr> = m.keys().collect();
                strata_core::sort::sort(&mut keys);
                keys.into_iter()
                    .map(|k| m.get(k).cloned().unwrap_or(Val::Null))
                    .collect()
            }
            _ => return local("only map or list allowed for projection"),
        };
        if matches!(rest, Expr::ProjectionValue) {
            return Ok(Val::List(Arc::new(entries)));
        }
        let mut out = Vec::with_capacity(entries.len());
        for v in entries {
            let inner = Cx {
                node: cx.node,
                frame: Some(Frame::new(
                    vec![(SmolStr::new_static(PROJECTION), v)],
                    cx.frame.clone(),
                )),
            };
            out.push(self.eval(rest, &inner)?);
        }
        Ok(Val::List(Arc::new(out)))
    }

    /// `[lo..hi]` of a list value (both ends inclusive, negative ends from the end).
    pub(crate) fn slice_val(
        &mut self,
        v: Val,
        lo: &Option<Box<Expr>>,
        hi: &Option<Box<Expr>>,
        cx: &Cx,
    ) -> R<Val> {
        let Val::List(l) = v else {
            return local("slice requires a list");
        };
        let n = l.len() as i64;
        let lo = match lo {
            Some(e) => match self.eval(e, cx)? {
                Val::Int(i) => i,
                _ => return local("slice bounds must be integers"),
            },
            None => 0,
        };
        let hi = match hi {
            Some(e) => match self.eval(e, cx)? {
                Val::Int(i) => i,
                _ => return local("slice bounds must be integers"),
            },
            None => n - 1,
        };
        let lo = if lo < 0 { n.saturating_add(lo) } else { lo };
        let hi = if hi < 0 { n.saturating_add(hi) } else { hi };
        if lo < 0 || hi >= n || lo > hi.saturating_add(1) {
            return local("slice bounds out of range");
        }
        Ok(Val::List(Arc::new(
            l[lo as usize..(hi + 1) as usize].to_vec(),
        )))
    }

    /// Calls a lambda with positional arguments (fewer than its parameters curry it).
    pub fn apply(&mut self, l: &Arc<Lambda>, args: Vec<Val>, cx: &Cx) -> R<Val> {
        self.apply_full(l, Vec::new(), args, false, true, false, cx)
    }

    /// Calls a lambda as spiff++ does: `named` arguments (by name or 1-based index),
    /// positional `args` (collected into the varargs parameter), defaults for the rest.
    /// `curry` (`f*(..)`) binds the arguments and returns a lambda of the remaining
    /// parameters; `autocurry` does so when positional arguments are missing and the lambda
    /// has no optional parameters. An `inline` lambda (written inside `map[]` and the like)
    /// does not bind `_`.
    #[allow(clippy::too_many_arguments)]
    pub fn apply_full(
        &mut self,
        l: &Arc<Lambda>,
        named: Vec<(SmolStr, Val)>,
        mut args: Vec<Val>,
        curry: bool,
        autocurry: bool,
        inline: bool,
        cx: &Cx,
    ) -> R<Val> {
        if let Some(name) = &l.builtin {
            if !named.is_empty() {
                return local(format!("no named arguments for builtin function ({name})"));
            }
            let mut all = l.applied.clone();
            all.extend(args);
            if curry {
                return Ok(Val::Lambda(Arc::new(
                    Lambda {
                        applied: all,
                        ..Lambda::plain(l.def.clone(), None)
                    }
                    .with_builtin(name.clone()),
                )));
            }
            return functions::call_builtin_values(self, name, all, cx);
        }
        let nparams = l.params.len();
        let mut nmap: Vec<(SmolStr, Val)> = Vec::with_capacity(named.len());
        for (n, v) in named {
            let name = match n.parse::<i64>() {
                Ok(i) => {
                    if i < 1 {
                        return local(format!("invalid argument index {i}"));
                    }
                    if i as usize > nparams {
                        return local(format!(
                            "argument index {i} too large for {nparams} parameters"
                        ));
                    }
                    l.params[i as usize - 1].0.name.clone()
                }
                Err(_) => n,
            };
            if nmap.iter().any(|(m, _)| *m == name) {
                return local(format!("named argument {name} given by name and index"));
            }
            nmap.push((name, v));
        }
        if l.varargs {
            let required = nparams.saturating_sub(1);
            if args.len() > required {
                let rest = args.split_off(required);
                args.push(Val::List(Arc::new(rest)));
            }
        }
        if args.len() > nparams {
            return local(format!(
                "found {} argument(s), but expects {}",
                args.len(),
                nparams
            ));
        }
        let mut vars: Vec<(SmolStr, Val)> = Vec::with_capacity(nparams + 1);
        if !inline {
            vars.push((SmolStr::new_static("_"), Val::Lambda(l.clone())));
        }
        for (n, v) in &nmap {
            match l.params.iter().position(|(p, _)| p.name == *n) {
                Some(i) => {
                    if i < args.len() {
                        return local(format!(
                            "both, positional ({}) and named argument found for lambda parameter {n}",
                            i + 1
                        ));
                    }
                    if l.varargs && i == nparams - 1 && !matches!(v, Val::List(_)) {
                        return local(format!(
                            "named varargs argument {} ({n}) must be a list",
                            i + 1
                        ));
                    }
                }
                None => return local(format!("no lambda parameter found for named argument {n}")),
            }
            vars.push((n.clone(), v.clone()));
        }
        let npos = args.len();
        for (i, v) in args.into_iter().enumerate() {
            vars.push((l.params[i].0.name.clone(), v));
        }
        let last_default = l.params.last().is_some_and(|(_, d)| d.is_some());
        if curry || (autocurry && nmap.is_empty() && npos < nparams && !l.varargs && !last_default)
        {
            let mut rest = Vec::new();
            let mut varargs = false;
            for (i, p) in l.params.iter().enumerate().skip(npos) {
                if !nmap.iter().any(|(n, _)| *n == p.0.name) {
                    rest.push(p.clone());
                    if i == nparams - 1 {
                        varargs = l.varargs;
                    }
                }
            }
            if !inline {
                vars.remove(0);
            }
            return Ok(Val::Lambda(Arc::new(Lambda {
                def: l.def.clone(),
                params: rest,
                varargs,
                applied: Vec::new(),
                closure: Some(Frame::new(vars, l.closure.clone())),
                builtin: None,
                scope: l.scope.clone(),
            })));
        }
        for i in npos..nparams {
            let (p, d) = &l.params[i];
            if nmap.iter().any(|(n, _)| *n == p.name) {
                continue;
            }
            if let Some(d) = d {
                vars.push((p.name.clone(), d.clone()));
            } else if l.varargs && i == nparams - 1 {
                vars.push((p.name.clone(), Val::List(Arc::new(Vec::new()))));
            } else if !nmap.is_empty() {
                return local(format!("missing named argument for {}", p.name));
            } else {
                let o = l.num_optional();
                return if o > 0 {
                    local(format!(
                        "expected at least {} arguments ({o} optional), but found {npos}",
                        nparams - o
                    ))
                } else {
                    local(format!("expected {nparams} arguments, but found {npos}"))
                };
            }
        }
        let frame = Frame::call(vars, l.closure.clone(), cx.frame.clone());
        let inner = Cx {
            node: cx.node,
            frame: Some(frame),
        };
        let def: Arc<LambdaDef> = l.def.clone();
        // a position inside the lambda body belongs to the text that defined the lambda
        self.eval(&def.body, &inner).map_err(Fail::unlocated)
    }

    /// Evaluates call arguments: leading `name=expr` arguments apart, `expr...` expanded.
    fn eval_args(&mut self, args: &[Expr], cx: &Cx) -> R<(Vec<(SmolStr, Val)>, Vec<Val>)> {
        let mut named = Vec::new();
        let mut vals = Vec::with_capacity(args.len());
        for a in args {
            match a {
                Expr::NamedArg(n, e) => named.push((n.clone(), self.eval(e, cx)?)),
                Expr::Expand(e) => match self.eval(e, cx)? {
                    Val::List(l) => vals.extend(l.iter().cloned()),
                    _ => return local("argument expansion required list argument"),
                },
                e => vals.push(self.eval(e, cx)?),
            }
        }
        Ok((named, vals))
    }

    /// A call `f(args)` (or, with `curry`, `f*(args)`) of a builtin or a lambda.
    pub(crate) fn call_expr(&mut self, f: &Expr, args: &[Expr], curry: bool, cx: &Cx) -> R<Val> {
        if let Expr::Ref {
            absolute: false,
            path,
            ..
        } = f
        {
            if let [Step::Key(name)] = path.as_slice() {
                let bound = cx
                    .frame
                    .as_ref()
                    .is_some_and(|fr| fr.lookup_lexical(name).is_some());
                if !bound && functions::is_builtin(name) {
                    if args.iter().any(|a| matches!(a, Expr::NamedArg(..))) {
                        return local(format!("no named arguments for builtin function ({name})"));
                    }
                    let expands = args.iter().any(|a| matches!(a, Expr::Expand(_)));
                    if curry || expands {
                        let (_, vals) = self.eval_args(args, cx)?;
                        if curry {
                            return Ok(Val::Lambda(Arc::new(
                                Lambda {
                                    applied: vals,
                                    ..Lambda::plain(
                                        Arc::new(LambdaDef {
                                            params: Vec::new(),
                                            varargs: false,
                                            body: Expr::Nil,
                                        }),
                                        None,
                                    )
                                }
                                .with_builtin(name.clone()),
                            )));
                        }
                        return functions::call_builtin_values(self, name, vals, cx);
                    }
                    return functions::call_builtin(self, name, args, cx);
                }
                if !bound && functions::is_unsupported(name) {
                    // a spiff++ function strata lacks, unless the template defines the name
                    if let Err(fail) = self.eval(f, cx) {
                        if fail.tag == Tag::Local {
                            return local(format!(
                                "function '{name}' is not supported by strata's spiff"
                            ));
                        }
                    }
                }
            }
        }
        let l = match self.eval(f, cx)? {
            Val::Lambda(l) => l,
            other => {
                return local(format!(
                    "function call requires a lambda, found {}",
                    other.kind()
                ))
            }
        };
        let (named, vals) = self.eval_args(args, cx)?;
        self.apply_full(&l, named, vals, curry, true, false, cx)
    }

    /// A string an expression produced that is itself an expression (`(( ... ))`, or with the
    /// interpolation feature a string embedding one): evaluated in turn, as spiff++ flows
    /// such a node again, at most [`MAX_PRODUCED`] times.
    fn eval_produced(&mut self, mut s: SmolStr, cx: &Cx) -> R<Val> {
        /// How many times a produced expression is evaluated again.
        const MAX_PRODUCED: usize = 16;
        for _ in 0..MAX_PRODUCED {
            let text = if self.features.interpolation {
                match crate::parser::interpolate(&s) {
                    Some(t) => t,
                    None => return Ok(Val::Str(s)),
                }
            } else {
                match s.strip_prefix("((").and_then(|x| x.strip_suffix("))")) {
                    Some(inner) if !inner.starts_with('!') => inner.to_string(),
                    _ => return Ok(Val::Str(s)),
                }
            };
            let expr = match crate::parser::parse(&text) {
                Ok(e) => e,
                Err(pe) => return local(format!("cannot parse '{s}': {}", pe.message)),
            };
            // positions inside the produced text do not point into the template
            let produced = |f: Fail| Fail {
                produced: Some(s.trim().to_string()),
                ..f.unlocated()
            };
            match self.eval(&expr, cx).map_err(produced)? {
                Val::Str(next) if next.contains("((") && next != s => s = next,
                v => return Ok(v),
            }
        }
        local(format!("expression '{s}' keeps producing expressions"))
    }

    /// The static scope of a lambda or template defined by an expression evaluated in `cx`:
    /// the enclosing lambda's (a definition inside a function body belongs to the function's
    /// scope), else the node of the expression.
    fn definition_scope(&self, cx: &Cx) -> Arc<StaticScope> {
        match cx.frame.as_ref().and_then(|f| f.lookup_lexical("_")) {
            Some(Val::Lambda(outer)) => match &outer.scope {
                Some(scope) => scope.clone(),
                None => self.static_scope(cx.node),
            },
            _ => self.static_scope(cx.node),
        }
    }

    /// The static scope of the node `id`.
    fn static_scope(&self, id: NodeId) -> Arc<StaticScope> {
        Arc::new(StaticScope {
            doc: self.doc_id,
            node: id,
            path: self.path_of(id),
        })
    }

    /// Instantiates a template in the context `cx`; inside the instance `_` is the template.
    pub fn instantiate(&mut self, t: &Arc<Template>, cx: &Cx) -> R<Val> {
        let src = strip_template_marker(&t.src);
        let inner = Cx {
            node: cx.node,
            frame: Some(Frame::new(
                vec![(SmolStr::new_static("_"), Val::Template(t.clone()))],
                cx.frame.clone(),
            )),
        };
        self.eval_detached_with_failures(src, &inner, None)
            .map_err(|(f, failures)| {
                if failures.is_empty() {
                    return f;
                }
                // spiff++ names the template by where it was defined and lists the instance's
                // unresolved nodes under the node: by their path inside the instance, then
                // (in parentheses) their path in the document or their merge's stub path
                let outer = spath_text(&self.report_path_of(cx.node));
                let mut nested: Vec<Unresolved> = failures
                    .into_iter()
                    .map(|u| {
                        let inside = u
                            .path
                            .strip_prefix(outer.as_str())
                            .and_then(|rest| rest.strip_prefix('.'))
                            .filter(|_| !outer.is_empty())
                            .unwrap_or(&u.path)
                            .to_string();
                        let full = if u.stub_path.is_empty() {
                            u.path
                        } else {
                            u.stub_path
                        };
                        Unresolved {
                            path: inside,
                            stub_path: full,
                            ..u
                        }
                    })
                    .collect();
                sort_report(&mut nested);
                let defined_at = t.scope.as_ref().map(|s| spath_text(&s.path));
                Fail {
                    message: format!(
                        "resolution of template '{}' failed",
                        defined_at.unwrap_or_default()
                    ),
                    nested: Some(nested.into()),
                    ..f
                }
            })
    }

    /// Builds `src` as a detached subtree whose scope continues at `cx` and evaluates it.
    pub fn eval_detached(&mut self, src: Src, cx: &Cx, file: Option<FileInfo>) -> R<Val> {
        self.eval_detached_with_failures(src, cx, file)
            .map_err(|(f, failures)| {
                if failures.is_empty() {
                    return f;
                }
                Fail {
                    message: format!(
                        "template evaluation failed: {}",
                        crate::fail::failures_text(&failures)
                    ),
                    ..f
                }
            })
    }

    /// [`Doc::eval_detached`], returning with a failure the subtree's unresolved nodes (and
    /// the failure's own message, for the caller to word).
    fn eval_detached_with_failures(
        &mut self,
        mut src: Src,
        cx: &Cx,
        file: Option<FileInfo>,
    ) -> Result<Val, (Fail, Vec<Unresolved>)> {
        let file_idx = match file {
            Some(f) => {
                self.files.push(f);
                (self.files.len() - 1) as u32
            }
            None => self.node_file(cx.node),
        };
        let id = self.build(
            &mut src,
            None,
            PStep::Key(SmolStr::default()),
            None,
            false,
            file_idx,
        );
        self.outers.insert(
            id,
            Outer {
                node: cx.node,
                frame: cx.frame.clone(),
            },
        );
        match self.eval_node(id) {
            Ok(v) => Ok(v),
            Err(f) => {
                let mut msgs: Vec<Unresolved> = Vec::new();
                self.collect_failures(id, &mut msgs);
                // an expression of the subtree that fails on its own makes the instantiation
                // fail on its own (`*`); one waiting on a failed node of the document waits too
                let tag = if msgs.iter().any(|u| u.tag == Tag::Local) {
                    Tag::Local
                } else {
                    f.tag
                };
                Err((
                    Fail {
                        tag,
                        message: f.message,
                        at: None,
                        shown: None,
                        produced: None,
                        nested: None,
                    },
                    msgs,
                ))
            }
        }
    }
}

/// The frame name that holds the entry a projection is applied to (not a valid identifier).
const PROJECTION: &str = "[*]";

/// Indexes a value by the value of a `[expr]` step: an integer (negative from the end), a
/// key, or a list of them (a path).
fn nav_dyn(v: &Val, ix: &Val) -> R<Option<Val>> {
    fn one(v: &Val, ix: &Val) -> R<Option<Val>> {
        Ok(match (v, ix) {
            (Val::List(l), Val::Int(i)) => {
                let i = if *i < 0 { l.len() as i64 + i } else { *i };
                usize::try_from(i).ok().and_then(|i| l.get(i)).cloned()
            }
            (_, Val::Int(_)) => return local("index requires array expression"),
            (_, Val::Str(k)) => nav_val(v, &PStep::Key(k.clone())).cloned(),
            _ => return local("index or field name required for reference qualifier"),
        })
    }
    match ix {
        Val::List(path) => {
            if path.is_empty() {
                return local("at least one index or field name required for reference qualifier");
            }
            let mut cur = v.clone();
            for p in path.iter() {
                match one(&cur, p)? {
                    Some(n) => cur = n,
                    None => return Ok(None),
                }
            }
            Ok(Some(cur))
        }
        other => one(v, other),
    }
}

impl Evaluator for Doc<'_> {
    fn eval(&mut self, e: &Expr, cx: &Cx) -> R<Val> {
        Doc::eval(self, e, cx)
    }

    fn apply(&mut self, f: &Arc<Lambda>, args: Vec<Val>, cx: &Cx) -> R<Val> {
        Doc::apply(self, f, args, cx)
    }

    fn list_key(&self, list: &Arc<Vec<Val>>) -> Option<SmolStr> {
        Doc::list_key(self, list)
    }

    fn session(&mut self) -> &mut crate::session::Session {
        self.session
    }

    fn eval_document(&mut self, src: &Src, cx: &Cx, file: FileInfo) -> R<Val> {
        self.eval_detached(src.clone(), cx, Some(file))
    }

    fn node_path(&self, cx: &Cx) -> Vec<PStep> {
        self.path_of(cx.node)
    }

    fn features(&self) -> crate::doc::Features {
        self.features
    }

    fn template(&mut self, src: Src, cx: &Cx) -> Val {
        let (src, marker_added) = crate::merge::with_template_marker(src);
        Val::Template(Arc::new(Template {
            src: Arc::new(src),
            scope: Some(self.definition_scope(cx)),
            marker_added,
        }))
    }

    fn tagdef(&mut self, args: Vec<Val>, cx: &Cx) -> R<Val> {
        Doc::tagdef(self, args, cx)
    }

    fn nested_merge(&mut self, args: Vec<Val>, cx: &Cx) -> R<Val> {
        self.merge_call(args, cx)
    }

    fn find_in_stubs(&self, path: Vec<PStep>) -> Option<Val> {
        self.stub_lookup(&Some(Arc::new(path)))
    }
}
