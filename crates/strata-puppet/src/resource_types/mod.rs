//! Resource types: Puppet 7's built-in types (a table generated from Puppet's own registry by
//! `scripts/puppet/gen-builtin-types.rb`, see [`builtin()`]) and the types modules write in Ruby
//! (`<module>/lib/puppet/type/<name>.rb` on the modulepath), read statically by
//! [`ruby_reader`]. A type gives the attribute names a resource may use, its key attributes
//! (namevars), whether it is isomorphic, and its title patterns, from which the catalog derives
//! each resource's uniqueness key (Puppet's `Resource#uniqueness_key`) and its aliases.

pub mod builtin;
pub mod registry;
pub mod ruby_reader;
mod ruby_static;
pub mod typedef;

use std::collections::HashMap;
use std::sync::Arc;

use crate::eval::{Compiler, Flow, PErr, ResId, R};
use crate::ruby_inspect::ruby_quote;
use crate::value::Val;
use strata_core::Span;

pub use builtin::METAPARAMS;
pub use registry::{Patterns, Registry, ResourceType};
pub use typedef::{Attr, TitlePattern, TypeDef};

/// The built-in type named `name` (lower case, as `file`).
pub fn builtin(name: &str) -> Option<&'static TypeDef<'static>> {
    builtin::TYPES
        .binary_search_by(|t| t.name.cmp(name))
        .ok()
        .map(|i| &builtin::TYPES[i])
}

impl ResourceType {
    fn from_builtin(t: &TypeDef<'_>) -> ResourceType {
        let mut pats = Vec::new();
        let mut bad = None;
        for p in t.title_patterns {
            match ruby_regex(p.regex, p.flags) {
                Ok(r) => pats.push((r, p.captures.iter().map(|s| s.to_string()).collect())),
                Err(e) => bad = Some(e),
            }
        }
        ResourceType {
            name: t.name.to_string(),
            namevars: t.namevars.iter().map(|s| s.to_string()).collect(),
            attrs: t.attrs.iter().map(|a| a.0.to_string()).collect(),
            isomorphic: t.isomorphic,
            patterns: match bad {
                Some(e) => Patterns::Unreadable(e),
                None => Patterns::Ready(pats),
            },
            file: None,
            identity: t.namevars.len() == 1
                && matches!(t.title_patterns, [p] if p.regex == "(.*)" && p.captures.len() == 1),
        }
    }

    /// Whether `name` is an attribute of this type (`name` always is, as in Puppet).
    pub fn valid_attr(&self, name: &str) -> bool {
        // lengths and first letters compared before the bytes (a type has dozens of names)
        let same = |a: &str| {
            a.len() == name.len() && a.as_bytes().first() == name.as_bytes().first() && a == name
        };
        name == "name" || self.attrs.iter().any(|a| same(a)) || METAPARAMS.iter().any(|m| same(m))
    }
}

/// Compiles a title pattern's Ruby regex (source and Ruby's flag letters) with Ruby's
/// semantics, through the crate's one regex engine.
pub fn ruby_regex(src: &str, flags: &str) -> Result<std::sync::Arc<crate::regex::Regex>, String> {
    let mut bits = 0;
    if flags.contains('i') {
        bits |= crate::regex::IGNORECASE;
    }
    if flags.contains('x') {
        bits |= crate::regex::EXTENDED;
    }
    if flags.contains('m') {
        bits |= crate::regex::MULTILINE;
    }
    crate::regex::compile_with(src, bits)
}

/// A value as Ruby's `inspect` shows it in Puppet's alias messages.
fn inspect(v: &Option<Val>) -> String {
    match v {
        None | Some(Val::Undef) => "nil".into(),
        Some(Val::Str(s)) => ruby_quote(s),
        Some(Val::Array(a)) => {
            let parts: Vec<String> = a.iter().map(|x| inspect(&Some(x.clone()))).collect();
            format!("[{}]", parts.join(", "))
        }
        Some(Val::Bool(b)) => b.to_string(),
        Some(Val::Int(i)) => i.to_string(),
        Some(other) => ruby_quote(&other.to_string()),
    }
}

