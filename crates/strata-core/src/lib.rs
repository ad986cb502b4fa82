//! The shared core of strata.
//!
//! Everything the five configuration systems have in common lives here, once:
//!
//! * [`source`]: the [`SourceMap`] of loaded files, [`FileId`]s and byte [`Span`]s, with
//!   line/column resolution done lazily and in `O(log n)` per lookup.
//! * [`diagnostic`]: one [`Diagnostic`] type (severity, summary, detail, subject and context
//!   spans, primary and secondary labels, notes, help) with the rustc/Nickel layout
//!   ([`diagnostic::render_report`]), HCL's layout ([`diagnostic::render_text`]) and JSON.
//!   Rendering `N` diagnostics costs `O(N log L + snippet sizes)`, never a rescan per diagnostic.
//! * [`value`]: the interchange [`Value`] model: null, bool, exact numbers, strings, lists and
//!   ordered maps, shared with `Arc` so values are cheap to clone and `Send + Sync`.
//! * [`json`], [`yaml`], [`toml`]: readers and writers for the interchange formats; the readers
//!   also give the [`positioned`] tree, every value with the span it came from.
//! * [`text`]: Go-style quoting for messages, edit distance for suggestions.
//! * [`explain`]: what `strata explain` answers (the value at a path, every definition that
//!   took part and its role), rendered as JSON or a text tree, and the nearest paths when a
//!   path does not exist.
//! * [`host`]: the [`host::Host`] trait through which evaluators read files, the environment
//!   and run commands, with the user's [`host::Policy`] applied in one place.
//! * [`sort`]: stable sorts compiled once for the whole program, for sorts off the hot paths
//!   (one copy of the sort instead of one per comparison closure).
//! * [`segvec`]: a growable vector in fixed-size segments, for the vectors of an evaluation
//!   that grow to megabytes (nothing moves as it grows, so no freed doubling lingers).
//! * [`budget`]: the evaluation [`budget::Budget`] (steps, depth) and the one answer to deep
//!   recursion, [`budget::grow`].
//!
//! The core does no I/O: callers hand it text and take text back; the command line provides the
//! real [`host::Host`].
#![forbid(unsafe_code)]
#![warn(missing_docs)]

pub mod budget;
pub mod diagnostic;
pub mod explain;
pub mod host;
pub mod json;
pub mod positioned;
pub mod segvec;
pub mod sort;
pub mod source;
pub mod text;
pub mod toml;
pub mod value;
pub mod yaml;

pub use diagnostic::{Diagnostic, Diagnostics, Severity};
pub use source::{FileId, Pos, Range, SourceFile, SourceMap, SourceTooLarge, Span};
pub use value::{Map, Number, Value};
