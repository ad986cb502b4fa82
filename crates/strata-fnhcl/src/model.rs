//! The request/response model of a Crossplane composition function, free of protobuf.
//!
//! These types mirror `RunFunctionRequest` / `RunFunctionResponse` of the composition-function
//! protocol (`apiextensions.fn.proto.v1`; `v1beta1` has the same messages and maps onto the same
//! model). The gRPC server (`strata-fnhcl-grpc`) converts protobuf to and from these types; the
//! evaluator ([`crate::run`]) only ever sees these types. Every field the protocol defines for v1
//! is here, including the ones function-hcl ignores, so a request survives a round trip
//! protobuf -> model -> protobuf without loss (see "Lossy corners" below).
//!
//! Representation rules:
//!
//! * A `google.protobuf.Struct` is a [`Value::Map`]; a `google.protobuf.Value` is any [`Value`].
//!   An absent `Struct` field is `None` where the protocol gives the field explicit presence
//!   (`input`, `context`, `output`, `openapi_v3`), and [`Value::Null`] for [`Resource::resource`].
//! * protobuf `map<..>` fields are [`IndexMap`]s. Maps have no order on the wire; the server
//!   fills them in sorted key order so that everything downstream is deterministic.
//! * `bytes` are `Vec<u8>`.
//! * Enums are Rust enums. A value the protocol does not define (a newer peer) decodes as the
//!   enum's `Unspecified` variant.
//! * A `Resources` message is a `Vec<Resource>`; an entry whose message was empty or nil (a
//!   selector that matched nothing) is an empty vector.
//!
//! Values that come from the wire nest at most 256 objects/lists deep (the server's decoder
//! limit); values going to the wire must respect the same limit.
//!
//! Lossy corners: protobuf numbers are `f64`, so an integer beyond 2^53 or a decimal that `f64`
//! cannot hold is rounded when it goes to the wire; a negative `ttl` is read as zero.

use indexmap::IndexMap;
use smol_str::SmolStr;
use std::time::Duration;
use strata_core::Value;

/// `RunFunctionRequest`: what Crossplane sends to a function for one pipeline step.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct FunctionRequest {
    /// Field 1.
    pub meta: RequestMeta,
    /// Field 2: the observed composite resource and composed resources.
    pub observed: State,
    /// Field 3: the desired state accumulated by earlier pipeline steps.
    pub desired: State,
    /// Field 4: the step's `input` object (for function-hcl an `HclInput`, see [`HclInput`]).
    pub input: Option<Value>,
    /// Field 5: the pipeline context handed on from earlier steps.
    pub context: Option<Value>,
    /// Field 6 (deprecated upstream, still what function-hcl reads): resources fetched for the
    /// previous response's `requirements.extra_resources`, keyed by requirement name.
    pub extra_resources: IndexMap<String, Vec<Resource>>,
    /// Field 7: credentials supplied to the step, keyed by name.
    pub credentials: IndexMap<String, Credentials>,
    /// Field 8: resources fetched for the previous response's `requirements.resources`.
    pub required_resources: IndexMap<String, Vec<Resource>>,
    /// Field 9: schemas fetched for the previous response's `requirements.schemas`.
    pub required_schemas: IndexMap<String, Schema>,
}

/// `RequestMeta`.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct RequestMeta {
    /// Field 1: opaque tag; identical requests carry identical tags.
    pub tag: String,
    /// Field 2: what the calling Crossplane supports (Crossplane 2.2 and later).
    pub capabilities: Vec<Capability>,
}

/// `State`: a composite resource and its composed resources.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct State {
    /// Field 1: the composite resource (XR), if the state has one.
    pub composite: Option<Resource>,
    /// Field 2: composed resources keyed by composition resource name.
    pub resources: IndexMap<String, Resource>,
}

/// `Resource`: one Kubernetes object with its connection details and readiness.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Resource {
    /// Field 1: the object as JSON (a [`Value::Map`]), or [`Value::Null`] when absent.
    pub resource: Value,
    /// Field 2: connection details (secret data).
    pub connection_details: IndexMap<String, Vec<u8>>,
    /// Field 3.
    pub ready: Ready,
}

/// `Credentials`: a oneof `source` with one known member.
#[derive(Clone, Debug, Default, PartialEq)]
pub enum Credentials {
    /// The oneof was not set (or set to a member this model does not know).
    #[default]
    Unset,
    /// Field 1 `credential_data`: `CredentialData.data` (field 1).
    Data(IndexMap<String, Vec<u8>>),
}

/// `Schema`: an OpenAPI v3 schema supplied for a schema requirement.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Schema {
    /// Field 1.
    pub openapi_v3: Option<Value>,
}

