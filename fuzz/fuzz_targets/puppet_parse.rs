//! Fuzz the Puppet parser: no input may panic, overflow the stack or hang.
#![no_main]
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    if let Ok(src) = std::str::from_utf8(data) {
        let _ = strata_puppet::validate("fuzz.pp", src);
    }
});
