//! What `strata explain` answers, the same for every system: the value at a path and every
//! definition that took part in it.
//!
//! A front-end that can explain a path builds one [`Explanation`]: the final value, the
//! [`Definition`]s that took part (exactly one [`Role::Winner`], the others
//! [`Role::Overridden`] with the rule that made them lose, or [`Role::Merged`] when they are
//! parts of a merged value), the contracts and type checks applied to the value, and for a
//! computed value the [`Input`]s it was computed from. This module renders it, as JSON
//! ([`Explanation::to_value`]) and as a short tree for the terminal ([`Explanation::render_text`]),
//! parses the dotted paths most systems share ([`parse_path`]) and names the nearest existing
//! paths when a path does not exist ([`PathNotFound`]).
//!
//! Explaining is done on demand: front-ends keep positions and layering decisions where they
//! already are and reconstruct the definitions only when asked, so a normal run pays nothing.

use std::fmt::Write as _;

use crate::json::{self, WriteOptions};
use crate::source::{SourceMap, Span};
use crate::value::{Map, Value};

/// How a definition took part in the final value.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Role {
    /// The definition whose value is the result (exactly one per explanation, unless the value
    /// is merged from parts and no single definition wins).
    Winner,
    /// A definition that lost; [`Definition::reason`] says by which rule.
    Overridden,
    /// A part of a merged value (record or map merges, appends, deep merges).
    Merged,
}

impl Role {
    /// The role's name in JSON and text output: `winner`, `overridden` or `merged`.
    pub fn name(self) -> &'static str {
        match self {
            Role::Winner => "winner",
            Role::Overridden => "overridden",
            Role::Merged => "merged",
        }
    }
}

/// Where something is written: a file as the user named it, 1-based line and column, and the
/// source text there.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Location {
    /// The file as given on the command line (or relative to the current directory).
    pub file: String,
    /// 1-based line.
    pub line: u32,
    /// 1-based column, in characters.
    pub column: u32,
    /// The source text of the definition (see [`excerpt`]).
    pub text: String,
}

impl Location {
    /// The location of `span` in `sources`, with the span's text as [`excerpt`] cuts it.
    pub fn of(sources: &SourceMap, span: Span) -> Location {
        let range = sources.range(span);
        let file = sources.file(span.file);
        let text = if file.text_is_held() {
            let text = file.text();
            let start = (span.start as usize).min(text.len());
            let end = (span.end as usize).clamp(start, text.len());
            excerpt(text.get(start..end).unwrap_or(""))
        } else {
            String::new()
        };
        Location {
            file: range.filename.to_string(),
            line: range.start.line,
            column: range.start.column,
            text,
        }
    }
}

/// Cuts a definition's source text for display: its first line only, at most 120 characters,
/// with `…` where something was left out.
pub fn excerpt(text: &str) -> String {
    const MAX: usize = 120;
    let mut lines = text.lines();
    let first = lines.next().unwrap_or("").trim_end();
    let more_lines = lines.next().is_some();
    let mut out: String = first.chars().take(MAX).collect();
    if more_lines || first.chars().count() > MAX {
        out.push('…');
    }
    out
}

/// One definition that took part in the value.
#[derive(Clone, Debug, PartialEq)]
pub struct Definition {
    /// Where it is written.
    pub location: Location,
    /// Its own value (before merging or overriding).
    pub value: Value,
    /// How it took part.
    pub role: Role,
    /// The rule behind the role, in the system's words (`priority 10 over default`,
    /// `stub 2 overrides the template`, `resource default`, ...); empty when there is nothing to
    /// say.
    pub reason: String,
}

/// A contract, type or pattern check applied to the value.
#[derive(Clone, Debug, PartialEq)]
pub struct Contract {
    /// Where it is written.
    pub location: Location,
}

