//! One evaluation budget and one answer to deep recursion, for every evaluator.
//!
//! # Limits
//!
//! An evaluation runs under [`Limits`]:
//!
//! | limit | default | bounds | exceeded |
//! |---|---|---|---|
//! | [`Limits::max_steps`] | 200,000,000 ([`DEFAULT_MAX_STEPS`]) | run time: one step per expression evaluated (or per loop iteration of a built-in) | [`Exhausted::Steps`] |
//! | [`Limits::max_depth`] | 10,000 ([`DEFAULT_MAX_DEPTH`]) | nesting: references followed, functions called, templates expanded, one level each | [`Exhausted::Depth`] |
//!
//! At a few nanoseconds per step the default step limit stops an endless loop within seconds
//! rather than hours; real configurations use far fewer. The command line lets the user raise
//! both (`--max-steps N`, `--max-depth N`), and the error says so.
//!
//! # The stack
//!
//! Evaluators recurse on the Rust stack. Instead of running on a thread with a huge stack,
//! every recursive step goes through [`grow`] (or [`Budget::nested`], which also counts the
//! depth): when less than [`RED_ZONE`] bytes of stack are left, [`grow`] continues on a new
//! [`STACK_SEGMENT`]-byte segment on the heap (the `stacker` crate), so the depth limit, not the
//! thread's stack size, decides how deep an input may go. The memory used is bounded by
//! `max_depth` times the largest frame of one level. On targets `stacker` does not support
//! (none that strata ships for) [`grow`] calls the closure directly and the thread's stack is
//! the limit.
//!
//! A [`Budget`] counts with relaxed atomics, so an evaluator can hold it behind `&` or share it
//! in an `Arc` (it is `Send + Sync`). Steps are counted with a load and a store, not a locked
//! add: every evaluated expression takes a step, and a locked add on each cost 4% of hcldec's
//! CPU. On one thread the count is exact. Threads that share one budget share its step count
//! but may overwrite some of each other's steps: the count is then at most the steps taken,
//! possibly fewer, and the limit is looser than for one thread (every evaluator of strata
//! gives each evaluation, and so each thread, a budget of its own). The depth is meant for one
//! evaluation at a time; shared across threads it counts the levels of all of them together
//! (exactly: entering and leaving are locked).

use std::fmt;
use std::sync::atomic::{AtomicU64, AtomicUsize, Ordering};

/// Default for [`Limits::max_steps`].
pub const DEFAULT_MAX_STEPS: u64 = 200_000_000;

/// Default for [`Limits::max_depth`].
pub const DEFAULT_MAX_DEPTH: usize = 10_000;

/// When less stack than this is left, [`grow`] switches to a new segment (256 KiB: more than
/// any one evaluator level uses between two calls of [`grow`]).
pub const RED_ZONE: usize = 256 * 1024;

/// Size of each stack segment [`grow`] allocates (4 MiB).
pub const STACK_SEGMENT: usize = 4 * 1024 * 1024;

/// How much an evaluation may do; see the module docs.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Limits {
    /// Most steps (expression evaluations) one evaluation may take.
    pub max_steps: u64,
    /// Deepest nesting of evaluations.
    pub max_depth: usize,
}

impl Default for Limits {
    fn default() -> Limits {
        Limits {
            max_steps: DEFAULT_MAX_STEPS,
            max_depth: DEFAULT_MAX_DEPTH,
        }
    }
}

/// A limit of [`Limits`] was reached. The message names the limit and how to raise it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Exhausted {
    /// More than `limit` steps.
    Steps {
        /// The limit that was reached.
        limit: u64,
    },
    /// Nesting deeper than `limit`.
    Depth {
        /// The limit that was reached.
        limit: usize,
    },
}

impl Exhausted {
    /// The message without the advice to raise the limit, for front-ends whose command line
    /// offers no `--max-steps`/`--max-depth` (the drop-in `hcldec` and `fn-hcl`, whose
    /// originals have no such flags): "evaluation stopped after N steps: the input may loop
    /// forever". [`Display`](fmt::Display) adds the advice in parentheses.
    pub fn cause(&self) -> String {
        match self {
            Exhausted::Steps { limit } => {
                format!("evaluation stopped after {limit} steps: the input may loop forever")
            }
            Exhausted::Depth { limit } => format!(
                "evaluation nested deeper than {limit} levels: the input may recurse without end"
            ),
        }
    }
}

