//! The parts of a control structure node (`<<if:`, `<<switch:`, `<<type:`, `<<for:`,
//! `<<merge:`) that a document keeps beside the node: which control it is, its option, field
//! and template children. The semantics and the evaluation are in `control.rs`; the document
//! (`doc.rs`) holds these parts without depending on the evaluation.

use crate::source::Src;
use crate::value::{NodeId, Val};
use smol_str::SmolStr;
use std::sync::Arc;

/// Which control structure a map is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum CtlKind {
    If,
    Switch,
    Type,
    For,
    Merge,
}

impl CtlKind {
    pub(crate) fn of(name: &str) -> Option<CtlKind> {
        Some(match name {
            "if" => CtlKind::If,
            "switch" => CtlKind::Switch,
            "type" => CtlKind::Type,
            "for" => CtlKind::For,
            "merge" => CtlKind::Merge,
            _ => return None,
        })
    }

    pub(crate) fn name(self) -> &'static str {
        match self {
            CtlKind::If => "if",
            CtlKind::Switch => "switch",
            CtlKind::Type => "type",
            CtlKind::For => "for",
            CtlKind::Merge => "merge",
        }
    }

    pub(crate) fn options(self) -> &'static [&'static str] {
        match self {
            CtlKind::If => &["then", "else"],
            CtlKind::Switch => &["default", "cases"],
            CtlKind::Type => &["default"],
            CtlKind::For => &["do", "mapkey"],
            CtlKind::Merge => &[],
        }
    }
}

/// A control structure node's parts (kept beside the node; the node itself is a map whose
/// fields are the control field, the non-template options and the regular fields).
#[derive(Clone, Debug)]
pub(crate) struct Control {
    pub(crate) kind: Option<CtlKind>,
    pub(crate) value: Option<NodeId>,
    pub(crate) options: Vec<(SmolStr, NodeId)>,
    pub(crate) templates: Vec<(SmolStr, Arc<Src>)>,
    pub(crate) fields: Vec<(SmolStr, NodeId)>,
    /// The child standing for the control once selected.
    pub(crate) selected: Option<NodeId>,
    /// A stub's value at the control's path.
    pub(crate) overridden: Option<Val>,
    /// A structural error found while reading the map.
    pub(crate) error: Option<String>,
}
