//! The string forms of values and types (Puppet's TypeFormatter and string interpolation),
//! above the type system they consult: an Object type prints its definition, a Sensitive
//! attribute of an Object its inferred type, a Struct key its optionality. The data
//! definitions are in `value.rs`, which names none of this.

use crate::value::{
    deferred_init, float_str, quote_str, Ty, Val, IMAX, IMIN, TY_DEPTH, TY_EXPANDING,
};
use std::fmt::{self, Write as _};
use std::sync::Arc;

impl Val {
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
            // Puppet::Resource (what `stdlib::str2resource` returns, what a class's or
            // define's parameter holds) is a `Rich::Res3`, which prints `File[/a]`.
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
                strata_core::sort::sort(&mut sorted);
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

impl fmt::Display for Val {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.to_display())
    }
}

/// The Deferred type as Puppet's TypeFormatter expands it at the top of a value (its name
/// elsewhere, e.g. `Optional[Deferred]`).
const DEFERRED_TYPE_EXPANDED: &str = "Object[{name => 'Deferred', attributes => {'name' => Pattern[/\\A[$]?[a-z][a-z0-9_]*(?:::[a-z][a-z0-9_]*)*\\z/], 'arguments' => {type => Optional[Array], value => undef}}}]";
