//! `String.new(value, formats)`: Puppet's StringConverter (`pops/types/string_converter.rb`).
//! A format is `%[flags][width][.prec]X` (flags ` [+#0{<(|-`, container delimiters among
//! them); formats are given as one string (for the value's own type, or for Array/Hash
//! values the container's format) or as a hash of types to formats, where a container format
//! is a hash of `format`, `separator`, `separator2` and `string_formats` (the formats of its
//! elements). The formats merge with the defaults (Float `%f`, Numeric `%d`, Array `%a`,
//! Hash `%h`, Binary `%B`, anything else `%s`) and the most specific type matching a value
//! gives its format. Each kind of value has its own letters; `Kernel.format` is Ruby's.

use crate::ptypes::Rich;
use crate::types::{infer, is_assignable};
use crate::value::{float_str, puppet_quote, Ty, Val, IMAX, IMIN};

/// A parsed format, with a container's separators and element formats.
#[derive(Clone, Debug)]
struct Format {
    orig: String,
    conv: char,
    left: bool,
    alt: bool,
    /// ' ' or '+' (else none)
    plus: Option<char>,
    delims: Option<char>,
    width: Option<usize>,
    prec: Option<usize>,
    sep: Option<String>,
    sep2: Option<String>,
    elems: Option<FormatMap>,
}

type FormatMap = Vec<(Ty, Format)>;

fn invalid(fmt: &str) -> String {
    format!("The format '{fmt}' is not a valid format on the form '%<flags><width>.<prec><format>'")
}

impl Format {
    fn parse(fmt: &str) -> Result<Format, String> {
        let b: Vec<char> = fmt.chars().collect();
        if b.first() != Some(&'%') {
            return Err(invalid(fmt));
        }
        let mut i = 1;
        let mut flags = Vec::new();
        while i < b.len() && (b[i].is_whitespace() || "[+#0{<(|-".contains(b[i])) {
            flags.push(b[i]);
            i += 1;
        }
        let num = |i: &mut usize| {
            let s = *i;
            while *i < b.len() && b[*i].is_ascii_digit() {
                *i += 1;
            }
            b[s..*i].iter().collect::<String>()
        };
        let w = if i < b.len() && ('1'..='9').contains(&b[i]) {
            Some(num(&mut i))
        } else {
            None
        };
        let p = if b.get(i) == Some(&'.') {
            i += 1;
            Some(num(&mut i))
        } else {
            None
        };
        let conv = match b.get(i) {
            Some(c) if c.is_ascii_alphabetic() && i + 1 == b.len() => *c,
            _ => return Err(invalid(fmt)),
        };
        let mut seen = flags.clone();
        strata_core::sort::sort(&mut seen);
        seen.dedup();
        if seen.len() != flags.len() {
            return Err(format!("The same flag can only be used once, got '{fmt}'"));
        }
        let delims: Vec<char> = flags
            .iter()
            .copied()
            .filter(|c| "[{(<|".contains(*c))
            .collect();
        if delims.len() > 1 {
            return Err(format!(
                "Only one of the delimiters [ {{ ( < | can be given in the format flags, got '{fmt}'"
            ));
        }
        Ok(Format {
            orig: fmt.to_string(),
            conv,
            left: flags.contains(&'-'),
            alt: flags.contains(&'#'),
            plus: if flags.contains(&' ') {
                Some(' ')
            } else if flags.contains(&'+') {
                Some('+')
            } else {
                None
            },
            delims: delims.first().copied(),
            width: w.and_then(|x| x.parse().ok()),
            prec: p.map(|x| x.parse().unwrap_or(0)),
            sep: None,
            sep2: None,
            elems: None,
        })
    }

    fn delimiter_pair(
        &self,
        default: (&'static str, &'static str),
    ) -> (&'static str, &'static str) {
        match (self.delims, self.plus) {
            (Some('['), _) => ("[", "]"),
            (Some('{'), _) => ("{", "}"),
            (Some('('), _) => ("(", ")"),
            (Some('<'), _) => ("<", ">"),
            (Some('|'), _) => ("|", "|"),
            (_, Some(' ')) => ("", ""),
            _ => default,
        }
    }
}

fn fmt(s: &str) -> Format {
    Format::parse(s).unwrap_or_else(|_| Format::parse("%s").expect("a valid format"))
}

fn any_p() -> FormatMap {
    vec![(Ty::Any, fmt("%p"))]
}

fn defaults() -> FormatMap {
    let mut array = fmt("%a");
    array.sep = Some(", ".into());
    array.sep2 = Some(", ".into());
    array.elems = Some(any_p());
    let mut hash = fmt("%h");
    hash.sep = Some(", ".into());
    hash.sep2 = Some(" => ".into());
    hash.elems = Some(any_p());
    vec![
        (Ty::Float(f64::NEG_INFINITY, f64::INFINITY), fmt("%f")),
        (Ty::Numeric, fmt("%d")),
        (Ty::Array(Box::new(Ty::Any), 0, IMAX), array),
        (
            Ty::Hash(Box::new(Ty::Any), Box::new(Ty::Any), 0, IMAX),
            hash,
        ),
        (Ty::Other("Binary".into()), fmt("%B")),
        (Ty::Any, fmt("%s")),
    ]
}

fn merge(lower: Option<&Format>, higher: Option<&Format>) -> Option<Format> {
    match (lower, higher) {
        (Some(l), Some(h)) => {
            let mut r = fmt(&h.orig);
            r.sep = h.sep.clone().or_else(|| l.sep.clone());
            r.sep2 = h.sep2.clone().or_else(|| l.sep2.clone());
            r.elems = merge_maps(l.elems.as_ref(), h.elems.as_ref());
            Some(r)
        }
        (x, y) => x.or(y).cloned(),
    }
}

fn type_rank(t: &Ty) -> u8 {
    match t {
        Ty::Struct(_) => 1,
        Ty::Hash(..) => 2,
        Ty::Tuple(..) => 3,
        Ty::Array(..) => 4,
        Ty::Pattern(_) => 10,
        Ty::Enum(..) => 11,
        Ty::String(..) => 12,
        _ => 0,
    }
}

