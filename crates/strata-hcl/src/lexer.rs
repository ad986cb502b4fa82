//! The native-syntax scanner.
//!
//! The scanner turns source bytes into a flat token list in one pass. It is modal: besides
//! the normal expression mode it has a *quoted template* mode (inside `"..."`) and a *heredoc*
//! mode (between `<<EOT` and the closing `EOT` line). `${` and `%{` inside a template push
//! normal mode; the matching `}` (counting nested braces) pops back to the template. Line
//! comments do not include their newline: the newline is its own token. Every byte of the
//! input belongs to exactly one token or to skipped whitespace, so the scanner always
//! terminates and never fails: bad bytes become [`TokenKind::Invalid`] or
//! [`TokenKind::BadUtf8`] tokens that the parser reports.

/// What a token is. Literal text and names are read back from the source by span.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TokenKind {
    OBrace,
    CBrace,
    OBrack,
    CBrack,
    OParen,
    CParen,
    OQuote,
    CQuote,
    /// `<<EOT\n` or `<<-EOT\n`.
    OHeredoc,
    /// The closing delimiter line of a heredoc (leading spaces, the name, and the newline).
    CHeredoc,
    /// `${` or `${~`.
    TemplateInterp,
    /// `%{` or `%{~`.
    TemplateControl,
    /// `}` or `~}` closing an interpolation or directive.
    TemplateSeqEnd,
    /// Literal text inside a quoted template (escapes not yet processed).
    QuotedLit,
    /// Literal text inside a heredoc (one token per line at most).
    StringLit,
    /// A raw newline inside a quoted template.
    QuotedNewline,
    NumberLit,
    Ident,
    Comment,
    Newline,
    Comma,
    Dot,
    Ellipsis,
    Colon,
    Question,
    Equal,
    EqualOp,
    NotEqual,
    Bang,
    Lt,
    Lte,
    Gt,
    Gte,
    Plus,
    Minus,
    Star,
    Slash,
    Percent,
    And,
    Or,
    FatArrow,
    BitwiseAnd,
    BitwiseOr,
    BitwiseXor,
    BitwiseNot,
    Semicolon,
    Backtick,
    Invalid,
    BadUtf8,
    Eof,
}

/// One token: its kind and byte range `[start, end)`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Token {
    pub kind: TokenKind,
    pub start: u32,
    pub end: u32,
}

#[derive(Clone, Debug)]
enum Mode {
    /// Normal mode; `depth` counts open braces; `template` says a `}` at depth 0 ends an
    /// interpolation.
    Normal {
        depth: u32,
        template: bool,
    },
    Quoted,
    Heredoc {
        name: Vec<u8>,
        line_start: bool,
    },
    /// A bare template (the whole input is template text; it ends only at EOF).
    Bare,
}

/// Scans `src` into tokens. The last token is always [`TokenKind::Eof`].
pub fn scan(src: &[u8]) -> Vec<Token> {
    scan_in(src, false)
}

/// Scans `src` as bare template text (as JSON strings are read): literal text with `${}`
/// and `%{}` sequences, no escapes, ending at EOF.
pub fn scan_template(src: &[u8]) -> Vec<Token> {
    scan_in(src, true)
}

fn scan_in(src: &[u8], template: bool) -> Vec<Token> {
    let mut modes = vec![Mode::Normal {
        depth: 0,
        template: false,
    }];
    if template {
        modes.push(Mode::Bare);
    }
    // A UTF-8 byte-order mark at the start is skipped, as HCL's scanner does: it is no token
    // and takes no column, but its bytes still count in byte offsets.
    let start = if src.starts_with(crate::pos::UTF8_BOM) {
        crate::pos::UTF8_BOM.len()
    } else {
        0
    };
    let mut s = Scanner {
        src,
        pos: start,
        tokens: Vec::new(),
        modes,
    };
    s.run();
    let end = src.len() as u32;
    s.tokens.push(Token {
        kind: TokenKind::Eof,
        start: end,
        end,
    });
    s.tokens
}

