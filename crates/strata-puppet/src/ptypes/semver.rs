//! SemVer and SemVerRange as semantic_puppet defines them: `major.minor.patch[-pre][+build]`,
//! prerelease identifiers compared numerically or lexically, a release above its prereleases;
//! ranges `>=1.0.0 <2.0.0`, `~1.2`, `^1.2.3`, `1.x`, `1.0.0 - 2.0.0`, `A || B`.

use std::cmp::Ordering;

/// A semantic version.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct SemVer {
    /// Major.
    pub major: u64,
    /// Minor.
    pub minor: u64,
    /// Patch.
    pub patch: u64,
    /// Prerelease identifiers (after `-`), None when absent.
    pub pre: Option<String>,
    /// Build metadata (after `+`), None when absent.
    pub build: Option<String>,
}

fn valid_parts(s: &str) -> bool {
    !s.is_empty()
        && s.split('.')
            .all(|p| !p.is_empty() && p.bytes().all(|b| b.is_ascii_alphanumeric() || b == b'-'))
}

fn nr(s: &str) -> Option<u64> {
    if s.is_empty() || !s.bytes().all(|b| b.is_ascii_digit()) || (s.len() > 1 && s.starts_with('0'))
    {
        return None;
    }
    s.parse().ok()
}

impl SemVer {
    /// SemanticPuppet::Version.parse (strict `X.Y.Z[-pre][+build]`).
    pub fn parse(s: &str) -> Option<SemVer> {
        let (rest, build) = match s.split_once('+') {
            Some((a, b)) => (a, Some(b)),
            None => (s, None),
        };
        let (core, pre) = match rest.split_once('-') {
            Some((a, b)) => (a, Some(b)),
            None => (rest, None),
        };
        let mut it = core.split('.');
        let (ma, mi, pa) = (nr(it.next()?)?, nr(it.next()?)?, nr(it.next()?)?);
        if it.next().is_some() {
            return None;
        }
        if pre.is_some_and(|p| !valid_parts(p)) || build.is_some_and(|b| !valid_parts(b)) {
            return None;
        }
        Some(SemVer {
            major: ma,
            minor: mi,
            patch: pa,
            pre: pre.map(str::to_string),
            build: build.map(str::to_string),
        })
    }

    /// A version without qualifiers.
    pub fn new(major: u64, minor: u64, patch: u64) -> SemVer {
        SemVer {
            major,
            minor,
            patch,
            pre: None,
            build: None,
        }
    }

    fn cmp_pre(a: &Option<String>, b: &Option<String>) -> Ordering {
        match (a, b) {
            (None, None) => Ordering::Equal,
            (None, Some(_)) => Ordering::Greater,
            (Some(_), None) => Ordering::Less,
            (Some(x), Some(y)) => {
                let (xs, ys): (Vec<&str>, Vec<&str>) =
                    (x.split('.').collect(), y.split('.').collect());
                for (p, q) in xs.iter().zip(ys.iter()) {
                    let o = match (p.parse::<u64>(), q.parse::<u64>()) {
                        (Ok(i), Ok(j)) => i.cmp(&j),
                        (Ok(_), Err(_)) => Ordering::Less,
                        (Err(_), Ok(_)) => Ordering::Greater,
                        _ => p.cmp(q),
                    };
                    if o != Ordering::Equal {
                        return o;
                    }
                }
                xs.len().cmp(&ys.len())
            }
        }
    }

    /// Version#<=> (build metadata ignored).
    pub fn compare(&self, o: &SemVer) -> Ordering {
        (self.major, self.minor, self.patch)
            .cmp(&(o.major, o.minor, o.patch))
            .then_with(|| SemVer::cmp_pre(&self.pre, &o.pre))
    }

    /// The next version that is not a prerelease of this one.
    fn stable(&self) -> bool {
        self.pre.is_none()
    }
}

impl std::fmt::Display for SemVer {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}.{}.{}", self.major, self.minor, self.patch)?;
        if let Some(p) = &self.pre {
            write!(f, "-{p}")?;
        }
        if let Some(b) = &self.build {
            write!(f, "+{b}")?;
        }
        Ok(())
    }
}

/// One bound of a range.
#[derive(Debug, Clone)]
struct Bound {
    v: SemVer,
    inclusive: bool,
}

/// A contiguous range (None bounds are open).
#[derive(Debug, Clone)]
struct Simple {
    lo: Option<Bound>,
    hi: Option<Bound>,
}

