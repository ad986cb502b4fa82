//! The evaluator: statements, control flow, variables (locals, Puppet variables as instance
//! variables), blocks and the template wrapper's methods (`scope`, `has_variable?`, ...).

use super::ast::{BParam, MethodDef, Node, SPart, Target, K};
use super::value::{from_puppet, to_puppet, to_s, MatchData, RHash, RRx, RV};
use crate::eval::{Compiler, Flow, ScopeId};
use crate::regex::Regex;
use crate::value::Val;
use std::collections::HashMap;
use std::rc::Rc;
use std::sync::Arc;
use strata_core::Span;

pub use super::interp::{err, Blk, Ctl, Interp, LogMark, E};

/// Whether an error is one of strata's own limits (Ruby it does not evaluate) rather than an
/// exception Ruby would raise: "unsupported ...", "... is not supported ...", "... not
/// evaluated by strata".
pub(crate) fn strata_limit(msg: &str) -> bool {
    msg.starts_with("unsupported ")
        || msg.contains("not supported")
        || msg.contains("not evaluated by strata")
}

const MAX_DEPTH: usize = 400;

/// Ruby's option bits for a regexp's flags (`i`, `x`, `m`).
pub fn rx_flags(flags: &str) -> u32 {
    let mut bits = 0;
    for (c, bit) in [
        ('i', crate::regex::IGNORECASE),
        ('x', crate::regex::EXTENDED),
        ('m', crate::regex::MULTILINE),
    ] {
        if flags.contains(c) {
            bits |= bit;
        }
    }
    bits
}

impl<'c, 'a> Interp<'c, 'a> {
    /// A fresh evaluation in scope `sc`.
    pub fn new(c: &'c mut Compiler<'a>, sc: ScopeId, span: Span, file: String) -> Self {
        Interp {
            c,
            sc,
            span,
            file,
            frames: vec![HashMap::new()],
            barrier: 0,
            ivars: HashMap::new(),
            read_ivars: HashMap::new(),
            out: String::new(),
            last_match: None,
            depth: 0,
            line: 1,
            log_before: None,
            function_error: None,
            raised: None,
        }
    }

    /// Runs the template's statements.
    pub fn run(&mut self, body: &[Node]) -> E<()> {
        match self.block(body) {
            Ok(_) | Err(Ctl::Return(_)) => Ok(()),
            Err(Ctl::Next(_)) => err("Can't escape from eval with next", self.line),
            Err(Ctl::Break(_)) => err("Can't escape from eval with break", self.line),
            Err(e) => Err(e),
        }
    }

    fn step(&mut self) -> E<()> {
        self.c.step(self.span).map_err(Ctl::Flow)
    }

    /// Evaluates statements, returning the last value.
    pub fn block(&mut self, body: &[Node]) -> E<RV> {
        let mut last = RV::Nil;
        for n in body {
            last = self.eval(n)?;
        }
        Ok(last)
    }

    /// Compiles a regexp as Ruby does (`crate::regex`, whose cache keeps it compiled): the
    /// flags `i`, `x` and `m` are Ruby's option bits. A bad pattern is Ruby's `RegexpError`.
    pub fn regex(&mut self, r: &RRx) -> E<Arc<Regex>> {
        match crate::regex::compile_with(&r.src, rx_flags(&r.flags)) {
            Ok(re) => Ok(re),
            Err(e) => err(e, self.line),
        }
    }

    fn lookup_local(&self, n: &str) -> Option<RV> {
        self.frames[self.barrier..]
            .iter()
            .rev()
            .find_map(|f| f.get(n).cloned())
    }

    fn set_local(&mut self, n: &str, v: RV) {
        for f in self.frames[self.barrier..].iter_mut().rev() {
            if let Some(slot) = f.get_mut(n) {
                *slot = v;
                return;
            }
        }
        if let Some(f) = self.frames.last_mut() {
            f.insert(n.to_string(), v);
        }
    }

    /// `@name`: an assigned instance variable, else the Puppet variable of the calling scope.
    pub fn ivar(&mut self, n: &str) -> RV {
        if let Some(v) = self.ivars.get(n) {
            return v.clone();
        }
        if let Some((_, rv)) = self.read_ivars.get(n) {
            return rv.clone();
        }
        match self.c.try_lookup(n, self.sc) {
            Some(v) => {
                let rv = from_puppet(&v);
                if matches!(v, Val::Array(_) | Val::Hash(_)) {
                    self.read_ivars.insert(n.to_string(), (v, rv.clone()));
                }
                rv
            }
            None => RV::Nil,
        }
    }

