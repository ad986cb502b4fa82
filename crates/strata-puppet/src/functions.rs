//! Puppet's built-in functions.
//!
//! Over 1,500 lines on purpose: the built-in functions' dispatcher (one match from a name to
//! its code; the families are already in `functions/`, `stdlib.rs` and `templates.rs`) and the
//! helpers every family uses.

pub(crate) mod apache;
pub(crate) mod arg_types;
mod deferred;
pub(crate) mod iter_dispatch;
pub(crate) mod iterable;
pub(crate) mod minmax;
pub(crate) mod names;
mod navigation;
pub(crate) mod stdlib;

use crate::ast::Lambda;
use crate::eval::{flatten_refs, issue, parse_ref_string, rt_err, Compiler, Flow, ScopeId, R};
use crate::types::{self, type_name_of};
use crate::value::{capitalize_name, Ty, Val, IMAX};
use indexmap::IndexMap;
use std::sync::Arc;
use strata_core::Span;

pub(crate) use crate::eval::scope_label;
pub(crate) use arg_types::arity;
pub(crate) use iterable::iterable_items;
pub use names::is_builtin;

/// The dispatcher's message for a block whose parameters fit none of the function's block
/// signatures: the one- and two-element iterators take `Callable[1, 1]` or `Callable[2, 2]`,
/// `reduce` takes `Callable[2, 2]` (Puppet's `'each' block expects between 1 and 2 arguments,
/// got 3`).
fn block_arity(name: &str, l: &Lambda) -> Option<String> {
    let got = l.params.len();
    let rest = l.params.iter().any(|p| p.captures_rest);
    let required = l
        .params
        .iter()
        .filter(|p| p.default.is_none() && !p.captures_rest)
        .count();
    // the dispatcher counts no parameters as "none"
    let shown = if got == 0 {
        "none".to_string()
    } else {
        got.to_string()
    };
    match name {
        "each" | "map" | "filter" | "any" | "all" if required > 2 || got == 0 && !rest => Some(
            format!("'{name}' block expects between 1 and 2 arguments, got {shown}"),
        ),
        "reduce" if required > 2 || got < 2 && !rest => {
            Some(format!("'reduce' block expects 2 arguments, got {shown}"))
        }
        _ => None,
    }
}

fn need_lambda<'l>(name: &str, l: Option<&'l Lambda>, span: Span) -> R<&'l Lambda> {
    match l {
        Some(l) => Ok(l),
        None => rt_err(format!("'{name}' expects a block"), span),
    }
}

/// Iterates a value as Puppet's iteration functions do: arrays give elements, hashes give
/// `[key, value]` pairs, integers give `0..n`, strings give characters, `Integer[a, b]` types
/// give the range.
/// Every element costs one step of the budget, charged before it is made.
fn iterable(c: &mut Compiler<'_>, name: &str, v: &Val, span: Span) -> R<(Vec<Val>, bool)> {
    iterable_items(c, name, v, span)
}

/// Calls a lambda with one element: pairs spread over two parameters.
fn call_elem(
    c: &mut Compiler<'_>,
    l: &Lambda,
    idx: Option<usize>,
    elem: Val,
    is_hash: bool,
    sc: ScopeId,
    span: Span,
) -> R<Val> {
    let n = l.params.len();
    if l.params.first().map(|p| p.captures_rest).unwrap_or(false) {
        let args = match (&elem, is_hash) {
            (Val::Array(p), true) => (**p).clone(),
            _ => match idx {
                Some(i) => vec![Val::Int(i as i64), elem],
                None => vec![elem],
            },
        };
        return c.call_lambda(l, args, sc, span);
    }
    let args = if is_hash {
        let pair = match &elem {
            Val::Array(p) => (**p).clone(),
            _ => vec![elem.clone()],
        };
        match (n, idx) {
            (1, _) => vec![elem],
            (2, _) => pair,
            (3, Some(i)) => vec![Val::Int(i as i64), pair[0].clone(), pair[1].clone()],
            _ => pair,
        }
    } else {
        match (n, idx) {
            (2, Some(i)) => vec![Val::Int(i as i64), elem],
            _ => vec![elem],
        }
    };
    c.call_lambda(l, args, sc, span)
}

/// The text of a logging function's arguments: each formatted as string interpolation
/// formats it (Puppet's `log_func`), joined with spaces.
fn log_msg(args: &[Val]) -> String {
    let mut out = String::new();
    for (i, a) in args.iter().enumerate() {
        if i > 0 {
            out.push(' ');
        }
        a.write_epp(&mut out);
    }
    out
}

fn class_names(v: &Val, out: &mut Vec<String>, span: Span) -> R<()> {
    match v {
        // Scope#transform_and_assert_classnames
        Val::Undef => return rt_err("Cannot use undef as a class name", span),
        Val::Str(s) if s.is_empty() => {
            return rt_err("Cannot use empty string as a class name", span)
        }
        Val::Str(s) => out.push(s.to_string()),
        Val::Array(a) => {
            for x in a.iter() {
                class_names(x, out, span)?;
            }
        }
        Val::Type(t) => match &**t {
            Ty::Class(Some(n)) => out.push(n.to_string()),
            Ty::Resource(Some(n), Some(title)) if matches!(&**n, "Class" | "class") => {
                out.push(title.to_string())
            }
            Ty::Class(None) => return rt_err("Cannot use an unspecific Class[] Type", span),
            // Scope#assert_class_and_title
            Ty::Resource(None, _) => {
                return rt_err(
                    "Cannot use an unspecific Resource[] where a Resource['class', name] is expected",
                    span,
                )
            }
            Ty::Resource(Some(n), _) if !matches!(&**n, "Class" | "class") => {
                return rt_err(
                    format!("Cannot use a Resource[{n}] where a Resource['class', name] is expected"),
                    span,
                )
            }
            Ty::Resource(Some(_), None) => {
                return rt_err(
                    "Cannot use an unspecific Resource['class'] where a Resource['class', name] is expected",
                    span,
                )
            }
            _ => {
                return rt_err(
                    format!(
                        "Cannot use {} where a class name is expected",
                        types::a_an(&t.to_string())
                    ),
                    span,
                )
            }
        },
        other => {
            return rt_err(
                format!(
                    "Cannot use {} where a class name is expected",
                    types::a_an_type(other)
                ),
                span,
            )
        }
    }
    Ok(())
}

