//! Whether a number literal is well formed, for both syntaxes: one scanner, two grammars.
//!
//! * Native syntax (HCL's scanner hands the text to Go's number parser): digits (leading zeros
//!   allowed), an optional `.` with optional fraction digits (`1.e5` is accepted), an optional
//!   exponent `e`/`E`, sign, digits. No sign: `-` is an operator.
//! * JSON syntax (RFC 8259): an optional `-`, then `0` alone or digits not starting with `0`,
//!   an optional `.` with at least one digit, an optional exponent.

/// Which grammar [`valid_number_literal`] checks.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum NumberSyntax {
    /// The native syntax's number literals.
    Native,
    /// JSON numbers.
    Json,
}

/// Whether all of `t` is one number literal of `syntax` (see the module docs).
pub(crate) fn valid_number_literal(t: &str, syntax: NumberSyntax) -> bool {
    let json = syntax == NumberSyntax::Json;
    let b = t.as_bytes();
    let mut i = 0;
    let digits = |i: &mut usize| {
        let s = *i;
        while b.get(*i).is_some_and(u8::is_ascii_digit) {
            *i += 1;
        }
        *i > s
    };
    if json && b.get(i) == Some(&b'-') {
        i += 1;
    }
    if json && b.get(i) == Some(&b'0') {
        i += 1;
    } else if !digits(&mut i) {
        return false;
    }
    if b.get(i) == Some(&b'.') {
        i += 1;
        if !digits(&mut i) && json {
            return false;
        }
    }
    if matches!(b.get(i), Some(b'e' | b'E')) {
        i += 1;
        if matches!(b.get(i), Some(b'+' | b'-')) {
            i += 1;
        }
        if !digits(&mut i) {
            return false;
        }
    }
    i == b.len()
}

#[cfg(test)]
mod tests {
    use super::{valid_number_literal, NumberSyntax::*};

    #[test]
    fn native_and_json_grammars() {
        for (t, native, json) in [
            ("0", true, true),
            ("007", true, false),
            ("-1", false, true),
            ("1.5", true, true),
            ("1.", true, false),
            ("1.e5", true, false),
            ("2E-3", true, true),
            ("1e", false, false),
            (".5", false, false),
            ("1x", false, false),
            ("", false, false),
        ] {
            assert_eq!(valid_number_literal(t, Native), native, "native {t:?}");
            assert_eq!(valid_number_literal(t, Json), json, "json {t:?}");
        }
    }
}
