//! The Puppet lexer: source text to tokens with byte spans.
//!
//! Strings are lexed into parts (literal text, `$var` and `${expr}` interpolations, the latter as a
//! nested token list), heredocs (`@("TAG"/flags)`) are lexed when the line that opens them ends,
//! and `/` starts a regular expression only where a value cannot end (after an operator, `(`, `,`,
//! and so on), as in Puppet's lexer.

use std::sync::Arc;

/// A syntax error: message and byte offset.
#[derive(Debug, Clone)]
pub struct LexError {
    /// What is wrong, in Puppet's words.
    pub message: String,
    /// Byte offset in the file.
    pub offset: u32,
}

/// One part of a double-quoted string or heredoc.
#[derive(Debug, Clone)]
pub enum StrPart {
    /// Literal text (escapes already processed).
    Lit(String),
    /// `$name`.
    Var(String, u32),
    /// `${ ... }`: the tokens of the expression.
    Expr(Vec<Token>),
}

/// Token kinds.
#[derive(Debug, Clone, PartialEq)]
pub enum Tok {
    /// Lower-case (possibly qualified) name or keyword.
    Name(Arc<str>),
    /// Capitalized (qualified) type name.
    TypeName(Arc<str>),
    /// `$name`.
    Var(Arc<str>),
    /// Integer literal.
    Int(i64),
    /// Float literal.
    Float(f64),
    /// Single-quoted string, or a double-quoted one without interpolation.
    Str(Arc<str>),
    /// Interpolated string.
    DqStr(Arc<Vec<StrPart>>),
    /// Regular expression literal (pattern text).
    Regex(Arc<str>),
    /// Punctuation or operator.
    P(&'static str),
    /// End of input.
    Eof,
}

impl PartialEq for StrPart {
    fn eq(&self, _: &StrPart) -> bool {
        false
    }
}

/// A token with its byte span and whether whitespace came before it.
#[derive(Debug, Clone)]
pub struct Token {
    /// Kind.
    pub tok: Tok,
    /// Start byte.
    pub start: u32,
    /// End byte.
    pub end: u32,
    /// Whitespace (or a comment) precedes the token.
    pub space_before: bool,
}

const PUNCT: &[&str] = &[
    "<<|", "|>>", "<|", "|>", "->", "~>", "<-", "<~", "=>", "+>", "==", "!=", "=~", "!~", "<=",
    ">=", "<<", ">>", "+=", "-=", "::", "@@", "{", "}", "[", "]", "(", ")", ",", ";", ":", "=",
    "<", ">", "+", "-", "*", "/", "%", "!", "?", "|", "@", ".",
];

/// Lexes a whole file.
pub fn lex(src: &str) -> Result<Vec<Token>, LexError> {
    // LexerSupport#assert_not_bom: a UTF-8 byte order mark is refused (the other marks are
    // no valid UTF-8, so no `&str` starts with them)
    if src.starts_with('\u{feff}') {
        return err(
            "Illegal UTF-8 Byte Order mark at beginning of input: [EF BB BF] - remove these from the puppet source",
            0,
        );
    }
    let mut lx = Lexer {
        src,
        b: src.as_bytes(),
        pos: 0,
        heredoc_resume: None,
        depth: 0,
        names: NameTable::default(),
    };
    let (toks, _) = lx.run(false)?;
    Ok(toks)
}

struct Lexer<'a> {
    src: &'a str,
    b: &'a [u8],
    pos: usize,
    /// Where lexing continues after the next newline (past heredoc bodies).
    heredoc_resume: Option<usize>,
    depth: usize,
    /// Every distinct bare word and type name once: a manifest repeats a few names
    /// (`file`, `ensure`, `notify`) thousands of times.
    names: NameTable,
}

/// Interned names of one lexer.
type NameTable = crate::eval::fast::FastMap<Box<str>, Arc<str>>;

fn err<T>(message: impl Into<String>, offset: usize) -> Result<T, LexError> {
    Err(LexError {
        message: message.into(),
        offset: offset as u32,
    })
}

