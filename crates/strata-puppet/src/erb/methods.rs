//! Method dispatch and the Ruby core methods of nil, booleans, numbers, symbols, ranges,
//! regexps, match data, classes and Puppet's scope object. Strings are in `strings.rs`,
//! arrays, hashes and enumerables in `collections.rs`.

use super::interp::{err, Blk, Interp, E};
use super::shared::conversion_str_int;
use super::shared::{arg, cmp, cmp_or_err, equal, int_arg, no_method, unsupported};
use super::value::{inspect, to_s, RHash, RRx, RV};
use std::cmp::Ordering;
use std::rc::Rc;

/// `value.name(args) { block }`.
pub fn send(
    it: &mut Interp<'_, '_>,
    r: RV,
    name: &str,
    args: Vec<RV>,
    blk: Option<Blk>,
    line: u32,
) -> E<RV> {
    // methods every object has
    match name {
        "nil?" => return Ok(RV::Bool(matches!(r, RV::Nil))),
        "is_a?" | "kind_of?" | "instance_of?" => {
            return match args.first() {
                Some(RV::Class(c)) => Ok(RV::Bool(if name == "instance_of?" {
                    r.class_name() == &**c
                } else {
                    is_a(&r, c)
                })),
                _ => err("class or module required", line),
            }
        }
        "class" => return Ok(RV::Class(r.class_name().into())),
        "inspect" => return Ok(RV::str(inspect(&r))),
        "==" | "eql?" | "equal?" => {
            let o = arg(&args, 0, name, line)?;
            if name == "eql?" && std::mem::discriminant(&r) != std::mem::discriminant(&o) {
                return Ok(RV::Bool(false));
            }
            return Ok(RV::Bool(equal(&r, &o)));
        }
        "!" => return Ok(RV::Bool(!r.truthy())),
        "===" => {
            let o = arg(&args, 0, name, line)?;
            return Ok(RV::Bool(it.case_eq(&r, &o, line)?));
        }
        "freeze" | "itself" | "to_enum" => return Ok(r),
        "frozen?" => return Ok(RV::Bool(!matches!(r, RV::Array(_) | RV::Hash(_)))),
        "dup" | "clone" => {
            return Ok(match &r {
                RV::Array(a) => RV::array(a.borrow().clone()),
                RV::Hash(h) => {
                    let h = h.borrow();
                    RV::hash(RHash {
                        map: h.map.clone(),
                        default: h.default.clone(),
                    })
                }
                _ => r,
            })
        }
        "tap" => {
            if let Some(b) = &blk {
                it.yield_blk(b, vec![r.clone()])?;
            }
            return Ok(r);
        }
        "then" | "yield_self" => {
            return match &blk {
                Some(b) => it.yield_blk(b, vec![r]),
                None => Ok(r),
            }
        }
        "respond_to?" => {
            let m = args.first().map(to_s).unwrap_or_default();
            return Ok(RV::Bool(responds(&r, &m)));
        }
        "send" | "public_send" | "__send__" => {
            let mut a = args.into_iter();
            let m = a.next().map(|v| to_s(&v)).unwrap_or_default();
            if m.starts_with("instance_") || m == "eval" || m == "system" {
                return err(format!("'send(:{m})' is not supported in templates"), line);
            }
            return send(it, r, &m, a.collect(), blk, line);
        }
        "to_yaml" => {
            return super::yaml::to_yaml(&r)
                .map(RV::str)
                .map_err(|m| super::interp::Ctl::Err(m, line));
        }
        "!~" => {
            let v = send(it, r, "=~", args, None, line)?;
            return Ok(RV::Bool(!v.truthy()));
        }
        "instance_variable_get"
        | "instance_variables"
        | "instance_eval"
        | "instance_exec"
        | "method"
        | "methods"
        | "define_singleton_method"
        | "extend"
        | "object_id" => return err(format!("'{name}' is not supported in templates"), line),
        _ => {}
    }
    match &r {
        RV::Str(s) => {
            let s = s.clone();
            super::strings::string_method(it, &s, name, args, blk, line)
        }
        RV::Sym(s) => sym_method(it, s.clone(), name, args, blk, line),
        RV::Int(_) | RV::Float(_) => num_method(it, &r, name, args, blk, line),
        RV::Array(_) | RV::Hash(_) | RV::Range(_) | RV::Enum(_) => {
            super::collections::collection_method(it, r, name, args, blk, line)
        }
        RV::Nil => nil_method(it, name, args, line),
        RV::Bool(b) => match name {
            "to_s" => Ok(RV::str(b.to_string())),
            "&" => Ok(RV::Bool(*b && arg(&args, 0, name, line)?.truthy())),
            "|" => Ok(RV::Bool(*b || arg(&args, 0, name, line)?.truthy())),
            "^" => Ok(RV::Bool(*b != arg(&args, 0, name, line)?.truthy())),
            _ => no_method(&r, name, line),
        },
        RV::Scope => scope_method(it, name, args, blk, line),
        RV::Class(c) => class_method(it, c.clone(), name, args, line),
        RV::Regex(rx) => regex_method(it, rx.clone(), name, args, line),
        RV::Match(m) => match name {
            "[]" => match args.first() {
                Some(RV::Int(i)) if args.len() == 1 => Ok(idx(&m.groups, *i)
                    .cloned()
                    .flatten()
                    .map(RV::str)
                    .unwrap_or(RV::Nil)),
                Some(RV::Str(n)) | Some(RV::Sym(n)) => {
                    match m.names.iter().find(|(x, _)| x == &**n) {
                        Some((_, i)) => Ok(m.groups[*i].clone().map(RV::str).unwrap_or(RV::Nil)),
                        None => err(format!("undefined group name reference: {n}"), line),
                    }
                }
                // `md[2..5]`, `md[1, 2]`: the groups as an Array, sliced as Array#[] slices
                Some(RV::Range(_)) | Some(RV::Int(_)) => {
                    let all = RV::array(
                        m.groups
                            .iter()
                            .map(|g| g.clone().map(RV::str).unwrap_or(RV::Nil))
                            .collect(),
                    );
                    super::collections::collection_method(it, all, name, args, blk, line)
                }
                _ => err("unsupported MatchData#[] argument", line),
            },
            "captures" => Ok(RV::array(
                m.groups[1..]
                    .iter()
                    .map(|g| g.clone().map(RV::str).unwrap_or(RV::Nil))
                    .collect(),
            )),
            "to_a" => Ok(RV::array(
                m.groups
                    .iter()
                    .map(|g| g.clone().map(RV::str).unwrap_or(RV::Nil))
                    .collect(),
            )),
            "pre_match" => Ok(RV::str(m.pre.clone())),
            "post_match" => Ok(RV::str(m.post.clone())),
            "to_s" => Ok(RV::str(m.groups[0].clone().unwrap_or_default())),
            "names" => Ok(RV::array(
                m.names.iter().map(|(n, _)| RV::str(n.clone())).collect(),
            )),
            "named_captures" => {
                let mut h = RHash::default();
                for (n, i) in &m.names {
                    h.insert(
                        RV::str(n.clone()),
                        m.groups[*i].clone().map(RV::str).unwrap_or(RV::Nil),
                    );
                }
                Ok(RV::hash(h))
            }
            "begin" => Ok(RV::Int(m.pre.chars().count() as i64)),
            _ => unsupported(&r, name, line),
        },
        RV::Puppet(_) => match name {
            "to_s" => Ok(RV::str(to_s(&r))),
            _ => unsupported(&r, name, line),
        },
    }
}