    /// Puppet shares a variable's array or hash with the template as one Ruby object, so a
    /// template that changes it in place (`aliases = @scriptaliases; aliases << x`) changes
    /// the variable, and every variable and resource parameter holding the same object: the
    /// class parameter a local copy came from (logstash's `$jvm_options = $logstash::jvm_options`
    /// extended by `jvm.options.erb`, smokeping's probes losing their `name` to
    /// `probe.delete('name')`). Writes such changes back wherever strata shares the value.
    pub fn write_back(&mut self) {
        for (name, (orig, rv)) in std::mem::take(&mut self.read_ivars) {
            let Ok(new) = to_puppet(&rv) else { continue };
            if new == orig {
                continue;
            }
            let same = |v: &Val| match (v, &orig) {
                (Val::Array(a), Val::Array(b)) => Arc::ptr_eq(a, b),
                (Val::Hash(a), Val::Hash(b)) => Arc::ptr_eq(a, b),
                _ => false,
            };
            // the variable the template read: the innermost scope defining the name
            let mut s = Some(self.sc);
            let mut shared = false;
            while let Some(id) = s {
                match self.c.scopes[id].vars.get(name.as_str()) {
                    Some(v) => {
                        shared = same(v);
                        break;
                    }
                    None => s = self.c.scopes[id].parent,
                }
            }
            if !shared {
                continue;
            }
            for scope in self.c.scopes.iter_mut() {
                for v in scope.vars.values_mut() {
                    if same(v) {
                        *v = new.clone();
                    }
                }
            }
            for r in self.c.res.iter_mut() {
                for pv in r.params.values_mut() {
                    if same(pv) {
                        *pv = new.clone();
                    }
                }
            }
        }
    }

    /// A Puppet variable by its Puppet name (`x`, `::x`, `a::b::x`), or nil.
    pub fn puppet_var(&mut self, n: &str) -> RV {
        match self.c.try_lookup(n, self.sc) {
            Some(v) => from_puppet(&v),
            None => RV::Nil,
        }
    }

    /// `scope.to_hash`: the variables visible from the calling scope (inner ones win, undef
    /// ones left out, as in Puppet), by name.
    pub fn scope_hash(&mut self) -> RV {
        let mut h = RHash::default();
        for (k, v) in self.c.visible_vars(self.sc) {
            h.insert(RV::str(k.to_string()), from_puppet(&v));
        }
        RV::hash(h)
    }

    /// Calls a Puppet function with Ruby arguments.
    pub fn puppet_function(&mut self, name: &str, args: &[RV]) -> E<RV> {
        self.call_puppet(name, args, false)
    }

    /// `scope.function_x(...)`: Puppet's 3.x function ([`super::lib3x`]).
    pub fn puppet_function_3x(&mut self, name: &str, args: &[RV]) -> E<RV> {
        self.call_puppet(name, args, true)
    }

    fn call_puppet(&mut self, name: &str, args: &[RV], v3: bool) -> E<RV> {
        let mut pargs = Vec::with_capacity(args.len());
        for a in args {
            pargs.push(to_puppet(a).map_err(|m| Ctl::Err(m, self.line))?);
        }
        let (sc, span) = (self.sc, self.span);
        if self.log_before.is_none() {
            self.log_before = Some(LogMark {
                notices: self.c.notices.len(),
                warnings: self.c.warnings.len(),
                deprecations: self.c.deprecations.clone(),
            });
        }
        let called = if v3 {
            super::lib3x::call(self.c, name, pargs, sc, span)
        } else {
            self.c.call_function(name, pargs, None, sc, span).map(Ok)
        };
        match called {
            Ok(Ok(v)) => Ok(from_puppet(&v)),
            Ok(Err(raised)) => {
                self.function_error = Some(raised.detail.clone());
                let detail = raised.detail.clone();
                self.raised = Some(raised);
                Err(Ctl::Err(detail, self.line))
            }
            Err(Flow::Err(e)) => {
                self.function_error = Some(e.msg.clone());
                Err(Ctl::Err(e.msg, self.line))
            }
            Err(Flow::Return(v)) => Ok(from_puppet(&v)),
            Err(f) => Err(Ctl::Flow(f)),
        }
    }