/// Scans a native-syntax file one top-level body item at a time (see
/// [`crate::parser::NativeItems`]): each chunk ends with the newline (or line comment) that
/// ends a top-level item, outside every brace, bracket, parenthesis, template and heredoc.
pub(crate) struct Chunker<'a> {
    s: Scanner<'a>,
    /// Open brackets and parentheses (the scanner's modes count braces only).
    parens: u32,
    /// A closing bracket or parenthesis without an opening one was seen.
    unbalanced: bool,
    /// The current chunk has a token that is an error by itself ([`reported_alone`]).
    flagged: bool,
}

/// Whether a token of this kind is an error wherever it is (what the parser's check of
/// invalid tokens reports).
pub(crate) fn reported_alone(kind: TokenKind) -> bool {
    use TokenKind as K;
    matches!(
        kind,
        K::BitwiseAnd
            | K::BitwiseOr
            | K::BitwiseXor
            | K::BitwiseNot
            | K::Backtick
            | K::Semicolon
            | K::BadUtf8
            | K::QuotedNewline
            | K::Invalid
    )
}

impl<'a> Chunker<'a> {
    pub(crate) fn new(src: &'a [u8]) -> Chunker<'a> {
        let start = if src.starts_with(crate::pos::UTF8_BOM) {
            crate::pos::UTF8_BOM.len()
        } else {
            0
        };
        Chunker {
            s: Scanner {
                src,
                pos: start,
                tokens: Vec::new(),
                modes: vec![Mode::Normal {
                    depth: 0,
                    template: false,
                }],
            },
            parens: 0,
            unbalanced: false,
            flagged: false,
        }
    }

    /// Whether a closing bracket or parenthesis had no opening one (the file has a syntax
    /// error that item-by-item parsing cannot place: parse it whole instead).
    pub(crate) fn unbalanced(&self) -> bool {
        self.unbalanced
    }

    /// Whether the last chunk has a token that is an error by itself ([`reported_alone`]):
    /// without one, the parser's check of invalid tokens has nothing to report.
    pub(crate) fn flagged(&self) -> bool {
        self.flagged
    }

    /// The tokens of the next chunk in `out` (cleared first); false at the end of the input.
    /// The tokens are those [`scan`] gives for the same bytes, without the final EOF token.
    pub(crate) fn next_chunk(&mut self, out: &mut Vec<Token>) -> bool {
        use TokenKind as K;
        out.clear();
        std::mem::swap(&mut self.s.tokens, out);
        self.flagged = false;
        'chunk: while self.s.pos < self.s.src.len() {
            match self.s.modes.last() {
                Some(Mode::Normal { .. }) | None => {
                    // Normal mode pushes at most one token per call: look at that one only.
                    // The mode stays normal until a token that opens a string or heredoc or
                    // ends an interpolation: scan on without looking the mode up again.
                    while self.s.pos < self.s.src.len() {
                        let Some(kind) = self.s.normal() else {
                            continue;
                        };
                        match kind {
                            K::OBrack | K::OParen => self.parens += 1,
                            K::CBrack | K::CParen => match self.parens.checked_sub(1) {
                                Some(n) => self.parens = n,
                                None => self.unbalanced = true,
                            },
                            K::Newline | K::Comment => {
                                // The cheap tests first: most newlines are inside a block.
                                if self.parens == 0
                                    && matches!(
                                        self.s.modes.as_slice(),
                                        [Mode::Normal { depth: 0, .. }]
                                    )
                                    && self.ends_last_item()
                                {
                                    break 'chunk;
                                }
                            }
                            K::OQuote | K::OHeredoc | K::TemplateSeqEnd => break,
                            kind => self.flagged |= reported_alone(kind),
                        }
                    }
                }
                // Template and heredoc modes push no bracket, newline or comment token.
                Some(mode) => {
                    let n = self.s.tokens.len();
                    match mode {
                        Mode::Heredoc { name, line_start } => {
                            let (name, line_start) = (name.clone(), *line_start);
                            self.s.heredoc(&name, line_start)
                        }
                        Mode::Bare => self.s.heredoc(&[], false),
                        _ => self.s.quoted(),
                    }
                    let pushed = self.s.tokens.get(n..).unwrap_or(&[]);
                    self.flagged |= pushed.iter().any(|t| reported_alone(t.kind));
                }
            }
        }
        std::mem::swap(&mut self.s.tokens, out);
        !out.is_empty()
    }

