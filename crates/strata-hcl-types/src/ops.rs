//! The operators of HCL's native syntax.
//!
//! Each binary operator converts its operands to the operator's parameter type first
//! (`number` for arithmetic and ordering, `bool` for logic, any type for equality), so
//! `"1" + 2` is `3`. A failed conversion is reported per operand (`Invalid operand` /
//! `Unsuitable value for left operand: a number is required.`); when either conversion fails
//! the operation is not attempted. Then:
//!
//! * a null operand is an error (`Operation failed` / `Error during operation: argument must
//!   not be null.`), except for `==` and `!=`;
//! * an unknown operand gives an unknown result of the operator's result type (`number` or
//!   `bool`);
//! * arithmetic follows [`Number`]: `x / 0` is infinite, `x % 0` is `x`, and an
//!   operation whose result would be NaN is an `Operation failed` error;
//! * `==`/`!=` follow [`Value::equals`]; `<`, `<=`, `>`, `>=` compare numerically;
//! * `&&` and `||` evaluate both operands (no short-circuit).

use crate::convert::convert;
use crate::number::{Number, NumberError};
use crate::types::Type;
use crate::value::Value;

/// Which part of the expression an operator error is about.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum OperandSide {
    /// The left operand of a binary operator.
    Left,
    /// The right operand of a binary operator.
    Right,
    /// The single operand of a unary operator.
    Unary,
    /// The operation as a whole.
    Whole,
}

/// One diagnostic of a failed operation.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct OpProblem {
    /// The operand the problem is about, so the diagnostic can point at it.
    pub side: OperandSide,
    /// The diagnostic's summary ("Invalid operand", "Operation failed").
    pub summary: String,
    /// The diagnostic's detail, as HCL words it.
    pub detail: String,
}

/// A failed operation: one or two problems (one per bad operand, or one for the operation).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct OpError {
    /// The problems, in the order HCL reports them (left operand before right).
    pub problems: Vec<OpProblem>,
}

impl OpError {
    fn operation(message: &str) -> OpError {
        OpError {
            problems: vec![OpProblem {
                side: OperandSide::Whole,
                summary: "Operation failed".into(),
                detail: format!("Error during operation: {message}."),
            }],
        }
    }
}

impl std::fmt::Display for OpError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        for (i, p) in self.problems.iter().enumerate() {
            if i > 0 {
                f.write_str("; ")?;
            }
            write!(f, "{}: {}", p.summary, p.detail)?;
        }
        Ok(())
    }
}

impl std::error::Error for OpError {}

struct Spec {
    param: Type,
    result: Type,
    allow_null: bool,
    allow_unknown: bool,
}

const ARITH: fn() -> Spec = || Spec {
    param: Type::Number,
    result: Type::Number,
    allow_null: false,
    allow_unknown: false,
};
const ORDER: fn() -> Spec = || Spec {
    param: Type::Number,
    result: Type::Bool,
    allow_null: false,
    allow_unknown: true,
};
const LOGIC: fn() -> Spec = || Spec {
    param: Type::Bool,
    result: Type::Bool,
    allow_null: false,
    allow_unknown: false,
};
const EQUALITY: fn() -> Spec = || Spec {
    param: Type::Dynamic,
    result: Type::Bool,
    allow_null: true,
    allow_unknown: true,
};

/// Converts both operands and applies the checks; `Ok(Err(v))` is an early result.
fn prepare(spec: &Spec, a: &Value, b: &Value) -> Result<Result<(Value, Value), Value>, OpError> {
    let mut problems = Vec::new();
    let ca = convert(a, &spec.param).map_err(|e| {
        problems.push(OpProblem {
            side: OperandSide::Left,
            summary: "Invalid operand".into(),
            detail: format!("Unsuitable value for left operand: {}.", e.message),
        })
    });
    let cb = convert(b, &spec.param).map_err(|e| {
        problems.push(OpProblem {
            side: OperandSide::Right,
            summary: "Invalid operand".into(),
            detail: format!("Unsuitable value for right operand: {}.", e.message),
        })
    });
    let (Ok(a), Ok(b)) = (ca, cb) else {
        return Err(OpError { problems });
    };
    if !spec.allow_null && (a.is_null() || b.is_null()) {
        return Err(OpError::operation("argument must not be null"));
    }
    if !spec.allow_unknown && (!a.is_known() || !b.is_known()) {
        return Ok(Err(Value::unknown(spec.result.clone())));
    }
    Ok(Ok((a, b)))
}

