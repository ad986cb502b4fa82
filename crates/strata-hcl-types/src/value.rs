//! HCL values.
//!
//! A [`Value`] has a [`Type`] and is one of: *known* (a concrete bool, number, string or
//! collection), *null* (of its type) or *unknown* (a placeholder of its type, possibly of the
//! dynamic pseudo-type: "the dynamic value"). Collections may contain unknowns; such a value is
//! known but not *wholly* known.
//!
//! Representation: lists, sets and tuples keep their elements in a shared vector; maps and
//! objects keep their elements in a shared map sorted by key (HCL's iteration order). Sets
//! are deduplicated and kept in canonical order: known elements first, strings sorted
//! bytewise, numbers numerically, `false` before `true`, other element types by a fixed
//! structural order. Strings are NFC-normalised on construction, so string equality is
//! byte equality.
//!
//! Equality comes in two forms: [`Value::equals`] is HCL's `==` (a bool value, unknown when
//! an unknown could decide it; nulls of any type are equal to each other), while `PartialEq`
//! ([`Value::raw_equals`]) is structural identity of type and content, used for tests and
//! set deduplication.

use std::cmp::Ordering;
use std::collections::BTreeMap;
use std::fmt;
use std::sync::Arc;

use unicode_normalization::{is_nfc_quick, IsNormalized, UnicodeNormalization};

use crate::number::Number;
use crate::types::Type;
use strata_core::text::go_quote;

/// A typed HCL value. Cheap to clone; `Send + Sync`.
#[derive(Clone)]
pub struct Value {
    ty: Type,
    data: Data,
}

#[derive(Clone)]
enum Data {
    Null,
    Unknown,
    Bool(bool),
    Number(Number),
    String(Arc<str>),
    /// List, set or tuple elements.
    Seq(Arc<Vec<Value>>),
    /// Map or object elements.
    Attrs(Arc<BTreeMap<String, Value>>),
}

/// Dropping a deeply nested value recurses once per level: the elements of a value this is
/// the last owner of are dropped on a stack that grows as needed (see [`crate::deep_drop`]).
impl Drop for Data {
    #[inline]
    fn drop(&mut self) {
        // Only collections need the walk, out of line.
        if matches!(self, Data::Seq(_) | Data::Attrs(_)) {
            self.drop_nested();
        }
    }
}

impl Data {
    #[inline(never)]
    fn drop_nested(&mut self) {
        match self {
            Data::Seq(items) => {
                if let Some(items) = Arc::get_mut(items).filter(|v| !v.is_empty()) {
                    crate::deep_drop(std::mem::take(items));
                }
            }
            Data::Attrs(attrs) => {
                if let Some(attrs) = Arc::get_mut(attrs).filter(|m| !m.is_empty()) {
                    crate::deep_drop(std::mem::take(attrs));
                }
            }
            _ => {}
        }
    }
}

// Values are cloned a lot: keep them small.
const _: () = assert!(std::mem::size_of::<Value>() <= 48);

fn assert_send_sync<T: Send + Sync>() {}
const _: fn() = assert_send_sync::<Value>;

/// NFC-normalises `s`.
pub fn normalize_string(s: &str) -> String {
    if s.is_ascii() || is_nfc_quick(s.chars()) == IsNormalized::Yes {
        s.to_string()
    } else {
        s.nfc().collect()
    }
}

pub use crate::normalize::normalize_owned;

/// NFC-normalises `s` into a shared string (one copy when it is already normal).
fn normalized_arc(s: &str) -> Arc<str> {
    if s.is_ascii() || is_nfc_quick(s.chars()) == IsNormalized::Yes {
        Arc::from(s)
    } else {
        Arc::from(s.nfc().collect::<String>())
    }
}

impl Value {
    // ----- constructors -----

    /// A known string (NFC-normalised).
    pub fn string(s: impl AsRef<str>) -> Value {
        Value {
            ty: Type::String,
            data: Data::String(normalized_arc(s.as_ref())),
        }
    }

    /// A known number.
    pub fn number(n: Number) -> Value {
        Value {
            ty: Type::Number,
            data: Data::Number(n),
        }
    }

    /// A known number from an integer (64-bit precision, as HCL's numbers made from machine
    /// integers).
    pub fn int(i: i64) -> Value {
        Value::number(Number::from_i64(i))
    }

