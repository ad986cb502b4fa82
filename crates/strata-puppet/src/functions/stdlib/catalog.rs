//! stdlib's functions that read or add to the catalog, the scope and the facts:
//! `ensure_resource(s)`, `ensure_packages`, `defined_with_params`, `getparam`,
//! `assert_private`, `fact`, `has_interface_with`, the fqdn-seeded random functions, ...
//!
//! `ensure_resource` declares each title through Puppet's `create_resources` unless
//! `defined_with_params` finds a resource of that type and title (other than the one being
//! evaluated) whose parameters equal the given ones; a resource with other parameters makes
//! `create_resources` fail with its duplicate declaration error, as in Puppet.

use super::api::{module_dir, not_mine, ruby_class, to_s, Call};
use super::random;
use crate::eval::{parse_ref_string, Compiler, ScopeId, R};
use crate::value::{capitalize_name, Ty, Val, IMAX};
use indexmap::IndexMap;
use std::sync::Arc;

/// `Scope(Class[x])` as Puppet labels a scope in log lines.
pub(super) fn scope_label(c: &Compiler<'_>, sc: ScopeId) -> String {
    let mut s = sc;
    while c.scopes[s].local {
        match c.scopes[s].parent {
            Some(p) => s = p,
            None => break,
        }
    }
    if c.scopes[s].is_node {
        return crate::eval::node_scope_label(c, s);
    }
    match c.scopes[s].resource {
        Some(r) if r != c.main_res => format!("{}[{}]", c.res[r].ty, c.res[r].title),
        _ => "Class[main]".to_string(),
    }
}

/// `$module_name` of a scope (`''` outside modules): the `$caller_module_name` of the
/// classes and defines declared from it.
pub(crate) fn module_name_of(c: &mut Compiler<'_>, sc: ScopeId) -> Val {
    c.try_lookup("module_name", sc)
        .unwrap_or_else(|| Val::str(""))
}

fn top_var(c: &mut Compiler<'_>, name: &str) -> Val {
    let top = c.top;
    c.try_lookup(name, top).unwrap_or(Val::Undef)
}

fn facts(c: &mut Compiler<'_>) -> Val {
    top_var(c, "facts")
}

fn hash_get(v: &Val, k: &str) -> Val {
    match v {
        Val::Hash(h) => h.get(&Val::str(k)).cloned().unwrap_or(Val::Undef),
        _ => Val::Undef,
    }
}

/// Puppet's `fqdn_rand(max, seed)`: `Random.new(md5("fqdn:max:seed")).rand(max)`.
pub(crate) fn fqdn_rand(c: &mut Compiler<'_>, max: i64, seed: &str) -> i64 {
    let f = facts(c);
    let fqdn = to_s(&hash_get(&hash_get(&f, "networking"), "fqdn"));
    let hex = crate::digest::hex("md5", format!("{fqdn}:{max}:{seed}").as_bytes());
    if max <= 0 {
        return 0;
    }
    random::rand_int(&random::hex_bytes(&hex), max as u64) as i64
}

/// A resource of the catalog by type name (any case) and title.
fn find_resource(c: &Compiler<'_>, ty: &str, title: &str) -> Option<usize> {
    let ty = capitalize_name(&ty.to_lowercase());
    let title = if ty == "Class" {
        capitalize_name(&title.trim_start_matches("::").to_lowercase())
    } else {
        title.to_string()
    };
    let key: (Arc<str>, Arc<str>) = (ty.into(), title.into());
    c.index.get(&key).copied()
}

/// A reference's type and title as a 3.x function sees it: Puppet's Runtime3Converter turns a
/// resource type without a title (`Ds389::Instance`) into a `Puppet::Resource` of that type
/// whose title is `''` (every resource of the type, for `defined_with_params`).
fn ref_parts(v: &Val) -> Option<(String, String)> {
    match v {
        Val::Str(s) => parse_ref_string(s).or_else(|| Some((s.to_string(), String::new()))),
        Val::Type(t) => match &**t {
            Ty::Resource(Some(ty), None) => Some((ty.to_string(), String::new())),
            _ => v.as_resource_ref(),
        },
        other => other.as_resource_ref(),
    }
}