    fn enter(&mut self, line: u32) -> E<()> {
        self.depth += 1;
        if self.depth > MAX_DEPTH {
            return err("stack level too deep", line);
        }
        Ok(())
    }

    /// Evaluates one node.
    pub fn eval(&mut self, n: &Node) -> E<RV> {
        self.enter(n.line)?;
        let r = strata_core::budget::grow(|| self.eval_inner(n));
        self.depth -= 1;
        r
    }

    fn eval_inner(&mut self, n: &Node) -> E<RV> {
        self.line = n.line;
        let line = n.line;
        Ok(match &n.kind {
            K::Nil => RV::Nil,
            K::Bool(b) => RV::Bool(*b),
            K::SelfRef => RV::Class("template".into()),
            K::Int(i) => RV::Int(*i),
            K::Float(f) => RV::Float(*f),
            K::Str(parts) => RV::str(self.interp(parts)?),
            K::Sym(parts) => RV::Sym(self.interp(parts)?.into()),
            K::Regex(parts, flags) => {
                let src = self.interp(parts)?;
                let r = RRx {
                    src,
                    flags: flags.clone(),
                };
                self.regex(&r)?;
                RV::Regex(Rc::new(r))
            }
            K::Array(items) => RV::array(self.args(items)?.0),
            K::Hash(pairs) => {
                let mut h = RHash::default();
                for (k, v) in pairs {
                    let k = self.eval(k)?;
                    let v = self.eval(v)?;
                    h.insert(k, v);
                }
                RV::hash(h)
            }
            K::Range(a, b, excl) => {
                let a = match a {
                    Some(a) => self.eval(a)?,
                    None => RV::Nil,
                };
                let b = match b {
                    Some(b) => self.eval(b)?,
                    None => RV::Nil,
                };
                RV::Range(Rc::new((a, b, *excl)))
            }
            K::LVar(name) => self.lookup_local(name).unwrap_or(RV::Nil),
            K::IVar(name) => self.ivar(name),
            K::GVar(name) => self.gvar(name, line)?,
            K::Const(name) => self.constant(name, line)?,
            K::Call {
                recv,
                name,
                args,
                block,
                safe,
            } => {
                self.step()?;
                if recv.is_none() && args.is_empty() && block.is_none() {
                    if let Some(v) = self.lookup_local(name) {
                        return Ok(v);
                    }
                }
                let r = match recv {
                    Some(r) => Some(self.eval(r)?),
                    None => None,
                };
                if *safe && matches!(r, Some(RV::Nil)) {
                    return Ok(RV::Nil);
                }
                let (argv, mut blk) = self.args(args)?;
                if let Some(b) = block {
                    blk = Some(Blk::Code(b.clone()));
                }
                let has_block = blk.is_some();
                let res = match r {
                    Some(r) => {
                        // bang methods on a string rebind the variable they were called on;
                        // `<<` and `concat` return their receiver, so in a chain
                        // (`out << a << b`) every link appends to the variable
                        let base = recv.as_deref().map(appended_base);
                        let rebind = matches!(r, RV::Str(_))
                            && (name.ends_with('!') || name == "<<" || name == "concat")
                            && base.is_some_and(assignable);
                        let v = self.send(r, name, argv, blk, line);
                        if rebind {
                            // a bang method returning nil changed nothing
                            if let (Ok(nv @ RV::Str(_)), Some(t)) = (&v, base.and_then(target_of)) {
                                self.assign(&t, nv.clone())?;
                            }
                        }
                        v
                    }
                    None => self.self_call(name, argv, blk, line),
                };
                match res {
                    Err(Ctl::Break(v)) if has_block => v,
                    r => r?,
                }
            }
            K::Splat(e) => self.eval(e)?,
            K::BlockPass(_) => return err("a block argument here is not supported", line),
            K::Not(e) => RV::Bool(!self.eval(e)?.truthy()),
            K::And(a, b) => {
                let l = self.eval(a)?;
                if l.truthy() {
                    self.eval(b)?
                } else {
                    l
                }
            }
            K::Or(a, b) => {
                let l = self.eval(a)?;
                if l.truthy() {
                    l
                } else {
                    self.eval(b)?
                }
            }
            K::Defined(e) => self.defined(e)?,
            K::Assign(t, v) => {
                let v = self.eval(v)?;
                self.assign(t, v.clone())?;
                v
            }
            K::OpAssign(t, op, v) => {
                let cur = self.read_target(t)?;
                let nv = match op.as_str() {
                    "||" => {
                        if cur.truthy() {
                            return Ok(cur);
                        }
                        self.eval(v)?
                    }
                    "&&" => {
                        if !cur.truthy() {
                            return Ok(cur);
                        }
                        self.eval(v)?
                    }
                    _ => {
                        let r = self.eval(v)?;
                        self.send(cur, op, vec![r], None, line)?
                    }
                };
                self.assign(t, nv.clone())?;
                nv
            }
            K::Multi(targets, v) => {
                let v = self.eval(v)?;
                let items = match &v {
                    RV::Array(a) => a.borrow().clone(),
                    other => vec![other.clone()],
                };
                let mut i = 0;
                for t in targets {
                    if let Target::Splat(n) = t {
                        let rest_after = targets.len()
                            - 1
                            - targets.iter().position(|x| std::ptr::eq(x, t)).unwrap_or(0);
                        let start = i.min(items.len());
                        let end = items.len().saturating_sub(rest_after).max(start);
                        self.set_local(n, RV::array(items[start..end].to_vec()));
                        i = end;
                    } else {
                        let x = items.get(i).cloned().unwrap_or(RV::Nil);
                        self.assign(t, x)?;
                        i += 1;
                    }
                }
                v
            }
            K::If(c, a, b) => {
                if self.eval(c)?.truthy() {
                    self.block(a)?
                } else {
                    self.block(b)?
                }
            }
            K::While(c, body, until) => {
                loop {
                    self.step()?;
                    if self.eval(c)?.truthy() == *until {
                        break;
                    }
                    match self.block(body) {
                        Ok(_) | Err(Ctl::Next(_)) => {}
                        Err(Ctl::Break(v)) => return Ok(v),
                        Err(e) => return Err(e),
                    }
                }
                RV::Nil
            }
            K::For(params, it, body) => {
                let coll = self.eval(it)?;
                let items = self.iter_items(&coll, line)?;
                for x in items {
                    self.step()?;
                    self.bind_params(params, vec![x], false);
                    match self.block(body) {
                        Ok(_) | Err(Ctl::Next(_)) => {}
                        Err(Ctl::Break(v)) => return Ok(v),
                        Err(e) => return Err(e),
                    }
                }
                coll
            }
            K::Case(subject, whens, els) => {
                let s = match subject {
                    Some(s) => Some(self.eval(s)?),
                    None => None,
                };
                for (vals, body) in whens {
                    for v in vals {
                        let hit = match (&s, &v.kind) {
                            (Some(s), K::Splat(inner)) => {
                                let arr = self.eval(inner)?;
                                let mut any = false;
                                for x in self.iter_items(&arr, line)? {
                                    if self.case_eq(&x, s, line)? {
                                        any = true;
                                        break;
                                    }
                                }
                                any
                            }
                            (Some(s), _) => {
                                let pat = self.eval(v)?;
                                self.case_eq(&pat, s, line)?
                            }
                            (None, _) => self.eval(v)?.truthy(),
                        };
                        if hit {
                            return self.block(body);
                        }
                    }
                }
                self.block(els)?
            }
            K::Begin(body, rescue, ensure) => {
                let r = self.block(body);
                let r = match (r, rescue) {
                    // strata's own limits are no Ruby exception: not rescued, so the template
                    // goes to Ruby, where the code may not raise at all
                    (Err(Ctl::Err(m, l)), Some(_)) if strata_limit(&m) => Err(Ctl::Err(m, l)),
                    (Err(Ctl::Err(m, _)), Some((var, rbody))) => {
                        if let Some(v) = var {
                            self.set_local(v, RV::str(m));
                        }
                        self.block(rbody)
                    }
                    (r, _) => r,
                };
                if !ensure.is_empty() {
                    self.block(ensure)?;
                }
                r?
            }
            K::Seq(body) => self.block(body)?,
            K::Text(t) => {
                self.out.push_str(t);
                RV::Nil
            }
            K::Out(body) => {
                let v = self.block(body)?;
                let s = self.str_of(&v, line)?;
                self.out.push_str(&s);
                RV::Nil
            }
            K::Next(v) => {
                let v = match v {
                    Some(v) => self.eval(v)?,
                    None => RV::Nil,
                };
                return Err(Ctl::Next(v));
            }
            K::Break(v) => {
                let v = match v {
                    Some(v) => self.eval(v)?,
                    None => RV::Nil,
                };
                return Err(Ctl::Break(v));
            }
            K::Return(v) => {
                let v = match v {
                    Some(v) => self.eval(v)?,
                    None => RV::Nil,
                };
                return Err(Ctl::Return(v));
            }
            K::Def(d) => {
                self.c.erb_state.methods.insert(d.name.clone(), d.clone());
                RV::Sym(d.name.as_str().into())
            }
            K::Module(..) => {
                return err("modules and classes are not supported in templates", n.line)
            }
        })
    }

