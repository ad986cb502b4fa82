//! stdlib's string and conversion functions: `str2bool`, `bool2str`, `base64`,
//! `shell_escape`, `shell_join`, `dirname`, `basename`, `uriescape`, `stdlib::start_with`,
//! ... Each follows the Ruby method stdlib calls (`Shellwords.shellescape`, `File.dirname`,
//! `URI::RFC2396_Parser#escape`, `Regexp.escape`, `String#squeeze`, ...).

use super::collections::str2bool;
use super::to_i;
use super::{deprecation, inspect, not_mine, ruby_class, to_s, Call};
use crate::eval::{Compiler, R};
use crate::ptypes::binary;
use crate::value::{Ty, Val, IMAX};

fn s(v: impl Into<String>) -> R<Option<Val>> {
    Ok(Some(Val::Str(v.into().into())))
}

/// Ruby's `Shellwords.shellescape`.
pub(crate) fn shellescape(w: &str) -> String {
    if w.is_empty() {
        return "''".into();
    }
    let mut out = String::new();
    for ch in w.chars() {
        if ch == '\n' {
            out.push_str("'\n'");
        } else if ch.is_ascii_alphanumeric() || "_-.,:+/@".contains(ch) {
            out.push(ch);
        } else {
            out.push('\\');
            out.push(ch);
        }
    }
    out
}

/// Ruby's `Shellwords.shellsplit`.
fn shellsplit(line: &str) -> Result<Vec<String>, String> {
    let mut words = Vec::new();
    let chars: Vec<char> = line.chars().collect();
    let mut i = 0;
    let mut field = String::new();
    let mut in_word = false;
    while i < chars.len() {
        let ch = chars[i];
        if ch.is_whitespace() {
            if in_word {
                words.push(std::mem::take(&mut field));
                in_word = false;
            }
            i += 1;
            continue;
        }
        in_word = true;
        match ch {
            '\'' => {
                let end = chars[i + 1..].iter().position(|c| *c == '\'');
                match end {
                    Some(e) => {
                        field.extend(&chars[i + 1..i + 1 + e]);
                        i += e + 2;
                    }
                    None => return Err(format!("Unmatched quote: {}", inspect(&Val::str(line)))),
                }
            }
            '"' => {
                let mut j = i + 1;
                let mut closed = false;
                while j < chars.len() {
                    match chars[j] {
                        '"' => {
                            closed = true;
                            break;
                        }
                        '\\' if j + 1 < chars.len() => {
                            let n = chars[j + 1];
                            if "$`\"\\\n".contains(n) {
                                if n != '\n' {
                                    field.push(n);
                                }
                            } else {
                                field.push('\\');
                                field.push(n);
                            }
                            j += 2;
                            continue;
                        }
                        c => field.push(c),
                    }
                    j += 1;
                }
                if !closed {
                    return Err(format!("Unmatched quote: {}", inspect(&Val::str(line))));
                }
                i = j + 1;
            }
            '\\' => {
                if let Some(n) = chars.get(i + 1) {
                    if *n != '\n' {
                        field.push(*n);
                    }
                }
                i += 2;
            }
            c => {
                field.push(c);
                i += 1;
            }
        }
    }
    if in_word {
        words.push(field);
    }
    Ok(words)
}

/// Ruby's `File.dirname`.
fn dirname(p: &str) -> String {
    let t = p.trim_end_matches('/');
    if t.is_empty() {
        return if p.starts_with('/') {
            "/".into()
        } else {
            ".".into()
        };
    }
    match t.rfind('/') {
        None => ".".into(),
        Some(i) => {
            let d = t[..i].trim_end_matches('/');
            if d.is_empty() {
                "/".into()
            } else {
                d.into()
            }
        }
    }
}

/// Ruby's `File.basename(p[, suffix])`.
fn basename(p: &str, suffix: Option<&str>) -> String {
    let t = p.trim_end_matches('/');
    if t.is_empty() {
        return if p.is_empty() {
            String::new()
        } else {
            "/".into()
        };
    }
    let base = match t.rfind('/') {
        Some(i) => &t[i + 1..],
        None => t,
    };
    match suffix {
        Some(".*") => match base.rfind('.') {
            Some(i) if i > 0 => base[..i].into(),
            _ => base.into(),
        },
        Some(sfx) if !sfx.is_empty() && base != sfx && base.ends_with(sfx) => {
            base[..base.len() - sfx.len()].into()
        }
        _ => base.into(),
    }
}

/// `URI::RFC2396_Parser#escape`.
fn uri_escape(v: &str) -> String {
    let mut out = String::new();
    for ch in v.chars() {
        if ch.is_ascii_alphanumeric() || "-_.!~*'();/?:@&=+$,[]".contains(ch) {
            out.push(ch);
        } else {
            let mut buf = [0u8; 4];
            for b in ch.encode_utf8(&mut buf).bytes() {
                out.push_str(&format!("%{b:02X}"));
            }
        }
    }
    out
}

