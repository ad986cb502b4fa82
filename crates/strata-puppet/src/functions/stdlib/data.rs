//! stdlib's serialisation functions: `to_json`, `to_json_pretty`, `to_yaml`, `to_python`,
//! `to_ruby`, `parsejson`, `parseyaml`, `loadjson`, `loadyaml`.
//!
//! JSON is written as Ruby's `json` library writes it (`to_json` compact, `pretty_generate`
//! with two-space indents, `/` and non-ASCII left as they are); YAML as Psych (Ruby's YAML)
//! dumps it: `---` first, sequences in a mapping not indented, a string quoted when Psych
//! quotes it (single quotes for text that would read back as another type, double quotes for
//! text that starts with a non-word character, `|-` blocks for several lines).

use super::{not_mine, to_s, Call};
use crate::eval::{Compiler, R};
use crate::value::{float_str, Ty, Val, IMAX};
use indexmap::IndexMap;

fn json_str(s: &str, out: &mut String) {
    out.push('"');
    for ch in s.chars() {
        match ch {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            '\n' => out.push_str("\\n"),
            '\r' => out.push_str("\\r"),
            '\t' => out.push_str("\\t"),
            '\x08' => out.push_str("\\b"),
            '\x0c' => out.push_str("\\f"),
            c if (c as u32) < 0x20 => out.push_str(&format!("\\u{:04x}", c as u32)),
            c => out.push(c),
        }
    }
    out.push('"');
}

/// The type of `to_json_pretty`'s `opts` parameter (stdlib 8 and 9).
const JSON_PRETTY_OPTS: &str = "Struct[{indent => Optional[String], space => Optional[String], \
space_before => Optional[String], object_nl => Optional[String], array_nl => Optional[String], \
allow_nan => Optional[Boolean], max_nesting => Optional[Integer[-1, default]]}]";

struct JsonStyle {
    indent: String,
    space: String,
    space_before: String,
    object_nl: String,
    array_nl: String,
}

fn json(v: &Val, st: &JsonStyle, depth: usize, out: &mut String) -> Result<(), String> {
    match v {
        Val::Undef => out.push_str("null"),
        Val::Bool(b) => out.push_str(if *b { "true" } else { "false" }),
        Val::Int(i) => out.push_str(&i.to_string()),
        Val::Float(f) => {
            if !f.is_finite() {
                return Err(format!("{} not allowed in JSON", float_str(*f)));
            }
            out.push_str(&float_str(*f))
        }
        Val::Str(s) => json_str(s, out),
        Val::Array(a) => {
            // json 2.6's generator: an empty array still gets its two newlines ("[\n\n]")
            out.push('[');
            out.push_str(&st.array_nl);
            for (i, x) in a.iter().enumerate() {
                if i > 0 {
                    out.push(',');
                    out.push_str(&st.array_nl);
                }
                out.push_str(&st.indent.repeat(depth + 1));
                json(x, st, depth + 1, out)?;
            }
            out.push_str(&st.array_nl);
            out.push_str(&st.indent.repeat(depth));
            out.push(']');
        }
        Val::Hash(h) => {
            if h.is_empty() {
                out.push('{');
                out.push_str(&st.object_nl);
                out.push_str(&st.indent.repeat(depth));
                out.push('}');
                return Ok(());
            }
            out.push('{');
            out.push_str(&st.object_nl);
            for (i, (k, x)) in h.iter().enumerate() {
                if i > 0 {
                    out.push(',');
                    out.push_str(&st.object_nl);
                }
                out.push_str(&st.indent.repeat(depth + 1));
                json_str(&to_s(k), out);
                out.push_str(&st.space_before);
                out.push(':');
                out.push_str(&st.space);
                json(x, st, depth + 1, out)?;
            }
            out.push_str(&st.object_nl);
            out.push_str(&st.indent.repeat(depth));
            out.push('}');
        }
        Val::Regex(r) => json_str(&format!("(?-mix:{})", r.src), out),
        other => json_str(&other.to_display(), out),
    }
    Ok(())
}

type Pairs = Vec<(String, Val)>;

