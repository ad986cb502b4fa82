//! The dynaml expression parser must never panic, overflow the stack or hang.
#![no_main]
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    if let Ok(text) = std::str::from_utf8(data) {
        let _ = strata_spiff::parser::parse(text);
    }
});
