//! stdlib's type tests and validators: the deprecated `is_*` and `validate_*` functions,
//! `validate_legacy`, `is_a`, `type_of`, `type3x`.
//!
//! stdlib 8.5 ships each common `is_*`/`validate_*` twice: a 4.x shim that warns through the
//! 4.x `deprecation` function (its message is read from the shim's file, as the file words
//! it) and then calls the 3.x function with the arguments as given (undef stays `nil`), and
//! the 3.x function, whose own deprecation call is silent unless `STDLIB_LOG_DEPRECATIONS`
//! is set.

use super::api::{deprecation, not_mine, ruby_class, to_s, Call};
use crate::eval::{Compiler, Flow, R};
use crate::ruby_inspect::inspect;
use crate::types;
use crate::value::{Ty, Val};
use std::net::{IpAddr, Ipv4Addr, Ipv6Addr};

/// The 4.x shims that warn, then run the 3.x function.
const SHIMS: &[&str] = &[
    "is_absolute_path",
    "is_array",
    "is_bool",
    "is_float",
    "is_ip_address",
    "is_ipv4_address",
    "is_ipv6_address",
    "is_numeric",
    "is_string",
    "validate_absolute_path",
    "validate_array",
    "validate_bool",
    "validate_hash",
    "validate_integer",
    "validate_ip_address",
    "validate_ipv4_address",
    "validate_ipv6_address",
    "validate_numeric",
    "validate_re",
    "validate_slength",
    "validate_string",
];

/// Reads the `call_function('deprecation', 'KEY', 'MESSAGE')` of a 4.x shim's file.
pub(super) fn shim_message(c: &Compiler<'_>, file: &str) -> Option<(String, String)> {
    let text = c.read_path(file)?;
    let at = text.find("call_function('deprecation',")?;
    let rest = &text[at + "call_function('deprecation',".len()..];
    let (key, rest) = ruby_single_quoted(rest.trim_start())?;
    let rest = rest.trim_start().strip_prefix(',')?.trim_start();
    let (msg, _) = ruby_single_quoted(rest)?;
    Some((key, msg))
}

/// A Ruby single-quoted literal at the start of `s`, and the text after it.
fn ruby_single_quoted(s: &str) -> Option<(String, &str)> {
    let body = s.strip_prefix('\'')?;
    let mut out = String::new();
    let mut it = body.char_indices();
    while let Some((i, ch)) = it.next() {
        match ch {
            '\'' => return Some((out, &body[i + 1..])),
            '\\' => match it.next() {
                Some((_, q @ ('\'' | '\\'))) => out.push(q),
                Some((_, other)) => {
                    out.push('\\');
                    out.push(other);
                }
                None => return None,
            },
            other => out.push(other),
        }
    }
    None
}

/// The 4.x functions of this family.
pub(super) fn call_v4(c: &mut Compiler<'_>, call: &Call<'_>, args: Vec<Val>) -> R<Option<Val>> {
    if SHIMS.contains(&call.name) {
        if let Some((key, msg)) = shim_message(c, &call.found.file) {
            deprecation(c, call, &key, &msg)?;
        }
        return call_v3(c, call, args);
    }
    match call.key {
        "validate_legacy" => validate_legacy(c, call, args),
        "deprecation" => {
            // stdlib 9 adds `optional_param 'Boolean', :use_strict_setting` (default true):
            // false warns whatever Puppet's `strict` setting says
            let strict_param = c
                .read_path(&call.found.file)
                .is_some_and(|t| t.contains(":use_strict_setting"));
            call.arity(&args, 2, if strict_param { 3 } else { 2 })?;
            let st = Ty::String(0, crate::value::IMAX, None);
            call.param(c, "key", &st, &args[0])?;
            call.param(c, "message", &st, &args[1])?;
            let use_strict = match args.get(2) {
                Some(v) => {
                    call.param(c, "use_strict_setting", &Ty::Boolean, v)?;
                    v.truthy()
                }
                None => true,
            };
            super::api::deprecation_with(c, call, &to_s(&args[0]), &to_s(&args[1]), use_strict)?;
            Ok(Some(Val::Undef))
        }
        "is_a" => {
            call.arity(&args, 2, 2)?;
            let Val::Type(t) = &args[1] else {
                return call.fail(format!(
                    "'is_a' parameter 'type' expects a Type value, got {}",
                    types::type_name_of(&args[1])
                ));
            };
            let t = (**t).clone();
            Ok(Some(Val::Bool(c.instance_of(&t, &args[0]))))
        }
        "type_of" => {
            call.arity(&args, 1, 1)?;
            // `TypeCalculator.infer_set(value)` (stdlib 8 and 9)
            Ok(Some(Val::ty(crate::infer_set::infer_set(&args[0]))))
        }
        _ => not_mine(),
    }
}

