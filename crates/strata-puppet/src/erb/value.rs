//! Ruby values, their conversion from and to Puppet values, and Ruby's `to_s` and `inspect`.

use crate::value::Val;
use indexmap::IndexMap;
use std::cell::RefCell;
use std::rc::Rc;
use std::sync::Arc;

/// A hash key: the part of a value that Ruby's `eql?`/`hash` compare.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub enum HKey {
    /// nil.
    Nil,
    /// Boolean.
    Bool(bool),
    /// Integer.
    Int(i64),
    /// Float bits.
    Float(u64),
    /// String.
    Str(Rc<str>),
    /// Symbol.
    Sym(Rc<str>),
    /// Array.
    Array(Vec<HKey>),
    /// Anything else, by identity.
    Other(usize),
}

/// A Ruby hash: insertion-ordered pairs and a default value.
#[derive(Debug, Default)]
pub struct RHash {
    /// Pairs by key.
    pub map: IndexMap<HKey, (RV, RV)>,
    /// `Hash.new(default)`.
    pub default: RV,
}

impl RHash {
    /// Looks a key up.
    pub fn get(&self, k: &RV) -> Option<&RV> {
        self.map.get(&k.key()).map(|(_, v)| v)
    }
    /// Inserts or replaces a pair.
    pub fn insert(&mut self, k: RV, v: RV) {
        let hk = k.key();
        match self.map.get_mut(&hk) {
            Some(slot) => slot.1 = v,
            None => {
                self.map.insert(hk, (k, v));
            }
        }
    }
}

/// A Ruby regexp: source and flags (`i`, `m`, `x`).
#[derive(Debug, Clone, PartialEq)]
pub struct RRx {
    /// Source as written.
    pub src: String,
    /// Flags.
    pub flags: String,
}

/// A match result.
#[derive(Debug)]
pub struct MatchData {
    /// Groups (0 is the whole match).
    pub groups: Vec<Option<String>>,
    /// Group names by index.
    pub names: Vec<(String, usize)>,
    /// Text before the match.
    pub pre: String,
    /// Text after the match.
    pub post: String,
    /// Byte offset of the match.
    pub start: usize,
}

/// A Ruby value.
#[derive(Debug, Clone, Default)]
pub enum RV {
    /// nil.
    #[default]
    Nil,
    /// true/false.
    Bool(bool),
    /// Integer.
    Int(i64),
    /// Float.
    Float(f64),
    /// String (strings are values here; mutating methods rebind the variable).
    Str(Rc<str>),
    /// Symbol.
    Sym(Rc<str>),
    /// Array.
    Array(Rc<RefCell<Vec<RV>>>),
    /// Hash.
    Hash(Rc<RefCell<RHash>>),
    /// Range.
    Range(Rc<(RV, RV, bool)>),
    /// Regexp.
    Regex(Rc<RRx>),
    /// MatchData.
    Match(Rc<MatchData>),
    /// The Puppet scope object.
    Scope,
    /// A class or module (`String`, `Hash`, `Puppet::Util`).
    Class(Rc<str>),
    /// A Puppet value with no Ruby counterpart here (types, sensitive values).
    Puppet(Val),
    /// An enumerator (`map` without a block): the items and the method.
    Enum(Rc<(Vec<RV>, String)>),
}

impl RV {
    /// A string value.
    pub fn str(s: impl Into<Rc<str>>) -> RV {
        RV::Str(s.into())
    }
    /// An array value.
    pub fn array(v: Vec<RV>) -> RV {
        RV::Array(Rc::new(RefCell::new(v)))
    }
    /// A hash value.
    pub fn hash(h: RHash) -> RV {
        RV::Hash(Rc::new(RefCell::new(h)))
    }
    /// Ruby truthiness: only nil and false are false.
    pub fn truthy(&self) -> bool {
        !matches!(self, RV::Nil | RV::Bool(false))
    }
    /// The hash key of this value.
    pub fn key(&self) -> HKey {
        match self {
            RV::Nil => HKey::Nil,
            RV::Bool(b) => HKey::Bool(*b),
            RV::Int(i) => HKey::Int(*i),
            RV::Float(f) => HKey::Float(f.to_bits()),
            RV::Str(s) => HKey::Str(s.clone()),
            RV::Sym(s) => HKey::Sym(s.clone()),
            RV::Array(a) => HKey::Array(a.borrow().iter().map(RV::key).collect()),
            RV::Hash(h) => HKey::Other(Rc::as_ptr(h) as *const u8 as usize),
            RV::Class(c) => HKey::Sym(Rc::from(format!("::{c}"))),
            RV::Puppet(v) => HKey::Str(Rc::from(v.to_display())),
            _ => HKey::Other(0),
        }
    }
    /// Ruby's class name of the value.
    pub fn class_name(&self) -> &'static str {
        match self {
            RV::Nil => "NilClass",
            RV::Bool(true) => "TrueClass",
            RV::Bool(false) => "FalseClass",
            RV::Int(_) => "Integer",
            RV::Float(_) => "Float",
            RV::Str(_) => "String",
            RV::Sym(_) => "Symbol",
            RV::Array(_) => "Array",
            RV::Hash(_) => "Hash",
            RV::Range(_) => "Range",
            RV::Regex(_) => "Regexp",
            RV::Match(_) => "MatchData",
            RV::Scope => "Puppet::Parser::Scope",
            RV::Class(_) => "Class",
            RV::Puppet(_) => "Object",
            RV::Enum(_) => "Enumerator",
        }
    }
}