fn merge_maps(lower: Option<&FormatMap>, higher: Option<&FormatMap>) -> Option<FormatMap> {
    let (lower, higher) = match (lower, higher) {
        (Some(l), Some(h)) => (l, h),
        (x, y) => return x.or(y).cloned(),
    };
    let kept: Vec<&(Ty, Format)> = lower
        .iter()
        .filter(|(lk, _)| {
            !higher
                .iter()
                .any(|(hk, _)| hk != lk && is_assignable(hk, lk))
        })
        .collect();
    let mut keys: Vec<Ty> = Vec::new();
    for (k, _) in kept
        .iter()
        .map(|x| (&x.0, &x.1))
        .chain(higher.iter().map(|x| (&x.0, &x.1)))
    {
        if !keys.contains(k) {
            keys.push(k.clone());
        }
    }
    let mut merged: FormatMap = keys
        .into_iter()
        .filter_map(|k| {
            let l = kept.iter().find(|(x, _)| *x == k).map(|x| &x.1);
            let h = higher.iter().find(|(x, _)| *x == k).map(|x| &x.1);
            merge(l, h).map(|f| (k, f))
        })
        .collect();
    // sort_formats: narrower types first, then by rank, then by name
    let cmp = |a: &Ty, b: &Ty| -> std::cmp::Ordering {
        use std::cmp::Ordering::*;
        if a == b {
            return Equal;
        }
        let (ab, ba) = (is_assignable(b, a), is_assignable(a, b));
        if ab && !ba {
            Less
        } else if !ab && ba {
            Greater
        } else {
            let (ra, rb) = (type_rank(a), type_rank(b));
            if ra == 0 || rb == 0 {
                a.to_string().cmp(&b.to_string())
            } else {
                ra.cmp(&rb)
            }
        }
    };
    // an insertion sort: the comparison is no total order, each element goes before the
    // first that it sorts before
    let mut sorted: FormatMap = Vec::with_capacity(merged.len());
    for e in merged.drain(..) {
        let at = sorted
            .iter()
            .position(|(k, _)| cmp(&e.0, k) == std::cmp::Ordering::Less)
            .unwrap_or(sorted.len());
        sorted.insert(at, e);
    }
    Some(sorted)
}

fn type_of_key(k: &Val) -> Result<Ty, String> {
    match k {
        Val::Type(t) => Ok(match &**t {
            Ty::Alias(_, x) => (**x).clone(),
            other => other.clone(),
        }),
        other => Err(format!(
            "top level keys in the format hash must be data types, got instance of '{}'",
            ruby_class(other)
        )),
    }
}

/// The signature of `new_string` as Puppet's dispatcher prints it when `string_formats` fails
/// its type (`Formats = Variant[Default, String[1], TypeMap]`).
pub(crate) const NEW_STRING_SIGNATURE: &str = "'new_string' expects (Convertible = Any from, Formats = Variant[Default, String[1], TypeMap = Hash[Type, Variant[Format = Pattern[/^%([\\s\\[+#0{<(|-]*)([1-9][0-9]*)?(?:\\.([0-9]+))?([a-zA-Z])$/], ContainerFormat = Struct[{Optional['format'] => Format = Pattern[/^%([\\s\\[+#0{<(|-]*)([1-9][0-9]*)?(?:\\.([0-9]+))?([a-zA-Z])$/], Optional['separator'] => String, Optional['separator2'] => String, Optional['string_formats'] => Hash[Type, Format = Pattern[/^%([\\s\\[+#0{<(|-]*)([1-9][0-9]*)?(?:\\.([0-9]+))?([a-zA-Z])$/]]}]]]] string_formats?)";

/// `new_string`'s `Formats` type, its aliases written out.
pub(crate) const FORMATS_TYPE: &str = "Formats = Variant[Default, String[1], TypeMap = Hash[Type, Variant[Format = Pattern[/^%([\\s\\[+#0{<(|-]*)([1-9][0-9]*)?(?:\\.([0-9]+))?([a-zA-Z])$/], ContainerFormat = Struct[{Optional['format'] => Format = Pattern[/^%([\\s\\[+#0{<(|-]*)([1-9][0-9]*)?(?:\\.([0-9]+))?([a-zA-Z])$/], Optional['separator'] => String, Optional['separator2'] => String, Optional['string_formats'] => Hash[Type, Format = Pattern[/^%([\\s\\[+#0{<(|-]*)([1-9][0-9]*)?(?:\\.([0-9]+))?([a-zA-Z])$/]]}]]]]";

/// Whether a string matches `new_string`'s `Format` pattern
/// (`/^%([\s\[+#0{<(|-]*)([1-9][0-9]*)?(?:\.([0-9]+))?([a-zA-Z])$/`).
fn format_pattern_ok(f: &str) -> bool {
    let b: Vec<char> = f.chars().collect();
    if b.first() != Some(&'%') {
        return false;
    }
    let mut i = 1;
    while i < b.len() && (b[i].is_whitespace() || "[+#0{<(|-".contains(b[i])) {
        i += 1;
    }
    if i < b.len() && ('1'..='9').contains(&b[i]) {
        while i < b.len() && b[i].is_ascii_digit() {
            i += 1;
        }
    }
    if i < b.len() && b[i] == '.' && b.get(i + 1).is_some_and(|c| c.is_ascii_digit()) {
        i += 1;
        while i < b.len() && b[i].is_ascii_digit() {
            i += 1;
        }
    }
    i + 1 == b.len() && b[i].is_ascii_alphabetic()
}

