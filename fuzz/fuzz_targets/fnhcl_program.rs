//! `strata_fnhcl` must answer every request without panicking: the input is used as the HCL
//! program (wrapped as `main.hcl` unless it is already a txtar archive) and, after a `\0`, as
//! the JSON of the observed XR.
#![no_main]
use libfuzzer_sys::fuzz_target;
use strata_core::{Map, Value};
use strata_fnhcl::model::{FunctionRequest, Resource};

fuzz_target!(|data: &[u8]| {
    let text = String::from_utf8_lossy(data);
    let (program, xr) = match text.split_once('\0') {
        Some((p, x)) => (p.to_string(), strata_core::json::parse(x).unwrap_or_default()),
        None => (text.to_string(), Value::Null),
    };
    let hcl = if program.contains("-- ") { program } else { format!("-- main.hcl --\n{program}") };
    let mut input = Map::new();
    input.insert("hcl".into(), Value::string(hcl));
    let mut req = FunctionRequest { input: Some(Value::map(input)), ..FunctionRequest::default() };
    req.observed.composite = Some(Resource { resource: xr, ..Resource::default() });
    // Call the evaluator directly (not through `run`, which would catch a panic).
    let _ = strata_fnhcl::response::respond(&req);
});