impl Simple {
    fn includes(&self, v: &SemVer) -> bool {
        let lo_ok = self.lo.as_ref().is_none_or(|b| match v.compare(&b.v) {
            Ordering::Greater => true,
            Ordering::Equal => b.inclusive,
            Ordering::Less => false,
        });
        let hi_ok = self.hi.as_ref().is_none_or(|b| match v.compare(&b.v) {
            Ordering::Less => true,
            Ordering::Equal => b.inclusive,
            Ordering::Greater => false,
        });
        // a prerelease only matches a range bound that has the same major.minor.patch with
        // a prerelease (semantic_puppet's rule for prereleases)
        let pre_ok = v.stable()
            || [&self.lo, &self.hi].iter().any(|b| {
                b.as_ref().is_some_and(|b| {
                    b.v.pre.is_some()
                        && (b.v.major, b.v.minor, b.v.patch) == (v.major, v.minor, v.patch)
                })
            });
        lo_ok && hi_ok && pre_ok
    }
}

/// A parsed SemVerRange: alternatives of contiguous ranges.
#[derive(Debug, Clone)]
pub struct Range {
    alts: Vec<Simple>,
}

/// A partial version `1`, `1.2`, `1.x`, `1.2.3-rc`: the numbers given (None for `x`/`*`/absent).
fn partial(
    s: &str,
) -> Option<(
    Option<u64>,
    Option<u64>,
    Option<u64>,
    Option<String>,
    Option<String>,
)> {
    let x = |p: &str| matches!(p, "x" | "X" | "*");
    let (rest, build) = match s.split_once('+') {
        Some((a, b)) => (a, Some(b.to_string())),
        None => (s, None),
    };
    let mut parts = rest.splitn(3, '.');
    let a = parts.next()?;
    let b = parts.next();
    let c = parts.next();
    let (c, pre) = match c {
        Some(c) => match c.split_once('-') {
            Some((n, p)) => (Some(n), Some(p.to_string())),
            None => (Some(c), None),
        },
        None => (None, None),
    };
    let num = |p: Option<&str>| -> Option<Option<u64>> {
        match p {
            None => Some(None),
            Some(p) if x(p) => Some(None),
            Some(p) => nr(p).map(Some),
        }
    };
    let (ma, mi, pa) = (num(Some(a))?, num(b)?, num(c)?);
    if pre.as_deref().is_some_and(|p| !valid_parts(p))
        || build.as_deref().is_some_and(|p| !valid_parts(p))
    {
        return None;
    }
    Some((ma, mi, pa, pre, build))
}

fn ver(ma: u64, mi: u64, pa: u64, pre: Option<String>) -> SemVer {
    SemVer {
        major: ma,
        minor: mi,
        patch: pa,
        pre,
        build: None,
    }
}

fn inc(b: SemVer) -> Bound {
    Bound {
        v: b,
        inclusive: true,
    }
}
fn exc(b: SemVer) -> Bound {
    Bound {
        v: b,
        inclusive: false,
    }
}

