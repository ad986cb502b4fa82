//! The `semver*` functions and the `semver` validator.
//!
//! # Semantics
//!
//! spiff++ reads versions and constraints with the Go library Masterminds/semver v3, whose
//! rules differ from Cargo's (and so from the `semver` crate): versions are lenient (`v1.2`
//! is `1.2.0`, the original text is kept, so `semverincminor("v1.2.3")` is `v1.3.0`), and
//! constraints are `||`-separated alternatives of comma- or space-separated comparisons
//! (`=`, `!=`, `>`, `<`, `>=`, `<=`, `~`, `~>`, `^`, wildcards `x`, `X`, `*`, ranges
//! `1.2 - 1.4`). A version with a prerelease only matches a comparison that names a
//! prerelease. This module implements those rules and their messages.
//!
//! Functions: `semver` (normalised text), `semvermajor`/`minor`/`patch`, `semverprerelease`
//! and `semvermetadata` (read, or set with a second argument), `semverrelease` (the release
//! part, or replace it with a second argument), `semverincmajor`/`minor`/`patch`,
//! `semvercmp` (-1, 0, 1), `semversort`, `semvermatch` (constraints to a truth value) and
//! `semvervalidate` (the version, or a failure).

use crate::fail::{local, R};
use crate::value::Val;
use std::cmp::Ordering;
use std::sync::Arc;

/// The function names of this module.
pub(crate) const NAMES: &[&str] = &[
    "semver",
    "semvermajor",
    "semverminor",
    "semverpatch",
    "semverprerelease",
    "semvermetadata",
    "semverrelease",
    "semverincmajor",
    "semverincminor",
    "semverincpatch",
    "semvercmp",
    "semversort",
    "semvermatch",
    "semvervalidate",
];

/// A version as Masterminds/semver holds it.
#[derive(Clone, Debug)]
struct Version {
    major: u64,
    minor: u64,
    patch: u64,
    pre: String,
    meta: String,
    original: String,
}

fn valid_ident(s: &str) -> bool {
    !s.is_empty() && s.bytes().all(|b| b.is_ascii_alphanumeric() || b == b'-')
}

fn check_prerelease(pre: &str) -> Result<(), &'static str> {
    for part in pre.split('.') {
        if !valid_ident(part) {
            return Err("invalid prerelease string");
        }
        if part.len() > 1 && part.starts_with('0') && part.bytes().all(|b| b.is_ascii_digit()) {
            return Err("version segment starts with 0");
        }
    }
    Ok(())
}

fn check_metadata(meta: &str) -> Result<(), &'static str> {
    if meta.split('.').all(valid_ident) {
        Ok(())
    } else {
        Err("invalid metadata string")
    }
}

impl Version {
    /// Masterminds' `NewVersion`.
    fn parse(s: &str) -> Result<Version, String> {
        const INVALID: &str = "invalid semantic version";
        let body = s.strip_prefix('v').unwrap_or(s);
        let (rest, meta) = match body.split_once('+') {
            Some((r, m)) => (r, Some(m)),
            None => (body, None),
        };
        let (core, pre) = match rest.split_once('-') {
            Some((c, p)) => (c, Some(p)),
            None => (rest, None),
        };
        let nums: Vec<&str> = core.split('.').collect();
        if nums.is_empty()
            || nums.len() > 3
            || nums
                .iter()
                .any(|n| n.is_empty() || !n.bytes().all(|b| b.is_ascii_digit()))
        {
            return Err(INVALID.into());
        }
        if let Some(p) = pre {
            if !p.split('.').all(valid_ident) {
                return Err(INVALID.into());
            }
            check_prerelease(p)?;
        }
        if let Some(m) = meta {
            if !m.split('.').all(valid_ident) {
                return Err(INVALID.into());
            }
        }
        let num = |i: usize| -> Result<u64, String> {
            match nums.get(i) {
                None => Ok(0),
                Some(n) => n
                    .parse::<u64>()
                    .map_err(|e| format!("error parsing version segment: {e}")),
            }
        };
        Ok(Version {
            major: num(0)?,
            minor: num(1)?,
            patch: num(2)?,
            pre: pre.unwrap_or("").to_string(),
            meta: meta.unwrap_or("").to_string(),
            original: s.to_string(),
        })
    }

