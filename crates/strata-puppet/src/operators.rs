//! The binary operators (`+`, `==`, `<`, `in`, `<<`, ...) and the access operator
//! (`$x[1]`, `$h['k']`, `'text'[1, 2]`, and a type's parameterization `Integer[1, 10]`), with
//! Puppet's messages. Above the type system (`types.rs`), the rich and parameterized types'
//! operators (`ptypes/`) and the class and resource references made by access (`type_refs.rs`).

use crate::ast::BinOp;
use crate::eval::{issue, Compiler, R};
use crate::types::{
    a_an, a_an_type, generalize, is_assignable, puppet_eq, ruby_eq, to_n, type_name_of,
    types_equal, unalias, value_label, variant_of,
};
use crate::value::{capitalize_name, CallableSig, Ty, Val, IMAX, IMIN};
use std::sync::Arc;
use strata_core::Span;

/// Arithmetic, comparison and collection operators.
pub(crate) fn binary_op(c: &mut Compiler<'_>, op: BinOp, l: Val, r: Val, span: Span) -> R<Val> {
    use BinOp::*;
    match op {
        Eq => return Ok(Val::Bool(puppet_eq(&l, &r))),
        Ne => return Ok(Val::Bool(!puppet_eq(&l, &r))),
        Lt | Le | Gt | Ge => {
            let ord = match (&l, &r) {
                (Val::Rich(_), _) | (_, Val::Rich(_)) => {
                    crate::ptypes::compare_op(op, &l, &r, span)?
                }
                (Val::Str(a), Val::Str(b)) => a.to_lowercase().cmp(&b.to_lowercase()),
                (Val::Int(_) | Val::Float(_), Val::Int(_) | Val::Float(_)) => {
                    let (a, b) = (num_f(&l), num_f(&r));
                    a.partial_cmp(&b).unwrap_or(std::cmp::Ordering::Equal)
                }
                // eval_ComparisonExpression: `<` is "left assignable to right, not equal";
                // nothing that is no type is assignable (`Integer < 'a'` is false)
                (Val::Type(_), _) if !matches!(r, Val::Type(_)) => return Ok(Val::Bool(false)),
                (Val::Type(a), Val::Type(b)) => {
                    let equal = types_equal(a, b);
                    let res = match op {
                        Lt => is_assignable(b, a) && !equal,
                        Le => is_assignable(b, a),
                        Gt => is_assignable(a, b) && !equal,
                        _ => is_assignable(a, b),
                    };
                    return Ok(Val::Bool(res));
                }
                (Val::Default, Val::Default) => std::cmp::Ordering::Equal,
                _ => {
                    // CompareOperator#compare raises by the left value's class; the evaluator
                    // reports it as COMPARISON_NOT_POSSIBLE with the values' labels
                    let detail = match &l {
                        Val::Str(_) => "A String is not comparable to a non String",
                        Val::Int(_) | Val::Float(_) => "A Numeric is not comparable to non Numeric",
                        Val::Default => "Symbol not comparable to non Symbol",
                        _ => "Only Strings, Numbers, Timespans, Timestamps, and Versions are comparable",
                    };
                    return issue(
                        format!(
                            "Comparison of: {} {} {}, is not possible. Caused by '{detail}'.",
                            value_label(&l),
                            op.text(),
                            value_label(&r)
                        ),
                        span,
                    );
                }
            };
            use std::cmp::Ordering::*;
            return Ok(Val::Bool(match op {
                Lt => ord == Less,
                Le => ord != Greater,
                Gt => ord == Greater,
                _ => ord != Less,
            }));
        }
        _ => {}
    }
    if let Some(res) = crate::ptypes::arith_op(op, &l, &r, span) {
        return res;
    }
    // collections
    match (op, &l) {
        (Add, Val::Array(a)) => {
            let mut out = (**a).clone();
            match &r {
                Val::Array(b) => out.extend(b.iter().cloned()),
                Val::Hash(h) => {
                    for (k, v) in h.iter() {
                        out.push(Val::array(vec![k.clone(), v.clone()]));
                    }
                }
                other => out.push(other.clone()),
            }
            return Ok(Val::array(out));
        }
        // EvaluatorImpl#delete: every element of an Array, every pair of a Hash, or the value
        // itself removed by Ruby's `Array#delete` (Ruby's `==`: strings exactly)
        (Sub, Val::Array(a)) => {
            let gone: Vec<Val> = match &r {
                Val::Array(b) => (**b).clone(),
                Val::Hash(h) => h
                    .iter()
                    .map(|(k, v)| Val::array(vec![k.clone(), v.clone()]))
                    .collect(),
                other => vec![other.clone()],
            };
            let ruby_eq = ruby_eq;
            let out: Vec<Val> = a
                .iter()
                .filter(|x| !gone.iter().any(|y| ruby_eq(x, y)))
                .cloned()
                .collect();
            return Ok(Val::array(out));
        }
        (Shl, Val::Array(a)) => {
            let mut out = (**a).clone();
            out.push(r.clone());
            return Ok(Val::array(out));
        }
        // EvaluatorImpl#calculate: `<<` of a collection is an Array's alone
        (Shl, Val::Hash(_)) => {
            return issue("Operator '<<' is not applicable to a Hash.", span);
        }
        (Add, Val::Hash(h)) => {
            let mut out = (**h).clone();
            match &r {
                Val::Hash(b) => {
                    for (k, v) in b.iter() {
                        out.insert(k.clone(), v.clone());
                    }
                }
                Val::Array(b) => {
                    if b.len() % 2 != 0
                        && !b.iter().all(|x| matches!(x, Val::Array(p) if p.len() == 2))
                    {
                        // Ruby's Hash[*y] raises; the evaluator reports it as a runtime error
                        return issue("Error while evaluating a '+' expression, odd number of arguments for Hash", span);
                    }
                    if b.iter().all(|x| matches!(x, Val::Array(p) if p.len() == 2)) {
                        for x in b.iter() {
                            if let Val::Array(p) = x {
                                out.insert(p[0].clone(), p[1].clone());
                            }
                        }
                    } else {
                        for pair in b.chunks(2) {
                            out.insert(pair[0].clone(), pair[1].clone());
                        }
                    }
                }
                _ => {
                    return issue(
                        format!(
                            "Operator '+' is not applicable to a Hash and {}.",
                            a_an_type(&r)
                        ),
                        span,
                    )
                }
            }
            return Ok(Val::hash(out));
        }
        (Sub, Val::Hash(h)) => {
            let mut out = (**h).clone();
            match &r {
                Val::Hash(b) => {
                    for k in b.keys() {
                        out.shift_remove(k);
                    }
                }
                Val::Array(b) => {
                    for k in b.iter() {
                        out.shift_remove(k);
                    }
                }
                other => {
                    out.shift_remove(other);
                }
            }
            return Ok(Val::hash(out));
        }
        _ => {}
    }
    // ArithmeticOperator#calculate: the left operand coerced, then the right one
    let a = coerce_numeric(c, &l, span)?;
    let b = coerce_numeric(c, &r, span)?;
    match (a, b) {
        (Val::Int(x), Val::Int(y)) => {
            let v = match op {
                Add => x.checked_add(y),
                Sub => x.checked_sub(y),
                Mul => x.checked_mul(y),
                Div => {
                    if y == 0 {
                        return issue("Division by 0", span);
                    }
                    floor_div(x, y)
                }
                Mod => {
                    if y == 0 {
                        return issue("Division by 0", span);
                    }
                    // The remainder takes the sign of the divisor, as in Ruby (whose exact
                    // arithmetic gives `MIN % -1 == 0`).
                    let (x, y) = (i128::from(x), i128::from(y));
                    let r = x.rem_euclid(y);
                    i64::try_from(r + if y < 0 && r != 0 { y } else { 0 }).ok()
                }
                Shl => shift_left(x, y),
                Shr => shift_left(x, y.checked_neg().unwrap_or(i64::MAX)),
                _ => None,
            };
            match v {
                Some(v) => Ok(Val::Int(v)),
                None => {
                    // Issues::NUMERIC_OVERFLOW on Ruby's exact (Bignum) result, as `%#+x`
                    let exact = match op {
                        Add => Some(x as i128 + y as i128),
                        Sub => Some(x as i128 - y as i128),
                        Mul => Some(x as i128 * y as i128),
                        // only `MIN / -1` overflows: Ruby's exact quotient is 2^63
                        Div => Some((x as i128).div_euclid(y as i128)),
                        _ => None,
                    }
                    .map(|e| (e > 0, format!("{:x}", e.unsigned_abs())));
                    // a left shift's exact result: the value's digits shifted by the remainder
                    // of the bits, then a zero digit for every four bits
                    let exact = exact.or_else(|| {
                        let n = match op {
                            Shl => y,
                            Shr => y.checked_neg()?,
                            _ => return None,
                        };
                        // (a result of millions of digits is no message: Ruby runs out of
                        // memory there)
                        let bits = u32::try_from(n).ok().filter(|b| *b <= 1 << 16)?;
                        let head = (x as i128).unsigned_abs() << (bits % 4);
                        let zeros = usize::try_from(bits / 4).ok()?;
                        Some((x > 0, format!("{head:x}{}", "0".repeat(zeros))))
                    });
                    match exact {
                        Some((positive, hex)) => issue(
                            format!(
                                "A '{}' expression resulted in a value outside of Puppet Integer {} range, got '{}0x{hex}'",
                                op.text(),
                                if positive { "max" } else { "min" },
                                if positive { '+' } else { '-' },
                            ),
                            span,
                        ),
                        None => issue(
                            format!("integer overflow in operator '{}'", op.text()),
                            span,
                        ),
                    }
                }
            }
        }
        (a, b) => {
            let (x, y) = (num_f(&a), num_f(&b));
            let v =
                match op {
                    Add => x + y,
                    Sub => x - y,
                    Mul => x * y,
                    // Ruby's Float division by zero is Infinity (or NaN), which Puppet refuses below
                    Div => x / y,
                    // the left operand is named first, then a Float right side
                    Mod if matches!(a, Val::Int(_)) => return issue(
                        "Operator '%' is not applicable to an Integer when right side is a Float.",
                        span,
                    ),
                    Mod => return issue("Operator '%' is not applicable to a Float.", span),
                    _ => {
                        return issue(
                            format!("Operator '{}' is not applicable to a Float.", op.text()),
                            span,
                        )
                    }
                };
            // Ruby's Float arithmetic gives Infinity (a division by zero, an overflow), which
            // Puppet refuses (issues.rb RESULT_IS_INFINITY); NaN passes.
            if v.is_infinite() {
                return issue(
                    format!("The result of the {} expression is Infinity", op.text()),
                    span,
                );
            }
            Ok(Val::Float(v))
        }
    }
}

