//! A recursive-descent parser for the Ruby subset, with Ruby's operator precedence, command
//! calls without parentheses, `do`/brace blocks, statement modifiers and the `if`, `unless`,
//! `while`, `until`, `case`, `for` and `begin` forms.
//!
//! Over 1,500 lines on purpose: one recursive-descent Ruby parser whose precedence levels and
//! statement forms call each other.

use super::ast::{BParam, Block, MethodDef, Node, SPart, Target, K};
use super::lexer::{lex_code, Part, Tok, Token};
use std::collections::HashSet;
use std::rc::Rc;

/// A parse error: message and line.
pub type PErr = (String, u32);
type P<T> = Result<T, PErr>;

const MAX_DEPTH: usize = 300;

/// Parses a template's tokens into statements.
pub fn parse(toks: Vec<Token>) -> P<Vec<Node>> {
    parse_tokens(toks, false)
}

/// Parses a Ruby source file (a Puppet module's resource type and the files it requires):
/// the template subset and `module`, `class`, `def self.x`, keyword parameters, `rescue` in
/// method and block bodies, `yield`, `super`, `alias` and `->` lambdas.
pub fn parse_file(src: &str) -> P<Vec<Node>> {
    parse_tokens(super::lexer::lex_file(src)?, true)
}

fn parse_tokens(toks: Vec<Token>, file: bool) -> P<Vec<Node>> {
    let mut p = Parser {
        t: toks,
        i: 0,
        locals: vec![HashSet::new()],
        depth: 0,
        no_do: false,
        file,
    };
    let body = p.stmts(&[])?;
    if !matches!(p.tok(), Tok::Eof) {
        return p.unexpected();
    }
    Ok(body)
}

struct Parser {
    t: Vec<Token>,
    i: usize,
    locals: Vec<HashSet<String>>,
    depth: usize,
    /// Inside command arguments or a loop condition: `do` belongs to the outer construct.
    no_do: bool,
    /// A Ruby source file rather than a template: the forms of [`parse_file`] are read.
    file: bool,
}

fn node(kind: K, line: u32) -> Node {
    Node { kind, line }
}

fn call(recv: Option<Node>, name: &str, args: Vec<Node>, line: u32) -> Node {
    node(
        K::Call {
            recv: recv.map(Box::new),
            name: name.to_string(),
            args,
            block: None,
            safe: false,
        },
        line,
    )
}

const BIN_LEVELS: &[&[&str]] = &[
    &["||"],
    &["&&"],
    &["<=>", "==", "===", "!=", "=~", "!~"],
    &["<", "<=", ">", ">="],
    &["|", "^"],
    &["&"],
    &["<<", ">>"],
    &["+", "-"],
    &["*", "/", "%"],
];

impl Parser {
    fn tok(&self) -> &Tok {
        &self.t[self.i].tok
    }
    fn tok_at(&self, k: usize) -> &Tok {
        &self.t[(self.i + k).min(self.t.len() - 1)].tok
    }
    fn line(&self) -> u32 {
        self.t[self.i].line
    }
    fn space(&self) -> bool {
        self.t[self.i].space
    }
    fn bump(&mut self) -> Tok {
        let t = self.t[self.i].tok.clone();
        if self.i + 1 < self.t.len() {
            self.i += 1;
        }
        t
    }
    fn back(&mut self) {
        self.i = self.i.saturating_sub(1);
    }
    fn is_op(&self, o: &str) -> bool {
        matches!(self.tok(), Tok::Op(x) if *x == o)
    }
    fn is_kw(&self, k: &str) -> bool {
        matches!(self.tok(), Tok::Ident(x) if x == k)
    }
    fn eat_op(&mut self, o: &str) -> bool {
        if self.is_op(o) {
            self.bump();
            true
        } else {
            false
        }
    }
    fn eat_kw(&mut self, k: &str) -> bool {
        if self.is_kw(k) {
            self.bump();
            true
        } else {
            false
        }
    }
    fn expect_op(&mut self, o: &str) -> P<()> {
        if self.eat_op(o) {
            Ok(())
        } else {
            Err((
                format!("expected '{o}' but found {}", self.describe()),
                self.line(),
            ))
        }
    }
    fn expect_kw(&mut self, k: &str) -> P<()> {
        if self.eat_kw(k) {
            Ok(())
        } else {
            Err((
                format!("expected '{k}' but found {}", self.describe()),
                self.line(),
            ))
        }
    }
    fn describe(&self) -> String {
        match self.tok() {
            Tok::Eof => "end of template".into(),
            Tok::Nl => "end of line".into(),
            Tok::Text(_) => "template text".into(),
            Tok::OutOpen => "'<%='".into(),
            Tok::OutClose => "'%>'".into(),
            Tok::Op(o) => format!("'{o}'"),
            Tok::Ident(n) | Tok::Const(n) => format!("'{n}'"),
            Tok::IVar(n) => format!("'@{n}'"),
            Tok::GVar(n) => format!("'${n}'"),
            Tok::Label(n) => format!("'{n}:'"),
            Tok::Int(v) => format!("'{v}'"),
            Tok::Float(v) => format!("'{v}'"),
            Tok::Str(_) => "a string".into(),
            Tok::Sym(_) => "a symbol".into(),
            Tok::Regex(..) => "a regexp".into(),
            Tok::Words(..) => "a word list".into(),
        }
    }
    fn unexpected<T>(&self) -> P<T> {
        Err((
            format!("syntax error, unexpected {}", self.describe()),
            self.line(),
        ))
    }
    fn skip_nl(&mut self) {
        while matches!(self.tok(), Tok::Nl) {
            self.bump();
        }
    }
    fn skip_terms(&mut self) {
        while matches!(self.tok(), Tok::Nl | Tok::Op(";")) {
            self.bump();
        }
    }
    fn is_local(&self, n: &str) -> bool {
        self.locals.iter().any(|s| s.contains(n))
    }
    fn declare(&mut self, n: &str) {
        if let Some(s) = self.locals.last_mut() {
            s.insert(n.to_string());
        }
    }
    fn enter(&mut self) -> P<()> {
        self.depth += 1;
        if self.depth > MAX_DEPTH {
            return Err(("expression nested too deeply".into(), self.line()));
        }
        Ok(())
    }

