//! The local `crossplane render` pipeline, driven by a stub function whose behaviour is read
//! from the step input (so these tests do not depend on the HCL evaluator):
//!
//! * `resources: {name: body}` become desired composed resources; `ready: {name: READY_*}`
//!   sets their readiness; `xrReady` the desired XR's.
//! * `status: {...}` becomes the desired XR status.
//! * `requirements: {name: {apiVersion, kind, matchName | matchLabels}}` become
//!   `requirements.extra_resources`; `changing: true` makes them differ on every call.
//! * the response context is the request context plus `seen` = the names of the extra
//!   resources the request carried (with their item names) and `calls` = the call count.
//! * `fatal: msg` answers with a FATAL result.

use std::cell::Cell;
use strata_core::yaml::{self, LoadOptions, Node};
use strata_core::{Map, SourceMap, Value};
use strata_fnhcl::model::*;
use strata_fnhcl_grpc::render::{render, RenderInput, Step};

fn load(map: &mut SourceMap, name: &str, text: &str) -> Vec<Node> {
    let file = map.add(name, text);
    yaml::load(text, file, &LoadOptions::yaml12_core()).expect("test YAML is valid")
}

fn value(text: &str) -> Value {
    let mut map = SourceMap::new();
    let docs = load(&mut map, "expected.yaml", text);
    docs[0].to_value()
}

fn get<'v>(v: &'v Value, key: &str) -> Option<&'v Value> {
    v.as_map().and_then(|m| m.get(key))
}

fn str_of(v: Option<&Value>) -> &str {
    v.and_then(Value::as_str).unwrap_or("")
}

fn stub(
    calls: &Cell<usize>,
) -> impl FnMut(&Step, &FunctionRequest) -> Result<FunctionResponse, String> + '_ {
    move |_step, req| {
        calls.set(calls.get() + 1);
        let input = req.input.clone().unwrap_or_default();
        let mut rsp = FunctionResponse::passthrough(req);
        if let Some(msg) = get(&input, "fatal").and_then(Value::as_str) {
            return Ok(FunctionResponse::fatal(req, msg));
        }
        let ready = get(&input, "ready")
            .and_then(Value::as_map)
            .cloned()
            .unwrap_or_default();
        if let Some(resources) = get(&input, "resources").and_then(Value::as_map) {
            for (name, body) in resources.iter() {
                let r = ready
                    .get(name.as_str())
                    .and_then(Value::as_str)
                    .and_then(Ready::from_name)
                    .unwrap_or_default();
                rsp.desired.resources.insert(
                    name.to_string(),
                    Resource {
                        resource: body.clone(),
                        ready: r,
                        ..Resource::default()
                    },
                );
            }
        }
        if let Some(status) = get(&input, "status") {
            let mut xr = Map::new();
            xr.insert("status".into(), status.clone());
            let r = str_of(get(&input, "xrReady"));
            rsp.desired.composite = Some(Resource {
                resource: Value::map(xr),
                ready: Ready::from_name(r).unwrap_or_default(),
                ..Resource::default()
            });
        }
        let changing = get(&input, "changing") == Some(&Value::Bool(true));
        if let Some(reqs) = get(&input, "requirements").and_then(Value::as_map) {
            for (name, sel) in reqs.iter() {
                let matching = match get(sel, "matchName") {
                    Some(n) => Match::Name(n.as_str().unwrap_or("").to_string()),
                    None => Match::Labels(
                        get(sel, "matchLabels")
                            .and_then(Value::as_map)
                            .map(|m| {
                                m.iter()
                                    .map(|(k, v)| {
                                        (k.to_string(), v.as_str().unwrap_or("").to_string())
                                    })
                                    .collect()
                            })
                            .unwrap_or_default(),
                    ),
                };
                let kind = if changing {
                    format!("{}{}", str_of(get(sel, "kind")), calls.get())
                } else {
                    str_of(get(sel, "kind")).to_string()
                };
                rsp.requirements.extra_resources.insert(
                    name.to_string(),
                    ResourceSelector {
                        api_version: str_of(get(sel, "apiVersion")).to_string(),
                        kind,
                        matching,
                        namespace: None,
                    },
                );
            }
        }
        let mut ctx = req
            .context
            .as_ref()
            .and_then(Value::as_map)
            .cloned()
            .unwrap_or_default();
        let mut seen = Map::new();
        for (name, items) in &req.extra_resources {
            let names: Vec<Value> = items
                .iter()
                .map(|r| {
                    Value::string(str_of(
                        get(&r.resource, "metadata").and_then(|m| get(m, "name")),
                    ))
                })
                .collect();
            seen.insert(name.as_str().into(), Value::list(names));
        }
        if !seen.is_empty() {
            ctx.insert("seen".into(), Value::map(seen));
            ctx.insert(
                "calls".into(),
                Value::int(i64::try_from(calls.get()).unwrap_or(-1)),
            );
        }
        rsp.context = Some(Value::map(ctx));
        rsp.results.push(FnResult {
            severity: Severity::Warning,
            message: "careful".into(),
            reason: None,
            target: Some(Target::Composite),
        });
        rsp.results.push(FnResult {
            severity: Severity::Normal,
            message: "done".into(),
            reason: None,
            target: Some(Target::Composite),
        });
        rsp.conditions.push(Condition {
            kind: "FullyResolved".into(),
            status: ConditionStatus::True,
            reason: "AllItemsProcessed".into(),
            message: Some("all items complete".into()),
            target: Some(Target::Composite),
        });
        Ok(rsp)
    }
}

