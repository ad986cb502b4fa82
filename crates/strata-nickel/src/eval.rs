//! The evaluator: call-by-need over [`Thunk`]s, recursive records, merge and lazy contracts.
//!
//! # Merge semantics (`left & right`)
//! Both operands are evaluated to weak head normal form. Two records merge field-wise: a field on
//! one side only is kept; a common field takes the definition of the side with the higher
//! priority (`default` < numerals < `force`), or the lazy merge of both definitions when the
//! priorities are equal; contracts of both sides accumulate and apply lazily to the final value.
//! The merged record re-closes every field whose definition refers to a sibling, so overriding
//! `version` is seen by every field that depends on it. Non-records merge only when both are
//! equal scalars (`Number`, `Bool`, `String`, enum tags, `null`), equal-tag variants (arguments
//! merged), or arrays (the right one checked against `std.contract.Equal left`); anything else
//! is `non mergeable terms`.
//!
//! # Resources
//! Evaluation counts steps against a budget and grows its stack on demand (`stacker`), so deep
//! nesting does not overflow; nesting beyond [`Limits::max_depth`] is a clear error.
//!
//! Over 1,500 lines on purpose: the evaluator's machine (forcing, application, merge, field
//! access) whose steps call each other; the built-ins, contracts, records, patterns, errors and
//! the call stack are already apart.

use crate::ast::*;
use crate::number::Num;
use crate::value::*;
use std::rc::Rc;
use strata_core::source::Span;

pub mod blame;
pub mod callstack;
pub mod error;
mod patterns;
mod records;

use callstack::{Call, MAX_CALLS};

/// Stack left before a recursive step grows the stack (debug builds have large frames).
pub const RED_ZONE: usize = 1 << 20;
/// Size of each stack segment added when the red zone is reached.
pub const STACK_SEGMENT: usize = 16 << 20;

pub use error::{ErrLabel, EvalError, R};

/// Whether `name` is bound in `env` by a single binding (`let`, a function's parameter) rather
/// than as a field of a recursive record.
fn bound_by_let(env: &Env, name: &str) -> bool {
    let mut cur = env;
    while let Some(f) = cur {
        match &**f {
            Frame::Bind(n, _, next) => {
                if n == name {
                    return true;
                }
                cur = next;
            }
            Frame::Rec(cell, _, next) => {
                if cell
                    .borrow()
                    .as_ref()
                    .and_then(|fields| fields.get(name))
                    .is_some_and(|field| !field.dynamic)
                {
                    return false;
                }
                cur = next;
            }
        }
    }
    false
}

use strata_core::budget::Exhausted;
pub use strata_core::budget::Limits;

/// Nickel's defaults for strata's evaluation [`Limits`]. Nickel's evaluator keeps its own
/// stack on the heap, so nesting costs no Rust stack and the depth limit can be far beyond the
/// 2,000 levels where Nickel 1.18 overflows; lazy evaluation takes several steps per
/// expression, so the step limit is ten times the core's. The step and depth counters are the
/// evaluator's own plain integers (its machine is single-threaded and steps are its hottest
/// path); exhaustion reads as every strata evaluator's ([`Exhausted`]).
pub const DEFAULT_LIMITS: Limits = Limits {
    max_steps: 10 * strata_core::budget::DEFAULT_MAX_STEPS,
    max_depth: 400_000,
};

/// Resolves `import` expressions (implemented by the host: files or memory).
pub trait Importer {
    /// Loads `path` relative to the file of `from`: returns the program value or an error.
    fn import(&mut self, ev: &mut Eval, path: &str, format: Option<&str>, from: Span) -> R<Thunk>;
}

/// Receives each `std.trace` message as it is traced.
pub type TraceSink = Box<dyn FnMut(&str)>;

/// The evaluator state.
pub struct Eval {
    steps: u64,
    /// Where the value just evaluated is written, when it is a literal of the program (read
    /// from a literal's thunk or evaluated from the literal, and returned through variables,
    /// applications and field reads; an operation's result has none): nickel's position of a
    /// value, which its reports show. Set where a literal is read, cleared where a value is
    /// computed: no cost per value.
    pub(crate) literal_at: Option<Span>,
    /// Set just before the head of an application is evaluated (its argument waits, as on
    /// nickel's stack) and taken by [`Eval::eval`]: a primitive operator that takes its last
    /// argument from that stack (`%seq% a`, `%trace% msg`) is an error anywhere else.
    applied_head: bool,
    /// Where `std.trace` messages go (the command line writes them to standard error as
    /// `std.trace: msg`, as nickel does); none for embedders.
    pub trace_sink: Option<TraceSink>,
    depth: usize,
    limits: Limits,
    /// The `std` record.
    pub std: Option<Thunk>,
    /// The importer.
    pub importer: Option<Box<dyn Importer>>,
    /// A span for generated code.
    pub nowhere: Span,
    /// The span of the program's value when it is the program's own code (not the result of
    /// a top-level merge): where an export error on the whole value points.
    pub root_span: Option<Span>,
    /// The export being made is TOML: `null` is an error, reported where the value is.
    pub reject_null: bool,
    /// Warnings met during evaluation, in order (the CLI prints them before the result or the
    /// error).
    pub warnings: Vec<EvalError>,
    /// Shared metadata of fields without annotations ([`Meta::empty`], held here so that the
    /// many fields of a large record do not each reach the thread-local one).
    empty_meta: Rc<Meta>,
    /// Shared metadata of fields annotated only with a priority, `optional` or `not_exported`.
    plain_metas: Vec<((Option<Priority>, bool, bool), Rc<Meta>)>,
    /// The reference cycles this evaluator made, broken when it is dropped.
    cycles: Cycles,
    /// The contract values of the types `Dyn`, `Number`, `String` and `Bool` (which depend
    /// neither on where they are written nor on the environment), made once and shared by
    /// every annotation that names one, such as a schema's `| Number` on each field.
    leaf_contracts: [Option<Thunk>; 4],
    /// The memory bound: how to read the memory in use, and the most allowed (bytes).
    memory: Option<(MemoryProbe, u64)>,
    /// Type annotations with wildcards, by the span of the type, as the typechecker inferred
    /// them: the contract applied is the inferred type (empty for almost every program).
    pub wild_types: std::collections::HashMap<Span, P>,
    /// The history of calls for error reports ([`callstack`]).
    calls: Vec<Call>,
    /// The thunk whose evaluation was last found to need itself (its address, 0 for none):
    /// nickel reports infinite recursion at that thunk's own code (see [`Eval::force`]).
    blackhole_hit: usize,
    /// The length of `calls` when the contract being applied was applied (a contract that
    /// finds its value wrong reports the calls up to there).
    contract_mark: usize,
    /// Files with a lower id are not the user's (generated code, the std prelude): their
    /// events are left out of the call stack's notes.
    pub first_user_file: u32,
    /// The session's source texts: a merge compares the texts of its fields' annotations to
    /// show a contract met on both sides once, as nickel does (none: spans compared).
    pub sources: Option<Rc<std::cell::RefCell<strata_core::source::SourceMap>>>,
    /// What each annotation met in such a merge compares as (`pretty::annotation_key`), by
    /// its span: a schema merged again and again is parsed once.
    annotation_keys: std::cell::RefCell<std::collections::HashMap<Span, Option<Rc<str>>>>,
    /// The argument, as written, of the call of a function under a function contract that is
    /// being made (see [`Eval::note_contract_arg`]).
    contract_arg: Option<P>,
    /// The numbers nickel's file cache gives the imported files, by the importing file and
    /// the path written: `nickel eval` prints an `import` of a function's body with it.
    pub import_ids: Rc<std::collections::HashMap<(strata_core::source::FileId, String), u32>>,
}

/// Reads how much memory the process uses, in bytes (`None` when it cannot tell).
pub type MemoryProbe = fn() -> Option<u64>;

/// Steps between two readings of the memory in use (a power of two).
const MEMORY_CHECK_EVERY: u64 = 1 << 16;

/// Stack reserved for walking a whole value at once (freeing a session, exporting), which may
/// be nested as deeply as the program.
pub(crate) const DEEP_STACK: usize = 1 << 30;

