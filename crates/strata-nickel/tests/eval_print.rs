//! Data-driven cases of `nickel eval`'s output: each `tests/eval_print/NAME.ncl` is evaluated
//! and printed in Nickel syntax, and compared with `NAME.out`, captured from nickel 1.18 by
//! `tests/eval_print/capture.py` (what `nickel eval` printed, or the first line of its error).

use std::path::Path;
use strata_core::host::MemoryHost;
use strata_nickel::Nickel;

fn run(name: &str, src: &str) -> String {
    let mut nk = Nickel::new(Box::new(MemoryHost::new()), strata_nickel::DEFAULT_LIMITS);
    let result = nk.eval_source(name, src).and_then(|v| nk.eval_output(&v));
    match result {
        Ok(text) => text,
        Err(e) => {
            let text = nk.render_error(&e);
            text.lines().next().unwrap_or_default().to_string() + "\n"
        }
    }
}

#[test]
fn eval_prints_values_as_nickel_does() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/eval_print");
    let mut names: Vec<String> = std::fs::read_dir(&dir)
        .expect("tests/eval_print exists")
        .filter_map(|e| e.ok()?.file_name().into_string().ok())
        .filter_map(|f| f.strip_suffix(".ncl").map(str::to_string))
        .collect();
    names.sort();
    assert!(names.len() >= 30, "the cases are there ({})", names.len());
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
        if got != expected {
            failures.push(format!("{name}:\n--- expected\n{expected}--- got\n{got}"));
        }
    }
    assert!(
        failures.is_empty(),
        "{} failing:\n{}",
        failures.len(),
        failures.join("\n")
    );
}
