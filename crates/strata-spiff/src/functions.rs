//! The builtin dynaml functions.
//!
//! `defined`, `valid` and `require` see their argument's failure instead of failing
//! themselves; every other function evaluates its arguments first and fails when one fails.
//! `exec`, `env` and `read` go through the [`Session`](crate::session::Session)'s host, which may refuse them.
//!
//! The functions see the evaluator only through the narrow [`Evaluator`] interface:
//! evaluate an argument expression, call a function value, reach the host, evaluate a loaded
//! document, and ask for the path of the node being evaluated.

use crate::ast::{Expr, Pos, Step};
use crate::builtin_api::{src_to_val, str_arg, Evaluator};
use crate::fail::{local, Fail, R};
use crate::ip;
use crate::path::PStep;
use crate::value::val_key_text;

use crate::value::{Cx, Val, ValMap};
use smol_str::SmolStr;
use std::sync::Arc;

const BUILTINS: &[&str] = &[
    "features",
    "validate",
    "check",
    "optional",
    "stub",
    "merge",
    "tagdef",
    "catch",
    "sync",
    "format",
    "error",
    "join",
    "split",
    "trim",
    "uniq",
    "contains",
    "index",
    "lastindex",
    "replace",
    "match",
    "length",
    "defined",
    "valid",
    "require",
    "exec",
    "exec_uncached",
    "pipe",
    "pipe_uncached",
    "read_uncached",
    "eval",
    "env",
    "read",
    "static_ips",
    "list_to_map",
    "makemap",
    "min_ip",
    "max_ip",
    "num_ip",
];

pub(crate) fn is_builtin(name: &str) -> bool {
    BUILTINS.contains(&name)
        || crate::spiffpp_functions::NAMES.contains(&name)
        || crate::semver::NAMES.contains(&name)
        || crate::crypto::NAMES.contains(&name)
        || crate::data_functions::NAMES.contains(&name)
        || crate::files::NAMES.contains(&name)
        || crate::x509::NAMES.contains(&name)
}

/// spiff++ v1.7 functions strata does not implement (a call fails naming the function).
const UNSUPPORTED: &[&str] = &["tag", "pow", "uuid"];

/// Whether `name` is a spiff++ function strata does not implement.
pub(crate) fn is_unsupported(name: &str) -> bool {
    UNSUPPORTED.contains(&name)
}

fn args_of(doc: &mut dyn Evaluator, args: &[Expr], cx: &Cx) -> R<Vec<Val>> {
    let mut out = Vec::with_capacity(args.len());
    for a in args {
        out.push(doc.eval(a, cx)?);
    }
    Ok(out)
}

pub(crate) fn call_builtin(doc: &mut dyn Evaluator, name: &str, args: &[Expr], cx: &Cx) -> R<Val> {
    match name {
        "defined" => {
            for a in args {
                match doc.eval(a, cx) {
                    Ok(Val::Undefined) | Err(_) => return Ok(Val::Bool(false)),
                    Ok(Val::Null) => {
                        if matches!(a, Expr::Nil) {
                            return Ok(Val::Bool(false));
                        }
                    }
                    Ok(_) => {}
                }
            }
            Ok(Val::Bool(true))
        }
        "valid" => {
            for a in args {
                match doc.eval(a, cx) {
                    Ok(Val::Undefined) | Ok(Val::Null) | Err(_) => return Ok(Val::Bool(false)),
                    Ok(_) => {}
                }
            }
            Ok(Val::Bool(true))
        }
        "catch" => {
            // spiff++: the outcome of the argument as a map instead of a failure
            if args.len() != 1 {
                return local("catch takes exactly one argument");
            }
            let mut m = ValMap::new();
            match doc.eval(&args[0], cx) {
                Ok(v) => {
                    m.insert("valid".into(), Val::Bool(true));
                    m.insert("error".into(), Val::str(""));
                    m.insert("value".into(), v);
                }
                Err(f) => {
                    m.insert("error".into(), Val::str(f.message));
                    m.insert("valid".into(), Val::Bool(false));
                }
            }
            Ok(Val::Map(Arc::new(m)))
        }
        "optional" => {
            // the value is evaluated only when the condition evaluates to true
            if args.len() != 2 {
                return local("optional requires two arguments");
            }
            match doc.eval(&args[0], cx) {
                Ok(c) if c.truthy() => doc.eval(&args[1], cx),
                _ => Ok(Val::Undefined),
            }
        }
        "stub" => stub(doc, args, cx),
        "merge" => {
            let a = args_of(doc, args, cx)?;
            doc.nested_merge(a, cx)
        }
        "tagdef" => {
            let a = args_of(doc, args, cx)?;
            doc.tagdef(a, cx)
        }
        "sync" => sync(doc, args, cx),
        "require" => {
            if args.len() != 1 {
                return local("require takes exactly one argument");
            }
            match doc.eval(&args[0], cx)? {
                Val::Null | Val::Undefined => local("required value is undefined or nil"),
                v => Ok(v),
            }
        }
        "eval" => {
            let a = args_of(doc, args, cx)?;
            if a.len() != 1 {
                return local("eval takes exactly one argument");
            }
            let text = str_arg(&a[0], "argument for eval")?;
            match crate::parser::parse(text) {
                // positions inside the evaluated text do not point into the template
                Ok(e) => doc.eval(&e, cx).map_err(Fail::unlocated),
                Err(pe) => local(format!("cannot parse '{text}': {}", pe.message)),
            }
        }
        "features" => {
            let a = args_of(doc, args, cx)?;
            call_builtin_values(doc, name, a, cx)
        }
        _ => {
            let a = args_of(doc, args, cx)?;
            strict(doc, name, a, cx)
        }
    }
}

