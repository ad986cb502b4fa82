//! Text helpers shared by the systems whose original tools are written in Go.

/// Quotes `s` as Go's `%q` verb does (`strconv.Quote`): printable characters as they are,
/// `"` and `\` escaped, `\a \b \f \n \r \t \v`, other control characters as `\xNN`, and
/// characters Go does not consider printable as `\uNNNN` or `\UNNNNNNNN`. The original tools
/// print names and values this way inside their messages.
pub fn go_quote(s: &str) -> String {
    use std::fmt::Write as _;
    let mut out = String::with_capacity(s.len() + 2);
    out.push('"');
    for c in s.chars() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            '\n' => out.push_str("\\n"),
            '\r' => out.push_str("\\r"),
            '\t' => out.push_str("\\t"),
            '\u{7}' => out.push_str("\\a"),
            '\u{8}' => out.push_str("\\b"),
            '\u{c}' => out.push_str("\\f"),
            '\u{b}' => out.push_str("\\v"),
            c if (c as u32) < 0x20 || c == '\u{7f}' => {
                let _ = write!(out, "\\x{:02x}", c as u32);
            }
            c if is_go_printable(c) => out.push(c),
            c if (c as u32) < 0x10000 => {
                let _ = write!(out, "\\u{:04x}", c as u32);
            }
            c => {
                let _ = write!(out, "\\U{:08x}", c as u32);
            }
        }
    }
    out.push('"');
    out
}

/// An approximation of Go's `strconv.IsPrint`: not a control, format, private-use,
/// surrogate or unassigned-looking character, and not a non-ASCII space other than U+0020.
fn is_go_printable(c: char) -> bool {
    let u = c as u32;
    if u < 0x80 {
        return (0x20..0x7f).contains(&u);
    }
    !(c.is_control()
        || (0x80..0xa0).contains(&u)
        || u == 0xad
        || (0x2000..=0x200f).contains(&u)
        || (0x2028..=0x202f).contains(&u)
        || (0x205f..=0x206f).contains(&u)
        || u == 0x3000
        || u == 0xfeff
        || u == 0xa0
        || u == 0x1680
        || (0xe000..=0xf8ff).contains(&u)
        || (0xfff9..=0xfffb).contains(&u)
        || u >= 0xf0000)
}

/// The Levenshtein distance between `a` and `b`, counted in characters: the fewest single
/// character insertions, deletions and substitutions that turn one into the other. "Did you
/// mean" suggestions and `strata explain`'s nearest paths rank candidates by it.
pub fn edit_distance(a: &str, b: &str) -> usize {
    let a: Vec<char> = a.chars().collect();
    let b: Vec<char> = b.chars().collect();
    let mut prev: Vec<usize> = (0..=b.len()).collect();
    let mut cur = vec![0; b.len() + 1];
    for (i, ca) in a.iter().enumerate() {
        cur[0] = i + 1;
        for (j, cb) in b.iter().enumerate() {
            let cost = usize::from(ca != cb);
            cur[j + 1] = (prev[j] + cost).min(prev[j + 1] + 1).min(cur[j] + 1);
        }
        std::mem::swap(&mut prev, &mut cur);
    }
    prev[b.len()]
}

#[cfg(test)]
mod tests {
    use super::go_quote;

    #[test]
    fn quotes_like_go() {
        assert_eq!(go_quote("a\"b\\c"), r#""a\"b\\c""#);
        assert_eq!(go_quote("\u{7}\n\t\u{1}\u{7f}"), r#""\a\n\t\x01\x7f""#);
        assert_eq!(go_quote("héllo ✓"), "\"héllo ✓\"");
        assert_eq!(go_quote("\u{a0}\u{85}\u{feff}"), r#""\u00a0\u0085\ufeff""#);
        assert_eq!(go_quote("\u{f0000}"), r#""\U000f0000""#);
    }
}