    /// Statements up to one of the keywords in `end` (not consumed) or a closing token.
    fn stmts(&mut self, end: &[&str]) -> P<Vec<Node>> {
        let mut out = Vec::new();
        loop {
            self.skip_terms();
            match self.tok() {
                Tok::Eof | Tok::OutClose => break,
                Tok::Op(")") | Tok::Op("}") => break,
                Tok::Ident(k) if end.contains(&k.as_str()) => break,
                _ => {}
            }
            out.push(self.stmt()?);
            if !matches!(
                self.tok(),
                Tok::Nl | Tok::Op(";") | Tok::Eof | Tok::OutClose | Tok::Op(")") | Tok::Op("}")
            ) && !matches!(self.tok(), Tok::Ident(k) if end.contains(&k.as_str()))
            {
                return self.unexpected();
            }
        }
        Ok(out)
    }

    fn stmt(&mut self) -> P<Node> {
        self.enter()?;
        let r = strata_core::budget::grow(|| self.stmt_inner());
        self.depth -= 1;
        r
    }

    fn stmt_inner(&mut self) -> P<Node> {
        let line = self.line();
        if let Tok::Text(t) = self.tok() {
            let n = node(K::Text(Rc::from(t.as_str())), line);
            self.bump();
            return Ok(n);
        }
        if matches!(self.tok(), Tok::OutOpen) {
            self.bump();
            let body = self.stmts(&[])?;
            if !matches!(self.tok(), Tok::OutClose) {
                return self.unexpected();
            }
            self.bump();
            return Ok(node(K::Out(body), line));
        }
        let mut e = self.expr_stmt()?;
        loop {
            let line = self.line();
            if self.eat_kw("if") {
                let c = self.expr_stmt()?;
                e = node(K::If(Box::new(c), vec![e], vec![]), line);
            } else if self.eat_kw("unless") {
                let c = self.expr_stmt()?;
                e = node(K::If(Box::new(c), vec![], vec![e]), line);
            } else if self.eat_kw("while") {
                let c = self.expr_stmt()?;
                e = node(K::While(Box::new(c), vec![e], false), line);
            } else if self.eat_kw("until") {
                let c = self.expr_stmt()?;
                e = node(K::While(Box::new(c), vec![e], true), line);
            } else if self.eat_kw("rescue") {
                let r = self.expr_stmt()?;
                e = node(K::Begin(vec![e], Some((None, vec![r])), vec![]), line);
            } else {
                return Ok(e);
            }
        }
    }

    /// `not`, `and`, `or` level.
    fn expr_stmt(&mut self) -> P<Node> {
        let mut l = self.not_expr()?;
        loop {
            let line = self.line();
            if self.eat_kw("and") {
                self.skip_nl();
                let r = self.not_expr()?;
                l = node(K::And(Box::new(l), Box::new(r)), line);
            } else if self.eat_kw("or") {
                self.skip_nl();
                let r = self.not_expr()?;
                l = node(K::Or(Box::new(l), Box::new(r)), line);
            } else {
                return Ok(l);
            }
        }
    }

    fn not_expr(&mut self) -> P<Node> {
        self.enter()?;
        let r = self.not_expr_inner();
        self.depth -= 1;
        r
    }

    fn not_expr_inner(&mut self) -> P<Node> {
        let line = self.line();
        if self.eat_kw("not") {
            let e = self.not_expr()?;
            return Ok(node(K::Not(Box::new(e)), line));
        }
        self.expr()
    }

    /// Assignment level (right-associative), including `a, b = ...`.
    fn expr(&mut self) -> P<Node> {
        self.enter()?;
        let r = self.expr_inner();
        self.depth -= 1;
        r
    }

    fn expr_inner(&mut self) -> P<Node> {
        let line = self.line();
        // multiple assignment: ident , ident ... =
        if matches!(self.tok(), Tok::Ident(_) | Tok::IVar(_) | Tok::Op("*"))
            && self.multi_assign_ahead()
        {
            let mut targets = Vec::new();
            loop {
                if self.eat_op("*") {
                    if let Tok::Ident(n) = self.bump() {
                        self.declare(&n);
                        targets.push(Target::Splat(n));
                    }
                } else {
                    match self.bump() {
                        Tok::Ident(n) => {
                            self.declare(&n);
                            targets.push(Target::Local(n));
                        }
                        Tok::IVar(n) => targets.push(Target::IVar(n)),
                        _ => return self.unexpected(),
                    }
                }
                if !self.eat_op(",") {
                    break;
                }
            }
            self.expect_op("=")?;
            self.skip_nl();
            let first = self.expr()?;
            let rhs = if self.is_op(",") {
                let mut items = vec![first];
                while self.eat_op(",") {
                    self.skip_nl();
                    items.push(self.arg()?);
                }
                node(K::Array(items), line)
            } else {
                first
            };
            return Ok(node(K::Multi(targets, Box::new(rhs)), line));
        }
        let lhs = self.ternary()?;
        self.assign_rest(lhs, line)
    }

