//! The core JSON reader must never panic, and what it accepts must round-trip through the writer.
#![no_main]
use libfuzzer_sys::fuzz_target;
use strata_core::json;

fuzz_target!(|data: &[u8]| {
    if let Ok(text) = std::str::from_utf8(data) {
        if let Ok(v) = json::parse(text) {
            let out = json::write(&v, &json::WriteOptions::compact());
            let again = json::parse(&out).expect("writer output parses");
            assert_eq!(json::write(&again, &json::WriteOptions::compact()), out);
        }
    }
});
