//! A local `crossplane render` for compositions whose pipeline steps run function-hcl.
//!
//! Semantics (what `crossplane render -r -c` does for such a composition):
//!
//! 1. **Inputs.** The XR (one object with `apiVersion`, `kind`, `metadata.name`), the
//!    Composition (`spec.pipeline`: steps with `step`, `functionRef.name`, optional `input`;
//!    `spec.mode` absent or `Pipeline`; `spec.compositeTypeRef` must name the XR's apiVersion and
//!    kind), observed composed resources (keyed by their
//!    `crossplane.io/composition-resource-name` annotation; no connection details) and extra
//!    resources (candidates for requirements).
//! 2. **Pipeline.** Desired state starts empty and the context as the given initial context
//!    (an empty object unless `--context-values`/`--context-files` supply keys). Every step
//!    is run with the observed state, the desired state and context left by the previous step,
//!    and the step's `input`. Each step runs the *requirements loop*: call the function; stop when
//!    the response has a FATAL result or its requirements equal the previous call's (initially
//!    none); otherwise fetch the selected extra resources, put them in the request
//!    (`extra_resources` for `requirements.extra_resources`, `required_resources` for
//!    `requirements.resources`), take the response's context as the request context and call
//!    again. Calls are numbered 0 to [`MAX_REQUIREMENTS_ITERATIONS`]; a call numbered
//!    `MAX_REQUIREMENTS_ITERATIONS` whose requirements still changed is an error. The last
//!    response is the step's result; a FATAL result fails the render with
//!    `pipeline step "<step>" returned a fatal result: <message>`.
//! 3. **Fetching.** A selector matches objects of its `apiVersion` and `kind` (and namespace,
//!    if it has one), candidates sorted by `metadata.name`: `match_name` gives the first object
//!    with that name, `match_labels` every object whose labels include all of them. No match
//!    gives an entry with no items.
//! 4. **Output documents**, every map's keys sorted by the writer:
//!    * the XR: `apiVersion`, `kind`, `metadata` (`name`, `namespace`; the whole input metadata
//!      and `spec` with `include_full_xr`), `status` = the desired XR's status with conditions:
//!      first `Ready` (`Creating`/`False` with `Unready resources: a, b, c, and N more` when a
//!      desired composed resource is not `READY_TRUE` and the desired XR's readiness is
//!      unspecified; `Creating` without message when the desired XR is `READY_FALSE`; otherwise
//!      `Available`/`True`), then every function condition in response order, a condition
//!      replacing an earlier one of the same type. Every `lastTransitionTime` is
//!      [`CONDITION_TIME`].
//!    * the composed resources sorted by composition resource name: the desired body with
//!      name/namespace/generateName copied from the observed resource of the same name (when
//!      set), `metadata.generateName: <prefix>-`, label `crossplane.io/composite: <prefix>`
//!      (the XR's own `crossplane.io/composite` label, else its name; the claim labels when the
//!      XR has them), annotation `crossplane.io/composition-resource-name`, and one controller
//!      owner reference to the XR (replacing one with the same uid; another controller is an
//!      error).
//!    * with `include_results`, one `render.crossplane.io/v1beta1` `Result` (`step`,
//!      `severity`, `message`) per non-fatal result of each step's last response.
//!    * with `include_context`, a `Context` document whose `fields` is the final context
//!      (`null` when it has no fields).

use indexmap::IndexMap;
use std::sync::Arc;
use strata_core::yaml::{Node, NodeValue};
use strata_core::{Diagnostic, Map, Value};
use strata_fnhcl::model::{self, FunctionRequest, FunctionResponse, Ready, Requirements};

/// Calls numbered `0..=MAX_REQUIREMENTS_ITERATIONS` may run per step.
pub const MAX_REQUIREMENTS_ITERATIONS: usize = 5;

/// The fixed `lastTransitionTime` of every condition render prints.
pub const CONDITION_TIME: &str = "2024-01-01T00:00:00Z";