/// A path the value was computed from.
#[derive(Clone, Debug, PartialEq)]
pub struct Input {
    /// The input's path, in the system's path syntax.
    pub path: String,
    /// Where the input is defined, when it is known.
    pub location: Option<Location>,
    /// The input's own inputs, when more depth was asked for (`--depth`).
    pub inputs: Vec<Input>,
}

/// The answer to "why is this value X?".
#[derive(Clone, Debug, PartialEq)]
pub struct Explanation {
    /// The path asked about, as the user wrote it.
    pub path: String,
    /// The final value at the path.
    pub value: Value,
    /// Every definition that took part, the winner first.
    pub definitions: Vec<Definition>,
    /// Contracts, types and checks applied to the value.
    pub contracts: Vec<Contract>,
    /// For a computed value, the paths it was computed from.
    pub inputs: Vec<Input>,
}

impl Explanation {
    /// An explanation of `value` at `path` with nothing known yet about where it came from.
    pub fn new(path: impl Into<String>, value: Value) -> Explanation {
        Explanation {
            path: path.into(),
            value,
            definitions: Vec::new(),
            contracts: Vec::new(),
            inputs: Vec::new(),
        }
    }

    /// Puts the winner first and keeps the others in the order they were given (stable).
    pub fn winner_first(&mut self) {
        crate::sort::sort_by_key(&mut self.definitions, |d| d.role != Role::Winner);
    }

    /// The explanation as the JSON object `strata explain --format json` writes:
    /// `{"path", "value", "definitions": [{"file", "line", "column", "text", "value", "role",
    /// "reason"}], "contracts": [{"file", "line", "column", "text"}], "inputs": [{"path",
    /// "file", "line", "column"}]}`.
    pub fn to_value(&self) -> Value {
        let mut top = Map::new();
        top.insert("path".into(), Value::string(self.path.as_str()));
        top.insert("value".into(), self.value.clone());
        let definitions = self
            .definitions
            .iter()
            .map(|d| {
                let mut m = location_map(&d.location);
                m.insert("value".into(), d.value.clone());
                m.insert("role".into(), Value::string(d.role.name()));
                m.insert("reason".into(), Value::string(d.reason.as_str()));
                Value::map(m)
            })
            .collect();
        top.insert("definitions".into(), Value::list(definitions));
        let contracts = self
            .contracts
            .iter()
            .map(|c| Value::map(location_map(&c.location)))
            .collect();
        top.insert("contracts".into(), Value::list(contracts));
        top.insert("inputs".into(), inputs_value(&self.inputs));
        Value::map(top)
    }

    /// Indented JSON of [`Explanation::to_value`], with a final newline.
    pub fn to_json(&self) -> String {
        let mut out = json::write(&self.to_value(), &WriteOptions::pretty());
        out.push('\n');
        out
    }

    /// The short tree a person reads in the terminal: the path and value, then each definition
    /// (the winner first) with its location, source text, value and reason, then contracts and
    /// inputs.
    pub fn render_text(&self) -> String {
        let mut out = String::new();
        let _ = writeln!(out, "{} = {}", self.path, compact(&self.value));
        for d in &self.definitions {
            let l = &d.location;
            let _ = write!(
                out,
                "  {:<10} {}:{}:{}",
                d.role.name(),
                l.file,
                l.line,
                l.column
            );
            if !l.text.is_empty() {
                let _ = write!(out, "  {}", l.text);
            }
            out.push('\n');
            let _ = write!(out, "             value {}", compact(&d.value));
            if !d.reason.is_empty() {
                let _ = write!(out, " ({})", d.reason);
            }
            out.push('\n');
        }
        if !self.contracts.is_empty() {
            out.push_str("  checked by\n");
            for c in &self.contracts {
                let l = &c.location;
                let _ = writeln!(out, "    {}:{}:{}  {}", l.file, l.line, l.column, l.text);
            }
        }
        if !self.inputs.is_empty() {
            out.push_str("  computed from\n");
            text_inputs(&mut out, &self.inputs, 2);
        }
        out
    }
}

