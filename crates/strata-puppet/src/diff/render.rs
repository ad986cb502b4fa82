//! octocatalog-diff's outputs: `json` (`{"diff": [...]}` with named fields), `legacy_json`
//! (the raw arrays) and text (optionally coloured), written as its Ruby code writes them.

use super::entry::{Entry, Location, ParamSource};
use super::ignore::{ruby_float, ruby_inspect, ruby_to_s};
use super::udiff::unified;
use indexmap::IndexMap;
use strata_core::value::{Number, Value};

/// Ruby's `to_json` of a string.
fn json_string(out: &mut String, s: &str) {
    out.push('"');
    for c in s.chars() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            '\n' => out.push_str("\\n"),
            '\r' => out.push_str("\\r"),
            '\t' => out.push_str("\\t"),
            '\u{c}' => out.push_str("\\f"),
            '\u{8}' => out.push_str("\\b"),
            c if (c as u32) < 0x20 => out.push_str(&format!("\\u{:04x}", c as u32)),
            c => out.push(c),
        }
    }
    out.push('"');
}

fn json_number(n: &Number) -> String {
    match n {
        Number::Int(i) => i.to_string(),
        Number::Float(f) => ruby_float(*f),
        Number::Decimal(d) => d.to_string(),
    }
}

/// Ruby's `to_json` (compact) or `JSON.pretty_generate` (`pretty`) of a value.
pub fn ruby_json(out: &mut String, v: &Value, pretty: bool, depth: usize) {
    let nl = |out: &mut String, d: usize| {
        if pretty {
            out.push('\n');
            for _ in 0..d {
                out.push_str("  ");
            }
        }
    };
    match v {
        Value::Null => out.push_str("null"),
        Value::Bool(b) => out.push_str(if *b { "true" } else { "false" }),
        Value::Number(n) => out.push_str(&json_number(n)),
        Value::String(s) => json_string(out, s),
        Value::List(l) => {
            if l.is_empty() {
                return out.push_str("[]");
            }
            out.push('[');
            for (i, x) in l.iter().enumerate() {
                if i > 0 {
                    out.push(',');
                }
                nl(out, depth + 1);
                ruby_json(out, x, pretty, depth + 1);
            }
            nl(out, depth);
            out.push(']');
        }
        Value::Map(m) => {
            if m.is_empty() {
                return out.push_str("{}");
            }
            out.push('{');
            for (i, (k, x)) in m.iter().enumerate() {
                if i > 0 {
                    out.push(',');
                }
                nl(out, depth + 1);
                json_string(out, k);
                out.push_str(if pretty { ": " } else { ":" });
                ruby_json(out, x, pretty, depth + 1);
            }
            nl(out, depth);
            out.push('}');
        }
    }
}

fn loc_json(out: &mut String, l: Option<&Location>) {
    match l {
        None => out.push_str("null"),
        Some(l) => {
            out.push_str("{\"file\":");
            ruby_json(out, &l.file, false, 0);
            out.push_str(",\"line\":");
            ruby_json(out, &l.line, false, 0);
            out.push('}');
        }
    }
}

/// strata's `strata_param_source` of an entry (`--display-source`): `{"old": {"file", "line",
/// "reason"} or null, "new": ...}`; a value from Hiera adds `"hiera": [{"key", "file",
/// "line", "level"}]` (several files when the lookup merged them).
fn param_source_json(out: &mut String, sources: &[Option<ParamSource>; 2]) {
    out.push_str(",\"strata_param_source\":{");
    for (i, (name, s)) in ["old", "new"].iter().zip(sources).enumerate() {
        if i > 0 {
            out.push(',');
        }
        json_string(out, name);
        out.push(':');
        match s {
            None => out.push_str("null"),
            Some(s) => {
                out.push_str("{\"file\":");
                json_string(out, &s.file);
                out.push_str(",\"line\":");
                out.push_str(&s.line.to_string());
                out.push_str(",\"reason\":");
                json_string(out, &s.reason);
                if !s.hiera.is_empty() {
                    out.push_str(",\"hiera\":[");
                    for (j, h) in s.hiera.iter().enumerate() {
                        if j > 0 {
                            out.push(',');
                        }
                        out.push_str("{\"key\":");
                        json_string(out, &h.key);
                        out.push_str(",\"file\":");
                        json_string(out, &h.file);
                        out.push_str(",\"line\":");
                        out.push_str(&h.line.to_string());
                        out.push_str(",\"level\":");
                        json_string(out, &h.level);
                        out.push('}');
                    }
                    out.push(']');
                }
                out.push('}');
            }
        }
    }
    out.push('}');
}