/// The range an operator and a partial version give.
fn simple(op: &str, p: &str) -> Option<Simple> {
    let (ma, mi, pa, pre, _) = partial(p)?;
    // the exclusive upper bound of an x-range (`1.x` is `>=1.0.0 <2.0.0`); prereleases of
    // the upper bound are below it
    let upper_of = |ma: Option<u64>, mi: Option<u64>| -> Option<SemVer> {
        match (ma, mi) {
            (None, _) => None,
            (Some(a), None) => Some(ver(a + 1, 0, 0, Some("0".into()))),
            (Some(a), Some(b)) => Some(ver(a, b + 1, 0, Some("0".into()))),
        }
    };
    let lo = ver(
        ma.unwrap_or(0),
        mi.unwrap_or(0),
        pa.unwrap_or(0),
        pre.clone(),
    );
    Some(match op {
        "" | "=" => match (ma, mi, pa) {
            (None, _, _) => Simple { lo: None, hi: None },
            (_, _, Some(_)) => Simple {
                lo: Some(inc(lo.clone())),
                hi: Some(inc(lo)),
            },
            _ => Simple {
                lo: Some(inc(lo)),
                hi: upper_of(ma, mi).map(exc),
            },
        },
        "~" | "~>" | "~=" => match (ma, mi) {
            (None, _) => Simple { lo: None, hi: None },
            (Some(a), None) => Simple {
                lo: Some(inc(lo)),
                hi: Some(exc(ver(a + 1, 0, 0, Some("0".into())))),
            },
            (Some(a), Some(b)) => Simple {
                lo: Some(inc(lo)),
                hi: Some(exc(ver(a, b + 1, 0, Some("0".into())))),
            },
        },
        "^" => match (ma, mi, pa) {
            (None, _, _) => Simple { lo: None, hi: None },
            (Some(0), Some(0), Some(_)) => Simple {
                lo: Some(inc(lo.clone())),
                hi: Some(exc(ver(0, 0, pa.unwrap_or(0) + 1, Some("0".into())))),
            },
            (Some(0), Some(b), _) => Simple {
                lo: Some(inc(lo)),
                hi: Some(exc(ver(0, b + 1, 0, Some("0".into())))),
            },
            (Some(a), _, _) => Simple {
                lo: Some(inc(lo)),
                hi: Some(exc(ver(a + 1, 0, 0, Some("0".into())))),
            },
        },
        ">=" => Simple {
            lo: Some(inc(lo)),
            hi: None,
        },
        ">" => match upper_of(ma, mi) {
            Some(u) if pa.is_none() => Simple {
                lo: Some(inc(u)),
                hi: None,
            },
            _ => Simple {
                lo: Some(exc(lo)),
                hi: None,
            },
        },
        "<" => Simple {
            lo: None,
            hi: Some(exc(if pre.is_none() && pa.is_some() {
                lo
            } else {
                ver(
                    lo.major,
                    lo.minor,
                    lo.patch,
                    Some(pre.unwrap_or_else(|| "0".into())),
                )
            })),
        },
        "<=" => match upper_of(ma, mi) {
            Some(u) if pa.is_none() => Simple {
                lo: None,
                hi: Some(exc(u)),
            },
            _ => Simple {
                lo: None,
                hi: Some(inc(lo)),
            },
        },
        _ => return None,
    })
}

fn intersect(a: Simple, b: Simple) -> Simple {
    let lo = match (a.lo, b.lo) {
        (None, x) | (x, None) => x,
        (Some(x), Some(y)) => Some(match x.v.compare(&y.v) {
            Ordering::Greater => x,
            Ordering::Less => y,
            Ordering::Equal => Bound {
                v: x.v,
                inclusive: x.inclusive && y.inclusive,
            },
        }),
    };
    let hi = match (a.hi, b.hi) {
        (None, x) | (x, None) => x,
        (Some(x), Some(y)) => Some(match x.v.compare(&y.v) {
            Ordering::Less => x,
            Ordering::Greater => y,
            Ordering::Equal => Bound {
                v: x.v,
                inclusive: x.inclusive && y.inclusive,
            },
        }),
    };
    Simple { lo, hi }
}

impl Range {
    /// VersionRange.parse; None when the text is not a range.
    pub fn parse(s: &str) -> Option<Range> {
        // `>= 1.0`, `>=v1.0` are `>=1.0`
        let mut norm = String::new();
        let cs: Vec<char> = s.chars().collect();
        let mut i = 0;
        while i < cs.len() {
            norm.push(cs[i]);
            if matches!(cs[i], '>' | '<' | '=' | '~' | '^') {
                let mut j = i + 1;
                while j < cs.len() && cs[j].is_whitespace() {
                    j += 1;
                }
                if j < cs.len() && cs[j] == 'v' {
                    j += 1;
                }
                if j > i + 1 && !matches!(cs.get(j), Some('>' | '<' | '=' | '~' | '^')) {
                    i = j;
                    continue;
                }
            }
            i += 1;
        }
        let mut alts = Vec::new();
        for alt in norm.split("||") {
            let alt = alt.trim();
            let words: Vec<&str> = alt.split_whitespace().collect();
            if words.len() == 3 && words[1] == "-" {
                // both ends as versions, missing parts 0 (`1.0.0 - 1.2` is up to 1.2.0)
                let full = |p: &str| -> Option<SemVer> {
                    let (ma, mi, pa, pre, _) = partial(p)?;
                    Some(ver(ma.unwrap_or(0), mi.unwrap_or(0), pa.unwrap_or(0), pre))
                };
                alts.push(Simple {
                    lo: Some(inc(full(words[0])?)),
                    hi: Some(inc(full(words[2])?)),
                });
                continue;
            }
            if words.is_empty() {
                return None;
            }
            let mut acc = Simple { lo: None, hi: None };
            for w in words {
                let split = w
                    .find(|c: char| !matches!(c, '>' | '<' | '=' | '~' | '^'))
                    .unwrap_or(w.len());
                let (op, v) = w.split_at(split);
                if !matches!(
                    op,
                    "" | "=" | "<" | ">" | "<=" | ">=" | "~" | "^" | "~>" | "~="
                ) {
                    return None;
                }
                acc = intersect(acc, simple(op, v)?);
            }
            alts.push(acc);
        }
        Some(Range { alts })
    }

