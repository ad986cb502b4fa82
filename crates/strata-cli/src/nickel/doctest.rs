//! `nickel test`: runs the examples of the documentation. Every ```` ```nickel ```` code block in
//! a field's `doc` is a test (`nickel ignore` blocks are skipped; a `nickel multiline` block holds
//! one test per paragraph). A test whose last comment lines start with `# =>` must evaluate to that
//! value (`# => error` or `# => error: text`: it must fail, with `text` in the error); other tests
//! must evaluate without error. Prints `testing <path>/<n>...ok|FAILED` per test, then what went
//! wrong in each failure.
//!
//! Unlike nickel, which inserts each test into the record beside its field, strata evaluates a
//! test on its own (with the standard library): a test that names the field's siblings fails.

use strata_nickel::eval::EvalError;
use strata_nickel::value::{Record, Value};
use strata_nickel::Nickel;

/// What a test must do.
#[derive(Debug, PartialEq)]
enum Expected {
    Value(String),
    Error(String),
    Nothing,
}

/// The expectation of a test: its last comment block, when a line there starts with `=>`.
fn expected(test: &str) -> Expected {
    let lines: Vec<&str> = test.lines().collect();
    let end = lines
        .iter()
        .rposition(|l| !l.trim().is_empty())
        .map_or(0, |p| p + 1);
    let mut collected: Vec<&str> = Vec::new();
    for line in lines[..end].iter().rev() {
        let Some(comment) = line.trim_start().strip_prefix('#') else {
            break;
        };
        match comment.trim_start().strip_prefix("=>") {
            Some(arrow) => {
                if let Some(msg) = arrow.trim_start().strip_prefix("error:") {
                    collected.push(msg.trim());
                    collected.reverse();
                    return Expected::Error(collected.join("\n"));
                }
                if arrow.trim() == "error" {
                    return Expected::Error(String::new());
                }
                collected.push(arrow);
                collected.reverse();
                return Expected::Value(collected.join("\n"));
            }
            None => collected.push(comment),
        }
    }
    Expected::Nothing
}

/// The tests of one documentation text, in order.
fn code_blocks(doc: &str) -> Vec<String> {
    let mut tests = Vec::new();
    let mut lines = doc.lines();
    while let Some(line) = lines.next() {
        let trimmed = line.trim_start();
        let indent = line.len() - trimmed.len();
        let fence_char = match trimmed.chars().next() {
            Some(c @ ('`' | '~')) if indent < 4 => c,
            _ => continue,
        };
        let fence_len = trimmed.chars().take_while(|&c| c == fence_char).count();
        if fence_len < 3 {
            continue;
        }
        let info = trimmed[fence_len..].trim();
        let mut body = Vec::new();
        for l in lines.by_ref() {
            let t = l.trim_start();
            if t.chars().take_while(|&c| c == fence_char).count() >= fence_len
                && t.trim_start_matches(fence_char).trim().is_empty()
            {
                break;
            }
            // the block's lines lose the fence's indentation
            let strip = l.len() - t.len();
            body.push(&l[strip.min(indent)..]);
        }
        let Some(tag) = info.strip_prefix("nickel") else {
            continue;
        };
        let literal = body.iter().map(|l| format!("{l}\n")).collect::<String>();
        match tag.trim() {
            "ignore" => {}
            "multiline" => {
                let mut chunk = String::new();
                for l in literal.split_inclusive('\n') {
                    if l.trim().is_empty() {
                        if !chunk.trim().is_empty() {
                            tests.push(std::mem::take(&mut chunk));
                        }
                        chunk.clear();
                    } else {
                        chunk.push_str(l);
                    }
                }
                if !chunk.trim().is_empty() {
                    tests.push(chunk);
                }
            }
            _ => tests.push(literal),
        }
    }
    tests
}

struct Failure {
    path: String,
    idx: usize,
    report: String,
}

/// Runs the tests of every documented field of `root`, in nickel's order (nested records before
/// a record's own tests, fields in source order); returns the text to print and the number of
/// failures.
pub fn run(nk: &mut Nickel, root: &Value, file_name: &str) -> (String, usize) {
    let mut out = String::new();
    let mut failures = Vec::new();
    if let Value::Record(r) = root {
        walk(
            nk,
            r,
            &mut Vec::new(),
            file_name,
            &mut out,
            &mut failures,
            0,
        );
    }
    let count = failures.len();
    for f in failures {
        out.push_str(&format!("test {}/{} {}", f.path, f.idx, f.report));
    }
    (out, count)
}