/// Whether `string_formats` is an instance of `new_string`'s `Formats` type.
pub(crate) fn formats_type_ok(f: &Val) -> bool {
    let type_map = |h: &Val, values: &dyn Fn(&Val) -> bool| match h {
        Val::Hash(m) => m
            .iter()
            .all(|(k, v)| matches!(k, Val::Type(_)) && values(v)),
        _ => false,
    };
    let format = |v: &Val| matches!(v, Val::Str(s) if format_pattern_ok(s));
    let container = |v: &Val| match v {
        Val::Hash(m) => m.iter().all(|(k, x)| match k {
            Val::Str(k) => match &**k {
                "format" => format(x),
                "separator" | "separator2" => matches!(x, Val::Str(_)),
                "string_formats" => type_map(x, &format),
                _ => false,
            },
            _ => false,
        }),
        _ => false,
    };
    match f {
        Val::Default => true,
        Val::Str(s) => !s.is_empty(),
        h => type_map(h, &|v| format(v) || container(v)),
    }
}

/// validate_input: a hash of types to formats or container formats.
fn read_map(h: &Val) -> Result<FormatMap, String> {
    let Val::Hash(h) = h else {
        return Err(format!(
            "expected a hash with type to format mappings, got instance of '{}'",
            ruby_class(h)
        ));
    };
    let mut out = Vec::new();
    for (k, v) in h.iter() {
        let t = type_of_key(k)?;
        let f = match v {
            Val::Hash(m) => {
                for key in m.keys() {
                    let ok = matches!(key, Val::Str(s) if matches!(&**s, "separator" | "separator2" | "format" | "string_formats"));
                    if !ok {
                        return Err(format!("only 'separator', 'separator2', 'format', 'string_formats' are allowed in a container format, got {}", v.to_display()));
                    }
                }
                let get = |n: &str| m.get(&Val::str(n)).filter(|x| !x.is_undef());
                let mut f = Format::parse(get("format").and_then(|x| x.as_str()).unwrap_or(""))?;
                f.sep = get("separator").map(|x| x.to_display());
                f.sep2 = get("separator2").map(|x| x.to_display());
                f.elems = match get("string_formats") {
                    Some(x) => Some(read_map(x)?),
                    None => None,
                };
                f
            }
            Val::Str(s) => Format::parse(s)?,
            other => Format::parse(&other.to_display())?,
        };
        out.push((t, f));
    }
    Ok(out)
}

/// `String.new(value, formats)` (formats `default`, a String, or a Hash).
pub(crate) fn convert(v: &Val, formats: Option<&Val>) -> Result<String, String> {
    let user: Option<FormatMap> = match formats {
        None | Some(Val::Default) => None,
        Some(Val::Str(s)) => {
            let t = infer(v);
            let key = match v {
                Val::Array(_) | Val::Iter(..) => Ty::Array(Box::new(Ty::Any), 0, IMAX),
                Val::Hash(_) => Ty::Hash(Box::new(Ty::Any), Box::new(Ty::Any), 0, IMAX),
                _ => t,
            };
            Some(vec![(key, Format::parse(s)?)])
        }
        Some(h @ Val::Hash(_)) => Some(read_map(h)?),
        Some(other) => {
            return Err(format!(
                "string conversion expects a Default value or a Hash of type to format mappings, got a '{}'",
                ruby_class(other)
            ))
        }
    };
    let map = match user {
        Some(u) => merge_maps(Some(&defaults()), Some(&u)).unwrap_or_default(),
        None => defaults(),
    };
    conv(v, &map, Indent::start())
}

#[derive(Clone, Copy)]
struct Indent {
    level: usize,
    first: bool,
    indenting: bool,
}

impl Indent {
    fn start() -> Indent {
        Indent {
            level: 0,
            first: true,
            indenting: false,
        }
    }
    fn subsequent(self) -> Indent {
        Indent {
            first: false,
            ..self
        }
    }
    fn indenting(self, on: bool) -> Indent {
        Indent {
            indenting: on,
            ..self
        }
    }
    fn increase(self, on: bool) -> Indent {
        Indent {
            level: self.level + 1,
            first: true,
            indenting: on,
        }
    }
    fn breaks(self) -> bool {
        self.indenting && self.level > 0 && !self.first
    }
    fn padding(self) -> String {
        " ".repeat(2 * self.level)
    }
}

fn get_format(v: &Val, map: &FormatMap) -> Format {
    let t = infer(v);
    map.iter()
        .find(|(k, _)| is_assignable(k, &t))
        .map(|(_, f)| f.clone())
        .unwrap_or_else(|| fmt("%s"))
}

fn illegal(type_name: &str, actual: char, expected: &str) -> String {
    format!("Illegal format '{actual}' specified for value of {type_name} type - expected one of the characters '{expected}'")
}

fn apply_string_flags(f: &Format, s: &str) -> String {
    let s: String = match f.prec {
        Some(p) => s.chars().take(p).collect(),
        None => s.to_string(),
    };
    pad(&s, f.width, f.left, ' ')
}

fn pad(s: &str, width: Option<usize>, left: bool, fill: char) -> String {
    let n = s.chars().count();
    match width {
        Some(w) if n < w => {
            let fillers: String = std::iter::repeat_n(fill, w - n).collect();
            if left {
                format!("{s}{fillers}")
            } else {
                format!("{fillers}{s}")
            }
        }
        _ => s.to_string(),
    }
}

/// One argument of Ruby's `Kernel.format`.
enum Arg<'a> {
    Int(i64),
    Float(f64),
    Str(&'a str),
    /// An object: its `to_s` and its `inspect`.
    Obj(&'a str, &'a str),
}

fn is_container(v: &Val) -> bool {
    matches!(v, Val::Array(_) | Val::Hash(_) | Val::Iter(..))
}