fn truthy(v: &Option<Val>) -> bool {
    !matches!(v, None | Some(Val::Undef) | Some(Val::Bool(false)))
}

impl Compiler<'_> {
    /// The resource type `name` (lower case): a built-in, else a Ruby type of a module on the
    /// modulepath; `None` when there is none (then it may be a defined type). A module type
    /// file that cannot be read statically is an error naming the file.
    pub(crate) fn resource_type(&mut self, name: &str) -> Result<Option<Arc<ResourceType>>, PErr> {
        let name = crate::value::trim_root(name);
        if let Some(t) = self.rtypes.loaded.get(name) {
            return Ok(t.clone());
        }
        let lower = name.to_lowercase();
        if lower != name {
            let t = self.resource_type(&lower)?;
            self.rtypes.loaded.insert(name.to_string(), t.clone());
            return Ok(t);
        }
        let found = if let Some(b) = builtin(name) {
            Some(Arc::new(ResourceType::from_builtin(b)))
        } else if !name.is_empty()
            && name
                .bytes()
                .all(|b| b.is_ascii_lowercase() || b.is_ascii_digit() || b == b'_')
        {
            self.load_module_type(name)?
        } else {
            None
        };
        self.rtypes.loaded.insert(name.to_string(), found.clone());
        Ok(found)
    }

    /// The attribute the catalog leaves out when it equals the title (Puppet's
    /// `Resource#namevar`): a resource type's one key attribute, else `name`.
    pub(crate) fn catalog_namevar(&self, rid: ResId) -> String {
        match self.known_type(&self.res[rid].ty) {
            Some(t) if t.namevars.len() == 1 => t.namevars[0].clone(),
            _ => "name".to_string(),
        }
    }

    /// A type already looked up (by its lower-case or catalog name), without loading.
    pub(crate) fn known_type(&self, name: &str) -> Option<Arc<ResourceType>> {
        // a name with capitals (the catalog's `File`) is found by its lower-case form, which
        // `resource_type` registered first and gives the same answer: one lookup, not two
        let capitals = name.bytes().any(|b| b.is_ascii_uppercase());
        let found = if capitals {
            None
        } else {
            self.rtypes.loaded.get(name)
        };
        match found {
            Some(t) => t.clone(),
            None => {
                // a catalog name (`File`) lower-cased without an allocation when short
                let mut buf = [0u8; 64];
                if name.is_ascii() && name.len() <= buf.len() {
                    let lower = &mut buf[..name.len()];
                    lower.copy_from_slice(name.as_bytes());
                    lower.make_ascii_lowercase();
                    let lower = std::str::from_utf8(lower).unwrap_or_default();
                    return self.rtypes.loaded.get(lower).cloned().flatten();
                }
                self.rtypes
                    .loaded
                    .get(&name.to_lowercase())
                    .cloned()
                    .flatten()
            }
        }
    }

    fn load_module_type(&mut self, name: &str) -> Result<Option<Arc<ResourceType>>, PErr> {
        for mp in self.opts.modulepath.clone() {
            let Ok(mut mods) = self.host.list_dir(None, &mp) else {
                continue;
            };
            mods.sort();
            for m in mods {
                let path = format!("{mp}/{m}/lib/puppet/type/{name}.rb");
                let Some(text) = self.read_path(&path) else {
                    continue;
                };
                let own = format!("{mp}/{m}/lib");
                let mut libs = vec![own.clone()];
                libs.extend(self.module_libs().into_iter().filter(|l| *l != own));
                let read =
                    ruby_reader::read_type_file_at(&path, &text, &libs, &mut |p| self.read_path(p))
                        .map_err(|e| PErr {
                            msg: format!(
                        "The resource type '{name}' in {path} cannot be read statically: {e}"
                    ),
                            span: None,
                            wrapped: false,
                            issue: true,
                            related: None,
                            line_only: false,
                            outside: false,
                        })?;
                let Some(rt) = read.into_iter().find(|t| t.name == name) else {
                    continue;
                };
                let has_provider = self.has_provider(name);
                return Ok(Some(Arc::new(rt.into_resource_type(path, has_provider))));
            }
        }
        Ok(None)
    }

    /// The `lib/` directories of the modules on the modulepath, in modulepath order.
    fn module_libs(&self) -> Vec<String> {
        let mut out = Vec::new();
        for mp in &self.opts.modulepath {
            let Ok(mut mods) = self.host.list_dir(None, mp) else {
                continue;
            };
            mods.sort();
            out.extend(mods.into_iter().map(|m| format!("{mp}/{m}/lib")));
        }
        out
    }

    /// Whether some module on the modulepath has a provider for type `name` (Puppet then adds
    /// the `provider` parameter to the type).
    fn has_provider(&self, name: &str) -> bool {
        for mp in &self.opts.modulepath {
            let Ok(mods) = self.host.list_dir(None, mp) else {
                continue;
            };
            for m in mods {
                let dir = format!("{mp}/{m}/lib/puppet/provider/{name}");
                if let Ok(files) = self.host.list_dir(None, &dir) {
                    if files.iter().any(|f| f.ends_with(".rb")) {
                        return true;
                    }
                }
            }
        }
        false
    }

    /// Registers the aliases of a new resource as Puppet's catalog does when the resource is
    /// added: its explicit `alias` names, then (for isomorphic types) its uniqueness key when
    /// that differs from its title. A name another resource holds is an error.
    pub(crate) fn register_aliases(
        &mut self,
        rid: ResId,
        rtype: Option<&ResourceType>,
        span: Span,
    ) -> R<()> {
        let ty = self.res[rid].ty.clone();
        let title = self.res[rid].title.clone();
        let mut explicit = Vec::new();
        match self.res[rid].params.get("alias") {
            Some(Val::Str(a)) => explicit.push(a.clone()),
            Some(Val::Array(a)) => {
                for x in a.iter() {
                    if let Val::Str(s) = x {
                        explicit.push(s.clone());
                    }
                }
            }
            _ => {}
        }
        for a in explicit {
            if a == title {
                continue;
            }
            self.alias_one(rid, &a, ruby_quote(&a), span)?;
        }
        let isomorphic = rtype.map(|t| t.isomorphic).unwrap_or(true);
        if !isomorphic {
            return Ok(());
        }
        let key = self
            .uniqueness_key(rid, rtype)
            .map_err(|m| Flow::Err(PErr::runtime(m, span)))?;
        if !key.iter().any(truthy) {
            return Ok(());
        }
        if key.len() == 1 {
            if let Some(Val::Str(s)) = &key[0] {
                if *s == title {
                    return Ok(());
                }
                let shown = format!("[{}]", inspect(&key[0]));
                return self.alias_one(rid, &s.clone(), shown, span);
            }
            return Ok(());
        }
        let parts: Vec<String> = key.iter().map(inspect).collect();
        let shown = format!("[{}]", parts.join(", "));
        let map_key = (ty.clone(), shown.clone());
        if let Some(&old) = self.rtypes.composite.get(&map_key) {
            if old != rid {
                return Err(self.alias_error(
                    rid,
                    old,
                    &shown,
                    &format!("[{}, {}]", ruby_quote(&ty), parts.join(", ")),
                    span,
                ));
            }
            return Ok(());
        }
        self.rtypes.composite.insert(map_key, rid);
        Ok(())
    }

    fn alias_one(&mut self, rid: ResId, name: &Arc<str>, shown: String, span: Span) -> R<()> {
        let ty = self.res[rid].ty.clone();
        let k = (ty.clone(), name.clone());
        if let Some(&old) = self.index.get(&k) {
            if old == rid {
                return Ok(());
            }
            let newref = format!("[{}, {}]", ruby_quote(&ty), ruby_quote(name));
            return Err(self.alias_error(rid, old, &shown, &newref, span));
        }
        self.index.insert(k, rid);
        Ok(())
    }

    fn alias_error(&self, rid: ResId, old: ResId, key: &str, newref: &str, span: Span) -> Flow {
        let r = &self.res[rid];
        let at = self.at_text(span);
        let old_at = self.res[old]
            .span
            .map(|s| self.file_line_text(s))
            .unwrap_or_default();
        Flow::Err(PErr::runtime(
            format!(
                "Cannot alias {}[{}] to {key}{at}; resource {newref} already declared{old_at}",
                r.ty, r.title
            ),
            span,
        ))
    }

    /// Puppet's `Resource#uniqueness_key`: the title split by the type's title patterns,
    /// overridden by the parameters given, one value per key attribute sorted by name.
    fn uniqueness_key(
        &self,
        rid: ResId,
        rtype: Option<&ResourceType>,
    ) -> Result<Vec<Option<Val>>, String> {
        let r = &self.res[rid];
        let given = |k: &str| {
            r.params
                .get(k)
                .filter(|v| !matches!(v, Val::Undef))
                .cloned()
        };
        // the common case: the key is the namevar as given, else the title
        let single = match rtype {
            None => Some("name"),
            Some(t) if t.identity => Some(t.namevars[0].as_str()),
            _ => None,
        };
        if let Some(k) = single {
            let v = match r.params.get(k) {
                None => Val::Str(r.title.clone()),
                Some(Val::Undef) => given("name")
                    .unwrap_or_else(|| Val::Str(format!("{}/{}", r.ty, r.title).into())),
                Some(v) => v.clone(),
            };
            return Ok(vec![Some(v)]);
        }
        // file's own title pattern on a title it answers without the regex engine, the
        // namevar not given: the key is the title's capture (the title without its trailing
        // slashes), found without the captures' copies
        if let Some(t) = rtype.filter(|t| t.namevars.len() == 1) {
            if let Patterns::Ready(pats) = &t.patterns {
                let nv = t.namevars[0].as_str();
                if let Some((re, attrs)) = pats.first() {
                    if re.source() == FILE_TITLE_PATTERN
                        && attrs.len() == 1
                        && attrs[0] == nv
                        && !r.title.is_empty()
                        && !r.title.contains([':', '\n'])
                        && !r.params.contains_key(nv)
                    {
                        let key = match r.title.trim_end_matches('/') {
                            p if p.len() == r.title.len() => Val::Str(r.title.clone()),
                            "" => Val::Str("/".into()),
                            p => Val::Str(p.into()),
                        };
                        return Ok(vec![Some(key)]);
                    }
                }
            }
        }
        let title = r.title.to_string();
        // One namevar (file's `path`): its value given (not undef), else the title's capture
        // for it, else `name` (given or captured), else `Type/title`, as the general case
        // below finds it without building the attribute map.
        if let Some(t) = rtype.filter(|t| t.namevars.len() == 1) {
            if let Patterns::Ready(pats) = &t.patterns {
                let nv = t.namevars[0].as_str();
                let mut captured: (Option<Val>, Option<Val>) = (None, None);
                each_title_capture(pats, &title, |a, v| {
                    if a == nv {
                        captured.0 = v.clone();
                    }
                    if a == "name" {
                        captured.1 = v;
                    }
                })?;
                // a parameter, even undef, takes the place of the capture
                let get = |k: &str, cap: Option<Val>| match r.params.get(k) {
                    Some(v) => Some(v.clone()).filter(|v| !matches!(v, Val::Undef)),
                    None => cap.filter(|v| !matches!(v, Val::Undef)),
                };
                let name_cap = if nv == "name" {
                    captured.0.clone()
                } else {
                    captured.1
                };
                let key = get(nv, captured.0)
                    .or_else(|| get("name", name_cap))
                    .unwrap_or_else(|| Val::Str(format!("{}/{}", r.ty, title).into()));
                return Ok(vec![Some(key)]);
            }
        }
        let (keys, namevar): (Vec<String>, String) = match rtype {
            Some(t) => {
                let nv = if t.namevars.len() == 1 {
                    t.namevars[0].clone()
                } else {
                    "name".into()
                };
                (t.namevars.clone(), nv)
            }
            None => (vec!["name".into()], "name".into()),
        };
        let mut h: HashMap<String, Option<Val>> = HashMap::new();
        match rtype.map(|t| &t.patterns) {
            None => {
                h.insert("name".into(), Some(Val::Str(title.as_str().into())));
            }
            Some(Patterns::Missing) => {
                return Err(
                    "you must specify title patterns when there are two or more key attributes"
                        .into(),
                )
            }
            Some(Patterns::Unreadable(e)) => {
                let file = rtype.and_then(|t| t.file.clone()).unwrap_or_default();
                return Err(format!("The title patterns of resource type '{}' in {file} cannot be read statically: {e}", r.ty.to_lowercase()));
            }
            Some(Patterns::Ready(pats)) => {
                each_title_capture(pats, &title, |a, v| {
                    h.insert(a.to_string(), v);
                })?;
            }
        }
        for (k, v) in r.params.iter() {
            h.insert(k.to_string(), Some(v.clone()));
        }
        let get = |h: &HashMap<String, Option<Val>>, k: &str| {
            h.get(k)
                .cloned()
                .flatten()
                .filter(|v| !matches!(v, Val::Undef))
        };
        let name = get(&h, &namevar)
            .or_else(|| get(&h, "name"))
            .unwrap_or_else(|| Val::Str(format!("{}/{}", r.ty, title).into()));
        if get(&h, &namevar).is_none() {
            h.insert(namevar.clone(), Some(name.clone()));
        }
        if get(&h, "name").is_none() {
            h.insert("name".into(), Some(name));
        }
        let mut sorted = keys;
        strata_core::sort::sort(&mut sorted);
        Ok(sorted.iter().map(|k| get(&h, k)).collect())
    }
}

