//! From a request to a response: input decoding, parsing, evaluation, and the response texts.

use crate::calls::set_sources;
use crate::model::{
    Condition, ConditionStatus, FnResult, FunctionRequest, FunctionResponse, HclInput, Severity,
    Target,
};
use crate::program::{range_text, Interp, Outcome};
use crate::request::Observed;
use strata_core::{Map, SourceMap, Value as CoreValue};

/// Evaluates the request's program; any failure is a FATAL response.
pub fn respond(req: &FunctionRequest) -> FunctionResponse {
    respond_to(req, &HclInput::from_request(req), None)
}

/// [`respond`] with the request's input already decoded (`HclInput::from_request(req)`) and,
/// when the caller looked it up already, its prepared program (`prepared::lookup(&input.hcl)`);
/// without one the program comes from [`crate::prepared::cached`].
pub fn respond_to(
    req: &FunctionRequest,
    input: &Result<HclInput, String>,
    prepared: Option<std::sync::Arc<Result<crate::prepared::Program, String>>>,
) -> FunctionResponse {
    let input = match input {
        Ok(i) => i,
        Err(m) => return FunctionResponse::fatal(req, m.clone()),
    };
    let prepared = prepared.unwrap_or_else(|| crate::prepared::cached(&input.hcl));
    let program = match &*prepared {
        Ok(p) => p,
        Err(m) => return FunctionResponse::fatal(req, m.clone()),
    };
    let observed = match Observed::from_request(req) {
        Ok(o) => o,
        Err(e) => return FunctionResponse::fatal(req, format!("unable to read the request: {e}")),
    };
    set_sources(Some(program.map.clone()));
    let started = std::time::Instant::now();
    let interp = Interp::new(
        &program.map,
        &program.funcs,
        &program.traversals,
        &program.bodies,
        &program.locals,
        &observed,
    );
    let outcome = interp.run();
    program.record(started.elapsed());
    set_sources(None);
    match outcome {
        Ok(o) => build(req, &program.map, o),
        Err(f) => FunctionResponse::fatal(req, format!("evaluate hcl: {}", f.text(&program.map))),
    }
}

/// The evaluation summary a transport should log (to stderr; it is never part of the
/// response) when the request asks for one: the XR annotation `hcl.fn.crossplane.io/debug:
/// "true"`, the input's `debug`, or its `debugNew` when no composed resource is observed yet.
pub fn debug_report(req: &FunctionRequest, rsp: &FunctionResponse) -> Option<String> {
    debug_report_for(req, HclInput::from_request(req).as_ref().ok()?, rsp)
}

/// [`debug_report`] with the request's input already decoded.
pub fn debug_report_for(
    req: &FunctionRequest,
    input: &HclInput,
    rsp: &FunctionResponse,
) -> Option<String> {
    if !debug_requested(req, input) {
        return None;
    }
    Some(debug_dump(req, &crate::txtar::parse(&input.hcl), rsp))
}

/// Whether the request asks for an evaluation summary (see [`debug_report`]).
fn debug_requested(req: &FunctionRequest, input: &HclInput) -> bool {
    // by a scan of the few keys of each map: cheaper than hashing three names at every request
    fn field<'a>(v: &'a CoreValue, key: &str) -> Option<&'a CoreValue> {
        v.as_map()?
            .iter()
            .find(|(k, _)| k.as_str() == key)
            .map(|(_, v)| v)
    }
    let annotated = req
        .observed
        .composite
        .as_ref()
        .and_then(|c| field(&c.resource, "metadata"))
        .and_then(|m| field(m, "annotations"))
        .and_then(|a| field(a, "hcl.fn.crossplane.io/debug"))
        .and_then(CoreValue::as_str)
        == Some("true");
    annotated || input.debug || (input.debug_new && req.observed.resources.is_empty())
}

