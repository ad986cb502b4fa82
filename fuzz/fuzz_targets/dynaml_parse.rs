//! Any text between `((` and `))`: the dynaml parser must return, never panic, overflow the
//! stack or hang, and printing what it parsed must not fail either.
#![no_main]
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    if let Ok(text) = std::str::from_utf8(data) {
        if let Ok(e) = strata_spiff::parser::parse(text) {
            let _ = e.to_string();
        }
    }
});
