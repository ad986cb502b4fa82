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
//!
//! A scope whose locals are all constants, traversals and templates of them is evaluated
//! once per thread for the outer values it reads: evaluated again where those values are the
//! same (equal strings and bools, the very same shared objects: the usual case, Crossplane
//! sending the same observed state until it changes), it takes the values it took then and
//! is charged the same steps. Each thread remembers [`LOCALS_MEMO_ENTRIES`] scopes, each with
//! the outer values of its latest evaluation (which stay alive while remembered).

use crate::calls::{request_limits, Evaluator};
use crate::direct::identical;
use crate::scope::Env;
use smol_str::SmolStr;
use std::cell::RefCell;
use std::collections::HashMap;
use std::rc::Rc;
use std::sync::{Arc, Weak};
use strata_core::diagnostic::has_errors;
use strata_core::{Diagnostic, Severity, Span};
use strata_hcl::ast::{Attribute, Block, Expr, ExprKind, NativeBody};
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
    /// Whether every local is a constant or a traversal or template `crate::direct` may
    /// evaluate: then the scope's values may be remembered ([`LOCALS_MEMO`]).
    memoizable: bool,
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
                memoizable: false,
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
            .collect::<Vec<_>>();
        let memoizable = !locals.is_empty()
            && locals.iter().all(|l| {
                l.constant.is_some()
                    || matches!(
                        l.expr.kind,
                        ExprKind::ScopeTraversal(_) | ExprKind::Template(_)
                    )
            });
        ScopeLocals {
            locals: Ok(locals),
            first_duplicate,
            memoizable,
        }
    }

    /// How many locals the scope declares (the variables [`ScopeLocals::run`] sets at most).
    pub fn len(&self) -> usize {
        self.locals.as_ref().map_or(0, Vec::len)
    }

    /// Whether the scope declares no local (or its `locals` blocks are in error).
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// Whether [`ScopeLocals::run`] has nothing to do: no `locals` block at all, or only
    /// empty ones (not blocks in error, whose error it reports).
    pub fn declares_none(&self) -> bool {
        matches!(&self.locals, Ok(l) if l.is_empty())
    }

    /// Checks and evaluates the locals in `env` (see the module documentation), setting each
    /// one there. Returns the diagnostics (errors abort the caller).
    pub fn run(&self, ev: &Evaluator, env: &mut Env) -> Vec<Diagnostic> {
        self.run_recording(ev, env, None)
    }

    /// [`ScopeLocals::run`], returning also the indices of the locals evaluated, in
    /// evaluation order.
    pub fn run_in_order(&self, ev: &Evaluator, env: &mut Env) -> (Vec<Diagnostic>, Vec<usize>) {
        let mut order = Vec::with_capacity(self.len());
        let diags = self.run_recording(ev, env, Some(&mut order));
        (diags, order)
    }

    /// [`ScopeLocals::run`], appending the evaluation order to `order` when given (most
    /// callers do not need it, and then no vector is made for it).
    fn run_recording(
        &self,
        ev: &Evaluator,
        env: &mut Env,
        order: Option<&mut Vec<usize>>,
    ) -> Vec<Diagnostic> {
        let locals = match &self.locals {
            Ok(l) if l.is_empty() => return Vec::new(),
            Ok(l) => l,
            Err(d) => return d.clone(),
        };
        for (i, l) in locals.iter().enumerate() {
            if self.first_duplicate == Some(i) {
                let d = error_at(
                    format!("local {:?}: duplicate local declaration", l.name.as_str()),
                    "",
                    l.span,
                );
                return vec![d];
            }
            if env.has(&l.name) {
                let d = error_at("attempt to shadow variable", l.name.as_str(), l.span);
                return vec![d];
            }
        }
        // The values the thread remembers for this scope, if any: they are its values again
        // when the outer variables its locals refer to have the same values.
        let key = Arc::as_ptr(&locals[0].expr) as usize;
        let remembered = if self.memoizable {
            LOCALS_MEMO.with(|m| m.borrow().get(&key).filter(|r| r.is_for(locals)).cloned())
        } else {
            None
        };
        let mut same = remembered.is_some();
        let mut outer = 0;
        for l in locals {
            for r in &l.references {
                if let Reference::Outer(root, span) = r {
                    let Some(v) = env.get_ref(root) else {
                        let d =
                            error_at("reference to non-existent variable", root.as_str(), *span);
                        return vec![d];
                    };
                    if let Some(r) = remembered.as_ref().filter(|_| same) {
                        same = r.outer.get(outer).is_some_and(|o| identical(o, v));
                    }
                    outer += 1;
                }
            }
        }
        if let Some(r) = remembered.filter(|r| same && r.outer.len() == outer) {
            // Evaluating them would charge the same steps; a budget without them all
            // evaluates them below, as without the memo.
            if ev.charge(r.steps) {
                for (i, v) in &r.values {
                    env.set_name(locals[*i].name.clone(), v.clone());
                }
                if let Some(order) = order {
                    order.extend(r.values.iter().map(|(i, _)| *i));
                }
                return Vec::new();
            }
        }
        let n = locals.len();
        // A scope whose values may be remembered records its order (to remember them in).
        let mut own_order = Vec::new();
        let record = self.memoizable && order.is_none();
        let mut run = LocalsRun {
            locals,
            done: Marks::new(n),
            order: if record { Some(&mut own_order) } else { order },
            direct: true,
            steps: 0,
        };
        let mut diags = Vec::new();
        for i in 0..n {
            diags.extend(eval_local(ev, env, &mut run, i, None));
        }
        if self.memoizable && run.direct && diags.is_empty() {
            let steps = run.steps;
            let order: &[usize] = match &run.order {
                Some(o) => o,
                None => &[],
            };
            remember(key, locals, env, order, steps);
        }
        diags
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

/// State of the depth-first evaluation of one scope's locals. Nothing here is allocated for
/// a scope of up to 64 locals: the path of locals being evaluated is a chain of [`PathLink`]s
/// on the stack, and the evaluation order is kept only for a caller that asks for it (or to
/// remember the values in).
struct LocalsRun<'a, 'o> {
    locals: &'a [Local],
    /// The locals already evaluated (or given up on).
    done: Marks,
    order: Option<&'o mut Vec<usize>>,
    /// Whether every local so far took its value without the evaluator (a constant, or
    /// `crate::direct::local_value`), and the steps charged for them.
    direct: bool,
    steps: u64,
}

/// The most scopes a thread remembers the locals of (the memo is emptied when full).
pub const LOCALS_MEMO_ENTRIES: usize = 256;

/// What a thread remembers of one scope whose locals all took their values without the
/// evaluator and without a diagnostic. Such values are those of constants, variable
/// traversals and templates of them: they depend on the values of the outer variables the
/// locals refer to alone (no function is called, nothing else is read), and so are the same
/// values again wherever those variables have the same values (`crate::direct`'s `identical`:
/// equal strings and bools, the very same shared collections).
struct RememberedLocals {
    /// The scope's expressions, in source order (weakly: their allocations, and so their
    /// addresses, stay while the entry does), which identify the scope.
    exprs: Vec<Weak<Expr>>,
    /// The value of each outer reference, in the order the locals list them.
    outer: Vec<Value>,
    /// Each local's index and value, in evaluation order.
    values: Vec<(usize, Value)>,
    /// The steps evaluating them all charged.
    steps: u64,
}

impl RememberedLocals {
    fn is_for(&self, locals: &[Local]) -> bool {
        self.exprs.len() == locals.len()
            && self
                .exprs
                .iter()
                .zip(locals)
                .all(|(w, l)| std::ptr::eq(w.as_ptr(), Arc::as_ptr(&l.expr)))
    }
}

type LocalsMemo = HashMap<usize, Rc<RememberedLocals>, foldhash::fast::RandomState>;

thread_local! {
    /// The scopes a thread remembers, keyed by the address of their first local's
    /// expression.
    static LOCALS_MEMO: RefCell<LocalsMemo> = RefCell::new(LocalsMemo::default());
}

/// Remembers the values the locals of a scope took in `env`, evaluated in `order` for
/// `steps` steps (see [`RememberedLocals`]).
fn remember(key: usize, locals: &[Local], env: &Env, order: &[usize], steps: u64) {
    if order.len() != locals.len() {
        return;
    }
    let outer: Option<Vec<Value>> = locals
        .iter()
        .flat_map(|l| &l.references)
        .filter_map(|r| match r {
            Reference::Outer(root, _) => Some(env.get(root)),
            Reference::Local(_) => None,
        })
        .collect();
    // The names are the scope's own (checked not to shadow, nor to repeat): each one's value
    // in `env` is the local's.
    let values: Option<Vec<(usize, Value)>> = order
        .iter()
        .map(|&i| env.get(&locals[i].name).map(|v| (i, v)))
        .collect();
    let (Some(outer), Some(values)) = (outer, values) else {
        return;
    };
    let entry = RememberedLocals {
        exprs: locals.iter().map(|l| Arc::downgrade(&l.expr)).collect(),
        outer,
        values,
        steps,
    };
    LOCALS_MEMO.with(|m| {
        let mut m = m.borrow_mut();
        if m.len() >= LOCALS_MEMO_ENTRIES && !m.contains_key(&key) {
            m.clear();
        }
        m.insert(key, Rc::new(entry));
    });
}

/// A set of local indices: a word for up to 64 locals, flags beyond.
enum Marks {
    Few(u64),
    Many(Vec<bool>),
}

impl Marks {
    fn new(n: usize) -> Marks {
        if n <= 64 {
            Marks::Few(0)
        } else {
            Marks::Many(vec![false; n])
        }
    }

    fn has(&self, i: usize) -> bool {
        match self {
            Marks::Few(bits) => bits & (1 << i) != 0,
            Marks::Many(flags) => flags[i],
        }
    }

    fn mark(&mut self, i: usize) {
        match self {
            Marks::Few(bits) => *bits |= 1 << i,
            Marks::Many(flags) => flags[i] = true,
        }
    }
}

/// One local on the path of locals being evaluated: the local that depends on it is `up`
/// (the path, innermost first, is the chain of `up` links).
struct PathLink<'l> {
    index: usize,
    up: Option<&'l PathLink<'l>>,
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
    let (diags, order) = scope.run_in_order(ev, env);
    (diags, scope.plan(&order))
}

