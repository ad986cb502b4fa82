//! Ruby's String methods, `format` and regexp substitution.

use super::interp::{err, Blk, Interp, E};
use super::shared::{arg, cmp_or_err, int_arg, succ, unsupported};
use super::value::{inspect, to_s, RRx, RV};
use std::rc::Rc;

/// `Regexp.escape`.
pub fn regexp_escape(s: &str) -> String {
    let mut o = String::new();
    for c in s.chars() {
        match c {
            '.' | '*' | '?' | '+' | '^' | '$' | '|' | '(' | ')' | '[' | ']' | '{' | '}' | '\\'
            | '/' | '-' => {
                if c == '/' {
                    o.push('/');
                    continue;
                }
                o.push('\\');
                o.push(c);
            }
            '\n' => o.push_str("\\n"),
            '\t' => o.push_str("\\t"),
            '\r' => o.push_str("\\r"),
            ' ' => o.push_str("\\ "),
            c => o.push(c),
        }
    }
    o
}

/// Ruby's `String#to_i` (leading integer, else 0).
fn to_i(s: &str, base: u32) -> i64 {
    let t = s.trim_start();
    let (neg, mut body) = match t.strip_prefix('-') {
        Some(b) => (true, b),
        None => (false, t.strip_prefix('+').unwrap_or(t)),
    };
    if base == 16 {
        body = body
            .strip_prefix("0x")
            .or_else(|| body.strip_prefix("0X"))
            .unwrap_or(body);
    }
    let mut v: i64 = 0;
    let mut prev_us = true;
    for c in body.chars() {
        if c == '_' && !prev_us {
            prev_us = true;
            continue;
        }
        match c.to_digit(base) {
            Some(d) => {
                v = v.saturating_mul(base as i64).saturating_add(d as i64);
                prev_us = false;
            }
            None => break,
        }
    }
    if neg {
        -v
    } else {
        v
    }
}

fn to_f(s: &str) -> f64 {
    let t = s.trim_start();
    let b = t.as_bytes();
    let mut end = 0;
    let mut seen_dot = false;
    let mut seen_e = false;
    while end < b.len() {
        let c = b[end];
        let ok = c.is_ascii_digit()
            || ((c == b'-' || c == b'+') && (end == 0 || matches!(b[end - 1], b'e' | b'E')))
            || (c == b'.'
                && !seen_dot
                && !seen_e
                && b.get(end + 1).is_some_and(u8::is_ascii_digit))
            || ((c == b'e' || c == b'E') && !seen_e && end > 0);
        if !ok {
            break;
        }
        if c == b'.' {
            seen_dot = true;
        }
        if c == b'e' || c == b'E' {
            seen_e = true;
        }
        end += 1;
    }
    let mut txt = &t[..end];
    while !txt.is_empty() && txt.parse::<f64>().is_err() {
        txt = &txt[..txt.len() - 1];
    }
    txt.parse().unwrap_or(0.0)
}

/// Character index → byte offset (None past the end).
fn char_to_byte(s: &str, i: usize) -> Option<usize> {
    if i == s.chars().count() {
        return Some(s.len());
    }
    s.char_indices().nth(i).map(|(b, _)| b)
}

/// `str[start, len]` with Ruby's negative indexes.
fn substr(s: &str, start: i64, len: Option<i64>) -> RV {
    let n = s.chars().count() as i64;
    let st = if start < 0 { n + start } else { start };
    if st < 0 || st > n {
        return RV::Nil;
    }
    match len {
        None => {
            if st >= n {
                return RV::Nil;
            }
            RV::str(
                s.chars()
                    .nth(st as usize)
                    .map(|c| c.to_string())
                    .unwrap_or_default(),
            )
        }
        Some(l) if l < 0 => RV::Nil,
        Some(l) => RV::str(
            s.chars()
                .skip(st as usize)
                .take(l as usize)
                .collect::<String>(),
        ),
    }
}

fn range_bounds(r: &(RV, RV, bool), n: i64) -> Option<(i64, i64)> {
    let a = match r.0 {
        RV::Int(a) => a,
        RV::Nil => 0,
        _ => return None,
    };
    let b = match r.1 {
        RV::Int(b) => b,
        RV::Nil => -1,
        _ => return None,
    };
    let a = if a < 0 { n + a } else { a };
    let mut b = if b < 0 { n + b } else { b };
    if r.2 && !matches!(r.1, RV::Nil) {
        b -= 1;
    }
    if a < 0 || a > n {
        return None;
    }
    Some((a, (b - a + 1).max(0)))
}