/// `RunFunctionResponse`: what a function returns for one pipeline step.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct FunctionResponse {
    /// Field 1.
    pub meta: ResponseMeta,
    /// Field 2: the full desired state; it replaces the state the step received.
    pub desired: State,
    /// Field 3: results (events; `Result` documents in `crossplane render`).
    pub results: Vec<FnResult>,
    /// Field 4: the context handed to the next step.
    pub context: Option<Value>,
    /// Field 5: resources the function wants supplied on the next call.
    pub requirements: Requirements,
    /// Field 6: conditions to set on the composite resource (and claim).
    pub conditions: Vec<Condition>,
    /// Field 7: output of an operation function (never written by composition functions).
    pub output: Option<Value>,
}

/// `ResponseMeta`.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct ResponseMeta {
    /// Field 1: echo of the request tag.
    pub tag: String,
    /// Field 2: how long the response may be cached.
    pub ttl: Option<Duration>,
}

/// `Result`: named `FnResult` to keep clear of [`std::result::Result`].
#[derive(Clone, Debug, Default, PartialEq)]
pub struct FnResult {
    /// Field 1.
    pub severity: Severity,
    /// Field 2.
    pub message: String,
    /// Field 3: a CamelCase machine-readable reason.
    pub reason: Option<String>,
    /// Field 4.
    pub target: Option<Target>,
}

/// `Requirements`: what the function needs on its next call.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Requirements {
    /// Field 1 (deprecated upstream; the field function-hcl writes).
    pub extra_resources: IndexMap<String, ResourceSelector>,
    /// Field 2.
    pub resources: IndexMap<String, ResourceSelector>,
    /// Field 3.
    pub schemas: IndexMap<String, SchemaSelector>,
}

impl Requirements {
    /// True when no requirement of any kind is present.
    pub fn is_empty(&self) -> bool {
        self.extra_resources.is_empty() && self.resources.is_empty() && self.schemas.is_empty()
    }
}

/// `ResourceSelector`: selects resources of one apiVersion and kind.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct ResourceSelector {
    /// Field 1.
    pub api_version: String,
    /// Field 2.
    pub kind: String,
    /// Oneof `match` (fields 3 and 4).
    pub matching: Match,
    /// Field 5: restricts the selection to one namespace.
    pub namespace: Option<String>,
}

/// The oneof `match` of a [`ResourceSelector`].
#[derive(Clone, Debug, Default, PartialEq)]
pub enum Match {
    /// Neither member is set.
    #[default]
    Unset,
    /// Field 3 `match_name`: the object with this name.
    Name(String),
    /// Field 4 `match_labels` (`MatchLabels.labels`): every object carrying all these labels.
    Labels(IndexMap<String, String>),
}

/// `SchemaSelector`.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct SchemaSelector {
    /// Field 1.
    pub api_version: String,
    /// Field 2.
    pub kind: String,
}

/// `Condition`: a status condition for the composite resource (and claim).
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Condition {
    /// Field 1: the condition type, e.g. `FullyResolved`.
    pub kind: String,
    /// Field 2.
    pub status: ConditionStatus,
    /// Field 3.
    pub reason: String,
    /// Field 4.
    pub message: Option<String>,
    /// Field 5.
    pub target: Option<Target>,
}