fn header_json(out: &mut String, header: Option<&str>) {
    if let Some(h) = header {
        out.push_str(",\"header\":");
        json_string(out, h);
    }
}

/// One entry as octocatalog-diff's `json` format writes it (an object).
pub fn entry_json(out: &mut String, e: &Entry) {
    let parts: Vec<&str> = e.key.split('\u{c}').collect();
    out.push_str("{\"diff_type\":");
    json_string(out, &e.kind.to_string());
    out.push_str(",\"type\":");
    json_string(out, parts.first().copied().unwrap_or(""));
    out.push_str(",\"title\":");
    match parts.get(1) {
        Some(t) => json_string(out, t),
        None => out.push_str("null"),
    }
    out.push_str(",\"structure\":[");
    for (i, s) in parts.iter().skip(2).enumerate() {
        if i > 0 {
            out.push(',');
        }
        json_string(out, s);
    }
    out.push_str("],\"old_value\":");
    ruby_json(out, &e.old_value(), false, 0);
    out.push_str(",\"new_value\":");
    ruby_json(out, &e.new_value(), false, 0);
    let (old, new) = (e.old_location(), e.new_location());
    let field = |out: &mut String, name: &str, l: Option<&Location>, file: bool| {
        out.push_str(name);
        match l {
            None => out.push_str("null"),
            Some(l) => ruby_json(out, if file { &l.file } else { &l.line }, false, 0),
        }
    };
    field(out, ",\"old_file\":", old, true);
    field(out, ",\"old_line\":", old, false);
    field(out, ",\"new_file\":", new, true);
    field(out, ",\"new_line\":", new, false);
    out.push_str(",\"old_location\":");
    loc_json(out, old);
    out.push_str(",\"new_location\":");
    loc_json(out, new);
    if let Some(p) = &e.param_source {
        param_source_json(out, p);
    }
    out.push('}');
}

/// octocatalog-diff's `--output-format json`.
pub fn json(entries: &[Entry], header: Option<&str>) -> String {
    let mut out = String::from("{\"diff\":[");
    for (i, e) in entries.iter().enumerate() {
        if i > 0 {
            out.push(',');
        }
        entry_json(&mut out, e);
    }
    out.push(']');
    header_json(&mut out, header);
    out.push('}');
    out
}

/// One entry as the raw array of `legacy_json`.
pub fn entry_legacy(out: &mut String, e: &Entry) {
    out.push('[');
    json_string(out, &e.kind.to_string());
    out.push(',');
    json_string(out, &e.key);
    out.push(',');
    ruby_json(out, &e.old, false, 0);
    if e.kind == '+' || e.kind == '-' {
        out.push(',');
        loc_json(out, e.old_loc.as_ref());
    } else {
        out.push(',');
        ruby_json(out, &e.new, false, 0);
        out.push(',');
        loc_json(out, e.old_loc.as_ref());
        out.push(',');
        loc_json(out, e.new_loc.as_ref());
    }
    out.push(']');
}

/// octocatalog-diff's `--output-format legacy_json`.
pub fn legacy_json(entries: &[Entry], header: Option<&str>) -> String {
    let mut out = String::from("{\"diff\":[");
    for (i, e) in entries.iter().enumerate() {
        if i > 0 {
            out.push(',');
        }
        entry_legacy(&mut out, e);
    }
    out.push(']');
    header_json(&mut out, header);
    out.push('}');
    out
}

