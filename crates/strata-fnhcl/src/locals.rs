//! `locals`: the locals of one scope
//! (every `locals` block directly inside one block, or the top level) are processed together
//! by [`process_locals`] into an [`Env`], in the order of function-hcl's locals processor:
//!
//! 1. each `locals` block must hold attributes only (`Unexpected "x" block; Blocks are not
//!    allowed here.`);
//! 2. a name may be declared once per scope (`local "x": duplicate local declaration`) and
//!    may not shadow a name visible from an enclosing scope (`attempt to shadow variable; x`:
//!    `req`, `self`, `each`, outer locals, function arguments), both reported at the whole
//!    attribute;
//! 3. every variable a local refers to must exist (`reference to non-existent variable; x`,
//!    at the whole traversal);
//! 4. locals are evaluated dependencies first (source order among independent ones); a
//!    reference cycle is an error (`cycle found: a → b → a`, at the expression of the local
//!    met twice) and the other locals are still evaluated. A local whose evaluation fails
//!    holds an unknown value and its errors become warnings.

use crate::calls::{request_limits, Evaluator};
use crate::scope::Env;
use smol_str::SmolStr;
use std::collections::HashMap;
use std::sync::Arc;
use strata_core::diagnostic::has_errors;
use strata_core::{Diagnostic, Severity, Span};
use strata_hcl::ast::{Attribute, Block, Expr, NativeBody};
use strata_hcl::eval::evaluate_native;
use strata_hcl::expr::native_variables;
use strata_hcl::EvalContext;
use strata_hcl_types::Value;

/// The same diagnostic as a warning.
pub fn to_warning(mut d: Diagnostic) -> Diagnostic {
    d.severity = Severity::Warning;
    d
}

/// An error diagnostic the way function-hcl builds them (`hclutils.ToErrorDiag`): subject and
/// context are the same range.
pub fn error_at(summary: impl Into<String>, detail: impl Into<String>, span: Span) -> Diagnostic {
    Diagnostic::error(summary, detail)
        .with_subject(span)
        .with_context(span)
}

/// Up to this many locals in one scope are found by a linear scan of their names.
const LINEAR_LOCALS: usize = 16;

/// The locals of one scope in evaluation order.
pub type LocalsPlan = Vec<(SmolStr, Arc<Expr>)>;

/// The attributes of the `locals` blocks among `blocks`, in source order, or the error of a
/// `locals` block that holds a block.
pub fn locals_attributes<'a>(
    blocks: impl Iterator<Item = &'a Block>,
) -> Result<Vec<&'a Attribute>, Vec<Diagnostic>> {
    let mut out = Vec::new();
    for b in blocks.filter(|b| b.type_name == "locals") {
        if let Some(inner) = b.body.blocks.first() {
            return Err(vec![Diagnostic::error(
                format!("Unexpected {:?} block", inner.type_name.as_str()),
                "Blocks are not allowed here.",
            )
            .with_subject(inner.type_span)]);
        }
        out.extend(b.body.attributes.values());
    }
    Ok(out)
}

/// A variable a local refers to, as the checks of [`ScopeLocals::run`] need it.
#[derive(Clone, Debug)]
enum Reference {
    /// Another local of the same scope (its index).
    Local(usize),
    /// A variable of an enclosing scope, or of none: the root's name and the traversal's span.
    Outer(SmolStr, Span),
}

/// One local of a scope, with what its checks and evaluation need from the program text.
#[derive(Clone, Debug)]
struct Local {
    name: SmolStr,
    /// The whole attribute (where duplicate and shadowing errors point).
    span: Span,
    expr: Arc<Expr>,
    /// The variables its expression refers to, in the order `native_variables` lists them.
    references: Vec<Reference>,
    /// The locals of the same scope it depends on (the `Local` references, in order).
    deps: Vec<usize>,
    /// Its value and the steps evaluating it takes, when it is a constant ([`constant`]).
    constant: Option<(Value, u64)>,
}