fn idx<T>(v: &[T], i: i64) -> Option<&T> {
    let i = if i < 0 { v.len() as i64 + i } else { i };
    if i < 0 {
        None
    } else {
        v.get(i as usize)
    }
}

/// Whether a value has a method (an approximation for `respond_to?`).
fn responds(r: &RV, m: &str) -> bool {
    let common = [
        "to_s", "inspect", "nil?", "is_a?", "class", "==", "dup", "freeze",
    ];
    if common.contains(&m) {
        return true;
    }
    match r {
        RV::Str(_) => matches!(
            m,
            "upcase"
                | "downcase"
                | "split"
                | "strip"
                | "gsub"
                | "sub"
                | "length"
                | "size"
                | "empty?"
                | "include?"
                | "start_with?"
                | "end_with?"
                | "to_i"
                | "to_f"
                | "to_sym"
                | "to_str"
                | "capitalize"
                | "each_line"
                | "lines"
                | "chomp"
                | "match"
                | "+"
                | "*"
                | "%"
                | "[]"
                | "=~"
        ),
        RV::Array(_) => matches!(
            m,
            "each"
                | "map"
                | "join"
                | "length"
                | "size"
                | "empty?"
                | "include?"
                | "first"
                | "last"
                | "sort"
                | "flatten"
                | "to_a"
                | "to_ary"
                | "select"
                | "reject"
                | "[]"
                | "each_with_index"
                | "compact"
                | "uniq"
        ),
        RV::Hash(_) => matches!(
            m,
            "each"
                | "each_pair"
                | "keys"
                | "values"
                | "[]"
                | "fetch"
                | "key?"
                | "has_key?"
                | "map"
                | "length"
                | "size"
                | "empty?"
                | "to_h"
                | "to_hash"
                | "merge"
                | "sort"
                | "select"
                | "include?"
        ),
        RV::Int(_) | RV::Float(_) => {
            matches!(m, "+" | "-" | "*" | "/" | "to_i" | "to_f" | "round" | "abs")
        }
        RV::Nil => matches!(m, "to_a" | "to_i" | "to_f" | "to_h"),
        _ => false,
    }
}

