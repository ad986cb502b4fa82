//! What the compiles of many nodes of one code base can share: the parsed module files.
//! A file's syntax tree holds its `FileId`, so a parse is reused only by a compile that
//! loads the same path with the same text as the same file number (the usual case: nodes
//! load their classes in the same order); otherwise the file is parsed again.

use crate::parser::Program;
use std::collections::HashMap;
use std::sync::{Arc, Mutex};
use strata_core::FileId;

/// Parsed files by path and file number, shared between threads.
#[derive(Debug, Default)]
pub struct ParseCache {
    files: Mutex<HashMap<(String, u32), (Arc<str>, Arc<Program>)>>,
}

impl ParseCache {
    /// A new, empty cache.
    pub fn new() -> ParseCache {
        ParseCache::default()
    }

    /// The parse of `path` with `text` as file `id`, when one was kept.
    pub(crate) fn get(&self, path: &str, id: FileId, text: &str) -> Option<Arc<Program>> {
        let files = self.files.lock().ok()?;
        let (t, p) = files.get(&(path.to_string(), id.0))?;
        (**t == *text).then(|| p.clone())
    }

    /// Keeps the parse of `path` with `text` as file `id`.
    pub(crate) fn keep(&self, path: &str, id: FileId, text: &str, prog: Arc<Program>) {
        if let Ok(mut files) = self.files.lock() {
            files
                .entry((path.to_string(), id.0))
                .or_insert_with(|| (Arc::from(text), prog));
        }
    }
}