fn conv(v: &Val, map: &FormatMap, ind: Indent) -> Result<String, String> {
    let f = get_format(v, map);
    let c = f.conv;
    match v {
        Val::Undef => Ok(apply_string_flags(
            &f,
            match c {
                'n' => {
                    if f.alt {
                        "null"
                    } else {
                        "nil"
                    }
                }
                'u' => {
                    if f.alt {
                        "undefined"
                    } else {
                        "undef"
                    }
                }
                'd' | 'x' | 'X' | 'o' | 'b' | 'B' | 'e' | 'E' | 'f' | 'g' | 'G' | 'a' | 'A' => {
                    "NaN"
                }
                'v' => "n/a",
                'V' => "N/A",
                's' => {
                    if f.alt {
                        "\"\""
                    } else {
                        ""
                    }
                }
                'p' => {
                    if f.alt {
                        "\"undef\""
                    } else {
                        "undef"
                    }
                }
                _ => return Err(illegal("Undef", c, "nudxXobBeEfgGaAvVsp")),
            },
        )),
        Val::Default => Ok(apply_string_flags(
            &f,
            match c {
                'd' | 's' | 'p' => {
                    if f.alt {
                        "\"default\""
                    } else {
                        "default"
                    }
                }
                'D' => {
                    if f.alt {
                        "\"Default\""
                    } else {
                        "Default"
                    }
                }
                _ => return Err(illegal("Default", c, "dDsp")),
            },
        )),
        Val::Bool(b) => {
            let word = |s: &str| -> String {
                if f.alt {
                    s.chars().take(1).collect()
                } else {
                    s.to_string()
                }
            };
            match c {
                't' => Ok(apply_string_flags(
                    &f,
                    &word(if *b { "true" } else { "false" }),
                )),
                'T' => Ok(apply_string_flags(
                    &f,
                    &word(if *b { "True" } else { "False" }),
                )),
                'y' => Ok(apply_string_flags(&f, &word(if *b { "yes" } else { "no" }))),
                'Y' => Ok(apply_string_flags(&f, &word(if *b { "Yes" } else { "No" }))),
                'd' | 'x' | 'X' | 'o' | 'b' | 'B' => conv(
                    &Val::Int(*b as i64),
                    &vec![(Ty::Integer(IMIN, IMAX), f.clone())],
                    ind,
                ),
                'e' | 'E' | 'f' | 'g' | 'G' | 'a' | 'A' => conv(
                    &Val::Float(if *b { 1.0 } else { 0.0 }),
                    &vec![(Ty::Float(f64::NEG_INFINITY, f64::INFINITY), f.clone())],
                    ind,
                ),
                's' | 'p' => Ok(apply_string_flags(&f, if *b { "true" } else { "false" })),
                _ => Err(illegal("Boolean", c, "tTyYdxXobBeEfgGaAsp")),
            }
        }
        Val::Int(i) => match c {
            'd' | 'x' | 'X' | 'o' | 'b' | 'B' | 'p' => kformat(&f.orig, Arg::Int(*i)),
            'e' | 'E' | 'f' | 'g' | 'G' | 'a' | 'A' => kformat(&f.orig, Arg::Float(*i as f64)),
            'c' => {
                let ch = u32::try_from(*i)
                    .ok()
                    .and_then(char::from_u32)
                    .ok_or_else(|| format!("{i} out of char range"))?
                    .to_string();
                let ch = if f.alt { format!("\"{ch}\"") } else { ch };
                kformat(&f.orig.replace('c', "s"), Arg::Str(&ch))
            }
            's' => {
                let text = i.to_string();
                kformat(
                    &f.orig.replace('s', if f.alt { "p" } else { "s" }),
                    Arg::Str(&text),
                )
            }
            _ => Err(illegal("Integer", c, "dxXobBeEfgGaAspc")),
        },
        Val::Float(x) => match c {
            'd' | 'x' | 'X' | 'o' | 'b' | 'B' => kformat(&f.orig, Arg::Int(x.trunc() as i64)),
            'e' | 'E' | 'f' | 'g' | 'G' | 'a' | 'A' | 'p' => kformat(&f.orig, Arg::Float(*x)),
            's' => {
                let s = float_str(*x);
                let s = if f.alt { format!("\"{s}\"") } else { s };
                kformat(&f.orig, Arg::Str(&s))
            }
            _ => Err(illegal("Float", c, "dxXobBeEfgGaAsp")),
        },
        Val::Str(s) => {
            let cap = |s: &str| {
                let mut cs = s.chars();
                match cs.next() {
                    Some(h) => h.to_uppercase().collect::<String>() + &cs.as_str().to_lowercase(),
                    None => String::new(),
                }
            };
            let transformed = match c {
                's' => return kformat(&f.orig, Arg::Str(s)),
                'p' => return Ok(apply_string_flags(&f, &puppet_quote(s, f.alt))),
                'c' => cap(s),
                'C' => s.split("::").map(cap).collect::<Vec<_>>().join("::"),
                'u' => s.to_uppercase(),
                'd' => s.to_lowercase(),
                't' => s.trim().to_string(),
                _ => return Err(illegal("String", c, "cCudspt")),
            };
            if f.alt {
                Ok(apply_string_flags(&f, &puppet_quote(&transformed, false)))
            } else {
                kformat(&f.orig.replace(c, "s"), Arg::Str(&transformed))
            }
        }
        Val::Regex(r) => match c {
            'p' => {
                let text = crate::regex::inspect(&r.src);
                if f.orig == "%p" {
                    Ok(text)
                } else {
                    kformat(&f.orig.replace('p', "s"), Arg::Str(&text))
                }
            }
            's' => {
                let text = if f.alt {
                    puppet_quote(&r.src, false)
                } else {
                    r.src.to_string()
                };
                if f.orig == "%s" {
                    Ok(text)
                } else {
                    kformat(&f.orig, Arg::Str(&text))
                }
            }
            _ => Err(illegal("Regexp", c, "sp")),
        },
        Val::Type(t) => match c {
            's' => {
                let text = if f.alt {
                    format!("\"{t}\"")
                } else {
                    t.to_string()
                };
                kformat(&f.orig, Arg::Str(&text))
            }
            'p' => kformat(&f.orig.replace('p', "s"), Arg::Str(&t.to_string())),
            _ => Err(illegal("Type", c, "sp")),
        },
        Val::Array(a) | Val::Iter(a, _) => array(a, &f, map, ind),
        Val::Hash(h) => hash(h, &f, map, ind),
        Val::Rich(r) => match &**r {
            Rich::Binary(bytes) => {
                let sub = if f.alt { "p" } else { "s" };
                match c {
                    's' => {
                        let text = String::from_utf8_lossy(bytes).into_owned();
                        kformat(&f.orig.replace('s', sub), Arg::Str(&text))
                    }
                    'p' => Ok(format!(
                        "Binary(\"{}\")",
                        kformat(&f.orig.replace('p', "s"), Arg::Str(&r.to_s()))?
                    )),
                    'b' => kformat(
                        &f.orig.replace('b', sub),
                        Arg::Str(&crate::ptypes::binary::relaxed_encode(bytes)),
                    ),
                    'B' => kformat(&f.orig.replace('B', sub), Arg::Str(&r.to_s())),
                    'u' => kformat(
                        &f.orig.replace('u', sub),
                        Arg::Str(&crate::ptypes::binary::urlsafe_encode(bytes)),
                    ),
                    't' => kformat(&f.orig.replace('t', sub), Arg::Str("Binary")),
                    'T' => kformat(&f.orig.replace('T', sub), Arg::Str("BINARY")),
                    _ => Err(illegal("Binary", c, "bButTsp")),
                }
            }
            // string_PRuntimeType: `%s` the name, `%p` it quoted, `%q` Ruby's inspect
            Rich::Symbol(s) => match c {
                's' => kformat(&f.orig, Arg::Str(s)),
                'p' => kformat(
                    &f.orig.replace('p', "s"),
                    Arg::Str(&crate::value::puppet_quote(s, false)),
                ),
                'q' => kformat(&f.orig.replace('q', "s"), Arg::Str(&format!(":{s}"))),
                _ => Err(illegal("Runtime", c, "spq")),
            },
            // string_PURIType: `%p` as TypeFormatter writes the value, `%s` its text
            Rich::Uri(u) => match c {
                'p' => {
                    let text = format!("URI({})", crate::value::quote_str(&u.to_s()));
                    kformat(&f.orig.replace('p', "s"), Arg::Str(&text))
                }
                's' => {
                    let text = if f.alt {
                        crate::value::quote_str(&u.to_s())
                    } else {
                        u.to_s()
                    };
                    kformat(&f.orig, Arg::Str(&text))
                }
                _ => Err(illegal("URI", c, "sp")),
            },
            // string_PAnyType: Kernel.format with the value (a version's inspect is its
            // text; a time value's is Ruby's object dump, shown here as its text)
            other => {
                let text = other.to_s();
                kformat(&f.orig, Arg::Obj(&text, &text))
            }
        },
        Val::Sensitive(_) => kformat(
            &f.orig,
            Arg::Obj(
                "Sensitive [value redacted]",
                "#<Sensitive [value redacted]>",
            ),
        ),
        Val::Deferred(_) => {
            let text = v.to_display();
            kformat(&f.orig, Arg::Obj(&text, &text))
        }
    }
}