    /// A known bool.
    pub fn bool(b: bool) -> Value {
        Value {
            ty: Type::Bool,
            data: Data::Bool(b),
        }
    }

    /// The null value of type `ty`.
    pub fn null(ty: Type) -> Value {
        Value {
            ty,
            data: Data::Null,
        }
    }

    /// The null value of the dynamic pseudo-type.
    pub fn dynamic_null() -> Value {
        Value::null(Type::Dynamic)
    }

    /// The unknown value of type `ty` (a placeholder for a value known only later).
    pub fn unknown(ty: Type) -> Value {
        Value {
            ty,
            data: Data::Unknown,
        }
    }

    /// The dynamic value: unknown, of the dynamic pseudo-type.
    pub fn dynamic() -> Value {
        Value::unknown(Type::Dynamic)
    }

    /// A list of `elem` elements, which the caller has already converted to `elem`
    /// ([`Value::list`], in `construct.rs`, converts them first).
    pub(crate) fn list_of_conforming(elem: Type, items: Vec<Value>) -> Value {
        Value {
            ty: Type::list(elem),
            data: Data::Seq(Arc::new(items)),
        }
    }

    /// A list whose element type is that of its elements, which must all have one type
    /// (`None` otherwise, or when `items` is empty: an empty list needs [`Value::list`]).
    pub fn list_from(items: Vec<Value>) -> Option<Value> {
        let ty = items.first()?.ty.clone();
        if items.iter().any(|v| v.ty != ty) {
            return None;
        }
        Some(Value {
            ty: Type::list(ty),
            data: Data::Seq(Arc::new(items)),
        })
    }

    /// A set of `elem` elements, which the caller has already converted to `elem`, in
    /// canonical order (see [`Value::set`], in `construct.rs`, which converts them first).
    pub(crate) fn set_of_conforming(elem: Type, mut items: Vec<Value>) -> Value {
        items.sort_by(|a, b| set_order(&elem, a, b));
        // Equal elements sort together (into a run of elements that order the same).
        let mut kept: Vec<Value> = Vec::with_capacity(items.len());
        let mut run_start = 0;
        for v in items {
            let same_run = kept
                .last()
                .is_some_and(|last| set_order(&elem, last, &v) == Ordering::Equal);
            if !same_run {
                run_start = kept.len();
            }
            let duplicate = kept[run_start..]
                .iter()
                .any(|k| k.equals(&v).as_bool() == Some(true));
            if !duplicate {
                kept.push(v);
            }
        }
        let items = kept;
        Value {
            ty: Type::set(elem),
            data: Data::Seq(Arc::new(items)),
        }
    }

    /// A map of `elem` elements, which the caller has already converted to `elem` (see
    /// [`Value::map`], in `construct.rs`, which converts them first); keys are NFC-normalised.
    pub(crate) fn map_of_conforming(elem: Type, items: BTreeMap<String, Value>) -> Value {
        let items = items
            .into_iter()
            .map(|(k, v)| (normalize_owned(k), v))
            .collect();
        Value {
            ty: Type::map(elem),
            data: Data::Attrs(Arc::new(items)),
        }
    }

    /// A tuple; its type is made of the elements' types.
    pub fn tuple(items: Vec<Value>) -> Value {
        let ty = shared_tuple_type(&items);
        Value {
            ty,
            data: Data::Seq(Arc::new(items)),
        }
    }

    /// An object; its type is made of the attributes' types.
    pub fn object(attrs: BTreeMap<String, Value>) -> Value {
        let attrs: BTreeMap<String, Value> = if attrs.keys().all(|k| k.is_ascii()) {
            attrs
        } else {
            attrs
                .into_iter()
                .map(|(k, v)| (normalize_owned(k), v))
                .collect()
        };
        let ty = shared_object_type(&attrs);
        Value {
            ty,
            data: Data::Attrs(Arc::new(attrs)),
        }
    }

    /// The empty object (of the empty object type).
    pub fn empty_object() -> Value {
        Value::object(BTreeMap::new())
    }

    /// The empty tuple (of the empty tuple type).
    pub fn empty_tuple() -> Value {
        Value::tuple(Vec::new())
    }