/// Ruby's `Regexp.escape`.
fn regexp_escape(v: &str) -> String {
    let mut out = String::new();
    for ch in v.chars() {
        match ch {
            '\n' => out.push_str("\\n"),
            '\t' => out.push_str("\\t"),
            '\r' => out.push_str("\\r"),
            '\x0c' => out.push_str("\\f"),
            '\x0b' => out.push_str("\\v"),
            ' ' => out.push_str("\\ "),
            c if "[]{}()|-*.\\?+^$#".contains(c) => {
                out.push('\\');
                out.push(c);
            }
            c => out.push(c),
        }
    }
    out
}

/// A `String#squeeze`/`count` character set (`a-z`, `^x`).
fn in_set(set: &str, ch: char) -> bool {
    let (neg, body) = match set.strip_prefix('^') {
        Some(b) if !b.is_empty() => (true, b),
        _ => (false, set),
    };
    let cs: Vec<char> = body.chars().collect();
    let mut i = 0;
    let mut hit = false;
    while i < cs.len() {
        if i + 2 < cs.len() && cs[i + 1] == '-' {
            if cs[i] <= ch && ch <= cs[i + 2] {
                hit = true;
            }
            i += 3;
        } else {
            if cs[i] == ch {
                hit = true;
            }
            i += 1;
        }
    }
    hit != neg
}

fn squeeze(v: &str, set: Option<&str>) -> String {
    let mut out = String::new();
    let mut last: Option<char> = None;
    for ch in v.chars() {
        if last == Some(ch) && set.is_none_or(|s| in_set(s, ch)) {
            continue;
        }
        out.push(ch);
        last = Some(ch);
    }
    out
}

fn swapcase(v: &str) -> String {
    v.chars()
        .flat_map(|c| {
            if c.is_uppercase() {
                c.to_lowercase().collect::<Vec<_>>()
            } else if c.is_lowercase() {
                c.to_uppercase().collect()
            } else {
                vec![c]
            }
        })
        .collect()
}

