//! The native-syntax recursive-descent parser.
//!
//! The parser produces a tree *and* diagnostics, never a `Result`: it reports every error it
//! can and recovers by skipping to the end of the current body item or bracket. As in HCL,
//! once the parser has had to recover it stops reporting most follow-on errors (they are
//! almost always consequences of the first).
//!
//! Nesting (bodies, brackets, templates, operators) is limited to [`MAX_NESTING`] levels:
//! deeper input gets a "Nesting too deep" diagnostic. Up to the limit the recursion grows
//! the stack as it needs ([`strata_core::budget::grow`]).

use crate::ast::*;
use crate::lexer::{scan, Token, TokenKind as K};
use crate::number_syntax::{valid_number_literal, NumberSyntax};
use crate::suggest::name_suggestion;
use indexmap::IndexMap;
use smol_str::SmolStr;
use std::borrow::Cow;
use std::sync::Arc;
use strata_core::{Diagnostic, Diagnostics, FileId, Span};
use strata_hcl_types::value::normalize_owned;

/// The deepest nesting of bodies, brackets, templates and expressions the parser accepts.
/// Real configurations nest a few dozen levels. HashiCorp's hcldec 2.14 reads 30,000 nested
/// parentheses and 40,000 nested brackets before its 1 GB Go stack overflows; strata stops
/// lower, because fn-hcl's and hcldec's walks over the tree are not all on a grown stack yet
/// (at 50,000 levels fn-hcl overflows a 2 MB thread stack).
pub const MAX_NESTING: usize = 5_100;

/// A name or literal text as a `SmolStr`: text that fits in place (nearly all names and
/// short literals) is copied byte by byte, without `SmolStr::new`'s call to `memcpy` and its
/// test for runs of whitespace (same value either way).
#[inline]
fn smol(s: &str) -> SmolStr {
    if s.len() <= 23 {
        SmolStr::new_inline(s)
    } else {
        SmolStr::new(s)
    }
}

/// Parses a whole native-syntax file.
pub fn parse_file(src: &[u8], file: FileId) -> (NativeBody, Diagnostics) {
    parse_file_named(src, file, "")
}

/// Like [`parse_file`]; `name` is the file name that diagnostic details use when they cite
/// another position ("already set at main.hcl:1,1-2").
pub fn parse_file_named(src: &[u8], file: FileId, name: &str) -> (NativeBody, Diagnostics) {
    let tokens = scan(src);
    let mut diags = check_invalid_tokens(&tokens, src, file);
    let mut p = Parser::new(src, file, tokens, true, 0, name);
    p.text = std::str::from_utf8(src).ok();
    let body = p.parse_body(K::Eof, None);
    diags.append(&mut p.diags);
    (body, diags)
}

/// A native-syntax file parsed one top-level item at a time, so that a caller can decode
/// and drop each item before the next is built (memory in proportion to one item rather
/// than to the file).
///
/// Each [`NativeItems::next_items`] call gives a body holding the next top-level items
/// (usually one) with that part's diagnostics. When no part has error diagnostics, the
/// items are exactly those [`parse_file_named`] gives for the whole file, in order, except
/// that a duplicate top-level attribute name is not reported (the caller checks). When a
/// part has errors, the caller must parse the whole file instead to get the file's own
/// diagnostics (recovery and the diagnostics after the first error differ).
pub struct NativeItems<'a> {
    src: &'a [u8],
    file: FileId,
    name: &'a str,
    chunker: crate::lexer::Chunker<'a>,
    tokens: Vec<Token>,
    /// `src` as text if it is all valid UTF-8 (checked once, not per chunk).
    text: Option<&'a str>,
    /// The last parser's newline-mode stack and spare template vector, emptied, reused by
    /// the next chunk's parser (no allocation per item for them).
    newlines: Vec<bool>,
    spare_parts: Vec<TemplatePart>,
    /// The argument names of the bodies a walk is in ([`crate::walk`]), kept empty from
    /// chunk to chunk.
    pub(crate) walk_names: Vec<&'a str>,
}

impl<'a> NativeItems<'a> {
    /// Items of `src`, file `file` named `name` (see [`parse_file_named`]).
    pub fn new(src: &'a [u8], file: FileId, name: &'a str) -> NativeItems<'a> {
        NativeItems::with_text(src, std::str::from_utf8(src).ok(), file, name)
    }

    /// Items of the text `src` (see [`NativeItems::new`]), whose UTF-8 is not checked again.
    pub fn of_text(src: &'a str, file: FileId, name: &'a str) -> NativeItems<'a> {
        NativeItems::with_text(src.as_bytes(), Some(src), file, name)
    }

    /// `src` and, when it is UTF-8, the same bytes as `text`.
    fn with_text(
        src: &'a [u8],
        text: Option<&'a str>,
        file: FileId,
        name: &'a str,
    ) -> NativeItems<'a> {
        NativeItems {
            src,
            file,
            name,
            chunker: crate::lexer::Chunker::new(src),
            tokens: Vec::new(),
            text,
            newlines: Vec::new(),
            spare_parts: Vec::new(),
            walk_names: Vec::new(),
        }
    }

    /// The next items as a body, or `None` at the end of the file. A bracket closed but never
    /// opened is an error diagnostic here (without a position: parse the whole file).
    pub fn next_items(&mut self) -> Option<(NativeBody, Diagnostics)> {
        if !self.chunker.next_chunk(&mut self.tokens) {
            return None;
        }
        let tokens = std::mem::take(&mut self.tokens);
        Some(self.parse_chunk(tokens))
    }

    /// Parses the chunk `tokens` (the chunker's last) as [`NativeItems::next_items`] does.
    pub(crate) fn parse_chunk(&mut self, tokens: Vec<Token>) -> (NativeBody, Diagnostics) {
        let mut diags = if self.chunker.flagged() {
            check_invalid_tokens(&tokens, self.src, self.file)
        } else {
            Vec::new()
        };
        if self.chunker.unbalanced() {
            diags.push(Diagnostic::error(
                "Unbalanced brackets",
                "A closing bracket has no opening bracket.",
            ));
        }
        let mut p = self.chunk_parser(tokens);
        let body = p.parse_body(K::Eof, None);
        diags.append(&mut p.diags);
        self.recycle(p);
        (body, diags)
    }

    /// A parser over the chunk `tokens`, with the vectors the last one left.
    pub(crate) fn chunk_parser(&mut self, tokens: Vec<Token>) -> Parser<'a> {
        let mut p = Parser::new(self.src, self.file, tokens, true, 0, self.name);
        p.text = self.text;
        p.shrink = false;
        p.newlines = std::mem::take(&mut self.newlines);
        p.newlines.clear();
        p.spare_parts = std::mem::take(&mut self.spare_parts);
        p
    }

    /// Takes back the vectors of a chunk's parser for the next chunk.
    pub(crate) fn recycle(&mut self, p: Parser<'a>) {
        self.tokens = p.tokens;
        self.newlines = p.newlines;
        self.spare_parts = p.spare_parts;
        self.spare_parts.clear();
    }

    /// Whether the chunker's last chunk has no token that is an error by itself and no
    /// unbalanced bracket (its parse can then only report what the parser finds).
    pub(crate) fn chunk_is_clean(&self) -> bool {
        !self.chunker.flagged() && !self.chunker.unbalanced()
    }

    /// The chunker's next chunk in the token vector; false at the end of the file.
    pub(crate) fn next_chunk_tokens(&mut self) -> Option<Vec<Token>> {
        if !self.chunker.next_chunk(&mut self.tokens) {
            return None;
        }
        Some(std::mem::take(&mut self.tokens))
    }
}

/// Parses `src` as a bare template (the way JSON strings are interpreted): `base` is the
/// byte offset of `src` inside the file, so diagnostics point into the file.
pub fn parse_template(src: &[u8], file: FileId, base: u32) -> (Expr, Diagnostics) {
    let tokens = crate::lexer::scan_template(src);
    let mut diags = check_invalid_tokens(&tokens, src, file);
    shift_subjects(&mut diags, base);
    let mut p = Parser::new(src, file, tokens, false, base, "");
    let start = p.next_span();
    let (parts, unwrap) = p.parse_template_inner(K::Eof, false, false);
    let span = start.to(p.prev_span());
    diags.append(&mut p.diags);
    let expr = if unwrap {
        match parts.into_iter().next() {
            Some(e) => Expr::new(ExprKind::TemplateWrap(Box::new(e)), span),
            None => Expr::new(ExprKind::Invalid, span),
        }
    } else {
        Expr::new(ExprKind::Template(parts), span)
    };
    (expr, diags)
}

/// Parses a standalone expression (as `hcl.ParseExpression` does): the whole input must be one
/// expression, optionally followed by newlines.
pub fn parse_expression(src: &[u8], file: FileId) -> (Expr, Diagnostics) {
    parse_expression_at(src, file, 0)
}

/// Like [`parse_expression`] for text found at byte offset `base` of the file.
pub fn parse_expression_at(src: &[u8], file: FileId, base: u32) -> (Expr, Diagnostics) {
    let tokens = scan(src);
    let mut diags = check_invalid_tokens(&tokens, src, file);
    shift_subjects(&mut diags, base);
    let mut p = Parser::new(src, file, tokens, false, base, "");
    let expr = p.parse_expr();
    let next = p.peek();
    if next.kind != K::Eof && !p.recovery {
        p.diags.push(
            Diagnostic::error(
                "Extra characters after expression",
                "An expression was successfully parsed, but extra characters were found after it.",
            )
            .with_subject(p.span_of(next)),
        );
    }
    diags.append(&mut p.diags);
    (expr, diags)
}

fn check_invalid_tokens(tokens: &[Token], src: &[u8], file: FileId) -> Diagnostics {
    let mut diags = Vec::new();
    let (mut bitwise, mut backtick, mut semicolon, mut bad_utf8) = (0, 0, 0, 0);
    for t in tokens {
        let span = Span::new(file, t.start, t.end);
        match t.kind {
            K::BitwiseAnd | K::BitwiseOr | K::BitwiseXor | K::BitwiseNot if bitwise < 4 => {
                let detail = match t.kind {
                    K::BitwiseAnd => {
                        "Bitwise operators are not supported. Did you mean boolean AND (\"&&\")?"
                    }
                    K::BitwiseOr => {
                        "Bitwise operators are not supported. Did you mean boolean OR (\"||\")?"
                    }
                    K::BitwiseNot => {
                        "Bitwise operators are not supported. Did you mean boolean NOT (\"!\")?"
                    }
                    _ => "Bitwise operators are not supported.",
                };
                diags.push(Diagnostic::error("Unsupported operator", detail).with_subject(span));
                bitwise += 1;
            }
            K::Backtick => {
                if backtick % 2 == 0 {
                    diags.push(Diagnostic::error("Invalid character", "The \"`\" character is not valid. To create a multi-line string, use the \"heredoc\" syntax, like \"<<EOT\".").with_subject(span));
                }
                if backtick <= 2 {
                    backtick += 1;
                }
            }
            K::Semicolon if semicolon < 1 => {
                diags.push(Diagnostic::error("Invalid character", "The \";\" character is not valid. Use newlines to separate arguments and blocks, and commas to separate items in collection values.").with_subject(span));
                semicolon += 1;
            }
            K::BadUtf8 if bad_utf8 < 1 => {
                diags.push(Diagnostic::error("Invalid character encoding", "All input files must be UTF-8 encoded. Ensure that UTF-8 encoding is selected in your editor.").with_subject(span));
                bad_utf8 += 1;
            }
            K::QuotedNewline => {
                diags.push(Diagnostic::error("Invalid multi-line string", "Quoted strings may not be split over multiple lines. To produce a multi-line string, either use the \\n escape to represent a newline character or use the \"heredoc\" multi-line template syntax.").with_subject(span));
            }
            K::Invalid => {
                let text = src
                    .get(t.start as usize..t.end as usize)
                    .and_then(|b| std::str::from_utf8(b).ok())
                    .unwrap_or("");
                let detail = if text == "\u{201c}" || text == "\u{201d}" {
                    "\"Curly quotes\" are not valid here. These can sometimes be inadvertently introduced when sharing code via documents or discussion forums. It might help to replace the character with a \"straight quote\"."
                } else {
                    "This character is not used within the language."
                };
                diags.push(Diagnostic::error("Invalid character", detail).with_subject(span));
            }
            _ => {}
        }
    }
    diags
}

