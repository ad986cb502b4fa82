//! The functions hcldec offers to expressions.
//!
//! | function | semantics |
//! |---|---|
//! | `abs(n)` | absolute value |
//! | `coalesce(v...)` | the first non-null argument, all converted to their unified type; error `no non-null arguments` |
//! | `concat(seq...)` | joins lists (a list when all are lists of unifiable types) or tuples/lists (a tuple) |
//! | `hasindex(c, k)` | whether `c[k]` exists; lists and tuples take numbers, maps strings, without conversion |
//! | `int(n)` | truncates toward zero |
//! | `jsondecode(s)` / `jsonencode(v)` | JSON with implied types / compact JSON, sorted keys |
//! | `length(c)` | element count of a list, set, map or tuple |
//! | `lower(s)` / `upper(s)` | simple case mapping, character by character (Unicode 13 data, as the reference) |
//! | `max(n...)` / `min(n...)` | largest / smallest; error `must pass at least one number` |
//! | `reverse(s)` | reverses a string by grapheme clusters (Unicode 13 rules, as the reference; characters assigned later may cluster differently) |
//! | `strlen(s)` | number of grapheme clusters |
//! | `substr(s, offset, length)` | grapheme clusters from `offset` (negative counts from the end), `length` of them (`-1`: the rest) |

use std::collections::BTreeMap;

use unicode_segmentation::UnicodeSegmentation;

use crate::collection;
use crate::convert::{convert, unify};
use crate::function::{Function, FunctionError, Parameter};
use crate::json;
use crate::number::Number;
use crate::types::Type;
use crate::value::Value;

/// Every function of this module, by name.
pub fn functions() -> BTreeMap<String, Function> {
    let mut m = BTreeMap::new();
    m.insert("abs".into(), abs());
    m.insert("coalesce".into(), coalesce());
    m.insert("concat".into(), concat());
    m.insert("hasindex".into(), hasindex());
    m.insert("int".into(), int());
    m.insert("jsondecode".into(), jsondecode());
    m.insert("jsonencode".into(), jsonencode());
    m.insert("length".into(), length());
    m.insert("lower".into(), lower());
    m.insert("max".into(), max());
    m.insert("min".into(), min());
    m.insert("reverse".into(), reverse());
    m.insert("strlen".into(), strlen());
    m.insert("substr".into(), substr());
    m.insert("upper".into(), upper());
    m
}

fn num_arg(args: &[Value], i: usize) -> Result<Number, FunctionError> {
    args.get(i)
        .and_then(Value::as_number)
        .cloned()
        .ok_or_else(|| FunctionError::arg(i, "a number is required"))
}

fn str_arg(args: &[Value], i: usize) -> Result<&str, FunctionError> {
    args.get(i)
        .and_then(Value::as_str)
        .ok_or_else(|| FunctionError::arg(i, "string required"))
}

/// `abs(number)`: the absolute value.
pub fn abs() -> Function {
    Function::with_static_type(
        vec![Parameter::new("num", Type::Number).allow_dynamic_type()],
        None,
        Type::Number,
        |args, _| Ok(Value::number(num_arg(args, 0)?.abs())),
    )
}

/// `coalesce(vals...)`: the first argument that is not null (after unifying the arguments' types).
pub fn coalesce() -> Function {
    coalesce_skipping(false)
}