/// How the text output is written.
#[derive(Debug, Clone, Default)]
pub struct TextOptions {
    /// ANSI colours (octocatalog-diff's default).
    pub color: bool,
    /// A header line before the first resource.
    pub header: Option<String>,
    /// Show the file and line of each resource (`--display-source`).
    pub display_source: bool,
    /// Show data type changes (`"1"` vs `1`) instead of hiding them (the default: shown).
    pub display_datatype_changes: bool,
    /// Directories stripped from the front of file names (from, to).
    pub compilation_dirs: (Option<String>, Option<String>),
    /// Show the parameters of added resources (`--display-detail-add`).
    pub display_detail_add: bool,
    /// With `display_detail_add`: show them in full (`--no-truncate-details`), not as
    /// octocatalog-diff's 80-column diff lines.
    pub full_details: bool,
    /// Show where each version defined a changed parameter (the entries'
    /// [`Entry::param_source`]; strata's `--display-param-source`).
    pub param_sources: bool,
}

const SEPARATOR: &str = "*******************************************";

fn paint(color: bool, code: u8, s: String) -> String {
    if color {
        format!("\u{1b}[0;{code};49m{s}\u{1b}[0m")
    } else {
        s
    }
}

/// A tree of changed values below one resource.
enum Node {
    Leaf(Value, Value),
    Branch(IndexMap<String, Node>),
}

fn insert(tree: &mut IndexMap<String, Node>, path: &[&str], old: Value, new: Value) {
    let Some((first, rest)) = path.split_first() else {
        return;
    };
    if rest.is_empty() {
        tree.insert(first.to_string(), Node::Leaf(old, new));
        return;
    }
    let slot = tree
        .entry(first.to_string())
        .or_insert_with(|| Node::Branch(IndexMap::new()));
    if let Node::Leaf(..) = slot {
        *slot = Node::Branch(IndexMap::new());
    }
    if let Node::Branch(m) = slot {
        insert(m, rest, old, new);
    }
}

/// octocatalog-diff's datatype display adjustment (None: the entry is dropped).
fn adjust_datatypes(e: &Entry, show: bool) -> Option<(Value, Value)> {
    let (a, b) = (&e.old, &e.new);
    if ruby_to_s(a) != ruby_to_s(b) {
        return Some((a.clone(), b.clone()));
    }
    if !show || (a.is_null() && b.is_null()) {
        return None;
    }
    let quoted = |v: &Value| Value::string(format!("\"{}\"", ruby_to_s(v)));
    let is_int = |v: &Value| matches!(v, Value::Number(Number::Int(_)));
    Some(match (a, b) {
        (Value::Null, _) => (Value::string("undef"), Value::string("\"\"")),
        (_, Value::Null) => (Value::string("\"\""), Value::string("undef")),
        (x, Value::String(_)) if is_int(x) || matches!(x, Value::Bool(_)) => (x.clone(), quoted(b)),
        (Value::String(_), y) if is_int(y) || matches!(y, Value::Bool(_)) => (quoted(a), y.clone()),
        _ => (a.clone(), b.clone()),
    })
}

fn loc_string(l: Option<&Location>, dir: Option<&str>) -> Option<String> {
    let l = l?;
    if l.file.is_null() || l.line.is_null() {
        return None;
    }
    let s = format!("{}:{}", ruby_to_s(&l.file), ruby_to_s(&l.line));
    if let Some(d) = dir {
        if let Some(rest) = s.strip_prefix(&format!("{d}/")) {
            return Some(rest.to_string());
        }
    }
    Some(s)
}

