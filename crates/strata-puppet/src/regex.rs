//! Puppet's regular expressions, which are Ruby (Onigmo) regular expressions.
//!
//! Every regex that a manifest can write (literals, `Pattern[]`, `Regexp[]`, `=~`, `match`,
//! `regsubst`, `split`, node and case regexes) goes through this module. It compiles with
//! Oniguruma in its Ruby syntax (`\A \z \Z \h \0 \x.. \u{..}`, named groups, lookbehind, atomic
//! and possessive groups, `^`/`$` as line anchors, `(?m)` = dot matches newline), keeps compiled
//! patterns in a cache, and implements Ruby's `match`, `sub`/`gsub` (with Ruby's replacement
//! escapes) and `String#split` on top of it.

use onig::{RegexOptions, Region, SearchOptions, Syntax};
use std::collections::HashMap;
use std::sync::{Arc, Mutex, OnceLock};

/// Ruby's `Regexp::IGNORECASE`.
pub const IGNORECASE: u32 = 1;
/// Ruby's `Regexp::EXTENDED`.
pub const EXTENDED: u32 = 2;
/// Ruby's `Regexp::MULTILINE` (dot matches newline).
pub const MULTILINE: u32 = 4;

/// A compiled Ruby regular expression.
pub struct Regex {
    src: String,
    flags: u32,
    re: onig::Regex,
}

impl std::fmt::Debug for Regex {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "/{}/", self.src)
    }
}

/// The most compiled patterns the cache keeps before it starts over.
const CACHE_MAX: usize = 4096;

type Cache = Mutex<HashMap<(String, u32), Arc<Regex>>>;

fn cache() -> &'static Cache {
    static CACHE: OnceLock<Cache> = OnceLock::new();
    CACHE.get_or_init(|| Mutex::new(HashMap::new()))
}

/// Compiles `src` as Ruby's `Regexp.new(src)` does, from the cache when it was compiled
/// before. The error is Ruby's message, e.g. `end pattern with unmatched parenthesis: /(/`.
pub fn compile(src: &str) -> Result<Arc<Regex>, String> {
    compile_with(src, 0)
}

/// Compiles `src` with Ruby's option bits (`IGNORECASE`, `EXTENDED`, `MULTILINE`).
pub fn compile_with(src: &str, flags: u32) -> Result<Arc<Regex>, String> {
    let key = (src.to_string(), flags);
    if let Ok(c) = cache().lock() {
        if let Some(r) = c.get(&key) {
            return Ok(r.clone());
        }
    }
    let mut opts = RegexOptions::REGEX_OPTION_NONE;
    if flags & IGNORECASE != 0 {
        opts |= RegexOptions::REGEX_OPTION_IGNORECASE;
    }
    if flags & EXTENDED != 0 {
        opts |= RegexOptions::REGEX_OPTION_EXTEND;
    }
    if flags & MULTILINE != 0 {
        opts |= RegexOptions::REGEX_OPTION_MULTILINE;
    }
    let re = onig::Regex::with_options(src, opts, Syntax::ruby())
        .map_err(|e| format!("{}: /{}/", e.description(), src))?;
    let rx = Arc::new(Regex {
        src: src.to_string(),
        flags,
        re,
    });
    if let Ok(mut c) = cache().lock() {
        if c.len() >= CACHE_MAX {
            c.clear();
        }
        c.insert(key, rx.clone());
    }
    Ok(rx)
}

/// Ruby's `Regexp.escape`: the pattern that matches `s` literally.
pub fn escape(s: &str) -> String {
    let mut out = String::with_capacity(s.len());
    for c in s.chars() {
        match c {
            '.' | '*' | '?' | '+' | '^' | '$' | '|' | '(' | ')' | '[' | ']' | '{' | '}' | '\\'
            | '/' | '-' => {
                out.push('\\');
                out.push(c);
            }
            ' ' => out.push_str("\\ "),
            '\n' => out.push_str("\\n"),
            '\t' => out.push_str("\\t"),
            '\r' => out.push_str("\\r"),
            '\u{c}' => out.push_str("\\f"),
            '\u{b}' => out.push_str("\\v"),
            _ => out.push(c),
        }
    }
    out
}