const XR: &str = "apiVersion: example.com/v1\nkind: XThing\nmetadata:\n  name: thing-1\n  uid: u-1\nspec:\n  size: 3\n";

fn composition(input: &str) -> String {
    let indented: String = input.lines().map(|l| format!("        {l}\n")).collect();
    format!(
        "apiVersion: apiextensions.crossplane.io/v1\nkind: Composition\nmetadata:\n  name: c\nspec:\n  compositeTypeRef:\n    apiVersion: example.com/v1\n    kind: XThing\n  mode: Pipeline\n  pipeline:\n    - step: only step\n      functionRef:\n        name: fn-hcl\n      input:\n{indented}"
    )
}

struct Setup {
    map: SourceMap,
    input: RenderInput,
}

fn setup(input: &str, observed: &str, extra: &str) -> Setup {
    let mut map = SourceMap::new();
    let xr = load(&mut map, "xr.yaml", XR).remove(0);
    let comp = load(&mut map, "composition.yaml", &composition(input)).remove(0);
    let observed = load(&mut map, "observed.yaml", observed);
    let extra_resources = load(&mut map, "extra.yaml", extra);
    let input = RenderInput {
        xr,
        composition: comp,
        observed,
        extra_resources,
        include_results: true,
        include_context: true,
        include_full_xr: false,
        context: Map::new(),
    };
    Setup { map, input }
}

