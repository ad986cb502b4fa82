//! String functions.
//!
//! | function | semantics |
//! |---|---|
//! | `chomp(s)` | removes every trailing `\n`, `\r\n` and `\r` |
//! | `startswith(s, p)` / `endswith(s, p)` / `strcontains(s, t)` | byte-wise prefix / suffix / substring tests |
//! | `indent(n, s)` | adds `n` spaces after every line break |
//! | `join(sep, lists...)` | joins the elements of one or more lists of strings; null elements are errors |
//! | `split(sep, s)` | splits at every `sep` (an empty `sep` splits into characters) |
//! | `replace(s, old, new)` | replaces every `old`; `old` written `/re/` is a regular expression and `new` may use `$1` |
//! | `strrev(s)` | reverses by grapheme clusters |
//! | `title(s)` | upper-cases the first letter of every word (words separated as Go's `strings.Title` does) |
//! | `trim(s, chars)` | removes leading and trailing characters found in `chars` |
//! | `trimprefix` / `trimsuffix` / `trimspace` | remove one prefix / suffix / the surrounding white space |
//! | `lower`, `upper`, `substr` | as in hcldec |

use strata_hcl_types::function::{Function, FunctionError, Parameter};
use strata_hcl_types::{stdlib, Type, Value};

use crate::regexfn::compile_go_regex;
use crate::util::{arg, int_arg, param, str_arg, Add};

pub(crate) fn register(add: &mut Add<'_>) {
    add("lower", stdlib::lower());
    add("upper", stdlib::upper());
    add("substr", stdlib::substr());
    add("strrev", stdlib::reverse());
    add("chomp", unary("str", chomp));
    add("trimspace", unary("str", |s| s.trim().to_string()));
    add("title", unary("str", title));
    add("startswith", startswith());
    add("endswith", predicate("suffix", |s, p| s.ends_with(p)));
    add("strcontains", predicate("substr", |s, p| s.contains(p)));
    add(
        "trimprefix",
        binary("prefix", |s, p| s.strip_prefix(p).unwrap_or(s).to_string()),
    );
    add(
        "trimsuffix",
        binary("suffix", |s, p| s.strip_suffix(p).unwrap_or(s).to_string()),
    );
    add(
        "trim",
        binary("cutset", |s, cut| {
            s.trim_matches(|c: char| cut.contains(c)).to_string()
        }),
    );
    add("indent", indent());
    add("join", join());
    add("split", split());
    add("replace", replace());
}

/// The largest string (in bytes) a function here builds from a small input; larger results
/// are errors rather than memory exhaustion.
pub(crate) const MAX_RESULT: usize = 1 << 26;

fn unary(name: &str, f: fn(&str) -> String) -> Function {
    Function::with_static_type(
        vec![param(name, Type::String)],
        None,
        Type::String,
        move |args, _| Ok(Value::string(f(str_arg(args, 0)?))),
    )
}

fn binary(second: &str, f: fn(&str, &str) -> String) -> Function {
    Function::with_static_type(
        vec![param("str", Type::String), param(second, Type::String)],
        None,
        Type::String,
        move |args, _| Ok(Value::string(f(str_arg(args, 0)?, str_arg(args, 1)?))),
    )
}

fn predicate(second: &str, f: fn(&str, &str) -> bool) -> Function {
    Function::with_static_type(
        vec![param("str", Type::String), param(second, Type::String)],
        None,
        Type::Bool,
        move |args, _| Ok(Value::bool(f(str_arg(args, 0)?, str_arg(args, 1)?))),
    )
}

/// `startswith` accepts an unknown string: every string starts with `""`.
fn startswith() -> Function {
    Function::with_static_type(
        vec![
            Parameter::new("str", Type::String).allow_unknown(),
            param("prefix", Type::String),
        ],
        None,
        Type::Bool,
        |args, _| {
            let prefix = str_arg(args, 1)?;
            match arg(args, 0)?.as_str() {
                Some(s) => Ok(Value::bool(s.starts_with(prefix))),
                None if prefix.is_empty() => Ok(Value::bool(true)),
                None => Ok(Value::unknown(Type::Bool)),
            }
        },
    )
}

fn chomp(s: &str) -> String {
    s.trim_end_matches(['\n', '\r']).to_string()
}

/// Go's word separators for `strings.Title`.
fn is_separator(c: char) -> bool {
    if c.is_ascii() {
        return !(c.is_ascii_alphanumeric() || c == '_');
    }
    if c.is_alphanumeric() {
        return false;
    }
    c.is_whitespace()
}

