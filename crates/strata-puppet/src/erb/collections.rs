//! Arrays, hashes, ranges, enumerators and the Enumerable methods templates use.

use super::interp::{err, Blk, Ctl, Interp, E};
use super::shared::{arg, cmp, cmp_or_err, equal, int_arg, range_items, unsupported};
use super::value::{to_s, RHash, RV};
use std::cmp::Ordering;
use std::rc::Rc;

fn pair(k: &RV, v: &RV) -> RV {
    RV::array(vec![k.clone(), v.clone()])
}

fn need_block<'b>(blk: &'b Option<Blk>, name: &str, line: u32) -> E<&'b Blk> {
    match blk {
        Some(b) => Ok(b),
        None => err(format!("`{name}' without a block is not supported"), line),
    }
}

/// Sorts values with `<=>` (or a comparison block), failing as Ruby does on incomparable ones.
fn sort_values(it: &mut Interp<'_, '_>, v: &mut [RV], blk: Option<&Blk>, line: u32) -> E<()> {
    let mut failure: Option<Ctl> = None;
    let mut items: Vec<RV> = v.to_vec();
    let mut cmpf = |x: &RV, y: &RV, it: &mut Interp<'_, '_>| -> Ordering {
        if failure.is_some() {
            return Ordering::Equal;
        }
        let r = match blk {
            Some(bk) => match it.yield_blk(bk, vec![x.clone(), y.clone()]) {
                Ok(RV::Int(i)) => Ok(i.cmp(&0)),
                Ok(o) => err(
                    format!("comparison of {} with 0 failed", o.class_name()),
                    line,
                ),
                Err(e) => Err(e),
            },
            None => cmp_or_err(x, y, line),
        };
        match r {
            Ok(o) => o,
            Err(e) => {
                failure = Some(e);
                Ordering::Equal
            }
        }
    };
    merge_sort(&mut items, &mut |x, y| cmpf(x, y, it));
    if let Some(e) = failure {
        return Err(e);
    }
    v.clone_from_slice(&items);
    Ok(())
}

fn merge_sort(v: &mut Vec<RV>, f: &mut dyn FnMut(&RV, &RV) -> Ordering) {
    let n = v.len();
    if n <= 1 {
        return;
    }
    let mut right = v.split_off(n / 2);
    merge_sort(v, f);
    merge_sort(&mut right, f);
    let left = std::mem::take(v);
    let mut out = Vec::with_capacity(n);
    let (mut i, mut j) = (0, 0);
    while i < left.len() && j < right.len() {
        if f(&right[j], &left[i]) == Ordering::Less {
            out.push(right[j].clone());
            j += 1;
        } else {
            out.push(left[i].clone());
            i += 1;
        }
    }
    out.extend_from_slice(&left[i..]);
    out.extend_from_slice(&right[j..]);
    *v = out;
}

fn flatten(v: &[RV], depth: i64, out: &mut Vec<RV>, level: usize, line: u32) -> E<()> {
    if level > 100 {
        return err("tried to flatten recursive array", line);
    }
    for x in v {
        match x {
            RV::Array(a) if depth != 0 => {
                let inner = a.borrow().clone();
                flatten(&inner, depth - 1, out, level + 1, line)?;
            }
            _ => out.push(x.clone()),
        }
    }
    Ok(())
}

fn uniq_by(items: Vec<RV>, keys: &[RV]) -> Vec<RV> {
    let mut seen = std::collections::HashSet::new();
    items
        .into_iter()
        .zip(keys.iter())
        .filter(|(_, k)| seen.insert(k.key()))
        .map(|(x, _)| x)
        .collect()
}

fn norm_index(i: i64, n: usize) -> Option<usize> {
    let i = if i < 0 { n as i64 + i } else { i };
    (i >= 0 && (i as usize) < n).then_some(i as usize)
}