/// The scopes of recursive records (a field's thunk holds the scope that holds the record's
/// fields) and the thunks of `let rec` bindings (the thunk's environment binds the thunk): the
/// reference cycles of lazy recursion. Each is registered when it is made, by a weak handle, so
/// the evaluator can empty the live ones when it is dropped and everything it made is freed.
/// Cycles that became garbage during evaluation stay allocated until then.
#[derive(Default)]
struct Cycles {
    scopes: Vec<std::rc::Weak<std::cell::RefCell<Option<Fields>>>>,
    thunks: Vec<std::rc::Weak<std::cell::RefCell<ThunkState>>>,
    /// Length of `scopes` + `thunks` at which dead handles are swept out.
    sweep_at: usize,
}

impl Cycles {
    fn is_empty(&self) -> bool {
        self.scopes.is_empty() && self.thunks.is_empty()
    }

    /// Sweeps dead handles once the lists have doubled since the last sweep (amortized O(1)).
    fn added(&mut self) {
        if self.scopes.len() + self.thunks.len() >= self.sweep_at {
            self.scopes.retain(|w| w.strong_count() > 0);
            self.thunks.retain(|w| w.strong_count() > 0);
            self.sweep_at = (2 * (self.scopes.len() + self.thunks.len())).max(1024);
        }
    }

    /// Empties every live scope, the thunks of its fields and every `let rec` thunk: the cycles
    /// are broken, and what only they kept alive is freed. The fields' thunks are emptied too
    /// because a field can hold itself without its scope: reading a sibling through the scope
    /// returns the sibling's thunk, which ends up inside its own value (`{ R = { f | R } }`).
    fn break_all(&mut self) {
        fn clear(t: &std::cell::RefCell<ThunkState>) {
            let state = t
                .try_borrow_mut()
                .ok()
                .map(|mut s| std::mem::replace(&mut *s, ThunkState::Blackhole));
            drop(state);
        }
        for w in std::mem::take(&mut self.scopes) {
            if let Some(cell) = w.upgrade() {
                let fields = cell.try_borrow_mut().ok().and_then(|mut c| c.take());
                for f in fields.iter().flat_map(|fs| fs.values()) {
                    if let Some(t) = &f.value {
                        clear(&t.0);
                    }
                }
            }
        }
        for w in std::mem::take(&mut self.thunks) {
            if let Some(t) = w.upgrade() {
                clear(&t);
            }
        }
    }
}

impl Drop for Eval {
    fn drop(&mut self) {
        if !self.cycles.is_empty() {
            strata_core::budget::grow_large(DEEP_STACK, || self.release());
        }
    }
}

fn type_err(expected: &str, what: &str, v: &Value, span: Span) -> EvalError {
    if let Some(e) = blame::sealed_blame(v) {
        return e;
    }
    EvalError::new("dynamic type error")
        .primary(
            span,
            format!(
                "this expression has type {}, but {} was expected",
                v.type_name(),
                expected
            ),
        )
        .note(what.to_string())
}

impl Eval {
    /// Passes a `std.trace` message to the sink, if any.
    pub(crate) fn trace(&mut self, message: &str) {
        if let Some(sink) = self.trace_sink.as_mut() {
            sink(message);
        }
    }

    /// A fresh evaluator.
    pub fn new(limits: Limits, nowhere: Span) -> Eval {
        Eval {
            steps: 0,
            depth: 0,
            limits,
            std: None,
            importer: None,
            wild_types: std::collections::HashMap::new(),
            nowhere,
            root_span: None,
            reject_null: false,
            warnings: Vec::new(),
            empty_meta: Meta::empty(),
            plain_metas: Vec::new(),
            cycles: Cycles::default(),
            leaf_contracts: Default::default(),
            memory: None,
            calls: Vec::new(),
            blackhole_hit: 0,
            literal_at: None,
            applied_head: false,
            trace_sink: None,
            contract_mark: 0,
            first_user_file: 0,
            sources: None,
            annotation_keys: Default::default(),
            contract_arg: None,
            import_ids: Rc::default(),
        }
    }

    /// Records an event of the call history ([`callstack`]).
    #[inline]
    pub(crate) fn push_call(&mut self, c: Call) {
        if self.calls.len() < MAX_CALLS {
            self.calls.push(c);
        }
    }

    /// The length of the call history, to cut it back to with [`Eval::cut_calls`] once an
    /// operand is evaluated.
    #[inline]
    pub(crate) fn calls_mark(&self) -> usize {
        self.calls.len()
    }

    /// Cuts the call history back to `mark` (an operand of a primitive operation is done).
    #[inline]
    pub(crate) fn cut_calls(&mut self, mark: usize) {
        self.calls.truncate(mark);
    }

    /// Empties the call history (the value evaluated so far is done with).
    pub fn forget_calls(&mut self) {
        self.calls.clear();
    }

    /// Evaluates `e` as an operand of a primitive operation: the calls it makes leave the
    /// history once it is done.
    #[inline]
    pub(crate) fn eval_operand(&mut self, e: &P, env: &Env) -> R<Value> {
        let mark = self.calls.len();
        let v = self.eval(e, env)?;
        self.calls.truncate(mark);
        Ok(v)
    }

    /// Forces `t` as an operand of a primitive operation (see [`Eval::eval_operand`]).
    #[inline]
    pub(crate) fn force_operand(&mut self, t: &Thunk) -> R<Value> {
        let mark = self.calls.len();
        let v = self.force(t)?;
        self.calls.truncate(mark);
        Ok(v)
    }

    /// Before `f` is applied to the argument written as `arg`: if `f` is a function under a
    /// function contract, keeps `arg` for the contract's report on its domain (the caller's
    /// argument, where it is written).
    #[inline]
    pub(crate) fn note_contract_arg(&mut self, f: &Value, arg: &P) {
        if let Value::Builtin(b) = f {
            if b.op == crate::ops::Op::Arrow {
                self.contract_arg = Some(arg.clone());
            }
        }
    }

    /// The argument kept by [`Eval::note_contract_arg`], if any.
    pub(crate) fn take_contract_arg(&mut self) -> Option<P> {
        self.contract_arg.take()
    }

    /// The mark a blame raised by the contract being applied reports the calls up to.
    pub(crate) fn contract_mark(&self) -> usize {
        self.contract_mark
    }

    /// Sets the mark of the contract being applied; returns the previous one.
    pub(crate) fn set_contract_mark(&mut self, mark: usize) -> usize {
        std::mem::replace(&mut self.contract_mark, mark)
    }

    /// Adds the call stack's notes to `e` if it asks for them (on the way out of the frame where
    /// it was raised, while the history is as it was then).
    #[cold]
    fn add_call_notes(&self, e: &mut EvalError) {
        let upto = match e.calls_wanted {
            0 => return,
            u32::MAX => self.calls.len(),
            n => (n as usize - 1).min(self.calls.len()),
        };
        e.calls_wanted = 0;
        e.follow.extend(callstack::call_notes(
            &self.calls[..upto],
            self.first_user_file,
        ));
    }

    /// Bounds the memory evaluation may use: every so many steps `probe` is read, and past
    /// `max_bytes` evaluation stops with an error at the expression it is evaluating (a loop
    /// that builds ever longer chains of unevaluated arguments stops there, whatever the step
    /// budget says).
    pub fn set_memory_limit(&mut self, probe: MemoryProbe, max_bytes: u64) {
        self.memory = Some((probe, max_bytes));
    }

    #[cold]
    fn check_memory(&self, span: Span) -> R<()> {
        if let Some((probe, max)) = self.memory {
            if let Some(used) = probe() {
                if used > max {
                    return Err(EvalError::new(format!(
                        "evaluation used more than {} MB of memory: the input may recurse \
                         without end (if it is just large, raise the limit with --max-memory)",
                        max >> 20
                    ))
                    .primary(span, "while evaluating this expression"));
                }
            }
        }
        Ok(())
    }

    /// Frees what this evaluator made: breaks the reference cycles of recursive records and
    /// `let rec` bindings, and drops `std` and the importer. Values of this evaluator that are
    /// still held elsewhere lose their recursive scopes (reading a sibling through one fails).
    /// Runs when the evaluator is dropped; call it on a large stack (values can be deep).
    pub fn release(&mut self) {
        self.cycles.break_all();
        self.leaf_contracts = Default::default();
        self.std = None;
        self.importer = None;
    }

