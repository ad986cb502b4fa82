//! Nickel for strata: a parser for the whole syntax chapter, a lazy call-by-need evaluator with
//! recursive records and recursive overriding, merge priorities, lazily applied contracts with
//! blame, the standard library in Rust, and `nickel export` formats.
//!
//! The crate does no I/O: imports are read through the [`Host`] the caller provides (the
//! command line's OS host behind its policy guard; an in-memory host in tests).

#![warn(missing_docs)]

pub mod ast;
pub mod b64;
pub mod builtins;
pub mod contract;
pub mod doctest;
pub mod eval;
pub mod explain;
pub mod export;
pub mod fv;
pub mod json_scan;
pub mod lexer;
pub mod number;
pub mod ops;
pub mod parser;
pub mod pretty;
pub mod repl;
pub mod std_sites;
pub mod typecheck;
pub mod value;

use eval::{Eval, EvalError, Limits, R};
use std::cell::RefCell;
use std::collections::{HashMap, HashSet};
use std::rc::Rc;
use strata_core::source::{SourceMap, Span};
use value::{MergeSite, Thunk, Value};

pub use eval::{Limits as EvalLimits, DEFAULT_LIMITS};
use strata_core::host::FileText;
pub use strata_core::host::Host;

/// Where imports are looked for, and the Nickel files already parsed, shared by the session,
/// its evaluator's importer and the typechecker's import resolver.
struct Imports {
    host: Rc<dyn Host>,
    /// The import path (`--import-path`, `NICKEL_IMPORT_PATH`), searched after the importing
    /// file's directory, as given.
    dirs: Vec<String>,
    /// The absolute working directory, to name the importing file's directory as nickel does
    /// in `could not find import (looked in [...])`.
    cwd: Option<String>,
    /// Nickel files parsed by [`Nickel::resolve_imports`], by resolved name.
    parsed: HashMap<String, Rc<parser::Program>>,
    /// `nickel test`: the Nickel programs evaluated (the main one and those it imports) get
    /// the tests of their documentation as fields, recorded here (see [`doctest`]).
    doctests: Option<Rc<RefCell<doctest::Registry>>>,
    /// `nickel test`: the files of `parsed` with their tests inserted (nickel inserts them into
    /// every file the program imports before it evaluates anything), by resolved name.
    with_tests: HashMap<String, Rc<parser::Program>>,
    /// The resolved name of each import found, by importing file and path (see [`find`]).
    located: HashMap<(String, String), String>,
    /// The Nickel files typechecked before evaluation (nickel typechecks every file a program
    /// imports, transitively, before it evaluates anything), with the types inferred for their
    /// wildcards, by resolved name: the evaluation of their imports reuses them.
    checked: HashMap<String, Vec<(Span, ast::P)>>,
}

/// The resolved name of `import "path"` in the file `from`, and the file's text when it had to
/// be read to find it: an import found once is not looked for (read) again. The error is
/// [`locate`]'s.
fn find(
    imports: &RefCell<Imports>,
    from: &str,
    path: &str,
) -> Result<(String, Option<String>), String> {
    let key = (from.to_string(), path.to_string());
    if let Some(name) = imports.borrow().located.get(&key) {
        return Ok((name.clone(), None));
    }
    let FileText { name, text } = locate(imports, from, path)?;
    imports.borrow_mut().located.insert(key, name.clone());
    Ok((name, Some(text)))
}

/// The text of an import [`find`] found: the one it read, else read again.
fn found_text(
    imports: &RefCell<Imports>,
    from: &str,
    path: &str,
    text: Option<String>,
) -> Result<String, String> {
    match text {
        Some(t) => Ok(t),
        None => locate(imports, from, path).map(|f| f.text),
    }
}

/// Finds the file of `import "path"` in the file `from`: in `from`'s directory, then in the
/// import path. The error is what follows `import of PATH failed: `.
fn locate(imports: &RefCell<Imports>, from: &str, path: &str) -> Result<FileText, String> {
    let st = imports.borrow();
    let first = match st.host.read_file(Some(from), path) {
        Err(strata_core::host::HostError::NotFound { .. }) => None,
        r => Some(r),
    };
    let absolute = strata_core::host::is_absolute(path);
    let found = first.or_else(|| {
        if absolute {
            return None;
        }
        st.dirs.iter().find_map(|d| {
            let joined = format!("{}/{path}", d.trim_end_matches('/'));
            match st.host.read_file(None, &joined) {
                Err(strata_core::host::HostError::NotFound { .. }) => None,
                r => Some(r),
            }
        })
    });
    match found {
        Some(r) => r.map_err(|e| e.to_string()),
        None => {
            // nickel names the importing file's directory by its absolute path
            let dir = match from.rfind('/') {
                Some(i) => &from[..i],
                None => "",
            };
            let dir = match &st.cwd {
                Some(cwd) if !strata_core::host::is_absolute(dir) => {
                    strata_core::host::normalize(&format!("{cwd}/{dir}"))
                }
                _ if dir.is_empty() => ".".to_string(),
                _ => dir.to_string(),
            };
            // a program without a folder (standard input, a REPL input) names none
            let mut looked = if from.starts_with('<') {
                Vec::new()
            } else {
                vec![dir]
            };
            if !absolute {
                looked.extend(st.dirs.iter().cloned());
            }
            Err(format!(
                "could not find import (looked in [{}])",
                looked.join(", ")
            ))
        }
    }
}

