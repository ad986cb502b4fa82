//! The Puppet parser: tokens to a syntax tree, with Puppet's operator precedence
//! (`expression_precedence.md`). Definitions (`class`, `define`, `node`, `function`, `type`)
//! are collected into the program's definition list wherever they appear; nested class and
//! define names are qualified with the enclosing class's name.
//!
//! Over 1,500 lines on purpose: one Pratt parser whose precedence levels and statement forms
//! call each other (labels and EPP are apart).

use crate::ast::*;
use crate::lexer::{self, StrPart, Tok, Token};
use crate::value::Val;
use std::collections::HashSet;
use std::sync::Arc;
use strata_core::{FileId, Span};

mod shape;

/// A parsed file.
#[derive(Debug, Clone)]
pub struct Program {
    /// Top-level statements.
    pub body: Arc<Vec<Expr>>,
    /// Every definition in the file.
    pub defs: Vec<Arc<Definition>>,
    /// Errors of rules Puppet's validator enforces that the parser checks as it reads (`+=`,
    /// `-=`, node inheritance), in source order: the parser reads
    /// on after them, so that the validator reports them with its own ([`parse_with_rules`]).
    pub rule_errors: Vec<ParseError>,
}

/// A syntax error with its byte offset.
#[derive(Debug, Clone)]
pub struct ParseError {
    /// Message (Puppet's wording).
    pub message: String,
    /// Byte offset.
    pub offset: u32,
}

const MAX_DEPTH: usize = 200;

/// Names callable as statements without parentheses (Puppet's `Factory::STATEMENT_CALLS`:
/// not `alert`, `crit`, `emerg` nor `hiera_include`).
const STATEMENT_CALLS: &[&str] = &[
    "require", "realize", "include", "contain", "tag", "debug", "info", "notice", "warning", "err",
    "fail", "import", "break", "next", "return",
];

/// Parses a file.
pub fn parse(src: &str, file: FileId) -> Result<Program, ParseError> {
    let mut prog = parse_with_rules(src, file)?;
    if !prog.rule_errors.is_empty() {
        return Err(prog.rule_errors.swap_remove(0));
    }
    Ok(prog)
}

/// Parses like [`parse`], but leaves the errors of the validator's rules the parser checks
/// in [`Program::rule_errors`] (the caller reports them with the validator's).
pub fn parse_with_rules(src: &str, file: FileId) -> Result<Program, ParseError> {
    let toks = match lexer::lex(src) {
        Ok(t) => t,
        Err(e) => {
            // Puppet lexes as its parser asks for tokens: a syntax error at a token before the
            // last one ahead of the place the lexer fails (the parser's lookahead) is the one
            // reported
            let offset = (e.offset as usize).min(src.len());
            if let Some(Ok(prefix)) = src.get(..offset).map(lexer::lex) {
                let last = prefix
                    .iter()
                    .rev()
                    .find(|t| t.tok != Tok::Eof)
                    .map_or(0, |t| t.start);
                if let Err(pe) = run_parser(src, prefix, file) {
                    if pe.offset < last && !pe.message.ends_with("end of input") {
                        return Err(pe);
                    }
                }
            }
            return Err(ParseError {
                message: e.message,
                offset: e.offset,
            });
        }
    };
    run_parser(src, toks, file)
}

fn run_parser(src: &str, toks: Vec<Token>, file: FileId) -> Result<Program, ParseError> {
    let mut p = Parser {
        src,
        toks,
        pos: 0,
        file,
        defs: Vec::new(),
        ns: Vec::new(),
        depth: 0,
        no_brace: false,
        rule_errors: Vec::new(),
        no_hash_key: HashSet::new(),
    };
    let body = p.statements(None)?;
    Ok(Program {
        body: Arc::new(body),
        defs: p.defs,
        rule_errors: p.rule_errors,
    })
}

struct Parser<'s> {
    /// The source text (node names made of numbers keep their digits as written).
    src: &'s str,
    toks: Vec<Token>,
    pos: usize,
    file: FileId,
    defs: Vec<Arc<Definition>>,
    ns: Vec<String>,
    depth: usize,
    /// Inside an `if`/`unless`/`case` head: a name followed by `{` is not a resource.
    no_brace: bool,
    /// See [`Program::rule_errors`].
    rule_errors: Vec<ParseError>,
    /// Where [`Parser::hash_key_follows`] already answered no (token position, depth,
    /// `no_brace`): asked again there when the statement is parsed for real, it does not
    /// read the braces a second time (nested braces would otherwise cost 2^depth).
    no_hash_key: HashSet<(usize, usize, bool)>,
}

type PResult<T> = Result<T, ParseError>;

/// The binding power of a selector's `?` in [`Parser::expr_inner`].
const SELECTOR_BP: u8 = 5;
/// The operand of a unary `!`, `-`, `*`: no binary operator binds tighter (Puppet's NOT,
/// UMINUS and SPLAT are above every binary operator).
const UNARY_OPERAND_BP: u8 = 13;

fn is_keyword(n: &str) -> bool {
    matches!(
        n,
        "and"
            | "or"
            | "in"
            | "if"
            | "elsif"
            | "else"
            | "unless"
            | "case"
            | "default"
            | "node"
            | "class"
            | "define"
            | "inherits"
            | "function"
            | "true"
            | "false"
            | "undef"
            | "type"
            | "attr"
            | "private"
            | "application"
            | "consumes"
            | "produces"
            | "site"
    )
}

impl<'s> Parser<'s> {
    fn tok(&self) -> &Tok {
        &self.toks[self.pos.min(self.toks.len() - 1)].tok
    }
    fn at(&self, off: usize) -> &Token {
        &self.toks[(self.pos + off).min(self.toks.len() - 1)]
    }
    fn cur(&self) -> &Token {
        self.at(0)
    }
    fn is_p(&self, p: &str) -> bool {
        matches!(self.tok(), Tok::P(q) if *q == p)
    }
    fn is_name(&self, n: &str) -> bool {
        matches!(self.tok(), Tok::Name(q) if &**q == n)
    }
    /// Moves past the current token (without the copy [`Parser::bump`] returns).
    fn advance(&mut self) {
        if self.pos < self.toks.len() - 1 {
            self.pos += 1;
        }
    }
    fn bump(&mut self) -> Token {
        let t = self.cur().clone();
        if self.pos < self.toks.len() - 1 {
            self.pos += 1;
        }
        t
    }
    fn span_from(&self, start: u32) -> Span {
        let end = if self.pos > 0 {
            self.toks[self.pos - 1].end
        } else {
            start
        };
        Span::new(self.file, start, end.max(start))
    }
    fn error<T>(&self) -> PResult<T> {
        let t = self.cur();
        let message = match &t.tok {
            Tok::Eof => "Syntax error at end of input".to_string(),
            other => format!("Syntax error at '{}'", tok_text(other)),
        };
        Err(ParseError {
            message,
            offset: t.start,
        })
    }
    fn expect(&mut self, p: &str) -> PResult<Token> {
        if self.is_p(p) {
            Ok(self.bump())
        } else {
            self.error()
        }
    }
    fn enter(&mut self) -> PResult<()> {
        self.depth += 1;
        if self.depth > MAX_DEPTH {
            return Err(ParseError {
                message: format!("Expression nesting too deep (more than {MAX_DEPTH} levels)"),
                offset: self.cur().start,
            });
        }
        Ok(())
    }