/// Calls a builtin with evaluated arguments (partial application of builtins).
pub(crate) fn call_builtin_values(
    doc: &mut dyn Evaluator,
    name: &str,
    a: Vec<Val>,
    cx: &Cx,
) -> R<Val> {
    match name {
        "features" => {
            let f = doc.features();
            match a.as_slice() {
                [] => Ok(Val::List(Arc::new(
                    f.names().into_iter().map(Val::str).collect(),
                ))),
                [Val::Str(n)] => Ok(Val::Bool(f.enabled(n))),
                [_] => local("features: argument must be a string"),
                _ => local("features acctepts a maximum of one arguments"),
            }
        }
        "defined" => Ok(Val::Bool(a.iter().all(|v| !matches!(v, Val::Undefined)))),
        "valid" => Ok(Val::Bool(
            a.iter().all(|v| !matches!(v, Val::Undefined | Val::Null)),
        )),
        "require" => match a.first() {
            Some(Val::Null) | Some(Val::Undefined) | None => {
                local("required value is undefined or nil")
            }
            Some(v) => Ok(v.clone()),
        },
        "eval" => {
            let text = str_arg(a.first().unwrap_or(&Val::Null), "argument for eval")?.to_string();
            match crate::parser::parse(&text) {
                // positions inside the evaluated text do not point into the template
                Ok(e) => doc.eval(&e, cx).map_err(Fail::unlocated),
                Err(pe) => local(format!("cannot parse '{text}': {}", pe.message)),
            }
        }
        _ => strict(doc, name, a, cx),
    }
}

