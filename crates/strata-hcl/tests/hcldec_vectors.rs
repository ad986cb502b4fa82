//! Replays the hcldec conformance cases whose spec is the single attribute
//! `attr { name = "r" type = any }` (every expression topic uses it): parse the input,
//! evaluate `r` the way hcldec does, and compare the JSON result and the diagnostics
//! (severity, start byte, end byte) with the captured reference output.
//!
//! The vectors live outside the repository (`$STRATA_VECTORS`, else `../shared/vectors` from
//! the repository root); without them the test says so and passes, or fails under `CI`. The
//! cases that fail are exactly the `hcl simple-attr cases` lines of
//! `conformance/known-failures.tsv` (none today), so the pass count is exact.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use strata_core::{json, SourceMap};
use strata_hcl::{types, EvalContext};

fn is_simple_spec(dir: &Path) -> bool {
    let Ok(spec) = std::fs::read_to_string(dir.join("spec.hcldec")) else {
        return false;
    };
    let compact: String = spec.chars().filter(|c| !c.is_whitespace()).collect();
    compact == "attr{name=\"r\"type=any}"
}

type DiagKey = (String, i64, i64);

struct Outcome {
    stdout: Option<strata_core::Value>,
    diags: Vec<DiagKey>,
}

fn run_case(dir: &Path) -> Option<Outcome> {
    let args = std::fs::read_to_string(dir.join("args")).unwrap_or_default();
    let lines: Vec<&str> = args.lines().collect();
    let mut vars: Option<BTreeMap<String, types::Value>> = None;
    let mut i = 0;
    while i < lines.len() {
        match lines[i] {
            "-V" => {
                let text = lines.get(i + 1)?;
                let j = json::parse(text).ok()?;
                let v = types::json::from_json(&j).ok()?;
                let attrs = v.as_attributes()?.clone();
                vars.get_or_insert_with(BTreeMap::new).extend(attrs);
                i += 2;
            }
            _ => return None, // other flags are hcldec's business
        }
    }
    let mut inputs: Vec<String> = std::fs::read_dir(dir)
        .ok()?
        .filter_map(|e| e.ok())
        .map(|e| e.file_name().to_string_lossy().into_owned())
        .filter(|n| n.starts_with("input"))
        .collect();
    inputs.sort();
    if inputs.len() != 1 {
        return None;
    }
    let name = &inputs[0];
    let src = std::fs::read(dir.join(name)).ok()?;
    let mut map = SourceMap::new();
    let file = map.add(name.as_str(), String::from_utf8_lossy(&src).into_owned());
    let is_json = name.ends_with(".json");
    let (body, mut diags) = if is_json {
        strata_hcl::parse_json(&src, file)
    } else {
        strata_hcl::parse_native(&src, file)
    };
    let schema = strata_hcl::BodySchema {
        attributes: vec![strata_hcl::AttributeSchema {
            name: "r".into(),
            required: false,
        }],
        blocks: vec![],
    };
    let mut stdout = None;
    if !diags.iter().any(|d| d.is_error()) {
        let (content, mut d) = body.content(&schema);
        diags.append(&mut d);
        let ctx = match &vars {
            Some(v) => Some(EvalContext::new().with_variables(v.clone())),
            None if is_json => None,
            None => Some(EvalContext::new().with_functions(BTreeMap::new())),
        };
        let value = match content.attributes.get("r") {
            Some(a) => {
                let (v, mut d) = a.expr.value(ctx.as_ref());
                diags.append(&mut d);
                v
            }
            None => types::Value::dynamic_null(),
        };
        if !diags.iter().any(|d| d.is_error()) {
            stdout = types::json::to_json(&value).ok().map(strip_nulls);
        }
    }
    let keys = diags
        .iter()
        .map(|d| {
            let (s, e) = d
                .subject
                .map(|s| (s.start as i64, s.end as i64))
                .unwrap_or((-1, -1));
            (d.severity.as_str().to_string(), s, e)
        })
        .collect();
    Some(Outcome {
        stdout,
        diags: keys,
    })
}

/// hcldec leaves null object attributes out of its output (without `--keep-nulls`).
fn strip_nulls(v: strata_core::Value) -> strata_core::Value {
    use strata_core::Value as J;
    match v {
        J::Map(m) => J::Map(std::sync::Arc::new(
            m.iter()
                .filter(|(_, v)| !matches!(v, J::Null))
                .map(|(k, v)| (k.clone(), strip_nulls(v.clone())))
                .collect(),
        )),
        J::List(items) => J::List(std::sync::Arc::new(
            items.iter().cloned().map(strip_nulls).collect(),
        )),
        other => other,
    }
}

