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
    if matches!(b.first(), Some(b'+' | b'-')) {
        i += 1;
        while matches!(b.get(i), Some(b' ' | b'\t')) {
            i += 1;
        }
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
            type_name_of(other)
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
                Some(c @ ('+' | '-')) => {
                    std::iter::once(c).chain(s[1..].chars().skip_while(|c| *c == ' ' || *c == '\t')).collect()
                }
                _ => s.to_string(),
            };
            match crate::types::parse_number(&compact) {
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
            type_name_of(other)
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
    let pairs = |a: &[Val]| {
        !a.is_empty() && a.iter().all(|x| matches!(x, Val::Array(p) if p.len() == 2))
    };
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
        (Val::Array(a), None) => {
            if a.len() % 2 != 0 {
                return Err("'new_hash' odd number of arguments for Hash".into());
            }
            Ok(Val::hash(
                a.chunks(2)
                    .map(|p| (p[0].clone(), p[1].clone()))
                    .collect(),
            ))
        }
        (Val::Hash(_), None) => Ok(v.clone()),
        (Val::Iter(a, _), None) => new_hash(&Val::Array(a.clone()), rest),
        (other, None) => Err(format!(
            "'new_hash' Value of type {} cannot be converted to Hash",
            type_name_of(other)
        )),
        (_, Some(opt)) => Err(format!(
            "'new_hash' expects one of:\n  (TreeArray from, NewHashOption build_option?)\n    rejected: parameter 'build_option' expects a match for Enum['hash_tree', 'tree'], got {}",
            match opt {
                Val::Str(s) => crate::value::quote_str(s),
                o => type_name_of(o),
            }
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
        assert_eq!(new_number(true, &Val::Float(-42.3), &[Val::Bool(true)]), Ok(Val::Float(42.3)));
        assert_eq!(new_number(false, &Val::str("42"), &[]), Ok(Val::Int(42)));
        assert_eq!(new_number(false, &Val::str("- 0x10"), &[]), Ok(Val::Int(-16)));
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
