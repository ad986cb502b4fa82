//! Puppet's rich value types: Timespan, Timestamp, SemVer, SemVerRange and Binary (values
//! `Val::Rich`, types `Ty::Other(name)` and, with parameters, `Ty::Ranged`): their `new`
//! functions, string forms, types, equality, comparison, arithmetic and the functions that
//! take them (`strftime`, `compare`, `size`/`length`/`empty`).

pub mod annotate;
pub mod annotations;
pub mod binary;
pub mod format;
pub mod object;
pub mod semver;
pub mod time;
pub mod uri;

use crate::ast::BinOp;
pub use crate::ruby_inspect::ruby_class;
use crate::types::cmp_num;
pub use crate::types::{is_object, is_rich_type};
use crate::value::{quote_str, Ty, Val};
pub use crate::value::{same_key, RangedTy, Rich};
use indexmap::IndexMap;
use semver::{Range, SemVer};
use std::cmp::Ordering;
use std::fmt;
use std::sync::Arc;
use time::NS_SEC;

impl PartialEq for Rich {
    fn eq(&self, o: &Rich) -> bool {
        match (self, o) {
            (Rich::Timespan(a), Rich::Timespan(b)) | (Rich::Timestamp(a), Rich::Timestamp(b)) => {
                a == b
            }
            (Rich::SemVer(a), Rich::SemVer(b)) => a == b,
            (Rich::SemVerRange(a, _), Rich::SemVerRange(b, _)) => a == b,
            (Rich::Binary(a), Rich::Binary(b)) => a == b,
            (Rich::Object(a), Rich::Object(b)) => a == b,
            (Rich::Uri(a), Rich::Uri(b)) => a.to_s() == b.to_s(),
            (Rich::Symbol(a), Rich::Symbol(b)) => a == b,
            (Rich::Res3(t1, x1), Rich::Res3(t2, x2)) => t1 == t2 && x1 == x2,
            _ => false,
        }
    }
}

impl Rich {
    /// The type's name.
    pub fn type_name(&self) -> &'static str {
        match self {
            Rich::Timespan(_) => "Timespan",
            Rich::Timestamp(_) => "Timestamp",
            Rich::SemVer(_) => "SemVer",
            Rich::SemVerRange(..) => "SemVerRange",
            Rich::Binary(_) => "Binary",
            Rich::Object(_) => "Object",
            Rich::Uri(_) => "URI",
            Rich::Symbol(_) => "Runtime",
            Rich::Res3(..) => "Resource",
        }
    }

    /// `to_s`.
    pub fn to_s(&self) -> String {
        match self {
            Rich::Timespan(n) => time::span_to_s(*n),
            Rich::Timestamp(n) => time::stamp_to_s(*n),
            Rich::SemVer(v) => v.to_string(),
            Rich::SemVerRange(s, _) => s.to_string(),
            Rich::Binary(b) => binary::strict_encode(b),
            Rich::Object(o) => o.to_s(),
            Rich::Uri(u) => u.to_s(),
            Rich::Symbol(s) => s.to_string(),
            // Puppet::Resource#to_s: the title as it is, unquoted
            Rich::Res3(t, title) => format!("{t}[{title}]"),
        }
    }

    /// The label Puppet's messages give the value (ModelLabelProvider).
    pub fn label(&self) -> &'static str {
        match self {
            Rich::SemVer(_) => "Semver",
            Rich::SemVerRange(..) => "SemVerRange",
            other => other.type_name(),
        }
    }

    /// A hash for `Val`'s Hash.
    pub fn hash_key(&self) -> String {
        // an Object's `==` may compare some attributes only: its type alone
        if let Rich::Object(o) = self {
            return format!("Object:{}", o.ty.show());
        }
        format!("{}:{}", self.type_name(), self.to_s())
    }
}

/// The value of a Rich.
pub fn val(r: Rich) -> Val {
    Val::Rich(Arc::new(r))
}

impl fmt::Display for RangedTy {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            RangedTy::Time(stamp, from, to) => {
                let (name, s): (&str, fn(i128) -> String) = if *stamp {
                    ("Timestamp", time::stamp_to_s)
                } else {
                    ("Timespan", time::span_to_s)
                };
                if from.is_none() && to.is_none() {
                    return write!(f, "{name}");
                }
                write!(f, "{name}[")?;
                match from {
                    Some(n) => write!(f, "{}", quote_str(&s(*n)))?,
                    None => write!(f, "default")?,
                }
                if let Some(t) = to.filter(|t| Some(*t) != *from) {
                    write!(f, ", {}", quote_str(&s(t)))?;
                }
                write!(f, "]")
            }
            RangedTy::SemVer(rs) => {
                if rs.is_empty() {
                    return write!(f, "SemVer");
                }
                let items: Vec<String> = rs.iter().map(|r| quote_str(&r.text)).collect();
                write!(f, "SemVer[{}]", items.join(", "))
            }
            RangedTy::Object(o) => write!(f, "{}", o.show()),
            RangedTy::Uri(ps) => write!(f, "{}", uri::show(ps)),
            RangedTy::Init(None, _) => write!(f, "Init"),
            RangedTy::Init(Some(t), args) => {
                write!(f, "Init[{t}")?;
                for a in args {
                    write!(f, ", {}", type_param(a))?;
                }
                write!(f, "]")
            }
            RangedTy::Runtime(None, _) => write!(f, "Runtime"),
            RangedTy::Runtime(Some(rt), name) => {
                write!(f, "Runtime[{rt}")?;
                if let Some(n) = name {
                    write!(f, ", {}", quote_str(n))?;
                }
                write!(f, "]")
            }
        }
    }
}

