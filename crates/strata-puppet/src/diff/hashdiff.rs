//! The structural difference of two JSON values with the rules of the `hashdiff` gem (1.0)
//! as octocatalog-diff calls it (delimiter `\f`, strict types, arrays compared by their
//! longest common subsequence of "similar" elements, similarity 0.8).
//!
//! A change is `~` (a value changed in place), `-` (a hash key or array element only in the
//! old value) or `+` (only in the new value); its path joins hash keys with `\f` and appends
//! `[i]` for array elements.

use strata_core::value::{Number, Value};

/// One raw change: kind, path, old value (or the removed/added value), new value.
#[derive(Debug, Clone)]
pub(crate) struct Change {
    pub kind: char,
    pub path: String,
    pub old: Value,
    pub new: Value,
}

/// Ruby's class of a JSON value, as `comparable?` and `==` see it.
#[derive(PartialEq, Eq, Clone, Copy)]
enum Class {
    Nil,
    True,
    False,
    Integer,
    Float,
    String,
    Array,
    Hash,
}

fn class(v: &Value) -> Class {
    match v {
        Value::Null => Class::Nil,
        Value::Bool(true) => Class::True,
        Value::Bool(false) => Class::False,
        Value::Number(Number::Int(_)) => Class::Integer,
        Value::Number(Number::Float(_)) => Class::Float,
        Value::Number(Number::Decimal(d)) => {
            if d.contains(['.', 'e', 'E']) {
                Class::Float
            } else {
                Class::Integer
            }
        }
        Value::String(_) => Class::String,
        Value::List(_) => Class::Array,
        Value::Map(_) => Class::Hash,
    }
}

/// Ruby's `==` on parsed JSON: numbers compare by value across Integer and Float.
pub(crate) fn ruby_eq(a: &Value, b: &Value) -> bool {
    match (a, b) {
        (Value::Number(x), Value::Number(y)) => match (x, y) {
            (Number::Int(i), Number::Int(j)) => i == j,
            (Number::Decimal(p), Number::Decimal(q)) => p == q,
            _ => x.as_f64() == y.as_f64(),
        },
        (Value::List(x), Value::List(y)) => {
            x.len() == y.len() && x.iter().zip(y.iter()).all(|(p, q)| ruby_eq(p, q))
        }
        (Value::Map(x), Value::Map(y)) => {
            x.len() == y.len()
                && x.iter()
                    .all(|(k, v)| y.get(k).is_some_and(|w| ruby_eq(v, w)))
        }
        _ => a == b,
    }
}

fn comparable(a: &Value, b: &Value) -> bool {
    class(a) == class(b)
}

fn append_key(prefix: &str, key: &str) -> String {
    if prefix.is_empty() {
        key.to_string()
    } else {
        format!("{prefix}\u{c}{key}")
    }
}

fn append_index(prefix: &str, i: impl std::fmt::Display) -> String {
    format!("{prefix}[{i}]")
}

/// `Hashdiff.diff(a, b)` under `prefix`, appended to `out`.
pub(crate) fn diff(a: &Value, b: &Value, prefix: &str, out: &mut Vec<Change>) {
    let changed = |out: &mut Vec<Change>| {
        out.push(Change {
            kind: '~',
            path: prefix.to_string(),
            old: a.clone(),
            new: b.clone(),
        })
    };
    // Equal values (same types: `1` and `1.0` are not equal here) have no difference; most
    // of two catalogs' values are equal, and walking them would build a path for each.
    // (A NaN is never equal, so such values take the long way.)
    if same(a, b) {
        return;
    }
    if a.is_null() || b.is_null() || !comparable(a, b) {
        return changed(out);
    }
    match (a, b) {
        (Value::List(x), Value::List(y)) => compare_arrays(x, y, prefix, out),
        (Value::Map(x), Value::Map(y)) => {
            if x.is_empty() && y.is_empty() {
                return;
            }
            let mut deleted: Vec<&str> = x
                .keys()
                .filter(|k| !y.contains_key(*k))
                .map(|k| k.as_str())
                .collect();
            let mut common: Vec<&str> = x
                .keys()
                .filter(|k| y.contains_key(*k))
                .map(|k| k.as_str())
                .collect();
            let mut added: Vec<&str> = y
                .keys()
                .filter(|k| !x.contains_key(*k))
                .map(|k| k.as_str())
                .collect();
            strata_core::sort::sort(&mut deleted);
            strata_core::sort::sort(&mut common);
            strata_core::sort::sort(&mut added);
            for k in deleted {
                out.push(Change {
                    kind: '-',
                    path: append_key(prefix, k),
                    old: x[k].clone(),
                    new: Value::Null,
                });
            }
            for k in common {
                diff(&x[k], &y[k], &append_key(prefix, k), out);
            }
            for k in added {
                out.push(Change {
                    kind: '+',
                    path: append_key(prefix, k),
                    old: y[k].clone(),
                    new: Value::Null,
                });
            }
        }
        _ => {
            if !ruby_eq(a, b) {
                changed(out)
            }
        }
    }
}