    /// Whether the newline or comment token just scanned (at the top level) ends a body item.
    fn ends_last_item(&self) -> bool {
        self.s.tokens.last().is_some_and(|&t| self.ends_item(t))
    }

    /// Whether the newline or comment token `t` (at the top level) ends a body item: a
    /// newline, or a line comment with its newline.
    fn ends_item(&self, t: Token) -> bool {
        let text = self
            .s
            .src
            .get(t.start as usize..t.end as usize)
            .unwrap_or(&[]);
        text.ends_with(b"\n")
            && (t.kind == TokenKind::Newline || text.starts_with(b"#") || text.starts_with(b"//"))
    }
}

struct Scanner<'a> {
    src: &'a [u8],
    pos: usize,
    tokens: Vec<Token>,
    modes: Vec<Mode>,
}

pub(crate) fn is_ident_start(c: char) -> bool {
    unicode_ident::is_xid_start(c) || c == '_'
}

pub(crate) fn is_ident_continue(c: char) -> bool {
    unicode_ident::is_xid_continue(c) || c == '-'
}

/// What an input byte is to a name being scanned.
#[derive(Clone, Copy)]
enum NameByte {
    /// An ASCII letter, digit, `_` or `-`: part of the name.
    Continues,
    /// Any other ASCII character: the name ends before it.
    Ends,
    /// The start of a non-ASCII character: decode it to decide.
    NonAscii,
}

const NAME_BYTE: [NameByte; 256] = {
    let mut t = [NameByte::NonAscii; 256];
    let mut b = 0;
    while b < 128 {
        let c = b as u8;
        t[b] = if c.is_ascii_alphanumeric() || c == b'_' || c == b'-' {
            NameByte::Continues
        } else {
            NameByte::Ends
        };
        b += 1;
    }
    t
};

/// The bytes a quoted literal takes as one character each without a second look: ASCII
/// other than the quote, line breaks, backslash, `$` and `%`.
const QUOTED_PLAIN: [bool; 256] = {
    let mut t = [false; 256];
    let mut b = 0;
    while b < 128 {
        t[b] = !matches!(b as u8, b'"' | b'\n' | b'\r' | b'\\' | b'$' | b'%');
        b += 1;
    }
    t
};

/// Decodes the UTF-8 character at `pos`, or `None` for an invalid sequence.
fn char_at(src: &[u8], pos: usize) -> Option<(char, usize)> {
    let first = *src.get(pos)?;
    if first < 0x80 {
        return Some((first as char, 1));
    }
    let len = match first {
        0xc2..=0xdf => 2,
        0xe0..=0xef => 3,
        0xf0..=0xf4 => 4,
        _ => return None,
    };
    let bytes = src.get(pos..pos + len)?;
    let s = std::str::from_utf8(bytes).ok()?;
    s.chars().next().map(|c| (c, len))
}

impl<'a> Scanner<'a> {
    fn peek(&self, off: usize) -> Option<u8> {
        self.src.get(self.pos + off).copied()
    }

    fn push(&mut self, kind: TokenKind, start: usize, end: usize) {
        self.tokens.push(Token {
            kind,
            start: start as u32,
            end: end as u32,
        });
    }

    fn run(&mut self) {
        while self.pos < self.src.len() {
            let mode = self.modes.last().cloned().unwrap_or(Mode::Normal {
                depth: 0,
                template: false,
            });
            match mode {
                Mode::Normal { .. } => {
                    self.normal();
                }
                Mode::Quoted => self.quoted(),
                Mode::Heredoc { name, line_start } => self.heredoc(&name, line_start),
                Mode::Bare => self.heredoc(&[], false),
            }
        }
    }

    fn set_depth(&mut self, delta: i32) -> Option<bool> {
        if let Some(Mode::Normal { depth, template }) = self.modes.last_mut() {
            if delta > 0 {
                *depth += 1;
                return Some(false);
            }
            if *depth == 0 {
                return Some(*template);
            }
            *depth -= 1;
            return Some(false);
        }
        None
    }