    /// `to_s` as string interpolation and `<%= %>` call it.
    pub fn str_of(&mut self, v: &RV, _line: u32) -> E<String> {
        Ok(to_s(v))
    }

    fn interp(&mut self, parts: &[SPart]) -> E<String> {
        let mut s = String::new();
        for p in parts {
            match p {
                SPart::Lit(l) => s.push_str(l),
                SPart::Code(n) => {
                    let v = self.eval(n)?;
                    s.push_str(&self.str_of(&v, n.line)?);
                }
            }
        }
        Ok(s)
    }

    /// Evaluates arguments, expanding splats and taking a `&block` argument apart.
    pub fn args(&mut self, args: &[Node]) -> E<(Vec<RV>, Option<Blk>)> {
        let mut out = Vec::with_capacity(args.len());
        let mut blk = None;
        for a in args {
            match &a.kind {
                K::Splat(e) => {
                    let v = self.eval(e)?;
                    match v {
                        RV::Array(x) => out.extend(x.borrow().iter().cloned()),
                        RV::Nil => {}
                        RV::Hash(_) | RV::Range(_) => out.extend(self.iter_items(&v, a.line)?),
                        v => out.push(v),
                    }
                }
                K::BlockPass(e) => match self.eval(e)? {
                    RV::Sym(s) => blk = Some(Blk::Sym(s.to_string())),
                    RV::Nil => {}
                    _ => return err("only &:symbol block arguments are supported", a.line),
                },
                _ => out.push(self.eval(a)?),
            }
        }
        Ok((out, blk))
    }