    /// At a `{`: whether an expression and then `=>` follow it (a hash literal's first
    /// entry). When they do, the parser is left at that `=>`; otherwise where it was, with
    /// nothing it read kept.
    fn hash_key_follows(&mut self) -> bool {
        let (pos, defs, rules, depth, no_brace) = (
            self.pos,
            self.defs.len(),
            self.rule_errors.len(),
            self.depth,
            self.no_brace,
        );
        let key = (pos, depth, no_brace);
        if self.no_hash_key.contains(&key) {
            return false;
        }
        self.advance();
        if self.expr(0).is_ok() && self.is_p("=>") {
            return true;
        }
        self.no_hash_key.insert(key);
        self.pos = pos;
        self.defs.truncate(defs);
        self.rule_errors.truncate(rules);
        self.depth = depth;
        self.no_brace = no_brace;
        false
    }

    /// Statements until `}` (consumed by the caller) or end of input.
    fn statements(&mut self, close: Option<&str>) -> PResult<Vec<Expr>> {
        let mut out: Vec<Expr> = Vec::new();
        loop {
            let mut after_semi = false;
            while self.is_p(";") {
                self.advance();
                after_semi = true;
            }
            match (self.tok(), close) {
                (Tok::Eof, None) => break,
                (Tok::P(p), Some(c)) if *p == c => break,
                (Tok::Eof, Some(_)) => return self.error(),
                _ => {}
            }
            // A `{` right after a statement continues it in Puppet's grammar (`expression
            // LBRACE ...`: a resource body), so a hash literal there fails at its first `=>`,
            // whatever its key (the body wants `title:`); a `;` ends the statement. A bare
            // word or `*` before `=>`/`+>` is an attribute operation, which that grammar
            // accepts (see below).
            if !out.is_empty() && !after_semi && self.is_p("{") {
                let attr_op = matches!(self.at(1).tok, Tok::Name(_) | Tok::P("*"))
                    && matches!(self.at(2).tok, Tok::P("=>") | Tok::P("+>"));
                if !attr_op && self.hash_key_follows() {
                    return self.error();
                }
            }
            // So is a body of attribute operations (or an empty one) after a call: the call
            // has no resource shape (Factory.resource_shape), an error at the call.
            if !after_semi && self.is_p("{") {
                let ops = matches!(self.at(1).tok, Tok::P("}"))
                    || matches!(self.at(1).tok, Tok::Name(_) | Tok::P("*"))
                        && matches!(self.at(2).tok, Tok::P("=>") | Tok::P("+>"));
                if let Some(prev) = out.last().filter(|_| ops) {
                    let called = matches!(prev.kind, ExprKind::Call(..) | ExprKind::Method(..))
                        && self.src[..(prev.span.end as usize).min(self.src.len())]
                            .trim_end()
                            .ends_with(')');
                    if called {
                        return Err(ParseError {
                            message: "Expression is not valid as a resource, resource-default, or resource-override".into(),
                            offset: prev.span.start,
                        });
                    }
                }
            }
            let e = self.statement()?;
            // `name arg, arg` where the name is no statement call (Puppet's
            // ArgsToNonCallError, located at the first comma)
            if self.is_p(",") {
                if let Some(Expr {
                    kind: ExprKind::Name(n),
                    ..
                }) = out.last()
                {
                    return Err(ParseError {
                        message: format!("attempt to pass argument list to the function '{n}' which cannot be called without parentheses"),
                        offset: self.cur().start,
                    });
                }
                // after anything else that is no name (`Notify, File { ... }`)
                return Err(ParseError {
                    message: "illegal comma separated argument list".into(),
                    offset: self.cur().start,
                });
            }
            out.push(e);
        }
        // The tree lives for the whole compile: no spare capacity in it.
        Ok(strata_core::segvec::exact(out))
    }

    /// Whether the current `(` opens a call's arguments: Puppet's lexer makes a `(` with only
    /// blanks before it on its line a WSLPAREN (a parenthesized expression), any other `(` an
    /// LPAREN, so `Deferred ( 'f', [x] )` and `$x.m (1)` are calls.
    fn call_paren(&self) -> bool {
        let start = self.cur().start as usize;
        let before = &self.src.as_bytes()[..start.min(self.src.len())];
        let line = match before.iter().rposition(|&b| b == b'\n') {
            Some(i) => &before[i + 1..],
            None => before,
        };
        !line.iter().all(|&b| matches!(b, b' ' | b'\t' | b'\r'))
    }

    fn statement(&mut self) -> PResult<Expr> {
        // Statement-style call: `include a, b`.
        if let Tok::Name(n) = self.tok().clone() {
            let next = self.at(1);
            let call_paren = matches!(next.tok, Tok::P("(")) && !next.space_before;
            if STATEMENT_CALLS.contains(&&*n) && !call_paren && starts_arg(&next.tok) {
                let start = self.cur().start;
                self.advance();
                let mut args = vec![self.expr(0)?];
                while self.is_p(",") {
                    self.advance();
                    args.push(self.expr(0)?);
                }
                let lambda = self.opt_lambda()?;
                return Ok(Expr::new(
                    ExprKind::Call(n, args, lambda),
                    self.span_from(start),
                ));
            }
        }
        // The keyword `type` starts a type alias or definition (`type` + a type name) or a
        // call (`type(...)`): Puppet's grammar has no rule for `type` + a lower-case name
        if self.is_name("type") && matches!(self.at(1).tok, Tok::Name(_)) {
            self.advance();
            return self.error();
        }
        // A literal followed by `{ title: ... }` is a resource expression with a bad type.
        if (matches!(
            self.tok(),
            Tok::Str(_) | Tok::DqStr(_) | Tok::Int(_) | Tok::Float(_)
        ) || self.is_name("true")
            || self.is_name("false"))
            && matches!(self.at(1).tok, Tok::P("{"))
        {
            {
                let start = self.cur().start;
                let ty = self.primary()?;
                return self.resource(0, ty, start);
            }
        }
        // So is an array literal followed by `{ title: ... }` (`[Notify, File] { t: }`).
        if self.is_p("[") {
            if let Some(close) = self.matching_bracket() {
                if matches!(self.at(close + 1).tok, Tok::P("{"))
                    && matches!(self.at(close + 3).tok, Tok::P(":"))
                {
                    let start = self.cur().start;
                    let ty = self.primary()?;
                    return self.resource(0, ty, start);
                }
            }
        }
        self.expr(0)
    }

    /// Precedence climbing. Binding powers: `=` 1, relationship 2, or 3, and 4, comparison 5,
    /// equality 6, shifts 7, additive 8, multiplicative 9, match 10, in 11, unary 12, postfix 13+.
    fn expr(&mut self, min_bp: u8) -> PResult<Expr> {
        self.enter()?;
        let r = strata_core::budget::grow(|| self.expr_inner(min_bp));
        self.depth -= 1;
        r
    }

