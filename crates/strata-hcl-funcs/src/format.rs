//! `format(spec, args...)` and `formatlist(spec, args...)`.
//!
//! A verb is `%[flags][[n]][width][.precision]VERB`; flags are `+ - # 0` and space; `[n]`
//! picks argument `n` (1-based) and later implicit verbs continue after it; `%%` is a `%`.
//! Verbs: `v` (strings as they are, numbers in shortest `%g` form, everything else as JSON;
//! `%#v` always JSON), `t` (bool), `d b o x X` (whole numbers in base 10, 2, 8, 16), `e E f g
//! G` (numbers in exponent, fixed or shortest form), `s` (string; a precision above zero
//! truncates), `q` (the same, as a JSON string). `t` ignores the width. Width pads with spaces (zeros with `0`, on the right with `-`),
//! counting grapheme clusters for text (precision for `s` too) and characters for numbers;
//! widths and precisions are at most 2^20. Every argument must be used by some verb. Null is
//! only allowed for `%v` (printed `null`).
//!
//! `formatlist` formats once per element of its list, set or tuple arguments (all of one
//! length); other arguments repeat in every iteration. An iteration with an unknown argument
//! gives an unknown string.

use num_bigint::{BigInt, BigUint};
use num_integer::Integer;
use num_traits::One;
use strata_hcl_types::convert::convert;
use strata_hcl_types::function::{Function, FunctionError, Parameter};
use strata_hcl_types::{json, Number, Type, Value};
use unicode_segmentation::UnicodeSegmentation;

use crate::util::{param, str_arg, Add};

pub(crate) fn register(add: &mut Add<'_>) {
    add("format", format_fn());
    add("formatlist", formatlist());
}

/// The largest width or precision a verb may ask for (bounds the output size).
const MAX_WIDTH: usize = 1 << 20;

#[derive(Default, Debug)]
struct Verb {
    raw: String,
    offset: usize,
    arg: usize,
    plus: bool,
    minus: bool,
    sharp: bool,
    space: bool,
    zero: bool,
    width: Option<usize>,
    prec: Option<usize>,
    mode: char,
}

/// Formats `spec` with `args`; errors carry the index of the argument at fault within `args`
/// counted from 1 (0 for the format string itself).
pub(crate) fn format_values(spec: &str, args: &[Value]) -> Result<String, (usize, String)> {
    let mut out = String::new();
    let chars: Vec<(usize, char)> = spec.char_indices().collect();
    let mut i = 0;
    let mut next_arg = 1;
    let mut highest = 0;
    while let Some(&(off, c)) = chars.get(i) {
        if c != '%' {
            out.push(c);
            i += 1;
            continue;
        }
        let start = i;
        i += 1;
        if let Some(&(_, '%')) = chars.get(i) {
            out.push('%');
            i += 1;
            continue;
        }
        let mut v = Verb {
            offset: off,
            ..Verb::default()
        };
        while let Some(&(_, f)) = chars.get(i) {
            match f {
                '+' => v.plus = true,
                '-' => v.minus = true,
                '#' => v.sharp = true,
                ' ' => v.space = true,
                '0' => v.zero = true,
                _ => break,
            }
            i += 1;
        }
        // A character that cannot continue the verb; the text ending inside a verb is
        // reported as extraneous characters at the end.
        let unrecognized = |i: usize| match chars.get(i) {
            Some(&(o, c)) => (
                0,
                format!("unrecognized format character '{c}' at offset {o}"),
            ),
            None => (
                0,
                format!("extraneous characters beginning at offset {}", spec.len()),
            ),
        };
        if let Some(&(_, '[')) = chars.get(i) {
            i += 1;
            let mut n = 0usize;
            let mut any = false;
            while let Some(&(_, d)) = chars.get(i) {
                let Some(dv) = d.to_digit(10) else { break };
                if !any && dv == 0 {
                    return Err(unrecognized(i));
                }
                any = true;
                n = n.saturating_mul(10).saturating_add(dv as usize);
                i += 1;
            }
            if !any || chars.get(i).map(|p| p.1) != Some(']') {
                return Err(unrecognized(i));
            }
            i += 1;
            next_arg = n;
        }
        let read_num = |i: &mut usize| -> Option<usize> {
            let mut n: Option<usize> = None;
            while let Some(&(_, d)) = chars.get(*i) {
                let Some(dv) = d.to_digit(10) else { break };
                n = Some(
                    n.unwrap_or(0)
                        .saturating_mul(10)
                        .saturating_add(dv as usize),
                );
                *i += 1;
            }
            n
        };
        v.width = read_num(&mut i);
        if let Some(&(_, '.')) = chars.get(i) {
            i += 1;
            // A period needs digits after it.
            match read_num(&mut i) {
                Some(p) => v.prec = Some(p),
                None => return Err(unrecognized(i)),
            }
        }
        if v.width.unwrap_or(0) > MAX_WIDTH || v.prec.unwrap_or(0) > MAX_WIDTH {
            return Err((
                0,
                format!("width or precision larger than {MAX_WIDTH} at offset {off}"),
            ));
        }
        let Some(&(_, mode)) = chars.get(i) else {
            return Err(unrecognized(i));
        };
        if !mode.is_ascii_alphabetic() {
            return Err(unrecognized(i));
        }
        i += 1;
        v.mode = mode;
        v.raw = chars
            .get(start..i)
            .unwrap_or(&[])
            .iter()
            .map(|p| p.1)
            .collect();
        v.arg = next_arg;
        next_arg += 1;
        highest = highest.max(v.arg);
        append(&mut out, &v, args)?;
    }
    if highest < args.len() {
        let first_bad = highest + 1;
        if highest == 0 {
            return Err((
                first_bad,
                "too many arguments; no verbs in format string".into(),
            ));
        }
        return Err((
            first_bad,
            format!("too many arguments; only {highest} used by format string"),
        ));
    }
    Ok(out)
}