/// `value.is_a?(Class)`.
pub fn is_a(v: &RV, c: &str) -> bool {
    if matches!(c, "Object" | "BasicObject" | "Kernel") {
        return true;
    }
    let own = v.class_name();
    if own == c {
        return true;
    }
    match v {
        RV::Int(_) => matches!(c, "Numeric" | "Comparable" | "Fixnum"),
        RV::Float(_) => matches!(c, "Numeric" | "Comparable"),
        RV::Str(_) => c == "Comparable",
        RV::Array(_) | RV::Hash(_) | RV::Range(_) | RV::Enum(_) => c == "Enumerable",
        _ => false,
    }
}

fn sym_method(
    it: &mut Interp<'_, '_>,
    s: Rc<str>,
    name: &str,
    args: Vec<RV>,
    blk: Option<Blk>,
    line: u32,
) -> E<RV> {
    match name {
        "to_s" | "id2name" | "name" => Ok(RV::Str(s)),
        "to_sym" => Ok(RV::Sym(s)),
        "<=>" => Ok(match args.first() {
            Some(RV::Sym(o)) => RV::Int(s.as_bytes().cmp(o.as_bytes()) as i64),
            _ => RV::Nil,
        }),
        "length" | "size" | "upcase" | "downcase" | "capitalize" | "succ" | "[]"
        | "start_with?" | "end_with?" | "empty?" | "=~" | "match" | "match?" | "swapcase" => {
            let v = super::strings::string_method(it, &s, name, args, blk, line)?;
            Ok(match v {
                RV::Str(x) if !matches!(name, "[]") => RV::Sym(x),
                v => v,
            })
        }
        _ => unsupported(&RV::Sym(s), name, line),
    }
}

fn nil_method(it: &mut Interp<'_, '_>, name: &str, args: Vec<RV>, line: u32) -> E<RV> {
    let _ = it;
    match name {
        "to_s" => Ok(RV::str("")),
        "to_a" => Ok(RV::array(vec![])),
        "to_h" => Ok(RV::hash(RHash::default())),
        "to_i" => Ok(RV::Int(0)),
        "to_f" => Ok(RV::Float(0.0)),
        "&" => Ok(RV::Bool(false)),
        "|" | "^" => Ok(RV::Bool(arg(&args, 0, name, line)?.truthy())),
        "=~" => Ok(RV::Nil),
        _ => no_method(&RV::Nil, name, line),
    }
}

fn float_of(v: &RV) -> Option<f64> {
    match v {
        RV::Int(i) => Some(*i as f64),
        RV::Float(f) => Some(*f),
        _ => None,
    }
}

fn overflow<T>(line: u32) -> E<T> {
    err(
        "integer overflow (numbers beyond 64 bits are not supported)",
        line,
    )
}

fn round_to(f: f64, digits: i64) -> f64 {
    let m = 10f64.powi(digits as i32);
    let x = f * m;
    // Ruby rounds half away from zero
    let r = x.round();
    r / m
}