/// The 3.x `defined_with_params`.
fn defined_with_params(
    c: &mut Compiler<'_>,
    call: &Call<'_>,
    reference: &Val,
    params: &Val,
) -> R<bool> {
    let Some((ty, title)) = ref_parts(reference) else {
        return call.fail(format!(
            "Reference is not understood: '{}'",
            ruby_class(reference)
        ));
    };
    let params: Vec<(Val, Val)> = match params {
        Val::Hash(h) => h.iter().map(|(k, v)| (k.clone(), v.clone())).collect(),
        _ => vec![],
    };
    let candidates: Vec<usize> = if title.is_empty() {
        let t = capitalize_name(&ty.to_lowercase());
        c.index
            .iter()
            .filter(|((rt, _), _)| **rt == *t)
            .map(|(_, r)| *r)
            .collect()
    } else {
        find_resource(c, &ty, &title).into_iter().collect()
    };
    let current = {
        let mut s = call.sc;
        while c.scopes[s].local {
            match c.scopes[s].parent {
                Some(p) => s = p,
                None => break,
            }
        }
        c.scopes[s].resource
    };
    for rid in candidates {
        if Some(rid) == current {
            continue;
        }
        let res = &c.res[rid];
        let all = params.iter().all(|(k, v)| {
            let have = match k {
                Val::Str(k) => res.params.get(&**k).cloned().unwrap_or(Val::Undef),
                _ => Val::Undef,
            };
            (have.is_undef() && v.is_undef()) || have == *v
        });
        if params.is_empty() || all {
            return Ok(true);
        }
    }
    Ok(false)
}

fn ensure_resource(
    c: &mut Compiler<'_>,
    call: &Call<'_>,
    ty: &Val,
    title: &Val,
    params: &Val,
) -> R<()> {
    let params = match params {
        Val::Hash(_) => params.clone(),
        _ => Val::hash(IndexMap::new()),
    };
    let items: Vec<Val> = match title {
        Val::Array(a) => {
            let mut out = Vec::new();
            flatten(a, &mut out);
            out
        }
        other => vec![other.clone()],
    };
    let tname = to_s(ty);
    for item in items {
        let reference = Val::Str(format!("{}[{}]", tname, to_s(&item)).into());
        if defined_with_params(c, call, &reference, &params)? {
            continue;
        }
        let mut h = IndexMap::new();
        h.insert(item.clone(), params.clone());
        let ruby_cap = {
            let mut ch = tname.chars();
            match ch.next() {
                Some(f) => f.to_uppercase().collect::<String>() + &ch.as_str().to_lowercase(),
                None => String::new(),
            }
        };
        let call_builtin = c.families.call_builtin;
        call_builtin(
            c,
            "create_resources",
            vec![Val::Str(ruby_cap.into()), Val::hash(h)],
            None,
            call.sc,
            call.span,
        )?;
    }
    Ok(())
}

fn flatten(a: &[Val], out: &mut Vec<Val>) {
    for x in a {
        match x {
            Val::Array(b) => flatten(b, out),
            other => out.push(other.clone()),
        }
    }
}

fn ensure_resources(
    c: &mut Compiler<'_>,
    call: &Call<'_>,
    ty: &Val,
    titles: &Val,
    params: &Val,
) -> R<()> {
    let Val::Hash(h) = titles else {
        return call.fail("ensure_resources(): Requires second argument to be a Hash");
    };
    let base: IndexMap<Val, Val> = match params {
        Val::Hash(p) => (**p).clone(),
        _ => IndexMap::new(),
    };
    for (name, own) in h.iter() {
        let merged = match own {
            Val::Hash(o) => {
                let mut m = base.clone();
                for (k, v) in o.iter() {
                    m.insert(k.clone(), v.clone());
                }
                m
            }
            _ => base.clone(),
        };
        ensure_resource(c, call, ty, name, &Val::hash(merged))?;
    }
    Ok(())
}

