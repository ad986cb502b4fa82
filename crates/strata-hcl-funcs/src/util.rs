//! Argument helpers shared by the function modules.

use strata_hcl_types::function::{Function, FunctionError, Parameter};
use strata_hcl_types::{Number, Type, Value};

/// The registration callback every module's `register` receives.
pub(crate) type Add<'a> = dyn FnMut(&str, Function) + 'a;

/// A parameter of type `ty` (no nulls, no unknowns, no dynamic-typed arguments).
pub(crate) fn param(name: &str, ty: Type) -> Parameter {
    Parameter::new(name, ty)
}

/// Argument `i`, or an error if the call protocol let a short argument list through.
pub(crate) fn arg(args: &[Value], i: usize) -> Result<&Value, FunctionError> {
    args.get(i)
        .ok_or_else(|| FunctionError::new("wrong number of arguments"))
}

pub(crate) fn str_arg(args: &[Value], i: usize) -> Result<&str, FunctionError> {
    arg(args, i)?
        .as_str()
        .ok_or_else(|| FunctionError::arg(i, "string required"))
}

pub(crate) fn num_arg(args: &[Value], i: usize) -> Result<Number, FunctionError> {
    arg(args, i)?
        .as_number()
        .cloned()
        .ok_or_else(|| FunctionError::arg(i, "number required"))
}

/// A whole number that fits an `i64`, with go-cty's message for every other number
/// (fractional or out of range alike).
pub(crate) fn whole(n: &Number) -> Result<i64, String> {
    n.to_i64().ok_or_else(|| {
        "value must be a whole number, between -9223372036854775808 and 9223372036854775807"
            .to_string()
    })
}

/// Argument `i` as an `i64` (an argument error otherwise).
pub(crate) fn int_arg(args: &[Value], i: usize) -> Result<i64, FunctionError> {
    whole(&num_arg(args, i)?).map_err(|m| FunctionError::arg(i, m))
}

/// The elements of a known list, set or tuple argument.
pub(crate) fn elems(args: &[Value], i: usize) -> Result<&[Value], FunctionError> {
    arg(args, i)?
        .as_elements()
        .ok_or_else(|| FunctionError::arg(i, "list, set or tuple required"))
}

/// The number from an `f64` as Go's `cty.NumberFloatVal` holds it: the shortest decimal
/// that reads back to the float. NaN is an error.
pub(crate) fn from_f64(f: f64) -> Result<Number, FunctionError> {
    if f.is_nan() {
        return Err(FunctionError::new("result is not a number"));
    }
    if f.is_infinite() {
        return Ok(Number::infinity(f < 0.0));
    }
    Number::parse(&format!("{f}")).ok_or_else(|| FunctionError::new("number out of range"))
}

pub(crate) use strata_core::text::go_quote;