/// The source of file's title pattern (Puppet's `File.title_patterns`).
const FILE_TITLE_PATTERN: &str = "^(/|.+:/|.*[^/])/*\\Z";

/// Puppet's `Resource#parse_title`: the first of a type's title patterns that matches `title`
/// gives each of its attributes the capture in its place (`f(attribute, value)`); the error
/// when none matches.
fn each_title_capture(
    pats: &[(Arc<crate::regex::Regex>, Vec<String>)],
    title: &str,
    mut f: impl FnMut(&str, Option<Val>),
) -> Result<(), String> {
    for (re, attrs) in pats {
        if let Some(caps) = title_captures(re, title) {
            for (i, a) in attrs.iter().enumerate() {
                let v = caps
                    .get(i + 1)
                    .cloned()
                    .flatten()
                    .map(|m| Val::Str(m.into()));
                f(a, v);
            }
            return Ok(());
        }
    }
    Err(format!(
        "No set of title patterns matched the title \"{title}\"."
    ))
}

/// `re.match_vec(title)` for a title pattern; file's pattern on a title without `:` or a
/// line break is answered without the regex engine (the title without its trailing
/// slashes, `/` for slashes only, no match for an empty title), as it is for every file.
fn title_captures(re: &crate::regex::Regex, title: &str) -> Option<Vec<Option<String>>> {
    if re.source() == FILE_TITLE_PATTERN && !title.contains([':', '\n']) {
        if title.is_empty() {
            return None;
        }
        let path = match title.trim_end_matches('/') {
            "" => "/",
            p => p,
        };
        let whole = title.to_string();
        return Some(vec![Some(whole), Some(path.to_string())]);
    }
    re.match_vec(title)
}