    /// A value of an object type given explicitly (for example one with optional attributes).
    /// `attrs` must hold exactly the type's attributes, each conforming; otherwise the object
    /// is built from the attributes' own types.
    pub fn object_of_type(ty: Type, attrs: BTreeMap<String, Value>) -> Value {
        let fits = match &ty {
            Type::Object(o) => {
                o.len() == attrs.len()
                    && o.iter().all(|(k, t)| {
                        attrs
                            .get(k)
                            .is_some_and(|v| v.ty.test_conformance(t).is_ok())
                    })
            }
            _ => false,
        };
        if fits {
            Value {
                ty,
                data: Data::Attrs(Arc::new(attrs)),
            }
        } else {
            Value::object(attrs)
        }
    }

    // ----- inspection -----

    /// The value's type (for null and unknown values, the type they were made with).
    pub fn ty(&self) -> &Type {
        &self.ty
    }

    /// The type a value implies: its own type (values always carry one; for values read from
    /// JSON see [`json::from_json`](crate::json::from_json)).
    pub fn implied_type(&self) -> Type {
        self.ty.clone()
    }

    /// Whether this is a null value (of any type).
    pub fn is_null(&self) -> bool {
        matches!(self.data, Data::Null)
    }

    /// Is this value itself known? (A known collection may still contain unknowns.)
    pub fn is_known(&self) -> bool {
        !matches!(self.data, Data::Unknown)
    }

    /// Known, and every nested element known too.
    pub fn is_wholly_known(&self) -> bool {
        match &self.data {
            Data::Unknown => false,
            Data::Seq(items) => items.iter().all(Value::is_wholly_known),
            Data::Attrs(items) => items.values().all(Value::is_wholly_known),
            _ => true,
        }
    }

    /// Is this value's type fully determined? False for unknowns of the dynamic
    /// pseudo-type, anywhere inside the value, and for unknowns whose type contains it.
    pub fn has_wholly_known_type(&self) -> bool {
        match &self.data {
            Data::Null => true,
            Data::Unknown => !self.ty.has_dynamic(),
            Data::Seq(items) => items.iter().all(Value::has_wholly_known_type),
            Data::Attrs(items) => items.values().all(Value::has_wholly_known_type),
            _ => true,
        }
    }

    /// The bool, if this is a known, non-null bool.
    pub fn as_bool(&self) -> Option<bool> {
        match self.data {
            Data::Bool(b) => Some(b),
            _ => None,
        }
    }

    /// The number, if this is a known, non-null number.
    pub fn as_number(&self) -> Option<&Number> {
        match &self.data {
            Data::Number(n) => Some(n),
            _ => None,
        }
    }

    /// The string, if this is a known, non-null string.
    pub fn as_str(&self) -> Option<&str> {
        match &self.data {
            Data::String(s) => Some(s),
            _ => None,
        }
    }

    /// The elements of a known list, set or tuple, in order.
    pub fn as_elements(&self) -> Option<&[Value]> {
        match &self.data {
            Data::Seq(items) => Some(items),
            _ => None,
        }
    }

    /// The elements of a known map or object, sorted by key.
    pub fn as_attributes(&self) -> Option<&BTreeMap<String, Value>> {
        match &self.data {
            Data::Attrs(items) => Some(items),
            _ => None,
        }
    }

    /// A known, non-empty tuple whose elements are all of the primitive type `E`, as a
    /// `list(E)`, or such an object with ASCII attribute names as a `map(E)`, sharing the
    /// elements: what the elementwise conversion builds (every element already has the
    /// element type, so none changes and no unification is needed). `None` for anything else.
    pub(crate) fn uniform_as_collection(&self, want: &Type) -> Option<Value> {
        self.is_uniform_as(want).then(|| Value {
            ty: want.clone(),
            data: self.data.clone(),
        })
    }

    /// [`Value::uniform_as_collection`] taking the value: its elements are moved, not
    /// shared; the value back when it is not such a tuple or object.
    pub(crate) fn into_uniform_collection(self, want: &Type) -> Result<Value, Value> {
        if !self.is_uniform_as(want) {
            return Err(self);
        }
        let Value { data, .. } = self;
        Ok(Value {
            ty: want.clone(),
            data,
        })
    }

    fn is_uniform_as(&self, want: &Type) -> bool {
        match (&self.ty, want, &self.data) {
            (Type::Tuple(fe), Type::List(te), Data::Seq(_)) => {
                te.is_primitive() && !fe.is_empty() && fe.iter().all(|t| t == &**te)
            }
            (Type::Object(fa), Type::Map(te), Data::Attrs(attrs)) => {
                te.is_primitive()
                    && !fa.attrs.is_empty()
                    && fa.optional.is_empty()
                    && fa.attrs.len() == attrs.len()
                    && fa.attrs.values().all(|t| t == &**te)
                    && attrs.keys().all(|k| k.is_ascii())
            }
            _ => false,
        }
    }