fn validate_legacy(c: &mut Compiler<'_>, call: &Call<'_>, args: Vec<Val>) -> R<Option<Val>> {
    call.arity(&args, 3, usize::MAX)?;
    let target = match &args[0] {
        Val::Type(t) => (**t).clone(),
        Val::Str(s) => parse_type(c, call, s)?,
        other => {
            return call.fail(format!(
                "'validate_legacy' parameter 'target_type' expects a Type value, got {}",
                types::type_name_of(other)
            ))
        }
    };
    let Val::Str(func) = &args[1] else {
        return call.fail(format!(
            "'validate_legacy' parameter 'function_name' expects a String value, got {}",
            types::type_name_of(&args[1])
        ));
    };
    let value = args[2].clone();
    let nine = c
        .read_path(&call.found.file)
        .is_some_and(|t| !t.contains("previous_validation"));
    if nine {
        // stdlib 9: always deprecated (an error under strict), no previous validator; the
        // mismatch is described under "validate_legacy(T, ...)"
        deprecation(
            c,
            call,
            "validate_legacy",
            "This method is deprecated, please use Puppet data types to validate parameters",
        )?;
        let path = format!("validate_legacy({target}, ...)");
        return match crate::describe::describe(c, &target, &value, &path)
            .into_iter()
            .next()
        {
            None => Ok(Some(Val::Undef)),
            Some(msg) => call.fail(msg),
        };
    }
    let mut prev = vec![value.clone()];
    prev.extend(args[3..].iter().cloned());
    let inner = Call {
        name: func,
        key: func,
        found: call.found,
        sc: call.sc,
        span: call.span,
        lambda: None,
    };
    if c.instance_of(&target, &value) {
        if !previous_ok(c, &inner, prev)? {
            c.notices.push(format!(
                "Accepting previously invalid value for target type '{target}'"
            ));
        }
        return Ok(Some(Val::Undef));
    }
    let msg = format!(
        "validate_legacy({func}) {}",
        types::mismatch(&target, &value)
    );
    if previous_ok(c, &inner, prev)? {
        deprecation(c, call, "validate_legacy", &msg)?;
        Ok(Some(Val::Undef))
    } else {
        call.fail(msg)
    }
}

/// Runs the 3.x validator: true when it accepts the value (its errors are swallowed).
fn previous_ok(c: &mut Compiler<'_>, call: &Call<'_>, args: Vec<Val>) -> R<bool> {
    match call_v3(c, call, args) {
        Ok(Some(_)) => Ok(true),
        Ok(None) => call.fail(format!("Unknown function: '{}'", call.name)),
        Err(Flow::Err(_)) => Ok(false),
        Err(other) => Err(other),
    }
}

