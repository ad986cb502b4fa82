//! Numeric functions: `abs`, `ceil`, `floor`, `log`, `max`, `min`, `parseint`, `pow`, `signum`.
//!
//! `ceil` and `floor` are exact (infinities pass through); `signum` takes a whole number that
//! fits 64 bits (as Terraform, which reads it as a machine integer); `log(n, base)` is
//! `ln(n) / ln(base)` and `pow` is `n^p`, both computed with 64-bit floats as Terraform does.
//! `parseint(s, base)` reads an optionally signed integer of any size in bases 2 to 62 (digits,
//! then letters: case-insensitive up to base 36, lower case before upper case above).

use num_bigint::BigInt;
use strata_hcl_types::function::{Function, FunctionError};
use strata_hcl_types::{stdlib, Number, Type, Value};

use crate::util::{arg, from_f64, go_quote, int_arg, num_arg, param, str_arg, whole, Add};

pub(crate) fn register(add: &mut Add<'_>) {
    add("abs", stdlib::abs());
    add("max", stdlib::max());
    add("min", stdlib::min());
    add("ceil", rounding(true));
    add("floor", rounding(false));
    add("log", log());
    add("pow", pow());
    add("signum", signum());
    add("parseint", parseint());
}

fn one() -> Number {
    Number::from_i64(1)
}

/// `floor(n)` or `ceil(n)` of a number, exactly.
pub(crate) fn round_to_whole(n: &Number, up: bool) -> Result<Number, FunctionError> {
    if n.is_infinite() || n.is_integer() {
        return Ok(n.clone());
    }
    let t = n.trunc();
    let r = if up && n > &t {
        t.add(&one())
    } else if !up && n < &t {
        t.sub(&one())
    } else {
        Ok(t)
    };
    r.map_err(|e| FunctionError::new(e.to_string()))
}

fn rounding(up: bool) -> Function {
    Function::with_static_type(
        vec![param("num", Type::Number)],
        None,
        Type::Number,
        move |args, _| Ok(Value::number(round_to_whole(&num_arg(args, 0)?, up)?)),
    )
}

fn log() -> Function {
    Function::with_static_type(
        vec![param("num", Type::Number), param("base", Type::Number)],
        None,
        Type::Number,
        |args, _| {
            let n = num_arg(args, 0)?.to_f64();
            let b = num_arg(args, 1)?.to_f64();
            Ok(Value::number(from_f64(n.ln() / b.ln())?))
        },
    )
}

fn pow() -> Function {
    Function::with_static_type(
        vec![param("num", Type::Number), param("power", Type::Number)],
        None,
        Type::Number,
        |args, _| {
            let n = num_arg(args, 0)?.to_f64();
            let p = num_arg(args, 1)?.to_f64();
            Ok(Value::number(from_f64(n.powf(p))?))
        },
    )
}

fn signum() -> Function {
    Function::with_static_type(
        vec![param("num", Type::Number)],
        None,
        Type::Number,
        |args, _| {
            // Terraform reads the number as a machine integer first.
            let n = whole(&num_arg(args, 0)?).map_err(FunctionError::new)?;
            Ok(Value::int(n.signum()))
        },
    )
}

fn digit_value(c: char, base: u32) -> Option<u32> {
    let v = match c {
        '0'..='9' => c as u32 - '0' as u32,
        'a'..='z' => c as u32 - 'a' as u32 + 10,
        'A'..='Z' if base <= 36 => c as u32 - 'A' as u32 + 10,
        'A'..='Z' => c as u32 - 'A' as u32 + 36,
        _ => return None,
    };
    (v < base).then_some(v)
}

/// Reads an optionally signed integer in `base` (2 to 62).
pub(crate) fn parse_int(s: &str, base: u32) -> Option<BigInt> {
    let (neg, digits) = match s.as_bytes().first() {
        Some(b'-') => (true, &s[1..]),
        Some(b'+') => (false, &s[1..]),
        _ => (false, s),
    };
    if digits.is_empty() {
        return None;
    }
    let mut v = BigInt::from(0u32);
    for c in digits.chars() {
        v = v * base + digit_value(c, base)?;
    }
    Some(if neg { -v } else { v })
}

fn parseint() -> Function {
    Function::new(
        vec![param("number", Type::Dynamic), param("base", Type::Number)],
        None,
        |args| match args.first().map(Value::ty) {
            Some(Type::String) | None => Ok(Type::Number),
            Some(t) => Err(FunctionError::arg(
                0,
                format!("first argument must be a string, not {}", t.friendly_name()),
            )),
        },
        |args, _| {
            let _ = arg(args, 1)?;
            let s = str_arg(args, 0)?;
            let base = int_arg(args, 1)?;
            if !(2..=62).contains(&base) {
                return Err(FunctionError::arg(
                    1,
                    "base must be a whole number between 2 and 62 inclusive",
                ));
            }
            let n = parse_int(s, base as u32).ok_or_else(|| {
                FunctionError::arg(
                    0,
                    format!("cannot parse {} as a base {base} integer", go_quote(s)),
                )
            })?;
            Number::parse(&n.to_string())
                .map(Value::number)
                .ok_or_else(|| FunctionError::new("number out of range"))
        },
    )
}
