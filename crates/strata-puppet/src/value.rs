//! Puppet values and data types.
//!
//! `Val` is Puppet's runtime value: undef, default, booleans, integers, floats, strings,
//! regexps, arrays, hashes (insertion-ordered, any value as key), types (resource references
//! are `Resource` and `Class` types with a title) and sensitive values. Compound values are
//! shared behind `Arc`.

use indexmap::IndexMap;
use std::fmt::{self, Write as _};
use std::hash::{Hash, Hasher};
use std::sync::Arc;

/// A compiled regular expression with its source text.
#[derive(Debug)]
pub struct Rx {
    /// Source as written.
    pub src: String,
    /// Compiled (None when the pattern is not a valid Ruby regexp).
    pub re: Option<Arc<crate::regex::Regex>>,
}

/// A runtime value.
#[derive(Debug, Clone, Default)]
pub enum Val {
    /// `undef`.
    #[default]
    Undef,
    /// `default`.
    Default,
    /// Boolean.
    Bool(bool),
    /// Integer.
    Int(i64),
    /// Float.
    Float(f64),
    /// String.
    Str(Arc<str>),
    /// Regexp.
    Regex(Arc<Rx>),
    /// Array.
    Array(Arc<Vec<Val>>),
    /// Hash.
    Hash(Arc<IndexMap<Val, Val>>),
    /// A data type (also resource and class references).
    Type(Arc<Ty>),
    /// Sensitive.
    Sensitive(Arc<Val>),
    /// An Iterator: what `reverse_each`, `step` and `tree_each` return without a block (its
    /// elements, computed when it was made, and its element type). It is `Iterable` and
    /// `Iterator`, not an Array.
    Iter(Arc<Vec<Val>>, Arc<Ty>),
    /// A Deferred (Puppet's `Deferred` object, a function call the agent makes): the
    /// function's name and its arguments (None when not given).
    Deferred(Arc<(Arc<str>, Option<Val>)>),
    /// Timespan, Timestamp, SemVer, SemVerRange or Binary (see `ptypes`).
    Rich(Arc<crate::ptypes::Rich>),
}

/// A Puppet data type.
#[derive(Debug, Clone, PartialEq)]
pub enum Ty {
    /// Any.
    Any,
    /// Undef.
    Undef,
    /// Default.
    Default,
    /// Boolean.
    Boolean,
    /// `Boolean[true]` / `Boolean[false]` (Puppet 7's PBooleanType with a value).
    BooleanValue(bool),
    /// `Integer[min, max]`.
    Integer(i64, i64),
    /// `Float[min, max]`.
    Float(f64, f64),
    /// Numeric.
    Numeric,
    /// String[min, max] (optionally one exact value, as `type()` infers).
    String(i64, i64, Option<Arc<str>>),
    /// Enum.
    Enum(Vec<Arc<str>>, bool),
    /// Pattern.
    Pattern(Vec<Arc<str>>),
    /// Regexp (optionally one pattern).
    Regexp(Option<Arc<str>>),
    /// `Array[T, min, max]`.
    Array(Box<Ty>, i64, i64),
    /// `Hash[K, V, min, max]`.
    Hash(Box<Ty>, Box<Ty>, i64, i64),
    /// `Tuple[types, min, max]`.
    Tuple(Vec<Ty>, i64, i64),
    /// Struct.
    Struct(Vec<(Arc<str>, bool, Ty)>),
    /// `Optional[T]`.
    Optional(Box<Ty>),
    /// `NotUndef[T]`.
    NotUndef(Box<Ty>),
    /// `Variant[...]`.
    Variant(Vec<Ty>),
    /// Scalar.
    Scalar,
    /// ScalarData.
    ScalarData,
    /// Data.
    Data,
    /// RichData.
    RichData,
    /// `Collection[min, max]`.
    Collection(i64, i64),
    /// CatalogEntry.
    CatalogEntry,
    /// `Resource[type, title] (type name as written, capitalized)`.
    Resource(Option<Arc<str>>, Option<Arc<str>>),
    /// `Class[name]`.
    Class(Option<Arc<str>>),
    /// `Type[T]`.
    Type(Box<Ty>),
    /// `Callable` (None) or `Callable[params, min, max, block]` / `Callable[[...], Return]`.
    Callable(Option<Arc<CallableSig>>),
    /// Iterable.
    Iterable(Option<Box<Ty>>),
    /// Iterator.
    Iterator(Option<Box<Ty>>),
    /// `Sensitive[T]`.
    Sensitive(Box<Ty>),
    /// Runtime and other types known by name only.
    Other(Arc<str>),
    /// A named alias (`type X = ...`).
    Alias(Arc<str>, Box<Ty>),
    /// `Timespan[..]`, `Timestamp[..]`, `SemVer[..]` with parameters (see `ptypes`).
    Ranged(Arc<crate::ptypes::RangedTy>),
}

