//! Templates read and parsed once per compile: a template that many resources render (an
//! apache vhost fragment, rendered for every vhost) is read from disk and lexed and parsed
//! into its syntax tree the first time only. Later renders evaluate the same tree.

use super::ast;
use super::template::ErbError;
use std::collections::HashMap;
use std::rc::Rc;

/// A template's parse: its statements, or why it does not parse natively.
pub(crate) type Parsed = Rc<Result<Vec<ast::Node>, ErbError>>;

/// The templates of one compile.
#[derive(Default)]
pub(crate) struct Cache {
    /// `template()` names (`module/file.erb`, or an absolute path) found so far: the file's
    /// path and text.
    files: HashMap<String, (Rc<str>, Rc<str>)>,
    /// Parses by template text.
    parsed: HashMap<Rc<str>, Parsed>,
}

impl Cache {
    /// The path and text of the template `spec`, when it was found before.
    pub(crate) fn file(&self, spec: &str) -> Option<(Rc<str>, Rc<str>)> {
        self.files.get(spec).cloned()
    }

    /// Keeps the path and text found for `spec`.
    pub(crate) fn keep_file(
        &mut self,
        spec: &str,
        path: String,
        text: String,
    ) -> (Rc<str>, Rc<str>) {
        let found: (Rc<str>, Rc<str>) = (path.into(), text.into());
        self.files.insert(spec.to_string(), found.clone());
        found
    }

    /// The parse of `text`, made on first use.
    pub(crate) fn parse(&mut self, text: &str) -> Parsed {
        if let Some(p) = self.parsed.get(text) {
            return p.clone();
        }
        let p: Parsed = Rc::new(super::template::parse(text));
        self.parsed.insert(text.into(), p.clone());
        p
    }
}