/// Converts a Puppet value to Ruby, as Puppet hands variables to templates.
pub fn from_puppet(v: &Val) -> RV {
    match v {
        Val::Undef => RV::Nil,
        Val::Default => RV::Sym("default".into()),
        Val::Bool(b) => RV::Bool(*b),
        Val::Int(i) => RV::Int(*i),
        Val::Float(f) => RV::Float(*f),
        Val::Str(s) => RV::Str(Rc::from(&**s)),
        Val::Regex(r) => RV::Regex(Rc::new(RRx {
            src: r.src.clone(),
            flags: String::new(),
        })),
        Val::Array(a) | Val::Iter(a, _) => RV::array(a.iter().map(from_puppet).collect()),
        Val::Hash(h) => {
            let mut m = RHash::default();
            for (k, v) in h.iter() {
                m.insert(from_puppet(k), from_puppet(v));
            }
            RV::hash(m)
        }
        Val::Type(_) | Val::Sensitive(_) | Val::Deferred(_) | Val::Rich(_) => RV::Puppet(v.clone()),
    }
}

/// Converts a Ruby value back to Puppet (function arguments and results).
pub fn to_puppet(v: &RV) -> Result<Val, String> {
    Ok(match v {
        RV::Nil => Val::Undef,
        RV::Bool(b) => Val::Bool(*b),
        RV::Int(i) => Val::Int(*i),
        RV::Float(f) => Val::Float(*f),
        RV::Str(s) => Val::Str(Arc::from(&**s)),
        RV::Sym(s) if &**s == "default" => Val::Default,
        RV::Sym(s) => Val::Str(Arc::from(&**s)),
        RV::Regex(r) => {
            // Puppet's regexps carry no option bits: the flags become a leading group.
            let on: String = ['m', 'i', 'x']
                .into_iter()
                .filter(|c| r.flags.contains(*c))
                .collect();
            let src = if on.is_empty() {
                r.src.clone()
            } else {
                format!("(?{on}){}", r.src)
            };
            Val::Regex(crate::value::regex_val(&src))
        }
        RV::Array(a) => {
            let items: Result<Vec<Val>, String> = a.borrow().iter().map(to_puppet).collect();
            Val::Array(Arc::new(items?))
        }
        RV::Hash(h) => {
            let mut m = IndexMap::new();
            for (k, v) in h.borrow().map.values() {
                m.insert(to_puppet(k)?, to_puppet(v)?);
            }
            Val::Hash(Arc::new(m))
        }
        RV::Puppet(v) => v.clone(),
        other => {
            return Err(format!(
                "a {} cannot be passed to Puppet",
                other.class_name()
            ))
        }
    })
}

/// Ruby's `Float#to_s`.
pub fn float_to_s(f: f64) -> String {
    if f.is_nan() {
        return "NaN".into();
    }
    if f.is_infinite() {
        return if f > 0.0 { "Infinity" } else { "-Infinity" }.into();
    }
    if f == 0.0 {
        return if f.is_sign_negative() { "-0.0" } else { "0.0" }.into();
    }
    // shortest round-trip digits and the decimal exponent
    let e = format!("{:e}", f);
    let (mant, exp) = e.split_once('e').unwrap_or((&e, "0"));
    let exp: i32 = exp.parse().unwrap_or(0);
    let neg = mant.starts_with('-');
    let digits: String = mant.chars().filter(|c| c.is_ascii_digit()).collect();
    let mut s = String::new();
    if neg {
        s.push('-');
    }
    if (-4..15).contains(&exp) {
        if exp < 0 {
            s.push_str("0.");
            for _ in 0..(-exp - 1) {
                s.push('0');
            }
            s.push_str(&digits);
        } else {
            let point = exp as usize + 1;
            if digits.len() <= point {
                s.push_str(&digits);
                for _ in digits.len()..point {
                    s.push('0');
                }
                s.push_str(".0");
            } else {
                s.push_str(&digits[..point]);
                s.push('.');
                s.push_str(&digits[point..]);
            }
        }
    } else {
        s.push_str(&digits[..1]);
        s.push('.');
        if digits.len() > 1 {
            s.push_str(&digits[1..]);
        } else {
            s.push('0');
        }
        s.push_str(&format!(
            "e{}{:02}",
            if exp < 0 { '-' } else { '+' },
            exp.abs()
        ));
    }
    s
}

