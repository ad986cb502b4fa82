//! Parses each file named on the command line and prints its diagnostics, one per line:
//! `severity start end summary`. A debugging aid for the conformance vectors.

use strata_core::SourceMap;

fn main() {
    for path in std::env::args().skip(1) {
        let Ok(src) = std::fs::read(&path) else {
            eprintln!("cannot read {path}");
            continue;
        };
        let mut map = SourceMap::new();
        let file = map.add(path.as_str(), String::from_utf8_lossy(&src).into_owned());
        let (_, diags) = if path.ends_with(".json") {
            strata_hcl::parse_json(&src, file)
        } else {
            strata_hcl::parse_native(&src, file)
        };
        for d in diags {
            let (s, e) = d
                .subject
                .map(|s| (s.start as i64, s.end as i64))
                .unwrap_or((-1, -1));
            println!("{} {} {} {}", d.severity.as_str(), s, e, d.summary);
        }
    }
}