/// A value among a type's parameters, as TypeFormatter writes it (strings quoted).
pub(crate) fn type_param(v: &Val) -> String {
    match v {
        Val::Str(s) => quote_str(s),
        other => other.to_display(),
    }
}

impl RangedTy {
    /// The unparameterized type's name.
    pub fn base(&self) -> &'static str {
        match self {
            RangedTy::Time(true, ..) => "Timestamp",
            RangedTy::Time(false, ..) => "Timespan",
            RangedTy::SemVer(_) => "SemVer",
            RangedTy::Object(_) => "Object",
            RangedTy::Init(..) => "Init",
            RangedTy::Runtime(..) => "Runtime",
            RangedTy::Uri(_) => "URI",
        }
    }
}

/// Seconds (Integer or Float) as nanoseconds.
fn secs(v: &Val) -> Option<i128> {
    match v {
        Val::Int(i) => Some(*i as i128 * NS_SEC),
        Val::Float(f) => Some(time::secs_to_ns(*f)),
        _ => None,
    }
}

fn time_bound(stamp: bool, v: &Val) -> Result<Option<i128>, String> {
    Ok(match v {
        Val::Default | Val::Undef => None,
        Val::Rich(r) => match (&**r, stamp) {
            (Rich::Timespan(n), false) | (Rich::Timestamp(n), true) => Some(*n),
            _ => {
                return Err(format!(
                    "Unable to create a {} from a {}",
                    if stamp { "Timestamp" } else { "Timespan" },
                    r.type_name()
                ))
            }
        },
        Val::Str(s) => Some(if stamp {
            time::parse_stamp(s, &[], None)?
        } else {
            time::parse_span(s, &span_defaults())?
        }),
        Val::Hash(_) => match new_rich(
            if stamp { "Timestamp" } else { "Timespan" },
            std::slice::from_ref(v),
        )? {
            Val::Rich(r) => match &*r {
                Rich::Timespan(n) | Rich::Timestamp(n) => Some(*n),
                _ => None,
            },
            _ => None,
        },
        other => Some(secs(other).ok_or_else(|| {
            format!(
                "Unable to create a {} from a {}",
                if stamp { "Timestamp" } else { "Timespan" },
                crate::types::type_name_of(other)
            )
        })?),
    })
}

/// `Timespan[...]`, `Timestamp[...]`, `SemVer[...]`.
pub fn parameterize(n: &str, args: &[Val]) -> Result<Ty, String> {
    match n {
        "Object" => object::parameterize(args),
        "Timespan" | "Timestamp" => {
            let stamp = n == "Timestamp";
            if args.len() > 2 {
                return Err(format!(
                    "A {n}-Type[] accepts 0 to 2 arguments. Got {}",
                    args.len()
                ));
            }
            let from = args
                .first()
                .map(|a| time_bound(stamp, a))
                .transpose()?
                .flatten();
            let to = args
                .get(1)
                .map(|a| time_bound(stamp, a))
                .transpose()?
                .flatten();
            if let (Some(f), Some(t)) = (from, to) {
                if f > t {
                    return Err(format!(
                        "'from' must be less or equal to 'to'. Got ({}, {}",
                        show_time(stamp, f),
                        show_time(stamp, t)
                    ));
                }
            }
            Ok(Ty::Ranged(Arc::new(RangedTy::Time(stamp, from, to))))
        }
        "SemVer" => {
            let mut rs = Vec::new();
            for a in args {
                match a {
                    Val::Str(s) if Range::parse(s).is_some() => {
                        rs.extend(semver::VerRange::parse(s))
                    }
                    Val::Rich(r) if matches!(&**r, Rich::SemVerRange(..)) => {
                        rs.extend(semver::VerRange::parse(&r.to_s()))
                    }
                    Val::Str(s) => return Err(format!("Unparsable version range: \"{s}\"")),
                    other => {
                        return Err(format!(
                            "SemVer[] expects String or SemVerRange arguments, got {}",
                            crate::types::type_name_of(other)
                        ))
                    }
                }
            }
            Ok(Ty::Ranged(Arc::new(RangedTy::SemVer(
                semver::merge_ranges(rs),
            ))))
        }
        _ => Err(format!("{n}-Type[] takes no parameters")),
    }
}

fn show_time(stamp: bool, n: i128) -> String {
    if stamp {
        time::stamp_to_s(n)
    } else {
        time::span_to_s(n)
    }
}

fn span_defaults() -> Vec<String> {
    time::SPAN_DEFAULTS.iter().map(|s| s.to_string()).collect()
}

/// Formats: a String or an Array of Strings.
fn formats(v: Option<&Val>) -> Result<Vec<String>, String> {
    match v {
        // (`Formats = Variant[String[2], Array[String[2], 1]]`: no Default, no undef)
        None => Ok(Vec::new()),
        Some(Val::Str(s)) if s.chars().count() >= 2 => Ok(vec![s.to_string()]),
        Some(Val::Array(a)) if a.is_empty() => Err("format expects at least one format".into()),
        Some(Val::Array(a)) => a
            .iter()
            .map(|x| match x {
                Val::Str(s) if s.chars().count() >= 2 => Ok(s.to_string()),
                other => Err(format!(
                    "format expects a String, got {}",
                    crate::types::type_name_of(other)
                )),
            })
            .collect(),
        Some(other) => Err(format!(
            "format expects a String or an Array of String, got {}",
            crate::types::type_name_of(other)
        )),
    }
}

fn hash_get<'a>(h: &'a IndexMap<Val, Val>, k: &str) -> Option<&'a Val> {
    h.get(&Val::str(k)).filter(|v| !v.is_undef())
}