#[test]
fn composed_resources_get_render_metadata_and_the_xr_gets_conditions() {
    let s = setup(
        "resources:\n  e: {apiVersion: v1, kind: E}\n  d: {apiVersion: v1, kind: D}\n  c: {apiVersion: v1, kind: C}\n  b: {apiVersion: v1, kind: B}\n  a: {apiVersion: v1, kind: A, metadata: {name: own-name, labels: {x: y}}}\nstatus: {answer: 42}\n",
        "",
        "",
    );
    let calls = Cell::new(0);
    let docs = render(&s.input, &mut stub(&calls)).expect("render succeeds");
    assert_eq!(calls.get(), 1);
    // XR, five composed resources sorted by name, two Results, the Context.
    assert_eq!(docs.len(), 1 + 5 + 2 + 1);
    let expected_xr = value(
        r#"
apiVersion: example.com/v1
kind: XThing
metadata: {name: thing-1}
status:
  answer: 42
  conditions:
  - {lastTransitionTime: "2024-01-01T00:00:00Z", message: "Unready resources: a, b, c, and 2 more", reason: Creating, status: "False", type: Ready}
  - {lastTransitionTime: "2024-01-01T00:00:00Z", message: all items complete, reason: AllItemsProcessed, status: "True", type: FullyResolved}
"#,
    );
    assert_eq!(docs[0], expected_xr);
    let expected_a = value(
        r#"
apiVersion: v1
kind: A
metadata:
  name: own-name
  generateName: thing-1-
  labels: {x: y, crossplane.io/composite: thing-1}
  annotations: {crossplane.io/composition-resource-name: a}
  ownerReferences:
  - {apiVersion: example.com/v1, kind: XThing, name: thing-1, uid: u-1, controller: true, blockOwnerDeletion: true}
"#,
    );
    assert_eq!(docs[1], expected_a);
    let kinds: Vec<&str> = docs[1..6].iter().map(|d| str_of(get(d, "kind"))).collect();
    assert_eq!(kinds, ["A", "B", "C", "D", "E"]);
    assert_eq!(docs[6], value("{apiVersion: render.crossplane.io/v1beta1, kind: Result, step: only step, severity: SEVERITY_WARNING, message: careful}"));
    assert_eq!(docs[7], value("{apiVersion: render.crossplane.io/v1beta1, kind: Result, step: only step, severity: SEVERITY_NORMAL, message: done}"));
    // The context started empty and the stub added nothing: `fields: null`.
    assert_eq!(
        docs[8],
        value("{apiVersion: render.crossplane.io/v1beta1, kind: Context, fields: null}")
    );
}

#[test]
fn readiness_of_the_xr() {
    let calls = Cell::new(0);
    let ready_all = setup(
        "resources: {a: {kind: A}}\nready: {a: READY_TRUE}\n",
        "",
        "",
    );
    let docs = render(&ready_all.input, &mut stub(&calls)).unwrap();
    let ready = &get(get(&docs[0], "status").unwrap(), "conditions")
        .unwrap()
        .as_list()
        .unwrap()[0];
    assert_eq!(
        ready,
        &value(
            r#"{lastTransitionTime: "2024-01-01T00:00:00Z", reason: Available, status: "True", type: Ready}"#
        )
    );

    let xr_false = setup(
        "resources: {a: {kind: A}}\nstatus: {}\nxrReady: READY_FALSE\n",
        "",
        "",
    );
    let docs = render(&xr_false.input, &mut stub(&calls)).unwrap();
    let ready = &get(get(&docs[0], "status").unwrap(), "conditions")
        .unwrap()
        .as_list()
        .unwrap()[0];
    assert_eq!(
        ready,
        &value(
            r#"{lastTransitionTime: "2024-01-01T00:00:00Z", reason: Creating, status: "False", type: Ready}"#
        )
    );
}

#[test]
fn observed_names_are_kept_and_results_and_context_are_optional() {
    let mut s = setup(
        "resources:\n  bucket: {apiVersion: v1, kind: Bucket, metadata: {name: desired-name}}\n",
        "apiVersion: v1\nkind: Bucket\nmetadata:\n  name: observed-name\n  annotations: {crossplane.io/composition-resource-name: bucket}\nstatus: {x: 1}\n",
        "",
    );
    s.input.include_results = false;
    s.input.include_context = false;
    let calls = Cell::new(0);
    let docs = render(&s.input, &mut stub(&calls)).unwrap();
    assert_eq!(docs.len(), 2);
    let meta = get(&docs[1], "metadata").unwrap();
    assert_eq!(str_of(get(meta, "name")), "observed-name");
    // The printed composed resource is the desired body: no observed status.
    assert!(get(&docs[1], "status").is_none());
}