    /// An assignment to `lhs` if an assignment operator follows, else `lhs`. In Ruby files
    /// `a || b = c` assigns to `b`.
    fn assign_rest(&mut self, lhs: Node, line: u32) -> P<Node> {
        let op = match self.tok() {
            Tok::Op(o) if o.ends_with('=') && !matches!(*o, "==" | "!=" | ">=" | "<=" | "===") => {
                *o
            }
            _ => return Ok(lhs),
        };
        let target = match &lhs.kind {
            K::LVar(n) => Target::Local(n.clone()),
            K::IVar(n) => Target::IVar(n.clone()),
            K::Call {
                recv: None,
                name,
                args,
                block: None,
                ..
            } if args.is_empty() && !name.ends_with('?') && !name.ends_with('!') => {
                Target::Local(name.clone())
            }
            K::Call {
                recv: Some(r),
                name,
                args,
                block: None,
                ..
            } if name == "[]" => Target::Index(r.clone(), args.clone()),
            K::Call {
                recv: Some(r),
                name,
                args,
                block: None,
                ..
            } if args.is_empty() => Target::Attr(r.clone(), name.clone()),
            K::Const(n) if self.file => Target::Local(n.clone()),
            K::Or(a, b) if self.file => {
                let (a, b) = (a.clone(), b.clone());
                let r = self.assign_rest(*b, line)?;
                return Ok(node(K::Or(a, Box::new(r)), line));
            }
            K::And(a, b) if self.file => {
                let (a, b) = (a.clone(), b.clone());
                let r = self.assign_rest(*b, line)?;
                return Ok(node(K::And(a, Box::new(r)), line));
            }
            _ => return Err(("cannot assign to this expression".into(), line)),
        };
        self.bump();
        self.skip_nl();
        if let Target::Local(n) = &target {
            self.declare(n);
        }
        let rhs = self.expr()?;
        // a rescue modifier on the right-hand side binds to it
        let rhs = if self.is_kw("rescue") {
            let l = self.line();
            self.bump();
            let r = self.ternary()?;
            node(K::Begin(vec![rhs], Some((None, vec![r])), vec![]), l)
        } else {
            rhs
        };
        Ok(if op == "=" {
            node(K::Assign(target, Box::new(rhs)), line)
        } else {
            node(
                K::OpAssign(target, op[..op.len() - 1].to_string(), Box::new(rhs)),
                line,
            )
        })
    }

    fn multi_assign_ahead(&self) -> bool {
        let mut k = 0;
        let mut names = 0;
        loop {
            if matches!(self.tok_at(k), Tok::Op("*")) {
                k += 1;
            }
            match self.tok_at(k) {
                Tok::Ident(_) | Tok::IVar(_) => names += 1,
                _ => return false,
            }
            k += 1;
            match self.tok_at(k) {
                Tok::Op(",") => k += 1,
                Tok::Op("=") => return names > 1,
                _ => return false,
            }
        }
    }

    fn ternary(&mut self) -> P<Node> {
        self.enter()?;
        let r = strata_core::budget::grow(|| self.ternary_inner());
        self.depth -= 1;
        r
    }

    fn ternary_inner(&mut self) -> P<Node> {
        let c = self.range()?;
        if !self.is_op("?") {
            return Ok(c);
        }
        let line = self.line();
        self.bump();
        self.skip_nl();
        let a = self.ternary()?;
        self.skip_nl();
        // `x ? a : b` where the lexer read `a :b`-style labels is not supported
        if !self.eat_op(":") {
            if let Tok::Sym(_) = self.tok() {
                return Err((
                    "write 'a ? b : c' with spaces around ':'".into(),
                    self.line(),
                ));
            }
            return self.unexpected();
        }
        self.skip_nl();
        let b = self.ternary()?;
        Ok(node(K::If(Box::new(c), vec![a], vec![b]), line))
    }

    fn range(&mut self) -> P<Node> {
        let l = self.binary(0)?;
        let line = self.line();
        let excl = if self.is_op("..") {
            false
        } else if self.is_op("...") {
            true
        } else {
            return Ok(l);
        };
        self.bump();
        let r = if self.starts_operand() {
            Some(Box::new(self.binary(0)?))
        } else {
            None
        };
        Ok(node(K::Range(Some(Box::new(l)), r, excl), line))
    }

    fn binary(&mut self, level: usize) -> P<Node> {
        if level >= BIN_LEVELS.len() {
            return self.unary_minus();
        }
        let mut l = self.binary(level + 1)?;
        loop {
            let op = match self.tok() {
                Tok::Op(o) if BIN_LEVELS[level].contains(o) => *o,
                _ => break,
            };
            let line = self.line();
            self.bump();
            self.skip_nl();
            let r = self.binary(level + 1)?;
            l = match op {
                "||" => node(K::Or(Box::new(l), Box::new(r)), line),
                "&&" => node(K::And(Box::new(l), Box::new(r)), line),
                "!=" => node(K::Not(Box::new(call(Some(l), "==", vec![r], line))), line),
                "!~" => node(K::Not(Box::new(call(Some(l), "=~", vec![r], line))), line),
                _ => call(Some(l), op, vec![r], line),
            };
        }
        Ok(l)
    }

    fn unary_minus(&mut self) -> P<Node> {
        self.enter()?;
        let r = self.unary_minus_inner();
        self.depth -= 1;
        r
    }

    fn unary_minus_inner(&mut self) -> P<Node> {
        let line = self.line();
        if self.is_op("-") {
            self.bump();
            match self.tok().clone() {
                Tok::Int(v) if !matches!(self.tok_at(1), Tok::Op("**")) => {
                    self.bump();
                    let n = node(K::Int(v.wrapping_neg()), line);
                    return self.postfix(n);
                }
                Tok::Float(v) if !matches!(self.tok_at(1), Tok::Op("**")) => {
                    self.bump();
                    let n = node(K::Float(-v), line);
                    return self.postfix(n);
                }
                _ => {}
            }
            let e = self.unary_minus()?;
            return Ok(call(Some(e), "-@", vec![], line));
        }
        self.pow()
    }

    fn pow(&mut self) -> P<Node> {
        let b = self.unary()?;
        if self.is_op("**") {
            let line = self.line();
            self.bump();
            self.skip_nl();
            let e = self.unary_minus()?;
            return Ok(call(Some(b), "**", vec![e], line));
        }
        Ok(b)
    }

    fn unary(&mut self) -> P<Node> {
        let line = self.line();
        if self.eat_op("!") {
            self.enter()?;
            let e = self.unary()?;
            self.depth -= 1;
            return Ok(node(K::Not(Box::new(e)), line));
        }
        if self.eat_op("~") {
            let e = self.unary()?;
            return Ok(call(Some(e), "~", vec![], line));
        }
        if self.eat_op("+") {
            return self.unary();
        }
        if self.is_op("-") {
            return self.unary_minus();
        }
        if self.eat_op("::") {
            if let Tok::Const(n) = self.bump() {
                let c = node(K::Const(n), line);
                return self.postfix(c);
            }
            return self.unexpected();
        }
        let p = self.primary()?;
        self.postfix(p)
    }

