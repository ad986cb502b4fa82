//! The shared core of strata.
//!
//! Everything the five configuration systems have in common lives here, once:
//!
//! * [`source`]: the [`SourceMap`] of loaded files, [`FileId`]s and byte [`Span`]s, with
//!   line/column resolution done lazily and in `O(log n)` per lookup.
//! * [`diagnostic`]: one [`Diagnostic`] type modelled on HCL's (severity, summary, detail,
//!   subject and context ranges, notes) and a text renderer that shows source snippets.
//!   Rendering `N` diagnostics costs `O(N log L + snippet sizes)`, never a rescan per diagnostic.
//! * [`value`]: the interchange [`Value`] model: null, bool, exact numbers, strings, lists and
//!   ordered maps, shared with `Arc` so values are cheap to clone and `Send + Sync`.
//! * [`json`], [`yaml`], [`toml`]: readers and writers for the interchange formats.
//!
//! The core does no I/O: callers hand it text and take text back.
#![forbid(unsafe_code)]

pub mod budget;
pub mod diagnostic;
pub mod host;
pub mod json;
pub mod positioned;
pub mod source;
pub mod text;
pub mod toml;
pub mod value;
pub mod yaml;

pub use diagnostic::{Diagnostic, Diagnostics, Severity};
pub use source::{FileId, Pos, Range, SourceFile, SourceMap, Span};
pub use value::{Map, Number, Value};