/// Collection methods: arrays, hashes, ranges and enumerators.
pub fn collection_method(
    it: &mut Interp<'_, '_>,
    r: RV,
    name: &str,
    args: Vec<RV>,
    blk: Option<Blk>,
    line: u32,
) -> E<RV> {
    match &r {
        RV::Hash(h) => {
            let h = h.clone();
            if let Some(v) = hash_method(it, &r, &h, name, &args, &blk, line)? {
                return Ok(v);
            }
            let items: Vec<RV> = h.borrow().map.values().map(|(k, v)| pair(k, v)).collect();
            enum_method(it, &r, items, name, args, blk, line)
        }
        RV::Array(a) => {
            let a = a.clone();
            if let Some(v) = array_method(it, &a, name, &args, &blk, line)? {
                return Ok(v);
            }
            let items = a.borrow().clone();
            enum_method(it, &r, items, name, args, blk, line)
        }
        RV::Range(rg) => match name {
            "include?" | "member?" | "cover?" | "===" => Ok(RV::Bool(
                super::shared::range_include(rg, &arg(&args, 0, name, line)?),
            )),
            "first" | "begin" | "min" if args.is_empty() && blk.is_none() => Ok(rg.0.clone()),
            "last" | "end" if args.is_empty() => Ok(rg.1.clone()),
            "exclude_end?" => Ok(RV::Bool(rg.2)),
            "to_s" => Ok(RV::str(format!(
                "{}{}{}",
                to_s(&rg.0),
                if rg.2 { "..." } else { ".." },
                to_s(&rg.1)
            ))),
            "step" => {
                let by = int_arg(&args, 0, name, line)?;
                if by <= 0 {
                    return err("step can't be negative or zero", line);
                }
                let items: Vec<RV> = range_items(rg, line)?
                    .into_iter()
                    .step_by(by as usize)
                    .collect();
                match blk {
                    Some(b) => {
                        for x in items {
                            it.yield_blk(&b, vec![x])?;
                        }
                        Ok(r.clone())
                    }
                    None => Ok(RV::array(items)),
                }
            }
            _ => {
                let items = range_items(rg, line)?;
                let arr = RV::array(items.clone());
                let v = enum_method(it, &arr, items, name, args, blk, line)?;
                // `each` returns the range itself
                Ok(if name == "each" { r.clone() } else { v })
            }
        },
        RV::Enum(e) => {
            let (items, method) = (&e.0, e.1.as_str());
            match name {
                "with_index" | "each_with_index" | "with_object" | "each_with_object" => {
                    let b = need_block(&blk, name, line)?.clone();
                    let object = name.ends_with("object");
                    let off = if object {
                        0
                    } else {
                        match args.first() {
                            Some(RV::Int(o)) => *o,
                            _ => 0,
                        }
                    };
                    let memo = if object {
                        arg(&args, 0, name, line)?
                    } else {
                        RV::Nil
                    };
                    let mut results = Vec::new();
                    for (i, x) in items.iter().enumerate() {
                        let second = if object {
                            memo.clone()
                        } else {
                            RV::Int(i as i64 + off)
                        };
                        let v = it.yield_blk(&b, vec![x.clone(), second])?;
                        results.push((x.clone(), v));
                    }
                    if object {
                        return Ok(memo);
                    }
                    Ok(match method {
                        "map" | "collect" | "flat_map" => {
                            RV::array(results.into_iter().map(|(_, v)| v).collect())
                        }
                        "select" | "filter" => RV::array(
                            results
                                .into_iter()
                                .filter(|(_, v)| v.truthy())
                                .map(|(x, _)| x)
                                .collect(),
                        ),
                        "reject" => RV::array(
                            results
                                .into_iter()
                                .filter(|(_, v)| !v.truthy())
                                .map(|(x, _)| x)
                                .collect(),
                        ),
                        _ => RV::array(items.clone()),
                    })
                }
                "next" | "peek" | "rewind" => unsupported(&r, name, line),
                _ => {
                    let arr = RV::array(items.clone());
                    collection_method(it, arr, name, args, blk, line)
                }
            }
        }
        _ => unsupported(&r, name, line),
    }
}

