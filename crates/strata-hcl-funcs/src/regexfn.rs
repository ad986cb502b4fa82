//! `regex(pattern, s)` and `regexall(pattern, s)`, and the Go-compatible pattern compiler
//! `replace` shares.
//!
//! Patterns use RE2 syntax. Go's `\d`, `\w`, `\s` and `\b` are ASCII-only while the `regex`
//! crate's are Unicode-aware, so those escapes are rewritten to their ASCII classes before
//! compiling. The result shape depends on the pattern's capture groups: none gives the matched
//! string; only unnamed groups give a tuple of the groups' strings; only named groups give an
//! object keyed by name; mixing both is an error. A group that did not take part in the match
//! is null. `regex` fails when nothing matches; `regexall` returns a list of every match.

use std::collections::BTreeMap;

use regex::Regex;
use strata_hcl_types::function::{Function, FunctionError};
use strata_hcl_types::{Type, Value};

use crate::util::{param, str_arg, Add};

pub(crate) fn register(add: &mut Add<'_>) {
    add("regex", regex_fn(false));
    add("regexall", regex_fn(true));
}

/// Rewrites Go's ASCII-only Perl classes and word boundaries for the `regex` crate.
fn translate(pattern: &str) -> String {
    let mut out = String::with_capacity(pattern.len() + 16);
    let mut chars = pattern.chars();
    let mut in_class = false;
    let mut class_start = false;
    while let Some(c) = chars.next() {
        if c == '\\' {
            let Some(n) = chars.next() else {
                out.push(c);
                break;
            };
            let rep = match (n, in_class) {
                ('d', false) => Some("[0-9]"),
                ('D', false) => Some("[^0-9]"),
                ('w', false) => Some("[0-9A-Za-z_]"),
                ('W', false) => Some("[^0-9A-Za-z_]"),
                ('s', false) => Some("[\\t\\n\\f\\r ]"),
                ('S', false) => Some("[^\\t\\n\\f\\r ]"),
                ('b', false) => Some("(?-u:\\b)"),
                ('B', false) => Some("(?-u:\\B)"),
                ('d', true) => Some("0-9"),
                ('w', true) => Some("0-9A-Za-z_"),
                ('s', true) => Some("\\t\\n\\f\\r "),
                _ => None,
            };
            match rep {
                Some(r) => out.push_str(r),
                None => {
                    out.push('\\');
                    out.push(n);
                }
            }
            class_start = false;
            continue;
        }
        if in_class {
            if c == ']' && !class_start {
                in_class = false;
            }
            class_start = class_start && c == '^';
            if c == '[' {
                // A POSIX class such as [:alpha:] inside a bracket expression.
                out.push(c);
                if chars.clone().next() == Some(':') {
                    for d in chars.by_ref() {
                        out.push(d);
                        if d == ']' {
                            break;
                        }
                    }
                }
                continue;
            }
        } else if c == '[' {
            in_class = true;
            class_start = true;
        }
        out.push(c);
    }
    out
}

/// A syntax error as Go's `regexp/syntax` describes it: a code (`missing closing )`) and the
/// expression at fault.
pub(crate) struct SyntaxError {
    pub code: String,
    pub expr: String,
}

impl SyntaxError {
    /// Go's `error parsing regexp: CODE: `EXPR`` (what `replace` reports).
    pub(crate) fn go_text(&self) -> String {
        format!("error parsing regexp: {}: `{}`", self.code, self.expr)
    }
}

/// Compiles a Go (RE2) pattern.
pub(crate) fn compile_go_regex(pattern: &str) -> Result<Regex, SyntaxError> {
    if let Some(e) = go_syntax_error(pattern) {
        return Err(e);
    }
    regex::RegexBuilder::new(&translate(pattern))
        .size_limit(1 << 24)
        .build()
        .map_err(|e| {
            let detail = match &e {
                regex::Error::Syntax(s) => s
                    .lines()
                    .last()
                    .unwrap_or_default()
                    .trim_start_matches("error: ")
                    .to_string(),
                other => other.to_string(),
            };
            SyntaxError {
                code: detail,
                expr: pattern.to_string(),
            }
        })
}

