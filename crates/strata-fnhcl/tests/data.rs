//! Data-driven tests: every `tests/data/*.test` file is one test.
//!
//! A test file is a txtar archive. Its `*.hcl` files form the program (passed to the
//! function as a txtar input, names kept); `request.json` (optional) gives the rest of the
//! request: `observed` (`composite`, `resources` by name, each with `resource` and
//! `connection_details` as base64 strings), `desired` (same shape), `context`,
//! `extra_resources` (name -> list of objects) and `input` (extra `HclInput` fields); the
//! `expect` file holds the summary of the response (see `summarize`). Set `BLESS=1` to
//! rewrite the `expect` sections from the actual output.

use indexmap::IndexMap;
use libtest_mimic::{Arguments, Failed, Trial};
use std::path::{Path, PathBuf};
use strata_core::json::{self, WriteOptions};
use strata_core::{Map, Value};
use strata_fnhcl::model::{FunctionRequest, FunctionResponse, Match, Resource, State};
use strata_fnhcl::txtar;

fn main() {
    let args = Arguments::from_args();
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data");
    let mut paths: Vec<PathBuf> = std::fs::read_dir(&dir)
        .map(|rd| rd.filter_map(|e| e.ok().map(|e| e.path())).collect())
        .unwrap_or_default();
    paths.retain(|p| p.extension().is_some_and(|e| e == "test"));
    paths.sort();
    let trials = paths
        .into_iter()
        .map(|p| {
            let name = p
                .file_stem()
                .map(|s| s.to_string_lossy().to_string())
                .unwrap_or_default();
            Trial::test(name, move || run_file(&p))
        })
        .collect();
    libtest_mimic::run(&args, trials).exit();
}

fn decode_b64(s: &str) -> Vec<u8> {
    use base64::Engine as _;
    base64::engine::general_purpose::STANDARD
        .decode(s)
        .unwrap_or_else(|_| s.as_bytes().to_vec())
}

fn resource_from(v: &Value) -> Resource {
    let mut r = Resource::default();
    if let Some(m) = v.as_map() {
        r.resource = m.get("resource").cloned().unwrap_or_default();
        if let Some(cd) = m.get("connection_details").and_then(Value::as_map) {
            for (k, v) in cd {
                r.connection_details
                    .insert(k.to_string(), decode_b64(v.as_str().unwrap_or_default()));
            }
        }
    }
    r
}

fn state_from(v: Option<&Value>) -> State {
    let mut st = State::default();
    let Some(m) = v.and_then(Value::as_map) else {
        return st;
    };
    st.composite = m.get("composite").map(resource_from);
    if let Some(rs) = m.get("resources").and_then(Value::as_map) {
        for (k, v) in rs {
            st.resources.insert(k.to_string(), resource_from(v));
        }
    }
    st
}

/// Builds the request of a test.
fn request(program: &str, spec: &Value) -> FunctionRequest {
    let m = spec.as_map().cloned().unwrap_or_default();
    let mut input = Map::new();
    input.insert("apiVersion".into(), Value::string("function-hcl/v1"));
    input.insert("kind".into(), Value::string("HclInput"));
    input.insert("source".into(), Value::string("Inline"));
    input.insert("hcl".into(), Value::string(program));
    if let Some(extra) = m.get("input").and_then(Value::as_map) {
        for (k, v) in extra {
            input.insert(k.clone(), v.clone());
        }
    }
    let mut extra = IndexMap::new();
    if let Some(er) = m.get("extra_resources").and_then(Value::as_map) {
        for (k, v) in er {
            let items = v
                .as_list()
                .map(|l| {
                    l.iter()
                        .map(|o| Resource {
                            resource: o.clone(),
                            ..Resource::default()
                        })
                        .collect()
                })
                .unwrap_or_default();
            extra.insert(k.to_string(), items);
        }
    }
    FunctionRequest {
        observed: state_from(m.get("observed")),
        desired: state_from(m.get("desired")),
        input: Some(Value::map(input)),
        context: m.get("context").cloned(),
        extra_resources: extra,
        ..FunctionRequest::default()
    }
}

fn compact(v: &Value) -> String {
    let mut o = WriteOptions::compact();
    o.sort_keys = true;
    json::write(v, &o)
}

/// One line per observable part of the response.
pub fn summarize(rsp: &FunctionResponse) -> String {
    let mut out = Vec::new();
    if let Some(f) = rsp.fatal_result() {
        out.push(format!("fatal: {}", f.message));
        return out.join("\n") + "\n";
    }
    for (name, r) in &rsp.desired.resources {
        out.push(format!(
            "resource {name} {}: {}",
            r.ready.name(),
            compact(&r.resource)
        ));
    }
    if let Some(xr) = &rsp.desired.composite {
        out.push(format!("composite: {}", compact(&xr.resource)));
        for (k, v) in &xr.connection_details {
            out.push(format!("connection {k}: {}", String::from_utf8_lossy(v)));
        }
    }
    if let Some(c) = &rsp.context {
        out.push(format!("context: {}", compact(c)));
    }
    for (name, sel) in &rsp.requirements.extra_resources {
        let m = match &sel.matching {
            Match::Unset => "unset".to_string(),
            Match::Name(n) => format!("name={n}"),
            Match::Labels(l) => {
                let mut parts: Vec<String> = l.iter().map(|(k, v)| format!("{k}={v}")).collect();
                parts.sort();
                format!("labels={}", parts.join(","))
            }
        };
        out.push(format!(
            "requirement {name}: {} {} {m}",
            sel.api_version, sel.kind
        ));
    }
    for r in &rsp.results {
        let reason = r
            .reason
            .as_deref()
            .map(|s| format!(" ({s})"))
            .unwrap_or_default();
        out.push(format!(
            "result {}{reason}: {}",
            r.severity.name(),
            r.message.replace('\n', "\\n")
        ));
    }
    for c in &rsp.conditions {
        out.push(format!(
            "condition {} {} {}: {}",
            c.kind,
            c.status.name(),
            c.reason,
            c.message.as_deref().unwrap_or_default()
        ));
    }
    out.join("\n") + "\n"
}

fn run_file(path: &Path) -> Result<(), Failed> {
    let text =
        std::fs::read_to_string(path).map_err(|e| format!("read {}: {e}", path.display()))?;
    let files = txtar::parse(&text);
    let mut program = String::new();
    let mut spec = Value::Null;
    let mut expect = None;
    for f in &files {
        if f.name.ends_with(".hcl") {
            program.push_str(&format!("-- {} --\n{}", f.name, f.data));
        } else if f.name == "request.json" {
            spec = json::parse(&f.data).map_err(|e| format!("request.json: {}", e.message))?;
        } else if f.name == "expect" {
            expect = Some(f.data.clone());
        } else if f.name == "program" {
            // A raw program text (for testing malformed txtar input).
            program.push_str(&f.data);
        }
    }
    let rsp = strata_fnhcl::run(&request(&program, &spec));
    let actual = summarize(&rsp);
    if std::env::var_os("BLESS").is_some() {
        let head = text
            .find("-- expect --")
            .map(|i| &text[..i])
            .unwrap_or(&text);
        let new = format!("{head}-- expect --\n{actual}");
        std::fs::write(path, new).map_err(|e| format!("write: {e}"))?;
        return Ok(());
    }
    let expect = expect.ok_or("no expect section")?;
    if expect != actual {
        return Err(format!("response differs\n--- expected\n{expect}--- actual\n{actual}").into());
    }
    Ok(())
}
