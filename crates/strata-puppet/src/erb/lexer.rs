//! Tokens of the Ruby subset ERB templates use, read from the scanned template: text segments
//! become `Text` tokens, output tags are wrapped in `OutOpen`/`OutClose`, and every segment ends
//! with a statement separator, as the Ruby that ERB generates does.

use super::scan::Seg;

/// A piece of a double-quoted string: literal text or interpolated code.
#[derive(Debug, Clone, PartialEq)]
pub enum Part {
    /// Literal text.
    Lit(String),
    /// `#{...}` code and the line it is on.
    Code(String, u32),
}

/// A token.
#[derive(Debug, Clone, PartialEq)]
pub enum Tok {
    /// Integer literal.
    Int(i64),
    /// Float literal.
    Float(f64),
    /// String literal (single-quoted strings have one literal part).
    Str(Vec<Part>),
    /// `:sym` or `:"sym"`.
    Sym(Vec<Part>),
    /// `/re/flags`, `%r{re}flags`.
    Regex(Vec<Part>, String),
    /// `%w[a b]` / `%i[a b]` (bool: symbols).
    Words(Vec<String>, bool),
    /// An identifier or keyword (may end with `?` or `!`).
    Ident(String),
    /// A constant name.
    Const(String),
    /// `@name`.
    IVar(String),
    /// `$name`, `$1`.
    GVar(String),
    /// `name:` in a hash or argument list.
    Label(String),
    /// An operator or punctuation.
    Op(&'static str),
    /// End of a line (a statement separator where a statement can end).
    Nl,
    /// Template text to output.
    Text(String),
    /// Start of an output tag.
    OutOpen,
    /// End of an output tag.
    OutClose,
    /// End of input.
    Eof,
}

/// A token with its line and whether whitespace precedes it.
#[derive(Debug, Clone)]
pub struct Token {
    /// The token.
    pub tok: Tok,
    /// Line in the template.
    pub line: u32,
    /// Whitespace precedes it.
    pub space: bool,
}

const OPS: &[&str] = &[
    "**=", "<=>", "===", "...", "<<=", ">>=", "&&=", "||=", "**", "==", "!=", ">=", "<=", "&&",
    "||", "<<", ">>", "=~", "!~", "..", "::", "+=", "-=", "*=", "/=", "%=", "|=", "&=", "^=", "=>",
    "->", "&.", "+", "-", "*", "/", "%", "=", "<", ">", "!", "&", "|", "^", "~", "?", ":", ",",
    ".", ";", "(", ")", "[", "]", "{", "}",
];

/// A lexing error: message and line.
pub type LexErr = (String, u32);

/// Lexes a scanned template.
pub fn lex_template(segs: &[Seg]) -> Result<Vec<Token>, LexErr> {
    let mut out = Vec::new();
    let mut last_line = 1;
    for s in segs {
        match s {
            Seg::Text(t) => {
                out.push(Token {
                    tok: Tok::Text(t.clone()),
                    line: last_line,
                    space: true,
                });
                last_line += t.matches('\n').count() as u32;
            }
            Seg::Code(c, l) => {
                Lexer::new(c, *l).run(&mut out)?;
                last_line = *l + c.matches('\n').count() as u32;
            }
            Seg::Out(c, l) => {
                out.push(Token {
                    tok: Tok::OutOpen,
                    line: *l,
                    space: true,
                });
                Lexer::new(c, *l).run(&mut out)?;
                last_line = *l + c.matches('\n').count() as u32;
                out.push(Token {
                    tok: Tok::OutClose,
                    line: last_line,
                    space: true,
                });
            }
        }
        out.push(Token {
            tok: Tok::Op(";"),
            line: last_line,
            space: true,
        });
    }
    out.push(Token {
        tok: Tok::Eof,
        line: last_line,
        space: true,
    });
    Ok(out)
}

/// Lexes one piece of code (an interpolation).
pub fn lex_code(src: &str, line: u32) -> Result<Vec<Token>, LexErr> {
    let mut out = Vec::new();
    Lexer::new(src, line).run(&mut out)?;
    out.push(Token {
        tok: Tok::Eof,
        line,
        space: true,
    });
    Ok(out)
}

/// Lexes a Ruby source file (a Puppet module's type and the files it requires): heredocs,
/// `=begin`/`=end` comments and `__END__` as well as the template subset.
pub fn lex_file(src: &str) -> Result<Vec<Token>, LexErr> {
    let mut out = Vec::new();
    let mut lx = Lexer::new(src, 1);
    lx.file = true;
    lx.run(&mut out)?;
    out.push(Token {
        tok: Tok::Eof,
        line: 1,
        space: true,
    });
    Ok(out)
}

struct Lexer<'s> {
    s: &'s str,
    b: &'s [u8],
    i: usize,
    line: u32,
    /// Heredocs whose bodies start after the current line: the index of their token in the
    /// output, the terminator, whether it is squiggly (`<<~`), whether the terminator may be
    /// indented (`<<-`, `<<~`), and whether the body is raw (`<<~'EOS'`).
    heredocs: Vec<(usize, String, bool, bool, bool)>,
    /// A Ruby file read statically rather than a template: commands (backticks, `%x`) are
    /// strings, as nothing runs them.
    file: bool,
}