fn quoted(s: &str) -> String {
    crate::util::go_quote(s)
}

fn append(out: &mut String, v: &Verb, args: &[Value]) -> Result<(), (usize, String)> {
    let Some(arg) = args.get(v.arg - 1) else {
        return Err((
            0,
            format!(
                "not enough arguments for {} at {}: need index {} but have {} total",
                quoted(&v.raw),
                v.offset,
                v.arg,
                args.len()
            ),
        ));
    };
    let unsupported = |msg: &str| {
        (
            v.arg,
            format!(
                "unsupported value for {} at {}: {msg}",
                quoted(&v.raw),
                v.offset
            ),
        )
    };
    if v.mode != 'v' && arg.is_null() {
        return Err(unsupported("null value cannot be formatted"));
    }
    let text = match v.mode {
        'v' => {
            if !v.sharp && !arg.is_null() && arg.ty() == &Type::String {
                arg.as_str().unwrap_or_default().to_string()
            } else if !v.sharp && !arg.is_null() && arg.ty() == &Type::Number {
                let n = arg.as_number().cloned().unwrap_or_else(Number::zero);
                format_float(&n, 'g', None, false, false, false)
            } else {
                json::encode(arg).map_err(|e| unsupported(&e.message))?
            }
        }
        't' => {
            // Written without padding, whatever the width.
            let b = convert(arg, &Type::Bool).map_err(|e| unsupported(&e.message))?;
            out.push_str(if b.as_bool() == Some(true) {
                "true"
            } else {
                "false"
            });
            return Ok(());
        }
        'b' | 'd' | 'o' | 'x' | 'X' | 'e' | 'E' | 'f' | 'g' | 'G' => {
            let n = convert(arg, &Type::Number).map_err(|e| unsupported(&e.message))?;
            let n = n.as_number().cloned().unwrap_or_else(Number::zero);
            if matches!(v.mode, 'b' | 'd' | 'o' | 'x' | 'X') {
                if !n.is_integer() {
                    return Err(unsupported("an integer is required"));
                }
                format_int(&n, v)
            } else {
                format_float(&n, v.mode, v.prec, v.plus, v.space, v.sharp)
            }
        }
        's' | 'q' => {
            let s = convert(arg, &Type::String).map_err(|e| unsupported(&e.message))?;
            let s = s.as_str().unwrap_or_default();
            // A precision of zero means none.
            let s: String = match v.prec {
                Some(p) if p > 0 => s.graphemes(true).take(p).collect(),
                _ => s.to_string(),
            };
            if v.mode == 'q' {
                json::encode(&Value::string(s)).map_err(|e| unsupported(&e.message))?
            } else {
                s
            }
        }
        other => {
            return Err((
                0,
                format!(
                    "unsupported format verb '{other}' in {} at offset {}",
                    quoted(&v.raw),
                    v.offset
                ),
            ))
        }
    };
    let numeric = matches!(
        v.mode,
        'b' | 'd' | 'o' | 'x' | 'X' | 'e' | 'E' | 'f' | 'g' | 'G'
    );
    out.push_str(&pad(v, text, numeric));
    Ok(())
}