    fn gvar(&mut self, name: &str, line: u32) -> E<RV> {
        if let Ok(i) = name.parse::<usize>() {
            return Ok(self
                .last_match
                .as_ref()
                .and_then(|m| m.groups.get(i).cloned().flatten())
                .map(RV::str)
                .unwrap_or(RV::Nil));
        }
        match name {
            "~" => Ok(self.last_match.clone().map(RV::Match).unwrap_or(RV::Nil)),
            "&" => Ok(self
                .last_match
                .as_ref()
                .and_then(|m| m.groups[0].clone())
                .map(RV::str)
                .unwrap_or(RV::Nil)),
            _ => err(format!("global variable ${name} is not supported"), line),
        }
    }

    fn constant(&mut self, name: &str, line: u32) -> E<RV> {
        match name {
            "String" | "Integer" | "Float" | "Numeric" | "Array" | "Hash" | "Symbol"
            | "NilClass" | "TrueClass" | "FalseClass" | "Regexp" | "Range" | "Object"
            | "Comparable" | "Enumerable" | "File" | "Kernel" | "Math" | "Fixnum" | "Bignum"
            | "BasicObject" | "MatchData" | "Puppet" | "IPAddr" => Ok(RV::Class(name.into())),
            // exception classes templates raise
            "Puppet::Error" | "Puppet::ParseError" | "StandardError" | "RuntimeError"
            | "ArgumentError" | "TypeError" => Ok(RV::Class(name.into())),
            "ARGV" => Ok(RV::array(vec![])),
            _ => err(format!("uninitialized constant {name}"), line),
        }
    }

