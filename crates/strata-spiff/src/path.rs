//! The path model: where a node sits in a document and where its counterpart sits in a stub.
//!
//! # Semantics
//!
//! A path is a list of steps from the document root. A step is a map key, a list index, or a
//! *named* list entry (a list of maps addressed by the value of its key field: `name`, the
//! field of a `key:` tag or of `merge on KEY`). Paths print as spiff prints them in error
//! reports: steps joined by `.`, indices as `[i]`, named entries as their key value.
//! Navigating a value by a `Key` step into a list finds the entry whose `name` is the key
//! (`value.rs`'s `nav_val`, beside the values it reads).

use crate::ast::Step;
use smol_str::SmolStr;
use std::sync::Arc;

/// One step of a document or stub path.
#[derive(Clone, Debug, PartialEq)]
pub enum PStep {
    /// A map key.
    Key(SmolStr),
    /// A list index.
    Index(usize),
    /// A list entry addressed by the value of its key field (boxed: a step is held by every
    /// node, and most steps are keys).
    Named(Box<Named>),
}

/// The key field and value of a [`PStep::Named`] step.
#[derive(Clone, Debug, PartialEq)]
pub struct Named {
    /// The key field.
    pub field: SmolStr,
    /// Its value.
    pub value: SmolStr,
}

impl PStep {
    /// The step to the list entry whose field `field` is `value`.
    pub fn named(field: SmolStr, value: SmolStr) -> PStep {
        PStep::Named(Box::new(Named { field, value }))
    }
}

impl PStep {
    /// The step as printed in paths.
    pub fn text(&self) -> String {
        match self {
            PStep::Key(k) => k.to_string(),
            PStep::Index(i) => format!("[{i}]"),
            PStep::Named(n) => n.value.to_string(),
        }
    }
}

/// A shared path.
pub type SPath = Arc<Vec<PStep>>;

pub(crate) fn path_join(p: &SPath, s: PStep) -> SPath {
    let mut v = Vec::with_capacity(p.len() + 1);
    v.extend(p.iter().cloned());
    v.push(s);
    Arc::new(v)
}

/// A path as printed: steps joined by `.`.
pub fn spath_text(p: &[PStep]) -> String {
    p.iter().map(PStep::text).collect::<Vec<_>>().join(".")
}

/// A reference step as a path step (dynamic steps by their text).
pub fn step_to_pstep(s: &Step) -> PStep {
    match s {
        Step::Key(k) => PStep::Key(k.clone()),
        Step::Index(i) => PStep::Index(*i),
        other => PStep::Key(SmolStr::new(other.to_string())),
    }
}
