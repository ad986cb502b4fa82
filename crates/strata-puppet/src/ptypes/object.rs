//! Pcore Object types (`Object[{name, parent, attributes, ...}]`, PObjectType) and their
//! instances: `new` with positional or named arguments and attribute defaults, attribute
//! access, string forms, equality, assignability through parents, `tree_each` over an
//! object's attributes and annotations (`Annotation` subtypes, `MyAdapter.annotate(...)`,
//! `Pcore.annotate(...)`).

pub use super::is_object;
use super::{RangedTy, Rich};
use crate::eval::Compiler;
use crate::value::{quote_str, Ty, Val};
pub use crate::value::{Attr, ObjTy, ObjVal};
use std::sync::Arc;

impl Attr {
    /// Is it set by `new` (not constant or derived)?
    fn settable(&self) -> bool {
        !matches!(self.kind.as_deref(), Some("constant" | "derived"))
    }
    /// May `new` leave it out: a default, or a type that takes undef.
    fn optional(&self) -> bool {
        self.value.is_some() || takes_undef(&self.ty)
    }
}

fn takes_undef(t: &Ty) -> bool {
    match t {
        Ty::Any | Ty::Undef | Ty::Optional(_) | Ty::Data | Ty::RichData => true,
        Ty::Alias(_, x) => takes_undef(x),
        Ty::Variant(ts) => ts.iter().any(takes_undef),
        _ => false,
    }
}

impl ObjTy {
    /// The attributes `==` compares: those `equality` names here and in the parents, or
    /// all of them when no type in the chain names any.
    fn equality_attrs(&self) -> Option<Vec<Arc<str>>> {
        let inherited = self.parent.as_ref().and_then(|p| p.equality_attrs());
        match (&self.equality, inherited) {
            (None, x) => x,
            (Some(own), None) => Some(own.clone()),
            (Some(own), Some(mut x)) => {
                x.extend(own.iter().cloned());
                Some(x)
            }
        }
    }

    /// All attributes, the parent's first.
    pub fn all_attrs(&self) -> Vec<&Attr> {
        let mut v = match &self.parent {
            Some(p) => p.all_attrs(),
            None => vec![],
        };
        v.extend(self.attrs.iter());
        v
    }

    /// Is `self` the type `o` or one of its ancestors?
    pub fn is_ancestor_of(&self, o: &ObjTy) -> bool {
        if self.same(o) {
            return true;
        }
        o.parent.as_ref().is_some_and(|p| self.is_ancestor_of(p))
    }

    fn same(&self, o: &ObjTy) -> bool {
        match (&self.name, &o.name) {
            (Some(a), Some(b)) => a.eq_ignore_ascii_case(b),
            _ => self == o,
        }
    }

    /// The type as `notice` prints a type value (TypeFormatter, expanded): its name, parent,
    /// attributes (an attribute with a kind or a default as a hash; an attribute whose type
    /// takes undef has the default undef) and constants.
    pub fn expanded(&self) -> String {
        let mut parts = Vec::new();
        if let Some(n) = &self.name {
            parts.push(format!("name => {}", quote_str(n)));
        }
        if let Some(p) = &self.parent {
            parts.push(format!("parent => {}", p.show()));
        }
        let mut attrs = Vec::new();
        let mut consts = Vec::new();
        for a in &self.attrs {
            if a.kind.as_deref() == Some("constant") {
                let mut v = String::new();
                a.value
                    .clone()
                    .unwrap_or_default()
                    .write_display(&mut v, false);
                consts.push(format!("{} => {v}", quote_str(&a.name)));
                continue;
            }
            let value = match (&a.value, takes_undef(&a.ty)) {
                (Some(v), _) => Some(v.clone()),
                (None, true) => Some(Val::Undef),
                (None, false) => None,
            };
            let shown = if a.kind.is_none() && value.is_none() {
                a.ty.to_string()
            } else {
                let mut h = vec![format!("type => {}", a.ty)];
                if let Some(k) = &a.kind {
                    h.push(format!("kind => {k}"));
                }
                if let Some(v) = value {
                    let mut s = String::new();
                    v.write_display(&mut s, false);
                    h.push(format!("value => {s}"));
                }
                format!("{{{}}}", h.join(", "))
            };
            attrs.push(format!("{} => {shown}", quote_str(&a.name)));
        }
        if !attrs.is_empty() {
            parts.push(format!("attributes => {{{}}}", attrs.join(", ")));
        }
        if !consts.is_empty() {
            parts.push(format!("constants => {{{}}}", consts.join(", ")));
        }
        if parts.is_empty() {
            return "Object".into();
        }
        format!("Object[{{{}}}]", parts.join(", "))
    }