/// One element of a template before control-flow structuring.
enum TemplatePart {
    Literal {
        value: SmolStr,
        span: Span,
    },
    Interp {
        expr: Expr,
    },
    If {
        condition: Expr,
        span: Span,
    },
    Else {
        span: Span,
    },
    EndIf {
        span: Span,
    },
    For {
        key_var: Option<SmolStr>,
        val_var: SmolStr,
        collection: Expr,
        span: Span,
    },
    EndFor {
        span: Span,
    },
    End {
        span: Span,
    },
}

/// Moves the subjects of `diags` (found in text that starts at byte `base` of the file) to
/// their position in the file.
fn shift_subjects(diags: &mut Diagnostics, base: u32) {
    for d in diags.iter_mut() {
        if let Some(s) = d.subject.as_mut() {
            s.start += base;
            s.end += base;
        }
    }
}

/// How the items of a tuple or object constructor are separated and closed, and the messages
/// for a missing separator and a missing closing bracket.
struct ItemSyntax {
    close: K,
    newline_separates: bool,
    unterminated: (&'static str, &'static str),
    missing_separator: (&'static str, &'static str),
}

const TUPLE_ITEMS: ItemSyntax = ItemSyntax {
    close: K::CBrack,
    newline_separates: false,
    unterminated: ("Unterminated tuple constructor expression", "There is no corresponding closing bracket before the end of the file. This may be caused by incorrect bracket nesting elsewhere in this file."),
    missing_separator: ("Missing item separator", "Expected a comma to mark the beginning of the next item."),
};

const OBJECT_ITEMS: ItemSyntax = ItemSyntax {
    close: K::CBrace,
    newline_separates: true,
    unterminated: ("Unterminated object constructor expression", "There is no corresponding closing brace before the end of the file. This may be caused by incorrect brace nesting elsewhere in this file."),
    missing_separator: ("Missing attribute separator", "Expected a newline or comma to mark the beginning of the next attribute."),
};

pub(crate) struct Parser<'a> {
    src: &'a [u8],
    file: FileId,
    pub(crate) tokens: Vec<Token>,
    pub(crate) next: usize,
    pub(crate) prev: Option<Token>,
    newlines: Vec<bool>,
    pub(crate) recovery: bool,
    pub(crate) depth: usize,
    pub(crate) diags: Diagnostics,
    /// Added to every token offset (for templates embedded in JSON strings).
    base: u32,
    lines: LineStarts,
    /// The file's name for positions cited in details (may be empty).
    name: &'a str,
    /// `src` as text when all of it is valid UTF-8 (checked once by the caller), so that token
    /// text needs no check of its own.
    text: Option<&'a str>,
    /// Trim the growth slack of the tree's vectors and maps (not for a tree dropped soon).
    shrink: bool,
    /// An empty vector kept for the next template's parts (see `parse_template_inner`).
    spare_parts: Vec<TemplatePart>,
}

