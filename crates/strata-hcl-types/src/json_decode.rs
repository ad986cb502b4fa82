//! The reader behind `jsondecode`: JSON text to a value of its implied type, reporting
//! syntax errors with the reference's wording.
//!
//! Objects become object values, arrays tuples, `null` the null of the dynamic pseudo-type,
//! numbers are read at full precision and strings NFC-normalised. A duplicate object key takes
//! the last value. After the document only whitespace may follow (`extraneous data after JSON
//! object`), except that a stray `]` or `}` is ignored, as in the reference.
//!
//! Error texts follow the tokenizer of the reference: `EOF` (nothing, or a structure cut
//! short between tokens), `unexpected EOF` (a string, number or literal cut short),
//! `invalid character 'x' looking for beginning of value`, `... after array element`,
//! `... after object key`, `... after object key:value pair`, `... looking for beginning of
//! object key string`, plain `invalid character 'x'` right after `{`, and the scanner's texts
//! inside strings, numbers and literals. Nesting deeper than [`MAX_DEPTH`](crate::MAX_DEPTH)
//! is an error.

use std::collections::BTreeMap;

use crate::json_error::JsonError;
use crate::number::Number;
use crate::value::Value;

/// Where the tokenizer is, which decides the context of an "invalid character" error.
#[derive(Clone, Copy, PartialEq)]
enum State {
    TopValue,
    ArrayStart,
    ArrayValue,
    ArrayComma,
    ObjectStart,
    ObjectKey,
    ObjectColon,
    ObjectValue,
    ObjectComma,
}

struct Reader<'a> {
    s: &'a [u8],
    i: usize,
}

fn fail<T>(message: impl Into<String>) -> Result<T, JsonError> {
    Err(JsonError {
        message: message.into(),
    })
}

/// `'c'` as the reference quotes a byte in messages.
fn quote_char(c: u8) -> String {
    match c {
        b'\'' => "'\\''".into(),
        b'"' => "'\"'".into(),
        b'\x07' => "'\\a'".into(),
        b'\x08' => "'\\b'".into(),
        b'\x0c' => "'\\f'".into(),
        b'\n' => "'\\n'".into(),
        b'\r' => "'\\r'".into(),
        b'\t' => "'\\t'".into(),
        b'\x0b' => "'\\v'".into(),
        b'\\' => "'\\\\'".into(),
        c if c < 0x20 || c == 0x7f => format!("'\\x{c:02x}'"),
        c if (0x80..0xa0).contains(&c) => format!("'\\u{c:04x}'"),
        c => format!("'{}'", char::from(c)),
    }
}

fn invalid<T>(c: u8, context: &str) -> Result<T, JsonError> {
    fail(format!("invalid character {}{context}", quote_char(c)))
}

fn state_error<T>(c: u8, state: State) -> Result<T, JsonError> {
    let context = match state {
        State::TopValue | State::ArrayStart | State::ArrayValue | State::ObjectValue => {
            " looking for beginning of value"
        }
        State::ArrayComma => " after array element",
        State::ObjectKey => " looking for beginning of object key string",
        State::ObjectColon => " after object key",
        State::ObjectComma => " after object key:value pair",
        State::ObjectStart => "",
    };
    invalid(c, context)
}

/// A token: a structural character or a complete scalar value.
enum Token {
    Open(u8),
    Close(u8),
    Scalar(Value),
    Str(String),
}

