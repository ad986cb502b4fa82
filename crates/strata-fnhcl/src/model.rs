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
//! Lossy corners: protobuf numbers are `f64`, so an integer beyond 2^53 or a decimal that `f64`
//! cannot hold is rounded when it goes to the wire; a negative `ttl` is read as zero.

use indexmap::IndexMap;
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
            $($(#[$vdoc])* $variant,)+
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
    pub api_version: String,
    /// `kind` as given (`HclInput`); not checked.
    pub kind: String,
    /// `source`: `Inline` is the only value function-hcl knows; not checked.
    pub source: String,
    /// `hcl`: the program, in txtar format.
    pub hcl: String,
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
                        Value::String(s) => *slot = s.to_string(),
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
}