impl fmt::Display for Exhausted {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let advice = match self {
            Exhausted::Steps { .. } => "if it is just large, raise the limit with --max-steps",
            Exhausted::Depth { .. } => "if it is just deep, raise the limit with --max-depth",
        };
        write!(f, "{} ({advice})", self.cause())
    }
}

impl std::error::Error for Exhausted {}

/// Counts steps and depth against [`Limits`] for one evaluation.
#[derive(Debug)]
pub struct Budget {
    limits: Limits,
    steps: AtomicU64,
    depth: AtomicUsize,
}

impl Default for Budget {
    fn default() -> Budget {
        Budget::new(Limits::default())
    }
}

impl Budget {
    /// A fresh budget.
    pub fn new(limits: Limits) -> Budget {
        Budget {
            limits,
            steps: AtomicU64::new(0),
            depth: AtomicUsize::new(0),
        }
    }

    /// The limits.
    pub fn limits(&self) -> Limits {
        self.limits
    }

    /// Counts one step; fails once more than `max_steps` were taken.
    #[inline]
    pub fn step(&self) -> Result<(), Exhausted> {
        self.steps_n(1)
    }

    /// Counts `n` steps at once (a built-in that loops `n` times). A load and a store: see the
    /// module documentation for what that means for a budget shared by threads.
    #[inline]
    pub fn steps_n(&self, n: u64) -> Result<(), Exhausted> {
        let used = self.steps.load(Ordering::Relaxed).saturating_add(n);
        self.steps.store(used, Ordering::Relaxed);
        if used > self.limits.max_steps {
            Err(Exhausted::Steps {
                limit: self.limits.max_steps,
            })
        } else {
            Ok(())
        }
    }

    /// Steps taken so far.
    pub fn steps_used(&self) -> u64 {
        self.steps.load(Ordering::Relaxed)
    }

    /// The current depth.
    pub fn depth(&self) -> usize {
        self.depth.load(Ordering::Relaxed)
    }

    /// Enters one level; the level is left when the guard drops. Fails beyond `max_depth`.
    pub fn enter(&self) -> Result<DepthGuard<'_>, Exhausted> {
        let depth = self.depth.fetch_add(1, Ordering::Relaxed) + 1;
        if depth > self.limits.max_depth {
            self.depth.fetch_sub(1, Ordering::Relaxed);
            return Err(Exhausted::Depth {
                limit: self.limits.max_depth,
            });
        }
        Ok(DepthGuard { budget: self })
    }

    /// Runs `f` one level deeper, on a grown stack if needed ([`grow`]).
    pub fn nested<T>(&self, f: impl FnOnce() -> T) -> Result<T, Exhausted> {
        let _guard = self.enter()?;
        Ok(grow(f))
    }
}

/// One level entered with [`Budget::enter`]; dropping it leaves the level.
#[derive(Debug)]
pub struct DepthGuard<'a> {
    budget: &'a Budget,
}

impl Drop for DepthGuard<'_> {
    fn drop(&mut self) {
        self.budget.depth.fetch_sub(1, Ordering::Relaxed);
    }
}

/// Runs `f`, first moving to a new stack segment if less than [`RED_ZONE`] bytes are left.
/// Call it at every level of a recursion (see the module docs).
pub fn grow<R>(f: impl FnOnce() -> R) -> R {
    stacker::maybe_grow(RED_ZONE, STACK_SEGMENT, f)
}

/// Runs `f` on a stack of up to `size` bytes, for a walk whose depth no [`grow`] call bounds
/// (dropping or printing a whole value, nested as deeply as the input).
///
/// When the system refuses `size` bytes of address space (`ulimit -v`), the stack is halved
/// until it is granted, down to [`STACK_SEGMENT`]; if even that is refused, `f` runs on the
/// current stack. A refused stack is therefore never a crash by itself: `stacker` would panic.
pub fn grow_large<R>(size: usize, f: impl FnOnce() -> R) -> R {
    match granted_stack(size) {
        Some(size) => stacker::grow(size, f),
        None => f(),
    }
}

/// [`grow_large`] only when less than `red_zone` bytes of stack are left.
pub fn maybe_grow_large<R>(red_zone: usize, size: usize, f: impl FnOnce() -> R) -> R {
    match stacker::remaining_stack() {
        Some(left) if left >= red_zone => f(),
        _ => grow_large(size, f),
    }
}

