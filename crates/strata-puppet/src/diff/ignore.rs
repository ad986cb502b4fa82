//! octocatalog-diff's ignore rules (`--ignore Type[Title]::attr`, `--ignore-attr attr`) and
//! the Ruby renderings the diff needs (`to_s`, `inspect`, the MD5 of `Marshal.dump` that
//! hides sensitive parameters).

use super::entry::Entry;
use super::udiff;
use strata_core::value::{Number, Value};

/// One ignore rule: a difference is ignored when type, title and attribute all match.
#[derive(Debug, Clone)]
pub struct IgnoreRule {
    rtype: String,
    title: String,
    attr: String,
}

impl IgnoreRule {
    /// Every difference of resources of `t`.
    pub fn of_type(t: &str) -> IgnoreRule {
        IgnoreRule {
            rtype: t.into(),
            title: "*".into(),
            attr: "*".into(),
        }
    }
    /// Every difference of attribute `a` (a name, or a `\f`-separated path).
    pub fn of_attr(a: &str) -> IgnoreRule {
        IgnoreRule {
            rtype: "*".into(),
            title: "*".into(),
            attr: a.into(),
        }
    }

    /// Whether the rule ignores `e` (an error for an invalid regular expression).
    pub(crate) fn matches(&self, e: &Entry) -> Result<bool, String> {
        let parts: Vec<&str> = e.key.splitn(3, '\u{c}').collect();
        let (t, title) = (parts.first().copied().unwrap_or(""), parts.get(1).copied());
        let attr = parts.get(2).copied();
        if self.rtype != "*" && !self.rtype.eq_ignore_ascii_case(t) {
            return Ok(false);
        }
        if self.title != "*" {
            let title = title.unwrap_or("");
            if self.title.contains('*') {
                if !glob_match(&self.title.to_lowercase(), &title.to_lowercase()) {
                    return Ok(false);
                }
            } else if !self.title.to_lowercase().eq(&title.to_lowercase()) {
                return Ok(false);
            }
        }
        if !self.attr.is_empty() && self.attr.bytes().all(|b| b"-+~!".contains(&b)) {
            return Ok(self.attr.contains(e.kind));
        }
        if self.attr == "*" {
            return Ok(true);
        }
        let Some(attr) = attr else { return Ok(false) };
        self.attr_matches(attr, &e.old, &e.new)
    }

    fn attr_matches(&self, attrib: &str, old: &Value, new: &Value) -> Result<bool, String> {
        let mut rule = self.attr.as_str();
        if let Some(r) = rule.strip_prefix('+') {
            if !old.is_null() {
                return Ok(false);
            }
            rule = r;
        } else if let Some(r) = rule.strip_prefix('-') {
            if !new.is_null() {
                return Ok(false);
            }
            rule = r;
        }
        let mut value_ok = true;
        if let Some((name, op, value)) = split_operator(rule) {
            rule = name;
            let is = |v: &Value| v.as_str() == Some(value);
            value_ok = match op {
                "=>" => is(old) || is(new),
                "=+>" => is(new),
                "=->" => is(old),
                "=s>" => {
                    if value != "=" {
                        return Err("Invalid ignore option for =s>, must be '='".into());
                    }
                    match (old.as_list(), new.as_list()) {
                        (Some(a), Some(b)) => same_set(a, b),
                        _ => false,
                    }
                }
                _ => {
                    let re = crate::regex::compile_with(value, 1).map_err(|m| {
                        format!(
                            "Invalid ignore regexp for {}[{}] {} =~ {value}: {m}",
                            self.rtype,
                            self.title,
                            name.replace('\u{c}', "::")
                        )
                    })?;
                    let text = |v: &Value| match v {
                        Value::String(s) => s.to_string(),
                        v => ruby_to_s(v),
                    };
                    let lines = udiff::changed_lines(&text(old), &text(new));
                    if op == "=~>" {
                        lines.iter().any(|l| re.is_match(l.trim()))
                    } else {
                        lines.iter().all(|l| re.is_match(l.trim()))
                    }
                }
            };
        }
        let hit = if rule.contains('\u{c}') {
            let anchored = rule.starts_with('\u{c}');
            let needle = rule.trim_start_matches('\u{c}').to_lowercase();
            let hay = attrib.to_lowercase();
            let mut found = false;
            for (i, _) in hay.match_indices(needle.as_str()) {
                let start_ok = if anchored {
                    i == 0
                } else {
                    i == 0 || hay[..i].ends_with('\u{c}')
                };
                let rest = &hay[i + needle.len()..];
                if start_ok && (rest.is_empty() || rest.starts_with('\u{c}')) {
                    found = true;
                    break;
                }
            }
            found
        } else {
            let r = rule.to_lowercase();
            attrib.to_lowercase().split('\u{c}').any(|p| p == r)
        };
        Ok(hit && value_ok)
    }
}

