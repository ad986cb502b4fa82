//! The operators: juxtaposition and the binary operators.
//!
//! # Semantics
//!
//! Juxtaposition `a b` appends to lists, merges maps (right wins), and concatenates the text
//! of scalars; `nil` on either side yields the other. Arithmetic is integer arithmetic
//! (wrapping) unless a float is involved; `+`/`-` on an IPv4 address and an integer move the
//! address, `-` of two addresses gives their distance, `*` and `/` on a CIDR give the n-th
//! following network and a subnet. Comparisons order numbers and strings; `-or`/`-and` are
//! bitwise on integers and logical otherwise.

use crate::ast::{BinOp, Expr};
use crate::doc::MAX_VALUE_SIZE;
use crate::fail::{local, R};
use crate::value::Val;
use smol_str::SmolStr;
use std::sync::Arc;

/// Juxtaposition: strings concatenate, lists append, maps merge.
pub(crate) fn concat(a: Val, b: Val, e: &Expr) -> R<Val> {
    match (a, b) {
        (Val::List(a), Val::List(b)) if a.len() + b.len() > MAX_VALUE_SIZE => {
            local("list too large")
        }
        (Val::List(a), Val::List(b)) => {
            let mut v = (*a).clone();
            v.extend(b.iter().cloned());
            Ok(Val::List(Arc::new(v)))
        }
        (Val::List(a), Val::Undefined) => Ok(Val::List(a)),
        (Val::List(a), b) => {
            let mut v = (*a).clone();
            v.push(b);
            Ok(Val::List(Arc::new(v)))
        }
        (Val::Map(a), Val::Map(b)) => {
            let mut m = (*a).clone();
            for (k, v) in b.iter() {
                m.insert(k.clone(), v.clone());
            }
            Ok(Val::Map(Arc::new(m)))
        }
        (Val::Null, b) => Ok(b),
        (a, Val::Null) => Ok(a),
        (a, b) => match (a.simple_text(), b.simple_text()) {
            (Some(x), Some(y)) if x.len() + y.len() > MAX_VALUE_SIZE => local("string too large"),
            (Some(x), Some(y)) => Ok(Val::Str(SmolStr::new(x + &y))),
            _ => {
                let (ea, eb) = match e {
                    Expr::Concat(x, y) => (x.to_string(), y.to_string()),
                    _ => (String::new(), String::new()),
                };
                local(format!(
                    "type '{}'({}) cannot be concatenated with type '{}'({})",
                    b.kind(),
                    eb,
                    a.kind(),
                    ea
                ))
            }
        },
    }
}

