//! Set functions.
//!
//! * `setunion(s...)`, `setintersection(s...)`, `setsubtract(a, b)`: the arguments are
//!   converted to sets of their unified element type (`given sets must all have compatible
//!   element types` otherwise); the result is a set of that type. Elements compare by
//!   identity of type and value.
//! * `setproduct(s...)`: the Cartesian product of at least two lists, sets or tuples, as a
//!   list of tuples when every argument is a list or tuple (keeping their orders), else a set
//!   of tuples. A tuple argument's elements must share a unified type.

use strata_hcl_types::convert::{convert, unify};
use strata_hcl_types::function::{Function, FunctionError, Parameter};
use strata_hcl_types::{Type, Value};

use crate::util::{arg, elems, param, Add};

pub(crate) fn register(add: &mut Add<'_>) {
    add("setunion", set_op(Op::Union));
    add("setintersection", set_op(Op::Intersection));
    add("setsubtract", set_op(Op::Subtract));
    add("setproduct", setproduct());
}

#[derive(Clone, Copy)]
enum Op {
    Union,
    Intersection,
    Subtract,
}

fn set_op(op: Op) -> Function {
    let any_set = || Type::set(Type::Dynamic);
    let (params, var) = match op {
        Op::Subtract => (
            vec![
                Parameter::new("a", any_set()).allow_dynamic_type(),
                Parameter::new("b", any_set()).allow_dynamic_type(),
            ],
            None,
        ),
        _ => (
            vec![Parameter::new("first_set", any_set()).allow_dynamic_type()],
            Some(Parameter::new("other_sets", any_set()).allow_dynamic_type()),
        ),
    };
    Function::new(
        params,
        var,
        |args| {
            // Element types unify; known empty sets of unknown element type take no part.
            let etys: Vec<Type> = args
                .iter()
                .filter_map(|a| {
                    let ety = a.ty().element_type().cloned().unwrap_or(Type::Dynamic);
                    let empty_dynamic =
                        a.is_known() && a.element_count() == Some(0) && ety.is_dynamic();
                    (!empty_dynamic).then_some(ety)
                })
                .collect();
            if etys.is_empty() {
                return Ok(Type::set(Type::Dynamic));
            }
            unify(&etys).map(Type::set).ok_or_else(|| {
                FunctionError::new("given sets must all have compatible element types")
            })
        },
        move |args, ret| {
            let ety = ret.element_type().cloned().unwrap_or(Type::Dynamic);
            let as_set = |i: usize| -> Result<Vec<Value>, FunctionError> {
                let v =
                    convert(arg(args, i)?, ret).map_err(|e| FunctionError::arg(i, e.message))?;
                Ok(v.as_elements().unwrap_or(&[]).to_vec())
            };
            let wholly = !matches!(op, Op::Union);
            if wholly && args.iter().any(|a| !a.is_wholly_known()) {
                return Ok(Value::unknown(ret.clone()));
            }
            let mut acc = as_set(0)?;
            for i in 1..args.len() {
                let other = as_set(i)?;
                match op {
                    Op::Union => acc.extend(other),
                    Op::Intersection => acc.retain(|v| other.contains(v)),
                    Op::Subtract => acc.retain(|v| !other.contains(v)),
                }
            }
            Ok(Value::set(ety, acc))
        },
    )
}

fn setproduct() -> Function {
    Function::new(
        vec![],
        Some(param("sets", Type::Dynamic)),
        |args| {
            if args.len() < 2 {
                return Err(FunctionError::new("at least two arguments are required"));
            }
            let mut lists = 0;
            let mut etys = Vec::with_capacity(args.len());
            for (i, a) in args.iter().enumerate() {
                match a.ty() {
                    Type::Set(e) => etys.push((**e).clone()),
                    Type::List(e) => {
                        etys.push((**e).clone());
                        lists += 1;
                    }
                    Type::Tuple(t) => {
                        lists += 1;
                        if t.is_empty() {
                            etys.push(Type::Dynamic);
                        } else {
                            etys.push(unify(t).ok_or_else(|| {
                                FunctionError::arg(i, "all elements must be of the same type")
                            })?);
                        }
                    }
                    _ => return Err(FunctionError::arg(i, "a set or a list is required")),
                }
            }
            let tuple = Type::tuple(etys);
            Ok(if lists == args.len() {
                Type::list(tuple)
            } else {
                Type::set(tuple)
            })
        },
        |args, ret| {
            let ety = ret.element_type().cloned().unwrap_or(Type::Dynamic);
            let sub = ety.tuple_elements().unwrap_or(&[]).to_vec();
            let mut total: usize = 1;
            let mut all: Vec<&[Value]> = Vec::with_capacity(args.len());
            for (i, a) in args.iter().enumerate() {
                if a.ty().is_set() && !a.is_wholly_known() {
                    // The length of a set with unknown elements is not known.
                    return Ok(Value::unknown(ret.clone()));
                }
                let items = elems(args, i)?;
                total = total.saturating_mul(items.len());
                all.push(items);
            }
            if total > 1 << 20 {
                return Err(FunctionError::new(
                    "the product has too many elements (more than 1048576)",
                ));
            }
            let mut product = Vec::with_capacity(total);
            let mut idx = vec![0usize; all.len()];
            for _ in 0..total {
                let mut tuple = Vec::with_capacity(all.len());
                for (j, &n) in idx.iter().enumerate() {
                    let v = all
                        .get(j)
                        .and_then(|a| a.get(n))
                        .cloned()
                        .unwrap_or_else(Value::dynamic);
                    let t = sub.get(j).cloned().unwrap_or(Type::Dynamic);
                    let v = if v.ty() == &t {
                        v
                    } else {
                        convert(&v, &t).unwrap_or(v)
                    };
                    tuple.push(v);
                }
                product.push(Value::tuple(tuple));
                for j in (0..idx.len()).rev() {
                    if let Some(x) = idx.get_mut(j) {
                        *x += 1;
                        if *x < all.get(j).map_or(0, |a| a.len()) {
                            break;
                        }
                        *x = 0;
                    }
                }
            }
            match ret {
                Type::List(_) => Ok(Value::list(ety, product)),
                _ => Ok(Value::set(ety, product)),
            }
        },
    )
}