impl Reader<'_> {
    fn skip_ws(&mut self) {
        while self.i < self.s.len() && matches!(self.s[self.i], b' ' | b'\t' | b'\r' | b'\n') {
            self.i += 1;
        }
    }

    fn peek(&mut self) -> Option<u8> {
        self.skip_ws();
        self.s.get(self.i).copied()
    }

    /// The next token in `state`, consuming separators the state allows.
    fn token(&mut self, state: &mut State) -> Result<Token, JsonError> {
        loop {
            let Some(c) = self.peek() else {
                return fail("EOF");
            };
            match c {
                b'[' | b'{' => {
                    if !value_allowed(*state) {
                        return state_error(c, *state);
                    }
                    self.i += 1;
                    return Ok(Token::Open(c));
                }
                b']' => {
                    if *state != State::ArrayStart && *state != State::ArrayComma {
                        return state_error(c, *state);
                    }
                    self.i += 1;
                    return Ok(Token::Close(c));
                }
                b'}' => {
                    if *state != State::ObjectStart && *state != State::ObjectComma {
                        return state_error(c, *state);
                    }
                    self.i += 1;
                    return Ok(Token::Close(c));
                }
                b':' => {
                    if *state != State::ObjectColon {
                        return state_error(c, *state);
                    }
                    self.i += 1;
                    *state = State::ObjectValue;
                }
                b',' => match *state {
                    State::ArrayComma => {
                        self.i += 1;
                        *state = State::ArrayValue;
                    }
                    State::ObjectComma => {
                        self.i += 1;
                        *state = State::ObjectKey;
                    }
                    _ => return state_error(c, *state),
                },
                b'"' if matches!(*state, State::ObjectStart | State::ObjectKey) => {
                    return Ok(Token::Str(self.string()?));
                }
                _ => {
                    if !value_allowed(*state) {
                        return state_error(c, *state);
                    }
                    return Ok(Token::Scalar(self.scalar()?));
                }
            }
        }
    }

    /// A string, number or literal at the current position.
    fn scalar(&mut self) -> Result<Value, JsonError> {
        let c = self.s[self.i];
        match c {
            b'"' => Ok(Value::string(self.string()?)),
            b't' => self.literal("true").map(|_| Value::bool(true)),
            b'f' => self.literal("false").map(|_| Value::bool(false)),
            b'n' => self.literal("null").map(|_| Value::dynamic_null()),
            b'-' | b'0'..=b'9' => self.number(),
            _ => invalid(c, " looking for beginning of value"),
        }
    }

    fn literal(&mut self, word: &str) -> Result<(), JsonError> {
        for (k, want) in word.bytes().enumerate().skip(1) {
            match self.s.get(self.i + k) {
                None => return fail("unexpected EOF"),
                Some(&got) if got != want => {
                    return invalid(
                        got,
                        &format!(" in literal {word} (expecting {})", quote_char(want)),
                    );
                }
                _ => {}
            }
        }
        self.i += word.len();
        Ok(())
    }

    fn number(&mut self) -> Result<Value, JsonError> {
        let start = self.i;
        let at = |i: usize| self.s.get(i).copied();
        let mut i = self.i;
        if at(i) == Some(b'-') {
            i += 1;
            match at(i) {
                None => return fail("unexpected EOF"),
                Some(b'0'..=b'9') => {}
                Some(c) => return invalid(c, " in numeric literal"),
            }
        }
        if at(i) == Some(b'0') {
            i += 1;
        } else {
            while matches!(at(i), Some(b'0'..=b'9')) {
                i += 1;
            }
        }
        if at(i) == Some(b'.') {
            i += 1;
            match at(i) {
                None => return fail("unexpected EOF"),
                Some(b'0'..=b'9') => {}
                Some(c) => return invalid(c, " after decimal point in numeric literal"),
            }
            while matches!(at(i), Some(b'0'..=b'9')) {
                i += 1;
            }
        }
        if matches!(at(i), Some(b'e' | b'E')) {
            i += 1;
            if matches!(at(i), Some(b'+' | b'-')) {
                i += 1;
            }
            match at(i) {
                None => return fail("unexpected EOF"),
                Some(b'0'..=b'9') => {}
                Some(c) => return invalid(c, " in exponent of numeric literal"),
            }
            while matches!(at(i), Some(b'0'..=b'9')) {
                i += 1;
            }
        }
        self.i = i;
        let text = std::str::from_utf8(&self.s[start..i]).unwrap_or("0");
        match Number::parse(text) {
            Some(n) => Ok(Value::number(n)),
            None => fail(format!("number {text} is out of range")),
        }
    }

    fn string(&mut self) -> Result<String, JsonError> {
        // self.s[self.i] is the opening quote.
        let mut out: Vec<u8> = Vec::new();
        let mut i = self.i + 1;
        loop {
            let Some(&c) = self.s.get(i) else {
                return fail("unexpected EOF");
            };
            match c {
                b'"' => break,
                b'\\' => {
                    let Some(&e) = self.s.get(i + 1) else {
                        return fail("unexpected EOF");
                    };
                    i += 2;
                    match e {
                        b'"' | b'\\' | b'/' => out.push(e),
                        b'b' => out.push(8),
                        b'f' => out.push(12),
                        b'n' => out.push(b'\n'),
                        b'r' => out.push(b'\r'),
                        b't' => out.push(b'\t'),
                        b'u' => {
                            let mut code = self.hex4(i)?;
                            i += 4;
                            if (0xd800..0xdc00).contains(&code)
                                && self.s.get(i) == Some(&b'\\')
                                && self.s.get(i + 1) == Some(&b'u')
                            {
                                if let Ok(low) = self.hex4(i + 2) {
                                    if (0xdc00..0xe000).contains(&low) {
                                        code = 0x10000 + ((code - 0xd800) << 10) + (low - 0xdc00);
                                        i += 6;
                                    }
                                }
                            }
                            let ch = char::from_u32(code).unwrap_or('\u{fffd}');
                            let mut buf = [0u8; 4];
                            out.extend_from_slice(ch.encode_utf8(&mut buf).as_bytes());
                        }
                        other => return invalid(other, " in string escape code"),
                    }
                    continue;
                }
                c if c < 0x20 => return invalid(c, " in string literal"),
                c => out.push(c),
            }
            i += 1;
        }
        self.i = i + 1;
        Ok(String::from_utf8_lossy(&out).into_owned())
    }

    fn hex4(&self, i: usize) -> Result<u32, JsonError> {
        let mut code = 0u32;
        for k in 0..4 {
            let Some(&h) = self.s.get(i + k) else {
                return fail("unexpected EOF");
            };
            let d = match h {
                b'0'..=b'9' => h - b'0',
                b'a'..=b'f' => h - b'a' + 10,
                b'A'..=b'F' => h - b'A' + 10,
                _ => return invalid(h, " in \\u hexadecimal character escape"),
            };
            code = code * 16 + u32::from(d);
        }
        Ok(code)
    }

    /// The value that starts with `tok`.
    fn value(&mut self, tok: Token, depth: usize) -> Result<Value, JsonError> {
        if depth > crate::MAX_DEPTH {
            return fail("value is nested too deeply");
        }
        match tok {
            Token::Scalar(v) => Ok(v),
            Token::Str(s) => Ok(Value::string(s)),
            Token::Open(b'[') => {
                let mut items = Vec::new();
                let mut state = State::ArrayStart;
                loop {
                    match self.token(&mut state)? {
                        Token::Close(_) => break,
                        t => {
                            items.push(self.value(t, depth + 1)?);
                            state = State::ArrayComma;
                        }
                    }
                }
                Ok(Value::tuple(items))
            }
            Token::Open(_) => {
                let mut attrs = BTreeMap::new();
                let mut state = State::ObjectStart;
                loop {
                    let key = match self.token(&mut state)? {
                        Token::Close(_) => break,
                        Token::Str(k) => k,
                        _ => return fail("expected string key"),
                    };
                    state = State::ObjectColon;
                    let t = self.token(&mut state)?;
                    let v = self.value(t, depth + 1)?;
                    attrs.insert(key, v);
                    state = State::ObjectComma;
                }
                Ok(Value::object(attrs))
            }
            Token::Close(c) => fail(format!("unexpected token {:?}", char::from(c))),
        }
    }
}