/// The message of a call that no dispatch of a multi-dispatch `new` function accepts (its
/// first line is Puppet's; the dispatches are summarized after it).
fn no_dispatch(f: &str, expected: &str, args: &[Val]) -> String {
    let ts: Vec<String> = args.iter().map(crate::types::type_name_of).collect();
    format!(
        "The function '{f}' was called with arguments it does not accept. It expects one of:\n  {expected}\n    rejected: ({})",
        ts.join(", ")
    )
}

fn int_field(v: Option<&Val>) -> Option<i128> {
    match v {
        None | Some(Val::Undef) => Some(0),
        Some(Val::Int(i)) => Some(*i as i128),
        Some(_) => None,
    }
}

const FIELDS: [&str; 7] = [
    "days",
    "hours",
    "minutes",
    "seconds",
    "milliseconds",
    "microseconds",
    "nanoseconds",
];

/// The function name a type's `new` runs as.
pub fn new_function_name(n: &str) -> &'static str {
    match n {
        "Timespan" => "new_timespan",
        "Timestamp" => "new_timestamp",
        "SemVer" => "new_Version",
        "SemVerRange" => "new_VersionRange",
        _ => "new_Binary",
    }
}

/// `Type.new(args)` for the rich types. The message is complete: a dispatch failure names the
/// function, an error of the conversion itself (a string that does not parse) is bare.
pub fn new_rich(n: &str, args: &[Val]) -> Result<Val, String> {
    let f = new_function_name(n);
    // a count no dispatch takes
    let counts: &[usize] = match n {
        "Timespan" => &[1, 2, 4, 5, 6, 7],
        "Timestamp" => &[0, 1, 2, 3],
        "SemVer" => &[1, 3, 4, 5],
        "SemVerRange" => &[1, 2, 3],
        _ => &[1, 2],
    };
    if !counts.contains(&args.len()) {
        return Err(format!(
            "'{f}' expects between {} and {} arguments, got {}",
            counts[0],
            counts[counts.len() - 1],
            args.len()
        ));
    }
    let a0 = args.first().cloned().unwrap_or(Val::Undef);
    match n {
        "Timespan" => {
            let fail = || {
                no_dispatch(f, "(Variant[Integer, Float] seconds), (String[1] string, Formats format?), (Integer days, Integer hours, Integer minutes, Integer seconds, Integer milliseconds?, Integer microseconds?, Integer nanoseconds?), (Struct string hash), (Struct fields hash)", args)
            };
            match (&a0, args.len()) {
                (Val::Int(_) | Val::Float(_), 1) => Ok(val(Rich::Timespan(secs(&a0).unwrap_or(0)))),
                (Val::Int(_), 4..=7) => {
                    let mut fs = [0i128; 7];
                    for (i, slot) in fs.iter_mut().enumerate() {
                        *slot = int_field(args.get(i)).ok_or_else(fail)?;
                    }
                    Ok(val(Rich::Timespan(time::span_from_fields(false, fs))))
                }
                (Val::Str(s), 1 | 2) if !s.is_empty() => {
                    let fm = formats(args.get(1)).map_err(|_| fail())?;
                    let fm = if fm.is_empty() { span_defaults() } else { fm };
                    Ok(val(Rich::Timespan(time::parse_span(s, &fm)?)))
                }
                (Val::Hash(h), 1) => {
                    if let Some(Val::Str(s)) = hash_get(h, "string") {
                        let fm = formats(hash_get(h, "format")).map_err(|_| fail())?;
                        let fm = if fm.is_empty() { span_defaults() } else { fm };
                        return Ok(val(Rich::Timespan(time::parse_span(s, &fm)?)));
                    }
                    let known = |k: &Val| matches!(k.as_str(), Some(x) if x == "negative" || FIELDS.contains(&x));
                    if !h.keys().all(known) {
                        return Err(fail());
                    }
                    let neg = match hash_get(h, "negative") {
                        None => false,
                        Some(Val::Bool(b)) => *b,
                        Some(_) => return Err(fail()),
                    };
                    let mut fs = [0i128; 7];
                    for (slot, name) in fs.iter_mut().zip(FIELDS) {
                        *slot = int_field(hash_get(h, name)).ok_or_else(fail)?;
                    }
                    Ok(val(Rich::Timespan(time::span_from_fields(neg, fs))))
                }
                (Val::Rich(r), 1) if matches!(&**r, Rich::Timespan(_)) => Ok(a0.clone()),
                _ => Err(fail()),
            }
        }
        "Timestamp" => {
            let fail = || {
                no_dispatch(f, "(), (Variant[Integer, Float] seconds), (String[1] string, Formats format?, String[1] timezone?), (Struct string hash)", args)
            };
            match (&a0, args.len()) {
                (Val::Int(_) | Val::Float(_), 1) => {
                    Ok(val(Rich::Timestamp(secs(&a0).unwrap_or(0))))
                }
                (Val::Str(s), 1..=3) if !s.is_empty() => {
                    let fm = formats(args.get(1)).map_err(|_| fail())?;
                    let tz = match args.get(2) {
                        None | Some(Val::Undef) => None,
                        Some(Val::Str(t)) if !t.is_empty() => Some(t.to_string()),
                        Some(_) => return Err(fail()),
                    };
                    Ok(val(Rich::Timestamp(time::parse_stamp(
                        s,
                        &fm,
                        tz.as_deref(),
                    )?)))
                }
                (Val::Hash(h), 1) => {
                    let Some(Val::Str(s)) = hash_get(h, "string") else {
                        return Err(fail());
                    };
                    let fm = formats(hash_get(h, "format")).map_err(|_| fail())?;
                    let tz = hash_get(h, "timezone").and_then(|v| v.as_str());
                    Ok(val(Rich::Timestamp(time::parse_stamp(s, &fm, tz)?)))
                }
                (Val::Rich(r), 1) if matches!(&**r, Rich::Timestamp(_)) => Ok(a0.clone()),
                _ => Err(fail()),
            }
        }
        "SemVer" => {
            let fail = || {
                no_dispatch(f, "(SemVerPattern str), (PositiveInteger major, PositiveInteger minor, PositiveInteger patch, SemVerQualifier prerelease?, SemVerQualifier build?), (SemVerHash hash_args)", args)
            };
            let qualifier = |v: Option<&Val>| -> Result<Option<String>, String> {
                match v {
                    None | Some(Val::Undef) => Ok(None),
                    Some(Val::Str(q)) if valid_qualifier(q) => Ok(Some(q.to_string())),
                    Some(_) => Err(fail()),
                }
            };
            match (&a0, args.len()) {
                // argument_mismatch on_error: a String that is no version
                (Val::Str(s), 1) => {
                    SemVer::parse(s)
                        .map(|v| val(Rich::SemVer(v)))
                        .ok_or_else(|| {
                            format!("'{f}' The string '{s}' cannot be converted to a SemVer")
                        })
                }
                (Val::Int(_), 3..=5) => {
                    let num = |i: usize| match args.get(i) {
                        Some(Val::Int(n)) if *n >= 0 => Ok(*n as u64),
                        _ => Err(fail()),
                    };
                    let mut v = SemVer::new(num(0)?, num(1)?, num(2)?);
                    v.pre = qualifier(args.get(3))?;
                    v.build = qualifier(args.get(4))?;
                    Ok(val(Rich::SemVer(v)))
                }
                (Val::Hash(h), 1) => {
                    let num = |name: &str| match hash_get(h, name) {
                        Some(Val::Int(n)) if *n >= 0 => Ok(*n as u64),
                        _ => Err(fail()),
                    };
                    let mut v = SemVer::new(num("major")?, num("minor")?, num("patch")?);
                    v.pre = qualifier(hash_get(h, "prerelease"))?;
                    v.build = qualifier(hash_get(h, "build"))?;
                    Ok(val(Rich::SemVer(v)))
                }
                (Val::Rich(r), 1) if matches!(&**r, Rich::SemVer(_)) => Ok(a0.clone()),
                _ => Err(fail()),
            }
        }
        "SemVerRange" => {
            let fail = || {
                no_dispatch(f, "(SemVerRangeString str), (SemVer min, SemVer max, Boolean exclude_max?), (SemVerRangeHash hash_args)", args)
            };
            match (&a0, args.get(1)) {
                (Val::Str(s), None) => Range::parse(s)
                    .map(|r| val(Rich::SemVerRange(s.clone(), Arc::new(r))))
                    .ok_or_else(|| format!("Unparsable version range: \"{s}\"")),
                (Val::Rich(a), Some(Val::Rich(b))) => match (&**a, &**b) {
                    (Rich::SemVer(x), Rich::SemVer(y)) => {
                        let excl = match args.get(2) {
                            None | Some(Val::Undef) => false,
                            Some(Val::Bool(e)) => *e,
                            Some(_) => return Err(fail()),
                        };
                        // Puppet 7.23's from_versions builds VersionRange.new(max, min, ...):
                        // the text (and the range) come out with the ends swapped
                        let text = if excl {
                            format!(">={y} <{x}")
                        } else {
                            format!("{y} - {x}")
                        };
                        let r = Range::parse(&text).ok_or_else(fail)?;
                        Ok(val(Rich::SemVerRange(text.into(), Arc::new(r))))
                    }
                    _ => Err(fail()),
                },
                (Val::Rich(r), None) if matches!(&**r, Rich::SemVerRange(..)) => Ok(a0.clone()),
                _ => Err(fail()),
            }
        }
        _ => new_binary(args),
    }
}

