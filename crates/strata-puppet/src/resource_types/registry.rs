//! The resource types the compiler holds (what `mod.rs` reads into them and does with them
//! stays there).

use crate::eval::fast::FastMap;
use crate::eval::ids::ResId;
use std::sync::Arc;

/// The title patterns of a type, compiled; or why they cannot be used.
#[derive(Debug, Clone)]
pub enum Patterns {
    /// Compiled patterns with the attributes of their groups.
    Ready(Vec<(std::sync::Arc<crate::regex::Regex>, Vec<String>)>),
    /// The type has more than one key attribute and no title patterns.
    Missing,
    /// The patterns could not be read or translated (the message says why).
    Unreadable(String),
}

/// A resource type as the compiler uses it.
#[derive(Debug)]
pub struct ResourceType {
    /// Lower-case name.
    pub name: String,
    /// Key attributes in declaration order.
    pub namevars: Vec<String>,
    /// Valid parameter and property names (metaparameters excluded).
    pub attrs: Vec<String>,
    /// See [`TypeDef::isomorphic`](super::typedef::TypeDef::isomorphic).
    pub isomorphic: bool,
    /// The title patterns.
    pub patterns: Patterns,
    /// The Ruby file a module type was read from (`None` for built-ins).
    pub file: Option<String>,
    /// One key attribute and Puppet's default pattern (the whole title): the fast path.
    pub identity: bool,
}

/// The resource types of one compile: built-ins and the module types loaded so far.
#[derive(Default)]
pub struct Registry {
    pub(super) loaded: FastMap<String, Option<Arc<ResourceType>>>,
    /// Uniqueness keys of several key attributes (`["Package", nil, "x", nil]`) to resources;
    /// keys of one attribute live in the compiler's title index, as in Puppet's resource table.
    pub(super) composite: FastMap<(Arc<str>, String), ResId>,
}
