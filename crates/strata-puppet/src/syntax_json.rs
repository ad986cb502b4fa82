//! The JSON syntax checker Puppet runs on the text of a heredoc whose syntax is `json` (or
//! ends in `+json`): `Puppet::SyntaxCheckers::Json` parses the text with Ruby's `json` gem
//! (2.6.1 in Puppet 7.23's Debian package) and reports the gem's message, cut to 100
//! characters, line breaks written `\n`.
//!
//! The gem's messages name a line of its own C parser and the rest of the text from where it
//! stopped, so this is a parser of the gem's grammar that stops where the gem stops:
//!
//! - blanks are `' ' \t \r \n`, `/* ... */` and `// ...` ended by a line break;
//! - an array stops at the first byte it cannot take and raises there ("451: unexpected
//!   token at '...'"); when an element fails to parse, at that element's start;
//! - an object, a string, a literal or a number that fails raises nothing: the enclosing
//!   array raises at its start, or, when no array encloses it, the document does ("859:");
//! - after the top value only blanks may follow ("859:" at the first other byte);
//! - numbers: a float (`-? int (frac exp? | exp)`) counts only when no `[0-9Ee.-]` follows
//!   it, otherwise the integer part is taken; an integer with a leading zero fails;
//! - `NaN` raises "225:" at it, `-Infinity` "249:" at it, `Infinity` "232:" one byte before
//!   it (at the top of the text, where there is none, the gem prints nothing);
//! - a `\uD800`-`\uDBFF` escape not followed by another `\u` escape raises "521:
//!   incomplete surrogate pair at '...'" from its backslash;
//! - arrays and objects nest at most 100 deep ("nesting of 101 is too deep").

/// Puppet's message for `text` given as a heredoc of syntax `syntax`, if its checker rejects
/// it (None when the text is valid or `syntax` has no checker).
pub(crate) fn heredoc_error(syntax: &str, text: &str) -> Option<String> {
    // Puppet's checker lookup: the syntax, then what follows each `+`, most specific first
    if syntax != "json" && !syntax.ends_with("+json") {
        return None;
    }
    let detail = gem_error(text)?;
    let cut: String = detail.chars().take(100).collect();
    let cut = cut.replace("\r\n", "\\n").replace('\n', "\\n");
    Some(format!(
        "Invalid produced text having syntax: '{syntax}'. JSON syntax checker: Cannot parse \
         invalid JSON string. \"{cut}\""
    ))
}

/// Why a value did not parse.
enum Fail {
    /// It failed without raising: whoever holds it reports.
    Null,
    /// The gem raised this message.
    Raise(String),
}

struct P<'a> {
    s: &'a [u8],
    depth: usize,
}

/// The message `JSON.parse(text)` raises, if any.
pub(crate) fn gem_error(text: &str) -> Option<String> {
    let mut p = P {
        s: text.as_bytes(),
        depth: 0,
    };
    let top = |p: &P, at: usize| Some(format!("859: unexpected token at '{}'", p.rest(at)));
    let start = match p.blank(0) {
        Ok(i) => i,
        Err(at) => return top(&p, at),
    };
    let end = match p.value(start) {
        Ok(e) => e,
        Err(Fail::Null) => return top(&p, start),
        Err(Fail::Raise(m)) => return Some(m),
    };
    match p.blank(end) {
        Ok(i) if i == p.s.len() => None,
        Ok(i) | Err(i) => top(&p, i),
    }
}