fn num_method(
    it: &mut Interp<'_, '_>,
    r: &RV,
    name: &str,
    args: Vec<RV>,
    blk: Option<Blk>,
    line: u32,
) -> E<RV> {
    let binop = |o: &RV| -> E<RV> {
        match (r, o) {
            (RV::Int(_), RV::Int(_))
            | (RV::Int(_), RV::Float(_))
            | (RV::Float(_), RV::Int(_))
            | (RV::Float(_), RV::Float(_)) => Ok(o.clone()),
            _ => err(
                format!(
                    "{} can't be coerced into {}",
                    match o {
                        RV::Nil => "nil".to_string(),
                        _ => o.class_name().to_string(),
                    },
                    r.class_name()
                ),
                line,
            ),
        }
    };
    match name {
        "+" | "-" | "*" | "/" | "%" | "**" | "modulo" | "div" | "fdiv" => {
            let o = binop(&arg(&args, 0, name, line)?)?;
            if let (RV::Int(a), RV::Int(b)) = (r, &o) {
                let (a, b) = (*a, *b);
                return match name {
                    "+" => a
                        .checked_add(b)
                        .map(RV::Int)
                        .map_or_else(|| overflow(line), Ok),
                    "-" => a
                        .checked_sub(b)
                        .map(RV::Int)
                        .map_or_else(|| overflow(line), Ok),
                    "*" => a
                        .checked_mul(b)
                        .map(RV::Int)
                        .map_or_else(|| overflow(line), Ok),
                    "/" | "div" | "%" | "modulo" => {
                        if b == 0 {
                            return err("divided by 0", line);
                        }
                        let q = a.checked_div_euclid(b).map_or_else(|| overflow(line), Ok)?;
                        // Ruby floors
                        let fq = if (a % b != 0) && ((a < 0) != (b < 0)) {
                            a / b - 1
                        } else {
                            a / b
                        };
                        let _ = q;
                        if name == "%" || name == "modulo" {
                            Ok(RV::Int(a - b * fq))
                        } else {
                            Ok(RV::Int(fq))
                        }
                    }
                    "fdiv" => Ok(RV::Float(a as f64 / b as f64)),
                    _ => {
                        if b < 0 {
                            Ok(RV::Float((a as f64).powf(b as f64)))
                        } else {
                            u32::try_from(b)
                                .ok()
                                .and_then(|e| a.checked_pow(e))
                                .map(RV::Int)
                                .map_or_else(|| overflow(line), Ok)
                        }
                    }
                };
            }
            let (a, b) = (float_of(r).unwrap_or(0.0), float_of(&o).unwrap_or(0.0));
            Ok(RV::Float(match name {
                "+" => a + b,
                "-" => a - b,
                "*" => a * b,
                "/" | "fdiv" => a / b,
                "div" => (a / b).floor(),
                "%" | "modulo" => a - b * (a / b).floor(),
                _ => a.powf(b),
            }))
        }
        "-@" => match r {
            RV::Int(i) => i
                .checked_neg()
                .map(RV::Int)
                .map_or_else(|| overflow(line), Ok),
            RV::Float(f) => Ok(RV::Float(-f)),
            _ => unreachable_num(line),
        },
        "<" | ">" | "<=" | ">=" | "between?" | "clamp" => {
            if name == "between?" || name == "clamp" {
                let lo = arg(&args, 0, name, line)?;
                let hi = arg(&args, 1, name, line)?;
                let a = cmp_or_err(r, &lo, line)?;
                let b = cmp_or_err(r, &hi, line)?;
                if name == "clamp" {
                    return Ok(if a == Ordering::Less {
                        lo
                    } else if b == Ordering::Greater {
                        hi
                    } else {
                        r.clone()
                    });
                }
                return Ok(RV::Bool(a != Ordering::Less && b != Ordering::Greater));
            }
            let o = arg(&args, 0, name, line)?;
            let c = cmp_or_err(r, &o, line)?;
            Ok(RV::Bool(match name {
                "<" => c == Ordering::Less,
                ">" => c == Ordering::Greater,
                "<=" => c != Ordering::Greater,
                _ => c != Ordering::Less,
            }))
        }
        "<=>" => Ok(match cmp(r, &arg(&args, 0, name, line)?) {
            Some(o) => RV::Int(o as i64),
            None => RV::Nil,
        }),
        "to_s" | "inspect" => {
            if let (RV::Int(i), Some(RV::Int(base))) = (r, args.first()) {
                return Ok(RV::str(to_radix(*i, *base, line)?));
            }
            Ok(RV::str(to_s(r)))
        }
        "to_i" | "to_int" | "truncate" => match r {
            RV::Float(f) => {
                if !f.is_finite() {
                    return err(format!("{} out of range of integer", to_s(r)), line);
                }
                Ok(RV::Int(f.trunc() as i64))
            }
            _ => Ok(r.clone()),
        },
        "to_f" => Ok(RV::Float(float_of(r).unwrap_or(0.0))),
        "abs" | "magnitude" => match r {
            RV::Int(i) => i
                .checked_abs()
                .map(RV::Int)
                .map_or_else(|| overflow(line), Ok),
            RV::Float(f) => Ok(RV::Float(f.abs())),
            _ => unreachable_num(line),
        },
        "round" | "floor" | "ceil" => {
            let digits = match args.first() {
                Some(RV::Int(d)) => *d,
                _ => 0,
            };
            match r {
                RV::Int(i) => Ok(RV::Int(*i)),
                RV::Float(f) => {
                    let v = match name {
                        "round" => round_to(*f, digits),
                        "floor" => {
                            (f * 10f64.powi(digits as i32)).floor() / 10f64.powi(digits as i32)
                        }
                        _ => (f * 10f64.powi(digits as i32)).ceil() / 10f64.powi(digits as i32),
                    };
                    if digits > 0 {
                        Ok(RV::Float(v))
                    } else if v.is_finite() && v.abs() < 9.2e18 {
                        Ok(RV::Int(v as i64))
                    } else {
                        err("float out of range of integer", line)
                    }
                }
                _ => unreachable_num(line),
            }
        }
        "zero?" => Ok(RV::Bool(float_of(r) == Some(0.0))),
        "positive?" => Ok(RV::Bool(float_of(r).is_some_and(|f| f > 0.0))),
        "negative?" => Ok(RV::Bool(float_of(r).is_some_and(|f| f < 0.0))),
        "nonzero?" => Ok(if float_of(r) == Some(0.0) {
            RV::Nil
        } else {
            r.clone()
        }),
        "integer?" => Ok(RV::Bool(matches!(r, RV::Int(_)))),
        "nan?" => Ok(RV::Bool(float_of(r).is_some_and(f64::is_nan))),
        "finite?" => Ok(RV::Bool(float_of(r).is_some_and(f64::is_finite))),
        "coerce" => Ok(RV::array(vec![arg(&args, 0, name, line)?, r.clone()])),
        _ => {
            let RV::Int(i) = r else {
                return unsupported(r, name, line);
            };
            let i = *i;
            match name {
                "even?" => Ok(RV::Bool(i % 2 == 0)),
                "odd?" => Ok(RV::Bool(i % 2 != 0)),
                "succ" | "next" => i
                    .checked_add(1)
                    .map(RV::Int)
                    .map_or_else(|| overflow(line), Ok),
                "pred" => i
                    .checked_sub(1)
                    .map(RV::Int)
                    .map_or_else(|| overflow(line), Ok),
                "chr" => match u8::try_from(i) {
                    Ok(b) if b < 0x80 => Ok(RV::str((b as char).to_string())),
                    _ => err(format!("{i} out of char range"), line),
                },
                "ord" => Ok(RV::Int(i)),
                "&" | "|" | "^" | "<<" | ">>" => {
                    let o = int_arg(&args, 0, name, line)?;
                    Ok(RV::Int(match name {
                        "&" => i & o,
                        "|" => i | o,
                        "^" => i ^ o,
                        "<<" => {
                            if !(0..63).contains(&o) {
                                return overflow(line);
                            }
                            i.checked_mul(1i64 << o)
                                .map_or_else(|| overflow(line), Ok)?
                        }
                        _ => {
                            if o >= 64 {
                                if i < 0 {
                                    -1
                                } else {
                                    0
                                }
                            } else {
                                i >> o.max(0)
                            }
                        }
                    }))
                }
                "~" => Ok(RV::Int(!i)),
                "divmod" => {
                    let q = num_method(it, r, "/", args.clone(), None, line)?;
                    let m = num_method(it, r, "%", args, None, line)?;
                    Ok(RV::array(vec![q, m]))
                }
                "gcd" => {
                    let (mut a, mut b) = (
                        i.unsigned_abs(),
                        int_arg(&args, 0, name, line)?.unsigned_abs(),
                    );
                    while b != 0 {
                        (a, b) = (b, a % b);
                    }
                    Ok(RV::Int(a as i64))
                }
                "times" | "upto" | "downto" | "step" => {
                    let items: Vec<RV> = match name {
                        "times" => {
                            if i > 10_000_000 {
                                return err("loop too large", line);
                            }
                            (0..i.max(0)).map(RV::Int).collect()
                        }
                        "upto" => {
                            let to = int_arg(&args, 0, name, line)?;
                            if to.saturating_sub(i) > 10_000_000 {
                                return err("loop too large", line);
                            }
                            (i..=to).map(RV::Int).collect()
                        }
                        "downto" => {
                            let to = int_arg(&args, 0, name, line)?;
                            if i.saturating_sub(to) > 10_000_000 {
                                return err("loop too large", line);
                            }
                            (to..=i).rev().map(RV::Int).collect()
                        }
                        _ => {
                            let to = int_arg(&args, 0, name, line)?;
                            let by = match args.get(1) {
                                Some(RV::Int(b)) if *b != 0 => *b,
                                _ => 1,
                            };
                            let n = to.saturating_sub(i).checked_div(by).unwrap_or(i64::MAX);
                            if !(0..=10_000_000).contains(&n) {
                                return err("loop too large", line);
                            }
                            (0..=n).map(|k| RV::Int(i + k * by)).collect()
                        }
                    };
                    match blk {
                        Some(b) => {
                            for x in items {
                                it.yield_blk(&b, vec![x])?;
                            }
                            Ok(r.clone())
                        }
                        None => Ok(RV::Enum(Rc::new((items, "each".into())))),
                    }
                }
                "digits" => {
                    let mut v = Vec::new();
                    let mut n = i;
                    if n < 0 {
                        return err("out of domain", line);
                    }
                    loop {
                        v.push(RV::Int(n % 10));
                        n /= 10;
                        if n == 0 {
                            break;
                        }
                    }
                    Ok(RV::array(v))
                }
                "size" => Ok(RV::Int(8)),
                _ => unsupported(r, name, line),
            }
        }
    }
}