fn arith(
    a: &Value,
    b: &Value,
    f: impl Fn(&Number, &Number) -> Result<Number, NumberError>,
) -> Result<Value, OpError> {
    // Two known numbers need no conversion or checks.
    if let (Some(x), Some(y)) = (a.as_number(), b.as_number()) {
        return f(x, y)
            .map(Value::number)
            .map_err(|e| OpError::operation(e.0));
    }
    let (a, b) = match prepare(&ARITH(), a, b)? {
        Ok(pair) => pair,
        Err(early) => return Ok(early),
    };
    match (a.as_number(), b.as_number()) {
        (Some(x), Some(y)) => f(x, y)
            .map(Value::number)
            .map_err(|e| OpError::operation(e.0)),
        _ => Ok(Value::unknown(Type::Number)),
    }
}

/// `a + b`: both operands convert to number; null is an error, an unknown operand gives an unknown
/// number.
pub fn add(a: &Value, b: &Value) -> Result<Value, OpError> {
    arith(a, b, Number::add)
}

/// `a - b`, with the operand rules of [`add`].
pub fn subtract(a: &Value, b: &Value) -> Result<Value, OpError> {
    arith(a, b, Number::sub)
}

/// `a * b`, with the operand rules of [`add`].
pub fn multiply(a: &Value, b: &Value) -> Result<Value, OpError> {
    arith(a, b, Number::mul)
}

/// `a / b`, with the operand rules of [`add`] and the division of [`Number::div`].
pub fn divide(a: &Value, b: &Value) -> Result<Value, OpError> {
    arith(a, b, Number::div)
}

/// `a % b` (the remainder of [`Number::rem`]), with the operand rules of [`add`].
pub fn modulo(a: &Value, b: &Value) -> Result<Value, OpError> {
    arith(a, b, Number::rem)
}

fn order(a: &Value, b: &Value, f: impl Fn(std::cmp::Ordering) -> bool) -> Result<Value, OpError> {
    // Two known numbers need no conversion or checks.
    if let (Some(x), Some(y)) = (a.as_number(), b.as_number()) {
        return Ok(Value::bool(f(x.compare(y))));
    }
    let (a, b) = match prepare(&ORDER(), a, b)? {
        Ok(pair) => pair,
        Err(early) => return Ok(early),
    };
    match (a.as_number(), b.as_number()) {
        (Some(x), Some(y)) => Ok(Value::bool(f(x.compare(y)))),
        _ => Ok(Value::unknown(Type::Bool)),
    }
}

/// `a < b`: both operands convert to number; null is an error, an unknown operand gives an unknown
/// bool.
pub fn less(a: &Value, b: &Value) -> Result<Value, OpError> {
    order(a, b, |o| o.is_lt())
}

/// `a <= b`, with the operand rules of [`less`].
pub fn less_or_equal(a: &Value, b: &Value) -> Result<Value, OpError> {
    order(a, b, |o| o.is_le())
}

/// `a > b`, with the operand rules of [`less`].
pub fn greater(a: &Value, b: &Value) -> Result<Value, OpError> {
    order(a, b, |o| o.is_gt())
}

/// `a >= b`, with the operand rules of [`less`].
pub fn greater_or_equal(a: &Value, b: &Value) -> Result<Value, OpError> {
    order(a, b, |o| o.is_ge())
}

/// `a == b`: any two values, null included; values of different types are unequal, and an unknown
/// operand gives an unknown bool.
pub fn equal(a: &Value, b: &Value) -> Result<Value, OpError> {
    let (a, b) = match prepare(&EQUALITY(), a, b)? {
        Ok(pair) => pair,
        Err(early) => return Ok(early),
    };
    Ok(a.equals(&b))
}

/// `a != b`: the negation of [`equal`].
pub fn not_equal(a: &Value, b: &Value) -> Result<Value, OpError> {
    let eq = equal(a, b)?;
    Ok(match eq.as_bool() {
        Some(v) => Value::bool(!v),
        None => Value::unknown(Type::Bool),
    })
}