    /// Scans one normal-mode token and returns its kind (`None` when only blanks were left).
    /// Inlined into its two loops (the chunker's and `run`'s): as a call, its prologue and
    /// epilogue were a fifth of the instructions a token took.
    #[inline(always)]
    fn normal(&mut self) -> Option<TokenKind> {
        use TokenKind as K;
        // Blanks make no token: skip them and scan the token after them in the same call
        // (a call per blank run cost as much as a token in the chunker's loop).
        let rest = self.src.get(self.pos..).unwrap_or(&[]);
        self.pos += rest
            .iter()
            .take_while(|&&b| b == b' ' || b == b'\t')
            .count();
        let start = self.pos;
        let b = self.peek(0)?;
        let two = self.peek(1);
        let single = |k: K| (k, 1usize);
        let (kind, len) = match b {
            b'\n' => single(K::Newline),
            b'\r' if two == Some(b'\n') => (K::Newline, 2),
            b'\r' => single(K::Invalid),
            b'#' => (K::Comment, self.line_comment_len()),
            b'/' if two == Some(b'/') => (K::Comment, self.line_comment_len()),
            b'/' if two == Some(b'*') => self.block_comment(),
            b'{' => {
                self.set_depth(1);
                single(K::OBrace)
            }
            b'}' => {
                if self.set_depth(-1) == Some(true) {
                    self.modes.pop();
                    single(K::TemplateSeqEnd)
                } else {
                    single(K::CBrace)
                }
            }
            b'~' if two == Some(b'}') => {
                // `~}` is one token: it ends an interpolation (with a strip marker).
                // Elsewhere it is still a sequence end (no brace is closed): the parser
                // reports it where it does not fit.
                if matches!(
                    self.modes.last(),
                    Some(Mode::Normal {
                        depth: 0,
                        template: true
                    })
                ) {
                    self.modes.pop();
                }
                (K::TemplateSeqEnd, 2)
            }
            b'~' => single(K::BitwiseNot),
            b'[' => single(K::OBrack),
            b']' => single(K::CBrack),
            b'(' => single(K::OParen),
            b')' => single(K::CParen),
            b'"' => {
                self.modes.push(Mode::Quoted);
                single(K::OQuote)
            }
            b'<' if two == Some(b'<') => {
                if let Some((len, name)) = self.heredoc_intro() {
                    self.push(K::OHeredoc, start, start + len);
                    self.pos += len;
                    self.modes.push(Mode::Heredoc {
                        name,
                        line_start: true,
                    });
                    return Some(K::OHeredoc);
                }
                single(K::Lt)
            }
            b'<' if two == Some(b'=') => (K::Lte, 2),
            b'<' => single(K::Lt),
            b'>' if two == Some(b'=') => (K::Gte, 2),
            b'>' => single(K::Gt),
            b'=' if two == Some(b'=') => (K::EqualOp, 2),
            b'=' if two == Some(b'>') => (K::FatArrow, 2),
            b'=' => single(K::Equal),
            b'!' if two == Some(b'=') => (K::NotEqual, 2),
            b'!' => single(K::Bang),
            b'&' if two == Some(b'&') => (K::And, 2),
            b'&' => single(K::BitwiseAnd),
            b'|' if two == Some(b'|') => (K::Or, 2),
            b'|' => single(K::BitwiseOr),
            b'^' => single(K::BitwiseXor),
            b',' => single(K::Comma),
            b'.' if two == Some(b'.') && self.peek(2) == Some(b'.') => (K::Ellipsis, 3),
            b'.' => single(K::Dot),
            b':' => single(K::Colon),
            b'?' => single(K::Question),
            b'+' => single(K::Plus),
            b'-' => single(K::Minus),
            b'*' => single(K::Star),
            b'/' => single(K::Slash),
            b'%' => single(K::Percent),
            b';' => single(K::Semicolon),
            b'`' => single(K::Backtick),
            b'0'..=b'9' => (K::NumberLit, self.number_len()),
            // An ASCII name start (nearly all) without decoding a character.
            b'a'..=b'z' | b'A'..=b'Z' | b'_' => (K::Ident, 1 + self.ident_rest(1)),
            _ => self.non_ascii(),
        };
        let end = (start + len).min(self.src.len());
        self.push(kind, start, end);
        self.pos = end;
        Some(kind)
    }

    /// At `/*`: a block comment up to its `*/`; an unterminated `/*` is not a comment but a
    /// `/` (then `*`). Out of line, as the other rare tokens: the common ones scan faster.
    #[cold]
    #[inline(never)]
    fn block_comment(&self) -> (TokenKind, usize) {
        let rest = self.src.get(self.pos + 2..).unwrap_or(&[]);
        match rest.windows(2).position(|w| w == b"*/") {
            Some(i) => (TokenKind::Comment, i + 4),
            None => (TokenKind::Slash, 1),
        }
    }