/// Puppet's `followed_by` for an unclosed quote: the next five characters after `at` and
/// `...` (tab, newline and carriage return shown escaped), or `<eof>` at the end.
fn followed_by(src: &str, at: usize) -> String {
    let rest = src.get(at..).unwrap_or("");
    if rest.is_empty() {
        return "<eof>".into();
    }
    let head: String = rest.chars().take(5).collect();
    format!("{head}...")
        .replace('\t', "\\t")
        .replace('\n', "\\n")
        .replace('\r', "\\r")
}

fn value_end(t: &Tok) -> bool {
    match t {
        Tok::Name(n) => !matches!(
            &**n,
            "and" | "or" | "in" | "if" | "elsif" | "unless" | "case" | "node" | "else"
        ),
        Tok::TypeName(_)
        | Tok::Var(_)
        | Tok::Int(_)
        | Tok::Float(_)
        | Tok::Str(_)
        | Tok::DqStr(_)
        | Tok::Regex(_) => true,
        Tok::P(p) => matches!(*p, ")" | "]"),
        Tok::Eof => false,
    }
}

impl<'a> Lexer<'a> {
    fn peek(&self, off: usize) -> u8 {
        *self.b.get(self.pos + off).unwrap_or(&0)
    }

    /// Lexes until end of input, or (in interpolation mode) until the unmatched `}`.
    fn run(&mut self, interp: bool) -> Result<(Vec<Token>, usize), LexError> {
        self.depth += 1;
        if self.depth > 64 {
            return err(
                "string interpolation nested too deeply (limit 64)",
                self.pos,
            );
        }
        // Manifests have about one token per five bytes: sized from the file length, the
        // vector is rarely copied while it grows, and pages of capacity left unused are
        // never touched.
        let mut toks: Vec<Token> =
            Vec::with_capacity(if interp { 8 } else { self.b.len() / 4 + 16 });
        let mut braces = 0usize;
        loop {
            let space = self.skip_ws()?;
            let start = self.pos;
            if self.pos >= self.b.len() {
                if interp {
                    return err("Unclosed quote after '\"' followed by '...'", start);
                }
                toks.push(Token {
                    tok: Tok::Eof,
                    start: start as u32,
                    end: start as u32,
                    space_before: space,
                });
                self.depth -= 1;
                return Ok((toks, self.pos));
            }
            let c = self.b[self.pos];
            if interp && c == b'}' && braces == 0 {
                self.pos += 1;
                self.depth -= 1;
                return Ok((toks, self.pos));
            }
            let prev_value = toks.last().map(|t| value_end(&t.tok)).unwrap_or(false);
            let tok = self.token(prev_value)?;
            if interp {
                // `${foo-bar}`, `${foo-bar[0]}`, `${foo-bar.m}`: a bare word alone or followed
                // by `[` or `.` is a variable name there (InterpolationSupport#enqueue_until),
                // and a hyphen is not allowed in one
                let rest = &self.src[self.pos..];
                if toks.is_empty()
                    && matches!(tok, Tok::Str(_))
                    && matches!(c, b'a'..=b'z' | b'_')
                    && (rest.trim_start().starts_with('}') || rest.starts_with(['[', '.']))
                {
                    return err(
                        format!(
                            "Illegal variable name, The given name '{}' does not conform to the naming rule /^((::)?[a-z]\\w*)*((::)?[a-z_]\\w*)$/",
                            &self.src[start..self.pos]
                        ),
                        start,
                    );
                }
                if tok == Tok::P("{") {
                    braces += 1;
                } else if tok == Tok::P("}") {
                    braces -= 1;
                }
            }
            toks.push(Token {
                tok,
                start: start as u32,
                end: self.pos as u32,
                space_before: space,
            });
        }
    }

