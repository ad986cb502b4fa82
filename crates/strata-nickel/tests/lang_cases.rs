//! Data-driven cases of the language and the standard library: each `tests/lang/NAME.ncl` is
//! evaluated and exported as JSON, and compared with `NAME.out`, captured from nickel 1.18 by
//! `tests/lang/capture.py`: the compact JSON nickel exported, or the first line of nickel's
//! error and the line and column of the first location it shows (`at L:C`). An error case whose
//! `.out` has no `at` line checks the message only (cases written before a nickel 1.18 binary was
//! at hand, from nickel's own error texts; `capture.py` rewrites them with the location).

use std::path::Path;
use strata_core::host::MemoryHost;
use strata_nickel::Nickel;

fn run(name: &str, src: &str) -> String {
    let mut nk = Nickel::new(Box::new(MemoryHost::new()), strata_nickel::DEFAULT_LIMITS);
    let result = nk
        .eval_source(name, src)
        .and_then(|v| nk.export(&v, "json"));
    match result {
        Ok(text) => {
            let data = strata_core::json::parse(&text).expect("export is JSON");
            strata_core::json::write(&data, &strata_core::json::WriteOptions::compact()) + "\n"
        }
        Err(e) => {
            let text = nk.render_error(&e);
            let first = text.lines().next().unwrap_or_default().to_string();
            let loc = text
                .split(&format!("{name}:"))
                .nth(1)
                .and_then(|rest| {
                    let mut it = rest.splitn(3, |c: char| !c.is_ascii_digit());
                    Some(format!("at {}:{}\n", it.next()?, it.next()?))
                })
                .unwrap_or_default();
            format!("{first}\n{loc}")
        }
    }
}

#[test]
fn lang_cases_give_nickels_results() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/lang");
    let mut names: Vec<String> = std::fs::read_dir(&dir)
        .expect("tests/lang exists")
        .filter_map(|e| e.ok()?.file_name().into_string().ok())
        .filter_map(|f| f.strip_suffix(".ncl").map(str::to_string))
        .collect();
    names.sort();
    assert!(names.len() >= 20, "the cases are there ({})", names.len());
    let mut failures = Vec::new();
    for name in &names {
        let src = std::fs::read_to_string(dir.join(format!("{name}.ncl"))).expect("case");
        let got = run(&format!("{name}.ncl"), &src);
        let Ok(expected) = std::fs::read_to_string(dir.join(format!("{name}.out"))) else {
            failures.push(format!(
                "{name}.out is missing (run capture.py); got {got:?}"
            ));
            continue;
        };
        // an error expectation without a location checks the message only
        let got = if expected.starts_with("error") && expected.lines().count() == 1 {
            got.lines().next().unwrap_or_default().to_string() + "\n"
        } else {
            got
        };
        if got != expected {
            failures.push(format!(
                "{name}:\n  expected {expected:?}\n  got      {got:?}"
            ));
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}
