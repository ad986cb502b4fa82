//! spiff++ functions over data that need the evaluator: `sort`, `replace_match`,
//! `split_match`, `deepmerge`, `parse`, `asjson`, `asyaml`, `parseurl`, `ipset` and
//! `contains_ip`.
//!
//! # Semantics
//!
//! As spiff++: `sort(list[, less])` sorts a list of strings or of integers stably, or any
//! list with a lambda `|a,b|->bool` (or an integer, negative meaning less);
//! `replace_match(s, regex, template|lambda[, n])` replaces the first `n` (all when
//! negative or absent) matches with a Go regexp template (`$1`, `${name}`) or the text a
//! lambda returns for the list of the match and its groups; `split_match(regex, s[, n])`
//! splits at the matches (Go's `Regexp.Split`); `deepmerge(map...)` or `deepmerge(list)`
//! merges maps recursively, later ones winning; `parse(text[, mode])` reads YAML or JSON
//! (mode `import`, the default, keeps the data as it is; `yaml` evaluates it); `asjson` and
//! `asyaml` print a value; `parseurl(url)` gives the parts of a URL as a map;
//! `ipset(ranges, n[, indices...])` picks `n` addresses (the first ones, or those at the
//! given indices) from a list of IPv4 ranges `a-b`, CIDRs and addresses;
//! `contains_ip(cidr, ip)`.

use crate::builtin_api::Evaluator;
use crate::fail::{local, Fail, R};
use crate::session::FileInfo;
use crate::value::{Cx, Val, ValMap};
use smol_str::SmolStr;
use std::sync::Arc;

/// The function names of this module.
pub(crate) const NAMES: &[&str] = &[
    "sort",
    "replace_match",
    "split_match",
    "deepmerge",
    "parse",
    "asjson",
    "asyaml",
    "parseurl",
    "ipset",
    "contains_ip",
];

/// Nesting limit of `deepmerge` (maps are data and may be deep).
const MAX_MERGE_DEPTH: usize = 1000;

/// Calls the function `name` (one of [`NAMES`]) with `a`.
pub(crate) fn call(doc: &mut dyn Evaluator, name: &str, a: &[Val], cx: &Cx) -> R<Val> {
    match name {
        "sort" => sort(doc, a, cx),
        "replace_match" => replace_match(doc, a, false, cx),
        "split_match" => split_match(a),
        "deepmerge" => deepmerge(a),
        "parse" => {
            if a.is_empty() || a.len() > 2 {
                return local("parse takes one or two arguments");
            }
            let Val::Str(text) = &a[0] else {
                return local("first argument for parse must be a string");
            };
            let mode = crate::builtin_api::opt_str_arg(a, 1, "import", "parse", "second")?;
            // as spiff++: the "file" of a parsed string is the node's path
            let name = doc
                .node_path(cx)
                .iter()
                .map(|s| s.text())
                .collect::<Vec<_>>()
                .join(".");
            parse_data(doc, &name, text.as_bytes(), mode, cx)
        }
        "asjson" => {
            if a.len() != 1 {
                return local("asjson takes exactly one argument");
            }
            let mut out = String::new();
            json(&a[0], &mut out, 0)?;
            Ok(Val::str(out))
        }
        "asyaml" => {
            if a.len() != 1 {
                return local("asyaml takes exactly one argument");
            }
            let y = doc.session().write_yaml(&a[0]);
            Ok(Val::str(y.strip_prefix("---\n").unwrap_or(&y)))
        }
        "ipset" => ipset(a),
        "contains_ip" => contains_ip(a),
        _ => parse_url(a),
    }
}