macro_rules! proto_enum {
    ($(#[$doc:meta])* $name:ident { $($(#[$vdoc:meta])* $variant:ident = $num:literal => $text:literal,)+ }) => {
        $(#[$doc])*
        #[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
        pub enum $name {
            #[default]
            $($(#[$vdoc])* #[doc = concat!("`", $text, "`")] $variant,)+
        }

        impl $name {
            /// Every value, in number order.
            pub const ALL: &'static [$name] = &[$($name::$variant,)+];

            /// The protobuf enum number.
            pub fn number(self) -> i32 {
                match self { $($name::$variant => $num,)+ }
            }

            /// The value for a protobuf enum number; unknown numbers give the unspecified value.
            pub fn from_number(n: i32) -> $name {
                match n { $($num => $name::$variant,)+ _ => $name::default() }
            }

            /// The protobuf enum value name, e.g. `SEVERITY_FATAL`.
            pub fn name(self) -> &'static str {
                match self { $($name::$variant => $text,)+ }
            }

            /// The value for a protobuf enum value name.
            pub fn from_name(s: &str) -> Option<$name> {
                match s { $($text => Some($name::$variant),)+ _ => None }
            }
        }
    };
}

proto_enum! {
    /// `Ready`: readiness of a resource.
    Ready {
        Unspecified = 0 => "READY_UNSPECIFIED",
        True = 1 => "READY_TRUE",
        False = 2 => "READY_FALSE",
    }
}

proto_enum! {
    /// `Severity` of a result. A FATAL result fails the pipeline step.
    Severity {
        Unspecified = 0 => "SEVERITY_UNSPECIFIED",
        Fatal = 1 => "SEVERITY_FATAL",
        Warning = 2 => "SEVERITY_WARNING",
        Normal = 3 => "SEVERITY_NORMAL",
    }
}

proto_enum! {
    /// `Target`: where a result or condition is reported.
    Target {
        Unspecified = 0 => "TARGET_UNSPECIFIED",
        Composite = 1 => "TARGET_COMPOSITE",
        CompositeAndClaim = 2 => "TARGET_COMPOSITE_AND_CLAIM",
    }
}

proto_enum! {
    /// `Status` of a condition.
    ConditionStatus {
        Unspecified = 0 => "STATUS_CONDITION_UNSPECIFIED",
        Unknown = 1 => "STATUS_CONDITION_UNKNOWN",
        True = 2 => "STATUS_CONDITION_TRUE",
        False = 3 => "STATUS_CONDITION_FALSE",
    }
}

proto_enum! {
    /// `Capability`: a feature the calling Crossplane supports.
    Capability {
        Unspecified = 0 => "CAPABILITY_UNSPECIFIED",
        Capabilities = 1 => "CAPABILITY_CAPABILITIES",
        RequiredResources = 2 => "CAPABILITY_REQUIRED_RESOURCES",
        Credentials = 3 => "CAPABILITY_CREDENTIALS",
        Conditions = 4 => "CAPABILITY_CONDITIONS",
        RequiredSchemas = 5 => "CAPABILITY_REQUIRED_SCHEMAS",
    }
}

impl FunctionResponse {
    /// The response function-hcl starts from: tag echoed, `ttl` of 60 seconds, the request's
    /// desired state and context passed through, nothing else.
    pub fn passthrough(req: &FunctionRequest) -> FunctionResponse {
        FunctionResponse {
            meta: ResponseMeta {
                tag: req.meta.tag.clone(),
                ttl: Some(Duration::from_secs(60)),
            },
            desired: req.desired.clone(),
            context: req.context.clone(),
            ..FunctionResponse::default()
        }
    }

    /// The pass-through response plus one FATAL result carrying `message` (how function-hcl
    /// reports any failure: no conditions, desired state and context unchanged).
    pub fn fatal(req: &FunctionRequest, message: impl Into<String>) -> FunctionResponse {
        let mut rsp = FunctionResponse::passthrough(req);
        rsp.results.push(FnResult {
            severity: Severity::Fatal,
            message: message.into(),
            reason: None,
            target: Some(Target::Composite),
        });
        rsp
    }

    /// The first FATAL result, if any.
    pub fn fatal_result(&self) -> Option<&FnResult> {
        self.results.iter().find(|r| r.severity == Severity::Fatal)
    }
}

/// The function-hcl step input (`kind: HclInput`), decoded from [`FunctionRequest::input`].
#[derive(Clone, Debug, Default, PartialEq)]
pub struct HclInput {
    /// `apiVersion` as given (examples use `function-hcl/v1`); not checked.
    pub api_version: SmolStr,
    /// `kind` as given (`HclInput`); not checked.
    pub kind: SmolStr,
    /// `source`: `Inline` is the only value function-hcl knows; not checked.
    pub source: SmolStr,
    /// `hcl`: the program, in txtar format (shared with the request's input value: a cheap
    /// copy, not a copy of the text).
    pub hcl: SmolStr,
    /// `debug`: dump the evaluation to stderr.
    pub debug: bool,
    /// `debugNew`: dump only when there are no observed resources.
    pub debug_new: bool,
}

impl HclInput {
    /// Decodes the step input. Errors are the texts function-hcl reports as its FATAL result:
    /// `unable to get input: ...` when a field has the wrong type or the input is not an object,
    /// `input HCL was not specified` when `hcl` is missing or empty.
    pub fn from_request(req: &FunctionRequest) -> Result<HclInput, String> {
        let fields = match &req.input {
            None | Some(Value::Null) => None,
            Some(Value::Map(m)) => Some(m),
            Some(other) => {
                return Err(format!(
                    "unable to get input: expected an object, got {}",
                    other.kind()
                ))
            }
        };
        let mut input = HclInput::default();
        if let Some(fields) = fields {
            for (key, value) in fields.iter() {
                let slot_str = match key.as_str() {
                    "apiVersion" => Some(&mut input.api_version),
                    "kind" => Some(&mut input.kind),
                    "source" => Some(&mut input.source),
                    "hcl" => Some(&mut input.hcl),
                    _ => None,
                };
                if let Some(slot) = slot_str {
                    match value {
                        Value::String(s) => *slot = s.clone(),
                        Value::Null => {}
                        other => {
                            return Err(format!(
                                "unable to get input: field {key}: expected a string, got {}",
                                other.kind()
                            ))
                        }
                    }
                    continue;
                }
                let slot_bool = match key.as_str() {
                    "debug" => Some(&mut input.debug),
                    "debugNew" => Some(&mut input.debug_new),
                    _ => None,
                };
                if let Some(slot) = slot_bool {
                    match value {
                        Value::Bool(b) => *slot = *b,
                        Value::Null => {}
                        other => {
                            return Err(format!(
                                "unable to get input: field {key}: expected a bool, got {}",
                                other.kind()
                            ))
                        }
                    }
                }
            }
        }
        if input.hcl.is_empty() {
            return Err("input HCL was not specified".to_string());
        }
        Ok(input)
    }
}

/// Reading a request written as JSON: the protobuf JSON mapping (`extraResources`,
/// `connectionDetails`) or Go's `encoding/json` form of the generated structs
/// (`extra_resources`, `connection_details`, as the evaluator testdata uses). Enums may be
/// numbers or value names, `bytes` are base64, a `Duration` is not part of a request. Unknown
/// keys are ignored; a known key with a value of the wrong kind is an error naming its path.
impl FunctionRequest {
    /// Reads a request from its JSON form (protobuf JSON field names or Go `encoding/json` ones).
    pub fn from_json(value: &Value) -> Result<FunctionRequest, String> {
        let root = json_object(value, "request")?;
        let mut req = FunctionRequest::default();
        if let Some(meta) = json_field(root, "meta") {
            let meta = json_object(meta, "meta")?;
            if let Some(tag) = json_field(meta, "tag") {
                req.meta.tag = json_string(tag, "meta.tag")?.to_string();
            }
            if let Some(caps) = json_field(meta, "capabilities") {
                for (i, c) in json_list(caps, "meta.capabilities")?.iter().enumerate() {
                    let n =
                        json_enum(c, &format!("meta.capabilities[{i}]"), Capability::from_name)?;
                    req.meta
                        .capabilities
                        .push(n.unwrap_or_else(Capability::from_number));
                }
            }
        }
        if let Some(v) = json_field(root, "observed") {
            req.observed = json_state(v, "observed")?;
        }
        if let Some(v) = json_field(root, "desired") {
            req.desired = json_state(v, "desired")?;
        }
        req.input = json_opt_object(json_field(root, "input"), "input")?;
        req.context = json_opt_object(json_field(root, "context"), "context")?;
        for (key, slot) in [("extra_resources", 0), ("required_resources", 1)] {
            let Some(v) = json_field(root, key) else {
                continue;
            };
            let mut out = IndexMap::new();
            for (name, rs) in json_object(v, key)?.iter() {
                let path = format!("{key}.{name}");
                let items = match rs {
                    Value::Null => Vec::new(),
                    rs => match json_field(json_object(rs, &path)?, "items") {
                        None | Some(Value::Null) => Vec::new(),
                        Some(items) => json_list(items, &path)?
                            .iter()
                            .enumerate()
                            .map(|(i, r)| json_resource(r, &format!("{path}.items[{i}]")))
                            .collect::<Result<_, _>>()?,
                    },
                };
                out.insert(name.to_string(), items);
            }
            if slot == 0 {
                req.extra_resources = out;
            } else {
                req.required_resources = out;
            }
        }
        if let Some(v) = json_field(root, "credentials") {
            for (name, c) in json_object(v, "credentials")?.iter() {
                let path = format!("credentials.{name}");
                let data = json_object(c, &path)?;
                let creds = match json_field(data, "credential_data") {
                    None | Some(Value::Null) => Credentials::Unset,
                    Some(d) => match json_field(json_object(d, &path)?, "data") {
                        None | Some(Value::Null) => Credentials::Data(IndexMap::new()),
                        Some(m) => Credentials::Data(json_bytes_map(m, &format!("{path}.data"))?),
                    },
                };
                req.credentials.insert(name.to_string(), creds);
            }
        }
        if let Some(v) = json_field(root, "required_schemas") {
            for (name, sc) in json_object(v, "required_schemas")?.iter() {
                let path = format!("required_schemas.{name}");
                let openapi_v3 =
                    json_opt_object(json_field(json_object(sc, &path)?, "openapi_v3"), &path)?;
                req.required_schemas
                    .insert(name.to_string(), Schema { openapi_v3 });
            }
        }
        Ok(req)
    }
}

/// Writing a response as JSON in the protobuf JSON mapping: lowerCamelCase keys, enums by
/// name, `bytes` in base64, the `ttl` as `"60s"`; fields at their default are left out, maps in
/// the model's order.
impl FunctionResponse {
    /// The response in protobuf JSON form.
    pub fn to_json(&self) -> Value {
        let mut out = strata_core::Map::new();
        let mut meta = strata_core::Map::new();
        if !self.meta.tag.is_empty() {
            meta.insert("tag".into(), Value::string(self.meta.tag.as_str()));
        }
        if let Some(ttl) = self.meta.ttl {
            let (secs, nanos) = (ttl.as_secs(), ttl.subsec_nanos());
            let text = match nanos {
                0 => format!("{secs}s"),
                n if n % 1_000_000 == 0 => format!("{secs}.{:03}s", n / 1_000_000),
                n if n % 1_000 == 0 => format!("{secs}.{:06}s", n / 1_000),
                n => format!("{secs}.{n:09}s"),
            };
            meta.insert("ttl".into(), Value::string(text));
        }
        insert_nonempty(&mut out, "meta", meta);
        insert_nonempty(&mut out, "desired", state_json(&self.desired));
        let results: Vec<Value> = self
            .results
            .iter()
            .map(|r| {
                let mut m = strata_core::Map::new();
                m.insert("severity".into(), Value::string(r.severity.name()));
                m.insert("message".into(), Value::string(r.message.as_str()));
                if let Some(reason) = &r.reason {
                    m.insert("reason".into(), Value::string(reason.as_str()));
                }
                if let Some(t) = r.target {
                    m.insert("target".into(), Value::string(t.name()));
                }
                Value::map(m)
            })
            .collect();
        if !results.is_empty() {
            out.insert("results".into(), Value::list(results));
        }
        if let Some(c) = &self.context {
            out.insert("context".into(), c.clone());
        }
        let mut reqs = strata_core::Map::new();
        for (key, selectors) in [
            ("extraResources", &self.requirements.extra_resources),
            ("resources", &self.requirements.resources),
        ] {
            let mut m = strata_core::Map::new();
            for (name, s) in selectors {
                let mut sel = strata_core::Map::new();
                sel.insert("apiVersion".into(), Value::string(s.api_version.as_str()));
                sel.insert("kind".into(), Value::string(s.kind.as_str()));
                match &s.matching {
                    Match::Unset => {}
                    Match::Name(n) => {
                        sel.insert("matchName".into(), Value::string(n.as_str()));
                    }
                    Match::Labels(l) => {
                        let labels = l
                            .iter()
                            .map(|(k, v)| (k.as_str().into(), Value::string(v.as_str())))
                            .collect();
                        let mut ml = strata_core::Map::new();
                        ml.insert("labels".into(), Value::map(labels));
                        sel.insert("matchLabels".into(), Value::map(ml));
                    }
                }
                if let Some(ns) = &s.namespace {
                    sel.insert("namespace".into(), Value::string(ns.as_str()));
                }
                m.insert(name.as_str().into(), Value::map(sel));
            }
            insert_nonempty(&mut reqs, key, m);
        }
        let mut schemas = strata_core::Map::new();
        for (name, s) in &self.requirements.schemas {
            let mut m = strata_core::Map::new();
            m.insert("apiVersion".into(), Value::string(s.api_version.as_str()));
            m.insert("kind".into(), Value::string(s.kind.as_str()));
            schemas.insert(name.as_str().into(), Value::map(m));
        }
        insert_nonempty(&mut reqs, "schemas", schemas);
        insert_nonempty(&mut out, "requirements", reqs);
        let conditions: Vec<Value> = self
            .conditions
            .iter()
            .map(|c| {
                let mut m = strata_core::Map::new();
                m.insert("type".into(), Value::string(c.kind.as_str()));
                m.insert("status".into(), Value::string(c.status.name()));
                m.insert("reason".into(), Value::string(c.reason.as_str()));
                if let Some(msg) = &c.message {
                    m.insert("message".into(), Value::string(msg.as_str()));
                }
                if let Some(t) = c.target {
                    m.insert("target".into(), Value::string(t.name()));
                }
                Value::map(m)
            })
            .collect();
        if !conditions.is_empty() {
            out.insert("conditions".into(), Value::list(conditions));
        }
        if let Some(o) = &self.output {
            out.insert("output".into(), o.clone());
        }
        Value::map(out)
    }
}

fn insert_nonempty(out: &mut strata_core::Map, key: &str, m: strata_core::Map) {
    if !m.is_empty() {
        out.insert(key.into(), Value::map(m));
    }
}

fn resource_json(r: &Resource) -> Value {
    let mut m = strata_core::Map::new();
    if !r.resource.is_null() {
        m.insert("resource".into(), r.resource.clone());
    }
    if !r.connection_details.is_empty() {
        let cd = r
            .connection_details
            .iter()
            .map(|(k, v)| (k.as_str().into(), Value::string(base64_encode(v))))
            .collect();
        m.insert("connectionDetails".into(), Value::map(cd));
    }
    if r.ready != Ready::Unspecified {
        m.insert("ready".into(), Value::string(r.ready.name()));
    }
    Value::map(m)
}

fn state_json(s: &State) -> strata_core::Map {
    let mut m = strata_core::Map::new();
    if let Some(c) = &s.composite {
        m.insert("composite".into(), resource_json(c));
    }
    if !s.resources.is_empty() {
        let rs = s
            .resources
            .iter()
            .map(|(k, r)| (k.as_str().into(), resource_json(r)))
            .collect();
        m.insert("resources".into(), Value::map(rs));
    }
    m
}

/// Standard base64 with padding.
fn base64_encode(bytes: &[u8]) -> String {
    use base64::Engine as _;
    base64::engine::general_purpose::STANDARD.encode(bytes)
}

/// A field by its snake_case name or its lowerCamelCase JSON name.
fn json_field<'v>(m: &'v strata_core::Map, snake: &str) -> Option<&'v Value> {
    if let Some(v) = m.get(snake) {
        return Some(v);
    }
    let mut camel = String::with_capacity(snake.len());
    let mut upper = false;
    for c in snake.chars() {
        if c == '_' {
            upper = true;
        } else if upper {
            camel.extend(c.to_uppercase());
            upper = false;
        } else {
            camel.push(c);
        }
    }
    m.get(camel.as_str())
}

fn json_object<'v>(v: &'v Value, path: &str) -> Result<&'v strata_core::Map, String> {
    v.as_map()
        .ok_or_else(|| format!("{path}: expected an object, got {}", v.kind()))
}