    fn text(&self) -> String {
        let mut s = format!("{}.{}.{}", self.major, self.minor, self.patch);
        if !self.pre.is_empty() {
            s.push('-');
            s.push_str(&self.pre);
        }
        if !self.meta.is_empty() {
            s.push('+');
            s.push_str(&self.meta);
        }
        s
    }

    fn v_prefix(&self) -> &'static str {
        if self.original.starts_with('v') {
            "v"
        } else {
            ""
        }
    }

    /// A derived version whose original text keeps this one's `v` prefix.
    fn derived(&self, mut n: Version) -> Version {
        n.original = format!("{}{}", self.v_prefix(), n.text());
        n
    }

    fn inc_major(&self) -> Version {
        self.derived(Version {
            major: self.major + 1,
            minor: 0,
            patch: 0,
            pre: String::new(),
            meta: String::new(),
            original: String::new(),
        })
    }

    fn inc_minor(&self) -> Version {
        self.derived(Version {
            major: self.major,
            minor: self.minor + 1,
            patch: 0,
            pre: String::new(),
            meta: String::new(),
            original: String::new(),
        })
    }

    fn inc_patch(&self) -> Version {
        // a prerelease or metadata is dropped instead of incrementing
        let bump = self.pre.is_empty() && self.meta.is_empty();
        self.derived(Version {
            major: self.major,
            minor: self.minor,
            patch: self.patch + u64::from(bump),
            pre: String::new(),
            meta: String::new(),
            original: String::new(),
        })
    }

    fn set_prerelease(&self, pre: &str) -> Result<Version, String> {
        if !pre.is_empty() {
            check_prerelease(pre)?;
        }
        let mut n = self.clone();
        n.pre = pre.to_string();
        Ok(self.derived(n))
    }

    fn set_metadata(&self, meta: &str) -> Result<Version, String> {
        if !meta.is_empty() {
            check_metadata(meta)?;
        }
        let mut n = self.clone();
        n.meta = meta.to_string();
        Ok(self.derived(n))
    }

    fn compare(&self, o: &Version) -> Ordering {
        self.major
            .cmp(&o.major)
            .then(self.minor.cmp(&o.minor))
            .then(self.patch.cmp(&o.patch))
            .then_with(|| compare_prerelease(&self.pre, &o.pre))
    }
}

fn compare_prerelease(a: &str, b: &str) -> Ordering {
    match (a.is_empty(), b.is_empty()) {
        (true, true) => return Ordering::Equal,
        (true, false) => return Ordering::Greater,
        (false, true) => return Ordering::Less,
        _ => {}
    }
    let (pa, pb): (Vec<&str>, Vec<&str>) = (a.split('.').collect(), b.split('.').collect());
    for (x, y) in pa.iter().zip(pb.iter()) {
        let o = match (x.parse::<u64>(), y.parse::<u64>()) {
            (Ok(i), Ok(j)) => i.cmp(&j),
            (Ok(_), Err(_)) => Ordering::Less,
            (Err(_), Ok(_)) => Ordering::Greater,
            _ => x.cmp(y),
        };
        if o != Ordering::Equal {
            return o;
        }
    }
    pa.len().cmp(&pb.len())
}

/// One comparison of a constraint, with the wildcard state of its version.
struct Comparison {
    op: &'static str,
    con: Version,
    orig: String,
    minor_dirty: bool,
    patch_dirty: bool,
    dirty: bool,
}

const OPS: &[&str] = &[">=", "=>", "<=", "=<", "!=", "~>", ">", "<", "=", "~", "^"];

fn is_wild(s: &str) -> bool {
    matches!(s, "x" | "X" | "*")
}