/// Reads `data` (a file's or a string's content, `name` its file name or the node path) in one
/// of spiff++'s modes, for `read` and `parse` alike: `text` (as it is), `binary` (base64 in
/// lines of 60), `import` (the first document as data, expressions as their text),
/// `importmulti` (every document so), `yaml` (the first document evaluated), `multiyaml` (every
/// document evaluated, as a list), `template` (the first document as a template), `templates`
/// (every document so). A leading `.` (evaluate in a new root) is accepted; trailing empty
/// documents are dropped from the lists.
pub(crate) fn parse_data(
    doc: &mut dyn Evaluator,
    name: &str,
    data: &[u8],
    mode: &str,
    cx: &Cx,
) -> R<Val> {
    let mode = mode.strip_prefix('.').unwrap_or(mode);
    match mode {
        "binary" => return Ok(Val::str(crate::builtin_api::base64_lines(data, 60))),
        "text" => return Ok(Val::str(String::from_utf8_lossy(data))),
        "import" | "importmulti" | "yaml" | "multiyaml" | "template" | "templates" => {}
        other => return local(format!("invalid file type [{name}] {other}")),
    }
    let text = String::from_utf8_lossy(data);
    let mut docs = doc
        .session()
        .parse_yaml(name, &text)
        .map_err(|e| Fail::local(format!("error parsing file [{name}]: {e}")))?;
    if matches!(mode, "import" | "yaml" | "template") && docs.len() > 1 {
        return local(format!(
            "error parsing file [{name}]: multi document not possible"
        ));
    }
    if matches!(mode, "importmulti" | "multiyaml") {
        while docs.len() > 1
            && docs
                .last()
                .is_some_and(|d| matches!(d.kind, crate::source::SrcKind::Null))
        {
            docs.pop();
        }
    }
    let file = || FileInfo {
        name: name.to_string(),
        dir: match name.rfind('/') {
            Some(i) => name[..i].to_string(),
            None => ".".into(),
        },
    };
    // `import` splices the document into the calling one, where its expressions are evaluated
    // as if written there: plain data is taken as it is, a document with expressions is
    // evaluated at the call as `yaml` does (spiff++ defers that to the selected part of a
    // chained reference, `read(f, "import").part`; strata evaluates the whole document).
    let mode = match mode {
        "import" if docs.iter().any(has_expressions) => "yaml",
        "importmulti" if docs.iter().any(has_expressions) => "multiyaml",
        m => m,
    };
    match mode {
        "import" => Ok(docs
            .first()
            .map(crate::builtin_api::src_to_val)
            .unwrap_or(Val::Null)),
        "importmulti" => Ok(Val::List(Arc::new(
            docs.iter().map(crate::builtin_api::src_to_val).collect(),
        ))),
        "yaml" => match docs.into_iter().next() {
            None => Ok(Val::Null),
            Some(first) => doc.eval_document(&first, cx, file()),
        },
        "multiyaml" => {
            let span = docs.first().map(|d| d.span).unwrap_or_default();
            let list = crate::source::Src {
                kind: crate::source::SrcKind::List(docs),
                span,
            };
            doc.eval_document(&list, cx, file())
        }
        "template" => match docs.into_iter().next() {
            Some(first) => Ok(doc.template(first, cx)),
            None => Ok(Val::Null),
        },
        _ => {
            let list = docs.into_iter().map(|d| doc.template(d, cx)).collect();
            Ok(Val::List(Arc::new(list)))
        }
    }
}

/// Whether a loaded document holds a dynaml expression anywhere.
fn has_expressions(src: &crate::source::Src) -> bool {
    use crate::source::SrcKind;
    match &src.kind {
        SrcKind::Expr(_) => true,
        SrcKind::List(items) => items.iter().any(has_expressions),
        SrcKind::Map { fields, .. } => fields.iter().any(|(_, v)| has_expressions(v)),
        _ => false,
    }
}