/// The format of an import: the tag written after `as`, else by the file's extension (Nickel
/// when none is known).
fn import_format(tag: Option<&str>, name: &str) -> String {
    if let Some(t) = tag {
        return t.to_ascii_lowercase();
    }
    let file = name.rsplit('/').next().unwrap_or(name);
    match file.rsplit_once('.').map(|(_, e)| e) {
        Some("json") => "json",
        Some("yaml") | Some("yml") => "yaml",
        Some("toml") => "toml",
        Some("txt") => "text",
        _ => "nickel",
    }
    .to_string()
}

/// The error of a package import (`import pkg`): strata reads no package manifest.
fn no_package_manifest(span: Span) -> EvalError {
    EvalError::new("tried to import from a package, but no package manifest found")
        .primary(span, "imported here")
        .note("did you forget a --manifest-path argument?")
}

/// Reads the Nickel files a program imports (relative to `from`), for the typechecker.
fn import_resolver(imports: Rc<RefCell<Imports>>, from: String) -> typecheck::ImportResolver {
    let mut cache: HashMap<String, Result<Option<ast::P>, String>> = HashMap::new();
    Box::new(move |path| {
        if let Some(r) = cache.get(path) {
            return r.clone();
        }
        let r = match find(&imports, &from, path) {
            Err(m) => Err(m),
            Ok((name, _)) if import_format(None, &name) != "nickel" => Ok(None),
            Ok((name, text)) => {
                let parsed = imports.borrow().parsed.get(&name).map(|p| p.expr.clone());
                match parsed {
                    Some(p) => Ok(Some(p)),
                    None => found_text(&imports, &from, path, text)
                        .map(|t| parser::parse(&t, strata_core::source::FileId(0)).ok()),
                }
            }
        };
        cache.insert(path.to_string(), r.clone());
        r
    })
}

struct ImportState {
    imports: Rc<RefCell<Imports>>,
    sources: Rc<RefCell<SourceMap>>,
    cache: HashMap<String, Thunk>,
}

impl eval::Importer for ImportState {
    fn import(&mut self, ev: &mut Eval, path: &str, format: Option<&str>, from: Span) -> R<Thunk> {
        if format == Some(parser::PACKAGE_FORMAT) {
            return Err(no_package_manifest(from));
        }
        let from_name = self.sources.borrow().name(from.file).to_string();
        let failed = |m: String| {
            EvalError::new(format!("import of {path} failed: {m}")).secondary(from, "imported here")
        };
        let (name, text) = find(&self.imports, &from_name, path).map_err(failed)?;
        let fmt = import_format(format, &name);
        // a file imported in two formats is two values
        let key = format!("{fmt}:{name}");
        if let Some(t) = self.cache.get(&key) {
            return Ok(t.clone());
        }
        let parsed = match fmt.as_str() {
            "nickel" => self.imports.borrow().parsed.get(&name).cloned(),
            _ => None,
        };
        // a Nickel file parsed by import resolution is not read again
        let text = match parsed {
            Some(_) => String::new(),
            None => found_text(&self.imports, &from_name, path, text).map_err(failed)?,
        };
        let t = match fmt.as_str() {
            "nickel" => {
                let p = match parsed {
                    Some(p) => p,
                    None => {
                        let file = self.sources.borrow_mut().add(name.clone(), text.clone());
                        let p = parser::parse_program_all(&text, file)
                            .map_err(|es| parse_errors_in(es, &self.sources.borrow()))?;
                        Rc::new(p)
                    }
                };
                let checked = self.imports.borrow().checked.get(&name).cloned();
                let wild = match checked {
                    Some(w) => w,
                    None => {
                        let resolve = import_resolver(self.imports.clone(), name.clone());
                        typecheck::check_program_wildcards(&p, Some(resolve))?
                    }
                };
                ev.wild_types.extend(wild);
                // `nickel test`: the file typechecked is evaluated with its tests inserted
                let (tests, done) = {
                    let st = self.imports.borrow();
                    (st.doctests.clone(), st.with_tests.get(&name).cloned())
                };
                let p = match (tests, done) {
                    (Some(_), Some(q)) => q,
                    (Some(reg), None) => {
                        let file = p.expr.span.file;
                        let text = self.sources.borrow().text(file).to_string();
                        Rc::new(with_doctests(&self.sources, reg, &name, &text, file)?)
                    }
                    (None, _) => p,
                };
                Thunk::expr(&p.expr, &None)
            }
            "text" => Thunk::value(Value::Str(Rc::from(text.as_str()))),
            f => {
                let file = self.sources.borrow_mut().add(name.clone(), text.clone());
                let d = export::parse_import_data(f, &text, file).map_err(|e| match e {
                    export::ImportDataError::Parse(m, at) => EvalError::new(m)
                        .primary(at, "")
                        .secondary(from, "imported here"),
                    export::ImportDataError::Other(m) => {
                        EvalError::new(format!("import of {path} failed: {m}"))
                            .secondary(from, "imported here")
                    }
                })?;
                Thunk::value(export::from_data(&d, Span::new(file, 0, 0)))
            }
        };
        self.cache.insert(key, t.clone());
        Ok(t)
    }
}