impl Comparison {
    fn parse(text: &str) -> Result<Comparison, String> {
        let t = text.trim();
        let (op, rest) = OPS
            .iter()
            .find_map(|o| t.strip_prefix(o).map(|r| (*o, r)))
            .unwrap_or(("", t));
        let ver = rest.trim();
        let invalid = || format!("improper constraint: {text}");
        if ver.is_empty() {
            return Err(invalid());
        }
        let body = ver.strip_prefix('v').unwrap_or(ver);
        let (core, tail) = match body.find(['-', '+']) {
            Some(i) => (&body[..i], &body[i..]),
            None => (body, ""),
        };
        let parts: Vec<&str> = core.split('.').collect();
        if parts.len() > 3 {
            return Err(invalid());
        }
        let mut minor_dirty = false;
        let mut patch_dirty = false;
        let mut dirty = false;
        let mut fixed: Vec<String> = Vec::new();
        for (i, p) in parts.iter().enumerate() {
            if is_wild(p) {
                dirty = true;
                if i < 2 {
                    minor_dirty = true;
                }
                patch_dirty = true;
                fixed.push("0".into());
            } else {
                fixed.push((*p).to_string());
            }
        }
        if parts.len() < 2 {
            minor_dirty = true;
            patch_dirty = true;
            dirty = true;
        } else if parts.len() < 3 {
            patch_dirty = true;
            dirty = true;
        }
        let con = Version::parse(&format!("{}{}", fixed.join("."), tail)).map_err(|_| invalid())?;
        Ok(Comparison {
            op,
            con,
            orig: ver.to_string(),
            minor_dirty,
            patch_dirty,
            dirty,
        })
    }

    /// Masterminds' check of `v` against this comparison.
    fn check(&self, v: &Version) -> Result<(), String> {
        let c = &self.con;
        let fail = |msg: &str| {
            Err(msg
                .replacen("{v}", &v.text(), 1)
                .replacen("{c}", &self.orig, 1))
        };
        if !v.pre.is_empty() && c.pre.is_empty() {
            return fail(
                "{v} is a prerelease version and the constraint is only looking for release versions",
            );
        }
        // Equal to the constraint, where a wildcard part (`1.2.x`) matches anything.
        let equal = if self.dirty {
            v.major == c.major
                && (self.minor_dirty || v.minor == c.minor)
                && (self.patch_dirty || v.patch == c.patch)
        } else {
            v.compare(c) == Ordering::Equal
        };
        match self.op {
            "" | "=" => {
                if equal {
                    Ok(())
                } else {
                    fail("{v} is not equal to {c}")
                }
            }
            "!=" => {
                if equal {
                    fail("{v} is equal to {c}")
                } else {
                    Ok(())
                }
            }
            ">" => {
                let ok = if !self.dirty {
                    v.compare(c) == Ordering::Greater
                } else if v.major != c.major {
                    v.major > c.major
                } else if self.minor_dirty {
                    false
                } else if self.patch_dirty {
                    v.minor > c.minor
                } else {
                    v.compare(c) == Ordering::Greater
                };
                if ok {
                    Ok(())
                } else {
                    fail("{v} is less than or equal to {c}")
                }
            }
            "<" => {
                if v.compare(c) == Ordering::Less {
                    Ok(())
                } else {
                    fail("{v} is greater than or equal to {c}")
                }
            }
            ">=" | "=>" => {
                if v.compare(c) != Ordering::Less {
                    Ok(())
                } else {
                    fail("{v} is less than {c}")
                }
            }
            "<=" | "=<" => {
                let ok = if !self.dirty {
                    v.compare(c) != Ordering::Greater
                } else if v.major != c.major {
                    v.major < c.major
                } else if self.minor_dirty {
                    true
                } else if self.patch_dirty {
                    v.minor <= c.minor
                } else {
                    v.compare(c) != Ordering::Greater
                };
                if ok {
                    Ok(())
                } else {
                    fail("{v} is greater than {c}")
                }
            }
            "~" | "~>" => {
                if v.compare(c) == Ordering::Less {
                    return fail("{v} is less than {c}");
                }
                // ~1 and ~1.x allow any minor version, ~1.2 any patch of 1.2
                let ok = v.major == c.major
                    && (self.minor_dirty && self.orig_parts() < 2 || v.minor == c.minor);
                if ok {
                    Ok(())
                } else {
                    fail("{v} does not have same major and minor version as {c}")
                }
            }
            _ => {
                // "^"
                if v.compare(c) == Ordering::Less {
                    return fail("{v} is less than {c}");
                }
                let ok = if c.major > 0 || self.minor_dirty {
                    v.major == c.major
                } else if c.minor > 0 || self.patch_dirty {
                    v.major == 0 && v.minor == c.minor
                } else {
                    v.major == 0 && v.minor == 0 && v.patch == c.patch
                };
                if ok {
                    Ok(())
                } else {
                    fail("{v} does not have same major version as {c}")
                }
            }
        }
    }