fn sort(doc: &mut dyn Evaluator, a: &[Val], cx: &Cx) -> R<Val> {
    if a.is_empty() || a.len() > 2 {
        return local("sort takes one or two arguments");
    }
    let Val::List(l) = &a[0] else {
        return local("argument for sort must be a list");
    };
    let mut items: Vec<Val> = l.iter().cloned().collect();
    match a.get(1) {
        None => {
            let all_str = items.iter().all(|v| matches!(v, Val::Str(_)));
            let all_int = items.iter().all(|v| matches!(v, Val::Int(_)));
            if items.len() > 1 && !all_str && !all_int {
                return local("sort failed: list elements must either be strings or integers");
            }
            strata_core::sort::sort_by(&mut items, |x, y| match (x, y) {
                (Val::Str(p), Val::Str(q)) => p.cmp(q),
                (Val::Int(p), Val::Int(q)) => p.cmp(q),
                _ => std::cmp::Ordering::Equal,
            });
        }
        Some(Val::Lambda(f)) => {
            // a stable merge sort that calls the lambda, stopping at its first failure
            let mut err: Option<Fail> = None;
            let mut less = |x: &Val, y: &Val| -> bool {
                if err.is_some() {
                    return false;
                }
                match doc.apply(f, vec![x.clone(), y.clone()], cx) {
                    Ok(Val::Bool(b)) => b,
                    Ok(Val::Int(i)) => i < 0,
                    Ok(_) => {
                        err = Some(Fail::local(
                            "sort failed: lambda must return a bool or integer",
                        ));
                        false
                    }
                    Err(e) => {
                        err = Some(e);
                        false
                    }
                }
            };
            items = merge_sort(items, &mut less);
            if let Some(e) = err {
                return Err(e);
            }
        }
        Some(_) => return local("second argument for sort must be a lambda function"),
    }
    Ok(Val::List(Arc::new(items)))
}

/// A stable sort with a fallible comparison (`less` may not be a total order).
fn merge_sort(items: Vec<Val>, less: &mut dyn FnMut(&Val, &Val) -> bool) -> Vec<Val> {
    if items.len() <= 1 {
        return items;
    }
    let mut right = items;
    let left: Vec<Val> = right.drain(..right.len() / 2).collect();
    let left = merge_sort(left, less);
    let right = merge_sort(right, less);
    let mut out = Vec::with_capacity(left.len() + right.len());
    let (mut li, mut ri) = (left.into_iter().peekable(), right.into_iter().peekable());
    loop {
        match (li.peek(), ri.peek()) {
            (Some(l), Some(r)) => {
                if less(r, l) {
                    out.extend(ri.next());
                } else {
                    out.extend(li.next());
                }
            }
            (Some(_), None) => out.extend(li.next()),
            (None, Some(_)) => out.extend(ri.next()),
            (None, None) => break,
        }
    }
    out
}

/// `replace_match`, and `replace` with a lambda (`literal`: the pattern is a plain string).
pub(crate) fn replace_match(doc: &mut dyn Evaluator, a: &[Val], literal: bool, cx: &Cx) -> R<Val> {
    let name = if literal { "replace" } else { "replace_match" };
    if a.len() < 3 {
        return local(format!("{name} requires at least 3 arguments"));
    }
    if a.len() > 4 {
        return local(format!("{name} does not take more than 4 arguments"));
    }
    let Val::Str(s) = &a[0] else {
        return local(format!("first argument for {name} must be a string"));
    };
    let Val::Str(pat) = &a[1] else {
        return local(format!("second argument for {name} must be a string"));
    };
    let mut n: i64 = match a.get(3) {
        None => -1,
        Some(Val::Int(i)) => *i,
        Some(_) => return local(format!("fourth argument for {name} must be an integer")),
    };
    let pat = if literal {
        regex::escape(pat)
    } else {
        pat.to_string()
    };
    let re = regex::Regex::new(&pat).map_err(|e| Fail::local(format!("{name}: {e}")))?;
    let lambda = match &a[2] {
        Val::Str(_) => None,
        Val::Lambda(l) => Some(l.clone()),
        _ => {
            return local(format!(
                "{name}: replace substitution must be string or lambda"
            ))
        }
    };
    // Go's processReplace: find, expand, advance; an empty match advances one character
    let mut out = String::with_capacity(s.len());
    let mut rest: &str = s;
    let mut empty_match = true;
    while n != 0 {
        let Some(caps) = re.captures(rest) else { break };
        let m = caps.get(0).map(|m| (m.start(), m.end())).unwrap_or((0, 0));
        if n > 0 {
            n -= 1;
        }
        out.push_str(&rest[..m.0]);
        if empty_match || m.1 > 0 {
            match &lambda {
                None => {
                    let Val::Str(t) = &a[2] else { break };
                    caps.expand(t, &mut out);
                }
                Some(f) => {
                    let groups: Vec<Val> = caps
                        .iter()
                        .map(|g| Val::str(g.map(|g| g.as_str()).unwrap_or("")))
                        .collect();
                    match doc.apply(f, vec![Val::List(Arc::new(groups))], cx) {
                        Ok(Val::Str(r)) => out.push_str(&r),
                        Ok(_) => {
                            return local(format!("{name}: replace: lambda must return a string"))
                        }
                        Err(e) => return local(format!("{name}: replace: {}", e.message)),
                    }
                }
            }
        }
        rest = &rest[m.1..];
        empty_match = m.0 == m.1;
        if empty_match {
            let Some(c) = rest.chars().next() else { break };
            out.push(c);
            rest = &rest[c.len_utf8()..];
        }
    }
    out.push_str(rest);
    Ok(Val::str(out))
}

