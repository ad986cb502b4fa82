//! The fast paths of the parser, the evaluator and the JSON export give the results of the
//! general ones: integers at the ends of `i64`, literal fields, names and strings.

use strata_core::host::MemoryHost;
use strata_nickel::Nickel;

fn export(src: &str) -> Result<String, String> {
    let mut nk = Nickel::new(Box::new(MemoryHost::new()), strata_nickel::DEFAULT_LIMITS);
    let v = nk
        .eval_source("test.ncl", src)
        .map_err(|e| format!("error: {}", e.msg))?;
    nk.export(&v, "json")
        .map_err(|e| format!("error: {}", e.msg))
}

#[test]
fn integers_are_written_exactly() {
    assert_eq!(
        export("[0, 7, -7, 10, -100, 9223372036854775807, -9223372036854775807 - 1]").as_deref(),
        Ok("[\n  0,\n  7,\n  -7,\n  10,\n  -100,\n  9223372036854775807,\n  -9223372036854775808\n]\n")
    );
    // beyond i64, and fractions, take the general path
    assert_eq!(
        export("[9223372036854775808, 1/4, -0.5]").as_deref(),
        Ok("[\n  9223372036854775808,\n  0.25,\n  -0.5\n]\n")
    );
}

#[test]
fn keys_and_strings_are_escaped_only_when_needed() {
    assert_eq!(
        export(r#"{ plain = "abc", "q\"k" = "a\nb", "é" = "<&>" }"#).as_deref(),
        Ok("{\n  \"plain\": \"abc\",\n  \"q\\\"k\": \"a\\nb\",\n  \"é\": \"<&>\"\n}\n")
    );
}