/// JSON equality with numbers compared as exact decimals (as the vectors' runner does).
fn same_json(a: &strata_core::Value, b: &strata_core::Value) -> bool {
    use strata_core::Value as J;
    match (a, b) {
        (J::Number(x), J::Number(y)) => {
            match (
                types::Number::parse(&x.to_string()),
                types::Number::parse(&y.to_string()),
            ) {
                (Some(x), Some(y)) => x == y,
                _ => x == y,
            }
        }
        (J::List(x), J::List(y)) => {
            x.len() == y.len() && x.iter().zip(y.iter()).all(|(a, b)| same_json(a, b))
        }
        (J::Map(x), J::Map(y)) => {
            x.len() == y.len()
                && x.iter()
                    .all(|(k, v)| y.get(k).is_some_and(|w| same_json(v, w)))
        }
        _ => a == b,
    }
}

fn expected(dir: &Path) -> Option<(Option<strata_core::Value>, Vec<DiagKey>)> {
    let exit = std::fs::read_to_string(dir.join("expected.exit")).ok()?;
    let stdout = if exit.trim() == "0" {
        let text = std::fs::read_to_string(dir.join("expected.stdout")).ok()?;
        Some(json::parse(text.trim()).ok()?)
    } else {
        None
    };
    let mut diags = Vec::new();
    if let Ok(text) = std::fs::read_to_string(dir.join("expected.stderr.json")) {
        let j = json::parse(&text).ok()?;
        let list = match &j {
            strata_core::Value::Map(m) => m.get("diagnostics")?.clone(),
            other => other.clone(),
        };
        if let strata_core::Value::List(items) = list {
            for d in items.iter() {
                let strata_core::Value::Map(m) = d else {
                    continue;
                };
                let sev = match m.get("severity") {
                    Some(strata_core::Value::String(s)) => s.to_string(),
                    _ => continue,
                };
                let byte = |k: &str| -> i64 {
                    let Some(strata_core::Value::Map(sub)) = m.get("subject") else {
                        return -1;
                    };
                    let Some(strata_core::Value::Map(p)) = sub.get(k) else {
                        return -1;
                    };
                    match p.get("byte") {
                        Some(strata_core::Value::Number(n)) => n.to_string().parse().unwrap_or(-1),
                        _ => -1,
                    }
                };
                diags.push((sev, byte("start"), byte("end")));
            }
        }
    }
    Some((stdout, diags))
}

#[test]
fn simple_attr_cases() {
    let Some(dir) = strata_test_support::vectors("hcldec/cases") else {
        return;
    };
    let entries = std::fs::read_dir(&dir).expect("the hcldec cases folder is readable");
    let mut names: Vec<PathBuf> = entries.filter_map(|e| e.ok()).map(|e| e.path()).collect();
    names.sort();
    let (mut pass, mut fail, mut skipped) = (0, 0, 0);
    let mut report = String::new();
    for case in names {
        if !is_simple_spec(&case) {
            continue;
        }
        let Some(got) = run_case(&case) else {
            skipped += 1;
            continue;
        };
        let Some((want_out, mut want_diags)) = expected(&case) else {
            skipped += 1;
            continue;
        };
        let mut got_diags = got.diags.clone();
        got_diags.sort();
        want_diags.sort();
        // Error cases: hcldec prints nothing on stdout.
        let out_ok = match (&want_out, &got.stdout) {
            (Some(w), Some(g)) => same_json(w, g),
            (None, _) => true,
            (Some(_), None) => false,
        };
        if out_ok && got_diags == want_diags {
            pass += 1;
        } else {
            fail += 1;
            report.push_str(&format!(
                "FAIL {} - stdout {:?} want {:?}; diags {:?} want {:?}\n",
                case.file_name().unwrap_or_default().to_string_lossy(),
                got.stdout,
                want_out,
                got_diags,
                want_diags
            ));
        }
    }
    eprintln!("simple-attr hcldec cases: {pass} passed, {fail} failed, {skipped} not applicable");
    report.push_str(&format!("{pass} passed, {fail} failed\n"));
    strata_test_support::assert_failures_known("hcl simple-attr cases", &report);
    assert!(pass > 0, "no simple-attr case ran");
}