    fn skip_ws(&mut self) -> Result<bool, LexError> {
        let mut any = false;
        while self.pos < self.b.len() {
            let c = self.b[self.pos];
            match c {
                b'\n' => {
                    any = true;
                    if let Some(r) = self.heredoc_resume.take() {
                        self.pos = r;
                    } else {
                        self.pos += 1;
                    }
                }
                b' ' | b'\t' | b'\r' => {
                    any = true;
                    self.pos += 1;
                }
                b'#' => {
                    any = true;
                    while self.pos < self.b.len() && self.b[self.pos] != b'\n' {
                        self.pos += 1;
                    }
                }
                b'/' if self.peek(1) == b'*' => {
                    any = true;
                    match self.src[self.pos + 2..].find("*/") {
                        Some(i) => self.pos += i + 4,
                        None => return err("Unclosed multiline comment", self.pos),
                    }
                }
                _ => break,
            }
        }
        Ok(any)
    }

    fn token(&mut self, prev_value: bool) -> Result<Tok, LexError> {
        let c = self.b[self.pos];
        let start = self.pos;
        match c {
            b'\'' => {
                self.pos += 1;
                // Without escapes the string is the text between the quotes.
                if let Some(len) = self.b[self.pos..]
                    .iter()
                    .position(|&b| b == b'\'' || b == b'\\')
                    .filter(|&i| self.b[self.pos + i] == b'\'')
                {
                    let text = &self.src[self.pos..self.pos + len];
                    self.pos += len + 1;
                    return Ok(Tok::Str(text.into()));
                }
                let mut s = String::new();
                loop {
                    match self.b.get(self.pos) {
                        None => {
                            return err(
                                format!(
                                    "Unclosed quote after \"'\" followed by '{}'",
                                    followed_by(self.src, start + 1)
                                ),
                                start,
                            )
                        }
                        Some(b'\\') if matches!(self.peek(1), b'\\' | b'\'') => {
                            s.push(self.b[self.pos + 1] as char);
                            self.pos += 2;
                        }
                        Some(b'\'') => {
                            self.pos += 1;
                            break;
                        }
                        Some(_) => {
                            let ch = self.src[self.pos..].chars().next().unwrap_or('\0');
                            s.push(ch);
                            self.pos += ch.len_utf8().max(1);
                        }
                    }
                }
                Ok(Tok::Str(s.into()))
            }
            b'"' => {
                self.pos += 1;
                let parts = self.dq_parts(Some(b'"'), "\\\"'nrtsuL$", true, start)?;
                Ok(str_tok(parts))
            }
            b'$' => {
                self.pos += 1;
                let s = self.pos;
                if self.peek(0) == b':' && self.peek(1) == b':' {
                    self.pos += 2;
                }
                if self.peek(0).is_ascii_digit() {
                    // PATTERN_DOLLAR_VAR's `\w+`: `$0xf` is one variable, which the checker
                    // rejects as ILLEGAL_NUMERIC_VAR_NAME
                    while self.peek(0).is_ascii_alphanumeric() || self.peek(0) == b'_' {
                        self.pos += 1;
                    }
                } else {
                    self.name_chars(true);
                }
                if self.pos == s {
                    return err("Illegal variable name, The given name '' does not conform to the naming rule", start);
                }
                Ok(Tok::Var(self.src[s..self.pos].into()))
            }
            b'0'..=b'9' => self.number(),
            b'@' if self.peek(1) == b'(' => self.heredoc(),
            b'/' if !prev_value => {
                // regular expression
                self.pos += 1;
                let s = self.pos;
                loop {
                    match self.b.get(self.pos) {
                        // Puppet's `/[^/]*/`: a regex may span lines
                        None => {
                            self.pos = start + 1;
                            return Ok(Tok::P("/"));
                        }
                        Some(b'\\') => self.pos += 2,
                        Some(b'/') => break,
                        Some(_) => self.pos += 1,
                    }
                }
                let text = self.src[s..self.pos].replace("\\/", "/");
                self.pos += 1;
                Ok(Tok::Regex(text.into()))
            }
            b'a'..=b'z' | b'_' => {
                self.name_chars(false);
                if self.bare_word_hyphens() {
                    // Puppet's bare word (`display-name`): a WORD token, a string literal
                    return Ok(Tok::Str(self.src[start..self.pos].into()));
                }
                Ok(Tok::Name(self.intern(start)))
            }
            b'A'..=b'Z' => {
                // Lexer2's PATTERN_CLASSREF, `((::)?[A-Z]\w*)+`: a `::` after it (before a
                // lower-case letter, a digit or nothing) is ILLEGAL_CLASS_REFERENCE
                self.classref_chars();
                if self.peek(0) == b':' && self.peek(1) == b':' {
                    return err("Illegal class reference", start + 1);
                }
                Ok(Tok::TypeName(self.intern(start)))
            }
            // Lexer2's ':' rule: `::` before no letter (nor `_`) is no bare word
            b':' if self.peek(1) == b':'
                && !(self.peek(2).is_ascii_alphabetic() || self.peek(2) == b'_') =>
            {
                err("Illegal fully qualified name", start + 2)
            }
            b':' if self.peek(1) == b':' && self.peek(2).is_ascii_alphabetic() => {
                self.pos += 2;
                let upper = self.peek(0).is_ascii_uppercase();
                self.name_chars(false);
                let text = &self.src[start..self.pos];
                Ok(if upper {
                    Tok::TypeName(text[2..].into())
                } else {
                    Tok::Name(text.into())
                })
            }
            _ => {
                let rest = &self.b[self.pos..];
                for p in PUNCT.iter().filter(|p| p.as_bytes()[0] == c) {
                    if rest.starts_with(p.as_bytes()) {
                        self.pos += p.len();
                        return Ok(Tok::P(p));
                    }
                }
                // Puppet's lexer emits an `OTHER` token with the text of `scn.peek(0)` (an empty
                // string) for any other character; no grammar rule takes it.
                err("Syntax error at ''", self.pos)
            }
        }
    }

