//! `Float.new`, `Numeric.new`, `Boolean.new` and `Hash.new` as Puppet's `new_float`,
//! `new_numeric`, `new_boolean` and `new_hash` functions define them (`pops/types/types.rb`):
//! their dispatches (positional or named `from`/`abs`), conversions and the messages of their
//! `argument_mismatch` handlers, prefixed by the function's name.

use crate::types::type_name_of;
use crate::value::Val;
use indexmap::IndexMap;

/// Is `s` a number as Puppet's FLOAT_PATTERN reads it (optional sign and blanks, a decimal
/// with optional fraction and exponent, or a hex, octal or binary integer)?
fn float_pattern(s: &str) -> bool {
    let b = s.as_bytes();
    let mut i = 0;
    // SIGN_PREFIX `[+-]?\s*`: blanks may follow the sign or start the string
    if matches!(b.first(), Some(b'+' | b'-')) {
        i += 1;
    }
    while matches!(
        b.get(i),
        Some(b' ' | b'\t' | b'\n' | b'\r' | b'\x0c' | b'\x0b')
    ) {
        i += 1;
    }
    let body = &s[i..];
    let lower = body.to_ascii_lowercase();
    if let Some(h) = lower.strip_prefix("0x") {
        return !h.is_empty() && h.bytes().all(|c| c.is_ascii_hexdigit());
    }
    if let Some(bin) = lower.strip_prefix("0b") {
        return !bin.is_empty() && bin.bytes().all(|c| c == b'0' || c == b'1');
    }
    // decimal: digits, optional .digits, optional e[+-]digits
    let bb = body.as_bytes();
    let mut j = 0;
    while j < bb.len() && bb[j].is_ascii_digit() {
        j += 1;
    }
    if j == 0 {
        return false;
    }
    if bb.get(j) == Some(&b'.') {
        let k = j + 1;
        j = k;
        while j < bb.len() && bb[j].is_ascii_digit() {
            j += 1;
        }
        if j == k {
            return false;
        }
    }
    if matches!(bb.get(j), Some(b'e' | b'E')) {
        j += 1;
        if matches!(bb.get(j), Some(b'+' | b'-')) {
            j += 1;
        }
        let k = j;
        while j < bb.len() && bb[j].is_ascii_digit() {
            j += 1;
        }
        if j == k {
            return false;
        }
    }
    j == bb.len()
}

fn time_secs(v: &Val) -> Option<f64> {
    match v {
        Val::Rich(r) => match &**r {
            crate::ptypes::Rich::Timespan(n) | crate::ptypes::Rich::Timestamp(n) => {
                Some(*n as f64 / 1e9)
            }
            _ => None,
        },
        _ => None,
    }
}

