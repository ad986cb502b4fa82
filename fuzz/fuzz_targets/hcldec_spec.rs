//! hcldec: any spec file (before the first 0xFF byte) decoding any input (after it) must never
//! panic, overflow the stack or hang: spec loading, user functions and decoding included. The
//! streamed decode (one top-level block at a time) must give up or write what the whole
//! decode writes, and finish only when the whole decode has no error.
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
    let mut ctx = EvalContext::new().with_functions(spec.functions.clone());
    ctx.variables = Some(spec.variables.clone());
    let (whole, mut diags) = strata_hcl::parse_native_named(input_src, input_id, "input.hcl");
    let (value, d) = strata_hcldec::decode(&map, &whole, &spec.root, Some(&ctx));
    diags.extend(d);
    let streamed = strata_hcldec::stream::decode_stream(
        &map,
        input_id,
        input_src,
        "input.hcl",
        &spec.root,
        Some(&ctx),
        false,
    );
    if let strata_hcldec::stream::Streamed::Done(out) = streamed {
        assert!(!strata_core::diagnostic::has_errors(&diags), "{diags:?}");
        let mut text = Vec::new();
        out.write_to(&mut text).unwrap();
        let want = strata_hcldec::output::render(&value, false, false).expect("renders");
        assert_eq!(String::from_utf8(text).unwrap(), want);
    }
});