/// A type written as a string (`validate_legacy('Optional[String]', ...)`).
pub(super) fn parse_type(c: &mut Compiler<'_>, call: &Call<'_>, text: &str) -> R<Ty> {
    let id = c
        .sources
        .add("<validate_legacy type>".to_string(), text.to_string());
    let prog = match crate::parser::parse(text, id) {
        Ok(p) => p,
        Err(e) => return call.fail(e.message),
    };
    let Some(e) = prog.body.first() else {
        return call.fail(format!("The string '{text}' cannot be parsed to a type"));
    };
    match c.eval(e, call.sc)? {
        Val::Type(t) => Ok((*t).clone()),
        _ => call.fail(format!("The string '{text}' cannot be parsed to a type")),
    }
}

/// Ruby's `String#to_f.to_s` / `to_i.to_s` round trip used by `is_string`/`is_float`.
fn ruby_to_f_s(s: &str) -> String {
    let t = s.trim_start();
    let mut end = 0;
    let b = t.as_bytes();
    let mut seen_dot = false;
    let mut seen_e = false;
    let mut i = 0;
    while i < b.len() {
        let ch = b[i];
        let ok = ch.is_ascii_digit()
            || ((ch == b'-' || ch == b'+') && (i == 0 || matches!(b[i - 1], b'e' | b'E')))
            || (ch == b'.' && !seen_dot && !seen_e && i + 1 < b.len() && b[i + 1].is_ascii_digit())
            || ((ch == b'e' || ch == b'E')
                && !seen_e
                && i > 0
                && b[i - 1].is_ascii_digit()
                && i + 1 < b.len()
                && (b[i + 1].is_ascii_digit()
                    || (matches!(b[i + 1], b'-' | b'+')
                        && i + 2 < b.len()
                        && b[i + 2].is_ascii_digit())));
        if !ok {
            break;
        }
        if ch == b'.' {
            seen_dot = true;
        }
        if ch == b'e' || ch == b'E' {
            seen_e = true;
        }
        i += 1;
        end = i;
    }
    let f: f64 = t[..end].parse().unwrap_or(0.0);
    crate::value::float_str(f)
}

fn ruby_to_i_s(s: &str) -> String {
    super::api::to_i(&Val::Str(s.into())).to_string()
}

fn is_absolute_path(v: &Val) -> bool {
    let Val::Str(p) = v else { return false };
    if p.starts_with('/') {
        return true;
    }
    let b = p.as_bytes();
    let slash = |c: u8| c == b'/' || c == b'\\';
    // C:\ or C:/
    if b.len() >= 3 && b[0].is_ascii_alphabetic() && b[1] == b':' && slash(b[2]) {
        return true;
    }
    // \\server\share and \\?\...
    if b.len() >= 2 && slash(b[0]) && slash(b[1]) {
        let rest = &p[2..];
        let parts: Vec<&str> = rest.split(['/', '\\']).collect();
        if parts.len() >= 2 && !parts[0].is_empty() && !parts[1].is_empty() {
            return true;
        }
        if parts.len() >= 2 && parts[0] == "?" && !parts[1].is_empty() {
            return true;
        }
    }
    false
}

/// Ruby's `IPAddr.new(s)`: an IPv4 or IPv6 address, optionally with `/prefix` or `/mask`.
pub(super) fn ipaddr(s: &str) -> Option<(IpAddr, u8)> {
    let (addr, prefix) = match s.split_once('/') {
        Some((a, p)) => (a, Some(p)),
        None => (s, None),
    };
    let addr = addr.trim_start_matches('[').trim_end_matches(']');
    let ip: IpAddr = if let Ok(v4) = addr.parse::<Ipv4Addr>() {
        IpAddr::V4(v4)
    } else if let Ok(v6) = addr.split('%').next().unwrap_or("").parse::<Ipv6Addr>() {
        IpAddr::V6(v6)
    } else {
        return None;
    };
    let max = if ip.is_ipv4() { 32 } else { 128 };
    let bits = match prefix {
        None => max,
        Some(p) if !p.is_empty() && p.bytes().all(|b| b.is_ascii_digit()) => {
            let n: u32 = p.parse().ok()?;
            if n > max as u32 {
                return None;
            }
            n as u8
        }
        Some(p) => match (ip, p.parse::<Ipv4Addr>()) {
            (IpAddr::V4(_), Ok(mask)) => {
                let m = u32::from(mask);
                if m.leading_ones() + m.trailing_zeros() != 32 {
                    return None;
                }
                m.leading_ones() as u8
            }
            _ => return None,
        },
    };
    Some((ip, bits))
}

