//! Reading a native-syntax file item by item without building its body tree.
//!
//! [`NativeItems::next_walked`] hands the next top-level items to an [`ItemSink`] as they are
//! read: a block's header when its body opens, each argument with its value expression, the
//! block's end when its body closes. No [`NativeBody`], [`crate::ast::Block`] or
//! [`crate::ast::Attribute`] is made, and a quoted string of plain text is given as its text
//! without an expression node: a caller that turns each block into output at once (hcldec's
//! streamed decode) skips the tree it would build and drop again.
//!
//! The walk takes only the plain shape of a body: arguments `name = expr` and blocks
//! `type "label" ... {` on their own lines, bodies closed by `}` on their own line, names
//! distinct within a body, labels that are plain ASCII text or names, a nesting of at most
//! [`MAX_WALK_DEPTH`] blocks, a chunk without bracket or token errors. Whatever departs
//! from it (a single-line block, a syntax error, a diagnostic of any expression) ends the
//! walk, and so does the sink refusing an item: the chunk is then parsed the usual way and
//! [`Walked::Parsed`] gives exactly what [`NativeItems::next_items`] gives for it. When the
//! walk takes a chunk whole ([`Walked::Taken`]), the general parse of those items would have
//! given the same items without any diagnostic; what the sink was given is what that tree
//! holds (argument values are the expressions the parser builds, a plain string's text is
//! the value of its one-literal template).

use crate::ast::{Expr, ExprKind, Literal, NativeBody};
use crate::lexer::{Token, TokenKind as K};
use crate::parser::{NativeItems, Parser};
use smol_str::SmolStr;
use strata_core::{Diagnostics, Span};

/// The deepest nesting of blocks the walk follows (deeper files are parsed the usual way).
pub const MAX_WALK_DEPTH: usize = 32;

/// The most labels a block may have for the walk to take it.
pub const MAX_WALK_LABELS: usize = 4;

/// The value of an argument given to [`ItemSink::argument`].
#[derive(Debug)]
pub enum ItemValue<'a> {
    /// A quoted string of plain ASCII text (no escape, no `$`, no `%`): its value is `text`.
    /// [`ItemValue::into_expr`] gives the expression the parser builds for it.
    PlainString {
        /// The text between the quotes.
        text: &'a str,
        /// The whole string, quotes included.
        span: Span,
        /// The text between the quotes.
        text_span: Span,
    },
    /// Any other expression, as the parser builds it.
    Expr(Expr),
}

impl ItemValue<'_> {
    /// The expression the parser gives for this value.
    pub fn into_expr(self) -> Expr {
        match self {
            ItemValue::PlainString {
                text,
                span,
                text_span,
            } => {
                let part = Expr::node(
                    false,
                    ExprKind::Literal(Literal::String(SmolStr::new(text))),
                    text_span,
                );
                Expr::node(false, ExprKind::Template(vec![part]), span)
            }
            ItemValue::Expr(e) => e,
        }
    }
}

/// What a walk of items is given, in source order. Each method returns false to refuse the
/// item: the walk then ends and the chunk is parsed the usual way ([`Walked::Parsed`]), so a
/// sink must keep what it was given for a chunk apart until the walk returns
/// [`Walked::Taken`].
pub trait ItemSink<'a> {
    /// A block `type_name labels... {` opens (its body follows).
    fn open_block(&mut self, type_name: &'a str, labels: &[&'a str]) -> bool;
    /// An argument of the innermost open block (or of the file when none is open).
    fn argument(&mut self, name: &'a str, value: ItemValue<'a>) -> bool;
    /// The innermost open block's body closed.
    fn close_block(&mut self) -> bool;
}

/// What [`NativeItems::next_walked`] did with the next chunk of items.
#[derive(Debug)]
pub enum Walked {
    /// The sink was given every item of the chunk, and took them all.
    Taken,
    /// The walk stopped: the chunk's items parsed the usual way, with their diagnostics.
    Parsed(NativeBody, Diagnostics),
}

impl<'a> NativeItems<'a> {
    /// Walks the next top-level items into `sink`, or parses them (see the module
    /// documentation); `None` at the end of the file.
    pub fn next_walked(&mut self, sink: &mut dyn ItemSink<'a>) -> Option<Walked> {
        let tokens = self.next_chunk_tokens()?;
        if !self.chunk_is_clean() {
            return Some(self.parse_chunk_walked(tokens));
        }
        let mut p = self.chunk_parser(tokens);
        let mut names = std::mem::take(&mut self.walk_names);
        names.clear();
        let taken = walk_body(&mut p, sink, &mut names, K::Eof);
        names.clear();
        // The names borrow the source only: the vector is kept, empty, for the next chunk.
        self.walk_names = names;
        if taken {
            self.recycle(p);
            return Some(Walked::Taken);
        }
        let tokens = std::mem::take(&mut p.tokens);
        self.recycle(p);
        Some(self.parse_chunk_walked(tokens))
    }

    fn parse_chunk_walked(&mut self, tokens: Vec<Token>) -> Walked {
        let (body, diags) = self.parse_chunk(tokens);
        Walked::Parsed(body, diags)
    }
}