/// Dispatches a built-in function (those of files above the dispatcher, `new`, `convert_to`,
/// `annotate` and the template functions, are dispatched by `Compiler::call_function`).
pub(crate) fn call_builtin(
    c: &mut Compiler<'_>,
    name: &str,
    args: Vec<Val>,
    lambda: Option<&Lambda>,
    sc: ScopeId,
    span: Span,
) -> R<Val> {
    // the catalog functions take a 3.x reference a parameter holds as the reference it was
    let args = match name {
        "include" | "contain" | "require" | "realize" | "defined" => args
            .into_iter()
            .map(|a| a.plain_refs().unwrap_or(a))
            .collect(),
        _ => args,
    };
    match name {
        "notice" | "info" | "debug" | "warning" | "err" | "alert" | "crit" | "emerg" => {
            let msg = log_msg(&args);
            let label = scope_label(c, sc);
            match name {
                "notice" => c.notices.push(format!("Scope({label}): {msg}")),
                "warning" => c.warnings.push(format!("Scope({label}): {msg}")),
                _ => {}
            }
            Ok(Val::Undef)
        }
        "fail" => rt_err(
            args.iter()
                .map(|a| a.to_display())
                .collect::<Vec<_>>()
                .join(" "),
            span,
        )
        .map_err(|f| match f {
            Flow::Err(mut e) => {
                e.wrapped = false;
                Flow::Err(e)
            }
            o => o,
        }),
        // Puppet's `import` function reports the discontinued statement
        "import" => crate::eval::issue(
            "Use of 'import' has been discontinued in favor of a manifest directory. See http://links.puppet.com/puppet-import-deprecation",
            span,
        ),
        "include" | "contain" | "require" => {
            if args.is_empty() {
                return rt_err(
                    format!("{name}(): Wrong number of arguments given (0 for minimum 1)"),
                    span,
                );
            }
            let mut names = Vec::new();
            for a in &args {
                class_names(a, &mut names, span)?;
            }
            let mut refs = Vec::new();
            for n in names {
                let rid = c.declare_class(&n, None, sc, span, name == "contain", &n)?;
                let r = c.ref_of(rid);
                if name == "require" {
                    if let Some(cur) = c.scopes[sc].resource {
                        let old = c.res[cur].params.get("require").cloned();
                        let nv = match old {
                            None | Some(Val::Undef) => Val::array(vec![r.clone()]),
                            Some(Val::Array(a)) => {
                                let mut a = (*a).clone();
                                a.push(r.clone());
                                Val::array(a)
                            }
                            Some(x) => Val::array(vec![x, r.clone()]),
                        };
                        c.res[cur].params.insert("require".into(), nv);
                    }
                }
                refs.push(r);
            }
            Ok(Val::array(refs))
        }
        "realize" => {
            if args.is_empty() {
                return rt_err(
                    "realize(): Wrong number of arguments given (0 for minimum 1)",
                    span,
                );
            }
            let mut refs = Vec::new();
            for a in &args {
                flatten_refs(a, &mut refs);
            }
            for r in refs {
                let key = match &r {
                    Val::Str(s) => parse_ref_string(s),
                    other => other.as_resource_ref(),
                };
                let Some((t, title)) = key else {
                    return rt_err(format!("Cannot realize {}", type_name_of(&r)), span);
                };
                let k: (Arc<str>, Arc<str>) = (capitalize_name(&t).into(), title.into());
                match c.index.get(&k).copied() {
                    Some(rid) => c.realize(rid),
                    None => c.realize_pending.push((k.0, k.1, span)),
                }
            }
            Ok(Val::Undef)
        }
        "tag" => {
            if let Some(cur) = c.scopes[sc].resource {
                // A class `include` declares has no file and line, so Puppet's ParseError
                // about its tag is unlocated and the call reports it ("Error while
                // evaluating a Function Call, Invalid tag 'x'"); other resources locate it.
                let unlocated = c.res[cur].span.is_none();
                for a in &args {
                    if let Err(msg) = c.add_tag_values(cur, a) {
                        return if unlocated {
                            rt_err(msg, span)
                        } else {
                            Err(c.resource_parse_error(cur, msg))
                        };
                    }
                }
            }
            Ok(Val::Undef)
        }
        "tagged" => {
            // Puppet's 3.x `tagged`: every argument's `to_s.downcase` is a tag of the catalog
            // (its classes' tags so far) or of the scope's resource; an array's `to_s` is its
            // inspection, never a tag
            let cur = c.scopes[sc].resource;
            let mut catalog = None;
            let mut all = true;
            for a in &args {
                let t = match a {
                    Val::Str(s) => s.to_lowercase(),
                    Val::Int(i) => i.to_string(),
                    Val::Bool(b) => b.to_string(),
                    _ => {
                        all = false;
                        break;
                    }
                };
                if cur.map(|r| c.res[r].tags.contains(&t)).unwrap_or(false) {
                    continue;
                }
                let tags = catalog.get_or_insert_with(|| crate::output::catalog_tags(c));
                if !tags.contains(&t) {
                    all = false;
                    break;
                }
            }
            Ok(Val::Bool(all))
        }
        "defined" => {
            let mut result = false;
            for a in &args {
                let found = match a {
                    Val::Str(s) => {
                        if let Some(v) = s.strip_prefix('$') {
                            c.try_lookup(v, sc).is_some()
                        } else {
                            // defined.rb: a resource type, define or class by that name
                            // (Runtime3ResourceSupport.find_resource_type_or_class); functions
                            // are not looked for
                            let l = s.trim_start_matches("::").to_lowercase();
                            c.resource_type(&l).map_err(Flow::Err)?.is_some()
                                || c.find_class(&l).map_err(Flow::Err)?.is_some()
                                || c.find_define(&l).map_err(Flow::Err)?.is_some()
                        }
                    }
                    Val::Type(t) => match &**t {
                        Ty::Resource(Some(ty), Some(title)) => c.find_by_ref(ty, title).is_some(),
                        Ty::Class(Some(n)) => c.class_scopes.contains_key(&n.to_lowercase()),
                        Ty::Resource(Some(ty), None) => {
                            let l = ty.to_lowercase();
                            c.resource_type(&l).map_err(Flow::Err)?.is_some() || c.find_define(&l).map_err(Flow::Err)?.is_some()
                        }
                        Ty::Class(None) | Ty::Resource(None, None) => true,
                        _ => true,
                    },
                    // the dispatch's `Variant[String, Type[CatalogEntry], Type[Type[CatalogEntry]]]`
                    // as the describer words a mismatch
                    other => {
                        let vals = Ty::Variant(vec![
                            Ty::String(0, IMAX, None),
                            Ty::Type(Box::new(Ty::CatalogEntry)),
                            Ty::Type(Box::new(Ty::Type(Box::new(Ty::CatalogEntry)))),
                        ]);
                        let d = crate::describe::describe(c, &vals, other, "parameter 'vals'");
                        return rt_err(format!("'defined' {}", d.join("\n")), span);
                    }
                };
                if found {
                    result = true;
                }
            }
            Ok(Val::Bool(result))
        }
        "create_resources" => {
            // a 3.x function of arity -3, which raises for more than three itself
            if args.len() < 2 {
                return rt_err(
                    format!(
                        "create_resources(): Wrong number of arguments given ({} for minimum 2)",
                        args.len()
                    ),
                    span,
                );
            }
            if args.len() > 3 {
                return rt_err(
                    format!(
                        "create_resources(): wrong number of arguments ({}; must be 2 or 3)",
                        args.len()
                    ),
                    span,
                );
            }
            let tname = match &args[0] {
                Val::Str(s) => s.trim_start_matches("::").to_lowercase(),
                Val::Type(t) => match &**t {
                    Ty::Resource(Some(n), None) => n.to_lowercase(),
                    _ => {
                        return rt_err(
                            "create_resources(): first argument must be a type name",
                            span,
                        )
                    }
                },
                _ => {
                    return rt_err(
                        "create_resources(): first argument must be a type name",
                        span,
                    )
                }
            };
            let (virt, tname) = if let Some(r) = tname.strip_prefix("@@") {
                (2u8, r.to_string())
            } else if let Some(r) = tname.strip_prefix('@') {
                (1u8, r.to_string())
            } else {
                (0u8, tname)
            };
            let Val::Hash(h) = &args[1] else {
                return rt_err("create_resources(): second argument must be a hash", span);
            };
            let defaults = match args.get(2) {
                Some(Val::Hash(d)) => (**d).clone(),
                None => IndexMap::new(),
                Some(_) => {
                    return rt_err(
                        "create_resources(): third argument, if provided, must be a hash",
                        span,
                    )
                }
            };
            if tname == "class" {
                if virt != 0 {
                    return issue("Classes are not virtualizable", span);
                }
                for (title, params) in h.iter() {
                    let mut p = crate::eval::Params::default();
                    for (k, v) in defaults.iter() {
                        if let Val::Str(k) = k {
                            p.insert(k.clone(), v.clone());
                        }
                    }
                    if let Val::Hash(ph) = params {
                        for (k, v) in ph.iter() {
                            if let Val::Str(k) = k {
                                p.insert(k.clone(), v.clone());
                            }
                        }
                    }
                    let t = title.to_display();
                    // Runtime3ResourceSupport.create_resources makes a strict
                    // Puppet::Resource: an unknown class is named as given.
                    let lname = t.trim_start_matches("::").to_lowercase();
                    if c.find_class(&lname).map_err(Flow::Err)?.is_none() {
                        return rt_err(format!("Could not find declared class {t}"), span);
                    }
                    c.declare_class(&t, Some(p), sc, span, false, &t)?;
                }
                return Ok(Val::Undef);
            }
            for (title, params) in h.iter() {
                // Puppet merges the defaults with the resource's own parameters: the defaults'
                // order first, then the parameters the defaults do not name.
                let mut ops: Vec<(Arc<str>, Val, bool, Span)> = Vec::new();
                for (k, v) in defaults.iter() {
                    if let Val::Str(k) = k {
                        let v = v.plain_refs().unwrap_or_else(|| v.clone());
                        ops.push((k.clone(), v, false, span));
                    }
                }
                if let Val::Hash(ph) = params {
                    for (k, v) in ph.iter() {
                        if let Val::Str(k) = k {
                            // a 3.x reference is the reference again in the resource
                            let v = v.plain_refs().unwrap_or_else(|| v.clone());
                            match ops.iter_mut().find(|o| &o.0 == k) {
                                Some(o) => o.1 = v,
                                None => ops.push((k.clone(), v, false, span)),
                            }
                        }
                    }
                }
                let t: Arc<str> = title.to_display().into();
                let rid = c.create_resource(&tname, t, &ops, virt, sc, span, span)?;
                if !matches!(title, Val::Str(_)) {
                    c.non_string_title(rid);
                }
            }
            Ok(Val::Undef)
        }
        "lookup" | "hiera" | "hiera_array" | "hiera_hash" | "hiera_include" => {
            arity(name, &args, 1, 4, span)?;
            // lookup.rb's `lookup_4`: one options hash holding the `name`
            // lookup.rb's OptionsWithName: a key it does not name fails every dispatch
            if let [Val::Hash(opts)] = args.as_slice() {
                const KEYS: [&str; 6] = ["name", "value_type", "default_value", "override", "default_values_hash", "merge"];
                let unknown = opts.keys().find(|k| !k.as_str().is_some_and(|k| KEYS.contains(&k)));
                if let (Some(k), true) = (unknown, name == "lookup" && opts.contains_key(&Val::str("name"))) {
                    let got = crate::infer_set::short_name(&args[0]);
                    let name_t = "NameType = Variant[String, Array[String]]";
                    let merge_t = "MergeType = Variant[String[1], Hash[String, Scalar]]";
                    let opts_t = format!("'value_type' => Optional[ValueType = Type], 'default_value' => DefaultValueType = Any, 'override' => Optional[Hash[String, Any]], 'default_values_hash' => Optional[Hash[String, Any]], 'merge' => Optional[{merge_t}]");
                    let first = format!("  ({name_t} name, ValueType = Type value_type?, {merge_t} merge?)\n    rejected: parameter 'name' expects a {name_t} value, got {got}");
                    return rt_err(
                        format!(
                            "The function 'lookup' was called with arguments it does not accept. It expects one of:\n{first}\n  ({name_t} name, Optional[ValueType] value_type, Optional[MergeType] merge, DefaultValueType = Any default_value)\n    rejected: expects 4 arguments, got 1\n{first}\n  (OptionsWithName = Struct[{{'name' => {name_t}, {opts_t}}}] options_hash, BlockType = Callable[{name_t}] block?)\n    rejected: parameter 'options_hash' unrecognized key '{}'\n  (Variant[String, Array[String]] name, OptionsWithoutName = Struct[{{{opts_t}}}] options_hash, BlockType = Callable[{name_t}] block?)\n    rejected: expects 2 arguments, got 1",
                            k.to_display()
                        ),
                        span,
                    );
                }
            }
            let args = match args.as_slice() {
                [Val::Hash(opts)] if name == "lookup" && opts.contains_key(&Val::str("name")) => {
                    let mut rest = (**opts).clone();
                    let n = rest.shift_remove(&Val::str("name")).unwrap_or(Val::Undef);
                    vec![n, Val::hash(rest)]
                }
                _ => args,
            };
            let key = args[0].to_display();
            let mut default = None;
            let mut ty = None;
            let mut merge = match name {
                "hiera_array" => Some(crate::hiera::Merge::Unique),
                "hiera_hash" => Some(crate::hiera::Merge::Hash),
                "hiera_include" => Some(crate::hiera::Merge::Unique),
                _ => None,
            };
            let merge_of = |v: &Val| crate::hiera::Merge::from_val(v).map_err(|e| (e, span));
            match args.get(1) {
                Some(Val::Hash(opts)) if name == "lookup" => {
                    if let Some(d) = opts.get(&Val::str("default_value")) {
                        default = Some(d.clone());
                    }
                    if let Some(Val::Type(t)) = opts.get(&Val::str("value_type")) {
                        ty = Some((**t).clone());
                    }
                    if let Some(m) = opts.get(&Val::str("merge")) {
                        match merge_of(m) {
                            Ok(m) => merge = m,
                            Err((e, s)) => return rt_err(e, s),
                        }
                    }
                }
                Some(Val::Type(t)) => ty = Some((**t).clone()),
                Some(other) if name != "lookup" => default = Some(other.clone()),
                _ => {}
            }
            if name == "lookup" && args.len() >= 3 && !matches!(args[1], Val::Hash(_)) {
                match merge_of(&args[2]) {
                    Ok(m) => merge = m,
                    Err((e, s)) => return rt_err(e, s),
                }
            }
            if name == "lookup" && args.len() >= 4 {
                default = Some(args[3].clone());
            }
            // `lookup([a, b])`: the first name that is found.
            let names: Vec<String> = match &args[0] {
                Val::Array(a) => a.iter().map(|n| n.to_display()).collect(),
                _ => vec![key.clone()],
            };
            let mut found = None;
            for n in &names {
                found = c.hiera_lookup_merge(n, merge.clone(), sc, span)?;
                if found.is_some() {
                    break;
                }
            }
            let (v, subject) = match found {
                Some(v) => (v, "Found value"),
                None => match (lambda, default) {
                    (Some(l), _) => (
                        c.call_lambda(l, vec![Val::Str(key.as_str().into())], sc, span)?,
                        "Value returned from default block",
                    ),
                    (None, Some(d)) => (d, "Default value"),
                    (None, None) => {
                        // Puppet's LookupError passes through the evaluator unwrapped and
                        // without a location
                        return Err(Flow::Err(crate::eval::PErr::raised_outside(
                            crate::hiera::not_found_message(&names),
                            None,
                        )));
                    }
                },
            };
            if let Some(t) = ty {
                if !c.instance_of(&t, &v) {
                    return rt_err(
                        format!("{subject} has wrong type, {}", types::mismatch(&t, &v)),
                        span,
                    );
                }
            }
            if name == "hiera_include" {
                // hiera_include.rb post_lookup: nil (a default of undef) is not found; an
                // empty value includes nothing
                if v.is_undef() {
                    return rt_err(format!("Could not find data item {key}"), span);
                }
                let mut names = Vec::new();
                class_names(&v, &mut names, span)?;
                for n in names {
                    c.declare_class(&n, None, sc, span, false, &n)?;
                }
                return Ok(Val::Undef);
            }
            Ok(v)
        }
        "each" | "map" | "filter" | "reduce" | "reverse_each" | "step" | "slice" | "tree_each"
        | "any" | "all" | "partition" | "group_by" => iteration(c, name, args, lambda, sc, span),
        "with" => {
            let l = need_lambda(name, lambda, span)?;
            // with.rb's block has no signature: Closure#call binds the parameters it has and
            // ignores extra arguments
            let mut args = args;
            if !l.params.iter().any(|p| p.captures_rest) {
                args.truncate(l.params.len());
            }
            c.call_lambda(l, args, sc, span)
        }
        "then" => {
            arity(name, &args, 1, 1, span)?;
            let l = need_lambda(name, lambda, span)?;
            if l.params.len() != 1 {
                return rt_err(
                    format!(
                        "'then' block expects 1 argument, got {}",
                        if l.params.is_empty() {
                            "none".to_string()
                        } else {
                            l.params.len().to_string()
                        }
                    ),
                    span,
                );
            }
            if args[0].is_undef() {
                return Ok(Val::Undef);
            }
            c.call_lambda(l, args, sc, span)
        }
        "lest" => {
            arity(name, &args, 1, 1, span)?;
            let l = need_lambda(name, lambda, span)?;
            if !l.params.is_empty() {
                return rt_err(
                    format!("'lest' block expects no arguments, got {}", l.params.len()),
                    span,
                );
            }
            if args[0].is_undef() {
                return c.call_lambda(l, vec![], sc, span);
            }
            Ok(args[0].clone())
        }
        "break" | "next" | "return" => {
            c.jump_at = Some(span);
            Err(match name {
                "break" => Flow::Break,
                "next" => Flow::Next(args.into_iter().next().unwrap_or(Val::Undef)),
                _ => Flow::Return(args.into_iter().next().unwrap_or(Val::Undef)),
            })
        }
        "type" => {
            arity(name, &args, 1, 2, span)?;
            // functions/type.rb: detailed is `infer_set`, reduced `infer`, generalized
            // `infer(...).generalize`; any other method fails its dispatch.
            Ok(Val::ty(match args.get(1) {
                None => crate::infer_set::infer_set(&args[0]),
                Some(Val::Str(m)) if &**m == "detailed" => crate::infer_set::infer_set(&args[0]),
                Some(Val::Str(m)) if &**m == "reduced" => match &args[0] {
                    Val::Bool(b) => Ty::BooleanValue(*b),
                    v => types::infer(v),
                },
                Some(Val::Str(m)) if &**m == "generalized" => {
                    crate::infer_set::generalize_exact(&types::infer(&args[0]))
                }
                Some(other) => {
                    let got = match other {
                        Val::Str(s) => format!("'{s}'"),
                        v => type_name_of(v),
                    };
                    return rt_err(format!("'type' parameter 'inference_method' expects a match for Enum['detailed', 'generalized', 'reduced'], got {got}"), span);
                }
            }))
        }
        "assert_type" => {
            arity(name, &args, 2, 2, span)?;
            let t = match &args[0] {
                Val::Type(t) => (**t).clone(),
                // a type string with parameters goes through the type parser
                Val::Str(s) if s.contains('[') => match crate::ruby::parse_type(c, s, sc) {
                    Ok(t) => t,
                    Err(e) => return rt_err(e, span),
                },
                Val::Str(s) => c.type_name(s, span)?,
                // neither dispatch (Type, String) takes it
                other => {
                    let got = crate::infer_set::short_name(other);
                    return rt_err(format!("The function 'assert_type' was called with arguments it does not accept. It expects one of:\n  (Type type, Any value, Callable[Type, Type] block?)\n    rejected: parameter 'type' expects a Type value, got {got}\n  (String type_string, Any value, Callable[Type, Type] block?)\n    rejected: parameter 'type_string' expects a String value, got {got}"), span);
                }
            };
            if c.instance_of(&t, &args[1]) {
                return Ok(args[1].clone());
            }
            if let Some(l) = lambda {
                let actual = types::infer(&args[1]);
                return c.call_lambda(l, vec![Val::ty(t), Val::ty(actual)], sc, span);
            }
            // TypeMismatchDescriber#describe_mismatch: one mismatch stripped, several each on
            // a line of its own after a blank
            let lines = crate::describe::describe(c, &t, &args[1], "assert_type():");
            let msg = match lines.len() {
                0 => format!("assert_type(): {}", types::mismatch(&t, &args[1])),
                1 => lines[0].trim().to_string(),
                _ => format!(" {}", lines.join("\n ")),
            };
            rt_err(msg, span)
        }
        "call" => {
            if args.is_empty() {
                return rt_err("'call' expects at least 1 argument, got none", span);
            }
            // call.rb call_deferred: a Deferred alone is resolved now
            if let [d @ Val::Deferred(_)] = args.as_slice() {
                return deferred::resolve(c, d, span, 0);
            }
            let fname = args[0].to_display();
            // call.rb looks the function up first: its own message for an unknown one
            let unknown = format!("Unknown function: '{fname}'.");
            c.call_function(&fname, args[1..].to_vec(), lambda, sc, span)
                .map_err(|f| match f {
                    Flow::Err(mut e) if e.msg == unknown => {
                        e.msg = format!("Unknown function '{fname}'");
                        e.wrapped = false;
                        Flow::Err(e)
                    }
                    other => other,
                })
        }
        "getvar" => {
            arity(name, &args, 1, 2, span)?;
            let n = args[0].to_display();
            // getvar.rb's get_string: Pattern[/\A(?:::)?(?:[a-z]\w*::)*[a-z_]\w*(?:\.|\Z)/]
            // (its argument_mismatch message otherwise)
            if matches!(args[0], Val::Str(_)) && !getvar_name_ok(&n) {
                return rt_err("'getvar' The given string does not start with a valid variable name", span);
            }
            // getvar.rb: `get(lookupvar(name), navigation, default)` (an unknown variable is
            // the default)
            let (var, nav) = match n.split_once('.') {
                Some((var, nav)) => (var, nav),
                None => (n.as_str(), ""),
            };
            let v = c
                .try_lookup(var.trim_start_matches('$'), sc)
                .unwrap_or(Val::Undef);
            let mut get_args = vec![v, Val::str(nav)];
            get_args.extend(args.get(1).cloned());
            navigation::get(c, get_args, lambda, sc, span)
        }
        "get" => navigation::get(c, args, lambda, sc, span),
        // functions/dig.rb: data is Optional[Collection]; undef data or key ends the walk
        "dig" => {
            let v = args.first().cloned().unwrap_or(Val::Undef);
            if !matches!(v, Val::Undef | Val::Array(_) | Val::Hash(_)) {
                return rt_err(format!("'dig' parameter 'data' expects a value of type Undef or Collection, got {}", arg_types::got(&v)), span);
            }
            match navigation::dig(&v, &args[1..]) {
                Ok(v) => Ok(v),
                Err(e) => rt_err(e.msg, span),
            }
        }
        "__template_out" => {
            if let Some(buf) = c.template_out.last_mut() {
                for a in &args {
                    a.write_display(buf, true);
                }
            }
            Ok(Val::Undef)
        }
        "__epp_out" => {
            // EPP renders containers with their elements as text, unquoted (`[a, b]`,
            // `{a => 1}`), unlike string interpolation.
            if let Some(buf) = c.template_out.last_mut() {
                for a in &args {
                    match a {
                        Val::Sensitive(x) => {
                            x.write_epp(buf);
                            c.epp_sensitive = true;
                        }
                        _ => a.write_epp(buf),
                    }
                }
            }
            Ok(Val::Undef)
        }
        "__template_params" => {
            let text = args.first().map(|v| v.to_display()).unwrap_or_default();
            let id = c
                .sources
                .add("epp parameters", format!("function __epp({text}) {{}}"));
            let src = c.sources.file(id).text().to_string();
            let prog = crate::parser::parse(&src, id).map_err(|e| {
                crate::eval::Flow::Err(crate::eval::PErr::runtime(e.message, span))
            })?;
            if let Some(d) = prog.defs.first() {
                if let crate::ast::Definition::Function { params, .. } = &**d {
                    // the template is a lambda called by name (Closure#call_by_name): a
                    // parameter without a value, then a name no parameter has, then each
                    // value against its parameter's type, as `lambda: ...`
                    let given: Vec<Arc<str>> = c.scopes[sc].vars.keys().cloned().collect();
                    let at = c.template_call.unwrap_or(span);
                    for p in params {
                        if p.default.is_none() && !given.contains(&p.name) {
                            return rt_err(
                                format!("lambda: expects a value for parameter '{}'", p.name),
                                at,
                            );
                        }
                    }
                    if let Some(extra) = given.iter().find(|g| !params.iter().any(|p| p.name == **g)) {
                        return rt_err(format!("lambda: has no parameter named '{extra}'"), at);
                    }
                    for p in params {
                        // As Puppet's closures bind by name: a given value stays, and so does an
                        // undef given for a parameter without default; an undef given for one
                        // with a default takes the default.
                        let given = c.scopes[sc].vars.get(&p.name);
                        let undef_given = matches!(given, Some(Val::Undef));
                        if given.is_some() && !(undef_given && p.default.is_some()) {
                            continue;
                        }
                        if let Some(e) = &p.default {
                            let v = c.eval(e, sc)?;
                            c.scopes[sc].vars.insert(p.name.clone(), v);
                        }
                    }
                    for p in params {
                        let (Some(te), Some(v)) = (&p.ty, c.scopes[sc].vars.get(&p.name).cloned()) else {
                            continue;
                        };
                        if let Val::Type(t) = c.eval(te, sc)? {
                            if !types::instance_of(c, &t, &v) {
                                return rt_err(
                                    format!("lambda: parameter '{}' {}", p.name, types::mismatch(&t, &v)),
                                    at,
                                );
                            }
                        }
                    }
                }
            }
            Ok(Val::Undef)
        }
        "generate" => {
            if args.is_empty() {
                return rt_err(
                    "generate(): Wrong number of arguments given (0 for minimum 1)",
                    span,
                );
            }
            let argv: Vec<String> = args.iter().map(|a| a.to_display()).collect();
            // generate.rb's checks of the command before it runs
            if !argv[0].starts_with('/') {
                return rt_err("Generators must be fully qualified", span);
            }
            if !argv[0].chars().all(|ch| ch.is_alphanumeric() || "-/_.+".contains(ch)) {
                return rt_err("Generators can only contain alphanumerics, file separators, and dashes", span);
            }
            if argv[0].contains("..") {
                return rt_err("Can not use generators with '..' in them.", span);
            }
            match c.run_command(&argv) {
                Ok(out) => Ok(Val::Str(out.into())),
                Err(e) => rt_err(
                    format!("Failed to execute generator {}: {}", argv[0], e.trim_end()),
                    span,
                ),
            }
        }
        _ => {
            let rest = c.families.builtin_rest;
            rest(c, name, args, lambda, sc, span)
        }
    }
}