/// A Callable's signature (PCallableType): its parameters as a Tuple (types and the size
/// range given, if one was), a block type and a return type.
#[derive(Debug, Clone, PartialEq)]
pub struct CallableSig {
    /// The parameter types (a `Unit` stands for "no types given").
    pub params: Vec<Ty>,
    /// The size range given (`Callable[Integer, 1, 2]`), None when not given.
    pub size: Option<(i64, i64)>,
    /// The block's type (the last parameter when it is a Callable).
    pub block: Option<Ty>,
    /// The return type (`Callable[[...], R]`).
    pub ret: Option<Ty>,
}

impl CallableSig {
    /// The parameters' count range (the Tuple's size range).
    pub fn size_range(&self) -> (i64, i64) {
        self.size
            .unwrap_or((self.params.len() as i64, self.params.len() as i64))
    }

    /// TypeFormatter#append_callable_params: the types (no Unit), `0, 0` when there are none,
    /// else the size range as given, then the block.
    fn params_string(&self) -> String {
        let mut parts: Vec<String> = self
            .params
            .iter()
            .filter(|t| **t != Ty::Unit_())
            .map(|t| t.to_string())
            .collect();
        if self.params.is_empty() {
            parts.push("0".into());
            parts.push("0".into());
        } else if let Some((lo, hi)) = self.size {
            if !(lo == IMIN && hi == IMAX) {
                parts.push(if lo == IMIN {
                    "default".into()
                } else {
                    lo.to_string()
                });
                if hi != IMAX {
                    parts.push(hi.to_string());
                }
            }
        }
        if let Some(b) = &self.block {
            parts.push(b.to_string());
        }
        parts.join(", ")
    }
}

/// Integer bounds meaning "unbounded".
pub const IMIN: i64 = i64::MIN;
/// Integer bounds meaning "unbounded".
pub const IMAX: i64 = i64::MAX;

impl PartialEq for Val {
    fn eq(&self, other: &Val) -> bool {
        use Val::*;
        match (self, other) {
            (Undef, Undef) | (Default, Default) => true,
            (Bool(a), Bool(b)) => a == b,
            (Int(a), Int(b)) => a == b,
            (Float(a), Float(b)) => a == b,
            (Int(a), Float(b)) | (Float(b), Int(a)) => (*a as f64) == *b,
            (Str(a), Str(b)) => a == b,
            (Regex(a), Regex(b)) => a.src == b.src,
            (Array(a), Array(b)) => a == b,
            (Hash(a), Hash(b)) => a.len() == b.len() && a.iter().all(|(k, v)| b.get(k) == Some(v)),
            (Type(a), Type(b)) => a == b,
            // Sensitive#eql?: the same wrapped value
            (Sensitive(a), Sensitive(b)) => a == b,
            (Deferred(a), Deferred(b)) => a == b,
            (Rich(a), Rich(b)) => crate::ptypes::same_key(a, b),
            _ => false,
        }
    }
}
impl Eq for Val {}

impl Val {
    /// Ruby's `eql?` (what `Array#uniq` and Hash keys use): as `==`, except that an Integer
    /// and a Float are never equal (`1` and `1.0` are two values), also inside collections.
    pub fn eql(&self, other: &Val) -> bool {
        use Val::*;
        match (self, other) {
            (Int(_), Float(_)) | (Float(_), Int(_)) => false,
            (Array(a), Array(b)) => {
                a.len() == b.len() && a.iter().zip(b.iter()).all(|(x, y)| x.eql(y))
            }
            (Hash(a), Hash(b)) => {
                a.len() == b.len()
                    && a.iter()
                        .all(|(k, v)| b.iter().any(|(k2, v2)| k.eql(k2) && v.eql(v2)))
            }
            _ => self == other,
        }
    }
}

