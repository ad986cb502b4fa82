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

/// Oniguruma's `ONIG_OPTION_WORD_IS_ASCII` (oniguruma.h), which the crate's option flags do
/// not name: `\w` and `\b` are ASCII as in Ruby.
const ASCII_WORD: u32 = 65536;

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

/// Compiled patterns by source, one map per combination of the three option bits (so a
/// lookup borrows the source instead of allocating a key).
type Cache = Mutex<Vec<HashMap<String, Arc<Regex>>>>;

fn cache() -> &'static Cache {
    static CACHE: OnceLock<Cache> = OnceLock::new();
    CACHE.get_or_init(|| Mutex::new(vec![HashMap::new(); 8]))
}

/// Compiles `src` as Ruby's `Regexp.new(src)` does, from the cache when it was compiled
/// before. The error is Ruby's message, e.g. `end pattern with unmatched parenthesis: /(/`.
pub fn compile(src: &str) -> Result<Arc<Regex>, String> {
    compile_with(src, 0)
}

/// Compiles `src` with Ruby's option bits (`IGNORECASE`, `EXTENDED`, `MULTILINE`).
pub fn compile_with(src: &str, flags: u32) -> Result<Arc<Regex>, String> {
    let slot = (flags & 7) as usize;
    if let Ok(c) = cache().lock() {
        if let Some(r) = c[slot].get(src) {
            return Ok(r.clone());
        }
    }
    // Ruby's \w, \d, \s (and \b) are ASCII; POSIX brackets and \p{..} are Unicode.
    let mut opts = RegexOptions::from_bits_retain(ASCII_WORD);
    if flags & IGNORECASE != 0 {
        opts |= RegexOptions::REGEX_OPTION_IGNORECASE;
    }
    if flags & EXTENDED != 0 {
        opts |= RegexOptions::REGEX_OPTION_EXTEND;
    }
    if flags & MULTILINE != 0 {
        opts |= RegexOptions::REGEX_OPTION_MULTILINE;
    }
    let onig_src = translate(src).map_err(|e| format!("{e}: /{src}/"))?;
    let re = onig::Regex::with_options(&onig_src, opts, Syntax::ruby()).map_err(|e| {
        let d = match e.description() {
            // Onigmo's wording where Oniguruma's differs.
            "end pattern at escape" => "too short escape sequence",
            other => other,
        };
        format!("{d}: /{src}/")
    })?;
    let rx = Arc::new(Regex {
        src: src.to_string(),
        flags,
        re,
    });
    if let Ok(mut c) = cache().lock() {
        if c[slot].len() >= CACHE_MAX {
            c[slot].clear();
        }
        c[slot].insert(src.to_string(), rx.clone());
    }
    Ok(rx)
}

