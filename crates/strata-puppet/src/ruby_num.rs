//! Ruby's own numeric conversions where Puppet's functions call them on strings.

/// Ruby's `Float(string)`: surrounding whitespace allowed, an optional sign, then a
/// hexadecimal integer (`0x1F`) or a decimal number whose digits may be grouped by single
/// underscores, with an optional fraction (`.5`, `1.5`, not `5.`) and exponent.
pub(crate) fn ruby_float(s: &str) -> Option<f64> {
    let t = s.trim_matches(|c: char| c.is_ascii_whitespace());
    let (neg, body) = match t.as_bytes().first() {
        Some(b'-') => (true, &t[1..]),
        Some(b'+') => (false, &t[1..]),
        _ => (false, t),
    };
    let sign = if neg { -1.0 } else { 1.0 };
    if let Some(hex) = body.strip_prefix("0x").or_else(|| body.strip_prefix("0X")) {
        let digits = grouped(hex, |c| c.is_ascii_hexdigit())?;
        return u128::from_str_radix(&digits, 16)
            .ok()
            .map(|v| sign * v as f64);
    }
    let (mantissa, exponent) = match body.find(['e', 'E']) {
        Some(i) => (&body[..i], Some(&body[i + 1..])),
        None => (body, None),
    };
    let (int, frac) = match mantissa.find('.') {
        Some(i) => (&mantissa[..i], Some(&mantissa[i + 1..])),
        None => (mantissa, None),
    };
    let mut text = if int.is_empty() && frac.is_some() {
        String::from("0")
    } else {
        grouped(int, |c| c.is_ascii_digit())?
    };
    if let Some(f) = frac {
        text.push('.');
        text.push_str(&grouped(f, |c| c.is_ascii_digit())?);
    }
    if let Some(e) = exponent {
        let (esign, digits) = match e.as_bytes().first() {
            Some(b'-') => ("-", &e[1..]),
            Some(b'+') => ("", &e[1..]),
            _ => ("", e),
        };
        text.push('e');
        text.push_str(esign);
        text.push_str(&grouped(digits, |c| c.is_ascii_digit())?);
    }
    text.parse::<f64>().ok().map(|v| sign * v)
}

/// The digits of `s` (at least one, each accepted by `digit`), single underscores between
/// them removed; `None` when `s` is not of that form.
fn grouped(s: &str, digit: impl Fn(char) -> bool) -> Option<String> {
    let mut out = String::new();
    let mut last_underscore = true;
    for c in s.chars() {
        if c == '_' {
            if last_underscore {
                return None;
            }
            last_underscore = true;
        } else if digit(c) {
            out.push(c);
            last_underscore = false;
        } else {
            return None;
        }
    }
    if out.is_empty() || last_underscore {
        return None;
    }
    Some(out)
}

#[cfg(test)]
mod tests {
    use super::ruby_float;

    #[test]
    fn floats_as_ruby_reads_them() {
        // checked against `ruby -e 'p Float(...)'` (Ruby 3.1)
        assert_eq!(ruby_float("0x1A"), Some(26.0));
        assert_eq!(ruby_float(" 1.5 "), Some(1.5));
        assert_eq!(ruby_float("1_0.5"), Some(10.5));
        assert_eq!(ruby_float(".5"), Some(0.5));
        assert_eq!(ruby_float("1e3"), Some(1000.0));
        assert_eq!(ruby_float("-0777"), Some(-777.0));
        assert_eq!(ruby_float("5."), None);
        assert_eq!(ruby_float("0b11"), None);
        assert_eq!(ruby_float("0.2.3"), None);
        assert_eq!(ruby_float("blue"), None);
        assert_eq!(ruby_float("1__0"), None);
    }
}
