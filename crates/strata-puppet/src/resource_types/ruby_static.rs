//! The parts of a type's Ruby that live outside its `newtype` block, read without running them:
//! the files it `require`s (under the modules' `lib/` directories, by a literal path or by
//! `File.join(File.dirname(__FILE__), ...)`), the modules those files define (for `extend` and
//! the `self.included` hook of `include`), and a small evaluator for the values that
//! `self.title_patterns` builds from literal pieces: regexes (with interpolation, where Ruby
//! inserts a regex as `(?-mix:source)`), strings, symbols, arrays, local variables,
//! `Regexp.new`, `if`, `+=` and calls of the mixin modules' class methods. Anything else is an
//! error that says what could not be read.

use std::collections::HashMap;

use tree_sitter::{Node, Parser, Tree};

/// At most this many files are followed through `require`.
const MAX_FILES: usize = 64;

/// Parses Ruby source; `None` when the grammar cannot load or the parser gives up.
pub(super) fn parse(text: &str) -> Option<Tree> {
    let mut parser = Parser::new();
    parser
        .set_language(&tree_sitter_ruby::LANGUAGE.into())
        .ok()?;
    parser.parse(text, None)
}

pub(super) fn text<'t>(n: Node, src: &'t [u8]) -> &'t str {
    n.utf8_text(src).unwrap_or("")
}

fn kids(n: Node) -> Vec<Node> {
    let mut c = n.walk();
    n.named_children(&mut c)
        .filter(|k| k.kind() != "comment")
        .collect()
}

/// A call's arguments, without comments.
pub(super) fn args(call: Node) -> Vec<Node> {
    call.child_by_field_name("arguments")
        .map(kids)
        .unwrap_or_default()
}