/// `IPAddr.new(s).to_s`: the address with its prefix or mask applied (the network of
/// `1.2.3.4/24` is `1.2.3.0`), or `None` where Ruby raises an `ArgumentError`.
pub(crate) fn ipaddr_masked(s: &str) -> Option<IpAddr> {
    let (ip, bits) = ipaddr(s)?;
    Some(match ip {
        IpAddr::V4(v4) => {
            let mask = u32::MAX.checked_shl(32 - bits as u32).unwrap_or(0);
            IpAddr::V4(Ipv4Addr::from(u32::from(v4) & mask))
        }
        IpAddr::V6(v6) => {
            let mask = u128::MAX.checked_shl(128 - bits as u32).unwrap_or(0);
            IpAddr::V6(Ipv6Addr::from(u128::from(v6) & mask))
        }
    })
}

fn is_domain_name(s: &str) -> bool {
    if s == "." {
        return true;
    }
    let d = s.strip_suffix('.').unwrap_or(s);
    if d.is_empty() || d.len() > 255 {
        return false;
    }
    if d.contains('.') {
        let last = d.rsplit('.').next().unwrap_or("");
        if last.is_empty() || !last.bytes().all(|b| b.is_ascii_alphabetic()) {
            return false;
        }
    }
    d.split('.').all(|l| {
        !l.is_empty()
            && l.len() <= 63
            && !l.starts_with('-')
            && !l.ends_with('-')
            && l.bytes().all(|b| b.is_ascii_alphanumeric() || b == b'-')
    })
}

fn is_email(s: &str) -> bool {
    let Some((local, domain)) = s.split_once('@') else {
        return false;
    };
    if local.is_empty() || domain.contains('@') {
        return false;
    }
    let first = local.chars().next().unwrap_or(' ');
    if !(first.is_alphanumeric() || first == '_' || first == '+' || first == '-') {
        return false;
    }
    let mut parts = domain.split('.');
    let host = parts.next().unwrap_or("");
    let rest: Vec<&str> = parts.collect();
    !host.is_empty()
        && host
            .bytes()
            .all(|b| b.is_ascii_lowercase() || b.is_ascii_digit() || b == b'-')
        && !rest.is_empty()
        && rest
            .iter()
            .all(|p| !p.is_empty() && p.bytes().all(|b| b.is_ascii_lowercase()))
}

fn int_of(v: &Val) -> Option<i64> {
    match v {
        Val::Int(i) => Some(*i),
        Val::Str(s) => {
            let t = s.trim().replace('_', "");
            if let Some(h) = t.strip_prefix("0x") {
                return i64::from_str_radix(h, 16).ok();
            }
            t.parse().ok()
        }
        Val::Float(f) if f.fract() == 0.0 => Some(*f as i64),
        _ => None,
    }
}

fn float_of(v: &Val) -> Option<f64> {
    match v {
        Val::Int(i) => Some(*i as f64),
        Val::Float(f) => Some(*f),
        Val::Str(s) => s.trim().replace('_', "").parse().ok(),
        _ => None,
    }
}