fn strict(doc: &mut dyn Evaluator, name: &str, a: Vec<Val>, cx: &Cx) -> R<Val> {
    match name {
        "format" => Ok(Val::str(format_values(doc, &a)?)),
        "error" => {
            let msg = format_values(doc, &a)?;
            local(msg)
        }
        "join" => {
            if a.is_empty() {
                return local("join requires at least one argument");
            }
            let Val::Str(sep) = &a[0] else {
                return local("first argument for join must be a string");
            };
            let mut parts = Vec::new();
            for (i, v) in a.iter().enumerate().skip(1) {
                match v {
                    Val::List(l) => {
                        for e in l.iter() {
                            match e {
                                Val::Str(_) | Val::Int(_) | Val::Bool(_) | Val::Float(_) => {
                                    parts.push(e.simple_text().unwrap_or_default())
                                }
                                Val::Null => {}
                                _ => {
                                    return local(format!(
                                        "elements of list(arg {i}) to join must be simple values"
                                    ))
                                }
                            }
                        }
                    }
                    Val::Null => {}
                    Val::Str(_) | Val::Int(_) | Val::Bool(_) | Val::Float(_) => {
                        parts.push(v.simple_text().unwrap_or_default())
                    }
                    _ => {
                        return local(format!("argument {i} to join must be simple value or list"))
                    }
                }
            }
            Ok(Val::str(parts.join(sep)))
        }
        "split" => {
            if a.len() != 2 && a.len() != 3 {
                return local("split takes 2 or 3 arguments");
            }
            if let Val::Int(width) = &a[0] {
                let s = a[1].simple_text().unwrap_or_default();
                let chars: Vec<char> = s.chars().collect();
                let w = (*width).max(1) as usize;
                let limit = match a.get(2) {
                    Some(Val::Int(n)) if *n > 0 => *n as usize,
                    _ => usize::MAX,
                };
                let mut out = Vec::new();
                let mut i = 0;
                while i < chars.len() {
                    let end = if out.len() + 1 >= limit {
                        chars.len()
                    } else {
                        (i + w).min(chars.len())
                    };
                    out.push(Val::str(chars[i..end].iter().collect::<String>()));
                    i = end;
                }
                return Ok(Val::List(Arc::new(out)));
            }
            let sep = str_arg(&a[0], "separator for split")?;
            let s = match &a[1] {
                Val::Str(s) => s.to_string(),
                other => other
                    .simple_text()
                    .ok_or_else(|| Fail::local("second argument for split must be a string"))?,
            };
            let limit = match a.get(2) {
                Some(Val::Int(n)) => Some(*n),
                Some(_) => return local("third argument for split must be an integer"),
                None => None,
            };
            let parts: Vec<Val> = match limit {
                Some(n) if n >= 0 => {
                    if n == 0 {
                        Vec::new()
                    } else if sep.is_empty() {
                        split_chars(&s, Some(n as usize))
                    } else {
                        s.splitn(n as usize, sep).map(Val::str).collect()
                    }
                }
                _ => {
                    if sep.is_empty() {
                        split_chars(&s, None)
                    } else {
                        s.split(sep).map(Val::str).collect()
                    }
                }
            };
            Ok(Val::List(Arc::new(parts)))
        }
        "trim" => {
            if a.is_empty() || a.len() > 2 {
                return local("trim takes 1 or 2 arguments");
            }
            let cut: Vec<char> = match a.get(1) {
                Some(Val::Str(s)) => s.chars().collect(),
                Some(_) => return local("second argument for trim must be a string"),
                None => vec![' ', '\t'],
            };
            let t = |s: &str| Val::str(s.trim_matches(|c| cut.contains(&c)));
            match &a[0] {
                Val::Str(s) => Ok(t(s)),
                Val::List(l) => {
                    let mut out = Vec::with_capacity(l.len());
                    for e in l.iter() {
                        match e {
                            Val::Str(s) => out.push(t(s)),
                            _ => return local("list elements for trim must be strings"),
                        }
                    }
                    Ok(Val::List(Arc::new(out)))
                }
                _ => local("first argument for trim must be a string or a list"),
            }
        }
        "uniq" => {
            if a.len() != 1 {
                return local("uniq takes exactly one argument");
            }
            let Val::List(l) = &a[0] else {
                return local("uniq requires a list argument");
            };
            let mut out: Vec<Val> = Vec::new();
            for e in l.iter() {
                let dup = out
                    .iter()
                    .any(|o| match (o.simple_text(), e.simple_text()) {
                        (Some(x), Some(y)) => x == y,
                        _ => o.equals(e),
                    });
                if !dup {
                    out.push(e.clone());
                }
            }
            Ok(Val::List(Arc::new(out)))
        }
        "contains" => {
            if a.len() != 2 {
                return local("contains takes exactly two arguments");
            }
            match (&a[0], &a[1]) {
                (Val::List(l), v) => Ok(Val::Bool(l.iter().any(|e| loose_equals(e, v)))),
                (Val::Map(m), v) => Ok(Val::Bool(
                    v.simple_text().is_some_and(|k| m.contains_key(k.as_str())),
                )),
                (Val::Str(s), v) => match v.simple_text() {
                    Some(t) => Ok(Val::Bool(s.contains(t.as_str()))),
                    None => local("contains on a string requires a simple value"),
                },
                (Val::Null, _) => Ok(Val::Bool(false)),
                _ => local("first argument for contains must be a list or a string"),
            }
        }
        "index" | "lastindex" => {
            if a.len() != 2 {
                return local(format!("{name} takes exactly two arguments"));
            }
            let last = name == "lastindex";
            match (&a[0], &a[1]) {
                (Val::List(l), v) => {
                    let pos = if last {
                        l.iter().rposition(|e| loose_equals(e, v))
                    } else {
                        l.iter().position(|e| loose_equals(e, v))
                    };
                    Ok(Val::Int(pos.map(|p| p as i64).unwrap_or(-1)))
                }
                (Val::Str(s), v) => match v.simple_text() {
                    Some(t) => {
                        let pos = if last {
                            s.rfind(t.as_str())
                        } else {
                            s.find(t.as_str())
                        };
                        Ok(Val::Int(
                            pos.map(|p| s[..p].chars().count() as i64).unwrap_or(-1),
                        ))
                    }
                    None => local(format!("{name} on a string requires a simple value")),
                },
                _ => local(format!(
                    "first argument for {name} must be a list or a string"
                )),
            }
        }
        "replace" => {
            if a.len() != 3 && a.len() != 4 {
                return local("replace takes 3 or 4 arguments");
            }
            if matches!(a[2], Val::Lambda(_)) {
                return crate::data_functions::replace_match(doc, &a, true, cx);
            }
            let s = str_arg(&a[0], "first argument for replace")?;
            let old = str_arg(&a[1], "second argument for replace")?;
            let new = str_arg(&a[2], "third argument for replace")?;
            let n = match a.get(3) {
                Some(Val::Int(n)) => *n,
                Some(_) => return local("fourth argument for replace must be an integer"),
                None => -1,
            };
            Ok(Val::str(if n < 0 {
                s.replace(old, new)
            } else {
                s.replacen(old, new, n as usize)
            }))
        }
        "match" => {
            if a.len() != 2 && a.len() != 3 {
                return local("match takes 2 or 3 arguments");
            }
            let re = str_arg(&a[0], "regular expression for match")?;
            let s = match &a[1] {
                Val::Str(s) => s.to_string(),
                other => other
                    .simple_text()
                    .ok_or_else(|| Fail::local("second argument for match must be a string"))?,
            };
            let re = regex::Regex::new(re)
                .map_err(|e| Fail::local(format!("invalid regular expression: {e}")))?;
            let groups = |c: regex::Captures| {
                Val::List(Arc::new(
                    c.iter()
                        .map(|m| Val::str(m.map(|m| m.as_str()).unwrap_or("")))
                        .collect(),
                ))
            };
            match a.get(2) {
                None => Ok(match re.captures(&s) {
                    Some(c) => groups(c),
                    None => Val::List(Arc::new(Vec::new())),
                }),
                Some(Val::Int(n)) => {
                    let it = re.captures_iter(&s).map(groups);
                    let v: Vec<Val> = if *n < 0 {
                        it.collect()
                    } else {
                        it.take(*n as usize).collect()
                    };
                    Ok(Val::List(Arc::new(v)))
                }
                Some(_) => local("third argument for match must be an integer"),
            }
        }
        "length" => {
            if a.len() != 1 {
                return local("length takes exactly one argument");
            }
            match &a[0] {
                Val::List(l) => Ok(Val::Int(l.len() as i64)),
                Val::Map(m) => Ok(Val::Int(m.len() as i64)),
                Val::Str(s) => Ok(Val::Int(s.chars().count() as i64)),
                _ => local("invalid type for function length"),
            }
        }
        "min_ip" | "max_ip" | "num_ip" => {
            if a.len() != 1 {
                return local(format!("{name} takes exactly one argument"));
            }
            let Some((addr, bits)) = a[0].as_str_opt().and_then(ip::parse_cidr) else {
                return local("CIDR argument required");
            };
            Ok(match name {
                "min_ip" => Val::str(ip::ip_text(ip::min_ip(addr, bits))),
                "max_ip" => Val::str(ip::ip_text(ip::max_ip(addr, bits))),
                _ => Val::Int(ip::num_ip(bits)),
            })
        }
        "makemap" => makemap(&a),
        "list_to_map" => {
            let tagged = match (a.first(), a.len()) {
                (Some(Val::List(l)), 1) => doc.list_key(l),
                _ => None,
            };
            list_to_map(&a, tagged)
        }
        "env" => env(doc, &a),
        "exec" => exec(doc, &a, true),
        "exec_uncached" => exec(doc, &a, false),
        "pipe" => pipe(doc, &a, true),
        "pipe_uncached" => pipe(doc, &a, false),
        "read" | "read_uncached" => read(doc, &a, cx),
        "static_ips" => static_ips(doc, &a, cx),
        "validate" | "check" => crate::validate::call(doc, name, &a, cx),
        n if crate::spiffpp_functions::NAMES.contains(&n) => crate::spiffpp_functions::call(n, &a),
        n if crate::semver::NAMES.contains(&n) => crate::semver::call(n, &a),
        n if crate::crypto::NAMES.contains(&n) => crate::crypto::call(doc, n, &a, cx),
        n if crate::files::NAMES.contains(&n) => crate::files::call(doc, n, &a),
        n if crate::x509::NAMES.contains(&n) => crate::x509::call(n, &a),
        n if crate::data_functions::NAMES.contains(&n) => {
            crate::data_functions::call(doc, n, &a, cx)
        }
        _ => local(format!("unknown function '{name}'")),
    }
}