/// `coalesce` as HCL's standard library has it (`skip_empty_strings` false: the first
/// argument that is not null) or as Terraform's (true: also skipping empty strings when the
/// arguments unify to a string), after unifying the arguments' types. An unknown argument
/// before the answer makes the result unknown.
pub fn coalesce_skipping(skip_empty_strings: bool) -> Function {
    Function::new(
        vec![],
        Some(
            Parameter::new("vals", Type::Dynamic)
                .allow_unknown()
                .allow_dynamic_type()
                .allow_null(),
        ),
        |args| {
            let tys: Vec<Type> = args.iter().map(|v| v.ty().clone()).collect();
            unify(&tys).ok_or_else(|| FunctionError::new("all arguments must have the same type"))
        },
        move |args, ret| {
            for a in args {
                let a = convert(a, ret).unwrap_or_else(|_| a.clone());
                if !a.is_known() {
                    return Ok(Value::unknown(ret.clone()));
                }
                let empty = skip_empty_strings && ret == &Type::String && a.as_str() == Some("");
                if a.is_null() || empty {
                    continue;
                }
                return Ok(a);
            }
            Err(FunctionError::new(if skip_empty_strings {
                "no non-null, non-empty-string arguments"
            } else {
                "no non-null arguments"
            }))
        },
    )
}

/// `concat(seqs...)`: the elements of lists and tuples joined into one list or tuple.
pub fn concat() -> Function {
    Function::new(
        vec![],
        Some(Parameter::new("seqs", Type::Dynamic)),
        |args| {
            let Some(first) = args.first() else {
                return Err(FunctionError::new("at least one argument is required"));
            };
            if first.ty().is_list() && args.iter().all(|a| a.ty().is_list()) {
                let tys: Vec<Type> = args.iter().map(|a| a.ty().clone()).collect();
                if let Some(t) = unify(&tys) {
                    return Ok(t);
                }
            }
            let mut etys = Vec::new();
            for (i, a) in args.iter().enumerate() {
                match a.ty() {
                    Type::Tuple(t) => etys.extend(t.iter().cloned()),
                    Type::List(e) => {
                        if !a.is_known() {
                            return Ok(Type::Dynamic);
                        }
                        for _ in 0..a.element_count().unwrap_or(0) {
                            etys.push((**e).clone());
                        }
                    }
                    other => {
                        return Err(FunctionError::arg(
                            i,
                            format!(
                                "all arguments must be lists or tuples; got {}",
                                other.friendly_name()
                            ),
                        ))
                    }
                }
            }
            Ok(Type::tuple(etys))
        },
        |args, ret| {
            let mut items = Vec::new();
            match ret {
                Type::List(e) => {
                    for (i, a) in args.iter().enumerate() {
                        let l = convert(a, ret).map_err(|e| FunctionError::arg(i, e.message))?;
                        items.extend(l.as_elements().unwrap_or(&[]).iter().cloned());
                    }
                    Ok(Value::list((**e).clone(), items))
                }
                _ => {
                    for a in args {
                        items.extend(a.as_elements().unwrap_or(&[]).iter().cloned());
                    }
                    Ok(Value::tuple(items))
                }
            }
        },
    )
}

const COLLECTION_KIND: &str = "collection must be a list, a map or a tuple";

/// `hasindex(collection, key)`: whether `collection[key]` exists.
pub fn hasindex() -> Function {
    Function::new(
        vec![
            Parameter::new("collection", Type::Dynamic).allow_dynamic_type(),
            Parameter::new("key", Type::Dynamic).allow_dynamic_type(),
        ],
        None,
        |args| match args.first().map(Value::ty) {
            Some(Type::Tuple(_) | Type::List(_) | Type::Map(_) | Type::Dynamic) => Ok(Type::Bool),
            _ => Err(FunctionError::new(COLLECTION_KIND)),
        },
        |args, _| match (args.first(), args.get(1)) {
            (Some(c), Some(k)) => Ok(collection::has_index(c, k)),
            _ => Err(FunctionError::new("wrong number of arguments")),
        },
    )
}

/// `int(number)`: the number with its fraction truncated toward zero.
pub fn int() -> Function {
    Function::with_static_type(
        vec![Parameter::new("num", Type::Number).allow_dynamic_type()],
        None,
        Type::Number,
        |args, _| Ok(Value::number(num_arg(args, 0)?.trunc())),
    )
}