fn array(a: &[Val], f: &Format, map: &FormatMap, ind: Indent) -> Result<String, String> {
    let sep = f.sep.clone().unwrap_or_else(|| ", ".into());
    let elems = f.elems.clone().unwrap_or_else(any_p);
    let delims = f.delimiter_pair(("[", "]"));
    let ind = ind.indenting(f.alt || ind.indenting);
    if !matches!(f.conv, 'a' | 's' | 'p') {
        return Err(illegal("Array", f.conv, "asp"));
    }
    let mut buf = String::new();
    if ind.breaks() {
        buf.push('\n');
        buf.push_str(&ind.padding());
    }
    buf.push_str(delims.0);
    let mut child = ind.increase(f.alt);
    let mut mapped = Vec::with_capacity(a.len());
    for v in a {
        if child.first {
            child = child.subsequent();
        }
        mapped.push(conv(v, if is_container(v) { map } else { &elems }, child)?);
    }
    let sz_break = if f.alt && f.width.is_some() {
        let mut widest = vec![0usize];
        for (i, v) in a.iter().enumerate() {
            if is_container(v) {
                widest.push(0);
            } else if let Some(last) = widest.last_mut() {
                *last += mapped[i].chars().count();
            }
        }
        widest.into_iter().max().unwrap_or(0) > f.width.unwrap_or(usize::MAX)
    } else {
        false
    };
    let mut child = ind.increase(f.alt);
    for (i, v) in a.iter().enumerate() {
        let s = &mapped[i];
        if child.first {
            child = child.subsequent();
            if sz_break && !is_container(v) {
                buf.push(' ');
            }
        } else {
            buf.push_str(&sep);
            if (sz_break && !is_container(v))
                || (f.alt && i > 0 && is_container(&a[i - 1]) && !is_container(v))
            {
                if !buf.ends_with('\n') {
                    let t = buf.trim_end().len();
                    buf.truncate(t);
                }
                buf.push('\n');
                buf.push_str(&child.padding());
            }
        }
        if buf.ends_with(' ') && s.starts_with('\n') {
            let t = buf.trim_end().len();
            buf.truncate(t);
        }
        buf.push_str(s);
    }
    buf.push_str(delims.1);
    Ok(buf)
}