fn iteration(
    c: &mut Compiler<'_>,
    name: &str,
    args: Vec<Val>,
    lambda: Option<&Lambda>,
    sc: ScopeId,
    span: Span,
) -> R<Val> {
    match name {
        "reverse_each" => {
            arity(name, &args, 1, 1, span)?;
        }
        "step" => {
            arity(name, &args, 2, 2, span)?;
        }
        "tree_each" => arity(name, &args, 1, 2, span)?,
        _ => {
            if args.is_empty() {
                return rt_err(
                    format!("'{name}' expects at least 1 argument, got none"),
                    span,
                );
            }
        }
    }
    if name == "tree_each" {
        return tree_each(c, args, lambda, sc, span);
    }
    if let Some(msg) = iter_dispatch::not_iterable(name, &args, lambda) {
        return rt_err(msg, span);
    }
    if let Some(msg) = lambda.and_then(|l| block_arity(name, l)) {
        return rt_err(msg, span);
    }
    let (items, is_hash) = iterable(c, name, &args[0], span)?;
    if matches!(name, "reverse_each" | "step") {
        if let Some(l) = lambda {
            if l.params.is_empty() || l.params.iter().filter(|p| p.default.is_none()).count() > 1 {
                return rt_err(format!("The function '{name}' was called with arguments it does not accept. It expects one of:\n  ({}Iterable iterable{})\n    rejected: block expects 1 argument, got {}", "", if name == "step" { ", Integer[1] step" } else { "" }, l.params.len()), span);
            }
        }
    }
    match name {
        "each" => {
            let l = need_lambda(name, lambda, span)?;
            for (i, x) in items.into_iter().enumerate() {
                match call_elem(c, l, Some(i), x, is_hash, sc, span) {
                    Ok(_) => {}
                    Err(Flow::Break) => break,
                    Err(e) => return Err(e),
                }
            }
            Ok(args[0].clone())
        }
        "reverse_each" | "step" => {
            let elem = match lambda {
                None => types::iterator_element_type(&items),
                Some(_) => Ty::Any,
            };
            let items: Vec<Val> = if name == "reverse_each" {
                items.into_iter().rev().collect()
            } else {
                let st = match &args[1] {
                    Val::Int(s) if *s >= 1 => *s as usize,
                    Val::Int(s) => return rt_err(format!("'step' parameter 'step' expects an Integer[1] value, got Integer[{s}, {s}]"), span),
                    other => return rt_err(format!("'step' parameter 'step' expects an Integer value, got {}", type_name_of(other)), span),
                };
                items.into_iter().step_by(st).collect()
            };
            match lambda {
                // without a block, an Iterator
                None => Ok(Val::Iter(Arc::new(items), Arc::new(elem))),
                // reverse_each.rb and step.rb yield each value alone (`yield(x)`): a second
                // parameter keeps its default
                Some(l) => {
                    for x in items.into_iter() {
                        match c.call_lambda(l, vec![x], sc, span) {
                            Ok(_) => {}
                            Err(Flow::Break) => break,
                            Err(e) => return Err(e),
                        }
                    }
                    Ok(Val::Undef)
                }
            }
        }
        "map" => {
            let l = need_lambda(name, lambda, span)?;
            let mut out = Vec::new();
            for (i, x) in items.into_iter().enumerate() {
                match call_elem(c, l, Some(i), x, is_hash, sc, span) {
                    Ok(v) => out.push(v),
                    Err(Flow::Break) => break,
                    Err(e) => return Err(e),
                }
            }
            Ok(Val::array(out))
        }
        "filter" => {
            let l = need_lambda(name, lambda, span)?;
            if is_hash {
                let mut out = IndexMap::new();
                for (i, x) in items.into_iter().enumerate() {
                    match call_elem(c, l, Some(i), x.clone(), true, sc, span) {
                        Ok(v) => {
                            if v.truthy() {
                                if let Val::Array(p) = &x {
                                    out.insert(p[0].clone(), p[1].clone());
                                }
                            }
                        }
                        Err(Flow::Break) => break,
                        Err(e) => return Err(e),
                    }
                }
                return Ok(Val::hash(out));
            }
            let mut out = Vec::new();
            for (i, x) in items.into_iter().enumerate() {
                match call_elem(c, l, Some(i), x.clone(), false, sc, span) {
                    Ok(v) => {
                        if v.truthy() {
                            out.push(x)
                        }
                    }
                    Err(Flow::Break) => break,
                    Err(e) => return Err(e),
                }
            }
            Ok(Val::array(out))
        }
        "any" | "all" => {
            let l = need_lambda(name, lambda, span)?;
            for (i, x) in items.into_iter().enumerate() {
                let v = match call_elem(c, l, Some(i), x, is_hash, sc, span) {
                    Ok(v) => v,
                    Err(Flow::Break) => break,
                    Err(e) => return Err(e),
                };
                if name == "any" && v.truthy() {
                    return Ok(Val::Bool(true));
                }
                if name == "all" && !v.truthy() {
                    return Ok(Val::Bool(false));
                }
            }
            Ok(Val::Bool(name == "all"))
        }
        "partition" | "group_by" => {
            // functions/{partition,group_by}.rb take a Collection (an Array or a Hash) only
            if !matches!(args[0], Val::Array(_) | Val::Hash(_)) {
                return rt_err(format!("The function '{name}' was called with arguments it does not accept. It expects one of:\n  (Collection collection, Callable[1, 1] block)\n    rejected: parameter 'collection' expects a Collection value, got {t}\n  (Array array, Callable[2, 2] block)\n    rejected: parameter 'array' expects an Array value, got {t}\n  (Collection collection, Callable[2, 2] block)\n    rejected: parameter 'collection' expects a Collection value, got {t}", t = crate::infer_set::short_name(&args[0])), span);
            }
            let l = need_lambda(name, lambda, span)?;
            let mut yes = Vec::new();
            let mut no = Vec::new();
            let mut groups: IndexMap<Val, Vec<Val>> = IndexMap::new();
            for (i, x) in items.into_iter().enumerate() {
                let v = call_elem(c, l, Some(i), x.clone(), is_hash, sc, span)?;
                if name == "group_by" {
                    groups.entry(v).or_default().push(x);
                } else if v.truthy() {
                    yes.push(x)
                } else {
                    no.push(x)
                }
            }
            if name == "group_by" {
                return Ok(Val::hash(
                    groups
                        .into_iter()
                        .map(|(k, v)| (k, Val::array(v)))
                        .collect(),
                ));
            }
            Ok(Val::array(vec![Val::array(yes), Val::array(no)]))
        }
        "reduce" => {
            let l = need_lambda(name, lambda, span)?;
            let mut it = items.into_iter();
            let mut acc = if args.len() > 1 {
                args[1].clone()
            } else {
                match it.next() {
                    Some(v) => v,
                    None => return Ok(Val::Undef),
                }
            };
            for x in it {
                match c.call_lambda(l, vec![acc.clone(), x], sc, span) {
                    Ok(v) => acc = v,
                    Err(Flow::Break) => break,
                    Err(e) => return Err(e),
                }
            }
            Ok(acc)
        }
        "slice" => {
            let n = match args.get(1) {
                Some(Val::Int(n)) if *n > 0 => *n as usize,
                // no dispatch takes a size below 1 (Hash and Iterable signatures alike)
                Some(Val::Int(_)) => return rt_err("The function 'slice' was called with arguments it does not accept. It expects one of:", span),
                _ => return rt_err("'slice' parameter 'size' expects an Integer[1] value", span),
            };
            let chunks: Vec<Val> = items.chunks(n).map(|ch| Val::array(ch.to_vec())).collect();
            match lambda {
                None => Ok(Val::array(chunks)),
                Some(l) => {
                    for ch in chunks {
                        let a = if l.params.len() > 1
                            || l.params.first().map(|p| p.captures_rest).unwrap_or(false)
                        {
                            match &ch {
                                Val::Array(x) => {
                                    let mut x = (**x).clone();
                                    if !l.params.iter().any(|p| p.captures_rest) {
                                        // slice_Common's filler: [] for a hash's pairs, nil
                                        // for other collections
                                        let filler = if matches!(args[0], Val::Hash(_)) {
                                            Val::array(vec![])
                                        } else {
                                            Val::Undef
                                        };
                                        x.resize(l.params.len(), filler);
                                    }
                                    x
                                }
                                _ => vec![ch],
                            }
                        } else {
                            vec![ch]
                        };
                        match c.call_lambda(l, a, sc, span) {
                            Ok(_) => {}
                            Err(Flow::Break) => break,
                            Err(e) => return Err(e),
                        }
                    }
                    Ok(args[0].clone())
                }
            }
        }
        _ => rt_err(format!("Unknown function: '{name}'."), span),
    }
}