/// The 4.x functions of this family.
pub(super) fn call_v4(c: &mut Compiler<'_>, call: &Call<'_>, args: Vec<Val>) -> R<Option<Val>> {
    let name = call.key;
    match name {
        "shell_escape" | "batch_escape" | "powershell_escape" => {
            call.arity(&args, 1, 1)?;
            let text = to_s(&args[0]);
            let out = match name {
                "shell_escape" => shellescape(&text),
                "batch_escape" => {
                    let mut r = String::from("\"");
                    for ch in text.chars() {
                        match ch {
                            '"' => r.push_str("\"\""),
                            '$' | '\\' => {
                                r.push('\\');
                                r.push(ch)
                            }
                            c => r.push(c),
                        }
                    }
                    r.push('"');
                    r
                }
                _ => {
                    let mut r = String::new();
                    for ch in text.chars() {
                        match ch {
                            ' ' | '\'' | '`' | '|' | '\n' | '$' => {
                                r.push('`');
                                r.push(ch)
                            }
                            '"' => r.push_str("\\`\""),
                            c => r.push(c),
                        }
                    }
                    r
                }
            };
            s(out)
        }
        "start_with" | "end_with" => {
            call.arity(&args, 2, 2)?;
            let pname = if name == "start_with" {
                "prefixes"
            } else {
                "suffixes"
            };
            call.param(c, "test_string", &Ty::String(0, IMAX, None), &args[0])?;
            let s1 = Ty::String(1, IMAX, None);
            let t = Ty::Variant(vec![s1.clone(), Ty::Array(Box::new(s1), 1, IMAX)]);
            call.param(c, pname, &t, &args[1])?;
            let subject = to_s(&args[0]);
            let list: Vec<String> = match &args[1] {
                Val::Array(a) => a.iter().map(to_s).collect(),
                other => vec![to_s(other)],
            };
            let hit = list.iter().any(|p| {
                if name == "start_with" {
                    subject.starts_with(p.as_str())
                } else {
                    subject.ends_with(p.as_str())
                }
            });
            Ok(Some(Val::Bool(hit)))
        }
        "crc32" => {
            // `Zlib.crc32(data.unwrap.to_s)` (a Sensitive's content), else of `data.to_s`
            // (a Binary's to_s is its strict Base64), in lower-case hex without leading zeros
            call.arity(&args, 1, 1)?;
            let scalar = |v: &Val| {
                matches!(v, Val::Str(_) | Val::Int(_) | Val::Float(_) | Val::Bool(_))
                    || matches!(v, Val::Rich(r) if matches!(**r, crate::ptypes::Rich::Binary(_)))
            };
            let data = match &args[0] {
                Val::Sensitive(inner) if scalar(inner) => to_s(inner),
                v if scalar(v) => to_s(v),
                other => {
                    let t = super::validate::parse_type(
                        c,
                        call,
                        "Variant[ScalarData, Sensitive[ScalarData], Binary, Sensitive[Binary]]",
                    )?;
                    call.param(c, "my_data", &t, other)?;
                    to_s(other)
                }
            };
            s(format!("{:x}", crc32(data.as_bytes())))
        }
        "extname" => {
            call.arity(&args, 1, 1)?;
            call.param(c, "filename", &Ty::String(0, IMAX, None), &args[0])?;
            let base = basename(&to_s(&args[0]), None);
            let trimmed = base.trim_start_matches('.');
            let ext = match trimmed.rfind('.') {
                // Ruby's File.extname("a.") is "."
                Some(i) => trimmed[i..].to_string(),
                _ => String::new(),
            };
            s(ext)
        }
        "xml_encode" => {
            call.arity(&args, 1, 2)?;
            call.param(c, "str", &Ty::String(0, IMAX, None), &args[0])?;
            let attr = match args.get(1) {
                None => false,
                Some(v) => {
                    let t = Ty::Enum(vec!["text".into(), "attr".into()], false);
                    call.param(c, "type", &t, v)?;
                    to_s(v) == "attr"
                }
            };
            let mut out = String::new();
            if attr {
                out.push('"');
            }
            for ch in to_s(&args[0]).chars() {
                match ch {
                    '&' => out.push_str("&amp;"),
                    '<' => out.push_str("&lt;"),
                    '>' => out.push_str("&gt;"),
                    '"' if attr => out.push_str("&quot;"),
                    c => out.push(c),
                }
            }
            if attr {
                out.push('"');
            }
            s(out)
        }
        "ip_in_range" => {
            call.arity(&args, 2, 2)?;
            call.param(c, "ipaddress", &Ty::String(0, IMAX, None), &args[0])?;
            let t = Ty::Variant(vec![
                Ty::String(0, IMAX, None),
                Ty::Array(Box::new(Ty::Any), 0, IMAX),
            ]);
            call.param(c, "range", &t, &args[1])?;
            let ranges: Vec<String> = match &args[1] {
                Val::Array(a) => a.iter().map(to_s).collect(),
                other => vec![to_s(other)],
            };
            let r = super::catalog::ip_in_range(call, &to_s(&args[0]), &ranges)?;
            Ok(Some(Val::Bool(r)))
        }
        "sprintf_hash" => {
            call.arity(&args, 2, 2)?;
            call.param(c, "format", &Ty::String(0, IMAX, None), &args[0])?;
            let h = Ty::Hash(Box::new(Ty::Any), Box::new(Ty::Any), 0, IMAX);
            call.param(c, "arguments", &h, &args[1])?;
            if let Some((key, msg)) = super::validate::shim_message(c, &call.found.file) {
                deprecation(c, call, &key, &msg)?;
            }
            let Val::Hash(h) = &args[1] else {
                return Ok(Some(Val::Undef));
            };
            let fmt = to_s(&args[0]);
            let mut out = String::new();
            let mut rest = fmt.as_str();
            // `%<name>spec` takes the named value with spec; `%{name}` its text.
            while let Some(i) = rest.find('%') {
                out.push_str(&rest[..i]);
                let after = &rest[i + 1..];
                let (key, tail, braces) = if let Some(a) = after.strip_prefix('<') {
                    match a.find('>') {
                        Some(e) => (&a[..e], &a[e + 1..], false),
                        None => return call.fail("malformed name - unmatched parenthesis"),
                    }
                } else if let Some(a) = after.strip_prefix('{') {
                    match a.find('}') {
                        Some(e) => (&a[..e], &a[e + 1..], true),
                        None => return call.fail("malformed name - unmatched parenthesis"),
                    }
                } else {
                    let spec_end = after
                        .find(|c: char| c.is_ascii_alphabetic() || c == '%')
                        .map(|e| e + 1)
                        .unwrap_or(after.len());
                    let piece = format!("%{}", &after[..spec_end]);
                    match crate::stdlib::sprintf(&piece, &[]) {
                        Ok(t) => out.push_str(&t),
                        Err(e) => return call.fail(e),
                    }
                    rest = &after[spec_end..];
                    continue;
                };
                let Some(v) = h.get(&Val::str(key)) else {
                    return call.fail(format!("key<{key}> not found"));
                };
                if braces {
                    out.push_str(&to_s(v));
                    rest = tail;
                } else {
                    let spec_end = tail
                        .find(|c: char| c.is_ascii_alphabetic())
                        .map(|e| e + 1)
                        .unwrap_or(tail.len());
                    let piece = format!("%{}", &tail[..spec_end]);
                    match crate::stdlib::sprintf(&piece, std::slice::from_ref(v)) {
                        Ok(t) => out.push_str(&t),
                        Err(e) => return call.fail(e),
                    }
                    rest = &tail[spec_end..];
                }
            }
            out.push_str(rest);
            s(out)
        }
        _ => not_mine(),
    }
}