    fn defined(&mut self, e: &Node) -> E<RV> {
        Ok(match &e.kind {
            K::LVar(_) => RV::str("local-variable"),
            K::IVar(n) => {
                // Puppet binds a template's instance variables from `Scope#to_hash`, which
                // leaves out undef variables: `defined?(@x)` is nil for them.
                if self.ivars.contains_key(n)
                    || self.c.try_lookup(n, self.sc).is_some_and(|v| !v.is_undef())
                {
                    RV::str("instance-variable")
                } else {
                    RV::Nil
                }
            }
            K::Call {
                recv: None, name, ..
            } => {
                if self.lookup_local(name).is_some() {
                    RV::str("local-variable")
                } else if matches!(
                    name.as_str(),
                    "scope" | "file" | "has_variable?" | "classes" | "all_tags" | "tags"
                ) {
                    RV::str("method")
                } else {
                    RV::Nil
                }
            }
            K::Const(n) => match self.constant(n, e.line) {
                Ok(_) => RV::str("constant"),
                Err(_) => RV::Nil,
            },
            _ => match self.eval(e) {
                Ok(_) => RV::str("expression"),
                Err(Ctl::Err(..)) => RV::Nil,
                Err(c) => return Err(c),
            },
        })
    }

    fn read_target(&mut self, t: &Target) -> E<RV> {
        Ok(match t {
            Target::Local(n) => self.lookup_local(n).unwrap_or(RV::Nil),
            Target::IVar(n) => self.ivar(n),
            Target::Index(r, a) => {
                let r = self.eval(r)?;
                let (a, _) = self.args(a)?;
                self.send(r, "[]", a, None, self.line)?
            }
            Target::Attr(r, n) => {
                let r = self.eval(r)?;
                self.send(r, n, vec![], None, self.line)?
            }
            Target::Splat(n) => self.lookup_local(n).unwrap_or(RV::Nil),
        })
    }

    fn assign(&mut self, t: &Target, v: RV) -> E<()> {
        match t {
            Target::Local(n) | Target::Splat(n) => self.set_local(n, v),
            Target::IVar(n) => {
                self.ivars.insert(n.clone(), v);
            }
            Target::Index(r, a) => {
                let r = self.eval(r)?;
                let (mut a, _) = self.args(a)?;
                a.push(v);
                self.send(r, "[]=", a, None, self.line)?;
            }
            Target::Attr(_, n) => {
                return err(
                    format!("assigning an attribute ({n}=) is not supported"),
                    self.line,
                )
            }
        }
        Ok(())
    }

    /// Binds block parameters in the current frame (Ruby's block argument rules: one array
    /// argument spreads over several parameters).
    fn bind_params(&mut self, params: &[BParam], mut args: Vec<RV>, new_frame: bool) {
        if new_frame {
            self.frames.push(HashMap::new());
        }
        let spread = params.len() > 1 || matches!(params.first(), Some(BParam::Splat(_)));
        if spread && args.len() == 1 {
            if let RV::Array(a) = &args[0] {
                let inner = a.borrow().clone();
                args = inner;
            }
        }
        self.bind_list(params, &args, new_frame);
    }

    fn bind_list(&mut self, params: &[BParam], args: &[RV], local: bool) {
        let mut i = 0;
        for (pi, p) in params.iter().enumerate() {
            match p {
                BParam::Name(n) => {
                    let v = args.get(i).cloned().unwrap_or(RV::Nil);
                    self.bind_one(n, v, local);
                    i += 1;
                }
                BParam::Splat(n) => {
                    let after = params.len() - pi - 1;
                    let end = args.len().saturating_sub(after).max(i);
                    let v = RV::array(args.get(i..end).map(|s| s.to_vec()).unwrap_or_default());
                    self.bind_one(n, v, local);
                    i = end;
                }
                BParam::Nested(inner) => {
                    let v = args.get(i).cloned().unwrap_or(RV::Nil);
                    let items = match v {
                        RV::Array(a) => a.borrow().clone(),
                        other => vec![other],
                    };
                    self.bind_list(inner, &items, local);
                    i += 1;
                }
            }
        }
    }

    fn bind_one(&mut self, n: &str, v: RV, local: bool) {
        if local {
            if let Some(f) = self.frames.last_mut() {
                f.insert(n.to_string(), v);
            }
        } else {
            self.set_local(n, v);
        }
    }