fn split_match(a: &[Val]) -> R<Val> {
    if a.len() < 2 || a.len() > 3 {
        return local("split_match takes 2 or 3 arguments");
    }
    let Val::Str(pat) = &a[0] else {
        return local("first argument for split_match must be a string");
    };
    let Val::Str(s) = &a[1] else {
        return local("second argument for split_match must be a string");
    };
    let n: i64 = match a.get(2) {
        None => -1,
        Some(Val::Int(i)) => *i,
        Some(_) => return local("third argument for split must be an integer"),
    };
    let re = regex::Regex::new(pat).map_err(|e| Fail::local(format!("split_match: {e}")))?;
    // Go's Regexp.Split
    let mut parts: Vec<Val> = Vec::new();
    if n == 0 {
        return Ok(Val::List(Arc::new(parts)));
    }
    if !pat.is_empty() && s.is_empty() {
        parts.push(Val::str(""));
        return Ok(Val::List(Arc::new(parts)));
    }
    let (mut beg, mut end) = (0usize, 0usize);
    for m in go_find_all(&re, s) {
        if n > 0 && parts.len() as i64 == n - 1 {
            break;
        }
        end = m.0;
        if m.1 != 0 {
            parts.push(Val::str(&s[beg..end]));
        }
        beg = m.1;
    }
    if end != s.len() {
        parts.push(Val::str(&s[beg..]));
    }
    Ok(Val::List(Arc::new(parts)))
}

/// Go's `FindAllStringIndex(s, -1)`: an empty match right after a match is skipped.
fn go_find_all(re: &regex::Regex, s: &str) -> Vec<(usize, usize)> {
    let mut out: Vec<(usize, usize)> = Vec::new();
    let mut pos = 0;
    let mut prev_end: Option<usize> = None;
    while pos <= s.len() {
        let Some(m) = re.find_at(s, pos) else { break };
        let (a, b) = (m.start(), m.end());
        let accept = !(a == b && prev_end == Some(a));
        if accept {
            out.push((a, b));
        }
        prev_end = Some(b);
        pos = if b > a {
            b
        } else {
            match s[b..].chars().next() {
                Some(c) => b + c.len_utf8(),
                None => break,
            }
        };
    }
    out
}

fn deepmerge(a: &[Val]) -> R<Val> {
    if a.is_empty() {
        return local("deepmerge requires at least one argument");
    }
    let maps: Vec<Val> = match a {
        [Val::List(l)] => l.iter().cloned().collect(),
        _ => a.to_vec(),
    };
    let mut result = ValMap::new();
    for (i, m) in maps.iter().enumerate() {
        let Val::Map(m) = m else {
            return local(format!(
                "deepmerge: argument {} must be a map, but got {}",
                i + 1,
                crate::builtin_api::expression_type(m)
            ));
        };
        merge_into(&mut result, m, 0)?;
    }
    Ok(Val::Map(Arc::new(result)))
}