/// Whether the parser has reported nothing and never had to recover.
fn clean(p: &Parser<'_>) -> bool {
    p.diags.is_empty() && !p.recovery
}

/// The items of a body up to `end` (consumed), as `parse_body` reads them.
fn walk_body<'a>(
    p: &mut Parser<'a>,
    sink: &mut dyn ItemSink<'a>,
    names: &mut Vec<&'a str>,
    end: K,
) -> bool {
    let mark = names.len();
    loop {
        let next = p.peek();
        if next.kind == end {
            p.read();
            names.truncate(mark);
            return true;
        }
        match next.kind {
            K::Newline => {
                p.read();
            }
            K::Ident => {
                if !walk_item(p, sink, names, mark) {
                    return false;
                }
            }
            _ => return false,
        }
    }
}

/// One argument or block, as `parse_body_item` reads it; `names[mark..]` are the body's
/// argument names so far.
fn walk_item<'a>(
    p: &mut Parser<'a>,
    sink: &mut dyn ItemSink<'a>,
    names: &mut Vec<&'a str>,
    mark: usize,
) -> bool {
    let ident = p.read();
    let name = p.text(ident);
    match p.peek().kind {
        K::Equal => {
            p.read();
            let value = match plain_string(p) {
                Some(v) => v,
                None => {
                    let e = p.parse_expr();
                    if !clean(p) {
                        return false;
                    }
                    ItemValue::Expr(e)
                }
            };
            // `finish_attribute`: a newline (or the end of the file) ends the argument.
            if !matches!(p.peek().kind, K::Newline | K::Eof) {
                return false;
            }
            p.read();
            // A repeated name is "Attribute redefined".
            if names.get(mark..).is_some_and(|seen| seen.contains(&name)) {
                return false;
            }
            names.push(name);
            sink.argument(name, value)
        }
        K::OQuote | K::OBrace | K::Ident => walk_block(p, sink, names, name),
        _ => false,
    }
}

/// A quoted string of plain ASCII text directly followed by a newline: what `lone_literal`
/// takes as a one-literal template, read without building it.
fn plain_string<'a>(p: &mut Parser<'a>) -> Option<ItemValue<'a>> {
    let [open, lit, close, after] = *p.tokens.get(p.next..p.next + 4)? else {
        return None;
    };
    if open.kind != K::OQuote
        || lit.kind != K::QuotedLit
        || close.kind != K::CQuote
        || after.kind != K::Newline
        || p.depth + 4 >= crate::parser::MAX_NESTING
    {
        return None;
    }
    let text = p.text(lit);
    if !crate::parser::literal_as_is(text) {
        return None;
    }
    p.next += 3;
    p.prev = Some(close);
    Some(ItemValue::PlainString {
        text,
        span: p.span_of(open).to(p.span_of(close)),
        text_span: p.span_of(lit),
    })
}

/// A block's header, body and end, as `finish_block` reads them (its type name already read).
fn walk_block<'a>(
    p: &mut Parser<'a>,
    sink: &mut dyn ItemSink<'a>,
    names: &mut Vec<&'a str>,
    type_name: &'a str,
) -> bool {
    let mut labels: [&'a str; MAX_WALK_LABELS] = [""; MAX_WALK_LABELS];
    let mut n = 0;
    loop {
        let t = p.peek();
        let label = match t.kind {
            K::OBrace => {
                p.read();
                break;
            }
            K::OQuote => {
                p.read();
                match quoted_label(p) {
                    Some(l) => l,
                    None => return false,
                }
            }
            K::Ident => {
                let t = p.read();
                let l = p.text(t);
                if !l.is_ascii() {
                    return false;
                }
                l
            }
            _ => return false,
        };
        let Some(slot) = labels.get_mut(n) else {
            return false;
        };
        *slot = label;
        n += 1;
    }
    // Only a body on lines of its own (not a single-line block), not too deep.
    if p.depth >= MAX_WALK_DEPTH || !matches!(p.peek().kind, K::Newline | K::CBrace) {
        return false;
    }
    if !p.enter() {
        return false;
    }
    if !sink.open_block(type_name, &labels[..n]) || !walk_body(p, sink, names, K::CBrace) {
        return false;
    }
    p.leave();
    if !matches!(p.peek().kind, K::Newline | K::Eof) {
        return false;
    }
    p.read();
    sink.close_block()
}

/// The rest of a quoted label after its opening quote: plain ASCII text (or nothing) and the
/// closing quote, which `parse_quoted_string_literal` gives unchanged.
fn quoted_label<'a>(p: &mut Parser<'a>) -> Option<&'a str> {
    let first = *p.tokens.get(p.next)?;
    if first.kind == K::CQuote {
        p.next += 1;
        p.prev = Some(first);
        return Some("");
    }
    let close = *p.tokens.get(p.next + 1)?;
    if first.kind != K::QuotedLit || close.kind != K::CQuote {
        return None;
    }
    let text = p.text(first);
    if !crate::parser::literal_as_is(text) {
        return None;
    }
    p.next += 2;
    p.prev = Some(close);
    Some(text)
}