/// `nickel test`: the program `text` (the source `file`, named `name`) parsed again with the
/// tests of its documentation inserted (see [`doctest`]).
fn with_doctests(
    sources: &Rc<RefCell<SourceMap>>,
    registry: Rc<RefCell<doctest::Registry>>,
    name: &str,
    text: &str,
    file: strata_core::source::FileId,
) -> R<parser::Program> {
    let tests = parser::Inserter::new(sources.clone(), registry, name);
    parser::parse_program_doctests(text, file, tests)
        .map_err(|es| parse_errors_in(es, &sources.borrow()))
}

/// [`parse_error`], with nickel's wording of an unexpected end of file, which names the file.
fn parse_error_in(e: parser::ParseError, sources: &SourceMap) -> EvalError {
    let mut e = e;
    if e.msg == "unexpected end of file" {
        e.msg = format!(
            "unexpected end of file when parsing {}",
            sources.name(e.span.file)
        );
    }
    parse_error(e)
}

/// [`parse_error_in`] of the errors of a text the parser recovered from: the first, followed by
/// the others as errors of their own.
fn parse_errors_in(es: Vec<parser::ParseError>, sources: &SourceMap) -> EvalError {
    let mut es = es.into_iter().map(|e| parse_error_in(e, sources));
    let mut first = es
        .next()
        .unwrap_or_else(|| EvalError::new("unexpected token"));
    first.more = es.collect();
    first
}

/// Converts a parse error into the common error form.
pub fn parse_error(e: parser::ParseError) -> EvalError {
    let primary = e
        .labels
        .iter()
        .find(|(s, _)| *s == e.span)
        .map_or(String::new(), |(_, t)| t.clone());
    let mut err = EvalError::new(e.msg).primary(e.span, primary);
    for (s, t) in e.labels {
        if s != e.span {
            err = err.secondary(s, t);
        }
    }
    if let Some(n) = e.note {
        err = err.note(n);
    }
    err
}

/// A Nickel session: sources, evaluator and std.
pub struct Nickel {
    /// All source files (programs, imports, std prelude).
    pub sources: Rc<RefCell<SourceMap>>,
    /// The evaluator.
    pub eval: Eval,
    /// Files and the environment (shared with the importer).
    host: Rc<dyn Host>,
    /// The import path and the files parsed by import resolution (shared with the importer).
    imports: Rc<RefCell<Imports>>,
    /// The syntax trees of the programs evaluated, kept for the session's lifetime: values
    /// refer to them anyway, and freeing a large tree node by node as soon as its program is
    /// in weak head normal form costs more than keeping it (a process that ends frees it at
    /// once).
    programs: Vec<ast::P>,
}

impl Drop for Nickel {
    /// Frees the session's values, including the reference cycles of recursive records and
    /// `let rec` (see [`Eval::release`]), and its syntax trees, on a stack as large as they may
    /// be deep. A process about to exit can skip this with `std::mem::forget`.
    fn drop(&mut self) {
        let programs = std::mem::take(&mut self.programs);
        let eval = &mut self.eval;
        strata_core::budget::grow_large(crate::eval::DEEP_STACK, move || {
            eval.release();
            drop(programs);
        });
    }
}

impl Nickel {
    /// A new session.
    pub fn new(host: Box<dyn Host>, limits: Limits) -> Nickel {
        let host: Rc<dyn Host> = Rc::from(host);
        let sources = Rc::new(RefCell::new(SourceMap::new()));
        let gen = sources
            .borrow_mut()
            .add("<unknown> (generated by evaluation)", "");
        let mut eval = Eval::new(limits, Span::new(gen, 0, 0));
        eval.sources = Some(sources.clone());
        let std_native = builtins::native_std(Span::new(gen, 0, 0));
        let prelude_file = sources.borrow_mut().add("<stdlib>", builtins::PRELUDE);
        // the user's files come after generated code and the prelude
        eval.first_user_file = prelude_file.0 + 1;
        let prelude =
            parser::parse(builtins::PRELUDE, prelude_file).expect("the std prelude parses");
        let native_t = Thunk::value(std_native.clone());
        eval.std = Some(native_t.clone());
        let pre_t = Thunk::expr(&prelude, &None);
        let full = match eval.force(&pre_t) {
            Ok(p) => {
                let merged = eval.merge_values(
                    std_native,
                    p,
                    &native_t,
                    &pre_t,
                    &MergeSite::at(Span::new(gen, 0, 0)),
                    None,
                );
                merged.ok()
            }
            Err(_) => None,
        };
        if let Some(v) = full {
            eval.std = Some(Thunk::value(v));
        }
        let imports = Rc::new(RefCell::new(Imports {
            host: host.clone(),
            dirs: Vec::new(),
            cwd: None,
            parsed: HashMap::new(),
            located: HashMap::new(),
            doctests: None,
            with_tests: HashMap::new(),
            checked: HashMap::new(),
        }));
        eval.importer = Some(Box::new(ImportState {
            imports: imports.clone(),
            sources: sources.clone(),
            cache: HashMap::new(),
        }));
        Nickel {
            sources,
            eval,
            host,
            imports,
            programs: Vec::new(),
        }
    }

    /// Sets the import path (`--import-path` then `NICKEL_IMPORT_PATH`'s entries): the
    /// directories where an import not found next to the importing file is looked for, in
    /// order; and the absolute working directory `cwd`, which names the importing file's
    /// directory in the error of an import found nowhere.
    pub fn set_import_paths(&mut self, dirs: Vec<String>, cwd: Option<String>) {
        let mut st = self.imports.borrow_mut();
        st.dirs = dirs;
        st.cwd = cwd;
    }