/// stdlib 9's `ensure_packages`: each package's attributes over `{ensure => installed}`; an
/// ensure of `present` or `installed` becomes `present` when the package is already declared
/// with `ensure => present` (`default_ensure`), else `installed`; a hash of packages merges
/// each package's attributes over the defaults.
fn ensure_packages9(
    c: &mut Compiler<'_>,
    call: &Call<'_>,
    packages: &Val,
    attrs: &IndexMap<Val, Val>,
) -> R<()> {
    if let Val::Hash(h) = packages {
        for (name, a) in h.iter() {
            let mut merged = attrs.clone();
            if let Val::Hash(a) = a {
                for (k, v) in a.iter() {
                    merged.insert(k.clone(), v.clone());
                }
            }
            ensure_packages9(c, call, name, &merged)?;
        }
        return Ok(());
    }
    let names: Vec<Val> = match packages {
        Val::Array(a) => a.iter().cloned().collect(),
        other => vec![other.clone()],
    };
    let package = Val::str("package");
    for name in names {
        let mut defaults = IndexMap::new();
        defaults.insert(Val::str("ensure"), Val::str("installed"));
        for (k, v) in attrs.iter() {
            defaults.insert(k.clone(), v.clone());
        }
        let ensure = defaults.get(&Val::str("ensure")).cloned();
        if matches!(&ensure, Some(Val::Str(e)) if &**e == "present" || &**e == "installed") {
            let reference = Val::Str(format!("Package[{}]", to_s(&name)).into());
            let mut want = IndexMap::new();
            want.insert(Val::str("ensure"), Val::str("present"));
            let present = defined_with_params(c, call, &reference, &Val::hash(want))?;
            let e = if present { "present" } else { "installed" };
            defaults.insert(Val::str("ensure"), Val::str(e));
        }
        ensure_resource(c, call, &package, &name, &Val::hash(defaults))?;
    }
    Ok(())
}

