//! Runs many sessions one after the other, to measure what a session leaves allocated:
//! `session_loop N [FILE]` evaluates FILE (or a small recursive program) and exports it as JSON
//! in N fresh sessions, then prints the resident set size (Linux) before and after.
//!
//! ```sh
//! cargo run --release -p strata-nickel --example session_loop -- 1000
//! ```

use strata_core::host::MemoryHost;
use strata_nickel::{Nickel, DEFAULT_LIMITS};

const PROGRAM: &str = r#"
let rec fact = fun n => if n == 0 then 1 else n * fact (n - 1) in
let base = { version = "1", name = "app-%{version}", f = fun x => fact x + std.string.length name } in
base & { version | force = "2", r = f 5 }
"#;

fn rss_kb() -> Option<u64> {
    let s = std::fs::read_to_string("/proc/self/status").ok()?;
    let line = s.lines().find(|l| l.starts_with("VmRSS:"))?;
    line.split_whitespace().nth(1)?.parse().ok()
}

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let n: usize = args.get(1).and_then(|a| a.parse().ok()).unwrap_or(1000);
    let program = match args.get(2) {
        Some(path) => std::fs::read_to_string(path).expect("reading the program"),
        None => PROGRAM.to_string(),
    };
    let mut last = String::new();
    let before = rss_kb();
    for i in 0..n {
        let mut nk = Nickel::new(Box::new(MemoryHost::new()), DEFAULT_LIMITS);
        last = match nk.eval_source("loop.ncl", &program) {
            Ok(v) => nk
                .export(&v, "json")
                .unwrap_or_else(|e| nk.render_error(&e)),
            Err(e) => nk.render_error(&e),
        };
        if i == 0 {
            eprintln!("first session: RSS {:?} KB", rss_kb());
        }
    }
    eprintln!(
        "{n} sessions: RSS {:?} KB before, {:?} KB after; last output {} bytes",
        before,
        rss_kb(),
        last.len()
    );
}
