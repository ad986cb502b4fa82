//! The interchange value model shared by every system: null, bool, exact numbers, strings,
//! lists and ordered maps.
//!
//! Compound values are behind `Arc`, so cloning is O(1) and values are `Send + Sync`. Maps keep
//! insertion order (`indexmap`); a front-end that must sort does so at output.
//!
//! Numbers are exact: integers that fit an `i64` are stored as such, other numbers as a
//! float when the float prints back to the same text, and otherwise as their decimal text.

use indexmap::IndexMap;
use smol_str::SmolStr;
use std::fmt;
use std::sync::Arc;

/// An ordered map of string keys to values.
pub type Map = IndexMap<SmolStr, Value>;

/// An exact number.
#[derive(Clone, Debug)]
pub enum Number {
    /// An integer that fits `i64`.
    Int(i64),
    /// A binary float (JSON numbers with a fraction or exponent that `f64` holds exactly, TOML
    /// and YAML floats, `inf` and `nan` included).
    Float(f64),
    /// A decimal literal kept as text because neither `i64` nor `f64` holds it exactly
    /// (for example `1e400` or `0.1000000000000000000000001`). Always valid JSON number text.
    Decimal(Arc<str>),
}

impl Number {
    /// Parses JSON/YAML-style decimal number text exactly. Returns `None` if `text` is not a
    /// decimal number.
    pub fn parse(text: &str) -> Option<Number> {
        if !is_decimal_number(text) {
            return None;
        }
        if let Ok(i) = text.parse::<i64>() {
            return Some(Number::Int(i));
        }
        if let Ok(f) = text.parse::<f64>() {
            if f.is_finite() && canonical_decimal(&float_text(f)) == canonical_decimal(text) {
                return Some(Number::Float(f));
            }
        }
        Some(Number::Decimal(Arc::from(text)))
    }

    /// The number as an `i64` when it is integral and exactly representable.
    pub fn as_i64(&self) -> Option<i64> {
        match self {
            Number::Int(i) => Some(*i),
            Number::Float(f) if f.fract() == 0.0 && f.abs() < 9.0e15 => Some(*f as i64),
            _ => None,
        }
    }

    /// The nearest `f64` (may lose precision for `Decimal`).
    pub fn as_f64(&self) -> f64 {
        match self {
            Number::Int(i) => *i as f64,
            Number::Float(f) => *f,
            Number::Decimal(s) => s.parse().unwrap_or(f64::NAN),
        }
    }
}

impl PartialEq for Number {
    fn eq(&self, other: &Number) -> bool {
        match (self, other) {
            (Number::Int(a), Number::Int(b)) => a == b,
            (Number::Decimal(a), Number::Decimal(b)) => {
                canonical_decimal(a) == canonical_decimal(b)
            }
            (a, b) => a.to_string() == b.to_string(),
        }
    }
}

impl fmt::Display for Number {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Number::Int(i) => write!(f, "{i}"),
            Number::Float(x) => f.write_str(&float_text(*x)),
            Number::Decimal(s) => f.write_str(s),
        }
    }
}

/// Shortest decimal text for a finite float: integral values print without a fraction
/// (`6` not `6.0`), very large or small ones with an exponent (`1e+21`).
pub fn float_text(x: f64) -> String {
    if x == 0.0 {
        return "0".to_string();
    }
    let abs = x.abs();
    if (1e-6..1e21).contains(&abs) {
        format!("{x}")
    } else {
        let s = format!("{x:e}");
        // Rust prints `1e21`; JSON writers conventionally print `1e+21`.
        match s.find('e') {
            Some(i) if !s[i + 1..].starts_with('-') => format!("{}e+{}", &s[..i], &s[i + 1..]),
            _ => s,
        }
    }
}

/// A finite float as Go's `strconv.FormatFloat(x, 'g', -1, 64)` prints it (what yaml.v2
/// writes, and spiff++ for a float's text): the shortest digits that read back exactly, in exponent form when the decimal
/// exponent is below -4 or at least 6 (`1e+06`, `1.5e-05`), otherwise positional (`123456`,
/// `0.0001`).
pub fn go_float_text(x: f64) -> String {
    let sci = format!("{:e}", x);
    let Some((mantissa, exp)) = sci.split_once('e') else {
        return float_text(x);
    };
    let Ok(exp) = exp.parse::<i32>() else {
        return float_text(x);
    };
    if !(-4..6).contains(&exp) {
        let sign = if exp < 0 { '-' } else { '+' };
        format!("{mantissa}e{sign}{:02}", exp.unsigned_abs())
    } else {
        format!("{x}")
    }
}

fn is_decimal_number(s: &str) -> bool {
    let b = s.as_bytes();
    let mut i = 0;
    if i < b.len() && b[i] == b'-' {
        i += 1;
    }
    let digits_start = i;
    while i < b.len() && b[i].is_ascii_digit() {
        i += 1;
    }
    if i == digits_start {
        return false;
    }
    if i < b.len() && b[i] == b'.' {
        i += 1;
        let f = i;
        while i < b.len() && b[i].is_ascii_digit() {
            i += 1;
        }
        if i == f {
            return false;
        }
    }
    if i < b.len() && (b[i] == b'e' || b[i] == b'E') {
        i += 1;
        if i < b.len() && (b[i] == b'+' || b[i] == b'-') {
            i += 1;
        }
        let e = i;
        while i < b.len() && b[i].is_ascii_digit() {
            i += 1;
        }
        if i == e {
            return false;
        }
    }
    i == b.len()
}