    /// Resolves the imports of a program, and of the Nickel files it imports, transitively, as
    /// nickel does before it typechecks or evaluates anything: an import found nowhere, a
    /// package import or an imported file that does not parse is an error even where the
    /// import is never evaluated. The files parsed here are not parsed again when evaluated.
    /// Nickel's typechecker meets unbound identifiers and imports as it walks a program, and
    /// an import it cannot find is an error there: of an unbound identifier and a missing import
    /// (of this file), the one met first is reported. The walk with imports runs only when an
    /// identifier is unbound.
    fn check_bound_then_imports(&mut self, name: &str, p: &parser::Program) -> R<()> {
        let Err(unbound) = typecheck::check_program_bound(p) else {
            return Ok(());
        };
        let imports = self.imports.clone();
        let mut missing = |path: &str, format: Option<&str>, at: Span| -> Option<EvalError> {
            if format == Some(parser::PACKAGE_FORMAT) {
                return None;
            }
            find(&imports, name, path).err().map(|m| {
                EvalError::new(format!("import of {path} failed: {m}"))
                    .secondary(at, "imported here")
            })
        };
        Err(typecheck::first_unbound_or_missing_import(p, &mut missing).unwrap_or(unbound))
    }

    /// The numbers nickel 1.18's file cache gives the files a program imports, by the file and
    /// the path of each `import` (nickel prints an import it has resolved, in a function's body,
    /// as `import <file_id: FileId(N)>`): 0 and 1 are its standard library's, 2 the program's;
    /// then every import of a file gets the next number in the order of the text, a file
    /// already numbered keeping its own, before the files so numbered are visited in turn
    /// (nickel's `CacheHub::resolve_imports`). Run after [`Self::resolve_imports`], which
    /// parsed every Nickel file reached.
    fn nickel_file_ids(
        &self,
        name: &str,
        p: &parser::Program,
    ) -> HashMap<(strata_core::source::FileId, String), u32> {
        fn visit(
            imports: &RefCell<Imports>,
            from: &str,
            file: strata_core::source::FileId,
            refs: &[parser::ImportRef],
            ids: &mut HashMap<String, u32>,
            out: &mut HashMap<(strata_core::source::FileId, String), u32>,
        ) {
            // in the order the parser gives them: the text's, but an annotated term's after its
            // annotation's (the order of nickel's typechecker, which loads the files)
            let mut fresh = Vec::new();
            for r in refs {
                if r.format.as_deref() == Some(parser::PACKAGE_FORMAT) {
                    continue;
                }
                let Ok((found, _)) = find(imports, from, &r.path) else {
                    continue;
                };
                // the program itself is 2
                let next = 2 + ids.len() as u32;
                let id = *ids.entry(found.clone()).or_insert_with(|| {
                    fresh.push(found.clone());
                    next
                });
                out.insert((file, r.path.clone()), id);
            }
            for f in fresh {
                let parsed = imports.borrow().parsed.get(&f).cloned();
                if let Some(q) = parsed {
                    visit(imports, &f, q.expr.span.file, &q.imports, ids, out);
                }
            }
        }
        let mut ids = HashMap::new();
        ids.insert(name.to_string(), 2);
        let mut out = HashMap::new();
        visit(
            &self.imports,
            name,
            p.expr.span.file,
            &p.imports,
            &mut ids,
            &mut out,
        );
        out
    }

    fn resolve_imports(&mut self, name: &str, p: &parser::Program) -> R<()> {
        // nickel's order (its typechecker loads the files): every import of a file is read, in
        // the order of the text, before any of the files so read is visited, depth first; the
        // source map numbers the files in that order, as nickel's file cache does
        let mut todo: Vec<(String, Vec<parser::ImportRef>)> =
            vec![(name.to_string(), p.imports.clone())];
        while let Some((from, refs)) = todo.pop() {
            let mut fresh = Vec::new();
            for r in refs {
                if r.format.as_deref() == Some(parser::PACKAGE_FORMAT) {
                    return Err(no_package_manifest(r.span));
                }
                let failed = |m: String| {
                    EvalError::new(format!("import of {} failed: {m}", r.path))
                        .secondary(r.span, "imported here")
                };
                let (name, text) = find(&self.imports, &from, &r.path).map_err(failed)?;
                if import_format(r.format.as_deref(), &name) != "nickel"
                    || self.imports.borrow().parsed.contains_key(&name)
                {
                    continue;
                }
                let text = found_text(&self.imports, &from, &r.path, text).map_err(failed)?;
                let file = self.sources.borrow_mut().add(name.clone(), text.clone());
                let q = parser::parse_program_all(&text, file)
                    .map_err(|es| parse_errors_in(es, &self.sources.borrow()))?;
                let refs = q.imports.clone();
                self.imports
                    .borrow_mut()
                    .parsed
                    .insert(name.clone(), Rc::new(q));
                fresh.push((name, refs));
            }
            todo.extend(fresh.into_iter().rev());
        }
        Ok(())
    }