/// Integer division rounding toward negative infinity, as in Ruby (None on overflow).
fn floor_div(x: i64, y: i64) -> Option<i64> {
    let q = x.checked_div(y)?;
    if (x % y != 0) && ((x < 0) != (y < 0)) {
        Some(q - 1)
    } else {
        Some(q)
    }
}

/// `x << n`, a right shift for negative `n`; shifting every bit out gives 0 (or -1 for a
/// negative `x` shifted right).
/// Ruby's `x << n` (a right shift for a negative `n`), `None` when the exact result is outside
/// 64 bits.
fn shift_left(x: i64, n: i64) -> Option<i64> {
    if n >= 0 {
        if x == 0 {
            return Some(0);
        }
        if n >= 64 {
            return None;
        }
        i64::try_from(i128::from(x) << n).ok()
    } else {
        Some(x >> n.unsigned_abs().min(63))
    }
}

fn num_f(v: &Val) -> f64 {
    match v {
        Val::Int(i) => *i as f64,
        Val::Float(f) => *f,
        _ => 0.0,
    }
}

fn to_num(v: &Val) -> Option<Val> {
    match v {
        Val::Int(_) | Val::Float(_) => Some(v.clone()),
        Val::Str(s) => to_n(s),
        _ => None,
    }
}

/// Runtime3Support#coerce_numeric: a number as it is; a string read as a number by
/// [`to_n`] with NUMERIC_COERCION (a warning at the expression, an error under `--strict
/// error`); anything else NOT_NUMERIC with the value as Ruby prints it.
fn coerce_numeric(c: &mut Compiler<'_>, v: &Val, span: Span) -> R<Val> {
    let Some(n) = to_num(v) else {
        return issue(
            format!(
                "The value '{}' cannot be converted to Numeric.",
                crate::ruby_inspect::ruby_to_s(v)
            ),
            span,
        );
    };
    if let Val::Str(s) = v {
        let msg = format!(
            "The string '{s}' was automatically coerced to the numerical value {}",
            n.to_display()
        );
        if c.opts.strict {
            return issue(msg, span);
        }
        let at = c.location_text(span);
        c.warnings.push(format!("{msg}{at}"));
    }
    Ok(n)
}