/// `Float.new(from, abs = false)` / `Numeric.new(...)`, or with a hash `{from, abs}`.
pub(crate) fn new_number(float: bool, v: &Val, rest: &[Val]) -> Result<Val, String> {
    let fname = if float { "new_float" } else { "new_numeric" };
    let target = if float { "Float" } else { "Numeric" };
    let on_error = |from: &Val| match from {
        Val::Str(s) => format!("'{fname}' The string '{s}' cannot be converted to {target}"),
        other => format!(
            "'{fname}' Value of type {} cannot be converted to {target}",
            error_type_name(other)
        ),
    };
    // the named form: a hash with `from` (and `abs`)
    let (from, abs) = match (v, rest) {
        (Val::Hash(h), []) if h.contains_key(&Val::str("from")) => {
            let from = h.get(&Val::str("from")).cloned().unwrap_or(Val::Undef);
            let abs = match h.get(&Val::str("abs")) {
                None | Some(Val::Undef) => false,
                Some(Val::Bool(b)) => *b,
                Some(_) => return Err(on_error(v)),
            };
            (from, abs)
        }
        (_, []) => (v.clone(), false),
        (_, [Val::Bool(b)]) => (v.clone(), *b),
        _ => return Err(on_error(v)),
    };
    let n = match &from {
        Val::Int(i) => {
            if float {
                Val::Float(*i as f64)
            } else {
                Val::Int(*i)
            }
        }
        Val::Float(f) => Val::Float(*f),
        Val::Bool(b) => {
            if float {
                Val::Float(if *b { 1.0 } else { 0.0 })
            } else {
                Val::Int(*b as i64)
            }
        }
        Val::Str(s) if float_pattern(s) => {
            // blanks between the sign and the number are dropped
            let compact: String = match s.chars().next() {
                Some(c @ ('+' | '-')) => std::iter::once(c)
                    .chain(s[1..].chars().skip_while(|c| c.is_whitespace()))
                    .collect(),
                _ => s.trim_start().to_string(),
            };
            let digits = compact.trim_start_matches(['+', '-']);
            let octal_form = digits.len() > 1
                && digits.starts_with('0')
                && digits.bytes().all(|b| b.is_ascii_digit());
            match crate::types::parse_number(&compact) {
                // Float.new is Ruby's Float(): `017` is decimal 17.0 (only `0b` goes through
                // Integer(), `0x` Float() reads as hex)
                Some(Val::Int(_)) if float && octal_form => {
                    Val::Float(compact.parse::<f64>().map_err(|_| on_error(&from))?)
                }
                Some(Val::Int(i)) if float => Val::Float(i as f64),
                Some(x) => x,
                None => return Err(on_error(&from)),
            }
        }
        other => match time_secs(other) {
            Some(f) => Val::Float(f),
            None => return Err(on_error(&from)),
        },
    };
    Ok(match (abs, n) {
        (true, Val::Int(i)) => Val::Int(i.abs()),
        (true, Val::Float(f)) => Val::Float(f.abs()),
        (_, x) => x,
    })
}

/// `Boolean.new(from)`: numbers by zero-ness, the strings true/false/yes/no/y/n (any case).
pub(crate) fn new_boolean(v: &Val) -> Result<Val, String> {
    match v {
        Val::Bool(_) => Ok(v.clone()),
        Val::Int(i) => Ok(Val::Bool(*i != 0)),
        Val::Float(f) => Ok(Val::Bool(*f != 0.0)),
        Val::Str(s) => match s.to_lowercase().as_str() {
            "true" | "yes" | "y" => Ok(Val::Bool(true)),
            "false" | "no" | "n" => Ok(Val::Bool(false)),
            _ => Err(format!(
                "'new_boolean' The string '{s}' cannot be converted to Boolean"
            )),
        },
        other => Err(format!(
            "'new_boolean' Value of type {} cannot be converted to Boolean",
            error_type_name(other)
        )),
    }
}

/// The type a conversion's message names: the value's type generalized, an empty array's
/// and hash's element types kept (`Array[Unit]`).
pub(crate) fn error_type_name(v: &Val) -> String {
    match v {
        Val::Array(a) if a.is_empty() => "Array[Unit]".into(),
        Val::Hash(h) if h.is_empty() => "Hash[Unit, Unit]".into(),
        other => type_name_of(other),
    }
}

/// `Iterable.on(v).to_a`: the elements of an iterable value (None when it is not one).
fn iterable_elems(v: &Val) -> Option<Vec<Val>> {
    Some(match v {
        Val::Array(a) | Val::Iter(a, _) => (**a).clone(),
        Val::Hash(h) => h
            .iter()
            .map(|(k, x)| Val::array(vec![k.clone(), x.clone()]))
            .collect(),
        Val::Str(s) => s.chars().map(|c| Val::Str(c.to_string().into())).collect(),
        Val::Int(n) => (0..(*n).max(0)).map(Val::Int).collect(),
        Val::Type(t) => match crate::types::unalias(t) {
            crate::value::Ty::Integer(lo, hi)
                if *lo != crate::value::IMIN
                    && *hi != crate::value::IMAX
                    && hi - lo < 1_000_000 =>
            {
                (*lo..=*hi).map(Val::Int).collect()
            }
            crate::value::Ty::Enum(vs, _) if !vs.is_empty() => {
                vs.iter().map(|s| Val::Str(s.clone())).collect()
            }
            _ => return None,
        },
        _ => return None,
    })
}

