//! strata-puppet: a compiler for the Puppet language that turns a site manifest, a module path,
//! facts and a node name into the JSON catalog Puppet 7 compiles (`puppet catalog compile`).
//!
//! The pipeline is [`lexer`] → [`parser`] (a syntax tree with spans) → [`eval`] (the evaluator
//! and catalog builder, with [`types`], the built-in functions, Hiera module data and templates)
//! → [`output`] (the catalog as one line of JSON). File access goes through the
//! core's `Host` trait (`strata_core::host`), so the crate does no I/O of its own.

#![warn(missing_docs)]

pub mod ast;
mod builtin_types;
mod checker;
mod convert;
mod convert_int;
mod convert_num;
mod describe;
pub mod diff;
mod digest;
mod epp;
pub mod erb;
pub mod eval;
pub mod explain;
pub mod facts;
mod functions;
mod hiera;
mod infer_set;
mod labels;
pub mod lexer;
pub mod lookup;
mod operators;
pub mod output;
pub mod parser;
pub mod ptypes;
pub mod regex;
pub mod resource_types;
pub mod ruby;
mod ruby_inspect;
mod ruby_num;
mod stdlib;
mod string_format;
mod syntax_json;
mod templates;
mod type_refs;
pub mod types;
pub mod value;
mod versioncmp;

pub use eval::{CompileError, Compiled, Compiler, Options};
pub use strata_core::host::Host;

/// Compiles the catalog of one node: `manifest_text` is the site manifest (named
/// `opts.manifest`), modules and data files are read through `host`.
pub fn compile(
    host: &dyn Host,
    opts: &Options,
    manifest_text: String,
) -> Result<Compiled, CompileError> {
    Compiler::new(host, opts).compile(manifest_text)
}

/// Checks the syntax of one file (as `puppet parser validate`): its first error.
pub fn validate(name: &str, text: &str) -> Result<(), CompileError> {
    let report = validate_report(name, text);
    match report.errors.into_iter().next() {
        None => Ok(()),
        Some(e) => Err(e),
    }
}

/// What `puppet parser validate` finds in one file: the syntax error, or every error and
/// warning of Puppet's validator (each located).
#[derive(Debug, Clone, Default)]
pub struct ValidateReport {
    /// Errors, in Puppet's order.
    pub errors: Vec<CompileError>,
    /// Warnings (`Warning: ` lines without the prefix, located).
    pub warnings: Vec<String>,
}

/// Checks one file as `puppet parser validate` does (see [`ValidateReport`]).
pub fn validate_report(name: &str, text: &str) -> ValidateReport {
    let mut map = strata_core::SourceMap::new();
    let id = map.add(name.to_string(), text.to_string());
    let located = |message: String, offset: u32| {
        let p = map.file(id).pos(offset);
        CompileError {
            message,
            location: Some((name.to_string(), p.line, p.column)),
            related: vec![],
            outside: true,
        }
    };
    let mut report = ValidateReport::default();
    match parser::parse(text, id) {
        Ok(prog) => {
            for d in checker::check(text, &prog, None) {
                let e = located(d.message, d.offset);
                if d.warning {
                    report.warnings.push(e.render_message());
                } else {
                    report.errors.push(e);
                }
            }
        }
        Err(e) => report.errors.push(located(e.message, e.offset)),
    }
    report
}

/// Parses facts (YAML or JSON text) into a Puppet hash.
pub fn parse_facts(text: &str, json: bool) -> Result<value::Val, String> {
    hiera::parse_data(text, json)
}

impl CompileError {
    /// The error line as Puppet prints it (without `Error: `).
    pub fn render(&self, node: &str) -> String {
        format!("{} on node {node}", self.render_message())
    }

    /// The message as Puppet's error object gives it (`Exception#message`): with its
    /// "Evaluation Error: " label and its location, without the node.
    pub fn render_message(&self) -> String {
        let loc = match &self.location {
            Some((f, l, 0)) => format!(" (file: {f}, line: {l})"),
            Some((f, l, c)) => format!(" (file: {f}, line: {l}, column: {c})"),
            None => String::new(),
        };
        // Errors Puppet raises outside the evaluator have no "Evaluation Error: ".
        let prefix = if self.outside {
            ""
        } else {
            "Evaluation Error: "
        };
        format!("{prefix}{}{loc}", self.message)
    }
}