fn int_arg(v: &Val) -> Option<i64> {
    match v {
        Val::Int(i) => Some(*i),
        Val::Default => None,
        _ => None,
    }
}

fn type_arg(v: &Val, span: Span) -> R<Ty> {
    match v {
        Val::Type(t) => Ok((**t).clone()),
        Val::Str(s) => Ok(Ty::Enum(vec![s.clone()], false)),
        _ => issue(
            format!("Type parameter must be a type, got {}", type_name_of(v)),
            span,
        ),
    }
}

/// `base[args]`.
pub(crate) fn access(c: &mut Compiler<'_>, base: Val, args: Vec<Val>, span: Span) -> R<Val> {
    // a 3.x Puppet::Resource's `[]` (its Pcore method) reads a parameter as the reference does
    let base = match &base {
        Val::Rich(r) if matches!(&**r, crate::ptypes::Rich::Res3(..)) => {
            base.plain_refs().unwrap_or(base)
        }
        _ => base,
    };
    match &base {
        Val::Array(a) => {
            // AccessOperator#access_Array: the keys flattened, each through coerce_numeric
            // (NOT_NUMERIC, or NUMERIC_COERCION for a string), one that is no Integer
            // BAD_SLICE_KEY_TYPE; then Ruby's `o[k1, k2]` after the negative forms
            let mut flat = Vec::with_capacity(args.len());
            for k in args.iter() {
                crate::eval::flatten_refs(k, &mut flat);
            }
            if flat.is_empty() || flat.len() > 2 {
                // Issues::BAD_ARRAY_SLICE_ARITY
                return issue(
                    format!(
                        "Array supports [] with one or two arguments. Got {}",
                        flat.len()
                    ),
                    span,
                );
            }
            let mut keys = Vec::with_capacity(2);
            for k in flat.iter() {
                keys.push(coerce_numeric(c, k, span)?);
            }
            let mut ints = Vec::with_capacity(2);
            for k in keys.iter() {
                match k {
                    Val::Int(i) => ints.push(*i),
                    other => {
                        return issue(
                            format!(
                                "An Array[] cannot use {} where Integer is expected",
                                ruby_class(other)
                            ),
                            span,
                        )
                    }
                }
            }
            let n = a.len() as i64;
            match ints.as_slice() {
                [i] => {
                    let idx = if *i < 0 { n + i } else { *i };
                    Ok(a.get(idx as usize)
                        .filter(|_| idx >= 0)
                        .cloned()
                        .unwrap_or(Val::Undef))
                }
                [k1, k2] => Ok(Val::array(
                    ruby_slice(n, *k1, *k2)
                        .map(|(s, e)| a[s..e].to_vec())
                        .unwrap_or_default(),
                )),
                _ => Ok(Val::Undef),
            }
        }
        Val::Hash(h) => {
            if args.len() == 1 {
                return Ok(h.get(&args[0]).cloned().unwrap_or(Val::Undef));
            }
            Ok(Val::array(
                args.iter().filter_map(|k| h.get(k).cloned()).collect(),
            ))
        }
        Val::Str(s) => {
            let chars: Vec<char> = s.chars().collect();
            let n = chars.len() as i64;
            // AccessOperator#access_String: the keys flattened, each made a number
            // (Utils.to_n, so '1' is 1); one that is no Integer is BAD_STRING_SLICE_KEY_TYPE
            let mut flat = Vec::with_capacity(args.len());
            for a in args.iter() {
                crate::eval::flatten_refs(a, &mut flat);
            }
            if flat.len() <= 2 {
                for k in flat.iter_mut() {
                    let n = match &*k {
                        Val::Str(t) => to_n(t),
                        other => Some(other.clone()),
                    };
                    match n {
                        Some(Val::Int(i)) => *k = Val::Int(i),
                        other => {
                            let name = match other.as_ref().unwrap_or(k) {
                                Val::Undef => "Undef".to_string(),
                                Val::Default => "Default".to_string(),
                                v => type_name_of(v),
                            };
                            return issue(
                                format!("A substring operation does not accept {} as a character index. Expected an Integer", a_an(&name)),
                                span,
                            );
                        }
                    }
                }
            }
            match flat.as_slice() {
                [Val::Int(i)] => {
                    let idx = if *i < 0 { n + i } else { *i };
                    if idx < 0 || idx >= n {
                        return Ok(Val::str(""));
                    }
                    Ok(Val::Str(chars[idx as usize].to_string().into()))
                }
                [Val::Int(i), Val::Int(cnt)] => Ok(Val::Str(
                    ruby_slice(n, *i, *cnt)
                        .map(|(s, e)| chars[s..e].iter().collect::<String>())
                        .unwrap_or_default()
                        .into(),
                )),
                // Issues::BAD_STRING_SLICE_ARITY
                _ => issue(
                    format!(
                        "String supports [] with one or two arguments. Got {}",
                        flat.len()
                    ),
                    span,
                ),
            }
        }
        Val::Type(t) => type_access(c, t, args, span),
        // AccessOperator#access_Object: OPERATOR_NOT_APPLICABLE, labelled as a value
        Val::Undef => issue("Operator '[]' is not applicable to an Undef Value.", span),
        // `default` is a Ruby Symbol to the evaluator: the label of any other object
        Val::Default => issue("Operator '[]' is not applicable to an Object.", span),
        // an Iterator is a plain Ruby object to the label provider
        Val::Iter(..) => issue("Operator '[]' is not applicable to an Object.", span),
        other => issue(
            format!("Operator '[]' is not applicable to {}.", a_an_type(other)),
            span,
        ),
    }
}

