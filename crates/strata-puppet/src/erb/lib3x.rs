//! Puppet's own 3.x functions as a template calls them (`scope.function_x([...])`), natively
//! and from the Ruby companion's template wrapper.
//!
//! A template's `scope.function_x` reaches the 3.x function (Puppet's
//! `parser/functions/x.rb`), not the 4.x one a manifest calls. When that function fails
//! inside Puppet's own library, the exception's first backtrace frame is in Puppet's library,
//! and Puppet's `template` function names that frame as the template's `Filepath` and `Line`
//! (it reports `detail.backtrace.first`). These frames are reproduced here:
//!
//! - `fail` raises its arguments (each `to_s`, joined by a space) as a ParseError from
//!   `puppet/parser/functions/fail.rb` line 10;
//! - `versioncmp` hands its arguments to `Puppet::Util::Package.versioncmp`, which calls
//!   `scan` on each: a value other than a String raises Ruby's NoMethodError in
//!   `puppet/util/package.rb` (line 11 for the first argument, 12 for the second), with
//!   Ruby 3.1's error_highlight excerpt of that line in the message;
//! - `template` renders each file in a `begin`/`rescue` and raises the failure again as a
//!   ParseError from `puppet/parser/functions/template.rb` line 36; a template that cannot be
//!   found raises from the wrapper's `file=` (`puppet/parser/templatewrapper.rb` line 67).
//!
//! Paths are relative to Puppet's Ruby library directory, as Puppet's would be once that
//! directory is taken away.

pub(crate) use super::raised::Raised;
use super::shared::describe;
use super::value::{from_puppet, to_s};
use crate::eval::{Compiler, Flow, ScopeId, R};
use crate::value::Val;
use strata_core::Span;

/// Calls Puppet's 3.x function `name` for a template: its value, an exception raised in
/// Puppet's library (`Ok(Err(..))`), or a Puppet error raised elsewhere.
pub(crate) fn call(
    c: &mut Compiler<'_>,
    name: &str,
    args: Vec<Val>,
    sc: ScopeId,
    span: Span,
) -> R<Result<Val, Raised>> {
    match name {
        "fail" => {
            let words: Vec<String> = args.iter().map(|v| to_s(&from_puppet(v))).collect();
            Ok(Err(Raised {
                detail: words.join(" "),
                file: "puppet/parser/functions/fail.rb",
                line: 10,
            }))
        }
        "versioncmp" => {
            if let Some(r) = versioncmp_raise(&args) {
                return Ok(Err(r));
            }
            c.call_function(name, args, None, sc, span).map(Ok)
        }
        "template" => match c.call_function(name, args, None, sc, span) {
            Err(Flow::Err(e)) if e.msg.starts_with("Failed to parse template ") => {
                Ok(Err(Raised {
                    detail: e.msg,
                    file: "puppet/parser/functions/template.rb",
                    line: 36,
                }))
            }
            Err(Flow::Err(e)) if e.msg.starts_with("Could not find template '") => {
                Ok(Err(Raised {
                    detail: e.msg,
                    file: "puppet/parser/templatewrapper.rb",
                    line: 67,
                }))
            }
            other => other.map(Ok),
        },
        _ => c.call_function(name, args, None, sc, span).map(Ok),
    }
}

/// `Puppet::Util::Package.versioncmp(a, b)`'s first two lines, `ax = version_a.scan(vre)`
/// and `bx = version_b.scan(vre)`: the NoMethodError of the first argument that is not a
/// String (the 3.x function passes them on unchecked).
fn versioncmp_raise(args: &[Val]) -> Option<Raised> {
    let lines = [
        (11, "    ax = version_a.scan(vre)"),
        (12, "    bx = version_b.scan(vre)"),
    ];
    for (v, (line, src)) in args.iter().zip(lines) {
        if matches!(v, Val::Str(_)) {
            continue;
        }
        // error_highlight marks the call from the receiver's `.`
        let col = src.find(".scan").unwrap_or(0);
        let detail = format!(
            "undefined method `scan' for {}\n\n{src}\n{}{}",
            describe(&from_puppet(v)),
            " ".repeat(col),
            "^".repeat(".scan".len())
        );
        return Some(Raised {
            detail,
            file: "puppet/util/package.rb",
            line,
        });
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn versioncmp_names_the_argument_that_is_not_a_string() {
        let r = versioncmp_raise(&[Val::Undef, Val::Str("2.4".into())]).unwrap();
        assert_eq!(r.line, 11);
        assert_eq!(
            r.detail,
            "undefined method `scan' for nil:NilClass\n\n    ax = version_a.scan(vre)\n                  ^^^^^"
        );
        let r = versioncmp_raise(&[Val::Str("2.4".into()), Val::Int(2)]).unwrap();
        assert_eq!(r.line, 12);
        assert!(r
            .detail
            .starts_with("undefined method `scan' for 2:Integer\n"));
        assert!(versioncmp_raise(&[Val::Str("1".into()), Val::Str("2".into())]).is_none());
    }
}
