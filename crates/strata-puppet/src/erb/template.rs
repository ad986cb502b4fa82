//! A template's text to its statements: the scanner, the Ruby lexer and the parser in a row,
//! and the error of a template, below the cache of parses and the evaluator.

use super::{ast, lexer, parser, scan};

/// A failure to parse or evaluate a template: the detail and the template line.
#[derive(Debug, Clone, PartialEq)]
pub struct ErbError {
    /// What went wrong.
    pub detail: String,
    /// Line in the template.
    pub line: u32,
}

/// Parses a template into statements (exposed for fuzzing and tests).
pub fn parse(text: &str) -> Result<Vec<ast::Node>, ErbError> {
    let segs = scan::scan(text);
    let toks = lexer::lex_template(&segs).map_err(|(detail, line)| ErbError { detail, line })?;
    parser::parse(toks).map_err(|(detail, line)| ErbError {
        detail: format!("syntax error: {detail}"),
        line,
    })
}
