//! HCL JSON syntax: parsing any bytes, then evaluating every top-level attribute with the
//! standard functions, must never panic, overflow the stack or hang.
#![no_main]
use libfuzzer_sys::fuzz_target;
use strata_core::FileId;
use strata_hcl::EvalContext;

fuzz_target!(|data: &[u8]| {
    let (body, _diags) = strata_hcl::parse_json(data, FileId(0));
    let ctx = EvalContext::new().with_functions(strata_hcl_types::stdlib::functions());
    let (attrs, _) = body.just_attributes();
    for attr in attrs.values() {
        let _ = attr.expr.evaluate(&ctx);
        let _ = attr.expr.variables();
    }
});