fn tree_each(
    c: &mut Compiler<'_>,
    args: Vec<Val>,
    lambda: Option<&Lambda>,
    sc: ScopeId,
    span: Span,
) -> R<Val> {
    let tree = &args[0];
    if !matches!(tree, Val::Array(_) | Val::Hash(_)) && !crate::ptypes::object::is_object(tree) {
        return rt_err(format!("'tree_each' parameter 'tree' expects a value of type Iterator, Array, Hash, or Object, got {}", type_name_of(tree)), span);
    }
    let mut include_containers = true;
    let mut include_values = true;
    let mut include_root = true;
    let mut depth_first = true;
    let mut refs = false;
    let mut container_t: Option<Ty> = None;
    if let Some(Val::Hash(o)) = args.get(1) {
        // tree_each.rb's OptionsType: a Struct of these keys (an unknown one fits no dispatch)
        const KEYS: &[&str] = &[
            "container_type",
            "include_root",
            "include_containers",
            "include_values",
            "order",
            "include_refs",
        ];
        if o.keys()
            .any(|k| !k.as_str().is_some_and(|k| KEYS.contains(&k)))
        {
            return rt_err(
                "The function 'tree_each' was called with arguments it does not accept. It expects one of:",
                span,
            );
        }
        match o.get(&Val::str("order")) {
            None | Some(Val::Undef) => {}
            Some(Val::Str(s)) if matches!(&**s, "depth_first" | "breadth_first") => {}
            Some(v) => {
                let got = match v {
                    Val::Str(s) => format!("'{s}'"),
                    other => type_name_of(other),
                };
                return rt_err(format!("'tree_each' parameter 'options' entry 'order' expects an undef value or a match for Enum['breadth_first', 'depth_first'], got {got}"), span);
            }
        }
        if let Some(Val::Type(t)) = o.get(&Val::str("container_type")) {
            container_t = Some((**t).clone());
        }
        if let Some(Val::Bool(b)) = o.get(&Val::str("include_containers")) {
            include_containers = *b;
        }
        if let Some(Val::Bool(b)) = o.get(&Val::str("include_values")) {
            include_values = *b;
        }
        if let Some(Val::Bool(b)) = o.get(&Val::str("include_root")) {
            include_root = *b;
        }
        if let Some(Val::Bool(b)) = o.get(&Val::str("include_refs")) {
            refs = *b;
        }
        if let Some(Val::Str(s)) = o.get(&Val::str("order")) {
            depth_first = &**s != "breadth_first";
        }
    }
    if !include_containers && !include_values {
        return rt_err(
            "Options 'include_containers' and 'include_values' cannot both be false",
            span,
        );
    }
    let mut out: Vec<(Vec<Val>, Val)> = Vec::new();
    // a container is what the container_type (default Variant[Array, Hash, Object]) takes
    let mut is_container = |v: &Val| {
        tree_container(v)
            && container_t
                .as_ref()
                .is_none_or(|t| types::instance_of(c, t, v))
    };
    #[allow(clippy::too_many_arguments)]
    fn walk(
        v: &Val,
        path: Vec<Val>,
        out: &mut Vec<(Vec<Val>, Val)>,
        is_c: &mut dyn FnMut(&Val) -> bool,
        ic: bool,
        iv: bool,
        root: bool,
        refs: bool,
        depth: usize,
    ) {
        if depth > 100 {
            return;
        }
        let container = is_c(v);
        if (container && ic && (root || !path.is_empty())) || (!container && iv) {
            out.push((path.clone(), v.clone()));
        }
        if !container {
            return;
        }
        for (k, x) in tree_children(v, refs) {
            let mut p = path.clone();
            p.push(k);
            walk(&x, p, out, is_c, ic, iv, root, refs, depth + 1);
        }
    }
    if depth_first {
        walk(
            tree,
            vec![],
            &mut out,
            &mut is_container,
            include_containers,
            include_values,
            include_root,
            refs,
            0,
        );
    } else {
        let mut queue: std::collections::VecDeque<(Vec<Val>, Val)> =
            std::collections::VecDeque::new();
        queue.push_back((vec![], tree.clone()));
        while let Some((p, v)) = queue.pop_front() {
            let container = is_container(&v);
            if (container && include_containers && (include_root || !p.is_empty()))
                || (!container && include_values)
            {
                out.push((p.clone(), v.clone()));
            }
            if !container {
                continue;
            }
            for (k, x) in tree_children(&v, refs) {
                let mut q = p.clone();
                q.push(k);
                queue.push_back((q, x));
            }
        }
    }
    match lambda {
        // without a block, an Iterator of `[path, value]` pairs
        None => {
            let items: Vec<Val> = out
                .into_iter()
                .map(|(p, v)| Val::array(vec![Val::array(p), v]))
                .collect();
            // (Puppet's tree iterators infer as a Runtime type; strata gives their elements')
            let elem = types::iterator_element_type(&items);
            Ok(Val::Iter(Arc::new(items), Arc::new(elem)))
        }
        Some(l) => {
            for (p, v) in out {
                // One parameter receives the value alone, two the path and the value.
                let a = if l.params.len() >= 2 {
                    vec![Val::array(p), v]
                } else {
                    vec![v]
                };
                match c.call_lambda(l, a, sc, span) {
                    Ok(_) => {}
                    Err(Flow::Break) => break,
                    Err(e) => return Err(e),
                }
            }
            Ok(args[0].clone())
        }
    }
}