fn merge_into(result: &mut ValMap, m: &ValMap, depth: usize) -> R<()> {
    if depth > MAX_MERGE_DEPTH {
        return local(format!(
            "deepmerge: maps nested deeper than {MAX_MERGE_DEPTH}"
        ));
    }
    for (k, v) in m {
        let merged = match (result.get(k), v) {
            (Some(Val::Map(old)), Val::Map(new)) => {
                let mut r = (**old).clone();
                merge_into(&mut r, new, depth + 1)?;
                Val::Map(Arc::new(r))
            }
            _ => v.clone(),
        };
        result.insert(k.clone(), merged);
    }
    Ok(())
}

/// Go's `json.Marshal` of a value (map keys sorted, no spaces).
fn json(v: &Val, out: &mut String, depth: usize) -> R<()> {
    if depth > MAX_MERGE_DEPTH {
        return local("asjson: value nested too deep");
    }
    match v {
        Val::Null | Val::Undefined => out.push_str("null"),
        Val::Bool(b) => out.push_str(if *b { "true" } else { "false" }),
        Val::Int(i) => out.push_str(&i.to_string()),
        Val::Float(f) => {
            if !f.is_finite() {
                return local(format!(
                    "json: unsupported value: {}",
                    crate::value::float_text(*f)
                ));
            }
            out.push_str(&crate::value::float_text(*f));
        }
        Val::Str(s) => strata_core::json::write_string(out, s, true),
        Val::List(l) => {
            out.push('[');
            for (i, e) in l.iter().enumerate() {
                if i > 0 {
                    out.push(',');
                }
                json(e, out, depth + 1)?;
            }
            out.push(']');
        }
        Val::Map(m) => {
            let mut keys: Vec<&SmolStr> = m.keys().collect();
            strata_core::sort::sort(&mut keys);
            out.push('{');
            for (i, k) in keys.into_iter().enumerate() {
                if i > 0 {
                    out.push(',');
                }
                strata_core::json::write_string(out, k, true);
                out.push(':');
                json(&m[k], out, depth + 1)?;
            }
            out.push('}');
        }
        Val::Lambda(l) => strata_core::json::write_string(out, &l.text(), true),
        Val::Template(_) => strata_core::json::write_string(out, "<template>", true),
    }
    Ok(())
}

fn percent_decode(s: &str, plus_space: bool) -> Option<String> {
    let b = s.as_bytes();
    let mut out = Vec::with_capacity(b.len());
    let mut i = 0;
    while i < b.len() {
        match b[i] {
            b'%' => {
                let h = std::str::from_utf8(b.get(i + 1..i + 3)?).ok()?;
                out.push(u8::from_str_radix(h, 16).ok()?);
                i += 3;
            }
            b'+' if plus_space => {
                out.push(b' ');
                i += 1;
            }
            c => {
                out.push(c);
                i += 1;
            }
        }
    }
    String::from_utf8(out).ok()
}