    /// The shared text of the name that starts at `start` and ends at the current position.
    fn intern(&mut self, start: usize) -> Arc<str> {
        let text = &self.src[start..self.pos];
        if let Some(n) = self.names.get(text) {
            return n.clone();
        }
        let n: Arc<str> = text.into();
        self.names.insert(text.into(), n.clone());
        n
    }

    /// Extends a name just scanned over the hyphens of a bare word, as Puppet's lexer does
    /// (`[a-z_](?:[\w-]*[\w])?` segments joined by `::`): a segment may hold hyphens but not
    /// end with one. True when the word has a hyphen (then it is a WORD, not a NAME).
    fn bare_word_hyphens(&mut self) -> bool {
        let word = |b: u8| b.is_ascii_alphanumeric() || b == b'_';
        let mut hyphen = false;
        while self.peek(0) == b'-' {
            let mut end = self.pos;
            while word(self.peek(end - self.pos)) || self.peek(end - self.pos) == b'-' {
                end += 1;
            }
            while end > self.pos && self.b[end - 1] == b'-' {
                end -= 1;
            }
            if end == self.pos {
                break;
            }
            hyphen = true;
            self.pos = end;
            self.name_chars(false);
        }
        hyphen
    }

    /// Name characters with `::` segments.
    /// The segments of a class reference: `[A-Z]\w*` joined by `::` before an upper-case letter.
    fn classref_chars(&mut self) {
        loop {
            while self.peek(0).is_ascii_alphanumeric() || self.peek(0) == b'_' {
                self.pos += 1;
            }
            if self.peek(0) == b':' && self.peek(1) == b':' && self.peek(2).is_ascii_uppercase() {
                self.pos += 2;
                continue;
            }
            break;
        }
    }

    fn name_chars(&mut self, _var: bool) {
        loop {
            while self.peek(0).is_ascii_alphanumeric() || self.peek(0) == b'_' {
                self.pos += 1;
            }
            if self.peek(0) == b':'
                && self.peek(1) == b':'
                && (self.peek(2).is_ascii_alphabetic() || self.peek(2) == b'_')
            {
                self.pos += 2;
                continue;
            }
            break;
        }
    }

