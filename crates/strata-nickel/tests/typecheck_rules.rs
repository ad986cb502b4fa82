//! The static typechecker against Nickel 1.18's behaviour: each case of
//! `tests/typecheck/cases.txt` is a program and either `ok` (it typechecks) or the error nickel
//! 1.18 reports (its message, and notes that must appear among the error's notes).
//!
//! Format: `=== name`, the program, then `--- ok` or `--- error: MESSAGE` followed by
//! `note: TEXT` lines.

use strata_core::source::FileId;
use strata_nickel::parser::parse_program;
use strata_nickel::typecheck::check_program;

struct Case {
    name: String,
    program: String,
    expect: Option<(String, Vec<String>)>,
}

fn cases() -> Vec<Case> {
    let text = include_str!("typecheck/cases.txt");
    let mut out = Vec::new();
    let mut cur: Option<Case> = None;
    let mut in_expect = false;
    for line in text.lines() {
        if let Some(name) = line.strip_prefix("=== ") {
            if let Some(c) = cur.take() {
                out.push(c);
            }
            cur = Some(Case {
                name: name.trim().to_string(),
                program: String::new(),
                expect: None,
            });
            in_expect = false;
            continue;
        }
        let Some(c) = cur.as_mut() else { continue };
        if let Some(rest) = line.strip_prefix("--- ") {
            in_expect = true;
            if let Some(msg) = rest.strip_prefix("error: ") {
                c.expect = Some((msg.to_string(), Vec::new()));
            } else {
                assert_eq!(rest.trim(), "ok", "case {}: bad expectation line", c.name);
            }
        } else if in_expect {
            if let Some(note) = line.strip_prefix("note: ") {
                let (_, notes) = c.expect.as_mut().expect("notes follow an error");
                notes.push(note.to_string());
            }
        } else {
            c.program.push_str(line);
            c.program.push('\n');
        }
    }
    out.extend(cur);
    out
}

#[test]
fn typechecking_agrees_with_nickel() {
    let cases = cases();
    assert!(cases.len() >= 40, "the case file has {} cases", cases.len());
    let mut failures = Vec::new();
    for c in &cases {
        let p = match parse_program(&c.program, FileId(0)) {
            Ok(p) => p,
            // Some of Nickel's static checks (an or-pattern's variables) are made while
            // parsing: the same message from the parser agrees.
            Err(e) if matches!(&c.expect, Some((msg, _)) if *msg == e.msg) => continue,
            Err(e) => {
                failures.push(format!("{}: does not parse: {}", c.name, e.msg));
                continue;
            }
        };
        let got = check_program(&p);
        match (&c.expect, got) {
            (None, Ok(())) => {}
            (None, Err(e)) => {
                failures.push(format!("{}: rejected: {} {:?}", c.name, e.msg, e.notes))
            }
            (Some((msg, _)), Ok(())) => {
                failures.push(format!("{}: accepted, expected `{msg}`", c.name))
            }
            (Some((msg, notes)), Err(e)) => {
                if &e.msg != msg {
                    failures.push(format!(
                        "{}: got `{}`, expected `{msg}` ({:?})",
                        c.name, e.msg, e.notes
                    ));
                    continue;
                }
                for n in notes {
                    if !e.notes.iter().any(|m| m == n) {
                        failures.push(format!("{}: note `{n}` missing from {:?}", c.name, e.notes));
                    }
                }
            }
        }
    }
    assert!(
        failures.is_empty(),
        "{} of {} cases fail:\n{}",
        failures.len(),
        cases.len(),
        failures.join("\n")
    );
}