    /// Registers the scope of a recursive record once it holds the record's fields (when some
    /// thunk refers to it, that is a reference cycle).
    pub fn keep_scope(&mut self, cell: &Rc<std::cell::RefCell<Option<Fields>>>) {
        if Rc::strong_count(cell) > 1 {
            self.cycles.scopes.push(Rc::downgrade(cell));
            self.cycles.added();
        }
    }

    /// Registers thunks that may end up in reference cycles of their own (see [`Opened`]).
    fn keep_thunks(&mut self, thunks: Vec<std::rc::Weak<std::cell::RefCell<ThunkState>>>) {
        if !thunks.is_empty() {
            self.cycles.thunks.extend(thunks);
            self.cycles.added();
        }
    }

    /// Counts one step (for builtins' loops).
    pub fn step_pub(&mut self) -> R<()> {
        self.step()
    }

    fn step(&mut self) -> R<()> {
        self.steps += 1;
        if self.steps > self.limits.max_steps {
            return Err(EvalError::new(
                Exhausted::Steps {
                    limit: self.limits.max_steps,
                }
                .to_string(),
            ));
        }
        Ok(())
    }

    fn enter(&mut self, span: Span) -> R<()> {
        self.depth += 1;
        if self.depth > self.limits.max_depth {
            self.depth -= 1;
            return Err(EvalError::new(
                Exhausted::Depth {
                    limit: self.limits.max_depth,
                }
                .to_string(),
            )
            .primary(span, "while evaluating this expression")
            .note("this is often unbounded recursion"));
        }
        Ok(())
    }

    /// Forces a thunk to weak head normal form.
    pub fn force(&mut self, t: &Thunk) -> R<Value> {
        match &*t.0.borrow() {
            ThunkState::Done(v) | ThunkState::Const(v) => return Ok(v.clone()),
            ThunkState::Literal(e) => {
                self.literal_at = Some(e.span);
                return Ok(crate::value::literal_value(e));
            }
            _ => {}
        }
        let state = std::mem::replace(&mut *t.0.borrow_mut(), ThunkState::Blackhole);
        let lazy = match state {
            s @ (ThunkState::Done(_) | ThunkState::Const(_) | ThunkState::Literal(_)) => {
                // read above; kept for the borrow checker
                *t.0.borrow_mut() = s;
                return Ok(t.peek().unwrap_or(Value::Null));
            }
            ThunkState::Blackhole => {
                self.blackhole_hit = Rc::as_ptr(&t.0) as usize;
                return Err(EvalError::new("infinite recursion"));
            }
            ThunkState::Pending(l) => l,
        };
        let span = match &lazy {
            Lazy::Expr(e, _) => e.span,
            Lazy::Merge(_, _, s) => s.at,
            Lazy::Missing(m) => m.at,
            Lazy::Contract(c, _, _) => c.label.span,
            Lazy::Apply(_, s) => *s,
            Lazy::ArrayEq(e) => e.site.at,
        };
        if let Err(e) = self.enter(span) {
            *t.0.borrow_mut() = ThunkState::Pending(lazy);
            return Err(e);
        }
        let r = stacker::maybe_grow(RED_ZONE, STACK_SEGMENT, || self.run_lazy(&lazy));
        self.depth -= 1;
        match r {
            Ok(v) => {
                *t.0.borrow_mut() = ThunkState::Done(v.clone());
                Ok(v)
            }
            Err(mut e) => {
                // the thunk that needed itself: nickel points at its code (the definition that
                // came back to itself) rather than at the reference that found it in progress
                if self.blackhole_hit == Rc::as_ptr(&t.0) as usize {
                    self.blackhole_hit = 0;
                    if let Lazy::Expr(x, _) = &lazy {
                        if e.msg == "infinite recursion"
                            && e.labels.len() == 1
                            && e.labels[0].text == "recursive reference"
                        {
                            e.labels[0].span = x.span;
                        }
                    }
                }
                *t.0.borrow_mut() = ThunkState::Pending(lazy);
                if e.calls_wanted != 0 {
                    self.add_call_notes(&mut e);
                }
                Err(e)
            }
        }
    }

    fn run_lazy(&mut self, l: &Lazy) -> R<Value> {
        match l {
            // a thunk of a variable alone is only made for an operand of a primitive operator
            // (see `ExprKind::Prim`): the calls it makes leave the history once it is done
            Lazy::Expr(e, env) if matches!(e.kind, ExprKind::Var(_)) => self.eval_operand(e, env),
            Lazy::Expr(e, env) => self.eval(e, env),
            Lazy::Merge(a, b, site) => {
                let (la, lb) = (a.span(), b.span());
                let items = b.pending_expr().as_deref().and_then(array_items);
                // nickel reports the operands where their values are written (a literal
                // returned by a function is where the literal is)
                self.literal_at = None;
                let va = self.force(a)?;
                let pa = self.literal_at.take();
                let vb = self.force(b)?;
                let pb = self.literal_at.take();
                let site = MergeSite {
                    at: site.at,
                    left: pa.or(la).or(site.left),
                    right: pb.or(lb).or(site.right),
                    piecewise: site.piecewise,
                };
                self.merge_values(va, vb, a, b, &site, items.as_deref())
            }
            Lazy::Contract(c, v, at) => {
                // a field's contract is applied to its value as an application at the value
                if let Some((s, _)) = at {
                    self.push_call(Call::App(*s));
                }
                // applied as an application just made (an annotation's contract, a field's)
                let app = match self.calls.last() {
                    Some(Call::App(s)) => Some(*s),
                    _ => None,
                };
                let cv = self.force_operand(&c.contract)?;
                match at.and_then(|at| c.label.at_value(at)) {
                    Some(l) => self.apply_contract_at(&cv, &Rc::new(l), v, app),
                    None => self.apply_contract_at(&cv, &c.label, v, app),
                }
            }
            Lazy::Apply(args, span) => {
                let f = self.force(&args[0])?;
                self.apply_n(f, &args[1..], *span)
            }
            Lazy::Missing(m) => Err(missing_def_error(m)),
            Lazy::ArrayEq(e) => self.array_merge_element(e),
        }
    }

    /// Evaluates an expression to weak head normal form (a loop for tail positions).
    pub fn eval(&mut self, e: &P, env: &Env) -> R<Value> {
        self.enter(e.span)?;
        let r = stacker::maybe_grow(RED_ZONE, STACK_SEGMENT, || {
            self.eval_loop(e.clone(), env.clone())
        });
        self.depth -= 1;
        match r {
            Err(mut err) if err.calls_wanted != 0 => {
                self.add_call_notes(&mut err);
                Err(err)
            }
            r => r,
        }
    }