const RESOURCE_NAME_ANNOTATION: &str = "crossplane.io/composition-resource-name";
const COMPOSITE_LABEL: &str = "crossplane.io/composite";
const CLAIM_NAME_LABEL: &str = "crossplane.io/claim-name";
const CLAIM_NAMESPACE_LABEL: &str = "crossplane.io/claim-namespace";
const RENDER_API_VERSION: &str = "render.crossplane.io/v1beta1";

/// The inputs of one render, as loaded YAML documents (spans point into the caller's source map).
#[derive(Clone, Debug)]
pub struct RenderInput {
    /// The composite resource (`xr.yaml`).
    pub xr: Node,
    /// The Composition.
    pub composition: Node,
    /// Observed composed resources (`-o`).
    pub observed: Vec<Node>,
    /// Extra resources (`-e`).
    pub extra_resources: Vec<Node>,
    /// `-r`: print Result documents.
    pub include_results: bool,
    /// `-c`: print the Context document.
    pub include_context: bool,
    /// `-x`: print the input XR's metadata and spec.
    pub include_full_xr: bool,
    /// The context the pipeline starts with (`--context-values`, `--context-files`).
    pub context: Map,
}

/// One pipeline step of the Composition.
#[derive(Clone, Debug, PartialEq)]
pub struct Step {
    /// The step name.
    pub name: String,
    /// The name of the function the step calls.
    pub function: String,
    /// The step's input.
    pub input: Option<Value>,
}

/// Runs a function for one step: `(step name, function name, request) -> response`.
pub type Runner<'a> = dyn FnMut(&Step, &FunctionRequest) -> Result<FunctionResponse, String> + 'a;

fn error_at(node: &Node, summary: &str, detail: impl Into<String>) -> Diagnostic {
    Diagnostic::error(summary, detail).with_subject(node.span)
}

fn require_map<'n>(node: &'n Node, what: &str) -> Result<&'n Node, Diagnostic> {
    match &node.value {
        NodeValue::Map(_) => Ok(node),
        _ => Err(error_at(
            node,
            "Invalid input",
            format!("{what} must be a mapping, not a {}", node.kind()),
        )),
    }
}

fn require_str<'n>(parent: &'n Node, key: &str, what: &str) -> Result<&'n str, Diagnostic> {
    match parent.get(key) {
        Some(n) => match n.as_str() {
            Some(s) if !s.is_empty() => Ok(s),
            _ => Err(error_at(
                n,
                "Invalid input",
                format!("{what}.{key} must be a non-empty string"),
            )),
        },
        None => Err(error_at(
            parent,
            "Invalid input",
            format!("{what} has no {key}"),
        )),
    }
}

/// Reads the pipeline steps of a Composition and checks it against the XR.
pub fn pipeline_steps(composition: &Node, xr: &Node) -> Result<Vec<Step>, Diagnostic> {
    require_map(composition, "the Composition")?;
    let spec = composition.get("spec").ok_or_else(|| {
        error_at(
            composition,
            "Invalid Composition",
            "the Composition has no spec",
        )
    })?;
    require_map(spec, "spec")?;
    if let Some(mode) = spec.get("mode") {
        if !matches!(mode.value, NodeValue::Null) && mode.as_str() != Some("Pipeline") {
            return Err(error_at(
                mode,
                "Unsupported Composition",
                "render supports only Composition Function pipelines: spec.mode must be Pipeline",
            ));
        }
    }
    if let Some(type_ref) = spec.get("compositeTypeRef") {
        for (key, what) in [("apiVersion", "apiVersion"), ("kind", "kind")] {
            let want = type_ref.get(key).and_then(Node::as_str).unwrap_or("");
            let have = xr.get(key).and_then(Node::as_str).unwrap_or("");
            if want != have {
                return Err(error_at(
                    type_ref.get(key).unwrap_or(type_ref),
                    "Composition does not match the XR",
                    format!("the Composition's compositeTypeRef.{what} ({want}) does not match the XR's {what} ({have})"),
                ));
            }
        }
    }
    let pipeline = spec.get("pipeline").ok_or_else(|| {
        error_at(
            spec,
            "Invalid Composition",
            "the Composition has no spec.pipeline",
        )
    })?;
    let NodeValue::Seq(items) = &pipeline.value else {
        return Err(error_at(
            pipeline,
            "Invalid Composition",
            "spec.pipeline must be a sequence",
        ));
    };
    if items.is_empty() {
        return Err(error_at(
            pipeline,
            "Invalid Composition",
            "spec.pipeline has no steps",
        ));
    }
    let mut steps = Vec::with_capacity(items.len());
    for (i, item) in items.iter().enumerate() {
        let what = format!("spec.pipeline[{i}]");
        require_map(item, &what)?;
        let name = require_str(item, "step", &what)?;
        let function_ref = item.get("functionRef").ok_or_else(|| {
            error_at(
                item,
                "Invalid Composition",
                format!("{what} has no functionRef"),
            )
        })?;
        let function = require_str(function_ref, "name", &format!("{what}.functionRef"))?;
        let input = match item.get("input") {
            None => None,
            Some(n) if matches!(n.value, NodeValue::Null) => None,
            Some(n) => {
                require_map(n, &format!("{what}.input"))?;
                Some(n.to_value())
            }
        };
        steps.push(Step {
            name: name.to_string(),
            function: function.to_string(),
            input,
        });
    }
    Ok(steps)
}