/// A canonical form of decimal text for equality: mantissa digits without leading/trailing
/// zeros and a normalised exponent.
fn canonical_decimal(s: &str) -> String {
    let (neg, s) = match s.strip_prefix('-') {
        Some(r) => (true, r),
        None => (false, s),
    };
    let (mant, exp) = match s.find(['e', 'E']) {
        Some(i) => (&s[..i], s[i + 1..].parse::<i64>().unwrap_or(0)),
        None => (s, 0),
    };
    let (int, frac) = match mant.find('.') {
        Some(i) => (&mant[..i], &mant[i + 1..]),
        None => (mant, ""),
    };
    let mut digits: String = format!("{int}{frac}");
    let mut exp = exp + int.len() as i64;
    let lead = digits.len() - digits.trim_start_matches('0').len();
    digits.drain(..lead);
    exp -= lead as i64;
    let trimmed = digits.trim_end_matches('0').len();
    digits.truncate(trimmed);
    if digits.is_empty() {
        return "0".into();
    }
    format!("{}0.{}e{}", if neg { "-" } else { "" }, digits, exp)
}

/// One interchange value.
#[derive(Clone, Debug, PartialEq, Default)]
pub enum Value {
    /// `null`.
    #[default]
    Null,
    /// `true` or `false`.
    Bool(bool),
    /// An exact number.
    Number(Number),
    /// A string.
    String(SmolStr),
    /// A list, shared.
    List(Arc<Vec<Value>>),
    /// A map with keys in insertion order, shared.
    Map(Arc<Map>),
}

// Values are copied around a lot: keep them small.
const _: () = assert!(std::mem::size_of::<Value>() <= 32);

impl Value {
    /// A string value.
    pub fn string(s: impl Into<SmolStr>) -> Value {
        Value::String(s.into())
    }

    /// An integer value.
    pub fn int(i: i64) -> Value {
        Value::Number(Number::Int(i))
    }

    /// A list value.
    pub fn list(items: Vec<Value>) -> Value {
        Value::List(Arc::new(items))
    }

    /// A map value.
    pub fn map(map: Map) -> Value {
        Value::Map(Arc::new(map))
    }

    /// True for `null`.
    pub fn is_null(&self) -> bool {
        matches!(self, Value::Null)
    }

    /// The string, if this is one.
    pub fn as_str(&self) -> Option<&str> {
        match self {
            Value::String(s) => Some(s),
            _ => None,
        }
    }

    /// The map, if this is one.
    pub fn as_map(&self) -> Option<&Map> {
        match self {
            Value::Map(m) => Some(m),
            _ => None,
        }
    }

    /// The items, if this is a list.
    pub fn as_list(&self) -> Option<&[Value]> {
        match self {
            Value::List(l) => Some(l),
            _ => None,
        }
    }

    /// The name of this value's kind, for messages.
    pub fn kind(&self) -> &'static str {
        match self {
            Value::Null => "null",
            Value::Bool(_) => "bool",
            Value::Number(_) => "number",
            Value::String(_) => "string",
            Value::List(_) => "list",
            Value::Map(_) => "map",
        }
    }
}

impl From<bool> for Value {
    fn from(b: bool) -> Value {
        Value::Bool(b)
    }
}

impl From<&str> for Value {
    fn from(s: &str) -> Value {
        Value::String(s.into())
    }
}

impl From<i64> for Value {
    fn from(i: i64) -> Value {
        Value::int(i)
    }
}

/// YAML text of a number that reads back as the same number.
pub(crate) fn yaml_number_text(n: &Number) -> String {
    match n {
        Number::Float(x) if x.is_nan() => ".nan".to_string(),
        Number::Float(x) if x.is_infinite() => if *x > 0.0 { ".inf" } else { "-.inf" }.to_string(),
        // Negative zero keeps a fraction so that it reads back as a float, not as the integer 0.
        Number::Float(x) if *x == 0.0 && x.is_sign_negative() => "-0.0".to_string(),
        Number::Float(x) => go_float_text(*x),
        other => other.to_string(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn numbers_are_exact() {
        assert!(matches!(Number::parse("42"), Some(Number::Int(42))));
        assert!(matches!(Number::parse("1.5"), Some(Number::Float(_))));
        let big = Number::parse("123456789012345678901234567890").unwrap();
        assert_eq!(big.to_string(), "123456789012345678901234567890");
        let precise = Number::parse("0.1000000000000000000000001").unwrap();
        assert_eq!(precise.to_string(), "0.1000000000000000000000001");
        assert_eq!(
            Number::parse("1.50").unwrap(),
            Number::parse("1.5").unwrap()
        );
        assert!(Number::parse("1.").is_none());
        assert!(Number::parse("abc").is_none());
        assert_eq!(float_text(6.0), "6");
        assert_eq!(float_text(1e21), "1e+21");
    }

    #[test]
    fn value_is_small_and_shared() {
        let v = Value::list(vec![Value::int(1); 3]);
        let w = v.clone();
        assert_eq!(v, w);
        assert!(std::mem::size_of::<Value>() <= 32);
    }
}
