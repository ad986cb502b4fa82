//! stdlib's functions on arrays and hashes (`pick`, `concat`, `merge`, `delete`, `union`, ...).
//!
//! Written from stdlib 8.5's Ruby: the 3.x functions see Ruby arrays and hashes (an `undef`
//! element is `nil`) and their messages are the Ruby exceptions' texts.

use super::{inspect, not_mine, ruby_class, to_i, to_s, Call};
use crate::eval::{Compiler, Flow, R};
use crate::types;
use crate::value::{Ty, Val};
use indexmap::IndexMap;

fn is_blank(v: &Val) -> bool {
    matches!(v, Val::Undef) || matches!(v, Val::Str(s) if s.is_empty())
}

fn arr(v: Vec<Val>) -> R<Option<Val>> {
    Ok(Some(Val::array(v)))
}

fn uniq(items: impl IntoIterator<Item = Val>) -> Vec<Val> {
    let mut out: Vec<Val> = Vec::new();
    for x in items {
        if !out.contains(&x) {
            out.push(x);
        }
    }
    out
}

/// The 4.x functions of this family.
pub(super) fn call_v4(c: &mut Compiler<'_>, call: &Call<'_>, args: Vec<Val>) -> R<Option<Val>> {
    match call.key {
        "merge" => merge4(c, call, args),
        "sort_by" => sort_by(c, call, args),
        _ => not_mine(),
    }
}

fn merge4(c: &mut Compiler<'_>, call: &Call<'_>, args: Vec<Val>) -> R<Option<Val>> {
    let Some(l) = call.lambda else {
        let t = Ty::Variant(vec![
            Ty::Hash(Box::new(Ty::Scalar), Box::new(Ty::Any), 0, i64::MAX),
            Ty::Undef,
            Ty::String(0, 0, None),
        ]);
        let mut acc = IndexMap::new();
        for a in args.iter() {
            if !c.instance_of(&t, a) {
                return call.fail(format!(
                    "The function '{}' was called with arguments it does not accept. It expects one of:\n  (Variant[Hash[Scalar, Any], Undef, String[0, 0]] args*)\n    rejected: parameter 'args' expects a value of type Undef, Hash, or String, got {}\n  (Iterable args*, Callable[3, 3] block)\n    rejected: expects a block\n  (Iterable args*, Callable[2, 2] block)\n    rejected: expects a block",
                    call.name,
                    types::type_name_of(a)
                ));
            }
            if let Val::Hash(h) = a {
                for (k, v) in h.iter() {
                    acc.insert(k.clone(), v.clone());
                }
            }
        }
        return Ok(Some(Val::hash(acc)));
    };
    // merge(iterable) |$acc, $v| or |$acc, $k, $v|: the block's hashes are merged in turn.
    let mut acc = IndexMap::new();
    let three = l.params.len() == 3;
    for a in &args {
        let (items, is_hash) = match a {
            Val::Hash(h) => (
                h.iter()
                    .map(|(k, v)| vec![k.clone(), v.clone()])
                    .collect::<Vec<_>>(),
                true,
            ),
            Val::Array(x) => (
                x.iter()
                    .enumerate()
                    .map(|(i, v)| vec![Val::Int(i as i64), v.clone()])
                    .collect(),
                false,
            ),
            other => {
                return call.fail(format!(
                    "'merge' expects an Iterable value, got {}",
                    types::type_name_of(other)
                ))
            }
        };
        for pair in items {
            let acc_v = Val::hash(acc.clone());
            let cargs = if three {
                vec![acc_v, pair[0].clone(), pair[1].clone()]
            } else if is_hash {
                vec![acc_v, Val::array(pair)]
            } else {
                vec![acc_v, pair[1].clone()]
            };
            let r = match c.call_lambda(l, cargs, call.sc, call.span) {
                Ok(v) => v,
                Err(Flow::Break) => break,
                Err(e) => return Err(e),
            };
            if let Val::Hash(h) = r {
                for (k, v) in h.iter() {
                    acc.insert(k.clone(), v.clone());
                }
            }
        }
    }
    Ok(Some(Val::hash(acc)))
}

