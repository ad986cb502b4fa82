//! Parses (and evaluates) `N` nested `[` on the main thread: run it under different
//! `ulimit -s` values to see how much stack the nesting limit needs.

fn main() {
    let n: usize = std::env::args()
        .nth(1)
        .and_then(|s| s.parse().ok())
        .unwrap_or(50_000);
    let open = std::env::args().nth(2).unwrap_or_else(|| "[".to_string());
    let src = format!("a = {}", open.repeat(n));
    let (body, diags) = strata_hcl::parse_native(src.as_bytes(), strata_core::FileId(0));
    let (attrs, _) = body.just_attributes();
    for a in attrs.values() {
        let _ = a.expr.value(None);
    }
    println!("ok: {} diagnostics", diags.len());
}
