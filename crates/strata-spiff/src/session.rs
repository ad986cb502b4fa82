//! The session: how spiff's `read`, `exec`, `env` and file functions reach the outside world.
//!
//! # Semantics
//!
//! The library does no I/O. Every file read, directory listing, environment lookup, command
//! run and write goes through the core's [`Host`] (`strata_core::host`), held by a
//! [`Session`]; the caller wraps the host in [`Guarded`] with the user's [`Policy`], which is
//! the one place requests are refused (the command line: `exec` and the writes of `write`,
//! `mkdir` and `tempfile` only with `--allow-exec`, no `env` and no reads outside the roots
//! with `--sandbox`). Paths are as the template wrote them: relative ones are relative to the
//! working directory, as in spiff++.
//!
//! Besides the host, a session holds what one merge shares across its documents and that is
//! not part of them: the bindings given outside the documents (`--bindings`, `--define`), the
//! key `encrypt`/`decrypt` use by default, the output of every command run so far (spiff++
//! runs a command once per argument list), and, when the caller keeps one, the source map in
//! which every document loaded by `read` and `exec` is registered, so its spans name it.

use std::collections::HashMap;

use strata_core::host::{FileKind, Guarded, Host, HostError, MemoryHost, Policy};
use strata_core::{FileId, SourceMap};

use crate::source::Src;
use crate::value::Val;

/// What the documents of a nested merge (`merge(...)`, see `nested.rs`) asked of one
/// enclosing document, and its answers.
#[derive(Debug, Default)]
pub(crate) struct OuterLevel {
    /// Answers by reference text (`None`: not found there).
    pub(crate) answers: HashMap<String, Option<Val>>,
    /// Asked and not answered yet: the reference text, whether it is absolute, its path.
    pub(crate) asked: Vec<(String, bool, Vec<crate::ast::Step>)>,
}

/// Per-document information about the file a node came from.
#[derive(Clone, Debug)]
pub struct FileInfo {
    /// The file name as given.
    pub name: String,
    /// Its directory (`.` for a bare name).
    pub dir: String,
}

/// The host of a merge and what the merge shares outside its documents (see the module
/// docs).
pub struct Session {
    host: Box<dyn Host>,
    sources: Option<SourceMap>,
    bindings: HashMap<String, Val>,
    encryption_key: Option<String>,
    exec_cache: HashMap<(Vec<String>, Vec<u8>), Result<String, String>>,
    /// The documents around the nested merge being evaluated (`merge(...)`), outermost first:
    /// what each was asked for and what it answered (see `nested.rs`).
    pub(crate) outer: Vec<OuterLevel>,
    /// The tags defined so far (see `tags.rs`).
    pub(crate) tags: crate::tags::Tags,
    /// With [`Session::with_state`]: the `&state` part of each template document merged.
    pub(crate) state: Option<Vec<strata_core::Value>>,
}

impl Session {
    /// A session reaching the world through `host` (wrap it in [`Guarded`] to apply a policy).
    pub fn new(host: impl Host + 'static) -> Session {
        Session {
            host: Box::new(host),
            sources: None,
            bindings: HashMap::new(),
            encryption_key: None,
            exec_cache: HashMap::new(),
            outer: Vec::new(),
            tags: crate::tags::Tags::default(),
            state: None,
        }
    }

    /// A session that reaches nothing outside the templates: no files, no environment
    /// variables, and commands and writes refused. For embedding spiff without I/O, for tests
    /// and fuzzing.
    pub fn isolated() -> Session {
        Session::new(Guarded::new(MemoryHost::new(), Policy::default()))
    }

    /// Registers documents loaded by `read` and `exec` in `map` (which holds the inputs), so
    /// errors in them name their file; read it back with [`Session::sources`].
    pub fn with_sources(mut self, map: SourceMap) -> Session {
        self.sources = Some(map);
        self
    }

    /// Values in scope outside the documents (`--bindings`, `--define`): a reference whose
    /// first name is found nowhere else resolves here.
    pub fn with_bindings(mut self, bindings: HashMap<String, Val>) -> Session {
        self.bindings = bindings;
        self
    }

    /// Keeps the state of every template document merged (its root's fields marked `&state`),
    /// read with [`Session::take_state`] (`--state`).
    pub fn with_state(mut self) -> Session {
        self.state = Some(Vec::new());
        self
    }

    /// The state kept since [`Session::with_state`], one value per template document.
    pub fn take_state(&mut self) -> Vec<strata_core::Value> {
        self.state.as_mut().map(std::mem::take).unwrap_or_default()
    }

    /// Global tags given outside the documents (`--tag name:file`): `name::path` reads
    /// `path` in the value. The names must pass [`check_tag_name`](crate::check_tag_name).
    pub fn with_tags(mut self, tags: Vec<(String, Val)>) -> Result<Session, String> {
        for (name, value) in tags {
            crate::tags::check_tag_name(&name)?;
            self.tags.define(
                &name,
                crate::tags::TagValue::Val(value),
                String::new(),
                true,
            )?;
        }
        self.tags.settle();
        Ok(self)
    }

    /// The key `encrypt` and `decrypt` use when the template names none (spiff++ reads
    /// `SPIFF_ENCRYPTION_KEY`).
    pub fn with_encryption_key(mut self, key: Option<String>) -> Session {
        self.encryption_key = key;
        self
    }

    /// The source map given with [`Session::with_sources`], with every document loaded since.
    pub fn sources(&self) -> Option<&SourceMap> {
        self.sources.as_ref()
    }

    /// The host.
    pub fn host(&self) -> &dyn Host {
        self.host.as_ref()
    }