    /// VersionRange#include?.
    pub fn includes(&self, v: &SemVer) -> bool {
        self.alts.iter().any(|a| a.includes(v))
    }
}

/// A range as a SemVer type holds it: its text (as Puppet prints it) and its matcher.
/// Two are equal when their matchers are (`VersionRange#eql?`), whatever their texts.
#[derive(Debug, Clone)]
pub struct VerRange {
    /// The text.
    pub text: std::sync::Arc<str>,
    /// The matcher.
    pub range: Range,
}

impl PartialEq for VerRange {
    fn eq(&self, o: &VerRange) -> bool {
        self.range.alts.len() == o.range.alts.len()
            && self
                .range
                .alts
                .iter()
                .zip(&o.range.alts)
                .all(|(a, b)| same_simple(a, b))
    }
}

impl VerRange {
    /// A range given as text; None when it is no range.
    pub fn parse(text: &str) -> Option<VerRange> {
        Some(VerRange {
            text: text.into(),
            range: Range::parse(text)?,
        })
    }
}

/// A version bound without the `-0` prerelease this module gives exclusive upper bounds
/// (`<2.0.0` and `1.x` end at the same place for semantic_puppet).
fn plain(v: &SemVer) -> SemVer {
    let mut v = v.clone();
    if v.pre.as_deref() == Some("0") {
        v.pre = None;
    }
    v
}

fn same_bound(a: &Option<Bound>, b: &Option<Bound>) -> bool {
    match (a, b) {
        (None, None) => true,
        (Some(x), Some(y)) => {
            x.inclusive == y.inclusive && plain(&x.v).compare(&plain(&y.v)) == Ordering::Equal
        }
        _ => false,
    }
}

fn same_simple(a: &Simple, b: &Simple) -> bool {
    same_bound(&a.lo, &b.lo) && same_bound(&a.hi, &b.hi)
}

/// A point of the version line: -1 before every version, 1 after every one.
type Pt = (i8, Option<SemVer>);

fn cmp_pt(a: &Pt, b: &Pt) -> Ordering {
    match (a, b) {
        ((0, Some(x)), (0, Some(y))) => x.compare(y),
        _ => a.0.cmp(&b.0),
    }
}

fn begin(s: &Simple) -> Pt {
    s.lo.as_ref().map_or((-1, None), |b| (0, Some(plain(&b.v))))
}

fn end(s: &Simple) -> Pt {
    s.hi.as_ref().map_or((1, None), |b| (0, Some(plain(&b.v))))
}

fn exclude_end(s: &Simple) -> bool {
    s.hi.as_ref().is_some_and(|b| !b.inclusive)
}

/// Does `s` include the point `p` (by its bounds)?
fn contains(s: &Simple, p: &Pt) -> bool {
    let lo = match &s.lo {
        None => true,
        Some(b) => match cmp_pt(p, &(0, Some(plain(&b.v)))) {
            Ordering::Greater => true,
            Ordering::Equal => b.inclusive,
            Ordering::Less => false,
        },
    };
    let hi = match &s.hi {
        None => true,
        Some(b) => match cmp_pt(p, &(0, Some(plain(&b.v)))) {
            Ordering::Less => true,
            Ordering::Equal => b.inclusive,
            Ordering::Greater => false,
        },
    };
    lo && hi
}

fn pt_text(p: &Pt) -> String {
    match p {
        (0, Some(v)) => v.to_string(),
        _ => "0.0.0".into(),
    }
}

/// `VersionRange.new(min, max, exclude_end)`: from `min` (inclusive) to `max`, with the text
/// semantic_puppet 1.0.4 gives it (its arguments' names swapped: `>=max <min`, `max - min`).
fn spanning(min: Pt, max: Pt, excl: bool) -> VerRange {
    let text = if excl {
        format!(">={} <{}", pt_text(&max), pt_text(&min))
    } else {
        format!("{} - {}", pt_text(&max), pt_text(&min))
    };
    let lo = min.1.map(inc);
    let hi = max.1.map(|v| if excl { exc(v) } else { inc(v) });
    VerRange {
        text: text.into(),
        range: Range {
            alts: vec![Simple { lo, hi }],
        },
    }
}

