//! Data-driven function tests: every `tests/cases/*.txt` file holds one case per line:
//!
//! ```text
//! NAME ARGS => EXPECTED [:: TYPE]
//! ```
//!
//! `ARGS` is a JSON array of arguments (JSON objects are HCL objects, arrays tuples; the
//! strings `"(unknown T)"` and `"(null T)"` stand for unknown and null values of type `T`,
//! written `string`, `number`, `bool`, `any`, `list(T)`, `set(T)`, `map(T)`). `EXPECTED` is the
//! result as JSON, `(unknown T)`, `(null T)`, or `!MESSAGE` for an error (`!#N MESSAGE` also
//! checks that argument `N` is at fault), or `~REGEX` for a string result matching a regular
//! expression. `:: TYPE` checks the result type as HCL prints it.
//! Lines starting with `#` are comments. All failures are reported together.

use std::path::Path;

use strata_hcl_funcs::library;
use strata_hcl_types::{json, Type, Value};

fn parse_type(s: &str) -> Option<Type> {
    let s = s.trim();
    Some(match s {
        "string" => Type::String,
        "number" => Type::Number,
        "bool" => Type::Bool,
        "any" => Type::Dynamic,
        _ => {
            let (kind, rest) = s.split_once('(')?;
            let inner = parse_type(rest.strip_suffix(')')?)?;
            match kind {
                "list" => Type::list(inner),
                "set" => Type::set(inner),
                "map" => Type::map(inner),
                _ => return None,
            }
        }
    })
}

/// `(unknown T)` or `(null T)`.
fn special(s: &str) -> Option<Value> {
    let inner = s.strip_prefix('(')?.strip_suffix(')')?;
    if let Some(t) = inner.strip_prefix("unknown ") {
        return Some(Value::unknown(parse_type(t)?));
    }
    if let Some(t) = inner.strip_prefix("null ") {
        return Some(Value::null(parse_type(t)?));
    }
    None
}

/// Replaces the `(unknown T)` / `(null T)` strings anywhere inside a decoded JSON value.
fn substitute(v: &Value) -> Value {
    if let Some(s) = v.as_str().and_then(special) {
        return s;
    }
    if let Some(items) = v.as_elements() {
        return Value::tuple(items.iter().map(substitute).collect());
    }
    if let Some(attrs) = v.as_attributes() {
        return Value::object(
            attrs
                .iter()
                .map(|(k, x)| (k.clone(), substitute(x)))
                .collect(),
        );
    }
    v.clone()
}

fn parse_args(text: &str) -> Result<Vec<Value>, String> {
    let v = json::decode(text).map_err(|e| format!("bad ARGS JSON: {}", e.message))?;
    let items = v.as_elements().ok_or("ARGS must be a JSON array")?;
    Ok(items.iter().map(substitute).collect())
}

/// JSON-like text for values with unknowns inside (collection kinds not distinguished).
fn render_loose(v: &Value) -> String {
    if !v.is_known() {
        return format!("\"(unknown {})\"", v.ty());
    }
    if v.is_null() {
        return "null".into();
    }
    if let Some(items) = v.as_elements() {
        let parts: Vec<String> = items.iter().map(render_loose).collect();
        return format!("[{}]", parts.join(","));
    }
    if let Some(attrs) = v.as_attributes() {
        let parts: Vec<String> = attrs
            .iter()
            .map(|(k, x)| format!("{k:?}:{}", render_loose(x)))
            .collect();
        return format!("{{{}}}", parts.join(","));
    }
    json::encode(v).unwrap_or_else(|_| format!("{v:?}"))
}

fn render(v: &Value) -> String {
    if !v.is_known() {
        return format!("(unknown {})", v.ty());
    }
    if v.is_null() {
        return format!("(null {})", v.ty());
    }
    if !v.is_wholly_known() {
        return render_loose(v);
    }
    match json::encode(v) {
        Ok(s) => s,
        Err(_) => format!("{v:?}"),
    }
}

fn check(line: &str) -> Result<(), String> {
    let (call, expect) = line.split_once(" => ").ok_or("missing ` => `")?;
    let (name, args) = call.trim().split_once(' ').ok_or("missing ARGS")?;
    let args = parse_args(args)?;
    let (expect, want_type) = match expect.rsplit_once(" :: ") {
        Some((e, t)) => (e.trim(), Some(t.trim())),
        None => (expect.trim(), None),
    };
    let lib = library();
    let f = lib.get(name).ok_or_else(|| format!("no function {name}"))?;
    let got = f.call(&args);
    if let Some(msg) = expect.strip_prefix('!') {
        let (index, msg) = match msg.strip_prefix('#') {
            Some(r) => {
                let (n, m) = r.split_once(' ').ok_or("bad !#N")?;
                (Some(n.parse::<usize>().map_err(|e| e.to_string())?), m)
            }
            None => (None, msg),
        };
        return match got {
            Ok(v) => Err(format!("expected error {msg:?}, got {}", render(&v))),
            Err(e) if e.message != msg => Err(format!("error {:?}, expected {msg:?}", e.message)),
            Err(e) if index.is_some() && e.arg_index != index => Err(format!(
                "error at argument {:?}, expected {index:?}",
                e.arg_index
            )),
            Err(_) => Ok(()),
        };
    }
    let v = got.map_err(|e| format!("unexpected error {:?} (arg {:?})", e.message, e.arg_index))?;
    if let Some(pattern) = expect.strip_prefix('~') {
        let re = regex::Regex::new(pattern).map_err(|e| e.to_string())?;
        return match v.as_str() {
            Some(s) if re.is_match(s) => Ok(()),
            _ => Err(format!("got {}, expected a match of {pattern}", render(&v))),
        };
    }
    let want = match special(expect) {
        Some(s) => render(&s),
        None => {
            let w =
                json::decode(expect).map_err(|e| format!("bad EXPECTED JSON: {}", e.message))?;
            render(&substitute(&w))
        }
    };
    let have = render(&v);
    if have != want {
        return Err(format!("got {have}, expected {want}"));
    }
    if let Some(t) = want_type {
        if v.ty().to_string() != t {
            return Err(format!("type {}, expected {t}", v.ty()));
        }
    }
    Ok(())
}

#[test]
fn function_cases() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/cases");
    let mut files: Vec<_> = std::fs::read_dir(&dir)
        .expect("tests/cases exists")
        .filter_map(Result::ok)
        .map(|e| e.path())
        .filter(|p| p.extension().is_some_and(|x| x == "txt"))
        .collect();
    files.sort();
    let mut failures = Vec::new();
    let mut count = 0;
    let mut tested = std::collections::BTreeSet::new();
    for file in &files {
        let text = std::fs::read_to_string(file).expect("readable case file");
        for (n, line) in text.lines().enumerate() {
            let line = line.trim();
            if line.is_empty() || line.starts_with('#') {
                continue;
            }
            count += 1;
            if let Some(name) = line.split(' ').next() {
                tested.insert(name.to_string());
            }
            if let Err(e) = check(line) {
                let name = file.file_name().unwrap_or_default().to_string_lossy();
                failures.push(format!("{name}:{}: {line}\n    {e}", n + 1));
            }
        }
    }
    let untested: Vec<&str> = strata_hcl_funcs::NAMES
        .iter()
        .copied()
        .filter(|n| !tested.contains(*n))
        .collect();
    assert!(untested.is_empty(), "functions without cases: {untested:?}");
    assert!(
        failures.is_empty(),
        "{} of {count} cases failed:\n{}",
        failures.len(),
        failures.join("\n")
    );
}