    /// The text of the file at `path` (`read` in every mode but `binary`); a file that is not
    /// UTF-8 is the host's error.
    pub(crate) fn read_file(&mut self, path: &str) -> Result<String, String> {
        self.host
            .read_file(None, path)
            .map(|f| f.text)
            .map_err(|e| format!("error reading file {path}: {e}"))
    }

    /// The bytes of the file at `path` (`read(file, "binary")`).
    pub(crate) fn read_bytes(&mut self, path: &str) -> Result<Vec<u8>, String> {
        self.host
            .read_bytes(None, path)
            .map_err(|e| format!("error reading file {path}: {e}"))
    }

    /// The standard output of the command `argv` fed `stdin`; with `cached`, run once per
    /// argument list and input (`exec`, `pipe`), else every time (`exec_uncached`,
    /// `pipe_uncached`).
    pub(crate) fn exec_with(
        &mut self,
        argv: &[String],
        stdin: Vec<u8>,
        cached: bool,
    ) -> Result<String, String> {
        let key = (argv.to_vec(), stdin);
        if cached {
            if let Some(r) = self.exec_cache.get(&key) {
                return r.clone();
            }
        }
        let r = match argv.first() {
            None => Err("exec requires a command".to_string()),
            Some(cmd) => {
                let command = strata_core::host::Command {
                    argv: argv.to_vec(),
                    stdin: key.1.clone(),
                };
                match self.host.exec(&command) {
                    Ok(out) if out.success() => {
                        Ok(String::from_utf8_lossy(&out.stdout).into_owned())
                    }
                    Ok(out) => Err(format!(
                        "command '{cmd}' failed ({}): {}",
                        out.status.map_or_else(
                            || "killed by a signal".to_string(),
                            |s| format!("exit status: {s}")
                        ),
                        String::from_utf8_lossy(&out.stderr).trim()
                    )),
                    Err(e) => Err(e.to_string()),
                }
            }
        };
        if cached {
            self.exec_cache.insert(key, r.clone());
        }
        r
    }

    /// The value of the environment variable `name`, if set.
    pub(crate) fn env(&mut self, name: &str) -> Result<Option<String>, String> {
        self.host.env(name).map_err(|e| e.to_string())
    }

    /// Parses YAML text loaded under `name` into source documents (for `read`, `exec` and the
    /// parse functions), registered in the source map when the session keeps one.
    pub(crate) fn parse_yaml(&mut self, name: &str, text: &str) -> Result<Vec<Src>, String> {
        let id = match &mut self.sources {
            Some(map) => map.try_add(name, text).map_err(|e| e.to_string())?,
            None => FileId(u32::MAX),
        };
        crate::load::load(text, id).map_err(|e| format!("{name}: {e}"))
    }

    /// Writes `data` to the file `path` with permissions `mode` (`write`).
    pub(crate) fn write_file(&mut self, path: &str, data: &[u8], mode: u32) -> Result<(), String> {
        self.host
            .write_file(None, path, data, mode)
            .map(|_| ())
            .map_err(|e| write_refusal("write", e))
    }

    /// Creates the directory `path` and its parents (`mkdir`).
    pub(crate) fn make_dir(&mut self, path: &str, mode: u32) -> Result<(), String> {
        self.host
            .make_dir(None, path, mode)
            .map(|_| ())
            .map_err(|e| write_refusal("mkdir", e))
    }

    /// Writes `data` to a new temporary file, removed when the host is done, and gives its
    /// name (`tempfile`). The error is the whole message of the function's failure.
    pub(crate) fn temp_file(&mut self, data: &[u8], mode: u32) -> Result<String, String> {
        self.host.temp_file(data, mode).map_err(|e| match e {
            HostError::Write { message, .. } => format!("cannot write file: {message}"),
            e => format!(
                "cannot create temporary file: {}",
                write_refusal("tempfile", e)
            ),
        })
    }

    /// Whether `path` exists and is a directory (`Some(true)`) or a file (`Some(false)`);
    /// outside the sandbox roots nothing exists.
    pub(crate) fn file_kind(&mut self, path: &str) -> Option<bool> {
        let kind = self.host.kind(None, path).ok()??;
        Some(kind == FileKind::Dir)
    }

    /// The entries of directory `path`, sorted, each with whether it is a directory.
    pub(crate) fn list_dir(&mut self, path: &str) -> Result<Vec<(String, bool)>, String> {
        let names = self.host.list_dir(None, path).map_err(|e| e.to_string())?;
        Ok(names
            .into_iter()
            .map(|n| {
                let is_dir = self.file_kind(&format!("{path}/{n}")) == Some(true);
                (n, is_dir)
            })
            .collect())
    }

    /// The value of `name` among the bindings given outside the documents.
    pub(crate) fn binding(&self, name: &str) -> Option<Val> {
        self.bindings.get(name).cloned()
    }

    /// The default key of `encrypt` and `decrypt`.
    pub(crate) fn encryption_key(&self) -> Option<String> {
        self.encryption_key.clone()
    }

    /// A value as a YAML document (for `exec` arguments and the write functions).
    pub(crate) fn write_yaml(&self, value: &Val) -> String {
        let opts = strata_core::yaml::WriteOptions::spiff();
        format!(
            "---\n{}",
            strata_core::yaml::write(&crate::interchange::to_value(value), &opts)
        )
    }
}

/// spiff's text for a refused or failed write by the function `what`: the operating system's
/// reason as it is, and for a refusal the flag that allows it.
fn write_refusal(what: &str, e: HostError) -> String {
    match e {
        HostError::WriteDisabled { sandbox: true, .. } => {
            format!("{what}: not allowed in sandbox mode")
        }
        HostError::WriteDisabled { sandbox: false, .. } => {
            format!("{what}: writing files needs --allow-exec (or STRATA_ALLOW_EXEC=1)")
        }
        HostError::Write { message, .. } => message,
        e => e.to_string(),
    }
}
