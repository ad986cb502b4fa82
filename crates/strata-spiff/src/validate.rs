//! `validate(value, cond...)` and `check(value, cond...)`: spiff++'s value validators.
//!
//! # Semantics
//!
//! A condition is a validator name (a string, `!name` negates it), a list `[name, args...]`,
//! or a lambda `|value, args...|->result`; `~` is no condition and always holds. `validate`
//! gives the value when every condition holds and otherwise fails with `condition N failed:
//! MESSAGE`; `check` gives `true` or `false` instead. A condition that cannot be evaluated
//! (wrong arguments, a failing lambda) fails both with `condition N has problem: MESSAGE`.
//!
//! The validators are spiff++'s, with its messages: `list`/`map` (optionally of entries that
//! meet conditions; `map` takes a key and a value condition), `mapfield`/`optionalfield`,
//! `and`/`not`/`or`, `empty`, `valueset`, `value`/`=`, `gt`/`lt`/`ge`/`le` (and `>` `<`
//! `>=` `<=`), `match`/`~=`, `type`, `dnsname`, `dnslabel`, `dnsdomain`,
//! `wildcarddnsdomain`, `ip`, `cidr` and `semver`. A lambda returns a truth value, or a list
//! `[ok, message]` or `[ok, success message, failure message]`.

use crate::builtin_api::{expression_type, Evaluator};
use crate::fail::{local, R};
use crate::value::{float_text, Cx, Val};

/// Outcome of one condition: `Ok((holds, message))`, or an error (the condition is broken).
type Check = Result<(bool, String), String>;

/// Condition nesting limit (conditions are data and may be deep).
const MAX_DEPTH: usize = 200;

fn result(ok: bool, msg: impl Into<String>) -> Check {
    Ok((ok, msg.into()))
}

fn simple(ok: bool, t: &str, f: String) -> Check {
    if ok {
        result(true, t)
    } else {
        result(false, f)
    }
}

/// Go's `%v` text of a simple value.
fn go_v(v: &Val) -> String {
    match v {
        Val::Float(f) => float_text(*f),
        Val::Null | Val::Undefined => "<nil>".into(),
        other => other.simple_text().unwrap_or_default(),
    }
}

/// spiff++'s `compareEquals` (floats compare only as parts of nothing: Go never matches them).
pub(crate) fn go_equals(a: &Val, b: &Val) -> bool {
    match (a, b) {
        (Val::Null, Val::Null) => true,
        (Val::Null, _) | (_, Val::Null) => false,
        (Val::Str(x), _) => match b {
            Val::Str(_) | Val::Int(_) | Val::Bool(_) | Val::Lambda(_) => {
                b.simple_text().as_deref() == Some(x.as_str())
            }
            _ => false,
        },
        (Val::Int(x), _) => match b {
            Val::Str(s) => s.parse::<i64>().ok() == Some(*x),
            Val::Int(y) => x == y,
            Val::Bool(y) => *x == i64::from(*y),
            _ => false,
        },
        (Val::Bool(x), _) => match b {
            Val::Bool(y) => x == y,
            Val::Str(s) => match s.to_lowercase().as_str() {
                "1" | "t" | "true" => *x,
                "0" | "f" | "false" => !*x,
                _ => false,
            },
            _ => false,
        },
        (Val::List(x), Val::List(y)) => {
            x.len() == y.len() && x.iter().zip(y.iter()).all(|(p, q)| go_equals(p, q))
        }
        (Val::Map(x), Val::Map(y)) => {
            x.len() == y.len()
                && y.iter()
                    .all(|(k, v)| x.get(k).is_some_and(|w| go_equals(w, v)))
        }
        _ => false,
    }
}

/// Go's `%s` of a list of messages: `[a b]`.
fn go_list(errs: &[String]) -> String {
    format!("[{}]", errs.join(" "))
}

const DNS_LABEL_FMT: &str = "[a-z0-9]([-a-z0-9]*[a-z0-9])?";
const DNS_LABEL_MSG: &str = "a DNS-1123 label must consist of lower case alphanumeric characters or '-', and must start and end with an alphanumeric character";
const DNS_SUB_MSG: &str = "a DNS-1123 subdomain must consist of lower case alphanumeric characters, '-' or '.', and must start and end with an alphanumeric character";
const DNS_WILD_MSG: &str = "a wildcard DNS-1123 subdomain must start with '*.', followed by a valid DNS subdomain, which must consist of lower case alphanumeric characters, '-' or '.' and end with an alphanumeric character";