/// stdlib's `TomlDumper#sort_pairs`: the keys sorted, split into plain values, tables (hashes)
/// and arrays of tables (arrays whose first element is a hash).
fn toml_sort(h: &IndexMap<Val, Val>) -> (Pairs, Pairs, Pairs) {
    let mut keys: Vec<(String, Val)> = h.iter().map(|(k, v)| (to_s(k), v.clone())).collect();
    strata_core::sort::sort_by(&mut keys, |a, b| a.0.as_bytes().cmp(b.0.as_bytes()));
    let (mut simple, mut nested, mut tables) = (Vec::new(), Vec::new(), Vec::new());
    for (k, v) in keys {
        match &v {
            Val::Hash(_) => nested.push((k, v)),
            Val::Array(a) if matches!(a.first(), Some(Val::Hash(_))) => tables.push((k, v)),
            _ => simple.push((k, v)),
        }
    }
    (simple, nested, tables)
}

fn toml_key(k: &str) -> String {
    if k.bytes()
        .all(|b| b.is_ascii_alphanumeric() || b == b'_' || b == b'-')
    {
        k.to_string()
    } else {
        format!("\"{}\"", k.replace('"', "\\\""))
    }
}

fn toml_prefix(prefix: &[String], extra: bool, out: &mut String) {
    let p = prefix.join(".");
    if extra {
        out.push_str(&format!("[[{p}]]\n"));
    } else {
        out.push_str(&format!("[{p}]\n"));
    }
}

/// `TomlDumper#visit`: a table's header (when it has plain values or is empty), then its
/// plain values, its tables and its arrays of tables.
fn toml_visit(h: &IndexMap<Val, Val>, prefix: &[String], extra: bool, out: &mut String) {
    let (simple, nested, tables) = toml_sort(h);
    if !prefix.is_empty() && (!simple.is_empty() || h.is_empty()) {
        toml_prefix(prefix, extra, out);
    }
    toml_pairs(simple, nested, tables, prefix, out);
}

fn toml_pairs(simple: Pairs, nested: Pairs, tables: Pairs, prefix: &[String], out: &mut String) {
    for (k, v) in simple {
        // `obj.inspect`, a String's without Ruby's `\#` escapes
        let text = super::inspect(&v)
            .replace("\\#{", "#{")
            .replace("\\#$", "#$")
            .replace("\\#@", "#@");
        out.push_str(&format!("{} = {text}\n", toml_key(&k)));
    }
    for (k, v) in nested {
        if let Val::Hash(h) = &v {
            let mut p = prefix.to_vec();
            p.push(toml_key(&k));
            toml_visit(h, &p, false, out);
        }
    }
    for (k, v) in tables {
        let mut p = prefix.to_vec();
        p.push(toml_key(&k));
        if let Val::Array(a) = &v {
            for child in a.iter() {
                toml_prefix(&p, true, out);
                let empty = IndexMap::new();
                let h = match child {
                    Val::Hash(h) => &**h,
                    _ => &empty,
                };
                let (s1, n1, t1) = toml_sort(h);
                toml_pairs(s1, n1, t1, &p, out);
            }
        }
    }
}

/// Puppet's `ToDataConverter.convert(value, rich_data: true)` for the values a manifest
/// holds: data stays, the others become `{"__ptype" => T, "__pvalue" => ...}` hashes.
fn rich_data(v: &Val) -> Val {
    let typed = |t: &str, pv: Option<Val>| {
        let mut m = IndexMap::new();
        m.insert(Val::str("__ptype"), Val::str(t));
        if let Some(pv) = pv {
            m.insert(Val::str("__pvalue"), pv);
        }
        Val::hash(m)
    };
    match v {
        Val::Array(a) => Val::array(a.iter().map(rich_data).collect()),
        Val::Hash(h) => Val::hash(h.iter().map(|(k, x)| (k.clone(), rich_data(x))).collect()),
        Val::Default => typed("Default", None),
        Val::Sensitive(x) => typed("Sensitive", Some(rich_data(x))),
        Val::Regex(r) => typed("Regexp", Some(Val::Str(r.src.as_str().into()))),
        Val::Type(t) => typed("Type", Some(Val::Str(t.to_string().into()))),
        other => other.clone(),
    }
}