/// The value of `e` and the evaluation steps it takes, if `e` is a constant: its evaluation
/// in a context without variables and functions gives a wholly known value without any
/// diagnostic. Such an expression reads no variable and calls no function (either would be
/// an error there), so it has that value in every scope of every request, and evaluating it
/// again would only charge the same steps (see `Evaluator::charge`).
fn constant(e: &Expr) -> Option<(Value, u64)> {
    let budget = Arc::new(strata_core::budget::Budget::new(request_limits()));
    let ctx = EvalContext::new().with_budget(budget.clone());
    let (v, diags) = evaluate_native(e, Some(&ctx));
    (diags.is_empty() && v.is_wholly_known()).then(|| (v, budget.steps_used()))
}

/// The locals of one scope as the program text gives them, computed once per program
/// (`prepared::Program` keeps one per body that has `locals` blocks): the attributes of the
/// scope's `locals` blocks, the first duplicate name, and the references of every local, with
/// the references to locals of the same scope resolved to their indices. What depends on
/// the enclosing scopes (shadowing, variables that do not exist) is checked by
/// [`ScopeLocals::run`] on every evaluation, since the same text could be evaluated in
/// another scope.
#[derive(Clone, Debug)]
pub struct ScopeLocals {
    /// The locals in source order, or the error of a `locals` block that holds a block.
    locals: Result<Vec<Local>, Vec<Diagnostic>>,
    /// The first local whose name an earlier local of the scope has.
    first_duplicate: Option<usize>,
}

impl ScopeLocals {
    /// The locals of the `locals` blocks directly inside `body`.
    pub fn of_body(body: &NativeBody) -> ScopeLocals {
        ScopeLocals::of_blocks(body.blocks.iter())
    }

    /// The locals of the `locals` blocks among `blocks` (the top level: those of every file).
    pub fn of_blocks<'a>(blocks: impl Iterator<Item = &'a Block>) -> ScopeLocals {
        match locals_attributes(blocks) {
            Ok(attrs) => ScopeLocals::of_attributes(&attrs),
            Err(d) => ScopeLocals {
                locals: Err(d),
                first_duplicate: None,
            },
        }
    }

    fn of_attributes(attrs: &[&Attribute]) -> ScopeLocals {
        // A scope usually holds a handful of locals: a linear scan of their names costs less
        // than a map; larger scopes get a map (first occurrence of each name, as the scan
        // finds).
        let map: Option<HashMap<&str, usize, foldhash::fast::RandomState>> =
            (attrs.len() > LINEAR_LOCALS).then(|| {
                let mut m = HashMap::default();
                for (i, a) in attrs.iter().enumerate() {
                    m.entry(a.name.as_str()).or_insert(i);
                }
                m
            });
        let index = |name: &str| match &map {
            Some(m) => m.get(name).copied(),
            None => attrs.iter().position(|a| a.name.as_str() == name),
        };
        let first_duplicate = attrs
            .iter()
            .enumerate()
            .position(|(i, a)| index(a.name.as_str()).is_some_and(|j| j < i));
        let locals = attrs
            .iter()
            .map(|a| {
                let references: Vec<Reference> = native_variables(&a.expr)
                    .iter()
                    .map(|t| match index(t.root.as_str()) {
                        Some(j) => Reference::Local(j),
                        None => Reference::Outer(t.root.clone(), t.span()),
                    })
                    .collect();
                let deps = references
                    .iter()
                    .filter_map(|r| match r {
                        Reference::Local(j) => Some(*j),
                        Reference::Outer(..) => None,
                    })
                    .collect();
                Local {
                    name: a.name.clone(),
                    span: a.span,
                    expr: a.expr.clone(),
                    constant: if references.is_empty() {
                        constant(&a.expr)
                    } else {
                        None
                    },
                    references,
                    deps,
                }
            })
            .collect();
        ScopeLocals {
            locals: Ok(locals),
            first_duplicate,
        }
    }

    /// Checks and evaluates the locals in `env` (see the module documentation), setting each
    /// one there. Returns the diagnostics (errors abort the caller) and the indices of the
    /// locals evaluated, in evaluation order.
    pub fn run(&self, ev: &Evaluator, env: &mut Env) -> (Vec<Diagnostic>, Vec<usize>) {
        let locals = match &self.locals {
            Ok(l) if l.is_empty() => return (Vec::new(), Vec::new()),
            Ok(l) => l,
            Err(d) => return (d.clone(), Vec::new()),
        };
        for (i, l) in locals.iter().enumerate() {
            if self.first_duplicate == Some(i) {
                let d = error_at(
                    format!("local {:?}: duplicate local declaration", l.name.as_str()),
                    "",
                    l.span,
                );
                return (vec![d], Vec::new());
            }
            if env.has(&l.name) {
                let d = error_at("attempt to shadow variable", l.name.as_str(), l.span);
                return (vec![d], Vec::new());
            }
        }
        for l in locals {
            for r in &l.references {
                if let Reference::Outer(root, span) = r {
                    if !env.has(root) {
                        let d =
                            error_at("reference to non-existent variable", root.as_str(), *span);
                        return (vec![d], Vec::new());
                    }
                }
            }
        }
        let n = locals.len();
        let mut run = LocalsRun {
            locals,
            remaining: vec![true; n],
            path: Vec::new(),
            order: Vec::with_capacity(n),
        };
        let mut diags = Vec::new();
        for i in 0..n {
            diags.extend(eval_local(ev, env, &mut run, i));
        }
        (diags, run.order)
    }

    /// The name and expression of each local of `order` (as [`ScopeLocals::run`] returns it).
    fn plan(&self, order: &[usize]) -> LocalsPlan {
        match &self.locals {
            Ok(l) => order
                .iter()
                .map(|&i| (l[i].name.clone(), l[i].expr.clone()))
                .collect(),
            Err(_) => Vec::new(),
        }
    }
}