/// `(.+?)(=[-+~&s]?>)(.+)` on a rule's attribute.
fn split_operator(rule: &str) -> Option<(&str, &str, &str)> {
    let b = rule.as_bytes();
    for i in 1..b.len() {
        if b[i] != b'=' {
            continue;
        }
        let op_len = if b.get(i + 1) == Some(&b'>') {
            2
        } else if matches!(b.get(i + 1), Some(b'-' | b'+' | b'~' | b'&' | b's'))
            && b.get(i + 2) == Some(&b'>')
        {
            3
        } else {
            continue;
        };
        if i + op_len < b.len() {
            return Some((&rule[..i], &rule[i..i + op_len], &rule[i + op_len..]));
        }
    }
    None
}

fn same_set(a: &[Value], b: &[Value]) -> bool {
    a.iter()
        .all(|x| b.iter().any(|y| super::hashdiff::ruby_eq(x, y)))
        && b.iter()
            .all(|y| a.iter().any(|x| super::hashdiff::ruby_eq(x, y)))
}

/// `*` matches any run of characters; the rest literally (both sides lower-cased).
fn glob_match(pat: &str, s: &str) -> bool {
    let parts: Vec<&str> = pat.split('*').collect();
    let mut rest = s;
    for (i, p) in parts.iter().enumerate() {
        if i == 0 {
            match rest.strip_prefix(p) {
                Some(r) => rest = r,
                None => return false,
            }
        } else if i == parts.len() - 1 {
            return rest.ends_with(p);
        } else {
            match rest.find(p) {
                Some(at) => rest = &rest[at + p.len()..],
                None => return false,
            }
        }
    }
    rest.is_empty()
}

/// Parses one `--ignore` item: `Type[Title]` or `Type[Title]::attr` (`::` or `\f` separate
/// the attribute's path).
pub fn parse_ignore(item: &str) -> Result<IgnoreRule, String> {
    let bad = || format!("Ignore {item} must be in Type[Title] or Type[Title]::Attribute format!");
    let open = item.get(1..).and_then(|s| s.find('[')).ok_or_else(bad)? + 1;
    let rtype = &item[..open];
    let rest = &item[open + 1..];
    // the title runs to the last `]` that leaves an attribute, else to a final `]`
    if let Some(close) = rest
        .char_indices()
        .rev()
        .find_map(|(i, c)| (c == ']' && i > 0 && i + 1 < rest.len()).then_some(i))
    {
        return Ok(IgnoreRule {
            rtype: rtype.into(),
            title: rest[..close].into(),
            attr: attr_path(&rest[close + 1..]),
        });
    }
    match rest.strip_suffix(']') {
        Some(title) if !title.is_empty() => Ok(IgnoreRule {
            rtype: rtype.into(),
            title: title.into(),
            attr: "*".into(),
        }),
        _ => Err(bad()),
    }
}

/// Parses one `--ignore-attr` item.
pub fn parse_ignore_attr(item: &str) -> IgnoreRule {
    IgnoreRule::of_attr(&attr_path(item))
}

fn attr_path(s: &str) -> String {
    s.replace("\\f", "\u{c}").replace("::", "\u{c}")
}