    /// A token starting with a byte that is neither ASCII punctuation nor a name start: a
    /// name, an invalid character, or a byte of invalid UTF-8.
    #[cold]
    #[inline(never)]
    fn non_ascii(&self) -> (TokenKind, usize) {
        match char_at(self.src, self.pos) {
            None => (TokenKind::BadUtf8, 1),
            Some((c, clen)) if is_ident_start(c) => {
                (TokenKind::Ident, clen + self.ident_rest(clen))
            }
            Some((_, clen)) => (TokenKind::Invalid, clen),
        }
    }

    /// A line comment's length, including the newline that ends it (as HCL's scanner: the
    /// parser reads such a comment as a newline where newlines matter).
    fn line_comment_len(&self) -> usize {
        let rest = self.src.get(self.pos..).unwrap_or(&[]);
        match rest.iter().position(|&b| b == b'\n') {
            Some(n) => n + 1,
            None => rest.len(),
        }
    }

    fn ident_rest(&self, from: usize) -> usize {
        let mut n = 0;
        // ASCII names (nearly all) without decoding characters: one table lookup per byte.
        let rest = self.src.get(self.pos + from..).unwrap_or(&[]);
        for &b in rest {
            match NAME_BYTE[b as usize] {
                NameByte::Continues => n += 1,
                // No other ASCII character continues a name.
                NameByte::Ends => return n,
                NameByte::NonAscii => break,
            }
        }
        while let Some((c, l)) = char_at(self.src, self.pos + from + n) {
            if !is_ident_continue(c) {
                break;
            }
            n += l;
        }
        n
    }

    /// A number token as HCL's scanner reads it: a digit, then digits, dots and exponents
    /// (`e`, an optional sign, a digit), not ending with a dot. So `1.2.3` is one (invalid)
    /// number token, which the parser reports.
    fn number_len(&self) -> usize {
        let mut i = 1;
        let mut last_non_dot = 1;
        loop {
            match self.peek(i) {
                Some(b'0'..=b'9') => {
                    i += 1;
                    last_non_dot = i;
                }
                Some(b'.') => i += 1,
                Some(b'e' | b'E') => {
                    let mut j = i + 1;
                    if matches!(self.peek(j), Some(b'+' | b'-')) {
                        j += 1;
                    }
                    if matches!(self.peek(j), Some(b'0'..=b'9')) {
                        i = j + 1;
                        last_non_dot = i;
                    } else {
                        break;
                    }
                }
                _ => break,
            }
        }
        last_non_dot
    }

    /// At `<<`: if this introduces a heredoc (`<<` `-`? identifier newline), returns the
    /// introducer length (including the newline) and the delimiter name.
    #[cold]
    #[inline(never)]
    fn heredoc_intro(&self) -> Option<(usize, Vec<u8>)> {
        let mut i = 2;
        if self.peek(i) == Some(b'-') {
            i += 1;
        }
        let name_start = i;
        let (c, l) = char_at(self.src, self.pos + i)?;
        if !is_ident_start(c) {
            return None;
        }
        i += l;
        while let Some((c, l)) = char_at(self.src, self.pos + i) {
            if !is_ident_continue(c) {
                break;
            }
            i += l;
        }
        let name = self.src.get(self.pos + name_start..self.pos + i)?.to_vec();
        match (self.peek(i), self.peek(i + 1)) {
            (Some(b'\n'), _) => Some((i + 1, name)),
            (Some(b'\r'), Some(b'\n')) => Some((i + 2, name)),
            _ => None,
        }
    }