/// Pads to the verb's width. Numbers pad as Go's `fmt` does (zeros after the sign); other
/// text counts grapheme clusters and pads zeros, like spaces, before everything.
fn pad(v: &Verb, text: String, numeric: bool) -> String {
    let Some(w) = v.width else { return text };
    let len = if numeric {
        text.chars().count()
    } else {
        text.graphemes(true).count()
    };
    if len >= w {
        return text;
    }
    let n = w - len;
    if v.minus {
        return format!("{text}{}", " ".repeat(n));
    }
    if v.zero && !numeric {
        return format!("{}{text}", "0".repeat(n));
    }
    if v.zero {
        // Zeros go after any sign.
        let (sign, rest) = match text.chars().next() {
            Some(c @ ('+' | '-' | ' ')) => (c.to_string(), text.get(1..).unwrap_or("")),
            _ => (String::new(), text.as_str()),
        };
        return format!("{sign}{}{rest}", "0".repeat(n));
    }
    format!("{}{text}", " ".repeat(n))
}

fn sign_prefix(neg: bool, plus: bool, space: bool) -> &'static str {
    if neg {
        "-"
    } else if plus {
        "+"
    } else if space {
        " "
    } else {
        ""
    }
}

fn format_int(n: &Number, v: &Verb) -> String {
    let text = n.to_text();
    let (neg, digits) = match text.strip_prefix('-') {
        Some(d) => (true, d),
        None => (false, text.as_str()),
    };
    let big: BigInt = digits.parse().unwrap_or_default();
    let (radix, prefix) = match v.mode {
        'b' => (2, "0b"),
        'o' => (8, "0"),
        'x' => (16, "0x"),
        'X' => (16, "0X"),
        _ => (10, ""),
    };
    let mut body = big.to_str_radix(radix);
    if v.mode == 'X' {
        body = body.to_uppercase();
    }
    if let Some(p) = v.prec {
        while body.len() < p {
            body.insert(0, '0');
        }
    }
    let prefix = if v.sharp { prefix } else { "" };
    format!(
        "{}{prefix}{body}",
        sign_prefix(neg && big != BigInt::default(), v.plus, v.space)
    )
}

/// Decimal digits of `n`: `(negative, digits without leading zeros, dp)` where the value is
/// `0.DIGITS × 10^dp`.
fn decimal(n: &Number) -> (bool, Vec<u8>, i64) {
    let text = n.to_text();
    let (neg, t) = match text.strip_prefix('-') {
        Some(r) => (true, r.to_string()),
        None => (false, text),
    };
    let (int, frac) = t.split_once('.').unwrap_or((t.as_str(), ""));
    let mut digits: Vec<u8> = int.bytes().chain(frac.bytes()).collect();
    let mut dp = int.len() as i64;
    while digits.first() == Some(&b'0') {
        digits.remove(0);
        dp -= 1;
    }
    while digits.last() == Some(&b'0') {
        digits.pop();
    }
    if digits.is_empty() {
        dp = 0;
    }
    (neg, digits, dp)
}

/// Rounds `digits` to `keep` digits (half to even on the decimal digits); may bump `dp`.
fn round_digits(digits: &mut Vec<u8>, dp: &mut i64, keep: i64) {
    if keep < 0 {
        digits.clear();
        return;
    }
    let keep = keep as usize;
    if digits.len() <= keep {
        return;
    }
    let next = digits.get(keep).copied().unwrap_or(b'0');
    let rest_nonzero = digits
        .get(keep + 1..)
        .is_some_and(|r| r.iter().any(|&d| d != b'0'));
    let prev_odd = keep > 0 && digits.get(keep - 1).is_some_and(|d| (d - b'0') % 2 == 1);
    let up = next > b'5' || (next == b'5' && (rest_nonzero || prev_odd));
    digits.truncate(keep);
    if up {
        let mut i = keep;
        loop {
            if i == 0 {
                digits.insert(0, b'1');
                *dp += 1;
                break;
            }
            i -= 1;
            if let Some(d) = digits.get_mut(i) {
                if *d == b'9' {
                    *d = b'0';
                } else {
                    *d += 1;
                    break;
                }
            }
        }
    }
    while digits.last() == Some(&b'0') {
        digits.pop();
    }
}