fn valid_qualifier(q: &str) -> bool {
    !q.is_empty()
        && q.split('.')
            .all(|p| !p.is_empty() && p.bytes().all(|b| b.is_ascii_alphanumeric() || b == b'-'))
}

/// Binary.new: from a String (format `%b %u %B %s %r`, default `%B`), an Array of bytes, or
/// a hash of `value` and `format`.
fn new_binary(args: &[Val]) -> Result<Val, String> {
    let f = "new_Binary";
    let fail = || {
        no_dispatch(f, "(String str, Base64Format format?), (Array[ByteInteger] byte_array), (BinaryArgsHash hash_args)", args)
    };
    let (v, fmt) = match args {
        [Val::Hash(h)] => match (hash_get(h, "value"), hash_get(h, "format")) {
            (Some(x @ Val::Str(_)), fm) => (x.clone(), fm.cloned()),
            (Some(x @ Val::Array(_)), None) => (x.clone(), None),
            _ => return Err(fail()),
        },
        [v] => (v.clone(), None),
        [v @ Val::Str(_), fm] => (v.clone(), Some(fm.clone())),
        _ => return Err(fail()),
    };
    match &v {
        Val::Str(s) => {
            let fm = match &fmt {
                None | Some(Val::Undef) => "%B",
                Some(Val::Str(x)) if matches!(&**x, "%b" | "%u" | "%B" | "%s" | "%r") => x,
                Some(_) => return Err(fail()),
            };
            let bytes = match fm {
                "%b" => {
                    let pad = "=".repeat(s.len() % 3);
                    binary::decode64(&format!("{s}{pad}"))
                }
                "%u" => binary::urlsafe_decode(s).ok_or("invalid base64")?,
                "%B" => binary::strict_decode(s).ok_or("invalid base64")?,
                _ => s.as_bytes().to_vec(),
            };
            Ok(val(Rich::Binary(bytes)))
        }
        Val::Array(a) => {
            let mut out = Vec::with_capacity(a.len());
            for x in a.iter() {
                match x {
                    Val::Int(n) if (0..=255).contains(n) => out.push(*n as u8),
                    _ => return Err(fail()),
                }
            }
            Ok(val(Rich::Binary(out)))
        }
        Val::Rich(r) if matches!(&**r, Rich::Binary(_)) => Ok(v.clone()),
        _ => Err(fail()),
    }
}

