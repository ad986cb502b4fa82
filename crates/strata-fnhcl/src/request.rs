//! The `req` variable and the observed state as HCL sees it.
//!
//! * `req.composite`: the observed XR; `req.composite_connection`: its connection details.
//! * `req.resource` / `req.connection`: observed composed resources (and their connection
//!   details) by crossplane name, *except* members of resource collections: a resource
//!   annotated `hcl.fn.crossplane.io/collection-base-name: <base>` appears instead in
//!   `req.resources[<base>]` / `req.connections[<base>]`, ordered by its
//!   `hcl.fn.crossplane.io/collection-index` annotation (then by name).
//! * `req.context`: the pipeline context (an empty object when there is none).
//! * `req.extra_resources`: by requirement name, the list of supplied objects, or null when
//!   the requirement matched nothing.
//!
//! `metadata.managedFields` is removed from every object, and connection details (bytes)
//! appear as base64 strings. Objects are HCL objects, lists are tuples.

use crate::model::{FunctionRequest, Resource};
use crate::values::{to_hcl, JsonError as ConvertError};
use base64::Engine as _;
use std::collections::{BTreeMap, BTreeSet};
use std::sync::Arc;
use strata_core::Value as CoreValue;
use strata_hcl_types::Value;

/// Annotation naming the collection a resource belongs to.
pub const COLLECTION_BASE: &str = "hcl.fn.crossplane.io/collection-base-name";
/// Annotation giving a collection member's position (`s000003`).
pub const COLLECTION_INDEX: &str = "hcl.fn.crossplane.io/collection-index";

/// The observed state, prepared for evaluation.
#[derive(Clone, Debug)]
pub struct Observed {
    /// The `req` object.
    pub req: Value,
    /// Names of every observed composed resource (collection members included).
    pub names: BTreeSet<String>,
    /// Every observed resource body and connection details, by name.
    pub resource: BTreeMap<String, (Value, Value)>,
    /// Observed collections by base name: bodies and connection details, in index order.
    pub collections: BTreeMap<String, (Vec<Value>, Vec<Value>)>,
}

fn annotation<'v>(body: &'v CoreValue, key: &str) -> Option<&'v str> {
    body.as_map()?
        .get("metadata")?
        .as_map()?
        .get("annotations")?
        .as_map()?
        .get(key)?
        .as_str()
}

/// A copy of a Kubernetes object without `metadata.managedFields`.
pub fn strip_managed_fields(body: &CoreValue) -> CoreValue {
    let Some(m) = body.as_map() else {
        return body.clone();
    };
    let Some(meta) = m.get("metadata").and_then(CoreValue::as_map) else {
        return body.clone();
    };
    if !meta.contains_key("managedFields") {
        return body.clone();
    }
    let mut meta = meta.clone();
    meta.shift_remove("managedFields");
    let mut m = m.clone();
    m.insert("metadata".into(), CoreValue::map(meta));
    CoreValue::map(m)
}

/// `Value::object(m)`, the empty object shared when `m` is empty (most of `req`'s maps are, in
/// most requests: built once instead of once per request).
fn object(m: BTreeMap<String, Value>) -> Value {
    static EMPTY: std::sync::LazyLock<Value> = std::sync::LazyLock::new(Value::empty_object);
    if m.is_empty() {
        return EMPTY.clone();
    }
    Value::object(m)
}

fn connection_value(details: &indexmap::IndexMap<String, Vec<u8>>) -> Value {
    let mut m = BTreeMap::new();
    for (k, v) in details {
        m.insert(
            k.clone(),
            Value::string(base64::engine::general_purpose::STANDARD.encode(v)),
        );
    }
    object(m)
}

fn body_value(r: &Resource) -> Result<Value, ConvertError> {
    to_hcl(&strip_managed_fields(&r.resource))
}

/// [`body_value`] of the observed composite resource, reused from the thread's previous request
/// when its body is the very same shared map (the gRPC server decodes a repeated observed XR,
/// byte for byte the same, into the same map: Crossplane resends it until it changes). The map
/// is kept alongside its value, so its address cannot be reused by another map meanwhile.
fn composite_value(r: &Resource) -> Result<Value, ConvertError> {
    thread_local! {
        static LAST: std::cell::RefCell<Option<(CoreValue, Value)>> =
            const { std::cell::RefCell::new(None) };
    }
    let CoreValue::Map(body) = &r.resource else {
        return body_value(r);
    };
    let hit = LAST.with(|last| match &*last.borrow() {
        Some((CoreValue::Map(k), v)) if std::sync::Arc::ptr_eq(k, body) => Some(v.clone()),
        _ => None,
    });
    if let Some(v) = hit {
        return Ok(v);
    }
    let v = body_value(r)?;
    LAST.with(|last| *last.borrow_mut() = Some((r.resource.clone(), v.clone())));
    Ok(v)
}

/// The observed state of the thread's previous request that observed only a composite
/// resource (no composed or extra resources, no context), with that resource's body and
/// connection details. Shared: a request that reuses it takes a reference count instead of
/// copying (and then dropping) its maps.
type LastObserved = Option<(
    CoreValue,
    indexmap::IndexMap<String, Vec<u8>>,
    Arc<Observed>,
)>;

