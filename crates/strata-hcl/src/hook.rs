//! Extension points of the evaluator: a call hook and a step budget.
//!
//! Semantics:
//!
//! * A [`CallHook`] set on an [`EvalContext`](crate::EvalContext) (or on any context of its
//!   parent chain; the innermost one wins) is consulted for every function call *before* the
//!   function table. It receives the call with its arguments **unevaluated** ([`HookCall`]),
//!   so it can implement functions that decide themselves whether and how to evaluate them
//!   (HCL's `try` and `can`), or that need state the function table cannot hold (a table of
//!   user-defined functions, a call-depth counter). It returns `None` to decline, and the call
//!   then proceeds as usual (function table, "Call to unknown function", ...).
//!   [`HookCall::eval`] evaluates an argument in the caller's scope, `for` variables
//!   included.
//! * The evaluation budget is the core's one [`Budget`] (its policy and limits are documented
//!   once, in [`strata_core::budget`]), found the same way. It is charged one step per
//!   evaluated expression node ([`Budget::step`]). Once its step limit is spent, every
//!   further node evaluates to the unknown value with an error whose summary is "Evaluation
//!   budget exceeded" and whose detail (on the first refused step only) is the core's
//!   [`Exhausted::cause`](strata_core::budget::Exhausted::cause) message (HCL's command lines
//!   have no `--max-steps` to advise), so a program whose evaluation is
//!   exponential (doubly recursive user functions, say) ends in bounded time. The budget is
//!   shared (`Arc`) and thread-safe, so one budget can cover every evaluation of a request.
//!   A context without one gets a fresh budget of [`DEFAULT_EVAL_STEPS`](crate::eval::DEFAULT_EVAL_STEPS)
//!   steps per top-level evaluation.
//!
//! Recursion through a hook (a hook that evaluates further expressions, such as a user
//! function body) is bounded by the hook, which counts its levels with the budget's depth
//! ([`Budget::enter`]); the evaluator itself bounds only the depth of one syntax tree (by the
//! parser's nesting limit) and grows the stack with [`strata_core::budget::grow`].

use crate::ast::Expr;
use std::fmt;
use std::sync::Arc;
use strata_core::budget::Budget;
use strata_core::{Diagnostic, Diagnostics, Span};
use strata_hcl_types::Value;

/// The function a [`CallHook`] wraps.
pub type CallHookFn = dyn Fn(&HookCall<'_>) -> Option<(Value, Diagnostics)> + Send + Sync;

/// A function-call hook, consulted before the function table (see the module docs).
#[derive(Clone)]
pub struct CallHook(Arc<CallHookFn>);

impl CallHook {
    /// Wraps `f`. `f` returns `None` to let the call proceed to the function table.
    pub fn new(
        f: impl Fn(&HookCall<'_>) -> Option<(Value, Diagnostics)> + Send + Sync + 'static,
    ) -> CallHook {
        CallHook(Arc::new(f))
    }

    pub(crate) fn call(&self, call: &HookCall<'_>) -> Option<(Value, Diagnostics)> {
        (self.0)(call)
    }
}

impl fmt::Debug for CallHook {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("CallHook(..)")
    }
}

/// One function call offered to a [`CallHook`].
pub struct HookCall<'a> {
    /// The function name as written.
    pub name: &'a str,
    /// The arguments, unevaluated, in source order.
    pub args: &'a [Expr],
    /// Whether the last argument is followed by `...`.
    pub expand_final: bool,
    /// The whole call expression.
    pub span: Span,
    /// The function name.
    pub name_span: Span,
    /// The closing parenthesis.
    pub close_span: Span,
    /// The hook in effect (to install on contexts the hook creates itself).
    pub hook: &'a CallHook,
    /// The budget in effect, if any (likewise).
    pub budget: Option<&'a Arc<Budget>>,
    pub(crate) eval_in_scope: &'a dyn Fn(&Expr) -> (Value, Diagnostics),
}

impl HookCall<'_> {
    /// Evaluates `e` (normally one of [`HookCall::args`]) in the caller's scope.
    pub fn eval(&self, e: &Expr) -> (Value, Diagnostics) {
        (self.eval_in_scope)(e)
    }
}