    fn number(&mut self) -> Result<Tok, LexError> {
        let start = self.pos;
        if self.peek(0) == b'0' && matches!(self.peek(1), b'x' | b'X') {
            self.pos += 2;
            let s = self.pos;
            while self.peek(0).is_ascii_hexdigit() {
                self.pos += 1;
            }
            let digits = &self.src[s..self.pos];
            if self.peek(0).is_ascii_alphanumeric() || self.peek(0) == b'_' || digits.is_empty() {
                return self.invalid_number(start);
            }
            return i64::from_str_radix(digits, 16)
                .map(Tok::Int)
                .or_else(|_| err(overflow(&digits.to_ascii_lowercase()), start));
        }
        while self.peek(0).is_ascii_digit() {
            self.pos += 1;
        }
        let mut float = false;
        if self.peek(0) == b'.' && self.peek(1).is_ascii_digit() {
            float = true;
            self.pos += 1;
            while self.peek(0).is_ascii_digit() {
                self.pos += 1;
            }
        }
        if matches!(self.peek(0), b'e' | b'E')
            && (self.peek(1).is_ascii_digit()
                || (matches!(self.peek(1), b'+' | b'-') && self.peek(2).is_ascii_digit()))
        {
            float = true;
            self.pos += 2;
            while self.peek(0).is_ascii_digit() {
                self.pos += 1;
            }
        }
        if self.peek(0).is_ascii_alphabetic() || self.peek(0) == b'_' {
            return self.invalid_number(start);
        }
        let text = &self.src[start..self.pos];
        if float {
            return text
                .parse()
                .map(Tok::Float)
                .or_else(|_| err("Illegal number", start));
        }
        if text.len() > 1 && text.starts_with('0') {
            if text.bytes().any(|b| b > b'7') {
                return self.invalid_number(start);
            }
            return i64::from_str_radix(&text[1..], 8)
                .map(Tok::Int)
                .or_else(|_| err("Illegal number", start));
        }
        text.parse()
            .map(Tok::Int)
            .or_else(|_| err(overflow(&decimal_to_hex(text)), start))
    }

    /// A number that Puppet's lexer rejects, from `start` through the word characters after
    /// it, with the message its `assert_numeric` gives (lexer_support.rb).
    fn invalid_number(&mut self, start: usize) -> Result<Tok, LexError> {
        while self.peek(0).is_ascii_alphanumeric() || self.peek(0) == b'_' {
            self.pos += 1;
        }
        let v = &self.src[start..self.pos];
        let b = v.as_bytes();
        let message = if b.len() > 1 && b[0] == b'0' && matches!(b[1], b'x' | b'X') {
            format!("Not a valid hex number {v}")
        } else if b.len() > 1 && b[0] == b'0' && b[1] != b'.' {
            format!("Not a valid octal number {v}")
        } else if v
            .trim_start_matches(|c: char| c.is_ascii_digit())
            .starts_with(['e', 'E', '.'])
        {
            format!("Not a valid decimal number {v}")
        } else {
            format!("Illegal number '{v}'")
        };
        err(&message, start)
    }

