//! `Integer.new` as Puppet 7's PIntegerType#new_function: the `from_args` and `from_hash`
//! dispatches, their argument_mismatch messages (prefixed `'new' `), and Ruby's `Integer()`
//! for strings.

use crate::types::{generalize, infer};
use crate::value::Val;

/// The Integer `new` makes of `args` (from, radix, abs; or one Hash of named arguments), or
/// the error message.
pub(crate) fn new_integer(args: &[Val]) -> Result<Val, String> {
    if let [Val::Hash(h)] = args {
        let from = h.get(&Val::str("from"));
        let radix = h.get(&Val::str("radix")).cloned().unwrap_or(Val::Default);
        let abs = h.get(&Val::str("abs")).cloned().unwrap_or(Val::Bool(false));
        let named = |k: &str| h.contains_key(&Val::str(k));
        let only_known = h
            .keys()
            .all(|k| matches!(k.as_str(), Some("from" | "radix" | "abs")));
        let ok = from.is_some_and(convertible)
            && is_radix(&radix)
            && matches!(abs, Val::Bool(_))
            && only_known;
        if ok {
            return from_args(from.unwrap_or(&Val::Undef), &radix, &abs);
        }
        // on_error_hash
        if let Some(f) = from.filter(|f| !convertible(f)) {
            return Err(on_error(f, &Val::Default));
        }
        if named("radix") && !matches!(radix, Val::Undef | Val::Default) {
            assert_radix(&radix)?;
        }
        return Err(format!(
            "Integer.new expects a value of type NamedArgs, got {}",
            crate::infer_set::short_name(&args[0])
        ));
    }
    let from = args.first().cloned().unwrap_or(Val::Undef);
    let radix = args.get(1).cloned().unwrap_or(Val::Default);
    let abs = args.get(2).cloned().unwrap_or(Val::Bool(false));
    if args.len() <= 3 && convertible(&from) && is_radix(&radix) && matches!(abs, Val::Bool(_)) {
        return from_args(&from, &radix, &abs);
    }
    // argument_mismatch takes (Any, Integer radix?, Boolean abs?): anything else matches no
    // dispatch at all
    let mismatch_ok = args.len() <= 3
        && matches!(radix, Val::Int(_) | Val::Default)
        && matches!(abs, Val::Bool(_));
    if !mismatch_ok {
        return Err(format!(
            "The function 'new' was called with arguments it does not accept. It expects one of:\n  (Convertible from, Radix radix?, Boolean abs?)\n  (NamedArgs hash_args)\n    rejected: ({})",
            args.iter().map(crate::types::type_name_of).collect::<Vec<_>>().join(", ")
        ));
    }
    Err(on_error(&from, &radix))
}

/// `Convertible = Variant[Numeric, Boolean, Pattern[INTEGER_PATTERN_LENIENT], ...]`.
fn convertible(v: &Val) -> bool {
    match v {
        Val::Int(_) | Val::Float(_) | Val::Bool(_) => true,
        Val::Rich(r) => matches!(
            &**r,
            crate::ptypes::Rich::Timespan(_) | crate::ptypes::Rich::Timestamp(_)
        ),
        Val::Str(s) => lenient_integer(s),
        _ => false,
    }
}

/// `\A[+-]?\s*(?:\d+|0[xX][0-9A-Fa-f]+|0[bB][01]+)\z`
fn lenient_integer(s: &str) -> bool {
    let t = s.strip_prefix(['+', '-']).unwrap_or(s);
    let t = t.trim_start_matches(|c: char| c.is_ascii_whitespace());
    let all = |x: &str, f: fn(char) -> bool| !x.is_empty() && x.chars().all(f);
    if let Some(h) = t.strip_prefix("0x").or_else(|| t.strip_prefix("0X")) {
        return all(h, |c| c.is_ascii_hexdigit());
    }
    if let Some(b) = t.strip_prefix("0b").or_else(|| t.strip_prefix("0B")) {
        return all(b, |c| c == '0' || c == '1');
    }
    all(t, |c| c.is_ascii_digit())
}

/// `Radix = Variant[Default, Integer[2,2], Integer[8,8], Integer[10,10], Integer[16,16]]`.
fn is_radix(v: &Val) -> bool {
    matches!(v, Val::Default) || matches!(v, Val::Int(2 | 8 | 10 | 16))
}

