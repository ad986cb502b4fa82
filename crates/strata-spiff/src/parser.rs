//! The dynaml parser: a backtracking recursive-descent parser that follows spiff's PEG
//! (ordered choice, whitespace-sensitive binary operators).
//!
//! Priorities, lowest first: `||`; `?:`; juxtaposition (concatenation); `-or` `-and`;
//! comparisons; `+ -`; `* / %`; primaries. Binary arithmetic and comparison operators need
//! white space on both sides (`a-b` is the reference `a-b`, `a -1` concatenates `a` and `-1`).
//! Nesting is limited to [`MAX_PARSE_DEPTH`] levels; deeper input is a parse error, never a
//! stack overflow.

use crate::ast::{BinOp, Expr, LambdaDef, Marker, MergeSpec, Pos, Step};
use smol_str::SmolStr;
use std::collections::HashMap;
use std::sync::Arc;

/// Deepest nesting of groups, lists, calls and operators the parser accepts.
pub const MAX_PARSE_DEPTH: usize = 64;

/// A parse error: `offset` is the byte offset in the expression text.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ParseError {
    /// Byte offset in the expression text.
    pub offset: usize,
    /// The message.
    pub message: String,
}

/// Parses the text between `((` and `))`.
pub fn parse(text: &str) -> Result<Expr, ParseError> {
    let mut p = Parser {
        s: text.as_bytes(),
        pos: 0,
        depth: 0,
        far: 0,
        too_deep: false,
        unsupported: None,
        memo: HashMap::new(),
    };
    let e = p.top();
    p.ws();
    match e {
        Some(e) if p.pos == p.s.len() => Ok(e),
        _ => {
            let offset = p.far.max(p.pos).min(text.len());
            let message = if let Some(what) = &p.unsupported {
                format!("{what} is not supported by strata's spiff")
            } else if p.too_deep {
                format!("expression nested deeper than {MAX_PARSE_DEPTH} levels")
            } else {
                let near: String = text[floor_char(text, offset)..].chars().take(10).collect();
                format!("parse error near symbol {}: '{}'", offset + 1, near)
            };
            Err(ParseError { offset, message })
        }
    }
}

/// spiff++ markers strata does not implement: a template using one fails naming it.
const UNSUPPORTED_MARKERS: &[&str] = &[
    "&inject", "&default", "&state", "&local", "&dynamic", "&tag",
];

/// spiff++ bracket forms strata does not implement (`map{...}`, `select[...]`, ...).
const UNSUPPORTED_FORMS: &[&str] = &[
    "map{", "select[", "select{", "filter[", "filter{", "sort[", "sync[", "catch[",
];

fn floor_char(s: &str, mut i: usize) -> usize {
    while i > 0 && !s.is_char_boundary(i) {
        i -= 1;
    }
    i
}

struct Parser<'a> {
    s: &'a [u8],
    pos: usize,
    depth: usize,
    /// The farthest position any alternative reached (for error messages).
    far: usize,
    too_deep: bool,
    /// A spiff++ construct strata does not support, met while parsing (named in the error).
    unsupported: Option<String>,
    /// Results of `expression` by start position (packrat memo): alternatives that re-parse
    /// the same sub-expression (`(e)` vs `(a = e) body`, `[a..b]` vs `[a, b]`) stay linear.
    memo: HashMap<usize, Option<(Expr, usize)>>,
}

fn is_key_start(c: u8) -> bool {
    c.is_ascii_alphanumeric() || c == b'_'
}

fn is_key_char(c: u8) -> bool {
    c.is_ascii_alphanumeric() || c == b'_' || c == b'-'
}

fn is_ws(c: u8) -> bool {
    matches!(c, b' ' | b'\t' | b'\n' | b'\r')
}

type P<T> = Option<T>;

impl<'a> Parser<'a> {
    fn peek(&self) -> Option<u8> {
        self.s.get(self.pos).copied()
    }

    fn peek_at(&self, n: usize) -> Option<u8> {
        self.s.get(self.pos + n).copied()
    }