/// CompareOperator#compare when either side is rich: the ordering, or the reason the values
/// are not comparable.
pub fn compare(a: &Val, b: &Val) -> Result<Ordering, &'static str> {
    let rich = |v: &Val| match v {
        Val::Rich(r) => Some(r.clone()),
        _ => None,
    };
    match (rich(a), rich(b)) {
        (Some(x), _) => match (&*x, b) {
            (Rich::Timespan(p), Val::Rich(q)) => match &**q {
                Rich::Timespan(q) => Ok(p.cmp(q)),
                _ => Err("Timespans are only comparable to Timespans, Integers, and Floats"),
            },
            (Rich::Timestamp(p), Val::Rich(q)) => match &**q {
                Rich::Timestamp(q) => Ok(p.cmp(q)),
                _ => Err("Timestamps are only comparable to Timestamps, Integers, and Floats"),
            },
            (Rich::Timespan(p), n @ (Val::Int(_) | Val::Float(_))) => cmp_num(*p, n)
                .ok_or("Timespans are only comparable to Timespans, Integers, and Floats"),
            (Rich::Timestamp(p), n @ (Val::Int(_) | Val::Float(_))) => cmp_num(*p, n)
                .ok_or("Timestamps are only comparable to Timestamps, Integers, and Floats"),
            (Rich::Timespan(_), _) => {
                Err("Timespans are only comparable to Timespans, Integers, and Floats")
            }
            (Rich::Timestamp(_), _) => {
                Err("Timestamps are only comparable to Timestamps, Integers, and Floats")
            }
            (Rich::SemVer(p), Val::Rich(q)) => match &**q {
                Rich::SemVer(q) => Ok(p.compare(q)),
                _ => Err("Versions not comparable to non Versions"),
            },
            (Rich::SemVer(_), _) => Err("Versions not comparable to non Versions"),
            _ => Err("Only Strings, Numbers, Timespans, Timestamps, and Versions are comparable"),
        },
        (None, Some(y)) => match (a, &*y) {
            (Val::Int(_) | Val::Float(_), Rich::Timespan(q) | Rich::Timestamp(q)) => cmp_num(*q, a)
                .map(Ordering::reverse)
                .ok_or("A Numeric is not comparable to non Numeric"),
            (Val::Int(_) | Val::Float(_), _) => Err("A Numeric is not comparable to non Numeric"),
            (Val::Str(_), _) => Err("A String is not comparable to a non String"),
            _ => Err("Only Strings, Numbers, Timespans, Timestamps, and Versions are comparable"),
        },
        (None, None) => {
            Err("Only Strings, Numbers, Timespans, Timestamps, and Versions are comparable")
        }
    }
}

fn a_an_uc(v: &Val) -> String {
    let n = match v {
        Val::Rich(r) => r.type_name().to_string(),
        other => crate::types::value_label(other),
    };
    let a = crate::types::a_an(&n);
    let mut c = a.chars();
    match c.next() {
        Some(f) => f.to_uppercase().collect::<String>() + c.as_str(),
        None => a,
    }
}

/// Is an arithmetic error message one of the evaluator's issues (reported as is) rather than
/// an error of the operation (reported on the expression)?
pub fn is_operator_issue(msg: &str) -> bool {
    msg.starts_with("Operator '") || msg == "Division by 0" || msg.starts_with("The value '")
}