fn is_ident_start(c: u8) -> bool {
    c.is_ascii_alphabetic() || c == b'_' || c >= 0x80
}

fn is_ident(c: u8) -> bool {
    c.is_ascii_alphanumeric() || c == b'_' || c >= 0x80
}

/// Tokens after which `/`, `%`, `[`, `-` and `::` continue an expression (binary operators,
/// indexing) rather than start a new operand.
fn ends_value(t: &Tok) -> bool {
    match t {
        Tok::Int(_)
        | Tok::Float(_)
        | Tok::Str(_)
        | Tok::Sym(_)
        | Tok::Regex(..)
        | Tok::Words(..)
        | Tok::Const(_)
        | Tok::IVar(_)
        | Tok::GVar(_) => true,
        Tok::Ident(k) => !matches!(
            k.as_str(),
            "if" | "unless"
                | "while"
                | "until"
                | "and"
                | "or"
                | "not"
                | "then"
                | "do"
                | "else"
                | "elsif"
                | "when"
                | "in"
                | "return"
                | "case"
                | "puts"
                | "print"
        ),
        Tok::Op(o) => matches!(*o, ")" | "]" | "}"),
        _ => false,
    }
}

impl<'s> Lexer<'s> {
    fn new(s: &'s str, line: u32) -> Self {
        Lexer {
            s,
            b: s.as_bytes(),
            i: 0,
            line,
            heredocs: Vec::new(),
            file: false,
        }
    }

    fn peek(&self, k: usize) -> u8 {
        self.b.get(self.i + k).copied().unwrap_or(0)
    }

    fn err<T>(&self, m: impl Into<String>) -> Result<T, LexErr> {
        Err((m.into(), self.line))
    }