/// The range `o[k1, k2]` gives in AccessOperator's slices of a sequence of `n` elements: a
/// negative start counts from the end, a negative length up to the end counting back, a start
/// before the first element shortens the length; Ruby's `o[start, len]` then (None where it
/// gives nil: a start past the end or a negative length).
fn ruby_slice(n: i64, k1: i64, k2: i64) -> Option<(usize, usize)> {
    let mut k1 = if k1 < 0 { n + k1 } else { k1 };
    let mut k2 = if k2 < 0 { n - k1 + k2 + 1 } else { k2 };
    if k1 < 0 {
        k2 += k1;
        k1 = 0;
    }
    if k1 > n || k2 < 0 {
        return None;
    }
    Some((k1 as usize, (k1 + k2).min(n) as usize))
}

/// ModelLabelProvider#label_Class of the Ruby class of `v`: a type's class is `String-Type`
/// (`PStringType` less its `P` and `Type`), any other class its name.
fn class_label(v: &Val) -> String {
    match v {
        Val::Type(_) => {
            let full = ruby_class(v);
            let simple = full.rsplit("::").next().unwrap_or("PAnyType");
            let base = simple
                .strip_prefix('P')
                .and_then(|x| x.strip_suffix("Type"))
                .unwrap_or(simple);
            format!("{base}-Type")
        }
        other => ruby_class(other),
    }
}

/// The Ruby class Puppet's access operator names in its slice-type messages (`x.class`).
fn ruby_class(v: &Val) -> String {
    match v {
        Val::Int(_) => "Integer".into(),
        Val::Float(_) => "Float".into(),
        Val::Str(_) => "String".into(),
        Val::Bool(true) => "TrueClass".into(),
        Val::Bool(false) => "FalseClass".into(),
        Val::Undef => "NilClass".into(),
        Val::Default => "Symbol".into(),
        Val::Array(_) => "Array".into(),
        Val::Hash(_) => "Hash".into(),
        Val::Regex(_) => "Regexp".into(),
        Val::Type(t) => {
            let s = t.to_string();
            let base = s.split('[').next().unwrap_or("Any");
            format!("Puppet::Pops::Types::P{base}Type")
        }
        other => type_name_of(other),
    }
}

/// Puppet's `bad_key_type_name`: the generalized inferred type (`Undef`, `Default` by name).
fn bad_key_type_name(v: &Val) -> String {
    match v {
        Val::Undef => "Undef".into(),
        Val::Default => "Default".into(),
        other => type_name_of(other),
    }
}

/// The keys of `T[...]` as the access operator sees them (`keys.flatten!`).
fn flat_keys(args: &[Val]) -> Vec<Val> {
    let mut out = Vec::new();
    for a in args {
        match a {
            Val::Array(xs) => out.extend(flat_keys(xs)),
            other => out.push(other.clone()),
        }
    }
    out
}

/// Issues::BAD_TYPE_SLICE_ARITY (`label` is the base type's label: `Optional-Type` as given,
/// or `A Tuple-Type` for the type object; `max` None is unbounded).
fn slice_arity(label: &str, min: usize, max: Option<usize>, actual: usize) -> String {
    match max {
        None => format!("{label}[] accepts {min} or more arguments. Got {actual}"),
        Some(max) if max != min => {
            format!("{label}[] accepts {min} to {max} arguments. Got {actual}")
        }
        _ => format!(
            "{label}[] accepts {min} argument{}. Got {actual}",
            if min == 1 { "" } else { "s" }
        ),
    }
}

/// Issues::BAD_TYPE_SPECIALIZATION for the key `k` of `name[...]`.
fn bad_specialization(name: &str, k: &Val, expected: &str) -> String {
    format!(
        "Error creating type specialization of {}, Cannot use {} where {expected} is expected",
        a_an(&format!("{name}-Type")),
        bad_key_type_name(k)
    )
}

fn is_range_key(v: &Val) -> bool {
    matches!(v, Val::Int(_) | Val::Default)
}

/// Puppet's `collection_size_t`: one Integer type, or one or two Integers (or default).
fn collection_size_keys(keys: &[Val]) -> Result<(), String> {
    if let [Val::Type(t)] = keys {
        if matches!(&**t, Ty::Integer(..)) {
            return Ok(());
        }
    }
    match keys.iter().find(|k| !is_range_key(k)) {
        Some(k) => Err(format!(
            "A Type's size constraint arguments must be a single Integer type, or 1-2 integers (or default). Got {}",
            a_an(&class_label(k))
        )),
        None => range_order(keys),
    }
}

/// PIntegerType.new's ArgumentError when `from > to`.
fn range_order(keys: &[Val]) -> Result<(), String> {
    if let [Val::Int(lo), Val::Int(hi)] = keys {
        if lo > hi {
            return Err(format!(
                "Error while evaluating a '[]' expression, 'from' must be less or equal to 'to'. Got ({lo}, {hi}"
            ));
        }
    }
    Ok(())
}

