//! Deep recursion without exhausting the stack.
//!
//! The parsers, the evaluator and the tree walks recurse along the syntax tree, whose depth
//! [`crate::parser::MAX_NESTING`] and [`crate::json::MAX_JSON_NESTING`] bound far beyond
//! real files (5,100 levels, beyond the 5,000 HashiCorp's HCL accepts). Each recursive step goes through [`grow`], which runs
//! it on a fresh heap-allocated stack segment when less than [`RED_ZONE`] bytes of the
//! current stack remain, so the depth the limits allow is reachable on any thread (a 2 MB
//! test or server thread as well as the 8 MB main thread).
//!
//! This is the one place strata-hcl decides how the stack grows: when `strata_core` offers
//! its shared stack helper, `grow` becomes a call to it.

/// Stack that must remain before a recursive step runs on the current segment.
pub const RED_ZONE: usize = 128 * 1024;

/// Size of each further stack segment.
pub const SEGMENT: usize = 2 * 1024 * 1024;

/// Runs `f`, on a new stack segment if the current one is nearly used up.
#[inline]
pub fn grow<R>(f: impl FnOnce() -> R) -> R {
    stacker::maybe_grow(RED_ZONE, SEGMENT, f)
}
