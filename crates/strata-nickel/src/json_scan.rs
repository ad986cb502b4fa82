//! Where and why a JSON text is malformed, as nickel 1.18 reports it when it imports JSON.
//!
//! nickel reads JSON with an event scanner whose errors name what it expected at a byte
//! (`json parse error: expected `false``, for `foo: 1` read as JSON): a scan only run once
//! strata's own reader has refused the text, to report it in nickel's words. The rules below
//! are that scanner's: a literal is recognised by its first byte (`f`, `t`, `n`, `"`, `-` or a
//! digit, else "expected an object, array, ..."); most errors are at the byte before the
//! scanner's position (the byte it just read), those of a number and of a string's contents at
//! the offending byte.

/// The first error of `text` read as JSON: nickel's message and the byte it points at.
/// `None` when the text is well-formed JSON.
pub fn first_error(text: &[u8]) -> Option<(String, usize)> {
    Scan { s: text, at: 0 }.document().err()
}

struct Scan<'a> {
    s: &'a [u8],
    at: usize,
}

type Res<T> = Result<T, (String, usize)>;

const VALUE: &str = "expected an object, array, string, boolean, number, or null";

impl Scan<'_> {
    /// An error at the byte just read.
    fn err<T>(&self, msg: &str) -> Res<T> {
        Err((msg.to_string(), self.at.saturating_sub(1)))
    }

    fn peek(&self) -> Option<u8> {
        self.s.get(self.at).copied()
    }

    fn ws(&mut self) {
        while matches!(self.peek(), Some(b' ' | b'\t' | b'\n' | b'\r')) {
            self.at += 1;
        }
    }

    /// Reads byte `b` (the error is placed before the read).
    fn byte(&mut self, b: u8, msg: &str) -> Res<()> {
        let e = self.at.saturating_sub(1);
        match self.peek() {
            Some(c) => {
                self.at += 1;
                if c == b {
                    Ok(())
                } else {
                    Err((msg.to_string(), e))
                }
            }
            None => Err((msg.to_string(), e)),
        }
    }

    fn document(&mut self) -> Res<()> {
        self.ws();
        self.value()?;
        self.ws();
        if self.peek().is_some() {
            return self.err("expected the end");
        }
        Ok(())
    }

    fn value(&mut self) -> Res<()> {
        self.ws();
        let Some(c) = self.peek() else {
            return self.err(VALUE);
        };
        match c {
            b'{' => {
                self.at += 1;
                self.ws();
                match self.peek() {
                    None => return self.err("expected a string or `}`"),
                    Some(b'}') => {
                        self.at += 1;
                        return Ok(());
                    }
                    Some(_) => self.string()?,
                }
                loop {
                    self.ws();
                    self.byte(b':', "expected a colon (:)")?;
                    self.ws();
                    self.value()?;
                    self.ws();
                    match self.peek() {
                        None => return self.err("expected a string or `}`"),
                        Some(b'}') => {
                            self.at += 1;
                            return Ok(());
                        }
                        Some(_) => {
                            self.byte(b',', "expected a comma (,)")?;
                            self.ws();
                            self.string()?;
                        }
                    }
                }
            }
            b'[' => {
                self.at += 1;
                self.ws();
                match self.peek() {
                    None => return self.err("expected a value or ]"),
                    Some(b']') => {
                        self.at += 1;
                        return Ok(());
                    }
                    Some(_) => self.value()?,
                }
                loop {
                    self.ws();
                    match self.peek() {
                        None => return self.err("expected a value or ]"),
                        Some(b']') => {
                            self.at += 1;
                            return Ok(());
                        }
                        Some(_) => {
                            self.byte(b',', "expected a comma (,)")?;
                            self.value()?;
                        }
                    }
                }
            }
            b'f' => self.literal(b"false", "expected `false`"),
            b't' => self.literal(b"true", "expected `true`"),
            b'n' => self.literal(b"null", "expected `null`"),
            b'"' => self.string(),
            b'-' | b'0'..=b'9' => self.number(),
            _ => {
                self.at += 1;
                self.err(VALUE)
            }
        }
    }

    fn literal(&mut self, word: &[u8], msg: &str) -> Res<()> {
        if self.s[self.at..].starts_with(word) {
            self.at += word.len();
            Ok(())
        } else {
            self.err(msg)
        }
    }

    fn string(&mut self) -> Res<()> {
        self.byte(b'"', "expected a string")?;
        let open = self.at - 1;
        let unterminated = || Err(("unterminated string".to_string(), open));
        let rest = &self.s[self.at..];
        let Some(close) = rest.iter().position(|&b| b == b'"') else {
            return self.err("unterminated string");
        };
        if !rest[..close].contains(&b'\\') {
            // the fast path: no escape before the closing quote
            if let Some(i) = rest[..close].iter().position(|&b| b < 0x20) {
                return Err((control(rest[i]), self.at + i));
            }
            if let Err(e) = std::str::from_utf8(&rest[..close]) {
                return Err(("invalid UTF-8 in string".into(), self.at + e.valid_up_to()));
            }
            self.at += close + 1;
            return Ok(());
        }
        let mut bytes = Vec::new();
        loop {
            let Some(b) = self.peek() else {
                return unterminated();
            };
            self.at += 1;
            match b {
                b'\\' => {
                    let Some(e) = self.peek() else {
                        return unterminated();
                    };
                    self.at += 1;
                    match e {
                        b'"' | b'\\' | b'/' | b'n' | b'r' | b't' | b'b' | b'f' => bytes.push(b'x'),
                        b'u' => {
                            let hi = self.hex4(("unterminated string".into(), open))?;
                            if char::from_u32(hi as u32).is_none() {
                                let e = ("unmatched UTF-16 surrogate".to_string(), self.at);
                                self.byte(b'\\', "").map_err(|_| e.clone())?;
                                self.byte(b'u', "").map_err(|_| e.clone())?;
                                let lo = self.hex4(e.clone())?;
                                if !((0xD800..=0xDBFF).contains(&hi)
                                    && (0xDC00..=0xDFFF).contains(&lo))
                                {
                                    return Err(e);
                                }
                            }
                            bytes.push(b'x');
                        }
                        _ => return self.err(&format!("invalid escape character {e:x} in string")),
                    }
                }
                b'"' => {
                    return match std::str::from_utf8(&bytes) {
                        Ok(_) => Ok(()),
                        Err(e) => {
                            Err(("invalid UTF-8 in string".into(), open + 1 + e.valid_up_to()))
                        }
                    };
                }
                b if b <= 0x1f => return self.err(&control(b)),
                b => bytes.push(b),
            }
        }
    }

    fn hex4(&mut self, at_end: (String, usize)) -> Res<u16> {
        let mut code = 0u16;
        for _ in 0..4 {
            let Some(c) = self.peek() else {
                return Err(at_end);
            };
            self.at += 1;
            let d = match c {
                b'0'..=b'9' => c - b'0',
                b'a'..=b'f' => c - b'a' + 10,
                b'A'..=b'F' => c - b'A' + 10,
                _ => return self.err("expected a hex digit"),
            };
            code = (code << 4) | d as u16;
        }
        Ok(code)
    }

    /// A number: the scanner reads one byte past it, and errors are at the byte read last
    /// (at the end of the text when it ends too soon).
    fn number(&mut self) -> Res<()> {
        let start = self.at;
        let s = self.s;
        let mut i = start;
        let end_err = |msg: &str| Err((msg.to_string(), s.len()));
        let here = |i: usize, msg: &str| Err((msg.to_string(), i.saturating_sub(1).max(start)));
        let next = |i: &mut usize| {
            let c = s.get(*i).copied();
            if c.is_some() {
                *i += 1;
            }
            c
        };
        let digits = |i: &mut usize| {
            while s.get(*i).is_some_and(u8::is_ascii_digit) {
                *i += 1;
            }
        };
        let mut c = next(&mut i).expect("a number's first byte");
        if c == b'-' {
            match next(&mut i) {
                Some(d) => c = d,
                None => return end_err("expected a digit"),
            }
        }
        let mut c = if c == b'0' {
            match next(&mut i) {
                None => {
                    self.at = i;
                    return Ok(());
                }
                Some(d) if d.is_ascii_digit() => return here(i, "numbers with a leading zero"),
                Some(d) => d,
            }
        } else if c.is_ascii_digit() {
            digits(&mut i);
            match next(&mut i) {
                None => {
                    self.at = i;
                    return Ok(());
                }
                Some(d) => d,
            }
        } else {
            return here(i, "expected a digit");
        };
        if c == b'.' {
            let before = i;
            digits(&mut i);
            if i == before {
                return Err(("expected a digit".into(), i));
            }
            match next(&mut i) {
                None => {
                    self.at = i;
                    return Ok(());
                }
                Some(d) => c = d,
            }
        }
        if c == b'e' || c == b'E' {
            c = match next(&mut i) {
                Some(d) => d,
                None => return end_err("expected an exponent"),
            };
            if c == b'+' || c == b'-' {
                c = match next(&mut i) {
                    Some(d) => d,
                    None => return end_err("expected a digit"),
                };
            }
            if !c.is_ascii_digit() {
                return here(i, "expected a digit");
            }
            digits(&mut i);
            if next(&mut i).is_none() {
                self.at = i;
                return Ok(());
            }
        }
        self.at = i - 1;
        Ok(())
    }
}