/// The checks of Puppet's AccessOperator on the keys of `T[keys]` (arity and key kinds, with
/// its messages), before the type is made.
fn check_type_keys(t: &Ty, args: &[Val]) -> Result<(), String> {
    let is_type = |v: &Val| matches!(v, Val::Type(_));
    let keys = flat_keys(args);
    let n = keys.len();
    // assert_keys(keys, o, 1, max, classes): Puppet passes min 1 whatever its caller's minimum
    let assert_keys = |keys: &[Val],
                       name: &str,
                       max: Option<usize>,
                       ok: &dyn Fn(&Val) -> bool,
                       expected: &str| {
        let label = format!("{}-Type", name);
        if keys.is_empty() || max.is_some_and(|m| keys.len() > m) {
            let uc = a_an(&label);
            let uc = format!("{}{}", uc[..1].to_uppercase(), &uc[1..]);
            return Err(slice_arity(&uc, 1, max, keys.len()));
        }
        match keys.iter().find(|k| !ok(k)) {
            Some(k) => Err(bad_specialization(name, k, expected)),
            None => Ok(()),
        }
    };
    let one_type = |name: &str, allow_str: bool| -> Result<(), String> {
        if n != 1 {
            return Err(slice_arity(&format!("{name}-Type"), 1, Some(1), n));
        }
        if is_type(&keys[0]) || allow_str && matches!(keys[0], Val::Str(_)) {
            return Ok(());
        }
        Err(format!(
            "{name}-Type[] arguments must be types. Got {}",
            ruby_class(&keys[0])
        ))
    };
    match t {
        Ty::Integer(..) => {
            if !(1..=2).contains(&n) {
                return Err(format!(
                    "Integer-Type supports [] with one or two arguments (from, to). Got {n}"
                ));
            }
            if let Some(k) = keys.iter().find(|k| !is_range_key(k)) {
                return Err(format!(
                    "Integer-Type [] requires all arguments to be integers (or default). Got {}",
                    ruby_class(k)
                ));
            }
            range_order(&keys)
        }
        Ty::Float(..) => {
            if !(1..=2).contains(&n) {
                return Err(format!(
                    "Float-Type supports [] with one or two arguments (from, to). Got {n}"
                ));
            }
            match keys.iter().find(|k| !matches!(k, Val::Int(_) | Val::Float(_) | Val::Default)) {
                Some(k) => Err(format!(
                    "Float-Type [] requires all arguments to be floats, or integers (or default). Got {}",
                    ruby_class(k)
                )),
                None => Ok(()),
            }
        }
        Ty::String(..) => {
            if !(1..=2).contains(&n) {
                return Err(format!(
                    "String supports [] with one or two arguments. Got {n}"
                ));
            }
            collection_size_keys(&keys)
        }
        Ty::Collection(..) => {
            if !(1..=2).contains(&n) {
                return Err(slice_arity("Collection-Type", 1, Some(2), n));
            }
            collection_size_keys(&keys)
        }
        Ty::Array(..) => match n {
            1 if !is_type(&keys[0]) => Err(format!(
                "Array-Type[] arguments must be types. Got {}",
                ruby_class(&keys[0])
            )),
            1 => Ok(()),
            2 if is_type(&keys[0]) => collection_size_keys(&keys[1..]),
            2 => collection_size_keys(&keys),
            3 if !is_type(&keys[0]) => Err(format!(
                "Array-Type[] arguments must be types. Got {}",
                ruby_class(&keys[0])
            )),
            3 => collection_size_keys(&keys[1..]),
            _ => Err(slice_arity("Array-Type", 1, Some(3), n)),
        },
        Ty::Hash(..) => {
            if n == 2 && keys.iter().all(|k| matches!(k, Val::Int(_))) {
                return range_order(&keys);
            }
            if let Some(k) = keys.iter().take(2).find(|k| !is_type(k)) {
                return Err(format!(
                    "Hash-Type[] arguments must be types. Got {}",
                    ruby_class(k)
                ));
            }
            match n {
                2 | 3 => Ok(()),
                4 => collection_size_keys(&keys[2..]),
                _ => Err(slice_arity("Hash-Type", 2, Some(4), n)),
            }
        }
        Ty::Tuple(..) => {
            let mut ts = keys.as_slice();
            if ts.len() >= 2 && is_range_key(&ts[ts.len() - 2]) && is_range_key(&ts[ts.len() - 1]) {
                ts = &ts[..ts.len() - 2];
            } else if ts.last().is_some_and(is_range_key) {
                ts = &ts[..ts.len() - 1];
            }
            assert_keys(ts, "Tuple", None, &is_type, "Any-Type")
        }
        Ty::Struct(..) => assert_keys(
            args,
            "Struct",
            Some(1),
            &|v| matches!(v, Val::Hash(_)),
            "Hash",
        ),
        Ty::Enum(..) => {
            let mut ks = keys.as_slice();
            if ks.last().is_some_and(|v| matches!(v, Val::Bool(_))) {
                ks = &ks[..ks.len() - 1];
            }
            assert_keys(ks, "Enum", None, &|v| matches!(v, Val::Str(_)), "String")
        }
        Ty::Variant(_) => assert_keys(&keys, "Variant", None, &is_type, "Any-Type"),
        Ty::Pattern(_) => assert_keys(
            &keys,
            "Pattern",
            None,
            &|v| match v {
                Val::Str(_) | Val::Regex(_) => true,
                Val::Type(t) => matches!(&**t, Ty::Pattern(_) | Ty::Regexp(_)),
                _ => false,
            },
            "String or Regexp or Pattern-Type or Regexp-Type",
        ),
        Ty::Regexp(_) => {
            if n != 1 {
                return Err(slice_arity("A Regexp-Type", 1, Some(1), n));
            }
            assert_keys(
                &keys,
                "Regexp",
                Some(1),
                &|v| matches!(v, Val::Str(_) | Val::Regex(_)),
                "String or Regexp",
            )
        }
        Ty::Other(name) if &**name == "SemVer" => assert_keys(
            &keys,
            "SemVer",
            None,
            &|v| matches!(v, Val::Str(_)) || matches!(v, Val::Rich(_)),
            "String or SemanticPuppet::VersionRange",
        ),
        Ty::Optional(_) => one_type("Optional", true),
        Ty::Sensitive(_) => one_type("Sensitive", false),
        Ty::Type(_) => one_type("Type", false),
        Ty::Iterable(_) => one_type("Iterable", false),
        Ty::Iterator(_) => one_type("Iterator", false),
        Ty::NotUndef(_) => {
            if n > 1 {
                return Err(slice_arity("NotUndef-Type", 0, Some(1), n));
            }
            match keys.first() {
                Some(k) if !is_type(k) && !matches!(k, Val::Str(_)) => Err(format!(
                    "NotUndef-Type[] argument must be a Type or a String. Got {}",
                    ruby_class(k)
                )),
                _ => Ok(()),
            }
        }
        Ty::Undef | Ty::Any | Ty::Default | Ty::Numeric | Ty::Scalar | Ty::CatalogEntry => {
            Err(format!(
                "Operator '[]' is not applicable to {}.",
                a_an(&format!("{t}-Type"))
            ))
        }
        _ => Ok(()),
    }
}

