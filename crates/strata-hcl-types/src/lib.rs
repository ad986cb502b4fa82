//! The HCL information model: types, values, conversion, operators and functions.
//!
//! This crate implements the syntax-agnostic part of HCL as specified in the HCL information
//! model (types, null and unknown values, the dynamic pseudo-type, conversion and unification,
//! function calls) together with the operator semantics of the native syntax. It has no parser;
//! `strata-hcl` evaluates expressions on top of it.
//!
//! * [`Type`]: `dynamic`, `string`, `number`, `bool`, `list`/`set`/`map` of an element type,
//!   `object` (named attribute types, some possibly optional in a type constraint) and `tuple`.
//! * [`Number`]: an arbitrary-precision binary floating point number that behaves like a
//!   512-bit-mantissa float: decimal text is parsed with round-to-nearest-even at 512 bits,
//!   `+ - * /` round their exact result to 512 bits, and numbers print as the shortest decimal
//!   that reads back to the same value. Infinities exist; NaN does not. Numbers made from
//!   machine integers (lengths, indices) carry 64-bit precision, as in the reference, which
//!   matters only when two of them meet in a division.
//! * [`Value`]: a typed value that is known, null, or unknown. Every operation on an unknown
//!   operand yields an unknown result of the appropriate type. Values are cheap to clone and
//!   `Send + Sync`.
//! * [`mod@convert`]: safe and unsafe conversions between types, and type unification
//!   ([`unify`] for the type, [`unify_conversions`] also for converting the values, as a
//!   conditional expression needs).
//! * [`ops`]: the arithmetic, comparison and logic operators with HCL's operand conversions
//!   and error texts.
//! * [`collection`]: indexing, attribute access, length and element iteration.
//! * [`function`]: functions with typed parameters, and the call protocol of the model
//!   (argument conversion, null checks, unknown short-circuiting). [`stdlib`] holds the
//!   functions hcldec offers.
//! * [`json`]: values to and from JSON, typed JSON (`{"value":..,"type":..}`) and
//!   `jsonencode`/`jsondecode` ([`json_decode`] reads JSON text with the reference's error
//!   wording).
//!
//! Behaviour is checked against answers captured from the reference implementation (see
//! the repository's `CONFORMANCE.md`, "HCL types and functions", and `tests/capture/`).
//!
//! ```
//! use strata_hcl_types::{convert, ops, stdlib, Number, Type, Value};
//!
//! // `"1" + 2` converts the string operand to a number.
//! let three = ops::add(&Value::string("1"), &Value::int(2)).unwrap();
//! assert_eq!(three, Value::int(3));
//!
//! // Numbers are 512-bit binary floats printed in their shortest form.
//! let third = ops::divide(&Value::int(1), &Value::number(Number::parse("3").unwrap())).unwrap();
//! assert!(third.as_number().unwrap().to_text().starts_with("0.33333333333333333333"));
//!
//! // Unknown values propagate; conversion follows HCL's rules and messages.
//! assert_eq!(ops::add(&Value::dynamic(), &Value::int(1)).unwrap(), Value::unknown(Type::Number));
//! let err = convert(&Value::string("x"), &Type::Number).unwrap_err();
//! assert_eq!(err.message, "a number is required");
//!
//! // The functions hcldec offers.
//! let upper = &stdlib::functions()["upper"];
//! assert_eq!(upper.call(&[Value::string("abc")]).unwrap(), Value::string("ABC"));
//! ```
//!
//! Nesting depth: every recursive walk over types or values is bounded by [`MAX_DEPTH`]
//! (conversion, equality, JSON); deeper inputs produce an error instead of exhausting the stack.
#![forbid(unsafe_code)]
#![warn(missing_docs)]

pub mod collection;
mod construct;
pub mod convert;
pub mod function;
pub mod json;
pub mod json_decode;
mod json_error;
mod normalize;
pub mod number;
pub mod ops;
pub mod stdlib;
pub mod types;
pub mod value;

pub use collection::{get_attr, index, length, IndexError};
pub use convert::{convert, convert_owned, unify, unify_conversions, ConversionError, Unified};
pub use function::{Function, FunctionError, Parameter};
pub use number::Number;
pub use ops::OpError;
pub use types::{ObjectType, Type};
pub use value::Value;

/// The deepest nesting of types and values that the recursive operations of this crate accept.
pub const MAX_DEPTH: usize = 256;

/// Drops `x` on a stack that grows as needed ([`strata_core::budget::grow`]): nested values
/// and types drop recursively, one level per nesting level, and the HCL syntax allows
/// thousands of levels.
#[doc(hidden)]
pub fn deep_drop<T>(x: T) {
    strata_core::budget::grow(move || drop(x));
}