    /// The number of elements of a known collection or structural value.
    pub fn element_count(&self) -> Option<usize> {
        match &self.data {
            Data::Seq(items) => Some(items.len()),
            Data::Attrs(items) => Some(items.len()),
            _ => None,
        }
    }

    /// Elements in HCL's iteration order, each with its key: the index (a number) for lists,
    /// sets and tuples, the key (a string) for maps and objects. Empty for null, unknown
    /// and primitive values.
    pub fn elements(&self) -> Vec<(Value, Value)> {
        match &self.data {
            Data::Seq(items) => items
                .iter()
                .enumerate()
                .map(|(i, v)| {
                    let key = if self.ty.is_set() {
                        v.clone()
                    } else {
                        Value::int(i as i64)
                    };
                    (key, v.clone())
                })
                .collect(),
            Data::Attrs(items) => items
                .iter()
                .map(|(k, v)| (Value::string(k), v.clone()))
                .collect(),
            _ => Vec::new(),
        }
    }

    // ----- equality -----

    /// Structural identity: same type and same content (unknowns equal unknowns of the same
    /// type, nulls equal nulls of the same type). Numbers compare numerically.
    pub fn raw_equals(&self, other: &Value) -> bool {
        if self.ty != other.ty {
            return false;
        }
        match (&self.data, &other.data) {
            (Data::Null, Data::Null) | (Data::Unknown, Data::Unknown) => true,
            (Data::Bool(a), Data::Bool(b)) => a == b,
            (Data::Number(a), Data::Number(b)) => a == b,
            (Data::String(a), Data::String(b)) => a == b,
            (Data::Seq(a), Data::Seq(b)) => {
                Arc::ptr_eq(a, b)
                    || (a.len() == b.len() && a.iter().zip(b.iter()).all(|(x, y)| x.raw_equals(y)))
            }
            (Data::Attrs(a), Data::Attrs(b)) => {
                Arc::ptr_eq(a, b)
                    || (a.len() == b.len()
                        && a.iter()
                            .zip(b.iter())
                            .all(|((ka, va), (kb, vb))| ka == kb && va.raw_equals(vb)))
            }
            _ => false,
        }
    }

    /// HCL's `==`: a bool, or an unknown bool when unknown values could decide the answer.
    /// Nulls are equal to each other whatever their types, and unequal to non-null values;
    /// otherwise values of different types are unequal.
    pub fn equals(&self, other: &Value) -> Value {
        match equals(self, other, 0) {
            Some(b) => Value::bool(b),
            None => Value::unknown(Type::Bool),
        }
    }

    // ----- conversions to native -----

    /// The string if this is a known string.
    pub fn to_string_value(&self) -> Option<String> {
        self.as_str().map(str::to_string)
    }
}

/// How many recently built types of each kind (objects, short tuples) are remembered per
/// thread for [`shared_object_type`] and [`shared_tuple_type`].
const SHARED_TYPE_CACHE: usize = 8;

/// How many levels of a nested type [`shared_object_type`] and [`shared_tuple_type`] compare
/// before they ask for the same shared type.
const SHARED_TYPE_LEVELS: usize = 4;

/// Longer tuples build their own type (a kept type would hold their element types).
const TUPLE_TYPE_MAX_LEN: usize = 16;

type RecentTypes = std::cell::RefCell<Vec<Type>>;

thread_local! {
    /// Object types built recently, most recent first.
    static RECENT_OBJECT_TYPES: RecentTypes = const { std::cell::RefCell::new(Vec::new()) };
    /// Short tuple types built recently, most recent first.
    static RECENT_TUPLE_TYPES: RecentTypes = const { std::cell::RefCell::new(Vec::new()) };
}