/// Ruby's `<=>` between two block results of `sort_by` (numbers by value, strings by bytes,
/// arrays element by element); None where Ruby's comparison fails.
fn ruby_cmp(a: &Val, b: &Val) -> Option<std::cmp::Ordering> {
    match (a, b) {
        (Val::Int(x), Val::Int(y)) => Some(x.cmp(y)),
        (Val::Int(_) | Val::Float(_), Val::Int(_) | Val::Float(_)) => {
            let f = |v: &Val| match v {
                Val::Int(i) => *i as f64,
                Val::Float(f) => *f,
                _ => 0.0,
            };
            f(a).partial_cmp(&f(b))
        }
        (Val::Str(x), Val::Str(y)) => Some(x.as_bytes().cmp(y.as_bytes())),
        (Val::Array(x), Val::Array(y)) => {
            for (p, q) in x.iter().zip(y.iter()) {
                match ruby_cmp(p, q)? {
                    std::cmp::Ordering::Equal => continue,
                    o => return Some(o),
                }
            }
            Some(x.len().cmp(&y.len()))
        }
        _ => None,
    }
}

/// stdlib 9's `stdlib::sort_by(Array|String|Hash) |$x|`: Ruby's `sort_by` over the elements
/// (a String's characters, joined again; a Hash's `[key, value]` pairs, given to the block as
/// one argument, made a Hash again).
fn sort_by(c: &mut Compiler<'_>, call: &Call<'_>, args: Vec<Val>) -> R<Option<Val>> {
    call.arity(&args, 1, 1)?;
    let Some(l) = call.lambda else {
        return call.fail(format!("'{}' expects a block", call.name));
    };
    let items: Vec<Val> = match &args[0] {
        Val::Array(a) => a.iter().cloned().collect(),
        Val::Str(st) => st.chars().map(|ch| Val::Str(ch.to_string().into())).collect(),
        Val::Hash(h) => h
            .iter()
            .map(|(k, v)| Val::array(vec![k.clone(), v.clone()]))
            .collect(),
        other => {
            return call.fail(format!(
                "The function '{}' was called with arguments it does not accept. It expects one of:\n  (Array ary, Callable[1, 1] block)\n    rejected: parameter 'ary' expects an Array value, got {}\n  (String str, Callable[1, 1] block)\n    rejected: parameter 'str' expects a String value, got {}\n  (Hash hsh, Variant[Callable[1, 1], Callable[2, 2]] block)\n    rejected: parameter 'hsh' expects a Hash value, got {}",
                call.name,
                types::type_name_of(other),
                types::type_name_of(other),
                types::type_name_of(other)
            ))
        }
    };
    let mut keyed = Vec::with_capacity(items.len());
    for x in items {
        let k = c.call_lambda(l, vec![x.clone()], call.sc, call.span)?;
        keyed.push((k, x));
    }
    let mut failed = None;
    strata_core::sort::sort_by(&mut keyed, |(a, _), (b, _)| {
        ruby_cmp(a, b).unwrap_or_else(|| {
            failed.get_or_insert_with(|| (a.clone(), b.clone()));
            std::cmp::Ordering::Equal
        })
    });
    if let Some((a, b)) = failed {
        return call.fail(format!(
            "comparison of {} with {} failed",
            ruby_class(&a),
            inspect(&b)
        ));
    }
    let sorted = keyed.into_iter().map(|(_, x)| x);
    Ok(Some(match &args[0] {
        Val::Str(_) => Val::Str(sorted.map(|x| to_s(&x)).collect::<String>().into()),
        Val::Hash(_) => Val::hash(
            sorted
                .filter_map(|p| match p {
                    Val::Array(kv) if kv.len() == 2 => Some((kv[0].clone(), kv[1].clone())),
                    _ => None,
                })
                .collect(),
        ),
        _ => Val::array(sorted.collect()),
    }))
}