    /// Lexes string content until `close` (or end of input for heredocs when `close` is None),
    /// processing the escapes in `escapes` (`$` among them: `\$` is a dollar sign) and
    /// interpolation when `interpolate` (Puppet's `SLURP_UQNE_PATTERN` when `$` is no escape:
    /// a backslash before `$` stays and the variable is interpolated).
    fn dq_parts(
        &mut self,
        close: Option<u8>,
        escapes: &str,
        interpolate: bool,
        start: usize,
    ) -> Result<Vec<StrPart>, LexError> {
        let mut parts = Vec::new();
        let mut lit = String::new();
        loop {
            let Some(&c) = self.b.get(self.pos) else {
                if close.is_none() {
                    break;
                }
                return err(
                    format!(
                        "Unclosed quote after '\"' followed by '{}'",
                        followed_by(self.src, start + 1)
                    ),
                    start,
                );
            };
            if Some(c) == close {
                self.pos += 1;
                break;
            }
            match c {
                b'\\' => {
                    let n = self.peek(1);
                    let nc = n as char;
                    // `L` (a line break after the backslash) is no escape letter itself
                    if n != 0 && n != b'L' && escapes.contains(nc) {
                        self.pos += 2;
                        match n {
                            b'n' => lit.push('\n'),
                            b'r' => lit.push('\r'),
                            b't' => lit.push('\t'),
                            b's' => lit.push(' '),
                            b'u' => match self.unicode_escape()? {
                                Some(ch) => lit.push(ch),
                                None => lit.push_str("\\u"),
                            },
                            _ => lit.push(nc),
                        }
                    } else if n == b'\n' && escapes.contains('L') {
                        // A line continuation (heredoc flag `L`; a double-quoted string's escapes
                        // include it): the backslash and the line break are removed.
                        self.pos += 2;
                    } else if n == b'\r' && self.peek(2) == b'\n' && escapes.contains('L') {
                        self.pos += 3;
                    } else {
                        lit.push('\\');
                        self.pos += 1;
                    }
                }
                b'$' if interpolate => {
                    if self.peek(1) == b'{' {
                        if !lit.is_empty() {
                            parts.push(StrPart::Lit(std::mem::take(&mut lit)));
                        }
                        self.pos += 2;
                        let (toks, end) = self.run(true)?;
                        self.pos = end;
                        parts.push(StrPart::Expr(toks));
                    } else if self.peek(1).is_ascii_lowercase()
                        || self.peek(1) == b'_'
                        || self.peek(1).is_ascii_digit()
                        || (self.peek(1) == b':' && self.peek(2) == b':')
                    {
                        if !lit.is_empty() {
                            parts.push(StrPart::Lit(std::mem::take(&mut lit)));
                        }
                        let at = self.pos;
                        self.pos += 1;
                        let s = self.pos;
                        if self.peek(0) == b':' {
                            self.pos += 2;
                        }
                        if self.peek(0).is_ascii_digit() {
                            while self.peek(0).is_ascii_digit() {
                                self.pos += 1;
                            }
                        } else {
                            self.name_chars(true);
                        }
                        parts.push(StrPart::Var(self.src[s..self.pos].to_string(), at as u32));
                    } else {
                        lit.push('$');
                        self.pos += 1;
                    }
                }
                _ => {
                    let ch = self.src[self.pos..].chars().next().unwrap_or('\0');
                    lit.push(ch);
                    self.pos += ch.len_utf8().max(1);
                }
            }
        }
        if !lit.is_empty() || parts.is_empty() {
            parts.push(StrPart::Lit(lit));
        }
        Ok(parts)
    }

    /// A `\u` escape at the current position (just after the `u`), as Puppet's `slurp` reads it:
    /// four hex digits or one to six in braces. Anything else is no escape (`None`: Puppet warns
    /// and keeps `\u`); a value that is no Unicode scalar fails as Ruby's `gsub` does on the
    /// packed result.
    fn unicode_escape(&mut self) -> Result<Option<char>, LexError> {
        let at = self.pos;
        let rest = &self.b[self.pos..];
        let hex_run = |from: usize, max: usize| {
            rest[from.min(rest.len())..]
                .iter()
                .take(max)
                .take_while(|b| b.is_ascii_hexdigit())
                .count()
        };
        let (hex, len) = if rest.first() == Some(&b'{') {
            let n = hex_run(1, 7);
            if !(1..=6).contains(&n) || rest.get(1 + n) != Some(&b'}') {
                return Ok(None);
            }
            (&self.src[at + 1..at + 1 + n], n + 2)
        } else {
            if hex_run(0, 4) < 4 {
                return Ok(None);
            }
            (&self.src[at..at + 4], 4)
        };
        self.pos += len;
        u32::from_str_radix(hex, 16)
            .ok()
            .and_then(char::from_u32)
            .map_or_else(
                || err("invalid byte sequence in UTF-8", at),
                |c| Ok(Some(c)),
            )
    }