    /// Scans one token inside a quoted template (inlined as [`Scanner::normal`] is).
    #[inline(always)]
    fn quoted(&mut self) {
        use TokenKind as K;
        let start = self.pos;
        match (self.peek(0), self.peek(1)) {
            (Some(b'"'), _) => {
                self.modes.pop();
                self.push(K::CQuote, start, start + 1);
                self.pos += 1;
                return;
            }
            (Some(b'$'), Some(b'{')) => {
                let len = if self.peek(2) == Some(b'~') { 3 } else { 2 };
                self.enter_template_seq(K::TemplateInterp, len);
                return;
            }
            (Some(b'%'), Some(b'{')) => {
                let len = if self.peek(2) == Some(b'~') { 3 } else { 2 };
                self.enter_template_seq(K::TemplateControl, len);
                return;
            }
            (Some(b'\n' | b'\r'), _) => {
                // Line breaks (a lone CR counts) cannot appear in a quoted string.
                while let Some(b'\n' | b'\r') = self.peek(0) {
                    self.pos += 1;
                }
                self.push(K::QuotedNewline, start, self.pos);
                return;
            }
            _ => {}
        }
        // Literal run.
        let mut i = self.pos;
        while i < self.src.len() {
            // Plain ASCII bytes (nearly all) one table lookup each; the others below.
            while let Some(&b) = self.src.get(i) {
                if !QUOTED_PLAIN[b as usize] {
                    break;
                }
                i += 1;
            }
            let Some(&b) = self.src.get(i) else { break };
            let next = self.src.get(i + 1).copied();
            match b {
                b'"' | b'\n' | b'\r' => break,
                b'\\' => {
                    // An escape keeps the escaped character with the backslash. A backslash
                    // at the end of a line (or of the input) is not part of the literal: it
                    // becomes an invalid-character token.
                    match char_at(self.src, i + 1) {
                        Some((c, l)) if c != '\n' && c != '\r' => i += 1 + l,
                        _ => {
                            if i == self.pos {
                                self.push(K::Invalid, i, i + 1);
                                self.pos = i + 1;
                                return;
                            }
                            break;
                        }
                    }
                }
                b'$' | b'%' if next == Some(b'{') => break,
                b'$' | b'%' if next == Some(b) && self.src.get(i + 2) == Some(&b'{') => {
                    // `$${` and `%%{` are escapes for a literal `${` / `%{`.
                    i += 3;
                }
                b'$' | b'%' if next.is_none() => {
                    // At the very end of the input a `$` or `%` is an invalid character.
                    if i == self.pos {
                        self.push(K::Invalid, i, i + 1);
                        self.pos = i + 1;
                        return;
                    }
                    break;
                }
                b'$' | b'%' => {
                    // As HCL's scanner, a lone `$` or `%` ends the literal token.
                    i += 1;
                    break;
                }
                // Any other ASCII byte is one character of the literal.
                0..=0x7f => i += 1,
                _ => match char_at(self.src, i) {
                    Some((_, l)) => i += l,
                    None => break,
                },
            }
        }
        if i == self.pos {
            // Invalid UTF-8 byte.
            self.push(K::BadUtf8, start, start + 1);
            self.pos += 1;
            return;
        }
        self.push(K::QuotedLit, start, i);
        self.pos = i;
    }

    fn enter_template_seq(&mut self, kind: TokenKind, len: usize) {
        let start = self.pos;
        self.push(kind, start, start + len);
        self.pos += len;
        self.modes.push(Mode::Normal {
            depth: 0,
            template: true,
        });
    }

    fn set_line_start(&mut self, v: bool) {
        // Bare templates have no lines to track.
        if let Some(Mode::Heredoc { line_start, .. }) = self.modes.last_mut() {
            *line_start = v;
        }
    }