pub(crate) fn binary(op: BinOp, a: Val, b: Val) -> R<Val> {
    use crate::ip;
    match op {
        BinOp::Eq => Ok(Val::Bool(a.equals(&b))),
        BinOp::Ne => Ok(Val::Bool(!a.equals(&b))),
        BinOp::Lt | BinOp::Le | BinOp::Gt | BinOp::Ge => {
            let ord = match (&a, &b) {
                (Val::Int(x), Val::Int(y)) => x.cmp(y),
                (Val::Float(_), _) | (_, Val::Float(_)) => {
                    let (x, y) = (num_f(&a), num_f(&b));
                    match (x, y) {
                        (Some(x), Some(y)) => {
                            x.partial_cmp(&y).unwrap_or(std::cmp::Ordering::Equal)
                        }
                        _ => return local("comparison requires numbers"),
                    }
                }
                (Val::Str(x), Val::Str(y)) => x.cmp(y),
                _ => return local("comparison requires numbers"),
            };
            use std::cmp::Ordering::*;
            Ok(Val::Bool(match op {
                BinOp::Lt => ord == Less,
                BinOp::Le => ord != Greater,
                BinOp::Gt => ord == Greater,
                _ => ord != Less,
            }))
        }
        BinOp::LogOr | BinOp::LogAnd => match (&a, &b) {
            (Val::Int(x), Val::Int(y)) => {
                Ok(Val::Int(if op == BinOp::LogOr { x | y } else { x & y }))
            }
            _ => Ok(Val::Bool(if op == BinOp::LogOr {
                a.truthy() || b.truthy()
            } else {
                a.truthy() && b.truthy()
            })),
        },
        BinOp::Add => match (&a, &b) {
            (Val::Int(x), Val::Int(y)) => Ok(Val::Int(x.wrapping_add(*y))),
            (Val::Str(s), Val::Int(n)) => match ip::parse_ip(s) {
                Some(addr) => Ok(Val::str(ip::ip_text(ip::add(addr, *n)))),
                None => local("non-IP address addition requires number arguments"),
            },
            _ => match (num_f(&a), num_f(&b)) {
                (Some(x), Some(y)) => Ok(Val::Float(x + y)),
                _ => local("non-IP address addition requires number arguments"),
            },
        },
        BinOp::Sub => match (&a, &b) {
            (Val::Int(x), Val::Int(y)) => Ok(Val::Int(x.wrapping_sub(*y))),
            (Val::Str(s), Val::Int(n)) => match ip::parse_ip(s) {
                Some(addr) => Ok(Val::str(ip::ip_text(ip::add(addr, -*n)))),
                None => local("non-IP address subtration requires number arguments"),
            },
            (Val::Str(s), Val::Str(t)) => match (ip::parse_ip(s), ip::parse_ip(t)) {
                (Some(x), Some(y)) => Ok(Val::Int(x as i64 - y as i64)),
                _ => local("non-IP address subtration requires number arguments"),
            },
            _ => match (num_f(&a), num_f(&b)) {
                (Some(x), Some(y)) => Ok(Val::Float(x - y)),
                _ => local("non-IP address subtration requires number arguments"),
            },
        },
        BinOp::Mul => match (&a, &b) {
            (Val::Int(x), Val::Int(y)) => Ok(Val::Int(x.wrapping_mul(*y))),
            (Val::Str(s), Val::Int(n)) if ip::parse_cidr(s).is_some() => {
                let (addr, bits) = ip::parse_cidr(s).unwrap_or((0, 0));
                let base = ip::min_ip(addr, bits);
                let next = ip::add(base, n.wrapping_mul(ip::num_ip(bits)));
                Ok(Val::str(format!("{}/{}", ip::ip_text(next), bits)))
            }
            _ => match (num_f(&a), num_f(&b)) {
                (Some(x), Some(y)) => Ok(Val::Float(x * y)),
                _ => local("multiplication requires number arguments"),
            },
        },
        BinOp::Div | BinOp::Mod => match (&a, &b) {
            (Val::Int(_), Val::Int(0)) => local("division by zero"),
            (Val::Int(x), Val::Int(y)) => Ok(Val::Int(if op == BinOp::Div {
                x.wrapping_div(*y)
            } else {
                x.wrapping_rem(*y)
            })),
            (Val::Str(s), Val::Int(n)) if op == BinOp::Div && ip::parse_cidr(s).is_some() => {
                let (addr, bits) = ip::parse_cidr(s).unwrap_or((0, 0));
                if *n <= 0 {
                    return local("division by zero");
                }
                let mut extra = 0;
                while (1i64 << extra) < *n && extra < 32 {
                    extra += 1;
                }
                let nb = (bits + extra).min(32);
                Ok(Val::str(format!(
                    "{}/{}",
                    ip::ip_text(ip::min_ip(addr, bits)),
                    nb
                )))
            }
            _ => match (num_f(&a), num_f(&b)) {
                (Some(_), Some(0.0)) => local("division by zero"),
                (Some(x), Some(y)) => Ok(Val::Float(if op == BinOp::Div { x / y } else { x % y })),
                _ => local(if op == BinOp::Div {
                    "non-CIDR division requires number arguments"
                } else {
                    "modulo requires number arguments"
                }),
            },
        },
    }
}

pub(crate) fn num_f(v: &Val) -> Option<f64> {
    match v {
        Val::Int(i) => Some(*i as f64),
        Val::Float(f) => Some(*f),
        _ => None,
    }
}