fn array_method(
    it: &mut Interp<'_, '_>,
    a: &Rc<std::cell::RefCell<Vec<RV>>>,
    name: &str,
    args: &[RV],
    blk: &Option<Blk>,
    line: u32,
) -> E<Option<RV>> {
    let me = RV::Array(a.clone());
    let n = a.borrow().len();
    let v = match name {
        "to_a" | "to_ary" | "entries" => me,
        "length" | "size" => RV::Int(n as i64),
        "empty?" => RV::Bool(n == 0),
        "[]" | "slice" => {
            let x = arg(args, 0, name, line)?;
            let v = a.borrow();
            match (&x, args.get(1)) {
                (RV::Int(i), None) => norm_index(*i, n).map(|i| v[i].clone()).unwrap_or(RV::Nil),
                (RV::Int(i), Some(RV::Int(l))) => {
                    let st = if *i < 0 { n as i64 + i } else { *i };
                    if st < 0 || st > n as i64 || *l < 0 {
                        RV::Nil
                    } else {
                        RV::array(
                            v.iter()
                                .skip(st as usize)
                                .take(*l as usize)
                                .cloned()
                                .collect(),
                        )
                    }
                }
                (RV::Range(rg), None) => {
                    let a0 = match rg.0 {
                        RV::Int(a) => a,
                        RV::Nil => 0,
                        _ => return err("bad range", line),
                    };
                    let b0 = match rg.1 {
                        RV::Int(b) => b,
                        RV::Nil => -1,
                        _ => return err("bad range", line),
                    };
                    let st = if a0 < 0 { n as i64 + a0 } else { a0 };
                    let mut en = if b0 < 0 { n as i64 + b0 } else { b0 };
                    if rg.2 && !matches!(rg.1, RV::Nil) {
                        en -= 1;
                    }
                    if st < 0 || st > n as i64 {
                        RV::Nil
                    } else {
                        let len = (en - st + 1).max(0) as usize;
                        RV::array(v.iter().skip(st as usize).take(len).cloned().collect())
                    }
                }
                _ => {
                    return err(
                        format!("no implicit conversion of {} into Integer", x.class_name()),
                        line,
                    )
                }
            }
        }
        "at" => {
            let i = int_arg(args, 0, name, line)?;
            norm_index(i, n)
                .map(|i| a.borrow()[i].clone())
                .unwrap_or(RV::Nil)
        }
        "dig" => {
            let mut cur = me;
            for k in args {
                cur = match &cur {
                    RV::Nil => return Ok(Some(RV::Nil)),
                    _ => it.send(cur.clone(), "[]", vec![k.clone()], None, line)?,
                };
            }
            cur
        }
        "fetch" => {
            let i = int_arg(args, 0, name, line)?;
            match norm_index(i, n) {
                Some(i) => a.borrow()[i].clone(),
                None => match (args.get(1), blk) {
                    (Some(d), _) => d.clone(),
                    (None, Some(b)) => it.yield_blk(b, vec![RV::Int(i)])?,
                    _ => {
                        return err(
                            format!("index {i} outside of array bounds: {}...{}", -(n as i64), n),
                            line,
                        )
                    }
                },
            }
        }
        "[]=" => {
            let i = int_arg(args, 0, name, line)?;
            let v = arg(args, 1, name, line)?;
            let idx = if i < 0 { n as i64 + i } else { i };
            if idx < 0 {
                return err(format!("index {i} too small for array"), line);
            }
            let idx = idx as usize;
            if idx > 10_000_000 {
                return err("index too large", line);
            }
            let mut w = a.borrow_mut();
            if idx >= w.len() {
                w.resize(idx + 1, RV::Nil);
            }
            w[idx] = v.clone();
            v
        }
        "first" | "last" => match args.first() {
            None => {
                let v = a.borrow();
                let x = if name == "first" { v.first() } else { v.last() };
                x.cloned().unwrap_or(RV::Nil)
            }
            Some(_) => {
                let k = int_arg(args, 0, name, line)?.max(0) as usize;
                let v = a.borrow();
                if name == "first" {
                    RV::array(v.iter().take(k).cloned().collect())
                } else {
                    RV::array(v[n.saturating_sub(k)..].to_vec())
                }
            }
        },
        "join" => {
            let sep = match args.first() {
                Some(RV::Nil) | None => String::new(),
                Some(s) => to_s(s),
            };
            let mut out = String::new();
            join_into(&a.borrow(), &sep, &mut out, 0, line)?;
            RV::str(out)
        }
        "push" | "append" | "<<" => {
            a.borrow_mut().extend(args.iter().cloned());
            me
        }
        "pop" | "shift" => {
            let mut w = a.borrow_mut();
            if w.is_empty() {
                RV::Nil
            } else if name == "pop" {
                w.pop().unwrap_or(RV::Nil)
            } else {
                w.remove(0)
            }
        }
        "unshift" | "prepend" => {
            let mut w = a.borrow_mut();
            for (i, x) in args.iter().enumerate() {
                w.insert(i, x.clone());
            }
            drop(w);
            me
        }
        "insert" => {
            let i = int_arg(args, 0, name, line)?;
            let idx = if i < 0 { n as i64 + i + 1 } else { i };
            if idx < 0 || idx > n as i64 {
                return err(format!("index {i} out of array"), line);
            }
            let mut w = a.borrow_mut();
            for (k, x) in args[1..].iter().enumerate() {
                w.insert(idx as usize + k, x.clone());
            }
            drop(w);
            me
        }
        "concat" => {
            for x in args {
                match x {
                    RV::Array(o) => {
                        let o = o.borrow().clone();
                        a.borrow_mut().extend(o);
                    }
                    _ => {
                        return err(
                            format!("no implicit conversion of {} into Array", x.class_name()),
                            line,
                        )
                    }
                }
            }
            me
        }
        "+" | "-" | "&" | "|" => {
            let o = match arg(args, 0, name, line)? {
                RV::Array(o) => o.borrow().clone(),
                x => {
                    return err(
                        format!("no implicit conversion of {} into Array", x.class_name()),
                        line,
                    )
                }
            };
            let v = a.borrow().clone();
            let okeys: std::collections::HashSet<_> = o.iter().map(RV::key).collect();
            RV::array(match name {
                "+" => v.into_iter().chain(o).collect(),
                "-" => v
                    .into_iter()
                    .filter(|x| !okeys.contains(&x.key()))
                    .collect(),
                "&" => {
                    let keys: Vec<RV> = v.clone();
                    uniq_by(v, &keys)
                        .into_iter()
                        .filter(|x| okeys.contains(&x.key()))
                        .collect()
                }
                _ => {
                    let all: Vec<RV> = v.into_iter().chain(o).collect();
                    let keys = all.clone();
                    uniq_by(all, &keys)
                }
            })
        }
        "*" => match arg(args, 0, name, line)? {
            RV::Int(k) => {
                if k < 0 {
                    return err("negative argument", line);
                }
                if (k as u128) * (n as u128) > 10_000_000 {
                    return err("argument too big", line);
                }
                let v = a.borrow();
                RV::array((0..k).flat_map(|_| v.iter().cloned()).collect())
            }
            RV::Str(s) => {
                let mut out = String::new();
                join_into(&a.borrow(), &s, &mut out, 0, line)?;
                RV::str(out)
            }
            x => {
                return err(
                    format!("no implicit conversion of {} into Integer", x.class_name()),
                    line,
                )
            }
        },
        "<=>" => match cmp(&me, &arg(args, 0, name, line)?) {
            Some(o) => RV::Int(o as i64),
            None => RV::Nil,
        },
        "compact" => RV::array(
            a.borrow()
                .iter()
                .filter(|x| !matches!(x, RV::Nil))
                .cloned()
                .collect(),
        ),
        "flatten" => {
            let depth = match args.first() {
                Some(RV::Int(d)) => *d,
                _ => -1,
            };
            let mut out = Vec::new();
            flatten(&a.borrow().clone(), depth, &mut out, 0, line)?;
            RV::array(out)
        }
        "reverse" => RV::array(a.borrow().iter().rev().cloned().collect()),
        "rotate" => {
            let k = match args.first() {
                Some(RV::Int(k)) => *k,
                _ => 1,
            };
            let mut v = a.borrow().clone();
            if !v.is_empty() {
                let s = k.rem_euclid(v.len() as i64) as usize;
                v.rotate_left(s);
            }
            RV::array(v)
        }
        "delete" => {
            let x = arg(args, 0, name, line)?;
            let had = a.borrow().iter().any(|y| equal(y, &x));
            a.borrow_mut().retain(|y| !equal(y, &x));
            if had {
                x
            } else {
                RV::Nil
            }
        }
        "delete_at" => {
            let i = int_arg(args, 0, name, line)?;
            match norm_index(i, n) {
                Some(i) => a.borrow_mut().remove(i),
                None => RV::Nil,
            }
        }
        "clear" => {
            a.borrow_mut().clear();
            me
        }
        "replace" => {
            if let RV::Array(o) = arg(args, 0, name, line)? {
                let o = o.borrow().clone();
                *a.borrow_mut() = o;
            }
            me
        }
        "values_at" => {
            let v = a.borrow();
            let mut out = Vec::new();
            for x in args {
                if let RV::Int(i) = x {
                    out.push(norm_index(*i, n).map(|i| v[i].clone()).unwrap_or(RV::Nil));
                }
            }
            RV::array(out)
        }
        "transpose" => {
            let v = a.borrow().clone();
            let rows: Vec<Vec<RV>> = v
                .iter()
                .map(|r| match r {
                    RV::Array(x) => Ok(x.borrow().clone()),
                    o => err(
                        format!("no implicit conversion of {} into Array", o.class_name()),
                        line,
                    ),
                })
                .collect::<E<_>>()?;
            let w = rows.first().map(Vec::len).unwrap_or(0);
            if rows.iter().any(|r| r.len() != w) {
                return err(
                    format!(
                        "element size differs ({} should be {w})",
                        rows.iter()
                            .find(|r| r.len() != w)
                            .map(Vec::len)
                            .unwrap_or(0)
                    ),
                    line,
                );
            }
            RV::array(
                (0..w)
                    .map(|j| RV::array(rows.iter().map(|r| r[j].clone()).collect()))
                    .collect(),
            )
        }
        "assoc" => {
            let k = arg(args, 0, name, line)?;
            a.borrow()
                .iter()
                .find(|x| matches!(x, RV::Array(p) if p.borrow().first().is_some_and(|f| equal(f, &k))))
                .cloned()
                .unwrap_or(RV::Nil)
        }
        "product" => {
            let mut acc: Vec<Vec<RV>> = a.borrow().iter().map(|x| vec![x.clone()]).collect();
            for o in args {
                let RV::Array(o) = o else {
                    return err("product needs arrays", line);
                };
                let o = o.borrow();
                if acc.len() * o.len() > 1_000_000 {
                    return err("product too large", line);
                }
                acc = acc
                    .iter()
                    .flat_map(|p| {
                        o.iter().map(move |x| {
                            let mut q = p.clone();
                            q.push(x.clone());
                            q
                        })
                    })
                    .collect();
            }
            RV::array(acc.into_iter().map(RV::array).collect())
        }
        "sample" | "shuffle" => {
            return err(
                format!("`{name}' is random; not supported in templates"),
                line,
            )
        }
        "pack" => return unsupported(&me, name, line),
        "each_index" => {
            let b = need_block(blk, name, line)?;
            for i in 0..n {
                it.yield_blk(b, vec![RV::Int(i as i64)])?;
            }
            me
        }
        "index" | "find_index" if blk.is_none() => {
            let x = arg(args, 0, name, line)?;
            a.borrow()
                .iter()
                .position(|y| equal(y, &x))
                .map(|i| RV::Int(i as i64))
                .unwrap_or(RV::Nil)
        }
        "rindex" if blk.is_none() => {
            let x = arg(args, 0, name, line)?;
            a.borrow()
                .iter()
                .rposition(|y| equal(y, &x))
                .map(|i| RV::Int(i as i64))
                .unwrap_or(RV::Nil)
        }
        "map!" | "collect!" | "select!" | "filter!" | "reject!" | "sort!" | "sort_by!"
        | "uniq!" | "compact!" | "flatten!" | "reverse!" | "delete_if" | "keep_if" | "shuffle!" => {
            let base = name.trim_end_matches('!');
            let base = match base {
                "delete_if" => "reject",
                "keep_if" => "select",
                b => b,
            };
            let items = a.borrow().clone();
            let v = collection_method(
                it,
                RV::array(items.clone()),
                base,
                args.to_vec(),
                blk.clone(),
                line,
            )?;
            if let RV::Array(nv) = &v {
                let nv = nv.borrow().clone();
                let changed = nv.len() != items.len()
                    || !nv.iter().zip(items.iter()).all(|(x, y)| equal(x, y));
                *a.borrow_mut() = nv;
                if !changed
                    && matches!(
                        name,
                        "select!" | "filter!" | "reject!" | "uniq!" | "compact!" | "flatten!"
                    )
                {
                    return Ok(Some(RV::Nil));
                }
            }
            me
        }
        "to_s" | "inspect" => RV::str(super::value::inspect(&me)),
        "hash" => return unsupported(&me, name, line),
        _ => return Ok(None),
    };
    Ok(Some(v))
}

