//! The helpers the Ruby methods share (`methods.rs`, `collections.rs`, `strings.rs`):
//! argument readers, Ruby's `==` and `<=>`, ranges, how a receiver is named in a
//! NoMethodError, `Integer()` of a string and `String#succ`.

use super::interp::{err, E};
use super::value::{inspect, RV};
use std::cmp::Ordering;
use std::rc::Rc;

/// Argument `i`, or Ruby's arity error.
pub fn arg(args: &[RV], i: usize, name: &str, line: u32) -> E<RV> {
    match args.get(i) {
        Some(v) => Ok(v.clone()),
        None => err(
            format!(
                "wrong number of arguments (given {}, expected {}) calling '{name}'",
                args.len(),
                i + 1
            ),
            line,
        ),
    }
}

/// An integer argument.
pub fn int_arg(args: &[RV], i: usize, name: &str, line: u32) -> E<i64> {
    match arg(args, i, name, line)? {
        RV::Int(v) => Ok(v),
        RV::Float(f) if f.is_finite() => Ok(f as i64),
        RV::Nil => err("no implicit conversion from nil to integer", line),
        v => err(
            format!("no implicit conversion of {} into Integer", v.class_name()),
            line,
        ),
    }
}

/// How a receiver is named in a NoMethodError (Ruby 3.1).
pub fn describe(v: &RV) -> String {
    match v {
        RV::Nil => "nil:NilClass".into(),
        RV::Bool(true) => "true:TrueClass".into(),
        RV::Bool(false) => "false:FalseClass".into(),
        _ => {
            let s = inspect(v);
            if s.chars().count() > 65 {
                format!("an instance of {}", v.class_name())
            } else {
                format!("{s}:{}", v.class_name())
            }
        }
    }
}

/// Ruby's NoMethodError (for receivers whose full method list strata knows: nil, booleans).
pub fn no_method<T>(r: &RV, name: &str, line: u32) -> E<T> {
    err(
        format!("undefined method `{name}' for {}", describe(r)),
        line,
    )
}

/// A method strata does not evaluate; Ruby's NoMethodError when the receiver's class has no
/// such method at all (`ruby_methods`, generated from Ruby).
pub fn unsupported<T>(r: &RV, name: &str, line: u32) -> E<T> {
    if super::ruby_methods::has_method(r.class_name(), name) == Some(false) {
        return no_method(r, name, line);
    }
    err(
        format!(
            "unsupported Ruby in template: method `{name}' on {} is not evaluated by strata",
            r.class_name()
        ),
        line,
    )
}

/// Ruby's `==`.
pub fn equal(a: &RV, b: &RV) -> bool {
    match (a, b) {
        (RV::Nil, RV::Nil) => true,
        (RV::Bool(x), RV::Bool(y)) => x == y,
        (RV::Int(x), RV::Int(y)) => x == y,
        (RV::Int(x), RV::Float(y)) | (RV::Float(y), RV::Int(x)) => (*x as f64) == *y,
        (RV::Float(x), RV::Float(y)) => x == y,
        (RV::Str(x), RV::Str(y)) => x == y,
        (RV::Sym(x), RV::Sym(y)) => x == y,
        (RV::Array(x), RV::Array(y)) => {
            if Rc::ptr_eq(x, y) {
                return true;
            }
            let (x, y) = (x.borrow(), y.borrow());
            x.len() == y.len() && x.iter().zip(y.iter()).all(|(a, b)| equal(a, b))
        }
        (RV::Hash(x), RV::Hash(y)) => {
            if Rc::ptr_eq(x, y) {
                return true;
            }
            let (x, y) = (x.borrow(), y.borrow());
            x.map.len() == y.map.len()
                && x.map
                    .iter()
                    .all(|(k, (_, v))| y.map.get(k).is_some_and(|(_, w)| equal(v, w)))
        }
        (RV::Range(x), RV::Range(y)) => equal(&x.0, &y.0) && equal(&x.1, &y.1) && x.2 == y.2,
        (RV::Regex(x), RV::Regex(y)) => x == y,
        (RV::Class(x), RV::Class(y)) => x == y,
        (RV::Puppet(x), RV::Puppet(y)) => x.to_display() == y.to_display(),
        _ => false,
    }
}

/// Ruby's `<=>` (None: not comparable).
pub fn cmp(a: &RV, b: &RV) -> Option<Ordering> {
    match (a, b) {
        (RV::Int(x), RV::Int(y)) => Some(x.cmp(y)),
        (RV::Int(x), RV::Float(y)) => (*x as f64).partial_cmp(y),
        (RV::Float(x), RV::Int(y)) => x.partial_cmp(&(*y as f64)),
        (RV::Float(x), RV::Float(y)) => x.partial_cmp(y),
        (RV::Str(x), RV::Str(y)) | (RV::Sym(x), RV::Sym(y)) => Some(x.as_bytes().cmp(y.as_bytes())),
        (RV::Array(x), RV::Array(y)) => {
            let (x, y) = (x.borrow(), y.borrow());
            for (a, b) in x.iter().zip(y.iter()) {
                match cmp(a, b)? {
                    Ordering::Equal => {}
                    o => return Some(o),
                }
            }
            Some(x.len().cmp(&y.len()))
        }
        (RV::Nil, RV::Nil) => Some(Ordering::Equal),
        (RV::Bool(x), RV::Bool(y)) if x == y => Some(Ordering::Equal),
        _ => None,
    }
}