    fn ws(&mut self) {
        while self.peek().is_some_and(is_ws) {
            self.pos += 1;
        }
    }

    fn req_ws(&mut self) -> bool {
        let start = self.pos;
        self.ws();
        self.pos > start
    }

    fn lit(&mut self, t: &str) -> bool {
        if self.s[self.pos..].starts_with(t.as_bytes()) {
            self.pos += t.len();
            self.far = self.far.max(self.pos);
            true
        } else {
            false
        }
    }

    /// A keyword not followed by a key character.
    fn keyword(&mut self, t: &str) -> bool {
        let save = self.pos;
        if self.lit(t) && !self.peek().is_some_and(is_key_char) {
            true
        } else {
            self.pos = save;
            false
        }
    }

    /// Whether the text at the cursor starts with `w` (not followed by a key character).
    fn at_word(&self, w: &str) -> bool {
        let rest = &self.s[self.pos..];
        rest.starts_with(w.as_bytes()) && !rest.get(w.len()).copied().is_some_and(is_key_char)
    }

    fn enter(&mut self) -> bool {
        if self.depth >= MAX_PARSE_DEPTH {
            self.too_deep = true;
            return false;
        }
        self.depth += 1;
        true
    }

    fn top(&mut self) -> P<Expr> {
        let save = self.pos;
        self.ws();
        if self.keyword("prefer") {
            if self.req_ws() {
                if let Some(e) = self.expression() {
                    return Some(Expr::Prefer(Box::new(e)));
                }
            }
            self.pos = save;
        }
        self.pos = save;
        self.ws();
        if self.peek() == Some(b'&') {
            let mut markers = Vec::new();
            loop {
                let at = self.pos;
                if !markers.is_empty() && !self.req_ws() {
                    break;
                }
                if self.keyword("&temporary") {
                    markers.push(Marker::Temporary);
                } else if self.keyword("&template") {
                    markers.push(Marker::Template);
                } else if let Some(m) = UNSUPPORTED_MARKERS.iter().find(|m| self.at_word(m)) {
                    self.unsupported = Some(format!("marker '{m}'"));
                    return None;
                } else {
                    self.pos = at;
                    break;
                }
            }
            if markers.is_empty() {
                return None;
            }
            self.ws();
            let mut inner = None;
            if self.peek() == Some(b'(') {
                let at = self.pos;
                match self.grouped() {
                    Some(e) => inner = Some(Box::new(e)),
                    None => {
                        self.pos = at;
                        return None;
                    }
                }
            }
            self.ws();
            return Some(Expr::Marked(markers, inner));
        }
        self.pos = save;
        self.expression()
    }

    fn expression(&mut self) -> P<Expr> {
        let start = self.pos;
        if let Some(m) = self.memo.get(&start) {
            return match m {
                Some((e, end)) => {
                    self.pos = *end;
                    Some(e.clone())
                }
                None => None,
            };
        }
        if !self.enter() {
            return None;
        }
        let r = self.expression_inner();
        self.depth -= 1;
        let entry = r.as_ref().map(|e| (e.clone(), self.pos));
        self.memo.insert(start, entry);
        r
    }

    fn expression_inner(&mut self) -> P<Expr> {
        self.ws();
        let save = self.pos;
        if let Some(l) = self.lambda_expr() {
            self.ws();
            return Some(Expr::Lambda(Arc::new(l)));
        }
        self.pos = save;
        let e = self.level7()?;
        self.ws();
        Some(e)
    }

    fn lambda_expr(&mut self) -> P<LambdaDef> {
        self.ws();
        if !self.lit("|") {
            return None;
        }
        self.ws();
        let mut params = vec![self.name()?];
        loop {
            let at = self.pos;
            self.ws();
            if self.lit(",") {
                self.ws();
                params.push(self.name()?);
            } else {
                self.pos = at;
                break;
            }
        }
        self.ws();
        if !self.lit("|") {
            return None;
        }
        self.ws();
        if !self.lit("->") {
            return None;
        }
        let body = self.expression()?;
        Some(LambdaDef { params, body })
    }

