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

/// Go's `%q` quoting of a string.
pub(crate) fn go_quote(s: &str) -> String {
    let mut out = String::with_capacity(s.len() + 2);
    out.push('"');
    for c in s.chars() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            '\n' => out.push_str("\\n"),
            '\r' => out.push_str("\\r"),
            '\t' => out.push_str("\\t"),
            '\u{7}' => out.push_str("\\a"),
            '\u{8}' => out.push_str("\\b"),
            '\u{c}' => out.push_str("\\f"),
            '\u{b}' => out.push_str("\\v"),
            c if (c as u32) < 0x20 || c == '\u{7f}' => {
                out.push_str(&format!("\\x{:02x}", c as u32));
            }
            c if is_go_printable(c) => out.push(c),
            c if (c as u32) < 0x10000 => out.push_str(&format!("\\u{:04x}", c as u32)),
            c => out.push_str(&format!("\\U{:08x}", c as u32)),
        }
    }
    out.push('"');
    out
}

/// An approximation of Go's `strconv.IsPrint`: not a control, format, private-use,
/// surrogate or unassigned-looking character, and not a non-ASCII space other than U+0020.
fn is_go_printable(c: char) -> bool {
    let u = c as u32;
    if u < 0x80 {
        return (0x20..0x7f).contains(&u);
    }
    !(c.is_control()
        || (0x80..0xa0).contains(&u)
        || u == 0xad
        || (0x2000..=0x200f).contains(&u)
        || (0x2028..=0x202f).contains(&u)
        || (0x205f..=0x206f).contains(&u)
        || u == 0x3000
        || u == 0xfeff
        || u == 0xa0
        || u == 0x1680
        || (0xe000..=0xf8ff).contains(&u)
        || (0xfff9..=0xfffb).contains(&u)
        || u >= 0xf0000)
}