    fn eval_loop(&mut self, mut e: P, mut env: Env) -> R<Value> {
        // whether an argument waits for what this evaluates (the head of an application, or
        // the body of a function applied there); the body of a `let` keeps it
        let applied = std::mem::take(&mut self.applied_head);
        // the calls made in tail position by this loop, watched for one that comes back to
        // an earlier state (see [`Cycle`])
        let mut cycle = Cycle::default();
        loop {
            if let Err(err) = self.step() {
                return Err(err.primary(e.span, "while evaluating this expression"));
            }
            // what this step returns is a literal only where it says so (below, or the
            // variable or field it reads)
            self.literal_at = None;
            if self.steps.is_multiple_of(MEMORY_CHECK_EVERY) {
                self.check_memory(e.span)?;
            }
            match &e.kind {
                ExprKind::Null | ExprKind::Bool(_) | ExprKind::Num(_) | ExprKind::Str(_) => {
                    self.literal_at = Some(e.span);
                    return Ok(crate::value::literal_value(&e));
                }
                ExprKind::Chunks(chunks, prefix) => {
                    let r = self.eval_chunks(chunks, prefix, &env);
                    self.literal_at = None;
                    return r;
                }
                ExprKind::Var(x) => {
                    let Some(t) = lookup(&env, x) else {
                        if x == "std" {
                            if let Some(s) = self.std.clone() {
                                self.push_call(Call::Var(x.clone(), e.span));
                                return self.force(&s);
                            }
                        }
                        return Err(EvalError::new(format!("unbound identifier `{x}`"))
                            .primary(e.span, "this identifier is unbound"));
                    };
                    self.push_call(Call::Var(x.clone(), e.span));
                    // a variable that names a field without a definition is also where it is
                    // accessed, unless the field's contracts are to blame (nickel's rule)
                    if let Some(m) = t.missing_def() {
                        let err = missing_def_error(&m);
                        return Err(if m.annotated {
                            err
                        } else {
                            err.secondary(e.span, "accessed here")
                        });
                    }
                    return self.force(&t).map_err(|err| {
                        if err.labels.is_empty() && err.msg == "infinite recursion" {
                            // a `let rec` binding that needs itself is reported at the
                            // reference; a record's field at its own code (see `force`)
                            if self.blackhole_hit == Rc::as_ptr(&t.0) as usize
                                && bound_by_let(&env, x)
                            {
                                self.blackhole_hit = 0;
                            }
                            err.primary(e.span, "recursive reference")
                        } else {
                            err
                        }
                    });
                }
                ExprKind::EnumTag(t) => return Ok(Value::Enum(t.clone())),
                ExprKind::EnumVariant(t, a) => {
                    return Ok(Value::Variant(t.clone(), Thunk::expr(a, &env)))
                }
                ExprKind::Array(items) => {
                    let v: Vec<Thunk> = items.iter().map(|i| Thunk::expr(i, &env)).collect();
                    return Ok(Value::Array(Arr::new(v)));
                }
                ExprKind::Record(lit) => return self.eval_record(lit, &env, e.span),
                ExprKind::Let {
                    rec,
                    bindings,
                    body,
                } => {
                    let mut new_env = env.clone();
                    if *rec {
                        // bind placeholders, then fill them with thunks closed over the new env
                        let mut cells = Vec::new();
                        for (p, _) in bindings {
                            if let PatKind::Any(x) = &p.kind {
                                let t = Thunk::lazy(Lazy::Missing(Rc::new(MissingDef {
                                    name: x.clone(),
                                    at: p.span,
                                    record: None,
                                    annotated: false,
                                })));
                                new_env = bind(&new_env, x.clone(), t.clone());
                                self.cycles.thunks.push(Rc::downgrade(&t.0));
                                self.cycles.added();
                                cells.push(Some(t));
                            } else {
                                cells.push(None);
                            }
                        }
                        for ((p, v), cell) in bindings.iter().zip(cells) {
                            match cell {
                                Some(t) => {
                                    *t.0.borrow_mut() =
                                        ThunkState::Pending(Lazy::Expr(v.clone(), new_env.clone()));
                                }
                                None => {
                                    let vt = Thunk::expr(v, &new_env);
                                    new_env = self.destructure(p, vt, &new_env)?;
                                }
                            }
                        }
                    } else {
                        for (p, v) in bindings {
                            let vt = Thunk::expr(v, &env);
                            new_env = match &p.kind {
                                PatKind::Any(x) if p.alias.is_none() => {
                                    bind(&new_env, x.clone(), vt)
                                }
                                _ => self.destructure(p, vt, &new_env)?,
                            };
                        }
                    }
                    env = new_env;
                    e = body.clone();
                    continue;
                }
                ExprKind::Fun(p, body) => {
                    return Ok(Value::Func(Rc::new(Closure {
                        pat: p.clone(),
                        body: body.clone(),
                        env,
                        span: e.span,
                    })))
                }
                ExprKind::Match(arms) => return Ok(Value::Match(arms.clone(), env, e.span)),
                ExprKind::App(f, a) => {
                    self.push_call(Call::App(e.span));
                    self.applied_head = true;
                    let fv = self.eval(f, &env)?;
                    if matches!(fv, Value::Func(_) | Value::Builtin(_)) {
                        self.push_call(Call::Fun(e.span));
                        self.note_contract_arg(&fv, a);
                    }
                    let arg = Thunk::expr(a, &env);
                    match self.apply_tail(fv, arg, e.span)? {
                        Tail::Value(v) => {
                            self.literal_at = None;
                            return Ok(v);
                        }
                        Tail::Eval(ne, nenv) => {
                            cycle.check(&ne, &nenv, e.span)?;
                            e = ne;
                            env = nenv;
                            continue;
                        }
                    }
                }
                ExprKind::Un(op, a) => {
                    let v = self.eval_operand(a, &env)?;
                    self.literal_at = None;
                    return match (op, v) {
                        (UnOp::Neg, Value::Num(n)) => Ok(Value::Num(n.neg())),
                        (UnOp::Not, Value::Bool(b)) => Ok(Value::Bool(!b)),
                        (UnOp::Neg, v) => Err(type_err(
                            "Number",
                            "(-) expects its 1st argument to be a Number",
                            &v,
                            a.span,
                        )),
                        (UnOp::Not, v) => Err(type_err(
                            "Bool",
                            "(!) expects its 1st argument to be a Bool",
                            &v,
                            a.span,
                        )),
                    };
                }
                ExprKind::Bin(op, a, b) => match op {
                    BinOp::And | BinOp::Or => {
                        let va = self.eval_operand(a, &env)?;
                        let Value::Bool(x) = va else {
                            let n = if *op == BinOp::And { "(&&)" } else { "(||)" };
                            return Err(type_err(
                                "Bool",
                                &format!("{n} expects its 1st argument to be a Bool"),
                                &va,
                                a.span,
                            ));
                        };
                        if (*op == BinOp::And && !x) || (*op == BinOp::Or && x) {
                            return Ok(Value::Bool(x));
                        }
                        let vb = self.eval_operand(b, &env)?;
                        self.literal_at = None;
                        if !matches!(vb, Value::Bool(_)) {
                            let n = if *op == BinOp::And { "(&&)" } else { "(||)" };
                            return Err(type_err(
                                "Bool",
                                &format!("{n} expects its 2nd argument to be a Bool"),
                                &vb,
                                b.span,
                            ));
                        }
                        return Ok(vb);
                    }
                    BinOp::Pipe => {
                        let arg = Thunk::expr(a, &env);
                        self.push_call(Call::App(e.span));
                        self.applied_head = true;
                        let fv = self.eval(b, &env)?;
                        if matches!(fv, Value::Func(_) | Value::Builtin(_)) {
                            self.push_call(Call::Fun(e.span));
                            self.note_contract_arg(&fv, a);
                        }
                        match self.apply_tail(fv, arg, e.span)? {
                            Tail::Value(v) => {
                                self.literal_at = None;
                                return Ok(v);
                            }
                            Tail::Eval(ne, nenv) => {
                                cycle.check(&ne, &nenv, e.span)?;
                                e = ne;
                                env = nenv;
                                continue;
                            }
                        }
                    }
                    BinOp::Merge => {
                        let ta = Thunk::expr(a, &env);
                        let tb = Thunk::expr(b, &env);
                        let va = self.force_operand(&ta)?;
                        let vb = self.force_operand(&tb)?;
                        // operands evaluated in place: their spans are the operand expressions
                        let site = MergeSite {
                            at: e.span,
                            left: Some(a.span),
                            right: Some(b.span),
                            piecewise: false,
                        };
                        let items = array_items(b);
                        return self.merge_operands(va, vb, ta, tb, &site, items.as_deref());
                    }
                    _ => {
                        let va = self.eval_operand(a, &env)?;
                        let vb = self.eval_operand(b, &env)?;
                        self.literal_at = None;
                        return self.binop(*op, va, vb, a.span, b.span, e.span);
                    }
                },
                ExprKind::If(c, t, f) => {
                    let cv = self.eval_operand(c, &env)?;
                    match cv {
                        Value::Bool(true) => e = t.clone(),
                        Value::Bool(false) => e = f.clone(),
                        v => {
                            return Err(type_err(
                                "Bool",
                                "the condition in an if expression must have type Bool",
                                &v,
                                c.span,
                            ))
                        }
                    }
                    continue;
                }
                ExprKind::Field(r, name) => {
                    let rv = self.eval_operand(r, &env)?;
                    let key = match name {
                        FieldName::Static(n, _) => n.clone(),
                        FieldName::Dynamic(d) => match self.eval_operand(d, &env)? {
                            Value::Str(s) => Ident::new(&*s),
                            v => {
                                return Err(type_err(
                                    "String",
                                    "field names must be strings",
                                    &v,
                                    d.span,
                                ))
                            }
                        },
                    };
                    let name_span = match name {
                        FieldName::Static(_, s) => *s,
                        FieldName::Dynamic(d) => d.span,
                    };
                    // the value is the field's, not the name's or the record's
                    self.literal_at = None;
                    // a field that needs itself (`let rec r = { a = r.b, b = r.a } in r`) is
                    // reported at the access, as for a variable
                    // where nickel says the record is: a record named by a variable is where
                    // it was defined (not known here); else the access itself, or for a missing
                    // definition the record's own code (contracts keep the value's position)
                    let mut rcode = r;
                    while let ExprKind::Annot(inner, _) = &rcode.kind {
                        rcode = inner;
                    }
                    let rspan = (!matches!(r.kind, ExprKind::Var(_))).then_some(rcode.span);
                    return self
                        .field_access_named(rv, &key, rspan, name_span, e.span)
                        .map_err(|err| {
                            if err.labels.is_empty() && err.msg == "infinite recursion" {
                                err.primary(e.span, "recursive reference")
                            } else {
                                err
                            }
                        });
                }
                ExprKind::Annot(inner, annot) => {
                    let mut t = Thunk::expr(inner, &env);
                    let inferred = self.inferred_type(annot.typ.as_ref());
                    // the type (a static annotation) first, then the contracts
                    let typ = inferred.as_ref().or(annot.typ.as_ref());
                    for (c, static_type) in typ
                        .map(|c| (c, true))
                        .into_iter()
                        .chain(annot.contracts.iter().map(|c| (c, false)))
                    {
                        let mut pc = self.pending_contract(c, &env, None, inner.span, static_type);
                        if let Some(l) =
                            Rc::get_mut(&mut pc).and_then(|p| Rc::get_mut(&mut p.label))
                        {
                            l.origin = Origin::of_expr(inner);
                        }
                        t = Thunk::lazy(Lazy::Contract(pc, t, None));
                    }
                    // the contracts are applied to the value as an application at the value
                    if typ.is_some() || !annot.contracts.is_empty() {
                        self.push_call(Call::App(inner.span));
                    }
                    return self.force(&t);
                }
                ExprKind::Import(path, fmt) => {
                    let Some(mut imp) = self.importer.take() else {
                        return Err(EvalError::new("import of a file is not available here")
                            .primary(e.span, "imported here"));
                    };
                    let r = imp.import(self, path, fmt.as_deref(), e.span);
                    self.importer = Some(imp);
                    let t = r?;
                    return self.force(&t);
                }
                ExprKind::Prim(name, args) => {
                    // nickel's unary operators that take more arguments from its stack are an
                    // application of the operator to the first argument
                    let stacked = callstack::prim_applied_arity(name);
                    if stacked.is_some_and(|n| args.len() > n) {
                        self.push_call(Call::App(e.span));
                    }
                    // ... and an error where no argument waits on that stack, once the
                    // operand is evaluated (`%trace% msg` prints msg first)
                    if !applied && args.len() == 1 && takes_stacked_arg(name) {
                        let v = self.force_operand(&Thunk::expr(&args[0], &env))?;
                        if let ("trace", Value::Str(m)) = (name.as_str(), &v) {
                            self.trace(m);
                        }
                        self.literal_at = None;
                        return Err(not_enough_args(name, e.span));
                    }
                    let user = e.span.file.0 >= self.first_user_file;
                    let thunks: Vec<Thunk> = args
                        .iter()
                        .map(|a| match &a.kind {
                            // in the user's code, a variable operand is evaluated as a variable
                            // (an event of the call history, [`callstack`])
                            ExprKind::Var(_) if user => {
                                Thunk::lazy(Lazy::Expr(a.clone(), env.clone()))
                            }
                            _ => Thunk::expr(a, &env),
                        })
                        .collect();
                    let r = self.prim_op(name, thunks, e.span);
                    self.literal_at = None;
                    return r;
                }
                ExprKind::Type(_) => {
                    return Ok(Value::Contract(Rc::new(ContractKind::Type(e.clone(), env))));
                }
                ExprKind::TypeVar(_) => {
                    return Ok(Value::Contract(Rc::new(ContractKind::Type(e.clone(), env))))
                }
            }
        }
    }

