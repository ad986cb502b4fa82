//! The hasher of the compiler's maps and sets, below everything that keeps names (the lexer's
//! name table, the compiler's state).

use std::collections::HashMap;

/// A hash map with a fast fixed-seed hasher (foldhash) for the compiler's internal maps, whose
/// keys are names and titles from the manifest. Iteration order never reaches the catalog
/// (ordered output comes from `IndexMap`s and vectors), and a fixed seed keeps runs identical.
pub(crate) type FastMap<K, V> = HashMap<K, V, FastState>;
/// A hash set with the hasher of [`FastMap`].
pub(crate) type FastSet<T> = std::collections::HashSet<T, FastState>;
/// The hasher of the compiler's maps and sets: foldhash with a fixed seed.
pub(crate) type FastState = foldhash::fast::FixedState;
