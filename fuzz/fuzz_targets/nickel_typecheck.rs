//! Any text as a Nickel program, parsed and typechecked (`nickel typecheck`, then the strict mode
//! that also checks the whole program as a typed block): every outcome must be `Ok` or an error,
//! never a panic, a stack overflow or a hang. Imports read from an empty in-memory host.
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
        let _ = nk.check_source("fuzz.ncl", text);
        let _ = nk.check_source_strict("fuzz.ncl", text);
    }
});
