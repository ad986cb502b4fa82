//! String, collection and number functions of Puppet's built-in library.

use crate::ast::Lambda;
use crate::eval::{rt_err, Compiler, ScopeId, R};
use crate::types::{self, type_name_of};
use crate::value::{Ty, Val};
pub use crate::versioncmp::versioncmp;
use indexmap::IndexMap;
use std::sync::Arc;
use strata_core::Span;

fn map_str(v: &Val, f: &dyn Fn(&str) -> String) -> Val {
    match v {
        Val::Str(s) => Val::Str(f(s).into()),
        Val::Array(a) => Val::array(a.iter().map(|x| map_str(x, f)).collect()),
        Val::Hash(h) => Val::hash(
            h.iter()
                .map(|(k, x)| (map_str(k, f), map_str(x, f)))
                .collect(),
        ),
        other => other.clone(),
    }
}

/// Numeric, String, or an Array or Iterator of Strings and Numerics (a Hash iterates as
/// pairs, which are neither).
fn iterable_of_strings(v: &Val) -> bool {
    let scalar = |x: &Val| matches!(x, Val::Str(_) | Val::Int(_) | Val::Float(_));
    match v {
        Val::Array(a) | Val::Iter(a, _) => a.iter().all(scalar),
        other => scalar(other),
    }
}

fn capitalize(s: &str) -> String {
    let mut c = s.chars();
    match c.next() {
        Some(f) => f.to_uppercase().collect::<String>() + &c.as_str().to_lowercase(),
        None => String::new(),
    }
}

fn num(v: &Val) -> Option<f64> {
    match v {
        Val::Int(i) => Some(*i as f64),
        Val::Float(f) => Some(*f),
        _ => None,
    }
}

/// A minimal `sprintf` for `%s %d %i %f %x %o %b %e %%` with flags, width and precision.
/// Ruby's `inspect` of a value as Puppet's 3.x call converts it (Runtime3Converter): a regex
/// is its `/source/` text at any depth, undef the empty string at the top and `nil` inside.
fn inspect_3x(v: &Val, top: bool) -> String {
    match v {
        Val::Undef if top => "\"\"".into(),
        Val::Regex(r) => crate::ruby_inspect::ruby_quote(&format!("/{}/", r.src)),
        Val::Array(a) => format!(
            "[{}]",
            a.iter()
                .map(|x| inspect_3x(x, false))
                .collect::<Vec<_>>()
                .join(", ")
        ),
        Val::Hash(h) => format!(
            "{{{}}}",
            h.iter()
                .map(|(k, x)| format!("{}=>{}", inspect_3x(k, false), inspect_3x(x, false)))
                .collect::<Vec<_>>()
                .join(", ")
        ),
        other => crate::ruby_inspect::inspect(other),
    }
}

pub fn sprintf(fmt: &str, args: &[Val]) -> Result<String, String> {
    let mut out = String::new();
    let mut it = fmt.chars().peekable();
    let mut ai = 0;
    while let Some(ch) = it.next() {
        if ch != '%' {
            out.push(ch);
            continue;
        }
        let mut flags = String::new();
        // Ruby's named references: `%<name>` (formatted by the conversion that follows) and
        // `%{name}` (the value as text), both taken from the one Hash argument.
        let mut named: Option<Val> = None;
        while let Some(&f) = it.peek() {
            if "-+ 0#".contains(f) {
                flags.push(f);
                it.next();
            } else if f == '<' && named.is_none() {
                it.next();
                named = Some(named_arg(&mut it, '>', args)?);
            } else {
                break;
            }
        }
        let mut width = String::new();
        if it.peek() == Some(&'*') {
            // the width is the next argument; a negative one left-justifies (Ruby)
            it.next();
            let w = star_arg(args, &mut ai)?;
            if w < 0 {
                flags.push('-');
            }
            width = w.unsigned_abs().to_string();
        }
        while let Some(&d) = it.peek() {
            if d.is_ascii_digit() {
                width.push(d);
                it.next();
            } else {
                break;
            }
        }
        if it.peek() == Some(&'<') && named.is_none() {
            it.next();
            named = Some(named_arg(&mut it, '>', args)?);
        }
        if it.peek() == Some(&'{') && named.is_none() {
            it.next();
            let text = named_arg(&mut it, '}', args)?.to_display();
            pad_into(&mut out, text, &width, &flags, 's')?;
            continue;
        }
        let mut prec: Option<usize> = None;
        if it.peek() == Some(&'.') {
            it.next();
            let mut p = String::new();
            if it.peek() == Some(&'*') {
                it.next();
                let n = star_arg(args, &mut ai)?;
                // a negative precision from an argument counts as none (Ruby)
                p = if n < 0 { String::new() } else { n.to_string() };
            }
            while let Some(&d) = it.peek() {
                if d.is_ascii_digit() {
                    p.push(d);
                    it.next();
                } else {
                    break;
                }
            }
            let p: usize = p.parse().unwrap_or(0);
            if p > MAX_WIDTH {
                return Err("precision too big".into());
            }
            prec = Some(p);
        }
        let Some(conv) = it.next() else {
            return Err("incomplete format specifier".into());
        };
        if conv == '%' {
            out.push('%');
            continue;
        }
        let arg = match named.take() {
            Some(v) => v,
            None => {
                ai += 1;
                match args.get(ai - 1) {
                    Some(v) => v.clone(),
                    // Ruby's format: ArgumentError
                    None => return Err("too few arguments".into()),
                }
            }
        };
        let body = match conv {
            's' => {
                // a 3.x function gets Ruby values: `%s` of a Hash or an Array is its `to_s`,
                // Ruby's inspect (`{"a"=>1}`)
                let s = match &arg {
                    Val::Hash(_) | Val::Array(_) => crate::functions::stdlib::inspect(&arg),
                    other => other.to_display(),
                };
                match prec {
                    Some(p) => s.chars().take(p).collect(),
                    None => s,
                }
            }
            // Kernel#format's `%p`: Ruby's `inspect` of the value the 3.x call received
            'p' => {
                let s = inspect_3x(&arg, true);
                match prec {
                    Some(p) => s.chars().take(p).collect(),
                    None => s,
                }
            }
            'd' | 'i' | 'u' => {
                let n = match &arg {
                    Val::Int(i) => *i,
                    Val::Float(f) => *f as i64,
                    Val::Str(s) => match types::parse_number(s) {
                        Some(Val::Int(i)) => i,
                        Some(Val::Float(f)) => f as i64,
                        _ => return Err(format!("invalid value for Integer(): \"{s}\"")),
                    },
                    _ => 0,
                };
                let mut s = n.unsigned_abs().to_string();
                if n < 0 {
                    s = format!("-{s}");
                } else if flags.contains('+') {
                    s = format!("+{s}");
                } else if flags.contains(' ') {
                    s = format!(" {s}");
                }
                s
            }
            'f' | 'e' | 'g' => {
                let f = match &arg {
                    Val::Int(i) => *i as f64,
                    Val::Float(f) => *f,
                    Val::Str(s) => s.parse().unwrap_or(0.0),
                    _ => 0.0,
                };
                let p = prec.unwrap_or(6);
                let mut s = match conv {
                    'f' => format!("{f:.p$}"),
                    'e' => {
                        let e = format!("{f:.p$e}");
                        match e.split_once('e') {
                            Some((m, x)) => {
                                let x: i32 = x.parse().unwrap_or(0);
                                format!("{m}e{}{:02}", if x < 0 { '-' } else { '+' }, x.abs())
                            }
                            None => e,
                        }
                    }
                    _ => ruby_g(f, prec.unwrap_or(6)),
                };
                if flags.contains('+') && f >= 0.0 {
                    s = format!("+{s}");
                }
                s
            }
            'x' | 'X' | 'o' | 'b' | 'B' => {
                let n = match &arg {
                    Val::Int(i) => *i,
                    Val::Str(s) => match types::parse_number(s) {
                        Some(Val::Int(i)) => i,
                        _ => 0,
                    },
                    _ => 0,
                };
                let s = match conv {
                    'x' => format!("{n:x}"),
                    'X' => format!("{n:X}"),
                    'o' => format!("{n:o}"),
                    _ => format!("{n:b}"),
                };
                if flags.contains('#') {
                    match conv {
                        'x' => format!("0x{s}"),
                        'X' => format!("0X{s}"),
                        'o' => format!("0{s}"),
                        _ => format!("0b{s}"),
                    }
                } else {
                    s
                }
            }
            'c' => match &arg {
                Val::Int(i) => char::from_u32(*i as u32)
                    .map(|c| c.to_string())
                    .unwrap_or_default(),
                other => other.to_display().chars().take(1).collect(),
            },
            other => return Err(format!("malformed format string - %{other}")),
        };
        pad_into(&mut out, body, &width, &flags, conv)?;
    }
    Ok(out)
}