fn str_at<'v>(v: &'v Value, path: &[&str]) -> Option<&'v str> {
    let mut cur = v;
    for key in path {
        cur = cur.as_map()?.get(*key)?;
    }
    cur.as_str()
}

fn map_at<'v>(v: &'v Value, path: &[&str]) -> Option<&'v Map> {
    let mut cur = v;
    for key in path {
        cur = cur.as_map()?.get(*key)?;
    }
    cur.as_map()
}

/// Observed composed resources keyed by their composition resource name annotation.
fn observed_resources(observed: &[Node]) -> Result<IndexMap<String, model::Resource>, Diagnostic> {
    let mut out = IndexMap::new();
    for node in observed {
        if matches!(node.value, NodeValue::Null) {
            continue;
        }
        require_map(node, "an observed resource")?;
        let value = node.to_value();
        let Some(name) = str_at(
            &value,
            &["metadata", "annotations", RESOURCE_NAME_ANNOTATION],
        ) else {
            return Err(error_at(
                node,
                "Invalid observed resource",
                format!("an observed resource has no metadata.annotations[{RESOURCE_NAME_ANNOTATION:?}]"),
            ));
        };
        out.insert(
            name.to_string(),
            model::Resource {
                resource: value,
                ..model::Resource::default()
            },
        );
    }
    Ok(out)
}

/// Selects candidates for one selector (see the module doc).
pub fn select(candidates: &[Value], selector: &model::ResourceSelector) -> Vec<model::Resource> {
    let mut matching: Vec<&Value> = candidates
        .iter()
        .filter(|c| {
            str_at(c, &["apiVersion"]) == Some(selector.api_version.as_str())
                && str_at(c, &["kind"]) == Some(selector.kind.as_str())
                && selector
                    .namespace
                    .as_deref()
                    .is_none_or(|ns| str_at(c, &["metadata", "namespace"]) == Some(ns))
        })
        .collect();
    strata_core::sort::sort_by(&mut matching, |a, b| {
        str_at(a, &["metadata", "name"]).cmp(&str_at(b, &["metadata", "name"]))
    });
    let picked: Vec<&Value> = match &selector.matching {
        model::Match::Unset => Vec::new(),
        model::Match::Name(name) => matching
            .into_iter()
            .find(|c| str_at(c, &["metadata", "name"]) == Some(name.as_str()))
            .into_iter()
            .collect(),
        model::Match::Labels(labels) => matching
            .into_iter()
            .filter(|c| {
                let have = map_at(c, &["metadata", "labels"]);
                labels.iter().all(|(k, v)| {
                    have.and_then(|h| h.get(k.as_str())).and_then(Value::as_str) == Some(v)
                })
            })
            .collect(),
    };
    picked
        .into_iter()
        .map(|v| model::Resource {
            resource: v.clone(),
            ..model::Resource::default()
        })
        .collect()
}

fn fetch(
    candidates: &[Value],
    selectors: &IndexMap<String, model::ResourceSelector>,
) -> IndexMap<String, Vec<model::Resource>> {
    selectors
        .iter()
        .map(|(name, s)| (name.clone(), select(candidates, s)))
        .collect()
}