fn location_map(l: &Location) -> Map {
    let mut m = Map::new();
    m.insert("file".into(), Value::string(l.file.as_str()));
    m.insert("line".into(), Value::int(i64::from(l.line)));
    m.insert("column".into(), Value::int(i64::from(l.column)));
    m.insert("text".into(), Value::string(l.text.as_str()));
    m
}

fn inputs_value(inputs: &[Input]) -> Value {
    Value::list(
        inputs
            .iter()
            .map(|i| {
                let mut m = Map::new();
                m.insert("path".into(), Value::string(i.path.as_str()));
                match &i.location {
                    Some(l) => {
                        m.insert("file".into(), Value::string(l.file.as_str()));
                        m.insert("line".into(), Value::int(i64::from(l.line)));
                        m.insert("column".into(), Value::int(i64::from(l.column)));
                    }
                    None => {
                        m.insert("file".into(), Value::Null);
                        m.insert("line".into(), Value::Null);
                        m.insert("column".into(), Value::Null);
                    }
                }
                if !i.inputs.is_empty() {
                    m.insert("inputs".into(), inputs_value(&i.inputs));
                }
                Value::map(m)
            })
            .collect(),
    )
}

fn text_inputs(out: &mut String, inputs: &[Input], depth: usize) {
    for i in inputs {
        let _ = write!(out, "{:width$}{}", "", i.path, width = depth * 2);
        if let Some(l) = &i.location {
            let _ = write!(out, "  {}:{}:{}", l.file, l.line, l.column);
        }
        out.push('\n');
        text_inputs(out, &i.inputs, depth + 1);
    }
}

/// A value on one line for the text tree, cut at 200 characters.
fn compact(value: &Value) -> String {
    let text = json::write(value, &WriteOptions::compact());
    if text.chars().count() > 200 {
        let mut cut: String = text.chars().take(200).collect();
        cut.push('…');
        cut
    } else {
        text
    }
}

/// One step of a dotted path.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Segment {
    /// A field or key name.
    Field(String),
    /// A list index, written `[i]`.
    Index(usize),
}

/// Parses the dotted path syntax most systems share: names separated by `.`, a name quoted
/// with `"` when it holds dots or other characters (`"a.b"`, with `\"` and `\\` escapes), and
/// `[i]` for a list entry (`jobs[0].name`). An empty path (`""`) is the root.
pub fn parse_path(path: &str) -> Result<Vec<Segment>, String> {
    let mut segments = Vec::new();
    let chars: Vec<char> = path.chars().collect();
    let mut i = 0;
    let mut expect_name = true;
    while i < chars.len() {
        match chars[i] {
            '[' => {
                let close = chars[i..]
                    .iter()
                    .position(|&c| c == ']')
                    .map(|p| p + i)
                    .ok_or_else(|| format!("unclosed `[` at character {} of the path", i + 1))?;
                let digits: String = chars[i + 1..close].iter().collect();
                let index = digits.trim().parse::<usize>().map_err(|_| {
                    format!("`[{digits}]` is not a list index (write `[0]`, `[1]`, ...)")
                })?;
                segments.push(Segment::Index(index));
                i = close + 1;
                expect_name = false;
            }
            '.' if !expect_name => {
                i += 1;
                expect_name = true;
                if i == chars.len() {
                    return Err("the path ends with `.`".into());
                }
            }
            '.' => return Err(format!("empty name at character {} of the path", i + 1)),
            '"' if expect_name => {
                let mut name = String::new();
                i += 1;
                loop {
                    match chars.get(i) {
                        None => return Err("unclosed `\"` in the path".into()),
                        Some('"') => break,
                        Some('\\') if i + 1 < chars.len() => {
                            name.push(chars[i + 1]);
                            i += 2;
                        }
                        Some(&c) => {
                            name.push(c);
                            i += 1;
                        }
                    }
                }
                i += 1;
                segments.push(Segment::Field(name));
                expect_name = false;
            }
            _ if expect_name => {
                let start = i;
                while i < chars.len() && chars[i] != '.' && chars[i] != '[' {
                    i += 1;
                }
                segments.push(Segment::Field(chars[start..i].iter().collect()));
                expect_name = false;
            }
            c => {
                return Err(format!(
                    "unexpected `{c}` at character {} of the path (separate names with `.`)",
                    i + 1
                ))
            }
        }
    }
    Ok(segments)
}

