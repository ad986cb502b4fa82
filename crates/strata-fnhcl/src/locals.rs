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

use crate::calls::Evaluator;
use crate::scope::Env;
use smol_str::SmolStr;
use std::collections::HashMap;
use std::sync::Arc;
use strata_core::diagnostic::has_errors;
use strata_core::{Diagnostic, Severity, Span};
use strata_hcl::ast::{Attribute, Block, Expr, NativeBody};
use strata_hcl::expr::native_variables;
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

/// State of the depth-first evaluation of one scope's locals.
struct LocalsRun<'a> {
    attrs: Vec<&'a Attribute>,
    deps: Vec<Vec<usize>>,
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
    match locals_attributes(body.blocks.iter()) {
        Ok(attrs) => process_local_attributes(ev, env, attrs),
        Err(d) => (d, Vec::new()),
    }
}

/// [`process_locals`] for the attributes of one scope's `locals` blocks.
pub fn process_local_attributes(
    ev: &Evaluator,
    env: &mut Env,
    attrs: Vec<&Attribute>,
) -> (Vec<Diagnostic>, LocalsPlan) {
    if attrs.is_empty() {
        return (Vec::new(), Vec::new());
    }
    // A scope usually holds a handful of locals: a linear scan of their names costs less than
    // a map built for every scope of every request; larger scopes get a map (first occurrence
    // of each name, as the scan finds).
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
    for (i, a) in attrs.iter().enumerate() {
        if index(a.name.as_str()).is_some_and(|j| j < i) {
            let d = error_at(
                format!("local {:?}: duplicate local declaration", a.name.as_str()),
                "",
                a.span,
            );
            return (vec![d], Vec::new());
        }
        if env.has(&a.name) {
            let d = error_at("attempt to shadow variable", a.name.as_str(), a.span);
            return (vec![d], Vec::new());
        }
    }
    let mut deps: Vec<Vec<usize>> = Vec::with_capacity(attrs.len());
    for a in &attrs {
        let mut d = Vec::new();
        for t in native_variables(&a.expr) {
            match index(t.root.as_str()) {
                Some(j) => d.push(j),
                None if env.has(&t.root) => {}
                None => {
                    let d = error_at(
                        "reference to non-existent variable",
                        t.root.as_str(),
                        t.span(),
                    );
                    return (vec![d], Vec::new());
                }
            }
        }
        deps.push(d);
    }
    let n = attrs.len();
    let mut run = LocalsRun {
        attrs,
        deps,
        remaining: vec![true; n],
        path: Vec::new(),
        order: Vec::with_capacity(n),
    };
    let mut diags = Vec::new();
    for i in 0..n {
        diags.extend(eval_local(ev, env, &mut run, i));
    }
    let plan = run
        .order
        .iter()
        .map(|&i| (run.attrs[i].name.clone(), run.attrs[i].expr.clone()))
        .collect();
    (diags, plan)
}

fn eval_local(ev: &Evaluator, env: &mut Env, run: &mut LocalsRun, i: usize) -> Vec<Diagnostic> {
    if !run.remaining[i] {
        return Vec::new();
    }
    if let Some(pos) = run.path.iter().position(|&p| p == i) {
        let mut names: Vec<&str> = run.path[pos..]
            .iter()
            .map(|&p| run.attrs[p].name.as_str())
            .collect();
        names.push(run.attrs[i].name.as_str());
        return vec![error_at(
            format!("cycle found: {}", names.join(" \u{2192} ")),
            "",
            run.attrs[i].expr.span,
        )];
    }
    run.path.push(i);
    let mut diags = Vec::new();
    for k in 0..run.deps[i].len() {
        let dep = run.deps[i][k];
        if run.remaining[dep] {
            let d = strata_core::budget::grow(|| eval_local(ev, env, run, dep));
            diags.extend(d);
        }
    }
    if !has_errors(&diags) {
        let mut ds = Vec::new();
        let v = ev.eval(&run.attrs[i].expr, env, &mut ds);
        // As HCL leaves it: unknown where the evaluation failed.
        let v = if has_errors(&ds) && v.is_wholly_known() {
            Value::dynamic()
        } else {
            v
        };
        diags.extend(ds.into_iter().map(to_warning));
        env.set(&run.attrs[i].name, v);
        run.order.push(i);
    }
    run.path.pop();
    run.remaining[i] = false;
    diags
}
