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
//!   that reads back to the same value. Infinities exist; NaN does not.
//! * [`Value`]: a typed value that is known, null, or unknown. Every operation on an unknown
//!   operand yields an unknown result of the appropriate type. Values are cheap to clone and
//!   `Send + Sync`.
//! * [`mod@convert`]: safe and unsafe conversions between types, and type unification.
//! * [`ops`]: the arithmetic, comparison and logic operators with HCL's operand conversions
//!   and error texts.
//! * [`collection`]: indexing, attribute access, length and element iteration.
//! * [`function`]: functions with typed parameters, and the call protocol of the model
//!   (argument conversion, null checks, unknown short-circuiting). [`stdlib`] holds the
//!   functions hcldec offers.
//! * [`json`]: values to and from JSON, typed JSON (`{"value":..,"type":..}`) and
//!   `jsonencode`/`jsondecode`.
//!
//! Nesting depth: every recursive walk over types or values is bounded by [`MAX_DEPTH`]
//! (conversion, equality, JSON); deeper inputs produce an error instead of exhausting the stack.
#![forbid(unsafe_code)]

pub mod collection;
pub mod convert;
pub mod function;
pub mod json;
pub mod json_decode;
pub mod number;
pub mod ops;
pub mod stdlib;
pub mod types;
pub mod value;

pub use collection::{get_attr, index, length, IndexError};
pub use convert::{convert, unify, ConversionError};
pub use function::{Function, FunctionError, Parameter};
pub use number::Number;
pub use ops::OpError;
pub use types::{ObjectType, Type};
pub use value::Value;

/// The deepest nesting of types and values that the recursive operations of this crate accept.
pub const MAX_DEPTH: usize = 256;