impl Val {
    fn as_str_opt(&self) -> Option<&str> {
        match self {
            Val::Str(s) => Some(s),
            _ => None,
        }
    }
}

/// Equality where simple values compare by their text (`0` equals `"0"`).
fn loose_equals(a: &Val, b: &Val) -> bool {
    match (a, b) {
        (Val::Str(_) | Val::Int(_) | Val::Bool(_), Val::Str(_) | Val::Int(_) | Val::Bool(_)) => {
            a.simple_text() == b.simple_text()
        }
        _ => a.equals(b),
    }
}

fn split_chars(s: &str, limit: Option<usize>) -> Vec<Val> {
    let chars: Vec<char> = s.chars().collect();
    match limit {
        Some(n) if n < chars.len() => {
            let mut out: Vec<Val> = chars[..n - 1]
                .iter()
                .map(|c| Val::str(c.to_string()))
                .collect();
            out.push(Val::str(chars[n - 1..].iter().collect::<String>()));
            out
        }
        _ => chars.iter().map(|c| Val::str(c.to_string())).collect(),
    }
}

/// Go-style formatting of `%s %d %v %q %x %%` with optional flags and width.
fn format_values(doc: &mut dyn Evaluator, a: &[Val]) -> R<String> {
    let Some(Val::Str(fmt)) = a.first() else {
        return local("first argument for format must be a string");
    };
    let mut out = String::new();
    let mut args = a[1..].iter();
    let mut chars = fmt.chars().peekable();
    while let Some(c) = chars.next() {
        if c != '%' {
            out.push(c);
            continue;
        }
        let mut flags = String::new();
        while let Some(&f) = chars.peek() {
            if "-+ 0#".contains(f) {
                flags.push(f);
                chars.next();
            } else {
                break;
            }
        }
        let mut width = String::new();
        while let Some(&d) = chars.peek() {
            if d.is_ascii_digit() {
                width.push(d);
                chars.next();
            } else {
                break;
            }
        }
        let Some(verb) = chars.next() else {
            out.push_str("%!(NOVERB)");
            break;
        };
        if verb == '%' {
            out.push('%');
            continue;
        }
        let Some(v) = args.next() else {
            out.push_str(&format!("%!{verb}(MISSING)"));
            continue;
        };
        let text = match verb {
            'd' => match v {
                Val::Int(i) => i.to_string(),
                other => format!("%!d({})", plain_text(other)),
            },
            'q' => crate::ast::go_quote(&plain_text(v)),
            'x' => match v {
                Val::Int(i) => format!("{i:x}"),
                other => plain_text(other)
                    .bytes()
                    .map(|b| format!("{b:02x}"))
                    .collect(),
            },
            _ => match v {
                Val::Map(_) | Val::List(_) => {
                    let y = doc.session().write_yaml(v);
                    y.strip_prefix("---\n").unwrap_or(&y).to_string()
                }
                _ => plain_text(v),
            },
        };
        let w: usize = width.parse().unwrap_or(0).min(1000);
        let len = text.chars().count();
        if len < w {
            let pad = w - len;
            if flags.contains('-') {
                out.push_str(&text);
                out.push_str(&" ".repeat(pad));
            } else if flags.contains('0') && verb == 'd' {
                let (sign, digits) = match text.strip_prefix('-') {
                    Some(d) => ("-", d),
                    None => ("", text.as_str()),
                };
                out.push_str(sign);
                out.push_str(&"0".repeat(pad));
                out.push_str(digits);
            } else {
                out.push_str(&" ".repeat(pad));
                out.push_str(&text);
            }
        } else {
            out.push_str(&text);
        }
    }
    let extra: Vec<&Val> = args.collect();
    if !extra.is_empty() {
        out.push_str("%!(EXTRA ");
        out.push_str(
            &extra
                .iter()
                .map(|v| plain_text(v))
                .collect::<Vec<_>>()
                .join(", "),
        );
        out.push(')');
    }
    Ok(out)
}