/// `Array.new(from, wrap = false)`: with `true` any value not an array is wrapped; else an
/// Array, a Hash (its pairs), a Binary (its bytes) or any iterable value.
pub(crate) fn new_array(v: &Val, rest: &[Val]) -> Result<Val, String> {
    let fail = || {
        format!(
            "'new_array' Value of type {} cannot be converted to Array",
            error_type_name(v)
        )
    };
    match rest {
        [Val::Bool(true)] => Ok(match v {
            Val::Array(_) => v.clone(),
            other => Val::array(vec![other.clone()]),
        }),
        [] | [Val::Bool(false)] => {
            if let Some(b) = crate::ptypes::binary_bytes(v) {
                return Ok(b);
            }
            iterable_elems(v).map(Val::array).ok_or_else(fail)
        }
        _ => Err(format!(
            "The function 'new_array' was called with arguments it does not accept. It expects one of:\n  (Variant[Array, Hash, Binary, Iterable] from, Boolean[false] wrap?)\n  (Any from, Boolean[true] wrap)\n    rejected: ({})",
            std::iter::once(v).chain(rest.iter()).map(type_name_of).collect::<Vec<_>>().join(", ")
        )),
    }
}

/// PHashType.array_as_hash: arrays (nested too) as hashes keyed by index.
fn array_as_hash(v: &Val) -> Val {
    match v {
        Val::Array(a) => Val::hash(
            a.iter()
                .enumerate()
                .map(|(i, x)| (Val::Int(i as i64), array_as_hash(x)))
                .collect(),
        ),
        other => other.clone(),
    }
}

/// Sets `value` at `path` under `node` (Hash.new's tree building: missing hash entries become
/// hashes, existing arrays and hashes are entered).
fn set_path(node: &mut Val, path: &[Val], value: Val) -> Result<(), String> {
    let Some((first, more)) = path.split_first() else {
        return Ok(());
    };
    match node {
        Val::Hash(h) => {
            let h = std::sync::Arc::make_mut(h);
            if more.is_empty() {
                h.insert(first.clone(), value);
                return Ok(());
            }
            let child = h
                .entry(first.clone())
                .or_insert_with(|| Val::hash(IndexMap::new()));
            set_path(child, more, value)
        }
        Val::Array(a) => {
            let a = std::sync::Arc::make_mut(a);
            let Val::Int(i) = first else {
                return Err(format!(
                    "'new_hash' no implicit conversion of {} into Integer",
                    type_name_of(first)
                ));
            };
            let n = a.len() as i64;
            let idx = if *i < 0 { n + i } else { *i };
            if idx < 0 {
                return Err(format!("'new_hash' index {i} too small for array"));
            }
            let idx = idx as usize;
            if more.is_empty() {
                if idx >= a.len() {
                    a.resize(idx + 1, Val::Undef);
                }
                a[idx] = value;
                return Ok(());
            }
            match a.get_mut(idx) {
                Some(child) => set_path(child, more, value),
                None => Err("'new_hash' undefined method `has_key?' for nil:NilClass".into()),
            }
        }
        other => Err(format!(
            "'new_hash' undefined method `has_key?' for {}",
            type_name_of(other)
        )),
    }
}