/// The error of local `i` met again on `path` (innermost first): `cycle found: a → b → a`,
/// the path from `i`'s first occurrence outward in.
fn cycle(locals: &[Local], path: Option<&PathLink>, i: usize) -> Diagnostic {
    let mut names = vec![locals[i].name.as_str()];
    let mut link = path;
    while let Some(l) = link {
        names.push(locals[l.index].name.as_str());
        if l.index == i {
            break;
        }
        link = l.up;
    }
    names.reverse();
    error_at(
        format!("cycle found: {}", names.join(" \u{2192} ")),
        "",
        locals[i].expr.span,
    )
}

/// Evaluates local `i` after the locals it depends on; `path` is the chain of locals being
/// evaluated that led to it (innermost first).
fn eval_local(
    ev: &Evaluator,
    env: &mut Env,
    run: &mut LocalsRun,
    i: usize,
    path: Option<&PathLink>,
) -> Vec<Diagnostic> {
    if run.done.has(i) {
        return Vec::new();
    }
    // A local already on the path: the cycle is the path from it to here.
    let mut link = path;
    while let Some(l) = link {
        if l.index == i {
            return vec![cycle(run.locals, path, i)];
        }
        link = l.up;
    }
    let here = PathLink { index: i, up: path };
    let mut diags = Vec::new();
    let locals = run.locals;
    for &dep in &locals[i].deps {
        if !run.done.has(dep) {
            let d = strata_core::budget::grow(|| eval_local(ev, env, run, dep, Some(&here)));
            diags.extend(d);
        }
    }
    if !has_errors(&diags) {
        let mut ds = Vec::new();
        let local = &locals[i];
        let v = match &local.constant {
            // What evaluating it gives, without diagnostics.
            Some((v, steps)) if ev.charge(*steps) => {
                run.steps += steps;
                v.clone()
            }
            Some(_) => {
                run.direct = false;
                ev.eval(&local.expr, env, &mut ds)
            }
            // A traversal or a simple template, as evaluating it gives it (`crate::direct`).
            None => match crate::direct::local_value(&local.expr, env) {
                Some((v, steps)) if ev.charge(steps) => {
                    run.steps += steps;
                    v
                }
                _ => {
                    run.direct = false;
                    ev.eval(&local.expr, env, &mut ds)
                }
            },
        };
        // As HCL leaves it: unknown where the evaluation failed.
        let v = if has_errors(&ds) && v.is_wholly_known() {
            Value::dynamic()
        } else {
            v
        };
        diags.extend(ds.into_iter().map(to_warning));
        env.set_name(locals[i].name.clone(), v);
        if let Some(order) = run.order.as_deref_mut() {
            order.push(i);
        }
    }
    run.done.mark(i);
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

    /// A scope evaluated again with the same outer values takes its remembered values: the
    /// same values, order and steps as evaluating it; other outer values evaluate it again.
    #[test]
    fn remembered_locals_are_what_evaluating_gives() {
        let text = "locals {\n  d = b.region\n  a = \"${x.name}-s\"\n  b = x.spec\n  c = { k = \"v\" }\n  e = \"${a}${d}\"\n}\n";
        let with = scope(text);
        assert!(with.memoizable);
        let mut without = with.clone();
        without.memoizable = false;
        let funcs = Functions {
            builtin: crate::functions::library_context(),
            user: Default::default(),
        };
        let x = |name: &str, region: &str| {
            strata_hcl_types::json::from_json(
                &strata_core::json::parse(&format!(
                    r#"{{"name":"{name}","spec":{{"region":"{region}"}}}}"#
                ))
                .unwrap(),
            )
            .unwrap()
        };
        let run = |s: &ScopeLocals, x: &Value| {
            let ev = Evaluator::new(&funcs);
            let mut root = Env::root();
            root.set("x", x.clone());
            let mut env = Env::child(&root);
            let (diags, order) = s.run_in_order(&ev, &mut env);
            assert!(diags.is_empty(), "{diags:?}");
            let values: Vec<String> = ["a", "b", "c", "d", "e"]
                .iter()
                .map(|n| format!("{:?}", env.get(n)))
                .collect();
            (values, order, ev.steps_used())
        };
        let (one, two) = (x("n", "eu"), x("m", "us"));
        for x in [&one, &one, &two, &two, &one] {
            let want = run(&without, x);
            // Once to remember (or find) them, once to find them.
            assert_eq!(run(&with, x), want);
            assert_eq!(run(&with, x), want);
        }
        let key = Arc::as_ptr(&with.locals.as_ref().unwrap()[0].expr) as usize;
        assert!(LOCALS_MEMO.with(|m| m.borrow().contains_key(&key)));
        // A scope whose locals call functions is evaluated every time.
        assert!(!scope("locals {\n  u = upper(x)\n  v = x\n}\n").memoizable);
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
            let (diags, order) = s.run_in_order(&ev, &mut env);
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
