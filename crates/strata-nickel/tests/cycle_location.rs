//! A record field that needs itself through a field access ends with Nickel's "infinite
//! recursion" error pointing at an access of the cycle (`recursive reference`), at the place
//! nickel 1.18 names: the re-entered field's own definition (`1:28` and `1:14` below, what
//! `nickel export` prints for these programs).

use strata_core::host::MemoryHost;
use strata_nickel::{Nickel, DEFAULT_LIMITS};

fn export_error(src: &str) -> String {
    let mut nk = Nickel::new(Box::new(MemoryHost::new()), DEFAULT_LIMITS);
    let err = match nk.eval_source("cyc.ncl", src) {
        Ok(v) => nk.export(&v, "json").expect_err("a cycle cannot export"),
        Err(e) => e,
    };
    nk.render_error(&err)
}

#[test]
fn cycle_through_field_access_has_a_location() {
    let text = export_error("let rec r = { a = r.b, b = r.a } in r\n");
    assert!(text.contains("infinite recursion"), "{text}");
    assert!(text.contains("cyc.ncl:1:28"), "{text}");
    assert!(text.contains("recursive reference"), "{text}");
}

#[test]
fn cycle_through_variables_keeps_its_location() {
    let text = export_error("{ a = b, b = a }\n");
    assert!(text.contains("infinite recursion"), "{text}");
    assert!(text.contains("cyc.ncl:1:14"), "{text}");
}
