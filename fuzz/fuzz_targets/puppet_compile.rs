//! Fuzz the Puppet compiler (parse, evaluate, build the catalog) with an in-memory host: no
//! input may panic, overflow the stack or hang (the evaluator's step and depth limits end
//! runaway programs with an error).
#![no_main]
use libfuzzer_sys::fuzz_target;
use strata_core::host::MemoryHost;

fuzz_target!(|data: &[u8]| {
    if let Ok(src) = std::str::from_utf8(data) {
        let host = MemoryHost::new();
        let opts = strata_puppet::Options {
            node: "fuzz".into(),
            facts: None,
            strict: false,
            modulepath: vec![],
            manifest: "/fuzz.pp".into(),
            // Small limits keep every run short; the limits themselves are what is tested.
            limits: strata_core::budget::Limits {
                max_steps: 2_000_000,
                max_depth: 2_000,
            },
            parsed_manifest: None,
            ..strata_puppet::Options::default()
        };
        let _ = strata_puppet::compile(&host, &opts, src.to_string());
    }
});
