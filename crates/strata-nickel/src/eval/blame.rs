//! Blame errors: a contract's label as the evaluation error nickel reports, below the
//! contracts, the evaluator and the built-ins (each reports blame).

use super::error::EvalError;
use crate::value::{Label, Value};
use strata_core::source::Span;

/// The error for inspecting a value sealed by a polymorphic contract: the `forall` is blamed.
pub fn sealed_blame(v: &Value) -> Option<EvalError> {
    match v {
        Value::Sealed(s) => Some(blame_label(&s.label, None)),
        _ => None,
    }
}

/// The blame error for `label`; `vspan` is the span of the value.
pub fn blame_label(label: &Label, vspan: Option<Span>) -> EvalError {
    let msg = if label.polarity {
        if label.arrow_depth > 0 {
            match &label.field {
                Some(f) => format!("contract broken by the function `{f}`"),
                None => "contract broken by a function".to_string(),
            }
        } else {
            match &label.field {
                Some(f) => format!("contract broken by the value of `{f}`"),
                None => "contract broken by a value".to_string(),
            }
        }
    } else {
        match &label.field {
            Some(f) => format!("contract broken by the caller of `{f}`"),
            None => "contract broken by the caller".to_string(),
        }
    };
    // the contract's own message goes on the next lines of the title, indented under
    // `error: ` (nickel's `blame_diagnostics`)
    let msg = match label.message().filter(|m| !m.is_empty()) {
        Some(m) => format!("{msg}\n       {}", strip_ansi(m)),
        None => msg,
    };
    let mut e = EvalError::new(msg);
    if label.has_domain {
        e = e.want_calls(None);
    }
    // nickel lists the contract's label first (the order shows in `--error-format json`)
    e = e.secondary(label.span, label.kind_note.unwrap_or("expected type"));
    if let Some(s) = vspan.or(label.value_span) {
        e = if label.hidden_arg {
            e.secondary(s, "evaluated to this expression")
        } else {
            e.primary(s, "applied to this expression")
        };
    }
    for n in label.notes() {
        e = e.note(n.clone());
    }
    e
}

/// `s` without ANSI escape sequences (nickel sanitizes contract messages so they cannot alter
/// the report).
pub fn strip_ansi(s: &str) -> String {
    if !s.contains('\x1b') {
        return s.to_string();
    }
    let mut out = String::with_capacity(s.len());
    let mut chars = s.chars().peekable();
    while let Some(c) = chars.next() {
        if c != '\x1b' {
            out.push(c);
            continue;
        }
        match chars.peek() {
            // CSI: parameters and intermediates up to a final byte in @..~
            Some('[') => {
                chars.next();
                for d in chars.by_ref() {
                    if ('@'..='~').contains(&d) {
                        break;
                    }
                }
            }
            // OSC: up to BEL or ESC \\
            Some(']') => {
                chars.next();
                while let Some(d) = chars.next() {
                    if d == '\x07' {
                        break;
                    }
                    if d == '\x1b' {
                        chars.next();
                        break;
                    }
                }
            }
            Some(_) => {
                chars.next();
            }
            None => {}
        }
    }
    out
}