/// `jsondecode(str)`: the value of a JSON text, with its implied type.
pub fn jsondecode() -> Function {
    Function::new(
        vec![Parameter::new("str", Type::String)],
        None,
        |args| match args.first() {
            Some(s) if !s.is_known() => Ok(Type::Dynamic),
            Some(s) => json::implied_type(s.as_str().unwrap_or_default())
                .map_err(|e| FunctionError::new(e.message)),
            None => Ok(Type::Dynamic),
        },
        |args, _| json::decode(str_arg(args, 0)?).map_err(|e| FunctionError::new(e.message)),
    )
}

/// `jsonencode(value)`: the compact JSON text of a value (object keys sorted).
pub fn jsonencode() -> Function {
    Function::with_static_type(
        vec![Parameter::new("val", Type::Dynamic)
            .allow_dynamic_type()
            .allow_null()],
        None,
        Type::String,
        |args, ret| {
            let Some(v) = args.first() else {
                return Err(FunctionError::new("wrong number of arguments"));
            };
            if !v.is_wholly_known() {
                return Ok(Value::unknown(ret.clone()));
            }
            json::encode(v)
                .map(Value::string)
                .map_err(|e| FunctionError::new(e.message))
        },
    )
}

/// `length(collection)`: the number of elements of a list, set, map or tuple.
pub fn length() -> Function {
    Function::new(
        vec![Parameter::new("collection", Type::Dynamic).allow_dynamic_type()],
        None,
        |args| match args.first().map(Value::ty) {
            Some(Type::Tuple(_) | Type::List(_) | Type::Map(_) | Type::Set(_) | Type::Dynamic) => {
                Ok(Type::Number)
            }
            _ => Err(FunctionError::new(COLLECTION_KIND)),
        },
        |args, _| {
            Ok(args
                .first()
                .and_then(collection::length)
                .unwrap_or_else(|| Value::unknown(Type::Number)))
        },
    )
}

/// Characters that have case mappings in newer Unicode versions than the reference's
/// (Unicode 13): they keep their case, as there.
const UPPER_UNCHANGED: &[(u32, u32)] = &[
    (0x19b, 0x19b),
    (0x264, 0x264),
    (0x1c8a, 0x1c8a),
    (0x2c5f, 0x2c5f),
    (0xa7c1, 0xa7c1),
    (0xa7cd, 0xa7cd),
    (0xa7cf, 0xa7cf),
    (0xa7d1, 0xa7d1),
    (0xa7d3, 0xa7d3),
    (0xa7d5, 0xa7d5),
    (0xa7d7, 0xa7d7),
    (0xa7d9, 0xa7d9),
    (0xa7db, 0xa7db),
    (0x10597, 0x105bc),
    (0x10d70, 0x10d85),
    (0x16ebb, 0x16ed3),
];
const LOWER_UNCHANGED: &[(u32, u32)] = &[
    (0x1c89, 0x1c89),
    (0x2c2f, 0x2c2f),
    (0xa7c0, 0xa7c0),
    (0xa7cb, 0xa7cc),
    (0xa7ce, 0xa7ce),
    (0xa7d0, 0xa7d0),
    (0xa7d2, 0xa7d2),
    (0xa7d4, 0xa7d4),
    (0xa7d6, 0xa7d6),
    (0xa7d8, 0xa7d8),
    (0xa7da, 0xa7da),
    (0xa7dc, 0xa7dc),
    (0x10570, 0x10595),
    (0x10d50, 0x10d65),
    (0x16ea0, 0x16eb8),
];

fn in_ranges(c: char, ranges: &[(u32, u32)]) -> bool {
    let c = c as u32;
    ranges.iter().any(|&(a, b)| (a..=b).contains(&c))
}

/// Maps each character to one character by its simple case mapping (as the reference,
/// with Unicode 13 data): a character whose full mapping has several characters keeps its
/// first one for lower case (`İ` → `i`) and itself for upper case (`ß` stays), except the
/// Greek letters with ypogegrammeni, whose simple upper case is the title-case letter.
fn map_chars(s: &str, upper: bool) -> String {
    // ASCII text (most): the ASCII case mapping, which is the simple mapping there (none of
    // the exceptions below is ASCII).
    if s.is_ascii() {
        return if upper {
            s.to_ascii_uppercase()
        } else {
            s.to_ascii_lowercase()
        };
    }
    map_each_char(s, upper)
}

