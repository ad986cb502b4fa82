//! Plain-scalar resolution: which value an untagged, unquoted scalar denotes under a schema.
//!
//! * [`Schema::Yaml11`] is the YAML 1.1 resolver spiff uses (Go yaml.v2 as spiff configures
//!   it): booleans `y|Y|yes|Yes|YES|n|N|no|No|NO|true|True|TRUE|false|False|FALSE|on|On|ON|off|Off|OFF`;
//!   integers `[-+]?0b[01_]+`, octal `[-+]?0[0-7_]+`, decimal `[-+]?(0|[1-9][0-9_]*)`, hex
//!   `[-+]?0x[0-9a-fA-F_]+`; floats `[-+]?[0-9][0-9_]*\.[0-9_]*([eE][-+]?[0-9]+)?`,
//!   `[-+]?[0-9][0-9_]*[eE][-+]?[0-9]+`, `\.[0-9_]+([eE][-+][0-9]+)?`, `[-+]?\.(inf|Inf|INF)`,
//!   `\.(nan|NaN|NAN)`; null `~|null|Null|NULL|` (empty). No sexagesimal numbers and no
//!   timestamps: those stay strings.
//! * [`Schema::Yaml12Core`] is the YAML 1.2 core schema: booleans `true|True|TRUE|false|False|FALSE`,
//!   integers `[-+]?[0-9]+`, `0o[0-7]+`, `0x[0-9a-fA-F]+`, floats
//!   `[-+]?(\.[0-9]+|[0-9]+(\.[0-9]*)?)([eE][-+]?[0-9]+)?`, `[-+]?\.(inf|Inf|INF)`, `\.(nan|NaN|NAN)`,
//!   null as in 1.1.
//! * [`Schema::Psych`] is Ruby's YAML (Puppet's hiera data and facts): 1.1 as above but with
//!   Psych's booleans, `yes|true|on|no|false|off` in any case (`y` and `n` are strings).
//!
//! Integers that do not fit an `i64` are kept exactly ([`Number::Decimal`]); floats go through
//! [`Number::parse`] so decimal text that an `f64` cannot hold stays exact too.

use crate::positioned::NodeValue;
use crate::value::Number;
use std::sync::Arc;

/// How plain scalars are resolved.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Schema {
    /// The YAML 1.1 resolver of Go's yaml.v2 as spiff uses it.
    #[default]
    Yaml11,
    /// The YAML 1.2 core schema.
    Yaml12Core,
    /// Ruby's Psych (what Puppet reads hiera data and facts with): YAML 1.1 as
    /// [`Schema::Yaml11`], except that its booleans are `yes|true|on` and `no|false|off` in any
    /// case, so `y` and `n` stay strings.
    Psych,
}

/// Resolves plain scalar text under `schema`.
pub(crate) fn resolve_plain(text: &str, schema: Schema) -> NodeValue {
    if is_null(text) {
        return NodeValue::Null;
    }
    if let Some(b) = resolve_bool(text, schema) {
        return NodeValue::Bool(b);
    }
    if let Some(n) = resolve_int(text, schema) {
        return NodeValue::Number(n);
    }
    if let Some(n) = resolve_float(text, schema) {
        return NodeValue::Number(n);
    }
    NodeValue::String(text.into())
}

pub(crate) fn is_null(text: &str) -> bool {
    matches!(text, "" | "~" | "null" | "Null" | "NULL")
}

pub(crate) fn resolve_bool(text: &str, schema: Schema) -> Option<bool> {
    match text {
        _ if schema == Schema::Psych => {
            // Psych's ScalarScanner: /^(yes|true|on)$/i and /^(no|false|off)$/i
            let is = |words: [&str; 3]| words.iter().any(|w| text.eq_ignore_ascii_case(w));
            if is(["yes", "true", "on"]) {
                Some(true)
            } else if is(["no", "false", "off"]) {
                Some(false)
            } else {
                None
            }
        }
        "true" | "True" | "TRUE" => Some(true),
        "false" | "False" | "FALSE" => Some(false),
        _ if schema == Schema::Yaml12Core => None,
        "y" | "Y" | "yes" | "Yes" | "YES" | "on" | "On" | "ON" => Some(true),
        "n" | "N" | "no" | "No" | "NO" | "off" | "Off" | "OFF" => Some(false),
        _ => None,
    }
}