/// Arithmetic with a Timespan or Timestamp operand (Timespan/Timestamp `+ - * / %`, with the
/// evaluator's rule for a number on the left). None when neither operand is a time value.
pub fn arith(op: BinOp, l: &Val, r: &Val) -> Option<Result<Val, String>> {
    let time = |v: &Val| matches!(v, Val::Rich(x) if matches!(&**x, Rich::Timespan(_) | Rich::Timestamp(_)));
    if !time(l) && !time(r) {
        return None;
    }
    // the evaluator makes numbers of string operands first
    let numeric = |v: &Val| -> Result<Val, String> {
        match v {
            Val::Str(s) => crate::types::to_n(s)
                .ok_or_else(|| format!("The value '{s}' cannot be converted to Numeric.")),
            other => Ok(other.clone()),
        }
    };
    let (l, r) = match (numeric(l), numeric(r)) {
        (Ok(a), Ok(b)) => (a, b),
        (Err(e), _) | (_, Err(e)) => return Some(Err(e)),
    };
    let (l, r) = (&l, &r);
    let zero = |v: &Val| matches!(v, Val::Int(0)) || matches!(v, Val::Float(f) if *f == 0.0);
    if matches!(op, BinOp::Div | BinOp::Mod) && zero(r) {
        return Some(Err("Division by 0".into()));
    }
    let span = |n: i128| Ok(val(Rich::Timespan(n)));
    let stamp = |n: i128| Ok(val(Rich::Timestamp(n)));
    let not_applicable = || {
        Err(format!(
            "Operator '{}' is not applicable to {}.",
            op.text(),
            crate::types::a_an(&label_of(l))
        ))
    };
    Some(match (l, r) {
        // a number on the left: `+` and `*` swap, `-` makes the number a Timespan
        (Val::Int(_) | Val::Float(_), Val::Rich(x)) => match (op, &**x) {
            (BinOp::Add, _) | (BinOp::Mul, Rich::Timespan(_)) => return arith(op, r, l),
            (BinOp::Sub, Rich::Timespan(q)) => span(secs(l).unwrap_or(0) - q),
            _ => Err(format!(
                "Operator '{}' is not applicable to {} when right side is {}.",
                op.text(),
                crate::types::a_an(&label_of(l)),
                crate::types::a_an(x.type_name())
            )),
        },
        (Val::Rich(x), _) => match (&**x, op, r) {
            (Rich::Timespan(p), BinOp::Add, Val::Rich(q)) => match &**q {
                Rich::Timespan(q) => span(p + q),
                Rich::Timestamp(q) => stamp(p + q),
                _ => Err(format!("{} cannot be added to a Timespan", a_an_uc(r))),
            },
            (Rich::Timespan(p), BinOp::Add, n @ (Val::Int(_) | Val::Float(_))) => {
                span(p + secs(n).unwrap_or(0))
            }
            (Rich::Timespan(_), BinOp::Add, _) => {
                Err(format!("{} cannot be added to a Timespan", a_an_uc(r)))
            }
            (Rich::Timespan(p), BinOp::Sub, Val::Rich(q)) => match &**q {
                Rich::Timespan(q) => span(p - q),
                _ => Err(format!(
                    "{} cannot be subtracted from a Timespan",
                    a_an_uc(r)
                )),
            },
            (Rich::Timespan(p), BinOp::Sub, n @ (Val::Int(_) | Val::Float(_))) => {
                span(p - secs(n).unwrap_or(0))
            }
            (Rich::Timespan(_), BinOp::Sub, _) => Err(format!(
                "{} cannot be subtracted from a Timespan",
                a_an_uc(r)
            )),
            (Rich::Timespan(p), BinOp::Mul, Val::Int(i)) => span(p * *i as i128),
            (Rich::Timespan(p), BinOp::Mul, Val::Float(f)) => span((*p as f64 * f) as i128),
            (Rich::Timespan(_), BinOp::Mul, _) => Err(format!(
                "A Timestamp cannot be multiplied by {}",
                crate::types::a_an(&label_of(r))
            )),
            (Rich::Timespan(p), BinOp::Div, Val::Rich(q)) => match &**q {
                Rich::Timespan(q) if *q != 0 => Ok(Val::Float(*p as f64 / *q as f64)),
                Rich::Timespan(_) => Err("divided by 0".into()),
                _ => Err(format!(
                    "A Timespan cannot be divided by {}",
                    crate::types::a_an(&label_of(r))
                )),
            },
            (Rich::Timespan(p), BinOp::Div, Val::Int(i)) => {
                if *i == 0 {
                    Err("divided by 0".into())
                } else {
                    span(p.div_euclid(*i as i128))
                }
            }
            (Rich::Timespan(p), BinOp::Div, Val::Float(f)) => span((*p as f64 / f).floor() as i128),
            (Rich::Timespan(_), BinOp::Div, _) => Err(format!(
                "A Timespan cannot be divided by {}",
                crate::types::a_an(&label_of(r))
            )),
            (Rich::Timespan(p), BinOp::Mod, Val::Int(i)) => {
                if *i == 0 {
                    Err("divided by 0".into())
                } else {
                    Ok(Val::Int(p.div_euclid(NS_SEC).rem_euclid(*i as i128) as i64))
                }
            }
            (Rich::Timespan(p), BinOp::Mod, Val::Float(f)) => {
                Ok(Val::Float((*p as f64 / NS_SEC as f64).rem_euclid(*f)))
            }
            // (Puppet's message has the article twice)
            (Rich::Timespan(_), BinOp::Mod, _) => Err(format!(
                "Can not do modulus on a Timespan using a {}",
                crate::types::a_an(&label_of(r))
            )),
            (Rich::Timestamp(p), BinOp::Add, Val::Rich(q)) => match &**q {
                Rich::Timespan(q) => stamp(p + q),
                _ => Err(format!("{} cannot be added to a Timestamp", a_an_uc(r))),
            },
            (Rich::Timestamp(p), BinOp::Add, n @ (Val::Int(_) | Val::Float(_))) => {
                stamp(p + secs(n).unwrap_or(0))
            }
            (Rich::Timestamp(_), BinOp::Add, _) => {
                Err(format!("{} cannot be added to a Timestamp", a_an_uc(r)))
            }
            (Rich::Timestamp(p), BinOp::Sub, Val::Rich(q)) => match &**q {
                Rich::Timestamp(q) => span(p - q),
                Rich::Timespan(q) => stamp(p - q),
                _ => Err(format!(
                    "{} cannot be subtracted from a Timestamp",
                    a_an_uc(r)
                )),
            },
            (Rich::Timestamp(p), BinOp::Sub, n @ (Val::Int(_) | Val::Float(_))) => {
                stamp(p - secs(n).unwrap_or(0))
            }
            (Rich::Timestamp(_), BinOp::Sub, _) => Err(format!(
                "{} cannot be subtracted from a Timestamp",
                a_an_uc(r)
            )),
            _ => not_applicable(),
        },
        _ => not_applicable(),
    })
}

fn label_of(v: &Val) -> String {
    match v {
        Val::Rich(r) => r.type_name().to_string(),
        other => crate::types::value_label(other),
    }
}

/// Unary minus of a Timespan.
pub fn negate(v: &Val) -> Option<Val> {
    match v {
        Val::Rich(r) => match &**r {
            Rich::Timespan(n) => Some(val(Rich::Timespan(-n))),
            _ => None,
        },
        _ => None,
    }
}