    /// Typechecks the Nickel files the program `p` (named `name`, already checked) imports,
    /// transitively, as nickel does before it evaluates or after it typechecks a program
    /// (`CacheHub::typecheck`: a file, then each file it imports, depth first; a file once), so
    /// an error in a file the evaluation never reaches is reported too. `strict`: every file in
    /// enforce mode (`typecheck --strict-typechecking`). Run after [`Self::resolve_imports`].
    fn typecheck_imports(&mut self, name: &str, p: &parser::Program, strict: bool) -> R<()> {
        let mut seen: HashSet<String> = HashSet::new();
        seen.insert(name.to_string());
        let mut stack: Vec<(String, Vec<parser::ImportRef>)> =
            vec![(name.to_string(), p.imports.clone())];
        while let Some((from, mut refs)) = stack.pop() {
            if refs.is_empty() {
                continue;
            }
            let r = refs.remove(0);
            stack.push((from.clone(), refs));
            if r.format.as_deref() == Some(parser::PACKAGE_FORMAT) {
                continue;
            }
            let Ok((found, _)) = find(&self.imports, &from, &r.path) else {
                continue;
            };
            if import_format(r.format.as_deref(), &found) != "nickel" || !seen.insert(found.clone())
            {
                continue;
            }
            let (parsed, done) = {
                let st = self.imports.borrow();
                (
                    st.parsed.get(&found).cloned(),
                    st.checked.contains_key(&found),
                )
            };
            let Some(q) = parsed else { continue };
            if !done {
                let resolve = import_resolver(self.imports.clone(), found.clone());
                let wild = if strict {
                    typecheck::check_program_strict(&q, Some(resolve))?;
                    Vec::new()
                } else {
                    typecheck::check_program_wildcards(&q, Some(resolve))?
                };
                if !strict {
                    self.imports
                        .borrow_mut()
                        .checked
                        .insert(found.clone(), wild);
                }
            }
            stack.push((found, q.imports.clone()));
        }
        Ok(())
    }

    /// `nickel test`: inserts the tests of the Nickel files `p` (the program `name`) imports,
    /// transitively, in the order of the imports, as nickel does before evaluating.
    fn import_doctests(
        &mut self,
        name: &str,
        p: &parser::Program,
        reg: &Rc<RefCell<doctest::Registry>>,
    ) -> R<()> {
        for r in &p.imports {
            let Ok((found, _)) = find(&self.imports, name, &r.path) else {
                continue;
            };
            if import_format(r.format.as_deref(), &found) != "nickel" {
                continue;
            }
            let parsed = {
                let st = self.imports.borrow();
                if st.with_tests.contains_key(&found) {
                    continue;
                }
                st.parsed.get(&found).cloned()
            };
            let Some(orig) = parsed else { continue };
            let file = orig.expr.span.file;
            let text = self.sources.borrow().text(file).to_string();
            let q = Rc::new(with_doctests(
                &self.sources,
                reg.clone(),
                &found,
                &text,
                file,
            )?);
            self.imports
                .borrow_mut()
                .with_tests
                .insert(found.clone(), q.clone());
            self.import_doctests(&found, &q, reg)?;
        }
        Ok(())
    }

    /// `nickel test`: the programs evaluated from now on (and the files they import) get the
    /// tests of their documentation as fields, recorded in `registry` (see [`doctest`]); `None`
    /// ends it.
    pub fn set_doctests(&mut self, registry: Option<Rc<RefCell<doctest::Registry>>>) {
        self.imports.borrow_mut().doctests = registry;
    }

    /// Sends `std.trace` messages to `sink` as they are traced (dropped by default).
    pub fn set_trace_sink(&mut self, sink: eval::TraceSink) {
        self.eval.trace_sink = Some(sink);
    }

    /// Bounds the memory evaluation may use (see [`Eval::set_memory_limit`]).
    pub fn set_memory_limit(&mut self, probe: eval::MemoryProbe, max_bytes: u64) {
        self.eval.set_memory_limit(probe, max_bytes);
    }

    /// Parses and evaluates a program to weak head normal form.
    pub fn eval_source(&mut self, name: &str, text: &str) -> R<Value> {
        self.eval_text(name, std::sync::Arc::from(text), None)
    }

    /// [`Nickel::eval_source`] of a text the session takes over: the source map holds the only
    /// copy (a caller that read a file passes it here instead of keeping its own). With
    /// `read_back` (how to read the same text again, such as from its file), the text is let
    /// go once parsed and read back only if a diagnostic shows it.
    pub fn eval_text(
        &mut self,
        name: &str,
        text: std::sync::Arc<str>,
        read_back: Option<strata_core::source::ReadBack>,
    ) -> R<Value> {
        let file = self
            .sources
            .borrow_mut()
            .add(name.to_string(), text.clone());
        let p = parser::parse_program_all(&text, file)
            .map_err(|es| parse_errors_in(es, &self.sources.borrow()))?;
        if !p.imports.is_empty() {
            self.check_bound_then_imports(name, &p)?;
            self.resolve_imports(name, &p)?;
            self.eval.import_ids = Rc::new(self.nickel_file_ids(name, &p));
        }
        let resolve = import_resolver(self.imports.clone(), name.to_string());
        let wild = typecheck::check_program_wildcards(&p, Some(resolve))?;
        self.eval.wild_types.extend(wild);
        self.typecheck_imports(name, &p, false)?;
        // `nickel test`: the program typechecked is evaluated with its tests inserted
        let tests = self.imports.borrow().doctests.clone();
        let p = match tests {
            Some(reg) => {
                let q = with_doctests(&self.sources, reg.clone(), name, &text, file)?;
                self.import_doctests(name, &q, &reg)?;
                q
            }
            None => p,
        };
        if let Some(read) = read_back {
            self.sources.borrow_mut().release_text(file, read);
        }
        drop(text);
        self.eval_program(p.expr)
    }