/// Rounds `n` (whose shortest digits are `digits`/`dp`) to `keep` significant digits the
/// way Go's `big.Float` formatting does: half to even on the exact binary value, not on its
/// shortest decimal (`%.2f` of 2.675 is `2.67`). Far-out scales fall back to the digits.
fn round_exact(n: &Number, digits: &mut Vec<u8>, dp: &mut i64, keep: i64) {
    if digits.len() as i64 <= keep.max(0) {
        return;
    }
    let scale = keep - *dp;
    let exact = || -> Option<String> {
        if scale.abs() > 400 {
            return None;
        }
        let (numer, bits) = exact_binary(&n.abs())?;
        let ten = BigUint::from(10u32).pow(scale.unsigned_abs() as u32);
        let (numer, den) = if scale >= 0 {
            (numer * ten, BigUint::one() << bits)
        } else {
            (numer, (BigUint::one() << bits) * ten)
        };
        let (q, r) = numer.div_rem(&den);
        let twice = r << 1u32;
        let up = twice > den || (twice == den && q.bit(0));
        let q = if up { q + 1u32 } else { q };
        Some(q.to_string())
    };
    match exact() {
        Some(text) if text == "0" => {
            digits.clear();
            *dp = 0;
        }
        Some(text) => {
            *dp = text.len() as i64 - scale;
            *digits = text.into_bytes();
            while digits.last() == Some(&b'0') {
                digits.pop();
            }
        }
        None => round_digits(digits, dp, keep),
    }
}

/// The exact value of a finite `n >= 0` as `numer / 2^bits`, read 64 bits at a time through
/// exact operations (scaling by powers of two, truncation); `None` for very small or
/// infinite numbers.
fn exact_binary(n: &Number) -> Option<(BigUint, u64)> {
    if n.is_infinite() {
        return None;
    }
    let int = n.trunc();
    let mut numer: BigUint = int.to_text().trim_start_matches('-').parse().ok()?;
    let mut frac = n.sub(&int).ok()?;
    let chunk = Number::parse("1p64")?;
    let mut bits = 0u64;
    for _ in 0..80 {
        if frac.is_zero() {
            return Some((numer, bits));
        }
        let y = frac.mul(&chunk).ok()?;
        let d = y.trunc();
        let dv: BigUint = d.to_text().parse().ok()?;
        numer = (numer << 64u32) + dv;
        bits += 64;
        frac = y.sub(&d).ok()?;
    }
    None
}

fn digit_at(digits: &[u8], i: i64) -> char {
    if i < 0 {
        return '0';
    }
    digits.get(i as usize).map_or('0', |&d| d as char)
}

fn fixed(digits: &[u8], dp: i64, prec: usize) -> String {
    let mut s = String::new();
    if dp <= 0 {
        s.push('0');
    } else {
        for i in 0..dp {
            s.push(digit_at(digits, i));
        }
    }
    if prec > 0 {
        s.push('.');
        for i in 0..prec as i64 {
            s.push(digit_at(digits, dp + i));
        }
    }
    s
}

fn exponent(digits: &[u8], dp: i64, prec: usize, upper: bool) -> String {
    let mut s = String::new();
    s.push(digit_at(digits, 0));
    if prec > 0 {
        s.push('.');
        for i in 1..=prec as i64 {
            s.push(digit_at(digits, i));
        }
    }
    let exp = if digits.is_empty() { 0 } else { dp - 1 };
    let sign = if exp < 0 { '-' } else { '+' };
    s.push(if upper { 'E' } else { 'e' });
    s.push(sign);
    s.push_str(&format!("{:02}", exp.unsigned_abs()));
    s
}