    /// Whether the current token can start an operand.
    fn starts_operand(&self) -> bool {
        match self.tok() {
            Tok::Int(_)
            | Tok::Float(_)
            | Tok::Str(_)
            | Tok::Sym(_)
            | Tok::Regex(..)
            | Tok::Words(..)
            | Tok::Const(_)
            | Tok::IVar(_)
            | Tok::GVar(_)
            | Tok::Label(_) => true,
            Tok::Ident(k) => !matches!(
                k.as_str(),
                "if" | "unless"
                    | "while"
                    | "until"
                    | "and"
                    | "or"
                    | "then"
                    | "do"
                    | "end"
                    | "else"
                    | "elsif"
                    | "when"
                    | "in"
                    | "rescue"
                    | "ensure"
            ),
            Tok::Op(o) => matches!(*o, "(" | "[" | "!" | "-" | "::" | "->" | "{"),
            _ => false,
        }
    }

    /// Whether a method name followed by the current token takes command arguments
    /// (`puts x`, `foo.bar 'a', 1`).
    fn command_args_follow(&self) -> bool {
        if !self.space() {
            // `include?_requires`: Ruby reads the argument after a `?`/`!` method name
            let after_pred = self.i > 0
                && matches!(&self.t[self.i - 1].tok, Tok::Ident(n) if n.ends_with('?') || n.ends_with('!'));
            return after_pred && matches!(self.tok(), Tok::Ident(_) | Tok::IVar(_) | Tok::Str(_));
        }
        match self.tok() {
            Tok::Op("[") => true,
            Tok::Op("-") | Tok::Op("*") | Tok::Op("&") | Tok::Op("::") | Tok::Op("!") => {
                !self.t[self.i + 1].space && !matches!(self.tok_at(1), Tok::Op("=") | Tok::Op("&"))
            }
            // `include? (x).to_s`: Ruby passes `(x).to_s`
            Tok::Op("(") => self.file,
            Tok::Op("{") => false,
            _ => self.starts_operand(),
        }
    }

    fn primary(&mut self) -> P<Node> {
        let line = self.line();
        let t = self.bump();
        Ok(match t {
            Tok::Int(v) => node(K::Int(v), line),
            Tok::Float(v) => node(K::Float(v), line),
            Tok::Str(parts) => {
                let mut parts = self.parts(parts)?;
                // adjacent string literals concatenate
                while let Tok::Str(more) = self.tok().clone() {
                    self.bump();
                    parts.extend(self.parts(more)?);
                }
                node(K::Str(parts), line)
            }
            Tok::Sym(parts) => node(K::Sym(self.parts(parts)?), line),
            Tok::Regex(parts, f) => node(K::Regex(self.parts(parts)?, f), line),
            Tok::Words(ws, sym) => node(
                K::Array(
                    ws.into_iter()
                        .map(|w| {
                            let p = vec![SPart::Lit(w)];
                            node(if sym { K::Sym(p) } else { K::Str(p) }, line)
                        })
                        .collect(),
                ),
                line,
            ),
            Tok::IVar(n) => node(K::IVar(n), line),
            Tok::GVar(n) => node(K::GVar(n), line),
            Tok::Label(_) => {
                // a braceless hash argument starting with `key: value`
                self.back();
                return self.braceless_hash(Vec::new());
            }
            Tok::Const(n) => {
                if self.is_op("(") && !self.space() {
                    let args = self.paren_args()?;
                    return Ok(call(None, &n, args, line));
                }
                if self.command_args_follow() && matches!(self.tok(), Tok::Str(_)) {
                    let args = self.command_args()?;
                    return Ok(call(None, &n, args, line));
                }
                node(K::Const(n), line)
            }
            Tok::Op("(") => {
                self.skip_terms();
                let saved = self.no_do;
                self.no_do = false;
                let body = self.stmts(&[])?;
                self.no_do = saved;
                self.skip_terms();
                self.expect_op(")")?;
                if body.len() == 1 {
                    body.into_iter().next().unwrap_or(node(K::Nil, line))
                } else {
                    node(K::Seq(body), line)
                }
            }
            Tok::Op("[") => {
                let items = self.list("]")?;
                node(K::Array(items), line)
            }
            Tok::Op("{") => self.hash_literal(line)?,
            Tok::Op("->") if self.file => {
                let params = if self.eat_op("(") {
                    self.locals.push(HashSet::new());
                    let p = self.block_params_until(")")?;
                    self.expect_op(")")?;
                    p
                } else {
                    self.locals.push(HashSet::new());
                    self.block_params_until("{")?
                };
                let body = if self.eat_op("{") {
                    let b = self.stmts(&[])?;
                    self.expect_op("}")?;
                    b
                } else {
                    self.expect_kw("do")?;
                    self.body_with_rescue(line)?
                };
                self.locals.pop();
                let mut c = call(None, "lambda", vec![], line);
                if let K::Call { block, .. } = &mut c.kind {
                    *block = Some(Rc::new(Block { params, body }));
                }
                c
            }
            Tok::Op("->") => return Err(("lambdas (->) are not supported".into(), line)),
            Tok::Op("..") | Tok::Op("...") => {
                let excl = matches!(t, Tok::Op("..."));
                let r = self.binary(0)?;
                node(K::Range(None, Some(Box::new(r)), excl), line)
            }
            Tok::Ident(n) => return self.ident(n, line),
            Tok::Text(_) | Tok::OutOpen => {
                return Err((
                    "template text inside a Ruby expression is not supported".into(),
                    line,
                ))
            }
            _ => {
                self.back();
                return self.unexpected();
            }
        })
    }

    fn parts(&mut self, parts: Vec<Part>) -> P<Vec<SPart>> {
        let mut out = Vec::new();
        for p in parts {
            match p {
                Part::Lit(s) => out.push(SPart::Lit(s)),
                Part::Code(src, line) => {
                    let toks = lex_code(&src, line)?;
                    let mut sub = Parser {
                        t: toks,
                        i: 0,
                        locals: self.locals.clone(),
                        depth: self.depth,
                        no_do: false,
                        file: self.file,
                    };
                    let body = sub.stmts(&[])?;
                    if !matches!(sub.tok(), Tok::Eof) {
                        return sub.unexpected();
                    }
                    out.push(SPart::Code(node(K::Seq(body), line)));
                }
            }
        }
        Ok(out)
    }

