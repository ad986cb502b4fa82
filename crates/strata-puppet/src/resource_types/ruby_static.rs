//! The parts of a type's Ruby that live outside its `newtype` block, read without running them:
//! the files it `require`s (under the modules' `lib/` directories, by a literal path or by
//! `File.join(File.dirname(__FILE__), ...)`), the modules those files define (for `extend` and
//! the `self.included` hook of `include`), and a small evaluator for the values that
//! `self.title_patterns` builds from literal pieces: regexes (with interpolation, where Ruby
//! inserts a regex as `(?-mix:source)`), strings, symbols, arrays, local variables,
//! `Regexp.new`, `if`, `+=` and calls of the mixin modules' class methods. Anything else is an
//! error that says what could not be read. The files are parsed by the crate's one Ruby
//! front-end, the ERB templates' lexer and parser (`crate::erb::parser::parse_file`).

use std::collections::HashMap;

use crate::erb::ast::{Block, MethodDef, Node, SPart, Target, K};
use crate::erb::parser::parse_file;

/// At most this many files are followed through `require`.
const MAX_FILES: usize = 64;

/// Every node directly inside `n`: operands, arguments, block, method and module bodies,
/// interpolated code.
pub(super) fn children(n: &Node) -> Vec<&Node> {
    fn parts<'n>(ps: &'n [SPart], out: &mut Vec<&'n Node>) {
        for p in ps {
            if let SPart::Code(c) = p {
                out.push(c);
            }
        }
    }
    fn target<'n>(t: &'n Target, out: &mut Vec<&'n Node>) {
        match t {
            Target::Index(r, a) => {
                out.push(r);
                out.extend(a.iter());
            }
            Target::Attr(r, _) => out.push(r),
            _ => {}
        }
    }
    let mut out: Vec<&Node> = Vec::new();
    match &n.kind {
        K::Str(p) | K::Sym(p) | K::Regex(p, _) => parts(p, &mut out),
        K::Array(xs) | K::Seq(xs) | K::Out(xs) | K::Module(_, xs) => out.extend(xs.iter()),
        K::Hash(ps) => {
            for (k, v) in ps {
                out.push(k);
                out.push(v);
            }
        }
        K::Range(a, b, _) => {
            out.extend(a.as_deref());
            out.extend(b.as_deref());
        }
        K::Call {
            recv, args, block, ..
        } => {
            out.extend(recv.as_deref());
            out.extend(args.iter());
            if let Some(b) = block {
                out.extend(b.body.iter());
            }
        }
        K::Splat(x) | K::BlockPass(x) | K::Not(x) | K::Defined(x) => out.push(x),
        K::And(a, b) | K::Or(a, b) => {
            out.push(a);
            out.push(b);
        }
        K::Assign(t, v) | K::OpAssign(t, _, v) => {
            target(t, &mut out);
            out.push(v);
        }
        K::Multi(ts, v) => {
            for t in ts {
                target(t, &mut out);
            }
            out.push(v);
        }
        K::If(c, a, b) => {
            out.push(c);
            out.extend(a.iter());
            out.extend(b.iter());
        }
        K::While(c, b, _) => {
            out.push(c);
            out.extend(b.iter());
        }
        K::For(_, x, b) => {
            out.push(x);
            out.extend(b.iter());
        }
        K::Case(s, whens, els) => {
            out.extend(s.as_deref());
            for (vs, b) in whens {
                out.extend(vs.iter());
                out.extend(b.iter());
            }
            out.extend(els.iter());
        }
        K::Begin(b, r, e) => {
            out.extend(b.iter());
            if let Some((_, r)) = r {
                out.extend(r.iter());
            }
            out.extend(e.iter());
        }
        K::Next(v) | K::Break(v) | K::Return(v) => out.extend(v.as_deref()),
        K::Def(d) => {
            for (_, dflt) in &d.params {
                out.extend(dflt.iter());
            }
            out.extend(d.body.iter());
        }
        K::Nil
        | K::Bool(_)
        | K::SelfRef
        | K::Int(_)
        | K::Float(_)
        | K::LVar(_)
        | K::IVar(_)
        | K::GVar(_)
        | K::Const(_)
        | K::Text(_) => {}
    }
    out
}