    fn name(&mut self) -> P<SmolStr> {
        let start = self.pos;
        while self
            .peek()
            .is_some_and(|c| c.is_ascii_alphanumeric() || c == b'_')
        {
            self.pos += 1;
        }
        if self.pos == start {
            return None;
        }
        Some(SmolStr::new(
            std::str::from_utf8(&self.s[start..self.pos]).ok()?,
        ))
    }

    fn level7(&mut self) -> P<Expr> {
        let mut left = self.level6()?;
        loop {
            let at = self.pos;
            self.ws();
            if self.lit("||") && self.req_ws() {
                if let Some(right) = self.level6() {
                    left = Expr::Or(Box::new(left), Box::new(right));
                    continue;
                }
            }
            self.pos = at;
            return Some(left);
        }
    }

    fn level6(&mut self) -> P<Expr> {
        let cond = self.level5()?;
        let at = self.pos;
        self.ws();
        if self.lit("?") {
            if let Some(a) = self.expression() {
                if self.lit(":") {
                    if let Some(b) = self.expression() {
                        return Some(Expr::Cond(Box::new(cond), Box::new(a), Box::new(b)));
                    }
                }
            }
        }
        self.pos = at;
        Some(cond)
    }

    fn level5(&mut self) -> P<Expr> {
        let mut left = self.level4()?;
        loop {
            let at = self.pos;
            if self.req_ws() {
                if let Some(right) = self.level4() {
                    left = Expr::Concat(Box::new(left), Box::new(right));
                    continue;
                }
            }
            self.pos = at;
            return Some(left);
        }
    }