impl P<'_> {
    fn rest(&self, at: usize) -> String {
        String::from_utf8_lossy(&self.s[at.min(self.s.len())..]).into_owned()
    }

    fn at(&self, i: usize) -> Option<u8> {
        self.s.get(i).copied()
    }

    /// Skips blanks and comments: the next byte, or where a comment went wrong.
    fn blank(&self, mut i: usize) -> Result<usize, usize> {
        loop {
            match self.at(i) {
                Some(b' ' | b'\t' | b'\r' | b'\n') => i += 1,
                Some(b'/') => match self.at(i + 1) {
                    Some(b'*') => {
                        let body = &self.s[i + 2..];
                        match body.windows(2).position(|w| w == b"*/") {
                            Some(k) => i += 2 + k + 2,
                            None => return Err(self.s.len()),
                        }
                    }
                    Some(b'/') => match self.s[i + 2..].iter().position(|b| *b == b'\n') {
                        Some(k) => i += 2 + k + 1,
                        None => return Err(self.s.len()),
                    },
                    _ => return Err((i + 1).min(self.s.len())),
                },
                _ => return Ok(i),
            }
        }
    }

    fn value(&mut self, i: usize) -> Result<usize, Fail> {
        let word = |w: &[u8]| self.s[i..].starts_with(w);
        match self.at(i) {
            Some(b'"') => self.string(i),
            Some(b'[') => self.array(i),
            Some(b'{') => self.object(i),
            Some(b'n') if word(b"null") => Ok(i + 4),
            Some(b't') if word(b"true") => Ok(i + 4),
            Some(b'f') if word(b"false") => Ok(i + 5),
            Some(b'N') if word(b"NaN") => Err(Fail::Raise(format!(
                "225: unexpected token at '{}'",
                self.rest(i)
            ))),
            Some(b'I') if word(b"Infinity") => Err(Fail::Raise(format!(
                "232: unexpected token at '{}'",
                if i == 0 {
                    String::new()
                } else {
                    self.rest(i - 1)
                }
            ))),
            Some(b'-') if self.s[i + 1..].starts_with(b"Infinity") => Err(Fail::Raise(format!(
                "249: unexpected token at '{}'",
                self.rest(i)
            ))),
            Some(b'-' | b'0'..=b'9') => self.number(i),
            _ => Err(Fail::Null),
        }
    }

    fn digits(&self, mut i: usize) -> usize {
        while matches!(self.at(i), Some(b'0'..=b'9')) {
            i += 1;
        }
        i
    }

    fn number(&self, i: usize) -> Result<usize, Fail> {
        let mut j = i;
        if self.at(j) == Some(b'-') {
            j += 1;
        }
        let int_end = match self.at(j) {
            Some(b'0') => j + 1,
            Some(b'1'..=b'9') => self.digits(j),
            _ => return Err(Fail::Null),
        };
        // the float: a fraction and/or an exponent, and nothing number-like after it
        let mut f = int_end;
        let mut is_float = false;
        if self.at(f) == Some(b'.') && matches!(self.at(f + 1), Some(b'0'..=b'9')) {
            f = self.digits(f + 1);
            is_float = true;
        }
        if matches!(self.at(f), Some(b'e' | b'E')) {
            let mut k = f + 1;
            if matches!(self.at(k), Some(b'+' | b'-')) {
                k += 1;
            }
            if matches!(self.at(k), Some(b'0'..=b'9')) {
                f = self.digits(k);
                is_float = true;
            } else {
                is_float = false;
            }
        }
        if is_float && !matches!(self.at(f), Some(b'0'..=b'9' | b'e' | b'E' | b'.' | b'-')) {
            return Ok(f);
        }
        // the integer: no digit may follow it
        if matches!(self.at(int_end), Some(b'0'..=b'9')) {
            return Err(Fail::Null);
        }
        Ok(int_end)
    }

    fn string(&self, i: usize) -> Result<usize, Fail> {
        let mut j = i + 1;
        // after a high surrogate: the next escape completes the pair, whatever it is
        let mut pair = false;
        // a lone high surrogate: raised when the string is converted, once it has parsed
        let mut lone = None;
        loop {
            match self.at(j) {
                None => return Err(Fail::Null),
                Some(b'"') => break,
                Some(b'\\') => match self.at(j + 1) {
                    Some(b'u') => {
                        let hex = self.s.get(j + 2..j + 6).unwrap_or_default();
                        let v = std::str::from_utf8(hex)
                            .ok()
                            .filter(|h| h.len() == 4 && h.bytes().all(|b| b.is_ascii_hexdigit()))
                            .and_then(|h| u32::from_str_radix(h, 16).ok());
                        let Some(v) = v else {
                            return Err(Fail::Null);
                        };
                        let high = !pair && (0xD800..=0xDBFF).contains(&v);
                        if high && lone.is_none() && !self.s[j + 6..].starts_with(b"\\u") {
                            lone = Some(j);
                        }
                        pair = high;
                        j += 6;
                    }
                    Some(c) if c >= 0x20 => j += 2,
                    _ => return Err(Fail::Null),
                },
                Some(c) if c < 0x20 => return Err(Fail::Null),
                Some(_) => j += 1,
            }
        }
        if let Some(at) = lone {
            return Err(Fail::Raise(format!(
                "521: incomplete surrogate pair at '{}'",
                self.rest(at)
            )));
        }
        Ok(j + 1)
    }

    fn nest(&mut self) -> Result<(), Fail> {
        self.depth += 1;
        if self.depth > 100 {
            return Err(Fail::Raise(format!(
                "nesting of {} is too deep",
                self.depth
            )));
        }
        Ok(())
    }

    fn array(&mut self, i: usize) -> Result<usize, Fail> {
        self.nest()?;
        let raise = |p: &P, at: usize| {
            Err(Fail::Raise(format!(
                "451: unexpected token at '{}'",
                p.rest(at)
            )))
        };
        let mut j = match self.blank(i + 1) {
            Ok(j) => j,
            Err(at) => return raise(self, at),
        };
        if self.at(j) == Some(b']') {
            self.depth -= 1;
            return Ok(j + 1);
        }
        loop {
            j = match self.value(j) {
                Ok(k) => k,
                Err(Fail::Null) => return raise(self, j),
                Err(r) => return Err(r),
            };
            j = match self.blank(j) {
                Ok(k) => k,
                Err(at) => return raise(self, at),
            };
            match self.at(j) {
                Some(b',') => {
                    j = match self.blank(j + 1) {
                        Ok(k) => k,
                        Err(at) => return raise(self, at),
                    }
                }
                Some(b']') => {
                    self.depth -= 1;
                    return Ok(j + 1);
                }
                _ => return raise(self, j),
            }
        }
    }

    fn object(&mut self, i: usize) -> Result<usize, Fail> {
        self.nest()?;
        let mut j = self.blank(i + 1).map_err(|_| Fail::Null)?;
        if self.at(j) == Some(b'}') {
            self.depth -= 1;
            return Ok(j + 1);
        }
        loop {
            if self.at(j) != Some(b'"') {
                return Err(Fail::Null);
            }
            j = self.string(j)?;
            j = self.blank(j).map_err(|_| Fail::Null)?;
            if self.at(j) != Some(b':') {
                return Err(Fail::Null);
            }
            j = self.blank(j + 1).map_err(|_| Fail::Null)?;
            j = self.value(j)?;
            j = self.blank(j).map_err(|_| Fail::Null)?;
            match self.at(j) {
                Some(b',') => j = self.blank(j + 1).map_err(|_| Fail::Null)?,
                Some(b'}') => {
                    self.depth -= 1;
                    return Ok(j + 1);
                }
                _ => return Err(Fail::Null),
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::gem_error;

    /// Messages of Ruby 3.1's json 2.6.1 (`JSON.parse(text)`), as printed by Ruby.
    #[test]
    fn stops_where_the_gem_stops() {
        let cases: &[(&str, Option<&str>)] = &[
            (
                "{ \"a\": 1,\n",
                Some("859: unexpected token at '{ \"a\": 1,\n'"),
            ),
            ("[1, 2,]", Some("451: unexpected token at ']'")),
            ("{\"a\": [1, x]}", Some("451: unexpected token at 'x]}'")),
            ("nul", Some("859: unexpected token at 'nul'")),
            ("", Some("859: unexpected token at ''")),
            ("  ", Some("859: unexpected token at ''")),
            ("1 2", Some("859: unexpected token at '2'")),
            ("[1] x", Some("859: unexpected token at 'x'")),
            ("\"abc", Some("859: unexpected token at '\"abc'")),
            ("{\"a\":1}}", Some("859: unexpected token at '}'")),
            ("[[1]", Some("451: unexpected token at ''")),
            ("  [1,\n 2, oops]", Some("451: unexpected token at 'oops]'")),
            ("NaN", Some("225: unexpected token at 'NaN'")),
            ("[-Infinity]", Some("249: unexpected token at '-Infinity]'")),
            ("Infinity", Some("232: unexpected token at ''")),
            (
                "[1, Infinity]",
                Some("232: unexpected token at ' Infinity]'"),
            ),
            ("[1 /* c */, 2] // x", Some("859: unexpected token at ''")),
            (
                "[\"a\u{1}\"]",
                Some("451: unexpected token at '\"a\u{1}\"]'"),
            ),
            ("[\"\\q\"]", None),
            ("[01]", Some("451: unexpected token at '01]'")),
            ("[-]", Some("451: unexpected token at '-]'")),
            ("[1.]", Some("451: unexpected token at '.]'")),
            ("[1e]", Some("451: unexpected token at 'e]'")),
            ("[{\"a\" 1}]", Some("451: unexpected token at '{\"a\" 1}]'")),
            (
                "{\"a\":{\"b\" 1}}",
                Some("859: unexpected token at '{\"a\":{\"b\" 1}}'"),
            ),
            (
                "{\"a\":{\"b\":[1,}}}",
                Some("451: unexpected token at '}}}'"),
            ),
            ("1.5.3", Some("859: unexpected token at '.5.3'")),
            ("1e5e", Some("859: unexpected token at 'e5e'")),
            (
                "[\"\\ud800\", 1]",
                Some("521: incomplete surrogate pair at '\\ud800\", 1]'"),
            ),
            ("[\"\\ud800\\u0041\", 1]", None),
            ("[1,\n/* c */ 2]", None),
            ("{\"a\":1} // c\n", None),
            ("[1]/x", Some("859: unexpected token at 'x'")),
            ("{\"a\": [1.5e3, -0, true, false, null, \"\\u00e9\"]}", None),
        ];
        for (text, want) in cases {
            assert_eq!(gem_error(text).as_deref(), *want, "{text:?}");
        }
        let deep = "[".repeat(101) + &"]".repeat(101);
        assert_eq!(
            gem_error(&deep).as_deref(),
            Some("nesting of 101 is too deep")
        );
        assert_eq!(gem_error(&("[".repeat(100) + &"]".repeat(100))), None);
    }
}
