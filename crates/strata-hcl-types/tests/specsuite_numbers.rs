//! Number facts from the hcldec specsuite (`expressions/operators.t`): the results of
//! `add_big` and `mod_frac` must match digit for digit at 512-bit precision.

use strata_hcl_types::{ops, Number, Value};

fn n(s: &str) -> Value {
    Value::number(Number::parse(s).expect("valid number literal"))
}

fn text(v: &Value) -> String {
    v.as_number().expect("a number").to_text()
}

#[test]
fn add_big() {
    let got = ops::add(
        &n("3.14159265358979323846264338327950288419716939937510582097494459"),
        &n("1"),
    )
    .unwrap();
    let want = n("4.14159265358979323846264338327950288419716939937510582097494459");
    assert_eq!(text(&got), text(&want));
    assert_eq!(
        text(&got),
        "4.14159265358979323846264338327950288419716939937510582097494459"
    );
}

#[test]
fn mod_frac() {
    let got = ops::modulo(&n("11"), &n("5.1")).unwrap();
    let want = n("0.80000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000024");
    assert_eq!(text(&got), text(&want));
    assert_eq!(got.equals(&want), Value::bool(true));
    assert!(text(&got).ends_with("00024"), "{}", text(&got));
}

#[test]
fn simple_arithmetic() {
    assert_eq!(text(&ops::add(&n("2"), &n("3.5")).unwrap()), "5.5");
    assert_eq!(text(&ops::subtract(&n("2"), &n("3.5")).unwrap()), "-1.5");
    assert_eq!(text(&ops::multiply(&n("2"), &n("4.5")).unwrap()), "9");
    assert_eq!(text(&ops::divide(&n("1"), &n("10")).unwrap()), "0.1");
    assert_eq!(text(&ops::modulo(&n("11"), &n("5")).unwrap()), "1");
}