/// A short description of a node for messages: a call's method, a name, or what it is.
pub(super) fn describe(n: &Node) -> String {
    match &n.kind {
        K::Call {
            recv: Some(r),
            name,
            ..
        } => match &r.kind {
            K::Const(c) => format!("{c}.{name}"),
            K::SelfRef => format!("self.{name}"),
            _ => format!(".{name}"),
        },
        K::Call { name, .. } => name.clone(),
        K::Const(c) => c.clone(),
        K::LVar(v) => v.clone(),
        K::IVar(v) => format!("@{v}"),
        K::GVar(v) => format!("${v}"),
        K::SelfRef => "self".into(),
        K::Nil => "nil".into(),
        K::Bool(b) => b.to_string(),
        K::Int(i) => i.to_string(),
        K::Float(_) => "a float".into(),
        K::Str(_) => "a string".into(),
        K::Sym(_) => "a symbol".into(),
        K::Regex(..) => "a regex".into(),
        K::Array(_) => "an array".into(),
        K::Hash(_) => "a hash".into(),
        K::Range(..) => "a range".into(),
        K::Splat(_) => "a splat".into(),
        K::BlockPass(_) => "a block argument".into(),
        K::Not(_) => "a negation".into(),
        K::And(..) | K::Or(..) => "a boolean operator".into(),
        K::Defined(_) => "defined?".into(),
        K::Assign(..) | K::OpAssign(..) | K::Multi(..) => "an assignment".into(),
        K::If(..) => "a conditional".into(),
        K::While(..) => "a loop".into(),
        K::For(..) => "a for loop".into(),
        K::Case(..) => "a case".into(),
        K::Begin(..) => "a begin/rescue".into(),
        K::Seq(_) => "parenthesized statements".into(),
        K::Text(_) | K::Out(_) => "template text".into(),
        K::Next(_) => "next".into(),
        K::Break(_) => "break".into(),
        K::Return(_) => "return".into(),
        K::Def(d) => format!("def {}", d.name),
        K::Module(m, _) => format!("module {m}"),
    }
}

/// The literal text of a string or symbol without interpolation.
pub(super) fn literal(parts: &[SPart]) -> Option<String> {
    let mut s = String::new();
    for p in parts {
        match p {
            SPart::Lit(l) => s.push_str(l),
            SPart::Code(_) => return None,
        }
    }
    Some(s)
}

/// Removes `.` and `..` components lexically.
fn normalize(path: &str) -> String {
    let mut parts: Vec<&str> = Vec::new();
    for p in path.split('/') {
        match p {
            "." => {}
            "" if !parts.is_empty() => {}
            ".." if parts.last().is_some_and(|l| *l != ".." && !l.is_empty()) => {
                parts.pop();
            }
            _ => parts.push(p),
        }
    }
    parts.join("/")
}

fn dirname(p: &str) -> String {
    match p.rfind('/') {
        Some(0) => "/".into(),
        Some(i) => p[..i].to_string(),
        None => ".".into(),
    }
}

/// The path a `require`'s argument names, as far as it is made of literals, `__FILE__`,
/// `File.join`, `File.dirname` and `File.expand_path`.
fn path_expr(n: &Node, file: &str) -> Option<String> {
    match &n.kind {
        K::Str(p) => literal(p),
        // the parser reads `__FILE__` as a call of `file`
        K::Call {
            recv: None,
            name,
            args,
            block: None,
            ..
        } if name == "file" && args.is_empty() => Some(file.to_string()),
        K::Seq(xs) if xs.len() == 1 => path_expr(&xs[0], file),
        K::Call {
            recv: Some(recv),
            name,
            args,
            ..
        } => {
            if !matches!(&recv.kind, K::Const(c) if c == "File" || c == "::File") {
                return None;
            }
            let a: Vec<String> = args
                .iter()
                .map(|x| path_expr(x, file))
                .collect::<Option<_>>()?;
            match name.as_str() {
                "join" => Some(a.join("/")),
                "dirname" if a.len() == 1 => Some(dirname(&a[0])),
                "expand_path" if a.len() == 1 => Some(normalize(&a[0])),
                "expand_path" if a.len() == 2 => {
                    if a[0].starts_with('/') {
                        Some(normalize(&a[0]))
                    } else {
                        Some(normalize(&format!("{}/{}", a[1], a[0])))
                    }
                }
                _ => None,
            }
        }
        _ => None,
    }
}