    /// Calls a block with arguments; `next` gives the block's value.
    pub fn yield_blk(&mut self, b: &Blk, args: Vec<RV>) -> E<RV> {
        self.step()?;
        match b {
            Blk::Sym(m) => {
                let mut it = args.into_iter();
                let recv = it.next().unwrap_or(RV::Nil);
                let line = self.line;
                self.send(recv, m, it.collect(), None, line)
            }
            Blk::Code(b) => {
                self.bind_params(&b.params, args, true);
                let r = self.block(&b.body);
                self.frames.pop();
                match r {
                    Err(Ctl::Next(v)) => Ok(v),
                    r => r,
                }
            }
        }
    }

    /// The number of parameters a block declares (for `each_with_object`, hash iteration).
    pub fn blk_arity(b: &Blk) -> usize {
        match b {
            Blk::Sym(_) => 1,
            Blk::Code(b) => b.params.len(),
        }
    }

    /// `pattern === value` (case/when).
    pub fn case_eq(&mut self, pat: &RV, v: &RV, _line: u32) -> E<bool> {
        Ok(match pat {
            RV::Class(c) => super::methods::is_a(v, c),
            RV::Regex(r) => match v {
                RV::Str(_) | RV::Sym(_) => {
                    let s = to_s(v);
                    self.match_at(r, &s, 0)?.is_some()
                }
                _ => false,
            },
            RV::Range(r) => super::shared::range_include(r, v),
            _ => super::shared::equal(pat, v),
        })
    }

    /// Matches `r` against `s` from byte `start`, setting `$~`.
    pub fn match_at(&mut self, r: &RRx, s: &str, start: usize) -> E<Option<Rc<MatchData>>> {
        let re = self.regex(r)?;
        let m = if start <= s.len() && s.is_char_boundary(start) {
            re.search(s, start)
        } else {
            None
        };
        let md = m.map(|m| {
            let whole = m.range();
            Rc::new(MatchData {
                groups: m.to_vec(s),
                names: re.names(),
                pre: s[..whole.0].to_string(),
                post: s[whole.1..].to_string(),
                start: whole.0,
            })
        });
        self.last_match = md.clone();
        Ok(md)
    }

    /// Methods of the template itself (no receiver) and Kernel functions.
    fn self_call(&mut self, name: &str, args: Vec<RV>, blk: Option<Blk>, line: u32) -> E<RV> {
        if let Some(d) = self.c.erb_state.methods.get(name).cloned() {
            return self.call_def(&d, args, line);
        }
        match name {
            "scope" => Ok(RV::Scope),
            "file" => Ok(RV::str(self.file.clone())),
            "has_variable?" => {
                let n = args.first().map(to_s).unwrap_or_default();
                Ok(RV::Bool(self.c.try_lookup(&n, self.sc).is_some()))
            }
            "classes" | "all_tags" => err(format!("'{name}' is not supported in templates"), line),
            "tags" => err("Call 'all_tags' instead.", line),
            "puts" | "print" | "p" | "warn" | "require" | "debug" | "info" | "notice" => {
                Ok(RV::Nil)
            }
            // `raise "msg"`, `raise Puppet::Error, "msg"`, `raise ArgumentError` (the class
            // name is the message)
            "raise" | "fail" => err(
                match args.as_slice() {
                    [RV::Class(_), msg, ..] => to_s(msg),
                    [RV::Class(c)] => c.to_string(),
                    [msg, ..] => to_s(msg),
                    [] => "unhandled exception".into(),
                },
                line,
            ),
            "loop" => {
                let Some(b) = blk else {
                    return err("loop without a block is not supported", line);
                };
                loop {
                    match self.yield_blk(&b, vec![]) {
                        Ok(_) => {}
                        Err(Ctl::Break(v)) => return Ok(v),
                        Err(e) => return Err(e),
                    }
                }
            }
            "lambda" | "proc" => err(format!("'{name}' is not supported in templates"), line),
            "format" | "sprintf" => {
                let mut it = args.into_iter();
                let f = it.next().map(|v| to_s(&v)).unwrap_or_default();
                let rest: Vec<RV> = it.collect();
                Ok(RV::str(super::methods::format(self, &f, &rest, line)?))
            }
            "Integer" | "Float" | "String" | "Array" | "Hash" => {
                super::methods::conversion(self, name, &args, line)
            }
            "binding"
            | "eval"
            | "instance_eval"
            | "send"
            | "public_send"
            | "exit"
            | "system"
            | "exec"
            | "open"
            | "load"
            | "instance_variable_get"
            | "instance_variables" => err(format!("'{name}' is not supported in templates"), line),
            _ => err(
                format!(
                    "undefined local variable or method `{name}' for {}",
                    if self.file.is_empty() {
                        "template[inline]".to_string()
                    } else {
                        format!("template[{}]", self.file)
                    }
                ),
                line,
            ),
        }
    }

