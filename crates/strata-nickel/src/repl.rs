//! The backend of `nickel repl`: a session of inputs evaluated one after the other in one
//! environment, as nickel 1.18's REPL (`nickel-lang-core/src/repl`) evaluates them.
//!
//! - An input is an expression, evaluated completely and printed as `nickel eval` prints, or a
//!   top-level binding `let x = value` (no `in`), which adds `x` to the environment of every
//!   later input. The binding is not recursive: `value` sees the environment before it.
//! - Every input is a source of its own, named `<repl-input-N>` (N counts the inputs given to
//!   evaluation, from 0), so errors point into it; `:typecheck` inputs are `<repl-typecheck>`,
//!   `:query` targets `<repl-query>`.
//! - [`input_status`] tells a frontend when an input goes on over the next line: when it does
//!   not parse because it ends too early (or closes a brace it never opened), as nickel's
//!   validator decides.
//! - `:load FILE` evaluates the file to a record (in the session's environment) and binds each
//!   of its fields.
//!
//! The CLI owns the terminal, the commands' syntax and the printing; this module owns what the
//! inputs mean.

use crate::ast::{Ident, P};
use crate::eval::{EvalError, R};
use crate::parser::{self, Program};
use crate::typecheck;
use crate::value::{bind, Def, Env, Field, Meta, Thunk, Value};
use crate::Nickel;
use std::rc::Rc;
use strata_core::source::{FileId, Span};

/// Whether an input line is complete, as the REPL's validator decides.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum InputStatus {
    /// A whole expression or binding (or one that fails to parse for another reason than its
    /// end): evaluate it.
    Complete,
    /// It ends too early: read on.
    Partial,
    /// A command (`:...`) or a blank line.
    Command,
}

/// Classifies `input` (the lines read so far, joined).
pub fn input_status(input: &str) -> InputStatus {
    if input.starts_with(':') || input.trim().is_empty() {
        return InputStatus::Command;
    }
    match parser::parse_repl(input, FileId(u32::MAX)) {
        Ok(_) => InputStatus::Complete,
        Err(e) if e.msg == "unexpected end of file" => InputStatus::Partial,
        Err(e) if unmatched_close_brace(input, e.span.start as usize) => InputStatus::Partial,
        Err(_) => InputStatus::Complete,
    }
}

/// Is the error at `at` a `}` closing more braces than were opened before it? (nickel's lexer
/// reports such a brace as its own error, which its REPL reads as an unfinished input.)
fn unmatched_close_brace(input: &str, at: usize) -> bool {
    if input.as_bytes().get(at) != Some(&b'}') {
        return false;
    }
    let before = &input[..at];
    before.matches('{').count() < before.matches('}').count() + 1
}

/// What an input did.
pub enum Outcome {
    /// An expression, evaluated.
    Value(Value),
    /// A top-level `let`, bound.
    Bound(Ident),
}

/// A REPL session's state beside its [`Nickel`] session: the environment of the top-level
/// bindings and the input counter.
#[derive(Default)]
pub struct Repl {
    env: Env,
    names: Vec<Ident>,
    /// The top-level `let`s (name, value), oldest first, for `:typecheck`.
    bindings: Vec<(Ident, P)>,
    inputs: usize,
}

impl Repl {
    /// A new session, with only `std` in scope.
    pub fn new() -> Repl {
        Repl::default()
    }

    /// Parses and checks `text` as the source `name` (a fresh source each time).
    fn prepare(
        &self,
        nk: &mut Nickel,
        name: &str,
        text: &str,
    ) -> R<(FileId, Option<Ident>, Program)> {
        let file = nk
            .sources
            .borrow_mut()
            .add(name.to_string(), text.to_string());
        let (bound, p) = parser::parse_repl(text, file)
            .map_err(|e| crate::parse_error_in(e, &nk.sources.borrow()))?;
        if !p.imports.is_empty() {
            nk.resolve_imports(name, &p)?;
        }
        Ok((file, bound, p))
    }