/// The 4.x functions of this family.
pub(super) fn call_v4(c: &mut Compiler<'_>, call: &Call<'_>, args: Vec<Val>) -> R<Option<Val>> {
    match call.key {
        "has_function" => {
            // the environment's loaders: Puppet-language functions (the manifest's, the
            // modules' functions/*.pp), Puppet's built-ins, the modules' Ruby functions
            call.arity(&args, 1, 1)?;
            call.param(c, "function_name", &Ty::String(1, IMAX, None), &args[0])?;
            let lname = to_s(&args[0]).trim_start_matches("::").to_lowercase();
            if !c.functions.contains_key(&lname) && lname.contains("::") {
                c.autoload(&lname, "functions", "pp")
                    .map_err(crate::eval::Flow::Err)?;
            }
            let found = c.functions.contains_key(&lname)
                || crate::functions::names::is_builtin(&lname)
                || (c.families.stdlib_find)(c, &lname).is_some();
            Ok(Some(Val::Bool(found)))
        }
        "ensure_packages" => {
            call.arity(&args, 1, 2)?;
            let s1 = Ty::String(1, IMAX, None);
            let t = Ty::Variant(vec![
                s1.clone(),
                Ty::Array(Box::new(s1.clone()), 0, IMAX),
                Ty::Hash(Box::new(s1), Box::new(Ty::Any), 0, IMAX),
            ]);
            call.param(c, "packages", &t, &args[0])?;
            if let Some(d) = args.get(1) {
                call.param(
                    c,
                    "default_attributes",
                    &Ty::Hash(Box::new(Ty::Any), Box::new(Ty::Any), 0, IMAX),
                    d,
                )?;
            }
            if c.read_path(&call.found.file)
                .is_some_and(|t| t.contains("default_ensure"))
            {
                let attrs = match args.get(1) {
                    Some(Val::Hash(d)) => (**d).clone(),
                    _ => IndexMap::new(),
                };
                ensure_packages9(c, call, &args[0], &attrs)?;
                return Ok(Some(Val::Undef));
            }
            let mut defaults = IndexMap::new();
            defaults.insert(Val::str("ensure"), Val::str("installed"));
            if let Some(Val::Hash(d)) = args.get(1) {
                for (k, v) in d.iter() {
                    defaults.insert(k.clone(), v.clone());
                }
                if defaults.get(&Val::str("ensure")) == Some(&Val::str("present")) {
                    defaults.insert(Val::str("ensure"), Val::str("installed"));
                }
            }
            let defaults = Val::hash(defaults);
            let package = Val::str("package");
            match &args[0] {
                Val::Hash(_) => ensure_resources(c, call, &package, &args[0], &defaults)?,
                Val::Array(a) => {
                    for p in a.iter() {
                        ensure_resource(c, call, &package, p, &defaults)?;
                    }
                }
                other => ensure_resource(c, call, &package, other, &defaults)?,
            }
            Ok(Some(Val::Undef))
        }
        "fact" => {
            call.arity(&args, 1, 1)?;
            call.param(c, "fact_name", &Ty::String(0, IMAX, None), &args[0])?;
            let name = to_s(&args[0]);
            let path = fact_path(&name);
            let mut cur = facts(c);
            let mut walked: Vec<String> = Vec::new();
            for k in path {
                let dot = |w: &[String]| {
                    w.iter()
                        .map(|s| {
                            if s.contains('.') {
                                format!("\"{s}\"")
                            } else {
                                s.clone()
                            }
                        })
                        .collect::<Vec<_>>()
                        .join(".")
                };
                cur = match &cur {
                    Val::Undef => return Ok(Some(Val::Undef)),
                    Val::Array(a) => match k.parse::<i64>() {
                        Ok(i) => {
                            let i = if i < 0 { a.len() as i64 + i } else { i };
                            a.get(i.max(0) as usize)
                                .cloned()
                                .filter(|_| i >= 0)
                                .unwrap_or(Val::Undef)
                        }
                        Err(_) => {
                            c.warnings.push(format!(
                                "fact request for {name} returning nil: '{}' is an array; cannot index to '{k}'",
                                dot(&walked)
                            ));
                            Val::Undef
                        }
                    },
                    Val::Hash(h) => h.get(&Val::str(&k)).cloned().unwrap_or(Val::Undef),
                    _ => {
                        c.warnings.push(format!(
                            "fact request for {name} returning nil: '{}' is not a collection; cannot walk to '{k}'",
                            dot(&walked)
                        ));
                        Val::Undef
                    }
                };
                walked.push(k);
            }
            Ok(Some(cur))
        }
        "os_version_gte" => {
            call.arity(&args, 2, 2)?;
            let s1 = Ty::String(1, IMAX, None);
            call.param(c, "os", &s1, &args[0])?;
            call.param(c, "version", &s1, &args[1])?;
            // stdlib 8 reads the legacy facts, stdlib 9 the structured `os` fact
            let f = facts(c);
            let legacy = c
                .read_path(&call.found.file)
                .is_some_and(|t| t.contains("operatingsystemmajrelease"));
            let (os, rel) = if legacy {
                (
                    hash_get(&f, "operatingsystem"),
                    hash_get(&f, "operatingsystemmajrelease"),
                )
            } else {
                let o = hash_get(&f, "os");
                let r = hash_get(&o, "release");
                (hash_get(&o, "name"), hash_get(&r, "major"))
            };
            if os != args[0] {
                return Ok(Some(Val::Bool(false)));
            }
            let rel = to_s(&rel);
            Ok(Some(Val::Bool(
                crate::versioncmp::versioncmp(&rel, &to_s(&args[1])) >= 0,
            )))
        }
        "str2resource" => {
            call.arity(&args, 1, 1)?;
            call.param(c, "res_string", &Ty::String(0, IMAX, None), &args[0])?;
            let s = to_s(&args[0]);
            // Puppet::Resource.new(str): a string that is no `Type[title]` has no title
            let Some((ty, title)) = parse_ref_string(&s) else {
                return call.fail(format!(
                    "No title provided and {} is not a valid resource reference",
                    crate::ruby_inspect::inspect(&Val::Str(s.clone().into()))
                ));
            };
            match find_resource(c, &ty, &title) {
                // a 3.x Puppet::Resource (`File[/tmp/a]`)
                Some(rid) => {
                    let r = c.ref_of(rid);
                    Ok(Some(r.to_3x().unwrap_or(r)))
                }
                None => call.fail(format!(
                    "stdlib::str2resource(): could not find {}[{title}], this is parse order dependent and values should not be quoted",
                    capitalize_name(&ty.to_lowercase())
                )),
            }
        }
        "seeded_rand_string" => {
            call.arity(&args, 2, 3)?;
            call.param(c, "length", &Ty::Integer(1, IMAX), &args[0])?;
            call.param(c, "seed", &Ty::String(0, IMAX, None), &args[1])?;
            if let Some(cs) = args.get(2) {
                call.param(c, "charset", &Ty::String(2, IMAX, None), cs)?;
            }
            let charset: Vec<char> = match args.get(2) {
                Some(Val::Str(s)) => s.chars().collect(),
                _ => "0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"
                    .chars()
                    .collect(),
            };
            let Val::Int(len) = args[0] else {
                return Ok(Some(Val::Undef));
            };
            let hex = crate::digest::hex("sha256", to_s(&args[1]).as_bytes());
            let mut rng = random::Seq::new(&random::hex_bytes(&hex));
            let out: String = (0..len)
                .map(|_| charset[rng.rand(charset.len() as u64) as usize])
                .collect();
            Ok(Some(Val::Str(out.into())))
        }
        _ => not_mine(),
    }
}