/// `<=>` or Ruby's "comparison of X with Y failed".
pub fn cmp_or_err(a: &RV, b: &RV, line: u32) -> E<Ordering> {
    match cmp(a, b) {
        Some(o) => Ok(o),
        None => err(
            format!(
                "comparison of {} with {} failed",
                a.class_name(),
                match b {
                    RV::Nil => "nil".to_string(),
                    RV::Int(_) | RV::Float(_) | RV::Str(_) => inspect(b),
                    _ => b.class_name().to_string(),
                }
            ),
            line,
        ),
    }
}

/// Whether a range covers a value.
pub fn range_include(r: &(RV, RV, bool), v: &RV) -> bool {
    let lo_ok = matches!(r.0, RV::Nil) || cmp(&r.0, v).is_some_and(|o| o != Ordering::Greater);
    let hi_ok = matches!(r.1, RV::Nil)
        || cmp(v, &r.1).is_some_and(|o| {
            if r.2 {
                o == Ordering::Less
            } else {
                o != Ordering::Greater
            }
        });
    lo_ok && hi_ok
}

/// The items of a range (integers or one-letter-step strings).
pub fn range_items(r: &(RV, RV, bool), line: u32) -> E<Vec<RV>> {
    match (&r.0, &r.1) {
        (RV::Int(a), RV::Int(b)) => {
            let end = if r.2 { b.saturating_sub(1) } else { *b };
            if end.saturating_sub(*a) > 10_000_000 {
                return err("range too large", line);
            }
            Ok((*a..=end).map(RV::Int).collect())
        }
        (RV::Str(a), RV::Str(b)) => {
            let mut out = Vec::new();
            let mut cur = a.to_string();
            loop {
                if cur.len() > b.len() {
                    break;
                }
                let last = cur == **b;
                if !(last && r.2) {
                    out.push(RV::str(cur.clone()));
                }
                if last || out.len() > 1_000_000 {
                    break;
                }
                cur = succ(&cur);
            }
            Ok(out)
        }
        _ => err("can't iterate this range", line),
    }
}

/// `Integer(s)` of a string.
pub fn conversion_int(s: &str, line: u32) -> E<i64> {
    match conversion_str_int(s) {
        Some(i) => Ok(i),
        None => err(
            format!("invalid value for Integer(): {}", inspect(&RV::str(s))),
            line,
        ),
    }
}

pub(super) fn conversion_str_int(s: &str) -> Option<i64> {
    let t = s.trim().replace('_', "");
    let (neg, body) = match t.strip_prefix('-') {
        Some(b) => (true, b.to_string()),
        None => (false, t.trim_start_matches('+').to_string()),
    };
    let v = if let Some(h) = body.strip_prefix("0x").or_else(|| body.strip_prefix("0X")) {
        i64::from_str_radix(h, 16).ok()
    } else if let Some(b) = body.strip_prefix("0b").or_else(|| body.strip_prefix("0B")) {
        i64::from_str_radix(b, 2).ok()
    } else if let Some(o) = body.strip_prefix("0o") {
        i64::from_str_radix(o, 8).ok()
    } else if body.len() > 1 && body.starts_with('0') {
        i64::from_str_radix(&body[1..], 8).ok()
    } else if !body.is_empty() && body.bytes().all(|b| b.is_ascii_digit()) {
        body.parse().ok()
    } else {
        None
    }?;
    Some(if neg { -v } else { v })
}

/// Ruby's `String#succ` (letters and digits carry; other strings bump their last character).
pub fn succ(s: &str) -> String {
    let mut cs: Vec<char> = s.chars().collect();
    if cs.is_empty() {
        return String::new();
    }
    if !cs.iter().any(|c| c.is_ascii_alphanumeric()) {
        let last = cs.len() - 1;
        cs[last] = char::from_u32(cs[last] as u32 + 1).unwrap_or(cs[last]);
        return cs.into_iter().collect();
    }
    let mut i = cs.len();
    loop {
        if i == 0 {
            // carry past the first alphanumeric: insert
            let first = cs
                .iter()
                .position(|c| c.is_ascii_alphanumeric())
                .unwrap_or(0);
            let ins = match cs[first] {
                '0' => '1',
                'a' => 'a',
                'A' => 'A',
                _ => '1',
            };
            cs.insert(first, ins);
            break;
        }
        i -= 1;
        let c = cs[i];
        if !c.is_ascii_alphanumeric() {
            continue;
        }
        let (next, carry) = match c {
            'z' => ('a', true),
            'Z' => ('A', true),
            '9' => ('0', true),
            c => (char::from_u32(c as u32 + 1).unwrap_or(c), false),
        };
        cs[i] = next;
        if !carry {
            break;
        }
        if !cs[..i].iter().any(|c| c.is_ascii_alphanumeric()) {
            let ins = match c {
                '9' => '1',
                'z' => 'a',
                _ => 'A',
            };
            cs.insert(i, ins);
            break;
        }
    }
    cs.into_iter().collect()
}
