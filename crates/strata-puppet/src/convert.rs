//! `new` (and `Type(value)` calls): conversions to Integer, Float, Numeric, String, Boolean,
//! Array, Hash and the like.

use crate::ast::Lambda;
use crate::eval::{rt_err, Compiler, ScopeId, R};
use crate::types::{self, type_name_of};
use crate::value::{Ty, Val};
use strata_core::Span;

/// `new(Type, value, ...)`.
pub(crate) fn new_value(
    c: &mut Compiler<'_>,
    args: Vec<Val>,
    lambda: Option<&Lambda>,
    sc: ScopeId,
    span: Span,
) -> R<Val> {
    let Some(Val::Type(t)) = args.first() else {
        return rt_err("new(): first argument must be a Type", span);
    };
    let t = match &**t {
        Ty::Alias(_, x) => (**x).clone(),
        other => other.clone(),
    };
    let v = args.get(1).cloned().unwrap_or(Val::Undef);
    // new.rb: one argument that already is an instance of the type is the result (no
    // conversion, and no block)
    // (not for Init, whose instances are what its type's new function takes)
    let init = matches!(&t, Ty::Ranged(r) if matches!(&**r, crate::ptypes::RangedTy::Init(..)));
    if args.len() == 2 && !init && c.instance_of(&t, &v) {
        return Ok(v);
    }
    // the new functions that need the compiler or return the value itself
    let early = match (&t, &v) {
        // Unit's new function (also NotUndef's without a type) returns its argument
        (Ty::NotUndef(inner), _) if **inner == Ty::Any => Some(v.clone()),
        (Ty::Other(n), _) if &**n == "Unit" => Some(v.clone()),
        (Ty::Default, Val::Default) => Some(Val::Default),
        (Ty::Type(_), Val::Str(s)) if !s.is_empty() => match crate::ruby::parse_type(c, s, sc) {
            Ok(ty) => Some(Val::ty(ty)),
            // TypeParser makes a name no loader knows a TypeReference (resolved, or not,
            // where it is used)
            Err(e)
                if e.ends_with("cannot be parsed to a type")
                    && s.starts_with(|ch: char| ch.is_ascii_uppercase()) =>
            {
                Some(Val::ty(Ty::Other(
                    format!("TypeReference[{}]", crate::value::quote_str(s)).into(),
                )))
            }
            // the type parser's error as it is (`Syntax error at end of input`)
            Err(e) => return rt_err(e, span),
        },
        // a Sensitive is immutable: Sensitive.new(sensitive) is that value
        (Ty::Sensitive(_), Val::Sensitive(_)) => Some(v.clone()),
        _ => None,
    };
    if let Some(x) = early {
        return Ok(x);
    }
    if let Some(o) = crate::ptypes::object::object_type(&Val::ty(t.clone())) {
        return match crate::ptypes::object::new_object(c, &o, &args[1..]) {
            Ok(v) => match lambda {
                Some(l) => c.call_lambda(l, vec![v], sc, span),
                None => Ok(v),
            },
            Err(e) => rt_err(e, span),
        };
    }
    let result = convert(&t, &v, &args[2.min(args.len())..], args.len() - 1, span)?;
    if !c.instance_of(&t, &result)
        && !matches!(
            t,
            Ty::Optional(_) | Ty::NotUndef(_) | Ty::Variant(_) | Ty::Other(_)
        )
    {
        // TypeAsserter: the mismatches described under the subject, one stripped, several
        // each on a line after a blank
        let subject = format!("Converted value from {t}.new() has wrong type,");
        let lines = crate::describe::describe(c, &t, &result, &subject);
        let msg = match lines.len() {
            0 => format!("{subject} {}", types::mismatch(&t, &result)),
            1 => lines[0].trim().to_string(),
            _ => format!(" {}", lines.join("\n ")),
        };
        return rt_err(msg, span);
    }
    // the block gets the checked result, and its value is new's
    match lambda {
        Some(l) => c.call_lambda(l, vec![result], sc, span),
        None => Ok(result),
    }
}

