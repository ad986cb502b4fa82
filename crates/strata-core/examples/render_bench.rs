//! Times the two text renderers on 1,000 diagnostics over one 2,000-line file:
//! `cargo run --release -p strata-core --example render_bench`.

use std::time::Instant;
use strata_core::diagnostic::{render_report, render_text, RenderOptions};
use strata_core::{Diagnostic, SourceMap, Span};

fn main() {
    let mut map = SourceMap::new();
    let text: String = (0..2_000)
        .map(|i| format!("resource \"r{i}\" {{ name = \"n{i}\" }}\n"))
        .collect();
    let starts: Vec<u32> = text
        .match_indices('\n')
        .map(|(i, _)| i as u32 + 1)
        .collect();
    let file = map.add("main.hcl", text);
    let diags: Vec<Diagnostic> = (0..1_000)
        .map(|i| {
            let at = starts[i * 2] + 9;
            Diagnostic::error(
                "Unsupported argument",
                "An argument named \"name\" is not expected here.",
            )
            .with_primary(Span::new(file, at, at + 4), "not expected here")
            .with_secondary(
                Span::new(file, starts[i] + 9, starts[i] + 13),
                "defined here",
            )
            .with_note("arguments are checked against the schema")
        })
        .collect();
    let mut best = [f64::MAX; 2];
    let mut sizes = [0usize; 2];
    for _ in 0..5 {
        let t = Instant::now();
        let a = render_text(&map, &diags, RenderOptions::default());
        best[0] = best[0].min(t.elapsed().as_secs_f64());
        let t = Instant::now();
        let b = render_report(&map, &diags, RenderOptions::default());
        best[1] = best[1].min(t.elapsed().as_secs_f64());
        sizes = [a.len(), b.len()];
    }
    println!(
        "1000 diagnostics: render_text (hand-written, HCL layout) {:.2} ms, {} bytes; \
         render_report (codespan-reporting, two labels each) {:.2} ms, {} bytes",
        best[0] * 1e3,
        sizes[0],
        best[1] * 1e3,
        sizes[1]
    );
}