fn json_opt_object(v: Option<&Value>, path: &str) -> Result<Option<Value>, String> {
    match v {
        None | Some(Value::Null) => Ok(None),
        Some(v @ Value::Map(_)) => Ok(Some(v.clone())),
        Some(v) => Err(format!("{path}: expected an object, got {}", v.kind())),
    }
}

fn json_list<'v>(v: &'v Value, path: &str) -> Result<&'v [Value], String> {
    v.as_list()
        .ok_or_else(|| format!("{path}: expected a list, got {}", v.kind()))
}

fn json_string<'v>(v: &'v Value, path: &str) -> Result<&'v str, String> {
    v.as_str()
        .ok_or_else(|| format!("{path}: expected a string, got {}", v.kind()))
}

/// An enum given by name (`Ok(Ok(value))`) or number (`Ok(Err(number))`).
fn json_enum<T>(
    v: &Value,
    path: &str,
    by_name: fn(&str) -> Option<T>,
) -> Result<Result<T, i32>, String> {
    match v {
        Value::String(s) => by_name(s)
            .map(Ok)
            .ok_or_else(|| format!("{path}: unknown enum value {s:?}")),
        Value::Number(n) => match n.as_i64().and_then(|i| i32::try_from(i).ok()) {
            Some(i) => Ok(Err(i)),
            None => Err(format!("{path}: expected an enum number, got {n}")),
        },
        other => Err(format!("{path}: expected an enum, got {}", other.kind())),
    }
}