/// Text of any value as `%v`/`%s` prints it.
fn plain_text(v: &Val) -> String {
    match v {
        Val::Null | Val::Undefined => "<nil>".into(),
        Val::List(l) => format!(
            "[{}]",
            l.iter().map(plain_text).collect::<Vec<_>>().join(" ")
        ),
        Val::Map(m) => {
            let mut keys: Vec<&SmolStr> = m.keys().collect();
            strata_core::sort::sort(&mut keys);
            format!(
                "map[{}]",
                keys.iter()
                    .map(|k| format!("{k}:{}", m.get(*k).map(plain_text).unwrap_or_default()))
                    .collect::<Vec<_>>()
                    .join(" ")
            )
        }
        Val::Template(_) => "<template>".into(),
        other => other.simple_text().unwrap_or_default(),
    }
}

fn makemap(a: &[Val]) -> R<Val> {
    let mut m = ValMap::new();
    if a.len() == 1 {
        let Val::List(l) = &a[0] else {
            return local("makemap with one argument requires a list");
        };
        for e in l.iter() {
            let Val::Map(em) = e else {
                return local("entry of makemap list must be a map with fields key and value");
            };
            let Some(k) = em.get("key").and_then(val_key_text) else {
                return local("entry of makemap list requires a simple key field");
            };
            m.insert(k, em.get("value").cloned().unwrap_or(Val::Null));
        }
        return Ok(Val::Map(Arc::new(m)));
    }
    if !a.len().is_multiple_of(2) {
        return local("makemap requires key/value pairs");
    }
    for pair in a.chunks(2) {
        let Some(k) = val_key_text(&pair[0]) else {
            return local("makemap keys must be simple values");
        };
        m.insert(k, pair[1].clone());
    }
    Ok(Val::Map(Arc::new(m)))
}