fn hash(
    h: &indexmap::IndexMap<Val, Val>,
    f: &Format,
    map: &FormatMap,
    ind: Indent,
) -> Result<String, String> {
    let mut sep = f.sep.clone().unwrap_or_else(|| ", ".into());
    let assoc = f.sep2.clone().unwrap_or_else(|| " => ".into());
    let elems = f.elems.clone().unwrap_or_else(any_p);
    let delims = f.delimiter_pair(("{", "}"));
    if f.alt {
        if !sep.ends_with('\n') {
            sep = sep.trim_end().to_string();
        }
        sep.push('\n');
    }
    match f.conv {
        'a' => {
            let pairs: Vec<Val> = h
                .iter()
                .map(|(k, v)| Val::array(vec![k.clone(), v.clone()]))
                .collect();
            conv(&Val::array(pairs), map, ind)
        }
        'h' | 's' | 'p' => {
            let ind = ind.indenting(f.alt || ind.indenting);
            let mut buf = String::new();
            if ind.breaks() {
                buf.push('\n');
                buf.push_str(&ind.padding());
            }
            let child = ind.increase(false);
            let (cond_break, padding) = if f.alt {
                ("\n", child.padding())
            } else {
                ("", String::new())
            };
            buf.push_str(delims.0);
            buf.push_str(cond_break);
            let mut parts = Vec::with_capacity(h.len());
            for (k, v) in h.iter() {
                let ks = conv(k, if is_container(k) { map } else { &elems }, child)?;
                let vs = conv(v, if is_container(v) { map } else { &elems }, child)?;
                parts.push(format!("{padding}{ks}{assoc}{vs}"));
            }
            buf.push_str(&parts.join(&sep));
            if f.alt {
                buf.push_str(cond_break);
                buf.push_str(&ind.padding());
            }
            buf.push_str(delims.1);
            Ok(buf)
        }
        other => Err(illegal("Hash", other, "hasp")),
    }
}

/// The Ruby class name of a value, for messages.
fn ruby_class(v: &Val) -> &'static str {
    match v {
        Val::Undef => "NilClass",
        Val::Default => "Symbol",
        Val::Bool(true) => "TrueClass",
        Val::Bool(false) => "FalseClass",
        Val::Int(_) => "Integer",
        Val::Float(_) => "Float",
        Val::Str(_) => "String",
        Val::Regex(_) => "Regexp",
        Val::Array(_) | Val::Iter(..) => "Array",
        Val::Hash(_) => "Hash",
        Val::Rich(r) => crate::ptypes::ruby_class(r),
        _ => "Object",
    }
}

/// The digits of a negative number in two's complement as Ruby shows them (`..f01`).
fn twos_complement(n: i64, radix: u32) -> String {
    let bits = match radix {
        16 => 4,
        8 => 3,
        _ => 1,
    };
    let top = (radix - 1) as u64;
    let mut digits = Vec::new();
    let mut x = n as u64;
    let count = 64_usize.div_ceil(bits);
    for _ in 0..count {
        digits.push((x & top) as u32);
        x >>= bits;
    }
    // the top digit of an octal expansion has fewer bits: fill it as the sign
    if radix == 8 {
        if let Some(d) = digits.last_mut() {
            *d |= 6;
        }
    }
    while digits.len() > 1
        && digits[digits.len() - 1] == top as u32
        && digits[digits.len() - 2] == top as u32
    {
        digits.pop();
    }
    let body: String = digits
        .iter()
        .rev()
        .map(|d| std::char::from_digit(*d, radix).unwrap_or('0'))
        .collect();
    format!("..{body}")
}

/// `%e` as C prints it: mantissa with `prec` decimals, exponent signed with 2 digits or more.
fn exp_format(x: f64, prec: usize, upper: bool) -> String {
    let s = format!("{:.*e}", prec, x.abs());
    let (m, e) = s.split_once('e').unwrap_or((&s, "0"));
    let e: i32 = e.parse().unwrap_or(0);
    let out = format!("{m}e{}{:02}", if e < 0 { '-' } else { '+' }, e.abs());
    if upper {
        out.to_uppercase()
    } else {
        out
    }
}

fn g_format(x: f64, prec: usize, alt: bool, upper: bool) -> String {
    let p = if prec == 0 { 1 } else { prec };
    if x == 0.0 {
        return if alt {
            format!("{:.*}", p - 1, 0.0)
        } else {
            "0".into()
        };
    }
    let e: i32 = format!("{:.*e}", p - 1, x.abs())
        .split_once('e')
        .and_then(|(_, e)| e.parse().ok())
        .unwrap_or(0);
    let mut s = if e < -4 || e >= p as i32 {
        exp_format(x.abs(), p - 1, upper)
    } else {
        format!("{:.*}", (p as i32 - 1 - e).max(0) as usize, x.abs())
    };
    if !alt {
        let (m, ex) = match s.find(['e', 'E']) {
            Some(i) => (s[..i].to_string(), s[i..].to_string()),
            None => (s.clone(), String::new()),
        };
        let m = if m.contains('.') {
            m.trim_end_matches('0').trim_end_matches('.').to_string()
        } else {
            m
        };
        s = m + &ex;
    }
    s
}

fn hex_float(x: f64, upper: bool, prec: Option<usize>) -> String {
    let a = x.abs();
    let s = if !a.is_finite() {
        if a.is_nan() { "NaN" } else { "Inf" }.to_string()
    } else if a == 0.0 {
        match prec {
            Some(p) if p > 0 => format!("0x0.{}p+0", "0".repeat(p)),
            _ => "0x0p+0".to_string(),
        }
    } else {
        let bits = a.to_bits();
        let exp = ((bits >> 52) & 0x7ff) as i64;
        let mant = bits & ((1u64 << 52) - 1);
        let (mut lead, mut e) = if exp == 0 {
            (0u64, -1022)
        } else {
            (1u64, exp - 1023)
        };
        let mut mant = mant;
        // fewer hex digits than the 13 of the mantissa: rounded (to even on a tie) as C's
        // printf does, a carry into the leading digit renormalized (`0x1.00p+1`)
        if let Some(p) = prec.filter(|p| *p < 13) {
            let drop = 4 * (13 - p as u32);
            let full = (lead << 52) | mant;
            let mut q = full >> drop;
            let rem = full & ((1u64 << drop) - 1);
            let half = 1u64 << (drop - 1);
            if rem > half || (rem == half && q & 1 == 1) {
                q += 1;
            }
            let one = 1u64 << (4 * p as u32);
            if lead == 1 && q >= 2 * one {
                q >>= 1;
                e += 1;
            }
            lead = q / one;
            mant = (q % one) << drop;
        }
        let mut hex = format!("{mant:013x}");
        while hex.ends_with('0') {
            hex.pop();
        }
        if let Some(p) = prec {
            while hex.len() < p {
                hex.push('0');
            }
            hex.truncate(p);
        }
        let frac = if hex.is_empty() {
            String::new()
        } else {
            format!(".{hex}")
        };
        format!(
            "0x{lead}{frac}p{}{}",
            if e < 0 { '-' } else { '+' },
            e.abs()
        )
    };
    if upper {
        s.to_uppercase()
    } else {
        s
    }
}

