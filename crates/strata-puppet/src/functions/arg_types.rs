//! The first parameter's type check of core 4.x functions whose dispatches all take the
//! same first parameter (by name), from their `.rb` files: when no dispatch takes the first
//! argument, Puppet's describer gives one merged reason: "'f' parameter 'p' expects a value
//! of type A or B, got T".

use crate::eval::{rt_err, R};
use crate::value::Val;
use strata_core::Span;

/// The base types a parameter takes.
#[derive(Clone, Copy, PartialEq)]
enum Base {
    Numeric,
    String,
    Array,
    Hash,
}

impl Base {
    fn name(self) -> &'static str {
        match self {
            Base::Numeric => "Numeric",
            Base::String => "String",
            Base::Array => "Array",
            Base::Hash => "Hash",
        }
    }

    fn takes(self, v: &Val) -> bool {
        match self {
            Base::Numeric => matches!(v, Val::Int(_) | Val::Float(_)),
            Base::String => matches!(v, Val::Str(_)),
            Base::Array => matches!(v, Val::Array(_)),
            Base::Hash => matches!(v, Val::Hash(_)),
        }
    }
}

/// The first parameter of `name` (its name, the types its dispatches take), for the
/// functions this check covers.
fn first_param(name: &str) -> Option<(&'static str, &'static [Base])> {
    use Base::*;
    Some(match name {
        // abs.rb, ceiling.rb, floor.rb: on_numeric(Numeric val), on_string(String val)
        "abs" | "ceiling" | "floor" => ("val", &[Numeric, String]),
        // round.rb: Numeric val
        "round" => ("val", &[Numeric]),
        // downcase.rb, upcase.rb: Numeric, String, Array, Hash arg
        "downcase" | "upcase" => ("arg", &[Numeric, String, Array, Hash]),
        // keys.rb, values.rb: Hash hsh
        "keys" | "values" => ("hsh", &[Hash]),
        // split.rb: String str (every dispatch)
        "split" => ("str", &[String]),
        // epp.rb: String path; inline_epp.rb: String template (then an optional Hash)
        "epp" => ("path", &[String]),
        "inline_epp" => ("template", &[String]),
        _ => return None,
    })
}

/// Puppet's message when the first argument fits none of `name`'s dispatches.
pub(crate) fn first_arg_mismatch(name: &str, args: &[Val]) -> Option<String> {
    let (param, bases) = first_param(name)?;
    let v = args.first()?;
    if bases.iter().any(|b| b.takes(v)) {
        return None;
    }
    let names: Vec<&str> = bases.iter().map(|b| b.name()).collect();
    let expects = match names.as_slice() {
        [one] => format!("expects {} value", crate::types::a_an(one)),
        [a, b] => format!("expects a value of type {a} or {b}"),
        [rest @ .., last] => format!("expects a value of type {}, or {last}", rest.join(", ")),
        [] => return None,
    };
    Some(format!(
        "'{name}' parameter '{param}' {expects}, got {}",
        got(v)
    ))
}

/// The short name of an argument's type in a mismatch (`Tuple`, `Struct`, `Type[Integer]`).
pub(crate) fn got(v: &Val) -> String {
    match v {
        Val::Type(t) => {
            let s = t.to_string();
            format!("Type[{}]", s.split('[').next().unwrap_or_default())
        }
        // the describer names a Sensitive with its generalized content (`Sensitive[String]`)
        Val::Sensitive(_) => crate::types::type_name_of(v),
        other => crate::infer_set::short_name(other),
    }
}

/// The argument counts of core 4.x functions whose every dispatch takes the same number of
/// arguments and no block (from their `.rb` files: `abs.rb` `param 'Numeric', :val`, ...):
/// `(min, max)`.
pub(crate) fn fixed_arity(name: &str) -> Option<(usize, usize)> {
    Some(match name {
        "abs" | "ceiling" | "floor" | "round" | "camelcase" | "capitalize" | "downcase"
        | "upcase" | "chomp" | "chop" | "strip" | "lstrip" | "rstrip" | "keys" | "values"
        | "length" | "size" | "empty" => (1, 1),
        // (compare.rb has its own message for a wrong count)
        "versioncmp" => (2, 3),
        "split" => (2, 2),
        "join" => (1, 2),
        _ => return None,
    })
}

/// functions/compare.rb's argument_mismatch dispatches (`on_error`, `on_not_comparable`):
/// the message for arguments that match none of compare's signatures (Numeric and Numeric,
/// String and String with an optional Boolean), `None` when they match one.
pub(crate) fn compare_mismatch(
    a: &crate::value::Val,
    b: &crate::value::Val,
    rest: &[crate::value::Val],
) -> Option<String> {
    use crate::types::value_label;
    use crate::value::Val;
    let num = |v: &Val| matches!(v, Val::Int(_) | Val::Float(_));
    let string = |v: &Val| matches!(v, Val::Str(_));
    let ok = match rest {
        [] => (num(a) && num(b)) || (string(a) && string(b)),
        [Val::Bool(_)] => string(a) && string(b),
        _ => false,
    };
    if ok {
        return None;
    }
    if !(num(a) || string(a)) || !(num(b) || string(b)) {
        return Some(format!("compare(): Non comparable type. Only values of the types Numeric, String, Semver, Timestamp and Timestamp can be compared. Got {} and {}", value_label(a), value_label(b)));
    }
    if !rest.is_empty() {
        if !(string(a) && string(b)) {
            return Some("compare(): The third argument (ignore case) can only be used when comparing strings".into());
        }
        if rest.len() != 1 {
            return Some(format!(
                "compare(): Accepts at most 3 arguments, got {}",
                2 + rest.len()
            ));
        }
        return Some(format!(
            "compare(): The third argument (ignore case) must be a Boolean. Got {}",
            value_label(&rest[0])
        ));
    }
    Some(format!("compare(): Can only compare values of the same type (or for Timestamp/Timespan also against Numeric). Got {} and {}", value_label(a), value_label(b)))
}

/// "'f' expects N arguments, got M" as Puppet's `CountMismatch` words it.
pub(crate) fn arity(name: &str, args: &[Val], min: usize, max: usize, span: Span) -> R<()> {
    if args.len() < min || args.len() > max {
        return rt_err(
            format!("'{name}' {}", expects_count(min, max, args.len())),
            span,
        );
    }
    Ok(())
}

/// Puppet's count mismatch (`CountMismatch`): "expects between 1 and 2 arguments, got 3";
/// `usize::MAX` is no upper bound.
pub(crate) fn expects_count(min: usize, max: usize, got: usize) -> String {
    let range = |lo: usize, hi: usize, zero: &str| {
        if lo == hi {
            if lo == 0 {
                zero.to_string()
            } else {
                lo.to_string()
            }
        } else if lo == 0 {
            if hi == usize::MAX {
                "unlimited".to_string()
            } else {
                format!("at most {hi}")
            }
        } else if hi == usize::MAX {
            format!("at least {lo}")
        } else {
            format!("between {lo} and {hi}")
        }
    };
    let plural = !((min == 1 && (max == 1 || max == usize::MAX)) || (min == 0 && max == 1));
    format!(
        "expects {} argument{}, got {}",
        range(min, max, "no"),
        if plural { "s" } else { "" },
        range(got, got, "none")
    )
}