fn py(v: &Val, ruby: bool) -> String {
    match v {
        Val::Undef => (if ruby { "nil" } else { "None" }).into(),
        Val::Bool(b) => (if ruby {
            if *b {
                "true"
            } else {
                "false"
            }
        } else if *b {
            "True"
        } else {
            "False"
        })
        .into(),
        Val::Array(a) => format!(
            "[{}]",
            a.iter().map(|x| py(x, ruby)).collect::<Vec<_>>().join(", ")
        ),
        Val::Hash(h) => format!(
            "{{{}}}",
            h.iter()
                .map(|(k, x)| format!(
                    "{}{}{}",
                    py(k, ruby),
                    if ruby { " => " } else { ": " },
                    py(x, ruby)
                ))
                .collect::<Vec<_>>()
                .join(", ")
        ),
        Val::Int(i) => i.to_string(),
        Val::Float(f) => float_str(*f),
        Val::Str(s) => super::ruby_quote(s),
        other => super::ruby_quote(&other.to_display()),
    }
}

/// The 4.x functions of this family.
pub(super) fn call_v4(c: &mut Compiler<'_>, call: &Call<'_>, args: Vec<Val>) -> R<Option<Val>> {
    match call.key {
        "to_json" => {
            call.arity(&args, 1, 1)?;
            let st = JsonStyle {
                indent: String::new(),
                space: String::new(),
                space_before: String::new(),
                object_nl: String::new(),
                array_nl: String::new(),
            };
            let mut out = String::new();
            if let Err(e) = json(&args[0], &st, 0, &mut out) {
                return call.fail(e);
            }
            Ok(Some(Val::Str(out.into())))
        }
        "to_json_pretty" => {
            call.arity(&args, 1, 3)?;
            let t = Ty::Variant(vec![
                Ty::Hash(Box::new(Ty::Any), Box::new(Ty::Any), 0, IMAX),
                Ty::Array(Box::new(Ty::Any), 0, IMAX),
            ]);
            call.param(c, "data", &t, &args[0])?;
            if let Some(v) = args.get(1) {
                call.param(c, "skip_undef", &Ty::Optional(Box::new(Ty::Boolean)), v)?;
            }
            let mut st = JsonStyle {
                indent: "  ".into(),
                space: " ".into(),
                space_before: String::new(),
                object_nl: "\n".into(),
                array_nl: "\n".into(),
            };
            if let Some(o) = args.get(2) {
                // the dispatch's `opts` parameter
                let t = super::validate::parse_type(c, call, JSON_PRETTY_OPTS)?;
                call.param(c, "opts", &t, o)?;
            }
            if let Some(Val::Hash(o)) = args.get(2) {
                for (k, v) in o.iter() {
                    let v = to_s(v);
                    match to_s(k).as_str() {
                        "indent" => st.indent = v,
                        "space" => st.space = v,
                        "space_before" => st.space_before = v,
                        "object_nl" => st.object_nl = v,
                        "array_nl" => st.array_nl = v,
                        _ => {}
                    }
                }
            }
            let data = match (&args[0], args.get(1)) {
                (Val::Array(a), Some(Val::Bool(true))) => {
                    Val::array(a.iter().filter(|x| !x.is_undef()).cloned().collect())
                }
                (Val::Hash(h), Some(Val::Bool(true))) => Val::hash(
                    h.iter()
                        .filter(|(_, x)| !x.is_undef())
                        .map(|(k, x)| (k.clone(), x.clone()))
                        .collect(),
                ),
                (d, _) => d.clone(),
            };
            let mut out = String::new();
            if let Err(e) = json(&data, &st, 0, &mut out) {
                return call.fail(e);
            }
            out.push('\n');
            Ok(Some(Val::Str(out.into())))
        }
        "to_yaml" => {
            call.arity(&args, 1, 2)?;
            if let Some(o) = args.get(1) {
                let t = Ty::Hash(Box::new(Ty::Any), Box::new(Ty::Any), 0, IMAX);
                call.param(c, "options", &t, o)?;
            }
            Ok(Some(Val::Str(crate::hiera::value_to_yaml(&args[0]).into())))
        }
        "to_toml" => {
            call.arity(&args, 1, 1)?;
            let t = Ty::Hash(Box::new(Ty::Any), Box::new(Ty::Any), 0, IMAX);
            call.param(c, "data", &t, &args[0])?;
            let mut out = String::new();
            if let Val::Hash(h) = &args[0] {
                toml_visit(h, &[], false, &mut out);
            }
            Ok(Some(Val::Str(out.into())))
        }
        "to_python" | "to_ruby" => {
            call.arity(&args, 1, 1)?;
            // stdlib 9 serializes the value to rich data first (`ToDataConverter`)
            let rich = c
                .read_path(&call.found.file)
                .is_some_and(|t| t.contains("ToDataConverter"));
            let v = if rich {
                rich_data(&args[0])
            } else {
                args[0].clone()
            };
            Ok(Some(Val::Str(py(&v, call.key == "to_ruby").into())))
        }
        "parsepson" => {
            call.arity(&args, 1, 2)?;
            call.param(c, "pson_string", &Ty::String(1, IMAX, None), &args[0])?;
            // stdlib 9 deprecates it (an error under strict); its message is in the file
            const PSON_DEPRECATED: &str = "This method is deprecated. From Puppet 8, PSON is no longer natively supported. Please use JSON.parse().";
            if c.read_path(&call.found.file)
                .is_some_and(|t| t.contains(PSON_DEPRECATED))
            {
                super::deprecation(c, call, "parsepson", PSON_DEPRECATED)?;
            }
            match crate::hiera::parse_data(&to_s(&args[0]), true) {
                Ok(v) => Ok(Some(v)),
                Err(e) => match args.get(1) {
                    Some(d) => Ok(Some(d.clone())),
                    None => call.fail(e),
                },
            }
        }
        // parsehocon runs in the Ruby companion (Ruby's hocon gem, which Puppet loads)
        _ => not_mine(),
    }
}