thread_local! {
    static LAST_OBSERVED: std::cell::RefCell<LastObserved> = const { std::cell::RefCell::new(None) };
}

impl Observed {
    /// Builds the observed state of a request.
    ///
    /// A request that observes only a composite resource (no composed or extra resources, an
    /// empty or absent context) gets the observed state of the thread's previous such request
    /// when its composite body is the very same shared map and its connection details are
    /// equal (the map the server decodes a repeated XR into): `req` is then not rebuilt, and
    /// the state is the very same shared one.
    pub fn from_request(req: &FunctionRequest) -> Result<Arc<Observed>, ConvertError> {
        let only_composite = req.observed.resources.is_empty()
            && req.extra_resources.is_empty()
            && match &req.context {
                None => true,
                Some(CoreValue::Map(m)) => m.is_empty(),
                Some(_) => false,
            };
        let key = match &req.observed.composite {
            Some(
                c @ Resource {
                    resource: CoreValue::Map(body),
                    ..
                },
            ) if only_composite => Some((c, body)),
            _ => None,
        };
        let Some((composite, body)) = key else {
            return Observed::build(req).map(Arc::new);
        };
        let hit = LAST_OBSERVED.with(|last| match &*last.borrow() {
            Some((CoreValue::Map(k), conn, o))
                if std::sync::Arc::ptr_eq(k, body) && *conn == composite.connection_details =>
            {
                Some(o.clone())
            }
            _ => None,
        });
        if let Some(o) = hit {
            return Ok(o);
        }
        let o = Arc::new(Observed::build(req)?);
        LAST_OBSERVED.with(|last| {
            *last.borrow_mut() = Some((
                composite.resource.clone(),
                composite.connection_details.clone(),
                o.clone(),
            ));
        });
        Ok(o)
    }

    /// Builds the observed state of a request (without reuse).
    fn build(req: &FunctionRequest) -> Result<Observed, ConvertError> {
        let mut top = BTreeMap::new();
        let (composite, composite_conn) = match &req.observed.composite {
            Some(c) => (composite_value(c)?, connection_value(&c.connection_details)),
            None => (Value::dynamic_null(), object(BTreeMap::new())),
        };
        top.insert("composite".to_string(), composite);
        top.insert("composite_connection".to_string(), composite_conn);

        let mut names = BTreeSet::new();
        let mut resource = BTreeMap::new();
        let mut single_bodies = BTreeMap::new();
        let mut single_conns = BTreeMap::new();
        let mut members: BTreeMap<String, Vec<(String, String, Value, Value)>> = BTreeMap::new();
        for (name, r) in &req.observed.resources {
            let body = body_value(r)?;
            let conn = connection_value(&r.connection_details);
            names.insert(name.clone());
            resource.insert(name.clone(), (body.clone(), conn.clone()));
            match annotation(&r.resource, COLLECTION_BASE) {
                Some(base) => {
                    let idx = annotation(&r.resource, COLLECTION_INDEX).unwrap_or_default();
                    members.entry(base.to_string()).or_default().push((
                        idx.to_string(),
                        name.clone(),
                        body,
                        conn,
                    ));
                }
                None => {
                    single_bodies.insert(name.clone(), body);
                    single_conns.insert(name.clone(), conn);
                }
            }
        }
        let mut collections = BTreeMap::new();
        let mut coll_bodies = BTreeMap::new();
        let mut coll_conns = BTreeMap::new();
        for (base, mut list) in members {
            list.sort_by(|a, b| (&a.0, &a.1).cmp(&(&b.0, &b.1)));
            let bodies: Vec<Value> = list.iter().map(|m| m.2.clone()).collect();
            let conns: Vec<Value> = list.iter().map(|m| m.3.clone()).collect();
            coll_bodies.insert(base.clone(), Value::tuple(bodies.clone()));
            coll_conns.insert(base.clone(), Value::tuple(conns.clone()));
            collections.insert(base, (bodies, conns));
        }
        top.insert("resource".to_string(), object(single_bodies));
        top.insert("connection".to_string(), object(single_conns));
        top.insert("resources".to_string(), object(coll_bodies));
        top.insert("connections".to_string(), object(coll_conns));

        let context = match &req.context {
            Some(c @ CoreValue::Map(m)) if !m.is_empty() => to_hcl(c)?,
            _ => object(BTreeMap::new()),
        };
        top.insert("context".to_string(), context);

        let mut extra = BTreeMap::new();
        for (name, items) in &req.extra_resources {
            let v = if items.is_empty() {
                Value::dynamic_null()
            } else {
                Value::tuple(
                    items
                        .iter()
                        .map(body_value)
                        .collect::<Result<Vec<_>, _>>()?,
                )
            };
            extra.insert(name.clone(), v);
        }
        top.insert("extra_resources".to_string(), object(extra));

        Ok(Observed {
            req: Value::object(top),
            names,
            resource,
            collections,
        })
    }
}