/// `strftime(Timespan|Timestamp, format[, timezone])` (functions/strftime.rb); None when the
/// first argument is not a time value (the legacy form).
pub fn strftime(args: &[Val]) -> Option<Result<Val, String>> {
    let Some(Val::Rich(r)) = args.first() else {
        return None;
    };
    let fmt = match args.get(1) {
        Some(Val::Str(s)) => s.to_string(),
        Some(other) => {
            return Some(Err(format!(
                "'strftime' parameter 'format' expects a String value, got {}",
                crate::types::type_name_of(other)
            )))
        }
        None => return Some(Err("'strftime' expects 2 arguments, got 1".into())),
    };
    Some(match &**r {
        Rich::Timespan(n) => time::format_span(*n, &fmt).map(|s| Val::Str(s.into())),
        Rich::Timestamp(n) => {
            let zone = match args.get(2) {
                Some(Val::Str(tz)) if !tz.is_empty() => match time::zone_named(tz) {
                    Ok(z) => z,
                    Err(e) => return Some(Err(e)),
                },
                _ => time::Zone::utc(),
            };
            Ok(Val::Str(time::strftime(*n, &fmt, &zone).into()))
        }
        _ => Err(format!(
            "'strftime' expects a Timespan or a Timestamp, got {}",
            r.type_name()
        )),
    })
}

/// `compare(a, b)` when either side is rich (compare.rb's dispatches and messages).
pub fn compare_fn(a: &Val, b: &Val, rest: &[Val]) -> Option<Result<Val, String>> {
    let is_rich = |v: &Val| matches!(v, Val::Rich(_));
    if !is_rich(a) && !is_rich(b) {
        return None;
    }
    let label = |v: &Val| match v {
        Val::Rich(r) => r.label().to_string(),
        other => crate::types::value_label(other),
    };
    let comparable = |v: &Val| match v {
        Val::Rich(r) => matches!(
            &**r,
            Rich::Timespan(_) | Rich::Timestamp(_) | Rich::SemVer(_)
        ),
        Val::Int(_) | Val::Float(_) | Val::Str(_) => true,
        _ => false,
    };
    if !comparable(a) || !comparable(b) {
        return Some(Err(format!("compare(): Non comparable type. Only values of the types Numeric, String, Semver, Timestamp and Timestamp can be compared. Got {} and {}", label(a), label(b))));
    }
    if !rest.is_empty() {
        return Some(Err(
            "compare(): The third argument (ignore case) can only be used when comparing strings"
                .into(),
        ));
    }
    let same = match (a, b) {
        (Val::Rich(x), Val::Rich(y)) => x.type_name() == y.type_name(),
        (Val::Rich(x), Val::Int(_) | Val::Float(_))
        | (Val::Int(_) | Val::Float(_), Val::Rich(x)) => {
            matches!(&**x, Rich::Timespan(_) | Rich::Timestamp(_))
        }
        _ => false,
    };
    if !same {
        return Some(Err(format!("compare(): Can only compare values of the same type (or for Timestamp/Timespan also against Numeric). Got {} and {}", label(a), label(b))));
    }
    Some(
        compare(a, b)
            .map(|o| Val::Int(o as i64))
            .map_err(str::to_string),
    )
}

/// `size`/`length`/`empty` of a Binary (its bytes).
pub fn binary_len(v: &Val) -> Option<usize> {
    match v {
        Val::Rich(r) => match &**r {
            Rich::Binary(b) => Some(b.len()),
            _ => None,
        },
        _ => None,
    }
}

/// The bytes of a Binary as an Array of Integers (Array.new(binary)).
pub fn binary_bytes(v: &Val) -> Option<Val> {
    match v {
        Val::Rich(r) => match &**r {
            Rich::Binary(b) => Some(Val::array(b.iter().map(|x| Val::Int(*x as i64)).collect())),
            _ => None,
        },
        _ => None,
    }
}

/// `v =~ range` with a SemVerRange on the right (PSemVerRangeType.include?: a SemVer, or a
/// String that parses as one); None when `range` is no SemVerRange.
pub fn range_match(range: &Val, v: &Val) -> Option<bool> {
    let Val::Rich(r) = range else { return None };
    let Rich::SemVerRange(_, parsed) = &**r else {
        return None;
    };
    Some(match v {
        Val::Rich(x) => match &**x {
            Rich::SemVer(s) => parsed.includes(s),
            _ => false,
        },
        Val::Str(s) => SemVer::parse(s).is_some_and(|s| parsed.includes(&s)),
        _ => false,
    })
}

/// Timestamp.now: the current time.
pub fn now() -> Val {
    let ns = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map(|d| d.as_nanos() as i128)
        .unwrap_or(0);
    val(Rich::Timestamp(ns))
}

/// `<`, `<=`, `>`, `>=` with a rich operand: the ordering, or Puppet's
/// COMPARISON_NOT_POSSIBLE issue.
pub(crate) fn compare_op(
    op: BinOp,
    l: &Val,
    r: &Val,
    span: strata_core::Span,
) -> crate::eval::R<Ordering> {
    compare(l, r).or_else(|detail| {
        crate::eval::issue(
            format!(
                "Comparison of: {} {} {}, is not possible. Caused by '{detail}'.",
                crate::types::value_label(l),
                op.text(),
                crate::types::value_label(r)
            ),
            span,
        )
    })
}

/// `arith` with its errors reported as the evaluator reports them: its own issues as they
/// are, an error of the operation on the expression.
pub(crate) fn arith_op(
    op: BinOp,
    l: &Val,
    r: &Val,
    span: strata_core::Span,
) -> Option<crate::eval::R<Val>> {
    Some(arith(op, l, r)?.or_else(|e| {
        if is_operator_issue(&e) {
            crate::eval::issue(e, span)
        } else {
            crate::eval::issue(
                format!("Error while evaluating a '{}' expression, {e}", op.text()),
                span,
            )
        }
    }))
}