fn regex_error(msg: &str, fmt: &str, examples: &[&str]) -> String {
    if examples.is_empty() {
        return format!("{msg} (regex used for validation is '{fmt}')");
    }
    // each example is followed by ", " and the next one is introduced by " or " (so two
    // spaces between them, as spiff++ writes it)
    let ex: Vec<String> = examples.iter().map(|e| format!("'{e}', ")).collect();
    format!(
        "{msg} (e.g. {}regex used for validation is '{fmt}')",
        ex.join(" or ")
    )
}

fn dns_check(value: &str, max: usize, fmt: &str, msg: &str, examples: &[&str]) -> Vec<String> {
    let mut errs = Vec::new();
    if value.len() > max {
        errs.push(format!("must be no more than {max} characters"));
    }
    let matches = regex::Regex::new(&format!("^(?:{fmt})$"))
        .map(|re| re.is_match(value))
        .unwrap_or(false);
    if !matches {
        errs.push(regex_error(msg, fmt, examples));
    }
    errs
}

fn dns_label(s: &str) -> Vec<String> {
    dns_check(s, 63, DNS_LABEL_FMT, DNS_LABEL_MSG, &["my-name", "123-abc"])
}

fn dns_subdomain(s: &str) -> Vec<String> {
    let fmt = format!("{DNS_LABEL_FMT}(\\.{DNS_LABEL_FMT})*");
    dns_check(s, 253, &fmt, DNS_SUB_MSG, &["example.com"])
}

fn dns_wildcard(s: &str) -> Vec<String> {
    let fmt = format!("\\*\\.{DNS_LABEL_FMT}(\\.{DNS_LABEL_FMT})*");
    dns_check(s, 253, &fmt, DNS_WILD_MSG, &["*.example.com"])
}

/// Go's `net.ParseCIDR` error text for `s`, or `None` when `s` is a CIDR.
fn cidr_error(s: &str) -> Option<String> {
    let bad = || Some(format!("invalid CIDR address: {s}"));
    let Some((addr, bits)) = s.split_once('/') else {
        return bad();
    };
    let max = match addr.parse::<std::net::IpAddr>() {
        Ok(std::net::IpAddr::V4(_)) => 32,
        Ok(std::net::IpAddr::V6(_)) => 128,
        Err(_) => return bad(),
    };
    if bits.is_empty()
        || bits.len() > 3
        || !bits.bytes().all(|b| b.is_ascii_digit())
        || (bits.len() > 1 && bits.starts_with('0'))
    {
        return bad();
    }
    match bits.parse::<u32>() {
        Ok(n) if n <= max => None,
        _ => bad(),
    }
}

fn string_value<'a>(what: &str, v: &'a Val) -> Result<&'a str, String> {
    match v {
        Val::Str(s) => Ok(s),
        other => Err(format!(
            "{what} requires string, but got {}",
            expression_type(other)
        )),
    }
}

/// `validate` (`check == false`) and `check` (`check == true`) on evaluated arguments.
pub(crate) fn call(doc: &mut dyn Evaluator, name: &str, a: &[Val], cx: &Cx) -> R<Val> {
    if a.len() < 2 {
        return local(format!("at least two arguments required for {name}"));
    }
    let value = &a[0];
    for (i, c) in a[1..].iter().enumerate() {
        match eval_condition(doc, value, c, cx, 0) {
            Err(e) => return local(format!("condition {} has problem: {e}", i + 1)),
            Ok((false, m)) => {
                if name == "check" {
                    return Ok(Val::Bool(false));
                }
                return local(format!("condition {} failed: {m}", i + 1));
            }
            Ok((true, _)) => {}
        }
    }
    Ok(if name == "check" {
        Val::Bool(true)
    } else {
        value.clone()
    })
}

/// Evaluates one condition for `value` (spiff++'s `EvalValidationExpression`).
fn eval_condition(
    doc: &mut dyn Evaluator,
    value: &Val,
    cond: &Val,
    cx: &Cx,
    depth: usize,
) -> Check {
    if depth > MAX_DEPTH {
        return Err(format!(
            "validation conditions nested deeper than {MAX_DEPTH}"
        ));
    }
    match cond {
        Val::Null | Val::Undefined => result(true, "no condition"),
        Val::Str(_) | Val::Lambda(_) => validate_with(doc, value, cond, &[], cx, depth),
        Val::List(l) => match l.split_first() {
            None => Err("validation type missing".into()),
            Some((op, args)) => validate_with(doc, value, op, args, cx, depth),
        },
        other => Err(format!(
            "invalid validation check type: {}",
            expression_type(other)
        )),
    }
}

