//! Recursive-descent parser for Nickel's syntax chapter.
//!
//! Precedence, loosest first: `fun`/`let`/`if`/`match`-headed terms extend as far right as
//! possible; annotations `| C`, `: T` apply to a whole infix expression; then `||`, `&&`,
//! `==`/`!=`, comparisons, `&` and `|>`, `!`, `+`/`-`, `*`/`/`/`%`, `++`/`@`, unary minus,
//! application, field access. Types (`Number`, `Array T`, `{_ : T}`, `T -> U`, `forall`)
//! appear in term position and evaluate to contracts. Nesting depth is bounded by
//! [`MAX_DEPTH`]; the parser grows its stack on demand, so deep literals do not overflow.
//!
//! Over 1,500 lines on purpose: one recursive-descent parser whose precedence levels, terms and
//! record literals call each other (patterns and the record builder are apart).

use crate::ast::*;
use crate::lexer::{LexError, Lexer, Tok, Token};
use crate::number::Num;
use crate::value::{Thunk, Value};
use smol_str::SmolStr;
use std::rc::Rc;
use strata_core::source::{FileId, Span};

use crate::doctest::{code_blocks, expected, Expected, Registry, Test};
use crate::fv::pattern_vars;
use std::cell::RefCell;
use strata_core::source::SourceMap;

mod patterns;
mod records;
use records::{AnnotCache, RecordBuilder};

/// Deepest nesting the parser accepts.
pub const MAX_DEPTH: usize = 200_000;

/// A parse error: Nickel's message and the span.
#[derive(Debug, Clone)]
pub struct ParseError {
    /// Message (`unexpected token`, ...).
    pub msg: String,
    /// Where.
    pub span: Span,
    /// Extra note.
    pub note: Option<String>,
    /// Texts of labels: at `span`, the primary label's; elsewhere, secondary labels.
    pub labels: Vec<(Span, String)>,
}

/// The parser reads tokens from the lexer as it goes, with one token of lookahead (no token
/// vector: a 100,000-field record would need tens of megabytes of them).
/// Where an annotation is written (what metadata nickel's grammar allows there).
#[derive(Clone, Copy, PartialEq)]
enum AnnotAt {
    Term,
    Let,
    Field,
}

struct Parser<'a> {
    lexer: Lexer<'a>,
    /// The current token.
    cur: Token<'a>,
    /// The token after it.
    next: Token<'a>,
    /// End of the last token consumed.
    prev_end: u32,
    /// The first lexing error; the parser sees `Eof` from there on.
    lex_err: Option<LexError>,
    file: FileId,
    depth: usize,
    /// Shared annotations.
    annots: AnnotCache,
    /// The imports met so far, in the order of the text.
    imports: Vec<ImportRef>,
    /// Errors the parser recovered from (see [`Parser::recover_field`]), in order.
    recovered: Vec<ParseError>,
    /// The boxes of record literals' states, kept for the next literal (see [`Parser::record`]).
    // boxed on purpose: a literal's state is a box so that `record`'s frame stays small, and
    // the boxes themselves are what is reused
    #[allow(clippy::vec_box)]
    record_states: Vec<Box<RecordState>>,
    /// `nickel test`: makes the test fields of documented fields (see [`crate::doctest`]).
    doctests: Option<Inserter>,
    /// See [`Program::deferred`].
    deferred: Option<ParseError>,
}

/// The format of a package import (`import pkg`) in [`ExprKind::Import`] and [`ImportRef`]: not
/// a tag the syntax accepts after `as`.
pub const PACKAGE_FORMAT: &str = "package";

/// An `import` of the program: the path (or package name), the format tag written after `as`
/// (or [`PACKAGE_FORMAT`]), and where.
#[derive(Clone, Debug)]
pub struct ImportRef {
    /// The path as written.
    pub path: String,
    /// `Nickel`, `Json`, `Yaml`, `Toml`, `Text`, [`PACKAGE_FORMAT`], or none (by extension).
    pub format: Option<SmolStr>,
    /// The `import` expression.
    pub span: Span,
}

type PResult<T> = Result<T, ParseError>;

/// A parsed program and what the checks before evaluation need to know about its text.
#[derive(Debug)]
pub struct Program {
    /// The syntax tree.
    pub expr: P,
    /// The text has a `:` (so it may have type annotations or record types to check).
    pub typed: bool,
    /// The text has `forall` (type variables whose scope differs from term variables').
    pub forall: bool,
    /// Its imports, in the order of the text (nickel resolves them all before evaluating).
    pub imports: Vec<ImportRef>,
    /// An error nickel finds in a program that parses, when it typechecks it: the first
    /// or-pattern whose alternatives bind different variables.
    pub deferred: Option<ParseError>,
}

/// Parses a whole Nickel program.
pub fn parse(src: &str, file: FileId) -> PResult<P> {
    parse_program(src, file).map(|p| p.expr)
}

/// Parses the text of a type or contract annotation (what follows `:` or `|`), for printing
/// field metadata. `None` when the text is not one annotation.
pub fn parse_annotation(src: &str, file: FileId) -> Option<P> {
    let mut p = Parser::new(src, file);
    let e = p.annot_type().ok()?;
    (matches!(p.peek(), Tok::Eof) && p.lex_err.is_none()).then_some(e)
}

/// Parses a whole Nickel program and reports what [`Program`] records about its text.
pub fn parse_program(src: &str, file: FileId) -> PResult<Program> {
    parse_program_all(src, file).map_err(|mut es| es.remove(0))
}

/// [`parse_program`] with every error of a text the parser recovers from (a field name that
/// cannot be one, where the parser skips to the next `,` or `}`), in order: never an empty vector.
pub fn parse_program_all(src: &str, file: FileId) -> Result<Program, Vec<ParseError>> {
    parse_with(Parser::new(src, file), file)
}

/// [`parse_program_all`] for `nickel test`: every record literal gets the tests of its
/// documented fields as fields of its own (see [`crate::doctest`]).
pub fn parse_program_doctests(
    src: &str,
    file: FileId,
    tests: Inserter,
) -> Result<Program, Vec<ParseError>> {
    let mut p = Parser::new(src, file);
    p.doctests = Some(tests);
    parse_with(p, file)
}

fn parse_with(mut p: Parser<'_>, file: FileId) -> Result<Program, Vec<ParseError>> {
    let r = p.term().and_then(|e| {
        if matches!(p.peek(), Tok::Eof) {
            Ok(e)
        } else {
            Err(p.unexpected())
        }
    });
    // A lexing error anywhere in the text is the error reported, as if the whole text had been
    // lexed first: after a parse error, lex the rest to find one.
    if (r.is_err() || !p.recovered.is_empty()) && p.lex_err.is_none() {
        loop {
            match p.lexer.next_token() {
                Ok(t) if t.tok == Tok::Eof => break,
                Ok(_) => {}
                Err(e) => {
                    p.lex_err = Some(e);
                    break;
                }
            }
        }
    }
    if let Some(e) = p.lex_err {
        return Err(vec![ParseError {
            labels: Vec::new(),
            msg: e.msg,
            span: Span::new(file, e.start, e.end),
            note: None,
        }]);
    }
    let mut errors = std::mem::take(&mut p.recovered);
    let e = match r {
        Ok(e) if errors.is_empty() => e,
        Ok(_) => return Err(errors),
        Err(e) => {
            errors.push(e);
            return Err(errors);
        }
    };
    let info = p.lexer.info;
    Ok(Program {
        expr: e,
        typed: info.colon,
        forall: info.forall,
        imports: p.imports,
        deferred: p.deferred,
    })
}

/// Parses a REPL input, as nickel's REPL grammar does: an expression, or a top-level binding
/// `let x = value` (`let x : T | C = value`: one name, no `rec`, no `in`), returned as the
/// name with its value (annotations attached) in place of the program's expression.
pub fn parse_repl(src: &str, file: FileId) -> PResult<(Option<Ident>, Program)> {
    let mut p = Parser::new(src, file);
    let toplevel = p.is_kw("let")
        && matches!(p.peek_next(), Tok::Ident(s) if !is_kw(s))
        && p.lex_err.is_none();
    if toplevel {
        p.bump();
        let name = match p.bump() {
            Tok::Ident(s) => Ident::from(s),
            _ => unreachable!("checked above"),
        };
        let binding = p.annotations_at(AnnotAt::Let).and_then(|annot| {
            p.expect("=")?;
            let value = p.term()?;
            Ok(if annot.is_empty() {
                value
            } else {
                let sp = value.span;
                Expr::new(ExprKind::Annot(value, Rc::new(annot)), sp)
            })
        });
        if let Ok(value) = binding {
            if matches!(p.peek(), Tok::Eof) && p.lex_err.is_none() {
                let info = p.lexer.info;
                return Ok((
                    Some(name),
                    Program {
                        expr: value,
                        typed: info.colon,
                        forall: info.forall,
                        imports: p.imports,
                        deferred: p.deferred,
                    },
                ));
            }
        }
        // anything else (`let x = 1 in x`, `let x = 1, y = 2 in ...`, an error) is an
        // expression
    }
    parse_program(src, file).map(|prog| (None, prog))
}