/// Ruby's `Float#to_s` (the one the ERB evaluator uses).
pub(crate) fn ruby_float(f: f64) -> String {
    crate::erb::value::float_to_s(f)
}

fn number_text(n: &Number) -> String {
    match n {
        Number::Int(i) => i.to_string(),
        Number::Float(f) => ruby_float(*f),
        Number::Decimal(d) => d.to_string(),
    }
}

/// Ruby's `inspect` of a parsed JSON value.
pub(crate) fn ruby_inspect(v: &Value) -> String {
    match v {
        Value::Null => "nil".into(),
        Value::Bool(b) => b.to_string(),
        Value::Number(n) => number_text(n),
        Value::String(s) => crate::functions::stdlib::ruby_quote(s),
        Value::List(l) => {
            let items: Vec<String> = l.iter().map(ruby_inspect).collect();
            format!("[{}]", items.join(", "))
        }
        Value::Map(m) => {
            let items: Vec<String> = m
                .iter()
                .map(|(k, v)| {
                    format!(
                        "{}=>{}",
                        crate::functions::stdlib::ruby_quote(k),
                        ruby_inspect(v)
                    )
                })
                .collect();
            format!("{{{}}}", items.join(", "))
        }
    }
}

/// Ruby's `to_s`: a string itself, nil empty, containers as `inspect`.
pub(crate) fn ruby_to_s(v: &Value) -> String {
    match v {
        Value::Null => String::new(),
        Value::String(s) => s.to_string(),
        v => ruby_inspect(v),
    }
}

/// The MD5 of Ruby's `Marshal.dump` of a JSON value (octocatalog-diff's mask of a sensitive
/// parameter): exact for strings, integers, booleans and nil; other values are dumped in the
/// same format (arrays and hashes of those).
pub(crate) fn marshal_md5(v: &Value) -> String {
    let mut out = vec![4u8, 8];
    marshal(v, &mut out, &mut false);
    crate::digest::hex("md5", &out)
}

fn marshal_int(i: i64, out: &mut Vec<u8>) {
    if i == 0 {
        out.push(0);
    } else if (1..123).contains(&i) {
        out.push((i + 5) as u8);
    } else if (-123..0).contains(&i) {
        out.push(((i - 5) & 0xff) as u8);
    } else {
        let mut bytes = Vec::new();
        let mut x = i;
        for _ in 0..4 {
            bytes.push((x & 0xff) as u8);
            x >>= 8;
            if (i >= 0 && x == 0) || (i < 0 && x == -1) {
                break;
            }
        }
        let n = bytes.len() as i8;
        out.push(if i >= 0 { n as u8 } else { (-n) as u8 });
        out.extend(bytes);
    }
}

fn marshal(v: &Value, out: &mut Vec<u8>, seen_e: &mut bool) {
    match v {
        Value::Null => out.push(b'0'),
        Value::Bool(true) => out.push(b'T'),
        Value::Bool(false) => out.push(b'F'),
        Value::Number(Number::Int(i)) if (-(1 << 30)..(1 << 30)).contains(i) => {
            out.push(b'i');
            marshal_int(*i, out);
        }
        Value::Number(n) => {
            out.push(b'f');
            let t = number_text(n);
            marshal_int(t.len() as i64, out);
            out.extend(t.as_bytes());
        }
        Value::String(s) => {
            out.push(b'I');
            out.push(b'"');
            marshal_int(s.len() as i64, out);
            out.extend(s.as_bytes());
            out.push(6);
            // the encoding flag's symbol `:E`, then a link to it
            if *seen_e {
                out.extend(b";\x00");
            } else {
                out.extend(b":\x06E");
                *seen_e = true;
            }
            out.push(b'T');
        }
        Value::List(l) => {
            out.push(b'[');
            marshal_int(l.len() as i64, out);
            for x in l.iter() {
                marshal(x, out, seen_e);
            }
        }
        Value::Map(m) => {
            out.push(b'{');
            marshal_int(m.len() as i64, out);
            for (k, x) in m.iter() {
                marshal(&Value::String(k.clone()), out, seen_e);
                marshal(x, out, seen_e);
            }
        }
    }
}