fn join_into(v: &[RV], sep: &str, out: &mut String, depth: usize, line: u32) -> E<()> {
    if depth > 100 {
        return err("recursive array join", line);
    }
    for (i, x) in v.iter().enumerate() {
        if i > 0 {
            out.push_str(sep);
        }
        match x {
            RV::Array(a) => join_into(&a.borrow().clone(), sep, out, depth + 1, line)?,
            x => out.push_str(&to_s(x)),
        }
    }
    Ok(())
}

fn hash_method(
    it: &mut Interp<'_, '_>,
    me: &RV,
    h: &Rc<std::cell::RefCell<RHash>>,
    name: &str,
    args: &[RV],
    blk: &Option<Blk>,
    line: u32,
) -> E<Option<RV>> {
    let v = match name {
        "[]" => {
            let k = arg(args, 0, name, line)?;
            let hb = h.borrow();
            hb.get(&k).cloned().unwrap_or_else(|| hb.default.clone())
        }
        "[]=" | "store" => {
            let k = arg(args, 0, name, line)?;
            let v = arg(args, 1, name, line)?;
            h.borrow_mut().insert(k, v.clone());
            v
        }
        "fetch" => {
            let k = arg(args, 0, name, line)?;
            let found = h.borrow().get(&k).cloned();
            match (found, args.get(1), blk) {
                (Some(v), _, _) => v,
                (None, Some(d), _) => d.clone(),
                (None, None, Some(b)) => it.yield_blk(b, vec![k])?,
                (None, None, None) => {
                    return err(
                        format!("key not found: {}", super::value::inspect(&k)),
                        line,
                    )
                }
            }
        }
        "dig" => {
            let mut cur = me.clone();
            for k in args {
                cur = match &cur {
                    RV::Nil => return Ok(Some(RV::Nil)),
                    _ => it.send(cur.clone(), "[]", vec![k.clone()], None, line)?,
                };
            }
            cur
        }
        "key?" | "has_key?" | "include?" | "member?" => {
            RV::Bool(h.borrow().get(&arg(args, 0, name, line)?).is_some())
        }
        "value?" | "has_value?" => {
            let x = arg(args, 0, name, line)?;
            RV::Bool(h.borrow().map.values().any(|(_, v)| equal(v, &x)))
        }
        "key" => {
            let x = arg(args, 0, name, line)?;
            h.borrow()
                .map
                .values()
                .find(|(_, v)| equal(v, &x))
                .map(|(k, _)| k.clone())
                .unwrap_or(RV::Nil)
        }
        "keys" => RV::array(h.borrow().map.values().map(|(k, _)| k.clone()).collect()),
        "values" => RV::array(h.borrow().map.values().map(|(_, v)| v.clone()).collect()),
        "values_at" => {
            let hb = h.borrow();
            RV::array(
                args.iter()
                    .map(|k| hb.get(k).cloned().unwrap_or_else(|| hb.default.clone()))
                    .collect(),
            )
        }
        "length" | "size" => RV::Int(h.borrow().map.len() as i64),
        "count" if args.is_empty() && blk.is_none() => RV::Int(h.borrow().map.len() as i64),
        "empty?" => RV::Bool(h.borrow().map.is_empty()),
        "to_h" | "to_hash" if blk.is_none() => me.clone(),
        "to_s" | "inspect" => RV::str(super::value::inspect(me)),
        "each" | "each_pair" => {
            let b = need_block(blk, name, line)?;
            let items: Vec<(RV, RV)> = h.borrow().map.values().cloned().collect();
            for (k, v) in items {
                if Interp::blk_arity(b) >= 2 {
                    it.yield_blk(b, vec![k, v])?;
                } else {
                    it.yield_blk(b, vec![pair(&k, &v)])?;
                }
            }
            me.clone()
        }
        "each_key" | "each_value" => {
            let b = need_block(blk, name, line)?;
            let items: Vec<(RV, RV)> = h.borrow().map.values().cloned().collect();
            for (k, v) in items {
                it.yield_blk(b, vec![if name == "each_key" { k } else { v }])?;
            }
            me.clone()
        }
        "select" | "filter" | "reject" | "filter_map_hash" => {
            let b = need_block(blk, name, line)?;
            let items: Vec<(RV, RV)> = h.borrow().map.values().cloned().collect();
            let mut out = RHash::default();
            for (k, v) in items {
                let keep = it.yield_blk(b, vec![k.clone(), v.clone()])?.truthy();
                if keep == (name != "reject") {
                    out.insert(k, v);
                }
            }
            RV::hash(out)
        }
        "merge" | "update" | "merge!" => {
            let mut out = if name == "merge" {
                let hb = h.borrow();
                RHash {
                    map: hb.map.clone(),
                    default: hb.default.clone(),
                }
            } else {
                RHash::default()
            };
            let mut pending = Vec::new();
            for o in args {
                match o {
                    RV::Hash(o) => {
                        pending.extend(o.borrow().map.values().cloned().collect::<Vec<_>>())
                    }
                    x => {
                        return err(
                            format!("no implicit conversion of {} into Hash", x.class_name()),
                            line,
                        )
                    }
                }
            }
            for (k, v) in pending {
                let cur = if name == "merge" {
                    out.get(&k).cloned()
                } else {
                    h.borrow().get(&k).cloned()
                };
                let nv = match (cur, blk) {
                    (Some(old), Some(b)) => it.yield_blk(b, vec![k.clone(), old, v])?,
                    _ => v,
                };
                if name == "merge" {
                    out.insert(k, nv);
                } else {
                    h.borrow_mut().insert(k, nv);
                }
            }
            if name == "merge" {
                RV::hash(out)
            } else {
                me.clone()
            }
        }
        "delete" => {
            let k = arg(args, 0, name, line)?;
            let removed = h.borrow_mut().map.shift_remove(&k.key());
            removed.map(|(_, v)| v).unwrap_or(RV::Nil)
        }
        "invert" => {
            let mut out = RHash::default();
            for (k, v) in h.borrow().map.values() {
                out.insert(v.clone(), k.clone());
            }
            RV::hash(out)
        }
        "transform_values" | "transform_keys" => {
            let b = need_block(blk, name, line)?;
            let items: Vec<(RV, RV)> = h.borrow().map.values().cloned().collect();
            let mut out = RHash::default();
            for (k, v) in items {
                if name == "transform_values" {
                    let nv = it.yield_blk(b, vec![v])?;
                    out.insert(k, nv);
                } else {
                    let nk = it.yield_blk(b, vec![k])?;
                    out.insert(nk, v);
                }
            }
            RV::hash(out)
        }
        "compact" => {
            let mut out = RHash::default();
            for (k, v) in h.borrow().map.values() {
                if !matches!(v, RV::Nil) {
                    out.insert(k.clone(), v.clone());
                }
            }
            RV::hash(out)
        }
        "slice" => {
            let mut out = RHash::default();
            let hb = h.borrow();
            for k in args {
                if let Some(v) = hb.get(k) {
                    out.insert(k.clone(), v.clone());
                }
            }
            RV::hash(out)
        }
        "except" => {
            let mut out = RHash::default();
            let keys: Vec<_> = args.iter().map(RV::key).collect();
            for (hk, (k, v)) in &h.borrow().map {
                if !keys.contains(hk) {
                    out.insert(k.clone(), v.clone());
                }
            }
            RV::hash(out)
        }
        "default" => h.borrow().default.clone(),
        "default=" => {
            let d = arg(args, 0, name, line)?;
            h.borrow_mut().default = d.clone();
            d
        }
        "clear" => {
            h.borrow_mut().map.clear();
            me.clone()
        }
        "any?" if blk.is_some() => {
            let b = need_block(blk, name, line)?;
            let items: Vec<(RV, RV)> = h.borrow().map.values().cloned().collect();
            for (k, v) in items {
                if it.yield_blk(b, vec![k, v])?.truthy() {
                    return Ok(Some(RV::Bool(true)));
                }
            }
            RV::Bool(false)
        }
        "sort" if blk.is_none() => {
            let mut items: Vec<RV> = h.borrow().map.values().map(|(k, v)| pair(k, v)).collect();
            sort_values(it, &mut items, None, line)?;
            RV::array(items)
        }
        _ => return Ok(None),
    };
    Ok(Some(v))
}