/// A summary of the evaluation: files, observed and desired resources, results.
fn debug_dump(
    req: &FunctionRequest,
    files: &[crate::txtar::File],
    rsp: &FunctionResponse,
) -> String {
    use std::fmt::Write as _;
    let mut s = String::from("function-hcl debug:\n");
    let names: Vec<&str> = files.iter().map(|f| f.name.as_str()).collect();
    let _ = writeln!(s, "  files: {}", names.join(", "));
    let observed: Vec<&str> = req.observed.resources.keys().map(String::as_str).collect();
    let _ = writeln!(s, "  observed resources: {}", observed.join(", "));
    let desired: Vec<&str> = rsp.desired.resources.keys().map(String::as_str).collect();
    let _ = writeln!(s, "  desired resources: {}", desired.join(", "));
    for r in &rsp.results {
        let _ = writeln!(
            s,
            "  {}: {}",
            r.severity.name(),
            r.message.replace('\n', "\n    ")
        );
    }
    s
}

fn condition(kind: &str, ok: bool, reason: &str, message: String) -> Condition {
    Condition {
        kind: kind.to_string(),
        status: if ok {
            ConditionStatus::True
        } else {
            ConditionStatus::False
        },
        reason: reason.to_string(),
        message: Some(message),
        target: Some(Target::Composite),
    }
}

fn result(severity: Severity, message: String, reason: Option<&str>) -> FnResult {
    FnResult {
        severity,
        message,
        reason: reason.map(str::to_string),
        target: Some(Target::Composite),
    }
}

/// Builds the success response from what the program produced.
fn build(req: &FunctionRequest, map: &SourceMap, out: Outcome) -> FunctionResponse {
    let mut rsp = FunctionResponse::passthrough(req);
    if rsp.desired.resources.is_empty() {
        // The same map as inserting each one into the empty map gives.
        rsp.desired.resources = out.resources;
    } else {
        for (name, r) in out.resources {
            rsp.desired.resources.insert(name, r);
        }
    }
    if out.status.is_some() || out.connection.is_some() {
        let mut xr = rsp.desired.composite.take().unwrap_or_default();
        if !matches!(xr.resource, CoreValue::Map(_)) {
            xr.resource = CoreValue::map(Map::new());
        }
        if let Some(status) = out.status {
            let mut obj = match &xr.resource {
                CoreValue::Map(m) => (**m).clone(),
                _ => Map::new(),
            };
            let merged = match obj.get("status") {
                Some(old @ CoreValue::Map(_)) => overlay(old.clone(), status),
                _ => status,
            };
            obj.insert("status".into(), merged);
            xr.resource = CoreValue::map(obj);
        }
        if let Some(conn) = out.connection {
            xr.connection_details.extend(conn);
        }
        rsp.desired.composite = Some(xr);
    }
    if !out.context.is_empty() {
        let mut ctx = match &req.context {
            Some(CoreValue::Map(m)) => (**m).clone(),
            _ => Map::new(),
        };
        for (k, v) in out.context {
            ctx.insert(k.into(), v);
        }
        rsp.context = Some(CoreValue::map(ctx));
    }
    rsp.requirements.extra_resources = out.requirements;

    let discards: Vec<_> = out
        .discards
        .iter()
        .filter(|d| !d.is_user_condition())
        .collect();
    // Every result and condition below, in vectors sized once instead of grown by the pushes.
    rsp.results.reserve_exact(discards.len() + 2);
    rsp.conditions.reserve_exact(2);
    for d in &discards {
        rsp.results.push(result(
            Severity::Warning,
            d.message(),
            Some(d.reason.as_str()),
        ));
    }

    let mut warnings: Vec<(u8, String, u32, String)> = Vec::new();
    for w in &out.warnings {
        let (file, start) = match w.subject {
            Some(s) => (map.name(s.file).to_string(), s.start),
            None => (String::new(), 0),
        };
        let text = match w.subject {
            Some(s) => format!("{}: {}", range_text(map, s), w.summary),
            None => format!("<nil>: {}", w.summary),
        };
        let sev = if w.is_error() { 0 } else { 1 };
        if !warnings.iter().any(|(s, _, _, t)| *s == sev && *t == text) {
            warnings.push((sev, file, start, text));
        }
    }
    warnings.sort_by(|a, b| (a.0, &a.1, a.2).cmp(&(b.0, &b.1, b.2)));
    let texts: Vec<&str> = warnings.iter().map(|w| w.3.as_str()).collect();
    let (diag_condition, diag_result) = if texts.is_empty() {
        (
            condition(
                "HclDiagnostics",
                true,
                "Eval",
                "hcl.Diagnostics contains no warnings".into(),
            ),
            result(
                Severity::Normal,
                "no warnings".into(),
                Some("HclDiagnostics"),
            ),
        )
    } else {
        (
            condition(
                "HclDiagnostics",
                false,
                "Eval",
                format!(
                    "hcl.Diagnostics contains {} warnings; {}",
                    texts.len(),
                    texts.join("; ")
                ),
            ),
            result(
                Severity::Warning,
                format!("warnings: [{}]", texts.join("; ")),
                Some("HclDiagnostics"),
            ),
        )
    };
    rsp.results.push(diag_result);
    rsp.results.push(result(
        Severity::Normal,
        "hcl module executed successfully".into(),
        None,
    ));

    let resolved = if discards.is_empty() {
        condition(
            "FullyResolved",
            true,
            "AllItemsProcessed",
            "all items complete".into(),
        )
    } else {
        let names: Vec<String> = discards
            .iter()
            .take(3)
            .map(|d| format!("{} {}", d.kind.as_str(), d.name))
            .collect();
        let message = if discards.len() > 3 {
            format!(
                "{} and {} more items incomplete",
                names.join(", "),
                discards.len() - 3
            )
        } else {
            format!("{} incomplete", names.join(", "))
        };
        condition("FullyResolved", false, "IncompleteItemsPresent", message)
    };
    rsp.conditions.push(resolved);
    rsp.conditions.push(diag_condition);
    rsp
}

