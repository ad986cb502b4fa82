//! An exception raised inside Puppet's library (`lib3x.rs` makes it; a template's evaluation
//! and the Ruby companion's state keep it for the template's error).

/// An exception raised inside Puppet's library: the message and the frame it came from.
#[derive(Debug, Clone, PartialEq)]
pub(crate) struct Raised {
    /// The exception's message (Ruby's `detail.to_s`).
    pub detail: String,
    /// The frame's file, relative to Puppet's Ruby library directory.
    pub file: &'static str,
    /// The frame's line.
    pub line: u32,
}
