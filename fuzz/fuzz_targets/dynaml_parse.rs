//! Any text between `((` and `))`: the dynaml parser must return, never panic, overflow the
//! stack or hang, and printing what it parsed must not fail either (nor reparsing the print).
//! The same text as a YAML string under `--features interpolation` goes through the
//! interpolation rewrite and its result through the parser. Seeds: `fuzz/seeds/dynaml_parse`,
//! dictionary: `fuzz/dynaml.dict`.
#![no_main]
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    if let Ok(text) = std::str::from_utf8(data) {
        if let Ok(e) = strata_spiff::parser::parse(text) {
            let printed = e.to_string();
            let _ = strata_spiff::parser::parse(&printed);
        }
        if let Some(expr) = strata_spiff::parser::interpolate(text) {
            let _ = strata_spiff::parser::parse(&expr);
        }
    }
});