    /// The type's name as Puppet prints it.
    pub fn show(&self) -> String {
        match &self.name {
            Some(n) => n.to_string(),
            None => self.expanded(),
        }
    }
}

impl PartialEq for ObjVal {
    fn eq(&self, o: &ObjVal) -> bool {
        if !self.ty.same(&o.ty) {
            return false;
        }
        match self.ty.equality_attrs() {
            None => self.vals == o.vals,
            Some(names) => names.iter().all(|n| self.get(n) == o.get(n)),
        }
    }
}

impl ObjVal {
    /// An attribute's value.
    pub fn get(&self, n: &str) -> Option<&Val> {
        self.vals.iter().find(|(k, _)| &**k == n).map(|(_, v)| v)
    }

    /// `_pcore_init_hash` as a string (attributes at their default are left out):
    /// `Name({'a' => 1})`.
    pub fn to_s(&self) -> String {
        let attrs = self.ty.all_attrs();
        let mut parts = Vec::new();
        for (k, v) in &self.vals {
            let a = attrs.iter().find(|a| &a.name == k);
            if let Some(a) = a {
                if !a.settable() {
                    continue;
                }
                let dflt = a.value.clone().unwrap_or(Val::Undef);
                if a.optional() && *v == dflt {
                    continue;
                }
            }
            let mut vs = String::new();
            v.write_display(&mut vs, false);
            parts.push(format!("{} => {vs}", quote_str(k)));
        }
        format!("{}({{{}}})", self.ty.show(), parts.join(", "))
    }
}

fn str_of(v: &Val, what: &str) -> Result<Arc<str>, String> {
    match v {
        Val::Str(s) => Ok(s.clone()),
        other => Err(format!(
            "{what} expects a String value, got {}",
            crate::types::type_name_of(other)
        )),
    }
}

fn obj_of(t: &Ty) -> Option<Arc<ObjTy>> {
    match t {
        Ty::Ranged(r) => match &**r {
            RangedTy::Object(o) => Some(o.clone()),
            _ => None,
        },
        Ty::Alias(_, x) => obj_of(x),
        _ => None,
    }
}

/// The Object type of a type value, if it is one.
pub fn object_type(v: &Val) -> Option<Arc<ObjTy>> {
    match v {
        Val::Type(t) => obj_of(t),
        _ => None,
    }
}

/// The keys of an Object type's init hash (`TYPE_OBJECT_I12N`).
const OBJECT_KEYS: &[&str] = &[
    "name",
    "parent",
    "type_parameters",
    "attributes",
    "constants",
    "functions",
    "equality",
    "equality_include_type",
    "checks",
    "annotations",
];

/// `Object[{...}]`: the type from its init hash.
pub fn parameterize(args: &[Val]) -> Result<Ty, String> {
    parameterize_named(args, None)
}