/// [`map_chars`] character by character.
fn map_each_char(s: &str, upper: bool) -> String {
    let mut out = String::with_capacity(s.len());
    for c in s.chars() {
        if upper {
            if in_ranges(c, UPPER_UNCHANGED) {
                out.push(c);
                continue;
            }
            let titled = match c as u32 {
                0x1f80..=0x1f87 | 0x1f90..=0x1f97 | 0x1fa0..=0x1fa7 => char::from_u32(c as u32 + 8),
                0x1fb3 | 0x1fc3 | 0x1ff3 => char::from_u32(c as u32 + 9),
                _ => None,
            };
            if let Some(t) = titled {
                out.push(t);
                continue;
            }
            let mut it = c.to_uppercase();
            match (it.next(), it.next()) {
                (Some(u), None) => out.push(u),
                _ => out.push(c),
            }
        } else if in_ranges(c, LOWER_UNCHANGED) {
            out.push(c);
        } else {
            out.push(c.to_lowercase().next().unwrap_or(c));
        }
    }
    out
}

fn string_fn(f: fn(&str) -> String) -> Function {
    Function::with_static_type(
        vec![Parameter::new("str", Type::String).allow_dynamic_type()],
        None,
        Type::String,
        move |args, _| Ok(Value::string(f(str_arg(args, 0)?))),
    )
}

/// `lower(str)`: the string in lower case (Unicode case mapping).
pub fn lower() -> Function {
    string_fn(|s| map_chars(s, false))
}

/// `upper(str)`: the string in upper case (Unicode case mapping).
pub fn upper() -> Function {
    string_fn(|s| map_chars(s, true))
}

fn extreme(want_greater: bool) -> Function {
    Function::with_static_type(
        vec![],
        Some(Parameter::new("numbers", Type::Number).allow_dynamic_type()),
        Type::Number,
        move |args, _| {
            if args.is_empty() {
                return Err(FunctionError::new("must pass at least one number"));
            }
            let mut best = Number::infinity(want_greater);
            for (i, a) in args.iter().enumerate() {
                let n = num_arg(args, i)?;
                let _ = a;
                let better = if want_greater { n > best } else { n < best };
                if better {
                    best = n;
                }
            }
            Ok(Value::number(best))
        },
    )
}

/// `max(numbers...)`: the greatest of at least one number.
pub fn max() -> Function {
    extreme(true)
}

/// `min(numbers...)`: the least of at least one number.
pub fn min() -> Function {
    extreme(false)
}

/// The grapheme clusters of `s` by the reference's rules (Unicode 13 extended grapheme
/// clusters). Newer rules also join a consonant to a preceding virama (Indic conjuncts,
/// Unicode 15.1); such clusters are split again before the consonant.
fn clusters(s: &str) -> Vec<&str> {
    let mut out = Vec::new();
    for cluster in s.graphemes(true) {
        let mut start = 0;
        let mut after_virama = false;
        for (i, c) in cluster.char_indices() {
            if i > 0
                && after_virama
                && c.is_alphabetic()
                && !unicode_normalization::char::is_combining_mark(c)
            {
                out.push(&cluster[start..i]);
                start = i;
            }
            if unicode_normalization::char::canonical_combining_class(c) == 9 {
                after_virama = true;
            } else if !(unicode_normalization::char::is_combining_mark(c) || c == '\u{200d}') {
                after_virama = false;
            }
        }
        out.push(&cluster[start..]);
    }
    out
}

/// `reverse(seq)`: a list or tuple with its elements in reverse order.
pub fn reverse() -> Function {
    Function::with_static_type(
        vec![Parameter::new("str", Type::String)],
        None,
        Type::String,
        |args, _| {
            let s = str_arg(args, 0)?;
            Ok(Value::string(
                clusters(s).into_iter().rev().collect::<String>(),
            ))
        },
    )
}

