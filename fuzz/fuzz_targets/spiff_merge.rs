//! Any YAML text as a template merged with itself as a stub, with spiff++'s control
//! structures enabled: no panic, no hang. Seeds: `fuzz/seeds/spiff_merge` (control
//! structures, markers, merge keys).
#![no_main]
use libfuzzer_sys::fuzz_target;
use strata_spiff::{Input, MergeOptions, Session};

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    let Ok(docs) = strata_spiff::load::load(text, strata_core::FileId(0)) else {
        return;
    };
    let input = Input {
        name: "fuzz.yml".into(),
        dir: ".".into(),
        docs,
    };
    let mut opts = MergeOptions::default();
    opts.limits.max_steps = 1_000_000;
    opts.features.control = true;
    let _ = strata_spiff::merge(&input, std::slice::from_ref(&input), &opts, &mut Session::isolated());
});