/// Go's description of a syntax error in `pattern`, for the errors both parsers detect.
fn go_syntax_error(pattern: &str) -> Option<SyntaxError> {
    use regex_syntax::ast::ErrorKind as K;
    let err = regex_syntax::ast::parse::Parser::new()
        .parse(pattern)
        .err()?;
    let span = err.span();
    let text = |from: usize, to: usize| pattern.get(from..to).unwrap_or(pattern).to_string();
    let mut at = text(span.start.offset, span.end.offset);
    if at.is_empty() {
        // A zero-width span points at the operator itself.
        at = pattern
            .get(span.start.offset..)
            .and_then(|r| r.chars().next())
            .map(String::from)
            .unwrap_or_default();
    }
    let (code, expr) = match err.kind() {
        K::GroupUnclosed => ("missing closing )", pattern.to_string()),
        K::GroupUnopened => ("unexpected )", pattern.to_string()),
        K::ClassUnclosed => ("missing closing ]", text(span.start.offset, pattern.len())),
        K::RepetitionMissing => ("missing argument to repetition operator", at),
        K::EscapeUnrecognized | K::ClassEscapeInvalid => ("invalid escape sequence", at),
        K::EscapeUnexpectedEof => ("trailing backslash at end of expression", String::new()),
        K::RepetitionCountInvalid => ("invalid repeat count", at),
        K::ClassRangeInvalid => ("invalid character class range", at),
        K::FlagUnrecognized
        | K::FlagUnexpectedEof
        | K::FlagDanglingNegation
        | K::UnsupportedLookAround
        | K::UnsupportedBackreference => ("invalid or unsupported Perl syntax", at),
        K::GroupNameInvalid | K::GroupNameEmpty => ("invalid named capture", at),
        _ => return None,
    };
    Some(SyntaxError {
        code: code.to_string(),
        expr,
    })
}

/// The type of one match of `re`.
fn match_type(re: &Regex) -> Result<Type, String> {
    let names: Vec<Option<&str>> = re.capture_names().skip(1).collect();
    if names.is_empty() {
        return Ok(Type::String);
    }
    let named = names.iter().filter(|n| n.is_some()).count();
    if named == 0 {
        return Ok(Type::tuple(vec![Type::String; names.len()]));
    }
    if named != names.len() {
        return Err(
            "invalid regexp pattern: cannot mix both named and unnamed capture groups".into(),
        );
    }
    Ok(Type::object(
        names
            .iter()
            .flatten()
            .map(|n| (n.to_string(), Type::String))
            .collect(),
    ))
}

fn match_value(re: &Regex, caps: &regex::Captures<'_>, ty: &Type) -> Value {
    let group = |i: usize| match caps.get(i) {
        Some(m) => Value::string(m.as_str()),
        None => Value::null(Type::String),
    };
    match ty {
        Type::Tuple(t) => Value::tuple((1..=t.len()).map(group).collect()),
        Type::Object(_) => {
            let mut m = BTreeMap::new();
            for (i, name) in re.capture_names().enumerate().skip(1) {
                if let Some(n) = name {
                    m.insert(n.to_string(), group(i));
                }
            }
            Value::object(m)
        }
        _ => group(0),
    }
}

fn pattern_type(args: &[Value]) -> Result<Option<(Regex, Type)>, FunctionError> {
    let Some(p) = args.first() else {
        return Ok(None);
    };
    let Some(p) = p.as_str() else {
        return Ok(None);
    };
    let re = compile_go_regex(p).map_err(|e| {
        FunctionError::arg(
            0,
            format!("invalid regexp pattern: {} in {}", e.code, e.expr),
        )
    })?;
    let ty = match_type(&re).map_err(|e| FunctionError::arg(0, e))?;
    Ok(Some((re, ty)))
}

fn regex_fn(all: bool) -> Function {
    Function::new(
        vec![
            param("pattern", Type::String),
            param("string", Type::String),
        ],
        None,
        move |args| {
            Ok(match pattern_type(args)? {
                Some((_, ty)) if all => Type::list(ty),
                Some((_, ty)) => ty,
                None if all => Type::list(Type::Dynamic),
                None => Type::Dynamic,
            })
        },
        move |args, _| {
            let Some((re, ty)) = pattern_type(args)? else {
                return Err(FunctionError::arg(0, "string required"));
            };
            let s = str_arg(args, 1)?;
            if all {
                let items: Vec<Value> = re
                    .captures_iter(s)
                    .map(|c| match_value(&re, &c, &ty))
                    .collect();
                Ok(Value::list(ty, items))
            } else {
                match re.captures(s) {
                    Some(c) => Ok(match_value(&re, &c, &ty)),
                    None => Err(FunctionError::new(
                        "pattern did not match any part of the given string",
                    )),
                }
            }
        },
    )
}