    fn heredoc(&mut self) -> Result<Tok, LexError> {
        let start = self.pos;
        self.pos += 2;
        let Some(close) = self.src[self.pos..].find(')') else {
            return err(
                format!(
                    "Unclosed parenthesis after '@(' followed by '{}'",
                    followed_by(self.src, start)
                ),
                start,
            );
        };
        let spec = self.src[self.pos..self.pos + close].trim().to_string();
        let valid = heredoc_spec_valid(&self.src[self.pos..self.pos + close]);
        self.pos += close + 1;
        if !valid {
            return err(
                "Invalid syntax in heredoc expected @(endtag[:syntax][/escapes])",
                self.pos,
            );
        }
        // No `/`: no escapes at all; `/` with nothing after it: all of them (`trnsuL$`).
        let (tag_part, flags) = match spec.find('/') {
            Some(i) => {
                let f = spec[i + 1..].trim();
                (
                    spec[..i].trim().to_string(),
                    Some(if f.is_empty() { "trnsuL$" } else { f }.to_string()),
                )
            }
            None => (spec.clone(), None),
        };
        let tag_part = match tag_part.find(':') {
            Some(i) => tag_part[..i].trim().to_string(),
            None => tag_part,
        };
        let (tag, interpolate) =
            if tag_part.starts_with('"') && tag_part.ends_with('"') && tag_part.len() >= 2 {
                (tag_part[1..tag_part.len() - 1].to_string(), true)
            } else {
                (tag_part, false)
            };
        let flags = flags.unwrap_or_default();
        let mut seen = String::new();
        for f in flags.chars() {
            if seen.contains(f) {
                let all: Vec<String> = flags.chars().map(String::from).collect();
                return err(
                    format!(
                        "An escape char for @() may only appear once. Got '{}'",
                        all.join(", ")
                    ),
                    start,
                );
            }
            seen.push(f);
        }
        for f in flags.chars() {
            if !"trnsuL$".contains(f) {
                return err(
                    format!(
                        "Invalid heredoc escape char. Only t, r, n, s,  u, L, $ allowed. Got '{f}'"
                    ),
                    start,
                );
            }
        }
        // The body starts after the current line (or after a previous heredoc's body on it).
        let body_start = match self.heredoc_resume {
            Some(r) => r,
            None => match self.src[self.pos..].find('\n') {
                Some(i) => self.pos + i + 1,
                None => return err("Heredoc without any following lines of text", start),
            },
        };
        // Find the end line: optional spaces, optional `|`, optional `-`, tag.
        let mut line_start = body_start;
        let (end_line_start, end_line_end, margin, trim) = loop {
            if line_start >= self.src.len() {
                return err("Heredoc without end-tagged line", start);
            }
            let line_end = self.src[line_start..]
                .find('\n')
                .map_or(self.src.len(), |i| line_start + i);
            let line = &self.src[line_start..line_end];
            let t = line.trim_start();
            let indent = line.len() - t.len();
            let (t, has_bar) = match t.strip_prefix('|') {
                Some(r) => (r.trim_start(), true),
                None => (t, false),
            };
            let (t, dash) = match t.strip_prefix('-') {
                Some(r) => (r.trim_start(), true),
                None => (t, false),
            };
            if t.trim_end() == tag {
                break (
                    line_start,
                    line_end,
                    if has_bar { Some(indent) } else { None },
                    dash,
                );
            }
            line_start = line_end + 1;
        };
        let mut body = String::new();
        for line in self.src[body_start..end_line_start].split_inclusive('\n') {
            let mut l = line;
            if let Some(m) = margin {
                let strip = l
                    .bytes()
                    .take(m)
                    .take_while(|b| *b == b' ' || *b == b'\t')
                    .count();
                l = &l[strip..];
            }
            body.push_str(l);
        }
        if trim {
            if body.ends_with("\r\n") {
                body.truncate(body.len() - 2);
            } else if body.ends_with('\n') {
                body.pop();
            }
        }
        self.heredoc_resume = Some((end_line_end + 1).min(self.src.len()));
        // Puppet's resulting escapes: a backslash and the flags (`L`: a line break) when any.
        let mut escapes = flags.clone();
        if !flags.is_empty() {
            escapes.push('\\');
        }
        // Lex the body as a string; offsets of nested tokens are relative to the body text.
        let mut sub = Lexer {
            src: &body,
            b: body.as_bytes(),
            pos: 0,
            heredoc_resume: None,
            depth: self.depth,
            names: NameTable::default(),
        };
        let parts = if !interpolate && flags.is_empty() {
            vec![StrPart::Lit(body.clone())]
        } else {
            sub.dq_parts(None, &escapes, interpolate, 0)
                .map_err(|e| LexError {
                    message: e.message,
                    offset: start as u32,
                })?
        };
        // Interpolated expressions in a heredoc body get the heredoc's position.
        let parts = parts
            .into_iter()
            .map(|p| match p {
                StrPart::Expr(ts) => StrPart::Expr(
                    ts.into_iter()
                        .map(|t| Token {
                            start: start as u32,
                            end: start as u32,
                            ..t
                        })
                        .collect(),
                ),
                StrPart::Var(v, _) => StrPart::Var(v, start as u32),
                other => other,
            })
            .collect();
        Ok(str_tok(parts))
    }
}