/// `a.b."c.d".0` as stdlib's `fact` splits it.
fn fact_path(name: &str) -> Vec<String> {
    let mut out = Vec::new();
    let mut cur = String::new();
    let mut quoted = false;
    for ch in name.chars() {
        match ch {
            '"' => {
                if quoted && !cur.is_empty() {
                    out.push(std::mem::take(&mut cur));
                }
                quoted = !quoted;
            }
            '.' if !quoted => {
                if !cur.is_empty() {
                    out.push(std::mem::take(&mut cur));
                }
            }
            c => cur.push(c),
        }
    }
    if !cur.is_empty() {
        out.push(cur);
    }
    out
}

/// The 3.x functions of this family.
pub(super) fn call_v3(c: &mut Compiler<'_>, call: &Call<'_>, args: Vec<Val>) -> R<Option<Val>> {
    let n = args.len();
    let a0 = args.first().cloned().unwrap_or(Val::Undef);
    let a1 = args.get(1).cloned().unwrap_or(Val::Undef);
    let name = call.name;
    match name {
        "ensure_resource" | "ensure_resources" => {
            if n == 0 {
                return call.fail("Must specify a type");
            }
            if n == 1 {
                return call.fail("Must specify a title");
            }
            let params = args.get(2).cloned().unwrap_or(Val::Undef);
            // Ruby merges the parameters into a Hash: a TypeError for a collection or number
            if name == "ensure_resource"
                && matches!(params, Val::Array(_) | Val::Int(_) | Val::Float(_))
            {
                return call.fail(format!(
                    "no implicit conversion of {} into Hash",
                    ruby_class(&params)
                ));
            }
            if name == "ensure_resource" {
                ensure_resource(c, call, &a0, &a1, &params)?;
            } else {
                ensure_resources(c, call, &a0, &a1, &params)?;
            }
            Ok(Some(Val::Undef))
        }
        "defined_with_params" => {
            if n == 0 {
                return call.fail("Must specify a reference");
            }
            Ok(Some(Val::Bool(defined_with_params(c, call, &a0, &a1)?)))
        }
        "getparam" => {
            if n == 0 {
                return call.fail("Must specify a reference");
            }
            let Val::Str(p) = &a1 else {
                return call.fail("Must specify name of a parameter");
            };
            if p.is_empty() {
                return Ok(Some(Val::str("")));
            }
            let found = ref_parts(&a0).and_then(|(t, title)| find_resource(c, &t, &title));
            let v = found
                .and_then(|rid| c.res[rid].params.get(&**p).cloned())
                .filter(|v| !v.is_undef());
            Ok(Some(v.unwrap_or_else(|| Val::str(""))))
        }
        "assert_private" | "private" => {
            if name == "private" {
                c.warnings.push(format!("Scope({}): private() DEPRECATED: This function will cease to function on Puppet 4; please use assert_private() before upgrading to puppet 4 for backwards-compatibility, or migrate to the new parser's typing system.", scope_label(c, call.sc)));
            }
            if n > 1 {
                return call.fail(format!(
                    "assert_private(): Wrong number of arguments given ({n}}}) for 0 or 1)"
                ));
            }
            let module = c.try_lookup("module_name", call.sc).unwrap_or(Val::Undef);
            let caller = c
                .try_lookup("caller_module_name", call.sc)
                .unwrap_or(Val::Undef);
            if to_s(&module) == to_s(&caller) {
                return Ok(Some(Val::Undef));
            }
            let msg = match &a0 {
                Val::Str(s) if !s.is_empty() || name == "assert_private" && n == 1 => s.to_string(),
                _ => {
                    let mut s = call.sc;
                    while c.scopes[s].local {
                        match c.scopes[s].parent {
                            Some(p) => s = p,
                            None => break,
                        }
                    }
                    let kind = match c.scopes[s].resource.map(|r| &*c.res[r].ty) {
                        Some("Class") | None => "Class",
                        Some(_) => "Definition",
                    };
                    let src = c.scopes[s].source.to_string();
                    format!("{kind} {src} is private")
                }
            };
            call.fail(msg)
        }
        "get_module_path" => {
            if n != 1 {
                return call.fail("get_module_path(): Wrong number of arguments, expects one");
            }
            match module_dir(c, &to_s(&a0)) {
                Some(d) => Ok(Some(Val::Str(d.into()))),
                None => call.fail(format!(
                    "Could not find module {} in environment production",
                    to_s(&a0)
                )),
            }
        }
        "load_module_metadata" => {
            if !(1..=2).contains(&n) {
                return call
                    .fail("load_module_metadata(): Wrong number of arguments, expects one or two");
            }
            let Some(dir) = module_dir(c, &to_s(&a0)) else {
                return call.fail(format!(
                    "Could not find module {} in environment production",
                    to_s(&a0)
                ));
            };
            match c.read_path(&format!("{dir}/metadata.json")) {
                Some(text) => match crate::hiera::parse_data(&text, true) {
                    Ok(v) => Ok(Some(v)),
                    Err(e) => call.fail(e),
                },
                None if a1.truthy() && !matches!(&a1, Val::Str(s) if s.is_empty()) => {
                    Ok(Some(Val::hash(IndexMap::new())))
                }
                None => call.fail(format!(
                    "load_module_metadata(): No metadata.json file for module {}",
                    to_s(&a0)
                )),
            }
        }
        "has_interface_with" => {
            if n == 0 || n > 2 {
                return call.fail(format!(
                    "has_interface_with(): Wrong number of arguments given ({n} for 1 or 2)"
                ));
            }
            Ok(Some(Val::Bool(has_interface_with(c, call, &args)?)))
        }
        "has_ip_address" | "has_ip_network" => {
            if n != 1 {
                return call.fail(format!(
                    "{name}(): Wrong number of arguments given ({n} for 1)"
                ));
            }
            let kind = if name == "has_ip_address" {
                "ipaddress"
            } else {
                "network"
            };
            super::api::autoload_3x(c, "has_interface_with");
            Ok(Some(Val::Bool(has_interface_with(
                c,
                call,
                &[Val::str(kind), a0],
            )?)))
        }
        "fqdn_rotate" => {
            if n == 0 {
                return call.fail(format!(
                    "fqdn_rotate(): Wrong number of arguments given ({n} for 1)"
                ));
            }
            let (mut items, is_str) = match &a0 {
                Val::Array(a) => ((**a).clone(), false),
                Val::Str(s) => (
                    s.chars()
                        .map(|ch| Val::Str(ch.to_string().into()))
                        .collect(),
                    true,
                ),
                _ => {
                    return call.fail("fqdn_rotate(): Requires either array or string to work with")
                }
            };
            if items.len() <= 1 {
                return Ok(Some(a0));
            }
            let fqdn = to_s(&top_var(c, "fqdn"));
            let rest: Vec<String> = args[1..].iter().map(to_s_join).collect();
            let seed = format!("{fqdn}:{}", rest.join(":"));
            let hex = crate::digest::hex("md5", seed.as_bytes());
            let offset = random::rand_int(&random::hex_bytes(&hex), items.len() as u64) as usize;
            items.rotate_left(offset);
            if is_str {
                Ok(Some(Val::Str(
                    items.iter().map(to_s).collect::<String>().into(),
                )))
            } else {
                Ok(Some(Val::array(items)))
            }
        }
        "fqdn_rand_string" => {
            if n == 0 {
                return call.fail("fqdn_rand_string(): wrong number of arguments (0 for 1)");
            }
            let len = match &a0 {
                Val::Int(i) => Some(*i),
                Val::Str(s) if is_integer_str(s) => s.parse().ok(),
                _ => None,
            };
            let Some(len) = len.filter(|l| *l > 0) else {
                return call.fail("fqdn_rand_string(): first argument must be a positive integer");
            };
            let charset: Vec<char> = match &a1 {
                Val::Undef => vec![],
                Val::Str(s) => s.chars().collect(),
                _ => {
                    return call
                        .fail("fqdn_rand_string(): second argument must be undef or a string")
                }
            };
            let charset = if charset.is_empty() {
                ('0'..='9').chain('A'..='Z').chain('a'..='z').collect()
            } else {
                charset
            };
            let seeds: Vec<String> = args.iter().skip(2).map(to_s_join).collect();
            let mut out = String::new();
            for current in 1..=len {
                let mut parts = seeds.clone();
                parts.push(current.to_string());
                let i = fqdn_rand(c, charset.len() as i64, &parts.join(":"));
                out.push(charset[i as usize]);
            }
            Ok(Some(Val::Str(out.into())))
        }
        "seeded_rand" => {
            let max = match &a0 {
                Val::Int(i) => Some(*i),
                Val::Str(s) if is_integer_str(s) => s.parse().ok(),
                _ => None,
            };
            let Some(max) = max.filter(|m| *m > 0) else {
                return call.fail("seeded_rand(): first argument must be a positive integer");
            };
            let Val::Str(seed) = &a1 else {
                return call.fail("seeded_rand(): second argument must be a string");
            };
            let hex = crate::digest::hex("md5", seed.as_bytes());
            Ok(Some(Val::Int(
                random::rand_int(&random::hex_bytes(&hex), max as u64) as i64,
            )))
        }
        "fqdn_uuid" => {
            if n == 0 {
                return call.fail("fqdn_uuid: No arguments given");
            }
            if n != 1 {
                return call.fail(format!("fqdn_uuid: Too many arguments given ({n})"));
            }
            let mut data = vec![
                0x6b, 0xa7, 0xb8, 0x10, 0x9d, 0xad, 0x11, 0xd1, 0x80, 0xb4, 0x00, 0xc0, 0x4f, 0xd4,
                0x30, 0xc8,
            ];
            data.extend(to_s(&a0).as_bytes());
            let mut b = random::hex_bytes(&crate::digest::hex("sha1", &data));
            b.truncate(16);
            b[6] = (b[6] & 0x0f) | 0x50;
            b[8] = (b[8] & 0x3f) | 0x80;
            let hex: String = b.iter().map(|x| format!("{x:02x}")).collect();
            Ok(Some(Val::Str(
                format!(
                    "{}-{}-{}-{}-{}",
                    &hex[0..8],
                    &hex[8..12],
                    &hex[12..16],
                    &hex[16..20],
                    &hex[20..32]
                )
                .into(),
            )))
        }
        "deprecation" => {
            if n != 2 {
                return call.fail(format!(
                    "deprecation: Wrong number of arguments given ({n} for 2)"
                ));
            }
            // The 3.x version logs only when STDLIB_LOG_DEPRECATIONS is 'true'.
            Ok(Some(Val::Undef))
        }
        _ => not_mine(),
    }
}