/// The 3.x functions of this family (arguments already converted as Puppet converts them).
pub(super) fn call_v3(c: &mut Compiler<'_>, call: &Call<'_>, args: Vec<Val>) -> R<Option<Val>> {
    let n = args.len();
    let a0 = args.first().cloned().unwrap_or(Val::Undef);
    let a1 = args.get(1).cloned().unwrap_or(Val::Undef);
    match call.name {
        "pick" => {
            let first = args.into_iter().find(|v| !is_blank(v));
            match first {
                Some(v) if !to_s(&v).is_empty() => Ok(Some(v)),
                _ => call.fail("pick(): must receive at least one non empty value"),
            }
        }
        "pick_default" => {
            if n == 0 {
                return call.fail("Must receive at least one argument.");
            }
            let default = args[n - 1].clone();
            Ok(Some(
                args[..n - 1]
                    .iter()
                    .find(|v| !is_blank(v))
                    .cloned()
                    .unwrap_or(default),
            ))
        }
        "any2array" => {
            if n == 0 {
                return arr(vec![]);
            }
            if n > 1 {
                return arr(args);
            }
            match a0 {
                Val::Array(_) => Ok(Some(a0)),
                Val::Str(s) if s.is_empty() => arr(vec![]),
                Val::Hash(h) => arr(h.iter().flat_map(|(k, v)| [k.clone(), v.clone()]).collect()),
                other => arr(vec![other]),
            }
        }
        "concat" => {
            if n < 2 {
                return call.fail(format!(
                    "concat(): Wrong number of arguments given ({n} for < 2)"
                ));
            }
            let Val::Array(a) = &a0 else {
                return call.fail("concat(): Requires array to work with");
            };
            let mut out = (**a).clone();
            for x in &args[1..] {
                match x {
                    Val::Array(b) => out.extend(b.iter().cloned()),
                    other => out.push(other.clone()),
                }
            }
            arr(out)
        }
        "deep_merge" => {
            if n < 2 {
                return call.fail(format!(
                    "deep_merge(): wrong number of arguments ({n}; must be at least 2)"
                ));
            }
            let mut acc = IndexMap::new();
            for a in &args {
                match a {
                    Val::Str(s) if s.is_empty() => {}
                    Val::Hash(h) => deep_merge(&mut acc, h),
                    other => {
                        return call.fail(format!(
                            "deep_merge: unexpected argument type {}, only expects hash arguments",
                            ruby_class(other)
                        ))
                    }
                }
            }
            Ok(Some(Val::hash(acc)))
        }
        "delete" => {
            if n != 2 {
                return call.fail(format!(
                    "delete(): Wrong number of arguments given {n} for 2"
                ));
            }
            let items = match &a1 {
                Val::Array(x) => (**x).clone(),
                Val::Undef => vec![],
                Val::Hash(h) => h
                    .iter()
                    .map(|(k, v)| Val::array(vec![k.clone(), v.clone()]))
                    .collect(),
                other => vec![other.clone()],
            };
            match a0 {
                Val::Array(a) => arr(a.iter().filter(|x| !items.contains(x)).cloned().collect()),
                Val::Hash(h) => Ok(Some(Val::hash(
                    h.iter()
                        .filter(|(k, _)| !items.contains(k))
                        .map(|(k, v)| (k.clone(), v.clone()))
                        .collect(),
                ))),
                Val::Str(s) => {
                    let mut s = s.to_string();
                    for it in &items {
                        match it {
                            Val::Str(p) if !p.is_empty() => s = s.replace(&**p, ""),
                            Val::Str(_) => {}
                            other => {
                                return call.fail(format!(
                                    "no implicit conversion of {} into String",
                                    ruby_class(other)
                                ))
                            }
                        }
                    }
                    Ok(Some(Val::Str(s.into())))
                }
                other => call.fail(format!(
                    "delete(): First argument must be an Array, String, or Hash. Given an argument of class {}.",
                    ruby_class(&other)
                )),
            }
        }
        "delete_at" => {
            if n < 2 {
                return call.fail(format!(
                    "delete_at(): Wrong number of arguments given ({n} for 2)"
                ));
            }
            let Val::Array(a) = &a0 else {
                return call.fail("delete_at(): Requires array to work with");
            };
            let idx: i64 = match &a1 {
                Val::Str(s) if s.is_empty() || !s.bytes().all(|b| b.is_ascii_digit()) => {
                    return call.fail("delete_at(): You must provide non-negative numeric index")
                }
                Val::Str(s) => s.parse().unwrap_or(i64::MAX),
                Val::Int(i) => *i,
                Val::Float(f) => *f as i64,
                other => {
                    return call.fail(format!("undefined method `to_i' for {}", inspect(other)))
                }
            };
            if idx > a.len() as i64 - 1 {
                return call.fail("delete_at(): Given index exceeds size of array given");
            }
            let mut out = (**a).clone();
            let i = if idx < 0 { a.len() as i64 + idx } else { idx };
            if i >= 0 && (i as usize) < out.len() {
                out.remove(i as usize);
            }
            arr(out)
        }
        "delete_regex" => {
            if n != 2 {
                return call.fail(format!(
                    "delete_regex(): Wrong number of arguments given {n} for 2"
                ));
            }
            let pats: Vec<String> = match &a1 {
                Val::Array(x) => x.iter().map(to_s).collect(),
                other => vec![to_s(other)],
            };
            let res: Vec<_> = pats
                .iter()
                .filter_map(|p| types::compile_regex(&format!("\\b{p}\\b")))
                .collect();
            // `coll_item =~ %r{\b#{item}\b}`: a search; only a String can match
            let hit = |v: &Val| match v {
                Val::Str(s) => res.iter().any(|r| r.is_match(s)),
                _ => false,
            };
            match a0 {
                Val::Array(a) => arr(a.iter().filter(|x| !hit(x)).cloned().collect()),
                Val::Hash(h) => Ok(Some(Val::hash(
                    h.iter()
                        .filter(|(k, _)| !hit(k))
                        .map(|(k, v)| (k.clone(), v.clone()))
                        .collect(),
                ))),
                // `String#reject!` does not exist
                Val::Str(ref t) if !pats.is_empty() => call.fail(format!(
                    "undefined method `reject!' for {}:String",
                    inspect(&Val::Str(t.clone()))
                )),
                Val::Str(_) => Ok(Some(a0)),
                other => call.fail(format!(
                    "delete_regex(): First argument must be an Array, Hash, or String. Given an argument of class {}.",
                    ruby_class(&other)
                )),
            }
        }
        "delete_undef_values" => {
            if n == 0 {
                return call.fail(format!(
                    "delete_undef_values(): Wrong number of arguments given ({n})"
                ));
            }
            match a0 {
                Val::Array(a) => arr(a.iter().filter(|x| !x.is_undef()).cloned().collect()),
                Val::Hash(h) => Ok(Some(Val::hash(
                    h.iter()
                        .filter(|(_, v)| !v.is_undef())
                        .map(|(k, v)| (k.clone(), v.clone()))
                        .collect(),
                ))),
                other => call.fail(format!(
                    "delete_undef_values(): expected an array or hash, got {} type  {} ",
                    to_s(&other),
                    ruby_class(&other)
                )),
            }
        }
        "delete_values" => {
            if n != 2 {
                return call.fail(format!(
                    "delete_values(): Wrong number of arguments given ({n} of 2)"
                ));
            }
            let Val::Hash(h) = &a0 else {
                return call.fail(format!(
                    "delete_values(): First argument must be a Hash. Given an argument of class {}.",
                    ruby_class(&a0)
                ));
            };
            Ok(Some(Val::hash(
                h.iter()
                    .filter(|(_, v)| **v != a1)
                    .map(|(k, v)| (k.clone(), v.clone()))
                    .collect(),
            )))
        }
        "has_key" => {
            if n != 2 {
                return call.fail(format!(
                    "has_key(): wrong number of arguments ({n}; must be 2)"
                ));
            }
            let Val::Hash(h) = &a0 else {
                return call.fail(format!(
                    "has_key(): expects the first argument to be a hash, got {} which is of type {}",
                    inspect(&a0),
                    ruby_class(&a0)
                ));
            };
            Ok(Some(Val::Bool(h.contains_key(&a1))))
        }
        "member" => {
            if n < 2 {
                return call.fail(format!(
                    "member(): Wrong number of arguments given ({n} for 2)"
                ));
            }
            let Val::Array(a) = &a0 else {
                return call.fail("member(): Requires array to work with");
            };
            let items = match &a1 {
                Val::Str(_) | Val::Int(_) => vec![a1.clone()],
                Val::Array(x) => (**x).clone(),
                _ => {
                    return call
                        .fail("member(): Item to search for must be a string, fixnum, or array")
                }
            };
            if matches!(&a1, Val::Array(x) if x.is_empty()) {
                return call
                    .fail("member(): You must provide item to search for within array given");
            }
            Ok(Some(Val::Bool(items.iter().all(|x| a.contains(x)))))
        }
        "union" | "difference" | "intersection" => set_op(call, &args),
        "prefix" | "suffix" => {
            let name = call.name;
            if n == 0 {
                return call.fail(format!(
                    "{name}(): Wrong number of arguments given ({n} for 1)"
                ));
            }
            let affix = match &a1 {
                Val::Undef | Val::Bool(false) => None,
                Val::Str(s) if s.is_empty() => None,
                Val::Str(s) => Some(s.to_string()),
                other => {
                    return call.fail(format!(
                        "{name}(): expected second argument to be a String, got {}",
                        inspect(other)
                    ))
                }
            };
            let apply = |s: String| match &affix {
                None => s,
                Some(p) if name == "prefix" => format!("{p}{s}"),
                Some(p) => format!("{s}{p}"),
            };
            match &a0 {
                Val::Array(a) => arr(a.iter().map(|x| Val::Str(apply(to_s(x)).into())).collect()),
                Val::Hash(h) => Ok(Some(Val::hash(
                    h.iter()
                        .map(|(k, v)| (Val::Str(apply(to_s(k)).into()), v.clone()))
                        .collect(),
                ))),
                other => call.fail(format!(
                    "{name}(): expected first argument to be an Array or a Hash, got {}",
                    inspect(other)
                )),
            }
        }
        "join_keys_to_values" => {
            if n != 2 {
                return call.fail(format!(
                    "join_keys_to_values(): Takes exactly two arguments, but {n} given."
                ));
            }
            let Val::Hash(h) = &a0 else {
                return call.fail(format!(
                    "join_keys_to_values(): The first argument must be a hash, but a {} was given.",
                    ruby_class(&a0)
                ));
            };
            let Val::Str(sep) = &a1 else {
                return call.fail(format!(
                    "join_keys_to_values(): The second argument must be a string, but a {} was given.",
                    ruby_class(&a1)
                ));
            };
            let mut out = Vec::new();
            for (k, v) in h.iter() {
                let k = to_s(k);
                match v {
                    Val::Array(a) => {
                        for x in a.iter() {
                            out.push(Val::Str(format!("{k}{sep}{}", to_s(x)).into()))
                        }
                    }
                    v if to_s(v) == "undef" => out.push(Val::Str(k.into())),
                    v => out.push(Val::Str(format!("{k}{sep}{}", to_s(v)).into())),
                }
            }
            arr(out)
        }
        "count" => {
            if n > 2 {
                return call.fail(format!(
                    "count(): Wrong number of arguments given {n} for 1 or 2."
                ));
            }
            let items: Vec<Val> = match &a0 {
                Val::Array(a) => (**a).clone(),
                Val::Hash(h) => h
                    .iter()
                    .map(|(k, v)| Val::array(vec![k.clone(), v.clone()]))
                    .collect(),
                other => {
                    return call.fail(format!("undefined method `count' for {}", inspect(other)))
                }
            };
            let count = if n == 2 && !is_blank(&a1) {
                items.iter().filter(|x| **x == a1).count()
            } else {
                items.iter().filter(|x| !is_blank(x)).count()
            };
            Ok(Some(Val::Int(count as i64)))
        }
        "hash" => {
            if n == 0 {
                return call.fail("hash(): Wrong number of arguments given (0 for 1)");
            }
            let Val::Array(a) = &a0 else {
                return call.fail("hash(): Requires array to work with");
            };
            let mut flat = Vec::new();
            flatten(a, &mut flat);
            if flat.len() % 2 != 0 {
                return call.fail("hash(): Unable to compute hash from array given");
            }
            let mut h = IndexMap::new();
            for pair in flat.chunks(2) {
                h.insert(pair[0].clone(), pair[1].clone());
            }
            Ok(Some(Val::hash(h)))
        }
        "grep" | "reject" => {
            if n != 2 {
                return call.fail(format!(
                    "{}(): Wrong number of arguments given {n} for 2",
                    call.name
                ));
            }
            let Some(re) = types::compile_regex(&to_s(&a1)) else {
                return call.fail(format!("invalid regular expression: /{}/", to_s(&a1)));
            };
            let keep = call.name == "grep";
            let Val::Array(a) = &a0 else {
                return call.fail(format!(
                    "undefined method `{}' for {}",
                    call.name,
                    inspect(&a0)
                ));
            };
            arr(a
                .iter()
                .filter(|x| {
                    let m = matches!(x, Val::Str(s) if re.is_match(s));
                    m == keep
                })
                .cloned()
                .collect())
        }
        "values_at" => values_at(call, &args),
        "clamp" => {
            let mut flat = Vec::new();
            flatten(&args, &mut flat);
            if flat.len() != 3 {
                return call.fail("clamp(): Wrong number of arguments, need three to clamp");
            }
            for v in &flat {
                match v {
                    Val::Str(s) if s.is_empty() || !s.bytes().all(|b| b.is_ascii_digit()) => {
                        return call
                            .fail(format!("clamp(): Required explicit numeric ({s}:String)"))
                    }
                    Val::Hash(_) => {
                        return call.fail(format!(
                            "clamp(): The Hash type is not allowed ({})",
                            inspect(v)
                        ))
                    }
                    _ => {}
                }
            }
            let mut nums: Vec<i64> = flat.iter().map(to_i).collect();
            strata_core::sort::sort(&mut nums);
            Ok(Some(Val::Int(nums[1])))
        }
        "range" => range(call, &args),
        "zip" => {
            if n < 2 {
                return call.fail(format!(
                    "zip(): Wrong number of arguments given ({n} for 2)"
                ));
            }
            let (Val::Array(a), Val::Array(b)) = (&a0, &a1) else {
                return call.fail("zip(): Requires array to work with");
            };
            let flat = match args.get(2) {
                None => false,
                Some(v) => str2bool(call, v)?,
            };
            let pairs: Vec<Val> = a
                .iter()
                .enumerate()
                .map(|(i, x)| Val::array(vec![x.clone(), b.get(i).cloned().unwrap_or(Val::Undef)]))
                .collect();
            if flat {
                let mut out = Vec::new();
                flatten(&pairs, &mut out);
                arr(out)
            } else {
                arr(pairs)
            }
        }
        "reverse" => {
            if n == 0 {
                return call.fail(format!(
                    "reverse(): Wrong number of arguments given ({n} for 1)"
                ));
            }
            match &a0 {
                Val::Array(a) => arr(a.iter().rev().cloned().collect()),
                Val::Str(s) => Ok(Some(Val::Str(s.chars().rev().collect::<String>().into()))),
                _ => call.fail("reverse(): Requires either array or string to work with"),
            }
        }
        "shuffle" => {
            if n == 0 {
                return call.fail(format!(
                    "shuffle(): Wrong number of arguments given ({n} for 1)"
                ));
            }
            match &a0 {
                Val::Array(_) | Val::Str(_) => call.fail(
                    "shuffle() is random on every run; strata compiles deterministic catalogs",
                ),
                _ => call.fail("shuffle(): Requires either array or string to work with"),
            }
        }
        "dig44" => {
            if n < 2 {
                return call.fail(format!(
                    "dig44(): Wrong number of arguments given ({n} for at least 2)"
                ));
            }
            if !matches!(a0, Val::Hash(_) | Val::Array(_)) {
                return call.fail(format!(
                    "dig44(): first argument must be a hash or an array, given {}",
                    ruby_class(&a0)
                ));
            }
            let Val::Array(path) = &a1 else {
                return call.fail(format!(
                    "dig44(): second argument must be an array, given {}",
                    ruby_class(&a1)
                ));
            };
            let default = args.get(2).cloned().unwrap_or(Val::Undef);
            Ok(Some(dig(&a0, path).unwrap_or(default)))
        }
        "try_get_value" => {
            c.warnings.push(format!(
                "Scope({}): try_get_value() DEPRECATED: this function is deprecated, please use dig() instead.",
                super::catalog::scope_label(c, call.sc)
            ));
            let path = to_s(&a1);
            let default = args.get(2).cloned().unwrap_or(Val::Undef);
            if !matches!(a0, Val::Hash(_) | Val::Array(_)) || path.is_empty() {
                return Ok(Some(if default.truthy() && !is_blank(&default) {
                    default
                } else {
                    a0
                }));
            }
            let sep = match args.get(3) {
                Some(v) if !is_blank(v) => to_s(v),
                _ => "/".into(),
            };
            let keys: Vec<Val> = path
                .split(sep.as_str())
                .map(|k| {
                    if !k.is_empty() && k.bytes().all(|b| b.is_ascii_digit()) {
                        Val::Int(k.parse().unwrap_or(0))
                    } else {
                        Val::Str(k.into())
                    }
                })
                .collect();
            // stdlib's 3.x `dig`, which try_get_value calls, warns and loads `dig44`.
            c.warnings.push(format!(
                "Scope({}): dig() DEPRECATED: This function has been replaced in Puppet 4.5.0, please use dig44() for backwards compatibility or use the new version.",
                super::catalog::scope_label(c, call.sc)
            ));
            super::autoload_3x(c, "dig44");
            Ok(Some(dig(&a0, &keys).unwrap_or(default)))
        }
        _ => not_mine(),
    }
}