/// Rewrites what Onigmo (Ruby) and Oniguruma read differently: `\u{H..}` becomes `\x{H..}`,
/// `\d \D \s \S` become their ASCII classes (Oniguruma's ASCII options would also make
/// `[[:digit:]]` ASCII, which Ruby's is not). Rejects what Onigmo rejects and Oniguruma
/// accepts: `{n,m}` with m < n and a look-behind of variable length.
fn translate(src: &str) -> Result<String, &'static str> {
    let chars: Vec<char> = src.chars().collect();
    let mut out = String::with_capacity(src.len() + 8);
    let mut i = 0;
    let mut class_depth = 0usize;
    // Open groups: true for a look-behind.
    let mut groups: Vec<bool> = Vec::new();
    let in_lookbehind = |g: &Vec<bool>| g.iter().any(|b| *b);
    while i < chars.len() {
        let c = chars[i];
        match c {
            '\\' => {
                let Some(&d) = chars.get(i + 1) else {
                    out.push(c);
                    i += 1;
                    continue;
                };
                match d {
                    'd' => out.push_str("[0-9]"),
                    'D' => out.push_str("[^0-9]"),
                    's' => out.push_str("[ \\t\\n\\v\\f\\r]"),
                    'S' => out.push_str("[^ \\t\\n\\v\\f\\r]"),
                    'u' if chars.get(i + 2) == Some(&'{') => {
                        let Some(end) = chars[i + 3..].iter().position(|&x| x == '}') else {
                            out.push_str("\\u");
                            i += 2;
                            continue;
                        };
                        let body: String = chars[i + 3..i + 3 + end].iter().collect();
                        for cp in body.split_whitespace() {
                            out.push_str("\\x{");
                            out.push_str(cp);
                            out.push('}');
                        }
                        i += 3 + end + 1;
                        continue;
                    }
                    _ => {
                        out.push(c);
                        out.push(d);
                    }
                }
                i += 2;
                continue;
            }
            '[' => class_depth += 1,
            ']' if class_depth > 0 => class_depth -= 1,
            '(' if class_depth == 0 => {
                let rest: String = chars[i + 1..chars.len().min(i + 4)].iter().collect();
                groups.push(rest.starts_with("?<=") || rest.starts_with("?<!"));
                out.push(c);
                // Copy the group's `?...` prefix so its `?` is not taken for a quantifier.
                if chars.get(i + 1) == Some(&'?') {
                    out.push('?');
                    i += 2;
                } else {
                    i += 1;
                }
                continue;
            }
            ')' if class_depth == 0 => {
                groups.pop();
            }
            '*' | '+' | '?' if class_depth == 0 && in_lookbehind(&groups) => {
                return Err("invalid pattern in look-behind");
            }
            '{' if class_depth == 0 => {
                let close = chars[i + 1..].iter().position(|&x| x == '}');
                if let Some(close) = close {
                    let body: String = chars[i + 1..i + 1 + close].iter().collect();
                    let nums: Vec<&str> = body.split(',').collect();
                    let num = |s: &str| -> Option<u64> {
                        if s.is_empty() || !s.bytes().all(|b| b.is_ascii_digit()) {
                            None
                        } else {
                            s.parse().ok()
                        }
                    };
                    if nums.len() == 2 {
                        if let (Some(lo), Some(hi)) = (num(nums[0]), num(nums[1])) {
                            if hi < lo {
                                return Err("upper is smaller than lower in repeat range");
                            }
                            if hi != lo && in_lookbehind(&groups) {
                                return Err("invalid pattern in look-behind");
                            }
                        } else if (nums[0].is_empty() || num(nums[0]).is_some())
                            && (nums[1].is_empty() || num(nums[1]).is_some())
                            && in_lookbehind(&groups)
                        {
                            return Err("invalid pattern in look-behind");
                        }
                    }
                }
            }
            _ => {}
        }
        out.push(c);
        i += 1;
    }
    Ok(out)
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

    /// Start and end of group `i` (0 is the whole match), None when it did not take part.
    pub fn group(&self, i: usize) -> Option<(usize, usize)> {
        self.groups.get(i).copied().flatten()
    }

    /// The number of groups, the whole match included.
    pub fn group_count(&self) -> usize {
        self.groups.len()
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

    /// Every match from the start, as Ruby's `scan` and `gsub` find them: after an empty
    /// match the search goes on one character later.
    pub fn matches(&self, text: &str) -> Vec<Match> {
        let mut out = Vec::new();
        let mut from = 0;
        while let Some(m) = self.search(text, from) {
            let (b, e) = m.range();
            out.push(m);
            from = if b == e {
                match text[e..].chars().next() {
                    Some(c) => e + c.len_utf8(),
                    None => break,
                }
            } else {
                e
            };
        }
        out
    }

    /// The named groups with their numbers (the last number when several share a name), in
    /// the order of the numbers (Ruby's `Regexp#names` with `MatchData#[name]`'s group).
    pub fn names(&self) -> Vec<(String, usize)> {
        let mut out: Vec<(String, usize)> = Vec::new();
        self.re.foreach_name(|n, groups| {
            if let Some(g) = groups.last() {
                out.push((n.to_string(), *g as usize));
            }
            true
        });
        strata_core::sort::sort_by_key(&mut out, |(_, g)| *g);
        out
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

    /// Appends Ruby's expansion of the replacement string `repl` for match `m` of `text` (the
    /// escapes of `replace`).
    pub fn expand(&self, m: &Match, text: &str, repl: &str, out: &mut String) {
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
                '0' => {
                    it.next();
                    out.push_str(group(0));
                }
                '1'..='9' => {
                    it.next();
                    // As Ruby: with named groups, numbered references give nothing.
                    if self.re.capture_names_len() == 0 {
                        out.push_str(group(d as usize - '0' as usize));
                    }
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
        self.split_limit(text, 0)
    }

    /// Ruby's `String#split(regexp, limit)`: a positive limit gives at most that many fields
    /// (the last is the rest of the text) and keeps trailing empty strings, a negative one
    /// keeps them without a limit, 0 drops them.
    pub fn split_limit(&self, text: &str, limit: i64) -> Vec<String> {
        if limit == 1 {
            return if text.is_empty() {
                Vec::new()
            } else {
                vec![text.to_string()]
            };
        }
        let mut fields = 1i64;
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
            for (a, z) in m.groups.iter().skip(1).flatten() {
                out.push(text[*a..*z].to_string());
            }
            if limit > 0 {
                fields += 1;
                if limit <= fields {
                    break;
                }
            }
        }
        if !text.is_empty() && (limit != 0 || text.len() > beg) {
            out.push(text[beg..].to_string());
        }
        if limit == 0 {
            while out.last().is_some_and(|s| s.is_empty()) {
                out.pop();
            }
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