/// `Timespan[..]`, `Timestamp[..]`, `SemVer[..]`: the argument count is a checked issue; a
/// bad bound fails in the type's constructor, reported on the access expression.
pub(crate) fn parameterize_op(
    n: &str,
    args: &[Val],
    span: strata_core::Span,
) -> crate::eval::R<Ty> {
    parameterize(n, args).or_else(|e| {
        if e.starts_with("A ") {
            crate::eval::issue(e, span)
        } else {
            crate::eval::issue(
                format!("Error while evaluating a '[]' expression, {e}"),
                span,
            )
        }
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn new(n: &str, args: &[Val]) -> String {
        match new_rich(n, args) {
            Ok(v) => v.to_display(),
            Err(e) => format!("ERR {e}"),
        }
    }

    fn span(s: f64) -> Val {
        new_rich("Timespan", &[Val::Float(s)]).unwrap()
    }

    // expected values are Puppet 7.23's (`notice(...)` of the same expressions)
    #[test]
    fn construction_and_strings() {
        assert_eq!(new("Timespan", &[Val::Float(0.000001)]), "0-00:00:00.1");
        assert_eq!(
            new(
                "Timespan",
                &[Val::Int(2), Val::Int(3), Val::Int(4), Val::Int(5)]
            ),
            "2-03:04:05.0"
        );
        assert_eq!(
            new("Timespan", &[Val::str("12:30"), Val::str("%H:%M")]),
            "0-12:30:00.0"
        );
        assert_eq!(
            new("Timestamp", &[Val::str("2012-03-04 09:10:11.5 UTC")]),
            "2012-03-04T09:10:11.500000000 UTC"
        );
        assert_eq!(
            new(
                "Timestamp",
                &[
                    Val::str("2020-01-01 10:00"),
                    Val::str("%Y-%m-%d %H:%M"),
                    Val::str("CET")
                ]
            ),
            "2020-01-01T09:00:00.000000000 UTC"
        );
        assert_eq!(
            new("Timestamp", &[Val::str("2020-02-30")]),
            "2020-03-01T00:00:00.000000000 UTC"
        );
        assert_eq!(
            new(
                "SemVer",
                &[
                    Val::Int(1),
                    Val::Int(2),
                    Val::Int(3),
                    Val::str("rc1"),
                    Val::str("b2")
                ]
            ),
            "1.2.3-rc1+b2"
        );
        assert_eq!(new("Binary", &[Val::str("ABC"), Val::str("%s")]), "QUJD");
        assert_eq!(new("Binary", &[Val::str("ABC=")]), "ERR invalid base64");
        assert_eq!(
            new("Timespan", &[Val::Int(1), Val::Int(2), Val::Int(3)]),
            "ERR 'new_timespan' expects between 1 and 7 arguments, got 3"
        );
        assert_eq!(
            new(
                "SemVerRange",
                &[
                    new_rich("SemVer", &[Val::str("1.0.0")]).unwrap(),
                    new_rich("SemVer", &[Val::str("2.0.0")]).unwrap()
                ]
            ),
            "2.0.0 - 1.0.0"
        );
    }

    #[test]
    fn types_and_operators() {
        assert_eq!(
            crate::types::infer(&span(1.0)).to_string(),
            "Timespan['0-00:00:01.0']"
        );
        assert_eq!(
            parameterize(
                "Timestamp",
                &[Val::str("2020-01-01"), Val::str("2021-01-01")]
            )
            .unwrap()
            .to_string(),
            "Timestamp['2020-01-01T00:00:00.000000000 UTC', '2021-01-01T00:00:00.000000000 UTC']"
        );
        assert_eq!(
            parameterize("Timespan", &[Val::Int(2)])
                .unwrap()
                .to_string(),
            "Timespan['0-00:00:02.0']"
        );
        let t = |v: Option<Result<Val, String>>| {
            v.unwrap().map(|x| x.to_display()).unwrap_or_else(|e| e)
        };
        assert_eq!(
            t(arith(BinOp::Div, &span(10.0), &Val::Int(4))),
            "0-00:00:02.5"
        );
        assert_eq!(
            t(arith(BinOp::Sub, &Val::Int(10), &span(1.0))),
            "0-00:00:09.0"
        );
        assert_eq!(t(arith(BinOp::Mod, &span(10.0), &Val::Int(3))), "1");
        assert_eq!(t(arith(BinOp::Div, &span(60.0), &span(20.0))), "3.0");
        assert_eq!(
            t(arith(
                BinOp::Sub,
                &Val::Int(1),
                &new_rich("Timestamp", &[Val::Int(0)]).unwrap()
            )),
            "Operator '-' is not applicable to an Integer when right side is a Timestamp."
        );
        assert!(crate::types::rich_eq(&span(10.0), &Val::Int(10)));
        assert_eq!(compare(&span(1.5), &Val::Int(1)), Ok(Ordering::Equal));
        let v = |s: &str| new_rich("SemVer", &[Val::str(s)]).unwrap();
        assert!(!crate::types::rich_eq(&v("1.0.0+b1"), &v("1.0.0+b2")));
        assert_eq!(compare(&v("1.2.3"), &v("1.10.0")), Ok(Ordering::Less));
        assert_eq!(
            compare_fn(&span(1.0), &Val::str("hello"), &[]).unwrap().unwrap_err(),
            "compare(): Can only compare values of the same type (or for Timestamp/Timespan also against Numeric). Got Timespan and String"
        );
    }
}