fn str_tok(parts: Vec<StrPart>) -> Tok {
    if parts.len() == 1 {
        if let StrPart::Lit(s) = &parts[0] {
            return Tok::Str(s.as_str().into());
        }
    }
    Tok::DqStr(Arc::new(parts))
}

/// checker4_0's `check_LiteralInteger`: a literal beyond Puppet's 64-bit range (`hex` is its
/// value in lower-case hexadecimal digits), shown as Ruby's `"%#+x"` shows it.
fn overflow(hex: &str) -> String {
    let hex = hex.trim_start_matches('0');
    format!(
        "A Literal Integer resulted in a value outside of Puppet Integer max range, got '+0x{hex}'"
    )
}

/// The hexadecimal digits of a decimal number of any size.
fn decimal_to_hex(text: &str) -> String {
    let mut digits: Vec<u32> = text.bytes().map(|b| u32::from(b - b'0')).collect();
    let mut out = Vec::new();
    while digits.iter().any(|d| *d != 0) {
        let mut rem = 0;
        for d in digits.iter_mut() {
            let cur = rem * 10 + *d;
            *d = cur / 16;
            rem = cur % 16;
        }
        out.push(char::from_digit(rem, 16).unwrap_or('0'));
    }
    if out.is_empty() {
        out.push('0');
    }
    out.iter().rev().collect()
}

/// Puppet's `PATTERN_HEREDOC` on what is between `@(` and `)`: an end tag (no `:`, `/` or
/// line break), then maybe `:` and a syntax (`[a-z][a-zA-Z0-9_+]+`), then maybe `/` and
/// escapes (word characters and `$`), blanks allowed around the syntax and after the escapes.
fn heredoc_spec_valid(spec: &str) -> bool {
    let blank = |c: char| c == ' ' || c == '\t';
    let tag_len = spec.find([':', '/']).unwrap_or(spec.len());
    let tag = &spec[..tag_len];
    if tag.is_empty() || tag.contains(['\r', '\n']) {
        return false;
    }
    let mut rest = &spec[tag_len..];
    if let Some(r) = rest.strip_prefix(':') {
        let r = r.trim_start_matches(blank);
        let n = r
            .find(|c: char| !(c.is_ascii_alphanumeric() || c == '_' || c == '+'))
            .unwrap_or(r.len());
        if n < 2 || !r.starts_with(|c: char| c.is_ascii_lowercase()) {
            return false;
        }
        rest = r[n..].trim_start_matches(blank);
    }
    if let Some(r) = rest.strip_prefix('/') {
        let n = r
            .find(|c: char| !(c.is_ascii_alphanumeric() || c == '_' || c == '$'))
            .unwrap_or(r.len());
        rest = r[n..].trim_start_matches(blank);
    }
    rest.is_empty()
}