fn title(s: &str) -> String {
    let mut out = String::with_capacity(s.len());
    let mut prev = ' ';
    for c in s.chars() {
        if is_separator(prev) {
            // Title case differs from upper case only for the Latin digraphs.
            let titled = match c {
                '\u{1c4}'..='\u{1c6}' => Some('\u{1c5}'),
                '\u{1c7}'..='\u{1c9}' => Some('\u{1c8}'),
                '\u{1ca}'..='\u{1cc}' => Some('\u{1cb}'),
                '\u{1f1}'..='\u{1f3}' => Some('\u{1f2}'),
                _ => None,
            };
            if let Some(t) = titled {
                out.push(t);
                prev = c;
                continue;
            }
            let mut up = c.to_uppercase();
            match (up.next(), up.next()) {
                (Some(u), None) => out.push(u),
                _ => out.push(c),
            }
        } else {
            out.push(c);
        }
        prev = c;
    }
    out
}

fn indent() -> Function {
    Function::with_static_type(
        vec![param("spaces", Type::Number), param("str", Type::String)],
        None,
        Type::String,
        |args, _| {
            let n = int_arg(args, 0)?;
            let s = str_arg(args, 1)?;
            // Go's strings.Repeat panics on a negative count; a clean error instead.
            let n = usize::try_from(n)
                .map_err(|_| FunctionError::arg(0, "the number of spaces must not be negative"))?;
            let lines = s.matches('\n').count();
            if n.saturating_mul(lines) > MAX_RESULT {
                return Err(FunctionError::arg(0, "the number of spaces is too large"));
            }
            let pad = format!("\n{}", " ".repeat(n));
            Ok(Value::string(s.replace('\n', &pad)))
        },
    )
}

fn join() -> Function {
    Function::with_static_type(
        vec![param("separator", Type::String)],
        Some(param("lists", Type::list(Type::String))),
        Type::String,
        |args, _| {
            let sep = str_arg(args, 0)?;
            let lists = args.get(1..).unwrap_or(&[]);
            if lists.is_empty() {
                return Err(FunctionError::new("at least one list is required"));
            }
            if lists.iter().any(|l| !l.is_wholly_known()) {
                return Ok(Value::unknown(Type::String));
            }
            let mut items: Vec<&str> = Vec::new();
            for (li, list) in lists.iter().enumerate() {
                for (ei, v) in list.as_elements().unwrap_or(&[]).iter().enumerate() {
                    match v.as_str() {
                        Some(s) => items.push(s),
                        None if lists.len() > 1 => {
                            return Err(FunctionError::arg(
                                li + 1,
                                format!(
                                "element {ei} of list {} is null; cannot concatenate null values",
                                li + 1
                            ),
                            ))
                        }
                        None => {
                            return Err(FunctionError::arg(
                                li + 1,
                                format!("element {ei} is null; cannot concatenate null values"),
                            ))
                        }
                    }
                }
            }
            Ok(Value::string(items.join(sep)))
        },
    )
}

fn split() -> Function {
    Function::with_static_type(
        vec![param("separator", Type::String), param("str", Type::String)],
        None,
        Type::list(Type::String),
        |args, _| {
            let sep = str_arg(args, 0)?;
            let s = str_arg(args, 1)?;
            let parts: Vec<Value> = if sep.is_empty() {
                s.chars().map(|c| Value::string(c.to_string())).collect()
            } else {
                s.split(sep).map(Value::string).collect()
            };
            Ok(Value::list(Type::String, parts))
        },
    )
}

fn replace() -> Function {
    Function::with_static_type(
        vec![
            param("str", Type::String),
            param("substr", Type::String),
            param("replace", Type::String),
        ],
        None,
        Type::String,
        |args, _| {
            let _ = arg(args, 2)?;
            let s = str_arg(args, 0)?;
            let old = str_arg(args, 1)?;
            let new = str_arg(args, 2)?;
            if old.len() > 1 && old.starts_with('/') && old.ends_with('/') {
                let re = compile_go_regex(&old[1..old.len() - 1])
                    .map_err(|e| FunctionError::new(e.go_text()))?;
                return Ok(Value::string(re.replace_all(s, new)));
            }
            if old.is_empty() {
                if new.len().saturating_mul(s.chars().count() + 1) > MAX_RESULT {
                    return Err(FunctionError::new("the result would be too large"));
                }
                // Go inserts the replacement before every character and at the end.
                let mut out = String::new();
                for c in s.chars() {
                    out.push_str(new);
                    out.push(c);
                }
                out.push_str(new);
                return Ok(Value::string(out));
            }
            Ok(Value::string(s.replace(old, new)))
        },
    )
}