/// A pattern argument: a regexp, or a string matched literally.
fn pattern(p: &RV) -> Option<RRx> {
    match p {
        RV::Regex(r) => Some((**r).clone()),
        RV::Str(s) => Some(RRx {
            src: crate::regex::escape(s),
            flags: String::new(),
        }),
        _ => None,
    }
}

fn sub(
    it: &mut Interp<'_, '_>,
    s: &str,
    args: &[RV],
    blk: &Option<Blk>,
    global: bool,
    line: u32,
) -> E<String> {
    let pat = arg(args, 0, "gsub", line)?;
    let Some(rx) = pattern(&pat) else {
        return err(
            format!("wrong argument type {} (expected Regexp)", pat.class_name()),
            line,
        );
    };
    let re = it.regex(&rx)?;
    let mut out = String::new();
    let mut last = 0;
    let mut found = false;
    let all = if global {
        re.matches(s)
    } else {
        re.search(s, 0).into_iter().collect()
    };
    for m in all {
        let (b, e) = m.range();
        found = true;
        out.push_str(&s[last..b]);
        match (args.get(1), blk) {
            (Some(RV::Hash(h)), _) => {
                let v = h
                    .borrow()
                    .get(&RV::str(&s[b..e]))
                    .cloned()
                    .unwrap_or(RV::Nil);
                out.push_str(&to_s(&v));
            }
            (Some(r), _) => re.expand(&m, s, &to_s(r), &mut out),
            (None, Some(b_)) => {
                it.match_at(&rx, s, b)?;
                let v = it.yield_blk(b_, vec![RV::str(&s[b..e])])?;
                out.push_str(&to_s(&v));
            }
            (None, None) => {
                return err("gsub without a replacement or block is not supported", line)
            }
        }
        last = e;
    }
    if !found {
        it.last_match = None;
    }
    out.push_str(&s[last..]);
    Ok(out)
}

fn split(it: &mut Interp<'_, '_>, s: &str, args: &[RV], line: u32) -> E<Vec<String>> {
    let limit = match args.get(1) {
        Some(RV::Int(l)) => *l,
        _ => 0,
    };
    let mut parts: Vec<String> = match args.first() {
        None | Some(RV::Nil) => awk_split(s, limit),
        Some(RV::Str(sep)) if &**sep == " " => awk_split(s, limit),
        Some(RV::Str(sep)) if sep.is_empty() => s.chars().map(|c| c.to_string()).collect(),
        Some(RV::Str(sep)) => {
            if limit > 0 {
                s.splitn(limit as usize, &**sep)
                    .map(str::to_string)
                    .collect()
            } else {
                s.split(&**sep).map(str::to_string).collect()
            }
        }
        Some(RV::Regex(r)) => {
            let re = it.regex(r)?;
            re.split_limit(s, limit)
        }
        Some(v) => {
            return err(
                format!("wrong argument type {} (expected Regexp)", v.class_name()),
                line,
            )
        }
    };
    if limit == 0 {
        while parts.last().is_some_and(|p| p.is_empty()) {
            parts.pop();
        }
    }
    Ok(parts)
}

fn awk_split(s: &str, limit: i64) -> Vec<String> {
    if limit <= 0 {
        return s.split_ascii_whitespace().map(str::to_string).collect();
    }
    let mut out = Vec::new();
    let mut rest = s.trim_start_matches([' ', '\t', '\n', '\r', '\x0b', '\x0c']);
    while !rest.is_empty() {
        if out.len() as i64 == limit - 1 {
            out.push(rest.to_string());
            return out;
        }
        let end = rest
            .find(|c: char| c.is_ascii_whitespace())
            .unwrap_or(rest.len());
        out.push(rest[..end].to_string());
        rest = rest[end..].trim_start_matches([' ', '\t', '\n', '\r', '\x0b', '\x0c']);
    }
    out
}

fn pad(s: &str, width: i64, padstr: &str, how: char) -> String {
    let n = s.chars().count() as i64;
    if width <= n || padstr.is_empty() {
        return s.to_string();
    }
    let total = (width - n) as usize;
    let (left, right) = match how {
        'l' => (0, total),
        'r' => (total, 0),
        _ => (total / 2, total - total / 2),
    };
    let fill = |k: usize| padstr.chars().cycle().take(k).collect::<String>();
    format!("{}{}{}", fill(left), s, fill(right))
}