    /// Calls a method the template defined.
    fn call_def(&mut self, d: &MethodDef, args: Vec<RV>, line: u32) -> E<RV> {
        let required = d.params.iter().filter(|p| p.1.is_none()).count();
        if args.len() < required || (d.splat.is_none() && args.len() > d.params.len()) {
            return err(
                format!(
                    "wrong number of arguments (given {}, expected {})",
                    args.len(),
                    if d.params.len() == required {
                        required.to_string()
                    } else {
                        format!("{required}..{}", d.params.len())
                    }
                ),
                line,
            );
        }
        let saved = self.barrier;
        self.frames.push(HashMap::new());
        self.barrier = self.frames.len() - 1;
        let mut r = Ok(RV::Nil);
        for (i, (n, default)) in d.params.iter().enumerate() {
            let v = match (args.get(i), default) {
                (Some(v), _) => v.clone(),
                (None, Some(e)) => match self.eval(e) {
                    Ok(v) => v,
                    Err(e) => {
                        r = Err(e);
                        break;
                    }
                },
                (None, None) => RV::Nil,
            };
            self.set_local(n, v);
        }
        if let Some(s) = &d.splat {
            let rest = args
                .get(d.params.len()..)
                .map(|x| x.to_vec())
                .unwrap_or_default();
            self.set_local(s, RV::array(rest));
        }
        if r.is_ok() {
            r = self.block(&d.body);
        }
        self.frames.pop();
        self.barrier = saved;
        match r {
            Err(Ctl::Return(v)) => Ok(v),
            Err(Ctl::Next(_)) | Err(Ctl::Break(_)) => {
                err("Can't escape from a method with next/break", line)
            }
            r => r,
        }
    }

    /// Items a value iterates over (`each`).
    pub fn iter_items(&mut self, v: &RV, line: u32) -> E<Vec<RV>> {
        Ok(match v {
            RV::Array(a) => a.borrow().clone(),
            RV::Hash(h) => h
                .borrow()
                .map
                .values()
                .map(|(k, v)| RV::array(vec![k.clone(), v.clone()]))
                .collect(),
            RV::Range(r) => super::shared::range_items(r, line)?,
            RV::Nil => return err("undefined method `each' for nil:NilClass", line),
            other => {
                return err(
                    format!(
                        "undefined method `each' for {}",
                        super::shared::describe(other)
                    ),
                    line,
                )
            }
        })
    }

    /// Sends a method to a value.
    pub fn send(&mut self, r: RV, name: &str, args: Vec<RV>, blk: Option<Blk>, line: u32) -> E<RV> {
        self.line = line;
        super::methods::send(self, r, name, args, blk, line)
    }
}

/// The receiver a chain of `<<`/`concat` calls appends to (`out` of `out << a << b`), else the
/// node itself.
fn appended_base(mut n: &Node) -> &Node {
    while let K::Call {
        recv: Some(r),
        name,
        ..
    } = &n.kind
    {
        if name != "<<" && name != "concat" {
            break;
        }
        n = r;
    }
    n
}

fn assignable(n: &Node) -> bool {
    target_of(n).is_some()
}

fn target_of(n: &Node) -> Option<Target> {
    match &n.kind {
        K::LVar(v) => Some(Target::Local(v.clone())),
        K::IVar(v) => Some(Target::IVar(v.clone())),
        K::Call {
            recv: None,
            name,
            args,
            block: None,
            ..
        } if args.is_empty() => Some(Target::Local(name.clone())),
        K::Call {
            recv: Some(r),
            name,
            args,
            block: None,
            ..
        } if name == "[]" => Some(Target::Index(r.clone(), args.clone())),
        _ => None,
    }
}
