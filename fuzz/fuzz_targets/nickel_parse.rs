//! Any text as a Nickel program: the parser must return a tree or an error, never panic,
//! overflow the stack or hang.
#![no_main]
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    if let Ok(text) = std::str::from_utf8(data) {
        let mut map = strata_core::SourceMap::new();
        let file = map.add("fuzz.ncl", text);
        let _ = strata_nickel::parser::parse(text, file);
    }
});