/// Splits an optional sign off `text`.
fn split_sign(text: &str) -> (bool, &str) {
    if let Some(rest) = text.strip_prefix('-') {
        (true, rest)
    } else if let Some(rest) = text.strip_prefix('+') {
        (false, rest)
    } else {
        (false, text)
    }
}

pub(crate) fn resolve_int(text: &str, schema: Schema) -> Option<Number> {
    match schema {
        Schema::Yaml11 | Schema::Psych => {
            let (neg, body) = split_sign(text);
            if let Some(bin) = body.strip_prefix("0b") {
                digits_value(bin, 2, neg, true)
            } else if let Some(hex) = body.strip_prefix("0x") {
                digits_value(hex, 16, neg, true)
            } else if body == "0" {
                Some(Number::Int(0))
            } else if let Some(oct) = body.strip_prefix('0') {
                digits_value(oct, 8, neg, true)
            } else if body.starts_with(|c: char| c.is_ascii_digit()) {
                digits_value(body, 10, neg, true)
            } else {
                None
            }
        }
        Schema::Yaml12Core => {
            if let Some(oct) = text.strip_prefix("0o") {
                digits_value(oct, 8, false, false)
            } else if let Some(hex) = text.strip_prefix("0x") {
                digits_value(hex, 16, false, false)
            } else {
                let (neg, body) = split_sign(text);
                digits_value(body, 10, neg, false)
            }
        }
    }
}

/// The integer written with `digits` in `radix` (underscores allowed when `underscores`).
/// At least one digit is required.
fn digits_value(digits: &str, radix: u32, neg: bool, underscores: bool) -> Option<Number> {
    let mut any = false;
    let mut value: u128 = 0;
    let mut overflow = false;
    for c in digits.chars() {
        if c == '_' && underscores {
            continue;
        }
        let d = c.to_digit(radix)?;
        any = true;
        match value
            .checked_mul(u128::from(radix))
            .and_then(|v| v.checked_add(u128::from(d)))
        {
            Some(v) => value = v,
            None => overflow = true,
        }
    }
    if !any {
        return None;
    }
    if overflow {
        if radix == 10 {
            // Exact decimal text of any length.
            let clean: String = digits.chars().filter(|c| *c != '_').collect();
            let trimmed = clean.trim_start_matches('0');
            let text = if neg {
                format!("-{trimmed}")
            } else {
                trimmed.to_string()
            };
            return Some(Number::Decimal(Arc::from(text.as_str())));
        }
        return None;
    }
    let signed = i128::try_from(value).ok()?;
    let signed = if neg { -signed } else { signed };
    match i64::try_from(signed) {
        Ok(i) => Some(Number::Int(i)),
        Err(_) => Some(Number::Decimal(Arc::from(signed.to_string().as_str()))),
    }
}