/// The candidate files of every `require` and `require_relative` in a file.
fn requires(n: &Node, file: &str, libs: &[String], out: &mut Vec<Vec<String>>, depth: usize) {
    if depth > 400 {
        return;
    }
    if let K::Call {
        recv: None,
        name,
        args,
        ..
    } = &n.kind
    {
        if name == "require" || name == "require_relative" {
            if let Some(p) = args.first().and_then(|a| path_expr(a, file)) {
                let p = if p.ends_with(".rb") {
                    p
                } else {
                    format!("{p}.rb")
                };
                let cands = if name == "require_relative" {
                    vec![normalize(&format!("{}/{p}", dirname(file)))]
                } else if p.starts_with('/') {
                    vec![normalize(&p)]
                } else {
                    libs.iter().map(|l| format!("{l}/{p}")).collect()
                };
                out.push(cands);
            }
            return;
        }
    }
    for k in children(n) {
        requires(k, file, libs, out, depth + 1);
    }
}

/// A type file and the files it requires, parsed.
pub(super) struct Sources {
    /// Path and statements of each file; the type's own file first.
    pub files: Vec<(String, Vec<Node>)>,
}

impl Sources {
    /// Loads `path` (already read as `text`) and, transitively, the files it requires that
    /// `read` finds (other requires are Puppet's own or gems', which declare no attributes of
    /// the type; a required file that is not valid Ruby is skipped). `libs` are the `lib/`
    /// directories a literal require is looked up in. The type's own file must parse: its
    /// error is the parser's message and line.
    pub fn load(
        path: &str,
        text: &str,
        libs: &[String],
        read: &mut dyn FnMut(&str) -> Option<String>,
    ) -> Result<Sources, (String, u32)> {
        let stmts = parse_file(text)?;
        let mut files = vec![(path.to_string(), stmts)];
        let mut i = 0;
        while i < files.len() && files.len() < MAX_FILES {
            let mut reqs = Vec::new();
            {
                let (p, stmts) = &files[i];
                for s in stmts {
                    requires(s, p, libs, &mut reqs, 0);
                }
            }
            for cands in reqs {
                if cands.iter().any(|c| files.iter().any(|f| f.0 == *c)) {
                    continue;
                }
                for c in cands {
                    if let Some(t) = read(&c) {
                        if let Ok(stmts) = parse_file(&t) {
                            files.push((c, stmts));
                        }
                        break;
                    }
                }
            }
            i += 1;
        }
        Ok(Sources { files })
    }
}

/// A method definition.
pub(super) type Def<'a> = &'a MethodDef;

/// A Ruby module (or class) of the loaded files: its class methods (`def self.x`) and its
/// instance methods (`def x`).
#[derive(Default)]
pub(super) struct RModule<'a> {
    pub singleton: HashMap<String, Def<'a>>,
    pub instance: HashMap<String, Def<'a>>,
}

/// The modules the loaded files define, by qualified name (`PuppetX::Keystone::Type`).
#[derive(Default)]
pub(super) struct Index<'a> {
    pub modules: HashMap<String, RModule<'a>>,
    /// The constants of those modules whose value is a block (`X = Proc.new do ... end`,
    /// `proc do ... end`, `lambda do ... end`), by qualified name, with their module.
    pub procs: HashMap<String, (&'a Block, String)>,
}