/// Spends one step of `budget` on the node at `span`; once the step limit is spent, pushes
/// the "Evaluation budget exceeded" error (with the core's message as its detail on the first
/// refused step only) and returns `false`.
#[inline(always)]
pub(crate) fn charge(budget: &Budget, span: Span, diags: &mut Diagnostics) -> bool {
    match budget.step() {
        Ok(()) => true,
        Err(exhausted) => refuse(budget, exhausted, span, diags),
    }
}

/// The refused step of [`charge`], out of line: every evaluated node charges a step, and
/// the step taken is the one path that must stay short.
#[cold]
#[inline(never)]
fn refuse(
    budget: &Budget,
    exhausted: strata_core::budget::Exhausted,
    span: Span,
    diags: &mut Diagnostics,
) -> bool {
    let detail = if budget.steps_used() == budget.limits().max_steps.saturating_add(1) {
        exhausted.cause()
    } else {
        String::new()
    };
    diags.push(Diagnostic::error("Evaluation budget exceeded", detail).with_subject(span));
    false
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::EvalContext;
    use std::collections::BTreeMap;
    use std::sync::atomic::{AtomicUsize, Ordering};
    use strata_core::json::{write, WriteOptions};
    use strata_core::FileId;
    use strata_hcl_types::{json::to_json, stdlib};

    /// Evaluates `src` in `ctx`: the value as JSON (`unknown` if not wholly known) and the
    /// error summaries.
    fn run(src: &str, ctx: &EvalContext) -> (String, Vec<String>) {
        let (e, d) = crate::parse_expression(src.as_bytes(), FileId(0));
        assert!(d.is_empty(), "{d:?}");
        let (v, d) = e.evaluate(ctx);
        let text = if v.is_wholly_known() {
            to_json(&v)
                .map(|j| write(&j, &WriteOptions::default()))
                .unwrap_or_else(|e| format!("{e:?}"))
        } else {
            "unknown".to_string()
        };
        let errors = d
            .iter()
            .filter(|d| d.is_error())
            .map(|d| d.summary.clone())
            .collect();
        (text, errors)
    }

    /// `twice(x)` doubles its argument; `count(...)` gives the number of its arguments
    /// without evaluating them; `first_ok(...)` is HCL's `try`; anything else is declined.
    fn hook() -> CallHook {
        CallHook::new(|call| match call.name {
            "twice" => {
                let [arg] = call.args else { return None };
                let (v, d) = call.eval(arg);
                let doubled =
                    strata_hcl_types::ops::add(&v, &v).unwrap_or_else(|_| Value::dynamic());
                Some((doubled, d))
            }
            "count" => Some((Value::from(call.args.len() as i64), Vec::new())),
            "first_ok" => {
                for a in call.args {
                    let (v, d) = call.eval(a);
                    if !d.iter().any(Diagnostic::is_error) {
                        return Some((v, d));
                    }
                }
                Some((
                    Value::dynamic(),
                    vec![Diagnostic::error("No argument succeeded", "").with_subject(call.span)],
                ))
            }
            _ => None,
        })
    }

    fn vars() -> BTreeMap<String, Value> {
        BTreeMap::from([("n".to_string(), Value::from(21))])
    }

    #[test]
    fn hook_provides_functions_without_a_function_table() {
        let ctx = EvalContext::new()
            .with_variables(vars())
            .with_call_hook(hook());
        assert_eq!(run("twice(n)", &ctx), ("42".into(), vec![]));
        assert_eq!(run("twice(twice(1)) + 1", &ctx), ("5".into(), vec![]));
        // Declined, and there is no function table.
        assert_eq!(
            run("upper(\"a\")", &ctx),
            ("unknown".into(), vec!["Function calls not allowed".into()])
        );
    }

    #[test]
    fn declined_calls_reach_the_function_table() {
        let ctx = EvalContext::new()
            .with_functions(stdlib::functions())
            .with_call_hook(hook());
        assert_eq!(run("upper(\"a\")", &ctx), ("\"A\"".into(), vec![]));
        assert_eq!(
            run("nosuch(1)", &ctx),
            ("unknown".into(), vec!["Call to unknown function".into()])
        );
    }

    #[test]
    fn arguments_arrive_unevaluated() {
        let ctx = EvalContext::new()
            .with_variables(vars())
            .with_call_hook(hook());
        // Neither the unknown variable nor the division by zero is evaluated.
        assert_eq!(run("count(nosuch, 1 / 0, n)", &ctx), ("3".into(), vec![]));
        // The hook decides which arguments to evaluate, and their errors are its to report.
        assert_eq!(run("first_ok(nosuch, n.x, n)", &ctx), ("21".into(), vec![]));
        assert_eq!(
            run("first_ok(nosuch)", &ctx),
            ("unknown".into(), vec!["No argument succeeded".into()])
        );
    }

    #[test]
    fn arguments_are_evaluated_in_the_callers_scope() {
        let ctx = EvalContext::new()
            .with_variables(vars())
            .with_call_hook(hook());
        assert_eq!(
            run("[for i, x in [1, 2] : twice(x + i + n)]", &ctx),
            ("[44,48]".into(), vec![])
        );
        assert_eq!(
            run("{ for k, v in { a = 1 } : k => first_ok(nosuch, v) }", &ctx),
            ("{\"a\":1}".into(), vec![])
        );
    }

    #[test]
    fn child_contexts_inherit_the_innermost_hook() {
        let parent = Arc::new(EvalContext::new().with_call_hook(hook()));
        let child = EvalContext::child(parent.clone()).with_variables(vars());
        assert_eq!(run("twice(n)", &child), ("42".into(), vec![]));
        let grandchild = EvalContext::child(Arc::new(child));
        assert_eq!(run("twice(n)", &grandchild), ("42".into(), vec![]));
        // An inner hook shadows the outer one.
        let inner = CallHook::new(|call| {
            (call.name == "twice").then(|| (Value::string("inner"), Vec::new()))
        });
        let shadowing = EvalContext::child(parent).with_call_hook(inner);
        assert_eq!(run("twice(1)", &shadowing), ("\"inner\"".into(), vec![]));
    }

    #[test]
    fn hook_sees_the_call_site_and_can_install_itself_on_new_contexts() {
        // A hook that evaluates `again(x)` as `x` in a fresh context with the same hook, the
        // way a user-function call would, counting nested calls.
        let calls = Arc::new(AtomicUsize::new(0));
        let seen = calls.clone();
        let hook = CallHook::new(move |call| {
            if call.name != "again" {
                return None;
            }
            seen.fetch_add(1, Ordering::Relaxed);
            assert!(call.span.start < call.name_span.end && call.close_span.end == call.span.end);
            let [arg] = call.args else { return None };
            let ctx = EvalContext::new().with_call_hook(call.hook.clone());
            let (v, d) = crate::eval::evaluate_native(arg, Some(&ctx));
            Some((v, d))
        });
        let ctx = EvalContext::new().with_call_hook(hook);
        assert_eq!(run("again(again(again(7)))", &ctx), ("7".into(), vec![]));
        assert_eq!(calls.load(Ordering::Relaxed), 3);
    }

    #[test]
    fn budget_bounds_evaluation() {
        let budget = Arc::new(Budget::new(strata_core::budget::Limits {
            max_steps: 1000,
            max_depth: 10,
        }));
        let ctx = EvalContext::new()
            .with_functions(stdlib::functions())
            .with_budget(budget.clone());
        assert_eq!(
            run("[for x in [1, 2, 3] : x * 2]", &ctx),
            ("[2,4,6]".into(), vec![])
        );
        let used = budget.steps_used();
        assert!(used > 3 && used < 100, "{used}");
        let ten = "[1, 2, 3, 4, 5, 6, 7, 8, 9, 10]";
        let (v, errors) = run(
            &format!("[for a in {ten} : [for b in {ten} : [for c in {ten} : a + b + c]]]"),
            &ctx,
        );
        assert_eq!(v, "unknown");
        assert!(errors.iter().all(|e| e == "Evaluation budget exceeded"));
        assert!(!errors.is_empty());
        // Once spent, every evaluation fails, at its first node.
        assert_eq!(
            run("1", &ctx),
            ("unknown".into(), vec!["Evaluation budget exceeded".into()])
        );
        // The budget is inherited by children and shared.
        let child = EvalContext::child(Arc::new(ctx));
        assert_eq!(
            run("2", &child),
            ("unknown".into(), vec!["Evaluation budget exceeded".into()])
        );
    }
}