fn list_to_map(a: &[Val], tagged: Option<SmolStr>) -> R<Val> {
    if a.is_empty() || a.len() > 2 {
        return local("list_to_map takes 1 or 2 arguments");
    }
    let key: SmolStr = match a.get(1) {
        Some(Val::Str(s)) => s.clone(),
        Some(_) => return local("key name for list_to_map must be a string"),
        None => tagged.unwrap_or_else(|| SmolStr::new_static("name")),
    };
    let Val::List(l) = &a[0] else {
        return local("list_to_map requires a list");
    };
    let mut out = ValMap::new();
    for e in l.iter() {
        let Val::Map(m) = e else {
            return local("list_to_map requires a list of maps");
        };
        // a field tagged `key:` was stored under its plain name
        let Some(k) = m.get(&key).and_then(val_key_text) else {
            return local(format!("list entry without key field '{key}'"));
        };
        let mut rest = (**m).clone();
        rest.shift_remove(&key);
        out.insert(k, Val::Map(Arc::new(rest)));
    }
    Ok(Val::Map(Arc::new(out)))
}

/// `stub()`, `stub(ref)`, `stub("a.b")`, `stub(["a", "b"])`: the value in the first stub
/// that has the node's path or the given one (a reference's path is taken as written).
/// `sync(expr, cond[, value[, timeout]])`, the function form of `sync[...]`: `cond` and `value`
/// are expressions evaluated with `valid`, `error` and (when `expr` evaluated) `value` bound to
/// the outcome of `expr`; a lambda condition is called with the value (and the error message).
/// spiff++ re-evaluates a false condition until the timeout (default five minutes) passes;
/// strata evaluates on demand, so waiting cannot change the outcome and a false condition is
/// final at once: the failure of `expr`, else "sync timeout reached".
fn sync(doc: &mut dyn Evaluator, args: &[Expr], cx: &Cx) -> R<Val> {
    if !(2..=4).contains(&args.len()) {
        return local("2 or 3 arguments required for sync");
    }
    if let Some(t) = args.get(3) {
        if !matches!(doc.eval(t, cx)?, Val::Int(_)) {
            return local("integer operand required");
        }
    }
    let outcome = doc.eval(&args[0], cx);
    let mut vars = vec![];
    let (value, error) = match &outcome {
        Ok(v) => {
            vars.push((SmolStr::new_static("valid"), Val::Bool(true)));
            vars.push((SmolStr::new_static("error"), Val::str("")));
            vars.push((SmolStr::new_static("value"), v.clone()));
            (v.clone(), Val::str(""))
        }
        Err(f) => {
            vars.push((SmolStr::new_static("valid"), Val::Bool(false)));
            vars.push((SmolStr::new_static("error"), Val::str(f.message.clone())));
            (Val::Null, Val::str(f.message.clone()))
        }
    };
    let scoped = Cx {
        node: cx.node,
        frame: Some(crate::value::Frame::new(vars, cx.frame.clone())),
    };
    let cond = match doc.eval(&args[1], &scoped) {
        Ok(c) => c,
        Err(f) => return local(format!("condition evaluation failed: {}", f.message)),
    };
    let cond = match cond {
        Val::Lambda(l) => {
            let call_args = match l.params.len() {
                1 => vec![value],
                2 => vec![value, error],
                n => {
                    return local(format!(
                        "lambda expression for sync condition must take one or two arguments, found {n}"
                    ))
                }
            };
            doc.apply(&l, call_args, cx)?
        }
        c => c,
    };
    let outcome = sync_verdict(cond, outcome)?;
    match args.get(2) {
        Some(v) => doc.eval(v, &scoped),
        None => outcome,
    }
}

/// The verdict of a `sync` condition (both forms): a true condition passes the outcome of the
/// synchronised expression on; a false one is final (strata does not wait), giving that
/// expression's failure or else "sync timeout reached".
pub(crate) fn sync_verdict(cond: Val, outcome: R<Val>) -> R<R<Val>> {
    match cond {
        Val::Bool(true) => Ok(outcome),
        Val::Bool(false) => match outcome {
            Err(f) => Err(f),
            Ok(_) => local("sync timeout reached"),
        },
        _ => local("condition must evaluate to bool"),
    }
}