/// `strlen(str)`: the number of grapheme clusters (user-perceived characters) in a string.
pub fn strlen() -> Function {
    Function::with_static_type(
        vec![Parameter::new("str", Type::String).allow_dynamic_type()],
        None,
        Type::Number,
        |args, _| Ok(Value::int(clusters(str_arg(args, 0)?).len() as i64)),
    )
}

fn whole(args: &[Value], i: usize) -> Result<i64, FunctionError> {
    let n = num_arg(args, i)?;
    n.to_i64().ok_or_else(|| {
        FunctionError::new(
            "value must be a whole number, between -9223372036854775808 and 9223372036854775807",
        )
    })
}

/// `substr(str, offset, length)`: `length` grapheme clusters from `offset` (negative offsets count
/// from the end, length -1 means to the end).
pub fn substr() -> Function {
    Function::with_static_type(
        vec![
            Parameter::new("str", Type::String).allow_dynamic_type(),
            Parameter::new("offset", Type::Number).allow_dynamic_type(),
            Parameter::new("length", Type::Number).allow_dynamic_type(),
        ],
        None,
        Type::String,
        |args, _| {
            let s = str_arg(args, 0)?;
            let mut offset = whole(args, 1)?;
            let length = whole(args, 2)?;
            let clusters: Vec<&str> = clusters(s);
            if offset < 0 {
                offset = offset.saturating_add(clusters.len() as i64);
            } else if length == 0 {
                return Ok(Value::string(""));
            }
            let start = if offset > 0 {
                let o = usize::try_from(offset).unwrap_or(usize::MAX);
                if o >= clusters.len() {
                    return Ok(Value::string(""));
                }
                o
            } else {
                0
            };
            let rest = &clusters[start..];
            // A length of 0 is reachable here only with a negative offset, and then (as in
            // the reference) takes the rest of the string, like a negative length.
            let taken = if length <= 0 {
                rest
            } else {
                let n = usize::try_from(length)
                    .unwrap_or(usize::MAX)
                    .min(rest.len());
                &rest[..n]
            };
            Ok(Value::string(taken.concat()))
        },
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    fn call(name: &str, args: &[Value]) -> Result<Value, FunctionError> {
        functions()[name].call(args)
    }

    #[test]
    fn ascii_case_mapping_is_the_character_mapping() {
        let all: String = (0u8..128).map(char::from).collect();
        for upper in [true, false] {
            assert_eq!(map_chars(&all, upper), map_each_char(&all, upper));
        }
        assert_eq!(map_chars("prod-Ω", true), "PROD-Ω");
        assert_eq!(map_chars("Ab", true), "AB");
        assert_eq!(map_chars("Ab", false), "ab");
    }

    fn s(v: &str) -> Value {
        Value::string(v)
    }

    #[test]
    fn string_functions() {
        assert_eq!(call("upper", &[s("héllo")]).unwrap(), s("HÉLLO"));
        assert_eq!(call("lower", &[s("ABC")]).unwrap(), s("abc"));
        assert_eq!(call("reverse", &[s("abc")]).unwrap(), s("cba"));
        assert_eq!(call("strlen", &[s("e\u{301}x")]).unwrap(), Value::int(2));
        assert_eq!(
            call("substr", &[s("hello"), Value::int(1), Value::int(3)]).unwrap(),
            s("ell")
        );
        assert_eq!(
            call("substr", &[s("hello"), Value::int(-3), Value::int(-1)]).unwrap(),
            s("llo")
        );
        assert_eq!(
            call("substr", &[s("hello"), Value::int(9), Value::int(2)]).unwrap(),
            s("")
        );
        let e = call("upper", &[Value::empty_tuple()]).unwrap_err();
        assert_eq!(e, FunctionError::arg(0, "string required"));
    }

    #[test]
    fn case_mapping_matches_the_reference() {
        // Facts from the reference's upper/lower over every code point.
        assert_eq!(
            call("upper", &[s("\u{1f80}\u{1fb3}ß")]).unwrap(),
            s("\u{1f88}\u{1fbc}ß")
        );
        assert_eq!(call("lower", &[s("\u{130}")]).unwrap(), s("i"));
        assert_eq!(
            call("upper", &[s("\u{19b}\u{10597}")]).unwrap(),
            s("\u{19b}\u{10597}")
        );
        assert_eq!(
            call("lower", &[s("\u{a7dc}\u{10570}")]).unwrap(),
            s("\u{a7dc}\u{10570}")
        );
        assert_eq!(call("upper", &[s("ǆ")]).unwrap(), s("Ǆ"));
    }

    #[test]
    fn grapheme_clusters_follow_the_reference() {
        // The reference does not join a consonant to a preceding virama (Indic conjuncts).
        assert_eq!(call("strlen", &[s("क्षत्रिय")]).unwrap(), Value::int(5));
        assert_eq!(call("reverse", &[s("क्षa")]).unwrap(), s("aषक्"));
        assert_eq!(call("strlen", &[s("👩‍👩‍👧‍👦🇺🇸e\u{301}")]).unwrap(), Value::int(3));
    }

    #[test]
    fn numeric_functions() {
        assert_eq!(
            call("max", &[Value::int(1), Value::int(5), Value::int(3)]).unwrap(),
            Value::int(5)
        );
        assert_eq!(
            call("min", &[Value::int(1), Value::string("-2")]).unwrap(),
            Value::int(-2)
        );
        assert_eq!(
            call("max", &[]).unwrap_err().message,
            "must pass at least one number"
        );
        assert_eq!(call("abs", &[Value::int(-4)]).unwrap(), Value::int(4));
        let x = Value::number(Number::parse("-3.7").unwrap());
        assert_eq!(call("int", &[x]).unwrap(), Value::int(-3));
    }

    #[test]
    fn collection_functions() {
        let l = Value::list(Type::String, vec![s("a"), s("b")]);
        assert_eq!(
            call("length", std::slice::from_ref(&l)).unwrap(),
            Value::int(2)
        );
        assert_eq!(
            call("length", &[s("abc")]).unwrap_err().message,
            "collection must be a list, a map or a tuple"
        );
        assert_eq!(
            call("hasindex", &[l.clone(), Value::int(1)]).unwrap(),
            Value::bool(true)
        );
        let both = call("concat", &[l.clone(), l.clone()]).unwrap();
        assert_eq!(both.ty(), &Type::list(Type::String));
        assert_eq!(both.element_count(), Some(4));
        let mixed = call("concat", &[l, Value::tuple(vec![Value::int(1)])]).unwrap();
        assert_eq!(
            mixed.ty(),
            &Type::tuple(vec![Type::String, Type::String, Type::Number])
        );
        assert_eq!(
            call("coalesce", &[Value::null(Type::String), s("x")]).unwrap(),
            s("x")
        );
        assert_eq!(
            call("coalesce", &[Value::null(Type::String)])
                .unwrap_err()
                .message,
            "no non-null arguments"
        );
        assert_eq!(call("coalesce", &[Value::int(1), s("x")]).unwrap(), s("1"));
    }

    #[test]
    fn json_functions() {
        let v = call("jsondecode", &[s(r#"{"a":[1,true]}"#)]).unwrap();
        assert_eq!(call("jsonencode", &[v]).unwrap(), s(r#"{"a":[1,true]}"#));
        assert_eq!(
            call("jsonencode", &[Value::dynamic_null()]).unwrap(),
            s("null")
        );
        assert!(call("jsondecode", &[s("{bad")]).is_err());
        assert_eq!(
            call("jsonencode", &[Value::unknown(Type::String)]).unwrap(),
            Value::unknown(Type::String)
        );
    }
}