fn capitalize(s: &str) -> String {
    let mut c = s.chars();
    match c.next() {
        Some(f) => f.to_uppercase().collect::<String>() + &c.as_str().to_lowercase(),
        None => String::new(),
    }
}

fn tr(s: &str, from: &str, to: &str) -> String {
    let expand = |x: &str| -> (Vec<char>, bool) {
        let cs: Vec<char> = x.chars().collect();
        let (neg, cs) = if cs.len() > 1 && cs[0] == '^' {
            (true, &cs[1..])
        } else {
            (false, &cs[..])
        };
        let mut out = Vec::new();
        let mut i = 0;
        while i < cs.len() {
            if i + 2 < cs.len() && cs[i + 1] == '-' {
                let (a, b) = (cs[i] as u32, cs[i + 2] as u32);
                for c in a..=b {
                    if let Some(c) = char::from_u32(c) {
                        out.push(c);
                    }
                }
                i += 3;
            } else {
                out.push(cs[i]);
                i += 1;
            }
        }
        (out, neg)
    };
    let (f, neg) = expand(from);
    let (t, _) = expand(to);
    s.chars()
        .filter_map(|c| {
            let pos = f.iter().position(|x| *x == c);
            let hit = if neg { pos.is_none() } else { pos.is_some() };
            if !hit {
                return Some(c);
            }
            if t.is_empty() {
                return None;
            }
            let k = if neg {
                t.len() - 1
            } else {
                pos.unwrap_or(0).min(t.len() - 1)
            };
            Some(t[k])
        })
        .collect()
}