/// The 3.x functions of this family.
pub(super) fn call_v3(c: &mut Compiler<'_>, call: &Call<'_>, args: Vec<Val>) -> R<Option<Val>> {
    let n = args.len();
    let name = call.name;
    let a0 = args.first().cloned().unwrap_or(Val::Undef);
    let a1 = args.get(1).cloned().unwrap_or(Val::Undef);
    let count1 = |exact: bool| -> R<()> {
        if n == 0 || (exact && n != 1) {
            return call.fail(format!(
                "{name}(): Wrong number of arguments given ({n} for 1)"
            ));
        }
        Ok(())
    };
    match name {
        "str2bool" => {
            count1(false)?;
            Ok(Some(Val::Bool(str2bool(call, &a0)?)))
        }
        "bool2str" => {
            if n != 1 && n != 3 {
                return call.fail(format!(
                    "bool2str(): Wrong number of arguments given ({n} for 3)"
                ));
            }
            let Val::Bool(b) = a0 else {
                return call.fail("bool2str(): Requires a boolean to work with");
            };
            let pick = |v: Option<&Val>, d: &str| match v {
                None | Some(Val::Undef) | Some(Val::Bool(false)) => Val::str(d),
                Some(x) => x.clone(),
            };
            let (t, f) = (pick(args.get(1), "true"), pick(args.get(2), "false"));
            if !matches!(t, Val::Str(_)) || !matches!(f, Val::Str(_)) {
                return call.fail("bool2str(): Requires strings to convert to");
            }
            Ok(Some(if b { t } else { f }))
        }
        "bool2num" => {
            count1(false)?;
            let b = match &a0 {
                Val::Bool(b) => *b,
                Val::Str(_) => str2bool(call, &a0)?,
                _ => return call.fail("str2bool(): Requires string to work with"),
            };
            Ok(Some(Val::Int(b as i64)))
        }
        "num2bool" => {
            if n != 1 {
                return call.fail(format!(
                    "num2bool(): Wrong number of arguments given ({n} for 1)"
                ));
            }
            num2bool(call, &a0).map(|b| Some(Val::Bool(b)))
        }
        "any2bool" => {
            count1(false)?;
            Ok(Some(Val::Bool(match &a0 {
                Val::Bool(b) => *b,
                Val::Undef => false,
                Val::Int(_) | Val::Float(_) => num2bool(call, &a0)?,
                Val::Str(st) => {
                    if st.trim().parse::<f64>().is_ok() && !st.trim().is_empty() {
                        num2bool(call, &a0)?
                    } else {
                        str2bool(call, &a0)?
                    }
                }
                _ => true,
            })))
        }
        "base64" => {
            if n < 2 {
                return call.fail(format!(
                    "base64(): Wrong number of arguments ({n}; must be >= 2)"
                ));
            }
            let action = to_s(&a0);
            if !matches!(&a0, Val::Str(_)) || (action != "encode" && action != "decode") {
                return call
                    .fail("base64(): the first argument must be one of 'encode' or 'decode'");
            }
            let Val::Str(data) = &a1 else {
                return call.fail("base64(): the second argument must be a string to base64");
            };
            let method = if n <= 2 {
                "default".to_string()
            } else {
                to_s(&args[2])
            };
            if !["default", "strict", "urlsafe"].contains(&method.as_str()) {
                return call.fail(
                    "base64(): the third argument must be one of 'default', 'strict', or 'urlsafe'",
                );
            }
            if action == "encode" {
                return s(match method.as_str() {
                    "default" => binary::relaxed_encode(data.as_bytes()),
                    "urlsafe" => binary::urlsafe_encode(data.as_bytes()),
                    _ => binary::strict_encode(data.as_bytes()),
                });
            }
            let decoded = match method.as_str() {
                "default" => Some(binary::decode64(data)),
                "urlsafe" => binary::urlsafe_decode(data),
                _ => binary::strict_decode(data),
            };
            match decoded {
                Some(bytes) => match String::from_utf8(bytes) {
                    Ok(t) => s(t),
                    Err(_) => call.fail("base64(): the decoded value is not valid UTF-8 text"),
                },
                None => call.fail("invalid base64"),
            }
        }
        "shell_join" => {
            if n != 1 {
                return call.fail(format!(
                    "shell_join(): Wrong number of arguments given ({n} for 1)"
                ));
            }
            let Val::Array(a) = &a0 else {
                return call.fail(format!("First argument is not an Array: {}", inspect(&a0)));
            };
            s(a.iter()
                .map(|x| shellescape(&to_s(x)))
                .collect::<Vec<_>>()
                .join(" "))
        }
        "shell_split" => {
            if n != 1 {
                return call.fail(format!(
                    "shell_split(): Wrong number of arguments given ({n} for 1)"
                ));
            }
            match shellsplit(&to_s(&a0)) {
                Ok(w) => Ok(Some(Val::array(
                    w.into_iter().map(|x| Val::Str(x.into())).collect(),
                ))),
                Err(e) => call.fail(e),
            }
        }
        "dirname" => {
            if n == 0 {
                return call.fail("dirname(): No arguments given");
            }
            if n > 1 {
                return call.fail(format!("dirname(): Too many arguments given ({n})"));
            }
            let Val::Str(p) = &a0 else {
                return call.fail("dirname(): Requires string as argument");
            };
            if p.is_empty() {
                return call.fail("dirname(): Requires a non-empty string as argument");
            }
            s(dirname(p))
        }
        "basename" => {
            if n == 0 {
                return call.fail("basename(): No arguments given");
            }
            if n > 2 {
                return call.fail(format!("basename(): Too many arguments given ({n})"));
            }
            let Val::Str(p) = &a0 else {
                return call.fail("basename(): Requires string as first argument");
            };
            if n == 2 {
                let Val::Str(sfx) = &a1 else {
                    return call.fail("basename(): Requires string as second argument");
                };
                return s(basename(p, Some(sfx)));
            }
            s(basename(p, None))
        }
        "uriescape" | "regexpescape" | "swapcase" => {
            count1(false)?;
            let f: fn(&str) -> String = match name {
                "uriescape" => uri_escape,
                "regexpescape" => regexp_escape,
                _ => swapcase,
            };
            match &a0 {
                Val::Str(st) => s(f(st)),
                Val::Array(a) => Ok(Some(Val::array(
                    a.iter()
                        .map(|x| match x {
                            Val::Str(st) => Val::Str(f(st).into()),
                            other => other.clone(),
                        })
                        .collect(),
                ))),
                _ => call.fail(format!(
                    "{name}(): Requires either array or string to work with"
                )),
            }
        }
        "squeeze" => {
            if n != 1 && n != 2 {
                return call.fail(format!(
                    "squeeze(): Wrong number of arguments given {n} for 2 or 1"
                ));
            }
            let set = match &a1 {
                Val::Str(st) if !st.is_empty() => Some(st.to_string()),
                _ => None,
            };
            let one = |v: &Val| -> R<Val> {
                match v {
                    Val::Str(st) => Ok(Val::Str(squeeze(st, set.as_deref()).into())),
                    other => {
                        call.fail(format!("undefined method `squeeze' for {}", inspect(other)))
                    }
                }
            };
            match &a0 {
                Val::Array(a) => {
                    let mut out = Vec::new();
                    for x in a.iter() {
                        out.push(one(x)?);
                    }
                    Ok(Some(Val::array(out)))
                }
                other => one(other).map(Some),
            }
        }
        "dos2unix" | "unix2dos" => {
            let Val::Str(st) = &a0 else {
                return call.fail(format!("{name}(): Requires string as argument"));
            };
            if name == "dos2unix" {
                s(st.replace("\r\n", "\n"))
            } else {
                let mut out = String::new();
                for line in st.split('\n').enumerate() {
                    if line.0 > 0 {
                        out.push_str("\r\n");
                    }
                    let t = line.1;
                    out.push_str(if line.0 + 1 < st.split('\n').count() {
                        t.trim_end_matches('\r')
                    } else {
                        t
                    });
                }
                s(out)
            }
        }
        "enclose_ipv6" => {
            if n != 1 {
                return call.fail(format!(
                    "enclose_ipv6(): Wrong number of arguments given {n} for 1"
                ));
            }
            let items: Vec<Val> = match &a0 {
                Val::Str(_) => vec![a0.clone()],
                Val::Array(a) => a.iter().filter(|x| !x.is_undef()).cloned().collect(),
                other => {
                    return call.fail(format!(
                        "enclose_ipv6(): Wrong argument type given {} expected String or Array",
                        ruby_class(other)
                    ))
                }
            };
            let mut out: Vec<Val> = Vec::new();
            for v in items {
                let t = to_s(&v);
                let r = if t == "*" {
                    t
                } else {
                    match super::validate::ipaddr(&t) {
                        Some((std::net::IpAddr::V6(ip), _)) => format!("[{ip}]"),
                        Some(_) => t,
                        None => {
                            return call.fail(format!(
                                "enclose_ipv6(): Wrong argument given {t} is not an ip address."
                            ))
                        }
                    }
                };
                let r = Val::Str(r.into());
                if !out.contains(&r) {
                    out.push(r);
                }
            }
            Ok(Some(Val::array(out)))
        }
        "to_bytes" => {
            if n != 1 {
                return call.fail(format!(
                    "to_bytes(): Wrong number of arguments given ({n} for 1)"
                ));
            }
            if matches!(a0, Val::Int(_) | Val::Float(_)) {
                return Ok(Some(a0));
            }
            let t = to_s(&a0);
            let num_end = t
                .find(|c: char| !(c.is_ascii_digit() || ".e+-".contains(c)))
                .unwrap_or(t.len());
            let value: f64 = t[..num_end].parse().unwrap_or(0.0);
            let rest = t[num_end..].trim_start();
            let prefix = rest.chars().next().filter(|c| *c != 'b' && *c != 'B');
            let shift = match prefix {
                None => 0,
                Some('k') => 10,
                Some('M') => 20,
                Some('G') => 30,
                Some('T') => 40,
                Some('P') => 50,
                Some('E') => 60,
                Some(p) => return call.fail(format!("to_bytes(): Unknown prefix {p}")),
            };
            Ok(Some(Val::Int((value * (1u64 << shift) as f64) as i64)))
        }
        "convert_base" => {
            if !matches!(a0, Val::Int(_) | Val::Str(_)) {
                return call
                    .fail("convert_base(): First argument must be either a string or an integer");
            }
            if !matches!(a1, Val::Int(_) | Val::Str(_)) {
                return call
                    .fail("convert_base(): Second argument must be either a string or an integer");
            }
            for v in [&a0, &a1] {
                if let Val::Str(st) = v {
                    if st.is_empty() || !st.bytes().all(|b| b.is_ascii_digit()) {
                        return call.fail("convert_base(): First argument must be an integer or a string corresponding to an integer in base 10");
                    }
                }
            }
            let (num, base) = (to_i(&a0), to_i(&a1));
            if !(2..=36).contains(&base) {
                return call.fail(
                    "convert_base(): base must be at least 2 and must not be greater than 36",
                );
            }
            let neg = num < 0;
            let mut x = num.unsigned_abs();
            let mut digits = Vec::new();
            loop {
                digits.push(
                    std::char::from_digit((x % base as u64) as u32, base as u32).unwrap_or('0'),
                );
                x /= base as u64;
                if x == 0 {
                    break;
                }
            }
            if neg {
                digits.push('-');
            }
            s(digits.into_iter().rev().collect::<String>())
        }
        "pry" => {
            c.warnings.push(
                "pry(): cowardly refusing to start the debugger on a daemonized server".into(),
            );
            Ok(Some(Val::Undef))
        }
        "glob" => {
            if n != 1 {
                return call.fail(format!(
                    "glob(): Wrong number of arguments given ({n} for 1)"
                ));
            }
            let patterns: Vec<String> = match &args[0] {
                Val::Str(p) => vec![p.to_string()],
                Val::Array(a) => a.iter().map(to_s).collect(),
                _ => return call.fail("glob(): Requires either array or string to work"),
            };
            let mut out = Vec::new();
            for p in &patterns {
                for x in glob(c, p) {
                    out.push(Val::Str(x.into()));
                }
            }
            Ok(Some(Val::array(out)))
        }
        "pw_hash" => pw_hash(call, &args),
        "str2saltedsha512" => {
            if n != 1 {
                return call.fail(format!(
                    "str2saltedsha512(): Wrong number of arguments passed ({n} but we require 1)"
                ));
            }
            let Val::Str(pw) = &args[0] else {
                return call.fail(format!(
                    "str2saltedsha512(): Requires a String argument, you passed: {}",
                    super::ruby_class(&args[0])
                ));
            };
            s(super::pwhash::salted_sha512(pw.as_bytes()))
        }
        "str2saltedpbkdf2" => str2saltedpbkdf2(call, &args),
        "time" => {
            if n > 1 {
                return call.fail(format!(
                    "time(): Wrong number of arguments given {n} for 0 or 1"
                ));
            }
            let now = std::time::SystemTime::now()
                .duration_since(std::time::UNIX_EPOCH)
                .map(|d| d.as_secs() as i64)
                .unwrap_or(0);
            Ok(Some(Val::Int(now)))
        }
        _ => not_mine(),
    }
}