/// `Object[{...}]` as the body of the type alias `alias` (the type's name in messages).
pub fn parameterize_named(args: &[Val], alias: Option<&Arc<str>>) -> Result<Ty, String> {
    let h = match args {
        [] => return Ok(Ty::Other("Object".into())),
        [Val::Hash(h)] => h.clone(),
        [other] => {
            return Err(format!(
                "Object initializer has wrong type, expects a Hash value, got {}",
                crate::types::type_name_of(other)
            ))
        }
        _ => {
            return Err(format!(
                "The Object-Type[] accepts 1 argument. Got {}",
                args.len()
            ))
        }
    };
    if let Some(k) = h
        .keys()
        .find(|k| !matches!(k, Val::Str(x) if OBJECT_KEYS.contains(&&**x)))
    {
        return Err(format!(
            "object initializer has wrong type, unrecognized key {}",
            crate::value::quote_str(&k.to_display())
        ));
    }
    // the name attributes are labelled with (`attribute MyObject[a]`)
    let label: Arc<str> = match (alias, h.get(&Val::str("name"))) {
        (Some(a), _) => a.clone(),
        (None, Some(Val::Str(n))) => n.clone(),
        _ => "Object".into(),
    };
    let mut o = ObjTy {
        name: None,
        parent: None,
        annotation: false,
        attrs: vec![],
        annotations: vec![],
        equality: None,
    };
    for (k, v) in h.iter() {
        let key = k.to_display();
        match key.as_str() {
            "name" => o.name = Some(str_of(v, "Object name")?),
            "parent" => match v {
                Val::Type(t) if matches!(&**t, Ty::Other(n) if &**n == "Annotation") => {
                    o.annotation = true
                }
                Val::Type(t) if matches!(&**t, Ty::Other(n) if n.starts_with("TypeReference[")) => {
                    let Ty::Other(n) = &**t else { unreachable!() };
                    let inner = &n["TypeReference[".len()..n.len() - 1];
                    return Err(format!("reference to unresolved type {inner}"));
                }
                Val::Type(t) => match obj_of(t) {
                    Some(p) => {
                        o.annotation = p.annotation;
                        o.parent = Some(p)
                    }
                    None => {
                        return Err(format!(
                            "The parent of an Object must be an Object type, got {t}"
                        ))
                    }
                },
                other => {
                    return Err(format!(
                        "Object parent expects a Type value, got {}",
                        crate::types::type_name_of(other)
                    ))
                }
            },
            "attributes" | "constants" => {
                let Val::Hash(attrs) = v else {
                    return Err(format!("Object {key} expects a Hash value"));
                };
                for (an, av) in attrs.iter() {
                    let name = str_of(an, "attribute name")?;
                    let attr = if key == "constants" {
                        Attr {
                            name,
                            ty: crate::types::infer(av),
                            kind: Some("constant".into()),
                            value: Some(av.clone()),
                            fin: false,
                            over: false,
                        }
                    } else {
                        attr_of(&label, name, av)?
                    };
                    o.attrs.push(attr);
                }
            }
            "annotations" => {
                let Val::Hash(anns) = v else {
                    return Err("Object annotations expects a Hash value".into());
                };
                for (at, av) in anns.iter() {
                    let Some(t) = object_type(at).filter(|t| t.annotation) else {
                        return Err(format!(
                            "Object annotations keys must be Annotation types, got {}",
                            at.to_display()
                        ));
                    };
                    o.annotations.push((t, av.clone()));
                }
            }
            "equality" => {
                let names = match v {
                    Val::Str(s) => vec![s.clone()],
                    Val::Array(a) => a
                        .iter()
                        .map(|x| str_of(x, "Object equality"))
                        .collect::<Result<_, _>>()?,
                    Val::Undef => continue,
                    other => {
                        return Err(format!(
                            "Object equality expects a String or Array value, got {}",
                            crate::types::type_name_of(other)
                        ))
                    }
                };
                o.equality = Some(names);
            }
            // functions, equality_include_type, serialization, checks: accepted (functions
            // cannot be called: they need an implementation Puppet loads from Ruby)
            _ => {}
        }
    }
    // PAnnotatedMember#assert_override against the parent's attributes
    if let Some(p) = &o.parent {
        let inherited = p.all_attrs();
        for a in &o.attrs {
            let member = format!("attribute {label}[{}]", a.name);
            match inherited.iter().find(|x| x.name == a.name) {
                None if a.over => {
                    return Err(format!("expected {member} to override an inherited attribute, but no such attribute was found"));
                }
                None => {}
                Some(x) => {
                    let parent_label = format!("attribute {}[{}]", p_name(p, &x.name), x.name);
                    if x.fin {
                        return Err(format!(
                            "{member} attempts to override final {parent_label}"
                        ));
                    }
                    if !a.over {
                        return Err(format!("{member} attempts to override {parent_label} without having override => true"));
                    }
                }
            }
        }
    }
    Ok(Ty::Ranged(Arc::new(RangedTy::Object(Arc::new(o)))))
}