/// Enumerable methods over `items` (an array's elements, a hash's `[k, v]` pairs).
fn enum_method(
    it: &mut Interp<'_, '_>,
    me: &RV,
    items: Vec<RV>,
    name: &str,
    args: Vec<RV>,
    blk: Option<Blk>,
    line: u32,
) -> E<RV> {
    let lazy = |m: &str, items: Vec<RV>| RV::Enum(Rc::new((items, m.to_string())));
    match name {
        "each" => match &blk {
            Some(b) => {
                for x in items {
                    it.yield_blk(b, vec![x])?;
                }
                Ok(me.clone())
            }
            None => Ok(lazy("each", items)),
        },
        "each_with_index" => match &blk {
            Some(b) => {
                for (i, x) in items.into_iter().enumerate() {
                    it.yield_blk(b, vec![x, RV::Int(i as i64)])?;
                }
                Ok(me.clone())
            }
            None => Ok(RV::array(
                items
                    .into_iter()
                    .enumerate()
                    .map(|(i, x)| RV::array(vec![x, RV::Int(i as i64)]))
                    .collect(),
            )),
        },
        "map" | "collect" | "flat_map" | "collect_concat" | "filter_map" => {
            let Some(b) = &blk else {
                return Ok(lazy(name, items));
            };
            let mut out = Vec::with_capacity(items.len());
            for x in items {
                let v = it.yield_blk(b, vec![x])?;
                match (name, v) {
                    ("flat_map" | "collect_concat", RV::Array(a)) => {
                        out.extend(a.borrow().iter().cloned())
                    }
                    ("filter_map", v) if !v.truthy() => {}
                    (_, v) => out.push(v),
                }
            }
            Ok(RV::array(out))
        }
        "select" | "filter" | "reject" | "find_all" => {
            let Some(b) = &blk else {
                return Ok(lazy(name, items));
            };
            let mut out = Vec::new();
            for x in items {
                if it.yield_blk(b, vec![x.clone()])?.truthy() == (name != "reject") {
                    out.push(x);
                }
            }
            Ok(RV::array(out))
        }
        "partition" => {
            let b = need_block(&blk, name, line)?;
            let (mut y, mut n) = (Vec::new(), Vec::new());
            for x in items {
                if it.yield_blk(b, vec![x.clone()])?.truthy() {
                    y.push(x);
                } else {
                    n.push(x);
                }
            }
            Ok(RV::array(vec![RV::array(y), RV::array(n)]))
        }
        "find" | "detect" | "find_index" | "index" => {
            let b = need_block(&blk, name, line)?;
            for (i, x) in items.into_iter().enumerate() {
                if it.yield_blk(b, vec![x.clone()])?.truthy() {
                    return Ok(if name.contains("index") {
                        RV::Int(i as i64)
                    } else {
                        x
                    });
                }
            }
            Ok(RV::Nil)
        }
        "any?" | "all?" | "none?" | "one?" => {
            let mut hits = 0usize;
            let total = items.len();
            for x in items {
                let t = match (&blk, args.first()) {
                    (_, Some(p)) => it.case_eq(p, &x, line)?,
                    (Some(b), None) => it.yield_blk(b, vec![x])?.truthy(),
                    (None, None) => x.truthy(),
                };
                if t {
                    hits += 1;
                    if name == "any?" {
                        return Ok(RV::Bool(true));
                    }
                } else if name == "all?" {
                    return Ok(RV::Bool(false));
                }
            }
            Ok(RV::Bool(match name {
                "any?" => false,
                "all?" => hits == total,
                "none?" => hits == 0,
                _ => hits == 1,
            }))
        }
        "count" => {
            if let Some(x) = args.first() {
                return Ok(RV::Int(items.iter().filter(|y| equal(y, x)).count() as i64));
            }
            match &blk {
                Some(b) => {
                    let mut n = 0;
                    for x in items {
                        if it.yield_blk(b, vec![x])?.truthy() {
                            n += 1;
                        }
                    }
                    Ok(RV::Int(n))
                }
                None => Ok(RV::Int(items.len() as i64)),
            }
        }
        "include?" | "member?" => {
            let x = arg(&args, 0, name, line)?;
            Ok(RV::Bool(items.iter().any(|y| equal(y, &x))))
        }
        "to_a" | "entries" => Ok(RV::array(items)),
        "first" => match args.first() {
            None => Ok(items.into_iter().next().unwrap_or(RV::Nil)),
            Some(_) => {
                let k = int_arg(&args, 0, name, line)?.max(0) as usize;
                Ok(RV::array(items.into_iter().take(k).collect()))
            }
        },
        "take" | "drop" => {
            let k = int_arg(&args, 0, name, line)?;
            if k < 0 {
                return err("attempt to take negative size", line);
            }
            Ok(RV::array(if name == "take" {
                items.into_iter().take(k as usize).collect()
            } else {
                items.into_iter().skip(k as usize).collect()
            }))
        }
        "take_while" | "drop_while" => {
            let b = need_block(&blk, name, line)?;
            let mut k = 0;
            for x in &items {
                if !it.yield_blk(b, vec![x.clone()])?.truthy() {
                    break;
                }
                k += 1;
            }
            Ok(RV::array(if name == "take_while" {
                items[..k].to_vec()
            } else {
                items[k..].to_vec()
            }))
        }
        "sort" => {
            let mut v = items;
            sort_values(it, &mut v, blk.as_ref(), line)?;
            Ok(RV::array(v))
        }
        "sort_by" | "min_by" | "max_by" | "group_by" | "uniq" | "sum" | "tally" | "each_slice"
        | "each_cons" | "zip" | "inject" | "reduce" | "each_with_object" | "min" | "max"
        | "minmax" | "to_h" | "chunk_while" | "slice_when" | "with_index" | "cycle" | "lazy"
        | "reverse_each" | "each_entry" => enum_more(it, me, items, name, args, blk, line),
        _ => unsupported(me, name, line),
    }
}

