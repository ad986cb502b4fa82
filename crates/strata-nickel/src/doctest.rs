//! The examples of the documentation as tests (`nickel test`), inserted into the program as
//! nickel 1.18 does: every ```` ```nickel ```` code block of a field's `doc` (`nickel ignore`
//! blocks skipped; a `nickel multiline` block holds one test per paragraph) becomes a field of
//! the record literal that documents it, `%N = fun _ => TEST`, so that a test sees what the
//! field's definition sees (the record's other fields, the `let`s around the literal). A test
//! whose last comment lines start with `# =>` must evaluate to that value (the test runs as
//! `TEST | std.contract.Equal VALUE`); `# => error` and `# => error: text` tests must fail (with
//! `text` in the report).
//!
//! The parser inserts the tests ([`crate::parser::parse_program_doctests`]) into a second parse
//! of the program, made after the first was typechecked: nickel inserts them after typechecking,
//! so a test is not checked statically. The caller then walks the evaluated record (see
//! [`Registry`]).

use crate::ast::{self, Annot, Expr, ExprKind, FieldName, PatKind, Pattern, P};
use crate::parser::{self, ParseError};
use std::cell::RefCell;
use std::collections::HashMap;
use std::rc::Rc;
use strata_core::source::SourceMap;

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

/// Makes the test fields of documented fields while a program is parsed: each test's text (and
/// expected value) is a source of its own, named as the program (so that its imports are found
/// beside it, as nickel's snippets are).
pub struct Inserter {
    sources: Rc<RefCell<SourceMap>>,
    registry: Rc<RefCell<Registry>>,
    name: String,
}

impl Inserter {
    /// An inserter adding sources to `sources` under `name`, and tests to `registry`.
    pub fn new(
        sources: Rc<RefCell<SourceMap>>,
        registry: Rc<RefCell<Registry>>,
        name: &str,
    ) -> Inserter {
        Inserter {
            sources,
            registry,
            name: name.to_string(),
        }
    }

    fn parse(&self, text: &str) -> Result<P, ParseError> {
        let file = self.sources.borrow_mut().add(self.name.clone(), text);
        parser::parse_program(text, file).map(|p| p.expr)
    }

    /// The test fields of the field `field` documented by `doc`: `(name, fun _ => test)`.
    pub fn tests(&mut self, field: &str, doc: &str) -> Result<Vec<(ast::Ident, P)>, ParseError> {
        let mut out = Vec::new();
        for (idx, text) in code_blocks(doc).into_iter().enumerate() {
            let expected = expected(&text);
            let mut test = self.parse(&text)?;
            if let Expected::Value(v) = &expected {
                // `test | std.contract.Equal expected`, the contract written where the expected
                // value is
                let want = self.parse(v)?;
                let at = want.span;
                let var = Expr::new(ExprKind::Var("std".into()), at);
                let contract = Expr::new(
                    ExprKind::Field(var, FieldName::Static("contract".into(), at)),
                    at,
                );
                let equal = Expr::new(
                    ExprKind::Field(contract, FieldName::Static("Equal".into(), at)),
                    at,
                );
                let c = Expr::new(ExprKind::App(equal, want), at);
                let span = test.span;
                test = Expr::new(
                    ExprKind::Annot(
                        test,
                        Rc::new(Annot {
                            contracts: vec![c],
                            ..Annot::default()
                        }),
                    ),
                    span,
                );
            }
            let span = test.span;
            let lazy = Expr::new(
                ExprKind::Fun(
                    Rc::new(Pattern {
                        alias: None,
                        kind: PatKind::Wildcard,
                        span,
                    }),
                    test,
                ),
                span,
            );
            let mut reg = self.registry.borrow_mut();
            let id = ast::Ident::from(format!("%{}", reg.tests.len()));
            reg.tests.insert(
                id.clone(),
                Test {
                    field: field.into(),
                    idx,
                    expected,
                },
            );
            out.push((id, lazy));
        }
        Ok(out)
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
