//! The HCL language engine: native and JSON syntax, the body/schema API, expression
//! evaluation, static traversals and type-constraint expressions.
//!
//! # Semantics
//!
//! * [`parse_native`] and [`parse_json`] turn a file into a [`Body`] plus diagnostics. They
//!   never fail and never panic: syntax errors become diagnostics (with HCL's summaries and
//!   byte ranges) and the tree holds whatever could be recovered.
//! * A [`Body`] is decoded against a [`BodySchema`] with [`Body::content`] (everything must
//!   match the schema), [`Body::partial_content`] (returns the rest as a body) or
//!   [`Body::just_attributes`]. Both syntaxes (and merged multi-file bodies) share this API.
//! * Expressions evaluate against an [`EvalContext`] (variables, functions, and the extension
//!   points of [`hook`]: a call hook that sees arguments unevaluated, a step budget).
//! * Nesting of the native syntax is limited to [`parser::MAX_NESTING`] levels and of the
//!   JSON syntax to [`json::MAX_JSON_NESTING`] (5,100 and 200,000; HashiCorp's hcldec reads
//!   about 30,000 and 100,000 before its stack overflows; real files nest a few dozen deep);
//!   deeper input is one "Nesting too deep" diagnostic. Recursion grows the stack as it goes
//!   ([`strata_core::budget::grow`], the core's one stack policy), so no depth up to the
//!   limits crashes on any thread.
//! * Evaluation runs under the core's [`Budget`](strata_core::budget::Budget) (steps; see
//!   [`hook`] for how HCL charges it and words its exhaustion).
#![forbid(unsafe_code)]
#![warn(missing_docs)]

pub mod ast;
pub mod body;
pub mod eval;
pub mod expr;
pub mod hook;
pub mod json;
pub mod json_content;
pub(crate) mod lexer;
pub mod navigation;
mod number_syntax;
pub mod parser;
pub mod pos;
mod suggest;
pub mod typeexpr;
pub mod walk;

pub use body::{
    Attribute, AttributeSchema, Attributes, Block, BlockHeaderSchema, Body, BodyContent, BodySchema,
};
pub use eval::EvalContext;
pub use expr::{
    expr_as_keyword, expr_list, expr_map, Expression, KeyValuePair, Traversal, TraversalStep,
    TraversalStepKind,
};
pub use hook::{CallHook, HookCall};
pub use pos::{json_columns, native_columns, range_text};
pub use strata_hcl_types as types;
pub use suggest::name_suggestion;

use strata_core::{Diagnostics, FileId};

/// Parses a native-syntax (`.hcl`) file.
pub fn parse_native(src: &[u8], file: FileId) -> (Body, Diagnostics) {
    let (body, diags) = parser::parse_file(src, file);
    (Body::native(body), diags)
}

/// Parses a native-syntax file whose name is `name`: diagnostic details that cite another
/// position name the file ("already set at main.hcl:1,1-2"), as HCL's do.
pub fn parse_native_named(src: &[u8], file: FileId, name: &str) -> (Body, Diagnostics) {
    let (body, diags) = parser::parse_file_named(src, file, name);
    (Body::native(body), diags)
}

/// Parses a JSON-syntax (`.hcl.json`) file.
pub fn parse_json(src: &[u8], file: FileId) -> (Body, Diagnostics) {
    json_content::parse_json(src, file)
}

/// Parses a standalone native-syntax expression (the whole input).
pub fn parse_expression(src: &[u8], file: FileId) -> (Expression, Diagnostics) {
    let (e, diags) = parser::parse_expression(src, file);
    (Expression::native(std::sync::Arc::new(e)), diags)
}

/// The README's example, compiled and run as a doctest.
#[doc = include_str!("../README.md")]
#[cfg(doctest)]
pub struct ReadmeDoctests;