fn source_lines(
    out: &mut Vec<String>,
    old: Option<&Location>,
    new: Option<&Location>,
    o: &TextOptions,
) {
    if !o.display_source {
        return;
    }
    let empty = |l: Option<&Location>| l.is_none_or(|l| l.is_empty());
    if empty(old) && empty(new) {
        return;
    }
    let os = loc_string(old, o.compilation_dirs.0.as_deref());
    let ns = loc_string(new, o.compilation_dirs.1.as_deref());
    if old == new || empty(new) || os == ns {
        if let Some(s) = os {
            out.push(paint(o.color, 36, format!("  {s}")));
        }
    } else if empty(old) {
        if let Some(s) = ns {
            out.push(paint(o.color, 36, format!("  {s}")));
        }
    } else {
        out.push(paint(o.color, 36, format!("- {}", os.unwrap_or_default())));
        out.push(paint(o.color, 36, format!("+ {}", ns.unwrap_or_default())));
    }
}

/// `--display-param-source`: where each version defined each changed parameter.
fn param_source_lines(
    out: &mut Vec<String>,
    sources: &[(String, [Option<ParamSource>; 2])],
    color: bool,
) {
    for (path, [old, new]) in sources {
        out.push(paint(color, 36, format!("   source of {path} =>")));
        for (sign, s) in [('-', old), ('+', new)] {
            let text = match s {
                Some(s) => format!("{}:{} ({})", s.file, s.line, s.reason),
                None => "(not in this version's catalog)".to_string(),
            };
            out.push(paint(color, 36, format!("     {sign} {text}")));
            for h in s.iter().flat_map(|s| &s.hiera) {
                let text = format!(
                    "       from Hiera: {}:{} (key '{}', hierarchy level \"{}\")",
                    h.file, h.line, h.key, h.level
                );
                out.push(paint(color, 36, text));
            }
        }
    }
}

/// diffy's output line in its text or colour format.
fn diffy_line(color: bool, l: &str) -> String {
    if !color {
        return l.to_string();
    }
    let code = if l.starts_with("---") || l.starts_with("+++") || l.starts_with('\\') {
        90
    } else if l.starts_with('+') {
        32
    } else if l.starts_with('-') {
        31
    } else if l.starts_with("@@") {
        36
    } else {
        return l.to_string();
    };
    format!("\u{1b}[{code}m{l}\u{1b}[0m")
}

fn pad(n: usize, s: &str) -> String {
    format!("{}{s}", " ".repeat(n))
}

fn visible_trailing_space(s: &str) -> String {
    let (body, esc) = match s.strip_suffix("\u{1b}[0m") {
        Some(b) => (b, "\u{1b}[0m"),
        None => (s, ""),
    };
    let trimmed = body.trim_end_matches([' ', '\t', '\r', '\n', '\u{c}', '\u{b}']);
    if trimmed.len() == body.len() {
        return s.to_string();
    }
    let tail: String = body[trimmed.len()..]
        .chars()
        .map(|c| match c {
            '\n' => "\\n".to_string(),
            '\r' => "\\r".to_string(),
            '\t' => "\\t".to_string(),
            '\u{c}' => "\\f".to_string(),
            ' ' => "_".to_string(),
            c => c.to_string(),
        })
        .collect();
    format!("{trimmed}{tail}{esc}")
}

fn diff_strings(out: &mut Vec<String>, a: &str, b: &str, depth: usize, color: bool) {
    let single = !a.trim().contains('\n') && !b.trim().contains('\n');
    let (a, b) = if !a.ends_with('\n') && !b.ends_with('\n') {
        (format!("{a}\n"), format!("{b}\n"))
    } else {
        (a.to_string(), b.to_string())
    };
    let lines = unified(&a, &b, 2);
    for l in lines {
        if single {
            if l.starts_with("@@") || l.starts_with('\\') {
                continue;
            }
            let l = diffy_line(color, &l);
            // a space after the leading + or -
            let l = match l.strip_prefix('\u{1b}') {
                Some(_) if l.len() > 5 && matches!(&l[5..6], "+" | "-") => {
                    format!("{} {}", &l[..6], &l[6..])
                }
                Some(_) => l,
                None if l.starts_with(['+', '-']) => format!("{} {}", &l[..1], &l[1..]),
                None => l,
            };
            out.push(pad(2 * depth + 2, &visible_trailing_space(&l)));
        } else {
            let l = diffy_line(color, &l);
            out.push(pad(2 * depth + 2, &visible_trailing_space(&l)));
        }
    }
}