/// stdlib's 3.x `str2saltedpbkdf2(password, salt, iterations)`: its checks in its order, then
/// PBKDF2-HMAC-SHA512 with a 128-byte key.
fn str2saltedpbkdf2(call: &Call<'_>, args: &[Val]) -> R<Option<Val>> {
    if args.len() != 3 {
        return call.fail(format!(
            "str2saltedpbkdf2(): wrong number of arguments ({} for 3)",
            args.len()
        ));
    }
    let plain = |v: &Val| match v {
        Val::Sensitive(inner) => (**inner).clone(),
        other => other.clone(),
    };
    let Val::Str(pw) = plain(&args[0]) else {
        return call.fail("str2saltedpbkdf2(): first argument must be a string");
    };
    let Val::Str(salt) = plain(&args[1]) else {
        return call.fail("str2saltedpbkdf2(): second argument must be a string");
    };
    if salt.len() < 8 {
        return call.fail("str2saltedpbkdf2(): second argument must be at least 8 bytes long");
    }
    let Val::Int(iterations) = plain(&args[2]) else {
        return call.fail("str2saltedpbkdf2(): third argument must be an integer");
    };
    if !(iterations > 40_000 && iterations < 70_000) {
        return call.fail("str2saltedpbkdf2(): third argument must be between 40,000 and 70,000");
    }
    let key = super::pwhash::pbkdf2_sha512(pw.as_bytes(), salt.as_bytes(), iterations as u32, 128);
    let mut h = indexmap::IndexMap::new();
    h.insert(
        Val::str("password_hex"),
        Val::Str(super::pwhash::hex(&key).into()),
    );
    h.insert(
        Val::str("salt_hex"),
        Val::Str(super::pwhash::hex(salt.as_bytes()).into()),
    );
    h.insert(Val::str("iterations"), Val::Int(iterations));
    Ok(Some(Val::hash(h)))
}

