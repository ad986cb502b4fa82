//! A `non mergeable terms` error shows both definitions, each in its own file, and the merge
//! that brought them together: the layout Nickel prints.

use strata_core::host::MemoryHost;
use strata_nickel::Nickel;

fn report(files: &[(&str, &str)], main: &str) -> String {
    let mut host = MemoryHost::new();
    for (name, text) in files {
        host = host.with_file(name, *text);
    }
    let mut nk = Nickel::new(Box::new(host), strata_nickel::DEFAULT_LIMITS);
    let text = files
        .iter()
        .find(|(n, _)| *n == main)
        .map(|(_, t)| *t)
        .expect("main file");
    let err = nk
        .eval_source(main, text)
        .and_then(|v| nk.export(&v, "json"))
        .expect_err("the merge conflicts");
    nk.render_error(&err)
}

#[test]
fn two_definitions_in_two_files() {
    let got = report(
        &[
            ("base.ncl", "{ port = 80 }\n"),
            ("main.ncl", "(import \"base.ncl\") & { port = 8080 }\n"),
        ],
        "main.ncl",
    );
    let want = "\
error: non mergeable terms
  ┌─ base.ncl:1:10
  │
1 │ { port = 80 }
  │          ^^ cannot merge this expression
  │
  ┌─ main.ncl:1:32
  │
1 │ (import \"base.ncl\") & { port = 8080 }
  │ -------------------------------^^^^--
  │ │                              │
  │ │                              with this expression
  │ originally merged here
  │
  = Merge operands have the same merge priority but they can't be combined.
  = Both values are of type Number but they aren't equal.
  = Number values can only be merged if they are equal

";
    assert_eq!(got, want);
}

#[test]
fn definitions_reached_through_a_variable() {
    let got = report(
        &[(
            "main.ncl",
            "let base = { a = \"x\" } in\nbase & { a = 1 }\n",
        )],
        "main.ncl",
    );
    let want = "\
error: non mergeable terms
  ┌─ main.ncl:1:18
  │
1 │ let base = { a = \"x\" } in
  │                  ^^^ cannot merge this expression
2 │ base & { a = 1 }
  │ -------------^--
  │ │            │
  │ │            with this expression
  │ originally merged here
  │
  = Merge operands have the same merge priority but they can't be combined.
  = One value is of type Number while the other is of type String
  = Values of different types can't be merged

";
    // (nickel 1.18 names the right operand's type first)
    assert_eq!(got, want);
}
