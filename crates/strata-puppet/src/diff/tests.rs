use super::udiff::unified;
use super::*;

fn cat(json: &str) -> Value {
    strata_core::json::parse(json).expect("test catalog")
}

#[test]
fn tags_are_ignored_unless_included() {
    let a = cat(
        r#"{"resources":[{"type":"File","title":"/a","tags":["x"],"exported":false,"parameters":{"mode":"1"}}]}"#,
    );
    let b = cat(
        r#"{"resources":[{"type":"File","title":"/a","tags":["y"],"exported":false,"parameters":{"mode":"1"}}]}"#,
    );
    assert!(diff_catalogs(&a, &b, &DiffOptions::default())
        .unwrap()
        .is_empty());
    let opts = DiffOptions {
        include_tags: true,
        ..DiffOptions::default()
    };
    let d = diff_catalogs(&a, &b, &opts).unwrap();
    assert_eq!(d.len(), 1);
    assert_eq!(
        (d[0].kind, d[0].key.as_str()),
        ('!', "File\u{c}/a\u{c}tags")
    );
}

#[test]
fn unified_hunks_like_gnu_diff() {
    assert_eq!(
        unified("a\nb\n", "a\nc\nb\n", 2),
        ["@@ -1,2 +1,3 @@", " a", "+c", " b"]
    );
    assert_eq!(
        unified("x", "y", 0),
        [
            "@@ -1 +1 @@",
            "-x",
            "\\ No newline at end of file",
            "+y",
            "\\ No newline at end of file"
        ]
    );
}

#[test]
fn ruby_floats() {
    assert_eq!(ignore::ruby_float(1e20), "1.0e+20");
    assert_eq!(ignore::ruby_float(1e-5), "1.0e-05");
    assert_eq!(ignore::ruby_float(100.0), "100.0");
    assert_eq!(ignore::ruby_float(0.25), "0.25");
    // Ruby 3 (`ruby -e 'p 1e15, 1234567890123456.0'`): exponent form from 1e15 on
    assert_eq!(ignore::ruby_float(1e15), "1.0e+15");
    assert_eq!(
        ignore::ruby_float(1234567890123456.0),
        "1.234567890123456e+15"
    );
}

#[test]
fn marshal_of_a_string() {
    // Ruby: Digest::MD5.hexdigest(Marshal.dump("secret"))
    assert_eq!(
        ignore::marshal_md5(&Value::string("secret")),
        "6c9edc287ea47a5bd1338bdab2dbae8d"
    );
}