fn unreachable_num<T>(line: u32) -> E<T> {
    err("internal error: not a number", line)
}

fn to_radix(i: i64, base: i64, line: u32) -> E<String> {
    if !(2..=36).contains(&base) {
        return err(format!("invalid radix {base}"), line);
    }
    let neg = i < 0;
    let mut n = i.unsigned_abs();
    let mut digits = Vec::new();
    loop {
        let d = (n % base as u64) as u32;
        digits.push(std::char::from_digit(d, base as u32).unwrap_or('?'));
        n /= base as u64;
        if n == 0 {
            break;
        }
    }
    if neg {
        digits.push('-');
    }
    Ok(digits.iter().rev().collect())
}

const ONLY_4X: &[&str] = &[
    "abs",
    "all",
    "annotate",
    "any",
    "call",
    "camelcase",
    "capitalize",
    "ceiling",
    "chomp",
    "chop",
    "compare",
    "convert_to",
    "downcase",
    "empty",
    "eyaml_lookup_key",
    "find_template",
    "flatten",
    "floor",
    "get",
    "getvar",
    "group_by",
    "hocon_data",
    "import",
    "index",
    "join",
    "json_data",
    "keys",
    "length",
    "lstrip",
    "max",
    "min",
    "module_directory",
    "partition",
    "round",
    "rstrip",
    "size",
    "sort",
    "strip",
    "tree_each",
    "unique",
    "unwrap",
    "upcase",
    "values",
    "yaml_data",
];