    fn run(mut self, out: &mut Vec<Token>) -> Result<(), LexErr> {
        let base = out.len();
        loop {
            let mut space = false;
            // whitespace, comments, line continuations
            loop {
                match self.peek(0) {
                    b' ' | b'\t' | b'\r' => {
                        self.i += 1;
                        space = true;
                    }
                    b'\\' if self.peek(1) == b'\n' => {
                        self.i += 2;
                        self.line += 1;
                        space = true;
                    }
                    b'#' => {
                        while self.i < self.b.len() && self.b[self.i] != b'\n' {
                            self.i += 1;
                        }
                    }
                    _ => break,
                }
            }
            if self.i >= self.b.len() {
                return Ok(());
            }
            let c = self.peek(0);
            let line = self.line;
            let prev_value = out.len() > base && ends_value(&out[out.len() - 1].tok);
            let prev_ident = out.len() > base && matches!(out[out.len() - 1].tok, Tok::Ident(_));
            // an operand-starting position: after an operator, or after a method name with a
            // space before and none after (`split /,/`, `puts -1`)
            let next_space = matches!(self.peek(1), b' ' | b'\t' | b'\n' | b'=');
            let operand = !prev_value || (prev_ident && space && !next_space);
            if c == b'\n' && !self.heredocs.is_empty() {
                self.i += 1;
                self.line += 1;
                self.heredoc_bodies(out)?;
                out.push(Token {
                    tok: Tok::Nl,
                    line,
                    space,
                });
                continue;
            }
            if (self.i == 0 || self.b[self.i - 1] == b'\n')
                && self.s[self.i..].starts_with("=begin")
            {
                // a block comment up to a line starting with `=end`
                loop {
                    match self.s[self.i..].find('\n') {
                        Some(k) => {
                            self.i += k + 1;
                            self.line += 1;
                        }
                        None => {
                            self.i = self.b.len();
                            break;
                        }
                    }
                    if self.s[self.i..].starts_with("=end") {
                        while self.i < self.b.len() && self.b[self.i] != b'\n' {
                            self.i += 1;
                        }
                        break;
                    }
                }
                continue;
            }
            if (self.i == 0 || self.b[self.i - 1] == b'\n')
                && self.s[self.i..].starts_with("__END__")
                && matches!(self.b.get(self.i + 7), None | Some(b'\n') | Some(b'\r'))
            {
                return Ok(());
            }
            let tok = if c == b'\n' {
                self.i += 1;
                self.line += 1;
                // a line starting with `.meth` continues the previous expression
                let mut j = self.i;
                while j < self.b.len() && matches!(self.b[j], b' ' | b'\t' | b'\r' | b'\n') {
                    j += 1;
                }
                if self.b.get(j) == Some(&b'.') && self.b.get(j + 1) != Some(&b'.') {
                    continue;
                }
                if self.b.get(j) == Some(&b'&') && self.b.get(j + 1) == Some(&b'.') {
                    continue;
                }
                Tok::Nl
            } else if c.is_ascii_digit() {
                self.number()?
            } else if c == b'"' || c == b'`' {
                self.i += 1;
                if c == b'`' && !self.file {
                    return self.err("command execution (backticks) is not supported");
                }
                Tok::Str(self.dquoted(c, 0, false)?)
            } else if c == b'\'' {
                self.i += 1;
                Tok::Str(vec![Part::Lit(self.squoted(b'\'', 0)?)])
            } else if c == b'@' {
                self.i += 1;
                let cvar = self.peek(0) == b'@';
                if cvar {
                    self.i += 1;
                }
                let mut n = self.ident_chars();
                if cvar && !n.is_empty() {
                    n.insert(0, '@');
                }
                if n.is_empty() {
                    return self.err("unexpected '@'");
                }
                Tok::IVar(n)
            } else if c == b'$' {
                self.i += 1;
                let st = self.i;
                if self.peek(0).is_ascii_digit() {
                    while self.peek(0).is_ascii_digit() {
                        self.i += 1;
                    }
                    Tok::GVar(self.s[st..self.i].to_string())
                } else if matches!(self.peek(0), b'~' | b'!' | b'&' | b'0') {
                    self.i += 1;
                    Tok::GVar(self.s[st..self.i].to_string())
                } else {
                    let n = self.ident_chars();
                    if n.is_empty() {
                        return self.err("unexpected '$'");
                    }
                    Tok::GVar(n)
                }
            } else if c == b':'
                && self.peek(1) != b':'
                && (is_ident_start(self.peek(1)) || matches!(self.peek(1), b'"' | b'\''))
                && (operand || space)
            {
                self.i += 1;
                if self.peek(0) == b'"' {
                    self.i += 1;
                    Tok::Sym(self.dquoted(b'"', 0, false)?)
                } else if self.peek(0) == b'\'' {
                    self.i += 1;
                    Tok::Sym(vec![Part::Lit(self.squoted(b'\'', 0)?)])
                } else {
                    let mut n = self.ident_chars();
                    if matches!(self.peek(0), b'?' | b'!' | b'=')
                        && self.peek(1) != b'='
                        && !(self.peek(0) == b'=' && matches!(self.peek(1), b'>' | b'~'))
                    {
                        n.push(self.peek(0) as char);
                        self.i += 1;
                    }
                    Tok::Sym(vec![Part::Lit(n)])
                }
            } else if c == b':' && operand && self.peek(1) != b':' && self.op_symbol().is_some() {
                let op = self.op_symbol().unwrap_or("");
                self.i += 1 + op.len();
                Tok::Sym(vec![Part::Lit(op.to_string())])
            } else if c == b'/' && operand {
                self.i += 1;
                let parts = self.dquoted(b'/', 0, true)?;
                Tok::Regex(parts, self.flags())
            } else if c == b'%'
                && operand
                && matches!(
                    self.peek(1),
                    b'w' | b'W'
                        | b'i'
                        | b'I'
                        | b'q'
                        | b'Q'
                        | b'r'
                        | b'x'
                        | b's'
                        | b'('
                        | b'['
                        | b'{'
                        | b'<'
                        | b'|'
                        | b'!'
                )
            {
                self.percent()?
            } else if c == b'<'
                && self.peek(1) == b'<'
                && operand
                && (matches!(self.peek(2), b'~' | b'-')
                    || (space
                        && (self.peek(2).is_ascii_uppercase()
                            || matches!(self.peek(2), b'\'' | b'"'))))
            {
                self.heredoc_start(out.len())?
            } else if c == b'?'
                && operand
                && self.peek(1) > b' '
                && self.peek(1) < 0x80
                && !is_ident(self.peek(2))
            {
                // a character literal (`?a`)
                self.i += 2;
                Tok::Str(vec![Part::Lit((self.b[self.i - 1] as char).to_string())])
            } else if is_ident_start(c) {
                let mut n = self.ident_chars();
                if matches!(self.peek(0), b'?' | b'!')
                    && self.peek(1) != b'='
                    && !(self.peek(0) == b'?' && self.peek(1) == b':')
                {
                    n.push(self.peek(0) as char);
                    self.i += 1;
                } else if matches!(self.peek(1), b'=') && self.peek(0) == b'!' {
                    // `a!= b`: the identifier, then `!=`
                }
                if self.peek(0) == b':' && self.peek(1) != b':' && !n.ends_with('?') {
                    let prev_dot = out.len() > base
                        && matches!(out[out.len() - 1].tok, Tok::Op(".") | Tok::Op("&."));
                    if !prev_dot
                        && (self.peek(1) == b' '
                            || self.peek(1) == b'\n'
                            || self.peek(1) == b'\t'
                            || self.peek(1) == 0
                            || self.peek(1) == b'"'
                            || self.peek(1) == b'\''
                            || self.peek(1) == b'@'
                            || self.peek(1).is_ascii_digit()
                            || matches!(self.peek(1), b',' | b'}' | b')'))
                    {
                        self.i += 1;
                        out.push(Token {
                            tok: Tok::Label(n),
                            line,
                            space,
                        });
                        continue;
                    }
                }
                if n.as_bytes()[0].is_ascii_uppercase() {
                    Tok::Const(n)
                } else {
                    Tok::Ident(n)
                }
            } else {
                let rest = &self.s[self.i..];
                match OPS.iter().find(|o| rest.starts_with(**o)) {
                    Some(o) => {
                        self.i += o.len();
                        Tok::Op(o)
                    }
                    None => {
                        let ch = rest.chars().next().unwrap_or('?');
                        return self.err(format!("unexpected character '{ch}'"));
                    }
                }
            };
            out.push(Token { tok, line, space });
        }
    }