    /// Comma-separated arguments up to `close` (consumed).
    fn list(&mut self, close: &str) -> P<Vec<Node>> {
        let saved = self.no_do;
        self.no_do = false;
        let mut items = Vec::new();
        loop {
            self.skip_nl();
            if self.eat_op(close) {
                break;
            }
            let a = self.arg()?;
            self.skip_nl();
            if self.is_op("=>") {
                let h = self.braceless_hash(vec![a])?;
                items.push(h);
                self.skip_nl();
            } else {
                items.push(a);
            }
            self.skip_nl();
            if !self.eat_op(",") {
                self.skip_nl();
                self.expect_op(close)?;
                break;
            }
        }
        self.no_do = saved;
        Ok(items)
    }

    /// One argument: an expression, `*splat`, `&block`, or `key: value` (a hash).
    fn arg(&mut self) -> P<Node> {
        let line = self.line();
        if self.is_op("*") && !self.t[self.i + 1].space {
            self.bump();
            let e = self.ternary()?;
            return Ok(node(K::Splat(Box::new(e)), line));
        }
        if self.is_op("&") && !self.t[self.i + 1].space {
            self.bump();
            if self.file && matches!(self.tok(), Tok::Op(")")) {
                // an anonymous block argument (`&`) passes the method's block on
                return Ok(node(K::BlockPass(Box::new(node(K::Nil, line))), line));
            }
            let e = self.ternary()?;
            return Ok(node(K::BlockPass(Box::new(e)), line));
        }
        if self.file && self.is_op("**") && !self.t[self.i + 1].space {
            self.bump();
            let e = self.ternary()?;
            return Ok(node(K::Splat(Box::new(e)), line));
        }
        if let Tok::Label(_) = self.tok() {
            return self.braceless_hash(Vec::new());
        }
        let e = self.expr_no_multi()?;
        Ok(e)
    }

    fn expr_no_multi(&mut self) -> P<Node> {
        // an argument is never a multiple assignment
        let e = self.ternary()?;
        if matches!(self.tok(), Tok::Op(o) if o.ends_with('=') && !matches!(*o, "==" | "!=" | ">=" | "<=" | "===" | "=>"))
        {
            return Err((
                "assignment inside an argument list is not supported".into(),
                self.line(),
            ));
        }
        if self.is_kw("not") {
            return self.unexpected();
        }
        Ok(e)
    }

    /// `k => v, k2: v2` without braces; `first` is a key already read (or a label hash).
    fn braceless_hash(&mut self, first: Vec<Node>) -> P<Node> {
        let line = self.line();
        let mut pairs = Vec::new();
        let mut pending = first.into_iter().next();
        loop {
            if let Some(k) = pending.take() {
                if let K::Hash(p) = k.kind {
                    pairs.extend(p);
                } else {
                    self.skip_nl();
                    self.expect_op("=>")?;
                    self.skip_nl();
                    let v = self.ternary()?;
                    pairs.push((k, v));
                }
            } else if let Tok::Label(n) = self.tok().clone() {
                let l = self.line();
                self.bump();
                let v = if self.file && (self.is_op(",") || self.is_op(")")) {
                    self.shorthand(&n, l)
                } else {
                    self.skip_nl();
                    self.ternary()?
                };
                pairs.push((node(K::Sym(vec![SPart::Lit(n)]), l), v));
            } else {
                let k = self.ternary()?;
                self.skip_nl();
                self.expect_op("=>")?;
                self.skip_nl();
                let v = self.ternary()?;
                pairs.push((k, v));
            }
            // continue only when another pair follows
            if self.is_op(",") {
                let save = self.i;
                self.bump();
                self.skip_nl();
                if matches!(self.tok(), Tok::Label(_)) || self.pair_ahead() {
                    continue;
                }
                self.i = save;
            }
            break;
        }
        Ok(node(K::Hash(pairs), line))
    }

    /// The value of a shorthand pair `name:`: the local variable or method `name`.
    fn shorthand(&self, n: &str, line: u32) -> Node {
        if self.is_local(n) {
            node(K::LVar(n.to_string()), line)
        } else {
            call(None, n, vec![], line)
        }
    }

    /// Whether `expr =>` follows (a simple key).
    fn pair_ahead(&self) -> bool {
        matches!(
            self.tok(),
            Tok::Str(_) | Tok::Sym(_) | Tok::Int(_) | Tok::IVar(_) | Tok::Ident(_) | Tok::Const(_)
        ) && matches!(self.tok_at(1), Tok::Op("=>"))
    }

    fn hash_literal(&mut self, line: u32) -> P<Node> {
        let saved = self.no_do;
        self.no_do = false;
        let mut pairs = Vec::new();
        loop {
            self.skip_nl();
            if self.eat_op("}") {
                break;
            }
            if let Tok::Label(n) = self.tok().clone() {
                let l = self.line();
                self.bump();
                let v = if self.file && (self.is_op(",") || self.is_op("}")) {
                    // `{ value: }` is `{ value: value }`
                    self.shorthand(&n, l)
                } else {
                    self.skip_nl();
                    self.arg()?
                };
                pairs.push((node(K::Sym(vec![SPart::Lit(n)]), l), v));
            } else if let (Tok::Str(p), Tok::Op(":")) = (self.tok().clone(), self.tok_at(1).clone())
            {
                // "key": value
                let l = self.line();
                self.bump();
                self.bump();
                self.skip_nl();
                let v = self.arg()?;
                pairs.push((node(K::Sym(self.parts(p)?), l), v));
            } else {
                let k = self.arg()?;
                self.skip_nl();
                self.expect_op("=>")?;
                self.skip_nl();
                let v = self.arg()?;
                pairs.push((k, v));
            }
            self.skip_nl();
            if !self.eat_op(",") {
                self.skip_nl();
                self.expect_op("}")?;
                break;
            }
        }
        self.no_do = saved;
        Ok(node(K::Hash(pairs), line))
    }

