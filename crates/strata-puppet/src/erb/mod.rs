//! ERB templates (`template()`, `inline_template()`), evaluated natively: the template is
//! scanned as Ruby's ERB does with Puppet's trim mode ([`scan`]), its Ruby is lexed
//! (`lexer`) and parsed (`parser`) into a small syntax tree ([`ast`]) and evaluated
//! (`eval`) with Ruby's semantics for the core methods templates call (`methods`,
//! `strings`, `collections`) and Ruby's printing of values (`value`).
//!
//! Instance variables are the Puppet variables visible from the calling scope, `scope`
//! is Puppet's scope object (`scope['x']`, `lookupvar`, `function_x([...])`,
//! `call_function('x', [...])`). Ruby outside the subset is an error naming the template,
//! the line and the construct.

pub mod ast;
pub(crate) mod cache;
pub(crate) mod collections;
pub(crate) mod eval;
pub(crate) mod interp;
pub(crate) mod lexer;
pub(crate) mod lib3x;
pub(crate) mod methods;
pub(crate) mod parser;
pub(crate) mod raised;
pub(crate) mod ruby_methods;
pub mod scan;
pub(crate) mod setvars;
pub(crate) mod shared;
pub(crate) mod state;
pub(crate) mod strings;
pub(crate) mod template;
pub(crate) mod value;
pub(crate) mod yaml;

use crate::eval::{Compiler, Flow, ScopeId, R};
use strata_core::Span;
pub use template::{parse, ErbError};

/// Renders a template in scope `sc`. `file` is the template's path (None for inline
/// templates). Errors are Puppet's: "Failed to parse template ..." with the file and line.
pub(crate) fn render(
    c: &mut Compiler<'_>,
    text: &str,
    spec: &str,
    file: Option<&str>,
    sc: ScopeId,
    span: Span,
) -> R<String> {
    // `frame`: the exception came from Puppet's own library, whose frame Puppet names
    // instead of the template's (`lib3x`).
    let fail_in = |e: ErbError, frame: Option<lib3x::Raised>| -> Flow {
        let (path, line) = match (&frame, file) {
            (Some(r), _) => (Some(r.file), r.line),
            (None, f) => (f, e.line),
        };
        let msg = match path {
            Some(path) => format!(
                "Failed to parse template {spec}:\n  Filepath: {path}\n  Line: {line}\n  Detail: {}\n",
                e.detail
            ),
            // the 3.x `inline_template` rescues with the exception's message alone
            None => format!("Failed to parse inline template: {}", e.detail),
        };
        Flow::Err(crate::eval::PErr::runtime(msg, span))
    };
    let fail = |e: ErbError| fail_in(e, None);
    // The native evaluator's reason for stopping, and the log before its function calls.
    // How many variables templates (`scope.setvar`) had set in this scope before this
    // render: the ones set after are taken back if the render goes to the companion.
    let set_before = c.erb_state.mark(sc);
    let parsed = c.erb_cache.parse(text);
    let (native, log) = match &*parsed {
        Ok(body) => {
            let mut it = eval::Interp::new(c, sc, span, file.unwrap_or("").to_string());
            it.c.erb_state.depth += 1;
            let ran = it.run(body);
            it.c.erb_state.depth -= 1;
            // A template rendered inside this one needs the companion, which cannot see
            // the values this render set: the whole render goes to the companion.
            let nested_fallback = std::mem::take(&mut it.c.erb_state.fallback_up);
            let stopped = match ran {
                Ok(()) => {
                    it.write_back();
                    return Ok(std::mem::take(&mut it.out));
                }
                Err(eval::Ctl::Flow(f)) => return Err(f),
                // A Puppet function the template called failed: the template's own error,
                // which Ruby would reach again (calling everything before it twice).
                Err(eval::Ctl::Err(detail, line))
                    if !nested_fallback
                        && it.function_error.as_deref() == Some(detail.as_str()) =>
                {
                    let frame = it.raised.take();
                    return Err(fail_in(ErbError { detail, line }, frame));
                }
                Err(eval::Ctl::Err(detail, line)) => ErbError { detail, line },
                Err(_) => ErbError {
                    detail: "unexpected jump".into(),
                    line: it.line,
                },
            };
            (stopped, it.log_before.take())
        }
        Err(e) => (e.clone(), None),
    };
    // Outside the native evaluator: Puppet's template wrapper in the Ruby companion.
    if !crate::ruby::enabled(c) {
        return Err(fail(ErbError {
            detail: crate::ruby::no_ruby_for_template(&native.detail),
            line: native.line,
        }));
    }
    if set_before > 0 && c.erb_state.depth > 0 {
        // Rendered inside a native render that set variables this template may read: the
        // enclosing render goes to the companion (see `setvars`).
        c.erb_state.fallback_up = true;
        return Err(fail(native));
    }
    c.erb_state.undo(sc, set_before);
    if let Some(log) = log {
        log.undo(c);
    }
    c.ruby.lib_raise = None;
    match crate::ruby::render_erb(c, text, spec, file, sc, span) {
        Ok(Ok(out)) => Ok(out),
        Ok(Err((detail, line))) => Err(fail(ErbError { detail, line })),
        // a `scope.function_x` that raised inside Puppet's library, not rescued by the template
        Err(Flow::Err(e)) if c.ruby.lib_raise.as_ref().is_some_and(|r| r.detail == e.msg) => {
            let frame = c.ruby.lib_raise.take();
            Err(fail_in(
                ErbError {
                    detail: e.msg,
                    line: 0,
                },
                frame,
            ))
        }
        Err(f) => Err(f),
    }
}