    /// Evaluates an input completely: an expression's value (forced as `nickel eval` forces
    /// it) or a binding added to the environment.
    pub fn eval(&mut self, nk: &mut Nickel, text: &str) -> R<Outcome> {
        let name = format!("<repl-input-{}>", self.inputs);
        self.inputs += 1;
        // an earlier input's error may have left its calls in the history; this input's error
        // report names only its own
        nk.eval.forget_calls();
        let (_, bound, p) = self.prepare(nk, &name, text)?;
        let resolve = crate::import_resolver(nk.imports.clone(), name.clone());
        let wild = typecheck::check_repl_input(&p, Some(resolve), &self.names)?;
        nk.eval.wild_types.extend(wild);
        let expr: P = p.expr;
        nk.programs.push(expr.clone());
        let t = Thunk::expr(&expr, &self.env);
        match bound {
            Some(x) => {
                self.env = bind(&self.env, x.clone(), t);
                self.bindings.push((x.clone(), expr.clone()));
                if !self.names.contains(&x) {
                    self.names.push(x.clone());
                }
                Ok(Outcome::Bound(x))
            }
            None => {
                let v = nk.eval.force(&t)?;
                nk.force_all(&v)?;
                Ok(Outcome::Value(v))
            }
        }
    }

    /// `:load FILE`: evaluates the file (in the session's environment) to a record and binds
    /// its fields; returns how many.
    pub fn load(&mut self, nk: &mut Nickel, path: &str) -> R<usize> {
        if path.is_empty() {
            return Err(EvalError::new("No such file or directory (os error 2)"));
        }
        let found = nk.host.read_file(None, path).map_err(|e| match e {
            // nickel reports the operating system's words
            strata_core::host::HostError::NotFound { .. } => {
                EvalError::new("No such file or directory (os error 2)")
            }
            strata_core::host::HostError::Io { message, .. } => EvalError::new(message),
            other => EvalError::new(other.to_string()),
        })?;
        let name = found.name;
        let (_, _, p) = self.prepare(nk, &name, &found.text)?;
        let resolve = crate::import_resolver(nk.imports.clone(), name.clone());
        let wild = typecheck::check_repl_input(&p, Some(resolve), &self.names)?;
        nk.eval.wild_types.extend(wild);
        let expr: P = p.expr;
        let at = expr.span;
        nk.programs.push(expr.clone());
        let t = Thunk::expr(&expr, &self.env);
        let v = nk.eval.force(&t)?;
        let Value::Record(r) = v else {
            return Err(EvalError::new("load: expected a record").primary(at, ""));
        };
        for (k, f) in r.fields.iter() {
            self.env = bind(&self.env, k.clone(), f.read_thunk(k));
            // a loaded field is of unknown type to `:typecheck`
            self.bindings.retain(|(x, _)| x != k);
            if !self.names.contains(k) {
                self.names.push(k.clone());
            }
        }
        Ok(r.fields.len())
    }

    /// `:typecheck EXPR`: the input's apparent type, once it typechecks.
    pub fn typecheck(&mut self, nk: &mut Nickel, text: &str) -> R<String> {
        let name = "<repl-typecheck>";
        let (_, _, p) = self.prepare(nk, name, text)?;
        let resolve = crate::import_resolver(nk.imports.clone(), name.to_string());
        typecheck::repl_type(&p, Some(resolve), &self.names, &self.bindings)
    }