    /// `(args)`; a `&blk` argument stays in the list (the evaluator makes it the block).
    fn paren_args(&mut self) -> P<Vec<Node>> {
        self.expect_op("(")?;
        self.list(")")
    }

    /// Arguments of a command call (no parentheses): up to the end of the statement.
    fn command_args(&mut self) -> P<Vec<Node>> {
        let saved = self.no_do;
        self.no_do = true;
        let mut args = Vec::new();
        loop {
            let a = self.arg()?;
            if self.is_op("=>") {
                args.push(self.braceless_hash(vec![a])?);
            } else {
                args.push(a);
            }
            if !self.eat_op(",") {
                break;
            }
            self.skip_nl();
        }
        self.no_do = saved;
        Ok(args)
    }

    fn ident(&mut self, n: String, line: u32) -> P<Node> {
        match n.as_str() {
            "nil" => return Ok(node(K::Nil, line)),
            "true" => return Ok(node(K::Bool(true), line)),
            "false" => return Ok(node(K::Bool(false), line)),
            "self" => return Ok(node(K::SelfRef, line)),
            "__FILE__" => return Ok(call(None, "file", vec![], line)),
            "if" | "unless" => return self.if_form(n == "unless", line),
            "while" | "until" => {
                let saved = self.no_do;
                self.no_do = true;
                let c = self.expr_stmt()?;
                self.no_do = saved;
                self.eat_kw("do");
                let body = self.stmts(&["end"])?;
                self.expect_kw("end")?;
                return Ok(node(K::While(Box::new(c), body, n == "until"), line));
            }
            "for" => {
                let params = self.block_params_until("in")?;
                self.expect_kw("in")?;
                let saved = self.no_do;
                self.no_do = true;
                let it = self.expr_stmt()?;
                self.no_do = saved;
                self.eat_kw("do");
                let body = self.stmts(&["end"])?;
                self.expect_kw("end")?;
                return Ok(node(K::For(params, Box::new(it), body), line));
            }
            "case" => return self.case_form(line),
            "begin" => return self.begin_form(line),
            "defined?" => {
                let paren = self.eat_op("(");
                let e = if paren {
                    let e = self.expr_stmt()?;
                    self.expect_op(")")?;
                    e
                } else {
                    self.unary()?
                };
                return Ok(node(K::Defined(Box::new(e)), line));
            }
            "next" | "break" | "return" => {
                let v = if self.starts_operand()
                    && !matches!(self.tok(), Tok::Ident(k) if k == "if" || k == "unless")
                {
                    Some(Box::new(self.expr()?))
                } else {
                    None
                };
                return Ok(node(
                    match n.as_str() {
                        "next" => K::Next(v),
                        "break" => K::Break(v),
                        _ => K::Return(v),
                    },
                    line,
                ));
            }
            "def" => return self.def_form(line),
            "class" | "module" if self.file => return self.module_form(n == "class", line),
            "yield" | "super" if self.file => {
                let args = if self.is_op("(") && !self.space() {
                    self.paren_args()?
                } else if self.command_args_follow() {
                    self.command_args()?
                } else {
                    Vec::new()
                };
                let mut c = call(None, &n, args, line);
                self.attach_block(&mut c)?;
                return Ok(c);
            }
            "alias" if self.file => {
                for _ in 0..2 {
                    match self.bump() {
                        Tok::Ident(_) | Tok::Const(_) | Tok::Sym(_) | Tok::GVar(_) => {}
                        _ => {
                            self.back();
                            return self.unexpected();
                        }
                    }
                }
                return Ok(node(K::Nil, line));
            }
            "redo" | "retry" if self.file => return Ok(call(None, &n, vec![], line)),
            "class" | "module" | "yield" | "super" | "alias" | "undef" | "redo" | "retry"
            | "BEGIN" | "END" | "then" | "do" | "end" | "else" | "elsif" | "when" | "in"
            | "and" | "or" | "rescue" | "ensure" | "not" => {
                if matches!(
                    n.as_str(),
                    "class" | "module" | "yield" | "super" | "alias" | "undef" | "redo" | "retry"
                ) {
                    return Err((format!("'{n}' is not supported in templates"), line));
                }
                self.back();
                return self.unexpected();
            }
            _ => {}
        }
        let paren_call = self.is_op("(") && !self.space();
        if !paren_call && self.is_local(&n) {
            return Ok(node(K::LVar(n), line));
        }
        // a method call on self
        let args = if self.is_op("(") && !self.space() {
            self.paren_args()?
        } else if self.command_args_follow() {
            self.command_args()?
        } else {
            Vec::new()
        };
        let mut c = call(None, &n, args, line);
        self.attach_block(&mut c)?;
        Ok(c)
    }

    fn attach_block(&mut self, c: &mut Node) -> P<()> {
        let brace = self.is_op("{");
        let doblk = self.is_kw("do") && !self.no_do;
        if !brace && !doblk {
            return Ok(());
        }
        if let K::Call { block, .. } = &mut c.kind {
            if block.is_some() {
                return Ok(());
            }
            self.bump();
            let saved = self.no_do;
            self.no_do = false;
            self.locals.push(HashSet::new());
            self.skip_nl();
            let params = if self.eat_op("||") {
                Vec::new()
            } else if self.eat_op("|") {
                let p = self.block_params_until("|")?;
                self.expect_op("|")?;
                p
            } else {
                Vec::new()
            };
            let body = if brace {
                let b = self.stmts(&[])?;
                self.expect_op("}")?;
                b
            } else if self.file {
                let l = self.line();
                self.body_with_rescue(l)?
            } else {
                let b = self.stmts(&["end"])?;
                self.expect_kw("end")?;
                b
            };
            self.locals.pop();
            self.no_do = saved;
            *block = Some(Rc::new(Block { params, body }));
        }
        Ok(())
    }

    fn block_params_until(&mut self, end: &str) -> P<Vec<BParam>> {
        let mut out = Vec::new();
        loop {
            if self.is_op(end) || self.is_kw(end) {
                break;
            }
            out.push(self.bparam()?);
            if !self.eat_op(",") {
                break;
            }
        }
        Ok(out)
    }