    fn orig_parts(&self) -> usize {
        let body = self.orig.strip_prefix('v').unwrap_or(&self.orig);
        let core = body.split(['-', '+']).next().unwrap_or(body);
        core.split('.').filter(|p| !is_wild(p)).count()
    }
}

/// A constraint: alternatives of comparisons that must all hold.
struct Constraint(Vec<Vec<Comparison>>);

impl Constraint {
    fn parse(text: &str) -> Result<Constraint, String> {
        let mut alts = Vec::new();
        for alt in text.split("||") {
            let mut comps = Vec::new();
            // a hyphen range `a - b` is `>= a, <= b`
            let normalized = alt.replace(" - ", " HYPHEN ");
            let mut tokens: Vec<String> = Vec::new();
            for piece in normalized.split(',') {
                let mut pending_op: Option<String> = None;
                for w in piece.split_whitespace() {
                    if OPS.contains(&w) {
                        pending_op = Some(w.to_string());
                        continue;
                    }
                    match pending_op.take() {
                        Some(op) => tokens.push(format!("{op}{w}")),
                        None => tokens.push(w.to_string()),
                    }
                }
                if let Some(op) = pending_op {
                    return Err(format!("improper constraint: {}", op));
                }
            }
            let mut i = 0;
            while i < tokens.len() {
                if tokens.get(i + 1).map(String::as_str) == Some("HYPHEN") {
                    let Some(hi) = tokens.get(i + 2) else {
                        return Err(format!("improper constraint: {}", alt.trim()));
                    };
                    comps.push(Comparison::parse(&format!(">={}", tokens[i]))?);
                    comps.push(Comparison::parse(&format!("<={hi}"))?);
                    i += 3;
                } else {
                    comps.push(Comparison::parse(&tokens[i])?);
                    i += 1;
                }
            }
            if comps.is_empty() {
                return Err(format!("improper constraint: {text}"));
            }
            alts.push(comps);
        }
        Ok(Constraint(alts))
    }

    /// Whether `v` matches, with the messages of the failed comparisons.
    fn validate(&self, v: &Version) -> (bool, Vec<String>) {
        let mut msgs = Vec::new();
        for alt in &self.0 {
            let mut ok = true;
            for c in alt {
                if let Err(m) = c.check(v) {
                    msgs.push(m);
                    ok = false;
                }
            }
            if ok {
                return (true, Vec::new());
            }
        }
        (false, msgs)
    }
}

fn parse_arg(name: &str, v: &Val) -> Result<Version, String> {
    let Val::Str(s) = v else {
        return Err(format!(
            "{name} requires one string argument, but got {}",
            crate::builtin_api::expression_type(v)
        ));
    };
    Version::parse(s).map_err(|e| format!("{name}: \"{s}\": {e}"))
}

/// Checks `value` against `constraints` (spiff++'s shared `validate` of semver.go).
/// `Ok((holds, message))`, or `Err` for a broken check; a value that is no version fails
/// the check (`soft`) or is an error.
fn check(
    name: &str,
    soft: bool,
    value: &Val,
    constraints: &[Val],
) -> Result<(bool, String), String> {
    let v = match parse_arg(name, value) {
        Ok(v) => v,
        Err(e) if soft => return Ok((false, e)),
        Err(e) => return Err(e),
    };
    for (i, a) in constraints.iter().enumerate() {
        let Val::Str(c) = a else {
            return Err(format!("{name}: constraint argument {i} must be string"));
        };
        let con = Constraint::parse(c)
            .map_err(|e| format!("{name}: invalid constraint \"{c}\"[{i}]: {e}"))?;
        let (ok, msgs) = con.validate(&v);
        if !ok {
            return Ok((false, format!("[{}]", msgs.join(" "))));
        }
    }
    if constraints.is_empty() {
        Ok((true, "is semantic version".into()))
    } else {
        Ok((true, "matches contraint".into()))
    }
}

/// The `semver` validator of `validate`/`check`.
pub(crate) fn validator(value: &Val, args: &[Val]) -> Result<(bool, String), String> {
    check("semver", true, value, args)
}

/// Go's `%q` of a value as the messages of `semvervalidate` show it.
fn go_q(v: &Val) -> String {
    match v {
        Val::Str(s) => crate::ast::go_quote(s),
        other => format!("%!q({})", other.simple_text().unwrap_or_default()),
    }
}