/// The 3.x functions of this family.
pub(super) fn call_v3(c: &mut Compiler<'_>, call: &Call<'_>, args: Vec<Val>) -> R<Option<Val>> {
    let name = call.name;
    match name {
        "parsejson" | "parseyaml" | "loadjson" | "loadyaml" => {
            if args.is_empty() {
                return call
                    .fail("Wrong number of arguments. 1 or 2 arguments should be provided.");
            }
            let default = args.get(1).cloned();
            let has_default = default
                .as_ref()
                .is_some_and(|d| !matches!(d, Val::Undef | Val::Bool(false)));
            let json = name.ends_with("json");
            let text = if name.starts_with("load") {
                let path = to_s(&args[0]);
                if path.starts_with("http://") || path.starts_with("https://") {
                    return call.fail(format!("{name}(): strata does not fetch URLs ({path})"));
                }
                match c.read_path(&path) {
                    Some(t) => t,
                    None => {
                        c.warnings.push(format!(
                            "Scope({}): Can't load '{path}' File does not exist!",
                            super::catalog::scope_label(c, call.sc)
                        ));
                        return Ok(Some(default.unwrap_or(Val::Undef)));
                    }
                }
            } else {
                // JSON.parse / YAML.safe_load of a non-String: a TypeError (the default, if
                // any, is given instead)
                if !matches!(args[0], Val::Str(_)) {
                    if has_default {
                        return Ok(Some(default.unwrap_or(Val::Undef)));
                    }
                    let what = match &args[0] {
                        Val::Bool(b) => b.to_string(),
                        other => super::ruby_class(other),
                    };
                    return call.fail(format!("no implicit conversion of {what} into String"));
                }
                to_s(&args[0])
            };
            match crate::hiera::parse_data(&text, json) {
                Ok(Val::Undef) | Ok(Val::Bool(false)) => Ok(Some(default.unwrap_or(Val::Undef))),
                Ok(v) => Ok(Some(v)),
                Err(e) if has_default => {
                    let _ = e;
                    Ok(Some(default.unwrap_or(Val::Undef)))
                }
                // Ruby's json names the text it could not read from.
                Err(_) if json => call.fail(format!("859: unexpected token at '{text}'")),
                Err(e) => call.fail(e),
            }
        }
        _ => not_mine(),
    }
}