/// The largest stack of at most `size` bytes (halving, not below [`STACK_SEGMENT`]) whose
/// address space the system grants now, probed with an untouched allocation of that size.
fn granted_stack(size: usize) -> Option<usize> {
    let mut size = size.max(STACK_SEGMENT);
    loop {
        // One page more than the stack: `stacker` adds a guard page.
        if Vec::<u8>::new().try_reserve_exact(size + 4096).is_ok() {
            return Some(size);
        }
        if size <= STACK_SEGMENT {
            return None;
        }
        size = (size / 2).max(STACK_SEGMENT);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn steps_stop_at_the_limit_with_a_clear_message() {
        let b = Budget::new(Limits {
            max_steps: 3,
            max_depth: 10,
        });
        for _ in 0..3 {
            b.step().unwrap();
        }
        let e = b.step().unwrap_err();
        assert_eq!(e, Exhausted::Steps { limit: 3 });
        assert_eq!(
            e.to_string(),
            "evaluation stopped after 3 steps: the input may loop forever \
             (if it is just large, raise the limit with --max-steps)"
        );
        assert_eq!(b.steps_used(), 4);
        assert_eq!(
            e.cause(),
            "evaluation stopped after 3 steps: the input may loop forever"
        );
    }

    #[test]
    fn a_budget_is_shared_across_threads() {
        fn send_sync<T: Send + Sync>() {}
        send_sync::<Budget>();
        let b = std::sync::Arc::new(Budget::new(Limits {
            max_steps: 1_000,
            max_depth: 10,
        }));
        let threads: Vec<_> = (0..4)
            .map(|_| {
                let b = b.clone();
                std::thread::spawn(move || (0..250).all(|_| b.step().is_ok()))
            })
            .collect();
        assert!(threads.into_iter().all(|t| t.join().unwrap()));
        // Every step counted at most once; a thread's store may have overwritten others'.
        let used = b.steps_used();
        assert!((1..=1_000).contains(&used), "{used}");
        // Whatever was lost, the limit still stops each thread.
        let b2 = b.clone();
        let more = std::thread::spawn(move || (0..=1_000).all(|_| b2.step().is_ok()));
        assert!(!more.join().unwrap());
        assert!(b.step().is_err());
    }

    #[test]
    fn a_large_stack_is_granted_or_halved() {
        fn depth(n: u32) -> u32 {
            if n == 0 {
                0
            } else {
                1 + std::hint::black_box(depth(n - 1))
            }
        }
        // 64 MiB is granted here; 100,000 frames fit in it whatever the thread's stack is.
        assert_eq!(granted_stack(64 << 20), Some(64 << 20));
        assert_eq!(grow_large(64 << 20, || depth(100_000)), 100_000);
        assert_eq!(maybe_grow_large(1 << 20, 64 << 20, || depth(1_000)), 1_000);
        // More address space than any machine has is halved until it is granted.
        let granted = granted_stack(usize::MAX / 2).unwrap();
        assert!((STACK_SEGMENT..usize::MAX / 2).contains(&granted));
    }

    #[test]
    fn depth_guards_leave_on_drop() {
        let b = Budget::new(Limits {
            max_steps: 100,
            max_depth: 2,
        });
        {
            let _a = b.enter().unwrap();
            let _b = b.enter().unwrap();
            assert_eq!(b.depth(), 2);
            assert_eq!(b.enter().unwrap_err(), Exhausted::Depth { limit: 2 });
        }
        assert_eq!(b.depth(), 0);
        assert_eq!(
            Exhausted::Depth { limit: 2 }.to_string(),
            "evaluation nested deeper than 2 levels: the input may recurse without end \
             (if it is just deep, raise the limit with --max-depth)"
        );
    }

    /// A naive recursion 1,000,000 levels deep would overflow any default thread stack; with
    /// `nested` it runs to the depth limit and then fails cleanly.
    #[test]
    fn deep_recursion_grows_the_stack_and_stops_at_the_limit() {
        fn down(b: &Budget, n: u64) -> Result<u64, Exhausted> {
            if n == 0 {
                return Ok(0);
            }
            let pad = [n; 16]; // a frame of some size
            Ok(b.nested(|| down(b, n - 1))?? + pad[(n % 16) as usize] - n + 1)
        }
        let b = Budget::new(Limits {
            max_steps: 0,
            max_depth: 200_000,
        });
        assert_eq!(down(&b, 150_000), Ok(150_000));
        assert_eq!(b.depth(), 0);
        assert_eq!(down(&b, 250_000), Err(Exhausted::Depth { limit: 200_000 }));
        assert_eq!(b.depth(), 0);
    }
}