/// The 3.x functions of this family.
pub(super) fn call_v3(c: &mut Compiler<'_>, call: &Call<'_>, args: Vec<Val>) -> R<Option<Val>> {
    let n = args.len();
    let name = call.name;
    let a0 = args.first().cloned().unwrap_or(Val::Undef);
    let yes = |b: bool| Ok(Some(Val::Bool(b)));
    let one = |exact: bool| -> R<()> {
        if (exact && n != 1) || n == 0 {
            let msg = match name {
                "is_string" | "is_array" | "is_hash" | "is_bool" => {
                    format!("{name}(): Wrong number of arguments given ({n} for 1)")
                }
                _ => format!("{name}(): Wrong number of arguments given {n} for 1"),
            };
            return call.fail(msg);
        }
        Ok(())
    };
    match name {
        "is_array" => {
            one(false)?;
            yes(matches!(a0, Val::Array(_)))
        }
        "is_hash" => {
            one(true)?;
            yes(matches!(a0, Val::Hash(_)))
        }
        "is_bool" => {
            one(true)?;
            yes(matches!(a0, Val::Bool(_)))
        }
        "is_string" => {
            one(false)?;
            Ok(Some(Val::Bool(match &a0 {
                Val::Undef => true,
                Val::Str(s) => *ruby_to_f_s(s) != **s && *ruby_to_i_s(s) != **s,
                _ => false,
            })))
        }
        "is_integer" => {
            one(true)?;
            yes(match &a0 {
                Val::Int(_) => true,
                Val::Str(s) => {
                    let t = s.strip_prefix('-').unwrap_or(s);
                    t == "0"
                        || (!t.is_empty()
                            && !t.starts_with('0')
                            && t.bytes().all(|b| b.is_ascii_digit()))
                }
                _ => false,
            })
        }
        "is_numeric" => {
            one(true)?;
            yes(match &a0 {
                Val::Int(_) | Val::Float(_) => true,
                Val::Str(s) => is_numeric_str(s),
                _ => false,
            })
        }
        "is_float" => {
            one(true)?;
            yes(match &a0 {
                Val::Float(_) => true,
                Val::Str(s) => ruby_to_f_s(s) == **s,
                _ => false,
            })
        }
        "is_absolute_path" => {
            one(true)?;
            yes(is_absolute_path(&a0))
        }
        "is_ip_address" | "is_ipv4_address" | "is_ipv6_address" => {
            one(true)?;
            let ip = match &a0 {
                Val::Str(s) => ipaddr(s),
                _ => None,
            };
            yes(match (name, ip) {
                (_, None) => false,
                ("is_ipv4_address", Some((ip, _))) => ip.is_ipv4(),
                ("is_ipv6_address", Some((ip, _))) => ip.is_ipv6(),
                _ => true,
            })
        }
        "is_domain_name" => {
            one(true)?;
            yes(matches!(&a0, Val::Str(s) if is_domain_name(s)))
        }
        "is_email_address" => {
            one(true)?;
            yes(matches!(&a0, Val::Str(s) if is_email(s)))
        }
        "is_mac_address" => {
            one(true)?;
            yes(matches!(&a0, Val::Str(s) if {
                let parts: Vec<&str> = s.split(':').collect();
                (parts.len() == 6 || parts.len() == 20)
                    && parts.iter().all(|p| (1..=2).contains(&p.len()) && p.bytes().all(|b| b.is_ascii_hexdigit()))
            }))
        }
        "is_function_available" => {
            if n != 1 {
                return call.fail(format!(
                    "is_function_available?(): Wrong number of arguments given {n} for 1"
                ));
            }
            let Val::Str(f) = &a0 else { return yes(false) };
            let l = f.to_lowercase();
            let found = (c.families.stdlib_find)(c, &l).is_some_and(|f| f.api == super::found::Api::V3)
                || crate::functions::names::is_builtin(&l);
            yes(found)
        }
        "validate_string"
        | "validate_array"
        | "validate_hash"
        | "validate_bool"
        | "validate_absolute_path"
        | "validate_ip_address"
        | "validate_ipv4_address"
        | "validate_ipv6_address"
        | "validate_domain_name"
        | "validate_email_address" => {
            if n == 0 {
                return call.fail(format!(
                    "{name}(): wrong number of arguments (0; must be > 0)"
                ));
            }
            for a in &args {
                validate_one(call, a)?;
            }
            Ok(Some(Val::Undef))
        }
        "validate_re" => {
            if !(2..=3).contains(&n) {
                return call.fail(format!(
                    "validate_re(): wrong number of arguments ({n}; must be 2 or 3)"
                ));
            }
            let Val::Str(s) = &a0 else {
                return call.fail(format!(
                    "validate_re(): input needs to be a String, not a {}",
                    ruby_class(&a0)
                ));
            };
            let pats: Vec<Val> = match &args[1] {
                Val::Array(a) => (**a).clone(),
                other => vec![other.clone()],
            };
            let ok = pats
                .iter()
                .any(|p| types::compile_regex(&to_s(p)).is_some_and(|re| re.is_match(s)));
            if ok {
                return Ok(Some(Val::Undef));
            }
            let msg = match args.get(2) {
                Some(m) if !matches!(m, Val::Undef) && !matches!(m, Val::Bool(false)) => to_s(m),
                _ => format!(
                    "validate_re(): {} does not match {}",
                    inspect(&a0),
                    inspect(&args[1])
                ),
            };
            call.fail(msg)
        }
        "validate_slength" => validate_slength(call, &args),
        "validate_integer" | "validate_numeric" => validate_number(call, &args),
        // Puppet without the augeas feature (as the reference's) refuses before anything else
        "validate_augeas" => call.fail(
            "validate_augeas(): this function requires the augeas feature. See http://docs.puppetlabs.com/guides/augeas.html#pre-requisites for how to activate it.",
        ),
        "validate_cmd" if !(2..=3).contains(&n) => call.fail(format!(
            "validate_cmd(): wrong number of arguments ({n}; must be 2 or 3)"
        )),
        "validate_x509_rsa_key_pair" if n != 2 => call.fail(format!(
            "validate_x509_rsa_key_pair(): wrong number of arguments ({n}; must be 2)"
        )),
        "validate_x509_rsa_key_pair" | "validate_cmd" => call.fail(format!(
            "{name}(): strata does not run external validators at compile time"
        )),
        "type3x" => {
            if n != 1 {
                return call.fail(format!(
                    "type3x(): Wrong number of arguments given ({n} for 1)"
                ));
            }
            let t = match &a0 {
                Val::Bool(_) => "boolean".to_string(),
                Val::Int(_) => "integer".into(),
                Val::Float(_) => "float".into(),
                Val::Array(_) => "array".into(),
                Val::Hash(_) => "hash".into(),
                Val::Str(s) if ruby_to_i_s(s) == **s => "integer".into(),
                Val::Str(s) if ruby_to_f_s(s) == **s => "float".into(),
                Val::Str(_) => "string".into(),
                _ => return call.fail("type3x(): Unknown type"),
            };
            Ok(Some(Val::Str(t.into())))
        }
        _ => not_mine(),
    }
}