fn stub(doc: &mut dyn Evaluator, args: &[Expr], cx: &Cx) -> R<Val> {
    let path: Vec<PStep> = match args {
        [] => doc.node_path(cx),
        [Expr::Ref {
            absolute: false,
            path,
            ..
        }] => path.iter().map(crate::path::step_to_pstep).collect(),
        [e] => match doc.eval(e, cx)? {
            Val::Str(s) => s
                .split('.')
                .filter(|p| !p.is_empty())
                .map(|p| PStep::Key(SmolStr::new(p)))
                .collect(),
            Val::List(l) => {
                let mut p = Vec::with_capacity(l.len());
                for e in l.iter() {
                    let Val::Str(s) = e else {
                        return local("stub() requires a string entries in list");
                    };
                    p.push(PStep::Key(s.clone()));
                }
                p
            }
            Val::Undefined => doc.node_path(cx),
            _ => return local("stub() requires a string or reference argument"),
        },
        _ => return local("a maximum of one argument expected for 'stub'"),
    };
    let text = path.iter().map(|p| p.text()).collect::<Vec<_>>().join(".");
    match doc.find_in_stubs(path) {
        Some(v) => Ok(v),
        None => local(format!("'{text}' not found in any stub")),
    }
}

fn env(doc: &mut dyn Evaluator, a: &[Val]) -> R<Val> {
    if a.len() == 1 {
        if let Val::Str(name) = &a[0] {
            return match doc.session().env(name) {
                Ok(Some(v)) => Ok(Val::str(v)),
                Ok(None) => local(format!("environment variable '{name}' not set")),
                Err(e) => local(e),
            };
        }
    }
    let mut names = Vec::new();
    for v in a {
        match v {
            Val::List(l) => {
                for e in l.iter() {
                    names.push(e.simple_text().unwrap_or_default());
                }
            }
            other => names.push(other.simple_text().unwrap_or_default()),
        }
    }
    let mut m = ValMap::new();
    for n in names {
        match doc.session().env(&n) {
            Ok(Some(v)) => {
                m.insert(SmolStr::new(&n), Val::str(v));
            }
            Ok(None) => {}
            Err(e) => return local(e),
        }
    }
    Ok(Val::Map(Arc::new(m)))
}

/// A command argument as text: lists and maps as a YAML document.
fn command_arg(doc: &mut dyn Evaluator, v: &Val) -> String {
    match v {
        Val::List(_) | Val::Map(_) => doc.session().write_yaml(v),
        Val::Null => String::new(),
        other => other.simple_text().unwrap_or_default(),
    }
}

/// `exec(cmd, args...)` or `exec([cmd, args...])`; `cached`: once per argument list.
fn exec(doc: &mut dyn Evaluator, a: &[Val], cached: bool) -> R<Val> {
    let items: Vec<Val> = match a {
        [Val::List(l)] => l.iter().cloned().collect(),
        _ => a.to_vec(),
    };
    let argv: Vec<String> = items.iter().map(|v| command_arg(doc, v)).collect();
    if argv.is_empty() {
        return local("exec requires a command");
    }
    let out = doc
        .session()
        .exec_with(&argv, Vec::new(), cached)
        .map_err(Fail::local)?;
    parse_command_output(doc, &out)
}

/// `pipe(data, cmd, args...)` or `pipe(data, [cmd, args...])`: the command fed `data` (a
/// simple value as its text, else a YAML document). spiff++ refuses the list form by
/// accident (it asks for more than two arguments first); strata accepts it.
fn pipe(doc: &mut dyn Evaluator, a: &[Val], cached: bool) -> R<Val> {
    let argv: Vec<String> = match a {
        [_, Val::List(l)] if !l.is_empty() => l.iter().map(|v| command_arg(doc, v)).collect(),
        [_, Val::List(_), ..] => return local("list not allowed for command argument"),
        [_, _, _, ..] => a[1..].iter().map(|v| command_arg(doc, v)).collect(),
        _ => return local("pipe requires at least two arguments"),
    };
    let stdin = command_arg(doc, &a[0]).into_bytes();
    match doc.session().exec_with(&argv, stdin, cached) {
        Ok(out) => parse_command_output(doc, &out),
        Err(e) => local(format!("execution '{}' failed: {e}", argv[0])),
    }
}

fn parse_command_output(doc: &mut dyn Evaluator, out: &str) -> R<Val> {
    if out.starts_with("---") {
        let docs = doc.session().parse_yaml("exec", out).map_err(Fail::local)?;
        return Ok(docs.first().map(src_to_val).unwrap_or(Val::Null));
    }
    let trimmed = out.strip_suffix('\n').unwrap_or(out);
    if let Ok(i) = trimmed.trim().parse::<i64>() {
        return Ok(Val::Int(i));
    }
    Ok(Val::str(trimmed))
}