fn dig(data: &Val, path: &[Val]) -> Option<Val> {
    let mut cur = data.clone();
    for k in path {
        let next = match (&cur, k) {
            (Val::Hash(h), k) => h.get(k).cloned(),
            (Val::Array(a), Val::Int(i)) => {
                let i = if *i < 0 { a.len() as i64 + i } else { *i };
                if i < 0 {
                    None
                } else {
                    a.get(i as usize).cloned()
                }
            }
            (Val::Array(a), Val::Str(s)) => s.parse::<usize>().ok().and_then(|i| a.get(i).cloned()),
            _ => return Some(cur),
        };
        match next {
            None | Some(Val::Undef) => return None,
            Some(v) => cur = v,
        }
    }
    Some(cur)
}

fn flatten(a: &[Val], out: &mut Vec<Val>) {
    for x in a {
        match x {
            Val::Array(b) => flatten(b, out),
            other => out.push(other.clone()),
        }
    }
}

fn deep_merge(acc: &mut IndexMap<Val, Val>, h: &IndexMap<Val, Val>) {
    for (k, v) in h.iter() {
        match (acc.get_mut(k), v) {
            (Some(Val::Hash(old)), Val::Hash(new)) => {
                let mut m = (**old).clone();
                deep_merge(&mut m, new);
                *old = std::sync::Arc::new(m);
            }
            _ => {
                acc.insert(k.clone(), v.clone());
            }
        }
    }
}