/// The primitive operators (`%name%`) of nickel 1.18's lexer, each with the number of
/// arguments nickel's grammar gives it (its `UOp`, `BOpPre` and `NOpPre`): `None` for
/// `enum/embed` (a name, then its argument) and the ones the grammar does not accept.
const NICKEL_PRIMOPS: &[(&str, Option<usize>)] = &[
    ("typeof", Some(1)),
    ("cast", Some(1)),
    ("contract/apply", Some(2)),
    ("contract/check", Some(2)),
    ("contract/array_lazy_apply", Some(2)),
    ("contract/record_lazy_apply", Some(2)),
    ("contract/custom", Some(1)),
    ("blame", Some(1)),
    ("label/flip_polarity", Some(1)),
    ("label/polarity", Some(1)),
    ("label/go_dom", Some(1)),
    ("label/go_codom", Some(1)),
    ("label/go_field", Some(2)),
    ("label/go_array", Some(1)),
    ("label/go_dict", Some(1)),
    ("label/insert_type_variable", Some(3)),
    ("label/lookup_type_variable", Some(2)),
    ("seal", Some(2)),
    ("unseal", Some(2)),
    ("enum/embed", None),
    ("record/map", Some(1)),
    ("record/insert", Some(2)),
    ("record/insert_with_opts", Some(2)),
    ("record/remove", Some(2)),
    ("record/remove_with_opts", Some(2)),
    ("record/empty_with_tail", Some(1)),
    ("record/seal_tail", Some(4)),
    ("record/unseal_tail", Some(3)),
    ("seq", Some(1)),
    ("deep_seq", Some(1)),
    ("force", Some(1)),
    ("array/length", Some(1)),
    ("record/fields", Some(1)),
    ("record/fields_with_opts", Some(1)),
    ("record/values", Some(1)),
    ("number/arccos", Some(1)),
    ("number/arcsin", Some(1)),
    ("number/arctan", Some(1)),
    ("number/arctan2", Some(2)),
    ("number/cos", Some(1)),
    ("number/sin", Some(1)),
    ("number/tan", Some(1)),
    ("number/log", Some(2)),
    ("pow", Some(2)),
    ("trace", Some(1)),
    ("record/has_field", Some(2)),
    ("record/has_field_with_opts", Some(2)),
    ("array/map", Some(1)),
    ("array/at", Some(2)),
    ("array/generate", Some(1)),
    ("rec_force", None),
    ("rec_default", None),
    ("record/field_is_defined", Some(2)),
    ("record/field_is_defined_with_opts", Some(2)),
    ("record/split_pair", Some(2)),
    ("record/disjoint_merge", Some(2)),
    ("record/merge_contract", Some(3)),
    ("record/freeze", Some(1)),
    ("hash", Some(2)),
    ("serialize", Some(2)),
    ("deserialize", Some(2)),
    ("string/split", Some(2)),
    ("string/trim", Some(1)),
    ("string/chars", Some(1)),
    ("string/uppercase", Some(1)),
    ("string/lowercase", Some(1)),
    ("string/contains", Some(2)),
    ("string/compare", Some(2)),
    ("string/replace", Some(3)),
    ("string/replace_regex", Some(3)),
    ("string/is_match", Some(1)),
    ("string/find", Some(1)),
    ("string/find_all", Some(1)),
    ("string/length", Some(1)),
    ("string/substr", Some(3)),
    ("string/base64_encode", Some(2)),
    ("string/base64_decode", Some(2)),
    ("to_string", Some(1)),
    ("number/from_string", Some(1)),
    ("enum/from_string", Some(1)),
    ("enum/get_arg", Some(1)),
    ("enum/make_variant", Some(1)),
    ("enum/is_variant", Some(1)),
    ("enum/get_tag", Some(1)),
    ("label/with_message", Some(2)),
    ("label/with_notes", Some(2)),
    ("label/append_note", Some(2)),
    ("label/push_diag", Some(1)),
    ("array/slice", Some(3)),
    ("eval_nix", None),
];

/// The number of arguments nickel's parser gives the primitive operator `%name%`, when it
/// takes a fixed number of them (its later arguments are an application of its result).
pub fn prim_arity(name: &str) -> Option<usize> {
    NICKEL_PRIMOPS
        .iter()
        .find(|(n, _)| *n == name)
        .and_then(|(_, arity)| *arity)
}

/// Keywords that cannot name a field without quotes.
fn reserved_field(s: &str) -> bool {
    matches!(
        s,
        "let" | "in" | "fun" | "if" | "then" | "else" | "rec" | "import" | "forall" | "match"
    )
}

fn is_kw(s: &str) -> bool {
    matches!(
        s,
        "let"
            | "in"
            | "fun"
            | "if"
            | "then"
            | "else"
            | "match"
            | "import"
            | "null"
            | "true"
            | "false"
            | "rec"
            | "forall"
            | "default"
            | "force"
            | "priority"
            | "optional"
            | "not_exported"
            | "doc"
            | "include"
    )
}