/// `new` laid over `old`: objects merge recursively, `new` wins elsewhere.
fn overlay(old: CoreValue, new: CoreValue) -> CoreValue {
    match (old, new) {
        (CoreValue::Map(a), CoreValue::Map(b)) => {
            let mut a = (*a).clone();
            for (k, v) in b.iter() {
                let merged = match a.shift_remove(k) {
                    Some(o) => overlay(o, v.clone()),
                    None => v.clone(),
                };
                a.insert(k.clone(), merged);
            }
            CoreValue::map(a)
        }
        (_, n) => n,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::Resource;

    /// A request for the empty program, its composite annotated with `annotations` (JSON).
    fn request(input: &str, annotations: &str) -> FunctionRequest {
        let xr = format!(
            r#"{{"kind": "XR", "metadata": {{"name": "x", "annotations": {annotations}}}}}"#
        );
        let mut req = FunctionRequest {
            input: Some(strata_core::json::parse(input).unwrap()),
            ..FunctionRequest::default()
        };
        req.observed.composite = Some(Resource {
            resource: strata_core::json::parse(&xr).unwrap(),
            ..Resource::default()
        });
        req
    }

    #[test]
    fn a_summary_is_reported_when_the_annotation_or_the_input_asks_for_it() {
        let plain = r#"{"kind": "HclInput", "hcl": "-- main.hcl --\n"}"#;
        let debug = r#"{"kind": "HclInput", "debug": true, "hcl": "-- main.hcl --\n"}"#;
        let asks = |input: &str, annotations: &str| {
            let req = request(input, annotations);
            let rsp = crate::run(&req);
            debug_report(&req, &rsp).is_some()
        };
        assert!(asks(plain, r#"{"hcl.fn.crossplane.io/debug": "true"}"#));
        assert!(asks(
            plain,
            r#"{"a": "b", "hcl.fn.crossplane.io/debug": "true"}"#
        ));
        assert!(!asks(plain, r#"{"hcl.fn.crossplane.io/debug": "false"}"#));
        assert!(!asks(
            plain,
            r#"{"hcl.fn.crossplane.io/debugging": "true"}"#
        ));
        assert!(!asks(plain, r#"{}"#));
        assert!(!asks(plain, r#""not a map""#));
        assert!(asks(debug, r#"{}"#));
    }
}