pub(crate) fn resolve_float(text: &str, schema: Schema) -> Option<Number> {
    let (neg, body) = split_sign(text);
    match body {
        ".inf" | ".Inf" | ".INF" => {
            return Some(Number::Float(if neg {
                f64::NEG_INFINITY
            } else {
                f64::INFINITY
            }));
        }
        ".nan" | ".NaN" | ".NAN" if text == body => return Some(Number::Float(f64::NAN)),
        _ => {}
    }
    let underscores = matches!(schema, Schema::Yaml11 | Schema::Psych);
    let (mantissa, exponent) = match body.find(['e', 'E']) {
        Some(i) => (&body[..i], Some(&body[i + 1..])),
        None => (body, None),
    };
    let (int_part, frac_part) = match mantissa.find('.') {
        Some(i) => (&mantissa[..i], Some(&mantissa[i + 1..])),
        None => (mantissa, None),
    };
    let digit_ok = |c: char| c.is_ascii_digit() || (underscores && c == '_');
    if !int_part.chars().all(digit_ok) || !frac_part.unwrap_or("").chars().all(digit_ok) {
        return None;
    }
    let exp_text = match exponent {
        Some(e) => {
            let (_, digits) = split_sign(e);
            if digits.is_empty() || !digits.chars().all(|c| c.is_ascii_digit()) {
                return None;
            }
            Some(e)
        }
        None => None,
    };
    match schema {
        Schema::Yaml11 | Schema::Psych => {
            if int_part.is_empty() {
                // `\.[0-9_]+([eE][-+][0-9]+)?`: no sign, and an exponent needs its sign.
                let frac = frac_part?;
                if text != body || frac.is_empty() {
                    return None;
                }
                if let Some(e) = exp_text {
                    if !e.starts_with(['+', '-']) {
                        return None;
                    }
                }
            } else {
                if !int_part.starts_with(|c: char| c.is_ascii_digit()) {
                    return None;
                }
                if frac_part.is_none() && exp_text.is_none() {
                    return None;
                }
            }
        }
        Schema::Yaml12Core => {
            let int_digits = !int_part.is_empty();
            let frac_digits = frac_part.is_some_and(|f| !f.is_empty());
            if !int_digits && !frac_digits {
                return None;
            }
            if frac_part.is_none() && exp_text.is_none() {
                return None;
            }
        }
    }
    // Normalise to JSON-style number text and let `Number::parse` keep it exact.
    let clean = |s: &str| s.chars().filter(|c| *c != '_').collect::<String>();
    let mut int_clean = clean(int_part);
    let trimmed = int_clean.trim_start_matches('0');
    int_clean = if trimmed.is_empty() {
        "0".to_string()
    } else {
        trimmed.to_string()
    };
    let mut normal = String::new();
    if neg {
        normal.push('-');
    }
    normal.push_str(&int_clean);
    let frac_clean = clean(frac_part.unwrap_or(""));
    if !frac_clean.is_empty() {
        normal.push('.');
        normal.push_str(&frac_clean);
    }
    if let Some(e) = exp_text {
        normal.push('e');
        normal.push_str(e);
    }
    if exp_text.is_none() && frac_clean.is_empty() {
        normal.push_str(".0");
    }
    Number::parse(&normal)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn v11(s: &str) -> NodeValue {
        resolve_plain(s, Schema::Yaml11)
    }

    fn v12(s: &str) -> NodeValue {
        resolve_plain(s, Schema::Yaml12Core)
    }

    #[test]
    fn psych_booleans_are_rubys() {
        // answers of Ruby 3.1's `YAML.load`
        for (text, want) in [
            ("yEs", true),
            ("ON", true),
            ("tRUE", true),
            ("oFF", false),
            ("No", false),
        ] {
            assert_eq!(
                resolve_plain(text, Schema::Psych),
                NodeValue::Bool(want),
                "{text}"
            );
        }
        for text in ["y", "Y", "n", "N"] {
            assert_eq!(
                resolve_plain(text, Schema::Psych),
                NodeValue::String(text.into()),
                "{text}"
            );
            assert!(
                matches!(resolve_plain(text, Schema::Yaml11), NodeValue::Bool(_)),
                "{text}"
            );
        }
        assert_eq!(resolve_plain("0x1f", Schema::Psych), int(31));
    }

    fn int(i: i64) -> NodeValue {
        NodeValue::Number(Number::Int(i))
    }

    fn float(s: &str) -> Option<f64> {
        match resolve_plain(s, Schema::Yaml11) {
            NodeValue::Number(n @ Number::Float(_)) => Some(n.as_f64()),
            _ => None,
        }
    }

    fn string(s: &str) -> NodeValue {
        NodeValue::String(s.into())
    }

    #[test]
    fn yaml11_booleans() {
        for t in [
            "y", "Y", "yes", "Yes", "YES", "true", "True", "TRUE", "on", "On", "ON",
        ] {
            assert_eq!(v11(t), NodeValue::Bool(true), "{t}");
        }
        for f in [
            "n", "N", "no", "No", "NO", "false", "False", "FALSE", "off", "Off", "OFF",
        ] {
            assert_eq!(v11(f), NodeValue::Bool(false), "{f}");
        }
        for s in ["yES", "tRUE", "oN", "nO", "yess"] {
            assert_eq!(v11(s), string(s));
        }
    }

    #[test]
    fn yaml12_booleans() {
        assert_eq!(v12("true"), NodeValue::Bool(true));
        assert_eq!(v12("FALSE"), NodeValue::Bool(false));
        for s in ["y", "yes", "on", "off", "no", "n"] {
            assert_eq!(v12(s), string(s));
        }
    }

    #[test]
    fn yaml11_integers() {
        assert_eq!(v11("0"), int(0));
        assert_eq!(v11("42"), int(42));
        assert_eq!(v11("-17"), int(-17));
        assert_eq!(v11("+17"), int(17));
        assert_eq!(v11("1_000"), int(1000));
        assert_eq!(v11("0777"), int(0o777));
        assert_eq!(v11("-010"), int(-8));
        assert_eq!(v11("0b1010"), int(10));
        assert_eq!(v11("-0b11"), int(-3));
        assert_eq!(v11("0x1F"), int(31));
        assert_eq!(v11("0x_ff"), int(255));
        assert_eq!(v11("9223372036854775807"), int(i64::MAX));
        assert_eq!(v11("-9223372036854775808"), int(i64::MIN));
        // Not integers: 8 and 9 are not octal digits, sexagesimal, `0o`.
        assert_eq!(v11("08"), string("08"));
        assert_eq!(v11("1:30"), string("1:30"));
        assert_eq!(v11("0o17"), string("0o17"));
        assert_eq!(v11("0x"), string("0x"));
        assert_eq!(v11("0b"), string("0b"));
        assert_eq!(v11("12abc"), string("12abc"));
        assert_eq!(v11("-"), string("-"));
    }

    #[test]
    fn big_integers_stay_exact() {
        let big = "123456789012345678901234567890123456789012";
        match v11(big) {
            NodeValue::Number(n) => assert_eq!(n.to_string(), big),
            other => panic!("{other:?}"),
        }
        match v11("9223372036854775808") {
            NodeValue::Number(n) => assert_eq!(n.to_string(), "9223372036854775808"),
            other => panic!("{other:?}"),
        }
    }

    #[test]
    fn yaml12_integers() {
        assert_eq!(v12("0o17"), int(15));
        assert_eq!(v12("0x1f"), int(31));
        assert_eq!(v12("0777"), int(777));
        assert_eq!(v12("-5"), int(-5));
        assert_eq!(v12("1_000"), string("1_000"));
        assert_eq!(v12("0b101"), string("0b101"));
    }

    #[test]
    fn yaml11_floats() {
        assert_eq!(float("1.5"), Some(1.5));
        assert_eq!(float("-1.5"), Some(-1.5));
        assert_eq!(float("1."), Some(1.0));
        assert_eq!(float("1.0"), Some(1.0));
        assert_eq!(float("1e3"), Some(1000.0));
        assert_eq!(float("1.5e-3"), Some(0.0015));
        assert_eq!(float(".5"), Some(0.5));
        assert_eq!(float("1_000.5"), Some(1000.5));
        assert_eq!(float(".inf"), Some(f64::INFINITY));
        assert_eq!(float("-.Inf"), Some(f64::NEG_INFINITY));
        assert!(float(".nan").is_some_and(f64::is_nan));
        assert_eq!(v11("-.nan"), string("-.nan"));
        assert_eq!(v11(".5e3"), string(".5e3"));
        assert_eq!(float(".5e+3"), Some(500.0));
        assert_eq!(v11("1.2.3"), string("1.2.3"));
        assert_eq!(v11("e3"), string("e3"));
        assert_eq!(v11("."), string("."));
        assert_eq!(v11("1e"), string("1e"));
        assert_eq!(v11("2001-12-14"), string("2001-12-14"));
    }

    #[test]
    fn yaml12_floats() {
        let f = |s: &str| match v12(s) {
            NodeValue::Number(n) => Some(n.as_f64()),
            _ => None,
        };
        assert_eq!(f("1.5"), Some(1.5));
        assert_eq!(f(".5"), Some(0.5));
        assert_eq!(f("-.5e3"), Some(-500.0));
        assert_eq!(f("1e3"), Some(1000.0));
        assert_eq!(f("1_0.5"), None);
    }

    #[test]
    fn nulls() {
        for s in ["", "~", "null", "Null", "NULL"] {
            assert_eq!(v11(s), NodeValue::Null);
            assert_eq!(v12(s), NodeValue::Null);
        }
        assert_eq!(v11("nULL"), string("nULL"));
    }
}
