//! The Nickel lexer: source text to a flat token vector.
//!
//! Strings are lexed in a mode stack: `"` and `m%"` open a string mode, `%{` inside a string pushes
//! a code mode whose matching `}` returns to the string. The parser sees
//! `StrStart`, `StrText`, `InterpStart`, code tokens, `InterpEnd`, `StrEnd`.

use smol_str::SmolStr;

/// One token (variants named after what they hold).
#[derive(Clone, Debug, PartialEq)]
#[allow(missing_docs)]
pub enum Tok<'a> {
    /// A name, sliced from the source (the parser makes an identifier of it only where it
    /// needs one: keywords and annotations are compared in place).
    Ident(&'a str),
    /// Number literal text (decimal, or `0x`/`0o`/`0b`), sliced from the source.
    Num(&'a str),
    /// `'tag` or `'"tag"`.
    EnumTag(SmolStr),
    /// `%name%`.
    Prim(SmolStr),
    /// Opening of a string; `multiline` for `m%"`, with the symbolic prefix if any.
    StrStart {
        multiline: bool,
        prefix: Option<SmolStr>,
    },
    StrText(String),
    InterpStart,
    InterpEnd,
    StrEnd,
    Punct(&'static str),
    Eof,
}

/// A token with its byte range.
#[derive(Clone, Debug)]
#[allow(missing_docs)]
pub struct Token<'a> {
    pub tok: Tok<'a>,
    pub start: u32,
    pub end: u32,
}

/// A lexing error: message and byte offset.
#[derive(Debug)]
#[allow(missing_docs)]
pub struct LexError {
    pub msg: String,
    pub start: u32,
    pub end: u32,
}

/// The punctuation token at the start of `b` (two-character tokens first).
fn punct_at(b: &[u8]) -> Option<&'static str> {
    if let [x, y, ..] = b {
        let two = match (x, y) {
            (b'[', b'|') => Some("[|"),
            (b'|', b']') => Some("|]"),
            (b'.', b'.') => Some(".."),
            (b'=', b'>') => Some("=>"),
            (b'-', b'>') => Some("->"),
            (b'|', b'>') => Some("|>"),
            (b'&', b'&') => Some("&&"),
            (b'|', b'|') => Some("||"),
            (b'=', b'=') => Some("=="),
            (b'!', b'=') => Some("!="),
            (b'<', b'=') => Some("<="),
            (b'>', b'=') => Some(">="),
            (b'+', b'+') => Some("++"),
            _ => None,
        };
        if two.is_some() {
            return two;
        }
    }
    Some(match b.first()? {
        b'{' => "{",
        b'}' => "}",
        b'[' => "[",
        b']' => "]",
        b'(' => "(",
        b')' => ")",
        b',' => ",",
        b';' => ";",
        b':' => ":",
        b'.' => ".",
        b'=' => "=",
        b'|' => "|",
        b'&' => "&",
        b'!' => "!",
        b'<' => "<",
        b'>' => ">",
        b'+' => "+",
        b'-' => "-",
        b'*' => "*",
        b'/' => "/",
        b'%' => "%",
        b'@' => "@",
        b'?' => "?",
        b'_' => "_",
        _ => return None,
    })
}

fn is_ident_start(c: u8) -> bool {
    c.is_ascii_alphabetic() || c == b'_'
}
fn is_ident_char(c: u8) -> bool {
    IDENT_CHARS[usize::from(c)]
}

/// `IDENT_CHARS[c]`: can byte `c` continue a name (a letter, a digit, `_`, `-` or `'`)? A table
/// lookup, as names make up most of the bytes of a large record.
static IDENT_CHARS: [bool; 256] = {
    let mut t = [false; 256];
    let mut c = 0;
    while c < 256 {
        let b = c as u8;
        t[c] = b.is_ascii_alphanumeric() || b == b'_' || b == b'-' || b == b'\'';
        c += 1;
    }
    t
};

/// The end of the name whose characters after the first start at `k`.
fn ident_end(b: &[u8], mut k: usize) -> usize {
    while k < b.len() && is_ident_char(b[k]) {
        k += 1;
    }
    k
}