impl<'a> Parser<'a> {
    /// A parser at the start of `src`.
    fn new(src: &'a str, file: FileId) -> Parser<'a> {
        let mut p = Parser {
            lexer: Lexer::new(src),
            cur: Token {
                tok: Tok::Eof,
                start: 0,
                end: 0,
            },
            next: Token {
                tok: Tok::Eof,
                start: 0,
                end: 0,
            },
            prev_end: 0,
            lex_err: None,
            file,
            depth: 0,
            annots: AnnotCache::default(),
            imports: Vec::new(),
            recovered: Vec::new(),
            record_states: Vec::new(),
            doctests: None,
            deferred: None,
        };
        p.cur = p.lex_next();
        p.next = p.lex_next();
        p
    }

    /// The next token from the lexer (`Eof` once it failed).
    fn lex_next(&mut self) -> Token<'a> {
        if let Some(e) = &self.lex_err {
            return Token {
                tok: Tok::Eof,
                start: e.start,
                end: e.start,
            };
        }
        match self.lexer.next_token() {
            Ok(t) => t,
            Err(e) => {
                let t = Token {
                    tok: Tok::Eof,
                    start: e.start,
                    end: e.start,
                };
                self.lex_err = Some(e);
                t
            }
        }
    }
    fn peek(&self) -> &Tok<'a> {
        &self.cur.tok
    }
    /// The token after the current one.
    fn peek_next(&self) -> &Tok<'a> {
        if matches!(self.cur.tok, Tok::Eof) {
            &self.cur.tok
        } else {
            &self.next.tok
        }
    }
    fn span_here(&self) -> Span {
        Span::new(self.file, self.cur.start, self.cur.end)
    }
    fn prev_end(&self) -> u32 {
        self.prev_end
    }
    fn span_from(&self, start: u32) -> Span {
        Span::new(self.file, start, self.prev_end().max(start))
    }
    fn start(&self) -> u32 {
        self.cur.start
    }
    fn bump(&mut self) -> Tok<'a> {
        if matches!(self.cur.tok, Tok::Eof) {
            return Tok::Eof;
        }
        let after = self.lex_next();
        let next = std::mem::replace(&mut self.next, after);
        let t = std::mem::replace(&mut self.cur, next);
        self.prev_end = t.end;
        t.tok
    }
    fn is_punct(&self, p: &str) -> bool {
        matches!(self.peek(), Tok::Punct(q) if *q == p)
    }
    /// A primitive operator nickel's lexer knows; any other `%name%` is not a token of the
    /// language (nickel: `unexpected token`).
    fn known_prim(&self, name: &str) -> PResult<()> {
        if NICKEL_PRIMOPS.iter().any(|(n, _)| *n == name) {
            return Ok(());
        }
        Err(ParseError {
            labels: Vec::new(),
            msg: "unexpected token".into(),
            span: self.span_here(),
            note: None,
        })
    }

    fn is_kw(&self, k: &str) -> bool {
        matches!(self.peek(), Tok::Ident(s) if *s == k)
    }
    fn eat(&mut self, p: &str) -> bool {
        if self.is_punct(p) {
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
    fn unexpected(&self) -> ParseError {
        let msg = if matches!(self.peek(), Tok::Eof) {
            "unexpected end of file"
        } else {
            "unexpected token"
        };
        ParseError {
            labels: Vec::new(),
            msg: msg.into(),
            span: self.span_here(),
            note: None,
        }
    }
    fn expect(&mut self, p: &str) -> PResult<()> {
        if self.eat(p) {
            Ok(())
        } else {
            Err(self.unexpected())
        }
    }
    fn expect_kw(&mut self, k: &str) -> PResult<()> {
        if self.eat_kw(k) {
            Ok(())
        } else {
            Err(self.unexpected())
        }
    }
    fn ident(&mut self) -> PResult<Ident> {
        match self.peek().clone() {
            Tok::Ident(s) if !is_kw(s) => {
                self.bump();
                Ok(Ident::new(s))
            }
            _ => Err(self.unexpected()),
        }
    }

    fn enter(&mut self) -> PResult<()> {
        self.depth += 1;
        if self.depth > MAX_DEPTH {
            return Err(ParseError {
                labels: Vec::new(),
                msg: format!("nesting too deep (more than {MAX_DEPTH} levels)"),
                span: self.span_here(),
                note: Some("simplify the program: strata's parser bounds nesting depth".into()),
            });
        }
        Ok(())
    }

    /// A full term.
    /// Is the current token a number or a name that a following `,`, `}`, `]`, `=` or `|`
    /// cannot extend (no operator, application or field access)?
    fn simple_primary(&self) -> bool {
        match self.peek() {
            Tok::Num(_) => true,
            Tok::Ident(s) => {
                (!is_kw(s) || matches!(*s, "null" | "true" | "false")) && *s != "Array"
            }
            _ => false,
        }
    }

    fn term(&mut self) -> PResult<P> {
        // the common case of a record field or array element: a number or a name right before
        // `,`, `}` or `]`, which nothing can extend (no operator, application, field access or
        // annotation)
        if self.simple_primary() && matches!(self.peek_next(), Tok::Punct("," | "}" | "]")) {
            return self.primary();
        }
        self.enter()?;
        let r = stacker::maybe_grow(crate::eval::RED_ZONE, crate::eval::STACK_SEGMENT, || {
            self.term_inner()
        });
        self.depth -= 1;
        r
    }

    fn term_inner(&mut self) -> PResult<P> {
        // the keyword forms are parsed apart, so that the frame of this function, on the
        // stack once per level of nesting, stays small
        if self.is_kw("let") {
            return self.term_let();
        }
        if self.is_kw("fun") {
            return self.term_fun();
        }
        if self.is_kw("if") {
            return self.term_if();
        }
        if self.is_kw("forall") {
            return self.term_forall_kw();
        }
        let start = self.start();
        let imports_before = self.imports.len();
        let e = self.infix(0)?;
        let imports_of_e = self.imports.len();
        // arrow types
        if self.is_punct("->") {
            self.bump();
            let rhs = self.term()?;
            return Ok(typeify(&Expr::new(
                ExprKind::Type(TypeKind::Arrow(e, rhs)),
                self.span_from(start),
            )));
        }
        let annot = self.annotations_at(AnnotAt::Term)?;
        if annot.is_empty() {
            return Ok(e);
        }
        // nickel meets the imports of `e | C` as its typechecker walks the program (it loads
        // and numbers the files then): the annotation's before the term's
        self.imports[imports_before..].rotate_left(imports_of_e - imports_before);
        Ok(Expr::new(
            ExprKind::Annot(e, Rc::new(annot)),
            self.span_from(start),
        ))
    }

    /// `let [rec] bindings in body`.
    #[inline(never)]
    fn term_let(&mut self) -> PResult<P> {
        let start = self.start();
        self.bump();
        let rec = self.eat_kw("rec");
        let mut bindings = Vec::new();
        loop {
            // nickel 1.18 has no `let f x = body` sugar: a binding is a pattern, its
            // annotations and `=`
            let pat = self.pattern()?;
            let annot = self.annotations_at(AnnotAt::Let)?;
            self.expect("=")?;
            let mut value = self.term()?;
            if !annot.is_empty() {
                let sp = value.span;
                value = Expr::new(ExprKind::Annot(value, Rc::new(annot)), sp);
            }
            bindings.push((pat, value));
            if !self.eat(",") {
                break;
            }
            if self.is_kw("in") {
                break;
            }
        }
        self.expect_kw("in")?;
        if bindings.len() > 1 {
            // a name bound by two bindings of one block
            let mut seen = Vec::new();
            for (pat, _) in &bindings {
                let mut vars = Vec::new();
                pattern_vars(pat, &mut vars);
                for (v, vspan) in vars {
                    if seen.contains(&v) {
                        return Err(ParseError {
                            labels: Vec::new(),
                            msg: format!("duplicated binding `{v}` in let block"),
                            span: vspan,
                            note: None,
                        });
                    }
                    seen.push(v);
                }
            }
        }
        let body = self.term()?;
        Ok(Expr::new(
            ExprKind::Let {
                rec,
                bindings,
                body,
            },
            self.span_from(start),
        ))
    }

    /// `fun params => body`.
    #[inline(never)]
    fn term_fun(&mut self) -> PResult<P> {
        let start = self.start();
        self.bump();
        let mut pats = Vec::new();
        while !self.is_punct("=>") {
            pats.push(self.pattern_atom()?);
        }
        if pats.is_empty() {
            return Err(self.unexpected());
        }
        self.expect("=>")?;
        let mut body = self.term()?;
        let whole = self.span_from(start);
        for (i, p) in pats.into_iter().enumerate().rev() {
            // `fun a b => e` is `fun a => fun b => e`: the inner function is written from
            // its parameter on (where nickel places a partially applied function)
            let span = if i == 0 {
                whole
            } else {
                Span::new(whole.file, p.span.start, whole.end)
            };
            body = Expr::new(ExprKind::Fun(Rc::new(p), body), span);
        }
        Ok(body)
    }

    /// `if c then t else e`.
    #[inline(never)]
    fn term_if(&mut self) -> PResult<P> {
        let start = self.start();
        self.bump();
        let c = self.term()?;
        self.expect_kw("then")?;
        let t = self.term()?;
        self.expect_kw("else")?;
        let e = self.term()?;
        Ok(Expr::new(ExprKind::If(c, t, e), self.span_from(start)))
    }

    /// `forall a b. T` in term position.
    #[inline(never)]
    fn term_forall_kw(&mut self) -> PResult<P> {
        self.forall(Self::term)
    }

    /// `forall a b. T`, the body parsed by `body` (a term, or a type inside an annotation).
    fn forall(&mut self, body: fn(&mut Self) -> PResult<P>) -> PResult<P> {
        let start = self.start();
        self.bump();
        let mut vars = Vec::new();
        while !self.is_punct(".") {
            vars.push(self.ident()?);
        }
        self.expect(".")?;
        let body = body(self)?;
        Ok(typeify(&Expr::new(
            ExprKind::Type(TypeKind::Forall(vars, body)),
            self.span_from(start),
        )))
    }

    /// Parses `| C`, `: T`, `| default`, ... (possibly none).
    fn annotations(&mut self) -> PResult<Annot> {
        self.annotations_at(AnnotAt::Field)
    }

    /// [`Parser::annotations`] where `at` says which metadata nickel's grammar allows: a term's
    /// annotation only types and contracts (`AnnotAtom`), a `let` binding's also `doc`
    /// (`LetAnnotAtom`), a field's every kind (`FieldAnnotAtom`); another keyword after `|` is
    /// an unexpected token, as nickel reports it.
    fn annotations_at(&mut self, at: AnnotAt) -> PResult<Annot> {
        let mut a = Annot::default();
        loop {
            if self.is_punct(":") {
                self.bump();
                a.typ = Some(self.annot_type()?);
                continue;
            }
            if !self.is_punct("|") {
                break;
            }
            self.bump();
            if let Tok::Ident(k) = self.peek() {
                let allowed = match *k {
                    "doc" => at != AnnotAt::Term,
                    "default" | "force" | "optional" | "not_exported" | "priority" => {
                        at == AnnotAt::Field
                    }
                    _ => true,
                };
                if !allowed {
                    return Err(self.unexpected());
                }
            }
            match self.peek().clone() {
                Tok::Ident("default") => {
                    self.bump();
                    a.priority = Some(Priority::Bottom);
                }
                Tok::Ident("force") => {
                    self.bump();
                    a.priority = Some(Priority::Top);
                }
                Tok::Ident("optional") => {
                    self.bump();
                    a.optional = true;
                }
                Tok::Ident("not_exported") => {
                    self.bump();
                    a.not_exported = true;
                }
                Tok::Ident("priority") => {
                    self.bump();
                    let neg = self.eat("-");
                    let sp = self.span_here();
                    match self.bump() {
                        Tok::Num(t) => {
                            let n = Num::parse_literal(t).ok_or(ParseError {
                                labels: Vec::new(),
                                msg: "unexpected token".into(),
                                span: sp,
                                note: None,
                            })?;
                            a.priority = Some(Priority::Num(if neg { n.neg() } else { n }));
                        }
                        _ => {
                            return Err(ParseError {
                                labels: Vec::new(),
                                msg: "unexpected token".into(),
                                span: sp,
                                note: None,
                            })
                        }
                    }
                }
                Tok::Ident("doc") => {
                    self.bump();
                    let s = self.atom()?;
                    match &s.kind {
                        ExprKind::Str(t) => a.doc = Some(t.to_string()),
                        ExprKind::Chunks(ch, None)
                            if ch.iter().all(|c| matches!(c, Chunk::Lit(_))) =>
                        {
                            let mut t = String::new();
                            for c in ch {
                                if let Chunk::Lit(l) = c {
                                    t.push_str(l);
                                }
                            }
                            a.doc = Some(t);
                        }
                        _ => {
                            return Err(ParseError {
                                labels: Vec::new(),
                                msg: "unexpected token".into(),
                                span: s.span,
                                note: None,
                            })
                        }
                    }
                }
                _ => {
                    let c = self.annot_type()?;
                    a.contracts.push(c);
                }
            }
        }
        Ok(a)
    }

    /// A type or contract after `:` or `|`: an infix expression without annotations, with arrows.
    fn annot_type(&mut self) -> PResult<P> {
        let start = self.start();
        if self.is_kw("forall") {
            return self.term_inner_forall();
        }
        // the common contract of a field, a name before what ends the annotation (`| Number,`)
        if self.simple_primary() && matches!(self.peek_next(), Tok::Punct("," | "}" | "=" | "|")) {
            let e = self.primary()?;
            contract_terms(&e)?;
            return Ok(typeify(&e));
        }
        let e = self.infix(0)?;
        if self.eat("->") {
            let rhs = self.annot_type()?;
            let t = typeify(&Expr::new(
                ExprKind::Type(TypeKind::Arrow(e, rhs)),
                self.span_from(start),
            ));
            contract_terms(&t)?;
            return Ok(t);
        }
        let t = typeify(&e);
        contract_terms(&t)?;
        Ok(t)
    }

    fn term_inner_forall(&mut self) -> PResult<P> {
        self.forall(Self::annot_type)
    }

    fn binop_info(&self) -> Option<(BinOp, u8)> {
        let Tok::Punct(p) = self.peek() else {
            return None;
        };
        Some(match *p {
            "||" => (BinOp::Or, 1),
            "&&" => (BinOp::And, 2),
            "==" => (BinOp::Eq, 3),
            "!=" => (BinOp::Neq, 3),
            "<" => (BinOp::Lt, 4),
            "<=" => (BinOp::Le, 4),
            ">" => (BinOp::Gt, 4),
            ">=" => (BinOp::Ge, 4),
            "&" => (BinOp::Merge, 5),
            "|>" => (BinOp::Pipe, 5),
            "+" => (BinOp::Add, 7),
            "-" => (BinOp::Sub, 7),
            "*" => (BinOp::Mul, 8),
            "/" => (BinOp::Div, 8),
            "%" => (BinOp::Mod, 8),
            "++" => (BinOp::Concat, 9),
            "@" => (BinOp::ArrayConcat, 9),
            _ => return None,
        })
    }

    /// Precedence climbing over binary operators (all left-associative).
    fn infix(&mut self, min: u8) -> PResult<P> {
        self.enter()?;
        let r = stacker::maybe_grow(crate::eval::RED_ZONE, crate::eval::STACK_SEGMENT, || {
            self.infix_inner(min)
        });
        self.depth -= 1;
        r
    }

    fn infix_inner(&mut self, min: u8) -> PResult<P> {
        let start = self.start();
        let mut lhs = if self.is_punct("!") && min <= 6 {
            self.bump();
            let e = self.infix(7)?;
            Expr::new(ExprKind::Un(UnOp::Not, e), self.span_from(start))
        } else if self.is_punct("-") {
            self.bump();
            let e = self.infix(10)?;
            match &e.kind {
                ExprKind::Num(n) => Expr::new(ExprKind::Num(n.neg()), self.span_from(start)),
                _ => Expr::new(ExprKind::Un(UnOp::Neg, e), self.span_from(start)),
            }
        } else if min >= 10 {
            return self.application();
        } else {
            self.application()?
        };
        while let Some((op, prec)) = self.binop_info() {
            if prec < min {
                break;
            }
            self.bump();
            let rhs = self.infix(prec + 1)?;
            lhs = Expr::new(ExprKind::Bin(op, lhs, rhs), self.span_from(start));
        }
        Ok(lhs)
    }

    fn starts_atom(&self) -> bool {
        match self.peek() {
            Tok::Ident(s) => !matches!(
                *s,
                "in" | "then"
                    | "else"
                    | "default"
                    | "force"
                    | "priority"
                    | "optional"
                    | "not_exported"
                    | "doc"
                    | "rec"
                    | "include"
                    | "let"
                    | "fun"
                    | "if"
            ),
            Tok::Num(_) | Tok::EnumTag(_) | Tok::StrStart { .. } | Tok::Prim(_) => true,
            Tok::Punct(p) => matches!(*p, "(" | "[" | "{" | "[|" | "_"),
            _ => false,
        }
    }

    /// `import "path" [as 'Format]` or `import pkg`.
    #[inline(never)]
    fn import(&mut self) -> PResult<P> {
        let start = self.start();
        self.bump();
        // `import pkg`: a package import (resolved through a package manifest)
        if matches!(self.peek(), Tok::Ident(s) if !is_kw(s)) {
            let pkg = self.ident()?;
            let span = self.span_from(start);
            self.imports.push(ImportRef {
                path: pkg.to_string(),
                format: Some(SmolStr::new(PACKAGE_FORMAT)),
                span,
            });
            return Ok(Expr::new(
                ExprKind::Import(pkg.to_string(), Some(SmolStr::new(PACKAGE_FORMAT))),
                span,
            ));
        }
        let s = self.atom()?;
        let path = match &s.kind {
            ExprKind::Str(t) => t.to_string(),
            _ => {
                return Err(ParseError {
                    labels: Vec::new(),
                    msg: "unexpected token".into(),
                    span: s.span,
                    note: None,
                })
            }
        };
        let fmt = if self.is_kw("as") {
            self.bump();
            let f = self.atom()?;
            match &f.kind {
                ExprKind::EnumTag(t)
                    if matches!(&**t, "Nickel" | "Json" | "Yaml" | "Toml" | "Text") =>
                {
                    Some(t.clone())
                }
                ExprKind::EnumTag(_) => {
                    return Err(ParseError {
                        labels: Vec::new(),
                        msg: "unknown import format tag".into(),
                        span: f.span,
                        note: Some(
                            "Examples of valid format tags: 'Nickel, 'Json, 'Yaml, 'Toml, \
                             'Text"
                                .into(),
                        ),
                    })
                }
                _ => {
                    return Err(ParseError {
                        labels: Vec::new(),
                        msg: "unexpected token".into(),
                        span: f.span,
                        note: None,
                    })
                }
            }
        } else {
            None
        };
        let span = self.span_from(start);
        self.imports.push(ImportRef {
            path: path.clone(),
            format: fmt.clone(),
            span,
        });
        Ok(Expr::new(ExprKind::Import(path, fmt), span))
    }

    /// A primitive operator's application, an enum variant `'Tag arg`, or `Array T`: `None`
    /// when the text is none of them (a tag alone).
    #[inline(never)]
    fn application_special(&mut self) -> PResult<Option<P>> {
        let start = self.start();
        if let Tok::Prim(name) = self.peek().clone() {
            self.known_prim(&name)?;
            self.bump();
            let mut args = Vec::new();
            while self.starts_atom() {
                args.push(self.atom()?);
            }
            // nickel's grammar gives an operator its arguments: fewer is a syntax error where
            // the next one should be
            if prim_arity(&name).is_some_and(|n| args.len() < n) {
                return Err(self.unexpected());
            }
            return Ok(Some(Expr::new(
                ExprKind::Prim(name, args),
                self.span_from(start),
            )));
        }
        if let Tok::EnumTag(tag) = self.peek().clone() {
            if matches!(
                self.peek_next(),
                Tok::Ident(_)
                    | Tok::Num(_)
                    | Tok::StrStart { .. }
                    | Tok::EnumTag(_)
                    | Tok::Punct("(" | "[" | "{")
            ) && !matches!(self.peek_next(), Tok::Ident(s) if is_kw(s) && !matches!(*s, "null" | "true" | "false"))
            {
                self.bump();
                let arg = self.atom()?;
                return Ok(Some(Expr::new(
                    ExprKind::EnumVariant(tag, arg),
                    self.span_from(start),
                )));
            }
        }
        if self.is_kw("Array") {
            self.bump();
            let arg = self.atom()?;
            return Ok(Some(Expr::new(
                ExprKind::Type(TypeKind::Array(arg)),
                self.span_from(start),
            )));
        }
        Ok(None)
    }

    /// Application: `f a b`, `'Tag arg`, `%prim% a b`, `import "x"`.
    fn application(&mut self) -> PResult<P> {
        if self.is_kw("import") {
            return self.import();
        }
        // the forms that are not plain applications are parsed apart, so that the frame of
        // this function, on the stack once per level of nesting, stays small
        if matches!(self.peek(), Tok::Prim(_) | Tok::EnumTag(_)) || self.is_kw("Array") {
            if let Some(e) = self.application_special()? {
                return Ok(e);
            }
        }
        let start = self.start();
        let mut f = self.atom()?;
        while self.starts_atom() {
            let a = self.atom()?;
            f = Expr::new(ExprKind::App(f, a), self.span_from(start));
        }
        Ok(f)
    }

    /// An atom followed by field accesses.
    fn atom(&mut self) -> PResult<P> {
        self.enter()?;
        let r = stacker::maybe_grow(crate::eval::RED_ZONE, crate::eval::STACK_SEGMENT, || {
            self.atom_inner()
        });
        self.depth -= 1;
        r
    }

    fn atom_inner(&mut self) -> PResult<P> {
        let start = self.start();
        // a record literal straight away: `primary`'s frame, larger, stays off the stack of
        // nested literals
        let mut e = if self.is_punct("{") {
            self.record()?
        } else {
            self.primary()?
        };
        while self.is_punct(".") {
            self.bump();
            let name = self.field_name()?;
            e = Expr::new(ExprKind::Field(e, name), self.span_from(start));
        }
        Ok(e)
    }

    fn field_name(&mut self) -> PResult<FieldName> {
        let sp = self.span_here();
        match self.peek().clone() {
            Tok::Ident(s) if reserved_field(s) => Err(self.unexpected()),
            // `_` names no field (only the dictionary type `{ _ : T }`, see `dict_type`)
            Tok::Ident(s) => {
                self.bump();
                Ok(FieldName::Static(Ident::new(s), sp))
            }
            Tok::StrStart { .. } => {
                let s = self.string()?;
                match &s.kind {
                    ExprKind::Str(t) => Ok(FieldName::Static(SmolStr::new(&**t), s.span)),
                    _ => Ok(FieldName::Dynamic(s)),
                }
            }
            _ => Err(self.unexpected()),
        }
    }

    /// Recovers, as nickel's parser does, from a token that cannot start a field name (or a
    /// path element after `.`), such as a keyword: the error is kept, the tokens up to the
    /// next `,` or `}` (at any depth of brackets) are skipped, and the record goes on from
    /// there. True when it recovered; false, with nothing consumed, when the token can start a
    /// name.
    fn recover_field(&mut self) -> bool {
        let bad = match self.peek() {
            Tok::Ident(s) => reserved_field(s),
            Tok::Punct("_") | Tok::StrStart { .. } | Tok::Eof => false,
            _ => true,
        };
        if !bad || self.lex_err.is_some() {
            return false;
        }
        self.recovered.push(self.unexpected());
        while !matches!(self.peek(), Tok::Punct("," | "}") | Tok::Eof) {
            self.bump();
        }
        true
    }

    /// The value of a field definition `name = value`: a number literal that ends the
    /// definition is held evaluated without making its syntax node.
    fn field_value(&mut self) -> PResult<PieceValue> {
        if let (Tok::Num(t), Tok::Punct("," | "}")) = (self.peek(), self.peek_next()) {
            if let Some(n) = Num::parse_literal(t) {
                let sp = self.span_here();
                self.bump();
                return Ok(PieceValue::Const(Thunk::constant(Value::Num(n)), sp));
            }
        }
        Ok(PieceValue::new(self.term()?))
    }

    fn primary(&mut self) -> PResult<P> {
        let start = self.start();
        let sp = self.span_here();
        match self.peek().clone() {
            Tok::Num(t) => {
                self.bump();
                let n = Num::parse_literal(t).ok_or(ParseError {
                    labels: Vec::new(),
                    msg: "invalid number literal".into(),
                    span: sp,
                    note: None,
                })?;
                Ok(Expr::new(ExprKind::Num(n), sp))
            }
            Tok::EnumTag(t) => {
                self.bump();
                Ok(Expr::new(ExprKind::EnumTag(t), sp))
            }
            Tok::StrStart { .. } => self.string(),
            // the wildcard type `_` (inferred by the typechecker): as a contract, `Dyn`
            Tok::Punct("_") => {
                self.bump();
                Ok(Expr::new(ExprKind::Type(TypeKind::Wildcard), sp))
            }
            Tok::Prim(name) => {
                self.known_prim(&name)?;
                self.bump();
                Ok(Expr::new(ExprKind::Prim(name, Vec::new()), sp))
            }
            Tok::Ident(s) => {
                let kind = match s {
                    "null" => ExprKind::Null,
                    "true" => ExprKind::Bool(true),
                    "false" => ExprKind::Bool(false),
                    "Number" => ExprKind::Type(TypeKind::Number),
                    "String" => ExprKind::Type(TypeKind::String),
                    "Bool" => ExprKind::Type(TypeKind::Bool),
                    "Dyn" => ExprKind::Type(TypeKind::Dyn),
                    "match" => {
                        self.bump();
                        self.expect("{")?;
                        let mut arms = Vec::new();
                        while !self.is_punct("}") {
                            let pat = self.pattern()?;
                            let guard = if self.eat_kw("if") {
                                Some(self.term()?)
                            } else {
                                None
                            };
                            self.expect("=>")?;
                            let body = self.term()?;
                            arms.push(Arm { pat, guard, body });
                            if !self.eat(",") {
                                break;
                            }
                        }
                        self.expect("}")?;
                        return Ok(Expr::new(
                            ExprKind::Match(Rc::new(arms)),
                            self.span_from(start),
                        ));
                    }
                    "let" | "fun" | "if" | "forall" => {
                        return self.term();
                    }
                    _ if is_kw(s) => return Err(self.unexpected()),
                    _ => ExprKind::Var(Ident::new(s)),
                };
                self.bump();
                Ok(Expr::new(kind, sp))
            }
            Tok::Punct("(") => {
                self.bump();
                // operator sections: `(+)`, `(==)`, `(&)`, `(|>)`, `(!)`, and `(.)` (field access
                // by name: `(.) record "field"`), functions of parameters named as nickel names
                // them (`x` and `y` for `&&`, `||`, `|>`, `!=` and `.`, else `x0`, `x1`)
                if let Tok::Punct(op) = self.peek().clone() {
                    if matches!(self.peek_next(), Tok::Punct(")")) {
                        let bop = self.binop_info().map(|(b, _)| b);
                        if bop.is_some() || op == "." || op == "!" {
                            self.bump();
                            self.bump();
                            let sp = self.span_from(start);
                            let (a, b) = match op {
                                "&&" | "||" | "|>" | "!=" | "." => ("x", "y"),
                                _ => ("x0", "x1"),
                            };
                            let x = Expr::new(ExprKind::Var(a.into()), sp);
                            let y = Expr::new(ExprKind::Var(b.into()), sp);
                            let param = |n: &str| {
                                Rc::new(Pattern {
                                    alias: None,
                                    kind: PatKind::Any(n.into()),
                                    span: sp,
                                })
                            };
                            if op == "!" {
                                let body = Expr::new(ExprKind::Un(UnOp::Not, x), sp);
                                return Ok(Expr::new(ExprKind::Fun(param(a), body), sp));
                            }
                            let body = match bop {
                                _ if op == "." => {
                                    Expr::new(ExprKind::Field(x, FieldName::Dynamic(y)), sp)
                                }
                                _ if op == "|>" => Expr::new(ExprKind::App(y, x), sp),
                                Some(bop) => Expr::new(ExprKind::Bin(bop, x, y), sp),
                                None => unreachable!("checked above"),
                            };
                            let inner = Expr::new(ExprKind::Fun(param(b), body), sp);
                            return Ok(Expr::new(ExprKind::Fun(param(a), inner), sp));
                        }
                    }
                }
                let mut e = self.term()?;
                self.expect(")")?;
                // nickel's position of a parenthesized expression covers the parentheses
                if let Some(inner) = Rc::get_mut(&mut e) {
                    inner.span = self.span_from(start);
                }
                Ok(e)
            }
            Tok::Punct("[") => {
                self.bump();
                let mut items = Vec::new();
                while !self.is_punct("]") {
                    items.push(self.term()?);
                    if !self.eat(",") {
                        break;
                    }
                }
                self.expect("]")?;
                Ok(Expr::new(ExprKind::Array(items), self.span_from(start)))
            }
            Tok::Punct("[|") => {
                self.bump();
                let mut rows = Vec::new();
                let mut open = None;
                while !self.is_punct("|]") {
                    if self.eat(";") {
                        open = Some(self.ident()?);
                        break;
                    }
                    match self.bump() {
                        Tok::EnumTag(t) => {
                            let arg = if self.starts_atom() {
                                Some(self.atom()?)
                            } else {
                                None
                            };
                            rows.push((t, arg));
                        }
                        _ => {
                            return Err(ParseError {
                                labels: Vec::new(),
                                msg: "unexpected token".into(),
                                span: sp,
                                note: None,
                            })
                        }
                    }
                    if !self.eat(",") {
                        if self.eat(";") {
                            open = Some(self.ident()?);
                        }
                        break;
                    }
                }
                self.expect("|]")?;
                Ok(Expr::new(
                    ExprKind::Type(TypeKind::Enum(rows, open)),
                    self.span_from(start),
                ))
            }
            Tok::Punct("{") => self.record(),
            _ => Err(self.unexpected()),
        }
    }

    /// Parses a string literal (any kind) into `Str` or `Chunks`.
    fn string(&mut self) -> PResult<P> {
        let start = self.start();
        let Tok::StrStart { multiline, prefix } = self.bump() else {
            return Err(self.unexpected());
        };
        let mut chunks: Vec<Chunk> = Vec::new();
        loop {
            match self.bump() {
                Tok::StrText(t) => chunks.push(Chunk::Lit(t)),
                Tok::InterpStart => {
                    let e = self.term()?;
                    if !matches!(self.peek(), Tok::InterpEnd) {
                        return Err(self.unexpected());
                    }
                    self.bump();
                    chunks.push(Chunk::Expr(e, 0));
                }
                Tok::StrEnd => break,
                _ => return Err(self.unexpected()),
            }
        }
        let span = self.span_from(start);
        if multiline {
            chunks = strip_indent(chunks);
            // empty literals matter only to a symbolic string's fragments
            if prefix.is_none() {
                chunks.retain(|c| !matches!(c, Chunk::Lit(l) if l.is_empty()));
            }
        }
        if prefix.is_none() && chunks.iter().all(|c| matches!(c, Chunk::Lit(_))) {
            let mut s = String::new();
            for c in chunks {
                if let Chunk::Lit(l) = c {
                    s.push_str(&l);
                }
            }
            return Ok(Expr::new(ExprKind::Str(Rc::from(s)), span));
        }
        Ok(Expr::new(ExprKind::Chunks(chunks, prefix), span))
    }

    /// After `..` in an array or record pattern: the name bound to the rest, if any.
    fn pattern_rest(&mut self) -> PResult<Option<Ident>> {
        Ok(match self.peek() {
            Tok::Ident(_) => Some(self.ident()?),
            _ => None,
        })
    }

    fn record(&mut self) -> PResult<P> {
        let start = self.start();
        self.expect("{")?;
        if self.is_punct("_") {
            return self.dict_type(start);
        }
        // the literal's state is on the heap and the less common forms are parsed apart, so
        // that the frame of this function, on the stack once per level of a nested literal,
        // stays small (a literal nested 50,000 deep is parsed on 50,000 of them)
        // (boxes are reused: a literal of many small records allocates one, not one each)
        let mut st = self.record_states.pop().unwrap_or_default();
        loop {
            if self.is_punct("}") {
                break;
            }
            if self.eat("..") {
                st.open = true;
                break;
            }
            if self.is_punct(";") {
                // row tail `; r`
                self.bump();
                self.record_tail(&mut st)?;
                break;
            }
            let fstart = self.start();
            // the common `name = value` and `name | annotations [= value]` (no path, not a
            // record type's row): no definition to build
            if matches!((self.peek(), self.peek_next()), (Tok::Ident(n), Tok::Punct("=" | "|")) if !reserved_field(n))
            {
                let nsp = self.span_here();
                let Tok::Ident(name) = self.bump() else {
                    return Err(self.unexpected());
                };
                let annot = if self.is_punct("|") {
                    Some(self.annotations()?)
                } else {
                    None
                };
                let value = if self.eat("=") {
                    Some(self.field_value()?)
                } else {
                    None
                };
                self.record_add_simple(&mut st, name, nsp, annot, value, fstart);
            } else if self.is_kw("include")
                && !matches!(
                    self.peek_next(),
                    Tok::Punct("=" | "." | "|" | ":" | "," | "}")
                )
            {
                self.record_include(&mut st)?;
            } else if !self.record_field_def(&mut st, fstart)? {
                // recovered from a field that is not one, before a `}` or the end
                break;
            }
            if !self.eat(",") {
                if self.eat(";") {
                    self.record_tail(&mut st)?;
                }
                if self.eat("..") {
                    st.open = true;
                }
                break;
            }
        }
        self.expect("}")?;
        let state = std::mem::take(&mut *st);
        self.record_states.push(st);
        self.record_finish(state, start)
    }

    /// A dictionary type `{ _ : T }` or `{ _ | T }`, after its `{`: in nickel's grammar the
    /// only place `_` names a field, exactly that form (no other field, annotation or comma).
    #[inline(never)]
    fn dict_type(&mut self, start: u32) -> PResult<P> {
        self.bump();
        let contract = match self.peek() {
            Tok::Punct(":") => false,
            Tok::Punct("|") => true,
            _ => return Err(self.unexpected()),
        };
        self.bump();
        if matches!(self.peek(), Tok::Ident(k) if is_annotation_keyword(k)) {
            return Err(self.unexpected());
        }
        let t = self.annot_type()?;
        self.expect("}")?;
        Ok(Expr::new(
            ExprKind::Type(TypeKind::Dict(t, contract)),
            self.span_from(start),
        ))
    }

    /// The row tail `r` after `;` in a record type `{ a : T ; r }`.
    #[inline(never)]
    fn record_tail(&mut self, st: &mut RecordState) -> PResult<()> {
        let sp = self.span_here();
        st.tail = Some((self.ident()?, sp));
        st.open = true;
        Ok(())
    }

    /// Adds a definition `name [| annotations] [= value]` to the literal.
    #[inline(never)]
    fn record_add_simple(
        &mut self,
        st: &mut RecordState,
        name: &str,
        nsp: Span,
        annot: Option<Annot>,
        value: Option<PieceValue>,
        fstart: u32,
    ) {
        st.rows = None;
        st.all_typed = false;
        st.defs += 1;
        st.typed_nodef.note(
            Some(name),
            value.is_some(),
            annot.as_ref().is_some_and(|a| a.typ.is_some()),
            self.span_from(fstart),
        );
        if let Some(f) = st.first.take() {
            st.builder.add(f, &mut self.annots);
        }
        let piece = Piece {
            annot: match annot {
                Some(a) => self.annots.share(a),
                None => self.annots.empty.clone(),
            },
            value,
            span: self.span_from(fstart),
            recursive: false,
            include: false,
        };
        st.builder.add_piece(Ident::new(name), nsp, piece);
    }

    /// `include x [annotations]` or `include [x, y]`, the keyword read already.
    #[inline(never)]
    fn record_include(&mut self, st: &mut RecordState) -> PResult<()> {
        self.bump();
        if self.eat("[") {
            while !self.is_punct("]") {
                let sp = self.span_here();
                let n = self.ident()?;
                st.includes.push((n, Annot::default(), sp));
                if !self.eat(",") {
                    break;
                }
            }
            self.expect("]")?;
        } else {
            let sp = self.span_here();
            let n = self.ident()?;
            let annot = self.annotations()?;
            st.includes.push((n, annot, sp));
        }
        Ok(())
    }

    /// Any other field definition (a path, a computed name, a type row, `_`). False when the
    /// parser recovered from a field that is not one and the literal ends there (the next
    /// token is not a `,`).
    #[inline(never)]
    fn record_field_def(&mut self, st: &mut RecordState, fstart: u32) -> PResult<bool> {
        if self.recover_field() {
            return Ok(self.is_punct(","));
        }
        let name = self.field_name()?;
        let mut rest = Vec::new();
        let mut recovered = false;
        while self.eat(".") {
            if self.recover_field() {
                recovered = true;
                break;
            }
            rest.push(self.field_name()?);
        }
        if recovered {
            return Ok(self.is_punct(","));
        }
        // a token that can follow no field path (`{ "a" b = 1 }`, `{ m%"a"%m = 1 }`): nickel's
        // parser recovers there too (its `FieldDef` error alternative: the path is dropped,
        // then the tokens up to the next `,` or `}`)
        if !matches!(
            self.peek(),
            Tok::Punct("|" | ":" | "=" | "," | "}" | ";") | Tok::Eof
        ) && self.lex_err.is_none()
        {
            self.recovered.push(self.unexpected());
            while !matches!(self.peek(), Tok::Punct("," | "}") | Tok::Eof) {
                self.bump();
            }
            return Ok(self.is_punct(","));
        }
        // `_` dict type `{ _ : T }`
        let annot = self.annotations()?;
        let value = if self.eat("=") {
            Some(self.term()?)
        } else {
            None
        };
        let def = FieldDef {
            name,
            rest,
            annot,
            value,
            span: self.span_from(fstart),
        };
        st.typed_nodef.note(
            match (&def.name, def.rest.is_empty()) {
                (FieldName::Static(n, _), true) => Some(n.as_str()),
                _ => None,
            },
            def.value.is_some(),
            def.annot.typ.is_some(),
            def.span,
        );
        let typed_alone = def.rest.is_empty() && {
            let a = &def.annot;
            def.value.is_none()
                && a.typ.is_some()
                && a.contracts.is_empty()
                && a.priority.is_none()
                && !a.optional
                && !a.not_exported
                && a.doc.is_none()
        };
        if !typed_alone {
            st.all_typed = false;
        } else if let (FieldName::Dynamic(e), None) = (&def.name, st.interp_typed) {
            st.interp_typed = Some(e.span);
        }
        if let Some(r) = &mut st.rows {
            match (&def.name, &def.annot.typ) {
                (FieldName::Static(n, nspan), Some(t)) if type_only(&def) => {
                    r.push((n.clone(), *nspan, t.clone()))
                }
                _ => st.rows = None,
            }
        }
        st.defs += 1;
        if st.defs == 1 {
            st.first = Some(def);
        } else {
            if let Some(f) = st.first.take() {
                st.builder.add(f, &mut self.annots);
            }
            st.builder.add(def, &mut self.annots);
        }
        Ok(true)
    }

    /// `nickel test`: the tests of the literal's documented fields become fields beside them.
    #[inline(never)]
    fn record_doctests(&mut self, builder: &mut RecordBuilder) -> PResult<()> {
        let documented = builder.documented();
        let Some(tests) = self.doctests.as_mut() else {
            return Ok(());
        };
        for (name, doc) in documented {
            for (id, test) in tests.tests(&name, &doc)? {
                let span = test.span;
                let piece = Piece {
                    annot: self.annots.empty.clone(),
                    value: Some(PieceValue::Expr(test)),
                    span,
                    recursive: false,
                    include: false,
                };
                builder.add_piece(id, span, piece);
            }
        }
        Ok(())
    }

    /// The literal once its `}` is read: the checks of typed fields without definitions and
    /// of record types, then the record, record type or dictionary type.
    #[inline(never)]
    fn record_finish(&mut self, st: RecordState, start: u32) -> PResult<P> {
        let RecordState {
            mut builder,
            mut first,
            defs,
            rows,
            includes,
            open,
            tail,
            typed_nodef,
            all_typed,
            interp_typed,
        } = st;
        let span = self.span_from(start);
        // what nickel reads as a record type but cannot be one: a literal of `name : T` fields
        // one of whose names is interpolated, or a literal with a row tail `; r` and fields
        // that are not `name : T`
        let invalid = |why: &str| ParseError {
            labels: Vec::new(),
            msg: "invalid record literal".into(),
            span,
            note: Some(format!(
                "A record type is a literal composed only of type annotations, of the form \
                 `<field>: <type>`. {why}"
            )),
        };
        if all_typed && includes.is_empty() && defs > 0 && interp_typed.is_some() {
            return Err(invalid(
                "String interpolation in field names is forbidden in record types",
            ));
        }
        if tail.is_some() && rows.is_none() {
            return Err(invalid(
                "This literal was interpreted as a record type because it has a polymorphic \
                 tail; record values cannot have tails.",
            ));
        }
        // a literal that is not a record type may not have typed fields without definitions
        if tail.is_none() && !(rows.is_some() && includes.is_empty() && defs > 0) {
            let defined = |n: &Ident| {
                builder.defines(n)
                    || first.as_ref().is_some_and(|f| {
                        f.value.is_some()
                            && f.rest.is_empty()
                            && matches!(&f.name, FieldName::Static(m, _) if m == n)
                    })
            };
            if let Some(sp) = typed_nodef.first(defined) {
                let is_dict = defs == 1
                    && first.as_ref().is_some_and(|f| {
                        matches!(&f.name, FieldName::Static(n, _) if n == "_") && f.rest.is_empty()
                    });
                if !is_dict {
                    return Err(ParseError {
                        labels: Vec::new(),
                        msg: "statically typed field without a definition".into(),
                        span: sp,
                        note: Some(
                            "A static type annotation must be attached to an expression but this \
                             field doesn't have a definition."
                                .into(),
                        ),
                    });
                }
            }
        }
        // `{ a : T, b : U }`, only typed fields without definitions: a record type wherever it
        // is written, as in nickel (not a record: it neither merges nor has fields to read);
        // one that cannot be a record type (`..`, a repeated field) is an invalid literal
        let is_type = rows.is_some() && includes.is_empty() && defs > 0;
        if let (Some(rows), None) = (&rows, &tail) {
            let dict = defs == 1 && rows.first().is_some_and(|(n, _, _)| n == "_");
            let repeated = || {
                let mut names: Vec<&Ident> = rows.iter().map(|(n, _, _)| n).collect();
                strata_core::sort::sort(&mut names);
                names.windows(2).any(|w| w[0] == w[1])
            };
            if is_type && !dict && (open || repeated()) {
                return Err(ParseError {
                    labels: Vec::new(),
                    msg: "invalid record literal".into(),
                    span,
                    note: Some(
                        "This literal was interpreted as a record type because it has fields \
                         with type annotations but no value definitions; to make this a record \
                         value, assign values to its fields."
                            .into(),
                    ),
                });
            }
        }
        let is_type = is_type && !open;
        // a record type with a row tail: `{ a : T ; r }`
        if let (Some((t, tspan)), Some(rows), true) = (tail, rows, includes.is_empty()) {
            return Ok(Expr::new(
                ExprKind::Type(TypeKind::Record(rows, Some(t), tspan)),
                span,
            ));
        }
        if let Some(mut f) = first.take() {
            // `{ _ : T }` / `{ _ | T }` dictionary types
            if defs == 1 && includes.is_empty() && f.rest.is_empty() && f.value.is_none() {
                if let FieldName::Static(n, _) = &f.name {
                    if n == "_" {
                        if let Some(t) = f.annot.typ.take() {
                            return Ok(Expr::new(ExprKind::Type(TypeKind::Dict(t, false)), span));
                        }
                        if let Some(t) = f.annot.contracts.pop() {
                            return Ok(Expr::new(ExprKind::Type(TypeKind::Dict(t, true)), span));
                        }
                    }
                }
            }
            builder.add(f, &mut self.annots);
        }
        if !includes.is_empty() {
            included_once(&includes, &builder)?;
        }
        if !is_type && self.doctests.is_some() {
            self.record_doctests(&mut builder)?;
        }
        let lit = builder.finish(includes, open, span);
        Ok(if is_type { typeify(&lit) } else { lit })
    }
}

/// A field `include`d by a record literal is neither included twice nor defined by the literal
/// too (nickel's parser rejects piecewise definitions involving an included field).
fn included_once(includes: &[(Ident, Annot, Span)], builder: &RecordBuilder) -> PResult<()> {
    let error = |n: &Ident, at: Span, other: Span| ParseError {
        labels: vec![
            (at, "included here".into()),
            (other, "but also declared here".into()),
        ],
        msg: format!("multiple declarations for included field `{n}`"),
        span: at,
        note: Some(
            "Piecewise definitions involving an included field are currently not supported".into(),
        ),
    };
    for (i, (n, _, sp)) in includes.iter().enumerate() {
        if let Some((_, _, first)) = includes[..i].iter().find(|(m, _, _)| m == n) {
            return Err(error(n, *first, *sp));
        }
    }
    for (n, _, sp) in includes {
        if let Some(other) = builder.static_span(n) {
            return Err(error(n, *sp, other));
        }
    }
    Ok(())
}

/// Multiline string indentation: drop a blank first and last line, strip the common indentation,
/// and record each interpolation's line indentation.
fn strip_indent(chunks: Vec<Chunk>) -> Vec<Chunk> {
    // Split into "pieces" keeping track of line starts.
    let mut chunks = chunks;
    // drop first line if whitespace only
    if let Some(Chunk::Lit(first)) = chunks.first_mut() {
        if let Some(nl) = first.find('\n') {
            if first[..nl]
                .chars()
                .all(|c| c == ' ' || c == '\t' || c == '\r')
            {
                first.drain(..=nl);
            }
        }
    }
    // drop last line if whitespace only
    if let Some(Chunk::Lit(last)) = chunks.last_mut() {
        if let Some(nl) = last.rfind('\n') {
            if last[nl + 1..].chars().all(|c| c == ' ' || c == '\t') {
                last.truncate(nl);
            }
        }
    }
    // min indent
    let mut min = usize::MAX;
    let mut current = 0usize;
    let mut line_start = true;
    for c in &chunks {
        match c {
            Chunk::Expr(..) => {
                if line_start {
                    min = min.min(current);
                    line_start = false;
                }
            }
            Chunk::Lit(s) => {
                for ch in s.chars() {
                    match ch {
                        ' ' | '\t' if line_start => current += 1,
                        '\n' => {
                            current = 0;
                            line_start = true;
                        }
                        _ if line_start => {
                            min = min.min(current);
                            line_start = false;
                        }
                        _ => {}
                    }
                }
            }
        }
    }
    if min == usize::MAX {
        min = 0;
    }
    // strip
    let mut out = Vec::new();
    let mut line_start = true;
    let mut indent_seen = 0usize; // indentation of the current line (after stripping min)
                                  // the interpolation that starts the current line: it keeps its indentation unless
                                  // another interpolation follows on the line (Nickel's rule)
    let mut expr_on_line: Option<usize> = None;
    for c in chunks {
        match c {
            Chunk::Expr(e, _) => {
                if line_start {
                    expr_on_line = Some(out.len());
                    out.push(Chunk::Expr(e, indent_seen));
                } else {
                    if let Some(Chunk::Expr(_, ind)) =
                        expr_on_line.take().and_then(|i| out.get_mut(i))
                    {
                        *ind = 0;
                    }
                    out.push(Chunk::Expr(e, 0));
                }
                line_start = false;
            }
            Chunk::Lit(s) => {
                let mut buf = String::new();
                let mut removed = 0usize;
                for ch in s.chars() {
                    if line_start {
                        if (ch == ' ' || ch == '\t') && removed < min {
                            removed += 1;
                            continue;
                        }
                        if ch == ' ' || ch == '\t' {
                            buf.push(ch);
                            indent_seen += 1;
                            continue;
                        }
                        if ch == '\n' {
                            buf.push('\n');
                            removed = 0;
                            indent_seen = 0;
                            expr_on_line = None;
                            continue;
                        }
                        line_start = false;
                        buf.push(ch);
                        continue;
                    }
                    buf.push(ch);
                    if ch == '\n' {
                        line_start = true;
                        removed = 0;
                        indent_seen = 0;
                        expr_on_line = None;
                    }
                }
                // a literal emptied by the stripping stays a chunk, as in nickel (the fragments
                // of a symbolic string show it)
                out.push(Chunk::Lit(buf));
            }
        }
    }
    out
}

/// The terms of a type (or contract annotation) that nickel's parser refuses as contracts: a
/// literal (null, boolean, number, string), an array or an enum tag or variant.
fn contract_terms(t: &P) -> PResult<()> {
    match &t.kind {
        ExprKind::Null
        | ExprKind::Bool(_)
        | ExprKind::Num(_)
        | ExprKind::Str(_)
        | ExprKind::Chunks(..)
        | ExprKind::Array(_)
        | ExprKind::EnumTag(_)
        | ExprKind::EnumVariant(..) => Err(ParseError {
            labels: Vec::new(),
            msg: "invalid contract expression".into(),
            span: t.span,
            note: Some(
                "This expression is used as a contract as part of an annotation or a type \
                 expression. Only functions and records might be valid contracts"
                    .into(),
            ),
        }),
        ExprKind::Type(k) => match k {
            TypeKind::Array(x) | TypeKind::Dict(x, _) | TypeKind::Forall(_, x) => contract_terms(x),
            TypeKind::Arrow(a, b) => {
                contract_terms(a)?;
                contract_terms(b)
            }
            TypeKind::Enum(rows, _) => rows
                .iter()
                .filter_map(|(_, a)| a.as_ref())
                .try_for_each(contract_terms),
            TypeKind::Record(rows, _, _) => rows.iter().try_for_each(|(_, _, t)| contract_terms(t)),
            _ => Ok(()),
        },
        _ => Ok(()),
    }
}

/// Normalizes parsed field definitions into a [`RecordLit`] expression.
/// In a type position, a record literal whose fields all have a type and nothing else
/// (`{ a : Number, b : String }`) is a record type; converts such literals, in `e` and in the
/// types it is made of.
fn typeify(e: &P) -> P {
    match &e.kind {
        ExprKind::Record(lit) => match record_type_rows(lit) {
            Some(rows) => Expr::new(ExprKind::Type(TypeKind::Record(rows, None, e.span)), e.span),
            None => e.clone(),
        },
        ExprKind::Type(k) => {
            let kind = match k {
                TypeKind::Array(x) => TypeKind::Array(typeify(x)),
                TypeKind::Dict(x, false) => TypeKind::Dict(typeify(x), false),
                TypeKind::Arrow(a, b) => TypeKind::Arrow(typeify(a), typeify(b)),
                TypeKind::Forall(vs, b) => TypeKind::Forall(vs.clone(), typeify(b)),
                TypeKind::Enum(rows, open) => TypeKind::Enum(
                    rows.iter()
                        .map(|(n, a)| (n.clone(), a.as_ref().map(typeify)))
                        .collect(),
                    open.clone(),
                ),
                TypeKind::Record(rows, tail, s) => TypeKind::Record(
                    rows.iter()
                        .map(|(n, sp, t)| (n.clone(), *sp, typeify(t)))
                        .collect(),
                    tail.clone(),
                    *s,
                ),
                _ => return e.clone(),
            };
            Expr::new(ExprKind::Type(kind), e.span)
        }
        _ => e.clone(),
    }
}

/// What a record literal has collected while it is parsed.
struct RecordState {
    /// Definitions grouped as they are parsed; the first one is held back (`first`) until a
    /// second one comes, since a record of one `_` field is a dictionary type.
    builder: RecordBuilder,
    first: Option<FieldDef>,
    defs: usize,
    /// While every definition is `name : T` alone, the rows of a record type `{ a : T ; r }`.
    rows: Option<Vec<RowField>>,
    includes: Vec<(Ident, Annot, Span)>,
    open: bool,
    tail: Option<(Ident, Span)>,
    /// Fields with a type annotation and no definition, an error unless the literal is a
    /// record type (checked at the end).
    typed_nodef: TypedNoDef,
    /// Every definition so far is `name : T` alone, the name maybe interpolated.
    all_typed: bool,
    /// The first `"%{x}" : T` definition: a record type may not have one.
    interp_typed: Option<Span>,
}

impl Default for RecordState {
    fn default() -> RecordState {
        RecordState {
            builder: RecordBuilder::default(),
            first: None,
            defs: 0,
            rows: Some(Vec::new()),
            includes: Vec::new(),
            open: false,
            tail: None,
            typed_nodef: TypedNoDef::default(),
            all_typed: true,
            interp_typed: None,
        }
    }
}

/// The fields of a record literal that have a type annotation and no definition, as nickel's
/// parser finds them: one with a field path is an error at once; one named by an identifier is
/// one unless the field is defined by another piece (`f : T, f = ...`). Noting a definition
/// costs nothing unless it is typed without a value.
#[derive(Default)]
struct TypedNoDef {
    /// The first such field with a path.
    path: Option<Span>,
    /// The identifier-named ones, in the order of the text.
    named: Vec<(Ident, Span)>,
}

impl TypedNoDef {
    /// Notes a definition: its name when it is one identifier (not a path, not computed).
    fn note(&mut self, name: Option<&str>, has_value: bool, has_type: bool, span: Span) {
        if has_value || !has_type {
            return;
        }
        match name {
            Some(n) => self.named.push((Ident::new(n), span)),
            None => {
                if self.path.is_none() {
                    self.path = Some(span);
                }
            }
        }
    }

    /// The field reported, if any (`defined`: whether a piece defines the field).
    fn first(&self, defined: impl Fn(&Ident) -> bool) -> Option<Span> {
        self.path.or_else(|| {
            self.named
                .iter()
                .find(|(n, _)| !defined(n))
                .map(|(_, s)| *s)
        })
    }
}

/// The rows of a record literal that is a record type, if it is one.
fn record_type_rows(lit: &RecordLit) -> Option<Vec<RowField>> {
    if lit.open || !lit.dyn_fields.is_empty() || lit.consts.is_some() {
        return None;
    }
    let mut rows = Vec::new();
    for f in &lit.fields {
        let [p] = f.pieces.as_slice() else {
            return None;
        };
        let a = &p.annot;
        let only_type = p.value.is_none()
            && !p.include
            && a.contracts.is_empty()
            && a.priority.is_none()
            && !a.optional
            && !a.not_exported
            && a.doc.is_none();
        match (&a.typ, only_type) {
            (Some(t), true) => rows.push((f.name.clone(), f.span, typeify(t))),
            _ => return None,
        }
    }
    Some(rows)
}

/// Is the definition `name : T` and nothing else (a row of a record type)?
fn type_only(f: &FieldDef) -> bool {
    f.rest.is_empty()
        && matches!(f.name, FieldName::Static(..))
        && f.value.is_none()
        && f.annot.typ.is_some()
        && f.annot.contracts.is_empty()
        && f.annot.priority.is_none()
        && !f.annot.optional
        && !f.annot.not_exported
        && f.annot.doc.is_none()
}

/// The words of an annotation after `|` that are not a contract (`| default`, `| doc ".."`).
fn is_annotation_keyword(w: &str) -> bool {
    matches!(
        w,
        "default" | "force" | "optional" | "not_exported" | "priority" | "doc"
    )
}

/// Makes the test fields of documented fields while a program is parsed: each test's text (and
/// expected value) is a source of its own, named as the program (so that its imports are found
/// beside it, as nickel's snippets are).
pub struct Inserter {
    sources: Rc<RefCell<SourceMap>>,
    registry: Rc<RefCell<Registry>>,
    name: String,
}

impl Inserter {
    /// An inserter adding sources to `sources` under `name`, and tests to `registry`.
    pub fn new(
        sources: Rc<RefCell<SourceMap>>,
        registry: Rc<RefCell<Registry>>,
        name: &str,
    ) -> Inserter {
        Inserter {
            sources,
            registry,
            name: name.to_string(),
        }
    }

    fn parse(&self, text: &str) -> Result<P, ParseError> {
        let file = self.sources.borrow_mut().add(self.name.clone(), text);
        parse_program(text, file).map(|p| p.expr)
    }

    /// The test fields of the field `field` documented by `doc`: `(name, fun _ => test)`.
    pub fn tests(&mut self, field: &str, doc: &str) -> Result<Vec<(Ident, P)>, ParseError> {
        let mut out = Vec::new();
        for (idx, text) in code_blocks(doc).into_iter().enumerate() {
            let expected = expected(&text);
            let mut test = self.parse(&text)?;
            if let Expected::Value(v) = &expected {
                // `test | std.contract.Equal expected`, the contract written where the expected
                // value is
                let want = self.parse(v)?;
                let at = want.span;
                let var = Expr::new(ExprKind::Var("std".into()), at);
                let contract = Expr::new(
                    ExprKind::Field(var, FieldName::Static("contract".into(), at)),
                    at,
                );
                let equal = Expr::new(
                    ExprKind::Field(contract, FieldName::Static("Equal".into(), at)),
                    at,
                );
                let c = Expr::new(ExprKind::App(equal, want), at);
                let span = test.span;
                test = Expr::new(
                    ExprKind::Annot(
                        test,
                        Rc::new(Annot {
                            contracts: vec![c],
                            ..Annot::default()
                        }),
                    ),
                    span,
                );
            }
            let span = test.span;
            let lazy = Expr::new(
                ExprKind::Fun(
                    Rc::new(Pattern {
                        alias: None,
                        kind: PatKind::Wildcard,
                        span,
                    }),
                    test,
                ),
                span,
            );
            let mut reg = self.registry.borrow_mut();
            let id = Ident::from(format!("%{}", reg.tests.len()));
            reg.tests.insert(
                id.clone(),
                Test {
                    field: field.into(),
                    idx,
                    expected,
                },
            );
            out.push((id, lazy));
        }
        Ok(out)
    }
}
