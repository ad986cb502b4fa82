//! Library-level tests (per-function tests live in `tests/`).

use super::*;

#[test]
fn every_name_is_registered() {
    let lib = library();
    let names: Vec<&str> = lib.keys().map(String::as_str).collect();
    assert_eq!(names, NAMES);
    assert_eq!(names.len(), 94);
}

#[test]
fn base64gzip_round_trips() {
    use base64::Engine;
    use std::io::Read;
    let f = &library()["base64gzip"];
    let text = "hello hello hello, strata";
    let v = f
        .call(&[strata_hcl_types::Value::string(text)])
        .expect("gzip succeeds");
    let bytes = base64::engine::general_purpose::STANDARD
        .decode(v.as_str().unwrap_or_default())
        .expect("valid base64");
    let mut out = String::new();
    flate2::read::GzDecoder::new(&bytes[..])
        .read_to_string(&mut out)
        .expect("valid gzip");
    assert_eq!(out, text);
    // Header: no name, mtime 0, unknown OS, as Go writes it.
    assert_eq!(&bytes[..10], &[0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff]);
}