/// Ruby's `Dir.glob(pattern)` on the compiling host (sorted, as Ruby 3 sorts): `*`, `?`,
/// `[...]`, `{a,b}` and `**/`; a name starting with `.` only matches a pattern that does.
/// A folder strata may not read (the host's policy) matches nothing.
fn glob(c: &Compiler<'_>, pattern: &str) -> Vec<String> {
    // `{a,b}` alternatives first, as Ruby expands them (the first group, then recursively)
    if let (Some(open), Some(close)) = (pattern.find('{'), pattern.find('}')) {
        if open < close {
            let mut out = Vec::new();
            for alt in pattern[open + 1..close].split(',') {
                let p = format!("{}{alt}{}", &pattern[..open], &pattern[close + 1..]);
                out.extend(glob(c, &p));
            }
            return out;
        }
    }
    let absolute = pattern.starts_with('/');
    let segs: Vec<&str> = pattern.split('/').filter(|s| !s.is_empty()).collect();
    if segs.is_empty() {
        return if absolute {
            vec!["/".into()]
        } else {
            Vec::new()
        };
    }
    let mut out = Vec::new();
    let root = if absolute { "/" } else { "" };
    glob_walk(c, root, &segs, &mut out);
    out
}

fn glob_join(base: &str, name: &str) -> String {
    if base.is_empty() || base.ends_with('/') {
        format!("{base}{name}")
    } else {
        format!("{base}/{name}")
    }
}

