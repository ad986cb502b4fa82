//! Any text between `((` and `))`: the dynaml parser must return, never panic or overflow.
#![no_main]
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    if let Ok(text) = std::str::from_utf8(data) {
        if let Ok(e) = strata_spiff::parser::parse(text) {
            // printing must not fail either
            let _ = e.to_string();
        }
    }
});