impl<'a> Parser<'a> {
    /// A parser over `tokens` of `src`; `newlines` says whether newlines are significant at
    /// the outermost level (bodies) or not (expressions, templates).
    fn new(
        src: &'a [u8],
        file: FileId,
        tokens: Vec<Token>,
        newlines: bool,
        base: u32,
        name: &'a str,
    ) -> Parser<'a> {
        Parser {
            src,
            file,
            tokens,
            next: 0,
            prev: None,
            // An empty stack reads as "newlines count" (`including_newlines`).
            newlines: if newlines { Vec::new() } else { vec![false] },
            recovery: false,
            depth: 0,
            diags: Vec::new(),
            base,
            lines: LineStarts::new(),
            name,
            text: None,
            shrink: true,
            spare_parts: Vec::new(),
        }
    }

    // ----- token access -----

    fn including_newlines(&self) -> bool {
        self.newlines.last().copied().unwrap_or(true)
    }

    fn next_index(&self) -> (Token, usize) {
        let incl = self.including_newlines();
        let mut i = self.next;
        while let Some(t) = self.tokens.get(i) {
            match t.kind {
                K::Comment => {
                    // A line comment ends with its newline: where newlines matter it reads
                    // as a newline spanning the whole comment.
                    if incl {
                        let text = self
                            .src
                            .get(t.start as usize..t.end as usize)
                            .unwrap_or(&[]);
                        let line = text.starts_with(b"#") || text.starts_with(b"//");
                        if line && text.ends_with(b"\n") {
                            let nl = Token {
                                kind: K::Newline,
                                ..*t
                            };
                            return (nl, i + 1);
                        }
                    }
                }
                K::Newline if !incl => {}
                _ => return (*t, i + 1),
            }
            i += 1;
        }
        let end = self.src.len() as u32;
        (
            Token {
                kind: K::Eof,
                start: end,
                end,
            },
            self.tokens.len(),
        )
    }

    /// The next token that is neither a comment nor a newline, without the full scan: what
    /// [`Parser::next_index`] returns for it whether or not newlines matter.
    #[inline]
    fn plain_next(&self) -> Option<Token> {
        self.tokens
            .get(self.next)
            .filter(|t| !matches!(t.kind, K::Comment | K::Newline))
            .copied()
    }

    #[inline]
    pub(crate) fn peek(&self) -> Token {
        match self.plain_next() {
            Some(t) => t,
            None => self.next_index().0,
        }
    }

    #[inline]
    pub(crate) fn read(&mut self) -> Token {
        let (t, n) = match self.plain_next() {
            Some(t) => (t, self.next + 1),
            None => self.next_index(),
        };
        self.next = n;
        self.prev = Some(t);
        t
    }

    pub(crate) fn span_of(&self, t: Token) -> Span {
        Span::new(
            self.file,
            t.start.saturating_add(self.base),
            t.end.saturating_add(self.base),
        )
    }

    fn next_span(&self) -> Span {
        self.span_of(self.peek())
    }

    fn prev_span(&self) -> Span {
        match self.prev {
            Some(t) => self.span_of(t),
            None => Span::new(self.file, 0, 0),
        }
    }

    pub(crate) fn text(&self, t: Token) -> &'a str {
        let range = t.start as usize..t.end as usize;
        match self.text {
            // A slice of valid UTF-8 is valid exactly when it starts and ends on characters.
            Some(text) => text.get(range).unwrap_or(""),
            None => self
                .src
                .get(range)
                .and_then(|b| std::str::from_utf8(b).ok())
                .unwrap_or(""),
        }
    }

    fn is_keyword(&self, t: Token, kw: &str) -> bool {
        t.kind == K::Ident && self.src.get(t.start as usize..t.end as usize) == Some(kw.as_bytes())
    }

    fn error(&mut self, summary: &str, detail: impl Into<String>, subject: Span) {
        self.diags
            .push(Diagnostic::error(summary, detail).with_subject(subject));
    }

    fn error_ctx(&mut self, summary: &str, detail: impl Into<String>, subject: Span, ctx: Span) {
        self.diags.push(
            Diagnostic::error(summary, detail)
                .with_subject(subject)
                .with_context(ctx),
        );
    }

    fn opposite(kind: K) -> Option<K> {
        Some(match kind {
            K::OBrace => K::CBrace,
            K::CBrace => K::OBrace,
            K::OBrack => K::CBrack,
            K::CBrack => K::OBrack,
            K::OParen => K::CParen,
            K::CParen => K::OParen,
            K::OQuote => K::CQuote,
            K::CQuote => K::OQuote,
            K::OHeredoc => K::CHeredoc,
            K::CHeredoc => K::OHeredoc,
            K::TemplateSeqEnd => K::TemplateInterp,
            _ => return None,
        })
    }

    /// Skips tokens up to and including the `end` token that closes the current nesting
    /// level (or EOF), returning it.
    fn recover(&mut self, end: K) -> Token {
        let start = Self::opposite(end);
        self.recovery = true;
        let mut nest = 0usize;
        loop {
            let t = self.read();
            let mut ty = t.kind;
            if end == K::TemplateSeqEnd && ty == K::TemplateControl {
                ty = K::TemplateInterp;
            }
            if Some(ty) == start {
                nest += 1;
            } else if ty == end {
                if nest == 0 {
                    return t;
                }
                nest -= 1;
            } else if ty == K::Eof {
                return t;
            }
        }
    }

    fn recover_after_body_item(&mut self) {
        self.recovery = true;
        let mut open: Vec<K> = Vec::new();
        loop {
            let t = self.read();
            match t.kind {
                K::Newline if open.is_empty() => return,
                K::Eof => return,
                K::OBrace
                | K::OBrack
                | K::OParen
                | K::OQuote
                | K::OHeredoc
                | K::TemplateInterp
                | K::TemplateControl => open.push(t.kind),
                K::CBrace | K::CBrack | K::CParen | K::CQuote | K::CHeredoc => {
                    let opener = Self::opposite(t.kind);
                    while let Some(&last) = open.last() {
                        if Some(last) == opener {
                            break;
                        }
                        open.pop();
                    }
                    open.pop();
                }
                K::TemplateSeqEnd => {
                    while let Some(&last) = open.last() {
                        if last == K::TemplateInterp || last == K::TemplateControl {
                            break;
                        }
                        open.pop();
                    }
                    open.pop();
                }
                _ => {}
            }
        }
    }

    /// Enters one nesting level; false (with a diagnostic) if that is too deep.
    #[inline(always)]
    pub(crate) fn enter(&mut self) -> bool {
        if self.depth >= MAX_NESTING {
            return self.too_deep();
        }
        self.depth += 1;
        true
    }

    /// The refused level of [`Parser::enter`], out of line (every expression enters one).
    #[cold]
    #[inline(never)]
    fn too_deep(&mut self) -> bool {
        if !self.recovery {
            let span = self.next_span();
            self.error(
                "Nesting too deep",
                format!("This configuration nests brackets, blocks, templates or expressions more than {MAX_NESTING} levels deep, which strata does not support."),
                span,
            );
        }
        self.recovery = true;
        false
    }

    pub(crate) fn leave(&mut self) {
        self.depth = self.depth.saturating_sub(1);
    }

    // ----- bodies -----

    /// Parses body items until `end` (consumed). `open` is the block's open brace, for the
    /// "Unclosed configuration block" diagnostic.
    fn parse_body(&mut self, end: K, open: Option<Span>) -> NativeBody {
        let mut attributes: IndexMap<SmolStr, Attribute, NameHasher> = IndexMap::default();
        let mut blocks = Vec::new();
        let start_span = match open {
            Some(s) => s,
            None => Span::new(self.file, 0, 0),
        };
        let end_span;
        loop {
            let next = self.peek();
            if next.kind == end {
                end_span = self.span_of(next);
                self.read();
                break;
            }
            match next.kind {
                K::Newline => {
                    self.read();
                }
                K::Ident => match self.parse_body_item() {
                    Some(Item::Block(b)) => blocks.push(b),
                    Some(Item::Attr(a)) => {
                        // Room for a typical block's arguments at once (one table, no regrowth).
                        if attributes.capacity() == 0 {
                            attributes.reserve(8);
                        }
                        match attributes.entry(a.name.clone()) {
                            indexmap::map::Entry::Occupied(existing) => {
                                let detail = format!(
                                    "The argument {} was already set at {}. Each argument may be set only once.",
                                    strata_core::text::go_quote(&a.name),
                                    self.describe(existing.get().name_span)
                                );
                                self.error("Attribute redefined", detail, a.name_span);
                            }
                            indexmap::map::Entry::Vacant(slot) => {
                                slot.insert(a);
                            }
                        }
                    }
                    None => {}
                },
                _ => {
                    let bad = self.read();
                    if !self.recovery {
                        let span = self.span_of(bad);
                        match bad.kind {
                            K::OQuote => self.error(
                                "Invalid argument name",
                                "Argument names must not be quoted.",
                                span,
                            ),
                            K::Eof => self.error(
                                "Unclosed configuration block",
                                "There is no closing brace for this block before the end of the file. This may be caused by incorrect brace nesting elsewhere in this file.",
                                open.unwrap_or(span),
                            ),
                            _ => self.error(
                                "Argument or block definition required",
                                "An argument or block definition is required here.",
                                span,
                            ),
                        }
                    }
                    let here = self.prev_span();
                    if bad.kind != K::Eof {
                        let t = self.recover(end);
                        end_span = self.span_of(t);
                    } else {
                        end_span = here;
                    }
                    break;
                }
            }
        }
        let span = match open {
            Some(_) => start_span.to(end_span),
            None => Span::new(self.file, 0, self.src.len() as u32),
        };
        // Trees of large inputs live until the end of a run: drop the growth slack.
        if self.shrink {
            attributes.shrink_to_fit();
            blocks.shrink_to_fit();
        }
        NativeBody {
            attributes,
            blocks,
            span,
            end_span: Span::new(self.file, end_span.end, end_span.end),
        }
    }

    fn describe(&self, span: Span) -> String {
        describe_span(self.src, &self.lines, self.base, span, self.name)
    }

    fn parse_body_item(&mut self) -> Option<Item> {
        let ident = self.read();
        let ident_span = self.span_of(ident);
        if ident.kind != K::Ident {
            self.recover_after_body_item();
            self.error(
                "Argument or block definition required",
                "An argument or block definition is required here.",
                ident_span,
            );
            return None;
        }
        let next = self.peek();
        match next.kind {
            K::Equal => Some(Item::Attr(self.finish_attribute(ident, false))),
            K::OQuote | K::OBrace | K::Ident => self.finish_block(ident).map(Item::Block),
            _ => {
                self.recover_after_body_item();
                self.error(
                    "Argument or block definition required",
                    "An argument or block definition is required here. To set an argument, use the equals sign \"=\" to introduce the argument value.",
                    ident_span,
                );
                None
            }
        }
    }

    fn finish_attribute(&mut self, ident: Token, single_line: bool) -> Attribute {
        let ident_span = self.span_of(ident);
        let eq = self.read();
        let n_before = self.diags.len();
        let expr = self.parse_expr();
        let failed = self.diags.len() > n_before;
        let mut end_span = self.prev_span();
        if self.recovery && failed {
            self.recover_after_body_item();
        } else if !single_line {
            let end = self.peek();
            if end.kind != K::Newline && end.kind != K::Eof {
                if !self.recovery {
                    let (summary, detail) = if end.kind == K::Comma {
                        ("Unexpected comma after argument", "Argument definitions must be separated by newlines, not commas. An argument definition must end with a newline.")
                    } else {
                        (
                            "Missing newline after argument",
                            "An argument definition must end with a newline.",
                        )
                    };
                    let s = self.span_of(end);
                    self.error_ctx(summary, detail, s, ident_span.to(s));
                }
                end_span = self.prev_span();
                self.recover_after_body_item();
            } else {
                end_span = self.prev_span();
                self.read();
            }
        }
        Attribute {
            name: smol(self.text(ident)),
            span: ident_span.to(end_span.max_with(expr.span)),
            expr: Arc::new(expr),
            name_span: ident_span,
            equals_span: self.span_of(eq),
        }
    }

    fn finish_block(&mut self, ident: Token) -> Option<Block> {
        let ident_span = self.span_of(ident);
        let mut labels = Vec::new();
        let mut label_spans = Vec::new();
        let obrace;
        loop {
            let t = self.peek();
            match t.kind {
                K::OBrace => {
                    obrace = self.read();
                    break;
                }
                K::OQuote => {
                    let (s, span) = self.parse_quoted_string_literal();
                    labels.push(smol(&s));
                    label_spans.push(span);
                }
                K::Ident => {
                    let t = self.read();
                    labels.push(smol(self.text(t)));
                    label_spans.push(self.span_of(t));
                }
                _ => {
                    let s = self.span_of(t);
                    let ctx = ident_span.to(s);
                    match t.kind {
                        K::Equal => self.error_ctx("Invalid block definition", "The equals sign \"=\" indicates an argument definition, and must not be used when defining a block.", s, ctx),
                        K::Newline => self.error_ctx("Invalid block definition", "A block definition must have block content delimited by \"{\" and \"}\", starting on the same line as the block header.", s, ctx),
                        _ => {
                            if !self.recovery {
                                self.error_ctx("Invalid block definition", "Either a quoted string block label or an opening brace (\"{\") is expected here.", s, ctx);
                            }
                        }
                    }
                    self.recover_after_body_item();
                    return Some(Block {
                        type_name: smol(self.text(ident)),
                        labels,
                        body: Arc::new(NativeBody {
                            span: ident_span,
                            end_span: ident_span,
                            ..NativeBody::default()
                        }),
                        type_span: ident_span,
                        label_spans,
                        open_brace_span: ident_span,
                        close_brace_span: ident_span,
                    });
                }
            }
        }
        let obrace_span = self.span_of(obrace);
        if !self.enter() {
            self.recover(K::CBrace);
            return None;
        }
        let body = match self.peek().kind {
            K::Newline | K::Eof | K::CBrace => Some(strata_core::budget::grow(|| {
                self.parse_body(K::CBrace, Some(obrace_span))
            })),
            _ => {
                let body = self.parse_single_attr_body();
                self.finish_single_line_block(obrace_span);
                body
            }
        };
        self.leave();
        let cbrace_span = self.prev_span();
        let eol = self.peek();
        if eol.kind == K::Newline || eol.kind == K::Eof {
            self.read();
        } else {
            if !self.recovery {
                let s = self.span_of(eol);
                self.error_ctx(
                    "Missing newline after block definition",
                    "A block definition must end with a newline.",
                    s,
                    ident_span.to(s),
                );
            }
            self.recover_after_body_item();
        }
        let body = body.unwrap_or_else(|| NativeBody {
            span: obrace_span.to(cbrace_span),
            end_span: cbrace_span,
            ..NativeBody::default()
        });
        Some(Block {
            type_name: smol(self.text(ident)),
            labels,
            body: Arc::new(body),
            type_span: ident_span,
            label_spans,
            open_brace_span: obrace_span,
            close_brace_span: cbrace_span,
        })
    }

    /// After a single-line block's attribute: the closing brace must follow. A comma or a
    /// newline there is reported even while recovering; anything else only if not.
    fn finish_single_line_block(&mut self, obrace: Span) {
        let close = self.peek();
        let s = self.span_of(close);
        let detail = match close.kind {
            K::CBrace => {
                self.read();
                return;
            }
            K::Comma => "Single-line block syntax can include only one argument definition. To define multiple arguments, use the multi-line block syntax with one argument definition per line.",
            K::Newline => "An argument definition on the same line as its containing block creates a single-line block definition, which must also be closed on the same line. Place the block's closing brace immediately after the argument definition.",
            K::Eof => {
                if !self.recovery {
                    self.error(
                        "Unclosed configuration block",
                        "There is no closing brace for this block before the end of the file. This may be caused by incorrect brace nesting elsewhere in this file.",
                        obrace,
                    );
                }
                return;
            }
            _ if self.recovery => {
                self.recover(K::CBrace);
                return;
            }
            _ => "A single-line block definition must end with a closing brace immediately after its single argument definition.",
        };
        self.error_ctx(
            "Invalid single-argument block definition",
            detail,
            s,
            obrace.to(s),
        );
        self.recover(K::CBrace);
    }

    fn parse_single_attr_body(&mut self) -> Option<NativeBody> {
        let ident = self.read();
        let ident_span = self.span_of(ident);
        if ident.kind != K::Ident {
            self.recover_after_body_item();
            self.error(
                "Argument or block definition required",
                "An argument or block definition is required here.",
                ident_span,
            );
            return None;
        }
        let next = self.peek();
        let attr = match next.kind {
            K::Equal => self.finish_attribute(ident, true),
            K::OQuote | K::OBrace | K::Ident => {
                let s = ident_span.to(self.span_of(next));
                self.recover_after_body_item();
                self.error("Argument definition required", format!("A single-line block definition can contain only a single argument. If you meant to define argument {:?}, use an equals sign to assign it a value. To define a nested block, place it on a line of its own within its parent block.", self.text(ident)), s);
                return None;
            }
            _ => {
                self.recover_after_body_item();
                self.error("Argument or block definition required", "An argument or block definition is required here. To set an argument, use the equals sign \"=\" to introduce the argument value.", ident_span);
                return None;
            }
        };
        // As in HCL, a single-line block's body is the range of its one attribute.
        let span = attr.span;
        let mut attributes = IndexMap::default();
        attributes.insert(attr.name.clone(), attr);
        Some(NativeBody {
            attributes,
            blocks: Vec::new(),
            span,
            end_span: Span::new(self.file, span.end, span.end),
        })
    }

    fn parse_quoted_string_literal(&mut self) -> (String, Span) {
        let oquote = self.read();
        let oquote_span = self.span_of(oquote);
        let mut out = String::new();
        let end_span;
        loop {
            let t = self.read();
            let s = self.span_of(t);
            match t.kind {
                K::CQuote => {
                    end_span = s;
                    break;
                }
                K::QuotedLit => {
                    let (v, mut d) = unescape(self.text(t), true, s);
                    self.diags.append(&mut d);
                    out.push_str(&v);
                }
                K::TemplateControl | K::TemplateInterp => {
                    let which = if t.kind == K::TemplateControl {
                        "%"
                    } else {
                        "$"
                    };
                    self.error_ctx("Invalid string literal", format!("Template sequences are not allowed in this string. To include a literal {which:?}, double it (as \"{which}{which}\") to escape it."), s, oquote_span.to(s));
                    out.push_str(which);
                    out.push_str("{ ... }");
                    self.recover(K::TemplateSeqEnd);
                }
                K::Eof => {
                    self.error_ctx(
                        "Unterminated string literal",
                        "Unable to find the closing quote mark before the end of the file.",
                        s,
                        oquote_span.to(s),
                    );
                    end_span = s;
                    break;
                }
                _ => {
                    self.error_ctx(
                        "Invalid string literal",
                        "This item is not valid in a string literal.",
                        s,
                        oquote_span.to(s),
                    );
                    self.recover(K::CQuote);
                    end_span = s;
                    break;
                }
            }
        }
        (normalize_owned(out), oquote_span.to(end_span))
    }

    // ----- expressions -----

    pub(crate) fn parse_expr(&mut self) -> Expr {
        if let Some(e) = self.lone_literal() {
            return e;
        }
        if !self.enter() {
            let s = self.next_span();
            return Expr::node(self.shrink, ExprKind::Invalid, s);
        }
        let e = strata_core::budget::grow(|| self.parse_ternary());
        self.leave();
        e
    }

    /// A lone literal (`0`, `true`, `null`, `"text"` without escapes or templates) or a lone
    /// variable name directly followed by a token that ends every expression (`,`, `}`, `]`,
    /// `)`, the `}` of an interpolation, `=`, `:`, `=>`, `...`, or a newline where newlines
    /// count): the expression
    /// the precedence ladder (`parse_ternary` down to `parse_term` and `parse_traversals`)
    /// gives for it, without climbing it. `None`, having read nothing, for anything else.
    fn lone_literal(&mut self) -> Option<Expr> {
        // Well below the nesting limit, where the ladder reports nothing either.
        if self.depth + 4 >= MAX_NESTING {
            return None;
        }
        let t = *self.tokens.get(self.next)?;
        let len = match t.kind {
            K::NumberLit | K::Ident => 1,
            K::OQuote => 3,
            _ => return None,
        };
        let ends = match self.tokens.get(self.next + len)?.kind {
            // None of these continues an expression (`?` would: a conditional).
            K::Comma
            | K::CBrace
            | K::CBrack
            | K::CParen
            | K::TemplateSeqEnd
            | K::Equal
            | K::Colon
            | K::FatArrow
            | K::Ellipsis => true,
            K::Newline => self.including_newlines(),
            _ => false,
        };
        if !ends {
            return None;
        }
        let kind = match t.kind {
            K::NumberLit => {
                // Plain digits, as `parse_term` accepts them without trying to read them.
                let text = self.text(t);
                if text.is_empty()
                    || text.len() > 19
                    || !text.bytes().all(|b| b.is_ascii_digit())
                    || !valid_number_literal(text, NumberSyntax::Native)
                {
                    return None;
                }
                ExprKind::Literal(Literal::Number(smol(text)))
            }
            K::Ident => match self.text(t) {
                "true" => ExprKind::Literal(Literal::Bool(true)),
                "false" => ExprKind::Literal(Literal::Bool(false)),
                "null" => ExprKind::Literal(Literal::Null),
                // A variable without steps, as `parse_term` makes it.
                name => ExprKind::ScopeTraversal(Box::new(Traversal {
                    root: smol(name),
                    root_span: self.span_of(t),
                    steps: Vec::new(),
                })),
            },
            _ => {
                let prev = self.prev;
                let open = self.read();
                let span = self.span_of(open);
                return match self.plain_quoted_string(open, span) {
                    Some(e) => Some(e),
                    None => {
                        // Not plain after all: unread the quote.
                        self.next -= 1;
                        self.prev = prev;
                        None
                    }
                };
            }
        };
        let t = self.read();
        Some(Expr::node(self.shrink, kind, self.span_of(t)))
    }

    fn invalid_at(&self, span: Span) -> Expr {
        Expr::node(self.shrink, ExprKind::Invalid, span)
    }

    fn parse_ternary(&mut self) -> Expr {
        let start = self.next_span();
        let n0 = self.diags.len();
        let cond = self.parse_binary(1);
        if self.recovery && self.diags.len() > n0 {
            return cond;
        }
        let q = self.peek();
        if q.kind != K::Question {
            return cond;
        }
        self.read();
        let n1 = self.diags.len();
        let t = self.parse_expr();
        if self.recovery && self.diags.len() > n1 {
            return cond;
        }
        let colon = self.peek();
        if colon.kind != K::Colon {
            let s = self.span_of(colon);
            self.error_ctx(
                "Missing false expression in conditional",
                "The conditional operator (...?...:...) requires a false expression, delimited by a colon.",
                s,
                start.to(s),
            );
            return cond;
        }
        self.read();
        let n2 = self.diags.len();
        let f = self.parse_expr();
        if self.recovery && self.diags.len() > n2 {
            return cond;
        }
        let span = start.to(f.span);
        Expr::node(
            self.shrink,
            ExprKind::Conditional(Box::new(Conditional {
                condition: cond,
                true_expr: t,
                false_expr: f,
            })),
            span,
        )
    }

    fn binary_op(kind: K) -> Option<BinaryOp> {
        Some(match kind {
            K::Or => BinaryOp::Or,
            K::And => BinaryOp::And,
            K::EqualOp => BinaryOp::Equal,
            K::NotEqual => BinaryOp::NotEqual,
            K::Lt => BinaryOp::Less,
            K::Lte => BinaryOp::LessOrEqual,
            K::Gt => BinaryOp::Greater,
            K::Gte => BinaryOp::GreaterOrEqual,
            K::Plus => BinaryOp::Add,
            K::Minus => BinaryOp::Subtract,
            K::Star => BinaryOp::Multiply,
            K::Slash => BinaryOp::Divide,
            K::Percent => BinaryOp::Modulo,
            _ => return None,
        })
    }

    /// Parses a chain of binary operators of precedence `min` or tighter by precedence
    /// climbing: operators of equal precedence associate to the left.
    fn parse_binary(&mut self, min: u8) -> Expr {
        let n0 = self.diags.len();
        let mut lhs = self.parse_with_traversals();
        if self.recovery && self.diags.len() > n0 {
            return lhs;
        }
        let mut chain = 0usize;
        loop {
            let next = self.peek();
            let Some(op) = Self::binary_op(next.kind).filter(|o| o.precedence() >= min) else {
                break;
            };
            // A chain `a + b + c ...` nests to the left: each operator is one level.
            if !self.enter() {
                break;
            }
            chain += 1;
            self.read();
            let n1 = self.diags.len();
            let rhs = self.parse_binary(op.precedence() + 1);
            let failed = self.recovery && self.diags.len() > n1;
            let span = lhs.span.to(rhs.span);
            lhs = Expr::node(
                self.shrink,
                ExprKind::Binary(Box::new(Binary { op, lhs, rhs })),
                span,
            );
            if failed {
                break;
            }
        }
        for _ in 0..chain {
            self.leave();
        }
        lhs
    }

    fn parse_with_traversals(&mut self) -> Expr {
        let term = self.parse_term();
        self.parse_traversals(term)
    }

    fn make_relative(&self, from: Expr, step: Step) -> Expr {
        let span = from.span.to(step.span);
        match from.kind {
            ExprKind::ScopeTraversal(mut t) => {
                t.steps.push(step);
                Expr::node(self.shrink, ExprKind::ScopeTraversal(t), span)
            }
            ExprKind::RelativeTraversal { source, mut steps } => {
                steps.push(step);
                Expr::node(
                    self.shrink,
                    ExprKind::RelativeTraversal { source, steps },
                    span,
                )
            }
            kind => Expr::node(
                self.shrink,
                ExprKind::RelativeTraversal {
                    source: Box::new(Expr::node(self.shrink, kind, from.span)),
                    steps: vec![step],
                },
                span,
            ),
        }
    }

    /// The legacy index step `a.0`. A number with a fraction (`a.0.1` scans as "0.1") is an
    /// error: at `subject` if given (the `*` of an attribute-only splat), else the number.
    fn number_index_step(&mut self, dot: Token, num: Token, subject: Option<Span>) -> Option<Step> {
        let text = self.text(num);
        if text.contains('.') {
            let span = subject.unwrap_or_else(|| self.span_of(num));
            self.error(
                "Invalid legacy index syntax",
                "When using the legacy index syntax, chaining two indexes together is not permitted. Use the proper index syntax instead, like [0][1].",
                span,
            );
            return None;
        }
        Some(Step {
            kind: StepKind::Index(Literal::Number(smol(text))),
            span: self.span_of(dot).to(self.span_of(num)),
        })
    }

    fn parse_traversals(&mut self, mut ret: Expr) -> Expr {
        // Full splats seen so far: their source and marker.
        let mut splats: Vec<(Expr, Span)> = Vec::new();
        loop {
            let next = self.peek();
            match next.kind {
                K::Dot => {
                    let dot = self.read();
                    let t = self.peek();
                    match t.kind {
                        K::Ident => {
                            let t = self.read();
                            let step = Step {
                                kind: StepKind::Attr(smol(self.text(t))),
                                span: self.span_of(dot).to(self.span_of(t)),
                            };
                            ret = self.make_relative(ret, step);
                        }
                        K::NumberLit => {
                            let t = self.read();
                            if let Some(step) = self.number_index_step(dot, t, None) {
                                ret = self.make_relative(ret, step);
                            }
                        }
                        K::Star => {
                            let marker = self.read();
                            ret = self.finish_attr_splat(ret, dot, marker);
                        }
                        _ => {
                            // Reported even while recovering; the token is left in place and
                            // the traversal goes on (as HCL's parser does).
                            let s = self.span_of(t);
                            self.error_ctx(
                                "Invalid attribute name",
                                "An attribute name is required after a dot.",
                                s,
                                ret.span.to(s),
                            );
                            self.recovery = true;
                        }
                    }
                }
                K::OBrack => {
                    let open = self.read();
                    let open_span = self.span_of(open);
                    if self.peek().kind == K::Star {
                        self.read();
                        let mut close = self.read();
                        if close.kind != K::CBrack && !self.recovery {
                            close = self.recover(K::CBrack);
                            let s = self.span_of(close);
                            self.error_ctx("Missing close bracket on splat index", "The star for a full splat operator must be immediately followed by a closing bracket (\"]\").", s, open_span.to(s));
                        }
                        let marker = open_span.to(self.span_of(close));
                        if !self.enter() {
                            break;
                        }
                        // The rest of the traversal applies to each element: it continues on
                        // an anonymous symbol, and the splat is built when the chain ends.
                        let item = Expr::node(self.shrink, ExprKind::AnonSymbol, marker);
                        splats.push((std::mem::replace(&mut ret, item), marker));
                        continue;
                    }
                    self.newlines.push(false);
                    let key = self.parse_expr();
                    let close = if self.recovery {
                        self.recover(K::CBrack)
                    } else {
                        let c = self.read();
                        if c.kind == K::CBrack {
                            c
                        } else {
                            // HCL skips to the closing bracket and reports there.
                            let c = self.recover(K::CBrack);
                            let s = self.span_of(c);
                            self.error_ctx(
                                "Missing close bracket on index",
                                "The index operator must end with a closing bracket (\"]\").",
                                s,
                                open_span.to(s),
                            );
                            c
                        }
                    };
                    self.newlines.pop();
                    let rng = open_span.to(self.span_of(close));
                    let lit = match &key.kind {
                        ExprKind::Literal(l) => Some(l.clone()),
                        _ => key.as_string_literal().map(|s| Literal::String(s.clone())),
                    };
                    match lit {
                        Some(l) => {
                            ret = self.make_relative(
                                ret,
                                Step {
                                    kind: StepKind::Index(l),
                                    span: rng,
                                },
                            )
                        }
                        None => {
                            let span = ret.span.to(rng);
                            ret = Expr::node(
                                self.shrink,
                                ExprKind::Index(Box::new(Index {
                                    collection: ret,
                                    key,
                                    bracket_span: rng,
                                })),
                                span,
                            );
                        }
                    }
                }
                _ => break,
            }
        }
        while let Some((source, marker)) = splats.pop() {
            self.leave();
            let span = source.span.to(ret.span).to(marker);
            ret = Expr::node(
                self.shrink,
                ExprKind::Splat {
                    source: Box::new(source),
                    each: Box::new(ret),
                    marker_span: marker,
                },
                span,
            );
        }
        ret
    }

    fn finish_attr_splat(&mut self, source: Expr, dot: Token, marker: Token) -> Expr {
        let marker_span = self.span_of(dot).to(self.span_of(marker));
        let first = self.next_span();
        let mut last = marker_span;
        let mut steps = Vec::new();
        while self.peek().kind == K::Dot {
            let d = self.read();
            let t = self.peek();
            match t.kind {
                K::NumberLit => {
                    let t = self.read();
                    last = self.span_of(t);
                    let marker = self.span_of(marker);
                    steps.extend(self.number_index_step(d, t, Some(marker)));
                }
                K::Ident => {
                    let t = self.read();
                    last = self.span_of(t);
                    steps.push(Step {
                        kind: StepKind::Attr(smol(self.text(t))),
                        span: self.span_of(d).to(last),
                    });
                }
                _ => {
                    if !self.recovery {
                        // HCL points these at the splat's `*`.
                        let s = self.span_of(marker);
                        if t.kind == K::Star {
                            self.error("Nested splat expression not allowed", "A splat expression (*) cannot be used inside another attribute-only splat expression.", s);
                        } else {
                            self.error(
                                "Invalid attribute name",
                                "An attribute name is required after a dot.",
                                s,
                            );
                        }
                    }
                    self.recovery = true;
                    break;
                }
            }
        }
        let item = Expr::node(self.shrink, ExprKind::AnonSymbol, marker_span);
        let each = if steps.is_empty() {
            item
        } else {
            Expr::node(
                self.shrink,
                ExprKind::RelativeTraversal {
                    source: Box::new(item),
                    steps,
                },
                first.to(last),
            )
        };
        let span = source.span.to(last);
        Expr::node(
            self.shrink,
            ExprKind::Splat {
                source: Box::new(source),
                each: Box::new(each),
                marker_span,
            },
            span,
        )
    }

    fn parse_term(&mut self) -> Expr {
        let start = self.peek();
        let start_span = self.span_of(start);
        match start.kind {
            K::OParen => {
                self.read();
                self.newlines.push(false);
                let n0 = self.diags.len();
                let expr = self.parse_expr();
                if self.diags.len() > n0 {
                    // As HCL: skip past the closing parenthesis and say no more.
                    let close = self.recover(K::CParen);
                    self.newlines.pop();
                    let span = start_span.to(self.span_of(close));
                    return Expr::node(self.shrink, ExprKind::Parens(Box::new(expr)), span);
                }
                let close = self.peek();
                if close.kind != K::CParen {
                    // Reported even while recovering; the next token is taken as the closer.
                    let s = self.span_of(close);
                    self.error_ctx(
                        "Unbalanced parentheses",
                        "Expected a closing parenthesis to terminate the expression.",
                        s,
                        start_span.to(s),
                    );
                    self.recovery = true;
                }
                let close = self.read();
                self.newlines.pop();
                Expr::node(
                    self.shrink,
                    ExprKind::Parens(Box::new(expr)),
                    start_span.to(self.span_of(close)),
                )
            }
            K::NumberLit => {
                let t = self.read();
                let text = self.text(t);
                let valid = valid_number_literal(text, NumberSyntax::Native);
                let text = spell_out_fraction(text);
                // Up to 19 plain digits always read as a number: no need to try.
                let plain = !text.is_empty()
                    && text.len() <= 19
                    && text.bytes().all(|b| b.is_ascii_digit());
                if !valid || (!plain && strata_hcl_types::Number::parse(&text).is_none()) {
                    self.error(
                        "Invalid number literal",
                        "Failed to recognize the value of this number literal.",
                        start_span,
                    );
                    return self.invalid_at(start_span);
                }
                Expr::node(
                    self.shrink,
                    ExprKind::Literal(Literal::Number(smol(&text))),
                    start_span,
                )
            }
            K::Ident => {
                let t = self.read();
                let name = self.text(t);
                // A call comes first: `true(...)` calls a function named "true".
                if self.peek().kind == K::OParen {
                    return self.finish_function_call(t);
                }
                match name {
                    "true" => {
                        return Expr::node(
                            self.shrink,
                            ExprKind::Literal(Literal::Bool(true)),
                            start_span,
                        )
                    }
                    "false" => {
                        return Expr::node(
                            self.shrink,
                            ExprKind::Literal(Literal::Bool(false)),
                            start_span,
                        )
                    }
                    "null" => {
                        return Expr::node(
                            self.shrink,
                            ExprKind::Literal(Literal::Null),
                            start_span,
                        )
                    }
                    _ => {}
                }
                Expr::node(
                    self.shrink,
                    ExprKind::ScopeTraversal(Box::new(Traversal {
                        root: smol(name),
                        root_span: start_span,
                        steps: Vec::new(),
                    })),
                    start_span,
                )
            }
            K::OQuote | K::OHeredoc => {
                let open = self.read();
                if let Some(e) = self.plain_quoted_string(open, start_span) {
                    return e;
                }
                let close_kind = if open.kind == K::OQuote {
                    K::CQuote
                } else {
                    K::CHeredoc
                };
                let flush = open.kind == K::OHeredoc && self.text(open).starts_with("<<-");
                self.newlines.push(false);
                let (parts, unwrap) =
                    self.parse_template_inner(close_kind, flush, open.kind == K::OQuote);
                self.newlines.pop();
                let span = start_span.to(self.prev_span());
                if unwrap {
                    if let Some(p) = parts.into_iter().next() {
                        return Expr::node(self.shrink, ExprKind::TemplateWrap(Box::new(p)), span);
                    }
                    return self.invalid_at(span);
                }
                Expr::node(self.shrink, ExprKind::Template(parts), span)
            }
            K::Minus | K::Bang => {
                let t = self.read();
                if !self.enter() {
                    return self.invalid_at(start_span);
                }
                let operand = strata_core::budget::grow(|| self.parse_with_traversals());
                self.leave();
                let op = if t.kind == K::Minus {
                    UnaryOp::Negate
                } else {
                    UnaryOp::Not
                };
                let span = start_span.to(operand.span);
                Expr::node(
                    self.shrink,
                    ExprKind::Unary {
                        op,
                        operand: Box::new(operand),
                    },
                    span,
                )
            }
            K::OBrack => self.parse_tuple_cons(),
            K::OBrace => self.parse_object_cons(),
            _ => {
                if !self.recovery {
                    if start.kind == K::Eof {
                        self.error(
                            "Missing expression",
                            "Expected the start of an expression, but found the end of the file.",
                            start_span,
                        );
                    } else {
                        self.error(
                            "Invalid expression",
                            "Expected the start of an expression, but found an invalid expression token.",
                            start_span,
                        );
                    }
                }
                // The token stays: the caller's recovery skips past it.
                self.recovery = true;
                self.invalid_at(start_span)
            }
        }
    }

    fn finish_function_call(&mut self, name: Token) -> Expr {
        let name_span = self.span_of(name);
        let open = self.read();
        let open_span = self.span_of(open);
        let mut args = Vec::new();
        let mut expand_final = false;
        self.newlines.push(false);
        let close: Token;
        loop {
            let t = self.peek();
            if t.kind == K::CParen {
                close = self.read();
                break;
            }
            let n0 = self.diags.len();
            let arg = self.parse_expr();
            args.push(arg);
            if self.recovery && self.diags.len() > n0 {
                close = self.recover(K::CParen);
                break;
            }
            let sep = self.read();
            if sep.kind == K::CParen {
                close = sep;
                break;
            }
            if sep.kind == K::Ellipsis {
                expand_final = true;
                if self.peek().kind != K::CParen {
                    if !self.recovery {
                        let s = self.span_of(sep);
                        self.error_ctx("Missing closing parenthesis", "An expanded function argument (with ...) must be immediately followed by closing parentheses.", s, name_span.to(s));
                    }
                    close = self.recover(K::CParen);
                } else {
                    close = self.read();
                }
                break;
            }
            if sep.kind != K::Comma {
                let s = self.span_of(sep);
                // Reported even while recovering, as HCL does.
                {
                    if sep.kind == K::Eof {
                        self.error_ctx("Unterminated function call", "There is no closing parenthesis for this function call before the end of the file. This may be caused by incorrect parethesis nesting elsewhere in this file.", name_span.to(open_span), name_span.to(s));
                    } else {
                        self.error_ctx(
                            "Missing argument separator",
                            "A comma is required to separate each function argument from the next.",
                            s,
                            name_span.to(s),
                        );
                    }
                }
                close = if sep.kind == K::Eof {
                    self.recovery = true;
                    sep
                } else {
                    self.recover(K::CParen)
                };
                break;
            }
            if self.peek().kind == K::CParen {
                close = self.read();
                break;
            }
        }
        self.newlines.pop();
        let close_span = self.span_of(close);
        Expr::node(
            self.shrink,
            ExprKind::FunctionCall(Box::new(FunctionCall {
                name: smol(self.text(name)),
                name_span,
                args,
                expand_final,
                open_span,
                close_span,
            })),
            name_span.to(close_span),
        )
    }

    /// After an item of a tuple or object constructor: the closing bracket ends the
    /// constructor (returned), a separator is read and another item follows (`None`); anything
    /// else is reported (once, outside recovery) and skipped up to the closing bracket, which is
    /// returned.
    fn after_item(&mut self, open_span: Span, items: &ItemSyntax) -> Option<Token> {
        let next = self.peek();
        if next.kind == items.close {
            return Some(self.read());
        }
        if next.kind == K::Comma || (items.newline_separates && next.kind == K::Newline) {
            self.read();
            return None;
        }
        if !self.recovery {
            let s = self.span_of(next);
            if next.kind == K::Eof {
                let (summary, detail) = items.unterminated;
                self.error_ctx(summary, detail, open_span, open_span.to(s));
            } else {
                let (summary, detail) = items.missing_separator;
                self.error_ctx(summary, detail, s, open_span.to(s));
            }
        }
        Some(self.recover(items.close))
    }

    fn parse_tuple_cons(&mut self) -> Expr {
        let open = self.read();
        let open_span = self.span_of(open);
        // Newlines are insignificant from the bracket on (so `[\nfor ...` is a `for`).
        self.newlines.push(false);
        if self.is_keyword(self.peek(), "for") {
            let e = self.finish_for(open);
            self.newlines.pop();
            return e;
        }
        let mut exprs = Vec::new();
        let close;
        loop {
            let next = self.peek();
            if next.kind == K::CBrack {
                close = self.read();
                break;
            }
            let n0 = self.diags.len();
            let e = self.parse_expr();
            exprs.push(e);
            if self.recovery && self.diags.len() > n0 {
                close = self.recover(K::CBrack);
                break;
            }
            if let Some(t) = self.after_item(open_span, &TUPLE_ITEMS) {
                close = t;
                break;
            }
        }
        self.newlines.pop();
        Expr::node(
            self.shrink,
            ExprKind::Tuple(exprs),
            open_span.to(self.span_of(close)),
        )
    }

    fn parse_object_cons(&mut self) -> Expr {
        let open = self.read();
        let open_span = self.span_of(open);
        // The reference recognises `{\nfor ...` as a `for` expression too.
        self.newlines.push(false);
        let is_for = self.is_keyword(self.peek(), "for");
        self.newlines.pop();
        if is_for {
            return self.finish_for(open);
        }
        self.newlines.push(true);
        let mut items = Vec::new();
        let close;
        loop {
            let next = self.peek();
            if next.kind == K::Newline {
                self.read();
                continue;
            }
            if next.kind == K::CBrace {
                close = self.read();
                break;
            }
            let force_non_literal = next.kind == K::OParen;
            let n0 = self.diags.len();
            let key = self.parse_expr();
            if self.recovery && self.diags.len() > n0 {
                close = self.recover(K::CBrace);
                break;
            }
            let next = self.peek();
            if next.kind != K::Equal && next.kind != K::Colon {
                if !self.recovery {
                    let s = self.span_of(next);
                    let ctx = open_span.to(s);
                    match next.kind {
                        K::Newline | K::Comma => self.error_ctx("Missing attribute value", "Expected an attribute value, introduced by an equals sign (\"=\").", s, ctx),
                        K::Ident => self.error_ctx("Missing key/value separator", "Expected an equals sign (\"=\") to mark the beginning of the attribute value. If you intended to given an attribute name containing periods or spaces, write the name in quotes to create a string literal.", s, ctx),
                        K::Eof => self.error_ctx("Unterminated object constructor expression", "There is no corresponding closing brace before the end of the file. This may be caused by incorrect brace nesting elsewhere in this file.", open_span, ctx),
                        _ => self.error_ctx("Missing key/value separator", "Expected an equals sign (\"=\") to mark the beginning of the attribute value.", s, ctx),
                    }
                }
                close = self.recover(K::CBrace);
                break;
            }
            self.read();
            let n1 = self.diags.len();
            let value = self.parse_expr();
            items.push(ObjectItem {
                key: ObjectKey {
                    expr: key,
                    force_non_literal,
                },
                value,
            });
            if self.recovery && self.diags.len() > n1 {
                close = self.recover(K::CBrace);
                break;
            }
            if let Some(t) = self.after_item(open_span, &OBJECT_ITEMS) {
                close = t;
                break;
            }
        }
        self.newlines.pop();
        Expr::node(
            self.shrink,
            ExprKind::Object(items),
            open_span.to(self.span_of(close)),
        )
    }

    fn finish_for(&mut self, open: Token) -> Expr {
        let open_span = self.span_of(open);
        self.newlines.push(false);
        let e = self.finish_for_inner(open, open_span);
        self.newlines.pop();
        e
    }

    fn for_error(&mut self, detail: &str, open_span: Span, close_kind: K) -> Expr {
        if !self.recovery {
            let t = self.peek();
            let s = self.span_of(t);
            self.error_ctx("Invalid 'for' expression", detail, s, open_span.to(s));
        }
        let close = self.recover(close_kind);
        self.invalid_at(open_span.to(self.span_of(close)))
    }

    fn finish_for_inner(&mut self, open: Token, open_span: Span) -> Expr {
        self.read(); // "for"
        let (make_obj, close_kind) = if open.kind == K::OBrace {
            (true, K::CBrace)
        } else {
            (false, K::CBrack)
        };
        if self.peek().kind != K::Ident {
            return self.for_error(
                "For expression requires variable name after 'for'.",
                open_span,
                close_kind,
            );
        }
        let first = self.read();
        let mut key_var = None;
        let mut val_var = smol(self.text(first));
        if self.peek().kind == K::Comma {
            self.read();
            if self.peek().kind != K::Ident {
                return self.for_error(
                    "For expression requires value variable name after comma.",
                    open_span,
                    close_kind,
                );
            }
            let v = self.read();
            key_var = Some(val_var);
            val_var = smol(self.text(v));
        }
        if !self.is_keyword(self.peek(), "in") {
            return self.for_error(
                "For expression requires the 'in' keyword after its name declarations.",
                open_span,
                close_kind,
            );
        }
        self.read();
        let n0 = self.diags.len();
        let collection = self.parse_expr();
        if self.recovery && self.diags.len() > n0 {
            let close = self.recover(close_kind);
            return self.invalid_at(open_span.to(self.span_of(close)));
        }
        if self.peek().kind != K::Colon {
            return self.for_error(
                "For expression requires a colon after the collection expression.",
                open_span,
                close_kind,
            );
        }
        self.read();
        let n1 = self.diags.len();
        let mut value = self.parse_expr();
        let mut key = None;
        if self.peek().kind == K::FatArrow {
            self.read();
            key = Some(value);
            value = self.parse_expr();
        }
        if self.recovery && self.diags.len() > n1 {
            let close = self.recover(close_kind);
            return self.invalid_at(open_span.to(self.span_of(close)));
        }
        let mut group = false;
        let mut ellipsis = None;
        if self.peek().kind == K::Ellipsis {
            ellipsis = Some(self.read());
            group = true;
        }
        let mut condition = None;
        if self.is_keyword(self.peek(), "if") {
            self.read();
            let n2 = self.diags.len();
            let c = self.parse_expr();
            if self.recovery && self.diags.len() > n2 {
                let close = self.recover(close_kind);
                return self.invalid_at(open_span.to(self.span_of(close)));
            }
            condition = Some(c);
        }
        let close = if self.peek().kind == close_kind {
            self.read()
        } else {
            if !self.recovery {
                let s = self.next_span();
                self.error_ctx(
                    "Invalid 'for' expression",
                    "Extra characters after the end of the 'for' expression.",
                    s,
                    open_span.to(s),
                );
            }
            self.recover(close_kind)
        };
        let close_span = self.span_of(close);
        let whole = open_span.to(close_span);
        if !make_obj {
            if let Some(k) = &key {
                self.error_ctx(
                    "Invalid 'for' expression",
                    "Key expression is not valid when building a tuple.",
                    k.span,
                    whole,
                );
            }
            if let Some(e) = ellipsis {
                let s = self.span_of(e);
                self.error_ctx(
                    "Invalid 'for' expression",
                    "Grouping ellipsis (...) cannot be used when building a tuple.",
                    s,
                    whole,
                );
            }
        } else if key.is_none() {
            self.error_ctx(
                "Invalid 'for' expression",
                "Key expression is required when building an object.",
                value.span,
                whole,
            );
        }
        Expr::node(
            self.shrink,
            ExprKind::For(Box::new(ForExpr {
                key_var,
                val_var,
                collection,
                key,
                value,
                condition,
                group,
                open_span,
                close_span,
            })),
            whole,
        )
    }

    // ----- templates -----

    /// Parses template parts up to the `end` token. Returns the part expressions and whether
    /// the template is a lone interpolation to be unwrapped.
    /// A quoted string of literal text only (`"t3.micro"`, most strings): the one-literal
    /// template the general template parser builds, without its machinery.
    fn plain_quoted_string(&mut self, open: Token, start_span: Span) -> Option<Expr> {
        let (lit, close) = match self.tokens.get(self.next..self.next + 2) {
            Some(&[lit, close]) if open.kind == K::OQuote => (lit, close),
            _ => return None,
        };
        if lit.kind != K::QuotedLit || close.kind != K::CQuote || self.depth >= MAX_NESTING {
            return None;
        }
        let lit_span = self.span_of(lit);
        let (value, mut d) = unescape(self.text(lit), true, lit_span);
        self.diags.append(&mut d);
        let value = smol(&value);
        self.next += 2;
        self.prev = Some(close);
        let part = Expr::node(
            self.shrink,
            ExprKind::Literal(Literal::String(value)),
            lit_span,
        );
        Some(Expr::node(
            self.shrink,
            ExprKind::Template(vec![part]),
            start_span.to(self.span_of(close)),
        ))
    }

    fn parse_template_inner(&mut self, end: K, flush: bool, quoted: bool) -> (Vec<Expr>, bool) {
        if !self.enter() {
            let t = self.recover(end);
            return (vec![self.invalid_at(self.span_of(t))], false);
        }
        // The parts go into the parser's spare vector (a template nested in an interpolation
        // starts a new one), so that most templates allocate only their result.
        let spare = std::mem::take(&mut self.spare_parts);
        let mut parts = strata_core::budget::grow(|| self.parse_template_parts(spare, end, quoted));
        if flush {
            flush_heredoc(&mut parts);
        }
        let unwrap = parts.len() == 2 && matches!(parts[0], TemplatePart::Interp { .. });
        // Literal text and interpolations only (nearly every template): their expressions in
        // order, as the builder gives them, without its queue.
        let plain = parts.iter().enumerate().all(|(i, p)| match p {
            TemplatePart::Literal { .. } | TemplatePart::Interp { .. } => i + 1 < parts.len(),
            TemplatePart::End { .. } => i + 1 == parts.len(),
            _ => false,
        });
        if plain {
            let mut exprs = Vec::with_capacity(parts.len() - 1);
            for p in parts.drain(..) {
                match p {
                    TemplatePart::Literal { value, span } => {
                        exprs.push(Expr::new(ExprKind::Literal(Literal::String(value)), span))
                    }
                    TemplatePart::Interp { expr } => exprs.push(expr),
                    _ => {}
                }
            }
            if parts.capacity() > self.spare_parts.capacity() {
                self.spare_parts = parts;
            }
            self.leave();
            return (exprs, unwrap);
        }
        let mut tp = TemplateBuilder {
            name: self.name,
            lines: &self.lines,
            base: self.base,
            depth: self.depth,
            parts: parts.into_iter().collect(),
            diags: Vec::new(),
            file: self.file,
            src: self.src,
        };
        let exprs = tp.parse_root();
        self.diags.append(&mut tp.diags);
        self.leave();
        (exprs, unwrap)
    }

    /// The parts of a template up to `end`, pushed onto `parts` (empty, its capacity reused).
    fn parse_template_parts(
        &mut self,
        mut parts: Vec<TemplatePart>,
        end: K,
        quoted: bool,
    ) -> Vec<TemplatePart> {
        parts.clear();
        let start_span = self.next_span();
        let mut ltrim_next = false;
        let mut next_can_trim_prev = false;
        let end_span;
        loop {
            let next = self.read();
            let nspan = self.span_of(next);
            if next.kind == end {
                end_span = nspan;
                break;
            }
            let ltrim = std::mem::take(&mut ltrim_next);
            let can_trim_prev = std::mem::take(&mut next_can_trim_prev);
            match next.kind {
                K::StringLit | K::QuotedLit => {
                    let (v, mut d) = unescape(self.text(next), quoted, nspan);
                    self.diags.append(&mut d);
                    let v = smol(if ltrim { v.trim_start() } else { &v });
                    parts.push(TemplatePart::Literal {
                        value: v,
                        span: nspan,
                    });
                    next_can_trim_prev = true;
                }
                K::TemplateInterp | K::TemplateControl => {
                    let strip_before = self.text(next).ends_with('~');
                    if can_trim_prev && strip_before {
                        if let Some(TemplatePart::Literal { value, .. }) = parts.last_mut() {
                            *value = smol(value.trim_end());
                        }
                    }
                    self.newlines.push(false);
                    if next.kind == K::TemplateInterp {
                        let expr = self.parse_expr();
                        let close = self.peek();
                        if close.kind != K::TemplateSeqEnd {
                            if !self.recovery {
                                let s = self.span_of(close);
                                let unclosed = close.kind == K::Eof
                                    || (quoted && matches!(close.kind, K::CQuote | K::OQuote));
                                if unclosed {
                                    self.error("Unclosed template interpolation sequence", "There is no closing brace for this interpolation sequence before the end of the quoted template. This might be caused by incorrect nesting inside the given expression.", start_span);
                                } else if close.kind == K::Colon {
                                    self.error_ctx("Extra characters after interpolation expression", "Template interpolation doesn't expect a colon at this location. Did you intend this to be a literal sequence to be processed as part of another language? If so, you can escape it by starting with \"$${\" instead of just \"${\".", s, start_span.to(s));
                                } else {
                                    self.error_ctx("Extra characters after interpolation expression", "Expected a closing brace to end the interpolation expression, but found extra characters.\n\nThis can happen when you include interpolation syntax for another language, such as shell scripting, but forget to escape the interpolation start token. If this is an embedded sequence for another language, escape it by starting with \"$${\" instead of just \"${\".", s, start_span.to(s));
                                }
                            }
                            self.recover(K::TemplateSeqEnd);
                        } else {
                            self.read();
                            if self.text(close).starts_with('~') {
                                ltrim_next = true;
                            }
                        }
                        parts.push(TemplatePart::Interp { expr });
                    } else if let Some(part) = self.parse_directive(next) {
                        let close = self.peek();
                        if close.kind != K::TemplateSeqEnd {
                            if !self.recovery {
                                let s = self.span_of(close);
                                let kw = match &part {
                                    TemplatePart::If { .. } => "if",
                                    TemplatePart::Else { .. } => "else",
                                    TemplatePart::EndIf { .. } => "endif",
                                    TemplatePart::For { .. } => "for",
                                    _ => "endfor",
                                };
                                self.error_ctx(&format!("Extra characters in {kw} marker"), "Expected a closing brace to end the sequence, but found extra characters.", s, start_span.to(s));
                            }
                            self.recover(K::TemplateSeqEnd);
                        } else {
                            self.read();
                            if self.text(close).starts_with('~') {
                                ltrim_next = true;
                            }
                        }
                        parts.push(part);
                    }
                    self.newlines.pop();
                }
                _ => {
                    if !self.recovery {
                        self.error_ctx(
                            "Unterminated template string",
                            "No closing marker was found for the string.",
                            nspan,
                            start_span.to(nspan),
                        );
                    }
                    let fin = if next.kind == K::Eof {
                        self.recovery = true;
                        next
                    } else {
                        self.recover(end)
                    };
                    end_span = self.span_of(fin);
                    break;
                }
            }
        }
        if parts.is_empty() {
            parts.push(TemplatePart::Literal {
                value: SmolStr::default(),
                span: Span::new(self.file, end_span.start, end_span.start),
            });
        }
        parts.push(TemplatePart::End { span: end_span });
        parts
    }

    /// Parses the inside of a `%{ ... }` directive (after the opener), leaving the closing
    /// `}` for the caller. Returns `None` after reporting an error and recovering.
    fn parse_directive(&mut self, opener: Token) -> Option<TemplatePart> {
        let open_span = self.span_of(opener);
        let kw = self.peek();
        if kw.kind != K::Ident {
            if !self.recovery {
                let s = self.span_of(kw);
                self.error_ctx("Invalid template directive", "A template directive keyword (\"if\", \"for\", etc) is expected at the beginning of a %{ sequence.", s, open_span.to(s));
            }
            self.recover(K::TemplateSeqEnd);
            return None;
        }
        self.read();
        let word = self.text(kw);
        let range_to_close = |p: &Self| open_span.to(p.next_span());
        match word {
            "if" => {
                let condition = self.parse_expr();
                Some(TemplatePart::If {
                    condition,
                    span: range_to_close(self),
                })
            }
            "else" => Some(TemplatePart::Else {
                span: range_to_close(self),
            }),
            "endif" => Some(TemplatePart::EndIf {
                span: range_to_close(self),
            }),
            "endfor" => Some(TemplatePart::EndFor {
                span: range_to_close(self),
            }),
            "for" => {
                let fail = |p: &mut Self, detail: &str| {
                    if !p.recovery {
                        let s = p.next_span();
                        p.error("Invalid 'for' directive", detail, s);
                    }
                    p.recover(K::TemplateSeqEnd);
                    None
                };
                if self.peek().kind != K::Ident {
                    return fail(self, "For directive requires variable name after 'for'.");
                }
                let first = self.read();
                let mut key_var = None;
                let mut val_var = smol(self.text(first));
                if self.peek().kind == K::Comma {
                    self.read();
                    if self.peek().kind != K::Ident {
                        return fail(
                            self,
                            "For directive requires value variable name after comma.",
                        );
                    }
                    let v = self.read();
                    key_var = Some(val_var);
                    val_var = smol(self.text(v));
                }
                if !self.is_keyword(self.peek(), "in") {
                    return fail(self, "For directive requires 'in' keyword after names.");
                }
                self.read();
                let collection = self.parse_expr();
                Some(TemplatePart::For {
                    key_var,
                    val_var,
                    collection,
                    span: range_to_close(self),
                })
            }
            _ => {
                if !self.recovery {
                    let s = self.span_of(kw);
                    let suggestion =
                        name_suggestion(word, &["if", "for", "else", "endif", "endfor"])
                            .map(|s| format!(" Did you mean {s:?}?"))
                            .unwrap_or_default();
                    self.error_ctx(
                        "Invalid template control keyword",
                        format!("{word:?} is not a valid template control keyword.{suggestion}"),
                        s,
                        open_span.to(s),
                    );
                }
                self.recover(K::TemplateSeqEnd);
                None
            }
        }
    }
}