    /// Builds a pending contract for annotation expression `c` evaluated in `env`;
    /// `static_type` when `c` is a static type annotation (`: T`) rather than a contract.
    pub fn pending_contract(
        &mut self,
        c: &P,
        env: &Env,
        field: Option<Ident>,
        value_span: Span,
        static_type: bool,
    ) -> Rc<PendingContract> {
        let leaf = match &c.kind {
            ExprKind::Type(TypeKind::Dyn | TypeKind::Wildcard) => Some(0),
            ExprKind::Type(TypeKind::Number) => Some(1),
            ExprKind::Type(TypeKind::String) => Some(2),
            ExprKind::Type(TypeKind::Bool) => Some(3),
            _ => None,
        };
        let contract = match leaf {
            Some(i) => self.leaf_contracts[i]
                .get_or_insert_with(|| Thunk::expr(c, &None))
                .clone(),
            None => Thunk::expr(c, env),
        };
        Rc::new(PendingContract {
            contract,
            label: Rc::new(Label {
                span: c.span,
                field,
                polarity: true,
                static_type,
                text: None,
                arrow_depth: 0,
                value_span: Some(value_span),
                kind_note: None,
                origin: Origin::Unknown,
                hidden_arg: false,
                has_domain: false,
                elements: None,
            }),
            open: None,
        })
    }

    fn eval_chunks(&mut self, chunks: &[Chunk], prefix: &Option<Ident>, env: &Env) -> R<Value> {
        if let Some(p) = prefix {
            let mut frags = Vec::new();
            for c in chunks {
                match c {
                    Chunk::Lit(s) => frags.push(Thunk::value(Value::Str(Rc::from(s.as_str())))),
                    Chunk::Expr(e, _) => frags.push(Thunk::expr(e, env)),
                }
            }
            let mut fields = Fields::new();
            let sp = self.nowhere;
            let mk = |v: Value| {
                let t = Thunk::value(v);
                Field {
                    meta: Meta::empty(),
                    def: Some(Def::Closed(t.clone())),
                    value: Some(t),
                    span: sp,
                    dynamic: false,
                    ord: 0,
                }
            };
            fields.insert("fragments".into(), mk(Value::Array(Arr::new(frags))));
            fields.insert("prefix".into(), mk(Value::Enum(p.clone())));
            fields.insert("tag".into(), mk(Value::Enum("SymbolicString".into())));
            return Ok(Value::Record(Rc::new(Record {
                fields,
                open: false,
                frozen: true,
                has_open: false,
            })));
        }
        let mut out = String::new();
        for c in chunks {
            match c {
                Chunk::Lit(s) => out.push_str(s),
                Chunk::Expr(e, indent) => {
                    let v = self.eval_operand(e, env)?;
                    let s = match &v {
                        Value::Str(s) => s.to_string(),
                        Value::Num(n) => n.to_text(),
                        Value::Bool(b) => b.to_string(),
                        Value::Null => "null".to_string(),
                        Value::Enum(t) => t.to_string(),
                        _ => {
                            return Err(EvalError::new("dynamic type error")
                                .primary(e.span, format!("this expression has type {}, but String was expected", v.type_name()))
                                .note("interpolated values must be Stringable (strings, numbers, booleans, enum tags or null)"))
                        }
                    };
                    if *indent > 0 && s.contains('\n') {
                        let pad = " ".repeat(*indent);
                        let mut first = true;
                        for line in s.split('\n') {
                            if !first {
                                out.push('\n');
                                if !line.is_empty() {
                                    out.push_str(&pad);
                                }
                            }
                            first = false;
                            out.push_str(line);
                        }
                    } else {
                        out.push_str(&s);
                    }
                }
            }
        }
        Ok(Value::Str(Rc::from(out)))
    }

    // ---------------- application ----------------