/// `scope.function_x` works for 3.x functions only (Puppet's own, or a module's
/// `lib/puppet/parser/functions/x.rb`, here stdlib's).
fn function_gate(it: &mut Interp<'_, '_>, f: &str, line: u32) -> E<()> {
    let mut from_stdlib = || {
        it.c.read_module_file(&format!("stdlib/{f}.rb"), "lib/puppet/parser/functions")
            .is_some()
    };
    if crate::functions::names::IS_4X.contains(&f) {
        return err(
            format!("{f}() can only be called using the 4.x function API. See Scope#call_function"),
            line,
        );
    }
    if ONLY_4X.contains(&f) && !from_stdlib() {
        return err(
            format!("undefined method `function_{f}' for Scope():Puppet::Parser::Scope"),
            line,
        );
    }
    Ok(())
}

/// The Puppet scope object: variables and functions.
fn scope_method(
    it: &mut Interp<'_, '_>,
    name: &str,
    args: Vec<RV>,
    blk: Option<Blk>,
    line: u32,
) -> E<RV> {
    if let Some(f) = name.strip_prefix("function_") {
        function_gate(it, f, line)?;
        let a = match args.as_slice() {
            [RV::Array(a)] => a.borrow().clone(),
            [] => vec![],
            _ => {
                return err(
                    format!("{name}(): Wrong number of arguments given. Arguments must be passed as one Array"),
                    line,
                )
            }
        };
        return it.puppet_function_3x(f, &a);
    }
    match name {
        "to_hash" => Ok(it.scope_hash()),
        "[]" | "lookupvar" => {
            let n = arg(&args, 0, name, line)?;
            Ok(super::setvars::lookupvar(it, &n))
        }
        "setvar" => super::setvars::setvar(it, &args, line),
        "include?" | "exist?" | "has_variable?" => {
            let n = to_s(&arg(&args, 0, name, line)?);
            if it.c.erb_state.get(it.sc, &n).is_some() {
                return Ok(RV::Bool(true));
            }
            Ok(RV::Bool(!matches!(it.puppet_var(&n), RV::Nil) || it.c.try_lookup(&n, it.sc).is_some()))
        }
        "call_function" => {
            let f = to_s(&arg(&args, 0, name, line)?);
            // Puppet splats the arguments (`func.call(scope, *args)`): a Hash gives its
            // [key, value] pairs, nil nothing, any other value itself
            let a = match args.get(1) {
                Some(RV::Array(a)) => a.borrow().clone(),
                Some(RV::Hash(h)) => h
                    .borrow()
                    .map
                    .values()
                    .map(|(k, v)| RV::array(vec![k.clone(), v.clone()]))
                    .collect(),
                None | Some(RV::Nil) => vec![],
                Some(v) => vec![v.clone()],
            };
            if let Some(b) = blk {
                // `with` only calls its block with the arguments
                if f == "with" {
                    return it.yield_blk(&b, a);
                }
                return err(
                    format!("a Ruby block given to the Puppet function '{f}' is not supported"),
                    line,
                );
            }
            it.puppet_function(&f, &a)
        }
        _ => err(
            format!("unsupported Ruby in template: method `{name}' on the Puppet scope is not evaluated by strata"),
            line,
        ),
    }
}