    /// `<<~ID`, `<<-ID`, `<<ID`, `<<~'ID'`, `<<~"ID"`: a string whose body follows the
    /// current line; its token is filled when the line ends.
    fn heredoc_start(&mut self, index: usize) -> Result<Tok, LexErr> {
        self.i += 2;
        let squiggly = self.peek(0) == b'~';
        let indented = squiggly || self.peek(0) == b'-';
        if indented {
            self.i += 1;
        }
        let (id, raw) = match self.peek(0) {
            q @ (b'\'' | b'"' | b'`') => {
                self.i += 1;
                let st = self.i;
                while self.i < self.b.len() && self.b[self.i] != q && self.b[self.i] != b'\n' {
                    self.i += 1;
                }
                if self.peek(0) != q {
                    return self.err("unterminated heredoc identifier");
                }
                self.i += 1;
                (self.s[st..self.i - 1].to_string(), q == b'\'')
            }
            _ => (self.ident_chars(), false),
        };
        if id.is_empty() {
            return self.err("a heredoc without an identifier");
        }
        self.heredocs.push((index, id, squiggly, indented, raw));
        Ok(Tok::Str(Vec::new()))
    }

    /// Reads the bodies of the heredocs started on the line just ended into their tokens.
    fn heredoc_bodies(&mut self, out: &mut [Token]) -> Result<(), LexErr> {
        for (index, id, squiggly, indented, raw) in std::mem::take(&mut self.heredocs) {
            let start_line = self.line;
            let mut lines: Vec<&'s str> = Vec::new();
            let s: &'s str = self.s;
            loop {
                if self.i >= self.b.len() {
                    return Err((format!("heredoc '{id}' is not terminated"), start_line));
                }
                let end = s[self.i..].find('\n').map_or(s.len(), |k| self.i + k);
                let l = &s[self.i..end];
                self.i = (end + 1).min(s.len());
                self.line += 1;
                let t = l.trim_end_matches('\r');
                let t = if indented { t.trim_start() } else { t };
                if t == id {
                    break;
                }
                lines.push(l);
            }
            let indent = if squiggly {
                lines
                    .iter()
                    .filter(|l| !l.trim().is_empty())
                    .map(|l| l.len() - l.trim_start_matches([' ', '\t']).len())
                    .min()
                    .unwrap_or(0)
            } else {
                0
            };
            let mut body = String::new();
            for l in &lines {
                body.push_str(if l.trim().is_empty() {
                    l.trim_start_matches([' ', '\t'])
                } else {
                    &l[indent.min(l.len())..]
                });
                body.push('\n');
            }
            let parts = if raw {
                vec![Part::Lit(body)]
            } else {
                body.push('\0');
                let mut sub = Lexer::new(&body, start_line);
                sub.dquoted(0, 0, false)?
            };
            if let Some(t) = out.get_mut(index) {
                t.tok = Tok::Str(parts);
            }
        }
        Ok(())
    }

