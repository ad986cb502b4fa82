//! Number behaviour checked against results captured from the reference implementation
//! (hcldec's number library, cty 1.12.1, 512-bit big floats).
//!
//! `tests/data/numbers.txt` holds one case per line: `OP A [B]|RESULT`, where OP is `parse`,
//! `add`, `sub`, `mul`, `div`, `mod` or `lt`, the operands are decimal literals, and RESULT
//! is the reference's output: the shortest decimal text (`Text('f', -1)`), `true`/`false`
//! for `lt`, or `error: MESSAGE`. The operands were drawn at random (integers, long
//! fractions, large and small exponents, signs); the file is the record of the capture.

use strata_hcl_types::{ops, Number, Value};

fn eval(line: &str) -> String {
    let parts: Vec<&str> = line.split_whitespace().collect();
    let num =
        |s: &str| Value::number(Number::parse(s).unwrap_or_else(|| panic!("bad literal {s}")));
    let text = |r: Result<Value, ops::OpError>| match r {
        Ok(v) => match (v.as_number(), v.as_bool()) {
            (Some(n), _) => n.to_text(),
            (_, Some(b)) => b.to_string(),
            _ => format!("{v:?}"),
        },
        Err(e) => format!("error: {}", e.problems[0].detail),
    };
    match parts.as_slice() {
        ["parse", a] => num(a).as_number().map(Number::to_text).unwrap_or_default(),
        [op, a, b] => {
            let (a, b) = (num(a), num(b));
            text(match *op {
                "add" => ops::add(&a, &b),
                "sub" => ops::subtract(&a, &b),
                "mul" => ops::multiply(&a, &b),
                "div" => ops::divide(&a, &b),
                "mod" => ops::modulo(&a, &b),
                "lt" => ops::less(&a, &b),
                other => panic!("unknown op {other}"),
            })
        }
        _ => panic!("bad case line {line}"),
    }
}

#[test]
fn numbers_match_reference() {
    let data = include_str!("data/numbers.txt");
    let mut failures = Vec::new();
    let mut total = 0;
    for line in data.lines().filter(|l| !l.trim().is_empty()) {
        total += 1;
        let (case, want) = line.split_once('|').expect("case|result");
        let got = eval(case);
        if got != want {
            failures.push(format!("{case}\n  want {want}\n  got  {got}"));
        }
    }
    assert!(total > 1000, "expected the full case file");
    assert!(
        failures.is_empty(),
        "{} of {total} cases differ:\n{}",
        failures.len(),
        failures
            .iter()
            .take(10)
            .cloned()
            .collect::<Vec<_>>()
            .join("\n")
    );
}