/// The name of the type in `p`'s chain that declares the attribute `attr`.
fn p_name(p: &ObjTy, attr: &str) -> String {
    if p.attrs.iter().any(|a| &*a.name == attr) {
        return p.name.as_deref().unwrap_or("Object").to_string();
    }
    match &p.parent {
        Some(pp) => p_name(pp, attr),
        None => "Object".into(),
    }
}

/// The keys of an attribute's init hash (`TYPE_ATTRIBUTE`).
const ATTRIBUTE_KEYS: &[&str] = &["type", "final", "override", "kind", "value", "annotations"];

fn attr_of(label: &str, name: Arc<str>, v: &Val) -> Result<Attr, String> {
    match v {
        Val::Type(t) => Ok(Attr {
            name,
            ty: (**t).clone(),
            kind: None,
            value: None,
            fin: false,
            over: false,
        }),
        Val::Hash(h) => {
            let wrong = format!(" initializer for attribute {label}[{name}] has wrong type,");
            if !h.contains_key(&Val::str("type")) {
                return Err(format!("{wrong} expects a value for key 'type'"));
            }
            if let Some(k) = h
                .keys()
                .find(|k| !matches!(k, Val::Str(x) if ATTRIBUTE_KEYS.contains(&&**x)))
            {
                return Err(format!(
                    "{wrong} unrecognized key {}",
                    crate::value::quote_str(&k.to_display())
                ));
            }
            let flag = |k: &str| matches!(h.get(&Val::str(k)), Some(Val::Bool(true)));
            let ty = match h.get(&Val::str("type")) {
                Some(Val::Type(t)) => (**t).clone(),
                None => Ty::Any,
                Some(other) => {
                    return Err(format!(
                        "attribute '{name}' type expects a Type value, got {}",
                        crate::types::type_name_of(other)
                    ))
                }
            };
            let kind = match h.get(&Val::str("kind")) {
                Some(k) => Some(str_of(k, "attribute kind")?),
                None => None,
            };
            Ok(Attr {
                name,
                ty,
                kind,
                value: h.get(&Val::str("value")).cloned(),
                fin: flag("final"),
                over: flag("override"),
            })
        }
        other => Err(format!(
            "attribute '{name}' expects a Type or Hash value, got {}",
            crate::types::type_name_of(other)
        )),
    }
}

/// A type alias that defines an Object type names it: an unnamed one, or (`direct`: the
/// alias's body is `Object[...]`) any.
pub fn named(t: &Ty, name: &Arc<str>, direct: bool) -> Option<Ty> {
    let o = obj_of(t)?;
    if o.name.is_some() && !direct {
        return None;
    }
    let mut o = (*o).clone();
    o.name = Some(name.clone());
    Some(Ty::Ranged(Arc::new(RangedTy::Object(Arc::new(o)))))
}