/// Ruby's `to_s`.
pub fn to_s(v: &RV) -> String {
    match v {
        RV::Nil => String::new(),
        RV::Str(s) | RV::Sym(s) => s.to_string(),
        RV::Int(i) => i.to_string(),
        RV::Float(f) => float_to_s(*f),
        RV::Bool(b) => b.to_string(),
        RV::Regex(r) => {
            let on: String = "mix".chars().filter(|c| r.flags.contains(*c)).collect();
            let off: String = "mix".chars().filter(|c| !r.flags.contains(*c)).collect();
            let off = if off.is_empty() {
                String::new()
            } else {
                format!("-{off}")
            };
            format!("(?{on}{off}:{})", r.src)
        }
        RV::Match(m) => m.groups[0].clone().unwrap_or_default(),
        RV::Class(c) => c.to_string(),
        RV::Puppet(p) => p.to_display(),
        RV::Scope => "Scope()".into(),
        _ => inspect(v),
    }
}

/// Ruby's `inspect` (Ruby 3.1: `{"a"=>1}`).
pub fn inspect(v: &RV) -> String {
    let mut s = String::new();
    write_inspect(v, &mut s, 0);
    s
}

fn write_inspect(v: &RV, s: &mut String, depth: usize) {
    if depth > 100 {
        s.push_str("[...]");
        return;
    }
    match v {
        RV::Nil => s.push_str("nil"),
        RV::Str(x) => inspect_str(x, s),
        RV::Sym(x) => {
            s.push(':');
            let simple = x
                .chars()
                .next()
                .is_some_and(|c| c.is_alphabetic() || c == '_')
                && x.trim_end_matches(['?', '!', '='])
                    .chars()
                    .all(|c| c.is_alphanumeric() || c == '_');
            if simple {
                s.push_str(x);
            } else {
                inspect_str(x, s);
            }
        }
        RV::Array(a) => {
            s.push('[');
            for (i, x) in a.borrow().iter().enumerate() {
                if i > 0 {
                    s.push_str(", ");
                }
                write_inspect(x, s, depth + 1);
            }
            s.push(']');
        }
        RV::Hash(h) => {
            let h = h.borrow();
            if h.map.is_empty() {
                s.push_str("{}");
                return;
            }
            s.push('{');
            for (i, (k, x)) in h.map.values().enumerate() {
                if i > 0 {
                    s.push_str(", ");
                }
                write_inspect(k, s, depth + 1);
                s.push_str("=>");
                write_inspect(x, s, depth + 1);
            }
            s.push('}');
        }
        RV::Range(r) => {
            write_inspect(&r.0, s, depth + 1);
            s.push_str(if r.2 { "..." } else { ".." });
            write_inspect(&r.1, s, depth + 1);
        }
        RV::Regex(r) => {
            s.push('/');
            s.push_str(&r.src);
            s.push('/');
            s.push_str(&r.flags);
        }
        RV::Match(m) => {
            s.push_str("#<MatchData ");
            inspect_str(m.groups[0].as_deref().unwrap_or(""), s);
            s.push('>');
        }
        other => s.push_str(&to_s(other)),
    }
}

fn inspect_str(x: &str, s: &mut String) {
    s.push_str(&crate::ruby_inspect::ruby_quote(x));
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn floats_print_as_ruby() {
        for (f, s) in [
            (1.0, "1.0"),
            (0.1, "0.1"),
            (1.5e20, "1.5e+20"),
            (1e16, "1.0e+16"),
            (1e15, "1.0e+15"),
            (123456789012345.0, "123456789012345.0"),
            (0.0001, "0.0001"),
            (0.00001, "1.0e-05"),
            (-2.5, "-2.5"),
            (123.456, "123.456"),
        ] {
            assert_eq!(float_to_s(f), s, "{f}");
        }
    }

    #[test]
    fn inspect_nested() {
        let mut h = RHash::default();
        h.insert(
            RV::str("a"),
            RV::array(vec![RV::Int(1), RV::Nil, RV::str("x\"y")]),
        );
        h.insert(RV::Sym("b".into()), RV::Float(2.0));
        assert_eq!(inspect(&RV::hash(h)), r#"{"a"=>[1, nil, "x\"y"], :b=>2.0}"#);
    }
}