trait MaxWith {
    fn max_with(self, other: Span) -> Span;
}

impl MaxWith for Span {
    /// `self`, extended to cover `other` if `other` ends later.
    fn max_with(self, other: Span) -> Span {
        if other.end > self.end {
            Span::new(self.file, self.start, other.end)
        } else {
            self
        }
    }
}

enum Item {
    Attr(Attribute),
    Block(Block),
}

/// Line starts of `src`, built once per parse and only if a message needs a position.
type LineStarts = std::cell::OnceCell<Vec<u32>>;

/// The text form of a span (`name:line,col-col`, see [`crate::pos::format_range`]): lines
/// found by binary search, columns counted as the native syntax counts them.
fn describe_span(src: &[u8], lines: &LineStarts, base: u32, span: Span, name: &str) -> String {
    let starts = lines.get_or_init(|| {
        let mut v = vec![0u32];
        v.extend(
            src.iter()
                .enumerate()
                .filter(|(_, &b)| b == b'\n')
                .map(|(i, _)| i as u32 + 1),
        );
        v
    });
    let pos = |byte: u32| -> (u32, u32) {
        let byte = byte.saturating_sub(base).min(src.len() as u32);
        let idx = match starts.binary_search(&byte) {
            Ok(i) => i,
            Err(i) => i.saturating_sub(1),
        };
        let line_start = starts.get(idx).copied().unwrap_or(0) as usize;
        let text = src.get(line_start..byte as usize).unwrap_or(&[]);
        let column = crate::pos::native_columns(&String::from_utf8_lossy(text), idx);
        (idx as u32 + 1, column + 1)
    };
    crate::pos::format_range(name, pos(span.start), pos(span.end))
}