/// One match: the byte ranges of group 0 and of each capture group (None when unset).
pub struct Match {
    groups: Vec<Option<(usize, usize)>>,
}

impl Match {
    /// Start and end of the whole match.
    pub fn range(&self) -> (usize, usize) {
        self.groups[0].unwrap_or((0, 0))
    }

    /// Ruby's `MatchData#to_a`: the match and each group (None for a group that did not take
    /// part).
    pub fn to_vec(&self, text: &str) -> Vec<Option<String>> {
        self.groups
            .iter()
            .map(|g| g.map(|(a, b)| text[a..b].to_string()))
            .collect()
    }
}

impl Regex {
    /// The source as written (Ruby's `Regexp#source`).
    pub fn source(&self) -> &str {
        &self.src
    }

    /// Ruby's option bits this regex was compiled with.
    pub fn flags(&self) -> u32 {
        self.flags
    }

    /// Whether the regex matches somewhere in `text`.
    pub fn is_match(&self, text: &str) -> bool {
        self.search(text, 0).is_some()
    }

    /// The first match (Ruby's `Regexp#match`).
    pub fn captures(&self, text: &str) -> Option<Match> {
        self.search(text, 0)
    }

    /// `MatchData#to_a` of the first match, or None.
    pub fn match_vec(&self, text: &str) -> Option<Vec<Option<String>>> {
        self.captures(text).map(|m| m.to_vec(text))
    }

    /// The first match at or after byte `from` (lookbehind and `\A` still see the whole text).
    pub fn search(&self, text: &str, from: usize) -> Option<Match> {
        if from > text.len() {
            return None;
        }
        let mut region = Region::new();
        self.re.search_with_options(
            text,
            from,
            text.len(),
            SearchOptions::SEARCH_OPTION_NONE,
            Some(&mut region),
        )?;
        let groups = (0..region.len()).map(|i| region.pos(i)).collect();
        Some(Match { groups })
    }

    /// The number of the group called `name` (the last one when several share it).
    fn group_number(&self, name: &str) -> Option<usize> {
        let mut found = None;
        self.re.foreach_name(|n, groups| {
            if n == name {
                found = groups.last().map(|g| *g as usize);
            }
            true
        });
        found
    }

    /// Ruby's `String#sub` (first match) or `String#gsub` (every match) with a replacement
    /// string: `\0` and `\&` are the match, `\1`..`\9` the groups, `\k<name>` a named group,
    /// `` \` `` the text before the match, `\'` the text after, `\\` a backslash.
    pub fn replace(&self, text: &str, repl: &str, global: bool) -> String {
        self.replace_with(text, global, |m, out| self.expand(m, text, repl, out))
    }

    /// `sub`/`gsub` with a hash: each match is replaced by the hash's value for the matched
    /// text (nothing when the hash has none), as Ruby's `gsub(re, hash)`.
    pub fn replace_map(&self, text: &str, global: bool, map: impl Fn(&str) -> String) -> String {
        self.replace_with(text, global, |m, out| {
            let (a, b) = m.range();
            out.push_str(&map(&text[a..b]))
        })
    }

    fn replace_with(
        &self,
        text: &str,
        global: bool,
        mut repl: impl FnMut(&Match, &mut String),
    ) -> String {
        let mut out = String::with_capacity(text.len());
        let mut offset = 0;
        let mut from = 0;
        while let Some(m) = self.search(text, from) {
            let (b, e) = m.range();
            out.push_str(&text[offset..b]);
            repl(&m, &mut out);
            offset = e;
            if !global {
                break;
            }
            if b == e {
                // An empty match: copy one character and go on after it.
                match text[e..].chars().next() {
                    Some(c) => {
                        out.push(c);
                        offset = e + c.len_utf8();
                    }
                    None => break,
                }
            }
            from = offset;
        }
        if offset < text.len() {
            out.push_str(&text[offset..]);
        }
        out
    }