/// The Integer argument a `*` width or precision takes (the next one).
/// Ruby's `%g`: `prec` significant digits (0 counts as 1), trailing zeros removed, the
/// exponent form when the exponent is below -4 or not below `prec`.
fn ruby_g(f: f64, prec: usize) -> String {
    if !f.is_finite() {
        return if f.is_nan() {
            "NaN".into()
        } else if f > 0.0 {
            "Inf".into()
        } else {
            "-Inf".into()
        };
    }
    let p = prec.max(1);
    let e = format!("{:.*e}", p - 1, f);
    let (m, x) = e.split_once('e').unwrap_or((&e, "0"));
    let x: i32 = x.parse().unwrap_or(0);
    let trim = |s: &str| -> String {
        if s.contains('.') {
            s.trim_end_matches('0').trim_end_matches('.').to_string()
        } else {
            s.to_string()
        }
    };
    if x < -4 || x >= p as i32 {
        format!(
            "{}e{}{:02}",
            trim(m),
            if x < 0 { '-' } else { '+' },
            x.abs()
        )
    } else {
        trim(&format!("{:.*}", (p as i32 - 1 - x).max(0) as usize, f))
    }
}

fn star_arg(args: &[Val], ai: &mut usize) -> Result<i64, String> {
    let v = args.get(*ai).cloned();
    *ai += 1;
    match v {
        Some(Val::Int(n)) => Ok(n),
        Some(Val::Float(f)) => Ok(f as i64),
        Some(Val::Str(s)) => types::parse_number(&s)
            .and_then(|n| if let Val::Int(i) = n { Some(i) } else { None })
            .ok_or_else(|| format!("invalid value for Integer(): \"{s}\"")),
        Some(_) => Err("no implicit conversion into Integer".into()),
        None => Err("too few arguments".into()),
    }
}

/// The value of a named reference (`%<name>` / `%{name}`) whose name ends at `close`: the one
/// argument must be a Hash (Ruby: "one hash required"), and it must hold the name as a key
/// (Ruby: `key<name> not found`).
fn named_arg(
    it: &mut std::iter::Peekable<std::str::Chars<'_>>,
    close: char,
    args: &[Val],
) -> Result<Val, String> {
    let mut name = String::new();
    loop {
        match it.next() {
            Some(c) if c == close => break,
            Some(c) => name.push(c),
            None => return Err("malformed name - unmatched parenthesis".into()),
        }
    }
    let open = if close == '>' { '<' } else { '{' };
    match args {
        [Val::Hash(h)] => h
            .get(&Val::Str(name.as_str().into()))
            .cloned()
            .ok_or_else(|| format!("key{open}{name}{close} not found")),
        _ => Err("one hash required".into()),
    }
}