fn parse_url(a: &[Val]) -> R<Val> {
    if a.len() != 1 {
        return local("invalid argument count for parseurl");
    }
    let Val::Str(s) = &a[0] else {
        return local("argument for parseurl must be a string");
    };
    let invalid = |why: &str| {
        Fail::local(format!(
            "invalid argument for parseurl: parse \"{s}\": {why}"
        ))
    };
    let (rest, fragment) = match s.split_once('#') {
        Some((r, f)) => (
            r,
            percent_decode(f, false).ok_or_else(|| invalid("invalid URL escape"))?,
        ),
        None => (s.as_str(), String::new()),
    };
    let (rest, query) = match rest.split_once('?') {
        Some((r, q)) => (r, q.to_string()),
        None => (rest, String::new()),
    };
    // scheme: a letter, then letters, digits, `+`, `-`, `.`, up to `:`
    let (scheme, rest) = match rest.find(':') {
        Some(i)
            if i > 0
                && rest.as_bytes()[0].is_ascii_alphabetic()
                && rest[..i]
                    .bytes()
                    .all(|b| b.is_ascii_alphanumeric() || matches!(b, b'+' | b'-' | b'.')) =>
        {
            (rest[..i].to_ascii_lowercase(), &rest[i + 1..])
        }
        Some(0) => return Err(invalid("missing protocol scheme")),
        _ => (String::new(), rest),
    };
    let mut m = ValMap::new();
    let (mut host, mut port, mut user): (String, Option<String>, Option<(String, Option<String>)>) =
        (String::new(), None, None);
    let path_part = if let Some(after) = rest.strip_prefix("//") {
        let (authority, path) = match after.find('/') {
            Some(i) => (&after[..i], &after[i..]),
            None => (after, ""),
        };
        let hostport = match authority.rfind('@') {
            Some(i) => {
                let ui = &authority[..i];
                let (u, p) = match ui.split_once(':') {
                    Some((u, p)) => (u, Some(p)),
                    None => (ui, None),
                };
                let dec =
                    |t: &str| percent_decode(t, false).ok_or_else(|| invalid("invalid userinfo"));
                user = Some((dec(u)?, p.map(dec).transpose()?));
                &authority[i + 1..]
            }
            None => authority,
        };
        if let Some(h) = hostport.strip_prefix('[') {
            let Some(end) = h.find(']') else {
                return Err(invalid("missing ']' in host"));
            };
            host = h[..end].to_string();
            if let Some(p) = h[end + 1..].strip_prefix(':') {
                port = Some(p.to_string());
            }
        } else {
            match hostport.rsplit_once(':') {
                Some((h, p)) => {
                    if !p.bytes().all(|b| b.is_ascii_digit()) {
                        return Err(invalid(&format!("invalid port \":{p}\" after host")));
                    }
                    host = h.to_string();
                    port = Some(p.to_string());
                }
                None => host = hostport.to_string(),
            }
        }
        path
    } else {
        rest
    };
    let path = percent_decode(path_part, false).ok_or_else(|| invalid("invalid URL escape"))?;
    m.insert("scheme".into(), Val::str(scheme));
    m.insert("host".into(), Val::str(host));
    m.insert("path".into(), Val::str(path));
    m.insert("fragment".into(), Val::str(fragment));
    if let Some(p) = port.filter(|p| !p.is_empty()) {
        if let Ok(n) = p.parse::<i64>() {
            m.insert("port".into(), Val::Int(n));
        }
    }
    m.insert("query".into(), Val::str(query.as_str()));
    let mut values: ValMap = ValMap::new();
    for pair in query.split(['&']) {
        if pair.is_empty() {
            continue;
        }
        let (k, v) = pair.split_once('=').unwrap_or((pair, ""));
        let (Some(k), Some(v)) = (percent_decode(k, true), percent_decode(v, true)) else {
            continue;
        };
        let entry = values
            .entry(SmolStr::new(k))
            .or_insert_with(|| Val::List(Arc::new(Vec::new())));
        if let Val::List(l) = entry {
            Arc::make_mut(l).push(Val::str(v));
        }
    }
    values.sort_keys();
    m.insert("values".into(), Val::Map(Arc::new(values)));
    if let Some((u, p)) = user {
        let mut um = ValMap::new();
        um.insert("username".into(), Val::str(u));
        if let Some(p) = p {
            um.insert("password".into(), Val::str(p));
        }
        m.insert("userinfo".into(), Val::Map(Arc::new(um)));
    }
    Ok(Val::Map(Arc::new(m)))
}

/// The most addresses one `ipset` call gives.
const MAX_IPSET: i64 = 1 << 20;

/// An IPv4 range of `ipset`: first address and size.
fn ip_range(r: &str) -> R<(u32, i64)> {
    use crate::ip;
    let segs: Vec<&str> = r.split('-').collect();
    if segs.len() == 1 {
        if let Some((addr, bits)) = ip::parse_cidr(r) {
            return Ok((ip::min_ip(addr, bits), ip::num_ip(bits)));
        }
        return match ip::parse_ip(segs[0].trim()) {
            Some(a) => Ok((a, 1)),
            None => local(format!("invalid IP '{}'", segs[0])),
        };
    }
    let Some(start) = ip::parse_ip(segs[0].trim()) else {
        return local(format!("invalid IP '{}'", segs[0]));
    };
    let Some(end) = ip::parse_ip(segs[1].trim()) else {
        return local(format!("invalid IP '{}'", segs[1]));
    };
    if start > end {
        return local(format!(
            "invalid IP range: start ({}) larger than end ({})",
            segs[0], segs[1]
        ));
    }
    Ok((start, i64::from(end - start) + 1))
}