/// Writes `segments` back in [`parse_path`]'s syntax, quoting names that need it.
pub fn format_path(segments: &[Segment]) -> String {
    let mut out = String::new();
    for s in segments {
        match s {
            Segment::Index(i) => {
                let _ = write!(out, "[{i}]");
            }
            Segment::Field(name) => {
                if !out.is_empty() {
                    out.push('.');
                }
                let plain = !name.is_empty()
                    && name
                        .chars()
                        .all(|c| !matches!(c, '.' | '[' | ']' | '"' | '\\') && !c.is_whitespace());
                if plain {
                    out.push_str(name);
                } else {
                    out.push('"');
                    for c in name.chars() {
                        if c == '"' || c == '\\' {
                            out.push('\\');
                        }
                        out.push(c);
                    }
                    out.push('"');
                }
            }
        }
    }
    out
}

/// The value at `segments` in `value` (map keys and list indexes), `None` when the path leaves
/// it: the lookup every explainer and its tests do on a system's output.
pub fn value_at<'v>(value: &'v Value, segments: &[Segment]) -> Option<&'v Value> {
    let mut cur = value;
    for s in segments {
        cur = match (s, cur) {
            (Segment::Field(n), Value::Map(m)) => m.get(n.as_str())?,
            (Segment::Index(i), Value::List(l)) => l.get(*i)?,
            _ => return None,
        };
    }
    Some(cur)
}

/// Every path into `value` (maps and lists, depth first, at most `limit` paths), in
/// [`format_path`]'s syntax: the candidates [`PathNotFound`] chooses from.
pub fn value_paths(value: &Value, limit: usize) -> Vec<String> {
    fn walk(value: &Value, prefix: &mut Vec<Segment>, out: &mut Vec<String>, limit: usize) {
        if out.len() >= limit {
            return;
        }
        match value {
            Value::Map(m) => {
                for (k, v) in m.iter() {
                    prefix.push(Segment::Field(k.to_string()));
                    out.push(format_path(prefix));
                    walk(v, prefix, out, limit);
                    prefix.pop();
                    if out.len() >= limit {
                        return;
                    }
                }
            }
            Value::List(items) => {
                for (i, v) in items.iter().enumerate() {
                    prefix.push(Segment::Index(i));
                    out.push(format_path(prefix));
                    walk(v, prefix, out, limit);
                    prefix.pop();
                    if out.len() >= limit {
                        return;
                    }
                }
            }
            _ => {}
        }
    }
    let mut out = Vec::new();
    walk(value, &mut Vec::new(), &mut out, limit);
    out
}

/// A path that does not exist, with the nearest existing paths (at most three, nearest first).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PathNotFound {
    /// The path as the user wrote it.
    pub path: String,
    /// The nearest existing paths.
    pub nearest: Vec<String>,
}

impl PathNotFound {
    /// The error for `path`, choosing the nearest of `candidates` by edit distance (ties keep
    /// the candidates' order; candidates sharing the path's longest existing prefix come first).
    pub fn new(path: &str, candidates: &[String]) -> PathNotFound {
        let mut scored: Vec<(usize, usize, &String)> = candidates
            .iter()
            .enumerate()
            .map(|(i, c)| (crate::text::edit_distance(path, c), i, c))
            .collect();
        crate::sort::sort(&mut scored);
        PathNotFound {
            path: path.to_string(),
            nearest: scored
                .into_iter()
                .take(3)
                .map(|(_, _, c)| c.clone())
                .collect(),
        }
    }
}