impl<'a> Index<'a> {
    /// Indexes the modules of every file but the first (the type's own file defines its
    /// methods inside the `newtype` block).
    pub fn build(s: &'a Sources) -> Index<'a> {
        let mut ix = Index::default();
        for (_, stmts) in s.files.iter().skip(1) {
            ix.walk(stmts, "", 0);
        }
        ix
    }

    fn walk(&mut self, stmts: &'a [Node], prefix: &str, depth: usize) {
        if depth > 60 {
            return;
        }
        for k in stmts {
            match &k.kind {
                // `class << self` bodies are not indexed
                K::Module(name, body) if !name.starts_with("<<") => {
                    let name = name.trim_start_matches("::").to_string();
                    let full = if prefix.is_empty() {
                        name
                    } else {
                        format!("{prefix}::{name}")
                    };
                    self.modules.entry(full.clone()).or_default();
                    self.walk(body, &full, depth + 1);
                }
                K::Assign(Target::Local(name), value)
                    if name.starts_with(|c: char| c.is_ascii_uppercase()) =>
                {
                    if let Some(b) = proc_block(value) {
                        let full = if prefix.is_empty() {
                            name.clone()
                        } else {
                            format!("{prefix}::{name}")
                        };
                        self.procs.insert(full, (b, prefix.to_string()));
                    }
                }
                K::Def(d) => {
                    let m = self.modules.entry(prefix.to_string()).or_default();
                    if d.singleton {
                        m.singleton.insert(d.name.clone(), d);
                    } else {
                        m.instance.insert(d.name.clone(), d);
                    }
                }
                _ => {}
            }
        }
    }

    /// The block a constant names (see [`Index::procs`]), found as [`Index::resolve`] finds a
    /// module: its qualified name, else the one whose name ends with it.
    pub fn resolve_proc(&self, constant: &str) -> Option<(&'a Block, &str)> {
        let c = constant.trim_start_matches("::");
        if let Some((b, m)) = self.procs.get(c) {
            return Some((b, m.as_str()));
        }
        let suffix = format!("::{c}");
        let mut found = self.procs.iter().filter(|(k, _)| k.ends_with(&suffix));
        let (_, (b, m)) = found.next()?;
        if found.next().is_some() {
            return None;
        }
        Some((b, m.as_str()))
    }

    /// The module a constant names: its qualified name, else the one module whose name ends
    /// with it (a name written inside an enclosing module).
    pub fn resolve(&self, constant: &str) -> Option<(&str, &RModule<'a>)> {
        let c = constant.trim_start_matches("::");
        if let Some((k, m)) = self.modules.get_key_value(c) {
            return Some((k.as_str(), m));
        }
        let suffix = format!("::{c}");
        let mut found = self.modules.iter().filter(|(k, _)| k.ends_with(&suffix));
        let first = found.next()?;
        if found.next().is_some() {
            return None;
        }
        Some((first.0.as_str(), first.1))
    }
}

/// The block of `Proc.new do ... end`, `proc do ... end` or `lambda do ... end`.
fn proc_block(n: &Node) -> Option<&Block> {
    let K::Call {
        recv, name, block, ..
    } = &n.kind
    else {
        return None;
    };
    let is_proc = match recv.as_deref() {
        Some(Node {
            kind: K::Const(c), ..
        }) => c.trim_start_matches("::") == "Proc" && name == "new",
        None => name == "proc" || name == "lambda",
        _ => false,
    };
    if is_proc {
        block.as_deref()
    } else {
        None
    }
}

/// A value of the static evaluator.
#[derive(Clone, Debug, PartialEq)]
pub(super) enum RVal {
    Nil,
    Bool(bool),
    Int(i64),
    Str(String),
    Sym(String),
    /// Source and flags.
    Regex(String, String),
    Arr(Vec<RVal>),
    /// A lambda or proc (title pattern munging); its body is not evaluated.
    Proc,
}

impl RVal {
    fn truthy(&self) -> bool {
        !matches!(self, RVal::Nil | RVal::Bool(false))
    }

    /// `to_s`, as interpolation uses it.
    fn to_s(&self) -> Result<String, String> {
        Ok(match self {
            RVal::Nil => String::new(),
            RVal::Bool(b) => b.to_string(),
            RVal::Int(i) => i.to_string(),
            RVal::Str(s) | RVal::Sym(s) => s.clone(),
            RVal::Regex(s, f) => {
                let on: String = "mix".chars().filter(|c| f.contains(*c)).collect();
                let off: String = "mix".chars().filter(|c| !f.contains(*c)).collect();
                if off.is_empty() {
                    format!("(?{on}:{s})")
                } else {
                    format!("(?{on}-{off}:{s})")
                }
            }
            RVal::Arr(_) | RVal::Proc => return Err("an array or proc is interpolated".into()),
        })
    }
}

enum Flow {
    Normal(RVal),
    Return(RVal),
}

/// Evaluates the literal-built values of title patterns.
pub(super) struct Eval<'i, 'a> {
    pub index: &'i Index<'a>,
    /// The type's own class methods (defined in its `newtype` block).
    pub own: HashMap<String, Def<'a>>,
    steps: usize,
}

struct Frame {
    vars: HashMap<String, RVal>,
    /// The module whose method runs (`None`: the type itself).
    module: Option<String>,
}

pub(super) fn line(n: &Node) -> u32 {
    n.line
}

impl<'i, 'a> Eval<'i, 'a> {
    pub fn new(index: &'i Index<'a>, own: HashMap<String, Def<'a>>) -> Self {
        Eval {
            index,
            own,
            steps: 0,
        }
    }