/// `a == b`, first trying the maps' keys in the same order (two catalogs' resources list
/// them alike) before the order-blind comparison, which hashes every key.
fn same(a: &Value, b: &Value) -> bool {
    match (a, b) {
        (Value::Map(x), Value::Map(y)) => {
            if x.len() != y.len() {
                return false;
            }
            let mut in_order = true;
            for ((k, v), (l, w)) in x.iter().zip(y.iter()) {
                if k != l {
                    in_order = false;
                    break;
                }
                if !same(v, w) {
                    return false;
                }
            }
            in_order || a == b
        }
        (Value::List(x), Value::List(y)) => {
            x.len() == y.len() && x.iter().zip(y.iter()).all(|(v, w)| same(v, w))
        }
        _ => a == b,
    }
}

fn is_container(v: &Value) -> bool {
    matches!(v, Value::List(_) | Value::Map(_))
}

fn count_nodes(v: &Value) -> usize {
    match v {
        Value::Null => 0,
        Value::List(l) => l.iter().map(count_nodes).sum(),
        Value::Map(m) => m.values().map(count_nodes).sum(),
        _ => 1,
    }
}

/// `Hashdiff.similar?` with similarity 0.8.
fn similar(a: &Value, b: &Value, prefix: &str) -> bool {
    if !is_container(a) && !is_container(b) {
        return ruby_eq(a, b);
    }
    let total = count_nodes(a) + count_nodes(b);
    if total == 0 {
        return true;
    }
    let mut changes = Vec::new();
    diff(a, b, prefix, &mut changes);
    let diffs: usize = changes
        .iter()
        .map(|c| count_nodes(&c.old) + count_nodes(&c.new))
        .sum();
    (1.0 - diffs as f64 / total as f64) >= 0.8
}

/// The LCS links `(index in a, index in b)` as `Hashdiff.lcs` finds them.
fn lcs(a: &[Value], b: &[Value], prefix: &str) -> Vec<(usize, usize)> {
    if a.is_empty() || b.is_empty() {
        return vec![];
    }
    // Two equal scalar arrays (the common case) need no table.
    #[derive(Clone, Copy, PartialEq)]
    enum Dir {
        TopLeft,
        Top,
        Left,
        Both,
    }
    let star = append_index(prefix, "*");
    let (n, m) = (a.len(), b.len());
    let mut table: Vec<(Dir, usize)> = vec![(Dir::Top, 0); n * m];
    for bi in 0..m {
        for ai in 0..n {
            let cell = if similar(&a[ai], &b[bi], &star) {
                let topleft = if ai > 0 && bi > 0 {
                    table[(bi - 1) * n + ai - 1].1
                } else {
                    0
                };
                (Dir::TopLeft, topleft + 1)
            } else {
                let top = if bi > 0 {
                    table[(bi - 1) * n + ai].1
                } else {
                    0
                };
                let left = if ai > 0 { table[bi * n + ai - 1].1 } else { 0 };
                let count = top.max(left);
                let dir = if top > left {
                    Dir::Top
                } else if top < left {
                    Dir::Left
                } else if bi == 0 {
                    Dir::Top
                } else if ai == 0 {
                    Dir::Left
                } else {
                    Dir::Both
                };
                (dir, count)
            };
            table[bi * n + ai] = cell;
        }
    }
    let mut links = Vec::new();
    let (mut x, mut y) = (n as isize - 1, m as isize - 1);
    while x >= 0 && y >= 0 {
        let (dir, count) = table[y as usize * n + x as usize];
        if count == 0 {
            break;
        }
        match dir {
            Dir::Both | Dir::Left => x -= 1,
            Dir::TopLeft => {
                links.push((x as usize, y as usize));
                x -= 1;
                y -= 1;
            }
            Dir::Top => y -= 1,
        }
    }
    links.reverse();
    links
}

/// `LcsCompareArrays.call`: the paired elements' own changes first, then the removals and
/// additions (indices as `diff_array_lcs` numbers them).
fn compare_arrays(a: &[Value], b: &[Value], prefix: &str, out: &mut Vec<Change>) {
    if a.is_empty() && b.is_empty() {
        return;
    }
    let mut set: Vec<(char, usize, Value)> = Vec::new();
    if a.is_empty() {
        for (i, v) in b.iter().enumerate() {
            set.push(('+', i, v.clone()));
        }
    } else if b.is_empty() {
        for i in (0..a.len()).rev() {
            set.push(('-', i, a[i].clone()));
        }
    } else {
        let mut links = lcs(a, b, prefix);
        for &(x, y) in &links {
            diff(&a[x], &b[y], &append_index(prefix, x), out);
        }
        links.push((a.len(), b.len()));
        let (mut last_x, mut last_y): (isize, isize) = (-1, -1);
        for (x, y) in links {
            let (x, y) = (x as isize, y as isize);
            if x > last_x + 1 {
                let mut i = x - last_x - 2;
                while i >= 0 {
                    set.push((
                        '-',
                        (last_y + i + 1) as usize,
                        a[(i + last_x + 1) as usize].clone(),
                    ));
                    i -= 1;
                }
            }
            if y > last_y + 1 {
                for i in 0..=(y - last_y - 2) {
                    set.push((
                        '+',
                        (last_y + i + 1) as usize,
                        b[(i + last_y + 1) as usize].clone(),
                    ));
                }
            }
            last_x = x;
            last_y = y;
        }
    }
    for (kind, i, v) in set {
        out.push(Change {
            kind,
            path: append_index(prefix, i),
            old: v,
            new: Value::Null,
        });
    }
}