fn json_bytes_map(v: &Value, path: &str) -> Result<IndexMap<String, Vec<u8>>, String> {
    let mut out = IndexMap::new();
    for (k, b) in json_object(v, path)?.iter() {
        let text = json_string(b, &format!("{path}.{k}"))?;
        out.insert(
            k.to_string(),
            base64_decode(text).ok_or_else(|| format!("{path}.{k}: not base64"))?,
        );
    }
    Ok(out)
}

fn json_resource(v: &Value, path: &str) -> Result<Resource, String> {
    let m = json_object(v, path)?;
    let mut r = Resource::default();
    if let Some(body) = json_opt_object(json_field(m, "resource"), &format!("{path}.resource"))? {
        r.resource = body;
    }
    if let Some(cd) = json_field(m, "connection_details").filter(|v| !v.is_null()) {
        r.connection_details = json_bytes_map(cd, &format!("{path}.connection_details"))?;
    }
    if let Some(ready) = json_field(m, "ready") {
        r.ready = json_enum(ready, &format!("{path}.ready"), Ready::from_name)?
            .unwrap_or_else(Ready::from_number);
    }
    Ok(r)
}

fn json_state(v: &Value, path: &str) -> Result<State, String> {
    let m = json_object(v, path)?;
    let mut state = State::default();
    if let Some(c) = json_field(m, "composite").filter(|v| !v.is_null()) {
        state.composite = Some(json_resource(c, &format!("{path}.composite"))?);
    }
    if let Some(rs) = json_field(m, "resources").filter(|v| !v.is_null()) {
        for (name, r) in json_object(rs, &format!("{path}.resources"))?.iter() {
            state.resources.insert(
                name.to_string(),
                json_resource(r, &format!("{path}.resources.{name}"))?,
            );
        }
    }
    Ok(state)
}