impl std::fmt::Display for PathNotFound {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "the path `{}` does not exist in the result", self.path)?;
        match self.nearest.as_slice() {
            [] => write!(f, " (the result has no fields)"),
            nearest => {
                write!(f, "; the nearest existing paths are ")?;
                for (i, p) in nearest.iter().enumerate() {
                    if i > 0 {
                        write!(f, ", ")?;
                    }
                    write!(f, "`{p}`")?;
                }
                Ok(())
            }
        }
    }
}

impl std::error::Error for PathNotFound {}

#[cfg(test)]
mod tests {
    use super::*;

    fn loc(file: &str, line: u32) -> Location {
        Location {
            file: file.into(),
            line,
            column: 3,
            text: "port = 80".into(),
        }
    }

    #[test]
    fn paths_parse_quoted_names_and_indexes() {
        assert_eq!(
            parse_path(r#"jobs[2]."a.b".c"#).unwrap(),
            vec![
                Segment::Field("jobs".into()),
                Segment::Index(2),
                Segment::Field("a.b".into()),
                Segment::Field("c".into()),
            ]
        );
        assert_eq!(parse_path("").unwrap(), vec![]);
        assert!(parse_path("a..b").is_err());
        assert!(parse_path("a.").is_err());
        assert!(parse_path("a[x]").is_err());
        assert!(parse_path("a[1").is_err());
        assert!(parse_path("\"a").is_err());
        let p = parse_path(r#"x."y z"[0]"#).unwrap();
        assert_eq!(format_path(&p), r#"x."y z"[0]"#);
    }

    #[test]
    fn nearest_paths_are_named() {
        let mut m = Map::new();
        let mut server = Map::new();
        server.insert("port".into(), Value::int(80));
        server.insert("host".into(), Value::string("h"));
        m.insert("server".into(), Value::map(server));
        let paths = value_paths(&Value::map(m.clone()), 100);
        assert_eq!(paths, vec!["server", "server.port", "server.host"]);
        let root = Value::map(m.clone());
        let port = parse_path("server.port").unwrap();
        assert_eq!(value_at(&root, &port), Some(&Value::int(80)));
        assert_eq!(value_at(&root, &parse_path("server[0]").unwrap()), None);
        let e = PathNotFound::new("server.prot", &paths);
        assert_eq!(e.nearest[0], "server.port");
        assert!(e.to_string().contains("`server.port`"), "{e}");
    }

    #[test]
    fn json_and_text_put_the_winner_first() {
        let mut e = Explanation::new("server.port", Value::int(8080));
        e.definitions.push(Definition {
            location: loc("base.ncl", 2),
            value: Value::int(80),
            role: Role::Overridden,
            reason: "default priority".into(),
        });
        e.definitions.push(Definition {
            location: loc("prod.ncl", 5),
            value: Value::int(8080),
            role: Role::Winner,
            reason: "priority 10".into(),
        });
        e.winner_first();
        let json = e.to_json();
        let winner = json.find("\"winner\"").unwrap();
        let overridden = json.find("\"overridden\"").unwrap();
        assert!(winner < overridden, "{json}");
        assert!(json.contains("\"file\": \"prod.ncl\""), "{json}");
        let text = e.render_text();
        assert!(
            text.starts_with("server.port = 8080\n  winner     prod.ncl:5:3"),
            "{text}"
        );
        assert!(text.contains("value 80 (default priority)"), "{text}");
    }

    #[test]
    fn excerpts_keep_one_line() {
        assert_eq!(excerpt("a = {\n  b = 1\n}"), "a = {…");
        assert_eq!(excerpt(&"x".repeat(130)).chars().count(), 121);
        assert_eq!(excerpt("short"), "short");
    }
}
