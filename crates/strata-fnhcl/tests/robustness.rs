//! No request makes the evaluator panic: random programs assembled from the language's
//! tokens and fragments (deterministic pseudo-random generator), deep nesting, and hostile
//! request data. `respond` is called directly so that a panic fails the test (`run` would
//! turn it into a FATAL result).

use strata_core::{Map, Value};
use strata_fnhcl::model::{FunctionRequest, Resource, Severity};
use strata_fnhcl::response::respond;

const FRAGMENTS: &[&str] = &[
    "resource",
    "resources",
    "group",
    "locals",
    "composite",
    "status",
    "connection",
    "context",
    "requirement",
    "select",
    "function",
    "arg",
    "template",
    "ready",
    "body",
    "condition",
    "for_each",
    "name",
    "key",
    "value",
    "default",
    "matchName",
    "matchLabels",
    "apiVersion",
    "kind",
    "req",
    "self",
    "each",
    "req.composite",
    "req.resource.x",
    "self.resource",
    "each.key",
    "each.value",
    "self.name",
    "x",
    "y",
    " ",
    "\n",
    "{",
    "}",
    "[",
    "]",
    "(",
    ")",
    "=",
    ":",
    ",",
    ".",
    "...",
    "*",
    "?",
    "!",
    "&&",
    "||",
    "==",
    "<",
    "+",
    "-",
    "/",
    "%",
    "\"",
    "\"a\"",
    "\"${",
    "%{",
    "1",
    "0",
    "-1",
    "1e400",
    "true",
    "false",
    "null",
    "for",
    "in",
    "if",
    "=>",
    "try(",
    "can(",
    "invoke(",
    "\"f\"",
    "range(",
    "upper(",
    "length(",
    "toset(",
    "[*]",
    "[0]",
    "\"READY_TRUE\"",
    "base64encode(",
    "#",
    "//",
    "/*",
    "*/",
    "<<EOT\n",
    "EOT\n",
];

struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }
    fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }
}

fn request(hcl: String, xr: Value) -> FunctionRequest {
    let mut input = Map::new();
    input.insert("hcl".into(), Value::string(hcl));
    let mut req = FunctionRequest {
        input: Some(Value::map(input)),
        ..FunctionRequest::default()
    };
    req.observed.composite = Some(Resource {
        resource: xr,
        ..Resource::default()
    });
    req
}

fn xr() -> Value {
    strata_core::json::parse(
        r#"{"metadata":{"name":"xr"},"spec":{"parameters":{"region":"r","list":[1,2]}}}"#,
    )
    .unwrap_or_default()
}

/// A program made of a valid skeleton with random fragments spliced in.
fn random_program(rng: &mut Rng) -> String {
    let skeletons = [
        "resource r {\n  body = { a = @ }\n}\n",
        "locals {\n  x = @\n}\nresource r {\n  body = { v = x }\n}\n",
        "resources c {\n  for_each = @\n  template {\n    body = { k = each.key }\n  }\n}\n",
        "function f {\n  arg a {}\n  body = @\n}\nresource r {\n  body = { v = invoke(\"f\", { a = 1 }) }\n}\n",
        "composite status {\n  body = { s = @ }\n}\ncontext {\n  key = \"k\"\n  value = @\n}\n",
        "@",
    ];
    let sk = skeletons[rng.below(skeletons.len())];
    let mut out = String::new();
    for part in sk.split('@').enumerate() {
        if part.0 > 0 {
            for _ in 0..rng.below(4) + 1 {
                out.push_str(FRAGMENTS[rng.below(FRAGMENTS.len())]);
            }
        }
        out.push_str(part.1);
    }
    out
}

#[test]
fn random_programs_never_panic() {
    let mut rng = Rng(0x9E37_79B9_7F4A_7C15);
    let mut ok = 0;
    for _ in 0..3000 {
        let program = format!("-- main.hcl --\n{}", random_program(&mut rng));
        let rsp = respond(&request(program, xr()));
        if rsp.fatal_result().is_none() {
            ok += 1;
            assert!(rsp.results.iter().any(|r| r.severity == Severity::Normal));
        }
    }
    // Some of the random programs must be valid, or the generator tests nothing.
    assert!(ok > 100, "only {ok} programs evaluated");
}

#[test]
fn deep_nesting_is_an_error_not_a_crash() {
    for (open, close) in [
        ("(", ")"),
        ("[", "]"),
        ("{a=", "}"),
        ("\"${", "}\""),
        ("-", ""),
    ] {
        // Beyond the HCL nesting limit (5,100 levels; 5,000 is accepted, as by HCL itself).
        let depth = 6000;
        let hcl = format!(
            "-- main.hcl --\nresource r {{\n  body = {{ v = {}1{} }}\n}}\n",
            open.repeat(depth),
            close.repeat(depth)
        );
        let rsp = respond(&request(hcl, xr()));
        assert!(rsp.fatal_result().is_some());
    }
    let mut deep = Value::Null;
    for _ in 0..5000 {
        deep = Value::list(vec![deep]);
    }
    let rsp = respond(&request("-- main.hcl --\n".into(), deep));
    let msg = rsp
        .fatal_result()
        .map(|r| r.message.clone())
        .unwrap_or_default();
    assert!(msg.contains("nested"), "{msg}");
}