fn validate_with(
    doc: &mut dyn Evaluator,
    value: &Val,
    cond: &Val,
    args: &[Val],
    cx: &Cx,
    depth: usize,
) -> Check {
    match cond {
        Val::Lambda(l) => {
            let text = l.text();
            let expected = l.def.params.len().saturating_sub(l.applied.len());
            if l.builtin.is_none() && expected != args.len() + 1 {
                return Err(format!(
                    "argument count mismatch for lambda {text}: expected {expected}, found {}",
                    args.len() + 1
                ));
            }
            let mut vargs = vec![value.clone()];
            vargs.extend(args.iter().cloned());
            let r = doc.apply(l, vargs, cx).map_err(|f| f.message)?;
            let r = match &r {
                Val::List(items) => match items.len() {
                    1 => items[0].clone(),
                    2 => {
                        let t = string_value("lambda validator", &items[1])
                            .map_err(|e| format!("lambda validator result index 2: {e}"))?;
                        return result(items[0].truthy_go(), t);
                    }
                    3 => {
                        let t = string_value("lambda validator", &items[1])
                            .map_err(|e| format!("lambda validator result index 2: {e}"))?;
                        let f = string_value("lambda validator", &items[2])
                            .map_err(|e| format!("lambda validator result index 3: {e}"))?;
                        return simple(items[0].truthy_go(), t, f.to_string());
                    }
                    n => {
                        return Err(format!(
                            "invalid result length of validator {text}, got {n}"
                        ))
                    }
                },
                _ => r,
            };
            simple(
                r.truthy_go(),
                &format!("{text} succeeded"),
                format!("{text} failed"),
            )
        }
        Val::Str(v) => {
            let mut op: &str = v;
            let mut not = false;
            if let Some(rest) = op.strip_prefix('!') {
                not = true;
                op = rest;
            } else if op.is_empty() {
                return Err("empty validator type".into());
            }
            if op == "not" {
                not = !not;
            }
            let (r, m) = string_validator(doc, value, op, args, cx, depth)?;
            Ok((r != not, m))
        }
        other => Err(format!(
            "unexpected validation type \"{}\"",
            expression_type(other)
        )),
    }
}

impl Val {
    /// spiff++'s `toBool` (a float or another kind counts as true).
    fn truthy_go(&self) -> bool {
        match self {
            Val::Null | Val::Undefined => false,
            Val::Bool(b) => *b,
            Val::Str(s) => !s.is_empty(),
            Val::Int(i) => *i != 0,
            Val::List(l) => !l.is_empty(),
            Val::Map(m) => !m.is_empty(),
            _ => true,
        }
    }
}

/// Compares for `gt`/`lt`/`ge`/`le`: the ordering of `value` against `limit`.
fn order(value: &Val, limit: &Val) -> Result<std::cmp::Ordering, String> {
    match limit {
        Val::Str(l) => match value {
            Val::Str(s) => Ok(s.as_str().cmp(l.as_str())),
            _ => Err("must be string to compare to string".into()),
        },
        Val::Int(_) | Val::Float(_) => {
            let lf = match limit {
                Val::Int(i) => *i as f64,
                Val::Float(f) => *f,
                _ => 0.0,
            };
            match (value, limit) {
                (Val::Int(x), Val::Int(y)) => Ok(x.cmp(y)),
                (Val::Int(x), _) => Ok((*x as f64)
                    .partial_cmp(&lf)
                    .unwrap_or(std::cmp::Ordering::Less)),
                (Val::Float(x), _) => Ok(x.partial_cmp(&lf).unwrap_or(std::cmp::Ordering::Less)),
                _ => Err("must be number to compare to number".into()),
            }
        }
        other => Err(format!("invalid type {}", go_type_name(other))),
    }
}

/// Go's `%T` of a value as spiff++ holds it.
fn go_type_name(v: &Val) -> &'static str {
    match v {
        Val::Str(_) => "string",
        Val::Int(_) => "int64",
        Val::Float(_) => "float64",
        Val::Bool(_) => "bool",
        Val::List(_) => "[]yaml.Node",
        Val::Map(_) => "map[string]yaml.Node",
        Val::Lambda(_) => "dynaml.LambdaValue",
        Val::Template(_) => "dynaml.TemplateValue",
        Val::Null | Val::Undefined => "<nil>",
    }
}