    fn heredoc(&mut self, name: &[u8], line_start: bool) {
        use TokenKind as K;
        let start = self.pos;
        if line_start && !name.is_empty() {
            // Is this line the closing delimiter?
            let mut i = self.pos;
            while matches!(self.src.get(i), Some(b' ' | b'\t')) {
                i += 1;
            }
            if self.src.get(i..i + name.len()) == Some(name) {
                // The marker may have spaces around it on its line (HCL trims the line).
                let mut j = i + name.len();
                while matches!(self.src.get(j), Some(b' ' | b'\t')) {
                    j += 1;
                }
                // The marker line must end with a newline (at the end of the input it is
                // not recognised, and the heredoc is unterminated).
                let ok = matches!(
                    (self.src.get(j), self.src.get(j + 1)),
                    (Some(b'\n'), _) | (Some(b'\r'), Some(b'\n'))
                );
                if ok {
                    // The closing token ends before the newline, which stays a newline token
                    // (it may end the attribute the heredoc belongs to).
                    self.push(K::CHeredoc, start, j);
                    self.modes.pop();
                    self.pos = j;
                    return;
                }
            }
        }
        match (self.peek(0), self.peek(1)) {
            (Some(b'$'), Some(b'{')) => {
                let len = if self.peek(2) == Some(b'~') { 3 } else { 2 };
                self.set_line_start(false);
                self.enter_template_seq(K::TemplateInterp, len);
                return;
            }
            (Some(b'%'), Some(b'{')) => {
                let len = if self.peek(2) == Some(b'~') { 3 } else { 2 };
                self.set_line_start(false);
                self.enter_template_seq(K::TemplateControl, len);
                return;
            }
            _ => {}
        }
        let mut i = self.pos;
        let mut ends_line = false;
        while i < self.src.len() {
            let b = self.src[i];
            let next = self.src.get(i + 1).copied();
            match b {
                b'\n' => {
                    i += 1;
                    ends_line = true;
                    break;
                }
                b'$' | b'%' if next == Some(b'{') => break,
                b'$' | b'%' if next == Some(b) && self.src.get(i + 2) == Some(&b'{') => i += 3,
                // (In a bare template, as JSON strings are read, a final `$` is just text.)
                b'$' | b'%' if next.is_none() && !name.is_empty() => {
                    if i == self.pos {
                        self.push(K::Invalid, i, i + 1);
                        self.pos = i + 1;
                        self.set_line_start(false);
                        return;
                    }
                    break;
                }
                b'$' | b'%' => {
                    i += 1;
                    break;
                }
                _ => match char_at(self.src, i) {
                    Some((_, l)) => i += l,
                    None => break,
                },
            }
        }
        if i == self.pos {
            self.push(K::BadUtf8, start, start + 1);
            self.pos += 1;
            self.set_line_start(false);
            return;
        }
        self.push(K::StringLit, start, i);
        self.pos = i;
        self.set_line_start(ends_line);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use TokenKind as K;

    fn kinds(src: &str) -> Vec<TokenKind> {
        scan(src.as_bytes()).into_iter().map(|t| t.kind).collect()
    }

    /// Whether the scanner reads all of `name` as one identifier token.
    fn is_identifier(name: &str) -> bool {
        let tokens = scan(name.as_bytes());
        tokens
            .first()
            .is_some_and(|t| t.kind == K::Ident && t.start == 0 && t.end as usize == name.len())
    }

    #[test]
    fn identifiers_follow_the_scanner() {
        assert!(is_identifier("a-b_1"));
        assert!(is_identifier("_x"));
        assert!(is_identifier("x\u{301}y"));
        assert!(!is_identifier("1a"));
        assert!(!is_identifier("-a"));
        assert!(!is_identifier(""));
        // U+2E2F VERTICAL TILDE is alphabetic but not ID_Start (the rule fn-hcl used to
        // check identifiers by accepted it, the scanner does not).
        assert!('\u{2e2f}'.is_alphabetic());
        assert!(!is_identifier("\u{2e2f}"));
    }

    #[test]
    fn scans_attribute_with_template() {
        assert_eq!(
            kinds("a = \"x${b}y\"\n"),
            vec![
                K::Ident,
                K::Equal,
                K::OQuote,
                K::QuotedLit,
                K::TemplateInterp,
                K::Ident,
                K::TemplateSeqEnd,
                K::QuotedLit,
                K::CQuote,
                K::Newline,
                K::Eof
            ]
        );
    }

    #[test]
    fn scans_heredoc_lines() {
        assert_eq!(
            kinds("a = <<EOT\nx\n  y\nEOT\n"),
            vec![
                K::Ident,
                K::Equal,
                K::OHeredoc,
                K::StringLit,
                K::StringLit,
                K::CHeredoc,
                K::Newline,
                K::Eof
            ]
        );
    }

    #[test]
    fn nested_braces_inside_interpolation() {
        assert_eq!(
            kinds("\"${ {a=1} }\""),
            vec![
                K::OQuote,
                K::TemplateInterp,
                K::OBrace,
                K::Ident,
                K::Equal,
                K::NumberLit,
                K::CBrace,
                K::TemplateSeqEnd,
                K::CQuote,
                K::Eof
            ]
        );
    }
}