fn enum_more(
    it: &mut Interp<'_, '_>,
    me: &RV,
    items: Vec<RV>,
    name: &str,
    args: Vec<RV>,
    blk: Option<Blk>,
    line: u32,
) -> E<RV> {
    match name {
        "sort_by" | "min_by" | "max_by" => {
            let b = need_block(&blk, name, line)?;
            let mut keyed = Vec::with_capacity(items.len());
            for x in items {
                let k = it.yield_blk(b, vec![x.clone()])?;
                keyed.push(RV::array(vec![k, x]));
            }
            // sort by key only
            let mut failure = None;
            let mut v = keyed;
            let key = |p: &RV| match p {
                RV::Array(a) => a.borrow()[0].clone(),
                _ => RV::Nil,
            };
            merge_sort(
                &mut v,
                &mut |a, b| match cmp_or_err(&key(a), &key(b), line) {
                    Ok(o) => o,
                    Err(e) => {
                        failure.get_or_insert(e);
                        Ordering::Equal
                    }
                },
            );
            if let Some(e) = failure {
                return Err(e);
            }
            let vals: Vec<RV> = v
                .iter()
                .map(|p| match p {
                    RV::Array(a) => a.borrow()[1].clone(),
                    _ => RV::Nil,
                })
                .collect();
            Ok(match name {
                "sort_by" => RV::array(vals),
                "min_by" => vals.first().cloned().unwrap_or(RV::Nil),
                _ => {
                    // max_by: the first of the maximal keys
                    let mut best: Option<(RV, RV)> = None;
                    for p in &v {
                        let k = key(p);
                        let x = match p {
                            RV::Array(a) => a.borrow()[1].clone(),
                            _ => RV::Nil,
                        };
                        match &best {
                            Some((bk, _)) if cmp(&k, bk) != Some(Ordering::Greater) => {}
                            _ => best = Some((k, x)),
                        }
                    }
                    best.map(|b| b.1).unwrap_or(RV::Nil)
                }
            })
        }
        "min" | "max" | "minmax" => {
            let mut v = items;
            sort_values(it, &mut v, blk.as_ref(), line)?;
            if name == "minmax" {
                return Ok(RV::array(vec![
                    v.first().cloned().unwrap_or(RV::Nil),
                    v.last().cloned().unwrap_or(RV::Nil),
                ]));
            }
            if let Some(RV::Int(k)) = args.first() {
                let k = (*k).max(0) as usize;
                if name == "max" {
                    v.reverse();
                }
                return Ok(RV::array(v.into_iter().take(k).collect()));
            }
            Ok(if name == "min" {
                v.first().cloned().unwrap_or(RV::Nil)
            } else {
                // the first maximal element
                let last = v.last().cloned().unwrap_or(RV::Nil);
                v.into_iter()
                    .find(|x| cmp(x, &last) == Some(Ordering::Equal))
                    .unwrap_or(last)
            })
        }
        "group_by" => {
            let b = need_block(&blk, name, line)?;
            let mut out = RHash::default();
            for x in items {
                let k = it.yield_blk(b, vec![x.clone()])?;
                match out.get(&k) {
                    Some(RV::Array(a)) => a.borrow_mut().push(x),
                    _ => out.insert(k, RV::array(vec![x])),
                }
            }
            Ok(RV::hash(out))
        }
        "uniq" => {
            let keys = match &blk {
                Some(b) => {
                    let mut k = Vec::new();
                    for x in &items {
                        k.push(it.yield_blk(b, vec![x.clone()])?);
                    }
                    k
                }
                None => items.clone(),
            };
            Ok(RV::array(uniq_by(items, &keys)))
        }
        "sum" => {
            let mut acc = args.first().cloned().unwrap_or(RV::Int(0));
            for x in items {
                let x = match &blk {
                    Some(b) => it.yield_blk(b, vec![x])?,
                    None => x,
                };
                acc = it.send(acc, "+", vec![x], None, line)?;
            }
            Ok(acc)
        }
        "tally" => {
            let mut out = RHash::default();
            for x in items {
                let n = match out.get(&x) {
                    Some(RV::Int(n)) => *n + 1,
                    _ => 1,
                };
                out.insert(x, RV::Int(n));
            }
            Ok(RV::hash(out))
        }
        "each_slice" | "each_cons" => {
            let k = int_arg(&args, 0, name, line)?;
            if k <= 0 {
                return err("invalid slice size", line);
            }
            let k = k as usize;
            let groups: Vec<RV> = if name == "each_slice" {
                items.chunks(k).map(|c| RV::array(c.to_vec())).collect()
            } else if items.len() >= k {
                items.windows(k).map(|c| RV::array(c.to_vec())).collect()
            } else {
                Vec::new()
            };
            match &blk {
                Some(b) => {
                    for g in groups {
                        it.yield_blk(b, vec![g])?;
                    }
                    Ok(if name == "each_slice" {
                        RV::Nil
                    } else {
                        me.clone()
                    })
                }
                None => Ok(RV::array(groups)),
            }
        }
        "zip" => {
            let others: Vec<Vec<RV>> = args
                .iter()
                .map(|o| match o {
                    RV::Array(a) => Ok(a.borrow().clone()),
                    x => err(
                        format!(
                            "wrong argument type {} (must respond to :each)",
                            x.class_name()
                        ),
                        line,
                    ),
                })
                .collect::<E<_>>()?;
            let rows: Vec<RV> = items
                .into_iter()
                .enumerate()
                .map(|(i, x)| {
                    let mut row = vec![x];
                    for o in &others {
                        row.push(o.get(i).cloned().unwrap_or(RV::Nil));
                    }
                    RV::array(row)
                })
                .collect();
            if let Some(b) = &blk {
                for r in rows {
                    it.yield_blk(b, vec![r])?;
                }
                return Ok(RV::Nil);
            }
            Ok(RV::array(rows))
        }
        "inject" | "reduce" => {
            let mut iter = items.into_iter();
            let (mut acc, op) = match (args.first(), args.get(1), &blk) {
                (Some(init), Some(RV::Sym(op)), _) => (init.clone(), Some(op.to_string())),
                (Some(RV::Sym(op)), None, None) => {
                    (iter.next().unwrap_or(RV::Nil), Some(op.to_string()))
                }
                (Some(init), None, Some(_)) => (init.clone(), None),
                (None, None, Some(_)) => (iter.next().unwrap_or(RV::Nil), None),
                _ => return err("unsupported inject arguments", line),
            };
            for x in iter {
                acc = match &op {
                    Some(op) => it.send(acc, op, vec![x], None, line)?,
                    None => match &blk {
                        Some(b) => it.yield_blk(b, vec![acc, x])?,
                        None => RV::Nil,
                    },
                };
            }
            Ok(acc)
        }
        "each_with_object" => {
            let memo = arg(&args, 0, name, line)?;
            let b = need_block(&blk, name, line)?;
            for x in items {
                it.yield_blk(b, vec![x, memo.clone()])?;
            }
            Ok(memo)
        }
        "to_h" => {
            let mut out = RHash::default();
            for x in items {
                let x = match &blk {
                    Some(b) => it.yield_blk(b, vec![x])?,
                    None => x,
                };
                match &x {
                    RV::Array(p) if p.borrow().len() == 2 => {
                        let p = p.borrow();
                        out.insert(p[0].clone(), p[1].clone());
                    }
                    _ => {
                        return err(
                            format!("wrong element type {} (expected array)", x.class_name()),
                            line,
                        )
                    }
                }
            }
            Ok(RV::hash(out))
        }
        "reverse_each" => {
            let b = need_block(&blk, name, line)?;
            for x in items.into_iter().rev() {
                it.yield_blk(b, vec![x])?;
            }
            Ok(me.clone())
        }
        "with_index" | "each_entry" => {
            let e = RV::Enum(Rc::new((items, "each".into())));
            collection_method(it, e, "with_index", args, blk, line)
        }
        _ => unsupported(me, name, line),
    }
}
