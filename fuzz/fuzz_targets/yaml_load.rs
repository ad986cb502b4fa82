//! The YAML loader must never panic under either schema, and what it loads must survive the
//! writer: written text loads back to the same values.
#![no_main]
use libfuzzer_sys::fuzz_target;
use strata_core::yaml::{self, LoadOptions, WriteOptions};
use strata_core::FileId;

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else { return };
    for opts in [LoadOptions::yaml11(), LoadOptions::yaml12_core()] {
        if let Ok(values) = yaml::load_values(text, FileId(0), &opts) {
            let out = yaml::write_documents(&values, &WriteOptions { sort_keys: false });
            let again = yaml::load_values(&out, FileId(0), &opts).expect("writer output loads");
            // NaN != NaN, so compare the written text: writing is idempotent across a reload.
            assert_eq!(yaml::write_documents(&again, &WriteOptions { sort_keys: false }), out);
        }
    }
});
