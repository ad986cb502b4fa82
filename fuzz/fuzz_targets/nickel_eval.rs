//! Any text as a Nickel program, parsed, evaluated under a small step budget and exported as
//! JSON and YAML: every outcome must be a value or an error, never a panic, a stack overflow or a
//! hang. Imports read from an empty in-memory host.
#![no_main]
use libfuzzer_sys::fuzz_target;
use strata_core::host::MemoryHost;
use strata_nickel::{EvalLimits, Nickel};

fuzz_target!(|data: &[u8]| {
    if let Ok(text) = std::str::from_utf8(data) {
        let limits = EvalLimits {
            max_steps: 200_000,
            max_depth: 20_000,
        };
        let mut nk = Nickel::new(Box::new(MemoryHost::new()), limits);
        if let Ok(v) = nk.eval_source("fuzz.ncl", text) {
            let _ = nk.export(&v, "json");
            let _ = nk.export(&v, "yaml");
        }
    }
});