/// The statements of a method definition's body.
pub(super) fn method_body(def: Node) -> Vec<Node> {
    let skip = [
        def.child_by_field_name("parameters"),
        def.child_by_field_name("name"),
        def.child_by_field_name("object"),
    ];
    let mut out = Vec::new();
    for k in kids(def) {
        if skip.contains(&Some(k)) {
            continue;
        }
        match k.kind() {
            "body_statement" | "block_body" => out.extend(kids(k)),
            _ => out.push(k),
        }
    }
    out
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
fn path_expr(n: Node, src: &[u8], file: &str) -> Option<String> {
    match n.kind() {
        "string" => {
            let ks = kids(n);
            if ks.iter().any(|k| k.kind() != "string_content") {
                return None;
            }
            Some(
                ks.first()
                    .map(|k| text(*k, src).to_string())
                    .unwrap_or_default(),
            )
        }
        "file" => Some(file.to_string()),
        "identifier" if text(n, src) == "__FILE__" => Some(file.to_string()),
        "parenthesized_statements" => kids(n).first().and_then(|k| path_expr(*k, src, file)),
        "call" => {
            let recv = n.child_by_field_name("receiver")?;
            if text(recv, src) != "File" {
                return None;
            }
            let m = n.child_by_field_name("method").map(|m| text(m, src))?;
            let a: Vec<String> = args(n)
                .into_iter()
                .map(|x| path_expr(x, src, file))
                .collect::<Option<_>>()?;
            match m {
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
fn requires(n: Node, src: &[u8], file: &str, libs: &[String], out: &mut Vec<Vec<String>>) {
    if n.kind() == "call" || n.kind() == "identifier" {
        let m = match n.kind() {
            "call" => n.child_by_field_name("method").map(|m| text(m, src)),
            _ => None,
        };
        if n.child_by_field_name("receiver").is_none() {
            if let Some(m @ ("require" | "require_relative")) = m {
                if let Some(p) = args(n).first().and_then(|a| path_expr(*a, src, file)) {
                    let p = if p.ends_with(".rb") {
                        p
                    } else {
                        format!("{p}.rb")
                    };
                    let cands = if m == "require_relative" {
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
    }
    for k in kids(n) {
        requires(k, src, file, libs, out);
    }
}

/// A type file and the files it requires, parsed.
pub(super) struct Sources {
    /// Path, text and tree of each file; the type's own file first.
    pub files: Vec<(String, String, Tree)>,
}

impl Sources {
    /// Loads `path` (already read as `text`) and, transitively, the files it requires that
    /// `read` finds (other requires are Puppet's own or gems', which declare no attributes of
    /// the type). `libs` are the `lib/` directories a literal require is looked up in.
    pub fn load(
        path: &str,
        text: String,
        libs: &[String],
        read: &mut dyn FnMut(&str) -> Option<String>,
    ) -> Option<Sources> {
        let tree = parse(&text)?;
        let mut files = vec![(path.to_string(), text, tree)];
        let mut i = 0;
        while i < files.len() && files.len() < MAX_FILES {
            let mut reqs = Vec::new();
            {
                let (p, t, tree) = &files[i];
                requires(tree.root_node(), t.as_bytes(), p, libs, &mut reqs);
            }
            for cands in reqs {
                if cands.iter().any(|c| files.iter().any(|f| f.0 == *c)) {
                    continue;
                }
                for c in cands {
                    if let Some(t) = read(&c) {
                        if let Some(tree) = parse(&t) {
                            if !tree.root_node().has_error() {
                                files.push((c, t, tree));
                            }
                        }
                        break;
                    }
                }
            }
            i += 1;
        }
        Some(Sources { files })
    }
}

/// A method definition and the source it is written in.
pub(super) type Def<'a> = (Node<'a>, &'a [u8]);

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
}

impl<'a> Index<'a> {
    /// Indexes the modules of every file but the first (the type's own file defines its
    /// methods inside the `newtype` block).
    pub fn build(s: &'a Sources) -> Index<'a> {
        let mut ix = Index::default();
        for (_, t, tree) in s.files.iter().skip(1) {
            ix.walk(tree.root_node(), t.as_bytes(), "", 0);
        }
        ix
    }

    fn walk(&mut self, n: Node<'a>, src: &'a [u8], prefix: &str, depth: usize) {
        if depth > 60 {
            return;
        }
        for k in kids(n) {
            match k.kind() {
                "module" | "class" => {
                    let name = k
                        .child_by_field_name("name")
                        .map(|x| text(x, src).trim_start_matches("::").to_string())
                        .unwrap_or_default();
                    let full = if prefix.is_empty() {
                        name
                    } else {
                        format!("{prefix}::{name}")
                    };
                    self.modules.entry(full.clone()).or_default();
                    self.walk(k, src, &full, depth + 1);
                }
                "body_statement" => self.walk(k, src, prefix, depth + 1),
                "singleton_method" => {
                    let name = k
                        .child_by_field_name("name")
                        .map(|x| text(x, src).to_string())
                        .unwrap_or_default();
                    self.modules
                        .entry(prefix.to_string())
                        .or_default()
                        .singleton
                        .insert(name, (k, src));
                }
                "method" => {
                    let name = k
                        .child_by_field_name("name")
                        .map(|x| text(x, src).to_string())
                        .unwrap_or_default();
                    self.modules
                        .entry(prefix.to_string())
                        .or_default()
                        .instance
                        .insert(name, (k, src));
                }
                _ => {}
            }
        }
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

struct Frame<'a> {
    vars: HashMap<String, RVal>,
    /// The module whose method runs (`None`: the type itself).
    module: Option<String>,
    src: &'a [u8],
}

pub(super) fn line(n: Node) -> usize {
    n.start_position().row + 1
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
    ) -> Result<RVal, String> {
        if depth > 40 {
            return Err(format!("line {}: calls nest too deeply", line(def.0)));
        }
        let (node, src) = def;
        let mut vars = HashMap::new();
        let mut rest = a.into_iter();
        if let Some(ps) = node.child_by_field_name("parameters") {
            for p in kids(ps) {
                match p.kind() {
                    "identifier" => {
                        let v = rest.next().unwrap_or(RVal::Nil);
                        vars.insert(text(p, src).to_string(), v);
                    }
                    "optional_parameter" => {
                        let name = p
                            .child_by_field_name("name")
                            .map(|x| text(x, src).to_string())
                            .unwrap_or_default();
                        let v = match rest.next() {
                            Some(v) => v,
                            None => {
                                let mut f = Frame {
                                    vars: vars.clone(),
                                    module: module.clone(),
                                    src,
                                };
                                match p.child_by_field_name("value") {
                                    Some(d) => self.eval(d, &mut f, depth + 1)?,
                                    None => RVal::Nil,
                                }
                            }
                        };
                        vars.insert(name, v);
                    }
                    "splat_parameter" => {
                        let name = p
                            .child_by_field_name("name")
                            .map(|x| text(x, src).to_string())
                            .unwrap_or_default();
                        vars.insert(name, RVal::Arr(rest.by_ref().collect()));
                    }
                    "block_parameter" => {}
                    k => {
                        return Err(format!(
                            "line {}: a `{k}` parameter cannot be read",
                            line(p)
                        ))
                    }
                }
            }
        }
        let mut f = Frame { vars, module, src };
        match self.body(&method_body(node), &mut f, depth + 1)? {
            Flow::Normal(v) | Flow::Return(v) => Ok(v),
        }
    }

    /// Runs a block's statements without arguments (`define_singleton_method(:x) do ... end`)
    /// as a class method of `module` (`None`: the type).
    pub fn run_block(
        &mut self,
        stmts: &[Node<'a>],
        src: &'a [u8],
        module: Option<String>,
    ) -> Result<RVal, String> {
        let mut f = Frame {
            vars: HashMap::new(),
            module,
            src,
        };
        match self.body(stmts, &mut f, 1)? {
            Flow::Normal(v) | Flow::Return(v) => Ok(v),
        }
    }

    fn body(
        &mut self,
        stmts: &[Node<'a>],
        f: &mut Frame<'a>,
        depth: usize,
    ) -> Result<Flow, String> {
        let mut last = RVal::Nil;
        for s in stmts {
            match self.stmt(*s, f, depth)? {
                Flow::Return(v) => return Ok(Flow::Return(v)),
                Flow::Normal(v) => last = v,
            }
        }
        Ok(Flow::Normal(last))
    }

    fn stmt(&mut self, s: Node<'a>, f: &mut Frame<'a>, depth: usize) -> Result<Flow, String> {
        self.steps += 1;
        if self.steps > 20_000 || depth > 200 {
            return Err(format!("line {}: the evaluation does not end", line(s)));
        }
        let src = f.src;
        match s.kind() {
            "assignment" => {
                let l = s.child_by_field_name("left");
                let r = s.child_by_field_name("right");
                let (Some(l), Some(r)) = (l, r) else {
                    return Err(format!("line {}: an assignment cannot be read", line(s)));
                };
                if l.kind() != "identifier" {
                    return Err(format!(
                        "line {}: an assignment to `{}` cannot be read",
                        line(s),
                        text(l, src)
                    ));
                }
                let v = self.eval(r, f, depth + 1)?;
                f.vars.insert(text(l, src).to_string(), v.clone());
                Ok(Flow::Normal(v))
            }
            "operator_assignment" => {
                let l = s.child_by_field_name("left");
                let r = s.child_by_field_name("right");
                let op = s.child_by_field_name("operator").map(|o| text(o, src));
                let (Some(l), Some(r), Some("+=")) = (l, r, op) else {
                    return Err(format!(
                        "line {}: `{}` cannot be read",
                        line(s),
                        text(s, src)
                    ));
                };
                let name = text(l, src).to_string();
                let old = f.vars.get(&name).cloned().unwrap_or(RVal::Nil);
                let add = self.eval(r, f, depth + 1)?;
                let v = plus(old, add).map_err(|e| format!("line {}: {e}", line(s)))?;
                f.vars.insert(name, v.clone());
                Ok(Flow::Normal(v))
            }
            "if" | "unless" | "elsif" => {
                let cond = s
                    .child_by_field_name("condition")
                    .ok_or_else(|| format!("line {}: a condition cannot be read", line(s)))?;
                let mut c = self.eval(cond, f, depth + 1)?.truthy();
                if s.kind() == "unless" {
                    c = !c;
                }
                let branch = if c {
                    s.child_by_field_name("consequence")
                } else {
                    s.child_by_field_name("alternative")
                };
                match branch {
                    None => Ok(Flow::Normal(RVal::Nil)),
                    Some(b) if b.kind() == "elsif" => self.stmt(b, f, depth + 1),
                    Some(b) => self.body(&kids(b), f, depth + 1),
                }
            }
            "if_modifier" | "unless_modifier" => {
                let cond = s
                    .child_by_field_name("condition")
                    .ok_or_else(|| format!("line {}: a condition cannot be read", line(s)))?;
                let mut c = self.eval(cond, f, depth + 1)?.truthy();
                if s.kind() == "unless_modifier" {
                    c = !c;
                }
                match (c, s.child_by_field_name("body")) {
                    (true, Some(b)) => self.stmt(b, f, depth + 1),
                    _ => Ok(Flow::Normal(RVal::Nil)),
                }
            }
            "return" => {
                let v = match kids(s).first() {
                    None => RVal::Nil,
                    Some(a) if a.kind() == "argument_list" => {
                        let vs = kids(*a);
                        match vs.len() {
                            0 => RVal::Nil,
                            1 => self.eval(vs[0], f, depth + 1)?,
                            _ => RVal::Arr(
                                vs.into_iter()
                                    .map(|x| self.eval(x, f, depth + 1))
                                    .collect::<Result<_, _>>()?,
                            ),
                        }
                    }
                    Some(a) => self.eval(*a, f, depth + 1)?,
                };
                Ok(Flow::Return(v))
            }
            _ => Ok(Flow::Normal(self.eval(s, f, depth)?)),
        }
    }

    fn eval(&mut self, n: Node<'a>, f: &mut Frame<'a>, depth: usize) -> Result<RVal, String> {
        self.steps += 1;
        if self.steps > 20_000 || depth > 200 {
            return Err(format!("line {}: the evaluation does not end", line(n)));
        }
        let src = f.src;
        let cannot = || {
            format!(
                "line {}: `{}` cannot be evaluated statically",
                line(n),
                text(n, src).lines().next().unwrap_or("")
            )
        };
        match n.kind() {
            "nil" => Ok(RVal::Nil),
            "true" => Ok(RVal::Bool(true)),
            "false" => Ok(RVal::Bool(false)),
            "integer" => text(n, src)
                .replace('_', "")
                .parse()
                .map(RVal::Int)
                .map_err(|_| cannot()),
            "simple_symbol" => Ok(RVal::Sym(text(n, src).trim_start_matches(':').to_string())),
            "delimited_symbol" => {
                let s = self.pieces(n, f, depth, 2, 1)?;
                Ok(RVal::Sym(s))
            }
            "string" => {
                let t = text(n, src);
                if t.starts_with('\'') {
                    let inner = &t[1..t.len().saturating_sub(1).max(1)];
                    Ok(RVal::Str(inner.replace("\\'", "'").replace("\\\\", "\\")))
                } else if t.starts_with('"') {
                    Ok(RVal::Str(unescape(&self.pieces(n, f, depth, 1, 1)?)))
                } else {
                    Err(cannot())
                }
            }
            "regex" => {
                let t = text(n, src);
                let (open, close) = if let Some(rest) = t.strip_prefix("%r") {
                    let o = rest.chars().next().ok_or_else(cannot)?;
                    let c = match o {
                        '{' => '}',
                        '(' => ')',
                        '[' => ']',
                        '<' => '>',
                        c => c,
                    };
                    (2 + o.len_utf8(), c)
                } else {
                    (1, '/')
                };
                let end = t.rfind(close).ok_or_else(cannot)?;
                let flags = t[end + close.len_utf8()..].to_string();
                let body = self.pieces(n, f, depth, open, t.len() - end)?;
                Ok(RVal::Regex(body, flags))
            }
            "array" => Ok(RVal::Arr(
                kids(n)
                    .into_iter()
                    .map(|k| self.eval(k, f, depth + 1))
                    .collect::<Result<_, _>>()?,
            )),
            "identifier" => {
                let name = text(n, src);
                if let Some(v) = f.vars.get(name) {
                    return Ok(v.clone());
                }
                self.self_call(n, name, vec![], f, depth)
            }
            "parenthesized_statements" => match self.body(&kids(n), f, depth + 1)? {
                Flow::Normal(v) | Flow::Return(v) => Ok(v),
            },
            "binary" => {
                let op = n
                    .child_by_field_name("operator")
                    .map(|o| text(o, src))
                    .unwrap_or("");
                let l = n.child_by_field_name("left").ok_or_else(cannot)?;
                let r = n.child_by_field_name("right").ok_or_else(cannot)?;
                let lv = self.eval(l, f, depth + 1)?;
                match op {
                    "and" | "&&" => {
                        if !lv.truthy() {
                            return Ok(lv);
                        }
                        self.eval(r, f, depth + 1)
                    }
                    "or" | "||" => {
                        if lv.truthy() {
                            return Ok(lv);
                        }
                        self.eval(r, f, depth + 1)
                    }
                    "==" => Ok(RVal::Bool(lv == self.eval(r, f, depth + 1)?)),
                    "!=" => Ok(RVal::Bool(lv != self.eval(r, f, depth + 1)?)),
                    "+" => {
                        let rv = self.eval(r, f, depth + 1)?;
                        plus(lv, rv).map_err(|e| format!("line {}: {e}", line(n)))
                    }
                    _ => Err(cannot()),
                }
            }
            "unary" => {
                let op = n
                    .child_by_field_name("operator")
                    .map(|o| text(o, src))
                    .unwrap_or("");
                let x = n.child_by_field_name("operand").ok_or_else(cannot)?;
                match op {
                    "!" | "not" => Ok(RVal::Bool(!self.eval(x, f, depth + 1)?.truthy())),
                    _ => Err(cannot()),
                }
            }
            "element_reference" => {
                let obj = n.child_by_field_name("object").ok_or_else(cannot)?;
                let o = self.eval(obj, f, depth + 1)?;
                let idx: Vec<Node> = kids(n).into_iter().filter(|k| *k != obj).collect();
                if idx.len() != 1 {
                    return Err(cannot());
                }
                let i = self.eval(idx[0], f, depth + 1)?;
                match (o, i) {
                    (RVal::Arr(a), RVal::Int(i)) => {
                        let i = if i < 0 { a.len() as i64 + i } else { i };
                        Ok(usize::try_from(i)
                            .ok()
                            .and_then(|i| a.get(i).cloned())
                            .unwrap_or(RVal::Nil))
                    }
                    _ => Err(cannot()),
                }
            }
            "lambda" => Ok(RVal::Proc),
            "call" => self.call(n, f, depth),
            _ => Err(cannot()),
        }
    }

    /// The text of a string-like node between its delimiters (`open` bytes at the start,
    /// `close` at the end) with each interpolation replaced by its value's `to_s`.
    fn pieces(
        &mut self,
        n: Node<'a>,
        f: &mut Frame<'a>,
        depth: usize,
        open: usize,
        close: usize,
    ) -> Result<String, String> {
        let src = f.src;
        let start = n.start_byte() + open;
        let end = n.end_byte().saturating_sub(close);
        if end < start {
            return Err(format!("line {}: a literal cannot be read", line(n)));
        }
        let mut out = String::new();
        let mut at = start;
        for k in kids(n) {
            if k.kind() != "interpolation" {
                continue;
            }
            out.push_str(std::str::from_utf8(&src[at..k.start_byte()]).unwrap_or(""));
            let inner = kids(k);
            let v = match inner.as_slice() {
                [x] => self.eval(*x, f, depth + 1)?,
                _ => return Err(format!("line {}: an interpolation cannot be read", line(k))),
            };
            out.push_str(&v.to_s().map_err(|e| format!("line {}: {e}", line(k)))?);
            at = k.end_byte();
        }
        if at < end {
            out.push_str(std::str::from_utf8(&src[at..end]).unwrap_or(""));
        }
        Ok(out)
    }

    fn arg_values(
        &mut self,
        call: Node<'a>,
        f: &mut Frame<'a>,
        depth: usize,
    ) -> Result<Vec<RVal>, String> {
        args(call)
            .into_iter()
            .map(|a| self.eval(a, f, depth + 1))
            .collect()
    }

    /// A call without a receiver (or on `self`): a class method of the running module, else of
    /// the type.
    fn self_call(
        &mut self,
        n: Node<'a>,
        name: &str,
        a: Vec<RVal>,
        f: &mut Frame<'a>,
        depth: usize,
    ) -> Result<RVal, String> {
        if let Some(m) = f.module.clone() {
            if let Some(def) = self
                .index
                .modules
                .get(&m)
                .and_then(|x| x.singleton.get(name))
            {
                return self.call_def(*def, Some(m), a, depth + 1);
            }
        } else if let Some(def) = self.own.get(name).copied() {
            return self.call_def(def, None, a, depth + 1);
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

    fn call(&mut self, n: Node<'a>, f: &mut Frame<'a>, depth: usize) -> Result<RVal, String> {
        let src = f.src;
        let m = n
            .child_by_field_name("method")
            .map(|x| text(x, src))
            .unwrap_or("");
        if matches!(m, "lambda" | "proc") && n.child_by_field_name("receiver").is_none() {
            return Ok(RVal::Proc);
        }
        let Some(recv) = n.child_by_field_name("receiver") else {
            let a = self.arg_values(n, f, depth)?;
            return self.self_call(n, m, a, f, depth);
        };
        let rt = text(recv, src);
        if rt == "self" {
            let a = self.arg_values(n, f, depth)?;
            return self.self_call(n, m, a, f, depth);
        }
        if matches!(recv.kind(), "constant" | "scope_resolution") {
            let a = self.arg_values(n, f, depth)?;
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
            return self.call_def(def, Some(qual.to_string()), a, depth + 1);
        }
        let v = self.eval(recv, f, depth + 1)?;
        let a = self.arg_values(n, f, depth)?;
        let r = match (m, &v, a.as_slice()) {
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

/// The common escapes of a double-quoted Ruby string.
fn unescape(s: &str) -> String {
    let mut out = String::new();
    let mut it = s.chars();
    while let Some(c) = it.next() {
        if c != '\\' {
            out.push(c);
            continue;
        }
        match it.next() {
            Some('n') => out.push('\n'),
            Some('t') => out.push('\t'),
            Some('s') => out.push(' '),
            Some('0') => out.push('\0'),
            Some(o) => out.push(o),
            None => out.push('\\'),
        }
    }
    out
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