impl Hash for Val {
    fn hash<H: Hasher>(&self, h: &mut H) {
        match self {
            Val::Undef => 0u8.hash(h),
            Val::Default => 1u8.hash(h),
            Val::Bool(b) => b.hash(h),
            Val::Int(i) => (*i as f64).to_bits().hash(h),
            Val::Float(f) => f.to_bits().hash(h),
            Val::Str(s) => s.hash(h),
            Val::Regex(r) => r.src.hash(h),
            Val::Array(a) => {
                for v in a.iter() {
                    v.hash(h)
                }
            }
            Val::Hash(m) => m.len().hash(h),
            Val::Type(t) => t.to_string().hash(h),
            Val::Sensitive(_) => 9u8.hash(h),
            Val::Deferred(d) => {
                11u8.hash(h);
                d.0.hash(h)
            }
            Val::Rich(r) => r.hash_key().hash(h),
            Val::Iter(a, _) => {
                10u8.hash(h);
                for v in a.iter() {
                    v.hash(h)
                }
            }
        }
    }
}

impl Val {
    /// A string value.
    pub fn str(s: &str) -> Val {
        Val::Str(s.into())
    }
    /// An array value.
    pub fn array(v: Vec<Val>) -> Val {
        Val::Array(Arc::new(v))
    }
    /// A hash value.
    pub fn hash(m: IndexMap<Val, Val>) -> Val {
        Val::Hash(Arc::new(m))
    }
    /// A type value.
    pub fn ty(t: Ty) -> Val {
        Val::Type(Arc::new(t))
    }
    /// Is undef.
    pub fn is_undef(&self) -> bool {
        matches!(self, Val::Undef)
    }
    /// Puppet truthiness: undef and false are false.
    pub fn truthy(&self) -> bool {
        !matches!(self, Val::Undef | Val::Bool(false))
    }
    /// The string, if this is one.
    pub fn as_str(&self) -> Option<&str> {
        match self {
            Val::Str(s) => Some(s),
            _ => None,
        }
    }
    /// A resource reference `Type[title]` if this is one.
    pub fn as_resource_ref(&self) -> Option<(String, String)> {
        match self {
            Val::Type(t) => match &**t {
                Ty::Resource(Some(ty), Some(title)) => Some((ty.to_string(), title.to_string())),
                Ty::Class(Some(n)) => Some(("Class".into(), n.to_string())),
                _ => None,
            },
            _ => None,
        }
    }

    /// Converts to the string Puppet interpolation produces.
    pub fn to_display(&self) -> String {
        let mut s = String::new();
        self.write_display(&mut s, true);
        s
    }

    /// Appends the text an EPP `<%= %>` tag renders: containers show their elements as
    /// top-level text (strings unquoted), unlike string interpolation.
    pub fn write_epp(&self, out: &mut String) {
        if !self.write_container(out, &|v, out| v.write_epp(out)) {
            self.write_display(out, true)
        }
    }

    /// Appends `[a, b]` or `{k => v}` with each element written by `elem`; false (and
    /// nothing written) for a value that is not an array or a hash.
    fn write_container(&self, out: &mut String, elem: &dyn Fn(&Val, &mut String)) -> bool {
        match self {
            Val::Array(a) => {
                out.push('[');
                for (i, v) in a.iter().enumerate() {
                    if i > 0 {
                        out.push_str(", ");
                    }
                    elem(v, out);
                }
                out.push(']');
            }
            Val::Hash(m) => {
                out.push('{');
                for (i, (k, v)) in m.iter().enumerate() {
                    if i > 0 {
                        out.push_str(", ");
                    }
                    elem(k, out);
                    out.push_str(" => ");
                    elem(v, out);
                }
                out.push('}');
            }
            _ => return false,
        }
        true
    }

    /// Appends an Object's attribute value as Puppet's TypeFormatter writes it in the
    /// Object's string form (`string_Object`): as elements of a container are written, but a
    /// Sensitive value, which is no Object, as `Instance of Sensitive[String]`.
    fn write_object_attr(&self, out: &mut String) {
        match self {
            Val::Sensitive(_) => {
                let _ = write!(out, "Instance of {}", crate::types::infer(self));
            }
            Val::Array(_) | Val::Hash(_) => {
                self.write_container(out, &|v, out| v.write_object_attr(out));
            }
            _ => self.write_display(out, false),
        }
    }