#[test]
fn garbage_input_is_fatal_not_a_crash() {
    for input in [
        Value::string("x"),
        Value::Null,
        Value::list(vec![]),
        Value::map(Map::new()),
    ] {
        let req = FunctionRequest {
            input: Some(input),
            ..FunctionRequest::default()
        };
        assert!(respond(&req).fatal_result().is_some());
    }
    let rsp = respond(&request("-- a --\n\u{0}\u{ffff}\x7f".into(), Value::Null));
    assert!(rsp.fatal_result().is_some());
    // No observed XR at all: req.composite is null.
    let rsp = respond(&request(
        "-- main.hcl --\nresource r {\n  body = { v = try(req.composite.metadata.name, \"none\") }\n}\n".into(),
        Value::Null,
    ));
    assert!(rsp.fatal_result().is_none());
}

#[test]
fn exponential_programs_are_cut_off() {
    let hcl = "-- main.hcl --\nfunction f {\n  arg n {}\n  body = n < 1 ? 1 : invoke(\"f\", { n = n - 1 }) + invoke(\"f\", { n = n - 1 })\n}\nresource r {\n  body = { v = invoke(\"f\", { n = 60 }) }\n}\n";
    let start = std::time::Instant::now();
    let rsp = respond(&request(hcl.into(), xr()));
    assert!(rsp.fatal_result().is_none());
    assert!(rsp.desired.resources.is_empty());
    let discard = rsp
        .results
        .first()
        .map(|r| r.message.clone())
        .unwrap_or_default();
    assert!(discard.contains("Evaluation budget exceeded"), "{discard}");
    assert!(start.elapsed() < std::time::Duration::from_secs(60));
}

#[test]
fn deep_bodies_in_deep_recursion_do_not_overflow_the_stack() {
    // Every call nests a body close to the parser's nesting limit, and calls nest to the
    // depth limit (the branch not taken recurses too), on the test thread's small stack.
    let levels = 90;
    let body = format!(
        "n < 1 ? 0 : {}invoke(\"f\", {{ n = n - 1 }}){}",
        "(1 + ".repeat(levels),
        ")".repeat(levels)
    );
    let hcl = format!(
        "-- main.hcl --\nfunction f {{\n  arg n {{}}\n  body = {body}\n}}\nresource r {{\n  body = {{ v = invoke(\"f\", {{ n = 50 }}) }}\n}}\n"
    );
    let rsp = respond(&request(hcl, xr()));
    assert!(rsp.fatal_result().is_none(), "{:?}", rsp.results);
    let body = rsp
        .desired
        .resources
        .get("r")
        .map(|r| strata_core::json::write(&r.resource, &Default::default()))
        .unwrap_or_default();
    assert_eq!(body, format!("{{\"v\":{}}}", 50 * levels));
}

#[test]
fn deepest_programs_evaluate_on_a_server_sized_stack() {
    // The gRPC server evaluates on its 8 MiB blocking threads without a stack of its own
    // (there is room for the 4 MiB an evaluation may use): the deepest expressions the
    // parser accepts, in every nesting form, must fit.
    let max = strata_hcl::parser::MAX_NESTING - 10;
    let mut hcl = String::from("-- main.hcl --\n");
    // (opening, closing, nesting levels per repetition)
    for (i, (open, close, levels)) in [
        ("(", ")", 1),
        ("[", "]", 1),
        ("{a=", "}", 1),
        ("\"${", "}\"", 2),
        ("-", "", 1),
        ("1 + (", ")", 2),
        ("true ? (", ") : 0", 2),
        ("[for x in [1]: ", "]", 2),
    ]
    .into_iter()
    .enumerate()
    {
        // forms that build nested values stop at the value model's depth limit, which is
        // below the parser's nesting limit; the others nest as deep as the parser allows
        let depth = if i == 1 || i == 2 || i == 7 {
            strata_hcl_types::MAX_DEPTH - 10
        } else {
            max / levels
        };
        hcl.push_str(&format!(
            "resource r{i} {{\n  body = {{ v = {}1{} }}\n}}\n",
            open.repeat(depth),
            close.repeat(depth)
        ));
    }
    let rsp = std::thread::Builder::new()
        .stack_size(8 << 20)
        .spawn(move || respond(&request(hcl, xr())))
        .expect("thread")
        .join()
        .expect("no stack overflow");
    assert!(rsp.fatal_result().is_none(), "{:?}", rsp.results);
    assert_eq!(rsp.desired.resources.len(), 8);
}