/// `Type.new(args)` as Puppet's `new_<Name>` function: its first dispatcher takes the init
/// hash (a Struct of the settable attributes, those with a default or a type that takes undef
/// optional), its second the settable attributes by position. Attributes left out get their
/// default (undef when none).
pub(crate) fn new_object(
    c: &mut Compiler<'_>,
    t: &Arc<ObjTy>,
    args: &[Val],
) -> Result<Val, String> {
    let attrs: Vec<Attr> = t.all_attrs().into_iter().cloned().collect();
    let settable: Vec<&Attr> = attrs.iter().filter(|a| a.settable()).collect();
    let fname = format!("new_{}", t.show());
    let init = Ty::Struct(
        settable
            .iter()
            .map(|a| (a.name.clone(), a.optional(), a.ty.clone()))
            .collect(),
    );
    let min = settable.iter().filter(|a| !a.optional()).count();
    let max = settable.len();
    let mut given: Option<Vec<Option<Val>>> = None;
    let mut rejected_hash = None;
    if let [h] = args {
        let lines = crate::describe::describe(c, &init, h, "parameter 'hash'");
        if let (true, Val::Hash(m)) = (lines.is_empty(), h) {
            given = Some(
                settable
                    .iter()
                    .map(|a| m.get(&Val::Str(a.name.clone())).cloned())
                    .collect(),
            );
        } else {
            rejected_hash = Some(lines.join("\n    "));
        }
    }
    if given.is_none() {
        let count_ok = args.len() >= min && args.len() <= max;
        let mut rejected_pos = None;
        if count_ok {
            for (a, v) in settable.iter().zip(args) {
                let lines =
                    crate::describe::describe(c, &a.ty, v, &format!("parameter '{}'", a.name));
                if !lines.is_empty() {
                    rejected_pos = Some(lines.join("\n    "));
                    break;
                }
            }
        }
        if count_ok && rejected_pos.is_none() {
            given = Some((0..max).map(|i| args.get(i).cloned()).collect());
        } else if args.len() != 1 && !count_ok {
            let (lo, hi) = (min.min(1), max.max(1));
            let range = if lo == hi {
                format!("{lo} argument{}", if lo == 1 { "" } else { "s" })
            } else {
                format!("between {lo} and {hi} arguments")
            };
            let got = match args.len() {
                0 => "none".to_string(),
                n => n.to_string(),
            };
            return Err(format!("'{fname}' expects {range}, got {got}"));
        } else {
            let sig: Vec<String> = settable
                .iter()
                .map(|a| format!("{} {}{}", a.ty, a.name, if a.optional() { "?" } else { "" }))
                .collect();
            let count_text = |lo: usize, hi: usize| {
                if lo == hi {
                    format!("expects {lo} argument{}", if lo == 1 { "" } else { "s" })
                } else {
                    format!("expects between {lo} and {hi} arguments")
                }
            };
            let hash_rej = rejected_hash
                .unwrap_or_else(|| format!("{}, got {}", count_text(1, 1), args.len()));
            let pos_rej = rejected_pos
                .unwrap_or_else(|| format!("{}, got {}", count_text(min, max), args.len()));
            return Err(format!(
                "The function '{fname}' was called with arguments it does not accept. It expects one of:\n  ({init} hash)\n    rejected: {hash_rej}\n  ({})\n    rejected: {pos_rej}",
                sig.join(", ")
            ));
        }
    }
    let mut gi = given.unwrap_or_default().into_iter();
    let mut vals = Vec::new();
    for a in &attrs {
        let v = if a.settable() {
            match gi.next().flatten() {
                Some(v) => v,
                None => a.value.clone().unwrap_or(Val::Undef),
            }
        } else {
            a.value.clone().unwrap_or(Val::Undef)
        };
        vals.push((a.name.clone(), v));
    }
    Ok(super::val(Rich::Object(ObjVal {
        ty: t.clone(),
        vals,
    })))
}

/// The children `tree_each` visits in an Object: its attributes by name (reference attributes
/// only with `include_refs`); None for a value that is no Object.
pub fn tree_children(v: &Val, include_refs: bool) -> Option<Vec<(Val, Val)>> {
    let Val::Rich(r) = v else { return None };
    let Rich::Object(o) = &**r else { return None };
    let attrs = o.ty.all_attrs();
    Some(
        o.vals
            .iter()
            .filter(|(k, _)| {
                include_refs
                    || !attrs
                        .iter()
                        .any(|a| &a.name == k && a.kind.as_deref() == Some("reference"))
            })
            .map(|(k, v)| (Val::Str(k.clone()), v.clone()))
            .collect(),
    )
}

/// `$obj.attr`: an attribute's value, None when `v` is no Object or has no such attribute.
pub fn attribute(v: &Val, n: &str) -> Option<Val> {
    let Val::Rich(r) = v else { return None };
    match &**r {
        Rich::Object(o) => o.get(n).cloned(),
        // PURIType's members (AttrReader): a URI's components
        Rich::Uri(u) => u.member(n),
        _ => None,
    }
}

/// The identity of an annotated value (an Object instance or a type) for the annotation
/// store: the address of its shared value.
pub fn identity(v: &Val) -> Option<usize> {
    match v {
        Val::Rich(r) => Some(Arc::as_ptr(r) as *const u8 as usize),
        Val::Type(t) => Some(Arc::as_ptr(t) as *const u8 as usize),
        _ => None,
    }
}