/// Does `s` start with a variable name as getvar.rb's pattern wants (`(::)?(name::)*name`,
/// segments `[a-z]\w*`, the last `[a-z_]\w*`, then a `.` or the end)?
fn getvar_name_ok(s: &str) -> bool {
    let s = s.strip_prefix("::").unwrap_or(s);
    let end = s.find('.').unwrap_or(s.len());
    let segs: Vec<&str> = s[..end].split("::").collect();
    let word = |w: &str, first: &dyn Fn(char) -> bool| {
        let mut cs = w.chars();
        cs.next().is_some_and(first) && cs.all(|ch| ch.is_alphanumeric() || ch == '_')
    };
    let n = segs.len();
    segs.iter().enumerate().all(|(i, w)| {
        if i + 1 < n {
            word(w, &|ch| ch.is_ascii_lowercase())
        } else {
            word(w, &|ch| ch.is_ascii_lowercase() || ch == '_')
        }
    })
}

/// Does `tree_each` descend into `v` (arrays, hashes, Objects)?
fn tree_container(v: &Val) -> bool {
    matches!(v, Val::Array(_) | Val::Hash(_)) || crate::ptypes::object::is_object(v)
}

/// The (key, value) children `tree_each` visits in `v`.
fn tree_children(v: &Val, refs: bool) -> Vec<(Val, Val)> {
    match v {
        Val::Array(a) => a
            .iter()
            .enumerate()
            .map(|(i, x)| (Val::Int(i as i64), x.clone()))
            .collect(),
        Val::Hash(h) => h.iter().map(|(k, x)| (k.clone(), x.clone())).collect(),
        other => crate::ptypes::object::tree_children(other, refs).unwrap_or_default(),
    }
}