/// Runs one step's requirements loop and returns its last response.
fn run_step(
    step: &Step,
    mut request: FunctionRequest,
    candidates: &[Value],
    runner: &mut Runner<'_>,
) -> Result<FunctionResponse, Diagnostic> {
    let mut previous = Requirements::default();
    for iteration in 0..=MAX_REQUIREMENTS_ITERATIONS {
        let response = runner(step, &request).map_err(|e| {
            Diagnostic::error(format!("cannot run pipeline step {:?}", step.name), e)
        })?;
        if response.fatal_result().is_some() || response.requirements == previous {
            return Ok(response);
        }
        if iteration == MAX_REQUIREMENTS_ITERATIONS {
            break;
        }
        request.extra_resources = fetch(candidates, &response.requirements.extra_resources);
        request.required_resources = fetch(candidates, &response.requirements.resources);
        request.context = response.context.clone();
        previous = response.requirements;
    }
    Err(Diagnostic::error(
        format!("pipeline step {:?} failed", step.name),
        format!("requirements didn't stabilize after the maximum number of iterations ({MAX_REQUIREMENTS_ITERATIONS})"),
    ))
}

fn condition_value(kind: &str, status: &str, reason: &str, message: Option<&str>) -> Value {
    let mut m = Map::new();
    m.insert("lastTransitionTime".into(), Value::string(CONDITION_TIME));
    if let Some(msg) = message.filter(|m| !m.is_empty()) {
        m.insert("message".into(), Value::string(msg));
    }
    m.insert("reason".into(), Value::string(reason));
    m.insert("status".into(), Value::string(status));
    m.insert("type".into(), Value::string(kind));
    Value::map(m)
}

/// Sets a condition: replaces the one of the same type, else appends.
fn set_condition(conditions: &mut Vec<Value>, condition: Value) {
    let kind = str_at(&condition, &["type"]).map(str::to_string);
    match conditions
        .iter_mut()
        .find(|c| str_at(c, &["type"]).map(str::to_string) == kind)
    {
        Some(slot) => *slot = condition,
        None => conditions.push(condition),
    }
}

/// `a, b, c, and N more` over the sorted names.
fn n_and_some_more(n: usize, names: &[&str]) -> String {
    let mut sorted = names.to_vec();
    strata_core::sort::sort(&mut sorted);
    if sorted.len() > n {
        format!("{}, and {} more", sorted[..n].join(", "), sorted.len() - n)
    } else {
        sorted.join(", ")
    }
}

fn ready_condition(desired: &model::State) -> Value {
    let xr_ready = desired
        .composite
        .as_ref()
        .map_or(Ready::Unspecified, |c| c.ready);
    let unready: Vec<&str> = desired
        .resources
        .iter()
        .filter(|(_, r)| r.ready != Ready::True)
        .map(|(n, _)| n.as_str())
        .collect();
    match xr_ready {
        Ready::False => condition_value("Ready", "False", "Creating", None),
        Ready::Unspecified if !unready.is_empty() => {
            let msg = format!("Unready resources: {}", n_and_some_more(3, &unready));
            condition_value("Ready", "False", "Creating", Some(&msg))
        }
        _ => condition_value("Ready", "True", "Available", None),
    }
}