/// Spells an empty fraction out: `1.e5` is `1.0e5`.
fn spell_out_fraction(text: &str) -> std::borrow::Cow<'_, str> {
    let dot_e = text
        .as_bytes()
        .windows(2)
        .position(|w| w[0] == b'.' && (w[1] == b'e' || w[1] == b'E'));
    match dot_e {
        Some(i) => format!("{}.0{}", &text[..i], &text[i + 1..]).into(),
        None => text.into(),
    }
}

/// Strips the common leading spaces from line-leading literals of a `<<-` heredoc.
fn flush_heredoc(parts: &mut [TemplatePart]) {
    let mut min_spaces = usize::MAX;
    let mut newline = true;
    let mut adjust = Vec::new();
    for (i, part) in parts.iter().enumerate() {
        if newline {
            newline = false;
            let spaces;
            match part {
                TemplatePart::Literal { value, .. } => {
                    let trimmed = value.trim_start();
                    if trimmed.is_empty() && value.ends_with('\n') {
                        spaces = usize::MAX;
                    } else {
                        let lead = &value[..value.len() - trimmed.len()];
                        spaces = lead.chars().count();
                        adjust.push(i);
                    }
                }
                TemplatePart::End { .. } => break,
                _ => spaces = 0,
            }
            min_spaces = min_spaces.min(spaces);
        }
        if let TemplatePart::Literal { value, .. } = part {
            if value.ends_with('\n') {
                newline = true;
            }
        }
    }
    if min_spaces == usize::MAX {
        return;
    }
    for i in adjust {
        if let Some(TemplatePart::Literal { value, span }) = parts.get_mut(i) {
            let cut: usize = value.chars().take(min_spaces).map(char::len_utf8).sum();
            *value = smol(value.get(cut..).unwrap_or(""));
            span.start = (span.start + cut as u32).min(span.end);
        }
    }
}