fn set_op(call: &Call<'_>, args: &[Val]) -> R<Option<Val>> {
    let n = args.len();
    let name = call.name;
    if name == "union" {
        if n < 2 {
            return call.fail(format!(
                "union(): Wrong number of arguments given ({n} for < 2)"
            ));
        }
        let mut all = Vec::new();
        for a in args {
            let Val::Array(x) = a else {
                return call.fail("union(): Every parameter must be an array");
            };
            all.extend(x.iter().cloned());
        }
        return arr(uniq(all));
    }
    if n != 2 {
        return call.fail(format!(
            "{name}(): Wrong number of arguments given ({n} for 2)"
        ));
    }
    let (Val::Array(a), Val::Array(b)) = (&args[0], &args[1]) else {
        return if name == "difference" {
            call.fail("difference(): Requires 2 arrays")
        } else {
            call.fail(format!(
                "intersection(): Requires 2 arrays, got {} and {}",
                ruby_class(&args[0]),
                ruby_class(&args[1])
            ))
        };
    };
    if name == "difference" {
        arr(a.iter().filter(|x| !b.contains(x)).cloned().collect())
    } else {
        arr(uniq(a.iter().filter(|x| b.contains(x)).cloned()))
    }
}

/// stdlib's `str2bool` on one value (shared by `bool2num`, `zip`, ...).
pub(super) fn str2bool(call: &Call<'_>, v: &Val) -> R<bool> {
    let s = match v {
        Val::Bool(b) => return Ok(*b),
        Val::Str(s) => s.to_string(),
        _ => return call.fail("str2bool(): Requires string to work with"),
    };
    let l = s.to_lowercase();
    match l.as_str() {
        "" => Ok(false),
        "1" | "t" | "y" | "true" | "yes" => Ok(true),
        "0" | "f" | "n" | "false" | "no" => Ok(false),
        _ if s == "undef" || s == "undefined" => Ok(false),
        _ => call.fail("str2bool(): Unknown type of boolean given"),
    }
}

