//! What a thread keeps between requests (the observed state of a request that observes only
//! a composite, the schema checks of a cached program's blocks): answers stay those of a
//! fresh evaluation. (A file of its own: `cache.rs` counts the programs of the shared cache.)

mod support;

use strata_core::{Map, Value};
use strata_fnhcl::model::{FunctionRequest, Resource};
use support::request;

/// A request that observes only a composite resource reuses the observed state built for the
/// thread's previous one when the composite is the same shared map: whatever else changes
/// between requests (connection details, composed resources, context) shows in `req`.
#[test]
fn observed_state_reuse_follows_everything_req_shows() {
    let hcl = "-- main.hcl --\nresource r {\n  body = {\n    kind = \"K\"\n    name = req.composite.metadata.name\n    conn = req.composite_connection\n    res  = req.resource\n    ctx  = req.context\n  }\n}\n";
    let base = request(hcl);
    let body = |req: &FunctionRequest| {
        let rsp = strata_fnhcl::run(req);
        assert!(rsp.fatal_result().is_none(), "{:?}", rsp.results);
        let v = rsp.desired.resources["r"].resource.clone();
        strata_core::json::write(&v, &Default::default())
    };
    let plain = r#"{"conn":{},"ctx":{},"kind":"K","name":"x","res":{}}"#;
    assert_eq!(body(&base), plain);
    assert_eq!(body(&base), plain, "reused");

    let mut conn = base.clone();
    if let Some(c) = conn.observed.composite.as_mut() {
        c.connection_details.insert("k".into(), b"v".to_vec());
    }
    let with_conn = r#"{"conn":{"k":"dg=="},"ctx":{},"kind":"K","name":"x","res":{}}"#;
    assert_eq!(body(&conn), with_conn);
    assert_eq!(body(&conn), with_conn, "reused");

    let mut observed = base.clone();
    observed.observed.resources.insert(
        "o".into(),
        Resource {
            resource: strata_core::json::parse(r#"{"kind":"O"}"#).unwrap_or_default(),
            ..Resource::default()
        },
    );
    assert_eq!(
        body(&observed),
        r#"{"conn":{},"ctx":{},"kind":"K","name":"x","res":{"o":{"kind":"O"}}}"#
    );

    let mut context = base.clone();
    let mut c = Map::new();
    c.insert("c".into(), Value::int(1));
    context.context = Some(Value::map(c));
    assert_eq!(
        body(&context),
        r#"{"conn":{},"ctx":{"c":1},"kind":"K","name":"x","res":{}}"#
    );

    // A composite that is another map (equal or not) is read afresh.
    let mut other = base.clone();
    other.observed.composite = Some(Resource {
        resource: strata_core::json::parse(r#"{"metadata":{"name":"y"}}"#).unwrap_or_default(),
        ..Resource::default()
    });
    assert_eq!(
        body(&other),
        r#"{"conn":{},"ctx":{},"kind":"K","name":"y","res":{}}"#
    );
    assert_eq!(body(&base), plain);
}

/// The schema check of a block is remembered per thread: a block that fails it fails it on
/// every request, with the same message, and a sound block of the same shape still passes.
#[test]
fn schema_errors_of_a_cached_program_repeat() {
    let bad = "-- main.hcl --\nresource r {\n  bogus = 1\n}\n";
    let first = strata_fnhcl::run(&request(bad));
    let message = first.fatal_result().map(|r| r.message.clone());
    assert!(
        message.as_deref().is_some_and(
            |m| m.contains("Missing required argument; The argument \"body\" is required")
        ),
        "{message:?}"
    );
    let again = strata_fnhcl::run(&request(bad));
    assert_eq!(again.fatal_result().map(|r| r.message.clone()), message);
    let good = "-- main.hcl --\nresource r {\n  body = { kind = \"K\" }\n}\n";
    for _ in 0..2 {
        let rsp = strata_fnhcl::run(&request(good));
        assert!(rsp.fatal_result().is_none(), "{:?}", rsp.results);
    }
}

/// The locals of every scope are read once per program (their constants evaluated then) and
/// the evaluator's variable table follows the scope of each evaluation: a cached program
/// evaluated for different requests gives each request's answer, sibling scopes see only
/// their own locals and `self`, and a scope's later locals see its earlier ones.
#[test]
fn precomputed_locals_and_the_synced_table_follow_each_request() {
    let hcl = r#"-- main.hcl --
locals {
  top = "${req.composite.metadata.name}-top"
}
resource a {
  locals {
    name  = "${top}-${self.name}"
    tags  = { fixed = "yes", n = 1 }
    twice = "${name}/${name}"
  }
  body = {
    kind = "A"
    name = twice
    tags = tags
    n    = req.composite.spec.n
  }
}
group {
  locals {
    g = "g-${top}"
  }
  resource b {
    locals {
      name = "${g}-${self.name}"
    }
    body = {
      kind  = "B"
      name  = name
      other = can(twice)
    }
  }
}
"#;
    let answer = |name: &str, n: i64| {
        let mut req = request(hcl);
        let mut composite = Map::new();
        let mut metadata = Map::new();
        metadata.insert("name".into(), Value::string(name));
        composite.insert("metadata".into(), Value::map(metadata));
        let mut spec = Map::new();
        spec.insert("n".into(), Value::int(n));
        composite.insert("spec".into(), Value::map(spec));
        req.observed.composite = Some(Resource {
            resource: Value::map(composite),
            ..Resource::default()
        });
        let rsp = strata_fnhcl::run(&req);
        assert!(rsp.fatal_result().is_none(), "{:?}", rsp.results);
        let write = |r: &str| {
            strata_core::json::write(&rsp.desired.resources[r].resource, &Default::default())
        };
        (write("a"), write("b"))
    };
    let want = |name: &str, n: i64| {
        (
            format!(
                r#"{{"kind":"A","n":{n},"name":"{name}-top-a/{name}-top-a","tags":{{"fixed":"yes","n":1}}}}"#
            ),
            format!(r#"{{"kind":"B","name":"g-{name}-top-b","other":false}}"#),
        )
    };
    for _ in 0..2 {
        assert_eq!(answer("x", 1), want("x", 1));
        assert_eq!(answer("y", 2), want("y", 2));
    }
}