    /// Runs a method definition with argument values and returns its value.
    pub fn call_def(
        &mut self,
        def: Def<'a>,
        module: Option<String>,
        a: Vec<RVal>,
        depth: usize,
        at: u32,
    ) -> Result<RVal, String> {
        if depth > 40 {
            return Err(format!("line {at}: calls nest too deeply"));
        }
        if let Some((_, k)) = def.other.iter().find(|(_, k)| *k != "block") {
            return Err(format!(
                "line {at}: a {k} parameter of `{}` cannot be read",
                def.name
            ));
        }
        let mut vars = HashMap::new();
        let mut rest = a.into_iter();
        for (name, default) in &def.params {
            let v = match rest.next() {
                Some(v) => v,
                None => {
                    let mut f = Frame {
                        vars: vars.clone(),
                        module: module.clone(),
                    };
                    match default {
                        Some(d) => self.eval(d, &mut f, depth + 1)?,
                        None => RVal::Nil,
                    }
                }
            };
            vars.insert(name.clone(), v);
        }
        if let Some(s) = &def.splat {
            vars.insert(s.clone(), RVal::Arr(rest.by_ref().collect()));
        }
        let mut f = Frame { vars, module };
        match self.body(&def.body, &mut f, depth + 1)? {
            Flow::Normal(v) | Flow::Return(v) => Ok(v),
        }
    }

    /// Runs a block's statements without arguments (`define_singleton_method(:x) do ... end`)
    /// as a class method of `module` (`None`: the type).
    pub fn run_block(&mut self, stmts: &'a [Node], module: Option<String>) -> Result<RVal, String> {
        let mut f = Frame {
            vars: HashMap::new(),
            module,
        };
        match self.body(stmts, &mut f, 1)? {
            Flow::Normal(v) | Flow::Return(v) => Ok(v),
        }
    }

    fn body(&mut self, stmts: &'a [Node], f: &mut Frame, depth: usize) -> Result<Flow, String> {
        let mut last = RVal::Nil;
        for s in stmts {
            match self.stmt(s, f, depth)? {
                Flow::Return(v) => return Ok(Flow::Return(v)),
                Flow::Normal(v) => last = v,
            }
        }
        Ok(Flow::Normal(last))
    }

    fn stmt(&mut self, s: &'a Node, f: &mut Frame, depth: usize) -> Result<Flow, String> {
        self.steps += 1;
        if self.steps > 20_000 || depth > 200 {
            return Err(format!("line {}: the evaluation does not end", line(s)));
        }
        match &s.kind {
            K::Assign(Target::Local(name), r) => {
                let v = self.eval(r, f, depth + 1)?;
                f.vars.insert(name.clone(), v.clone());
                Ok(Flow::Normal(v))
            }
            K::Assign(..) => Err(format!(
                "line {}: an assignment to something other than a local variable cannot be read",
                line(s)
            )),
            K::OpAssign(Target::Local(name), op, r) if op == "+" => {
                let old = f.vars.get(name).cloned().unwrap_or(RVal::Nil);
                let add = self.eval(r, f, depth + 1)?;
                let v = plus(old, add).map_err(|e| format!("line {}: {e}", line(s)))?;
                f.vars.insert(name.clone(), v.clone());
                Ok(Flow::Normal(v))
            }
            K::OpAssign(_, op, _) => Err(format!("line {}: `{op}=` cannot be read", line(s))),
            K::If(c, a, b) => {
                let c = self.eval(c, f, depth + 1)?.truthy();
                self.body(if c { a } else { b }, f, depth + 1)
            }
            K::Return(v) => {
                let v = match v {
                    None => RVal::Nil,
                    Some(a) => self.eval(a, f, depth + 1)?,
                };
                Ok(Flow::Return(v))
            }
            _ => Ok(Flow::Normal(self.eval(s, f, depth)?)),
        }
    }