fn is_numeric_str(s: &str) -> bool {
    let t = s.strip_prefix('-').unwrap_or(s);
    let (mant, exp) = match t.find(['e', 'E']) {
        Some(i) => (&t[..i], Some(&t[i + 1..])),
        None => (t, None),
    };
    let (int, frac) = match mant.split_once('.') {
        Some((a, b)) => (a, Some(b)),
        None => (mant, None),
    };
    let int_ok = int == "0"
        || (!int.is_empty() && !int.starts_with('0') && int.bytes().all(|b| b.is_ascii_digit()));
    let frac_ok = frac.is_none_or(|f| !f.is_empty() && f.bytes().all(|b| b.is_ascii_digit()));
    let exp_ok = exp.is_none_or(|e| {
        let e = e.strip_prefix('-').unwrap_or(e);
        !e.is_empty() && e.bytes().all(|b| b.is_ascii_digit())
    });
    int_ok && frac_ok && exp_ok
}

fn validate_one(call: &Call<'_>, a: &Val) -> R<()> {
    let name = call.name;
    let bad = |what: &str| -> R<()> {
        call.fail(format!(
            "{} is not {what}.  It looks to be a {}",
            inspect(a),
            ruby_class(a)
        ))
    };
    match name {
        "validate_string" if !matches!(a, Val::Str(_) | Val::Undef) => bad("a string"),
        "validate_array" if !matches!(a, Val::Array(_)) => bad("an Array"),
        "validate_hash" if !matches!(a, Val::Hash(_)) => bad("a Hash"),
        "validate_bool" if !matches!(a, Val::Bool(_)) => bad("a boolean"),
        "validate_absolute_path" => {
            let items = match a {
                Val::Array(x) => (**x).clone(),
                other => vec![other.clone()],
            };
            for p in &items {
                if !is_absolute_path(p) {
                    return call.fail(format!("{} is not an absolute path.", inspect(p)));
                }
            }
            Ok(())
        }
        "validate_ip_address" | "validate_ipv4_address" | "validate_ipv6_address" => {
            let Val::Str(s) = a else {
                return call.fail(format!("{} is not a string.", inspect(a)));
            };
            let (ok, what) = match (name, ipaddr(s)) {
                ("validate_ipv4_address", r) => {
                    (r.is_some_and(|(ip, _)| ip.is_ipv4()), "IPv4 address")
                }
                ("validate_ipv6_address", r) => {
                    (r.is_some_and(|(ip, _)| ip.is_ipv6()), "IPv6 address")
                }
                (_, r) => (r.is_some(), "IP address"),
            };
            if ok {
                Ok(())
            } else {
                call.fail(format!("{} is not a valid {what}.", inspect(a)))
            }
        }
        "validate_domain_name" | "validate_email_address" => {
            let Val::Str(s) = a else {
                return call.fail(format!("{} is not a string.", inspect(a)));
            };
            if name == "validate_domain_name" && !is_domain_name(s) {
                return call.fail(format!(
                    "{} is not a syntactically correct domain name",
                    inspect(a)
                ));
            }
            if name == "validate_email_address" && !is_email(s) {
                return call.fail(format!("{} is not a valid email address", inspect(a)));
            }
            Ok(())
        }
        _ => Ok(()),
    }
}

