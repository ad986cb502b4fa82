//! Puppet values and data types.
//!
//! `Val` is Puppet's runtime value: undef, default, booleans, integers, floats, strings,
//! regexps, arrays, hashes (insertion-ordered, any value as key), types (resource references
//! are `Resource` and `Class` types with a title) and sensitive values. Compound values are
//! shared behind `Arc`.

use crate::ptypes::semver::{self, Range, SemVer};
use indexmap::IndexMap;
use std::fmt::Write as _;
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
    Rich(Arc<Rich>),
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
    Ranged(Arc<RangedTy>),
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
    pub(crate) fn params_string(&self) -> String {
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
            (Rich(a), Rich(b)) => same_key(a, b),
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
    /// A parameter's value as the class's or define's scope holds it: the resource's parameters
    /// pass through `Runtime3Converter`, whose `convert_PCatalogEntryType` makes each resource
    /// or class reference (inside arrays and hashes too, keys included) a 3.x `Puppet::Resource`
    /// ([`Rich::Res3`]): `Class['k']` is `Class[K]`, `Notify['a']` `Notify[a]`, an
    /// untitled `Notify` `Notify[]` (title `''`, `catalog_type_to_split_type_title`; an untitled
    /// `File` fails its title patterns as the catalog is made, see `eval/finish.rs`). None when nothing
    /// changes.
    pub fn to_3x(&self) -> Option<Val> {
        self.map_leaves(&|v| {
            let res3 =
                |t: String, title: &str| Val::Rich(Arc::new(Rich::Res3(t.into(), title.into())));
            let Val::Type(t) = v else { return None };
            match &**t {
                Ty::Class(Some(n)) => Some(res3("Class".into(), &capitalize_name(trim_root(n)))),
                Ty::Resource(Some(n), Some(title))
                    if trim_root(n).eq_ignore_ascii_case("class") =>
                {
                    Some(res3("Class".into(), &capitalize_name(trim_root(title))))
                }
                Ty::Resource(Some(n), title) if !trim_root(n).eq_ignore_ascii_case("class") => {
                    let ty = capitalize_name(trim_root(n));
                    Some(res3(ty, title.as_deref().unwrap_or("")))
                }
                _ => None,
            }
        })
    }

    /// The value with each 3.x resource reference ([`Rich::Res3`]) in it, inside arrays and
    /// hashes too, back as the reference type it was made of (`Class['k']`, `Notify['a']`,
    /// `Notify['']`); None when it holds none. What the catalog side of strata takes
    /// (attribute values, relationship operands, `include`, `realize`): there both forms are
    /// one, as they are in Puppet once the values reach the 3.x resource.
    pub fn plain_refs(&self) -> Option<Val> {
        self.map_leaves(&|v| {
            let Val::Rich(r) = v else { return None };
            match &**r {
                Rich::Res3(t, title) if t.eq_ignore_ascii_case("class") => {
                    Some(Val::ty(Ty::Class(Some(title.to_lowercase().into()))))
                }
                Rich::Res3(t, title) => {
                    Some(Val::ty(Ty::Resource(Some(t.clone()), Some(title.clone()))))
                }
                _ => None,
            }
        })
    }

    /// The value with `f` applied to every value that is no array or hash, inside arrays and
    /// hashes (keys included); None when `f` changes nothing (`f` gives None to keep a value).
    /// Nothing is allocated until the first change: attribute values pass through here.
    fn map_leaves(&self, f: &impl Fn(&Val) -> Option<Val>) -> Option<Val> {
        let keep = |x: &Val| x.map_leaves(f).unwrap_or_else(|| x.clone());
        match self {
            Val::Array(a) => {
                let (i, first) = a
                    .iter()
                    .enumerate()
                    .find_map(|(i, x)| Some((i, x.map_leaves(f)?)))?;
                let mut out = Vec::with_capacity(a.len());
                out.extend(a[..i].iter().cloned());
                out.push(first);
                out.extend(a[i + 1..].iter().map(keep));
                Some(Val::array(out))
            }
            Val::Hash(h) => {
                let i = h
                    .iter()
                    .position(|(k, x)| k.map_leaves(f).is_some() || x.map_leaves(f).is_some())?;
                let mut out = IndexMap::with_capacity(h.len());
                for (n, (k, x)) in h.iter().enumerate() {
                    if n < i {
                        out.insert(k.clone(), x.clone());
                    } else {
                        out.insert(keep(k), keep(x));
                    }
                }
                Some(Val::Hash(Arc::new(out)))
            }
            leaf => f(leaf),
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

#[allow(non_snake_case)]
impl Ty {
    /// The `Unit`-like marker used for the element type of empty collections.
    pub fn Unit_() -> Ty {
        Ty::Other("Unit".into())
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

// The rich values (Timespan, Timestamp, SemVer, Binary, Pcore Objects, URIs) and the
// parameterized types are defined here, with the values that hold them and that they hold
// (one recursive family of types); what they do is in `ptypes/`, which re-exports them.

/// A rich value.
#[derive(Debug, Clone)]
pub enum Rich {
    /// Timespan, nanoseconds.
    Timespan(i128),
    /// Timestamp, nanoseconds since the epoch (UTC).
    Timestamp(i128),
    /// SemVer.
    SemVer(SemVer),
    /// SemVerRange: its text and its parsed form.
    SemVerRange(Arc<str>, Arc<Range>),
    /// Binary.
    Binary(Vec<u8>),
    /// An instance of a Pcore Object type.
    Object(ObjVal),
    /// A URI (Ruby's URI object).
    Uri(Uri),
    /// A Ruby Symbol that module Ruby returned (`simplib::parse_hosts`' `:ports` keys): Puppet
    /// holds it as a `Runtime[ruby, 'Symbol']` value, equal to no String, formatted as its name
    /// (`%p` quoted, `%q` as Ruby's `:name`), a String in the catalog.
    Symbol(Arc<str>),
    /// A 3.x `Puppet::Resource` reference: what `Runtime3Converter` makes of a resource or
    /// class reference held in a class's or define's parameter (`Notify['a']` becomes
    /// `Notify[a]`, `Class['k']` `Class[K]`, an untitled `Notify` `Notify[]`): its type name
    /// as `Puppet::Resource#type` writes it and its title (`''` when untitled).
    Res3(Arc<str>, Arc<str>),
}

/// Equality of values as hash keys (`eql?`): Timespan, Timestamp and 3.x resource objects have
/// none but their identity (two equal spans are two keys, `unique` keeps both); the others by value.
pub fn same_key(a: &Arc<Rich>, b: &Arc<Rich>) -> bool {
    match (&**a, &**b) {
        // Puppet::Resource defines no `eql?`/`hash` either: `unique` keeps two equal ones
        (Rich::Timespan(_) | Rich::Timestamp(_) | Rich::Res3(..), _) => Arc::ptr_eq(a, b),
        _ => a == b,
    }
}

/// A parameterized Timespan, Timestamp or SemVer type (and Init, Runtime, Object types).
#[derive(Debug, Clone, PartialEq)]
pub enum RangedTy {
    /// `Timespan[from, to]` / `Timestamp[from, to]` (None is unbounded).
    Time(bool, Option<i128>, Option<i128>),
    /// `SemVer[ranges]`.
    SemVer(Vec<semver::VerRange>),
    /// A Pcore Object type (see `object`).
    Object(Arc<ObjTy>),
    /// `Init[T, args...]`: what `T.new(value, args...)` accepts (PInitType).
    Init(Option<Ty>, Vec<Val>),
    /// `Runtime[runtime, name]` (PRuntimeType): no Puppet value is an instance.
    Runtime(Option<Arc<str>>, Option<Arc<str>>),
    /// `URI[...]`: the components its instances match (see `uri`).
    Uri(Option<Vec<(Arc<str>, Val)>>),
}

/// An attribute of an Object type.
#[derive(Debug, Clone, PartialEq)]
pub struct Attr {
    /// Name.
    pub name: Arc<str>,
    /// Type.
    pub ty: Ty,
    /// `kind` (given_or_derived, derived, constant, reference), None when not given.
    pub kind: Option<Arc<str>>,
    /// `value` (the default), None when not given.
    pub value: Option<Val>,
    /// `final`: no child type may override it.
    pub fin: bool,
    /// `override`: it overrides the parent's attribute of its name.
    pub over: bool,
}

/// An Object type.
#[derive(Debug, Clone, PartialEq)]
pub struct ObjTy {
    /// Its name (an alias's name when a type alias defines it).
    pub name: Option<Arc<str>>,
    /// The parent Object type.
    pub parent: Option<Arc<ObjTy>>,
    /// Is `Annotation` its (root) parent?
    pub annotation: bool,
    /// Own attributes, in declaration order.
    pub attrs: Vec<Attr>,
    /// Annotations declared on the type: (annotation type, its attribute values).
    pub annotations: Vec<(Arc<ObjTy>, Val)>,
    /// `equality`: the attributes two instances are compared by (None: all of them).
    pub equality: Option<Vec<Arc<str>>>,
}

/// An Object instance: its type and its attribute values (every attribute of the type, the
/// parent's first).
#[derive(Debug, Clone)]
pub struct ObjVal {
    /// The type.
    pub ty: Arc<ObjTy>,
    /// The attribute values.
    pub vals: Vec<(Arc<str>, Val)>,
}

/// A URI value.
#[derive(Debug, Clone, PartialEq)]
pub struct Uri {
    pub(crate) scheme: Option<String>,
    pub(crate) userinfo: Option<String>,
    pub(crate) host: Option<String>,
    /// The port written in the URI.
    pub(crate) port: Option<i64>,
    pub(crate) path: String,
    pub(crate) query: Option<String>,
    pub(crate) fragment: Option<String>,
    pub(crate) opaque: Option<String>,
}

/// Compiles a Ruby regular expression (cached; None when Ruby would reject it).
pub fn compile_regex(src: &str) -> Option<Arc<crate::regex::Regex>> {
    crate::regex::compile(src).ok()
}

/// A regexp value.
pub fn regex_val(src: &str) -> Arc<Rx> {
    Arc::new(Rx {
        src: src.to_string(),
        re: compile_regex(src),
    })
}

/// Converts a core value (YAML/JSON) into a Puppet value.
pub fn from_core(v: &strata_core::Value) -> Val {
    use strata_core::Value as V;
    match v {
        V::Null => Val::Undef,
        V::Bool(b) => Val::Bool(*b),
        V::Number(strata_core::Number::Int(i)) => Val::Int(*i),
        V::Number(n) => Val::Float(n.as_f64()),
        V::String(s) => Val::Str(Arc::from(s.as_str())),
        V::List(l) => Val::array(l.iter().map(from_core).collect()),
        V::Map(m) => Val::hash(
            m.iter()
                .map(|(k, v)| (Val::Str(Arc::from(k.as_str())), from_core(v)))
                .collect::<IndexMap<_, _>>(),
        ),
    }
}

thread_local! {
    /// How deep the type being written is inside the one `to_string` was called on, and
    /// whether type aliases are being written expanded (see `Ty::Alias`'s arm).
    pub(crate) static TY_DEPTH: std::cell::Cell<(u32, bool)> = const { std::cell::Cell::new((0, false)) };
    /// The aliases being written expanded (RecursionGuard: a recursive alias's reference to
    /// itself is only named).
    pub(crate) static TY_EXPANDING: std::cell::RefCell<Vec<Arc<str>>> = const { std::cell::RefCell::new(Vec::new()) };
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