/// Whether literal text is its own value: ASCII without a backslash, `$` or `%` (no escape,
/// no template sequence, already NFC), checked in one pass of table lookups.
pub(crate) fn literal_as_is(text: &str) -> bool {
    text.bytes().all(|b| LITERAL_AS_IS[b as usize])
}

/// The bytes of [`literal_as_is`] text.
const LITERAL_AS_IS: [bool; 256] = {
    let mut t = [false; 256];
    let mut b = 0;
    while b < 128 {
        t[b] = !matches!(b as u8, b'\\' | b'$' | b'%');
        b += 1;
    }
    t
};

/// Processes a literal token's escapes. Quoted literals support backslash escapes; both
/// quoted and heredoc literals turn `$${` and `%%{` into `${` and `%{`. The result is NFC;
/// plain ASCII text (nearly every literal: nothing to decode, already NFC) is borrowed.
pub(crate) fn unescape(raw: &str, quoted: bool, span: Span) -> (Cow<'_, str>, Diagnostics) {
    // Most literal text is its own value; other text without escapes is only normalised.
    if literal_as_is(raw) {
        return (Cow::Borrowed(raw), Vec::new());
    }
    if !raw.bytes().any(|b| matches!(b, b'\\' | b'$' | b'%')) {
        return (Cow::Owned(normalize_owned(raw.to_string())), Vec::new());
    }
    let mut out = String::with_capacity(raw.len());
    let mut diags = Vec::new();
    let bytes = raw.as_bytes();
    let mut i = 0;
    while i < raw.len() {
        let rest = &raw[i..];
        if rest.starts_with("$${") || rest.starts_with("%%{") {
            out.push_str(&rest[1..3]);
            i += 3;
            continue;
        }
        if quoted && bytes[i] == b'\\' {
            let esc_start = span.start + i as u32;
            let Some(sel) = raw[i + 1..].chars().next() else {
                diags.push(
                    Diagnostic::error(
                        "Invalid escape sequence",
                        "Backslash must be followed by an escape sequence selector character.",
                    )
                    .with_subject(Span::new(
                        span.file,
                        esc_start,
                        esc_start + 1,
                    )),
                );
                i += 1;
                continue;
            };
            let sel_len = sel.len_utf8();
            match sel {
                'n' => out.push('\n'),
                'r' => out.push('\r'),
                't' => out.push('\t'),
                '"' => out.push('"'),
                '\\' => out.push('\\'),
                'u' | 'U' => {
                    let n = if sel == 'u' { 4 } else { 8 };
                    let hex = raw.get(i + 2..i + 2 + n).unwrap_or("");
                    let ch = if hex.len() == n && hex.bytes().all(|b| b.is_ascii_hexdigit()) {
                        u32::from_str_radix(hex, 16).ok().and_then(char::from_u32)
                    } else {
                        None
                    };
                    match ch {
                        Some(c) => {
                            out.push(c);
                            i += 2 + n;
                            continue;
                        }
                        None => {
                            let avail = raw[i + 2..]
                                .bytes()
                                .take(n)
                                .take_while(|b| b.is_ascii_hexdigit())
                                .count();
                            let end = esc_start + 2 + avail as u32;
                            let detail = if sel == 'u' {
                                "The \\u escape sequence must be followed by four hexadecimal digits."
                            } else {
                                "The \\U escape sequence must be followed by eight hexadecimal digits."
                            };
                            diags.push(
                                Diagnostic::error("Invalid escape sequence", detail)
                                    .with_subject(Span::new(span.file, esc_start, end)),
                            );
                            i += 2 + avail;
                            continue;
                        }
                    }
                }
                _ => {
                    diags.push(
                        Diagnostic::error(
                            "Invalid escape sequence",
                            format!(
                                "The symbol {:?} is not a valid escape sequence selector.",
                                sel.to_string()
                            ),
                        )
                        .with_subject(Span::new(
                            span.file,
                            esc_start,
                            esc_start + 1 + sel_len as u32,
                        )),
                    );
                    out.push('\\');
                    out.push(sel);
                }
            }
            i += 1 + sel_len;
            continue;
        }
        let Some(c) = rest.chars().next() else { break };
        out.push(c);
        i += c.len_utf8();
    }
    (Cow::Owned(normalize_owned(out)), diags)
}