/// Decodes base64 as protobuf's JSON mapping accepts it: the standard or the URL-safe
/// alphabet, padding optional; `None` if `text` is not base64.
fn base64_decode(text: &str) -> Option<Vec<u8>> {
    use base64::engine::{DecodePaddingMode, GeneralPurpose, GeneralPurposeConfig};
    use base64::{alphabet, Engine as _};
    const CONFIG: GeneralPurposeConfig = GeneralPurposeConfig::new()
        .with_decode_padding_mode(DecodePaddingMode::Indifferent)
        .with_decode_allow_trailing_bits(true);
    const STANDARD: GeneralPurpose = GeneralPurpose::new(&alphabet::STANDARD, CONFIG);
    const URL_SAFE: GeneralPurpose = GeneralPurpose::new(&alphabet::URL_SAFE, CONFIG);
    if text.contains(['-', '_']) {
        URL_SAFE.decode(text).ok()
    } else {
        STANDARD.decode(text).ok()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use strata_core::Map;

    fn request_with_input(input: Option<Value>) -> FunctionRequest {
        FunctionRequest {
            input,
            ..FunctionRequest::default()
        }
    }

    #[test]
    fn enums_round_trip_numbers_and_names() {
        for s in Severity::ALL {
            assert_eq!(Severity::from_number(s.number()), *s);
            assert_eq!(Severity::from_name(s.name()), Some(*s));
        }
        assert_eq!(Severity::Fatal.number(), 1);
        assert_eq!(Severity::from_number(99), Severity::Unspecified);
        assert_eq!(ConditionStatus::False.name(), "STATUS_CONDITION_FALSE");
        assert_eq!(Capability::RequiredSchemas.number(), 5);
        assert_eq!(
            Target::from_name("TARGET_COMPOSITE_AND_CLAIM"),
            Some(Target::CompositeAndClaim)
        );
        assert_eq!(Ready::from_name("READY_MAYBE"), None);
    }

    #[test]
    fn fatal_response_passes_state_through() {
        let mut req = FunctionRequest::default();
        req.meta.tag = "t1".into();
        req.context = Some(Value::map(Map::new()));
        req.desired
            .resources
            .insert("a".into(), Resource::default());
        let rsp = FunctionResponse::fatal(&req, "boom");
        assert_eq!(rsp.meta.tag, "t1");
        assert_eq!(rsp.meta.ttl, Some(Duration::from_secs(60)));
        assert_eq!(rsp.desired, req.desired);
        assert_eq!(rsp.context, req.context);
        assert_eq!(rsp.fatal_result().map(|r| r.message.as_str()), Some("boom"));
        assert!(rsp.conditions.is_empty());
    }

    #[test]
    fn hcl_input_decoding() {
        let mut m = Map::new();
        m.insert("hcl".into(), Value::string("-- main.hcl --\n"));
        m.insert("debug".into(), Value::Bool(true));
        let ok = HclInput::from_request(&request_with_input(Some(Value::map(m.clone())))).unwrap();
        assert_eq!(ok.hcl, "-- main.hcl --\n");
        assert!(ok.debug);
        assert!(!ok.debug_new);

        let missing = HclInput::from_request(&request_with_input(None)).unwrap_err();
        assert_eq!(missing, "input HCL was not specified");

        m.insert("hcl".into(), Value::int(3));
        let wrong = HclInput::from_request(&request_with_input(Some(Value::map(m)))).unwrap_err();
        assert_eq!(
            wrong,
            "unable to get input: field hcl: expected a string, got number"
        );

        let not_object = HclInput::from_request(&request_with_input(Some(Value::string("x"))));
        assert_eq!(
            not_object.unwrap_err(),
            "unable to get input: expected an object, got string"
        );
    }

    #[test]
    fn requests_read_from_json_in_both_key_styles() {
        let go = strata_core::json::parse(
            r#"{"meta": {"tag": "t", "capabilities": [4, "CAPABILITY_CREDENTIALS"]},
                "observed": {"composite": {"resource": {"metadata": {"name": "x"}},
                                           "connection_details": {"pw": "c2VjcmV0"}, "ready": 1},
                             "resources": {"b": {"resource": {"kind": "B"}, "ready": "READY_FALSE"}}},
                "desired": {},
                "context": {"example.com/testing": true},
                "extra_resources": {"cfg": {"items": [{"resource": {"kind": "C"}}]}, "none": null},
                "credentials": {"c": {"credential_data": {"data": {"k": "AAEC"}}}}}"#,
        )
        .unwrap();
        let req = FunctionRequest::from_json(&go).unwrap();
        assert_eq!(req.meta.tag, "t");
        assert_eq!(
            req.meta.capabilities,
            [Capability::Conditions, Capability::Credentials]
        );
        let xr = req.observed.composite.as_ref().unwrap();
        assert_eq!(xr.connection_details["pw"], b"secret");
        assert_eq!(xr.ready, Ready::True);
        assert_eq!(req.observed.resources["b"].ready, Ready::False);
        assert_eq!(req.extra_resources["cfg"].len(), 1);
        assert!(req.extra_resources["none"].is_empty());
        assert_eq!(
            req.credentials["c"],
            Credentials::Data(IndexMap::from([("k".to_string(), vec![0, 1, 2])]))
        );
        assert!(req.input.is_none());

        let camel = strata_core::json::parse(
            r#"{"extraResources": {"cfg": {"items": [{"resource": {"kind": "C"}, "connectionDetails": {"a": "YQ=="}}]}}}"#,
        )
        .unwrap();
        let req = FunctionRequest::from_json(&camel).unwrap();
        assert_eq!(req.extra_resources["cfg"][0].connection_details["a"], b"a");

        let bad = strata_core::json::parse(
            r#"{"observed": {"resources": {"b": {"ready": "READY_MAYBE"}}}}"#,
        )
        .unwrap();
        assert_eq!(
            FunctionRequest::from_json(&bad).unwrap_err(),
            "observed.resources.b.ready: unknown enum value \"READY_MAYBE\""
        );
        assert!(FunctionRequest::from_json(&Value::int(1)).is_err());
    }

    #[test]
    fn base64() {
        assert_eq!(base64_decode("").unwrap(), b"");
        assert_eq!(base64_decode("Zg==").unwrap(), b"f");
        assert_eq!(base64_decode("Zm8=").unwrap(), b"fo");
        assert_eq!(base64_decode("Zm9v").unwrap(), b"foo");
        assert_eq!(base64_decode("Zm9vYg").unwrap(), b"foob");
        assert!(base64_decode("Z").is_none());
        assert!(base64_decode("Zm9v!").is_none());
        assert!(base64_decode("Zg===").is_none());
    }

    #[test]
    fn responses_write_as_protobuf_json() {
        let mut req = FunctionRequest::default();
        req.meta.tag = "t".into();
        let mut rsp = FunctionResponse::fatal(&req, "boom");
        rsp.desired.resources.insert(
            "b".into(),
            Resource {
                resource: strata_core::json::parse(r#"{"kind": "B"}"#).unwrap(),
                connection_details: IndexMap::from([("pw".to_string(), b"secret".to_vec())]),
                ready: Ready::True,
            },
        );
        rsp.requirements.extra_resources.insert(
            "cfg".into(),
            ResourceSelector {
                api_version: "v1".into(),
                kind: "ConfigMap".into(),
                matching: Match::Name("x".into()),
                namespace: None,
            },
        );
        let text =
            strata_core::json::write(&rsp.to_json(), &strata_core::json::WriteOptions::compact());
        assert_eq!(
            text,
            r#"{"meta":{"tag":"t","ttl":"60s"},"desired":{"resources":{"b":{"resource":{"kind":"B"},"connectionDetails":{"pw":"c2VjcmV0"},"ready":"READY_TRUE"}}},"results":[{"severity":"SEVERITY_FATAL","message":"boom","target":"TARGET_COMPOSITE"}],"requirements":{"extraResources":{"cfg":{"apiVersion":"v1","kind":"ConfigMap","matchName":"x"}}}}"#
        );
        for input in [&b""[..], b"f", b"fo", b"foo", b"foob", b"\x00\xff\xfe"] {
            assert_eq!(base64_decode(&base64_encode(input)).unwrap(), input);
        }
        assert_eq!(base64_encode(b"fo"), "Zm8=");
        let mut rsp = FunctionResponse::default();
        rsp.meta.ttl = Some(Duration::from_millis(1500));
        assert_eq!(
            strata_core::json::write(&rsp.to_json(), &strata_core::json::WriteOptions::compact()),
            r#"{"meta":{"ttl":"1.500s"}}"#
        );
    }
}
