//! The examples of the documentation as tests (`nickel test`), inserted into the program as
//! nickel 1.18 does: every ```` ```nickel ```` code block of a field's `doc` (`nickel ignore`
//! blocks skipped; a `nickel multiline` block holds one test per paragraph) becomes a field of
//! the record literal that documents it, `%N = fun _ => TEST`, so that a test sees what the
//! field's definition sees (the record's other fields, the `let`s around the literal). A test
//! whose last comment lines start with `# =>` must evaluate to that value (the test runs as
//! `TEST | std.contract.Equal VALUE`); `# => error` and `# => error: text` tests must fail (with
//! `text` in the report).
//!
//! The parser inserts the tests ([`crate::parser::parse_program_doctests`], with a [`crate::parser::Inserter`]) into a second parse
//! of the program, made after the first was typechecked: nickel inserts them after typechecking,
//! so a test is not checked statically. The caller then walks the evaluated record (see
//! [`Registry`]).

use crate::ast;
use std::collections::HashMap;

/// What a test must do.
#[derive(Clone, Debug, PartialEq)]
pub enum Expected {
    /// Evaluate to this value (the text after `# =>`, over as many comment lines as it takes).
    Value(String),
    /// Fail, with this text in the error's report (empty: any error).
    Error(String),
    /// Evaluate without error.
    Nothing,
}

/// One test inserted into the program.
#[derive(Clone, Debug)]
pub struct Test {
    /// The documented field.
    pub field: ast::Ident,
    /// Its index among the field's tests (from 0).
    pub idx: usize,
    /// What it must do.
    pub expected: Expected,
}

/// The tests inserted into a program, by the name of the field that holds each one.
#[derive(Default)]
pub struct Registry {
    /// Test field name -> test.
    pub tests: HashMap<ast::Ident, Test>,
}

/// The expectation of a test: its last comment block, when a line there starts with `=>`.
pub fn expected(test: &str) -> Expected {
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
pub fn code_blocks(doc: &str) -> Vec<String> {
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