fn single(r: &VerRange) -> Option<&Simple> {
    match r.range.alts.as_slice() {
        [s] => Some(s),
        _ => None,
    }
}

/// `PSemVerRangeType.merge`: one range matching what both do, when they overlap or touch.
fn merge(a: &VerRange, b: &VerRange) -> Option<VerRange> {
    let (x, y) = (single(a)?, single(b)?);
    if contains(x, &begin(y)) || contains(y, &begin(x)) {
        let (ea, eb) = (end(x), end(y));
        let max_is_a = cmp_pt(&ea, &eb) != Ordering::Less;
        let max = if max_is_a { ea.clone() } else { eb.clone() };
        let mut excl = false;
        if exclude_end(x) {
            excl = cmp_pt(&max, &ea) == Ordering::Equal
                && (cmp_pt(&max, &eb) == Ordering::Greater || exclude_end(y));
        } else if exclude_end(y) {
            excl = cmp_pt(&max, &eb) == Ordering::Equal
                && (cmp_pt(&max, &ea) == Ordering::Greater || exclude_end(x));
        }
        let (ba, bb) = (begin(x), begin(y));
        let min = if cmp_pt(&ba, &bb) == Ordering::Greater {
            bb
        } else {
            ba
        };
        Some(spanning(min, max, excl))
    } else if exclude_end(x) && cmp_pt(&end(x), &begin(y)) == Ordering::Equal {
        Some(spanning(begin(x), end(y), exclude_end(y)))
    } else if exclude_end(y) && cmp_pt(&end(y), &begin(x)) == Ordering::Equal {
        Some(spanning(begin(y), end(x), exclude_end(x)))
    } else {
        None
    }
}

/// `PSemVerType#merge_ranges` (for more than one range): the last range takes in the
/// others it overlaps, in turn, then the same for the ones left.
pub fn merge_ranges(mut ranges: Vec<VerRange>) -> Vec<VerRange> {
    if ranges.len() < 2 {
        return ranges;
    }
    let mut result = Vec::new();
    while let Some(x) = ranges.pop() {
        let mut unmerged = Vec::new();
        let mut memo = x;
        for y in ranges.drain(..) {
            match merge(&memo, &y) {
                Some(m) => memo = m,
                None => unmerged.push(y),
            }
        }
        result.push(memo);
        ranges = unmerged;
    }
    result.reverse();
    result
}

/// `PSemVerRangeType.covered_by?(a, b)`: every version of `a` is one of `b`.
pub fn covered_by(a: &VerRange, b: &VerRange) -> bool {
    let (Some(x), Some(y)) = (single(a), single(b)) else {
        return a == b;
    };
    cmp_pt(&begin(y), &begin(x)) != Ordering::Greater
        && match cmp_pt(&end(y), &end(x)) {
            Ordering::Greater => true,
            Ordering::Equal => !exclude_end(y) || exclude_end(x),
            Ordering::Less => false,
        }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn versions_and_ranges() {
        let v = |s: &str| SemVer::parse(s).unwrap();
        assert_eq!(v("1.2.3-rc.1+b4").to_string(), "1.2.3-rc.1+b4");
        assert_eq!(v("1.0.0-rc1").compare(&v("1.0.0")), Ordering::Less);
        assert_eq!(v("1.0.0-2").compare(&v("1.0.0-10")), Ordering::Less);
        assert_eq!(v("1.2.3").compare(&v("1.10.0")), Ordering::Less);
        assert!(SemVer::parse("1.2").is_none());
        assert!(SemVer::parse("01.2.3").is_none());
        let r = |s: &str| Range::parse(s).unwrap();
        assert!(r(">=1.0.0 <2.0.0").includes(&v("1.2.3")));
        assert!(!r(">=1.0.0 <2.0.0").includes(&v("2.0.0")));
        assert!(r("~1.2").includes(&v("1.2.9")));
        assert!(!r("~1.2").includes(&v("1.3.0")));
        assert!(r("1.x").includes(&v("1.9.0")));
        assert!(r("^0.2.3").includes(&v("0.2.9")));
        assert!(!r("^0.2.3").includes(&v("0.3.0")));
        assert!(r("1.0.0 - 2.0.0").includes(&v("2.0.0")));
        assert!(r("<1.0.0 || >=3.0.0").includes(&v("3.1.0")));
        assert!(!r(">=1.0.0").includes(&v("1.5.0-rc1")));
    }
}