    fn expr_inner(&mut self, min_bp: u8) -> PResult<Expr> {
        let mut lhs = self.unary()?;
        loop {
            let t = self.cur().clone();
            // a collector's type is a type name (a type name's collector is read by its
            // primary): checker4_0's check_CollectExpression on anything else
            if let Tok::P(q @ ("<|" | "<<|")) = t.tok {
                let what = if q == "<|" { "Virtual" } else { "Exported" };
                return Err(ParseError {
                    message: format!(
                        "Illegal expression. {} is unacceptable as type name in a {what} Query",
                        crate::labels::a_an_uc(&crate::labels::label(self.src.as_bytes(), &lhs))
                    ),
                    offset: lhs.span.start,
                });
            }
            let (bp, right) = match &t.tok {
                // Puppet's grammar: `=` binds looser than the relationship operators
                // (`$r = a -> b` assigns the relationship's value)
                Tok::P("=") | Tok::P("+=") | Tok::P("-=") => (1, true),
                Tok::P("->") | Tok::P("~>") | Tok::P("<-") | Tok::P("<~") => (2, false),
                Tok::Name(n) if &**n == "or" => (3, false),
                Tok::Name(n) if &**n == "and" => (4, false),
                // Puppet's grammar: a selector binds looser than comparisons and `in`
                // (`$a in $h ? { ... }` selects on `$a in $h`), tighter than `and`
                Tok::P("?") => (SELECTOR_BP, false),
                Tok::P("<") | Tok::P("<=") | Tok::P(">") | Tok::P(">=") => (6, false),
                Tok::P("==") | Tok::P("!=") => (7, false),
                Tok::P("<<") | Tok::P(">>") => (8, false),
                Tok::P("+") | Tok::P("-") => (9, false),
                Tok::P("*") | Tok::P("/") | Tok::P("%") => (10, false),
                Tok::P("=~") | Tok::P("!~") => (11, false),
                Tok::Name(n) if &**n == "in" => (12, false),
                _ => break,
            };
            if bp < min_bp {
                break;
            }
            self.advance();
            let start = lhs.span.start;
            if bp == SELECTOR_BP {
                // selector: `selector_entries` is one entry without braces or a braced list
                let mut opts = Vec::new();
                if !self.is_p("{") {
                    let k = self.expr(3)?;
                    self.expect("=>")?;
                    let v = self.expr(3)?;
                    opts.push((k, v));
                    lhs = Expr::new(
                        ExprKind::Selector(Box::new(lhs), opts),
                        self.span_from(start),
                    );
                    continue;
                }
                self.expect("{")?;
                while !self.is_p("}") {
                    let k = self.expr(3)?;
                    self.expect("=>")?;
                    let v = self.expr(3)?;
                    opts.push((k, v));
                    if self.is_p(",") {
                        self.advance();
                    } else {
                        break;
                    }
                }
                self.expect("}")?;
                lhs = Expr::new(
                    ExprKind::Selector(Box::new(lhs), opts),
                    self.span_from(start),
                );
                continue;
            }
            let rhs = self.expr(if right { bp } else { bp + 1 })?;
            let span = self.span_from(start);
            lhs = match &t.tok {
                Tok::P("->") => Expr::new(
                    ExprKind::Relation(RelOp::Before, Box::new(lhs), Box::new(rhs)),
                    span,
                ),
                Tok::P("~>") => Expr::new(
                    ExprKind::Relation(RelOp::Notify, Box::new(lhs), Box::new(rhs)),
                    span,
                ),
                Tok::P("<-") => Expr::new(
                    ExprKind::Relation(RelOp::Require, Box::new(lhs), Box::new(rhs)),
                    span,
                ),
                Tok::P("<~") => Expr::new(
                    ExprKind::Relation(RelOp::Subscribe, Box::new(lhs), Box::new(rhs)),
                    span,
                ),
                Tok::P("=") => Expr::new(ExprKind::Assign(Box::new(lhs), Box::new(rhs)), span),
                Tok::P(op @ ("+=" | "-=")) => {
                    self.rule_errors.push(ParseError {
                        message: format!("The operator '{op}' is no longer supported. See http://links.puppet.com/remove-plus-equals"),
                        offset: t.start,
                    });
                    Expr::new(ExprKind::Assign(Box::new(lhs), Box::new(rhs)), span)
                }
                tok => {
                    let op = match tok {
                        Tok::Name(n) if &**n == "or" => BinOp::Or,
                        Tok::Name(n) if &**n == "and" => BinOp::And,
                        Tok::Name(_) => BinOp::In,
                        Tok::P("<") => BinOp::Lt,
                        Tok::P("<=") => BinOp::Le,
                        Tok::P(">") => BinOp::Gt,
                        Tok::P(">=") => BinOp::Ge,
                        Tok::P("==") => BinOp::Eq,
                        Tok::P("!=") => BinOp::Ne,
                        Tok::P("<<") => BinOp::Shl,
                        Tok::P(">>") => BinOp::Shr,
                        Tok::P("+") => BinOp::Add,
                        Tok::P("-") => BinOp::Sub,
                        Tok::P("*") => BinOp::Mul,
                        Tok::P("/") => BinOp::Div,
                        Tok::P("%") => BinOp::Mod,
                        Tok::P("=~") => BinOp::Match,
                        _ => BinOp::NotMatch,
                    };
                    Expr::new(ExprKind::Binary(op, Box::new(lhs), Box::new(rhs)), span)
                }
            };
        }
        Ok(lhs)
    }

    fn unary(&mut self) -> PResult<Expr> {
        let t = self.cur().clone();
        match &t.tok {
            Tok::P("!") => {
                self.advance();
                let e = self.expr(UNARY_OPERAND_BP)?;
                Ok(Expr::new(
                    ExprKind::Not(Box::new(e)),
                    self.span_from(t.start),
                ))
            }
            Tok::P("-") => {
                self.advance();
                let e = self.expr(UNARY_OPERAND_BP)?;
                Ok(Expr::new(
                    ExprKind::Neg(Box::new(e)),
                    self.span_from(t.start),
                ))
            }
            Tok::P("*") => {
                self.advance();
                let e = self.expr(UNARY_OPERAND_BP)?;
                Ok(Expr::new(
                    ExprKind::Splat(Box::new(e)),
                    self.span_from(t.start),
                ))
            }
            _ => self.postfix(),
        }
    }

    fn postfix_chain(&mut self) -> PResult<Expr> {
        let mut e = self.primary()?;
        loop {
            let t = self.cur().clone();
            match &t.tok {
                Tok::P("[") if !t.space_before => {
                    self.advance();
                    let args = self.args_until("]")?;
                    let start = e.span.start;
                    e = Expr::new(ExprKind::Access(Box::new(e), args), self.span_from(start));
                    // `Type[title] { attrs }`: override
                    if self.is_p("{")
                        && !self.no_brace
                        && matches!(self.access_base(&e), Some(ExprKind::TypeName(_)))
                    {
                        if self.brace_starts_resource() {
                            return self.resource(0, e, start);
                        }
                        self.advance();
                        let ops = self.attr_ops()?;
                        self.expect("}")?;
                        e = Expr::new(ExprKind::Override(Box::new(e), ops), self.span_from(start));
                    }
                }
                // egrammar's `call_function_start: expression LPAREN`: any expression before a
                // `(` that does not start its line is called (a type: `new`; anything else
                // fails validation, check_CallNamedFunctionExpression)
                Tok::P("(")
                    if self.call_paren()
                        && !matches!(e.kind, ExprKind::Call(..) | ExprKind::Method(..)) =>
                {
                    self.advance();
                    let args = self.args_until(")")?;
                    let start = e.span.start;
                    e = Expr::new(ExprKind::CallType(Box::new(e), args), self.span_from(start));
                }
                Tok::P(".") => {
                    // Puppet locates a method call at its `(` (`loc result, val[1], val[3]` in
                    // its grammar), or at the `.` when it has no parentheses.
                    let mut start = self.cur().start;
                    self.advance();
                    let name = match self.bump().tok {
                        Tok::Name(n) => n,
                        Tok::TypeName(n) => n,
                        _ => {
                            self.pos -= 1;
                            return self.error();
                        }
                    };
                    let mut args = Vec::new();
                    if self.is_p("(") && self.call_paren() {
                        start = self.cur().start;
                        self.advance();
                        args = self.args_until(")")?;
                    }
                    let lambda = self.opt_lambda()?;
                    e = Expr::new(
                        ExprKind::Method(Box::new(e), name, args, lambda),
                        self.span_from(start),
                    );
                }
                _ => break,
            }
        }
        Ok(e)
    }