/// Appends a converted value padded to `width` as the flags ask (`-` left, `0` zeros for
/// numbers).
fn pad_into(
    out: &mut String,
    body: String,
    width: &str,
    flags: &str,
    conv: char,
) -> Result<(), String> {
    let w: usize = width.parse().unwrap_or(0);
    // Ruby refuses widths beyond a C int; strata keeps the text within memory.
    if w > MAX_WIDTH {
        return Err("width too big".into());
    }
    let len = body.chars().count();
    if len < w {
        let pad = w - len;
        if flags.contains('-') {
            out.push_str(&body);
            out.push_str(&" ".repeat(pad));
        } else if flags.contains('0') && "dfiexXobu".contains(conv) {
            let (sign, digits) = if body.starts_with(['-', '+']) {
                body.split_at(1)
            } else {
                ("", body.as_str())
            };
            out.push_str(sign);
            out.push_str(&"0".repeat(pad));
            out.push_str(digits);
        } else {
            out.push_str(&" ".repeat(pad));
            out.push_str(&body);
        }
    } else {
        out.push_str(&body);
    }
    Ok(())
}

fn sort_vals(v: &mut [Val]) {
    strata_core::sort::sort_by(v, cmp_vals);
}

fn cmp_vals(a: &Val, b: &Val) -> std::cmp::Ordering {
    match (a, b) {
        (Val::Str(x), Val::Str(y)) => x.cmp(y),
        _ => match (num(a), num(b)) {
            (Some(x), Some(y)) => x.partial_cmp(&y).unwrap_or(std::cmp::Ordering::Equal),
            _ => a.to_display().cmp(&b.to_display()),
        },
    }
}

fn flatten(v: &Val, out: &mut Vec<Val>, depth: usize) {
    match v {
        Val::Array(a) if depth < 1000 => {
            for x in a.iter() {
                flatten(x, out, depth + 1);
            }
        }
        other => out.push(other.clone()),
    }
}

/// The regexp a pattern argument stands for: a Regexp, `Regexp[r]`, or a string compiled as
/// a regexp (as Ruby's `Regexp.compile(str)`).
fn regex_of(v: &Val, span: Span) -> R<Option<Arc<crate::regex::Regex>>> {
    let src = match v {
        Val::Regex(r) => return Ok(r.re.clone()),
        Val::Str(s) => s.to_string(),
        Val::Type(t) => match &**t {
            Ty::Regexp(Some(p)) => p.to_string(),
            Ty::Regexp(None) => String::new(),
            _ => return Ok(None),
        },
        _ => return Ok(None),
    };
    match crate::regex::compile(&src) {
        Ok(r) => Ok(Some(r)),
        Err(e) => rt_err(e, span),
    }
}

/// The widest field `sprintf` pads to.
const MAX_WIDTH: usize = 1 << 20;