fn type_access(c: &mut Compiler<'_>, t: &Ty, args: Vec<Val>, span: Span) -> R<Val> {
    if let Err(msg) = check_type_keys(t, &args) {
        return issue(msg, span);
    }
    let one = |args: &Vec<Val>| -> R<Ty> {
        match args.first() {
            Some(v) => type_arg(v, span),
            None => Ok(Ty::Any),
        }
    };
    let range = |args: &[Val]| -> (i64, i64) {
        // collection_size_t: one Integer type gives its own range
        if let [Val::Type(t)] = args {
            if let Ty::Integer(lo, hi) = &**t {
                return (*lo, *hi);
            }
        }
        let lo = args.first().and_then(int_arg).unwrap_or(IMIN);
        let hi = args.get(1).and_then(int_arg).unwrap_or(IMAX);
        (lo, hi)
    };
    let ty = match t {
        Ty::Other(n) if matches!(&**n, "Timespan" | "Timestamp" | "SemVer" | "Object") => {
            crate::ptypes::parameterize_op(n, &args, span)?
        }
        // PURIType: no parameters (or an empty hash) is the plain URI type
        Ty::Other(n) if &**n == "URI" => match crate::ptypes::uri::type_params(&args) {
            Ok(None) => Ty::Other("URI".into()),
            Ok(ps) => Ty::Ranged(Arc::new(crate::ptypes::RangedTy::Uri(ps))),
            Err(e) => {
                return issue(
                    format!("Error while evaluating a '[]' expression, {e}"),
                    span,
                )
            }
        },
        // PInitType: the type to create, then the arguments after the value
        Ty::Other(n) if &**n == "Init" => match args.first() {
            Some(Val::Type(t)) => Ty::Ranged(Arc::new(crate::ptypes::RangedTy::Init(
                Some((**t).clone()),
                args[1..].to_vec(),
            ))),
            _ => return issue("Init-Type[] requires a Type parameter", span),
        },
        // PRuntimeType: a runtime name and a class name (or pattern)
        Ty::Other(n) if &**n == "Runtime" => match args.as_slice() {
            [Val::Str(rt)] | [Val::Str(rt), Val::Undef] => Ty::Ranged(Arc::new(
                crate::ptypes::RangedTy::Runtime(Some(rt.clone()), None),
            )),
            [Val::Str(rt), Val::Str(name)] => Ty::Ranged(Arc::new(
                crate::ptypes::RangedTy::Runtime(Some(rt.clone()), Some(name.clone())),
            )),
            _ => return issue("Runtime[] requires a runtime name and a type name", span),
        },
        // Puppet's TypeParser: exactly one parameter, true or false
        Ty::Boolean => {
            if args.len() != 1 {
                return issue(
                    format!(
                        "Invalid number of type parameters specified: Boolean requires 1, {} provided",
                        args.len()
                    ),
                    span,
                );
            }
            match args[0] {
                Val::Bool(b) => Ty::BooleanValue(b),
                _ => return issue("Boolean parameter must be true or false", span),
            }
        }
        Ty::Integer(..) => {
            let (lo, hi) = range(&args);
            if args.len() == 1 {
                Ty::Integer(lo, IMAX)
            } else {
                Ty::Integer(lo, hi)
            }
        }
        Ty::Float(..) => {
            let f = |v: Option<&Val>, d: f64| match v {
                Some(Val::Int(i)) => *i as f64,
                Some(Val::Float(x)) => *x,
                _ => d,
            };
            Ty::Float(
                f(args.first(), f64::NEG_INFINITY),
                f(args.get(1), f64::INFINITY),
            )
        }
        Ty::String(..) => {
            let (lo, hi) = match args.as_slice() {
                [Val::Type(t)] => match &**t {
                    Ty::Integer(lo, hi) => (*lo, *hi),
                    _ => (0, IMAX),
                },
                _ => (
                    args.first().and_then(int_arg).unwrap_or(0),
                    args.get(1).and_then(int_arg).unwrap_or(IMAX),
                ),
            };
            Ty::String(lo, hi, None)
        }
        Ty::Enum(..) => {
            let mut vals = Vec::new();
            let mut ci = false;
            for a in &args {
                match a {
                    Val::Str(s) => vals.push(s.clone()),
                    Val::Array(xs) => {
                        vals.extend(xs.iter().filter_map(|x| x.as_str().map(Arc::from)))
                    }
                    Val::Bool(b) => ci = *b,
                    _ => {}
                }
            }
            Ty::Enum(vals, ci)
        }
        Ty::Pattern(..) => {
            let mut ps = Vec::new();
            for a in &args {
                match a {
                    Val::Str(s) => {
                        if let Err(e) = crate::regex::compile(s) {
                            return crate::eval::rt_err(e, span);
                        }
                        ps.push(s.clone())
                    }
                    Val::Regex(r) => ps.push(r.src.as_str().into()),
                    // access_PPatternType: a Regexp type's pattern, a Pattern type's patterns
                    Val::Type(t) => match &**t {
                        Ty::Regexp(Some(p)) => ps.push(p.clone()),
                        Ty::Pattern(inner) => ps.extend(inner.iter().cloned()),
                        _ => {}
                    },
                    _ => {}
                }
            }
            Ty::Pattern(ps)
        }
        Ty::Regexp(_) => match args.first() {
            Some(Val::Regex(r)) => Ty::Regexp(Some(r.src.as_str().into())),
            Some(Val::Str(s)) => {
                if let Err(e) = crate::regex::compile(s) {
                    return crate::eval::rt_err(e, span);
                }
                Ty::Regexp(Some(s.clone()))
            }
            _ => Ty::Regexp(None),
        },
        Ty::Array(..) => {
            if let Some(Val::Int(_)) = args.first() {
                let (lo, hi) = range(&args);
                Ty::Array(Box::new(Ty::Any), lo, hi)
            } else {
                let e = one(&args)?;
                let (lo, hi) = range(args.get(1..).unwrap_or(&[]));
                Ty::Array(Box::new(e), lo.max(0), hi)
            }
        }
        Ty::Hash(..) => {
            if let Some(Val::Int(_)) = args.first() {
                let (lo, hi) = range(&args);
                Ty::Hash(Box::new(Ty::Any), Box::new(Ty::Any), lo, hi)
            } else {
                let k = one(&args)?;
                let v = match args.get(1) {
                    Some(v) => type_arg(v, span)?,
                    None => Ty::Any,
                };
                let (lo, hi) = range(args.get(2..).unwrap_or(&[]));
                Ty::Hash(Box::new(k), Box::new(v), lo.max(0), hi)
            }
        }
        Ty::Tuple(..) => {
            let mut ts = Vec::new();
            let mut ints = Vec::new();
            for a in &args {
                match a {
                    Val::Int(_) | Val::Default => ints.push(a.clone()),
                    other => ts.push(type_arg(other, span)?),
                }
            }
            let n = ts.len() as i64;
            let lo = ints.first().and_then(int_arg).unwrap_or(n);
            let hi =
                ints.get(1)
                    .and_then(int_arg)
                    .unwrap_or(if ints.is_empty() { n } else { IMAX });
            Ty::Tuple(ts, lo, hi)
        }
        Ty::Struct(..) => match args.first() {
            Some(Val::Hash(h)) => {
                let mut ms = Vec::new();
                for (k, v) in h.iter() {
                    let vt = type_arg(v, span)?;
                    let (name, opt) = match k {
                        // TypeFactory.struct: a literal key is optional when its value
                        // takes undef
                        Val::Str(s) => (s.clone(), is_assignable(&vt, &Ty::Undef)),
                        Val::Type(t) => match &**t {
                            Ty::Optional(inner) => match &**inner {
                                Ty::Enum(vs, _) if !vs.is_empty() => (vs[0].clone(), true),
                                _ => continue,
                            },
                            Ty::NotUndef(inner) => match &**inner {
                                Ty::Enum(vs, _) if !vs.is_empty() => (vs[0].clone(), false),
                                Ty::String(_, _, Some(x)) => (x.clone(), false),
                                _ => continue,
                            },
                            _ => continue,
                        },
                        _ => continue,
                    };
                    ms.push((name, opt, vt));
                }
                Ty::Struct(ms)
            }
            _ => Ty::Struct(vec![]),
        },
        Ty::Optional(_) => Ty::Optional(Box::new(one(&args)?)),
        // TypeParser: `NotUndef['x']` holds the String type of that value (printed `'x'`)
        Ty::NotUndef(_) => match args.as_slice() {
            [Val::Str(x)] => {
                let n = x.chars().count() as i64;
                Ty::NotUndef(Box::new(Ty::String(n, n, Some(x.clone()))))
            }
            _ => Ty::NotUndef(Box::new(one(&args)?)),
        },
        Ty::Variant(_) => {
            let mut ts = Vec::new();
            for a in &args {
                ts.push(type_arg(a, span)?);
            }
            variant_of(ts)
        }
        Ty::Collection(..) => {
            let (lo, hi) = range(&args);
            // PCollectionType keeps its size as `to_size`: a default minimum is 0
            Ty::Collection(if lo == IMIN && hi != IMAX { 0 } else { lo }, hi)
        }
        Ty::Type(_) => Ty::Type(Box::new(one(&args)?)),
        Ty::Sensitive(_) => Ty::Sensitive(Box::new(generalize(&one(&args)?))),
        Ty::Iterable(_) => Ty::Iterable(Some(Box::new(one(&args)?))),
        Ty::Iterator(_) => Ty::Iterator(Some(Box::new(one(&args)?))),
        Ty::Callable(_) => callable_of(args, span)?,
        Ty::Class(None) => return crate::type_refs::class_access(&args, span),
        Ty::Resource(None, None) => {
            let Some(first) = args.first() else {
                return Ok(Val::ty(t.clone()));
            };
            // Puppet's ILLEGAL_RESOURCE_SPECIALIZATION names the key's generalized type.
            let illegal = |v: &Val| {
                let actual = match v {
                    Val::Undef => "Undef".to_string(),
                    Val::Default => "Default".to_string(),
                    other => type_name_of(other),
                };
                issue(
                    format!("First argument to Resource[] must be a resource type or a String. Got {actual}."),
                    span,
                )
            };
            let tn: Arc<str> = match first {
                Val::Str(s) => capitalize_name(s).into(),
                Val::Type(x) => match &**x {
                    Ty::Resource(Some(n), None) => n.clone(),
                    Ty::Class(None) => "Class".into(),
                    _ => return illegal(first),
                },
                _ => return illegal(first),
            };
            if !crate::type_refs::is_classref(&tn) {
                return issue(
                    format!("Illegal type reference. The given name '{tn}' does not conform to the naming rule"),
                    span,
                );
            }
            let base = if &*tn == "Class" {
                Ty::Class(None)
            } else {
                Ty::Resource(Some(tn), None)
            };
            if args.len() == 1 {
                // `Resource['class']` stays a resource type (PResourceType `Class`): it
                // accepts the 3.x class references a resource's parameters hold, which
                // `Class` does not
                if matches!(base, Ty::Class(None)) {
                    return Ok(Val::ty(Ty::Resource(Some("Class".into()), None)));
                }
                return Ok(Val::ty(base));
            }
            // the titles of `Resource[type, titles]` are blamed on the untyped Resource
            if let Ty::Resource(Some(tn), None) = &base {
                return crate::type_refs::resource_access(tn, "Resource-Type", &args[1..], span);
            }
            return type_access(c, &base, args[1..].to_vec(), span);
        }
        Ty::Resource(Some(tn), None) => {
            return crate::type_refs::resource_access(tn, &format!("{tn}-Type"), &args, span)
        }
        // AccessOperator#access_PClassType with a class name: the class resource's parameter
        // values (UNKNOWN_RESOURCE when it is not declared, UNKNOWN_RESOURCE_PARAMETER for a
        // name that is no parameter of it)
        Ty::Class(Some(cn)) => {
            let lname = cn.trim_start_matches("::").to_lowercase();
            let key: (Arc<str>, Arc<str>) = ("Class".into(), capitalize_name(&lname).into());
            let Some(&rid) = c.index.get(&key) else {
                return issue(format!("Resource not found: Class['{cn}']"), span);
            };
            let declared: Vec<Arc<str>> = match c.classes.get(&lname).map(|d| &**d) {
                Some(crate::ast::Definition::Class { params, .. }) => {
                    params.iter().map(|p| p.name.clone()).collect()
                }
                _ => Vec::new(),
            };
            let known = |k: &Val| match k {
                Val::Str(n) => {
                    declared.iter().any(|d| **d == **n)
                        || &**n == "name"
                        || crate::resource_types::builtin::METAPARAMS.contains(&&**n)
                }
                _ => false,
            };
            let subject = format!("Class['{cn}']");
            return param_values(c, rid, &args, args.len() > 1, &subject, known, span);
        }
        Ty::Alias(_, inner) => return type_access(c, inner, args, span),
        Ty::Resource(Some(tn), Some(title)) => {
            let key = (tn.clone(), title.clone());
            let Some(&rid) = c.index.get(&key) else {
                return issue(format!("Resource not found: {tn}['{title}']"), span);
            };
            // AccessOperator#access_PResourceType with a title: each key must name a
            // parameter of the resource (UNKNOWN_RESOURCE_PARAMETER), an Array of values
            // when several keys (or an array of keys) are given
            let array = args.len() > 1 || matches!(args.first(), Some(Val::Array(_)));
            let mut keys = Vec::with_capacity(args.len());
            for a in args.iter() {
                crate::eval::flatten_refs(a, &mut keys);
            }
            keys.retain(|k| !matches!(k, Val::Undef));
            c.apply_defaults(rid)?;
            let builtin = if c.res[rid].kind == crate::eval::Kind::Builtin {
                c.known_type(&c.res[rid].ty.clone())
            } else {
                None
            };
            let known = |k: &Val| match (k, &builtin) {
                (Val::Str(n), Some(t)) => t.valid_attr(n),
                (Val::Str(_), None) => true,
                _ => false,
            };
            let subject = format!("{tn}['{title}']");
            return param_values(c, rid, &keys, array, &subject, known, span);
        }
        other => return issue(format!("{other}[] is not supported"), span),
    };
    let _ = c;
    Ok(Val::ty(ty))
}

