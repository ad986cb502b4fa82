//! Library-level tests (per-function tests live in `tests/`).

use super::*;

#[test]
fn every_name_is_registered() {
    let lib = library();
    let names: Vec<&str> = lib.keys().map(String::as_str).collect();
    assert_eq!(names, NAMES);
    assert_eq!(names.len(), 93);
}