    fn access_base<'a>(&self, e: &'a Expr) -> Option<&'a ExprKind> {
        match &e.kind {
            ExprKind::Access(b, _) => Some(&b.kind),
            _ => None,
        }
    }

    /// An array literal's entries, a call's arguments or an access's keys (`X[...]`): expressions
    /// separated by commas (a trailing one allowed), and an entry written `key => value` is a
    /// hash without braces, merged with the entries of that kind right before it (Puppet's
    /// `argument`/`collection_entry`/`access_arg` rules and `Factory.ARGUMENTS`:
    /// `[ 'a' => 1, 'b' => 2 ]` is an array of one hash, `Struct['a' => Integer]` a Struct).
    fn args_until(&mut self, close: &str) -> PResult<Vec<Expr>> {
        let mut out: Vec<Expr> = Vec::new();
        let mut unfolded = false;
        while !self.is_p(close) {
            let e = self.expr(0)?;
            if self.is_p("=>") {
                self.advance();
                let v = self.expr(0)?;
                let start = e.span.start;
                match out.last_mut() {
                    Some(Expr {
                        kind: ExprKind::Hash(items),
                        span,
                    }) if unfolded => {
                        items.push((e, v));
                        span.end = self.span_from(start).end;
                    }
                    _ => {
                        let span = self.span_from(start);
                        out.push(Expr::new(ExprKind::Hash(vec![(e, v)]), span));
                    }
                }
                unfolded = true;
            } else {
                out.push(e);
                unfolded = false;
            }
            if self.is_p(",") {
                self.advance();
            } else {
                break;
            }
        }
        self.expect(close)?;
        // kept with the tree for the whole compile
        Ok(strata_core::segvec::exact(out))
    }

    fn opt_lambda(&mut self) -> PResult<Option<Arc<Lambda>>> {
        if !self.is_p("|") {
            return Ok(None);
        }
        let start = self.cur().start;
        self.advance();
        let mut params = Vec::new();
        while !self.is_p("|") {
            params.push(self.param()?);
            if self.is_p(",") {
                self.advance();
            } else {
                break;
            }
        }
        self.expect("|")?;
        check_param_order(&params)?;
        let mut ret = None;
        if self.is_p(">>") {
            self.advance();
            ret = Some(self.postfix_type()?);
        }
        self.expect("{")?;
        let body = self.statements(Some("}"))?;
        self.expect("}")?;
        Ok(Some(Arc::new(Lambda {
            params,
            ret,
            body: Arc::new(body),
            span: self.span_from(start),
        })))
    }

    fn param(&mut self) -> PResult<Param> {
        let start = self.cur().start;
        let mut ty = None;
        if matches!(self.tok(), Tok::TypeName(_)) {
            ty = Some(self.postfix_type()?);
        }
        let mut captures_rest = false;
        if self.is_p("*") {
            self.advance();
            captures_rest = true;
        }
        let name_at = self.cur().start;
        let name = match self.bump().tok {
            Tok::Var(v) => v,
            _ => {
                self.pos -= 1;
                return self.error();
            }
        };
        let mut default = None;
        if self.is_p("=") {
            self.advance();
            let e = self.expr(3)?;
            // Puppet's grammar: a parameter's default is an `expression`, below the `resource`
            // level (resource bodies, defaults and overrides): its `{` is a syntax error
            if let ExprKind::Resource(_, ty, _)
            | ExprKind::Defaults(ty, _)
            | ExprKind::Override(ty, _) = &e.kind
            {
                let end = ty.span.end;
                if let Some(brace) = self
                    .toks
                    .iter()
                    .find(|t| t.start >= end && matches!(t.tok, Tok::P("{")))
                {
                    return Err(ParseError {
                        message: "Syntax error at '{'".into(),
                        offset: brace.start,
                    });
                }
            }
            default = Some(e);
        }
        Ok(Param {
            name,
            ty,
            default,
            captures_rest,
            span: self.span_from(start),
            name_at,
        })
    }

    /// A type expression: a type name with optional `[...]`.
    fn postfix_type(&mut self) -> PResult<Expr> {
        let t = self.bump();
        let Tok::TypeName(n) = t.tok else {
            self.pos -= 1;
            return self.error();
        };
        let mut e = Expr::new(ExprKind::TypeName(n), Span::new(self.file, t.start, t.end));
        if self.is_p("[") && !self.cur().space_before {
            self.advance();
            let args = self.args_until("]")?;
            e = Expr::new(ExprKind::Access(Box::new(e), args), self.span_from(t.start));
        }
        Ok(e)
    }

    /// The condition of `if`/`elsif`/`unless` or the subject of `case`: Puppet's grammar takes an
    /// `expression` there, which holds no assignment or relationship (those are `assignment`
    /// and `relationship`, statements' rules), so `if $x = 1 {` fails at the `=`.
    fn head(&mut self) -> PResult<Expr> {
        let saved = self.no_brace;
        self.no_brace = true;
        let r = self.expr(3);
        self.no_brace = saved;
        r
    }

    fn block(&mut self) -> PResult<Vec<Expr>> {
        self.expect("{")?;
        let b = self.statements(Some("}"))?;
        self.expect("}")?;
        Ok(b)
    }

    fn primary(&mut self) -> PResult<Expr> {
        let t = self.cur().clone();
        let sp = Span::new(self.file, t.start, t.end);
        match &t.tok {
            Tok::Int(i) => {
                self.advance();
                Ok(Expr::new(ExprKind::Lit(Val::Int(*i)), sp))
            }
            Tok::Float(f) => {
                self.advance();
                Ok(Expr::new(ExprKind::Lit(Val::Float(*f)), sp))
            }
            Tok::Str(s) => {
                self.advance();
                Ok(Expr::new(ExprKind::Lit(Val::Str(s.clone())), sp))
            }
            Tok::DqStr(parts) => {
                self.advance();
                let segs = self.string_segments(parts, t.start)?;
                Ok(Expr::new(ExprKind::Str(segs), sp))
            }
            Tok::Regex(r) => {
                // Puppet's lexer makes the Regexp: a pattern Ruby rejects is a parse error.
                if let Err(message) = crate::regex::compile(r) {
                    return Err(ParseError {
                        message,
                        offset: t.start,
                    });
                }
                self.advance();
                Ok(Expr::new(ExprKind::Regex(r.clone()), sp))
            }
            Tok::Var(v) => {
                self.advance();
                Ok(Expr::new(ExprKind::Var(v.clone()), sp))
            }
            Tok::P("(") => {
                self.advance();
                let saved = std::mem::replace(&mut self.no_brace, false);
                let e = self.expr(0);
                self.no_brace = saved;
                let e = e?;
                self.expect(")")?;
                Ok(Expr::new(
                    ExprKind::Paren(Box::new(e)),
                    self.span_from(t.start),
                ))
            }
            Tok::P("[") => {
                self.advance();
                let items = self.args_until("]")?;
                Ok(Expr::new(ExprKind::Array(items), self.span_from(t.start)))
            }
            Tok::P("{") => {
                self.advance();
                let mut items = Vec::new();
                while !self.is_p("}") {
                    let k = self.expr(3)?;
                    self.expect("=>")?;
                    let v = self.expr(0)?;
                    items.push((k, v));
                    if self.is_p(",") {
                        self.advance();
                    } else {
                        break;
                    }
                }
                self.expect("}")?;
                Ok(Expr::new(ExprKind::Hash(items), self.span_from(t.start)))
            }
            Tok::P("@") | Tok::P("@@") => {
                self.advance();
                let form = if t.tok == Tok::P("@") { 1 } else { 2 };
                let ty = match self.bump().tok {
                    Tok::Name(n) => Expr::new(ExprKind::Name(n), sp),
                    Tok::TypeName(_) if self.is_p("[") => {
                        self.pos -= 1;
                        self.postfix_type()?
                    }
                    Tok::TypeName(n) => Expr::new(ExprKind::TypeName(n), sp),
                    _ => {
                        self.pos -= 1;
                        return self.error();
                    }
                };
                if !self.is_p("{") {
                    return self.error();
                }
                if !matches!(ty.kind, ExprKind::Name(_)) && !self.brace_starts_resource() {
                    // `@Type { attr => v }`, `@Type[t] { ... }` (checker4_0's
                    // check_ResourceDefaultsExpression / check_ResourceOverrideExpression)
                    // (a syntax strata's parser cannot read on after: reported alone)
                    return Err(ParseError {
                        message: "Resource Defaults are not virtualizable".into(),
                        offset: t.start,
                    });
                }
                self.resource(form, ty, t.start)
            }
            Tok::TypeName(n) => {
                self.advance();
                let e = Expr::new(ExprKind::TypeName(n.clone()), sp);
                if self.is_p("{") && !self.no_brace && !self.brace_starts_resource() {
                    // defaults
                    self.advance();
                    let ops = self.attr_ops()?;
                    self.expect("}")?;
                    return Ok(Expr::new(
                        ExprKind::Defaults(Box::new(e), ops),
                        self.span_from(t.start),
                    ));
                }
                if self.is_p("{") && !self.no_brace {
                    return self.resource(0, e, t.start);
                }
                if self.is_p("<|") || self.is_p("<<|") {
                    let exported = self.bump().tok == Tok::P("<<|");
                    let close = if exported { "|>>" } else { "|>" };
                    let q = if self.is_p(close) {
                        None
                    } else {
                        Some(Box::new(self.query_or()?))
                    };
                    self.expect(close)?;
                    let mut ops = Vec::new();
                    if self.is_p("{") {
                        self.advance();
                        ops = self.attr_ops()?;
                        self.expect("}")?;
                    }
                    return Ok(Expr::new(
                        ExprKind::Collect(n.clone(), exported, q, ops),
                        self.span_from(t.start),
                    ));
                }
                if self.is_p("(") && self.call_paren() {
                    self.advance();
                    let args = self.args_until(")")?;
                    return Ok(Expr::new(
                        ExprKind::CallType(Box::new(e), args),
                        self.span_from(t.start),
                    ));
                }
                Ok(e)
            }
            Tok::Name(n) => self.name_primary(n.clone(), &t),
            _ => self.error(),
        }
    }

    fn name_primary(&mut self, n: Arc<str>, t: &Token) -> PResult<Expr> {
        let sp = Span::new(self.file, t.start, t.end);
        match &*n {
            "true" | "false" => {
                self.advance();
                Ok(Expr::new(ExprKind::Lit(Val::Bool(&*n == "true")), sp))
            }
            "undef" => {
                self.advance();
                Ok(Expr::new(ExprKind::Lit(Val::Undef), sp))
            }
            "default" => {
                self.advance();
                Ok(Expr::new(ExprKind::Lit(Val::Default), sp))
            }
            "if" | "unless" => {
                self.advance();
                let cond = self.head()?;
                let then = self.block()?;
                let mut els = None;
                if self.is_name("elsif") {
                    if &*n == "unless" {
                        return self.error();
                    }
                    let inner = self.name_primary("if".into(), &self.cur().clone())?;
                    els = Some(vec![inner]);
                } else if self.is_name("else") {
                    self.advance();
                    els = Some(self.block()?);
                }
                let kind = if &*n == "if" {
                    ExprKind::If(Box::new(cond), then, els)
                } else {
                    ExprKind::Unless(Box::new(cond), then, els)
                };
                Ok(Expr::new(kind, self.span_from(t.start)))
            }
            "elsif" => {
                // reached through `if` handling above with the name `if`
                self.advance();
                let cond = self.head()?;
                let then = self.block()?;
                let mut els = None;
                if self.is_name("elsif") {
                    els = Some(vec![self.name_primary("elsif".into(), &self.cur().clone())?]);
                } else if self.is_name("else") {
                    self.advance();
                    els = Some(self.block()?);
                }
                Ok(Expr::new(
                    ExprKind::If(Box::new(cond), then, els),
                    self.span_from(t.start),
                ))
            }
            "case" => {
                self.advance();
                let subject = self.head()?;
                self.expect("{")?;
                let mut opts = Vec::new();
                while !self.is_p("}") {
                    let mut vals = vec![self.expr(3)?];
                    while self.is_p(",") {
                        self.advance();
                        vals.push(self.expr(3)?);
                    }
                    self.expect(":")?;
                    let body = self.block()?;
                    opts.push((vals, body));
                }
                self.expect("}")?;
                Ok(Expr::new(
                    ExprKind::Case(Box::new(subject), opts),
                    self.span_from(t.start),
                ))
            }
            "class" if matches!(self.at(1).tok, Tok::P("{")) => {
                self.advance();
                self.resource(0, Expr::new(ExprKind::Name(n), sp), t.start)
            }
            "class" | "define" => self.class_or_define(&*n == "class"),
            "node" => self.node_def(),
            "function" => self.function_def(),
            "type" if matches!(self.at(1).tok, Tok::TypeName(_)) => self.type_alias(),
            _ => {
                self.advance();
                let next = self.cur().clone();
                if let Tok::P("(") = next.tok {
                    if !next.space_before || !is_keyword(&n) {
                        self.advance();
                        let args = self.args_until(")")?;
                        let lambda = self.opt_lambda()?;
                        return Ok(Expr::new(
                            ExprKind::Call(n, args, lambda),
                            self.span_from(t.start),
                        ));
                    }
                }
                if self.is_p("{") && !is_keyword(&n) && !self.no_brace {
                    if !self.brace_starts_resource() {
                        return self.resource_without_title(n, sp);
                    }
                    return self.resource(0, Expr::new(ExprKind::Name(n), sp), t.start);
                }
                if is_keyword(&n)
                    && !matches!(
                        &*n,
                        "attr"
                            | "private"
                            | "application"
                            | "consumes"
                            | "produces"
                            | "site"
                            | "type"
                    )
                {
                    self.pos -= 1;
                    return self.error();
                }
                Ok(Expr::new(ExprKind::Name(n), sp))
            }
        }
    }

    /// The offset (from the current token, a `[`) of its matching `]`.
    fn matching_bracket(&self) -> Option<usize> {
        let mut depth = 0usize;
        let mut i = 0usize;
        loop {
            match self.at(i).tok {
                Tok::P("[") => depth += 1,
                Tok::P("]") => {
                    depth -= 1;
                    if depth == 0 {
                        return Some(i);
                    }
                }
                Tok::Eof => return None,
                _ => {}
            }
            i += 1;
        }
    }

    /// After `Type`, does `{` open resource bodies (`title: ...`) rather than defaults?
    fn brace_starts_resource(&self) -> bool {
        let a = &self.at(1).tok;
        let b = &self.at(2).tok;
        if matches!(a, Tok::P("}")) {
            return false;
        }
        !(matches!(a, Tok::Name(_) | Tok::P("*")) && matches!(b, Tok::P("=>") | Tok::P("+>")))
    }

    /// `name { attr => value }`: Puppet reads a name followed by a hash (which its validator
    /// rejects as a resource without a title); with `+>` it is a syntax error.
    fn resource_without_title(&mut self, n: Arc<str>, sp: Span) -> PResult<Expr> {
        let lbrace = self.bump();
        let ops = self.attr_ops()?;
        if self.is_p(",") {
            self.advance();
        }
        self.expect("}")?;
        if ops.iter().any(|o| o.append) {
            return Err(ParseError {
                message: "Syntax error resource body without title or hash with +>".into(),
                offset: lbrace.start,
            });
        }
        let entries = ops
            .into_iter()
            .map(|o| {
                let key = if &*o.name == "*" {
                    Val::Undef
                } else {
                    Val::Str(o.name.clone())
                };
                (Expr::new(ExprKind::Lit(key), o.span), o.value)
            })
            .collect();
        let hash = Expr::new(ExprKind::Hash(entries), self.span_from(lbrace.start));
        let name = Expr::new(ExprKind::Name(n), sp);
        Ok(Expr::new(
            ExprKind::Block(vec![name, hash]),
            self.span_from(sp.start),
        ))
    }

    fn resource(&mut self, form: u8, ty: Expr, start: u32) -> PResult<Expr> {
        self.expect("{")?;
        let mut bodies = Vec::new();
        while !self.is_p("}") {
            // a title is egrammar's `expression`: no assignment, no relationship
            let title = self.expr(3)?;
            if !self.is_p(":") {
                return self.error();
            }
            self.advance();
            let ops = self.attr_ops()?;
            bodies.push(ResourceBody { title, ops });
            if self.is_p(";") {
                self.advance();
            } else {
                break;
            }
        }
        self.expect("}")?;
        let bodies = strata_core::segvec::exact(bodies);
        Ok(Expr::new(
            ExprKind::Resource(form, Box::new(ty), bodies),
            self.span_from(start),
        ))
    }

    fn attr_ops(&mut self) -> PResult<Vec<AttrOp>> {
        let mut ops = Vec::new();
        loop {
            let t = self.cur().clone();
            let name: Arc<str> = match &t.tok {
                Tok::Name(n) => n.clone(),
                Tok::P("*") => "*".into(),
                _ => break,
            };
            if !matches!(self.at(1).tok, Tok::P("=>") | Tok::P("+>")) {
                // egrammar's attribute_operation: where one may start (first, or after a
                // comma) a name is an attribute's, and the syntax error is at what follows
                if matches!(t.tok, Tok::Name(_)) {
                    self.advance();
                    return self.error();
                }
                break;
            }
            self.advance();
            let append = self.bump().tok == Tok::P("+>");
            // a value is egrammar's `expression`: no assignment, no relationship
            let value = self.expr(3)?;
            ops.push(AttrOp {
                name,
                append,
                value,
                span: self.span_from(t.start),
            });
            if self.is_p(",") {
                self.advance();
            } else {
                break;
            }
        }
        Ok(strata_core::segvec::exact(ops))
    }

    fn query_or(&mut self) -> PResult<Query> {
        let mut l = self.query_and()?;
        while self.is_name("or") {
            self.advance();
            let r = self.query_and()?;
            l = Query::Or(Box::new(l), Box::new(r));
        }
        Ok(l)
    }
    fn query_and(&mut self) -> PResult<Query> {
        let mut l = self.query_prim()?;
        while self.is_name("and") {
            self.advance();
            let r = self.query_prim()?;
            l = Query::And(Box::new(l), Box::new(r));
        }
        Ok(l)
    }
    fn query_prim(&mut self) -> PResult<Query> {
        self.enter()?;
        let r = self.query_prim_inner();
        self.depth -= 1;
        r
    }
    fn query_prim_inner(&mut self) -> PResult<Query> {
        if self.is_p("(") {
            self.advance();
            let q = self.query_or()?;
            self.expect(")")?;
            return Ok(q);
        }
        if self.is_p("!") {
            // checker4_0's query_Object: a NotExpression is no query
            return Err(ParseError {
                message: "Illegal query expression. A 'not' expression cannot be used in a query"
                    .into(),
                offset: self.cur().start,
            });
        }
        // a left side other than an attribute name (`$title == ...`, `'path' == ...`) is an
        // expression: egrammar's query is any expression, and the CollectorTransformer
        // evaluates a variable or literal there to the attribute's name
        let left = match self.cur().tok {
            Tok::Name(_) => None,
            _ => Some(self.expr(8)?),
        };
        let name = match left {
            Some(_) => Arc::from(""),
            None => match self.bump().tok {
                Tok::Name(n) => n,
                _ => {
                    self.pos -= 1;
                    return self.error();
                }
            },
        };
        let eq = match self.bump().tok {
            Tok::P("==") => true,
            Tok::P("!=") => false,
            Tok::P(op @ ("=~" | "!~" | "<" | "<=" | ">" | ">=")) => {
                // checker4_0's query_ComparisonExpression / query_Object
                return Err(ParseError {
                    message: format!(
                        "Illegal query expression. A '{op}' expression cannot be used in a query"
                    ),
                    offset: self.toks[self.pos - 1].start,
                });
            }
            _ => {
                self.pos -= 1;
                return self.error();
            }
        };
        let v = self.expr(8)?;
        Ok(match left {
            Some(l) => Query::CmpExpr(l, eq, v),
            None => Query::Cmp(name, eq, v),
        })
    }

    fn params(&mut self) -> PResult<Vec<Param>> {
        let mut params = Vec::new();
        if self.is_p("(") {
            self.advance();
            while !self.is_p(")") {
                params.push(self.param()?);
                if self.is_p(",") {
                    self.advance();
                } else {
                    break;
                }
            }
            self.expect(")")?;
        }
        Ok(params)
    }

    fn class_or_define(&mut self, class: bool) -> PResult<Expr> {
        let start = self.cur().start;
        self.advance();
        let label = if class {
            "a Host Class Definition"
        } else {
            "a 'define' expression"
        };
        self.check_def_name(start, label)?;
        let name = self.def_name()?;
        // Puppet's parser joins an enclosing class's name and this one (`a::::b` for `::b`);
        // a leading `::` is left for the checker's ILLEGAL_DEFINITION_NAME
        let name: Arc<str> = match self.ns.last() {
            Some(ns) => format!("{ns}::{name}").into(),
            None => name,
        };
        let params = self.params()?;
        let mut parent = None;
        if class && self.is_name("inherits") {
            self.advance();
            parent = Some(self.def_name()?.trim_start_matches("::").into());
        }
        self.ns.push(name.to_string());
        let body = self.block();
        self.ns.pop();
        let body = Arc::new(body?);
        let span = self.span_from(start);
        let def = if class {
            Definition::Class {
                name,
                params,
                parent,
                body,
                span,
            }
        } else {
            Definition::Define {
                name,
                params,
                body,
                span,
            }
        };
        let def = Arc::new(def);
        self.defs.push(def.clone());
        Ok(Expr::new(ExprKind::Definition(def), span))
    }

    /// The text of token `i` as written.
    fn token_text(&self, i: usize) -> &'s str {
        let t = &self.toks[i];
        self.src
            .get(t.start as usize..t.end as usize)
            .unwrap_or_default()
    }

    fn node_def(&mut self) -> PResult<Expr> {
        let start = self.cur().start;
        self.advance();
        let mut matches = Vec::new();
        loop {
            let t = self.bump();
            match t.tok {
                Tok::Str(s) => {
                    check_hostname(&s, t.start)?;
                    matches.push(NodeMatch::Name(s.to_lowercase()))
                }
                Tok::DqStr(parts) => {
                    // checker4_0's hostname_ConcatenatedString
                    for p in parts.iter() {
                        let at = match p {
                            StrPart::Lit(_) => continue,
                            StrPart::Var(_, off) => *off,
                            StrPart::Expr(toks) => toks.first().map_or(t.start, |x| x.start),
                        };
                        return Err(ParseError {
                            message:
                                "An interpolated expression is not allowed in a hostname of a node"
                                    .into(),
                            offset: at,
                        });
                    }
                    let s: String = parts
                        .iter()
                        .map(|p| match p {
                            StrPart::Lit(l) => l.as_str(),
                            _ => "",
                        })
                        .collect();
                    check_hostname(&s, t.start)?;
                    matches.push(NodeMatch::Name(s.to_lowercase()))
                }
                Tok::Name(n) if &*n == "default" => matches.push(NodeMatch::Default),
                // Puppet's `dotted_name`: names and numbers (as written: `1.2.3.4` lexes as
                // the numbers `1.2` and `3.4`) joined by dots.
                Tok::Name(_) | Tok::Int(_) | Tok::Float(_) => {
                    let mut s = self.token_text(self.pos - 1).to_string();
                    while self.is_p(".") {
                        self.advance();
                        match self.bump().tok {
                            Tok::Name(_) | Tok::Int(_) | Tok::Float(_) => {
                                s = format!("{s}.{}", self.token_text(self.pos - 1))
                            }
                            _ => {
                                self.pos -= 1;
                                return self.error();
                            }
                        }
                    }
                    matches.push(NodeMatch::Name(s.to_lowercase()))
                }
                Tok::Regex(r) => {
                    if let Err(message) = crate::regex::compile(&r) {
                        return Err(ParseError {
                            message,
                            offset: self.toks[self.pos - 1].start,
                        });
                    }
                    matches.push(NodeMatch::Regex(r.to_string()))
                }
                _ => {
                    self.pos -= 1;
                    return self.error();
                }
            }
            if self.is_p(",") {
                self.advance();
                // the grammar's `hostnames endcomma`: a comma may end the list
                if self.is_p("{") || self.is_name("inherits") {
                    break;
                }
            } else {
                break;
            }
        }
        if self.is_name("inherits") {
            // located at the parent's name (checker4_0's check_NodeDefinition)
            self.rule_errors.push(ParseError {
                message: "Node inheritance is not supported in Puppet >= 4.0.0. See http://links.puppet.com/puppet-node-inheritance-deprecation".into(),
                offset: self.at(1).start,
            });
            self.advance();
            self.advance();
        }
        let body = Arc::new(self.block()?);
        let span = self.span_from(start);
        let def = Arc::new(Definition::Node {
            matches,
            body,
            span,
        });
        self.defs.push(def.clone());
        Ok(Expr::new(ExprKind::Definition(def), span))
    }

    fn function_def(&mut self) -> PResult<Expr> {
        let start = self.cur().start;
        self.advance();
        self.check_def_name(start, "a Function Definition")?;
        let name: Arc<str> = self.def_name()?;
        let params = self.params()?;
        let mut ret = None;
        if self.is_p(">>") {
            self.advance();
            ret = Some(self.postfix_type()?);
        }
        let body = Arc::new(self.block()?);
        let span = self.span_from(start);
        let def = Arc::new(Definition::Function {
            name,
            params,
            ret,
            body,
            span,
        });
        self.defs.push(def.clone());
        Ok(Expr::new(ExprKind::Definition(def), span))
    }

    fn type_alias(&mut self) -> PResult<Expr> {
        let start = self.cur().start;
        self.advance();
        if matches!(self.at(1).tok, Tok::P("[")) {
            // `type Runtime[...] = X`: Puppet's grammar makes a type mapping of any left
            // side that is not a plain name
            let lhs = self.expr(3)?;
            self.expect("=")?;
            let rhs = self.expr(3)?;
            let span = self.span_from(start);
            let def = Arc::new(Definition::TypeMapping { lhs, rhs, span });
            return Ok(Expr::new(ExprKind::Definition(def), span));
        }
        let name_tok = self.bump();
        let name = match name_tok.tok {
            Tok::TypeName(n) => n,
            _ => {
                self.pos -= 1;
                return self.error();
            }
        };
        // the lexer drops a leading `::` of a type name; as an alias's name Puppet's
        // CLASSREF_EXT_DECL refuses it (ILLEGAL_DEFINITION_NAME)
        if self.src[name_tok.start as usize..].starts_with("::") {
            return Err(ParseError {
                message: format!(
                    "Unacceptable name. The name '::{name}' is unacceptable as the name of a Type Alias"
                ),
                offset: start,
            });
        }
        if self.is_p("{") || self.is_name("inherits") {
            // `type Name [inherits Parent] { attributes }`
            if self.is_name("inherits") {
                self.advance();
                if !matches!(self.tok(), Tok::TypeName(_)) {
                    return self.error();
                }
                self.advance();
            }
            if !self.is_p("{") {
                return self.error();
            }
            self.primary()?;
            let span = self.span_from(start);
            let def = Arc::new(Definition::TypeDefinition { name, span });
            return Ok(Expr::new(ExprKind::Definition(def), span));
        }
        self.expect("=")?;
        // Factory#build_TypeAlias: `type A = { ... }` is `Object[{ ... }]`, `type A = P { ... }`
        // is `Object[{ ..., parent => P }]` (`Object`/`TypeSet` before the hash: `P[{ ... }]`)
        let braced_parent = match (self.tok(), &self.at(1).tok) {
            (Tok::P("{"), _) => Some(None),
            (Tok::TypeName(n), Tok::P("{")) => Some(Some(n.clone())),
            _ => None,
        };
        if let Some(parent) = braced_parent {
            let at = self.cur().start;
            if parent.is_some() {
                self.advance();
            }
            let mut hash = self.primary()?;
            let span = self.span_from(at);
            let mut base: Arc<str> = "Object".into();
            match parent {
                Some(p) if &*p == "Object" || &*p == "TypeSet" => base = p,
                Some(p) => {
                    if let ExprKind::Hash(items) = &mut hash.kind {
                        items.push((
                            Expr::new(ExprKind::Name("parent".into()), span),
                            Expr::new(ExprKind::TypeName(p), span),
                        ));
                    }
                }
                None => {}
            }
            let base = Expr::new(ExprKind::TypeName(base), span);
            let ty = Expr::new(ExprKind::Access(Box::new(base), vec![hash]), span);
            let span = self.span_from(start);
            let def = Arc::new(Definition::TypeAlias { name, ty, span });
            self.defs.push(def.clone());
            return Ok(Expr::new(ExprKind::Definition(def), span));
        }
        // Puppet's grammar takes only a type (a name, maybe with parameters) here
        if !matches!(self.tok(), Tok::TypeName(_)) {
            return self.error();
        }
        let ty = self.expr(3)?;
        let span = self.span_from(start);
        let def = Arc::new(Definition::TypeAlias { name, ty, span });
        self.defs.push(def.clone());
        Ok(Expr::new(ExprKind::Definition(def), span))
    }

    fn string_segments(&mut self, parts: &[StrPart], at: u32) -> PResult<Vec<StrSeg>> {
        // one segment a part: no spare room in the tree
        let mut segs = Vec::with_capacity(parts.len());
        for p in parts {
            match p {
                StrPart::Lit(s) => segs.push(StrSeg::Lit(s.as_str().into())),
                StrPart::Var(v, off) => segs.push(StrSeg::Expr(Expr::new(
                    ExprKind::Var(v.as_str().into()),
                    Span::new(self.file, *off, *off + v.len() as u32 + 1),
                ))),
                StrPart::Expr(toks) => {
                    let mut toks = toks.clone();
                    if toks.is_empty() {
                        segs.push(StrSeg::Lit("".into()));
                        continue;
                    }
                    // Puppet's InterpolationSupport#transform_to_variable: a single
                    // name, keyword or number, or one followed by `.` or `[`, is a variable
                    // (`${x}`, `${type}`, `${x[0]}`, `${x.m}`); other expressions are as
                    // written.
                    let subject = toks.len() == 1
                        || matches!(
                            toks.get(1).map(|t| &t.tok),
                            Some(Tok::P(".")) | Some(Tok::P("["))
                        );
                    if subject {
                        // the NUMBER token's text is the variable's name (`${1.0}` names the
                        // variable `1.0`, which the checker refuses as a numeric name)
                        let written = self
                            .src
                            .get(toks[0].start as usize..toks[0].end as usize)
                            .filter(|t| t.starts_with(|c: char| c.is_ascii_digit()))
                            .filter(|t| {
                                t.chars()
                                    .all(|c| c.is_ascii_alphanumeric() || c == '.' || c == '-')
                            });
                        if let (Tok::Int(_) | Tok::Float(_), Some(text)) = (&toks[0].tok, written) {
                            toks[0].tok = Tok::Var(text.into());
                        } else if let Tok::Int(i) = &toks[0].tok {
                            toks[0].tok = Tok::Var(i.to_string().into());
                        } else if let Tok::Name(n) = &toks[0].tok {
                            toks[0].tok = Tok::Var(n.clone());
                        }
                    }
                    let end = toks.last().map(|t| t.end).unwrap_or(at);
                    toks.push(Token {
                        tok: Tok::Eof,
                        start: end,
                        end,
                        space_before: true,
                    });
                    let mut sub = Parser {
                        src: self.src,
                        toks,
                        pos: 0,
                        file: self.file,
                        defs: Vec::new(),
                        ns: self.ns.clone(),
                        depth: self.depth,
                        no_brace: false,
                        rule_errors: Vec::new(),
                        no_hash_key: HashSet::new(),
                    };
                    let body = sub.statements(None)?;
                    self.rule_errors.append(&mut sub.rule_errors);
                    let span = body
                        .first()
                        .map(|e| e.span)
                        .unwrap_or(Span::new(self.file, at, at));
                    segs.push(StrSeg::Expr(Expr::new(ExprKind::Block(body), span)));
                }
            }
        }
        Ok(segs)
    }
}