    fn bparam(&mut self) -> P<BParam> {
        if self.eat_op("(") {
            let mut inner = Vec::new();
            loop {
                inner.push(self.bparam()?);
                if !self.eat_op(",") {
                    break;
                }
            }
            self.expect_op(")")?;
            return Ok(BParam::Nested(inner));
        }
        if self.eat_op("*") {
            if let Tok::Ident(n) = self.bump() {
                self.declare(&n);
                return Ok(BParam::Splat(n));
            }
            return self.unexpected();
        }
        match self.bump() {
            Tok::Ident(n) => {
                self.declare(&n);
                Ok(BParam::Name(n))
            }
            _ => {
                self.back();
                self.unexpected()
            }
        }
    }

    fn if_form(&mut self, unless: bool, line: u32) -> P<Node> {
        let c = self.expr_stmt()?;
        self.eat_kw("then");
        let body = self.stmts(&["elsif", "else", "end"])?;
        let els = if self.eat_kw("elsif") {
            if unless {
                return Err(("'elsif' inside 'unless'".into(), self.line()));
            }
            let l = self.line();
            vec![self.if_form(false, l)?]
        } else if self.eat_kw("else") {
            let b = self.stmts(&["end"])?;
            self.expect_kw("end")?;
            b
        } else {
            self.expect_kw("end")?;
            Vec::new()
        };
        // an `elsif` chain consumed the `end`
        Ok(if unless {
            node(K::If(Box::new(c), els, body), line)
        } else {
            node(K::If(Box::new(c), body, els), line)
        })
    }

    fn def_form(&mut self, line: u32) -> P<Node> {
        let mut singleton = false;
        let mut name = self.def_name()?;
        if self.is_op(".") && !self.space() {
            self.bump();
            singleton = true;
            name = self.def_name()?;
        }
        if self.file && self.is_op("=") && !self.space() && !self.t[self.i + 1].space {
            // a setter (`def value=(v)`)
            self.bump();
            name.push('=');
        }
        self.locals.push(HashSet::new());
        let paren = self.eat_op("(");
        let mut params = Vec::new();
        let mut splat = None;
        let mut other = Vec::new();
        loop {
            if paren {
                self.skip_nl();
            }
            if paren && self.is_op(")") || !paren && matches!(self.tok(), Tok::Nl | Tok::Op(";")) {
                break;
            }
            if self.eat_op("*") {
                match self.bump() {
                    Tok::Ident(n) => {
                        self.declare(&n);
                        splat = Some(n);
                    }
                    _ if self.file => {
                        self.back();
                        splat = Some(String::new());
                    }
                    _ => return self.unexpected(),
                }
            } else if self.file && (self.is_op("**") || self.is_op("&")) {
                let kind = if self.is_op("&") { "block" } else { "keywords" };
                self.bump();
                if let Tok::Ident(n) = self.tok().clone() {
                    self.bump();
                    self.declare(&n);
                    other.push((n, kind));
                } else {
                    other.push((String::new(), kind));
                }
            } else if let (true, Tok::Label(n)) = (self.file, self.tok().clone()) {
                // a keyword parameter, with or without a default
                self.bump();
                self.declare(&n);
                if !self.is_op(",") && !self.is_op(")") && !matches!(self.tok(), Tok::Nl) {
                    self.ternary()?;
                }
                other.push((n, "keyword"));
            } else {
                match self.bump() {
                    Tok::Ident(n) => {
                        self.declare(&n);
                        if self.file && self.is_op(":") {
                            // `a:,` (a required keyword parameter the lexer read as a name)
                            self.bump();
                            other.push((n, "keyword"));
                        } else {
                            let default = if self.eat_op("=") {
                                Some(self.ternary()?)
                            } else {
                                None
                            };
                            params.push((n, default));
                        }
                    }
                    _ => {
                        self.back();
                        return self.unexpected();
                    }
                }
            }
            if !self.eat_op(",") {
                break;
            }
        }
        if paren {
            self.skip_nl();
            self.expect_op(")")?;
        }
        let body = if self.file {
            self.body_with_rescue(line)?
        } else {
            let b = self.stmts(&["end"])?;
            self.expect_kw("end")?;
            b
        };
        self.locals.pop();
        Ok(node(
            K::Def(Rc::new(MethodDef {
                name,
                params,
                splat,
                body,
                singleton,
                other,
            })),
            line,
        ))
    }

    /// A method's name after `def` (or after `def self.`): a name, a constant or an operator.
    fn def_name(&mut self) -> P<String> {
        match self.bump() {
            Tok::Ident(n) => Ok(n),
            Tok::Const(n) if self.file => Ok(n),
            Tok::Label(n) if self.file => {
                // `def x:` never happens; keep the error
                Err((format!("syntax error after 'def {n}'"), self.line()))
            }
            Tok::Op(o) if self.file => match o {
                "[" => {
                    self.expect_op("]")?;
                    if self.is_op("=") && !self.space() {
                        self.bump();
                        return Ok("[]=".into());
                    }
                    Ok("[]".into())
                }
                "==" | "===" | "<=>" | "<" | ">" | "<=" | ">=" | "+" | "-" | "*" | "/" | "%"
                | "**" | "!" | "=~" | "<<" | ">>" | "&" | "|" | "^" | "~" => {
                    if matches!(o, "+" | "-" | "!" | "~") && self.is_op("@") {
                        self.bump();
                    }
                    Ok(o.to_string())
                }
                _ => {
                    self.back();
                    self.unexpected()
                }
            },
            _ => {
                self.back();
                self.unexpected()
            }
        }
    }

    /// `module A::B ... end`, `class A < B ... end`, `class << self ... end` (named `<< self`).
    fn module_form(&mut self, class: bool, line: u32) -> P<Node> {
        let name = if class && self.eat_op("<<") {
            self.unary()?;
            "<< self".to_string()
        } else {
            let mut name = String::new();
            if self.eat_op("::") {
                name.push_str("::");
            }
            match self.bump() {
                Tok::Const(n) => name.push_str(&n),
                _ => {
                    self.back();
                    return self.unexpected();
                }
            }
            while self.is_op("::") {
                self.bump();
                match self.bump() {
                    Tok::Const(n) => {
                        name.push_str("::");
                        name.push_str(&n);
                    }
                    _ => {
                        self.back();
                        return self.unexpected();
                    }
                }
            }
            if class && self.eat_op("<") {
                self.expr()?;
            }
            name
        };
        self.locals.push(HashSet::new());
        let body = self.body_with_rescue(line)?;
        self.locals.pop();
        Ok(node(K::Module(name, body), line))
    }