fn value_allowed(state: State) -> bool {
    matches!(
        state,
        State::TopValue | State::ArrayStart | State::ArrayValue | State::ObjectValue
    )
}

/// Parses one JSON document into a value of its implied type.
pub fn decode(text: &str) -> Result<Value, JsonError> {
    let mut r = Reader {
        s: text.as_bytes(),
        i: 0,
    };
    let mut state = State::TopValue;
    let tok = r.token(&mut state)?;
    let v = r.value(tok, 0)?;
    match r.peek() {
        None | Some(b']' | b'}') => Ok(v),
        Some(_) => fail("extraneous data after JSON object"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn err(text: &str) -> String {
        decode(text).unwrap_err().message
    }

    #[test]
    fn messages_follow_the_reference() {
        assert_eq!(err("{bad"), "invalid character 'b'");
        assert_eq!(err(""), "EOF");
        assert_eq!(
            err("x"),
            "invalid character 'x' looking for beginning of value"
        );
        assert_eq!(err("[1 2]"), "invalid character '2' after array element");
        assert_eq!(err("{\"a\" 1}"), "invalid character '1' after object key");
        assert_eq!(
            err("{\"a\":1,}"),
            "invalid character '}' looking for beginning of object key string"
        );
        assert_eq!(err("\"abc"), "unexpected EOF");
        assert_eq!(err("tru"), "unexpected EOF");
        assert_eq!(
            err("trux"),
            "invalid character 'x' in literal true (expecting 'e')"
        );
        assert_eq!(err("1 2"), "extraneous data after JSON object");
        assert_eq!(err("[1,"), "EOF");
        assert_eq!(
            err("Ã"),
            "invalid character 'Ã' looking for beginning of value"
        );
    }

    #[test]
    fn deep_nesting_is_an_error() {
        let deep = format!("{}{}", "[".repeat(100_000), "]".repeat(100_000));
        assert_eq!(err(&deep), "value is nested too deeply");
        let ok = format!("{}1{}", "[".repeat(200), "]".repeat(200));
        assert!(decode(&ok).is_ok());
    }

    #[test]
    fn values_have_implied_types() {
        let v = decode(r#" {"b": [1, "x", null], "a": {"c": true}} "#).unwrap();
        assert_eq!(
            v.ty().to_string(),
            "object({a=object({c=bool}),b=tuple([number,string,any])})"
        );
        assert_eq!(decode("1]").unwrap(), Value::int(1));
    }
}