    /// `:query a.b.c`: the field the path points to (`a` is evaluated in the session, then
    /// each later name selects a field). A path of one name is the value of `a` itself, without
    /// metadata. The path is the source `<query>`, its first name `<repl-query>`.
    pub fn query(&mut self, nk: &mut Nickel, path: &str) -> R<Field> {
        let qfile = nk.sources.borrow_mut().add("<query>", path.to_string());
        let parts = parse_field_path(path, qfile)
            .map_err(|e| crate::parse_error_in(e, &nk.sources.borrow()))?;
        let Some(((first, _), rest)) = parts.split_first() else {
            return Err(EvalError::new("empty field path"));
        };
        let (file, _, p) = self.prepare(nk, "<repl-query>", first)?;
        typecheck::check_repl_input(&p, None, &self.names)?;
        let t = Thunk::expr(&p.expr, &self.env);
        nk.programs.push(p.expr);
        let mut field = Field {
            meta: Rc::new(Meta::default()),
            def: None,
            value: Some(t),
            span: Span::new(file, 0, first.len() as u32),
            dynamic: false,
            ord: 0,
        };
        for (part, part_span) in rest {
            let at = value_span(&field);
            let v = match &field.value {
                Some(t) => nk.eval.force(t)?,
                None => return Err(EvalError::new(format!("missing field `{part}`"))),
            };
            let Value::Record(r) = v else {
                return Err(
                    EvalError::new("tried to query field of a non-record").primary(
                        at,
                        format!(
                            "tried to query field `{part}`, but the expression has type {}",
                            v.type_name()
                        ),
                    ),
                );
            };
            field = r.fields.get(part.as_str()).cloned().ok_or_else(|| {
                EvalError::new(format!("missing field `{part}`"))
                    .primary(
                        *part_span,
                        format!("this requires the field `{part}` to exist"),
                    )
                    .secondary(at, format!("this record lacks the field `{part}`"))
            })?;
        }
        if let Some(t) = &field.value {
            nk.eval.force(t)?;
        }
        Ok(field)
    }
}

/// Where a field's value was written (while it is known: a literal is stored evaluated).
fn value_span(f: &Field) -> Span {
    let from_def = match &f.def {
        Some(Def::Open(open)) => Some(open.0.span),
        Some(Def::Closed(t)) => t.span(),
        _ => None,
    };
    from_def
        .or_else(|| f.value.as_ref().and_then(Thunk::span))
        .unwrap_or(f.span)
}

/// Parses a field path (`a.b."c d"`) into its names with their spans in `file`.
fn parse_field_path(path: &str, file: FileId) -> Result<Vec<(String, Span)>, parser::ParseError> {
    let b = path.as_bytes();
    let err = |msg: &str, start: usize, end: usize| parser::ParseError {
        labels: Vec::new(),
        msg: msg.to_string(),
        span: Span::new(file, start as u32, end as u32),
        note: None,
    };
    let skip_ws = |mut i: usize| {
        while i < b.len() && b[i].is_ascii_whitespace() {
            i += 1;
        }
        i
    };
    let mut parts = Vec::new();
    let mut i = skip_ws(0);
    loop {
        if i >= b.len() {
            return Err(err("unexpected end of file", i, i));
        }
        let start = i;
        if b[i] == b'"' {
            let mut name = String::new();
            i += 1;
            loop {
                match path[i..].chars().next() {
                    None => return Err(err("unexpected end of file", i, i)),
                    Some('"') => {
                        i += 1;
                        break;
                    }
                    Some('\\') => {
                        let c = path[i + 1..].chars().next();
                        let esc = match c {
                            Some('n') => '\n',
                            Some('t') => '\t',
                            Some('r') => '\r',
                            Some(c @ ('"' | '\\' | '%')) => c,
                            _ => return Err(err("invalid escape sequence", i, i + 2)),
                        };
                        name.push(esc);
                        i += 2;
                    }
                    Some(c) => {
                        name.push(c);
                        i += c.len_utf8();
                    }
                }
            }
            parts.push((name, Span::new(file, start as u32, i as u32)));
        } else if b[i].is_ascii_alphabetic() || b[i] == b'_' {
            while i < b.len()
                && (b[i].is_ascii_alphanumeric() || matches!(b[i], b'_' | b'-' | b'\''))
            {
                i += 1;
            }
            parts.push((
                path[start..i].to_string(),
                Span::new(file, start as u32, i as u32),
            ));
        } else {
            let mut end = i + path[i..].chars().next().map_or(1, char::len_utf8);
            if b[i].is_ascii_digit() {
                while end < b.len() && (b[end].is_ascii_alphanumeric() || b[end] == b'.') {
                    end += 1;
                }
            }
            return Err(err("unexpected token", start, end));
        }
        i = skip_ws(i);
        if i >= b.len() {
            return Ok(parts);
        }
        if b[i] != b'.' {
            return Err(err("unexpected token", i, i + 1));
        }
        i = skip_ws(i + 1);
    }
}