    /// A body up to `end` (consumed) with optional `rescue`, `else` and `ensure` clauses (of a
    /// method, a block, a class): one `begin` node when a clause is present.
    fn body_with_rescue(&mut self, line: u32) -> P<Vec<Node>> {
        let body = self.stmts(&["rescue", "else", "ensure", "end"])?;
        if self.eat_kw("end") {
            return Ok(body);
        }
        Ok(vec![self.clauses(body, line)?])
    }

    fn case_form(&mut self, line: u32) -> P<Node> {
        let subject = if matches!(self.tok(), Tok::Nl | Tok::Op(";")) {
            None
        } else {
            Some(Box::new(self.expr_stmt()?))
        };
        self.skip_terms();
        let mut whens = Vec::new();
        while self.eat_kw("when") {
            let mut vals = Vec::new();
            loop {
                self.skip_nl();
                vals.push(self.arg()?);
                if !self.eat_op(",") {
                    break;
                }
            }
            self.eat_kw("then");
            let body = self.stmts(&["when", "else", "end"])?;
            whens.push((vals, body));
        }
        let els = if self.eat_kw("else") {
            self.stmts(&["end"])?
        } else {
            Vec::new()
        };
        self.expect_kw("end")?;
        Ok(node(K::Case(subject, whens, els), line))
    }

    fn begin_form(&mut self, line: u32) -> P<Node> {
        let body = self.stmts(&["rescue", "else", "ensure", "end"])?;
        self.clauses(body, line)
    }

    /// The `rescue`, `else` and `ensure` clauses after a body, and its `end`. Of several
    /// `rescue` clauses the first is kept; an `else` body runs after the body.
    fn clauses(&mut self, mut body: Vec<Node>, line: u32) -> P<Node> {
        let mut rescue = None;
        while self.eat_kw("rescue") {
            // `rescue Class => e` or `rescue => e`
            while matches!(self.tok(), Tok::Const(_)) || self.is_op(",") || self.is_op("::") {
                self.bump();
                if self.is_op(",") {
                    self.bump();
                    self.skip_nl();
                }
            }
            let var = if self.eat_op("=>") {
                match self.bump() {
                    Tok::Ident(n) => {
                        self.declare(&n);
                        Some(n)
                    }
                    Tok::IVar(_) if self.file => None,
                    _ => return self.unexpected(),
                }
            } else {
                None
            };
            self.eat_kw("then");
            let r = self.stmts(&["rescue", "else", "ensure", "end"])?;
            if rescue.is_none() {
                rescue = Some((var, r));
            }
            if !self.file {
                break;
            }
        }
        if self.file && self.eat_kw("else") {
            body.extend(self.stmts(&["ensure", "end"])?);
        }
        let ensure = if self.eat_kw("ensure") {
            self.stmts(&["end"])?
        } else {
            Vec::new()
        };
        self.expect_kw("end")?;
        Ok(node(K::Begin(body, rescue, ensure), line))
    }

    fn postfix(&mut self, mut e: Node) -> P<Node> {
        loop {
            let line = self.line();
            if (self.is_op(".") || self.is_op("&.")) && !matches!(self.tok_at(1), Tok::Op("(")) {
                let safe = self.is_op("&.");
                self.bump();
                self.skip_nl();
                let name = match self.bump() {
                    Tok::Ident(n) | Tok::Const(n) => n,
                    Tok::Label(n) => {
                        // `x.foo:` never happens in valid code; give back the colon as a symbol
                        return Err((format!("syntax error after '.{n}'"), line));
                    }
                    Tok::Op(o)
                        if matches!(
                            o,
                            "+" | "-"
                                | "*"
                                | "/"
                                | "%"
                                | "=="
                                | "<"
                                | ">"
                                | "<="
                                | ">="
                                | "<=>"
                                | "["
                                | "<<"
                                | "!"
                        ) =>
                    {
                        if o == "[" {
                            self.expect_op("]")?;
                            "[]".to_string()
                        } else {
                            o.to_string()
                        }
                    }
                    _ => {
                        self.back();
                        return self.unexpected();
                    }
                };
                // `x.y = v` is parsed by the assignment level
                let args = if self.is_op("(") && !self.space() {
                    self.paren_args()?
                } else if self.command_args_follow() {
                    // `x.m [1]` (a space before `[`) passes an array; `x.m[1]` indexes
                    self.command_args()?
                } else {
                    Vec::new()
                };
                let mut c = node(
                    K::Call {
                        recv: Some(Box::new(e)),
                        name,
                        args,
                        block: None,
                        safe,
                    },
                    line,
                );
                self.attach_block(&mut c)?;
                e = c;
            } else if self.is_op("::") {
                self.bump();
                match self.bump() {
                    Tok::Const(n) => {
                        if let K::Const(base) = &e.kind {
                            e = node(K::Const(format!("{base}::{n}")), line);
                        } else if self.file {
                            e = call(Some(e), &n, vec![], line);
                        } else {
                            return Err(("'::' on a value is not supported".into(), line));
                        }
                    }
                    Tok::Ident(n) => {
                        let args = if self.is_op("(") && !self.space() {
                            self.paren_args()?
                        } else {
                            Vec::new()
                        };
                        e = call(Some(e), &n, args, line);
                    }
                    _ => {
                        self.back();
                        return self.unexpected();
                    }
                }
            } else if self.is_op("[") && !self.space() {
                self.bump();
                let args = self.list("]")?;
                e = call(Some(e), "[]", args, line);
            } else if self.is_op("{") && matches!(e.kind, K::Call { block: None, .. }) {
                // a brace block binds to the call just before it
                if let K::Call { name, .. } = &e.kind {
                    if name == "[]" {
                        return Ok(e);
                    }
                }
                self.attach_block(&mut e)?;
            } else {
                return Ok(e);
            }
        }
    }
}