/// State of the depth-first evaluation of one scope's locals.
struct LocalsRun<'a> {
    locals: &'a [Local],
    remaining: Vec<bool>,
    path: Vec<usize>,
    order: Vec<usize>,
}

/// Processes the `locals` blocks directly inside `body` (see the module documentation),
/// setting each local in `env`. Returns the diagnostics (errors abort the caller) and the
/// evaluation order.
pub fn process_locals(
    ev: &Evaluator,
    env: &mut Env,
    body: &NativeBody,
) -> (Vec<Diagnostic>, LocalsPlan) {
    let scope = ScopeLocals::of_body(body);
    let (diags, order) = scope.run(ev, env);
    (diags, scope.plan(&order))
}

fn eval_local(ev: &Evaluator, env: &mut Env, run: &mut LocalsRun, i: usize) -> Vec<Diagnostic> {
    if !run.remaining[i] {
        return Vec::new();
    }
    if let Some(pos) = run.path.iter().position(|&p| p == i) {
        let mut names: Vec<&str> = run.path[pos..]
            .iter()
            .map(|&p| run.locals[p].name.as_str())
            .collect();
        names.push(run.locals[i].name.as_str());
        return vec![error_at(
            format!("cycle found: {}", names.join(" \u{2192} ")),
            "",
            run.locals[i].expr.span,
        )];
    }
    run.path.push(i);
    let mut diags = Vec::new();
    let locals = run.locals;
    for &dep in &locals[i].deps {
        if run.remaining[dep] {
            let d = strata_core::budget::grow(|| eval_local(ev, env, run, dep));
            diags.extend(d);
        }
    }
    if !has_errors(&diags) {
        let mut ds = Vec::new();
        let local = &locals[i];
        let v = match &local.constant {
            // What evaluating it gives, without diagnostics.
            Some((v, steps)) if ev.charge(*steps) => v.clone(),
            Some(_) => ev.eval(&local.expr, env, &mut ds),
            // A traversal or a simple template, as evaluating it gives it (`crate::direct`).
            None => match crate::direct::local_value(&local.expr, env) {
                Some((v, steps)) if ev.charge(steps) => v,
                _ => ev.eval(&local.expr, env, &mut ds),
            },
        };
        // As HCL leaves it: unknown where the evaluation failed.
        let v = if has_errors(&ds) && v.is_wholly_known() {
            Value::dynamic()
        } else {
            v
        };
        diags.extend(ds.into_iter().map(to_warning));
        env.set(&locals[i].name, v);
        run.order.push(i);
    }
    run.path.pop();
    run.remaining[i] = false;
    diags
}