fn string_validator(
    doc: &mut dyn Evaluator,
    value: &Val,
    op: &str,
    args: &[Val],
    cx: &Cx,
    depth: usize,
) -> Check {
    use std::cmp::Ordering::*;
    let depth = depth + 1;
    match op {
        "list" => {
            let Val::List(l) = value else {
                return result(false, "is no list");
            };
            if args.is_empty() {
                return result(true, "is a list");
            }
            for (i, e) in l.iter().enumerate() {
                for (j, c) in args.iter().enumerate() {
                    let (r, m) = eval_condition(doc, e, c, cx, depth)
                        .map_err(|err| format!("list entry {i} condition {j}: {err}"))?;
                    if !r {
                        return result(false, format!("entry {i} condition {j} {m}"));
                    }
                }
            }
            result(true, "all entries match all conditions")
        }
        "map" => {
            let Val::Map(m) = value else {
                return result(false, "is no map");
            };
            if args.is_empty() {
                return result(true, "is a map");
            }
            if args.len() > 2 {
                return Err(format!(
                    "map validator takes a maximum of two arguments, got {}",
                    args.len()
                ));
            }
            let ck = if args.len() == 2 {
                Some(&args[0])
            } else {
                None
            };
            let ce = &args[args.len() - 1];
            // Go iterates the map in random order; strata checks the keys in sorted order
            let mut keys: Vec<_> = m.keys().collect();
            strata_core::sort::sort(&mut keys);
            for k in keys {
                let e = &m[k];
                if let Some(ck) = ck {
                    let kv = Val::Str(k.clone());
                    let (r, msg) = eval_condition(doc, &kv, ck, cx, depth)
                        .map_err(|err| format!("map key \"{k}\" {err}"))?;
                    if !r {
                        return result(false, format!("map key \"{k}\" {msg}"));
                    }
                }
                let (r, msg) = eval_condition(doc, e, ce, cx, depth)
                    .map_err(|err| format!("map entry \"{k}\": {err}"))?;
                if !r {
                    return result(false, format!("map entry \"{k}\" {msg}"));
                }
            }
            result(true, "all map entries and keys match")
        }
        "optionalfield" | "mapfield" => {
            let Val::Map(m) = value else {
                return result(false, "is no map");
            };
            if args.is_empty() || args.len() > 2 {
                return Err(format!("{op} reqires one or two arguments"));
            }
            let Val::Str(field) = &args[0] else {
                return Err("field name must be string".into());
            };
            let Some(v) = m.get(field) else {
                if op == "optionalfield" {
                    return result(true, format!("has no optional field \"{field}\""));
                }
                return result(false, format!("has no field \"{field}\""));
            };
            if args.len() == 2 {
                let (r, msg) = eval_condition(doc, v, &args[1], cx, depth)
                    .map_err(|err| format!("map entry \"{field}\" {err}"))?;
                return result(r, format!("map entry \"{field}\" {msg}"));
            }
            result(true, format!("map entry \"{field}\" exists"))
        }
        "and" | "not" | "" | "or" => {
            if args.is_empty() {
                return Err("validator argument required".into());
            }
            let or = op == "or";
            let mut reason = String::from("(");
            for c in args {
                let (r, m) = eval_condition(doc, value, c, cx, depth)?;
                if reason != "(" {
                    reason.push_str(" and ");
                }
                reason.push_str(&m);
                if r == or {
                    return result(or, m);
                }
            }
            if args.len() == 1 {
                // spiff++ reports a single condition of `or` as holding
                return result(true, reason[1..].to_string());
            }
            result(!or, format!("{reason})"))
        }
        "empty" => {
            let empty = match value {
                Val::Str(s) => s.is_empty(),
                Val::List(l) => l.is_empty(),
                Val::Map(m) => m.is_empty(),
                other => {
                    return Err(format!(
                        "invalid type for empty: {}",
                        expression_type(other)
                    ))
                }
            };
            simple(empty, "is empty", "is not empty".into())
        }
        "valueset" => {
            let Some(Val::List(l)) = args.first().filter(|_| args.len() == 1) else {
                return Err("valueset requires a list argument with possible values".into());
            };
            if l.iter().any(|v| go_equals(value, v)) {
                return result(true, "matches valueset");
            }
            match value {
                Val::Str(s) => result(false, format!("invalid value \"{s}\"")),
                Val::Int(i) => result(false, format!("invalid value {i}")),
                _ => result(false, "invalid value"),
            }
        }
        "value" | "=" => {
            if args.len() != 1 {
                return Err("value requires a value argument".into());
            }
            let ok = go_equals(&args[0], value);
            match (ok, value) {
                (false, Val::Str(s)) => result(false, format!("invalid value \"{s}\"")),
                (false, _) => result(false, "invalid value"),
                (true, Val::Str(s)) => result(true, format!("valid value \"{s}\"")),
                (true, _) => result(true, "valid value"),
            }
        }
        "gt" | ">" | "lt" | "<" | "ge" | ">=" | "le" | "<=" => {
            let short = match op {
                ">" | "gt" => "gt",
                "<" | "lt" => "lt",
                ">=" | "ge" => "ge",
                _ => "le",
            };
            if args.len() != 1 {
                // spiff++ names `lt` in the message of `le` too
                let n = if short == "le" { "lt" } else { short };
                return Err(format!("{n} requires a value argument"));
            }
            let limit = &args[0];
            let o = order(value, limit)?;
            let l = go_v(limit);
            let (ok, yes, no) = match short {
                "gt" => (o == Greater, "greater than", "less or equal to"),
                "lt" => (o == Less, "less or equal to", "greater than"),
                "ge" => (o != Less, "greater or equal to", "less than"),
                _ => (o != Greater, "less than", "greater or equal to"),
            };
            if ok {
                result(true, format!("{yes} {l}"))
            } else {
                result(false, format!("{no} {l}"))
            }
        }
        "match" | "~=" => {
            let Some(Val::Str(re)) = args.first().filter(|_| args.len() == 1) else {
                return Err("match requires a regexp argument".into());
            };
            let rx = regex::Regex::new(re).map_err(|e| format!("regexp {re}: {e}"))?;
            let Val::Str(s) = value else {
                return Err("no string to match regexp".into());
            };
            if rx.is_match(s) {
                result(true, format!("valid value \"{s}\""))
            } else {
                result(false, format!("invalid value \"{s}\""))
            }
        }
        "type" => {
            let e = expression_type(value);
            let mut reason = String::from("(");
            for t in args {
                let s = string_value("type arg", t).map_err(|err| format!("{op}: {err}"))?;
                if s == e {
                    return result(true, format!("is of type {s}"));
                }
                if reason != "(" {
                    reason.push_str(" and ");
                }
                reason.push_str(&format!("is not of type {s}"));
            }
            if args.len() == 1 {
                return result(false, reason[1..].to_string());
            }
            result(false, format!("{reason})"))
        }
        "dnsname" => {
            let s = string_value(op, value).map_err(|err| format!("{op}: {err}"))?;
            if !dns_wildcard(s).is_empty() {
                let r = dns_subdomain(s);
                if !r.is_empty() {
                    return result(false, format!("is no dns name: {}", go_list(&r)));
                }
            }
            result(true, "is dns name")
        }
        "dnslabel" | "dnsdomain" | "wildcarddnsdomain" => {
            let s = string_value(op, value).map_err(|err| format!("{op}: {err}"))?;
            let (r, what) = match op {
                "dnslabel" => (dns_label(s), "dns label"),
                "dnsdomain" => (dns_subdomain(s), "dns domain"),
                _ => (dns_wildcard(s), "wildcard dns domain"),
            };
            simple(
                r.is_empty(),
                &format!("is {what}"),
                format!("is no {what}: {}", go_list(&r)),
            )
        }
        "ip" => {
            let s = string_value(op, value).map_err(|err| format!("{op}: {err}"))?;
            simple(
                s.parse::<std::net::IpAddr>().is_ok(),
                "is ip address",
                format!("is no ip address: {s}"),
            )
        }
        "cidr" => {
            let s = string_value(op, value).map_err(|err| format!("{op}: {err}"))?;
            match cidr_error(s) {
                None => result(true, "is CIDR"),
                Some(e) => result(false, format!("is no CIDR: {e}")),
            }
        }
        "semver" => crate::semver::validator(value, args),
        "publickey" | "privatekey" | "certificate" | "ca" => crate::x509::validator(op, value),
        _ => Err(format!("unknown validation operator \"{op}\"")),
    }
}