/// String methods.
pub fn string_method(
    it: &mut Interp<'_, '_>,
    s: &Rc<str>,
    name: &str,
    args: Vec<RV>,
    blk: Option<Blk>,
    line: u32,
) -> E<RV> {
    let st = |x: String| Ok(RV::str(x));
    // bang variants compute the plain result; nil when nothing changed
    if let Some(base) = name.strip_suffix('!') {
        if matches!(
            base,
            "upcase"
                | "downcase"
                | "capitalize"
                | "swapcase"
                | "strip"
                | "lstrip"
                | "rstrip"
                | "chomp"
                | "chop"
                | "gsub"
                | "sub"
                | "squeeze"
                | "reverse"
                | "tr"
                | "delete"
        ) {
            let v = string_method(it, s, base, args, blk, line)?;
            return Ok(match &v {
                RV::Str(x) if **x == **s => RV::Nil,
                _ => v,
            });
        }
    }
    match name {
        "to_s" | "to_str" | "strip_heredoc" | "force_encoding" | "encode" | "unicode_normalize"
        | "scrub" | "b" => Ok(RV::Str(s.clone())),
        "to_sym" | "intern" => Ok(RV::Sym(s.clone())),
        "to_i" => {
            let base = match args.first() {
                Some(RV::Int(b)) if (2..=36).contains(b) => *b as u32,
                _ => 10,
            };
            Ok(RV::Int(to_i(s, base)))
        }
        "to_f" => Ok(RV::Float(to_f(s))),
        "hex" => Ok(RV::Int(to_i(s, 16))),
        "oct" => Ok(RV::Int(to_i(s, 8))),
        "length" | "size" => Ok(RV::Int(s.chars().count() as i64)),
        "bytesize" => Ok(RV::Int(s.len() as i64)),
        "empty?" => Ok(RV::Bool(s.is_empty())),
        "upcase" => st(s.to_uppercase()),
        "downcase" => st(s.to_lowercase()),
        "capitalize" => st(capitalize(s)),
        "swapcase" => st(s
            .chars()
            .map(|c| {
                if c.is_uppercase() {
                    c.to_lowercase().collect::<String>()
                } else {
                    c.to_uppercase().collect()
                }
            })
            .collect()),
        "strip" => st(s
            .trim_matches(|c: char| c.is_ascii_whitespace() || c == '\0')
            .to_string()),
        "lstrip" => st(s
            .trim_start_matches(|c: char| c.is_ascii_whitespace())
            .to_string()),
        "rstrip" => st(s
            .trim_end_matches(|c: char| c.is_ascii_whitespace() || c == '\0')
            .to_string()),
        "chomp" => match args.first() {
            Some(RV::Str(suf)) => st(s.strip_suffix(&**suf).unwrap_or(s).to_string()),
            _ => st(s
                .strip_suffix("\r\n")
                .or_else(|| s.strip_suffix('\n'))
                .or_else(|| s.strip_suffix('\r'))
                .unwrap_or(s)
                .to_string()),
        },
        "chop" => {
            let mut x = s.to_string();
            if x.ends_with("\r\n") {
                x.truncate(x.len() - 2);
            } else {
                x.pop();
            }
            st(x)
        }
        "chars" => Ok(RV::array(
            s.chars().map(|c| RV::str(c.to_string())).collect(),
        )),
        "bytes" => Ok(RV::array(s.bytes().map(|b| RV::Int(b as i64)).collect())),
        "lines" | "each_line" => {
            let mut v = Vec::new();
            let mut rest: &str = s;
            while !rest.is_empty() {
                let end = rest.find('\n').map(|i| i + 1).unwrap_or(rest.len());
                v.push(RV::str(&rest[..end]));
                rest = &rest[end..];
            }
            if name == "each_line" {
                if let Some(b) = blk {
                    for x in v {
                        it.yield_blk(&b, vec![x])?;
                    }
                    return Ok(RV::Str(s.clone()));
                }
            }
            Ok(RV::array(v))
        }
        "each_char" => match blk {
            Some(b) => {
                for c in s.chars() {
                    it.yield_blk(&b, vec![RV::str(c.to_string())])?;
                }
                Ok(RV::Str(s.clone()))
            }
            None => Ok(RV::array(
                s.chars().map(|c| RV::str(c.to_string())).collect(),
            )),
        },
        "reverse" => st(s.chars().rev().collect()),
        "ord" => match s.chars().next() {
            Some(c) => Ok(RV::Int(c as i64)),
            None => err("empty string", line),
        },
        "succ" | "next" => st(succ(s)),
        "+" => match arg(&args, 0, name, line)? {
            RV::Str(o) => st(format!("{s}{o}")),
            o => err(
                format!("no implicit conversion of {} into String", class_or_nil(&o)),
                line,
            ),
        },
        "<<" | "concat" => {
            let mut x = s.to_string();
            for a in &args {
                match a {
                    RV::Str(o) => x.push_str(o),
                    RV::Int(i) if *i >= 0 => x.push(char::from_u32(*i as u32).unwrap_or('?')),
                    o => {
                        return err(
                            format!("no implicit conversion of {} into String", class_or_nil(o)),
                            line,
                        )
                    }
                }
            }
            st(x)
        }
        "*" => {
            let n = int_arg(&args, 0, name, line)?;
            if n < 0 {
                return err("negative argument", line);
            }
            if (n as u128) * (s.len() as u128) > 100_000_000 {
                return err("argument too big", line);
            }
            st(s.repeat(n as usize))
        }
        "%" => {
            let a = arg(&args, 0, name, line)?;
            let list = match &a {
                RV::Array(x) => x.borrow().clone(),
                v => vec![v.clone()],
            };
            st(format(it, s, &list, line)?)
        }
        "==" | "eql?" => Ok(RV::Bool(
            matches!(arg(&args, 0, name, line)?, RV::Str(o) if o == *s),
        )),
        "<=>" => Ok(match arg(&args, 0, name, line)? {
            RV::Str(o) => RV::Int(s.as_bytes().cmp(o.as_bytes()) as i64),
            _ => RV::Nil,
        }),
        "<" | ">" | "<=" | ">=" => {
            let o = arg(&args, 0, name, line)?;
            let c = cmp_or_err(&RV::Str(s.clone()), &o, line)?;
            Ok(RV::Bool(match name {
                "<" => c.is_lt(),
                ">" => c.is_gt(),
                "<=" => c.is_le(),
                _ => c.is_ge(),
            }))
        }
        "casecmp" => Ok(match arg(&args, 0, name, line)? {
            RV::Str(o) => RV::Int(s.to_lowercase().cmp(&o.to_lowercase()) as i64),
            _ => RV::Nil,
        }),
        "casecmp?" => Ok(match arg(&args, 0, name, line)? {
            RV::Str(o) => RV::Bool(s.to_lowercase() == o.to_lowercase()),
            _ => RV::Nil,
        }),
        "include?" => match arg(&args, 0, name, line)? {
            RV::Str(o) => Ok(RV::Bool(s.contains(&*o))),
            o => err(
                format!("no implicit conversion of {} into String", class_or_nil(&o)),
                line,
            ),
        },
        "start_with?" | "end_with?" => {
            for a in &args {
                let hit = match a {
                    RV::Str(o) => {
                        if name == "start_with?" {
                            s.starts_with(&**o)
                        } else {
                            s.ends_with(&**o)
                        }
                    }
                    RV::Regex(r) if name == "start_with?" => {
                        let re = it.regex(r)?;
                        re.search(s, 0).is_some_and(|m| m.range().0 == 0)
                    }
                    o => {
                        return err(
                            format!("no implicit conversion of {} into String", class_or_nil(o)),
                            line,
                        )
                    }
                };
                if hit {
                    return Ok(RV::Bool(true));
                }
            }
            Ok(RV::Bool(false))
        }
        "index" | "rindex" => {
            let needle = arg(&args, 0, name, line)?;
            let pos = match &needle {
                RV::Str(o) => {
                    if name == "index" {
                        s.find(&**o)
                    } else {
                        s.rfind(&**o)
                    }
                }
                RV::Regex(r) => {
                    let re = it.regex(r)?;
                    if name == "index" {
                        re.search(s, 0).map(|m| m.range().0)
                    } else {
                        re.matches(s).last().map(|m| m.range().0)
                    }
                }
                _ => return err("type mismatch", line),
            };
            Ok(pos
                .map(|b| RV::Int(s[..b].chars().count() as i64))
                .unwrap_or(RV::Nil))
        }
        "split" => {
            let parts = split(it, s, &args, line)?;
            let v: Vec<RV> = parts.into_iter().map(RV::str).collect();
            if let Some(b) = blk {
                for x in v {
                    it.yield_blk(&b, vec![x])?;
                }
                return Ok(RV::Str(s.clone()));
            }
            Ok(RV::array(v))
        }
        "gsub" | "sub" => st(sub(it, s, &args, &blk, name == "gsub", line)?),
        "tr" | "tr_s" => {
            let f = to_s(&arg(&args, 0, name, line)?);
            let t = to_s(&arg(&args, 1, name, line)?);
            st(tr(s, &f, &t))
        }
        "delete" => {
            let f = to_s(&arg(&args, 0, name, line)?);
            st(tr(s, &f, ""))
        }
        "squeeze" => {
            let set = args.first().map(to_s);
            let mut o = String::new();
            let mut prev: Option<char> = None;
            for c in s.chars() {
                if prev == Some(c) && set.as_ref().is_none_or(|x| x.contains(c)) {
                    continue;
                }
                o.push(c);
                prev = Some(c);
            }
            st(o)
        }
        "count" => {
            let f = to_s(&arg(&args, 0, name, line)?);
            let kept = tr(s, &f, "");
            Ok(RV::Int((s.chars().count() - kept.chars().count()) as i64))
        }
        "ljust" | "rjust" | "center" => {
            let w = int_arg(&args, 0, name, line)?;
            let p = args.get(1).map(to_s).unwrap_or_else(|| " ".into());
            if p.is_empty() {
                return err("zero width padding", line);
            }
            if w > 1_000_000 {
                return err("argument too big", line);
            }
            st(pad(
                s,
                w,
                &p,
                match name {
                    "ljust" => 'l',
                    "rjust" => 'r',
                    _ => 'c',
                },
            ))
        }
        "=~" | "match" | "match?" => {
            let p = arg(&args, 0, name, line)?;
            let rx = match &p {
                RV::Regex(r) => (**r).clone(),
                RV::Str(x) if name != "=~" => RRx {
                    src: x.to_string(),
                    flags: String::new(),
                },
                RV::Str(_) => return err("type mismatch: String given", line),
                _ => {
                    return err(
                        format!("wrong argument type {} (expected Regexp)", p.class_name()),
                        line,
                    )
                }
            };
            let m = it.match_at(&rx, s, 0)?;
            Ok(match (name, m) {
                ("match?", m) => RV::Bool(m.is_some()),
                ("=~", Some(m)) => RV::Int(s[..m.start].chars().count() as i64),
                ("match", Some(m)) => RV::Match(m),
                _ => RV::Nil,
            })
        }
        "scan" => {
            let p = arg(&args, 0, name, line)?;
            let Some(rx) = pattern(&p) else {
                return err(
                    format!("wrong argument type {} (expected Regexp)", p.class_name()),
                    line,
                );
            };
            let re = it.regex(&rx)?;
            let mut out = Vec::new();
            for m in re.matches(s) {
                if m.group_count() > 1 {
                    out.push(RV::array(
                        (1..m.group_count())
                            .map(|i| {
                                m.group(i)
                                    .map(|(a, b)| RV::str(&s[a..b]))
                                    .unwrap_or(RV::Nil)
                            })
                            .collect(),
                    ));
                } else {
                    let (a, b) = m.range();
                    out.push(RV::str(&s[a..b]));
                }
            }
            if let Some(b) = blk {
                for x in out {
                    it.yield_blk(&b, vec![x])?;
                }
                return Ok(RV::Str(s.clone()));
            }
            Ok(RV::array(out))
        }
        "[]" | "slice" => {
            let a = arg(&args, 0, name, line)?;
            let n = s.chars().count() as i64;
            match (&a, args.get(1)) {
                (RV::Int(i), None) => Ok(substr(s, *i, None)),
                (RV::Int(i), Some(RV::Int(l))) => Ok(substr(s, *i, Some(*l))),
                (RV::Range(r), None) => Ok(match range_bounds(r, n) {
                    Some((a, l)) => substr(s, a, Some(l)),
                    None => RV::Nil,
                }),
                (RV::Str(o), None) => Ok(if s.contains(&**o) {
                    RV::Str(o.clone())
                } else {
                    RV::Nil
                }),
                (RV::Regex(r), g) => {
                    let m = it.match_at(r, s, 0)?;
                    let gi = match g {
                        Some(RV::Int(i)) => *i as usize,
                        _ => 0,
                    };
                    Ok(m.and_then(|m| m.groups.get(gi).cloned().flatten())
                        .map(RV::str)
                        .unwrap_or(RV::Nil))
                }
                _ => err("unsupported String#[] arguments", line),
            }
        }
        "insert" => {
            let i = int_arg(&args, 0, name, line)?;
            let o = to_s(&arg(&args, 1, name, line)?);
            let n = s.chars().count() as i64;
            let at = if i < 0 { n + i + 1 } else { i };
            match (at >= 0 && at <= n)
                .then(|| char_to_byte(s, at as usize))
                .flatten()
            {
                Some(b) => st(format!("{}{}{}", &s[..b], o, &s[b..])),
                None => err(format!("index {i} out of string"), line),
            }
        }
        "prepend" => st(format!("{}{s}", args.iter().map(to_s).collect::<String>())),
        "between?" => {
            let lo = arg(&args, 0, name, line)?;
            let hi = arg(&args, 1, name, line)?;
            let me = RV::Str(s.clone());
            Ok(RV::Bool(
                cmp_or_err(&me, &lo, line)?.is_ge() && cmp_or_err(&me, &hi, line)?.is_le(),
            ))
        }
        "upto" => {
            let to = to_s(&arg(&args, 0, name, line)?);
            let items =
                super::shared::range_items(&(RV::Str(s.clone()), RV::str(to), false), line)?;
            if let Some(b) = blk {
                for x in items {
                    it.yield_blk(&b, vec![x])?;
                }
                return Ok(RV::Str(s.clone()));
            }
            Ok(RV::array(items))
        }
        "shellescape" => st(shellescape(s)),
        "unpack" | "unpack1" | "crypt" | "encoding" | "each_byte" | "sum" => {
            unsupported(&RV::Str(s.clone()), name, line)
        }
        _ => unsupported(&RV::Str(s.clone()), name, line),
    }
}