/// The values the parameters `keys` of the resource `rid` hold (undef when unset), each key
/// first checked by `known` (UNKNOWN_RESOURCE_PARAMETER, naming `subject`): an Array when
/// `array`, else the one value.
fn param_values(
    c: &Compiler<'_>,
    rid: crate::eval::ResId,
    keys: &[Val],
    array: bool,
    subject: &str,
    known: impl Fn(&Val) -> bool,
    span: Span,
) -> R<Val> {
    let mut out = Vec::with_capacity(keys.len());
    for k in keys {
        if !known(k) {
            return issue(
                format!(
                    "The resource {subject} does not have a parameter called '{}'",
                    k.to_display()
                ),
                span,
            );
        }
        let name = k.to_display();
        out.push(
            c.res[rid]
                .params
                .get(name.as_str())
                .cloned()
                .unwrap_or(Val::Undef),
        );
    }
    Ok(if array {
        Val::array(out)
    } else {
        out.pop().unwrap_or(Val::Undef)
    })
}

/// TypeFactory.callable: `Callable[[params], Return]` or `Callable[params, min, max, block]`
/// (the last parameter a block when it is a Callable, the two or one before it a size range);
/// a String parameter is a Ruby runtime type.
fn callable_of(args: Vec<Val>, span: Span) -> R<Ty> {
    let (mut params, ret) = match args.as_slice() {
        [Val::Array(ps), r] => (ps.to_vec(), Some(type_arg(r, span)?)),
        _ => (args, None),
    };
    let block = match params.last() {
        Some(Val::Type(t)) if matches!(unalias(t), Ty::Callable(_)) => {
            let b = (**t).clone();
            params.pop();
            Some(b)
        }
        Some(Val::Type(t)) if matches!(&**t, Ty::Optional(x) if matches!(unalias(x), Ty::Callable(_))) =>
        {
            let b = (**t).clone();
            params.pop();
            Some(b)
        }
        _ => None,
    };
    let is_range = |v: &Val| matches!(v, Val::Int(_) | Val::Default);
    let bound = |v: &Val, dflt: i64| match v {
        Val::Int(i) => *i,
        _ => dflt,
    };
    let n = params.len();
    let size = if n >= 2 && is_range(&params[n - 2]) && is_range(&params[n - 1]) {
        let s = (bound(&params[n - 2], IMIN), bound(&params[n - 1], IMAX));
        params.truncate(n - 2);
        Some(s)
    } else if n >= 1 && is_range(&params[n - 1]) {
        let s = (bound(&params[n - 1], IMIN), IMAX);
        params.truncate(n - 1);
        Some(s)
    } else {
        None
    };
    let mut types = Vec::new();
    for p in &params {
        types.push(match p {
            Val::Str(s) => {
                Ty::Other(format!("Runtime[ruby, {}]", crate::value::quote_str(s)).into())
            }
            other => type_arg(other, span)?,
        });
    }
    if types.is_empty() && size.is_some_and(|(_, hi)| hi > 0) {
        types.push(Ty::Unit_());
    }
    Ok(Ty::Callable(Some(Arc::new(CallableSig {
        params: types,
        size,
        block,
        // PCallableType#initialize: an Any return type is no return type
        ret: ret.filter(|r| *r != Ty::Any),
    }))))
}
