//! hcldec: any spec file (before the first 0xFF byte) decoding any input (after it) must never
//! panic, overflow the stack or hang: spec loading, user functions and decoding included.
#![no_main]
use libfuzzer_sys::fuzz_target;
use strata_core::SourceMap;
use strata_hcl::EvalContext;

fuzz_target!(|data: &[u8]| {
    let (spec_src, input_src) = match data.iter().position(|&b| b == 0xFF) {
        Some(i) => (&data[..i], &data[i + 1..]),
        None => (data, &b""[..]),
    };
    let mut map = SourceMap::new();
    let spec_id = map.add("spec.hcldec", String::from_utf8_lossy(spec_src).into_owned());
    let input_id = map.add("input.hcl", String::from_utf8_lossy(input_src).into_owned());
    let (spec_body, _) = strata_hcl::parse_native(spec_src, spec_id);
    let (spec, _) = strata_hcldec::load_spec(&map, &spec_body);
    let (input, _) = strata_hcl::parse_native(input_src, input_id);
    let mut ctx = EvalContext::new().with_functions(spec.functions.clone());
    ctx.variables = Some(spec.variables.clone());
    let _ = strata_hcldec::decode(&map, &input, &spec.root, Some(&ctx));
});