/// `read(file, type)`: the file in one of spiff++'s modes ([`parse_data`]), by default `yaml`
/// for `.yml`, `.yaml` and `.json` and `text` otherwise.
///
/// [`parse_data`]: crate::data_functions::parse_data
fn read(doc: &mut dyn Evaluator, a: &[Val], cx: &Cx) -> R<Val> {
    if a.is_empty() || a.len() > 2 {
        return local("read takes 1 or 2 arguments");
    }
    let path = str_arg(&a[0], "file name for read")?.to_string();
    let kind = match a.get(1) {
        Some(Val::Str(k)) => k.to_string(),
        Some(_) => return local("type for read must be a string"),
        None => {
            if [".yml", ".yaml", ".json"].iter().any(|x| path.ends_with(x)) {
                "yaml".into()
            } else {
                "text".into()
            }
        }
    };
    let bytes = if kind == "binary" {
        doc.session().read_bytes(&path).map_err(Fail::local)?
    } else {
        doc.session()
            .read_file(&path)
            .map_err(Fail::local)?
            .into_bytes()
    };
    crate::data_functions::parse_data(doc, &path, &bytes, &kind, cx)
}

fn static_ips(doc: &mut dyn Evaluator, a: &[Val], cx: &Cx) -> R<Val> {
    let mut offsets = Vec::new();
    fn flat(v: &Val, out: &mut Vec<i64>) -> R<()> {
        match v {
            Val::Int(i) => {
                out.push(*i);
                Ok(())
            }
            Val::List(l) => {
                for e in l.iter() {
                    flat(e, out)?;
                }
                Ok(())
            }
            _ => local("static_ips requires integer arguments"),
        }
    }
    for v in a {
        flat(v, &mut offsets)?;
    }
    let path = doc.node_path(cx);
    let to_step = |p: &PStep| match p {
        PStep::Index(i) => Step::Index(*i),
        other => Step::Key(SmolStr::new(other.text())),
    };
    // as spiff: the job is `path[..2]`, the network is named by the `name` field next to the
    // expression (normally `jobs.<job>.networks.<network>.static_ips`)
    if path.len() < 3 {
        return local("static_ips function must be called on a networks entry in a job");
    }
    let job = to_step(&path[1]);
    let instances_ref = Expr::Ref {
        at: Pos::NONE,
        absolute: true,
        path: vec![Step::Key("jobs".into()), job, Step::Key("instances".into())],
    };
    let instances = match doc.eval(&instances_ref, cx)? {
        Val::Int(i) => i.max(0) as usize,
        _ => return local("instances of the job must be an integer"),
    };
    let parent = &path[..path.len() - 1];
    let net_name = match parent.last() {
        Some(PStep::Named(n)) if n.field == "name" => Some(n.value.clone()),
        _ => {
            let mut p: Vec<Step> = parent.iter().map(to_step).collect();
            p.push(Step::Key("name".into()));
            let name_ref = Expr::Ref {
                at: Pos::NONE,
                absolute: true,
                path: p,
            };
            val_key_text(&doc.eval(&name_ref, cx)?)
        }
    };
    let Some(net_name) = net_name else {
        return local("network of static_ips needs a name");
    };
    let subnets_ref = Expr::Ref {
        at: Pos::NONE,
        absolute: true,
        path: vec![
            Step::Key("networks".into()),
            Step::Key(net_name.clone()),
            Step::Key("subnets".into()),
        ],
    };
    let subnets = doc.eval(&subnets_ref, cx)?;
    let mut ips: Vec<u32> = Vec::new();
    if let Val::List(l) = &subnets {
        for sn in l.iter() {
            let Val::Map(m) = sn else { continue };
            if let Some(Val::List(st)) = m.get("static") {
                for r in st.iter() {
                    let Val::Str(r) = r else { continue };
                    match r.split_once('-') {
                        Some((lo, hi)) => {
                            let (Some(lo), Some(hi)) = (ip::parse_ip(lo), ip::parse_ip(hi)) else {
                                return local(format!("invalid static ip range '{r}'"));
                            };
                            if hi < lo || hi - lo > 1 << 20 {
                                return local(format!("invalid static ip range '{r}'"));
                            }
                            ips.extend(lo..=hi);
                        }
                        None => match ip::parse_ip(r) {
                            Some(x) => ips.push(x),
                            None => return local(format!("invalid static ip '{r}'")),
                        },
                    }
                }
            }
        }
    }
    let mut out = Vec::new();
    for off in offsets.into_iter().take(instances) {
        match usize::try_from(off).ok().and_then(|o| ips.get(o)) {
            Some(x) => out.push(Val::str(ip::ip_text(*x))),
            None => return local(format!("static ip offset {off} out of range")),
        }
    }
    Ok(Val::List(Arc::new(out)))
}