    /// Evaluates a program's syntax tree. A top-level merge (`base & overrides`, or a chain
    /// `a & b & c`) is evaluated operand by operand, and each operand's syntax tree is freed
    /// once the operand is evaluated (what its value still needs stays alive through the
    /// value): a large configuration's field definitions are not held beside the records made
    /// from them. Any other program is kept for the session's lifetime.
    fn eval_program(&mut self, root: ast::P) -> R<Value> {
        self.eval.root_span = Some(value_code_span(&root));
        // the right operands of the chain with the spans of their merges, outermost first
        let mut spine = Vec::new();
        let mut left = root;
        loop {
            match Rc::try_unwrap(left) {
                Ok(ast::Expr {
                    kind: ast::ExprKind::Bin(ast::BinOp::Merge, a, b),
                    span,
                    ..
                }) => {
                    spine.push((span, b));
                    left = a;
                }
                Ok(e) => {
                    left = Rc::new(e);
                    break;
                }
                Err(shared) => {
                    left = shared;
                    break;
                }
            }
        }
        if spine.is_empty() {
            let t = Thunk::expr(&left, &None);
            self.programs.push(left);
            return self.eval.force(&t);
        }
        let eval = &mut self.eval;
        // freeing an operand's tree goes as deep as the tree is nested
        strata_core::budget::grow_large(eval::DEEP_STACK, move || {
            let mut left_span = left.span;
            let mut ta = Thunk::expr(&left, &None);
            drop(left);
            let mut acc = eval.force(&ta)?;
            while let Some((span, b)) = spine.pop() {
                let right_span = b.span;
                let tb = Thunk::expr(&b, &None);
                drop(b);
                let vb = eval.force(&tb)?;
                let site = MergeSite {
                    at: span,
                    left: Some(left_span),
                    right: Some(right_span),
                    piecewise: false,
                };
                acc = eval.merge_operands(acc, vb, ta, tb, &site, None)?;
                // the next merge's left operand (`merge_operands` lets go of its thunk before
                // it merges records, so the value alone then holds the merged record)
                ta = Thunk::value(acc.clone());
                left_span = span;
            }
            Ok(acc)
        })
    }

    /// Parses and typechecks a program without evaluating it (`nickel typecheck`): unbound
    /// identifiers and the type errors of statically typed code.
    pub fn check_source(&mut self, name: &str, text: &str) -> R<()> {
        let file = self
            .sources
            .borrow_mut()
            .add(name.to_string(), text.to_string());
        let p = parser::parse_program_all(text, file)
            .map_err(|es| parse_errors_in(es, &self.sources.borrow()))?;
        if !p.imports.is_empty() {
            self.check_bound_then_imports(name, &p)?;
            self.resolve_imports(name, &p)?;
        }
        let resolve = import_resolver(self.imports.clone(), name.to_string());
        typecheck::check_program_importing(&p, Some(resolve))?;
        self.typecheck_imports(name, &p, false)
    }

    /// [`Self::check_source`] in strict mode (`nickel typecheck --strict-typechecking`): the
    /// whole program is also checked as a typed block.
    pub fn check_source_strict(&mut self, name: &str, text: &str) -> R<()> {
        let file = self
            .sources
            .borrow_mut()
            .add(name.to_string(), text.to_string());
        let p = parser::parse_program_all(text, file)
            .map_err(|es| parse_errors_in(es, &self.sources.borrow()))?;
        if !p.imports.is_empty() {
            self.check_bound_then_imports(name, &p)?;
            self.resolve_imports(name, &p)?;
        }
        let resolve = import_resolver(self.imports.clone(), name.to_string());
        typecheck::check_program_strict(&p, Some(resolve))?;
        self.typecheck_imports(name, &p, true)
    }

    /// The value of environment variable `name` for the customize mode's `@env:NAME`, read
    /// through the session's host (so `--sandbox` policies and in-memory hosts apply).
    pub fn env_var(&self, name: &str) -> R<String> {
        match self.host.env(name) {
            Ok(Some(v)) => Ok(v),
            Ok(None) => Err(EvalError::new(format!(
                "environment variable `{name}` is not set"
            ))),
            Err(e) => Err(EvalError::new(format!(
                "cannot read environment variable `{name}`: {e}"
            ))),
        }
    }

    /// Parses a program without evaluating it.
    pub fn parse_source(&mut self, name: &str, text: &str) -> R<ast::P> {
        let file = self
            .sources
            .borrow_mut()
            .add(name.to_string(), text.to_string());
        parser::parse(text, file).map_err(parse_error)
    }

    /// Merges several evaluated programs (`nickel export a.ncl b.ncl`).
    pub fn merge_all(&mut self, values: Vec<Value>) -> R<Value> {
        let mut it = values.into_iter();
        let Some(mut acc) = it.next() else {
            return Ok(Value::Null);
        };
        let nowhere = self.eval.nowhere;
        for v in it {
            let ta = Thunk::value(acc.clone());
            let tb = Thunk::value(v.clone());
            acc = self
                .eval
                .merge_values(acc, v, &ta, &tb, &MergeSite::at(nowhere), None)?;
        }
        Ok(acc)
    }