/// Builds if/for structure from the flat template part list.
struct TemplateBuilder<'a> {
    name: &'a str,
    lines: &'a LineStarts,
    base: u32,
    depth: usize,
    parts: std::collections::VecDeque<TemplatePart>,
    diags: Diagnostics,
    file: FileId,
    src: &'a [u8],
}

impl<'a> TemplateBuilder<'a> {
    fn peek_end(&self) -> Option<Span> {
        match self.parts.front() {
            Some(TemplatePart::End { span }) => Some(*span),
            None => Some(Span::new(
                self.file,
                self.src.len() as u32,
                self.src.len() as u32,
            )),
            _ => None,
        }
    }

    fn parse_root(&mut self) -> Vec<Expr> {
        let mut exprs = Vec::new();
        while self.peek_end().is_none() {
            exprs.push(self.parse_one());
        }
        exprs
    }

    fn describe(&self, span: Span) -> String {
        describe_span(self.src, self.lines, self.base, span, self.name)
    }

    fn parse_one(&mut self) -> Expr {
        strata_core::budget::grow(|| self.parse_one_inner())
    }

    fn parse_one_inner(&mut self) -> Expr {
        let Some(part) = self.parts.pop_front() else {
            return Expr::new(ExprKind::Invalid, Span::new(self.file, 0, 0));
        };
        match part {
            TemplatePart::Literal { value, span } => {
                Expr::new(ExprKind::Literal(Literal::String(value)), span)
            }
            TemplatePart::Interp { expr } => expr,
            TemplatePart::If { span, .. } | TemplatePart::For { span, .. }
                if self.depth >= MAX_NESTING =>
            {
                self.diags.push(
                    Diagnostic::error(
                        "Nesting too deep",
                        format!("Template directives are nested more than {MAX_NESTING} levels deep, which strata does not support."),
                    )
                    .with_subject(span),
                );
                self.parts.clear();
                Expr::new(ExprKind::Invalid, span)
            }
            TemplatePart::If { condition, span } => {
                self.depth += 1;
                let e = self.parse_if(condition, span);
                self.depth -= 1;
                e
            }
            TemplatePart::For {
                key_var,
                val_var,
                collection,
                span,
            } => {
                self.depth += 1;
                let e = self.parse_for(key_var, val_var, collection, span);
                self.depth -= 1;
                e
            }
            TemplatePart::End { span } => {
                self.diags.push(
                    Diagnostic::error(
                        "Unexpected end of template",
                        "The control directives within this template are unbalanced.",
                    )
                    .with_subject(span),
                );
                Expr::new(ExprKind::Invalid, span)
            }
            TemplatePart::Else { span }
            | TemplatePart::EndIf { span }
            | TemplatePart::EndFor { span } => {
                let name = match part {
                    TemplatePart::Else { .. } => "else",
                    TemplatePart::EndIf { .. } => "endif",
                    _ => "endfor",
                };
                self.diags.push(
                    Diagnostic::error(
                        format!("Unexpected {name} directive"),
                        "The control directives within this template are unbalanced.",
                    )
                    .with_subject(span),
                );
                Expr::new(ExprKind::Invalid, span)
            }
        }
    }