fn pretty(v: &Value) -> String {
    let mut s = String::new();
    ruby_json(&mut s, v, true, 0);
    s
}

fn diff_hashes(out: &mut Vec<String>, depth: usize, a: &Value, b: &Value, color: bool) {
    if a.as_map().is_some_and(|m| m.is_empty()) {
        let Some(m) = b.as_map() else { return };
        let mut keys: Vec<&str> = m.keys().map(|k| k.as_str()).collect();
        strata_core::sort::sort(&mut keys);
        let multi = |v: &Value| v.as_str().is_some_and(|s| s.contains('\n'));
        for k in &keys {
            if !multi(&m[*k]) {
                let line = format!(
                    "{}: {}",
                    ruby_inspect(&Value::string(*k)),
                    ruby_inspect(&m[*k])
                );
                out.push(paint(color, 32, pad(2 * depth + 4, &line)));
            }
        }
        for k in &keys {
            if multi(&m[*k]) {
                let line = format!("{}: >>>", ruby_inspect(&Value::string(*k)));
                out.push(paint(color, 32, pad(2 * depth + 4, &line)));
                for l in m[*k].as_str().unwrap_or("").split('\n') {
                    out.push(paint(color, 32, l.to_string()));
                }
                out.push(paint(color, 32, "<<<".to_string()));
            }
        }
        return;
    }
    let mut a = pretty(a);
    let mut b = pretty(b);
    // diff reads both as files; pretty JSON has no final newline on either side
    a.push('\n');
    b.push('\n');
    for l in unified(&a, &b, 0) {
        if l.starts_with("@@") || l.starts_with('\\') {
            continue;
        }
        out.push(pad(2 * depth + 2, &diffy_line(color, &l)));
    }
}

fn hash_diff(out: &mut Vec<String>, node: &Node, depth: usize, key: &str, color: bool) {
    out.push(pad(2 * depth, &format!(" {key} =>")));
    match node {
        Node::Leaf(a, b) => {
            if let (Value::Map(_), Value::Map(_)) = (a, b) {
                diff_hashes(out, depth, a, b, color);
            } else if let (Value::String(x), Value::String(y)) = (a, b) {
                diff_strings(out, x, y, depth, color);
            } else {
                let (os, ns) = (ruby_to_s(a), ruby_to_s(b));
                if !os.is_empty() {
                    out.push(paint(color, 31, pad(2 * depth + 2, &format!("- {os}"))));
                }
                if !ns.is_empty() {
                    out.push(paint(color, 32, pad(2 * depth + 2, &format!("+ {ns}"))));
                }
            }
        }
        Node::Branch(m) => {
            let mut keys: Vec<&String> = m.keys().collect();
            strata_core::sort::sort(&mut keys);
            for k in keys {
                hash_diff(out, &m[k], depth + 1, k, color);
            }
        }
    }
}

/// The parameters of an added resource, keys sorted, as octocatalog-diff's
/// `--display-detail-add` shows them below `parameters =>`: in full (`full_details`), or as
/// the lines of `diff -U0` between an empty hash's and their pretty JSON without their first
/// two characters, indented by 4 and cut after 81 characters.
fn added_details(params: &Value, o: &TextOptions) -> Vec<String> {
    let sorted = match params {
        Value::Map(m) => {
            let mut s = (**m).clone();
            s.sort_unstable_keys();
            Value::Map(std::sync::Arc::new(s))
        }
        v => v.clone(),
    };
    let mut out = Vec::new();
    if o.full_details {
        diff_hashes(
            &mut out,
            1,
            &Value::Map(Default::default()),
            &sorted,
            o.color,
        );
        return out;
    }
    // Ruby's JSON.pretty_generate({}) is "{\n}": the diff is the lines between the braces
    for l in unified("{\n}", &pretty(&sorted), 0) {
        if l.starts_with("@@") || l.starts_with('\\') {
            continue;
        }
        let l: String = l.chars().skip(2).collect();
        let l = pad(4, &l);
        if l.chars().count() > 80 {
            let cut: String = l.chars().take(81).collect();
            out.push(format!("{cut}..."));
        } else {
            out.push(l);
        }
    }
    out
}

