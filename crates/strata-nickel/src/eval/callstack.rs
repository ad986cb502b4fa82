//! The call stack of Nickel's error reports: the `note:` diagnostics ("While calling to f",
//! "(1) calling g") that follow a blame error whose contract path goes through a function's
//! domain.
//!
//! # Semantics (nickel 1.18's rule)
//! Nickel's lazy machine has no stack frames, so it keeps a history of events, solely for
//! error reports:
//!
//! * `App(span)`: an application written in the program is evaluated (a contract applied to a
//!   value by an annotation or a field's contracts counts as an application at the value);
//! * `Var(x, span)`: a variable is evaluated;
//! * `Field(f, span)`: a field is read (`r.f`, the span is the whole access);
//! * `Fun(span)`: the head of the application at `span` was a function whose body is entered.
//!
//! Nothing is popped when a function returns: the history is cut back only when an operand of a
//! primitive operation (an arithmetic operand, a condition, the record of a field access, ...)
//! is done, and when a contract has checked its value. A blame error keeps the history as it
//! was when the error was raised (for a contract that finds its value wrong, as it was when the
//! contract was applied).
//!
//! To report it, the history is read in order, leaving out events outside the user's files (the
//! standard library, generated code). A stack of pending calls is kept: an `App` opens a new
//! call unless it is a sub-application of the pending one (same start, inside it: `f a b` is
//! one call); a `Var` or `Field` inside the pending call names it if it has no name yet; a
//! `Fun` with the span of the pending call moves it to the entered calls. The last pending call
//! is "While calling to NAME" (a primary label), the entered ones, most recent first, are
//! "(i) calling NAME" (secondary labels); a call without a name is `<func>`.
//!
//! # Cost
//! An event is a push onto a vector that is cut back by the operations above, so evaluation
//! allocates nothing per step once the vector has grown. A program that recurses without ever
//! finishing an operand would grow it without bound; past [`MAX_CALLS`] events are dropped
//! (the report then misses the latest calls, the evaluation is unchanged).

use crate::ast::Ident;
use crate::eval::error::{ErrLabel, EvalError};
use strata_core::source::Span;

/// Events kept at most (about 40 bytes each).
pub const MAX_CALLS: usize = 1 << 20;

/// One event of the history: see the module docs.
#[derive(Clone, Debug)]
pub enum Call {
    /// An application was evaluated.
    App(Span),
    /// The body of the function applied at this span was entered.
    Fun(Span),
    /// A variable was evaluated.
    Var(Ident, Span),
    /// A field was read; the span is the whole access.
    Field(Ident, Span),
}

/// Whether `inner` lies within `outer` (same file).
fn within(inner: Span, outer: Span) -> bool {
    inner.file == outer.file && inner.start >= outer.start && inner.end <= outer.end
}

/// The `note:` diagnostics for the history `calls`, where files below `first_user_file` are
/// not the user's (generated code, the standard library).
pub fn call_notes(calls: &[Call], first_user_file: u32) -> Vec<EvalError> {
    let user = |s: &Span| s.file.0 >= first_user_file;
    // (name, span) of the pending calls and of the entered ones
    let mut pending: Vec<(Option<&Ident>, Span)> = Vec::new();
    let mut entered: Vec<(Option<&Ident>, Span)> = Vec::new();
    for c in calls {
        match c {
            Call::Var(x, s) | Call::Field(x, s) => {
                if !user(s) || x.starts_with('%') {
                    continue;
                }
                if let Some((name @ None, call)) = pending.last_mut() {
                    if within(*s, *call) {
                        *name = Some(x);
                    }
                }
            }
            Call::App(s) => {
                if !user(s) {
                    continue;
                }
                match pending.last() {
                    Some((_, call)) if within(*s, *call) && s.start == call.start => {}
                    _ => pending.push((None, *s)),
                }
            }
            Call::Fun(s) => {
                if user(s) && pending.last().is_some_and(|(_, call)| call == s) {
                    entered.extend(pending.pop());
                }
            }
        }
    }
    let name = |n: Option<&Ident>| n.map_or_else(|| "<func>".to_string(), |x| x.to_string());
    let note = |span: Span, text: String, primary: bool| EvalError {
        labels: vec![ErrLabel {
            span,
            text,
            primary,
            generated: None,
        }],
        ..EvalError::new("")
    };
    let mut out = Vec::new();
    if let Some((n, s)) = pending.pop() {
        out.push(note(s, format!("While calling to {}", name(n)), true));
    }
    for (i, (n, s)) in entered.into_iter().rev().enumerate() {
        out.push(note(s, format!("({}) calling {}", i + 1, name(n)), false));
    }
    out
}

/// The arity nickel's parser gives primitive operator `name` when the operator takes further
/// arguments as an application (`%record/map% r f` is `(%record/map% r) f`, a unary operator
/// applied to `f`): such a call with more arguments is an application in the call stack of
/// error reports.
pub fn prim_applied_arity(name: &str) -> Option<usize> {
    match name {
        "array/generate" | "array/map" | "record/map" | "seq" | "deep_seq" | "trace"
        | "enum/make_variant" | "rec_force" => Some(1),
        "record/insert"
        | "record/insert_with_opts"
        | "record/get"
        | "contract/apply"
        | "contract/check"
        | "contract/array_lazy_app"
        | "contract/record_lazy_app" => Some(2),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use strata_core::source::FileId;

    fn at(start: u32, end: u32) -> Span {
        Span::new(FileId(2), start, end)
    }

    fn texts(notes: &[EvalError]) -> Vec<(String, u32, bool)> {
        notes
            .iter()
            .map(|n| {
                (
                    n.labels[0].text.clone(),
                    n.labels[0].span.start,
                    n.labels[0].primary,
                )
            })
            .collect()
    }

    #[test]
    fn curried_calls_are_one_call_named_by_their_head() {
        // `f a b` at 0..5: App(0..5) App(0..3) Var f Fun(0..3) Fun(0..5), then a call `g x`
        // at 10..13 still pending
        let calls = vec![
            Call::App(at(0, 5)),
            Call::App(at(0, 3)),
            Call::Var("f".into(), at(0, 1)),
            Call::Fun(at(0, 3)),
            Call::Fun(at(0, 5)),
            Call::App(at(10, 13)),
            Call::Var("g".into(), at(10, 11)),
        ];
        assert_eq!(
            texts(&call_notes(&calls, 2)),
            vec![
                ("While calling to g".to_string(), 10, true),
                ("(1) calling f".to_string(), 0, false),
            ]
        );
    }

    #[test]
    fn events_outside_user_files_and_generated_names_are_left_out() {
        let lib = Span::new(FileId(1), 0, 50);
        let calls = vec![
            Call::App(at(0, 20)),
            Call::Var("%gen".into(), at(1, 2)),
            Call::Var("lib".into(), lib),
            Call::App(lib),
            Call::Fun(at(0, 20)),
            Call::App(at(30, 40)),
            Call::Fun(lib),
        ];
        assert_eq!(
            texts(&call_notes(&calls, 2)),
            vec![
                ("While calling to <func>".to_string(), 30, true),
                ("(1) calling <func>".to_string(), 0, false),
            ]
        );
        assert!(call_notes(&[], 2).is_empty());
    }
}