    /// Appends the text of the value as string interpolation shows it (`top`: the value
    /// itself rather than an element of a container, whose strings are quoted).
    pub fn write_display(&self, out: &mut String, top: bool) {
        match self {
            Val::Undef => {
                if !top {
                    out.push_str("undef")
                }
            }
            Val::Default => out.push_str("default"),
            Val::Bool(b) => out.push_str(if *b { "true" } else { "false" }),
            Val::Int(i) => {
                let _ = write!(out, "{i}");
            }
            Val::Float(f) => out.push_str(&float_str(*f)),
            Val::Str(s) => {
                if top {
                    out.push_str(s)
                } else {
                    out.push_str(&quote_str(s))
                }
            }
            Val::Regex(r) => out.push_str(&crate::regex::inspect(&r.src)),
            // Puppet shows the Ruby object; strata its elements, as an array.
            Val::Iter(a, _) => Val::Array(a.clone()).write_display(out, top),
            Val::Array(_) | Val::Hash(_) => {
                self.write_container(out, &|v, out| v.write_display(out, false));
            }
            // Puppet's TypeFormatter quotes a reference's title (`File['/a']`); a 3.x
            // Puppet::Resource (what `stdlib::str2resource` returns) prints `File[/a]`, but
            // strata has one value for both and prints the former (the catalog keeps the
            // 3.x form, see output.rs).
            Val::Type(t) => match crate::ptypes::object::object_type(self) {
                // an Object type prints its definition
                Some(o) if top => out.push_str(&o.expanded()),
                // so does Deferred, Puppet's built-in Object type (`Pcore::DeferredType`)
                None if top && matches!(&**t, Ty::Other(n) if &**n == "Deferred") => {
                    out.push_str(DEFERRED_TYPE_EXPANDED)
                }
                _ => {
                    let _ = write!(out, "{t}");
                }
            },
            Val::Sensitive(_) => out.push_str("Sensitive [value redacted]"),
            Val::Rich(r) => out.push_str(&r.to_s()),
            // an Object's string form (Puppet's TypeFormatter): its type name and its
            // attributes that differ from their defaults, as a hash
            Val::Deferred(d) => {
                out.push_str("Deferred(");
                Val::Hash(Arc::new(deferred_init(d))).write_object_attr(out);
                out.push(')');
            }
        }
    }
}

/// The init hash of a Deferred: `name`, and `arguments` when given.
pub fn deferred_init(d: &(Arc<str>, Option<Val>)) -> IndexMap<Val, Val> {
    let mut m = IndexMap::new();
    m.insert(Val::str("name"), Val::Str(d.0.clone()));
    if let Some(a) = &d.1 {
        m.insert(Val::str("arguments"), a.clone());
    }
    m
}

/// Ruby-style float text.
pub fn float_str(f: f64) -> String {
    if f.is_nan() {
        return "NaN".into();
    }
    if f.is_infinite() {
        return if f > 0.0 {
            "Infinity".into()
        } else {
            "-Infinity".into()
        };
    }
    if f == f.trunc() && f.abs() < 1e16 {
        return format!("{f:.1}");
    }
    let s = format!("{f}");
    if f.abs() >= 1e16 || (f != 0.0 && f.abs() < 1e-4) {
        let e = format!("{f:e}");
        if let Some((m, x)) = e.split_once('e') {
            let m = if m.contains('.') {
                m.to_string()
            } else {
                format!("{m}.0")
            };
            let x: i32 = x.parse().unwrap_or(0);
            return format!("{m}e{}{:02}", if x < 0 { "-" } else { "+" }, x.abs());
        }
    }
    s
}

/// Puppet's quoting of a string inside a collection (`'text'`, or double quotes when needed).
pub fn quote_str(s: &str) -> String {
    puppet_quote(s, false)
}