    fn eval(&mut self, n: &'a Node, f: &mut Frame, depth: usize) -> Result<RVal, String> {
        self.steps += 1;
        if self.steps > 20_000 || depth > 200 {
            return Err(format!("line {}: the evaluation does not end", line(n)));
        }
        let cannot = || {
            format!(
                "line {}: `{}` cannot be evaluated statically",
                line(n),
                describe(n)
            )
        };
        match &n.kind {
            K::Nil => Ok(RVal::Nil),
            K::Bool(b) => Ok(RVal::Bool(*b)),
            K::Int(i) => Ok(RVal::Int(*i)),
            K::Sym(p) => Ok(RVal::Sym(self.pieces(p, f, depth)?)),
            K::Str(p) => Ok(RVal::Str(self.pieces(p, f, depth)?)),
            K::Regex(p, flags) => Ok(RVal::Regex(self.pieces(p, f, depth)?, flags.clone())),
            K::Array(xs) => Ok(RVal::Arr(
                xs.iter()
                    .map(|k| self.eval(k, f, depth + 1))
                    .collect::<Result<_, _>>()?,
            )),
            K::LVar(name) => match f.vars.get(name) {
                Some(v) => Ok(v.clone()),
                None => self.self_call(n, name, vec![], f, depth),
            },
            K::Seq(xs) => match self.body(xs, f, depth + 1)? {
                Flow::Normal(v) | Flow::Return(v) => Ok(v),
            },
            K::If(..) | K::Return(_) | K::Assign(..) | K::OpAssign(..) => {
                match self.stmt(n, f, depth + 1)? {
                    Flow::Normal(v) | Flow::Return(v) => Ok(v),
                }
            }
            K::And(l, r) => {
                let lv = self.eval(l, f, depth + 1)?;
                if !lv.truthy() {
                    return Ok(lv);
                }
                self.eval(r, f, depth + 1)
            }
            K::Or(l, r) => {
                let lv = self.eval(l, f, depth + 1)?;
                if lv.truthy() {
                    return Ok(lv);
                }
                self.eval(r, f, depth + 1)
            }
            K::Not(x) => Ok(RVal::Bool(!self.eval(x, f, depth + 1)?.truthy())),
            K::Call { .. } => self.call(n, f, depth),
            _ => Err(cannot()),
        }
    }

    /// The text of a string-like literal with each interpolation replaced by its value's
    /// `to_s`.
    fn pieces(
        &mut self,
        parts: &'a [SPart],
        f: &mut Frame,
        depth: usize,
    ) -> Result<String, String> {
        let mut out = String::new();
        for p in parts {
            match p {
                SPart::Lit(s) => out.push_str(s),
                SPart::Code(c) => {
                    let v = self.eval(c, f, depth + 1)?;
                    out.push_str(&v.to_s().map_err(|e| format!("line {}: {e}", line(c)))?);
                }
            }
        }
        Ok(out)
    }

    fn arg_values(
        &mut self,
        args: &'a [Node],
        f: &mut Frame,
        depth: usize,
    ) -> Result<Vec<RVal>, String> {
        args.iter().map(|a| self.eval(a, f, depth + 1)).collect()
    }

    /// A call without a receiver (or on `self`): a class method of the running module, else of
    /// the type.
    fn self_call(
        &mut self,
        n: &'a Node,
        name: &str,
        a: Vec<RVal>,
        f: &mut Frame,
        depth: usize,
    ) -> Result<RVal, String> {
        if let Some(m) = f.module.clone() {
            if let Some(def) = self
                .index
                .modules
                .get(&m)
                .and_then(|x| x.singleton.get(name))
            {
                return self.call_def(def, Some(m), a, depth + 1, line(n));
            }
        } else if let Some(def) = self.own.get(name).copied() {
            return self.call_def(def, None, a, depth + 1, line(n));
        }
        if matches!(name, "raise" | "fail") {
            return Err(format!(
                "line {}: the title patterns raise an error",
                line(n)
            ));
        }
        Err(format!(
            "line {}: `{name}` cannot be evaluated statically",
            line(n)
        ))
    }