fn xr_document(
    xr: &Value,
    desired: &model::State,
    conditions: &[model::Condition],
    full: bool,
) -> Value {
    let mut out = Map::new();
    for key in ["apiVersion", "kind"] {
        if let Some(v) = xr.as_map().and_then(|m| m.get(key)) {
            out.insert(key.into(), v.clone());
        }
    }
    if full {
        for key in ["metadata", "spec"] {
            if let Some(v) = xr.as_map().and_then(|m| m.get(key)) {
                out.insert(key.into(), v.clone());
            }
        }
    } else {
        let mut meta = Map::new();
        for key in ["name", "namespace"] {
            if let Some(v) = str_at(xr, &["metadata", key]).filter(|s| !s.is_empty()) {
                meta.insert(key.into(), Value::string(v));
            }
        }
        out.insert("metadata".into(), Value::map(meta));
    }
    let mut status = desired
        .composite
        .as_ref()
        .and_then(|c| map_at(&c.resource, &["status"]))
        .cloned()
        .unwrap_or_default();
    let mut list: Vec<Value> = status
        .get("conditions")
        .and_then(Value::as_list)
        .map(<[Value]>::to_vec)
        .unwrap_or_default();
    set_condition(&mut list, ready_condition(desired));
    for c in conditions {
        let status = match c.status {
            model::ConditionStatus::True => "True",
            model::ConditionStatus::False => "False",
            _ => "Unknown",
        };
        set_condition(
            &mut list,
            condition_value(&c.kind, status, &c.reason, c.message.as_deref()),
        );
    }
    status.insert("conditions".into(), Value::list(list));
    out.insert("status".into(), Value::map(status));
    Value::map(out)
}

fn composed_document(
    name: &str,
    desired: &model::Resource,
    observed: Option<&model::Resource>,
    xr: &Value,
) -> Result<Value, Diagnostic> {
    let mut body = match &desired.resource {
        Value::Map(m) => (**m).clone(),
        Value::Null => Map::new(),
        other => {
            return Err(Diagnostic::error(
                "Invalid desired resource",
                format!(
                    "desired resource {name:?} is a {}, not an object",
                    other.kind()
                ),
            ))
        }
    };
    let mut meta = body
        .get("metadata")
        .and_then(Value::as_map)
        .cloned()
        .unwrap_or_default();
    if let Some(o) = observed {
        for key in ["name", "namespace", "generateName"] {
            if let Some(v) = str_at(&o.resource, &["metadata", key]).filter(|s| !s.is_empty()) {
                meta.insert(key.into(), Value::string(v));
            }
        }
    }
    let xr_name = str_at(xr, &["metadata", "name"]).unwrap_or("");
    let xr_labels = map_at(xr, &["metadata", "labels"]);
    let label = |k: &str| {
        xr_labels
            .and_then(|l| l.get(k))
            .and_then(Value::as_str)
            .filter(|s| !s.is_empty())
    };
    let prefix = label(COMPOSITE_LABEL).unwrap_or(xr_name).to_string();
    meta.insert("generateName".into(), Value::string(format!("{prefix}-")));

    let mut labels = meta
        .get("labels")
        .and_then(Value::as_map)
        .cloned()
        .unwrap_or_default();
    labels.insert(COMPOSITE_LABEL.into(), Value::string(prefix.as_str()));
    for key in [CLAIM_NAME_LABEL, CLAIM_NAMESPACE_LABEL] {
        if let Some(v) = label(key) {
            labels.insert(key.into(), Value::string(v));
        }
    }
    meta.insert("labels".into(), Value::map(labels));

    let mut annotations = meta
        .get("annotations")
        .and_then(Value::as_map)
        .cloned()
        .unwrap_or_default();
    annotations.insert(RESOURCE_NAME_ANNOTATION.into(), Value::string(name));
    meta.insert("annotations".into(), Value::map(annotations));

    let xr_uid = str_at(xr, &["metadata", "uid"]).unwrap_or("");
    let mut owner = Map::new();
    owner.insert(
        "apiVersion".into(),
        Value::string(str_at(xr, &["apiVersion"]).unwrap_or("")),
    );
    owner.insert("blockOwnerDeletion".into(), Value::Bool(true));
    owner.insert("controller".into(), Value::Bool(true));
    owner.insert(
        "kind".into(),
        Value::string(str_at(xr, &["kind"]).unwrap_or("")),
    );
    owner.insert("name".into(), Value::string(xr_name));
    owner.insert("uid".into(), Value::string(xr_uid));
    let mut refs: Vec<Value> = Vec::new();
    for r in meta
        .get("ownerReferences")
        .and_then(Value::as_list)
        .unwrap_or(&[])
    {
        let same_uid = str_at(r, &["uid"]).unwrap_or("") == xr_uid;
        let is_controller =
            r.as_map().and_then(|m| m.get("controller")) == Some(&Value::Bool(true));
        if same_uid {
            continue;
        }
        if is_controller {
            return Err(Diagnostic::error(
                "Invalid desired resource",
                format!(
                    "desired resource {name:?} is already controlled by {} {} (uid {})",
                    str_at(r, &["kind"]).unwrap_or(""),
                    str_at(r, &["name"]).unwrap_or(""),
                    str_at(r, &["uid"]).unwrap_or("")
                ),
            ));
        }
        refs.push(r.clone());
    }
    refs.push(Value::map(owner));
    meta.insert("ownerReferences".into(), Value::list(refs));
    body.insert("metadata".into(), Value::map(meta));
    Ok(Value::map(body))
}