/// The first type of `recent` that `matches` (moved to the front), or else the one `build`
/// makes (kept at the front, the least recent let go past [`SHARED_TYPE_CACHE`]).
fn shared_type(
    recent: &'static std::thread::LocalKey<RecentTypes>,
    matches: impl Fn(&Type) -> bool,
    build: impl FnOnce() -> Type,
) -> Type {
    let found = recent.with(|cache| {
        let mut cache = cache.borrow_mut();
        let i = cache.iter().position(matches)?;
        if i > 0 {
            let ty = cache.remove(i);
            cache.insert(0, ty);
        }
        cache.first().cloned()
    });
    if let Some(ty) = found {
        return ty;
    }
    let ty = build();
    recent.with(|cache| {
        let mut cache = cache.borrow_mut();
        cache.truncate(SHARED_TYPE_CACHE - 1);
        cache.insert(0, ty.clone());
    });
    ty
}

/// The object type of `attrs`, shared with a recently built equal type when there is one.
///
/// Decoding many blocks of one shape builds many equal object types; sharing them keeps one
/// attribute map instead of one per value. Types are immutable, so sharing is invisible
/// except for memory. At most [`SHARED_TYPE_CACHE`] types are compared, attribute by attribute,
/// each nested type at most [`SHARED_TYPE_LEVELS`] levels down (deeper, by pointer only): a
/// value nested thousands deep would otherwise compare its whole depth at every level.
fn shared_object_type(attrs: &BTreeMap<String, Value>) -> Type {
    let matches = |t: &Type| match t {
        Type::Object(o) => {
            o.optional.is_empty()
                && o.attrs.len() == attrs.len()
                && o.attrs.iter().zip(attrs.iter()).all(|((tk, tt), (vk, v))| {
                    tk == vk && tt.equal_within(&v.ty, SHARED_TYPE_LEVELS)
                })
        }
        _ => false,
    };
    shared_type(&RECENT_OBJECT_TYPES, matches, || {
        Type::object(
            attrs
                .iter()
                .map(|(k, v)| (k.clone(), v.ty.clone()))
                .collect(),
        )
    })
}

/// The tuple type of `items`, shared with a recently built equal type when the tuple is
/// short (as [`shared_object_type`] shares object types): the tuples of one expression
/// evaluated block after block (`[80, 443, 8000]`) take no allocation for their type.
fn shared_tuple_type(items: &[Value]) -> Type {
    let build = || Type::tuple(items.iter().map(|v| v.ty.clone()).collect());
    if items.len() > TUPLE_TYPE_MAX_LEN {
        return build();
    }
    let matches = |t: &Type| match t {
        Type::Tuple(elems) => {
            elems.len() == items.len()
                && elems
                    .iter()
                    .zip(items)
                    .all(|(t, v)| t.equal_within(&v.ty, SHARED_TYPE_LEVELS))
        }
        _ => false,
    };
    shared_type(&RECENT_TUPLE_TYPES, matches, build)
}

/// HCL equality; `None` means unknown.
fn equals(a: &Value, b: &Value, depth: usize) -> Option<bool> {
    match (a.is_known(), b.is_known()) {
        (false, false) => return None,
        (true, false) | (false, true) => {
            let (known, unknown) = if a.is_known() { (a, b) } else { (b, a) };
            if known.is_null() || unknown.ty.has_dynamic() {
                return None;
            }
            if known.ty != unknown.ty {
                return Some(false);
            }
            return None;
        }
        (true, true) => {}
    }
    match (a.is_null(), b.is_null()) {
        (true, true) => return Some(true),
        (true, false) | (false, true) => return Some(false),
        _ => {}
    }
    if !a.has_wholly_known_type() || !b.has_wholly_known_type() {
        if a.ty.test_conformance(&b.ty).is_err() && b.ty.test_conformance(&a.ty).is_err() {
            return Some(false);
        }
        return None;
    }
    if a.ty != b.ty {
        return Some(false);
    }
    if depth > crate::MAX_DEPTH {
        return Some(a.raw_equals(b));
    }
    match (&a.data, &b.data) {
        (Data::Bool(x), Data::Bool(y)) => Some(x == y),
        (Data::Number(x), Data::Number(y)) => Some(x == y),
        (Data::String(x), Data::String(y)) => Some(x == y),
        (Data::Seq(x), Data::Seq(y)) => {
            if a.ty.is_set() {
                // An unknown element could be anything: the answer is unknown. Otherwise
                // each element must be in the other set.
                if x.iter().chain(y.iter()).any(|e| !e.is_known()) {
                    return None;
                }
                // Membership as sets define it: an element equal (known true) to `e`.
                let contains = |set: &[Value], e: &Value| {
                    set.iter().any(|f| equals(f, e, depth + 1) == Some(true))
                };
                return Some(x.iter().all(|e| contains(y, e)) && y.iter().all(|e| contains(x, e)));
            }
            if x.len() != y.len() {
                return Some(false);
            }
            for (p, q) in x.iter().zip(y.iter()) {
                match equals(p, q, depth + 1) {
                    None => return None,
                    Some(false) => return Some(false),
                    Some(true) => {}
                }
            }
            Some(true)
        }
        (Data::Attrs(x), Data::Attrs(y)) => {
            if x.len() != y.len() || x.keys().zip(y.keys()).any(|(p, q)| p != q) {
                return Some(false);
            }
            for (p, q) in x.values().zip(y.values()) {
                match equals(p, q, depth + 1) {
                    None => return None,
                    Some(false) => return Some(false),
                    Some(true) => {}
                }
            }
            Some(true)
        }
        _ => Some(false),
    }
}

