//! The annotations made at run time (the compiler holds them; `annotate.rs` makes and reads
//! them).

use crate::value::Val;
use std::collections::HashMap;
use std::sync::Arc;

/// The annotations made at run time, by annotated value.
#[derive(Debug, Default)]
pub struct Annotations {
    /// key of the value (see `annotate.rs`'s `key`) -> (the value, kept alive; annotation
    /// type name -> annotation).
    pub(super) by_value: HashMap<String, (Val, Vec<(Arc<str>, Val)>)>,
}