/// The locals of every scope of a program ([`ScopeLocals`]), computed once per program: those
/// of the top level (every file's `locals` blocks) and those of each body with `locals`
/// blocks, keyed by the body's address.
pub struct ProgramLocals {
    top: ScopeLocals,
    bodies: HashMap<usize, ScopeLocals, foldhash::fast::RandomState>,
    /// The program's top-level bodies, which own every body keyed above: holding them keeps
    /// those addresses from being reused by other bodies while the keys exist.
    _roots: Vec<Arc<NativeBody>>,
}

impl ProgramLocals {
    /// The locals of the program made of the files' top-level bodies `roots`.
    pub fn of(roots: &[Arc<NativeBody>]) -> ProgramLocals {
        let mut bodies = HashMap::default();
        let mut stack: Vec<&NativeBody> = roots.iter().map(|b| &**b).collect();
        while let Some(b) = stack.pop() {
            if b.blocks.iter().any(|c| c.type_name == "locals") {
                bodies.insert(body_key(b), ScopeLocals::of_body(b));
            }
            stack.extend(b.blocks.iter().map(|c| &*c.body));
        }
        ProgramLocals {
            top: ScopeLocals::of_blocks(roots.iter().flat_map(|b| b.blocks.iter())),
            bodies,
            _roots: roots.to_vec(),
        }
    }

    /// The locals of the top level.
    pub fn top(&self) -> &ScopeLocals {
        &self.top
    }

    /// The locals directly inside `body`: computed at once for a body that is not part of
    /// the program (no caller does that today; its scope is then as correct, only slower).
    pub fn of_body(&self, body: &NativeBody) -> std::borrow::Cow<'_, ScopeLocals> {
        match self.bodies.get(&body_key(body)) {
            Some(s) => std::borrow::Cow::Borrowed(s),
            None => std::borrow::Cow::Owned(ScopeLocals::of_body(body)),
        }
    }
}

fn body_key(b: &NativeBody) -> usize {
    std::ptr::from_ref(b) as usize
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::calls::Functions;

    fn scope(text: &str) -> ScopeLocals {
        let mut map = strata_core::SourceMap::new();
        let id = map.try_add("main.hcl", text).unwrap();
        let (body, diags) = strata_hcl::parser::parse_file(text.as_bytes(), id);
        assert!(diags.is_empty(), "{diags:?}");
        ScopeLocals::of_body(&body)
    }

    /// A constant local takes its value from the program and charges the request the steps
    /// its evaluation would: the same values and the same budget as evaluating every local.
    #[test]
    fn constant_locals_give_the_value_and_the_steps_of_their_evaluation() {
        let text = "locals {\n  c = { a = [1, \"x\", true], b = 1 + 2, t = \"t-${2}\" }\n  d = c.a\n  e = \"e\"\n}\n";
        let with = scope(text);
        let Ok(locals) = &with.locals else {
            panic!("locals")
        };
        assert!(locals[0].constant.is_some() && locals[2].constant.is_some());
        assert!(locals[1].constant.is_none());
        let mut without = with.clone();
        if let Ok(locals) = &mut without.locals {
            for l in locals {
                l.constant = None;
            }
        }
        let funcs = Functions {
            builtin: crate::functions::library_context(),
            user: Default::default(),
        };
        let run = |s: &ScopeLocals| {
            let ev = Evaluator::new(&funcs);
            let mut env = Env::root();
            let (diags, order) = s.run(&ev, &mut env);
            assert!(diags.is_empty(), "{diags:?}");
            let values: Vec<String> = ["c", "d", "e"]
                .iter()
                .map(|n| format!("{:?}", env.get(n)))
                .collect();
            (values, order, ev.steps_used())
        };
        let (a, b) = (run(&with), run(&without));
        assert_eq!(a, b);
        assert!(a.2 > 0);
    }
}