    /// Applies a function value to an argument.
    pub fn apply(&mut self, f: Value, arg: Thunk, span: Span) -> R<Value> {
        match self.apply_tail(f, arg, span)? {
            Tail::Value(v) => Ok(v),
            Tail::Eval(e, env) => self.eval(&e, &env),
        }
    }

    /// Applies to several arguments.
    pub fn apply_n(&mut self, f: Value, args: &[Thunk], span: Span) -> R<Value> {
        let mut v = f;
        for a in args {
            v = self.apply(v, a.clone(), span)?;
        }
        Ok(v)
    }

    fn apply_tail(&mut self, f: Value, arg: Thunk, span: Span) -> R<Tail> {
        match f {
            Value::Func(c) => {
                let env = match &c.pat.kind {
                    PatKind::Any(x) if c.pat.alias.is_none() => bind(&c.env, x.clone(), arg),
                    _ => self.destructure(&c.pat, arg, &c.env)?,
                };
                Ok(Tail::Eval(c.body.clone(), env))
            }
            Value::Match(arms, env, mspan) => {
                let v = self.force_operand(&arg)?;
                for arm in arms.iter() {
                    let mut binds = Vec::new();
                    if self.match_pattern(&arm.pat, &v, &arg, &env, &mut binds)? {
                        let mut new_env = env.clone();
                        for (n, t) in binds {
                            new_env = bind(&new_env, n, t);
                        }
                        if let Some(g) = &arm.guard {
                            match self.eval_operand(g, &new_env)? {
                                Value::Bool(true) => {}
                                Value::Bool(false) => continue,
                                other => {
                                    return Err(type_err(
                                        "Bool",
                                        "a match guard must be a Bool",
                                        &other,
                                        g.span,
                                    ))
                                }
                            }
                        }
                        return Ok(Tail::Eval(arm.body.clone(), new_env));
                    }
                }
                let mut err =
                    EvalError::new("unmatched pattern").primary(mspan, "in this match expression");
                if let Some(s) = arg.span() {
                    err = err.secondary(s, "this value doesn't match any branch");
                }
                Err(err)
            }
            Value::Builtin(b) => {
                let mut b = (*b).clone();
                b.args.push(arg);
                if b.args.len() < b.op.arity() {
                    return Ok(Tail::Value(Value::Builtin(Rc::new(b))));
                }
                let v = self.call_full(&b, span)?;
                Ok(Tail::Value(v))
            }
            Value::Enum(tag) => Ok(Tail::Value(Value::Variant(tag, arg))),
            Value::Sealed(_) => Err(type_err("Function", "", &f, span)),
            Value::Contract(_) | Value::Record(_) => {
                // contracts are not functions
                Err(EvalError::new("not a function").primary(
                    span,
                    format!(
                        "this expression has type {}, but Function was expected",
                        f.type_name()
                    ),
                ))
            }
            other => Err(EvalError::new("not a function").primary(
                span,
                format!(
                    "this expression has type {}, but Function was expected",
                    other.type_name()
                ),
            )),
        }
    }

    // ---------------- operators ----------------

    fn binop(&mut self, op: BinOp, a: Value, b: Value, sa: Span, sb: Span, span: Span) -> R<Value> {
        let name = match op {
            BinOp::Add => "(+)",
            BinOp::Sub => "(-)",
            BinOp::Mul => "(*)",
            BinOp::Div => "(/)",
            BinOp::Mod => "(%)",
            BinOp::Concat => "(++)",
            BinOp::ArrayConcat => "(@)",
            BinOp::Lt => "(<)",
            BinOp::Le => "(<=)",
            BinOp::Gt => "(>)",
            BinOp::Ge => "(>=)",
            _ => "",
        };
        match op {
            BinOp::Eq | BinOp::Neq => {
                let eq = self.equal(&a, &b, span)?;
                Ok(Value::Bool(if op == BinOp::Eq { eq } else { !eq }))
            }
            BinOp::Add
            | BinOp::Sub
            | BinOp::Mul
            | BinOp::Div
            | BinOp::Mod
            | BinOp::Lt
            | BinOp::Le
            | BinOp::Gt
            | BinOp::Ge => {
                let Value::Num(x) = &a else {
                    return Err(type_err(
                        "Number",
                        &format!("{name} expects its 1st argument to be a Number"),
                        &a,
                        sa,
                    ));
                };
                let Value::Num(y) = &b else {
                    return Err(type_err(
                        "Number",
                        &format!("{name} expects its 2nd argument to be a Number"),
                        &b,
                        sb,
                    ));
                };
                Ok(match op {
                    BinOp::Add => Value::Num(x.add(y)),
                    BinOp::Sub => Value::Num(x.sub(y)),
                    BinOp::Mul => Value::Num(x.mul(y)),
                    BinOp::Div => {
                        Value::Num(x.div(y).ok_or_else(|| {
                            EvalError::new("division by zero").primary(span, "here")
                        })?)
                    }
                    BinOp::Mod => Value::Num(x.rem(y).ok_or_else(|| {
                        EvalError::new("division by zero (%)").primary(span, "here")
                    })?),
                    BinOp::Lt => Value::Bool(x.cmp_num(y).is_lt()),
                    BinOp::Le => Value::Bool(x.cmp_num(y).is_le()),
                    BinOp::Gt => Value::Bool(x.cmp_num(y).is_gt()),
                    _ => Value::Bool(x.cmp_num(y).is_ge()),
                })
            }
            BinOp::Concat => match (&a, &b) {
                (Value::Str(x), Value::Str(y)) => {
                    let mut s = String::with_capacity(x.len() + y.len());
                    s.push_str(x);
                    s.push_str(y);
                    Ok(Value::Str(Rc::from(s)))
                }
                _ => Err(concat_operand_error("(++)", "String", &a, &b, sa, sb)),
            },
            BinOp::ArrayConcat => match (&a, &b) {
                (Value::Array(x), Value::Array(y)) => {
                    let mut v = Vec::with_capacity(x.len() + y.len());
                    v.extend(x.iter().cloned());
                    v.extend(y.iter().cloned());
                    Ok(Value::Array(Arr::new(v)))
                }
                _ => Err(concat_operand_error("(@)", "Array", &a, &b, sa, sb)),
            },
            _ => unreachable!("lazy operators are handled in eval"),
        }
    }

    /// Structural equality.
    pub fn equal(&mut self, a: &Value, b: &Value, span: Span) -> R<bool> {
        self.step()?;
        Ok(match (a, b) {
            (Value::Null, Value::Null) => true,
            (Value::Bool(x), Value::Bool(y)) => x == y,
            (Value::Num(x), Value::Num(y)) => x == y,
            (Value::Str(x), Value::Str(y)) => x == y,
            (Value::Enum(x), Value::Enum(y)) => x == y,
            (Value::Variant(x, ta), Value::Variant(y, tb)) => {
                if x != y {
                    return Ok(false);
                }
                let va = self.force(ta)?;
                let vb = self.force(tb)?;
                self.equal(&va, &vb, span)?
            }
            (Value::Array(x), Value::Array(y)) => {
                if x.len() != y.len() {
                    return Ok(false);
                }
                for (ta, tb) in x.iter().zip(y.iter()) {
                    let va = self.force(ta)?;
                    let vb = self.force(tb)?;
                    if !self.equal(&va, &vb, span)? {
                        return Ok(false);
                    }
                }
                true
            }
            (Value::Record(x), Value::Record(y)) => {
                let xs: Vec<(&Ident, &Field)> =
                    x.fields.iter().filter(|(_, f)| f.value.is_some()).collect();
                let ys: Vec<(&Ident, &Field)> =
                    y.fields.iter().filter(|(_, f)| f.value.is_some()).collect();
                if xs.len() != ys.len() {
                    return Ok(false);
                }
                for ((ka, fa), (kb, fb)) in xs.into_iter().zip(ys) {
                    if ka != kb {
                        return Ok(false);
                    }
                    let va = self.force(fa.value.as_ref().expect("filtered"))?;
                    let vb = self.force(fb.value.as_ref().expect("filtered"))?;
                    if !self.equal(&va, &vb, span)? {
                        return Ok(false);
                    }
                }
                true
            }
            (a, b) if function_like(a) && function_like(b) => {
                let mut e = EvalError::new("cannot compare values for equality")
                    .primary(span, "in this equality comparison");
                for (side, v) in [("left", a), ("right", b)] {
                    let at = match v {
                        Value::Func(c) => Some(c.span),
                        Value::Match(_, _, s) => Some(*s),
                        _ => None,
                    };
                    if let Some(at) = at {
                        e = e.secondary(at, format!("{side} argument has type Function"));
                    }
                }
                return Err(e.note("A Function can't be meaningfully compared with a Function"));
            }
            // two custom contracts cannot be compared (nickel's rule for its custom contract
            // values); a type, or a contract against anything else, is simply not equal
            (Value::Contract(x), Value::Contract(y))
                if custom_contract(x) && custom_contract(y) =>
            {
                return Err(EvalError::new("cannot compare values for equality")
                    .primary(span, "in this comparison"));
            }
            _ => false,
        })
    }