/// Ruby's `Array#join` of one element (arrays are joined recursively).
fn to_s_join(v: &Val) -> String {
    match v {
        Val::Array(a) => a.iter().map(to_s_join).collect::<Vec<_>>().join(":"),
        other => to_s(other),
    }
}

fn is_integer_str(s: &str) -> bool {
    let t = s.strip_prefix('-').unwrap_or(s);
    t == "0" || (!t.is_empty() && !t.starts_with('0') && t.bytes().all(|b| b.is_ascii_digit()))
}

fn has_interface_with(c: &mut Compiler<'_>, call: &Call<'_>, args: &[Val]) -> R<bool> {
    // the 3.x scope's `lookupvar('interfaces')`: with strict_variables an unknown name throws
    let top = c.top;
    let ifaces = match c.try_lookup("interfaces", top) {
        Some(v) => v,
        None if c.opts.strict => return call.fail("Undefined variable 'interfaces'; "),
        None => Val::Undef,
    };
    let Val::Str(list) = ifaces else {
        return Ok(false);
    };
    let names: Vec<String> = list.split(',').map(|s| s.to_string()).collect();
    if args.len() == 1 {
        return Ok(names.iter().any(|n| Val::Str(n.as_str().into()) == args[0]));
    }
    let kind = to_s(&args[0]);
    let value = &args[1];
    if top_var(c, &kind) == *value {
        return Ok(true);
    }
    Ok(names
        .iter()
        .any(|i| top_var(c, &format!("{kind}_{}", i.to_lowercase())) == *value))
}

/// The 4.x `stdlib::ip_in_range` (here for the IP helpers it shares).
pub(super) fn ip_in_range(call: &Call<'_>, ip: &str, ranges: &[String]) -> R<bool> {
    // the reference Ruby's ipaddr (1.2.4) raises "invalid address: " without the address
    let Some((addr, _)) = super::validate::ipaddr(ip) else {
        return call.fail("invalid address: ");
    };
    for r in ranges {
        let Some((net, bits)) = super::validate::ipaddr(r) else {
            return call.fail("invalid address: ");
        };
        let inside = match (addr, net) {
            (std::net::IpAddr::V4(a), std::net::IpAddr::V4(n)) => {
                let m = if bits == 0 {
                    0
                } else {
                    u32::MAX << (32 - bits as u32)
                };
                u32::from(a) & m == u32::from(n) & m
            }
            (std::net::IpAddr::V6(a), std::net::IpAddr::V6(n)) => {
                let m = if bits == 0 {
                    0
                } else {
                    u128::MAX << (128 - bits as u32)
                };
                u128::from(a) & m == u128::from(n) & m
            }
            _ => false,
        };
        if inside {
            return Ok(true);
        }
    }
    Ok(false)
}