fn glob_dir(p: &str) -> String {
    if p.is_empty() {
        ".".into()
    } else {
        p.into()
    }
}

fn glob_is_dir(c: &Compiler<'_>, p: &str) -> bool {
    matches!(
        c.host.kind(None, &glob_dir(p)),
        Ok(Some(strata_core::host::FileKind::Dir))
    )
}

/// The names in folder `p`, sorted.
fn glob_list(c: &Compiler<'_>, p: &str) -> Vec<String> {
    let mut names: Vec<String> = c
        .host
        .list_dir(None, &glob_dir(p))
        .unwrap_or_default()
        .into_iter()
        .map(|n| n.trim_end_matches('/').to_string())
        .collect();
    strata_core::sort::sort(&mut names);
    names
}

/// Whether the name `n` matches the glob segment `seg` (a hidden name only a pattern that
/// starts with `.`).
fn glob_match(seg: &str, n: &str) -> bool {
    if !seg.contains(['*', '?', '[', '\\']) {
        return seg == n;
    }
    (!n.starts_with('.') || seg.starts_with('.')) && glob_regex(seg).is_some_and(|r| r.is_match(n))
}

/// Depth first, each folder's names in order, as Ruby's `glob_helper` walks: what is under
/// `p` and matches `segs`.
fn glob_walk(c: &Compiler<'_>, p: &str, segs: &[&str], out: &mut Vec<String>) {
    let Some((seg, rest)) = segs.split_first() else {
        out.push(p.to_string());
        return;
    };
    if rest.is_empty() && *seg == "**" {
        // a last `**` is a `*`
        return glob_walk(c, p, &["*"], out);
    }
    if !glob_is_dir(c, p) {
        return;
    }
    if *seg == "**" {
        for n in glob_list(c, p) {
            let q = glob_join(p, &n);
            if glob_match(rest[0], &n) {
                glob_walk(c, &q, &rest[1..], out);
            }
            if !n.starts_with('.') && glob_is_dir(c, &q) {
                glob_walk(c, &q, segs, out);
            }
        }
        return;
    }
    if !seg.contains(['*', '?', '[', '\\']) {
        let q = glob_join(p, seg);
        if c.host.kind(None, &q).ok().flatten().is_some() {
            glob_walk(c, &q, rest, out);
        }
        return;
    }
    for n in glob_list(c, p) {
        if glob_match(seg, &n) {
            glob_walk(c, &glob_join(p, &n), rest, out);
        }
    }
}

