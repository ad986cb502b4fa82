//! HCL native syntax: parsing any bytes, then evaluating every top-level attribute with the
//! standard functions, must never panic, overflow the stack or hang. The same bytes parsed one
//! top-level item at a time (`parser::NativeItems`, hcldec's streamed decode) must give the
//! whole parse's items when no part has an error, and some part must have an error when the
//! whole parse has one.
#![no_main]
use libfuzzer_sys::fuzz_target;
use strata_core::FileId;
use strata_hcl::EvalContext;

fuzz_target!(|data: &[u8]| {
    let (whole, whole_diags) = strata_hcl::parser::parse_file_named(data, FileId(0), "f.hcl");
    let mut items = strata_hcl::parser::NativeItems::new(data, FileId(0), "f.hcl");
    let (mut attrs, mut blocks, mut errors) = (Vec::new(), Vec::new(), false);
    while let Some((part, diags)) = items.next_items() {
        errors |= strata_core::diagnostic::has_errors(&diags);
        attrs.extend(part.attributes.values().map(|a| format!("{a:?}")));
        blocks.extend(part.blocks.iter().map(|b| format!("{b:?}")));
    }
    let mut names: Vec<&str> = Vec::new();
    let mut repeated = false;
    let mut parts = strata_hcl::parser::NativeItems::new(data, FileId(0), "f.hcl");
    let mut kept = Vec::new();
    while let Some((part, _)) = parts.next_items() {
        kept.push(part);
    }
    for part in &kept {
        for name in part.attributes.keys() {
            repeated |= names.contains(&name.as_str());
            names.push(name.as_str());
        }
    }
    if strata_core::diagnostic::has_errors(&whole_diags) {
        // A repeated top-level argument is the one error only the whole parse reports.
        assert!(errors || repeated, "the whole file has errors, no part has");
    } else if repeated {
        panic!("a repeated argument without an error");
    } else if !errors {
        let want: Vec<String> = whole.attributes.values().map(|a| format!("{a:?}")).collect();
        // A repeated top-level name is an error of the whole parse only (callers check).
        assert_eq!(attrs.len(), want.len());
        assert_eq!(attrs, want);
        let want: Vec<String> = whole.blocks.iter().map(|b| format!("{b:?}")).collect();
        assert_eq!(blocks, want);
    }
    let (body, _diags) = strata_hcl::parse_native(data, FileId(0));
    let ctx = EvalContext::new().with_functions(strata_hcl_types::stdlib::functions());
    let (attrs, _) = body.just_attributes();
    for attr in attrs.values() {
        let _ = attr.expr.evaluate(&ctx);
        let _ = attr.expr.variables();
    }
});