    /// An operator after `:` making a symbol (`:+`, `:<=>`, `:[]`).
    fn op_symbol(&self) -> Option<&'static str> {
        let rest = &self.s[self.i + 1..];
        [
            "[]=", "[]", "<=>", "===", "==", "=~", "<<", ">>", "<=", ">=", "**", "+", "-", "*",
            "/", "%", "<", ">", "!", "&", "|", "^",
        ]
        .into_iter()
        .find(|o| rest.starts_with(o))
    }

    fn ident_chars(&mut self) -> String {
        let st = self.i;
        while self.i < self.b.len() && is_ident(self.b[self.i]) {
            self.i += 1;
        }
        self.s[st..self.i].to_string()
    }

    fn flags(&mut self) -> String {
        let st = self.i;
        while matches!(self.peek(0), b'i' | b'm' | b'x' | b'o' | b'u' | b'n') {
            self.i += 1;
        }
        self.s[st..self.i].to_string()
    }

    fn number(&mut self) -> Result<Tok, LexErr> {
        let st = self.i;
        let radix = if self.peek(0) == b'0' {
            match self.peek(1) {
                b'x' | b'X' => 16,
                b'b' | b'B' => 2,
                b'o' | b'O' => 8,
                b'0'..=b'9' | b'_' => 8,
                _ => 10,
            }
        } else {
            10
        };
        if radix != 10 {
            self.i += if self.peek(1).is_ascii_digit() || self.peek(1) == b'_' {
                1
            } else {
                2
            };
            let ds = self.i;
            while self.peek(0).is_ascii_hexdigit() || self.peek(0) == b'_' {
                self.i += 1;
            }
            let digits: String = self.s[ds..self.i].chars().filter(|c| *c != '_').collect();
            return match i64::from_str_radix(&digits, radix) {
                Ok(v) => Ok(Tok::Int(v)),
                Err(_) => self.err(format!("invalid number '{}'", &self.s[st..self.i])),
            };
        }
        while self.peek(0).is_ascii_digit()
            || (self.peek(0) == b'_' && self.peek(1).is_ascii_digit())
        {
            self.i += 1;
        }
        let mut float = false;
        if self.peek(0) == b'.' && self.peek(1).is_ascii_digit() {
            float = true;
            self.i += 1;
            while self.peek(0).is_ascii_digit()
                || (self.peek(0) == b'_' && self.peek(1).is_ascii_digit())
            {
                self.i += 1;
            }
        }
        if matches!(self.peek(0), b'e' | b'E')
            && (self.peek(1).is_ascii_digit()
                || (matches!(self.peek(1), b'+' | b'-') && self.peek(2).is_ascii_digit()))
        {
            float = true;
            self.i += 2;
            while self.peek(0).is_ascii_digit() {
                self.i += 1;
            }
        }
        let text: String = self.s[st..self.i].chars().filter(|c| *c != '_').collect();
        if float {
            match text.parse::<f64>() {
                Ok(f) => Ok(Tok::Float(f)),
                Err(_) => self.err(format!("invalid number '{text}'")),
            }
        } else {
            match text.parse::<i64>() {
                Ok(v) => Ok(Tok::Int(v)),
                Err(_) => self.err(format!("integer literal '{text}' is too large")),
            }
        }
    }

    /// A `%` literal: `%w[]`, `%i[]`, `%q()`, `%Q()`, `%()`, `%r{}`.
    fn percent(&mut self) -> Result<Tok, LexErr> {
        self.i += 1;
        let kind = if self.peek(0).is_ascii_alphabetic() {
            self.i += 1;
            self.b[self.i - 1]
        } else {
            b'Q'
        };
        let open = self.peek(0);
        let close = match open {
            b'(' => b')',
            b'[' => b']',
            b'{' => b'}',
            b'<' => b'>',
            b'|' | b'!' | b'/' | b'-' | b'^' => open,
            _ => return self.err("unsupported % literal"),
        };
        self.i += 1;
        let nest = if close != open { open } else { 0 };
        match kind {
            b'w' | b'i' | b'W' | b'I' => {
                let body = self.squoted(close, nest)?;
                let words = body.split_whitespace().map(str::to_string).collect();
                Ok(Tok::Words(words, matches!(kind, b'i' | b'I')))
            }
            b'q' => Ok(Tok::Str(vec![Part::Lit(self.squoted(close, nest)?)])),
            b'Q' => Ok(Tok::Str(self.dquoted(close, nest, false)?)),
            b'r' => {
                let parts = self.dquoted(close, nest, true)?;
                Ok(Tok::Regex(parts, self.flags()))
            }
            b'x' if self.file => Ok(Tok::Str(self.dquoted(close, nest, false)?)),
            b's' => Ok(Tok::Sym(vec![Part::Lit(self.squoted(close, nest)?)])),
            _ => self.err(format!("unsupported %{} literal", kind as char)),
        }
    }

    /// A single-quoted body up to `close`: only `\\` and `\<close>` are escapes.
    fn squoted(&mut self, close: u8, nest: u8) -> Result<String, LexErr> {
        let mut s = String::new();
        let mut depth = 0;
        loop {
            let Some(ch) = self.s[self.i..].chars().next() else {
                return self.err("unterminated string literal");
            };
            let c = ch as u32;
            if c == close as u32 && depth == 0 {
                self.i += 1;
                return Ok(s);
            }
            if nest != 0 && c == nest as u32 {
                depth += 1;
            } else if nest != 0 && c == close as u32 {
                depth -= 1;
            }
            if ch == '\\'
                && (self.peek(1) == b'\\'
                    || self.peek(1) == close
                    || (nest != 0 && self.peek(1) == nest))
            {
                s.push(self.peek(1) as char);
                self.i += 2;
                continue;
            }
            if ch == '\n' {
                self.line += 1;
            }
            s.push(ch);
            self.i += ch.len_utf8();
        }
    }

    /// A double-quoted body up to `close`, with escapes and `#{}` interpolation. For regexes
    /// (`close` is `/`), escapes other than `\/` are kept as written.
    fn dquoted(&mut self, close: u8, nest: u8, regex: bool) -> Result<Vec<Part>, LexErr> {
        let mut parts = Vec::new();
        let mut s = String::new();
        let mut depth = 0;
        loop {
            let Some(ch) = self.s[self.i..].chars().next() else {
                return self.err("unterminated string literal");
            };
            let c = ch as u32;
            if c == close as u32 && depth == 0 {
                self.i += 1;
                if !s.is_empty() || parts.is_empty() {
                    parts.push(Part::Lit(s));
                }
                return Ok(parts);
            }
            if nest != 0 && c == nest as u32 {
                depth += 1;
            } else if nest != 0 && c == close as u32 {
                depth -= 1;
            }
            if ch == '#' && self.peek(1) == b'{' {
                self.i += 2;
                let st = self.i;
                let line = self.line;
                let mut d = 0;
                loop {
                    match self.peek(0) {
                        0 => return self.err("unterminated interpolation"),
                        b'{' => d += 1,
                        b'}' if d == 0 => break,
                        b'}' => d -= 1,
                        b'\n' => self.line += 1,
                        q @ (b'"' | b'\'') => {
                            self.i += 1;
                            while self.peek(0) != q {
                                if self.peek(0) == 0 {
                                    return self.err("unterminated string literal");
                                }
                                if self.peek(0) == b'\\' {
                                    self.i += 1;
                                }
                                self.i += 1;
                            }
                        }
                        _ => {}
                    }
                    self.i += 1;
                }
                if !s.is_empty() {
                    parts.push(Part::Lit(std::mem::take(&mut s)));
                }
                parts.push(Part::Code(self.s[st..self.i].to_string(), line));
                self.i += 1;
                continue;
            }
            if ch == '\\' {
                let e = self.peek(1);
                if regex {
                    if e == close && close == b'/' {
                        s.push('/');
                        self.i += 1;
                    } else {
                        s.push('\\');
                        if let Some(n) = self.s[self.i + 1..].chars().next() {
                            s.push(n);
                            self.i += n.len_utf8();
                        }
                    }
                    self.i += 1;
                    continue;
                }
                self.i += 2;
                match e {
                    b'n' => s.push('\n'),
                    b't' => s.push('\t'),
                    b'r' => s.push('\r'),
                    b'0' => s.push('\0'),
                    b's' => s.push(' '),
                    b'e' => s.push('\x1b'),
                    b'a' => s.push('\x07'),
                    b'b' => s.push('\x08'),
                    b'f' => s.push('\x0c'),
                    b'v' => s.push('\x0b'),
                    b'\n' => self.line += 1,
                    b'u' => {
                        let (hex, braces) = if self.peek(0) == b'{' {
                            let st = self.i + 1;
                            let mut j = st;
                            while j < self.b.len() && self.b[j] != b'}' {
                                j += 1;
                            }
                            (self.s.get(st..j).unwrap_or(""), true)
                        } else {
                            (self.s.get(self.i..self.i + 4).unwrap_or(""), false)
                        };
                        let Some(ch) = u32::from_str_radix(hex, 16).ok().and_then(char::from_u32)
                        else {
                            return self.err("invalid Unicode escape");
                        };
                        s.push(ch);
                        self.i += hex.len() + if braces { 2 } else { 0 };
                    }
                    b'x' => {
                        let st = self.i;
                        while self.i < st + 2 && self.peek(0).is_ascii_hexdigit() {
                            self.i += 1;
                        }
                        match u32::from_str_radix(&self.s[st..self.i], 16)
                            .ok()
                            .filter(|v| *v < 0x80)
                        {
                            Some(v) => s.push(v as u8 as char),
                            None => return self.err("unsupported \\x escape"),
                        }
                    }
                    0 => return self.err("unterminated string literal"),
                    _ => {
                        self.i -= 1;
                        if let Some(n) = self.s[self.i..].chars().next() {
                            s.push(n);
                            self.i += n.len_utf8();
                        }
                    }
                }
                continue;
            }
            if ch == '\n' {
                self.line += 1;
            }
            s.push(ch);
            self.i += ch.len_utf8();
        }
    }
}