fn validate_slength(call: &Call<'_>, args: &[Val]) -> R<Option<Val>> {
    let n = args.len();
    if n != 2 && n != 3 {
        return call.fail(format!(
            "validate_slength(): Wrong number of arguments ({n}; must be 2 or 3)"
        ));
    }
    let max = match int_of(&args[1]) {
        Some(m) if m > 0 => m,
        _ => {
            return call.fail(format!(
                "validate_slength(): Expected second argument to be a positive Numeric, got {}:{}",
                to_s(&args[1]),
                ruby_class(&args[1])
            ))
        }
    };
    let min = match args.get(2) {
        None | Some(Val::Undef) => 0,
        Some(v) => match int_of(v) {
            Some(m) if m >= 0 => m,
            _ => {
                return call.fail(format!(
                    "validate_slength(): Expected third argument to be unset or a positive Numeric, got {}:{}",
                    to_s(v),
                    ruby_class(v)
                ))
            }
        },
    };
    if max < min {
        return call.fail(
            "validate_slength(): Expected second argument to be equal to or larger than third argument",
        );
    }
    let input = &args[0];
    let check = |s: &str| -> R<()> {
        let len = s.chars().count() as i64;
        if len > max || len < min {
            let ilen = match input {
                Val::Str(x) => x.chars().count(),
                Val::Array(x) => x.len(),
                _ => 0,
            };
            return call.fail(format!(
                "validate_slength(): Expected length of {} to be between {min} and {max}, was {ilen}",
                inspect(input)
            ));
        }
        Ok(())
    };
    match input {
        Val::Str(s) => check(s)?,
        Val::Array(a) => {
            for (pos, x) in a.iter().enumerate() {
                let Val::Str(s) = x else {
                    return call.fail(format!(
                        "validate_slength(): Expected element at array position {pos} to be a String, got {}",
                        ruby_class(x)
                    ));
                };
                check(s)?;
            }
        }
        other => {
            return call.fail(format!(
                "validate_slength(): Expected first argument to be a String or Array, got {}",
                ruby_class(other)
            ))
        }
    }
    Ok(Some(Val::Undef))
}