fn class_method(
    it: &mut Interp<'_, '_>,
    c: Rc<str>,
    name: &str,
    args: Vec<RV>,
    line: u32,
) -> E<RV> {
    match (&*c, name) {
        (_, "name" | "to_s") => Ok(RV::str(c.to_string())),
        ("File", "basename") => {
            let p = to_s(&arg(&args, 0, name, line)?);
            let t = p.trim_end_matches('/');
            let mut b = if t.is_empty() && p.starts_with('/') {
                "/"
            } else {
                t.rsplit('/').next().unwrap_or("")
            }
            .to_string();
            if let Some(sfx) = args.get(1).map(to_s) {
                if sfx == ".*" {
                    if let Some(i) = b.rfind('.').filter(|i| *i > 0) {
                        b.truncate(i);
                    }
                } else if b.ends_with(&sfx) && b != sfx {
                    b.truncate(b.len() - sfx.len());
                }
            }
            Ok(RV::str(b))
        }
        ("File", "dirname") => {
            let p = to_s(&arg(&args, 0, name, line)?);
            let t = p.trim_end_matches('/');
            Ok(RV::str(match t.rfind('/') {
                Some(0) => "/".to_string(),
                Some(i) => t[..i].trim_end_matches('/').to_string(),
                None => {
                    if p.starts_with('/') {
                        "/".into()
                    } else {
                        ".".into()
                    }
                }
            }))
        }
        ("File", "extname") => {
            let p = to_s(&arg(&args, 0, name, line)?);
            let b = p.rsplit('/').next().unwrap_or("");
            Ok(RV::str(match b.rfind('.') {
                Some(i) if i > 0 && i + 1 < b.len() => b[i..].to_string(),
                _ => String::new(),
            }))
        }
        ("File", "join") => {
            let mut parts = Vec::new();
            for a in &args {
                match a {
                    RV::Array(x) => parts.extend(x.borrow().iter().map(to_s)),
                    v => parts.push(to_s(v)),
                }
            }
            let mut out = String::new();
            for (i, p) in parts.iter().enumerate() {
                if i == 0 {
                    out.push_str(p);
                    continue;
                }
                match (out.ends_with('/'), p.starts_with('/')) {
                    (true, true) => out.push_str(&p[1..]),
                    (false, false) => {
                        out.push('/');
                        out.push_str(p);
                    }
                    _ => out.push_str(p),
                }
            }
            Ok(RV::str(out))
        }
        // IPAddr.new validates an IPv4 or IPv6 address (with an optional /prefix or /mask) and
        // raises an ArgumentError (IPAddr::InvalidAddressError, InvalidPrefixError) otherwise;
        // templates use it to check addresses, so the address (IPAddr#to_s, the prefix's
        // network) stands for the object
        ("IPAddr", "new") => {
            let s = to_s(&arg(&args, 0, name, line)?);
            match crate::functions::stdlib::ipaddr_masked(&s) {
                Some(ip) => Ok(RV::str(ip.to_string())),
                None => err(format!("invalid address: {s}"), line),
            }
        }
        ("Regexp", "escape" | "quote") => {
            let s = to_s(&arg(&args, 0, name, line)?);
            Ok(RV::str(super::strings::regexp_escape(&s)))
        }
        ("Regexp", "new") => {
            let src = match arg(&args, 0, name, line)? {
                RV::Regex(r) => return Ok(RV::Regex(r)),
                v => to_s(&v),
            };
            let flags = match args.get(1) {
                Some(RV::Bool(true)) => "i".to_string(),
                Some(RV::Int(f)) => {
                    let mut s = String::new();
                    if f & 1 != 0 {
                        s.push('i');
                    }
                    if f & 2 != 0 {
                        s.push('x');
                    }
                    if f & 4 != 0 {
                        s.push('m');
                    }
                    s
                }
                _ => String::new(),
            };
            let r = RRx { src, flags };
            it.regex(&r)?;
            Ok(RV::Regex(Rc::new(r)))
        }
        ("Hash", "new") => Ok(RV::hash(RHash {
            map: Default::default(),
            default: args.first().cloned().unwrap_or(RV::Nil),
        })),
        ("Array", "new") => {
            let n = match args.first() {
                Some(RV::Int(n)) if *n >= 0 && *n < 1_000_000 => *n as usize,
                None => 0,
                _ => return err("unsupported Array.new arguments", line),
            };
            Ok(RV::array(vec![args.get(1).cloned().unwrap_or(RV::Nil); n]))
        }
        ("String", "new") => Ok(RV::str(args.first().map(to_s).unwrap_or_default())),
        ("Math", "sqrt") => match float_of(&arg(&args, 0, name, line)?) {
            Some(f) if f >= 0.0 => Ok(RV::Float(f.sqrt())),
            _ => err("Numerical argument is out of domain - \"sqrt\"", line),
        },
        ("Integer" | "Float" | "String" | "Array", "===") => {
            Ok(RV::Bool(is_a(&arg(&args, 0, name, line)?, &c)))
        }
        _ => err(
            format!("unsupported Ruby in template: `{c}.{name}' is not evaluated by strata"),
            line,
        ),
    }
}