/// Calls the semver function `name` with `a`.
pub(crate) fn call(name: &str, a: &[Val]) -> R<Val> {
    let one = |a: &[Val]| -> R<Version> {
        if a.len() != 1 {
            return local(format!("{name} requires one semver argument"));
        }
        parse_arg(name, &a[0]).or_else(local)
    };
    let str_val = |v: Version| Ok(Val::str(v.original));
    match name {
        // spiff++ reports `semver` failures under the name semverprerelease
        "semver" => Ok(Val::str(
            parse_arg(
                "semverprerelease",
                match a {
                    [v] => v,
                    _ => return local("semverprerelease requires one semver argument"),
                },
            )
            .or_else(local)?
            .text(),
        )),
        "semvermajor" => Ok(Val::Int(one(a)?.major as i64)),
        "semverminor" => Ok(Val::Int(one(a)?.minor as i64)),
        "semverpatch" => Ok(Val::Int(one(a)?.patch as i64)),
        "semverincmajor" => str_val(one(a)?.inc_major()),
        "semverincminor" => str_val(one(a)?.inc_minor()),
        "semverincpatch" => str_val(one(a)?.inc_patch()),
        "semverprerelease" | "semvermetadata" | "semverrelease" => {
            if a.is_empty() || a.len() > 2 {
                return local(if a.len() > 2 {
                    format!("{name} requires one semver argument and an optional value")
                } else {
                    format!("{name} requires one semver argument")
                });
            }
            let v = parse_arg(name, &a[0]).or_else(local)?;
            let attr = &name["semver".len()..];
            match a.get(1) {
                None => Ok(Val::str(match name {
                    "semverprerelease" => v.pre.clone(),
                    "semvermetadata" => v.meta.clone(),
                    _ => {
                        let mut r = v.clone();
                        r.pre.clear();
                        r.meta.clear();
                        v.derived(r).original
                    }
                })),
                Some(arg) => {
                    let Val::Str(s) = arg else {
                        return local(format!(
                            "{name}: {attr} requires string, but got {}",
                            crate::builtin_api::expression_type(arg)
                        ));
                    };
                    let r = match name {
                        "semverprerelease" => v.set_prerelease(s),
                        "semvermetadata" => v.set_metadata(s),
                        _ => Version::parse(s).and_then(|n| {
                            n.set_metadata(&v.meta)
                                .and_then(|n| n.set_prerelease(&v.pre))
                        }),
                    };
                    match r {
                        Ok(r) => Ok(Val::str(r.original)),
                        Err(e) => local(format!("{name}: invalid {attr} \"{s}\": {e}")),
                    }
                }
            }
        }
        "semvercmp" => {
            if a.len() != 2 {
                return local("semvercmp requires two arguments");
            }
            let x = parse_arg(name, &a[0]).or_else(local)?;
            let y = parse_arg(name, &a[1]).or_else(local)?;
            Ok(Val::Int(match x.compare(&y) {
                Ordering::Less => -1,
                Ordering::Equal => 0,
                Ordering::Greater => 1,
            }))
        }
        "semversort" => {
            let items: Vec<Val> = match a {
                [Val::List(l)] => l.iter().cloned().collect(),
                _ => a.to_vec(),
            };
            let mut vs = Vec::with_capacity(items.len());
            for v in &items {
                vs.push(parse_arg("semvercmp", v).or_else(local)?);
            }
            strata_core::sort::sort_by(&mut vs, |x, y| x.compare(y));
            Ok(Val::List(Arc::new(
                vs.into_iter().map(|v| Val::str(v.original)).collect(),
            )))
        }
        "semvermatch" => {
            if a.is_empty() {
                return local("semvermatch requires at least one arguments");
            }
            match check(name, false, &a[0], &a[1..]) {
                Ok((ok, _)) => Ok(Val::Bool(ok)),
                Err(e) => local(e),
            }
        }
        _ => {
            // semvervalidate
            if a.is_empty() {
                return local("semvervalidate requires at least one arguments");
            }
            match check(name, false, &a[0], &a[1..]) {
                Ok((true, _)) => Ok(a[0].clone()),
                Ok((false, m)) | Err(m) => local(format!("{name}: {}: {m}", go_q(&a[0]))),
            }
        }
    }
}