    fn content_template(&self, exprs: Vec<Expr>, empty_at: Span) -> Expr {
        let mut exprs = exprs;
        if exprs.is_empty() {
            exprs.push(Expr::new(
                ExprKind::Literal(Literal::String(SmolStr::default())),
                empty_at,
            ));
        }
        let span = match (exprs.first(), exprs.last()) {
            (Some(a), Some(b)) => a.span.to(b.span),
            _ => empty_at,
        };
        Expr::new(ExprKind::Template(exprs), span)
    }

    fn parse_if(&mut self, condition: Expr, if_span: Span) -> Expr {
        let mut if_exprs = Vec::new();
        let mut else_exprs = Vec::new();
        let mut in_else = false;
        let endif_span;
        loop {
            if let Some(end) = self.peek_end() {
                self.diags.push(
                    Diagnostic::error(
                        "Unexpected end of template",
                        format!(
                            "The if directive at {} is missing its corresponding endif directive.",
                            self.describe(if_span)
                        ),
                    )
                    .with_subject(end),
                );
                return Expr::new(ExprKind::Invalid, end);
            }
            match self.parts.front() {
                Some(TemplatePart::Else { span }) => {
                    let span = *span;
                    self.parts.pop_front();
                    if !in_else {
                        in_else = true;
                        continue;
                    }
                    self.diags.push(
                        Diagnostic::error(
                            "Unexpected else directive",
                            format!(
                                "Already in the else clause for the if started at {}.",
                                self.describe(if_span)
                            ),
                        )
                        .with_subject(span),
                    );
                    return Expr::new(ExprKind::Invalid, span);
                }
                Some(TemplatePart::EndIf { span }) => {
                    endif_span = *span;
                    self.parts.pop_front();
                    break;
                }
                Some(TemplatePart::EndFor { span }) => {
                    let span = *span;
                    self.parts.pop_front();
                    self.diags.push(
                        Diagnostic::error(
                            "Unexpected endfor directive",
                            format!(
                                "Expecting an endif directive for the if started at {}.",
                                self.describe(if_span)
                            ),
                        )
                        .with_subject(span),
                    );
                    return Expr::new(ExprKind::Invalid, span);
                }
                _ => {}
            }
            let e = self.parse_one();
            if in_else {
                else_exprs.push(e);
            } else {
                if_exprs.push(e);
            }
        }
        let t = self.content_template(if_exprs, Span::new(self.file, if_span.end, if_span.end));
        let f = self.content_template(
            else_exprs,
            Span::new(self.file, endif_span.start, endif_span.start),
        );
        Expr::new(
            ExprKind::Conditional(Box::new(Conditional {
                condition,
                true_expr: t,
                false_expr: f,
            })),
            if_span.to(endif_span),
        )
    }

    fn parse_for(
        &mut self,
        key_var: Option<SmolStr>,
        val_var: SmolStr,
        collection: Expr,
        for_span: Span,
    ) -> Expr {
        let mut exprs = Vec::new();
        let endfor_span;
        loop {
            if let Some(end) = self.peek_end() {
                self.diags.push(
                    Diagnostic::error(
                        "Unexpected end of template",
                        format!(
                            "The for directive at {} is missing its corresponding endfor directive.",
                            self.describe(for_span)
                        ),
                    )
                    .with_subject(end),
                );
                return Expr::new(ExprKind::Invalid, end);
            }
            match self.parts.front() {
                Some(TemplatePart::EndFor { span }) => {
                    endfor_span = *span;
                    self.parts.pop_front();
                    break;
                }
                Some(TemplatePart::Else { span }) | Some(TemplatePart::EndIf { span }) => {
                    let span = *span;
                    let name = if matches!(self.parts.front(), Some(TemplatePart::Else { .. })) {
                        "else"
                    } else {
                        "endif"
                    };
                    self.parts.pop_front();
                    self.diags.push(
                        Diagnostic::error(
                            format!("Unexpected {name} directive"),
                            format!(
                                "Expecting an endfor directive corresponding to the for directive started at {}.",
                                self.describe(for_span)
                            ),
                        )
                        .with_subject(span),
                    );
                    return Expr::new(ExprKind::Invalid, span);
                }
                _ => {}
            }
            exprs.push(self.parse_one());
        }
        let content =
            self.content_template(exprs, Span::new(self.file, for_span.end, for_span.end));
        let whole = for_span.to(endfor_span);
        let f = Expr::new(
            ExprKind::For(Box::new(ForExpr {
                key_var,
                val_var,
                collection,
                key: None,
                value: content,
                condition: None,
                group: false,
                open_span: for_span,
                close_span: endfor_span,
            })),
            whole,
        );
        Expr::new(ExprKind::TemplateJoin(Box::new(f)), whole)
    }
}