/// The canonical order of set elements: non-null before null, known before unknown; then
/// strings bytewise, numbers numerically, `false` before `true`; values of other element
/// types by their set key (see [`Value::set_key`]), bytewise.
fn set_order(elem: &Type, a: &Value, b: &Value) -> Ordering {
    let less = |x: &Value, y: &Value| set_less(elem, x, y);
    if less(a, b) {
        Ordering::Less
    } else if less(b, a) {
        Ordering::Greater
    } else {
        Ordering::Equal
    }
}

fn set_less(elem: &Type, a: &Value, b: &Value) -> bool {
    if a.raw_equals(b) {
        return false;
    }
    if b.is_null() && !a.is_null() {
        return true;
    }
    if a.is_null() {
        return false;
    }
    if a.is_known() && !b.is_known() {
        return true;
    }
    if !a.is_known() {
        return false;
    }
    match elem {
        Type::String => {
            a.as_str().unwrap_or_default().as_bytes() < b.as_str().unwrap_or_default().as_bytes()
        }
        Type::Bool => b.as_bool() == Some(true) || a.as_bool() != Some(true),
        Type::Number => match (a.as_number(), b.as_number()) {
            (Some(x), Some(y)) => x < y,
            _ => false,
        },
        _ => a.set_key() < b.set_key(),
    }
}

impl Value {
    /// A byte string identifying this value within a set of its type: `?` for unknown, `~`
    /// for null, `T`/`F`, numbers to 10 significant digits, quoted strings, and `[e;...]`,
    /// `{k:v;...}`, `<e;...>` for lists and sets, maps, and objects and tuples.
    pub fn set_key(&self) -> Vec<u8> {
        let mut out = Vec::new();
        self.write_set_key(&mut out, 0);
        out
    }

    fn write_set_key(&self, out: &mut Vec<u8>, depth: usize) {
        if depth > crate::MAX_DEPTH {
            return;
        }
        match &self.data {
            Data::Unknown => out.push(b'?'),
            Data::Null => out.push(b'~'),
            Data::Bool(b) => out.push(if *b { b'T' } else { b'F' }),
            Data::Number(n) => out.extend_from_slice(n.to_text_g10().as_bytes()),
            Data::String(s) => out.extend_from_slice(go_quote(s).as_bytes()),
            Data::Seq(items) => {
                let (open, close) = if self.ty.is_tuple() {
                    (b'<', b'>')
                } else {
                    (b'[', b']')
                };
                out.push(open);
                for v in items.iter() {
                    v.write_set_key(out, depth + 1);
                    out.push(b';');
                }
                out.push(close);
            }
            Data::Attrs(items) => {
                if self.ty.is_map() {
                    out.push(b'{');
                    for (k, v) in items.iter() {
                        out.extend_from_slice(go_quote(k).as_bytes());
                        out.push(b':');
                        v.write_set_key(out, depth + 1);
                        out.push(b';');
                    }
                    out.push(b'}');
                } else {
                    out.push(b'<');
                    for v in items.values() {
                        v.write_set_key(out, depth + 1);
                        out.push(b';');
                    }
                    out.push(b'>');
                }
            }
        }
    }
}

impl PartialEq for Value {
    fn eq(&self, other: &Value) -> bool {
        self.raw_equals(other)
    }
}