fn logic(a: &Value, b: &Value, f: impl Fn(bool, bool) -> bool) -> Result<Value, OpError> {
    let (a, b) = match prepare(&LOGIC(), a, b)? {
        Ok(pair) => pair,
        Err(early) => return Ok(early),
    };
    match (a.as_bool(), b.as_bool()) {
        (Some(x), Some(y)) => Ok(Value::bool(f(x, y))),
        _ => Ok(Value::unknown(Type::Bool)),
    }
}

/// `a && b`: both operands convert to bool (both are evaluated); null is an error, an unknown
/// operand gives an unknown bool.
pub fn and(a: &Value, b: &Value) -> Result<Value, OpError> {
    logic(a, b, |x, y| x && y)
}

/// `a || b`, with the operand rules of [`and`].
pub fn or(a: &Value, b: &Value) -> Result<Value, OpError> {
    logic(a, b, |x, y| x || y)
}

fn unary(v: &Value, param: Type) -> Result<Option<Value>, OpError> {
    let c = convert(v, &param).map_err(|e| OpError {
        problems: vec![OpProblem {
            side: OperandSide::Unary,
            summary: "Invalid operand".into(),
            detail: format!("Unsuitable value for unary operand: {}.", e.message),
        }],
    })?;
    if c.is_null() {
        return Err(OpError::operation("argument must not be null"));
    }
    if !c.is_known() {
        return Ok(None);
    }
    Ok(Some(c))
}

/// `!v`.
pub fn not(v: &Value) -> Result<Value, OpError> {
    Ok(match unary(v, Type::Bool)?.and_then(|c| c.as_bool()) {
        Some(b) => Value::bool(!b),
        None => Value::unknown(Type::Bool),
    })
}

/// `-v`.
pub fn negate(v: &Value) -> Result<Value, OpError> {
    Ok(match unary(v, Type::Number)? {
        Some(c) => match c.as_number() {
            Some(n) => Value::number(n.neg()),
            None => Value::unknown(Type::Number),
        },
        None => Value::unknown(Type::Number),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn n(s: &str) -> Value {
        Value::number(Number::parse(s).unwrap())
    }

    #[test]
    fn arithmetic_converts_operands() {
        assert_eq!(
            add(&Value::string("1"), &Value::int(2)).unwrap(),
            Value::int(3)
        );
        assert_eq!(
            modulo(&Value::int(5), &Value::int(0)).unwrap(),
            Value::int(5)
        );
        assert_eq!(
            divide(&Value::int(1), &Value::int(0))
                .unwrap()
                .as_number()
                .unwrap()
                .to_text(),
            "+Inf"
        );
        let e = add(&Value::string("a"), &Value::int(1)).unwrap_err();
        assert_eq!(e.problems.len(), 1);
        assert_eq!(
            e.problems[0].detail,
            "Unsuitable value for left operand: a number is required."
        );
        let e = add(&Value::null(Type::Number), &Value::int(1)).unwrap_err();
        assert_eq!(e.problems[0].summary, "Operation failed");
        assert_eq!(
            e.problems[0].detail,
            "Error during operation: argument must not be null."
        );
        let e = less(&Value::string("a"), &Value::string("b")).unwrap_err();
        assert_eq!(e.problems.len(), 2);
    }

    #[test]
    fn unknowns_propagate() {
        assert_eq!(
            add(&Value::dynamic(), &Value::int(1)).unwrap(),
            Value::unknown(Type::Number)
        );
        assert_eq!(
            equal(&Value::unknown(Type::String), &Value::string("a")).unwrap(),
            Value::unknown(Type::Bool)
        );
        assert_eq!(
            and(&Value::unknown(Type::Bool), &Value::bool(false)).unwrap(),
            Value::unknown(Type::Bool)
        );
    }

    #[test]
    fn comparisons_and_logic() {
        assert_eq!(less(&n("0.1"), &n("0.2")).unwrap(), Value::bool(true));
        assert_eq!(
            not_equal(&Value::int(1), &Value::string("1")).unwrap(),
            Value::bool(true)
        );
        assert_eq!(
            or(&Value::bool(false), &Value::string("true")).unwrap(),
            Value::bool(true)
        );
        assert_eq!(
            not(&Value::int(1)).unwrap_err().problems[0].detail,
            "Unsuitable value for unary operand: bool required."
        );
        assert_eq!(negate(&Value::string("2")).unwrap(), Value::int(-2));
    }
}