impl Compiler<'_> {
    /// The resource a reference names, as `Catalog#resource` finds it: by its title, else by
    /// the uniqueness key its title gives through the type's title patterns
    /// (`File['/tmp/x/']` is `File['/tmp/x']`).
    pub(crate) fn find_by_ref(&self, ty: &Arc<str>, title: &Arc<str>) -> Option<ResId> {
        if let Some(&rid) = self.index.get(&(ty.clone(), title.clone())) {
            return Some(rid);
        }
        let t = self.known_type(ty)?;
        if t.namevars.len() > 1 {
            return self.find_by_composite_key(&t, ty, title);
        }
        if t.namevars.len() != 1 || t.identity {
            return None;
        }
        let Patterns::Ready(pats) = &t.patterns else {
            return None;
        };
        let (re, attrs) = pats
            .iter()
            .find(|(re, _)| title_captures(re, title).is_some())?;
        let caps = title_captures(re, title)?;
        let i = attrs.iter().position(|a| *a == t.namevars[0])?;
        let key: Arc<str> = caps.get(i + 1).cloned().flatten()?.into();
        self.index.get(&(ty.clone(), key)).copied()
    }

    /// Catalog#resource for a type of several key attributes (package's `command`, `name`,
    /// `provider`): a reference not found by title is looked up by the uniqueness key a
    /// resource of that title and no parameters would have (its title split by the title
    /// patterns, `name` defaulting to the title), so `Package['nginx']` finds
    /// `package { 'web': name => 'nginx' }`.
    fn find_by_composite_key(
        &self,
        t: &ResourceType,
        ty: &Arc<str>,
        title: &Arc<str>,
    ) -> Option<ResId> {
        let Patterns::Ready(pats) = &t.patterns else {
            return None;
        };
        let mut h: HashMap<&str, Val> = HashMap::new();
        let (re, attrs) = pats
            .iter()
            .find(|(re, _)| title_captures(re, title).is_some())?;
        let caps = title_captures(re, title)?;
        for (i, a) in attrs.iter().enumerate() {
            if let Some(v) = caps.get(i + 1).cloned().flatten() {
                h.insert(a.as_str(), Val::Str(v.into()));
            }
        }
        let name = h
            .get("name")
            .cloned()
            .unwrap_or_else(|| Val::Str(format!("{ty}/{title}").into()));
        h.entry("name").or_insert(name);
        let mut keys: Vec<&str> = t.namevars.iter().map(String::as_str).collect();
        strata_core::sort::sort(&mut keys);
        let parts: Vec<String> = keys.iter().map(|k| inspect(&h.get(k).cloned())).collect();
        let shown = format!("[{}]", parts.join(", "));
        self.rtypes.composite.get(&(ty.clone(), shown)).copied()
    }

    /// The attributes a resource's title sets through its type's title patterns and that its
    /// parameters do not (Puppet's `parse_title` merged under the parameters in the catalog),
    /// without the namevar when it equals the title. Empty for the default pattern.
    pub(crate) fn title_params(&self, rid: ResId) -> Vec<(String, Val)> {
        let r = &self.res[rid];
        let Some(t) = self.known_type(&r.ty) else {
            return vec![];
        };
        if t.identity {
            return vec![];
        }
        let Patterns::Ready(pats) = &t.patterns else {
            return vec![];
        };
        let namevar = if t.namevars.len() == 1 {
            t.namevars[0].as_str()
        } else {
            "name"
        };
        // file's own pattern on a title it answers without the regex engine (see
        // `title_captures`), without the captures' copies
        if let Some((re, attrs)) = pats.first() {
            if re.source() == FILE_TITLE_PATTERN
                && attrs.len() == 1
                && !r.title.is_empty()
                && !r.title.contains([':', '\n'])
            {
                let a = &attrs[0];
                let path = match r.title.trim_end_matches('/') {
                    "" => "/",
                    p => p,
                };
                let given = r.params.get(a.as_str()).is_some_and(|v| !v.is_undef());
                if given || (a == namevar && path == &*r.title) {
                    return vec![];
                }
                return vec![(a.clone(), Val::Str(path.into()))];
            }
        }
        for (re, attrs) in pats {
            if let Some(caps) = title_captures(re, &r.title) {
                let mut out = Vec::new();
                for (i, a) in attrs.iter().enumerate() {
                    let Some(Some(m)) = caps.get(i + 1) else {
                        continue;
                    };
                    let given = r.params.get(a.as_str()).is_some_and(|v| !v.is_undef());
                    if given || (a == namevar && m.as_str() == &*r.title) {
                        continue;
                    }
                    out.push((a.clone(), Val::Str(m.as_str().into())));
                }
                return out;
            }
        }
        vec![]
    }
}

#[cfg(test)]
mod tests {
    /// The shortcut for file's title pattern gives what the regex engine gives.
    #[test]
    fn file_title_shortcut_is_the_regex() {
        let re = super::ruby_regex(super::FILE_TITLE_PATTERN, "m").expect("pattern");
        for title in [
            "",
            "/",
            "///",
            "/a",
            "/a/",
            "/a//",
            "a",
            "a//",
            "//a//",
            "/ä/ö/",
            " ",
            "/a b/ ",
            "/etc/bench/1.conf",
            "./x/",
            "x/./",
        ] {
            assert_eq!(
                super::title_captures(&re, title),
                re.match_vec(title),
                "title {title:?}"
            );
        }
    }
}