    /// [`Eval::deep_force`] of a thunk's value; an evaluated scalar has nothing left to force.
    fn deep_force_thunk(&mut self, t: &Thunk) -> R<()> {
        match &*t.0.borrow() {
            ThunkState::Done(v) | ThunkState::Const(v)
                if !matches!(v, Value::Array(_) | Value::Record(_) | Value::Variant(..)) =>
            {
                return Ok(());
            }
            ThunkState::Literal(_) => return Ok(()),
            _ => {}
        }
        let x = self.force_operand(t)?;
        self.deep_force(&x)
    }

    /// Forces a value completely in Nickel's order (`%force%`, `%deep_seq%`, and `export` with
    /// `skip_not_exported`): a record first fails on its first field without a definition
    /// (empty optional fields, and `not_exported` ones when exporting, are left out), then
    /// forces its fields, and an array its elements, from the last to the first (Nickel chains
    /// `seq`s over them, the last one outermost). A record's fields are taken in nickel's
    /// insertion order: where they are written, as merges reorder them (`Field::order_key`).
    pub fn force_all(&mut self, v: &Value, skip_not_exported: bool) -> R<()> {
        self.force_all_at(v, skip_not_exported, None)
    }

    /// [`Eval::force_all`] of a value written at `at` (where a record's missing definition
    /// says the record is).
    pub fn force_all_at(&mut self, v: &Value, skip_not_exported: bool, at: Option<Span>) -> R<()> {
        self.step()?;
        self.enter(self.nowhere)?;
        let r = stacker::maybe_grow(RED_ZONE, STACK_SEGMENT, || -> R<()> {
            match v {
                Value::Array(items) => {
                    for t in items.iter().rev() {
                        self.force_all_thunk(t, skip_not_exported, None)?;
                    }
                }
                Value::Record(r) => {
                    // (definition position, name, field), names breaking ties; a field already
                    // evaluated to a scalar has nothing to force and does not take part
                    let mut order: smallvec::SmallVec<[(i64, &Ident, &Field); 16]> = r
                        .fields
                        .iter()
                        .filter(|(_, f)| {
                            !((f.value.is_none() && f.meta.optional)
                                || (skip_not_exported && f.meta.not_exported)
                                || f.value.as_ref().is_some_and(settled))
                        })
                        .map(|(k, f)| (f.order_key(), k, f))
                        .collect();
                    let by_position = |a: &(i64, &Ident, &Field), b: &(i64, &Ident, &Field)| {
                        a.0.cmp(&b.0).then_with(|| a.1.cmp(b.1))
                    };
                    if !order.is_sorted_by(|a, b| by_position(a, b).is_le()) {
                        order.sort_unstable_by(by_position);
                    }
                    if let Some((_, k, f)) = order.iter().find(|(_, _, f)| f.value.is_none()) {
                        let mut e = EvalError::new(format!("missing definition for `{k}`"))
                            .primary(records::name_at(f.span, k), "required here");
                        if let Some(at) = at {
                            e = e.secondary(at, "in this record");
                        }
                        return Err(e);
                    }
                    for (_, _, f) in order.iter().rev() {
                        if let Some(t) = &f.value {
                            let fat = match &f.def {
                                Some(Def::Merge(_)) => None,
                                _ => Some(f.span),
                            };
                            self.force_all_thunk(t, skip_not_exported, fat)?;
                        }
                    }
                }
                Value::Variant(_, t) => self.force_all_thunk(t, skip_not_exported, None)?,
                _ => {}
            }
            Ok(())
        });
        self.depth -= 1;
        r
    }

    fn force_all_thunk(&mut self, t: &Thunk, skip_not_exported: bool, at: Option<Span>) -> R<()> {
        if settled(t) {
            return Ok(());
        }
        let x = self.force_operand(t)?;
        self.force_all_at(&x, skip_not_exported, at)
    }

    /// Forces a value completely (`deep_seq`).
    pub fn deep_force(&mut self, v: &Value) -> R<()> {
        self.step()?;
        self.enter(self.nowhere)?;
        let r = stacker::maybe_grow(RED_ZONE, STACK_SEGMENT, || -> R<()> {
            match v {
                Value::Array(items) => {
                    for t in items.iter() {
                        self.deep_force_thunk(t)?;
                    }
                }
                Value::Record(r) => {
                    for (_, f) in r.fields.iter() {
                        if let Some(t) = &f.value {
                            self.deep_force_thunk(t)?;
                        }
                    }
                }
                Value::Variant(_, t) => {
                    let x = self.force_operand(t)?;
                    self.deep_force(&x)?;
                }
                _ => {}
            }
            Ok(())
        });
        self.depth -= 1;
        r
    }
}

/// Is `t` evaluated to a value with nothing inside left to force (forcing it again is a no-op,
/// whatever the order)?
fn settled(t: &Thunk) -> bool {
    match &*t.0.borrow() {
        ThunkState::Done(v) | ThunkState::Const(v) => {
            !matches!(v, Value::Array(_) | Value::Record(_) | Value::Variant(..))
        }
        ThunkState::Literal(_) => true,
        _ => false,
    }
}

/// The type error of `(++)`/`(@)` for the first operand that is not a `ty`.
fn concat_operand_error(op: &str, ty: &str, a: &Value, b: &Value, sa: Span, sb: Span) -> EvalError {
    let a_ok = a.type_name() == ty;
    let (nth, v, span) = if a_ok { ("2nd", b, sb) } else { ("1st", a, sa) };
    let article = if ty == "Array" { "an" } else { "a" };
    type_err(
        ty,
        &format!("{op} expects its {nth} argument to be {article} {ty}"),
        v,
        span,
    )
}

/// Watches the calls one [`Eval::eval_loop`] makes in tail position for a loop that can never
/// end: a call that reaches the same code in an environment that binds the same names to the
/// same thunks as an earlier call of the same loop. Evaluation is deterministic and thunks
/// only ever get evaluated (never changed), so from the second of two such states evaluation
/// does again what it did from the first, forever, without growing anything: the step budget
/// would be its only end, and none with `--max-steps` raised (`let rec f = fun x => f x in f 0`).
/// Brent's algorithm: the state is compared with one saved state, which is replaced after
/// 1, 2, 4, 8, ... calls, so a cycle of any length is found within a few times its length,
/// at the cost of one comparison a call (most stop at the first pointer).
#[derive(Default)]
struct Cycle {
    saved: Option<(P, Env)>,
    /// Calls since the state was saved, and the count at which it is replaced.
    calls: u32,
    period: u32,
}

/// Frames (and thunks) compared at most when two environments are compared: beyond, the
/// states count as different (a cycle is then only found by the step budget).
const CYCLE_COMPARE: usize = 16;

impl Cycle {
    fn check(&mut self, e: &P, env: &Env, call: Span) -> R<()> {
        if let Some((se, senv)) = &self.saved {
            let mut budget = CYCLE_COMPARE;
            if Rc::ptr_eq(se, e) && same_env(senv, env, &mut budget) {
                return Err(EvalError::new("infinite loop")
                    .primary(call, "this call comes back to an earlier call with the same arguments")
                    .note(
                        "evaluation would repeat the same calls forever: the function is applied \
                         again to the very same values, so nothing changes from one round to the next",
                    ));
            }
        }
        self.calls += 1;
        if self.calls >= self.period {
            self.saved = Some((e.clone(), env.clone()));
            self.period = (self.period.max(1)).saturating_mul(2);
            self.calls = 0;
        }
        Ok(())
    }
}