fn validate_number(call: &Call<'_>, args: &[Val]) -> R<Option<Val>> {
    let n = args.len();
    let name = call.name;
    let int = name == "validate_integer";
    let kind = if int { "an Integer" } else { "a Numeric" };
    if n == 0 || n > 3 {
        return call.fail(format!(
            "{name}(): Wrong number of arguments; must be 1, 2 or 3, got {n}"
        ));
    }
    let parse = |v: &Val| -> Option<f64> {
        if int {
            match v {
                Val::Float(_) => None,
                other => int_of(&Val::Str(to_s(other).into())).map(|i| i as f64),
            }
        } else {
            float_of(&Val::Str(to_s(v).into()))
        }
    };
    let show = |f: f64| {
        if int {
            format!("{}", f as i64)
        } else {
            crate::value::float_str(f)
        }
    };
    let max = if n > 1 {
        if n > 2 && to_s(&args[1]).is_empty() {
            None
        } else {
            match parse(&args[1]) {
                Some(m) => Some(m),
                None => {
                    return call.fail(format!(
                        "{name}(): Expected second argument to be unset or {kind}, got {}:{}",
                        to_s(&args[1]),
                        ruby_class(&Val::Str("".into()))
                    ))
                }
            }
        }
    } else {
        None
    };
    let min = if n > 2 {
        match parse(&args[2]) {
            Some(m) => Some(m),
            None => {
                return call.fail(format!(
                    "{name}(): Expected third argument to be unset or {kind}, got {}:{}",
                    to_s(&args[2]),
                    ruby_class(&args[2])
                ))
            }
        }
    } else {
        None
    };
    if let (Some(lo), Some(hi)) = (min, max) {
        if lo > hi {
            return call.fail(format!(
                "{name}(): Expected second argument to be larger than third argument, got {} < {}",
                show(hi),
                show(lo)
            ));
        }
    }
    let input = &args[0];
    let check = |x: f64| -> R<()> {
        if let Some(hi) = max {
            if x > hi {
                return call.fail(format!(
                    "{name}(): Expected {} to be smaller or equal to {}, got {}.",
                    inspect(input),
                    show(hi),
                    inspect(input)
                ));
            }
        }
        if let Some(lo) = min {
            if x < lo {
                return call.fail(format!(
                    "{name}(): Expected {} to be greater or equal to {}, got {}.",
                    inspect(input),
                    show(lo),
                    inspect(input)
                ));
            }
        }
        Ok(())
    };
    let base = if int { "an Integer" } else { "a Numeric" };
    match input {
        Val::Array(a) => {
            for (pos, x) in a.iter().enumerate() {
                let v = if matches!(x, Val::Hash(_)) {
                    None
                } else {
                    parse(x)
                };
                match v {
                    Some(v) => check(v)?,
                    None => {
                        return call.fail(format!(
                        "{name}(): Expected element at array position {pos} to be {base}, got {}",
                        ruby_class(x)
                    ))
                    }
                }
            }
        }
        Val::Hash(_) => {
            return call.fail(format!(
                "validate_integer(): Expected first argument to be {base} or Array, got Hash"
            ))
        }
        other => match parse(other) {
            Some(v) => check(v)?,
            None => {
                return call.fail(format!(
                    "{name}(): Expected first argument to be {base} or Array, got {}",
                    ruby_class(other)
                ))
            }
        },
    }
    Ok(Some(Val::Undef))
}