fn regex_method(
    it: &mut Interp<'_, '_>,
    rx: Rc<RRx>,
    name: &str,
    args: Vec<RV>,
    line: u32,
) -> E<RV> {
    match name {
        "source" => Ok(RV::str(rx.src.clone())),
        "to_s" => Ok(RV::str(to_s(&RV::Regex(rx)))),
        "=~" | "match" | "match?" => {
            let s = match arg(&args, 0, name, line)? {
                RV::Nil => {
                    it.last_match = None;
                    return Ok(if name == "match?" {
                        RV::Bool(false)
                    } else {
                        RV::Nil
                    });
                }
                v @ (RV::Str(_) | RV::Sym(_)) => to_s(&v),
                v => {
                    return err(
                        format!("no implicit conversion of {} into String", v.class_name()),
                        line,
                    )
                }
            };
            let m = it.match_at(&rx, &s, 0)?;
            Ok(match (name, m) {
                ("match?", m) => RV::Bool(m.is_some()),
                ("=~", Some(m)) => RV::Int(s[..m.start].chars().count() as i64),
                ("match", Some(m)) => RV::Match(m),
                _ => RV::Nil,
            })
        }
        "casefold?" => Ok(RV::Bool(rx.flags.contains('i'))),
        _ => unsupported(&RV::Regex(rx), name, line),
    }
}

/// `Integer(x)`, `Float(x)`, `String(x)`, `Array(x)`, `Hash(x)`.
pub fn conversion(it: &mut Interp<'_, '_>, name: &str, args: &[RV], line: u32) -> E<RV> {
    let v = arg(args, 0, name, line)?;
    let _ = it;
    match name {
        "String" => Ok(RV::str(to_s(&v))),
        "Array" => Ok(match v {
            RV::Nil => RV::array(vec![]),
            RV::Array(_) => v,
            RV::Hash(h) => RV::array(
                h.borrow()
                    .map
                    .values()
                    .map(|(k, v)| RV::array(vec![k.clone(), v.clone()]))
                    .collect(),
            ),
            v => RV::array(vec![v]),
        }),
        "Hash" => match v {
            RV::Hash(_) => Ok(v),
            RV::Nil => Ok(RV::hash(RHash::default())),
            RV::Array(a) if a.borrow().is_empty() => Ok(RV::hash(RHash::default())),
            v => err(format!("can't convert {} into Hash", v.class_name()), line),
        },
        "Integer" => match &v {
            RV::Int(_) => Ok(v),
            RV::Float(f) if f.is_finite() => Ok(RV::Int(f.trunc() as i64)),
            RV::Str(s) => match conversion_str_int(s) {
                Some(i) => Ok(RV::Int(i)),
                None => err(
                    format!("invalid value for Integer(): {}", inspect(&v)),
                    line,
                ),
            },
            RV::Nil => err("can't convert nil into Integer", line),
            _ => err(
                format!("can't convert {} into Integer", v.class_name()),
                line,
            ),
        },
        _ => match &v {
            RV::Int(i) => Ok(RV::Float(*i as f64)),
            RV::Float(_) => Ok(v),
            RV::Str(s) => match s.trim().replace('_', "").parse::<f64>() {
                Ok(f) if !s.trim().is_empty() => Ok(RV::Float(f)),
                _ => err(format!("invalid value for Float(): {}", inspect(&v)), line),
            },
            RV::Nil => err("can't convert nil into Float", line),
            _ => err(format!("can't convert {} into Float", v.class_name()), line),
        },
    }
}

/// `format`/`sprintf`/`String#%`.
pub fn format(it: &mut Interp<'_, '_>, f: &str, args: &[RV], line: u32) -> E<String> {
    super::strings::format(it, f, args, line)
}