    fn call(&mut self, n: &'a Node, f: &mut Frame, depth: usize) -> Result<RVal, String> {
        let K::Call {
            recv, name, args, ..
        } = &n.kind
        else {
            return Err(format!("line {}: a call cannot be read", line(n)));
        };
        let m = name.as_str();
        let Some(recv) = recv else {
            if matches!(m, "lambda" | "proc") {
                return Ok(RVal::Proc);
            }
            if args.is_empty() {
                if let Some(v) = f.vars.get(m) {
                    return Ok(v.clone());
                }
            }
            let a = self.arg_values(args, f, depth)?;
            return self.self_call(n, m, a, f, depth);
        };
        match &recv.kind {
            K::SelfRef => {
                let a = self.arg_values(args, f, depth)?;
                return self.self_call(n, m, a, f, depth);
            }
            K::Const(rt) => {
                let a = self.arg_values(args, f, depth)?;
                if rt == "Regexp" && m == "new" {
                    return match a.as_slice() {
                        [RVal::Regex(s, fl)] => Ok(RVal::Regex(s.clone(), fl.clone())),
                        [RVal::Str(s)] => Ok(RVal::Regex(s.clone(), String::new())),
                        _ => Err(format!(
                            "line {}: `Regexp.new` of a value strata cannot read",
                            line(n)
                        )),
                    };
                }
                let index = self.index;
                let Some((qual, module)) = index.resolve(rt) else {
                    return Err(format!(
                        "line {}: `{rt}` is not a module of the files the type requires",
                        line(n)
                    ));
                };
                let Some(def) = module.singleton.get(m).copied() else {
                    return Err(format!("line {}: `{rt}.{m}` is not defined", line(n)));
                };
                return self.call_def(def, Some(qual.to_string()), a, depth + 1, line(n));
            }
            _ => {}
        }
        let v = self.eval(recv, f, depth + 1)?;
        let a = self.arg_values(args, f, depth)?;
        let r = match (m, &v, a.as_slice()) {
            ("==", _, [x]) => RVal::Bool(v == *x),
            ("+", _, [x]) => {
                plus(v.clone(), x.clone()).map_err(|e| format!("line {}: {e}", line(n)))?
            }
            ("[]", RVal::Arr(x), [RVal::Int(i)]) => {
                let i = if *i < 0 { x.len() as i64 + i } else { *i };
                usize::try_from(i)
                    .ok()
                    .and_then(|i| x.get(i).cloned())
                    .unwrap_or(RVal::Nil)
            }
            ("empty?", RVal::Arr(x), []) => RVal::Bool(x.is_empty()),
            ("empty?", RVal::Str(x), []) => RVal::Bool(x.is_empty()),
            ("count" | "size" | "length", RVal::Arr(x), []) => RVal::Int(x.len() as i64),
            ("count" | "size" | "length", RVal::Str(x), []) => RVal::Int(x.chars().count() as i64),
            ("nil?", _, []) => RVal::Bool(v == RVal::Nil),
            ("first", RVal::Arr(x), []) => x.first().cloned().unwrap_or(RVal::Nil),
            ("last", RVal::Arr(x), []) => x.last().cloned().unwrap_or(RVal::Nil),
            ("to_s", _, []) => RVal::Str(v.to_s().map_err(|e| format!("line {}: {e}", line(n)))?),
            ("to_sym", RVal::Str(s) | RVal::Sym(s), []) => RVal::Sym(s.clone()),
            ("freeze" | "dup" | "clone", _, []) => v.clone(),
            _ => {
                return Err(format!(
                    "line {}: `.{m}` cannot be evaluated statically",
                    line(n)
                ))
            }
        };
        Ok(r)
    }
}

fn plus(a: RVal, b: RVal) -> Result<RVal, String> {
    match (a, b) {
        (RVal::Arr(mut x), RVal::Arr(y)) => {
            x.extend(y);
            Ok(RVal::Arr(x))
        }
        (RVal::Str(x), RVal::Str(y)) => Ok(RVal::Str(x + &y)),
        (RVal::Int(x), RVal::Int(y)) => x
            .checked_add(y)
            .map(RVal::Int)
            .ok_or_else(|| "an integer overflows".to_string()),
        _ => Err("`+` of values strata cannot add".into()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn paths_and_regex_to_s() {
        assert_eq!(
            normalize("/m/k/lib/puppet/type/../../puppet_x/a.rb"),
            "/m/k/lib/puppet_x/a.rb"
        );
        assert_eq!(
            RVal::Regex("a".into(), "".into()).to_s().unwrap(),
            "(?-mix:a)"
        );
        assert_eq!(
            RVal::Regex("a".into(), "mi".into()).to_s().unwrap(),
            "(?mi-x:a)"
        );
        assert_eq!(
            RVal::Regex("a".into(), "mix".into()).to_s().unwrap(),
            "(?mix:a)"
        );
    }
}