/// One glob segment as an anchored regular expression.
fn glob_regex(seg: &str) -> Option<std::sync::Arc<crate::regex::Regex>> {
    let mut re = String::from("\\A");
    let mut chars = seg.chars().peekable();
    while let Some(ch) = chars.next() {
        match ch {
            '*' => re.push_str("[^/]*"),
            '?' => re.push_str("[^/]"),
            '[' => {
                re.push('[');
                if chars.peek() == Some(&'!') || chars.peek() == Some(&'^') {
                    chars.next();
                    re.push('^');
                }
                for x in chars.by_ref() {
                    if x == ']' {
                        break;
                    }
                    if x == '\\' {
                        re.push('\\');
                    }
                    re.push(x);
                }
                re.push(']');
            }
            '\\' => {
                if let Some(x) = chars.next() {
                    re.push_str(&regex_escape(&x.to_string()));
                }
            }
            other => re.push_str(&regex_escape(&other.to_string())),
        }
    }
    re.push_str("\\z");
    crate::types::compile_regex(&re)
}

fn num2bool(call: &Call<'_>, v: &Val) -> R<bool> {
    let f = match v {
        Val::Int(i) => *i as f64,
        Val::Float(f) => *f,
        Val::Str(st) => match st.trim().replace('_', "").parse::<f64>() {
            Ok(f) if !st.trim().is_empty() => f,
            _ => {
                return call.fail(format!(
                    "num2bool(): '{st}' does not look like a number: invalid value for Float(): {}",
                    inspect(v)
                ))
            }
        },
        other => to_s(other).parse::<f64>().unwrap_or(0.0),
    };
    Ok(f.trunc() as i64 > 0)
}

/// stdlib's 3.x `pw_hash(password, type, salt)`: its checks in its order; MD5, SHA-256 and
/// SHA-512 computed (crypt(3)'s schemes, [`super::pwhash`]); bcrypt not.
fn pw_hash(call: &Call<'_>, args: &[Val]) -> R<Option<Val>> {
    if args.len() != 3 {
        return call.fail(format!(
            "pw_hash(): wrong number of arguments ({} for 3)",
            args.len()
        ));
    }
    let plain = |v: &Val| match v {
        Val::Sensitive(inner) => (**inner).clone(),
        other => other.clone(),
    };
    let (pw, kind, salt) = (plain(&args[0]), plain(&args[1]), plain(&args[2]));
    if !matches!(pw, Val::Str(_) | Val::Undef) {
        return call.fail("pw_hash(): first argument must be a string");
    }
    let Val::Str(kind) = kind else {
        return call.fail("pw_hash(): second argument must be a string");
    };
    // None: MD5 ($1$)
    let sha512 = match kind.to_lowercase().as_str() {
        "sha-512" => Some(true),
        "sha-256" => Some(false),
        "md5" => None,
        "bcrypt" | "bcrypt-a" | "bcrypt-x" | "bcrypt-y" => {
            return call.fail(format!(
                "pw_hash(): strata does not compute {kind} password hashes"
            ))
        }
        _ => return call.fail(format!("pw_hash(): {kind} is not a valid hash type")),
    };
    let Val::Str(salt) = salt else {
        return call.fail("pw_hash(): third argument must be a string");
    };
    if salt.is_empty() {
        return call.fail("pw_hash(): third argument must not be empty");
    }
    if !salt
        .bytes()
        .all(|b| b.is_ascii_alphanumeric() || b == b'.' || b == b'/')
    {
        return call.fail("pw_hash(): characters in salt must be in the set [a-zA-Z0-9./]");
    }
    match pw {
        Val::Str(p) if !p.is_empty() => Ok(Some(Val::Str(
            match sha512 {
                Some(big) => super::pwhash::sha_crypt(p.as_bytes(), &salt, big),
                None => super::pwhash::md5_crypt(p.as_bytes(), &salt),
            }
            .into(),
        ))),
        _ => Ok(Some(Val::Undef)),
    }
}

/// `s` with the characters regular expressions give a meaning escaped.
fn regex_escape(s: &str) -> String {
    let mut out = String::new();
    for ch in s.chars() {
        if "\\.+*?()|[]{}^$#&-~ ".contains(ch) {
            out.push('\\');
        }
        out.push(ch);
    }
    out
}

/// zlib's CRC-32 (the reflected polynomial 0xEDB88320).
fn crc32(data: &[u8]) -> u32 {
    let mut crc = !0u32;
    for &b in data {
        crc ^= u32::from(b);
        for _ in 0..8 {
            crc = if crc & 1 != 0 {
                (crc >> 1) ^ 0xEDB8_8320
            } else {
                crc >> 1
            };
        }
    }
    !crc
}