/// Calls a library function.
pub(crate) fn call(
    c: &mut Compiler<'_>,
    name: &str,
    args: Vec<Val>,
    lambda: Option<&Lambda>,
    sc: ScopeId,
    span: Span,
) -> R<Val> {
    let a0 = match args.first() {
        // `index` and `unique` take any Iterable: an Iterator gives its elements in order.
        Some(Val::Iter(items, _))
            if matches!(
                name,
                "index"
                    | "unique"
                    | "camelcase"
                    | "strip"
                    | "lstrip"
                    | "rstrip"
                    | "chomp"
                    | "chop"
                    | "capitalize"
            ) =>
        {
            Val::Array(items.clone())
        }
        Some(v) => v.clone(),
        None => Val::Undef,
    };
    let _ = (sc, lambda);
    // the dispatcher: the argument count first, then a block no signature takes
    if let Some((min, max)) = crate::functions::arg_types::fixed_arity(name) {
        crate::functions::arg_types::arity(name, &args, min, max, span)?;
        if lambda.is_some() {
            return rt_err(format!("'{name}' does not expect a block"), span);
        }
    }
    if let Some(msg) = crate::functions::arg_types::first_arg_mismatch(name, &args) {
        return rt_err(msg, span);
    }
    if matches!(name, "index" | "sort") {
        if let Some(msg) = crate::functions::iter_dispatch::not_iterable(name, &args, lambda) {
            return rt_err(msg, span);
        }
    }
    // index.rb index_Enumerable_*: an Integer or an Integer/Enum type iterates as Iterable.on
    // (and index_value's (Iterable enumerable, Any match) likewise)
    if name == "index"
        && (lambda.is_some() && args.len() == 1 || lambda.is_none() && args.len() == 2)
        && matches!(a0, Val::Int(_) | Val::Type(_))
    {
        let (items, _) = crate::functions::iterable::iterable_items(c, name, &a0, span)?;
        let mut rest = vec![Val::array(items)];
        rest.extend(args.iter().skip(1).cloned());
        return call(c, name, rest, lambda, sc, span);
    }
    Ok(match name {
        "sprintf" => {
            if args.is_empty() {
                // the 3.x function's arity (-2)
                return rt_err("sprintf(): Wrong number of arguments given (0 for minimum 1)", span);
            }
            let f = a0.to_display();
            match sprintf(&f, &args[1.min(args.len())..]) {
                Ok(s) => Val::Str(s.into()),
                // Ruby's errors from Kernel#format (KeyError, ArgumentError) pass through
                // Puppet's 3.x call as they are (`too few arguments`, `invalid value for
                // Integer(): "abc"`); only the arity check names the function
                Err(e) => return rt_err(e, span),
            }
        }
        "split" => {
            let s = a0.to_display();
            let Some(re) = (match args.get(1) {
                Some(p) => regex_of(p, span)?,
                None => None,
            }) else {
                return rt_err("'split' expects 2 arguments", span);
            };
            Val::array(re.split(&s).into_iter().map(|p| Val::Str(p.into())).collect())
        }
        "join" => {
            let sep = args.get(1).map(|v| v.to_display()).unwrap_or_default();
            match &a0 {
                // Ruby's Array#join: nested arrays joined in place, other values by to_s
                Val::Array(_) => {
                    fn parts(v: &Val, out: &mut Vec<String>, depth: usize) {
                        match v {
                            Val::Array(a) if depth < 1000 => a.iter().for_each(|x| parts(x, out, depth + 1)),
                            Val::Hash(_) => out.push(crate::functions::stdlib::inspect(v)),
                            Val::Undef => out.push(String::new()),
                            other => out.push(other.to_display()),
                        }
                    }
                    let mut out = Vec::new();
                    parts(&a0, &mut out, 0);
                    Val::Str(out.join(&sep).into())
                }
                _ => return rt_err(format!("'join' parameter 'arg' expects an Array value, got {}", crate::functions::arg_types::got(&a0)), span),
            }
        }
        "regsubst" => {
            if args.len() < 3 {
                return rt_err(format!("'regsubst' expects between 3 and 5 arguments, got {}", args.len()), span);
            }
            // both dispatches take param 'Variant[Array[String],String]', :target
            if !matches!(&args[0], Val::Str(_) | Val::Array(_)) {
                return rt_err(format!("'regsubst' parameter 'target' expects a value of type Array or String, got {}", type_name_of(&args[0])), span);
            }
            let flags = args.get(3).map(|v| v.to_display()).unwrap_or_default();
            let bad_target = matches!(&args[0], Val::Array(a) if a.iter().any(|x| !matches!(x, Val::Str(_))));
            let bad_flags = match &args[1] {
                Val::Str(_) => !flags.chars().all(|f| "GEIM".contains(f)),
                _ => !flags.is_empty() && flags != "G",
            };
            // the encoding, Enum['N','E','S','U'], only the string pattern's dispatch takes
            let bad_encoding = args.get(4).is_some_and(|e| {
                !matches!(&args[1], Val::Str(_))
                    || !matches!(e, Val::Str(x) if matches!(&**x, "N" | "E" | "S" | "U"))
            });
            if bad_target || bad_flags || bad_encoding {
                return rt_err("The function 'regsubst' was called with arguments it does not accept. It expects one of:", span);
            }
            let (re, global) = match &args[1] {
                Val::Str(p) => {
                    let mut bits = 0;
                    for f in flags.chars() {
                        match f {
                            'E' => bits |= crate::regex::EXTENDED,
                            'I' => bits |= crate::regex::IGNORECASE,
                            'M' => bits |= crate::regex::MULTILINE,
                            _ => {}
                        }
                    }
                    match crate::regex::compile_with(p, bits) {
                        Ok(r) => (Some(r), flags.contains('G')),
                        Err(e) => return rt_err(e, span),
                    }
                }
                other => (regex_of(other, span)?, flags == "G"),
            };
            let Some(re) = re else { return rt_err("regsubst(): bad regular expression", span) };
            let repl = args[2].clone();
            let sub = |s: &str| -> String {
                match &repl {
                    Val::Hash(h) => re.replace_map(s, global, |m| {
                        h.get(&Val::str(m)).map(|v| v.to_display()).unwrap_or_default()
                    }),
                    other => re.replace(s, &other.to_display(), global),
                }
            };
            match &args[0] {
                Val::Array(a) => Val::array(a.iter().map(|x| Val::Str(sub(&x.to_display()).into())).collect()),
                other => Val::Str(sub(&other.to_display()).into()),
            }
        }
        "versioncmp" => {
            // dispatch: param 'String', :a; param 'String', :b
            for (i, pname) in ["a", "b"].iter().enumerate() {
                if let Some(v) = args.get(i).filter(|v| !matches!(v, Val::Str(_))) {
                    return rt_err(format!("'versioncmp' parameter '{pname}' expects a String value, got {}", type_name_of(v)), span);
                }
            }
            let (mut a, mut b) = (a0.to_display(), args.get(1).map(|v| v.to_display()).unwrap_or_default());
            match args.get(2) {
                None | Some(Val::Bool(false)) => {}
                Some(Val::Bool(true)) => {
                    // Puppet::Util::Package.normalize: the first '-' part loses its trailing
                    // run of '.' and '0' characters (`1.0.0` is `1`, as is `10`)
                    let norm = |v: &str| -> String {
                        let mut parts: Vec<String> = v.split('-').map(String::from).collect();
                        if let Some(first) = parts.first_mut() {
                            *first = first.trim_end_matches(['.', '0']).to_string();
                        }
                        parts.join("-")
                    };
                    a = norm(&a);
                    b = norm(&b);
                }
                Some(other) => {
                    return rt_err(format!("'versioncmp' parameter 'ignore_trailing_zeroes' expects a Boolean value, got {}", type_name_of(other)), span)
                }
            }
            Val::Int(versioncmp(&a, &b))
        }
        "upcase" => map_str(&a0, &|s| s.to_uppercase()),
        "downcase" => map_str(&a0, &|s| s.to_lowercase()),
        // functions/{camelcase,capitalize,chomp,chop,lstrip,rstrip,strip}.rb dispatch on
        // Numeric, String or Iterable[Variant[String, Numeric]]
        "camelcase" | "strip" | "lstrip" | "rstrip" | "chomp" | "chop" | "capitalize"
            if !iterable_of_strings(&args[0]) =>
        {
            // the describer names the types in full for a collection argument, by their
            // short names (`Iterable[Variant]`) for a scalar one
            let iterable = if matches!(args[0], Val::Array(_) | Val::Hash(_) | Val::Iter(..)) {
                "Iterable[Variant[String, Numeric]]"
            } else {
                "Iterable[Variant]"
            };
            return rt_err(format!("'{name}' parameter 'arg' expects a value of type Numeric, String, or {iterable}, got {}", crate::functions::arg_types::got(&args[0])), span);
        }
        "camelcase" => map_str(&a0, &|s| s.split('_').map(capitalize).collect()),
        "capitalize" => map_str(&a0, &capitalize),
        "strip" => map_str(&a0, &|s| s.trim().to_string()),
        "lstrip" => map_str(&a0, &|s| s.trim_start().to_string()),
        "rstrip" => map_str(&a0, &|s| s.trim_end().to_string()),
        "chomp" => map_str(&a0, &|s| s.strip_suffix("\r\n").or_else(|| s.strip_suffix('\n')).or_else(|| s.strip_suffix('\r')).unwrap_or(s).to_string()),
        "chop" => map_str(&a0, &|s| {
            if let Some(x) = s.strip_suffix("\r\n") {
                return x.to_string();
            }
            let mut c = s.chars();
            c.next_back();
            c.as_str().to_string()
        }),
        "size" | "length" | "empty" if crate::ptypes::binary_len(&a0).is_some() => {
            let n = crate::ptypes::binary_len(&a0).unwrap_or(0);
            if name == "empty" {
                Val::Bool(n == 0)
            } else {
                Val::Int(n as i64)
            }
        }
        // empty.rb: a Sensitive[String] is empty when its string is
        "empty" if matches!(&a0, Val::Sensitive(x) if matches!(**x, Val::Str(_))) => match &a0 {
            Val::Sensitive(x) => Val::Bool(matches!(&**x, Val::Str(s) if s.is_empty())),
            _ => Val::Bool(false),
        },
        "size" | "length" => match &a0 {
            Val::Array(a) => Val::Int(a.len() as i64),
            Val::Hash(h) => Val::Int(h.len() as i64),
            Val::Str(s) => Val::Int(s.chars().count() as i64),
            other => return rt_err(format!("'{name}' parameter 'arg' expects a value of type Collection, String, or Binary, got {}", type_name_of(other)), span),
        },
        "empty" => match &a0 {
            Val::Array(a) => Val::Bool(a.is_empty()),
            Val::Hash(h) => Val::Bool(h.is_empty()),
            Val::Str(s) => Val::Bool(s.is_empty()),
            Val::Undef => Val::Bool(true),
            Val::Int(_) | Val::Float(_) => Val::Bool(false),
            // empty.rb's six dispatches, each with its rejection
            other => {
                let got = crate::functions::arg_types::got(other);
                let mut msg = "The function 'empty' was called with arguments it does not accept. It expects one of:".to_string();
                for (sig, param, ty) in [
                    ("Collection coll", "coll", "a Collection"),
                    ("Sensitive[String] str", "str", "a Sensitive[String]"),
                    ("String str", "str", "a String"),
                    ("Numeric num", "num", "a Numeric"),
                    ("Binary bin", "bin", "a Binary"),
                    ("Undef x", "x", "an Undef"),
                ] {
                    msg.push_str(&format!("\n  ({sig})\n    rejected: parameter '{param}' expects {ty} value, got {got}"));
                }
                return rt_err(msg, span);
            }
        },
        "keys" => match &a0 {
            Val::Hash(h) => Val::array(h.keys().cloned().collect()),
            _ => return rt_err("'keys' expects a Hash value", span),
        },
        "values" => match &a0 {
            Val::Hash(h) => Val::array(h.values().cloned().collect()),
            _ => return rt_err("'values' expects a Hash value", span),
        },
        "flatten" => {
            let mut out = Vec::new();
            for a in &args {
                flatten(a, &mut out, 0);
            }
            Val::array(out)
        }
        // functions/unique.rb: a String's characters, an Array's or Iterable's elements, kept
        // first by the block's value (itself without a block); a Hash maps each group of keys
        // whose values give one block value to those values, each once.
        "unique" => {
            let iterated = match &a0 {
                Val::Int(_) | Val::Type(_) => {
                    Some(crate::functions::iterable::iterable_items(c, name, &a0, span)?.0)
                }
                _ => None,
            };
            let mut key = |x: &Val| -> R<Val> {
                match lambda {
                    Some(l) => c.call_lambda(l, vec![x.clone()], sc, span),
                    None => Ok(x.clone()),
                }
            };
            let mut uniq = |items: Vec<Val>| -> R<Vec<Val>> {
                let mut keys: Vec<Val> = Vec::new();
                let mut out = Vec::new();
                for x in items {
                    let k = key(&x)?;
                    // unique.rb: Ruby's `uniq`, by `eql?` (`1` and `1.0` both stay)
                    if !keys.iter().any(|seen| seen.eql(&k)) {
                        keys.push(k);
                        out.push(x);
                    }
                }
                Ok(out)
            };
            match &a0 {
                Val::Str(s) => {
                    let chars = s.chars().map(|ch| Val::Str(ch.to_string().into())).collect();
                    Val::Str(uniq(chars)?.iter().map(|v| v.to_display()).collect::<String>().into())
                }
                Val::Array(a) => Val::array(uniq((**a).clone())?),
                Val::Hash(h) => {
                    let mut groups: IndexMap<Val, (Vec<Val>, Vec<Val>)> = IndexMap::new();
                    for (k, v) in h.iter() {
                        let g = groups.entry(key(v)?).or_default();
                        g.0.push(k.clone());
                        if !g.1.contains(v) {
                            g.1.push(v.clone());
                        }
                    }
                    Val::hash(groups.into_values().map(|(ks, vs)| (Val::array(ks), Val::array(vs))).collect())
                }
                Val::Int(_) | Val::Type(_) => Val::array(uniq(iterated.unwrap_or_default())?),
                other => return rt_err(format!("The function 'unique' was called with arguments it does not accept. It expects one of:\n  (String string, Callable[String] block?)\n    rejected: parameter 'string' expects a String value, got {t}\n  (Hash hash, Callable[Any] block?)\n    rejected: parameter 'hash' expects a Hash value, got {t}\n  (Array array, Callable[Any] block?)\n    rejected: parameter 'array' expects an Array value, got {t}\n  (Iterable iterable, Callable[Any] block?)\n    rejected: parameter 'iterable' expects an Iterable value, got {t}", t = crate::infer_set::short_name(other)), span),
            }
        }
        // functions/sort.rb: the block is a Callable[2, 2]
        "sort" if lambda.is_some_and(|l| l.params.len() != 2) => {
            let n = lambda.map_or(0, |l| l.params.len());
            let got = if n == 0 { "none".to_string() } else { n.to_string() };
            return rt_err(format!("'sort' block expects 2 arguments, got {got}"), span);
        }
        // sort.rb sort_string: the characters sorted (by the block when given), joined
        "sort" if lambda.is_some() && matches!(a0, Val::Str(_)) => {
            let chars = a0
                .to_display()
                .chars()
                .map(|ch| Val::Str(ch.to_string().into()))
                .collect();
            let sorted = call(c, name, vec![Val::array(chars)], lambda, sc, span)?;
            match sorted {
                Val::Array(a) => Val::Str(a.iter().map(|v| v.to_display()).collect::<String>().into()),
                other => other,
            }
        }
        "sort" => match &a0 {
            Val::Array(a) => {
                let mut v = (**a).clone();
                match lambda {
                    Some(l) => {
                        let mut err = None;
                        let mut items = v.clone();
                        // insertion sort through the lambda (stable, bounded by the step budget)
                        let mut sorted: Vec<Val> = Vec::new();
                        for x in items.drain(..) {
                            let mut pos = sorted.len();
                            for (i, y) in sorted.iter().enumerate() {
                                match c.call_lambda(l, vec![x.clone(), y.clone()], sc, span) {
                                    Ok(Val::Int(r)) if r < 0 => {
                                        pos = i;
                                        break;
                                    }
                                    // Ruby's rb_cmpint: a Float by its sign, a String
                                    // compared with 0 fails
                                    Ok(Val::Float(r)) if r < 0.0 => {
                                        pos = i;
                                        break;
                                    }
                                    Ok(Val::Str(_)) => {
                                        err = rt_err::<()>("comparison of String with 0 failed", span).err();
                                        break;
                                    }
                                    Ok(_) => {}
                                    Err(e) => {
                                        err = Some(e);
                                        break;
                                    }
                                }
                            }
                            if let Some(e) = err.take() {
                                return Err(e);
                            }
                            sorted.insert(pos, x);
                        }
                        v = sorted;
                    }
                    None => {
                        // Ruby's Array#sort: Strings and numbers do not compare
                        let numeric = |x: &Val| matches!(x, Val::Int(_) | Val::Float(_));
                        if let Some(first) = v.first() {
                            let ruby_class = |x: &Val| if matches!(x, Val::Int(_)) { "Integer" } else { "Float" };
                            if numeric(first) && v.iter().any(|x| matches!(x, Val::Str(_))) {
                                return rt_err(format!("comparison of {} with String failed", ruby_class(first)), span);
                            }
                            if matches!(first, Val::Str(_)) {
                                if let Some(n) = v.iter().find(|x| numeric(x)) {
                                    return rt_err(format!("comparison of String with {} failed", n.to_display()), span);
                                }
                            }
                        }
                        sort_vals(&mut v)
                    }
                }
                Val::array(v)
            }
            Val::Str(s) => {
                let mut ch: Vec<char> = s.chars().collect();
                strata_core::sort::sort(&mut ch);
                Val::Str(ch.into_iter().collect::<String>().into())
            }
            other => other.clone(),
        },
        "abs" => match a0 {
            Val::Int(i) => match i.checked_abs() {
                Some(a) => Val::Int(a),
                None => return rt_err("integer overflow in 'abs'", span),
            },
            Val::Float(f) => Val::Float(f.abs()),
            // functions/abs.rb on_string (deprecated): a decimal with a fraction as a Float,
            // decimal digits as an Integer (leading zeros are not octal here)
            Val::Str(s) => {
                let digits = |t: &str| !t.is_empty() && t.bytes().all(|b| b.is_ascii_digit());
                let u = s.strip_prefix('-').unwrap_or(&s);
                match u.split_once('.') {
                    Some((a, b)) if digits(a) && digits(b) => {
                        Val::Float(u.parse::<f64>().unwrap_or(0.0))
                    }
                    None if digits(u) => match u.trim_start_matches('0').parse::<i64>() {
                        Ok(i) => Val::Int(i),
                        Err(_) if u.bytes().all(|b| b == b'0') => Val::Int(0),
                        Err(_) => return rt_err("integer overflow in 'abs'", span),
                    },
                    _ => return rt_err("abs(): Requires float or integer to work with - was given non decimal string", span),
                }
            }
            other => other,
        },
        "ceiling" | "floor" | "round" => match a0 {
            Val::Int(i) => Val::Int(i),
            Val::Float(f) => Val::Int(match name {
                "ceiling" => f.ceil(),
                "floor" => f.floor(),
                _ => f.round(),
            } as i64),
            // functions/{ceiling,floor}.rb on_string (deprecated): Ruby's Float() of it
            Val::Str(s) if name != "round" => match crate::ruby_num::ruby_float(&s) {
                Some(f) => Val::Int(if name == "ceiling" { f.ceil() } else { f.floor() } as i64),
                None => return rt_err(format!("{name}(): cannot convert given value to a floating point value."), span),
            },
            other => return rt_err(format!("'{name}' parameter 'val' expects a Numeric value, got {}", type_name_of(&other)), span),
        },
        // functions/{max,min}.rb (their dispatch and Ruby's comparisons)
        "max" | "min" => return crate::functions::minmax::call(c, name, args, lambda, sc, span),
        "compare" => {
            let b = args.get(1).cloned().unwrap_or(Val::Undef);
            if let Some(r) = crate::ptypes::compare_fn(&a0, &b, args.get(2..).unwrap_or(&[])) {
                return r.or_else(|e| rt_err(format!("'compare' {e}"), span));
            }
            if let Some(msg) = crate::functions::arg_types::compare_mismatch(&a0, &b, args.get(2..).unwrap_or(&[])) {
                return rt_err(format!("'compare' {msg}"), span);
            }
            let o = match (&a0, &b) {
                (Val::Str(x), Val::Str(y)) => {
                    let ci = !matches!(args.get(2), Some(Val::Bool(false)));
                    if ci {
                        x.to_lowercase().cmp(&y.to_lowercase())
                    } else {
                        x.cmp(y)
                    }
                }
                _ => cmp_vals(&a0, &b),
            };
            Val::Int(o as i64)
        }
        "index" => {
            match (&a0, args.get(1)) {
                (Val::Str(s), Some(Val::Str(sub))) => match s.find(&**sub) {
                    Some(i) => Val::Int(s[..i].chars().count() as i64),
                    None => Val::Undef,
                },
                // functions/index.rb string_index: Ruby's String#index with a Regexp
                (Val::Str(s), Some(Val::Regex(r))) => match r.re.as_ref().and_then(|re| re.search(s, 0)) {
                    Some(m) => Val::Int(s[..m.range().0].chars().count() as i64),
                    None => Val::Undef,
                },
                // index.rb index_value: Ruby's `==` (case-sensitive strings)
                (Val::Array(a), Some(x)) => a.iter().position(|y| crate::functions::minmax::ruby_eq(y, x)).map(|i| Val::Int(i as i64)).unwrap_or(Val::Undef),
                (Val::Hash(h), Some(x)) => h.iter().find(|(_, v)| crate::functions::minmax::ruby_eq(v, x)).map(|(k, _)| k.clone()).unwrap_or(Val::Undef),
                (Val::Str(st), None) => {
                    let Some(l) = lambda else { return rt_err("'index' expects a block or a value", span) };
                    for (i, ch) in st.chars().enumerate() {
                        let a = if l.params.len() == 2 { vec![Val::Int(i as i64), Val::Str(ch.to_string().into())] } else { vec![Val::Str(ch.to_string().into())] };
                        let r = c.call_lambda(l, a, sc, span)?;
                        if r.truthy() {
                            return Ok(Val::Int(i as i64));
                        }
                    }
                    Val::Undef
                }
                (Val::Array(a), None) => {
                    let Some(l) = lambda else { return rt_err("'index' expects a block or a value", span) };
                    for (i, x) in a.iter().enumerate() {
                        let r = if l.params.len() == 2 { c.call_lambda(l, vec![Val::Int(i as i64), x.clone()], sc, span)? } else { c.call_lambda(l, vec![x.clone()], sc, span)? };
                        if r.truthy() {
                            return Ok(Val::Int(i as i64));
                        }
                    }
                    Val::Undef
                }
                (Val::Hash(h), None) => {
                    let Some(l) = lambda else { return rt_err("'index' expects a block or a value", span) };
                    for (k, x) in h.iter() {
                        let r = if l.params.len() == 2 { c.call_lambda(l, vec![k.clone(), x.clone()], sc, span)? } else { c.call_lambda(l, vec![x.clone()], sc, span)? };
                        if r.truthy() {
                            return Ok(k.clone());
                        }
                    }
                    Val::Undef
                }
                _ => Val::Undef,
            }
        }
        "match" => {
            // match.rb: match(String string, pattern) and enumerable_match(Array[String] array, pattern)
            match &a0 {
                Val::Str(_) => {}
                Val::Array(a) if a.iter().all(|x| matches!(x, Val::Str(_))) => {}
                Val::Array(_) => {
                    return rt_err("The function 'match' was called with arguments it does not accept. It expects one of:", span)
                }
                other => {
                    return rt_err(format!("'match' parameter 'string' expects a value of type String or Array, got {}", crate::functions::arg_types::got(other)), span)
                }
            }
            // The patterns to try in order (Pattern[a, b] and arrays: the first that matches).
            let mut res = Vec::new();
            let mut pending: Vec<Val> = args.get(1).cloned().into_iter().collect();
            while let Some(p) = pending.pop() {
                match &p {
                    Val::Array(a) => pending.extend(a.iter().rev().cloned()),
                    // match_PTypeAliasType and match_PVariantType: the resolved type, each type
                    // of the variant in turn
                    Val::Type(t) if matches!(&**t, Ty::Alias(..)) => {
                        if let Ty::Alias(_, x) = &**t {
                            pending.push(Val::Type(Arc::new((**x).clone())));
                        }
                    }
                    Val::Type(t) if matches!(&**t, Ty::Variant(_)) => {
                        if let Ty::Variant(ts) = &**t {
                            pending.extend(ts.iter().rev().map(|x| Val::Type(Arc::new(x.clone()))));
                        }
                    }
                    Val::Type(t) if matches!(&**t, Ty::Regexp(None)) => {
                        return rt_err("Given Regexp Type has no regular expression", span);
                    }
                    Val::Type(t) if matches!(&**t, Ty::Pattern(_)) => {
                        if let Ty::Pattern(ps) = &**t {
                            for src in ps {
                                match crate::regex::compile(src) {
                                    Ok(r) => res.push(r),
                                    Err(e) => return rt_err(e, span),
                                }
                            }
                        }
                    }
                    other => match regex_of(other, span)? {
                        Some(r) => res.push(r),
                        None => {
                            return rt_err(
                                format!(
                                    "match() expects pattern of T, where T is String, Regexp, Regexp[r], Pattern[p], or Array[T]. Got {}",
                                    type_name_of(other)
                                ),
                                span,
                            )
                        }
                    },
                }
            }
            if res.is_empty() && args.len() < 2 {
                return rt_err("'match' expects 2 arguments, got 1", span);
            }
            let m = |s: &str| -> Val {
                for re in &res {
                    if let Some(cp) = re.match_vec(s) {
                        return Val::array(crate::eval::capture_vals(cp));
                    }
                }
                Val::Undef
            };
            match &a0 {
                Val::Array(a) => Val::array(a.iter().map(|x| m(&x.to_display())).collect()),
                other => m(&other.to_display()),
            }
        }
        // unwrap.rb: the block, when given, gets the unwrapped value and gives the result
        "unwrap" => {
            let v = match a0 {
                Val::Sensitive(v) => (*v).clone(),
                other => other,
            };
            match lambda {
                Some(l) => c.call_lambda(l, vec![v], sc, span)?,
                None => v,
            }
        }
        "md5" | "sha1" | "sha256" | "digest" => {
            // Digest::X.hexdigest(args[0]): a Ruby String only (an Integer, an Array raise
            // TypeError); `digest` uses the digest_algorithm setting, sha256 in Puppet 7
            let s = match &a0 {
                Val::Str(s) => s.to_string(),
                Val::Int(_) | Val::Float(_) | Val::Array(_) | Val::Hash(_) | Val::Bool(_) => {
                    let class = match &a0 {
                        Val::Int(_) => "Integer",
                        Val::Float(_) => "Float",
                        Val::Array(_) => "Array",
                        Val::Hash(_) => "Hash",
                        Val::Bool(true) => "true",
                        _ => "false",
                    };
                    return rt_err(format!("no implicit conversion of {class} into String"), span);
                }
                other => other.to_display(),
            };
            let algo = if name == "digest" { "sha256" } else { name };
            Val::Str(crate::digest::hex(algo, s.as_bytes()).into())
        }
        "shellquote" => {
            let mut words = Vec::new();
            for a in &args {
                let mut f = Vec::new();
                flatten(a, &mut f, 0);
                words.extend(f.into_iter().map(|x| x.to_display()));
            }
            Val::Str(words.iter().map(|w| shellquote(w)).collect::<Vec<_>>().join(" ").into())
        }
        "fqdn_rand" => {
            let max = match &a0 {
                Val::Int(i) => *i,
                Val::Float(f) => *f as i64,
                Val::Str(s) => s.trim().parse().unwrap_or(0),
                _ => 0,
            };
            let seed = args.get(1).map(|v| v.to_display()).unwrap_or_default();
            Val::Int(crate::functions::stdlib::fqdn_rand(c, max, &seed))
        }
        "scanf" => {
            let s = a0.to_display();
            let f = args.get(1).map(|v| v.to_display()).unwrap_or_default();
            Val::array(scanf(&s, &f))
        }
        "binary_file" => {
            let spec = a0.to_display();
            match c.read_module_bytes(&spec) {
                Some(bytes) => crate::ptypes::val(crate::ptypes::Rich::Binary(bytes)),
                None => return rt_err(format!("binary_file(): The given file '{spec}' does not exist"), span),
            }
        }
        "file" | "find_file" | "find_template" | "module_directory" => {
            let mut found = None;
            // find_template looks in the modules' templates/ (jira's `deferrable_epp`)
            let dir = if name == "find_template" { "templates" } else { "files" };
            for a in &args {
                let p = a.to_display();
                if let Some(text) = c.read_module_file(&p, dir) {
                    found = Some(text);
                    break;
                }
            }
            match (name, found) {
                ("file", Some((_, t))) => Val::Str(t.into()),
                ("find_file" | "find_template" | "module_directory", Some((p, _))) => Val::Str(p.into()),
                ("file", None) => return rt_err(format!("Could not find any files from {}", args.iter().map(|a| a.to_display()).collect::<Vec<_>>().join(", ")), span),
                _ => Val::Undef,
            }
        }
        "strftime" => match crate::ptypes::strftime(&args) {
            Some(r) => return r.or_else(|e| rt_err(e, span)),
            None => Val::Str(a0.to_display().into()),
        },
        "annotate" => a0,
        "import" => return rt_err("'import' has been discontinued in favor of the manifest directory. See http://links.puppet.com/puppet-import-deprecation", span),
        _ => return rt_err(format!("Unknown function: '{name}'."), span).map_err(|f| match f {
            crate::eval::Flow::Err(mut e) => {
                e.wrapped = true;
                e.issue = true;
                crate::eval::Flow::Err(e)
            }
            o => o,
        }),
    })
}