fn values_at(call: &Call<'_>, args: &[Val]) -> R<Option<Val>> {
    let n = args.len();
    if n < 2 {
        return call.fail(format!(
            "values_at(): Wrong number of arguments given ({n} for 2)"
        ));
    }
    let Val::Array(a) = &args[0] else {
        return call.fail("values_at(): Requires array to work with");
    };
    let indices: Vec<Val> = match &args[1] {
        Val::Array(x) => {
            let mut out = Vec::new();
            flatten(x, &mut out);
            out
        }
        other => vec![other.clone()],
    };
    if indices.is_empty() {
        return call.fail("values_at(): You must provide at least one positive index to collect");
    }
    let size = a.len() as i64;
    let mut list = Vec::new();
    for i in &indices {
        let s = to_s(i);
        if let Some((start, op, stop)) = split_range(&s, |c| c.is_ascii_digit()) {
            let (start, stop): (i64, i64) = (start.parse().unwrap_or(0), stop.parse().unwrap_or(0));
            if start > stop {
                return call.fail(
                    "values_at(): Stop index in given indices range is smaller than the start index",
                );
            }
            if stop > size - 1 {
                return call
                    .fail("values_at(): Stop index in given indices range exceeds array size");
            }
            let end = if op == "..." { stop } else { stop + 1 };
            list.extend(start..end);
        } else {
            if s.is_empty() || !s.bytes().all(|b| b.is_ascii_digit()) {
                return call.fail("values_at(): Unknown format of given index");
            }
            let i: i64 = s.parse().unwrap_or(i64::MAX);
            if i > size - 1 {
                return call.fail("values_at(): Given index exceeds array size");
            }
            list.push(i);
        }
    }
    arr(list
        .into_iter()
        .filter_map(|i| a.get(i as usize).cloned())
        .filter(|v| !v.is_undef())
        .collect())
}