fn control(b: u8) -> String {
    format!("unescaped control character {b:x} in string")
}

#[cfg(test)]
mod tests {
    use super::first_error;

    fn err(s: &str) -> Option<(String, usize)> {
        first_error(s.as_bytes())
    }

    #[test]
    fn well_formed() {
        for s in [
            "{}",
            " [1, -2.5e3, \"a\\u00e9\\n\", true, false, null, {\"k\": []}] ",
            "0",
            "\"\\ud83d\\ude00\"",
        ] {
            assert_eq!(err(s), None, "{s}");
        }
    }

    #[test]
    fn errors_as_nickel_reports_them() {
        let cases: &[(&str, &str, usize)] = &[
            ("foo: 1", "expected `false`", 0),
            ("{\"a\" 1}", "expected a colon (:)", 4),
            ("[1 2]", "expected a comma (,)", 2),
            ("{} x", "expected the end", 2),
            ("01", "numbers with a leading zero", 1),
            ("+1", VALUE_MSG, 0),
            ("--1", "expected a digit", 1),
            ("0.", "expected a digit", 2),
            ("0.,", "expected a digit", 2),
            ("1e-", "expected a digit", 3),
            ("\"foo", "unterminated string", 0),
            ("\"foo\\x\"", "invalid escape character 78 in string", 5),
            ("\"foo\n\"", "unescaped control character a in string", 4),
            ("[", "expected a value or ]", 0),
            ("", VALUE_MSG, 0),
        ];
        for (s, msg, at) in cases {
            assert_eq!(err(s), Some((msg.to_string(), *at)), "{s:?}");
        }
    }

    const VALUE_MSG: &str = super::VALUE;
}