/// The end of the decimal number literal starting at `i` (digits, a fraction, an exponent).
fn decimal_end(b: &[u8], i: usize) -> usize {
    let digits = |mut k: usize| {
        while k < b.len() && b[k].is_ascii_digit() {
            k += 1;
        }
        k
    };
    let mut k = digits(i);
    if k + 1 < b.len() && b[k] == b'.' && b[k + 1].is_ascii_digit() {
        k = digits(k + 1);
    }
    if k < b.len() && (b[k] == b'e' || b[k] == b'E') {
        let mut j = k + 1;
        if j < b.len() && (b[j] == b'+' || b[j] == b'-') {
            j += 1;
        }
        if j < b.len() && b[j].is_ascii_digit() {
            k = digits(j);
        }
    }
    k
}

enum Mode {
    /// Code inside an interpolation: counts braces to find the closing `}`.
    Interp(u32),
    Str {
        multiline: bool,
        percents: usize,
    },
}

/// What the lexer saw that tells whether the checks before evaluation have work to do.
#[derive(Clone, Copy, Debug, Default)]
pub struct LexInfo {
    /// A `:` token (type annotations and record types need one).
    pub colon: bool,
    /// The identifier `forall`.
    pub forall: bool,
}

/// Lexes `src` into tokens (ending with `Eof`).
pub fn lex(src: &str) -> Result<Vec<Token<'_>>, LexError> {
    lex_info(src).map(|(toks, _)| toks)
}

/// Lexes `src` into tokens (ending with `Eof`) and reports what [`LexInfo`] records.
pub fn lex_info(src: &str) -> Result<(Vec<Token<'_>>, LexInfo), LexError> {
    let mut lx = Lexer::new(src);
    let mut out = Vec::new();
    loop {
        let t = lx.next_token()?;
        let eof = t.tok == Tok::Eof;
        out.push(t);
        if eof {
            return Ok((out, lx.info));
        }
    }
}

/// The tokens of one lexing step.
#[derive(Default)]
struct Out<'a> {
    first: Option<Token<'a>>,
    second: Option<Token<'a>>,
}

/// An incremental lexer: hands out one token at a time, so a parser needs no token vector.
pub struct Lexer<'a> {
    src: &'a str,
    i: usize,
    modes: Vec<Mode>,
    /// A second token lexed by the last step (a string's text before its end or an
    /// interpolation).
    extra: Option<Token<'a>>,
    /// What the lexer has seen so far (complete once it returned `Eof`).
    pub info: LexInfo,
}

impl<'a> Lexer<'a> {
    /// A lexer at the start of `src`.
    pub fn new(src: &'a str) -> Lexer<'a> {
        Lexer {
            src,
            i: 0,
            modes: Vec::new(),
            extra: None,
            info: LexInfo::default(),
        }
    }

    /// The next token (`Eof` at the end, again on every later call).
    pub fn next_token(&mut self) -> Result<Token<'a>, LexError> {
        if let Some(t) = self.extra.take() {
            return Ok(t);
        }
        if let Some(t) = self.code_token() {
            return Ok(t);
        }
        let mut out = Out::default();
        self.step(&mut out)?;
        self.extra = out.second;
        out.first.ok_or_else(|| LexError {
            msg: "unexpected token".into(),
            start: self.i as u32,
            end: self.i as u32,
        })
    }