#[test]
fn requirements_loop_fetches_extra_resources() {
    let s = setup(
        "requirements:\n  by-labels: {apiVersion: v1, kind: ConfigMap, matchLabels: {team: a}}\n  by-name: {apiVersion: v1, kind: ConfigMap, matchName: cm-2}\n  missing: {apiVersion: v1, kind: Secret, matchName: nope}\n",
        "",
        "---\napiVersion: v1\nkind: ConfigMap\nmetadata: {name: cm-3, labels: {team: a}}\n---\napiVersion: v1\nkind: ConfigMap\nmetadata: {name: cm-1, labels: {team: a, extra: x}}\n---\napiVersion: v1\nkind: ConfigMap\nmetadata: {name: cm-2, labels: {team: b}}\n---\napiVersion: v2\nkind: ConfigMap\nmetadata: {name: cm-0, labels: {team: a}}\n",
    );
    let calls = Cell::new(0);
    let docs = render(&s.input, &mut stub(&calls)).unwrap();
    // First call asks, second call gets the resources and asks the same again: stable.
    assert_eq!(calls.get(), 2);
    let context = docs.last().and_then(|d| get(d, "fields")).unwrap();
    assert_eq!(
        context,
        &value("{calls: 2, seen: {by-labels: [cm-1, cm-3], by-name: [cm-2], missing: []}}")
    );
}

#[test]
fn requirements_that_never_stabilize_fail_after_six_calls() {
    let s = setup(
        "changing: true\nrequirements:\n  r: {apiVersion: v1, kind: ConfigMap, matchName: x}\n",
        "",
        "",
    );
    let calls = Cell::new(0);
    let err = render(&s.input, &mut stub(&calls)).unwrap_err();
    assert_eq!(calls.get(), 6);
    assert_eq!(
        err.detail,
        "requirements didn't stabilize after the maximum number of iterations (5)"
    );
}

#[test]
fn a_fatal_result_fails_the_render() {
    let s = setup("fatal: boom\n", "", "");
    let calls = Cell::new(0);
    let err = render(&s.input, &mut stub(&calls)).unwrap_err();
    assert_eq!(
        err.summary,
        "pipeline step \"only step\" returned a fatal result: boom"
    );
}

#[test]
fn input_errors_point_at_the_source() {
    let mut map = SourceMap::new();
    let xr = load(&mut map, "xr.yaml", XR).remove(0);
    let comp = load(
        &mut map,
        "composition.yaml",
        "apiVersion: apiextensions.crossplane.io/v1\nkind: Composition\nspec:\n  compositeTypeRef:\n    apiVersion: example.com/v1\n    kind: XOther\n  pipeline: []\n",
    )
    .remove(0);
    let input = RenderInput {
        xr,
        composition: comp,
        observed: vec![],
        extra_resources: vec![],
        include_results: false,
        include_context: false,
        include_full_xr: false,
        context: Map::new(),
    };
    let calls = Cell::new(0);
    let err = render(&input, &mut stub(&calls)).unwrap_err();
    assert_eq!(
        err.detail,
        "the Composition's compositeTypeRef.kind (XOther) does not match the XR's kind (XThing)"
    );
    let range = map.range(err.subject.expect("has a span"));
    assert_eq!((range.start.line, range.start.column), (6, 11));
    assert_eq!(calls.get(), 0);

    let s = setup("{}", "kind: Orphan\nmetadata: {name: o}\n", "");
    let err = render(&s.input, &mut stub(&calls)).unwrap_err();
    assert!(
        err.detail.contains("has no metadata.annotations"),
        "{err:?}"
    );
    let range = s.map.range(err.subject.unwrap());
    assert_eq!(range.start.line, 1);
}

#[test]
fn the_initial_context_reaches_the_function_and_the_output() {
    let mut s = setup("{}", "", "");
    s.input
        .context
        .insert("example.com/k".into(), value("{a: [1, 2]}"));
    let calls = Cell::new(0);
    let docs = render(&s.input, &mut stub(&calls)).unwrap();
    assert_eq!(
        docs.last().and_then(|d| get(d, "fields")),
        Some(&value("{example.com/k: {a: [1, 2]}}"))
    );
}

#[test]
fn full_xr_keeps_spec_and_metadata() {
    let mut s = setup("{}", "", "");
    s.input.include_full_xr = true;
    let calls = Cell::new(0);
    let docs = render(&s.input, &mut stub(&calls)).unwrap();
    assert_eq!(get(&docs[0], "spec"), Some(&value("{size: 3}")));
    assert_eq!(
        str_of(get(get(&docs[0], "metadata").unwrap(), "uid")),
        "u-1"
    );
}