fn flat_indices(v: &Val, out: &mut Vec<i64>, depth: usize) -> R<()> {
    if depth > MAX_MERGE_DEPTH {
        return local("ip index lists nested too deep");
    }
    match v {
        Val::Int(i) if *i < 0 => local(format!("negative ip indices are not allowed: {i}")),
        Val::Int(i) => {
            out.push(*i);
            Ok(())
        }
        Val::List(l) => {
            for e in l.iter() {
                flat_indices(e, out, depth + 1)?;
            }
            Ok(())
        }
        _ => local("arguments to static_ips must be integer or list of integers"),
    }
}

fn ipset(a: &[Val]) -> R<Val> {
    if a.len() < 2 {
        return local("at least 2 argument expected (ipranges, size, optional: ip indices");
    }
    let texts: Vec<&str> = match &a[0] {
        Val::Str(s) => vec![s.as_str()],
        Val::List(l) => {
            let mut v = Vec::with_capacity(l.len());
            for (i, e) in l.iter().enumerate() {
                let Val::Str(s) = e else {
                    return local(format!("string entry at ip range list index {i}"));
                };
                v.push(s.as_str());
            }
            v
        }
        _ => return local("ip range or range list expected as first argument"),
    };
    let mut ranges = Vec::with_capacity(texts.len());
    for t in texts {
        ranges.push(ip_range(t)?);
    }
    let mut indices = Vec::new();
    for v in &a[2..] {
        flat_indices(v, &mut indices, 0)?;
    }
    let Val::Int(num) = a[1] else {
        return local("number of IPs in set expected as second argument");
    };
    if a.len() > 2 && (indices.len() as i64) < num {
        return local(format!(
            "too many required entries ({num} > {} available indices)",
            indices.len()
        ));
    }
    let total: i64 = ranges.iter().map(|r| r.1).sum();
    if num > MAX_IPSET {
        return local(format!(
            "ipset: {num} addresses requested, strata computes at most {MAX_IPSET}"
        ));
    }
    if a.len() <= 2 && num > total.max(0) {
        return local(format!(
            "ip index {total} ({total}) out of range ({total} IP(s) available in ranges)"
        ));
    }
    let mut out = Vec::with_capacity(num.max(0) as usize);
    for i in 0..num.max(0) {
        let index = if a.len() > 2 { indices[i as usize] } else { i };
        let mut offset = 0i64;
        let mut found = None;
        for (start, size) in &ranges {
            if index < offset + size {
                found = Some(crate::ip::add(*start, index - offset));
                break;
            }
            offset += size;
        }
        match found {
            Some(ip) => out.push(Val::str(crate::ip::ip_text(ip))),
            None => {
                return local(format!(
                    "ip index {i} ({index}) out of range ({offset} IP(s) available in ranges)"
                ))
            }
        }
    }
    Ok(Val::List(Arc::new(out)))
}

fn contains_ip(a: &[Val]) -> R<Val> {
    if a.len() != 2 {
        return local("contains_ip requires CIDR and IP argument");
    }
    let Val::Str(cidr) = &a[0] else {
        return local("CIDR required as first argument");
    };
    let Some((net, bits)) = crate::ip::parse_cidr(cidr) else {
        return local(format!(
            "CIDR argument required: invalid CIDR address: {cidr}"
        ));
    };
    let Val::Str(addr) = &a[1] else {
        return local("IP required as second argument");
    };
    let Some(ip) = crate::ip::parse_ip(addr) else {
        return local(format!("IP argument required: {addr}"));
    };
    let m = crate::ip::mask(bits);
    Ok(Val::Bool(ip & m == net & m))
}