/// StringConverter#puppet_quote (also `%p` and `%#p` of `String(x, format)`): single quotes
/// unless a character is below 0x20 or `force_double` is set; there a backslash is written
/// with the character after it (`\x` stays `\x`, `\\` stays two), a quote and a final
/// backslash get one.
pub fn puppet_quote(s: &str, force_double: bool) -> String {
    if force_double || s.chars().any(|c| (c as u32) < 0x20) {
        // puppet_double_quote: `$` escaped too, so the text reads back as the same string
        let mut o = String::from("\"");
        for c in s.chars() {
            match c {
                '\t' => o.push_str("\\t"),
                '\n' => o.push_str("\\n"),
                '\r' => o.push_str("\\r"),
                '"' => o.push_str("\\\""),
                '$' => o.push_str("\\$"),
                '\\' => o.push_str("\\\\"),
                c if (c as u32) < 0x20 => {
                    let _ = write!(o, "\\u{{{:X}}}", c as u32);
                }
                c => o.push(c),
            }
        }
        o.push('"');
        return o;
    }
    let mut o = String::from("'");
    let mut escaped = false;
    for c in s.chars() {
        if escaped {
            o.push('\\');
            o.push(c);
            escaped = false;
        } else if c == '\'' {
            o.push_str("\\'");
        } else if c == '\\' {
            escaped = true;
        } else {
            o.push(c);
        }
    }
    if escaped {
        o.push('\\');
    }
    o.push('\'');
    o
}

fn range(f: &mut fmt::Formatter<'_>, lo: i64, hi: i64, name: &str) -> fmt::Result {
    if lo == IMIN && hi == IMAX {
        return write!(f, "{name}");
    }
    let lo_s = if lo == IMIN {
        "default".to_string()
    } else {
        lo.to_string()
    };
    if hi == IMAX {
        write!(f, "{name}[{lo_s}]")
    } else {
        write!(f, "{name}[{lo_s}, {hi}]")
    }
}

fn size_suffix(lo: i64, hi: i64) -> String {
    if lo <= 0 && hi == IMAX {
        String::new()
    } else if hi == IMAX {
        format!(", {lo}")
    } else {
        format!(", {}, {}", lo.max(0), hi)
    }
}

thread_local! {
    /// How deep the type being written is inside the one `to_string` was called on, and
    /// whether type aliases are being written expanded (see `Ty::Alias`'s arm).
    static TY_DEPTH: std::cell::Cell<(u32, bool)> = const { std::cell::Cell::new((0, false)) };
    /// The aliases being written expanded (RecursionGuard: a recursive alias's reference to
    /// itself is only named).
    static TY_EXPANDING: std::cell::RefCell<Vec<Arc<str>>> = const { std::cell::RefCell::new(Vec::new()) };
}

/// TypeFormatter#alias_expanded_string (`to_alias_expanded_s`): the type with every alias in
/// it, at any depth, written `Name = <its type>` (a recursive alias's reference to itself only
/// named).
pub(crate) fn alias_expanded_string(t: &Ty) -> String {
    let old = TY_DEPTH.with(|d| d.get());
    TY_DEPTH.with(|d| d.set((old.0, true)));
    let s = t.to_string();
    TY_DEPTH.with(|d| d.set(old));
    s
}

impl fmt::Display for Ty {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let (depth, expanding) = TY_DEPTH.with(|d| d.get());
        // PTypeAliasType#to_s is TypeFormatter#alias_expanded_string: an alias written on its
        // own shows its definition, and every alias inside it does too; an alias inside
        // another type (`Array[MyInt]`) is only named.
        let expand = match self {
            Ty::Alias(n, _) => {
                (depth == 0 || expanding) && !TY_EXPANDING.with(|e| e.borrow().contains(n))
            }
            _ => false,
        };
        if let (true, Ty::Alias(n, _)) = (expand, self) {
            TY_EXPANDING.with(|e| e.borrow_mut().push(n.clone()));
        }
        TY_DEPTH.with(|d| d.set((depth + 1, expanding || expand)));
        let res = self.fmt_inner(f, expand);
        TY_DEPTH.with(|d| d.set((depth, expanding)));
        if expand {
            TY_EXPANDING.with(|e| e.borrow_mut().pop());
        }
        res
    }
}