fn assert_radix(v: &Val) -> Result<(), String> {
    if matches!(v, Val::Int(2 | 8 | 10 | 16)) {
        return Ok(());
    }
    Err(format!(
        "Illegal radix: {}, expected 2, 8, 10, 16, or default",
        v.to_display()
    ))
}

/// `on_error`: the radix checked, then the value named.
fn on_error(from: &Val, radix: &Val) -> String {
    if !matches!(radix, Val::Default) {
        if let Err(e) = assert_radix(radix) {
            return e;
        }
    }
    match from {
        Val::Str(s) => format!("'new' The string '{s}' cannot be converted to Integer"),
        other => format!(
            "'new' Value of type {} cannot be converted to Integer",
            generalize(&infer(other))
        ),
    }
}

fn from_args(from: &Val, radix: &Val, abs: &Val) -> Result<Val, String> {
    let i = match from {
        // TimeData#to_i: whole seconds
        Val::Rich(r) => match &**r {
            crate::ptypes::Rich::Timespan(n) | crate::ptypes::Rich::Timestamp(n) => {
                n.div_euclid(1_000_000_000) as i64
            }
            _ => return Err(on_error(from, radix)),
        },
        Val::Float(f) => f.trunc() as i64,
        Val::Int(i) => *i,
        Val::Bool(b) => *b as i64,
        Val::Str(s) => {
            let r = match radix {
                Val::Int(r) => Some(*r as u32),
                _ => None,
            };
            match ruby_integer(s, r) {
                Some(i) => i,
                None => {
                    // whitespace between the sign and the number: tried again without it
                    let retry = s
                        .strip_prefix(['+', '-'])
                        .filter(|rest| rest.starts_with([' ', '\t']))
                        .and_then(|rest| {
                            let sign = &s[..1];
                            ruby_integer(
                                &format!("{sign}{}", rest.trim_start_matches([' ', '\t'])),
                                r,
                            )
                        });
                    match retry {
                        Some(i) => i,
                        None => {
                            return Err(format!(
                                "invalid value for Integer(): {}",
                                crate::functions::stdlib::inspect(from)
                            ))
                        }
                    }
                }
            }
        }
        _ => return Err(on_error(from, radix)),
    };
    Ok(Val::Int(if matches!(abs, Val::Bool(true)) {
        i.wrapping_abs()
    } else {
        i
    }))
}

/// Ruby's `Integer(string)` (radix `None`: by prefix `0x`, `0b`, `0o`/`0`, `0d`) or
/// `Integer(string, radix)` (a prefix only when it names that radix); surrounding whitespace
/// and single underscores between digits allowed.
fn ruby_integer(s: &str, radix: Option<u32>) -> Option<i64> {
    let t = s.trim_matches(|c: char| c.is_ascii_whitespace());
    let (neg, body) = match t.as_bytes().first() {
        Some(b'-') => (true, &t[1..]),
        Some(b'+') => (false, &t[1..]),
        _ => (false, t),
    };
    let lower = body.to_ascii_lowercase();
    let (base, digits) = match radix {
        None => {
            if let Some(d) = lower.strip_prefix("0x") {
                (16, d.to_string())
            } else if let Some(d) = lower.strip_prefix("0b") {
                (2, d.to_string())
            } else if let Some(d) = lower.strip_prefix("0o") {
                (8, d.to_string())
            } else if let Some(d) = lower.strip_prefix("0d") {
                (10, d.to_string())
            } else if lower.len() > 1 && lower.starts_with('0') {
                (8, lower[1..].to_string())
            } else {
                (10, lower.clone())
            }
        }
        Some(r) => {
            let prefix = match r {
                16 => "0x",
                2 => "0b",
                8 => "0o",
                10 => "0d",
                _ => "",
            };
            match lower.strip_prefix(prefix).filter(|_| !prefix.is_empty()) {
                Some(d) => (r, d.to_string()),
                None if r == 8 && lower.len() > 1 && lower.starts_with('0') => {
                    (8, lower[1..].to_string())
                }
                None => (r, lower.clone()),
            }
        }
    };
    if digits.is_empty()
        || digits.starts_with('_')
        || digits.ends_with('_')
        || digits.contains("__")
    {
        return None;
    }
    let clean: String = digits.chars().filter(|c| *c != '_').collect();
    let v = i64::from_str_radix(&clean, base).ok()?;
    Some(if neg { -v } else { v })
}