/// Go's `big.Float` formatting for `%e %E %f %g %G`.
fn format_float(
    n: &Number,
    mode: char,
    prec: Option<usize>,
    plus: bool,
    space: bool,
    sharp: bool,
) -> String {
    if n.is_infinite() {
        let neg = n.is_sign_negative();
        return format!("{}Inf", sign_prefix(neg, plus, space));
    }
    let (neg, mut digits, mut dp) = decimal(n);
    let sign = sign_prefix(neg && !digits.is_empty(), plus, space);
    let body = match mode {
        'e' | 'E' => {
            let p = prec.unwrap_or(6);
            round_exact(n, &mut digits, &mut dp, p as i64 + 1);
            exponent(&digits, dp, p, mode == 'E')
        }
        'f' => {
            let p = prec.unwrap_or(6);
            let keep = dp + p as i64;
            round_exact(n, &mut digits, &mut dp, keep);
            fixed(&digits, dp, p)
        }
        _ => {
            if digits.is_empty() && !sharp {
                return format!("{sign}0");
            }
            let shortest = prec.is_none();
            let mut p = prec.unwrap_or(0);
            if !shortest {
                if p == 0 {
                    p = 1;
                }
                round_exact(n, &mut digits, &mut dp, p as i64);
            }
            let nd = digits.len().max(1);
            let mut eprec = if shortest { 6 } else { p };
            if !shortest && eprec > nd && (nd as i64) >= dp {
                eprec = nd;
            }
            if shortest {
                p = nd;
            }
            let exp = if digits.is_empty() { 0 } else { dp - 1 };
            if exp < -4 || exp >= eprec as i64 {
                let ep = if sharp {
                    p.saturating_sub(1)
                } else {
                    nd.saturating_sub(1).min(p.saturating_sub(1))
                };
                exponent(&digits, dp, ep, mode == 'G')
            } else {
                let fp = if sharp {
                    (p as i64 - dp).max(0) as usize
                } else {
                    (nd as i64 - dp).max(0) as usize
                };
                fixed(&digits, dp, fp)
            }
        }
    };
    format!("{sign}{body}")
}

fn format_fn() -> Function {
    Function::with_static_type(
        vec![param("format", Type::String)],
        Some(Parameter::new("args", Type::Dynamic).allow_null()),
        Type::String,
        |args, ret| {
            let spec = str_arg(args, 0)?;
            if args.iter().any(|a| !a.is_wholly_known()) {
                return Ok(Value::unknown(ret.clone()));
            }
            format_values(spec, args.get(1..).unwrap_or(&[]))
                .map(Value::string)
                .map_err(|(i, m)| {
                    if i == 0 {
                        FunctionError::new(m)
                    } else {
                        FunctionError::arg(i, m)
                    }
                })
        },
    )
}

fn formatlist() -> Function {
    Function::with_static_type(
        vec![param("format", Type::String)],
        Some(
            Parameter::new("args", Type::Dynamic)
                .allow_null()
                .allow_unknown(),
        ),
        Type::list(Type::String),
        |args, ret| {
            let spec = str_arg(args, 0)?;
            let rest = args.get(1..).unwrap_or(&[]);
            let mut iter_len: Option<(usize, usize)> = None;
            let mut unknown = false;
            for (i, a) in rest.iter().enumerate() {
                let ty = a.ty();
                if (ty.is_list() || ty.is_set() || ty.is_tuple()) && !a.is_null() {
                    let len = match ty {
                        Type::Tuple(t) => Some(t.len()),
                        _ if ty.is_set() && !a.is_wholly_known() => None,
                        _ => a.element_count(),
                    };
                    let Some(len) = len else {
                        unknown = true;
                        continue;
                    };
                    match iter_len {
                        None => iter_len = Some((len, i)),
                        Some((l, who)) if l != len => {
                            return Err(FunctionError::arg(
                                i + 1,
                                format!(
                                    "argument {} has length {len}, which is inconsistent with argument {} of length {l}",
                                    i + 1,
                                    who + 1
                                ),
                            ))
                        }
                        _ => {}
                    }
                    if !a.is_known() {
                        unknown = true;
                    }
                } else if !a.is_known() && a.ty().is_dynamic() {
                    unknown = true;
                }
            }
            if unknown || !args.first().is_some_and(Value::is_known) {
                return Ok(Value::unknown(ret.clone()));
            }
            let n = iter_len.map_or(1, |(l, _)| l);
            let mut out = Vec::with_capacity(n);
            'iterations: for k in 0..n {
                let mut call = Vec::with_capacity(rest.len());
                for a in rest {
                    let ty = a.ty();
                    let v = if (ty.is_list() || ty.is_set() || ty.is_tuple()) && !a.is_null() {
                        a.as_elements()
                            .and_then(|e| e.get(k))
                            .cloned()
                            .unwrap_or_else(Value::dynamic)
                    } else {
                        a.clone()
                    };
                    if !v.is_wholly_known() {
                        out.push(Value::unknown(Type::String));
                        continue 'iterations;
                    }
                    call.push(v);
                }
                let s = format_values(spec, &call).map_err(|(_, m)| {
                    FunctionError::new(format!("error on format iteration {k}: {m}"))
                })?;
                out.push(Value::string(s));
            }
            Ok(Value::list(Type::String, out))
        },
    )
}