/// Debug form in HCL-like notation: `"s"`, `12`, `true`, `null`, `(unknown string)`,
/// `["a", "b"]`, `{a = 1}`.
impl fmt::Debug for Value {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match &self.data {
            Data::Null => write!(f, "null({})", self.ty),
            Data::Unknown => write!(f, "(unknown {})", self.ty),
            Data::Bool(b) => write!(f, "{b}"),
            Data::Number(n) => write!(f, "{n}"),
            Data::String(s) => write!(f, "{s:?}"),
            Data::Seq(items) => {
                let kind = match self.ty {
                    Type::Set(_) => "set",
                    Type::List(_) => "list",
                    _ => "",
                };
                write!(f, "{kind}[")?;
                for (i, v) in items.iter().enumerate() {
                    if i > 0 {
                        f.write_str(", ")?;
                    }
                    write!(f, "{v:?}")?;
                }
                f.write_str("]")
            }
            Data::Attrs(items) => {
                let kind = if self.ty.is_map() { "map" } else { "" };
                write!(f, "{kind}{{")?;
                for (i, (k, v)) in items.iter().enumerate() {
                    if i > 0 {
                        f.write_str(", ")?;
                    }
                    write!(f, "{k:?} = {v:?}")?;
                }
                f.write_str("}")
            }
        }
    }
}

impl From<bool> for Value {
    fn from(b: bool) -> Value {
        Value::bool(b)
    }
}

impl From<&str> for Value {
    fn from(s: &str) -> Value {
        Value::string(s)
    }
}

impl From<i64> for Value {
    fn from(i: i64) -> Value {
        Value::int(i)
    }
}

impl From<Number> for Value {
    fn from(n: Number) -> Value {
        Value::number(n)
    }
}

/// Is the length of this known set determined? Not when it holds unknowns (anywhere inside)
/// next to other elements, since they may turn out equal to each other.
pub fn set_length_known(set: &Value) -> bool {
    set.is_known() && (set.element_count() == Some(1) || set.is_wholly_known())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn short_tuples_of_equal_element_types_share_their_type() {
        let shared = |v: &Value| match &v.ty {
            Type::Tuple(t) => Arc::as_ptr(t),
            _ => unreachable!(),
        };
        let a = Value::tuple(vec![Value::int(1), Value::string("x")]);
        let b = Value::tuple(vec![Value::int(2), Value::string("y")]);
        let c = Value::tuple(vec![Value::string("y"), Value::int(2)]);
        assert_eq!(shared(&a), shared(&b));
        assert_ne!(shared(&a), shared(&c));
        assert_eq!(a.ty(), b.ty());
        assert_ne!(a.ty(), c.ty());
        // Long tuples keep a type of their own (the cache would hold it).
        let long = |n: i64| Value::tuple((0..n).map(Value::int).collect());
        let (d, e) = (long(17), long(17));
        assert_ne!(shared(&d), shared(&e));
        assert_eq!(d.ty(), e.ty());
    }

    #[test]
    fn sets_deduplicate_and_sort() {
        let s = Value::set(Type::String, vec!["b".into(), "a".into(), "b".into()]);
        assert_eq!(
            s.as_elements().unwrap(),
            &[Value::string("a"), Value::string("b")]
        );
        let n = Value::set(
            Type::Number,
            vec![10.into(), 9.into(), Value::unknown(Type::Number)],
        );
        assert_eq!(n.as_elements().unwrap()[0], Value::int(9));
        assert!(!n.as_elements().unwrap()[2].is_known());
    }

    #[test]
    fn equality_semantics() {
        let t = Value::bool(true);
        assert_eq!(Value::int(1).equals(&Value::int(1)), t);
        assert_eq!(
            Value::int(1).equals(&Value::string("1")),
            Value::bool(false)
        );
        assert_eq!(
            Value::null(Type::String).equals(&Value::null(Type::Number)),
            t
        );
        assert!(!Value::unknown(Type::Number)
            .equals(&Value::int(1))
            .is_known());
        assert_eq!(
            Value::unknown(Type::Number).equals(&Value::string("x")),
            Value::bool(false)
        );
        let l1 = Value::tuple(vec![1.into(), Value::unknown(Type::Number)]);
        let l2 = Value::tuple(vec![2.into(), 3.into()]);
        assert_eq!(l1.equals(&l2), Value::bool(false));
    }

    #[test]
    fn strings_are_nfc() {
        assert_eq!(Value::string("e\u{301}"), Value::string("\u{e9}"));
    }
}