fn class_or_nil(v: &RV) -> String {
    match v {
        RV::Nil => "nil".into(),
        _ => v.class_name().into(),
    }
}

fn shellescape(s: &str) -> String {
    if s.is_empty() {
        return "''".into();
    }
    let mut o = String::new();
    for c in s.chars() {
        if c.is_ascii_alphanumeric() || "_-.,:+/@".contains(c) || !c.is_ascii() {
            o.push(c);
        } else if c == '\n' {
            o.push_str("'\n'");
        } else {
            o.push('\\');
            o.push(c);
        }
    }
    o
}

/// Ruby's `format`: `%s %d %i %f %e %g %x %o %b %c %p %%`, flags `-+ 0#`, width, precision,
/// `%<name>s` and `%{name}`.
pub fn format(it: &mut Interp<'_, '_>, f: &str, args: &[RV], line: u32) -> E<String> {
    let _ = &it;
    let mut out = String::new();
    let cs: Vec<char> = f.chars().collect();
    let mut i = 0;
    let mut next = 0;
    let hash_arg = |name: &str| -> E<RV> {
        match args.first() {
            Some(RV::Hash(h)) => match h.borrow().get(&RV::Sym(name.into())) {
                Some(v) => Ok(v.clone()),
                None => err(format!("key<{name}> not found"), line),
            },
            _ => err("one hash required", line),
        }
    };
    while i < cs.len() {
        let c = cs[i];
        i += 1;
        if c != '%' {
            out.push(c);
            continue;
        }
        if i >= cs.len() {
            return err(
                "incomplete format specifier; use %% (double %) instead",
                line,
            );
        }
        if cs[i] == '%' {
            out.push('%');
            i += 1;
            continue;
        }
        let (mut minus, mut plus, mut space, mut zero, mut alt) =
            (false, false, false, false, false);
        let mut named: Option<RV> = None;
        loop {
            match cs.get(i) {
                Some('-') => minus = true,
                Some('+') => plus = true,
                Some(' ') => space = true,
                Some('0') => zero = true,
                Some('#') => alt = true,
                Some('<') => {
                    let end = cs[i..].iter().position(|c| *c == '>').map(|p| p + i);
                    let Some(end) = end else {
                        return err("malformed name - unmatched parenthesis", line);
                    };
                    let n: String = cs[i + 1..end].iter().collect();
                    named = Some(hash_arg(&n)?);
                    i = end;
                }
                Some('{') => {
                    let end = cs[i..].iter().position(|c| *c == '}').map(|p| p + i);
                    let Some(end) = end else {
                        return err("malformed name - unmatched parenthesis", line);
                    };
                    let n: String = cs[i + 1..end].iter().collect();
                    out.push_str(&to_s(&hash_arg(&n)?));
                    i = end + 1;
                    named = None;
                    break;
                }
                _ => break,
            }
            i += 1;
        }
        if i > 0 && cs.get(i - 1) == Some(&'}') && named.is_none() {
            continue;
        }
        let mut width: Option<usize> = None;
        if cs.get(i) == Some(&'*') {
            let w = match args.get(next) {
                Some(RV::Int(w)) => *w,
                _ => return err("width given twice or not an integer", line),
            };
            next += 1;
            if w < 0 {
                minus = true;
            }
            width = Some(w.unsigned_abs() as usize);
            i += 1;
        }
        while let Some(d) = cs.get(i).and_then(|c| c.to_digit(10)) {
            width = Some(width.unwrap_or(0) * 10 + d as usize);
            i += 1;
        }
        let mut prec: Option<usize> = None;
        if cs.get(i) == Some(&'.') {
            i += 1;
            let mut p = 0;
            while let Some(d) = cs.get(i).and_then(|c| c.to_digit(10)) {
                p = p * 10 + d as usize;
                i += 1;
            }
            prec = Some(p);
        }
        if width.unwrap_or(0) > 100_000 || prec.unwrap_or(0) > 1000 {
            return err("width too big", line);
        }
        let Some(&conv) = cs.get(i) else {
            return err("malformed format string - %", line);
        };
        i += 1;
        let v = match named.take() {
            Some(v) => v,
            None => {
                let v = match args.get(next) {
                    Some(v) => v.clone(),
                    None => return err("too few arguments", line),
                };
                next += 1;
                v
            }
        };
        let num = |v: &RV| -> E<f64> {
            match v {
                RV::Int(i) => Ok(*i as f64),
                RV::Float(f) => Ok(*f),
                RV::Str(s) => s.trim().parse::<f64>().map_err(|_| {
                    super::interp::Ctl::Err(
                        format!("invalid value for Float(): {}", inspect(v)),
                        line,
                    )
                }),
                RV::Nil => err("can't convert nil into Float", line),
                _ => err(format!("can't convert {} into Float", v.class_name()), line),
            }
        };
        let int = |v: &RV| -> E<i64> {
            match v {
                RV::Int(i) => Ok(*i),
                RV::Float(f) => Ok(f.floor() as i64),
                RV::Str(s) => super::shared::conversion_int(s, line),
                RV::Nil => err("can't convert nil into Integer", line),
                _ => err(
                    format!("can't convert {} into Integer", v.class_name()),
                    line,
                ),
            }
        };
        let (body, numeric_sign): (String, Option<bool>) = match conv {
            's' | 'p' => {
                let mut s = if conv == 's' { to_s(&v) } else { inspect(&v) };
                if let Some(p) = prec {
                    s = s.chars().take(p).collect();
                }
                (s, None)
            }
            'd' | 'i' | 'u' => {
                let n = int(&v)?;
                (n.unsigned_abs().to_string(), Some(n < 0))
            }
            'f' => {
                let x = num(&v)?;
                (
                    format!("{:.*}", prec.unwrap_or(6), x.abs()),
                    Some(x.is_sign_negative() && x != 0.0),
                )
            }
            'e' | 'E' => {
                let x = num(&v)?;
                let s = format!("{:.*e}", prec.unwrap_or(6), x.abs());
                let (m, e) = s.split_once('e').unwrap_or((&s, "0"));
                let e: i32 = e.parse().unwrap_or(0);
                let s = format!("{m}e{}{:02}", if e < 0 { '-' } else { '+' }, e.abs());
                (
                    if conv == 'E' { s.to_uppercase() } else { s },
                    Some(x < 0.0),
                )
            }
            'g' | 'G' => {
                let x = num(&v)?;
                let p = prec.unwrap_or(6).max(1);
                let exp = if x == 0.0 {
                    0
                } else {
                    x.abs().log10().floor() as i32
                };
                let s = if exp < -4 || exp >= p as i32 {
                    let s = format!("{:.*e}", p - 1, x.abs());
                    let (m, e) = s.split_once('e').unwrap_or((&s, "0"));
                    let m = if alt {
                        m.to_string()
                    } else if m.contains('.') {
                        m.trim_end_matches('0').trim_end_matches('.').to_string()
                    } else {
                        m.to_string()
                    };
                    let e: i32 = e.parse().unwrap_or(0);
                    format!("{m}e{}{:02}", if e < 0 { '-' } else { '+' }, e.abs())
                } else {
                    let s = format!("{:.*}", (p as i32 - 1 - exp).max(0) as usize, x.abs());
                    if alt || !s.contains('.') {
                        s
                    } else {
                        s.trim_end_matches('0').trim_end_matches('.').to_string()
                    }
                };
                (
                    if conv == 'G' { s.to_uppercase() } else { s },
                    Some(x < 0.0),
                )
            }
            'x' | 'X' | 'o' | 'b' | 'B' => {
                let n = int(&v)?;
                let a = n.unsigned_abs();
                let mut s = match conv {
                    'x' => format!("{a:x}"),
                    'X' => format!("{a:X}"),
                    'o' => format!("{a:o}"),
                    _ => format!("{a:b}"),
                };
                if alt {
                    s = match conv {
                        'x' => format!("0x{s}"),
                        'X' => format!("0X{s}"),
                        'o' => format!("0{s}"),
                        'b' => format!("0b{s}"),
                        _ => format!("0B{s}"),
                    };
                }
                (s, Some(n < 0))
            }
            'c' => (
                match &v {
                    RV::Int(i) => char::from_u32(*i as u32)
                        .map(|c| c.to_string())
                        .unwrap_or_default(),
                    v => to_s(v)
                        .chars()
                        .next()
                        .map(|c| c.to_string())
                        .unwrap_or_default(),
                },
                None,
            ),
            other => return err(format!("malformed format string - %{other}"), line),
        };
        let sign = match numeric_sign {
            Some(true) => "-",
            Some(false) if plus => "+",
            Some(false) if space => " ",
            _ => "",
        };
        let len = sign.chars().count() + body.chars().count();
        let w = width.unwrap_or(0);
        if len >= w {
            out.push_str(sign);
            out.push_str(&body);
        } else if minus {
            out.push_str(sign);
            out.push_str(&body);
            out.push_str(&" ".repeat(w - len));
        } else if zero && numeric_sign.is_some() {
            out.push_str(sign);
            out.push_str(&"0".repeat(w - len));
            out.push_str(&body);
        } else {
            out.push_str(&" ".repeat(w - len));
            out.push_str(sign);
            out.push_str(&body);
        }
    }
    Ok(out)
}