impl Ty {
    fn fmt_inner(&self, f: &mut fmt::Formatter<'_>, expand_alias: bool) -> fmt::Result {
        match self {
            Ty::Any => write!(f, "Any"),
            Ty::Undef => write!(f, "Undef"),
            Ty::Default => write!(f, "Default"),
            Ty::Boolean => write!(f, "Boolean"),
            Ty::BooleanValue(b) => write!(f, "Boolean[{b}]"),
            Ty::Integer(lo, hi) => range(f, *lo, *hi, "Integer"),
            Ty::Float(lo, hi) => {
                if *lo == f64::NEG_INFINITY && *hi == f64::INFINITY {
                    write!(f, "Float")
                } else if *hi == f64::INFINITY {
                    write!(f, "Float[{}]", float_str(*lo))
                } else {
                    let lo_s = if *lo == f64::NEG_INFINITY {
                        "default".into()
                    } else {
                        float_str(*lo)
                    };
                    write!(f, "Float[{}, {}]", lo_s, float_str(*hi))
                }
            }
            Ty::Numeric => write!(f, "Numeric"),
            Ty::String(lo, hi, v) => {
                // a String inferred from a value prints as `String` (the TypeFormatter shows
                // no value and no size for it)
                if v.is_some() {
                    return write!(f, "String");
                }
                if *lo <= 0 && *hi == IMAX {
                    write!(f, "String")
                } else if *hi == IMAX {
                    write!(f, "String[{lo}]")
                } else {
                    write!(f, "String[{lo}, {hi}]")
                }
            }
            Ty::Enum(vs, ci) => {
                if vs.is_empty() {
                    return write!(f, "Enum");
                }
                // PEnumType keeps its values sorted, each once
                let mut sorted: Vec<&Arc<str>> = vs.iter().collect();
                sorted.sort();
                sorted.dedup();
                let items: Vec<String> = sorted.iter().map(|v| quote_str(v)).collect();
                write!(
                    f,
                    "Enum[{}{}]",
                    items.join(", "),
                    if *ci { ", true" } else { "" }
                )
            }
            Ty::Pattern(ps) => {
                if ps.is_empty() {
                    return write!(f, "Pattern");
                }
                let items: Vec<String> = ps.iter().map(|p| crate::regex::inspect(p)).collect();
                write!(f, "Pattern[{}]", items.join(", "))
            }
            Ty::Regexp(None) => write!(f, "Regexp"),
            Ty::Regexp(Some(p)) => write!(f, "Regexp[{}]", crate::regex::inspect(p)),
            Ty::Array(t, lo, hi) => {
                if **t == Ty::Any && *lo <= 0 && *hi == IMAX {
                    write!(f, "Array")
                } else if *hi == 0 {
                    // PArrayType#has_empty_range?
                    write!(f, "Array[0, 0]")
                } else {
                    write!(f, "Array[{}{}]", t, size_suffix(*lo, *hi))
                }
            }
            Ty::Hash(k, v, lo, hi) => {
                if **k == Ty::Any && **v == Ty::Any && *lo <= 0 && *hi == IMAX {
                    write!(f, "Hash")
                } else if *hi == 0 {
                    // PHashType#has_empty_range?
                    write!(f, "Hash[0, 0]")
                } else {
                    write!(f, "Hash[{}, {}{}]", k, v, size_suffix(*lo, *hi))
                }
            }
            Ty::Tuple(ts, lo, hi) => {
                let items: Vec<String> = ts.iter().map(|t| t.to_string()).collect();
                let n = ts.len() as i64;
                if *lo == n && *hi == n {
                    write!(f, "Tuple[{}]", items.join(", "))
                } else if *lo == 0 && *hi == IMAX && !ts.is_empty() {
                    // a size range given as `0` (Integer[0, default]) is not unbounded for
                    // TypeFormatter#range_array_part
                    write!(f, "Tuple[{}, 0]", items.join(", "))
                } else {
                    write!(f, "Tuple[{}{}]", items.join(", "), size_suffix(*lo, *hi))
                }
            }
            Ty::Struct(ms) if ms.is_empty() => write!(f, "Struct"),
            Ty::Struct(ms) => {
                // TypeFormatter#struct_element_pair: a key is written as a literal string
                // unless that would read otherwise (an optional key whose value takes no undef
                // is `Optional['k']`, a required key whose value takes undef `NotUndef['k']`)
                let items: Vec<String> = ms
                    .iter()
                    .map(|(k, opt, t)| {
                        let value_optional = crate::types::is_assignable(t, &Ty::Undef);
                        match (*opt, value_optional) {
                            (true, false) => format!("Optional[{}] => {}", quote_str(k), t),
                            (false, true) => format!("NotUndef[{}] => {}", quote_str(k), t),
                            _ => format!("{} => {}", quote_str(k), t),
                        }
                    })
                    .collect();
                write!(f, "Struct[{{{}}}]", items.join(", "))
            }
            Ty::Optional(t) => write!(f, "Optional[{t}]"),
            Ty::NotUndef(t) => {
                if let Ty::String(_, _, Some(x)) = &**t {
                    write!(f, "NotUndef[{}]", quote_str(x))
                } else if **t == Ty::Any {
                    write!(f, "NotUndef")
                } else {
                    write!(f, "NotUndef[{t}]")
                }
            }
            Ty::Variant(ts) => {
                let items: Vec<String> = ts.iter().map(|t| t.to_string()).collect();
                write!(f, "Variant[{}]", items.join(", "))
            }
            Ty::Scalar => write!(f, "Scalar"),
            Ty::ScalarData => write!(f, "ScalarData"),
            Ty::Data => write!(f, "Data"),
            Ty::RichData => write!(f, "RichData"),
            Ty::Collection(lo, hi) => range(f, *lo, *hi, "Collection"),
            Ty::CatalogEntry => write!(f, "CatalogEntry"),
            Ty::Resource(None, _) => write!(f, "Resource"),
            Ty::Resource(Some(t), None) => write!(f, "{t}"),
            // TypeFormatter#string_PResourceType: the title as a quoted string
            Ty::Resource(Some(t), Some(title)) => write!(f, "{t}[{}]", quote_str(title)),
            Ty::Class(None) => write!(f, "Class"),
            Ty::Class(Some(n)) => write!(f, "Class[{n}]"),
            Ty::Type(t) => {
                if **t == Ty::Any {
                    write!(f, "Type")
                } else {
                    write!(f, "Type[{t}]")
                }
            }
            Ty::Callable(None) => write!(f, "Callable"),
            Ty::Callable(Some(sig)) => match &sig.ret {
                None => write!(f, "Callable[{}]", sig.params_string()),
                Some(r) => write!(f, "Callable[[{}], {r}]", sig.params_string()),
            },
            Ty::Iterable(None) => write!(f, "Iterable"),
            Ty::Iterable(Some(t)) => write!(f, "Iterable[{t}]"),
            Ty::Iterator(None) => write!(f, "Iterator"),
            Ty::Iterator(Some(t)) => write!(f, "Iterator[{t}]"),
            Ty::Sensitive(t) => {
                if **t == Ty::Any {
                    write!(f, "Sensitive")
                } else {
                    write!(f, "Sensitive[{t}]")
                }
            }
            Ty::Other(n) => write!(f, "{n}"),
            Ty::Alias(n, x) if expand_alias => write!(f, "{n} = {x}"),
            Ty::Alias(n, _) => write!(f, "{n}"),
            Ty::Ranged(r) => write!(f, "{r}"),
        }
    }
}