    /// Selects `--field a.b.c`.
    pub fn select_field(&mut self, v: Value, path: &str) -> R<Value> {
        let mut cur = v;
        let nowhere = self.eval.nowhere;
        for part in split_field_path(path) {
            cur = self.eval.field_access(cur, &part, None, nowhere, nowhere)?;
        }
        Ok(cur)
    }

    /// Forces a value completely as `nickel eval` does (`not_exported` fields included).
    pub fn force_all(&mut self, v: &Value) -> R<()> {
        // the value is the result of an operand (nickel forces the program with `%force%`)
        self.eval.forget_calls();
        // a missing definition names the program's record too (`in this record`), as in export
        let root = self.eval.root_span;
        self.eval.force_all_at(v, false, root)
    }

    /// Exports a value in `format` (`json`, `yaml`, `toml`, `text`, `yaml-documents`, `raw`).
    pub fn export(&mut self, v: &Value, format: &str) -> R<String> {
        let mut out = Vec::new();
        self.export_to(v, format, &mut out)?;
        String::from_utf8(out).map_err(|_| EvalError::new("export produced invalid UTF-8"))
    }

    /// Exports a value in `format` to `out`. JSON and YAML are written in chunks as they are
    /// produced, so memory stays proportional to the value, not to the text (which is
    /// quadratic in the nesting depth, through indentation). Nothing is written when the value
    /// cannot be exported; a write error is reported as `cannot write the output: ...`.
    pub fn export_to(&mut self, v: &Value, format: &str, out: &mut dyn std::io::Write) -> R<()> {
        let written = |r: std::io::Result<()>| {
            r.map_err(|e| EvalError::new(format!("cannot write the output: {e}")))
        };
        // evaluate everything first (contract errors before serialization errors, as Nickel)
        let root = self.eval.root_span;
        if format == "text" || format == "raw" {
            // nickel 1.18 forces the value, then accepts a string only (`serialize::validate`:
            // `NotAString`, the value's kind as `type_of` names it, underlined)
            self.eval.forget_calls();
            self.eval.force_all_at(v, true, root)?;
            let Value::Str(s) = v else {
                let pos = match root {
                    Some(s) => export::ValuePos::At(s),
                    None => export::ValuePos::Generated,
                };
                let msg = format!(
                    "raw export expects a String value, but got {}",
                    v.type_of_class()
                );
                return Err(pos.label(EvalError::new(msg), v));
            };
            let text = s.to_string();
            return written(out.write_all(text.as_bytes()).and_then(|_| out.flush()));
        }
        // the value is the result of an operand (nickel forces the program with `%force%`)
        self.eval.forget_calls();
        self.eval.force_all_at(v, true, root)?;
        if format == "json" {
            // the common case: write the text directly, without an intermediate data tree
            if let Some(r) = strata_core::budget::grow_large(crate::eval::DEEP_STACK, || {
                export::json_direct(v, &mut *out)
            }) {
                return written(r);
            }
        }
        // The data may be as deep as the program: build, write and free it on a stack segment
        // sized for that (virtual memory, committed only as far as used).
        strata_core::budget::grow_large(crate::eval::DEEP_STACK, || {
            let root = match self.eval.root_span {
                Some(s) => export::ValuePos::At(s),
                None => export::ValuePos::Generated,
            };
            if format == "yaml-documents" && !matches!(v, Value::Array(_)) {
                return Err(root.label(EvalError::new("yaml-documents export expects an array"), v));
            }
            self.eval.reject_null = format == "toml";
            let data = self.eval.to_data_at(v, &mut Vec::new(), root);
            self.eval.reject_null = false;
            let data = data?;
            match format {
                "yaml" => written(export::yaml_write(&data, out)),
                _ => {
                    let text = Self::write_data(data, format)?;
                    written(out.write_all(text.as_bytes()).and_then(|_| out.flush()))
                }
            }
        })
    }

    fn write_data(data: strata_core::Value, format: &str) -> R<String> {
        match format {
            "json" => Ok(export::json_text(&data) + "\n"),
            "yaml" => Ok(export::yaml_text(&data)),
            "yaml-documents" => export::yaml_documents_text(&data)
                .ok_or_else(|| EvalError::new("yaml-documents export expects an array")),
            "toml" => export::toml_text(&data),
            other => Err(EvalError::new(format!("unknown export format `{other}`"))),
        }
    }

    /// Renders an error as Nickel prints it.
    pub fn render_error(&self, e: &EvalError) -> String {
        render(&self.sources.borrow(), e)
    }
}

/// Where the value of `e` is written, as far as the syntax tells: through `let`s, annotations
/// and the access to a field of a record literal.
fn value_code_span(e: &ast::Expr) -> Span {
    match &e.kind {
        ast::ExprKind::Let { body, .. } => value_code_span(body),
        ast::ExprKind::Annot(inner, _) => value_code_span(inner),
        ast::ExprKind::Field(r, ast::FieldName::Static(name, _)) => match &r.kind {
            ast::ExprKind::Record(lit) => {
                let piece = lit.fields.iter().find(|f| f.name == *name).and_then(|f| {
                    match f.pieces.as_slice() {
                        [p] => p.value.as_ref(),
                        _ => None,
                    }
                });
                match piece {
                    Some(ast::PieceValue::Expr(v)) => value_code_span(v),
                    Some(ast::PieceValue::Const(_, s)) => *s,
                    None => e.span,
                }
            }
            _ => e.span,
        },
        _ => e.span,
    }
}