    fn binary_level(&mut self, ops: &[(&str, BinOp)], next: fn(&mut Self) -> P<Expr>) -> P<Expr> {
        let mut left = next(self)?;
        'outer: loop {
            let at = self.pos;
            if self.req_ws() {
                for (sym, op) in ops {
                    let op_at = self.pos;
                    if self.lit(sym) && self.req_ws() {
                        if let Some(right) = next(self) {
                            left = Expr::Binary(*op, Box::new(left), Box::new(right));
                            continue 'outer;
                        }
                    }
                    self.pos = op_at;
                }
            }
            self.pos = at;
            return Some(left);
        }
    }

    fn level4(&mut self) -> P<Expr> {
        self.binary_level(
            &[("-or", BinOp::LogOr), ("-and", BinOp::LogAnd)],
            Self::level3,
        )
    }

    fn level3(&mut self) -> P<Expr> {
        self.binary_level(
            &[
                ("==", BinOp::Eq),
                ("!=", BinOp::Ne),
                ("<=", BinOp::Le),
                (">=", BinOp::Ge),
                (">", BinOp::Gt),
                ("<", BinOp::Lt),
            ],
            Self::level2,
        )
    }

    fn level2(&mut self) -> P<Expr> {
        self.binary_level(&[("+", BinOp::Add), ("-", BinOp::Sub)], Self::level1)
    }

    fn level1(&mut self) -> P<Expr> {
        self.binary_level(
            &[("*", BinOp::Mul), ("/", BinOp::Div), ("%", BinOp::Mod)],
            Self::level0,
        )
    }

    fn level0(&mut self) -> P<Expr> {
        if !self.enter() {
            return None;
        }
        let r = self.level0_inner();
        self.depth -= 1;
        r
    }

    fn level0_inner(&mut self) -> P<Expr> {
        let save = self.pos;
        let c = self.peek()?;
        match c {
            b'"' => return self.string(),
            b'-' | b'0'..=b'9' => {
                if let Some(ip) = self.ip_literal() {
                    return Some(ip);
                }
                if let Some(i) = self.integer() {
                    return Some(i);
                }
                self.pos = save;
            }
            b'~' => {
                if self.lit("~~") {
                    return Some(Expr::Undefined);
                }
                self.pos += 1;
                return Some(Expr::Nil);
            }
            b'!' => {
                self.pos += 1;
                self.ws();
                let e = self.level0()?;
                return Some(Expr::Not(Box::new(e)));
            }
            b'*' => {
                self.pos += 1;
                let e = self.level0()?;
                return Some(Expr::Substitute(Box::new(e)));
            }
            _ => {}
        }
        if c == b'(' {
            if let Some(e) = self.scope() {
                return Some(e);
            }
            self.pos = save;
        }
        if self.keyword("true") {
            return Some(Expr::Bool(true));
        }
        if self.keyword("false") {
            return Some(Expr::Bool(false));
        }
        if self.keyword("nil") {
            return Some(Expr::Nil);
        }
        if let Some(m) = self.merge() {
            return Some(m);
        }
        self.pos = save;
        if self.keyword("auto") {
            return Some(Expr::Auto);
        }
        if self.keyword("lambda") {
            let at = self.pos;
            if let Some(l) = self.lambda_expr() {
                return Some(Expr::Lambda(Arc::new(l)));
            }
            self.pos = at;
            if self.req_ws() {
                if let Some(e) = self.expression() {
                    return Some(Expr::LambdaRef(Box::new(e)));
                }
            }
            self.pos = save;
        }
        self.chained()
    }

    fn integer(&mut self) -> P<Expr> {
        let start = self.pos;
        if self.peek() == Some(b'-') {
            self.pos += 1;
        }
        if !self.peek().is_some_and(|c| c.is_ascii_digit()) {
            self.pos = start;
            return None;
        }
        let mut digits = String::new();
        while let Some(c) = self.peek() {
            if c.is_ascii_digit() {
                digits.push(c as char);
            } else if c != b'_' {
                break;
            }
            self.pos += 1;
        }
        // `10abc` is a reference, not a number followed by a name.
        if self
            .peek()
            .is_some_and(|c| c.is_ascii_alphabetic() || c == b'_')
        {
            self.pos = start;
            return None;
        }
        let neg = self.s.get(start) == Some(&b'-');
        // `1.5`: a float literal (but `1..3` is a range)
        if self.peek() == Some(b'.') && self.peek_at(1).is_some_and(|c| c.is_ascii_digit()) {
            self.pos += 1;
            digits.push('.');
            while let Some(c) = self.peek().filter(u8::is_ascii_digit) {
                digits.push(c as char);
                self.pos += 1;
            }
            if matches!(self.peek(), Some(b'e' | b'E')) {
                let at = self.pos;
                let mut exp = String::from("e");
                self.pos += 1;
                if let Some(c @ (b'+' | b'-')) = self.peek() {
                    exp.push(c as char);
                    self.pos += 1;
                }
                let d = self.pos;
                while let Some(c) = self.peek().filter(u8::is_ascii_digit) {
                    exp.push(c as char);
                    self.pos += 1;
                }
                if self.pos == d {
                    self.pos = at;
                } else {
                    digits.push_str(&exp);
                }
            }
            if self
                .peek()
                .is_some_and(|c| c.is_ascii_alphabetic() || c == b'_')
            {
                self.pos = start;
                return None;
            }
            let f: f64 = digits.parse().ok()?;
            return Some(Expr::Float(if neg { -f } else { f }));
        }
        let v: i64 = digits.parse().ok()?;
        Some(Expr::Int(if neg { -v } else { v }))
    }

    fn string(&mut self) -> P<Expr> {
        // opening quote
        self.pos += 1;
        let mut out = Vec::new();
        loop {
            match self.peek() {
                None => return None,
                Some(b'"') => {
                    self.pos += 1;
                    break;
                }
                Some(b'\\') if self.peek_at(1) == Some(b'"') => {
                    out.push(b'"');
                    self.pos += 2;
                }
                Some(c) => {
                    out.push(c);
                    self.pos += 1;
                }
            }
        }
        self.far = self.far.max(self.pos);
        Some(Expr::Str(SmolStr::new(String::from_utf8(out).ok()?)))
    }

    fn merge(&mut self) -> P<Expr> {
        if !self.keyword("merge") {
            return None;
        }
        let mut spec = MergeSpec::default();
        loop {
            let at = self.pos;
            if !self.req_ws() {
                break;
            }
            if self.keyword("replace") {
                spec.replace = true;
                continue;
            }
            if self.keyword("required") {
                spec.required = true;
                continue;
            }
            if self.keyword("on") {
                if self.req_ws() {
                    if let Some(n) = self.key() {
                        spec.on = Some(n);
                        continue;
                    }
                }
                self.pos = at;
                break;
            }
            if spec.redirect.is_none() {
                let r = self.pos;
                if let Some(Expr::Ref { path, .. }) = self.reference() {
                    spec.redirect = Some(path);
                    continue;
                }
                self.pos = r;
            }
            self.pos = at;
            break;
        }
        Some(Expr::Merge(spec))
    }

    fn key(&mut self) -> P<SmolStr> {
        let start = self.pos;
        if !self.peek().is_some_and(is_key_start) {
            return None;
        }
        while self.peek().is_some_and(is_key_char) {
            self.pos += 1;
        }
        self.far = self.far.max(self.pos);
        Some(SmolStr::new(
            std::str::from_utf8(&self.s[start..self.pos]).ok()?,
        ))
    }

    fn step(&mut self) -> P<Step> {
        if self.peek() == Some(b'[') {
            let at = self.pos;
            self.pos += 1;
            let start = self.pos;
            while self.peek().is_some_and(|c| c.is_ascii_digit()) {
                self.pos += 1;
            }
            if self.pos > start && self.peek() == Some(b']') {
                let n = std::str::from_utf8(&self.s[start..self.pos])
                    .ok()?
                    .parse()
                    .ok()?;
                self.pos += 1;
                return Some(Step::Index(n));
            }
            self.pos = at;
            return self.dyn_step();
        }
        self.key().map(Step::Key)
    }

    /// `[expr]` or `[a..b]` after a dot.
    fn dyn_step(&mut self) -> P<Step> {
        let at = self.pos;
        if !self.lit("[") {
            return None;
        }
        self.ws();
        // slice with an empty lower end
        if self.lit("..") {
            let hi = if self.peek_ws_is(b']') {
                None
            } else {
                Some(Box::new(self.expression()?))
            };
            self.ws();
            if self.lit("]") {
                return Some(Step::Slice(None, hi));
            }
            self.pos = at;
            return None;
        }
        let Some(e) = self.expression() else {
            self.pos = at;
            return None;
        };
        if self.lit("..") {
            let hi = if self.peek_ws_is(b']') {
                None
            } else {
                match self.expression() {
                    Some(h) => Some(Box::new(h)),
                    None => {
                        self.pos = at;
                        return None;
                    }
                }
            };
            self.ws();
            if self.lit("]") {
                return Some(Step::Slice(Some(Box::new(e)), hi));
            }
            self.pos = at;
            return None;
        }
        if self.lit("]") {
            return Some(Step::Dyn(Box::new(e)));
        }
        self.pos = at;
        None
    }

    fn peek_ws_is(&mut self, c: u8) -> bool {
        let at = self.pos;
        self.ws();
        let r = self.peek() == Some(c);
        self.pos = at;
        r
    }

    fn reference(&mut self) -> P<Expr> {
        let at = Pos(self.pos as u32);
        let absolute = self.peek() == Some(b'.');
        if absolute {
            self.pos += 1;
        }
        let first = if absolute && self.peek() == Some(b'[') {
            self.step()?
        } else {
            Step::Key(self.key()?)
        };
        let mut path = vec![first];
        self.follow_up(&mut path);
        Some(Expr::Ref { absolute, path, at })
    }

    fn follow_up(&mut self, path: &mut Vec<Step>) {
        loop {
            let at = self.pos;
            if self.lit(".") {
                if let Some(s) = self.step() {
                    path.push(s);
                    continue;
                }
            }
            self.pos = at;
            // `a[0]`: an index step without the dot
            if self.peek() == Some(b'[') && self.peek_at(1).is_some_and(|c| c.is_ascii_digit()) {
                if let Some(s @ Step::Index(_)) = self.step() {
                    path.push(s);
                    continue;
                }
            }
            self.pos = at;
            break;
        }
    }

    /// An IPv4 address literal `10.0.0.1` (a string).
    fn ip_literal(&mut self) -> P<Expr> {
        let start = self.pos;
        for i in 0..4 {
            if i > 0 && !self.lit(".") {
                self.pos = start;
                return None;
            }
            let d = self.pos;
            while self.peek().is_some_and(|c| c.is_ascii_digit()) {
                self.pos += 1;
            }
            if self.pos == d || self.pos - d > 3 {
                self.pos = start;
                return None;
            }
        }
        if self.peek().is_some_and(|c| is_key_char(c) || c == b'.') {
            self.pos = start;
            return None;
        }
        let text = std::str::from_utf8(&self.s[start..self.pos]).ok()?;
        Some(Expr::Str(SmolStr::new(text)))
    }

    /// `( name = expr, ... ) body`
    fn scope(&mut self) -> P<Expr> {
        if !self.lit("(") {
            return None;
        }
        self.ws();
        let mut binds = Vec::new();
        if !self.lit(")") {
            loop {
                self.ws();
                let n = self.name()?;
                self.ws();
                if !self.lit("=") || self.peek() == Some(b'=') {
                    return None;
                }
                let e = self.expression()?;
                binds.push((n, e));
                if self.lit(",") {
                    continue;
                }
                if self.lit(")") {
                    break;
                }
                return None;
            }
        }
        if !self.req_ws() {
            return None;
        }
        let body = self.expression()?;
        Some(Expr::Scope(binds, Box::new(body)))
    }

    fn grouped(&mut self) -> P<Expr> {
        if !self.lit("(") {
            return None;
        }
        let e = self.expression()?;
        if !self.lit(")") {
            return None;
        }
        Some(Expr::Group(Box::new(e)))
    }

    fn chained(&mut self) -> P<Expr> {
        let save = self.pos;
        let rest = &self.s[self.pos..];
        if let Some(f) = UNSUPPORTED_FORMS.iter().find(|f| {
            // `sort[0]` is an index into a field named `sort`
            rest.starts_with(f.as_bytes()) && !rest.get(f.len()).is_some_and(u8::is_ascii_digit)
        }) {
            let close = if f.ends_with('{') { "}" } else { "]" };
            self.unsupported = Some(format!("'{f}...{close}' expressions"));
            return None;
        }
        let mut e = if self.lit("map[") {
            let list = self.level7()?;
            let at = self.pos;
            let func = match self.lambda_expr() {
                Some(l) => Expr::Lambda(Arc::new(l)),
                None => {
                    self.pos = at;
                    if !self.lit("|") {
                        return None;
                    }
                    self.expression()?
                }
            };
            self.ws();
            if !self.lit("]") {
                return None;
            }
            Expr::Mapping(Box::new(list), Box::new(func))
        } else if self.lit("sum[") {
            let list = self.level7()?;
            self.ws();
            if !self.lit("|") {
                return None;
            }
            self.ws();
            let init = self.level7()?;
            let at = self.pos;
            let func = match self.lambda_expr() {
                Some(l) => Expr::Lambda(Arc::new(l)),
                None => {
                    self.pos = at;
                    if !self.lit("|") {
                        return None;
                    }
                    self.expression()?
                }
            };
            self.ws();
            if !self.lit("]") {
                return None;
            }
            Expr::Sum(Box::new(list), Box::new(init), Box::new(func))
        } else if self.peek() == Some(b'[') {
            self.pos += 1;
            let at = self.pos;
            // Range
            let mut range = None;
            if let Some(a) = self.expression() {
                if self.lit("..") {
                    if let Some(b) = self.expression() {
                        if self.lit("]") {
                            range = Some(Expr::Range(Box::new(a), Box::new(b)));
                        }
                    }
                }
            }
            match range {
                Some(r) => r,
                None => {
                    self.pos = at;
                    self.ws();
                    let mut items = Vec::new();
                    if !self.lit("]") {
                        loop {
                            items.push(self.expression()?);
                            if self.lit(",") {
                                continue;
                            }
                            if self.lit("]") {
                                break;
                            }
                            return None;
                        }
                    }
                    Expr::List(items)
                }
            }
        } else if self.peek() == Some(b'{') {
            self.pos += 1;
            self.ws();
            let mut entries = Vec::new();
            if !self.lit("}") {
                loop {
                    let k = self.expression()?;
                    if !self.lit("=") {
                        return None;
                    }
                    let v = self.expression()?;
                    entries.push((k, v));
                    if self.lit(",") {
                        continue;
                    }
                    if self.lit("}") {
                        break;
                    }
                    return None;
                }
            }
            Expr::MapLit(entries)
        } else if self.peek() == Some(b'(') {
            self.grouped()?
        } else {
            self.pos = save;
            self.reference()?
        };
        // qualifiers: calls and further path steps
        loop {
            let at = self.pos;
            let curry = self.lit("*(");
            if curry || self.lit("(") {
                self.ws();
                let mut args = Vec::new();
                if !self.lit(")") {
                    let mut ok = false;
                    while let Some(a) = self.expression() {
                        args.push(a);
                        if self.lit(",") {
                            continue;
                        }
                        if self.lit(")") {
                            ok = true;
                        }
                        break;
                    }
                    if !ok {
                        self.pos = at;
                        return None;
                    }
                }
                e = if curry {
                    Expr::Curry(Box::new(e), args)
                } else {
                    Expr::Call(Box::new(e), args)
                };
                continue;
            }
            if self.peek() == Some(b'.') && self.peek_at(1) != Some(b'.') {
                self.pos += 1;
                if let Some(s) = self.step() {
                    let mut path = vec![s];
                    self.follow_up(&mut path);
                    e = match e {
                        Expr::Qualified(inner, mut p) => {
                            p.extend(path);
                            Expr::Qualified(inner, p)
                        }
                        other => Expr::Qualified(Box::new(other), path),
                    };
                    continue;
                }
            }
            self.pos = at;
            return Some(e);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn p(s: &str) -> String {
        match parse(s) {
            Ok(e) => e.to_string(),
            Err(e) => format!("ERR {}", e.message),
        }
    }

    #[test]
    fn priorities_and_printing() {
        assert_eq!(p("1 + 2 * foo"), "1 + 2 * foo");
        assert_eq!(
            p("foo \" times 2 yields \" 2 * foo"),
            "foo \" times 2 yields \" 2 * foo"
        );
        assert_eq!(p("a > 1 ? foo :bar"), "a > 1 ? foo : bar");
        assert_eq!(
            p("lambda |x|-> x <= 0 ? 0 :x == 1 ? 1 :_(x - 2) + _( x - 1 )"),
            "lambda|x|->x <= 0 ? 0 : x == 1 ? 1 : _(x - 2) + _(x - 1)"
        );
        assert_eq!(p("map[l|x|-> .pot(b,x)]"), "map[l|x|->.pot(b, x)]");
        assert_eq!(
            p("|x,y|->*relation.template"),
            "lambda|x,y|->*(relation.template)"
        );
        assert_eq!(p("[ 1 .. -1 ]"), "[1..-1]");
        assert_eq!(p("merge replace foo.bar"), "merge replace foo.bar");
        assert_eq!(p("&temporary ( \"bar\" )"), "&temporary (( \"bar\" ))");
        assert_eq!(p("a-b"), "a-b");
        assert_eq!(p("a -1"), "a -1");
        assert_eq!(p("list.[0].b"), "list.[0].b");
    }

    #[test]
    fn errors_do_not_panic() {
        assert!(parse("a \".\" )").is_err());
        assert!(parse("map[ages|0|s,k,v|->s + v]").is_err());
        assert!(parse(&"(".repeat(10_000)).is_err());
        assert!(parse(&"!".repeat(10_000)).is_err());
        assert!(parse("\"abc").is_err());
    }
}
