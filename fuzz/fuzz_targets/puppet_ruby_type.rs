//! Fuzz the static reader of Ruby resource types (`lib/puppet/type/*.rb`): no input may
//! panic, overflow the stack or hang; a declaration it cannot read is an error.
#![no_main]
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    if let Ok(src) = std::str::from_utf8(data) {
        if let Ok(types) = strata_puppet::resource_types::ruby_reader::read_type_file(src) {
            for t in types {
                let _ = t.namevars();
                let _ = t.into_resource_type("fuzz.rb".into(), false);
            }
        }
    }
});