    /// The common tokens of code (names, decimal numbers, punctuation that neither starts a
    /// longer token nor counts braces) lexed directly; `None`
    /// leaves the token to [`Lexer::step`] (after skipping whitespace and comments).
    fn code_token(&mut self) -> Option<Token<'a>> {
        if matches!(self.modes.last(), Some(Mode::Str { .. })) {
            return None;
        }
        let b = self.src.as_bytes();
        let mut i = self.i;
        while i < b.len() {
            match b[i] {
                b' ' | b'\t' | b'\n' | b'\r' => i += 1,
                b'#' => {
                    while i < b.len() && b[i] != b'\n' {
                        i += 1;
                    }
                }
                _ => break,
            }
        }
        self.i = i;
        let &c = b.get(i)?;
        let next = b.get(i + 1).copied();
        let (tok, end) = match c {
            b'a'..=b'z' | b'A'..=b'Z' => {
                let k = ident_end(b, i + 1);
                // `m%"`, `prefix-s%"` strings
                if b.get(k) == Some(&b'%') {
                    return None;
                }
                let word = &self.src[i..k];
                self.info.forall |= word == "forall";
                (Tok::Ident(word), k)
            }
            b'0' if matches!(next, Some(b'x' | b'o' | b'b')) => return None,
            b'0'..=b'9' => {
                let k = decimal_end(b, i);
                (Tok::Num(&self.src[i..k]), k)
            }
            b',' => (Tok::Punct(","), i + 1),
            b'=' if !matches!(next, Some(b'=' | b'>')) => (Tok::Punct("="), i + 1),
            b'|' if !matches!(next, Some(b'>' | b'|' | b']')) => (Tok::Punct("|"), i + 1),
            b':' => {
                self.info.colon = true;
                (Tok::Punct(":"), i + 1)
            }
            b'.' if next != Some(b'.') => (Tok::Punct("."), i + 1),
            b'(' => (Tok::Punct("("), i + 1),
            b')' => (Tok::Punct(")"), i + 1),
            b']' => (Tok::Punct("]"), i + 1),
            _ => return None,
        };
        self.i = end;
        Some(Token {
            tok,
            start: i as u32,
            end: end as u32,
        })
    }

    /// Lexes one token, or two (a string's text and what ends it), into `out`.
    fn step(&mut self, out: &mut Out<'a>) -> Result<(), LexError> {
        let src = self.src;
        let b = src.as_bytes();
        let mut i = self.i;
        let modes = &mut self.modes;
        let info = &mut self.info;
        let push = |out: &mut Out<'a>, tok: Tok<'a>, s: usize, e: usize| {
            let t = Token {
                tok,
                start: s as u32,
                end: e as u32,
            };
            if out.first.is_none() {
                out.first = Some(t);
            } else {
                out.second = Some(t);
            }
        };
        if let Some(Mode::Str {
            multiline,
            percents,
        }) = modes.last()
        {
            let (multiline, percents) = (*multiline, *percents);
            let mut text = String::new();
            let start = i;
            loop {
                if i >= b.len() {
                    return Err(LexError {
                        msg: "unexpected end of file".into(),
                        start: start as u32,
                        end: i as u32,
                    });
                }
                let c = b[i];
                if !multiline {
                    match c {
                        b'"' => {
                            if !text.is_empty() {
                                push(out, Tok::StrText(std::mem::take(&mut text)), start, i);
                            }
                            push(out, Tok::StrEnd, i, i + 1);
                            i += 1;
                            modes.pop();
                            break;
                        }
                        b'%' if b.get(i + 1) == Some(&b'{') => {
                            if !text.is_empty() {
                                push(out, Tok::StrText(std::mem::take(&mut text)), start, i);
                            }
                            push(out, Tok::InterpStart, i, i + 2);
                            i += 2;
                            modes.push(Mode::Interp(0));
                            break;
                        }
                        b'\\' => {
                            let n = b.get(i + 1).copied();
                            match n {
                                Some(b'n') => text.push('\n'),
                                Some(b't') => text.push('\t'),
                                Some(b'r') => text.push('\r'),
                                Some(b'"') => text.push('"'),
                                Some(b'\\') => text.push('\\'),
                                Some(b'%') => text.push('%'),
                                Some(b'x') => {
                                    let h = src
                                        .get(i + 2..i + 4)
                                        .and_then(|h| u8::from_str_radix(h, 16).ok());
                                    match h {
                                        Some(v) if v < 0x80 => {
                                            text.push(v as char);
                                            i += 4;
                                            continue;
                                        }
                                        _ => {
                                            return Err(LexError {
                                                msg: "invalid escape sequence".into(),
                                                start: i as u32,
                                                end: (i + 2) as u32,
                                            })
                                        }
                                    }
                                }
                                _ => {
                                    return Err(LexError {
                                        msg: "invalid escape sequence".into(),
                                        start: i as u32,
                                        end: (i + 2).min(b.len()) as u32,
                                    })
                                }
                            }
                            i += 2;
                        }
                        _ => {
                            let ch = src[i..].chars().next().unwrap_or('\0');
                            text.push(ch);
                            i += ch.len_utf8();
                        }
                    }
                } else {
                    // Multiline: `"` + percents ends (unless followed by more `%` then `{`);
                    // percents + `{` interpolates.
                    if c == b'"'
                        && b[i + 1..]
                            .iter()
                            .take(percents)
                            .filter(|&&x| x == b'%')
                            .count()
                            == percents
                    {
                        let after = i + 1 + percents;
                        // `"%{` ambiguity: a closing delimiter followed by `%`* `{` is not a close.
                        let mut k = after;
                        while k < b.len() && b[k] == b'%' {
                            k += 1;
                        }
                        if k > after && !(k < b.len() && b[k] == b'{') {
                            // `m%"...."%%`: nickel's lexer rejects a closing delimiter with more
                            // `%` than the opening one
                            return Err(LexError {
                                msg: "string closing delimiter has too many `%`".into(),
                                start: i as u32,
                                end: k as u32,
                            });
                        }
                        if !(k < b.len() && b[k] == b'{') {
                            if !text.is_empty() {
                                push(out, Tok::StrText(std::mem::take(&mut text)), start, i);
                            }
                            push(out, Tok::StrEnd, i, after);
                            i = after;
                            modes.pop();
                            break;
                        }
                    }
                    if c == b'%' {
                        let mut k = i;
                        while k < b.len() && b[k] == b'%' {
                            k += 1;
                        }
                        let n = k - i;
                        if n >= percents && k < b.len() && b[k] == b'{' {
                            // extra leading percents are literal
                            for _ in 0..(n - percents) {
                                text.push('%');
                            }
                            let istart = k - percents;
                            if !text.is_empty() {
                                push(out, Tok::StrText(std::mem::take(&mut text)), start, istart);
                            }
                            push(out, Tok::InterpStart, istart, k + 1);
                            i = k + 1;
                            modes.push(Mode::Interp(0));
                            break;
                        }
                        for _ in 0..n {
                            text.push('%');
                        }
                        i = k;
                        continue;
                    }
                    let ch = src[i..].chars().next().unwrap_or('\0');
                    text.push(ch);
                    i += ch.len_utf8();
                }
            }
            self.i = i;
            return Ok(());
        }
        // code mode: skip whitespace and comments
        while i < b.len() {
            let c = b[i];
            if c == b' ' || c == b'\t' || c == b'\n' || c == b'\r' {
                i += 1;
            } else if c == b'#' {
                while i < b.len() && b[i] != b'\n' {
                    i += 1;
                }
            } else {
                break;
            }
        }
        if i >= b.len() {
            if !modes.is_empty() {
                return Err(LexError {
                    msg: "unexpected end of file".into(),
                    start: i as u32,
                    end: i as u32,
                });
            }
            push(out, Tok::Eof, i, i);
            self.i = i;
            return Ok(());
        }
        let c = b[i];
        let start = i;
        // strings
        if c == b'"' {
            push(
                out,
                Tok::StrStart {
                    multiline: false,
                    prefix: None,
                },
                i,
                i + 1,
            );
            i += 1;
            modes.push(Mode::Str {
                multiline: false,
                percents: 0,
            });
            self.i = i;
            return Ok(());
        }
        if c == b'm' && b.get(i + 1) == Some(&b'%') {
            let mut k = i + 1;
            while k < b.len() && b[k] == b'%' {
                k += 1;
            }
            if k < b.len() && b[k] == b'"' {
                let percents = k - i - 1;
                push(
                    out,
                    Tok::StrStart {
                        multiline: true,
                        prefix: None,
                    },
                    i,
                    k + 1,
                );
                i = k + 1;
                modes.push(Mode::Str {
                    multiline: true,
                    percents,
                });
                self.i = i;
                return Ok(());
            }
        }
        if is_ident_start(c) && (c != b'_' || b.get(i + 1).is_some_and(|&x| is_ident_char(x))) {
            let k = ident_end(b, i + 1);
            let word = &src[i..k];
            // symbolic string `prefix-s%"`
            if word.ends_with("-s") && b.get(k) == Some(&b'%') {
                let mut j = k;
                while j < b.len() && b[j] == b'%' {
                    j += 1;
                }
                if j < b.len() && b[j] == b'"' {
                    let percents = j - k;
                    let prefix = SmolStr::new(&word[..word.len() - 2]);
                    push(
                        out,
                        Tok::StrStart {
                            multiline: true,
                            prefix: Some(prefix),
                        },
                        i,
                        j + 1,
                    );
                    i = j + 1;
                    modes.push(Mode::Str {
                        multiline: true,
                        percents,
                    });
                    self.i = i;
                    return Ok(());
                }
            }
            info.forall |= word == "forall";
            push(out, Tok::Ident(word), i, k);
            i = k;
            self.i = i;
            return Ok(());
        }
        if c.is_ascii_digit() {
            let k = if c == b'0' && matches!(b.get(i + 1), Some(b'x' | b'o' | b'b')) {
                let mut k = i + 2;
                while k < b.len() && b[k].is_ascii_hexdigit() {
                    k += 1;
                }
                k
            } else {
                decimal_end(b, i)
            };
            push(out, Tok::Num(&src[i..k]), i, k);
            i = k;
            self.i = i;
            return Ok(());
        }
        if c == b'\'' {
            if b.get(i + 1) == Some(&b'"') {
                // quoted enum tag
                let mut k = i + 2;
                let mut s = String::new();
                while k < b.len() && b[k] != b'"' {
                    if b[k] == b'\\' && k + 1 < b.len() {
                        // the escaped character may be several bytes long
                        let ch = src[k + 1..].chars().next().unwrap_or('\0');
                        s.push(ch);
                        k += 1 + ch.len_utf8();
                        continue;
                    }
                    let ch = src[k..].chars().next().unwrap_or('\0');
                    s.push(ch);
                    k += ch.len_utf8();
                }
                push(out, Tok::EnumTag(SmolStr::new(s)), i, (k + 1).min(b.len()));
                i = (k + 1).min(b.len());
                self.i = i;
                return Ok(());
            }
            let k = ident_end(b, i + 1);
            if k == i + 1 {
                return Err(LexError {
                    msg: "unexpected token".into(),
                    start: i as u32,
                    end: (i + 1) as u32,
                });
            }
            push(out, Tok::EnumTag(SmolStr::new(&src[i + 1..k])), i, k);
            i = k;
            self.i = i;
            return Ok(());
        }
        if c == b'%' {
            // primop `%name%`
            let mut k = i + 1;
            while k < b.len() && (is_ident_char(b[k]) || b[k] == b'/') {
                k += 1;
            }
            if k > i + 1 && b.get(k) == Some(&b'%') {
                push(out, Tok::Prim(SmolStr::new(&src[i + 1..k])), i, k + 1);
                i = k + 1;
                self.i = i;
                return Ok(());
            }
        }
        let matched = punct_at(&b[i..]);
        let Some(p) = matched else {
            let ch = src[i..].chars().next().unwrap_or('\0');
            return Err(LexError {
                msg: "unexpected token".into(),
                start: i as u32,
                end: (i + ch.len_utf8()) as u32,
            });
        };
        i += p.len();
        if let Some(Mode::Interp(depth)) = modes.last_mut() {
            if p == "{" {
                *depth += 1;
            } else if p == "}" {
                if *depth == 0 {
                    modes.pop();
                    push(out, Tok::InterpEnd, start, i);
                    self.i = i;
                    return Ok(());
                }
                *depth -= 1;
            }
        }
        info.colon |= p == ":";
        push(out, Tok::Punct(p), start, i);
        self.i = i;
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn escaped_multibyte_character_in_quoted_enum_tag() {
        // found by the nickel_parse fuzz target: an escape before a two-byte character
        let src = "B0%%'\"'\u{1f}\\\u{79d}\\doc";
        let _ = lex(src);
        let toks = lex("'\"a\\\u{e9}b\"").expect("lexes");
        assert_eq!(toks[0].tok, Tok::EnumTag(SmolStr::new("a\u{e9}b")));
    }
}