/// checker4_0's `hostname_String`: only letters, digits, `_`, `-` and `.`.
fn check_hostname(name: &str, offset: u32) -> PResult<()> {
    if name
        .bytes()
        .all(|b| b.is_ascii_alphanumeric() || matches!(b, b'_' | b'-' | b'.'))
    {
        return Ok(());
    }
    Err(ParseError {
        message: format!(
            "The hostname '{name}' contains illegal characters (only letters, digits, '_', '-', and '.' are allowed)"
        ),
        offset,
    })
}

/// A required parameter may not follow an optional one.
fn check_param_order(params: &[Param]) -> PResult<()> {
    let mut optional = false;
    for p in params {
        let rest_min = p.captures_rest
            && matches!(&p.ty, Some(Expr { kind: ExprKind::Access(b, args), .. })
                if matches!(&b.kind, ExprKind::TypeName(n) if &**n == "Array")
                    && matches!(args.get(1), Some(Expr { kind: ExprKind::Lit(Val::Int(n)), .. }) if *n >= 1));
        if p.default.is_some() {
            optional = true;
        } else if optional && (!p.captures_rest || rest_min) {
            return Err(ParseError {
                message: format!(
                    "Parameter ${} is required but appears after optional parameters",
                    p.name
                ),
                offset: p.span.start,
            });
        }
    }
    Ok(())
}

fn starts_arg(t: &Tok) -> bool {
    match t {
        Tok::Name(n) => !matches!(&**n, "and" | "or" | "in" | "else" | "elsif" | "inherits"),
        Tok::TypeName(_)
        | Tok::Var(_)
        | Tok::Int(_)
        | Tok::Float(_)
        | Tok::Str(_)
        | Tok::DqStr(_)
        | Tok::Regex(_) => true,
        Tok::P(p) => matches!(*p, "[" | "(" | "{" | "-" | "!" | "@" | "*"),
        Tok::Eof => false,
    }
}

fn tok_text(t: &Tok) -> String {
    match t {
        Tok::Name(n) | Tok::TypeName(n) => n.to_string(),
        // the lexer's VARIABLE token holds the name without its `$`
        Tok::Var(v) => v.to_string(),
        Tok::Int(i) => i.to_string(),
        Tok::Float(f) => f.to_string(),
        Tok::Str(s) => s.to_string(),
        Tok::DqStr(_) => "\"".into(),
        Tok::Regex(r) => format!("/{r}/"),
        Tok::P(p) => p.to_string(),
        Tok::Eof => String::new(),
    }
}