/// `a..b`, `a...b` or `a-b` where both ends are made of `ok` characters.
fn split_range(s: &str, ok: impl Fn(char) -> bool) -> Option<(&str, &'static str, &str)> {
    for op in ["...", "..", "-"] {
        if let Some(i) = s.find(op) {
            let (l, r) = (&s[..i], &s[i + op.len()..]);
            if !l.is_empty() && !r.is_empty() && l.chars().all(&ok) && r.chars().all(&ok) {
                return Some((l, op, r));
            }
        }
    }
    None
}

fn range(call: &Call<'_>, args: &[Val]) -> R<Option<Val>> {
    if args.is_empty() {
        return call.fail("range(): Wrong number of arguments given (0 for 1)");
    }
    let (start, stop, exclusive, step) = if args.len() > 1 {
        let step = match args.get(2) {
            None => 1,
            Some(v) => to_i(v).abs(),
        };
        if step == 0 {
            return call
                .fail("range(): 3rd arg (step size) must be a non zero integer (e.g. 1 or -1)");
        }
        (to_s(&args[0]), to_s(&args[1]), false, step)
    } else {
        let v = to_s(&args[0]);
        match split_range(&v, |c| c.is_alphanumeric() || c == '_') {
            Some((l, op, r)) => (l.to_string(), r.to_string(), op == "...", 1),
            None if !v.is_empty() => {
                return call.fail(format!(
                    "range(): Unable to compute range from the value: {v}"
                ))
            }
            None => return call.fail(format!("range(): Unknown range format: {v}")),
        }
    };
    let mut out = Vec::new();
    if !start.is_empty() && start.bytes().all(|b| b.is_ascii_digit()) {
        let a: i64 = start.parse().unwrap_or(0);
        let b = to_i(&Val::Str(stop.into()));
        let mut i = a;
        while (if exclusive { i < b } else { i <= b }) && out.len() < 1_000_000 {
            out.push(Val::Int(i));
            i += step;
        }
    } else {
        // Ruby's String#upto (rb_str_upto_each): nothing when the start sorts after the
        // stop; the start itself always; then its successors while they are no longer than
        // the stop, up to the stop.
        let mut cur = start.clone();
        let mut k = 0i64;
        let empty = start.as_bytes() > stop.as_bytes() || (exclusive && start == stop);
        while !empty && out.len() < 100_000 {
            let last = cur == stop;
            if !(last && exclusive) && k % step == 0 {
                out.push(Val::Str(cur.clone().into()));
            }
            if last {
                break;
            }
            cur = succ(&cur);
            k += 1;
            if cur.len() > stop.len() || cur.is_empty() {
                break;
            }
        }
    }
    arr(out)
}

fn succ(s: &str) -> String {
    let mut b: Vec<char> = s.chars().collect();
    let mut i = b.len();
    while i > 0 {
        i -= 1;
        match b[i] {
            'z' => b[i] = 'a',
            'Z' => b[i] = 'A',
            '9' => b[i] = '0',
            c if c.is_ascii_alphanumeric() => {
                b[i] = (c as u8 + 1) as char;
                return b.into_iter().collect();
            }
            _ => return b.into_iter().collect(),
        }
    }
    let first = match s.chars().next() {
        Some('z' | 'a'..='y') => 'a',
        Some('Z' | 'A'..='Y') => 'A',
        _ => '1',
    };
    std::iter::once(first).chain(b).collect()
}