enum Item {
    Removed(Option<Location>),
    Added(Option<Location>, Option<Value>),
    Changed(
        IndexMap<String, Node>,
        Option<Location>,
        Option<Location>,
        Vec<(String, [Option<ParamSource>; 2])>,
    ),
}

/// octocatalog-diff's text output: one line per element (empty without differences).
pub fn text(entries: &[Entry], o: &TextOptions) -> Vec<String> {
    if entries.is_empty() {
        return vec![];
    }
    let mut items: IndexMap<String, Item> = IndexMap::new();
    let mut removed = std::collections::HashSet::new();
    for e in entries {
        let mut parts = e.key.splitn(3, '\u{c}');
        let t = parts.next().unwrap_or("");
        let title = parts.next().unwrap_or("");
        let rest = parts.next();
        let key = format!("{t}[{title}]");
        match e.kind {
            '-' => {
                removed.insert(key.clone());
                items.insert(key, Item::Removed(e.old_loc.clone()));
            }
            '+' => {
                if !removed.contains(&key) {
                    let params = e.old.as_map().and_then(|m| m.get("parameters")).cloned();
                    items.insert(key, Item::Added(e.old_loc.clone(), params));
                }
            }
            _ => {
                let Some((old, new)) = adjust_datatypes(e, o.display_datatype_changes) else {
                    continue;
                };
                if old.is_null() && new.is_null() {
                    continue;
                }
                let path: Vec<&str> = rest.map(|r| r.split('\u{c}').collect()).unwrap_or_default();
                let slot = items
                    .entry(key)
                    .or_insert_with(|| Item::Changed(IndexMap::new(), None, None, vec![]));
                if let Item::Changed(tree, ol, nl, sources) = slot {
                    insert(tree, &path, old, new);
                    *ol = e.old_loc.clone();
                    *nl = e.new_loc.clone();
                    if let Some(p) = e.param_source.as_deref().filter(|_| o.param_sources) {
                        // one line pair per parameter (a hash's keys are entries of their own)
                        let param = path[..path.len().min(2)].join("::");
                        if !sources.iter().any(|(q, _)| *q == param) {
                            sources.push((param, p.clone()));
                        }
                    }
                }
            }
        }
    }
    let mut keys: Vec<&String> = items.keys().collect();
    strata_core::sort::sort(&mut keys);
    let mut out = Vec::new();
    let mut header = o.header.clone();
    for k in keys {
        if let Some(h) = header.take() {
            if !h.is_empty() {
                out.push(h);
            }
            out.push(SEPARATOR.to_string());
        }
        match &items[k] {
            Item::Removed(l) => {
                source_lines(&mut out, l.as_ref(), None, o);
                out.push(paint(o.color, 31, format!("- {k}")));
            }
            Item::Added(l, params) => {
                source_lines(&mut out, None, l.as_ref(), o);
                match params.as_ref().filter(|_| o.display_detail_add) {
                    Some(p) => {
                        out.push(paint(o.color, 32, format!("+ {k} =>")));
                        out.push(paint(o.color, 32, "   parameters =>".to_string()));
                        for l in added_details(p, o) {
                            out.push(paint(o.color, 32, l));
                        }
                    }
                    None => out.push(paint(o.color, 32, format!("+ {k}"))),
                }
            }
            Item::Changed(tree, ol, nl, sources) => {
                source_lines(&mut out, ol.as_ref(), nl.as_ref(), o);
                out.push(format!("  {k} =>"));
                let mut names: Vec<&String> = tree.keys().collect();
                strata_core::sort::sort(&mut names);
                for n in names {
                    hash_diff(&mut out, &tree[n], 1, n, o.color);
                }
                param_source_lines(&mut out, sources, o.color);
            }
        }
        out.push(SEPARATOR.to_string());
    }
    out
}