#[allow(non_snake_case)]
impl Ty {
    /// The `Unit`-like marker used for the element type of empty collections.
    pub fn Unit_() -> Ty {
        Ty::Other("Unit".into())
    }
}

impl fmt::Display for Val {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.to_display())
    }
}

/// Capitalizes each `::` segment of a name (`foo::bar` → `Foo::Bar`).
pub fn capitalize_name(name: &str) -> String {
    let name = name.trim_start_matches("::");
    name.split("::")
        .map(|seg| {
            let mut c = seg.chars();
            match c.next() {
                Some(first) => first.to_uppercase().collect::<String>() + c.as_str(),
                None => String::new(),
            }
        })
        .collect::<Vec<_>>()
        .join("::")
}

/// Whether a name is qualified (has a `::`): a byte scan, cheaper on the short names of the
/// evaluator's hot paths than a substring search.
#[inline]
pub(crate) fn has_colons(name: &str) -> bool {
    name.as_bytes().windows(2).any(|w| w == b"::")
}

/// The name without its leading `::`s (as `trim_start_matches("::")`, without a substring
/// searcher).
#[inline]
pub(crate) fn trim_root(mut name: &str) -> &str {
    while let Some(rest) = name.strip_prefix("::") {
        name = rest;
    }
    name
}

/// The Deferred type as Puppet's TypeFormatter expands it at the top of a value (its name
/// elsewhere, e.g. `Optional[Deferred]`).
const DEFERRED_TYPE_EXPANDED: &str = "Object[{name => 'Deferred', attributes => {'name' => Pattern[/\\A[$]?[a-z][a-z0-9_]*(?:::[a-z][a-z0-9_]*)*\\z/], 'arguments' => {type => Optional[Array], value => undef}}}]";