fn walk(
    nk: &mut Nickel,
    r: &Record,
    path: &mut Vec<String>,
    file_name: &str,
    out: &mut String,
    failures: &mut Vec<Failure>,
    depth: usize,
) {
    // records can refer to themselves
    if depth > 32 {
        return;
    }
    // nickel walks a record's fields in their order (the source's; strata keeps fields sorted
    // by name, so the order is their positions'): first into every field's record, then this
    // record's tests
    let mut fields: Vec<_> = r.fields.iter().collect();
    fields.sort_by_key(|(_, f)| (f.span.file, f.span.start));
    for (k, f) in &fields {
        if let Some(t) = &f.value {
            if let Ok(Value::Record(sub)) = nk.eval.force(t) {
                path.push(k.to_string());
                walk(nk, &sub, path, file_name, out, failures, depth + 1);
                path.pop();
            }
        }
    }
    for (k, f) in &fields {
        let tests = f.meta.doc.as_deref().map(code_blocks).unwrap_or_default();
        path.push(k.to_string());
        let shown = path.join(".");
        path.pop();
        for (idx, test) in tests.iter().enumerate() {
            out.push_str(&format!("testing {shown}/{idx}..."));
            match run_one(nk, test, file_name) {
                None => out.push_str("ok\n"),
                Some(report) => {
                    out.push_str("FAILED\n");
                    failures.push(Failure {
                        path: shown.clone(),
                        idx,
                        report,
                    });
                }
            }
        }
    }
}

/// Runs one test: `None` when it behaves as expected, else the failure's description.
fn run_one(nk: &mut Nickel, test: &str, file_name: &str) -> Option<String> {
    let expect = expected(test);
    let source = match &expect {
        Expected::Value(v) => format!("(\n{test}\n) | std.contract.Equal (\n{v}\n)"),
        _ => test.to_string(),
    };
    let result = nk.eval_source(file_name, &source).and_then(|v| deep(nk, v));
    match (result, expect) {
        (Ok(_), Expected::Value(_) | Expected::Nothing) => None,
        (Ok(v), Expected::Error(_)) => Some(format!(
            "succeeded (evaluated to {}), but it should have failed\n",
            show(nk, &v)
        )),
        (Err(e), Expected::Error(text)) => {
            let report = nk.render_error(&e);
            if report.contains(&text) {
                None
            } else {
                Some(format!(
                    "failed, but the error didn't contain \"{text}\". Actual error:\n{report}\n"
                ))
            }
        }
        (Err(e), _) => Some(format!("failed\n{}", nk.render_error(&e))),
    }
}

/// Forces `v` all the way down (as nickel evaluates a test fully).
fn deep(nk: &mut Nickel, v: Value) -> Result<Value, EvalError> {
    fn go(nk: &mut Nickel, v: &Value, depth: usize) -> Result<(), EvalError> {
        if depth > 10_000 {
            return Ok(());
        }
        match v {
            Value::Record(r) => {
                for (_, f) in r.fields.iter() {
                    if let Some(t) = &f.value {
                        let sub = nk.eval.force(t)?;
                        go(nk, &sub, depth + 1)?;
                    }
                }
                Ok(())
            }
            Value::Array(items) => {
                for t in items.iter() {
                    let sub = nk.eval.force(t)?;
                    go(nk, &sub, depth + 1)?;
                }
                Ok(())
            }
            _ => Ok(()),
        }
    }
    go(nk, &v, 0)?;
    Ok(v)
}

/// A value as a short text: scalars as Nickel writes them, data as JSON.
fn show(nk: &mut Nickel, v: &Value) -> String {
    match v {
        Value::Str(s) => {
            let mut out = String::new();
            strata_core::json::write_string(&mut out, s, false);
            out
        }
        Value::Num(n) => n.to_text(),
        Value::Bool(b) => b.to_string(),
        Value::Null => "null".into(),
        Value::Enum(t) => format!("'{t}"),
        Value::Record(_) | Value::Array(_) => nk
            .export(v, "json")
            .map(|s| s.trim_end().to_string())
            .unwrap_or_else(|_| "<value>".into()),
        _ => "<func>".into(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn expectations_come_from_the_last_comment_block() {
        assert_eq!(expected("1 + 1\n# => 2\n\n"), Expected::Value(" 2".into()));
        assert_eq!(
            expected("1 + \"a\"\n# => error: dynamic type"),
            Expected::Error("dynamic type".into())
        );
        assert_eq!(expected("x\n# => error"), Expected::Error(String::new()));
        assert_eq!(expected("x\n# just a comment"), Expected::Nothing);
        assert_eq!(
            expected("f\n# => {\n#   a = 1\n# }"),
            Expected::Value(" {\n   a = 1\n }".into())
        );
    }

    #[test]
    fn code_blocks_follow_the_info_string() {
        let doc = "Intro.\n\n```nickel\n1 + 1\n# => 2\n```\n\n```nickel ignore\nno\n```\n\n```\nplain\n```\n\n```nickel multiline\na\n\nb\n```\n";
        assert_eq!(code_blocks(doc), vec!["1 + 1\n# => 2\n", "a\n", "b\n"]);
    }
}