fn render_doc(kind: &str) -> Map {
    let mut m = Map::new();
    m.insert("apiVersion".into(), Value::string(RENDER_API_VERSION));
    m.insert("kind".into(), Value::string(kind));
    m
}

/// Renders the composition for the XR. Returns the output documents in print order.
pub fn render(input: &RenderInput, runner: &mut Runner<'_>) -> Result<Vec<Value>, Diagnostic> {
    require_map(&input.xr, "the XR")?;
    require_str(&input.xr, "apiVersion", "the XR")?;
    require_str(&input.xr, "kind", "the XR")?;
    let xr_meta = input
        .xr
        .get("metadata")
        .ok_or_else(|| error_at(&input.xr, "Invalid input", "the XR has no metadata"))?;
    require_str(xr_meta, "name", "the XR's metadata")?;
    let steps = pipeline_steps(&input.composition, &input.xr)?;
    let xr = input.xr.to_value();
    let observed = model::State {
        composite: Some(model::Resource {
            resource: xr.clone(),
            ..model::Resource::default()
        }),
        resources: observed_resources(&input.observed)?,
    };
    let candidates: Vec<Value> = input
        .extra_resources
        .iter()
        .filter(|n| !matches!(n.value, NodeValue::Null))
        .map(|n| require_map(n, "an extra resource").map(Node::to_value))
        .collect::<Result<_, _>>()?;

    let mut desired = model::State::default();
    let mut context = Some(Value::map(input.context.clone()));
    let mut conditions = Vec::new();
    let mut results = Vec::new();
    for step in &steps {
        let request = FunctionRequest {
            observed: observed.clone(),
            desired: desired.clone(),
            input: step.input.clone(),
            context: context.clone(),
            ..FunctionRequest::default()
        };
        let response = run_step(step, request, &candidates, runner)?;
        if let Some(fatal) = response.fatal_result() {
            return Err(Diagnostic::error(
                format!(
                    "pipeline step {:?} returned a fatal result: {}",
                    step.name, fatal.message
                ),
                "",
            ));
        }
        for r in &response.results {
            let mut doc = render_doc("Result");
            doc.insert("step".into(), Value::string(step.name.as_str()));
            doc.insert("severity".into(), Value::string(r.severity.name()));
            doc.insert("message".into(), Value::string(r.message.as_str()));
            results.push(Value::map(doc));
        }
        conditions.extend(response.conditions);
        desired = response.desired;
        context = response.context;
    }

    let mut docs = vec![xr_document(
        &xr,
        &desired,
        &conditions,
        input.include_full_xr,
    )];
    let mut names: Vec<&String> = desired.resources.keys().collect();
    strata_core::sort::sort(&mut names);
    for name in names {
        if let Some(r) = desired.resources.get(name) {
            docs.push(composed_document(
                name,
                r,
                observed.resources.get(name),
                &xr,
            )?);
        }
    }
    if input.include_results {
        docs.extend(results);
    }
    if input.include_context {
        let mut doc = render_doc("Context");
        let fields = match context {
            Some(Value::Map(m)) if !m.is_empty() => Value::Map(m),
            _ => Value::Null,
        };
        doc.insert("fields".into(), fields);
        docs.push(Value::Map(Arc::new(doc)));
    }
    Ok(docs)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn and_more() {
        assert_eq!(n_and_some_more(3, &["b", "a"]), "a, b");
        assert_eq!(
            n_and_some_more(3, &["e", "d", "c", "b", "a"]),
            "a, b, c, and 2 more"
        );
    }
}