fn shellquote(w: &str) -> String {
    if w.is_empty() {
        return "\"\"".into();
    }
    // shellquote.rb: safe words as they are, then double quotes unless a character is
    // dangerous there (`!"`$\`), then single quotes unless there is one, else escapes
    let safe = |c: char| c.is_ascii_alphanumeric() || "@%_-+=:,./".contains(c);
    if w.chars().all(safe) {
        return w.to_string();
    }
    let dangerous = |c: char| "!\"`$\\".contains(c);
    if !w.chars().any(dangerous) {
        return format!("\"{w}\"");
    }
    if !w.contains('\'') {
        return format!("'{w}'");
    }
    let mut o = String::from("\"");
    for c in w.chars() {
        if dangerous(c) {
            o.push('\\');
        }
        o.push(c);
    }
    o.push('"');
    o
}

fn scanf(s: &str, f: &str) -> Vec<Val> {
    let mut out = Vec::new();
    let mut si = s.chars().peekable();
    let mut fi = f.chars().peekable();
    while let Some(fc) = fi.next() {
        if fc == '%' {
            match fi.next() {
                Some('d') | Some('i') => {
                    while si.peek().map(|c| c.is_whitespace()).unwrap_or(false) {
                        si.next();
                    }
                    let mut n = String::new();
                    if let Some(&c) = si.peek() {
                        if c == '-' || c == '+' {
                            n.push(c);
                            si.next();
                        }
                    }
                    while let Some(&c) = si.peek() {
                        if c.is_ascii_digit() {
                            n.push(c);
                            si.next();
                        } else {
                            break;
                        }
                    }
                    match n.parse::<i64>() {
                        Ok(i) => out.push(Val::Int(i)),
                        Err(_) => return out,
                    }
                }
                Some('s') => {
                    while si.peek().map(|c| c.is_whitespace()).unwrap_or(false) {
                        si.next();
                    }
                    let mut w = String::new();
                    while let Some(&c) = si.peek() {
                        if c.is_whitespace() {
                            break;
                        }
                        w.push(c);
                        si.next();
                    }
                    out.push(Val::Str(w.into()));
                }
                Some('f') => {
                    let mut n = String::new();
                    while let Some(&c) = si.peek() {
                        if c.is_ascii_digit() || c == '.' || c == '-' {
                            n.push(c);
                            si.next();
                        } else {
                            break;
                        }
                    }
                    match n.parse::<f64>() {
                        Ok(x) => out.push(Val::Float(x)),
                        Err(_) => return out,
                    }
                }
                _ => return out,
            }
        } else if si.peek() == Some(&fc) {
            si.next();
        } else {
            return out;
        }
    }
    out
}