    fn expand(&self, m: &Match, text: &str, repl: &str, out: &mut String) {
        let group = |i: usize| -> &str {
            match m.groups.get(i).copied().flatten() {
                Some((a, b)) => &text[a..b],
                None => "",
            }
        };
        let mut it = repl.char_indices().peekable();
        while let Some((_, c)) = it.next() {
            if c != '\\' {
                out.push(c);
                continue;
            }
            let Some(&(j, d)) = it.peek() else {
                out.push('\\');
                break;
            };
            match d {
                '0'..='9' => {
                    it.next();
                    out.push_str(group(d as usize - '0' as usize));
                }
                '&' => {
                    it.next();
                    out.push_str(group(0));
                }
                '`' => {
                    it.next();
                    out.push_str(&text[..m.range().0]);
                }
                '\'' => {
                    it.next();
                    out.push_str(&text[m.range().1..]);
                }
                '\\' => {
                    it.next();
                    out.push('\\');
                }
                'k' => {
                    let rest = &repl[j + 1..];
                    let named = rest
                        .strip_prefix('<')
                        .and_then(|r| r.find('>').map(|e| &r[..e]))
                        .and_then(|name| self.group_number(name).map(|n| (name.len(), n)));
                    match named {
                        Some((len, n)) => {
                            out.push_str(group(n));
                            // skip `k<name>`
                            let stop = j + 1 + len + 2;
                            while it.peek().is_some_and(|&(k, _)| k < stop) {
                                it.next();
                            }
                        }
                        None => out.push('\\'),
                    }
                }
                _ => out.push('\\'),
            }
        }
    }

    /// Ruby's `String#split(regexp)` without a limit: captured groups are part of the
    /// result, empty matches split between characters, trailing empty strings are dropped.
    pub fn split(&self, text: &str) -> Vec<String> {
        let mut out: Vec<String> = Vec::new();
        let mut beg = 0usize;
        let mut start = 0usize;
        let mut last_null = false;
        let char_len = |at: usize| text[at..].chars().next().map(|c| c.len_utf8()).unwrap_or(1);
        while let Some(m) = self.search(text, start) {
            let (b, e) = m.range();
            if start == b && b == e {
                if text.is_empty() {
                    out.push(String::new());
                    break;
                } else if last_null {
                    out.push(text[beg..beg + char_len(beg)].to_string());
                    beg = start;
                } else {
                    start += char_len(start);
                    last_null = true;
                    continue;
                }
            } else {
                out.push(text[beg..b].to_string());
                beg = e;
                start = e;
            }
            last_null = false;
            for g in m.groups.iter().skip(1) {
                if let Some((a, z)) = g {
                    out.push(text[*a..*z].to_string());
                }
            }
        }
        if !text.is_empty() && text.len() > beg {
            out.push(text[beg..].to_string());
        }
        while out.last().is_some_and(|s| s.is_empty()) {
            out.pop();
        }
        out
    }
}

/// Puppet's text of a regexp as a type parameter or in a string: its source, with the flags
/// as a leading group when there are any (`(?i-mx:...)`), as Puppet's `regexp_to_s`.
pub fn to_s(r: &Regex) -> String {
    if r.flags == 0 {
        return r.src.clone();
    }
    let mut on = String::new();
    let mut off = String::new();
    for (bit, ch) in [(IGNORECASE, 'i'), (MULTILINE, 'm'), (EXTENDED, 'x')] {
        if r.flags & bit != 0 {
            on.push(ch)
        } else {
            off.push(ch)
        }
    }
    if off.is_empty() {
        format!("(?{on}:{})", r.src)
    } else {
        format!("(?{on}-{off}:{})", r.src)
    }
}

/// Ruby's `Regexp#inspect` of a regexp without options, which Puppet shows for a regexp in a
/// string, a log message and a catalog: the source between slashes, each `/` that the source
/// does not escape written `\/`.
pub fn inspect(src: &str) -> String {
    let mut out = String::with_capacity(src.len() + 2);
    out.push('/');
    let mut escaped = false;
    for c in src.chars() {
        if c == '/' && !escaped {
            out.push('\\');
        }
        escaped = c == '\\' && !escaped;
        out.push(c);
    }
    out.push('/');
    out
}