pub(crate) fn convert(t: &Ty, v: &Val, rest: &[Val], args_given: usize, span: Span) -> R<Val> {
    Ok(match t {
        Ty::Integer(..) => {
            let mut all = vec![v.clone()];
            all.extend(rest.iter().cloned());
            match crate::convert_int::new_integer(&all) {
                Ok(i) => i,
                Err(e) => return rt_err(e, span),
            }
        }
        Ty::Float(..) | Ty::Numeric => {
            let float = matches!(t, Ty::Float(..));
            match crate::convert_num::new_number(float, v, rest) {
                Ok(x) => x,
                Err(e) => return rt_err(e, span),
            }
        }
        // new_string: StringConverter.convert(from, formats)
        Ty::String(..) => {
            if rest.len() > 1 {
                return rt_err(
                    format!(
                        "'new_string' expects between 1 and 2 arguments, got {}",
                        rest.len() + 1
                    ),
                    span,
                );
            }
            if let Some(f) = rest
                .first()
                .filter(|f| !crate::string_format::formats_type_ok(f))
            {
                // a hash fails several ways (the signature); anything else has one description
                if matches!(f, Val::Hash(_)) {
                    return rt_err(crate::string_format::NEW_STRING_SIGNATURE.to_string(), span);
                }
                return rt_err(
                    format!(
                        "'new_string' parameter 'string_formats' expects a {} value, got {}",
                        crate::string_format::FORMATS_TYPE,
                        crate::functions::arg_types::got(f)
                    ),
                    span,
                );
            }
            match crate::string_format::convert(v, rest.first()) {
                Ok(s) => Val::Str(s.into()),
                Err(e) => return rt_err(e, span),
            }
        }
        Ty::Boolean => match crate::convert_num::new_boolean(v) {
            Ok(x) => x,
            Err(e) => return rt_err(e, span),
        },
        Ty::Array(..) | Ty::Tuple(..) => match crate::convert_num::new_array(v, rest) {
            Ok(x) => x,
            Err(e) => return rt_err(e, span),
        },
        Ty::Hash(..) | Ty::Struct(..) => match crate::convert_num::new_hash(v, rest) {
            Ok(x) => x,
            Err(e) => return rt_err(e, span),
        },
        Ty::Regexp(_) => match v {
            Val::Str(s) => Val::Regex(types::regex_val(s)),
            Val::Regex(_) => v.clone(),
            // (Puppet 7.23 names Regexp's new function new_float)
            other => {
                return rt_err(
                    format!(
                        "'new_float' parameter 'pattern' expects a String value, got {}",
                        type_name_of(other)
                    ),
                    span,
                )
            }
        },
        Ty::Optional(inner) | Ty::NotUndef(inner) => {
            if v.is_undef() {
                Val::Undef
            } else {
                convert(inner, v, rest, args_given, span)?
            }
        }
        Ty::Sensitive(_) => Val::Sensitive(std::sync::Arc::new(v.clone())),
        Ty::Type(_) => match v {
            Val::Type(_) => v.clone(),
            other => {
                return rt_err(
                    format!(
                        "Value of type {} cannot be converted to Type",
                        type_name_of(other)
                    ),
                    span,
                )
            }
        },
        // PUndefType has no new_function: PAnyType's refusal
        Ty::Undef => {
            return rt_err(
                "Creation of new instance of type 'Undef' is not supported",
                span,
            )
        }
        // PURIType.new_function: `create(String[1] uri)` by URI.parse, `from_hash(init hash)`
        // by URI::Generic.build
        Ty::Other(n) if &**n == "URI" => {
            if !rest.is_empty() {
                return rt_err(
                    format!("'new_error' expects 1 argument, got {}", args_given),
                    span,
                );
            }
            let u = match v {
                Val::Str(s) if !s.is_empty() => match crate::ptypes::uri::parse(s) {
                    Some(u) => u,
                    None => return rt_err(format!("bad URI(is not URI?): {}", crate::functions::stdlib::inspect(v)), span),
                },
                Val::Hash(h) => match crate::ptypes::uri::Uri::from_hash(h) {
                    Ok(u) => u,
                    Err(e) => return rt_err(e, span),
                },
                other => {
                    return rt_err(
                        format!("The function 'new_error' was called with arguments it does not accept. It expects one of:\n  (String[1] uri)\n    rejected: parameter 'uri' expects a String[1] value, got {}\n  (Struct hash)\n    rejected: parameter 'hash' expects a Struct value, got {}", type_name_of(other), type_name_of(other)),
                        span,
                    )
                }
            };
            crate::ptypes::val(crate::ptypes::Rich::Uri(u))
        }
        Ty::Other(n) if crate::ptypes::is_rich_type(n) => {
            let mut all = vec![v.clone()];
            all.extend(rest.iter().cloned());
            // Timestamp.new() is the current time (Timestamp.now)
            if args_given == 0 && &**n == "Timestamp" {
                return Ok(crate::ptypes::now());
            }
            match crate::ptypes::new_rich(n, &all) {
                Ok(x) => x,
                Err(e) => return rt_err(e, span),
            }
        }
        Ty::Ranged(r) if matches!(&**r, crate::ptypes::RangedTy::Object(_)) => {
            return rt_err(
                format!("Creation of new instance of type '{t}' is not supported"),
                span,
            )
        }
        // Init[T, args].new(value) is T.new(value, args)
        Ty::Ranged(r) => match &**r {
            crate::ptypes::RangedTy::Init(Some(t), extra) => {
                let mut all = rest.to_vec();
                all.extend(extra.iter().cloned());
                return convert(t, v, &all, args_given + extra.len(), span);
            }
            crate::ptypes::RangedTy::Time(..) | crate::ptypes::RangedTy::SemVer(_) => {
                convert(&Ty::Other(r.base().into()), v, rest, args_given, span)?
            }
            _ => {
                return rt_err(
                    format!("Creation of new instance of type '{t}' is not supported"),
                    span,
                )
            }
        },
        // Deferred.new(name, arguments = undef): Puppet's Deferred object's attributes,
        // `name` a String and `arguments` an Optional[Array]
        Ty::Other(n) if &**n == "Deferred" => {
            let Val::Str(name) = v else {
                return rt_err(
                    format!(
                        "Deferred.new(): parameter 'name' {}",
                        types::mismatch(&Ty::String(0, crate::value::IMAX, None), v)
                    ),
                    span,
                );
            };
            let arguments = match rest.first() {
                None | Some(Val::Undef) => None,
                Some(a @ Val::Array(_)) => Some(a.clone()),
                Some(other) => {
                    return rt_err(
                        format!(
                            "Deferred.new(): parameter 'arguments' expects a value of type Undef or Array, got {}",
                            type_name_of(other)
                        ),
                        span,
                    )
                }
            };
            Val::Deferred(std::sync::Arc::new((name.clone(), arguments)))
        }
        other => {
            return rt_err(
                format!("Creation of new instance of type '{other}' is not supported"),
                span,
            )
        }
    })
}