/// Whether two environments bind the same names to the same thunks, frame by frame, until
/// they share a frame (within `budget` comparisons).
fn same_env(a: &Env, b: &Env, budget: &mut usize) -> bool {
    let (mut a, mut b) = (a, b);
    loop {
        match (a, b) {
            (None, None) => return true,
            (Some(fa), Some(fb)) => {
                if Rc::ptr_eq(fa, fb) {
                    return true;
                }
                if *budget == 0 {
                    return false;
                }
                *budget -= 1;
                match (&**fa, &**fb) {
                    (Frame::Bind(na, ta, nexta), Frame::Bind(nb, tb, nextb)) => {
                        if na != nb || !same_thunk(ta, tb, budget) {
                            return false;
                        }
                        a = nexta;
                        b = nextb;
                    }
                    (Frame::Rec(ca, _, nexta), Frame::Rec(cb, _, nextb)) => {
                        if !Rc::ptr_eq(ca, cb) {
                            return false;
                        }
                        a = nexta;
                        b = nextb;
                    }
                    _ => return false,
                }
            }
            _ => return false,
        }
    }
}

/// Whether two thunks are the same or stand for the same value: the same literal of the
/// program, or the same code not yet evaluated in the same environment.
fn same_thunk(a: &Thunk, b: &Thunk, budget: &mut usize) -> bool {
    if Rc::ptr_eq(&a.0, &b.0) {
        return true;
    }
    let (Ok(sa), Ok(sb)) = (a.0.try_borrow(), b.0.try_borrow()) else {
        return false;
    };
    match (&*sa, &*sb) {
        (ThunkState::Literal(x), ThunkState::Literal(y)) => Rc::ptr_eq(x, y),
        (ThunkState::Pending(Lazy::Expr(x, ex)), ThunkState::Pending(Lazy::Expr(y, ey))) => {
            Rc::ptr_eq(x, y) && same_env(ex, ey, budget)
        }
        _ => false,
    }
}

/// Result of a function application: a value or a tail call.
pub enum Tail {
    /// Done.
    Value(Value),
    /// Continue with this expression.
    Eval(P, Env),
}

/// Closes the value of a merged field over the merged record's frame `cell`, noting in
/// `any_open` whether it refers to the record.
fn reclose_over(f: &mut Field, cell: &Rc<std::cell::RefCell<Option<Fields>>>, opened: &mut Opened) {
    let open = f.is_open();
    opened.any |= open;
    f.value = f.def.as_ref().map(|d| {
        let at = (f.span, Origin::of_def(d));
        wrap_contracts(&f.meta, close_def(d, cell, None), cell, Some(at))
    });
    if open {
        opened.note(f);
    }
}

/// The fields of a record being made that refer to the record (through its scope).
#[derive(Default)]
struct Opened {
    /// Is there one?
    any: bool,
    /// Their thunks. A field's thunk can hold itself without the scope (`{ R = { f | R } }`:
    /// `R`'s value holds a contract that is `R`'s thunk), and such a cycle outlives the scope:
    /// the session registers these thunks beside the scope to break them when it is dropped.
    thunks: Vec<std::rc::Weak<std::cell::RefCell<ThunkState>>>,
}

impl Opened {
    fn note(&mut self, f: &Field) {
        if let Some(t) = &f.value {
            self.thunks.push(Rc::downgrade(&t.0));
        }
    }
}

/// Closes a definition over the record frame `cell`.
pub fn close_def(
    d: &Def,
    cell: &Rc<std::cell::RefCell<Option<Fields>>>,
    record: Option<Span>,
) -> Thunk {
    match d {
        Def::Closed(t) => t.clone(),
        Def::Open(open) => {
            let (e, env) = &**open;
            let env = Some(Rc::new(Frame::Rec(cell.clone(), record, env.clone())));
            Thunk::lazy(Lazy::Expr(e.clone(), env))
        }
        Def::Merge(m) => Thunk::lazy(Lazy::Merge(
            close_def(&m.0, cell, None),
            close_def(&m.1, cell, None),
            Rc::new(m.2),
        )),
    }
}

impl Eval {
    /// The type with its wildcards inferred, for a type annotation that has wildcards the
    /// typechecker inferred (`None` otherwise: the annotation is applied as written).
    pub(crate) fn inferred_type(&self, typ: Option<&P>) -> Option<P> {
        if self.wild_types.is_empty() {
            return None;
        }
        self.wild_types.get(&typ?.span).cloned()
    }
}

/// The error of reading the field `m` describes.
fn missing_def_error(m: &MissingDef) -> EvalError {
    let e = EvalError::new(format!("missing definition for `{}`", m.name))
        .primary(records::name_at(m.at, &m.name), "required here");
    match m.record {
        Some(r) => e.secondary(r, "in this record"),
        None => e,
    }
}

/// The elements of an array literal: where each is written and how it relates to its value.
fn array_items(e: &Expr) -> Option<Vec<(Span, Origin)>> {
    match &e.kind {
        ExprKind::Array(items) => {
            Some(items.iter().map(|i| (i.span, Origin::of_expr(i))).collect())
        }
        _ => None,
    }
}

/// Wraps a value thunk with a field's contracts; `at` is where the value is written and how
/// it relates to its evaluated value (for blame reports: the contracts of a field that was
/// merged point at the definition that gave the field its value; their labels say so when
/// they are applied, not here, where every field of every merge passes).
pub fn wrap_contracts(
    meta: &Meta,
    mut t: Thunk,
    cell: &Rc<std::cell::RefCell<Option<Fields>>>,
    at: Option<(Span, Origin)>,
) -> Thunk {
    for c in &meta.contracts {
        let c = match &c.open {
            Some((e, env)) => Rc::new(PendingContract {
                contract: Thunk::lazy(Lazy::Expr(
                    e.clone(),
                    Some(Rc::new(Frame::Rec(cell.clone(), None, env.clone()))),
                )),
                label: c.label.clone(),
                open: c.open.clone(),
            }),
            None => c.clone(),
        };
        t = Thunk::lazy(Lazy::Contract(c, t, at));
    }
    t
}

/// Priority rank: (class, number): default < numbers < force.
pub fn prio_rank(p: &Option<Priority>) -> (u8, Num) {
    match p {
        None => (1, Num::Int(0)),
        Some(Priority::Bottom) => (0, Num::Int(0)),
        Some(Priority::Num(n)) => (1, n.clone()),
        Some(Priority::Top) => (2, Num::Int(0)),
    }
}

fn cmp_rank(a: &(u8, Num), b: &(u8, Num)) -> std::cmp::Ordering {
    a.0.cmp(&b.0).then_with(|| a.1.cmp_num(&b.1))
}

/// A value nickel holds as a function, which `==` cannot compare with another: functions, and
/// `std.contract.Equal v` (a function in nickel's std).
fn function_like(v: &Value) -> bool {
    match v {
        Value::Func(_) | Value::Match(..) | Value::Builtin(_) => true,
        Value::Contract(c) => matches!(**c, ContractKind::Equal(..)),
        _ => false,
    }
}

/// A contract nickel holds as a custom contract value (`std.contract.custom`, `from_predicate`,
/// `from_validator`, `Sequence`, `any_of`, `all_of`, `not`), which `==` cannot compare with
/// another; a type is not one.
fn custom_contract(c: &ContractKind) -> bool {
    !matches!(c, ContractKind::Type(..) | ContractKind::Equal(..))
}

/// The unary operators of nickel that take a second argument from its stack.
fn takes_stacked_arg(name: &str) -> bool {
    matches!(
        name,
        "seq"
            | "deep_seq"
            | "trace"
            | "array/map"
            | "array/generate"
            | "record/map"
            | "enum/make_variant"
    )
}

/// nickel's error for a primitive operator evaluated without the argument it takes from the
/// stack (`%seq% 1` not applied): `op expects 2 arguments`.
fn not_enough_args(name: &str, span: Span) -> EvalError {
    EvalError::new("not enough arguments").primary(
        span,
        format!("{name} expects 2 arguments, but not enough were provided"),
    )
}
