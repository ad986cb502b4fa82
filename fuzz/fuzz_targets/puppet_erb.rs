//! Fuzz ERB templates (scanning, the Ruby parser and evaluator): the input is a template
//! rendered by `template()` with a few variables of each kind set. No input may panic,
//! overflow the stack or hang (the evaluator shares the compiler's step and depth limits).
#![no_main]
use libfuzzer_sys::fuzz_target;
use strata_core::host::MemoryHost;

fuzz_target!(|data: &[u8]| {
    if let Ok(src) = std::str::from_utf8(data) {
        let _ = strata_puppet::erb::parse(src);
        let host = MemoryHost::new().with_file("/m/f/templates/t.erb", src.to_string());
        let opts = strata_puppet::Options {
            node: "fuzz".into(),
            facts: None,
            strict: false,
            modulepath: vec!["/m".into()],
            manifest: "/fuzz.pp".into(),
            limits: strata_core::budget::Limits {
                max_steps: 2_000_000,
                max_depth: 2_000,
            },
            parsed_manifest: None,
            ..Default::default()
        };
        let manifest = "$s = 'str'\n$i = 3\n$f = 1.5\n$b = true\n$a = [1, 'x', [2]]\n\
                        $h = {'k' => 'v', 'n' => [1, 2]}\nnotice(template('f/t.erb'))\n";
        let _ = strata_puppet::compile(&host, &opts, manifest.to_string());
    }
});
