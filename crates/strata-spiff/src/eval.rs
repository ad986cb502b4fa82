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

use crate::ast::{path_text, Expr, LambdaDef, Marker, MergeSpec, Step};
use crate::doc::*;
use crate::fail::*;
use crate::host::FileInfo;
use crate::path::*;
use crate::source::{ExprSrc, Src, SrcKind};
use crate::value::{Frame, Lambda, Template, Val, ValMap};
use smol_str::SmolStr;
use std::sync::Arc;

use crate::functions::{self, Evaluator};
use crate::merge::{strip_template_marker, val_to_src};
use crate::ops::{binary, concat};

impl Doc<'_> {
    pub(crate) fn eval_node_inner(&mut self, id: NodeId) -> R<Val> {
        match self.nodes[id].kind.clone() {
            Kind::Leaf(v) => Ok(v),
            Kind::Template(t) => Ok(Val::Template(t)),
            Kind::Expr(es, inner) => {
                let expr: &Expr = match (&inner, &es.expr) {
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
                            let src = strip_template_marker(&t.src);
                            let spath = self.nodes[id].spath.clone();
                            let file = self.nodes[id].file;
                            self.fill(id, &src, spath, false, file);
                            return self.eval_node_inner(id);
                        }
                    }
                    let v = self.eval(inner, &cx)?;
                    return match v {
                        Val::Map(_) | Val::List(_) => {
                            let spath = self.nodes[id].spath.clone();
                            let file = self.nodes[id].file;
                            let src = val_to_src(&v, es.span);
                            self.fill(id, &src, spath, false, file);
                            self.eval_node_inner(id)
                        }
                        other => Ok(other),
                    };
                }
                self.eval(expr, &cx)
            }
            Kind::Map { .. } => {
                self.resolve_deferred(id);
                self.resolve_pending(id)?;
                let fields = match &self.nodes[id].kind {
                    Kind::Map { fields, .. } => fields.clone(),
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
                            if first_err.is_none() {
                                first_err = Some(f.as_dependency());
                            }
                        }
                    }
                }
                match first_err {
                    Some(f) => Err(f),
                    None => Ok(Val::Map(Arc::new(out))),
                }
            }
            Kind::List { .. } => {
                self.resolve_splices(id)?;
                let items = match &self.nodes[id].kind {
                    Kind::List { items, .. } => items.clone(),
                    _ => return self.eval_node_inner(id),
                };
                let mut out = Vec::with_capacity(items.len());
                let mut first_err: Option<Fail> = None;
                for c in items {
                    match self.eval_node(c) {
                        Ok(Val::Undefined) => {}
                        Ok(v) => out.push(v),
                        Err(f) => {
                            if first_err.is_none() {
                                first_err = Some(f.as_dependency());
                            }
                        }
                    }
                }
                match first_err {
                    Some(f) => Err(f),
                    None => {
                        let list = Arc::new(out);
                        if let Kind::List {
                            key_name: Some(k), ..
                        } = &self.nodes[id].kind
                        {
                            let k = k.clone();
                            self.list_keys
                                .insert(Arc::as_ptr(&list) as usize, (list.clone(), k));
                        }
                        Ok(Val::List(list))
                    }
                }
            }
        }
    }

    // ------------------------------------------------------------------ expressions

    /// Evaluates `e` in context `cx`.
    pub fn eval(&mut self, e: &Expr, cx: &Cx) -> R<Val> {
        self.enter()?;
        let r = stacker::maybe_grow(RED_ZONE, STACK_CHUNK, || self.eval_inner(e, cx));
        self.leave();
        r
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
            Expr::List(items) => {
                let mut out = Vec::with_capacity(items.len());
                for it in items {
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
            Expr::Or(a, b) => match self.eval(a, cx) {
                Ok(Val::Undefined) | Err(_) => self.eval(b, cx),
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
            Expr::Call(f, args) => self.call(f, args, cx).map_err(|fail| match &**f {
                Expr::Ref { at, .. } => fail.at(at.get()),
                _ => fail,
            }),
            Expr::Curry(f, args) => {
                let mut vals = Vec::with_capacity(args.len());
                for a in args {
                    vals.push(self.eval(a, cx)?);
                }
                if let Expr::Ref {
                    absolute: false,
                    path,
                    ..
                } = &**f
                {
                    if let [Step::Key(name)] = path.as_slice() {
                        let bound = cx
                            .frame
                            .as_ref()
                            .is_some_and(|fr| fr.lookup(name).is_some());
                        if !bound && functions::is_builtin(name) {
                            return Ok(Val::Lambda(Arc::new(Lambda {
                                def: Arc::new(LambdaDef {
                                    params: Vec::new(),
                                    body: Expr::Nil,
                                }),
                                applied: vals,
                                closure: None,
                                builtin: Some(name.clone()),
                            })));
                        }
                    }
                }
                match self.eval(f, cx)? {
                    Val::Lambda(l) => {
                        let mut applied = l.applied.clone();
                        applied.extend(vals);
                        if applied.len() > l.def.params.len() && l.builtin.is_none() {
                            return local("too many arguments for partial application");
                        }
                        Ok(Val::Lambda(Arc::new(Lambda {
                            def: l.def.clone(),
                            applied,
                            closure: l.closure.clone(),
                            builtin: l.builtin.clone(),
                        })))
                    }
                    other => local(format!(
                        "partial application requires a function, found {}",
                        other.kind()
                    )),
                }
            }
            Expr::Qualified(inner, path) => {
                let v = self.eval(inner, cx)?;
                let mut cur = v;
                for s in path {
                    match nav_val(&cur, &step_to_pstep(s)) {
                        Some(n) => cur = n.clone(),
                        None => return Err(not_found(&format!("{e}"))),
                    }
                }
                Ok(cur)
            }
            Expr::Merge(spec) => self.eval_merge(spec, cx),
            Expr::Auto => self.eval_auto(cx),
            Expr::Lambda(def) => Ok(Val::Lambda(Arc::new(Lambda {
                def: def.clone(),
                applied: Vec::new(),
                closure: cx.frame.clone(),
                builtin: None,
            }))),
            Expr::LambdaRef(inner) => match self.eval(inner, cx)? {
                Val::Lambda(l) => Ok(Val::Lambda(l)),
                Val::Str(s) => {
                    let text = s.trim();
                    let parsed = crate::parser::parse(text)
                        .or_else(|_| crate::parser::parse(&format!("lambda {text}")));
                    match parsed {
                        Ok(Expr::Lambda(def)) => Ok(Val::Lambda(Arc::new(Lambda {
                            def,
                            applied: Vec::new(),
                            closure: None,
                            builtin: None,
                        }))),
                        _ => local(format!("'{s}' is not a lambda expression")),
                    }
                }
                other => local(format!(
                    "lambda requires a function or a string, found {}",
                    other.kind()
                )),
            },
            Expr::Mapping(list, func) => self.eval_mapping(list, func, cx),
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
                    let span = self.nodes[cx.node].span.unwrap_or_default();
                    let raw = SmolStr::new(format!("(( {e} ))"));
                    let src = Src {
                        kind: SrcKind::Expr(Arc::new(ExprSrc {
                            raw,
                            expr: Ok(e.clone()),
                            span,
                        })),
                        span,
                    };
                    return Ok(Val::Template(Arc::new(Template { src: Arc::new(src) })));
                }
                match inner {
                    Some(i) => self.eval(i, cx),
                    None => Ok(Val::Null),
                }
            }
            Expr::Prefer(inner) => self.eval(inner, cx),
            Expr::Scope(binds, body) => {
                let mut vars = Vec::with_capacity(binds.len());
                for (n, e) in binds {
                    vars.push((n.clone(), self.eval(e, cx)?));
                }
                let inner = Cx {
                    node: cx.node,
                    frame: Some(Arc::new(Frame {
                        vars,
                        parent: cx.frame.clone(),
                    })),
                };
                self.eval(body, &inner)
            }
        }
    }

    pub(crate) fn eval_merge(&mut self, spec: &MergeSpec, cx: &Cx) -> R<Val> {
        let spath: Option<SPath> = match &spec.redirect {
            Some(r) => Some(Arc::new(r.iter().map(step_to_pstep).collect())),
            None => self.nodes[cx.node].spath.clone(),
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
                Expr::Or(a, b) | Expr::Concat(a, b) | Expr::Binary(_, a, b) => {
                    find(a).or_else(|| find(b))
                }
                Expr::Group(a) | Expr::Not(a) | Expr::Prefer(a) => find(a),
                Expr::Marked(_, Some(a)) => find(a),
                _ => None,
            }
        }
        match find(e) {
            Some(spec) => match &spec.redirect {
                Some(r) => path_text(r),
                None => match &self.nodes[id].spath {
                    Some(p) => spath_text(p),
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
                            Some(Val::Int(i)) => total += i,
                            _ => return local("instances of job must be an integer"),
                        }
                    }
                }
            }
        }
        Ok(Val::Int(total))
    }

    pub(crate) fn lambda_of(&mut self, func: &Expr, cx: &Cx) -> R<Arc<Lambda>> {
        let v = match func {
            Expr::Lambda(def) => {
                return Ok(Arc::new(Lambda {
                    def: def.clone(),
                    applied: Vec::new(),
                    closure: cx.frame.clone(),
                    builtin: None,
                }))
            }
            e => self.eval(e, cx)?,
        };
        match v {
            Val::Lambda(l) => Ok(l),
            other => local(format!("function required, found {}", other.kind())),
        }
    }

    pub(crate) fn eval_mapping(&mut self, list: &Expr, func: &Expr, cx: &Cx) -> R<Val> {
        let lv = self.eval(list, cx)?;
        let l = self.lambda_of(func, cx)?;
        let nparams = l.def.params.len() - l.applied.len().min(l.def.params.len());
        let mut out = Vec::new();
        match lv {
            Val::List(items) => {
                for (i, v) in items.iter().enumerate() {
                    let args = if nparams >= 2 {
                        vec![Val::Int(i as i64), v.clone()]
                    } else {
                        vec![v.clone()]
                    };
                    match self.apply(&l, args, cx)? {
                        Val::Undefined | Val::Null => {}
                        r => out.push(r),
                    }
                }
            }
            Val::Map(m) => {
                let mut keys: Vec<&SmolStr> = m.keys().collect();
                keys.sort();
                for k in keys {
                    let v = m.get(k).cloned().unwrap_or(Val::Null);
                    let args = if nparams >= 2 {
                        vec![Val::Str(k.clone()), v]
                    } else {
                        vec![v]
                    };
                    match self.apply(&l, args, cx)? {
                        Val::Undefined | Val::Null => {}
                        r => out.push(r),
                    }
                }
            }
            Val::Null => {}
            other => {
                return local(format!(
                    "map requires a list or map, found {}",
                    other.kind()
                ))
            }
        }
        Ok(Val::List(Arc::new(out)))
    }

    pub(crate) fn eval_sum(&mut self, list: &Expr, init: &Expr, func: &Expr, cx: &Cx) -> R<Val> {
        let lv = self.eval(list, cx)?;
        let mut acc = self.eval(init, cx)?;
        let l = self.lambda_of(func, cx)?;
        let nparams = l.def.params.len() - l.applied.len().min(l.def.params.len());
        match lv {
            Val::List(items) => {
                for (i, v) in items.iter().enumerate() {
                    let args = if nparams >= 3 {
                        vec![acc, Val::Int(i as i64), v.clone()]
                    } else {
                        vec![acc, v.clone()]
                    };
                    acc = self.apply(&l, args, cx)?;
                }
            }
            Val::Map(m) => {
                let mut keys: Vec<&SmolStr> = m.keys().collect();
                keys.sort();
                for k in keys {
                    let v = m.get(k).cloned().unwrap_or(Val::Null);
                    let args = if nparams >= 3 {
                        vec![acc, Val::Str(k.clone()), v]
                    } else {
                        vec![acc, v]
                    };
                    acc = self.apply(&l, args, cx)?;
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

    /// Calls a lambda with arguments; fewer arguments than parameters give a curried lambda.
    pub fn apply(&mut self, l: &Arc<Lambda>, args: Vec<Val>, cx: &Cx) -> R<Val> {
        let mut all = l.applied.clone();
        all.extend(args);
        if let Some(name) = &l.builtin {
            return functions::call_builtin_values(self, name, all, cx);
        }
        let n = l.def.params.len();
        if all.len() < n {
            return Ok(Val::Lambda(Arc::new(Lambda {
                def: l.def.clone(),
                applied: all,
                closure: l.closure.clone(),
                builtin: None,
            })));
        }
        if all.len() > n {
            return local(format!(
                "function takes {} arguments, {} given",
                n,
                all.len()
            ));
        }
        let mut vars: Vec<(SmolStr, Val)> = Vec::with_capacity(n + 1);
        vars.push((
            SmolStr::new_static("_"),
            Val::Lambda(Arc::new(Lambda {
                def: l.def.clone(),
                applied: Vec::new(),
                closure: l.closure.clone(),
                builtin: None,
            })),
        ));
        for (p, v) in l.def.params.iter().zip(all) {
            vars.push((p.clone(), v));
        }
        let frame = Arc::new(Frame {
            vars,
            parent: l.closure.clone(),
        });
        let inner = Cx {
            node: cx.node,
            frame: Some(frame),
        };
        let def: Arc<LambdaDef> = l.def.clone();
        // a position inside the lambda body belongs to the text that defined the lambda
        self.eval(&def.body, &inner).map_err(Fail::unlocated)
    }

    pub(crate) fn call(&mut self, f: &Expr, args: &[Expr], cx: &Cx) -> R<Val> {
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
                    .is_some_and(|fr| fr.lookup(name).is_some());
                if !bound && functions::is_builtin(name) {
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
        let mut vals = Vec::with_capacity(args.len());
        for a in args {
            vals.push(self.eval(a, cx)?);
        }
        self.apply(&l, vals, cx)
    }

    /// Instantiates a template in the context `cx`.
    pub fn instantiate(&mut self, t: &Template, cx: &Cx) -> R<Val> {
        let src = strip_template_marker(&t.src);
        self.eval_detached(&src, cx, None)
    }

    /// Builds `src` as a detached subtree whose scope continues at `cx` and evaluates it.
    pub fn eval_detached(&mut self, src: &Src, cx: &Cx, file: Option<FileInfo>) -> R<Val> {
        let file_idx = match file {
            Some(f) => {
                self.files.push(f);
                (self.files.len() - 1) as u32
            }
            None => self.nodes[cx.node].file,
        };
        let id = self.build(
            src,
            None,
            PStep::Key(SmolStr::default()),
            None,
            false,
            file_idx,
        );
        self.nodes[id].outer = Some(Outer {
            node: cx.node,
            frame: cx.frame.clone(),
        });
        match self.eval_node(id) {
            Ok(v) => Ok(v),
            Err(f) => {
                let mut msgs = Vec::new();
                self.collect_failures(id, &mut msgs);
                let detail = msgs
                    .iter()
                    .map(|u| format!("{} in {}: {}", u.expr, u.path, u.message))
                    .collect::<Vec<_>>()
                    .join("; ");
                let msg = if detail.is_empty() {
                    f.message().to_string()
                } else {
                    format!("template evaluation failed: {detail}")
                };
                Err(Fail {
                    tag: f.tag,
                    message: msg,
                    at: None,
                })
            }
        }
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

    fn host(&mut self) -> &mut dyn crate::host::Host {
        self.host
    }

    fn eval_document(&mut self, src: &Src, cx: &Cx, file: FileInfo) -> R<Val> {
        self.eval_detached(src, cx, Some(file))
    }

    fn node_path(&self, cx: &Cx) -> Vec<PStep> {
        self.path_of(cx.node)
    }
}