/// `Hash.new(from[, tree|hash_tree])`.
pub(crate) fn new_hash(v: &Val, rest: &[Val]) -> Result<Val, String> {
    let pairs =
        |a: &[Val]| !a.is_empty() && a.iter().all(|x| matches!(x, Val::Array(p) if p.len() == 2));
    match (v, rest.first()) {
        // from_tree: Array[Tuple[Array, Any], 1] with a build option
        (Val::Array(a), Some(Val::Str(opt)))
            if (&**opt == "tree" || &**opt == "hash_tree")
                && pairs(a)
                && a.iter().all(|x| matches!(x, Val::Array(p) if matches!(p[0], Val::Array(_)))) =>
        {
            let all_hashes = &**opt == "hash_tree";
            let mut result = Val::hash(IndexMap::new());
            for entry in a.iter() {
                let Val::Array(p) = entry else { continue };
                let (Val::Array(path), value) = (&p[0], &p[1]) else {
                    continue;
                };
                if path.is_empty() {
                    if let Val::Hash(h) = &mut result {
                        let h = std::sync::Arc::make_mut(h);
                        match value {
                            Val::Array(xs) => {
                                for (i, x) in xs.iter().enumerate() {
                                    h.insert(Val::Int(i as i64), x.clone());
                                }
                            }
                            Val::Hash(m) => {
                                for (k, x) in m.iter() {
                                    h.insert(k.clone(), x.clone());
                                }
                            }
                            other => {
                                return Err(format!(
                                    "'new_hash' no implicit conversion of {} into Hash",
                                    type_name_of(other)
                                ))
                            }
                        }
                    }
                } else {
                    let value = if all_hashes {
                        array_as_hash(value)
                    } else {
                        value.clone()
                    };
                    set_path(&mut result, path, value)?;
                }
            }
            Ok(result)
        }
        (Val::Array(a), None) if pairs(a) => Ok(Val::hash(
            a.iter()
                .filter_map(|x| match x {
                    Val::Array(p) => Some((p[0].clone(), p[1].clone())),
                    _ => None,
                })
                .collect(),
        )),
        (Val::Hash(_), None) => Ok(v.clone()),
        // from_array: Hash[*elements] of an array or any iterable
        (other, None) => match iterable_elems(other) {
            Some(a) => {
                if a.len() % 2 != 0 {
                    return Err("odd number of arguments for Hash".into());
                }
                Ok(Val::hash(
                    a.chunks(2)
                        .map(|p| (p[0].clone(), p[1].clone()))
                        .collect(),
                ))
            }
            None => Err(format!(
                "Value of type {} cannot be converted to Hash",
                error_type_name(other)
            )),
        },
        (_, Some(_)) => Err(format!(
            "The function 'new_hash' was called with arguments it does not accept. It expects one of:\n  (TreeArray from, NewHashOption build_option?)\n    rejected: ({})",
            std::iter::once(v).chain(rest.iter()).map(type_name_of).collect::<Vec<_>>().join(", ")
        )),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn numbers_and_booleans() {
        // expected values as Puppet 7.23 gives them (spec manifests of new_spec.rb)
        assert_eq!(new_number(true, &Val::Int(42), &[]), Ok(Val::Float(42.0)));
        assert_eq!(
            new_number(true, &Val::Float(-42.3), &[Val::Bool(true)]),
            Ok(Val::Float(42.3))
        );
        assert_eq!(new_number(false, &Val::str("42"), &[]), Ok(Val::Int(42)));
        assert_eq!(
            new_number(false, &Val::str("- 0x10"), &[]),
            Ok(Val::Int(-16))
        );
        assert_eq!(
            new_number(true, &Val::str("eleven"), &[]),
            Err("'new_float' The string 'eleven' cannot be converted to Float".into())
        );
        assert_eq!(new_boolean(&Val::str("Yes")), Ok(Val::Bool(true)));
        assert_eq!(
            new_boolean(&Val::Undef),
            Err("'new_boolean' Value of type Undef cannot be converted to Boolean".into())
        );
        assert!(float_pattern("1.5e3") && float_pattern("+ 0b101") && !float_pattern("5."));
    }
}