/// Splits `a.b."c.d"` into parts.
pub fn split_field_path(path: &str) -> Vec<String> {
    let mut out = Vec::new();
    let mut cur = String::new();
    let mut quoted = false;
    for c in path.chars() {
        match c {
            '"' => quoted = !quoted,
            '.' if !quoted => out.push(std::mem::take(&mut cur)),
            _ => cur.push(c),
        }
    }
    if !cur.is_empty() || !out.is_empty() {
        out.push(cur);
    }
    out
}

/// The name nickel gives the code an error report prints from evaluated values.
pub const GENERATED_SOURCE_NAME: &str = "<unknown> (generated by evaluation)";

/// `map` and `e` with each label on generated code turned into a label on a file of its own
/// (named [`GENERATED_SOURCE_NAME`], added after the session's files, as nickel adds them when
/// it builds the report).
pub fn with_generated_sources(map: &SourceMap, e: &EvalError) -> (SourceMap, EvalError) {
    let mut map = map.clone();
    let mut e = e.clone();
    // a report citing nickel's std.ncl shows it as file 0 (see `std_sites`); the placeholder
    // of generated code it replaces is cited only by labels that show nothing
    let all = || {
        e.labels
            .iter()
            .chain(e.follow.iter().flat_map(|f| f.labels.iter()))
    };
    // (only in a session's map, whose file 0 is that placeholder: a map built elsewhere, such
    // as `pprint-ast`'s, has the user's file there)
    let session_map = map
        .get(std_sites::STD_FILE)
        .is_some_and(|f| &*f.name == GENERATED_SOURCE_NAME);
    if session_map && all().any(|l| std_sites::is_std_span(l.span)) {
        let mut with_std = SourceMap::new();
        for (id, f) in map.files() {
            if id == std_sites::STD_FILE {
                with_std.add(std_sites::STD_FILE_NAME, std_sites::stand_in_text());
            } else {
                with_std.add(f.name.clone(), f.text());
            }
        }
        map = with_std;
        let shown = |l: &eval::ErrLabel| {
            l.span.file != std_sites::STD_FILE
                || std_sites::is_std_span(l.span)
                || l.generated.is_some()
        };
        e.labels.retain(shown);
        for f in &mut e.follow {
            f.labels.retain(shown);
        }
    }
    for l in &mut e.labels {
        if let Some(code) = l.generated.take() {
            let len = code.len() as u32;
            let id = map.add(GENERATED_SOURCE_NAME, code);
            l.span = strata_core::source::Span::new(id, 0, len);
        }
    }
    (map, e)
}

/// The error as a strata [`Diagnostic`](strata_core::Diagnostic): the message, a primary or
/// secondary label per location, and Nickel's `= ...` notes as plain notes (a blank one shows
/// nothing).
pub fn to_diagnostic(map: &SourceMap, e: &EvalError) -> strata_core::Diagnostic {
    let mut d = if e.warning {
        strata_core::Diagnostic::warning(e.msg.clone(), "")
    } else {
        strata_core::Diagnostic::error(e.msg.clone(), "")
    };
    d.plain_notes = e
        .notes
        .iter()
        .filter(|n| !n.trim().is_empty())
        .cloned()
        .collect();
    for l in &e.labels {
        // generated code has no text to show
        if map.get(l.span.file).is_none_or(|f| f.text().is_empty()) {
            continue;
        }
        d = if l.primary {
            d.with_primary(l.span, l.text.clone())
        } else {
            d.with_secondary(l.span, l.text.clone())
        };
    }
    d
}

/// The error and the `note:` diagnostics that follow it (the call stack), as strata
/// [`Diagnostic`](strata_core::Diagnostic)s.
pub fn to_diagnostics(map: &SourceMap, e: &EvalError) -> Vec<strata_core::Diagnostic> {
    let mut out = vec![to_diagnostic(map, e)];
    for f in &e.follow {
        let mut d = to_diagnostic(map, f);
        d.severity = strata_core::diagnostic::Severity::Note;
        out.push(d);
    }
    for m in &e.more {
        out.extend(to_diagnostics(map, m));
    }
    out
}

/// Renders an error in Nickel's layout (`error: msg`, `┌─ file:line:col` snippets with `^`
/// primary and `-` secondary underlines, `= note` lines) through strata-core's renderer.
pub fn render(map: &SourceMap, e: &EvalError) -> String {
    let (map, e) = with_generated_sources(map, e);
    strata_core::diagnostic::render_report(
        &map,
        &to_diagnostics(&map, &e),
        strata_core::diagnostic::RenderOptions::default(),
    )
}

impl Nickel {
    /// `nickel eval`'s output for `v` (see [`pretty::eval_write`]).
    pub fn eval_output(&mut self, v: &Value) -> R<String> {
        let mut out = Vec::new();
        self.eval_write(v, &mut out)?;
        String::from_utf8(out).map_err(|_| EvalError::new("invalid UTF-8 output"))
    }

    /// Writes `nickel eval`'s output for `v` to `out` (see [`pretty::eval_write`]).
    pub fn eval_write(&mut self, v: &Value, out: &mut dyn std::io::Write) -> R<()> {
        let sources = self.sources.clone();
        pretty::eval_write(&mut self.eval, &sources, v, out)
    }
}