/// Ruby's `Kernel.format(fmt, arg)` for a format of one directive and nothing else.
fn kformat(fmt: &str, arg: Arg<'_>) -> Result<String, String> {
    let b: Vec<char> = fmt.chars().collect();
    let mut i = 1;
    let (mut left, mut plus, mut space, mut zero, mut alt) = (false, false, false, false, false);
    while let Some(&c) = b.get(i) {
        match c {
            '-' => left = true,
            '+' => plus = true,
            ' ' => space = true,
            '0' => zero = true,
            '#' => alt = true,
            _ => break,
        }
        i += 1;
    }
    let mut width = None;
    let s = i;
    while b.get(i).is_some_and(|c| c.is_ascii_digit()) {
        i += 1;
    }
    if i > s {
        width = b[s..i].iter().collect::<String>().parse::<usize>().ok();
    }
    let mut prec = None;
    if b.get(i) == Some(&'.') {
        i += 1;
        let s = i;
        while b.get(i).is_some_and(|c| c.is_ascii_digit()) {
            i += 1;
        }
        prec = Some(
            b[s..i]
                .iter()
                .collect::<String>()
                .parse::<usize>()
                .unwrap_or(0),
        );
    }
    let Some(&conv) = b.get(i) else {
        return Err("incomplete format specifier; use %% (double %) instead".into());
    };
    if !conv.is_ascii_alphabetic() {
        return Err(format!("malformed format string - %{conv}"));
    }
    let sign = |neg: bool| -> &'static str {
        if neg {
            "-"
        } else if plus {
            "+"
        } else if space {
            " "
        } else {
            ""
        }
    };
    // number text: sign + prefix + digits, padded
    let num = |sgn: &str, prefix: &str, digits: String| -> String {
        let body_len = sgn.len() + prefix.len() + digits.chars().count();
        match width {
            Some(w) if body_len < w && zero && !left => {
                format!("{sgn}{prefix}{}{digits}", "0".repeat(w - body_len))
            }
            _ => pad(&format!("{sgn}{prefix}{digits}"), width, left, ' '),
        }
    };
    let int_of = |a: &Arg<'_>| -> Result<i64, String> {
        match a {
            Arg::Int(n) => Ok(*n),
            Arg::Float(f) => Ok(f.floor() as i64),
            Arg::Str(s) | Arg::Obj(s, _) => s
                .trim()
                .parse()
                .map_err(|_| format!("invalid value for Integer(): \"{s}\"")),
        }
    };
    let float_of = |a: &Arg<'_>| -> Result<f64, String> {
        match a {
            Arg::Int(n) => Ok(*n as f64),
            Arg::Float(f) => Ok(*f),
            Arg::Str(s) | Arg::Obj(s, _) => s
                .trim()
                .parse()
                .map_err(|_| format!("invalid value for Float(): \"{s}\"")),
        }
    };
    Ok(match conv {
        'd' | 'i' | 'u' => {
            let n = int_of(&arg)?;
            let mut digits = n.unsigned_abs().to_string();
            if let Some(p) = prec {
                while digits.len() < p {
                    digits.insert(0, '0');
                }
            }
            num(sign(n < 0), "", digits)
        }
        'x' | 'X' | 'o' | 'b' | 'B' => {
            let n = int_of(&arg)?;
            let radix = match conv {
                'x' | 'X' => 16,
                'o' => 8,
                _ => 2,
            };
            let explicit_sign = plus || space;
            let digits = if n < 0 && !explicit_sign {
                twos_complement(n, radix)
            } else {
                let u = n.unsigned_abs();
                match radix {
                    16 => format!("{u:x}"),
                    8 => format!("{u:o}"),
                    _ => format!("{u:b}"),
                }
            };
            // a precision is the least number of digits: Ruby's sprintf fills with zeros, or
            // after the `..` of a two's complement with its top digit (`..ffee`)
            let digits = match prec {
                Some(p) if digits.len() < p => match digits.strip_prefix("..") {
                    Some(body) => {
                        let fill = body.chars().next().unwrap_or('f');
                        format!("..{}{body}", fill.to_string().repeat(p - digits.len()))
                    }
                    None => format!("{}{digits}", "0".repeat(p - digits.len())),
                },
                _ => digits,
            };
            let prefix = if alt && n != 0 {
                match conv {
                    'x' => "0x",
                    'X' => "0X",
                    'o' if !digits.starts_with("..") && !digits.starts_with('0') => "0",
                    'b' => "0b",
                    'B' => "0B",
                    _ => "",
                }
            } else {
                ""
            };
            let digits = if conv == 'X' {
                digits.to_uppercase()
            } else {
                digits
            };
            num(if explicit_sign { sign(n < 0) } else { "" }, prefix, digits)
        }
        'f' => {
            let x = float_of(&arg)?;
            if !x.is_finite() {
                pad(
                    &format!(
                        "{}{}",
                        sign(x < 0.0),
                        if x.is_nan() { "NaN" } else { "Inf" }
                    ),
                    width,
                    left,
                    ' ',
                )
            } else {
                // Ruby's sprintf keeps the sign of -0.0 (`-0.000000`)
                num(
                    sign(x.is_sign_negative()),
                    "",
                    format!("{:.*}", prec.unwrap_or(6), x.abs()),
                )
            }
        }
        'e' | 'E' => {
            let x = float_of(&arg)?;
            num(
                sign(x.is_sign_negative() && !x.is_nan()),
                "",
                exp_format(x.abs(), prec.unwrap_or(6), conv == 'E'),
            )
        }
        'g' | 'G' => {
            let x = float_of(&arg)?;
            num(
                sign(x < 0.0),
                "",
                g_format(x, prec.unwrap_or(6), alt, conv == 'G'),
            )
        }
        'a' | 'A' => {
            let x = float_of(&arg)?;
            let text = hex_float(x.abs(), conv == 'A', prec);
            if x.is_finite() {
                // the zeros of a width go after `0x`, as Ruby's sprintf places them
                let (pre, body) = text.split_at(2);
                num(sign(x < 0.0), pre, body.to_string())
            } else {
                num(sign(x < 0.0), "", text)
            }
        }
        's' | 'p' => {
            let text = match (&arg, conv) {
                (Arg::Str(s), 's') => s.to_string(),
                (Arg::Str(s), _) => crate::ruby_inspect::ruby_quote_binary(s),
                (Arg::Obj(s, _), 's') => s.to_string(),
                (Arg::Obj(_, i), _) => i.to_string(),
                (Arg::Int(n), _) => n.to_string(),
                (Arg::Float(f), _) => float_str(*f),
            };
            let text: String = match prec {
                Some(p) => text.chars().take(p).collect(),
                None => text,
            };
            pad(&text, width, left, ' ')
        }
        'c' => {
            let text: String = match &arg {
                Arg::Str(s) | Arg::Obj(s, _) => s.chars().take(1).collect(),
                other => char::from_u32(int_of(other)? as u32)
                    .map(String::from)
                    .unwrap_or_default(),
            };
            pad(&text, width, left, ' ')
        }
        other => return Err(format!("malformed format string - %{other}")),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn s(v: Val, f: &str) -> String {
        convert(&v, Some(&Val::str(f))).unwrap_or_else(|e| format!("ERR {e}"))
    }

    // each expectation checked with Puppet 7.23: `notice(String(value, format))` (3.14159 is
    // the value checked, not an approximation of pi)
    #[test]
    #[allow(clippy::approx_constant)]
    fn scalars() {
        assert_eq!(convert(&Val::Float(1.5), None).unwrap(), "1.500000");
        assert_eq!(s(Val::Int(255), "%#x"), "0xff");
        assert_eq!(s(Val::Int(255), "%#o"), "0377");
        assert_eq!(s(Val::Int(255), "%#b"), "0b11111111");
        assert_eq!(s(Val::Int(255), "%e"), "2.550000e+02");
        assert_eq!(s(Val::Int(255), "%010d"), "0000000255");
        assert_eq!(s(Val::Int(255), "% d"), " 255");
        assert_eq!(s(Val::Int(65), "%#c"), "\"A\"");
        assert_eq!(s(Val::Int(255), "%#s"), "\"255\"");
        // Ruby's `inspect` of the bytes (a binary string): `\a`, `\v`, `\e`, `\#{`, `\x7F`
        assert_eq!(
            s(
                crate::ptypes::val(Rich::Binary(
                    b"a\x07b\x0bc#{'{'}d\x7fe\x01f\x1bg\"h".to_vec()
                )),
                "%#s"
            ),
            r#""a\ab\vc\#{'{'}d\x7Fe\x01f\eg\"h""#
        );
        assert_eq!(s(Val::Int(-255), "%x"), "..f01");
        assert_eq!(s(Val::Int(-5), "%b"), "..1011");
        assert_eq!(s(Val::Int(-255), "%#o"), "..7401");
        assert_eq!(s(Val::Float(3.14159), "%10.3e"), " 3.142e+00");
        assert_eq!(s(Val::Float(3.14159), "%g"), "3.14159");
        assert_eq!(s(Val::Float(1e20), "%s"), "1.0e+20");
        assert_eq!(s(Val::Float(0.1), "%a"), "0x1.999999999999ap-4");
        assert_eq!(s(Val::Float(3.5), "%x"), "3");
        assert_eq!(s(Val::Bool(true), "%#t"), "t");
        assert_eq!(s(Val::Bool(false), "%Y"), "No");
        assert_eq!(s(Val::Bool(true), "%f"), "1.000000");
        assert_eq!(s(Val::str("it's"), "%p"), "'it\\'s'");
        assert_eq!(s(Val::str("a\nb"), "%p"), "\"a\\nb\"");
        assert_eq!(s(Val::str("foo::bar"), "%C"), "Foo::Bar");
        assert_eq!(s(Val::str("hello"), "%#u"), "'HELLO'");
        assert_eq!(s(Val::str("hello"), "%.2s"), "he");
        assert_eq!(s(Val::Undef, "%#n"), "null");
        assert_eq!(s(Val::Undef, "%d"), "NaN");
        assert_eq!(s(Val::Default, "%#p"), "\"default\"");
        assert!(s(Val::Int(1), "%5s|").starts_with("ERR The format '%5s|' is not a valid format"));
        assert_eq!(
            s(Val::str("x"), "%q"),
            "ERR Illegal format 'q' specified for value of String type - expected one of the characters 'cCudspt'"
        );
    }

    #[test]
    fn containers() {
        let a = Val::array(vec![Val::Int(1), Val::Int(2), Val::Int(3)]);
        assert_eq!(convert(&a, None).unwrap(), "[1, 2, 3]");
        assert_eq!(s(a.clone(), "%(a"), "(1, 2, 3)");
        assert_eq!(s(a.clone(), "% a"), "1, 2, 3");
        let mut m = indexmap::IndexMap::new();
        m.insert(Val::str("a"), Val::Int(1));
        m.insert(Val::str("b"), Val::str("x"));
        let h = Val::hash(m);
        assert_eq!(convert(&h, None).unwrap(), "{'a' => 1, 'b' => 'x'}");
        assert_eq!(s(h.clone(), "%a"), "[['a', 1], ['b', 'x']]");
        assert_eq!(s(h.clone(), "%#h"), "{\n  'a' => 1,\n  'b' => 'x'\n}");
        let nested = Val::array(vec![
            Val::Int(1),
            Val::array(vec![Val::Int(2), Val::Int(3)]),
            Val::Int(4),
        ]);
        assert_eq!(s(nested, "%#a"), "[1,\n  [2, 3],\n  4]");
    }
}
