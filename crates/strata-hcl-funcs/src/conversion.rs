//! Type conversion functions: `tobool`, `tonumber`, `tostring`, `tolist`, `toset`, `tomap`.
//!
//! Each converts its argument with HCL's unsafe conversions to `bool`, `number`, `string`,
//! `list(any)`, `set(any)` or `map(any)`. Null converts to null of the wanted type; unknown
//! values convert to unknowns of the converted type. When the types admit no conversion the
//! error is `cannot convert TYPE to WANTED`; a string that does not read as a bool or number
//! gets Terraform's more specific message.

use strata_hcl_types::convert::{can_convert, convert, mismatch_message};
use strata_hcl_types::function::{Function, FunctionError, Parameter};
use strata_hcl_types::{Type, Value};

use crate::util::{arg, go_quote, Add};

pub(crate) fn register(add: &mut Add<'_>) {
    add("tobool", to(Type::Bool));
    add("tonumber", to(Type::Number));
    add("tostring", to(Type::String));
    add("tolist", to(Type::list(Type::Dynamic)));
    add("toset", to(Type::set(Type::Dynamic)));
    add("tomap", to(Type::map(Type::Dynamic)));
}

fn to(want: Type) -> Function {
    let want2 = want.clone();
    Function::new(
        vec![Parameter::new("v", Type::Dynamic)
            .allow_null()
            .allow_dynamic_type()],
        None,
        move |args| {
            let got = arg(args, 0)?.ty().clone();
            if got == want {
                return Ok(want.clone());
            }
            if !can_convert(&got, &want, true) {
                let msg = match (&got, &want) {
                    (Type::Tuple(_), Type::Tuple(_)) => format!(
                        "incompatible tuple type for conversion: {}",
                        mismatch_message(&got, &want)
                    ),
                    (Type::Object(_), Type::Object(_)) => format!(
                        "incompatible object type for conversion: {}",
                        mismatch_message(&got, &want)
                    ),
                    _ => format!(
                        "cannot convert {} to {}",
                        got.friendly_name(),
                        constraint_name(&want)
                    ),
                };
                return Err(FunctionError::arg(0, msg));
            }
            // The precise result type: what an unknown of the argument's type converts to.
            Ok(convert(&Value::unknown(got), &want)
                .map(|v| v.ty().clone())
                .unwrap_or_else(|_| want.clone()))
        },
        move |args, ret| {
            let v = arg(args, 0)?;
            convert(v, ret).map_err(|_| {
                let what = v.as_str().map(go_quote).unwrap_or_else(|| "string".into());
                let msg = match (v.ty(), &want2) {
                    (Type::String, Type::Bool) => format!(
                        "cannot convert {what} to bool; only the strings \"true\" or \"false\" are allowed"
                    ),
                    (Type::String, Type::Number) => format!(
                        "cannot convert {what} to number; given string must be a decimal representation of a number"
                    ),
                    (got, want) => format!(
                        "cannot convert {} to {}",
                        got.friendly_name(),
                        constraint_name(want)
                    ),
                };
                FunctionError::arg(0, msg)
            })
        },
    )
}

/// The constraint's name as cty prints it: a collection of the dynamic pseudo-type reads
/// `list of any single type` (one element type, whatever it is).
fn constraint_name(want: &Type) -> String {
    match want {
        Type::List(e) if e.is_dynamic() => "list of any single type".into(),
        Type::Set(e) if e.is_dynamic() => "set of any single type".into(),
        Type::Map(e) if e.is_dynamic() => "map of any single type".into(),
        other => other.friendly_name_for_constraint(),
    }
}
