//! Failures of evaluation and the unresolved-node report entries built from them.
//!
//! # Semantics
//!
//! spiff classifies every unresolved node with a tag ([`Tag`]): `*` the expression failed on
//! its own, `@` it takes part in (or depends on) a cycle, `-` it depends on a node that
//! failed. A failure seen through a reference becomes a dependency failure
//! ([`Fail::as_dependency`]), keeping `@` for cycles. A local failure may carry the byte
//! offset of the failing sub-expression inside the expression text, so a report can point at
//! it.

use std::sync::Arc;
use strata_core::Span;

/// spiff's classification of an unresolved node.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Tag {
    /// `*`: the expression failed on its own.
    Local,
    /// `@`: the node takes part in a cycle or depends on one.
    Cycle,
    /// `-`: the node depends on a node that failed.
    Dependent,
}

impl Tag {
    /// The tag character spiff prints.
    pub fn symbol(self) -> char {
        match self {
            Tag::Local => '*',
            Tag::Cycle => '@',
            Tag::Dependent => '-',
        }
    }

    /// What the tag means (the wording of spiff's legend).
    pub fn description(self) -> &'static str {
        match self {
            Tag::Local => "error in expression",
            Tag::Cycle => "in or depending on a cycle",
            Tag::Dependent => "depends on a node with an error",
        }
    }

    /// Report order: `*` first, then `@`, then `-`.
    pub fn rank(self) -> u8 {
        match self {
            Tag::Local => 0,
            Tag::Cycle => 1,
            Tag::Dependent => 2,
        }
    }
}

/// Why an evaluation failed.
#[derive(Clone, Debug)]
pub struct Fail {
    /// The classification.
    pub tag: Tag,
    /// spiff's message.
    pub message: String,
    /// Byte offset of the failing sub-expression in the expression text (between `((` and
    /// `))`), when known.
    pub at: Option<u32>,
    /// The expression a report shows for the node instead of its own: `(( b ))` for a node
    /// `(( a || b ))` whose `a` failed and whose `b` waits on a failed node (spiff++ goes on
    /// with `b` alone).
    pub shown: Option<String>,
    /// The expression an expression produced (a string `(( ... ))`, such as a stub's
    /// unresolved expression merged in) when that one failed: reports and `--partial` show
    /// it instead of the node's own, as spiff++ does.
    pub produced: Option<String>,
    /// The unresolved nodes of an instantiated template that made it fail: spiff++ reports
    /// them under the node, one indented line each.
    pub nested: Option<Arc<[Unresolved]>>,
}

impl Fail {
    /// A failure of the expression itself.
    pub fn local(message: impl Into<String>) -> Fail {
        Fail {
            tag: Tag::Local,
            message: message.into(),
            at: None,
            shown: None,
            produced: None,
            nested: None,
        }
    }

    /// A cycle.
    pub fn cycle(message: impl Into<String>) -> Fail {
        Fail {
            tag: Tag::Cycle,
            message: message.into(),
            at: None,
            shown: None,
            produced: None,
            nested: None,
        }
    }

    /// The message.
    pub fn message(&self) -> &str {
        &self.message
    }

    /// The failure as seen by a node that depends on the failed one: `-`, or `@` for cycles.
    pub fn as_dependency(&self) -> Fail {
        Fail {
            tag: match self.tag {
                Tag::Cycle => Tag::Cycle,
                _ => Tag::Dependent,
            },
            message: self.message.clone(),
            at: None,
            shown: None,
            produced: None,
            nested: None,
        }
    }

    /// The failure without a position (seen from another expression text).
    pub fn unlocated(mut self) -> Fail {
        self.at = None;
        self
    }

    /// Records the position of the failing sub-expression unless an inner one did already.
    pub fn at(mut self, pos: Option<u32>) -> Fail {
        if self.tag == Tag::Local && self.at.is_none() {
            self.at = pos;
        }
        self
    }
}

/// The result of an evaluation step.
pub type R<T> = Result<T, Fail>;

/// A local failure with `msg`.
pub fn local<T>(msg: impl Into<String>) -> R<T> {
    Err(Fail::local(msg))
}

/// An unresolved node for the error report.
#[derive(Clone, Debug)]
pub struct Unresolved {
    /// The expression as spiff prints it, `(( ... ))`.
    pub expr: String,
    /// The name of the file the node came from.
    pub file: String,
    /// The node's path in the document.
    pub path: String,
    /// The stub path of a `merge` in the expression (else empty).
    pub stub_path: String,
    /// The classification.
    pub tag: Tag,
    /// spiff's message.
    pub message: String,
    /// The span of the node's YAML scalar.
    pub span: Option<Span>,
    /// Byte offset of the failing sub-expression in the expression text (between `((` and
    /// `))`), when known.
    pub at: Option<u32>,
    /// The scalar holding the expression, as loaded (to map `at` onto the source text).
    pub scalar: String,
    /// The unresolved nodes of a template instance that made this node fail, each with
    /// `path` its path inside the instance and `stub_path` its path in the document.
    pub nested: Option<Arc<[Unresolved]>>,
}

impl Unresolved {
    /// The span of the failing sub-expression in the source text of `file_text`, which holds
    /// the node's scalar at `self.span`. The expression text is matched against the source
    /// character by character, skipping the source's extra white space (indentation and line
    /// breaks of multi-line scalars), so the result is exact for plain and block scalars.
    pub fn sub_span(&self, file_text: &str) -> Option<Span> {
        let (span, at) = (self.span?, self.at? as usize);
        let src = file_text.get(span.start as usize..span.end as usize)?;
        let open = src.find("((")?;
        let t = self.scalar.trim();
        let inner = t.strip_prefix("((")?.as_bytes();
        let s = src.as_bytes();
        let (mut j, mut k) = (open + 2, 0usize);
        while k < at && j < s.len() {
            if k < inner.len() && s[j] == inner[k] {
                k += 1;
            } else if !s[j].is_ascii_whitespace() {
                // an escape or folding difference: count it as one character
                k += 1;
            }
            j += 1;
        }
        // skip the line break and indentation in front of the sub-expression
        while j < s.len() && s[j].is_ascii_whitespace() {
            j += 1;
        }
        let start = span.start + j as u32;
        Some(Span::new(
            span.file,
            start,
            start.max(span.end.min(start + 1)),
        ))
    }
}

/// Orders unresolved nodes as spiff's report lists them: `*`, `@`, `-`, then by path.
pub(crate) fn sort_report(list: &mut [Unresolved]) {
    strata_core::sort::sort_by(list, |a, b| {
        a.tag
            .rank()
            .cmp(&b.tag.rank())
            .then_with(|| a.path.cmp(&b.path))
    });
}

pub(crate) fn not_found(path: &str) -> Fail {
    Fail::local(format!("'{path}' not found"))
}

/// Unresolved nodes as one line for the message of the expression they failed
/// (`expr in path: message; ...`): instantiated templates, read documents, nested merges.
pub(crate) fn failures_text(failures: &[Unresolved]) -> String {
    failures
        .iter()
        .map(|u| format!("{} in {}: {}", u.expr, u.path, u.message))
        .collect::<Vec<_>>()
        .join("; ")
}
